//! The entries as the API server keeps them (apimachinery's `DecodeManagedFields` and
//! `encodeManagedFields`): checked, one entry per manager identifier, FieldsV1 written
//! anew, in the API server's order.

use super::entry::{key, FieldsV1, ManagedFieldsEntry, Operation};
use super::set::FieldSet;
use crate::bounds::with_stack;
use crate::error::{Error, ErrorKind, JsonPath, PathSegment};

/// Checks entries as the API server does before it uses them (`DecodeManagedFields`):
/// each has the operation `Apply` or `Update`, an apiVersion, the fieldsType `FieldsV1`
/// and FieldsV1 it can read (none reads as an empty set). The error names the entry, from
/// 0, and its field.
///
/// ```
/// use smp::managed_fields::{self, FieldSet, ManagedFieldsEntry, Operation};
///
/// let mut entry = ManagedFieldsEntry::new("kubectl", Operation::Apply, "v1", &FieldSet::new());
/// assert!(managed_fields::validate(std::slice::from_ref(&entry)).is_ok());
/// entry.fields_type = "FieldsV2".into();
/// let error = managed_fields::validate(&[entry]).unwrap_err();
/// assert_eq!(error.to_string(), r#"invalid managedFields: invalid fieldsType "FieldsV2" in managed fields entry 0 (at /0/fieldsType)"#);
/// ```
pub fn validate(entries: &[ManagedFieldsEntry]) -> Result<(), Error> {
    with_stack(|| entries.iter().enumerate().try_for_each(|(at, entry)| checked_set(entry, at).map(drop)))
}

/// The set of the entry at `at`, after the API server's checks of it (`DecodeManagedFields`,
/// in its order: operation, apiVersion, fieldsType, FieldsV1).
pub(crate) fn checked_set(entry: &ManagedFieldsEntry, at: usize) -> Result<FieldSet, Error> {
    let invalid = |field: &str, reason: String| {
        Error::new(
            ErrorKind::InvalidManagedFields { reason },
            JsonPath::from_segments(vec![PathSegment::Index(at), key(field)]),
        )
    };
    if !matches!(entry.operation, Operation::Apply | Operation::Update) {
        return Err(invalid("operation", "operation must be `Apply` or `Update`".into()));
    }
    if entry.api_version.is_empty() {
        return Err(invalid("apiVersion", "apiVersion must not be empty".into()));
    }
    match entry.fields_type.as_str() {
        "FieldsV1" => {}
        "" => return Err(invalid("fieldsType", format!("missing fieldsType in managed fields entry {at}"))),
        other => {
            return Err(invalid("fieldsType", format!("invalid fieldsType {other:?} in managed fields entry {at}")))
        }
    }
    entry.field_set().map_err(|e| e.within(&[PathSegment::Index(at)]))
}

/// The entries as the API server writes them back after reading them: [`validate`]d; of
/// entries with one [`ManagedFieldsEntry::manager_identifier`], the last; fieldsType
/// `FieldsV1` and FieldsV1 as the API server writes them; [`sort`]ed. `None` where there are
/// none (the API server leaves `managedFields` out then).
pub fn normalize(entries: &[ManagedFieldsEntry]) -> Result<Option<Vec<ManagedFieldsEntry>>, Error> {
    with_stack(|| {
        let mut kept: Vec<(String, ManagedFieldsEntry)> = Vec::with_capacity(entries.len());
        for (at, entry) in entries.iter().enumerate() {
            let identifier = entry.manager_identifier();
            let set = checked_set(entry, at)?;
            let entry = ManagedFieldsEntry { fields_v1: Some(FieldsV1::from_set(&set)), ..entry.clone() };
            match kept.iter_mut().find(|(id, _)| *id == identifier) {
                Some((_, earlier)) => *earlier = entry,
                None => kept.push((identifier, entry)),
            }
        }
        let mut entries: Vec<ManagedFieldsEntry> = kept.into_iter().map(|(_, e)| e).collect();
        sort(&mut entries);
        Ok((!entries.is_empty()).then_some(entries))
    })
}

/// Sorts entries as the API server writes them (`sortEncodedManagedFields`): applies before
/// updates, then by time (to the second; no time counts as 1970), manager, version and
/// subresource.
pub fn sort(entries: &mut [ManagedFieldsEntry]) {
    entries.sort_by_cached_key(order);
}

/// An entry's place in [`sort`]'s order.
pub(crate) fn order(e: &ManagedFieldsEntry) -> (String, i64, String, String, String) {
    let seconds = e.time.map_or(0, |t| t.unix_seconds());
    (e.operation.as_str().to_owned(), seconds, e.manager.clone(), e.api_version.clone(), e.subresource.clone())
}
