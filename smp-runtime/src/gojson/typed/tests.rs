//! The typed writer held to `write_go_json` of the value's JSON.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde::Serialize;
use serde_json::{json, Value};

use super::{write, Unwritten, Written};
use crate::gojson::write_go_json;

/// What [`write`] writes, and what `write_go_json` writes for the value's JSON.
fn both<T: Serialize>(value: &T) -> (Vec<u8>, Vec<u8>) {
    let mut typed = Vec::new();
    write(value, 1000, &mut typed).expect("writes");
    let json: Value = serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap();
    let mut expected = Vec::new();
    write_go_json(&json, &mut expected);
    (typed, expected)
}

fn random(rng: &mut SmallRng, depth: usize) -> Value {
    let texts = ["", "a", "<&>", "é\u{2028}\"\\\n\t\u{1}", "b", "zz"];
    match rng.gen_range(0..if depth > 4 { 6 } else { 8 }) {
        0 => Value::Null,
        1 => Value::Bool(rng.gen()),
        2 => json!(rng.gen_range(-1000i64..1000)),
        3 => json!([0.1, 1e21, -0.0, 1.5e-7, 123456789.0, 2.5][rng.gen_range(0..6)]),
        4 => json!([u64::MAX, i64::MAX as u64, 0][rng.gen_range(0..3)]),
        5 => json!(texts[rng.gen_range(0..texts.len())]),
        6 => Value::Array((0..rng.gen_range(0..4)).map(|_| random(rng, depth + 1)).collect()),
        _ => Value::Object(
            (0..rng.gen_range(0..5))
                .map(|_| (texts[rng.gen_range(0..texts.len())].to_owned(), random(rng, depth + 1)))
                .collect(),
        ),
    }
}

#[test]
fn writes_what_go_writes_of_the_json() {
    let mut rng = SmallRng::seed_from_u64(20261206);
    for _ in 0..2000 {
        let value = random(&mut rng, 0);
        let (typed, expected) = both(&value);
        assert_eq!(String::from_utf8_lossy(&typed), String::from_utf8_lossy(&expected), "{value}");
    }
    let deployment: k8s_openapi::api::apps::v1::Deployment = serde_json::from_value(json!({
        "metadata": {"name": "web", "labels": {"b": "2", "a": "1"}, "resourceVersion": "7"},
        "spec": {"selector": {}, "template": {"spec": {"containers": [{"name": "c", "ports": [{"containerPort": 80}],
            "resources": {"limits": {"cpu": "1"}}}]}},
            "strategy": {"rollingUpdate": {"maxSurge": "25%", "maxUnavailable": 1}}}
    }))
    .unwrap();
    let (typed, expected) = both(&deployment);
    assert_eq!(String::from_utf8_lossy(&typed), String::from_utf8_lossy(&expected));
    let mut out = Vec::new();
    assert_eq!(write(&deployment, 100, &mut out).unwrap(), Written { null: false, resource_version: true });
    #[derive(Serialize)]
    enum Variants {
        Tuple(u8, Option<u8>),
        Struct { b: u8, a: u8 },
    }
    for value in [Variants::Tuple(1, None), Variants::Struct { b: 2, a: 1 }] {
        let (typed, expected) = both(&value);
        assert_eq!(String::from_utf8_lossy(&typed), String::from_utf8_lossy(&expected));
    }
    let flags = write(&Variants::Tuple(1, None), 10, &mut Vec::new()).unwrap();
    assert_eq!(flags, Written { null: true, resource_version: false });
}

/// A value whose objects are written in reverse order of their keys, every other key
/// first written as `null` and then again with its value.
struct Shuffled<'a>(&'a Value);

impl Serialize for Shuffled<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{SerializeMap, SerializeSeq};
        match self.0 {
            Value::Object(map) => {
                let mut object = serializer.serialize_map(None)?;
                for (index, (key, value)) in map.iter().rev().enumerate() {
                    if index % 2 == 0 {
                        object.serialize_entry(key, &Value::Null)?;
                    }
                    object.serialize_entry(key, &Shuffled(value))?;
                }
                object.end()
            }
            Value::Array(items) => {
                let mut list = serializer.serialize_seq(Some(items.len()))?;
                for item in items {
                    list.serialize_element(&Shuffled(item))?;
                }
                list.end()
            }
            other => other.serialize(serializer),
        }
    }
}

/// Entries out of order and repeated keys are put in Go's order, the last value of a
/// key kept, at every level.
#[test]
fn reorders_entries_and_keeps_a_repeated_keys_last_value() {
    let mut rng = SmallRng::seed_from_u64(612);
    let mut reordered = 0;
    for _ in 0..2000 {
        let value = random(&mut rng, 0);
        let mut typed = Vec::new();
        write(&Shuffled(&value), 1000, &mut typed).expect("writes");
        let mut expected = Vec::new();
        write_go_json(&value, &mut expected);
        assert_eq!(String::from_utf8_lossy(&typed), String::from_utf8_lossy(&expected), "{value}");
        reordered += usize::from(value.as_object().is_some_and(|map| map.len() > 1));
    }
    assert!(reordered > 100, "{reordered} objects of several keys at the root");
}

#[test]
fn refuses_what_nests_deeper_than_the_limit() {
    let nested = |depth: usize| (0..depth).fold(json!(1), |inner, _| json!({"k": [inner]}));
    assert!(write(&nested(5), 10, &mut Vec::new()).is_ok());
    assert!(matches!(write(&nested(6), 10, &mut Vec::new()), Err(Unwritten::TooDeep)));
    // An empty container at the limit holds nothing deeper.
    assert!(write(&json!([[]]), 1, &mut Vec::new()).is_ok());
    assert!(matches!(write(&json!([[1]]), 1, &mut Vec::new()), Err(Unwritten::TooDeep)));
}
