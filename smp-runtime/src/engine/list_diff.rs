//! What a diff sends for a merged list, for both paths (the reference's `diffLists`).
//!
//! - Merged by key ([`diff_keyed`], `diffListsOfMaps`): both lists sorted by the `%v` of
//!   their keys and walked together; changed items sent with their key, new ones whole,
//!   removed ones as deletions; changes in the modified list's order, deletions last;
//!   the modified list's keys as `$setElementOrder/<list>` when [`keyed_order_needed`]
//!   says so. Lists with the same keys in the same order (most lists a diff meets) pair
//!   up item by item, as the walk would pair them, without the texts and the sorts;
//!   long lists whose texts are distinct pair up by text ([`by_text`]), without the sorts.
//! - Merged by value ([`diff_primitives`], `diffListsOfScalars`): the additions, in the
//!   modified list's order, under the list's name; the removals, de-duplicated as Go
//!   does, under `$deleteFromPrimitiveList/<list>`; the modified list as
//!   `$setElementOrder/<list>` when [`primitive_order_needed`] says so.
//!
//! Each path says how it sees an item (its key, the key's text, what a change, an
//! addition, a deletion and an order entry are); the steps and their order are here.

use std::hash::Hash;

mod by_text;

use by_text::pair_by_text;

use super::set_element_order::{keyed_order_needed, primitive_order_needed};
use super::DiffOptions;
use crate::error::{Error, ErrorKind};
use crate::lists::diff::{sorted_walk, Step};
use crate::lists::order::{permute, rank_order, sort_by_rank};
use crate::lists::primitive::go_deduplicate;
use crate::lists::FirstIndex;
use crate::lists::GoText;

/// The three lists the diff of a list merged by value sends (each may be empty), their
/// items borrowed from the lists diffed.
pub(crate) struct PrimitiveDiff<T> {
    pub additions: Vec<T>,
    pub deletions: Vec<T>,
    pub order: Option<Vec<T>>,
}

/// The diff of two lists of primitives of one item type, the original one not empty.
/// `key` is how Go's `==` sees an item; an error where Go could not compare it, which
/// matters only where Go compares: modified's items and the additions, to order the
/// additions, and the removals, from two on, to de-duplicate them.
pub(crate) fn diff_primitives<'a, T, K>(
    original: &'a [T],
    modified: &'a [T],
    options: DiffOptions,
    key: impl Fn(&'a T) -> Result<K, ErrorKind>,
) -> Result<PrimitiveDiff<&'a T>, ErrorKind>
where
    T: PartialEq + GoText,
    K: Hash + Eq + Clone,
{
    let texts = |list: &[T]| list.iter().map(GoText::go_text).collect::<Vec<_>>();
    let (steps, sorted) = sorted_walk(&texts(original), &texts(modified));
    let mut additions = Vec::new();
    let mut deletions = Vec::new();
    for step in steps {
        match step {
            Step::Added(m) if !options.ignore_changes_and_additions => additions.push(&modified[m]),
            Step::Removed(o) if !options.ignore_deletions => deletions.push(&original[o]),
            _ => {}
        }
    }
    if deletions.len() > 1 {
        let keys = crate::lists::try_collect(deletions.iter().map(|&item| key(item)))?;
        let (slots, len) = go_deduplicate(&keys);
        deletions = slots[..len].iter().map(|&i| deletions[i]).collect();
    }
    let index = FirstIndex::new(crate::lists::try_collect(modified.iter().map(&key))?);
    let ranks = crate::lists::try_collect(additions.iter().map(|&item| Ok::<_, ErrorKind>(index.get(&key(item)?))))?;
    let additions = sort_by_rank(additions, &ranks);
    // Go compares the original *sorted in place* with modified: an unsorted, unchanged
    // list gets an order too.
    let unchanged = sorted.len() == modified.len() && sorted.iter().zip(modified).all(|(&o, m)| original[o] == *m);
    let order = primitive_order_needed(options, modified.len(), !deletions.is_empty(), unchanged)
        .then(|| modified.iter().collect());
    Ok(PrimitiveDiff { additions, deletions, order })
}

