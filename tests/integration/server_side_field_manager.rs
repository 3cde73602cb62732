//! Applies and updates through the API server's field manager
//! (`smp::server_side::FieldManager`) against apimachinery's `NewDefaultFieldManager` of
//! Kubernetes 1.33 and 1.37 (`oracle/ssa/k8s-1.3x`, `cmd/fieldmanager`, op `sequence`):
//! the hand-made sequences of `oracle/ssa/k8s-1.37/fieldmanager.jsonl`, and sequences of
//! writes on real manifests (an apply, then writers changing it as controllers, autoscalers
//! and people do, forced or not). Go's answers recorded (`tests/data/server_side/`) and,
//! where Go is installed, fresh ones. Compared per step: the object the API server stores
//! (managedFields included, times from the step's clock), and for a failed apply the 409
//! message byte for byte, its causes as a set, and that both refuse.

use std::collections::BTreeSet;
use std::path::Path;

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use smp::managed_fields::{FieldSet, Time};
use smp::server_side::{FieldManager, TypeConverter};
use smp::{ErrorKind, KubeVersion};

use crate::go_driver;
use crate::real_manifests::real_manifests;

const VERSIONS: [(&str, KubeVersion, &str); 2] =
    [("1.33", KubeVersion::V1_33, "oracle/ssa/k8s-1.33"), ("1.37", KubeVersion::V1_37, "oracle/ssa/k8s-1.37")];

const DEFAULT_TIME: &str = "2026-01-01T00:00:00Z";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[derive(Debug, Default)]
pub(crate) struct Counts {
    sequences: usize,
    pub(crate) steps: usize,
    applied: usize,
    updated: usize,
    pub(crate) conflicts: usize,
    refused: usize,
    /// Sequences under a CRD's OpenAPI document (`TypeConverter::from_openapi`).
    openapi: usize,
    /// Sequences under a CRD (`TypeConverter::from_crd`).
    pub(crate) crd: usize,
}

/// Runs each sequence through smp and checks each step against Go's answer.
pub(crate) fn compare(cases: &[Value], records: &[Value], what: &str) -> Counts {
    assert_eq!(cases.len(), records.len(), "one answer a case");
    let mut counts = Counts::default();
    for (version, kube, _) in VERSIONS {
        let builtin = TypeConverter::kubernetes(kube).unwrap();
        let deduced = TypeConverter::deduced();
        let mut openapi;
        for (i, (case, record)) in cases.iter().zip(records).enumerate() {
            let go = &record[version];
            let context =
                || format!("{what}, case {i}, {version}: {}\nGo: {go}", case.get("id").unwrap_or(&json!(null)));
            assert!(go.get("panic").is_none() && go.get("bad_input").is_none(), "{}", context());
            let converter = match go["converter"].as_str() {
                Some("deduced") => &deduced,
                Some("crd") => {
                    openapi = TypeConverter::from_crd(kube, &case["crd"]).unwrap();
                    counts.crd += 1;
                    &openapi
                }
                Some("scheme") => builtin,
                _ => {
                    let preserve = case["preserve_unknown_fields"].as_bool().unwrap_or(false);
                    openapi = TypeConverter::from_openapi(kube, &case["openapi"], preserve).unwrap();
                    counts.openapi += 1;
                    &openapi
                }
            };
            counts.sequences += 1;
            // Reset fields as the oracle takes them: of this version where given by version.
            let reset = case.get("reset_fields_by_version").map_or(&case["reset_fields"], |by| &by[version]);
            run(converter, case, reset, go, &mut counts, &context);
        }
    }
    counts
}

