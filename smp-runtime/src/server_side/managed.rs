//! managedFields as the API server's field manager holds them between its steps
//! (apimachinery's `managedfields.go`, `stripmeta.go`, `capmanagers.go`): read from and
//! written back to the object, by manager identifier, with their times; the metadata fields
//! no one owns; the cap of ten updaters.

use std::cmp::Ordering;
use std::collections::HashMap;

use serde_json::Value;

use super::updater::{Managers, VersionedSet};
use crate::doc::map::key_order;
use crate::doc::{print, Arena, Doc, Map, Obj};
use crate::error::Error;
use crate::gojson::json_string;
use crate::gojson::view::{Json, Kind};
use crate::managed_fields::{self, FieldSet, ManagedFieldsEntry, Operation, PathElement, Time};

/// Where the oldest updaters go past [`MAX_UPDATERS`].
const ANCIENT_CHANGES: &str = "ancient-changes";
const MAX_UPDATERS: usize = 10;

/// What one object's managedFields say, by manager identifier.
#[derive(Debug, Clone, Default)]
pub(crate) struct Managed {
    pub(crate) fields: Managers,
    pub(crate) times: HashMap<String, Option<Time>>,
}

/// The entries as Go's unstructured objects read them: none where any cannot be read.
pub(crate) fn read<J: Json>(object: &J) -> Option<Vec<ManagedFieldsEntry>> {
    managed_fields::read_json(object).ok().flatten()
}

/// The managers of `entries` (`DecodeManagedFields`): the last entry of an identifier wins.
pub(crate) fn decode(entries: Option<Vec<ManagedFieldsEntry>>) -> Result<Managed, Error> {
    let mut managed = Managed::default();
    for (at, entry) in entries.unwrap_or_default().into_iter().enumerate() {
        let set = managed_fields::checked_set(&entry, at)?;
        managed.add(entry, set);
    }
    Ok(managed)
}

/// [`decode`] of what [`read`] reads of `object`, each FieldsV1 read as it stands in the
/// object rather than from the text Go prints of it, where all are plain; else the long
/// way, which says what is wrong as Go does.
pub(crate) fn decode_object<J: Json>(object: &J) -> Result<Managed, Error> {
    match decode_plain(object) {
        Some(managed) => Ok(managed),
        None => decode(read(object)),
    }
}

fn decode_plain<J: Json>(object: &J) -> Option<Managed> {
    let Kind::List(entries) = object.get("metadata")?.get("managedFields")?.kind() else { return None };
    let mut managed = Managed::default();
    for (at, entry) in entries.iter().enumerate() {
        let (entry, fields) = ManagedFieldsEntry::from_value_with(entry, Ok).ok()?;
        // The checks of the entry (its FieldsV1 left out, which reads as no field).
        managed_fields::checked_set(&entry, at).ok()?;
        let set = match fields {
            Some(fields) => managed_fields::set_of_value(fields)?,
            None => FieldSet::new(),
        };
        managed.add(entry, set);
    }
    Some(managed)
}

impl Managed {
    /// The manager of `entry`, owning `set`; it replaces one of its identifier.
    fn add(&mut self, entry: ManagedFieldsEntry, set: FieldSet) {
        let id = entry.manager_identifier();
        let applied = entry.operation == Operation::Apply;
        self.fields.insert(id.clone(), VersionedSet { set, api_version: entry.api_version, applied });
        self.times.insert(id, entry.time);
    }
}

/// Writes the managers back into `object` as entries in the API server's order
/// (`EncodeObjectManagedFields`); none removes `managedFields`.
pub(crate) fn write(object: &mut Value, managed: &Managed) {
    // Each set made JSON directly, not written as FieldsV1 and read back.
    let values = entries(managed).into_iter().filter_map(|(entry, set)| {
        let mut value = entry.to_value().ok()?;
        value.as_object_mut()?.insert("fieldsV1".to_owned(), set.to_fields_v1_value());
        Some(value)
    });
    let values: Vec<Value> = values.collect();
    let _ = managed_fields::write_values(object, (!values.is_empty()).then_some(values));
}

/// Appends `object` as Go's `json.Marshal` prints it once [`write`] has written the
/// managers into it, the entries printed from the sets where they go rather than made a
/// document first.
pub(crate) fn print_with_entries(object: &Doc<'_>, managed: &Managed, out: &mut Vec<u8>) {
    let entries = entries(managed);
    let Doc::Object(map) = object else { return print::write(object, out) };
    let metadata = match map.get("metadata") {
        Some(Doc::Object(metadata)) => metadata.entries(),
        // Where `write` makes metadata for the entries.
        None | Some(Doc::Null) if !entries.is_empty() => &[],
        // Where it leaves the object as it is: no metadata map to change.
        _ => return print::write(object, out),
    };
    let managed_fields = (!entries.is_empty()).then_some(|out: &mut Vec<u8>| print_entries(&entries, out));
    let metadata = |out: &mut Vec<u8>| print_map_with(metadata, "managedFields", managed_fields, out);
    print_map_with(map.entries(), "metadata", Some(metadata), out);
}

