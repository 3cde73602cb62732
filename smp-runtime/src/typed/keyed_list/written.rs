//! Items a patch list adds and then merges into again. Go appends a new item as the patch
//! wrote it, nulls included, and merges a later patch item with the same key into that;
//! a typed item drops the nulls when it is made. The one thing this changes is a later
//! `$setElementOrder/<list>` meeting the `<list>: null` an earlier item wrote, which Go
//! refuses (the `Value` path's `order_one_list`). So while a list merges, such an item is
//! also kept as [`Written`], reduced to where its written nulls are, and each later patch
//! item is checked against it, then folded in as Go's `mergeMap` would.
//!
//! Only maps are followed: a null inside a list item stays unseen, and a map whose field
//! replaces rather than merges is followed as if it merged (the typed item has no schema
//! here); neither has been seen in the random cases.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use crate::directive::{self, field_of};
use crate::error::{Error, ErrorKind, Trail};

/// An item as Go holds it, reduced to what a later patch item can meet: its nulls, the
/// maps holding them, and where anything else is.
pub(crate) enum Written {
    Null,
    Map(BTreeMap<String, Written>),
    Other,
}

impl Written {
    /// The item a patch item writes: as it is, nulls included.
    pub(crate) fn new(patch: &Value) -> Written {
        Written::of(patch, true)
    }

    /// `value` as Go holds it; without `nulls`, as it holds a patch value it takes where
    /// the original has nothing or another type (its nulls dropped). `$patch` is left out:
    /// it plays no part in what a later item meets.
    fn of(value: &Value, nulls: bool) -> Written {
        match value {
            Value::Null => Written::Null,
            Value::Object(map) => Written::Map(fields_of(map, nulls)),
            _ => Written::Other,
        }
    }

    /// Checks a later patch item against the item as written, then merges it in.
    pub(crate) fn merge(&mut self, patch: &Value, trail: &Trail<'_>) -> Result<(), Error> {
        match (self, patch) {
            (Written::Map(fields), Value::Object(patch)) => merge_map(fields, patch, trail),
            (written, patch) => {
                *written = Written::of(patch, false);
                Ok(())
            }
        }
    }
}

fn fields_of(map: &Map<String, Value>, nulls: bool) -> BTreeMap<String, Written> {
    let kept = map.iter().filter(|(key, value)| *key != directive::PATCH && (nulls || !value.is_null()));
    kept.map(|(key, value)| (key.clone(), Written::of(value, nulls))).collect()
}

fn merge_map(
    fields: &mut BTreeMap<String, Written>,
    patch: &Map<String, Value>,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    if let Some(word) = patch.get(directive::PATCH) {
        // `replace` takes the patch as it is (nulls too); `delete` empties the map. Another
        // word is an error the typed merge reports.
        match word.as_str() {
            Some(directive::REPLACE) => *fields = fields_of(patch, true),
            Some(directive::DELETE) => fields.clear(),
            _ => {}
        }
        return Ok(());
    }
    if let Some(Value::Array(retained)) = patch.get(directive::RETAIN_KEYS) {
        let retained: BTreeSet<&str> = retained.iter().filter_map(Value::as_str).collect();
        fields.retain(|key, _| retained.contains(key.as_str()));
    }
    // The `Value` path takes the order lists in key order: the first refused is reported.
    let refused = patch
        .keys()
        .filter_map(|key| field_of(key, directive::SET_ELEMENT_ORDER).ok())
        .filter(|field| matches!(fields.get(*field), Some(Written::Null)))
        .min();
    if let Some(field) = refused {
        let at = trail.key(field)?;
        return Err(at.error(ErrorKind::WrongType { expected: "list", found: "null" }));
    }
    for (key, value) in patch.iter().filter(|(key, _)| !key.starts_with('$')) {
        match (fields.get_mut(key), value) {
            (_, Value::Null) => {
                fields.remove(key);
            }
            (Some(written), value) => written.merge(value, &trail.key(key)?)?,
            (None, value) => {
                fields.insert(key.clone(), Written::of(value, false));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::Written;
    use crate::error::Trail;

    fn merged(written: serde_json::Value, patches: &[serde_json::Value]) -> Result<serde_json::Value, String> {
        let mut written = Written::new(&written);
        for patch in patches {
            written.merge(patch, &Trail::ROOT).map_err(|error| error.to_string())?;
        }
        Ok(json_of(&written))
    }

    /// The written item as JSON, anything but nulls and maps as `true`.
    fn json_of(written: &Written) -> serde_json::Value {
        match written {
            Written::Null => serde_json::Value::Null,
            Written::Other => serde_json::Value::Bool(true),
            Written::Map(fields) => fields.iter().map(|(key, value)| (key.clone(), json_of(value))).collect(),
        }
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
        assert_eq!(merged(written.clone(), &later).unwrap(), json!({"name": true, "args": true}));
        // `replace` keeps the nulls it writes; `delete` leaves none.
        let replaced = merged(written.clone(), &[json!({"$patch": "replace", "env": null})]).unwrap();
        assert_eq!(replaced, json!({"env": null}));
        assert!(merged(replaced, &[order("env")]).is_err());
        assert_eq!(merged(written, &[json!({"$patch": "delete"}), order("env")]).unwrap(), json!({}));
    }
}
