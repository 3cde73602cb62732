//! Derived enums are atomic on both paths: on random `Policy` values (seeded; seeds
//! printed), the typed path and the `Value` path with `Schema::of::<Policy>()` give the
//! same two-way and three-way patches and the same results, and an enum value is never
//! merged with another (which could give no valid variant).

use crate::seeds;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use smp::{typed, Schema, StrategicMerge, ThreeWayOptions};

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "UPPERCASE")]
enum Protocol {
    Tcp,
    Udp,
    Sctp,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
enum Retention {
    Days(u32),
    Count { last: u32, min: Option<u32> },
    Forever,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct Policy {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge")]
    protocols: Option<Vec<Protocol>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    retention: Option<Retention>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fallback: Option<Protocol>,
    #[serde(skip_serializing_if = "Option::is_none")]
    history: Option<Vec<Retention>>,
}

fn protocol(rng: &mut SmallRng) -> Protocol {
    [Protocol::Tcp, Protocol::Udp, Protocol::Sctp][rng.gen_range(0..3)].clone()
}

fn retention(rng: &mut SmallRng) -> Retention {
    match rng.gen_range(0..3) {
        0 => Retention::Days(rng.gen_range(1..4)),
        1 => Retention::Count { last: rng.gen_range(1..4), min: rng.gen_bool(0.5).then(|| rng.gen_range(0..2)) },
        _ => Retention::Forever,
    }
}

fn policy(rng: &mut SmallRng) -> Policy {
    let mut protocols: Vec<Protocol> = (0..rng.gen_range(0..3)).map(|_| protocol(rng)).collect();
    protocols.dedup();
    Policy {
        protocols: rng.gen_bool(0.8).then_some(protocols),
        retention: rng.gen_bool(0.7).then(|| retention(rng)),
        fallback: rng.gen_bool(0.5).then(|| protocol(rng)),
        history: rng.gen_bool(0.8).then(|| (0..rng.gen_range(0..3)).map(|_| retention(rng)).collect()),
    }
}

fn json_of<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("serializes")
}

#[test]
fn enums_are_atomic_on_both_paths() {
    let schema = Schema::of::<Policy>();
    let root = schema.root().expect("root");
    for seed in seeds::seeds("derived enums") {
        let mut rng = SmallRng::seed_from_u64(seed);
        for case in 0..400 {
            let (a, b, c) = (policy(&mut rng), policy(&mut rng), policy(&mut rng));
            let (va, vb, vc) = (json_of(&a), json_of(&b), json_of(&c));
            let context = || format!("seed {seed} case {case}\na = {va}\nb = {vb}\nc = {vc}");

            let typed_patch = typed::two_way(&a, &b, &smp::TwoWayOptions::default())
                .unwrap_or_else(|e| panic!("typed two-way: {e}\n{}", context()));
            let value_patch = smp::two_way(&va, &vb, root, &smp::TwoWayOptions::default())
                .unwrap_or_else(|e| panic!("value two-way: {e}\n{}", context()));
            assert_eq!(json_of(&typed_patch), value_patch, "two-way\n{}", context());
            let typed_result =
                typed::apply(&a, typed_patch).unwrap_or_else(|e| panic!("typed apply: {e}\n{}", context()));
            let value_result =
                smp::apply(&va, &value_patch, root).unwrap_or_else(|e| panic!("value apply: {e}\n{}", context()));
            // Compared as typed values: where a patch value is taken whole, the `Value` path
            // drops its nulls (`"min": null`), which the typed value reads back as `None`.
            let value_result: Policy = serde_json::from_value(value_result).expect("the Value result is a Policy");
            assert_eq!(typed_result, value_result, "apply\n{}", context());
            // Lists merged by value keep the live order for items the patch does not
            // reorder; everything else lands exactly on b.
            assert_eq!(
                (&typed_result.retention, &typed_result.fallback, &typed_result.history),
                (&b.retention, &b.fallback, &b.history)
            );

            for overwrite in [true, false] {
                let options = ThreeWayOptions::default().overwrite(overwrite);
                let typed_patch = typed::three_way(&a, &b, &c, &options);
                let value_patch = smp::three_way(&va, &vb, &vc, root, &options);
                match (typed_patch, value_patch) {
                    (Ok(t), Ok(v)) => assert_eq!(json_of(&t), v, "three-way (overwrite {overwrite})\n{}", context()),
                    (Err(t), Err(v)) => assert_eq!(t, v, "three-way errors (overwrite {overwrite})\n{}", context()),
                    (t, v) => panic!("three-way (overwrite {overwrite}): typed {t:?}, value {v:?}\n{}", context()),
                }
            }
        }
    }
}

#[test]
fn a_patch_replaces_an_enum_value_whole() {
    let schema = Schema::of::<Policy>();
    let root = schema.root().expect("root");
    let live = Policy { retention: Some(Retention::Count { last: 3, min: Some(1) }), ..Policy::default() };
    // Merging the objects would keep `min` under the new variant's key, or mix variants.
    let patch = json!({"retention": {"count": {"last": 5}}});
    let expected = json!({"retention": {"count": {"last": 5, "min": null}}});
    let typed_result = typed::apply(&live, serde_json::from_value(patch.clone()).unwrap()).unwrap();
    assert_eq!(json_of(&typed_result), expected);
    assert_eq!(smp::apply(&json_of(&live), &patch, root).unwrap(), json!({"retention": {"count": {"last": 5}}}));
    let patch = json!({"retention": {"days": 2}});
    assert_eq!(smp::apply(&json_of(&live), &patch, root).unwrap(), json!({"retention": {"days": 2}}));
    assert_eq!(
        typed::apply(&live, serde_json::from_value(patch).unwrap()).unwrap().retention,
        Some(Retention::Days(2))
    );
}

#[test]
fn changing_an_enum_another_writer_changed_differently_is_a_conflict() {
    let last_applied = Policy { retention: Some(Retention::Forever), ..Policy::default() };
    let desired = Policy { retention: Some(Retention::Days(3)), ..Policy::default() };
    let live = Policy { retention: Some(Retention::Count { last: 2, min: None }), ..Policy::default() };
    let options = ThreeWayOptions::default().overwrite(false);
    // The two changes share no JSON key, but an enum value is one value: they conflict.
    let error = typed::three_way(&last_applied, &desired, &live, &options).unwrap_err();
    assert!(error.is_conflict(), "{error}");
    let overwrite = ThreeWayOptions::default().overwrite(true);
    let patch = typed::three_way(&last_applied, &desired, &live, &overwrite).unwrap();
    assert_eq!(json_of(&patch), json!({"retention": {"days": 3}}));
}