/// Appends a map of `entries` (in key order) with the value of `key` printed by `value`
/// in its place, or left out where there is no `value`.
fn print_map_with(
    entries: &[(&str, Doc<'_>)],
    key: &str,
    mut value: Option<impl FnOnce(&mut Vec<u8>)>,
    out: &mut Vec<u8>,
) {
    out.push(b'{');
    let mut first = true;
    let mut put = |first: &mut bool, out: &mut Vec<u8>| {
        if let Some(value) = value.take() {
            self::key(first, key, out);
            value(out);
        }
    };
    for (name, item) in entries {
        if key_order(name, key) != Ordering::Less {
            put(&mut first, out);
            if *name == key {
                continue;
            }
        }
        self::key(&mut first, name, out);
        print::write(item, out);
    }
    put(&mut first, out);
    out.push(b'}');
}

/// A map's key: its separator (none before the first) and its text.
fn key(first: &mut bool, name: &str, out: &mut Vec<u8>) {
    separate(first, out);
    json_string(name, out);
    out.push(b':');
}

/// A string entry of a map, left out where empty.
fn text_field(first: &mut bool, name: &str, value: &str, out: &mut Vec<u8>) {
    if !value.is_empty() {
        key(first, name, out);
        json_string(value, out);
    }
}

/// A map's separator: none before its first entry.
fn separate(first: &mut bool, out: &mut Vec<u8>) {
    if !std::mem::take(first) {
        out.push(b',');
    }
}

/// The managedFields list, each entry as [`ManagedFieldsEntry::to_value`] makes it, its
/// keys in Go's order.
fn print_entries(entries: &[(ManagedFieldsEntry, &FieldSet)], out: &mut Vec<u8>) {
    out.push(b'[');
    for (at, (entry, set)) in entries.iter().enumerate() {
        if at > 0 {
            out.push(b',');
        }
        out.push(b'{');
        let mut first = true;
        for (name, value) in [("apiVersion", &*entry.api_version), ("fieldsType", &entry.fields_type)] {
            text_field(&mut first, name, value, out);
        }
        key(&mut first, "fieldsV1", out);
        set.write_fields_v1_json(out);
        for (name, value) in
            [("manager", &*entry.manager), ("operation", entry.operation.as_str()), ("subresource", &entry.subresource)]
        {
            text_field(&mut first, name, value, out);
        }
        if let Some(time) = entry.time {
            key(&mut first, "time", out);
            // Go's zero time is `null` (read back, it is no time).
            match time.is_go_zero() {
                true => out.extend_from_slice(b"null"),
                false => json_string(&time.to_string(), out),
            }
        }
        out.push(b'}');
    }
    out.push(b']');
}

/// The entries of the managers, each with its set, in the API server's order.
fn entries(managed: &Managed) -> Vec<(ManagedFieldsEntry, &FieldSet)> {
    let mut entries: Vec<(ManagedFieldsEntry, &FieldSet)> = managed
        .fields
        .iter()
        .filter_map(|(id, owned)| {
            let mut entry = identified(id)?;
            entry.api_version = owned.api_version.clone();
            if owned.applied {
                entry.operation = Operation::Apply;
            }
            entry.fields_type = "FieldsV1".to_owned();
            entry.time = managed.times.get(id).copied().flatten();
            Some((entry, &owned.set))
        })
        .collect();
    entries.sort_by_cached_key(|(entry, _)| managed_fields::order(entry));
    entries
}

/// `object` with `metadata.managedFields` set to `entries`, or without it for `None`, as
/// [`managed_fields::write_values`] leaves a `Value`.
pub(crate) fn with_managed_fields<'a>(object: Doc<'a>, entries: Option<Doc<'a>>, arena: &'a Arena) -> Doc<'a> {
    with_metadata_field(object, "managedFields", entries, arena)
}

