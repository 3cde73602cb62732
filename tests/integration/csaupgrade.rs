//! `smp::managed_fields`' entries, csaupgrade and `find_fields_owners` against client-go's
//! `util/csaupgrade` of Kubernetes 1.33 and 1.37, on random objects with several managers:
//! Go's answers recorded (`tests/data/managed_fields/`, made by `oracle/ssa`'s
//! `k8s-1.33` and `k8s-1.37` modules) and, where Go is installed, fresh ones.
//!
//! Compared whole: the object after the upgrade, the JSON patch byte for byte, whether
//! either fails, the owners found, and the entries as Go reads them back. Go takes several
//! client-side managers in a set's random order; smp takes them in the order given, which
//! is compared with Go called once per manager in that order, and Go's own call must equal
//! smp's answer for one of the orders. Where an entry cannot be converted (a time that is
//! not RFC 3339, a number for a name), Go's unstructured object drops every entry without a
//! word and smp refuses with an error: that is what is checked there.

use std::path::Path;

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{json, Map, Value};
use smp::managed_fields::{self, FieldSet, Operation, UpgradeOptions};

use crate::go_driver;

/// The Kubernetes versions asked, with their oracle module.
const VERSIONS: [(&str, &str); 2] = [("1.33", "oracle/ssa/k8s-1.33"), ("1.37", "oracle/ssa/k8s-1.37")];

// --- smp's answers -----------------------------------------------------------------------

fn options(case: &Value) -> UpgradeOptions {
    UpgradeOptions::default().subresource(case["subresource"].as_str().unwrap_or_default())
}

fn names(case: &Value) -> Vec<&str> {
    case["csa_managers"].as_array().unwrap().iter().map(|n| n.as_str().unwrap()).collect()
}

/// The object and patch of an upgrade with the client-side managers in `order`.
fn upgraded(case: &Value, order: &[&str]) -> (Result<Value, ()>, Result<Option<String>, ()>) {
    let ssa = case["ssa_manager"].as_str().unwrap();
    let mut object = case["object"].clone();
    let result = managed_fields::upgrade(&mut object, order, ssa, &options(case));
    if result.is_err() {
        assert_eq!(object, case["object"], "an upgrade that fails leaves the object as it was");
    }
    let patch = managed_fields::upgrade_patch(&case["object"], order, ssa, &options(case))
        .map(|p| p.map(|p| String::from_utf8(p).unwrap()))
        .map_err(|_| ());
    (result.map(|_| object).map_err(|_| ()), patch)
}

fn owners(case: &Value) -> Result<Vec<usize>, ()> {
    let entries = managed_fields::read(&case["object"]).map_err(|_| ())?.unwrap_or_default();
    let fields = FieldSet::from_fields_v1(case["fields"].as_str().unwrap().as_bytes()).map_err(|_| ())?;
    let operation = match case["operation"].as_str().unwrap() {
        "Apply" => Operation::Apply,
        "Update" => Operation::Update,
        other => Operation::Other(other.to_owned()),
    };
    let found = managed_fields::find_fields_owners(&entries, &operation, &fields);
    Ok(found.iter().map(|f| entries.iter().position(|e| std::ptr::eq(e, *f)).unwrap()).collect())
}

/// What each side did with a case; counted by kind.
#[derive(Default, Debug)]
struct Counts {
    upgraded: usize,
    patches: usize,
    failed: usize,
    dropped: usize,
    orders: usize,
    owners: usize,
    go_crashed: usize,
}

