//! A list item's merge key, read from its JSON (a `Value` document's item, a patch's, a
//! typed item's whose key field holds JSON): one field, as the reference knows it, or
//! several, comma-separated (`"containerPort,protocol"`: a CRD's
//! `x-kubernetes-list-map-keys`, a derived struct's composite key), read as the typed
//! path reads them: the first field required, the others `null` when absent, the whole a
//! [`Key::Composite`]. A single key takes the same steps as before composites existed.

use std::borrow::Cow;

use super::patch::KeyLookup;
use crate::error::ErrorKind;
use crate::gojson::scalar::{go_equal, go_type, key_of};
use crate::gojson::view::type_name;
use crate::gojson::view::{Json, Kind};
use crate::gojson::{self, sprint_opt};
use crate::lists::Key;

/// What an item holds under a merge key.
pub(crate) enum Lookup<'v, J> {
    /// Not a map, or without the (first) key field.
    Missing,
    /// A key field holding a map or a list, which Go cannot compare.
    Uncomparable(&'v J),
    /// The key.
    Key(Key),
}

impl<J: Json> From<Lookup<'_, J>> for KeyLookup {
    fn from(lookup: Lookup<'_, J>) -> KeyLookup {
        match lookup {
            Lookup::Missing => KeyLookup::Missing,
            Lookup::Uncomparable(key) => KeyLookup::Uncomparable(go_type(key)),
            Lookup::Key(key) => KeyLookup::Key(key),
        }
    }
}

/// A JSON list item's key for the list kernels (`lists::element::Item::key`): its merge
/// key's value, or itself in lists of primitives (an empty `merge_key`).
pub(crate) fn item_key<J: Json>(item: &J, merge_key: &str) -> Result<Option<Key>, ErrorKind> {
    if merge_key.is_empty() {
        return key_of(item).map(Some).ok_or_else(super::patch::uncomparable_list_keys);
    }
    // Most items: one key field holding a scalar.
    if let Some(key) = item.get(merge_key).and_then(key_of) {
        return Ok(Some(key));
    }
    KeyLookup::from(lookup(item, merge_key)).ordering_key()
}

/// The fields of a composite key; `None` for a single one. Callers look the whole key up
/// first: a single key is found in one probe, and only a miss pays for this scan (a field
/// name holding a comma cannot be a merge key, as keys are split on commas).
#[inline]
fn composite(merge_key: &str) -> Option<std::str::Split<'_, char>> {
    merge_key.contains(',').then(|| merge_key.split(','))
}

/// The value of the first (or only) key field: an item without it has no key.
#[inline]
pub(crate) fn first_value<'v, J: Json>(item: &'v J, merge_key: &str) -> Option<&'v J> {
    item.get(merge_key).or_else(|| item.get(composite(merge_key)?.next()?))
}

/// The item's key.
#[inline]
pub(crate) fn lookup<'v, J: Json>(item: &'v J, merge_key: &str) -> Lookup<'v, J> {
    if let Some(value) = item.get(merge_key) {
        return key_of(value).map_or(Lookup::Uncomparable(value), Lookup::Key);
    }
    let Some(mut parts) = composite(merge_key) else { return Lookup::Missing };
    if parts.clone().next().is_none_or(|first| item.get(first).is_none()) {
        return Lookup::Missing;
    }
    let mut keys = Vec::new();
    for part in &mut parts {
        match item.get(part) {
            None => keys.push(Key::Nil),
            Some(value) => match key_of(value) {
                Some(key) => keys.push(key),
                None => return Lookup::Uncomparable(value),
            },
        }
    }
    Lookup::Key(Key::Composite(keys.into_boxed_slice()))
}

/// Go's `%v` of the key, the sort text of the diff's walk (`<nil>` when absent); the
/// parts of a composite key joined by commas, as the typed path prints them.
/// A string key is its own text, borrowed.
#[inline]
pub(crate) fn text<'v, J: Json>(item: &'v J, merge_key: &str) -> Cow<'v, str> {
    if let Some(value) = item.get(merge_key) {
        if let Kind::String(text) = value.kind() {
            return Cow::Borrowed(text);
        }
        return Cow::Owned(sprint_opt(Some(value)));
    }
    Cow::Owned(match composite(merge_key) {
        None => sprint_opt::<J>(None),
        Some(parts) => parts.map(|part| sprint_opt(item.get(part))).collect::<Vec<_>>().join(","),
    })
}

/// Calls `field` with each field naming `item`'s key, for an entry holding them (a
/// `$setElementOrder` entry, a deletion, a changed item): the first with `None` when
/// absent (written as `null`, as Go writes it); the other fields of a composite key when
/// present.
#[inline]
pub(crate) fn key_fields<'v, 'k, J: Json>(
    item: &'v J,
    merge_key: &'k str,
    mut field: impl FnMut(&'k str, Option<&'v J>),
) {
    let found = item.get(merge_key);
    let Some(parts) = found.is_none().then(|| composite(merge_key)).flatten() else {
        field(merge_key, found);
        return;
    };
    for (index, part) in parts.enumerate() {
        match item.get(part) {
            Some(value) => field(part, Some(value)),
            None if index == 0 => field(part, None),
            None => {}
        }
    }
}

/// Go's `==` on the keys of two items that have them (`mergeKeyValueEqual`,
/// `isOrderSame`); `None` when one lacks its (first) key field.
#[inline]
pub(crate) fn equal<J: Json>(left: &J, right: &J, merge_key: &str) -> Result<Option<bool>, ErrorKind> {
    if let (Some(l), Some(r)) = (left.get(merge_key), right.get(merge_key)) {
        return go_equal(l, r, "merge key values").map(Some);
    }
    if composite(merge_key).is_none() {
        return Ok(None);
    }
    let uncomparable = || ErrorKind::UncomparableValues { what: "merge key values" };
    match (lookup(left, merge_key), lookup(right, merge_key)) {
        (Lookup::Missing, _) | (_, Lookup::Missing) => Ok(None),
        (Lookup::Key(l), Lookup::Key(r)) => Ok(Some(l == r)),
        _ => Err(uncomparable()),
    }
}

/// The error for an item without its merge key: a map lacking the field, or no map.
pub(crate) fn missing_merge_key<J: Json>(item: &J, merge_key: &str) -> ErrorKind {
    if item.is_map() {
        ErrorKind::MissingMergeKey { merge_key: merge_key.to_owned(), item: gojson::sprint(item) }
    } else {
        ErrorKind::WrongType { expected: "map", found: type_name(item) }
    }
}
