//! A Pod-like set of structs using every attribute the derive reads; the schema they
//! describe must have the strategies and merge keys of their attributes.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};
use smp::{ListStrategy, PatchMeta, Schema, StrategicMerge};

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Default)]
#[serde(rename_all = "camelCase")]
#[smp(describe_only)]
pub struct Pod {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    pub kind: Option<String>,
    #[serde(default)]
    pub metadata: ObjectMeta,
    pub spec: Option<Box<PodSpec>>,
    /// Not part of the document.
    #[serde(skip)]
    pub cached_hash: u64,
    #[serde(skip_serializing, skip_deserializing)]
    pub cached_status: Option<String>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Default)]
#[serde(rename_all = "camelCase")]
pub struct ObjectMeta {
    pub name: Option<String>,
    pub labels: Option<BTreeMap<String, String>>,
    pub annotations: HashMap<String, String>,
    #[smp(patch_strategy = "merge")]
    pub finalizers: Option<Vec<String>>,
    #[smp(patch_strategy = "merge", patch_merge_key = "uid")]
    pub owner_references: Vec<OwnerReference>,
}

#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OwnerReference {
    pub uid: String,
    pub kind: String,
    #[serde(rename = "apiVersion")]
    pub group_version: String,
}

#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[smp(describe_only)]
pub struct PodSpec {
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub containers: Vec<Container>,
    #[smp(patch_strategy = "merge,retainKeys", patch_merge_key = "name")]
    pub volumes: Option<Vec<Volume>>,
    #[smp(patch_strategy = "retainKeys")]
    pub strategy: Option<UpdateStrategy>,
    #[smp(patch_strategy = "replace")]
    pub node_selector: Option<BTreeMap<String, String>>,
    pub tolerations: Option<Vec<Toleration>>,
    #[serde(rename = "terminationGracePeriodSeconds")]
    pub grace: Option<i64>,
    pub raw: Option<serde_json::Value>,
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub sidecars: Vec<Named<Probe>>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Container {
    pub name: String,
    pub image: Option<String>,
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub env: Option<Vec<EnvVar>>,
    #[smp(patch_strategy = "merge", patch_merge_key = "containerPort,protocol", composite_key)]
    pub ports: Option<Vec<ContainerPort>>,
    pub args: Vec<String>,
    pub r#type: Option<String>,
}

#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
pub struct EnvVar {
    pub name: String,
    pub value: Option<String>,
}

#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContainerPort {
    pub container_port: i32,
    #[serde(default)]
    pub protocol: String,
}

#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Volume {
    pub name: String,
    pub host_path: Option<String>,
    pub empty_dir: Option<BTreeMap<String, String>>,
}

#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UpdateStrategy {
    pub r#type: Option<String>,
    pub rolling_update: Option<BTreeMap<String, i32>>,
}

#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Toleration {
    pub key: Option<String>,
    pub toleration_seconds: Option<i64>,
    pub ratio: Option<f64>,
    pub enabled: bool,
}

#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Probe {
    pub period_seconds: u32,
}

/// A generic struct: `T` must describe itself.
#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
#[smp(describe_only)]
pub struct Named<T> {
    pub name: String,
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub items: Vec<T>,
    pub value: Option<T>,
}

#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Extra {
    pub host_network: Option<bool>,
    #[smp(patch_strategy = "merge", patch_merge_key = "ip")]
    pub host_aliases: Option<Vec<HostAlias>>,
}

#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
pub struct HostAlias {
    pub ip: String,
    #[smp(patch_strategy = "merge")]
    pub hostnames: Vec<String>,
}

/// A recursive struct: `Self` names it.
#[derive(StrategicMerge, Clone, Default, Serialize, Deserialize)]
pub struct Tree {
    pub name: String,
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub children: Vec<Self>,
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub parent: Option<Box<Tree>>,
}

/// Const parameters and a `where` clause.
#[derive(StrategicMerge, Default)]
#[smp(describe_only)]
pub struct Bounded<T, const N: usize>
where
    T: Clone,
{
    pub items: Vec<T>,
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    pub trees: Vec<Tree>,
}

