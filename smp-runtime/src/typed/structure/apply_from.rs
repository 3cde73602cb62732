//! [`InPlace::ApplyFrom`](crate::typed::InPlace::ApplyFrom) of a struct: the patched copy of
//! a value made in one pass, field by field, rather than as a copy that the merge then
//! changes. A field the patch leaves alone is cloned; one it changes is made once, so
//! nothing is cloned only to be replaced, deleted or moved (a keyed list's items go
//! straight to their place, [`keyed_list::apply_keyed_from`]).

use std::mem::take;

use super::apply::{merge_from, put};
use super::FirstError;
use crate::bounds::deeper;
use crate::error::{Error, Trail};
use crate::typed::fields::with_patch;
use crate::typed::fields::{
    At, Field, Fields, KeyedMember, Place, PlainMember, PrimitiveItem, PrimitivesMember, Slot, Visit,
};
use crate::typed::list;
use crate::typed::{keyed_list, strategic_merge, Keyed, Patched, PrimitiveListPatch, StrategicMerge};

/// [`InPlace::ApplyFrom`](crate::typed::InPlace::ApplyFrom) on the patch a field holds.
#[inline(always)]
pub(crate) fn apply_from_in_place<T: Fields>(
    original: &T,
    patch: &mut Patched<T::Patch>,
    trail: &Trail<'_>,
    made: &mut Option<T>,
) -> Result<(), Error> {
    match patch {
        Patched::Set(patch) => apply_into(original, made.insert(T::blank()), patch, trail),
        // The parent removes a field set to null.
        Patched::Absent | Patched::Null => {
            *made = Some(original.clone());
            Ok(())
        }
    }
}

/// Makes `value`, blank, `original` with `patch` applied. A patch with a `$patch` word or
/// `$retainKeys`, and a struct with members that are no fields, merge into a copy.
#[inline(never)]
pub(crate) fn apply_into<T: Fields>(
    original: &T,
    value: &mut T,
    patch: &mut T::Patch,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let (word, retain_keys) = T::directives(patch);
    if T::SKIPS || word.is_some() || retain_keys.is_some() {
        *value = original.clone();
        return merge_from(value, patch, trail);
    }
    deeper(|| {
        let mut view = ApplyView { original, value, patch, trail, result: FirstError::new() };
        T::visit(&mut view);
        view.result.0
    })
}

/// Each field of `value` made from `original`'s and the patch's members.
struct ApplyView<'a, 't, S: Fields> {
    original: &'a S,
    value: &'a mut S,
    patch: &'a mut S::Patch,
    trail: &'a Trail<'t>,
    result: FirstError,
}

impl<S: Fields> Visit<S> for ApplyView<'_, '_, S> {
    #[inline(always)]
    fn plain<K: Place<Item: StrategicMerge + crate::schema::Describe>>(
        &mut self,
        field: &'static Field,
        member: PlainMember<S, K>,
    ) {
        let (original, value) = ((member.value)(self.original), (member.value_mut)(self.value));
        let patch = (member.patch_mut)(self.patch);
        if patch.is_absent() {
            *value = K::copy(original);
        } else {
            let (trail, result) = (self.trail, &mut self.result);
            with_patch::<K::Item, _>(patch, |patch| {
                plain(field, K::get(original), At::<K>(value), patch, trail, result)
            });
        }
    }

    #[inline(always)]
    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, field: &'static Field, member: KeyedMember<S, K, T>) {
        let (original, value) = ((member.value)(self.original), (member.value_mut)(self.value));
        let patch = (member.patch_mut)(self.patch);
        if patch.is_unmentioned() {
            *value = K::copy(original);
        } else {
            keyed(field, K::get(original), At::<K>(value), patch, self.trail, &mut self.result);
        }
    }

    #[inline(always)]
    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        field: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        let (original, value) = ((member.value)(self.original), (member.value_mut)(self.value));
        let patch = (member.patch_mut)(self.patch);
        if patch.is_unmentioned() {
            *value = K::copy(original);
        } else {
            primitives(field, K::get(original), At::<K>(value), patch, self.trail, &mut self.result);
        }
    }
}

/// A field the patch mentions, as [`super::apply`]'s `Merge` merges it into a copy.
#[inline(never)]
fn plain<T: StrategicMerge>(
    field: &'static Field,
    original: Option<&T>,
    value: impl Slot<T>,
    patch: &mut Patched<T::Patch>,
    trail: &Trail<'_>,
    result: &mut FirstError,
) {
    result.step(|| {
        let below = &trail.key(field.json)?;
        let made = match (original, &*patch) {
            (_, Patched::Absent) => original.cloned(),
            (_, Patched::Null) => None,
            (Some(original), Patched::Set(_)) if !(field.replace && original.is_object()) => {
                let mut made = None;
                strategic_merge::apply_from(original, patch, below, &mut made)?;
                made
            }
            // A `replace`-strategy object takes the patch as it is (Go's `mergeMap` with
            // nothing to merge into); a field the original lacks, the value the patch makes.
            (original, Patched::Set(_)) => {
                let as_is = original.is_some_and(|original| field.replace && original.is_object());
                strategic_merge::from_patch(patch, as_is, below)?
            }
        };
        put(value, made, trail, field)
    });
}

/// A keyed list the patch mentions.
#[inline(never)]
fn keyed<T: Keyed>(
    field: &'static Field,
    original: Option<&Vec<T>>,
    value: impl Slot<Vec<T>>,
    patch: &mut crate::typed::KeyedListPatch<T::Patch>,
    trail: &Trail<'_>,
    result: &mut FirstError,
) {
    result.step(|| {
        let made = keyed_list::apply_keyed_from(original, patch, field.merge_key, trail, field.json)?;
        put(value, made, trail, field)
    });
}

/// A list of primitives the patch mentions.
#[inline(never)]
fn primitives<T: list::Primitive>(
    field: &'static Field,
    original: Option<&Vec<T>>,
    value: impl Slot<Vec<T>>,
    patch: &mut PrimitiveListPatch<T>,
    trail: &Trail<'_>,
    result: &mut FirstError,
) {
    let merge = if field.by_value { list::merge_primitive_list } else { list::merge_atomic_primitive_list };
    result.step(|| {
        let PrimitiveListPatch { items, order, delete } = take(patch);
        let merged = merge(original.cloned(), items, order, delete, trail, field.json)?;
        put(value, merged, trail, field)
    });
}
