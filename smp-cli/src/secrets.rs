//! Secret values hidden where smp prints an object that is not the request itself (`plan
//! --diff` and `plan --show-result`), as `kubectl diff` hides them: kubectl 1.32's
//! `Masker` (`k8s.io/kubectl/pkg/cmd/diff`), on the objects of a `v1` `Secret` (the
//! group unread, as kubectl reads only the result's version and kind). Each key of `data`
//! reads `***` on both sides where its value is the same, `*** (before)` and `***
//! (after)` where it changed, and `***` on the one side that has it.
//!
//! smp hides more than kubectl, which gets its result from the API server: `stringData`
//! (the server folds it into `data`, smp's result still holds it) and the copy of both in
//! the last-applied annotation (which kubectl prints as it is). `--show-secrets` shows
//! them, as in kubectl 1.36.

use serde_json::{Map, Value};

use crate::error::CliError;

/// The fields whose values are hidden.
const FIELDS: [&str; 2] = ["data", "stringData"];

/// A value the same on both sides, or on one side only.
const MASK: &str = "***";
/// A value that changed, before and after.
const BEFORE: &str = "*** (before)";
const AFTER: &str = "*** (after)";

/// Whether `object` is a Secret as kubectl's diff tells one: `v1` (of any group) and kind
/// `Secret`.
pub fn is_secret(object: &Value) -> bool {
    let version = object.get("apiVersion").and_then(Value::as_str).map(|v| v.rsplit('/').next().unwrap_or(v));
    version == Some("v1") && object.get("kind").and_then(Value::as_str) == Some("Secret")
}

/// Hides the secret values of `before` (the live object, if any) and `after` (the
/// result), each against the other, where `after` is a Secret. `annotation` is the key of
/// the last-applied annotation, whose configurations are hidden alike.
pub fn mask(before: Option<&mut Value>, after: &mut Value, annotation: &str) -> Result<(), CliError> {
    if !is_secret(after) {
        return Ok(());
    }
    let mut before = before;
    for field in FIELDS {
        mask_field(before.as_deref_mut(), Some(&mut *after), field)?;
    }
    mask_annotation(before, after, annotation);
    Ok(())
}

/// kubectl's rule on the field `field` of both objects (either may be missing).
fn mask_field(before: Option<&mut Value>, after: Option<&mut Value>, field: &str) -> Result<(), CliError> {
    let before = entries(before, field)?;
    let after = entries(after, field)?;
    match (before, after) {
        (Some(before), Some(after)) => {
            for (key, value) in before.iter_mut() {
                match after.get_mut(key) {
                    Some(other) if other != value => (*value, *other) = (json(BEFORE), json(AFTER)),
                    Some(other) => (*value, *other) = (json(MASK), json(MASK)),
                    None => *value = json(MASK),
                }
            }
            for (key, value) in after.iter_mut() {
                if !before.contains_key(key) {
                    *value = json(MASK);
                }
            }
        }
        (Some(only), None) | (None, Some(only)) => only.values_mut().for_each(|value| *value = json(MASK)),
        (None, None) => {}
    }
    Ok(())
}

fn json(text: &str) -> Value {
    Value::String(text.to_owned())
}

/// The map at `field` of `object`; `None` where the object or the field is missing or
/// `null` (the API server keeps no `null`); an error where it is something else, as
/// kubectl's.
fn entries<'a>(object: Option<&'a mut Value>, field: &str) -> Result<Option<&'a mut Map<String, Value>>, CliError> {
    match object.and_then(|object| object.get_mut(field)) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Object(map)) => Ok(Some(map)),
        Some(other) => Err(CliError::new(format!(
            "a Secret's {field} is a map of strings, not {}: the API server refuses it",
            kind_of(other)
        ))),
    }
}

fn kind_of(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "a map",
    }
}

/// The last-applied configurations in the annotation `key` of both objects, hidden as the
/// objects are and written back as kubectl writes the annotation. One that is no JSON
/// object (compressed, or not kubectl's), or whose values are not maps, is hidden whole.
fn mask_annotation(before: Option<&mut Value>, after: &mut Value, key: &str) {
    let texts = [before.and_then(|object| annotation(object, key)), annotation(after, key)];
    let [mut before_config, mut after_config] = [0, 1].map(|side| {
        let text = texts[side].as_deref()?.as_str()?;
        serde_json::from_str::<Value>(text).ok().filter(Value::is_object)
    });
    let masked = FIELDS.iter().try_for_each(|field| mask_field(before_config.as_mut(), after_config.as_mut(), field));
    if masked.is_err() {
        (before_config, after_config) = (None, None);
    }
    for (text, config) in texts.into_iter().zip([before_config, after_config]) {
        let Some(text) = text else { continue };
        *text = match config {
            Some(config) => {
                let newline = text.as_str().is_some_and(|text| text.ends_with('\n'));
                let mut printed = String::from_utf8_lossy(&smp::bytes::to_vec(&config)).into_owned();
                if newline {
                    printed.push('\n');
                }
                Value::String(printed)
            }
            None => json(MASK),
        };
    }
}

