//! Diffing merge lists: the reference's sorted walk (`diffListsOfMaps`,
//! `diffListsOfScalars`). Both lists are sorted by a text key (Go's `%v` of the merge key,
//! or of the item) and walked together, comparing texts: equal texts pair up, a smaller
//! original text is a removal, a smaller modified text an addition. Texts compare as
//! strings, so `"10" < "9"`.

use super::sort::go_sort_order;

/// One step of the walk, with positions in the (unsorted) input lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// An original item and a modified item with equal keys.
    Paired {
        /// Position in the original list.
        original: usize,
        /// Position in the modified list.
        modified: usize,
    },
    /// A modified item with no original counterpart.
    Added(usize),
    /// An original item with no modified counterpart.
    Removed(usize),
}

/// The walk over two lists given their items' text keys. Also returns the original's
/// positions in sorted order: the reference sorts the original list in place, and
/// its caller then compares that sorted list with the modified one.
pub fn sorted_walk<K: AsRef<[u8]>>(original: &[K], modified: &[K]) -> (Vec<Step>, Vec<usize>) {
    let original_sorted = go_sort_order(original);
    let modified_sorted = go_sort_order(modified);
    let mut steps = Vec::with_capacity(original.len().max(modified.len()));
    let (mut o, mut m) = (0, 0);
    loop {
        match (original_sorted.get(o), modified_sorted.get(m)) {
            (None, None) => break,
            (Some(&oi), Some(&mi)) if original[oi].as_ref() == modified[mi].as_ref() => {
                steps.push(Step::Paired { original: oi, modified: mi });
                o += 1;
                m += 1;
            }
            (None, Some(&mi)) => {
                steps.push(Step::Added(mi));
                m += 1;
            }
            (Some(&oi), Some(&mi)) if original[oi].as_ref() > modified[mi].as_ref() => {
                steps.push(Step::Added(mi));
                m += 1;
            }
            (Some(&oi), _) => {
                steps.push(Step::Removed(oi));
                o += 1;
            }
        }
    }
    (steps, original_sorted)
}

#[cfg(test)]
mod doc_examples {
    #[test]
    fn sorted_walk() {
        use crate::lists::diff::{sorted_walk, Step};
        let text = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let (steps, sorted) = sorted_walk(&text(&["b", "a"]), &text(&["c", "b"]));
        assert_eq!(steps, [Step::Removed(1), Step::Paired { original: 0, modified: 1 }, Step::Added(0)]);
        assert_eq!(sorted, [1, 0]);
    }
}
