//! `smp plan --server-side` against apimachinery's field manager with kubectl 1.32's
//! requests around it (`oracle/ssa/k8s-1.3x`, `cmd/fieldmanager`, a `sequence` whose last
//! step is `kubectl_apply`): real manifests applied by kubectl or another manager, forced
//! or not, to nothing, to what client-side apply left (the last-applied annotation and
//! `kubectl-client-side-apply`'s entry, which kubectl migrates), or to what a server-side
//! apply and another writer left. `--show-result -o json --now T` must print Go's object
//! byte for byte (whitespace aside), `-o json` kubectl's requests, `--diff` the object after
//! the apply alone (as `kubectl diff --server-side`), and a conflict Go's 409 text. Recorded (`smp-cli/tests/data/kubectl-apply-server-side-oracle.jsonl.gz`) and,
//! where Go is installed, on fresh cases.

use std::path::{Path, PathBuf};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

use crate::behaviour::{dir, smp, write};
use crate::go_driver;
use crate::real_manifests::real_manifests;
use crate::reset_fields;

const RECORD: &str = "tests/data/kubectl-apply-server-side-oracle.jsonl.gz";
const SEED: u64 = 20261207;
const COUNT: usize = 400;
/// The Kubernetes releases and their oracle modules, from the workspace's root.
const VERSIONS: [(&str, &str); 2] = [("1.33", "oracle/ssa/k8s-1.33"), ("1.37", "oracle/ssa/k8s-1.37")];
const TIMES: [&str; 3] = ["2026-01-01T00:00:00Z", "2026-01-01T00:01:00Z", "2026-01-01T00:02:00Z"];
const LAST_APPLIED: &str = "kubectl.kubernetes.io/last-applied-configuration";
const MANAGERS: [&str; 2] = ["kubectl", "my-tool"];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Kinds of the corpus without a namespace; any other gets `default`, as kubectl gives it.
const CLUSTER_SCOPED: [&str; 12] = [
    "Namespace",
    "Node",
    "PersistentVolume",
    "ClusterRole",
    "ClusterRoleBinding",
    "StorageClass",
    "CustomResourceDefinition",
    "PriorityClass",
    "ValidatingWebhookConfiguration",
    "MutatingWebhookConfiguration",
    "APIService",
    "IngressClass",
];

/// `count` cases from `seed`: a real manifest, renamed so that every case is its own
/// object, and the requests before kubectl's apply.
fn cases(seed: u64, count: usize) -> Vec<Value> {
    let manifests = real_manifests("plan --server-side");
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..count)
        .map(|n| {
            let mut manifest = manifests[rng.gen_range(0..manifests.len())].object.clone();
            let name = manifest.pointer("/metadata/name").and_then(Value::as_str).unwrap_or("x");
            let name: String =
                format!("{name}-{n}").chars().rev().take(63).collect::<Vec<_>>().into_iter().rev().collect();
            manifest["metadata"]["name"] = json!(name.trim_start_matches(['-', '.']));
            let kind = manifest["kind"].as_str().unwrap_or_default();
            if !CLUSTER_SCOPED.contains(&kind) && manifest.pointer("/metadata/namespace").is_none() {
                manifest["metadata"]["namespace"] = json!("default");
            }
            let manager = MANAGERS[rng.gen_range(0..2)];
            let force = rng.gen_ratio(1, 4);
            let steps = match rng.gen_range(0..3) {
                // Nothing live: the apply creates it.
                0 => vec![],
                // What kubectl's client-side apply of an older manifest left.
                1 => {
                    let mut older = manifest.clone();
                    older["metadata"]["labels"]["smp-old"] = json!("yes");
                    let mut configuration = older.clone();
                    configuration["metadata"]["annotations"] = json!({});
                    let text = format!("{}\n", serde_json::to_string(&configuration).unwrap());
                    older["metadata"]["annotations"][LAST_APPLIED] = json!(text);
                    vec![json!({"update": older, "manager": "kubectl-client-side-apply", "time": TIMES[0]})]
                }
                // A server-side apply, then another writer's change.
                _ => {
                    let label = manifest
                        .pointer("/metadata/labels")
                        .and_then(Value::as_object)
                        .and_then(|labels| labels.keys().nth(rng.gen_range(0..labels.len().max(1))).cloned());
                    let patch = match (label, rng.gen_bool(0.5)) {
                        // A value the apply sets, changed: a conflict unless forced.
                        (Some(label), true) => json!({"metadata": {"labels": {label: "changed"}}}),
                        _ => json!({"metadata": {"labels": {"smp-writer": "here"}}}),
                    };
                    let writer = ["hpa", "editor"][rng.gen_range(0..2)];
                    // Half of them applied a label before that the manifest no longer has.
                    let mut first = manifest.clone();
                    if rng.gen_bool(0.5) {
                        first["metadata"]["labels"]["smp-old"] = json!("yes");
                    }
                    vec![
                        json!({"apply": first, "manager": manager, "time": TIMES[0]}),
                        json!({"patch": patch, "manager": writer, "time": TIMES[1]}),
                    ]
                }
            };
            let mut steps = steps;
            steps.push(json!({"kubectl_apply": manifest, "manager": manager, "force": force, "time": TIMES[2]}));
            let reset = reset_fields::by_version(&root(), &manifest, &VERSIONS.map(|(version, _)| version));
            json!({"op": "sequence", "id": format!("kubectl-apply-{seed}-{n}"), "live": null, "steps": steps,
                   "reset_fields_by_version": reset})
        })
        .collect()
}

