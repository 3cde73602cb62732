//! Structs on the typed path: the operations of [`StrategicMerge`](super::StrategicMerge)
//! for any struct that lists its [`Fields`], each a visitor of
//! those fields, and the struct-level directives (`$patch`, `$retainKeys`).
//!
//! Of this module, the code generated for a struct calls [`in_place`] and [`to_patch`] (its
//! `Operations` impl) and [`describe`](fn@describe): the trait's other methods are
//! `in_place`'s operations. Its patch type's serde, `Debug`, `Clone` and `PartialEq` call
//! `patch_serde`, its table of fields `fields`, and its compile-time checks
//! `needs_default` and `has_field` (`generated`).
//! The operations behind it are `#[inline(never)]`: a struct operation is far bigger than
//! a call.
//!
//! Each of those functions is still compiled once per struct, so what around the fields
//! does not depend on the type (reading `$patch` and `$retainKeys`, `replace` and
//! `delete`, the errors) is written in a non-generic function that reaches the struct
//! through a small trait object of the steps that do (`merge_struct`,
//! `merge_struct_patches`), so each struct's merge is smaller. The diff does not: the
//! indirection slows it more than its size gains (`benches/typed_path.rs`).

mod apply;
mod apply_from;
mod conflict;
mod describe;
mod diff;
mod forget;
mod keys;

pub use describe::describe;
pub use diff::{patched_value, to_patch};

use crate::directive;
use crate::engine;
pub(crate) use crate::engine::patch::MapDirective;
use crate::error::{Error, ErrorKind, Trail};
use crate::typed::fields::Fields;
use crate::typed::list::go_sprint;
use crate::typed::InPlace;

/// [`Operations::in_place`](crate::typed::Operations::in_place) of a struct: each
/// operation where the field lies.
#[inline(always)]
pub fn in_place<T: Fields>(operation: InPlace<'_, T>, trail: &Trail<'_>) -> Result<(), Error> {
    match operation {
        InPlace::Merge { value, patch } => apply::merge_in_place(value, patch, trail),
        InPlace::ApplyFrom { original, patch, made } => apply_from::apply_from_in_place(original, patch, trail, made),
        InPlace::FromPatch { patch, as_is, made } => {
            *made = apply::from_patch_in_place(patch, as_is, trail)?;
            Ok(())
        }
        InPlace::MergePatches { left, right } => diff::merge_patches_in_place::<T>(left, right, trail),
        InPlace::Diff { original, modified, options, within, patch } => {
            diff::diff_in_place(original, modified, options, within, trail, patch)
        }
        InPlace::ToPatch { value, patch } => {
            diff::to_patch_in_place(value, patch);
            Ok(())
        }
        InPlace::IsEmpty { patch, empty } => {
            *empty = crate::typed::patch_serde::is_empty::<T>(patch);
            Ok(())
        }
        InPlace::Mentions { patch, path, found } => {
            *found = conflict::mentions::<T>(patch, path);
            Ok(())
        }
        InPlace::Conflicts { left, right, field, check } => {
            conflict::conflicts::<T>(left, right, field.is_some_and(|field| field.replace), trail, check)
        }
        InPlace::ValuesConflict { left, right, check } => {
            crate::typed::strategic_merge::values_as_patches(left, right, trail, check)
        }
        InPlace::Forget { value, path } => {
            forget::forget(value, path);
            Ok(())
        }
    }
}

/// Reads a map-level `$patch` ([`engine::patch::map_directive`]); an unknown word is an
/// error naming the patch, printed as Go prints the map.
#[inline]
pub(crate) fn map_directive<P: serde::Serialize>(
    word: Option<&str>,
    trail: &Trail<'_>,
    patch: &P,
) -> Result<MapDirective, Error> {
    read_map_directive(word, trail, patch)
}

/// A patch printed as Go prints its JSON (`%v`), type-erased for [`read_map_directive`].
trait Sprint {
    fn sprint(&self) -> String;
}

impl<P: serde::Serialize> Sprint for P {
    fn sprint(&self) -> String {
        go_sprint(self)
    }
}