fn run(
    converter: &TypeConverter,
    case: &Value,
    reset: &Value,
    go: &Value,
    counts: &mut Counts,
    context: &dyn Fn() -> String,
) {
    let steps = case["steps"].as_array().unwrap();
    let answers = go["steps"].as_array().unwrap();
    assert_eq!(steps.len(), answers.len(), "{}", context());
    let first = if case["live"].is_object() {
        &case["live"]
    } else {
        steps[0].get("apply").or(steps[0].get("update")).unwrap()
    };
    let (api_version, kind) = (first["apiVersion"].as_str().unwrap_or(""), first["kind"].as_str().unwrap_or(""));
    let mut live: Option<Value> = case["live"].is_object().then(|| case["live"].clone());
    // The same writes through the bytes API, each taking the text the one before printed.
    let mut live_text: Option<Vec<u8>> = live.as_ref().map(|live| text(live, 1));
    // What the oracle starts from where there is no live object (smp is given `None`).
    let empty = json!({"apiVersion": api_version, "kind": kind});
    let line_time = case["time"].as_str().unwrap_or(DEFAULT_TIME);
    for (at, (step, answer)) in steps.iter().zip(answers).enumerate() {
        counts.steps += 1;
        let subresource = step["subresource"].as_str().or(case["subresource"].as_str()).unwrap_or("");
        let time = step["time"].as_str().unwrap_or(line_time);
        let mut manager =
            FieldManager::new(converter, api_version, kind).subresource(subresource).now(Time::parse(time).unwrap());
        if let Some(versions) = reset[subresource].as_object() {
            for (version, fields) in versions {
                manager = manager
                    .reset_fields(version, FieldSet::from_fields_v1(fields.as_str().unwrap().as_bytes()).unwrap());
            }
        }
        let name = step["manager"].as_str().unwrap();
        let step_context = || format!("step {at}: {step}\n{}", context());
        if let Some(config) = step.get("apply") {
            let force = step["force"].as_bool().unwrap_or(false);
            let applied = manager.apply(live.as_ref(), config, name, force);
            let printed = manager.apply_bytes(live_text.as_deref(), &text(config, at), name, force);
            same_write(&applied, &printed, &step_context);
            match (applied, answer.get("error")) {
                (Ok(object), None) => {
                    assert_eq!(object, answer["object"], "{}", step_context());
                    counts.applied += 1;
                    live = Some(object);
                    live_text = printed.ok();
                }
                (Err(error), Some(go_error)) => {
                    if let ErrorKind::ApplyConflicts { conflicts } = error.kind() {
                        assert_eq!(error.kind().to_string(), go_error.as_str().unwrap(), "{}", step_context());
                        let ours: BTreeSet<(String, String)> =
                            conflicts.iter().map(|c| (c.message(), c.field.clone())).collect();
                        let theirs: BTreeSet<(String, String)> = answer["conflicts"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|c| {
                                (c["message"].as_str().unwrap().to_owned(), c["field"].as_str().unwrap().to_owned())
                            })
                            .collect();
                        assert_eq!(ours, theirs, "{}", step_context());
                        counts.conflicts += 1;
                    } else {
                        assert!(answer.get("conflicts").is_none(), "Go conflicts, smp: {error}\n{}", step_context());
                        assert_same_text(error.kind(), go_error.as_str().unwrap(), &step_context);
                        counts.refused += 1;
                    }
                }
                (Ok(object), Some(error)) => panic!("Go refused ({error}), smp did not: {object}\n{}", step_context()),
                (Err(error), None) => panic!("smp refused ({error}), Go did not\n{}", step_context()),
            }
        } else {
            let patched;
            let new = match step.get("patch") {
                Some(patch) => {
                    patched = merge_patch(live.clone().unwrap_or(empty.clone()), patch);
                    &patched
                }
                None => &step["update"],
            };
            let ours = manager.update(live.as_ref(), new, name);
            let printed = manager.update_bytes(live_text.as_deref(), &text(new, at), name);
            same_write(&ours, &printed, &step_context);
            let stored = manager.update_no_errors(live.as_ref(), new.clone(), name);
            assert_eq!(stored, answer["object"], "{}", step_context());
            assert_eq!(ours.is_err(), answer.get("error").is_some(), "{ours:?}\n{}", step_context());
            if let Ok(object) = ours {
                assert_eq!(object, stored);
            }
            counts.updated += 1;
            live_text = Some(printed.unwrap_or_else(|_| smp::bytes::to_vec(&stored)));
            live = Some(stored);
        }
    }
}

/// A request's text for the bytes API: Go's compact JSON (HTML characters escaped) or
/// serde_json's indented JSON, by turns.
fn text(value: &Value, at: usize) -> Vec<u8> {
    match at % 2 {
        0 => smp::bytes::to_vec(value),
        _ => serde_json::to_vec_pretty(value).unwrap(),
    }
}

