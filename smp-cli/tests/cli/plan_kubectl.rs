//! `smp plan` (the built binary) against `kubectl apply` on a fake API server that records
//! what kubectl sends: the object it creates, the patch and its content type, or nothing.
//! Random Pods and Deployments from the generator play two versions of a manifest; the
//! exit code says whether there is a change (1) or not (0).

use crate::fake_apiserver;
use crate::gen;
use crate::kubectl_support;
use crate::real_manifests;
use crate::seeds;

use std::collections::BTreeMap;
use std::process::Command;

use serde_json::{json, Value};
use smp::{KubeVersion, Schema};

const CASES_PER_SEED: u64 = 12;

/// `smp plan -o json` of the manifest against the live object (none: a create): its one
/// record and the exit code.
fn smp_plan(desired: &Value, live: Option<&Value>) -> (Value, i32) {
    smp_plan_with(desired, live, &[])
}

/// [`smp_plan`] with more arguments (`-n NAMESPACE`).
fn smp_plan_with(desired: &Value, live: Option<&Value>, extra: &[&str]) -> (Value, i32) {
    let dir = std::env::temp_dir().join(format!("smp-cli-plan-{}-{}", std::process::id(), rand_suffix()));
    std::fs::create_dir_all(&dir).unwrap();
    let desired_file = dir.join("desired.json");
    std::fs::write(&desired_file, serde_json::to_vec(desired).unwrap()).unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_smp"));
    command.args(["plan", "-o", "json"]).args(extra).arg("-f").arg(&desired_file);
    if let Some(live) = live {
        let live_file = dir.join("live.yaml");
        std::fs::write(&live_file, smp::yaml::to_string(live).unwrap()).unwrap();
        command.arg("--live").arg(&live_file);
    }
    let output = command.output().expect("smp runs");
    let _ = std::fs::remove_dir_all(&dir);
    let code = output.status.code().expect("an exit code");
    assert!(code < 2, "smp plan failed: {}", String::from_utf8_lossy(&output.stderr));
    let records: Vec<Value> =
        String::from_utf8_lossy(&output.stdout).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(records.len(), 1, "one record per object");
    (records.into_iter().next().unwrap(), code)
}

fn rand_suffix() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

fn namespaced(mut manifest: Value) -> Value {
    manifest["metadata"]["namespace"] = json!("default");
    manifest
}

#[test]
fn smp_plan_sends_what_kubectl_apply_sends() {
    let test = "smp plan vs kubectl apply";
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let schemas = Schema::kubernetes(KubeVersion::V1_37).unwrap();
    let mut stats: BTreeMap<&str, usize> = BTreeMap::new();
    for seed in seeds::seeds(test) {
        for index in 0..CASES_PER_SEED {
            let case = gen::case(seed, index);
            if case.deliberately_invalid.is_some() {
                continue;
            }
            let first = namespaced(case.object.clone());
            let schema = schemas.for_document(&first).unwrap();
            let second = if index % 4 == 3 {
                first.clone()
            } else {
                match smp::apply(&first, &case.patch, schema) {
                    Ok(second)
                        if !gen::has_directive_key(&second)
                            && second["metadata"]["name"] == first["metadata"]["name"] =>
                    {
                        namespaced(second)
                    }
                    _ => continue,
                }
            };
            let at = format!("case {seed}:{index}");

            // The create: the object kubectl posts.
            let (created, code) = smp_plan(&first, None);
            assert_eq!((created["action"].as_str(), code), (Some("create"), 1), "{at}: {created}");
            let posted =
                fake_apiserver::kubectl_apply(&kubectl, None, &first, &[]).unwrap_or_else(|e| panic!("{at}: {e}"));
            assert_eq!((posted.method.as_str(), &posted.body), ("POST", &created["body"]), "{at}: the created object");

            // The server's fields, then the second manifest.
            let mut live = created["body"].clone();
            live["metadata"]["uid"] = json!("7d3c0a6e-0000-4000-8000-000000000001");
            live["metadata"]["resourceVersion"] = json!("1234");
            live["status"] = json!({"observedGeneration": 1});
            let (record, code) = smp_plan(&second, Some(&live));
            let outcome = fake_apiserver::run_kubectl_apply(&kubectl, Some(&live), &second, &[])
                .unwrap_or_else(|e| panic!("{at}: {e}"));
            assert!(outcome.status.success(), "{at}: kubectl failed\n{}", outcome.describe());
            let kind = match (record["action"].as_str(), outcome.sent.as_slice()) {
                (Some("unchanged"), []) => "unchanged",
                (Some("unchanged"), [sent]) => {
                    // A patch that changes nothing, which kubectl sends and smp skips.
                    assert_eq!(
                        smp::apply(&live, &sent.body, schema).unwrap(),
                        live,
                        "{at}: kubectl's patch changes the object"
                    );
                    "unchanged, kubectl sent a no-op patch"
                }
                (Some("patch"), [sent]) => {
                    assert_eq!(record["patchType"].as_str(), Some(sent.content_type.as_str()), "{at}");
                    assert_eq!(record["body"], sent.body, "{at}: kubectl sent {}", sent.raw_body);
                    "same patch"
                }
                _ => panic!("{at}: smp planned {record}\nkubectl:\n{}", outcome.describe()),
            };
            assert_eq!(code, if kind == "same patch" { 1 } else { 0 }, "{at}: exit code");
            *stats.entry(kind).or_default() += 1;
        }
    }
    kubectl_support::loud(&format!("{test}: {stats:?}"));
    assert!(
        stats.get("same patch").copied().unwrap_or(0) >= 5 && stats.get("unchanged").copied().unwrap_or(0) >= 2,
        "{stats:?}"
    );
}

