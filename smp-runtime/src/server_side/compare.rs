//! What changed from one object to another, field by field, as server-side apply tells it
//! (structured-merge-diff's `TypedValue.Compare`): the paths added, modified and removed.
//! A scalar, or an atomic list or map, that differs is modified; a container present on
//! one side only is added or removed with everything below it.

use serde_json::{Map as JsonMap, Value};

use super::schema::{List, Map, Part, TypeRef, Types};
use crate::managed_fields::value::json_equals;
use crate::managed_fields::{FieldSet, PathElement};

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
}

/// What differs at one place and below it: whether the place itself was added, modified or
/// removed (a member of its parent's level), and the paths below it that were. Built bottom
/// up, so that a place's path element is made only where something differs there.
#[derive(Default)]
struct Found {
    here: [bool; 3],
    below: [FieldSet; 3],
}

const ADDED: usize = 0;
const MODIFIED: usize = 1;
const REMOVED: usize = 2;

impl Found {
    /// Puts what was found under a child (named by `element`) into this level.
    fn attach(&mut self, child: Found, element: impl Fn() -> PathElement) {
        let Found { here, below } = child;
        for ((level, member), child_set) in self.below.iter_mut().zip(here).zip(below) {
            level.attach(member, child_set, &element);
        }
    }
}

