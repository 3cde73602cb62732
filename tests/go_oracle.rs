//! Random cases whose outputs the Go reference itself returned
//! (`../shared/conformance/go-oracle`): apply, two-way and three-way diff on Deployments,
//! Pods and the reference's `MergeItem`. Every record must give the same output (as Go
//! prints it) or the same kind of error; for a record where Go itself varied between
//! runs, any outcome it showed; where Go crashed, an error.

#[path = "support/conformance_data.rs"]
mod conformance_data;

use std::io::{BufRead, BufReader};

use conformance_data::{conformance_dir, struct_schema};
use serde_json::Value;
use smp::gojson::to_go_json;
use smp::{Error, KubeVersion, Precondition, Schema, SchemaRef, ThreeWayOptions};

#[test]
fn go_oracle_records_all_agree() {
    let Some(dir) = conformance_dir() else { return };
    let path = dir.join("go-oracle/go-oracle-v0.32.4.public.jsonl.gz");
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("opening {}: {e}", path.display()));
    let lines = BufReader::new(flate2::read::GzDecoder::new(file));

    let kubernetes = Schema::kubernetes(KubeVersion::V1_33).expect("Kubernetes definitions");
    // The v0.32.4 MergeItem has no `jsonItem` field.
    let merge_items = struct_schema(&dir, &["jsonItem"]);
    let schema_for = |name: &str| -> SchemaRef<'_> {
        match name {
            "deployment" => kubernetes.for_kind("apps/v1", "Deployment").expect("Deployment"),
            "pod" => kubernetes.for_kind("v1", "Pod").expect("Pod"),
            "mergeItem" => merge_items.definition("MergeItem").expect("MergeItem"),
            other => panic!("unknown schema {other:?}"),
        }
    };

    let mut total = 0;
    let mut failures = Vec::new();
    for line in lines.lines() {
        let line = line.expect("reading the oracle");
        if line.trim().is_empty() {
            continue;
        }
        let record: Value = serde_json::from_str(&line).expect("oracle record");
        total += 1;
        let schema = schema_for(record["schema"].as_str().unwrap_or_default());
        let outcome = run(&record, schema);
        if let Err(message) = judge(&record, &outcome) {
            failures.push(format!("{}: {message}", record["id"].as_str().unwrap_or("?")));
        }
    }
    eprintln!("go-oracle: {total} records, {} disagree", failures.len());
    assert!(total >= 2052, "expected 2052 records, found {total}");
    assert!(
        failures.is_empty(),
        "{} of {total} records disagree with Go:\n{}",
        failures.len(),
        failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n\n")
    );
}

fn preconditions(record: &Value) -> Vec<Precondition> {
    record["preconditions"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .map(|entry| match entry.strip_prefix("metadata.") {
            Some(key) => Precondition::metadata_key_unchanged(key),
            None => Precondition::key_unchanged(entry),
        })
        .collect()
}

fn run(record: &Value, schema: SchemaRef<'_>) -> Result<Value, Error> {
    let preconditions = preconditions(record);
    match record["op"].as_str().unwrap_or_default() {
        "apply" => smp::apply(&record["original"], &record["patch"], schema),
        "twoWay" => smp::two_way(&record["original"], &record["modified"], schema, &preconditions),
        "threeWay" => {
            let options = ThreeWayOptions { overwrite: record["overwrite"].as_bool().unwrap_or(false), preconditions };
            smp::three_way(&record["original"], &record["modified"], &record["current"], schema, &options)
        }
        other => panic!("unknown op {other:?}"),
    }
}

fn error_kind(err: &Error) -> &'static str {
    if err.is_conflict() {
        "conflict"
    } else if err.is_precondition_failed() {
        "precondition"
    } else {
        "other"
    }
}

/// Whether an outcome matches one expected outcome of the record.
fn matches(expected: &Value, outcome: &Result<Value, Error>) -> bool {
    match (expected["errorKind"].as_str(), outcome) {
        (None, Ok(value)) => match expected["outputRaw"].as_str() {
            Some(raw) => to_go_json(value) == raw,
            None => to_go_json(value) == to_go_json(&expected["output"]),
        },
        // Go crashed; any error is the right answer.
        (Some("panic"), Err(_)) => true,
        (Some(kind), Err(err)) => kind == error_kind(err),
        _ => false,
    }
}

fn judge(record: &Value, outcome: &Result<Value, Error>) -> Result<(), String> {
    let expected = &record["expected"];
    if matches(expected, outcome) {
        return Ok(());
    }
    if record["nondeterministic"] == true {
        let alternatives = expected["alternatives"].as_array().cloned().unwrap_or_default();
        if alternatives.iter().any(|alternative| matches(alternative, outcome)) {
            return Ok(());
        }
    }
    let got = match outcome {
        Ok(value) => to_go_json(value),
        Err(err) => format!("error [{}] {err}", error_kind(err)),
    };
    let want = match expected["errorKind"].as_str() {
        None => expected["outputRaw"].as_str().map(str::to_owned).unwrap_or_else(|| to_go_json(&expected["output"])),
        Some(kind) => format!("error [{kind}] {}", expected["error"].as_str().unwrap_or_default()),
    };
    Err(format!("\n   got {got}\n  want {want}"))
}
