//! structured-merge-diff's own data for field sets (`tests/data/fieldpath/`, its README
//! says where from): the golden FieldsV1 files of real objects, which the reference writes
//! back byte for byte, and the tables of `fieldpath`'s tests, each checked as its test
//! checks it, for v4.6.0 (Kubernetes 1.33) and v6.4.2 (1.37).

use serde_json::Value;
use smp::managed_fields::{FieldPath, FieldSet, PathElement};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/fieldpath");
const VERSIONS: [(&str, bool); 2] = [("v4.6.0", false), ("v6.4.2", true)];

fn read(text: &str, strict: bool) -> Result<FieldSet, smp::Error> {
    match strict {
        true => FieldSet::from_fields_v1(text.as_bytes()),
        false => FieldSet::from_fields_v1_lenient(text.as_bytes()),
    }
}

/// A set as the tables give one: `{"json": ..., "paths": [...]}`.
fn set(value: &Value) -> FieldSet {
    let set = FieldSet::from_fields_v1(value["json"].as_str().unwrap().as_bytes()).unwrap();
    let paths: Vec<Value> = set.paths().iter().map(|p| Value::from(keys(p))).collect();
    assert_eq!(&Value::from(paths), &value["paths"], "the paths of {}", value["json"]);
    set
}

fn keys(path: &FieldPath) -> Vec<String> {
    path.0.iter().map(|e| String::from_utf8(e.to_fields_v1_key()).unwrap()).collect()
}

fn element(key: &Value) -> PathElement {
    PathElement::from_fields_v1_key(key.as_str().unwrap()).unwrap().unwrap()
}

fn path(keys: &Value) -> Vec<PathElement> {
    keys.as_array().unwrap().iter().map(element).collect()
}

