//! Merge keys of structs: every struct that lists its [`Fields`] is [`Keyed`], its key
//! read from the field of that JSON name (several fields, for a composite key).

use super::apply::{made_from, merge_from};
use super::apply_from::apply_into;
use super::diff::merge_patches_into;
use super::patched_value;
use crate::directive;
use crate::error::{Error, Trail};
use crate::lists::{Key, PlainKey};
use crate::schema::Describe;
use crate::typed::fields::{hold, patch_ref};
use crate::typed::fields::{Field, Fields, KeyedMember, Place, PlainMember, PrimitiveItem, PrimitivesMember, Visit};
use crate::typed::generated::{key_patch_by, KeyField};
use crate::typed::patch_serde::present_members;
use crate::typed::strategic_merge::Shape;
use crate::typed::{composite_key, composite_parts, Keyed, Operations, Patched, StrategicMerge};

/// The list methods of a visitor that reads plain fields only: a merge key is never a
/// list.
macro_rules! plain_fields_only {
    () => {
        #[inline]
        fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, _: &'static Field, _: KeyedMember<S, K, T>) {}

        #[inline]
        fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
            &mut self,
            _: &'static Field,
            _: PrimitivesMember<S, K, T>,
        ) {
        }
    };
}

impl<S: Fields + Describe> Keyed for S {
    // A single key (the common case) is looked up first; a composite one matches no field.
    fn merge_key(&self, merge_key: &str) -> Option<Key> {
        let mut find = KeyOf { value: self, name: merge_key, key: None };
        S::visit(&mut find);
        find.key.or_else(|| composite_key(merge_key, &|part| self.merge_key(part)))
    }

    fn patch_merge_key(patch: &S::Patch, merge_key: &str) -> Option<Key> {
        let mut find = PatchKeyOf { patch, name: merge_key, key: None };
        S::visit(&mut find);
        find.key.or_else(|| composite_key(merge_key, &|part| S::patch_merge_key(patch, part)))
    }

    #[inline]
    fn patch_directive(patch: &S::Patch) -> Option<&str> {
        S::directives_ref(patch).0.as_deref()
    }

    #[inline]
    fn mark_deleted(patch: &mut S::Patch) {
        *S::directives(patch).0 = Some(directive::DELETE.to_owned());
    }

    #[inline]
    fn key_patch(&self, merge_key: &str, delete: bool) -> S::Patch {
        key_patch_by(self, delete, |item, patch| item.set_merge_key(patch, merge_key))
    }

    #[inline]
    fn set_merge_key(&self, patch: &mut S::Patch, merge_key: &str) {
        if merge_key.contains(',') {
            for part in composite_parts(merge_key) {
                self.set_merge_key(patch, part);
            }
            return;
        }
        S::visit(&mut SetKey { value: self, patch, name: merge_key });
    }

    #[inline]
    fn merge_item(&mut self, patch: &mut S::Patch, trail: &Trail<'_>) -> Result<(), Error> {
        merge_from(self, patch, trail)
    }

    fn apply_item(&self, made: &mut Vec<S>, patch: &mut S::Patch, trail: &Trail<'_>) -> Result<(), Error> {
        made.push(S::blank());
        match made.last_mut() {
            Some(value) => apply_into(self, value, patch, trail),
            None => Ok(()),
        }
    }

    #[inline]
    fn item_from(patch: &mut S::Patch, as_is: bool, trail: &Trail<'_>) -> Result<Option<S>, Error> {
        made_from(patch, as_is, trail)
    }

    #[inline]
    fn merge_item_patches(left: &mut S::Patch, right: &mut S::Patch, trail: &Trail<'_>) -> Result<(), Error> {
        merge_patches_into::<S>(left, right, trail)
    }

    #[inline]
    fn patch_members(patch: &S::Patch) -> usize {
        present_members::<S>(patch)
    }

    fn key_holds_json(merge_key: &str) -> bool {
        let mut find = KeyHoldsJson { merge_key, holds: false };
        S::visit(&mut find);
        find.holds
    }

    fn with_key_field(merge_key: &str, body: &mut dyn FnMut(&KeyField<'_, S>)) -> bool {
        let mut find = WithKeyField { name: merge_key, body, found: false };
        S::visit(&mut find);
        find.found
    }
}

/// Whether a field of the merge key is of a type whose values are any JSON.
struct KeyHoldsJson<'a> {
    merge_key: &'a str,
    holds: bool,
}

