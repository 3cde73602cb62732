//! Lists merged by key (`patchMergeKey`): the reference's `mergeSliceWithSpecialElements`
//! and `mergeSliceWithoutSpecialElements`, generic over the live item `T`, the patch item
//! `P` and the key `K`, and indexed instead of scanned.
//!
//! A patch list's items are upserts (merged into the first live item with an equal key,
//! or appended), deletions (`$patch: delete`: every live item with the key goes) or
//! `$patch: replace` (the list becomes the patch's upserts, as they are). Deletions come
//! first, in patch order; then the upserts, in patch order.

use std::hash::Hash;

use super::order::swapping;
use super::{FirstIndex, HashMap, Key};

/// The merged list, before ordering, and what the ordering step needs to know of how
/// Go's in-place slice edits went.
#[derive(Debug, Clone, PartialEq)]
pub struct KeyedMerge<T, K = Key> {
    /// Live items (minus deleted ones) merged, then appended items; or, after
    /// `$patch: replace`, the patch's items.
    pub merged: Vec<T>,
    /// Positions of deleted live items, in the order they were deleted.
    pub deleted_in_order: Vec<usize>,
    /// How many items were appended (they are the last ones of `merged`).
    pub appended: usize,
    /// Whether `$patch: replace` was given.
    pub replaced: bool,
    /// The key of each item of `merged`, as the merge matched it: a merged item keeps the
    /// key it was matched by, an added one has its patch item's.
    pub keys: Vec<Option<K>>,
    /// Whether those keys are known to be all present and pairwise distinct (the merge
    /// indexed them; not after `$patch: replace`), so that ordering has nothing to tie.
    pub distinct: bool,
}

/// How a merge by key went, but for its items and keys: what ordering the result reads
/// (a copy of the work per merge, not per item type).
#[derive(Debug, Clone, Copy)]
pub(crate) struct MergeShape<'a> {
    /// How many items the merge left.
    pub(crate) len: usize,
    /// [`KeyedMerge::deleted_in_order`].
    pub(crate) deleted_in_order: &'a [usize],
    /// [`KeyedMerge::appended`].
    pub(crate) appended: usize,
    /// [`KeyedMerge::replaced`].
    pub(crate) replaced: bool,
    /// [`KeyedMerge::distinct`].
    pub(crate) distinct: bool,
}

impl<T, K> KeyedMerge<T, K> {
    /// The merge's shape.
    pub(crate) fn shape(&self) -> MergeShape<'_> {
        MergeShape {
            len: self.merged.len(),
            deleted_in_order: &self.deleted_in_order,
            appended: self.appended,
            replaced: self.replaced,
            distinct: self.distinct,
        }
    }
}

/// Where each item goes, computed on keys alone (one copy of the work per key type,
/// whatever the items): the live positions deleted, in deletion order; whether each live
/// item is kept (empty when all are); for each upsert the slot it merges into, or the next
/// new slot (kept live items first, then appended ones); and the key of each item of the
/// result.
struct Plan<K> {
    deleted_in_order: Vec<usize>,
    kept: Vec<bool>,
    targets: Vec<usize>,
    /// Per upsert, whether a later one merges into the item it adds (empty when none does).
    again: Vec<bool>,
    appended: usize,
    keys: Vec<Option<K>>,
    /// [`KeyedMerge::distinct`].
    distinct: bool,
}

/// A patch list split by role: the upserts' keys and items (with their positions in the
/// patch list), the deleted keys, and whether `$patch: replace` was given; each in patch
/// order.
pub(crate) struct Split<P, K> {
    pub(crate) upsert_keys: Vec<K>,
    pub(crate) upserts: Vec<(usize, P)>,
    pub(crate) deletes: Vec<K>,
    pub(crate) replaced: bool,
}

