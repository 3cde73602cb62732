//! Field sets and FieldsV1 (`smp::managed_fields`) against structured-merge-diff's own
//! `fieldpath`, of Kubernetes 1.33 (v4.6.0) and 1.37 (v6.4.2): random FieldsV1 texts and
//! pairs of sets, the Go oracle's answers recorded (`tests/data/fieldpath/`, made by
//! `oracle/ssa`'s `cmd/fieldpath`) and, where Go is installed, fresh ones. Each answer is
//! compared whole: the bytes Go writes after reading, the paths in order as the API server
//! prints them, the leaves, the size, the set algebra's bytes, membership; and for inputs
//! Go refuses, that smp refuses them too (Go's words are not compared).

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use smp::managed_fields::FieldSet;

use crate::go_driver;

/// The two readings: 1.33's ignores what follows the object, 1.37's refuses it.
const VERSIONS: [(&str, bool); 2] = [("v4", false), ("v6", true)];

fn read(text: &str, strict: bool) -> Result<FieldSet, smp::Error> {
    match strict {
        true => FieldSet::from_fields_v1(text.as_bytes()),
        false => FieldSet::from_fields_v1_lenient(text.as_bytes()),
    }
}

fn bytes(set: &FieldSet) -> String {
    String::from_utf8(set.to_fields_v1()).expect("FieldsV1 is UTF-8")
}

/// smp's answer to a case, in the shape of Go's.
fn answer(case: &Value, strict: bool) -> Value {
    let a = case["a"].as_str().unwrap_or_default();
    match case["op"].as_str() {
        Some("set") => match read(a, strict) {
            Err(_) => json!({"error": true}),
            Ok(set) => json!({
                "json": bytes(&set),
                "paths": set.paths().iter().map(ToString::to_string).collect::<Vec<_>>(),
                "leaves": bytes(&set.leaves()),
                "size": set.size(),
                "empty": set.is_empty(),
            }),
        },
        Some("pair") => {
            let b = case["b"].as_str().unwrap_or_default();
            match (read(a, strict), read(b, strict)) {
                (Ok(a), Ok(b)) => json!({
                    "union": bytes(&a.union(&b)),
                    "intersection": bytes(&a.intersection(&b)),
                    "difference": bytes(&a.difference(&b)),
                    "recursive_difference": bytes(&a.recursive_difference(&b)),
                    "equals": a.equals(&b),
                    "has": b.paths().iter().map(|p| a.has(&p.0)).collect::<Vec<_>>(),
                }),
                _ => json!({"error": true}),
            }
        }
        other => panic!("unknown op {other:?}"),
    }
}

/// Go's answer of one version, with only whether it refused.
fn expected(record: &Value, version: &str) -> Value {
    let mut answer = record[version].clone();
    if answer.get("error").is_some() {
        answer = json!({"error": true});
    }
    answer
}

// --- random FieldsV1 -------------------------------------------------------------------

/// A field name: plain, or one that needs escaping or is not ASCII.
fn name(rng: &mut SmallRng, narrow: bool) -> String {
    let plain = ["a", "b", "c", "spec", "metadata", "containers"];
    let odd = ["", "a.b", "<x>", "a&b", "é", "日本", "q\"t", "back\\slash", "tab\there", "line\nbreak", "a b"];
    match narrow || rng.gen_bool(0.8) {
        true => plain[rng.gen_range(0..if narrow { 3 } else { plain.len() })].to_owned(),
        false => odd[rng.gen_range(0..odd.len())].to_owned(),
    }
}

/// A JSON value as it appears inside a `k:` or `v:` key.
fn scalar(rng: &mut SmallRng, narrow: bool) -> Value {
    match rng.gen_range(0..if narrow { 3 } else { 9 }) {
        0 => json!(name(rng, narrow)),
        1 => json!(rng.gen_range(0..3)),
        2 => json!(rng.gen_bool(0.5)),
        3 => Value::Null,
        4 => json!([rng.gen_range(0..3), "x"]),
        5 => json!({name(rng, narrow): rng.gen_range(0..3)}),
        6 => {
            serde_json::from_str(["1.5", "1e21", "1e-7", "-0.0", "80.0", "123456789012"][rng.gen_range(0..6)]).unwrap()
        }
        7 => json!([]),
        _ => json!({}),
    }
}

/// A FieldsV1 key: mostly valid, sometimes of an unknown kind or invalid.
fn key(rng: &mut SmallRng, narrow: bool, invalid: bool) -> String {
    if invalid && rng.gen_ratio(1, 12) {
        return ["a", "fx", "i:x", "i:", "v:", "v:1 2", "k:[1]", "k:{\"a\":1}x", "i:99999999999999999999"]
            [rng.gen_range(0..9)]
        .to_owned();
    }
    match rng.gen_range(0..10) {
        0..=4 => format!("f:{}", name(rng, narrow)),
        5 | 6 => {
            let mut fields = serde_json::Map::new();
            for _ in 0..rng.gen_range(1..3) {
                fields.insert(name(rng, true), scalar(rng, narrow));
            }
            format!("k:{}", Value::Object(fields))
        }
        7 | 8 => format!("v:{}", scalar(rng, narrow)),
        _ if !narrow && rng.gen_ratio(1, 4) => ["i:+2", "i:-1", "i:007", "x:skipped"][rng.gen_range(0..4)].to_owned(),
        _ => format!("i:{}", rng.gen_range(0..3)),
    }
}