/// One list of a keyed diff: its items and their keys as Go's `==` sees them (in the
/// modified list every key must be comparable; in the original one a key Go could not
/// compare reads as a key equal to no other).
pub(crate) struct KeyedList<'i, 'k, I, K> {
    pub items: &'i [I],
    pub keys: &'k [K],
}

/// What a keyed diff makes of items: a path's patch items.
/// The items are borrowed for `'i`, which a patch item may borrow from.
pub(crate) trait KeyedDiffItems<'i, I> {
    /// A patch item.
    type Patch;
    /// A `$setElementOrder` entry.
    type Entry;
    /// The patch from `original` to `modified` (at `position` in the modified list), with
    /// the key, if they differ.
    fn changed(&self, original: &'i I, modified: &'i I, position: usize) -> Result<Option<Self::Patch>, Error>;
    /// An added item, whole.
    fn added(&self, item: &'i I) -> Self::Patch;
    /// The deletion of an item: its key and `$patch: delete`.
    fn removed(&self, item: &'i I) -> Self::Patch;
    /// An item's `$setElementOrder` entry: its key.
    fn order_entry(&self, item: &'i I) -> Self::Entry;
    /// Whether a patch item is itself a deletion (a document may hold one); such items
    /// go after the other changes, as Go's `normalizeSliceOrder` puts them.
    fn is_delete_marked(&self, _patch: &Self::Patch) -> bool {
        false
    }
}

/// The two lists the diff of a list merged by key sends.
pub(crate) struct KeyedListDiff<P, O = P> {
    pub patch: Vec<P>,
    pub order: Option<Vec<O>>,
}

/// The diff of two lists merged by key, the original one not empty, into `patch` (empty
/// before) and `order`; `texts` gives both lists' `%v` texts of their keys, which the walk
/// sorts, where the lists need the walk. The patch items are made where they end up and
/// moved once, into their order: code compiled per item type holds none of them on its way
/// out of an error. The walk reaches the items through `dyn` ([`MakePatch`]), so it is
/// compiled once per key type, not per item type.
pub(crate) fn diff_keyed<'i, I, K, S, E>(
    original: KeyedList<'i, '_, I, K>,
    modified: KeyedList<'i, '_, I, K>,
    texts: impl FnOnce() -> Result<[Vec<S>; 2], Error>,
    options: DiffOptions,
    items: &E,
    patch: &mut Vec<E::Patch>,
    order: &mut Option<Vec<E::Entry>>,
) -> Result<(), Error>
where
    K: Hash + Eq,
    S: AsRef<[u8]>,
    E: KeyedDiffItems<'i, I>,
{
    let making: &mut dyn MakePatch =
        &mut Making { original: original.items, modified: modified.items, items, patch, order };
    if original.keys == modified.keys && pair_in_place(modified.keys, options, making) {
        return Ok(());
    }
    let [original_texts, modified_texts] = texts()?;
    let lists = [(original.keys, &original_texts[..]), (modified.keys, &modified_texts[..])];
    if pair_by_text(lists, options, making) {
        return Ok(());
    }
    walk_keyed(lists, options, making)
}

/// A keyed diff's lists and what it makes, as [`walk_keyed`] sees them.
trait MakePatch {
    /// Adds the patch from original item `o` to modified item `m` (the position it is
    /// sent for), if they differ; whether they did.
    fn changed(&mut self, o: usize, m: usize) -> Result<bool, Error>;
    /// Adds modified item `m` whole.
    fn added(&mut self, m: usize);
    /// Adds the deletion of original item `o`.
    fn removed(&mut self, o: usize);
    /// Whether the last item added is itself a deletion.
    fn last_is_delete_marked(&self) -> bool;
    /// Moves the items added into their order (`positions`; none: they are in it), and
    /// sends modified's keys as the order list where `with_order`.
    fn finish(&mut self, positions: &[usize], with_order: bool);
    /// Drops the items added.
    fn clear(&mut self);
}

struct Making<'m, 'i, I, E: KeyedDiffItems<'i, I>> {
    original: &'i [I],
    modified: &'i [I],
    items: &'m E,
    patch: &'m mut Vec<E::Patch>,
    order: &'m mut Option<Vec<E::Entry>>,
}

