//! The typed path (`#[derive(StrategicMerge)]`) agrees with the `Value` path: on random
//! `MergeItem` documents (seeded; seeds printed), the typed two-way patch serializes to
//! the `Value` path's patch, and applying a patch typed gives the `Value` path's result
//! (and `typed::apply`, which makes a patched copy, what `typed::apply_owned` merges).

use crate::derived_merge_item;
use crate::merge_item;
use crate::seeds;

use derived_merge_item::{JsonMergeItem, JsonMergeItemPatch, MergeItem, MergeItemPatch};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::Value;
use smp::{typed, Schema};

/// A random document as the typed model sees it (fields it lacks dropped).
fn typed_item(rng: &mut SmallRng, base: Option<&Value>) -> (MergeItem, Value) {
    let value = match base {
        Some(base) if rng.gen_bool(0.7) => merge_item::mutate(rng, base, 2),
        _ => merge_item::item(rng, 2),
    };
    let typed: MergeItem = serde_json::from_value(value).expect("generated items fit MergeItem");
    let canonical = serde_json::to_value(&typed).expect("serializes");
    (typed, canonical)
}

#[test]
fn typed_two_way_and_apply_agree_with_the_value_path() {
    let schema = Schema::of::<MergeItem>().with_case_insensitive_fields(true);
    let root = schema.root().expect("root");
    for seed in seeds::seeds("typed agreement") {
        let mut rng = SmallRng::seed_from_u64(seed);
        for case in 0..500 {
            let (ta, va) = typed_item(&mut rng, None);
            let (tb, vb) = typed_item(&mut rng, Some(&va));
            let context = || format!("seed {seed} case {case}\na = {va}\nb = {vb}");

            let value_patch = smp::two_way(&va, &vb, root, &smp::TwoWayOptions::default())
                .unwrap_or_else(|e| panic!("value two-way: {e}\n{}", context()));
            let typed_patch = typed::two_way(&ta, &tb, &smp::TwoWayOptions::default())
                .unwrap_or_else(|e| panic!("typed two-way: {e}\n{}", context()));
            assert_eq!(
                serde_json::to_value(&typed_patch).unwrap(),
                value_patch,
                "two-way patches differ\n{}",
                context()
            );

            // The same patch, parsed into the typed patch, applied both ways.
            let parsed: MergeItemPatch = serde_json::from_value(value_patch.clone()).expect("patch parses");
            let value_result =
                smp::apply(&va, &value_patch, root).unwrap_or_else(|e| panic!("value apply: {e}\n{}", context()));
            let in_place = typed::apply_owned(ta.clone(), parsed.clone());
            let typed_result = typed::apply(&ta, parsed).unwrap_or_else(|e| panic!("typed apply: {e}\n{}", context()));
            assert_eq!(in_place.ok().as_ref(), Some(&typed_result), "apply and apply_owned differ\n{}", context());
            assert_eq!(
                serde_json::to_value(&typed_result).unwrap(),
                value_result,
                "results differ\npatch = {value_patch}\n{}",
                context()
            );

            // A patch written by hand style: b's fields as a patch of a.
            let (tc, vc) = typed_item(&mut rng, Some(&va));
            let parsed: MergeItemPatch = serde_json::from_value(vc.clone()).expect("document parses as a patch");
            let value_result = smp::apply(&va, &vc, root);
            // `apply` makes the patched copy in one pass; `apply_owned` merges into the
            // value: the same value or the same error.
            let in_place = typed::apply_owned(ta.clone(), parsed.clone()).map_err(|e| e.to_string());
            let typed_result = typed::apply(&ta, parsed);
            assert_eq!(
                typed_result.as_ref().map_err(ToString::to_string),
                in_place.as_ref().map_err(String::clone),
                "apply and apply_owned differ\npatch = {vc}\n{}",
                context()
            );
            match (value_result, typed_result) {
                (Ok(v), Ok(t)) => {
                    assert_eq!(serde_json::to_value(&t).unwrap(), v, "results differ\npatch = {vc}\n{}", context())
                }
                // The same kind of error (where several fields fail, the paths may report
                // different ones: a struct goes field by field, the `Value` path in Go's order).
                (Err(v), Err(t)) => assert_eq!(
                    std::mem::discriminant(v.kind()),
                    std::mem::discriminant(t.kind()),
                    "different errors: value {v}, typed {t}\npatch = {vc}\n{}",
                    context()
                ),
                (v, t) => panic!(
                    "one path failed: value {v:?}, typed {:?}\npatch = {vc}\n{}",
                    t.map(|t| serde_json::to_value(t).unwrap()),
                    context()
                ),
            }
            let _ = tc;
        }
    }
}

