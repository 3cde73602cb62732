//! The typed path agrees with the `Value` path on structs whose fields hold any JSON
//! (`serde_json::Value`, maps and lists of it): nulls, numbers of both kinds, maps and
//! lists where a string was expected. Random documents (seeded; seeds printed) and a few
//! cases written out; the outcomes compared are the patch or the document, or the error's
//! kind and path.

use crate::seeds;

use std::collections::{BTreeMap, HashMap};

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::{json, Map, Value};
use smp::{typed, Schema, SchemaRef};

/// Every kind of field a JSON value can sit in, with each strategy. The fields are in the
/// order of their JSON names, the order in which the `Value` path walks a map, so that
/// when two fields fail, both paths report the same one (Go's order is random).
#[derive(smp::StrategicMerge, serde::Serialize, serde::Deserialize, Debug, Clone, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct JsonDoc {
    #[serde(skip_serializing_if = "Option::is_none")]
    atomic: Option<Vec<Value>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge")]
    by_value: Option<Vec<Value>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name,value", composite_key)]
    by_pair: Option<Vec<JsonDoc>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    docs: Option<BTreeMap<String, JsonDoc>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "retainKeys")]
    hashed: Option<HashMap<String, Value>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    keyed: Option<Vec<JsonDoc>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    map: Option<BTreeMap<String, Value>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "replace")]
    replaced: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "retainKeys")]
    retained: Option<Box<JsonDoc>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "retainKeys")]
    retained_map: Option<BTreeMap<String, Value>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge")]
    strings: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<Value>,
}

/// A result as the paths are compared: the JSON, or the error's kind and path.
type Outcome = Result<Value, (smp::ErrorKind, smp::JsonPath)>;

fn outcome<T: serde::Serialize>(result: Result<T, smp::Error>) -> Outcome {
    result
        .map(|value| serde_json::to_value(value).expect("serializes"))
        .map_err(|error| (error.kind().clone(), error.path().clone()))
}

fn scalar(rng: &mut SmallRng) -> Value {
    let pool = [json!(null), json!(1), json!(1.5), json!("a"), json!("b"), json!(true), json!({"k": null}), json!([1])];
    pool.choose(rng).cloned().unwrap_or(Value::Null)
}

fn json_map(rng: &mut SmallRng) -> Value {
    let mut map = Map::new();
    for _ in 0..rng.gen_range(0..4) {
        map.insert(["a", "b", "c"].choose(rng).copied().unwrap_or("a").into(), scalar(rng));
    }
    Value::Object(map)
}

/// A random document: each field present or not, JSON values anywhere, keys of keyed
/// items distinct ([`distinct`]), mostly strings.
fn doc(rng: &mut SmallRng, depth: u32) -> Value {
    let mut map = Map::new();
    let name = if rng.gen_bool(0.9) { json!(["a", "b", "c", "d"].choose(rng)) } else { scalar(rng) };
    map.insert("name".into(), name);
    if rng.gen_bool(0.5) {
        map.insert("value".into(), if rng.gen_bool(0.5) { scalar(rng) } else { json_map(rng) });
    }
    for field in ["map", "retainedMap", "hashed"] {
        if rng.gen_bool(0.4) {
            map.insert(field.into(), json_map(rng));
        }
    }
    for field in ["byValue", "atomic"] {
        if rng.gen_bool(0.5) {
            let mut items: Vec<Value> = if rng.gen_bool(0.8) {
                (0..5).map(|i| json!(i)).collect()
            } else {
                (0..3).map(|_| scalar(rng)).collect()
            };
            items.shuffle(rng);
            items.truncate(rng.gen_range(0..4));
            map.insert(field.into(), Value::Array(items));
        }
    }
    if rng.gen_bool(0.3) {
        map.insert("replaced".into(), json_map(rng));
    }
    if depth > 0 {
        if rng.gen_bool(0.5) {
            let items = (0..rng.gen_range(0..4)).map(|_| doc(rng, depth - 1)).collect();
            map.insert("keyed".into(), Value::Array(distinct(items, &["name"])));
        }
        if rng.gen_bool(0.3) {
            map.insert("retained".into(), doc(rng, depth - 1));
        }
        if rng.gen_bool(0.2) {
            let items = (0..rng.gen_range(0..4)).map(|_| {
                let mut item = doc(rng, 0);
                item["value"] = json!(["x", "y"].choose(rng));
                item
            });
            map.insert("byPair".into(), Value::Array(distinct(items.collect(), &["name", "value"])));
        }
        if rng.gen_bool(0.2) {
            let docs = (0..rng.gen_range(0..3)).map(|i| (format!("d{i}"), doc(rng, depth - 1)));
            map.insert("docs".into(), Value::Object(docs.collect()));
        }
    }
    if rng.gen_bool(0.3) {
        let mut strings = vec!["p", "q", "r", "s"];
        strings.shuffle(rng);
        strings.truncate(rng.gen_range(0..4));
        map.insert("strings".into(), json!(strings));
    }
    Value::Object(map)
}

