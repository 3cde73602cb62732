//! Custom resources through the API server's field manager, their type converter built
//! from their CustomResourceDefinition (`smp::server_side::TypeConverter::from_crd`)
//! against the one the API server builds (`oracle/ssa/k8s-1.3x`, `cmd/fieldmanager` with
//! `crd`: apiextensions-apiserver's OpenAPI builder): random CRDs (every list type, atomic
//! and granular maps, free maps, preserved and embedded objects, int-or-string, with and
//! without a status subresource), a custom resource of each, and the writes of the real
//! manifests' sequences to it. Recorded (`tests/data/server_side/crd-oracle.jsonl.gz`) and,
//! where Go is installed, on fresh cases.

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{json, Map, Value};

use crate::go_driver;
use crate::server_side_field_manager::{compare, go, writes_to};

const RECORD: &str = "tests/data/server_side/crd-oracle.jsonl.gz";
const SEED: u64 = 20261208;
const COUNT: usize = 300;
const NAMES: [&str; 8] = ["alpha", "beta", "gamma", "delta", "size", "mode", "target", "rules"];
const TEXTS: [&str; 4] = ["a", "b", "c", "x-1"];

fn root() -> &'static std::path::Path {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A schema below a CRD's root, `depth` levels down.
fn schema(rng: &mut SmallRng, depth: usize) -> Value {
    let choice = if depth >= 4 { rng.gen_range(0..4) } else { rng.gen_range(0..14) };
    match choice {
        0 => json!({"type": "string"}),
        1 => json!({"type": "integer"}),
        2 => json!({"type": "boolean"}),
        3 => json!({"x-kubernetes-int-or-string": true}),
        4..=6 => object(rng, depth),
        7 => json!({"type": "object", "additionalProperties": schema(rng, depth + 1)}),
        8 => json!({"type": "array", "items": schema(rng, depth + 1)}),
        9 => {
            let item = ["string", "integer"][rng.gen_range(0..2)];
            json!({"type": "array", "x-kubernetes-list-type": "set", "items": {"type": item}})
        }
        10 | 11 => {
            let mut item = object(rng, depth);
            let keys: Vec<&str> = if rng.gen_bool(0.7) { vec!["name"] } else { vec!["name", "port"] };
            item["properties"]["name"] = json!({"type": "string"});
            if keys.len() == 2 {
                item["properties"]["port"] = json!({"type": "integer"});
            }
            item["required"] = json!(keys);
            if let Some(map) = item.as_object_mut() {
                map.remove("x-kubernetes-map-type");
            }
            json!({"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": keys, "items": item})
        }
        12 => json!({"type": "object", "x-kubernetes-preserve-unknown-fields": true}),
        _ => json!({"type": "object", "x-kubernetes-embedded-resource": true,
                    "x-kubernetes-preserve-unknown-fields": true}),
    }
}

/// An object with one to four properties, atomic one time in six.
fn object(rng: &mut SmallRng, depth: usize) -> Value {
    let mut properties = Map::new();
    for _ in 0..rng.gen_range(1..5) {
        let name = *NAMES.choose(rng).unwrap();
        properties.insert(name.to_owned(), schema(rng, depth + 1));
    }
    let mut object = json!({"type": "object", "properties": properties});
    if rng.gen_ratio(1, 6) {
        object["x-kubernetes-map-type"] = json!("atomic");
    }
    object
}

