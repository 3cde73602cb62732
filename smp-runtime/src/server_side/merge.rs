//! Two objects merged as server-side apply merges an applied configuration into the live
//! object (structured-merge-diff's `TypedValue.Merge`): maps key by key, associative lists
//! item by item in the reference's order, atomic lists and maps and scalars taken whole from
//! the right-hand side where it has them.
//!
//! The merge is a document of the two's arena: what it takes whole from one side is that
//! side's value, not a copy of it.

use std::cmp::Ordering;

use super::item_key::{same_keys_sorted, ItemKey, ListKeys};
use super::schema::{List, Map, Part, TypeRef, Types};
use super::SHORTCUT_DEPTH;
use crate::doc::map::key_order;
use crate::doc::{Arena, Doc, Obj};
use crate::gojson::view::Json as _;

pub(crate) struct Merge<'t, 'a> {
    pub(crate) types: &'t Types,
    pub(crate) partial_keys: bool,
    pub(crate) arena: &'a Arena,
}

impl<'a> Merge<'_, 'a> {
    /// The merge of `lhs` and `rhs` (at least one given) under `ty`; `None` where neither
    /// side leaves anything.
    pub(crate) fn merge(&self, lhs: Option<&Doc<'a>>, rhs: Option<&Doc<'a>>, ty: &TypeRef) -> Option<Doc<'a>> {
        self.merge_at(lhs, rhs, ty, 0)
    }

    /// [`Merge::merge`] `depth` levels below the object.
    fn merge_at(&self, lhs: Option<&Doc<'a>>, rhs: Option<&Doc<'a>>, ty: &TypeRef, depth: u32) -> Option<Doc<'a>> {
        // As deep as the documents, whose depth is checked, inside `with_stack`'s stack: no
        // level needs to check what is left of it.

        // Near the top, two containers that print alike merge into either: the left one is
        // kept, so that the comparisons of the live object with the merge that follow find
        // the same place in both at once. (`json_equals` takes `-0` for `0.0`, or a large
        // integer for the float nearest it, which print differently; Go's merge takes the
        // right-hand one's.)
        if let (Some(l), Some(r)) = (lhs, rhs) {
            if depth < SHORTCUT_DEPTH && l.is_container() && l.prints_alike(r) {
                return Some(*l);
            }
        }

        // The right-hand side's part decides, where there is one (Go also walks the left
        // one's where the two differ, for errors only).
        let part = match rhs {
            None => self.types.part(ty, lhs),
            Some(_) => self.types.part(ty, rhs),
        };
        match part {
            Part::Map(map, atomic) => self.map(lhs, rhs, map, atomic, depth),
            Part::Scalar(_) => leaf(lhs, rhs),
            Part::List(list, associative) => self.list(lhs, rhs, list, associative, depth),
            Part::None => None,
        }
    }

    fn map(
        &self,
        lhs: Option<&Doc<'a>>,
        rhs: Option<&Doc<'a>>,
        map: &Map,
        atomic: bool,
        depth: u32,
    ) -> Option<Doc<'a>> {
        let entries = |side: Option<&Doc<'a>>| side.and_then(Doc::as_object).map_or(&[][..], |m| m.entries());
        let (l, r) = (entries(lhs), entries(rhs));
        if atomic || (l.is_empty() && r.is_empty()) {
            return leaf(lhs, rhs);
        }
        // Both sides' keys in order, as the sorted entries walked together give them.
        let mut out = Made::new(r, l.len().max(r.len()));
        let (mut li, mut ri) = (0, 0);
        while li < l.len() || ri < r.len() {
            let order = match (l.get(li), r.get(ri)) {
                (Some(a), Some(b)) => key_order(a.0, b.0),
                (Some(_), None) => Ordering::Less,
                _ => Ordering::Greater,
            };
            let (key, left, right) = match order {
                Ordering::Less => (l[li].0, Some(&l[li].1), None),
                Ordering::Greater => (r[ri].0, None, Some(&r[ri].1)),
                Ordering::Equal => (r[ri].0, Some(&l[li].1), Some(&r[ri].1)),
            };
            li += usize::from(order != Ordering::Greater);
            ri += usize::from(order != Ordering::Less);
            if let Some(merged) = self.merge_at(left, right, map.child_type(key), depth + 1) {
                out.push((key, merged), |a, b| a.0 == b.0 && a.1.is(&b.1), self.arena);
            }
        }
        match out.finish(self.arena) {
            None => rhs.copied(),
            Some(entries) => (!entries.is_empty()).then(|| Doc::Object(Obj::from_sorted(entries))),
        }
    }

    fn list(
        &self,
        lhs: Option<&Doc<'a>>,
        rhs: Option<&Doc<'a>>,
        list: &List,
        associative: bool,
        depth: u32,
    ) -> Option<Doc<'a>> {
        let items = |side: Option<&Doc<'a>>| match side {
            Some(Doc::Array(items)) => *items,
            _ => &[],
        };
        let (l, r) = (items(lhs), items(rhs));
        if !associative || (l.is_empty() && r.is_empty()) {
            return leaf(lhs, rhs);
        }
        // Items whose keys cannot be read are left out, as Go leaves them (its errors for them
        // are lost); a key the right-hand side repeats makes Go fail before this.
        let (left_keys, right_keys) = (self.keys(l, list), self.keys(r, list));
        let (left, right) = (left_keys.keyed(), right_keys.keyed());
        let keys = Keys::of(&left, &right);
        // The left item of a key: the item, or null where the key repeats.
        let left_item = |group: usize| -> Option<&Doc<'a>> {
            let (first, count) = keys.left[group]?;
            Some(if count > 1 { NULL } else { &l[first] })
        };
        let right_item = |group: usize| keys.right[group].map(|i| &r[i]);
        let mut shared = right.iter().zip(&keys.of_right).filter(|(_, &g)| keys.left[g].is_some()).map(|(e, _)| &e.0);
        let mut next_shared = shared.next();
        let mut merged = vec![false; keys.left.len()];
        let mut out = Made::new(r, left.len().max(right.len()));
        let push = |out: &mut Made<'a, Doc<'a>>, merged: Option<Doc<'a>>| {
            if let Some(merged) = merged {
                out.push(merged, Doc::is, self.arena);
            }
        };
        let (mut li, mut ri) = (0, 0);
        while li < left.len() || ri < right.len() {
            if li < left.len() && ri < right.len() {
                let (pe, group) = (&left[li].0, keys.of_left[li]);
                if pe.equals(&right[ri].0) {
                    merged[group] = true;
                    push(&mut out, self.merge_at(left_item(group), right_item(group), &list.element, depth + 1));
                    li += 1;
                    ri += 1;
                    next_shared = shared.next();
                    continue;
                }
                if keys.right[group].is_some() && next_shared.is_some_and(|next| !next.equals(pe)) {
                    li += 1;
                    continue;
                }
            }
            if li < left.len() {
                let group = keys.of_left[li];
                if keys.right[group].is_none() {
                    push(&mut out, self.merge_at(Some(&l[left[li].1]), None, &list.element, depth + 1));
                    li += 1;
                    continue;
                } else if merged[group] {
                    li += 1;
                }
            }
            if ri < right.len() {
                let (pe, group) = (&right[ri].0, keys.of_right[ri]);
                merged[group] = true;
                push(&mut out, self.merge_at(left_item(group), right_item(group), &list.element, depth + 1));
                ri += 1;
                if next_shared.is_some_and(|next| next.equals(pe)) {
                    next_shared = shared.next();
                }
            }
        }
        match out.finish(self.arena) {
            None => rhs.copied(),
            Some(items) => (!items.is_empty()).then_some(Doc::Array(items)),
        }
    }

    /// The keys of an associative list's items.
    fn keys<'k>(&'k self, items: &'k [Doc<'a>], list: &'k List) -> ListKeys<'k> {
        ListKeys::of(self.types, self.partial_keys, items, list)
    }
}

