//! The Go reference's own test tables (`tests/data/conformance/apimachinery`), run on the
//! typed path: documents and patches parsed with serde into `MergeItem` /
//! `RetainKeysMergeItem` (tests/support/derived_merge_item.rs) and `PrecisionItem`
//! (below), mirrors of the reference's Go test structs (`schemas.json`), then
//! `smp::typed::apply`, `smp::typed::two_way` and `smp::typed::three_way`.
//!
//! A record the typed model cannot represent (a document that does not deserialize, or
//! whose serde round trip changes it: a null a typed `Option` drops, a field the struct
//! lacks, a number where the struct has a string…) is listed with its reason, never
//! dropped silently. Every representable record must pass, except those listed in
//! [`KNOWN_TYPED_BUGS`] (printed, tolerated; an entry that starts passing fails the test
//! so that the list stays true).
//!
//! The reference's tables put numbers in `MergeItem`'s string fields `name` and `value`
//! (`{"name": 1}`), which the mirror cannot hold: such records run with
//! [`LooseMergeItem`] (the same struct with those two fields as any JSON) and are listed
//! separately. The test fails if fewer than half of the `mergeItem` apply/twoWay records
//! run typed (mirror or loose), so that it cannot silently become empty.
//!
//! `threeWay` records run `smp::typed::three_way` (patch, conflict or error), then apply
//! the patch typed to `current`.

use crate::conformance_data;
use crate::derived_merge_item;

use std::collections::BTreeMap;

use conformance_data::{conformance_dir, read_json};
use derived_merge_item::{LooseMergeItem, MergeItem};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use smp::StrategicMerge as DeriveStrategicMerge;
use smp::{typed, StrategicMerge};
use smp::{Describe, ThreeWayOptions};

/// Go's `json.Marshal` text of a value.
fn to_go_json(value: &Value) -> String {
    String::from_utf8(smp::bytes::to_vec(value)).expect("JSON is UTF-8")
}

/// The reference's `PrecisionItem` (`schemas.json`): every field `omitempty`, no patch
/// strategies.
#[derive(DeriveStrategicMerge, Serialize, Deserialize, Debug, Clone, PartialEq, Default)]
pub struct PrecisionItem {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub int32: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub int64: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub float32: Option<f32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub float64: Option<f64>,
}

/// Representable records on which the typed path disagrees with the reference: bugs of
/// the typed path, reported and awaiting a fix. `(record id, reason)`.
const KNOWN_TYPED_BUGS: &[(&str, &str)] = &[];

/// Why a record cannot be run typed: `group` (what the table groups by) and `detail`
/// (which document, where).
#[derive(Debug)]
struct NotRepresentable {
    group: String,
    detail: String,
}

impl NotRepresentable {
    fn new(group: impl Into<String>, detail: impl Into<String>) -> NotRepresentable {
        NotRepresentable { group: group.into(), detail: detail.into() }
    }
}

enum Outcome {
    Pass,
    Fail(String),
    NotRepresentable(NotRepresentable),
}

impl From<NotRepresentable> for Outcome {
    fn from(reason: NotRepresentable) -> Outcome {
        Outcome::NotRepresentable(reason)
    }
}

/// `?` for the steps of a record: a failure or a reason the record is not representable.
type Step<T> = Result<T, Outcome>;

