//! [`InPlace::Forget`](crate::typed::InPlace::Forget) of a struct: the field `path` names
//! first (or every field, for `*`), removed where the path ends and followed further where
//! it does not.

use crate::schema::Describe;
use crate::typed::atomic::forget_items;
use crate::typed::fields::{Field, Fields, KeyedMember, Place, PlainMember, PrimitiveItem, PrimitivesMember, Visit};
use crate::typed::strategic_merge;
use crate::typed::{Keyed, StrategicMerge};

#[inline(never)]
pub(super) fn forget<T: Fields>(value: &mut T, path: &[String]) {
    if let Some((step, rest)) = path.split_first() {
        T::visit(&mut Forget { value, step, rest });
    }
}

struct Forget<'a, S> {
    value: &'a mut S,
    step: &'a str,
    rest: &'a [String],
}

impl<S> Forget<'_, S> {
    fn names(&self, field: &Field) -> bool {
        self.step == "*" || self.step == field.json
    }
}

impl<S: Fields> Visit<S> for Forget<'_, S> {
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>) {
        if self.names(field) {
            forget_member::<K>((member.value_mut)(self.value), self.rest);
        }
    }

    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, field: &'static Field, member: KeyedMember<S, K, T>) {
        if self.names(field) {
            forget_list::<K, T>((member.value_mut)(self.value), self.rest);
        }
    }

    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        field: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        if self.names(field) && self.rest.is_empty() {
            // Primitives have nothing below them; `*` after the list empties it.
            let _required_without_default = K::put((member.value_mut)(self.value), None);
        } else if self.names(field) && self.rest.len() == 1 && self.rest[0] == "*" {
            if let Some(items) = K::get_mut((member.value_mut)(self.value)) {
                items.clear();
            }
        }
    }
}

/// A field removed where the path ends (a required one takes its default; one whose type
/// has none stays), or followed into its value.
#[inline(never)]
fn forget_member<K: Place<Item: StrategicMerge>>(stored: &mut K::Stored, rest: &[String]) {
    if rest.is_empty() {
        let _required_without_default = K::put(stored, None);
    } else if let Some(value) = K::get_mut(stored) {
        strategic_merge::forget(value, rest);
    }
}

/// [`forget_member`] of a list merged by key.
#[inline(never)]
fn forget_list<K: Place<Item = Vec<T>>, T: Keyed>(stored: &mut K::Stored, rest: &[String]) {
    if rest.is_empty() {
        let _required_without_default = K::put(stored, None);
    } else if let Some(items) = K::get_mut(stored) {
        forget_items(items, rest);
    }
}