/// Three-way diffs: last-applied `a`, desired `b` and live `c`, each derived from `a`,
/// with overwrite on and off. The patches (and conflicts) must be the same on both paths.
#[test]
fn typed_three_way_agrees_with_the_value_path() {
    let schema = Schema::of::<MergeItem>().with_case_insensitive_fields(true);
    let root = schema.root().expect("root");
    let mut outcomes = [0usize; 3];
    for seed in seeds::seeds("typed three-way agreement") {
        let mut rng = SmallRng::seed_from_u64(seed);
        for case in 0..500 {
            let (ta, va) = typed_item(&mut rng, None);
            let (tb, vb) = typed_item(&mut rng, Some(&va));
            let (tc, vc) = typed_item(&mut rng, Some(&va));
            let context = || format!("seed {seed} case {case}\noriginal = {va}\nmodified = {vb}\ncurrent = {vc}");
            for overwrite in [true, false] {
                let options = smp::ThreeWayOptions::default().overwrite(overwrite);
                let value_patch = smp::three_way(&va, &vb, &vc, root, &options);
                let typed_patch = typed::three_way(&ta, &tb, &tc, &options);
                match (value_patch, typed_patch) {
                    (Ok(v), Ok(t)) => {
                        outcomes[0] += 1;
                        assert_eq!(
                            serde_json::to_value(&t).unwrap(),
                            v,
                            "three-way patches differ (overwrite {overwrite})\n{}",
                            context()
                        );
                    }
                    (Err(v), Err(t)) => {
                        outcomes[usize::from(v.is_conflict()) + 1] += 1;
                        assert_eq!(v, t, "three-way errors differ (overwrite {overwrite})\n{}", context());
                    }
                    (v, t) => {
                        panic!("one path failed (overwrite {overwrite}): value {v:?}, typed {t:?}\n{}", context())
                    }
                }
            }
        }
    }
    println!(
        "typed three-way agreement: {} patches, {} conflicts, {} other errors",
        outcomes[0], outcomes[2], outcomes[1]
    );
    assert!(outcomes[0] > 0 && outcomes[2] > 0, "the cases must reach both patches and conflicts: {outcomes:?}");
}

/// A result as the tables compare it: the document, or the error's kind and path.
type Outcome = Result<Value, (smp::ErrorKind, smp::JsonPath)>;

/// An error as [`Outcome`] holds it.
fn outcome(error: smp::Error) -> (smp::ErrorKind, smp::JsonPath) {
    (error.kind().clone(), error.path().clone())
}

/// A document as the typed path holds it.
fn json_item(document: &Value) -> JsonMergeItem {
    serde_json::from_value(document.clone()).expect("fits")
}

/// A patch applied to a `JsonMergeItem` document on the `Value` path and on the typed path.
fn apply_json_items(root: smp::SchemaRef<'_>, original: &Value, patch: &Value) -> (Outcome, Outcome) {
    let by_value = smp::apply(original, patch, root).map_err(outcome);
    let item = json_item(original);
    let typed_patch: JsonMergeItemPatch = serde_json::from_value(patch.clone()).expect("parses");
    let by_type =
        typed::apply(&item, typed_patch).map(|item| serde_json::to_value(item).expect("serializes")).map_err(outcome);
    (by_value, by_type)
}