/// `object` with `metadata.<key>` set to `value` (making `metadata` where there is none or
/// it is `null`), or without it for `None`, as Go's unstructured objects set fields of
/// `metadata`: unchanged where `metadata` is anything but a map.
pub(crate) fn with_metadata_field<'a>(
    object: Doc<'a>,
    key: &'a str,
    value: Option<Doc<'a>>,
    arena: &'a Arena,
) -> Doc<'a> {
    let Doc::Object(map) = object else { return object };
    let metadata = match (map.get("metadata"), value) {
        (Some(Doc::Object(metadata)), _) => *metadata,
        (None | Some(Doc::Null), Some(_)) => Obj::default(),
        _ => return object,
    };
    let mut metadata = Map::thaw(metadata, arena);
    match value {
        Some(value) => {
            metadata.insert(key, value);
        }
        None => {
            if metadata.remove(key).is_none() {
                return object;
            }
        }
    }
    let mut map = Map::thaw(map, arena);
    map.insert("metadata", Doc::Object(metadata.freeze()));
    Doc::Object(map.freeze())
}

/// A copy of `object` without `metadata.managedFields`, as a copy with them removed
/// (`RemoveObjectManagedFields`) would be, without copying them: they are written anew.
pub(crate) fn copy_without_managed_fields(object: &Value) -> Value {
    let Value::Object(map) = object else { return object.clone() };
    let Some(Value::Object(metadata)) = map.get("metadata") else { return object.clone() };
    if !metadata.contains_key("managedFields") {
        return object.clone();
    }
    let copy = |(key, value): (&String, &Value)| {
        let value = if key == "managedFields" { Value::Null } else { value.clone() };
        (key.clone(), value)
    };
    let mut metadata: serde_json::Map<String, Value> = metadata.iter().map(copy).collect();
    // Removed by serde_json, which orders what is left as it does for the original.
    metadata.remove("managedFields");
    let mut metadata = Some(Value::Object(metadata));
    let entries = map.iter().map(|(key, value)| match metadata.take_if(|_| key == "metadata") {
        Some(metadata) => (key.clone(), metadata),
        None => (key.clone(), value.clone()),
    });
    Value::Object(entries.collect())
}

/// The entry a manager identifier is the JSON of (Go unmarshals it so).
pub(crate) fn identified(identifier: &str) -> Option<ManagedFieldsEntry> {
    ManagedFieldsEntry::from_value(&serde_json::from_str(identifier).ok()?).ok()
}

/// Go's zero entry: `[{}]` in an update resets managedFields as `[]` does.
pub(crate) fn is_zero(entry: &ManagedFieldsEntry) -> bool {
    entry.manager.is_empty()
        && entry.operation.as_str().is_empty()
        && entry.api_version.is_empty()
        && entry.time.is_none()
        && entry.fields_type.is_empty()
        && entry.fields_v1.is_none()
        && entry.subresource.is_empty()
}

/// Takes from `manager`'s set the metadata fields no one owns (`stripMetaManager`).
pub(crate) fn strip_metadata(fields: &mut Managers, manager: &str) {
    const METADATA: [&str; 9] = [
        "name",
        "namespace",
        "creationTimestamp",
        "selfLink",
        "uid",
        "clusterName",
        "generation",
        "managedFields",
        "resourceVersion",
    ];
    let Some(owned) = fields.get_mut(manager) else { return };
    let named =
        |element: &PathElement, names: &[&str]| matches!(element, PathElement::Field(n) if names.contains(&&**n));
    // The set less these paths, as Go's `Difference` takes them: the members, and the
    // `metadata` child only where something is left in it.
    let set = &mut owned.set;
    set.members.retain(|member| !named(member, &["apiVersion", "kind", "metadata"]));
    if let Some(at) = set.children.iter().position(|(element, _)| named(element, &["metadata"])) {
        let metadata = &mut set.children[at].1;
        metadata.members.retain(|member| !named(member, &METADATA));
        if metadata.is_empty() {
            set.children.remove(at);
        }
    }
    if set.is_empty() {
        fields.remove(manager);
    }
}