#[test]
fn reference_tables_pass_on_the_typed_path() {
    let dir = conformance_dir();
    let mut in_scope = 0;
    let mut out_of_scope: BTreeMap<String, usize> = BTreeMap::new();
    let mut passed = Vec::new();
    let mut failures = Vec::new();
    let mut known = Vec::new();
    let mut stale_known = Vec::new();
    let mut not_representable: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    // Per table and op: (in scope, run, passed).
    let mut by_table: BTreeMap<String, (usize, usize, usize)> = BTreeMap::new();
    // Records run with `LooseMergeItem`, by the reason the mirror could not hold them.
    let mut loose: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    // mergeItem apply/twoWay records: (total, representable).
    let mut merge_item_direct = (0usize, 0usize);
    for table in conformance_data::TABLES {
        let data = read_json(&dir.join(format!("apimachinery/{table}.json")));
        for record in data["cases"].as_array().expect("cases") {
            let id = record["id"].as_str().unwrap_or("?").to_owned();
            let op = record["op"].as_str().unwrap_or_default();
            let schema = record["schema"].as_str();
            if !matches!(op, "apply" | "twoWay" | "threeWay") || !matches!(schema, Some("mergeItem" | "precisionItem"))
            {
                *out_of_scope.entry(format!("{op} (schema {schema:?})")).or_default() += 1;
                continue;
            }
            in_scope += 1;
            let outcome = match schema {
                Some("mergeItem") => match run::<MergeItem>(record) {
                    // Numbers in `name`/`value`: the loose model may hold the record.
                    Outcome::NotRepresentable(mirror) => match run::<LooseMergeItem>(record) {
                        // Both fail: the loose model's reason is what remains once numbers are
                        // allowed; the mirror's is kept in the detail when it differs.
                        Outcome::NotRepresentable(other) if other.group == mirror.group => {
                            Outcome::NotRepresentable(mirror)
                        }
                        Outcome::NotRepresentable(other) => Outcome::NotRepresentable(NotRepresentable::new(
                            other.group,
                            format!("{} (and in the mirror MergeItem: {})", other.detail, mirror.detail),
                        )),
                        outcome => {
                            loose.entry(mirror.group).or_default().push((id.clone(), mirror.detail));
                            outcome
                        }
                    },
                    outcome => outcome,
                },
                _ => run::<PrecisionItem>(record),
            };
            let direct = schema == Some("mergeItem") && op != "threeWay";
            if direct {
                merge_item_direct.0 += 1;
            }
            let counts = by_table.entry(format!("{table} {op}")).or_default();
            counts.0 += 1;
            counts.1 += usize::from(!matches!(outcome, Outcome::NotRepresentable(_)));
            counts.2 += usize::from(matches!(outcome, Outcome::Pass));
            let bug = KNOWN_TYPED_BUGS.iter().find(|(bug, _)| *bug == id);
            match outcome {
                Outcome::NotRepresentable(reason) => {
                    not_representable.entry(reason.group).or_default().push((id, reason.detail));
                }
                Outcome::Pass => {
                    if direct {
                        merge_item_direct.1 += 1;
                    }
                    if bug.is_some() {
                        stale_known.push(id.clone());
                    }
                    passed.push(id);
                }
                Outcome::Fail(message) => {
                    if direct {
                        merge_item_direct.1 += 1;
                    }
                    match bug {
                        Some((_, reason)) => {
                            known.push(format!("{id}: {reason}\n    {}", message.replace('\n', "\n    ")))
                        }
                        None => failures.push(format!("{id}: {message}")),
                    }
                }
            }
        }
    }

    let unrepresentable: usize = not_representable.values().map(Vec::len).sum();
    let run = passed.len() + failures.len() + known.len();
    eprintln!("\n=== typed conformance ===");
    eprintln!("records in scope (mergeItem/precisionItem; apply, twoWay, threeWay): {in_scope}");
    for (what, count) in &out_of_scope {
        eprintln!("  out of scope (no typed counterpart): {count} × {what}");
    }
    for (table, (records, ran, ok)) in &by_table {
        eprintln!("  {table}: {records} records, {ran} run, {ok} passed");
    }
    eprintln!("run:                {run}");
    eprintln!("passed:             {}", passed.len());
    eprintln!("known typed bugs:   {}", known.len());
    eprintln!("failed:             {}", failures.len());
    eprintln!(
        "  of which with LooseMergeItem ({} records the mirror MergeItem cannot hold):",
        loose.values().map(Vec::len).sum::<usize>()
    );
    for (group, records) in &loose {
        eprintln!("  [{}] mirror: {group}", records.len());
        for (id, detail) in records {
            eprintln!("      {id}: {detail}");
        }
    }
    eprintln!("not representable:  {unrepresentable}");
    for (group, records) in &not_representable {
        eprintln!("  [{}] {group}", records.len());
        for (id, detail) in records {
            eprintln!("      {id}: {detail}");
        }
    }
    if !known.is_empty() {
        eprintln!("KNOWN_TYPED_BUGS (tolerated):");
        for bug in &known {
            eprintln!("  {bug}");
        }
    }
    let (total, representable) = merge_item_direct;
    let loose_direct = loose.values().flatten().filter(|(id, _)| !id.contains("/threeWay")).count();
    eprintln!(
        "mergeItem apply/twoWay records representable: {representable} of {total} ({} by the mirror MergeItem, {loose_direct} more by LooseMergeItem)",
        representable - loose_direct
    );
    eprintln!("=========================\n");

    assert!(in_scope >= 200, "expected at least 200 records in scope, found {in_scope}");
    assert!(stale_known.is_empty(), "KNOWN_TYPED_BUGS entries that now pass (remove them): {stale_known:?}");
    let listed_unknown: Vec<&str> = KNOWN_TYPED_BUGS
        .iter()
        .map(|(id, _)| *id)
        .filter(|id| !known.iter().any(|k| k.starts_with(&format!("{id}: "))) && !stale_known.iter().any(|s| s == id))
        .collect();
    assert!(
        listed_unknown.is_empty(),
        "KNOWN_TYPED_BUGS entries that were not run (not representable or absent): {listed_unknown:?}"
    );
    assert!(
        representable * 2 >= total,
        "only {representable} of {total} mergeItem apply/twoWay records are representable on the typed path"
    );
    assert!(failures.is_empty(), "{} of {run} typed runs failed:\n{}", failures.len(), failures.join("\n\n"));
}

