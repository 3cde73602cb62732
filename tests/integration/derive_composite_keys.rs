//! Composite merge keys (`#[smp(patch_merge_key = "containerPort,protocol", composite_key)]`):
//! items are told apart by every key field, where the reference keys on the first alone
//! and loses data (kubernetes#39188: ports 53/TCP and 53/UDP). The typed path defines
//! them; the `Value` path, on the schema the derive describes, must give the same patches
//! and results.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use smp::{typed, StrategicMerge, ThreeWayOptions};

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct Container {
    name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "containerPort,protocol", composite_key)]
    ports: Option<Vec<Port>>,
}

#[derive(StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct Port {
    container_port: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    protocol: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
}

fn port(number: i32, protocol: &str, name: Option<&str>) -> Port {
    Port { container_port: number, protocol: Some(protocol.to_owned()), name: name.map(str::to_owned) }
}

fn dns(ports: Vec<Port>) -> Container {
    Container { name: "dns".to_owned(), ports: Some(ports) }
}

fn json_of<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap()
}

#[test]
fn a_patch_item_merges_into_the_item_with_all_its_key_fields() {
    let live = dns(vec![port(53, "TCP", None), port(53, "UDP", None)]);
    let patch: ContainerPatch =
        serde_json::from_value(json!({"ports": [{"containerPort": 53, "protocol": "UDP", "name": "dns-udp"}]}))
            .unwrap();
    let patched = typed::apply(&live, patch).unwrap();
    assert_eq!(patched, dns(vec![port(53, "TCP", None), port(53, "UDP", Some("dns-udp"))]));
}

#[test]
fn deleting_one_of_two_items_sharing_the_first_key_field_keeps_the_other() {
    let before = dns(vec![port(53, "TCP", None), port(53, "UDP", None)]);
    let after = dns(vec![port(53, "TCP", None)]);
    let patch = typed::two_way(&before, &after, &smp::TwoWayOptions::default()).unwrap();
    // The deletion names the whole key, and so does the order list.
    assert_eq!(
        json_of(&patch),
        json!({
            "$setElementOrder/ports": [{"containerPort": 53, "protocol": "TCP"}],
            "ports": [{"$patch": "delete", "containerPort": 53, "protocol": "UDP"}]
        })
    );
    assert_eq!(typed::apply(&before, patch).unwrap(), after);
}

#[test]
fn two_way_and_three_way_round_trip_on_shared_first_fields() {
    let original = dns(vec![port(53, "TCP", Some("a")), port(53, "UDP", Some("b")), port(80, "TCP", None)]);
    let modified = dns(vec![port(53, "UDP", Some("b2")), port(53, "SCTP", None), port(53, "TCP", Some("a"))]);
    let patch = typed::two_way(&original, &modified, &smp::TwoWayOptions::default()).unwrap();
    assert_eq!(typed::apply(&original, patch).unwrap(), modified);

    // Live has an extra port from another writer, which the three-way patch keeps.
    let mut current = original.clone();
    current.ports.as_mut().unwrap().push(port(9153, "TCP", Some("metrics")));
    let options = ThreeWayOptions::default().overwrite(true);
    let patch = typed::three_way(&original, &modified, &current, &options).unwrap();
    let applied = typed::apply(&current, patch).unwrap();
    let mut expected: Vec<Port> = modified.ports.clone().unwrap();
    expected.push(port(9153, "TCP", Some("metrics")));
    let mut got = applied.ports.unwrap();
    let sort = |ports: &mut Vec<Port>| ports.sort_by_key(|p| (p.container_port, p.protocol.clone()));
    sort(&mut got);
    sort(&mut expected);
    assert_eq!(got, expected);
}

