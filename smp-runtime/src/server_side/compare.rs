//! What changed from one object to another, field by field, as server-side apply tells it
//! (structured-merge-diff's `TypedValue.Compare`): the paths added, modified and removed.
//! A scalar, or an atomic list or map, that differs is modified; a container present on
//! one side only is added or removed with everything below it.
//!
//! Written once for any document the read-only rules accept ([`Json`]).

use super::item_key::{same_keys_sorted, ItemKey, ListKeys};
use super::schema::{List, Map, Part, TypeRef, Types};
use super::SHORTCUT_DEPTH;
use crate::gojson::view::{Json, Kind};
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
    pub(crate) fn comparison<J: Json>(&self, lhs: &J, rhs: &J, ty: &TypeRef) -> Comparison {
        let [added, modified, removed] = self.compare(Some(lhs), Some(rhs), ty, 0).below;
        Comparison { added, modified, removed }
    }

    fn compare<J: Json>(&self, lhs: Option<&J>, rhs: Option<&J>, ty: &TypeRef, depth: u32) -> Found {
        // As deep as the documents, whose depth is checked, inside `with_stack`'s stack: no
        // level needs to check what is left of it.
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
        // Near the top, a container equal on both sides has nothing that differs: one
        // equality walk, cheaper than the comparison, saves comparing what an update or a
        // second apply leaves as it was (the spec, most often).
        if let (Some(l), Some(r)) = (lhs, rhs) {
            if depth < SHORTCUT_DEPTH && l.is_container() && json_equals(l, r) {
                return found;
            }
        }
        let (left, right) = (self.types.part(ty, lhs), self.types.part(ty, rhs));
        let leaf = match (lhs, rhs) {
            (_, None) => self.part(lhs, rhs, left, &mut found, depth),
            (Some(_), Some(_)) if !left.same(&right) => {
                // Go walks the left side's part too (on a copy of its walker whose
                // comparison is shared): what it finds stays.
                self.part(lhs, rhs, left, &mut found, depth);
                self.part(lhs, rhs, right, &mut found, depth)
            }
            _ => self.part(lhs, rhs, right, &mut found, depth),
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
    }

    /// Every path below a place only one side has (what [`Compare::compare`] finds against
    /// nothing, with one set where it would fill one of three): each is a member; items of
    /// an associative list that share a key are named once, with nothing below; items
    /// whose key cannot be read are left out.
    fn whole<J: Json>(&self, value: &J, ty: &TypeRef) -> FieldSet {
        let mut below = FieldSet::new();
        match self.types.part(ty, Some(value)) {
            Part::Map(map, false) => {
                // Every field a member; those holding something also children.
                below = FieldSet::with_room(value.map_len(), super::containers(value.map_entries().map(|(_, v)| v)));
                for (key, child) in value.map_entries() {
                    let (element, ty) = map.child(key);
                    below.attach(true, self.whole(child, ty), element);
                }
            }
            Part::List(list, true) => {
                let list_items = items(Some(value));
                let keys = ListKeys::of(self.types, self.partial_keys, list_items, list);
                let mut items = keys.keyed();
                items.sort_by(|a, b| a.0.cmp(&b.0));
                let mut items = items.into_iter().peekable();
                while let Some((key, at)) = items.next() {
                    if items.peek().is_some_and(|(next, _)| *next == key) {
                        while items.next_if(|(next, _)| *next == key).is_some() {}
                        below.members.push(key.to_element());
                    } else {
                        below.attach(true, self.whole(&list_items[at], &list.element), || key.to_element());
                    }
                }
            }
            // A value compared whole, or nothing known of it: the place alone.
            _ => {}
        }
        below.sort_level();
        below
    }

    /// Compares under one part of an atom (Go's `handleAtom`); says whether it compared
    /// the values whole.
    fn part<J: Json>(&self, lhs: Option<&J>, rhs: Option<&J>, part: Part<'_>, found: &mut Found, depth: u32) -> bool {
        match part {
            Part::Map(map, atomic) => self.map(lhs, rhs, map, atomic, found, depth),
            Part::Scalar(_) => {
                leaf(lhs, rhs, found);
                true
            }
            Part::List(list, associative) => self.list(lhs, rhs, list, associative, found, depth),
            Part::None => false,
        }
    }

    /// Says whether it compared the map whole.
    fn map<J: Json>(
        &self,
        lhs: Option<&J>,
        rhs: Option<&J>,
        map: &Map,
        atomic: bool,
        found: &mut Found,
        depth: u32,
    ) -> bool {
        // A side that is not a map has no entries.
        let entries = |side: Option<&J>| side.map_or(0, J::map_len);
        if atomic || (entries(lhs) == 0 && entries(rhs) == 0) {
            leaf(lhs, rhs, found);
            return true;
        }
        // The left side's keys, then the right side's others.
        let (l, r) = (lhs.filter(|l| l.is_map()), rhs.filter(|r| r.is_map()));
        let only_right =
            r.into_iter().flat_map(J::map_entries).filter(|(key, _)| l.is_none_or(|l| l.get(key).is_none()));
        let keys =
            l.into_iter().flat_map(J::map_entries).map(|(key, left)| (key, Some(left), r.and_then(|r| r.get(key))));
        for (key, left, right) in keys.chain(only_right.map(|(key, right)| (key, None, Some(right)))) {
            let (element, ty) = map.child(key);
            let child = self.compare(left, right, ty, depth + 1);
            found.attach(child, element);
        }
        false
    }

    /// Says whether it compared the list whole.
    fn list<J: Json>(
        &self,
        lhs: Option<&J>,
        rhs: Option<&J>,
        list: &List,
        associative: bool,
        found: &mut Found,
        depth: u32,
    ) -> bool {
        let (l, r) = (items(lhs), items(rhs));
        if !associative || (l.is_empty() && r.is_empty()) {
            leaf(lhs, rhs, found);
            return true;
        }
        // Each key's items on each side: the items sorted by key (stably, the left side's
        // first), then taken key by key. What is found is sorted level by level afterwards,
        // so the order the keys are visited in does not matter; a key's path element is made
        // only where the key is named.
        let keys = [l, r].map(|items| ListKeys::of(self.types, self.partial_keys, items, list));
        let items = by_key([&keys[0], &keys[1]].map(ListKeys::keyed), [l, r]);
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
            // The key's path element, of its first item (the left side's where it has one),
            // made where it is named.
            let key = &items[start].0;
            let element = || key.to_element();
            match counts {
                (0..=1, 0..=1) => {
                    let child = self.compare(first_left, first_right, &list.element, depth + 1);
                    found.attach(child, element);
                }
                (2.., 2..) => {
                    if !equal {
                        found.below[MODIFIED].members.push(element());
                    }
                }
                (2.., _) => {
                    if let Some(first) = first_right {
                        let child = self.compare(None, Some(first), &list.element, depth + 1);
                        found.attach(child, element);
                    }
                    found.below[REMOVED].members.push(element());
                }
                (_, _) => {
                    if let Some(first) = first_left {
                        let child = self.compare(Some(first), None, &list.element, depth + 1);
                        found.attach(child, element);
                    }
                    found.below[ADDED].members.push(element());
                }
            }
            start = end;
        }
        false
    }
}

