//! The typed apply (`Applier::plan_typed` on `k8s-openapi`'s Pod and Deployment) plans
//! exactly what the `Value` path plans: the same object to create, byte for byte the
//! same annotation, and the same patch. Random manifests and changes from the generator
//! play two successive versions of a manifest.

use crate::gen;
use crate::k8s_typed;
use crate::seeds;

use std::collections::BTreeMap;

use k8s_openapi::api::apps::v1::Deployment;
use k8s_openapi::api::core::v1::Pod;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};
use smp::applier::{Applier, Plan};
use smp::last_applied::{Annotated, LastApplied};
use smp::StrategicMerge;
use smp::{Describe, KubeVersion, Schema};

const CASES_PER_SEED: u64 = 150;

#[test]
fn typed_plans_equal_value_plans() {
    let schemas = Schema::kubernetes(KubeVersion::V1_37).unwrap();
    let mut stats: BTreeMap<&str, usize> = BTreeMap::new();
    for seed in seeds::seeds("typed apply") {
        for index in 0..CASES_PER_SEED {
            let case = gen::case(seed, index);
            if case.deliberately_invalid.is_some() {
                continue;
            }
            let schema = schemas.for_document(&case.object).unwrap();
            // Two versions of a manifest, each as the type would print it.
            let Some(first) = k8s_typed::canonical(case.kind, &case.object) else {
                *stats.entry("not representable").or_default() += 1;
                continue;
            };
            let Some(second) =
                smp::apply(&first, &case.patch, schema).ok().and_then(|v| k8s_typed::canonical(case.kind, &v))
            else {
                *stats.entry("patch not applicable or representable").or_default() += 1;
                continue;
            };
            if gen::has_directive_key(&second) {
                // An item the patch created whole keeps its directives as data (as in Go):
                // not a valid object, and a manifest the typed path reads as a patch.
                *stats.entry("directive-named keys").or_default() += 1;
                continue;
            }
            let applier =
                if index % 3 == 0 { Applier::new().last_applied(LastApplied::kubevela()) } else { Applier::new() };
            let Plan::Create(mut live) = applier.plan(&first, None, Some(schema)).unwrap() else { panic!("a create") };
            live["metadata"]["uid"] = json!("0b1c2d3e");
            live["status"] = json!({});
            let value_plan = applier.plan(&second, Some(&live), Some(schema));
            let typed_plan = match case.kind {
                "Pod" => typed_plan::<Pod>(&applier, &first, &second, &live),
                _ => typed_plan::<Deployment>(&applier, &first, &second, &live),
            };
            let value_plan = value_plan.map_err(|e| e.to_string());
            assert_eq!(typed_plan, value_plan, "case {seed}:{index}\nfirst: {first}\nsecond: {second}");
            let outcome = match &value_plan {
                Ok(Plan::Patch { .. }) => "same patch",
                Ok(Plan::Unchanged) => "both unchanged",
                Ok(other) => panic!("case {seed}:{index}: planned {other:?} for a live object"),
                Err(_) => "both refused",
            };
            *stats.entry(outcome).or_default() += 1;
        }
    }
    eprintln!("typed apply: {stats:?}");
    assert!(stats.get("same patch").copied().unwrap_or(0) > 100, "too few comparisons: {stats:?}");
}

/// The typed plan for the second version, after the first was created; its object and
/// patch as JSON. The created object must be the `Value` path's too.
fn typed_plan<T>(applier: &Applier, first: &Value, second: &Value, live: &Value) -> Result<Plan<Value, Value>, String>
where
    T: StrategicMerge + Describe + Annotated + Serialize + DeserializeOwned + Clone + Default + PartialEq,
    T::Patch: Default,
{
    let parse = |value: &Value| serde_json::from_value::<T>(value.clone()).expect("canonical JSON parses");
    let Plan::Create(created) = applier.plan_typed(&parse(first), None).unwrap() else { panic!("a create") };
    let expected = applier.plan(first, None, None).unwrap();
    assert_eq!(Plan::Create(serde_json::to_value(&created).unwrap()), expected, "the created objects differ");
    match applier.plan_typed(&parse(second), Some(&parse(live))) {
        Ok(Plan::Patch { patch, patch_type }) => {
            Ok(Plan::Patch { patch: serde_json::to_value(&patch).unwrap(), patch_type })
        }
        Ok(Plan::Unchanged) => Ok(Plan::Unchanged),
        Ok(_) => Err("a create, or another plan, with a live object".into()),
        Err(error) => Err(error.to_string()),
    }
}

