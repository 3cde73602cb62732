//! What changed from one object to another, field by field, as server-side apply tells it
//! (structured-merge-diff's `TypedValue.Compare`): the paths added, modified and removed.
//! A scalar, or an atomic list or map, that differs is modified; a container present on
//! one side only is added or removed with everything below it.

use serde_json::{Map as JsonMap, Value};

use super::schema::{List, Map, Part, TypeRef, Types};
use crate::managed_fields::{ElementValue, FieldSet, PathElement};

/// The paths that differ between two objects.
#[derive(Debug, Clone, Default)]
pub struct Comparison {
    /// Paths only the new object has.
    pub added: FieldSet,
    /// Paths both have, with different values.
    pub modified: FieldSet,
    /// Paths only the old object has.
    pub removed: FieldSet,
}

impl Comparison {
    /// Whether nothing changed.
    pub fn is_same(&self) -> bool {
        self.added.is_empty() && self.modified.is_empty() && self.removed.is_empty()
    }
}

pub(crate) struct Compare<'a> {
    pub(crate) types: &'a Types,
    pub(crate) partial_keys: bool,
    pub(crate) comparison: Comparison,
    path: Vec<PathElement>,
}

impl<'a> Compare<'a> {
    pub(crate) fn new(types: &'a Types, partial_keys: bool) -> Compare<'a> {
        Compare { types, partial_keys, comparison: Comparison::default(), path: Vec::new() }
    }

    /// What the walks found, each set sorted.
    pub(crate) fn into_comparison(self) -> Comparison {
        let Comparison { added, modified, removed } = self.comparison;
        Comparison { added: added.sorted(), modified: modified.sorted(), removed: removed.sorted() }
    }

    pub(crate) fn compare(&mut self, lhs: Option<&Value>, rhs: Option<&Value>, ty: &TypeRef) {
        crate::bounds::deeper(|| {
            let (left, right) = (self.types.part(ty, lhs), self.types.part(ty, rhs));
            let leaf = match (lhs, rhs) {
                (_, None) => self.part(lhs, rhs, left),
                (Some(_), Some(_)) if !left.same(&right) => {
                    // Go walks the left side's part too (on a copy of its walker whose
                    // comparison is shared): what it finds stays.
                    self.part(lhs, rhs, left);
                    self.part(lhs, rhs, right)
                }
                _ => self.part(lhs, rhs, right),
            };
            if !leaf {
                match (lhs, rhs) {
                    (None, _) => self.comparison.added.push_walked(&self.path),
                    (_, None) => self.comparison.removed.push_walked(&self.path),
                    _ => {}
                }
            }
        })
    }

    /// Compares under one part of an atom (Go's `handleAtom`); says whether it compared
    /// the values whole.
    fn part(&mut self, lhs: Option<&Value>, rhs: Option<&Value>, part: Part<'_>) -> bool {
        match part {
            Part::Map(map, atomic) => self.map(lhs, rhs, map, atomic),
            Part::Scalar(_) => {
                self.leaf(lhs, rhs);
                true
            }
            Part::List(list, associative) => self.list(lhs, rhs, list, associative),
            Part::None => false,
        }
    }

    /// A value compared whole.
    fn leaf(&mut self, lhs: Option<&Value>, rhs: Option<&Value>) {
        match (lhs, rhs) {
            (None, _) => self.comparison.added.push_walked(&self.path),
            (_, None) => self.comparison.removed.push_walked(&self.path),
            (Some(l), Some(r)) if !ElementValue::from(l).equals(&ElementValue::from(r)) => {
                self.comparison.modified.push_walked(&self.path)
            }
            _ => {}
        }
    }

    /// Says whether it compared the map whole.
    fn map(&mut self, lhs: Option<&Value>, rhs: Option<&Value>, map: &Map, atomic: bool) -> bool {
        let (l, r) = (lhs.and_then(Value::as_object), rhs.and_then(Value::as_object));
        let empty = |m: Option<&JsonMap<String, Value>>| m.is_none_or(JsonMap::is_empty);
        if atomic || (empty(l) && empty(r)) {
            self.leaf(lhs, rhs);
            return true;
        }
        // The left side's keys, then the right side's others.
        let only_right = r.into_iter().flatten().filter(|(key, _)| l.is_none_or(|l| !l.contains_key(*key)));
        let keys = l.into_iter().flatten().map(|(key, left)| (key, Some(left), r.and_then(|r| r.get(key))));
        for (key, left, right) in keys.chain(only_right.map(|(key, right)| (key, None, Some(right)))) {
            self.path.push(PathElement::Field(key.clone()));
            self.compare(left, right, map.child_type(key));
            self.path.pop();
        }
        false
    }

    /// Says whether it compared the list whole.
    fn list(&mut self, lhs: Option<&Value>, rhs: Option<&Value>, list: &List, associative: bool) -> bool {
        let (l, r) = (lhs.and_then(Value::as_array), rhs.and_then(Value::as_array));
        let empty = |items: Option<&Vec<Value>>| items.is_none_or(Vec::is_empty);
        if !associative || (empty(l) && empty(r)) {
            self.leaf(lhs, rhs);
            return true;
        }
        // Each key's items on each side, keys in the order first seen (left, then right).
        let mut keys: Vec<(PathElement, Vec<&Value>, Vec<&Value>)> = Vec::new();
        let mut at: std::collections::BTreeMap<PathElement, usize> = std::collections::BTreeMap::new();
        for (side, items) in [(0, l), (1, r)] {
            for item in items.into_iter().flatten() {
                let Ok(element) = super::to_field_set::item_element(self.types, self.partial_keys, item, list) else {
                    continue;
                };
                let index = *at.entry(element.clone()).or_insert_with(|| {
                    keys.push((element, Vec::new(), Vec::new()));
                    keys.len() - 1
                });
                let (_, left, right) = &mut keys[index];
                [left, right][side].push(item);
            }
        }
        for (element, left, right) in keys {
            self.path.push(element);
            match (left.len(), right.len()) {
                (0..=1, 0..=1) => self.compare(left.first().copied(), right.first().copied(), &list.element),
                (2.., 2..) => {
                    let equal = left.len() == right.len()
                        && left.iter().zip(&right).all(|(a, b)| ElementValue::from(*a).equals(&ElementValue::from(*b)));
                    if !equal {
                        self.comparison.modified.push_walked(&self.path);
                    }
                }
                (2.., _) => {
                    if let Some(first) = right.first() {
                        self.compare(None, Some(first), &list.element);
                    }
                    self.comparison.removed.push_walked(&self.path);
                }
                (_, _) => {
                    if let Some(first) = left.first() {
                        self.compare(Some(first), None, &list.element);
                    }
                    self.comparison.added.push_walked(&self.path);
                }
            }
            self.path.pop();
        }
        false
    }
}