/// Go's answers, both releases, trimmed to what the test reads: the object before
/// kubectl's apply, and that apply's answer without its parsed object.
fn go(cases: &[Value]) -> Vec<Value> {
    let answers = go_driver::answers_by_version(&root(), &VERSIONS, "fieldmanager", cases);
    answers
        .into_iter()
        .map(|mut by_version| {
            for (version, _) in VERSIONS {
                let answer = &mut by_version[version];
                let steps = answer["steps"].as_array_mut().map(std::mem::take).unwrap_or_default();
                let before = steps.len().checked_sub(2).map(|i| steps[i]["object"].clone()).unwrap_or(Value::Null);
                let mut last = steps.last().cloned().unwrap_or(Value::Null);
                if let Some(last) = last.as_object_mut() {
                    last.remove("object");
                }
                *answer = json!({"live": before, "kubectl_apply": last, "converter": answer["converter"]});
            }
            by_version
        })
        .collect()
}

#[derive(Debug, Default)]
struct Counts {
    created: usize,
    applied: usize,
    migrated: usize,
    unchanged: usize,
    conflicts: usize,
    refused: usize,
    /// Objects whose `--diff` was checked.
    diffs: usize,
}

/// Runs smp on every case the way Go answered it, a process per release, field manager
/// and force: all their objects in one manifest file and one live file.
fn compare(cases: &[Value], records: &[Value], what: &str) -> Counts {
    let mut counts = Counts::default();
    let scratch = dir();
    for (version, _) in VERSIONS {
        for manager in MANAGERS {
            for force in [false, true] {
                let mut group: Vec<(&Value, &Value)> = cases
                    .iter()
                    .zip(records)
                    .map(|(case, record)| (case["steps"].as_array().unwrap().last().unwrap(), &record[version]))
                    // Kinds client-go's scheme lacks (APIService, CustomResourceDefinition) Go
                    // reads with the deduced converter, where the API server and smp have
                    // their schema.
                    .filter(|(_, go)| go["converter"] == "scheme")
                    .filter(|(step, go)| {
                        step["manager"] == manager && step["force"] == force && go["live"].get("error").is_none()
                    })
                    .collect();
                let lines = |objects: &mut dyn Iterator<Item = &Value>| -> String {
                    objects.map(|object| format!("{object}\n")).collect()
                };
                let desired = lines(&mut group.iter().map(|(step, _)| &step["kubectl_apply"]));
                let desired = write(&scratch, "desired.json", &desired);
                let live = lines(&mut group.iter().map(|(_, go)| &go["live"]).filter(|live| !live.is_null()));
                let live = write(&scratch, "live.json", &live);
                let mut args =
                    vec!["plan", "--server-side", "--kube-version", version, "-f", &desired, "--live", &live];
                args.extend(["--field-manager", manager, "--now", TIMES[2]]);
                if force {
                    args.push("--force-conflicts");
                }
                let context = format!("{what}, {version}, {manager}, force {force}");
                let results = smp(&[&args[..], &["--show-result", "--show-secrets", "-o", "json"]].concat(), None);
                let plans = smp(&[&args[..], &["-o", "json"]].concat(), None);
                check(&group, &results, &plans, &context, &mut counts);
                // `kubectl diff` stops at an error: the diff of the objects Go applies.
                group.retain(|(_, go)| go["kubectl_apply"].get("error").is_none());
                let desired = lines(&mut group.iter().map(|(step, _)| &step["kubectl_apply"]));
                write(&scratch, "desired.json", &desired);
                let live = lines(&mut group.iter().map(|(_, go)| &go["live"]).filter(|live| !live.is_null()));
                write(&scratch, "live.json", &live);
                let merged = diff(&scratch, &[&args[..], &["--diff", "--show-secrets"]].concat());
                counts.diffs += check_diff(&group, &merged, &context);
            }
        }
    }
    eprintln!("plan --server-side, {what}: {counts:?}");
    counts
}

