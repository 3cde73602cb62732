//! Random Kubernetes objects (`v1 Pod`, `apps/v1 Deployment`) and random strategic merge
//! patches for them, using every directive of the format, deterministic from a seed.
//!
//! Self-contained (needs only `rand` 0.8 with `small_rng` and `serde_json`), so any test can
//! include it with `#[path = "support/gen.rs"] mod gen;`.
//!
//! [`case`] builds case `index` of run `seed`: the same pair always gives the same object
//! and patch, whatever other cases were generated before, so a failure is reproduced from
//! the two numbers alone.
//!
//! The patches are meant to be *valid* strategic merge patches, with deterministic Go
//! results:
//! - merge lists never hold two items with the same merge key in the patch, except in
//!   about 2 % of lists (tagged `duplicate-merge-key`);
//! - every `$setElementOrder` list is consistent with its patch list (each non-deleting
//!   item of the patch list appears in it, in the same relative order);
//! - a patch never has both `finalizers` and `$deleteFromPrimitiveList/finalizers` without
//!   `$setElementOrder/finalizers` (the Go reference then iterates a map to decide which
//!   comes first, so its result is not deterministic);
//! - only fields Kubernetes 1.32 knows.
//!
//! About 5 % of the cases are made invalid on purpose ([`Case::deliberately_invalid`]
//! names how), to compare the rejections.
#![allow(dead_code)]

use std::collections::BTreeMap;

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{json, Map, Value};

/// One generated case: an object and a patch for it.
#[derive(Debug, Clone)]
pub struct Case {
    /// The run's seed.
    pub seed: u64,
    /// The case's index within the run.
    pub index: u64,
    /// `v1` or `apps/v1`.
    pub api_version: &'static str,
    /// `Pod` or `Deployment`.
    pub kind: &'static str,
    /// The object patched.
    pub object: Value,
    /// The strategic merge patch.
    pub patch: Value,
    /// The directives and patterns the patch uses (for coverage statistics).
    pub features: Vec<&'static str>,
    /// `Some(how)` when the patch was made invalid on purpose.
    pub deliberately_invalid: Option<&'static str>,
}

/// Case `index` of the run seeded with `seed`.
pub fn case(seed: u64, index: u64) -> Case {
    let mut g = Gen::new(mix(seed, index));
    let deployment = g.rng.gen_bool(0.4);
    let (api_version, kind) = if deployment { ("apps/v1", "Deployment") } else { ("v1", "Pod") };
    let object = if deployment { g.deployment() } else { g.pod() };
    let mut patch = g.patch(&object, deployment);
    let mut deliberately_invalid = None;
    if g.rng.gen_bool(0.05) {
        deliberately_invalid = Some(g.make_invalid(&mut patch, deployment));
    }
    Case {
        seed,
        index,
        api_version,
        kind,
        object,
        patch,
        features: g.features.keys().copied().collect(),
        deliberately_invalid,
    }
}

/// The per-case seed: SplitMix64 of the run seed and the index.
fn mix(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

// ---------------------------------------------------------------------------------------
// Pools: small, so that patches hit existing items often.

const OBJECT_NAMES: &[&str] = &["web", "api", "worker"];
const CONTAINER_NAMES: &[&str] = &["app", "sidecar", "proxy", "init", "log"];
const INIT_CONTAINER_NAMES: &[&str] = &["setup", "migrate", "init"];
const IMAGES: &[&str] = &["nginx:1.25", "nginx:1.27", "busybox:1.36", "envoyproxy/envoy:v1.30", "redis:7"];
const WORDS: &[&str] = &["--verbose", "-c", "serve", "--port=8080", "echo hello", "run", "--debug"];
const ENV_NAMES: &[&str] = &["A", "B", "C", "D", "LOG_LEVEL", "POD_NAME", "HOME"];
const ENV_VALUES: &[&str] = &["1", "2", "info", "debug", ""];
const FIELD_PATHS: &[&str] = &["metadata.name", "metadata.namespace", "status.podIP", "spec.nodeName"];
const PORTS: &[u64] = &[80, 443, 8080, 9090];
const PORT_NAMES: &[&str] = &["http", "https", "metrics", "admin"];
const PROTOCOLS: &[&str] = &["TCP", "UDP", "SCTP"];
const MOUNT_PATHS: &[&str] = &["/data", "/cache", "/etc/config", "/var/log", "/tmp"];
const VOLUME_NAMES: &[&str] = &["data", "cache", "config", "logs", "tmp"];
const VOLUME_SOURCES: &[&str] = &["configMap", "secret", "emptyDir", "hostPath"];
const PULL_SECRETS: &[&str] = &["regcred", "gcr", "ecr", "quay"];
const FINALIZERS: &[&str] =
    &["example.com/a", "example.com/b", "example.com/c", "kubernetes.io/pv-protection", "foregroundDeletion"];
const LABEL_KEYS: &[&str] = &["app", "tier", "env", "team", "version"];
const LABEL_VALUES: &[&str] = &["web", "db", "prod", "dev", "v1", "v2"];
const ANNOTATION_KEYS: &[&str] = &["example.com/owner", "note", "checksum/config"];
const ANNOTATION_VALUES: &[&str] = &["alice", "bob", "x y z", "3f2a", "<&>"];
const NODE_SELECTOR_KEYS: &[&str] = &["disktype", "topology.kubernetes.io/zone", "kubernetes.io/os"];
const NODE_SELECTOR_VALUES: &[&str] = &["ssd", "hdd", "eu-west-1a", "linux"];
const RESOURCE_NAMES: &[&str] = &["cpu", "memory", "ephemeral-storage"];
const QUANTITIES: &[&str] = &["100m", "250m", "1", "64Mi", "128Mi", "1Gi"];
const TOLERATION_KEYS: &[&str] = &["dedicated", "node.kubernetes.io/not-ready", "gpu"];
const EFFECTS: &[&str] = &["NoSchedule", "NoExecute", "PreferNoSchedule"];
const OWNER_UIDS: &[&str] = &["0b6e-11", "0b6e-22", "0b6e-33"];

/// A map key pool and a value pool (labels, annotations, nodeSelector, resources).
#[derive(Clone, Copy)]
struct MapPools {
    keys: &'static [&'static str],
    values: &'static [&'static str],
}

const LABELS: MapPools = MapPools { keys: LABEL_KEYS, values: LABEL_VALUES };
const ANNOTATIONS: MapPools = MapPools { keys: ANNOTATION_KEYS, values: ANNOTATION_VALUES };
const NODE_SELECTOR: MapPools = MapPools { keys: NODE_SELECTOR_KEYS, values: NODE_SELECTOR_VALUES };
const RESOURCES: MapPools = MapPools { keys: RESOURCE_NAMES, values: QUANTITIES };

/// How a keyed merge list is patched: its field, merge key, pool of key values, and how to
/// make a new item or a change to an existing one.
struct KeyedList<'a> {
    field: &'static str,
    key: &'static str,
    pool: Vec<Value>,
    orig: Option<&'a Value>,
    new_item: fn(&mut Gen, &Value) -> Value,
    change_item: fn(&mut Gen, &Map<String, Value>) -> Map<String, Value>,
}