/// Merges the oldest updaters past ten into one `ancient-changes` entry per apiVersion
/// (`capManagersManager`), the first of each version becoming it.
pub(crate) fn cap_updaters(managed: &mut Managed) {
    let mut updaters: Vec<String> =
        managed.fields.iter().filter(|(_, owned)| !owned.applied).map(|(id, _)| id.clone()).collect();
    if updaters.len() <= MAX_UPDATERS {
        return;
    }
    let seconds = |id: &String| managed.times.get(id).copied().flatten().map_or(0, |t| t.unix_seconds());
    updaters.sort_by(|a, b| seconds(a).cmp(&seconds(b)).then_with(|| a.cmp(b)));
    let mut first_of_version: HashMap<String, String> = HashMap::new();
    let mut length = updaters.len();
    for manager in &updaters {
        if length <= MAX_UPDATERS {
            break;
        }
        let Some(owned) = managed.fields.get(manager).cloned() else { continue };
        let time = managed.times.get(manager).copied().flatten();
        let version = owned.api_version.clone();
        let bucket = ManagedFieldsEntry::new(ANCIENT_CHANGES, Operation::Update, &version, &FieldSet::new())
            .manager_identifier();
        match first_of_version.get(&version) {
            Some(first) => {
                if !managed.fields.contains_key(&bucket) {
                    if let Some(set) = managed.fields.remove(first) {
                        managed.fields.insert(bucket.clone(), set);
                    }
                }
                let union = match managed.fields.get(&bucket) {
                    Some(existing) => owned.set.union(&existing.set),
                    None => owned.set.clone(),
                };
                managed.fields.insert(bucket.clone(), VersionedSet { set: union, ..owned });
                managed.fields.remove(manager);
                length -= 1;
                managed.times.insert(bucket, time);
            }
            None => {
                first_of_version.insert(version, manager.clone());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{copy_without_managed_fields, decode_object, print_with_entries, with_managed_fields, write, Managed};
    use crate::doc::{Arena, Doc};

    /// Setting or removing managedFields in a document does what it does to a `Value`, and
    /// a copy without them is a copy they are removed from, whatever holds them.
    #[test]
    fn managed_fields_set_in_a_document_as_in_a_value() {
        let managed = json!([{"manager": "m", "fieldsV1": {"f:a": {}}}]);
        let objects = [
            json!({"kind": "A", "metadata": {"name": "x", "managedFields": managed, "uid": "u"}, "spec": {"a": 1}}),
            json!({"metadata": {"managedFields": managed}}),
            json!({"metadata": {"managedFields": null, "z": [1]}}),
            json!({"metadata": {"name": "x"}, "spec": {"managedFields": managed}}),
            json!({"metadata": null}),
            json!({"kind": "A"}),
            json!({"metadata": "text"}),
            json!([1, {"metadata": {"managedFields": managed}}]),
            json!("text"),
        ];
        let entries = json!([{"manager": "n"}]);
        for object in objects {
            for set in [None, Some(&entries)] {
                let mut expected = object.clone();
                let _ = crate::managed_fields::write_values(&mut expected, set.and_then(|e| e.as_array().cloned()));
                let arena = Arena::new();
                let set = set.map(|entries| Doc::borrowed(entries, &arena));
                let written = with_managed_fields(Doc::borrowed(&object, &arena), set, &arena).to_value();
                assert_eq!(written, expected, "{object} {set:?}");
                if set.is_none() {
                    let copy = copy_without_managed_fields(&object);
                    let keys = |v: &serde_json::Value| {
                        v.pointer("/metadata")
                            .and_then(|m| m.as_object())
                            .map(|m| m.keys().cloned().collect::<Vec<_>>())
                    };
                    assert_eq!((&copy, keys(&copy)), (&expected, keys(&expected)), "{object}");
                }
            }
        }
    }

    /// The object printed with the managers' entries is the object they are written into,
    /// printed: whatever holds metadata, with managers and without.
    #[test]
    fn entries_print_where_they_are_written() {
        let entries = json!({"metadata": {"managedFields": [
            {"manager": "a<b", "operation": "Apply", "apiVersion": "v1", "fieldsType": "FieldsV1",
             "fieldsV1": {"f:data": {".": {}, "f:x": {}}, "f:spec": {"f:ports": {"k:{\"port\":80}": {"f:port": {}}}}}},
            {"manager": "u", "operation": "Update", "apiVersion": "v1", "time": "2026-12-06T12:00:00Z",
             "fieldsType": "FieldsV1", "fieldsV1": {"f:spec": {"f:a": {}, "f:b": {".": {}, "f:c": {}}}}, "subresource": "status"},
        ]}});
        let managers = [Managed::default(), decode_object(&entries).unwrap()];
        let objects = [
            json!({"kind": "A", "metadata": {"name": "x", "managedFields": [1], "uid": "u"}, "spec": {"a": 1}}),
            json!({"metadata": {"annotations": {}, "z": [1]}, "a": 0, "z": 1}),
            json!({"metadata": {"managedFields": null}}),
            json!({"apiVersion": "v1", "kind": "A"}),
            json!({"n": 1, "metadata": null}),
            json!({"metadata": "text"}),
            json!({}),
            json!([1]),
        ];
        for object in objects {
            for managed in &managers {
                let mut expected = object.clone();
                write(&mut expected, managed);
                let arena = Arena::new();
                let mut printed = Vec::new();
                print_with_entries(&Doc::borrowed(&object, &arena), managed, &mut printed);
                let expected = crate::bytes::to_vec(&expected);
                assert_eq!(String::from_utf8_lossy(&printed), String::from_utf8_lossy(&expected), "{object}");
            }
        }
    }
}
