//! The typed path on `k8s-openapi` types (`smp::k8s`, generated from the Kubernetes
//! definitions) agrees with the `Value` path on the same definitions: random Pods and
//! Deployments with random patches using every directive ([`gen`], seeded; seeds
//! printed), applied both ways, must give the same object (compared as typed values),
//! or both must refuse. Cases the typed model cannot hold (a patch value of the wrong
//! JSON type) are counted by reason, and must stay a small minority.

use crate::gen;
use crate::k8s_typed;
use crate::kubectl_patch;
use crate::seeds;

use std::collections::BTreeMap;

use k8s_typed::Typed;
use smp::{KubeVersion, Schema};

#[test]
fn typed_k8s_openapi_apply_agrees_with_the_value_path() {
    let schema = Schema::kubernetes(KubeVersion::V1_37).expect("the Kubernetes 1.37 definitions");
    let (mut agreed, mut both_rejected) = (0, 0);
    let mut unrepresentable: BTreeMap<String, usize> = BTreeMap::new();
    let mut mismatches = Vec::new();
    let mut total = 0;
    for seed in seeds::seeds("typed k8s-openapi agreement") {
        for index in 0..300 {
            let case = gen::case(seed, index);
            total += 1;
            let root = schema.for_kind(case.api_version, case.kind).expect("a built-in kind");
            let value_result = smp::apply(&case.object, &case.patch, root);
            let typed_result = k8s_typed::apply(case.kind, &case.object, &case.patch);
            let context = || {
                format!("seed {seed} case {index} ({})\nobject = {}\npatch = {}", case.kind, case.object, case.patch)
            };
            match (value_result, typed_result) {
                (_, Typed::Unrepresentable(reason)) => {
                    let group = reason.split(" at line").next().unwrap_or(&reason).to_owned();
                    *unrepresentable.entry(group).or_default() += 1;
                }
                (Ok(expected), Typed::Applied(typed)) => match k8s_typed::same(case.kind, &typed, &expected) {
                    Ok(true) => agreed += 1,
                    Ok(false) => mismatches.push(format!(
                        "results differ\n{}\nvalue path = {}\ntyped      = {typed}",
                        context(),
                        k8s_typed::canonical(case.kind, &expected).unwrap_or(expected.clone())
                    )),
                    Err(reason) => *unrepresentable.entry(format!("result: {reason}")).or_default() += 1,
                },
                (Err(_), Typed::Rejected(_)) => both_rejected += 1,
                (Ok(expected), Typed::Rejected(error)) => mismatches.push(format!(
                    "typed rejected ({error}), value path applied\n{}\nvalue path = {expected}",
                    context()
                )),
                (Err(error), Typed::Applied(typed)) => mismatches
                    .push(format!("value path rejected ({error}), typed applied\n{}\ntyped = {typed}", context())),
            }
        }
    }
    let skipped: usize = unrepresentable.values().sum();
    eprintln!("typed k8s-openapi agreement: {total} cases, {agreed} equal results, {both_rejected} both rejected, {skipped} not representable, {} mismatches", mismatches.len());
    for (reason, count) in &unrepresentable {
        eprintln!("  not representable [{count}]: {reason}");
    }
    for m in &mismatches {
        eprintln!("MISMATCH {m}");
    }
    assert!(mismatches.is_empty(), "{} mismatches; the first:\n{}", mismatches.len(), mismatches[0]);
    assert!(skipped * 5 <= total, "too many cases the typed path cannot hold: {skipped} of {total}");
}

