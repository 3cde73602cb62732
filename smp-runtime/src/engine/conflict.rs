//! Whether two patches change the same thing differently (the reference's
//! `MergingMapsHaveConflicts`), used by the three-way diff when overwrite is off.
//!
//! Only keys present in both are compared; `$patch` and `$retainKeys` are skipped. Maps
//! conflict if their `$patch` differs; under the `replace` strategy they then never
//! conflict. Merge lists of primitives never conflict; merge lists of maps are paired by
//! merge key. Other lists conflict when their lengths differ, and are compared item by
//! item (lists of primitives after de-duplication and sorting). Scalars conflict unless
//! equal (an integer never equals a float).
//!
//! A quirk kept on purpose: the reference de-duplicates and sorts those primitive lists
//! *in place*, inside the patch it then returns. So a no-overwrite three-way patch can
//! carry, for instance, `args` sorted. smp returns the same patch, since that is what a
//! Go client would send.

use serde_json::{Map, Value};

use super::merge_key::{self, missing_merge_key};
use crate::directive;
use crate::error::{Error, ErrorKind, JsonPath, Trail};
use crate::gojson::scalar::{go_equal, scalar_key, GoType, ScalarKey};
use crate::gojson::to_go_sprint_v as sprint;
use crate::lists::element::require_element_type;
use crate::lists::primitive::go_deduplicate;
use crate::lists::sort::go_sort_by_text;
use crate::schema::{ListStrategy, SchemaRef};

/// Where two patches first conflict: the path (in the left patch) and the value each has
/// there.
#[derive(Debug)]
pub(crate) struct ConflictAt {
    pub(crate) path: JsonPath,
    pub(crate) left: Value,
    pub(crate) right: Value,
}

/// What a typed check found (`crate::typed::conflict`): the first conflict, and whether its in-place sort changed a list of
/// either patch (a list of values is written back where it moved one inside them: the
/// left patch is the result, and the error shows both as the check left them).
#[derive(Debug, Default)]
pub struct ConflictCheck {
    found: Option<ConflictAt>,
    moved: bool,
}

impl ConflictCheck {
    /// Whether a conflict was found: the check stops there.
    #[inline]
    pub(crate) fn found(&self) -> bool {
        self.found.is_some()
    }

    /// A conflict at `trail` between what each patch has there, as JSON.
    #[cold]
    pub(crate) fn here(&mut self, trail: &Trail<'_>, left: Value, right: Value) {
        self.found = Some(ConflictAt { path: trail.path(), left, right });
    }

    /// What the `Value` path's check found on a JSON member.
    pub(crate) fn take(&mut self, found: Option<ConflictAt>, moved: bool) {
        self.found = found;
        self.moved |= moved;
    }

    /// A list of either patch was sorted in place.
    pub(crate) fn moved(&mut self) {
        self.moved = true;
    }

    /// Whether a list was sorted, which is then set to `moved` (for one item's check).
    pub(crate) fn replace_moved(&mut self, moved: bool) -> bool {
        std::mem::replace(&mut self.moved, moved)
    }

    /// The conflict found, if any.
    pub(crate) fn into_found(self) -> Option<ConflictAt> {
        self.found
    }
}

/// What a check answers: `None`, or where the first conflict is.
pub(crate) type Found = Result<Option<ConflictAt>, Error>;

/// The three-way diff's error for a conflict found at `at` between `patch` and `changes`.
pub(crate) fn error(at: ConflictAt, patch: Value, changes: Value) -> Error {
    let ConflictAt { path, left: patch_value, right: changed_value } = at;
    let (patch_value, changed_value) = (Box::new(patch_value), Box::new(changed_value));
    Error::new(ErrorKind::Conflict { patch, changes, patch_value, changed_value }, path)
}

/// A conflict here, between these two values.
pub(crate) fn here(trail: &Trail<'_>, left: &Value, right: &Value) -> Found {
    Ok(Some(ConflictAt { path: trail.path(), left: left.clone(), right: right.clone() }))
}