mod shadowing {
    //! Generated code names paths absolutely: local items named like std's or smp's do
    //! not change it.
    #![allow(dead_code)]
    struct Option;
    struct Vec;
    struct Describe;
    struct PatchMeta;
    mod core {}

    #[derive(smp::StrategicMerge, Clone, Default)]
    struct Shadowed {
        #[smp(patch_strategy = "merge", patch_merge_key = "name")]
        items: std::vec::Vec<super::EnvVar>,
    }
}

fn main() {
    let schema = Schema::of::<Pod>();
    let pod = schema.root().unwrap();
    assert!(pod.field("cachedHash").is_err());
    assert!(pod.field("cachedStatus").is_err());
    assert_eq!(pod.field("apiVersion").unwrap().0.name(), "string");

    let (meta, _) = pod.field("metadata").unwrap();
    assert_eq!(meta.list_field("finalizers").unwrap().1, &PatchMeta::new(Some("merge"), None));
    assert_eq!(meta.list_field("ownerReferences").unwrap().1.merge_key(), Some("uid"));
    let (owner, _) = meta.list_field("ownerReferences").unwrap();
    assert!(owner.field("apiVersion").is_ok());
    assert_eq!(meta.field("labels").unwrap().0.name(), "map");
    assert_eq!(meta.field("annotations").unwrap().0.name(), "map");

    let (spec, _) = pod.field("spec").unwrap();
    assert_eq!(spec.name(), "PodSpec");
    let (container, containers) = spec.list_field("containers").unwrap();
    assert_eq!((container.name(), containers.merge_key()), ("Container", Some("name")));
    assert_eq!(container.list_field("env").unwrap().1.merge_key(), Some("name"));
    // A composite key reaches the Value path whole, its fields comma-separated.
    assert_eq!(container.list_field("ports").unwrap().1.merge_key(), Some("containerPort,protocol"));
    assert_eq!(container.field("type").unwrap().0.name(), "string");

    let (_, volumes) = spec.list_field("volumes").unwrap();
    assert_eq!((volumes.strategy(), volumes.retain_keys()), (&ListStrategy::Merge, true));
    let (_, strategy) = spec.field("strategy").unwrap();
    assert_eq!((strategy.strategy(), strategy.retain_keys()), (&ListStrategy::Default, true));
    assert_eq!(spec.field("nodeSelector").unwrap().1.strategy(), &ListStrategy::Replace);
    assert!(spec.field("terminationGracePeriodSeconds").is_ok());
    assert!(spec.field("raw").unwrap().0.is_arbitrary());
    let (toleration, _) = spec.list_field("tolerations").unwrap();
    assert_eq!(toleration.field("ratio").unwrap().0.name(), "number");
    assert_eq!(toleration.field("enabled").unwrap().0.name(), "boolean");

    // The flattened struct's fields are the spec's.
    assert!(spec.field("extra").is_err());
    assert_eq!(spec.field("hostNetwork").unwrap().0.name(), "boolean");
    let (alias, aliases) = spec.list_field("hostAliases").unwrap();
    assert_eq!((alias.name(), aliases.merge_key()), ("HostAlias", Some("ip")));

    let (sidecar, _) = spec.list_field("sidecars").unwrap();
    assert_eq!(sidecar.name(), "Named");
    let (probe, items) = sidecar.list_field("items").unwrap();
    assert_eq!((probe.name(), items.merge_key()), ("Probe", Some("name")));
    assert_eq!(probe.field("periodSeconds").unwrap().0.name(), "integer");

    let tree = Schema::of::<Tree>();
    let (child, children) = tree.root().unwrap().list_field("children").unwrap();
    assert_eq!((child.name(), children.merge_key()), ("Tree", Some("name")));
    let bounded = Schema::of::<Bounded<String, 3>>();
    assert_eq!(bounded.root().unwrap().list_field("items").unwrap().0.name(), "string");

    let _ = serde_json::to_value(Pod::default()).unwrap();
}
