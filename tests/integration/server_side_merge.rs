//! Objects merged and compared as server-side apply merges and compares them
//! (`smp::server_side::TypeConverter::{merge, compare}`) against structured-merge-diff's
//! `Merge` and `Compare` through apimachinery's type converter, of
//! Kubernetes 1.33 and 1.37 (`oracle/ssa/k8s-1.3x`, `cmd/fieldmanager`): a real manifest as
//! the live object and a copy of it as the applied configuration, each changed at random
//! (the copy's list items shuffled, dropped, added, its values changed). Go's answers
//! recorded (`tests/data/server_side/`) and, where Go is installed, fresh ones. Compared:
//! the merged object, the FieldsV1 of what was added, modified and removed, and that both
//! refuse the same pairs.

use std::path::Path;

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use smp::server_side::TypeConverter;
use smp::KubeVersion;

use super::server_side_field_sets::changed;
use crate::go_driver;
use crate::real_manifests::real_manifests;

const VERSIONS: [(&str, KubeVersion, &str); 2] =
    [("1.33", KubeVersion::V1_33, "oracle/ssa/k8s-1.33"), ("1.37", KubeVersion::V1_37, "oracle/ssa/k8s-1.37")];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every list of `value` that holds maps, by JSON pointer.
fn lists(value: &Value, pointer: String, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                lists(child, format!("{pointer}/{}", key.replace('~', "~0").replace('/', "~1")), out);
            }
        }
        Value::Array(items) => {
            if items.iter().any(Value::is_object) {
                out.push(pointer.clone());
            }
            for (i, child) in items.iter().enumerate() {
                lists(child, format!("{pointer}/{i}"), out);
            }
        }
        _ => {}
    }
}

/// The applied configuration: `object` with its lists' items reordered, dropped or added.
fn reordered(rng: &mut SmallRng, object: &Value) -> Value {
    let mut object = object.clone();
    let mut all = Vec::new();
    lists(&object, String::new(), &mut all);
    for _ in 0..rng.gen_range(1..4) {
        let Some(pointer) = all.choose(rng) else { break };
        let Some(Value::Array(items)) = object.pointer_mut(pointer) else { continue };
        match rng.gen_range(0..3) {
            0 => items.shuffle(rng),
            1 if !items.is_empty() => {
                let at = rng.gen_range(0..items.len());
                items.remove(at);
            }
            _ => {
                // A new item: a copy with its string fields changed, so its key is new.
                if let Some(mut item) = items.choose(rng).cloned() {
                    for value in item.as_object_mut().into_iter().flat_map(|m| m.values_mut()) {
                        if let Value::String(s) = value {
                            s.push_str("-new");
                        }
                    }
                    let at = rng.gen_range(0..=items.len());
                    items.insert(at, item);
                }
            }
        }
    }
    object
}

fn cases(seed: u64, count: usize, op: &str) -> Vec<Value> {
    let manifests = real_manifests("server-side merge");
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let manifest = &manifests.choose(&mut rng).unwrap().object;
            let live = if rng.gen_ratio(1, 4) { changed(&mut rng, manifest) } else { manifest.clone() };
            let mut apply = reordered(&mut rng, manifest);
            if rng.gen_ratio(1, 3) {
                apply = changed(&mut rng, &apply);
            }
            match op {
                "merge" => json!({"op": "merge", "live": live, "apply": apply}),
                _ => json!({"op": "compare", "old": live, "new": apply}),
            }
        })
        .collect()
}

#[derive(Debug, Default)]
struct Counts {
    merged: usize,
    refused: usize,
    go_deduced: usize,
}

