//! The schema loaders on arbitrary documents: OpenAPI v2 and v3, JSON Schema with
//! `$defs`, and CRDs. Each loads or refuses, never panics, loops or overflows; a schema
//! that loads serves lookups and an apply on every definition it names.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::{json, Value};
use smp::Schema;
use smp_fuzz::documents;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let docs = documents(rest, 2);
    let [Some(document), probe @ ..] = docs.as_slice() else { return };
    // Mostly the input is the definitions (or the CRD's versions), which each loader
    // looks for under its own key; at times it is the whole document.
    let loaded = match selector % 6 {
        0 => Schema::from_openapi_v2(&json!({"definitions": document})),
        1 => Schema::from_openapi_v3(&json!({"components": {"schemas": document}})),
        2 => Schema::from_json_schema(&json!({"$defs": document})),
        3 => Schema::from_crd(
            &json!({"spec": {"group": "example.com", "names": {"kind": "Fuzz"}, "versions": document}}),
        ),
        4 => Schema::from_crd(document),
        _ => Schema::from_openapi_v2(document),
    };
    let Ok(schema) = loaded else { return };
    let probe = probe.first().cloned().flatten().unwrap_or(Value::Null);
    let names: Vec<String> = schema.definition_names().map(str::to_owned).collect();
    for name in names.iter().take(16) {
        let Some(definition) = schema.definition(name) else { panic!("{name} is listed but not found") };
        if let Value::Object(fields) = &probe {
            for key in fields.keys() {
                let _ = definition.field(key);
                let _ = definition.list_field(key);
            }
            let _ = smp::apply(&probe, &probe, definition);
            let _ =
                smp::two_way(&probe, &Value::Object(Default::default()), definition, &smp::TwoWayOptions::default());
        }
    }
});
