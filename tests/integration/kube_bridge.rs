//! The kube bridge (feature `kube`): plans for a `k8s-openapi` type, a kube
//! `#[derive(CustomResource)]` type and `DynamicObject`s, through one call
//! (`Applier::plan_resource`), and the requests kube makes of them, offline
//! (`kube::core::Request`).

use std::collections::BTreeMap;

use k8s_openapi::api::apps::v1::Deployment;
use kube::core::params::PatchParams;
use kube::core::{ApiResource, DynamicObject, GroupVersionKind, Request};
use kube::CustomResource;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use smp::applier::{Applier, PatchType, Plan};
use smp::last_applied::Annotated;
use smp::matcher::Matcher;
use smp::{KubeVersion, Schema};

#[derive(CustomResource, Serialize, Deserialize, Clone, Debug, PartialEq, JsonSchema)]
#[kube(group = "example.com", version = "v1", kind = "BackupSchedule", namespaced, derive = "PartialEq")]
#[serde(rename_all = "camelCase")]
struct BackupScheduleSpec {
    schedule: String,
    suspend: Option<bool>,
    targets: Vec<String>,
}

fn schedule(cron: &str, targets: &[&str]) -> BackupSchedule {
    let mut object = BackupSchedule::new(
        "nightly",
        BackupScheduleSpec {
            schedule: cron.into(),
            suspend: None,
            targets: targets.iter().map(|t| t.to_string()).collect(),
        },
    );
    object.metadata.namespace = Some("default".into());
    object
}

fn deployment(image: &str) -> Deployment {
    serde_json::from_value(json!({
        "apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "web", "namespace": "default"},
        "spec": {"selector": {"matchLabels": {"app": "web"}},
                 "template": {"metadata": {"labels": {"app": "web"}},
                              "spec": {"containers": [{"name": "web", "image": image}]}}}
    }))
    .unwrap()
}

/// What kube would send for a plan: the request's content type and body.
fn request(plan: &Plan<impl Sized, Value>, url: &str, name: &str) -> (String, Value) {
    let patch = plan.kube_patch().expect("a patch");
    let request = Request::new(url).patch(name, &PatchParams::default(), &patch).unwrap();
    assert_eq!(request.method(), "PATCH");
    let content_type = request.headers()["content-type"].to_str().unwrap().to_owned();
    (content_type, serde_json::from_slice(request.body()).unwrap())
}

/// A built-in kind: a strategic merge patch, the one the typed plan makes, and kube's
/// request carries it with its content type.
#[test]
fn built_in_kind_plans_a_strategic_merge_patch() {
    let applier = Applier::new();
    let Plan::Create(mut live) = applier.plan_resource(&deployment("web:1"), None).unwrap() else { panic!("a create") };
    assert!(live.annotations().unwrap().contains_key(smp::last_applied::KUBECTL));
    live.spec.replicas = Some(3); // an autoscaler's
    assert!(applier.plan_resource(&deployment("web:1"), Some(&live)).unwrap().is_unchanged());

    let plan = applier.plan_resource(&deployment("web:2"), Some(&live)).unwrap();
    let Plan::Patch { patch, patch_type: PatchType::Strategic } = &plan else {
        panic!("a strategic merge patch: {plan:?}")
    };
    let Plan::Patch { patch: typed, .. } = applier.plan_typed(&deployment("web:2"), Some(&live)).unwrap() else {
        panic!()
    };
    assert_eq!(*patch, serde_json::to_value(&typed).unwrap(), "the typed plan's patch");
    assert!(patch["spec"].get("replicas").is_none());

    let (content_type, body) = request(&plan, "/apis/apps/v1/namespaces/default/deployments", "web");
    assert_eq!(content_type, PatchType::Strategic.content_type());
    assert_eq!(body, *patch);
}

/// A kube-derived custom resource: a JSON merge patch, as `plan_custom_resource` and
/// kubectl send, and a `Create` of its own type.
#[test]
fn custom_resource_plans_a_json_merge_patch() {
    let applier = Applier::new();
    let Plan::Create(mut live) = applier.plan_resource(&schedule("0 3 * * *", &["db"]), None).unwrap() else {
        panic!()
    };
    live.spec.suspend = Some(true); // another writer's
    live.metadata.uid = Some("0b1c".into());
    assert!(applier.plan_resource(&schedule("0 3 * * *", &["db"]), Some(&live)).unwrap().is_unchanged());

    let desired = schedule("0 4 * * *", &["db", "files"]);
    let plan = applier.plan_resource(&desired, Some(&live)).unwrap();
    assert_eq!(plan, applier.plan_custom_resource(&desired, Some(&live)).unwrap());
    let Plan::Patch { patch, patch_type: PatchType::Merge } = &plan else { panic!("a JSON merge patch: {plan:?}") };
    assert_eq!(patch["spec"], json!({"schedule": "0 4 * * *", "targets": ["db", "files"]}));
    let (content_type, body) = request(&plan, "/apis/example.com/v1/namespaces/default/backupschedules", "nightly");
    assert_eq!((content_type.as_str(), &body), (PatchType::Merge.content_type(), patch));

    let matched = Matcher::new().calculate_resource(&desired, Some(&live)).unwrap();
    assert_eq!((matched.patch_type, matched.unchanged), (PatchType::Merge, false));
}

