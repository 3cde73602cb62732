//! A self-contained schema in the shape of the reference's `MergeItem` test struct, and
//! a seeded generator of documents for it: property tests run without `../shared`.
#![allow(dead_code)]

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::Rng;
use serde_json::{json, Map, Value};
use smp::Schema;

pub fn schema() -> Schema {
    Schema::from_openapi_v2(&json!({"definitions": {
        "Item": {"type": "object", "properties": {
            "name": {"type": "string"},
            "value": {"type": "string"},
            "other": {"type": "string"},
            "count": {"type": "integer"},
            "mergingList": {"type": "array", "items": {"$ref": "#/definitions/Item"},
                "x-kubernetes-patch-strategy": "merge", "x-kubernetes-patch-merge-key": "name"},
            "nonMergingList": {"type": "array", "items": {"$ref": "#/definitions/Item"}},
            "mergingIntList": {"type": "array", "items": {"type": "integer"},
                "x-kubernetes-patch-strategy": "merge"},
            "nonMergingIntList": {"type": "array", "items": {"type": "integer"}},
            "simpleMap": {"type": "object", "additionalProperties": {"type": "string"}},
            "replacingMap": {"type": "object", "additionalProperties": {"type": "string"},
                "x-kubernetes-patch-strategy": "replace"},
            "replacingItem": {"x-kubernetes-patch-strategy": "replace"},
            "retainKeysMap": {"$ref": "#/definitions/Retained", "x-kubernetes-patch-strategy": "retainKeys"},
            "retainKeysMergingList": {"type": "array", "items": {"$ref": "#/definitions/Item"},
                "x-kubernetes-patch-strategy": "merge,retainKeys", "x-kubernetes-patch-merge-key": "name"}
        }},
        "Retained": {"type": "object", "properties": {
            "name": {"type": "string"}, "value": {"type": "string"}, "other": {"type": "string"},
            "simpleMap": {"type": "object", "additionalProperties": {"type": "string"}},
            "mergingIntList": {"type": "array", "items": {"type": "integer"}, "x-kubernetes-patch-strategy": "merge"}
        }}
    }}))
    .expect("Item schema")
}

const NAMES: &[&str] = &["a", "b", "c", "d", "e", "f"];
const WORDS: &[&str] = &["x", "y", "z", "<&>", "café", ""];

fn word(rng: &mut SmallRng) -> Value {
    json!(WORDS.choose(rng).copied().unwrap_or("x"))
}

/// A random `Item` without nulls and without duplicate merge keys or list values (the
/// documents whose diffs round-trip exactly).
pub fn item(rng: &mut SmallRng, depth: u32) -> Value {
    let mut map = Map::new();
    map.insert("name".into(), json!(NAMES.choose(rng).copied().unwrap_or("a")));
    for field in ["value", "other"] {
        if rng.gen_bool(0.5) {
            map.insert(field.into(), word(rng));
        }
    }
    if rng.gen_bool(0.3) {
        map.insert("count".into(), json!(rng.gen_range(-3..1000)));
    }
    if depth > 0 {
        for field in ["mergingList", "retainKeysMergingList"] {
            if rng.gen_bool(0.6) {
                map.insert(field.into(), Value::Array(unique_items(rng, depth - 1)));
            }
        }
        if rng.gen_bool(0.3) {
            let n = rng.gen_range(0..3);
            map.insert("nonMergingList".into(), Value::Array((0..n).map(|_| item(rng, depth - 1)).collect()));
        }
    }
    for field in ["mergingIntList", "nonMergingIntList"] {
        if rng.gen_bool(0.5) {
            let mut ints: Vec<i64> = (0..6).collect();
            ints.shuffle(rng);
            ints.truncate(rng.gen_range(0..5));
            map.insert(field.into(), json!(ints));
        }
    }
    for field in ["simpleMap", "replacingMap"] {
        if rng.gen_bool(0.5) {
            map.insert(field.into(), string_map(rng));
        }
    }
    if rng.gen_bool(0.3) {
        // Any JSON object, replaced whole (the reference's `RawExtension` field).
        let mut raw = Map::new();
        for _ in 0..rng.gen_range(0..3) {
            let value = if rng.gen_bool(0.5) { word(rng) } else { string_map(rng) };
            raw.insert(NAMES.choose(rng).copied().unwrap_or("a").into(), value);
        }
        map.insert("replacingItem".into(), Value::Object(raw));
    }
    if rng.gen_bool(0.4) {
        let mut retained = Map::new();
        for field in ["name", "value", "other"] {
            if rng.gen_bool(0.5) {
                retained.insert(field.into(), word(rng));
            }
        }
        if rng.gen_bool(0.4) {
            retained.insert("simpleMap".into(), string_map(rng));
        }
        map.insert("retainKeysMap".into(), Value::Object(retained));
    }
    Value::Object(map)
}