/// The bytes API wrote what the `Value` API did, printed as Go prints it, or failed alike.
fn same_write(value: &Result<Value, smp::Error>, printed: &Result<Vec<u8>, smp::Error>, context: &dyn Fn() -> String) {
    match (value, printed) {
        (Ok(value), Ok(printed)) => {
            let expected = smp::bytes::to_vec(value);
            assert!(
                *printed == expected,
                "bytes API: {}\nValue API: {}\n{}",
                String::from_utf8_lossy(printed),
                String::from_utf8_lossy(&expected),
                context()
            );
        }
        (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "{}", context()),
        _ => panic!("Value API: {value:?}\nbytes API: {printed:?}\n{}", context()),
    }
}

/// The reason smp gives is Go's text, but for the Go value a type error prints
/// (`got &value.valueUnstructured{Value:1}`, where smp says `got number`).
fn assert_same_text(kind: &ErrorKind, go: &str, context: &dyn Fn() -> String) {
    let ours = match kind {
        ErrorKind::SchemaMismatch(reason)
        | ErrorKind::InvalidManagedFields { reason }
        | ErrorKind::BadRequest(reason) => reason.as_str(),
        other => panic!("smp refused with {other:?}, Go: {go}\n{}", context()),
    };
    // Go's type errors print Go values, smp says which JSON type it found.
    let unvalued = |text: &str| text.rfind(", got ").map_or(text, |at| &text[..at]).to_owned();
    // Go reports every error of an object (`errors:` and one a line, in random order), smp
    // the first it finds: one of Go's.
    let (prefix, listed): (&str, Vec<&str>) = match go.find("errors:\n  ") {
        Some(at) => (&go[..at], go[at + "errors:\n  ".len()..].split("\n  ").collect()),
        None => ("", vec![go]),
    };
    let first = ours.strip_prefix(prefix).unwrap_or_else(|| panic!("smp: {ours}\n{}", context()));
    // Go stops walking a map at an undeclared field, which its map order picks at random:
    // any undeclared field in the same object is one Go could name.
    const UNDECLARED: &str = "field not declared in schema";
    let head = |text: &str| text.find("): ").map_or(String::new(), |at| text[..at].to_owned());
    let one_of_gos = |go: &&str| {
        unvalued(go) == unvalued(first)
            || (go.ends_with(UNDECLARED) && first.ends_with(UNDECLARED) && head(go) == head(first))
    };
    assert!(listed.iter().any(one_of_gos), "smp: {ours}\n{}", context());
}

/// An RFC 7386 JSON merge patch, as the oracle applies it (the API server's merge-patch
/// request, which it then stores as an update).
pub(crate) fn merge_patch(target: Value, patch: &Value) -> Value {
    let Value::Object(patch) = patch else { return patch.clone() };
    let mut target = match target {
        Value::Object(map) => map,
        _ => serde_json::Map::new(),
    };
    for (key, value) in patch {
        if value.is_null() {
            target.remove(key);
        } else {
            let old = target.remove(key).unwrap_or(Value::Null);
            target.insert(key.clone(), merge_patch(old, value));
        }
    }
    Value::Object(target)
}

pub(crate) fn go(cases: &[Value]) -> Vec<Value> {
    let versions: Vec<(&str, &str)> = VERSIONS.iter().map(|(name, _, module)| (*name, *module)).collect();
    go_driver::answers_by_version(root(), &versions, "fieldmanager", cases)
}

/// The oracle's hand-made sequences.
fn hand_cases() -> Vec<Value> {
    let text = std::fs::read_to_string(root().join("oracle/ssa/k8s-1.37/fieldmanager.jsonl")).unwrap();
    text.lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .filter(|case| case["op"] == "sequence")
        .collect()
}

const HAND_RECORD: &str = "tests/data/server_side/field-manager-hand-oracle.jsonl.gz";

#[test]
fn hand_made_sequences_as_the_api_server_recorded() {
    let cases = hand_cases();
    let records = go_driver::recorded(&root().join(HAND_RECORD), &cases, "tests/data/server_side/README.md");
    let counts = compare(&cases, &records, "hand-made");
    eprintln!("field manager, hand-made sequences: {counts:?}");
    assert!(counts.sequences >= 80 && counts.conflicts >= 10 && counts.refused >= 10, "{counts:?}");
}

/// Writes the records (`tests/data/server_side/README.md`).
#[test]
#[ignore = "a tool, not a test: writes tests/data/server_side/field-manager-*-oracle.jsonl.gz"]
fn write_the_records() {
    let cases = hand_cases();
    go_driver::write_record(&root().join(HAND_RECORD), &cases, go(&cases));
    let cases = real_cases(REAL_SEED, REAL_COUNT);
    go_driver::write_record(&root().join(REAL_RECORD), &cases, go(&cases));
}