impl<'i, I, E: KeyedDiffItems<'i, I>> MakePatch for Making<'_, 'i, I, E> {
    fn changed(&mut self, o: usize, m: usize) -> Result<bool, Error> {
        let change = self.items.changed(&self.original[o], &self.modified[m], m)?;
        let changed = change.is_some();
        self.patch.extend(change);
        Ok(changed)
    }

    fn added(&mut self, m: usize) {
        self.patch.push(self.items.added(&self.modified[m]));
    }

    fn removed(&mut self, o: usize) {
        self.patch.push(self.items.removed(&self.original[o]));
    }

    fn last_is_delete_marked(&self) -> bool {
        self.patch.last().is_some_and(|item| self.items.is_delete_marked(item))
    }

    fn finish(&mut self, positions: &[usize], with_order: bool) {
        permute(self.patch, positions);
        *self.order = with_order.then(|| self.modified.iter().map(|item| self.items.order_entry(item)).collect());
    }

    fn clear(&mut self) {
        self.patch.clear();
    }
}

/// [`diff_keyed`] on lists with the same keys in the same order, which the walk pairs item
/// by item: sorted by equal texts, the same way, each original item meets the modified
/// one at its place. Whether it did the diff: where the walk's order shows (an item that
/// fails, the first failure being the walk's; a patch that is itself a deletion; two
/// changes of one key, which Go's sort, not stable, orders), it leaves the lists to the
/// walk.
#[inline(never)]
fn pair_in_place<K: Hash + Eq>(keys: &[K], options: DiffOptions, patch: &mut dyn MakePatch) -> bool {
    let mut sources = Vec::new();
    let mut changed = Vec::new();
    for (m, key) in keys.iter().enumerate() {
        match patch.changed(m, m) {
            Ok(false) => {}
            Ok(true) if !patch.last_is_delete_marked() => {
                sources.push(Source::Change(Some(m)));
                changed.push(key);
            }
            Ok(true) | Err(_) => {
                patch.clear();
                return false;
            }
        }
    }
    if !all_distinct(&changed) {
        patch.clear();
        return false;
    }
    let with_order = keyed_order_needed(options, keys.len(), sources.is_empty(), true);
    patch.finish(&patch_order(&sources, keys), with_order);
    true
}

/// [`diff_keyed`] on the lists' keys and texts (original's, then modified's).
#[inline(never)]
fn walk_keyed<K: Hash + Eq, S: AsRef<[u8]>>(
    [(original_keys, original_texts), (modified_keys, modified_texts)]: [(&[K], &[S]); 2],
    options: DiffOptions,
    patch: &mut dyn MakePatch,
) -> Result<(), Error> {
    let (steps, _) = sorted_walk(original_texts, modified_texts);
    // What each patch item is, in the walk's order: a change, with the position in
    // modified of the item it comes from (`None` for a change that is itself a
    // deletion), or a deletion.
    let mut sources: Vec<Source> = Vec::new();
    for step in steps {
        let source = match step {
            Step::Paired { original: o, modified: m } => {
                if !patch.changed(o, m)? {
                    continue;
                }
                Source::Change(Some(m))
            }
            Step::Added(m) if !options.ignore_changes_and_additions => {
                patch.added(m);
                Source::Change(Some(m))
            }
            Step::Removed(o) if !options.ignore_deletions => {
                patch.removed(o);
                Source::Deletion
            }
            Step::Added(_) | Step::Removed(_) => continue,
        };
        let source = match source {
            Source::Change(_) if patch.last_is_delete_marked() => Source::Change(None),
            source => source,
        };
        sources.push(source);
    }
    let order_same = original_keys == modified_keys;
    let with_order = keyed_order_needed(options, modified_keys.len(), sources.is_empty(), order_same);
    patch.finish(&patch_order(&sources, modified_keys), with_order);
    Ok(())
}

