//! Properties of the `Value` path on random documents (seeded; the seed is printed):
//! a two-way patch applied to its original gives the modified document; a three-way
//! patch with overwrite, applied to current, lands modified's fields and keeps current's
//! own; no operation panics on arbitrary JSON, and none changes its inputs.

use crate::merge_item;
use crate::seeds;

use std::panic::{catch_unwind, AssertUnwindSafe};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{Map, Value};
use smp::{SchemaRef, ThreeWayOptions};

const CASES: usize = 400;

#[test]
fn two_way_patch_applied_to_original_gives_modified() {
    let schema = merge_item::schema();
    let item = schema.definition("Item").unwrap();
    for seed in seeds::seeds("property") {
        let mut rng = SmallRng::seed_from_u64(seed);
        for case in 0..CASES {
            let a = merge_item::item(&mut rng, 2);
            let b = if rng.gen_bool(0.7) { merge_item::mutate(&mut rng, &a, 2) } else { merge_item::item(&mut rng, 2) };
            let patch = smp::two_way(&a, &b, item, &smp::TwoWayOptions::default())
                .unwrap_or_else(|e| panic!("seed {seed} case {case}: two-way failed: {e}\na = {a}\nb = {b}"));
            let applied = smp::apply(&a, &patch, item).unwrap_or_else(|e| {
                panic!("seed {seed} case {case}: apply failed: {e}\na = {a}\nb = {b}\npatch = {patch}")
            });
            assert_eq!(
                sorted_primitive_merge_lists(&applied, item),
                sorted_primitive_merge_lists(&b, item),
                "seed {seed} case {case}\na = {a}\npatch = {patch}"
            );
            // A document diffed with itself: not always an empty patch in the reference
            // (replace-strategy maps are always sent; an unsorted primitive merge list
            // gets an order directive), but one that changes nothing.
            let same = smp::two_way(&b, &b, item, &smp::TwoWayOptions::default()).unwrap();
            assert_eq!(smp::apply(&b, &same, item).unwrap(), b, "seed {seed} case {case}: self-patch {same}");
        }
    }
}

/// The reference's one ordering rule that keeps `apply(a, diff(a, b))` from being `b`
/// exactly: it sorts the original primitive merge list before deciding whether the
/// order changed, so a list that is the sorted original keeps the original's order.
/// Compare those lists as sets.
fn sorted_primitive_merge_lists(value: &Value, schema: SchemaRef<'_>) -> Value {
    let Value::Object(map) = value else { return value.clone() };
    let mut out = Map::new();
    for (key, item) in map {
        let normalized = match item {
            Value::Object(_) => match schema.field(key) {
                Ok((field, _)) => sorted_primitive_merge_lists(item, field),
                Err(_) => item.clone(),
            },
            Value::Array(list) => match schema.list_field(key) {
                Ok((items, meta)) if meta.strategy() == &smp::ListStrategy::Merge => {
                    if list.iter().all(|v| !v.is_object()) {
                        let mut sorted = list.clone();
                        sorted.sort_by_key(|v| v.to_string());
                        Value::Array(sorted)
                    } else {
                        Value::Array(list.iter().map(|v| sorted_primitive_merge_lists(v, items)).collect())
                    }
                }
                Ok((items, _)) => Value::Array(list.iter().map(|v| sorted_primitive_merge_lists(v, items)).collect()),
                Err(_) => item.clone(),
            },
            other => other.clone(),
        };
        out.insert(key.clone(), normalized);
    }
    Value::Object(out)
}

#[test]
fn three_way_with_overwrite_lands_modified_and_keeps_currents_own_fields() {
    let schema = merge_item::schema();
    let item = schema.definition("Item").unwrap();
    let options = ThreeWayOptions::default().overwrite(true);
    for seed in seeds::seeds("property") {
        let mut rng = SmallRng::seed_from_u64(seed);
        for case in 0..CASES {
            let original = merge_item::item(&mut rng, 2);
            let modified = merge_item::mutate(&mut rng, &original, 2);
            let current = merge_item::mutate(&mut rng, &original, 2);
            let context = || {
                format!("seed {seed} case {case}\noriginal = {original}\nmodified = {modified}\ncurrent = {current}")
            };
            let patch = smp::three_way(&original, &modified, &current, item, &options)
                .unwrap_or_else(|e| panic!("three-way failed: {e}\n{}", context()));
            let result = smp::apply(&current, &patch, item)
                .unwrap_or_else(|e| panic!("apply failed: {e}\npatch = {patch}\n{}", context()));
            lands(&modified, &result, item).unwrap_or_else(|path| {
                panic!("modified's {path} not landed\npatch = {patch}\nresult = {result}\n{}", context())
            });
            keeps(&original, &modified, &current, &result).unwrap_or_else(|path| {
                panic!("current's own {path} lost\npatch = {patch}\nresult = {result}\n{}", context())
            });
        }
    }
}

