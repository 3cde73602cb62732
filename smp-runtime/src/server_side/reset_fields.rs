//! The fields the API server resets on writes to a built-in kind's resource or subresource
//! (each registry strategy's `GetResetFields`, as its storage wires it): no manager owns
//! them through that request. Read from Kubernetes' sources of each version
//! (`oracle/reset-fields/README.md`); `reset_fields.json` holds, by version, one row a
//! resource: `[group, kind, subresource, {apiVersion: [path, ...]}]`.

use std::sync::OnceLock;

use serde_json::Value;

use super::group_version;
use crate::managed_fields::{FieldSet, PathElement};
use crate::KubeVersion;

const TABLE: &str = include_str!("reset_fields.json");

struct Row {
    group: String,
    kind: String,
    subresource: String,
    reset: Vec<(String, FieldSet)>,
}

/// The reset fields of `kind` (of `api_version`'s group) through `subresource` (`""`: the
/// resource itself), by apiVersion, as the API server of Kubernetes `version` has them;
/// none for a kind it does not serve.
pub(crate) fn of_kind(
    version: KubeVersion,
    api_version: &str,
    kind: &str,
    subresource: &str,
) -> Vec<(String, FieldSet)> {
    let group = group_version(api_version).map(|(group, _)| group).unwrap_or_default();
    rows(version)
        .iter()
        .filter(|row| row.group == group && row.kind == kind && row.subresource == subresource)
        .flat_map(|row| row.reset.iter().cloned())
        .collect()
}

fn rows(version: KubeVersion) -> &'static [Row] {
    static ROWS: [OnceLock<Vec<Row>>; KubeVersion::ALL.len()] = [const { OnceLock::new() }; KubeVersion::ALL.len()];
    let at = KubeVersion::ALL.iter().position(|v| *v == version).unwrap_or_default();
    ROWS[at].get_or_init(|| {
        let table: Value = serde_json::from_str(TABLE).unwrap_or_default();
        table[version.as_str()].as_array().map_or_else(Vec::new, |rows| rows.iter().filter_map(row).collect())
    })
}

fn row(row: &Value) -> Option<Row> {
    let text = |at: usize| row.get(at).and_then(Value::as_str).map(str::to_owned);
    let reset = row.get(3)?.as_object()?.iter().map(|(api_version, paths)| {
        let mut set = FieldSet::new();
        for path in paths.as_array().into_iter().flatten() {
            let path: Vec<PathElement> = path
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .map(|name| PathElement::Field(name.into()))
                .collect();
            set.insert(&path);
        }
        (api_version.clone(), set)
    });
    Some(Row { group: text(0)?, kind: text(1)?, subresource: text(2)?, reset: reset.collect() })
}
