//! Two typed patches merged (the typed path's `merge_patches`, as the three-way diff joins
//! its deletions and its changes): where both carry a `$setElementOrder` list for one
//! list, the lists must be the same JSON, as the reference compares them (else
//! `InvalidSetElementOrderDirective`). Entries that hold only their key compare by key;
//! any other entry, and an entry missing a part of a composite key, as JSON.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use smp::__private::Operations as _;
use smp::__private::Trail;
use smp::{ErrorKind, StrategicMerge};

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct Pod {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    containers: Option<Vec<Container>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "containerPort,protocol", composite_key)]
    ports: Option<Vec<Port>>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct Container {
    name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    image: Option<String>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct Port {
    container_port: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    protocol: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
}

/// The two patches merged, as JSON, or the kind of error.
fn merged(left: Value, right: Value) -> Result<Value, ErrorKind> {
    let (left, right): (PodPatch, PodPatch) =
        (serde_json::from_value(left).unwrap(), serde_json::from_value(right).unwrap());
    match Pod::merge_patches(left, right, &Trail::ROOT) {
        Ok(patch) => Ok(serde_json::to_value(patch).unwrap()),
        Err(error) => Err(error.kind().clone()),
    }
}

fn with_order(list: &str, order: Value) -> Value {
    json!({ format!("$setElementOrder/{list}"): order })
}

#[test]
fn equal_order_lists_are_carried() {
    let order = json!([{"name": "a"}, {"name": "b"}]);
    let result = merged(with_order("containers", order.clone()), with_order("containers", order.clone()));
    assert_eq!(result, Ok(with_order("containers", order)));
}

#[test]
fn order_lists_with_other_keys_disagree() {
    let result = merged(
        with_order("containers", json!([{"name": "a"}, {"name": "b"}])),
        with_order("containers", json!([{"name": "b"}, {"name": "a"}])),
    );
    assert_eq!(result, Err(ErrorKind::InvalidSetElementOrderDirective));
    let result = merged(
        with_order("containers", json!([{"name": "a"}])),
        with_order("containers", json!([{"name": "a"}, {"name": "b"}])),
    );
    assert_eq!(result, Err(ErrorKind::InvalidSetElementOrderDirective));
}

#[test]
fn entries_holding_more_than_their_key_compare_as_json() {
    let plain = json!([{"name": "a"}]);
    let with_image = json!([{"name": "a", "image": "x"}]);
    let result = merged(with_order("containers", plain), with_order("containers", with_image.clone()));
    assert_eq!(result, Err(ErrorKind::InvalidSetElementOrderDirective));
    let result = merged(with_order("containers", with_image.clone()), with_order("containers", with_image.clone()));
    assert_eq!(result, Ok(with_order("containers", with_image)));
}

#[test]
fn composite_key_entries_missing_a_part_compare_as_json() {
    // Both entries have two members and the same (partial) key, but not the same JSON.
    let result = merged(
        with_order("ports", json!([{"containerPort": 53, "name": "a"}])),
        with_order("ports", json!([{"containerPort": 53, "name": "b"}])),
    );
    assert_eq!(result, Err(ErrorKind::InvalidSetElementOrderDirective));
    let order = json!([{"containerPort": 53, "protocol": "UDP"}, {"containerPort": 53, "protocol": "TCP"}]);
    let result = merged(with_order("ports", order.clone()), with_order("ports", order.clone()));
    assert_eq!(result, Ok(with_order("ports", order)));
}