/// Checks one run's output against Go's answers, object by object in the order given.
fn check(
    group: &[(&Value, &Value)],
    results: &std::process::Output,
    plans: &std::process::Output,
    context: &str,
    counts: &mut Counts,
) {
    let stderr = String::from_utf8_lossy(&results.stderr);
    let mut printed = serde_json::Deserializer::from_slice(&results.stdout).into_iter::<Value>();
    let mut end_of_last = 0;
    let mut planned = std::str::from_utf8(&plans.stdout).unwrap().lines();
    let mut failed = 0;
    for (step, go) in group {
        let answer = &go["kubectl_apply"];
        let name = step["kubectl_apply"]["metadata"]["name"].as_str().unwrap();
        let context = || format!("{context}: {name}\nGo: {answer}\nsmp's errors: {stderr}");
        match answer.get("error").and_then(Value::as_str) {
            // The 409, in kubectl's words around the API server's.
            Some(error) if answer.get("conflicts").is_some() => {
                let line = format!("/{name}: {error}\nPlease review the fields above");
                assert!(stderr.contains(&line), "{}", context());
                failed += 1;
                counts.conflicts += 1;
                continue;
            }
            Some(_) => {
                assert!(stderr.contains(&format!("/{name}: ")), "{}", context());
                failed += 1;
                counts.refused += 1;
                continue;
            }
            None => {}
        }
        // The object, byte for byte as Go wrote it once smp's indentation is gone.
        printed.next().unwrap_or_else(|| panic!("smp printed no more objects: {}", context())).unwrap();
        let (start, end) = (end_of_last, printed.byte_offset());
        end_of_last = end;
        assert_eq!(
            crate::go_json::compact(&results.stdout[start..end]),
            answer["object_json"].as_str().unwrap(),
            "{}",
            context()
        );
        // The requests, as Go's kubectl made them.
        let plan: Value = serde_json::from_str(planned.next().unwrap()).unwrap();
        let mut requests: Vec<Value> = vec![plan.clone()];
        requests.extend(plan.get("then").and_then(Value::as_array).cloned().unwrap_or_default());
        let spelled: Vec<String> = requests
            .iter()
            .filter(|request| request["patchType"].is_string())
            .map(|request| {
                let verb = if request["patchType"] == "application/apply-patch+yaml" { "apply" } else { "json-patch" };
                format!("{verb} {}", request["fieldManager"].as_str().unwrap())
            })
            .collect();
        match plan["action"].as_str().unwrap() {
            "unchanged" => {
                let made: Value = serde_json::from_str(answer["object_json"].as_str().unwrap()).unwrap();
                assert_eq!(go["live"], made, "Go's apply changed the object: {}", context());
                counts.unchanged += 1;
            }
            action => {
                assert_eq!(
                    spelled,
                    answer["requests"].as_array().unwrap().iter().map(|r| r.as_str().unwrap()).collect::<Vec<_>>(),
                    "{}",
                    context()
                );
                assert_eq!(action == "create", go["live"].is_null(), "{}", context());
                assert_eq!(plan["body"], step["kubectl_apply"], "{}", context());
                match (action, spelled.len()) {
                    ("create", _) => counts.created += 1,
                    (_, 1) => counts.applied += 1,
                    _ => counts.migrated += 1,
                }
            }
        }
    }
    assert!(printed.next().is_none(), "{context}: smp printed more objects than Go made");
    let expected_code = if failed > 0 { 2 } else { 1 };
    assert_eq!(results.status.code(), Some(expected_code), "{context}: {stderr}");
    assert_eq!(plans.status.code(), Some(expected_code), "{context}");
}

