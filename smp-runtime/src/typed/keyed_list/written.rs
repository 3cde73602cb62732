//! Items a patch list adds and then merges into again. Go appends a new item as the patch
//! wrote it, nulls included, and merges a later patch item with the same key into that;
//! a typed item drops the nulls when it is made. The one thing this changes is a later
//! `$setElementOrder/<list>` meeting the `<list>: null` an earlier item wrote, which Go
//! refuses (the `Value` path's `order_one_list`). So while a list merges, such an item is
//! also kept as JSON, and each later patch item is checked against it, then folded in as
//! Go's `mergeMap` folds it.
//!
//! Left out: lists are taken whole, so a null inside a list item stays unseen; a map whose
//! field replaces rather than merges is followed as if it merged (the typed item has no
//! schema here). Neither has been seen in the random cases.

use serde_json::{Map, Value};

use crate::directive::{self, field_of};
use crate::engine::retain_keys::RetainKeys;
use crate::error::{Error, ErrorKind, Trail};
use crate::value::{clean_patch_value, MergeOptions};

/// Checks a later patch item against the item as Go holds it (`written`: the JSON the
/// first patch item wrote, merged into as Go merges), then merges it in.
pub(crate) fn merge(written: &mut Value, patch: &Value, trail: &Trail<'_>) -> Result<(), Error> {
    match (written, patch) {
        (Value::Object(written), Value::Object(patch)) => merge_map(written, patch, trail),
        (written, patch) => {
            *written = clean_patch_value(patch.clone(), MergeOptions::APPLY, trail)?.unwrap_or(Value::Null);
            Ok(())
        }
    }
}

fn merge_map(written: &mut Map<String, Value>, patch: &Map<String, Value>, trail: &Trail<'_>) -> Result<(), Error> {
    if let Some(word) = patch.get(directive::PATCH) {
        // `replace` takes the patch as it is (nulls too); `delete` empties the map. Another
        // word is an error the typed merge reports.
        match word.as_str() {
            Some(directive::REPLACE) => {
                *written = patch.clone();
                written.remove(directive::PATCH);
            }
            Some(directive::DELETE) => written.clear(),
            _ => {}
        }
        return Ok(());
    }
    if let Some(Value::Array(retained)) = patch.get(directive::RETAIN_KEYS) {
        let retain = RetainKeys::new(retained.iter().filter_map(Value::as_str));
        let keys = patch.iter().filter(|(key, _)| *key != directive::RETAIN_KEYS);
        if !retain.allows_patch(keys.map(|(key, value)| (key.as_str(), value.is_null()))) {
            // Go reports that first; so does the typed merge.
            return Ok(());
        }
        let mut kept = Map::new();
        for key in retained.iter().filter_map(Value::as_str) {
            if let Some(value) = written.remove(key) {
                kept.insert(key.to_owned(), value);
            }
        }
        *written = kept;
    }
    // The `Value` path takes the order lists in key order: the first refused is reported.
    let mut refused: Option<&str> = None;
    for key in patch.keys() {
        let Ok(field) = field_of(key, directive::SET_ELEMENT_ORDER) else { continue };
        if written.get(field).is_some_and(Value::is_null) && refused.is_none_or(|first| field < first) {
            refused = Some(field);
        }
    }
    if let Some(field) = refused {
        let at = trail.key(field)?;
        return Err(at.error(ErrorKind::WrongType { expected: "list", found: "null" }));
    }
    for (key, value) in patch.iter().filter(|(key, _)| !key.starts_with('$')) {
        let child = trail.key(key)?;
        match (written.get_mut(key), value) {
            (_, Value::Null) => {
                written.remove(key);
            }
            (Some(inner @ Value::Object(_)), Value::Object(_)) => merge(inner, value, &child)?,
            // Taken as Go takes a value where the original has none or another type.
            (_, value) => match clean_patch_value(value.clone(), MergeOptions::APPLY, &child)? {
                Some(value) => {
                    written.insert(key.clone(), value);
                }
                None => {
                    written.remove(key);
                }
            },
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::merge;
    use crate::error::Trail;

    fn merged(written: serde_json::Value, patches: &[serde_json::Value]) -> Result<serde_json::Value, String> {
        let mut written = written;
        for patch in patches {
            merge(&mut written, patch, &Trail::ROOT).map_err(|error| error.to_string())?;
        }
        Ok(written)
    }

    #[test]
    fn an_order_list_meeting_a_written_null_is_refused_there() {
        let written = json!({"name": "a", "probe": {"command": null}, "args": null});
        let order = json!({"name": "a", "$setElementOrder/args": ["x"], "args": ["x"]});
        assert_eq!(merged(written.clone(), &[order]).unwrap_err(), "expected list, but received null (at /args)");
        let nested = json!({"name": "a", "probe": {"$setElementOrder/command": ["x"]}});
        assert_eq!(merged(written, &[nested]).unwrap_err(), "expected list, but received null (at /probe/command)");
    }

    #[test]
    fn what_a_later_item_sets_or_deletes_is_no_written_null_any_more() {
        let written = json!({"name": "a", "args": null, "command": null, "env": null});
        let order = |field: &str| json!({ format!("$setElementOrder/{field}"): [] });
        let later = [
            json!({"args": ["x"], "command": null}),
            json!({"$retainKeys": ["name", "args", "command"]}),
            order("args"),
            order("command"),
            order("env"),
        ];
        assert_eq!(merged(written.clone(), &later).unwrap(), json!({"name": "a", "args": ["x"]}));
        // A `$retainKeys` that does not list what its item sets is the typed merge's error.
        let unlisted = json!({"$retainKeys": ["name"], "image": "x"});
        assert_eq!(merged(written.clone(), std::slice::from_ref(&unlisted)).unwrap(), written);
        // `replace` keeps the nulls it writes; `delete` leaves none.
        let replaced = merged(written.clone(), &[json!({"$patch": "replace", "env": null})]).unwrap();
        assert_eq!(replaced, json!({"env": null}));
        assert!(merged(replaced, &[order("env")]).is_err());
        assert_eq!(merged(written, &[json!({"$patch": "delete"}), order("env")]).unwrap(), json!({}));
    }
}
