//! The matcher's no-op answer is exact: `unchanged` holds if and only if applying the
//! patch to the live object leaves it as it is, with kubectl (`kubectl patch --local`, the
//! Go reference) doing the applying.
//!
//! Random Pods and Deployments play the desired object; the live object is the desired
//! one, annotated as an apply leaves it, then changed the ways a server and other
//! writers change objects: nothing, a random patch, a service account token volume and
//! its mounts inserted (the `$setElementOrder` false positive), or a list reordered.
//! The test also requires each kind of answer to occur, so it cannot pass vacuously.
//! The applier's plan must say `Unchanged` on exactly the same cases, where the live
//! object stores the annotation the applier writes (elsewhere it must send the new one).

use crate::gen;
use crate::kubectl_patch;
use crate::seeds;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use smp::applier::Applier;
use smp::last_applied::LastApplied;
use smp::matcher::Matcher;
use smp::{KubeVersion, Schema};

const CASES_PER_SEED: u64 = 80;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Variant {
    Untouched,
    Patched,
    TokenVolume,
    Reordered,
}

/// What a case gave: its variant, `unchanged`, whether the patch was empty, and whether
/// kubectl refused the patch.
type Outcome = (Variant, bool, bool, bool);

#[test]
fn unchanged_iff_the_patch_changes_nothing() {
    if kubectl_patch::kubectl().is_none() {
        return;
    }
    let schemas = Schema::kubernetes(KubeVersion::V1_33).unwrap();
    let matcher = Matcher::new();
    let mut cases = Vec::new();
    for seed in seeds::seeds("matcher no-op") {
        for index in 0..CASES_PER_SEED {
            let case = gen::case(seed, index);
            let mut rng = SmallRng::seed_from_u64(seed ^ index.rotate_left(17));
            let desired = case.object.clone();
            let schema = schemas.for_document(&desired).expect("a built-in kind");
            let annotated = LastApplied::kubectl().annotate(&desired).unwrap();
            for variant in [Variant::Untouched, Variant::Patched, Variant::TokenVolume, Variant::Reordered] {
                let mut live = annotated.clone();
                live["metadata"]["uid"] = json!("0b1c2d3e");
                live["metadata"]["resourceVersion"] = json!(rng.gen_range(1..10_000).to_string());
                let changed = match variant {
                    Variant::Untouched => true,
                    // Live objects are what the API server stores: not the result of a
                    // patch invalid on purpose, nor an object holding directives as data
                    // or null list items (the matcher rightly refuses to diff those).
                    Variant::Patched if case.deliberately_invalid.is_some() => false,
                    Variant::Patched => match smp::apply(&live, &case.patch, schema) {
                        Ok(patched) if !gen::has_directive_key(&patched) && !gen::has_null_item(&patched) => {
                            live = patched;
                            true
                        }
                        _ => false,
                    },
                    Variant::TokenVolume => insert_token_volume(&mut live, &mut rng),
                    Variant::Reordered => reverse_some_list(&mut live),
                };
                if changed {
                    cases.push((seed, index, variant, live, desired.clone()));
                }
            }
        }
    }

    let next = AtomicUsize::new(0);
    let outcomes = Mutex::new(Vec::new());
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((seed, index, variant, live, desired)) = cases.get(i) else { break };
                let schema = schemas.for_document(desired).unwrap();
                let matched = match matcher.calculate(desired, Some(live), Some(schema)) {
                    Ok(matched) => matched,
                    Err(error) => {
                        failures.lock().unwrap().push(format!("{seed}:{index} {variant:?}: matcher failed: {error}"));
                        continue;
                    }
                };
                let kubectl = kubectl_patch::kubectl_patch(&matched.live, &matched.patch).expect("kubectl is there");
                // kubectl refusing the patch means sending it would fail: not a no-op.
                let truly_unchanged = kubectl.as_ref().is_ok_and(|result| *result == matched.live);
                if truly_unchanged != matched.unchanged {
                    failures.lock().unwrap().push(format!(
                        "{seed}:{index} {variant:?}: matcher says unchanged={}, kubectl says {truly_unchanged} ({})\npatch: {}",
                        matched.unchanged,
                        kubectl.as_ref().err().map_or("applied", |e| e.as_str()).trim(),
                        matched.patch
                    ));
                }
                // The applier's one-call plan gives the same answer on the same objects,
                // where the live object stores the annotation the applier writes. Where it
                // stores another (a random patch changed it), the matcher leaves it out,
                // and the applier must send the new one.
                let pointer = "/metadata/annotations/kubectl.kubernetes.io~1last-applied-configuration";
                let annotated = LastApplied::kubectl().annotate(desired).unwrap();
                let expected = matched.unchanged && live.pointer(pointer) == annotated.pointer(pointer);
                match Applier::new().plan(desired, Some(live), Some(schema)) {
                    Ok(plan) if plan.is_unchanged() == expected => {}
                    planned => failures.lock().unwrap().push(format!(
                        "{seed}:{index} {variant:?}: matcher says unchanged={}, the applier plans {planned:?}",
                        matched.unchanged
                    )),
                }
                let empty = matched.patch.as_object().is_some_and(|m| m.is_empty());
                outcomes.lock().unwrap().push((*variant, matched.unchanged, empty, kubectl.is_err()));
            });
        }
    });

    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{} of {} cases fail:\n{}", failures.len(), cases.len(), failures.join("\n\n"));
    let outcomes = outcomes.into_inner().unwrap();
    let count = |pred: &dyn Fn(&Outcome) -> bool| outcomes.iter().filter(|o| pred(o)).count();
    let unchanged_empty = count(&|o| o.1 && o.2);
    let unchanged_with_patch = count(&|o| o.1 && !o.2);
    let changed = count(&|o| !o.1);
    let refused = count(&|o| o.3);
    eprintln!(
        "matcher no-op: {} cases agree with kubectl: {unchanged_empty} unchanged with an empty patch, \
         {unchanged_with_patch} unchanged with a non-empty patch, {changed} changed ({refused} of them a patch kubectl refuses)",
        outcomes.len()
    );
    assert!(unchanged_empty > 0 && unchanged_with_patch > 0 && changed > 0, "every kind of answer must occur");
}

