//! What `field_manager` and `instructions` share: the objects the field manager is timed on
//! (the perf Deployment and a Pod of its template, as the Go side makes it), its manager,
//! and structured-merge-diff's `BenchmarkOperations` shapes.
#![allow(dead_code)]

use serde_json::{json, Value};
use smp::managed_fields::Time;
use smp::server_side::{FieldManager, TypeConverter};

/// A JSON file of the perf inputs (`SMP_PERF_DIR`).
pub fn load(name: &str) -> Value {
    let path = super::perf::perf_dir().join(name);
    let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    smp::bytes::parse(&text).expect("the perf input is JSON")
}

/// A Pod of the Deployment's template, as the Go side makes it.
pub fn pod(deployment: &Value) -> Value {
    let template = &deployment["spec"]["template"];
    let mut metadata = template["metadata"].clone();
    metadata["name"] = json!("perf-pod");
    metadata["namespace"] = deployment["metadata"]["namespace"].clone();
    json!({"apiVersion": "v1", "kind": "Pod", "metadata": metadata, "spec": template["spec"]})
}

/// The Pod and the Deployment.
pub fn inputs() -> [(&'static str, Value); 2] {
    let deployment = load("deployment_current.json");
    [("pod", pod(&deployment)), ("deployment", deployment)]
}

/// The Deployment with `n` env items or ports in its first container, in an order that is
/// not sorted (as a person writes them).
pub fn long(list: &str, n: usize) -> Value {
    let mut object = load("deployment_current.json");
    let items: Vec<Value> = (0..n)
        .map(|i| {
            let at = (i * 7919) % n;
            match list {
                "env" => json!({"name": format!("ENV_{at:05}"), "value": i.to_string()}),
                _ => json!({"containerPort": 1000 + at, "name": format!("p{at}")}),
            }
        })
        .collect();
    object["spec"]["template"]["spec"]["containers"][0][list] = Value::Array(items);
    object
}

/// The field manager of `object`'s kind, on a fixed clock.
pub fn manager<'c>(converter: &'c TypeConverter, object: &Value) -> FieldManager<'c> {
    let text = |key: &str| object[key].as_str().unwrap().to_owned();
    FieldManager::new(converter, &text("apiVersion"), &text("kind")).now(Time::from_unix_seconds(1_800_000_000))
}

pub type Operation = fn(&FieldManager<'_>, &Value) -> Value;

/// An operation of the bytes API, on the object's text as Go prints it.
pub type BytesOperation = fn(&FieldManager<'_>, &[u8]) -> Vec<u8>;

/// `create` (an update from nothing), `apply` (an apply that creates), `apply_twice` (then
/// the same object applied by a second manager), `update_twice` (the same with updates).
pub fn operations() -> [(&'static str, Operation); 4] {
    [
        ("create", |m, object| m.update(None, object, "controller").unwrap()),
        ("apply", |m, object| m.apply(None, object, "controller", false).unwrap()),
        ("apply_twice", |m, object| {
            let live = m.apply(None, object, "controller", false).unwrap();
            m.apply(Some(&live), object, "other-controller", false).unwrap()
        }),
        ("update_twice", |m, object| {
            let live = m.update(None, object, "controller").unwrap();
            m.update(Some(&live), object, "other-controller").unwrap()
        }),
    ]
}

/// [`operations`] through the bytes API (`apply_bytes`, `update_bytes`).
pub fn bytes_operations() -> [(&'static str, BytesOperation); 4] {
    [
        ("bytes_create", |m, object| m.update_bytes(None, object, "controller").unwrap()),
        ("bytes_apply", |m, object| m.apply_bytes(None, object, "controller", false).unwrap()),
        ("bytes_apply_twice", |m, object| {
            let live = m.apply_bytes(None, object, "controller", false).unwrap();
            m.apply_bytes(Some(&live), object, "other-controller", false).unwrap()
        }),
        ("bytes_update_twice", |m, object| {
            let live = m.update_bytes(None, object, "controller").unwrap();
            m.update_bytes(Some(&live), object, "other-controller").unwrap()
        }),
    ]
}
