//! The reference's own tables for managed fields entries, dumped from client-go's
//! `util/csaupgrade/upgrade_test.go` and apimachinery's
//! `pkg/util/managedfields/internal/managedfields_test.go` of Kubernetes 1.33 and 1.37
//! (`tests/data/managed_fields/README.md`), each asserted as the Go test asserts it.

use std::path::Path;

use serde_json::{json, Value};
use smp::managed_fields::{self, FieldSet, ManagedFieldsEntry, Operation, UpgradeOptions};

const VERSIONS: [&str; 2] = ["v0.33.13", "v0.37.2"];

/// The cases of `test` in a dumped file.
fn table(file: &str, test: &str) -> Vec<Value> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/managed_fields").join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let dump: Value = serde_json::from_str(&text).unwrap();
    let table = dump["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["test"] == test)
        .unwrap_or_else(|| panic!("{file}: no {test}"));
    let cases = table["vars"].as_object().unwrap().values().next().unwrap().as_array().unwrap().clone();
    assert!(!cases.is_empty(), "{file}: {test} has cases");
    cases
}

fn entries(list: &Value) -> Vec<ManagedFieldsEntry> {
    managed_fields::read(&json!({"metadata": {"managedFields": list}})).unwrap().unwrap_or_default()
}

#[test]
fn find_owners_as_client_go_tests_it() {
    for version in VERSIONS {
        let cases = table(&format!("csaupgrade_test-{version}.json"), "TestFindOwners");
        for case in &cases {
            let entries = entries(&case["ManagedFieldsYAML"]["json"]["managedFields"]);
            let operation = match case["Operation"].as_str().unwrap() {
                "Apply" => Operation::Apply,
                "Update" => Operation::Update,
                other => Operation::Other(other.into()),
            };
            let fields = FieldSet::from_fields_v1(case["Fields"].as_str().unwrap().as_bytes()).unwrap();
            let owners = managed_fields::find_fields_owners(&entries, &operation, &fields);
            let mut found: Vec<&str> = owners.iter().map(|e| e.manager.as_str()).collect();
            let mut expected: Vec<&str> =
                case["Expectation"].as_array().unwrap().iter().map(|m| m.as_str().unwrap()).collect();
            found.sort_unstable();
            expected.sort_unstable();
            assert_eq!(found, expected, "{version} {}", case["Name"]);
            assert!(owners.iter().all(|e| e.operation == operation));
        }
        assert_eq!(cases.len(), 8, "{version}: the table's cases");
    }
}

/// JSON patch `replace` operations, as the test applies the patch.
fn apply_replaces(document: &Value, patch: &[u8]) -> Value {
    let mut document = document.clone();
    for operation in serde_json::from_slice::<Vec<Value>>(patch).unwrap() {
        assert_eq!(operation["op"], "replace");
        let path = operation["path"].as_str().unwrap();
        let target = document.pointer_mut(path).unwrap_or_else(|| panic!("replace needs {path} to exist"));
        *target = operation["value"].clone();
    }
    document
}

#[test]
fn upgrade_as_client_go_tests_it() {
    for version in VERSIONS {
        let cases = table(&format!("csaupgrade_test-{version}.json"), "TestUpgradeCSA");
        for case in &cases {
            let name = &case["Name"];
            let original = &case["OriginalObject"]["json"];
            let expected = &case["ExpectedObject"]["json"];
            let mut options = UpgradeOptions::default();
            for option in case["Options"].as_array().into_iter().flatten() {
                options = options.subresource(option["subresource"].as_str().unwrap());
            }
            let ssa = case["SSAManager"].as_str().unwrap();
            let csa: Vec<&str> = case["CSAManagers"].as_array().unwrap().iter().map(|m| m.as_str().unwrap()).collect();
            // Go iterates the managers in a random order; the test holds for every order.
            for order in orders(&csa) {
                let mut object = original.clone();
                managed_fields::upgrade(&mut object, &order, ssa, &options).unwrap();
                assert_eq!(&object, expected, "{version} {name} {order:?}");
                match managed_fields::upgrade_patch(original, &order, ssa, &options).unwrap() {
                    None => assert_eq!(&object, original, "{version} {name}: no patch, no change"),
                    Some(patch) => {
                        assert_eq!(&apply_replaces(original, &patch), expected, "{version} {name}: the patch")
                    }
                }
            }
        }
        assert_eq!(cases.len(), 9, "{version}: the table's cases");
    }
}

fn orders<'a>(names: &[&'a str]) -> Vec<Vec<&'a str>> {
    if names.len() <= 1 {
        return vec![names.to_vec()];
    }
    let mut all = Vec::new();
    for (i, first) in names.iter().enumerate() {
        let mut rest = names.to_vec();
        rest.remove(i);
        for mut order in orders(&rest) {
            order.insert(0, first);
            all.push(order);
        }
    }
    all
}

#[test]
fn entries_round_trip_sort_and_identify_as_apimachinery_tests_them() {
    for version in VERSIONS {
        let file = format!("managedfields_test-{version}.json");
        // Read, checked, written back: the same entries (the YAML texts are compared as data).
        for case in table(&file, "TestRoundTripManagedFields") {
            let list = &case["json"];
            let entries = entries(list);
            let normalized = managed_fields::normalize(&entries).unwrap();
            let back = match normalized {
                None => Value::Null,
                Some(entries) => Value::Array(entries.iter().map(|e| e.to_value().unwrap()).collect()),
            };
            assert_eq!(&back, list, "{version}: {}", case["yaml"]);
        }
        for case in table(&file, "TestBuildManagerIdentifier") {
            let entry = ManagedFieldsEntry::from_value(&case["managedFieldsEntry"]["json"]).unwrap();
            assert_eq!(entry.manager_identifier(), case["expected"].as_str().unwrap(), "{version}");
        }
        for case in table(&file, "TestSortEncodedManagedFields") {
            let mut sorted = entries(&case["managedFields"]);
            managed_fields::sort(&mut sorted);
            assert_eq!(sorted, entries(&case["expected"]), "{version} {}", case["name"]);
        }
        // TestHasFieldsType reuses one Go variable, so its third text is decoded over the
        // second's entry; the dump says what each text alone gives, which is compared here.
        for test in ["TestHasFieldsType", "TestHasAPIVersion", "TestHasOperation"] {
            for case in table(&file, test) {
                let result = managed_fields::validate(&entries(&case["yaml"]["json"]));
                assert_eq!(
                    result.is_err(),
                    case["expect_error"].as_bool().unwrap(),
                    "{version} {test} {}: {result:?}",
                    case["comment"]
                );
            }
        }
    }
}
