//! Kubernetes-style structs for the typed-path benchmark (`benches/typed_path.rs`), written
//! by hand because `k8s-openapi`'s drop the `creationTimestamp: null` that Go prints and the
//! perf files hold (`benches/README.md`): `apps/v1` `Deployment` and what it
//! holds, with the patch strategies and merge keys of the Go structs in `k8s.io/api`
//! (v0.32/0.33 tags):
//!
//! | field | Go tag | here |
//! |---|---|---|
//! | `ObjectMeta.finalizers` | `patchStrategy:"merge"` | primitives merged as a set |
//! | `ObjectMeta.ownerReferences` | `patchStrategy:"merge" patchMergeKey:"uid"` | keyed by `uid` |
//! | `DeploymentSpec.strategy` | `patchStrategy:"retainKeys"` | `retainKeys` struct |
//! | `DeploymentStatus.conditions` | `patchStrategy:"merge" patchMergeKey:"type"` | keyed by `type` |
//! | `PodSpec.volumes` | `patchStrategy:"merge,retainKeys" patchMergeKey:"name"` | keyed by `name`, items retain keys |
//! | `PodSpec.{initContainers,containers,ephemeralContainers,imagePullSecrets}` | `patchStrategy:"merge" patchMergeKey:"name"` | keyed by `name` |
//! | `PodSpec.hostAliases` | `patchStrategy:"merge" patchMergeKey:"ip"` | keyed by `ip` |
//! | `PodSpec.topologySpreadConstraints` | `patchStrategy:"merge" patchMergeKey:"topologyKey"` | keyed by `topologyKey` |
//! | `PodSpec.tolerations`, `Container.{command,args,envFrom}`, `LabelSelector.matchExpressions` | none | atomic |
//! | `Container.ports` | `patchStrategy:"merge" patchMergeKey:"containerPort"` | keyed by `containerPort` |
//! | `Container.env` | `patchStrategy:"merge" patchMergeKey:"name"` | keyed by `name` |
//! | `Container.volumeMounts` | `patchStrategy:"merge" patchMergeKey:"mountPath"` | keyed by `mountPath` |
//! | `Container.volumeDevices` | `patchStrategy:"merge" patchMergeKey:"devicePath"` | keyed by `devicePath` |
//!
//! Go's `omitempty` is `Option` + `skip_serializing_if`; fields Go always prints (no
//! `omitempty`: `Container.name`, `EnvVar.name`, `ContainerPort.containerPort`,
//! `VolumeMount.{name,mountPath}`, `Volume.name`, ...) are plain. Go's inlined structs
//! (`Volume.VolumeSource`, `Probe.ProbeHandler`, `*KeySelector.LocalObjectReference`) are
//! written out field by field, since the typed derive does not take `#[serde(flatten)]`.
//! `IntOrString` (`maxSurge`, probe ports) is `serde_json::Value`; `Quantity` is `String`;
//! shapes this benchmark does not exercise and that are deep (`affinity`, security
//! contexts, `lifecycle`, a few volume sources) are `serde_json::Value` too.
//!
//! `ObjectMeta.creationTimestamp` is `metav1.Time`, a Go struct without `omitempty`
//! effect, so Go prints a zero time as `null` (as in `deployment_current.json`'s pod
//! template). To round-trip that, the field keeps an explicit `null` as
//! `Some(Value::Null)` (see [`null_as_value`]).
#![allow(dead_code)]

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;
use smp::StrategicMerge;

type Map = BTreeMap<String, String>;

#[path = "k8s_containers.rs"]
mod containers;
#[path = "k8s_volumes.rs"]
mod volumes;
pub use containers::*;
pub use volumes::*;

/// Deserializes a present field, keeping `null` as `Some(Value::Null)` (an absent field
/// stays `None` through `#[serde(default)]`).
pub fn null_as_value<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Value>, D::Error> {
    Value::deserialize(deserializer).map(Some)
}

