//! Kinds of group versions Kubernetes stopped serving before 1.33 (`extensions/v1beta1`
//! Deployment, `autoscaling/v2beta2` HorizontalPodAutoscaler, ...): smp patches those
//! kubectl 1.32 patches locally, with the strategies of kubectl's Go types, and refuses
//! the others as kubectl does, saying when they were last served.
//!
//! kubectl is the oracle of the strategies: the objects and patches are drawn from the
//! definitions' shapes only (fields, lists, maps, merge keys' names), and every merge
//! key value comes from a small pool so that the live object's items and the patch's meet.
//! The current definitions are 1.33's, the oldest under which every removed kind is one of
//! the removed group versions' (1.32 still serves `authentication.k8s.io/v1beta1`
//! SelfSubjectReview), and the nearest to kubectl 1.32's Go types after that (newer fields
//! are unknown to it). Maps whose values are objects or lists (`spec.extra` of a
//! CertificateSigningRequest) share keys between the live object and the patch now and
//! then: both refuse those, as Go looks the key up as a struct's field and fails.

use serde_json::{json, Map, Value};

use super::*;

/// Cases per kind and seed; `SMP_REMOVED_CASES` for a longer run.
const CASES_PER_KIND: u64 = 3;
const MAX_DEPTH: usize = 7;

struct Definitions {
    all: Map<String, Value>,
    removed: Map<String, Value>,
}

fn definitions() -> Definitions {
    let parse = |text: Option<&str>| -> Value { serde_json::from_str(text.expect("compiled in")).unwrap() };
    let current = parse(smp_schemas::definitions_json(KubeVersion::V1_33));
    let removed = parse(smp_schemas::removed_definitions_json());
    let mut all = current["definitions"].as_object().unwrap().clone();
    for (name, definition) in removed["definitions"].as_object().unwrap() {
        all.entry(name.clone()).or_insert_with(|| definition.clone());
    }
    Definitions { all, removed: removed["x-smp-removed"].as_object().unwrap().clone() }
}

impl Definitions {
    /// (apiVersion, kind, definition) of each removed kind kubectl patches.
    fn patched_kinds(&self) -> Vec<(String, String, &Value)> {
        let mut out = Vec::new();
        for (key, entry) in &self.removed {
            if entry["patched"] != json!(true) {
                continue;
            }
            let (api_version, kind) = key.split_once(' ').unwrap();
            let (group, version) = api_version.rsplit_once('/').unwrap_or(("", api_version));
            let gvk = json!({"group": group, "version": version, "kind": kind});
            let definition = self
                .all
                .values()
                .find(|d| d["x-kubernetes-group-version-kind"].as_array().is_some_and(|l| l.contains(&gvk)))
                .unwrap_or_else(|| panic!("{key} is marked patched but has no definition"));
            out.push((api_version.to_owned(), kind.to_owned(), definition));
        }
        out
    }

    fn resolve<'a>(&'a self, schema: &'a Value) -> &'a Value {
        match schema.get("$ref").and_then(Value::as_str) {
            Some(reference) => &self.all[reference.trim_start_matches("#/definitions/")],
            None => schema,
        }
    }

    /// A value of `schema`'s shape, or `None` past the depth limit; `patch` picks the keys
    /// of maps of objects or lists (one key, `b`, both sides may hold).
    fn value(&self, schema: &Value, rng: &mut SmallRng, depth: usize, patch: bool) -> Option<Value> {
        let schema = self.resolve(schema);
        if depth > MAX_DEPTH {
            return None;
        }
        let pick = |rng: &mut SmallRng, pool: &[&str]| json!(pool[rng.gen_range(0..pool.len())]);
        Some(match schema.get("type").and_then(Value::as_str) {
            Some("object") if schema.get("properties").is_some() => {
                let mut map = Map::new();
                let chance = if depth < 3 { 0.6 } else { 0.35 };
                for (name, field) in schema["properties"].as_object().unwrap() {
                    if rng.gen_bool(chance) {
                        if let Some(value) = self.value(field, rng, depth + 1, patch) {
                            map.insert(name.clone(), value);
                        }
                    }
                }
                Value::Object(map)
            }
            Some("object") => {
                let items = schema.get("additionalProperties").filter(|a| a.is_object()).cloned();
                let containers = items.as_ref().is_some_and(|items| {
                    let items = self.resolve(items);
                    items.get("properties").is_some() || matches!(items["type"].as_str(), Some("array" | "object"))
                });
                let keys = match (containers, patch) {
                    (false, _) => ["a", "b", "c"],
                    (true, false) => ["a", "b", "-"],
                    (true, true) => ["b", "c", "-"],
                };
                let mut map = Map::new();
                for key in keys.into_iter().filter(|key| *key != "-") {
                    if rng.gen_bool(0.4) {
                        let value = match &items {
                            Some(items) => self.value(items, rng, depth + 1, patch),
                            None => Some(pick(rng, &["x", "y"])),
                        };
                        map.extend(value.map(|v| (key.to_owned(), v)));
                    }
                }
                Value::Object(map)
            }
            Some("array") => {
                let items = &schema["items"];
                let merge_key = schema.get("x-kubernetes-patch-merge-key").and_then(Value::as_str);
                let mut keys: Vec<Value> = Vec::new();
                let mut list = Vec::new();
                for _ in 0..rng.gen_range(0..4) {
                    let Some(mut item) = self.value(items, rng, depth + 1, patch) else { break };
                    if let (Some(key), Value::Object(map)) = (merge_key, &mut item) {
                        let key_schema = self.resolve(items)["properties"].get(key).cloned().unwrap_or(Value::Null);
                        let value = match self.resolve(&key_schema).get("type").and_then(Value::as_str) {
                            Some("integer") => json!(rng.gen_range(1..4)),
                            _ => pick(rng, &["k1", "k2", "k3"]),
                        };
                        if keys.contains(&value) {
                            continue;
                        }
                        keys.push(value.clone());
                        map.insert(key.to_owned(), value);
                    }
                    list.push(item);
                }
                Value::Array(list)
            }
            Some("string") => pick(rng, &["a", "b", "c"]),
            Some("integer") => json!(rng.gen_range(0..3)),
            Some("number") => json!(rng.gen_range(0..3)),
            Some("boolean") => json!(rng.gen_bool(0.5)),
            // IntOrString, Quantity, RawExtension, JSON: open values.
            _ => pick(rng, &["1", "2"]),
        })
    }

