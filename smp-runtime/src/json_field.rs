//! The one door between the two backends. A typed struct's JSON-valued parts (a
//! `serde_json::Value` field, a CRD's `x-kubernetes-preserve-unknown-fields`, a keyed item
//! kept as written JSON) are `Value` documents, so the `Value` backend merges and diffs
//! them. The typed backend reaches that backend only through these functions; the `Value`
//! backend never reaches the typed one.

use serde_json::{Map, Value};

use crate::bounds::with_stack;
use crate::doc::{Arena, Doc, Map as DocMap};
use crate::engine::conflict::{self, ConflictAt};
use crate::engine::merge_key::{self, missing_merge_key};
use crate::engine::DiffOptions;
use crate::error::{Error, ErrorKind, Trail};
use crate::gojson::scalar::{go_type, GoType};
use crate::lists::element::Item;
use crate::lists::Key;
use crate::schema::{ListStrategy, Schema, SchemaRef};
use crate::value::{self, MergeOptions};

/// The schema with no types: every lookup is arbitrary, as the reference reads a field it
/// knows nothing of.
fn arbitrary() -> SchemaRef<'static> {
    static EMPTY: std::sync::OnceLock<Schema> = std::sync::OnceLock::new();
    EMPTY.get_or_init(|| Schema::empty(false)).arbitrary()
}

/// What the conflict check found on two JSON members of typed patches (`field`'s strategy
/// and merge key, if any), and whether it sorted a list of the left one in place.
pub(crate) fn conflicts(
    left: &mut Value,
    right: &mut Value,
    strategy: &ListStrategy,
    merge_key: &str,
    trail: &Trail<'_>,
) -> Result<(Option<ConflictAt>, bool), Error> {
    let mut moved = false;
    let found = conflict::have_conflicts(left, right, arbitrary(), strategy, merge_key, trail, &mut moved)?;
    Ok((found, moved))
}

/// [`conflicts`] of two lists of JSON values, merged by value (`merge`) or without a
/// strategy.
pub(crate) fn lists_conflict(
    left: &mut [Value],
    right: &mut [Value],
    merge: bool,
    trail: &Trail<'_>,
) -> Result<(Option<ConflictAt>, bool), Error> {
    let mut moved = false;
    let strategy = if merge { ListStrategy::Merge } else { ListStrategy::Default };
    let found = conflict::lists_conflict(left, right, arbitrary(), &strategy, "", trail, &mut moved)?;
    Ok((found, moved))
}

/// Whether a JSON patch has the member at `path` (each name a member of the object the one
/// before names).
pub(crate) fn mentions(patch: &Value, path: &[&str]) -> bool {
    let mut at = patch;
    for name in path {
        match at.get(name) {
            Some(member) => at = member,
            None => return false,
        }
    }
    !path.is_empty()
}

/// Removes from a JSON value what `path` names (a JSON pointer's steps, `*` any key of an
/// object or item of a list; with nothing after it, every one).
pub(crate) fn forget(value: &mut Value, path: &[String]) {
    let Some((step, rest)) = path.split_first() else { return };
    match value {
        Value::Object(map) if rest.is_empty() => {
            if step == "*" {
                map.clear();
            } else {
                map.remove(step);
            }
        }
        Value::Object(map) if step == "*" => map.values_mut().for_each(|child| forget(child, rest)),
        Value::Object(map) => {
            if let Some(child) = map.get_mut(step) {
                forget(child, rest);
            }
        }
        Value::Array(items) if step == "*" => {
            if rest.is_empty() {
                items.clear();
            } else {
                items.iter_mut().for_each(|child| forget(child, rest));
            }
        }
        _ => {}
    }
}

/// `patch` applied to the JSON `live` holds.
pub(crate) fn apply(live: Value, patch: Value, trail: &Trail<'_>) -> Result<Value, Error> {
    let arena = Arena::new();
    let (live, patch) = (Doc::borrowed(&live, &arena), Doc::borrowed(&patch, &arena));
    Ok(value::merge_untyped(live, patch, MergeOptions::APPLY, arbitrary(), trail, &arena)?.to_value())
}

/// The JSON a patch creates where there was none.
pub(crate) fn created(patch: Value, trail: &Trail<'_>) -> Result<Option<Value>, Error> {
    let arena = Arena::new();
    Ok(value::created(Doc::borrowed(&patch, &arena), trail, &arena)?.map(|doc| doc.to_value()))
}

/// Two patches of a JSON value merged into one, the later winning.
pub(crate) fn merge_patches(earlier: Value, later: Value, trail: &Trail<'_>) -> Result<Value, Error> {
    let arena = Arena::new();
    let (earlier, later) = (Doc::borrowed(&earlier, &arena), Doc::borrowed(&later, &arena));
    let options = MergeOptions::PATCH_OF_PATCHES;
    Ok(value::merge_untyped(earlier, later, options, arbitrary(), trail, &arena)?.to_value())
}

/// The patch from one JSON value to another.
pub(crate) fn diff(
    original: &Value,
    modified: &Value,
    options: DiffOptions,
    trail: &Trail<'_>,
) -> Result<Option<Value>, Error> {
    let arena = Arena::new();
    Ok(value::diff_untyped(original, modified, options, arbitrary(), trail, &arena)?.map(|doc| doc.to_value()))
}

/// A patch item merged into an item kept as written JSON, on the item type's schema. The
/// `Value` backend's recursion runs on a stack of its own, as its entry points do: the
/// typed walkers' red zone is not sized for it.
pub(crate) fn apply_to_written(
    written: Map<String, Value>,
    patch: Map<String, Value>,
    schema: SchemaRef<'_>,
    trail: &Trail<'_>,
) -> Result<Map<String, Value>, Error> {
    with_stack(|| {
        let arena = Arena::new();
        let written = DocMap::thaw(Doc::borrowed_map(&written, &arena), &arena);
        let patch = DocMap::thaw(Doc::borrowed_map(&patch, &arena), &arena);
        let merged = value::merge_map(written, patch, schema, MergeOptions::APPLY, trail)?;
        Ok(merged.freeze().to_json_map())
    })
}

/// A JSON value as an item of a typed list (a `Vec<serde_json::Value>` field): its merge
/// key's value, or itself in lists of primitives.
impl Item for Value {
    const JSON: bool = true;
    fn key(&self, merge_key: &str) -> Result<Option<Key>, ErrorKind> {
        merge_key::item_key(self, merge_key)
    }

    fn is_delete_marked(&self) -> bool {
        crate::engine::patch::is_delete_item(self)
    }

    fn missing_key(&self, merge_key: &str) -> ErrorKind {
        missing_merge_key(self, merge_key)
    }

    fn go_type(&self) -> Option<GoType> {
        Some(go_type(self))
    }

    fn created(self, trail: &Trail<'_>) -> Result<Option<Self>, Error> {
        created(self, trail)
    }
}