fn run<T>(record: &Value) -> Outcome
where
    T: StrategicMerge + Describe + Serialize + DeserializeOwned + Clone,
    T::Patch: Default,
{
    let result = match record["op"].as_str().unwrap_or_default() {
        "apply" => run_apply::<T>(record),
        "twoWay" => run_two_way::<T>(record),
        "threeWay" => run_three_way::<T>(record),
        other => Err(Outcome::Fail(format!("unexpected op {other:?}"))),
    };
    result.unwrap_or_else(|outcome| outcome)
}

fn run_apply<T>(record: &Value) -> Step<Outcome>
where
    T: StrategicMerge + Serialize + DeserializeOwned + Clone,
{
    if record.get("originalRaw").is_some() {
        if record["goOnly"] == true {
            return Err(NotRepresentable::new(
                "Go's checks of its dataStruct argument (nil or not a struct): typed::apply takes a &T",
                "nothing to run",
            )
            .into());
        }
        // The raw texts are not JSON: serde refuses them before any typed value exists.
        let original = record["originalRaw"].as_str().unwrap_or_default();
        let patch = record["patchRaw"].as_str().unwrap_or_default();
        typed_from_text::<T>(original, "originalRaw")?;
        typed_from_text::<T::Patch>(patch, "patchRaw")?;
        return Ok(Outcome::Fail(String::from("the raw documents parse, but the record expects them not to")));
    }
    let original: T = typed_document(record, "original")?;
    let patch: T::Patch = typed_document(record, "patch")?;
    check_result(typed::apply(&original, patch), record)
}

fn run_two_way<T>(record: &Value) -> Step<Outcome>
where
    T: StrategicMerge + smp::Describe + Serialize + DeserializeOwned + Clone,
    T::Patch: Default,
{
    let either = record["errorOrSuccess"].as_bool().unwrap_or(false);
    let original: T = typed_document(record, "original")?;
    let modified: T = typed_document(record, "modified")?;
    let patch = typed::two_way(&original, &modified, &smp::TwoWayOptions::default());
    if (either && patch.is_err()) || (error_expected_at(record, "create") && !either) {
        return Ok(expect_error(patch, "two-way"));
    }
    // Can the typed model hold what Go produced?
    typed_document::<T::Patch>(record, "twoWay")?;
    expected_result_representable::<T>(record)?;
    let patch = match patch {
        Ok(patch) => patch,
        Err(err) => return Ok(Outcome::Fail(format!("typed two-way failed: {err}"))),
    };
    let patch_value = serde_json::to_value(&patch).expect("a typed patch serializes");
    if let Err(message) = same(&patch_value, record, "twoWay") {
        return Ok(Outcome::Fail(message));
    }
    check_result(typed::apply(&original, patch), record)
}

/// The typed three-way diff (`typed::three_way`), its conflicts and errors, then the
/// patch applied typed to `current`.
fn run_three_way<T>(record: &Value) -> Step<Outcome>
where
    T: StrategicMerge + Describe + Serialize + DeserializeOwned + Clone,
    T::Patch: Default,
{
    let either = record["errorOrSuccess"].as_bool().unwrap_or(false);
    let original: T = typed_document(record, "original")?;
    let modified: T = typed_document(record, "modified")?;
    let current: T = typed_document(record, "current")?;
    let overwrite = record["overwrite"].as_bool().unwrap_or(false);
    let options = ThreeWayOptions::default().overwrite(overwrite);
    let patch = typed::three_way(&original, &modified, &current, &options);
    if record["expectedErrorKind"] == "conflict" {
        return Ok(match patch {
            Err(err) if err.is_conflict() => Outcome::Pass,
            Err(err) => Outcome::Fail(format!("expected a conflict, got error {err}")),
            Ok(patch) => Outcome::Fail(format!(
                "expected a conflict, got patch {}",
                to_go_json(&serde_json::to_value(&patch).expect("serializes"))
            )),
        });
    }
    if (either && patch.is_err()) || (error_expected_at(record, "create") && !either) {
        return Ok(expect_error(patch, "three-way"));
    }
    typed_document::<T::Patch>(record, "threeWay")?;
    expected_result_representable::<T>(record)?;
    let patch = match patch {
        Ok(patch) => patch,
        Err(err) => return Ok(Outcome::Fail(format!("typed three-way failed: {err}"))),
    };
    let patch_value = serde_json::to_value(&patch).expect("a typed patch serializes");
    if let Err(message) = same(&patch_value, record, "threeWay") {
        return Ok(Outcome::Fail(message));
    }
    check_result(typed::apply(&current, patch), record)
}

