//! The trait of the typed path, [`StrategicMerge`], and its hidden half: the operations
//! ([`Operations`]) that generated code implements and the runtime calls, run where a
//! field's value and patch lie ([`InPlace`]), or by value for types that are no structs
//! ([`ByValue`]). A type's patch is public; how it merges is not, so the trait users name
//! has one item and a supertrait they cannot reach (sealed), and the operations can change
//! with the code generators.
//!
//! One method with an enum rather than one method each: generated code then adds one
//! line per struct for these operations, not one per operation, and the compiler's front
//! end checks one method for each of the hundreds of `k8s-openapi` types. `to_patch` stays
//! a method of its own: taking a struct's patch back out of a field's patch would make its
//! callers' code larger.

use std::fmt;
use std::mem::take;

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::field::Field;
use super::Patched;
use crate::engine::conflict::ConflictCheck;
use crate::engine::DiffOptions;
use crate::error::{Error, ErrorKind, Trail};
use crate::lists::{Key, PlainKey};

/// What a type does under a strategic merge patch, and the type of its patches
/// ([`StrategicMerge::Patch`]).
///
/// Atomic types (scalars, `String`, enums, lists without a merge strategy) are replaced
/// whole: their patch is a value of the type itself. Structs merge field by field: their
/// patch is the generated `…Patch` type. smp implements it for the standard types; derive
/// it for your structs (`#[derive(smp::StrategicMerge)]`), or generate it (`k8s-openapi`
/// types with the `k8s-openapi` feature, CRD types with `smp-build`): it cannot be
/// implemented by hand, as its operations are on a supertrait that only generated code
/// implements. Its values are `Clone`: [`typed::apply`] makes its result from the value
/// it is given, cloning what the patch leaves alone. Call [`typed::apply`],
/// [`typed::apply_owned`], [`typed::two_way`] and [`typed::three_way()`], or
/// [`Applier::plan_typed`](crate::applier::Applier::plan_typed).
///
/// [`typed::apply`]: crate::typed::apply
/// [`typed::apply_owned`]: crate::typed::apply_owned
/// [`typed::two_way`]: crate::typed::two_way
/// [`typed::three_way()`]: crate::typed::three_way()
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no typed strategic merge patch",
    label = "not `smp::StrategicMerge`",
    note = "derive it: `#[derive(smp::StrategicMerge)]` (on a kube `CustomResource`: `#[kube(derive = \"smp::StrategicMerge\")]`)",
    note = "`k8s-openapi` types have it with smp's `k8s-openapi` feature"
)]
pub trait StrategicMerge: Sized + Operations + Clone {
    /// The patch of a value of this type, as it deserializes from JSON.
    type Patch: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned;
    /// What a struct's patch holds for a field of this type (as `Patched<Held>`): the
    /// patch itself, or, for a struct, a `Box` of it, so that a patch that leaves the
    /// field out holds a pointer there, not a whole nested patch ([`Holds`](super::Holds)).
    type Held: super::Holds<Self::Patch>;
}

/// The patch type of `T`, as the signatures of [`Operations`] name it.
pub type PatchOf<T> = <T as StrategicMerge>::Patch;

/// The operations of [`StrategicMerge`], which generated code implements beside it (and
/// smp for the standard types). Not a public API: reached through `smp::__private`. Each
/// method needs `Self: StrategicMerge`, which the type implementing one implements too.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no typed strategic merge patch: `StrategicMerge` is implemented only by generated code",
    label = "not derived",
    note = "derive it: `#[derive(smp::StrategicMerge)]` (on a kube `CustomResource`: `#[kube(derive = \"smp::StrategicMerge\")]`)"
)]
pub trait Operations: Sized {
    /// Whether a value may hold a `serde_json::Value`, where nulls and directives can sit
    /// that a patch creating the value drops ([`Operations::from_patch`]). `false`
    /// lets a list without a strategy take its created items as they are.
    const MAY_HOLD_JSON: bool = true;

    /// What the type's values and patches are in JSON at their top level, as its schema
    /// node says: objects for structs (the default) and maps, lists for lists, scalars for
    /// scalars and atomic types; [`Shape::Any`] for JSON, where each value says
    /// ([`Operations::shape`]).
    const SHAPE: Shape = Shape::Object;

