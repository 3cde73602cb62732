//! `metadata.managedFields` (`smp::managed_fields`) on arbitrary JSON: reading refuses or
//! gives entries, never panics; csaupgrade fails leaving the object as it was, or upgrades
//! it so that a second upgrade changes nothing more and its JSON patch makes the same
//! object; the API server's normal form is stable.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::{json, Value};
use smp::managed_fields::{self, UpgradeOptions};

const MANAGERS: [&str; 3] = ["kubectl-client-side-apply", "a", "b"];

fuzz_target!(|data: &[u8]| {
    let Ok(list) = smp::bytes::parse(data) else { return };
    // The input as the entries of an object, or as the object itself.
    let object = match list {
        Value::Array(_) => json!({"metadata": {"resourceVersion": "1", "managedFields": list}}),
        other => other,
    };
    let Ok(entries) = managed_fields::read(&object) else { return };
    let options = UpgradeOptions::default();
    for csa in [&MANAGERS[..1], &MANAGERS[..]] {
        let mut upgraded = object.clone();
        match managed_fields::upgrade(&mut upgraded, csa, "kubectl", &options) {
            Err(_) => {
                assert_eq!(upgraded, object, "a failed upgrade leaves the object");
                assert!(managed_fields::upgrade_patch(&object, csa, "kubectl", &options).is_err());
            }
            Ok(_) => {
                // A second upgrade changes nothing, but that Go's zero time, written `null`,
                // reads back as no time and is then left out.
                // Go writes a time past 9999 (`9999-12-31T23:59:59-01:00` is `10000-...Z`),
                // which it cannot read back; so does smp.
                if managed_fields::read(&upgraded).is_err() {
                    continue;
                }
                let mut again = upgraded.clone();
                managed_fields::upgrade(&mut again, csa, "kubectl", &options).expect("upgrades again");
                assert_eq!(again, without_null_times(&upgraded), "a second upgrade changes nothing");
                let patch = managed_fields::upgrade_patch(&object, csa, "kubectl", &options).expect("the patch");
                if let Some(patch) = patch {
                    // Read with Go's numbers, as the object's entries were.
                    let patch = smp::bytes::parse(&patch).expect("the patch is JSON");
                    let mut patched = object.clone();
                    if let Some(metadata) = patched.get_mut("metadata") {
                        metadata["managedFields"] = patch[0]["value"].clone();
                    }
                    // An emptied list is `null` in the patch, and no key in the object.
                    if upgraded.pointer("/metadata/managedFields").is_none() {
                        assert_eq!(patch[0]["value"], Value::Null);
                    } else {
                        assert_eq!(
                            patched.pointer("/metadata/managedFields"),
                            upgraded.pointer("/metadata/managedFields")
                        );
                    }
                }
            }
        }
    }
    let entries = entries.unwrap_or_default();
    let mut sorted = entries.clone();
    managed_fields::sort(&mut sorted);
    let mut twice = sorted.clone();
    managed_fields::sort(&mut twice);
    assert_eq!(twice, sorted);
    if let Ok(Some(normal)) = managed_fields::normalize(&entries) {
        assert_eq!(managed_fields::normalize(&normal).expect("normal entries are valid"), Some(normal.clone()));
    }
});

fn without_null_times(object: &Value) -> Value {
    let mut object = object.clone();
    if let Some(Value::Array(entries)) = object.pointer_mut("/metadata/managedFields") {
        for entry in entries.iter_mut().filter_map(Value::as_object_mut) {
            if entry.get("time") == Some(&Value::Null) {
                entry.remove("time");
            }
        }
    }
    object
}
