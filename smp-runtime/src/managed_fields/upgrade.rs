//! client-go's `csaupgrade`: hand the fields that client-side apply's managers own (the
//! `Update` entries of `kubectl-client-side-apply`, say) to a server-side apply manager, so
//! that its next apply can remove what it no longer sends. Case for case as client-go
//! v0.37 (`util/csaupgrade/upgrade.go`), with one choice Go leaves to chance: of several
//! client-side managers, Go takes them in a set's (random) order, which decides whose entry
//! becomes the apply entry; here they are taken in the order given.

use serde_json::Value;

use super::entry::{read, write, ManagedFieldsEntry, Operation};
use super::set::FieldSet;
use crate::bounds::with_stack;
use crate::error::{Error, PathSegment};
use crate::gojson::json_string;

/// Options of [`upgrade`], [`upgrade_patch`] and [`upgrade_entries`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct UpgradeOptions {
    /// The subresource whose entries to upgrade (`status`); empty for the resource itself.
    pub subresource: String,
}

impl UpgradeOptions {
    /// Upgrade the entries of `subresource` (client-go's `csaupgrade.Subresource`).
    pub fn subresource(mut self, subresource: &str) -> UpgradeOptions {
        self.subresource = subresource.to_owned();
        self
    }
}

/// Moves what `csa_managers` own through `Update` entries into `ssa_manager`'s `Apply` entry
/// in `object`'s `metadata.managedFields` (client-go's `UpgradeManagedFields`), and says
/// whether the entries changed. Where `ssa_manager` has no apply entry, the latest entry of
/// the first client-side manager that has one becomes it.
///
/// As Go, the entries are written back even when nothing changed (times in UTC, unknown
/// keys dropped), and an object whose entries all go loses `managedFields`. On error the
/// object is left as it was.
///
/// ```
/// use serde_json::json;
/// use smp::managed_fields::{self, UpgradeOptions};
///
/// let mut object = json!({"metadata": {"name": "app", "managedFields": [
///     {"manager": "kubectl-client-side-apply", "operation": "Update", "apiVersion": "v1",
///      "time": "2026-12-01T10:00:00Z", "fieldsType": "FieldsV1", "fieldsV1": {"f:data": {"f:key": {}}}},
/// ]}});
/// let changed = managed_fields::upgrade(&mut object, &["kubectl-client-side-apply"], "kubectl", &UpgradeOptions::default())?;
/// assert!(changed);
/// assert_eq!(object["metadata"]["managedFields"], json!([
///     {"manager": "kubectl", "operation": "Apply", "apiVersion": "v1", "time": "2026-12-01T10:00:00Z",
///      "fieldsType": "FieldsV1", "fieldsV1": {"f:data": {"f:key": {}}}},
/// ]));
/// # Ok::<(), smp::Error>(())
/// ```
pub fn upgrade(
    object: &mut Value,
    csa_managers: &[&str],
    ssa_manager: &str,
    options: &UpgradeOptions,
) -> Result<bool, Error> {
    with_stack(|| {
        let before = read(object)?;
        let after = upgraded(before.clone(), csa_managers, ssa_manager, options)?;
        write(object, after.as_deref())?;
        Ok(before != after)
    })
}

/// The JSON patch that makes [`upgrade`]'s change on the server (client-go's
/// `UpgradeManagedFieldsPatch`), byte for byte as Go writes it: all of `managedFields`
/// replaced, and `metadata.resourceVersion` replaced by its own value, so that the API
/// server refuses the patch with a conflict if the object changed meanwhile. `None` when
/// there is nothing to upgrade.
///
/// ```
/// use serde_json::json;
/// use smp::managed_fields::{self, UpgradeOptions};
///
/// let object = json!({"metadata": {"resourceVersion": "42", "managedFields": [
///     {"manager": "kubectl-client-side-apply", "operation": "Update", "apiVersion": "v1",
///      "fieldsType": "FieldsV1", "fieldsV1": {"f:data": {}}},
/// ]}});
/// let patch = managed_fields::upgrade_patch(&object, &["kubectl-client-side-apply"], "kubectl", &UpgradeOptions::default())?;
/// assert_eq!(
///     String::from_utf8(patch.unwrap()).unwrap(),
///     r#"[{"op":"replace","path":"/metadata/managedFields","value":[{"manager":"kubectl","operation":"Apply","apiVersion":"v1","fieldsType":"FieldsV1","fieldsV1":{"f:data":{}}}]},{"op":"replace","path":"/metadata/resourceVersion","value":"42"}]"#
/// );
/// # Ok::<(), smp::Error>(())
/// ```
pub fn upgrade_patch(
    object: &Value,
    csa_managers: &[&str],
    ssa_manager: &str,
    options: &UpgradeOptions,
) -> Result<Option<Vec<u8>>, Error> {
    let (before, after) = with_stack(|| {
        let before = read(object)?;
        let after = upgraded(before.clone(), csa_managers, ssa_manager, options)?;
        Ok::<_, Error>((before, after))
    })?;
    if before == after {
        return Ok(None);
    }
    let mut out = br#"[{"op":"replace","path":"/metadata/managedFields","value":"#.to_vec();
    match after {
        None => out.extend_from_slice(b"null"),
        Some(entries) => {
            out.push(b'[');
            for (i, entry) in entries.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                entry.write_go_json(&mut out);
            }
            out.push(b']');
        }
    }
    out.extend_from_slice(br#"},{"op":"replace","path":"/metadata/resourceVersion","value":"#);
    let resource_version = object.pointer("/metadata/resourceVersion").and_then(Value::as_str).unwrap_or("");
    json_string(resource_version, &mut out);
    out.extend_from_slice(b"}]");
    Ok(Some(out))
}

