//! Computing a patch from two documents (the reference's `diffMaps`), for the two-way
//! diff and for both halves of the three-way diff. The documents are smp's own or
//! `serde_json::Value`s, read where they are ([`super::source`]); the patch, smp's own,
//! borrows its keys and strings from them.
//!
//! - An added key is copied verbatim (nulls inside kept); a removed key becomes `null`;
//!   a value of another type, or a scalar that changed, is replaced.
//! - Maps recurse, unless the field's strategy is `replace` (then the whole modified map
//!   is sent, changed or not, as the reference does).
//! - Lists without the merge strategy are replaced whole when they differ.
//! - Lists merged by key or by value: what is sent is the engine's
//!   ([`crate::engine::list_diff`]), this file says how a JSON item is seen (its key
//!   fields, its key's `%v`, the maps sent for it).
//! - `$retainKeys` (fields with the `retainKeys` strategy) lists modified's non-null keys,
//!   sorted, when the sub-patch is not empty or the original has keys to clear.

use std::borrow::Cow;

use super::common::{element_type, is_delete_item};
use super::source::{join, Source};
use crate::directive;
use crate::doc::map::same_text;
use crate::doc::{list_in, Arena, Doc, Map};
use crate::engine::list_diff::{diff_keyed, diff_primitives, KeyedDiffItems, KeyedList, KeyedListDiff};
use crate::engine::merge_key::{self, missing_merge_key};
use crate::engine::patch::uncomparable_list_keys;
use crate::engine::retain_keys::RetainKeysOf;
use crate::error::{Error, ErrorKind, Trail};
use crate::gojson::scalar::{go_type, scalar_key, GoType, ScalarKey};
use crate::lists::element::Item;
use crate::lists::Key;
use crate::schema::{PatchMeta, SchemaRef};

pub(crate) use crate::engine::DiffOptions;

pub(crate) fn diff_maps<'a, V: Source + 'a>(
    original: &'a V::Map,
    modified: &'a V::Map,
    schema: SchemaRef<'_>,
    options: DiffOptions,
    trail: &Trail<'_>,
    arena: &'a Arena,
) -> Result<Map<'a>, Error> {
    let mut patch = Map::new_in(arena);
    let mut retain_keys = options.build_retain_keys.then(RetainKeysOf::default);
    for (key, original_value, modified_value) in join::<V>(original, modified) {
        let modified_value = match (original_value, modified_value) {
            (_, Some(modified_value)) => modified_value,
            (Some(original_value), None) => {
                if !options.ignore_deletions {
                    patch.insert(key, Doc::Null);
                }
                if let Some(keys) = &mut retain_keys {
                    keys.see(key, Some(original_value.is_null()), None);
                }
                continue;
            }
            (None, None) => continue,
        };
        if let Some(keys) = &mut retain_keys {
            keys.see(key, original_value.map(V::is_null), Some(modified_value.is_null()));
        }
        let Some(original_value) = original_value else {
            if !options.ignore_changes_and_additions {
                patch.insert(key, modified_value.to_doc(arena));
            }
            continue;
        };
        let child = trail.key(key)?;
        if key == directive::PATCH {
            match (original_value.as_str(), modified_value.as_str()) {
                (Some(a), Some(b)) => {
                    if a != b {
                        patch.insert(key, modified_value.to_doc(arena));
                    }
                }
                _ => return Err(child.error(ErrorKind::InvalidDirectiveMarker)),
            }
            continue;
        }
        if go_type(original_value) != go_type(modified_value) {
            if !options.ignore_changes_and_additions {
                patch.insert(key, modified_value.to_doc(arena));
            }
            continue;
        }
        if let (Some(o), Some(m)) = (original_value.as_map(), modified_value.as_map()) {
            diff_map_field::<V>(key, o, m, &mut patch, schema, options, &child)?;
        } else if let (Some(o), Some(m)) = (original_value.as_list(), modified_value.as_list()) {
            diff_list_field(key, o, m, &mut patch, schema, options, &child)?;
        } else if !options.ignore_changes_and_additions && original_value != modified_value {
            patch.insert(key, modified_value.to_doc(arena));
        }
    }
    if let Some(keys) = retain_keys {
        if let Some(keys) = keys.list(patch.is_empty()) {
            let keys = arena.alloc_slice_fill_iter(keys.into_iter().map(Doc::String));
            patch.insert(directive::RETAIN_KEYS, Doc::Array(keys));
        }
    }
    Ok(patch)
}

