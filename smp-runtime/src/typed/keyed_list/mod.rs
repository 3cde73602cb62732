//! Lists of structs merged by key on the typed path, with `$setElementOrder` (whose rule
//! is [`apply_order`]'s): applying a patch (the items are values) and merging two patches
//! (the items are patch items). The algorithms are the `Value` path's ([`crate::lists`]).
//! The items are merged where they lie, ordered on their keys, and moved once, into their
//! final order. What reads only keys and `$patch` words sees the items through a
//! type-erased view ([`ItemView`]), and the merge reaches them through another
//! (`MergeItems`, in [`merge`]), so both are compiled once, not once per item type: an
//! item type adds only moving its items and merging one of them.

mod items;
mod lean;
mod merge;

pub(crate) use items::{items_from, Items, Patches, Values};
pub(crate) use merge::merge_items;

use super::generated::key_field_count;
use super::{Keyed, KeyedListPatch, Patched};
use crate::engine::patch::UncomparableKinds;
use crate::engine::set_element_order::{apply_order, Lists, OrderedList};
use crate::error::{Error, ErrorKind, Trail};
use crate::lists::element::GoType;
use crate::lists::keyed::MergeShape;
use crate::lists::merge::{check_patch_order, keyed_live_order, keyed_order, order_with};
use crate::lists::order::permute;
use crate::lists::Key;
use std::borrow::Cow;
use std::cell::OnceCell;
use std::mem::take;

use super::OrderEntry;
use items::{order_view, view, ItemView};

/// Whether two `$setElementOrder` lists of a keyed list are the same JSON, as Go compares
/// them. Entries that hold their key and nothing else (as diffs make them) compare by key;
/// any other is compared whole (a patch is equal to another exactly where their JSON is).
pub(crate) fn same_order<T: Keyed>(
    left: &[OrderEntry<T::Patch>],
    right: &[OrderEntry<T::Patch>],
    merge_key: &str,
) -> bool {
    let (left_view, right_view) = (order_view::<T>(left, merge_key), order_view::<T>(right, merge_key));
    same_entries((&left_view, &right_view), merge_key, &|| left == right)
}

/// [`same_order`] on the lists' views, compiled once.
#[inline(never)]
fn same_entries((left, right): (&dyn ItemView, &dyn ItemView), merge_key: &str, same_whole: &dyn Fn() -> bool) -> bool {
    if left.len() != right.len() {
        return false;
    }
    let key_fields = key_field_count(merge_key);
    // A composite key's missing part reads as nil: such an entry is compared as JSON.
    let key_of = |list: &dyn ItemView, index: usize| {
        if list.members(index) != key_fields {
            return None;
        }
        match list.key(index) {
            Some(Key::Nil) => None,
            Some(Key::Composite(parts)) if parts.contains(&Key::Nil) => None,
            key => key,
        }
    };
    for index in 0..left.len() {
        match (key_of(left, index), key_of(right, index)) {
            (Some(l), Some(r)) if l == r => {}
            (Some(_), Some(_)) => return false,
            _ => return same_whole(),
        }
    }
    true
}

