//! Server-side apply's `metadata.managedFields` as data, with the reference's semantics:
//! - field paths and field sets (`sigs.k8s.io/structured-merge-diff`, package `fieldpath`):
//!   the order of path elements, the set algebra, the path strings the API server prints in
//!   conflicts, and FieldsV1 read and written byte for byte as the API server does;
//! - the entries ([`read`], [`write()`], [`ManagedFieldsEntry`]) as apimachinery reads and
//!   writes them, checked ([`validate`]) and in the API server's order ([`sort`],
//!   [`normalize`]);
//! - client-go's `csaupgrade` ([`upgrade`], [`upgrade_patch`], [`find_fields_owners`]), which
//!   hands client-side apply's fields to a server-side apply manager;
//! - the questions asked by hand: [`owners`] of a path, what a manager owns ([`owned_by`]),
//!   [`remove_manager`], [`move_api_version`].
//!
//! ```
//! use smp::managed_fields::FieldSet;
//!
//! // What two managers own, as `metadata.managedFields[].fieldsV1` holds it.
//! let kubectl = FieldSet::from_fields_v1(br#"{"f:spec":{"f:replicas":{},"f:template":{"f:spec":{"f:containers":{"k:{\"name\":\"web\"}":{".":{},"f:image":{}}}}}}}"#)?;
//! let hpa = FieldSet::from_fields_v1(br#"{"f:spec":{"f:replicas":{}}}"#)?;
//! let shared: Vec<String> = kubectl.intersection(&hpa).paths().iter().map(|p| p.to_string()).collect();
//! assert_eq!(shared, [".spec.replicas"]);
//! assert_eq!(kubectl.union(&hpa).to_fields_v1(), kubectl.to_fields_v1());
//! # Ok::<(), smp::Error>(())
//! ```

mod element;
mod entry;
mod fields_v1;
#[cfg(feature = "k8s-openapi")]
mod k8s;
mod owners;
mod set;
mod stored;
mod time;
mod upgrade;
pub(crate) mod value;

pub(crate) use element::compare_names;
pub use element::PathElement;
pub use entry::{read, write, FieldsV1, ManagedFieldsEntry, Operation};
pub(crate) use entry::{read_json, write_values};
pub(crate) use fields_v1::set_of_value;
pub use owners::{move_api_version, owned_by, owners, remove_manager};
pub use set::{FieldPath, FieldSet};
pub(crate) use stored::{checked_set, order};
pub use stored::{normalize, sort, validate};
pub use time::Time;
pub use upgrade::{find_fields_owners, upgrade, upgrade_entries, upgrade_patch, UpgradeOptions};
pub(crate) use value::go_quote;
pub use value::ElementValue;

#[cfg(test)]
mod tests;