#[test]
fn hand_made_sequences_as_the_api_server_live() {
    if !go_driver::go_is_here("field manager") {
        return;
    }
    let cases = hand_cases();
    let counts = compare(&cases, &go(&cases), "hand-made, live");
    eprintln!("field manager, hand-made sequences, live: {counts:?}");
}

/// Paths through maps only (what a merge patch can reach) to every value of `value` but
/// the identifying ones.
fn map_paths(value: &Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    if let Value::Object(map) = value {
        for (key, child) in map {
            let top = path.is_empty() && matches!(key.as_str(), "apiVersion" | "kind");
            let name = path.len() == 1 && path[0] == "metadata" && matches!(key.as_str(), "name" | "namespace");
            if top || name {
                continue;
            }
            path.push(key.clone());
            out.push(path.clone());
            map_paths(child, path, out);
            path.pop();
        }
    }
}

fn get<'v>(value: &'v Value, path: &[String]) -> Option<&'v Value> {
    path.iter().try_fold(value, |v, key| v.get(key))
}

/// A value of the same JSON type, different.
fn other_value(rng: &mut SmallRng, value: &Value) -> Value {
    match value {
        Value::String(s) => json!(format!("{s}-{}", rng.gen_range(0..3))),
        Value::Number(n) => json!(n.as_i64().unwrap_or(1).saturating_add(rng.gen_range(1..3))),
        Value::Bool(b) => json!(!b),
        Value::Array(items) => {
            let mut items = items.clone();
            match rng.gen_range(0..3) {
                0 if !items.is_empty() => {
                    items.remove(rng.gen_range(0..items.len()));
                }
                1 => items.shuffle(rng),
                _ => {
                    // A new item: a copy with its strings changed, so its key is new.
                    if let Some(mut item) = items.choose(rng).cloned() {
                        match &mut item {
                            Value::Object(map) => map.values_mut().for_each(|v| {
                                if let Value::String(s) = v {
                                    s.push_str("-new");
                                }
                            }),
                            other => *other = other_value(rng, other),
                        }
                        items.push(item);
                    }
                }
            }
            Value::Array(items)
        }
        Value::Object(map) => {
            let mut map = map.clone();
            let keys: Vec<String> = map.keys().cloned().collect();
            if let Some(key) = keys.choose(rng) {
                let changed = other_value(rng, &map[key]);
                map.insert(key.clone(), changed);
            }
            Value::Object(map)
        }
        Value::Null => json!("x"),
    }
}

fn set(object: &mut Value, path: &[String], value: Option<Value>) {
    let Some((last, parents)) = path.split_last() else { return };
    let mut place = object;
    for key in parents {
        if !place.is_object() {
            *place = json!({});
        }
        place = place.as_object_mut().unwrap().entry(key.clone()).or_insert_with(|| json!({}));
    }
    if let Some(map) = place.as_object_mut() {
        match value {
            Some(value) => {
                map.insert(last.clone(), value);
            }
            None => {
                map.remove(last);
            }
        }
    }
}

/// The manifest as a person edits it: one to three values changed, fields dropped or added.
fn edited(rng: &mut SmallRng, manifest: &Value) -> Value {
    let mut object = manifest.clone();
    for _ in 0..rng.gen_range(1..4) {
        let mut paths = Vec::new();
        map_paths(&object, &mut Vec::new(), &mut paths);
        let Some(path) = paths.choose(rng).cloned() else { break };
        let now = get(&object, &path).cloned().unwrap_or(Value::Null);
        match rng.gen_range(0..10) {
            0..=5 => set(&mut object, &path, Some(other_value(rng, &now))),
            6 | 7 => set(&mut object, &path, None),
            _ => set(
                &mut object,
                &["metadata".into(), "labels".into(), format!("smp-{}", rng.gen_range(0..3))],
                Some(json!("on")),
            ),
        }
    }
    object
}