impl<S: Fields> Visit<S> for KeyHoldsJson<'_> {
    #[inline]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, _: PlainMember<S, K>) {
        if K::Item::SHAPE == Shape::Any && self.merge_key.split(',').any(|part| part == field.json) {
            self.holds = true;
        }
    }

    plain_fields_only!();
}

/// Runs `body` with the readers of the first field named `name`.
struct WithKeyField<'a, S: StrategicMerge> {
    name: &'a str,
    body: &'a mut dyn FnMut(&KeyField<'_, S>),
    found: bool,
}

impl<S: Fields> Visit<S> for WithKeyField<'_, S> {
    #[inline]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>) {
        if !self.found && field.json == self.name {
            self.found = true;
            let value = reader(move |value: &S| K::get((member.value)(value)).and_then(Operations::plain_key));
            let patch = reader(move |patch: &S::Patch| match patch_ref::<K::Item>((member.patch)(patch)) {
                Patched::Set(patch) => K::Item::patch_plain_key(patch),
                Patched::Null | Patched::Absent => None,
            });
            let key = move |value: &S| key_of(K::get((member.value)(value)));
            let set = move |value: &S, patch: &mut S::Patch| {
                set_key(K::get((member.value)(value)), (member.patch_mut)(patch))
            };
            (self.body)(&KeyField { value: &value, patch: &patch, key: &key, set: &set });
        }
    }

    plain_fields_only!();
}

/// A key reader, its signature spelled out: a closure's own would tie every key it reads
/// to one lifetime.
#[inline(always)]
fn reader<T: ?Sized>(read: impl Fn(&T) -> Option<PlainKey<'_>>) -> impl Fn(&T) -> Option<PlainKey<'_>> {
    read
}

/// The key in the field `name` of a value (only a field of a scalar type can hold one).
struct KeyOf<'a, S> {
    value: &'a S,
    name: &'a str,
    key: Option<Key>,
}

impl<S: Fields> Visit<S> for KeyOf<'_, S> {
    #[inline]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>) {
        // Tested first, so that the compiler sees no earlier key to drop.
        if self.key.is_none() && field.json == self.name {
            self.key = key_of(K::get((member.value)(self.value)));
        }
    }

    plain_fields_only!();
}

/// The key in the field `name` of a patch (a null there is Go's nil, not a missing key).
struct PatchKeyOf<'a, S: StrategicMerge> {
    patch: &'a S::Patch,
    name: &'a str,
    key: Option<Key>,
}

impl<S: Fields> Visit<S> for PatchKeyOf<'_, S> {
    #[inline]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>) {
        if self.key.is_none() && field.json == self.name {
            self.key = patch_key_of::<K::Item>((member.patch)(self.patch));
        }
    }

    plain_fields_only!();
}

/// Sets the field `name` of a patch to the value's.
struct SetKey<'a, S: StrategicMerge> {
    value: &'a S,
    patch: &'a mut S::Patch,
    name: &'a str,
}

impl<S: Fields> Visit<S> for SetKey<'_, S> {
    #[inline]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>) {
        if field.json == self.name {
            set_key(K::get((member.value)(self.value)), (member.patch_mut)(self.patch));
        }
    }

    plain_fields_only!();
}

// Each field's test of its name stays in the visit, and what a field of the name does is
// compiled once per field type, not once per field of every struct.

/// The key a value's field holds.
#[inline(never)]
fn key_of<T: StrategicMerge>(value: Option<&T>) -> Option<Key> {
    value.and_then(Operations::key)
}

/// The key a patch's field holds.
#[inline(never)]
fn patch_key_of<T: StrategicMerge>(patch: &Patched<T::Held>) -> Option<Key> {
    match patch_ref::<T>(patch) {
        Patched::Set(value) => T::patch_key(value),
        // Go reads a key field set to null as present, holding nil.
        Patched::Null => Some(Key::Nil),
        Patched::Absent => None,
    }
}

/// A patch's field set to the value's.
#[inline(never)]
fn set_key<T: StrategicMerge>(value: Option<&T>, patch: &mut Patched<T::Held>) {
    *patch = hold::<T>(patched_value(value));
}