impl<P, K> Split<P, K> {
    /// The same split holding `f(item)` for each upsert's item.
    pub(crate) fn map<Q>(self, mut f: impl FnMut(P) -> Q) -> Split<Q, K> {
        let Split { upsert_keys, upserts, deletes, replaced } = self;
        let upserts = upserts.into_iter().map(|(position, item)| (position, f(item))).collect();
        Split { upsert_keys, upserts, deletes, replaced }
    }
}

fn plan<K: Hash + Eq + Clone>(live_keys: &[Option<K>], upsert_keys: &[K], deletes: &[K], replaced: bool) -> Plan<K> {
    if replaced {
        // The list becomes the upserts, each made as it is.
        let (deleted_in_order, kept) = deletions_scanned(live_keys, deletes);
        let keys = upsert_keys.iter().cloned().map(Some).collect();
        let (targets, again) = (Vec::new(), Vec::new());
        return Plan { deleted_in_order, kept, targets, again, appended: 0, keys, distinct: false };
    }
    let live_len = live_keys.len();
    // Each live key's first position, then each new item's key: `live_len + j` for the
    // `j`th. Keys borrowed from `live_keys` and `upsert_keys`: only new items' are cloned.
    let mut index: HashMap<&K, usize> =
        HashMap::with_capacity_and_hasher(live_len + upsert_keys.len(), Default::default());
    // A live item without a key, or two with one key, can tie when ordered; and a key at
    // two positions cannot be deleted through the index, which holds one.
    let mut distinct = true;
    for (position, key) in live_keys.iter().enumerate() {
        match key {
            Some(key) => distinct &= *index.entry(key).or_insert(position) == position,
            None => distinct = false,
        }
    }
    let (deleted_in_order, kept) =
        if distinct { deletions_indexed(&index, deletes, live_len) } else { deletions_scanned(live_keys, deletes) };
    // A deleted key is at no live position any more (all of its go).
    for key in deletes {
        index.remove(key);
    }
    // Items stay where they are: only deletions shift the ones after them.
    let slot_of = slots_after(&kept);
    let kept_len = live_len - deleted_in_order.len();
    let mut keys: Vec<Option<K>> = Vec::with_capacity(kept_len + upsert_keys.len());
    let is_kept = |position: usize| kept.get(position).copied().unwrap_or(true);
    keys.extend(live_keys.iter().enumerate().filter(|&(position, _)| is_kept(position)).map(|(_, key)| key.clone()));
    let mut targets = Vec::with_capacity(upsert_keys.len());
    let mut appended = 0;
    for key in upsert_keys {
        let at = *index.entry(key).or_insert_with(|| {
            keys.push(Some(key.clone()));
            appended += 1;
            live_len + appended - 1
        });
        targets.push(if at < live_len { slot_of.get(at).copied().unwrap_or(at) } else { kept_len + at - live_len });
    }
    // An upsert merges into the first item with its key or adds one with a new key: no
    // two items share one unless two live ones did.
    let onto_new = targets.iter().filter(|&&target| target >= kept_len).count();
    let again = if onto_new > appended { merged_again(&targets, kept_len, appended) } else { Vec::new() };
    Plan { deleted_in_order, kept, targets, again, appended, keys, distinct }
}

/// Go deletes the first match until none is left: for each deleted key in patch order,
/// every live position with it, ascending (a repeated key deletes nothing more). Returns
/// those positions and whether each live item is kept (empty when all are).
///
/// Where each live key is at one position, `index` (each key's position) finds it.
fn deletions_indexed<K: Hash + Eq>(
    index: &HashMap<&K, usize>,
    deletes: &[K],
    live_len: usize,
) -> (Vec<usize>, Vec<bool>) {
    let (mut deleted, mut kept) = (Vec::new(), Vec::new());
    for key in deletes {
        if let Some(&position) = index.get(key) {
            if kept.is_empty() {
                kept = vec![true; live_len];
            }
            if std::mem::replace(&mut kept[position], false) {
                deleted.push(position);
            }
        }
    }
    (deleted, kept)
}

