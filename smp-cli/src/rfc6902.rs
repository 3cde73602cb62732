//! JSON patches (RFC 6902) as kubectl applies them, with the library it embeds
//! (evanphx/json-patch v4) and its readings where the RFC is strict:
//! - a `null` value reads as no value: a path through it is missing, `replace` and `test`
//!   find "nothing" there, and `test` of nothing against `null` (or no `value`) passes;
//! - `replace` of a key an object lacks adds it, and `copy` from one copies `null`;
//! - a list index may be negative, counted from the end (`/items/-1` is the last item;
//!   where an operation inserts, `add`, `copy` and `move`, the list counts the new item,
//!   so `-1` appends);
//! - `add` without a `value` adds `null`; scalars compare by their JSON text (here as Go
//!   prints them: a patch that spells one otherwise, `1.0` or `"\u0041"`, can pass a
//!   `test` that kubectl's fails).
//!
//! The Rust `json-patch` crate (kube-rs's) follows the RFC instead, so kubectl's bytes
//! need these rules of its own.

use serde_json::{Map, Value};

use crate::error::CliError;

/// The patch's operations: a list of objects, each with an `op`.
pub fn operations(patch: &Value) -> Result<Vec<Map<String, Value>>, CliError> {
    let invalid = |why: &str| CliError::new(format!("not a JSON patch (RFC 6902): {why}")).in_file("the patch");
    let Value::Array(operations) = patch else { return Err(invalid("a patch is a list of operations")) };
    operations
        .iter()
        .map(|operation| operation.as_object().cloned().ok_or_else(|| invalid("an operation is an object")))
        .collect()
}

/// The operations applied in order to a copy of `object`; the first that fails fails all.
pub fn apply(object: &Value, operations: &[Map<String, Value>]) -> Result<Value, CliError> {
    let mut document = object.clone();
    for operation in operations {
        apply_one(&mut document, operation)
            .map_err(|why| CliError::new(format!("the JSON patch does not apply: {why}")))?;
    }
    Ok(document)
}

fn apply_one(document: &mut Value, operation: &Map<String, Value>) -> Result<(), String> {
    let text = |field: &str| -> Result<&str, String> {
        operation.get(field).and_then(Value::as_str).ok_or_else(|| format!("the operation has no {field}"))
    };
    let kind = operation.get("op").and_then(Value::as_str).unwrap_or("unknown");
    let value = || operation.get("value").cloned().unwrap_or(Value::Null);
    match kind {
        "add" => add(document, text("path")?, value()),
        "remove" => remove(document, text("path")?).map(|_| ()),
        "replace" => {
            let path = text("path")?;
            if path.is_empty() {
                return match value() {
                    whole @ (Value::Object(_) | Value::Array(_)) => {
                        *document = whole;
                        Ok(())
                    }
                    _ => Err("replace operation value must be object or array".into()),
                };
            }
            let (container, key) = find(document, path).ok_or(format!("doc is missing path: {path}"))?;
            get(container, &key)?;
            set(container, &key, value())
        }
        "move" => {
            let from = text("from")?;
            find(document, from).ok_or(format!("doc is missing from path: {from}"))?;
            let moved = remove(document, from)?;
            add(document, text("path")?, moved)
        }
        "copy" => {
            let from = text("from")?;
            let (container, key) = find(document, from).ok_or(format!("doc is missing from path: {from}"))?;
            let copied = get(container, &key)?.cloned().unwrap_or(Value::Null);
            add(document, text("path")?, copied)
        }
        "test" => {
            let path = text("path")?;
            let expected = operation.get("value");
            let found = if path.is_empty() {
                Some(&*document)
            } else {
                let (container, key) = find(document, path).ok_or(format!("is missing path: {path}"))?;
                get(container, &key)?
            };
            let passes = match (found, expected) {
                (None, None | Some(Value::Null)) => true,
                (None, _) | (_, None) => false,
                (Some(found), Some(expected)) => same(found, expected),
            };
            passes.then_some(()).ok_or(format!("testing value {path} failed"))
        }
        other => Err(format!("Unexpected kind: {other}")),
    }
}

