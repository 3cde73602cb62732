//! Field sets, as structured-merge-diff's `fieldpath.Set`: a trie of path elements, each
//! level's members (paths that end there) and children (paths that go on) sorted. Every
//! operation is the reference's, down to which empty children it keeps.

use std::fmt;
use std::mem::take;

use super::element::PathElement;
use crate::bounds::deeper;

/// A path into an object: `.spec.containers[name="c"].image`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct FieldPath(pub Vec<PathElement>);

impl fmt::Display for FieldPath {
    /// Go's `Path.String`, as the API server prints paths in conflicts.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|element| write!(f, "{element}"))
    }
}

/// A set of [`FieldPath`]s, what a manager owns: the reference's `fieldpath.Set`.
///
/// ```
/// use smp::managed_fields::{FieldPath, FieldSet, PathElement};
///
/// let spec = |name: &str| FieldPath(vec![PathElement::Field("spec".into()), PathElement::Field(name.into())]);
/// let mine = FieldSet::from_paths([spec("replicas"), spec("paused")]);
/// let theirs = FieldSet::from_fields_v1(br#"{"f:spec":{"f:replicas":{}}}"#).unwrap();
/// assert_eq!(mine.intersection(&theirs).to_fields_v1(), br#"{"f:spec":{"f:replicas":{}}}"#);
/// assert_eq!(mine.difference(&theirs).paths()[0].to_string(), ".spec.paused");
/// ```
#[derive(Debug, Default)]
pub struct FieldSet {
    /// The paths that end here, sorted.
    pub(crate) members: Vec<PathElement>,
    /// The paths that go on, by their next element, sorted.
    pub(crate) children: Vec<(PathElement, FieldSet)>,
}

/// Cloned and dropped level by level with enough stack: a set is as deep as the paths put
/// in it, and the derived `Clone` and drop recurse.
impl Clone for FieldSet {
    fn clone(&self) -> FieldSet {
        deeper(|| FieldSet { members: self.members.clone(), children: self.children.clone() })
    }
}

impl Drop for FieldSet {
    fn drop(&mut self) {
        // Two levels drop by recursion without a check (most sets a walk makes); deeper
        // ones level by level, each with enough stack.
        if self.children.iter().all(|(_, child)| child.children.is_empty()) {
            return;
        }
        let children = take(&mut self.children);
        deeper(move || drop(children));
    }
}

impl FieldSet {
    /// An empty set.
    pub fn new() -> FieldSet {
        FieldSet::default()
    }

    /// An empty level with room for `members` members and `children` children, for a walk
    /// that knows how many it may put (one allocation each rather than one a doubling).
    pub(crate) fn with_room(members: usize, children: usize) -> FieldSet {
        FieldSet { members: Vec::with_capacity(members), children: Vec::with_capacity(children) }
    }

    /// The set of `paths`.
    pub fn from_paths(paths: impl IntoIterator<Item = FieldPath>) -> FieldSet {
        let mut set = FieldSet::new();
        for path in paths {
            set.insert(&path.0);
        }
        set
    }

    /// Adds `path` (nothing for an empty path).
    pub fn insert(&mut self, path: &[PathElement]) {
        let mut set = self;
        let Some((last, prefix)) = path.split_last() else { return };
        for element in prefix {
            set = set.descend(element);
        }
        if let Err(at) = set.members.binary_search(last) {
            set.members.insert(at, last.clone());
        }
    }

    /// The child set under `element`, made empty where there is none.
    pub(crate) fn descend(&mut self, element: &PathElement) -> &mut FieldSet {
        let at = match self.children.binary_search_by(|(child, _)| child.cmp(element)) {
            Ok(at) => at,
            Err(at) => {
                self.children.insert(at, (element.clone(), FieldSet::new()));
                at
            }
        };
        &mut self.children[at].1
    }