/// Compares smp with one version's answer to one case.
fn compare(case: &Value, go: &Value, counts: &mut Counts, context: &str) {
    assert!(go.get("bad_input").is_none(), "{context}: Go: {go}");
    // Where client-go crashes (1.33 on an entry without fieldsV1), smp fails.
    let failed = |error: &str, panic: &str| go.get(error).is_some() || go.get(panic).is_some();
    let read = managed_fields::read(&case["object"]);
    if case["op"] == "owners" && read.is_err() {
        // Go found no entries to look in.
        assert_eq!(go["indices"].as_array().map_or(0, Vec::len), 0, "{context}: Go dropped the entries, smp refused");
        counts.dropped += 1;
        return;
    }
    if go["managed_fields_read"] == json!(false)
        && case.pointer("/object/metadata/managedFields").is_some_and(|m| !m.is_null())
    {
        // Go could not convert the entries and dropped them all; smp must refuse.
        assert!(read.is_err(), "{context}: Go dropped the entries, smp read them: {read:?}");
        counts.dropped += 1;
        return;
    }
    let entries = read.unwrap_or_else(|e| panic!("{context}: Go read the entries, smp refused: {e}"));
    // The entries as Go reads them back (times in UTC, unknown keys dropped).
    let back: Value = match &entries {
        None => Value::Null,
        Some(entries) => Value::Array(entries.iter().map(|e| e.to_value().unwrap()).collect()),
    };
    if let Some(go_back) = go.get("input_managed_fields") {
        assert_eq!(&back, go_back, "{context}: the entries as read");
    }

    match case["op"].as_str().unwrap() {
        "owners" if go.get("panic").is_some() => {
            // 1.33 crashes on an entry without fieldsV1, which 1.37 passes over, as smp does
            // (1.37's answer to the same case is compared).
            counts.go_crashed += 1;
        }
        "owners" => {
            let expected = match go.get("error") {
                Some(_) => Err(()),
                None => Ok(go["indices"]
                    .as_array()
                    .map_or(vec![], |a| a.iter().map(|i| i.as_u64().unwrap() as usize).collect())),
            };
            assert_eq!(owners(case), expected, "{context}: owners");
            counts.owners += 1;
        }
        "upgrade" => {
            let names = names(case);
            let go_object = match failed("error", "panic") {
                true => Err(()),
                false => Ok(go["object"].clone()),
            };
            let go_patch = match failed("patch_error", "patch_panic") {
                true => Err(()),
                false => Ok(go["patch"].as_str().map(str::to_owned)),
            };
            if go_object.is_err() {
                counts.failed += 1;
            } else {
                counts.upgraded += 1;
            }
            if matches!(go_patch, Ok(Some(_))) {
                counts.patches += 1;
            }
            if names.len() == 1 {
                assert_eq!(upgraded(case, &names), (go_object, go_patch), "{context}");
                return;
            }
            // Several managers: Go's call one manager at a time in the given order.
            let go_sequential = match failed("sequential_error", "sequential_panic") {
                true => Err(()),
                false => Ok(go["sequential_object"].clone()),
            };
            let mut sequential = Ok(case["object"].clone());
            for name in &names {
                let mut one = case.clone();
                one["object"] = sequential.unwrap_or_default();
                sequential = upgraded(&one, &[name]).0;
                if sequential.is_err() {
                    break;
                }
            }
            assert_eq!(sequential, go_sequential, "{context}: one manager at a time");
            // Go's own calls took them in some order each (the object's and the patch's may
            // differ).
            let mut orders = vec![];
            permutations(&names, &mut vec![], &mut orders);
            let ours: Vec<_> = orders.iter().map(|order| upgraded(case, order)).collect();
            assert!(
                ours.iter().any(|(object, _)| *object == go_object),
                "{context}: no order gives Go's object {go_object:?}"
            );
            assert!(
                ours.iter().any(|(_, patch)| *patch == go_patch),
                "{context}: no order gives Go's patch {go_patch:?}"
            );
            counts.orders += 1;
        }
        other => panic!("unknown op {other}"),
    }
}

fn permutations<'a>(rest: &[&'a str], prefix: &mut Vec<&'a str>, out: &mut Vec<Vec<&'a str>>) {
    if rest.is_empty() {
        out.push(prefix.clone());
    }
    for i in 0..rest.len() {
        let mut others = rest.to_vec();
        prefix.push(others.remove(i));
        permutations(&others, prefix, out);
        prefix.pop();
    }
}

// --- random objects ---------------------------------------------------------------------

const MANAGERS: &[&str] =
    &["kubectl-client-side-apply", "kubectl", "helm", "kube-controller-manager", "before-first-apply", "a<&>b"];

