//! managedFields as the API server's field manager holds them between its steps
//! (apimachinery's `managedfields.go`, `stripmeta.go`, `capmanagers.go`): read from and
//! written back to the object, by manager identifier, with their times; the metadata fields
//! no one owns; the cap of ten updaters.

use std::collections::HashMap;

use serde_json::Value;

use super::updater::{Managers, VersionedSet};
use crate::error::Error;
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
pub(crate) fn read(object: &Value) -> Option<Vec<ManagedFieldsEntry>> {
    managed_fields::read(object).ok().flatten()
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
pub(crate) fn decode_object(object: &Value) -> Result<Managed, Error> {
    match decode_plain(object) {
        Some(managed) => Ok(managed),
        None => decode(read(object)),
    }
}

fn decode_plain(object: &Value) -> Option<Managed> {
    let entries = object.get("metadata")?.get("managedFields")?.as_array()?;
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
    // Each set made JSON directly, not written as FieldsV1 and read back.
    let values = entries.iter().filter_map(|(entry, set)| {
        let mut value = entry.to_value().ok()?;
        value.as_object_mut()?.insert("fieldsV1".to_owned(), set.to_fields_v1_value());
        Some(value)
    });
    let values: Vec<Value> = values.collect();
    let _ = managed_fields::write_values(object, (!values.is_empty()).then_some(values));
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
    use serde_json::{json, Value};

    use super::copy_without_managed_fields;

    /// The copy is the object copied and then stripped, whatever holds managedFields.
    #[test]
    fn a_copy_without_managed_fields_is_a_stripped_copy() {
        let managed = json!([{"manager": "m", "fieldsV1": {"f:a": {}}}]);
        let objects = [
            json!({"kind": "A", "metadata": {"name": "x", "managedFields": managed, "uid": "u"}, "spec": {"a": 1}}),
            json!({"metadata": {"managedFields": managed}}),
            json!({"metadata": {"managedFields": null, "z": [1]}}),
            json!({"metadata": {"name": "x"}, "spec": {"managedFields": managed}}),
            json!({"metadata": null}),
            json!({"metadata": "text"}),
            json!([1, {"metadata": {"managedFields": managed}}]),
            json!("text"),
        ];
        for object in objects {
            let mut stripped = object.clone();
            let _ = crate::managed_fields::write(&mut stripped, None);
            let copy = copy_without_managed_fields(&object);
            assert_eq!(copy, stripped, "{object}");
            let keys = |v: &Value| {
                v.pointer("/metadata").and_then(Value::as_object).map(|m| m.keys().cloned().collect::<Vec<_>>())
            };
            assert_eq!(keys(&copy), keys(&stripped), "{object}");
        }
    }
}
