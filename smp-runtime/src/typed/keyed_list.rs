//! Lists of structs merged by key on the typed path, with `$setElementOrder`: applying a
//! patch (the items are values) and merging two patches (the items are patch items). The
//! algorithms are the `Value` path's ([`crate::lists`]). The items are merged where they
//! lie, ordered on their keys, and moved once, into their final order.

use super::list::missing;
use super::{Keyed, Patched};
use crate::engine::patch::{item_directive, ItemDirective};
use crate::error::{Error, ErrorKind, Trail};
use crate::lists::keyed::{merge_by_key, PatchItem};
use crate::lists::merge::{check_patch_order, keyed_positions, order_positions};
use crate::lists::order::permute;
use crate::directive;
use crate::lists::Key;

/// What the keyed-list merge needs of its items: values ([`Values`], applying a patch)
/// or patch items ([`Patches`], merging two patches, as the three-way diff does).
pub(crate) trait Items<T: Keyed> {
    /// The item type.
    type Item;
    /// The item's merge key, if it has it.
    fn key(item: &Self::Item, merge_key: &str) -> Option<Key>;
    /// Whether the item is a `$patch: delete` (only patch items are).
    fn is_delete_marked(_item: &Self::Item) -> bool {
        false
    }
    /// The error for an item without its merge key.
    fn missing(item: &Self::Item, merge_key: &str) -> ErrorKind;
    /// Merges a patch item into the item, in place.
    fn merge_with(item: &mut Self::Item, patch: T::Patch, trail: &Trail<'_>) -> Result<(), Error>;
    /// The item a patch item adds.
    fn create(patch: T::Patch, merge_key: &str, trail: &Trail<'_>) -> Result<Self::Item, Error>;
}

/// The items are values.
pub(crate) struct Values;

/// The items are patch items.
pub(crate) struct Patches;

impl<T: Keyed> Items<T> for Values {
    type Item = T;

    fn key(item: &T, merge_key: &str) -> Option<Key> {
        item.merge_key(merge_key)
    }

    fn missing(item: &T, merge_key: &str) -> ErrorKind {
        missing(&item.to_patch(), merge_key)
    }

    fn merge_with(item: &mut T, patch: T::Patch, trail: &Trail<'_>) -> Result<(), Error> {
        item.merge(patch, trail)
    }

    /// Go appends a new item as the patch has it, directives inside it unapplied (the
    /// API server's decoding then ignores their keys): the typed item is the patch taken
    /// as a value ([`super::StrategicMerge::replaced_by`]), which a struct always gives.
    fn create(patch: T::Patch, merge_key: &str, trail: &Trail<'_>) -> Result<T, Error> {
        T::replaced_by(patch, trail)?.ok_or_else(|| trail.error(missing(&T::Patch::default(), merge_key)))
    }
}

impl<T: Keyed> Items<T> for Patches {
    type Item = T::Patch;

    fn key(item: &T::Patch, merge_key: &str) -> Option<Key> {
        T::patch_merge_key(item, merge_key)
    }

    fn is_delete_marked(item: &T::Patch) -> bool {
        T::patch_directive(item) == Some(directive::DELETE)
    }

    fn missing(item: &T::Patch, merge_key: &str) -> ErrorKind {
        missing(item, merge_key)
    }

    fn merge_with(item: &mut T::Patch, patch: T::Patch, trail: &Trail<'_>) -> Result<(), Error> {
        *item = T::merge_patches(std::mem::take(item), patch, trail)?;
        Ok(())
    }

    /// Merging patches appends the patch item as it is.
    fn create(patch: T::Patch, _merge_key: &str, _trail: &Trail<'_>) -> Result<T::Patch, Error> {
        Ok(patch)
    }
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
    let patch = match patch {
        Patched::Null if order.is_some() => {
            return Err(trail.error(ErrorKind::WrongType { expected: "list", found: "null" }))
        }
        Patched::Null => return Ok(None),
        Patched::Absent => None,
        Patched::Set(list) => Some(list),
    };
    match (current, patch, order) {
        (current, None, None) => Ok(current),
        (None, Some(patch), None) => from_patches(patch, trail).map(Some),
        (Some(live), Some(patch), None) => Ok(Some(merge_items::<T, Values>(live, patch, merge_key, false, trail)?.ordered())),
        (live, patch, Some(order)) => {
            let created = |patch| from_patches(patch, trail);
            merge_in_order::<T, Values>(live, patch, &order, merge_key, trail, created)
        }
    }
}

/// Items made from patch items where there was no list (directive items dropped).
fn from_patches<T: Keyed>(patch: Vec<T::Patch>, trail: &Trail<'_>) -> Result<Vec<T>, Error> {
    let mut items = Vec::with_capacity(patch.len());
    for (index, item) in patch.into_iter().enumerate() {
        items.extend(T::from_patch(item, &trail.index(index)?)?);
    }
    Ok(items)
}

/// A keyed list merged, its items not yet moved: `positions[i]` is the item that goes to
/// `i`; `keys` are the items' keys (in `items`' order) where the merge computed them;
/// `live_order` is the live order the reference reads next, for `$setElementOrder`.
pub(crate) struct Merged<I> {
    items: Vec<I>,
    positions: Vec<usize>,
    keys: Option<Vec<Key>>,
    live_order: Vec<Key>,
}

impl<I> Merged<I> {
    /// Items that stay in their order.
    fn unordered(items: Vec<I>, live_order: Vec<Key>) -> Self {
        let positions = (0..items.len()).collect();
        Merged { items, positions, keys: None, live_order }
    }

    /// The items, moved into their order.
    pub(crate) fn ordered(mut self) -> Vec<I> {
        permute(&mut self.items, &self.positions);
        self.items
    }
}

/// The `$setElementOrder` steps of a keyed list, over values or patch items: the patch
/// checked against the order list, merged into the live list (or `create`d alone), then
/// ordered. `trail` is the list's.
pub(crate) fn merge_in_order<T: Keyed, E: Items<T>>(
    live: Option<Vec<E::Item>>,
    patch: Option<Vec<T::Patch>>,
    order: &[T::Patch],
    merge_key: &str,
    trail: &Trail<'_>,
    create: impl FnOnce(Vec<T::Patch>) -> Result<Vec<E::Item>, Error>,
) -> Result<Option<Vec<E::Item>>, Error> {
    let at = |kind| trail.error(kind);
    check_keyed_order::<T>(patch.as_ref(), order, merge_key).map_err(at)?;
    let both_empty = live.as_ref().is_none_or(Vec::is_empty) && patch.as_ref().is_none_or(Vec::is_empty);
    let merged = match (live, patch) {
        (None, None) => return Ok(None),
        (Some(live), None) => {
            let keys = live.iter().map(|item| E::key(item, merge_key).unwrap_or(Key::Nil)).collect();
            Merged::unordered(live, keys)
        }
        (None, Some(patch)) => Merged::unordered(create(patch)?, Vec::new()),
        (Some(live), Some(patch)) => merge_items::<T, E>(live, patch, merge_key, true, trail)?,
    };
    if both_empty {
        return Err(at(ErrorKind::EmptyLists));
    }
    let order_keys = order_list_keys::<T>(order, merge_key).map_err(at)?;
    // `order_by_patch` on the merged order: every item needs its key.
    let Merged { mut items, positions, keys, live_order } = merged;
    let in_order = |p: &usize| &items[*p];
    let keys: Vec<Key> = match keys {
        Some(keys) => positions.iter().map(|&p| keys[p].clone()).collect(),
        None => required_keys::<T, E>(positions.iter().map(in_order), merge_key).map_err(at)?,
    };
    let delete_marked: Vec<bool> = positions.iter().map(|p| E::is_delete_marked(in_order(p))).collect();
    let then = order_positions(&keys, &delete_marked, &order_keys, &live_order);
    let last: Vec<usize> = then.iter().map(|&p| positions[p]).collect();
    permute(&mut items, &last);
    Ok(Some(items))
}

/// The merge keys of items that must have them (an empty merge key fails on the first).
fn required_keys<'i, T: Keyed, E: Items<T, Item: 'i>>(
    items: impl Iterator<Item = &'i E::Item>,
    merge_key: &str,
) -> Result<Vec<Key>, ErrorKind> {
    items
        .map(|item| {
            let key = if merge_key.is_empty() { None } else { E::key(item, merge_key) };
            key.ok_or_else(|| E::missing(item, merge_key))
        })
        .collect()
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

/// The one keyed-list merge of the typed path (`mergeSlice` for lists of structs:
/// deletions, replace, upserts, then the order), over values or patch items. With
/// `want_live_order`, the live order Go's in-place edits leave (for `$setElementOrder`).
pub(crate) fn merge_items<T: Keyed, E: Items<T>>(
    live: Vec<E::Item>,
    patch: Vec<T::Patch>,
    merge_key: &str,
    want_live_order: bool,
    trail: &Trail<'_>,
) -> Result<Merged<E::Item>, Error> {
    if live.is_empty() && patch.is_empty() {
        return Ok(Merged::unordered(live, Vec::new()));
    }
    let at = |kind| trail.error(kind);
    let live_keys: Vec<Option<Key>> = live.iter().map(|item| E::key(item, merge_key)).collect();
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
    let merge = |live: &mut E::Item, (index, item): (usize, T::Patch), _| E::merge_with(live, item, &trail.index(index)?);
    let create = |(index, item): (usize, T::Patch)| E::create(item, merge_key, &trail.index(index)?);
    let outcome = merge_by_key(live, &live_keys, items, merge, create)?;
    let keys = required_keys::<T, E>(outcome.merged.iter(), merge_key).map_err(at)?;
    let delete_marked: Vec<bool> = outcome.merged.iter().map(E::is_delete_marked).collect();
    let live_keys: Option<Vec<Key>> =
        want_live_order.then(|| live_keys.into_iter().map(|key| key.unwrap_or(Key::Nil)).collect());
    let (positions, live_order) = keyed_positions(&outcome, &keys, &delete_marked, patch_keys, live_keys.as_deref());
    Ok(Merged { items: outcome.merged, positions, keys: Some(keys), live_order })
}