/// The annotation `key` of `object`, if it has one.
fn annotation<'a>(object: &'a mut Value, key: &str) -> Option<&'a mut Value> {
    object.pointer_mut("/metadata/annotations")?.get_mut(key)
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::{mask, mask_field};

    /// kubectl's own cases (`TestMasker`, `pkg/cmd/diff/diff_test.go` of
    /// k8s.io/kubectl v0.32.13, Apache-2.0), as `tests/data/kubectl_masker.json` holds
    /// them.
    #[test]
    fn kubectl_masker_cases() {
        let cases: Value = serde_json::from_str(include_str!("../tests/data/kubectl_masker.json")).unwrap();
        let cases = cases["cases"].as_array().unwrap();
        assert_eq!(cases.len(), 9);
        for case in cases {
            let (mut from, mut to) = (case["from"].clone(), case["to"].clone());
            let (from_ref, to_ref) = (Some(&mut from).filter(|v| !v.is_null()), Some(&mut to).filter(|v| !v.is_null()));
            mask_field(from_ref, to_ref, "data").unwrap();
            assert_eq!((&from, &to), (&case["wantFrom"], &case["wantTo"]), "{}", case["name"]);
        }
    }

    #[test]
    fn only_secrets_and_their_annotations_are_masked() {
        let key = "kubectl.kubernetes.io/last-applied-configuration";
        let secret = |data: Value, string_data: Value| {
            let config = json!({"apiVersion": "v1", "kind": "Secret", "data": data, "stringData": string_data});
            let mut text = String::from_utf8(smp::bytes::to_vec(&config)).unwrap();
            text.push('\n');
            json!({"apiVersion": "v1", "kind": "Secret", "metadata": {"annotations": {key: text}},
                   "data": data, "stringData": string_data})
        };
        let mut before = secret(json!({"a": "MQ==", "b": "Mg=="}), json!({"s": "x"}));
        let mut after = secret(json!({"a": "MQ==", "b": "Mw=="}), json!({"s": "x", "t": "y"}));
        mask(Some(&mut before), &mut after, key).unwrap();
        assert_eq!(before["data"], json!({"a": "***", "b": "*** (before)"}));
        assert_eq!(after["data"], json!({"a": "***", "b": "*** (after)"}));
        assert_eq!(after["stringData"], json!({"s": "***", "t": "***"}));
        let config = |object: &Value| -> Value {
            serde_json::from_str(object["metadata"]["annotations"][key].as_str().unwrap()).unwrap()
        };
        assert_eq!(config(&before)["data"], json!({"a": "***", "b": "*** (before)"}));
        assert_eq!(config(&after)["stringData"], json!({"s": "***", "t": "***"}));
        assert!(after["metadata"]["annotations"][key].as_str().unwrap().ends_with("}\n"));

        // A created Secret; a compressed annotation is hidden whole; other kinds are left.
        let mut created = json!({"apiVersion": "v1", "kind": "Secret", "data": {"a": "MQ=="},
                                 "metadata": {"annotations": {key: "H4sIAAAA"}}});
        mask(None, &mut created, key).unwrap();
        assert_eq!(created["data"], json!({"a": "***"}));
        assert_eq!(created["metadata"]["annotations"][key], json!("***"));
        let mut config_map = json!({"apiVersion": "v1", "kind": "ConfigMap", "data": {"a": "1"}});
        mask(None, &mut config_map, key).unwrap();
        assert_eq!(config_map["data"], json!({"a": "1"}));
        let mut not_core = json!({"apiVersion": "example.com/v1beta1", "kind": "Secret", "data": {"a": "1"}});
        mask(None, &mut not_core, key).unwrap();
        assert_eq!(not_core["data"], json!({"a": "1"}));

        // An annotation whose configuration the rule cannot read is hidden whole.
        let mut odd = json!({"apiVersion": "v1", "kind": "Secret",
                             "metadata": {"annotations": {key: r#"{"data":["MQ=="]}"#}}});
        mask(None, &mut odd, key).unwrap();
        assert_eq!(odd["metadata"]["annotations"][key], json!("***"));

        // `data: null` is no data (the API server drops it); a list is refused.
        let mut null = json!({"apiVersion": "v1", "kind": "Secret", "data": null});
        assert!(mask(None, &mut null, key).is_ok());
        let mut list = json!({"apiVersion": "v1", "kind": "Secret", "data": ["a"]});
        let error = mask(None, &mut list, key).unwrap_err();
        assert!(error.to_string().contains("data is a map of strings, not a list"), "{error}");
    }
}