/// Real manifests without their namespaces, one of each kind the corpus has, namespaced
/// and cluster-scoped: created by `smp plan` as `kubectl apply` creates them (the namespace
/// of `-n`, else `default`, written into the object and its last-applied configuration;
/// none for cluster-scoped kinds), then unchanged against what the server made of them.
#[test]
fn manifests_without_namespaces_as_kubectl_applies_them() {
    let test = "smp plan vs kubectl apply, real manifests without namespaces";
    let manifests = real_manifests::real_manifests(test);
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    let mut seen = std::collections::BTreeSet::new();
    let mut stats: BTreeMap<String, usize> = BTreeMap::new();
    for (index, manifest) in manifests.iter().enumerate() {
        let kind = format!("{} {}", manifest.object["apiVersion"], manifest.object["kind"]);
        if !seen.insert(kind) {
            continue;
        }
        let mut desired = manifest.object.clone();
        if let Some(metadata) = desired["metadata"].as_object_mut() {
            metadata.remove("namespace");
        }
        let extra: &[&str] = if index % 2 == 0 { &[] } else { &["-n", "smp-test"] };
        let at = format!("{} ({extra:?})", manifest.origin);
        let (created, code) = smp_plan_with(&desired, None, extra);
        assert_eq!((created["action"].as_str(), code), (Some("create"), 1), "{at}: {created}");
        let posted =
            fake_apiserver::kubectl_apply(&kubectl, None, &desired, extra).unwrap_or_else(|e| panic!("{at}: {e}"));
        assert_eq!(&posted.body, &created["body"], "{at}: the created object");
        let namespace = created["body"].pointer("/metadata/namespace").and_then(Value::as_str).unwrap_or("");
        *stats.entry(if namespace.is_empty() { "cluster-scoped".into() } else { namespace.to_owned() }).or_default() +=
            1;

        let mut live = posted.body.clone();
        live["metadata"]["uid"] = json!("7d3c0a6e-0000-4000-8000-000000000002");
        live["metadata"]["resourceVersion"] = json!("99");
        let (record, code) = smp_plan_with(&desired, Some(&live), extra);
        let outcome = fake_apiserver::run_kubectl_apply(&kubectl, Some(&live), &desired, extra)
            .unwrap_or_else(|e| panic!("{at}: {e}"));
        assert!(outcome.status.success(), "{at}: kubectl failed\n{}", outcome.describe());
        assert_eq!((record["action"].as_str(), code), (Some("unchanged"), 0), "{at}: {record}");
        for sent in &outcome.sent {
            let schemas = Schema::kubernetes(KubeVersion::V1_37).unwrap();
            let patched = smp::applier::apply_patch(
                &live,
                &sent.body,
                smp::applier::PatchType::Strategic,
                schemas.for_document(&live),
            );
            assert_eq!(patched.as_ref(), Ok(&live), "{at}: kubectl changes the object: {}", sent.raw_body);
        }
    }
    kubectl_support::loud(&format!("{test}: {} kinds, {stats:?}", seen.len()));
    assert!(stats.get("cluster-scoped").copied().unwrap_or(0) >= 5 && stats.len() == 3, "{stats:?}");
}
