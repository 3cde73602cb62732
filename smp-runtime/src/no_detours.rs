//! The typed path stays typed: no operation on typed values converts one to or from
//! `serde_json::Value` (or JSON text, to compare), and none looks a schema up by type
//! (`crate::detours` counts both, in unit tests). Run on `k8s-openapi` kinds and on
//! derived types with composite keys, enums as keys and items, and maps of structs, with
//! documents whose lists change, move and shrink, and a live object that changed too, so
//! that the conflict check (overwrite off) walks and sorts them.

use std::collections::BTreeMap;
use std::fmt::Debug;

use k8s_openapi::api::apps::v1::Deployment;
use k8s_openapi::api::core::v1::{Pod, Service};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::applier::{Applier, Plan};
use crate::detours::{counted, Counts};
use crate::engine::DiffOptions;
use crate::last_applied::Annotated;
use crate::matcher::{FieldPattern, Matcher};
use crate::schema::Describe;
use crate::typed::{self, Operations, StrategicMerge};
use crate::{Precondition, ThreeWayOptions, TwoWayOptions};

/// A case: the last-applied configuration, the desired object and the live one.
struct Case<T> {
    name: &'static str,
    original: T,
    modified: T,
    current: T,
}

fn read<T: DeserializeOwned>(json: Value) -> T {
    serde_json::from_value(json).expect("the case reads into its type")
}