/// What a merge makes of a map's entries or a list's items, often the right-hand side's
/// own in its order (a configuration applied again, or to nothing): it copies none of them
/// until one differs, and then shares the right-hand side itself rather than a copy.
struct Made<'a, T: Copy> {
    right: &'a [T],
    /// How many of the right-hand side's first items the result has been so far.
    shared: usize,
    /// The result, from the first item that is not the right-hand side's.
    out: Option<bumpalo::collections::Vec<'a, T>>,
    capacity: usize,
}

impl<'a, T: Copy> Made<'a, T> {
    fn new(right: &'a [T], capacity: usize) -> Self {
        Made { right, shared: 0, out: None, capacity }
    }

    /// The next item; `same` tells whether it is the right-hand side's.
    #[inline]
    fn push(&mut self, item: T, same: impl Fn(&T, &T) -> bool, arena: &'a Arena) {
        let out = match &mut self.out {
            Some(out) => out,
            None if self.right.get(self.shared).is_some_and(|right| same(right, &item)) => {
                self.shared += 1;
                return;
            }
            None => {
                let mut out = bumpalo::collections::Vec::with_capacity_in(self.capacity, arena);
                out.extend_from_slice(&self.right[..self.shared]);
                self.out.insert(out)
            }
        };
        out.push(item);
    }

