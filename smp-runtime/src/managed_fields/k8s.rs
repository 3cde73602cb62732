//! Entries to and from `k8s-openapi`'s `ManagedFieldsEntry`, for typed objects
//! (`object.metadata.managed_fields`).

use k8s_openapi::apimachinery::pkg::apis::meta::v1 as meta;
use k8s_openapi::jiff::Timestamp;

use super::entry::{FieldsV1, ManagedFieldsEntry, Operation};
use super::time::Time;
use crate::error::{Error, ErrorKind, JsonPath};

impl TryFrom<&meta::ManagedFieldsEntry> for ManagedFieldsEntry {
    type Error = Error;

    /// The entry as Go holds it: the time to the second, rounded down; an error for FieldsV1
    /// nested deeper than [`crate::MAX_DEPTH`].
    fn try_from(entry: &meta::ManagedFieldsEntry) -> Result<ManagedFieldsEntry, Error> {
        let text = |field: &Option<String>| field.clone().unwrap_or_default();
        Ok(ManagedFieldsEntry {
            manager: text(&entry.manager),
            operation: match entry.operation.as_deref() {
                Some("Apply") => Operation::Apply,
                Some("Update") => Operation::Update,
                other => Operation::Other(other.unwrap_or_default().to_owned()),
            },
            api_version: text(&entry.api_version),
            time: entry.time.as_ref().map(|time| {
                let (seconds, nanos) = (time.0.as_second(), time.0.subsec_nanosecond());
                // jiff rounds toward zero; Go's seconds round down.
                match nanos < 0 {
                    true => Time::from_parts(seconds - 1, (1_000_000_000 + nanos) as u32),
                    false => Time::from_parts(seconds, nanos as u32),
                }
            }),
            fields_type: text(&entry.fields_type),
            fields_v1: entry
                .fields_v1
                .as_ref()
                .filter(|f| !f.0.is_null())
                .map(|f| FieldsV1::from_value(&f.0))
                .transpose()?,
            subresource: text(&entry.subresource),
        })
    }
}

impl TryFrom<&ManagedFieldsEntry> for meta::ManagedFieldsEntry {
    type Error = Error;

    /// The entry for a typed object; an error for a time `jiff` cannot hold (past the year
    /// 9999).
    fn try_from(entry: &ManagedFieldsEntry) -> Result<meta::ManagedFieldsEntry, Error> {
        let text = |field: &str| (!field.is_empty()).then(|| field.to_owned());
        let time = match entry.time {
            None => None,
            Some(time) => Some(meta::Time(Timestamp::from_second(time.unix_seconds()).map_err(|e| {
                Error::new(
                    ErrorKind::InvalidManagedFields { reason: format!("time {time}: {e}") },
                    JsonPath::from_segments(vec![crate::PathSegment::Key("time".into())]),
                )
            })?)),
        };
        Ok(meta::ManagedFieldsEntry {
            manager: text(&entry.manager),
            operation: text(entry.operation.as_str()),
            api_version: text(&entry.api_version),
            time,
            fields_type: text(&entry.fields_type),
            fields_v1: entry.fields_v1.as_ref().map(|f| f.to_value().map(meta::FieldsV1)).transpose()?,
            subresource: text(&entry.subresource),
        })
    }
}
