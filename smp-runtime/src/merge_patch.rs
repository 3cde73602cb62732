//! JSON merge patch (RFC 7386), for documents without a schema (custom resources):
//! what kubectl sends for them, with the same three-way construction and preconditions
//! (`jsonmergepatch.CreateThreeWayJSONMergePatch`).
//!
//! Lists are values here, replaced whole; `null` deletes a key.

use serde_json::{Map, Value};

use crate::bounds::{check_depth, with_stack};
use crate::engine::conflict::{self, here, Found};
use crate::error::{Error, Trail};
use crate::gojson::view::not_an_object;
use crate::options::{ThreeWayOptions, TwoWayOptions};
use crate::precondition::{self, Precondition};

/// Applies a JSON merge patch (RFC 7386).
///
/// ```
/// use serde_json::json;
/// let doc = json!({"a": 1, "b": {"c": 2, "d": 3}});
/// let patch = json!({"a": null, "b": {"c": 4}});
/// assert_eq!(smp::merge_patch::apply(&doc, &patch)?, json!({"b": {"c": 4, "d": 3}}));
/// # Ok::<(), smp::Error>(())
/// ```
pub fn apply(original: &Value, patch: &Value) -> Result<Value, Error> {
    with_stack(|| {
        check_depth(original)?;
        check_depth(patch)?;
        let mut target = original.clone();
        merge_into(&mut target, patch, &Trail::ROOT)?;
        Ok(target)
    })
}

fn merge_into(target: &mut Value, patch: &Value, trail: &Trail<'_>) -> Result<(), Error> {
    let Value::Object(patch_map) = patch else {
        *target = patch.clone();
        return Ok(());
    };
    if !target.is_object() {
        *target = Value::Object(Map::new());
    }
    let Value::Object(target_map) = target else { return Ok(()) };
    for (key, value) in patch_map {
        if value.is_null() {
            target_map.remove(key);
            continue;
        }
        let child = trail.key(key)?;
        let slot = target_map.entry(key.clone()).or_insert(Value::Null);
        merge_into(slot, value, &child)?;
    }
    Ok(())
}

/// The merge patch from `original` to `modified` (`CreateMergePatch`): changed and added
/// keys, `null` for removed ones; lists whole when they differ. Numbers compare by value
/// (`1` equals `1.0`), as the reference decodes every number as a float.
///
/// ```
/// use serde_json::json;
/// use smp::TwoWayOptions;
/// let patch = smp::merge_patch::two_way(&json!({"a": 1, "b": [1]}), &json!({"b": [1, 2]}), &TwoWayOptions::default())?;
/// assert_eq!(patch, json!({"a": null, "b": [1, 2]}));
/// # Ok::<(), smp::Error>(())
/// ```
pub fn two_way(original: &Value, modified: &Value, options: &TwoWayOptions) -> Result<Value, Error> {
    with_stack(|| {
        let original = document(original, "original")?;
        let modified = document(modified, "modified")?;
        let patch = diff(original, modified, &Trail::ROOT)?;
        check(&options.preconditions, patch)
    })
}

fn diff(
    original: &Map<String, Value>,
    modified: &Map<String, Value>,
    trail: &Trail<'_>,
) -> Result<Map<String, Value>, Error> {
    let mut patch = Map::new();
    for (key, new) in modified {
        match original.get(key) {
            None => {
                patch.insert(key.clone(), new.clone());
            }
            Some(Value::Object(old)) if new.is_object() => {
                let child = trail.key(key)?;
                let Value::Object(new_map) = new else { continue };
                let sub = diff(old, new_map, &child)?;
                if !sub.is_empty() {
                    patch.insert(key.clone(), Value::Object(sub));
                }
            }
            Some(old) => {
                if !numeric_equal(old, new) {
                    patch.insert(key.clone(), new.clone());
                }
            }
        }
    }
    for key in original.keys() {
        if !modified.contains_key(key) {
            patch.insert(key.clone(), Value::Null);
        }
    }
    Ok(patch)
}

/// Equality with numbers compared as floats, as Go's plain `encoding/json` decodes them.
fn numeric_equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(a, b)| numeric_equal(a, b)),
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| numeric_equal(v, w)))
        }
        _ => a == b,
    }
}