    /// Puts a child's place into this level of a set built bottom up: its element (made
    /// only if needed) as a member where `member`, and the set below it where that holds
    /// anything.
    pub(crate) fn attach(&mut self, member: bool, below: FieldSet, element: impl FnOnce() -> PathElement) {
        let has_below = !below.members.is_empty() || !below.children.is_empty();
        if !member && !has_below {
            return;
        }
        let element = element();
        match (member, has_below) {
            (true, true) => {
                self.members.push(element.clone());
                self.children.push((element, below));
            }
            (true, false) => self.members.push(element),
            _ => self.children.push((element, below)),
        }
    }

    /// Sorts every level (a repeated member kept once, repeated children merged).
    fn sort_levels(&mut self) {
        for (_, child) in &mut self.children {
            deeper(|| child.sort_levels());
        }
        self.sort_level();
    }

    /// Sorts a level built in walk order whose children are sorted already: a repeated
    /// member kept once (the first), repeated children merged.
    pub(crate) fn sort_level(&mut self) {
        // Walks mostly make a level in order (a map's keys as Go prints them): one pass
        // finds it sorted without repeats.
        if !self.members.is_sorted_by(|a, b| a < b) {
            self.members.sort();
            self.members.dedup_by(|later, first| later == first);
        }
        if !self.children.is_sorted_by(|a, b| a.0 < b.0) {
            let mut children = take(&mut self.children);
            children.sort_by(|a, b| a.0.cmp(&b.0));
            let mut merged_any = Vec::new();
            for (element, mut child) in children {
                match self.children.last_mut() {
                    Some((last, merged)) if *last == element => {
                        merged.members.append(&mut child.members);
                        merged.children.append(&mut child.children);
                        merged_any.push(self.children.len() - 1);
                    }
                    _ => self.children.push((element, child)),
                }
            }
            for at in merged_any {
                deeper(|| self.children[at].1.sort_levels());
            }
        }
    }

    pub(crate) fn child(&self, element: &PathElement) -> Option<&FieldSet> {
        self.children.binary_search_by(|(child, _)| child.cmp(element)).ok().map(|at| &self.children[at].1)
    }

    fn has_member(&self, element: &PathElement) -> bool {
        self.members.binary_search(element).is_ok()
    }

    /// Whether `path` is in the set.
    pub fn has(&self, path: &[PathElement]) -> bool {
        let Some((last, prefix)) = path.split_last() else { return false };
        let mut set = self;
        for element in prefix {
            match set.child(element) {
                Some(child) => set = child,
                None => return false,
            }
        }
        set.has_member(last)
    }

    /// How many paths the set holds.
    pub fn size(&self) -> usize {
        deeper(|| self.members.len() + self.children.iter().map(|(_, child)| child.size()).sum::<usize>())
    }

    /// Whether the set holds no path (children without members do not count).
    pub fn is_empty(&self) -> bool {
        deeper(|| self.members.is_empty() && self.children.iter().all(|(_, child)| child.is_empty()))
    }

    /// The paths, in the reference's order: a level's members, then each child's paths.
    pub fn paths(&self) -> Vec<FieldPath> {
        let mut paths = Vec::new();
        self.collect(&mut Vec::new(), &mut paths);
        paths
    }

    fn collect(&self, prefix: &mut Vec<PathElement>, out: &mut Vec<FieldPath>) {
        deeper(|| {
            for member in &self.members {
                prefix.push(member.clone());
                out.push(FieldPath(prefix.clone()));
                prefix.pop();
            }
            for (element, child) in &self.children {
                prefix.push(element.clone());
                child.collect(prefix, out);
                prefix.pop();
            }
        })
    }

    /// Every path of either set.
    pub fn union(&self, other: &FieldSet) -> FieldSet {
        deeper(|| FieldSet {
            // Of two equal members the reference keeps the other's (`1` and `1.0` are equal).
            members: merge_sorted(&self.members, &other.members, |a, b| a.cmp(b), |_, b| Some(b.clone()), true),
            children: merge_sorted(
                &self.children,
                &other.children,
                |a, b| a.0.cmp(&b.0),
                |a, b| Some((a.0.clone(), a.1.union(&b.1))),
                true,
            ),
        })
    }