/// A value `schema` takes.
fn value(rng: &mut SmallRng, schema: &Value) -> Value {
    let text = |rng: &mut SmallRng| json!(*TEXTS.choose(rng).unwrap());
    if schema.get("x-kubernetes-embedded-resource").is_some() {
        return json!({"apiVersion": "v1", "kind": "ConfigMap",
                      "metadata": {"name": text(rng), "labels": {"app": text(rng)}}, "data": {"k": text(rng)}});
    }
    if schema.get("x-kubernetes-preserve-unknown-fields").is_some() && schema.get("properties").is_none() {
        return json!({"free": text(rng), "nested": {"n": rng.gen_range(0..3)}, "list": [1, text(rng)]});
    }
    if schema.get("x-kubernetes-int-or-string").is_some() {
        return if rng.gen_bool(0.5) { json!(rng.gen_range(0..5)) } else { text(rng) };
    }
    match schema["type"].as_str().unwrap_or_default() {
        "string" => text(rng),
        "integer" => json!(rng.gen_range(0..5)),
        "boolean" => json!(rng.gen_bool(0.5)),
        "array" => {
            let items = &schema["items"];
            let mut out: Vec<Value> = Vec::new();
            for _ in 0..rng.gen_range(0..4) {
                let item = value(rng, items);
                // Sets and maps hold each value or key once.
                let clash = match schema["x-kubernetes-list-type"].as_str() {
                    Some("set") => out.contains(&item),
                    Some("map") => out.iter().any(|o| o["name"] == item["name"] && o.get("port") == item.get("port")),
                    _ => false,
                };
                if !clash {
                    out.push(item);
                }
            }
            json!(out)
        }
        _ => {
            let mut out = Map::new();
            if let Some(properties) = schema["properties"].as_object() {
                for (name, property) in properties {
                    let required = schema["required"].as_array().is_some_and(|r| r.contains(&json!(name)));
                    if required || rng.gen_bool(0.7) {
                        out.insert(name.clone(), value(rng, property));
                    }
                }
            }
            if let Some(values) = schema.get("additionalProperties") {
                for n in 0..rng.gen_range(0..3) {
                    out.insert(format!("k{n}"), value(rng, values));
                }
            }
            Value::Object(out)
        }
    }
}

/// `count` CRDs from `seed`, each with a sequence of writes to a resource of it.
fn cases(seed: u64, count: usize) -> Vec<Value> {
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..count)
        .map(|n| {
            let spec = object(&mut rng, 1);
            let mut root = json!({"type": "object", "properties": {"spec": spec}});
            let status = rng.gen_bool(0.5);
            if status || rng.gen_bool(0.3) {
                root["properties"]["status"] = object(&mut rng, 1);
            }
            let mut version = json!({"name": "v1", "served": true, "storage": true, "schema": {"openAPIV3Schema": root}});
            if status {
                version["subresources"] = json!({"status": {}});
            }
            let crd = json!({"apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition",
                "metadata": {"name": "widgets.example.com"},
                "spec": {"group": "example.com", "scope": "Namespaced",
                         "names": {"kind": "Widget", "listKind": "WidgetList", "plural": "widgets", "singular": "widget"},
                         "versions": [version]}});
            let mut resource = json!({"apiVersion": "example.com/v1", "kind": "Widget",
                "metadata": {"name": format!("w-{n}"), "namespace": "default", "labels": {"app": "w"}}});
            let root = &crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"];
            for part in ["spec", "status"] {
                if let Some(schema) = root["properties"].get(part) {
                    resource[part] = value(&mut rng, schema);
                }
            }
            let mut case = writes_to(&mut rng, &resource, format!("crd-{seed}-{n}"));
            // The API server's rule: a version with a status subresource has `status` reset.
            match status {
                true => case["reset_fields"] = json!({"": {"example.com/v1": r#"{"f:status":{}}"#}}),
                false => drop(case.as_object_mut().map(|case| case.remove("reset_fields"))),
            }
            case["crd"] = crd;
            case
        })
        .collect()
}

#[test]
fn custom_resources_as_the_api_server_recorded() {
    let cases = cases(SEED, COUNT);
    let records = go_driver::recorded(&root().join(RECORD), &cases, "tests/data/server_side/README.md");
    let counts = compare(&cases, &records, "custom resources");
    eprintln!("field manager, custom resources, recorded: {counts:?}");
    assert!(counts.crd == 2 * COUNT && counts.steps >= 3000 && counts.conflicts >= 50, "{counts:?}");
}

#[test]
fn custom_resources_as_the_api_server_fresh() {
    if !go_driver::go_is_here("custom resources") {
        return;
    }
    let (seed, count) = (go_driver::fresh_seed(), go_driver::fresh_count("SMP_CRD_CASES", 60));
    let cases = cases(seed, count);
    let counts = compare(&cases, &go(&cases), &format!("custom resources, seed {seed}"));
    eprintln!("field manager, custom resources: seed {seed}: {counts:?}");
}

/// Remakes the record: `cargo test --test integration server_side_crd::write_the_record -- --ignored`.
#[test]
#[ignore = "a tool, not a test: writes tests/data/server_side/crd-oracle.jsonl.gz"]
fn write_the_record() {
    let cases = cases(SEED, COUNT);
    go_driver::write_record(&root().join(RECORD), &cases, go(&cases));
}
