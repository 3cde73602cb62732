//! Computing a patch from two documents (the reference's `diffMaps`), for the two-way
//! diff and for both halves of the three-way diff.
//!
//! - An added key is copied verbatim (nulls inside kept); a removed key becomes `null`;
//!   a value of another type, or a scalar that changed, is replaced.
//! - Maps recurse, unless the field's strategy is `replace` (then the whole modified map
//!   is sent, changed or not, as the reference does).
//! - Lists without the merge strategy are replaced whole when they differ.
//! - Lists of maps merged by key: both sides are sorted by the `%v` string of the merge
//!   key and walked together; changed items are sent with their key, new items whole,
//!   removed ones as `{key: v, $patch: delete}`. Changed and new items come in modified's
//!   order, then the deletions. `$setElementOrder/<field>` lists modified's keys when
//!   anything changed or the order did.
//! - Lists of primitives merged: additions under the field, removals under
//!   `$deleteFromPrimitiveList/<field>`, and `$setElementOrder/<field>` (modified as is)
//!   when anything changed.
//! - `$retainKeys` (fields with the `retainKeys` strategy) lists modified's non-null keys,
//!   sorted, when the sub-patch is not empty or the original has keys to clear.

use serde_json::{Map, Value};

use super::common::{element_type, sprint};
use super::lists::missing_merge_key;
use super::merge_key;
use super::scalar::{go_type, scalar_key, GoType, ScalarKey};
use crate::directive;
use crate::engine::retain_keys::retain_keys_list;
use crate::engine::set_element_order::{keyed_order_needed, primitive_order_needed};
use crate::error::{Error, ErrorKind, Trail};
use crate::lists::diff::{sorted_walk, Step};
use crate::lists::order::sort_by_rank;
use crate::lists::primitive::go_deduplicate;
use crate::lists::merge::Item;
use crate::lists::{FirstIndex, Key};
use crate::schema::{PatchMeta, SchemaRef};

pub(crate) use crate::typed::DiffOptions;

pub(crate) fn diff_maps(
    original: &Map<String, Value>,
    modified: &Map<String, Value>,
    schema: SchemaRef<'_>,
    options: DiffOptions,
    trail: &Trail<'_>,
) -> Result<Map<String, Value>, Error> {
    let mut patch = Map::new();
    let mut retain_keys: Vec<&str> = Vec::new();
    for (key, modified_value) in modified {
        if options.build_retain_keys && !modified_value.is_null() {
            retain_keys.push(key);
        }
        let Some(original_value) = original.get(key) else {
            if !options.ignore_changes_and_additions {
                patch.insert(key.clone(), modified_value.clone());
            }
            continue;
        };
        let child = trail.key(key)?;
        if key == directive::PATCH {
            match (original_value.as_str(), modified_value.as_str()) {
                (Some(a), Some(b)) => {
                    if a != b {
                        patch.insert(key.clone(), modified_value.clone());
                    }
                }
                _ => return Err(child.error(ErrorKind::InvalidDirectiveMarker)),
            }
            continue;
        }
        if go_type(original_value) != go_type(modified_value) {
            if !options.ignore_changes_and_additions {
                patch.insert(key.clone(), modified_value.clone());
            }
            continue;
        }
        match (original_value, modified_value) {
            (Value::Object(o), Value::Object(m)) => diff_map_field(key, o, m, &mut patch, schema, options, &child)?,
            (Value::Array(o), Value::Array(m)) => diff_list_field(key, o, m, &mut patch, schema, options, &child)?,
            _ => {
                if !options.ignore_changes_and_additions && original_value != modified_value {
                    patch.insert(key.clone(), modified_value.clone());
                }
            }
        }
    }
    if !options.ignore_deletions {
        for key in original.keys() {
            if !modified.contains_key(key) {
                patch.insert(key.clone(), Value::Null);
            }
        }
    }
    if !retain_keys.is_empty() {
        let original_has_more = patch.is_empty() && has_additional_field(original, modified);
        if let Some(keys) = retain_keys_list(retain_keys, patch.is_empty(), original_has_more) {
            let keys = keys.into_iter().map(|k| Value::String(k.to_owned())).collect();
            patch.insert(directive::RETAIN_KEYS.to_owned(), Value::Array(keys));
        }
    }
    Ok(patch)
}