/// The items whose key (the `key` fields) no earlier item has. A list with two items of
/// one key is one Go merges into itself, nulls and all: a patch of it can append an item
/// with nulls and merge another into it, an intermediate state no typed item holds (an
/// `Option` is absent).
fn distinct(mut items: Vec<Value>, key: &[&str]) -> Vec<Value> {
    let mut seen = Vec::new();
    items.retain(|item| {
        let parts: Vec<Option<Value>> = key.iter().map(|part| item.get(*part).cloned()).collect();
        let fresh = !seen.contains(&parts);
        seen.push(parts);
        fresh
    });
    items
}

/// A variation of `base`: each field kept, taken from a fresh document, or dropped.
fn variation(rng: &mut SmallRng, base: &Value, depth: u32) -> Value {
    let fresh = doc(rng, depth);
    let (Value::Object(old), Value::Object(new)) = (base, &fresh) else { return fresh };
    let keys: std::collections::BTreeSet<&String> = old.keys().chain(new.keys()).collect();
    let mut out = Map::new();
    for key in keys {
        let choice = rng.gen_range(0..10);
        let value = match (old.get(key), new.get(key)) {
            (Some(o), _) if choice < 5 => Some(o.clone()),
            (_, Some(n)) if choice < 9 => Some(n.clone()),
            _ => None,
        };
        out.extend(value.map(|v| (key.clone(), v)));
    }
    Value::Object(out)
}

