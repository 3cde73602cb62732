//! The steps of a list merge that depend only on item keys, generic over the item type
//! through [`Item`](super::element::Item): splitting merged items into patch items and server-only ones and
//! ordering them (the reference's `partition...ByPresentInList` and
//! `normalizeElementOrder`), merging lists of primitives, and checking a patch list
//! against its `$setElementOrder` list.

use std::borrow::Cow;

use super::element::{primitive_element_type, Item};
use super::keyed::{KeyedMerge, MergeShape};
use super::order::{aliased_live_order, interleave, permute, sort_positions, LiveSlot};
use super::primitive::{go_decoded_capacity, go_deduplicate};
use super::sort::go_stable_sort;
use super::{AsKey, HashMap, HashSet, Key};
use crate::error::ErrorKind;

/// The keys of merged items, each of which must have one: `keys` pairs each item with its
/// key as looked up. With `keyless` (a list of maps merged without a merge key) the first
/// item fails: Go has no key to read.
pub(crate) fn required_keys<I>(
    keys: impl IntoIterator<Item = (I, Result<Option<Key>, ErrorKind>)>,
    keyless: bool,
    missing: impl Fn(I) -> ErrorKind,
) -> Result<Vec<Key>, ErrorKind> {
    let required = |(item, key): (I, Result<Option<Key>, ErrorKind>)| {
        if keyless {
            return Err(missing(item));
        }
        key?.ok_or_else(|| missing(item))
    };
    super::try_collect(keys.into_iter().map(required))
}

/// The keys of a list's items for ordering (a missing merge key reads as `nil`, as Go's
/// `item[mergeKey]` does).
pub fn keys_of<T: Item>(items: &[T], merge_key: &str) -> Result<Vec<Key>, ErrorKind> {
    super::try_collect(items.iter().map(|item| Ok(Key::or_nil(item.key(merge_key)?))))
}

/// Splits merged items into patch items (keys in `patch_keys`) and server-only ones and
/// orders them: patch items by `patch_keys`, server-only items by `server_keys`, then
/// interleaved ([`super::order::interleave`]). For lists of maps every item must have
/// the merge key, and `$patch: delete` items go last in each part.
pub fn order_by_patch<T: Item>(
    merged: Vec<T>,
    patch_keys: &[Key],
    server_keys: &[Key],
    merge_key: &str,
    is_map_kind: bool,
) -> Result<Vec<T>, ErrorKind> {
    let keys = merged.iter().map(|item| (item, item.key(merge_key)));
    let keys = required_keys(keys, is_map_kind && merge_key.is_empty(), |item| item.missing_key(merge_key))?;
    Ok(order_with_keys(merged, &keys, patch_keys, server_keys, is_map_kind))
}

/// [`order_by_patch`] given the merged items' keys (all present).
fn order_with_keys<T: Item>(
    mut merged: Vec<T>,
    keys: &[Key],
    patch_keys: &[Key],
    server_keys: &[Key],
    is_map_kind: bool,
) -> Vec<T> {
    let delete_marked: Vec<bool> =
        if is_map_kind { merged.iter().map(Item::is_delete_marked).collect() } else { Vec::new() };
    permute(&mut merged, &order_of(keys, false, &delete_marked, patch_keys, server_keys).positions);
    merged
}

/// An order from [`order_of`].
pub(crate) struct Order {
    /// `positions[i]`: the item that goes to `i`.
    pub positions: Vec<usize>,
    /// Whether the items' order before decided anything: two items of a part tie (a
    /// repeated key), a part of two or more has an item without a rank (Go's sort then
    /// decides), or a part has two `$patch: delete` items.
    /// When not, the same items in any order come out the same.
    pub ties: bool,
}

/// The order of [`order_by_patch`] as positions, computed on keys alone (one copy of the
/// work whatever the item type), and whether it depends on the items' order before.
/// `delete_marked` is empty for lists of primitives. With `distinct`, the caller knows
/// that no two `keys` are equal.
pub(crate) fn order_of(
    keys: &[Key],
    distinct: bool,
    delete_marked: &[bool],
    patch_keys: &[Key],
    server_keys: &[Key],
) -> Order {
    order_with(keys, distinct, delete_marked, patch_keys, &mut || Cow::Borrowed(server_keys))
}

