//! A struct's fields as the runtime sees them: one generic call per field.
//!
//! `#[derive(StrategicMerge)]` and the `k8s-openapi` impls write, per struct, an impl of
//! [`Fields`] whose one function, [`Fields::visit`], hands each field to a visitor: what
//! its strategy says ([`Field`]) and where it lives in the struct and in the patch type
//! ([`Member`], written with [`member!`](crate::__private::member)). Every struct
//! operation (apply a patch, make a value from one, diff, merge two patches, describe the
//! schema, find a merge key) is one visitor, written once in [`super::structure`], and so
//! are reading, writing and printing a patch ([`super::patch_serde`]). So the
//! generated code is a table of fields, not copies of the semantics, and it costs little
//! to compile: the operations are type-checked once, here.
//!
//! Most operations see a field through one of three views ([`VisitMut`], [`VisitRef`],
//! [`VisitPatches`]: a value and its patch, two values and a patch, two patches), which
//! [`visit_mut`], [`visit_ref`] and [`visit_patches`] make from the one visit.

use std::borrow::Borrow;
use std::marker::PhantomData;

use super::list::Primitive;
use super::{Holds, Keyed, KeyedListPatch, Patched, PrimitiveListPatch, StrategicMerge};
use crate::schema::Describe;

/// A generated patch struct: its name and the JSON names of its members, in the order
/// its struct's visit reaches them (after `$patch` and `$retainKeys`).
pub trait PatchFields: Default + Sized {
    /// The type's name (`FooPatch`), for serde.
    const NAME: &'static str;
    /// What an error says was expected (`struct FooPatch`).
    const EXPECTING: &'static str;
    /// The JSON names of the members, in order.
    const FIELDS: &'static [&'static str];
    /// The index in [`PatchFields::FIELDS`] of a member's JSON name (a generated `match`).
    fn index_of(name: &[u8]) -> Option<usize>;
}

/// [`Holds::with_patch`] of a field of type `T`: where a visit reaches a field, its patch
/// is taken out of the box a nested struct's patch is held in, so that no operation below
/// knows of the box.
#[inline(always)]
pub(crate) fn with_patch<T: StrategicMerge, R>(
    held: &mut Patched<T::Held>,
    work: impl FnOnce(&mut Patched<T::Patch>) -> R,
) -> R {
    T::Held::with_patch(held, work)
}

/// The patch a field of type `T` holds, shared.
#[inline(always)]
pub(crate) fn patch_ref<T: StrategicMerge>(held: &Patched<T::Held>) -> Patched<&T::Patch> {
    held.as_ref().map(Borrow::borrow)
}

/// A field's patch as a patch struct holds it.
#[inline(always)]
pub(crate) fn hold<T: StrategicMerge>(patch: Patched<T::Patch>) -> Patched<T::Held> {
    patch.map(T::Held::from)
}

/// A struct whose fields the runtime can visit (generated; see the module docs).
pub trait Fields: StrategicMerge<Patch: PatchFields> + Blank {
    /// The struct's schema name, for errors.
    const NAME: &'static str;
    /// Whether the struct has a `Default`, the value a patch that empties it leaves.
    /// Without one (a required field whose type has none, as `Time`), emptying is an error.
    const HAS_DEFAULT: bool;
    /// Whether the struct has members that are no fields (`#[serde(skip)]`), which only a
    /// copy of the whole value carries over: [`typed::apply`](crate::typed::apply) then
    /// copies the value before it merges rather than make it field by field.
    const SKIPS: bool = false;

    /// The patch's `$patch` and `$retainKeys` members.
    fn directives(patch: &mut Self::Patch) -> (&mut Option<String>, &mut Option<Vec<String>>);

    /// The same, shared.
    fn directives_ref(patch: &Self::Patch) -> (&Option<String>, &Option<Vec<String>>);

    /// Each field in turn: its strategy and its [`Member`]; first the patch type's members
    /// that are no fields ([`Visit::ignored`]), in the order of the patch type's serde table.
    fn visit<V: Visit<Self>>(visitor: &mut V);
}

/// A value to fill field by field: the default, or, for a type without one, a placeholder
/// that an operation always overwrites or reports as an error ([`NoDefault`]).
pub trait Blank {
    /// The value.
    fn blank() -> Self;
}

pub use super::field::Field;

