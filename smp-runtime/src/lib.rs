//! The runtime of **smp**, Kubernetes strategic merge patch for Rust.
//!
//! Depend on [`smp`](https://docs.rs/smp) rather than on this crate: `smp` re-exports all
//! of it, with `#[derive(StrategicMerge)]` beside it, and its documentation is this
//! crate's, with examples written as users write them (`smp::`).
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod applier;
mod bounds;
pub mod bytes;
mod detours;
pub mod directive;
mod doc;
mod engine;
mod error;
mod gojson;
mod json_field;
#[cfg(feature = "k8s-openapi")]
pub mod k8s;
#[cfg(feature = "kube")]
pub mod kube;
pub mod last_applied;
mod lists;
pub mod managed_fields;
pub mod matcher;
pub mod merge_patch;
mod options;
mod precondition;
mod schema;
pub mod server_side;
mod through_text;
pub mod typed;
mod value;
#[cfg(feature = "yaml")]
pub mod yaml;

#[cfg(all(test, feature = "k8s-openapi"))]
mod no_detours;

pub use error::{ApplyConflict, Error, ErrorKind, JsonPath, PathSegment, MAX_DEPTH};
pub use options::{ThreeWayOptions, TwoWayOptions};
pub use precondition::Precondition;
// Not gated: a converter of any OpenAPI document reads keys as a Kubernetes version does.
pub use schema::KubeVersion;
pub use schema::{Describe, FieldsBuilder, ListStrategy, NodeId, PatchMeta, Schema, SchemaBuilder, SchemaRef};
pub use typed::strategic_merge::StrategicMerge;
pub use value::{apply, apply_owned, has_conflicts, three_way, two_way};

/// What generated code refers to (`#[derive(StrategicMerge)]`, the `k8s-openapi` impls,
/// `smp-build`): the typed path's per-field runtime functions and the list kernels' item
/// trait. Not a public API: it changes with the code generators.
#[doc(hidden)]
pub mod __private {
    pub use crate::__smp_member as member;
    pub use crate::engine::conflict::ConflictCheck;
    pub use crate::engine::retain_keys::{RetainKeys, RetainKeysOf};
    pub use crate::engine::DiffOptions;
    pub use crate::error::Trail;
    pub use crate::lists::element::{GoType, Item};
    pub use crate::lists::{AsKey, GoText, Key, PlainKey};
    pub use crate::typed::generated::{
        composite_key, composite_parts, has_field, needs_default, JsonFields, Keyed, PatchDefault, PatchedField,
    };
    pub use crate::typed::strategic_merge::{by_value, ByValue, InPlace, Operations, PatchOf, Shape};

    // The typed path's modules stay private to the crate; their items are public here.
    pub mod atomic {
        pub use crate::typed::atomic::*;
    }
    pub mod fields {
        pub use crate::typed::fields::*;
    }
    pub mod list {
        pub use crate::typed::list::*;
    }
    pub mod patch_serde {
        pub use crate::typed::fields::PatchFields;
        pub use crate::typed::patch_serde::*;
    }
    pub mod patches {
        pub use crate::typed::patches::*;
    }
    pub mod structure {
        pub use crate::typed::structure::*;
    }
    /// For smp's tests of structured-merge-diff's merge scenarios.
    pub mod server_side {
        pub use crate::server_side::scenario::*;
    }
    pub use serde;
    pub use serde_json;
}
