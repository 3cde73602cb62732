//! The API server's field manager (`smp::server_side::FieldManager`) on arbitrary JSON: a
//! list of objects is a sequence of writes (applies and updates by three managers, some
//! forced) under Kubernetes 1.37's kinds or any JSON. Never a panic; every object it
//! returns has managedFields the API server reads; an apply repeated by the same manager
//! with the same configuration changes nothing. (For a kind whose apiVersion Go cannot read,
//! `a/b/c`, the entries have no apiVersion and Go then refuses them too: only the first
//! holds there; an update whose `metadata` is not a map is stored as it is.)
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::Value;
use smp::managed_fields::{self, Time};
use smp::server_side::{FieldManager, TypeConverter};
use smp::KubeVersion;

const MANAGERS: [&str; 3] = ["a", "kubectl", ""];

fuzz_target!(|data: &[u8]| {
    let Ok(input) = smp::bytes::parse(data) else { return };
    let steps = match input {
        Value::Array(items) => items,
        other => vec![other],
    };
    let Some(first) = steps.first() else { return };
    let text = |key: &str| first.get(key).and_then(Value::as_str).unwrap_or("v1").to_owned();
    let api_version = text("apiVersion");
    let readable = !api_version.is_empty() && api_version.matches('/').count() <= 1;
    let deduced = TypeConverter::deduced();
    let builtin = TypeConverter::kubernetes(KubeVersion::V1_37).unwrap();
    for converter in [&deduced, builtin] {
        let manager = FieldManager::new(converter, &text("apiVersion"), &text("kind")).now(Time::from_unix_seconds(1));
        let mut live: Option<Value> = None;
        for (i, step) in steps.iter().take(6).enumerate() {
            let name = MANAGERS[i % 3];
            let written = if i % 2 == 0 {
                let written = manager.apply(live.as_ref(), step, name, i % 4 == 2);
                if let (Ok(object), true) = (&written, readable) {
                    let again = manager.apply(Some(object), step, name, false).expect("the same apply again");
                    assert_eq!(&again, object, "an apply repeated changes nothing");
                }
                written
            } else {
                Ok(manager.update_no_errors(live.as_ref(), step.clone(), name))
            };
            if let Ok(object) = written {
                // An update stores what it is given, a `metadata` that is no map too (any
                // JSON, to the deduced converter); there are no managedFields then, in Go either.
                if !readable || object.get("metadata").is_some_and(|m| !m.is_object()) {
                    live = Some(object);
                    continue;
                }
                let entries = managed_fields::read(&object).expect("managedFields read back");
                managed_fields::validate(&entries.unwrap_or_default()).expect("managedFields the API server reads");
                live = Some(object);
            }
        }
    }
});
