//! The Go reference's own test tables (`tests/data/conformance/apimachinery`), run on the
//! `Value` path with each schema variant the reference uses (Go structs, OpenAPI v2,
//! OpenAPI v3), and with `MergeItem` described by `#[derive(StrategicMerge)]`. Every
//! record must pass.

use crate::conformance_data;
use crate::derived_merge_item;

use conformance_data::{bytes_input, bytes_output, conformance_dir, read_json, Variants};
use serde_json::{Map, Value};
use smp::{Error, SchemaRef, ThreeWayOptions};

/// Go's `json.Marshal` text of a value.
fn to_go_json(value: &Value) -> String {
    String::from_utf8(smp::bytes::to_vec(value)).expect("JSON is UTF-8")
}

/// A sort key for list items, as the reference's tests sort by Go's `%v` of a value: one
/// text per value, so both sides of a comparison sort alike.
fn sort_key(value: &Value) -> String {
    to_go_json(value)
}

#[test]
fn reference_tables_pass_with_every_schema_variant() {
    let dir = conformance_dir();
    let derived = smp::Schema::of::<derived_merge_item::MergeItem>().with_case_insensitive_fields(true);
    let variants = Variants::load(&dir, Some(derived));
    let mut records = 0;
    let mut runs = 0;
    let mut failures = Vec::new();
    for table in conformance_data::TABLES {
        let data = read_json(&dir.join(format!("apimachinery/{table}.json")));
        for record in data["cases"].as_array().expect("cases") {
            records += 1;
            let id = record["id"].as_str().unwrap_or("?");
            match record["schema"].as_str() {
                None => {
                    runs += 1;
                    if let Err(message) = run_schemaless(record) {
                        failures.push(format!("{id}: {message}"));
                    }
                }
                Some(schema) => {
                    for (variant, schema) in variants.for_record(schema) {
                        for path in [Path::Values, Path::Bytes] {
                            runs += 1;
                            if let Err(message) = run(record, schema, variant, path) {
                                failures.push(format!("{id} [{variant}, {}]: {message}", path.name()));
                            }
                        }
                    }
                }
            }
        }
    }
    eprintln!("conformance: {records} records, {runs} runs, {} failed", failures.len());
    assert!(records >= 267, "expected at least 267 records, found {records}");
    assert!(failures.is_empty(), "{} of {runs} runs failed:\n{}", failures.len(), failures.join("\n\n"));
}

fn run_schemaless(record: &Value) -> Result<(), String> {
    match record["op"].as_str() {
        Some("hasConflicts") => {
            let expected = record["expected"].as_bool().expect("expected");
            for (left, right) in [(&record["left"], &record["right"]), (&record["right"], &record["left"])] {
                let got = smp::merge_patch::has_conflicts(left, right).map_err(|e| e.to_string())?;
                if got != expected {
                    return Err(format!("HasConflicts({left}, {right}) = {got}, want {expected}"));
                }
            }
            Ok(())
        }
        other => Err(format!("unexpected schemaless op {other:?}")),
    }
}

/// An input or expectation: the normalized one when the table compares after
/// `sortMergeListsByName`, else the record's own.
fn input<'r>(record: &'r Value, name: &str) -> &'r Value {
    if record["compare"] == "sortMergeListsByName" {
        if let Some(value) = record["normalized"].get(name) {
            return value;
        }
    }
    &record[name]
}

/// For `exactString` tables the inputs are the `*Json` strings.
fn document(record: &Value, name: &str) -> Value {
    if let Some(text) = record.get(format!("{name}Json")).and_then(Value::as_str) {
        return smp::bytes::parse(text.as_bytes()).expect("record JSON");
    }
    input(record, name).clone()
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

fn expect_error(result: Result<Value, Error>, record: &Value, step: &str) -> Result<(), String> {
    let wanted = record["expectedError"].as_str().unwrap_or_default();
    match result {
        Ok(value) => Err(format!("{step}: expected an error containing {wanted:?}, got {}", to_go_json(&value))),
        Err(err) if err.to_string().contains(wanted) => Ok(()),
        Err(err) => Err(format!("{step}: error {err:?} does not contain {wanted:?}")),
    }
}

fn error_expected_at(record: &Value, step: &str) -> bool {
    record["expectedError"].is_string() && record["expectedErrorStep"].as_str().unwrap_or("apply") == step
}

/// Which functions make the diffs: the `Value` ones, or `smp::bytes` on the documents'
/// text ([`bytes_input`]), read back ([`bytes_output`]).
#[derive(Clone, Copy)]
enum Path {
    Values,
    Bytes,
}

impl Path {
    fn name(self) -> &'static str {
        match self {
            Path::Values => "Value",
            Path::Bytes => "bytes",
        }
    }

    fn two_way(self, original: &Value, modified: &Value, schema: SchemaRef<'_>) -> Result<Value, Error> {
        match self {
            Path::Values => smp::two_way(original, modified, schema, &smp::TwoWayOptions::default()),
            Path::Bytes => smp::bytes::two_way(
                &bytes_input(original),
                &bytes_input(modified),
                schema,
                &smp::TwoWayOptions::default(),
            )
            .map(|out| bytes_output(&out)),
        }
    }

    fn three_way(
        self,
        [original, modified, current]: [&Value; 3],
        schema: SchemaRef<'_>,
        options: &ThreeWayOptions,
    ) -> Result<Value, Error> {
        match self {
            Path::Values => smp::three_way(original, modified, current, schema, options),
            Path::Bytes => smp::bytes::three_way(
                &bytes_input(original),
                &bytes_input(modified),
                &bytes_input(current),
                schema,
                options,
            )
            .map(|out| bytes_output(&out)),
        }
    }
}