/// [`order_of`] with the server order made only where it decides something: where the
/// patch's order names every item (a `$setElementOrder` list from a diff does), no item
/// is server-only.
pub(crate) fn order_with<'s>(
    keys: &[Key],
    distinct: bool,
    delete_marked: &[bool],
    patch_keys: &[Key],
    server_order: &mut dyn FnMut() -> Cow<'s, [Key]>,
) -> Order {
    let unmarked = || !delete_marked.contains(&true);
    if distinct && patch_keys.get(..keys.len()) == Some(keys) && unmarked() {
        // The patch's order starts with the items, in their order, each once: nothing
        // moves, nothing ties, and no key need be hashed.
        return Order { positions: (0..keys.len()).collect(), ties: false };
    }
    // Each key's first position in both orders, in one map: at most one probe per item.
    const NONE: usize = usize::MAX;
    let server_keys: Cow<'s, [Key]>;
    let mut server_len = 0;
    let mut first: HashMap<&Key, (usize, usize)> =
        HashMap::with_capacity_and_hasher(patch_keys.len(), Default::default());
    let mut patch_ranks = Vec::with_capacity(patch_keys.len());
    for (rank, key) in patch_keys.iter().enumerate() {
        patch_ranks.push(first.entry(key).or_insert((rank, NONE)).0);
    }
    // Each item's rank in the patch's order; where the order has the item's key next after
    // the last one found (a merge that keeps the order list's order, as most do, but for
    // the items it adds or drops), without a probe into the map, which in a long list lies
    // far from the keys.
    let mut next = 0;
    let mut ranks: Vec<(usize, usize)> = keys
        .iter()
        .map(|key| {
            let at = match patch_keys.get(next) {
                Some(at) if at == key => Some(next),
                _ => first.get(key).map(|&(rank, _)| rank),
            };
            next = at.map_or(next, |at| at + 1);
            at.map_or((NONE, NONE), |at| (patch_ranks[at], NONE))
        })
        .collect();
    if unmarked() && ranks.iter().enumerate().all(|(position, rank)| rank.0 == position) {
        // Each item where the order puts it, each key once: nothing moves, nothing ties.
        return Order { positions: (0..keys.len()).collect(), ties: false };
    }
    if ranks.iter().any(|&(patch_rank, _)| patch_rank == NONE) {
        server_keys = server_order();
        server_len = server_keys.len();
        first.reserve(server_len);
        for (rank, key) in server_keys.iter().enumerate() {
            let ranks = first.entry(key).or_insert((NONE, NONE));
            ranks.1 = ranks.1.min(rank);
        }
        ranks = keys.iter().map(|key| first.get(key).copied().unwrap_or((NONE, NONE))).collect();
    }
    let is_deleted = |position: usize| delete_marked.get(position).copied().unwrap_or(false);
    let (mut patch_part, mut server_part) = (Vec::with_capacity(keys.len()), Vec::new());
    let (mut patch_deletes, mut server_deletes) = (Vec::new(), Vec::new());
    for (position, &(patch_rank, _)) in ranks.iter().enumerate() {
        match (patch_rank == NONE, is_deleted(position)) {
            (false, false) => patch_part.push(position),
            (false, true) => patch_deletes.push(position),
            (true, false) => server_part.push(position),
            (true, true) => server_deletes.push(position),
        }
    }
    // `normalizeSliceOrder`: stably by first position in the part's order, and for lists
    // of maps `$patch: delete` items last.
    let patch_tied = sort_by_rank(&mut patch_part, &|p| ranks[p].0, patch_keys.len());
    let server_tied = sort_by_rank(&mut server_part, &|p| ranks[p].1, server_len);
    let ties = patch_deletes.len() > 1 || server_deletes.len() > 1 || patch_tied || server_tied;
    patch_part.extend(patch_deletes);
    if server_part.is_empty() && server_deletes.is_empty() {
        return Order { positions: patch_part, ties };
    }
    server_part.extend(server_deletes);
    let server_rank = |part: &[usize]| -> Vec<Option<usize>> {
        part.iter().map(|&p| Some(ranks[p].1).filter(|&rank| rank != NONE)).collect()
    };
    let (patch_ranks, server_ranks) = (server_rank(&patch_part), server_rank(&server_part));
    Order { positions: interleave(server_part, &server_ranks, patch_part, &patch_ranks), ties }
}