// A list merged by value, its patch and its `$deleteFromPrimitiveList` list hold one item
// type, and not maps (a list of maps merges only by a merge key), as in any merge of two
// lists (Go's `mergeSlice`): on a list of JSON values (`JsonMergeItem`) both paths refuse
// the same patches, and agree on the others.
#[test]
fn a_list_of_json_values_merged_by_value_agrees_on_the_item_type() {
    use serde_json::json;
    use smp::ErrorKind::{MixedListElements, NoMergeKeyInSchema};
    let schema = Schema::of::<JsonMergeItem>();
    let root = schema.root().expect("root");
    let numbers = json!({"mergingIntList": [1, 2]});
    let maps = json!({"mergingIntList": [{"a": 1}]});
    let cases = [
        (&numbers, json!({"$deleteFromPrimitiveList/mergingIntList": ["a"]}), Err(MixedListElements)),
        (&numbers, json!({"$deleteFromPrimitiveList/mergingIntList": [1.5]}), Err(MixedListElements)),
        (&numbers, json!({"$deleteFromPrimitiveList/mergingIntList": [{"a": 1}]}), Err(MixedListElements)),
        (&numbers, json!({"$deleteFromPrimitiveList/mergingIntList": [2]}), Ok(json!({"mergingIntList": [1]}))),
        (&maps, json!({"$deleteFromPrimitiveList/mergingIntList": [{"a": 1}]}), Err(NoMergeKeyInSchema)),
        (&maps, json!({"mergingIntList": [{"a": 2}]}), Err(NoMergeKeyInSchema)),
        (&numbers, json!({"mergingIntList": [3]}), Ok(json!({"mergingIntList": [3, 1, 2]}))),
    ];
    for (original, patch, expected) in cases {
        let (by_value, by_type) = apply_json_items(root, original, &patch);
        let kind = |result: Outcome| result.map_err(|(kind, _)| kind);
        assert_eq!(kind(by_value), expected, "Value path: {original} + {patch}");
        assert_eq!(kind(by_type), expected, "typed path: {original} + {patch}");
    }
}

// The diff of a list of maps merged by value: maps diff by key only, and the list has
// none, so both paths refuse it at its first item (modified's, else original's).
#[test]
fn a_list_of_json_maps_merged_by_value_does_not_diff_on_either_path() {
    use serde_json::json;
    let schema = Schema::of::<JsonMergeItem>();
    let root = schema.root().expect("root");
    let cases = [
        (json!({"mergingIntList": [{"a": 1}]}), json!({"mergingIntList": [{"a": 2}]}), "map[a:2]"),
        (json!({"mergingIntList": [{"a": 1}, {"a": 2}]}), json!({"mergingIntList": []}), "map[a:1]"),
    ];
    for (original, modified, item) in cases {
        let expected = smp::ErrorKind::MissingMergeKey { merge_key: String::new(), item: item.to_owned() };
        let by_value = smp::two_way(&original, &modified, root, &smp::TwoWayOptions::default())
            .expect_err("the Value path refuses");
        let (o, m) = (json_item(&original), json_item(&modified));
        let by_type = typed::two_way(&o, &m, &smp::TwoWayOptions::default()).expect_err("the typed path refuses");
        assert_eq!(
            (by_value.kind(), by_value.path().to_string()),
            (&expected, "/mergingIntList/0".to_owned()),
            "{original} -> {modified}"
        );
        assert_eq!(
            (by_type.kind(), by_type.path().to_string()),
            (&expected, "/mergingIntList/0".to_owned()),
            "{original} -> {modified}"
        );
    }
}

// An unknown `$patch` word: both paths name it and print the map that holds it as Go's
// `%v` does, at the same place (the patch as it was written, before any of it applies).
#[test]
fn an_unknown_patch_word_is_reported_alike_on_both_paths() {
    use serde_json::json;
    let schema = Schema::of::<MergeItem>();
    let root = schema.root().expect("root");
    let original = json!({
        "name": "a",
        "mergeItemPtr": {"name": "p"},
        "mergingList": [{"name": "x", "value": "1"}],
        "simpleMap": {"k": "v"}
    });
    let cases = [
        (json!({"$patch": "merge", "value": "2"}), "map[$patch:merge value:2]"),
        (json!({"mergeItemPtr": {"$patch": "keep", "name": "p"}}), "map[$patch:keep name:p]"),
        (json!({"mergingList": [{"name": "x", "$patch": "swap"}]}), "map[$patch:swap name:x]"),
        (json!({"simpleMap": {"$patch": "nope", "k": "w"}}), "map[$patch:nope k:w]"),
    ];
    let item: MergeItem = serde_json::from_value(original.clone()).expect("fits");
    for (patch, map) in cases {
        let by_value = smp::apply(&original, &patch, root).expect_err("the Value path refuses");
        let typed_patch: MergeItemPatch = serde_json::from_value(patch.clone()).expect("parses");
        let by_type = typed::apply(&item, typed_patch).expect_err("the typed path refuses");
        let smp::ErrorKind::UnknownPatchType { map: printed, .. } = by_value.kind() else {
            panic!("{patch}: {by_value}")
        };
        assert_eq!(printed, map, "Value path: {patch}");
        assert_eq!(by_type.kind(), by_value.kind(), "{patch}");
        assert_eq!(by_type.path(), by_value.path(), "{patch}");
    }
}