#[allow(clippy::too_many_arguments)]
fn diff_map_field<'a, V: Source + 'a>(
    key: &'a str,
    original: &'a V::Map,
    modified: &'a V::Map,
    patch: &mut Map<'a>,
    schema: SchemaRef<'_>,
    options: DiffOptions,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let arena = patch.arena();
    let (field_schema, meta) = match schema.lookup_field(key) {
        Ok(found) => found,
        // Unknown fields only matter when their values differ.
        Err(_) if original == modified => return Ok(()),
        Err(kind) => return Err(trail.error(kind)),
    };
    let meta = meta.check().map_err(|kind| trail.error(kind))?;
    if !meta.is_replace() && field_schema.is_plain() && same_maps::<V>(original, modified) {
        return Ok(());
    }
    if field_schema.is_atomic() {
        if !options.ignore_changes_and_additions && original != modified {
            patch.insert(key, Doc::Object(V::map_to_doc(modified, arena)));
        }
        return Ok(());
    }
    if meta.is_replace() {
        if !options.ignore_changes_and_additions {
            patch.insert(key, Doc::Object(V::map_to_doc(modified, arena)));
        }
        return Ok(());
    }
    let nested = DiffOptions { build_retain_keys: meta.retain_keys(), ..options };
    let sub = diff_maps::<V>(original, modified, field_schema, nested, trail, arena)?;
    if !sub.is_empty() {
        patch.insert(key, Doc::Object(sub.freeze()));
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn diff_list_field<'a, V: Source + 'a>(
    key: &'a str,
    original: &'a [V],
    modified: &'a [V],
    patch: &mut Map<'a>,
    schema: SchemaRef<'_>,
    options: DiffOptions,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let arena = patch.arena();
    let (items, meta) = match schema.lookup_list_field(key) {
        Ok(found) => found,
        Err(_) if original == modified => return Ok(()),
        Err(kind) => return Err(trail.error(kind)),
    };
    let meta = meta.check().map_err(|kind| trail.error(kind))?;
    if !meta.is_merge() {
        if !options.ignore_changes_and_additions && original != modified {
            patch.insert(key, Doc::Array(list_of(modified, arena)));
        }
        return Ok(());
    }
    let options = DiffOptions { build_retain_keys: meta.retain_keys(), ..options };
    let lists = diff_lists(original, modified, items, meta, options, trail, arena)?;
    if !lists.patch.is_empty() {
        patch.insert(key, Doc::Array(list_in(arena, &lists.patch)));
    }
    if !lists.deletions.is_empty() {
        let deletions = Doc::Array(list_in(arena, &lists.deletions));
        patch.insert(directive::list_key_in(arena, directive::DELETE_FROM_PRIMITIVE_LIST, key), deletions);
    }
    if !lists.order.is_empty() {
        let order = Doc::Array(list_in(arena, &lists.order));
        patch.insert(directive::list_key_in(arena, directive::SET_ELEMENT_ORDER, key), order);
    }
    Ok(())
}

/// `items` as a document's list, in `arena`.
fn list_of<'a, V: Source + 'a>(items: &'a [V], arena: &'a Arena) -> &'a [Doc<'a>] {
    arena.alloc_slice_fill_iter(items.iter().map(|item| item.to_doc(arena)))
}

/// The three parallel lists a merge list's diff produces.
#[derive(Default)]
struct ListDiff<'a> {
    patch: Vec<Doc<'a>>,
    deletions: Vec<Doc<'a>>,
    order: Vec<Doc<'a>>,
}

#[allow(clippy::too_many_arguments)]
fn diff_lists<'a, V: Source + 'a>(
    original: &'a [V],
    modified: &'a [V],
    items: SchemaRef<'_>,
    meta: &PatchMeta,
    options: DiffOptions,
    trail: &Trail<'_>,
    arena: &'a Arena,
) -> Result<ListDiff<'a>, Error> {
    if original.is_empty() {
        if modified.is_empty() || options.ignore_changes_and_additions {
            return Ok(ListDiff::default());
        }
        return Ok(ListDiff { patch: modified.iter().map(|item| item.to_doc(arena)).collect(), ..ListDiff::default() });
    }
    let kind = element_type(&[original, modified]).map_err(|kind| trail.error(kind))?;
    if kind == Some(GoType::Map) {
        let merge_key = meta.merge_key_str();
        let items = ValueItems { schema: items, merge_key, options, trail, arena };
        let diff = if merge_key.contains(',') {
            diff_lists_of_maps(original, modified, &items, |item| Ok(Key::or_nil(Item::key(item, merge_key)?)))?
        } else {
            // A single key is borrowed from the item: this runs on every diffed list.
            diff_lists_of_maps(original, modified, &items, |item| {
                item.get(merge_key).map_or(Ok(ScalarKey::Nil), comparable_key)
            })?
        };
        Ok(ListDiff { patch: diff.patch, deletions: Vec::new(), order: diff.order.unwrap_or_default() })
    } else {
        let diff = diff_primitives(original, modified, options, comparable_key).map_err(|kind| trail.error(kind))?;
        let docs = |items: Vec<&'a V>| items.into_iter().map(|item| item.to_doc(arena)).collect();
        Ok(ListDiff {
            patch: docs(diff.additions),
            deletions: docs(diff.deletions),
            order: diff.order.map(docs).unwrap_or_default(),
        })
    }
}