/// How a struct stores a field's value: `Option<T>` ([`Optional`]), a required `T` with a
/// default ([`Required`]), or a required `T` without one ([`NoDefault`]).
pub trait Place {
    /// The field's type without `Option`.
    type Item;
    /// The member's type in the struct (owned: merge keys are borrowed from it).
    type Stored: 'static;
    /// The value, `None` when absent.
    fn get(stored: &Self::Stored) -> Option<&Self::Item>;
    /// The value, to change in place; `None` when absent.
    fn get_mut(stored: &mut Self::Stored) -> Option<&mut Self::Item>;
    /// Moves the value out (`None`: absent).
    fn take(stored: &mut Self::Stored) -> Option<Self::Item>;
    /// Puts a value back; `Err` when it is `None` and the field cannot be absent.
    fn put(stored: &mut Self::Stored, value: Option<Self::Item>) -> Result<(), Unset>;
    /// A copy of the member.
    fn copy(stored: &Self::Stored) -> Self::Stored
    where
        Self::Item: Clone;
}

/// An optional field (`Option<T>`).
pub struct Optional<T>(PhantomData<T>);

/// A required field whose type has a default, which it takes when a patch removes it.
pub struct Required<T>(PhantomData<T>);

/// A required field whose type has no default (`Time`): a patch must not remove it.
pub struct NoDefault<T>(PhantomData<T>);

/// A required field whose type has no default was left without a value.
#[derive(Debug)]
pub struct Unset;

impl<T: 'static> Place for Optional<T> {
    type Item = T;
    type Stored = Option<T>;

    #[inline(always)]
    fn get(stored: &Option<T>) -> Option<&T> {
        stored.as_ref()
    }

    #[inline(always)]
    fn get_mut(stored: &mut Option<T>) -> Option<&mut T> {
        stored.as_mut()
    }

    #[inline(always)]
    fn take(stored: &mut Option<T>) -> Option<T> {
        stored.take()
    }

    #[inline(always)]
    fn put(stored: &mut Option<T>, value: Option<T>) -> Result<(), Unset> {
        *stored = value;
        Ok(())
    }

    #[inline(always)]
    fn copy(stored: &Self::Stored) -> Self::Stored
    where
        T: Clone,
    {
        stored.clone()
    }
}

impl<T: Default + 'static> Place for Required<T> {
    type Item = T;
    type Stored = T;

    #[inline(always)]
    fn get(stored: &T) -> Option<&T> {
        Some(stored)
    }

    #[inline(always)]
    fn get_mut(stored: &mut T) -> Option<&mut T> {
        Some(stored)
    }

    #[inline(always)]
    fn take(stored: &mut T) -> Option<T> {
        Some(std::mem::take(stored))
    }

    #[inline(always)]
    fn put(stored: &mut T, value: Option<T>) -> Result<(), Unset> {
        *stored = value.unwrap_or_default();
        Ok(())
    }

    #[inline(always)]
    fn copy(stored: &Self::Stored) -> Self::Stored
    where
        T: Clone,
    {
        stored.clone()
    }
}

impl<T: Blank + 'static> Place for NoDefault<T> {
    type Item = T;
    type Stored = T;

    #[inline(always)]
    fn get(stored: &T) -> Option<&T> {
        Some(stored)
    }

    #[inline(always)]
    fn get_mut(stored: &mut T) -> Option<&mut T> {
        Some(stored)
    }

    #[inline(always)]
    fn take(stored: &mut T) -> Option<T> {
        Some(std::mem::replace(stored, T::blank()))
    }

    #[inline(always)]
    fn put(stored: &mut T, value: Option<T>) -> Result<(), Unset> {
        *stored = value.ok_or(Unset)?;
        Ok(())
    }

    #[inline(always)]
    fn copy(stored: &Self::Stored) -> Self::Stored
    where
        T: Clone,
    {
        stored.clone()
    }
}

/// Where a field lives: its member in the struct `S` (stored as `K` says) and its member
/// `M` in the patch type. Plain functions, so one visit serves shared and mutable access
/// to values and patches alike; written with [`member!`](crate::__private::member).
pub struct Member<S: StrategicMerge, K: Place, M> {
    /// The member in a value.
    pub value: fn(&S) -> &K::Stored,
    /// The member in a value, mutable.
    pub value_mut: fn(&mut S) -> &mut K::Stored,
    /// The member in a patch.
    pub patch: fn(&S::Patch) -> &M,
    /// The member in a patch, mutable.
    pub patch_mut: fn(&mut S::Patch) -> &mut M,
}