struct Gen {
    rng: SmallRng,
    features: BTreeMap<&'static str, ()>,
}

impl Gen {
    fn new(seed: u64) -> Gen {
        Gen { rng: SmallRng::seed_from_u64(seed), features: BTreeMap::new() }
    }

    fn feat(&mut self, name: &'static str) {
        self.features.insert(name, ());
    }

    fn p(&mut self, probability: f64) -> bool {
        self.rng.gen_bool(probability)
    }

    fn pick<T: Clone>(&mut self, pool: &[T]) -> T {
        pool.choose(&mut self.rng).expect("non-empty pool").clone()
    }

    fn s(&mut self, pool: &[&str]) -> Value {
        Value::String(self.pick(pool).to_owned())
    }

    /// Distinct items of `pool`, between `min` and `max` of them, in random order.
    fn subset<T: Clone>(&mut self, pool: &[T], min: usize, max: usize) -> Vec<T> {
        let max = max.min(pool.len());
        let n = self.rng.gen_range(min.min(max)..=max);
        pool.choose_multiple(&mut self.rng, n).cloned().collect()
    }

    fn small_int(&mut self) -> Value {
        json!(self.rng.gen_range(0..=30))
    }

    // -----------------------------------------------------------------------------------
    // Objects

    fn pod(&mut self) -> Value {
        json!({"apiVersion": "v1", "kind": "Pod", "metadata": self.metadata(), "spec": self.pod_spec()})
    }

