//! Element order after a merge: the reference's `normalizeElementOrder` and
//! `mergeSortedSlice`, on ranks computed once instead of by repeated scans.
//!
//! After a list merge, the reference splits the items into *patch items* (those the
//! patch, or its `$setElementOrder` list, names) and *server-only items*. Patch items are
//! sorted by the order list, server-only items by the live list; then the two are
//! interleaved. The interleaving is the reference's, quirks included: a server-only item
//! comes out first only when both heads occur in the live order and the server-only one
//! comes earlier there. So a new item (absent from the live list) comes out as soon as it
//! is reached, and server-only items are *not* all placed first, whatever the design
//! proposal for `$setElementOrder` says.

/// Sorts `items` stably by `ranks` (the same length): items with a rank by rank, the
/// ones without after them, each group in its original order.
pub fn sort_by_rank<T>(mut items: Vec<T>, ranks: &[Option<usize>]) -> Vec<T> {
    debug_assert_eq!(items.len(), ranks.len());
    // The order is computed on positions, in code shared by every item type, and the
    // items move once.
    permute(&mut items, &rank_order(ranks));
    items
}

/// The positions of [`sort_by_rank`]'s order.
pub(crate) fn rank_order(ranks: &[Option<usize>]) -> Vec<usize> {
    let mut positions: Vec<usize> = (0..ranks.len()).collect();
    sort_positions(&mut positions, |position| ranks[position].unwrap_or(usize::MAX));
    positions
}

/// Sorts `positions` stably by `rank`, as Go's `sort.SliceStable`. The sort itself runs on
/// `(rank, index, position)` triples, distinct by their first two, so an unstable sort gives
/// the stable order and is compiled once for every caller, not once per `sort_by_key`
/// closure.
pub(crate) fn sort_positions(positions: &mut [usize], rank: impl Fn(usize) -> usize) {
    let mut ranked: Vec<(usize, usize, usize)> =
        positions.iter().enumerate().map(|(index, &position)| (rank(position), index, position)).collect();
    ranked.sort_unstable();
    for (slot, &(_, _, position)) in positions.iter_mut().zip(&ranked) {
        *slot = position;
    }
}

/// Moves `items` into a new order, in place: `positions[i]` is the index of the item that
/// goes to `i` (a permutation; anything else leaves the items as they are). Each cycle is
/// followed once, so every item moves about once, with no second list.
pub fn permute<T>(items: &mut [T], positions: &[usize]) {
    // The cycles are followed once per program, not per item type: only the swap is.
    follow_cycles(items.len(), positions, &mut swapping(items));
}

/// The swap of two of `items`, for the moves compiled once that take it as `dyn`: one
/// closure type, so one copy, per item type.
pub(crate) fn swapping<T>(items: &mut [T]) -> impl FnMut(usize, usize) + '_ {
    |a, b| items.swap(a, b)
}

#[inline(never)]
fn follow_cycles(len: usize, positions: &[usize], swap: &mut dyn FnMut(usize, usize)) {
    if positions.iter().enumerate().all(|(to, &from)| to == from) {
        return;
    }
    let mut done = vec![false; len];
    if positions.len() != len || !positions.iter().all(|&from| from < len && !std::mem::replace(&mut done[from], true))
    {
        return;
    }
    done.fill(false);
    for start in 0..len {
        let mut slot = start;
        while !done[slot] {
            done[slot] = true;
            let from = positions[slot];
            if from == start {
                break;
            }
            swap(slot, from);
            slot = from;
        }
    }
}

