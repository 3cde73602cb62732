//! Merging a patch list into a live list (the reference's `mergeSliceHandler` and
//! `mergeSlice`) on `Value`s, with the generic algorithms of [`crate::lists`].

use std::collections::HashMap;

use serde_json::Value;

use super::common::{element_type, take};
use super::merge::{merge_map, MergeOptions};
use super::order::{item_key, normalize_element_order, KeyedItems};
use super::scalar::{comparable_key, go_type, scalar_key, GoType, ScalarKey};
use crate::directive;
use crate::error::{Error, ErrorKind, Trail};
use crate::gojson;
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

/// Lists of maps merged by key: `$patch` items first (`delete` removes every live item
/// with that key, `replace` makes the list the other patch items), then each patch item
/// merges into the first live item with an equal key, or is appended.
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
    let live_keys = if want_live_order { keys_of(&original, merge_key) } else { Vec::new() };

    // Special items.
    let mut plain = Vec::with_capacity(patch.len());
    let mut delete_keys: Vec<(usize, Value)> = Vec::new();
    let mut replace = false;
    for (index, item) in patch.into_iter().enumerate() {
        let Some(marker) = item.get(directive::PATCH) else {
            plain.push((index, item));
            continue;
        };
        let child = trail.index(index)?;
        match marker.as_str() {
            Some(directive::DELETE) => match item.get(merge_key) {
                Some(key) => delete_keys.push((index, key.clone())),
                None => return Err(child.error(missing_merge_key(&item, merge_key))),
            },
            Some(directive::REPLACE) => replace = true,
            Some(directive::MERGE) => return Err(child.error(ErrorKind::MergeDirectiveInList)),
            _ => {
                return Err(child.error(ErrorKind::UnknownPatchType {
                    value: gojson::to_go_sprint_v(marker),
                    map: gojson::to_go_sprint_v(&item),
                }))
            }
        }
    }

    // Deletions, in patch order, each removing every live item with the key.
    let deleted_in_order = {
        let mut by_key: HashMap<ScalarKey<'_>, Vec<usize>> = HashMap::new();
        let mut uncomparable_types = Vec::new();
        for (position, item) in original.iter().enumerate() {
            if let Some(key) = item.get(merge_key) {
                match scalar_key(key) {
                    Some(key) => by_key.entry(key).or_default().push(position),
                    None => uncomparable_types.push(go_type(key)),
                }
            }
        }
        let mut deleted = Vec::new();
        for (index, key) in &delete_keys {
            match scalar_key(key) {
                Some(key) => deleted.extend(by_key.remove(&key).unwrap_or_default()),
                None if uncomparable_types.contains(&go_type(key)) => {
                    return Err(trail.index(*index)?.error(ErrorKind::UncomparableValues { what: "merge key values" }))
                }
                None => {}
            }
        }
        deleted
    };
    let mut is_deleted = vec![false; live_len];
    for &position in &deleted_in_order {
        is_deleted[position] = true;
    }
    let remaining: Vec<Value> =
        original.into_iter().zip(&is_deleted).filter_map(|(item, &deleted)| (!deleted).then_some(item)).collect();

    let (merged, patch_keys, server_keys, appended_keys) = if replace {
        let merged: Vec<Value> = plain.into_iter().map(|(_, item)| item).collect();
        let server_keys = keys_of(&merged, merge_key);
        (merged, Vec::new(), server_keys, Vec::new())
    } else {
        let server_keys = keys_of(&remaining, merge_key);
        let patch_keys: Vec<Value> = plain.iter().map(|(_, item)| item_key(item, merge_key).cloned().unwrap_or(Value::Null)).collect();
        let (merged, appended_keys) =
            merge_items(remaining, plain, items_schema, merge_key, options, deleted_in_order.len(), trail)?;
        (merged, patch_keys, server_keys, appended_keys)
    };
    let ordered = order_by_patch(merged, &patch_keys, &server_keys, merge_key, true).map_err(|kind| trail.error(kind))?;

    let live_order = if want_live_order {
        aliased_live_order(live_len, &deleted_in_order, appended_keys.len())
            .into_iter()
            .map(|slot| match slot {
                LiveSlot::Live(i) => live_keys[i].clone(),
                LiveSlot::Appended(j) => appended_keys[j].clone(),
            })
            .collect()
    } else {
        Vec::new()
    };
    Ok(ListMerge { merged: ordered, live_order })
}

/// `mergeSliceWithoutSpecialElements`, indexed: each patch item merges into the first
/// item with an equal key or is appended. Returns the list and the keys of the first
/// `keep_appended` appended items (for the aliased live order).
fn merge_items(
    mut list: Vec<Value>,
    patch: Vec<(usize, Value)>,
    items_schema: SchemaRef<'_>,
    merge_key: &str,
    options: MergeOptions,
    keep_appended: usize,
    trail: &Trail<'_>,
) -> Result<(Vec<Value>, Vec<Value>), Error> {
    // Positions by key; keys are cloned so the list can be mutated while indexed.
    let mut index: HashMap<OwnedKey, usize> = HashMap::with_capacity(list.len() + patch.len());
    let mut uncomparable_types = Vec::new();
    for (position, item) in list.iter().enumerate() {
        if let Some(key) = item.get(merge_key) {
            match OwnedKey::of(key) {
                Some(key) => {
                    index.entry(key).or_insert(position);
                }
                None => uncomparable_types.push(go_type(key)),
            }
        }
    }
    let mut appended_keys = Vec::new();
    for (patch_index, item) in patch {
        let child = trail.index(patch_index)?;
        let Some(key) = item.get(merge_key) else { return Err(child.error(missing_merge_key(&item, merge_key))) };
        let owned = match OwnedKey::of(key) {
            Some(owned) => owned,
            None if uncomparable_types.contains(&go_type(key)) => {
                return Err(child.error(ErrorKind::UncomparableValues { what: "merge key values" }))
            }
            None => {
                uncomparable_types.push(go_type(key));
                if appended_keys.len() < keep_appended {
                    appended_keys.push(key.clone());
                }
                list.push(item);
                continue;
            }
        };
        match index.get(&owned) {
            Some(&position) => {
                let Value::Object(patch_map) = item else { return Err(child.error(missing_merge_key(&item, merge_key))) };
                let Value::Object(live_map) = take(&mut list[position]) else {
                    return Err(child.error(ErrorKind::WrongType { expected: "map", found: "non-map" }));
                };
                list[position] = Value::Object(merge_map(live_map, patch_map, items_schema, options, &child)?);
            }
            None => {
                if appended_keys.len() < keep_appended {
                    appended_keys.push(key.clone());
                }
                index.insert(owned, list.len());
                list.push(item);
            }
        }
    }
    Ok((list, appended_keys))
}

/// An owned [`ScalarKey`], for indexes that outlive borrows of the list.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum OwnedKey {
    Nil,
    Bool(bool),
    Int(i64),
    Float(u64),
    Str(String),
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