/// Sorts `part` as the reference's `normalizeSliceOrder` does, by `rank` (a position in
/// a list of `bound` items; at `bound` or above, none), and says whether the items' order
/// before decided anything. When every item has a rank the order is by rank, stable;
/// distinct ranks are placed directly, without sorting. Go's comparison answers "less"
/// whenever either item has no rank, which is no order at all: then its sort algorithm
/// decides ([`go_stable_sort`]).
fn sort_by_rank(part: &mut Vec<usize>, rank: &dyn Fn(usize) -> usize, bound: usize) -> bool {
    const EMPTY: usize = usize::MAX;
    if part.len() < 2 {
        return false;
    }
    if part.iter().any(|&item| rank(item) >= bound) {
        go_stable_sort(part, &|x, y| {
            let (x, y) = (rank(x), rank(y));
            x >= bound || y >= bound || x < y
        });
        return true;
    }
    let mut slots = vec![EMPTY; bound];
    for &item in part.iter() {
        let slot = &mut slots[rank(item)];
        if *slot != EMPTY {
            sort_positions(part, rank);
            return true;
        }
        *slot = item;
    }
    part.clear();
    part.extend(slots.into_iter().filter(|&item| item != EMPTY));
    false
}

/// Orders a list merged by key ([`super::keyed::merge_split`]): patch items by
/// `patch_keys`, the others by their order before the merge. With `live_keys` (the keys
/// of the live list before the merge), also returns the live order the reference reads
/// afterwards, as its in-place slice edits leave it ([`super::order::aliased_live_order`]);
/// `$setElementOrder` needs it.
pub fn order_keyed<T: Item>(
    merge: KeyedMerge<T>,
    patch_keys: Vec<Key>,
    live_keys: Option<&[Key]>,
    merge_key: &str,
) -> Result<(Vec<T>, Vec<Key>), ErrorKind> {
    let (mut merged, mut pending, live_order) = keyed_unordered(merge, patch_keys, live_keys, merge_key)?;
    pending.put_in_keyed_order(&mut merged);
    Ok((merged, live_order))
}

/// What [`order_keyed`] orders a list merged by key by: where a `$setElementOrder` list
/// orders it next ([`KeyedOrder::order_by_patch`]), that order alone may decide.
pub(crate) struct KeyedOrder {
    /// The merged items' keys and `$patch: delete` marks, in the items' order.
    keys: Vec<Key>,
    delete_marked: Vec<bool>,
    patch_keys: Vec<Key>,
    len: usize,
    appended: usize,
    replaced: bool,
    distinct: bool,
}

/// [`order_keyed`] but the ordering: the merged items, what orders them (each must have a
/// key), and the live order (with `live_keys`).
pub(crate) fn keyed_unordered<T: Item>(
    merge: KeyedMerge<T>,
    patch_keys: Vec<Key>,
    live_keys: Option<&[Key]>,
    merge_key: &str,
) -> Result<(Vec<T>, KeyedOrder, Vec<Key>), ErrorKind> {
    let keys = merge.merged.iter().map(|item| (item, item.key(merge_key)));
    let keys = required_keys(keys, merge_key.is_empty(), |item| item.missing_key(merge_key))?;
    let delete_marked: Vec<bool> = merge.merged.iter().map(Item::is_delete_marked).collect();
    let live_order = live_keys.map(|live_keys| keyed_live_order(merge.shape(), &keys, live_keys)).unwrap_or_default();
    let (len, appended, replaced, distinct) = (merge.merged.len(), merge.appended, merge.replaced, merge.distinct);
    let order = KeyedOrder { keys, delete_marked, patch_keys, len, appended, replaced, distinct };
    Ok((merge.merged, order, live_order))
}

