//! The typed `k8s-openapi` path on generated cases ([`super::gen`]): the object parsed
//! into `k8s_openapi`'s `Pod` or `Deployment`, the patch into smp's generated
//! `PodPatch` or `DeploymentPatch`, and `smp::typed::apply`.
#![allow(dead_code)] // each test that includes this module uses a part of it

use k8s_openapi::api::apps::v1::Deployment;
use k8s_openapi::api::core::v1::Pod;
use serde::de::DeserializeOwned;
use serde_json::Value;
use smp::{typed, StrategicMerge};

/// What the typed path made of a case.
#[derive(Debug)]
pub enum Typed {
    /// The patched object, as JSON (`k8s-openapi`'s serde).
    Applied(Value),
    /// `smp::typed::apply` refused the patch.
    Rejected(String),
    /// The object or the patch does not parse into the types (a value of the wrong
    /// JSON type, say): the typed path cannot be asked.
    Unrepresentable(String),
}

/// Applies a case's patch on the typed path.
pub fn apply(kind: &str, object: &Value, patch: &Value) -> Typed {
    match kind {
        "Pod" => apply_as::<Pod>(object, patch),
        "Deployment" => apply_as::<Deployment>(object, patch),
        other => panic!("no typed path for {other}"),
    }
}

fn apply_as<T>(object: &Value, patch: &Value) -> Typed
where
    T: StrategicMerge + Clone + DeserializeOwned + serde::Serialize,
{
    let object: T = match serde_json::from_value(object.clone()) {
        Ok(object) => object,
        Err(error) => return Typed::Unrepresentable(format!("object: {error}")),
    };
    let patch: T::Patch = match serde_json::from_value(patch.clone()) {
        Ok(patch) => patch,
        Err(error) => return Typed::Unrepresentable(format!("patch: {error}")),
    };
    match typed::apply(&object, patch) {
        Ok(result) => Typed::Applied(serde_json::to_value(&result).expect("a k8s-openapi value serializes")),
        Err(error) => Typed::Rejected(error.to_string()),
    }
}

/// Whether a typed result and a JSON result are the same object, compared as typed
/// values (`k8s-openapi` reads `"1"` and `1` as the same `Quantity`, for instance).
/// `Err` with the reason when the JSON result does not parse into the type, or when the
/// two differ where the JSON result keeps a list item's `$patch`: Go leaves a patch
/// item's directives in an item it appends whole, and a duplicate of that item later in
/// the same patch list merges into it, where a `$patch: delete` item is ordered last. A
/// typed value has no place for the directive (parsing drops the key), so it cannot
/// follow; the result is not one the type can represent.
pub fn same(kind: &str, typed: &Value, expected: &Value) -> Result<bool, String> {
    fn same_as<T: DeserializeOwned + PartialEq>(typed: &Value, expected: &Value) -> Result<bool, String> {
        let typed: T = serde_json::from_value(typed.clone()).map_err(|e| format!("typed result: {e}"))?;
        let expected: T = serde_json::from_value(expected.clone()).map_err(|e| format!("expected result: {e}"))?;
        Ok(typed == expected)
    }
    let same = match kind {
        "Pod" => same_as::<Pod>(typed, expected),
        "Deployment" => same_as::<Deployment>(typed, expected),
        other => panic!("no typed path for {other}"),
    }?;
    if !same && item_directive_in(expected, false) {
        return Err("expected result: keeps a list item's `$patch`, which the type has no place for".to_owned());
    }
    Ok(same)
}

/// Whether a document holds a `$patch` key in a map that is a list item.
fn item_directive_in(value: &Value, in_list: bool) -> bool {
    match value {
        Value::Object(map) => {
            (in_list && map.contains_key("$patch")) || map.values().any(|value| item_directive_in(value, false))
        }
        Value::Array(items) => items.iter().any(|item| item_directive_in(item, true)),
        _ => false,
    }
}

/// The typed JSON of an object (through `k8s-openapi`), for messages.
#[allow(dead_code)] // used by some of the tests that include this module
pub fn canonical(kind: &str, value: &Value) -> Option<Value> {
    fn of<T: DeserializeOwned + serde::Serialize>(value: &Value) -> Option<Value> {
        serde_json::to_value(serde_json::from_value::<T>(value.clone()).ok()?).ok()
    }
    match kind {
        "Pod" => of::<Pod>(value),
        "Deployment" => of::<Deployment>(value),
        _ => None,
    }
}
