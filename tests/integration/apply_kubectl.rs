//! `smp::applier` against `kubectl apply` itself (client-side apply, the Go reference as
//! kubectl embeds it), run against a fake API server ([`fake_apiserver`]) that records
//! what kubectl sends: the object it creates, or the patch and its `Content-Type`. The
//! plan must be the same request, the last-applied annotation byte for byte, except where
//! kubectl sends a patch that changes nothing, which the plan skips (`Unchanged`).
//!
//! Random Pods and Deployments from the generator play two versions of a manifest: the
//! first is created, the server adds its fields, the second is applied. A custom
//! resource (unknown to kubectl) covers the JSON merge patch.
//!
//! Without kubectl the tests are skipped, loudly, unless `SMP_REQUIRE_KUBECTL=1`, which
//! makes them fail; `SMP_KUBECTL` names the binary (default: `kubectl` on `PATH`).

use crate::fake_apiserver;
use crate::gen;
use crate::kubectl_support;
use crate::seeds;

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use fake_apiserver::{kubectl_apply, run_kubectl_apply};
use kubectl_support::find_kubectl;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use smp::applier::{Applier, PatchType, Plan};
use smp::{KubeVersion, Schema, SchemaRef};

const CASES_PER_SEED: u64 = 24;

fn schemas() -> &'static Schema {
    Schema::kubernetes(KubeVersion::V1_33).unwrap()
}

/// kubectl fills in the namespace of its context; the manifests name it, so that the
/// plans can be compared.
fn namespaced(mut manifest: Value) -> Value {
    manifest["metadata"]["namespace"] = json!("default");
    manifest
}

/// What the server adds on create.
fn server_fields(object: &mut Value) {
    object["metadata"]["uid"] = json!("7d3c0a6e-0000-4000-8000-000000000001");
    object["metadata"]["resourceVersion"] = json!("1234");
    object["metadata"]["generation"] = json!(1);
    object["status"] = json!({"observedGeneration": 1});
}

/// The plan as kubectl's request would show it: (method, content type, body), `None`
/// for "unchanged".
fn as_request(plan: Plan<Value, Value>) -> Option<(&'static str, &'static str, Value)> {
    match plan {
        Plan::Create(object) => Some(("POST", "application/json", object)),
        Plan::Patch { patch, patch_type } => Some(("PATCH", patch_type.content_type(), patch)),
        Plan::Unchanged => None,
        other => panic!("a plan kubectl makes no request for: {other:?}"),
    }
}

#[test]
fn creates_what_kubectl_creates() {
    let Some(kubectl) = find_kubectl("apply_kubectl creates_what_kubectl_creates") else { return };
    let manifests = [
        json!({"apiVersion": "v1", "kind": "Service", "metadata": {"name": "web", "labels": {"app": "web"}},
               "spec": {"selector": {"app": "web"}, "ports": [{"name": "http", "port": 80, "targetPort": 8080}]}}),
        json!({"apiVersion": "v1", "kind": "ConfigMap",
               "metadata": {"name": "cfg", "annotations": {"team": "<a&b>"}},
               "data": {"index.html": "<h1>caf\u{e9} \u{2028}</h1>"}}),
        json!({"apiVersion": "example.com/v1", "kind": "BackupSchedule", "metadata": {"name": "nightly"},
               "spec": {"schedule": "0 2 * * *", "retention": {"days": 7.5}}}),
    ];
    for manifest in manifests.map(namespaced) {
        let sent = kubectl_apply(&kubectl, None, &manifest, &[]).unwrap_or_else(|e| panic!("{e}"));
        let plan = Applier::new().plan(&manifest, None, schemas().for_document(&manifest)).unwrap();
        let (method, content_type, body) = as_request(plan).unwrap();
        assert_eq!((method, content_type), (sent.method.as_str(), sent.content_type.as_str()));
        assert_eq!(body, sent.body, "the created object differs from kubectl's\nkubectl sent: {}", sent.raw_body);
    }
}