/// A patch list naming a new item twice: Go appends the first as written, nulls and all,
/// and merges the later ones into that, so a `$setElementOrder` list of a later one meets
/// the first's null and is refused; a typed item holds no null, yet the typed path refuses
/// it too (found by seed 1795795813633377685, case 19). What a middle item sets, deletes,
/// replaces or does not retain is what the last one meets.
#[test]
fn a_new_item_named_twice_keeps_the_nulls_it_was_written_with() {
    use serde_json::json;
    let (pod, root) = app_pod();
    let first = json!({"name": "proxy", "image": "envoy", "args": null,
        "lifecycle": {"postStart": {"exec": {"command": null}}}});
    let order_args = json!({"name": "proxy", "$setElementOrder/args": ["-v"], "args": ["-v"]});
    let order_command = json!({"name": "proxy",
        "lifecycle": {"postStart": {"exec": {"$setElementOrder/command": ["sh"], "command": ["sh"]}}}});
    // The items after the first, and where the last is refused ("": it applies).
    let cases = [
        (vec![order_args.clone()], "1/args"),
        (vec![order_command.clone()], "1/lifecycle/postStart/exec/command"),
        (vec![json!({"name": "proxy", "args": ["-v"]})], ""),
        (vec![json!({"name": "proxy", "args": ["-q"]}), order_args.clone()], ""),
        (vec![json!({"name": "proxy", "image": "envoy:2"}), order_args.clone()], "2/args"),
        (vec![json!({"name": "proxy", "$retainKeys": ["name", "image"], "image": "envoy:2"}), order_args], ""),
        (
            vec![
                json!({"name": "proxy", "lifecycle": {"postStart": {"exec": {"command": ["a"]}}}}),
                order_command.clone(),
            ],
            "",
        ),
        (
            vec![
                json!({"name": "proxy", "lifecycle": {"postStart": {"exec": {"$patch": "replace", "command": null}}}}),
                order_command,
            ],
            "2/lifecycle/postStart/exec/command",
        ),
    ];
    for (later, refused_at) in cases {
        let items: Vec<_> = std::iter::once(first.clone()).chain(later).collect();
        let patch = json!({"spec": {"containers": items}});
        let refused = all_three_agree(&pod, &patch, root);
        if refused_at.is_empty() {
            assert_eq!(refused, None, "{patch}");
            continue;
        }
        let at = format!("(at /spec/containers/{refused_at})");
        let (error, kubectl) = refused.unwrap_or_else(|| panic!("{patch} applies"));
        assert!(error.starts_with("expected list, but received null") && error.ends_with(&at), "{error}");
        if let Some(kubectl) = kubectl {
            assert!(kubectl.contains("expected a []interface {}, but received a %!s(<nil>)"), "{kubectl}");
        }
    }
}

/// A patch list naming a new item twice, the first writing a list whose items Go keeps
/// as written (a `$patch` or a null in a new item is no directive): Go merges a later
/// item's list into them, and refuses where one has no merge key (found by seed
/// 750893861183, case 75).
#[test]
fn a_new_item_named_twice_merges_later_lists_into_the_items_it_wrote() {
    use serde_json::json;
    let (pod, root) = app_pod();
    let mount = |path: &str| json!({"mountPath": path, "name": "data"});
    let keyless = json!({"name": "proxy", "volumeMounts": [mount("/a"), {"$patch": "replace"}]});
    let nulled = json!({"name": "proxy", "volumeMounts": [mount("/a"), {"mountPath": "/b", "name": "data",
        "readOnly": null}]});
    let later = |mounts: serde_json::Value| json!({"name": "proxy", "volumeMounts": mounts});
    let order = json!({"name": "proxy", "$setElementOrder/volumeMounts": [{"mountPath": "/a"}]});
    let missing_key = "map[$patch:replace] does not contain declared merge key: mountPath";
    // The first item, a later one, and what the refusal says ("": it applies).
    let cases = [
        (&keyless, later(json!([mount("/c")])), missing_key),
        (&keyless, later(json!([mount("/a")])), missing_key),
        (&keyless, order.clone(), missing_key),
        (&keyless, json!({"name": "proxy", "image": "envoy"}), ""),
        (&keyless, later(json!([{"$patch": "replace"}, mount("/c")])), ""),
        (&keyless, later(json!(null)), ""),
        (&nulled, later(json!([{"mountPath": "/b", "name": "data", "readOnly": true}, mount("/c")])), ""),
        (&nulled, later(json!([{"mountPath": "/b", "$patch": "delete"}])), ""),
        (&nulled, order, ""),
    ];
    for (first, later, refusal) in cases {
        let patch = json!({"spec": {"containers": [first, later]}});
        let refused = all_three_agree(&pod, &patch, root);
        if refusal.is_empty() {
            assert_eq!(refused, None, "{patch}");
        } else {
            let (error, kubectl) = refused.unwrap_or_else(|| panic!("{patch} applies"));
            assert!(error.contains(refusal), "{error}");
            if let Some(kubectl) = kubectl {
                assert!(kubectl.contains(refusal), "{kubectl}");
            }
        }
    }
}

