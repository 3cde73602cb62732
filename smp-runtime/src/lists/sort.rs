//! The reference's sorts: by Go's `%v` text, with Go's own algorithm where it shows.

/// Sorts items by a text key as the reference's `sort.Sort` with a `<=` comparison does.
/// Go sorts up to 12 items by insertion, and with `<=` that reverses runs of equal keys;
/// that decides which of two items with a duplicate merge key pairs with which, so it is
/// reproduced. Longer lists are sorted stably (they can differ from Go only in the order
/// of equal keys).
///
/// ```
/// use smp_runtime::lists::sort::go_sort_by_text;
/// let mut items = vec![("b", 1), ("a", 2), ("b", 3)];
/// go_sort_by_text(&mut items, |(k, _)| k.to_string());
/// assert_eq!(items, [("a", 2), ("b", 3), ("b", 1)]); // equal keys reversed, as in Go
/// ```
pub fn go_sort_by_text<T>(items: &mut [T], key: impl Fn(&T) -> String) {
    let keys: Vec<String> = items.iter().map(&key).collect();
    let order = go_sort_order(&keys);
    apply_permutation(items, &order);
}

/// The positions of `keys` in the order [`go_sort_by_text`] sorts them.
pub fn go_sort_order<K: AsRef<str>>(keys: &[K]) -> Vec<usize> {
    if keys.len() <= 12 {
        let mut order: Vec<usize> = (0..keys.len()).collect();
        for i in 1..order.len() {
            let mut j = i;
            while j > 0 && keys[order[j]].as_ref() <= keys[order[j - 1]].as_ref() {
                order.swap(j, j - 1);
                j -= 1;
            }
        }
        return order;
    }
    // Stable by text: the pairs are distinct, and sorted as `&str` the sort is compiled once
    // for every key type.
    let mut pairs: Vec<(&str, usize)> = keys.iter().map(AsRef::as_ref).zip(0..).collect();
    pairs.sort_unstable();
    pairs.into_iter().map(|(_, position)| position).collect()
}

/// Reorders `items` so that position `p` holds the item that was at `order[p]`.
fn apply_permutation<T>(items: &mut [T], order: &[usize]) {
    let mut done = vec![false; items.len()];
    for start in 0..items.len() {
        if done[start] {
            continue;
        }
        let mut current = start;
        loop {
            done[current] = true;
            let next = order[current];
            if next == start {
                break;
            }
            items.swap(current, next);
            current = next;
        }
    }
}