#[test]
fn patches_what_kubectl_patches() {
    let Some(kubectl) = find_kubectl("apply_kubectl patches_what_kubectl_patches") else { return };
    let applier = Applier::new();
    let mut cases = Vec::new();
    for seed in seeds::seeds("apply vs kubectl") {
        for index in 0..CASES_PER_SEED {
            let case = gen::case(seed, index);
            if case.deliberately_invalid.is_some() {
                continue;
            }
            let first = namespaced(case.object.clone());
            let schema = schemas().for_document(&first).unwrap();
            // Half the cases apply an unchanged manifest again.
            let second = if index % 4 == 3 {
                first.clone()
            } else {
                match smp::apply(&first, &case.patch, schema) {
                    Ok(second) => namespaced(second),
                    Err(_) => continue,
                }
            };
            if second.pointer("/metadata/name").and_then(Value::as_str)
                != first.pointer("/metadata/name").and_then(Value::as_str)
            {
                continue; // a patch that renames the object (or drops its name) makes another object
            }
            if gen::has_directive_key(&second) {
                continue; // directive-named keys left as data (in items a patch created whole): no valid object
            }
            let Plan::Create(mut live) = applier.plan(&first, None, Some(schema)).unwrap() else { panic!("a create") };
            server_fields(&mut live);
            cases.push((seed, index, live, second));
        }
    }

    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let stats: Mutex<BTreeMap<&str, usize>> = Mutex::new(BTreeMap::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                while let Some((seed, index, live, second)) = cases.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let schema: Option<SchemaRef<'_>> = schemas().for_document(second);
                    let ours = applier.plan(second, Some(live), schema);
                    let outcome =
                        run_kubectl_apply(&kubectl, Some(live), second, &[]).unwrap_or_else(|e| panic!("{e}"));
                    let verdict = match (&ours, outcome.status.success(), outcome.sent.as_slice()) {
                        (Ok(plan), true, []) if plan.is_unchanged() => Ok("unchanged"),
                        // kubectl sends a patch that changes nothing (only `$setElementOrder`
                        // lists); the plan skips it. The patch kubectl sent must leave the
                        // live object as it is.
                        (Ok(plan), true, [sent]) if plan.is_unchanged() => {
                            match smp::apply(live, &sent.body, schema.unwrap()) {
                                Ok(patched) if patched == *live => Ok("unchanged, kubectl sent a no-op patch"),
                                patched => Err(format!(
                                    "smp planned Unchanged, kubectl sent {} giving {patched:?}",
                                    sent.raw_body
                                )),
                            }
                        }
                        (Ok(plan), true, [sent]) => match as_request(plan.clone()) {
                            Some((method, content_type, body))
                                if method == sent.method && content_type == sent.content_type && body == sent.body =>
                            {
                                Ok("same patch")
                            }
                            _ => Err(format!("smp planned {plan:?}\nkubectl sent {}", sent.raw_body)),
                        },
                        (Err(_), false, []) => Ok("both refused"),
                        _ => Err(format!("smp: {ours:?}\nkubectl:\n{}", outcome.describe())),
                    };
                    match verdict {
                        Ok(kind) => *stats.lock().unwrap().entry(kind).or_default() += 1,
                        Err(message) => failures.lock().unwrap().push(format!("case {seed}:{index}: {message}")),
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    let stats = stats.into_inner().unwrap();
    eprintln!("apply vs kubectl: {} cases: {stats:?}", cases.len());
    assert!(failures.is_empty(), "{} cases differ from kubectl:\n{}", failures.len(), failures.join("\n\n"));
    assert!(stats.get("same patch").copied().unwrap_or(0) >= 10 && stats.get("unchanged").copied().unwrap_or(0) >= 3);
}

#[test]
fn custom_resource_gets_kubectls_merge_patch() {
    let Some(kubectl) = find_kubectl("apply_kubectl custom_resource_gets_kubectls_merge_patch") else { return };
    let first = json!({
        "apiVersion": "example.com/v1", "kind": "BackupSchedule", "metadata": {"name": "nightly", "namespace": "ops"},
        "spec": {"schedule": "0 2 * * *", "retention": {"days": 7, "copies": 3},
                 "targets": [{"name": "db", "path": "/var/lib/db"}, {"name": "files", "path": "/srv"}]}
    });
    let second = json!({
        "apiVersion": "example.com/v1", "kind": "BackupSchedule", "metadata": {"name": "nightly", "namespace": "ops"},
        "spec": {"schedule": "0 3 * * *", "retention": {"days": 14}, "targets": [{"name": "db", "path": "/var/lib/db"}]}
    });
    let applier = Applier::new();
    let Plan::Create(mut live) = applier.plan(&first, None, None).unwrap() else { panic!() };
    server_fields(&mut live);
    live["spec"]["suspend"] = json!(false); // another writer's field: kept
    let sent = kubectl_apply(&kubectl, Some(&live), &second, &[]).unwrap_or_else(|e| panic!("{e}"));
    let Plan::Patch { patch, patch_type } = applier.plan(&second, Some(&live), None).unwrap() else { panic!() };
    assert_eq!(patch_type, PatchType::Merge);
    assert_eq!(sent.content_type, patch_type.content_type());
    assert_eq!(patch, sent.body, "kubectl sent {}", sent.raw_body);
    assert!(patch["spec"].get("suspend").is_none());
}

/// A typed custom resource plans what kubectl sends for the manifest it prints: its
/// `None` fields, printed as `null`, are not set, so re-applying it sends nothing and a
/// field another writer set survives.
#[test]
fn typed_custom_resource_gets_kubectls_merge_patch() {
    let Some(kubectl) = find_kubectl("apply_kubectl typed_custom_resource_gets_kubectls_merge_patch") else { return };
    #[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
    #[serde(rename_all = "camelCase")]
    struct BackupSchedule {
        api_version: String,
        kind: String,
        metadata: Value,
        spec: Spec,
    }
    #[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
    #[serde(rename_all = "camelCase")]
    struct Spec {
        schedule: String,
        retention_days: Option<u32>,
        suspend: Option<bool>,
        targets: Vec<String>,
    }
    let schedule = |cron: &str, retention_days: Option<u32>, targets: &[&str]| BackupSchedule {
        api_version: "example.com/v1".into(),
        kind: "BackupSchedule".into(),
        metadata: json!({"name": "nightly", "namespace": "ops"}),
        spec: Spec {
            schedule: cron.into(),
            retention_days,
            suspend: None,
            targets: targets.iter().map(|t| t.to_string()).collect(),
        },
    };
    // The manifest a user would write for a typed value: no nulls.
    let manifest = |value: &BackupSchedule| {
        let mut json = serde_json::to_value(value).unwrap();
        json["spec"].as_object_mut().unwrap().retain(|_, v| !v.is_null());
        json
    };
    let (first, second) = (schedule("0 2 * * *", Some(7), &["db", "files"]), schedule("0 3 * * *", None, &["db"]));
    let applier = Applier::new();

    let Plan::Create(created) = applier.plan_custom_resource(&first, None).unwrap() else { panic!() };
    let sent = kubectl_apply(&kubectl, None, &manifest(&first), &[]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((sent.method.as_str(), sent.content_type.as_str()), ("POST", "application/json"));
    assert_eq!(manifest(&created), sent.body, "kubectl created {}", sent.raw_body);

    let mut live = created;
    live.metadata["uid"] = json!("7d3c0a6e-0000-4000-8000-000000000001");
    live.metadata["resourceVersion"] = json!("1234");
    live.spec.suspend = Some(false); // another writer's field: kept
    let live_json = serde_json::to_value(&live).unwrap();
    assert!(applier.plan_custom_resource(&first, Some(&live)).unwrap().is_unchanged());
    let outcome = run_kubectl_apply(&kubectl, Some(&live_json), &manifest(&first), &[]).unwrap();
    assert!(outcome.status.success() && outcome.sent.is_empty(), "kubectl sent something: {}", outcome.describe());

    let sent = kubectl_apply(&kubectl, Some(&live_json), &manifest(&second), &[]).unwrap_or_else(|e| panic!("{e}"));
    let Plan::Patch { patch, patch_type } = applier.plan_custom_resource(&second, Some(&live)).unwrap() else {
        panic!()
    };
    assert_eq!(sent.content_type, patch_type.content_type());
    assert_eq!(patch, sent.body, "kubectl sent {}", sent.raw_body);
    assert_eq!(patch["spec"]["retentionDays"], Value::Null, "dropped from the manifest: deleted");
    assert!(patch["spec"].get("suspend").is_none());
}

/// The main example's bundled manifests (`cargo run --example kubectl_apply`): the plan
/// it prints is what kubectl sends.
#[test]
fn bundled_manifests_get_kubectls_patch() {
    let Some(kubectl) = find_kubectl("apply_kubectl bundled_manifests_get_kubectls_patch") else { return };
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/manifests");
    let read =
        |name: &str| -> Value { serde_json::from_slice(&std::fs::read(format!("{dir}/{name}")).unwrap()).unwrap() };
    for (live, desired) in [
        ("deployment-live.json", "deployment-desired.json"),
        ("backup-schedule-live.json", "backup-schedule-desired.json"),
    ] {
        let (live, desired) = (read(live), read(desired));
        let sent = kubectl_apply(&kubectl, Some(&live), &desired, &[]).unwrap_or_else(|e| panic!("{e}"));
        let plan = Applier::new().plan(&desired, Some(&live), schemas().for_document(&desired)).unwrap();
        let (method, content_type, body) = as_request(plan).expect("a patch");
        assert_eq!((method, content_type), (sent.method.as_str(), sent.content_type.as_str()));
        assert_eq!(body, sent.body, "kubectl sent {}", sent.raw_body);
    }
}

/// With overwrite off, kubectl refuses a change to a field someone else changed since the
/// last apply, and so does the plan. Re-applying the same manifest is refused too (it
/// would undo the other change), and so is a change elsewhere: the new annotation itself
/// conflicts with the annotation the live object gained since the original.
#[test]
fn no_overwrite_refuses_what_kubectl_refuses() {
    let Some(kubectl) = find_kubectl("apply_kubectl no_overwrite_refuses_what_kubectl_refuses") else { return };
    let service = |app: &str, port: i64| {
        namespaced(json!({"apiVersion": "v1", "kind": "Service", "metadata": {"name": "web"},
                          "spec": {"selector": {"app": app}, "ports": [{"port": port}]}}))
    };
    let applier = Applier::new().overwrite(false);
    let schema = schemas().for_document(&service("web", 80));
    let Plan::Create(mut live) = applier.plan(&service("web", 80), None, schema).unwrap() else { panic!() };
    server_fields(&mut live);
    live["spec"]["selector"]["app"] = json!("someone-else");

    for desired in [service("web-v2", 80), service("web", 8080), service("web", 80)] {
        let error = applier.plan(&desired, Some(&live), schema).unwrap_err();
        assert!(matches!(error.kind(), smp::ErrorKind::Conflict { .. }), "{error}");
        let outcome = run_kubectl_apply(&kubectl, Some(&live), &desired, &["--overwrite=false"]).unwrap();
        assert!(!outcome.status.success() && outcome.sent.is_empty(), "kubectl applied it:\n{}", outcome.describe());
        assert!(outcome.stderr.contains("conflicts with changes made from original to current"), "{}", outcome.stderr);
    }
    // Adopting the other writer's value is no conflict: the same patch as kubectl's.
    let adopted = service("someone-else", 80);
    let sent = kubectl_apply(&kubectl, Some(&live), &adopted, &["--overwrite=false"]);
    let ours = applier.plan(&adopted, Some(&live), schema);
    match (sent, ours) {
        (Ok(sent), Ok(plan)) => assert_eq!(as_request(plan).map(|r| r.2), Some(sent.body)),
        (Err(_), Err(_)) => {}
        (kubectl, ours) => panic!("kubectl: {kubectl:?}\nsmp: {ours:?}"),
    }
}
