//! Strategic merge patch on `serde_json::Value` documents, steered by a [`Schema`](crate::Schema):
//! apply, two-way diff, three-way diff and the conflict check, as
//! `k8s.io/apimachinery/pkg/util/strategicpatch` computes them.
//!
//! Every function takes its documents by reference and returns a new value: on error,
//! nothing the caller holds has changed. A document must be a JSON object; `null` stands
//! for the empty object, as in the reference.
//!
//! Merges run on smp's own documents (`crate::doc`): these functions borrow their inputs
//! into one and turn the result back into a `Value`; `smp::bytes` reads text into one and
//! prints from it. Diffs read either form where it is (`source`) and make a document.

pub(crate) mod common;
mod diff;
mod lists;
mod merge;
mod order;
mod source;

use serde_json::Value;

use crate::bounds::{self, check_depth, with_stack};
use crate::doc::{Arena, Doc, Map, Obj};
use crate::engine::{self, conflict};
use crate::error::{Error, Trail};
use crate::gojson::view::not_an_object;
use crate::options::{ThreeWayOptions, TwoWayOptions};
use crate::precondition::{self, Precondition};
use crate::schema::SchemaRef;
pub(crate) use common::MergeOptions;
use diff::{diff_maps, DiffOptions};
pub(crate) use merge::{created, merge_map, merge_untyped};
use source::Source;

/// Applies a strategic merge patch to `original` (`StrategicMergePatch`).
///
/// ```
/// use serde_json::json;
/// use smp::{apply, Schema};
///
/// let schema = Schema::from_openapi_v2(&json!({"definitions": {"Pod": {"type": "object",
///     "properties": {"containers": {"type": "array",
///         "items": {"type": "object", "properties": {"name": {"type": "string"},
///                                                    "image": {"type": "string"}}},
///         "x-kubernetes-patch-strategy": "merge", "x-kubernetes-patch-merge-key": "name"}}}}}))?;
/// let pod = schema.definition("Pod").unwrap();
/// let live = json!({"containers": [{"name": "app", "image": "app:1"}, {"name": "proxy", "image": "envoy"}]});
/// let patch = json!({"containers": [{"name": "app", "image": "app:2"}]});
/// assert_eq!(apply(&live, &patch, pod)?,
///            json!({"containers": [{"name": "app", "image": "app:2"}, {"name": "proxy", "image": "envoy"}]}));
/// # Ok::<(), smp::Error>(())
/// ```
///
/// # Behaviour kept from the reference
///
/// The API server runs the Go code, so `apply` reproduces it where it is surprising:
///
/// - **Order of merged lists.** Items the patch names (or its `$setElementOrder` lists)
///   come in that order; server-only items keep their place relative to the live list
///   and are interleaved, *not* all put first as the `$setElementOrder` design proposal
///   says: live `[1, 2, 9, 3, 4]` with order `[2, 1, 4, 3]` gives `[2, 1, 9, 4, 3]`.
///   Without `$setElementOrder`, new items come *before* the live ones: finalizers
///   `[a, b]` patched with `[c]` give `[c, a, b]`.
/// - **Deletions rewrite the live order.** Go deletes list items by shifting the live
///   slice in place and then reads the slice of the old length for ordering: live
///   `[1, 2b, 4c]`, patch `[3, {1: delete}]`, order `[2, 3]` gives `[2b, 4c, 3]`.
///   Likewise a live primitive list with duplicates is de-duplicated in place:
///   finalizers `[a, b, a]` + `[c]` give `[a, b, c]`.
/// - **Non-deterministic in Go.** A patch with both `<field>` and
///   `$deleteFromPrimitiveList/<field>` but no `$setElementOrder/<field>` gives results
///   that depend on Go's random map order. smp always merges `<field>` first and deletes
///   after, which is what Go does whenever `$setElementOrder/<field>` is present.
/// - **Crashes in Go** (two maps compared as merge keys, a `null` first item in a merged
///   list) are errors here; [`Error::is_go_panic`] tells them apart.
pub fn apply(original: &Value, patch: &Value, schema: SchemaRef<'_>) -> Result<Value, Error> {
    with_stack(|| {
        let arena = Arena::new();
        let original = document(original, "original", &arena)?;
        let patch = document(patch, "patch", &arena)?;
        let merged = apply_maps(original, patch, schema)?;
        Ok(merged.freeze().to_value())
    })
}

