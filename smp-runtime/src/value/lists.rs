//! Merging a patch list into a live list (the reference's `mergeSliceHandler` and
//! `mergeSlice`) on documents, with the generic algorithms of [`crate::lists`].

use super::common::{element_type, is_delete_item, MergeOptions};
use crate::directive;
use crate::doc::{Arena, Doc, Map};
use crate::engine::merge_key::{self, missing_merge_key};
use crate::engine::patch::{keyed_patch, UncomparableKinds};
use crate::error::{Error, ErrorKind, Trail};
use crate::gojson;
use crate::gojson::scalar::{go_type, GoType};
use crate::lists::element::Item;
use crate::lists::keyed::merge_split;
use crate::lists::merge::{
    delete_primitives, keyed_unordered, keys_of, merge_primitives, order_keyed, KeyedOrder, PrimitiveMerge,
};
use crate::lists::Key;
use crate::schema::{PatchMeta, SchemaRef};

/// How the maps of a list merged by key merge into their live items: the map walk of
/// `merge.rs`, handed down with the list so that the list code does not call back up.
pub(crate) type MergeMaps =
    for<'a> fn(Map<'a>, Map<'a>, SchemaRef<'_>, MergeOptions, &Trail<'_>) -> Result<Map<'a>, Error>;

/// A list field being merged: its item type and patch metadata, whether the patch list is
/// a `$deleteFromPrimitiveList` list, and how its map items merge.
pub(crate) struct ListField<'s> {
    pub items: SchemaRef<'s>,
    pub meta: &'s PatchMeta,
    pub is_delete_list: bool,
    pub merge_maps: MergeMaps,
}

/// The merged list and, when asked for, the live order the reference uses afterwards:
/// the keys of the live list *as Go's in-place slice operations left it* (see
/// [`crate::lists::order::aliased_live_order`]). Asked for it (a `$setElementOrder` list
/// orders the result next), a list merged by key comes as merged, with what orders it.
pub(crate) struct ListMerge<'a> {
    pub merged: Vec<Doc<'a>>,
    pub live_order: Vec<Key>,
    pub keyed_order: Option<KeyedOrder>,
}

pub(crate) fn merge_list<'a>(
    original: Vec<Doc<'a>>,
    patch: Vec<Doc<'a>>,
    field: &ListField<'_>,
    options: MergeOptions,
    want_live_order: bool,
    trail: &Trail<'_>,
    arena: &'a Arena,
) -> Result<ListMerge<'a>, Error> {
    let at = |kind| trail.error(kind);
    if !field.meta.is_merge() && !field.is_delete_list {
        let live_order =
            if want_live_order { keys_of(&original, field.meta.merge_key_str()).map_err(at)? } else { Vec::new() };
        return Ok(ListMerge { merged: patch, live_order, keyed_order: None });
    }
    if original.is_empty() && patch.is_empty() {
        return Ok(ListMerge { merged: original, live_order: Vec::new(), keyed_order: None });
    }
    let kind = element_type(&[&original, &patch]).map_err(at)?;
    if kind != Some(GoType::Map) {
        if options.merge_parallel_list && field.is_delete_list {
            let merged = delete_primitives(original, &patch).map_err(at)?;
            return Ok(ListMerge { merged, live_order: Vec::new(), keyed_order: None });
        }
        let PrimitiveMerge { merged, live_order } = merge_primitives(original, patch).map_err(at)?;
        return Ok(ListMerge { merged, live_order, keyed_order: None });
    }
    let merge_key = field.meta.merge_key_str();
    if merge_key.is_empty() {
        return Err(trail.error(ErrorKind::NoMergeKeyInSchema));
    }
    merge_maps_by_key(original, patch, field, merge_key, options, want_live_order, trail, arena)
}

/// A JSON value as a list item: its merge key's value, or itself in lists of primitives.
impl Item for Doc<'_> {
    const JSON: bool = true;
    fn key(&self, merge_key: &str) -> Result<Option<Key>, ErrorKind> {
        merge_key::item_key(self, merge_key)
    }

    fn is_delete_marked(&self) -> bool {
        is_delete_item(self)
    }

    fn missing_key(&self, merge_key: &str) -> ErrorKind {
        missing_merge_key(self, merge_key)
    }

    fn go_type(&self) -> Option<GoType> {
        Some(go_type(self))
    }
}

