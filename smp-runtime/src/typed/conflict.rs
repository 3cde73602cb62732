//! The three-way diff's conflict check on typed patches (`MergingMapsHaveConflicts`, with
//! overwrite off), the rules of `engine::conflict` read through the types: structs and
//! maps compare the members both patches hold, in the order of their keys, and stop at the
//! first conflict; lists merged by key pair their items by key; lists merged by value
//! never conflict; other lists conflict when their lengths differ and are compared item by
//! item, lists of primitives after the reference's in-place de-duplication and sort, which
//! stays in the patch (see `engine::conflict`). The patches stay typed: only a conflict's
//! values (for the error) and the members whose type is JSON (through `json_field`) are JSON.

use serde::Serialize;

use super::json;
use super::list::{missing, Primitive};
use super::strategic_merge;
use super::{DiffOptions, Keyed, Patched, StrategicMerge};
use crate::engine::conflict::{error, ConflictCheck, KeyText};
use crate::error::{Error, ErrorKind, Trail};
use crate::json_field;
use crate::lists::element::{require_element_type, GoType};
use crate::lists::primitive::go_deduplicate;
use crate::lists::sort::go_sort_order;
use crate::lists::{HashMap, Key};

/// The check of the three-way diff against what changed from `original` to `current`
/// (their diff with `options`): `patch` back, its lists sorted as the check leaves them, or
/// the conflict.
///
/// The check reads the diff only where the patch has members, so only that is made
/// ([`InPlace::Diff`](super::InPlace::Diff)'s `within`): the diff of the last applied
/// configuration to the live object is mostly what the server added (status, defaults,
/// managedFields), which no patch sends. No error of the whole diff is lost: where both
/// `original` and `current` hold something, the halves of the three-way diff read each
/// beside `modified`, unless `modified` lacks it, and then the patch deletes it and it is
/// diffed whole here. A conflict's error shows the whole diff, as the reference's does, so
/// on a conflict that is made and checked again: the lists the first check sorted are
/// sorted already, and the second finds the same conflict.
pub(crate) fn check_changes<T: StrategicMerge>(
    mut patch: T::Patch,
    original: &T,
    current: &T,
    options: DiffOptions,
) -> Result<T::Patch, Error>
where
    T::Patch: Default,
{
    let mut changed = Patched::Absent;
    strategic_merge::diff_within(original, current, options, Some(&patch), &Trail::ROOT, &mut changed)?;
    let Patched::Set(mut changed) = changed else { return Ok(patch) };
    if strategic_merge::is_empty::<T>(&changed) {
        return Ok(patch);
    }
    let mut found = ConflictCheck::default();
    strategic_merge::conflicts::<T>(&mut patch, &mut changed, None, &Trail::ROOT, &mut found)?;
    if !found.found() {
        return Ok(patch);
    }
    drop(changed);
    let whole = T::diff(original, current, options, &Trail::ROOT)?.unwrap_or_default();
    check::<T>(patch, whole)
}

/// The check of the three-way diff: `patch` back (its lists sorted as the check leaves
/// them), or the conflict with `changed`, with both patches as JSON.
pub(crate) fn check<T: StrategicMerge>(mut patch: T::Patch, mut changed: T::Patch) -> Result<T::Patch, Error> {
    let mut check = ConflictCheck::default();
    strategic_merge::conflicts::<T>(&mut patch, &mut changed, None, &Trail::ROOT, &mut check)?;
    match check.into_found() {
        None => Ok(patch),
        Some(at) => {
            let (patch, changed) = (json::shown(&patch), json::shown(&changed));
            Err(error(at, as_object(patch), as_object(changed)))
        }
    }
}

/// A patch's JSON as the error holds it: an object (`null` is the empty patch).
fn as_object(json: serde_json::Value) -> serde_json::Value {
    if json.is_null() {
        serde_json::Value::Object(serde_json::Map::new())
    } else {
        json
    }
}

/// Two lists of primitives without the `merge` strategy (or of atomic values), in two
/// patches: equally long, then de-duplicated and sorted in place as the reference does
/// (both; the left one stays so in the patch), and equal item by item.
pub(crate) fn primitives<T: Primitive + Serialize + serde::de::DeserializeOwned>(
    left: &mut [T],
    right: &mut [T],
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    let kind = require_element_type(&[&*left, &*right]).map_err(|kind| trail.error(kind))?;
    if kind == Some(GoType::Map) && T::JSON {
        // JSON values holding objects, compared as the `Value` path compares them.
        return json_lists(left, right, false, trail, check);
    }
    if left.len() != right.len() {
        crate::typed::json::conflict_here(check, trail, left, right);
        return Ok(());
    }
    // Maps (atomic values that are objects) are not sorted.
    let (left_len, right_len) = if kind == Some(GoType::Map) {
        (left.len(), right.len())
    } else {
        let ((left_len, left_moved), (right_len, right_moved)) = (dedupe_and_sort(left), dedupe_and_sort(right));
        if left_moved || right_moved {
            check.moved();
        }
        (left_len, right_len)
    };
    for index in 0..left_len {
        if index >= right_len {
            return Err(trail.error(ErrorKind::ListLengthMismatch));
        }
        if left[index] != right[index] {
            crate::typed::json::conflict_here(check, &trail.index(index)?, &left[index], &right[index]);
            return Ok(());
        }
    }
    Ok(())
}

