//! The keyed-list merge of the typed path: everything but moving the items is compiled
//! once ([`merge_keyed_items`]), over a list that says the few steps that depend on its
//! item type ([`MergeItems`]).

use serde_json::Value;

use super::{merged_keys, view, ItemView, Items, LiveOrder, Marked, Merged, Patches};
use crate::engine::patch::{read_keyed_patch, KeyedPatch, UncomparableKinds};
use crate::error::{Error, ErrorKind, Trail};
use crate::json_field;
use crate::lists::keyed::{clear_for, merge_planned, retain_kept, Planned, Slots};
use crate::lists::Key;
use crate::schema::Schema;
use crate::typed::patch_serde::empty_patch;
use crate::typed::{json, Keyed};

/// The one keyed-list merge of the typed path (`mergeSlice` for lists of structs:
/// deletions, replace, upserts, then the order), over values or patch items, into `live`
/// where it lies; the patch items are left emptied. The items are not yet ordered (see
/// [`Merged::order`]). With `want_live_order`, the live order Go's in-place edits leave
/// (for `$setElementOrder`). All but moving the items is compiled once
/// ([`merge_keyed_items`]); each item type adds the few steps of [`MergeItems`].
pub(crate) fn merge_items<T: Keyed, E: Items<T>>(
    live: &mut Vec<E::Item>,
    patch: &mut [T::Patch],
    merge_key: &str,
    want_live_order: bool,
    trail: &Trail<'_>,
) -> Result<Merged, Error> {
    if live.is_empty() && patch.is_empty() {
        return Ok(Merged::unordered(Vec::new()));
    }
    let merging = &mut Merging::<T, E> { items: live, patch, merge_key, trail, null_keyed: Vec::new() };
    let Outcome { deleted_in_order, appended, replaced, distinct, keys, patch_keys, live_keys } =
        merge_keyed_items(merging, want_live_order, trail)?;
    let live = LiveOrder::BeforeMerge(live_keys);
    Ok(Merged { deleted_in_order, appended, replaced, distinct, keys: Some(keys), patch_keys, live })
}

/// A keyed merge's result but for the items.
struct Outcome {
    deleted_in_order: Vec<usize>,
    appended: usize,
    replaced: bool,
    distinct: bool,
    keys: Marked,
    patch_keys: Vec<Key>,
    /// The live keys before the merge, where the live order is wanted.
    live_keys: Vec<Key>,
}

/// The steps of a keyed merge that depend on the item type, for [`merge_keyed_items`].
trait MergeItems: Slots<usize, Error> {
    /// The live items' keys and the patch list read ([`read_lists`]).
    fn read(&self, want_live_order: bool, trail: &Trail<'_>) -> Result<(Vec<Option<Key>>, KeyedPatch), Error>;
    /// The patch items keyed by null: merging one into an item deletes its key.
    fn set_null_keyed(&mut self, null_keyed: Vec<usize>);
    /// The list as the moves see it.
    fn slots(&mut self) -> &mut dyn Slots<usize, Error>;
    /// The patch item at `index` as JSON, when applying (see [`Moves`]).
    fn written(&self, index: usize) -> Option<Value>;
    /// The item type's schema, for merging into an item kept as written (see [`Moves`]).
    fn schema(&self) -> Schema;
    /// After the items moved: their keys and marks ([`merged_keys`]).
    fn finish(&self, matched: Vec<Option<Key>>) -> Result<Marked, ErrorKind>;
}

/// [`merge_items`] but for moving the items, compiled once.
#[inline(never)]
fn merge_keyed_items(items: &mut dyn MergeItems, want_live_order: bool, trail: &Trail<'_>) -> Result<Outcome, Error> {
    let (live_keys, read) = items.read(want_live_order, trail)?;
    items.set_null_keyed(read.null_keyed());
    let moves = &mut Moves { items: &mut *items, written: Vec::new(), schema: None, trail };
    let Planned { deleted_in_order, appended, replaced, keys, distinct, upsert_keys: patch_keys } =
        merge_planned(moves, &live_keys, read.into_split())?;
    let keys = items.finish(keys).map_err(|kind| trail.error(kind))?;
    // A missing live key reads as nil in the live order.
    let live_keys = if want_live_order { live_keys.into_iter().map(Key::or_nil).collect() } else { Vec::new() };
    Ok(Outcome { deleted_in_order, appended, replaced, distinct, keys, patch_keys, live_keys })
}

/// The moves of a keyed merge, with the new items that later patch items merge into kept
/// beside as Go holds them.
///
/// Go appends a new item as the patch wrote it (nulls, directives and all) and merges a
/// later patch item with the same key into that copy; a typed item holds none of it. What
/// only the copy holds, the API server's decoding drops, and the typed merge gives the
/// item that decoding gives (the kubectl tests check it); but it can make Go refuse a
/// later item: a `$setElementOrder/<list>` meeting the first's `<list>: null`, or a
/// nested list merging into items the first wrote without their key (a
/// `{"$patch": "replace"}` in a new item is no directive). So such an item is also kept
/// as JSON, and each later patch item is merged into it first, by the `Value` path's
/// `json_field::apply_to_written` on the item type's schema, which refuses what Go
/// refuses. A patch that names a new item twice is rare (diffs never write one): the
/// schema is built for it when it is first needed, and not kept.
struct Moves<'a> {
    items: &'a mut dyn MergeItems,
    /// By position, in the order they were made (so by position too).
    written: Vec<(usize, Value)>,
    schema: Option<Schema>,
    trail: &'a Trail<'a>,
}

