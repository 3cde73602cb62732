//! Helpers for the code `#[derive(StrategicMerge)]` generates for a struct: its `$patch`
//! and `$retainKeys` directives, and one field at a time.

use super::{DiffOptions, Patched, StrategicMerge};
use crate::directive;
use crate::error::{Error, ErrorKind, Trail};
use crate::lists::retain::RetainKeys;

/// What a map-level `$patch` asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MapDirective {
    /// No directive (or `merge`): merge field by field.
    Merge,
    /// `replace`: the value becomes the rest of the patch.
    Replace,
    /// `delete`: the value becomes empty.
    Delete,
}

/// Reads a map-level `$patch` (an unknown word is an error, as in the reference).
/// `describe` prints the patch for the error message.
pub fn map_directive(
    directive: Option<&str>,
    trail: &Trail<'_>,
    patch: &dyn std::fmt::Debug,
) -> Result<MapDirective, Error> {
    match directive {
        None => Ok(MapDirective::Merge),
        Some(directive::REPLACE) => Ok(MapDirective::Replace),
        Some(directive::DELETE) => Ok(MapDirective::Delete),
        Some(other) => {
            Err(trail.error(ErrorKind::UnknownPatchType { value: other.to_owned(), map: format!("{patch:?}") }))
        }
    }
}

/// `$retainKeys` checks: every key the patch sets (not to null) must be listed.
/// `patch_keys` has each field's JSON name and, when the patch mentions it, whether it
/// sets it to null ([`super::PatchedField::mentioned`]).
pub fn check_retain_keys(listed: &[String], patch_keys: &[(&str, Option<bool>)], trail: &Trail<'_>) -> Result<(), Error> {
    let retain = RetainKeys::new(listed.iter().map(String::as_str));
    for &(key, mentioned) in patch_keys {
        let Some(is_null) = mentioned else { continue };
        if !retain.allows_patch_key(key, is_null) {
            return Err(trail.key(directive::RETAIN_KEYS)?.error(ErrorKind::InvalidRetainKeysDirective));
        }
    }
    Ok(())
}

/// Whether `$retainKeys` keeps the field with this JSON name.
pub fn retains(listed: &[String], json_name: &str) -> bool {
    listed.iter().any(|key| key == json_name)
}

/// The `$retainKeys` list a diff sends for a `retainKeys` object: the keys `modified`
/// sets, sorted; sent when the patch is not empty or `original` has keys to clear.
pub fn retain_keys_list(modified_keys: &[&str], patch_is_empty: bool, original_has_more: bool) -> Option<Vec<String>> {
    if modified_keys.is_empty() || (patch_is_empty && !original_has_more) {
        return None;
    }
    let mut keys: Vec<String> = modified_keys.iter().map(|k| (*k).to_owned()).collect();
    keys.sort();
    Some(keys)
}

/// Applies a field's patch to its current value (`None`: absent from the document).
/// With the `replace` strategy, objects take the patch as it is.
pub fn merge_field<T: StrategicMerge>(
    current: Option<T>,
    patch: Patched<T::Patch>,
    replace: bool,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<Option<T>, Error> {
    let trail = &trail.key(json_name)?;
    match (current, patch) {
        (current, Patched::Absent) => Ok(current),
        (_, Patched::Null) => Ok(None),
        (Some(current), Patched::Set(patch)) if replace && current.is_object() => T::replaced_by(patch, trail),
        (Some(current), Patched::Set(patch)) => current.merge(patch, trail).map(Some),
        (None, Patched::Set(patch)) => T::from_patch(patch, trail),
    }
}

/// A field's value made from a patch where the struct had none.
pub fn field_from_patch<T: StrategicMerge>(
    patch: Patched<T::Patch>,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<Option<T>, Error> {
    match patch {
        Patched::Set(patch) => T::from_patch(patch, &trail.key(json_name)?),
        Patched::Absent | Patched::Null => Ok(None),
    }
}

/// A field taken from a patch as a value ([`StrategicMerge::replaced_by`]): `null` and
/// absent are `None`.
pub fn field_replaced_by<T: StrategicMerge>(
    patch: Patched<T::Patch>,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<Option<T>, Error> {
    match patch {
        Patched::Set(patch) => T::replaced_by(patch, &trail.key(json_name)?),
        Patched::Absent | Patched::Null => Ok(None),
    }
}

/// The patch of one field from its original and modified values (`None`: absent). A
/// `replace`-strategy object is always sent whole, as the reference does.
pub fn diff_field<T: StrategicMerge>(
    original: Option<&T>,
    modified: Option<&T>,
    replace: bool,
    retain_keys: bool,
    options: DiffOptions,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<Patched<T::Patch>, Error> {
    Ok(match (original, modified) {
        (None, None) => Patched::Absent,
        (None, Some(_)) if options.ignore_changes_and_additions => Patched::Absent,
        (None, Some(modified)) => Patched::Set(modified.to_patch()),
        (Some(_), None) if options.ignore_deletions => Patched::Absent,
        (Some(_), None) => Patched::Null,
        (Some(original), Some(modified)) => {
            if replace && original.is_object() && modified.is_object() {
                if options.ignore_changes_and_additions {
                    Patched::Absent
                } else {
                    Patched::Set(modified.to_patch())
                }
            } else {
                let options = DiffOptions { build_retain_keys: retain_keys, ..options };
                match T::diff(original, modified, options, &trail.key(json_name)?)? {
                    Some(patch) => Patched::Set(patch),
                    None => Patched::Absent,
                }
            }
        }
    })
}

/// The patch that sets a field whole (`Absent` when the field is).
pub fn patched_value<T: StrategicMerge>(value: Option<&T>) -> Patched<T::Patch> {
    match value {
        Some(value) => Patched::Set(value.to_patch()),
        None => Patched::Absent,
    }
}

/// The `$retainKeys` of a diff from the fields each side sets: the JSON names `modified`
/// sets, sorted, when the patch is not empty or `original` sets fields `modified` lacks.
pub fn retain_keys_of(original: &[(&str, bool)], modified: &[(&str, bool)], patch_is_empty: bool) -> Option<Vec<String>> {
    let modified_keys: Vec<&str> = modified.iter().filter(|(_, set)| *set).map(|(k, _)| *k).collect();
    let original_has_more = original
        .iter()
        .zip(modified)
        .any(|((_, in_original), (_, in_modified))| *in_original && !*in_modified);
    retain_keys_list(&modified_keys, patch_is_empty, original_has_more)
}

/// A required field's value after a merge: the patch must not remove it where its type
/// has no default (a few `k8s-openapi` types, such as `Time`).
pub fn required<T>(value: Option<T>, trail: &Trail<'_>, json_name: &str) -> Result<T, Error> {
    match value {
        Some(value) => Ok(value),
        None => Err(no_default(&trail.key(json_name)?, json_name)),
    }
}

/// The error for a patch that removes a value whose type has no default.
pub fn no_default(trail: &Trail<'_>, what: &str) -> Error {
    trail.error(ErrorKind::NoDefault { what: what.to_owned() })
}
