//! Every entry point on deep input, on small thread stacks: documents within
//! `smp::MAX_DEPTH` are processed, deeper ones refused with `TooDeep` at the path of the
//! first too-deep value, and nothing overflows the stack (an overflow aborts this whole
//! test binary, so a pass means none happened).

use crate::merge_item;

use serde_json::{json, Value};
use smp::applier::Applier;
use smp::matcher::Matcher;
use smp::merge_patch;
use smp::{Error, ErrorKind, Schema, ThreeWayOptions, MAX_DEPTH};

/// Thread stacks users run smp on: tokio's 2 MiB workers, and the small ones some
/// runtimes and embedded users choose; then 40 KiB, so that 64 KiB passes with room to
/// spare. A pass by a few hundred bytes fails at random: how much stack the allocator
/// takes varies with the heap's state, which the other tests' threads change.
const STACKS: [usize; 4] = [2 << 20, 256 << 10, 64 << 10, 40 << 10];

/// Far beyond any limit: a recursive walk, copy, comparison or drop of this overflows
/// even the main thread's stack.
const HOSTILE: usize = 100_000;

fn on_stack<T: Send + 'static>(size: usize, test: impl FnOnce() -> T + Send + 'static) -> T {
    let thread = std::thread::Builder::new().stack_size(size).spawn(test).expect("spawn");
    thread.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

/// `{"a": {"a": … "leaf"}}` with the leaf `depth` levels below the root.
fn maps(depth: usize) -> Value {
    (0..depth).fold(json!("leaf"), |inner, _| object([("a", inner)]))
}

/// `{"a": [[… "leaf"]]}` with the leaf `depth` levels below the root.
fn lists(depth: usize) -> Value {
    let inner = (1..depth).fold(json!("leaf"), |inner, _| Value::Array(vec![inner]));
    object([("a", inner)])
}

/// An object of these entries. `json!` would copy a value put in it with
/// `serde_json::to_value`, which recurses as deep as the value goes.
fn object<const N: usize>(entries: [(&str, Value); N]) -> Value {
    Value::Object(entries.into_iter().map(|(key, value)| (key.to_owned(), value)).collect())
}

/// Drops a document of any depth without recursion (serde_json's drop recurses).
fn dispose(value: Value) {
    let mut pending = vec![value];
    while let Some(value) = pending.pop() {
        match value {
            Value::Array(items) => pending.extend(items),
            Value::Object(map) => pending.extend(map.into_iter().map(|(_, v)| v)),
            _ => {}
        }
    }
}

/// Drops the documents of a match without recursion.
fn dispose_match(found: smp::matcher::Match) {
    [found.patch, found.last_applied, found.desired, found.live].into_iter().for_each(dispose);
}

fn schema() -> &'static Schema {
    static SCHEMA: std::sync::OnceLock<Schema> = std::sync::OnceLock::new();
    SCHEMA.get_or_init(merge_item::schema)
}

type Operation = fn(Value, Value) -> Result<(), Error>;

/// The operations on two documents, each run with the deep one in either place.
fn operations() -> Vec<(&'static str, Operation)> {
    fn three_way(overwrite: bool, a: &Value, b: &Value) -> Result<(), Error> {
        let options = ThreeWayOptions::default().overwrite(overwrite);
        smp::three_way(a, b, a, schema().arbitrary(), &options).map(drop)
    }
    fn kept(a: Value, b: Value, operation: impl FnOnce(&Value, &Value) -> Result<(), Error>) -> Result<(), Error> {
        let result = operation(&a, &b);
        dispose(a);
        dispose(b);
        result
    }
    vec![
        ("apply", |a, b| kept(a, b, |a, b| smp::apply(a, b, schema().arbitrary()).map(dispose))),
        ("apply_owned", |a, b| smp::apply_owned(a, b, schema().arbitrary()).map(dispose)),
        ("two_way", |a, b| {
            kept(a, b, |a, b| smp::two_way(a, b, schema().arbitrary(), &smp::TwoWayOptions::default()).map(dispose))
        }),
        ("three_way", |a, b| kept(a, b, |a, b| three_way(true, a, b))),
        ("three_way without overwrite", |a, b| kept(a, b, |a, b| three_way(false, a, b))),
        ("has_conflicts", |a, b| kept(a, b, |a, b| smp::has_conflicts(a, b, schema().arbitrary()).map(drop))),
        ("merge_patch::apply", |a, b| kept(a, b, |a, b| merge_patch::apply(a, b).map(dispose))),
        ("merge_patch::two_way", |a, b| {
            kept(a, b, |a, b| merge_patch::two_way(a, b, &smp::TwoWayOptions::default()).map(dispose))
        }),
        ("merge_patch::three_way", |a, b| {
            kept(a, b, |a, b| merge_patch::three_way(a, b, a, &smp::ThreeWayOptions::default()).map(dispose))
        }),
        ("merge_patch::has_conflicts", |a, b| kept(a, b, |a, b| merge_patch::has_conflicts(a, b).map(drop))),
        ("Matcher::calculate", |a, b| {
            kept(a, b, |a, b| Matcher::new().calculate(b, Some(a), Some(schema().arbitrary())).map(dispose_match))
        }),
        ("Matcher::calculate without schema", |a, b| {
            kept(a, b, |a, b| Matcher::new().calculate(b, Some(a), None).map(dispose_match))
        }),
    ]
}

