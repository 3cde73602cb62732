//! The typed three-way diff with overwrite off diffs the last applied configuration and the
//! live object only where the patch has members (`InPlace::Diff`'s `within`), as the
//! conflict check reads nothing else, and a keyed list only at the items the patch has.
//! These cases are where a diff so limited could read differently from the whole one the
//! reference checks against; the `Value` path, which diffs whole and which the Go-oracle
//! tests hold to the reference, is the oracle, and each case also pins the outcome, so that
//! a limit that changed it fails.

use k8s_openapi::api::apps::v1::Deployment;
use serde_json::{json, Value};
use smp::{KubeVersion, Schema, ThreeWayOptions};

/// Both paths' three-way patch with overwrite off, as JSON, or their conflict, which must
/// be the same error, with the same patches in it.
fn both(original: &Value, modified: &Value, current: &Value) -> Result<Value, smp::Error> {
    let schemas = Schema::kubernetes(KubeVersion::V1_37).unwrap();
    let schema = schemas.for_kind("apps/v1", "Deployment").unwrap();
    let options = ThreeWayOptions::default().overwrite(false);
    let read = |document: &Value| serde_json::from_value::<Deployment>(document.clone()).expect("a Deployment");
    let typed = smp::typed::three_way(&read(original), &read(modified), &read(current), &options)
        .map(|patch| serde_json::to_value(patch).expect("a patch prints"));
    let value = smp::three_way(original, modified, current, schema, &options);
    match (&typed, &value) {
        (Ok(typed), Ok(value)) => assert_eq!(typed, value),
        (Err(typed), Err(value)) => assert_eq!(typed, value),
        _ => panic!("the paths disagree: typed {typed:?}, value {value:?}"),
    }
    value
}

fn containers(containers: Value) -> Value {
    json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "web"},
           "spec": {"selector": {}, "replicas": 2, "template": {"spec": {"containers": containers}}}})
}

#[test]
fn a_key_the_live_list_repeats_is_checked_against_the_whole_diff() {
    // Container `a` is there twice. The check pairs the patch's `a` (new args) with the
    // last change of `a` in the diff from the last applied configuration to the live
    // object, which is the other item's `imagePullPolicy`: nothing to compare, and the
    // patch's args stay as they are. Limited to what the patch has, that item's diff would
    // be empty, and the check would compare the change of args before it, sorting the
    // patch's args in place as the reference's check sorts lists it compares.
    let item = |args: Value, pull: &str| json!({"name": "a", "image": "i", "args": args, "imagePullPolicy": pull});
    let original = containers(json!([item(json!(["x"]), "Always"), item(json!(["x"]), "Always")]));
    let current = containers(json!([item(json!(["x"]), "Never"), item(json!(["a", "b", "a"]), "Always")]));
    let modified = containers(json!([item(json!(["x"]), "Never"), item(json!(["b", "a", "b"]), "Always")]));
    let patch = both(&original, &modified, &current).expect("no conflict");
    assert_eq!(patch["spec"]["template"]["spec"]["containers"][0]["args"], json!(["b", "a", "b"]), "{patch}");
}

#[test]
fn an_item_the_patch_deletes_conflicts_with_any_change_to_it() {
    // The patch deletes `b` (`$patch: delete`): the item's whole diff counts, and the
    // live `b` changed a field the patch does not name.
    let original = containers(json!([{"name": "a", "image": "i"}, {"name": "b", "image": "i"}]));
    let current = containers(json!([{"name": "a", "image": "i"}, {"name": "b", "image": "i", "workingDir": "/w"}]));
    let modified = containers(json!([{"name": "a", "image": "i"}]));
    let error = both(&original, &modified, &current).expect_err("a conflict");
    assert!(error.is_conflict(), "{error}");
}

#[test]
fn a_conflict_shows_everything_that_changed() {
    // The live object changed the replicas (which the patch sets too) and a container's
    // working directory (which it does not): the error's diff holds both, as Go's does.
    let original = containers(json!([{"name": "a", "image": "i"}]));
    let mut current = containers(json!([{"name": "a", "image": "i", "workingDir": "/w"}]));
    current["spec"]["replicas"] = json!(5);
    let mut modified = containers(json!([{"name": "a", "image": "i"}]));
    modified["spec"]["replicas"] = json!(3);
    let error = both(&original, &modified, &current).expect_err("a conflict");
    let smp::ErrorKind::Conflict { changes, .. } = error.kind() else { panic!("not a conflict: {error}") };
    let spec = &changes["spec"];
    assert_eq!(
        (&spec["replicas"], &spec["template"]["spec"]["containers"][0]["workingDir"]),
        (&json!(5), &json!("/w"))
    );
}