// ---------------------------------------------------------------------------------------
// apps/v1
// ---------------------------------------------------------------------------------------

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct Deployment {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metadata: Option<ObjectMeta>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spec: Option<DeploymentSpec>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<DeploymentStatus>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct DeploymentSpec {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub selector: Option<LabelSelector>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub template: Option<PodTemplateSpec>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "retainKeys")]
    pub strategy: Option<DeploymentStrategy>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_ready_seconds: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revision_history_limit: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub paused: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub progress_deadline_seconds: Option<i32>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct DeploymentStrategy {
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub type_: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rolling_update: Option<RollingUpdateDeployment>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct RollingUpdateDeployment {
    /// `IntOrString`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_unavailable: Option<Value>,
    /// `IntOrString`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_surge: Option<Value>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct DeploymentStatus {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub updated_replicas: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ready_replicas: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub available_replicas: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unavailable_replicas: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub terminating_replicas: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "type")]
    pub conditions: Option<Vec<DeploymentCondition>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub collision_count: Option<i32>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct DeploymentCondition {
    #[serde(rename = "type")]
    pub type_: String,
    pub status: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_update_time: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_transition_time: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

// ---------------------------------------------------------------------------------------
// meta/v1
// ---------------------------------------------------------------------------------------

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct ObjectMeta {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub generate_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub self_link: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uid: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resource_version: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub generation: Option<i64>,
    /// `metav1.Time` (an RFC 3339 string, or `null` for Go's zero time).
    #[serde(default, deserialize_with = "null_as_value", skip_serializing_if = "Option::is_none")]
    pub creation_timestamp: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deletion_timestamp: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deletion_grace_period_seconds: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub labels: Option<Map>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub annotations: Option<Map>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "uid")]
    pub owner_references: Option<Vec<OwnerReference>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge")]
    pub finalizers: Option<Vec<String>>,
    /// `[]ManagedFieldsEntry` (atomic for strategic merge patch).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub managed_fields: Option<Vec<Value>>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct OwnerReference {
    pub api_version: String,
    pub kind: String,
    pub name: String,
    pub uid: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub controller: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub block_owner_deletion: Option<bool>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct LabelSelector {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub match_labels: Option<Map>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub match_expressions: Option<Vec<LabelSelectorRequirement>>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct LabelSelectorRequirement {
    pub key: String,
    pub operator: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<String>>,
}

// ---------------------------------------------------------------------------------------
// core/v1: pods
// ---------------------------------------------------------------------------------------

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct PodTemplateSpec {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub metadata: Option<ObjectMeta>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spec: Option<PodSpec>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct PodSpec {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge,retainKeys", patch_merge_key = "name")]
    pub volumes: Option<Vec<Volume>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub init_containers: Option<Vec<Container>>,
    #[serde(default)]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub containers: Vec<Container>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub restart_policy: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub termination_grace_period_seconds: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub active_deadline_seconds: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dns_policy: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub node_selector: Option<Map>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub service_account_name: Option<String>,
    /// Deprecated alias of `serviceAccountName`, still printed by the API server.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub service_account: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub automount_service_account_token: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub node_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub host_network: Option<bool>,
    #[serde(rename = "hostPID", skip_serializing_if = "Option::is_none")]
    pub host_pid: Option<bool>,
    #[serde(rename = "hostIPC", skip_serializing_if = "Option::is_none")]
    pub host_ipc: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub share_process_namespace: Option<bool>,
    /// `PodSecurityContext`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub security_context: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub image_pull_secrets: Option<Vec<LocalObjectReference>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hostname: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub subdomain: Option<String>,
    /// `Affinity`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub affinity: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scheduler_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tolerations: Option<Vec<Toleration>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "ip")]
    pub host_aliases: Option<Vec<HostAlias>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub priority_class_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub priority: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub runtime_class_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub enable_service_links: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub preemption_policy: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "topologyKey")]
    pub topology_spread_constraints: Option<Vec<TopologySpreadConstraint>>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct LocalObjectReference {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct Toleration {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub operator: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub effect: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub toleration_seconds: Option<i64>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct HostAlias {
    pub ip: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hostnames: Option<Vec<String>>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct TopologySpreadConstraint {
    pub max_skew: i32,
    pub topology_key: String,
    pub when_unsatisfiable: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label_selector: Option<LabelSelector>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_domains: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub node_affinity_policy: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub node_taints_policy: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub match_label_keys: Option<Vec<String>>,
}

/// The annotations the applier reads and writes (the `plan` benchmark).
impl smp::last_applied::Annotated for Deployment {
    fn annotations(&self) -> Option<&Map> {
        self.metadata.as_ref()?.annotations.as_ref()
    }

    fn annotations_mut(&mut self) -> &mut Map {
        self.metadata.get_or_insert_with(Default::default).annotations.get_or_insert_with(Default::default)
    }
}
