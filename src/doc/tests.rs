//! The document against `serde_json::Value`: the same value both ways, and the same bytes
//! printed.

use serde_json::{json, Value};

use super::{print, Doc};

fn samples() -> Vec<Value> {
    vec![
        json!({}),
        json!({"b": 1, "a": [true, null, 1.5, -0.0, "x<y"], "c": {"z": {}, "y": []}}),
        json!([{"name": "a"}, {"name": "b", "value": "\u{2028}"}]),
        json!({"é": 1, "e": 2, "E": 3, "": 4}),
        json!(18446744073709551615u64),
        json!("\"quoted\"\n"),
    ]
}

#[test]
fn borrowed_and_owned_give_the_value_back() {
    for value in samples() {
        assert_eq!(Doc::borrowed(&value).into_value(), value);
        assert_eq!(Doc::owned(value.clone()).into_value(), value);
    }
}

#[test]
fn prints_what_gojson_prints() {
    for value in samples() {
        assert_eq!(print::to_vec(&Doc::borrowed(&value), 0), crate::bytes::to_vec(&value), "{value}");
    }
}

#[test]
fn maps_keep_keys_sorted_and_the_last_of_a_duplicate() {
    let Some(Doc::Object(map)) = super::read::read(br#"{"b": 1, "a": 2, "b": 3, "c": 4}"#) else { panic!("a map") };
    let entries: Vec<(&str, Value)> = map.iter().map(|(k, v)| (k, v.clone().into_value())).collect();
    assert_eq!(entries, [("a", json!(2)), ("b", json!(3)), ("c", json!(4))]);
}

#[test]
fn map_operations_keep_the_order() {
    let mut map = super::Map::new();
    for key in ["m", "a", "z", "c"] {
        assert!(map.insert(key, Doc::str(key)).is_none());
    }
    assert_eq!(map.insert("a", Doc::Null), Some(Doc::str("a")));
    assert_eq!(map.remove("z"), Some(Doc::str("z")));
    assert_eq!(map.keys().collect::<Vec<_>>(), ["a", "c", "m"]);
    assert!(map.contains_key("c") && !map.contains_key("z"));
}

#[test]
fn equals_value_is_value_equality() {
    let mut others = samples();
    others.extend([json!({"b": 1}), json!({"b": 1.0}), json!([null]), json!([]), json!(null), json!("x<y")]);
    for left in samples().iter().chain(&others) {
        for right in samples().iter().chain(&others) {
            assert_eq!(Doc::borrowed(left).equals_value(right), left == right, "{left} against {right}");
        }
    }
}