/// [`deletions_indexed`] where a key can be at several positions: every live key is
/// looked up among the deleted ones.
fn deletions_scanned<K: Hash + Eq>(live_keys: &[Option<K>], deletes: &[K]) -> (Vec<usize>, Vec<bool>) {
    if deletes.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let delete_rank = FirstIndex::new(deletes.iter());
    let mut hits: Vec<(usize, usize)> = live_keys
        .iter()
        .enumerate()
        .filter_map(|(position, key)| Some((delete_rank.get(&key.as_ref()?)?, position)))
        .collect();
    // Stable: each key's positions stay ascending.
    hits.sort_by_key(|&(rank, _)| rank);
    let deleted: Vec<usize> = hits.into_iter().map(|(_, position)| position).collect();
    let mut kept = Vec::new();
    if !deleted.is_empty() {
        kept = vec![true; live_keys.len()];
        for &position in &deleted {
            kept[position] = false;
        }
    }
    (deleted, kept)
}

/// Each kept live item's slot after the deletions (empty when nothing is deleted: each
/// item stays at its position).
fn slots_after(kept: &[bool]) -> Vec<usize> {
    let mut slot = 0;
    kept.iter()
        .map(|&kept| {
            slot += usize::from(kept);
            slot - usize::from(kept)
        })
        .collect()
}

/// For each upsert, whether a later upsert merges into the same new item.
#[cold]
fn merged_again(targets: &[usize], first_new: usize, appended: usize) -> Vec<bool> {
    let mut seen = vec![false; appended];
    let mut again = vec![false; targets.len()];
    for (merged, &target) in again.iter_mut().zip(targets).rev() {
        if let Some(seen) = target.checked_sub(first_new).and_then(|slot| seen.get_mut(slot)) {
            *merged = std::mem::replace(seen, true);
        }
    }
    again
}

/// Merges a patch list, already split by role ([`Split`]), into the live list by key; also returns the upserts' keys.
pub(crate) fn merge_split<T, P, K, E>(
    live: Vec<T>,
    live_keys: &[Option<K>],
    patch: Split<P, K>,
    merge: &mut dyn FnMut(&mut T, P, usize) -> Result<(), E>,
    create: &mut dyn FnMut(P) -> Result<T, E>,
) -> Result<(KeyedMerge<T, K>, Vec<K>), E>
where
    K: Hash + Eq + Clone,
{
    // Only moving the items depends on their type: the merge is compiled once (per patch
    // item and key type), and reaches the items through `dyn` ([`Moving`]).
    let mut moving = Moving { items: live, merge, create };
    let Planned { deleted_in_order, appended, replaced, keys, distinct, upsert_keys } =
        merge_planned(&mut moving, live_keys, patch)?;
    Ok((KeyedMerge { merged: moving.items, deleted_in_order, appended, replaced, keys, distinct }, upsert_keys))
}

/// A [`KeyedMerge`] but for its items.
pub(crate) struct Planned<K> {
    pub(crate) deleted_in_order: Vec<usize>,
    pub(crate) appended: usize,
    pub(crate) replaced: bool,
    pub(crate) keys: Vec<Option<K>>,
    pub(crate) distinct: bool,
    /// The upserts' keys, in patch order.
    pub(crate) upsert_keys: Vec<K>,
}

/// [`merge_split`] on items it sees through [`Slots`].
#[inline(never)]
pub(crate) fn merge_planned<P, K: Hash + Eq + Clone, E>(
    items: &mut dyn Slots<P, E>,
    live_keys: &[Option<K>],
    patch: Split<P, K>,
) -> Result<Planned<K>, E> {
    let Split { upsert_keys, upserts, deletes, replaced } = patch;
    let plan = plan(live_keys, &upsert_keys, &deletes, replaced);
    let kept = (!plan.deleted_in_order.is_empty()).then_some(&plan.kept[..]);
    move_items(items, kept, &plan.targets, &plan.again, plan.appended, upserts, replaced)?;
    let Plan { deleted_in_order, appended, keys, distinct, .. } = plan;
    Ok(Planned { deleted_in_order, appended, replaced, keys, distinct, upsert_keys })
}

