//! **smp**: Kubernetes strategic merge patch for Rust.
//!
//! Compute and apply the patches the Kubernetes API server understands, with the exact
//! semantics of the Go reference (`k8s.io/apimachinery/pkg/util/strategicpatch`):
//! apply a patch, diff two documents, compute `kubectl apply`'s three-way patch with
//! conflicts and preconditions, and JSON merge patch for objects without a schema.
//!
//! Where the reference behaves by accident of its implementation, the API server still
//! does, so smp does too, and says so where it matters ([`apply`] lists the cases): the
//! interleaving of server-only list items, the live order after deletions, Go's
//! de-duplication order, and the in-place sorting of the conflict check ([`three_way`]).
//!
//! Features:
//! - `derive` (default): `#[derive(StrategicMerge)]` for your own types ([`StrategicMerge`]);
//! - `k8s-schemas` (default): Kubernetes' definitions for built-in kinds, 1.32 to 1.37
//!   (`Schema::kubernetes`); `k8s-v1_32` … `k8s-v1_37` bring one version each (with
//!   `default-features = false`), so a binary carries only the versions it uses;
//! - `k8s-openapi`: the typed path for `k8s-openapi` types (`smp::k8s`);
//! - `kube`: plans for any `kube::Resource` and kube's `Patch` from a plan (`smp::kube`);
//! - `yaml`: manifests in and out as kubectl reads them (`smp::yaml`).
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
//! // Go's argument order: last-applied (original), desired (modified), live (current).
//! let patch = smp::three_way(&last_applied, &desired, &live, deployment, &ThreeWayOptions::kubectl_apply())?;
//! let applied = smp::apply(&live, &patch, deployment)?;
//! assert_eq!(applied["spec"]["template"]["spec"]["containers"][0]["image"], "app:2");
//! assert_eq!(applied["spec"]["replicas"], 5);
//! # }
//! # Ok::<(), smp::Error>(())
//! ```
//!
//! This crate is a facade: the runtime is the crate `smp-runtime` and the derive
//! `smp-derive`, both re-exported here whole, so that `smp::` is the one path users write.
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(docsrs, feature(doc_cfg))]

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

#[doc(inline)]
pub use smp_runtime::*;

/// Derives strategic merge patch for a struct from its `#[smp(...)]` and serde
/// attributes (the table below):
/// [`Describe`], so [`SchemaRef::of`] gives its schema for the `Value` path, and
/// [`StrategicMerge`](trait@StrategicMerge) with a generated patch type (`PodSpecPatch` for
/// `PodSpec`), so patches parse straight into typed values and apply without
/// `serde_json::Value`. The struct must implement `Clone` and `Default`.
///
/// ```
/// use serde::{Deserialize, Serialize};
/// use serde_json::json;
/// use smp::{typed, ListStrategy, SchemaRef, StrategicMerge, TwoWayOptions};
///
/// #[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
/// #[serde(rename_all = "camelCase")]
/// struct PodSpec {
///     #[smp(patch_strategy = "merge", patch_merge_key = "name")]
///     containers: Vec<Container>,
///     #[smp(patch_strategy = "merge")]
///     finalizers: Vec<String>,
///     #[serde(skip_serializing_if = "Option::is_none")]
///     node_name: Option<String>,
/// }
///
/// #[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
/// struct Container {
///     name: String,
///     #[serde(skip_serializing_if = "Option::is_none")]
///     image: Option<String>,
/// }
///
/// let spec = SchemaRef::of::<PodSpec>();
/// let (container, meta) = spec.list_field("containers")?;
/// assert_eq!((container.name(), meta.merge_key()), ("Container", Some("name")));
/// let (_, meta) = spec.list_field("finalizers")?;
/// assert_eq!((meta.strategy(), meta.merge_key()), (&ListStrategy::Merge, None));
///
/// // Containers merge by name: the patch changes `app` and leaves `log` alone.
/// let live: PodSpec = serde_json::from_value(json!({"finalizers": [],
///     "containers": [{"name": "app", "image": "app:1"}, {"name": "log", "image": "log:1"}]}))?;
/// let patch: PodSpecPatch = serde_json::from_value(json!({"containers": [{"name": "app", "image": "app:2"}]}))?;
/// let patched = typed::apply(&live, patch)?;
/// assert_eq!(patched.containers[0].image.as_deref(), Some("app:2"));
/// assert_eq!(patched.containers[1].image.as_deref(), Some("log:1"));
///
/// // The diff back names the changed container and keeps the order of the list,
/// // exactly as the `Value` path (and the Go reference) computes it.
/// let options = TwoWayOptions::default();
/// let diff = typed::two_way(&live, &patched, &options)?;
/// let expected = json!({"$setElementOrder/containers": [{"name": "app"}, {"name": "log"}],
///                       "containers": [{"name": "app", "image": "app:2"}]});
/// assert_eq!(serde_json::to_value(&diff)?, expected);
/// assert_eq!(smp::two_way(&serde_json::to_value(&live)?, &serde_json::to_value(&patched)?, spec, &options)?, expected);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
#[cfg(feature = "derive")]
pub use smp_derive::StrategicMerge;
