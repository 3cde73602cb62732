//! Lists of structs merged by key on the typed path, with `$setElementOrder` (whose rule
//! is [`apply_order`]'s): applying a patch (the items are values) and merging two patches
//! (the items are patch items). The algorithms are the `Value` path's ([`crate::lists`]).
//! The items are merged where they lie, ordered on their keys, and moved once, into their
//! final order.

use std::cell::RefCell;
use std::marker::PhantomData;

use super::list::{go_sprint, missing};
use super::{Keyed, Patched};
use crate::directive;
use crate::engine::patch::{keyed_patch, unordered_key, KeyLookup, UncomparableKinds};
use crate::engine::set_element_order::{apply_order, OrderedList};
use crate::error::{Error, ErrorKind, Trail};
use crate::lists::element::GoType;
use crate::lists::keyed::{merge_by_key, KeyedMerge};
use crate::lists::merge::{check_patch_order, keyed_live_order, keyed_order, order_of, required_keys};
use crate::lists::order::permute;
use crate::lists::Key;
use crate::value::merge_key::lookup_json;

/// What the keyed-list merge needs of its items: values ([`Values`], applying a patch)
/// or patch items ([`Patches`], merging two patches, as the three-way diff does).
pub(crate) trait Items<T: Keyed> {
    /// The item type.
    type Item;
    /// The item's merge key, if it has it.
    fn key(item: &Self::Item, merge_key: &str) -> Option<Key>;
    /// The item's merge key as Go's `==` sees it: also whether a key the type could not
    /// give is absent or uncomparable (a JSON-valued key field; read from the JSON form).
    fn lookup(item: &Self::Item, merge_key: &str) -> KeyLookup;
    /// Whether the item is a `$patch: delete` (only patch items are).
    fn is_delete_marked(_item: &Self::Item) -> bool {
        false
    }
    /// The error for an item without its merge key.
    fn missing(item: &Self::Item, merge_key: &str) -> ErrorKind;
    /// Merges a patch item into the item, in place.
    fn merge_with(item: &mut Self::Item, patch: T::Patch, trail: &Trail<'_>) -> Result<(), Error>;
    /// The item a patch item adds.
    fn create(patch: T::Patch, merge_key: &str, trail: &Trail<'_>) -> Result<Self::Item, Error>;
    /// The items a patch list makes where there was no list: directive items dropped.
    fn from_patches(patch: Vec<T::Patch>, trail: &Trail<'_>) -> Result<Vec<Self::Item>, Error>;
}

/// The items are values.
pub(crate) struct Values;

/// The items are patch items.
pub(crate) struct Patches;

impl<T: Keyed> Items<T> for Values {
    type Item = T;

    fn key(item: &T, merge_key: &str) -> Option<Key> {
        item.merge_key(merge_key)
    }

    fn lookup(item: &T, merge_key: &str) -> KeyLookup {
        match item.merge_key(merge_key) {
            Some(key) => KeyLookup::Key(key),
            None if T::MAY_HOLD_JSON => lookup_json(&item.key_patch(merge_key, false), merge_key),
            None => KeyLookup::Missing,
        }
    }

    fn missing(item: &T, merge_key: &str) -> ErrorKind {
        missing(&item.to_patch(), merge_key)
    }

    fn merge_with(item: &mut T, patch: T::Patch, trail: &Trail<'_>) -> Result<(), Error> {
        item.merge(patch, trail)
    }

    /// Go appends a new item as the patch has it, directives inside it unapplied (the
    /// API server's decoding then ignores their keys): the typed item is the patch taken
    /// as a value ([`super::StrategicMerge::replaced_by`]), which a struct always gives.
    fn create(patch: T::Patch, merge_key: &str, trail: &Trail<'_>) -> Result<T, Error> {
        T::replaced_by(patch, trail)?.ok_or_else(|| trail.error(missing(&T::Patch::default(), merge_key)))
    }

    fn from_patches(patch: Vec<T::Patch>, trail: &Trail<'_>) -> Result<Vec<T>, Error> {
        let mut items = Vec::with_capacity(patch.len());
        for (index, item) in patch.into_iter().enumerate() {
            items.extend(T::from_patch(item, &trail.index(index)?)?);
        }
        Ok(items)
    }
}

impl<T: Keyed> Items<T> for Patches {
    type Item = T::Patch;

    fn key(item: &T::Patch, merge_key: &str) -> Option<Key> {
        T::patch_merge_key(item, merge_key)
    }

    fn lookup(item: &T::Patch, merge_key: &str) -> KeyLookup {
        patch_lookup::<T>(item, merge_key)
    }

    fn is_delete_marked(item: &T::Patch) -> bool {
        T::patch_directive(item) == Some(directive::DELETE)
    }

    fn missing(item: &T::Patch, merge_key: &str) -> ErrorKind {
        missing(item, merge_key)
    }

    fn merge_with(item: &mut T::Patch, patch: T::Patch, trail: &Trail<'_>) -> Result<(), Error> {
        *item = T::merge_patches(std::mem::take(item), patch, trail)?;
        Ok(())
    }

    /// Merging patches appends the patch item as it is.
    fn create(patch: T::Patch, _merge_key: &str, _trail: &Trail<'_>) -> Result<T::Patch, Error> {
        Ok(patch)
    }

    /// Merging patches keeps a patch item as it is, but for the directive items.
    fn from_patches(patch: Vec<T::Patch>, _trail: &Trail<'_>) -> Result<Vec<T::Patch>, Error> {
        Ok(patch.into_iter().filter(|item| T::patch_directive(item).is_none()).collect())
    }
}

/// Applies a keyed list field's patch and its `$setElementOrder` list.
pub fn merge_keyed<T: Keyed>(
    current: Option<Vec<T>>,
    patch: Patched<Vec<T::Patch>>,
    order: Option<Vec<T::Patch>>,
    merge_key: &str,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<Option<Vec<T>>, Error> {
    let trail = &trail.key(json_name)?;
    let patch = match patch {
        Patched::Null if order.is_some() => {
            return Err(trail.error(ErrorKind::WrongType { expected: "list", found: "null" }))
        }
        Patched::Null => return Ok(None),
        Patched::Absent => None,
        Patched::Set(list) => Some(list),
    };
    match (current, patch, order) {
        (current, None, None) => Ok(current),
        (None, Some(patch), None) => Values::from_patches(patch, trail).map(Some),
        (Some(live), Some(patch), None) => {
            Ok(Some(merge_items::<T, Values>(live, patch, merge_key, false, trail)?.ordered()))
        }
        (live, patch, Some(order)) => merge_in_order::<T, Values>(live, patch, &order, merge_key, trail),
    }
}

/// A keyed list merged, its items not yet moved: the items (live items merged in place,
/// then new ones), their keys and `$patch: delete` marks where the merge computed them,
/// how the merge orders them, and the live order the reference reads next, for
/// `$setElementOrder`.
pub(crate) struct Merged<I> {
    merge: KeyedMerge<I>,
    /// `None` where no merge took place (the items keep their order).
    keys: Option<(Vec<Key>, Vec<bool>)>,
    patch_keys: Vec<Key>,
    live_order: Vec<Key>,
}

impl<I> Merged<I> {
    /// Items that stay in their order.
    fn unordered(merged: Vec<I>, live_order: Vec<Key>) -> Self {
        let merge = KeyedMerge { merged, deleted_in_order: Vec::new(), appended: 0, replaced: false, keys: Vec::new() };
        Merged { merge, keys: None, patch_keys: Vec::new(), live_order }
    }

    /// Where each item goes after the merge (`positions[i]`: the item that goes to `i`).
    fn positions(&self) -> Vec<usize> {
        match &self.keys {
            Some((keys, delete_marked)) => keyed_order(&self.merge, keys, delete_marked, &self.patch_keys).positions,
            None => (0..self.merge.merged.len()).collect(),
        }
    }

    /// The items, moved into their order.
    pub(crate) fn ordered(mut self) -> Vec<I> {
        let positions = self.positions();
        permute(&mut self.merge.merged, &positions);
        self.merge.merged
    }
}

/// A keyed list's patch and `$setElementOrder` list applied ([`apply_order`]), over
/// values or patch items. `trail` is the list's.
pub(crate) fn merge_in_order<T: Keyed, E: Items<T>>(
    live: Option<Vec<E::Item>>,
    patch: Option<Vec<T::Patch>>,
    order: &[T::Patch],
    merge_key: &str,
    trail: &Trail<'_>,
) -> Result<Option<Vec<E::Item>>, Error> {
    apply_order(&KeyedOrder::<T, E> { merge_key, trail, items: PhantomData }, live, patch, order, trail)
}

/// A keyed list of `T` with a `$setElementOrder` list, its items values or patch items.
struct KeyedOrder<'a, T, E> {
    merge_key: &'a str,
    trail: &'a Trail<'a>,
    items: PhantomData<fn() -> (T, E)>,
}

impl<T: Keyed, E: Items<T>> OrderedList for KeyedOrder<'_, T, E> {
    type Item = E::Item;
    type PatchItem = T::Patch;
    type Merged = Merged<E::Item>;
    /// The order list's keys, each looked up once.
    type Checked = Vec<Option<Key>>;

    fn check_patch(&self, patch: &[T::Patch], order: &[T::Patch]) -> Result<Vec<Option<Key>>, ErrorKind> {
        check_keyed_order::<T>(patch, order, self.merge_key)
    }

    fn element_type(&self, _live: &[E::Item], _patch: &[T::Patch]) -> Result<Option<GoType>, ErrorKind> {
        Ok(None)
    }

    /// The live order reads every key: one Go cannot compare crashes it.
    fn live_only(&self, live: Vec<E::Item>) -> Result<Merged<E::Item>, Error> {
        let (keys, uncomparable) =
            UncomparableKinds::live_keys(live.iter().map(|item| E::lookup(item, self.merge_key)));
        uncomparable.check_orderable().map_err(|kind| self.trail.error(kind))?;
        Ok(Merged::unordered(live, keys.into_iter().map(|key| key.unwrap_or(Key::Nil)).collect()))
    }

    fn patch_only(&self, patch: Vec<T::Patch>) -> Result<Merged<E::Item>, Error> {
        Ok(Merged::unordered(E::from_patches(patch, self.trail)?, Vec::new()))
    }

    fn merge(&self, live: Vec<E::Item>, patch: Vec<T::Patch>) -> Result<Merged<E::Item>, Error> {
        merge_items::<T, E>(live, patch, self.merge_key, true, self.trail)
    }

    /// Every entry must have the merge key (the items are structs: maps).
    fn order_keys(
        &self,
        keys: Vec<Option<Key>>,
        order: &[T::Patch],
        _merged: &Merged<E::Item>,
        _kind: Option<GoType>,
    ) -> Result<Vec<Key>, ErrorKind> {
        keys.into_iter().zip(order).map(|(key, entry)| key.ok_or_else(|| missing(entry, self.merge_key))).collect()
    }

    /// `order_by_patch` on the merged order; every item needs its key.
    fn ordered(
        &self,
        merged: Merged<E::Item>,
        order_keys: &[Key],
        _kind: Option<GoType>,
    ) -> Result<Vec<E::Item>, ErrorKind> {
        let merge_key = self.merge_key;
        let computed;
        let (keys, delete_marked): (&[Key], &[bool]) = match &merged.keys {
            Some((keys, delete_marked)) => (keys, delete_marked),
            None => {
                let items = &merged.merge.merged;
                let keys = items.iter().map(|item| (item, Ok(E::key(item, merge_key))));
                let keys = required_keys(keys, merge_key.is_empty(), |item| unusable::<T, E>(item, merge_key))?;
                computed = (keys, items.iter().map(E::is_delete_marked).collect::<Vec<_>>());
                (&computed.0, &computed.1)
            }
        };
        // Ordered as the merge leaves them, then by the order list. Without ties the second
        // order does not depend on the first, which then need not be computed.
        let last = order_of(keys, delete_marked, order_keys, &merged.live_order);
        let last = if !last.ties || merged.keys.is_none() {
            last.positions
        } else {
            let first = merged.positions();
            let keys: Vec<Key> = first.iter().map(|&p| keys[p].clone()).collect();
            let delete_marked: Vec<bool> = first.iter().map(|&p| delete_marked[p]).collect();
            let then = order_of(&keys, &delete_marked, order_keys, &merged.live_order).positions;
            then.iter().map(|&p| first[p]).collect()
        };
        let mut items = merged.merge.merged;
        permute(&mut items, &last);
        Ok(items)
    }
}

/// `$setElementOrder` of a keyed list: the patch items (but `$patch: delete` ones) must
/// follow the order list; items with another directive are skipped. Returns the order
/// list's keys, each looked up once (a missing one is an error only where it is read).
fn check_keyed_order<T: Keyed>(
    patch: &[T::Patch],
    order: &[T::Patch],
    merge_key: &str,
) -> Result<Vec<Option<Key>>, ErrorKind> {
    let order_keys: Vec<Option<Key>> = order.iter().map(|entry| T::patch_merge_key(entry, merge_key)).collect();
    let patch_items: Vec<&T::Patch> =
        patch.iter().filter(|p| T::patch_directive(p) != Some(directive::DELETE)).collect();
    if patch_items.is_empty() || order.is_empty() {
        return Ok(order_keys);
    }
    let patch_keys: Vec<Option<Key>> = patch_items.iter().map(|item| T::patch_merge_key(item, merge_key)).collect();
    check_patch_order(
        patch_items.len(),
        order.len(),
        |p| T::patch_directive(patch_items[p]).is_some(),
        |p, o| {
            let left = patch_keys[p].as_ref().ok_or_else(|| missing(patch_items[p], merge_key))?;
            let right = order_keys[o].as_ref().ok_or_else(|| missing(&order[o], merge_key))?;
            Ok(left == right)
        },
    )?;
    Ok(order_keys)
}

/// The one keyed-list merge of the typed path (`mergeSlice` for lists of structs:
/// deletions, replace, upserts, then the order), over values or patch items. With
/// `want_live_order`, the live order Go's in-place edits leave (for `$setElementOrder`).
pub(crate) fn merge_items<T: Keyed, E: Items<T>>(
    live: Vec<E::Item>,
    patch: Vec<T::Patch>,
    merge_key: &str,
    want_live_order: bool,
    trail: &Trail<'_>,
) -> Result<Merged<E::Item>, Error> {
    if live.is_empty() && patch.is_empty() {
        return Ok(Merged::unordered(live, Vec::new()));
    }
    let at = |kind| trail.error(kind);
    let (live_keys, uncomparable) = UncomparableKinds::live_keys(live.iter().map(|item| E::lookup(item, merge_key)));
    if want_live_order {
        // The live order reads every live key first.
        uncomparable.check_orderable().map_err(at)?;
    }
    // What each patch item is, read in place (patch items can be large: they move once,
    // into the merge, by position).
    let (items, patch_keys) = keyed_patch(
        &patch,
        trail,
        |item| T::patch_directive(item).map(Some),
        |index, item, role| {
            uncomparable.patch_key(patch_lookup::<T>(item, merge_key), index, role, || missing(item, merge_key))
        },
        |item| ErrorKind::UnknownPatchType {
            value: T::patch_directive(item).unwrap_or_default().to_owned(),
            map: go_sprint(item),
        },
    )?
    .into_parts();
    let patch = RefCell::new(patch);
    let take = |index: usize| patch.borrow_mut().get_mut(index).map(std::mem::take).unwrap_or_default();
    let merge = |live: &mut E::Item, index: usize, _| E::merge_with(live, take(index), &trail.index(index)?);
    let create = |index: usize| E::create(take(index), merge_key, &trail.index(index)?);
    let mut outcome = merge_by_key(live, &live_keys, items, merge, create)?;
    // The keys the merge matched the items by; each item must have one.
    let keys = outcome.merged.iter().zip(std::mem::take(&mut outcome.keys)).map(|(item, key)| (item, Ok(key)));
    let keys = required_keys(keys, merge_key.is_empty(), |item| unusable::<T, E>(item, merge_key)).map_err(at)?;
    let delete_marked: Vec<bool> = outcome.merged.iter().map(E::is_delete_marked).collect();
    let live_order = if want_live_order {
        let live_keys: Vec<Key> = live_keys.into_iter().map(|key| key.unwrap_or(Key::Nil)).collect();
        keyed_live_order(&outcome, &keys, &live_keys)
    } else {
        Vec::new()
    };
    Ok(Merged { merge: outcome, keys: Some((keys, delete_marked)), patch_keys, live_order })
}

/// A patch item's merge key as Go's `==` sees it ([`Items::lookup`]). Only a type that
/// may hold JSON can have a key its type cannot give (other types compile no JSON here).
fn patch_lookup<T: Keyed>(item: &T::Patch, merge_key: &str) -> KeyLookup {
    match T::patch_merge_key(item, merge_key) {
        Some(key) => KeyLookup::Key(key),
        None if T::MAY_HOLD_JSON => lookup_json(item, merge_key),
        None => KeyLookup::Missing,
    }
}

/// The error for a merged item without a key the ordering can read.
fn unusable<T: Keyed, E: Items<T>>(item: &E::Item, merge_key: &str) -> ErrorKind {
    unordered_key(E::lookup(item, merge_key), || E::missing(item, merge_key))
}