    /// [`FieldSet::union`], taking both sets: their elements move rather than copy.
    pub(crate) fn into_union(mut self, mut other: FieldSet) -> FieldSet {
        if self.members.is_empty() && self.children.is_empty() {
            return other;
        }
        if other.members.is_empty() && other.children.is_empty() {
            return self;
        }
        deeper(|| FieldSet {
            members: merge_owned(take(&mut self.members), take(&mut other.members), |a, b| a.cmp(b), |_, b| Some(b)),
            children: merge_owned(
                take(&mut self.children),
                take(&mut other.children),
                |a, b| a.0.cmp(&b.0),
                |a, b| Some((a.0, a.1.into_union(b.1))),
            ),
        })
    }

    /// The paths of both sets.
    pub fn intersection(&self, other: &FieldSet) -> FieldSet {
        self.intersect(other).0
    }

    /// [`FieldSet::intersection`], and whether it is empty: each level says so to the one
    /// above, so that no level walks what is below it again (quadratic in a deep set).
    fn intersect(&self, other: &FieldSet) -> (FieldSet, bool) {
        deeper(|| {
            let members = merge_sorted(&self.members, &other.members, |a, b| a.cmp(b), |a, _| Some(a.clone()), false);
            let children = merge_sorted(
                &self.children,
                &other.children,
                |a, b| a.0.cmp(&b.0),
                |a, b| {
                    let (set, empty) = a.1.intersect(&b.1);
                    (!empty).then(|| (a.0.clone(), set))
                },
                false,
            );
            // Every child kept holds a path.
            let empty = members.is_empty() && children.is_empty();
            (FieldSet { members, children }, empty)
        })
    }

    /// The paths of this set that are not in `other`; a child whose element is a member of
    /// `other` stays (see [`FieldSet::recursive_difference`]).
    pub fn difference(&self, other: &FieldSet) -> FieldSet {
        self.without(other, false)
    }

    /// [`FieldSet::difference`], also leaving out everything under a member of `other`.
    pub fn recursive_difference(&self, other: &FieldSet) -> FieldSet {
        self.without(other, true)
    }

    /// [`FieldSet::difference`] (or, where `recursive`, [`FieldSet::recursive_difference`])
    /// of a set taken, filtered in place.
    pub(crate) fn into_without(self, other: &FieldSet, recursive: bool) -> FieldSet {
        if other.members.is_empty() && other.children.is_empty() {
            return self;
        }
        self.into_without_checked(other, recursive).0
    }

    /// [`FieldSet::into_without`], and whether it is empty (see [`FieldSet::intersect`]).
    fn into_without_checked(mut self, other: &FieldSet, recursive: bool) -> (FieldSet, bool) {
        if other.members.is_empty() && other.children.is_empty() {
            let empty = self.is_empty();
            return (self, empty);
        }
        deeper(|| {
            self.members.retain(|m| !other.has_member(m));
            let mut empty = self.members.is_empty();
            self.children.retain_mut(|(element, child)| {
                if recursive && other.has_member(element) {
                    return false;
                }
                match other.child(element) {
                    None => true,
                    Some(theirs) => {
                        let (rest, rest_empty) = take(child).into_without_checked(theirs, recursive);
                        *child = rest;
                        empty &= rest_empty;
                        !rest_empty
                    }
                }
            });
            // Still empty, every child left is one kept as it was, which nothing else walks.
            let empty = empty && self.children.iter().all(|(_, child)| child.is_empty());
            (self, empty)
        })
    }

    fn without(&self, other: &FieldSet, recursive: bool) -> FieldSet {
        self.without_checked(other, recursive).0
    }