/// Inserts a service account token volume, and its mount in every container, at random
/// places (what the API server does to Pods). Returns whether the object has a pod spec.
fn insert_token_volume(object: &mut Value, rng: &mut SmallRng) -> bool {
    let spec = if object["kind"] == "Deployment" {
        object.pointer_mut("/spec/template/spec")
    } else {
        object.pointer_mut("/spec")
    };
    let Some(Value::Object(spec)) = spec else { return false };
    let volume = json!({"name": "kube-api-access-x7k2p", "projected": {"sources": [{"serviceAccountToken": {"path": "token"}}]}});
    let volumes = spec.entry("volumes").or_insert_with(|| json!([]));
    let Value::Array(volumes) = volumes else { return false };
    if volumes.iter().any(|v| v["name"] == volume["name"]) {
        return false;
    }
    let at = rng.gen_range(0..=volumes.len());
    volumes.insert(at, volume);
    if let Some(Value::Array(containers)) = spec.get_mut("containers") {
        for container in containers {
            let Value::Object(container) = container else { continue };
            let mounts = container.entry("volumeMounts").or_insert_with(|| json!([]));
            if let Value::Array(mounts) = mounts {
                let at = rng.gen_range(0..=mounts.len());
                let mount = json!({"name": "kube-api-access-x7k2p",
                                   "mountPath": "/var/run/secrets/kubernetes.io/serviceaccount", "readOnly": true});
                mounts.insert(at, mount);
            }
        }
    }
    true
}

/// Reverses the first merge list with two or more items: containers, or a container's
/// env. Returns whether one was found.
fn reverse_some_list(object: &mut Value) -> bool {
    let base = if object["kind"] == "Deployment" { "/spec/template/spec" } else { "/spec" };
    for pointer in [format!("{base}/containers"), format!("{base}/containers/0/env"), format!("{base}/volumes")] {
        if let Some(Value::Array(items)) = object.pointer_mut(&pointer) {
            if items.len() >= 2 {
                items.reverse();
                return true;
            }
        }
    }
    false
}