/// Lists of maps merged by key ([`crate::lists::keyed`]): `$patch` items first (`delete`
/// removes every live item with that key, `replace` makes the list the other patch
/// items), then each patch item merges into the first live item with an equal key, or
/// is appended.
#[allow(clippy::too_many_arguments)]
fn merge_maps_by_key<'a>(
    original: Vec<Doc<'a>>,
    mut patch: Vec<Doc<'a>>,
    field: &ListField<'_>,
    merge_key: &str,
    options: MergeOptions,
    want_live_order: bool,
    trail: &Trail<'_>,
    arena: &'a Arena,
) -> Result<ListMerge<'a>, Error> {
    let at = |kind| trail.error(kind);
    let live_order_keys = if want_live_order { keys_of(&original, merge_key).map_err(at)? } else { Vec::new() };
    let (live_keys, uncomparable) =
        UncomparableKinds::live_keys(original.iter().map(|item| merge_key::lookup(item, merge_key).into()));

    let split = keyed_patch(
        &patch,
        trail,
        // A word that is not a string is no directive Go knows.
        |item| item.get(directive::PATCH).map(Doc::as_str),
        |index, item, role| {
            uncomparable.patch_key(merge_key::lookup(item, merge_key).into(), index, role, || {
                missing_merge_key(item, merge_key)
            })
        },
        |item| {
            let word = item.get(directive::PATCH).unwrap_or(&Doc::Null);
            ErrorKind::UnknownPatchType { value: gojson::sprint(word), map: gojson::sprint(item) }
        },
    )?
    .into_split();
    // Each upsert moves its item out of the patch list once.
    let split = split.map(|index| (index, std::mem::take(&mut patch[index])));

    let mut merge = |live: &mut Doc<'a>, (index, item): (usize, Doc<'a>), _| -> Result<(), Error> {
        let child = trail.index(index)?;
        match (live, item) {
            (Doc::Object(live), Doc::Object(item)) => {
                let (original, patch) = (Map::thaw(*live, arena), Map::thaw(item, arena));
                *live = (field.merge_maps)(original, patch, field.items, options, &child)?.freeze();
                Ok(())
            }
            (_, item) => Err(child.error(missing_merge_key(&item, merge_key))),
        }
    };
    let (outcome, patch_keys) = merge_split(original, &live_keys, split, &mut merge, &mut |(_, item)| Ok(item))?;
    if want_live_order {
        let (merged, order, live_order) =
            keyed_unordered(outcome, patch_keys, Some(&live_order_keys), merge_key).map_err(at)?;
        return Ok(ListMerge { merged, live_order, keyed_order: Some(order) });
    }
    let (ordered, live_order) = order_keyed(outcome, patch_keys, None, merge_key).map_err(at)?;
    Ok(ListMerge { merged: ordered, live_order, keyed_order: None })
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use crate::{Error, Schema};

    /// A container whose `env` merges by `name`, patched with `env` alone.
    fn apply_env(live: Vec<Value>, patch: Vec<Value>) -> Result<Value, Error> {
        let schema = Schema::from_openapi_v2(&json!({"definitions": {"Container": {"type": "object",
            "properties": {"env": {"type": "array", "items": {"type": "object"},
                "x-kubernetes-patch-strategy": "merge", "x-kubernetes-patch-merge-key": "name"}}}}}))?;
        let container = schema.definition("Container").expect("the definition above");
        crate::apply(&json!({ "env": live }), &json!({ "env": patch }), container)
    }

    fn map_keyed(n: usize) -> Vec<Value> {
        (0..n).map(|i| json!({"name": {"id": i}, "value": "v"})).collect()
    }

    fn list_key_deletes(n: usize) -> Vec<Value> {
        (0..n).map(|i| json!({"name": [i], "$patch": "delete"})).collect()
    }

    fn message(result: Result<Value, Error>) -> String {
        result.expect_err("Go crashes here").to_string()
    }

    // What smp answers where Go crashes comparing merge keys, for each kind of patch key.
    #[test]
    fn delete_with_a_key_of_a_kind_the_live_list_has_is_refused_at_that_item() {
        let patch = vec![json!({"name": "a", "$patch": "delete"}), json!({"name": {"id": 0}, "$patch": "delete"})];
        assert_eq!(
            message(apply_env(map_keyed(3), patch)),
            "uncomparable values used as keys: merge key values (at /env/1)"
        );
    }

    #[test]
    fn delete_with_a_key_of_another_kind_matches_nothing_and_ordering_refuses_the_live_keys() {
        let message = message(apply_env(map_keyed(3), list_key_deletes(3)));
        assert_eq!(message, "uncomparable values used as keys: list keys (at /env)");
    }

    #[test]
    fn delete_with_an_uncomparable_key_beside_replace_gives_the_patch_list() {
        let mut patch = list_key_deletes(3);
        patch.push(json!({"$patch": "replace"}));
        patch.push(json!({"name": "a", "value": "1"}));
        assert_eq!(apply_env(map_keyed(3), patch).unwrap(), json!({"env": [{"name": "a", "value": "1"}]}));
    }

    #[test]
    fn delete_with_an_uncomparable_key_against_scalar_keys_deletes_nothing() {
        let live = vec![json!({"name": "a"}), json!({"name": "b"})];
        let patch = vec![json!({"name": {"id": 0}, "$patch": "delete"}), json!({"name": "c"})];
        assert_eq!(apply_env(live, patch).unwrap(), json!({"env": [{"name": "c"}, {"name": "a"}, {"name": "b"}]}));
    }

    // Each patch item asks whether the live list has a key of its kind. Were that a scan
    // of the live list, these 10^5 x 10^5 items would take 10^10 steps (minutes, not the
    // fraction of a second they take); `benches/large_lists.rs` times 10^4 against 10^5.
    #[test]
    fn many_uncomparable_deletes_against_many_uncomparable_live_keys() {
        let n = 100_000;
        assert_eq!(
            message(apply_env(map_keyed(n), list_key_deletes(n))),
            "uncomparable values used as keys: list keys (at /env)"
        );
        let mut patch = list_key_deletes(n);
        patch.push(json!({"$patch": "replace"}));
        assert_eq!(apply_env(map_keyed(n), patch).unwrap(), json!({"env": []}));
    }
}