fn check_result<T: Serialize + DeserializeOwned>(result: Result<T, smp::Error>, record: &Value) -> Step<Outcome> {
    if error_expected_at(record, "apply") {
        return Ok(expect_error(result, "apply"));
    }
    expected_result_representable::<T>(record)?;
    let result = match result {
        Ok(result) => result,
        Err(err) => return Ok(Outcome::Fail(format!("typed apply failed: {err}"))),
    };
    let value = serde_json::to_value(&result).expect("a typed value serializes");
    Ok(match same(&value, record, "result") {
        Ok(()) => Outcome::Pass,
        Err(message) => Outcome::Fail(message),
    })
}

fn expected_result_representable<T: Serialize + DeserializeOwned>(record: &Value) -> Step<()> {
    if record.get("result").is_some_and(|r| !r.is_null()) || record.get("resultJson").is_some() {
        typed_document::<T>(record, "result")?;
    }
    Ok(())
}

fn expect_error<T: Serialize>(result: Result<T, smp::Error>, step: &str) -> Outcome {
    match result {
        Err(_) => Outcome::Pass,
        Ok(value) => Outcome::Fail(format!(
            "{step}: the reference fails, the typed path gives {}",
            to_go_json(&serde_json::to_value(&value).expect("serializes"))
        )),
    }
}

fn error_expected_at(record: &Value, step: &str) -> bool {
    record["expectedError"].is_string() && record["expectedErrorStep"].as_str().unwrap_or("apply") == step
}

/// An input or expectation: the normalized one when the table compares after
/// `sortMergeListsByName`, else the record's own (as tests/integration/conformance.rs).
fn input<'r>(record: &'r Value, name: &str) -> &'r Value {
    if record["compare"] == "sortMergeListsByName" {
        if let Some(value) = record["normalized"].get(name) {
            return value;
        }
    }
    &record[name]
}

fn same(actual: &Value, record: &Value, name: &str) -> Result<(), String> {
    let actual_text = to_go_json(actual);
    let expected_text = match record.get(format!("{name}Json")).and_then(Value::as_str) {
        Some(text) => text.to_owned(),
        None => to_go_json(input(record, name)),
    };
    if actual_text == expected_text {
        Ok(())
    } else {
        Err(format!("{name}:\n   got {actual_text}\n  want {expected_text}"))
    }
}

/// A record's document parsed into a typed value (from its `*Json` text for
/// `exactString` tables), which must survive a serde round trip unchanged.
fn typed_document<D: Serialize + DeserializeOwned>(record: &Value, name: &str) -> Step<D> {
    let (typed, reference) = match record.get(format!("{name}Json")).and_then(Value::as_str) {
        Some(text) => (serde_json::from_str::<D>(text), smp::bytes::parse(text.as_bytes()).expect("record JSON")),
        None => {
            let value = input(record, name).clone();
            (serde_json::from_value::<D>(value.clone()), value)
        }
    };
    let typed = typed.map_err(|_| refusal::<D>(name, &reference))?;
    let back = serde_json::to_value(&typed).expect("a typed value serializes");
    if let Some((group, at)) = first_difference(&reference, &back, &mut String::new()) {
        return Err(NotRepresentable::new(group, format!("{name} {at}")).into());
    }
    Ok(typed)
}

/// A raw text that must not even parse (the reference's "invalid JSON document").
fn typed_from_text<D: DeserializeOwned>(text: &str, name: &str) -> Step<D> {
    serde_json::from_str::<D>(text).map_err(|err| {
        let message = err.to_string();
        let bare = message.split(" at line ").next().unwrap_or(&message).to_owned();
        NotRepresentable::new(format!("not JSON: serde says {bare:?}"), format!("{name}: {message}")).into()
    })
}

