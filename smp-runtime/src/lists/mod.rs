//! The list algorithms of strategic merge patch, written once and generic over the item
//! type, so that the schema-driven `Value` path and generated typed code share them.
//!
//! They work on items and on *keys* (a merge key's value, or the item itself for lists
//! of primitives), never on JSON: callers extract keys their own way. Every algorithm
//! here indexes keys in hash maps, so it is linear (or `n log n`) in the list length,
//! where the Go reference scans lists inside loops and is quadratic.

pub mod diff;
pub mod element;
mod key;
pub mod keyed;
pub mod merge;
pub mod order;
pub mod primitive;
pub mod sort;

use std::collections::HashMap;
use std::hash::Hash;

pub use key::{AsKey, Key, KeyStr};

/// The position of each key's first occurrence in a list, as Go's `index()` finds it by
/// scanning, but in one hash probe.
#[derive(Debug, Clone)]
pub struct FirstIndex<K> {
    positions: HashMap<K, usize>,
}

impl<K: Hash + Eq> FirstIndex<K> {
    /// Indexes the keys of a list, in list order.
    ///
    /// ```
    /// use smp_runtime::lists::FirstIndex;
    /// let index = FirstIndex::new(["a", "b", "a"]);
    /// assert_eq!(index.get(&"a"), Some(0));
    /// assert_eq!(index.get(&"c"), None);
    /// ```
    pub fn new(keys: impl IntoIterator<Item = K>) -> Self {
        let keys = keys.into_iter();
        let mut positions = HashMap::with_capacity(keys.size_hint().0);
        for (position, key) in keys.enumerate() {
            positions.entry(key).or_insert(position);
        }
        FirstIndex { positions }
    }

    /// The first position of `key`, if it occurs.
    pub fn get(&self, key: &K) -> Option<usize> {
        self.positions.get(key).copied()
    }

    /// Whether `key` occurs.
    pub fn contains(&self, key: &K) -> bool {
        self.positions.contains_key(key)
    }
}
