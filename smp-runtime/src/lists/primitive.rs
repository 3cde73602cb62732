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

/// The capacity Go's decoder gives a JSON array of `len` items. The reference appends
/// into that spare capacity, so the capacity decides whether a merge rewrites the live
/// list in place (see [`go_deduplicate`]). The decoder grows the slice by `append` from
/// empty: Go's `growslice` (1.22 and later, as kubectl 1.32 is built) doubles up to 256
/// items, then grows by about a quarter, and rounds the bytes up to the allocator's size
/// class. A slice of pointers (`[]interface{}`, 16 bytes an item) of more than 512
/// bytes keeps an 8-byte header in that block, so 64 items become 71, not 64.
pub fn go_decoded_capacity(len: usize) -> usize {
    const ITEM: usize = 16;
    let mut cap = 0usize;
    while cap < len {
        let wanted = match cap {
            0 => 1,
            _ if cap < 256 => cap * 2,
            _ => cap + (cap + 3 * 256) / 4,
        };
        cap = go_rounded_size(wanted.saturating_mul(ITEM)) / ITEM;
    }
    cap
}

/// The runtime's `roundupsize` for memory that holds pointers: the usable bytes of the
/// block allocated for `size` bytes.
fn go_rounded_size(size: usize) -> usize {
    const HEADER: usize = 8;
    const PAGE: usize = 8192;
    if size > MAX_SMALL_SIZE - HEADER {
        return size.div_ceil(PAGE).saturating_mul(PAGE);
    }
    let header = if size > 512 { HEADER } else { 0 };
    let class = SIZE_CLASSES.iter().copied().find(|&class| class >= size + header).unwrap_or(MAX_SMALL_SIZE);
    class - header
}

const MAX_SMALL_SIZE: usize = 32768;

/// The allocator's size classes, in bytes (Go's `runtime/sizeclasses.go`; the same in Go
/// 1.23 and 1.26).
const SIZE_CLASSES: [usize; 67] = [
    8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 288, 320, 352, 384, 416, 448, 480,
    512, 576, 640, 704, 768, 896, 1024, 1152, 1280, 1408, 1536, 1792, 2048, 2304, 2688, 3072, 3200, 3456, 4096, 4864,
    5376, 6144, 6528, 6784, 6912, 8192, 9472, 9728, 10240, 10880, 12288, 13568, 14336, 16384, 18432, 19072, 20480,
    21760, 24576, 27264, 28672, 32768,
];

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

#[cfg(test)]
mod tests {
    use super::go_decoded_capacity;

    /// Every capacity a `[]interface{}` passes through as `append` grows it one item at a
    /// time to 300 000, printed by Go 1.23.8 (the toolchain of kubectl 1.32.4) and by Go
    /// 1.26; `encoding/json` decodes arrays so (spot checks: 35 items decode with room
    /// for 71, 100 000 with room for 117 760).
    const GO_CAPACITIES: [usize; 33] = [
        1, 2, 4, 8, 16, 32, 71, 143, 303, 591, 1023, 1535, 2560, 3584, 5120, 6656, 8704, 11264, 14336, 18432, 23552,
        29696, 37376, 47104, 59392, 74752, 93696, 117760, 147456, 184832, 231424, 289792, 362496,
    ];

    #[test]
    fn capacities_are_those_go_gives_a_decoded_array() {
        let mut previous = 0;
        for &cap in &GO_CAPACITIES {
            for len in [previous + 1, cap] {
                assert_eq!(go_decoded_capacity(len), cap, "{len} items");
            }
            previous = cap;
        }
        assert_eq!(go_decoded_capacity(0), 0);
    }
}
