//! Random cases whose outputs the Go reference itself returned
//! (`tests/data/conformance/go-oracle`): apply, two-way and three-way diff on Deployments,
//! Pods and the reference's `MergeItem`. Every record must give the same output (as Go
//! prints it) or the same kind of error; for a record where Go itself varied between
//! runs, any outcome it showed; where Go crashed, an error.

use crate::conformance_data;
use crate::oracle;

use conformance_data::{bytes_input, bytes_output, conformance_dir, struct_schema};
use serde_json::Value;
use smp::{Error, KubeVersion, Schema, SchemaRef, ThreeWayOptions, TwoWayOptions};

#[test]
fn go_oracle_records_all_agree() {
    every_record_agrees("the Value functions", run);
}

/// The same records through `smp::bytes` (smp's own document between text and text): the
/// inputs as text, the output compared as Go's bytes.
#[test]
fn go_oracle_records_all_agree_on_the_bytes_path() {
    every_record_agrees("smp::bytes", run_bytes);
}

fn every_record_agrees(path: &str, run: impl Fn(&Value, SchemaRef<'_>) -> Result<Value, Error>) {
    let dir = conformance_dir();

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
    for record in oracle::records(&dir) {
        total += 1;
        let schema = schema_for(record["schema"].as_str().unwrap_or_default());
        let outcome = run(&record, schema);
        if let Err(message) = oracle::judge(&record, &outcome) {
            failures.push(format!("{}: {message}", record["id"].as_str().unwrap_or("?")));
        }
    }
    eprintln!("go-oracle ({path}): {total} records, {} disagree", failures.len());
    assert!(total >= 2052, "expected 2052 records, found {total}");
    assert!(
        failures.is_empty(),
        "{} of {total} records disagree with Go on {path}:\n{}",
        failures.len(),
        failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n\n")
    );
}

/// A record's `overwrite` (Go's zero value, off, where it has none).
fn overwrite(record: &Value) -> bool {
    record["overwrite"].as_bool().unwrap_or(false)
}

fn run(record: &Value, schema: SchemaRef<'_>) -> Result<Value, Error> {
    let preconditions = oracle::preconditions(record);
    match record["op"].as_str().unwrap_or_default() {
        "apply" => smp::apply(&record["original"], &record["patch"], schema),
        "twoWay" => smp::two_way(
            &record["original"],
            &record["modified"],
            schema,
            &TwoWayOptions::default().preconditions(preconditions),
        ),
        "threeWay" => {
            let options = ThreeWayOptions::default().overwrite(overwrite(record)).preconditions(preconditions);
            smp::three_way(&record["original"], &record["modified"], &record["current"], schema, &options)
        }
        other => panic!("unknown op {other:?}"),
    }
}

fn run_bytes(record: &Value, schema: SchemaRef<'_>) -> Result<Value, Error> {
    let text = |role: &str| bytes_input(&record[role]);
    let preconditions = oracle::preconditions(record);
    let out = match record["op"].as_str().unwrap_or_default() {
        "apply" => smp::bytes::apply(&text("original"), &text("patch"), schema),
        "twoWay" => smp::bytes::two_way(
            &text("original"),
            &text("modified"),
            schema,
            &TwoWayOptions::default().preconditions(preconditions),
        ),
        "threeWay" => {
            let options = ThreeWayOptions::default().overwrite(overwrite(record)).preconditions(preconditions);
            smp::bytes::three_way(&text("original"), &text("modified"), &text("current"), schema, &options)
        }
        other => panic!("unknown op {other:?}"),
    }?;
    // The judge compares Go's bytes of the value: the bytes printed must be those.
    Ok(bytes_output(&out))
}
