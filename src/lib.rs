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

/// Describes a struct to strategic merge patch from its `#[smp(...)]` and serde
/// attributes (see [`smp_derive`](https://docs.rs/smp-derive) for the attributes); for now
/// it implements [`Describe`], so [`Schema::of`] gives the schema of the struct.
///
/// ```
/// use serde::Serialize;
/// use serde_json::json;
/// use smp::{ListStrategy, Schema, StrategicMerge};
///
/// #[derive(StrategicMerge, Serialize)]
/// #[serde(rename_all = "camelCase")]
/// struct PodSpec {
///     #[smp(patch_strategy = "merge", patch_merge_key = "name")]
///     containers: Vec<Container>,
///     #[smp(patch_strategy = "merge")]
///     finalizers: Vec<String>,
///     node_name: Option<String>,
/// }
///
/// #[derive(StrategicMerge, Serialize)]
/// struct Container {
///     name: String,
///     image: Option<String>,
/// }
///
/// let schema = Schema::of::<PodSpec>();
/// let spec = schema.root().unwrap();
/// let (container, meta) = spec.list_field("containers")?;
/// assert_eq!((container.name(), meta.merge_key()), ("Container", Some("name")));
///
/// let (_, meta) = spec.list_field("finalizers")?;
/// assert_eq!((meta.strategy(), meta.merge_key()), (&ListStrategy::Merge, None));
///
/// // Containers merge by name: the patch changes `app` and leaves `log` alone.
/// let live = json!({"containers": [{"name": "app", "image": "app:1"}, {"name": "log", "image": "log:1"}]});
/// let patch = json!({"containers": [{"name": "app", "image": "app:2"}]});
/// let patched = smp::apply(&live, &patch, spec)?;
/// assert_eq!(patched, json!({"containers": [{"name": "app", "image": "app:2"}, {"name": "log", "image": "log:1"}]}));
///
/// // The diff back names the changed container and keeps the order of the list.
/// assert_eq!(smp::two_way(&live, &patched, spec, &[])?, json!({
///     "$setElementOrder/containers": [{"name": "app"}, {"name": "log"}],
///     "containers": [{"name": "app", "image": "app:2"}]}));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub use smp_derive::StrategicMerge;