/// A second applier's configuration: the manifest's identity and one to three of its
/// fields, some with other values.
fn part_of(rng: &mut SmallRng, manifest: &Value) -> Value {
    let mut config = json!({"apiVersion": manifest["apiVersion"], "kind": manifest["kind"], "metadata": {}});
    for key in ["name", "namespace"] {
        if let Some(value) = manifest["metadata"].get(key) {
            config["metadata"][key] = value.clone();
        }
    }
    let mut paths = Vec::new();
    map_paths(manifest, &mut Vec::new(), &mut paths);
    for _ in 0..rng.gen_range(1..4) {
        let Some(path) = paths.choose(rng) else { break };
        let value = get(manifest, path).cloned().unwrap_or(Value::Null);
        let value = if rng.gen_ratio(1, 3) { other_value(rng, &value) } else { value };
        set(&mut config, path, Some(value));
    }
    config
}

/// A controller's or a person's merge patch: a value set, changed or removed, a label or
/// annotation, replicas.
pub(crate) fn patch_of(rng: &mut SmallRng, manifest: &Value) -> Value {
    let scalable = matches!(manifest["kind"].as_str(), Some("Deployment" | "StatefulSet" | "ReplicaSet"));
    match rng.gen_range(0..6) {
        0 if scalable => json!({"spec": {"replicas": rng.gen_range(1..6)}}),
        1 => json!({"metadata": {"annotations": {format!("note-{}", rng.gen_range(0..3)): "x"}}}),
        2 => json!({"metadata": {"labels": {format!("smp-{}", rng.gen_range(0..3)): null}}}),
        _ => {
            let mut paths = Vec::new();
            map_paths(manifest, &mut Vec::new(), &mut paths);
            let Some(path) = paths.choose(rng) else { return json!({}) };
            let now = get(manifest, path).cloned().unwrap_or(Value::Null);
            let mut patch = json!({});
            let value = if rng.gen_ratio(1, 4) { Value::Null } else { other_value(rng, &now) };
            set(&mut patch, path, Some(value));
            patch
        }
    }
}

const APPLIERS: [&str; 3] = ["kubectl", "helm", "argocd"];
const UPDATERS: [&str; 5] = ["hpa", "kube-controller-manager", "editor", "", "kubectl-client-side-apply"];

/// Sequences of writes on real manifests.
fn real_cases(seed: u64, count: usize) -> Vec<Value> {
    let manifests = real_manifests("field manager");
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..count)
        .map(|n| {
            let manifest = &manifests.choose(&mut rng).unwrap().object;
            writes_to(&mut rng, manifest, format!("real-{seed}-{n}"))
        })
        .collect()
}