fn compare(cases: &[Value], records: &[Value], seed: u64) -> Counts {
    assert_eq!(cases.len(), records.len(), "one answer a case");
    let mut counts = Counts::default();
    for (version, kube, _) in VERSIONS {
        let converter = TypeConverter::kubernetes(kube).unwrap();
        let deduced = TypeConverter::deduced();
        for (i, (case, record)) in cases.iter().zip(records).enumerate() {
            let go = &record[version];
            assert!(go.get("panic").is_none() && go.get("bad_input").is_none(), "{version}: {go}");
            let context = || format!("seed {seed}, case {i}, {version}: {case}\nGo: {go}");
            let converter = match go["converter"].as_str() {
                Some("deduced") => {
                    counts.go_deduced += 1;
                    &deduced
                }
                _ => converter,
            };
            let ours = match case["op"].as_str() {
                Some("merge") => converter.merge(&case["live"], &case["apply"]),
                _ => converter.compare(&case["old"], &case["new"]).map(|c| {
                    let text = |set: &smp::managed_fields::FieldSet| String::from_utf8(set.to_fields_v1()).unwrap();
                    json!({"added": text(&c.added), "modified": text(&c.modified), "removed": text(&c.removed)})
                }),
            };
            match (ours, go.get("error")) {
                (Ok(ours), None) => {
                    let expected = match case["op"].as_str() {
                        Some("merge") => go["object"].clone(),
                        _ => json!({"added": go["added"], "modified": go["modified"], "removed": go["removed"]}),
                    };
                    assert_eq!(ours, expected, "{}", context());
                    counts.merged += 1;
                }
                (Err(_), Some(_)) => counts.refused += 1,
                (Ok(_), Some(error)) => panic!("Go refused ({error}), smp did not: {}", context()),
                (Err(error), None) => panic!("smp refused ({error}), Go did not: {}", context()),
            }
        }
    }
    counts
}

const RECORDED_SEED: u64 = 20261206;
const RECORDED_COUNT: usize = 1000;

fn record(op: &str) -> String {
    format!("tests/data/server_side/{op}-oracle.jsonl.gz")
}

#[test]
fn merges_as_the_api_server_merges_recorded() {
    recorded("merge");
}

#[test]
fn compares_as_the_api_server_compares_recorded() {
    recorded("compare");
}

fn recorded(op: &str) {
    let cases = cases(RECORDED_SEED, RECORDED_COUNT, op);
    let records = go_driver::recorded(&root().join(record(op)), &cases, "tests/data/server_side/README.md");
    let counts = compare(&cases, &records, RECORDED_SEED);
    eprintln!("server-side {op}, recorded: {counts:?}");
    assert!(counts.merged > 1200 && counts.refused > 100, "{counts:?}");
}

/// Fresh pairs through Go where Go is installed (half merged, half compared) (required where `SMP_REQUIRE_GO` is set, as
/// CI sets it); `SMP_SERVER_SIDE_CASES` sets how many (300).
#[test]
fn merges_and_compares_as_the_api_server_on_fresh_cases() {
    if !go_driver::go_is_here("server-side merge") {
        return;
    }
    let (seed, count) = (go_driver::fresh_seed(), go_driver::fresh_count("SMP_SERVER_SIDE_CASES", 300));
    for op in ["merge", "compare"] {
        let cases = cases(seed, count / 2, op);
        let records = go(&cases);
        let counts = compare(&cases, &records, seed);
        eprintln!("server-side {op}: seed {seed}: {} fresh cases: {counts:?}", count / 2);
    }
}

fn go(cases: &[Value]) -> Vec<Value> {
    let versions: Vec<(&str, &str)> = VERSIONS.iter().map(|(name, _, module)| (*name, *module)).collect();
    go_driver::answers_by_version(root(), &versions, "fieldmanager", cases)
}

/// Writes the recorded cases with Go's answers (`tests/data/server_side/README.md`).
#[test]
#[ignore = "a tool, not a test: SMP_SERVER_SIDE_RECORD_OP=merge|compare writes tests/data/server_side/<op>-oracle.jsonl.gz"]
fn write_the_record() {
    let op = std::env::var("SMP_SERVER_SIDE_RECORD_OP").expect("SMP_SERVER_SIDE_RECORD_OP names the op to record");
    let path = root().join(record(&op));
    let cases = cases(RECORDED_SEED, RECORDED_COUNT, &op);
    go_driver::write_record(&path, &cases, go(&cases));
}
