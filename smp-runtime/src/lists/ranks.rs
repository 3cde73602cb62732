//! Each key's rank in a short list of distinct keys (a `$setElementOrder` list), found
//! in one probe and, in most lists, none: items mostly come in their order list's order.

use std::cell::Cell;
use std::hash::BuildHasher;

use super::PlainKey;

/// Each key's rank in a list of distinct keys: first the entry after the last one found
/// (most lists follow their order list), then an index.
pub(crate) struct Ranks<'a, 'k> {
    keys: &'a [PlainKey<'k>],
    index: Index,
    next: Cell<usize>,
}

/// Where the ranks of a list's keys are looked up.
enum Index {
    /// Up to [`Index::SMALL`] keys: each rank plus one, at its key's [`PlainKey::short_hash`] or
    /// the free slot after it (no allocation, no seeded hash).
    Small([u8; Index::SLOTS]),
    /// More keys: each rank plus one, at its key's seeded hash (a list's keys come from
    /// its documents) or the free slot after it, in a table at least twice as long as
    /// the list (the keys themselves stay in the list).
    Large { slots: Vec<u32>, hasher: foldhash::fast::RandomState },
}

impl Index {
    const SMALL: usize = 64;
    const SLOTS: usize = 2 * Self::SMALL;

    /// The first slot to probe for a key: the top bits of its hash, which every bit of the
    /// key reaches.
    #[inline]
    fn slot(key: PlainKey<'_>) -> usize {
        const _: () = assert!(Index::SLOTS == 128);
        (key.short_hash() >> 57) as usize
    }
}

impl<'a, 'k> Ranks<'a, 'k> {
    /// `None` where a key repeats (or the list is too long to rank in 32 bits, which no
    /// document's list is).
    pub(crate) fn new(keys: &'a [PlainKey<'k>]) -> Option<Self> {
        let index = if keys.len() <= Index::SMALL {
            let mut table = [0u8; Index::SLOTS];
            for (rank, key) in keys.iter().enumerate() {
                let slot = probe(keys, *key, Index::slot(*key), &table, usize::from).err()?;
                // At most 64 keys: a rank plus one fits.
                table[slot] = rank as u8 + 1;
            }
            Index::Small(table)
        } else {
            u32::try_from(keys.len()).ok()?;
            let hasher = foldhash::fast::RandomState::default();
            let mut slots = vec![0u32; (2 * keys.len()).next_power_of_two()];
            for (rank, key) in keys.iter().enumerate() {
                let first = hasher.hash_one(key) as usize & (slots.len() - 1);
                let slot = probe(keys, *key, first, &slots, |rank| rank as usize).err()?;
                slots[slot] = rank as u32 + 1;
            }
            Index::Large { slots, hasher }
        };
        Some(Ranks { keys, index, next: Cell::new(0) })
    }

    // Always inlined: a call's moves of the key and the answer cost as much as the test.
    #[inline(always)]
    pub(crate) fn rank(&self, key: PlainKey<'k>) -> Option<usize> {
        let next = self.next.get();
        let rank = match self.keys.get(next) {
            Some(&at) if at == key => next,
            _ => self.look_up(key)?,
        };
        self.next.set(rank + 1);
        Some(rank)
    }

    /// Out of line, so that the hint's test is all that is inlined where keys are ranked.
    #[inline(never)]
    fn look_up(&self, key: PlainKey<'k>) -> Option<usize> {
        match &self.index {
            Index::Small(table) => probe(self.keys, key, Index::slot(key), table, usize::from).ok(),
            Index::Large { slots, hasher } => {
                let first = hasher.hash_one(key) as usize & (slots.len() - 1);
                probe(self.keys, key, first, slots, |rank| rank as usize).ok()
            }
        }
    }
}

/// `key`'s rank in a table of ranks plus one (a power of two long, never full), probed
/// from `slot` on: `Ok(rank)`, or `Err` of the free slot where it would go.
#[inline(always)]
fn probe<S: Copy>(
    keys: &[PlainKey<'_>],
    key: PlainKey<'_>,
    mut slot: usize,
    table: &[S],
    rank_plus_one: impl Fn(S) -> usize,
) -> Result<usize, usize> {
    loop {
        match rank_plus_one(table[slot]).checked_sub(1) {
            None => return Err(slot),
            Some(rank) if keys[rank] == key => return Ok(rank),
            Some(_) => slot = (slot + 1) & (table.len() - 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Index, Ranks};
    use crate::lists::PlainKey;

    /// Keys alike but for their last bytes (variable names, numbered ports) spread over
    /// the table as random ones would: no slot is the first of more than a few of 64.
    #[test]
    fn keys_alike_but_for_their_ends_spread() {
        for prefix in ["APP_SETTING_", "SIDECAR_SETTING_", "/var/lib/app/volume-", "", "int"] {
            let texts: Vec<String> = (0..64).map(|n| format!("{prefix}{n:02}")).collect();
            let keys: Vec<PlainKey> = match prefix {
                "int" => (0..64).map(|n| PlainKey::Int(8080 + n)).collect(),
                _ => texts.iter().map(|text| PlainKey::str(text)).collect(),
            };
            let mut firsts = [0; Index::SLOTS];
            for key in &keys {
                firsts[Index::slot(*key)] += 1;
            }
            let most = firsts.iter().max().copied().unwrap_or(0);
            assert!(most <= 6, "{prefix}: {most} keys start at one slot");
        }
    }

    /// Short lists (the table) and long ones (the map): each key's rank in any order of
    /// lookups, none for a key not listed, and no ranks where a key repeats.
    #[test]
    fn ranks_of_short_and_long_lists() {
        for len in [0, 1, 5, 64, 65, 300] {
            let texts: Vec<String> = (0..len).map(|n| format!("key-{n}")).collect();
            let keys: Vec<PlainKey> = texts.iter().map(|text| PlainKey::str(text)).collect();
            let ranks = Ranks::new(&keys).expect("distinct keys");
            for rank in (0..len).rev().chain(0..len).step_by(3) {
                assert_eq!(ranks.rank(keys[rank]), Some(rank), "{len} keys");
            }
            assert_eq!(ranks.rank(PlainKey::str("absent")), None);
            assert_eq!(ranks.rank(PlainKey::Int(0)), None);
            if len > 0 {
                let mut repeated = keys.clone();
                repeated.push(keys[len / 2]);
                assert!(Ranks::new(&repeated).is_none(), "{len} keys and a repeat");
            }
        }
    }
}
