//! The hand-made cases of server-side apply's typed operations
//! (`oracle/ssa/k8s-1.37/fieldmanager.jsonl`, every line but the sequences: field sets with
//! key defaults and partial keys, type errors, comparisons, merges, removal and extraction
//! of items, under client-go's converter, the deduced one and OpenAPI documents) against
//! the Go oracle's answers for Kubernetes 1.33 and 1.37, recorded
//! (`tests/data/server_side/typed-hand-oracle.jsonl.gz`) and, where Go is installed, fresh.

use std::path::Path;

use serde_json::{json, Value};
use smp::managed_fields::FieldSet;
use smp::server_side::TypeConverter;
use smp::{Error, ErrorKind, KubeVersion};

use crate::go_driver;

const VERSIONS: [(&str, KubeVersion, &str); 2] =
    [("1.33", KubeVersion::V1_33, "oracle/ssa/k8s-1.33"), ("1.37", KubeVersion::V1_37, "oracle/ssa/k8s-1.37")];

const RECORD: &str = "tests/data/server_side/typed-hand-oracle.jsonl.gz";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn cases() -> Vec<Value> {
    let text = std::fs::read_to_string(root().join("oracle/ssa/k8s-1.37/fieldmanager.jsonl")).unwrap();
    text.lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .filter(|case| case["op"] != "sequence")
        .collect()
}

#[derive(Debug, Default)]
struct Counts {
    answered: usize,
    refused: usize,
    /// Read with `AllowDuplicates`, which smp does not do (`docs/differences.md`).
    duplicates_allowed: usize,
    /// Under a CRD the API server's validation refuses, which smp does not repeat.
    invalid_crds: usize,
}

fn text(set: &FieldSet) -> String {
    String::from_utf8(set.to_fields_v1()).unwrap()
}

/// smp's answer in the oracle's shape: what it gives, or the error.
fn ours(converter: &TypeConverter, case: &Value) -> Result<Value, Error> {
    let fields = || FieldSet::from_fields_v1(case["fields"].as_str().unwrap_or_default().as_bytes());
    Ok(match case["op"].as_str().unwrap() {
        "to_field_set" => json!({"fields_v1": text(&converter.to_field_set(&case["object"])?)}),
        "compare" => {
            let c = converter.compare(&case["old"], &case["new"])?;
            json!({"added": text(&c.added), "modified": text(&c.modified), "removed": text(&c.removed)})
        }
        "merge" => json!({"object": converter.merge(&case["live"], &case["apply"])?}),
        "remove_items" => json!({"object": converter.remove_items(&case["object"], &fields()?)?}),
        "extract_items" => {
            let keys = case["append_key_fields"].as_bool().unwrap_or(false);
            json!({"object": converter.extract_items(&case["object"], &fields()?, keys)?})
        }
        other => panic!("op {other}"),
    })
}

fn compare(cases: &[Value], records: &[Value]) -> Counts {
    assert_eq!(cases.len(), records.len());
    let mut counts = Counts::default();
    for (version, kube, _) in VERSIONS {
        let builtin = TypeConverter::kubernetes(kube).unwrap();
        let deduced = TypeConverter::deduced();
        for (case, record) in cases.iter().zip(records) {
            let go = &record[version];
            let context = || format!("{} on {version}\nGo: {go}", case["id"]);
            if case["allow_duplicates"] == true {
                counts.duplicates_allowed += 1;
                continue;
            }
            // The API server refuses to create such a CRD; smp reads what exists.
            let crd_refused = go["error"].as_str().is_some_and(|e| e.starts_with("CustomResourceDefinition."));
            if go["converter"] == "crd" && crd_refused {
                counts.invalid_crds += 1;
                continue;
            }
            let openapi;
            let converter = match go["converter"].as_str() {
                Some("deduced") => &deduced,
                Some("openapi") => {
                    let preserve = case["preserve_unknown_fields"].as_bool().unwrap_or(false);
                    openapi = TypeConverter::from_openapi(kube, &case["openapi"], preserve).unwrap();
                    &openapi
                }
                Some("crd") => {
                    openapi = TypeConverter::from_crd(kube, &case["crd"]).unwrap();
                    &openapi
                }
                _ => builtin,
            };
            match (ours(converter, case), go.get("error")) {
                (Ok(answer), None) => {
                    for (key, value) in answer.as_object().unwrap() {
                        assert_eq!(value, &go[key], "{key}: {}", context());
                    }
                    counts.answered += 1;
                }
                (Err(error), Some(go_error)) => {
                    same_error(&error, go_error.as_str().unwrap(), &context);
                    counts.refused += 1;
                }
                (Ok(answer), Some(_)) => panic!("smp answered {answer}: {}", context()),
                (Err(error), None) => panic!("smp refused: {error}: {}", context()),
            }
        }
    }
    counts
}

/// smp's reason is Go's text (without the side Go names, `old: `, `live: `...), but for the
/// Go value a type error prints; where Go lists several errors, smp names one of them; where
/// Go prints pointers (objects of two kinds), both refuse.
fn same_error(error: &Error, go: &str, context: &dyn Fn() -> String) {
    let ours = match error.kind() {
        ErrorKind::SchemaMismatch(reason) => reason.clone(),
        // FieldsV1 that does not read: json-iterator's words, at the same byte.
        ErrorKind::InvalidFieldsV1 { offset, .. } => {
            assert!(go.contains(&format!("error found in #{offset} byte")), "smp: {error}\n{}", context());
            return;
        }
        other => other.to_string(),
    };
    let go = match go.split_once(": ") {
        Some((side, rest)) if ["old", "new", "live", "apply", "fields"].contains(&side) => rest,
        _ => go,
    };
    let unvalued = |text: &str| text.rfind(", got ").map_or(text, |at| &text[..at]).to_owned();
    // Pointers (objects of two kinds), or the oracle's own words for a version a CRD does
    // not serve (the API server answers 404): both refuse.
    if go.contains("{0x") || go.starts_with("the CRD ") {
        return;
    }
    match go.strip_prefix("errors:\n  ") {
        Some(list) => {
            let listed: Vec<String> = list.split("\n  ").map(unvalued).collect();
            assert!(listed.contains(&unvalued(&ours)), "smp: {ours}\n{}", context());
        }
        None => assert_eq!(unvalued(&ours), unvalued(go), "{}", context()),
    }
}

#[test]
fn hand_made_typed_cases_as_the_api_server_recorded() {
    let cases = cases();
    let records = go_driver::recorded(&root().join(RECORD), &cases, "tests/data/server_side/README.md");
    let counts = compare(&cases, &records);
    eprintln!("typed operations, hand-made: {counts:?}");
    assert!(counts.answered >= 60 && counts.refused >= 30, "{counts:?}");
}

#[test]
fn hand_made_typed_cases_as_the_api_server_live() {
    if !go_driver::go_is_here("typed operations") {
        return;
    }
    let cases = cases();
    let counts = compare(&cases, &go(&cases));
    eprintln!("typed operations, hand-made, live: {counts:?}");
}

fn go(cases: &[Value]) -> Vec<Value> {
    let versions: Vec<(&str, &str)> = VERSIONS.iter().map(|(name, _, module)| (*name, *module)).collect();
    go_driver::answers_by_version(root(), &versions, "fieldmanager", cases)
}

/// Writes the record (`tests/data/server_side/README.md`).
#[test]
#[ignore = "a tool, not a test: writes tests/data/server_side/typed-hand-oracle.jsonl.gz"]
fn write_the_record() {
    let cases = cases();
    go_driver::write_record(&root().join(RECORD), &cases, go(&cases));
}