/// Applies a keyed list field's patch and its `$setElementOrder` list to `current`, in
/// place; the patch is left emptied.
pub fn merge_keyed<T: Keyed>(
    current: &mut Option<Vec<T>>,
    patch: &mut KeyedListPatch<T::Patch>,
    merge_key: &str,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<(), Error> {
    let trail = &trail.key(json_name)?;
    let Some(order) = &patch.order else {
        match (current, &mut patch.items) {
            (_, Patched::Absent) => {}
            (current, Patched::Null) => *current = None,
            (current @ None, Patched::Set(patch)) => *current = Some(Values::from_patches(patch, trail)?),
            (Some(live), Patched::Set(patch)) => {
                merge_items::<T, Values>(live, patch, merge_key, false, trail)?.order(live)
            }
        }
        return Ok(());
    };
    let mut items = take(&mut patch.items).ordered_list(trail)?;
    if let (Some(live), Some(items)) = (current.as_mut(), items.as_mut()) {
        if let Some(merged) = lean::merge_in_order::<T>(live, items, order, merge_key, trail) {
            return merged;
        }
    }
    merge_in_order::<T, Values>(current, &mut items, order, merge_key, trail)
}

/// [`merge_keyed`] on a copy of `original`, made in one pass where the lean merge takes
/// the list ([`lean::apply_in_order`]): the deleted items are never copied, the others
/// copied or made once, each into its place.
pub fn apply_keyed_from<T: Keyed>(
    original: Option<&Vec<T>>,
    patch: &mut KeyedListPatch<T::Patch>,
    merge_key: &str,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<Option<Vec<T>>, Error> {
    if let (Some(live), Some(order), Patched::Set(items)) = (original, &patch.order, &mut patch.items) {
        if let Some(made) = lean::apply_in_order::<T>(live, items, order, merge_key, &trail.key(json_name)?) {
            return made.map(Some);
        }
    }
    let mut current = original.cloned();
    merge_keyed(&mut current, patch, merge_key, trail, json_name)?;
    Ok(current)
}

/// Merged items' keys and `$patch: delete` marks (none where items are values).
type Marked = (Vec<Key>, Vec<bool>);

/// What a keyed merge learnt, for ordering the items it left where they lie: their keys
/// and `$patch: delete` marks where it computed them, how it orders them, and the live
/// order the reference reads next, for `$setElementOrder`. It holds no item, so it is one
/// type for every item type.
pub(crate) struct Merged {
    deleted_in_order: Vec<usize>,
    appended: usize,
    replaced: bool,
    /// Whether the keys are pairwise distinct ([`KeyedMerge::distinct`](crate::lists::keyed::KeyedMerge)).
    distinct: bool,
    /// `None` where no merge took place (the items keep their order).
    keys: Option<Marked>,
    patch_keys: Vec<Key>,
    live: LiveOrder,
}

/// The live order the reference reads after a merge, for `$setElementOrder`, or what it
/// is made from: it decides only where the order list leaves an item out, so a merge
/// keeps the keys it is made from and makes it when asked ([`MergedOrder::live_order`]).
pub(crate) enum LiveOrder {
    /// The order itself.
    Keys(Vec<Key>),
    /// The live list's keys before the merge (a missing one as `nil`).
    BeforeMerge(Vec<Key>),
}

impl Merged {
    /// Items that stay in their order.
    fn unordered(live_order: Vec<Key>) -> Self {
        Merged {
            deleted_in_order: Vec::new(),
            appended: 0,
            replaced: false,
            distinct: false,
            keys: None,
            patch_keys: Vec::new(),
            live: LiveOrder::Keys(live_order),
        }
    }

    /// What ordering reads of the merge of `len` items.
    fn order_of(&self, len: usize) -> MergedOrder<'_> {
        MergedOrder {
            shape: MergeShape {
                len,
                deleted_in_order: &self.deleted_in_order,
                appended: self.appended,
                replaced: self.replaced,
                distinct: self.distinct,
            },
            keys: self.keys.as_ref(),
            patch_keys: &self.patch_keys,
            live: &self.live,
        }
    }

    /// The merged items moved into their order.
    pub(crate) fn order<I>(self, items: &mut [I]) {
        permute(items, &self.positions(items.len()));
    }

    /// Where each of the `len` merged items goes ([`merge_positions`]); consumed here, so
    /// that the code compiled per item type does not drop it.
    #[inline(never)]
    fn positions(self, len: usize) -> Vec<usize> {
        merge_positions(self.order_of(len))
    }
}

/// A [`Merged`] list as its ordering reads it: all but the items.
#[derive(Clone, Copy)]
struct MergedOrder<'a> {
    shape: MergeShape<'a>,
    keys: Option<&'a Marked>,
    patch_keys: &'a [Key],
    live: &'a LiveOrder,
}

impl<'a> MergedOrder<'a> {
    /// The live order the reference reads after the merge: as its in-place slice edits
    /// leave it ([`keyed_live_order`]).
    fn live_order(self) -> Cow<'a, [Key]> {
        match self.live {
            LiveOrder::Keys(order) => Cow::Borrowed(order),
            LiveOrder::BeforeMerge(live_keys) => {
                let keys = self.keys.map(|(keys, _)| &keys[..]).unwrap_or_default();
                Cow::Owned(keyed_live_order(self.shape, keys, live_keys))
            }
        }
    }
}

