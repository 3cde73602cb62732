//! What the fake API server's discovery documents list: the manifest's target and a few
//! built-in kinds, and where each object lives.

use std::collections::BTreeSet;

use serde_json::{json, Value};

/// What the manifest names: where its object lives on the server.
#[derive(Debug, Clone)]
pub(super) struct Target {
    /// Empty for the core group.
    pub(super) group: String,
    pub(super) version: String,
    pub(super) kind: String,
    pub(super) plural: String,
    pub(super) namespace: Option<String>,
    pub(super) name: String,
}

/// The cluster-scoped built-in kinds (those of k8s-openapi's `ClusterResourceScope`).
const CLUSTER_SCOPED: &[&str] = &[
    "APIService",
    "CSIDriver",
    "CSINode",
    "CertificateSigningRequest",
    "ClusterRole",
    "ClusterRoleBinding",
    "ClusterTrustBundle",
    "ComponentStatus",
    "CustomResourceDefinition",
    "DeviceClass",
    "DeviceTaintRule",
    "FlowSchema",
    "IPAddress",
    "IngressClass",
    "MutatingAdmissionPolicy",
    "MutatingAdmissionPolicyBinding",
    "MutatingWebhookConfiguration",
    "Namespace",
    "Node",
    "PersistentVolume",
    "PriorityClass",
    "PriorityLevelConfiguration",
    "ResourcePoolStatusRequest",
    "ResourceSlice",
    "RuntimeClass",
    "SelfSubjectAccessReview",
    "SelfSubjectReview",
    "SelfSubjectRulesReview",
    "ServiceCIDR",
    "StorageClass",
    "StorageVersion",
    "StorageVersionMigration",
    "SubjectAccessReview",
    "TokenReview",
    "ValidatingAdmissionPolicy",
    "ValidatingAdmissionPolicyBinding",
    "ValidatingWebhookConfiguration",
    "VolumeAttachment",
    "VolumeAttributesClass",
];

impl Target {
    /// The manifest's target; a namespaced one without a namespace is in `namespace`.
    pub(super) fn from_manifest(manifest: &Value, namespace: &str) -> Result<Target, String> {
        let api_version = manifest["apiVersion"].as_str().ok_or("the manifest has no apiVersion")?;
        let kind = manifest["kind"].as_str().ok_or("the manifest has no kind")?.to_owned();
        let name =
            manifest.pointer("/metadata/name").and_then(Value::as_str).ok_or("the manifest has no metadata.name")?;
        let (group, version) = match api_version.split_once('/') {
            Some((g, v)) => (g.to_owned(), v.to_owned()),
            None => (String::new(), api_version.to_owned()),
        };
        let namespace = if CLUSTER_SCOPED.contains(&kind.as_str()) {
            None
        } else {
            Some(manifest.pointer("/metadata/namespace").and_then(Value::as_str).unwrap_or(namespace).to_owned())
        };
        Ok(Target { plural: plural(&kind), group, version, kind, namespace, name: name.to_owned() })
    }

    /// `/api/v1` or `/apis/<group>/<version>`.
    pub(super) fn group_version_path(&self) -> String {
        if self.group.is_empty() {
            format!("/api/{}", self.version)
        } else {
            format!("/apis/{}/{}", self.group, self.version)
        }
    }

    /// The collection: `.../namespaces/<ns>/<plural>` or `.../<plural>`.
    pub(super) fn collection_path(&self) -> String {
        match &self.namespace {
            Some(ns) => format!("{}/namespaces/{ns}/{}", self.group_version_path(), self.plural),
            None => format!("{}/{}", self.group_version_path(), self.plural),
        }
    }

    pub(super) fn object_path(&self) -> String {
        format!("{}/{}", self.collection_path(), self.name)
    }

    pub(super) fn api_version(&self) -> String {
        if self.group.is_empty() {
            self.version.clone()
        } else {
            format!("{}/{}", self.group, self.version)
        }
    }
}