#[test]
fn the_first_key_field_is_required_and_the_others_may_be_absent() {
    let live = dns(vec![port(53, "TCP", None)]);
    let missing_first: Result<ContainerPatch, _> = serde_json::from_value(json!({"ports": [{"protocol": "UDP"}]}));
    // `containerPort` is not optional in `Port`, so the patch item still parses (the
    // patch type holds every field as optional); the merge refuses it.
    let error = typed::apply(&live, missing_first.unwrap()).unwrap_err();
    assert!(matches!(error.kind(), smp::ErrorKind::MissingMergeKey { .. }), "{error}");
    assert_eq!(error.path().to_string(), "/ports/0");
    // No protocol: a key of its own (53, null), not 53/TCP.
    let patch: ContainerPatch = serde_json::from_value(json!({"ports": [{"containerPort": 53, "name": "x"}]})).unwrap();
    let patched = typed::apply(&live, patch).unwrap();
    assert_eq!(patched.ports.unwrap().len(), 2);
}

use crate::seeds;

/// `apply(a, two_way(a, b)) == b` on random port lists where numbers repeat across
/// protocols (seeded; seeds printed).
#[test]
fn two_way_then_apply_lands_on_modified() {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};
    fn ports(rng: &mut SmallRng) -> Vec<Port> {
        let mut out: Vec<Port> = Vec::new();
        for _ in 0..rng.gen_range(0..6) {
            let candidate = port(
                [53, 80, 443][rng.gen_range(0..3)],
                ["TCP", "UDP", "SCTP"][rng.gen_range(0..3)],
                rng.gen_bool(0.5).then_some(["a", "b"][rng.gen_range(0..2)]),
            );
            // Keys are unique in a valid list.
            if !out.iter().any(|p| (p.container_port, &p.protocol) == (candidate.container_port, &candidate.protocol)) {
                out.push(candidate);
            }
        }
        out
    }
    let schema = smp::Schema::of::<Container>();
    let root = schema.root().unwrap();
    for seed in seeds::seeds("composite keys") {
        let mut rng = SmallRng::seed_from_u64(seed);
        for case in 0..500 {
            let (a, b, c) = (dns(ports(&mut rng)), dns(ports(&mut rng)), dns(ports(&mut rng)));
            let at = format!("seed {seed} case {case}\na {}\nb {}\nc {}", json_of(&a), json_of(&b), json_of(&c));
            let patch = typed::two_way(&a, &b, &smp::TwoWayOptions::default()).unwrap();
            let text = json_of(&patch);
            assert_eq!(typed::apply(&a, patch).unwrap(), b, "{at}\npatch {text}");

            // The same on the Value path: the same patch, the same result.
            let value_patch = smp::two_way(&json_of(&a), &json_of(&b), root, &smp::TwoWayOptions::default()).unwrap();
            assert_eq!(value_patch, text, "two-way, {at}");
            assert_eq!(smp::apply(&json_of(&a), &value_patch, root).unwrap(), json_of(&b), "apply, {at}");

            // Three-way with c live, overwriting and not.
            for overwrite in [true, false] {
                let options = ThreeWayOptions::default().overwrite(overwrite);
                let typed_patch = typed::three_way(&a, &b, &c, &options).map(|p| json_of(&p));
                let value_patch = smp::three_way(&json_of(&a), &json_of(&b), &json_of(&c), root, &options);
                match (typed_patch, value_patch) {
                    (Ok(t), Ok(v)) => {
                        assert_eq!(v, t, "three-way (overwrite {overwrite}), {at}");
                        // As the type holds it: Go keeps a `null` inside an item a patch
                        // appends, which an `Option` field reads as absent.
                        let typed_result = typed::apply(&c, serde_json::from_value(t).unwrap()).unwrap();
                        let value_result = smp::apply(&json_of(&c), &v, root).unwrap();
                        assert_eq!(serde_json::from_value::<Container>(value_result).unwrap(), typed_result, "{at}");
                    }
                    (Err(t), Err(v)) => assert_eq!(t.kind(), v.kind(), "three-way errors, {at}"),
                    (t, v) => panic!("three-way (overwrite {overwrite}): typed {t:?}, Value {v:?}, {at}"),
                }
            }
        }
    }
}