/// Every table of `file` (`serialize_test`, ...) of `version`, as (test, subtest, vars).
fn tables(file: &str, version: &str) -> Vec<(String, String, Value)> {
    let text = std::fs::read_to_string(format!("{DIR}/{file}-{version}.json")).unwrap();
    let document: Value = serde_json::from_str(&text).unwrap();
    document["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["test"].as_str().unwrap().to_owned(), t["subtest"].as_str().unwrap().to_owned(), t["vars"].clone()))
        .collect()
}

fn strings(value: &Value) -> Vec<&str> {
    value.as_array().unwrap().iter().map(|s| s.as_str().unwrap()).collect()
}

#[test]
fn golden_fields_v1_files_are_written_back_byte_for_byte() {
    for (file, size) in [("endpointsset", 12), ("nodeset", 157), ("podset", 99), ("prometheus-crdset", 829)] {
        let text = std::fs::read(format!("{DIR}/{file}.json")).unwrap();
        for (_, strict) in VERSIONS {
            let set = read(std::str::from_utf8(&text).unwrap(), strict).unwrap();
            assert_eq!(set.size(), size, "{file}");
            assert_eq!(set.to_fields_v1(), text, "{file}");
        }
    }
}

#[test]
fn serialize_tables() {
    let mut checked = 0;
    for (version, strict) in VERSIONS {
        for (test, _, vars) in tables("serialize_test", version) {
            match test.as_str() {
                "TestSerializeV1GoldenData" => {
                    for example in strings(&vars["examples"]) {
                        assert_eq!(read(example, strict).unwrap().to_fields_v1(), example.as_bytes());
                        checked += 1;
                    }
                }
                "TestDropUnknown" => {
                    let set = read(vars["input"].as_str().unwrap(), strict).unwrap();
                    assert_eq!(set.to_fields_v1(), vars["expect"].as_str().unwrap().as_bytes());
                    checked += 1;
                }
                "TestDeserializeForValidNonNormalized" => {
                    for case in vars["testCases"].as_array().unwrap() {
                        let a = read(case["nonNormalizedString"].as_str().unwrap(), strict).unwrap();
                        let b = read(case["normalizedString"].as_str().unwrap(), strict).unwrap();
                        assert!(a.equals(&b) && a.to_fields_v1() == b.to_fields_v1(), "{case}");
                        checked += 1;
                    }
                }
                "TestSetFromJSONTokenTypeErrors" => {
                    for case in vars["cases"].as_array().unwrap() {
                        assert!(read(case["input"].as_str().unwrap(), strict).is_err(), "{version}: {case}");
                        checked += 1;
                    }
                }
                "TestSetFromJSON" => {
                    for case in vars["cases"].as_array().unwrap() {
                        assert!(read(case["input"].as_str().unwrap(), strict).is_ok(), "{version}: {case}");
                        checked += 1;
                    }
                }
                other => panic!("a table this test does not know: {other}"),
            }
        }
    }
    assert!(checked > 70, "{checked}");
}

#[test]
fn path_element_tables() {
    let mut checked = 0;
    for (version, strict) in VERSIONS {
        for (test, _, vars) in tables("serialize-pe_test", version) {
            match test.as_str() {
                "TestPathElementRoundTrip" | "TestDeserializePathElementSuccess" => {
                    for case in vars["tests"].as_array().unwrap() {
                        // v4.6.0's rows are strings that read and write back as they are.
                        let (given, case) = match case.as_str() {
                            Some(given) => (given, &serde_json::json!({"pathElement": given})),
                            None => (case["stringValue"].as_str().unwrap(), case),
                        };
                        let parsed = PathElement::from_fields_v1_key(given).unwrap().unwrap();
                        assert_eq!(
                            String::from_utf8(parsed.to_fields_v1_key()).unwrap(),
                            case["pathElement"],
                            "{case}"
                        );
                        checked += 1;
                    }
                }
                "TestDeserializePathElementError" => {
                    for given in strings(&vars["tests"]) {
                        // 1.33's reading ignores what follows a key's JSON; 1.37's refuses it.
                        let document = serde_json::json!({ given: {} }).to_string();
                        let refused = read(&document, strict).is_err();
                        assert!(refused, "{version}: {given:?} is read");
                        assert!(!strict || PathElement::from_fields_v1_key(given).is_err(), "{given:?}");
                        checked += 1;
                    }
                }
                "TestPathElementIgnoreUnknown" => {
                    assert!(PathElement::from_fields_v1_key(vars["input"].as_str().unwrap()).unwrap().is_none());
                    checked += 1;
                }
                other => panic!("a table this test does not know: {other}"),
            }
        }
        for (_, _, vars) in tables("path_test", version) {
            for row in vars["table"].as_array().unwrap() {
                assert_eq!(FieldPath(path(&row["fp"])).to_string(), row["expect"], "{row}");
                checked += 1;
            }
        }
        for (_, _, vars) in tables("element_test", version) {
            for row in vars["table"].as_array().unwrap().iter().filter(|row| !row["a"].is_null()) {
                let (a, b) = (element(&row["a"]), element(&row["b"]));
                assert_eq!(a < b, !row["eq"].as_bool().unwrap(), "{row}");
                checked += 1;
            }
        }
    }
    assert!(checked > 130, "{checked}");
}

#[test]
fn set_tables() {
    let mut checked = 0;
    for (version, _) in VERSIONS {
        let mut operands = (FieldSet::new(), FieldSet::new());
        for (test, subtest, vars) in tables("set_test", version) {
            match (test.as_str(), subtest.as_str()) {
                ("", _) => {
                    // randomPathMaker's alphabet: each element reads and writes back.
                    for key in strings(&vars["randomPathMaker"]) {
                        assert_eq!(String::from_utf8(element(&key.into()).to_fields_v1_key()).unwrap(), key);
                    }
                }
                ("TestSetInsertHas", _) => {
                    for row in vars["table"].as_array().unwrap() {
                        let has = set(&row["set"]).has(&path(&row["check"]));
                        assert_eq!(has, row["expectMembership"].as_bool().unwrap(), "{row}");
                        checked += 1;
                    }
                }
                ("TestSetIterSize", _) => {
                    let whole = set(&vars["s1"]);
                    let mut built = FieldSet::new();
                    for (count, p) in whole.paths().iter().enumerate() {
                        built.insert(&p.0);
                        assert_eq!((built.size(), built.is_empty()), (count + 1, false));
                    }
                    assert!(built.equals(&whole));
                    checked += 1;
                }
                ("TestSetEquals", _) => {
                    for row in vars["table"].as_array().unwrap() {
                        assert_eq!(set(&row["a"]).equals(&set(&row["b"])), row["equal"].as_bool().unwrap(), "{row}");
                        checked += 1;
                    }
                }
                ("TestSetUnion", _) => {
                    assert!(set(&vars["s1"]).union(&set(&vars["s2"])).equals(&set(&vars["u"])));
                    checked += 1;
                }
                ("TestSetIntersectionDifference", "") => operands = (set(&vars["s1"]), set(&vars["s2"])),
                ("TestSetIntersectionDifference", "intersection") => {
                    let (s1, s2) = &operands;
                    let expected = set(&vars["i"]);
                    assert!(s1.intersection(s2).equals(&expected));
                    let hard = s1.union(s2).difference(&s2.difference(s1).union(&s1.difference(s2)));
                    assert!(hard.equals(&expected));
                    checked += 1;
                }
                ("TestSetIntersectionDifference", "s1 - s2") => {
                    assert!(operands.0.difference(&operands.1).equals(&set(&vars["sDiffS2"])));
                    checked += 1;
                }
                ("TestSetIntersectionDifference", "s2 - s1") => {
                    assert!(operands.1.difference(&operands.0).equals(&set(&vars["s2DiffS"])));
                    checked += 1;
                }
                ("TestSetLeaves", _) => {
                    for row in vars["table"].as_array().unwrap() {
                        assert!(set(&row["input"]).leaves().equals(&set(&row["expected"])), "{row}");
                        checked += 1;
                    }
                }
                ("TestSetDifference", _) => {
                    for row in vars["table"].as_array().unwrap() {
                        let (a, b) = (set(&row["a"]), set(&row["b"]));
                        assert!(a.difference(&b).equals(&set(&row["expectDifference"])), "{row}");
                        assert!(a.recursive_difference(&b).equals(&set(&row["expectRecursiveDifference"])), "{row}");
                        checked += 1;
                    }
                }
                other => panic!("a table this test does not know: {other:?}"),
            }
        }
    }
    assert!(checked > 60, "{checked}");
}