fn assert_too_deep(result: Result<(), Error>, what: &str) {
    let err = result.expect_err(what);
    assert!(matches!(err.kind(), ErrorKind::TooDeep { .. }), "{what}: {err}");
    assert_eq!(err.path().segments().len(), MAX_DEPTH + 1, "{what}: the path of the first value too deep");
}

fn run_operations(stack: usize) {
    for (name, operation) in operations() {
        for nest in [maps as fn(usize) -> Value, lists] {
            // At the limit: processed (the matcher's answer, the merge's result: any).
            let result = operation(nest(MAX_DEPTH), nest(MAX_DEPTH));
            assert!(!result.is_err_and(|e| matches!(e.kind(), ErrorKind::TooDeep { .. })), "{name} at the limit");
            for (a, b) in [(MAX_DEPTH + 1, 3), (3, MAX_DEPTH + 1)] {
                assert_too_deep(operation(nest(a), nest(b)), &format!("{name} {a}/{b} on a {stack}-byte stack"));
            }
            let result = operation(nest(HOSTILE), nest(3));
            assert_too_deep(result, &format!("{name} at {HOSTILE} levels"));
        }
    }
}

#[test]
fn value_operations_on_small_stacks() {
    for stack in STACKS {
        on_stack(stack, move || run_operations(stack));
    }
}

#[test]
fn the_applier_on_small_stacks() {
    for stack in STACKS {
        on_stack(stack, || {
            let object =
                |spec: Value| object([("kind", json!("Item")), ("metadata", json!({"name": "a"})), ("spec", spec)]);
            for schema in [Some(schema().arbitrary()), None] {
                let deep = object(maps(HOSTILE));
                let shallow = object(maps(3));
                let err = Applier::new().plan(&deep, Some(&shallow), schema).unwrap_err();
                assert!(matches!(err.kind(), ErrorKind::TooDeep { .. }), "{err}");
                let err = Applier::new().plan(&shallow, Some(&deep), schema).unwrap_err();
                assert!(matches!(err.kind(), ErrorKind::TooDeep { .. }), "{err}");
                assert!(Applier::new().plan(&shallow, Some(&shallow), schema).is_ok());
                dispose(deep);
            }
        });
    }
}