    /// [`Operations::SHAPE`] of this value: JSON says what it holds.
    #[inline]
    fn shape(&self) -> Shape {
        Self::SHAPE
    }

    /// [`Operations::SHAPE`] of a patch: JSON says what it holds.
    #[inline]
    fn patch_shape(_patch: &PatchOf<Self>) -> Shape
    where
        Self: StrategicMerge,
    {
        Self::SHAPE
    }

    /// Runs one of the operations ([`InPlace`]) where a field's value and patch lie: a
    /// struct's patch is filled, emptied or merged where its parent holds it rather than
    /// moved through arguments and results at each level. Types that are no structs run
    /// their by-value methods ([`ByValue`], through [`by_value`]), or, replaced
    /// whole, [`atomic::in_place`](super::atomic::in_place).
    fn in_place(operation: InPlace<'_, Self>, trail: &Trail<'_>) -> Result<(), Error>
    where
        Self: StrategicMerge;

    /// Applies `patch` to `self`, in place (`mergeMap`, or replacement for atomic types),
    /// as k8s-openapi's `DeepMerge::merge_from` does: nothing is copied or moved that the
    /// patch leaves alone. On error `self` may be partly patched; [`apply`](super::apply) works on a
    /// copy and leaves the original as it was.
    #[inline]
    fn merge(&mut self, patch: PatchOf<Self>, trail: &Trail<'_>) -> Result<(), Error>
    where
        Self: StrategicMerge,
    {
        merge(self, &mut Patched::Set(patch), trail)
    }

    /// The value a patch makes where the original has none: nulls dropped, directives
    /// removed. `None` when the patch is itself a directive (`{"$patch": …}`), which
    /// leaves the field out.
    #[inline]
    fn from_patch(patch: PatchOf<Self>, trail: &Trail<'_>) -> Result<Option<Self>, Error>
    where
        Self: StrategicMerge,
    {
        from_patch(&mut Patched::Set(patch), false, trail)
    }

    /// The value a `replace`-strategy field takes from a patch: the patch as it is
    /// (the reference does not clean it). For types that cannot hold nulls or directives
    /// this is [`Operations::from_patch`].
    #[inline]
    fn replaced_by(patch: PatchOf<Self>, trail: &Trail<'_>) -> Result<Option<Self>, Error>
    where
        Self: StrategicMerge,
    {
        from_patch(&mut Patched::Set(patch), true, trail)
    }

    /// The patch that sets this value whole (a field the original lacks). Required
    /// rather than run through the method above, which would grow each caller's code.
    fn to_patch(&self) -> PatchOf<Self>
    where
        Self: StrategicMerge;

    /// Whether the value is a JSON object (structs and maps are; a `serde_json::Value`
    /// may be). The reference's strategies for objects apply only then.
    fn is_object(&self) -> bool {
        false
    }

    /// Whether the value is JSON's `null` (only a `serde_json::Value` can be): a diff's
    /// `$retainKeys` does not list a field set to it.
    #[inline]
    fn is_null(&self) -> bool {
        false
    }

    /// Merges two patches into one, as the three-way diff joins its deletions (`left`)
    /// and its changes (`right`). Atomic types take `right`.
    #[inline]
    fn merge_patches(left: PatchOf<Self>, right: PatchOf<Self>, trail: &Trail<'_>) -> Result<PatchOf<Self>, Error>
    where
        Self: StrategicMerge,
    {
        let (mut left, mut right) = (Patched::Set(left), Patched::Set(right));
        merge_patches::<Self>(&mut left, &mut right, trail)?;
        match left {
            Patched::Set(merged) => Ok(merged),
            Patched::Absent | Patched::Null => unreachable!("two set patches merge into a set one"),
        }
    }

    /// The patch from `original` to `modified` (`diffMaps` for structs); `None` when
    /// there is nothing to send.
    #[inline]
    fn diff(
        original: &Self,
        modified: &Self,
        options: DiffOptions,
        trail: &Trail<'_>,
    ) -> Result<Option<PatchOf<Self>>, Error>
    where
        Self: StrategicMerge,
    {
        let mut patch = Patched::Absent;
        diff(original, modified, options, trail, &mut patch)?;
        Ok(match patch {
            Patched::Set(patch) => Some(patch),
            Patched::Absent | Patched::Null => None,
        })
    }

    /// The value as a merge key, when a type can be one (scalars, JSON values).
    #[inline]
    fn key(&self) -> Option<Key> {
        None
    }

    /// A patch of the type as a merge key, as [`Operations::key`].
    #[inline]
    fn patch_key(_patch: &PatchOf<Self>) -> Option<Key>
    where
        Self: StrategicMerge,
    {
        None
    }

    /// [`Operations::key`] where it is a scalar, read without allocating (numbers and
    /// booleans by default; strings where the type lends them).
    #[inline]
    fn plain_key(&self) -> Option<PlainKey<'_>> {
        PlainKey::of_number(self.key())
    }

    /// [`Operations::patch_key`] where it is a scalar, as [`Operations::plain_key`].
    #[inline]
    fn patch_plain_key(patch: &PatchOf<Self>) -> Option<PlainKey<'_>>
    where
        Self: StrategicMerge,
    {
        PlainKey::of_number(Self::patch_key(patch))
    }
}

/// What a value is in JSON at its top level ([`Operations::SHAPE`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// A JSON object.
    Object,
    /// A JSON list.
    List,
    /// A string, number or boolean; or an atomic type, whatever its JSON (a derived enum's
    /// variant with content is an object, but its schema node is atomic).
    Scalar,
    /// JSON's `null` (only JSON holds one: [`Shape::Any`]).
    Null,
    /// Any JSON: each value says.
    Any,
}

impl Shape {
    /// Whether a value of this shape is an object or a list.
    pub(crate) fn is_container(self) -> bool {
        matches!(self, Shape::Object | Shape::List)
    }

    /// Whether two values of these shapes are both objects or both lists: where Go,
    /// reaching a key both sides of a map hold, looks it up as a struct's field and fails.
    pub(crate) fn same_container(self, other: Shape) -> bool {
        matches!((self, other), (Shape::Object, Shape::Object) | (Shape::List, Shape::List))
    }
}

/// The operations of a type that is no struct, by value: what its
/// [`Operations::in_place`](crate::typed::Operations::in_place) runs through [`by_value`](by_value) (maps, boxes, JSON
/// values, lists without a strategy). Each method is the one of [`StrategicMerge`] with
/// the same name.
pub trait ByValue: StrategicMerge {
    /// [`Operations::merge`](crate::typed::Operations::merge).
    fn merge(&mut self, patch: Self::Patch, trail: &Trail<'_>) -> Result<(), Error>;

    /// [`Operations::from_patch`](crate::typed::Operations::from_patch).
    fn from_patch(patch: Self::Patch, trail: &Trail<'_>) -> Result<Option<Self>, Error>;

    /// [`Operations::replaced_by`](crate::typed::Operations::replaced_by); by default [`ByValue::from_patch`], for types
    /// that cannot hold nulls or directives.
    fn replaced_by(patch: Self::Patch, trail: &Trail<'_>) -> Result<Option<Self>, Error> {
        <Self as ByValue>::from_patch(patch, trail)
    }

    /// [`Operations::merge_patches`](crate::typed::Operations::merge_patches).
    fn merge_patches(left: Self::Patch, right: Self::Patch, trail: &Trail<'_>) -> Result<Self::Patch, Error>;

    /// [`Operations::diff`](crate::typed::Operations::diff).
    fn diff(
        original: &Self,
        modified: &Self,
        options: DiffOptions,
        trail: &Trail<'_>,
    ) -> Result<Option<Self::Patch>, Error>;

    /// [`InPlace::Conflicts`].
    fn conflicts(
        left: &mut Self::Patch,
        right: &mut Self::Patch,
        field: Option<&'static Field>,
        trail: &Trail<'_>,
        check: &mut ConflictCheck,
    ) -> Result<(), Error>;

    /// [`InPlace::ValuesConflict`]; by default item by item, each compared as its patch.
    fn values_conflict(
        left: &mut Vec<Self>,
        right: &mut Vec<Self>,
        trail: &Trail<'_>,
        check: &mut ConflictCheck,
    ) -> Result<(), Error> {
        values_as_patches(left, right, trail, check)
    }

    /// [`InPlace::Mentions`]; by default `false` (a patch with no members).
    fn mentions(_patch: &Self::Patch, _path: &[&str]) -> bool {
        false
    }

    /// [`InPlace::Forget`]; by default nothing (a value with no members).
    fn forget(&mut self, _path: &[String]) {}

    /// [`InPlace::IsEmpty`]; by default `false` (a patch that is a value).
    fn is_empty(_patch: &Self::Patch) -> bool {
        false
    }
}

/// An operation on a field where it lies.
#[allow(missing_docs)] // Each variant's comment names its fields.
pub enum InPlace<'a, T: StrategicMerge> {
    /// [`Operations::merge`](crate::typed::Operations::merge) of the patch a field holds (nothing where it is not set);
    /// the patch is left taken or emptied.
    Merge { value: &'a mut T, patch: &'a mut Patched<T::Patch> },
    /// [`InPlace::Merge`] on a copy of `original`, into `made`, without copying what the
    /// patch replaces or deletes: what it leaves alone is cloned, what it changes is made
    /// once ([`typed::apply`](crate::typed::apply)). The patch is left taken or emptied.
    ApplyFrom { original: &'a T, patch: &'a mut Patched<T::Patch>, made: &'a mut Option<T> },
    /// [`Operations::from_patch`](crate::typed::Operations::from_patch) (with `as_is`, [`Operations::replaced_by`](crate::typed::Operations::replaced_by)) of
    /// the patch a field holds, into `made` (`None` where it is not set).
    FromPatch { patch: &'a mut Patched<T::Patch>, as_is: bool, made: &'a mut Option<T> },
    /// [`Operations::merge_patches`](crate::typed::Operations::merge_patches) of what two patches hold for a field, both set,
    /// into `left`.
    MergePatches { left: &'a mut Patched<T::Patch>, right: &'a mut Patched<T::Patch> },
    /// [`Operations::diff`](crate::typed::Operations::diff) into a field's patch, absent before and after when there
    /// is nothing to send. With `within` (a patch made by diffs), a struct's diff holds
    /// only the members that patch has, and so on below (the conflict check reads no
    /// others); other types ignore it.
    Diff {
        original: &'a T,
        modified: &'a T,
        options: DiffOptions,
        within: Option<&'a T::Patch>,
        patch: &'a mut Patched<T::Patch>,
    },
    /// [`Operations::to_patch`](crate::typed::Operations::to_patch) into a field's patch.
    ToPatch { value: &'a T, patch: &'a mut Patched<T::Patch> },
    /// Whether a patch changes nothing (`{}`), into `empty`.
    IsEmpty { patch: &'a T::Patch, empty: &'a mut bool },
    /// Whether a patch holds the member at `path` (each name a member of the object the
    /// one before names), into `found`: a [`Precondition`](crate::Precondition) on it.
    Mentions { patch: &'a T::Patch, path: &'a [&'a str], found: &'a mut bool },
    /// Whether two patches change something differently (`MergingMapsHaveConflicts`, the
    /// three-way diff's check with overwrite off); `field` is the struct field they are
    /// (`None` for an item or a map's entry). The first conflict goes into `check`, and
    /// the lists of primitives the reference sorts in place are sorted in both patches.
    Conflicts {
        left: &'a mut T::Patch,
        right: &'a mut T::Patch,
        field: Option<&'static Field>,
        check: &'a mut ConflictCheck,
    },
    /// [`InPlace::Conflicts`] of two lists of values (a list without a strategy, in both
    /// patches).
    ValuesConflict { left: &'a mut Vec<T>, right: &'a mut Vec<T>, check: &'a mut ConflictCheck },
    /// Removes from a value what `path` names, as removing that JSON pointer (whose steps
    /// may be `*`) from the value's JSON would (the matcher's ignored fields): a field, a
    /// map's entry, or every item of a list; a required field takes its default.
    Forget { value: &'a mut T, path: &'a [String] },
}

/// The operations through the by-value methods ([`ByValue`]).
#[inline(always)]
pub fn by_value<T: ByValue>(operation: InPlace<'_, T>, trail: &Trail<'_>) -> Result<(), Error> {
    match operation {
        InPlace::Merge { value, patch } => match take(patch) {
            Patched::Set(patch) => <T as ByValue>::merge(value, patch, trail),
            Patched::Absent | Patched::Null => Ok(()),
        },
        InPlace::ApplyFrom { original, patch, made } => {
            let mut value = original.clone();
            if let Patched::Set(patch) = take(patch) {
                <T as ByValue>::merge(&mut value, patch, trail)?;
            }
            *made = Some(value);
            Ok(())
        }
        InPlace::FromPatch { patch, as_is, made } => {
            *made = match take(patch) {
                Patched::Set(patch) if as_is => <T as ByValue>::replaced_by(patch, trail)?,
                Patched::Set(patch) => <T as ByValue>::from_patch(patch, trail)?,
                Patched::Absent | Patched::Null => None,
            };
            Ok(())
        }
        InPlace::MergePatches { left, right } => {
            if let (Patched::Set(earlier), Patched::Set(later)) = (take(left), take(right)) {
                *left = Patched::Set(<T as ByValue>::merge_patches(earlier, later, trail)?);
            }
            Ok(())
        }
        InPlace::Diff { original, modified, options, patch, .. } => {
            if let Some(diff) = <T as ByValue>::diff(original, modified, options, trail)? {
                *patch = Patched::Set(diff);
            }
            Ok(())
        }
        InPlace::ToPatch { value, patch } => {
            *patch = Patched::Set(value.to_patch());
            Ok(())
        }
        InPlace::IsEmpty { patch, empty } => {
            *empty = <T as ByValue>::is_empty(patch);
            Ok(())
        }
        InPlace::Mentions { patch, path, found } => {
            *found = <T as ByValue>::mentions(patch, path);
            Ok(())
        }
        InPlace::Conflicts { left, right, field, check } => <T as ByValue>::conflicts(left, right, field, trail, check),
        InPlace::ValuesConflict { left, right, check } => <T as ByValue>::values_conflict(left, right, trail, check),
        InPlace::Forget { value, path } => {
            value.forget(path);
            Ok(())
        }
    }
}

/// [`InPlace::Merge`].
#[inline(always)]
pub(crate) fn merge<T: StrategicMerge>(
    value: &mut T,
    patch: &mut Patched<T::Patch>,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    T::in_place(InPlace::Merge { value, patch }, trail)
}

/// [`InPlace::ApplyFrom`]: `original` with the patch a field holds applied.
#[inline(always)]
pub(crate) fn apply_from<T: StrategicMerge>(
    original: &T,
    patch: &mut Patched<T::Patch>,
    trail: &Trail<'_>,
    made: &mut Option<T>,
) -> Result<(), Error> {
    T::in_place(InPlace::ApplyFrom { original, patch, made }, trail)
}

/// [`InPlace::FromPatch`].
#[inline(always)]
pub(crate) fn from_patch<T: StrategicMerge>(
    patch: &mut Patched<T::Patch>,
    as_is: bool,
    trail: &Trail<'_>,
) -> Result<Option<T>, Error> {
    let mut made = None;
    T::in_place(InPlace::FromPatch { patch, as_is, made: &mut made }, trail)?;
    Ok(made)
}

/// [`InPlace::MergePatches`].
#[inline(always)]
pub(crate) fn merge_patches<T: StrategicMerge>(
    left: &mut Patched<T::Patch>,
    right: &mut Patched<T::Patch>,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    T::in_place(InPlace::MergePatches { left, right }, trail)
}

/// [`InPlace::Diff`].
#[inline(always)]
pub(crate) fn diff<T: StrategicMerge>(
    original: &T,
    modified: &T,
    options: DiffOptions,
    trail: &Trail<'_>,
    patch: &mut Patched<T::Patch>,
) -> Result<(), Error> {
    diff_within(original, modified, options, None, trail, patch)
}

/// [`InPlace::Diff`] with `within`.
#[inline(always)]
pub(crate) fn diff_within<T: StrategicMerge>(
    original: &T,
    modified: &T,
    options: DiffOptions,
    within: Option<&T::Patch>,
    trail: &Trail<'_>,
    patch: &mut Patched<T::Patch>,
) -> Result<(), Error> {
    T::in_place(InPlace::Diff { original, modified, options, within, patch }, trail)
}

/// [`InPlace::ToPatch`], which cannot fail.
#[inline(always)]
pub(crate) fn to_patch<T: StrategicMerge>(value: &T, patch: &mut Patched<T::Patch>) {
    // Every type answers it, and none fails.
    let _cannot_fail = T::in_place(InPlace::ToPatch { value, patch }, &Trail::ROOT);
}

/// [`InPlace::IsEmpty`].
pub(crate) fn is_empty<T: StrategicMerge>(patch: &T::Patch) -> bool {
    let mut empty = false;
    // No type fails it.
    let _cannot_fail = T::in_place(InPlace::IsEmpty { patch, empty: &mut empty }, &Trail::ROOT);
    empty
}

/// [`InPlace::Mentions`].
pub(crate) fn mentions<T: StrategicMerge>(patch: &T::Patch, path: &[&str]) -> bool {
    let mut found = false;
    // No type fails it.
    let _cannot_fail = T::in_place(InPlace::Mentions { patch, path, found: &mut found }, &Trail::ROOT);
    found
}

/// [`InPlace::Forget`].
pub(crate) fn forget<T: StrategicMerge>(value: &mut T, path: &[String]) {
    // No type fails it.
    let _cannot_fail = T::in_place(InPlace::Forget { value, path }, &Trail::ROOT);
}

/// [`InPlace::Conflicts`].
#[inline(always)]
pub(crate) fn conflicts<T: StrategicMerge>(
    left: &mut T::Patch,
    right: &mut T::Patch,
    field: Option<&'static Field>,
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    T::in_place(InPlace::Conflicts { left, right, field, check }, trail)
}

/// [`InPlace::ValuesConflict`].
#[inline(always)]
pub(crate) fn values_conflict<T: StrategicMerge>(
    left: &mut Vec<T>,
    right: &mut Vec<T>,
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    T::in_place(InPlace::ValuesConflict { left, right, check }, trail)
}

/// Two lists of values of a type that is no primitive, in two patches: equally long, and
/// item by item without conflict, each item compared as its patch (a struct's fields
/// both hold). An item whose lists the check sorted is written back from its patch.
pub(crate) fn values_as_patches<T: StrategicMerge>(
    left: &mut [T],
    right: &mut [T],
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    if left.is_empty() && right.is_empty() {
        return Err(trail.error(ErrorKind::EmptyLists));
    }
    if T::SHAPE == Shape::List {
        return Err(trail.error(ErrorKind::ListOfLists));
    }
    if left.len() != right.len() {
        let (left, right): (Vec<_>, Vec<_>) = (patches(left), patches(right));
        crate::typed::json::conflict_here(check, trail, &left, &right);
        return Ok(());
    }
    for (index, (left, right)) in left.iter_mut().zip(right.iter_mut()).enumerate() {
        let (mut left_patch, mut right_patch) = (left.to_patch(), right.to_patch());
        let moved_before = check.replace_moved(false);
        conflicts::<T>(&mut left_patch, &mut right_patch, None, &trail.index(index)?, check)?;
        let moved = check.replace_moved(moved_before);
        if moved {
            for (value, patch) in [(left, left_patch), (right, right_patch)] {
                if let Some(sorted) = T::replaced_by(patch, trail)? {
                    *value = sorted;
                }
            }
            check.moved();
        }
        if check.found() {
            return Ok(());
        }
    }
    Ok(())
}

/// The patches of values, for a conflict's JSON.
fn patches<T: StrategicMerge>(values: &[T]) -> Vec<T::Patch> {
    values.iter().map(Operations::to_patch).collect()
}
