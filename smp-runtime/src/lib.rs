//! The semantics of Kubernetes strategic merge patch, reproduced from the Go reference
//! (`k8s.io/apimachinery/pkg/util/strategicpatch`, as kubectl 1.32 embeds it): apply,
//! two-way diff, three-way diff with conflicts and preconditions, on `serde_json::Value`
//! documents steered by a [`Schema`]; JSON merge patch for documents without one; and
//! the generic list algorithms ([`lists`]) that the typed derive reuses.
//!
//! Where the reference behaves by accident of its implementation, the API server still
//! does, so smp does too, and says so where it matters: the interleaving of server-only
//! list items ([`lists::order`]), the live order after deletions
//! ([`lists::order::aliased_live_order`]), Go's de-duplication order
//! ([`lists::primitive::go_deduplicate`]), and the in-place sorting of the conflict check
//! ([`three_way`]).
//!
//! ```
//! use serde_json::json;
//! use smp_runtime::{apply, two_way, Schema};
//!
//! let schema = Schema::from_openapi_v2(&json!({"definitions": {"Pod": {"type": "object",
//!     "properties": {"finalizers": {"type": "array", "items": {"type": "string"},
//!                                   "x-kubernetes-patch-strategy": "merge"}}}}}))?;
//! let pod = schema.definition("Pod").unwrap();
//! let (before, after) = (json!({"finalizers": ["a", "b"]}), json!({"finalizers": ["b", "c"]}));
//! let patch = two_way(&before, &after, pod, &[])?;
//! assert_eq!(apply(&before, &patch, pod)?, after);
//! # Ok::<(), smp_runtime::Error>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod applier;
pub mod directive;
mod bounds;
mod engine;
mod error;
pub mod gojson;
pub mod json;
pub mod json_merge;
pub mod last_applied;
pub mod lists;
pub mod matcher;
mod precondition;
mod schema;
pub mod typed;
#[cfg(feature = "k8s-openapi")]
pub mod k8s;
#[cfg(feature = "kube")]
pub mod kube;
mod value;
#[cfg(feature = "yaml")]
pub mod yaml;

pub use error::{Error, ErrorKind, JsonPath, PathSegment, Trail, MAX_DEPTH};
pub use precondition::Precondition;
#[cfg(feature = "k8s-definitions")]
pub use schema::KubeVersion;
pub use schema::{Describe, FieldsBuilder, ListStrategy, NodeId, PatchMeta, Schema, SchemaBuilder, SchemaRef};
pub use value::{apply, apply_owned, has_conflicts, three_way, two_way, ThreeWayOptions};

/// What the code `#[derive(StrategicMerge)]` generates refers to; not a public API.
#[doc(hidden)]
pub mod __private {
    pub use serde;
    pub use serde_json;
}
