//! `$setElementOrder` at its edges, against kubectl: random Pods and patches of
//! `metadata.finalizers`, `spec.containers` and each container's `env` and `ports`, whose
//! order lists are empty, partial, reordered, repeat entries or name items the patch
//! lacks, beside `$deleteFromPrimitiveList`, `$patch: delete` items, repeated patch items
//! and lists the live object lacks. Where the order list leaves patch items out, Go's
//! result is that of its sort algorithm (its comparison is not an order), so these are
//! the cases a merely plausible ordering gets wrong.
//!
//! Each case is applied by `kubectl patch --local` and by smp on both paths: the `Value`
//! path's output bytes (Go's `json.Marshal`) must be kubectl's, compacted; the typed
//! `k8s-openapi` path's result must be kubectl's as a typed value; where kubectl refuses
//! a patch, both must refuse it. A fixed seed and a fresh one, printed (reproduce with
//! `SMP_ORDER_SEED`, one case with `SMP_ORDER_ONLY=SEED:INDEX`); `SMP_ORDER_CASES` cases
//! per seed (default 200); `SMP_DIFF_JOBS` and `SMP_DIFF_REPEAT` as for the main test.

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{json, Map, Value};
use smp::{KubeVersion, Schema};

use super::{clock_seed, env_parse, find_kubectl, jobs, loud, run_kubectl_all, WorkDir};
use crate::k8s_typed;

const FIXED_SEED: u64 = 20261201;
const DEFAULT_CASES_PER_SEED: u64 = 200;

const FINALIZERS: &[&str] = &["f1", "f2", "f3", "f7", "f9", "f10", "f11"];
const CONTAINERS: &[&str] = &["a", "b", "c", "d", "e"];
const ENV: &[&str] = &["A", "B", "C", "D", "E"];
const PORTS: [u64; 5] = [80, 443, 8080, 9090, 10250];

