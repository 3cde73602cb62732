//! The last-applied annotation round-trips (seeded; the seed is printed): for random
//! manifests, deep, wide and odd (escapes, Unicode, extreme numbers), in every encoding,
//! whatever `annotate` stores `read` gives back as `configuration` said, and the text
//! stored is what Go prints for it; what cannot be stored is refused with an error that
//! says why (too deep, too large), never stored as something else. The applier creates
//! such an object and then finds nothing to change on it.

use crate::seeds;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Map, Number, Value};
use smp::applier::{Applier, Plan};
use smp::last_applied::{Encoding, LastApplied, Oversize, ANNOTATIONS_SIZE_LIMIT, MAX_STORED_DEPTH};
use smp::ErrorKind;

const CASES: usize = 150;

/// The depth (levels left) at which `value` makes wide containers.
const WIDE_AT: usize = 4;

/// Strings Go's printer escapes, or that are easy to get wrong.
const ODD: [&str; 12] = [
    "",
    "<tag>&amp;",
    "quote \" and \\ backslash",
    "\u{2028}\u{2029}",
    "\u{1}\u{1f}\t\n",
    "ü ß 日本",
    "🦀",
    "\u{7f}",
    "null",
    "{",
    "[]",
    "$patch",
];

fn odd_number(rng: &mut SmallRng) -> Value {
    let n = match rng.gen_range(0..12) {
        0 => Number::from(i64::MIN),
        1 => Number::from(i64::MAX),
        2 => Number::from(u64::MAX),
        3 => Number::from(rng.gen::<u64>()),
        4 => Number::from_f64(0.1).unwrap(),
        5 => Number::from_f64(1e21).unwrap(),
        6 => Number::from_f64(-1e-7).unwrap(),
        7 => Number::from_f64(f64::MAX).unwrap(),
        8 => Number::from_f64(5e-324).unwrap(),
        9 => Number::from_f64(rng.gen::<f64>() * 1e6).unwrap(),
        10 => Number::from_f64(2.0).unwrap(),
        _ => Number::from(rng.gen_range(-1000i64..1000)),
    };
    Value::Number(n)
}

fn string(rng: &mut SmallRng) -> String {
    if rng.gen_bool(0.3) {
        ODD[rng.gen_range(0..ODD.len())].to_owned()
    } else {
        format!("s{}", rng.gen_range(0..1000))
    }
}

fn scalar(rng: &mut SmallRng) -> Value {
    match rng.gen_range(0..5) {
        0 => Value::Null,
        1 => Value::Bool(rng.gen()),
        2 => odd_number(rng),
        _ => Value::String(string(rng)),
    }
}

/// A random value with `depth` levels of containers left to use.
fn value(rng: &mut SmallRng, depth: usize) -> Value {
    if depth == 0 || rng.gen_bool(0.3) {
        return scalar(rng);
    }
    // Wide at the top only: a wide container inside a wide one would make megabytes.
    let width = if depth == WIDE_AT && rng.gen_bool(0.1) { rng.gen_range(100..2000) } else { rng.gen_range(0..4) };
    if rng.gen_bool(0.5) {
        Value::Array((0..width).map(|_| value(rng, depth - 1)).collect())
    } else {
        Value::Object((0..width).map(|i| (format!("{}{i}", string(rng)), value(rng, depth - 1))).collect())
    }
}

/// A value with one branch exactly `levels` levels below the returned value.
fn chain(rng: &mut SmallRng, levels: usize) -> Value {
    (0..levels).fold(scalar(rng), |inner, _| {
        if rng.gen_bool(0.5) {
            Value::Array(vec![inner])
        } else {
            Value::Object(Map::from_iter([(string(rng), inner)]))
        }
    })
}

/// A manifest: some fields, at times a chain near the stored depth limit under `spec`.
fn manifest(rng: &mut SmallRng) -> Value {
    let mut root = Map::new();
    root.insert("apiVersion".into(), json!("example.com/v1"));
    root.insert("kind".into(), json!("Thing"));
    let mut metadata = json!({"name": "a"});
    if rng.gen_bool(0.3) {
        metadata["annotations"] = json!({ string(rng): string(rng) });
    }
    root.insert("metadata".into(), metadata);
    for _ in 0..rng.gen_range(0..4) {
        root.insert(string(rng), value(rng, WIDE_AT));
    }
    if rng.gen_bool(0.3) {
        // `spec` is one level below the root: its content `levels` more.
        let levels = MAX_STORED_DEPTH - 1 + rng.gen_range(0..3) - 1;
        root.insert("spec".into(), chain(rng, levels));
    }
    Value::Object(root)
}

