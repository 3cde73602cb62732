//! Items removed from and extracted out of objects by field sets
//! (`smp::server_side::TypeConverter::{remove_items, extract_items}`) against
//! structured-merge-diff's `RemoveItems` and `ExtractItems` of Kubernetes 1.33 and 1.37
//! (`oracle/ssa/k8s-1.3x`, `cmd/fieldmanager`): real manifests, with sets of some of their
//! own paths, prefixes of them and paths they do not have. Go's answers recorded
//! (`tests/data/server_side/`) and, where Go is installed, fresh ones. Compared: the object
//! left, and that both refuse the same ones.

use std::path::Path;

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use smp::managed_fields::{FieldPath, FieldSet, PathElement};
use smp::server_side::TypeConverter;
use smp::KubeVersion;

use crate::go_driver;
use crate::real_manifests::real_manifests;

const VERSIONS: [(&str, KubeVersion, &str); 2] =
    [("1.33", KubeVersion::V1_33, "oracle/ssa/k8s-1.33"), ("1.37", KubeVersion::V1_37, "oracle/ssa/k8s-1.37")];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Some paths of `object` (whole, or cut short), and now and then one it does not have.
fn fields(rng: &mut SmallRng, object: &Value) -> String {
    let converter = TypeConverter::kubernetes(KubeVersion::V1_37).unwrap();
    let own = converter.to_field_set(object).unwrap_or_default().paths();
    let mut set = FieldSet::new();
    for _ in 0..rng.gen_range(1..5) {
        let Some(path) = own.choose(rng) else { break };
        let length = if rng.gen_bool(0.5) { path.0.len() } else { rng.gen_range(1..=path.0.len()) };
        set.insert(&path.0[..length]);
    }
    if rng.gen_ratio(1, 5) {
        set.insert(&FieldPath(vec![PathElement::Field("spec".into()), PathElement::Field("nothing".into())]).0);
    }
    String::from_utf8(set.to_fields_v1()).unwrap()
}

fn cases(seed: u64, count: usize) -> Vec<Value> {
    let manifests = real_manifests("server-side remove and extract");
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..count)
        .map(|i| {
            let object = manifests.choose(&mut rng).unwrap().object.clone();
            let fields = fields(&mut rng, &object);
            match i % 3 {
                0 => json!({"op": "remove_items", "object": object, "fields": fields}),
                1 => json!({"op": "extract_items", "object": object, "fields": fields}),
                _ => json!({"op": "extract_items", "object": object, "fields": fields, "append_key_fields": true}),
            }
        })
        .collect()
}

#[derive(Debug, Default)]
struct Counts {
    same: usize,
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
            let set = FieldSet::from_fields_v1(case["fields"].as_str().unwrap().as_bytes()).unwrap();
            let object = &case["object"];
            let ours = match case["op"].as_str() {
                Some("remove_items") => converter.remove_items(object, &set),
                _ => converter.extract_items(object, &set, case["append_key_fields"] == true),
            };
            match (ours, go.get("error")) {
                (Ok(ours), None) => {
                    assert_eq!(Some(&ours), go.get("object"), "{}", context());
                    counts.same += 1;
                }
                (Err(_), Some(_)) => counts.refused += 1,
                (Ok(_), Some(error)) => panic!("Go refused ({error}), smp did not: {}", context()),
                (Err(error), None) => panic!("smp refused ({error}), Go did not: {}", context()),
            }
        }
    }
    counts
}

const RECORDED: &str = "tests/data/server_side/remove-extract-oracle.jsonl.gz";
const RECORDED_SEED: u64 = 20261206;
const RECORDED_COUNT: usize = 1200;

#[test]
fn removes_and_extracts_as_the_api_server_recorded() {
    let cases = cases(RECORDED_SEED, RECORDED_COUNT);
    let records = go_driver::recorded(&root().join(RECORDED), &cases, "tests/data/server_side/README.md");
    let counts = compare(&cases, &records, RECORDED_SEED);
    eprintln!("server-side remove and extract, recorded: {counts:?}");
    assert!(counts.same > 2000, "{counts:?}");
}

/// Fresh cases through Go where Go is installed (required where `SMP_REQUIRE_GO` is set, as
/// CI sets it); `SMP_SERVER_SIDE_CASES` sets how many (300).
#[test]
fn removes_and_extracts_as_the_api_server_on_fresh_cases() {
    if !go_driver::go_is_here("server-side remove and extract") {
        return;
    }
    let (seed, count) = (go_driver::fresh_seed(), go_driver::fresh_count("SMP_SERVER_SIDE_CASES", 300));
    let cases = cases(seed, count);
    let records = go(&cases);
    let counts = compare(&cases, &records, seed);
    eprintln!("server-side remove and extract: seed {seed}: {count} fresh cases: {counts:?}");
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
    let cases = cases(RECORDED_SEED, RECORDED_COUNT);
    go_driver::write_record(Path::new(&path), &cases, go(&cases));
}
