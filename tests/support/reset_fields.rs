//! The API server's reset fields of a built-in kind, in the Go oracle's form, for the
//! tests that ask `oracle/ssa`'s field manager to run as the API server does. Shared by the
//! library's integration tests and `smp-cli`'s, which include this file.
#![allow(dead_code)]

use std::path::Path;

use serde_json::{json, Value};
use smp::managed_fields::{FieldSet, PathElement};

/// The reset fields of `manifest`'s kind (its resource, not a subresource) in each of
/// `versions` (`"1.33"`), in the oracle's form (`{"1.33": {"": {apiVersion: FieldsV1}}}`),
/// read from the record of Kubernetes' sources under `root` (the workspace's
/// `oracle/reset-fields`).
pub fn by_version(root: &Path, manifest: &Value, versions: &[&str]) -> Value {
    static RECORD: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
    let record = RECORD.get_or_init(|| {
        let text = std::fs::read_to_string(root.join("oracle/reset-fields/reset_fields_by_version.json")).unwrap();
        serde_json::from_str(&text).unwrap()
    });
    let api_version = manifest["apiVersion"].as_str().unwrap_or_default();
    let group = api_version.rsplit_once('/').map_or("", |(group, _)| group);
    let mut out = json!({});
    for version in versions {
        let mut by_api_version = json!({});
        for row in record["versions"][version]["resources"].as_array().unwrap() {
            if row["group"] != group || row["kind"] != manifest["kind"] || row["subresource"] != "" {
                continue;
            }
            for (at, paths) in row["reset"].as_object().unwrap() {
                let mut set = FieldSet::new();
                for path in paths.as_array().unwrap() {
                    let path: Vec<PathElement> = path
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|name| PathElement::Field(name.as_str().unwrap().into()))
                        .collect();
                    set.insert(&path);
                }
                by_api_version[at] = json!(String::from_utf8(set.to_fields_v1()).unwrap());
            }
        }
        out[*version] = json!({"": by_api_version});
    }
    out
}