impl KeyedOrder {
    fn shape(&self) -> MergeShape<'_> {
        let (len, appended, replaced, distinct) = (self.len, self.appended, self.replaced, self.distinct);
        // The deletions order only the live order, made already (`keyed_unordered`).
        MergeShape { len, deleted_in_order: &[], appended, replaced, distinct }
    }

    /// `items` (the merged ones, as merged) put in [`order_keyed`]'s order, their keys too.
    pub(crate) fn put_in_keyed_order<T>(&mut self, items: &mut [T]) {
        let order = keyed_order(self.shape(), &self.keys, &self.delete_marked, &self.patch_keys);
        permute(items, &order.positions);
        permute(&mut self.keys, &order.positions);
        permute(&mut self.delete_marked, &order.positions);
    }

    /// `items` (the merged ones, as merged, maps) put in [`order_keyed`]'s order, then in
    /// [`order_by_patch`]'s (`patch_keys` those of the `$setElementOrder` list,
    /// `server_keys` the live order). Where the second order ties nothing, it decides alone
    /// (the items' order before decides nothing), and the first is not made.
    pub(crate) fn order_by_patch<T>(mut self, items: &mut [T], patch_keys: &[Key], server_keys: &[Key]) {
        let mut by_patch = order_of(&self.keys, false, &self.delete_marked, patch_keys, server_keys);
        if by_patch.ties {
            self.put_in_keyed_order(items);
            by_patch = order_of(&self.keys, false, &self.delete_marked, patch_keys, server_keys);
        }
        permute(items, &by_patch.positions);
    }
}

/// [`order_keyed`]'s order, on the merged items' keys and `$patch: delete` marks.
pub(crate) fn keyed_order(shape: MergeShape<'_>, keys: &[Key], delete_marked: &[bool], patch_keys: &[Key]) -> Order {
    let server_keys = if shape.replaced { keys } else { &keys[..shape.len - shape.appended] };
    let patch_keys = if shape.replaced { &[][..] } else { patch_keys };
    order_of(keys, shape.distinct, delete_marked, patch_keys, server_keys)
}

/// The live order the reference reads after a merge by key, from the keys of the live
/// list before it (`live_keys`) and of the merged items (`keys`), as its in-place slice
/// edits leave it ([`super::order::aliased_live_order`]).
pub(crate) fn keyed_live_order(shape: MergeShape<'_>, keys: &[Key], live_keys: &[Key]) -> Vec<Key> {
    let first_appended = shape.len - shape.appended;
    aliased_live_order(live_keys.len(), shape.deleted_in_order, shape.appended)
        .into_iter()
        .map(|slot| match slot {
            LiveSlot::Live(i) => live_keys[i].clone(),
            LiveSlot::Appended(j) => keys[first_appended + j].clone(),
        })
        .collect()
}

/// A merged list of primitives and the live order the reference then uses.
#[derive(Debug, Clone, PartialEq)]
pub struct PrimitiveMerge<T> {
    /// The merged, ordered list.
    pub merged: Vec<T>,
    /// The keys of the live list as Go's in-place de-duplication left it.
    pub live_order: Vec<Key>,
}

/// Lists of primitives: live items then patch items, de-duplicated as Go does it, then
/// ordered by the patch. Go appends the patch into the live slice's spare capacity, so
/// with duplicates in the live list the de-duplication rewrites the live order it uses.
pub fn merge_primitives<T: Item>(live: Vec<T>, patch: Vec<T>) -> Result<PrimitiveMerge<T>, ErrorKind> {
    let live_len = live.len();
    let patch_len = patch.len();
    let in_place = go_decoded_capacity(live_len) >= live_len + patch_len;
    let mut all = live;
    all.extend(patch);
    let keys = keys_of(&all, "")?;
    let (slots, len) = go_deduplicate(&keys);
    let live_order: Vec<Key> =
        if in_place { slots[..live_len].iter().map(|&i| keys[i].clone()).collect() } else { keys[..live_len].to_vec() };
    let patch_keys = &keys[live_len..];
    let mut taken: Vec<Option<T>> = all.into_iter().map(Some).collect();
    let merged: Vec<T> = slots[..len].iter().filter_map(|&i| taken[i].take()).collect();
    let merged = order_by_patch(merged, patch_keys, &live_order, "", false)?;
    Ok(PrimitiveMerge { merged, live_order })
}

