//! Merging a patch list into a live list (the reference's `mergeSliceHandler` and
//! `mergeSlice`) on `Value`s, with the generic algorithms of [`crate::lists`].

use serde_json::Value;

use super::common::element_type;
use super::merge::{merge_map, MergeOptions};
use super::order::{item_key, normalize_element_order, KeyedItems};
use super::scalar::{comparable_key, go_type, scalar_key, GoType, ScalarKey};
use crate::directive;
use crate::error::{Error, ErrorKind, Trail};
use crate::gojson;
use crate::lists::keyed::{merge_by_key, KeyedMerge, PatchItem};
use crate::lists::order::{aliased_live_order, LiveSlot};
use crate::lists::primitive::{go_decoded_capacity, go_deduplicate};
use crate::schema::{PatchMeta, SchemaRef};

/// A list field being merged: its item type and patch metadata, and whether the patch
/// list is a `$deleteFromPrimitiveList` list.
pub(crate) struct ListField<'s> {
    pub items: SchemaRef<'s>,
    pub meta: &'s PatchMeta,
    pub is_delete_list: bool,
}

/// The merged list and, when asked for, the live order the reference uses afterwards:
/// the keys of the live list *as Go's in-place slice operations left it* (see
/// [`crate::lists::order::aliased_live_order`]).
pub(crate) struct ListMerge {
    pub merged: Vec<Value>,
    pub live_order: Vec<Value>,
}

pub(crate) fn merge_list(
    original: Vec<Value>,
    patch: Vec<Value>,
    field: &ListField<'_>,
    options: MergeOptions,
    want_live_order: bool,
    trail: &Trail<'_>,
) -> Result<ListMerge, Error> {
    if !field.meta.is_merge() && !field.is_delete_list {
        let live_order = if want_live_order { keys_of(&original, field.meta.merge_key_str()) } else { Vec::new() };
        return Ok(ListMerge { merged: patch, live_order });
    }
    if original.is_empty() && patch.is_empty() {
        return Ok(ListMerge { merged: original, live_order: Vec::new() });
    }
    let kind = element_type(&[&original, &patch]).map_err(|kind| trail.error(kind))?;
    if kind != Some(GoType::Map) {
        if options.merge_parallel_list && field.is_delete_list {
            let merged = delete_from_list(original, &patch).map_err(|kind| trail.error(kind))?;
            return Ok(ListMerge { merged, live_order: Vec::new() });
        }
        return merge_primitives(original, patch, want_live_order).map_err(|kind| trail.error(kind));
    }
    let merge_key = field.meta.merge_key_str();
    if merge_key.is_empty() {
        return Err(trail.error(ErrorKind::NoMergeKeyInSchema));
    }
    merge_maps_by_key(original, patch, field.items, merge_key, options, want_live_order, trail)
}

/// The keys of a list's items, for ordering: the merge key's value, or the item itself.
fn keys_of(list: &[Value], merge_key: &str) -> Vec<Value> {
    list.iter().map(|item| item_key(item, merge_key).cloned().unwrap_or(Value::Null)).collect()
}

fn delete_from_list(original: Vec<Value>, to_delete: &[Value]) -> Result<Vec<Value>, ErrorKind> {
    let doomed: std::collections::HashSet<ScalarKey<'_>> =
        to_delete.iter().map(|v| comparable_key(v, "$deleteFromPrimitiveList items")).collect::<Result<_, _>>()?;
    let keep: Vec<bool> = original
        .iter()
        .map(|item| Ok(!doomed.contains(&comparable_key(item, "primitive list items")?)))
        .collect::<Result<_, ErrorKind>>()?;
    Ok(original.into_iter().zip(keep).filter_map(|(item, keep)| keep.then_some(item)).collect())
}

