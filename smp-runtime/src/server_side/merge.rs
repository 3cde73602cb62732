//! Two objects merged as server-side apply merges an applied configuration into the live
//! object (structured-merge-diff's `TypedValue.Merge`): maps key by key, associative lists
//! item by item in the reference's order, atomic lists and maps and scalars taken whole from
//! the right-hand side where it has them.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map as JsonMap, Value};

use super::schema::{List, Map, Part, TypeRef, Types};
use crate::managed_fields::PathElement;

pub(crate) struct Merge<'a> {
    pub(crate) types: &'a Types,
    pub(crate) partial_keys: bool,
}

impl Merge<'_> {
    /// The merge of `lhs` and `rhs` (at least one given) under `ty`; `None` where neither
    /// side leaves anything.
    pub(crate) fn merge(&self, lhs: Option<&Value>, rhs: Option<&Value>, ty: &TypeRef) -> Option<Value> {
        crate::bounds::deeper(|| {
            // The right-hand side's part decides, where there is one (Go also walks the left
            // one's where the two differ, for errors only).
            let part = match rhs {
                None => self.types.part(ty, lhs),
                Some(_) => self.types.part(ty, rhs),
            };
            match part {
                Part::Map(map, atomic) => self.map(lhs, rhs, map, atomic),
                Part::Scalar(_) => leaf(lhs, rhs),
                Part::List(list, associative) => self.list(lhs, rhs, list, associative),
                Part::None => None,
            }
        })
    }

    fn map(&self, lhs: Option<&Value>, rhs: Option<&Value>, map: &Map, atomic: bool) -> Option<Value> {
        let (l, r) = (lhs.and_then(Value::as_object), rhs.and_then(Value::as_object));
        let empty = |m: Option<&JsonMap<String, Value>>| m.is_none_or(JsonMap::is_empty);
        if atomic || (empty(l) && empty(r)) {
            return leaf(lhs, rhs);
        }
        let mut out = JsonMap::new();
        let keys = l.into_iter().chain(r).flat_map(JsonMap::keys);
        for key in keys {
            if out.contains_key(key) {
                continue;
            }
            let ty = map.child_type(key);
            let merged = self.merge(l.and_then(|m| m.get(key)), r.and_then(|m| m.get(key)), ty);
            if let Some(merged) = merged {
                out.insert(key.clone(), merged);
            }
        }
        (!out.is_empty()).then_some(Value::Object(out))
    }

    fn list(&self, lhs: Option<&Value>, rhs: Option<&Value>, list: &List, associative: bool) -> Option<Value> {
        let (l, r) = (lhs.and_then(Value::as_array), rhs.and_then(Value::as_array));
        let empty = |items: Option<&Vec<Value>>| items.is_none_or(Vec::is_empty);
        if !associative || (empty(l) && empty(r)) {
            return leaf(lhs, rhs);
        }
        let (l, r) = (l.map_or(&[][..], Vec::as_slice), r.map_or(&[][..], Vec::as_slice));
        // Items whose keys cannot be read are left out, as Go leaves them (its errors for them
        // are lost); a key the right-hand side repeats makes Go fail before this.
        let index = |items: &[Value]| -> Vec<(PathElement, usize)> {
            items.iter().enumerate().filter_map(|(i, item)| Some((self.element(item, list)?, i))).collect()
        };
        let (left, right) = (index(l), index(r));
        // Lookups by key as Go's element maps make them (`Compare`, in a sorted map): the
        // right side's item of a key, and the left side's first item and how many it has.
        let right_at: BTreeMap<&PathElement, usize> = right.iter().map(|(e, i)| (e, *i)).collect();
        let mut left_at: BTreeMap<&PathElement, (usize, usize)> = BTreeMap::new();
        for (e, i) in &left {
            left_at.entry(e).or_insert((*i, 0)).1 += 1;
        }
        // The left item of a key: the item, or null where the key repeats.
        let left_item = |element: &PathElement| -> Option<Value> {
            let &(first, count) = left_at.get(element)?;
            Some(if count > 1 { Value::Null } else { l[first].clone() })
        };
        let mut shared: std::collections::VecDeque<&PathElement> =
            right.iter().map(|(e, _)| e).filter(|e| left_at.contains_key(e)).collect();
        let mut next_shared = shared.pop_front();
        let mut merged_right: BTreeSet<&PathElement> = BTreeSet::new();
        let mut out = Vec::with_capacity(left.len().max(right.len()));
        let push = |out: &mut Vec<Value>, merged: Option<Value>| out.extend(merged);
        let (mut li, mut ri) = (0, 0);
        while li < left.len() || ri < right.len() {
            if li < left.len() && ri < right.len() {
                let pe = &left[li].0;
                if pe.equals(&right[ri].0) {
                    merged_right.insert(pe);
                    let lchild = left_item(pe);
                    let rchild = right_at.get(pe).map(|&i| &r[i]);
                    push(&mut out, self.merge(lchild.as_ref(), rchild, &list.element));
                    li += 1;
                    ri += 1;
                    next_shared = shared.pop_front();
                    continue;
                }
                if right_at.contains_key(pe) && next_shared.is_some_and(|next| !next.equals(pe)) {
                    li += 1;
                    continue;
                }
            }
            if li < left.len() {
                let pe = &left[li].0;
                if !right_at.contains_key(pe) {
                    push(&mut out, self.merge(Some(&l[left[li].1]), None, &list.element));
                    li += 1;
                    continue;
                } else if merged_right.contains(pe) {
                    li += 1;
                }
            }
            if ri < right.len() {
                let pe = &right[ri].0;
                merged_right.insert(pe);
                let lchild = left_item(pe);
                let rchild = right_at.get(pe).map(|&i| &r[i]);
                push(&mut out, self.merge(lchild.as_ref(), rchild, &list.element));
                ri += 1;
                if next_shared.is_some_and(|next| next.equals(pe)) {
                    next_shared = shared.pop_front();
                }
            }
        }
        (!out.is_empty()).then_some(Value::Array(out))
    }

    /// An associative list item's path element, as `to_field_set` makes it; `None` where it
    /// has none.
    fn element(&self, item: &Value, list: &List) -> Option<PathElement> {
        super::to_field_set::item_element(self.types, self.partial_keys, item, list).ok()
    }
}

/// A value taken whole: the right-hand side's where it has one.
fn leaf(lhs: Option<&Value>, rhs: Option<&Value>) -> Option<Value> {
    rhs.or(lhs).cloned()
}
