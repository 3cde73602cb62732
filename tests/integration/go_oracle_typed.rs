//! The Go oracle's `mergeItem` records (`tests/data/conformance/go-oracle`) on the typed
//! path: documents and patches parsed into `JsonMergeItem` (the reference's `MergeItem`
//! with every value field as any JSON, `tests/support/derived_merge_item.rs`), then
//! `smp::typed::apply`, `two_way` and `three_way`, judged as the `Value` path is
//! (`tests/integration/go_oracle.rs`): Go's output as Go prints it, or the same kind of error.
//!
//! A record the typed model cannot hold (a document whose serde round trip changes it: a
//! `null` field, which a typed `Option` reads as absent; a field the struct lacks) is
//! counted with its reason, never dropped silently; a two-way record with preconditions
//! is counted apart (the typed two-way diff takes none). Every other record must agree.

use crate::conformance_data;
use crate::derived_merge_item;
use crate::oracle;

use std::collections::BTreeMap;

use conformance_data::conformance_dir;
use derived_merge_item::JsonMergeItem;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use smp::{typed, StrategicMerge};
use smp::{Error, ThreeWayOptions};

/// A record's document as the typed model holds it, or why it cannot.
fn typed<T: Serialize + DeserializeOwned>(record: &Value, name: &str) -> Result<T, String> {
    let document = &record[name];
    let value: T = serde_json::from_value(document.clone()).map_err(|e| format!("{name} does not parse: {e}"))?;
    let back = serde_json::to_value(&value).map_err(|e| format!("{name} does not print: {e}"))?;
    if back != *document && !(document.is_null() && back == serde_json::json!({})) {
        return Err(format!("{name} changes in a serde round trip"));
    }
    Ok(value)
}

type Patch = <JsonMergeItem as StrategicMerge>::Patch;

/// The typed outcome of a record, as JSON, or why it cannot run.
fn run(record: &Value) -> Result<Result<Value, Error>, String> {
    let json = |value: &dyn erased_serialize::Erased| value.json();
    match record["op"].as_str().unwrap_or_default() {
        "apply" => {
            let original: JsonMergeItem = typed(record, "original")?;
            let patch: Patch = typed(record, "patch")?;
            // Go's result may keep directive keys (a map a patch adds whole, with its
            // `$retainKeys`), which a value of the type cannot hold.
            if record["expected"]["errorKind"].is_null() {
                typed::<JsonMergeItem>(&record["expected"], "output").map_err(|e| format!("expected {e}"))?;
            }
            Ok(typed::apply(&original, patch).map(|result| json(&result)))
        }
        "twoWay" => {
            if record["preconditions"].as_array().is_some_and(|p| !p.is_empty()) {
                return Err("two-way with preconditions".into());
            }
            let original: JsonMergeItem = typed(record, "original")?;
            let modified: JsonMergeItem = typed(record, "modified")?;
            Ok(typed::two_way(&original, &modified, &smp::TwoWayOptions::default()).map(|patch| json(&patch)))
        }
        "threeWay" => {
            let original: JsonMergeItem = typed(record, "original")?;
            let modified: JsonMergeItem = typed(record, "modified")?;
            let current: JsonMergeItem = typed(record, "current")?;
            let options = ThreeWayOptions::default()
                .overwrite(record["overwrite"].as_bool().unwrap_or(false))
                .preconditions(oracle::preconditions(record));
            Ok(typed::three_way(&original, &modified, &current, &options).map(|patch| json(&patch)))
        }
        other => Err(format!("unknown op {other:?}")),
    }
}

#[test]
fn go_oracle_merge_item_records_agree_on_the_typed_path() {
    let dir = conformance_dir();
    let (mut total, mut agreed) = (0, 0);
    let mut not_representable: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for record in oracle::records(&dir).into_iter().filter(|r| r["schema"] == "mergeItem") {
        total += 1;
        match run(&record) {
            Err(reason) => {
                if std::env::var_os("SMP_SHOW_UNREPRESENTABLE").is_some() {
                    eprintln!("{}: {reason}", record["id"].as_str().unwrap_or("?"));
                }
                *not_representable.entry(reason.split(':').next().unwrap_or_default().to_owned()).or_default() += 1
            }
            Ok(outcome) => match oracle::judge(&record, &outcome) {
                Ok(()) => agreed += 1,
                Err(message) => failures.push(format!("{}: {message}", record["id"].as_str().unwrap_or("?"))),
            },
        }
    }
    eprintln!(
        "go-oracle, typed: {total} mergeItem records, {agreed} agree, {} disagree; not run: {not_representable:?}",
        failures.len()
    );
    // A Go pointer with a merge key may hold a list in a document, which its Rust type
    // (`Option<Box<T>>`) cannot: the oracle does that often. A third of the records must run.
    let run = agreed + failures.len();
    assert!(run >= total / 3, "too few records run typed: {run} of {total}");
    assert!(
        failures.is_empty(),
        "{} records disagree with Go:\n{}",
        failures.len(),
        failures.iter().take(30).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// Serializes either a value or a patch to JSON.
mod erased_serialize {
    pub trait Erased {
        fn json(&self) -> serde_json::Value;
    }
    impl<T: serde::Serialize> Erased for T {
        fn json(&self) -> serde_json::Value {
            serde_json::to_value(self).expect("typed values print")
        }
    }
}