fn run(record: &Value, schema: SchemaRef<'_>, variant: &str, path: Path) -> Result<(), String> {
    let either = record["errorOrSuccess"].as_bool().unwrap_or(false);
    match record["op"].as_str().unwrap_or_default() {
        "sortMergeLists" => {
            let sorted = sort_merge_lists(&record["original"], schema)?;
            same(&sorted, record, "sorted")
        }
        "apply" => run_apply(record, schema, variant),
        "twoWay" => {
            let original = document(record, "original");
            let modified = document(record, "modified");
            let patch = path.two_way(&original, &modified, schema);
            if either && patch.is_err() {
                return expect_error(patch, record, "create");
            }
            if error_expected_at(record, "create") && !either {
                return expect_error(patch, record, "create");
            }
            let patch = patch.map_err(|e| format!("two-way failed: {e}"))?;
            same(&patch, record, "twoWay")?;
            check_result(smp::apply(&original, &patch, schema), record)
        }
        "threeWay" => {
            let original = document(record, "original");
            let modified = document(record, "modified");
            let current = document(record, "current");
            let overwrite = record["overwrite"].as_bool().unwrap_or(false);
            let options = ThreeWayOptions::default().overwrite(overwrite);
            let patch = path.three_way([&original, &modified, &current], schema, &options);
            if record["expectedErrorKind"] == "conflict" {
                return match patch {
                    Err(err) if err.is_conflict() => Ok(()),
                    Err(err) => Err(format!("expected a conflict, got error {err}")),
                    Ok(p) => Err(format!("expected a conflict, got patch {}", to_go_json(&p))),
                };
            }
            if either && patch.is_err() {
                return expect_error(patch, record, "create");
            }
            if error_expected_at(record, "create") && !either {
                return expect_error(patch, record, "create");
            }
            let patch = patch.map_err(|e| format!("three-way failed: {e}"))?;
            same(&patch, record, "threeWay")?;
            check_result(smp::apply(&current, &patch, schema), record)
        }
        other => Err(format!("unknown op {other:?}")),
    }
}

fn check_result(result: Result<Value, Error>, record: &Value) -> Result<(), String> {
    if error_expected_at(record, "apply") {
        return expect_error(result, record, "apply");
    }
    let result = result.map_err(|e| format!("apply failed: {e}"))?;
    same(&result, record, "result")
}

fn run_apply(record: &Value, schema: SchemaRef<'_>, variant: &str) -> Result<(), String> {
    if record.get("originalRaw").is_some() {
        if record["goOnly"] == true {
            // Go's checks of its `dataStruct` argument: a schema reference cannot be nil
            // or a non-struct in Rust, so there is nothing to run.
            return Ok(());
        }
        let original = record["originalRaw"].as_str().unwrap_or_default();
        let patch = record["patchRaw"].as_str().unwrap_or_default();
        let result = smp::bytes::apply(original.as_bytes(), patch.as_bytes(), schema);
        let wanted = record["expectedError"].as_str().unwrap_or_default();
        return match result {
            Err(err)
                if matches!(err.kind(), smp::ErrorKind::InvalidJsonDocument { .. })
                    && err.to_string().starts_with(wanted) =>
            {
                Ok(())
            }
            Err(err) => Err(format!("[{variant}] error {err} is not {wanted:?}")),
            Ok(out) => Err(format!("[{variant}] expected {wanted:?}, got {}", String::from_utf8_lossy(&out))),
        };
    }
    let original = document(record, "original");
    let patch = document(record, "patch");
    check_result(smp::apply(&original, &patch, schema), record)
}

/// The reference's test helper `sortMergeListsByName`: merge lists of maps sorted by the
/// `%v` of their merge key, merge lists of scalars de-duplicated and sorted, directive
/// lists sorted; never recursing into non-merge lists.
fn sort_merge_lists(value: &Value, schema: SchemaRef<'_>) -> Result<Value, String> {
    let Value::Object(map) = value else { return Ok(value.clone()) };
    let mut out = Map::new();
    for (key, item) in map {
        let sorted = if key == "$retainKeys" || key.starts_with("$deleteFromPrimitiveList") {
            Value::Array(sort_scalars(item.as_array().cloned().unwrap_or_default()))
        } else if key.starts_with("$setElementOrder") || key == "$patch" {
            item.clone()
        } else {
            match item {
                Value::Object(_) => {
                    let (field, _) = schema.field(key).map_err(|e| e.to_string())?;
                    sort_merge_lists(item, field)?
                }
                Value::Array(list) => {
                    let (items, meta) = schema.list_field(key).map_err(|e| e.to_string())?;
                    if meta.strategy() == &smp::ListStrategy::Merge {
                        sort_list(list, items, meta.merge_key().unwrap_or(""))?
                    } else {
                        item.clone()
                    }
                }
                _ => item.clone(),
            }
        };
        out.insert(key.clone(), sorted);
    }
    Ok(Value::Object(out))
}

fn sort_list(list: &[Value], items: SchemaRef<'_>, merge_key: &str) -> Result<Value, String> {
    if list.first().is_some_and(|v| !v.is_object()) {
        let mut unique: Vec<Value> = Vec::new();
        for v in list {
            if !unique.contains(v) {
                unique.push(v.clone());
            }
        }
        return Ok(Value::Array(sort_scalars(unique)));
    }
    let mut sorted: Vec<Value> = list.iter().map(|v| sort_merge_lists(v, items)).collect::<Result<_, _>>()?;
    sorted.sort_by_key(|v| sort_key(v.get(merge_key).unwrap_or(&Value::Null)));
    Ok(Value::Array(sorted))
}

fn sort_scalars(mut list: Vec<Value>) -> Vec<Value> {
    list.sort_by_key(sort_key);
    list
}
