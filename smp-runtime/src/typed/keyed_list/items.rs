//! The items of a keyed list as the merge and its ordering see them: values or patch
//! items ([`Items`]), and a type-erased view of them for the steps that read only keys and
//! `$patch` words ([`ItemView`]), compiled once rather than once per item type.

use std::marker::PhantomData;
use std::mem::take;

use crate::directive;
use crate::engine::patch::{unordered_key, KeyLookup};
use crate::error::{Error, ErrorKind, Trail};
use crate::lists::Key;
use crate::typed::generated::key_field_count;
use crate::typed::list::{go_sprint, missing};
use crate::typed::order::{entry_key, OrderEntry};
use crate::typed::patch_serde::empty_patch;
use crate::typed::{json, Keyed};

/// What the keyed-list merge needs of its items: values ([`Values`], applying a patch)
/// or patch items ([`Patches`], merging two patches, as the three-way diff does).
pub(crate) trait Items<T: Keyed> {
    /// The item type.
    type Item;
    /// Whether a patch item's null deletes the field it merges into (applying: values),
    /// rather than staying a null (merging two patches).
    const NULL_DELETES: bool;
    /// The item's merge key, if it has it.
    fn key(item: &Self::Item, merge_key: &str) -> Option<Key>;
    /// The item's merge key as Go's `==` sees it: also whether a key the type could not
    /// give is absent or uncomparable (a JSON-valued key field; read from the JSON form).
    fn lookup(item: &Self::Item, merge_key: &str) -> KeyLookup;
    /// Whether items can carry a `$patch` word (patch items can, values cannot).
    const DIRECTIVES: bool = false;
    /// The item's `$patch` word (only patch items have one).
    fn directive(_item: &Self::Item) -> Option<&str> {
        None
    }
    /// How many members the item has present (only patch items are asked).
    fn members(_item: &Self::Item) -> usize {
        0
    }
    /// The error for an item without its merge key.
    fn missing(item: &Self::Item, merge_key: &str) -> ErrorKind;
    /// Go's `%v` of the item, for errors.
    fn sprint(item: &Self::Item) -> String;
    /// Merges a patch item into the item, in place; the patch item is left emptied.
    fn merge_with(item: &mut Self::Item, patch: &mut T::Patch, trail: &Trail<'_>) -> Result<(), Error>;
    /// The item a patch item adds; the patch item is left emptied.
    fn create(patch: &mut T::Patch, merge_key: &str, trail: &Trail<'_>) -> Result<Self::Item, Error>;
    /// The items a patch list makes where there was no list: directive items dropped.
    fn from_patches(patch: &mut [T::Patch], trail: &Trail<'_>) -> Result<Vec<Self::Item>, Error>;
}

/// The items are values.
pub(crate) struct Values;

/// The items are patch items.
pub(crate) struct Patches;

impl<T: Keyed> Items<T> for Values {
    type Item = T;
    const NULL_DELETES: bool = true;

    fn key(item: &T, merge_key: &str) -> Option<Key> {
        item.merge_key(merge_key)
    }

    fn lookup(item: &T, merge_key: &str) -> KeyLookup {
        match item.merge_key(merge_key) {
            Some(key) => KeyLookup::Key(key),
            None if T::key_holds_json(merge_key) => json::key_lookup(&item.key_patch(merge_key, false), merge_key),
            None => KeyLookup::Missing,
        }
    }

    // Errors: one copy per item type, not one per caller.
    #[inline(never)]
    fn missing(item: &T, merge_key: &str) -> ErrorKind {
        missing(&item.to_patch(), merge_key)
    }

    #[inline(never)]
    fn sprint(item: &T) -> String {
        go_sprint(&item.to_patch())
    }

    fn merge_with(item: &mut T, patch: &mut T::Patch, trail: &Trail<'_>) -> Result<(), Error> {
        item.merge_item(patch, trail)
    }

    /// Go appends a new item as the patch has it, directives inside it unapplied (the
    /// API server's decoding then ignores their keys): the typed item is the patch taken
    /// as a value (`Operations::replaced_by`), which a struct always gives.
    fn create(patch: &mut T::Patch, merge_key: &str, trail: &Trail<'_>) -> Result<T, Error> {
        T::item_from(patch, true, trail)?.ok_or_else(|| trail.error(missing(&empty_patch::<T::Patch>(), merge_key)))
    }

    fn from_patches(patch: &mut [T::Patch], trail: &Trail<'_>) -> Result<Vec<T>, Error> {
        items_from(patch, false, trail)
    }
}

impl<T: Keyed> Items<T> for Patches {
    type Item = T::Patch;
    const DIRECTIVES: bool = true;
    const NULL_DELETES: bool = false;

    fn key(item: &T::Patch, merge_key: &str) -> Option<Key> {
        T::patch_merge_key(item, merge_key)
    }

    /// Only a key field of JSON can hold a key its type cannot give.
    fn lookup(item: &T::Patch, merge_key: &str) -> KeyLookup {
        match T::patch_merge_key(item, merge_key) {
            Some(key) => KeyLookup::Key(key),
            None if T::key_holds_json(merge_key) => json::key_lookup(item, merge_key),
            None => KeyLookup::Missing,
        }
    }

    fn directive(item: &T::Patch) -> Option<&str> {
        T::patch_directive(item)
    }

    fn members(item: &T::Patch) -> usize {
        T::patch_members(item)
    }

    #[inline(never)]
    fn missing(item: &T::Patch, merge_key: &str) -> ErrorKind {
        missing(item, merge_key)
    }

    #[inline(never)]
    fn sprint(item: &T::Patch) -> String {
        go_sprint(item)
    }

    fn merge_with(item: &mut T::Patch, patch: &mut T::Patch, trail: &Trail<'_>) -> Result<(), Error> {
        T::merge_item_patches(item, patch, trail)
    }

    /// Merging patches appends the patch item as it is.
    fn create(patch: &mut T::Patch, _merge_key: &str, _trail: &Trail<'_>) -> Result<T::Patch, Error> {
        Ok(std::mem::take(patch))
    }

    /// Merging patches keeps a patch item as it is, but for the directive items.
    fn from_patches(patch: &mut [T::Patch], _trail: &Trail<'_>) -> Result<Vec<T::Patch>, Error> {
        Ok(patch.iter_mut().filter(|item| T::patch_directive(item).is_none()).map(take).collect())
    }
}

/// A list's items as the steps that read only their keys and `$patch` words see them.
/// Those steps take it as `&dyn`, so they are compiled once, and each item type adds only
/// these few methods ([`View`]).
pub(super) trait ItemView {
    fn len(&self) -> usize;
    fn key(&self, index: usize) -> Option<Key>;
    fn lookup(&self, index: usize) -> KeyLookup;
    fn directive(&self, index: usize) -> Option<&str>;
    /// Whether any item can carry a `$patch` word ([`Items::DIRECTIVES`]).
    fn directives(&self) -> bool;
    fn missing(&self, index: usize) -> ErrorKind;
    fn sprint(&self, index: usize) -> String;
    fn members(&self, index: usize) -> usize;
    /// Whether the list merges without a merge key (every item then lacks one).
    fn keyless(&self) -> bool;
}

// On the trait object, not default methods: those would be compiled once per item type.
impl dyn ItemView + '_ {
    pub(super) fn is_delete_marked(&self, index: usize) -> bool {
        self.directive(index) == Some(directive::DELETE)
    }

    /// The error for an item without a key the ordering can read.
    pub(super) fn unusable(&self, index: usize) -> ErrorKind {
        unordered_key(self.lookup(index), || self.missing(index))
    }
}

/// The [`ItemView`] of a list of `E::Item`s whose merge key is `merge_key`.
pub(super) struct View<'a, T: Keyed, E: Items<T>> {
    items: &'a [E::Item],
    merge_key: &'a str,
    kind: PhantomData<fn() -> (T, E)>,
}

pub(super) fn view<'a, T: Keyed, E: Items<T>>(items: &'a [E::Item], merge_key: &'a str) -> View<'a, T, E> {
    View { items, merge_key, kind: PhantomData }
}

impl<T: Keyed, E: Items<T>> ItemView for View<'_, T, E> {
    fn len(&self) -> usize {
        self.items.len()
    }