// `$setElementOrder` on items of any JSON (`JsonMergeItem`): both paths run one engine
// step (`apply_order`), each seeing the list its own way; they must give the same result,
// or refuse with the same error at the same place. The `Value` path is Go's (the
// conformance suites); these cases reach the item-type and key checks the random corpus
// seldom does.
#[test]
fn set_element_order_on_json_items_agrees_on_both_paths() {
    use serde_json::json;
    let schema = Schema::of::<JsonMergeItem>();
    let root = schema.root().expect("root");
    let cases = [
        // Lists merged by value.
        (json!({"mergingIntList": [1, 2, 3]}), json!({"$setElementOrder/mergingIntList": [3, 1, 2]})),
        (
            json!({"mergingIntList": [1, 2, 3]}),
            json!({"mergingIntList": [4], "$setElementOrder/mergingIntList": [4, 3, 1]}),
        ),
        (
            json!({"mergingIntList": [1, 2]}),
            json!({"mergingIntList": [4, 5], "$setElementOrder/mergingIntList": [5, 4]}),
        ),
        (json!({"mergingIntList": []}), json!({"$setElementOrder/mergingIntList": []})),
        (json!({}), json!({"mergingIntList": [1], "$setElementOrder/mergingIntList": [1]})),
        (json!({}), json!({"$setElementOrder/mergingIntList": [1]})),
        (
            json!({"mergingIntList": [1, 2]}),
            json!({"mergingIntList": ["a"], "$setElementOrder/mergingIntList": ["a", 1, 2]}),
        ),
        (json!({"mergingIntList": [1.5]}), json!({"mergingIntList": [2], "$setElementOrder/mergingIntList": [2, 1.5]})),
        (json!({"mergingIntList": [{"a": 1}]}), json!({"$setElementOrder/mergingIntList": [{"a": 1}]})),
        (json!({"mergingIntList": [1, 2]}), json!({"$setElementOrder/mergingIntList": [2, 2, 1]})),
        (json!({"mergingIntList": [1, 2]}), json!({"mergingIntList": null, "$setElementOrder/mergingIntList": [1]})),
        (
            json!({"mergingIntList": [1, 2, 3]}),
            json!({"$setElementOrder/mergingIntList": [3, 1], "$deleteFromPrimitiveList/mergingIntList": [2]}),
        ),
        // A list of primitives replaced whole, still ordered.
        (
            json!({"nonMergingIntList": [1, 2]}),
            json!({"nonMergingIntList": [3, 2], "$setElementOrder/nonMergingIntList": [2, 3]}),
        ),
        (
            json!({"nonMergingIntList": [1, 2]}),
            json!({"nonMergingIntList": [3, 2], "$setElementOrder/nonMergingIntList": [3, 1, 2]}),
        ),
        // Lists merged by key, the keys any JSON.
        (
            json!({"mergingList": [{"name": "a"}, {"name": "b"}]}),
            json!({"$setElementOrder/mergingList": [{"name": "b"}, {"name": "a"}]}),
        ),
        (
            json!({"mergingList": [{"name": "a"}, {"name": "b"}]}),
            json!({"mergingList": [{"name": "c"}], "$setElementOrder/mergingList": [{"name": "c"}, {"name": "a"}]}),
        ),
        (json!({"mergingList": [{"name": "a"}]}), json!({"$setElementOrder/mergingList": [{"value": 1}]})),
        (
            json!({"mergingList": [{"name": "a"}, {"name": "b"}]}),
            json!({"mergingList": [{"name": "a", "$patch": "delete"}], "$setElementOrder/mergingList": [{"name": "b"}]}),
        ),
        (
            json!({"mergingList": [{"name": 1}, {"name": 2}]}),
            json!({"$setElementOrder/mergingList": [{"name": 2}, {"name": 1}]}),
        ),
        (
            json!({"mergingList": [{"name": 1}, {"name": "1"}]}),
            json!({"$setElementOrder/mergingList": [{"name": "1"}, {"name": 1}]}),
        ),
        (
            json!({"mergingList": [{"name": "a"}]}),
            json!({"mergingList": [{"name": "b"}, {"name": "c"}], "$setElementOrder/mergingList": [{"name": "c"}, {"name": "b"}]}),
        ),
        (json!({}), json!({"$setElementOrder/mergingList": [{"name": "a"}]})),
        (json!({"mergingList": []}), json!({"$setElementOrder/mergingList": []})),
    ];
    for (original, patch) in cases {
        let (by_value, by_type) = apply_json_items(root, &original, &patch);
        assert_eq!(by_type, by_value, "{original} + {patch}");
    }
}

