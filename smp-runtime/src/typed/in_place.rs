//! The operations of [`StrategicMerge`] on a field where it lies, in the value and the
//! patch that hold it ([`StrategicMerge::in_place`]). Generated struct impls run them in
//! place (`structure`); other types run their by-value methods ([`by_value`]).
//!
//! One method with an enum rather than one method each: generated code then adds one
//! line per struct for these operations, not seven, and the compiler's front end checks
//! one method for each of the hundreds of `k8s-openapi` types. `to_patch` stays a method
//! of its own: taking a struct's patch back out of a field's patch would make its callers'
//! code larger.

use std::mem::take;

use serde_json::Value;

use super::{ByValue, DiffOptions, Patched, StrategicMerge};
use crate::error::{Error, Trail};

/// An operation on a field where it lies.
#[allow(missing_docs)] // Each variant's comment names its fields.
pub enum InPlace<'a, T: StrategicMerge> {
    /// [`StrategicMerge::merge`] of the patch a field holds (nothing where it is not set);
    /// the patch is left taken or emptied.
    Merge { value: &'a mut T, patch: &'a mut Patched<T::Patch> },
    /// [`StrategicMerge::from_patch`] (with `as_is`, [`StrategicMerge::replaced_by`]) of
    /// the patch a field holds, into `made` (`None` where it is not set).
    FromPatch { patch: &'a mut Patched<T::Patch>, as_is: bool, made: &'a mut Option<T> },
    /// [`StrategicMerge::merge_patches`] of what two patches hold for a field, both set,
    /// into `left`.
    MergePatches { left: &'a mut Patched<T::Patch>, right: &'a mut Patched<T::Patch> },
    /// [`StrategicMerge::diff`] into a field's patch, absent before and after when there
    /// is nothing to send.
    Diff { original: &'a T, modified: &'a T, options: DiffOptions, patch: &'a mut Patched<T::Patch> },
    /// [`StrategicMerge::to_patch`] into a field's patch.
    ToPatch { value: &'a T, patch: &'a mut Patched<T::Patch> },
    /// Whether a patch changes nothing, where the type can tell without printing it
    /// (`empty` is left `None` elsewhere).
    IsEmpty { patch: &'a T::Patch, empty: &'a mut Option<bool> },
    /// [`StrategicMerge::sort_like`].
    SortLike { patch: &'a mut T::Patch, before: &'a Value, after: &'a Value },
}

/// The operations through the by-value methods ([`ByValue`]).
#[inline(always)]
pub fn by_value<T: ByValue>(operation: InPlace<'_, T>, trail: &Trail<'_>) -> Result<(), Error> {
    match operation {
        InPlace::Merge { value, patch } => match take(patch) {
            Patched::Set(patch) => <T as ByValue>::merge(value, patch, trail),
            Patched::Absent | Patched::Null => Ok(()),
        },
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
        InPlace::Diff { original, modified, options, patch } => {
            if let Some(diff) = <T as ByValue>::diff(original, modified, options, trail)? {
                *patch = Patched::Set(diff);
            }
            Ok(())
        }
        InPlace::ToPatch { value, patch } => {
            *patch = Patched::Set(value.to_patch());
            Ok(())
        }
        InPlace::IsEmpty { .. } => Ok(()),
        InPlace::SortLike { patch, before, after } => <T as ByValue>::sort_like(patch, before, after, trail),
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
    T::in_place(InPlace::Diff { original, modified, options, patch }, trail)
}

/// [`InPlace::ToPatch`], which cannot fail.
#[inline(always)]
pub(crate) fn to_patch<T: StrategicMerge>(value: &T, patch: &mut Patched<T::Patch>) {
    // Every type answers it, and none fails.
    let _cannot_fail = T::in_place(InPlace::ToPatch { value, patch }, &Trail::ROOT);
}

/// [`InPlace::IsEmpty`], else whether the patch prints as `{}`.
pub(crate) fn is_empty<T: StrategicMerge>(patch: &T::Patch) -> bool {
    let mut empty = None;
    // Only structs answer it, and they do not fail.
    let _cannot_fail = T::in_place(InPlace::IsEmpty { patch, empty: &mut empty }, &Trail::ROOT);
    empty.unwrap_or_else(|| crate::through_text::prints_empty(patch))
}