fn unique_items(rng: &mut SmallRng, depth: u32) -> Vec<Value> {
    let mut names: Vec<&str> = NAMES.to_vec();
    names.shuffle(rng);
    names.truncate(rng.gen_range(0..5));
    names
        .into_iter()
        .map(|name| {
            let mut it = item(rng, depth);
            it["name"] = json!(name);
            it
        })
        .collect()
}

fn string_map(rng: &mut SmallRng) -> Value {
    let mut map = Map::new();
    for _ in 0..rng.gen_range(0..4) {
        map.insert(NAMES.choose(rng).copied().unwrap_or("a").into(), word(rng));
    }
    Value::Object(map)
}

/// A variation of `doc`: some fields changed, removed, added, lists reordered.
pub fn mutate(rng: &mut SmallRng, doc: &Value, depth: u32) -> Value {
    let fresh = item(rng, depth);
    let (Value::Object(old), Value::Object(new)) = (doc, &fresh) else { return fresh };
    let mut out = Map::new();
    let keys: std::collections::BTreeSet<&String> = old.keys().chain(new.keys()).collect();
    for key in keys {
        let choice = rng.gen_range(0..10);
        let value = match (old.get(key), new.get(key)) {
            (Some(o), _) if choice < 5 => Some(shuffle_lists(rng, o, depth)),
            (_, Some(n)) if choice < 8 => Some(n.clone()),
            (Some(o), None) if choice < 9 => Some(o.clone()),
            _ => None,
        };
        if let Some(value) = value {
            out.insert(key.clone(), value);
        }
    }
    out.insert("name".into(), old.get("name").cloned().unwrap_or(json!("a")));
    Value::Object(out)
}

fn shuffle_lists(rng: &mut SmallRng, value: &Value, depth: u32) -> Value {
    match value {
        Value::Array(items) => {
            let mut items: Vec<Value> = items
                .iter()
                .map(|item| {
                    if item.is_object() && rng.gen_bool(0.5) {
                        mutate(rng, item, depth.saturating_sub(1))
                    } else {
                        item.clone()
                    }
                })
                .collect();
            if rng.gen_bool(0.5) {
                items.shuffle(rng);
            }
            Value::Array(items)
        }
        other => other.clone(),
    }
}

/// Any JSON at all, with directive keys and schema field names mixed in: for "never
/// panics" properties.
pub fn arbitrary_json(rng: &mut SmallRng, depth: u32) -> Value {
    const KEYS: &[&str] = &[
        "name",
        "value",
        "mergingList",
        "mergingIntList",
        "nonMergingList",
        "simpleMap",
        "retainKeysMap",
        "retainKeysMergingList",
        "replacingMap",
        "$patch",
        "$retainKeys",
        "$setElementOrder/mergingList",
        "$setElementOrder/mergingIntList",
        "$deleteFromPrimitiveList/mergingIntList",
        "$setElementOrderX",
        "$deleteFromPrimitiveList",
        "unknown",
    ];
    let choice = if depth == 0 { rng.gen_range(0..6) } else { rng.gen_range(0..9) };
    match choice {
        0 => Value::Null,
        1 => json!(rng.gen_bool(0.5)),
        2 => json!(rng.gen_range(-2..5)),
        3 => json!(rng.gen_range(-2.0..5.0)),
        4 => json!(["replace", "delete", "merge", "a", "b"].choose(rng).copied().unwrap_or("a")),
        5 => json!(NAMES.choose(rng).copied().unwrap_or("a")),
        6 | 7 => {
            let mut map = Map::new();
            for _ in 0..rng.gen_range(0..5) {
                let key = KEYS.choose(rng).copied().unwrap_or("name");
                map.insert(key.to_owned(), arbitrary_json(rng, depth - 1));
            }
            Value::Object(map)
        }
        _ => Value::Array((0..rng.gen_range(0..4)).map(|_| arbitrary_json(rng, depth - 1)).collect()),
    }
}
