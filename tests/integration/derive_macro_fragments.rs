//! A struct written through `macro_rules!`, whose field types arrive as `$t:ty` fragments
//! (in an invisible group), derives the same as one written plainly: the typed path
//! merges the keyed list by its key, and agrees with the `Value` path on the same type.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use smp::{typed, Schema, StrategicMerge};

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
struct Item {
    name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<String>,
}

/// A holder of a keyed list whose field type is `Option<$list>`, and of a primitive list
/// merged by value whose whole field type is `$strings`.
macro_rules! holder {
    ($name:ident, $list:ty, $strings:ty) => {
        #[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
        struct $name {
            #[serde(skip_serializing_if = "Option::is_none")]
            #[smp(patch_strategy = "merge", patch_merge_key = "name")]
            items: Option<$list>,
            #[serde(default, skip_serializing_if = "Vec::is_empty")]
            #[smp(patch_strategy = "merge")]
            finalizers: $strings,
        }
    };
}

holder!(ThroughMacro, Vec<Item>, Vec<String>);
holder!(ThroughMacroWithPaths, ::std::vec::Vec<Item>, std::vec::Vec<String>);

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
struct Plain {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    items: Option<Vec<Item>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[smp(patch_strategy = "merge")]
    finalizers: Vec<String>,
}

fn from<T: serde::de::DeserializeOwned>(value: Value) -> T {
    serde_json::from_value(value).unwrap()
}

/// The typed apply, two-way and the `Value` apply of `T`, as JSON.
fn run<T>(live: &Value, patch: &Value, modified: &Value) -> [Value; 3]
where
    T: smp::StrategicMerge + smp::Describe + Serialize + serde::de::DeserializeOwned + Clone,
    T::Patch: Default,
{
    let applied = typed::apply(&from::<T>(live.clone()), from::<T::Patch>(patch.clone())).unwrap();
    let diff =
        typed::two_way(&from::<T>(live.clone()), &from::<T>(modified.clone()), &smp::TwoWayOptions::default()).unwrap();
    let schema = Schema::of::<T>();
    let value_applied = smp::apply(live, patch, schema.root().expect("a struct has a root")).unwrap();
    [serde_json::to_value(applied).unwrap(), serde_json::to_value(diff).unwrap(), value_applied]
}

#[test]
fn fragments_derive_as_plain_types_do() {
    let live = json!({"items": [{"name": "a", "value": "1"}, {"name": "b", "value": "2"}], "finalizers": ["x"]});
    let patch = json!({"items": [{"name": "a", "value": "3"}], "finalizers": ["y"]});
    let modified =
        json!({"items": [{"name": "a", "value": "3"}, {"name": "b", "value": "2"}], "finalizers": ["x", "y"]});
    let plain = run::<Plain>(&live, &patch, &modified);
    // Merged by key and by value, not replaced (the patch's new string comes first, as in
    // the reference), on both paths.
    let merged = json!({"items": [{"name": "a", "value": "3"}, {"name": "b", "value": "2"}], "finalizers": ["y", "x"]});
    assert_eq!(plain[0], merged);
    assert_eq!(plain[2], merged);
    assert_eq!(run::<ThroughMacro>(&live, &patch, &modified), plain);
    assert_eq!(run::<ThroughMacroWithPaths>(&live, &patch, &modified), plain);
}