/// A random FieldsV1 level, `depth` levels deep at most.
fn level(rng: &mut SmallRng, depth: u32, narrow: bool, invalid: bool) -> String {
    let mut entries = Vec::new();
    if rng.gen_ratio(1, 4) {
        entries.push(r#"".":{}"#.to_owned());
    }
    for _ in 0..rng.gen_range(0..if depth == 0 { 1 } else { 5 }) {
        let key = serde_json::to_string(&key(rng, narrow, invalid)).unwrap();
        let value = match rng.gen_range(0..10) {
            0 if invalid && rng.gen_ratio(1, 5) => ["1", "[]", "\"x\"", "true"][rng.gen_range(0..4)].to_owned(),
            0 => "null".to_owned(),
            1..=4 => "{}".to_owned(),
            _ => level(rng, depth.saturating_sub(1), narrow, invalid),
        };
        entries.push(format!("{key}:{value}"));
    }
    format!("{{{}}}", entries.join(","))
}

fn fields_v1(rng: &mut SmallRng, narrow: bool, invalid: bool) -> String {
    let depth = rng.gen_range(1..5);
    let text = level(rng, depth, narrow, invalid);
    match invalid && rng.gen_ratio(1, 15) {
        true => format!("{text}{}", [" ", " {}", "x", "\n\n", "{"][rng.gen_range(0..5)]),
        false => text,
    }
}

fn cases(seed: u64, count: usize) -> Vec<Value> {
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..count)
        .map(|index| match index % 2 {
            0 => json!({"op": "set", "a": fields_v1(&mut rng, false, true)}),
            _ => {
                let narrow = rng.gen_bool(0.7);
                json!({"op": "pair", "a": fields_v1(&mut rng, narrow, false), "b": fields_v1(&mut rng, narrow, false)})
            }
        })
        .collect()
}

/// Compares smp with Go on each case; the counts of what was compared.
fn compare(cases: &[Value], records: &[Value], seed: u64) -> (usize, usize) {
    assert_eq!(records.len(), cases.len(), "one answer a case");
    let (mut refused, mut read) = (0, 0);
    for (case, record) in cases.iter().zip(records) {
        for (version, strict) in VERSIONS {
            let expected = expected(record, version);
            match expected.get("error") {
                Some(_) => refused += 1,
                None => read += 1,
            }
            assert_eq!(answer(case, strict), expected, "seed {seed}, {version}: {case}");
        }
    }
    (read, refused)
}

const RECORDED: &str = "tests/data/fieldpath/oracle-v4.6.0-v6.4.2.jsonl.gz";
const RECORDED_SEED: u64 = 20261206;
const RECORDED_COUNT: usize = 4400;

#[test]
fn field_sets_read_write_and_combine_as_go_recorded() {
    let cases = cases(RECORDED_SEED, RECORDED_COUNT);
    let records = go_driver::recorded(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(RECORDED),
        &cases,
        "tests/data/fieldpath/README.md",
    );
    let (read, refused) = compare(&cases, &records, RECORDED_SEED);
    assert!(read > 4000 && refused > 300, "{read} read, {refused} refused");
}

/// Fresh cases through Go's own code where Go is installed (required where
/// `SMP_REQUIRE_GO` is set, as CI sets it); `SMP_FIELDPATH_CASES` sets how many (400).
#[test]
fn field_sets_read_write_and_combine_as_go_on_fresh_cases() {
    if !go_driver::go_is_here("field sets") {
        return;
    }
    let (seed, count) = (go_driver::fresh_seed(), go_driver::fresh_count("SMP_FIELDPATH_CASES", 400));
    let cases = cases(seed, count);
    let records = go(&cases);
    let (read, refused) = compare(&cases, &records, seed);
    eprintln!("field sets: seed {seed}: {count} fresh cases, {read} answers read and {refused} refused alike");
}

/// Go's answers to `cases` (`oracle/ssa`, `go run ./cmd/fieldpath`).
fn go(cases: &[Value]) -> Vec<Value> {
    go_driver::answers(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("oracle/ssa"), "fieldpath", cases)
}

/// Writes the recorded cases with Go's answers (`tests/data/fieldpath/README.md`).
#[test]
#[ignore = "a tool, not a test: SMP_FIELDPATH_RECORD=<file.jsonl.gz> writes the record"]
fn write_the_record() {
    let path = std::env::var_os("SMP_FIELDPATH_RECORD").expect("SMP_FIELDPATH_RECORD names the file to write");
    let cases = cases(RECORDED_SEED, RECORDED_COUNT);
    go_driver::write_record(std::path::Path::new(&path), &cases, go(&cases));
}
