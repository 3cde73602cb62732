//! `$setElementOrder/<field>` on a document's maps: each order list found in a patch, its
//! list taken from both maps and handed to [`apply_order`], which holds the rule; here
//! is how the schema-driven path sees such a list (Go's dynamic type checks included).

use std::mem::take;

use super::common::{element_type, is_delete_item, remove_directives_list, MergeOptions};
use super::lists::{merge_list, ListField, MergeMaps};
use crate::directive::{self, field_of};
use crate::doc::{list_in, Doc, Map};
use crate::engine::carry_directive;
use crate::engine::merge_key::{self, missing_merge_key};
use crate::engine::set_element_order::{apply_order, not_a_list, Lists, OrderedList};
use crate::error::{Error, ErrorKind, Trail};
use crate::gojson::scalar::{go_equal, GoType};
use crate::gojson::view::type_name;
use crate::lists::merge::{check_patch_order, keys_of, order_by_patch, KeyedOrder};
use crate::lists::Key;
use crate::schema::SchemaRef;

/// Processes every `$setElementOrder/<field>` of `patch` with its list (removing both
/// from `patch`). When merging two patches, the directive is also carried into
/// `original` (and must agree when both have it).
pub(crate) fn merge_set_element_order<'a>(
    original: &mut Map<'a>,
    patch: &mut Map<'a>,
    schema: SchemaRef<'_>,
    options: MergeOptions,
    merge_maps: MergeMaps,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    // The map's keys are sorted already.
    let directive_keys: Vec<&'a str> =
        patch.keys().filter(|key| key.starts_with(directive::SET_ELEMENT_ORDER)).collect();
    for key in directive_keys {
        let Some(order) = patch.remove(key) else { continue };
        let child = trail.key(key)?;
        if !options.merge_parallel_list {
            let existing = original.remove(key);
            let carried = carry_directive(existing, Some(order), ErrorKind::InvalidSetElementOrderDirective, &child)?;
            original.extend(carried.map(|order| (key, order)));
        }
        let Doc::Array(order) = order else {
            return Err(child.error(ErrorKind::WrongType { expected: "list", found: type_name(&order) }));
        };
        let field = field_of(key, directive::SET_ELEMENT_ORDER).map_err(|kind| child.error(kind))?;
        let field_trail = trail.key(field)?;
        order_one_list(original, patch, field, order, schema, options, merge_maps, &field_trail)?;
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn order_one_list<'a>(
    original: &mut Map<'a>,
    patch: &mut Map<'a>,
    field: &'a str,
    order: &'a [Doc<'a>],
    schema: SchemaRef<'_>,
    options: MergeOptions,
    merge_maps: MergeMaps,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let arena = original.arena();
    let mut live = match original.remove(field) {
        Some(Doc::Array(list)) => Some(list.to_vec()),
        Some(other) => {
            let found = type_name(&other);
            original.insert(field, other);
            return Err(trail.error(not_a_list(found)));
        }
        None => None,
    };
    let mut patch_list = match patch.remove(field) {
        Some(Doc::Array(list)) => Some(list.to_vec()),
        Some(other) => return Err(trail.error(not_a_list(type_name(&other)))),
        None => None,
    };
    let (items, meta) = schema.lookup_list_field(field).map_err(|kind| trail.error(kind))?;
    let meta = meta.check().map_err(|kind| trail.error(kind))?;
    let lists = Lists { live: &mut live, patch: &mut patch_list, order };
    apply_order(
        &mut ValueList {
            field: ListField { items, meta, is_delete_list: false, merge_maps },
            options,
            trail,
            lists,
            arena,
        },
        trail,
    )?;
    if let Some(ordered) = live {
        original.insert(field, Doc::Array(list_in(arena, &ordered)));
    }
    Ok(())
}

/// A JSON list with a `$setElementOrder` list. Go reads its items as maps where the list
/// has a merge key, and checks their dynamic types where it reads them.
struct ValueList<'a, 'd> {
    field: ListField<'a>,
    options: MergeOptions,
    trail: &'a Trail<'a>,
    lists: Lists<'a, Doc<'d>, Doc<'d>>,
    arena: &'d crate::doc::Arena,
}

impl ValueList<'_, '_> {
    fn merge_key(&self) -> &str {
        self.field.meta.merge_key_str()
    }
}

impl OrderedList for ValueList<'_, '_> {
    /// The live order, and for a list merged by key, what orders it as merged.
    type Merged = (Vec<Key>, Option<KeyedOrder>);
    type Checked = ();