    /// The items made; `None` where they are the right-hand side's, all of it (not empty).
    fn finish(self, arena: &'a Arena) -> Option<&'a [T]> {
        match self.out {
            Some(out) => Some(out.into_bump_slice()),
            None if self.shared == self.right.len() && self.shared > 0 => None,
            None => Some(arena.alloc_slice_copy(&self.right[..self.shared])),
        }
    }
}

/// The left item of a key the left side repeats.
const NULL: &Doc<'static> = &Doc::Null;

/// The keys of a list's two sides, as Go's element maps find them (by the elements'
/// order): each key a group; the left side's first item of a group and how many it has,
/// the right side's item (its last, where it repeats, as a map keeps it).
#[cfg_attr(test, derive(Debug, PartialEq))]
pub(super) struct Keys {
    of_left: Vec<usize>,
    of_right: Vec<usize>,
    /// By group: the left side's first item and count.
    left: Vec<Option<(usize, usize)>>,
    /// By group: the right side's item.
    right: Vec<Option<usize>>,
}

impl Keys {
    /// The groups of `left` and `right` (keys and their items' indexes): one side sorted
    /// where both have the same keys in the same order, else both together.
    pub(super) fn of(left: &[(ItemKey<'_, '_>, usize)], right: &[(ItemKey<'_, '_>, usize)]) -> Keys {
        if let Some(order) = same_keys_sorted(left, right) {
            let mut keys = Keys::empty(left.len(), right.len());
            // The same keys at the same places: a group a run of equal keys, the left side's
            // first item of it and their count, the right side's last.
            for run in order.chunk_by(|&a, &b| left[a].0 == left[b].0) {
                let group = keys.left.len();
                for &at in run {
                    (keys.of_left[at], keys.of_right[at]) = (group, group);
                }
                keys.left.push(Some((left[run[0]].1, run.len())));
                keys.right.push(Some(right[run[run.len() - 1]].1));
            }
            return keys;
        }
        Keys::by_one_sort(left, right)
    }

    /// No groups yet, for sides of these lengths.
    fn empty(left: usize, right: usize) -> Keys {
        Keys { of_left: vec![0; left], of_right: vec![0; right], left: Vec::new(), right: Vec::new() }
    }

    /// [`Keys::of`] by one stable sort of both sides.
    pub(super) fn by_one_sort(left: &[(ItemKey<'_, '_>, usize)], right: &[(ItemKey<'_, '_>, usize)]) -> Keys {
        let mut keys = Keys::empty(left.len(), right.len());
        let mut order: Vec<(&ItemKey<'_, '_>, bool, usize)> =
            left.iter().enumerate().map(|(at, (e, _))| (e, false, at)).collect();
        order.extend(right.iter().enumerate().map(|(at, (e, _))| (e, true, at)));
        // Stable: within a key, each side's items stay in their order.
        order.sort_by(|a, b| a.0.cmp(b.0));
        let mut last: Option<&ItemKey<'_, '_>> = None;
        for (element, is_right, at) in order {
            if last.is_none_or(|last| *last != *element) {
                keys.left.push(None);
                keys.right.push(None);
                last = Some(element);
            }
            let group = keys.left.len() - 1;
            if is_right {
                keys.of_right[at] = group;
                keys.right[group] = Some(right[at].1);
            } else {
                keys.of_left[at] = group;
                keys.left[group].get_or_insert((left[at].1, 0)).1 += 1;
            }
        }
        keys
    }
}

/// A value taken whole: the right-hand side's where it has one.
fn leaf<'a>(lhs: Option<&Doc<'a>>, rhs: Option<&Doc<'a>>) -> Option<Doc<'a>> {
    rhs.or(lhs).copied()
}