/// A list whose items a keyed merge moves, as [`move_items`] sees it.
pub(crate) trait Slots<P, E> {
    /// Empties the list, for `len` items made anew.
    fn clear(&mut self, len: usize);
    /// Keeps the items `kept` marks (all without it), with room for `more`.
    fn retain(&mut self, kept: Option<&[bool]>, more: usize);
    /// Merges a patch item into the item at `target`, or appends the item it makes where
    /// `target` is the next new slot; `again`: a later patch item merges into what this
    /// one adds (the patch names a new key twice).
    fn upsert(&mut self, target: usize, item: P, patch_index: usize, again: bool) -> Result<(), E>;
}

/// The live items and what merges and makes them.
struct Moving<'a, T, P, E> {
    items: Vec<T>,
    merge: &'a mut dyn FnMut(&mut T, P, usize) -> Result<(), E>,
    create: &'a mut dyn FnMut(P) -> Result<T, E>,
}

/// [`Slots::clear`] on a vector.
pub(crate) fn clear_for<T>(items: &mut Vec<T>, len: usize) {
    items.clear();
    items.reserve(len);
}

/// [`Slots::retain`] on a vector.
pub(crate) fn retain_kept<T>(items: &mut Vec<T>, kept: Option<&[bool]>, more: usize) {
    if let Some(kept) = kept {
        // Kept items swapped to the front in their order, the others dropped from the end:
        // only the swap and the drop are compiled per item type (`Vec::retain` is larger).
        let len = keep_first(items.len(), kept, &mut swapping(items));
        items.truncate(len);
    }
    items.reserve(more);
}

/// Moves the items `kept` marks (all past its end) to the front, in their order, with
/// `swap`; returns how many there are.
#[inline(never)]
fn keep_first(len: usize, kept: &[bool], swap: &mut dyn FnMut(usize, usize)) -> usize {
    let mut front = 0;
    for index in 0..len {
        if kept.get(index).copied().unwrap_or(true) {
            if index != front {
                swap(front, index);
            }
            front += 1;
        }
    }
    front
}

impl<T, P, E> Slots<P, E> for Moving<'_, T, P, E> {
    fn clear(&mut self, len: usize) {
        clear_for(&mut self.items, len);
    }

    fn retain(&mut self, kept: Option<&[bool]>, more: usize) {
        retain_kept(&mut self.items, kept, more);
    }

    fn upsert(&mut self, target: usize, item: P, patch_index: usize, _: bool) -> Result<(), E> {
        match self.items.get_mut(target) {
            Some(current) => (self.merge)(current, item, patch_index),
            None => {
                let item = (self.create)(item)?;
                self.items.push(item);
                Ok(())
            }
        }
    }
}

/// The items moved as the plan says: made from the upserts (`replaced`), or the live ones
/// `kept`, merged where they lie, then the new ones appended.
fn move_items<P, E>(
    items: &mut dyn Slots<P, E>,
    kept: Option<&[bool]>,
    targets: &[usize],
    again: &[bool],
    appended: usize,
    upserts: Vec<(usize, P)>,
    replaced: bool,
) -> Result<(), E> {
    if replaced {
        items.clear(upserts.len());
        for (slot, (patch_index, item)) in upserts.into_iter().enumerate() {
            items.upsert(slot, item, patch_index, false)?;
        }
        return Ok(());
    }
    items.retain(kept, appended);
    // The plan's targets are the kept items' positions, then the next new slot.
    for (upsert, ((patch_index, item), &target)) in upserts.into_iter().zip(targets).enumerate() {
        items.upsert(target, item, patch_index, again.get(upsert).copied().unwrap_or(false))?;
    }
    Ok(())
}

#[cfg(test)]
mod doc_examples {}
