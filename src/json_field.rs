//! The one door between the two backends. A typed struct's JSON-valued parts (a
//! `serde_json::Value` field, a CRD's `x-kubernetes-preserve-unknown-fields`, a keyed item
//! kept as written JSON) are `Value` documents, so the `Value` backend merges and diffs
//! them. The typed backend reaches that backend only through these functions; the `Value`
//! backend never reaches the typed one.

use serde_json::{Map, Value};

use crate::bounds::with_stack;
use crate::engine::DiffOptions;
use crate::error::{Error, Trail};
use crate::schema::{Schema, SchemaRef};
use crate::value::{self, MergeOptions};

/// The schema with no types: every lookup is arbitrary, as the reference reads a field it
/// knows nothing of.
fn arbitrary() -> SchemaRef<'static> {
    static EMPTY: std::sync::OnceLock<Schema> = std::sync::OnceLock::new();
    EMPTY.get_or_init(|| Schema::empty(false)).arbitrary()
}

/// `patch` applied to the JSON `live` holds.
pub(crate) fn apply(live: Value, patch: Value, trail: &Trail<'_>) -> Result<Value, Error> {
    value::merge_untyped(live, patch, MergeOptions::APPLY, arbitrary(), trail)
}

/// The JSON a patch creates where there was none.
pub(crate) fn created(patch: Value, trail: &Trail<'_>) -> Result<Option<Value>, Error> {
    value::created(patch, trail)
}

/// Two patches of a JSON value merged into one, the later winning.
pub(crate) fn merge_patches(earlier: Value, later: Value, trail: &Trail<'_>) -> Result<Value, Error> {
    value::merge_untyped(earlier, later, MergeOptions::PATCH_OF_PATCHES, arbitrary(), trail)
}

/// The patch from one JSON value to another.
pub(crate) fn diff(
    original: &Value,
    modified: &Value,
    options: DiffOptions,
    trail: &Trail<'_>,
) -> Result<Option<Value>, Error> {
    value::diff_untyped(original, modified, options, arbitrary(), trail)
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
    with_stack(|| value::merge_map(written, patch, schema, MergeOptions::APPLY, trail))
}
