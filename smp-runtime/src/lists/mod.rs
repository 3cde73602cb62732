//! The list algorithms of strategic merge patch, written once and generic over the item
//! type, so that the schema-driven `Value` path and generated typed code share them.
//!
//! They work on items and on *keys* (a merge key's value, or the item itself for lists
//! of primitives), never on JSON: callers extract keys their own way. Every algorithm
//! here indexes keys in hash maps, so it is linear (or `n log n`) in the list length,
//! where the Go reference scans lists inside loops and is quadratic.

pub(crate) mod arrange;
pub mod diff;
pub mod element;
mod key;
pub mod keyed;
pub mod merge;
pub mod order;
mod plain_key;
pub mod primitive;
pub(crate) mod ranks;
pub mod sort;

use std::hash::Hash;

pub(crate) use key::f32_in_json;
pub use key::{AsKey, Key};
pub use plain_key::PlainKey;

/// The hash map of the list algorithms. Its keys come from documents and patches, so it is
/// randomly seeded (per process), as std's is; foldhash rather than SipHash because
/// hashing merge keys was a tenth of a typed apply.
pub(crate) type HashMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::RandomState>;
/// The hash set of the list algorithms (see [`HashMap`]).
pub(crate) type HashSet<K> = std::collections::HashSet<K, foldhash::fast::RandomState>;

/// The items of `results`, or the first error, in a vector made at the iterator's length
/// at once: `collect::<Result<Vec<_>, _>>` cannot know it and grows from four.
pub(crate) fn try_collect<T, E>(results: impl IntoIterator<Item = Result<T, E>>) -> Result<Vec<T>, E> {
    let results = results.into_iter();
    let (lower, upper) = results.size_hint();
    let mut items = Vec::with_capacity(upper.unwrap_or(lower));
    for item in results {
        items.push(item?);
    }
    Ok(items)
}

/// The position of each key's first occurrence in a list, as Go's `index()` finds it by
/// scanning, but in one hash probe.
#[derive(Debug, Clone)]
pub struct FirstIndex<K> {
    positions: HashMap<K, usize>,
}

impl<K: Hash + Eq> FirstIndex<K> {
    /// Indexes the keys of a list, in list order.
    pub fn new(keys: impl IntoIterator<Item = K>) -> Self {
        let keys = keys.into_iter();
        let mut positions = HashMap::with_capacity_and_hasher(keys.size_hint().0, Default::default());
        for (position, key) in keys.enumerate() {
            positions.entry(key).or_insert(position);
        }
        FirstIndex { positions }
    }

    /// The first position of `key`, if it occurs.
    pub fn get(&self, key: &K) -> Option<usize> {
        self.positions.get(key).copied()
    }
}

/// Go's `%v` text of a primitive, the reference's sort key for lists of primitives.
pub trait GoText {
    /// The text.
    fn go_text(&self) -> String;
}

#[cfg(test)]
mod doc_examples {
    #[test]
    fn new() {
        use crate::lists::FirstIndex;
        let index = FirstIndex::new(["a", "b", "a"]);
        assert_eq!(index.get(&"a"), Some(0));
        assert_eq!(index.get(&"c"), None);
    }
}
