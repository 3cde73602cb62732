//! A document's map: its entries in a vector sorted by key bytes, each key once. Lookups
//! are binary searches; entries arriving in order (a parse of Go's output, a diff walking
//! a sorted map) are appended.

use std::cmp::Ordering;

use super::{Doc, Str};

/// A JSON object.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) struct Map<'a> {
    entries: Vec<(Str<'a>, Doc<'a>)>,
}

impl<'a> Map<'a> {
    pub(crate) fn new() -> Self {
        Map { entries: Vec::new() }
    }

    /// The map of a `serde_json` map's entries, in that map's order: trusted to be key
    /// order where `serde_json` keeps its maps sorted ([`serde_maps_are_sorted`]).
    pub(crate) fn from_json_order(entries: impl IntoIterator<Item = (Str<'a>, Doc<'a>)>) -> Self {
        let entries: Vec<_> = entries.into_iter().collect();
        if serde_maps_are_sorted() {
            debug_assert!(entries.windows(2).all(|pair| key_order(&pair[0].0, &pair[1].0) == Ordering::Less));
            return Map { entries };
        }
        Self::from_vec(entries)
    }

    /// The map of `entries` in any order; of a key given twice, the last value stays (as
    /// Go's decoder and serde_json keep it).
    pub(crate) fn from_vec(mut entries: Vec<(Str<'a>, Doc<'a>)>) -> Self {
        if !entries.windows(2).all(|pair| key_order(&pair[0].0, &pair[1].0) == Ordering::Less) {
            // Stable: of equal keys, the last is last, and takes the place of the others.
            entries.sort_by(|a, b| key_order(&a.0, &b.0));
            entries.dedup_by(|later, kept| {
                let same = later.0 == kept.0;
                if same {
                    std::mem::swap(later, kept);
                }
                same
            });
        }
        Map { entries }
    }

    fn find(&self, key: &str) -> Result<usize, usize> {
        // Appending is the common case: check the end first.
        match self.entries.last() {
            None => Err(0),
            Some((last, _)) => match key_order(last, key) {
                Ordering::Less => Err(self.entries.len()),
                Ordering::Equal => Ok(self.entries.len() - 1),
                Ordering::Greater => self.entries.binary_search_by(|(k, _)| key_order(k, key)),
            },
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    #[inline]
    pub(crate) fn get(&self, key: &str) -> Option<&Doc<'a>> {
        // Most maps are small: comparing lengths first beats ordering strings.
        if self.entries.len() <= 8 {
            return self
                .entries
                .iter()
                .find(|(k, _)| k.len() == key.len() && k.as_bytes() == key.as_bytes())
                .map(|(_, v)| v);
        }
        self.find(key).ok().map(|i| &self.entries[i].1)
    }

    /// The entry of `key`, its key as the map holds it.
    pub(crate) fn get_key_value(&self, key: &str) -> Option<(&Str<'a>, &Doc<'a>)> {
        self.find(key).ok().map(|i| (&self.entries[i].0, &self.entries[i].1))
    }

    pub(crate) fn get_mut(&mut self, key: &str) -> Option<&mut Doc<'a>> {
        self.find(key).ok().map(|i| &mut self.entries[i].1)
    }

    pub(crate) fn contains_key(&self, key: &str) -> bool {
        self.find(key).is_ok()
    }

    /// Sets `key`, returning the value it had.
    pub(crate) fn insert(&mut self, key: impl Into<Str<'a>>, value: Doc<'a>) -> Option<Doc<'a>> {
        let key = key.into();
        match self.find(&key) {
            Ok(i) => Some(std::mem::replace(&mut self.entries[i].1, value)),
            Err(i) => {
                self.entries.insert(i, (key, value));
                None
            }
        }
    }

    pub(crate) fn remove(&mut self, key: &str) -> Option<Doc<'a>> {
        self.find(key).ok().map(|i| self.entries.remove(i).1)
    }

    /// The entries, in key order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (&str, &Doc<'a>)> {
        self.entries.iter().map(|(k, v)| (k.as_ref(), v))
    }

    pub(crate) fn keys(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(k, _)| k.as_ref())
    }

    pub(crate) fn values_mut(&mut self) -> impl Iterator<Item = &mut Doc<'a>> {
        self.entries.iter_mut().map(|(_, v)| v)
    }

    pub(crate) fn retain(&mut self, mut keep: impl FnMut(&str, &mut Doc<'a>) -> bool) {
        self.entries.retain_mut(|(k, v)| keep(k, v));
    }

    /// Takes every entry of `other` (its values replacing this map's).
    pub(crate) fn extend(&mut self, other: impl IntoIterator<Item = (Str<'a>, Doc<'a>)>) {
        for (key, value) in other {
            self.insert(key, value);
        }
    }
}

/// Whether `serde_json`'s maps iterate in key order: they do unless some crate in the
/// build turns on its `preserve_order` feature (insertion order), which one probe tells.
pub(crate) fn serde_maps_are_sorted() -> bool {
    static SORTED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *SORTED.get_or_init(|| {
        let probe: serde_json::Map<String, serde_json::Value> =
            [("b", 0), ("a", 0)].map(|(k, v)| (k.to_owned(), v.into())).into_iter().collect();
        probe.keys().next().is_some_and(|first| first == "a")
    })
}

/// The order of keys, by bytes. Keys of one map mostly differ in their first byte: compared
/// here before a call to `memcmp`.
#[inline]
pub(crate) fn key_order(a: &str, b: &str) -> Ordering {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    match (a.first(), b.first()) {
        (Some(x), Some(y)) if x != y => x.cmp(y),
        _ => a.cmp(b),
    }
}

impl<'a> IntoIterator for Map<'a> {
    type Item = (Str<'a>, Doc<'a>);
    type IntoIter = std::vec::IntoIter<(Str<'a>, Doc<'a>)>;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.into_iter()
    }
}

impl<'m, 'a> IntoIterator for &'m Map<'a> {
    type Item = (&'m str, &'m Doc<'a>);
    type IntoIter =
        std::iter::Map<std::slice::Iter<'m, (Str<'a>, Doc<'a>)>, fn(&'m (Str<'a>, Doc<'a>)) -> (&'m str, &'m Doc<'a>)>;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.iter().map(|(k, v)| (k.as_ref(), v))
    }
}