/// The [`Member`] of a field in `Self` and `Self`'s patch type, which name it alike:
/// `member!(image)` (an `Option`), `member!(name, required)` (a required field whose type
/// has a default), `member!(time, no_default)` (one whose type has none); and
/// `member!(kind, ignored)`, a patch member that is no field ([`Ignored`]).
#[doc(hidden)]
#[macro_export]
macro_rules! __smp_member {
    ($member:tt) => {
        $crate::__smp_member!($member, $crate::__private::fields::Optional<_>)
    };
    ($member:tt, required) => {
        $crate::__smp_member!($member, $crate::__private::fields::Required<_>)
    };
    ($member:tt, no_default) => {
        $crate::__smp_member!($member, $crate::__private::fields::NoDefault<_>)
    };
    ($member:tt, ignored) => {
        $crate::__private::fields::Ignored::<Self> {
            patch: |patch| &patch.$member,
            patch_mut: |patch| &mut patch.$member,
        }
    };
    ($member:tt, $place:ty) => {
        // A struct literal, not a constructor: a generic call per field is one more
        // function for the compiler to check, hundreds of times over in the `k8s-openapi` impls.
        $crate::__private::fields::Member::<Self, $place, _> {
            value: |value| &value.$member,
            value_mut: |value| &mut value.$member,
            patch: |patch| &patch.$member,
            patch_mut: |patch| &mut patch.$member,
        }
    };
}

/// A member of the patch type that is no field of the struct: a name a patch may carry
/// and the struct writes itself (a `k8s-openapi` resource's `apiVersion` and `kind`),
/// accepted and ignored.
pub struct Ignored<S: StrategicMerge> {
    /// The member in a patch.
    pub patch: fn(&S::Patch) -> &Option<serde_json::Value>,
    /// The member in a patch, mutable.
    pub patch_mut: fn(&mut S::Patch) -> &mut Option<serde_json::Value>,
}

/// The items of a list of primitives as the visit hands them over: a patch holds them as
/// they are, so they read and write themselves.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a primitive, and a list merged by value holds primitives",
    label = "the items of a list with `patch_strategy = \"merge\"` and no `patch_merge_key`",
    note = "add `patch_merge_key = \"<field>\"` to merge a list of structs by key; scalars, `String`, `serde_json::Value` and `#[derive(StrategicMerge)]` enums merge by value"
)]
pub trait PrimitiveItem:
    Primitive + Describe + serde::Serialize + serde::de::DeserializeOwned + std::fmt::Debug
{
}

impl<T> PrimitiveItem for T where
    T: Primitive + Describe + serde::Serialize + serde::de::DeserializeOwned + std::fmt::Debug
{
}

/// The patch members of a field merged through its type's [`StrategicMerge`] (its patch
/// as the struct's patch holds it: [`StrategicMerge::Held`]).
pub type PlainMember<S, K> = Member<S, K, Patched<<<K as Place>::Item as StrategicMerge>::Held>>;
/// The patch members of a list merged by key.
pub type KeyedMember<S, K, T> = Member<S, K, KeyedListPatch<<T as StrategicMerge>::Patch>>;
/// The patch members of a list of primitives.
pub type PrimitivesMember<S, K, T> = Member<S, K, PrimitiveListPatch<T>>;

/// A visitor of a struct's fields ([`Fields::visit`]): each with its strategy and member.
pub trait Visit<S: Fields> {
    /// A field merged through its type's [`StrategicMerge`].
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>);

    /// A list merged by key, with its `$setElementOrder` list.
    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, field: &'static Field, member: KeyedMember<S, K, T>);

    /// A list of primitives, with its `$setElementOrder` and `$deleteFromPrimitiveList` lists.
    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        field: &'static Field,
        member: PrimitivesMember<S, K, T>,
    );

    /// A member of the patch type that is no field; only the patch's serde reads it.
    #[inline(always)]
    fn ignored(&mut self, _json: &'static str, _member: Ignored<S>) {}
}