/// The typed matcher (`Matcher::calculate_typed`, on `k8s-openapi`'s Pod and Deployment)
/// gives the JSON matcher's answer and patch on the same objects (the typed values' JSON),
/// with and without fields left out (`status`, and patterns through lists and maps).
#[test]
fn the_typed_matcher_agrees_with_the_json_matcher() {
    use k8s_openapi::api::apps::v1::Deployment;
    use k8s_openapi::api::core::v1::Pod;
    use smp::matcher::FieldPattern;

    let schemas = Schema::kubernetes(KubeVersion::V1_33).unwrap();
    let ignoring = Matcher::new()
        .ignore_status()
        .ignore(FieldPattern::parse("/spec/template/spec/containers/*/image").unwrap())
        .ignore(FieldPattern::parse("/spec/containers/*/env").unwrap())
        .ignore(FieldPattern::parse("/metadata/labels/app").unwrap());
    // Not representable in the types; compared, changed; compared, unchanged.
    let mut compared = [0usize; 3];
    for seed in seeds::seeds("typed matcher") {
        for index in 0..CASES_PER_SEED {
            let case = gen::case(seed, index);
            if case.deliberately_invalid.is_some() {
                continue;
            }
            let mut rng = SmallRng::seed_from_u64(seed ^ index.rotate_left(9));
            let mut live = LastApplied::kubectl().annotate(&case.object).unwrap();
            let schema = schemas.for_document(&case.object).unwrap();
            if rng.gen_bool(0.5) {
                if let Ok(patched) = smp::apply(&live, &case.patch, schema) {
                    live = patched;
                }
            }
            if rng.gen_bool(0.3) {
                reverse_some_list(&mut live);
            }
            live["status"] = json!({"phase": "Running", "replicas": 1});
            let context = || format!("seed {seed} case {index}\ndesired = {}\nlive = {live}", case.object);
            for matcher in [&Matcher::new(), &ignoring] {
                let agreed = if case.object["kind"] == "Deployment" {
                    typed_agrees::<Deployment>(matcher, &case.object, &live, schema, &context)
                } else {
                    typed_agrees::<Pod>(matcher, &case.object, &live, schema, &context)
                };
                compared[agreed.map_or(0, |unchanged| 1 + usize::from(unchanged))] += 1;
            }
        }
    }
    eprintln!(
        "typed matcher: {} cases agree ({} unchanged), {} not representable in the types",
        compared[1] + compared[2],
        compared[2],
        compared[0]
    );
    assert!(compared[1] + compared[2] > compared[0], "most cases must be compared: {compared:?}");
    assert!(compared[1] > 0 && compared[2] > 0, "both answers must occur: {compared:?}");
}

/// Whether the objects are unchanged (`None` where they do not read into `T`); asserts the
/// two matchers agree on them.
fn typed_agrees<T>(
    matcher: &Matcher,
    desired: &Value,
    live: &Value,
    schema: smp::SchemaRef<'_>,
    context: &dyn Fn() -> String,
) -> Option<bool>
where
    T: smp::StrategicMerge
        + smp::last_applied::Annotated
        + serde::Serialize
        + serde::de::DeserializeOwned
        + Clone
        + Default
        + PartialEq,
    T::Patch: Default,
{
    let (Ok(desired), Ok(live)) =
        (serde_json::from_value::<T>(desired.clone()), serde_json::from_value::<T>(live.clone()))
    else {
        return None;
    };
    let (desired_json, live_json) = (serde_json::to_value(&desired).unwrap(), serde_json::to_value(&live).unwrap());
    let by_json = matcher.calculate(&desired_json, Some(&live_json), Some(schema));
    let by_type = matcher.calculate_typed(&desired, Some(&live));
    match (by_json, by_type) {
        (Ok(json), Ok(typed)) => {
            assert_eq!(typed.unchanged, json.unchanged, "unchanged\n{}", context());
            assert_eq!(serde_json::to_value(&typed.patch).unwrap(), json.patch, "patch\n{}", context());
            Some(typed.unchanged)
        }
        (Err(json), Err(typed)) => {
            assert_eq!(typed.to_string(), json.to_string(), "{}", context());
            Some(false)
        }
        (json, typed) => panic!("one matcher failed: json {json:?}, typed {typed:?}\n{}", context()),
    }
}
