//! A controller's reconcile with server-side apply (`smp::server_side::ServerSideApplier`)
//! against apimachinery's field manager (`oracle/ssa/k8s-1.3x`, `cmd/fieldmanager`, op
//! `sequence`): 1 000 real manifests, each applied twice by the controller, with, between
//! the two, nothing (two thirds) or another writer's merge patch (an autoscaler, a person, a
//! controller: a value changed, removed, a label or annotation added). The first pass must
//! plan the apply Go stores; the second must plan `Unchanged` exactly where Go's apply
//! leaves the object as it was, else the apply Go stores or the conflicts Go answers. A fifth
//! of them are applied once more by the controller under a new name, which changes only
//! managedFields; `Matcher::calculate_server_side` must say so where Go does.
//! Recorded (`tests/data/server_side/reconcile-oracle.jsonl.gz`) and, where Go is
//! installed, on fresh cases.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use smp::managed_fields::Time;
use smp::matcher::Matcher;
use smp::server_side::{FieldManager, ServerSideApplier, ServerSidePlan, TypeConverter};
use smp::KubeVersion;

use crate::go_driver;
use crate::real_manifests::real_manifests;
use crate::reset_fields;
use crate::server_side_field_manager::{go, merge_patch, patch_of};

const RECORD: &str = "tests/data/server_side/reconcile-oracle.jsonl.gz";
const SEED: u64 = 20261206;
const COUNT: usize = 1000;
const CONTROLLER: &str = "my-controller";
const VERSIONS: [(&str, KubeVersion); 2] = [("1.33", KubeVersion::V1_33), ("1.37", KubeVersion::V1_37)];
const TIMES: [&str; 4] =
    ["2026-01-01T00:00:00Z", "2026-01-01T00:01:00Z", "2026-01-01T00:02:00Z", "2026-01-01T00:03:00Z"];
/// The controller under a new name, applying the same object after the second reconcile:
/// the object stays, its fields gain an owner.
const RENAMED: &str = "my-controller-v2";

fn root() -> &'static std::path::Path {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Two applies of each of `count` manifests (from `seed`), a third of them with another
/// writer's merge patch between, a fifth with an apply by [`RENAMED`] after.
fn cases(seed: u64, count: usize) -> Vec<Value> {
    let manifests = real_manifests("reconcile");
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..count)
        .map(|n| {
            let manifest = &manifests[rng.gen_range(0..manifests.len())].object;
            let apply = |time: &str| json!({"apply": manifest, "manager": CONTROLLER, "time": time});
            let mut steps = vec![apply(TIMES[0])];
            if rng.gen_ratio(1, 3) {
                let writer = ["hpa", "editor", "kube-controller-manager"][rng.gen_range(0..3)];
                steps.push(json!({"patch": patch_of(&mut rng, manifest), "manager": writer, "time": TIMES[1]}));
            }
            steps.push(apply(TIMES[2]));
            if rng.gen_ratio(1, 5) {
                steps.push(json!({"apply": manifest, "manager": RENAMED, "time": TIMES[3]}));
            }
            let reset = reset_fields::by_version(root(), manifest, &VERSIONS.map(|(version, _)| version));
            json!({"op": "sequence", "id": format!("reconcile-{seed}-{n}"), "live": null, "steps": steps,
                   "reset_fields_by_version": reset})
        })
        .collect()
}

#[derive(Debug, Default)]
struct Counts {
    reconciles: usize,
    refused: usize,
    unchanged: usize,
    /// Second passes after another writer's change that plan an apply (ownership or
    /// values).
    applies: usize,
    conflicts: usize,
    /// Applies (by the renamed controller) that change only managedFields.
    ownership_only: usize,
    renamed: usize,
}