/// [`upgrade`] on entries: `None` stands for an object without `managedFields`, and comes
/// back where every entry went.
pub fn upgrade_entries(
    entries: Option<Vec<ManagedFieldsEntry>>,
    csa_managers: &[&str],
    ssa_manager: &str,
    options: &UpgradeOptions,
) -> Result<Option<Vec<ManagedFieldsEntry>>, Error> {
    with_stack(|| upgraded(entries, csa_managers, ssa_manager, options))
}

fn upgraded(
    mut entries: Option<Vec<ManagedFieldsEntry>>,
    csa_managers: &[&str],
    ssa_manager: &str,
    options: &UpgradeOptions,
) -> Result<Option<Vec<ManagedFieldsEntry>>, Error> {
    for csa_manager in csa_managers {
        entries = match entries {
            None => None,
            Some(entries) => upgraded_one(entries, csa_manager, ssa_manager, &options.subresource)?,
        };
    }
    Ok(entries)
}

/// client-go's `upgradedManagedFields` for one client-side manager.
fn upgraded_one(
    mut entries: Vec<ManagedFieldsEntry>,
    csa_manager: &str,
    ssa_manager: &str,
    subresource: &str,
) -> Result<Option<Vec<ManagedFieldsEntry>>, Error> {
    let is = |entry: &ManagedFieldsEntry, manager: &str, operation: Operation| {
        entry.manager == manager && entry.operation == operation && entry.subresource == subresource
    };
    let target = match entries.iter().position(|e| is(e, ssa_manager, Operation::Apply)) {
        Some(target) => target,
        // The latest entry of the client-side manager (the API server keeps the newest first).
        None => match entries.iter().position(|e| is(e, csa_manager, Operation::Update)) {
            None => return Ok(Some(entries)),
            Some(target) => {
                entries[target].operation = Operation::Apply;
                entries[target].manager = ssa_manager.to_owned();
                target
            }
        },
    };
    // Of the client-side manager's entries, only one at the target's version is merged.
    let api_version = &entries[target].api_version;
    let merged = entries.iter().position(|e| is(e, csa_manager, Operation::Update) && &e.api_version == api_version);
    let mut fields = decoded(&entries, target)?;
    if let Some(merged) = merged {
        fields = fields.union(&decoded(&entries, merged)?);
    }
    entries[target].fields_v1 = Some(super::entry::FieldsV1::from_set(&fields));
    entries.retain(|e| !is(e, csa_manager, Operation::Update));
    Ok(if entries.is_empty() { None } else { Some(entries) })
}

/// An entry's set as csaupgrade reads it: an entry without FieldsV1 is an error.
fn decoded(entries: &[ManagedFieldsEntry], at: usize) -> Result<FieldSet, Error> {
    let place =
        || [PathSegment::Key("metadata".into()), PathSegment::Key("managedFields".into()), PathSegment::Index(at)];
    match &entries[at].fields_v1 {
        Some(fields) => fields.to_set().map_err(|e| e.within(&[PathSegment::Key("fieldsV1".into())]).within(&place())),
        None => Err(Error::new(
            crate::ErrorKind::InvalidFieldsV1 { offset: 0, reason: "the entry has no fieldsV1".into() },
            crate::JsonPath::from_segments(place().to_vec()),
        )),
    }
}

/// The entries of `operation` that own every path of `fields` (client-go's
/// `FindFieldsOwners`); entries whose FieldsV1 cannot be read are passed over, as in Go.
///
/// ```
/// use serde_json::json;
/// use smp::managed_fields::{self, FieldSet, Operation};
///
/// let object = json!({"metadata": {"managedFields": [
///     {"manager": "kubectl-client-side-apply", "operation": "Update", "apiVersion": "v1",
///      "fieldsType": "FieldsV1", "fieldsV1": {"f:data": {".": {}, "f:key": {}}}},
/// ]}});
/// let entries = managed_fields::read(&object)?.unwrap_or_default();
/// let data = FieldSet::from_fields_v1(br#"{"f:data":{}}"#)?;
/// let owners = managed_fields::find_fields_owners(&entries, &Operation::Update, &data);
/// assert_eq!(owners[0].manager, "kubectl-client-side-apply");
/// # Ok::<(), smp::Error>(())
/// ```
pub fn find_fields_owners<'a>(
    entries: &'a [ManagedFieldsEntry],
    operation: &Operation,
    fields: &FieldSet,
) -> Vec<&'a ManagedFieldsEntry> {
    let owns_all = |entry: &ManagedFieldsEntry| match &entry.fields_v1 {
        Some(raw) => raw.to_set().is_ok_and(|set| fields.difference(&set).is_empty()),
        None => false,
    };
    with_stack(|| entries.iter().filter(|e| &e.operation == operation && owns_all(e)).collect())
}