/// Where two documents first differ, and how (a failure's message: whole documents
/// this deep would be unreadable).
fn first_difference(read: &Value, expected: &Value) -> Option<String> {
    let mut pending = vec![(String::new(), read, expected)];
    while let Some((path, a, b)) = pending.pop() {
        match (a, b) {
            (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
                pending.extend(x.iter().zip(y).enumerate().map(|(i, (a, b))| (format!("{path}/{i}"), a, b)));
            }
            (Value::Object(x), Value::Object(y)) if x.len() == y.len() && x.keys().eq(y.keys()) => {
                pending.extend(x.iter().zip(y.values()).map(|((k, a), b)| (format!("{path}/{k}"), a, b)));
            }
            (Value::Array(_) | Value::Object(_), _) | (_, Value::Array(_) | Value::Object(_)) => {
                let short = |value: &Value| value.to_string().chars().take(80).collect::<String>();
                return Some(format!("at {path}: read {}, expected {}", short(a), short(b)));
            }
            _ if a != b => return Some(format!("at {path}: read {a:?}, expected {b:?}")),
            _ => {}
        }
    }
    None
}

/// How many levels below the root its deepest value is.
fn depth(value: &Value) -> usize {
    let mut deepest = 0;
    let mut pending = vec![(value, 0)];
    while let Some((value, level)) = pending.pop() {
        deepest = deepest.max(level);
        match value {
            Value::Array(items) => pending.extend(items.iter().map(|item| (item, level + 1))),
            Value::Object(map) => pending.extend(map.values().map(|item| (item, level + 1))),
            _ => {}
        }
    }
    deepest
}

fn writers() -> Vec<LastApplied> {
    vec![
        LastApplied::kubectl(),
        LastApplied::new("example.com/zip").encoding(Encoding::ZipBase64),
        LastApplied::new("example.com/gzip").encoding(Encoding::GzipBase64),
        LastApplied::object_matcher(),
        LastApplied::kubectl().on_oversize(Oversize::Compress),
        LastApplied::new("example.com/small").encoding(Encoding::GzipBase64).max_decoded_len(20_000),
    ]
}

#[test]
fn what_is_stored_reads_back() {
    let (mut stored, mut refused) = (0, 0);
    for seed in seeds::seeds("last_applied_roundtrip") {
        let mut rng = SmallRng::seed_from_u64(seed);
        for case in 0..CASES {
            let desired = manifest(&mut rng);
            let at = |what: &str| format!("seed {seed} case {case}: {what}");
            for writer in writers() {
                let key = writer.key().to_owned();
                let at = |what: &str| at(&format!("{key}: {what}"));
                match writer.annotate(&desired) {
                    Ok(annotated) => {
                        stored += 1;
                        let configuration =
                            writer.configuration(&desired).unwrap_or_else(|e| panic!("{}: {e}", at("configuration")));
                        match writer.read(&annotated).unwrap_or_else(|e| panic!("{}: {e}", at("reads back"))) {
                            Some(read) => {
                                // Same document, and printed as Go prints it, the same bytes.
                                if let Some(difference) = first_difference(&read, &configuration) {
                                    panic!("{}: {difference}", at("read back"));
                                }
                                assert_eq!(
                                    smp::bytes::to_vec(&read),
                                    smp::bytes::to_vec(&configuration),
                                    "{}",
                                    at("text")
                                );
                            }
                            // Only the object matcher's writer skips what is too large.
                            None => assert_eq!(key, smp::last_applied::OBJECT_MATCHER, "{}", at("nothing stored")),
                        }
                    }
                    Err(error) => {
                        refused += 1;
                        match error.kind() {
                            ErrorKind::TooDeep { limit } => {
                                assert_eq!(*limit, MAX_STORED_DEPTH);
                                assert!(depth(&desired) > MAX_STORED_DEPTH, "{}", at("refused as too deep"));
                                assert_eq!(error.path().segments().len(), MAX_STORED_DEPTH + 1, "{}", at("path"));
                            }
                            ErrorKind::AnnotationTooLarge { size, limit }
                            | ErrorKind::ConfigurationTooLarge { size, limit } => {
                                assert!(size > limit, "{}", at("too large"))
                            }
                            other => panic!("{}: {other}", at("unexpected error")),
                        }
                    }
                }
                if depth(&desired) <= MAX_STORED_DEPTH {
                    let printed = smp::bytes::to_vec(&desired).len();
                    if printed < 20_000 && key != smp::last_applied::OBJECT_MATCHER {
                        assert!(writer.annotate(&desired).is_ok(), "{}", at("a small, shallow manifest is stored"));
                    }
                }
            }
            plan_then_nothing(&desired, &at(""));
        }
    }
    eprintln!("last_applied_roundtrip: {stored} stored and read back, {refused} refused");
    assert!(stored > 0 && refused > 0, "the generator makes both kinds");
}