/// Where a keyed diff's patch item comes from.
#[derive(Clone, Copy)]
enum Source {
    /// A change, from the item at this position in modified (`None`: a change that is
    /// itself a deletion).
    Change(Option<usize>),
    /// A deletion.
    Deletion,
}

/// The order of a keyed diff's patch items (`positions[i]`: the item that goes to `i`):
/// changes in modified's order (ranked by their key's first place there; the unranked
/// ones, deletions themselves, after them), deletions last, each group in the walk's
/// order. Compiled once per key type, not per item type.
#[inline(never)]
fn patch_order<K: Hash + Eq>(sources: &[Source], modified_keys: &[K]) -> Vec<usize> {
    if sources.len() < 2 {
        return (0..sources.len()).collect();
    }
    // A key's first place in modified: looked for from the front in a short list, indexed
    // in a long one.
    let index = (modified_keys.len() > SHORT).then(|| FirstIndex::new(modified_keys));
    let first = |m: usize| match &index {
        Some(index) => index.get(&&modified_keys[m]),
        None => modified_keys[..m].iter().position(|key| *key == modified_keys[m]).or(Some(m)),
    };
    // Ranks are places in modified: the unranked changes' rank is one past the last.
    let unranked = Some(modified_keys.len());
    let ranks: Vec<Option<usize>> = sources
        .iter()
        .map(|source| match *source {
            Source::Change(Some(m)) => first(m).or(unranked),
            Source::Change(None) => unranked,
            Source::Deletion => None,
        })
        .collect();
    rank_order(&ranks)
}

/// Lists up to this long find a key's first place by looking: cheaper than a hash map.
const SHORT: usize = 16;

