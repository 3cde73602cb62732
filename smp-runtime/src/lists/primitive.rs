//! Lists of primitives: the reference's de-duplication, exactly, in `n log n`.

use std::collections::BTreeSet;
use std::hash::Hash;

use super::HashMap;

/// The reference's `deduplicateScalars`, which later steps observe through its effects on
/// order: for each position `i`, every later equal item is overwritten by the current
/// last item and the slice shrinks. The surviving order is therefore not "first
/// occurrences in order", and the shrunk slice's old tail keeps stale items that Go code
/// sharing the backing array still reads.
///
/// Takes the items' keys and returns `(slots, len)`: `slots[p]` is the index of the input
/// item found at position `p` afterwards (for every `p`, tail included), and `len` is the
/// de-duplicated length.
pub fn go_deduplicate<K: Hash + Eq + Clone>(keys: &[K]) -> (Vec<usize>, usize) {
    let mut slots: Vec<usize> = (0..keys.len()).collect();
    let mut positions: HashMap<&K, BTreeSet<usize>> = HashMap::default();
    for (p, key) in keys.iter().enumerate() {
        positions.entry(key).or_default().insert(p);
    }
    let mut len = keys.len();
    let mut i = 0;
    while i + 1 < len {
        let key = &keys[slots[i]];
        // Later positions holding an equal item, nearest first, as Go's scan meets them.
        while let Some(j) = positions.get(key).and_then(|set| set.range(i + 1..).next().copied()) {
            let last = len - 1;
            if let Some(set) = positions.get_mut(key) {
                set.remove(&j);
            }
            if j != last {
                let moved = &keys[slots[last]];
                if let Some(set) = positions.get_mut(moved) {
                    set.remove(&last);
                    set.insert(j);
                }
                slots[j] = slots[last];
            }
            len -= 1;
        }
        i += 1;
    }
    (slots, len)
}

/// The capacity Go's decoder gives a JSON array of `len` items: it grows the slice by
/// `append` from empty, which doubles up to 256 items and then grows by about a quarter.
/// The reference appends into that spare capacity, so the capacity decides whether a
/// merge rewrites the live list in place (see [`go_deduplicate`]).
pub fn go_decoded_capacity(len: usize) -> usize {
    let mut cap = 0usize;
    while cap < len {
        cap = if cap == 0 {
            1
        } else if cap < 256 {
            cap * 2
        } else {
            cap + (cap + 3 * 256) / 4
        };
    }
    cap
}

#[cfg(test)]
mod doc_examples {
    #[test]
    fn go_deduplicate() {
        use crate::lists::primitive::go_deduplicate;
        let (slots, len) = go_deduplicate(&[1, 1, 2, 3]);
        assert_eq!(len, 3);
        assert_eq!(&slots[..len], &[0, 3, 2]); // values 1, 3, 2
    }
}