/// `DynamicObject`s, with their `ApiResource`: strategic for a built-in kind (the same
/// patch as the typed Deployment), JSON merge for a custom kind (the same as the derived
/// type). The kind is the resource's, not what the object's JSON says.
#[test]
fn dynamic_objects_plan_by_their_kind() {
    let applier = Applier::new();
    let dynamic = |object: &dyn erased::Json| -> DynamicObject { serde_json::from_value(object.json()).unwrap() };
    let deployments = ApiResource::from_gvk(&GroupVersionKind::gvk("apps", "v1", "Deployment"));
    let schedules = ApiResource::from_gvk(&GroupVersionKind::gvk("example.com", "v1", "BackupSchedule"));

    let Plan::Create(live) = applier.plan_resource(&deployment("web:1"), None).unwrap() else { panic!() };
    let plan = applier.plan_resource_with(&dynamic(&deployment("web:2")), Some(&dynamic(&live)), &deployments).unwrap();
    let typed = applier.plan_resource(&deployment("web:2"), Some(&live)).unwrap();
    let (Plan::Patch { patch, patch_type }, Plan::Patch { patch: expected, .. }) = (&plan, &typed) else { panic!() };
    assert_eq!((patch_type, patch), (&PatchType::Strategic, expected));

    let Plan::Create(live) = applier.plan_resource(&schedule("0 3 * * *", &["db"]), None).unwrap() else { panic!() };
    let desired = schedule("0 5 * * *", &["db"]);
    let plan = applier.plan_resource_with(&dynamic(&desired), Some(&dynamic(&live)), &schedules).unwrap();
    let Plan::Patch { patch, patch_type: PatchType::Merge } = plan else { panic!("{plan:?}") };
    let Plan::Patch { patch: expected, .. } = applier.plan_resource(&desired, Some(&live)).unwrap() else { panic!() };
    assert_eq!(patch, expected);

    // A DynamicObject built for kube's dynamic API plans a create with its annotation.
    let mut object = DynamicObject::new("weekly", &schedules).within("default");
    object.data = json!({"spec": {"schedule": "0 0 * * 0", "targets": []}});
    let Plan::Create(created) = applier.plan_resource_with(&object, None, &schedules).unwrap() else { panic!() };
    let stored = created.metadata.annotations.as_ref().unwrap()[smp::last_applied::KUBECTL].clone();
    assert_eq!(serde_json::from_str::<Value>(&stored).unwrap()["spec"]["schedule"], "0 0 * * 0");
    assert!(applier.plan_resource_with(&object, Some(&created), &schedules).unwrap().is_unchanged());

    // A Deployment's JSON under a custom resource's kind is planned as that custom resource
    // (a JSON merge patch): the kind comes from the resource, not from the JSON.
    let mislabelled = applier.plan_resource_with(
        &dynamic(&deployment("web:2")),
        Some(&dynamic(&live_deployment(&applier))),
        &schedules,
    );
    assert!(matches!(mislabelled.unwrap(), Plan::Patch { patch_type: PatchType::Merge, .. }));
}

/// A Deployment as its create left it.
fn live_deployment(applier: &Applier) -> Deployment {
    let Plan::Create(live) = applier.plan_resource(&deployment("web:1"), None).unwrap() else { panic!() };
    live
}

/// The built-in kinds are told from the newest definitions compiled in.
#[test]
fn built_in_kinds_are_known_from_the_definitions() {
    let schemas = Schema::kubernetes(KubeVersion::latest_enabled().unwrap()).unwrap();
    assert!(schemas.for_kind("apps/v1", "Deployment").is_some());
    assert!(schemas.for_kind("example.com/v1", "BackupSchedule").is_none());
}

/// A kube custom resource's own `Annotated`, with the `kube` and `k8s-openapi` features on:
/// no blanket impl of smp's overlaps it (features only add).
impl Annotated for BackupSchedule {
    fn annotations(&self) -> Option<&BTreeMap<String, String>> {
        self.metadata.annotations.as_ref()
    }
    fn annotations_mut(&mut self) -> &mut BTreeMap<String, String> {
        self.metadata.annotations.get_or_insert_with(BTreeMap::new)
    }
}

#[test]
fn a_custom_resource_s_own_annotated_impl() {
    let mut object = schedule("0 3 * * *", &[]);
    *object.annotations_mut() = BTreeMap::new();
    assert_eq!(object.annotations(), Some(&BTreeMap::new()));
}

/// Serializes any test object to JSON (the objects differ in type).
mod erased {
    pub trait Json {
        fn json(&self) -> serde_json::Value;
    }
    impl<T: serde::Serialize> Json for T {
        fn json(&self) -> serde_json::Value {
            serde_json::to_value(self).unwrap()
        }
    }
}