/// The MERGED folder `--diff` hands to `KUBECTL_EXTERNAL_DIFF`'s program: its files by name.
fn diff(scratch: &Path, args: &[&str]) -> std::collections::HashMap<String, String> {
    let copy = scratch.join("merged");
    let _ = std::fs::remove_dir_all(&copy);
    let script = write(scratch, "copy-merged.sh", &format!("#!/bin/sh\ncp -r \"$2\" '{}'\n", copy.display()));
    let mut permissions = std::fs::metadata(&script).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&script, permissions).unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_smp"))
        .args(args)
        .env("KUBECTL_EXTERNAL_DIFF", &script)
        .output()
        .expect("smp runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    std::fs::read_dir(&copy)
        .unwrap()
        .map(|entry| {
            let entry = entry.unwrap();
            (entry.file_name().into_string().unwrap(), std::fs::read_to_string(entry.path()).unwrap())
        })
        .collect()
}

/// `--diff`'s merged objects are Go's after kubectl's apply alone (what `kubectl diff
/// --server-side` asks the API server for), without managedFields.
fn check_diff(group: &[(&Value, &Value)], merged: &std::collections::HashMap<String, String>, context: &str) -> usize {
    assert_eq!(merged.len(), group.len(), "{context}");
    for (step, go) in group {
        let mut first = go["kubectl_apply"]["first_object"].clone();
        first["metadata"].as_object_mut().unwrap().remove("managedFields");
        // `[<group>.]<version>.<kind>.<namespace>.<name>`, the namespace empty where the
        // kind has none (whatever the manifest says).
        let api_version = first["apiVersion"].as_str().unwrap().replace('/', ".");
        let (kind, name) = (first["kind"].as_str().unwrap(), first["metadata"]["name"].as_str().unwrap());
        let name = merged
            .keys()
            .find(|file| file.starts_with(&format!("{api_version}.{kind}.")) && file.ends_with(&format!(".{name}")))
            .unwrap_or_else(|| panic!("{context}: no file for {name} in {:?}", merged.keys()));
        let text = &merged[name];
        assert_eq!(
            smp::yaml::from_str(text).unwrap(),
            first,
            "{context}: {}",
            step["kubectl_apply"]["metadata"]["name"]
        );
    }
    group.len()
}

/// `smp diff --server-side` is `smp plan --server-side --diff`, as kubectl spells it.
#[test]
fn diff_server_side_is_plan_server_side_diff() {
    let scratch = dir();
    let annotation = r#"{"apiVersion":"v1","data":{"a":"1","b":"2"},"kind":"ConfigMap","metadata":{"annotations":{},"name":"a","namespace":"default"}}"#;
    let live = json!({"apiVersion": "v1", "kind": "ConfigMap", "data": {"a": "1", "b": "2"},
        "metadata": {"name": "a", "namespace": "default", "annotations": {LAST_APPLIED: format!("{annotation}\n")},
            "managedFields": [{"manager": "kubectl-client-side-apply", "operation": "Update", "apiVersion": "v1",
                "time": TIMES[0], "fieldsType": "FieldsV1", "fieldsV1": {"f:data": {".": {}, "f:a": {}, "f:b": {}},
                "f:metadata": {"f:annotations": {".": {}, format!("f:{LAST_APPLIED}"): {}}}}}]}});
    let live = write(&scratch, "live.json", &live.to_string());
    let desired =
        write(&scratch, "desired.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {a: '3'}\n");
    let diff = smp(&["diff", "--server-side", "-f", &desired, "--live", &live], None);
    let plan = smp(&["plan", "--server-side", "--diff", "-f", &desired, "--live", &live], None);
    assert_eq!(diff.status.code(), Some(1), "{}", String::from_utf8_lossy(&diff.stderr));
    assert_eq!(diff.stdout, plan.stdout);
    // kubectl diff asks for the apply alone: `b` stays, which the migration would prune.
    let text = String::from_utf8(diff.stdout).unwrap();
    assert!(text.contains("-  a: \"1\"\n+  a: \"3\"\n   b: \"2\"\n"), "{text}");
}