/// A manifest taken from `kubectl get` has a `resourceVersion`, which a create must not
/// send: the typed create leaves it out as the `Value` path's does.
#[test]
fn typed_creates_leave_out_the_resource_version() {
    let manifest = json!({
        "apiVersion": "apps/v1", "kind": "Deployment",
        "metadata": {"name": "web", "resourceVersion": "41", "uid": "0b1c"},
        "spec": {"selector": {"matchLabels": {"app": "web"}},
                 "template": {"spec": {"containers": [{"name": "web", "image": "web:1"}]}}}
    });
    let applier = Applier::new();
    let deployment: Deployment = serde_json::from_value(manifest.clone()).unwrap();
    let Plan::Create(created) = applier.plan_typed(&deployment, None).unwrap() else { panic!("a create") };
    assert_eq!(created.metadata.resource_version, None);
    assert_eq!(created.metadata.uid.as_deref(), Some("0b1c"));
    let Plan::Create(expected) = applier.plan(&manifest, None, None).unwrap() else { panic!("a create") };
    assert_eq!(serde_json::to_value(&created).unwrap(), expected);
}

/// The last-applied annotation of a typed object is the `Value` path's, and reads back.
#[test]
fn typed_annotation_round_trips() {
    let deployment: Deployment = serde_json::from_value(json!({
        "metadata": {"name": "web", "annotations": {"team": "a"}},
        "spec": {"selector": {"matchLabels": {"app": "web"}},
                 "template": {"spec": {"containers": [{"name": "web", "image": "web:1"}]}}}
    }))
    .unwrap();
    let applier = Applier::new().last_applied(LastApplied::object_matcher());
    let Plan::Create(created) = applier.plan_typed(&deployment, None).unwrap() else { panic!() };
    let created_json = serde_json::to_value(&created).unwrap();
    let stored = LastApplied::object_matcher().read(&created_json).unwrap().unwrap();
    assert_eq!(stored, serde_json::to_value(&deployment).unwrap());
    assert_eq!(created.annotations().unwrap()["team"], "a");
    // Applying the same object again: nothing to send.
    assert!(applier.plan_typed(&deployment, Some(&created)).unwrap().is_unchanged());
}

/// The stored configuration is read into the type: a blank or `null` one is no
/// configuration (every field the manifest sets is sent), one that is not an object of
/// the type is an error naming the annotation, and the live object is left alone.
#[test]
fn typed_reads_the_stored_configuration_as_its_type() {
    let deployment = |image: &str| -> Deployment {
        serde_json::from_value(json!({
            "metadata": {"name": "web"},
            "spec": {"selector": {"matchLabels": {"app": "web"}},
                     "template": {"spec": {"containers": [{"name": "web", "image": image}]}}}
        }))
        .unwrap()
    };
    let applier = Applier::new();
    let key = LastApplied::kubectl().key().to_owned();
    let Plan::Create(created) = applier.plan_typed(&deployment("web:1"), None).unwrap() else { panic!() };
    let with_stored = |stored: &str| {
        let mut live = created.clone();
        live.annotations_mut().insert(key.clone(), stored.to_owned());
        live
    };
    let mut unannotated = created.clone();
    unannotated.annotations_mut().remove(&key);
    let Plan::Patch { patch: expected, .. } = applier.plan_typed(&deployment("web:2"), Some(&unannotated)).unwrap()
    else {
        panic!("a patch")
    };
    for blank in ["", "  ", "null", " null\n"] {
        let live = with_stored(blank);
        let Plan::Patch { patch, .. } = applier.plan_typed(&deployment("web:2"), Some(&live)).unwrap() else {
            panic!("a patch for {blank:?}")
        };
        assert_eq!(patch, expected, "stored {blank:?}");
    }
    for wrong in [r#"{"spec": {"replicas": "three"}}"#, "[1]", "5", r#"{"spec": "#] {
        let live = with_stored(wrong);
        let before = live.clone();
        let error = applier.plan_typed(&deployment("web:2"), Some(&live)).unwrap_err();
        assert!(matches!(error.kind(), smp::ErrorKind::InvalidLastApplied { .. }), "{wrong}: {error}");
        assert_eq!(error.path().to_string(), format!("/metadata/annotations/{}", key.replace('/', "~1")), "{wrong}");
        assert_eq!(live, before);
    }
}

