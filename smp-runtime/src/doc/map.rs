//! A document's map: its entries sorted by key bytes, each key once. In a document it is
//! an [`Obj`], a slice of the arena; the engine builds one in a [`Map`], a vector in the
//! arena, and freezes it. Lookups are binary searches (a scan for small maps); entries
//! arriving in order (a parse of Go's output, a diff walking a sorted map) are appended.

use std::cmp::Ordering;

use serde_json::Value;

use super::{Arena, Doc};

/// A map's entry.
pub(crate) type Entry<'a> = (&'a str, Doc<'a>);

/// A JSON object of a document.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Obj<'a> {
    entries: &'a [Entry<'a>],
}

impl PartialEq for Obj<'_> {
    fn eq(&self, other: &Self) -> bool {
        Doc::Object(*self) == Doc::Object(*other)
    }
}

impl<'a> Obj<'a> {
    /// The map of entries sorted by key, each key once.
    pub(crate) fn from_sorted(entries: &'a [Entry<'a>]) -> Self {
        debug_assert!(is_sorted(entries));
        Obj { entries }
    }

    /// The map of a `serde_json` map's entries, in that map's order: trusted to be key
    /// order where `serde_json` keeps its maps sorted ([`serde_maps_are_sorted`]).
    pub(crate) fn from_json_order(entries: impl ExactSizeIterator<Item = Entry<'a>>, arena: &'a Arena) -> Self {
        let entries = arena.alloc_slice_fill_iter(entries);
        if !serde_maps_are_sorted() {
            // Keys of a `serde_json` map are unique already.
            entries.sort_unstable_by(|a, b| key_order(a.0, b.0));
        }
        Obj::from_sorted(entries)
    }

    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// The entries, in key order.
    #[inline]
    pub(crate) fn entries(&self) -> &'a [Entry<'a>] {
        self.entries
    }

    #[inline]
    pub(crate) fn get(&self, key: &str) -> Option<&'a Doc<'a>> {
        get(self.entries, key).map(|(_, v)| v)
    }

    /// The entry of `key`, its key as the map holds it.
    pub(crate) fn get_key_value(&self, key: &str) -> Option<(&'a str, &'a Doc<'a>)> {
        get(self.entries, key).map(|(k, v)| (*k, v))
    }

    pub(crate) fn contains_key(&self, key: &str) -> bool {
        get(self.entries, key).is_some()
    }

    /// The entries, in key order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (&'a str, &'a Doc<'a>)> {
        self.entries.iter().map(|(k, v)| (*k, v))
    }

    /// Whether this map is `map`, as `self.to_value() == Value::Object(map)` tells,
    /// without making the `Value` (its depth within bounds: this recurses).
    pub(crate) fn equals_json(&self, map: &serde_json::Map<String, Value>) -> bool {
        self.len() == map.len()
            && self.iter().all(|(key, value)| map.get(key).is_some_and(|other| value.equals_value(other)))
    }

    /// The `serde_json::Value` this is (its depth within bounds: this recurses).
    pub(crate) fn to_value(self) -> Value {
        Value::Object(self.to_json_map())
    }

    /// The `serde_json` map this is (its depth within bounds: this recurses).
    pub(crate) fn to_json_map(self) -> serde_json::Map<String, Value> {
        let entries = self.iter().map(|(k, v)| (k.to_owned(), v.to_value()));
        if !serde_maps_are_sorted() {
            return entries.collect();
        }
        // A `BTreeMap` collects through a sorted vector; inserted in order, a map of a
        // node's size or less is one allocation.
        let mut map = serde_json::Map::new();
        for (key, value) in entries {
            map.insert(key, value);
        }
        map
    }
}

/// A map being built, in an arena; [`Map::freeze`] makes it a document's.
#[derive(Debug)]
pub(crate) struct Map<'a> {
    entries: bumpalo::collections::Vec<'a, Entry<'a>>,
}

impl<'a> Map<'a> {
    pub(crate) fn new_in(arena: &'a Arena) -> Self {
        Map { entries: bumpalo::collections::Vec::new_in(arena) }
    }

    /// A copy of `map` to change.
    pub(crate) fn thaw(map: Obj<'a>, arena: &'a Arena) -> Self {
        Map { entries: bumpalo::collections::Vec::from_iter_in(map.entries.iter().copied(), arena) }
    }