fn compare(cases: &[Value], records: &[Value], what: &str) -> Counts {
    let mut counts = Counts::default();
    for (version, kube) in VERSIONS {
        let builtin = TypeConverter::kubernetes(kube).unwrap();
        let deduced = TypeConverter::deduced();
        for (i, (case, record)) in cases.iter().zip(records).enumerate() {
            let go = &record[version];
            let context = || format!("{what}, case {i} ({}), {version}\nGo: {go}", case["id"]);
            let converter = if go["converter"] == "deduced" { &deduced } else { builtin };
            let steps = case["steps"].as_array().unwrap();
            let answers = go["steps"].as_array().unwrap();
            let manifest = &steps[0]["apply"];
            let applier = |time: &str| {
                ServerSideApplier::new(converter, CONTROLLER).kube_version(kube).now(Time::parse(time).unwrap())
            };
            counts.reconciles += 1;
            // The first reconcile creates the object.
            let live = match (applier(TIMES[0]).plan(manifest, None), answers[0].get("error")) {
                (Ok(ServerSidePlan::Apply { body, predicted }), None) => {
                    assert_eq!(&body, manifest, "{}", context());
                    assert_eq!(predicted, answers[0]["object"], "{}", context());
                    predicted
                }
                (Err(_), Some(_)) => {
                    counts.refused += 1;
                    continue;
                }
                (plan, error) => panic!("smp: {plan:?}, Go's error: {error:?}\n{}", context()),
            };
            // Another writer, perhaps.
            let (live, changed) = match steps[1].get("patch") {
                Some(_) => {
                    let (api_version, kind) =
                        (manifest["apiVersion"].as_str().unwrap(), manifest["kind"].as_str().unwrap());
                    let writer = FieldManager::new(converter, api_version, kind)
                        .kubernetes_reset_fields(kube)
                        .now(Time::parse(TIMES[1]).unwrap());
                    let new = merge_patch(live.clone(), &steps[1]["patch"]);
                    let stored = writer.update_no_errors(Some(&live), new, steps[1]["manager"].as_str().unwrap());
                    assert_eq!(stored, answers[1]["object"], "{}", context());
                    (stored, true)
                }
                _ => (live, false),
            };
            // The second reconcile, with the same manifest.
            let at = if changed { 2 } else { 1 };
            let last = &answers[at];
            check_matcher(&applier(TIMES[2]), manifest, &live, last, &mut counts, &context);
            match (applier(TIMES[2]).plan(manifest, Some(&live)), last.get("error")) {
                (Err(error), Some(go_error)) => {
                    // Another writer broke the object (a value of another type): both refuse.
                    assert!(changed && last.get("conflicts").is_none(), "smp: {error}, Go: {go_error}\n{}", context());
                    counts.refused += 1;
                }
                (Ok(ServerSidePlan::Unchanged), None) => {
                    assert_eq!(live, last["object"], "Go's apply changed the object: {}", context());
                    counts.unchanged += 1;
                }
                (Ok(ServerSidePlan::Apply { predicted, .. }), None) => {
                    assert!(changed, "a second apply with nothing between is not a no-op: {}", context());
                    assert_ne!(live, last["object"], "Go's apply left the object as it was: {}", context());
                    assert_eq!(predicted, last["object"], "{}", context());
                    counts.applies += 1;
                }
                (Ok(ServerSidePlan::Conflicts { message, .. }), Some(error)) => {
                    assert!(changed, "a second apply with nothing between conflicts: {}", context());
                    assert_eq!(Some(message.as_str()), error.as_str(), "{}", context());
                    counts.conflicts += 1;
                }
                (plan, error) => panic!("smp: {plan:?}, Go's error: {error:?}\n{}", context()),
            }
            // The controller renamed: the same apply by another manager.
            if let (Some(renamed), Some(live)) = (answers.get(at + 1), last.get("object")) {
                let applier = ServerSideApplier::new(converter, RENAMED).kube_version(kube);
                check_matcher(
                    &applier.now(Time::parse(TIMES[3]).unwrap()),
                    manifest,
                    live,
                    renamed,
                    &mut counts,
                    &context,
                );
                counts.renamed += 1;
            }
        }
    }
    eprintln!("reconciles with server-side apply, {what}: {counts:?}");
    counts
}

