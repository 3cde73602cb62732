//! `--prune`: the live objects `kubectl apply --prune` deletes (kubectl 1.32's
//! `pkg/cmd/apply/prune.go`, without an applyset). Of each kind of the allowlist, kubectl
//! lists the objects that match `-l` in every namespace the manifests went to (and `-n`'s),
//! and those of cluster-scoped kinds; it deletes each that carries the last-applied
//! annotation and that it did not apply. kubectl knows applied objects by their uid; a
//! plan knows them by group, kind, namespace and name, which is the same where the live
//! objects are what the server holds.

use std::collections::{BTreeSet, HashSet};

use serde_json::{json, Value};

use super::identity::Identity;
use super::live::LiveIndex;
use crate::error::CliError;
use crate::schemas::Schemas;
use crate::selector::Selector;

/// kubectl's allowlist where `--prune-allowlist` gives none (`pkg/util/prune`):
/// (group, version, kind, namespaced), namespaced kinds first.
const DEFAULT: &[(&str, &str, &str, bool)] = &[
    ("", "v1", "ConfigMap", true),
    ("", "v1", "Endpoints", true),
    ("", "v1", "PersistentVolumeClaim", true),
    ("", "v1", "Pod", true),
    ("", "v1", "ReplicationController", true),
    ("", "v1", "Secret", true),
    ("", "v1", "Service", true),
    ("batch", "v1", "Job", true),
    ("batch", "v1", "CronJob", true),
    ("networking.k8s.io", "v1", "Ingress", true),
    ("apps", "v1", "DaemonSet", true),
    ("apps", "v1", "Deployment", true),
    ("apps", "v1", "ReplicaSet", true),
    ("apps", "v1", "StatefulSet", true),
    ("", "v1", "Namespace", false),
    ("", "v1", "PersistentVolume", false),
];

/// A kind to prune: its group (empty for the core group) and kind, and whether it is
/// namespaced.
struct Kind {
    group: String,
    kind: String,
    namespaced: bool,
}

/// The kinds to prune, in the order kubectl lists them.
pub struct Allowlist(Vec<Kind>);

impl Allowlist {
    /// `--prune-allowlist`'s entries (`group/version/kind`, `core` for the core group), or
    /// kubectl's list where there are none. A kind smp has no definition of is refused, as
    /// kubectl refuses one the server does not serve.
    pub fn new(entries: &[String], schemas: &Schemas) -> Result<Allowlist, CliError> {
        if entries.is_empty() {
            let kinds = DEFAULT.iter().map(|&(group, _, kind, namespaced)| Kind {
                group: group.to_owned(),
                kind: kind.to_owned(),
                namespaced,
            });
            return Ok(Allowlist(kinds.collect()));
        }
        let mut kinds = Vec::new();
        for entry in entries {
            let [group, version, kind] = entry.split('/').collect::<Vec<_>>()[..] else {
                return Err(CliError::new(format!(
                    "invalid GroupVersionKind format: {entry}, please follow <group/version/kind>"
                )));
            };
            let group = if group == "core" { "" } else { group };
            let api_version = if group.is_empty() { version.to_owned() } else { format!("{group}/{version}") };
            if schemas.for_kind(&api_version, kind).is_none() {
                return Err(CliError::new(format!(
                    "no matches for kind {kind:?} in version {api_version:?} (--prune-allowlist {entry}: smp has no \
                     definition of it; give its CRD with --crd)"
                )));
            }
            let namespaced = schemas.is_namespaced(&json!({"apiVersion": api_version, "kind": kind}));
            kinds.push(Kind { group: group.to_owned(), kind: kind.to_owned(), namespaced });
        }
        // kubectl lists the namespaced kinds first, namespace by namespace.
        kinds.sort_by_key(|kind| !kind.namespaced);
        Ok(Allowlist(kinds))
    }

    /// The live objects to delete, in a stable order: namespace by namespace (by name),
    /// the allowlist's namespaced kinds in its order, then its cluster-scoped kinds;
    /// objects by name.
    pub fn pruned(
        &self,
        live: &LiveIndex,
        visited: &Visited,
        selector: Option<&Selector>,
        annotation: &str,
    ) -> Result<Vec<Value>, CliError> {
        let mut keys: Vec<&Identity> = live.keys().filter(|key| !visited.keys.contains(*key)).collect();
        keys.sort_by(|a, b| a.3.cmp(&b.3));
        let (namespaced, cluster): (Vec<&Kind>, Vec<&Kind>) = self.0.iter().partition(|kind| kind.namespaced);
        let order = visited
            .namespaces
            .iter()
            .flat_map(|namespace| namespaced.iter().map(move |kind| (*kind, namespace.as_str())));
        let mut pruned = Vec::new();
        for (kind, namespace) in order.chain(cluster.iter().map(|kind| (*kind, ""))) {
            for key in
                keys.iter().filter(|(group, k, ns, _)| *group == kind.group && *k == kind.kind && ns == namespace)
            {
                let Some(found) = live.get(key) else { continue };
                let (_, object) = found.map_err(|e| e.in_file(live.file(key)))?;
                let applied = object.pointer("/metadata/annotations").and_then(|a| a.get(annotation)).is_some();
                if applied && selector.is_none_or(|selector| selector.matches_object(&object)) {
                    pruned.push(object);
                }
            }
        }
        Ok(pruned)
    }
}

/// What the manifests applied: their objects' keys, and the namespaces they went to.
#[derive(Default)]
pub struct Visited {
    pub keys: HashSet<Identity>,
    pub namespaces: BTreeSet<String>,
}

/// The body of kubectl's DELETE when it prunes: background deletion of the dependents
/// (`--cascade=background`, its default), the grace period left to the server.
pub fn delete_options() -> Value {
    json!({"kind": "DeleteOptions", "apiVersion": "v1", "propagationPolicy": "Background"})
}