/// Where each item of a merge goes as the merge orders them (`positions[i]`: the item
/// that goes to `i`).
#[inline(never)]
fn merge_positions(merged: MergedOrder<'_>) -> Vec<usize> {
    match merged.keys {
        Some((keys, delete_marked)) => keyed_order(merged.shape, keys, delete_marked, merged.patch_keys).positions,
        None => (0..merged.shape.len).collect(),
    }
}

/// A keyed list's patch and `$setElementOrder` list applied ([`apply_order`]) in place,
/// over values or patch items. `trail` is the list's.
pub(crate) fn merge_in_order<T: Keyed, E: Items<T>>(
    live: &mut Option<Vec<E::Item>>,
    patch: &mut Option<Vec<T::Patch>>,
    order: &[OrderEntry<T::Patch>],
    merge_key: &str,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let lists = Lists { live, patch, order };
    apply_keyed_order(&mut KeyedOrder::<T, E> { merge_key, trail, lists }, trail)
}

/// [`apply_order`] for keyed lists, compiled once for every item type: each adds only
/// the steps of its [`OrderedList`].
#[inline(never)]
fn apply_keyed_order(
    list: &mut dyn OrderedList<Merged = Merged, Checked = Vec<Option<Key>>>,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    apply_order(list, trail)
}

/// A keyed list of `T` with a `$setElementOrder` list, its items values or patch items.
struct KeyedOrder<'a, T: Keyed, E: Items<T>> {
    merge_key: &'a str,
    trail: &'a Trail<'a>,
    lists: Lists<'a, E::Item, T::Patch, OrderEntry<T::Patch>>,
}

impl<T: Keyed, E: Items<T>> OrderedList for KeyedOrder<'_, T, E> {
    type Merged = Merged;
    /// The order list's keys, each looked up once.
    type Checked = Vec<Option<Key>>;

    fn state(&self) -> (bool, bool, bool) {
        self.lists.state()
    }

    fn check_patch(&self) -> Result<Vec<Option<Key>>, ErrorKind> {
        let (patch, order) = (self.lists.patch_items(), self.lists.order);
        check_keyed_order(&view::<T, Patches>(patch, self.merge_key), &order_view::<T>(order, self.merge_key))
    }

    fn element_type(&self) -> Result<Option<GoType>, ErrorKind> {
        Ok(None)
    }

    fn live_only(&self) -> Result<Merged, Error> {
        live_order(&view::<T, E>(self.lists.live_items(), self.merge_key), self.trail)
    }

    /// Go takes a list it creates under a `$setElementOrder` list with its nulls.
    fn patch_only(&mut self) -> Result<Merged, Error> {
        let items = E::from_patches(self.lists.patch.as_deref_mut().unwrap_or_default(), &self.trail.keeping_nulls())?;
        *self.lists.live = Some(items);
        Ok(Merged::unordered(Vec::new()))
    }

    fn merge(&mut self) -> Result<Merged, Error> {
        let patch = self.lists.patch.as_deref_mut().unwrap_or_default();
        merge_items::<T, E>(self.lists.live.get_or_insert_with(Vec::new), patch, self.merge_key, true, self.trail)
    }

    /// Every entry must have the merge key (the items are structs: maps).
    fn order_keys(&self, keys: Vec<Option<Key>>, _kind: Option<GoType>) -> Result<Vec<Key>, ErrorKind> {
        every_key(keys, &order_view::<T>(self.lists.order, self.merge_key))
    }

    /// `order_by_patch` on the merged order; every item needs its key.
    fn order(&mut self, merged: Merged, order_keys: &[Key], _kind: Option<GoType>) -> Result<(), ErrorKind> {
        let items = self.lists.live_list();
        let positions = set_order_positions(&view::<T, E>(items, self.merge_key), merged, order_keys)?;
        permute(items, &positions);
        Ok(())
    }
}

/// The order list's keys, each entry having one (compiled once, not per item type).
#[inline(never)]
fn every_key(keys: Vec<Option<Key>>, order: &dyn ItemView) -> Result<Vec<Key>, ErrorKind> {
    all_present(keys).map_err(|index| order.missing(index))
}

/// Every key, moved in place (the vector is reused), or the position of the first that
/// is missing.
fn all_present(keys: Vec<Option<Key>>) -> Result<Vec<Key>, usize> {
    match keys.iter().position(Option::is_none) {
        Some(index) => Err(index),
        None => Ok(keys.into_iter().map(Key::or_nil).collect()),
    }
}