#[test]
fn bytes_on_small_stacks() {
    // Text as deep as `MAX_DEPTH`, past serde_json's own limit of 128 levels, is read; one
    // level more is refused. Printed here: serde_json's printing recurses.
    let deepest = serde_json::to_vec(&lists(MAX_DEPTH)).unwrap();
    let too_deep = serde_json::to_vec(&lists(MAX_DEPTH + 1)).unwrap();
    for stack in STACKS {
        let (deepest, too_deep) = (deepest.clone(), too_deep.clone());
        on_stack(stack, move || {
            let schema = schema().arbitrary();
            let hostile = format!("{}{}", "[".repeat(HOSTILE), "]".repeat(HOSTILE)).into_bytes();
            for text in [&hostile[..], br#"{"a": 1}"#] {
                let err = smp::bytes::apply(text, &hostile, schema).unwrap_err();
                assert!(matches!(err.kind(), ErrorKind::TooDeep { limit: MAX_DEPTH }), "{err}");
                assert!(smp::bytes::two_way(&hostile, text, schema, &smp::TwoWayOptions::default()).is_err());
                assert!(smp::bytes::three_way(text, text, &hostile, schema, &ThreeWayOptions::default()).is_err());
            }
            let err = smp::bytes::apply(&too_deep, br#"{}"#, schema).unwrap_err();
            assert!(matches!(err.kind(), ErrorKind::TooDeep { limit: MAX_DEPTH }), "{err}");
            assert_eq!(err.path().segments().len(), MAX_DEPTH + 1, "{err}");
            assert!(smp::bytes::apply(&deepest, &deepest, schema).is_ok());
        });
    }
}

/// A schema of objects nested `levels` deep, each holding the next as its property `child`.
fn nested_schema(levels: usize) -> Value {
    (0..levels).fold(json!({"type": "string"}), |inner, _| {
        object([("type", json!("object")), ("properties", object([("child", inner)]))])
    })
}

#[test]
fn schema_loaders_on_small_stacks() {
    for stack in STACKS {
        on_stack(stack, schema_loaders);
    }
}

fn schema_loaders() {
    // A chain of definitions, each holding the next as a property: resolved by lookup,
    // whatever its length.
    let chain = |prefix: &str| {
        let definitions: serde_json::Map<String, Value> = (0..10_000)
            .map(|i| {
                let next = json!({"$ref": format!("{prefix}D{}", i + 1)});
                (format!("D{i}"), json!({"type": "object", "properties": {"next": next, "name": {"type": "string"}}}))
            })
            .chain([("D10000".to_owned(), json!({"type": "string"}))])
            .collect();
        Value::Object(definitions)
    };
    let v2 = Schema::from_openapi_v2(&json!({"definitions": chain("#/definitions/")})).unwrap();
    let mut node = v2.definition("D0").unwrap();
    for _ in 0..10_000 {
        node = node.field("next").unwrap().0;
    }
    assert_eq!(node.name(), "string", "the end of the chain");
    assert!(Schema::from_openapi_v3(&json!({"components": {"schemas": chain("#/components/schemas/")}})).is_ok());
    assert!(Schema::from_json_schema(&json!({"$defs": chain("#/$defs/")})).is_ok());

    // A chain of aliases (definitions that only name another), and a cycle of them.
    let aliases: serde_json::Map<String, Value> = (0..10_000)
        .map(|i| (format!("A{i}"), json!({"$ref": format!("#/definitions/A{}", i + 1)})))
        .chain([("A10000".to_owned(), json!({"type": "object", "properties": {"x": {"type": "string"}}}))])
        .chain([
            ("C0".to_owned(), json!({"$ref": "#/definitions/C1"})),
            ("C1".to_owned(), json!({"$ref": "#/definitions/C0"})),
        ])
        .collect();
    let schema = Schema::from_openapi_v2(&json!({"definitions": aliases})).unwrap();
    assert!(schema.definition("A0").unwrap().field("x").is_ok());
    assert!(schema.definition("C0").unwrap().is_arbitrary());

    // Inline nesting (properties of properties), built in memory far past any parser's
    // limit: refused, not overflowed, by every loader.
    let version = object([("name", json!("v1")), ("schema", object([("openAPIV3Schema", nested_schema(HOSTILE))]))]);
    let crd = object([(
        "spec",
        object([
            ("group", json!("example.com")),
            ("names", json!({"kind": "Deep"})),
            ("versions", Value::Array(vec![version])),
        ]),
    )]);
    let err = Schema::from_crd(&crd).unwrap_err();
    assert!(matches!(err.kind(), ErrorKind::InvalidSchema(_)), "{err}");
    assert!(err.to_string().contains("v1"), "names the definition: {err}");
    let Value::Object(mut crd) = crd else { unreachable!() };
    let nested = crd.remove("spec").unwrap()["versions"][0]["schema"]["openAPIV3Schema"].take();
    let document = object([("definitions", object([("Deep", nested)]))]);
    assert!(matches!(Schema::from_openapi_v2(&document).unwrap_err().kind(), ErrorKind::InvalidSchema(_)));
    dispose(document);
}

#[test]
fn typed_patches_on_small_stacks() {
    use k8s_openapi::apiextensions_apiserver::pkg::apis::apiextensions::v1::JSONSchemaProps;
    type Patch = <JSONSchemaProps as smp::StrategicMerge>::Patch;
    // As deep as serde_json reads text (two JSON levels a struct level). The value is
    // read, compared and dropped on this thread: k8s-openapi's own serde, `PartialEq`
    // and drop recurse, and smp's code is what the small stacks test.
    let text = serde_json::to_vec(&nested_schema(62)).unwrap();
    let value: JSONSchemaProps = serde_json::from_slice(&text).expect("parses");
    let value = std::sync::Arc::new(value);
    for stack in STACKS {
        let (text, original) = (text.clone(), value.clone());
        let result = on_stack(stack, move || {
            let parse = || serde_json::from_slice::<Patch>(&text).expect("parses");
            let applied = smp::typed::apply(&JSONSchemaProps::default(), parse()).expect("applies");
            let back = smp::typed::two_way(&JSONSchemaProps::default(), &original, &smp::TwoWayOptions::default())
                .expect("diffs");
            let parsed = parse();
            let printed = |patch: &Patch| serde_json::to_vec(patch).unwrap();
            // The patches go back to be dropped on this thread's large stack, as the value
            // is; boxed, as a large result is copied through the thread's start-up frames.
            Box::new((applied, (printed(&back), printed(&parsed)), (back, parsed)))
        });
        let (applied, (back, patch), dropped) = *result;
        drop(dropped);
        assert_eq!(applied, *value, "apply on a {stack}-byte stack");
        assert_eq!(back, patch, "two-way on a {stack}-byte stack");
        on_stack(stack, move || {
            // A `Value` read as a patch has no parser's limit; the patch types have one.
            let deep = nested_schema(HOSTILE);
            let err = <Patch as serde::Deserialize>::deserialize(&deep).unwrap_err();
            dispose(deep);
            assert!(err.to_string().contains("nested deeper than"), "{err}");
        });
    }
}

/// A list of items holding any JSON, merged by name (a new item named twice is merged
/// as JSON too, by the `Value` path: see `typed/keyed_list/merge.rs`).
#[derive(smp::StrategicMerge, serde::Serialize, serde::Deserialize, Debug, Clone, PartialEq, Default)]
struct Holder {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    items: Option<Vec<Held>>,
}

#[derive(smp::StrategicMerge, serde::Serialize, serde::Deserialize, Debug, Clone, PartialEq, Default)]
struct Held {
    name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    data: Option<Value>,
}

/// A tree merged by name at every level, each node holding any JSON.
#[derive(smp::StrategicMerge, serde::Serialize, serde::Deserialize, Debug, Clone, PartialEq, Default)]
struct Node {
    name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[smp(patch_strategy = "merge", patch_merge_key = "name")]
    children: Option<Vec<Node>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    data: Option<Value>,
}

/// The same, a new item named twice deep in the typed walk (whose levels keep only a red
/// zone of stack free), its JSON deep too.
#[test]
fn a_new_item_named_twice_deep_in_a_tree_on_small_stacks() {
    type Patch = <Node as smp::StrategicMerge>::Patch;
    const LEVELS: usize = 90;
    // `LEVELS` nodes named "n", the last one's children `bottom`.
    let chain = |bottom: Value| {
        let last = json!({"name": "n", "children": bottom});
        (1..LEVELS).fold(last, |inner, _| json!({"name": "n", "children": [inner]}))
    };
    let live: Node = serde_json::from_value(chain(json!([{"name": "z"}]))).expect("a tree");
    let deep = || maps(MAX_DEPTH - 2 * LEVELS - 12);
    let twice = json!([{"name": "a", "data": deep()}, {"name": "a", "data": deep()}]);
    let patch: Patch = serde_json::from_value(chain(twice)).expect("parses");
    // Then the item's JSON merged into the JSON it holds, as any JSON-valued field merges.
    let again: Patch = serde_json::from_value(chain(json!([{"name": "a", "data": deep()}]))).expect("parses");
    let live = std::sync::Arc::new(live);
    let bottom = |tree: &Node| {
        let mut node = tree;
        while let Some([child, ..]) = node.children.as_deref() {
            node = child;
        }
        (node.name.clone(), node.data.is_some())
    };
    for stack in STACKS {
        let (live, patch, again) = (live.clone(), patch.clone(), again.clone());
        let applied = on_stack(stack, move || {
            // Nothing deep is dropped on this stack: Rust's own drop of a deep tree
            // recurses, which is not smp's to bound.
            let applied = smp::typed::apply(&*live, patch).map_err(|error| error.to_string())?;
            let twice = smp::typed::apply(&applied, again).map_err(|error| error.to_string())?;
            let found = [bottom(&applied), bottom(&twice)];
            std::mem::forget((live, applied, twice));
            Ok::<_, String>(found)
        });
        let expected = ("a".to_owned(), true);
        assert_eq!(applied, Ok([expected.clone(), expected]), "on a {stack}-byte stack");
    }
}

#[test]
fn a_new_item_named_twice_on_small_stacks() {
    type Patch = <Holder as smp::StrategicMerge>::Patch;
    // As deep as the limit allows below the item: its JSON is merged twice. Read here,
    // as serde_json reads a `Value` (recursively, on this thread's large stack).
    let deep = || maps(MAX_DEPTH - 4);
    let patch = json!({"items": [{"name": "a", "data": deep()}, {"name": "a", "data": deep()}]});
    let patch: Patch = serde_json::from_value(patch).expect("parses");
    for stack in STACKS {
        let patch = patch.clone();
        let applied = on_stack(stack, move || {
            // A live list: without one, Go takes the patch's list as it is, both items.
            let live = Holder { items: Some(vec![Held { name: "z".into(), data: None }]) };
            let applied = smp::typed::apply(&live, patch).expect("applies");
            let depth = |mut value: &Value| {
                let mut levels = 0;
                while let Some(inner) = value.get("a") {
                    (value, levels) = (inner, levels + 1);
                }
                levels
            };
            let items = applied.items.as_deref().unwrap_or_default();
            let levels: Vec<usize> = items.iter().map(|item| item.data.as_ref().map_or(0, depth)).collect();
            std::mem::forget(applied);
            levels
        });
        assert_eq!(applied, [MAX_DEPTH - 4, 0], "on a {stack}-byte stack");
    }
}

/// `{"f:a": {"f:a": … {}}}`, `depth` levels of FieldsV1.
fn fields_v1(depth: usize) -> Value {
    (0..depth).fold(json!({}), |inner, _| object([("f:a", inner)]))
}

#[test]
fn server_side_field_sets_on_small_stacks() {
    use smp::server_side::TypeConverter;
    for stack in STACKS {
        on_stack(stack, || {
            let converter = TypeConverter::kubernetes(smp::KubeVersion::V1_37).unwrap();
            for (depth, ok) in [(MAX_DEPTH - 4, true), (HOSTILE, false)] {
                let document = object([("apiVersion", json!("v1")), ("kind", json!("ConfigMap")), ("x", maps(depth))]);
                let deduced = TypeConverter::deduced().to_field_set(&document);
                // Each level of a map read as any JSON is a field of its own.
                assert_eq!(deduced.as_ref().map(|set| set.size()).ok(), ok.then_some(3 + depth), "depth {depth}");
                // A ConfigMap has no field `x`.
                assert!(converter.to_field_set(&document).is_err());
                dispose(document);
            }
            // A set as deep as a path made by hand: copied, measured and dropped level by
            // level, each with the stack it needs.
            let mut set = smp::managed_fields::FieldSet::new();
            set.insert(&vec![smp::managed_fields::PathElement::Field("a".into()); HOSTILE]);
            let copy = set.clone();
            assert_eq!((set.size(), copy.size()), (1, 1));
            assert!(set.equals(&copy) && !set.is_empty() && set.union(&copy).leaves().equals(&set));
            // Each level of these tells the one above whether it is empty (asking each child
            // made them quadratic in depth).
            assert!(set.intersection(&copy).equals(&set));
            assert!(set.difference(&copy).is_empty() && set.recursive_difference(&copy).is_empty());
            assert_eq!(set.paths()[0].0.len(), HOSTILE);
            assert!(set.to_fields_v1().len() > HOSTILE);
            drop((set, copy));
        });
    }
}

#[test]
fn managed_fields_on_small_stacks() {
    use smp::managed_fields::{self, FieldsV1, UpgradeOptions};
    for stack in STACKS {
        on_stack(stack, move || {
            // FieldsV1 as deep as documents go is read, upgraded and written; a hostile one
            // built in memory is refused, and the object left as it was.
            for (depth, ok) in [(MAX_DEPTH - 4, true), (HOSTILE, false)] {
                let fields = fields_v1(depth);
                assert_eq!(FieldsV1::from_value(&fields).is_ok(), ok, "depth {depth}");
                let entry = object([
                    ("manager", json!("kubectl-client-side-apply")),
                    ("operation", json!("Update")),
                    ("apiVersion", json!("v1")),
                    ("fieldsType", json!("FieldsV1")),
                    ("fieldsV1", fields),
                ]);
                let mut document = object([("metadata", object([("managedFields", Value::Array(vec![entry]))]))]);
                match managed_fields::read(&document) {
                    Ok(entries) => {
                        assert!(ok, "depth {depth}: read");
                        let mut entries = entries.unwrap();
                        let path = vec![smp::managed_fields::PathElement::Field("a".into()); depth];
                        assert_eq!(managed_fields::owners(&entries, &path).unwrap().len(), 1);
                        assert_eq!(managed_fields::owned_by(&entries, "kubectl-client-side-apply").unwrap().size(), 1);
                        managed_fields::validate(&entries).unwrap();
                        assert_eq!(managed_fields::normalize(&entries).unwrap().unwrap().len(), 1);
                        managed_fields::move_api_version(&mut entries, "v1", "v2").unwrap();
                        let moved = entries[0].to_value().unwrap();
                        assert_eq!(moved["apiVersion"], "v2");
                        dispose(moved);
                        let patch = managed_fields::upgrade_patch(
                            &document,
                            &["kubectl-client-side-apply"],
                            "kubectl",
                            &UpgradeOptions::default(),
                        );
                        assert!(patch.unwrap().is_some());
                    }
                    Err(error) => {
                        assert!(!ok && matches!(error.kind(), ErrorKind::TooDeep { .. }), "depth {depth}: {error}");
                        assert_eq!(error.path().segments().len(), 4 + MAX_DEPTH + 1);
                    }
                }
                let result = managed_fields::upgrade(
                    &mut document,
                    &["kubectl-client-side-apply"],
                    "kubectl",
                    &UpgradeOptions::default(),
                );
                assert_eq!(result.is_ok(), ok, "depth {depth}: {result:?}");
                let manager = document.pointer("/metadata/managedFields/0/manager").cloned();
                assert_eq!(manager, Some(json!(if ok { "kubectl" } else { "kubectl-client-side-apply" })));
                dispose(document);
            }
        });
    }
}

#[test]
fn the_field_manager_on_small_stacks() {
    use smp::managed_fields::Time;
    use smp::server_side::{FieldManager, TypeConverter};
    for stack in STACKS {
        on_stack(stack, || {
            let converter = TypeConverter::deduced();
            let manager = FieldManager::new(&converter, "example.com/v1", "Thing").now(Time::from_unix_seconds(0));
            let thing =
                |x: Value| object([("apiVersion", json!("example.com/v1")), ("kind", json!("Thing")), ("x", x)]);
            // Deep enough that the applier's FieldsV1 (five levels further down, in
            // `metadata.managedFields`) is as deep as documents go; a hostile one is refused.
            for (depth, ok) in [(MAX_DEPTH - 8, true), (HOSTILE, false)] {
                let config = thing(maps(depth));
                match manager.apply(None, &config, "a", false) {
                    Ok(live) => {
                        assert!(ok, "depth {depth}");
                        let changed = manager.update(Some(&live), &thing(json!("flat")), "u").unwrap();
                        assert_eq!(changed["x"], "flat");
                        // The applier drops `x` and owns nothing more: it is pruned.
                        let pruned = manager.apply(Some(&live), &thing(json!(null)), "a", false).unwrap();
                        assert_eq!(pruned["x"], Value::Null);
                        let conflict = manager.apply(Some(&changed), &config, "b", false).unwrap_err();
                        assert!(matches!(conflict.kind(), ErrorKind::ApplyConflicts { .. }), "{conflict}");
                        for value in [live, changed, pruned] {
                            dispose(value);
                        }
                    }
                    Err(error) => {
                        assert!(!ok && matches!(error.kind(), ErrorKind::TooDeep { .. }), "depth {depth}: {error}")
                    }
                }
                // The API server stores an update whatever its field manager says.
                let stored = manager.update_no_errors(None, config, "u");
                assert_eq!(stored.pointer("/metadata/managedFields").is_some(), ok);
                dispose(stored);
            }
            // As text: the deepest object read, written and printed; a hostile one refused
            // as it is read.
            let text = |x: &str, depth: usize| {
                let (open, close) = (r#"{"a":"#.repeat(depth), "}".repeat(depth));
                format!(r#"{{"apiVersion":"example.com/v1","kind":"Thing","x":{open}{x}{close}}}"#).into_bytes()
            };
            let live = manager.apply_bytes(None, &text("1", MAX_DEPTH - 9), "a", false).unwrap();
            let changed = manager.update_bytes(Some(&live), &text("2", MAX_DEPTH - 9), "u").unwrap();
            let conflict = manager.apply_bytes(Some(&changed), &text("1", MAX_DEPTH - 9), "b", false).unwrap_err();
            assert!(matches!(conflict.kind(), ErrorKind::ApplyConflicts { .. }), "{conflict}");
            for refused in [
                manager.apply_bytes(None, &text("1", HOSTILE), "a", false),
                manager.apply_bytes(Some(&text("1", HOSTILE)), &text("1", 1), "a", false),
                manager.update_bytes(Some(&live), &text("1", HOSTILE), "u"),
            ] {
                let error = refused.unwrap_err();
                assert!(matches!(error.kind(), ErrorKind::TooDeep { .. }), "{error}");
            }
        });
    }
}

/// Items of associative lists nested in one another as deep as documents go: a schema of
/// its own (a node whose `items` are nodes keyed by name), through every walk of the field
/// manager (checks, field sets, merge, comparison, prune).
#[test]
fn the_field_manager_on_nested_keyed_lists_on_small_stacks() {
    use smp::managed_fields::Time;
    use smp::server_side::{FieldManager, TypeConverter};
    let schema = json!({"definitions": {"Node": {"type": "object",
        "x-kubernetes-group-version-kind": [{"group": "example.com", "version": "v1", "kind": "Node"}],
        "properties": {"apiVersion": {"type": "string"}, "kind": {"type": "string"},
            "metadata": {"type": "object", "x-kubernetes-preserve-unknown-fields": true},
            "name": {"type": "string"}, "size": {"type": "integer"},
            "items": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
                "items": {"$ref": "#/definitions/Node"}}}}}});
    let converter = TypeConverter::from_openapi(smp::KubeVersion::V1_37, &schema, false).unwrap();
    // Two levels a node: the list and the item; the appliers' FieldsV1 go deeper still.
    let nested = |size: i64| {
        let node = (0..(MAX_DEPTH - 8) / 2).fold(
            json!({"name": "leaf", "size": size}),
            |inner, level| json!({"name": format!("n{level}"), "size": size, "items": [inner]}),
        );
        let mut node = node;
        node["apiVersion"] = json!("example.com/v1");
        node["kind"] = json!("Node");
        node
    };
    for stack in STACKS {
        let (converter, config, changed) = (converter.clone(), nested(1), nested(2));
        let mut flat = nested(1);
        flat["items"] = json!([]);
        on_stack(stack, move || {
            let manager = FieldManager::new(&converter, "example.com/v1", "Node").now(Time::from_unix_seconds(0));
            let live = manager.apply(None, &config, "a", false).unwrap();
            let updated = manager.update(Some(&live), &changed, "u").unwrap();
            assert_eq!(updated["size"], 2);
            let conflict = manager.apply(Some(&updated), &config, "a", false).unwrap_err();
            assert!(matches!(conflict.kind(), ErrorKind::ApplyConflicts { .. }), "{conflict}");
            let pruned = manager.apply(Some(&live), &flat, "a", false).unwrap();
            // The applier no longer sends the nested items, which no one else owns.
            assert!(pruned.pointer("/items/0").is_none() && live.pointer("/items/0/items/0").is_some());
            for value in [live, updated, pruned, flat, config, changed] {
                dispose(value);
            }
        });
    }
}