/// Both sides' keyed items (key, place), each key's together: the left side's items, then
/// the right side's, each in its list's order; the keys in order.
pub(super) type Grouped<'k, 'v, 'j, J> = Vec<(ItemKey<'k, 'v>, usize, &'j J)>;

pub(super) fn by_key<'k, 'v, 'j, J>(
    keyed: [Vec<(ItemKey<'k, 'v>, usize)>; 2],
    items: [&'j [J]; 2],
) -> Grouped<'k, 'v, 'j, J> {
    let [left, right] = &keyed;
    let Some(order) = same_keys_sorted(left, right) else { return by_one_sort(keyed, items) };
    // Each key's items on the left, then the same places' on the right: what the sort of
    // both gives.
    let mut grouped = Vec::with_capacity(left.len() * 2);
    for run in order.chunk_by(|&a, &b| left[a].0 == left[b].0) {
        for (side, keyed) in keyed.iter().enumerate() {
            grouped.extend(run.iter().map(|&at| (keyed[at].0, side, &items[side][keyed[at].1])));
        }
    }
    grouped
}

/// [`by_key`] by one stable sort of both sides.
pub(super) fn by_one_sort<'k, 'v, 'j, J>(
    keyed: [Vec<(ItemKey<'k, 'v>, usize)>; 2],
    items: [&'j [J]; 2],
) -> Grouped<'k, 'v, 'j, J> {
    let mut grouped = Vec::with_capacity(keyed[0].len() + keyed[1].len());
    for (side, keyed) in keyed.into_iter().enumerate() {
        grouped.extend(keyed.into_iter().map(|(key, at)| (key, side, &items[side][at])));
    }
    grouped.sort_by(|a, b| a.0.cmp(&b.0));
    grouped
}