/// Directives sprinkled into a patch of `original`, at every level: `$patch` words (known
/// and unknown), `$retainKeys`, `$setElementOrder` and `$deleteFromPrimitiveList` lists,
/// deletion and replacement items, nulls.
fn directives(rng: &mut SmallRng, patch: &mut Value, original: &Value) {
    let Value::Object(map) = patch else { return };
    // A patch's items have distinct keys ([`distinct`]).
    for (field, key) in [("keyed", &["name"][..]), ("byPair", &["name", "value"][..])] {
        if let Some(Value::Array(items)) = map.get_mut(field) {
            *items = distinct(std::mem::take(items), key);
        }
    }
    // The keys a patch sets, mostly all of them (a `$retainKeys` list that leaves one out
    // is an error), and some it does not.
    let listed = |map: &Map<String, Value>, rng: &mut SmallRng| -> Value {
        let mut keys: Vec<&str> = map.keys().map(String::as_str).filter(|key| !key.starts_with('$')).collect();
        keys.extend(["value", "extra"].choose(rng));
        keys.shuffle(rng);
        if rng.gen_bool(0.2) {
            keys.pop();
        }
        json!(keys)
    };
    if rng.gen_bool(0.1) {
        map.insert("$retainKeys".into(), listed(map, rng));
    }
    for field in ["keyed", "byPair", "byValue", "atomic", "strings"] {
        // The patch's items in their order (Go checks it), the original's others anywhere.
        let entry = |item: &Value| match field {
            "keyed" => json!({"name": item.get("name")}),
            "byPair" => json!({"name": item.get("name"), "value": item.get("value")}),
            _ => item.clone(),
        };
        let items = |list: Option<&Value>| -> Vec<Value> {
            list.and_then(Value::as_array).into_iter().flatten().map(entry).collect()
        };
        let mut entries = items(map.get(field));
        for other in items(original.get(field)) {
            if !entries.contains(&other) {
                entries.insert(rng.gen_range(0..=entries.len()), other);
            }
        }
        if !entries.is_empty() && rng.gen_bool(0.2) {
            map.insert(format!("$setElementOrder/{field}"), Value::Array(entries));
        }
    }
    if rng.gen_bool(0.15) {
        let doomed = original.get("byValue").cloned().unwrap_or_else(|| json!([1, "a"]));
        map.insert("$deleteFromPrimitiveList/byValue".into(), doomed);
    }
    if rng.gen_bool(0.1) {
        map.insert("$deleteFromPrimitiveList/strings".into(), json!(["q", "s"]));
    }
    if rng.gen_bool(0.05) {
        // On a list without the merge strategy, where Go still deletes.
        map.insert("$deleteFromPrimitiveList/atomic".into(), json!([1, 2]));
    }
    if let Some(Value::Object(docs)) = map.get_mut("docs") {
        for (key, inner) in docs.iter_mut() {
            directives(rng, inner, original.get("docs").and_then(|d| d.get(key)).unwrap_or(&Value::Null));
        }
    }
    if let Some(Value::Array(items)) = map.get_mut("keyed") {
        for item in items.iter_mut() {
            let name = item.get("name").cloned().unwrap_or(Value::Null);
            let twin = original
                .get("keyed")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .find(|o| o.get("name") == Some(&name));
            directives(rng, item, twin.unwrap_or(&Value::Null));
        }
        if rng.gen_bool(0.15) {
            let name = ["a", "b", "c", "d"].choose(rng).copied();
            items.push(json!({"name": name, "$patch": "delete"}));
        }
        if rng.gen_bool(0.03) {
            items.push(json!({"$patch": "replace"}));
        }
    }
    if let Some(retained) = map.get_mut("retained") {
        directives(rng, retained, original.get("retained").unwrap_or(&Value::Null));
    }
    for field in ["map", "retainedMap", "hashed"] {
        if let Some(Value::Object(inner)) = map.get_mut(field) {
            if rng.gen_bool(0.1) {
                let listed = listed(inner, rng);
                inner.insert("$retainKeys".into(), listed);
            }
            if rng.gen_bool(0.05) {
                let word = ["replace", "delete"].choose(rng).copied();
                inner.insert("$patch".into(), json!(word));
            }
        }
    }
    if rng.gen_bool(0.1) {
        let field = ["value", "map", "keyed", "byValue", "retained"].choose(rng).copied().unwrap_or("value");
        map.insert(field.into(), Value::Null);
    }
    if rng.gen_bool(0.05) {
        let word = ["replace", "delete", "merge", "bogus"].choose(rng).copied();
        map.insert("$patch".into(), json!(word));
    }
}

/// The document as the typed path holds it, and its JSON (what the `Value` path gets).
fn typed_doc(document: &Value) -> Option<(JsonDoc, Value)> {
    let typed: JsonDoc = serde_json::from_value(document.clone()).ok()?;
    let canonical = serde_json::to_value(&typed).expect("serializes");
    Some((typed, canonical))
}

/// A patch applied on both paths; `None` when the typed path cannot hold the patch or the
/// `Value` path's result (Go keeps directives and nulls inside a value a patch creates,
/// where a struct has no field for them).
fn apply_both(root: SchemaRef<'_>, document: &Value, doc: &JsonDoc, patch: &Value) -> Option<(Outcome, Outcome)> {
    let typed_patch: JsonDocPatch = serde_json::from_value(patch.clone()).ok()?;
    let by_value = outcome(smp::apply(document, patch, root));
    if let Ok(result) = &by_value {
        if typed_doc(result).map(|(_, canonical)| canonical).as_ref() != Some(result) {
            return None;
        }
    }
    Some((by_value, outcome(typed::apply(doc, typed_patch))))
}

/// The typed outcome is the `Value` path's: the result, or the same conflict. Where both
/// fail otherwise, the errors may name different fields: when several fields fail, which
/// one is reported follows the order a path walks a map in (Go's is random, and the
/// `Value` path merges the lists with a `$setElementOrder` list first, as Go does, where a
/// struct goes field by field). `counts`: results and conflicts, other errors.
fn agree(by_type: Outcome, by_value: &Outcome, what: &str, context: &dyn Fn() -> String, counts: &mut [usize; 2]) {
    let conflict = |outcome: &Outcome| matches!(outcome, Err((smp::ErrorKind::Conflict { .. }, _)));
    match (&by_type, by_value) {
        (Err(_), Err(_)) if !conflict(&by_type) && !conflict(by_value) => counts[1] += 1,
        _ => {
            counts[0] += 1;
            assert_eq!(&by_type, by_value, "{what}\n{}", context());
        }
    }
}