/// A sequence of writes to `manifest`: created by an apply or an update (or stored by
/// client-side kubectl), then applied again as it is, edited, in part by other appliers,
/// and patched by updaters, some forced, over a few minutes.
pub(crate) fn writes_to(rng: &mut SmallRng, manifest: &Value, id: String) -> Value {
    let api_version = manifest["apiVersion"].as_str().unwrap_or("v1");
    let mut case = json!({"op": "sequence", "id": id, "live": null});
    let stored = rng.gen_ratio(1, 4);
    if stored {
        // An object made by client-side kubectl, without managedFields.
        let mut live = manifest.clone();
        set(&mut live, &["metadata".into(), "uid".into()], Some(json!("u-1")));
        if rng.gen_bool(0.5) {
            let mut text = serde_json::to_string(manifest).unwrap();
            text.push('\n');
            let key = "kubectl.kubernetes.io/last-applied-configuration".to_owned();
            set(&mut live, &["metadata".into(), "annotations".into(), key], Some(json!(text)));
        }
        case["live"] = live;
    }
    if rng.gen_ratio(1, 5) && manifest["kind"].as_str().is_some_and(|k| k != "CustomResourceDefinition") {
        case["reset_fields"] = json!({"": {api_version: r#"{"f:status":{}}"#}});
    }
    let mut steps = Vec::new();
    let mut minute = 0;
    if !stored {
        let first = if rng.gen_ratio(4, 5) {
            json!({"apply": manifest, "manager": "kubectl"})
        } else {
            json!({"update": manifest, "manager": "kubectl-create"})
        };
        steps.push(first);
    }
    for _ in 0..rng.gen_range(3..8) {
        if rng.gen_ratio(3, 4) {
            minute += 1;
        }
        let mut step = match rng.gen_range(0..10) {
            0..=2 => json!({"apply": edited(rng, manifest), "manager": "kubectl"}),
            3 => json!({"apply": manifest, "manager": "kubectl"}),
            4 | 5 => {
                json!({"apply": part_of(rng, manifest), "manager": APPLIERS.choose(rng).unwrap()})
            }
            6 if rng.gen_ratio(1, 4) => {
                let broken = super::server_side_field_sets::changed(rng, manifest);
                json!({"apply": broken, "manager": "kubectl"})
            }
            _ => json!({"patch": patch_of(rng, manifest), "manager": UPDATERS.choose(rng).unwrap()}),
        };
        if step.get("apply").is_some() && rng.gen_ratio(1, 6) {
            step["force"] = json!(true);
        }
        step["time"] = json!(format!("2026-01-01T00:{minute:02}:00Z"));
        steps.push(step);
    }
    case["steps"] = Value::Array(steps);
    case
}

const REAL_RECORD: &str = "tests/data/server_side/field-manager-real-oracle.jsonl.gz";
const REAL_SEED: u64 = 20261206;
const REAL_COUNT: usize = 1000;

#[test]
fn sequences_on_real_manifests_as_the_api_server_recorded() {
    let cases = real_cases(REAL_SEED, REAL_COUNT);
    let records = go_driver::recorded(&root().join(REAL_RECORD), &cases, "tests/data/server_side/README.md");
    let counts = compare(&cases, &records, "real manifests");
    eprintln!("field manager, real manifests, recorded: {counts:?}");
    assert!(counts.steps >= 10_000 && counts.conflicts >= 300 && counts.applied >= 4000, "{counts:?}");
}

/// Fresh sequences through Go where Go is installed (required where `SMP_REQUIRE_GO` is
/// set, as CI sets it); `SMP_FIELD_MANAGER_CASES` sets how many (100).
#[test]
fn sequences_on_real_manifests_as_the_api_server_fresh() {
    if !go_driver::go_is_here("field manager") {
        return;
    }
    let (seed, count) = (go_driver::fresh_seed(), go_driver::fresh_count("SMP_FIELD_MANAGER_CASES", 100));
    let cases = real_cases(seed, count);
    let counts = compare(&cases, &go(&cases), &format!("real manifests, seed {seed}"));
    eprintln!("field manager, real manifests: seed {seed}: {count} fresh sequences: {counts:?}");
}

/// The bytes API refuses text that is not JSON with the reader's typed error, and anything
/// else as the `Value` API refuses the value the text holds.
#[test]
fn the_bytes_api_refuses_what_the_value_api_refuses() {
    let converter = TypeConverter::kubernetes(KubeVersion::V1_37).unwrap();
    let manager = FieldManager::new(converter, "v1", "ConfigMap").now(Time::parse(DEFAULT_TIME).unwrap());
    let good = br#"{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "c"}, "data": {"a": "1"}}"#;
    for bad in [&b"{\"apiVersion\": "[..], b"[1", b"{\"a\": 1} x", b"\xff"] {
        for error in [
            manager.apply_bytes(None, bad, "m", false).unwrap_err(),
            manager.apply_bytes(Some(bad), good, "m", false).unwrap_err(),
            manager.update_bytes(None, bad, "m").unwrap_err(),
            manager.update_bytes(Some(bad), good, "m").unwrap_err(),
        ] {
            assert!(matches!(error.kind(), ErrorKind::InvalidJsonDocument { .. }), "{error}");
        }
    }
    let live = manager.apply_bytes(None, good, "m", false).unwrap();
    let requests: [&[u8]; 5] = [
        b"[1]",
        b"",
        br#"{"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "c"}}"#,
        br#"{"apiVersion": "v1", "kind": "ConfigMap", "data": {"a": 1}}"#,
        br#"{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"managedFields": [{"manager": "x"}]}}"#,
    ];
    for request in requests {
        let value = smp::bytes::parse(request).unwrap();
        for live in [None, Some(&live[..])] {
            let live_value = live.map(|live| smp::bytes::parse(live).unwrap());
            let ours = manager.apply(live_value.as_ref(), &value, "m", false).map(|v| smp::bytes::to_vec(&v));
            let printed = manager.apply_bytes(live, request, "m", false);
            assert_eq!(format!("{ours:?}"), format!("{printed:?}"), "{}", String::from_utf8_lossy(request));
            assert!(printed.is_err(), "{}", String::from_utf8_lossy(request));
            let ours = manager.update(live_value.as_ref(), &value, "m").map(|v| smp::bytes::to_vec(&v));
            let printed = manager.update_bytes(live, request, "m");
            assert_eq!(format!("{ours:?}"), format!("{printed:?}"), "{}", String::from_utf8_lossy(request));
        }
    }
}