/// A list's items; none of anything else.
fn items<J: Json>(value: Option<&J>) -> &[J] {
    match value.map(J::kind) {
        Some(Kind::List(items)) => items,
        _ => &[],
    }
}

/// A value compared whole.
fn leaf<J: Json>(lhs: Option<&J>, rhs: Option<&J>, found: &mut Found) {
    match (lhs, rhs) {
        (None, _) => found.here[ADDED] = true,
        (_, None) => found.here[REMOVED] = true,
        (Some(l), Some(r)) if !json_equals(l, r) => found.here[MODIFIED] = true,
        _ => {}
    }
}

#[cfg(all(test, feature = "k8s-v1_37"))]
mod tests {
    use serde_json::{json, Value};

    use super::Compare;
    use crate::doc::{self, Doc};
    use crate::server_side::TypeConverter;
    use crate::KubeVersion;

    /// The comparison reads smp's own document (read from text, or borrowed from a
    /// `Value`) as it reads the `Value`: the same paths added, modified and removed.
    #[test]
    fn documents_compare_as_their_values() {
        let converter = TypeConverter::kubernetes(KubeVersion::V1_37).unwrap();
        let pod = |containers: Value, extra: Value| {
            let mut pod = json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p", "labels": {"a": "b"}},
                "spec": {"containers": containers}});
            pod["spec"].as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
            pod
        };
        let base = pod(
            json!([{"name": "c", "image": "i", "ports": [{"containerPort": 80}], "args": ["a"]},
                   {"name": "d", "image": "\"long\"\n".repeat(40)}]),
            json!({"nodeSelector": {"k": "v"}, "imagePullSecrets": [{"name": "s"}]}),
        );
        let changed = [
            base.clone(),
            // An atomic map with one more entry.
            pod(base["spec"]["containers"].clone(), json!({"imagePullSecrets": [{"name": "s", "x": 1}]})),
            pod(
                json!([{"name": "c", "image": "j", "ports": [{"containerPort": 80}, {"containerPort": 81}]}]),
                json!({}),
            ),
            pod(json!([{"name": "c", "image": "i"}, {"name": "c", "image": "i"}]), json!({"nodeSelector": {}})),
            pod(
                json!([{"name": "e", "image": 1.0, "args": ["b", "a"]}]),
                json!({"nodeSelector": {"k": "w", "l": null}}),
            ),
            pod(json!([]), json!({"tolerations": [{"key": "t"}], "hostNetwork": true})),
        ];
        let compare = Compare::new(&converter.types, true);
        let mut differences = 0;
        for (lhs, rhs) in changed.iter().flat_map(|other| [(&base, other), (other, &base)]) {
            let ty = converter.type_of(lhs);
            let expected = compare.comparison(lhs, rhs, &ty);
            let texts = [serde_json::to_vec(lhs).unwrap(), serde_json::to_vec(rhs).unwrap()];
            let arena = doc::read::arena_for(&[&texts[0], &texts[1]]);
            let [l, r] = [0, 1].map(|side| doc::read::read(&texts[side], &arena).unwrap());
            let pairs = [(l, r), (Doc::borrowed(lhs, &arena), Doc::borrowed(rhs, &arena))];
            for (l, r) in pairs {
                let actual = compare.comparison(&l, &r, &ty);
                assert_eq!(format!("{actual:?}"), format!("{expected:?}"), "{lhs} against {rhs}");
            }
            differences += usize::from(!expected.is_same());
        }
        assert_eq!(differences, 2 * (changed.len() - 1));
    }
}
