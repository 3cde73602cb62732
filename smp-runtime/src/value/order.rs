//! `$setElementOrder/<field>` (the reference's `mergePatchIntoOriginal`) and the
//! ordering step every merged list goes through (`normalizeElementOrder`).
//!
//! The order list must name the patch list's items in the same relative order, else
//! the patch is refused ("doesn't match"); names it lists that are absent are ignored.
//! After the merge, the items it names come in its order, and server-only items keep
//! their place relative to the live list, interleaved as [`crate::lists::order`]
//! describes. The live order used for that is the one Go's in-place slice edits left
//! behind, which differs from the live list when items were deleted (see
//! [`crate::lists::order::aliased_live_order`]); kubectl agrees (live `[1, 2b, 4c]`,
//! patch `[3, {1: delete}]`, order `[2, 3]` gives `[2b, 4c, 3]`).

use serde_json::{Map, Value};

use super::common::{is_delete_item, remove_directives_list, require_element_type};
use super::lists::{merge_list, missing_merge_key, ListField};
use super::merge::MergeOptions;
use super::merge_key;
use super::scalar::{go_equal, GoType};
use crate::directive::{self, field_of};
use crate::engine::carry_directive;
use crate::error::{type_name, Error, ErrorKind, Trail};
use crate::lists::merge::{check_patch_order, keys_of, order_by_patch};
use crate::schema::SchemaRef;

/// Processes every `$setElementOrder/<field>` of `patch` with its list (removing both
/// from `patch`). When merging two patches, the directive is also carried into
/// `original` (and must agree when both have it).
pub(crate) fn merge_set_element_order(
    original: &mut Map<String, Value>,
    patch: &mut Map<String, Value>,
    schema: SchemaRef<'_>,
    options: MergeOptions,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let mut directive_keys: Vec<String> =
        patch.keys().filter(|key| key.starts_with(directive::SET_ELEMENT_ORDER)).cloned().collect();
    directive_keys.sort();
    for key in directive_keys {
        let Some(order) = patch.remove(&key) else { continue };
        let child = trail.key(&key)?;
        if !options.merge_parallel_list {
            let existing = original.remove(&key);
            let carried =
                carry_directive(existing, Some(order.clone()), ErrorKind::InvalidSetElementOrderDirective, &child)?;
            original.extend(carried.map(|order| (key.clone(), order)));
        }
        let Value::Array(order) = order else {
            return Err(child.error(ErrorKind::WrongType { expected: "list", found: type_name(&order) }));
        };
        let field = field_of(&key, directive::SET_ELEMENT_ORDER).map_err(|kind| child.error(kind))?.to_owned();
        let field_trail = trail.key(&field)?;
        order_one_list(original, patch, &field, order, schema, options, &field_trail)?;
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn order_one_list(
    original: &mut Map<String, Value>,
    patch: &mut Map<String, Value>,
    field: &str,
    order: Vec<Value>,
    schema: SchemaRef<'_>,
    options: MergeOptions,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let live = match original.remove(field) {
        Some(Value::Array(list)) => Some(list),
        Some(other) => {
            let found = type_name(&other);
            original.insert(field.to_owned(), other);
            return Err(trail.error(ErrorKind::WrongType { expected: "list", found }));
        }
        None => None,
    };
    let patch_list = match patch.remove(field) {
        Some(Value::Array(list)) => Some(list),
        Some(other) => return Err(trail.error(ErrorKind::WrongType { expected: "list", found: type_name(&other) })),
        None => None,
    };
    let (items, meta) = schema.list_field(field).map_err(|kind| trail.error(kind))?;
    let meta = meta.check().map_err(|kind| trail.error(kind))?;
    let merge_key = meta.merge_key_str();
    validate_patch_order(patch_list.as_deref().unwrap_or_default(), &order, merge_key)
        .map_err(|kind| trail.error(kind))?;
    let kind = require_element_type(&[live.as_deref().unwrap_or_default(), patch_list.as_deref().unwrap_or_default()]);

    let at = |kind| trail.error(kind);
    let (merged, live_order) = match (live, patch_list) {
        (Some(live), None) => {
            let live_order = keys_of(&live, merge_key).map_err(at)?;
            (live, live_order)
        }
        (None, Some(patch_list)) => (remove_directives_list(patch_list, trail)?, Vec::new()),
        (Some(live), Some(patch_list)) => {
            let list = ListField { items, meta, is_delete_list: false };
            let merge = merge_list(live, patch_list, &list, options, true, trail)?;
            (merge.merged, merge.live_order)
        }
        (None, None) => return Ok(()),
    };
    let kind = kind.map_err(|kind| trail.error(kind))?;
    let is_map_kind = kind == Some(GoType::Map);
    if !merge_key.is_empty() {
        // `findMapInSliceBasedOnKeyValue` reads every order item as a map.
        if let Some(bad) = order.iter().find(|item| !item.is_object()) {
            if !merged.is_empty() {
                return Err(trail.error(ErrorKind::WrongType { expected: "map", found: type_name(bad) }));
            }
        }
    }
    if is_map_kind {
        for item in &order {
            if merge_key::first_value(item, merge_key).is_none() || merge_key.is_empty() {
                return Err(trail.error(missing_merge_key(item, merge_key)));
            }
        }
    }
    let order_keys = keys_of(&order, merge_key).map_err(at)?;
    let ordered = order_by_patch(merged, &order_keys, &live_order, merge_key, is_map_kind).map_err(at)?;
    original.insert(field.to_owned(), Value::Array(ordered));
    Ok(())
}

/// `validatePatchWithSetOrderList` on JSON items ([`check_patch_order`]).
fn validate_patch_order(patch_list: &[Value], order: &[Value], merge_key: &str) -> Result<(), ErrorKind> {
    let non_delete: Vec<&Value> = if merge_key.is_empty() {
        patch_list.iter().collect()
    } else {
        if let Some(bad) = patch_list.iter().find(|item| !item.is_object()) {
            if !order.is_empty() {
                return Err(ErrorKind::WrongType { expected: "map", found: type_name(bad) });
            }
        }
        patch_list.iter().filter(|item| !is_delete_item(item)).collect()
    };
    let is_directive = |p: usize| non_delete[p].as_object().is_some_and(|m| m.contains_key(directive::PATCH));
    check_patch_order(non_delete.len(), order.len(), is_directive, |p, o| {
        key_equal(non_delete[p], &order[o], merge_key)
    })
}

/// `mergeKeyValueEqual`.
fn key_equal(left: &Value, right: &Value, merge_key: &str) -> Result<bool, ErrorKind> {
    if merge_key.is_empty() {
        return go_equal(left, right, "list items");
    }
    if merge_key::first_value(left, merge_key).is_none() {
        return Err(missing_merge_key(left, merge_key));
    }
    if !right.is_object() {
        return Err(ErrorKind::WrongType { expected: "map", found: type_name(right) });
    }
    merge_key::equal(left, right, merge_key)?.ok_or_else(|| missing_merge_key(right, merge_key))
}
