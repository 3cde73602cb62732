//! What `kubectl apply` does, on files: read the live object and the desired manifest,
//! take the last-applied configuration from the live object's annotation, compute the
//! three-way strategic merge patch, and show the patch and the object it produces.
//!
//! ```text
//! cargo run --example kubectl_apply                                  # bundled manifests
//! cargo run --example kubectl_apply -- LIVE.yaml DESIRED.yaml [--no-overwrite]   # YAML or JSON
//! cargo run --example kubectl_apply -- none DESIRED.json              # nothing live yet
//! ```
//!
//! The steps are [`smp::applier::Applier`]'s, which a test checks against what `kubectl
//! apply` itself sends (`tests/integration/apply_kubectl.rs`). Kinds smp has no schema for get a
//! JSON merge patch, as kubectl sends for custom resources.
//!
//! The bundled pair (`examples/manifests/`) is a Deployment scaled by an autoscaler and
//! defaulted by the API server, whose new manifest drops `minReadySeconds` and
//! `replicas`, bumps the image, reorders and extends `env`, switches the readiness probe
//! from `tcpSocket` to `httpGet` and the volume from a ConfigMap to a Secret.

use std::process::ExitCode;

use serde_json::Value;
use smp::applier::{apply_patch, Applier, Plan};
use smp::last_applied::KUBECTL;
use smp::{KubeVersion, Schema};

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
        _ => return Err("usage: kubectl_apply [LIVE|none DESIRED] [--no-overwrite] (files in YAML or JSON)".into()),
    };
    let live = if live_path == "none" { None } else { Some(read(&live_path)?) };
    let desired = read(&desired_path)?;

    let schemas = Schema::kubernetes(KubeVersion::V1_33).map_err(|e| e.to_string())?;
    let schema = schemas.for_document(&desired);
    let applier = Applier::new().overwrite(overwrite);
    match applier.plan(&desired, live.as_ref(), schema).map_err(|e| e.to_string())? {
        Plan::Create(object) => {
            println!("# nothing is live: create (POST) this object, annotated");
            println!("{}", pretty(&without_annotation(&object)));
        }
        Plan::Unchanged => println!("# unchanged: nothing to send"),
        Plan::Patch { patch, patch_type } => {
            let live = live.expect("a patch is planned only for a live object");
            println!("# patch (what kubectl apply sends, Content-Type: {})", patch_type.content_type());
            println!("{}", pretty(&without_annotation(&patch)));
            let result = apply_patch(&live, &patch, patch_type, schema);
            println!("\n# the object after the API server applies it");
            println!("{}", pretty(&without_annotation(&result.map_err(|e| e.to_string())?)));
        }
        other => return Err(format!("a plan this example does not know: {other:?}")),
    }
    Ok(())
}

/// One manifest, YAML or JSON (JSON is YAML, but read as Go reads it, numbers included).
fn read(path: &str) -> Result<Value, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("reading {path}: {e}"))?;
    let parsed = if text.trim_start().starts_with('{') {
        smp::bytes::parse(text.as_bytes())
    } else {
        smp::yaml::from_str(&text)
    };
    parsed.map_err(|e| format!("{path}: {e}"))
}

/// The annotation holds the whole manifest as a string: shortened for display.
fn without_annotation(value: &Value) -> Value {
    let mut value = value.clone();
    if let Some(text) = value.pointer_mut(&format!("/metadata/annotations/{}", KUBECTL.replace('/', "~1"))) {
        let len = text.as_str().map(str::len).unwrap_or(0);
        *text = Value::String(format!("<{len} bytes of JSON>"));
    }
    value
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_default()
}