/// A live list holding a key twice: `$patch: delete` removes every item with it, and a
/// later upsert of that key adds a new item; the order list then places the rest (both
/// items with one key at its first place). The list steps index live keys and take
/// shortcuts where each is at one position, which these cases must not take.
#[test]
fn a_key_the_live_list_holds_twice() {
    use serde_json::json;
    let (_, root) = app_pod();
    let env = json!([{"name": "A", "value": "1"}, {"name": "B", "value": "2"}, {"name": "A", "value": "3"},
        {"name": "C", "value": "4"}]);
    let pod = json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "api"},
        "spec": {"containers": [{"name": "app", "image": "nginx", "env": env}]}});
    let delete_a = json!({"name": "A", "$patch": "delete"});
    let add = |name: &str| json!({"name": name, "value": "5"});
    let order = |names: &[&str]| names.iter().map(|name| json!({"name": name})).collect::<Vec<_>>();
    let patches = [
        json!({"env": [delete_a, add("D")]}),
        json!({"env": [delete_a, add("A")]}),
        json!({"env": [add("B")]}),
        json!({"$setElementOrder/env": order(&["C", "D", "B"]), "env": [delete_a, add("D")]}),
        json!({"$setElementOrder/env": order(&["A", "C", "B"]), "env": [add("A")]}),
        json!({"$setElementOrder/env": order(&["A", "B", "A", "C"]), "env": [add("B")]}),
    ];
    for container in patches {
        let mut container = container;
        container["name"] = json!("app");
        let patch = json!({"spec": {"containers": [container]}});
        assert_eq!(all_three_agree(&pod, &patch, root), None, "{patch}");
    }
}

/// A Pod with one container, `app`, and its schema.
fn app_pod() -> (serde_json::Value, smp::SchemaRef<'static>) {
    let schema = Schema::kubernetes(KubeVersion::V1_37).expect("the Kubernetes 1.37 definitions");
    let pod = serde_json::json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "api"},
        "spec": {"containers": [{"name": "app", "image": "nginx"}]}});
    let root = schema.for_document(&pod).expect("a built-in kind");
    (pod, root)
}

/// Applies `patch` to the Pod `pod` on the `Value` path, on the typed path and with
/// kubectl (when there is one): all apply it alike, or all refuse it, the two paths with
/// one message. A refusal returns that message and kubectl's.
fn all_three_agree(
    pod: &serde_json::Value,
    patch: &serde_json::Value,
    root: smp::SchemaRef<'_>,
) -> Option<(String, Option<String>)> {
    let value = smp::apply(pod, patch, root);
    let typed = k8s_typed::apply("Pod", pod, patch);
    let kubectl = kubectl_patch::kubectl_patch(pod, patch);
    match (value, typed) {
        (Ok(expected), Typed::Applied(typed)) => {
            assert!(k8s_typed::same("Pod", &typed, &expected).unwrap(), "{patch}: {typed} against {expected}");
            if let Some(kubectl) = kubectl {
                let kubectl = kubectl.unwrap_or_else(|error| panic!("kubectl refused {patch}: {error}"));
                assert!(k8s_typed::same("Pod", &typed, &kubectl).unwrap(), "{typed} against kubectl's {kubectl}");
            }
            None
        }
        (Err(error), Typed::Rejected(typed)) => {
            let error = error.to_string();
            assert_eq!(typed, error, "{patch}: the typed path's refusal against the Value path's");
            Some((error, kubectl.map(|kubectl| kubectl.expect_err("kubectl refuses it"))))
        }
        (value, typed) => panic!("{patch}: the Value path gave {value:?}, the typed path {typed:?}"),
    }
}