/// Lists of primitives: live items then patch items, de-duplicated as Go does it, then
/// ordered. Go appends the patch into the live slice's spare capacity, so with
/// duplicates in the live list the de-duplication rewrites the live order it then uses.
fn merge_primitives(original: Vec<Value>, patch: Vec<Value>, want_live_order: bool) -> Result<ListMerge, ErrorKind> {
    let live_len = original.len();
    let in_place = go_decoded_capacity(live_len) >= live_len + patch.len();
    let mut all = original;
    let patch_len = patch.len();
    all.extend(patch);
    let (slots, len, server_order, patch_order) = {
        let keys: Vec<ScalarKey<'_>> =
            all.iter().map(|v| comparable_key(v, "primitive list items")).collect::<Result<_, _>>()?;
        let (slots, len) = go_deduplicate(&keys);
        let server_order: Vec<usize> = if in_place { slots[..live_len].to_vec() } else { (0..live_len).collect() };
        (slots, len, server_order, (live_len..live_len + patch_len).collect::<Vec<usize>>())
    };
    let live_order: Vec<Value> =
        if want_live_order { server_order.iter().map(|&i| all[i].clone()).collect() } else { Vec::new() };
    let server_keys: Vec<Value> = server_order.iter().map(|&i| all[i].clone()).collect();
    let patch_keys: Vec<Value> = patch_order.iter().map(|&i| all[i].clone()).collect();
    let mut slots_taken: Vec<Option<Value>> = all.into_iter().map(Some).collect();
    let merged: Vec<Value> = slots[..len].iter().filter_map(|&i| slots_taken[i].take()).collect();
    let ordered = order_by_patch(merged, &patch_keys, &server_keys, "", false)?;
    Ok(ListMerge { merged: ordered, live_order })
}

/// Splits merged items into patch items (keys in `patch_keys`) and server-only ones, and
/// orders them (`partition...ByPresentInList` then `normalizeElementOrder`).
pub(crate) fn order_by_patch(
    merged: Vec<Value>,
    patch_keys: &[Value],
    server_keys: &[Value],
    merge_key: &str,
    is_map_kind: bool,
) -> Result<Vec<Value>, ErrorKind> {
    let in_patch: std::collections::HashSet<ScalarKey<'_>> =
        patch_keys.iter().map(|k| comparable_key(k, "list keys")).collect::<Result<_, _>>()?;
    let mut patch_items = Vec::new();
    let mut server_only = Vec::new();
    for item in merged {
        let key = if merge_key.is_empty() {
            comparable_key(&item, "list items")?
        } else {
            let value = item_key(&item, merge_key).ok_or_else(|| missing_merge_key(&item, merge_key))?;
            comparable_key(value, "merge key values")?
        };
        if in_patch.contains(&key) {
            patch_items.push(item);
        } else {
            server_only.push(item);
        }
    }
    let patch_items = KeyedItems { items: patch_items, order: patch_keys };
    let server_only = KeyedItems { items: server_only, order: server_keys };
    normalize_element_order(patch_items, server_only, merge_key, is_map_kind)
}

pub(crate) fn missing_merge_key(item: &Value, merge_key: &str) -> ErrorKind {
    match item {
        Value::Object(_) => {
            ErrorKind::MissingMergeKey { merge_key: merge_key.to_owned(), item: gojson::to_go_sprint_v(item) }
        }
        other => ErrorKind::WrongType { expected: "map", found: crate::error::type_name(other) },
    }
}

