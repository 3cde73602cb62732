//! What `kubectl apply` does, on files: read the live object and the desired manifest,
//! take the last-applied configuration from the live object's annotation, compute the
//! three-way strategic merge patch, and show the patch and the object it produces.
//!
//! ```text
//! cargo run --example kubectl_apply                                  # bundled manifests
//! cargo run --example kubectl_apply -- LIVE.json DESIRED.json [--no-overwrite]
//! ```
//!
//! The bundled pair (`examples/manifests/`) is a Deployment scaled by an autoscaler and
//! defaulted by the API server, whose new manifest drops `minReadySeconds` and
//! `replicas`, bumps the image, reorders and extends `env`, switches the readiness probe
//! from `tcpSocket` to `httpGet` and the volume from a ConfigMap to a Secret.

use std::process::ExitCode;

use serde_json::Value;
use smp::{KubeVersion, Precondition, Schema, ThreeWayOptions};

const LAST_APPLIED: &str = "kubectl.kubernetes.io/last-applied-configuration";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let overwrite = !args.iter().any(|a| a == "--no-overwrite");
    let files: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let manifests = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/manifests");
    let (live_path, desired_path) = match files.as_slice() {
        [] => (format!("{manifests}/deployment-live.json"), format!("{manifests}/deployment-desired.json")),
        [live, desired] => (live.to_string(), desired.to_string()),
        _ => return Err("usage: kubectl_apply [LIVE.json DESIRED.json] [--no-overwrite]".into()),
    };
    let live = read(&live_path)?;
    let desired = read(&desired_path)?;

    // The last-applied configuration kubectl stored on the previous apply.
    let original = match live.pointer("/metadata/annotations").and_then(|a| a.get(LAST_APPLIED)) {
        Some(Value::String(text)) => smp::json::parse(text.as_bytes()).map_err(|e| e.to_string())?,
        _ => Value::Null,
    };
    // kubectl stores the new manifest (without the annotation) in the annotation of the
    // object it sends, so the patch carries the new annotation too.
    let mut modified = desired.clone();
    let annotation = String::from_utf8(smp::json::to_vec(&desired)).map_err(|e| e.to_string())?;
    modified
        .as_object_mut()
        .ok_or("the desired manifest is not an object")?
        .entry("metadata")
        .or_insert_with(|| Value::Object(Default::default()))
        .as_object_mut()
        .ok_or("metadata is not an object")?
        .entry("annotations")
        .or_insert_with(|| Value::Object(Default::default()))
        .as_object_mut()
        .ok_or("metadata.annotations is not an object")?
        .insert(LAST_APPLIED.to_owned(), Value::String(annotation));

    let schemas = Schema::kubernetes(KubeVersion::V1_33).map_err(|e| e.to_string())?;
    let schema = schemas
        .for_document(&desired)
        .ok_or("unknown kind: this example handles built-in kinds (apiVersion and kind)")?;
    let options = ThreeWayOptions { overwrite, preconditions: Precondition::kubectl_apply() };
    let patch = smp::three_way(&original, &modified, &live, schema, &options).map_err(|e| e.to_string())?;
    let result = smp::apply(&live, &patch, schema).map_err(|e| e.to_string())?;

    println!("# patch (what kubectl apply sends, Content-Type: application/strategic-merge-patch+json)");
    println!("{}", pretty(&without_annotation(&patch)));
    println!("\n# the object after the API server applies it");
    println!("{}", pretty(&without_annotation(&result)));
    Ok(())
}

fn read(path: &str) -> Result<Value, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("reading {path}: {e}"))?;
    smp::json::parse(&bytes).map_err(|e| format!("{path}: {e}"))
}

/// The annotation holds the whole manifest as a string: shorten it for display.
fn without_annotation(value: &Value) -> Value {
    let mut value = value.clone();
    if let Some(text) = value.pointer_mut(&format!("/metadata/annotations/{}", LAST_APPLIED.replace('/', "~1"))) {
        let len = text.as_str().map(str::len).unwrap_or(0);
        *text = Value::String(format!("<{len} bytes of JSON>"));
    }
    value
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_default()
}