/// The container a path ends in and its last key (`findObject`): every part but the last
/// must lead to an object or a list that is there; the part before the first `/` is
/// ignored, so a path is read as if it began with one.
fn find<'d>(document: &'d mut Value, path: &str) -> Option<(&'d mut Value, String)> {
    let parts: Vec<&str> = path.split('/').collect();
    if parts.len() < 2 {
        return None;
    }
    let mut at = document;
    for part in &parts[1..parts.len() - 1] {
        let key = unescape(part);
        let next = match &*at {
            Value::Array(items) => index(&key, items.len(), false).ok().filter(|&i| i < items.len()),
            Value::Object(map) => map.get(&key).filter(|v| !v.is_null()).map(|_| 0),
            _ => None,
        }?;
        at = match at {
            Value::Array(items) => &mut items[next],
            Value::Object(map) => map.get_mut(&key)?,
            _ => return None,
        };
        if !at.is_object() && !at.is_array() {
            return None;
        }
    }
    Some((at, unescape(parts[parts.len() - 1])))
}

/// RFC 6901's `~1` and `~0`.
fn unescape(part: &str) -> String {
    part.replace("~1", "/").replace("~0", "~")
}

/// A list index: negative ones count from the end of a list of `len` items, one more
/// where the operation inserts.
fn index(key: &str, len: usize, inserting: bool) -> Result<usize, String> {
    let index: i64 = key.parse().map_err(|_| format!("value was not a proper array index: '{key}'"))?;
    let len = len as i64 + i64::from(inserting);
    let index = if index < 0 { index + len } else { index };
    usize::try_from(index).map_err(|_| format!("Unable to access invalid index: {key}"))
}

/// The value at `key`: `None` where there is none, or it is `null`.
fn get<'c>(container: &'c Value, key: &str) -> Result<Option<&'c Value>, String> {
    match container {
        Value::Object(map) => Ok(map.get(key).filter(|v| !v.is_null())),
        Value::Array(items) => {
            let at = index(key, items.len(), false)?;
            items
                .get(at)
                .map(|v| Some(v).filter(|v| !v.is_null()))
                .ok_or(format!("Unable to access invalid index: {key}"))
        }
        _ => Err(format!("cannot read {key} in a scalar")),
    }
}

fn set(container: &mut Value, key: &str, value: Value) -> Result<(), String> {
    match container {
        Value::Object(map) => {
            map.insert(key.to_owned(), value);
            Ok(())
        }
        Value::Array(items) => {
            let at = index(key, items.len(), false)?;
            *items.get_mut(at).ok_or(format!("Unable to access invalid index: {key}"))? = value;
            Ok(())
        }
        _ => Err(format!("cannot set {key} in a scalar")),
    }
}

fn add(document: &mut Value, path: &str, value: Value) -> Result<(), String> {
    let (container, key) = find(document, path).ok_or(format!("doc is missing path: \"{path}\""))?;
    match container {
        Value::Object(map) => {
            map.insert(key, value);
            Ok(())
        }
        Value::Array(items) if key == "-" => {
            items.push(value);
            Ok(())
        }
        Value::Array(items) => {
            let at = index(&key, items.len(), true)?;
            if at > items.len() {
                return Err(format!("Unable to access invalid index: {key}"));
            }
            items.insert(at, value);
            Ok(())
        }
        _ => Err(format!("cannot add {key} to a scalar")),
    }
}

/// Removes the value at `path` and returns it; a key must be there (`null` counts).
fn remove(document: &mut Value, path: &str) -> Result<Value, String> {
    let (container, key) = find(document, path).ok_or(format!("doc is missing path: \"{path}\""))?;
    match container {
        Value::Object(map) => map.remove(&key).ok_or(format!("Unable to remove nonexistent key: {key}")),
        Value::Array(items) => {
            let at = index(&key, items.len(), false)?;
            (at < items.len()).then(|| items.remove(at)).ok_or(format!("Unable to access invalid index: {key}"))
        }
        _ => Err(format!("cannot remove {key} from a scalar")),
    }
}

/// The library's equality: objects and lists by their items (a `null` item as none),
/// scalars by their JSON text.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Object(a), Value::Object(b)) => {
            a.len() == b.len() && a.iter().all(|(key, a)| b.get(key).is_some_and(|b| same(a, b)))
        }
        (Value::Array(a), Value::Array(b)) => a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same(a, b)),
        (Value::Object(_) | Value::Array(_), _) | (_, Value::Object(_) | Value::Array(_)) => false,
        (a, b) => smp::bytes::to_vec(a) == smp::bytes::to_vec(b),
    }
}
