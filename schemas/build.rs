//! Indexes each enabled version's definitions document, so that a process that needs one
//! kind reads that kind's definitions and nothing else: where each definition's text lies
//! in the embedded document, and which definition declares each kind
//! (`x-kubernetes-group-version-kind`). Written to `$OUT_DIR/index.rs` as static tables.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::path::Path;

use serde_json::value::RawValue;
use serde_json::Value;

// The crate's own reading of a schema, so that "only names another definition" means here
// what it means to smp's converter.
#[allow(dead_code)]
#[path = "src/extensions.rs"]
mod extensions;
#[allow(dead_code)]
#[path = "src/shape.rs"]
mod shape;

const VERSIONS: [(&str, &str, &str); 5] = [
    ("V1_33", "CARGO_FEATURE_V1_33", "data/k8s-v1.33.json"),
    ("V1_34", "CARGO_FEATURE_V1_34", "data/k8s-v1.34.json"),
    ("V1_35", "CARGO_FEATURE_V1_35", "data/k8s-v1.35.json"),
    ("V1_36", "CARGO_FEATURE_V1_36", "data/k8s-v1.36.json"),
    ("V1_37", "CARGO_FEATURE_V1_37", "data/k8s-v1.37.json"),
];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/shape.rs");
    println!("cargo:rerun-if-changed=src/extensions.rs");
    let mut out = String::new();
    for (name, feature, path) in VERSIONS {
        println!("cargo:rerun-if-changed={path}");
        if std::env::var_os(feature).is_none() {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {path}: {e}"));
        index(&mut out, name, &text).unwrap_or_else(|e| panic!("indexing {path}: {e}"));
    }
    let out_dir = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out_dir).join("index.rs"), out).expect("writing the index");
}

/// `static <NAME>_INDEX: Index`: each definition's byte range in `text`, by name (the
/// document's order, which is sorted), and each kind's definition, the last that declares
/// it winning, as `smp::Schema::from_openapi_v2` registers kinds.
fn index(out: &mut String, name: &str, text: &str) -> Result<(), String> {
    let document: HashMap<&str, &RawValue> = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let definitions = document.get("definitions").ok_or("no `definitions`")?;
    let definitions: BTreeMap<&str, &RawValue> = serde_json::from_str(definitions.get()).map_err(|e| e.to_string())?;
    let mut kinds = BTreeMap::new();
    writeln!(out, "static {name}_INDEX: Index = Index {{\n    definitions: &[").unwrap();
    for (position, (definition, raw)) in definitions.iter().enumerate() {
        let start = raw.get().as_ptr() as usize - text.as_ptr() as usize;
        let end = start + raw.get().len();
        writeln!(out, "        ({definition:?}, {start}, {end}),").unwrap();
        let value: Value = serde_json::from_str(raw.get()).map_err(|e| e.to_string())?;
        // smp reads each definition for itself (`Definitions`): one that only names another
        // would need the chain followed first.
        if shape::reference(&value).is_some() {
            return Err(format!(
                "{definition} only names another definition, which smp_schemas::Definitions does not follow"
            ));
        }
        for gvk in value.get("x-kubernetes-group-version-kind").and_then(Value::as_array).into_iter().flatten() {
            let field = |key: &str| gvk.get(key).and_then(Value::as_str).unwrap_or_default();
            let Some(kind) = gvk.get("kind").and_then(Value::as_str) else { continue };
            let api_version = match field("group") {
                "" => field("version").to_owned(),
                group => format!("{group}/{}", field("version")),
            };
            kinds.insert((api_version, kind.to_owned()), position);
        }
    }
    writeln!(out, "    ],\n    kinds: &[").unwrap();
    for ((api_version, kind), position) in kinds {
        writeln!(out, "        ({api_version:?}, {kind:?}, {position}),").unwrap();
    }
    writeln!(out, "    ],\n}};").unwrap();
    Ok(())
}
