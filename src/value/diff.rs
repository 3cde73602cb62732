//! Computing a patch from two documents (the reference's `diffMaps`), for the two-way
//! diff and for both halves of the three-way diff.
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

use serde_json::{Map, Value};

use super::common::{element_type, is_delete_item};
use crate::directive;
use crate::engine::list_diff::{diff_keyed, diff_primitives, KeyedDiffItems, KeyedList, KeyedListDiff};
use crate::engine::merge_key::{self, missing_merge_key};
use crate::engine::patch::uncomparable_list_keys;
use crate::engine::retain_keys::RetainKeysOf;
use crate::error::{Error, ErrorKind, Trail};
use crate::gojson::scalar::{go_type, scalar_key, GoType, ScalarKey};
use crate::lists::merge::Item;
use crate::lists::Key;
use crate::schema::{PatchMeta, SchemaRef};

pub(crate) use crate::engine::DiffOptions;

pub(crate) fn diff_maps(
    original: &Map<String, Value>,
    modified: &Map<String, Value>,
    schema: SchemaRef<'_>,
    options: DiffOptions,
    trail: &Trail<'_>,
) -> Result<Map<String, Value>, Error> {
    let mut patch = Map::new();
    let mut retain_keys = options.build_retain_keys.then(RetainKeysOf::default);
    for (key, modified_value) in modified {
        if let Some(keys) = &mut retain_keys {
            keys.see(key, original.get(key).map(Value::is_null), Some(modified_value.is_null()));
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
    if let Some(mut keys) = retain_keys {
        for (key, value) in original.iter().filter(|(key, _)| !modified.contains_key(*key)) {
            keys.see(key, Some(value.is_null()), None);
        }
        if let Some(keys) = keys.list(patch.is_empty()) {
            let keys = keys.into_iter().map(|k| Value::String(k.to_owned())).collect();
            patch.insert(directive::RETAIN_KEYS.to_owned(), Value::Array(keys));
        }
    }
    Ok(patch)
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
    let (field_schema, meta) = match schema.lookup_field(key) {
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
    let (items, meta) = match schema.lookup_list_field(key) {
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
        let items = ValueItems { schema: items, merge_key, options, trail };
        let diff = if merge_key.contains(',') {
            diff_lists_of_maps(original, modified, &items, |item| Ok(Key::or_nil(Item::key(item, merge_key)?)))?
        } else {
            // A single key is borrowed from the item: this runs on every diffed list.
            diff_lists_of_maps(original, modified, &items, |item| {
                comparable_key(item.get(merge_key).unwrap_or(&Value::Null))
            })?
        };
        Ok(ListDiff { patch: diff.patch, deletions: Vec::new(), order: diff.order.unwrap_or_default() })
    } else {
        let diff = diff_primitives(original, modified, options, comparable_key).map_err(|kind| trail.error(kind))?;
        Ok(ListDiff { patch: diff.additions, deletions: diff.deletions, order: diff.order.unwrap_or_default() })
    }
}

/// A scalar key Go compares with `==`; a map or a list makes the reference crash.
fn comparable_key(value: &Value) -> Result<ScalarKey<'_>, ErrorKind> {
    scalar_key(value).ok_or_else(uncomparable_list_keys)
}

/// `diffListsOfMaps` ([`diff_keyed`]) with each item's key as `key` reads it: every item
/// must have its key field, and modified's keys must be comparable.
fn diff_lists_of_maps<'a, K: std::hash::Hash + Eq>(
    original: &'a [Value],
    modified: &'a [Value],
    items: &ValueItems<'_>,
    key: impl Fn(&'a Value) -> Result<K, ErrorKind>,
) -> Result<KeyedListDiff<Value>, Error> {
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
    let modified_keys = modified.iter().map(|item| key(item).map(Some)).collect::<Result<Vec<_>, _>>().map_err(at)?;
    let original_keys: Vec<Option<K>> = original.iter().map(|item| key(item).ok()).collect();
    let texts = |list: &[Value]| -> Vec<String> { list.iter().map(|item| merge_key::text(item, merge_key)).collect() };
    let (original_texts, modified_texts) = (texts(original), texts(modified));
    let original = KeyedList { items: original, keys: &original_keys, texts: &original_texts };
    let modified = KeyedList { items: modified, keys: &modified_keys, texts: &modified_texts };
    let (mut patch, mut order) = (Vec::new(), None);
    diff_keyed(original, modified, items.options, items, &mut patch, &mut order)?;
    Ok(KeyedListDiff { patch, order })
}

/// JSON items in a keyed diff: maps, their patches maps.
struct ValueItems<'a> {
    schema: SchemaRef<'a>,
    merge_key: &'a str,
    options: DiffOptions,
    trail: &'a Trail<'a>,
}

impl ValueItems<'_> {
    /// A map holding `item`'s key fields.
    fn key_entry(&self, item: &Value) -> Map<String, Value> {
        let mut entry = Map::new();
        merge_key::insert_fields(&mut entry, item, self.merge_key);
        entry
    }
}

impl KeyedDiffItems<Value> for ValueItems<'_> {
    type Patch = Value;

    fn changed(&self, original: &Value, modified: &Value, position: usize) -> Result<Option<Value>, Error> {
        // Items with a merge key are maps (checked before); anything else is refused.
        let (Value::Object(om), Value::Object(mm)) = (original, modified) else {
            return Err(self.trail.index(position)?.error(missing_merge_key(modified, self.merge_key)));
        };
        let mut sub = diff_maps(om, mm, self.schema, self.options, &self.trail.index(position)?)?;
        if sub.is_empty() {
            return Ok(None);
        }
        merge_key::insert_fields(&mut sub, modified, self.merge_key);
        Ok(Some(Value::Object(sub)))
    }

    fn added(&self, item: &Value) -> Value {
        item.clone()
    }

    fn removed(&self, item: &Value) -> Value {
        let mut entry = self.key_entry(item);
        entry.insert(directive::PATCH.to_owned(), Value::String(directive::DELETE.to_owned()));
        Value::Object(entry)
    }

    fn order_entry(&self, item: &Value) -> Value {
        Value::Object(self.key_entry(item))
    }

    fn is_delete_marked(&self, patch: &Value) -> bool {
        is_delete_item(patch)
    }
}
