//! The three-way diff with overwrite off: the reference's conflict check de-duplicates and
//! sorts, in the patch it returns, the lists of primitives without a merge strategy that
//! both the patch and the live changes set. The typed path runs the check on the typed
//! patches and sorts the typed lists in place (`smp-runtime/src/typed/conflict.rs`); these
//! cases put such lists where the typed check reaches them each way: through a keyed
//! list's item, inside an atomic list of structs (written back from its patch), in a
//! JSON-valued field (in a map's entry Go's diff fails, and so do both paths). The `Value`
//! path (which the Go-oracle tests hold to the reference) is the oracle, and each case
//! checks that the list did move, so a typed path that kept its order would fail.

use std::collections::BTreeMap;

use k8s_openapi::api::apps::v1::Deployment;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use smp::StrategicMerge;
use smp::{Describe, KubeVersion, Schema, ThreeWayOptions};

fn no_overwrite() -> ThreeWayOptions {
    ThreeWayOptions::default().overwrite(false)
}

/// The typed and `Value` three-way patches of three documents of type `T`, as JSON.
fn both<T>(original: &Value, modified: &Value, current: &Value, schema: smp::SchemaRef<'_>) -> (Value, Value)
where
    T: StrategicMerge + Describe + DeserializeOwned,
    T::Patch: Default,
{
    let read = |document: &Value| serde_json::from_value::<T>(document.clone()).expect("the document is a T");
    let typed = smp::typed::three_way(&read(original), &read(modified), &read(current), &no_overwrite())
        .expect("the typed three-way diff");
    let value = smp::three_way(original, modified, current, schema, &no_overwrite()).expect("the Value three-way diff");
    (serde_json::to_value(typed).expect("a patch prints"), value)
}

fn deployment(pod_spec: Value) -> Value {
    json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "web"},
           "spec": {"selector": {}, "template": {"spec": pod_spec}}})
}

#[test]
fn a_containers_args_come_out_sorted_through_the_keyed_list() {
    let schemas = Schema::kubernetes(KubeVersion::V1_37).unwrap();
    let schema = schemas.for_kind("apps/v1", "Deployment").unwrap();
    let args = |args: Value| deployment(json!({"containers": [{"name": "web", "image": "nginx", "args": args}]}));
    // The live object's args changed since the last apply (to [a, b]); the desired ones
    // are the same items in another order: no conflict, and the patch's args are sorted.
    let (original, modified, current) =
        (args(json!(["z"])), args(json!(["b", "a", "b"])), args(json!(["a", "b", "a"])));
    let (typed, value) = both::<Deployment>(&original, &modified, &current, schema);
    assert_eq!(typed, value);
    assert_eq!(value["spec"]["template"]["spec"]["containers"][0]["args"], json!(["a", "b", "b"]));
}

#[test]
fn values_inside_an_atomic_list_of_structs_come_out_sorted() {
    let schemas = Schema::kubernetes(KubeVersion::V1_37).unwrap();
    let schema = schemas.for_kind("apps/v1", "Deployment").unwrap();
    // `nodeSelectorTerms` has no merge key: the typed patch holds its items as values.
    let values = |values: Value| {
        deployment(json!({"containers": [{"name": "web"}], "affinity": {"nodeAffinity": {
            "requiredDuringSchedulingIgnoredDuringExecution": {"nodeSelectorTerms": [
                {"matchExpressions": [{"key": "zone", "operator": "In", "values": values}]}]}}}}))
    };
    let (original, modified, current) =
        (values(json!(["x"])), values(json!(["b", "c", "a"])), values(json!(["c", "a", "b"])));
    let (typed, value) = both::<Deployment>(&original, &modified, &current, schema);
    assert_eq!(typed, value);
    let terms = &value["spec"]["template"]["spec"]["affinity"]["nodeAffinity"]
        ["requiredDuringSchedulingIgnoredDuringExecution"]["nodeSelectorTerms"];
    assert_eq!(terms[0]["matchExpressions"][0]["values"], json!(["a", "b", "c"]));
}

/// A derived type with a map of lists and a JSON-valued field.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, smp::StrategicMerge)]
struct Routes {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    hosts: Option<BTreeMap<String, Vec<String>>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    extra: Option<Value>,
}

#[test]
fn a_list_in_json_comes_out_sorted_and_one_in_a_map_entry_is_refused() {
    let schema = Schema::of::<Routes>();
    let root = schema.root().unwrap();
    let extra = |list: Value| json!({"extra": {"tags": list}});
    let (original, modified, current) = (extra(json!(["q"])), extra(json!(["y", "x"])), extra(json!(["x", "y"])));
    let (typed, value) = both::<Routes>(&original, &modified, &current, root);
    assert_eq!(typed, value);
    assert_eq!(value, json!({"extra": {"tags": ["x", "y"]}}));

    // Under a map's key, two different lists are where Go's diff fails (it looks the key up
    // as a struct's field): both paths refuse it, at the key.
    let hosts = |list: Value| json!({"hosts": {"web": list}});
    let (original, modified, current) = (hosts(json!(["q"])), hosts(json!(["y", "x"])), hosts(json!(["x", "y"])));
    let value = smp::three_way(&original, &modified, &current, root, &no_overwrite()).unwrap_err();
    let read = |document: &Value| serde_json::from_value::<Routes>(document.clone()).unwrap();
    let typed =
        smp::typed::three_way(&read(&original), &read(&modified), &read(&current), &no_overwrite()).unwrap_err();
    for error in [value, typed] {
        assert!(error.to_string().contains("data type is not struct, instead is: map"), "{error}");
        assert_eq!(error.path().to_string(), "/hosts/web");
    }
}