/// Two-way and three-way diffs on typed Pods and Deployments equal the `Value` path's on
/// the same documents (the typed values' JSON), and the typed patches apply as the
/// `Value` path applies them.
#[test]
fn typed_k8s_openapi_diffs_agree_with_the_value_path() {
    use k8s_openapi::api::apps::v1::Deployment;
    use k8s_openapi::api::core::v1::Pod;
    let schema = Schema::kubernetes(KubeVersion::V1_37).expect("the Kubernetes 1.37 definitions");
    let mut compared = 0;
    for seed in seeds::seeds("typed k8s-openapi diffs") {
        for index in 0..400 {
            let (first, second) = (gen::case(seed, 2 * index), gen::case(seed, 2 * index + 1));
            if first.kind != second.kind {
                continue;
            }
            let root = schema.for_kind(first.api_version, first.kind).expect("a built-in kind");
            // original, modified (original patched) and current (original patched otherwise).
            let original = first.object.clone();
            let (Ok(modified), Ok(current)) =
                (smp::apply(&original, &first.patch, root), smp::apply(&original, &second.patch, root))
            else {
                continue;
            };
            let context = format!("seed {seed} cases {} and {} ({})", 2 * index, 2 * index + 1, first.kind);
            let done = match first.kind {
                "Pod" => diffs_agree::<Pod>(&original, &modified, &current, root, &context),
                _ => diffs_agree::<Deployment>(&original, &modified, &current, root, &context),
            };
            compared += usize::from(done);
        }
    }
    eprintln!("typed k8s-openapi diffs: {compared} triples compared");
    assert!(compared >= 200, "too few triples the typed path could hold: {compared}");
}

/// `false` when a document does not parse into `T`.
fn diffs_agree<T>(
    original: &serde_json::Value,
    modified: &serde_json::Value,
    current: &serde_json::Value,
    root: smp::SchemaRef<'_>,
    context: &str,
) -> bool
where
    T: smp::StrategicMerge
        + smp::Describe
        + serde::de::DeserializeOwned
        + serde::Serialize
        + Clone
        + PartialEq
        + std::fmt::Debug,
    T::Patch: Default,
{
    let typed = |doc: &serde_json::Value| serde_json::from_value::<T>(doc.clone()).ok();
    let (Some(o), Some(m), Some(c)) = (typed(original), typed(modified), typed(current)) else { return false };
    // Go leaves the directives of items it appends whole unapplied, so a document made by
    // a patch can hold keys such as `$patch` as data (in labels, in resource lists), which
    // no valid object has and which a patch cannot tell from directives: skip those.
    // The Value path runs on the typed values' own JSON: the same documents for both.
    let json = |value: &T| serde_json::to_value(value).expect("serializes");
    let (vo, vm, vc) = (json(&o), json(&m), json(&c));
    if [&vo, &vm, &vc].into_iter().any(gen::has_directive_key) {
        return false;
    }
    let value_two_way = smp::two_way(&vo, &vm, root, &smp::TwoWayOptions::default())
        .unwrap_or_else(|e| panic!("value two-way: {e}\n{context}"));
    let typed_two_way = smp::typed::two_way(&o, &m, &smp::TwoWayOptions::default())
        .unwrap_or_else(|e| panic!("typed two-way: {e}\n{context}"));
    assert_eq!(serde_json::to_value(&typed_two_way).unwrap(), value_two_way, "two-way patches differ\n{context}");
    // Applied, it gives what the Value path gives (which is `modified` but where Go's
    // de-duplication of primitive lists reorders duplicates, see tests/integration/properties.rs).
    // (Go's own two-way patch can fail to apply: duplicate merge keys make an order list
    // the patch does not follow. Then both must refuse it.)
    match (smp::apply(&vo, &value_two_way, root), smp::typed::apply(&o, typed_two_way)) {
        (Ok(value_applied), Ok(typed_applied)) => {
            assert_eq!(Some(typed_applied), typed(&value_applied), "two-way applied differs\n{context}")
        }
        (Err(v), Err(t)) => assert_eq!(v.kind(), t.kind(), "two-way apply errors differ\n{context}"),
        (v, t) => panic!("two-way apply: value {v:?}, typed {t:?}\n{context}"),
    }
    for overwrite in [true, false] {
        let options = smp::ThreeWayOptions::default().overwrite(overwrite);
        let value_three_way = smp::three_way(&vo, &vm, &vc, root, &options);
        let typed_three_way = smp::typed::three_way(&o, &m, &c, &options);
        match (value_three_way, typed_three_way) {
            (Ok(v), Ok(t)) => assert_eq!(
                serde_json::to_value(&t).unwrap(),
                v,
                "three-way patches differ (overwrite {overwrite})\n{context}"
            ),
            (Err(v), Err(t)) => {
                assert_eq!(v.is_conflict(), t.is_conflict(), "three-way errors differ: {v} / {t}\n{context}")
            }
            (v, t) => panic!("three-way (overwrite {overwrite}): value {v:?}, typed {t:?}\n{context}"),
        }
    }
    true
}