/// `Matcher::calculate_server_side` says an apply is needed exactly where Go's changes the
/// live object, that only ownership changes exactly where Go's leaves all but managedFields
/// as they were, and conflicts where Go refuses.
fn check_matcher(
    applier: &ServerSideApplier,
    manifest: &Value,
    live: &Value,
    go: &Value,
    counts: &mut Counts,
    context: &dyn Fn() -> String,
) {
    let Ok(matched) = Matcher::new().calculate_server_side(applier, manifest, Some(live)) else {
        assert!(go.get("error").is_some(), "smp refused, Go did not: {}", context());
        return;
    };
    let without_managed_fields = |object: &Value| {
        let mut object = object.clone();
        if let Some(metadata) = object.get_mut("metadata").and_then(Value::as_object_mut) {
            metadata.remove("managedFields");
        }
        object
    };
    match go.get("object") {
        Some(object) => {
            assert!(matched.conflicts.is_empty(), "{}", context());
            assert_eq!(matched.unchanged, object == live, "{}", context());
            let ownership_only = object != live && without_managed_fields(object) == without_managed_fields(live);
            assert_eq!(matched.ownership_only, ownership_only, "{}", context());
            assert_eq!(matched.predicted.as_ref(), Some(object), "{}", context());
            counts.ownership_only += usize::from(ownership_only);
        }
        None => assert_eq!(matched.conflicts.is_empty(), go.get("conflicts").is_none(), "{}", context()),
    }
}

#[test]
fn reconciles_as_the_api_server_recorded() {
    let cases = cases(SEED, COUNT);
    let records = go_driver::recorded(&root().join(RECORD), &cases, "tests/data/server_side/README.md");
    let counts = compare(&cases, &records, "recorded");
    assert!(
        counts.unchanged >= 1500 && counts.applies >= 100 && counts.conflicts >= 50 && counts.ownership_only >= 300,
        "{counts:?}"
    );
}

#[test]
fn reconciles_as_the_api_server_now() {
    if !go_driver::go_is_here("reconciles with server-side apply") {
        return;
    }
    let seed = go_driver::fresh_seed();
    eprintln!("reconciles with server-side apply: seed {seed}");
    let cases = cases(seed, go_driver::fresh_count("SMP_RECONCILE_CASES", 100));
    compare(&cases, &go(&cases), "fresh");
}

/// Remakes the record: `cargo test --test integration server_side_reconcile::write_the_record -- --ignored`.
#[test]
#[ignore = "a tool, not a test: writes tests/data/server_side/reconcile-oracle.jsonl.gz"]
fn write_the_record() {
    let cases = cases(SEED, COUNT);
    go_driver::write_record(&root().join(RECORD), &cases, go(&cases));
}

/// smp's table of reset fields (`smp-runtime/src/server_side/reset_fields.json`) is the
/// record of Kubernetes' sources, row for row, but for the test-only API group.
#[test]
fn the_reset_fields_table_is_the_record() {
    let read =
        |path: &str| -> Value { serde_json::from_str(&std::fs::read_to_string(root().join(path)).unwrap()).unwrap() };
    let table = read("smp-runtime/src/server_side/reset_fields.json");
    let record = read("oracle/reset-fields/reset_fields_by_version.json");
    let versions = record["versions"].as_object().unwrap();
    assert_eq!(table.as_object().unwrap().len(), versions.len());
    for kube in KubeVersion::ALL {
        let version = kube.as_str();
        let rows: Vec<Value> = versions[version]["resources"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|row| row["group"] != "testapigroup.apimachinery.k8s.io")
            .map(|row| json!([row["group"], row["kind"], row["subresource"], row["reset"]]))
            .collect();
        assert!(rows.len() > 50, "{version}");
        assert_eq!(table[version], Value::Array(rows), "{version}");
    }
}