/// The applier creates the object; planned again against what it created, it sends
/// nothing (the annotation read back is the manifest it stored). The live object is the
/// manifest with the annotation created: the create itself leaves out `null` fields, as
/// kubectl's does, and a list holding one then differs.
fn plan_then_nothing(desired: &Value, at: &str) {
    let applier = Applier::new();
    let created = match applier.plan(desired, None, None) {
        Ok(Plan::Create(created)) => created,
        Ok(_) => panic!("{at}: no live object plans a create"),
        Err(error) => {
            assert!(
                matches!(
                    error.kind(),
                    ErrorKind::TooDeep { .. }
                        | ErrorKind::AnnotationTooLarge { .. }
                        | ErrorKind::ConfigurationTooLarge { .. }
                ),
                "{at}: {error}"
            );
            return;
        }
    };
    let mut live = desired.clone();
    live["metadata"]["annotations"] = created["metadata"]["annotations"].clone();
    let again = applier.plan(desired, Some(&live), None).unwrap_or_else(|e| panic!("{at}: planned again: {e}"));
    assert!(again.is_unchanged(), "{at}: a patch for the object just created: {again:?}");
}

#[test]
fn the_depth_limit_is_the_same_for_writing_and_reading() {
    let mut rng = SmallRng::seed_from_u64(7);
    for levels in [MAX_STORED_DEPTH - 1, MAX_STORED_DEPTH] {
        let mut desired = json!({"metadata": {"name": "a"}});
        // `spec` is one level below the root.
        desired["spec"] = chain(&mut rng, levels - 1);
        assert_eq!(depth(&desired), levels);
        for writer in writers() {
            let annotated = writer.annotate(&desired).unwrap();
            assert_eq!(writer.read(&annotated).unwrap(), Some(writer.configuration(&desired).unwrap()));
        }
    }
    let mut desired = json!({"metadata": {"name": "a"}});
    desired["spec"] = chain(&mut rng, MAX_STORED_DEPTH);
    for writer in writers() {
        let error = writer.annotate(&desired).unwrap_err();
        assert!(matches!(error.kind(), ErrorKind::TooDeep { .. }), "{error}");
        let error = Applier::new().last_applied(writer).plan(&desired, None, None).unwrap_err();
        assert!(matches!(error.kind(), ErrorKind::TooDeep { .. }), "{error}");
    }
    // Another tool's annotation nested deeper than can be stored: refused on reading.
    let text = String::from_utf8(smp::bytes::to_vec(&desired)).unwrap();
    let live = json!({"metadata": {"name": "a", "annotations": {smp::last_applied::KUBECTL: text}}});
    let error = LastApplied::kubectl().read(&live).unwrap_err();
    assert!(matches!(error.kind(), ErrorKind::InvalidLastApplied { .. }), "{error}");
    assert!(error.to_string().contains("deeper than"), "{error}");
}

#[test]
fn reading_decodes_no_more_than_its_bound() {
    let text = format!("{{\"a\":\"{}\"}}", "x".repeat(ANNOTATIONS_SIZE_LIMIT));
    let live = json!({"metadata": {"name": "a", "annotations": {smp::last_applied::KUBECTL: text}}});
    assert!(LastApplied::kubectl().read(&live).is_ok(), "larger than an API server stores, within the bound");
    let error = LastApplied::kubectl().max_decoded_len(ANNOTATIONS_SIZE_LIMIT).read(&live).unwrap_err();
    assert!(matches!(error.kind(), ErrorKind::InvalidLastApplied { .. }), "{error}");
}