/// Whether `left` and `right` conflict; `moved` is set when the check's in-place sort
/// moved an item of `left`.
pub(crate) fn have_conflicts(
    left: &mut Value,
    right: &mut Value,
    schema: SchemaRef<'_>,
    strategy: &ListStrategy,
    merge_key: &str,
    trail: &Trail<'_>,
    moved: &mut bool,
) -> Found {
    if schema.is_atomic() {
        return if *left != *right { here(trail, left, right) } else { Ok(None) };
    }
    match (&mut *left, &mut *right) {
        (Value::Object(left_map), Value::Object(right_map)) => {
            maps_conflict(left_map, right_map, schema, strategy, trail, moved)
        }
        (Value::Array(left_list), Value::Array(right_list)) => {
            let items = schema.items().unwrap_or_else(|_| schema.schema_arbitrary());
            lists_conflict(left_list, right_list, items, strategy, merge_key, trail, moved)
        }
        // A map or a list against anything else, or two scalars that differ.
        (left @ (Value::Object(_) | Value::Array(_)), right) => here(trail, left, right),
        (left, right) => {
            if *left != *right {
                here(trail, left, right)
            } else {
                Ok(None)
            }
        }
    }
}

/// Two maps (`mergingMapFieldsHaveConflicts`): their `$patch` markers must agree, and
/// the fields both have must not conflict.
fn maps_conflict(
    left_map: &mut Map<String, Value>,
    right_map: &mut Map<String, Value>,
    schema: SchemaRef<'_>,
    strategy: &ListStrategy,
    trail: &Trail<'_>,
    moved: &mut bool,
) -> Found {
    let left_marker = left_map.get(directive::PATCH);
    let right_marker = right_map.get(directive::PATCH);
    let differs = match (left_marker, right_marker) {
        (None, None) => false,
        (Some(l), Some(r)) => !go_equal(l, r, "$patch values").map_err(|kind| trail.error(kind))?,
        _ => true,
    };
    if differs {
        return here(trail, &Value::Object(left_map.clone()), &Value::Object(right_map.clone()));
    }
    if *strategy == ListStrategy::Replace {
        return Ok(None);
    }
    let mut keys: Vec<String> = left_map
        .keys()
        .filter(|k| *k != directive::PATCH && *k != directive::RETAIN_KEYS && right_map.contains_key(*k))
        .cloned()
        .collect();
    keys.sort();
    for key in keys {
        let child = trail.key(&key)?;
        let (Some(l), Some(r)) = (left_map.get_mut(&key), right_map.get_mut(&key)) else { continue };
        // As Go's `mapsHaveConflicts`: only a list or an object on the left is looked up.
        let (field_schema, meta) = if l.is_array() || l.is_object() {
            schema.lookup_field(&key).map_err(|kind| child.error(kind))?
        } else {
            (schema.schema_arbitrary(), &crate::schema::EMPTY_META)
        };
        let meta = meta.check().map_err(|kind| child.error(kind))?;
        let (strategy, merge_key) = (meta.strategy(), meta.merge_key_str());
        if let Some(conflict) = have_conflicts(l, r, field_schema, strategy, merge_key, &child, moved)? {
            return Ok(Some(conflict));
        }
    }
    Ok(None)
}

/// Two lists whose items' schema is `items`; `moved` as [`have_conflicts`] sets it.
pub(crate) fn lists_conflict(
    left: &mut [Value],
    right: &mut [Value],
    items: SchemaRef<'_>,
    strategy: &ListStrategy,
    merge_key: &str,
    trail: &Trail<'_>,
    moved: &mut bool,
) -> Found {
    let kind = require_element_type(&[left, right]).map_err(|kind| trail.error(kind))?;
    if *strategy == ListStrategy::Merge {
        if kind != Some(GoType::Map) {
            return Ok(None);
        }
        let right_by_key = positions_by_key(right, merge_key).map_err(|kind| trail.error(kind))?;
        let left_by_key = positions_by_key(left, merge_key).map_err(|kind| trail.error(kind))?;
        let mut pairs: Vec<(usize, usize)> =
            left_by_key.iter().filter_map(|(key, &l)| right_by_key.get(key).map(|&r| (l, r))).collect();
        pairs.sort();
        for (l, r) in pairs {
            let child = trail.index(l)?;
            if let Some(conflict) =
                have_conflicts(&mut left[l], &mut right[r], items, &ListStrategy::Default, "", &child, moved)?
            {
                return Ok(Some(conflict));
            }
        }
        return Ok(None);
    }
    if left.len() != right.len() {
        return here(trail, &Value::Array(left.to_vec()), &Value::Array(right.to_vec()));
    }
    let (left_len, right_len) = if kind != Some(GoType::Map) {
        // A copy of the list, to tell whether it moved (a typed item holding it is then
        // read back).
        let prior = left.to_vec();
        let left_len = dedupe_and_sort_in_place(left);
        *moved |= *left != *prior;
        (left_len, dedupe_and_sort_in_place(right))
    } else {
        (left.len(), right.len())
    };
    for i in 0..left_len {
        if i >= right_len {
            return Err(trail.error(ErrorKind::ListLengthMismatch));
        }
        let child = trail.index(i)?;
        if let Some(conflict) =
            have_conflicts(&mut left[i], &mut right[i], items, &ListStrategy::Default, "", &child, moved)?
        {
            return Ok(Some(conflict));
        }
    }
    Ok(None)
}