/// `hasAdditionalNewField`: the original has a non-null key that modified lacks.
fn has_additional_field(original: &Map<String, Value>, modified: &Map<String, Value>) -> bool {
    original.iter().any(|(k, v)| !v.is_null() && !modified.contains_key(k))
}

#[allow(clippy::too_many_arguments)]
fn diff_map_field(
    key: &str,
    original: &Map<String, Value>,
    modified: &Map<String, Value>,
    patch: &mut Map<String, Value>,
    schema: SchemaRef<'_>,
    options: DiffOptions,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let (field_schema, meta) = match schema.field(key) {
        Ok(found) => found,
        // Unknown fields only matter when their values differ.
        Err(_) if original == modified => return Ok(()),
        Err(kind) => return Err(trail.error(kind)),
    };
    let meta = meta.check().map_err(|kind| trail.error(kind))?;
    if field_schema.is_atomic() {
        if !options.ignore_changes_and_additions && original != modified {
            patch.insert(key.to_owned(), Value::Object(modified.clone()));
        }
        return Ok(());
    }
    if meta.is_replace() {
        if !options.ignore_changes_and_additions {
            patch.insert(key.to_owned(), Value::Object(modified.clone()));
        }
        return Ok(());
    }
    let nested = DiffOptions { build_retain_keys: meta.retain_keys(), ..options };
    let sub = diff_maps(original, modified, field_schema, nested, trail)?;
    if !sub.is_empty() {
        patch.insert(key.to_owned(), Value::Object(sub));
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn diff_list_field(
    key: &str,
    original: &[Value],
    modified: &[Value],
    patch: &mut Map<String, Value>,
    schema: SchemaRef<'_>,
    options: DiffOptions,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let (items, meta) = match schema.list_field(key) {
        Ok(found) => found,
        Err(_) if original == modified => return Ok(()),
        Err(kind) => return Err(trail.error(kind)),
    };
    let meta = meta.check().map_err(|kind| trail.error(kind))?;
    if !meta.is_merge() {
        if !options.ignore_changes_and_additions && original != modified {
            patch.insert(key.to_owned(), Value::Array(modified.to_vec()));
        }
        return Ok(());
    }
    let options = DiffOptions { build_retain_keys: meta.retain_keys(), ..options };
    let lists = diff_lists(original, modified, items, meta, options, trail)?;
    if !lists.patch.is_empty() {
        patch.insert(key.to_owned(), Value::Array(lists.patch));
    }
    if !lists.deletions.is_empty() {
        patch.insert(directive::delete_from_primitive_list_key(key), Value::Array(lists.deletions));
    }
    if !lists.order.is_empty() {
        patch.insert(directive::set_element_order_key(key), Value::Array(lists.order));
    }
    Ok(())
}

/// The three parallel lists a merge list's diff produces.
#[derive(Default)]
struct ListDiff {
    patch: Vec<Value>,
    deletions: Vec<Value>,
    order: Vec<Value>,
}

fn diff_lists(
    original: &[Value],
    modified: &[Value],
    items: SchemaRef<'_>,
    meta: &PatchMeta,
    options: DiffOptions,
    trail: &Trail<'_>,
) -> Result<ListDiff, Error> {
    if original.is_empty() {
        if modified.is_empty() || options.ignore_changes_and_additions {
            return Ok(ListDiff::default());
        }
        return Ok(ListDiff { patch: modified.to_vec(), ..ListDiff::default() });
    }
    let kind = element_type(&[original, modified]).map_err(|kind| trail.error(kind))?;
    if kind == Some(GoType::Map) {
        let merge_key = meta.merge_key_str();
        let (changes, deletes) = diff_lists_of_maps(original, modified, items, merge_key, options, trail)?;
        let mut patch = sort_by_modified(changes, modified, merge_key, true).map_err(|kind| trail.error(kind))?;
        let order_same = order_same(original, modified, merge_key).map_err(|kind| trail.error(kind))?;
        patch.extend(deletes);
        let mut order = Vec::new();
        if keyed_order_needed(options, modified.len(), patch.is_empty(), order_same) {
            order = modified
                .iter()
                .map(|item| {
                    let mut entry = Map::new();
                    merge_key::insert_fields(&mut entry, item, merge_key);
                    Value::Object(entry)
                })
                .collect();
        }
        Ok(ListDiff { patch, deletions: Vec::new(), order })
    } else {
        let (additions, deletions, sorted_original) = diff_lists_of_scalars(original, modified, options);
        let patch = sort_by_modified(additions, modified, "", false).map_err(|kind| trail.error(kind))?;
        // Go sorts the original list in place before this comparison, so an unchanged
        // list that is not in sorted order still gets an order directive.
        let unchanged = sorted_original.len() == modified.len()
            && sorted_original.iter().zip(modified).all(|(o, m)| *o == m);
        let mut order = Vec::new();
        if primitive_order_needed(options, modified.len(), !deletions.is_empty(), unchanged) {
            order = modified.to_vec();
        }
        Ok(ListDiff { patch, deletions, order })
    }
}

/// `normalizeSliceOrder(patch, modified)`: items in modified's order, deletions last.
fn sort_by_modified(items: Vec<Value>, modified: &[Value], merge_key: &str, maps: bool) -> Result<Vec<Value>, ErrorKind> {
    let (items, deletes): (Vec<Value>, Vec<Value>) = if maps {
        for item in items.iter().chain(modified) {
            if merge_key::first_value(item, merge_key).is_none() || merge_key.is_empty() {
                return Err(missing_merge_key(item, merge_key));
            }
        }
        items.into_iter().partition(|item| !super::common::is_delete_item(item))
    } else {
        (items, Vec::new())
    };
    // An item without its key sorts as `nil`, as Go reads `item[mergeKey]`. A single key
    // is borrowed from the item (this runs on every diffed list); a composite one is built.
    let ranks = if merge_key.contains(',') {
        ranks(&items, modified, |item| Ok(Item::key(item, merge_key)?.unwrap_or(Key::Nil)))?
    } else {
        ranks(&items, modified, |item| comparable_key(single_key(item, merge_key).unwrap_or(&Value::Null)))?
    };
    let mut sorted = sort_by_rank(items, &ranks);
    sorted.extend(deletes);
    Ok(sorted)
}

/// Each item's position in `modified`, by key (`None`: not there).
fn ranks<'v, K: std::hash::Hash + Eq>(
    items: &'v [Value],
    modified: &'v [Value],
    key: impl Fn(&'v Value) -> Result<K, ErrorKind>,
) -> Result<Vec<Option<usize>>, ErrorKind> {
    let index = FirstIndex::new(modified.iter().map(&key).collect::<Result<Vec<_>, _>>()?);
    items.iter().map(|item| Ok(index.get(&key(item)?))).collect()
}

/// The value of a single merge key, or the item itself in a list of primitives.
fn single_key<'v>(item: &'v Value, merge_key: &str) -> Option<&'v Value> {
    if merge_key.is_empty() {
        Some(item)
    } else {
        item.get(merge_key)
    }
}

