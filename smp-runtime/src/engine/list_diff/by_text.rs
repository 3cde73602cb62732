//! Keyed diffs of long lists paired by their items' texts through a hash map, where the
//! texts are distinct: the sorted walk's result without its sorts.

use std::collections::hash_map::Entry;
use std::hash::Hash;

use super::{all_distinct, MakePatch, SHORT};
use crate::engine::set_element_order::keyed_order_needed;
use crate::engine::DiffOptions;

/// [`diff_keyed`](super::diff_keyed) on long lists whose texts are distinct within each,
/// paired by text through a hash map rather than by sorting both (the walk's `n log n`
/// comparisons, each reaching two texts wherever they lie, are most of a long list's
/// diff). Each modified item meets the original one with its text, as the walk would pair
/// them; the patch is made in its final order: the changes and additions in modified's
/// order (the order the walk's ranks give them, keys being distinct), then the deletions
/// in the walk's order, by text. Whether it did the diff: where the walk's order shows
/// (texts that repeat, an item that fails, the first failure being the walk's; a patch
/// that is itself a deletion), or the lists are short enough that sorting costs less, it
/// leaves them to the walk.
#[inline(never)]
pub(super) fn pair_by_text<K: Hash + Eq, S: AsRef<[u8]>>(
    [(original_keys, original_texts), (modified_keys, modified_texts)]: [(&[K], &[S]); 2],
    options: DiffOptions,
    patch: &mut dyn MakePatch,
) -> bool {
    if original_texts.len().max(modified_texts.len()) <= SHORT {
        return false;
    }
    // Each original text's position, then each added text (marked past the originals).
    let len = original_texts.len();
    let mut index: crate::lists::HashMap<&[u8], usize> =
        crate::lists::HashMap::with_capacity_and_hasher(len + modified_texts.len(), Default::default());
    if !original_texts.iter().enumerate().all(|(o, text)| index.insert(text.as_ref(), o).is_none()) {
        return false;
    }
    let mut paired = vec![false; len];
    // The keys of the changes, which must be distinct for modified's order to be the
    // walk's: distinct texts can still be equal keys (`0` and `-0`).
    let mut changed = Vec::new();
    // The original item after the last one paired, which most modified items are: found
    // without a probe into the map, which in a long list lies far from the items.
    let mut next = 0;
    for (m, text) in modified_texts.iter().enumerate() {
        let text = text.as_ref();
        let found = match original_texts.get(next) {
            Some(original) if original.as_ref() == text => Some(next),
            _ => match index.entry(text) {
                Entry::Occupied(seen) => Some(*seen.get()),
                Entry::Vacant(new) => {
                    new.insert(len + m);
                    None
                }
            },
        };
        let change = match found {
            // A text met twice: the walk pairs repeats in its own order.
            Some(o) if o >= len || paired[o] => None,
            Some(o) => {
                (paired[o], next) = (true, o + 1);
                patch.changed(o, m).ok()
            }
            None => {
                (!options.ignore_changes_and_additions).then(|| patch.added(m));
                Some(!options.ignore_changes_and_additions)
            }
        };
        match change {
            Some(false) => {}
            Some(true) if !patch.last_is_delete_marked() => changed.push(&modified_keys[m]),
            _ => {
                patch.clear();
                return false;
            }
        }
    }
    if !all_distinct(&changed) {
        patch.clear();
        return false;
    }
    let mut removed: Vec<usize> =
        if options.ignore_deletions { Vec::new() } else { (0..len).filter(|&o| !paired[o]).collect() };
    removed.sort_unstable_by(|&a, &b| original_texts[a].as_ref().cmp(original_texts[b].as_ref()));
    removed.iter().for_each(|&o| patch.removed(o));
    let order_same = original_keys == modified_keys;
    let nothing = changed.is_empty() && removed.is_empty();
    let with_order = keyed_order_needed(options, modified_keys.len(), nothing, order_same);
    patch.finish(&[], with_order);
    true
}

#[cfg(test)]
mod tests {
    use super::pair_by_text;
    use crate::engine::list_diff::tests::Numbers;
    use crate::engine::list_diff::{walk_keyed, Making};
    use crate::engine::DiffOptions;