    /// An object of the kind, named `x`, with labels from a small pool.
    fn object(&self, api_version: &str, kind: &str, definition: &Value, rng: &mut SmallRng, patch: bool) -> Value {
        let mut object = self.value(definition, rng, 0, patch).unwrap();
        object["apiVersion"] = json!(api_version);
        object["kind"] = json!(kind);
        let mut labels = Map::new();
        for key in ["app", "tier"] {
            if rng.gen_bool(0.5) {
                labels.insert(key.to_owned(), json!(["web", "db"][rng.gen_range(0..2)]));
            }
        }
        object["metadata"] = json!({"name": "x", "labels": labels});
        object
    }
}

#[test]
fn removed_group_versions_as_kubectl() {
    let test = "removed group versions: smp patch vs kubectl patch --local";
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let definitions = definitions();
    let mut failures = Vec::new();
    let scratch = Scratch::new("removed");
    let patch_file = scratch.file("patch.json", br#"{"metadata":{"labels":{"a":"b"}}}"#);
    for (key, entry) in &definitions.removed {
        let (api_version, kind) = key.split_once(' ').unwrap();
        let object = json!({"apiVersion": api_version, "kind": kind, "metadata": {"name": "x"}});
        let file = scratch.file("object.json", &serde_json::to_vec(&object).unwrap());
        let ours = smp_patch(&file, &patch_file, "strategic", "json");
        let theirs = kubectl_patch(&kubectl, &scratch, &file, &patch_file, "json");
        let patched = entry["patched"] == json!(true);
        let said = String::from_utf8_lossy(&ours.stderr).into_owned();
        let last_served = format!("last served by Kubernetes {}", entry["lastServed"].as_str().unwrap());
        if theirs.status.success() != patched {
            failures.push(format!("{key}: kubectl patches it: {}; the data says {patched}", theirs.status.success()));
        } else if patched && ours.stdout != theirs.stdout {
            failures.push(format!("{key}: {said}\n{}", first_difference(&ours.stdout, &theirs.stdout)));
        } else if !patched && (ours.status.success() || !said.contains(&last_served)) {
            failures.push(format!("{key}: smp should refuse, saying {last_served:?}: {said}"));
        }
    }
    assert!(failures.is_empty(), "{} of {} kinds:\n{}", failures.len(), definitions.removed.len(), failures.join("\n"));
}

#[test]
fn removed_kinds_patched_as_kubectl() {
    let test = "removed kinds, random objects and patches: smp patch vs kubectl patch --local";
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let definitions = definitions();
    let kinds = definitions.patched_kinds();
    let per_kind = std::env::var("SMP_REMOVED_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(CASES_PER_KIND);
    let mut cases = Vec::new();
    for seed in seeds::seeds(test) {
        for (k, (api_version, kind, definition)) in kinds.iter().enumerate() {
            for i in 0..per_kind {
                let mut rng = SmallRng::seed_from_u64(seed ^ ((k as u64) << 20 | i).rotate_left(17));
                let live = definitions.object(api_version, kind, definition, &mut rng, false);
                let patch = definitions.object(api_version, kind, definition, &mut rng, true);
                cases.push((seed, format!("{api_version} {kind} #{i}"), live, patch));
            }
        }
    }
    let tally = compare_on_two_threads(&cases, |(seed, name, live, patch)| {
        let scratch = Scratch::new("removed-random");
        let file = scratch.file("object.json", &serde_json::to_vec_pretty(live).unwrap());
        let patch_file = scratch.file("patch.json", &serde_json::to_vec(patch).unwrap());
        let (file_arg, patch_arg) = (file.to_str().unwrap(), patch_file.to_str().unwrap());
        let ours = smp(&["patch", "--kube-version", "1.33", "-f", file_arg, "--patch-file", patch_arg, "-o", "json"]);
        let theirs = kubectl_patch(&kubectl, &scratch, &file, &patch_file, "json");
        (ours, theirs, format!("seed {seed}, {name}:\nlive {live}\npatch {patch}"))
    });
    let Tally { same, refused, unsupported, failures } = tally;
    assert_eq!(unsupported, 0, "kubectl patches every kind of this test");
    kubectl_support::loud(&format!(
        "{test}: {} cases of {} kinds: {same} identical outputs, {refused} refused by both",
        cases.len(),
        kinds.len()
    ));
    let shown: Vec<&String> = failures.iter().take(5).collect();
    assert!(failures.is_empty(), "{} of {} differ:\n{shown:#?}", failures.len(), cases.len());
    assert!(same > cases.len() * 3 / 4, "most patches apply");
}
