//! The Go oracle's records (`tests/data/conformance/go-oracle`): reading them, and judging an
//! outcome against what Go returned (its output as Go prints it, or the kind of error;
//! for a record where Go varied between runs, any outcome it showed; where it crashed,
//! any error).
#![allow(dead_code)]

use std::io::{BufRead, BufReader};

use serde_json::Value;
use smp::{Error, Precondition};

/// Go's `json.Marshal` text of a value.
fn to_go_json(value: &Value) -> String {
    String::from_utf8(smp::bytes::to_vec(value)).expect("JSON is UTF-8")
}

/// Every record of the public oracle file in `dir` (the conformance folder).
pub fn records(dir: &std::path::Path) -> Vec<Value> {
    let path = dir.join("go-oracle/go-oracle-v0.32.4.public.jsonl.gz");
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("opening {}: {e}", path.display()));
    BufReader::new(flate2::read::GzDecoder::new(file))
        .lines()
        .map(|line| line.expect("reading the oracle"))
        .filter(|line| !line.trim().is_empty())
        .map(|line| serde_json::from_str(&line).expect("oracle record"))
        .collect()
}

pub fn preconditions(record: &Value) -> Vec<Precondition> {
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

pub fn error_kind(err: &Error) -> &'static str {
    if err.is_conflict() {
        "conflict"
    } else if err.is_precondition_failed() {
        "precondition"
    } else {
        "other"
    }
}

/// Whether an outcome matches one expected outcome of the record.
pub fn matches(expected: &Value, outcome: &Result<Value, Error>) -> bool {
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

pub fn judge(record: &Value, outcome: &Result<Value, Error>) -> Result<(), String> {
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
