//! Entries as the API server reads and writes them (`smp::managed_fields::validate`,
//! `normalize`, `sort`, `ManagedFieldsEntry::manager_identifier`) against apimachinery's
//! internal `DecodeManagedFields`, `encodeManagedFields`, `sortEncodedManagedFields` and
//! `BuildManagerIdentifier` of Kubernetes 1.33 and 1.37, on random lists of entries (the
//! generator of `csaupgrade`'s tests): Go's answers recorded
//! (`tests/data/managed_fields/`, made by `oracle/ssa/managedfields`) and, where Go is
//! installed, fresh ones. Go's error texts are not compared, only that both refuse.

use std::path::{Path, PathBuf};
use std::process::Command;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use smp::managed_fields::{self, ManagedFieldsEntry};

use super::csaupgrade::entry;
use crate::go_driver;

const VERSIONS: [&str; 2] = ["1.33", "1.37"];

fn cases(seed: u64, count: usize) -> Vec<Value> {
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..count)
        .map(|index| {
            let count = rng.gen_range(0..7);
            let bad = rng.gen_ratio(1, 12).then(|| rng.gen_range(0..count.max(1)));
            let entries: Vec<Value> = (0..count).map(|i| entry(&mut rng, bad == Some(i))).collect();
            let op = if index % 4 == 3 { "sort" } else { "decode" };
            json!({"op": op, "managed_fields": entries, "case_sensitive": true})
        })
        .collect()
}

fn values(entries: &[ManagedFieldsEntry]) -> Value {
    Value::Array(entries.iter().map(|e| e.to_value().unwrap()).collect())
}

#[derive(Debug, Default)]
struct Counts {
    unreadable: usize,
    refused: usize,
    normalized: usize,
    sorted: usize,
}

fn compare(case: &Value, go: &Value, counts: &mut Counts, context: &str) {
    assert!(go.get("panic").is_none() && go.get("bad_input").is_none(), "{context}: Go: {go}");
    let list = &case["managed_fields"];
    let read = managed_fields::read(&json!({"metadata": {"managedFields": list}}));
    if go.get("unmarshal_error").is_some() {
        assert!(read.is_err(), "{context}: Go could not read the entries, smp did: {read:?}");
        counts.unreadable += 1;
        return;
    }
    let entries =
        read.unwrap_or_else(|e| panic!("{context}: Go read the entries, smp refused: {e}")).unwrap_or_default();
    match case["op"].as_str().unwrap() {
        "sort" => {
            let mut sorted = entries;
            managed_fields::sort(&mut sorted);
            assert_eq!(values(&sorted), go["managed_fields"], "{context}: sorted");
            counts.sorted += 1;
        }
        "decode" => {
            let identifiers: Vec<Value> = entries.iter().map(|e| json!(e.manager_identifier())).collect();
            assert_eq!(Value::Array(identifiers), go["identifiers"], "{context}: identifiers");
            match go.get("error") {
                Some(_) => {
                    assert!(managed_fields::validate(&entries).is_err(), "{context}: Go refused, smp validated");
                    assert!(managed_fields::normalize(&entries).is_err(), "{context}: Go refused, smp normalized");
                    counts.refused += 1;
                }
                None => {
                    let normalized = managed_fields::normalize(&entries).unwrap_or_else(|e| panic!("{context}: {e}"));
                    let mut object = json!({});
                    managed_fields::write(&mut object, normalized.as_deref()).unwrap();
                    assert_eq!(object, go["object"], "{context}: written back");
                    counts.normalized += 1;
                }
            }
        }
        other => panic!("unknown op {other}"),
    }
}

fn compare_all(cases: &[Value], records: &[Value], seed: u64) -> Counts {
    assert_eq!(records.len(), cases.len(), "one answer a case");
    let mut counts = Counts::default();
    for (i, (case, record)) in cases.iter().zip(records).enumerate() {
        for version in VERSIONS {
            compare(case, &record[version], &mut counts, &format!("seed {seed}, case {i}, {version}: {case}"));
        }
    }
    counts
}

const RECORDED: &str = "tests/data/managed_fields/decode-oracle.jsonl.gz";
const RECORDED_SEED: u64 = 20261206;
const RECORDED_COUNT: usize = 1000;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn entries_read_and_written_as_the_api_server_recorded() {
    let cases = cases(RECORDED_SEED, RECORDED_COUNT);
    let records = go_driver::recorded(&root().join(RECORDED), &cases, "tests/data/managed_fields/README.md");
    let counts = compare_all(&cases, &records, RECORDED_SEED);
    eprintln!("managed fields entries, recorded: {counts:?}");
    assert!(
        counts.normalized > 800 && counts.refused > 100 && counts.sorted > 400 && counts.unreadable > 50,
        "{counts:?}"
    );
}

/// Fresh cases through apimachinery where Go is installed (required where `SMP_REQUIRE_GO`
/// is set, as CI sets it); `SMP_MANAGED_FIELDS_CASES` sets how many (300).
#[test]
fn entries_read_and_written_as_the_api_server_on_fresh_cases() {
    if !go_driver::go_is_here("managed fields entries") {
        return;
    }
    let (seed, count) = (go_driver::fresh_seed(), go_driver::fresh_count("SMP_MANAGED_FIELDS_CASES", 300));
    let cases = cases(seed, count);
    let records = go(&cases);
    let counts = compare_all(&cases, &records, seed);
    eprintln!("managed fields entries: seed {seed}: {count} fresh cases: {counts:?}");
}

/// The oracle's binaries, built once per build directory (`oracle/ssa/managedfields/build.sh`).
fn oracle_binaries() -> PathBuf {
    static BUILT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    BUILT
        .get_or_init(|| {
            let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("managedfields-oracle");
            let status = Command::new("sh")
                .arg(root().join("oracle/ssa/managedfields/build.sh"))
                .arg(&out)
                .status()
                .expect("sh runs");
            assert!(status.success(), "building the managedFields oracle failed");
            out
        })
        .clone()
}

/// Both versions' answers to `cases`, as records.
fn go(cases: &[Value]) -> Vec<Value> {
    let bin = oracle_binaries();
    let answers: Vec<Vec<Value>> = VERSIONS
        .iter()
        .map(|version| {
            let mut command = Command::new(bin.join(format!("managedfields-{version}")));
            command.env("ORACLE", "1").env("TZ", "UTC");
            go_driver::answers_of(command, cases)
        })
        .collect();
    (0..cases.len()).map(|i| json!({VERSIONS[0]: answers[0][i], VERSIONS[1]: answers[1][i]})).collect()
}

/// Writes the recorded cases with Go's answers (`tests/data/managed_fields/README.md`).
#[test]
#[ignore = "a tool, not a test: SMP_MANAGED_FIELDS_RECORD=<file.jsonl.gz> writes the record"]
fn write_the_record() {
    let path =
        std::env::var_os("SMP_MANAGED_FIELDS_RECORD").expect("SMP_MANAGED_FIELDS_RECORD names the file to write");
    let cases = cases(RECORDED_SEED, RECORDED_COUNT);
    go_driver::write_record(Path::new(&path), &cases, go(&cases));
}