#[test]
fn kubectl_set_element_order() {
    let Some(kubectl) = find_kubectl("kubectl $setElementOrder differential") else {
        return;
    };
    let cases: Vec<OrderCase> = match std::env::var("SMP_ORDER_ONLY").ok().filter(|s| !s.is_empty()) {
        Some(only) => {
            let (seed, index) = only
                .split_once(':')
                .and_then(|(s, i)| Some((s.trim().parse().ok()?, i.trim().parse().ok()?)))
                .expect("SMP_ORDER_ONLY must be SEED:INDEX");
            vec![case(seed, index)]
        }
        None => {
            let fresh_seed = env_parse("SMP_ORDER_SEED").unwrap_or_else(clock_seed);
            let per_seed = env_parse("SMP_ORDER_CASES").unwrap_or(DEFAULT_CASES_PER_SEED);
            loud(&format!(
                "kubectl $setElementOrder differential: fixed seed {FIXED_SEED}, fresh seed {fresh_seed} \
                 (reproduce with SMP_ORDER_SEED={fresh_seed}), {per_seed} cases each"
            ));
            [FIXED_SEED, fresh_seed].iter().flat_map(|&seed| (0..per_seed).map(move |i| case(seed, i))).collect()
        }
    };
    let repeat: usize = env_parse("SMP_DIFF_REPEAT").unwrap_or(1).max(1);
    let workdir = WorkDir::new("order");
    let inputs: Vec<(Vec<u8>, Vec<u8>)> =
        cases.iter().map(|c| (serde_json::to_vec(&c.object).unwrap(), serde_json::to_vec(&c.patch).unwrap())).collect();
    let outcomes = run_kubectl_all(&kubectl, &workdir.path, &inputs, jobs(), repeat);

    let schema = Schema::kubernetes(KubeVersion::V1_33).expect("the Kubernetes 1.33 schema");
    let pod = schema.for_kind("v1", "Pod").expect("the Pod schema");
    let (mut applied, mut refused, mut typed_checked, mut nondeterministic) = (0, 0, 0, 0);
    let mut mismatches = Vec::new();
    for (case, runs) in cases.iter().zip(outcomes) {
        if runs.iter().any(|run| run.comparable() != runs[0].comparable()) {
            nondeterministic += 1;
            continue;
        }
        let kubectl = runs[0].result.as_ref().map(|_| crate::go_json::compact(&runs[0].stdout));
        let value = smp::bytes::parse(&serde_json::to_vec(&case.object).unwrap())
            .and_then(|object| Ok((object, smp::bytes::parse(&serde_json::to_vec(&case.patch).unwrap())?)))
            .and_then(|(object, patch)| smp::apply(&object, &patch, pod))
            .map(|result| String::from_utf8(smp::bytes::to_vec(&result)).expect("UTF-8"));
        let typed = k8s_typed::apply("Pod", &case.object, &case.patch);
        let mut differs = |path: &str, smp: String| {
            mismatches.push(json!({
                "path": path,
                "reproduce": format!("SMP_ORDER_ONLY={}:{}", case.seed, case.index),
                "features": case.features,
                "object": case.object,
                "patch": case.patch,
                "kubectl": match &kubectl { Ok(bytes) => json!(bytes), Err(e) => json!({"error": e.trim()}) },
                "smp": smp,
            }))
        };
        match (&kubectl, &value) {
            (Ok(expected), Ok(actual)) if expected == actual => applied += 1,
            (Err(_), Err(_)) => refused += 1,
            (_, Ok(actual)) => differs("value", actual.clone()),
            (_, Err(error)) => differs("value", format!("error: {error}")),
        }
        match (&runs[0].result, typed) {
            (_, k8s_typed::Typed::Unrepresentable(_)) => {}
            (Err(_), k8s_typed::Typed::Rejected(_)) => typed_checked += 1,
            (Ok(expected), k8s_typed::Typed::Applied(result)) => {
                match k8s_typed::same("Pod", &result, expected) {
                    Ok(true) => typed_checked += 1,
                    Ok(false) => differs("typed", result.to_string()),
                    // kubectl's result has no typed form (a `$patch` left in an item).
                    Err(_) => {}
                }
            }
            (_, k8s_typed::Typed::Applied(result)) => differs("typed", result.to_string()),
            (_, k8s_typed::Typed::Rejected(error)) => differs("typed", format!("error: {error}")),
        }
    }
    let mut coverage: std::collections::BTreeMap<&str, usize> = Default::default();
    for feature in cases.iter().flat_map(|c| &c.features) {
        *coverage.entry(feature).or_default() += 1;
    }
    eprintln!("kubectl $setElementOrder differential: coverage {coverage:?}");
    loud(&format!(
        "kubectl $setElementOrder differential: {} cases, {applied} applied alike, {refused} refused by both, \
         {typed_checked} checked on the typed path, {nondeterministic} not deterministic in kubectl, {} mismatches",
        cases.len(),
        mismatches.len()
    ));
    assert!(
        mismatches.is_empty(),
        "{} cases differ from kubectl; the first:\n{}",
        mismatches.len(),
        serde_json::to_string_pretty(&mismatches[..mismatches.len().min(3)]).unwrap()
    );
    assert!(typed_checked * 4 >= cases.len() * 3, "the typed path checked only {typed_checked} cases");
    assert!(applied * 4 >= cases.len(), "only {applied} cases applied: the generator makes too many invalid patches");
}