/// [`apply`] for documents the caller hands over: they are dropped once merged, also on
/// error.
pub fn apply_owned(original: Value, patch: Value, schema: SchemaRef<'_>) -> Result<Value, Error> {
    with_stack(|| {
        let merged = apply(&original, &patch, schema);
        if merged.is_err() {
            // They may be too deep to walk (`apply` checks first), and dropping them the
            // usual way would recurse as deep as they go.
            bounds::dispose(original);
            bounds::dispose(patch);
        }
        merged
    })
}

/// The patch that turns `original` into `modified` (`CreateTwoWayMergePatch`), checked
/// against the preconditions of `options`. The arguments keep Go's order.
///
/// The patch is the reference's, directive for directive: `$setElementOrder` exactly
/// when Go emits it, removed keyed items as `{key: v, $patch: delete}`, removed
/// primitives under `$deleteFromPrimitiveList`, `$retainKeys` for `retainKeys` fields,
/// `null` for removed keys; replace-strategy maps are always sent whole. One quirk: Go
/// sorts the original primitive merge list in place before deciding whether the order
/// changed, so an unchanged list that is not sorted still gets `$setElementOrder`, and a
/// modified list equal to the *sorted* original gets none.
///
/// ```
/// use serde_json::json;
/// use smp::{two_way, Schema, TwoWayOptions};
///
/// let schema = Schema::from_openapi_v2(&json!({"definitions": {"Pod": {"type": "object",
///     "properties": {"finalizers": {"type": "array", "items": {"type": "string"},
///                                   "x-kubernetes-patch-strategy": "merge"}}}}}))?;
/// let pod = schema.definition("Pod").unwrap();
/// let patch = two_way(&json!({"finalizers": ["a", "b"]}), &json!({"finalizers": ["b", "c"]}), pod, &TwoWayOptions::default())?;
/// assert_eq!(patch, json!({"finalizers": ["c"], "$deleteFromPrimitiveList/finalizers": ["a"],
///                          "$setElementOrder/finalizers": ["b", "c"]}));
/// # Ok::<(), smp::Error>(())
/// ```
pub fn two_way(
    original: &Value,
    modified: &Value,
    schema: SchemaRef<'_>,
    options: &TwoWayOptions,
) -> Result<Value, Error> {
    with_stack(|| {
        let original = value_map(original, "original")?;
        let modified = value_map(modified, "modified")?;
        let arena = Arena::new();
        let patch = two_way_maps::<Value>(original, modified, schema, &options.preconditions, &arena)?;
        Ok(patch.freeze().to_value())
    })
}

/// The patch `kubectl apply` computes (`CreateThreeWayMergePatch`): the changes from
/// `current` to `modified` (ignoring deletions), plus the deletions from `original` (the
/// last-applied configuration) to `modified`. Fields only `current` has (set by the
/// server or by other writers) are kept. The arguments keep Go's order and names
/// (original, modified, current); [`ThreeWayOptions::kubectl_apply`] is kubectl's options.
///
/// Preconditions are checked before conflicts. With `overwrite` off, a change that
/// `current` made differently since `original` is a [`ErrorKind::Conflict`](crate::ErrorKind::Conflict); and, as in
/// the reference, the conflict check de-duplicates and sorts the non-merge primitive
/// lists it compares *inside the returned patch* (so such a patch may carry `args`
/// sorted), since that is what a Go client sends.
///
/// ```
/// use serde_json::json;
/// use smp::{three_way, Schema, ThreeWayOptions};
///
/// let schema = Schema::from_openapi_v2(&json!({"definitions": {}}))?;
/// let last_applied = json!({"spec": {"replicas": 2, "minReadySeconds": 5}});
/// let desired = json!({"spec": {"replicas": 3}});
/// let live = json!({"spec": {"replicas": 2, "minReadySeconds": 5, "clusterIP": "10.0.0.1"}});
/// let patch = three_way(&last_applied, &desired, &live, schema.arbitrary(), &ThreeWayOptions::kubectl_apply())?;
/// assert_eq!(patch, json!({"spec": {"replicas": 3, "minReadySeconds": null}}));
/// # Ok::<(), smp::Error>(())
/// ```
pub fn three_way(
    original: &Value,
    modified: &Value,
    current: &Value,
    schema: SchemaRef<'_>,
    options: &ThreeWayOptions,
) -> Result<Value, Error> {
    with_stack(|| three_way_checked(original, modified, current, schema, options))
}