#[test]
fn random_json_documents_agree_on_both_paths() {
    let schema = Schema::of::<JsonDoc>();
    let root = schema.root().expect("root");
    let (mut compared, mut counts) = (0, [0usize; 2]);
    for seed in seeds::seeds("typed agreement on JSON values") {
        let mut rng = SmallRng::seed_from_u64(seed);
        for case in 0..400 {
            let a = doc(&mut rng, 2);
            let (b, c) = (variation(&mut rng, &a, 2), variation(&mut rng, &a, 2));
            let (Some((ta, va)), Some((tb, vb)), Some((tc, vc))) = (typed_doc(&a), typed_doc(&b), typed_doc(&c)) else {
                continue;
            };
            let context = || format!("seed {seed} case {case}\na = {va}\nb = {vb}\nc = {vc}");

            let by_value = outcome(smp::two_way(&va, &vb, root, &smp::TwoWayOptions::default()));
            agree(
                outcome(typed::two_way(&ta, &tb, &smp::TwoWayOptions::default())),
                &by_value,
                "two-way",
                &context,
                &mut counts,
            );
            if let Ok(patch) = &by_value {
                if let Some((v, t)) = apply_both(root, &va, &ta, patch) {
                    agree(t, &v, &format!("applying the two-way patch {patch}"), &context, &mut counts);
                }
            }
            // c's fields as a patch of a.
            if let Some((v, t)) = apply_both(root, &va, &ta, &vc) {
                agree(t, &v, "applying c as a patch", &context, &mut counts);
            }
            for overwrite in [true, false] {
                let options = smp::ThreeWayOptions::default().overwrite(overwrite);
                let by_value = outcome(smp::three_way(&va, &vb, &vc, root, &options));
                let by_type = outcome(typed::three_way(&ta, &tb, &tc, &options));
                agree(by_type, &by_value, &format!("three-way, overwrite {overwrite}"), &context, &mut counts);
            }
            compared += 1;
        }
    }
    println!(
        "typed agreement on JSON values: {compared} cases, {} results or conflicts alike, {} errors on both",
        counts[0], counts[1]
    );
    assert!(compared > 400, "most random documents must fit the struct: {compared}");
    assert!(counts[0] > 2 * counts[1], "most outcomes must be results, not errors: {counts:?}");
}

/// A map of any JSON with the `retainKeys` strategy: its values can be null, which the
/// `$retainKeys` list a diff sends leaves out (`diffMaps`), as it leaves out a null key of
/// the original when it asks whether there are keys to clear (`hasAdditionalNewField`).
#[derive(smp::StrategicMerge, serde::Serialize, serde::Deserialize, Debug, Clone, PartialEq, Default)]
struct RetainedJsonMap {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "retainKeys")]
    m: Option<std::collections::BTreeMap<String, Value>>,
}

#[test]
fn retain_keys_of_a_map_with_nulls_agree_on_both_paths() {
    use serde_json::json;
    let schema = Schema::of::<RetainedJsonMap>();
    let root = schema.root().expect("root");
    let typed = |document: &Value| -> RetainedJsonMap { serde_json::from_value(document.clone()).expect("fits") };
    // (last applied, desired, live)
    let cases = [
        (json!({"m": {"a": 1}}), json!({"m": {"a": 1, "n": null}}), json!({"m": {"a": 1}})),
        (json!({"m": {"a": 1}}), json!({"m": {"a": 1}}), json!({"m": {"a": 1, "z": null}})),
        (json!({"m": {"a": 1}}), json!({"m": {"a": 1}}), json!({"m": {"a": 1, "z": 2}})),
        (json!({"m": {"a": 1, "z": null}}), json!({"m": {"a": 2, "n": null}}), json!({"m": {"a": 1, "y": null}})),
        (json!({"m": {"n": null}}), json!({"m": {"n": null}}), json!({"m": {"n": 1}})),
    ];
    for (original, modified, current) in cases {
        let context = format!("{original} -> {modified}, live {current}");
        let (o, m, c) = (typed(&original), typed(&modified), typed(&current));
        for (from, to) in [(&original, &modified), (&current, &modified), (&original, &current)] {
            let by_value = smp::two_way(from, to, root, &smp::TwoWayOptions::default()).expect("value two-way");
            let by_type =
                typed::two_way(&typed(from), &typed(to), &smp::TwoWayOptions::default()).expect("typed two-way");
            assert_eq!(serde_json::to_value(by_type).unwrap(), by_value, "two-way {from} -> {to}");
        }
        for overwrite in [true, false] {
            let options = smp::ThreeWayOptions::default().overwrite(overwrite);
            let by_value = smp::three_way(&original, &modified, &current, root, &options);
            let by_type =
                typed::three_way(&o, &m, &c, &options).map(|patch| serde_json::to_value(patch).expect("serializes"));
            assert_eq!(by_type, by_value, "overwrite {overwrite}: {context}");
        }
    }
}

