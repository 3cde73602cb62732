//! A controller's apply step with kube: smp plans what to send, kube sends it.
//!
//! - A `Deployment` (a `k8s-openapi` type) goes through the typed plan
//!   ([`Applier::plan_typed`]): a strategic merge patch that never leaves its type.
//! - A custom resource, typed by kube's `#[derive(CustomResource)]`, goes through
//!   [`Applier::plan_resource`] (smp's `kube` feature), which plans for any
//!   `kube::Resource` as kubectl does: here a JSON merge patch, the only kind of patch
//!   the API server takes for custom resources.
//! - kube's `Patch` comes from the plan: `patch_type.kube_patch(&patch)`.
//! - One call decides: a plan is `Unchanged` when its patch would change nothing, so a
//!   reconcile loop sends no needless request. [`Matcher`] gives only that answer (with
//!   the three documents as compared, for logging), for a loop that does not apply.
//!
//! ```text
//! cargo run -p smp-example-kube-controller              # against the cluster of your kubeconfig
//! cargo run -p smp-example-kube-controller -- --offline # no cluster: plans against a sample live object
//! ```
//!
//! Without a cluster (or with `--offline`) it prints the plans it would send.

use std::collections::BTreeMap;

use k8s_openapi::api::apps::v1::{Deployment, DeploymentSpec};
use k8s_openapi::api::core::v1::{Container, EnvVar, PodSpec, PodTemplateSpec};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::{LabelSelector, ObjectMeta};
use kube::api::{Api, PatchParams, PostParams};
use kube::{Client, CustomResource};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use smp::applier::{Applier, PatchType, Plan};
use smp::last_applied::LastApplied;
use smp::matcher::Matcher;

/// This controller keeps its own last-applied annotation, apart from kubectl's.
const ANNOTATION: &str = "example.com/last-applied";
const NAMESPACE: &str = "default";

type Error = Box<dyn std::error::Error + Send + Sync>;

#[tokio::main]
async fn main() -> Result<(), Error> {
    let offline = std::env::args().any(|arg| arg == "--offline");
    let client = if offline { None } else { Client::try_default().await.ok() };
    match client {
        Some(client) => reconcile(client).await,
        None => {
            println!("(no cluster: planning against a sample live object)\n");
            offline_demo()
        }
    }
}

/// The Deployment this controller wants. It leaves `replicas` to an autoscaler: a field
/// the manifest sets is reset on every apply; one it leaves out is left to others.
fn desired_deployment(image: &str) -> Deployment {
    let labels = BTreeMap::from([("app".to_owned(), "web".to_owned())]);
    Deployment {
        metadata: ObjectMeta { name: Some("web".into()), namespace: Some(NAMESPACE.into()), ..Default::default() },
        spec: DeploymentSpec {
            selector: LabelSelector { match_labels: Some(labels.clone()), ..Default::default() },
            template: PodTemplateSpec {
                metadata: Some(ObjectMeta { labels: Some(labels), ..Default::default() }),
                spec: Some(PodSpec {
                    containers: vec![Container {
                        name: "web".into(),
                        image: Some(image.into()),
                        env: Some(vec![EnvVar {
                            name: "MODE".into(),
                            value: Some("prod".into()),
                            ..Default::default()
                        }]),
                        ..Default::default()
                    }],
                    ..Default::default()
                }),
            },
            ..Default::default()
        },
        ..Default::default()
    }
}