/// `sliceOfMapsToMapOfMaps`: items by the `%s` of their merge key (a later duplicate
/// wins).
fn positions_by_key(list: &[Value], merge_key: &str) -> Result<crate::lists::HashMap<KeyText, usize>, ErrorKind> {
    let mut out: crate::lists::HashMap<KeyText, usize> = Default::default();
    for (position, item) in list.iter().enumerate() {
        let key = KeyText::of_item(item, merge_key).ok_or_else(|| missing_merge_key(item, merge_key))?;
        out.insert(key, position);
    }
    Ok(out)
}

/// A merge key as Go's `%s` formats it: the type matters (`5` and `"5"` differ).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct KeyText(u8, String);

impl KeyText {
    /// The key of a list item as [`positions_by_key`] reads it; `None` where the item
    /// lacks its (first) key field.
    pub(crate) fn of_item(item: &Value, merge_key: &str) -> Option<KeyText> {
        let key = merge_key::first_value(item, merge_key)?;
        Some(if merge_key.contains(',') { KeyText::composite(item, merge_key) } else { KeyText::of(key) })
    }

    fn of(value: &Value) -> KeyText {
        let tag = match scalar_key(value) {
            Some(ScalarKey::Str(_)) => 0,
            Some(ScalarKey::Int(_)) => 1,
            Some(ScalarKey::Float(_)) => 2,
            Some(ScalarKey::Bool(_)) => 3,
            Some(ScalarKey::Nil) => 4,
            None => 5,
        };
        KeyText(tag, sprint(value))
    }

    /// The texts of a composite key's fields (an absent one reads as `null`).
    fn composite(item: &Value, merge_key: &str) -> KeyText {
        let mut text = String::new();
        for part in merge_key.split(',') {
            let KeyText(tag, part) = KeyText::of(item.get(part).unwrap_or(&Value::Null));
            text.extend([char::from(b'0' + tag), ':']);
            text.push_str(&part);
            text.push('\0');
        }
        KeyText(6, text)
    }
}

/// The reference's `deduplicateAndSortScalars` on a list it shares with the patch: the
/// de-duplicated prefix is sorted, the tail keeps the stale items Go leaves there.
/// Returns the de-duplicated length.
fn dedupe_and_sort_in_place(list: &mut [Value]) -> usize {
    let (slots, len) = {
        let keys: Vec<Option<ScalarKey<'_>>> = list.iter().map(scalar_key).collect();
        go_deduplicate(&keys)
    };
    let rearranged: Vec<Value> = slots.iter().map(|&i| list[i].clone()).collect();
    for (slot, value) in list.iter_mut().zip(rearranged) {
        *slot = value;
    }
    go_sort_by_text(&mut list[..len], sprint);
    len
}

/// The conflict check entry point (`MergingMapsHaveConflicts`): where the two patches first
/// conflict, if they do.
pub(crate) fn patches_conflict(left: &mut Value, right: &mut Value, schema: SchemaRef<'_>) -> Found {
    have_conflicts(left, right, schema, &ListStrategy::Default, "", &Trail::ROOT, &mut false)
}

/// The three-way check on two patches as maps: the patch back, its lists sorted as the
/// check leaves them; or the conflict.
pub(crate) fn check_patch(
    mut patch: Map<String, Value>,
    mut changed: Map<String, Value>,
    schema: SchemaRef<'_>,
) -> Result<Map<String, Value>, Error> {
    let found = if schema.is_atomic() {
        (patch != changed).then(|| ConflictAt {
            path: JsonPath::root(),
            left: Value::Object(patch.clone()),
            right: Value::Object(changed.clone()),
        })
    } else {
        maps_conflict(&mut patch, &mut changed, schema, &ListStrategy::Default, &Trail::ROOT, &mut false)?
    };
    match found {
        Some(at) => Err(error(at, Value::Object(patch), Value::Object(changed))),
        None => Ok(patch),
    }
}