/// A scalar key Go compares with `==`; a map or a list makes the reference crash.
fn comparable_key<V: Source>(value: &V) -> Result<ScalarKey<'_>, ErrorKind> {
    scalar_key(value).ok_or_else(uncomparable_list_keys)
}

/// `diffListsOfMaps` ([`diff_keyed`]) with each item's key as `key` reads it: every item
/// must have its key field, and modified's keys must be comparable.
fn diff_lists_of_maps<'a, V: Source + 'a, K: std::hash::Hash + Eq>(
    original: &'a [V],
    modified: &'a [V],
    items: &ValueItems<'_, 'a>,
    key: impl Fn(&'a V) -> Result<K, ErrorKind>,
) -> Result<KeyedListDiff<Doc<'a>>, Error> {
    let (merge_key, trail) = (items.merge_key, items.trail);
    for (index, item) in modified.iter().enumerate().chain(original.iter().enumerate()) {
        if merge_key::first_value(item, merge_key).is_none() {
            return Err(trail.index(index)?.error(missing_merge_key(item, merge_key)));
        }
    }
    if let (true, Some(first)) = (merge_key.is_empty(), modified.first()) {
        return Err(trail.error(missing_merge_key(first, merge_key)));
    }
    let at = |kind| trail.error(kind);
    let modified_keys = crate::lists::try_collect(modified.iter().map(|item| key(item).map(Some))).map_err(at)?;
    let original_keys: Vec<Option<K>> = original.iter().map(|item| key(item).ok()).collect();
    let text = |item: &'a V| -> Cow<'a, [u8]> {
        match merge_key::text(item, merge_key) {
            Cow::Borrowed(text) => Cow::Borrowed(text.as_bytes()),
            Cow::Owned(text) => Cow::Owned(text.into_bytes()),
        }
    };
    let texts = || Ok([original.iter().map(text).collect(), modified.iter().map(text).collect()]);
    let original = KeyedList { items: original, keys: &original_keys };
    let modified = KeyedList { items: modified, keys: &modified_keys };
    let (mut patch, mut order) = (Vec::new(), None);
    diff_keyed(original, modified, texts, items.options, items, &mut patch, &mut order)?;
    Ok(KeyedListDiff { patch, order })
}

/// JSON items in a keyed diff: maps, their patches maps, made in `arena`.
struct ValueItems<'s, 'a> {
    schema: SchemaRef<'s>,
    merge_key: &'s str,
    options: DiffOptions,
    trail: &'s Trail<'s>,
    arena: &'a Arena,
}

impl<'a> ValueItems<'_, 'a> {
    /// A map holding `item`'s key fields.
    fn key_entry<V: Source + 'a>(&self, item: &'a V) -> Map<'a> {
        let mut entry = Map::new_in(self.arena);
        insert_key_fields(&mut entry, item, self.merge_key);
        entry
    }
}

