//! Lists on the typed path: lists of primitives merged by value (with `$setElementOrder`
//! and `$deleteFromPrimitiveList`), and the diffs of lists of structs and of primitives.
//! Merging lists of structs by key is `keyed_list`'s. The algorithms are the
//! `Value` path's ([`crate::lists`]), so both paths order items identically.

use std::borrow::Cow;
use std::mem::take;

use super::{strategic_merge, DiffOptions, GoText, Keyed, KeyedListPatch, Patched};
use crate::engine::list_diff::{
    all_distinct, diff_keyed as diff_keyed_lists, diff_primitives, KeyedDiffItems, KeyedList,
};
use crate::engine::merge_key;
use crate::engine::patch::uncomparable_list_keys;
use crate::engine::set_element_order::{apply_order, not_a_list, Lists, OrderedList};
use crate::error::{Error, ErrorKind, Trail};
use crate::gojson;
use crate::lists::element::Item;
use crate::lists::element::{element_type, primitive_element_type, GoType};
use crate::lists::merge::{check_patch_order, delete_primitives, keys_of, merge_primitives, order_by_patch};
use crate::lists::Key;
use crate::typed::generated::{with_key_readers, KeyReaders};
use crate::typed::order::{entry_of, OrderEntry};

/// The error for an item without its merge key, printed as Go prints the item (`%v` of
/// its JSON form), as on the `Value` path. Only errors pay for the printing.
pub(crate) fn missing<P: serde::Serialize>(item: &P, merge_key: &str) -> ErrorKind {
    ErrorKind::MissingMergeKey { merge_key: merge_key.to_owned(), item: go_sprint(item) }
}

/// Go's `%v` of a patch (of its JSON form), as errors print maps on the `Value` path:
/// the text an atomic value's key is ([`super::scalar::serialized_text`]).
pub(crate) fn go_sprint<P: serde::Serialize>(patch: &P) -> String {
    super::scalar::serialized_text(patch)
}

/// Primitives in lists merged by value: compared as Go compares them, sorted by `%v`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a primitive, and a list merged by value holds primitives",
    label = "the items of a list with `patch_strategy = \"merge\"` and no `patch_merge_key`",
    note = "add `patch_merge_key = \"<field>\"` to merge a list of structs by key; scalars, `String`, `serde_json::Value` and `#[derive(StrategicMerge)]` enums merge by value"
)]
pub trait Primitive: Clone + PartialEq + GoText + Item {}

impl<T: Clone + PartialEq + GoText + Item> Primitive for T {}