/// The live order of a list the patch does not mention. It reads every key: one Go
/// cannot compare crashes it.
#[inline(never)]
fn live_order(live: &dyn ItemView, trail: &Trail<'_>) -> Result<Merged, Error> {
    let (keys, uncomparable) = UncomparableKinds::live_keys((0..live.len()).map(|index| live.lookup(index)));
    uncomparable.check_orderable().map_err(|kind| trail.error(kind))?;
    Ok(Merged::unordered(keys.into_iter().map(Key::or_nil).collect()))
}

/// Where each merged item goes under a `$setElementOrder` list with keys `order_keys`:
/// ordered as the merge leaves them, then by the order list. Without ties the second
/// order does not depend on the first, which then need not be computed.
#[inline(never)]
fn set_order_positions(items: &dyn ItemView, merged: Merged, order_keys: &[Key]) -> Result<Vec<usize>, ErrorKind> {
    let merged = merged.order_of(items.len());
    let computed;
    let (keys, delete_marked): (&[Key], &[bool]) = match merged.keys {
        Some((keys, delete_marked)) => (keys, delete_marked),
        None => {
            computed = merged_keys(items, (0..items.len()).map(|index| items.key(index)).collect())?;
            (&computed.0, &computed.1)
        }
    };
    let distinct = merged.shape.distinct;
    // Made once, where an ordering first needs it.
    let live_order = OnceCell::new();
    let server_order = &mut || Cow::Borrowed(&**live_order.get_or_init(|| merged.live_order()));
    let last = order_with(keys, distinct, delete_marked, order_keys, server_order);
    if !last.ties || merged.keys.is_none() {
        return Ok(last.positions);
    }
    let first = merge_positions(merged);
    let keys: Vec<Key> = first.iter().map(|&p| keys[p].clone()).collect();
    let delete_marked: Vec<bool> = first.iter().filter_map(|&p| delete_marked.get(p).copied()).collect();
    let then = order_with(&keys, distinct, &delete_marked, order_keys, server_order).positions;
    Ok(then.iter().map(|&p| first[p]).collect())
}

/// The merged items' keys (`keys[i]`: item `i`'s as found), each required as
/// [`required_keys`](crate::lists::merge::required_keys) requires them (a list merged without a merge key fails at its first
/// item), and their `$patch: delete` marks.
#[inline(never)]
fn merged_keys(items: &dyn ItemView, keys: Vec<Option<Key>>) -> Result<Marked, ErrorKind> {
    if items.keyless() && !keys.is_empty() {
        return Err(items.unusable(0));
    }
    let keys = all_present(keys).map_err(|index| items.unusable(index))?;
    // Values carry no `$patch` word: no marks (an empty list reads as none marked).
    let marks = if items.directives() {
        (0..items.len()).map(|index| items.is_delete_marked(index)).collect()
    } else {
        Vec::new()
    };
    Ok((keys, marks))
}

/// `$setElementOrder` of a keyed list: the patch items (but `$patch: delete` ones) must
/// follow the order list; items with another directive are skipped. Returns the order
/// list's keys, each looked up once (a missing one is an error only where it is read).
#[inline(never)]
fn check_keyed_order(patch: &dyn ItemView, order: &dyn ItemView) -> Result<Vec<Option<Key>>, ErrorKind> {
    let order_keys: Vec<Option<Key>> = (0..order.len()).map(|index| order.key(index)).collect();
    if order_keys.is_empty() {
        return Ok(order_keys);
    }
    // Each checked patch item's position and key.
    let patch_keys: Vec<(usize, Option<Key>)> = (0..patch.len())
        .filter(|&index| !patch.is_delete_marked(index))
        .map(|index| (index, patch.key(index)))
        .collect();
    check_patch_order(
        patch_keys.len(),
        order_keys.len(),
        |p| patch.directive(patch_keys[p].0).is_some(),
        |p, o| {
            let (index, left) = &patch_keys[p];
            let left = left.as_ref().ok_or_else(|| patch.missing(*index))?;
            let right = order_keys[o].as_ref().ok_or_else(|| order.missing(o))?;
            Ok(left == right)
        },
    )?;
    Ok(order_keys)
}
