//! Structs in the conflict check (`crate::typed::conflict`) and in the typed test of
//! preconditions: a patch's members by JSON name.
//!
//! The check compares the members both patches hold in the order of their JSON names, as
//! the reference sorts a map's keys, and stops at the first conflict: the patch it returns
//! is then sorted as far as the reference's is. So a first visit notes the members both
//! hold with their names, and each is then reached by its place in the visit.

use std::borrow::Cow;

use crate::directive::{self, DELETE_FROM_PRIMITIVE_LIST, SET_ELEMENT_ORDER};
use crate::engine::conflict::ConflictCheck;
use crate::error::{Error, ErrorKind, Trail};
use crate::json_field;
use crate::schema::Describe;
use crate::typed::conflict;
use crate::typed::fields::{patch_ref, with_patch};
use crate::typed::fields::{
    Field, Fields, Ignored, KeyedMember, Place, PlainMember, PrimitiveItem, PrimitivesMember, Visit,
};
use crate::typed::strategic_merge::{self, Shape};
use crate::typed::{Keyed, Patched, StrategicMerge};

/// [`InPlace::Conflicts`](crate::typed::InPlace::Conflicts) of two struct patches: their
/// `$patch` words must agree; then, unless the field is replaced whole, each member both
/// hold, in the order of their names.
#[inline(never)]
pub(super) fn conflicts<T: Fields>(
    left: &mut T::Patch,
    right: &mut T::Patch,
    replace: bool,
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    if T::directives_ref(left).0 != T::directives_ref(right).0 {
        crate::typed::json::conflict_here(check, trail, &*left, &*right);
        return Ok(());
    }
    if replace {
        return Ok(());
    }
    let mut shared = Shared::<T> { left, right, members: Vec::new(), place: 0 };
    T::visit(&mut shared);
    let mut members = shared.members;
    members.sort_unstable();
    for (_, place) in members {
        let mut step = Step::<T> { left, right, target: place, place: 0, trail, check, result: Ok(()) };
        T::visit(&mut step);
        step.result?;
        if check.found() {
            break;
        }
    }
    Ok(())
}

/// The members both patches hold: each one's JSON name and its place in the visit.
struct Shared<'a, S: StrategicMerge> {
    left: &'a S::Patch,
    right: &'a S::Patch,
    members: Vec<(Cow<'static, str>, usize)>,
    place: usize,
}

impl<S: StrategicMerge> Shared<'_, S> {
    /// The next member, noted where both hold it.
    #[inline(always)]
    fn note(&mut self, both: bool, field: &'static str, prefix: Option<&'static str>) {
        note(&mut self.members, &mut self.place, both, field, prefix);
    }
}

/// [`Shared::note`], compiled once: the member `field`, or the list directive `prefix`
/// of it.
#[inline(never)]
fn note(
    members: &mut Vec<(Cow<'static, str>, usize)>,
    place: &mut usize,
    both: bool,
    field: &'static str,
    prefix: Option<&'static str>,
) {
    if both {
        let name = match prefix {
            None => Cow::Borrowed(field),
            Some(prefix) => Cow::Owned(format!("{prefix}/{field}")),
        };
        members.push((name, *place));
    }
    *place += 1;
}

fn both<P>(left: &Patched<P>, right: &Patched<P>) -> bool {
    !left.is_absent() && !right.is_absent()
}

impl<S: Fields> Visit<S> for Shared<'_, S> {
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>) {
        let both = both((member.patch)(self.left), (member.patch)(self.right));
        self.note(both, field.json, None);
    }

    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, field: &'static Field, member: KeyedMember<S, K, T>) {
        let (left, right) = ((member.patch)(self.left), (member.patch)(self.right));
        self.note(both(&left.items, &right.items), field.json, None);
        let orders = left.order.is_some() && right.order.is_some();
        self.note(orders, field.json, Some(SET_ELEMENT_ORDER));
    }

    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        field: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        let (left, right) = ((member.patch)(self.left), (member.patch)(self.right));
        self.note(both(&left.items, &right.items), field.json, None);
        let orders = left.order.is_some() && right.order.is_some();
        self.note(orders, field.json, Some(SET_ELEMENT_ORDER));
        let deletes = both(&left.delete, &right.delete);
        self.note(deletes, field.json, Some(DELETE_FROM_PRIMITIVE_LIST));
    }

    fn ignored(&mut self, json: &'static str, member: Ignored<S>) {
        let both = (member.patch)(self.left).is_some() && (member.patch)(self.right).is_some();
        self.note(both, json, None);
    }
}