/// A field's value where an operation moves it out and puts the result back.
pub trait Slot<T> {
    /// The value, to change in place; `None` when absent.
    fn get_mut(&mut self) -> Option<&mut T>;
    /// Moves the value out (`None`: absent).
    fn take(&mut self) -> Option<T>;
    /// Puts a value back; `Err` when it is `None` and the field cannot be absent.
    fn put(self, value: Option<T>) -> Result<(), Unset>;
}

/// A field's member in a value, as its [`Place`] stores it.
pub struct At<'a, K: Place>(pub(crate) &'a mut K::Stored);

impl<K: Place> Slot<K::Item> for At<'_, K> {
    #[inline(always)]
    fn get_mut(&mut self) -> Option<&mut K::Item> {
        K::get_mut(self.0)
    }

    #[inline(always)]
    fn take(&mut self) -> Option<K::Item> {
        K::take(self.0)
    }

    #[inline(always)]
    fn put(self, value: Option<K::Item>) -> Result<(), Unset> {
        K::put(self.0, value)
    }
}

/// A visitor of the fields of a value and a patch ([`visit_mut`]).
pub trait VisitMut {
    /// Whether a field the patch does not mention is left alone, so that the visit need
    /// not hand it over: most fields, in most merges. The check is inlined into each
    /// struct's visit, where a call would run one more function per field, each a
    /// separate piece of code for the processor to fetch.
    #[inline(always)]
    fn skips_unmentioned(&self) -> bool {
        false
    }

    /// A field merged through its type's [`StrategicMerge`].
    fn plain<T: StrategicMerge>(&mut self, field: &'static Field, value: impl Slot<T>, patch: &mut Patched<T::Patch>);

    /// A list merged by key, with its `$setElementOrder` list.
    fn keyed<T: Keyed>(
        &mut self,
        field: &'static Field,
        value: impl Slot<Vec<T>>,
        patch: &mut KeyedListPatch<T::Patch>,
    );

    /// A list of primitives, with its `$setElementOrder` and `$deleteFromPrimitiveList` lists.
    fn primitives<T: Primitive>(
        &mut self,
        field: &'static Field,
        value: impl Slot<Vec<T>>,
        patch: &mut PrimitiveListPatch<T>,
    );
}

/// A visitor of the fields of two values and a patch ([`visit_ref`]).
pub trait VisitRef {
    /// A field merged through its type's [`StrategicMerge`].
    fn plain<T: StrategicMerge>(
        &mut self,
        field: &'static Field,
        original: Option<&T>,
        modified: Option<&T>,
        patch: &mut Patched<T::Patch>,
    );

    /// A list merged by key, with its `$setElementOrder` list.
    fn keyed<T: Keyed>(
        &mut self,
        field: &'static Field,
        original: Option<&Vec<T>>,
        modified: Option<&Vec<T>>,
        patch: &mut KeyedListPatch<T::Patch>,
    );

    /// A list of primitives, with its `$setElementOrder` and `$deleteFromPrimitiveList` lists.
    fn primitives<T: Primitive>(
        &mut self,
        field: &'static Field,
        original: Option<&Vec<T>>,
        modified: Option<&Vec<T>>,
        patch: &mut PrimitiveListPatch<T>,
    );
}

/// A visitor of the fields of two patches ([`visit_patches`]).
pub trait VisitPatches {
    /// A field merged through its type's [`StrategicMerge`].
    fn plain<T: StrategicMerge>(
        &mut self,
        field: &'static Field,
        left: &mut Patched<T::Patch>,
        right: &mut Patched<T::Patch>,
    );

    /// A list merged by key.
    fn keyed<T: Keyed>(
        &mut self,
        field: &'static Field,
        left: &mut KeyedListPatch<T::Patch>,
        right: &mut KeyedListPatch<T::Patch>,
    );

