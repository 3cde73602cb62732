//! **smp**: Kubernetes strategic merge patch for Rust.
//!
//! Compute and apply the patches the Kubernetes API server understands, with the exact
//! semantics of the Go reference (`k8s.io/apimachinery/pkg/util/strategicpatch`):
//! apply a patch, diff two documents, compute `kubectl apply`'s three-way patch with
//! conflicts and preconditions, and JSON merge patch for objects without a schema.
//!
//! This crate re-exports [`smp_runtime`]; see its documentation for each operation.
//!
//! ```
//! # #[cfg(feature = "k8s-schemas")] {
//! use serde_json::json;
//! use smp::{KubeVersion, Schema, ThreeWayOptions};
//!
//! let schema = Schema::kubernetes(KubeVersion::V1_33)?;
//! let deployment = schema.for_kind("apps/v1", "Deployment").unwrap();
//! let last_applied = json!({"spec": {"template": {"spec": {"containers": [{"name": "app", "image": "app:1"}]}}}});
//! let desired = json!({"spec": {"template": {"spec": {"containers": [{"name": "app", "image": "app:2"}]}}}});
//! let live = json!({"spec": {"replicas": 5, "template": {"spec": {"containers": [
//!     {"name": "app", "image": "app:1", "imagePullPolicy": "IfNotPresent"}]}}}});
//! let patch = smp::three_way(&last_applied, &desired, &live, deployment, &ThreeWayOptions::default())?;
//! let applied = smp::apply(&live, &patch, deployment)?;
//! assert_eq!(applied["spec"]["template"]["spec"]["containers"][0]["image"], "app:2");
//! assert_eq!(applied["spec"]["replicas"], 5);
//! # }
//! # Ok::<(), smp::Error>(())
//! ```
#![forbid(unsafe_code)]

pub use smp_runtime::*;
