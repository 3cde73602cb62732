//! `typed::apply` makes its result in one pass, field by field, rather than merging into a
//! copy: what that pass cannot see must still come over from the original, as
//! `typed::apply_owned`, which merges in place, leaves it.

use serde::{Deserialize, Serialize};
use smp::typed;

#[derive(smp::StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
struct Pool {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    members: Vec<Member>,
    /// No field of the schema, which the patch never sees.
    #[serde(skip)]
    generation: u64,
}

#[derive(smp::StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
struct Member {
    name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    weight: Option<i64>,
    #[serde(skip)]
    seen: bool,
}

fn member(name: &str, weight: i64) -> Member {
    Member { name: name.into(), weight: Some(weight), seen: true }
}

#[test]
fn what_serde_skips_comes_over_from_the_original() {
    let original =
        Pool { name: Some("a".into()), members: vec![member("x", 1), member("y", 2), member("z", 3)], generation: 7 };
    // A diff's patch: `y` changed and moved first, `z` deleted, `w` added.
    let patch: PoolPatch = serde_json::from_str(
        r#"{"name": "b",
            "$setElementOrder/members": [{"name": "y"}, {"name": "x"}, {"name": "w"}],
            "members": [{"name": "y", "weight": 5}, {"name": "w", "weight": 9}, {"name": "z", "$patch": "delete"}]}"#,
    )
    .unwrap();
    let applied = typed::apply(&original, patch.clone()).unwrap();
    assert_eq!(applied, typed::apply_owned(original.clone(), patch).unwrap());
    assert_eq!(applied.generation, 7);
    let members: Vec<(&str, Option<i64>, bool)> =
        applied.members.iter().map(|m| (&*m.name, m.weight, m.seen)).collect();
    // `w` is made from the patch, which has no `seen`.
    assert_eq!(members, [("y", Some(5), true), ("x", Some(1), true), ("w", Some(9), false)]);
}
