//! The `kubectl` manager's last-applied annotation as the API server's field manager keeps
//! it up to date (apimachinery's `lastAppliedUpdater`), on a write's documents: the
//! annotations as Go's unstructured objects read and set them.

use super::managed::with_metadata_field;
use crate::doc::map::key_order;
use crate::doc::{print, Arena, Doc, Obj};

pub(super) const LAST_APPLIED: &str = "kubectl.kubernetes.io/last-applied-configuration";
/// The API server's limit on an object's annotations, keys and values.
const ANNOTATIONS_LIMIT: usize = 256 * 1024;

/// Whether `object` has a last-applied annotation Go reads as not empty.
pub(super) fn has_last_applied(object: &Doc<'_>) -> bool {
    let Some(map) = object.get("metadata").and_then(|metadata| metadata.get("annotations")?.as_object()) else {
        return false;
    };
    // As `annotations` reads them, without unescaping the strings: one neither a string
    // nor `null` hides them all. (A string left escaped is never empty.)
    map.iter().all(|(_, value)| matches!(value, Doc::Null | Doc::String(_) | Doc::Escaped(_)))
        && match map.get(LAST_APPLIED) {
            Some(Doc::String(text)) => !text.is_empty(),
            Some(Doc::Escaped(_)) => true,
            _ => false,
        }
}

/// The annotations as Go's unstructured objects read them since apimachinery 0.33
/// (`NestedNullCoercingStringMap`): a `null` value is `""`, and there are none where one
/// is neither a string nor `null`. In key order.
fn annotations<'a>(object: &Doc<'a>) -> Option<Vec<(&'a str, &'a str)>> {
    let map = object.get("metadata")?.get("annotations")?.as_object()?;
    let text = |value: &Doc<'a>| match value {
        Doc::Null => Some(""),
        value => value.as_str(),
    };
    map.iter().map(|(key, value)| Some((key, text(value)?))).collect()
}

/// `object` with the last-applied annotation set to `config` (`lastAppliedUpdater`): Go's
/// JSON of it without that annotation, with a newline; left out where the annotations would
/// pass the API server's limit.
pub(super) fn with_last_applied<'a>(object: Doc<'a>, config: &Doc<'a>, arena: &'a Arena) -> Doc<'a> {
    let kept = annotations(config).map(|mut a| {
        a.retain(|&(key, _)| key != LAST_APPLIED);
        a
    });
    let mut text = Vec::new();
    print::write(&with_annotations(*config, kept, arena), &mut text);
    text.push(b'\n');
    // Printed from strings and escapes: UTF-8.
    let text = arena.alloc_str(std::str::from_utf8(&text).unwrap_or_default());
    let mut annotations = annotations(&object).unwrap_or_default();
    match annotations.binary_search_by(|&(key, _)| key_order(key, LAST_APPLIED)) {
        Ok(at) => annotations[at].1 = text,
        Err(at) => annotations.insert(at, (LAST_APPLIED, text)),
    }
    if annotations.iter().map(|(k, v)| k.len() + v.len()).sum::<usize>() > ANNOTATIONS_LIMIT {
        annotations.retain(|&(key, _)| key != LAST_APPLIED);
    }
    with_annotations(object, Some(annotations), arena)
}

/// Go's `SetAnnotations` (`annotations` in key order): `None` removes them.
fn with_annotations<'a>(object: Doc<'a>, annotations: Option<Vec<(&'a str, &'a str)>>, arena: &'a Arena) -> Doc<'a> {
    let annotations = annotations.map(|annotations| {
        let entries =
            arena.alloc_slice_fill_iter(annotations.into_iter().map(|(key, value)| (key, Doc::String(value))));
        Doc::Object(Obj::from_sorted(entries))
    });
    with_metadata_field(object, "annotations", annotations, arena)
}