// The three-way diff on items of any JSON (`JsonMergeItem`), with and without overwrite:
// the deletions and the changes merge as two patches (their `$setElementOrder` and
// `$deleteFromPrimitiveList` lists included), and the conflict check reads them. Both
// paths must send the same patch, or refuse alike.
#[test]
fn three_way_on_json_items_agrees_on_both_paths() {
    use serde_json::json;
    let schema = Schema::of::<JsonMergeItem>();
    let root = schema.root().expect("root");
    // (last applied, desired, live)
    let cases = [
        (json!({"mergingIntList": [1, 2]}), json!({"mergingIntList": [2, 3]}), json!({"mergingIntList": [1, 2, 9]})),
        (json!({"mergingIntList": [1, 2]}), json!({"mergingIntList": [2.5]}), json!({"mergingIntList": [1, 2]})),
        (
            json!({"mergingIntList": ["a", "b"]}),
            json!({"mergingIntList": ["b", "a"]}),
            json!({"mergingIntList": ["a", "b", "c"]}),
        ),
        (
            json!({"mergingList": [{"name": 1, "value": "x"}, {"name": 2}]}),
            json!({"mergingList": [{"name": 2}, {"name": 3, "value": [1]}]}),
            json!({"mergingList": [{"name": 1, "value": "x"}, {"name": 2, "other": true}, {"name": 4}]}),
        ),
        (
            json!({"mergingList": [{"name": "a", "value": {"k": 1}}]}),
            json!({"mergingList": [{"name": "a", "value": {"k": 2}}]}),
            json!({"mergingList": [{"name": "a", "value": {"k": 3}}]}),
        ),
        (
            json!({"simpleMap": {"a": 1, "b": null}}),
            json!({"simpleMap": {"a": 2}}),
            json!({"simpleMap": {"a": 3, "c": 1}}),
        ),
        (json!({"value": [1, 2]}), json!({"value": [2, 1]}), json!({"value": [1, 2, 3]})),
        (json!({"nonMergingIntList": [1, 2]}), json!({"nonMergingIntList": [2]}), json!({"nonMergingIntList": [3]})),
        (json!({"replacingItem": {"a": 1}}), json!({"replacingItem": {"b": null}}), json!({"replacingItem": {"a": 2}})),
        (json!({}), json!({"mergingList": [{"name": "a"}], "other": 1.5}), json!({"other": 1})),
        (
            json!({"mergingList": [{"name": {"x": 1}}]}),
            json!({"mergingList": [{"name": "a"}]}),
            json!({"mergingList": [{"name": {"x": 1}}, {"name": "b"}]}),
        ),
        (
            json!({"mergingList": [{"name": {"x": 1}}, {"name": "a"}]}),
            json!({"mergingList": [{"name": "a", "value": 1}]}),
            json!({"mergingList": [{"name": "a"}]}),
        ),
    ];
    for (original, modified, current) in cases {
        let (o, m, c) = (json_item(&original), json_item(&modified), json_item(&current));
        for overwrite in [true, false] {
            let options = smp::ThreeWayOptions::default().overwrite(overwrite);
            let by_value = smp::three_way(&original, &modified, &current, root, &options);
            let by_type =
                typed::three_way(&o, &m, &c, &options).map(|patch| serde_json::to_value(patch).expect("serializes"));
            assert_eq!(by_type, by_value, "overwrite {overwrite}: {original} -> {modified}, live {current}");
        }
    }
}