/// Lists of maps merged by key ([`crate::lists::keyed`]): `$patch` items first (`delete`
/// removes every live item with that key, `replace` makes the list the other patch
/// items), then each patch item merges into the first live item with an equal key, or
/// is appended.
fn merge_maps_by_key(
    original: Vec<Value>,
    patch: Vec<Value>,
    items_schema: SchemaRef<'_>,
    merge_key: &str,
    options: MergeOptions,
    want_live_order: bool,
    trail: &Trail<'_>,
) -> Result<ListMerge, Error> {
    let live_len = original.len();
    let live_order_keys = if want_live_order { keys_of(&original, merge_key) } else { Vec::new() };
    // Go compares keys with `==`, which crashes on two maps (or two lists): remember the
    // uncomparable key types seen, and give a lone one a key that matches nothing.
    let mut uncomparable = Vec::new();
    let live_keys: Vec<Option<OwnedKey>> = original
        .iter()
        .map(|item| {
            let key = item.get(merge_key)?;
            let owned = OwnedKey::of(key);
            if owned.is_none() {
                uncomparable.push(go_type(key));
            }
            owned
        })
        .collect();

    // `$patch` items first, as the reference does, then the keys of the others.
    let mut plain = Vec::with_capacity(patch.len());
    let mut items = Vec::with_capacity(patch.len());
    for (index, item) in patch.into_iter().enumerate() {
        let Some(marker) = item.get(directive::PATCH) else {
            plain.push((index, item));
            continue;
        };
        let child = trail.index(index)?;
        match marker.as_str() {
            Some(directive::DELETE) => {
                let key = item.get(merge_key).ok_or_else(|| child.error(missing_merge_key(&item, merge_key)))?;
                let key = match OwnedKey::of(key) {
                    Some(key) => key,
                    None if uncomparable.contains(&go_type(key)) => {
                        return Err(child.error(ErrorKind::UncomparableValues { what: "merge key values" }))
                    }
                    None => OwnedKey::Unique(index),
                };
                items.push(PatchItem::Delete { key });
            }
            Some(directive::REPLACE) => items.push(PatchItem::Replace),
            Some(directive::MERGE) => return Err(child.error(ErrorKind::MergeDirectiveInList)),
            _ => {
                return Err(child.error(ErrorKind::UnknownPatchType {
                    value: gojson::to_go_sprint_v(marker),
                    map: gojson::to_go_sprint_v(&item),
                }))
            }
        }
    }
    let mut patch_keys = Vec::with_capacity(plain.len());
    for (index, item) in plain {
        let child = trail.index(index)?;
        let key = item.get(merge_key).ok_or_else(|| child.error(missing_merge_key(&item, merge_key)))?;
        patch_keys.push(key.clone());
        let key = match OwnedKey::of(key) {
            Some(key) => key,
            None if uncomparable.contains(&go_type(key)) => {
                return Err(child.error(ErrorKind::UncomparableValues { what: "merge key values" }))
            }
            None => {
                uncomparable.push(go_type(key));
                OwnedKey::Unique(index)
            }
        };
        items.push(PatchItem::Upsert { key, item: (index, item) });
    }

    let merge = |live: Value, (index, item): (usize, Value), _| -> Result<Value, Error> {
        let child = trail.index(index)?;
        match (live, item) {
            (Value::Object(live), Value::Object(item)) => {
                Ok(Value::Object(merge_map(live, item, items_schema, options, &child)?))
            }
            (_, item) => Err(child.error(missing_merge_key(&item, merge_key))),
        }
    };
    let outcome = merge_by_key(original, &live_keys, items, merge, |(_, item)| item)?;
    let KeyedMerge { merged, deleted_in_order, appended, replaced } = outcome;
    let first_appended = merged.len() - appended;
    let (patch_keys, server_keys) = if replaced {
        (Vec::new(), keys_of(&merged, merge_key))
    } else {
        (patch_keys, keys_of(&merged[..first_appended], merge_key))
    };
    let live_order = if want_live_order {
        aliased_live_order(live_len, &deleted_in_order, appended)
            .into_iter()
            .map(|slot| match slot {
                LiveSlot::Live(i) => live_order_keys[i].clone(),
                LiveSlot::Appended(j) => item_key(&merged[first_appended + j], merge_key).cloned().unwrap_or(Value::Null),
            })
            .collect()
    } else {
        Vec::new()
    };
    let ordered = order_by_patch(merged, &patch_keys, &server_keys, merge_key, true).map_err(|kind| trail.error(kind))?;
    Ok(ListMerge { merged: ordered, live_order })
}

/// An owned [`ScalarKey`], for indexes that outlive borrows of the list.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum OwnedKey {
    Nil,
    Bool(bool),
    Int(i64),
    Float(u64),
    Str(String),
    /// A key no other equals: a list or map Go never gets to compare.
    Unique(usize),
}

impl OwnedKey {
    pub(crate) fn of(value: &Value) -> Option<OwnedKey> {
        Some(match scalar_key(value)? {
            ScalarKey::Nil => OwnedKey::Nil,
            ScalarKey::Bool(b) => OwnedKey::Bool(b),
            ScalarKey::Int(i) => OwnedKey::Int(i),
            ScalarKey::Float(f) => OwnedKey::Float(if f == 0.0 { 0 } else { f.to_bits() }),
            ScalarKey::Str(s) => OwnedKey::Str(s.to_owned()),
        })
    }
}