impl<'a, V: Source + 'a> KeyedDiffItems<'a, V> for ValueItems<'_, 'a> {
    type Patch = Doc<'a>;
    type Entry = Doc<'a>;

    fn changed(&self, original: &'a V, modified: &'a V, position: usize) -> Result<Option<Doc<'a>>, Error> {
        // Items with a merge key are maps (checked before); anything else is refused.
        let (Some(om), Some(mm)) = (original.as_map(), modified.as_map()) else {
            return Err(self.trail.index(position)?.error(missing_merge_key(modified, self.merge_key)));
        };
        if self.schema.is_plain() && same_maps::<V>(om, mm) {
            return Ok(None);
        }
        let mut sub = diff_maps::<V>(om, mm, self.schema, self.options, &self.trail.index(position)?, self.arena)?;
        if sub.is_empty() {
            return Ok(None);
        }
        insert_key_fields(&mut sub, modified, self.merge_key);
        Ok(Some(Doc::Object(sub.freeze())))
    }

    fn added(&self, item: &'a V) -> Doc<'a> {
        item.to_doc(self.arena)
    }

    fn removed(&self, item: &'a V) -> Doc<'a> {
        let mut entry = self.key_entry(item);
        entry.insert(directive::PATCH, Doc::String(directive::DELETE));
        Doc::Object(entry.freeze())
    }

    fn order_entry(&self, item: &'a V) -> Doc<'a> {
        Doc::Object(self.key_entry(item).freeze())
    }

    fn is_delete_marked(&self, patch: &Doc<'a>) -> bool {
        is_delete_item(patch)
    }
}

/// Whether two values are equal and hold no `$patch`: where the schema is plain
/// ([`SchemaRef::is_plain`]), their diff is then empty, and can be skipped. A `$patch` the
/// diff reads (and refuses where it is no string) even where both sides agree.
fn same<V: Source>(original: &V, modified: &V) -> bool {
    match (original.as_map(), modified.as_map()) {
        (Some(original), Some(modified)) => same_maps::<V>(original, modified),
        (None, None) => match (original.as_list(), modified.as_list()) {
            (Some(original), Some(modified)) => {
                original.len() == modified.len() && original.iter().zip(modified).all(|(o, m)| same(o, m))
            }
            (None, None) => original == modified,
            _ => false,
        },
        _ => false,
    }
}

fn same_maps<V: Source>(original: &V::Map, modified: &V::Map) -> bool {
    let (mut original, mut modified) = (V::entries(original), V::entries(modified));
    loop {
        match (original.next(), modified.next()) {
            (None, None) => return true,
            (Some((ok, ov)), Some((mk, mv))) if same_text(ok, mk) && ok != directive::PATCH && same(ov, mv) => {}
            _ => return false,
        }
    }
}

/// The fields of `item`'s merge key (all of them for a composite one), into `entry`.
fn insert_key_fields<'a, V: Source + 'a>(entry: &mut Map<'a>, item: &'a V, merge_key: &str) {
    let arena = entry.arena();
    merge_key::key_fields(item, merge_key, |field, value| {
        // The item's own key, borrowed where it is, rather than a copy of the field name.
        let key = item.as_map().and_then(|map| V::key_in(map, field)).unwrap_or_else(|| arena.alloc_str(field));
        entry.insert(key, value.map_or(Doc::Null, |value| value.to_doc(arena)));
    });
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use crate::Schema;

    /// A container whose `env` items are plain, and whose `resources` map is replaced whole.
    fn schema() -> Schema {
        Schema::from_openapi_v2(&json!({"definitions": {
            "Container": {"type": "object", "properties": {
                "env": {"type": "array", "items": {"$ref": "#/definitions/EnvVar"},
                        "x-kubernetes-patch-strategy": "merge", "x-kubernetes-patch-merge-key": "name"},
                "resources": {"$ref": "#/definitions/Resources", "x-kubernetes-patch-strategy": "replace"},
                "probe": {"$ref": "#/definitions/Resources"}}},
            "EnvVar": {"type": "object", "properties": {"name": {"type": "string"}, "value": {"type": "string"},
                                                        "from": {"type": "object"}}},
            "Resources": {"type": "object", "properties": {"limits": {"type": "object"}}}}}))
        .expect("a valid schema")
    }

    fn two_way(original: Value, modified: Value) -> Result<Value, crate::Error> {
        let schema = schema();
        crate::two_way(
            &original,
            &modified,
            schema.definition("Container").expect("defined"),
            &crate::TwoWayOptions::default(),
        )
    }

    #[test]
    fn plain_types_are_those_without_strategies_below() {
        let schema = schema();
        let plain = |name: &str| schema.definition(name).expect("defined").is_plain();
        assert!(plain("EnvVar") && plain("Resources"));
        assert!(!plain("Container"));
    }

    // Equal plain values are skipped, but not what the diff reads even where both sides
    // agree: a `$patch` (refused where it is no string), a `replace` map (sent whole).
    #[test]
    fn equal_values_skipped_keep_what_go_sends_and_refuses() {
        let env = json!([{"name": "a", "value": "1", "from": {"x": [1, {"y": null}]}}, {"name": "b"}]);
        let same = json!({"env": env, "probe": {"limits": {"cpu": "1"}}});
        assert_eq!(two_way(same.clone(), same).unwrap(), json!({}));

        let directive = json!({"env": [{"name": "a", "$patch": 1}]});
        assert!(two_way(directive.clone(), directive).is_err());
        let nested = json!({"probe": {"limits": {"$patch": 1}}});
        assert!(two_way(nested.clone(), nested).is_err());

        let resources = json!({"resources": {"limits": {"cpu": "1"}}});
        assert_eq!(two_way(resources.clone(), resources.clone()).unwrap(), resources);
    }
}