    /// Long lists with distinct texts pair up through a hash map, skipping the sorts: the
    /// walk's own patch, order and errors, for random lists that add, remove and move
    /// items, repeat texts, hold equal keys under distinct texts (`a` and `-a`, as `0` and
    /// `-0` are), and items that are deletions or fail.
    #[test]
    fn long_lists_with_distinct_texts_pair_by_text_as_the_walk_pairs_them() {
        use rand::seq::SliceRandom;
        use rand::{Rng, SeedableRng};
        type Items = Vec<(&'static str, i32)>;
        type Outcome = Result<(Vec<String>, Option<Vec<String>>), String>;
        /// The key of a text: `-a` is `a`.
        fn key(text: &str) -> &str {
            text.trim_start_matches('-')
        }
        fn diff(original: &Items, modified: &Items, options: DiffOptions, by_text: bool) -> Option<Outcome> {
            let texts = |list: &Items| list.iter().map(|item| item.0).collect::<Vec<_>>();
            let (original_texts, modified_texts) = (texts(original), texts(modified));
            let keys = |texts: &[&'static str]| texts.iter().map(|text| key(text)).collect::<Vec<_>>();
            let (original_keys, modified_keys) = (keys(&original_texts), keys(&modified_texts));
            let (mut patch, mut order) = (Vec::new(), None);
            let making = &mut Making { original, modified, items: &Numbers, patch: &mut patch, order: &mut order };
            let lists = [(&original_keys[..], &original_texts[..]), (&modified_keys[..], &modified_texts[..])];
            let result = if by_text {
                if !pair_by_text(lists, options, making) {
                    return None;
                }
                Ok(())
            } else {
                walk_keyed(lists, options, making)
            };
            Some(result.map(|()| (patch, order)).map_err(|error| error.to_string()))
        }
        let names: Vec<&'static str> = (0..40)
            .map(|n| &*Box::leak(format!("{}{n}", if n % 13 == 0 { "-" } else { "" }).into_boxed_str()))
            .collect();
        let all_options = [
            DiffOptions::TWO_WAY,
            DiffOptions { ignore_deletions: true, ..DiffOptions::TWO_WAY },
            DiffOptions { ignore_changes_and_additions: true, ..DiffOptions::TWO_WAY },
        ];
        let mut rng = rand::rngs::SmallRng::seed_from_u64(45);
        let (mut paired, mut left) = (0, 0);
        for _ in 0..3_000 {
            let mut pool = names.clone();
            pool.shuffle(&mut rng);
            let len = rng.gen_range(10..30);
            // Now and then a text twice, or `n` and `-n` both (equal keys, distinct texts).
            let mut original: Items = pool[..len].iter().map(|&name| (name, rng.gen_range(0..3))).collect();
            if rng.gen_range(0..8) == 0 {
                original.push(original[0]);
            }
            let mut modified: Items = Vec::new();
            for &(name, value) in &original {
                modified.push(match rng.gen_range(0..44) {
                    0..=3 => continue,
                    4 => (name, -1),
                    5 if rng.gen_range(0..4) == 0 => (name, 99),
                    6..=10 => (name, value + 1),
                    _ => (name, value),
                });
            }
            modified.extend(pool[len..len + rng.gen_range(0..4)].iter().map(|&name| (name, 0)));
            if rng.gen_range(0..3) == 0 {
                let (a, b) = (rng.gen_range(0..modified.len()), rng.gen_range(0..modified.len()));
                modified.swap(a, b);
            }
            if rng.gen_range(0..20) == 0 {
                // Both added, in an order other than their texts'.
                modified.push(("0", 1));
                modified.push(("-0", 1));
            }
            for options in all_options {
                match diff(&original, &modified, options, true) {
                    Some(by_text) => {
                        let walk = diff(&original, &modified, options, false).expect("the walk diffs");
                        assert_eq!(by_text, walk, "{original:?} to {modified:?}");
                        paired += 1;
                    }
                    None => left += 1,
                }
            }
        }
        // Both ways are taken, often.
        assert!(paired > 2_000 && left > 2_000, "{paired} paired by text, {left} left to the walk");
    }
}
