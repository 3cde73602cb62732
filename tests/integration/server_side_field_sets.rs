//! Objects' field sets (`smp::server_side::TypeConverter::to_field_set`) against
//! apimachinery's type converter and structured-merge-diff's `ToFieldSet` of Kubernetes
//! 1.33 and 1.37 (`oracle/ssa/k8s-1.3x`, `cmd/fieldmanager`): the real manifests, and
//! copies of them changed at random (a key field dropped, an item repeated, a value of
//! another type, a field no schema declares, a null). Go's answers recorded
//! (`tests/data/server_side/`) and, where Go is installed, fresh ones on fresh changes.
//! Compared: the FieldsV1 bytes, and that both refuse the same objects (not Go's words,
//! whose order follows Go's map iteration).

use std::path::Path;

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use smp::server_side::TypeConverter;
use smp::KubeVersion;

use crate::go_driver;
use crate::real_manifests::real_manifests;

const VERSIONS: [(&str, KubeVersion, &str); 2] =
    [("1.33", KubeVersion::V1_33, "oracle/ssa/k8s-1.33"), ("1.37", KubeVersion::V1_37, "oracle/ssa/k8s-1.37")];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every place in `value` a change can go: (JSON pointer, the value there).
fn places(value: &Value, pointer: String, out: &mut Vec<(String, Value)>) {
    match value {
        Value::Object(map) => {
            for (key, child) in map {
                let escaped = key.replace('~', "~0").replace('/', "~1");
                places(child, format!("{pointer}/{escaped}"), out);
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                places(child, format!("{pointer}/{i}"), out);
            }
        }
        _ => {}
    }
    out.push((pointer, value.clone()));
}

/// A copy of `object` with one change.
pub(super) fn changed(rng: &mut SmallRng, object: &Value) -> Value {
    let mut object = object.clone();
    let mut all = Vec::new();
    places(&object, String::new(), &mut all);
    all.retain(|(pointer, _)| !pointer.is_empty());
    let (pointer, value) = all.choose(rng).unwrap().clone();
    let Some(place) = object.pointer_mut(&pointer) else { return object };
    match rng.gen_range(0..6) {
        // Drop a field of an item of a list of maps (its key, often).
        0 => {
            if let Value::Array(items) = place {
                if let Some(Value::Object(item)) = items.choose_mut(rng) {
                    let keys: Vec<String> = item.keys().cloned().collect();
                    if let Some(key) = keys.choose(rng) {
                        item.remove(key);
                    }
                }
            }
        }
        // Repeat an item.
        1 => {
            if let Value::Array(items) = place {
                if let Some(item) = items.choose(rng).cloned() {
                    items.push(item);
                }
            }
        }
        // Another JSON type.
        2 => {
            *place = match value {
                Value::String(_) => json!(7),
                Value::Number(_) => json!("7"),
                Value::Bool(_) => json!("true"),
                Value::Array(_) => json!({"a": 1}),
                Value::Object(_) => json!(["a"]),
                Value::Null => json!(true),
            }
        }
        // A field no schema declares.
        3 => {
            if let Value::Object(map) = place {
                map.insert("notAField".into(), json!("x"));
            }
        }
        // A null.
        4 => *place = Value::Null,
        // An empty map or list.
        _ => {
            *place = match value {
                Value::Array(_) => json!([]),
                _ => json!({}),
            }
        }
    }
    object
}

fn cases(seed: u64, changes: usize, originals: bool) -> Vec<Value> {
    let manifests = real_manifests("server-side field sets");
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut cases: Vec<Value> = Vec::new();
    if originals {
        cases.extend(manifests.iter().map(|m| json!({"op": "to_field_set", "object": m.object})));
    }
    for _ in 0..changes {
        let manifest = manifests.choose(&mut rng).unwrap();
        cases.push(json!({"op": "to_field_set", "object": changed(&mut rng, &manifest.object)}));
    }
    cases
}

#[derive(Debug, Default)]
struct Counts {
    same_set: usize,
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
            let object = &case["object"];
            let context = || format!("seed {seed}, case {i}, {version}: {object}\nGo: {go}");
            // client-go's scheme does not know every kind the API server serves
            // (CustomResourceDefinition, APIService): Go read those as any JSON, and so does
            // smp's deduced converter.
            let ours = match go["converter"].as_str() {
                Some("deduced") => {
                    counts.go_deduced += 1;
                    deduced.to_field_set(object)
                }
                _ => converter.to_field_set(object),
            };
            match (ours, go.get("error")) {
                (Ok(set), None) => {
                    let ours = String::from_utf8(set.to_fields_v1()).unwrap();
                    assert_eq!(Some(ours.as_str()), go["fields_v1"].as_str(), "{}", context());
                    counts.same_set += 1;
                }
                (Err(_), Some(_)) => counts.refused += 1,
                (Ok(_), Some(error)) => panic!("Go refused ({error}), smp did not: {}", context()),
                (Err(error), None) => panic!("smp refused ({error}), Go did not: {}", context()),
            }
        }
    }
    counts
}

const RECORDED: &str = "tests/data/server_side/to-field-set-oracle.jsonl.gz";
const README: &str = "tests/data/server_side/README.md";
const RECORDED_SEED: u64 = 20261206;
const RECORDED_CHANGES: usize = 1500;

#[test]
fn field_sets_as_the_api_server_computes_them_recorded() {
    let cases = cases(RECORDED_SEED, RECORDED_CHANGES, true);
    let records = go_driver::recorded(&root().join(RECORDED), &cases, README);
    let counts = compare(&cases, &records, RECORDED_SEED);
    eprintln!("server-side field sets, recorded: {counts:?}");
    assert!(counts.same_set > 4000 && counts.refused > 300, "{counts:?}");
}

/// Fresh changes through Go where Go is installed (required where `SMP_REQUIRE_GO` is set,
/// as CI sets it); `SMP_SERVER_SIDE_CASES` sets how many (300).
#[test]
fn field_sets_as_the_api_server_computes_them_on_fresh_cases() {
    if !go_driver::go_is_here("server-side field sets") {
        return;
    }
    let (seed, count) = (go_driver::fresh_seed(), go_driver::fresh_count("SMP_SERVER_SIDE_CASES", 300));
    let cases = cases(seed, count, false);
    let records = go(&cases);
    let counts = compare(&cases, &records, seed);
    eprintln!("server-side field sets: seed {seed}: {count} fresh cases: {counts:?}");
}

fn go(cases: &[Value]) -> Vec<Value> {
    let versions: Vec<(&str, &str)> = VERSIONS.iter().map(|(name, _, module)| (*name, *module)).collect();
    go_driver::answers_by_version(root(), &versions, "fieldmanager", cases)
}

/// Writes the recorded cases with Go's answers (`tests/data/server_side/README.md`).
#[test]
#[ignore = "a tool, not a test: SMP_SERVER_SIDE_RECORD=<file.jsonl.gz> writes the record"]
fn write_the_record() {
    let path = std::env::var_os("SMP_SERVER_SIDE_RECORD").expect("SMP_SERVER_SIDE_RECORD names the file to write");
    let cases = cases(RECORDED_SEED, RECORDED_CHANGES, true);
    go_driver::write_record(Path::new(&path), &cases, go(&cases));
}