/// Two lists of primitives merged by value, in two patches: they never conflict (but Go
/// learns their item type first, and JSON objects in them take the `Value` path).
pub(crate) fn by_value<T: Primitive + Serialize + serde::de::DeserializeOwned>(
    left: &mut [T],
    right: &mut [T],
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    match require_element_type(&[&*left, &*right]).map_err(|kind| trail.error(kind))? {
        Some(GoType::Map) => json_lists(left, right, true, trail, check),
        _ => Ok(()),
    }
}

/// A list of JSON values holding objects, through the `Value` path (`json_field`): the
/// items are JSON, so only the lists' types make them so.
#[cold]
fn json_lists<T: Serialize + serde::de::DeserializeOwned>(
    left: &mut [T],
    right: &mut [T],
    merge: bool,
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    let (mut left_json, mut right_json) = (as_json(left)?, as_json(right)?);
    let (found, _) = json_field::lists_conflict(&mut left_json, &mut right_json, merge, trail)?;
    let moved = read_back(left, &left_json, trail)? | read_back(right, &right_json, trail)?;
    check.take(found, moved);
    Ok(())
}

fn invalid(error: serde_json::Error) -> ErrorKind {
    ErrorKind::InvalidJsonDocument { reason: format!("a list the conflict check sorted: {error}") }
}

/// The reference's `deduplicateAndSortScalars` on a list it shares with the patch: the
/// de-duplicated prefix is sorted by `%v`, the tail keeps the stale items Go leaves
/// there. Returns the de-duplicated length and whether any item moved.
fn dedupe_and_sort<T: Primitive>(list: &mut [T]) -> (usize, bool) {
    let keys: Vec<Option<Key>> = list.iter().map(|item| item.key("").ok().flatten()).collect();
    let (slots, len) = go_deduplicate(&keys);
    let texts: Vec<String> = slots[..len].iter().map(|&slot| list[slot].go_text()).collect();
    let order = go_sort_order(&texts);
    // Where each position's item comes from: the de-duplication's slots, the prefix sorted.
    let mut from = slots.clone();
    for (position, &sorted) in order.iter().enumerate() {
        from[position] = slots[sorted];
    }
    if from.iter().enumerate().all(|(position, &slot)| position == slot) {
        return (len, false);
    }
    let rearranged: Vec<T> = from.iter().map(|&slot| list[slot].clone()).collect();
    let moved = rearranged.iter().zip(list.iter()).any(|(new, old)| new != old);
    for (slot, item) in list.iter_mut().zip(rearranged) {
        *slot = item;
    }
    (len, moved)
}

/// Two lists merged by key, in two patches: items paired by key (a later duplicate
/// wins), each pair compared as patches, in the left list's order.
pub(crate) fn keyed<T: Keyed>(
    left: &mut [T::Patch],
    right: &mut [T::Patch],
    merge_key: &str,
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    if left.is_empty() && right.is_empty() {
        return Err(trail.error(ErrorKind::EmptyLists));
    }
    let right_by_key = by_key::<T>(right, merge_key).map_err(|kind| trail.error(kind))?;
    let left_by_key = by_key::<T>(left, merge_key).map_err(|kind| trail.error(kind))?;
    let mut pairs: Vec<(usize, usize)> =
        left_by_key.iter().filter_map(|(key, &l)| right_by_key.get(key).map(|&r| (l, r))).collect();
    pairs.sort_unstable();
    for (l, r) in pairs {
        strategic_merge::conflicts::<T>(&mut left[l], &mut right[r], None, &trail.index(l)?, check)?;
        if check.found() {
            break;
        }
    }
    Ok(())
}

/// A patch item's merge key as the check pairs items: the key its type reads, or, where a
/// key field is JSON holding what the type cannot read as a key (an object), the text of
/// its JSON as the `Value` path's check reads it (the two never equal each other, as an
/// object's key equals no scalar's).
#[derive(PartialEq, Eq, Hash)]
enum Paired {
    Key(Key),
    Text(KeyText),
}

/// Each item's position by its merge key (`sliceOfMapsToMapOfMaps`; a later duplicate
/// wins); an item without the key is an error.
fn by_key<T: Keyed>(items: &[T::Patch], merge_key: &str) -> Result<HashMap<Paired, usize>, ErrorKind> {
    let mut positions: HashMap<Paired, usize> = HashMap::default();
    for (position, item) in items.iter().enumerate() {
        let key = match T::patch_merge_key(item, merge_key) {
            Some(key) => Paired::Key(key),
            None if T::key_holds_json(merge_key) => match json::key_text(item, merge_key) {
                Some(text) => Paired::Text(text),
                None => return Err(missing(item, merge_key)),
            },
            None => return Err(missing(item, merge_key)),
        };
        positions.insert(key, position);
    }
    Ok(positions)
}

/// A list's items as JSON, for the `Value` path's check.
fn as_json<T: Serialize>(list: &[T]) -> Result<Vec<serde_json::Value>, Error> {
    list.iter().map(|item| json::to_value(item, "a list item")).collect()
}

/// Items read back from the JSON the check left them as, where it changed them; whether
/// it did.
fn read_back<T: Serialize + serde::de::DeserializeOwned>(
    items: &mut [T],
    json: &[serde_json::Value],
    trail: &Trail<'_>,
) -> Result<bool, Error> {
    let mut moved = false;
    for (slot, item) in items.iter_mut().zip(json) {
        if json::to_value(&*slot, "a list item")? != *item {
            *slot = json::from_value(item).map_err(|e| trail.error(invalid(e)))?;
            moved = true;
        }
    }
    Ok(moved)
}