/// Whether no two of `keys` are equal.
pub(crate) fn all_distinct<K: Hash + Eq>(keys: &[K]) -> bool {
    if keys.len() <= SHORT {
        return keys.iter().enumerate().all(|(i, key)| !keys[..i].contains(key));
    }
    let mut seen = crate::lists::HashSet::with_capacity_and_hasher(keys.len(), Default::default());
    keys.iter().all(|key| seen.insert(key))
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use crate::Schema;

    fn two_way_env(original: Value, modified: Value) -> Value {
        let schema = Schema::from_openapi_v2(&json!({"definitions": {"Container": {"type": "object",
            "properties": {"env": {"type": "array", "items": {"type": "object"},
                "x-kubernetes-patch-strategy": "merge", "x-kubernetes-patch-merge-key": "name"}}}}}))
        .expect("a valid schema");
        let container = schema.definition("Container").expect("the definition above");
        crate::two_way(
            &json!({ "env": original }),
            &json!({ "env": modified }),
            container,
            &crate::TwoWayOptions::default(),
        )
        .expect("a patch")
    }

    /// Items of a test list: a key, and a value a change is sent for (a negative one is
    /// itself a deletion, as a document's `$patch: delete` item is; 99 fails to diff).
    pub(super) struct Numbers;

    impl<'i> super::KeyedDiffItems<'i, (&'static str, i32)> for Numbers {
        type Patch = String;
        type Entry = String;

        fn changed(
            &self,
            original: &'i (&'static str, i32),
            modified: &'i (&'static str, i32),
            position: usize,
        ) -> Result<Option<String>, crate::Error> {
            if modified.1 == 99 {
                let error = crate::ErrorKind::InvalidJsonDocument { reason: format!("item {position}") };
                return Err(crate::Error::new(error, crate::JsonPath::root()));
            }
            Ok((original.1 != modified.1).then(|| format!("{}={}", modified.0, modified.1)))
        }
        fn added(&self, item: &'i (&'static str, i32)) -> String {
            format!("+{}", item.0)
        }
        fn removed(&self, item: &'i (&'static str, i32)) -> String {
            format!("-{}", item.0)
        }
        fn order_entry(&self, item: &'i (&'static str, i32)) -> String {
            item.0.to_owned()
        }
        fn is_delete_marked(&self, patch: &String) -> bool {
            patch.contains("=-")
        }
    }

    /// Lists with the same keys in the same order pair up item by item, skipping the walk:
    /// the walk's own patch, order and errors, for random lists with repeated keys, items
    /// that are deletions and items that fail.
    #[test]
    fn lists_with_the_same_keys_in_place_diff_as_the_walk_diffs_them() {
        use rand::{Rng, SeedableRng};
        type Items = Vec<(&'static str, i32)>;
        type Outcome = Result<(Vec<String>, Option<Vec<String>>), String>;
        fn diff(original: &Items, modified: &Items, options: super::DiffOptions, walk: bool) -> Outcome {
            let keys = |list: &Items| list.iter().map(|item| item.0).collect::<Vec<_>>();
            let (original_keys, modified_keys) = (keys(original), keys(modified));
            let (mut patch, mut order) = (Vec::new(), None);
            let result = if walk {
                let making =
                    &mut super::Making { original, modified, items: &Numbers, patch: &mut patch, order: &mut order };
                super::walk_keyed([(&original_keys, &original_keys), (&modified_keys, &modified_keys)], options, making)
            } else {
                let lists = [(original, &original_keys), (modified, &modified_keys)]
                    .map(|(items, keys)| super::KeyedList { items: &items[..], keys: &keys[..] });
                let [o, m] = lists;
                let texts = || Ok([original_keys.clone(), modified_keys.clone()]);
                super::diff_keyed(o, m, texts, options, &Numbers, &mut patch, &mut order)
            };
            result.map(|()| (patch, order)).map_err(|error| error.to_string())
        }
        let mut rng = rand::rngs::SmallRng::seed_from_u64(45);
        let names = ["a", "b", "c", "d", "e"];
        let all_options = [
            super::DiffOptions::TWO_WAY,
            super::DiffOptions { ignore_deletions: true, ..super::DiffOptions::TWO_WAY },
            super::DiffOptions { ignore_changes_and_additions: true, ..super::DiffOptions::TWO_WAY },
        ];
        for _ in 0..5_000 {
            let len = rng.gen_range(1..8);
            let original: Items =
                (0..len).map(|_| (names[rng.gen_range(0..names.len())], rng.gen_range(0..3))).collect();
            let modified: Items = original
                .iter()
                .map(|&(key, value)| match rng.gen_range(0..10) {
                    0 => (key, -1),
                    1 if rng.gen_range(0..5) == 0 => (key, 99),
                    2..=4 => (key, value + 1),
                    _ => (key, value),
                })
                .collect();
            for options in all_options {
                assert_eq!(
                    diff(&original, &modified, options, false),
                    diff(&original, &modified, options, true),
                    "{original:?} to {modified:?}"
                );
            }
        }
    }

    // A document may hold an item that is itself a deletion: Go's `normalizeSliceOrder`
    // sends it after the other changes, though modified lists it first.
    #[test]
    fn an_added_item_that_is_a_deletion_comes_after_the_changes() {
        let patch = two_way_env(
            json!([{"name": "a"}, {"name": "c"}]),
            json!([{"name": "b", "$patch": "delete"}, {"name": "a", "value": "1"}]),
        );
        assert_eq!(
            patch,
            json!({
                "env": [{"name": "a", "value": "1"}, {"name": "b", "$patch": "delete"}, {"name": "c", "$patch": "delete"}],
                "$setElementOrder/env": [{"name": "b"}, {"name": "a"}],
            })
        );
    }
}