fn three_way_checked(
    original: &Value,
    modified: &Value,
    current: &Value,
    schema: SchemaRef<'_>,
    options: &ThreeWayOptions,
) -> Result<Value, Error> {
    let original = value_map(original, "original")?;
    let modified = value_map(modified, "modified")?;
    let current = value_map(current, "current")?;
    let arena = Arena::new();
    let patch = three_way_maps::<Value>(original, modified, current, schema, options, &arena)?;
    Ok(patch.freeze().to_value())
}

/// Whether applying `patch` to `live` leaves it as it is (the result compared with `live`
/// where it is made, not turned into a `Value` first); an error where [`apply`] fails.
pub(crate) fn changes_nothing(live: &Value, patch: &Value, schema: SchemaRef<'_>) -> Result<bool, Error> {
    with_stack(|| {
        let arena = Arena::new();
        let patched = apply_maps(document(live, "live", &arena)?, document(patch, "patch", &arena)?, schema)?;
        // A live `null` reads as the empty map, which the result, a map, never is.
        Ok(live.as_object().is_some_and(|live| patched.view().equals_json(live)))
    })
}

/// [`apply`] on documents (the bytes API's too).
pub(crate) fn apply_maps<'a>(original: Map<'a>, patch: Map<'a>, schema: SchemaRef<'_>) -> Result<Map<'a>, Error> {
    merge_map(original, patch, schema, MergeOptions::APPLY, &Trail::ROOT)
}

/// [`two_way`] on maps of documents or of `Value`s; the patch, in `arena`, borrows from them.
pub(crate) fn two_way_maps<'a, V: Source + 'a>(
    original: &'a V::Map,
    modified: &'a V::Map,
    schema: SchemaRef<'_>,
    preconditions: &[Precondition],
    arena: &'a Arena,
) -> Result<Map<'a>, Error> {
    engine::two_way(&Documents::<V>::new(schema, arena), &original, &modified, preconditions)
}

/// [`three_way`] on maps of documents or of `Value`s; the patch, in `arena`, borrows from
/// them.
pub(crate) fn three_way_maps<'a, V: Source + 'a>(
    original: &'a V::Map,
    modified: &'a V::Map,
    current: &'a V::Map,
    schema: SchemaRef<'_>,
    options: &ThreeWayOptions,
    arena: &'a Arena,
) -> Result<Map<'a>, Error> {
    engine::three_way::three_way(&Documents::<V>::new(schema, arena), &original, &modified, &current, options)
}

/// The schema-driven path as the engine's recipes see it: maps of `V` diffed into
/// documents borrowing from them, steered by a schema.
struct Documents<'s, 'a, V> {
    schema: SchemaRef<'s>,
    arena: &'a Arena,
    source: std::marker::PhantomData<&'a V>,
}

impl<'s, 'a, V> Documents<'s, 'a, V> {
    fn new(schema: SchemaRef<'s>, arena: &'a Arena) -> Self {
        Documents { schema, arena, source: std::marker::PhantomData }
    }
}

impl<'a, V: Source + 'a> engine::Backend for Documents<'_, 'a, V> {
    type Doc = &'a V::Map;
    type Patch = Map<'a>;

    fn diff(&self, original: &Self::Doc, modified: &Self::Doc, options: DiffOptions) -> Result<Self::Patch, Error> {
        diff_maps::<V>(original, modified, self.schema, options, &Trail::ROOT, self.arena)
    }

    fn merge_patches(&self, deletions: Self::Patch, changes: Self::Patch) -> Result<Self::Patch, Error> {
        merge_map(deletions, changes, self.schema, MergeOptions::PATCH_OF_PATCHES, &Trail::ROOT)
    }

