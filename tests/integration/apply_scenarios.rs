//! The scenarios of the background documents (`../shared/seeds`), each played through the
//! apply and match API as a controller would: create, let the "server" add its fields,
//! change the manifest, apply again, and look at what the API server would make of it.
//! Where kubectl is installed, the results of applying our patches are checked against
//! `kubectl patch --local` (the Go reference), and the ordering examples against it.

use crate::kubectl_patch;

use serde_json::{json, Value};
use smp::applier::{apply_patch, Applier, PatchType, Plan};
use smp::last_applied::LastApplied;
use smp::matcher::{FieldPattern, Matcher};
use smp::{KubeVersion, Schema, SchemaRef};

fn schemas() -> &'static Schema {
    Schema::kubernetes(KubeVersion::V1_33).expect("built-in definitions")
}

fn schema_of(document: &Value) -> SchemaRef<'static> {
    schemas().for_document(document).expect("a built-in kind")
}

/// What the API server does on create: it keeps the object and adds its own fields.
fn server_creates(object: &Value, defaults: Value) -> Value {
    let mut live = object.clone();
    let metadata = live["metadata"].as_object_mut().unwrap();
    metadata.insert("namespace".into(), json!("default"));
    metadata.insert("uid".into(), json!("f4903399-9b46-11e9-856a-e61351a73615"));
    metadata.insert("resourceVersion".into(), json!("564"));
    metadata.insert("creationTimestamp".into(), json!("2019-06-30T14:54:26Z"));
    metadata.insert("generation".into(), json!(1));
    merge_defaults(&mut live, &defaults);
    live
}

/// Adds `defaults` where the object has nothing (a stand-in for API server defaulting).
fn merge_defaults(target: &mut Value, defaults: &Value) {
    let (Value::Object(target), Value::Object(defaults)) = (target, defaults) else { return };
    for (key, default) in defaults {
        match target.get_mut(key) {
            Some(existing) => merge_defaults(existing, default),
            None => {
                target.insert(key.clone(), default.clone());
            }
        }
    }
}

/// Plans with `applier`, expecting a patch; returns it and the object the server makes.
fn patch_and_result(applier: &Applier, desired: &Value, live: &Value, schema: Option<SchemaRef<'_>>) -> (Value, Value) {
    match applier.plan(desired, Some(live), schema).expect("plan") {
        Plan::Patch { patch, patch_type } => {
            let result = apply_patch(live, &patch, patch_type, schema).expect("apply");
            (patch, result)
        }
        other => panic!("expected a patch, got {other:?}"),
    }
}

fn created(applier: &Applier, desired: &Value, schema: Option<SchemaRef<'_>>) -> Value {
    match applier.plan(desired, None, schema).expect("plan") {
        Plan::Create(object) => object,
        other => panic!("expected a create, got {other:?}"),
    }
}

fn nginx_deployment(min_ready_seconds: Option<i64>) -> Value {
    let mut deployment = json!({
        "apiVersion": "apps/v1", "kind": "Deployment",
        "metadata": {"name": "nginx-deployment", "labels": {"app": "nginx"}},
        "spec": {
            "replicas": 3,
            "selector": {"matchLabels": {"app": "nginx"}},
            "template": {"metadata": {"labels": {"app": "nginx"}},
                         "spec": {"containers": [{"name": "nginx", "image": "nginx:1.14.2"}]}}
        }
    });
    if let Some(seconds) = min_ready_seconds {
        deployment["spec"]["minReadySeconds"] = json!(seconds);
    }
    deployment
}

fn deployment_defaults() -> Value {
    json!({"spec": {"revisionHistoryLimit": 10, "progressDeadlineSeconds": 600,
                    "strategy": {"type": "RollingUpdate", "rollingUpdate": {"maxSurge": "25%", "maxUnavailable": "25%"}},
                    "template": {"spec": {"restartPolicy": "Always", "dnsPolicy": "ClusterFirst"}}},
           "status": {"replicas": 3}})
}