pub(super) fn plural(kind: &str) -> String {
    let lower = kind.to_ascii_lowercase();
    if let Some(stem) = lower.strip_suffix('y').filter(|s| !s.ends_with(['a', 'e', 'i', 'o', 'u'])) {
        format!("{stem}ies")
    } else if lower.ends_with('s') || lower.ends_with('x') || lower.ends_with("ch") || lower.ends_with("sh") {
        format!("{lower}es")
    } else {
        format!("{lower}s")
    }
}

/// The built-in resources discovery lists besides the target: (group, version, kind, namespaced).
pub(super) const BUILT_IN: &[(&str, &str, &str, bool)] = &[
    ("", "v1", "Pod", true),
    ("", "v1", "Service", true),
    ("", "v1", "ConfigMap", true),
    ("", "v1", "Secret", true),
    ("", "v1", "ServiceAccount", true),
    ("", "v1", "Namespace", false),
    ("apps", "v1", "Deployment", true),
    ("apps", "v1", "StatefulSet", true),
    ("apps", "v1", "DaemonSet", true),
    ("apps", "v1", "ReplicaSet", true),
];

/// (group, version) pairs discovery lists, the core group excluded.
fn group_versions(target: &Target) -> BTreeSet<(String, String)> {
    let mut groups: BTreeSet<(String, String)> =
        BUILT_IN.iter().filter(|(g, ..)| !g.is_empty()).map(|(g, v, ..)| (g.to_string(), v.to_string())).collect();
    if !target.group.is_empty() {
        groups.insert((target.group.clone(), target.version.clone()));
    }
    groups
}

pub(super) fn api_group_list(target: &Target) -> Value {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    for (group, version) in group_versions(target) {
        match groups.iter_mut().find(|(g, _)| *g == group) {
            Some((_, versions)) => versions.push(version),
            None => groups.push((group, vec![version])),
        }
    }
    let groups: Vec<Value> = groups
        .into_iter()
        .map(|(group, versions)| {
            let versions: Vec<Value> =
                versions.iter().map(|v| json!({"groupVersion": format!("{group}/{v}"), "version": v})).collect();
            json!({"name": group, "versions": versions.clone(), "preferredVersion": versions[0]})
        })
        .collect();
    json!({"kind": "APIGroupList", "apiVersion": "v1", "groups": groups})
}

/// The APIResourceList at `/api/<version>` or `/apis/<group>/<version>`, if discovery has it.
pub(super) fn api_resource_list(path: &str, target: &Target) -> Option<Value> {
    let (group, version) = if let Some(version) = path.strip_prefix("/api/") {
        (String::new(), version.to_owned())
    } else {
        let (group, version) = path.strip_prefix("/apis/")?.split_once('/')?;
        (group.to_owned(), version.to_owned())
    };
    if version.contains('/') {
        return None;
    }
    let mut kinds: Vec<(String, bool)> = BUILT_IN
        .iter()
        .filter(|(g, v, ..)| *g == group && *v == version)
        .map(|(_, _, kind, namespaced)| (kind.to_string(), *namespaced))
        .collect();
    if target.group == group && target.version == version && !kinds.iter().any(|(k, _)| *k == target.kind) {
        kinds.push((target.kind.clone(), target.namespace.is_some()));
    }
    if kinds.is_empty() {
        return None;
    }
    let resources: Vec<Value> = kinds
        .iter()
        .map(|(kind, namespaced)| {
            json!({
                "name": plural(kind),
                "singularName": kind.to_ascii_lowercase(),
                "namespaced": namespaced,
                "kind": kind,
                "verbs": ["create", "delete", "get", "list", "patch", "update", "watch"],
            })
        })
        .collect();
    let group_version = if group.is_empty() { version } else { format!("{group}/{version}") };
    Some(json!({"kind": "APIResourceList", "apiVersion": "v1", "groupVersion": group_version, "resources": resources}))
}
