//! Where the reference's test data lives, and the schemas it is run with.
//!
//! The data is in the repository (`tests/data/conformance`, see `tests/data/README.md`);
//! `$SMP_CONFORMANCE_DIR` names another copy.
#![allow(dead_code)]

use std::path::PathBuf;

use serde_json::{json, Map, Value};
use smp::Schema;

/// The reference's tables, as files of `apimachinery/`.
pub const TABLES: &[&str] = &[
    "sortMergeListTestCaseData",
    "customStrategicMergePatchTestCaseData",
    "customStrategicMergePatchRawTestCases",
    "createStrategicMergePatchTestCaseData",
    "strategicMergePatchRawTestCases",
    "replaceRawExtensionPatchTestCases",
    "TestNumberConversion",
    "TestUnknownField",
    "TestStrategicMergePatch.adhocErrors",
    "mergepatch.TestHasConflicts",
];

/// The conformance folder. Missing data is a failure: it is part of the repository.
pub fn conformance_dir() -> PathBuf {
    let dir = std::env::var_os("SMP_CONFORMANCE_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/conformance")));
    assert!(dir.is_dir(), "the conformance data is missing at {} (tests/data/conformance)", dir.display());
    dir
}

pub fn read_json(path: &std::path::Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("parsing {}: {e}", path.display()))
}

/// The reference's Go test structs (`schemas.json`) as an OpenAPI v2 document, so that
/// the "struct" schema variant runs through the same schema model.
pub fn struct_schema(dir: &std::path::Path, drop_fields: &[&str]) -> Schema {
    let doc = read_json(&dir.join("apimachinery/schemas.json"));
    let mut definitions = Map::new();
    for (name, ty) in doc["types"].as_object().expect("types") {
        // RawExtension and struct{ Raw []byte } are modelled inline where they are used.
        if ty["fields"].as_array().is_none_or(|fields| fields.iter().any(|f| f.get("type").is_none())) {
            continue;
        }
        let mut properties = Map::new();
        for field in ty["fields"].as_array().expect("fields") {
            let json_name = field["json"].as_str().expect("json name");
            if drop_fields.contains(&json_name) {
                continue;
            }
            let mut schema = go_type_schema(&field["type"]);
            if let Some(strategy) = field["patchStrategy"].as_str() {
                schema["x-kubernetes-patch-strategy"] = json!(strategy);
            }
            if let Some(key) = field["patchMergeKey"].as_str() {
                schema["x-kubernetes-patch-merge-key"] = json!(key);
            }
            properties.insert(json_name.to_owned(), schema);
        }
        definitions.insert(name.clone(), json!({"type": "object", "properties": properties}));
    }
    Schema::from_openapi_v2(&json!({ "definitions": definitions }))
        .expect("struct schema")
        .with_case_insensitive_fields(true)
}

fn go_type_schema(ty: &Value) -> Value {
    match ty["kind"].as_str().unwrap_or_default() {
        "primitive" => match ty["goType"].as_str().unwrap_or_default() {
            "string" => json!({"type": "string"}),
            "bool" => json!({"type": "boolean"}),
            t if t.starts_with("float") => json!({"type": "number"}),
            _ => json!({"type": "integer"}),
        },
        "list" => json!({"type": "array", "items": go_type_schema(&ty["elem"])}),
        "pointer" => go_type_schema(&ty["elem"]),
        "struct" => json!({"$ref": format!("#/definitions/{}", ty["goType"].as_str().unwrap_or_default())}),
        "map" => json!({"type": "object", "additionalProperties": go_type_schema(&ty["value"])}),
        // RawExtension: a struct whose fields JSON cannot see.
        "rawExtension" => json!({"type": "object", "properties": {}}),
        // struct{ Raw []byte }: one field named `Raw`.
        "anonymousStruct" => json!({"type": "object", "properties": {"Raw": {"type": "string"}}}),
        other => panic!("unknown Go type kind {other:?} in schemas.json"),
    }
}

/// The three schema variants the reference runs its tables with.
pub struct Variants {
    pub structs: Schema,
    /// `MergeItem` described by `#[derive(StrategicMerge)]` (tests/support/derived_merge_item.rs).
    pub derived: Option<Schema>,
    pub openapi_v2: Schema,
    pub openapi_v3: Schema,
    pub precision_v2: Schema,
    pub precision_v3: Schema,
}

impl Variants {
    pub fn load(dir: &std::path::Path, derived: Option<Schema>) -> Variants {
        let testdata = dir.join("apimachinery/testdata");
        Variants {
            structs: struct_schema(dir, &[]),
            derived,
            openapi_v2: Schema::from_openapi_v2(&read_json(&testdata.join("swagger-merge-item.strict.json")))
                .expect("v2"),
            openapi_v3: Schema::from_openapi_v3(&read_json(&testdata.join("swagger-merge-item-v3.json"))).expect("v3"),
            precision_v2: Schema::from_openapi_v2(&read_json(&testdata.join("swagger-precision-item.json")))
                .expect("precision v2"),
            precision_v3: Schema::from_openapi_v3(&read_json(&testdata.join("swagger-precision-item-v3.json")))
                .expect("precision v3"),
        }
    }

    /// `(variant name, schema)` for a record's schema name.
    pub fn for_record<'s>(&'s self, schema: &str) -> Vec<(&'static str, smp::SchemaRef<'s>)> {
        let (struct_name, v2, v3, name) = match schema {
            "mergeItem" => (&self.structs, &self.openapi_v2, &self.openapi_v3, ("MergeItem", "mergeItem")),
            "precisionItem" => {
                (&self.structs, &self.precision_v2, &self.precision_v3, ("PrecisionItem", "precisionItem"))
            }
            other => panic!("unknown schema {other:?}"),
        };
        let mut variants = vec![
            ("struct", struct_name.definition(name.0).expect("struct definition")),
            ("openapiV2", v2.definition(name.1).expect("v2 definition")),
            ("openapiV3", v3.definition(name.1).expect("v3 definition")),
        ];
        if let (Some(derived), "mergeItem") = (&self.derived, schema) {
            variants.push(("derive", derived.root().expect("derived root")));
        }
        variants
    }
}

/// A record's document as text for `smp::bytes`: serde_json's printer keeps a float a
/// float (`2.0`), as the record's own text had it, where Go's prints `2`, which reads
/// back as an integer.
pub fn bytes_input(value: &Value) -> Vec<u8> {
    serde_json::to_vec(value).expect("JSON prints")
}

/// The value of what `smp::bytes` printed, which must be Go's bytes of that value.
pub fn bytes_output(out: &[u8]) -> Value {
    let value = smp::bytes::parse(out).expect("smp::bytes prints JSON");
    assert_eq!(smp::bytes::to_vec(&value), out, "smp::bytes printed other bytes than Go's");
    value
}