/// A FieldsV1 object from a small vocabulary, so that managers' sets overlap.
fn fields_v1(rng: &mut SmallRng, depth: u32) -> Value {
    const KEYS: &[&str] = &[
        "f:data",
        "f:spec",
        "f:metadata",
        "f:labels",
        "f:a",
        "f:b",
        "f:<x>",
        "k:{\"name\":\"c\"}",
        "k:{\"port\":80,\"protocol\":\"TCP\"}",
        "v:\"x\"",
        "v:1",
        "i:0",
        "i:1",
        "i:10",
    ];
    let mut map = Map::new();
    if rng.gen_ratio(1, 4) {
        map.insert(".".into(), json!({}));
    }
    for _ in 0..rng.gen_range(0..if depth == 0 { 1 } else { 4 }) {
        let child = match rng.gen_range(0..6) {
            0 if rng.gen_ratio(1, 5) => Value::Null,
            0..=2 => json!({}),
            _ => fields_v1(rng, depth - 1),
        };
        map.insert(KEYS.choose(rng).unwrap().to_string(), child);
    }
    Value::Object(map)
}

fn time(rng: &mut SmallRng, bad: bool) -> Value {
    const TIMES: &[&str] = &[
        "2026-12-01T10:00:00Z",
        "2026-12-01T10:00:00Z",
        "2026-12-01T11:00:00+01:00",
        "2026-12-02T08:30:00.5Z",
        "2026-12-01T9:00:00-01:00",
        "0001-01-01T00:00:00Z",
        "2026-11-30T23:59:59,25+00:00",
    ];
    const BAD: &[&str] =
        &["yesterday", "2026-12-01", "2026-02-30T00:00:00Z", "2026-12-01T10:00:00", "2026-12-01t10:00:00Z"];
    match rng.gen_range(0..20) {
        _ if bad => match rng.gen_ratio(1, 4) {
            true => json!(12),
            false => json!(BAD.choose(rng).unwrap()),
        },
        0 => Value::Null,
        _ => json!(TIMES.choose(rng).unwrap()),
    }
}

/// A manager's name: mostly client-side apply's and kubectl's, which the upgrades move.
fn manager(rng: &mut SmallRng) -> &'static str {
    match rng.gen_range(0..10) {
        0..=3 => MANAGERS[0],
        4 | 5 => MANAGERS[1],
        _ => MANAGERS.choose(rng).unwrap(),
    }
}

/// An entry; where `bad`, with one field Go cannot convert (the time, or a name that is
/// not a string).
pub(super) fn entry(rng: &mut SmallRng, bad: bool) -> Value {
    let bad_time = bad && rng.gen_bool(0.5);
    let bad_text = ["manager", "operation", "apiVersion", "subresource", "fieldsType"]
        .choose(rng)
        .filter(|_| bad && !bad_time)
        .copied();
    let mut entry = Map::new();
    let mut put = |key: &str, value: Value, rng: &mut SmallRng| {
        if Some(key) == bad_text {
            entry.insert(key.into(), json!(7));
        } else if !rng.gen_ratio(1, 40) {
            entry.insert(key.into(), value);
        }
    };
    put("manager", json!(manager(rng)), rng);
    let operation = match rng.gen_range(0..30) {
        0 => json!("Other"),
        n if n < 17 => json!("Update"),
        _ => json!("Apply"),
    };
    put("operation", operation, rng);
    put("apiVersion", json!(["v1", "v1", "apps/v1", "apps/v1beta1"][rng.gen_range(0..4)]), rng);
    let time = time(rng, bad_time);
    put("time", time, rng);
    put("fieldsType", json!("FieldsV1"), rng);
    let fields = match rng.gen_range(0..50) {
        // FieldsV1 Go takes into the object but cannot read as a set.
        0 => json!("f:a"),
        1 => Value::Null,
        2 => json!({"f:a": 1}),
        _ => fields_v1(rng, 3),
    };
    put("fieldsV1", fields, rng);
    if rng.gen_ratio(1, 8) {
        put("subresource", json!("status"), rng);
    }
    if rng.gen_ratio(1, 30) {
        entry.insert("extra".into(), json!({"unknown": true}));
    }
    Value::Object(entry)
}