thread_local! {
    /// The operations that made detours, and how many: all are reported at once.
    static DETOURS: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs `operation`, noting any detour it made ([`no_detours_noted`]); returns its result.
fn stays_typed<R>(case: &str, what: &str, operation: impl FnOnce() -> R) -> R {
    let (result, counts) = counted(operation);
    if counts != Counts::default() {
        DETOURS.with(|detours| detours.borrow_mut().push(format!("{case}: {what}: {counts:?}")));
    }
    result
}

/// Fails listing every detour noted on this thread.
fn no_detours_noted() {
    let noted = DETOURS.with(|detours| std::mem::take(&mut *detours.borrow_mut()));
    assert!(noted.is_empty(), "detours:\n{}", noted.join("\n"));
}

/// Every typed operation on the case, each asserted to make no detour, and each result
/// checked against what the operation promises (so that a case that fails early cannot
/// pass unseen).
fn every_operation<T>(case: &Case<T>)
where
    T: StrategicMerge + Describe + Clone + PartialEq + Debug,
    T::Patch: Default,
{
    let Case { name, original, modified, current } = case;
    let two_way = stays_typed(name, "two_way", || typed::two_way(original, modified, &TwoWayOptions::default()))
        .expect("two-way");
    let applied = stays_typed(name, "apply", || typed::apply(original, two_way.clone())).expect("apply");
    assert_eq!(&applied, modified, "{name}: the two-way patch applied");
    let owned = stays_typed(name, "apply_owned", || typed::apply_owned(original.clone(), two_way.clone()));
    assert_eq!(&owned.expect("apply_owned"), modified, "{name}");
    let kubectl = TwoWayOptions::default().preconditions(Precondition::kubectl_apply());
    let checked =
        stays_typed(name, "two_way with kubectl's preconditions", || typed::two_way(original, modified, &kubectl));
    assert_eq!(checked.expect("two-way with preconditions"), two_way, "{name}");

    let mut patches = Vec::new();
    for (what, options) in [
        ("three_way, overwrite", ThreeWayOptions::default().overwrite(true)),
        ("three_way, no overwrite", ThreeWayOptions::default().overwrite(false)),
        ("three_way, kubectl's preconditions", ThreeWayOptions::kubectl_apply()),
    ] {
        let patch = stays_typed(name, what, || typed::three_way(original, modified, current, &options))
            .unwrap_or_else(|error| panic!("{name}: {what}: {error}"));
        let patched = stays_typed(name, "apply of the three-way patch", || typed::apply(current, patch.clone()))
            .unwrap_or_else(|error| panic!("{name}: {what}, applied: {error}"));
        assert_ne!(&patched, current, "{name}: {what} changes the live object");
        patches.push(patch);
    }
    // The three-way diff's halves, merged.
    let trail = &crate::error::Trail::ROOT;
    let half = |from: &T, ignore_deletions: bool| {
        let options =
            DiffOptions { ignore_deletions, ignore_changes_and_additions: !ignore_deletions, ..DiffOptions::TWO_WAY };
        T::diff(from, modified, options, trail).expect("a half").unwrap_or_default()
    };
    let (deletions, changes) = (half(original, false), half(current, true));
    let merged =
        stays_typed(name, "merge_patches", || T::merge_patches(deletions, changes, trail)).expect("merge patches");
    assert_eq!(merged, patches[0], "{name}: the halves merged are the three-way patch");
    assert!(!typed::strategic_merge::is_empty::<T>(&merged), "{name}: merged patches are not empty");
    let empty = stays_typed(name, "is_empty", || typed::strategic_merge::is_empty::<T>(&T::Patch::default()));
    assert!(empty, "{name}: the default patch is empty");
}

/// [`Applier::plan_typed`] on a resource: a patch against the live object, and nothing
/// to do once it is applied.
fn plans<T>(case: &Case<T>)
where
    T: StrategicMerge + Describe + Annotated + Serialize + DeserializeOwned + Clone + Default + PartialEq + Debug,
    T::Patch: Default,
{
    let Case { name, modified, current, .. } = case;
    let applier = Applier::new();
    let Plan::Create(created) =
        stays_typed(name, "plan_typed (create)", || applier.plan_typed(modified, None)).expect("plan a create")
    else {
        panic!("{name}: a create")
    };
    let mut live = current.clone();
    let annotation = created.annotations().and_then(|map| map.get(applier.annotation().key())).cloned();
    live.annotations_mut().insert(applier.annotation().key().to_owned(), annotation.expect("annotated"));
    let Plan::Patch { patch, .. } =
        stays_typed(name, "plan_typed", || applier.plan_typed(modified, Some(&live))).expect("plan")
    else {
        panic!("{name}: a patch")
    };
    let patched = typed::apply(&live, patch).expect("the plan's patch applies");
    let again = stays_typed(name, "plan_typed (no-op)", || applier.plan_typed(modified, Some(&patched)));
    assert!(again.expect("plan again").is_unchanged(), "{name}: nothing left to do");

    let matcher = Matcher::new()
        .ignore_status()
        .ignore(FieldPattern::parse("/spec/template/spec/containers/*/terminationMessagePath").unwrap())
        .ignore(FieldPattern::parse("/metadata/labels/team").unwrap());
    let matched = stays_typed(name, "calculate_typed", || matcher.calculate_typed(modified, Some(&live)));
    assert!(!matched.expect("match").unchanged, "{name}: the live object differs");
    let matched = stays_typed(name, "calculate_typed (no-op)", || matcher.calculate_typed(modified, Some(&patched)));
    assert!(matched.expect("match again").unchanged, "{name}: nothing left to do");
}

fn deployment_json(image: &str, args: Value, env: Value, cpu: &str, containers_extra: Value) -> Value {
    let mut containers = vec![json!({
        "name": "app", "image": image, "args": args, "env": env,
        "ports": [{"containerPort": 80, "protocol": "TCP"}, {"containerPort": 9090, "name": "metrics"}],
        "resources": {"limits": {"cpu": cpu, "memory": "1Gi"}, "requests": {"cpu": "100m"}},
        "volumeMounts": [{"name": "data", "mountPath": "/data"}]
    })];
    containers.extend(containers_extra.as_array().cloned().unwrap_or_default());
    json!({
        "apiVersion": "apps/v1", "kind": "Deployment",
        "metadata": {"name": "web", "labels": {"app": "web"}, "finalizers": ["example.com/keep"]},
        "spec": {
            "replicas": 2,
            "selector": {"matchLabels": {"app": "web"}},
            "strategy": {"type": "RollingUpdate", "rollingUpdate": {"maxSurge": "25%", "maxUnavailable": 1}},
            "template": {
                "metadata": {"labels": {"app": "web"}},
                "spec": {
                    "containers": containers,
                    "tolerations": [{"key": "k", "operator": "Exists"}],
                    "volumes": [{"name": "data", "emptyDir": {}}, {"name": "config", "configMap": {"name": "web"}}]
                }
            }
        }
    })
}

fn deployment() -> Case<Deployment> {
    let env = |pairs: &[(&str, &str)]| Value::from_iter(pairs.iter().map(|(n, v)| json!({"name": n, "value": v})));
    let original = deployment_json(
        "web:1",
        json!(["a"]),
        env(&[("A", "1"), ("B", "2"), ("C", "3")]),
        "1",
        json!([{"name": "sidecar", "image": "proxy:1"}]),
    );
    let mut modified = deployment_json(
        "web:2",
        json!(["b", "a"]),
        env(&[("C", "3"), ("A", "1"), ("D", "4")]),
        "2",
        json!([{"name": "init", "image": "busybox"}]),
    );
    modified["spec"]["replicas"] = json!(3);
    modified["metadata"]["finalizers"] = json!(["example.com/keep", "example.com/new"]);
    modified["spec"]["template"]["spec"]["volumes"] = json!([{"name": "data", "emptyDir": {}}]);
    // The live object: defaults and changes by others, and the same `args` in another order
    // (the conflict check sorts them in place).
    let mut current = original.clone();
    current["metadata"]["labels"]["team"] = json!("blue");
    current["metadata"]["resourceVersion"] = json!("42");
    current["spec"]["template"]["spec"]["containers"][0]["args"] = json!(["a", "b"]);
    current["spec"]["template"]["spec"]["containers"][0]["terminationMessagePath"] = json!("/dev/termination-log");
    current["spec"]["template"]["spec"]["containers"][0]["env"][1]["value"] = json!("2");
    current["spec"]["template"]["spec"]["dnsPolicy"] = json!("ClusterFirst");
    current["status"] = json!({"replicas": 2, "readyReplicas": 2});
    Case { name: "Deployment", original: read(original), modified: read(modified), current: read(current) }
}

fn pod() -> Case<Pod> {
    let pod = |image: &str, ports: Value, labels: Value| {
        json!({
            "apiVersion": "v1", "kind": "Pod",
            "metadata": {"name": "p", "labels": labels},
            "spec": {
                "containers": [{"name": "c", "image": image, "ports": ports, "command": ["run", "--fast"]}],
                "initContainers": [{"name": "init", "image": "busybox", "args": ["x", "y"]}],
                "imagePullSecrets": [{"name": "registry"}],
                "nodeSelector": {"disk": "ssd"}
            }
        })
    };
    let original = pod(
        "a:1",
        json!([{"containerPort": 53, "protocol": "UDP"}, {"containerPort": 80, "protocol": "TCP"}]),
        json!({"a": "1"}),
    );
    let modified = pod(
        "a:2",
        json!([{"containerPort": 80, "name": "http"}, {"containerPort": 8080}]),
        json!({"a": "2", "b": "1"}),
    );
    let mut current = original.clone();
    current["spec"]["containers"][0]["imagePullPolicy"] = json!("IfNotPresent");
    current["spec"]["initContainers"][0]["args"] = json!(["y", "x"]);
    current["spec"]["nodeName"] = json!("node-1");
    Case { name: "Pod", original: read(original), modified: read(modified), current: read(current) }
}

fn service() -> Case<Service> {
    let service = |ports: Value, selector: Value| {
        json!({
            "apiVersion": "v1", "kind": "Service", "metadata": {"name": "s"},
            "spec": {"ports": ports, "selector": selector, "type": "ClusterIP"}
        })
    };
    let original = service(json!([{"port": 80, "targetPort": 8080, "protocol": "TCP"}]), json!({"app": "s"}));
    let modified = service(
        json!([{"port": 443, "targetPort": "https", "protocol": "TCP"}, {"port": 80, "targetPort": 8081, "protocol": "TCP"}]),
        json!({"app": "s", "tier": "web"}),
    );
    let mut current = original.clone();
    current["spec"]["clusterIP"] = json!("10.0.0.7");
    current["spec"]["ports"][0]["nodePort"] = json!(30080);
    Case { name: "Service", original: read(original), modified: read(modified), current: read(current) }
}

#[derive(smp_derive::StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[smp(crate = "crate")]
#[serde(rename_all = "UPPERCASE")]
enum Protocol {
    Tcp,
    Udp,
}

#[derive(smp_derive::StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[smp(crate = "crate")]
#[serde(rename_all = "camelCase")]
struct Listener {
    port: i32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    protocol: Option<Protocol>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    host: Option<String>,
}

#[derive(smp_derive::StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[smp(crate = "crate")]
#[serde(rename_all = "camelCase")]
struct Route {
    protocol: Option<Protocol>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    target: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    weights: Option<Vec<i64>>,
}

#[derive(smp_derive::StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[smp(crate = "crate")]
#[serde(rename_all = "camelCase")]
struct Backend {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    address: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge")]
    tags: Option<Vec<String>>,
}

#[derive(smp_derive::StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[smp(crate = "crate")]
#[serde(rename_all = "camelCase")]
struct Gateway {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "port,protocol", composite_key)]
    listeners: Option<Vec<Listener>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "protocol")]
    routes: Option<Vec<Route>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge")]
    protocols: Option<Vec<Protocol>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    backends: Option<BTreeMap<String, Backend>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    labels: Option<BTreeMap<String, String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    history: Option<Vec<Protocol>>,
}