/// Applies a primitive list field's patch, its `$setElementOrder` list and its
/// `$deleteFromPrimitiveList` list (merged first, deleted after).
pub fn merge_primitive_list<T: Primitive>(
    current: Option<Vec<T>>,
    patch: Patched<Vec<T>>,
    order: Option<Vec<T>>,
    delete: Patched<Vec<T>>,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<Option<Vec<T>>, Error> {
    merge_primitives_field(current, patch, order, delete, true, &trail.key(json_name)?)
}

/// Applies the patch of a list of primitives *without* the `merge` strategy: the patch's
/// list replaces the live one, and, as in the reference, `$setElementOrder` reorders the
/// result and `$deleteFromPrimitiveList` deletes from it.
pub fn merge_atomic_primitive_list<T: Primitive>(
    current: Option<Vec<T>>,
    patch: Patched<Vec<T>>,
    order: Option<Vec<T>>,
    delete: Patched<Vec<T>>,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<Option<Vec<T>>, Error> {
    merge_primitives_field(current, patch, order, delete, false, &trail.key(json_name)?)
}

/// The list a patch creates where the original has none: each item as [`Item::created`]
/// leaves it. Items whose type is known statically (no Go type at run time) hold no JSON.
fn created<T: Primitive>(items: Vec<T>, trail: &Trail<'_>) -> Result<Vec<T>, Error> {
    if items.first().is_none_or(|item| item.go_type().is_none()) {
        return Ok(items);
    }
    let mut kept = Vec::with_capacity(items.len());
    for (index, item) in items.into_iter().enumerate() {
        kept.extend(item.created(&trail.index(index)?)?);
    }
    Ok(kept)
}

/// A live list and a patch list of primitives: merged by value, or replaced (with the
/// live order kept for `$setElementOrder`).
fn merge_or_replace<T: Primitive>(
    live: Vec<T>,
    patch: Vec<T>,
    by_value: bool,
) -> Result<(Vec<T>, Vec<Key>), ErrorKind> {
    if by_value {
        merge_primitives_of(live, patch)
    } else {
        Ok((patch, keys_of(&live, "")?))
    }
}

fn merge_primitives_field<T: Primitive>(
    current: Option<Vec<T>>,
    patch: Patched<Vec<T>>,
    order: Option<Vec<T>>,
    delete: Patched<Vec<T>>,
    by_value: bool,
    trail: &Trail<'_>,
) -> Result<Option<Vec<T>>, Error> {
    let at = |kind| trail.error(kind);
    let merged = match (patch, order) {
        (Patched::Null, Some(_)) => return Err(at(not_a_list("null"))),
        (Patched::Null, None) => None,
        (patch, None) => match (current, patch) {
            (current, Patched::Absent | Patched::Null) => current,
            (None, Patched::Set(patch)) => Some(created(patch, trail)?),
            (Some(live), Patched::Set(patch)) if by_value => Some(merge_primitives_of(live, patch).map_err(at)?.0),
            // Replaced whole: the live items are not read (their keys are only for an order).
            (Some(_), Patched::Set(patch)) => Some(patch),
        },
        (patch, Some(order)) => {
            let patch = match patch {
                Patched::Set(list) => Some(list),
                _ => None,
            };
            merge_primitives_in_order(current, patch, &order, by_value, trail)?
        }
    };
    match (merged, delete) {
        (merged, Patched::Absent) => Ok(merged),
        (_, Patched::Null) => Ok(None),
        (None, Patched::Set(_)) => Ok(None),
        (Some(list), Patched::Set(doomed)) => Ok(Some(delete_primitives(list, &doomed).map_err(at)?)),
    }
}

/// A primitive list's patch and `$setElementOrder` list applied ([`apply_order`]), for
/// applying a patch and for merging two. `trail` is the list's.
pub(crate) fn merge_primitives_in_order<T: Primitive>(
    mut live: Option<Vec<T>>,
    mut patch: Option<Vec<T>>,
    order: &[T],
    by_value: bool,
    trail: &Trail<'_>,
) -> Result<Option<Vec<T>>, Error> {
    let lists = Lists { live: &mut live, patch: &mut patch, order };
    apply_order(&mut PrimitiveOrder { by_value, trail, lists }, trail)?;
    Ok(live)
}

/// A list of primitives with a `$setElementOrder` list: merged by value, or replaced.
struct PrimitiveOrder<'a, T> {
    by_value: bool,
    trail: &'a Trail<'a>,
    lists: Lists<'a, T, T>,
}

impl<T: Primitive> OrderedList for PrimitiveOrder<'_, T> {
    /// The live order.
    type Merged = Vec<Key>;
    type Checked = ();

    fn state(&self) -> (bool, bool, bool) {
        self.lists.state()
    }

    fn check_patch(&self) -> Result<(), ErrorKind> {
        let (patch, order) = (self.lists.patch_items(), self.lists.order);
        check_patch_order(patch.len(), order.len(), |_| false, |p, o| Ok(patch[p] == order[o]))
    }

    fn element_type(&self) -> Result<Option<GoType>, ErrorKind> {
        element_type(&[self.lists.live_items(), self.lists.patch_items()])
    }

    fn live_only(&self) -> Result<Vec<Key>, Error> {
        keys_of(self.lists.live_items(), "").map_err(|kind| self.trail.error(kind))
    }

    /// Go takes a list it creates under a `$setElementOrder` list with its nulls.
    fn patch_only(&mut self) -> Result<Vec<Key>, Error> {
        let patch = take(self.lists.patch).unwrap_or_default();
        *self.lists.live = Some(created(patch, &self.trail.keeping_nulls())?);
        Ok(Vec::new())
    }

    fn merge(&mut self) -> Result<Vec<Key>, Error> {
        let (live, patch) = (take(self.lists.live).unwrap_or_default(), take(self.lists.patch).unwrap_or_default());
        let (merged, live_order) =
            merge_or_replace(live, patch, self.by_value).map_err(|kind| self.trail.error(kind))?;
        *self.lists.live = Some(merged);
        Ok(live_order)
    }

    fn order_keys(&self, (): (), _: Option<GoType>) -> Result<Vec<Key>, ErrorKind> {
        keys_of(self.lists.order, "")
    }

    fn order(&mut self, live_order: Vec<Key>, order_keys: &[Key], _: Option<GoType>) -> Result<(), ErrorKind> {
        let items = self.lists.live_list();
        *items = order_by_patch(take(items), order_keys, &live_order, "", false)?;
        Ok(())
    }
}