impl<'a> Compare<'a> {
    pub(crate) fn new(types: &'a Types, partial_keys: bool) -> Compare<'a> {
        Compare { types, partial_keys }
    }

    /// The paths that differ between `lhs` and `rhs` under `ty`, each set sorted.
    pub(crate) fn comparison(&self, lhs: &Value, rhs: &Value, ty: &TypeRef) -> Comparison {
        let [added, modified, removed] = self.compare(Some(lhs), Some(rhs), ty).below;
        Comparison { added, modified, removed }
    }

    fn compare(&self, lhs: Option<&Value>, rhs: Option<&Value>, ty: &TypeRef) -> Found {
        crate::bounds::deeper(|| {
            let mut found = Found::default();
            // A place one side has alone is added or removed with all below it.
            let alone = match (lhs, rhs) {
                (None, Some(value)) => Some((ADDED, value)),
                (Some(value), None) => Some((REMOVED, value)),
                _ => None,
            };
            if let Some((side, value)) = alone {
                found.here[side] = true;
                found.below[side] = self.whole(value, ty);
                return found;
            }
            let (left, right) = (self.types.part(ty, lhs), self.types.part(ty, rhs));
            let leaf = match (lhs, rhs) {
                (_, None) => self.part(lhs, rhs, left, &mut found),
                (Some(_), Some(_)) if !left.same(&right) => {
                    // Go walks the left side's part too (on a copy of its walker whose
                    // comparison is shared): what it finds stays.
                    self.part(lhs, rhs, left, &mut found);
                    self.part(lhs, rhs, right, &mut found)
                }
                _ => self.part(lhs, rhs, right, &mut found),
            };
            if !leaf {
                match (lhs, rhs) {
                    (None, _) => found.here[ADDED] = true,
                    (_, None) => found.here[REMOVED] = true,
                    _ => {}
                }
            }
            for set in &mut found.below {
                set.sort_level();
            }
            found
        })
    }

    /// Every path below a place only one side has (what [`Compare::compare`] finds against
    /// nothing, with one set where it would fill one of three): each is a member; items of
    /// an associative list that share a key are named once, with nothing below; items
    /// whose key cannot be read are left out.
    fn whole(&self, value: &Value, ty: &TypeRef) -> FieldSet {
        crate::bounds::deeper(|| {
            let mut below = FieldSet::new();
            match self.types.part(ty, Some(value)) {
                Part::Map(map, false) => {
                    for (key, child) in value.as_object().into_iter().flatten() {
                        let (element, ty) = map.child(key);
                        below.attach(true, self.whole(child, ty), element);
                    }
                }
                Part::List(list, true) => {
                    let mut items: Vec<(PathElement, &Value)> = (value.as_array().into_iter().flatten())
                        .filter_map(|item| Some((self.item_element(item, list)?, item)))
                        .collect();
                    items.sort_by(|a, b| a.0.cmp(&b.0));
                    let mut items = items.into_iter().peekable();
                    while let Some((element, item)) = items.next() {
                        if items.peek().is_some_and(|(next, _)| *next == element) {
                            while items.next_if(|(next, _)| *next == element).is_some() {}
                            below.members.push(element);
                        } else {
                            below.attach(true, self.whole(item, &list.element), || element);
                        }
                    }
                }
                // A value compared whole, or nothing known of it: the place alone.
                _ => {}
            }
            below.sort_level();
            below
        })
    }

    fn item_element(&self, item: &Value, list: &List) -> Option<PathElement> {
        super::to_field_set::item_element(self.types, self.partial_keys, item, list).ok()
    }

    /// Compares under one part of an atom (Go's `handleAtom`); says whether it compared
    /// the values whole.
    fn part(&self, lhs: Option<&Value>, rhs: Option<&Value>, part: Part<'_>, found: &mut Found) -> bool {
        match part {
            Part::Map(map, atomic) => self.map(lhs, rhs, map, atomic, found),
            Part::Scalar(_) => {
                leaf(lhs, rhs, found);
                true
            }
            Part::List(list, associative) => self.list(lhs, rhs, list, associative, found),
            Part::None => false,
        }
    }

    /// Says whether it compared the map whole.
    fn map(&self, lhs: Option<&Value>, rhs: Option<&Value>, map: &Map, atomic: bool, found: &mut Found) -> bool {
        let (l, r) = (lhs.and_then(Value::as_object), rhs.and_then(Value::as_object));
        let empty = |m: Option<&JsonMap<String, Value>>| m.is_none_or(JsonMap::is_empty);
        if atomic || (empty(l) && empty(r)) {
            leaf(lhs, rhs, found);
            return true;
        }
        // The left side's keys, then the right side's others.
        let only_right = r.into_iter().flatten().filter(|(key, _)| l.is_none_or(|l| !l.contains_key(*key)));
        let keys = l.into_iter().flatten().map(|(key, left)| (key, Some(left), r.and_then(|r| r.get(key))));
        for (key, left, right) in keys.chain(only_right.map(|(key, right)| (key, None, Some(right)))) {
            let (element, ty) = map.child(key);
            let child = self.compare(left, right, ty);
            found.attach(child, element);
        }
        false
    }

    /// Says whether it compared the list whole.
    fn list(
        &self,
        lhs: Option<&Value>,
        rhs: Option<&Value>,
        list: &List,
        associative: bool,
        found: &mut Found,
    ) -> bool {
        let (l, r) = (lhs.and_then(Value::as_array), rhs.and_then(Value::as_array));
        let empty = |items: Option<&Vec<Value>>| items.is_none_or(Vec::is_empty);
        if !associative || (empty(l) && empty(r)) {
            leaf(lhs, rhs, found);
            return true;
        }
        // Each key's items on each side: the items sorted by key (stably, the left side's
        // first), then taken key by key. What is found is sorted level by level afterwards,
        // so the order the keys are visited in does not matter, and no key is copied.
        let mut items: Vec<(PathElement, usize, &Value)> =
            Vec::with_capacity(l.map_or(0, Vec::len) + r.map_or(0, Vec::len));
        for (side, side_items) in [(0, l), (1, r)] {
            for item in side_items.into_iter().flatten() {
                if let Some(element) = self.item_element(item, list) {
                    items.push((element, side, item));
                }
            }
        }
        items.sort_by(|a, b| a.0.cmp(&b.0));
        let mut start = 0;
        while start < items.len() {
            let end = start + items[start..].iter().take_while(|(element, ..)| *element == items[start].0).count();
            // The key's items: the left side's, then the right side's (the sort is stable).
            let (left, right) = items[start..end].split_at(items[start..end].iter().take_while(|i| i.1 == 0).count());
            let (first_left, first_right) = (left.first().map(|i| i.2), right.first().map(|i| i.2));
            let counts = (left.len(), right.len());
            // Read only where each side repeats the key.
            let equal =
                counts.0 >= 2 && counts.0 == counts.1 && left.iter().zip(right).all(|(a, b)| json_equals(a.2, b.2));
            let element = std::mem::replace(&mut items[start].0, PathElement::Index(0));
            match counts {
                (0..=1, 0..=1) => {
                    let child = self.compare(first_left, first_right, &list.element);
                    found.attach(child, || element.clone());
                }
                (2.., 2..) => {
                    if !equal {
                        found.below[MODIFIED].members.push(element);
                    }
                }
                (2.., _) => {
                    if let Some(first) = first_right {
                        let child = self.compare(None, Some(first), &list.element);
                        found.attach(child, || element.clone());
                    }
                    found.below[REMOVED].members.push(element);
                }
                (_, _) => {
                    if let Some(first) = first_left {
                        let child = self.compare(Some(first), None, &list.element);
                        found.attach(child, || element.clone());
                    }
                    found.below[ADDED].members.push(element);
                }
            }
            start = end;
        }
        false
    }
}

/// A value compared whole.
fn leaf(lhs: Option<&Value>, rhs: Option<&Value>, found: &mut Found) {
    match (lhs, rhs) {
        (None, _) => found.here[ADDED] = true,
        (_, None) => found.here[REMOVED] = true,
        (Some(l), Some(r)) if !json_equals(l, r) => found.here[MODIFIED] = true,
        _ => {}
    }
}