fn gateway() -> Case<Gateway> {
    let original = json!({
        "listeners": [{"port": 80, "protocol": "TCP"}, {"port": 80, "protocol": "UDP", "host": "a"}],
        "routes": [{"protocol": "TCP", "target": "x", "weights": [1, 2]}],
        "protocols": ["UDP"],
        "backends": {"one": {"address": "10.0.0.1", "tags": ["a"]}, "two": {"address": "10.0.0.2"}},
        "labels": {"a": "1"},
        "history": ["TCP"]
    });
    let modified = json!({
        "listeners": [{"port": 80, "protocol": "UDP", "host": "b"}, {"port": 443, "protocol": "TCP"}],
        "routes": [{"protocol": "UDP", "target": "y"}, {"protocol": "TCP", "target": "x", "weights": [2, 1]}],
        "protocols": ["TCP", "UDP"],
        "backends": {"one": {"address": "10.0.0.1", "tags": ["a"]}, "three": {"address": "10.0.0.3"}},
        "labels": {"a": "2"},
        "history": ["UDP", "TCP"]
    });
    let mut current = original.clone();
    current["routes"][0]["weights"] = json!([2, 1]);
    current["labels"]["b"] = json!("live");
    current["backends"]["four"] = json!({"address": "10.0.0.4"});
    Case { name: "Gateway", original: read(original), modified: read(modified), current: read(current) }
}

#[test]
fn typed_operations_make_no_detour() {
    every_operation(&deployment());
    every_operation(&pod());
    every_operation(&service());
    every_operation(&gateway());
    no_detours_noted();
}

#[test]
fn planning_and_matching_a_typed_resource_make_no_detour() {
    plans(&deployment());
    plans(&pod());
    plans(&service());
    no_detours_noted();
}

/// The counter counts: a patch made JSON is one detour, a schema looked up by type another.
#[test]
fn the_counter_sees_detours() {
    let patch = typed::two_way(&deployment().original, &deployment().modified, &TwoWayOptions::default()).unwrap();
    let (_, counts) = counted(|| crate::through_text::to_value(&patch, "the patch"));
    assert_eq!(counts, Counts { json: 1, schemas: 0 });
    let (_, counts) = counted(crate::schema::Schema::shared::<Deployment>);
    assert_eq!(counts, Counts { json: 0, schemas: 1 });
    let _ = Operations::to_patch(&deployment().original);
}
