//! Server-side apply's field paths and field sets, and the FieldsV1 form
//! `metadata.managedFields` holds them in, with the reference's semantics
//! (`sigs.k8s.io/structured-merge-diff`, package `fieldpath`): the order of path elements,
//! the set algebra, the path strings the API server prints in conflicts, and FieldsV1 read
//! and written byte for byte as the API server does.
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
mod fields_v1;
mod set;
mod value;

pub use element::PathElement;
pub use set::{FieldPath, FieldSet};
pub use value::ElementValue;

#[cfg(test)]
mod tests;