/// The three-way JSON merge patch kubectl sends for objects without a schema: additions
/// and changes from `current` to `modified`, deletions from `original` to `modified`.
/// When the two overlap differently the patch is refused with
/// [`ErrorKind::Conflict`](crate::ErrorKind::Conflict) (`mergepatch.HasConflicts`), whatever
/// `options.overwrite` says: it has no other conflict check, as kubectl's for custom
/// resources.
///
/// ```
/// use serde_json::json;
/// use smp::ThreeWayOptions;
/// let patch = smp::merge_patch::three_way(
///     &json!({"spec": {"a": 1, "b": 2}}),            // last applied
///     &json!({"spec": {"a": 1, "c": 3}}),            // desired
///     &json!({"spec": {"a": 1, "b": 2, "x": 9}}),    // live
///     &ThreeWayOptions::default())?;
/// assert_eq!(patch, json!({"spec": {"b": null, "c": 3}}));
/// # Ok::<(), smp::Error>(())
/// ```
pub fn three_way(
    original: &Value,
    modified: &Value,
    current: &Value,
    options: &ThreeWayOptions,
) -> Result<Value, Error> {
    with_stack(|| {
        let original = document(original, "original")?;
        let modified = document(modified, "modified")?;
        let current = document(current, "current")?;
        let additions = keep_or_drop_nulls(&diff(current, modified, &Trail::ROOT)?, false);
        let deletions = keep_or_drop_nulls(&diff(original, modified, &Trail::ROOT)?, true);
        let additions = Value::Object(additions);
        let deletions = Value::Object(deletions);
        if let Some(at) = conflict_at(&additions, &deletions, &Trail::ROOT)? {
            return Err(conflict::error(at, additions, deletions));
        }
        let mut merged = deletions;
        merge_into(&mut merged, &additions, &Trail::ROOT)?;
        let Value::Object(merged) = merged else { return Ok(merged) };
        check(&options.preconditions, merged)
    })
}

/// `keepOrDeleteNullInObj`: keep only the nulls (deletions) or drop them (additions and
/// changes). An explicitly empty map counts as a value.
fn keep_or_drop_nulls(map: &Map<String, Value>, keep_nulls: bool) -> Map<String, Value> {
    let mut out = Map::new();
    for (key, value) in map {
        match value {
            Value::Null if keep_nulls => {
                out.insert(key.clone(), Value::Null);
            }
            Value::Null => {}
            Value::Object(sub) if sub.is_empty() => {
                if !keep_nulls {
                    out.insert(key.clone(), value.clone());
                }
            }
            Value::Object(sub) => {
                let filtered = keep_or_drop_nulls(sub, keep_nulls);
                if !filtered.is_empty() {
                    out.insert(key.clone(), Value::Object(filtered));
                }
            }
            other => {
                if !keep_nulls {
                    out.insert(key.clone(), other.clone());
                }
            }
        }
    }
    out
}

/// `mergepatch.HasConflicts`: keys in both with different values (lists compared item
/// by item, an integer never equal to a float).
///
/// ```
/// use serde_json::json;
/// assert!(smp::merge_patch::has_conflicts(&json!({"a": [1]}), &json!({"a": [2]}))?);
/// assert!(!smp::merge_patch::has_conflicts(&json!({"a": 1}), &json!({"b": 2}))?);
/// # Ok::<(), smp::Error>(())
/// ```
pub fn has_conflicts(left: &Value, right: &Value) -> Result<bool, Error> {
    with_stack(|| {
        check_depth(left)?;
        check_depth(right)?;
        Ok(conflict_at(left, right, &Trail::ROOT)?.is_some())
    })
}

/// `mergepatch.HasConflicts`, answering where the first conflict is.
fn conflict_at(left: &Value, right: &Value, trail: &Trail<'_>) -> Found {
    match (left, right) {
        (Value::Object(l), Value::Object(r)) => {
            for (key, lv) in l {
                let Some(rv) = r.get(key) else { continue };
                if let Some(at) = conflict_at(lv, rv, &trail.key(key)?)? {
                    return Ok(Some(at));
                }
            }
            Ok(None)
        }
        (Value::Array(l), Value::Array(r)) if l.len() == r.len() => {
            for (index, (a, b)) in l.iter().zip(r).enumerate() {
                if let Some(at) = conflict_at(a, b, &trail.index(index)?)? {
                    return Ok(Some(at));
                }
            }
            Ok(None)
        }
        (Value::Object(_) | Value::Array(_), _) => here(trail, left, right),
        _ if left != right => here(trail, left, right),
        _ => Ok(None),
    }
}

fn check(preconditions: &[Precondition], patch: Map<String, Value>) -> Result<Value, Error> {
    precondition::check(preconditions, patch).map(Value::Object)
}

/// A document as a map (`null` stands for the empty one), once its depth is known to be
/// within bounds.
fn document<'v>(value: &'v Value, role: &str) -> Result<&'v Map<String, Value>, Error> {
    check_depth(value)?;
    static EMPTY: std::sync::OnceLock<Map<String, Value>> = std::sync::OnceLock::new();
    match value {
        Value::Object(map) => Ok(map),
        Value::Null => Ok(EMPTY.get_or_init(Map::new)),
        other => Err(not_an_object(role, other)),
    }
}
