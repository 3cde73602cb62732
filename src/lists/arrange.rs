//! Merged items moved into their final order, the deleted ones dropped: in place where
//! the live items keep their order, in one pass or by swaps where they do not.

use super::order::permute;

/// How the merged items reach their order. Items of resources are hundreds of bytes (an
/// `EnvVar` holds its `valueFrom` inline), so each should move once, if at all.
enum Layout {
    /// The live items stay where they are, the added ones follow them.
    Append,
    /// The live items keep their order, less the deleted ones (`false`); none are added.
    Retain(Vec<bool>),
    /// The live items keep their order, less the deleted ones, and the added ones go
    /// between them: one pass into a new list, the live items moved in runs.
    Interleave,
    /// Any other order: the items swapped into it.
    Permute,
}

/// The layout of a merge of `live_len` items to `positions` (the last `deleted` of them
/// deleted), compiled once for every item type.
#[inline(never)]
fn layout(positions: &[usize], live_len: usize, deleted: usize) -> Layout {
    let kept = &positions[..positions.len() - deleted];
    let live_in_order = kept.iter().filter(|&&position| position < live_len).is_sorted();
    if !live_in_order {
        Layout::Permute
    } else if deleted == 0 && kept.iter().enumerate().all(|(at, &position)| at == position) {
        Layout::Append
    } else if positions.len() == live_len {
        let mut mask = vec![true; live_len];
        for &position in &positions[kept.len()..] {
            mask[position] = false;
        }
        Layout::Retain(mask)
    } else {
        Layout::Interleave
    }
}

/// The live items and the `added` ones put where `positions` says, the deleted ones
/// dropped.
pub(crate) fn arrange<T>(live: &mut Vec<T>, mut added: Vec<T>, positions: &[usize], deleted: usize) {
    let live_len = live.len();
    match layout(positions, live_len, deleted) {
        Layout::Append => live.append(&mut added),
        Layout::Retain(mask) => {
            let mut kept = mask.into_iter();
            live.retain(|_| kept.next().unwrap_or(true));
        }
        Layout::Interleave => {
            let kept = &positions[..positions.len() - deleted];
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
            permute(live, positions);
            live.truncate(live.len() - deleted);
        }
    }
}

#[cfg(test)]
mod tests {
    /// Each layout where it applies; the typed lean merge's property test
    /// (`typed/keyed_list/lean.rs`) checks what each gives.
    #[test]
    fn layouts() {
        use super::{layout, Layout};
        let of = |positions: &[usize], live_len, deleted| match layout(positions, live_len, deleted) {
            Layout::Append => "append".to_owned(),
            Layout::Retain(mask) => format!("retain {mask:?}"),
            Layout::Interleave => "interleave".to_owned(),
            Layout::Permute => "permute".to_owned(),
        };
        assert_eq!(of(&[0, 1, 2], 3, 0), "append");
        assert_eq!(of(&[0, 1, 2, 3], 2, 0), "append");
        assert_eq!(of(&[0, 2, 1], 3, 1), "retain [true, false, true]");
        assert_eq!(of(&[3, 0, 2, 1], 3, 1), "interleave");
        assert_eq!(of(&[1, 0], 2, 0), "permute");
        assert_eq!(of(&[0, 2, 1], 3, 0), "permute");
    }
}