/// Why `doc` does not deserialize as `D`: the deepest value that alone makes it fail
/// (found by keeping one child at a time, as serde_json errors from values carry no
/// path), grouped by its field and JSON kind.
fn refusal<D: DeserializeOwned>(name: &str, doc: &Value) -> Outcome {
    let fails = |doc: &Value| serde_json::from_value::<D>(doc.clone()).is_err();
    let mut reduced = doc.clone();
    // The path in `reduced` (where kept items are at index 0) and as the record has it.
    let mut cursor: Vec<Option<String>> = Vec::new();
    let mut labels: Vec<String> = Vec::new();
    loop {
        let node = node_at(&mut reduced, &cursor).clone();
        let (children, empty): (Vec<(String, Value)>, Value) = match &node {
            Value::Object(map) => {
                (map.iter().map(|(k, v)| (k.clone(), v.clone())).collect(), Value::Object(Default::default()))
            }
            Value::Array(items) => {
                (items.iter().enumerate().map(|(i, v)| (i.to_string(), v.clone())).collect(), Value::Array(Vec::new()))
            }
            _ => break,
        };
        let mut without = reduced.clone();
        *node_at(&mut without, &cursor) = empty;
        if fails(&without) {
            break; // the value itself, not something inside it
        }
        let descend = children.into_iter().find_map(|(label, child)| {
            let only = match &node {
                Value::Object(_) => Value::Object([(label.clone(), child)].into_iter().collect()),
                _ => Value::Array(vec![child]),
            };
            let mut trial = reduced.clone();
            *node_at(&mut trial, &cursor) = only;
            fails(&trial).then_some((label, trial))
        });
        let Some((label, trial)) = descend else { break };
        reduced = trial;
        cursor.push(node.is_object().then(|| label.clone()));
        labels.push(label);
    }
    let culprit = node_at(&mut reduced, &cursor).clone();
    let message = serde_json::from_value::<D>(reduced).err().map(|e| e.to_string()).unwrap_or_default();
    let kind = match culprit {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    };
    let field = labels.iter().rev().find(|l| l.parse::<usize>().is_err()).map_or("the document", String::as_str);
    NotRepresentable::new(
        format!("does not deserialize: `{field}` holds {kind}"),
        format!("{name} at /{}: {message}", labels.join("/")),
    )
    .into()
}

/// The value at a path of keys (`Some`) and list indices (`None`: the kept item, 0).
fn node_at<'v>(mut value: &'v mut Value, cursor: &[Option<String>]) -> &'v mut Value {
    for step in cursor {
        value = match step {
            Some(key) => &mut value[key.as_str()],
            None => &mut value[0],
        };
    }
    value
}

/// Where a serde round trip changed a document: `(group, "at <path>: before → after")`.
fn first_difference(before: &Value, after: &Value, path: &mut String) -> Option<(String, String)> {
    let at = |path: &str, what: String| format!("at /{}: {what}", path.trim_start_matches('/'));
    match (before, after) {
        (Value::Object(b), Value::Object(a)) => {
            let mut keys: Vec<&String> = b.keys().chain(a.keys()).collect();
            keys.sort();
            keys.dedup();
            for key in keys {
                let len = path.len();
                path.push('/');
                path.push_str(key);
                let found = match (b.get(key), a.get(key)) {
                    (Some(Value::Null), None) => Some((
                        String::from("round trip drops a null (a typed Option cannot hold null)"),
                        at(path, String::from("null dropped")),
                    )),
                    (Some(v), None) => Some((
                        String::from("round trip drops a field the typed model lacks"),
                        at(path, format!("{} dropped", to_go_json(v))),
                    )),
                    (None, Some(v)) => {
                        Some((String::from("round trip adds a field"), at(path, format!("{} added", to_go_json(v)))))
                    }
                    (Some(b), Some(a)) => first_difference(b, a, path),
                    (None, None) => None,
                };
                path.truncate(len);
                if found.is_some() {
                    return found;
                }
            }
            None
        }
        (Value::Array(b), Value::Array(a)) if b.len() == a.len() => {
            for (i, (b, a)) in b.iter().zip(a).enumerate() {
                let len = path.len();
                path.push_str(&format!("/{i}"));
                let found = first_difference(b, a, path);
                path.truncate(len);
                if found.is_some() {
                    return found;
                }
            }
            None
        }
        _ if to_go_json(before) == to_go_json(after) => None,
        _ => Some((
            String::from("round trip changes a value"),
            at(path, format!("{} → {}", to_go_json(before), to_go_json(after))),
        )),
    }
}