pub(crate) fn merge_primitives_of<T: Primitive>(live: Vec<T>, patch: Vec<T>) -> Result<(Vec<T>, Vec<Key>), ErrorKind> {
    if live.is_empty() && patch.is_empty() {
        return Ok((live, Vec::new()));
    }
    primitive_element_type(&[&live, &patch])?;
    let merge = merge_primitives(live, patch)?;
    Ok((merge.merged, merge.live_order))
}

/// The diff of a keyed list field into `out`: the patch list and the `$setElementOrder`
/// list. With `within` (the items of a patch made by diffs, see
/// [`InPlace::Diff`](super::InPlace::Diff)), only the items that patch has are diffed, each
/// limited to what its patch item has.
#[allow(clippy::too_many_arguments)]
pub fn diff_keyed<T: Keyed>(
    original: Option<&Vec<T>>,
    modified: Option<&Vec<T>>,
    merge_key: &'static str,
    retain_keys: bool,
    options: DiffOptions,
    within: Option<&[T::Patch]>,
    trail: &Trail<'_>,
    json_name: &str,
    out: &mut KeyedListPatch<T::Patch>,
) -> Result<(), Error> {
    let trail = &trail.key(json_name)?;
    let sides = keyed_sides(original.map(Vec::len), modified.map(Vec::len), options);
    let (Sides::Both, Some(original), Some(modified)) = (sides, original, modified) else {
        out.order = None;
        out.items = match sides {
            Sides::Deleted => Patched::Null,
            Sides::Whole => Patched::Set(modified.map_or(&[][..], Vec::as_slice).iter().map(T::to_patch).collect()),
            Sides::Nothing | Sides::Both => Patched::Absent,
        };
        return Ok(());
    };
    with_key_readers::<T, _>(merge_key, |readers| {
        let keys = [item_keys(original, merge_key, readers), item_keys(modified, merge_key, readers)];
        let missing = |side: usize, index: usize| missing(&[original, modified][side][index].to_patch(), merge_key);
        let [original_texts, modified_texts] = checked_texts(&keys, &missing, trail)?;
        let original = KeyedList { items: original, keys: &keys[0].0 };
        let modified = KeyedList { items: modified, keys: &keys[1].0 };
        let item_options = DiffOptions { build_retain_keys: retain_keys, ..options };
        let within = within.and_then(|within| within_by_key::<T>(within, merge_key, &keys));
        let items = TypedItems { readers, merge_key, options: item_options, within, modified_keys: &keys[1].0, trail };
        let patch = out.items.set_empty();
        let texts = || Ok([original_texts, modified_texts]);
        diff_keyed_lists(original, modified, texts, options, &items, patch, &mut out.order)
    })?;
    if matches!(&out.items, Patched::Set(patch) if patch.is_empty()) {
        out.items = Patched::Absent;
    }
    Ok(())
}

/// What the diff of a keyed list sends, from its lengths (`None`: absent).
#[derive(Clone, Copy)]
enum Sides {
    /// Nothing.
    Nothing,
    /// `null`: the list is deleted.
    Deleted,
    /// The modified list whole.
    Whole,
    /// The two lists' diff.
    Both,
}

fn keyed_sides(original: Option<usize>, modified: Option<usize>, options: DiffOptions) -> Sides {
    match (original, modified) {
        (None, None) => Sides::Nothing,
        (None, Some(_)) if options.ignore_changes_and_additions => Sides::Nothing,
        (None, Some(_)) => Sides::Whole,
        (Some(_), None) if options.ignore_deletions => Sides::Nothing,
        (Some(_), None) => Sides::Deleted,
        (Some(0), Some(0)) => Sides::Nothing,
        (Some(0), Some(_)) if options.ignore_changes_and_additions => Sides::Nothing,
        (Some(0), Some(_)) => Sides::Whole,
        (Some(_), Some(_)) => Sides::Both,
    }
}

/// Both lists' item keys ([`item_keys`]): the original's, then the modified one's.
type ItemKeys = [(Vec<Option<Key>>, Vec<Option<String>>); 2];

