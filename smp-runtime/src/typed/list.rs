//! Lists with the `merge` strategy on the typed path: lists of structs merged by key,
//! lists of primitives merged by value, with `$setElementOrder` and
//! `$deleteFromPrimitiveList`. The algorithms are the `Value` path's
//! ([`crate::lists`]), so both paths order items identically.

use super::{DiffOptions, GoText, Keyed, Patched};
use crate::engine::patch::{item_directive, ItemDirective};
use crate::engine::set_element_order::{keyed_order_needed, primitive_order_needed};
use crate::error::{Error, ErrorKind, Trail};
use crate::lists::diff::{sorted_walk, Step};
use crate::lists::element::{element_type, require_element_type, GoType};
use crate::lists::keyed::{merge_by_key, PatchItem};
use crate::lists::merge::{
    check_patch_order, delete_primitives, keys_of, merge_primitives, order_by_patch, order_keyed, Item,
};
use crate::lists::order::sort_by_rank;
use crate::lists::primitive::go_deduplicate;
use crate::lists::{FirstIndex, Key};
use crate::{directive, gojson};

/// A struct in a keyed list, seen by the list algorithms through its merge key.
pub(crate) struct ByKey<T>(pub T);

impl<T: Keyed> Item for ByKey<T> {
    fn key(&self, merge_key: &str) -> Result<Option<Key>, ErrorKind> {
        Ok(self.0.merge_key(merge_key))
    }

    fn missing_key(&self, merge_key: &str) -> ErrorKind {
        missing(&self.0.to_patch(), merge_key)
    }
}

/// The error for an item without its merge key, printed as Go prints the item (`%v` of
/// its JSON form), as on the `Value` path. Only errors pay for the printing.
pub(crate) fn missing<P: serde::Serialize>(item: &P, merge_key: &str) -> ErrorKind {
    let item = serde_json::to_value(item).map(|json| gojson::to_go_sprint_v(&json)).unwrap_or_default();
    ErrorKind::MissingMergeKey { merge_key: merge_key.to_owned(), item }
}