/// The server injects a token volume, its mount and a sidecar into a Pod: kubectl's patch
/// for the same manifest holds only `$setElementOrder` lists that move nothing, and both
/// plans, typed and `Value`, say there is nothing to send.
#[test]
fn server_injected_items_plan_unchanged() {
    let pod: Pod = serde_json::from_value(json!({
        "apiVersion": "v1", "kind": "Pod", "metadata": {"name": "web", "namespace": "default"},
        "spec": {"containers": [{"name": "web", "image": "web:1", "volumeMounts": [{"name": "data", "mountPath": "/data"}]}],
                 "volumes": [{"name": "data", "emptyDir": {}}]}
    }))
    .unwrap();
    let applier = Applier::new();
    let Plan::Create(created) = applier.plan_typed(&pod, None).unwrap() else { panic!("a create") };
    let mut live = serde_json::to_value(&created).unwrap();
    let mount = json!({"name": "kube-api-access-x7k2p", "mountPath": "/var/run/secrets/kubernetes.io/serviceaccount", "readOnly": true});
    live["spec"]["containers"][0]["volumeMounts"].as_array_mut().unwrap().insert(0, mount);
    live["spec"]["volumes"]
        .as_array_mut()
        .unwrap()
        .insert(0, json!({"name": "kube-api-access-x7k2p", "projected": {"sources": []}}));
    live["spec"]["containers"]
        .as_array_mut()
        .unwrap()
        .insert(0, json!({"name": "istio-proxy", "image": "proxyv2:1.20"}));

    let schemas = Schema::kubernetes(KubeVersion::V1_37).unwrap();
    let desired = serde_json::to_value(&pod).unwrap();
    let schema = schemas.for_document(&desired).unwrap();
    let original = LastApplied::kubectl().read(&live).unwrap().unwrap();
    let modified = LastApplied::kubectl().annotate(&desired).unwrap();
    let kubectls = smp::three_way(&original, &modified, &live, schema, &smp::ThreeWayOptions::kubectl_apply()).unwrap();
    assert!(kubectls["spec"].get("$setElementOrder/containers").is_some(), "kubectl sends a patch: {kubectls}");
    assert_eq!(smp::apply(&live, &kubectls, schema).unwrap(), live, "that changes nothing");

    assert!(applier.plan(&desired, Some(&live), Some(schema)).unwrap().is_unchanged());
    let live: Pod = serde_json::from_value(live).unwrap();
    assert!(applier.plan_typed(&pod, Some(&live)).unwrap().is_unchanged());
    // A real change still plans a patch.
    let mut changed = pod.clone();
    changed.spec.as_mut().unwrap().containers[0].image = Some("web:2".into());
    assert!(matches!(applier.plan_typed(&changed, Some(&live)).unwrap(), Plan::Patch { .. }));
}

mod derived {
    use std::collections::BTreeMap;

    use serde::{Deserialize, Serialize};
    use serde_json::json;
    use smp::applier::{Applier, Plan};
    use smp::last_applied::Annotated;
    use smp::{Schema, StrategicMerge};

    #[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
    #[serde(rename_all = "camelCase")]
    struct Meta {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        annotations: Option<BTreeMap<String, String>>,
    }

    #[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
    #[serde(rename_all = "camelCase")]
    struct Port {
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        port: Option<i64>,
    }

    #[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
    #[serde(rename_all = "camelCase")]
    struct Gateway {
        #[serde(default)]
        metadata: Meta,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        #[smp(patch_strategy = "merge", patch_merge_key = "name")]
        ports: Vec<Port>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        replicas: Option<i64>,
    }

    impl Annotated for Gateway {
        fn annotations(&self) -> Option<&BTreeMap<String, String>> {
            self.metadata.annotations.as_ref()
        }
        fn annotations_mut(&mut self) -> &mut BTreeMap<String, String> {
            self.metadata.annotations.get_or_insert_with(BTreeMap::new)
        }
    }

    /// A derived type plans what its JSON plans on the schema the type describes.
    #[test]
    fn derived_types_plan_like_their_json() {
        let gateway = |ports: serde_json::Value, replicas: Option<i64>| -> Gateway {
            serde_json::from_value(json!({"metadata": {"name": "gw"}, "ports": ports, "replicas": replicas})).unwrap()
        };
        let first = gateway(json!([{"name": "http", "port": 80}, {"name": "admin", "port": 9000}]), Some(2));
        let second = gateway(json!([{"name": "https", "port": 443}, {"name": "http", "port": 8080}]), None);
        let schema = Schema::of::<Gateway>();
        let applier = Applier::new();

        let Plan::Create(mut live) = applier.plan_typed(&first, None).unwrap() else { panic!() };
        live.replicas = Some(5); // an autoscaler, say
        let typed = applier.plan_typed(&second, Some(&live)).unwrap();
        let Plan::Patch { patch, .. } = &typed else { panic!("{typed:?}") };
        let as_json = |value: &Gateway| serde_json::to_value(value).unwrap();
        let by_value = applier.plan(&as_json(&second), Some(&as_json(&live)), schema.root()).unwrap();
        let Plan::Patch { patch: expected, .. } = &by_value else { panic!("{by_value:?}") };
        assert_eq!(&serde_json::to_value(patch).unwrap(), expected);
        assert_eq!(expected["replicas"], serde_json::Value::Null, "removed from the manifest: deleted");
        let result = smp::typed::apply(&live, patch.clone()).unwrap();
        assert_eq!(result.ports, second.ports);
        assert!(applier.plan_typed(&second, Some(&result)).unwrap().is_unchanged());
    }
}