/// Seed 002 (KubeVela): a field removed from the manifest is removed from the object,
/// which a JSON merge patch of the manifest cannot do.
#[test]
fn kubevela_removes_min_ready_seconds_by_omitting_it() {
    let applier = Applier::new().last_applied(LastApplied::kubevela());
    let before = nginx_deployment(Some(60));
    let schema = Some(schema_of(&before));
    let live = server_creates(&created(&applier, &before, schema), deployment_defaults());

    let after = nginx_deployment(None);
    let (patch, result) = patch_and_result(&applier, &after, &live, schema);
    assert_eq!(patch["spec"]["minReadySeconds"], Value::Null, "the patch deletes it: {patch}");
    assert!(result["spec"].get("minReadySeconds").is_none(), "removed: {result}");
    assert_eq!(result["spec"]["replicas"], 3);
    assert_eq!(result["spec"]["revisionHistoryLimit"], 10, "server defaults stay");
    assert_eq!(result["metadata"]["uid"], live["metadata"]["uid"]);
    // The annotation now records the new manifest, for the next round.
    let recorded = LastApplied::kubevela().read(&result).unwrap().unwrap();
    assert_eq!(recorded, LastApplied::kubevela().configuration(&after).unwrap());
    assert!(recorded["spec"].get("minReadySeconds").is_none());

    // Before: the manifest sent as a JSON merge patch leaves the field in place.
    let merged = smp::merge_patch::apply(&live, &after).unwrap();
    assert_eq!(merged["spec"]["minReadySeconds"], 60, "a JSON merge patch cannot remove by omission");

    // And the round after sends nothing.
    assert!(applier.plan(&after, Some(&result), schema).unwrap().is_unchanged());
}

fn my_service(app: &str) -> Value {
    json!({"apiVersion": "v1", "kind": "Service", "metadata": {"name": "my-service"},
           "spec": {"selector": {"app": app}, "ports": [{"protocol": "TCP", "port": 80}]}})
}

fn service_defaults() -> Value {
    json!({"spec": {"clusterIP": "172.21.7.149", "sessionAffinity": "None", "type": "ClusterIP"},
           "status": {"loadBalancer": {}}})
}

/// Seed 002 (KubeVela): a Service's `clusterIP`, set by the server and immutable, is
/// never in the patch, so re-applying the trait neither fails nor touches it.
#[test]
fn kubevela_leaves_the_immutable_cluster_ip_alone() {
    let applier = Applier::new().last_applied(LastApplied::kubevela());
    let service = my_service("myweb");
    let schema = Some(schema_of(&service));
    let mut live = server_creates(&created(&applier, &service, schema), service_defaults());
    live["spec"]["ports"][0]["targetPort"] = json!(80);

    assert!(applier.plan(&service, Some(&live), schema).unwrap().is_unchanged(), "re-applying sends nothing");

    let (patch, result) = patch_and_result(&applier, &my_service("myweb-v2"), &live, schema);
    assert!(patch["spec"].get("clusterIP").is_none(), "{patch}");
    assert_eq!(patch["spec"]["selector"], json!({"app": "myweb-v2"}));
    assert_eq!(result["spec"]["clusterIP"], "172.21.7.149");
    assert_eq!(result["spec"]["ports"], json!([{"port": 80, "protocol": "TCP", "targetPort": 80}]));
}

/// Seed 002 (KubeVela): a field `f2` another writer set on a custom resource survives
/// the reconciliation (a JSON merge patch: no schema for kind `Bar`).
#[test]
fn kubevela_keeps_a_field_another_writer_set() {
    let applier = Applier::new().last_applied(LastApplied::kubevela());
    let bar = |f1: &str| json!({"apiVersion": "example.com/v1", "kind": "Bar", "metadata": {"name": "bar"}, "spec": {"f1": f1}});
    let mut live = server_creates(&created(&applier, &bar("v1"), None), json!({}));
    live["spec"]["f2"] = json!("v2"); // someone adds a field

    assert!(applier.plan(&bar("v1"), Some(&live), None).unwrap().is_unchanged(), "nothing to reconcile");
    let (patch, result) = patch_and_result(&applier, &bar("v1-changed"), &live, None);
    assert!(matches!(
        applier.plan(&bar("v1-changed"), Some(&live), None).unwrap(),
        Plan::Patch { patch_type: PatchType::Merge, .. }
    ));
    assert_eq!(patch["spec"], json!({"f1": "v1-changed"}));
    assert_eq!(result["spec"], json!({"f1": "v1-changed", "f2": "v2"}), "f2 is kept");
}

fn probe_deployment(probe: Value) -> Value {
    json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "web"},
           "spec": {"selector": {"matchLabels": {"app": "web"}},
                    "template": {"metadata": {"labels": {"app": "web"}},
                                 "spec": {"containers": [{"name": "web", "image": "web:1", "readinessProbe": probe}]}}}})
}

