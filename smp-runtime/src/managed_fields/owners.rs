//! The questions asked of `managedFields` by hand: who owns a field, what a manager owns,
//! and the edits made to entries (dropping a manager, moving entries to another version).

use super::element::PathElement;
use super::entry::{FieldsV1, ManagedFieldsEntry};
use super::set::FieldSet;
use crate::bounds::with_stack;
use crate::error::{Error, PathSegment};

/// Every entry that owns `path` (its co-owners: several appliers can own one value), in
/// the entries' order. An entry whose FieldsV1 cannot be read is an error naming it.
///
/// ```
/// use serde_json::json;
/// use smp::managed_fields::{self, FieldPath, PathElement};
///
/// let object = json!({"metadata": {"managedFields": [
///     {"manager": "kubectl", "operation": "Apply", "apiVersion": "apps/v1", "fieldsType": "FieldsV1",
///      "fieldsV1": {"f:spec": {"f:replicas": {}, "f:template": {}}}},
///     {"manager": "hpa", "operation": "Update", "apiVersion": "apps/v1", "fieldsType": "FieldsV1",
///      "fieldsV1": {"f:spec": {"f:replicas": {}}}},
/// ]}});
/// let entries = managed_fields::read(&object)?.unwrap_or_default();
/// let replicas = [PathElement::Field("spec".into()), PathElement::Field("replicas".into())];
/// let owners: Vec<&str> = managed_fields::owners(&entries, &replicas)?.iter().map(|e| e.manager.as_str()).collect();
/// assert_eq!(owners, ["kubectl", "hpa"]);
/// # Ok::<(), smp::Error>(())
/// ```
pub fn owners<'a>(
    entries: &'a [ManagedFieldsEntry],
    path: &[PathElement],
) -> Result<Vec<&'a ManagedFieldsEntry>, Error> {
    with_stack(|| {
        let mut owners = Vec::new();
        for (at, entry) in entries.iter().enumerate() {
            if set_of(entry, at)?.has(path) {
                owners.push(entry);
            }
        }
        Ok(owners)
    })
}

/// What `manager` owns, through any of its entries (every operation and subresource).
pub fn owned_by(entries: &[ManagedFieldsEntry], manager: &str) -> Result<FieldSet, Error> {
    with_stack(|| {
        let mut owned = FieldSet::new();
        for (at, entry) in entries.iter().enumerate().filter(|(_, e)| e.manager == manager) {
            owned = owned.union(&set_of(entry, at)?);
        }
        Ok(owned)
    })
}

/// Removes `manager`'s entries; says how many there were.
pub fn remove_manager(entries: &mut Vec<ManagedFieldsEntry>, manager: &str) -> usize {
    let before = entries.len();
    entries.retain(|e| e.manager != manager);
    before - entries.len()
}

/// Gives the entries at `from` the version `to` (where a resource's fields are the same in
/// both, as for a version that was only renamed). Entries that then share an identifier
/// ([`ManagedFieldsEntry::manager_identifier`]) are merged into the first: the union of
/// their fields, the later time. Fields are not converted between versions. On error the
/// entries are left as they were.
pub fn move_api_version(entries: &mut Vec<ManagedFieldsEntry>, from: &str, to: &str) -> Result<(), Error> {
    with_stack(|| {
        // Each kept entry with where it came from, for errors.
        let mut moved: Vec<(usize, ManagedFieldsEntry)> = Vec::with_capacity(entries.len());
        for (at, entry) in entries.iter().enumerate() {
            let mut entry = entry.clone();
            if entry.api_version == from {
                entry.api_version = to.to_owned();
            }
            let identifier = entry.manager_identifier();
            match moved.iter_mut().find(|(_, e)| e.manager_identifier() == identifier) {
                None => moved.push((at, entry)),
                Some((first, earlier)) => {
                    let fields = set_of(earlier, *first)?.union(&set_of(&entry, at)?);
                    earlier.fields_v1 = Some(FieldsV1::from_set(&fields));
                    if entry.time.map(|t| t.unix_seconds()) > earlier.time.map(|t| t.unix_seconds()) {
                        earlier.time = entry.time;
                    }
                }
            }
        }
        *entries = moved.into_iter().map(|(_, e)| e).collect();
        Ok(())
    })
}

fn set_of(entry: &ManagedFieldsEntry, at: usize) -> Result<FieldSet, Error> {
    entry.field_set().map_err(|e| e.within(&[PathSegment::Index(at)]))
}