/// A patch that removes a required value whose type has no `Default` (`Time`) is a typed
/// error naming the place; the value is left as it was.
#[test]
fn removing_a_required_time_is_an_error() {
    use k8s_openapi::apimachinery::pkg::apis::meta::v1::Condition;
    use smp::k8s::apimachinery::pkg::apis::meta::v1::ConditionPatch;
    let condition: Condition = serde_json::from_value(serde_json::json!({
        "type": "Ready", "status": "True", "reason": "Up", "message": "",
        "lastTransitionTime": "2026-11-21T08:00:00Z"
    }))
    .unwrap();
    let before = condition.clone();
    let patch: ConditionPatch = serde_json::from_value(serde_json::json!({"lastTransitionTime": null})).unwrap();
    let error = smp::typed::apply(&condition, patch).unwrap_err();
    assert!(matches!(error.kind(), smp::ErrorKind::NoDefault { what } if what == "lastTransitionTime"), "{error}");
    assert_eq!(error.path().to_string(), "/lastTransitionTime");
    let delete: ConditionPatch = serde_json::from_value(serde_json::json!({"$patch": "delete"})).unwrap();
    let error = smp::typed::apply(&condition, delete).unwrap_err();
    assert!(matches!(error.kind(), smp::ErrorKind::NoDefault { .. }), "{error}");
    assert_eq!(condition, before);
    // Changing it is fine.
    let patch: ConditionPatch =
        serde_json::from_value(serde_json::json!({"lastTransitionTime": "2026-11-21T09:00:00Z"})).unwrap();
    let changed = smp::typed::apply(&condition, patch).unwrap();
    assert_eq!(serde_json::to_value(&changed).unwrap()["lastTransitionTime"], "2026-11-21T09:00:00Z");
}

// A typed patch reads as serde's derive with `deny_unknown_fields` would, but only from a
// map: it writes only the fields it has, so a sequence could not be read back by position.
#[test]
fn a_typed_patch_reads_a_map_with_known_fields_once() {
    use smp::k8s::api::core::v1::ContainerPatch;
    let read = |json| serde_json::from_value::<ContainerPatch>(json).map_err(|error| error.to_string());
    let patch = read(serde_json::json!({"image": "nginx", "$setElementOrder/env": [{"name": "A"}]})).unwrap();
    assert_eq!(
        serde_json::to_value(&patch).unwrap(),
        serde_json::json!({"image": "nginx", "$setElementOrder/env": [{"name": "A"}]})
    );
    assert!(read(serde_json::json!({"imag": "nginx"}))
        .unwrap_err()
        .starts_with("unknown field `imag`, expected one of `$patch`"));
    let duplicate = serde_json::from_str::<ContainerPatch>(r#"{"image": "a", "image": "b"}"#).unwrap_err();
    assert_eq!(duplicate.to_string(), "duplicate field `image` at line 1 column 22");
    assert_eq!(
        read(serde_json::json!(["nginx"])).unwrap_err(),
        "invalid type: sequence, expected struct ContainerPatch"
    );
}