/// Hand-picked patches whose order list leaves the patch's items out, with the results
/// kubectl 1.32 gives (each checked against kubectl again where it is installed), on
/// both paths.
#[test]
fn order_lists_that_leave_items_out() {
    let pod = |metadata: Value, containers: &[&str]| -> Value {
        let containers: Vec<Value> = containers.iter().map(|name| json!({"name": name, "image": "i"})).collect();
        json!({"apiVersion": "v1", "kind": "Pod", "metadata": metadata, "spec": {"containers": containers}})
    };
    let names = |prefix: &'static str, range: std::ops::Range<usize>| range.map(move |i| format!("{prefix}{i}"));
    let examples = [
        (
            pod(json!({"name": "p", "finalizers": ["a"]}), &["a"]),
            json!({"metadata": {"$setElementOrder/finalizers": [], "finalizers": ["b", "c"]}}),
            "/metadata/finalizers",
            json!(["a", "c", "b"]),
        ),
        (
            pod(json!({"name": "p"}), &["a"]),
            json!({"spec": {"$setElementOrder/containers": [], "containers": [{"name": "b", "image": "x"},
                                                                                {"name": "c", "image": "y"}]}}),
            "/spec/containers",
            json!([{"name": "a", "image": "i"}, {"name": "c", "image": "y"}, {"name": "b", "image": "x"}]),
        ),
        (
            pod(json!({"name": "p", "finalizers": ["f9"]}), &["a"]),
            json!({"metadata": {"$setElementOrder/finalizers": [], "$deleteFromPrimitiveList/finalizers": ["f9"],
                                "finalizers": ["f7", "f10"]}}),
            "/metadata/finalizers",
            json!(["f10", "f7"]),
        ),
        // No live list: every item lacks a rank, and Go's insertion sort reverses them.
        (
            pod(json!({"name": "p"}), &["a"]),
            json!({"metadata": {"$setElementOrder/finalizers": [], "finalizers": ["x", "y", "z"]}}),
            "/metadata/finalizers",
            json!(["z", "y", "x"]),
        ),
        // 34 live items, `a5` twice, and 31 added: Go's decoder left room for 71 items
        // (not 64), so the additions are appended in place, and removing the second `a5`
        // moves the last item, `b30`, into its slot of the live order the items are then
        // ranked by. Unranked, the others come last, reversed by Go's sort.
        (
            pod(
                json!({"name": "p", "finalizers": names("a", 0..10).chain(["a5".to_owned()]).chain(names("a", 10..33))
                .collect::<Vec<_>>()}),
                &["a"],
            ),
            json!({"metadata": {"$setElementOrder/finalizers": [], "finalizers": names("b", 0..31).collect::<Vec<_>>()}}),
            "/metadata/finalizers",
            json!(names("a", 0..10)
                .chain(["b30".to_owned()])
                .chain(names("a", 10..33))
                .chain(names("b", 0..30).rev())
                .collect::<Vec<_>>()),
        ),
    ];
    let schema = Schema::kubernetes(KubeVersion::V1_33).expect("the Kubernetes 1.33 schema");
    let pod_schema = schema.for_kind("v1", "Pod").expect("the Pod schema");
    for (live, patch, at, expected) in examples {
        let result = smp::apply(&live, &patch, pod_schema).expect("the Value path applies the patch");
        assert_eq!(result.pointer(at), Some(&expected), "the Value path, patch {patch}");
        match k8s_typed::apply("Pod", &live, &patch) {
            k8s_typed::Typed::Applied(typed) => assert_eq!(typed.pointer(at), Some(&expected), "typed, patch {patch}"),
            other => panic!("the typed path could not apply {patch}: {other:?}"),
        }
        crate::kubectl_patch::check_strategic_result(&live, &patch, &result);
    }
}

/// One case: a Pod and a patch of its ordered lists.
struct OrderCase {
    seed: u64,
    index: u64,
    object: Value,
    patch: Value,
    features: Vec<&'static str>,
}

struct Gen {
    rng: SmallRng,
    features: Vec<&'static str>,
    /// Lists of up to 60 items in this case, past Go's insertion-sort blocks of 20, so
    /// that its merges decide too.
    long: bool,
}