#[test]
fn plans_as_kubectl_and_the_api_server_recorded() {
    let cases = cases(SEED, COUNT);
    let records = go_driver::recorded(&root().join("smp-cli").join(RECORD), &cases, "smp-cli/tests/data/README.md");
    let counts = compare(&cases, &records, "recorded");
    assert!(
        counts.created >= 100 && counts.migrated >= 50 && counts.conflicts >= 20 && counts.applied >= 50,
        "{counts:?}"
    );
}

#[test]
fn plans_as_kubectl_and_the_api_server_now() {
    if !go_driver::go_is_here("plan --server-side") {
        return;
    }
    let seed = go_driver::fresh_seed();
    eprintln!("plan --server-side: seed {seed}");
    let cases = cases(seed, go_driver::fresh_count("SMP_KUBECTL_APPLY_CASES", 60));
    compare(&cases, &go(&cases), "fresh");
}

/// Remakes the record: `cargo test -p smp-cli --test cli plan_server_side::write_the_record -- --ignored`.
#[test]
#[ignore = "a tool, not a test: writes smp-cli/tests/data/kubectl-apply-server-side-oracle.jsonl.gz"]
fn write_the_record() {
    let cases = cases(SEED, COUNT);
    go_driver::write_record(&root().join("smp-cli").join(RECORD), &cases, go(&cases));
}

/// A custom resource is read by its CRD (`--crd`), as the API server reads it: its keyed
/// list item owned as such, its `status` left to nobody where the version has a status
/// subresource; the same as the library's field manager under `TypeConverter::from_crd`.
#[test]
fn custom_resources_are_read_by_their_crd() {
    let scratch = dir();
    let crd = json!({"apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition",
        "metadata": {"name": "widgets.example.com"},
        "spec": {"group": "example.com", "scope": "Namespaced", "names": {"kind": "Widget", "plural": "widgets"},
            "versions": [{"name": "v1", "served": true, "storage": true, "subresources": {"status": {}},
                "schema": {"openAPIV3Schema": {"type": "object", "properties": {
                    "spec": {"type": "object", "properties": {"parts": {"type": "array",
                        "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
                        "items": {"type": "object", "required": ["name"],
                            "properties": {"name": {"type": "string"}, "size": {"type": "integer"}}}}}},
                    "status": {"type": "object", "properties": {"ready": {"type": "boolean"}}}}}}}]}});
    let widget = json!({"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "w", "namespace": "default"},
        "spec": {"parts": [{"name": "a", "size": 1}]}, "status": {"ready": true}});
    let crd_file = write(&scratch, "crd.json", &crd.to_string());
    let desired = write(&scratch, "widget.json", &widget.to_string());
    let args =
        ["plan", "--server-side", "--crd", &crd_file, "-f", &desired, "--now", TIMES[0], "--show-result", "-o", "json"];
    let output = smp(&args, None);
    assert_eq!(output.status.code(), Some(1), "{}", String::from_utf8_lossy(&output.stderr));
    let printed: Value = serde_json::from_slice(&output.stdout).unwrap();

    let converter = smp::server_side::TypeConverter::from_crd(smp::KubeVersion::V1_37, &crd).unwrap();
    let mut status = smp::managed_fields::FieldSet::new();
    status.insert(&[smp::managed_fields::PathElement::Field("status".into())]);
    let manager = smp::server_side::FieldManager::new(&converter, "example.com/v1", "Widget")
        .reset_fields("example.com/v1", status)
        .now(smp::managed_fields::Time::parse(TIMES[0]).unwrap());
    assert_eq!(printed, manager.apply(None, &widget, "kubectl", false).unwrap());
    let fields = &printed["metadata"]["managedFields"][0]["fieldsV1"];
    assert_eq!(fields, &json!({"f:spec": {"f:parts": {"k:{\"name\":\"a\"}": {".": {}, "f:name": {}, "f:size": {}}}}}));
}