    /// The map as a document holds it.
    pub(crate) fn freeze(self) -> Obj<'a> {
        Obj { entries: self.entries.into_bump_slice() }
    }

    /// The arena the map is in.
    pub(crate) fn arena(&self) -> &'a Arena {
        self.entries.bump()
    }

    /// A view of the map as it is.
    pub(crate) fn view(&self) -> Obj<'_> {
        Obj { entries: &self.entries }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.entries.is_empty()
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

    #[inline]
    pub(crate) fn get(&self, key: &str) -> Option<&Doc<'a>> {
        get(&self.entries, key).map(|(_, v)| v)
    }

    pub(crate) fn get_mut(&mut self, key: &str) -> Option<&mut Doc<'a>> {
        self.find(key).ok().map(|i| &mut self.entries[i].1)
    }

    /// Sets `key`, returning the value it had.
    pub(crate) fn insert(&mut self, key: &'a str, value: Doc<'a>) -> Option<Doc<'a>> {
        match self.find(key) {
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
    pub(crate) fn iter(&self) -> impl Iterator<Item = (&'a str, &Doc<'a>)> {
        self.entries.iter().map(|(k, v)| (*k, v))
    }

    pub(crate) fn keys(&self) -> impl Iterator<Item = &'a str> + '_ {
        self.entries.iter().map(|(k, _)| *k)
    }

    pub(crate) fn retain(&mut self, mut keep: impl FnMut(&str, &Doc<'a>) -> bool) {
        self.entries.retain(|(k, v)| keep(k, v));
    }

    /// Takes every entry of `other` (its values replacing this map's).
    pub(crate) fn extend(&mut self, other: impl IntoIterator<Item = Entry<'a>>) {
        for (key, value) in other {
            self.insert(key, value);
        }
    }
}

/// The value of `key` in sorted `entries`.
#[inline]
fn get<'e, 'a>(entries: &'e [Entry<'a>], key: &str) -> Option<&'e Entry<'a>> {
    // Most maps are small: comparing lengths first beats ordering strings.
    if entries.len() <= 8 {
        return entries.iter().find(|(k, _)| same_text(k, key));
    }
    entries.binary_search_by(|(k, _)| key_order(k, key)).ok().map(|i| &entries[i])
}

fn is_sorted(entries: &[Entry<'_>]) -> bool {
    entries.windows(2).all(|pair| key_order(pair[0].0, pair[1].0) == Ordering::Less)
}

/// Sorts `entries` by key and keeps, of a key given twice, the last value (as Go's decoder
/// and serde_json keep it); the number of entries kept, at the front.
pub(crate) fn sort_entries(entries: &mut [Entry<'_>]) -> usize {
    if is_sorted(entries) {
        return entries.len();
    }
    // Stable: of equal keys, the last is last, and takes the place of the others.
    entries.sort_by(|a, b| key_order(a.0, b.0));
    let mut kept = 0;
    for i in 0..entries.len() {
        if kept > 0 && entries[kept - 1].0 == entries[i].0 {
            entries[kept - 1] = entries[i];
        } else {
            entries[kept] = entries[i];
            kept += 1;
        }
    }
    kept
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

/// The order of keys, by bytes. Keys of one map mostly differ in their first byte, and two
/// maps walked together mostly hold the same keys: both are found before a call to
/// `memcmp`.
#[inline]
pub(crate) fn key_order(a: &str, b: &str) -> Ordering {
    match (a.as_bytes().first(), b.as_bytes().first()) {
        (Some(x), Some(y)) if x != y => x.cmp(y),
        _ if same_text(a, b) => Ordering::Equal,
        _ => a.as_bytes().cmp(b.as_bytes()),
    }
}

/// Whether two strings are the same, for the short strings of manifests without a call
/// to `memcmp`: two words (or half words) that overlap where the text is shorter.
#[inline]
pub(crate) fn same_text(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let n = a.len();
    if n != b.len() {
        return false;
    }
    let word =
        |s: &[u8], at: usize| s.get(at..at + 8).and_then(|w| <[u8; 8]>::try_from(w).ok()).map(u64::from_ne_bytes);
    let half =
        |s: &[u8], at: usize| s.get(at..at + 4).and_then(|w| <[u8; 4]>::try_from(w).ok()).map(u32::from_ne_bytes);
    match n {
        0..4 => a == b,
        4..8 => half(a, 0) == half(b, 0) && half(a, n - 4) == half(b, n - 4),
        8..=16 => word(a, 0) == word(b, 0) && word(a, n - 8) == word(b, n - 8),
        _ => a == b,
    }
}

impl<'a> IntoIterator for Obj<'a> {
    type Item = (&'a str, &'a Doc<'a>);
    type IntoIter = std::iter::Map<std::slice::Iter<'a, Entry<'a>>, fn(&'a Entry<'a>) -> (&'a str, &'a Doc<'a>)>;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.iter().map(|(k, v)| (*k, v))
    }
}