/// A custom resource (its CRD is `BackupSchedule` in group `example.com`).
#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[kube(group = "example.com", version = "v1", kind = "BackupSchedule", namespaced)]
#[serde(rename_all = "camelCase")]
pub struct BackupScheduleSpec {
    schedule: String,
    retention: Retention,
    /// Paused by someone else (an operator, by hand). This controller leaves it unset,
    /// printed as `null`, which the plan reads as "not set", not "delete".
    suspend: Option<bool>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
pub struct Retention {
    days: u32,
}

/// The custom resource this controller wants.
fn desired_backup_schedule() -> BackupSchedule {
    let mut schedule = BackupSchedule::new(
        "nightly",
        BackupScheduleSpec { schedule: "0 3 * * *".into(), retention: Retention { days: 14 }, suspend: None },
    );
    schedule.metadata.namespace = Some(NAMESPACE.into());
    schedule
}

fn applier() -> Applier {
    Applier::new().last_applied(LastApplied::new(ANNOTATION))
}

async fn reconcile(client: Client) -> Result<(), Error> {
    let params = PatchParams::default();

    // A built-in kind, typed.
    let deployments: Api<Deployment> = Api::namespaced(client.clone(), NAMESPACE);
    let desired = desired_deployment("nginx:1.27");
    let live = deployments.get_opt("web").await?;
    match applier().plan_typed(&desired, live.as_ref())? {
        Plan::Create(object) => {
            deployments.create(&PostParams::default(), &object).await?;
            println!("deployment/web created");
        }
        Plan::Patch { patch, patch_type } => {
            deployments.patch("web", &params, &patch_type.kube_patch(&patch)).await?;
            println!("deployment/web patched: {}", serde_json::to_string(&patch)?);
        }
        Plan::Unchanged => println!("deployment/web unchanged"),
        other => return Err(format!("a plan this controller does not know: {other:?}").into()),
    }

    // A custom resource: a JSON merge patch.
    let schedules: Api<BackupSchedule> = Api::namespaced(client, NAMESPACE);
    let desired = desired_backup_schedule();
    let live = match schedules.get_opt("nightly").await {
        Ok(live) => live,
        Err(error) => {
            println!("backupschedule/nightly skipped: {error} (is the CRD installed?)");
            return Ok(());
        }
    };
    match applier().plan_resource(&desired, live.as_ref())? {
        Plan::Create(object) => {
            schedules.create(&PostParams::default(), &object).await?;
            println!("backupschedule/nightly created");
        }
        Plan::Patch { patch, patch_type } => {
            schedules.patch("nightly", &params, &patch_type.kube_patch(&patch)).await?;
            println!("backupschedule/nightly patched: {patch}");
        }
        Plan::Unchanged => println!("backupschedule/nightly unchanged"),
        other => return Err(format!("a plan this controller does not know: {other:?}").into()),
    }
    Ok(())
}

/// The same steps against sample live objects: what the controller would send.
fn offline_demo() -> Result<(), Error> {
    // The controller created the Deployment earlier; the server then defaulted it, and an
    // autoscaler set its replicas.
    let Plan::Create(mut live) = applier().plan_typed(&desired_deployment("nginx:1.25"), None)? else {
        unreachable!("nothing is live")
    };
    live.metadata.uid = Some("7d3c0a6e-0000-4000-8000-000000000001".into());
    live.metadata.resource_version = Some("1234".into());
    live.spec.replicas = Some(5);
    live.spec.revision_history_limit = Some(10);

    let desired = desired_deployment("nginx:1.27");
    let matched =
        Matcher::new().last_applied(LastApplied::new(ANNOTATION)).calculate_described(&desired, Some(&live))?;
    println!("deployment/web already as wanted: {}", matched.unchanged);
    let Plan::Patch { patch, patch_type } = applier().plan_typed(&desired, Some(&live))? else {
        return Err("a new image must give a patch".into());
    };
    let patch_json = serde_json::to_value(&patch)?;
    println!(
        "deployment/web: {} {}",
        patch_type.content_type(),
        serde_json::to_string_pretty(&without_annotation(&patch_json))?
    );
    // What kube would send: the patch serializes the same way inside `Patch::Strategic`.
    let _request = patch_type.kube_patch(&patch);
    // The autoscaler's replicas stay: the patch only says what this controller changed.
    assert!(patch_json["spec"].get("replicas").is_none());

    let Plan::Create(mut live) = applier().plan_resource(&desired_backup_schedule(), None)? else {
        unreachable!("nothing is live")
    };
    live.spec.suspend = Some(true); // set by someone else
    live.spec.retention.days = 7; // changed by hand
    let matched = Matcher::new()
        .last_applied(LastApplied::new(ANNOTATION))
        .calculate_resource(&desired_backup_schedule(), Some(&live))?;
    println!("backupschedule/nightly already as wanted: {}", matched.unchanged);
    let Plan::Patch { patch, patch_type } = applier().plan_resource(&desired_backup_schedule(), Some(&live))? else {
        return Err("the retention changed".into());
    };
    println!("backupschedule/nightly: {} {}", patch_type.content_type(), without_annotation(&patch));
    assert_eq!(patch_type, PatchType::Merge);
    // The retention is reset; the pause another writer set is left alone.
    assert_eq!(patch["spec"], json!({"retention": {"days": 14}}));
    Ok(())
}

/// The annotation holds the whole manifest: shortened for display.
fn without_annotation(patch: &Value) -> Value {
    let mut patch = patch.clone();
    if let Some(text) = patch.pointer_mut(&format!("/metadata/annotations/{}", ANNOTATION.replace('/', "~1"))) {
        *text = json!(format!("<{} bytes>", text.as_str().map_or(0, str::len)));
    }
    patch
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_offline_demo_runs() {
        super::offline_demo().expect("the offline plans");
    }
}