/// A scalar key Go compares with `==`; a map or a list makes the reference crash.
fn comparable_key(value: &Value) -> Result<ScalarKey<'_>, ErrorKind> {
    scalar_key(value).ok_or(ErrorKind::UncomparableValues { what: "list keys" })
}

/// `isOrderSame`: same length and the same merge key at every position.
fn order_same(original: &[Value], modified: &[Value], merge_key: &str) -> Result<bool, ErrorKind> {
    if original.len() != modified.len() {
        return Ok(false);
    }
    for (o, m) in original.iter().zip(modified) {
        match merge_key::equal(o, m, merge_key)? {
            Some(true) => {}
            Some(false) => return Ok(false),
            None if merge_key::first_value(o, merge_key).is_none() => return Err(missing_merge_key(o, merge_key)),
            None => return Err(missing_merge_key(m, merge_key)),
        }
    }
    Ok(true)
}

/// `diffListsOfMaps`: the sorted walk ([`crate::lists::diff`]) by the `%v` of the
/// merge key; paired items are diffed recursively and sent with their key when changed.
fn diff_lists_of_maps(
    original: &[Value],
    modified: &[Value],
    items: SchemaRef<'_>,
    merge_key: &str,
    options: DiffOptions,
    trail: &Trail<'_>,
) -> Result<(Vec<Value>, Vec<Value>), Error> {
    for (index, item) in modified.iter().enumerate().chain(original.iter().enumerate()) {
        if merge_key::first_value(item, merge_key).is_none() {
            return Err(trail.index(index)?.error(missing_merge_key(item, merge_key)));
        }
    }
    let texts = |list: &[Value]| -> Vec<String> { list.iter().map(|item| merge_key::text(item, merge_key)).collect() };
    let (steps, _) = sorted_walk(&texts(original), &texts(modified));
    let mut changes = Vec::new();
    let mut deletes = Vec::new();
    for step in steps {
        match step {
            Step::Paired { original: o, modified: m } => {
                // Items with a merge key are maps (checked above); anything else is refused.
                let (Value::Object(om), Value::Object(mm)) = (&original[o], &modified[m]) else {
                    return Err(trail.index(m)?.error(missing_merge_key(&modified[m], merge_key)));
                };
                let mut sub = diff_maps(om, mm, items, options, &trail.index(m)?)?;
                if !sub.is_empty() {
                    merge_key::insert_fields(&mut sub, &modified[m], merge_key);
                    changes.push(Value::Object(sub));
                }
            }
            Step::Added(m) => {
                if !options.ignore_changes_and_additions {
                    changes.push(modified[m].clone());
                }
            }
            Step::Removed(o) => {
                if !options.ignore_deletions {
                    let mut entry = Map::new();
                    merge_key::insert_fields(&mut entry, &original[o], merge_key);
                    entry.insert(directive::PATCH.to_owned(), Value::String(directive::DELETE.to_owned()));
                    deletes.push(Value::Object(entry));
                }
            }
        }
    }
    Ok((changes, deletes))
}