    fn check_preconditions(&self, patch: Self::Patch, preconditions: &[Precondition]) -> Result<Self::Patch, Error> {
        if preconditions.is_empty() {
            return Ok(patch);
        }
        // Preconditions are users' functions of a `Value` map.
        precondition::check(preconditions, patch.view().to_json_map())?;
        Ok(patch)
    }

    fn check_conflicts(
        &self,
        patch: Self::Patch,
        original: &Self::Doc,
        current: &Self::Doc,
        changed: DiffOptions,
    ) -> Result<Self::Patch, Error> {
        let changed = self.diff(original, current, changed)?;
        // The check works on the JSON a patch is, whichever backend made it.
        let (patch, changed) = (patch.view().to_json_map(), changed.view().to_json_map());
        let checked = conflict::check_patch(patch, changed, self.schema)?;
        Ok(Map::thaw(Doc::copied_map(&checked, self.arena), self.arena))
    }
}

/// The diff of an untyped value (a field of a typed struct holding any JSON), by the
/// reference's rules for one key of a map whose schema knows nothing of it.
pub(crate) fn diff_untyped<'a>(
    original: &'a Value,
    modified: &'a Value,
    options: DiffOptions,
    schema: SchemaRef<'_>,
    trail: &Trail<'_>,
    arena: &'a Arena,
) -> Result<Option<Doc<'a>>, Error> {
    let (Some(o), Some(m)) = (original.as_object(), modified.as_object()) else {
        let changed = !options.ignore_changes_and_additions && original != modified;
        return Ok(changed.then(|| Doc::borrowed(modified, arena)));
    };
    let options = DiffOptions { build_retain_keys: false, ..options };
    let patch = diff_maps::<Value>(o, m, schema, options, trail, arena)?;
    Ok((!patch.is_empty()).then(|| Doc::Object(patch.freeze())))
}

/// Whether two patches change the same fields differently (`MergingMapsHaveConflicts`).
///
/// ```
/// use serde_json::json;
/// use smp::{has_conflicts, Schema};
/// let schema = Schema::from_openapi_v2(&json!({"definitions": {}}))?;
/// assert!(has_conflicts(&json!({"a": 1}), &json!({"a": 2}), schema.arbitrary())?);
/// assert!(!has_conflicts(&json!({"a": 1}), &json!({"b": 2}), schema.arbitrary())?);
/// # Ok::<(), smp::Error>(())
/// ```
pub fn has_conflicts(left: &Value, right: &Value, schema: SchemaRef<'_>) -> Result<bool, Error> {
    with_stack(|| {
        // The check sorts some lists in place, as the reference does: work on copies.
        let mut left = value_document(left, "left")?;
        let mut right = value_document(right, "right")?;
        Ok(conflict::patches_conflict(&mut left, &mut right, schema)?.is_some())
    })
}

/// A document as a map in `arena` whose strings borrow `value`'s (`null` stands for the
/// empty map), once its depth is known to be within bounds (the walks recurse).
fn document<'v>(value: &'v Value, role: &str, arena: &'v Arena) -> Result<Map<'v>, Error> {
    value_map(value, role).map(|map| Map::thaw(Doc::borrowed_map(map, arena), arena))
}

/// The map of a document (`null` stands for the empty map), its depth within bounds.
fn value_map<'v>(value: &'v Value, role: &str) -> Result<&'v serde_json::Map<String, Value>, Error> {
    static EMPTY: std::sync::OnceLock<serde_json::Map<String, Value>> = std::sync::OnceLock::new();
    check_depth(value)?;
    match value {
        Value::Object(map) => Ok(map),
        Value::Null => Ok(EMPTY.get_or_init(serde_json::Map::new)),
        other => Err(not_an_object(role, other)),
    }
}

/// A copy of a document (`null` stands for the empty map), its depth within bounds.
fn value_document(value: &Value, role: &str) -> Result<Value, Error> {
    value_map(value, role).map(|map| Value::Object(map.clone()))
}

/// A parsed document as the map the operations take.
pub(crate) fn into_map<'a>(doc: Doc<'a>, role: &str) -> Result<Obj<'a>, Error> {
    match doc {
        Doc::Object(map) => Ok(map),
        Doc::Null => Ok(Obj::default()),
        other => Err(not_an_object(role, &other)),
    }
}