/// Seed 003: changing a readiness probe from `tcpSocket` to `httpGet`. A patch of the
/// new probe alone keeps the old handler (two handlers: the API server refuses it);
/// `kubectl apply`'s three-way patch deletes it.
#[test]
fn readiness_probe_changes_handler_without_the_old_one_surviving() {
    let tcp = json!({"tcpSocket": {"port": 8080}, "periodSeconds": 5});
    let http = json!({"httpGet": {"path": "/healthz", "port": 8080}, "periodSeconds": 5});
    let applier = Applier::new();
    let before = probe_deployment(tcp);
    let schema = schema_of(&before);
    let live = server_creates(&created(&applier, &before, Some(schema)), deployment_defaults());
    let after = probe_deployment(http.clone());

    let naive = json!({"spec": {"template": {"spec": {"containers": [{"name": "web", "readinessProbe": http}]}}}});
    let both = smp::apply(&live, &naive, schema).unwrap();
    let probe = &both["spec"]["template"]["spec"]["containers"][0]["readinessProbe"];
    assert!(probe.get("tcpSocket").is_some() && probe.get("httpGet").is_some(), "a plain patch keeps both: {probe}");

    let (patch, result) = patch_and_result(&applier, &after, &live, Some(schema));
    let patched_probe = &patch["spec"]["template"]["spec"]["containers"][0]["readinessProbe"];
    assert_eq!(patched_probe["tcpSocket"], Value::Null, "{patch}");
    let probe = &result["spec"]["template"]["spec"]["containers"][0]["readinessProbe"];
    assert_eq!(probe, &json!({"httpGet": {"path": "/healthz", "port": 8080}, "periodSeconds": 5}));
    kubectl_patch::check_strategic_result(&live, &patch, &result);
}

fn env(pairs: &[(&str, &str)]) -> Value {
    pairs.iter().map(|(name, value)| json!({"name": name, "value": value})).collect()
}

fn pod(env: Value, finalizers: &[&str]) -> Value {
    json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "envs", "finalizers": finalizers},
           "spec": {"containers": [{"name": "app", "image": "app:1", "env": env}]}})
}

