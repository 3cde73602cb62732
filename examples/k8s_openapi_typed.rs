//! The typed path on `k8s-openapi` types (feature `k8s-openapi` of `smp`): the bundled
//! Deployment manifests parsed into `k8s_openapi::api::apps::v1::Deployment`, the
//! three-way patch `kubectl apply` would send computed on the typed values, and checked
//! against the `Value` path on the same documents.
//!
//! ```text
//! cargo run --example k8s_openapi_typed
//! ```
//!
//! The Kubernetes version is the one `k8s-openapi` is built for: in this workspace
//! `K8S_OPENAPI_ENABLED_VERSION` (`.cargo/config.toml`, 1.37); in an application, the
//! `k8s-openapi` version feature it enables (`features = ["v1_37"]`).

use k8s_openapi::api::apps::v1::Deployment;
use smp::k8s::api::apps::v1::DeploymentPatch;
use smp::{typed, KubeVersion, Schema, ThreeWayOptions};

const LAST_APPLIED: &str = "kubectl.kubernetes.io/last-applied-configuration";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let live: Deployment = serde_json::from_str(include_str!("manifests/deployment-live.json"))?;
    let desired: Deployment = serde_json::from_str(include_str!("manifests/deployment-desired.json"))?;
    let annotation =
        live.metadata.annotations.as_ref().and_then(|a| a.get(LAST_APPLIED)).ok_or("no last-applied annotation")?;
    let last_applied: Deployment = serde_json::from_str(annotation)?;

    // What `kubectl apply` sends, on typed values: no JSON maps in between.
    let options = ThreeWayOptions::kubectl_apply();
    let patch: DeploymentPatch = typed::three_way(&last_applied, &desired, &live, &options)?;
    println!("three-way patch:\n{}", serde_json::to_string_pretty(&patch)?);
    let applied = typed::apply(&live, patch.clone())?;
    // (Read through JSON: whether `spec` is optional depends on the Kubernetes version.)
    let spec = &serde_json::to_value(&applied)?["spec"];
    println!(
        "\nafter the patch: image {}, replicas {}",
        spec["template"]["spec"]["containers"][0]["image"], spec["replicas"]
    );

    // The `Value` path with the Kubernetes definitions gives the same patch.
    let schema = Schema::kubernetes(KubeVersion::V1_37)?;
    let root = schema.for_kind("apps/v1", "Deployment").ok_or("no Deployment schema")?;
    let json = |d: &Deployment| serde_json::to_value(d);
    let value_patch = smp::three_way(&json(&last_applied)?, &json(&desired)?, &json(&live)?, root, &options)?;
    assert_eq!(serde_json::to_value(&patch)?, value_patch, "the typed and Value paths agree");
    println!("the Value path computes the same patch");
    Ok(())
}