/// Case `index` of the run seeded with `seed`: the same pair always gives the same case.
fn case(seed: u64, index: u64) -> OrderCase {
    let mut rng = SmallRng::seed_from_u64(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let long = rng.gen_bool(0.1);
    let mut g = Gen { rng, features: if long { vec!["long-lists"] } else { vec![] }, long };
    let finalizers = g.live_keys(g.pool("finalizers"), 0);
    let containers: Vec<Value> = g
        .live_keys(g.pool("containers"), 1)
        .unwrap_or_else(|| vec![json!("a")])
        .into_iter()
        .map(|name| g.container(name))
        .collect();
    let mut metadata = json!({"name": "p"});
    if let Some(finalizers) = &finalizers {
        metadata["finalizers"] = json!(finalizers);
    }
    let object = json!({"apiVersion": "v1", "kind": "Pod", "metadata": metadata, "spec": {"containers": containers}});

    let mut patch = Map::new();
    let (patch_finalizers, patch_containers) = match g.rng.gen_range(0..3) {
        0 => (true, false),
        1 => (false, true),
        _ => (true, true),
    };
    if patch_finalizers {
        let mut out = Map::new();
        g.list_patch(&mut out, "finalizers", finalizers.as_deref().unwrap_or_default());
        patch.insert("metadata".into(), Value::Object(out));
    }
    if patch_containers {
        let mut out = Map::new();
        g.list_patch(&mut out, "containers", &containers);
        patch.insert("spec".into(), Value::Object(out));
    }
    let features = {
        g.features.sort_unstable();
        g.features.dedup();
        g.features
    };
    OrderCase { seed, index, object, patch: Value::Object(patch), features }
}

impl Gen {
    /// The keys a list `field` draws from: a few, or 60 in a case of long lists.
    fn pool(&self, field: &str) -> Vec<Value> {
        let long = self.long && field != "containers";
        match field {
            "finalizers" if long => (0..60).map(|i| json!(format!("f{i}"))).collect(),
            "env" if long => (0..60).map(|i| json!(format!("E{i}"))).collect(),
            "ports" if long => (0..60).map(|i| json!(PORTS[i % 5] + i as u64 / 5)).collect(),
            "finalizers" => FINALIZERS.iter().map(|key| json!(key)).collect(),
            "containers" => CONTAINERS.iter().map(|key| json!(key)).collect(),
            "env" => ENV.iter().map(|key| json!(key)).collect(),
            "ports" => PORTS.iter().map(|key| json!(key)).collect(),
            other => panic!("no list {other}"),
        }
    }

    /// The most items a live list or a patch list has.
    fn most(&self) -> usize {
        if self.long {
            45
        } else {
            4
        }
    }

    fn p(&mut self, probability: f64) -> bool {
        self.rng.gen_bool(probability)
    }

    /// A live list's keys from `pool`: absent now and then, else `min` or more distinct
    /// ones in random order, once in a while with a key twice.
    fn live_keys(&mut self, mut pool: Vec<Value>, min: usize) -> Option<Vec<Value>> {
        if min == 0 && self.p(0.15) {
            self.features.push("live-list-absent");
            return None;
        }
        pool.shuffle(&mut self.rng);
        let n = self.rng.gen_range(min..=self.most().min(pool.len()));
        let mut keys = pool[..n].to_vec();
        if !keys.is_empty() && self.p(0.05) {
            self.features.push("live-duplicate");
            let again = keys[self.rng.gen_range(0..keys.len())].clone();
            keys.insert(self.rng.gen_range(0..=keys.len()), again);
        }
        Some(keys)
    }

    fn container(&mut self, name: Value) -> Value {
        let mut container = json!({"name": name, "image": "nginx"});
        if let Some(env) = self.live_keys(self.pool("env"), 0) {
            container["env"] = env.into_iter().map(|name| json!({"name": name, "value": "live"})).collect();
        }
        if let Some(ports) = self.live_keys(self.pool("ports"), 0) {
            container["ports"] = ports.into_iter().map(|port| json!({"containerPort": port})).collect();
        }
        container
    }

    /// An item of a keyed list's patch: a new item, or a change of `live` (the live item
    /// with the same key).
    fn item(&mut self, field: &str, key: &Value, live: Option<&Value>) -> Value {
        match field {
            "containers" => {
                let mut item = json!({"name": key});
                if live.is_none() || self.p(0.5) {
                    item["image"] = json!(format!("image-{}", self.rng.gen_range(0..3)));
                }
                let live_list = |list: &str| live.and_then(|item| item[list].as_array().cloned()).unwrap_or_default();
                let mut out = Map::new();
                if self.p(0.5) {
                    self.list_patch(&mut out, "env", &live_list("env"));
                }
                if self.p(0.4) {
                    self.list_patch(&mut out, "ports", &live_list("ports"));
                }
                item.as_object_mut().unwrap().extend(out);
                item
            }
            "env" => json!({"name": key, "value": format!("patch-{}", self.rng.gen_range(0..3))}),
            "ports" => json!({"containerPort": key, "name": format!("p{}", self.rng.gen_range(0..3))}),
            other => panic!("no items for {other}"),
        }
    }

    /// A patch of the list `field` (live items `live`) into `out`: the list (with
    /// repeated items, and for keyed lists `$patch: delete` items), for lists of strings a
    /// `$deleteFromPrimitiveList`, and a `$setElementOrder` list of one of the shapes the
    /// test is about.
    fn list_patch(&mut self, out: &mut Map<String, Value>, field: &'static str, live_items: &[Value]) {
        let merge_key = match field {
            "finalizers" => None,
            "ports" => Some("containerPort"),
            _ => Some("name"),
        };
        let pool = self.pool(field);
        let live: Vec<Value> = match merge_key {
            Some(key) => live_items.iter().map(|item| item[key].clone()).collect(),
            None => live_items.to_vec(),
        };
        // The patch list's keys, in random order, now and then one twice.
        let mut keys: Vec<Value> = Vec::new();
        if self.p(0.85) {
            let mut shuffled = pool.clone();
            shuffled.shuffle(&mut self.rng);
            let n = self.rng.gen_range(1..=self.most().min(shuffled.len()));
            keys = shuffled[..n].to_vec();
            if self.p(0.1) {
                self.features.push("patch-duplicate");
                let again = keys[self.rng.gen_range(0..keys.len())].clone();
                keys.insert(self.rng.gen_range(0..=keys.len()), again);
            }
        }
        let mut deleted: Vec<bool> = vec![false; keys.len()];
        if merge_key.is_some() {
            for d in deleted.iter_mut() {
                *d = self.p(0.15);
            }
            if deleted.contains(&true) {
                self.features.push("$patch-delete-item");
            }
        }
        if !keys.is_empty() || self.p(0.3) {
            let items: Vec<Value> = match merge_key {
                None => keys.clone(),
                Some(key) => keys
                    .iter()
                    .zip(&deleted)
                    .map(|(k, &d)| {
                        if d {
                            json!({key: k, "$patch": "delete"})
                        } else {
                            let live_item = live_items.iter().find(|item| item[key] == *k);
                            self.item(field, k, live_item)
                        }
                    })
                    .collect(),
            };
            out.insert(field.into(), Value::Array(items));
        }
        let deleting = merge_key.is_none() && self.p(0.35);
        if deleting {
            self.features.push("$deleteFromPrimitiveList");
            let mut doomed: Vec<Value> = live.iter().chain(&pool).filter(|_| self.rng.gen_bool(0.3)).cloned().collect();
            doomed.dedup();
            out.insert(format!("$deleteFromPrimitiveList/{field}"), Value::Array(doomed));
        }
        // The order list, from the kept patch keys.
        let kept: Vec<Value> = keys.iter().zip(&deleted).filter(|(_, &d)| !d).map(|(k, _)| k.clone()).collect();
        let others: Vec<Value> = live.iter().chain(&pool).filter(|k| !kept.contains(k)).cloned().collect();
        let order: Option<Vec<Value>> = match self.rng.gen_range(0..100) {
            // Without an order list, a patch of strings that also deletes is ordered as Go
            // iterates a map: not deterministic.
            0..=9 if !deleting => {
                self.features.push("order-absent");
                None
            }
            0..=44 => {
                self.features.push("order-empty");
                Some(Vec::new())
            }
            45..=59 => {
                self.features.push("order-partial");
                Some(kept.iter().filter(|_| self.rng.gen_bool(0.5)).cloned().collect())
            }
            60..=69 => {
                self.features.push("order-shuffled");
                let mut order = kept.clone();
                order.shuffle(&mut self.rng);
                Some(order)
            }
            70..=79 => {
                self.features.push("order-duplicate");
                let mut order = kept.clone();
                if let Some(again) = order.choose(&mut self.rng).cloned() {
                    order.insert(self.rng.gen_range(0..=order.len()), again);
                }
                Some(order)
            }
            _ => {
                self.features.push("order-names-others");
                Some(kept.clone())
            }
        };
        if let Some(mut order) = order {
            // Items the patch lacks (live ones, or in neither list), at random places.
            if self.p(0.5) {
                for other in &others {
                    if self.rng.gen_bool(0.3) {
                        self.features.push("order-extra-item");
                        order.insert(self.rng.gen_range(0..=order.len()), other.clone());
                    }
                }
            }
            let order = match merge_key {
                None => order,
                Some(key) => order.into_iter().map(|k| json!({key: k})).collect(),
            };
            out.insert(format!("$setElementOrder/{field}"), Value::Array(order));
        }
    }
}
