//! Random Kubernetes objects (`v1 Pod`, `apps/v1 Deployment`) and random strategic merge
//! patches for them, using every directive of the format, deterministic from a seed.
//!
//! Self-contained (needs only `rand` 0.8 with `small_rng` and `serde_json`), so any test can
//! include it with `#[path = "support/gen/mod.rs"] mod gen;`.
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

mod directives;
mod invalid;
mod item_patches;
mod objects;
mod patches;

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

/// Whether a document holds a directive-named key (`$patch`, `$setElementOrder/…`) at
/// any depth. Applying a patch can leave some as data (in items it creates whole, as
/// Go does), which makes an object no valid object can be.
pub fn has_directive_key(value: &Value) -> bool {
    match value {
        Value::Object(map) => map.iter().any(|(key, child)| key.starts_with('$') || has_directive_key(child)),
        Value::Array(items) => items.iter().any(has_directive_key),
        _ => false,
    }
}

/// Whether a document holds a `null` list item at any depth. A patch's `$patch: replace`
/// (or an item appended whole) can carry one into an object; the API server never
/// stores one, and the reference refuses to diff such a list.
pub fn has_null_item(value: &Value) -> bool {
    match value {
        Value::Object(map) => map.values().any(has_null_item),
        Value::Array(items) => items.iter().any(|item| item.is_null() || has_null_item(item)),
        _ => false,
    }
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

/// A random patch for a Pod or Deployment from elsewhere (a real manifest), made as the
/// cases' patches are: every directive, keyed and primitive lists, retainKeys.
pub fn patch_for(seed: u64, index: u64, object: &Value) -> Value {
    let mut g = Gen::new(mix(seed, index));
    let deployment = object["kind"] == "Deployment";
    g.patch(object, deployment)
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