/// `diffListsOfScalars`: the sorted walk by `%v`; additions (in walk order, re-sorted by
/// the caller), deletions (de-duplicated as Go does it), and the original list sorted
/// (Go sorts it in place, and its caller then compares the sorted list).
fn diff_lists_of_scalars<'o>(
    original: &'o [Value],
    modified: &[Value],
    options: DiffOptions,
) -> (Vec<Value>, Vec<Value>, Vec<&'o Value>) {
    let texts = |list: &[Value]| -> Vec<String> { list.iter().map(sprint).collect() };
    let (steps, sorted) = sorted_walk(&texts(original), &texts(modified));
    let mut additions = Vec::new();
    let mut deletions = Vec::new();
    for step in steps {
        match step {
            Step::Paired { .. } => {}
            Step::Added(m) if !options.ignore_changes_and_additions => additions.push(modified[m].clone()),
            Step::Removed(o) if !options.ignore_deletions => deletions.push(original[o].clone()),
            Step::Added(_) | Step::Removed(_) => {}
        }
    }
    let sorted_original = sorted.into_iter().map(|i| &original[i]).collect();
    (additions, go_dedupe_values(deletions), sorted_original)
}

/// De-duplicates scalars with the reference's algorithm (its order is observable).
pub(crate) fn go_dedupe_values(values: Vec<Value>) -> Vec<Value> {
    let (slots, len) = {
        let keys: Vec<Option<ScalarKey<'_>>> = values.iter().map(super::scalar::scalar_key).collect();
        go_deduplicate(&keys)
    };
    let mut taken: Vec<Option<Value>> = values.into_iter().map(Some).collect();
    slots[..len].iter().filter_map(|&i| taken[i].take()).collect()
}
