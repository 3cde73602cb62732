//! The reference's sorts: by Go's `%v` text, with Go's own algorithm where it shows.

/// Sorts items by a text key as the reference's `sort.Sort` with a `<=` comparison does.
/// Go sorts up to 12 items by insertion, and with `<=` that reverses runs of equal keys;
/// that decides which of two items with a duplicate merge key pairs with which, so it is
/// reproduced. Longer lists are sorted stably (they can differ from Go only in the order
/// of equal keys).
pub fn go_sort_by_text<T>(items: &mut [T], key: impl Fn(&T) -> String) {
    let keys: Vec<String> = items.iter().map(&key).collect();
    let order = go_sort_order(&keys);
    apply_permutation(items, &order);
}

/// The positions of `keys` in the order [`go_sort_by_text`] sorts them.
pub fn go_sort_order<K: AsRef<[u8]>>(keys: &[K]) -> Vec<usize> {
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
    // Stable by text: the pairs are distinct, and sorted as bytes the sort is compiled once
    // for every key type.
    let mut pairs: Vec<(&[u8], usize)> = keys.iter().map(AsRef::as_ref).zip(0..).collect();
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

/// Go's `sort.SliceStable` step for step: insertion sort in blocks of 20, then in-place
/// symmetric merges (`stable_func`), on `items` with `less` comparing two of them.
///
/// Any stable sort gives the same result for a strict weak order. The reference orders
/// by `$setElementOrder` with a comparison that is none (it answers "less" whenever an
/// item has no rank), and then the result is this algorithm's, which the API server's
/// is too. `O(n log² n)` comparisons at worst.
pub fn go_stable_sort(items: &mut [usize], less: &dyn Fn(usize, usize) -> bool) {
    const BLOCK: usize = 20;
    let n = items.len();
    let mut sort = GoStable { items, less };
    let mut start = 0;
    while start + BLOCK <= n {
        sort.insertion_sort(start, start + BLOCK);
        start += BLOCK;
    }
    sort.insertion_sort(start, n);
    let mut block = BLOCK;
    while block < n {
        let mut a = 0;
        while a + 2 * block <= n {
            sort.sym_merge(a, a + block, a + 2 * block);
            a += 2 * block;
        }
        if a + block < n {
            sort.sym_merge(a, a + block, n);
        }
        block *= 2;
    }
}

/// The state of [`go_stable_sort`]: Go's `less(i, j)` reads the items at positions `i` and
/// `j` as they are at that moment.
struct GoStable<'a> {
    items: &'a mut [usize],
    less: &'a dyn Fn(usize, usize) -> bool,
}

impl GoStable<'_> {
    fn less(&self, i: usize, j: usize) -> bool {
        (self.less)(self.items[i], self.items[j])
    }

    /// `insertionSort_func` on `a..b`.
    fn insertion_sort(&mut self, a: usize, b: usize) {
        for i in a + 1..b {
            let mut j = i;
            while j > a && self.less(j, j - 1) {
                self.items.swap(j, j - 1);
                j -= 1;
            }
        }
    }

    /// `symMerge_func`: merges the runs `a..m` and `m..b` (both non-empty). Go's moves by
    /// swaps and by its block-swap rotation place the items as a rotation does, and they
    /// compare nothing, so slice rotations stand for them.
    fn sym_merge(&mut self, a: usize, m: usize, b: usize) {
        if m - a == 1 {
            // The first place in m..b where items[a] is not less: binary search.
            let (mut i, mut j) = (m, b);
            while i < j {
                let h = (i + j) / 2;
                if self.less(h, a) {
                    i = h + 1;
                } else {
                    j = h;
                }
            }
            self.items[a..i].rotate_left(1);
            return;
        }
        if b - m == 1 {
            let (mut i, mut j) = (a, m);
            while i < j {
                let h = (i + j) / 2;
                if !self.less(m, h) {
                    i = h + 1;
                } else {
                    j = h;
                }
            }
            self.items[i..=m].rotate_right(1);
            return;
        }
        let mid = (a + b) / 2;
        let n = mid + m;
        let (mut start, mut r) = if m > mid { (n - b, mid) } else { (a, m) };
        let p = n - 1;
        while start < r {
            let c = (start + r) / 2;
            if !self.less(p - c, c) {
                start = c + 1;
            } else {
                r = c;
            }
        }
        let end = n - start;
        if start < m && m < end {
            self.items[start..end].rotate_left(m - start);
        }
        if a < start && start < mid {
            self.sym_merge(a, start, mid);
        }
        if mid < end && end < b {
            self.sym_merge(mid, end, b);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::go_stable_sort;

    /// A small deterministic generator (the crate has no random dependency).
    fn numbers(seed: u64) -> impl FnMut(u64) -> u64 {
        let mut state = seed;
        move |bound| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) % bound
        }
    }

    // Where the comparison is an order, Go's algorithm is a stable sort: std's result.
    #[test]
    fn a_strict_weak_order_sorts_as_any_stable_sort() {
        let mut next = numbers(7);
        for len in (0..70).chain([119, 200, 401]) {
            let keys: Vec<u64> = (0..len).map(|_| next(len as u64 / 3 + 1)).collect();
            let mut go: Vec<usize> = (0..len).collect();
            go_stable_sort(&mut go, &|a, b| keys[a] < keys[b]);
            let mut std: Vec<usize> = (0..len).collect();
            std.sort_by_key(|&position| keys[position]);
            assert_eq!(go, std, "keys {keys:?}");
        }
    }

    // Go's comparison that answers "less" for every pair: insertion sort reverses each
    // block of 20 and the merges rotate the blocks, so 45 items come out reversed (traced
    // by hand through Go's `stable_func`; the kubectl differential checks lists of up to
    // 60 items against Go itself).
    #[test]
    fn always_less_reverses_the_items() {
        let mut items: Vec<usize> = (0..45).collect();
        go_stable_sort(&mut items, &|_, _| true);
        assert_eq!(items, (0..45).rev().collect::<Vec<_>>());
    }
}

#[cfg(test)]
mod doc_examples {
    #[test]
    fn go_sort_by_text() {
        use crate::lists::sort::go_sort_by_text;
        let mut items = vec![("b", 1), ("a", 2), ("b", 3)];
        go_sort_by_text(&mut items, |(k, _)| k.to_string());
        assert_eq!(items, [("a", 2), ("b", 3), ("b", 1)]); // equal keys reversed, as in Go
    }

    #[test]
    fn go_stable_sort() {
        use crate::lists::sort::go_stable_sort;
        // Go's comparison for items missing from the order list: always "less".
        let mut items = [0, 1, 2];
        go_stable_sort(&mut items, &|_, _| true);
        assert_eq!(items, [2, 1, 0]);
    }
}
