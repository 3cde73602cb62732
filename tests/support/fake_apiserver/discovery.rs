//! What the fake API server serves: the kinds its discovery documents list (a few
//! built-in kinds and those of the objects), and where each object lives.
use std::collections::BTreeSet;

use serde_json::{json, Value};

/// A kind the server serves, and at which paths.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Resource {
    /// Empty for the core group.
    pub(super) group: String,
    pub(super) version: String,
    pub(super) kind: String,
    pub(super) plural: String,
    pub(super) namespaced: bool,
}

/// Where an object lives on the server: its kind and, within it, its namespace and name.
#[derive(Debug, Clone)]
pub(super) struct Target {
    pub(super) resource: Resource,
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

impl Resource {
    /// The kind of `apiVersion` and `kind`, namespaced unless a cluster-scoped built-in.
    pub(super) fn new(api_version: &str, kind: &str) -> Resource {
        let (group, version) = match api_version.split_once('/') {
            Some((g, v)) => (g.to_owned(), v.to_owned()),
            None => (String::new(), api_version.to_owned()),
        };
        let namespaced = !CLUSTER_SCOPED.contains(&kind);
        Resource { plural: plural(kind), group, version, kind: kind.to_owned(), namespaced }
    }

    /// `/api/v1` or `/apis/<group>/<version>`.
    fn group_version_path(&self) -> String {
        if self.group.is_empty() {
            format!("/api/{}", self.version)
        } else {
            format!("/apis/{}/{}", self.group, self.version)
        }
    }
}

impl Target {
    /// Where `object` lives; a namespaced one without a namespace is in `namespace`.
    pub(super) fn of(object: &Value, namespace: &str) -> Result<Target, String> {
        let api_version = object["apiVersion"].as_str().ok_or("an object has no apiVersion")?;
        let kind = object["kind"].as_str().ok_or("an object has no kind")?;
        let name = object.pointer("/metadata/name").and_then(Value::as_str).ok_or("an object has no metadata.name")?;
        let resource = Resource::new(api_version, kind);
        let namespace = resource
            .namespaced
            .then(|| object.pointer("/metadata/namespace").and_then(Value::as_str).unwrap_or(namespace).to_owned());
        Ok(Target { resource, namespace, name: name.to_owned() })
    }

    /// The collection: `.../namespaces/<ns>/<plural>` or `.../<plural>`.
    pub(super) fn collection_path(&self) -> String {
        let (prefix, plural) = (self.resource.group_version_path(), &self.resource.plural);
        match &self.namespace {
            Some(ns) => format!("{prefix}/namespaces/{ns}/{plural}"),
            None => format!("{prefix}/{plural}"),
        }
    }

    pub(super) fn object_path(&self) -> String {
        format!("{}/{}", self.collection_path(), self.name)
    }

