//! The ownership queries of `smp::managed_fields` (`owners`, `owned_by`, `remove_manager`,
//! `move_api_version`) and the entries' conversions to and from `k8s-openapi`, on the
//! objects of the csaupgrade record (`tests/data/managed_fields/csaupgrade-oracle.jsonl.gz`):
//! `owners` of a path, for one operation, must be what `find_fields_owners` (held to
//! client-go's answers there) finds for the set of that one path; the edits keep what each
//! manager owns.

use std::io::{BufRead, BufReader};
use std::path::Path;

use k8s_openapi::apimachinery::pkg::apis::meta::v1 as meta;
use serde_json::Value;
use smp::managed_fields::{self, FieldSet, ManagedFieldsEntry, Operation};

/// The recorded objects whose entries smp reads and whose FieldsV1 all read as sets.
fn objects() -> Vec<(Value, Vec<ManagedFieldsEntry>)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/managed_fields/csaupgrade-oracle.jsonl.gz");
    let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let objects: Vec<_> = BufReader::new(flate2::read::GzDecoder::new(file))
        .lines()
        .filter_map(|line| {
            let record: Value = serde_json::from_str(&line.unwrap()).unwrap();
            let object = record["case"]["object"].clone();
            let entries = managed_fields::read(&object).ok()??;
            entries.iter().all(|e| e.field_set().is_ok()).then_some((object, entries))
        })
        .collect();
    assert!(objects.len() > 1000, "{} objects", objects.len());
    objects
}

fn managers(entries: &[ManagedFieldsEntry]) -> Vec<String> {
    let mut names: Vec<String> = entries.iter().map(|e| e.manager.clone()).collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn owners_are_who_find_fields_owners_finds() {
    let (mut paths, mut owned) = (0, 0);
    for (_, entries) in objects() {
        let all = entries.iter().fold(FieldSet::new(), |all, e| all.union(&e.field_set().unwrap()));
        for path in all.paths() {
            let owners = managed_fields::owners(&entries, &path.0).unwrap();
            assert!(!owners.is_empty(), "{path}: a path of the entries has an owner");
            for operation in [Operation::Apply, Operation::Update] {
                let found =
                    managed_fields::find_fields_owners(&entries, &operation, &FieldSet::from_paths([path.clone()]));
                let expected: Vec<_> = owners.iter().filter(|e| e.operation == operation).collect();
                assert_eq!(found.iter().collect::<Vec<_>>(), expected, "{path}");
            }
            paths += 1;
            owned += owners.len();
        }
        for manager in managers(&entries) {
            let theirs = managed_fields::owned_by(&entries, &manager).unwrap();
            for path in theirs.paths() {
                assert!(
                    managed_fields::owners(&entries, &path.0).unwrap().iter().any(|e| e.manager == manager),
                    "{manager} {path}"
                );
            }
            for entry in entries.iter().filter(|e| e.manager == manager) {
                assert!(
                    entry.field_set().unwrap().difference(&theirs).is_empty(),
                    "{manager}: everything of its entries"
                );
            }
        }
    }
    assert!(paths > 5000 && owned > paths, "{paths} paths, {owned} owners");
}

#[test]
fn edits_keep_what_each_manager_owns() {
    let mut merged = 0;
    for (_, entries) in objects().into_iter().filter(|(_, entries)| !entries.is_empty()) {
        let owned = |entries: &[ManagedFieldsEntry]| {
            managers(entries)
                .into_iter()
                .map(|m| (managed_fields::owned_by(entries, &m).unwrap().to_fields_v1(), m))
                .collect::<Vec<_>>()
        };
        let before = owned(&entries);

        let mut removed = entries.clone();
        let name = entries[0].manager.clone();
        let count = managed_fields::remove_manager(&mut removed, &name);
        assert_eq!(count, entries.iter().filter(|e| e.manager == name).count());
        let kept: Vec<_> = entries.iter().filter(|e| e.manager != name).cloned().collect();
        assert_eq!(removed, kept, "the others, in their order");

        for (from, to) in [("apps/v1beta1", "apps/v1"), ("v1", "v2")] {
            let mut moved = entries.clone();
            managed_fields::move_api_version(&mut moved, from, to).unwrap();
            assert!(moved.iter().all(|e| e.api_version != from), "{from} moved");
            assert_eq!(owned(&moved), before, "what each manager owns, {from} to {to}");
            let identifiers: Vec<String> = moved.iter().map(ManagedFieldsEntry::manager_identifier).collect();
            let mut unique = identifiers.clone();
            unique.sort();
            unique.dedup();
            let were_unique = {
                let mut ids: Vec<String> = entries.iter().map(ManagedFieldsEntry::manager_identifier).collect();
                ids.sort();
                ids.dedup();
                ids.len() == entries.len()
            };
            if were_unique {
                assert_eq!(unique.len(), identifiers.len(), "one entry an identifier after the move");
            }
            merged += entries.len() - moved.len();
        }
    }
    assert!(merged > 50, "{merged} entries merged by a move");
}

#[test]
fn entries_convert_to_and_from_k8s_openapi() {
    let (mut converted, mut refused) = (0, 0);
    for (object, entries) in objects() {
        let list = object["metadata"]["managedFields"].clone();
        // k8s-openapi reads times with jiff, which refuses some texts Go reads (`T9:00:00`).
        let Ok(typed) = serde_json::from_value::<Vec<meta::ManagedFieldsEntry>>(list) else {
            refused += 1;
            continue;
        };
        let from_typed: Vec<ManagedFieldsEntry> =
            typed.iter().map(|e| ManagedFieldsEntry::try_from(e).unwrap()).collect();
        assert_eq!(from_typed, entries, "{object}");
        for entry in &entries {
            let back = meta::ManagedFieldsEntry::try_from(entry).unwrap();
            let mut expected = entry.to_value().unwrap();
            if entry.time.is_some_and(|t| t.is_go_zero()) {
                // Go writes its zero time as null; the typed field holds the year 1.
                expected["time"] = Value::from("0001-01-01T00:00:00Z");
            }
            assert_eq!(serde_json::to_value(&back).unwrap(), expected);
        }
        converted += 1;
    }
    assert!(converted > 500 && refused > 10, "{converted} converted, {refused} refused by k8s-openapi's reading");
}
