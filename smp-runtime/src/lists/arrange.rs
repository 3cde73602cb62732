//! Merged items moved into their final order, the deleted ones dropped: in place where
//! nothing goes between the live items, in one pass into a new list where added items do,
//! by swaps where the live items change their order.

use super::order::permute;

/// How the merged items reach their order. Items of resources are hundreds of bytes (an
/// `EnvVar` holds its `valueFrom` inline), so each should move once, if at all.
enum Layout {
    /// The live items stay where they are, the added ones follow them.
    Append,
    /// The live items keep their order, less the deleted ones; none are added.
    Retain,
    /// The live items keep their order, less the deleted ones, and the added ones go
    /// between them: one pass into a new list, the live items moved in runs.
    Interleave,
    /// Any other order: the items swapped into it.
    Permute,
}

/// The layout of a merge of `live_len` items to `kept` (the live ones, then the added ones
/// numbered on, in their final order), the `deleted` ones dropped; compiled once for every
/// item type.
#[inline(never)]
fn layout(kept: &[usize], deleted: &[usize], live_len: usize) -> Layout {
    let live_in_order = kept.iter().filter(|&&position| position < live_len).is_sorted();
    let added_in_order = kept.iter().filter(|&&position| position >= live_len).is_sorted();
    if !live_in_order || !added_in_order {
        Layout::Permute
    } else if deleted.is_empty() && kept.iter().enumerate().all(|(at, &position)| at == position) {
        Layout::Append
    } else if kept.len() + deleted.len() == live_len {
        Layout::Retain
    } else {
        Layout::Interleave
    }
}

/// The live items and the `added` ones (numbered on after the live ones) put in the order
/// of `kept`, the `deleted` ones dropped.
pub(crate) fn arrange<T>(live: &mut Vec<T>, mut added: Vec<T>, kept: &[usize], deleted: &[usize]) {
    let live_len = live.len();
    match layout(kept, deleted, live_len) {
        Layout::Append => live.append(&mut added),
        Layout::Retain => {
            let gone = deleted_mask(deleted, live_len);
            let mut position = 0;
            live.retain(|_| {
                position += 1;
                !gone(position - 1)
            });
        }
        Layout::Interleave => {
            let (mut old, mut added) = (std::mem::take(live).into_iter(), added.into_iter());
            let mut merged = Vec::with_capacity(kept.len());
            // `next`: the position of `old`'s next item.
            let (mut at, mut next) = (0, 0);
            while let Some(&position) = kept.get(at) {
                if position >= live_len {
                    merged.extend(added.next());
                    at += 1;
                    continue;
                }
                let run = kept[at..].iter().zip(position..live_len).take_while(|(kept, want)| *kept == want).count();
                // The live items before the run are deleted ones.
                old.by_ref().take(position - next).for_each(drop);
                merged.extend(old.by_ref().take(run));
                (at, next) = (at + run, position + run);
            }
            *live = merged;
        }
        Layout::Permute => {
            live.append(&mut added);
            let positions: Vec<usize> = kept.iter().chain(deleted).copied().collect();
            permute(live, &positions);
            live.truncate(kept.len());
        }
    }
}

/// Whether a live position is among the `deleted` ones: a scan of a few, else a mask.
fn deleted_mask(deleted: &[usize], live_len: usize) -> impl Fn(usize) -> bool + '_ {
    const SCANNED: usize = 8;
    let mut mask = Vec::new();
    if deleted.len() > SCANNED {
        mask = vec![false; live_len];
        deleted.iter().for_each(|&position| mask[position] = true);
    }
    move |position| if mask.is_empty() { deleted.contains(&position) } else { mask[position] }
}

#[cfg(test)]
mod tests {
    /// Each layout where it applies; the typed lean merge's property test
    /// (`typed/keyed_list/lean.rs`) checks what each gives.
    #[test]
    fn layouts() {
        use super::{layout, Layout};
        let of = |kept: &[usize], deleted: &[usize], live_len| match layout(kept, deleted, live_len) {
            Layout::Append => "append",
            Layout::Retain => "retain",
            Layout::Interleave => "interleave",
            Layout::Permute => "permute",
        };
        assert_eq!(of(&[0, 1, 2], &[], 3), "append");
        assert_eq!(of(&[0, 1, 2, 3], &[], 2), "append");
        assert_eq!(of(&[0, 2], &[1], 3), "retain");
        assert_eq!(of(&[3, 0, 2], &[1], 3), "interleave");
        assert_eq!(of(&[1, 0], &[], 2), "permute");
        assert_eq!(of(&[0, 2, 1], &[], 3), "permute");
    }

    /// Each layout gives the order `kept` says, the deleted items dropped.
    #[test]
    fn arrange_moves_items_where_kept_says() {
        use super::arrange;
        let run = |live_len: usize, added: usize, kept: &[usize], deleted: &[usize]| {
            let mut live: Vec<String> = (0..live_len).map(|n| n.to_string()).collect();
            let added = (live_len..live_len + added).map(|n| n.to_string()).collect();
            arrange(&mut live, added, kept, deleted);
            let expected: Vec<String> = kept.iter().map(|n| n.to_string()).collect();
            assert_eq!(live, expected, "kept {kept:?}, deleted {deleted:?}");
        };
        let odd: Vec<usize> = (1..20).step_by(2).collect();
        let even: Vec<usize> = (0..20).step_by(2).collect();
        run(20, 0, &even, &odd);
        run(4, 0, &[0, 3], &[2, 1]);
        run(3, 2, &[3, 0, 4, 2], &[1]);
        run(3, 2, &[4, 0, 3, 2], &[1]);
        run(3, 1, &[2, 3, 1], &[0]);
        run(3, 0, &[0, 1, 2], &[]);
        run(2, 2, &[0, 1, 2, 3], &[]);
    }
}