    /// Whether `other` is the same object: the same group, kind, namespace and name,
    /// whatever the version, as the API server serves an object at every version.
    pub(super) fn same_object(&self, other: &Target) -> bool {
        (&self.resource.group, &self.resource.plural, &self.namespace, &self.name)
            == (&other.resource.group, &other.resource.plural, &other.namespace, &other.name)
    }
}

/// A request's path read as the API server reads it: the kind (found by its plural), the
/// namespace and the name, where the path has them.
pub(super) struct Located {
    pub(super) resource: Resource,
    pub(super) namespace: Option<String>,
    pub(super) name: Option<String>,
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

/// The built-in resources discovery lists besides the objects' own: (group, version, kind).
/// Every kind of `kubectl apply --prune`'s default allowlist is here, as kubectl maps them
/// all before it prunes.
pub(super) const BUILT_IN: &[(&str, &str, &str)] = &[
    ("", "v1", "Pod"),
    ("", "v1", "Service"),
    ("", "v1", "ConfigMap"),
    ("", "v1", "Secret"),
    ("", "v1", "ServiceAccount"),
    ("", "v1", "Namespace"),
    ("", "v1", "Endpoints"),
    ("", "v1", "PersistentVolumeClaim"),
    ("", "v1", "PersistentVolume"),
    ("", "v1", "ReplicationController"),
    ("apps", "v1", "Deployment"),
    ("apps", "v1", "StatefulSet"),
    ("apps", "v1", "DaemonSet"),
    ("apps", "v1", "ReplicaSet"),
    ("batch", "v1", "Job"),
    ("batch", "v1", "CronJob"),
    ("networking.k8s.io", "v1", "Ingress"),
];

/// What discovery lists: the built-in resources and those of the objects served or applied.
pub(super) struct Discovery {
    resources: Vec<Resource>,
}

impl Discovery {
    pub(super) fn new<'a>(extra: impl IntoIterator<Item = &'a Resource>) -> Discovery {
        let mut resources: Vec<Resource> =
            BUILT_IN.iter().map(|(g, v, k)| Resource::new(&api_version(g, v), k)).collect();
        for resource in extra {
            if !resources.contains(resource) {
                resources.push(resource.clone());
            }
        }
        Discovery { resources }
    }

    /// (group, version) pairs discovery lists, the core group excluded.
    fn group_versions(&self) -> BTreeSet<(String, String)> {
        self.resources.iter().filter(|r| !r.group.is_empty()).map(|r| (r.group.clone(), r.version.clone())).collect()
    }

    pub(super) fn api_group_list(&self) -> Value {
        let mut groups: Vec<(String, Vec<String>)> = Vec::new();
        for (group, version) in self.group_versions() {
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
    pub(super) fn api_resource_list(&self, path: &str) -> Option<Value> {
        let (group, version) = group_version_of(path)?;
        if version.contains('/') {
            return None;
        }
        let resources: Vec<Value> = self
            .resources
            .iter()
            .filter(|r| r.group == group && r.version == version)
            .map(|r| {
                json!({
                    "name": r.plural,
                    "singularName": r.kind.to_ascii_lowercase(),
                    "namespaced": r.namespaced,
                    "kind": r.kind,
                    "verbs": ["create", "delete", "get", "list", "patch", "update", "watch"],
                })
            })
            .collect();
        if resources.is_empty() {
            return None;
        }
        Some(json!({"kind": "APIResourceList", "apiVersion": "v1", "groupVersion": api_version(group, version),
                    "resources": resources}))
    }

    /// What a REST path names: `<group version>[/namespaces/<ns>]/<plural>[/<name>]`.
    pub(super) fn locate(&self, path: &str) -> Option<Located> {
        let (group, version) = group_version_of(path)?;
        let mut rest: Vec<&str> = version.split('/').skip(1).collect();
        let version = version.split('/').next()?;
        let namespace = match rest.as_slice() {
            ["namespaces", namespace, _, ..] => {
                let namespace = namespace.to_string();
                rest.drain(..2);
                Some(namespace)
            }
            _ => None,
        };
        let (plural, name) = match rest.as_slice() {
            [plural] => (*plural, None),
            [plural, name] => (*plural, Some(name.to_string())),
            _ => return None,
        };
        let resource =
            self.resources.iter().find(|r| r.group == group && r.version == version && r.plural == plural)?;
        (resource.namespaced == namespace.is_some()).then(|| Located { resource: resource.clone(), namespace, name })
    }
}

/// `v1` or `<group>/<version>`.
fn api_version(group: &str, version: &str) -> String {
    if group.is_empty() {
        version.to_owned()
    } else {
        format!("{group}/{version}")
    }
}

/// The group and what follows it (the version first) of `/api/...` or `/apis/<group>/...`.
fn group_version_of(path: &str) -> Option<(&str, &str)> {
    if let Some(rest) = path.strip_prefix("/api/") {
        return Some(("", rest));
    }
    path.strip_prefix("/apis/")?.split_once('/')
}