// The two-way diff of keyed lists whose keys are any JSON: a key Go cannot compare (a map)
// in the original list reads as a key equal to no other, so its item is deleted; in the
// modified list it is an error; an item without its key is an error naming it, modified's
// items checked first. Both paths alike.
#[test]
fn keyed_diff_of_json_keys_agrees_on_both_paths() {
    use serde_json::json;
    let schema = Schema::of::<JsonMergeItem>();
    let root = schema.root().expect("root");
    let cases = [
        (json!({"mergingList": [{"name": {"x": 1}}]}), json!({"mergingList": [{"name": "a"}]})),
        (
            json!({"mergingList": [{"name": {"x": 1}}, {"name": "a"}]}),
            json!({"mergingList": [{"name": "a", "value": 2}]}),
        ),
        (json!({"mergingList": [{"name": [1]}, {"name": 1}]}), json!({"mergingList": [{"name": 1}]})),
        (json!({"mergingList": [{"name": "a"}]}), json!({"mergingList": [{"name": {"x": 1}}]})),
        (json!({"mergingList": [{"value": 1}]}), json!({"mergingList": [{"name": "a"}]})),
        (json!({"mergingList": [{"value": 1}]}), json!({"mergingList": [{"name": "a"}, {"value": 2}]})),
        (json!({"mergingList": [{"name": null}]}), json!({"mergingList": [{"name": "a"}]})),
        (
            json!({"mergingList": [{"name": 1.5}, {"name": true}]}),
            json!({"mergingList": [{"name": true}, {"name": 2}]}),
        ),
    ];
    for (original, modified) in cases {
        // Each side as the typed value holds it (a `null` key reads as no key).
        let (o, m) = (json_item(&original), json_item(&modified));
        let (original, modified) = (serde_json::to_value(&o).unwrap(), serde_json::to_value(&m).unwrap());
        let by_value = smp::two_way(&original, &modified, root, &smp::TwoWayOptions::default()).map_err(outcome);
        let by_type = typed::two_way(&o, &m, &smp::TwoWayOptions::default())
            .map(|patch| serde_json::to_value(patch).expect("serializes"))
            .map_err(outcome);
        assert_eq!(by_type, by_value, "{original} -> {modified}");
    }
}

// Keys Go cannot compare (a JSON-valued key field holding a map or a list) in a keyed
// merge: a deletion's key of a kind no live key has deletes nothing; other such keys
// would crash Go's comparisons, and are refused at the item or at the list, on both paths
// by the same rule (`engine::patch::UncomparableKinds`).
#[test]
fn uncomparable_merge_keys_apply_alike_on_both_paths() {
    use serde_json::json;
    let schema = Schema::of::<JsonMergeItem>();
    let root = schema.root().expect("root");
    let delete = |name: Value| json!({"mergingList": [{"name": name, "$patch": "delete"}]});
    let cases = [
        (json!({"mergingList": [{"name": "a"}]}), delete(json!({"x": 1}))),
        (json!({"mergingList": [{"name": {"y": 1}}]}), delete(json!({"x": 1}))),
        (json!({"mergingList": [{"name": [1]}]}), delete(json!({"x": 1}))),
        (json!({"mergingList": [{"name": "a"}]}), json!({"mergingList": [{"name": {"x": 1}, "value": 1}]})),
        (json!({"mergingList": [{"name": {"y": 1}}]}), json!({"mergingList": [{"name": "a", "value": 1}]})),
        (
            json!({"mergingList": [{"name": {"y": 1}}]}),
            json!({"$setElementOrder/mergingList": [{"name": "a"}], "mergingList": [{"name": "a"}]}),
        ),
        (json!({"mergingList": [{"name": {"y": 1}}]}), json!({"$setElementOrder/mergingList": [{"name": "a"}]})),
        (
            json!({"mergingList": [{"name": "a"}]}),
            json!({"mergingList": [{"name": {"x": 1}, "$patch": "delete"}, {"$patch": "replace"}, {"name": "b"}]}),
        ),
    ];
    for (original, patch) in cases {
        let (by_value, by_type) = apply_json_items(root, &original, &patch);
        assert_eq!(by_type, by_value, "{original} + {patch}");
    }
}