/// The check of the member at place `target`.
struct Step<'a, 't, S: Fields> {
    left: &'a mut S::Patch,
    right: &'a mut S::Patch,
    target: usize,
    place: usize,
    trail: &'a Trail<'t>,
    check: &'a mut ConflictCheck,
    result: Result<(), Error>,
}

impl<S: Fields> Step<'_, '_, S> {
    /// Whether the next member is the one to check.
    #[inline(always)]
    fn next(&mut self) -> bool {
        let hit = self.place == self.target;
        self.place += 1;
        hit
    }

    /// A parallel list both patches hold: the reference looks it up as a field of the
    /// struct, and there is none of that name.
    #[cold]
    fn no_such_field(&mut self, prefix: &str, field: &str) {
        let name = format!("{prefix}/{field}");
        self.result = match self.trail.key(&name) {
            Ok(trail) => {
                Err(trail.error(ErrorKind::UnknownField { type_name: S::NAME.to_owned(), field: name.clone() }))
            }
            Err(too_deep) => Err(too_deep),
        };
    }
}

impl<S: Fields> Visit<S> for Step<'_, '_, S> {
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>) {
        if self.next() {
            let (left, right) = ((member.patch_mut)(self.left), (member.patch_mut)(self.right));
            let (trail, check) = (self.trail, &mut *self.check);
            self.result = with_patch::<K::Item, _>(left, |left| {
                with_patch::<K::Item, _>(right, |right| plain::<K::Item>(field, left, right, trail, check))
            });
        }
    }

    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, field: &'static Field, member: KeyedMember<S, K, T>) {
        if self.next() {
            let (left, right) = ((member.patch_mut)(self.left), (member.patch_mut)(self.right));
            self.result = keyed::<T>(field, &mut left.items, &mut right.items, self.trail, self.check);
        }
        if self.next() {
            self.no_such_field(SET_ELEMENT_ORDER, field.json);
        }
    }

    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        field: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        if self.next() {
            let (left, right) = ((member.patch_mut)(self.left), (member.patch_mut)(self.right));
            self.result = primitives::<T>(field, &mut left.items, &mut right.items, self.trail, self.check);
        }
        if self.next() {
            self.no_such_field(SET_ELEMENT_ORDER, field.json);
        }
        if self.next() {
            self.no_such_field(DELETE_FROM_PRIMITIVE_LIST, field.json);
        }
    }

    fn ignored(&mut self, json: &'static str, member: Ignored<S>) {
        if self.next() {
            let (left, right) = ((member.patch_mut)(self.left), (member.patch_mut)(self.right));
            if let (Some(left), Some(right)) = (left, right) {
                self.result = ignored(json, left, right, self.trail, self.check);
            }
        }
    }
}

// What each kind of member does, compiled once per member type rather than into each
// struct's visit.

/// A member both patches hold: `set` checks it where both set it; both deleting it
/// agree, and a deletion against a value conflicts.
fn member<P: serde::Serialize>(
    left: &mut Patched<P>,
    right: &mut Patched<P>,
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
    set: impl FnOnce(&mut P, &mut P, &mut ConflictCheck) -> Result<(), Error>,
) -> Result<(), Error> {
    match (left, right) {
        (Patched::Set(left), Patched::Set(right)) => set(left, right, check),
        (Patched::Null, Patched::Null) => Ok(()),
        (left, right) => {
            crate::typed::json::conflict_here(check, trail, left, right);
            Ok(())
        }
    }
}