/// [`map_directive`] but for printing the patch: compiled once, not per patch type.
#[inline(never)]
fn read_map_directive(word: Option<&str>, trail: &Trail<'_>, patch: &dyn Sprint) -> Result<MapDirective, Error> {
    engine::patch::map_directive(word).ok_or_else(|| unknown_patch_type(trail, word, patch.sprint()))
}

/// The error for a `$patch` word a map or struct does not take, with the patch as Go
/// prints it.
fn unknown_patch_type(trail: &Trail<'_>, word: Option<&str>, map: String) -> Error {
    trail.error(ErrorKind::UnknownPatchType { value: word.unwrap_or_default().to_owned(), map })
}

/// A struct's patch as [`struct_directive`] sees it: its `$patch` and `$retainKeys` members, and
/// how Go prints it. Type-erased, so that the steps around the fields are compiled once,
/// not per struct.
pub(crate) trait StructPatch {
    /// The `$patch` and `$retainKeys` members.
    fn directives(&mut self) -> (&mut Option<String>, &mut Option<Vec<String>>);
    /// The patch as Go's `%v` prints it.
    fn sprint(&self) -> String;
}

/// A struct `T`'s patch as a [`StructPatch`].
pub(crate) struct PatchOf<'p, T: Fields>(pub(crate) &'p mut T::Patch);

impl<T: Fields> StructPatch for PatchOf<'_, T> {
    fn directives(&mut self) -> (&mut Option<String>, &mut Option<Vec<String>>) {
        T::directives(self.0)
    }

    fn sprint(&self) -> String {
        go_sprint(&*self.0)
    }
}

/// A struct patch's `$patch`, read for the engine's order of a map's merge
/// ([`engine::map_merge`]): `replace` clears the word, as Go takes the rest of the patch
/// as it is; a merge takes the patch's `$retainKeys` list out into `listed`.
#[inline(never)]
pub(crate) fn struct_directive(patch: &mut dyn StructPatch, listed: &mut Option<Vec<String>>) -> Option<MapDirective> {
    let (word, retain_keys) = patch.directives();
    let read = engine::patch::map_directive(word.as_deref());
    match read {
        Some(MapDirective::Replace) => *word = None,
        Some(MapDirective::Merge) => *listed = retain_keys.take(),
        Some(MapDirective::Delete) | None => {}
    }
    read
}

/// The error for a `$patch` word a struct does not take, naming the patch as Go prints it.
#[inline(never)]
pub(crate) fn unknown_struct_directive(patch: &mut dyn StructPatch, trail: &Trail<'_>) -> Error {
    let word = patch.directives().0.clone();
    unknown_patch_type(trail, word.as_deref(), patch.sprint())
}

/// The error for a patch key `$retainKeys` does not list.
pub(crate) fn invalid_retain_keys(trail: &Trail<'_>) -> Error {
    match trail.key(directive::RETAIN_KEYS) {
        Ok(trail) => trail.error(ErrorKind::InvalidRetainKeysDirective),
        Err(too_deep) => too_deep,
    }
}

/// The error for a patch that removes a value whose type has no default.
pub(crate) fn no_default(trail: &Trail<'_>, what: &str) -> Error {
    trail.error(ErrorKind::NoDefault { what: what.to_owned() })
}

/// The first error of a visit: later fields are skipped once a field fails.
struct FirstError(Result<(), Error>);

impl FirstError {
    fn new() -> Self {
        FirstError(Ok(()))
    }

    #[inline(always)]
    fn failed(&self) -> bool {
        self.0.is_err()
    }

    /// Runs `step` unless a field failed before. Always inlined: it runs once per field,
    /// and as a call it dominates a typed diff.
    #[inline(always)]
    fn step(&mut self, step: impl FnOnce() -> Result<(), Error>) {
        if self.0.is_ok() {
            // Only an error is stored: storing `Ok` drops the `Ok` before it, a call.
            if let Err(error) = step() {
                self.0 = Err(error);
            }
        }
    }
}