/// `$deleteFromPrimitiveList`: removes every item equal to one of `to_delete`. As in any
/// merge of two lists (`mergeSlice`), both must hold one item type, and not maps: a list
/// of maps has no merge key here.
pub fn delete_primitives<T: Item>(live: Vec<T>, to_delete: &[T]) -> Result<Vec<T>, ErrorKind> {
    if live.is_empty() && to_delete.is_empty() {
        return Ok(live);
    }
    primitive_element_type(&[&live, to_delete])?;
    let doomed: HashSet<Key> = keys_of(to_delete, "")?.into_iter().collect();
    let keep = keys_of(&live, "")?.into_iter().map(|key| !doomed.contains(&key));
    Ok(live.into_iter().zip(keep.collect::<Vec<_>>()).filter_map(|(item, keep)| keep.then_some(item)).collect())
}

/// `validatePatchWithSetOrderList`: the patch list's items (its `$patch: delete` items
/// left out beforehand) must occur in the order list in the same relative order; keys
/// the order lists but the patch lacks are fine. Items carrying another `$patch`
/// directive are skipped. `equal(p, o)` compares patch item `p` with order entry `o`
/// (lazily, as Go does: an entry it never reaches is never checked).
#[inline]
pub fn check_patch_order(
    patch_len: usize,
    order_len: usize,
    mut is_directive: impl FnMut(usize) -> bool,
    mut equal: impl FnMut(usize, usize) -> Result<bool, ErrorKind>,
) -> Result<(), ErrorKind> {
    // Compiled once; each item type adds only the two shims.
    walk_patch_order(patch_len, order_len, &mut is_directive, &mut equal)
}

fn walk_patch_order(
    patch_len: usize,
    order_len: usize,
    is_directive: &mut dyn FnMut(usize) -> bool,
    equal: &mut dyn FnMut(usize, usize) -> Result<bool, ErrorKind>,
) -> Result<(), ErrorKind> {
    if order_len == 0 || patch_len == 0 {
        return Ok(());
    }
    let (mut p, mut o) = (0, 0);
    while p < patch_len && o < order_len {
        if is_directive(p) {
            p += 1;
            continue;
        }
        if equal(p, o)? {
            p += 1;
        }
        o += 1;
    }
    if p < patch_len && o >= order_len {
        return Err(ErrorKind::SetElementOrderMismatch);
    }
    Ok(())
}

/// Primitive items are their own keys (merge keys do not apply to them).
macro_rules! primitive_items {
    ($($ty:ty),* $(,)?) => {$(
        impl Item for $ty {
            fn key(&self, _merge_key: &str) -> Result<Option<Key>, ErrorKind> {
                Ok(AsKey::as_key(self))
            }
        }
    )*};
}

primitive_items!(String, bool, i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f32, f64);

#[cfg(test)]
mod doc_examples {
    #[test]
    fn merge_primitives() -> Result<(), Box<dyn std::error::Error>> {
        use crate::lists::merge::merge_primitives;
        assert_eq!(merge_primitives(vec!["a".to_string(), "b".into()], vec!["c".into()])?.merged, ["c", "a", "b"]);
        assert_eq!(
            merge_primitives(vec!["a".to_string(), "b".into(), "a".into()], vec!["c".into()])?.merged,
            ["a", "b", "c"]
        );
        Ok(())
    }

    #[test]
    fn check_patch_order() {
        use crate::lists::merge::check_patch_order;
        let order = ["a", "b", "c"];
        let check =
            |patch: &[&str]| check_patch_order(patch.len(), order.len(), |_| false, |p, o| Ok(patch[p] == order[o]));
        assert!(check(&["a", "c"]).is_ok());
        assert!(check(&["c", "a"]).is_err());
    }
}