/// Interleaves sorted server-only items into sorted patch items (`mergeSortedSlice`).
/// `server_ranks` and `patch_ranks` give each item's position in the live order, if any.
pub fn interleave<T>(
    server_only: Vec<T>,
    server_ranks: &[Option<usize>],
    patch: Vec<T>,
    patch_ranks: &[Option<usize>],
) -> Vec<T> {
    let mut out = Vec::with_capacity(server_only.len() + patch.len());
    let mut left = server_only.into_iter().zip(server_ranks.iter().copied()).peekable();
    let mut right = patch.into_iter().zip(patch_ranks.iter().copied()).peekable();
    loop {
        let take_left = match (left.peek(), right.peek()) {
            (None, None) => break,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (Some((_, l)), Some((_, r))) => matches!((l, r), (Some(l), Some(r)) if l < r),
        };
        let next = if take_left { left.next() } else { right.next() };
        out.extend(next.map(|(item, _)| item));
    }
    out
}

/// The live order the reference really uses after merging a keyed list with deletions:
/// Go deletes items by shifting the live slice in place and appends new items into the
/// freed capacity, so the live slice it later reads for ordering (still of the old
/// length) holds the live items minus the deleted ones, followed by the first new items
/// and, where fewer were added than deleted, stale copies of former last items.
///
/// Returns, for each position of that slice, where its item comes from.
pub fn aliased_live_order(live_len: usize, deleted_in_order: &[usize], appended: usize) -> Vec<LiveSlot> {
    let deleted_count = deleted_in_order.len();
    let mut is_deleted = vec![false; live_len];
    // The item at the end of the shrinking slice before each deletion stays behind at
    // that end position: slot `live_len - 1 - t` for the t-th deletion.
    let mut stale = vec![0usize; deleted_count];
    let mut last = live_len;
    for (t, &position) in deleted_in_order.iter().enumerate() {
        while last > 0 && is_deleted[last - 1] {
            last -= 1;
        }
        stale[t] = last.saturating_sub(1);
        if position < live_len {
            is_deleted[position] = true;
        }
    }
    let mut slots: Vec<LiveSlot> = (0..live_len).filter(|&i| !is_deleted[i]).map(LiveSlot::Live).collect();
    for j in 0..deleted_count {
        if j < appended {
            slots.push(LiveSlot::Appended(j));
        } else {
            let t = deleted_count - 1 - j;
            slots.push(LiveSlot::Live(stale[t]));
        }
    }
    slots.truncate(live_len);
    slots
}

/// Where an item of the aliased live order comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LiveSlot {
    /// The live item at this position (before the merge).
    Live(usize),
    /// The n-th item appended by the merge.
    Appended(usize),
}

#[cfg(test)]
mod doc_examples {
    #[test]
    fn sort_by_rank() {
        use crate::lists::order::sort_by_rank;
        let sorted = sort_by_rank(vec!["c", "x", "a", "b"], &[Some(2), None, Some(0), Some(1)]);
        assert_eq!(sorted, ["a", "b", "c", "x"]);
    }

    #[test]
    fn permute() {
        use crate::lists::order::permute;
        let mut items = ["a", "b", "c", "d"];
        permute(&mut items, &[2, 0, 3, 1]);
        assert_eq!(items, ["c", "a", "d", "b"]);
    }

    #[test]
    fn interleave() {
        use crate::lists::order::interleave;
        // live [1, 2, 9, 3, 4], order [2, 1, 4, 3]: server-only 9 stays between 1 and 4.
        let merged = interleave(vec![9], &[Some(2)], vec![2, 1, 4, 3], &[Some(1), Some(0), Some(4), Some(3)]);
        assert_eq!(merged, [2, 1, 9, 4, 3]);
        // No live position for the patch head: it comes first.
        let merged = interleave(vec!["a", "b"], &[Some(0), Some(1)], vec!["c"], &[None]);
        assert_eq!(merged, ["c", "a", "b"]);
    }

    #[test]
    fn aliased_live_order() {
        use crate::lists::order::{aliased_live_order, LiveSlot};
        // live [1, 2, 4], delete item 0, one new item appended.
        let order = aliased_live_order(3, &[0], 1);
        assert_eq!(order, [LiveSlot::Live(1), LiveSlot::Live(2), LiveSlot::Appended(0)]);
    }
}