/// Seeds 000 and 001 (the ordering proposal): its environment variable and finalizer
/// examples. The patch is the proposal's; the result is the reference's, which keeps
/// the server-only items where they were instead of moving them first as the proposal
/// says.
#[test]
fn ordering_examples_of_the_proposal() {
    let applier = Applier::new();
    let original = pod(env(&[("ENV1", "foo"), ("ENV2", "bar"), ("ENV3", "baz")]), &["a", "b", "c"]);
    let schema = schema_of(&original);
    let mut live = server_creates(&created(&applier, &original, Some(schema)), json!({}));
    // The server adds and reorders.
    live["spec"]["containers"][0]["env"] = env(&[
        ("ENV2", "bar"),
        ("ENV5", "server-added-2"),
        ("ENV1", "foo"),
        ("ENV3", "baz"),
        ("ENV4", "server-added-1"),
    ]);
    live["metadata"]["finalizers"] = json!(["b", "e", "a", "c", "d"]);

    let desired = pod(env(&[("ENV1", "foo"), ("ENV2", "bar"), ("ENV6", "new-env")]), &["a", "b", "f"]);
    let (patch, result) = patch_and_result(&applier, &desired, &live, Some(schema));

    let container = &patch["spec"]["containers"][0];
    assert_eq!(container["$setElementOrder/env"], json!([{"name": "ENV1"}, {"name": "ENV2"}, {"name": "ENV6"}]));
    // The proposal lists the deletion first; the reference's three-way patch puts the
    // changes first and appends the deletions (it merges the deletions into them).
    assert_eq!(container["env"], json!([{"name": "ENV6", "value": "new-env"}, {"name": "ENV3", "$patch": "delete"}]));
    assert_eq!(patch["metadata"]["$setElementOrder/finalizers"], json!(["a", "b", "f"]));
    assert_eq!(patch["metadata"]["$deleteFromPrimitiveList/finalizers"], json!(["c"]));
    assert_eq!(patch["metadata"]["finalizers"], json!(["f"]));

    let names: Vec<&str> = result["spec"]["containers"][0]["env"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    let finalizers: Vec<&str> =
        result["metadata"]["finalizers"].as_array().unwrap().iter().map(|f| f.as_str().unwrap()).collect();
    kubectl_patch::check_strategic_result(&live, &patch, &result);
    // The proposal says ENV5, ENV4, ENV1, ENV2, ENV6 and e, d, a, b, f: server-only
    // items first. The reference keeps them near where they were.
    assert_eq!(names, ["ENV5", "ENV1", "ENV2", "ENV4", "ENV6"], "the reference's order");
    assert_eq!(finalizers, ["e", "a", "b", "f", "d"], "the reference's order");
}

/// Seed 004 (object matcher): the Service before and after the API server created it
/// matches: defaults and computed fields do not count as differences.
#[test]
fn object_matcher_service_after_creation_is_unchanged() {
    let desired = json!({"apiVersion": "v1", "kind": "Service", "metadata": {"name": "my-service"},
                         "spec": {"selector": {"app": "MyApp"}, "ports": [{"protocol": "TCP", "port": 80}]}});
    let live = json!({"apiVersion": "v1", "kind": "Service",
        "metadata": {"creationTimestamp": "2019-06-30T14:54:26Z", "name": "my-service", "namespace": "default",
                     "resourceVersion": "564", "selfLink": "/api/v1/namespaces/default/services/my-service",
                     "uid": "f4903399-9b46-11e9-856a-e61351a73615"},
        "spec": {"clusterIP": "10.103.65.49", "ports": [{"port": 80, "protocol": "TCP", "targetPort": 80}],
                 "selector": {"app": "MyApp"}, "sessionAffinity": "None", "type": "ClusterIP"},
        "status": {"loadBalancer": {}}});
    let schema = Some(schema_of(&desired));
    let matcher = Matcher::new().last_applied(LastApplied::object_matcher());
    let matched = matcher.calculate(&desired, Some(&live), schema).unwrap();
    assert!(matched.unchanged, "{:#?}", matched);
    assert_eq!(matched.patch, json!({}));

    // With the annotation the matcher's user stores after an update, still unchanged.
    let annotated = smp::last_applied::LastApplied::object_matcher().annotate(&desired).unwrap();
    let mut live_annotated = live.clone();
    live_annotated["metadata"]["annotations"] = annotated["metadata"]["annotations"].clone();
    assert!(matcher.calculate(&desired, Some(&live_annotated), schema).unwrap().unchanged);

    // A real change is not.
    let mut changed = desired.clone();
    changed["spec"]["ports"][0]["port"] = json!(8080);
    let matched = matcher.calculate(&changed, Some(&live_annotated), schema).unwrap();
    assert!(!matched.unchanged, "{}", matched.patch);

    // A desired resourceVersion (set from the live object, as the matcher's users do) is ignored.
    let mut with_version = desired.clone();
    with_version["metadata"]["resourceVersion"] = json!("999");
    assert!(matcher.calculate(&with_version, Some(&live), schema).unwrap().unchanged);
}

/// Seed 004: server-added list items (the service account token volume and its mount)
/// make the patch carry `$setElementOrder` lists, but applying it changes nothing, and
/// the matcher says so.
#[test]
fn server_added_volume_is_not_a_change() {
    let desired = json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "web"},
        "spec": {"containers": [{"name": "web", "image": "web:1",
                                 "volumeMounts": [{"name": "config", "mountPath": "/etc/web"}]}],
                 "volumes": [{"name": "config", "configMap": {"name": "web"}}]}});
    let pod_schema = schema_of(&desired);
    let schema = Some(pod_schema);
    let applier = Applier::new();
    let mut live = server_creates(&created(&applier, &desired, schema), json!({}));
    let token = json!({"name": "kube-api-access-x7k2p", "projected": {"sources": [{"serviceAccountToken": {"path": "token"}}]}});
    let mount = json!({"name": "kube-api-access-x7k2p", "mountPath": "/var/run/secrets/kubernetes.io/serviceaccount", "readOnly": true});
    // The server puts them first, so that the declared items' order differs.
    live["spec"]["volumes"].as_array_mut().unwrap().insert(0, token);
    live["spec"]["containers"][0]["volumeMounts"].as_array_mut().unwrap().insert(0, mount);

    let matched = Matcher::new().calculate(&desired, Some(&live), schema).unwrap();
    assert!(matched.unchanged, "{}", matched.patch);
    let after = smp::apply(&matched.live, &matched.patch, pod_schema).unwrap();
    assert_eq!(after, matched.live);
    kubectl_patch::check_strategic_result(&matched.live, &matched.patch, &after);

    // Ignoring the mounts entirely by pattern gives the same answer.
    let ignoring = Matcher::new().ignore(FieldPattern::parse("/spec/containers/*/volumeMounts").unwrap());
    assert!(ignoring.calculate(&desired, Some(&live), schema).unwrap().unchanged);
}