/// The `%v` texts of both lists' keys, which the diff's walk sorts, once the keys are
/// checked as on the `Value` path: every item must have its key (modified's checked
/// first; `missing(side, index)` is the error); modified's keys must be comparable; an
/// original key Go cannot compare (a JSON map) reads as a key equal to no other.
/// Compiled once, not per item type.
#[inline(never)]
fn checked_texts<'k>(
    keys: &'k ItemKeys,
    missing: &dyn Fn(usize, usize) -> ErrorKind,
    trail: &Trail<'_>,
) -> Result<[Vec<Cow<'k, [u8]>>; 2], Error> {
    for side in [1, 0] {
        let (keys, odd) = &keys[side];
        if let Some(index) = keys.iter().zip(odd).position(|(key, odd)| key.is_none() && odd.is_none()) {
            return Err(trail.index(index)?.error(missing(side, index)));
        }
    }
    if keys[1].0.iter().any(Option::is_none) {
        return Err(trail.error(uncomparable_list_keys()));
    }
    let texts = |(keys, odd): &'k (Vec<Option<Key>>, Vec<Option<String>>)| -> Vec<Cow<'k, [u8]>> {
        let text = |(key, odd): (&'k Option<Key>, &'k Option<String>)| match (key, odd) {
            (Some(key), _) => key_text(key),
            (None, odd) => Cow::Borrowed(odd.as_deref().unwrap_or_default().as_bytes()),
        };
        keys.iter().zip(odd).map(text).collect()
    };
    Ok([texts(&keys[0]), texts(&keys[1])])
}

/// Each item's merge key, and where it has none, the `%v` text of a key Go could not
/// compare (`None` where the item lacks the key). Such a key is rare (a JSON-valued key
/// field holding a map): only its item is read as JSON.
/// Out of line: its caller reads both lists.
#[inline(never)]
fn item_keys<T: Keyed>(
    items: &[T],
    merge_key: &str,
    readers: &KeyReaders<'_, T>,
) -> (Vec<Option<Key>>, Vec<Option<String>>) {
    let odd = |item: &T| {
        if !T::key_holds_json(merge_key) {
            return None;
        }
        let json = super::json::shown(&(readers.key_patch)(item, false));
        merge_key::first_value(&json, merge_key).map(|_| merge_key::text(&json, merge_key).into_owned())
    };
    items
        .iter()
        .map(|item| match (readers.key)(item) {
            Some(key) => (Some(key), None),
            None => (None, odd(item)),
        })
        .unzip()
}

/// Patch items by key: the item each modified item's diff is limited to, `None` for an item
/// with a `$patch` word (compared with the whole diff of its item).
type WithinByKey<'w, P> = crate::lists::HashMap<Key, Option<&'w P>>;

/// The items of the patch a keyed list's diff is limited to, by key. The conflict check
/// pairs items by key, a later duplicate winning, as here in the patch; but where the lists
/// diffed repeat a key, a change the limit empties would let an earlier one win, and where
/// they hold a key the type cannot read (JSON), it could not be found: then `None`, and the
/// diff is whole.
fn within_by_key<'w, T: Keyed>(
    within: &'w [T::Patch],
    merge_key: &str,
    keys: &ItemKeys,
) -> Option<WithinByKey<'w, T::Patch>> {
    if keys.iter().any(|(keys, _)| keys.iter().any(Option::is_none) || !all_distinct(keys)) {
        return None;
    }
    let mut by_key = WithinByKey::with_capacity_and_hasher(within.len(), Default::default());
    for item in within {
        let limit = T::patch_directive(item).is_none().then_some(item);
        by_key.insert(T::patch_merge_key(item, merge_key)?, limit);
    }
    Some(by_key)
}

/// Typed items in a keyed diff: struct values, whose patches are the typed patch items.
struct TypedItems<'a, T: Keyed> {
    readers: &'a KeyReaders<'a, T>,
    merge_key: &'static str,
    options: DiffOptions,
    /// The patch items the diff is limited to ([`within_by_key`]), found by
    /// `modified_keys`: an item the patch does not have reads as unchanged.
    within: Option<WithinByKey<'a, T::Patch>>,
    modified_keys: &'a [Option<Key>],
    trail: &'a Trail<'a>,
}

impl<T: Keyed> KeyedDiffItems<'_, T> for TypedItems<'_, T> {
    type Patch = T::Patch;
    type Entry = OrderEntry<T::Patch>;