#[test]
fn random_patches_with_directives_agree_on_both_paths() {
    let schema = Schema::of::<JsonDoc>();
    let root = schema.root().expect("root");
    let (mut compared, mut counts) = (0, [0usize; 2]);
    for seed in seeds::seeds("typed agreement on patches with directives") {
        let mut rng = SmallRng::seed_from_u64(seed);
        for case in 0..800 {
            let Some((ta, va)) = typed_doc(&doc(&mut rng, 2)) else { continue };
            let mut patch = variation(&mut rng, &va, 2);
            directives(&mut rng, &mut patch, &va);
            let context = || {
                format!(
                    "seed {seed} case {case}
document = {va}
patch = {patch}"
                )
            };
            if let Some((v, t)) = apply_both(root, &va, &ta, &patch) {
                agree(t, &v, "applying the patch", &context, &mut counts);
                compared += 1;
            }
        }
    }
    println!(
        "typed agreement on patches with directives: {compared} patches, {} results alike, {} errors on both",
        counts[0], counts[1]
    );
    assert!(compared > 800, "most patches must parse as typed patches: {compared}");
}

// A merge key set to null is Go's nil: present, matching an item whose key is null. Merged
// into such an item, the null deletes its key, and Go refuses the list (kubectl, on a Pod's
// containers). Under a `$setElementOrder` list, an order entry keyed by null is read as
// present, and the patch applies (kubectl likewise).
#[test]
fn null_merge_keys_read_as_go_reads_them() {
    let schema = Schema::of::<JsonDoc>();
    let root = schema.root().expect("root");
    // The second item merges into the one the first appended (kubectl: "map: map[image:x
    // tty:true] does not contain declared merge key: name").
    let document = json!({"keyed": [{"name": "c"}]});
    let doc: JsonDoc = serde_json::from_value(document.clone()).expect("fits");
    let patch = json!({"keyed": [{"name": null, "value": 1}, {"name": null, "map": {"a": 1}}]});
    let (by_value, by_type) = apply_both(root, &document, &doc, &patch).expect("both hold it");
    for outcome in [&by_value, &by_type] {
        assert!(
            matches!(outcome, Err((smp::ErrorKind::MissingMergeKey { .. }, path)) if path.to_string() == "/keyed"),
            "{outcome:?}"
        );
    }

    let document = json!({"keyed": [{"name": "c"}]});
    let doc: JsonDoc = serde_json::from_value(document.clone()).expect("fits");
    let patch =
        json!({"$setElementOrder/keyed": [{"name": "c"}, {"name": null}], "keyed": [{"name": null, "value": 1}]});
    let typed_patch: JsonDocPatch = serde_json::from_value(patch.clone()).expect("parses");
    let by_value = smp::apply(&document, &patch, root).expect("Go applies it");
    assert_eq!(by_value, json!({"keyed": [{"name": "c"}, {"name": null, "value": 1}]}));
    // The typed item cannot hold the null name (an `Option` is absent); the rest agrees.
    let by_type = serde_json::to_value(typed::apply(&doc, typed_patch).expect("the typed path applies it")).unwrap();
    assert_eq!(by_type, json!({"keyed": [{"name": "c"}, {"value": 1}]}));
}