    fn key(&self, index: usize) -> Option<Key> {
        E::key(&self.items[index], self.merge_key)
    }

    fn lookup(&self, index: usize) -> KeyLookup {
        E::lookup(&self.items[index], self.merge_key)
    }

    fn directive(&self, index: usize) -> Option<&str> {
        E::directive(&self.items[index])
    }

    fn directives(&self) -> bool {
        E::DIRECTIVES
    }

    fn missing(&self, index: usize) -> ErrorKind {
        E::missing(&self.items[index], self.merge_key)
    }

    fn sprint(&self, index: usize) -> String {
        E::sprint(&self.items[index])
    }

    fn members(&self, index: usize) -> usize {
        E::members(&self.items[index])
    }

    fn keyless(&self) -> bool {
        self.merge_key.is_empty()
    }
}

/// The [`ItemView`] of a `$setElementOrder` list of items of `T`, whose merge key is
/// `merge_key`: each entry as the patch item it stands for.
pub(super) struct OrderView<'a, T: Keyed> {
    entries: &'a [OrderEntry<T::Patch>],
    merge_key: &'a str,
}

pub(super) fn order_view<'a, T: Keyed>(entries: &'a [OrderEntry<T::Patch>], merge_key: &'a str) -> OrderView<'a, T> {
    OrderView { entries, merge_key }
}

impl<T: Keyed> ItemView for OrderView<'_, T> {
    fn len(&self) -> usize {
        self.entries.len()
    }

    fn key(&self, index: usize) -> Option<Key> {
        entry_key::<T>(&self.entries[index], self.merge_key)
    }

    fn lookup(&self, index: usize) -> KeyLookup {
        match &self.entries[index] {
            OrderEntry::Key(key) => KeyLookup::Key(key.key().clone()),
            OrderEntry::Item(item) => <Patches as Items<T>>::lookup(item, self.merge_key),
        }
    }

    fn directive(&self, index: usize) -> Option<&str> {
        match &self.entries[index] {
            OrderEntry::Key(_) => None,
            OrderEntry::Item(item) => T::patch_directive(item),
        }
    }

    fn directives(&self) -> bool {
        true
    }

    fn missing(&self, index: usize) -> ErrorKind {
        missing(&self.entries[index], self.merge_key)
    }

    fn sprint(&self, index: usize) -> String {
        go_sprint(&self.entries[index])
    }

    fn members(&self, index: usize) -> usize {
        match &self.entries[index] {
            OrderEntry::Key(key) => key_field_count(key.merge_key()),
            OrderEntry::Item(item) => T::patch_members(item),
        }
    }

    fn keyless(&self) -> bool {
        self.merge_key.is_empty()
    }
}

/// The items a patch list makes (`from_patch`, or with `as_is` `replaced_by`, of each).
pub(crate) fn items_from<T: Keyed>(patch: &mut [T::Patch], as_is: bool, trail: &Trail<'_>) -> Result<Vec<T>, Error> {
    let mut items = Vec::with_capacity(patch.len());
    for (index, item) in patch.iter_mut().enumerate() {
        items.extend(T::item_from(item, as_is, &trail.index(index)?)?);
    }
    Ok(items)
}
