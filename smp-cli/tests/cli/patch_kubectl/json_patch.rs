//! `smp patch --type json` (RFC 6902) against `kubectl patch --local --type json`.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

use super::{kubectl_patch_type, smp_patch, Scratch};
use crate::{kubectl_support, seeds};

/// `--type json` (RFC 6902) as kubectl applies it: random operations of every kind on a
/// Pod, with paths that exist, that do not, and negative list indices (which kubectl's
/// library counts from the end). The same bytes, or both refuse.
#[test]
fn json_patches_as_kubectl_applies_them() {
    let test = "smp patch --type json vs kubectl";
    let Some(kubectl) = kubectl_support::find_kubectl(test) else { return };
    const PATHS: &[&str] = &[
        "/metadata/labels",
        "/metadata/labels/app",
        "/metadata/labels/a~1b",
        "/metadata/finalizers/0",
        "/metadata/finalizers/-1",
        "/metadata/finalizers/-2",
        "/metadata/finalizers/-3",
        "/metadata/finalizers/-",
        "/metadata/finalizers/7",
        "/spec/containers/0/image",
        "/spec/containers/-1/env",
        "/spec/containers/0/env/-1/value",
        "/spec/containers/1",
        "/metadata/missing/deeper",
        "/status",
    ];
    let object = json!({"apiVersion": "v1", "kind": "Pod",
        "metadata": {"name": "p", "labels": {"app": "web"}, "finalizers": ["a", "b", "c"]},
        "spec": {"containers": [{"name": "app", "image": "app:1", "env": [{"name": "A", "value": "1"}]}]}});
    let values = [json!("x"), json!(3), json!({"k": "v"}), json!(["q"]), Value::Null, json!("b")];
    let scratch = Scratch::new("json-patch");
    let file = scratch.file("pod.json", &serde_json::to_vec(&object).unwrap());
    let (mut same, mut refused, mut cases) = (0, 0, 0);
    for seed in seeds::seeds(test) {
        let mut rng = SmallRng::seed_from_u64(seed);
        for case in 0..40 {
            let operations: Vec<Value> = (0..rng.gen_range(1..4))
                .map(|_| {
                    let path = PATHS[rng.gen_range(0..PATHS.len())];
                    let from = PATHS[rng.gen_range(0..PATHS.len())];
                    let value = values[rng.gen_range(0..values.len())].clone();
                    match rng.gen_range(0..6) {
                        0 => json!({"op": "add", "path": path, "value": value}),
                        1 => json!({"op": "remove", "path": path}),
                        2 => json!({"op": "replace", "path": path, "value": value}),
                        3 => json!({"op": "test", "path": path, "value": value}),
                        4 => json!({"op": "copy", "from": from, "path": path}),
                        _ => json!({"op": "move", "from": from, "path": path}),
                    }
                })
                .collect();
            let patch = scratch.file("patch.json", &serde_json::to_vec(&operations).unwrap());
            let theirs = kubectl_patch_type(&kubectl, &scratch, &file, &patch, "json", "json");
            let ours = smp_patch(&file, &patch, "json", "json");
            cases += 1;
            match (ours.status.success(), theirs.status.success()) {
                (true, true) if ours.stdout == theirs.stdout => same += 1,
                (false, false) => refused += 1,
                _ => panic!(
                    "seed {seed} case {case}: {}\nsmp: {}{}\nkubectl: {}{}",
                    serde_json::to_string(&operations).unwrap(),
                    String::from_utf8_lossy(&ours.stdout),
                    String::from_utf8_lossy(&ours.stderr),
                    String::from_utf8_lossy(&theirs.stdout),
                    String::from_utf8_lossy(&theirs.stderr)
                ),
            }
        }
    }
    kubectl_support::loud(&format!("{test}: {cases} patches: {same} applied alike, {refused} refused by both"));
    assert!(same * 5 >= cases, "too few patches apply: {same} of {cases}");
}
