//! The semantics of Kubernetes strategic merge patch, reproduced from the Go reference
//! (`k8s.io/apimachinery/pkg/util/strategicpatch`, as kubectl 1.32 embeds it): apply,
//! two-way diff, three-way diff with conflicts and preconditions, on `serde_json::Value`
//! documents steered by a [`Schema`] and on typed values ([`typed`]); JSON merge patch
//! for documents without one ([`json_merge`]). Both paths run one set of list algorithms
//! and one three-way recipe.
//!
//! Where the reference behaves by accident of its implementation, the API server still
//! does, so smp does too, and says so where it matters ([`apply`] lists the cases): the
//! interleaving of server-only list items, the live order after deletions, Go's
//! de-duplication order, and the in-place sorting of the conflict check ([`three_way`]).
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
mod bounds;
pub mod directive;
mod engine;
mod error;
#[doc(hidden)]
pub mod gojson;
pub mod json;
pub mod json_merge;
#[cfg(feature = "k8s-openapi")]
pub mod k8s;
#[cfg(feature = "kube")]
pub mod kube;
pub mod last_applied;
#[doc(hidden)]
pub mod lists;
pub mod matcher;
mod precondition;
mod schema;
mod through_text;
pub mod typed;
mod value;
#[cfg(feature = "yaml")]
pub mod yaml;

pub use error::{Error, ErrorKind, JsonPath, PathSegment, Trail, MAX_DEPTH};
pub use precondition::Precondition;
#[cfg(feature = "k8s-definitions")]
pub use schema::KubeVersion;
pub use schema::{Describe, FieldsBuilder, ListStrategy, NodeId, PatchMeta, Schema, SchemaBuilder, SchemaRef};
pub use value::{apply, apply_owned, has_conflicts, three_way, two_way, ThreeWayOptions};

/// What generated code refers to (`#[derive(StrategicMerge)]`, the `k8s-openapi` impls,
/// `smp-build`): the typed path's per-field runtime functions and the list kernels' item
/// trait. Not a public API: it changes with the code generators.
#[doc(hidden)]
pub mod __private {
    pub use crate::__smp_member as member;
    pub use crate::engine::retain_keys::{RetainKeys, RetainKeysOf};
    pub use crate::lists::merge::Item;
    pub use crate::lists::Key;
    pub use crate::typed::in_place::{by_value, InPlace};
    pub use crate::typed::{atomic, fields, list, patch_serde, structure};
    pub use crate::typed::{
        composite_key, composite_parts, needs_default, AsKey, ByValue, GoText, Keyed, PatchDefault,
    };
    pub use serde;
    pub use serde_json;
}