    fn deployment(&mut self) -> Value {
        let metadata = self.metadata();
        let app = metadata["name"].clone();
        let mut spec = Map::new();
        if self.p(0.8) {
            spec.insert("replicas".into(), json!(self.rng.gen_range(0..=5)));
        }
        spec.insert("selector".into(), json!({"matchLabels": {"app": app}}));
        if self.p(0.7) {
            let strategy = self.strategy();
            spec.insert("strategy".into(), strategy);
        }
        if self.p(0.3) {
            spec.insert("minReadySeconds".into(), self.small_int());
        }
        if self.p(0.3) {
            spec.insert("revisionHistoryLimit".into(), self.small_int());
        }
        if self.p(0.1) {
            spec.insert("paused".into(), json!(true));
        }
        let mut template_meta = Map::new();
        let mut labels = match self.string_map(LABELS, 0, 2) {
            Value::Object(m) => m,
            _ => Map::new(),
        };
        labels.insert("app".into(), app);
        template_meta.insert("labels".into(), Value::Object(labels));
        if self.p(0.3) {
            template_meta.insert("annotations".into(), self.string_map(ANNOTATIONS, 1, 2));
        }
        spec.insert("template".into(), json!({"metadata": template_meta, "spec": self.pod_spec()}));
        json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": metadata,
               "spec": spec})
    }

    fn metadata(&mut self) -> Value {
        let mut m = Map::new();
        m.insert("name".into(), self.s(OBJECT_NAMES));
        if self.p(0.2) {
            m.insert("namespace".into(), json!("default"));
        }
        if self.p(0.6) {
            m.insert("labels".into(), self.string_map(LABELS, 1, 3));
        }
        if self.p(0.4) {
            m.insert("annotations".into(), self.string_map(ANNOTATIONS, 1, 2));
        }
        if self.p(0.5) {
            let mut f = self.subset(FINALIZERS, 1, 4);
            if self.p(0.05) {
                // Kubernetes does not forbid duplicate finalizers.
                self.feat("object-duplicate-finalizer");
                let at = self.rng.gen_range(0..=f.len());
                f.insert(at, f[0]);
            }
            m.insert("finalizers".into(), json!(f));
        }
        if self.p(0.2) {
            let uids = self.subset(OWNER_UIDS, 1, 2);
            let refs: Vec<Value> = uids.iter().map(|u| self.owner_reference(&json!(u))).collect();
            m.insert("ownerReferences".into(), Value::Array(refs));
        }
        Value::Object(m)
    }

    fn owner_reference(&mut self, uid: &Value) -> Value {
        let mut r = Map::new();
        r.insert("apiVersion".into(), json!("apps/v1"));
        r.insert("kind".into(), json!("ReplicaSet"));
        r.insert("name".into(), self.s(&["web-5d9f", "web-7c4b"]));
        r.insert("uid".into(), uid.clone());
        if self.p(0.5) {
            r.insert("controller".into(), json!(self.p(0.5)));
        }
        Value::Object(r)
    }

    fn string_map(&mut self, pools: MapPools, min: usize, max: usize) -> Value {
        let keys = self.subset(pools.keys, min, max);
        let mut m = Map::new();
        for k in keys {
            m.insert(k.into(), self.s(pools.values));
        }
        Value::Object(m)
    }

    fn strategy(&mut self) -> Value {
        if self.p(0.6) {
            let mut rolling = Map::new();
            if self.p(0.7) {
                rolling.insert("maxSurge".into(), self.int_or_percent());
            }
            if self.p(0.7) {
                rolling.insert("maxUnavailable".into(), self.int_or_percent());
            }
            if self.p(0.8) {
                json!({"type": "RollingUpdate", "rollingUpdate": rolling})
            } else {
                json!({"rollingUpdate": rolling})
            }
        } else {
            json!({"type": "Recreate"})
        }
    }

    fn int_or_percent(&mut self) -> Value {
        if self.p(0.5) {
            json!(self.rng.gen_range(0..=3))
        } else {
            self.s(&["25%", "50%", "10%"])
        }
    }

    fn pod_spec(&mut self) -> Value {
        let mut spec = Map::new();
        let names = self.subset(CONTAINER_NAMES, 1, 4);
        let containers: Vec<Value> = names.iter().map(|n| self.container(&json!(n))).collect();
        spec.insert("containers".into(), Value::Array(containers));
        if self.p(0.3) {
            let names = self.subset(INIT_CONTAINER_NAMES, 1, 2);
            let init: Vec<Value> = names.iter().map(|n| self.container(&json!(n))).collect();
            spec.insert("initContainers".into(), Value::Array(init));
        }
        if self.p(0.5) {
            let names = self.subset(VOLUME_NAMES, 1, 4);
            let volumes: Vec<Value> = names.iter().map(|n| self.volume(&json!(n))).collect();
            spec.insert("volumes".into(), Value::Array(volumes));
        }
        if self.p(0.3) {
            spec.insert("tolerations".into(), self.tolerations());
        }
        if self.p(0.3) {
            let names = self.subset(PULL_SECRETS, 1, 2);
            let secrets: Vec<Value> = names.iter().map(|n| json!({"name": n})).collect();
            spec.insert("imagePullSecrets".into(), Value::Array(secrets));
        }
        if self.p(0.4) {
            spec.insert("nodeSelector".into(), self.string_map(NODE_SELECTOR, 1, 2));
        }
        if self.p(0.3) {
            spec.insert("restartPolicy".into(), self.s(&["Always", "OnFailure", "Never"]));
        }
        if self.p(0.3) {
            spec.insert("serviceAccountName".into(), self.s(&["default", "builder", "runner"]));
        }
        if self.p(0.2) {
            spec.insert("terminationGracePeriodSeconds".into(), self.small_int());
        }
        if self.p(0.1) {
            spec.insert("hostNetwork".into(), json!(true));
        }
        Value::Object(spec)
    }

    fn container(&mut self, name: &Value) -> Value {
        let mut c = Map::new();
        c.insert("name".into(), name.clone());
        c.insert("image".into(), self.s(IMAGES));
        if self.p(0.2) {
            c.insert("imagePullPolicy".into(), self.s(&["Always", "IfNotPresent", "Never"]));
        }
        if self.p(0.3) {
            c.insert("command".into(), json!(["/bin/sh", "-c"]));
        }
        if self.p(0.4) {
            c.insert("args".into(), self.words());
        }
        if self.p(0.5) {
            let names = self.subset(ENV_NAMES, 1, 5);
            let env: Vec<Value> = names.iter().map(|n| self.env_var(&json!(n))).collect();
            c.insert("env".into(), Value::Array(env));
        }
        if self.p(0.5) {
            let ports = self.subset(PORTS, 1, 3);
            let mut items: Vec<Value> = ports.iter().map(|p| self.port(&json!(p))).collect();
            if self.p(0.1) {
                // The same port for two protocols (DNS on TCP and UDP): Kubernetes allows
                // it, but the merge key is only containerPort.
                let port = items[0]["containerPort"].clone();
                let protocol = if items[0]["protocol"] == "UDP" { "TCP" } else { "UDP" };
                items.push(json!({"containerPort": port, "protocol": protocol}));
                self.feat("object-duplicate-port");
            }
            c.insert("ports".into(), Value::Array(items));
        }
        if self.p(0.4) {
            let paths = self.subset(MOUNT_PATHS, 1, 3);
            let mounts: Vec<Value> = paths.iter().map(|p| self.volume_mount(&json!(p))).collect();
            c.insert("volumeMounts".into(), Value::Array(mounts));
        }
        if self.p(0.5) {
            let mut r = Map::new();
            if self.p(0.7) {
                r.insert("limits".into(), self.string_map(RESOURCES, 1, 2));
            }
            if self.p(0.7) {
                r.insert("requests".into(), self.string_map(RESOURCES, 1, 2));
            }
            c.insert("resources".into(), Value::Object(r));
        }
        if self.p(0.3) {
            c.insert("readinessProbe".into(), self.probe());
        }
        if self.p(0.3) {
            c.insert("livenessProbe".into(), self.probe());
        }
        if self.p(0.1) {
            c.insert("workingDir".into(), json!("/srv"));
        }
        Value::Object(c)
    }

    fn words(&mut self) -> Value {
        let w = self.subset(WORDS, 1, 3);
        json!(w)
    }

    fn env_var(&mut self, name: &Value) -> Value {
        if self.p(0.75) {
            json!({"name": name, "value": self.s(ENV_VALUES)})
        } else {
            json!({"name": name, "valueFrom": {"fieldRef": {"fieldPath": self.s(FIELD_PATHS)}}})
        }
    }

    fn port(&mut self, port: &Value) -> Value {
        let mut p = Map::new();
        p.insert("containerPort".into(), port.clone());
        if self.p(0.5) {
            p.insert("protocol".into(), self.s(PROTOCOLS));
        }
        if self.p(0.5) {
            p.insert("name".into(), self.s(PORT_NAMES));
        }
        Value::Object(p)
    }

    fn volume_mount(&mut self, path: &Value) -> Value {
        let mut m = Map::new();
        m.insert("name".into(), self.s(VOLUME_NAMES));
        m.insert("mountPath".into(), path.clone());
        if self.p(0.3) {
            m.insert("readOnly".into(), json!(true));
        }
        Value::Object(m)
    }

    fn probe_handler(&mut self) -> (&'static str, Value) {
        match self.rng.gen_range(0..3) {
            0 => {
                let port = if self.p(0.7) { json!(self.pick(PORTS)) } else { self.s(PORT_NAMES) };
                ("httpGet", json!({"path": self.s(&["/healthz", "/ready", "/"]), "port": port}))
            }
            1 => ("tcpSocket", json!({"port": self.pick(PORTS)})),
            _ => ("exec", json!({"command": self.words()})),
        }
    }

    fn probe(&mut self) -> Value {
        let (handler, value) = self.probe_handler();
        let mut p = Map::new();
        p.insert(handler.into(), value);
        if self.p(0.5) {
            p.insert("periodSeconds".into(), json!(self.rng.gen_range(1..=30)));
        }
        if self.p(0.3) {
            p.insert("initialDelaySeconds".into(), self.small_int());
        }
        if self.p(0.2) {
            p.insert("failureThreshold".into(), json!(self.rng.gen_range(1..=5)));
        }
        Value::Object(p)
    }

    fn volume_source(&mut self, source: &str) -> Value {
        match source {
            "configMap" => {
                let mut m = Map::new();
                m.insert("name".into(), self.s(&["cm-a", "cm-b"]));
                if self.p(0.3) {
                    m.insert("defaultMode".into(), json!(self.pick(&[420, 292, 511])));
                }
                if self.p(0.2) {
                    m.insert("items".into(), json!([{"key": "k", "path": "p"}]));
                }
                Value::Object(m)
            }
            "secret" => {
                let mut m = Map::new();
                m.insert("secretName".into(), self.s(&["tls", "creds"]));
                if self.p(0.3) {
                    m.insert("optional".into(), json!(self.p(0.5)));
                }
                Value::Object(m)
            }
            "emptyDir" => match self.rng.gen_range(0..3) {
                0 => json!({}),
                1 => json!({"medium": "Memory"}),
                _ => json!({"sizeLimit": self.s(&["1Gi", "500Mi"])}),
            },
            _ => {
                let mut m = Map::new();
                m.insert("path".into(), self.s(&["/var/lib/data", "/tmp", "/mnt"]));
                if self.p(0.4) {
                    m.insert("type".into(), self.s(&["Directory", "DirectoryOrCreate", ""]));
                }
                Value::Object(m)
            }
        }
    }

    fn volume(&mut self, name: &Value) -> Value {
        let source = self.pick(VOLUME_SOURCES);
        json!({"name": name, source: self.volume_source(source)})
    }

    fn tolerations(&mut self) -> Value {
        let n = self.rng.gen_range(1..=2);
        let items: Vec<Value> = (0..n)
            .map(|_| {
                if self.p(0.7) {
                    json!({"key": self.s(TOLERATION_KEYS), "operator": "Equal", "value": self.s(&["true", "x"]),
                           "effect": self.s(EFFECTS)})
                } else {
                    json!({"key": self.s(TOLERATION_KEYS), "operator": "Exists"})
                }
            })
            .collect();
        Value::Array(items)
    }

    // -----------------------------------------------------------------------------------
    // Patches

    fn patch(&mut self, object: &Value, deployment: bool) -> Value {
        for _ in 0..20 {
            let mut patch = Map::new();
            if self.p(0.5) {
                if let Some(m) = self.metadata_patch(&object["metadata"]) {
                    patch.insert("metadata".into(), m);
                }
            }
            if self.p(0.9) {
                let spec = if deployment {
                    self.deployment_spec_patch(&object["spec"])
                } else {
                    self.pod_spec_patch(&object["spec"])
                };
                if let Some(s) = spec {
                    patch.insert("spec".into(), s);
                }
            }
            if self.p(0.01) {
                // Replace the whole object; a nested patch stays in it as it is.
                self.feat("root-$patch-replace");
                let spec = match patch.remove("spec") {
                    Some(spec) if self.p(0.5) => spec,
                    _ => object["spec"].clone(),
                };
                patch = Map::new();
                patch.insert("$patch".into(), json!("replace"));
                patch.insert("apiVersion".into(), object["apiVersion"].clone());
                patch.insert("kind".into(), object["kind"].clone());
                patch.insert("metadata".into(), json!({"name": object["metadata"]["name"]}));
                patch.insert("spec".into(), spec);
            }
            if !patch.is_empty() {
                return Value::Object(patch);
            }
        }
        json!({"metadata": {"labels": {"patched": "true"}}})
    }

    fn metadata_patch(&mut self, meta: &Value) -> Option<Value> {
        let mut out = Map::new();
        if self.p(0.5) {
            out.insert("labels".into(), self.map_patch(meta.get("labels"), LABELS));
        }
        if self.p(0.3) {
            out.insert("annotations".into(), self.map_patch(meta.get("annotations"), ANNOTATIONS));
        }
        if self.p(0.5) {
            self.primitive_list_patch(&mut out, "finalizers", meta.get("finalizers"), FINALIZERS);
        }
        if self.p(0.15) {
            self.keyed_list_patch(
                &mut out,
                KeyedList {
                    field: "ownerReferences",
                    key: "uid",
                    pool: OWNER_UIDS.iter().map(|u| json!(u)).collect(),
                    orig: meta.get("ownerReferences"),
                    new_item: |g, k| g.owner_reference(k),
                    change_item: |g, _| {
                        let mut m = Map::new();
                        if g.p(0.5) {
                            m.insert("name".into(), g.s(&["web-5d9f", "web-7c4b", "web-0000"]));
                        } else {
                            m.insert("controller".into(), if g.p(0.5) { Value::Null } else { json!(true) });
                        }
                        m
                    },
                },
            );
        }
        if self.p(0.05) {
            out.insert("namespace".into(), if self.p(0.5) { Value::Null } else { json!("kube-system") });
            self.feat("plain-field");
        }
        if self.p(0.02) {
            self.feat("map-$patch-delete");
            return Some(json!({"$patch": "delete"}));
        }
        if self.p(0.03) {
            self.feat("map-replace-metadata");
            out.insert("$patch".into(), json!("replace"));
            out.insert("name".into(), meta["name"].clone());
        }
        (!out.is_empty()).then_some(Value::Object(out))
    }

    /// A patch of a map of strings: set/delete keys, `$patch: replace`, `$patch: delete`,
    /// or `null`.
    fn map_patch(&mut self, orig: Option<&Value>, pools: MapPools) -> Value {
        let roll = self.rng.gen_range(0..100);
        if roll < 8 {
            self.feat("null-field");
            return Value::Null;
        }
        if roll < 18 {
            self.feat("map-$patch-replace");
            let mut m = match self.string_map(pools, 0, 2) {
                Value::Object(m) => m,
                _ => Map::new(),
            };
            m.insert("$patch".into(), json!("replace"));
            return Value::Object(m);
        }
        if roll < 24 {
            self.feat("map-$patch-delete");
            return json!({"$patch": "delete"});
        }
        let mut m = Map::new();
        let mut candidates: Vec<String> = pools.keys.iter().map(|k| k.to_string()).collect();
        if let Some(Value::Object(o)) = orig {
            candidates.extend(o.keys().cloned());
        }
        let n = self.rng.gen_range(1..=3);
        for _ in 0..n {
            let k = candidates.choose(&mut self.rng).unwrap().clone();
            if self.p(0.3) {
                self.feat("null-field");
                m.insert(k, Value::Null);
            } else {
                self.feat("plain-field");
                m.insert(k, self.s(pools.values));
            }
        }
        Value::Object(m)
    }

    /// A patch of a merge list of strings (`finalizers`): the list, the deletion list, the
    /// order, in consistent combinations.
    fn primitive_list_patch(
        &mut self,
        out: &mut Map<String, Value>,
        field: &'static str,
        orig: Option<&Value>,
        pool: &[&str],
    ) {
        if self.p(0.06) {
            self.feat("null-field");
            out.insert(field.into(), Value::Null);
            return;
        }
        let pool: Vec<String> = pool.iter().map(|s| s.to_string()).collect();
        let orig: Vec<String> = match orig {
            Some(Value::Array(items)) => items.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect(),
            _ => Vec::new(),
        };
        let (mut has_list, has_delete, mut has_order) = (self.p(0.6), self.p(0.4), self.p(0.35));
        if !has_list && !has_delete && !has_order {
            has_list = true;
        }
        if has_list && has_delete {
            // Without the order, Go's result depends on its map iteration order.
            has_order = true;
        }
        let mut list: Vec<Value> =
            if has_list { self.subset(&pool, 1, 3).into_iter().map(Value::String).collect() } else { Vec::new() };
        if has_list {
            self.feat("primitive-list-merge");
            if self.p(0.03) {
                self.feat("primitive-list-duplicate");
                list.push(list[0].clone());
            }
            if self.p(0.015) {
                self.feat("null-in-primitive-list");
                let at = self.rng.gen_range(0..=list.len());
                list.insert(at, Value::Null);
            }
            out.insert(field.into(), Value::Array(list.clone()));
        }
        if has_delete {
            self.feat("$deleteFromPrimitiveList");
            // Mostly delete what is there.
            let delete =
                if !orig.is_empty() && self.p(0.6) { self.subset(&orig, 1, 2) } else { self.subset(&pool, 1, 2) };
            out.insert(format!("$deleteFromPrimitiveList/{field}"), json!(delete));
        }
        if has_order {
            self.feat("$setElementOrder-primitive");
            let mut extras: Vec<String> = Vec::new();
            for o in &orig {
                if !list.contains(&json!(o)) && !extras.contains(o) && self.p(0.6) {
                    extras.push(o.clone());
                }
            }
            if self.p(0.2) {
                let absent = self.pick(&pool);
                if !list.contains(&json!(absent)) && !extras.contains(&absent) {
                    extras.push(absent);
                    self.feat("$setElementOrder-absent-key");
                }
            }
            let order = self.interleave(list.clone(), extras.iter().map(|s| json!(s)).collect());
            out.insert(format!("$setElementOrder/{field}"), Value::Array(order));
        }
    }

    /// `keep` in its order with `extras` inserted at random places.
    fn interleave(&mut self, keep: Vec<Value>, extras: Vec<Value>) -> Vec<Value> {
        let mut order = keep;
        for e in extras {
            let at = self.rng.gen_range(0..=order.len());
            order.insert(at, e);
        }
        order
    }

    /// A patch of a list merged by key: item changes, additions, `$patch: delete` items,
    /// `$patch: replace`, `$setElementOrder`, `null`, `[]`.
    fn keyed_list_patch(&mut self, out: &mut Map<String, Value>, list: KeyedList<'_>) {
        let KeyedList { field, key, pool, orig, new_item, change_item } = list;
        let orig_items: Vec<Map<String, Value>> = match orig {
            Some(Value::Array(items)) => items.iter().filter_map(|v| v.as_object().cloned()).collect(),
            _ => Vec::new(),
        };
        let orig_keys: Vec<Value> = orig_items.iter().filter_map(|m| m.get(key).cloned()).collect();
        let order_key = format!("$setElementOrder/{field}");
        // A second patch of the same list replaces the first entirely (its order too).
        out.remove(field);
        out.remove(&order_key);
        let item_key = |v: &Value| -> Value { json!({ key: v }) };
        let roll = self.rng.gen_range(0..100);
        if roll < 6 {
            self.feat("null-field");
            out.insert(field.into(), Value::Null);
            return;
        }
        if roll < 9 {
            self.feat("empty-list");
            out.insert(field.into(), json!([]));
            if self.p(0.3) && !orig_keys.is_empty() {
                self.feat("$setElementOrder-keyed");
                let order = self.subset(&orig_keys, 1, orig_keys.len());
                out.insert(order_key, Value::Array(order.iter().map(&item_key).collect()));
            }
            return;
        }
        if roll < 17 {
            self.feat("list-$patch-replace");
            let keys = self.subset(&pool, 0, 3);
            let mut items: Vec<Value> = Vec::new();
            for k in &keys {
                if self.p(0.15) {
                    // Items of a replacing list are taken as they are, directives included.
                    self.feat("list-$patch-replace-items-with-directives");
                    let mut item = change_item(self, &Map::new());
                    item.insert(key.into(), k.clone());
                    items.push(Value::Object(item));
                } else {
                    items.push(new_item(self, k));
                }
            }
            let marker = if self.p(0.2) {
                self.feat("list-$patch-replace-with-key");
                json!({key: self.pick(&pool), "$patch": "replace"})
            } else {
                json!({"$patch": "replace"})
            };
            let at = if self.p(0.7) { 0 } else { self.rng.gen_range(0..=items.len()) };
            items.insert(at, marker);
            let marker_last = at == items.len() - 1;
            out.insert(field.into(), Value::Array(items));
            if self.p(0.3) && !keys.is_empty() {
                self.feat("$setElementOrder-keyed");
                if marker_last {
                    // Go rejects this: its consistency check stops at the end of the order
                    // list, before skipping the trailing directive item.
                    self.feat("$setElementOrder-with-trailing-replace-marker");
                }
                let order = keys.iter().map(&item_key).collect();
                out.insert(order_key, Value::Array(order));
            }
            return;
        }
        if roll < 24 && !orig_keys.is_empty() {
            self.feat("$setElementOrder-keyed");
            self.feat("$setElementOrder-only");
            let mut order = self.subset(&orig_keys, 1, orig_keys.len());
            if self.p(0.2) {
                let absent = self.pick(&pool);
                if !order.contains(&absent) {
                    self.feat("$setElementOrder-absent-key");
                    let at = self.rng.gen_range(0..=order.len());
                    order.insert(at, absent);
                }
            }
            out.insert(order_key, Value::Array(order.iter().map(&item_key).collect()));
            return;
        }
        // Merge: changes, additions, deletions by merge key.
        let chosen = self.subset(&pool, 1, 4);
        let mut items = Vec::new();
        let mut kept_keys = Vec::new();
        for k in chosen {
            let existing = orig_items.iter().find(|m| m.get(key) == Some(&k)).cloned();
            let delete = match existing {
                Some(_) => self.p(0.2),
                None => self.p(0.12),
            };
            if delete {
                self.feat("list-$patch-delete");
                let mut item = Map::new();
                if self.p(0.15) {
                    // Other fields beside the deletion are ignored.
                    self.feat("list-$patch-delete-with-fields");
                    item = change_item(self, &existing.clone().unwrap_or_default());
                }
                item.insert(key.into(), k.clone());
                item.insert("$patch".into(), json!("delete"));
                items.push(Value::Object(item));
                continue;
            }
            let item = match existing {
                Some(m) => {
                    self.feat("list-item-change");
                    let mut change = change_item(self, &m);
                    change.insert(key.into(), k.clone());
                    Value::Object(change)
                }
                None => {
                    if self.p(0.12) {
                        // A new item that holds directives or nulls: Go appends it as is.
                        self.feat("list-item-add-from-patch");
                        let mut item = change_item(self, &Map::new());
                        item.insert(key.into(), k.clone());
                        Value::Object(item)
                    } else {
                        self.feat("list-item-add");
                        new_item(self, &k)
                    }
                }
            };
            items.push(item);
            kept_keys.push(k);
        }
        if self.p(0.02) {
            if let Some(k) = kept_keys.first().cloned() {
                // Rare: the same merge key twice in the patch.
                self.feat("duplicate-merge-key");
                let existing = orig_items.iter().find(|m| m.get(key) == Some(&k)).cloned().unwrap_or_default();
                let mut change = change_item(self, &existing);
                change.insert(key.into(), k.clone());
                items.push(Value::Object(change));
                kept_keys.push(k);
            }
        }
        if key == "containerPort" && !kept_keys.is_empty() && self.p(0.03) {
            // A merge key of another JSON type ("80" for 80) matches nothing.
            self.feat("merge-key-type-mismatch");
            let as_string = json!(kept_keys[0].to_string());
            if let Some(first) = items.iter_mut().find(|i| i.get("$patch").is_none()) {
                first[key] = as_string.clone();
                kept_keys[0] = as_string;
            }
        }
        if self.p(0.4) && !(kept_keys.is_empty() && orig_keys.is_empty()) {
            self.feat("$setElementOrder-keyed");
            let mut extras = Vec::new();
            for o in &orig_keys {
                if !kept_keys.contains(o) && self.p(0.7) {
                    extras.push(o.clone());
                }
            }
            if self.p(0.15) {
                let absent = self.pick(&pool);
                if !kept_keys.contains(&absent) && !extras.contains(&absent) {
                    self.feat("$setElementOrder-absent-key");
                    extras.push(absent);
                }
            }
            let keep: Vec<Value> = kept_keys.iter().map(&item_key).collect();
            let extras: Vec<Value> = extras.iter().map(&item_key).collect();
            let order = self.interleave(keep, extras);
            if !order.is_empty() {
                out.insert(order_key, Value::Array(order));
            }
        }
        out.insert(field.into(), Value::Array(items));
    }

    fn pod_spec_patch(&mut self, spec: &Value) -> Option<Value> {
        let mut out = Map::new();
        let containers: Vec<Value> = CONTAINER_NAMES.iter().map(|n| json!(n)).collect();
        let init: Vec<Value> = INIT_CONTAINER_NAMES.iter().map(|n| json!(n)).collect();
        if self.p(0.6) {
            self.keyed_list_patch(
                &mut out,
                KeyedList {
                    field: "containers",
                    key: "name",
                    pool: containers,
                    orig: spec.get("containers"),
                    new_item: |g, k| g.container(k),
                    change_item: |g, m| g.container_patch(m),
                },
            );
        }
        if self.p(0.2) {
            self.keyed_list_patch(
                &mut out,
                KeyedList {
                    field: "initContainers",
                    key: "name",
                    pool: init,
                    orig: spec.get("initContainers"),
                    new_item: |g, k| g.container(k),
                    change_item: |g, m| g.container_patch(m),
                },
            );
        }
        if self.p(0.35) {
            self.keyed_list_patch(
                &mut out,
                KeyedList {
                    field: "volumes",
                    key: "name",
                    pool: VOLUME_NAMES.iter().map(|n| json!(n)).collect(),
                    orig: spec.get("volumes"),
                    new_item: |g, k| g.volume(k),
                    change_item: |g, m| g.volume_patch(m),
                },
            );
        }
        if self.p(0.15) {
            self.keyed_list_patch(
                &mut out,
                KeyedList {
                    field: "imagePullSecrets",
                    key: "name",
                    pool: PULL_SECRETS.iter().map(|n| json!(n)).collect(),
                    orig: spec.get("imagePullSecrets"),
                    new_item: |_, k| json!({"name": k}),
                    change_item: |_, _| Map::new(),
                },
            );
        }
        if self.p(0.15) {
            self.feat("atomic-list");
            let v = if self.p(0.2) { Value::Null } else { self.tolerations() };
            out.insert("tolerations".into(), v);
        }
        if self.p(0.2) {
            out.insert("nodeSelector".into(), self.map_patch(spec.get("nodeSelector"), NODE_SELECTOR));
        }
        let mut plain: Vec<(&str, Value)> = Vec::new();
        if self.p(0.1) {
            plain.push(("restartPolicy", self.s(&["Always", "OnFailure", "Never"])));
        }
        if self.p(0.1) {
            plain.push(("serviceAccountName", self.s(&["default", "builder"])));
        }
        if self.p(0.1) {
            plain.push(("terminationGracePeriodSeconds", self.small_int()));
        }
        if self.p(0.05) {
            plain.push(("hostNetwork", json!(false)));
        }
        for (k, mut v) in plain {
            if self.p(0.3) {
                self.feat("null-field");
                v = Value::Null;
            } else {
                self.feat("plain-field");
            }
            out.insert(k.into(), v);
        }
        if self.p(0.02) {
            self.feat("$retainKeys-podspec");
            let mut keys: Vec<Value> = out.keys().filter(|k| !k.starts_with('$')).map(|k| json!(k)).collect();
            keys.push(json!("containers"));
            keys.sort_by(|a, b| a.as_str().cmp(&b.as_str()));
            keys.dedup();
            out.insert("$retainKeys".into(), Value::Array(keys));
        }
        (!out.is_empty()).then_some(Value::Object(out))
    }

    fn container_patch(&mut self, orig: &Map<String, Value>) -> Map<String, Value> {
        let mut out = Map::new();
        let n_changes = self.rng.gen_range(1..=3);
        for _ in 0..n_changes {
            match self.rng.gen_range(0..11) {
                0 => {
                    self.feat("plain-field");
                    out.insert("image".into(), self.s(IMAGES));
                }
                1 => {
                    let v = if self.p(0.3) { Value::Null } else { self.words() };
                    self.feat("atomic-list");
                    out.insert("args".into(), v);
                }
                2 => {
                    self.feat("atomic-list");
                    let v = if self.p(0.4) { Value::Null } else { json!(["/bin/bash", "-ec"]) };
                    out.insert("command".into(), v);
                }
                3 => {
                    self.keyed_list_patch(
                        &mut out,
                        KeyedList {
                            field: "env",
                            key: "name",
                            pool: ENV_NAMES.iter().map(|n| json!(n)).collect(),
                            orig: orig.get("env"),
                            new_item: |g, k| g.env_var(k),
                            change_item: |g, m| g.env_patch(m),
                        },
                    );
                }
                4 => {
                    self.keyed_list_patch(
                        &mut out,
                        KeyedList {
                            field: "ports",
                            key: "containerPort",
                            pool: PORTS.iter().map(|n| json!(n)).collect(),
                            orig: orig.get("ports"),
                            new_item: |g, k| g.port(k),
                            change_item: |g, _| g.port_patch(),
                        },
                    );
                }
                5 => {
                    self.keyed_list_patch(
                        &mut out,
                        KeyedList {
                            field: "volumeMounts",
                            key: "mountPath",
                            pool: MOUNT_PATHS.iter().map(|n| json!(n)).collect(),
                            orig: orig.get("volumeMounts"),
                            new_item: |g, k| g.volume_mount(k),
                            change_item: |g, _| {
                                let mut m = Map::new();
                                if g.p(0.5) {
                                    m.insert("name".into(), g.s(VOLUME_NAMES));
                                } else {
                                    m.insert("readOnly".into(), if g.p(0.5) { Value::Null } else { json!(false) });
                                }
                                m
                            },
                        },
                    );
                }
                6 => {
                    let r = self.resources_patch(orig.get("resources"));
                    out.insert("resources".into(), r);
                }
                7 | 8 => {
                    let field = if self.p(0.5) { "readinessProbe" } else { "livenessProbe" };
                    let p = self.probe_patch(orig.get(field));
                    out.insert(field.into(), p);
                }
                9 => {
                    self.feat("plain-field");
                    out.insert("imagePullPolicy".into(), self.s(&["Always", "IfNotPresent"]));
                }
                _ => {
                    self.feat("null-field");
                    let field = self.pick(&["workingDir", "imagePullPolicy", "resources", "env", "ports"]);
                    out.remove(&format!("$setElementOrder/{field}"));
                    out.insert(field.into(), Value::Null);
                }
            }
        }
        if self.p(0.03) {
            // $setElementOrder on an atomic list of strings: Go replaces, then orders.
            self.feat("$setElementOrder-atomic");
            let args = self.subset(WORDS, 1, 3);
            let extras = self.subset(WORDS, 0, 2).into_iter().filter(|w| !args.contains(w)).map(|w| json!(w)).collect();
            let order = self.interleave(args.iter().map(|w| json!(w)).collect(), extras);
            out.insert("args".into(), json!(args));
            out.insert("$setElementOrder/args".into(), Value::Array(order));
        } else if self.p(0.02) {
            // $deleteFromPrimitiveList on an atomic list: Go replaces the list with it.
            self.feat("$deleteFromPrimitiveList-atomic");
            out.remove("args");
            out.insert("$deleteFromPrimitiveList/args".into(), self.words());
        }
        if self.p(0.02) {
            // A value of another JSON type than the schema's: Go replaces the field with it.
            self.feat("type-change");
            let (field, value) = self.pick(&[
                ("env", json!({"A": "1"})),
                ("ports", json!(80)),
                ("resources", json!([])),
                ("args", json!("--flag")),
                ("image", json!({"repository": "nginx"})),
                ("volumeMounts", Value::Bool(true)),
            ]);
            out.remove(&format!("$setElementOrder/{field}"));
            out.insert(field.into(), value);
        }
        if self.p(0.02) {
            // $retainKeys on a struct whose schema does not ask for it: Go applies it anyway.
            self.feat("$retainKeys-container");
            let mut keys: Vec<Value> = out.keys().filter(|k| !k.starts_with('$')).map(|k| json!(k)).collect();
            keys.push(json!("name"));
            keys.push(json!("image"));
            keys.sort_by(|a, b| a.as_str().cmp(&b.as_str()));
            keys.dedup();
            out.insert("$retainKeys".into(), Value::Array(keys));
        }
        out
    }

    fn env_patch(&mut self, orig: &Map<String, Value>) -> Map<String, Value> {
        let mut out = Map::new();
        match self.rng.gen_range(0..4) {
            0 => {
                self.feat("plain-field");
                out.insert("value".into(), self.s(ENV_VALUES));
            }
            1 => {
                // Switch to valueFrom, deleting value.
                self.feat("null-field");
                out.insert("value".into(), Value::Null);
                out.insert("valueFrom".into(), json!({"fieldRef": {"fieldPath": self.s(FIELD_PATHS)}}));
            }
            2 => {
                // Switch to value, deleting valueFrom (or not, if it was not there).
                out.insert("valueFrom".into(), Value::Null);
                out.insert("value".into(), self.s(ENV_VALUES));
            }
            _ => {
                if orig.contains_key("valueFrom") {
                    out.insert(
                        "valueFrom".into(),
                        json!({"fieldRef": {"fieldPath": self.s(FIELD_PATHS), "apiVersion": "v1"}}),
                    );
                } else {
                    out.insert("value".into(), Value::Null);
                }
            }
        }
        out
    }

    fn port_patch(&mut self) -> Map<String, Value> {
        let mut out = Map::new();
        if self.p(0.5) {
            out.insert("protocol".into(), self.s(PROTOCOLS));
        }
        if self.p(0.5) {
            let v = if self.p(0.3) { Value::Null } else { self.s(PORT_NAMES) };
            out.insert("name".into(), v);
        }
        out
    }

    fn resources_patch(&mut self, orig: Option<&Value>) -> Value {
        let roll = self.rng.gen_range(0..100);
        if roll < 8 {
            self.feat("null-field");
            return Value::Null;
        }
        if roll < 16 {
            self.feat("map-$patch-replace");
            let limits = self.string_map(RESOURCES, 1, 2);
            return json!({"$patch": "replace", "limits": limits});
        }
        if roll < 20 {
            self.feat("map-$patch-delete");
            return json!({"$patch": "delete"});
        }
        let mut out = Map::new();
        let orig = orig.cloned().unwrap_or(Value::Null);
        if self.p(0.6) {
            out.insert("limits".into(), self.map_patch(orig.get("limits"), RESOURCES));
        }
        if out.is_empty() || self.p(0.5) {
            out.insert("requests".into(), self.map_patch(orig.get("requests"), RESOURCES));
        }
        Value::Object(out)
    }

    fn probe_patch(&mut self, orig: Option<&Value>) -> Value {
        let roll = self.rng.gen_range(0..100);
        if roll < 10 {
            self.feat("null-field");
            return Value::Null;
        }
        if roll < 15 {
            self.feat("map-$patch-delete");
            return json!({"$patch": "delete"});
        }
        let mut out = Map::new();
        let old_handler = orig
            .and_then(Value::as_object)
            .and_then(|m| ["httpGet", "tcpSocket", "exec"].into_iter().find(|h| m.contains_key(*h)));
        match self.rng.gen_range(0..4) {
            0 | 1 => {
                // Switch the handler, deleting the old one (mostly).
                let (handler, value) = self.probe_handler();
                out.insert(handler.into(), value);
                if let Some(old) = old_handler {
                    if old != handler && self.p(0.85) {
                        self.feat("null-field");
                        out.insert(old.into(), Value::Null);
                    }
                }
            }
            2 => {
                self.feat("plain-field");
                out.insert("periodSeconds".into(), json!(self.rng.gen_range(1..=30)));
                if self.p(0.3) {
                    out.insert("initialDelaySeconds".into(), Value::Null);
                }
            }
            _ => {
                // A port that changes type (int <-> string), or a path change.
                let port = if self.p(0.5) { json!(self.pick(PORTS)) } else { self.s(PORT_NAMES) };
                match old_handler {
                    Some("tcpSocket") => {
                        out.insert("tcpSocket".into(), json!({"port": port}));
                    }
                    Some("exec") => {
                        self.feat("atomic-list");
                        out.insert("exec".into(), json!({"command": self.words()}));
                    }
                    _ => {
                        out.insert("httpGet".into(), json!({"port": port, "path": "/live"}));
                    }
                }
            }
        }
        Value::Object(out)
    }

    fn volume_patch(&mut self, orig: &Map<String, Value>) -> Map<String, Value> {
        let mut out = Map::new();
        let old = VOLUME_SOURCES.iter().copied().find(|s| orig.contains_key(*s));
        match self.rng.gen_range(0..5) {
            0 | 1 => {
                // Switch the source with $retainKeys.
                self.feat("$retainKeys-volume");
                let source = self.pick(VOLUME_SOURCES);
                let value = self.volume_source(source);
                out.insert(source.into(), value);
                let mut keep = vec![json!("name"), json!(source)];
                if self.p(0.15) {
                    if let Some(old) = old {
                        // Also keeps the old source (a key absent from the patch).
                        keep.push(json!(old));
                    }
                }
                if self.p(0.2) {
                    keep.reverse();
                }
                out.insert("$retainKeys".into(), Value::Array(keep));
                if let Some(old) = old {
                    if old != source && self.p(0.3) {
                        // A null is allowed even though it is not retained.
                        out.insert(old.into(), Value::Null);
                    }
                }
            }
            2 => {
                // Switch the source by deleting the old one.
                let source = self.pick(VOLUME_SOURCES);
                let value = self.volume_source(source);
                out.insert(source.into(), value);
                if let Some(old) = old {
                    if old != source {
                        self.feat("null-field");
                        out.insert(old.into(), Value::Null);
                    }
                }
            }
            3 => {
                // Change inside the current source.
                let source = old.unwrap_or("emptyDir");
                let change = match source {
                    "configMap" => json!({"defaultMode": self.pick(&[420, 292])}),
                    "secret" => json!({"secretName": self.s(&["tls", "creds", "other"])}),
                    "emptyDir" => json!({"medium": self.s(&["Memory", ""])}),
                    _ => json!({"type": Value::Null, "path": "/srv"}),
                };
                out.insert(source.into(), change);
                if self.p(0.4) {
                    self.feat("$retainKeys-volume");
                    out.insert("$retainKeys".into(), json!(["name", source]));
                }
            }
            _ => {
                // Keep only the name.
                self.feat("$retainKeys-volume");
                out.insert("$retainKeys".into(), json!(["name"]));
            }
        }
        out
    }

    fn deployment_spec_patch(&mut self, spec: &Value) -> Option<Value> {
        let mut out = Map::new();
        if self.p(0.2) {
            let v = if self.p(0.2) { Value::Null } else { json!(self.rng.gen_range(0..=10)) };
            self.feat("plain-field");
            out.insert("replicas".into(), v);
        }
        if self.p(0.1) {
            out.insert("minReadySeconds".into(), if self.p(0.3) { Value::Null } else { self.small_int() });
        }
        if self.p(0.05) {
            out.insert("paused".into(), json!(self.p(0.5)));
        }
        if self.p(0.3) {
            let s = self.strategy_patch(spec.get("strategy"));
            out.insert("strategy".into(), s);
        }
        if self.p(0.05) {
            let orig = spec.pointer("/selector/matchLabels");
            out.insert("selector".into(), json!({"matchLabels": self.map_patch(orig, LABELS)}));
        }
        if self.p(0.85) {
            let mut template = Map::new();
            let orig = spec.get("template").cloned().unwrap_or(Value::Null);
            if self.p(0.3) {
                let mut meta = Map::new();
                meta.insert("labels".into(), self.map_patch(orig.pointer("/metadata/labels"), LABELS));
                if self.p(0.3) {
                    meta.insert(
                        "annotations".into(),
                        self.map_patch(orig.pointer("/metadata/annotations"), ANNOTATIONS),
                    );
                }
                template.insert("metadata".into(), Value::Object(meta));
            }
            if let Some(s) = self.pod_spec_patch(&orig["spec"]) {
                template.insert("spec".into(), s);
            }
            if self.p(0.03) {
                // Replace the whole template; a nested patch stays in it as it is.
                self.feat("map-$patch-replace");
                self.feat("map-replace-template");
                template.insert("$patch".into(), json!("replace"));
                if self.p(0.6) {
                    template.insert("spec".into(), self.pod_spec());
                }
                template.insert("metadata".into(), json!({"labels": spec.pointer("/selector/matchLabels")}));
            }
            if !template.is_empty() {
                out.insert("template".into(), Value::Object(template));
            }
        }
        (!out.is_empty()).then_some(Value::Object(out))
    }

    fn strategy_patch(&mut self, orig: Option<&Value>) -> Value {
        let _ = orig;
        match self.rng.gen_range(0..7) {
            0 => {
                self.feat("$retainKeys-strategy");
                json!({"$retainKeys": ["type"], "type": "Recreate"})
            }
            1 => {
                self.feat("$retainKeys-strategy");
                json!({"$retainKeys": ["type", "rollingUpdate"], "type": "RollingUpdate",
                       "rollingUpdate": {"maxSurge": self.int_or_percent()}})
            }
            2 => {
                self.feat("$retainKeys-strategy");
                json!({"$retainKeys": ["rollingUpdate", "type"], "type": "RollingUpdate",
                       "rollingUpdate": {"maxUnavailable": self.int_or_percent(), "maxSurge": Value::Null}})
            }
            3 => {
                self.feat("null-field");
                json!({"type": "Recreate", "rollingUpdate": null})
            }
            4 => {
                self.feat("plain-field");
                json!({"rollingUpdate": {"maxUnavailable": self.int_or_percent()}})
            }
            5 => {
                self.feat("map-$patch-replace");
                json!({"$patch": "replace", "type": "Recreate"})
            }
            _ => {
                self.feat("null-field");
                Value::Null
            }
        }
    }

    // -----------------------------------------------------------------------------------
    // Invalid patches

    /// Breaks the patch on purpose in one of several ways; returns which.
    fn make_invalid(&mut self, patch: &mut Value, deployment: bool) -> &'static str {
        let how = self.pick(&[
            "setElementOrder-wrong-order",
            "setElementOrder-missing-item",
            "retainKeys-missing-key",
            "retainKeys-not-a-list",
            "patch-merge-in-list",
            "unknown-patch-type",
            "missing-merge-key",
            "setElementOrder-unknown-field",
            "setElementOrder-not-a-list",
            "deleteFromPrimitiveList-without-field",
            "null-list-item",
            "setElementOrder-atomic-list-of-maps",
        ]);
        self.feat("deliberately-invalid");
        let root = patch.as_object_mut().expect("patch is an object");
        match how {
            "setElementOrder-wrong-order" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.insert(
                    "containers".into(),
                    json!([{"name": "app", "image": "a:1"}, {"name": "sidecar", "image": "s:1"}]),
                );
                pod_spec.insert("$setElementOrder/containers".into(), json!([{"name": "sidecar"}, {"name": "app"}]));
            }
            "setElementOrder-missing-item" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.insert(
                    "containers".into(),
                    json!([{"name": "app", "image": "a:1"}, {"name": "proxy", "image": "p:1"}]),
                );
                pod_spec.insert("$setElementOrder/containers".into(), json!([{"name": "app"}]));
            }
            "retainKeys-missing-key" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.insert("nodeSelector".into(), json!({"disktype": "ssd"}));
                pod_spec.insert("$retainKeys".into(), json!(["containers"]));
            }
            "retainKeys-not-a-list" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.insert("$retainKeys".into(), json!("containers"));
            }
            "null-list-item" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.remove("$setElementOrder/containers");
                pod_spec.insert("containers".into(), json!([null, {"name": "app", "image": "a:3"}]));
            }
            "setElementOrder-atomic-list-of-maps" => {
                // Go crashes (maps are not hashable); kubectl exits with a panic.
                let pod_spec = pod_spec_mut(root, deployment);
                let toleration = json!({"key": "gpu", "operator": "Exists"});
                pod_spec.insert("tolerations".into(), json!([toleration.clone()]));
                pod_spec.insert("$setElementOrder/tolerations".into(), json!([toleration]));
            }
            "patch-merge-in-list" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.remove("$setElementOrder/containers");
                pod_spec.insert("containers".into(), json!([{"$patch": "merge"}, {"name": "app", "image": "a:2"}]));
            }
            "missing-merge-key" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.remove("$setElementOrder/containers");
                pod_spec.insert("containers".into(), json!([{"image": "nameless:1"}]));
            }
            "setElementOrder-unknown-field" => {
                let pod_spec = pod_spec_mut(root, deployment);
                pod_spec.insert("$setElementOrder/sideContainers".into(), json!([{"name": "app"}]));
            }
            "unknown-patch-type" => {
                root.insert("metadata".into(), json!({"$patch": "bogus", "labels": {"a": "b"}}));
            }
            "setElementOrder-not-a-list" => {
                object_mut(root, "metadata").insert("$setElementOrder/finalizers".into(), json!("example.com/a"));
            }
            _ => {
                object_mut(root, "metadata").insert("$deleteFromPrimitiveList".into(), json!(["example.com/a"]));
            }
        }
        how
    }
}

/// The map at `key` in `map`, made an (empty) map first if it is something else.
fn object_mut<'a>(map: &'a mut Map<String, Value>, key: &str) -> &'a mut Map<String, Value> {
    let entry = map.entry(key).or_insert_with(|| json!({}));
    if !entry.is_object() {
        *entry = json!({});
    }
    entry.as_object_mut().expect("just made an object")
}

/// The pod spec of a Pod or Deployment patch, created as needed.
fn pod_spec_mut(root: &mut Map<String, Value>, deployment: bool) -> &mut Map<String, Value> {
    let spec = object_mut(root, "spec");
    if deployment {
        object_mut(object_mut(spec, "template"), "spec")
    } else {
        spec
    }
}

/// Counts of [`Case::features`] over many cases, for a coverage line.
pub fn feature_counts<'a>(cases: impl IntoIterator<Item = &'a Case>) -> BTreeMap<&'static str, usize> {
    let mut counts = BTreeMap::new();
    for c in cases {
        for f in &c.features {
            *counts.entry(*f).or_insert(0) += 1;
        }
    }
    counts
}