    /// [`FieldSet::without`], and whether it is empty (see [`FieldSet::intersect`]).
    fn without_checked(&self, other: &FieldSet, recursive: bool) -> (FieldSet, bool) {
        deeper(|| {
            let members: Vec<PathElement> = self.members.iter().filter(|m| !other.has_member(m)).cloned().collect();
            let mut children = Vec::with_capacity(self.children.len());
            let mut empty = members.is_empty();
            for (element, child) in &self.children {
                if recursive && other.has_member(element) {
                    continue;
                }
                match other.child(element) {
                    None => children.push((element.clone(), child.clone())),
                    Some(theirs) => {
                        let (rest, rest_empty) = child.without_checked(theirs, recursive);
                        if !rest_empty {
                            empty = false;
                            children.push((element.clone(), rest));
                        }
                    }
                }
            }
            // Still empty, every child is a copy, which nothing else walks.
            let empty = empty && children.iter().all(|(_, child)| child.is_empty());
            (FieldSet { members, children }, empty)
        })
    }

    /// The paths that are not the prefix of another: the members that have no child, and
    /// the leaves below (every child is kept, with its leaves).
    pub fn leaves(&self) -> FieldSet {
        deeper(|| FieldSet {
            members: self.members.iter().filter(|m| self.child(m).is_none()).cloned().collect(),
            children: self.children.iter().map(|(element, child)| (element.clone(), child.leaves())).collect(),
        })
    }

    /// Go's `Set.Equals`: the same members and the same children, empty ones included,
    /// elements compared by value.
    pub fn equals(&self, other: &FieldSet) -> bool {
        deeper(|| {
            self.members.len() == other.members.len()
                && self.members.iter().zip(&other.members).all(|(a, b)| a.equals(b))
                && self.children.len() == other.children.len()
                && self.children.iter().zip(&other.children).all(|((a, x), (b, y))| a.equals(b) && x.equals(y))
        })
    }
}

/// Two sorted lists walked together: an item of one only is kept where `keep_single`,
/// items of both are combined by `both` (dropped where it says `None`).
fn merge_sorted<T: Clone>(
    a: &[T],
    b: &[T],
    order: impl Fn(&T, &T) -> std::cmp::Ordering,
    both: impl Fn(&T, &T) -> Option<T>,
    keep_single: bool,
) -> Vec<T> {
    use std::cmp::Ordering::*;
    let mut out = Vec::with_capacity(a.len().max(b.len()));
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match order(&a[i], &b[j]) {
            Less => {
                if keep_single {
                    out.push(a[i].clone());
                }
                i += 1;
            }
            Greater => {
                if keep_single {
                    out.push(b[j].clone());
                }
                j += 1;
            }
            Equal => {
                out.extend(both(&a[i], &b[j]));
                i += 1;
                j += 1;
            }
        }
    }
    if keep_single {
        out.extend_from_slice(&a[i..]);
        out.extend_from_slice(&b[j..]);
    }
    out
}

/// [`merge_sorted`] of two vectors taken, keeping every element.
fn merge_owned<T>(
    a: Vec<T>,
    b: Vec<T>,
    order: impl Fn(&T, &T) -> std::cmp::Ordering,
    both: impl Fn(T, T) -> Option<T>,
) -> Vec<T> {
    use std::cmp::Ordering::*;
    let mut out = Vec::with_capacity(a.len().max(b.len()));
    let (mut a, mut b) = (a.into_iter().peekable(), b.into_iter().peekable());
    loop {
        let next = match (a.peek(), b.peek()) {
            (Some(x), Some(y)) => order(x, y),
            (Some(_), None) => Less,
            (None, Some(_)) => Greater,
            (None, None) => return out,
        };
        match next {
            Less => out.extend(a.next()),
            Greater => out.extend(b.next()),
            Equal => {
                if let (Some(x), Some(y)) = (a.next(), b.next()) {
                    out.extend(both(x, y));
                }
            }
        }
    }
}