/// A member both patches hold that its type checks.
#[inline(never)]
fn plain<T: StrategicMerge>(
    field: &'static Field,
    left: &mut Patched<T::Patch>,
    right: &mut Patched<T::Patch>,
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    let trail = &trail.key(field.json)?;
    // A JSON `null` set is the same JSON as a deletion.
    if let (Patched::Set(set), Patched::Null) | (Patched::Null, Patched::Set(set)) = (&*left, &*right) {
        if T::patch_shape(set) == Shape::Null {
            return Ok(());
        }
    }
    member(left, right, trail, check, |left, right, check| {
        strategic_merge::conflicts::<T>(left, right, Some(field), trail, check)
    })
}

/// A list merged by key that both patches hold.
#[inline(never)]
fn keyed<T: Keyed>(
    field: &'static Field,
    left: &mut Patched<Vec<T::Patch>>,
    right: &mut Patched<Vec<T::Patch>>,
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    let trail = &trail.key(field.json)?;
    member(left, right, trail, check, |left, right, check| {
        conflict::keyed::<T>(left, right, field.merge_key, trail, check)
    })
}

/// A list of primitives that both patches hold: merged by value, it never conflicts.
#[inline(never)]
fn primitives<T: PrimitiveItem>(
    field: &'static Field,
    left: &mut Patched<Vec<T>>,
    right: &mut Patched<Vec<T>>,
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    let trail = &trail.key(field.json)?;
    member(left, right, trail, check, |left, right, check| {
        if field.by_value {
            conflict::by_value(left, right, trail, check)
        } else {
            conflict::primitives(left, right, trail, check)
        }
    })
}

/// A member that is no field (`apiVersion`, `kind`), held as JSON.
#[inline(never)]
fn ignored(
    json: &'static str,
    left: &mut serde_json::Value,
    right: &mut serde_json::Value,
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    let trail = &trail.key(json)?;
    let (found, moved) = json_field::conflicts(left, right, &Default::default(), "", trail)?;
    check.take(found, moved);
    Ok(())
}

/// [`InPlace::Mentions`](crate::typed::InPlace::Mentions) of a struct patch: a directive,
/// or a member, and what its value has below.
#[inline(never)]
pub(super) fn mentions<T: Fields>(patch: &T::Patch, path: &[&str]) -> bool {
    let Some((&name, rest)) = path.split_first() else { return false };
    let (word, retain_keys) = T::directives_ref(patch);
    match name {
        directive::PATCH => rest.is_empty() && word.is_some(),
        directive::RETAIN_KEYS => rest.is_empty() && retain_keys.is_some(),
        _ => {
            let mut find = Mentions::<T> { patch, name, rest, found: false };
            T::visit(&mut find);
            find.found
        }
    }
}

struct Mentions<'a, S: StrategicMerge> {
    patch: &'a S::Patch,
    name: &'a str,
    rest: &'a [&'a str],
    found: bool,
}

impl<S: Fields> Visit<S> for Mentions<'_, S> {
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>) {
        if field.json == self.name {
            self.found = match patch_ref::<K::Item>((member.patch)(self.patch)) {
                Patched::Absent => false,
                Patched::Null => self.rest.is_empty(),
                Patched::Set(value) => self.rest.is_empty() || strategic_merge::mentions::<K::Item>(value, self.rest),
            };
        }
    }

    // A list has no members below it.
    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, field: &'static Field, member: KeyedMember<S, K, T>) {
        if self.rest.is_empty() {
            let list = (member.patch)(self.patch);
            if field.json == self.name {
                self.found = !list.items.is_absent();
            } else if directive::is_list_key(self.name, SET_ELEMENT_ORDER, field.json) {
                self.found = list.order.is_some();
            }
        }
    }

    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        field: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        if self.rest.is_empty() {
            let list = (member.patch)(self.patch);
            if field.json == self.name {
                self.found = !list.items.is_absent();
            } else if directive::is_list_key(self.name, SET_ELEMENT_ORDER, field.json) {
                self.found = list.order.is_some();
            } else if directive::is_list_key(self.name, DELETE_FROM_PRIMITIVE_LIST, field.json) {
                self.found = !list.delete.is_absent();
            }
        }
    }

    fn ignored(&mut self, json: &'static str, member: Ignored<S>) {
        if json == self.name {
            self.found = match (member.patch)(self.patch) {
                Some(value) => self.rest.is_empty() || json_field::mentions(value, self.rest),
                None => false,
            };
        }
    }
}