    fn changed(&self, original: &T, modified: &T, position: usize) -> Result<Option<T::Patch>, Error> {
        let within = match (&self.within, &self.modified_keys[position]) {
            (Some(within), Some(key)) => match within.get(key) {
                Some(limit) => *limit,
                None => return Ok(None),
            },
            _ => None,
        };
        let mut patch = Patched::Absent;
        let trail = &self.trail.index(position)?;
        strategic_merge::diff_within(original, modified, self.options, within, trail, &mut patch)?;
        let Patched::Set(mut patch) = patch else { return Ok(None) };
        (self.readers.set)(modified, &mut patch);
        Ok(Some(patch))
    }

    fn added(&self, item: &T) -> T::Patch {
        item.to_patch()
    }

    fn removed(&self, item: &T) -> T::Patch {
        (self.readers.key_patch)(item, true)
    }

    fn order_entry(&self, item: &T) -> OrderEntry<T::Patch> {
        entry_of((self.readers.key)(item), self.merge_key, || (self.readers.key_patch)(item, false))
    }
}

/// Go's `%v` of a merge key, as bytes (borrowed for strings, the usual key: a string's
/// bytes sort as Go compares strings, and are read without a check of their UTF-8).
fn key_text(key: &Key) -> Cow<'_, [u8]> {
    match key {
        Key::Str(s) => Cow::Borrowed(s.bytes()),
        other => Cow::Owned(owned_key_text(other).into_bytes()),
    }
}

fn owned_key_text(key: &Key) -> String {
    match key {
        Key::Nil => "<nil>".to_owned(),
        Key::Bool(b) => b.to_string(),
        Key::Int(i) => i.to_string(),
        Key::Float(bits) => {
            let mut out = String::new();
            gojson::go_float_v(f64::from_bits(*bits), &mut out);
            out
        }
        Key::Str(s) => s.to_string(),
        Key::Unique(_) => String::new(),
        Key::Composite(parts) => parts.iter().map(owned_key_text).collect::<Vec<_>>().join(","),
    }
}

/// The diff of a primitive list field: additions, the `$deleteFromPrimitiveList` list
/// and the `$setElementOrder` list.
#[allow(clippy::type_complexity)]
pub fn diff_primitive_list<T: Primitive>(
    original: Option<&Vec<T>>,
    modified: Option<&Vec<T>>,
    options: DiffOptions,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<(Patched<Vec<T>>, Patched<Vec<T>>, Option<Vec<T>>), Error> {
    let none = Ok((Patched::Absent, Patched::Absent, None));
    let (original, modified) = match (original, modified) {
        (None, None) => return none,
        (None, Some(_)) if options.ignore_changes_and_additions => return none,
        (None, Some(modified)) => return Ok((Patched::Set(modified.clone()), Patched::Absent, None)),
        (Some(_), None) if options.ignore_deletions => return none,
        (Some(_), None) => return Ok((Patched::Null, Patched::Absent, None)),
        (Some(original), Some(modified)) => (original, modified),
    };
    if original.is_empty() {
        if modified.is_empty() || options.ignore_changes_and_additions {
            return none;
        }
        return Ok((Patched::Set(modified.clone()), Patched::Absent, None));
    }
    let trail = trail.key(json_name)?;
    let kind = element_type(&[original, modified]).map_err(|kind| trail.error(kind))?;
    if let (Some(GoType::Map), Some(first)) = (kind, modified.iter().chain(original).next()) {
        // Maps diff by key only, and this list has none: the first item lacks it, as the
        // `Value` path reports (modified's first, else original's).
        return Err(trail
            .index(0)?
            .error(ErrorKind::MissingMergeKey { merge_key: String::new(), item: first.go_text() }));
    }
    let diff = diff_primitives(original, modified, options, |item| Ok(Key::or_nil(Item::key(item, "")?)))
        .map_err(|kind| trail.error(kind))?;
    let owned = |list: Vec<&T>| list.into_iter().cloned().collect::<Vec<T>>();
    let set = |list: Vec<&T>| if list.is_empty() { Patched::Absent } else { Patched::Set(owned(list)) };
    Ok((set(diff.additions), set(diff.deletions), diff.order.map(owned)))
}

/// The patch that sets a keyed list whole.
pub fn patched_items<T: super::StrategicMerge>(value: Option<&Vec<T>>) -> Patched<Vec<T::Patch>> {
    match value {
        Some(items) => Patched::Set(items.iter().map(T::to_patch).collect()),
        None => Patched::Absent,
    }
}

/// The patch that sets a list of primitives whole.
pub fn patched_list<T: Clone>(value: Option<&Vec<T>>) -> Patched<Vec<T>> {
    match value {
        Some(items) => Patched::Set(items.clone()),
        None => Patched::Absent,
    }
}