    /// A list of primitives.
    fn primitives<T: Primitive>(
        &mut self,
        field: &'static Field,
        left: &mut PrimitiveListPatch<T>,
        right: &mut PrimitiveListPatch<T>,
    );
}

/// Each field of `value` with its members in `patch`, mutable: applying a patch, or
/// making a value from one.
#[inline(always)]
pub fn visit_mut<S: Fields, V: VisitMut>(value: &mut S, patch: &mut S::Patch, visitor: &mut V) {
    S::visit(&mut MutView { value, patch, visitor });
}

/// Each field of two values with its members in `patch`: diffing.
#[inline(always)]
pub fn visit_ref<S: Fields, V: VisitRef>(original: &S, modified: &S, patch: &mut S::Patch, visitor: &mut V) {
    S::visit(&mut RefView { original, modified, patch, visitor });
}

/// Each field's members in two patches: merging them.
#[inline(always)]
pub fn visit_patches<S: Fields, V: VisitPatches>(left: &mut S::Patch, right: &mut S::Patch, visitor: &mut V) {
    S::visit(&mut PatchesView { left, right, visitor });
}

struct MutView<'a, S: Fields, V> {
    value: &'a mut S,
    patch: &'a mut S::Patch,
    visitor: &'a mut V,
}

impl<S: Fields, V: VisitMut> Visit<S> for MutView<'_, S, V> {
    #[inline(always)]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>) {
        let patch = (member.patch_mut)(self.patch);
        if patch.is_absent() && self.visitor.skips_unmentioned() {
            return;
        }
        let value = At::<K>((member.value_mut)(self.value));
        with_patch::<K::Item, _>(patch, |patch| self.visitor.plain::<K::Item>(field, value, patch));
    }

    #[inline(always)]
    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, field: &'static Field, member: KeyedMember<S, K, T>) {
        let patch = (member.patch_mut)(self.patch);
        if patch.is_unmentioned() && self.visitor.skips_unmentioned() {
            return;
        }
        self.visitor.keyed::<T>(field, At::<K>((member.value_mut)(self.value)), patch);
    }

    #[inline(always)]
    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        field: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        let patch = (member.patch_mut)(self.patch);
        if patch.is_unmentioned() && self.visitor.skips_unmentioned() {
            return;
        }
        self.visitor.primitives::<T>(field, At::<K>((member.value_mut)(self.value)), patch);
    }
}

struct RefView<'a, S: Fields, V> {
    original: &'a S,
    modified: &'a S,
    patch: &'a mut S::Patch,
    visitor: &'a mut V,
}

impl<S: Fields, V: VisitRef> Visit<S> for RefView<'_, S, V> {
    #[inline(always)]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>) {
        let (original, modified) = (K::get((member.value)(self.original)), K::get((member.value)(self.modified)));
        with_patch::<K::Item, _>((member.patch_mut)(self.patch), |patch| {
            self.visitor.plain::<K::Item>(field, original, modified, patch)
        });
    }

    #[inline(always)]
    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, field: &'static Field, member: KeyedMember<S, K, T>) {
        let (original, modified) = (K::get((member.value)(self.original)), K::get((member.value)(self.modified)));
        self.visitor.keyed::<T>(field, original, modified, (member.patch_mut)(self.patch));
    }

    #[inline(always)]
    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        field: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        let (original, modified) = (K::get((member.value)(self.original)), K::get((member.value)(self.modified)));
        self.visitor.primitives::<T>(field, original, modified, (member.patch_mut)(self.patch));
    }
}

struct PatchesView<'a, S: Fields, V> {
    left: &'a mut S::Patch,
    right: &'a mut S::Patch,
    visitor: &'a mut V,
}

impl<S: Fields, V: VisitPatches> Visit<S> for PatchesView<'_, S, V> {
    #[inline(always)]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>) {
        with_patch::<K::Item, _>((member.patch_mut)(self.left), |left| {
            with_patch::<K::Item, _>((member.patch_mut)(self.right), |right| {
                self.visitor.plain::<K::Item>(field, left, right)
            })
        });
    }

    #[inline(always)]
    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, field: &'static Field, member: KeyedMember<S, K, T>) {
        self.visitor.keyed::<T>(field, (member.patch_mut)(self.left), (member.patch_mut)(self.right));
    }

    #[inline(always)]
    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        field: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        self.visitor.primitives::<T>(field, (member.patch_mut)(self.left), (member.patch_mut)(self.right));
    }
}

#[cfg(test)]
mod doc_examples {
    #[test]
    fn field() {
        use crate::typed::fields::Field;
        // `containers` in a PodSpec: merged by key, the key being each item's `name`.
        let containers = Field::new("containers").merge().merge_key("name");
        assert_eq!((containers.json, containers.merge_key, containers.replace), ("containers", "name", false));
    }
}
