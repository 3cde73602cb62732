//! The inputs of `large_lists`: a Deployment whose one container has N `env` items (the
//! last-applied manifest, a new one, the live object), as JSON text.

use serde_json::{json, Value};
use smp::SchemaRef;

use crate::check::ok;

fn parse(text: &[u8]) -> Value {
    ok("smp::bytes::parse", smp::bytes::parse(text))
}

pub fn var_name(i: usize) -> String {
    format!("VAR_{i:07}")
}

/// An env item of the last-applied configuration: a literal value, or every 20th a
/// field reference.
pub fn env_item(i: usize) -> Value {
    if i % 20 == 7 {
        json!({"name": var_name(i), "valueFrom": {"fieldRef": {"fieldPath": "metadata.name"}}})
    } else {
        json!({"name": var_name(i), "value": format!("value-{i}")})
    }
}

/// The manifest with this env list and image.
pub fn deployment(env: Vec<Value>, image: &str) -> Value {
    json!({
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": {"name": "big-env", "namespace": "default", "labels": {"app": "big-env"}},
        "spec": {
            "replicas": 3,
            "selector": {"matchLabels": {"app": "big-env"}},
            "template": {
                "metadata": {"labels": {"app": "big-env"}},
                "spec": {"containers": [{
                    "name": "app",
                    "image": image,
                    "ports": [{"containerPort": 8080, "protocol": "TCP"}],
                    "env": env
                }]}
            }
        }
    })
}

/// The new manifest: 10 % of the items changed, 4 % removed, 2 % added (in the middle).
fn modified_env(n: usize) -> Vec<Value> {
    let mut env = Vec::with_capacity(n + n / 50);
    for i in 0..n {
        match i {
            _ if i % 25 == 3 => continue,
            _ if i % 10 == 1 => env.push(json!({"name": var_name(i), "value": format!("changed-{i}")})),
            _ => env.push(env_item(i)),
        }
        if i % 50 == 0 {
            env.push(json!({"name": format!("NEW_{i:07}"), "value": "new"}));
        }
    }
    env
}

/// The live object: the last-applied manifest as the server keeps it (defaults filled in,
/// `fieldRef.apiVersion` among them), plus 1 % of items another writer (a webhook) added.
fn current_document(n: usize) -> Value {
    let mut env = Vec::with_capacity(n + n / 100);
    for i in 0..n {
        let mut item = env_item(i);
        if let Some(field_ref) = item.pointer_mut("/valueFrom/fieldRef") {
            field_ref["apiVersion"] = json!("v1");
        }
        env.push(item);
        if i % 100 == 50 {
            env.push(json!({"name": format!("INJECTED_{i:07}"), "value": "from-webhook"}));
        }
    }
    let mut current = deployment(env, "registry.example/app:1.0");
    let metadata = current["metadata"].as_object_mut().unwrap();
    metadata.insert("uid".into(), json!("8b2a3c1e-5d1f-4d0e-9a57-2f1c0b6e7d11"));
    metadata.insert("resourceVersion".into(), json!("123456"));
    metadata.insert("generation".into(), json!(4));
    metadata.insert("creationTimestamp".into(), json!("2026-11-20T10:00:00Z"));
    let container = current.pointer_mut("/spec/template/spec/containers/0").unwrap();
    container["imagePullPolicy"] = json!("IfNotPresent");
    container["terminationMessagePath"] = json!("/dev/termination-log");
    container["terminationMessagePolicy"] = json!("File");
    container["resources"] = json!({});
    current["status"] = json!({"replicas": 3, "readyReplicas": 3, "observedGeneration": 4});
    current
}

/// The documents of one N as JSON text (held as text: each operation parses what it
/// needs just before it runs, so only its own inputs are alive).
pub struct Texts {
    pub n: usize,
    pub original: Vec<u8>,
    pub modified: Vec<u8>,
    pub current: Vec<u8>,
    /// `current` holding `original` as its kubectl last-applied annotation.
    pub live: Vec<u8>,
    /// `two_way(original, modified)`: the patch `apply` is timed on.
    pub patch: Vec<u8>,
}

impl Texts {
    pub fn new(n: usize, schema: SchemaRef<'_>) -> Texts {
        let text = |value: &Value| smp::bytes::to_vec(value);
        let original = text(&deployment((0..n).map(env_item).collect(), "registry.example/app:1.0"));
        let modified = text(&deployment(modified_env(n), "registry.example/app:1.1"));
        let current_value = current_document(n);
        let current = text(&current_value);
        let mut live = current_value;
        let stored = String::from_utf8(original.clone()).unwrap();
        live["metadata"]["annotations"] = json!({ smp::last_applied::KUBECTL: stored });
        let live = text(&live);
        let patch = {
            let (o, m) = (parse(&original), parse(&modified));
            text(&ok("two_way (the apply patch)", smp::two_way(&o, &m, schema, &smp::TwoWayOptions::default())))
        };
        Texts { n, original, modified, current, live, patch }
    }
}
