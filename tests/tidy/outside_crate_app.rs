//! A user's crate, built by `tests/tidy/outside_crate.rs` against the packaged crates (as
//! crates.io would give them): each step is something the documentation shows, written
//! as a user writes it, with `smp` the only crate of this project named.

use k8s_openapi::api::apps::v1::Deployment;
use serde::{Deserialize, Serialize};
use serde_json::json;
use smp::applier::{Applier, Plan};
use smp::{typed, KubeVersion, Schema, SchemaRef, StrategicMerge, ThreeWayOptions};

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct PodSpec {
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    containers: Vec<Container>,
    #[serde(skip_serializing_if = "Option::is_none")]
    node_name: Option<String>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
struct Container {
    name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    image: Option<String>,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // The `Value` path with the built-in definitions: what `kubectl apply` sends.
    let schema = Schema::kubernetes(KubeVersion::V1_37)?;
    let deployment = schema.for_kind("apps/v1", "Deployment").ok_or("no Deployment")?;
    let last_applied = json!({"spec": {"template": {"spec": {"containers": [{"name": "app", "image": "app:1"}]}}}});
    let desired = json!({"spec": {"template": {"spec": {"containers": [{"name": "app", "image": "app:2"}]}}}});
    let live = json!({"spec": {"replicas": 5, "template": {"spec": {"containers": [
        {"name": "app", "image": "app:1", "imagePullPolicy": "IfNotPresent"}]}}}});
    let patch = smp::three_way(&last_applied, &desired, &live, deployment, &ThreeWayOptions::kubectl_apply())?;
    let applied = smp::apply(&live, &patch, deployment)?;
    assert_eq!(applied["spec"]["template"]["spec"]["containers"][0]["image"], "app:2");
    assert_eq!(applied["spec"]["replicas"], 5);

    // A derived type: its schema, and the typed path.
    let (container, meta) = SchemaRef::of::<PodSpec>().list_field("containers")?;
    assert_eq!((container.name(), meta.merge_key()), ("Container", Some("name")));
    let spec: PodSpec = serde_json::from_value(json!({"containers": [{"name": "app", "image": "app:1"}]}))?;
    let patch: PodSpecPatch = serde_json::from_value(json!({"containers": [{"name": "log", "image": "log:1"}]}))?;
    let patched = typed::apply(&spec, patch)?;
    assert_eq!(patched.containers.len(), 2);
    let back = typed::two_way(&spec, &patched, &smp::TwoWayOptions::default())?;
    assert_eq!(typed::apply_owned(spec, back)?, patched);

    // A k8s-openapi type on the typed path (`smp::k8s`'s impls).
    let web: Deployment = serde_json::from_value(json!({"metadata": {"name": "web"},
        "spec": {"selector": {}, "template": {"spec": {"containers": [{"name": "web", "image": "web:1"}]}}}}))?;
    let patch: smp::k8s::api::apps::v1::DeploymentPatch =
        serde_json::from_value(json!({"spec": {"replicas": 3}}))?;
    let scaled = typed::apply(&web, patch)?;
    assert_eq!(scaled.spec.replicas, Some(3));

    // A controller's plan with kube (`Applier::plan_resource`), then the typed one.
    let applier = Applier::new();
    let Plan::Create(created) = applier.plan_resource(&web, None)? else { return Err("not a create".into()) };
    assert!(applier.plan_resource(&web, Some(&created))?.is_unchanged());
    let Plan::Patch { patch, .. } = applier.plan_typed(&scaled, Some(&created))? else { return Err("no patch".into()) };
    assert_eq!(serde_json::to_value(&patch)?["spec"]["replicas"], 3);

    // YAML, as kubectl reads and prints it.
    let documents = smp::yaml::from_str_multiple("a: 1\n---\nb: [x, 'y']\n")?;
    assert_eq!(documents, [json!({"a": 1}), json!({"b": ["x", "y"]})]);
    assert_eq!(smp::yaml::to_string(&documents[1])?, "b:\n- x\n- \"y\"\n");

    println!("outside crate: every step ran");
    Ok(())
}