impl Slots<usize, Error> for Moves<'_> {
    fn clear(&mut self, len: usize) {
        self.items.slots().clear(len);
    }

    fn retain(&mut self, kept: Option<&[bool]>, more: usize) {
        self.items.slots().retain(kept, more);
    }

    fn upsert(&mut self, target: usize, index: usize, patch_index: usize, again: bool) -> Result<(), Error> {
        if again || !self.written.is_empty() {
            self.keep_written(target, index, again)?;
        }
        self.items.slots().upsert(target, index, patch_index, again)
    }
}

impl Moves<'_> {
    /// Merges the patch item at `index` into the item at `target` as written, or keeps
    /// the new item it makes as written where a later one merges into it.
    #[cold]
    fn keep_written(&mut self, target: usize, index: usize, again: bool) -> Result<(), Error> {
        match self.written.binary_search_by_key(&target, |(slot, _)| *slot) {
            Ok(found) => {
                let Some(Value::Object(patch)) = self.items.written(index) else { return Ok(()) };
                let schema = self.schema.get_or_insert_with(|| self.items.schema());
                let Some(schema) = schema.root() else { return Ok(()) };
                let Value::Object(written) = &mut self.written[found].1 else { return Ok(()) };
                let trail = &self.trail.index(index)?;
                *written = json_field::apply_to_written(std::mem::take(written), patch, schema, trail)?;
                Ok(())
            }
            // Only the item's first patch item is not found: `again` marks no live item.
            Err(_) => {
                if again {
                    self.written.extend(self.items.written(index).map(|patch| (target, patch)));
                }
                Ok(())
            }
        }
    }
}

/// A keyed list being merged: its items (live, then merged) and the patch items, each
/// left emptied where it lies as it merges.
struct Merging<'a, T: Keyed, E: Items<T>> {
    items: &'a mut Vec<E::Item>,
    patch: &'a mut [T::Patch],
    merge_key: &'a str,
    trail: &'a Trail<'a>,
    null_keyed: Vec<usize>,
}

impl<T: Keyed, E: Items<T>> Slots<usize, Error> for Merging<'_, T, E> {
    fn clear(&mut self, len: usize) {
        clear_for(self.items, len);
    }

    fn retain(&mut self, kept: Option<&[bool]>, more: usize) {
        retain_kept(self.items, kept, more);
    }

    fn upsert(&mut self, target: usize, index: usize, _: usize, _: bool) -> Result<(), Error> {
        let mut spare = None;
        let patch = match self.patch.get_mut(index) {
            Some(patch) => patch,
            None => spare.insert(empty_patch::<T::Patch>()),
        };
        let trail = &self.trail.index(index)?;
        match self.items.get_mut(target) {
            Some(live) => {
                E::merge_with(live, patch, trail)?;
                if E::NULL_DELETES && self.null_keyed.contains(&index) {
                    // Only an item an earlier patch item keyed by null appended has that key
                    // here (a live key a type holds is never null), and this item's null
                    // deleted it.
                    return Err(self.trail.error(E::missing(live, self.merge_key)));
                }
                Ok(())
            }
            None => {
                let item = E::create(patch, self.merge_key, trail)?;
                self.items.push(item);
                Ok(())
            }
        }
    }
}

impl<T: Keyed, E: Items<T>> MergeItems for Merging<'_, T, E> {
    fn read(&self, want_live_order: bool, trail: &Trail<'_>) -> Result<(Vec<Option<Key>>, KeyedPatch), Error> {
        let (live, patch) = (view::<T, E>(self.items, self.merge_key), view::<T, Patches>(self.patch, self.merge_key));
        read_lists(&live, &patch, want_live_order, trail)
    }

    fn set_null_keyed(&mut self, null_keyed: Vec<usize>) {
        self.null_keyed = null_keyed;
    }

    fn slots(&mut self) -> &mut dyn Slots<usize, Error> {
        self
    }

    fn written(&self, index: usize) -> Option<Value> {
        let patch = self.patch.get(index).filter(|_| E::NULL_DELETES)?;
        Some(json::shown(patch))
    }

    fn schema(&self) -> Schema {
        Schema::of::<T>()
    }

    fn finish(&self, matched: Vec<Option<Key>>) -> Result<Marked, ErrorKind> {
        merged_keys(&view::<T, E>(self.items, self.merge_key), matched)
    }
}

/// The live items' keys and the patch list read ([`read_keyed_patch`]'s reading), before
/// anything moves.
#[inline(never)]
fn read_lists(
    live: &dyn ItemView,
    patch: &dyn ItemView,
    want_live_order: bool,
    trail: &Trail<'_>,
) -> Result<(Vec<Option<Key>>, KeyedPatch), Error> {
    let (live_keys, uncomparable) = UncomparableKinds::live_keys((0..live.len()).map(|index| live.lookup(index)));
    if want_live_order {
        // The live order reads every live key first.
        uncomparable.check_orderable().map_err(|kind| trail.error(kind))?;
    }
    let read = read_keyed_patch(
        patch.len(),
        trail,
        &|index| patch.directive(index).map(Some),
        &mut |index, role| uncomparable.patch_key(patch.lookup(index), index, role, || patch.missing(index)),
        &|index| ErrorKind::UnknownPatchType {
            value: patch.directive(index).unwrap_or_default().to_owned(),
            map: patch.sprint(index),
        },
    )?;
    Ok((live_keys, read))
}