/// Every field of `modified` is in `result`: scalars, replaced lists and maps equal;
/// maps recursively; merge lists by key for maps, by value for primitives.
fn lands(modified: &Value, result: &Value, schema: SchemaRef<'_>) -> Result<(), String> {
    let (Value::Object(m), Value::Object(r)) = (modified, result) else {
        return if modified == result { Ok(()) } else { Err(String::new()) };
    };
    for (key, value) in m {
        let got = r.get(key).ok_or_else(|| format!("/{key}"))?;
        // A map's values (`simpleMap` holds strings) are no fields: they land as they are.
        if schema.name() == "map" {
            if value != got {
                return Err(format!("/{key}"));
            }
            continue;
        }
        let (field, meta) = schema.field(key).map_err(|e| e.to_string())?;
        let nested = |e: String| format!("/{key}{e}");
        match value {
            Value::Object(_) if meta.strategy() != &smp::ListStrategy::Replace => {
                lands(value, got, field).map_err(nested)?
            }
            Value::Array(items) if meta.strategy() == &smp::ListStrategy::Merge => {
                let got_items = got.as_array().ok_or_else(|| format!("/{key}"))?;
                let (items_schema, _) = schema.list_field(key).map_err(|e| e.to_string())?;
                for item in items {
                    match meta.merge_key() {
                        Some(k) => {
                            let found = got_items
                                .iter()
                                .find(|g| g.get(k) == item.get(k))
                                .ok_or_else(|| format!("/{key}[{k}={}]", item[k]))?;
                            lands(item, found, items_schema).map_err(nested)?;
                        }
                        None if got_items.contains(item) => {}
                        None => return Err(format!("/{key}: {item}")),
                    }
                }
            }
            _ if value != got => return Err(format!("/{key}")),
            _ => {}
        }
    }
    Ok(())
}

/// Keys only `current` has (not in original nor modified) survive, wherever their parent
/// map survives in `modified` (not inside lists, and not under `replace` or `retainKeys`
/// fields, whose point is to drop them).
fn keeps(original: &Value, modified: &Value, current: &Value, result: &Value) -> Result<(), String> {
    let (Value::Object(c), Value::Object(m), Value::Object(r)) = (current, modified, result) else { return Ok(()) };
    let o = original.as_object();
    for (key, value) in c {
        let in_original = o.is_some_and(|o| o.contains_key(key));
        match m.get(key) {
            None if !in_original && r.get(key) != Some(value) => return Err(format!("/{key}")),
            Some(mv)
                if mv.is_object()
                    && value.is_object()
                    && !["replacingMap", "replacingItem", "retainKeysMap"].contains(&key.as_str()) =>
            {
                let empty = Value::Null;
                let ov = o.and_then(|o| o.get(key)).unwrap_or(&empty);
                let rv = r.get(key).ok_or_else(|| format!("/{key}"))?;
                keeps(ov, mv, value, rv).map_err(|e| format!("/{key}{e}"))?;
            }
            _ => {}
        }
    }
    Ok(())
}

#[test]
fn nothing_panics_or_changes_its_inputs_on_arbitrary_json() {
    let schema = merge_item::schema();
    let typed = schema.definition("Item").unwrap();
    let untyped = schema.arbitrary();
    for seed in seeds::seeds("property") {
        let mut rng = SmallRng::seed_from_u64(seed);
        for case in 0..2000 {
            let docs: Vec<Value> = (0..3)
                .map(|_| {
                    if rng.gen_bool(0.5) {
                        merge_item::arbitrary_json(&mut rng, 4)
                    } else {
                        let base = merge_item::item(&mut rng, 2);
                        sprinkle(&mut rng, base)
                    }
                })
                .collect();
            let before = docs.clone();
            for schema in [typed, untyped] {
                let outcome = catch_unwind(AssertUnwindSafe(|| {
                    let _ = smp::apply(&docs[0], &docs[1], schema);
                    let _ = smp::two_way(&docs[0], &docs[1], schema, &smp::TwoWayOptions::default());
                    for overwrite in [true, false] {
                        let options = ThreeWayOptions::default().overwrite(overwrite);
                        let _ = smp::three_way(&docs[0], &docs[1], &docs[2], schema, &options);
                    }
                    let _ = smp::has_conflicts(&docs[0], &docs[1], schema);
                    let _ = smp::merge_patch::three_way(&docs[0], &docs[1], &docs[2], &smp::ThreeWayOptions::default());
                }));
                assert!(outcome.is_ok(), "seed {seed} case {case} panicked on {docs:?}");
            }
            assert_eq!(docs, before, "seed {seed} case {case}: an input changed");
        }
    }
}

/// Puts random JSON (directives, nulls, wrong types) at random places of a document.
fn sprinkle(rng: &mut SmallRng, value: Value) -> Value {
    match value {
        Value::Object(map) => {
            let mut out = Map::new();
            for (key, item) in map {
                let item = if rng.gen_bool(0.15) { merge_item::arbitrary_json(rng, 2) } else { sprinkle(rng, item) };
                out.insert(key, item);
            }
            if rng.gen_bool(0.1) {
                if let Value::Object(extra) = merge_item::arbitrary_json(rng, 2) {
                    out.extend(extra);
                }
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.into_iter().map(|item| sprinkle(rng, item)).collect()),
        other => other,
    }
}