/// Applies a keyed list field's patch and its `$setElementOrder` list.
pub fn merge_keyed<T: Keyed>(
    current: Option<Vec<T>>,
    patch: Patched<Vec<T::Patch>>,
    order: Option<Vec<T::Patch>>,
    merge_key: &str,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<Option<Vec<T>>, Error> {
    let trail = &trail.key(json_name)?;
    let at = |kind| trail.error(kind);
    let patch = match patch {
        Patched::Null if order.is_some() => return Err(at(ErrorKind::WrongType { expected: "list", found: "null" })),
        Patched::Null => return Ok(None),
        Patched::Absent => None,
        Patched::Set(list) => Some(list),
    };
    let Some(order) = order else {
        return match (current, patch) {
            (current, None) => Ok(current),
            (None, Some(patch)) => from_patches(patch, trail).map(Some),
            (Some(live), Some(patch)) => Ok(Some(merge_keyed_lists(live, patch, merge_key, false, trail)?.0)),
        };
    };
    let live = current.map(|live| live.into_iter().map(ByKey).collect());
    let created = |patch| Ok(from_patches(patch, trail)?.into_iter().map(ByKey).collect());
    let merged = merge_keyed_in_order::<T, ByKey<T>>(live, patch, &order, merge_key, trail, created)?;
    Ok(merged.map(|items| items.into_iter().map(|item| item.0).collect()))
}

/// The `$setElementOrder` steps of a keyed list, over values or patch items: the patch
/// checked against the order list, merged into the live list (or `create`d alone), then
/// ordered. `trail` is the list's.
pub(crate) fn merge_keyed_in_order<T: Keyed, E: KeyedElement<T>>(
    live: Option<Vec<E>>,
    patch: Option<Vec<T::Patch>>,
    order: &[T::Patch],
    merge_key: &str,
    trail: &Trail<'_>,
    create: impl FnOnce(Vec<T::Patch>) -> Result<Vec<E>, Error>,
) -> Result<Option<Vec<E>>, Error> {
    let at = |kind| trail.error(kind);
    check_keyed_order::<T>(patch.as_ref(), order, merge_key).map_err(at)?;
    let both_empty = live.as_ref().is_none_or(Vec::is_empty) && patch.as_ref().is_none_or(Vec::is_empty);
    let (merged, live_order) = match (live, patch) {
        (None, None) => return Ok(None),
        (Some(live), None) => {
            let keys = keys_of(&live, merge_key).map_err(at)?;
            (live, keys)
        }
        (None, Some(patch)) => (create(patch)?, Vec::new()),
        (Some(live), Some(patch)) => merge_keyed_items::<T, E>(live, patch, merge_key, true, trail)?,
    };
    if both_empty {
        return Err(at(ErrorKind::EmptyLists));
    }
    let order_keys = order_list_keys::<T>(order, merge_key).map_err(at)?;
    order_by_patch(merged, &order_keys, &live_order, merge_key, true).map(Some).map_err(at)
}

/// `$setElementOrder` of a keyed list: the patch items (but `$patch: delete` ones) must
/// follow the order list; items with another directive are skipped.
pub(crate) fn check_keyed_order<T: Keyed>(
    patch: Option<&Vec<T::Patch>>,
    order: &[T::Patch],
    merge_key: &str,
) -> Result<(), ErrorKind> {
    let patch_items: Vec<&T::Patch> =
        patch.into_iter().flatten().filter(|p| T::patch_directive(p) != Some(directive::DELETE)).collect();
    check_patch_order(
        patch_items.len(),
        order.len(),
        |p| T::patch_directive(patch_items[p]).is_some(),
        |p, o| {
            let left = T::patch_merge_key(patch_items[p], merge_key).ok_or_else(|| missing(patch_items[p], merge_key))?;
            let right = T::patch_merge_key(&order[o], merge_key).ok_or_else(|| missing(&order[o], merge_key))?;
            Ok(left == right)
        },
    )
}

/// The keys of a keyed list's `$setElementOrder` entries (each must have the merge key).
pub(crate) fn order_list_keys<T: Keyed>(order: &[T::Patch], merge_key: &str) -> Result<Vec<Key>, ErrorKind> {
    order.iter().map(|entry| T::patch_merge_key(entry, merge_key).ok_or_else(|| missing(entry, merge_key))).collect()
}

/// Items made from patch items where there was no list (directive items dropped).
fn from_patches<T: Keyed>(patch: Vec<T::Patch>, trail: &Trail<'_>) -> Result<Vec<T>, Error> {
    let mut items = Vec::with_capacity(patch.len());
    for (index, item) in patch.into_iter().enumerate() {
        items.extend(T::from_patch(item, &trail.index(index)?)?);
    }
    Ok(items)
}

/// An element of a keyed list as [`merge_keyed_items`] sees it: a value (applying a
/// patch) or a patch item (merging two patches, as the three-way diff does).
pub(crate) trait KeyedElement<T: Keyed>: Item + Sized {
    fn merge_key_of(&self, merge_key: &str) -> Option<Key>;
    fn merge_with(&mut self, patch: T::Patch, trail: &Trail<'_>) -> Result<(), Error>;
    fn create(patch: T::Patch, merge_key: &str, trail: &Trail<'_>) -> Result<Self, Error>;
}

impl<T: Keyed> KeyedElement<T> for ByKey<T> {
    fn merge_key_of(&self, merge_key: &str) -> Option<Key> {
        self.0.merge_key(merge_key)
    }

    fn merge_with(&mut self, patch: T::Patch, trail: &Trail<'_>) -> Result<(), Error> {
        self.0.merge(patch, trail)
    }

    /// Go appends a new item as the patch has it, directives inside it unapplied (the
    /// API server's decoding then ignores their keys): the typed item is the patch taken
    /// as a value ([`StrategicMerge::replaced_by`]).
    fn create(patch: T::Patch, merge_key: &str, trail: &Trail<'_>) -> Result<Self, Error> {
        let item = patch.clone();
        T::replaced_by(patch, trail)?.map(ByKey).ok_or_else(|| trail.error(missing(&item, merge_key)))
    }
}

/// A patch item in a keyed list of a patch being merged with another patch.
pub(crate) struct PatchOf<T: Keyed>(pub T::Patch);

impl<T: Keyed> Item for PatchOf<T> {
    fn key(&self, merge_key: &str) -> Result<Option<Key>, ErrorKind> {
        Ok(T::patch_merge_key(&self.0, merge_key))
    }

    fn is_delete_marked(&self) -> bool {
        T::patch_directive(&self.0) == Some(directive::DELETE)
    }

    fn missing_key(&self, merge_key: &str) -> ErrorKind {
        missing(&self.0, merge_key)
    }
}

impl<T: Keyed> KeyedElement<T> for PatchOf<T> {
    fn merge_key_of(&self, merge_key: &str) -> Option<Key> {
        T::patch_merge_key(&self.0, merge_key)
    }

    fn merge_with(&mut self, patch: T::Patch, trail: &Trail<'_>) -> Result<(), Error> {
        self.0 = T::merge_patches(std::mem::take(&mut self.0), patch, trail)?;
        Ok(())
    }

    /// Merging patches appends the patch item as it is.
    fn create(patch: T::Patch, _merge_key: &str, _trail: &Trail<'_>) -> Result<Self, Error> {
        Ok(PatchOf(patch))
    }
}

/// `mergeSlice` for lists of structs: deletions, replace, upserts, then the order; with
/// `want_live_order`, the live order Go's in-place edits leave (for `$setElementOrder`).
fn merge_keyed_lists<T: Keyed>(
    live: Vec<T>,
    patch: Vec<T::Patch>,
    merge_key: &str,
    want_live_order: bool,
    trail: &Trail<'_>,
) -> Result<(Vec<T>, Vec<Key>), Error> {
    let live = live.into_iter().map(ByKey).collect();
    let (merged, live_order) = merge_keyed_items::<T, ByKey<T>>(live, patch, merge_key, want_live_order, trail)?;
    Ok((merged.into_iter().map(|item| item.0).collect(), live_order))
}

/// The one keyed-list merge of the typed path, over values or patch items.
pub(crate) fn merge_keyed_items<T: Keyed, E: KeyedElement<T>>(
    live: Vec<E>,
    patch: Vec<T::Patch>,
    merge_key: &str,
    want_live_order: bool,
    trail: &Trail<'_>,
) -> Result<(Vec<E>, Vec<Key>), Error> {
    if live.is_empty() && patch.is_empty() {
        return Ok((live, Vec::new()));
    }
    let at = |kind| trail.error(kind);
    let live_keys: Vec<Option<Key>> = live.iter().map(|item| item.merge_key_of(merge_key)).collect();
    let mut items = Vec::with_capacity(patch.len());
    let mut plain = Vec::with_capacity(patch.len());
    for (index, item) in patch.into_iter().enumerate() {
        let child = trail.index(index)?;
        let Some(word) = T::patch_directive(&item) else {
            plain.push((index, item));
            continue;
        };
        match item_directive(word) {
            ItemDirective::Delete => {
                let key = T::patch_merge_key(&item, merge_key).ok_or_else(|| child.error(missing(&item, merge_key)))?;
                items.push(PatchItem::Delete { key });
            }
            ItemDirective::Replace => items.push(PatchItem::Replace),
            ItemDirective::Merge => return Err(child.error(ErrorKind::MergeDirectiveInList)),
            ItemDirective::Unknown => {
                return Err(child.error(ErrorKind::UnknownPatchType { value: word.to_owned(), map: format!("{item:?}") }))
            }
        }
    }
    let mut patch_keys = Vec::with_capacity(plain.len());
    for (index, item) in plain {
        let Some(key) = T::patch_merge_key(&item, merge_key) else {
            return Err(trail.index(index)?.error(missing(&item, merge_key)));
        };
        patch_keys.push(key.clone());
        items.push(PatchItem::Upsert { key, item: (index, item) });
    }
    let merge = |live: &mut E, (index, item): (usize, T::Patch), _| live.merge_with(item, &trail.index(index)?);
    let create = |(index, item): (usize, T::Patch)| E::create(item, merge_key, &trail.index(index)?);
    let outcome = merge_by_key(live, &live_keys, items, merge, create)?;
    let live_order_keys: Option<Vec<Key>> =
        want_live_order.then(|| live_keys.into_iter().map(|key| key.unwrap_or(Key::Nil)).collect());
    order_keyed(outcome, patch_keys, live_order_keys.as_deref(), merge_key).map_err(at)
}

/// A primitive in a list merged by value.
pub(crate) struct Prim<T>(pub T);

impl<T: Primitive> Item for Prim<T> {
    fn key(&self, _merge_key: &str) -> Result<Option<Key>, ErrorKind> {
        Ok(Some(Primitive::key(&self.0)))
    }

    fn go_type(&self) -> Option<GoType> {
        Item::go_type(&self.0)
    }
}

/// Primitives in lists merged by value: compared as Go compares them, sorted by `%v`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a primitive, and a list merged by value holds primitives",
    label = "the items of a list with `patch_strategy = \"merge\"` and no `patch_merge_key`",
    note = "add `patch_merge_key = \"<field>\"` to merge a list of structs by key; scalars, `String`, `serde_json::Value` and `#[derive(StrategicMerge)]` enums merge by value"
)]
pub trait Primitive: Clone + PartialEq + GoText + Item {
    /// The value as a comparable key.
    fn key(&self) -> Key;
}

impl<T: Clone + PartialEq + GoText> Primitive for T
where
    T: Item,
{
    fn key(&self) -> Key {
        Item::key(self, "").ok().flatten().unwrap_or(Key::Nil)
    }
}

/// Applies a primitive list field's patch, its `$setElementOrder` list and its
/// `$deleteFromPrimitiveList` list (merged first, deleted after).
pub fn merge_primitive_list<T: Primitive>(
    current: Option<Vec<T>>,
    patch: Patched<Vec<T>>,
    order: Option<Vec<T>>,
    delete: Patched<Vec<T>>,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<Option<Vec<T>>, Error> {
    merge_primitives_field(current, patch, order, delete, true, &trail.key(json_name)?)
}

/// Applies the patch of a list of primitives *without* the `merge` strategy: the patch's
/// list replaces the live one, and, as in the reference, `$setElementOrder` reorders the
/// result and `$deleteFromPrimitiveList` deletes from it.
pub fn merge_atomic_primitive_list<T: Primitive>(
    current: Option<Vec<T>>,
    patch: Patched<Vec<T>>,
    order: Option<Vec<T>>,
    delete: Patched<Vec<T>>,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<Option<Vec<T>>, Error> {
    merge_primitives_field(current, patch, order, delete, false, &trail.key(json_name)?)
}

/// A live list and a patch list of primitives: merged by value, or replaced (with the
/// live order kept for `$setElementOrder`).
fn merge_or_replace<T: Primitive>(live: Vec<T>, patch: Vec<T>, by_value: bool) -> Result<(Vec<T>, Vec<Key>), ErrorKind> {
    if by_value {
        merge_primitives_of(live, patch)
    } else {
        Ok((patch, live.iter().map(Primitive::key).collect()))
    }
}

fn merge_primitives_field<T: Primitive>(
    current: Option<Vec<T>>,
    patch: Patched<Vec<T>>,
    order: Option<Vec<T>>,
    delete: Patched<Vec<T>>,
    by_value: bool,
    trail: &Trail<'_>,
) -> Result<Option<Vec<T>>, Error> {
    let at = |kind| trail.error(kind);
    let merged = match (patch, order) {
        (Patched::Null, Some(_)) => return Err(at(ErrorKind::WrongType { expected: "list", found: "null" })),
        (Patched::Null, None) => None,
        (patch, None) => match (current, patch) {
            (current, Patched::Absent | Patched::Null) => current,
            (None, Patched::Set(patch)) => Some(patch),
            (Some(live), Patched::Set(patch)) => Some(merge_or_replace(live, patch, by_value).map_err(at)?.0),
        },
        (patch, Some(order)) => {
            let patch = match patch {
                Patched::Set(list) => Some(list),
                _ => None,
            };
            merge_primitives_in_order(current, patch, &order, by_value, trail)?
        }
    };
    match (merged, delete) {
        (merged, Patched::Absent) => Ok(merged),
        (_, Patched::Null) => Ok(None),
        (None, Patched::Set(_)) => Ok(None),
        (Some(list), Patched::Set(doomed)) => {
            let list: Vec<Prim<T>> = list.into_iter().map(Prim).collect();
            let doomed: Vec<Prim<T>> = doomed.into_iter().map(Prim).collect();
            Ok(Some(delete_primitives(list, &doomed).map_err(at)?.into_iter().map(|item| item.0).collect()))
        }
    }
}

/// The `$setElementOrder` steps of a primitive list, for applying a patch and for merging
/// two: the patch checked against the order list, merged (or replaced), then ordered.
/// `trail` is the list's.
pub(crate) fn merge_primitives_in_order<T: Primitive>(
    live: Option<Vec<T>>,
    patch: Option<Vec<T>>,
    order: &[T],
    by_value: bool,
    trail: &Trail<'_>,
) -> Result<Option<Vec<T>>, Error> {
    let at = |kind| trail.error(kind);
    let patch_items = patch.as_deref().unwrap_or_default();
    check_patch_order(patch_items.len(), order.len(), |_| false, |p, o| Ok(patch_items[p] == order[o])).map_err(at)?;
    // Checked before the merge, reported after it, as in the reference.
    let element_type = require_element_type(&[live.as_deref().unwrap_or_default(), patch_items]);
    let (merged, live_order) = match (live, patch) {
        (None, None) => return Ok(None),
        (Some(live), None) => {
            let keys = live.iter().map(Primitive::key).collect();
            (live, keys)
        }
        (None, Some(patch)) => (patch, Vec::new()),
        (Some(live), Some(patch)) => merge_or_replace(live, patch, by_value).map_err(at)?,
    };
    element_type.map_err(at)?;
    let order_keys: Vec<Key> = order.iter().map(Primitive::key).collect();
    let merged: Vec<Prim<T>> = merged.into_iter().map(Prim).collect();
    let ordered = order_by_patch(merged, &order_keys, &live_order, "", false).map_err(at)?;
    Ok(Some(ordered.into_iter().map(|item| item.0).collect()))
}

pub(crate) fn merge_primitives_of<T: Primitive>(live: Vec<T>, patch: Vec<T>) -> Result<(Vec<T>, Vec<Key>), ErrorKind> {
    if live.is_empty() && patch.is_empty() {
        return Ok((live, Vec::new()));
    }
    element_type(&[&live, &patch])?;
    let live = live.into_iter().map(Prim).collect();
    let patch = patch.into_iter().map(Prim).collect();
    let merge = merge_primitives(live, patch)?;
    Ok((merge.merged.into_iter().map(|item| item.0).collect(), merge.live_order))
}

/// The patch list of a keyed list field and its `$setElementOrder` list.
pub type KeyedDiff<P> = (Patched<Vec<P>>, Option<Vec<P>>);

/// The diff of a keyed list field: the patch list and the `$setElementOrder` list.
pub fn diff_keyed<T: Keyed>(
    original: Option<&Vec<T>>,
    modified: Option<&Vec<T>>,
    merge_key: &str,
    retain_keys: bool,
    options: DiffOptions,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<KeyedDiff<T::Patch>, Error> {
    let trail = &trail.key(json_name)?;
    let (original, modified) = match (original, modified) {
        (None, None) => return Ok((Patched::Absent, None)),
        (None, Some(_)) if options.ignore_changes_and_additions => return Ok((Patched::Absent, None)),
        (None, Some(modified)) => return Ok((Patched::Set(modified.iter().map(T::to_patch).collect()), None)),
        (Some(_), None) if options.ignore_deletions => return Ok((Patched::Absent, None)),
        (Some(_), None) => return Ok((Patched::Null, None)),
        (Some(original), Some(modified)) => (original, modified),
    };
    if original.is_empty() {
        if modified.is_empty() || options.ignore_changes_and_additions {
            return Ok((Patched::Absent, None));
        }
        return Ok((Patched::Set(modified.iter().map(T::to_patch).collect()), None));
    }
    if modified.is_empty() && original.is_empty() {
        return Ok((Patched::Absent, None));
    }
    let key_of = |item: &T, index: usize| -> Result<Key, Error> {
        item.merge_key(merge_key).ok_or_else(|| trail.index(index).map_or_else(|e| e, |c| c.error(missing(&item.to_patch(), merge_key))))
    };
    let original_keys = original.iter().enumerate().map(|(i, item)| key_of(item, i)).collect::<Result<Vec<_>, _>>()?;
    let modified_keys = modified.iter().enumerate().map(|(i, item)| key_of(item, i)).collect::<Result<Vec<_>, _>>()?;
    fn texts(keys: &[Key]) -> Vec<std::borrow::Cow<'_, str>> {
        keys.iter().map(key_text).collect()
    }
    let (steps, _) = sorted_walk(&texts(&original_keys), &texts(&modified_keys));
    let item_options = DiffOptions { build_retain_keys: retain_keys, ..options };
    let mut changes: Vec<(Key, T::Patch)> = Vec::new();
    let mut deletes = Vec::new();
    for step in steps {
        match step {
            Step::Paired { original: o, modified: m } => {
                if let Some(mut patch) = T::diff(&original[o], &modified[m], item_options, &trail.index(m)?)? {
                    modified[m].set_merge_key(&mut patch, merge_key);
                    changes.push((modified_keys[m].clone(), patch));
                }
            }
            Step::Added(m) if !options.ignore_changes_and_additions => {
                changes.push((modified_keys[m].clone(), modified[m].to_patch()));
            }
            Step::Removed(o) if !options.ignore_deletions => deletes.push(original[o].key_patch(merge_key, true)),
            Step::Added(_) | Step::Removed(_) => {}
        }
    }
    // Changes in modified's order, deletions last.
    let index = FirstIndex::new(modified_keys.iter());
    let ranks: Vec<Option<usize>> = changes.iter().map(|(key, _)| index.get(&key)).collect();
    let mut patch: Vec<T::Patch> = sort_by_rank(changes, &ranks).into_iter().map(|(_, p)| p).collect();
    patch.extend(deletes);
    let order_same = original_keys == modified_keys;
    let mut order = None;
    if keyed_order_needed(options, modified.len(), patch.is_empty(), order_same) {
        order = Some(modified.iter().map(|item| item.key_patch(merge_key, false)).collect());
    }
    let patch = if patch.is_empty() { Patched::Absent } else { Patched::Set(patch) };
    Ok((patch, order))
}

/// Go's `%v` of a merge key (borrowed for strings, the usual key).
fn key_text(key: &Key) -> std::borrow::Cow<'_, str> {
    match key {
        Key::Str(s) => std::borrow::Cow::Borrowed(&**s),
        other => std::borrow::Cow::Owned(owned_key_text(other)),
    }
}

fn owned_key_text(key: &Key) -> String {
    match key {
        Key::Nil => "<nil>".to_owned(),
        Key::Bool(b) => b.to_string(),
        Key::Int(i) => i.to_string(),
        Key::Float(bits) => {
            let mut out = String::new();
            gojson::go_float_v(f64::from_bits(*bits), &mut out);
            out
        }
        Key::Str(s) => s.to_string(),
        Key::Unique(_) => String::new(),
        Key::Composite(parts) => parts.iter().map(owned_key_text).collect::<Vec<_>>().join(","),
    }
}

/// The diff of a primitive list field: additions, the `$deleteFromPrimitiveList` list
/// and the `$setElementOrder` list.
#[allow(clippy::type_complexity)]
pub fn diff_primitive_list<T: Primitive>(
    original: Option<&Vec<T>>,
    modified: Option<&Vec<T>>,
    options: DiffOptions,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<(Patched<Vec<T>>, Patched<Vec<T>>, Option<Vec<T>>), Error> {
    let none = Ok((Patched::Absent, Patched::Absent, None));
    let (original, modified) = match (original, modified) {
        (None, None) => return none,
        (None, Some(_)) if options.ignore_changes_and_additions => return none,
        (None, Some(modified)) => return Ok((Patched::Set(modified.clone()), Patched::Absent, None)),
        (Some(_), None) if options.ignore_deletions => return none,
        (Some(_), None) => return Ok((Patched::Null, Patched::Absent, None)),
        (Some(original), Some(modified)) => (original, modified),
    };
    if original.is_empty() {
        if modified.is_empty() || options.ignore_changes_and_additions {
            return none;
        }
        return Ok((Patched::Set(modified.clone()), Patched::Absent, None));
    }
    let trail = trail.key(json_name)?;
    element_type(&[original, modified]).map_err(|kind| trail.error(kind))?;
    let texts = |list: &[T]| list.iter().map(GoText::go_text).collect::<Vec<_>>();
    let (steps, sorted) = sorted_walk(&texts(original), &texts(modified));
    let mut additions = Vec::new();
    let mut deletions = Vec::new();
    for step in steps {
        match step {
            Step::Added(m) if !options.ignore_changes_and_additions => additions.push(modified[m].clone()),
            Step::Removed(o) if !options.ignore_deletions => deletions.push(original[o].clone()),
            _ => {}
        }
    }
    let (slots, len) = go_deduplicate(&deletions.iter().map(Primitive::key).collect::<Vec<_>>());
    let deletions: Vec<T> = slots[..len].iter().map(|&i| deletions[i].clone()).collect();
    let index = FirstIndex::new(modified.iter().map(Primitive::key));
    let ranks: Vec<Option<usize>> = additions.iter().map(|item| index.get(&Primitive::key(item))).collect();
    let additions = sort_by_rank(additions, &ranks);
    // Go compares the original *sorted in place* with modified.
    let unchanged = sorted.len() == modified.len() && sorted.iter().zip(modified).all(|(&o, m)| original[o] == *m);
    let order = primitive_order_needed(options, modified.len(), !deletions.is_empty(), unchanged).then(|| modified.clone());
    let set = |list: Vec<T>| if list.is_empty() { Patched::Absent } else { Patched::Set(list) };
    Ok((set(additions), set(deletions), order))
}

/// A keyed list taken from a patch as a value ([`StrategicMerge::replaced_by`](super::StrategicMerge::replaced_by)): every
/// item kept, directives ignored.
pub fn items_replaced_by<T: super::StrategicMerge>(
    patch: Patched<Vec<T::Patch>>,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<Option<Vec<T>>, Error> {
    let Patched::Set(items) = patch else { return Ok(None) };
    let trail = &trail.key(json_name)?;
    let mut out = Vec::with_capacity(items.len());
    for (index, item) in items.into_iter().enumerate() {
        out.extend(T::replaced_by(item, &trail.index(index)?)?);
    }
    Ok(Some(out))
}

/// The patch that sets a keyed list whole.
pub fn patched_items<T: super::StrategicMerge>(value: Option<&Vec<T>>) -> Patched<Vec<T::Patch>> {
    match value {
        Some(items) => Patched::Set(items.iter().map(T::to_patch).collect()),
        None => Patched::Absent,
    }
}

/// The patch that sets a list of primitives whole.
pub fn patched_list<T: Clone>(value: Option<&Vec<T>>) -> Patched<Vec<T>> {
    match value {
        Some(items) => Patched::Set(items.clone()),
        None => Patched::Absent,
    }
}