fn object(rng: &mut SmallRng) -> Value {
    let mut metadata = Map::new();
    metadata.insert("name".into(), json!("app"));
    match rng.gen_range(0..12) {
        0 => {}
        1 => {
            metadata.insert("resourceVersion".into(), json!(17));
        }
        _ => {
            metadata.insert("resourceVersion".into(), json!(rng.gen_range(1..1000).to_string()));
        }
    }
    match rng.gen_range(0..25) {
        0 => {}
        1 => {
            metadata.insert("managedFields".into(), json!([]));
        }
        _ => {
            let count = rng.gen_range(1..6);
            let bad = rng.gen_ratio(1, 10).then(|| rng.gen_range(0..count));
            let entries = (0..count).map(|i| entry(rng, bad == Some(i))).collect();
            metadata.insert("managedFields".into(), Value::Array(entries));
        }
    }
    json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": metadata, "data": {"key": "value"}})
}

fn cases(seed: u64, count: usize) -> Vec<Value> {
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..count)
        .map(|index| {
            let object = object(&mut rng);
            if index % 5 == 4 {
                let fields = Value::Object(fields_v1(&mut rng, 2).as_object().unwrap().clone()).to_string();
                let operation = ["Update", "Apply", "Update", "Other"][rng.gen_range(0..4)];
                return json!({"op": "owners", "object": object, "operation": operation, "fields": fields});
            }
            let mut names: Vec<&str> = vec!["kubectl-client-side-apply"];
            if rng.gen_ratio(1, 3) {
                let count = rng.gen_range(1..4);
                names = MANAGERS.choose_multiple(&mut rng, count).copied().collect();
            }
            let ssa = if rng.gen_ratio(3, 4) { "kubectl" } else { manager(&mut rng) };
            let subresource = if rng.gen_ratio(1, 6) { "status" } else { "" };
            json!({"op": "upgrade", "object": object, "csa_managers": names, "ssa_manager": ssa, "subresource": subresource})
        })
        .collect()
}

fn compare_all(cases: &[Value], records: &[Value], seed: u64) -> Counts {
    assert_eq!(records.len(), cases.len(), "one answer a case");
    let mut counts = Counts::default();
    for (i, (case, record)) in cases.iter().zip(records).enumerate() {
        for (version, _) in VERSIONS {
            compare(case, &record[version], &mut counts, &format!("seed {seed}, case {i}, {version}: {case}"));
        }
    }
    counts
}

const RECORDED: &str = "tests/data/managed_fields/csaupgrade-oracle.jsonl.gz";
const RECORDED_SEED: u64 = 20261206;
const RECORDED_COUNT: usize = 1500;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn csaupgrade_as_client_go_recorded() {
    let cases = cases(RECORDED_SEED, RECORDED_COUNT);
    let records = go_driver::recorded(&root().join(RECORDED), &cases, "tests/data/managed_fields/README.md");
    let counts = compare_all(&cases, &records, RECORDED_SEED);
    eprintln!("csaupgrade, recorded: {counts:?}");
    assert!(
        counts.upgraded > 1000
            && counts.patches > 500
            && counts.orders > 100
            && counts.owners > 400
            && counts.dropped > 50,
        "{counts:?}"
    );
}

/// Fresh cases through client-go where Go is installed (required where `SMP_REQUIRE_GO` is
/// set, as CI sets it); `SMP_CSAUPGRADE_CASES` sets how many (300).
#[test]
fn csaupgrade_as_client_go_on_fresh_cases() {
    if !go_driver::go_is_here("csaupgrade") {
        return;
    }
    let (seed, count) = (go_driver::fresh_seed(), go_driver::fresh_count("SMP_CSAUPGRADE_CASES", 300));
    let cases = cases(seed, count);
    let records = go(&cases);
    let counts = compare_all(&cases, &records, seed);
    eprintln!("csaupgrade: seed {seed}: {count} fresh cases: {counts:?}");
}

/// Both versions' answers to `cases`, as records.
fn go(cases: &[Value]) -> Vec<Value> {
    go_driver::answers_by_version(root(), &VERSIONS, "csaupgrade", cases)
}

/// Writes the recorded cases with Go's answers (`tests/data/managed_fields/README.md`).
#[test]
#[ignore = "a tool, not a test: SMP_CSAUPGRADE_RECORD=<file.jsonl.gz> writes the record"]
fn write_the_record() {
    let path = std::env::var_os("SMP_CSAUPGRADE_RECORD").expect("SMP_CSAUPGRADE_RECORD names the file to write");
    let cases = cases(RECORDED_SEED, RECORDED_COUNT);
    go_driver::write_record(Path::new(&path), &cases, go(&cases));
}