    fn state(&self) -> (bool, bool, bool) {
        self.lists.state()
    }

    fn check_patch(&self) -> Result<(), ErrorKind> {
        validate_patch_order(self.lists.patch_items(), self.lists.order, self.merge_key())
    }

    fn element_type(&self) -> Result<Option<GoType>, ErrorKind> {
        element_type(&[self.lists.live_items(), self.lists.patch_items()])
    }

    fn live_only(&self) -> Result<Self::Merged, Error> {
        let live_order = keys_of(self.lists.live_items(), self.merge_key()).map_err(|kind| self.trail.error(kind))?;
        Ok((live_order, None))
    }

    /// Go hashes the items of a list of primitives to split them, before it checks
    /// their type: a list or a map among them crashes it.
    fn patch_only(&mut self) -> Result<Self::Merged, Error> {
        let patch = take(self.lists.patch).unwrap_or_default();
        let created = remove_directives_list(&patch, self.trail, self.arena)?;
        let unhashable = self.merge_key().is_empty() && keys_of(&created, "").is_err();
        *self.lists.live = Some(created);
        if unhashable {
            return Err(self.trail.error(ErrorKind::UncomparableValues { what: "list items" }));
        }
        Ok((Vec::new(), None))
    }

    fn merge(&mut self) -> Result<Self::Merged, Error> {
        let (live, patch) = (take(self.lists.live).unwrap_or_default(), take(self.lists.patch).unwrap_or_default());
        let merge = merge_list(live, patch, &self.field, self.options, true, self.trail, self.arena)?;
        *self.lists.live = Some(merge.merged);
        Ok((merge.live_order, merge.keyed_order))
    }

    fn order_keys(&self, (): (), kind: Option<GoType>) -> Result<Vec<Key>, ErrorKind> {
        let (merge_key, order) = (self.merge_key(), self.lists.order);
        if !merge_key.is_empty() {
            // `findMapInSliceBasedOnKeyValue` reads every order item as a map.
            if let Some(bad) = order.iter().find(|item| !item.is_object()) {
                if !self.lists.live_items().is_empty() {
                    return Err(ErrorKind::WrongType { expected: "map", found: type_name(bad) });
                }
            }
        }
        if kind == Some(GoType::Map) {
            for item in order {
                if merge_key::first_value(item, merge_key).is_none() || merge_key.is_empty() {
                    return Err(missing_merge_key(item, merge_key));
                }
            }
        }
        keys_of(order, merge_key)
    }

    fn order(&mut self, merged: Self::Merged, order_keys: &[Key], kind: Option<GoType>) -> Result<(), ErrorKind> {
        let is_map_kind = kind == Some(GoType::Map);
        let merge_key = self.field.meta.merge_key_str();
        let items = self.lists.live_list();
        match merged {
            // Merged by key (a list of maps), not yet ordered.
            (live_order, Some(keyed_order)) if is_map_kind => {
                keyed_order.order_by_patch(items, order_keys, &live_order)
            }
            (live_order, keyed_order) => {
                if let Some(mut keyed_order) = keyed_order {
                    keyed_order.put_in_keyed_order(items);
                }
                *items = order_by_patch(take(items), order_keys, &live_order, merge_key, is_map_kind)?;
            }
        }
        Ok(())
    }
}

/// `validatePatchWithSetOrderList` on JSON items ([`check_patch_order`]).
fn validate_patch_order(patch_list: &[Doc<'_>], order: &[Doc<'_>], merge_key: &str) -> Result<(), ErrorKind> {
    let non_delete: Vec<&Doc<'_>> = if merge_key.is_empty() {
        patch_list.iter().collect()
    } else {
        if let Some(bad) = patch_list.iter().find(|item| !item.is_object()) {
            if !order.is_empty() {
                return Err(ErrorKind::WrongType { expected: "map", found: type_name(bad) });
            }
        }
        patch_list.iter().filter(|item| !is_delete_item(*item)).collect()
    };
    let is_directive = |p: usize| non_delete[p].as_object().is_some_and(|m| m.contains_key(directive::PATCH));
    check_patch_order(non_delete.len(), order.len(), is_directive, |p, o| {
        key_equal(non_delete[p], &order[o], merge_key)
    })
}

/// `mergeKeyValueEqual`.
fn key_equal(left: &Doc<'_>, right: &Doc<'_>, merge_key: &str) -> Result<bool, ErrorKind> {
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
