//! Cases read from the reference's code (`fieldpath`, v6.4.2); the Go oracle's records
//! and random cases are in the integration tests (`tests/integration/field_sets.rs`).

use super::*;

fn round_trip(text: &str) -> String {
    String::from_utf8(FieldSet::from_fields_v1(text.as_bytes()).unwrap().to_fields_v1()).unwrap()
}

#[test]
fn fields_v1_reads_as_the_reference() {
    // A child `{}` or `null` is a member; "." marks a child that is also a member.
    assert_eq!(round_trip(r#"{"f:a":null,"f:b":{".":{},"f:c":{}}}"#), r#"{"f:a":{},"f:b":{".":{},"f:c":{}}}"#);
    // Out of order: written in the elements' order (fields, keys, values, indexes).
    assert_eq!(
        round_trip(r#"{"i:1":{},"v:2":{},"k:{\"a\":1}":{},"f:z":{}}"#),
        r#"{"f:z":{},"k:{\"a\":1}":{},"v:2":{},"i:1":{}}"#
    );
    // A key of an unknown kind is skipped with its value; a level left with nothing is a member.
    assert_eq!(round_trip(r#"{"f:a":{"x:y":{"z":[1]}}}"#), r#"{"f:a":{}}"#);
    // Of a child given twice, the last; a member stays.
    assert_eq!(round_trip(r#"{"f:a":{"f:b":{}},"f:a":{"f:c":{}}}"#), r#"{"f:a":{"f:c":{}}}"#);
    assert_eq!(round_trip(r#"{"f:a":{},"f:a":{"f:c":{}}}"#), r#"{"f:a":{".":{},"f:c":{}}}"#);
    // Keys sorted by name, values as Go writes them, HTML characters escaped twice over.
    assert_eq!(
        round_trip(r#"{"k:{\"port\":80.0,\"name\":\"<a>\"}":{}}"#),
        r#"{"k:{\"name\":\"\\u003ca\\u003e\",\"port\":80}":{}}"#
    );
    assert_eq!(round_trip(r#"{"v:{\"b\":1e21,\"a\":1e-7}":{}}"#), r#"{"v:{\"a\":1e-07,\"b\":1e+21}":{}}"#);
    assert_eq!(round_trip(r#"{"i:+07":{}}"#), r#"{"i:7":{}}"#);
    assert_eq!(round_trip("null"), "{}");
}

#[test]
fn fields_v1_refuses_what_the_reference_refuses() {
    for bad in [
        r#"{"a":{}}"#,
        r#"{"fa":{}}"#,
        r#"{"f:a":1}"#,
        r#"{"f:a":[]}"#,
        r#"{"i:x":{}}"#,
        r#"{"v:":{}}"#,
        r#"{"v:1 2":{}}"#,
        "[]",
        "{",
        "{} {}",
    ] {
        assert!(FieldSet::from_fields_v1(bad.as_bytes()).is_err(), "{bad}");
    }
    assert!(FieldSet::from_fields_v1_lenient(b"{} {}").is_ok());
    let error = FieldSet::from_fields_v1(br#"{"f:spec":{"f:a":7}}"#).unwrap_err();
    assert_eq!(error.path().to_string(), "/f:spec/f:a");
    assert!(matches!(error.kind(), crate::ErrorKind::InvalidFieldsV1 { offset: 17, .. }), "{error}");
}

#[test]
fn deep_fields_v1_is_refused_not_overflowed() {
    let deep = "{\"f:a\":".repeat(100_000) + &"}".repeat(100_000);
    let error = std::thread::Builder::new()
        .stack_size(64 << 10)
        .spawn(move || FieldSet::from_fields_v1(deep.as_bytes()).unwrap_err())
        .unwrap()
        .join()
        .unwrap();
    assert!(matches!(error.kind(), crate::ErrorKind::TooDeep { .. }));
}

#[test]
fn paths_print_as_the_api_server_prints_them() {
    let set = FieldSet::from_fields_v1(
        br#"{"f:spec":{"f:containers":{"k:{\"name\":\"c\",\"port\":80}":{"f:args":{"v:\"a\"":{}},"f:env":{"i:3":{}}}}}}"#,
    )
    .unwrap();
    let paths: Vec<String> = set.paths().iter().map(ToString::to_string).collect();
    assert_eq!(
        paths,
        [r#".spec.containers[name="c",port=80].args[="a"]"#, r#".spec.containers[name="c",port=80].env[3]"#]
    );
}

#[test]
fn set_algebra_keeps_what_the_reference_keeps() {
    let set = |text: &str| FieldSet::from_fields_v1(text.as_bytes()).unwrap();
    let a = set(r#"{"f:a":{".":{},"f:b":{},"f:c":{}},"f:d":{}}"#);
    let b = set(r#"{"f:a":{},"f:d":{"f:e":{}}}"#);
    let text = |s: FieldSet| String::from_utf8(s.to_fields_v1()).unwrap();
    assert_eq!(text(a.union(&b)), r#"{"f:a":{".":{},"f:b":{},"f:c":{}},"f:d":{".":{},"f:e":{}}}"#);
    assert_eq!(text(a.intersection(&b)), r#"{"f:a":{}}"#);
    // Difference leaves the children of a member of the other; the recursive one does not.
    assert_eq!(text(a.difference(&b)), r#"{"f:a":{"f:b":{},"f:c":{}},"f:d":{}}"#);
    assert_eq!(text(a.recursive_difference(&b)), r#"{"f:d":{}}"#);
    assert_eq!(text(a.leaves()), r#"{"f:a":{"f:b":{},"f:c":{}},"f:d":{}}"#);
    assert_eq!((a.size(), a.is_empty(), FieldSet::new().is_empty()), (4, false, true));
    assert!(a.has(&[PathElement::Field("a".into()), PathElement::Field("c".into())]));
    assert!(!a.has(&[PathElement::Field("d".into()), PathElement::Field("e".into())]));
    assert!(a.union(&b).equals(&b.union(&a)));
}

/// The difference that takes its set (the updater's) is the one that copies (checked
/// against Go in the integration tests), on random sets that hold children without
/// members too, whose emptiness each level now reports to the one above.
#[test]
fn difference_in_place_is_the_copying_difference() {
    let mut state = 11u64;
    let mut next = move |bound: u64| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) % bound
    };
    let random_set = |next: &mut dyn FnMut(u64) -> u64| {
        let mut set = FieldSet::new();
        for _ in 0..next(12) {
            let path: Vec<PathElement> =
                (0..1 + next(4)).map(|_| PathElement::Field(["a", "b", "c"][next(3) as usize].into())).collect();
            if next(3) == 0 {
                // A child that holds no path.
                let mut level = &mut set;
                for element in &path {
                    level = level.descend(element);
                }
            } else {
                set.insert(&path);
            }
        }
        set
    };
    for _ in 0..2000 {
        let (a, b) = (random_set(&mut next), random_set(&mut next));
        for recursive in [false, true] {
            let copied = if recursive { a.recursive_difference(&b) } else { a.difference(&b) };
            assert!(a.clone().into_without(&b, recursive).equals(&copied), "{a:?} without {b:?}, {recursive}");
        }
        assert_eq!(a.intersection(&b).is_empty(), a.paths().iter().all(|path| !b.has(&path.0)));
    }
}

/// `time.Parse(time.RFC3339, text)`: its `Unix()` and `metav1.Time`'s JSON text, `null` for
/// Go's zero time; `None` where Go fails. Recorded with Go 1.26 (`time.Parse`, and the
/// `MarshalJSON` of apimachinery v0.32.13's `metav1.Time`, which is v0.37.2's).
const GO_TIMES: &[(&str, Option<(i64, &str)>)] = &[
    ("2026-12-06T12:00:00Z", Some((1796558400, "2026-12-06T12:00:00Z"))),
    ("2026-12-06T13:00:00.25+01:00", Some((1796558400, "2026-12-06T12:00:00Z"))),
    ("2026-12-06T1:00:00Z", Some((1796518800, "2026-12-06T01:00:00Z"))),
    ("2026-12-06T01:00:00,5Z", Some((1796518800, "2026-12-06T01:00:00Z"))),
    ("2026-12-06T12:00:00+24:00", Some((1796472000, "2026-12-05T12:00:00Z"))),
    ("2026-12-06T12:00:00+24:60", Some((1796468400, "2026-12-05T11:00:00Z"))),
    ("2026-12-06T12:00:00+25:00", None),
    ("2026-12-06T12:00:00+00:61", None),
    ("2026-12-06T12:00:00-05:30", Some((1796578200, "2026-12-06T17:30:00Z"))),
    ("2026-02-29T00:00:00Z", None),
    ("2024-02-29T00:00:00Z", Some((1709164800, "2024-02-29T00:00:00Z"))),
    ("2000-02-29T00:00:00Z", Some((951782400, "2000-02-29T00:00:00Z"))),
    ("1900-02-29T00:00:00Z", None),
    ("0001-01-01T00:00:00Z", Some((-62135596800, "null"))),
    ("0001-01-01T00:00:00.000Z", Some((-62135596800, "null"))),
    ("0001-01-01T00:00:00.1Z", Some((-62135596800, "0001-01-01T00:00:00Z"))),
    ("0000-01-01T00:00:00+01:00", Some((-62167222800, "-0001-12-31T23:00:00Z"))),
    ("9999-12-31T23:59:59-01:00", Some((253402304399, "10000-01-01T00:59:59Z"))),
    ("2026-12-06t12:00:00Z", None),
    ("2026-12-06T12:00:00z", None),
    ("2026-12-06T12:00:00", None),
    ("2026-12-06T24:00:00Z", None),
    ("2026-12-06T12:60:00Z", None),
    ("2026-12-06T12:00:60Z", None),
    ("2026-13-06T12:00:00Z", None),
    ("2026-00-06T12:00:00Z", None),
    ("2026-12-00T12:00:00Z", None),
    ("2026-12-6T12:00:00Z", None),
    ("26-12-06T12:00:00Z", None),
    ("+026-12-06T12:00:00Z", None),
    ("2026-12-06T12:00:00.Z", None),
    ("2026-12-06T12:00:00.123456789123Z", Some((1796558400, "2026-12-06T12:00:00Z"))),
    ("2026-12-06T12:00:00.999999999Z", Some((1796558400, "2026-12-06T12:00:00Z"))),
    ("2026-12-06T12:00:00+0100", None),
    ("2026-12-06T12:00:00+01", None),
    ("2026-12-06T12:00:00 Z", None),
    ("2026-12-06T12:00:00Z ", None),
    (" 2026-12-06T12:00:00Z", None),
    ("1969-12-31T23:59:59.5Z", Some((-1, "1969-12-31T23:59:59Z"))),
    ("1970-01-01T00:00:00Z", Some((0, "1970-01-01T00:00:00Z"))),
    ("2026-12-06T012:00:00Z", None),
    ("2026-04-31T00:00:00Z", None),
    ("2026-12-06T12:00:00+1:00", None),
    ("2026-12-06T12:00:00x01:00", None),
    ("2026-12-06T12:00:00.5.5Z", None),
    ("", None),
    ("2026-12-06T12:00:00-00:00", Some((1796558400, "2026-12-06T12:00:00Z"))),
    ("2026-12-06T9:05:07.000000001-23:59", Some((1796634247, "2026-12-07T09:04:07Z"))),
];

#[test]
fn times_read_and_write_as_go() {
    for &(text, expected) in GO_TIMES {
        let got = Time::parse(text)
            .map(|t| (t.unix_seconds(), if t.is_go_zero() { "null".to_owned() } else { t.to_string() }));
        assert_eq!(got, expected.map(|(s, t)| (s, t.to_owned())), "{text:?}");
    }
}

/// `json_equals` is `ElementValue::equals` of the two values made into `ElementValue`s, on
/// every pair of a set of values that differ in the ways Go's `value.Equals` looks at:
/// numbers of each kind, strings, nulls, lists, maps of other orders and nesting.
#[test]
fn json_equals_is_element_value_equals() {
    use serde_json::json;

    use super::value::json_equals;
    use super::ElementValue;

    let values = [
        json!(null),
        json!(1),
        json!(1.0),
        json!(1.5),
        json!(-0.0),
        json!(0),
        json!(u64::MAX),
        json!(18446744073709551615.0),
        json!(i64::MIN),
        json!("1"),
        json!(""),
        json!(true),
        json!(false),
        json!([]),
        json!([1, "a"]),
        json!([1.0, "a"]),
        json!(["a", 1]),
        json!({}),
        json!({"a": 1, "b": [true]}),
        json!({"b": [true], "a": 1.0}),
        json!({"a": 1}),
        json!({"a": {"b": null}}),
        json!({"a": {"b": 0}}),
    ];
    for a in &values {
        for b in &values {
            let expected = ElementValue::from(a).equals(&ElementValue::from(b));
            assert_eq!(json_equals(a, b), expected, "{a} against {b}");
        }
    }
}

/// The field manager reads the FieldsV1 of an object as it stands (`set_of_value`); it
/// must read what the text Go prints of it reads, and leave to that reader whatever it
/// would refuse.
#[test]
fn fields_v1_read_from_json_as_from_its_text() {
    use serde_json::json;
    let text = |value: &serde_json::Value| {
        let mut out = Vec::new();
        crate::gojson::write_go_json(value, &mut out);
        out
    };
    let plain = [
        json!(null),
        json!({}),
        json!({"f:a": null, "f:b": {".": {}, "f:c": {}}}),
        json!({"i:1": {}, "v:2": {}, "k:{\"a\":1}": {}, "f:z": {}}),
        json!({"f:a": {"x:y": {"z": [1]}}, ".": [1, {"any": "thing"}]}),
        // One key written two ways: of the two children, the last in Go's order stays.
        json!({"f:spec": {"k:{\"name\":\"c\"}": {"f:image": {}}, "k:{ \"name\" : \"c\" }": {".": {}, "f:x": {}}}}),
        json!({"v:1": {}, "v:1.0": {"f:a": {}}, "v:\"a\"": null, "i:+07": {}}),
    ];
    for value in &plain {
        let read = set_of_value(value).unwrap_or_else(|| panic!("{value} is plain FieldsV1"));
        let from_text = FieldSet::from_fields_v1(&text(value)).unwrap();
        assert_eq!(format!("{read:?}"), format!("{from_text:?}"), "{value}");
    }
    let refused = [
        json!(3),
        json!({"f:a": 1}),
        json!({"q": {}}),
        json!({"i:x": {}}),
        json!({"k:{\"a\":1} {}": {}}),
        json!({"v:[1": {}}),
    ];
    for value in &refused {
        assert!(set_of_value(value).is_none(), "{value}");
        assert!(FieldSet::from_fields_v1(&text(value)).is_err(), "{value}");
    }
    // Nested deep: left to the text reader, which reads it.
    let mut deep = json!({});
    for _ in 0..(crate::MAX_DEPTH / 2 + 1) {
        deep = json!({ "f:a": deep });
    }
    assert!(set_of_value(&deep).is_none());
    assert!(FieldSet::from_fields_v1(&text(&deep)).is_ok());
}

/// Strings in FieldsV1 keys, as structured-merge-diff's encoder writes them: runs copied
/// whole, each escape where it falls.
#[test]
fn strings_escaped_as_the_reference() {
    let written = |text: &str, html: bool| {
        let mut out = Vec::new();
        super::value::write_json_string(text, html, &mut out);
        String::from_utf8(out).unwrap()
    };
    let text = "a\"b\\c\nd\re\tf\u{1}g<h>i&j\u{2028}k\u{2029}l\u{e9}m\u{2013}n";
    let html = "\"a\\\"b\\\\c\\nd\\re\\tf\\u0001g\\u003ch\\u003ei\\u0026j\\u2028k\\u2029l\u{e9}m\u{2013}n\"";
    assert_eq!(written(text, true), html);
    assert_eq!(written(text, false), "\"a\\\"b\\\\c\\nd\\re\\tf\\u0001g<h>i&j\u{2028}k\u{2029}l\u{e9}m\u{2013}n\"");
    assert_eq!(written("", true), r#""""#);
    assert_eq!(written("<", true), r#""\u003c""#);
}

#[test]
fn fields_v1_json_is_its_value_as_go_prints_it() {
    // FieldsV1 printed straight from a set is what Go's `json.Marshal` prints of its JSON
    // value (each level's keys sorted by their bytes, HTML escaped). The names sort apart
    // from their keys' bytes once escaped, and the elements of every kind share levels.
    use rand::{Rng, SeedableRng};
    let names = ["a", "b", "a<", "a\"b", "a b", "\u{e9}", "z\u{2028}", "A", "", "f", "1", "a&"];
    let mut rng = rand::rngs::SmallRng::seed_from_u64(63);
    let element = |rng: &mut rand::rngs::SmallRng| {
        let name = names[rng.gen_range(0..names.len())];
        match rng.gen_range(0..6) {
            0..=2 => PathElement::Field(name.into()),
            3 => PathElement::Key(
                [
                    ("name".into(), ElementValue::Text(name.to_owned())),
                    ("port".into(), ElementValue::Int(rng.gen_range(0..3))),
                ]
                .into(),
            ),
            4 => PathElement::SetItem(ElementValue::Text(name.to_owned())),
            _ => PathElement::Index(rng.gen_range(0..12)),
        }
    };
    let (mut mixed, mut escaped) = (0, 0);
    for _ in 0..400 {
        let mut set = FieldSet::new();
        for _ in 0..rng.gen_range(1..12) {
            let path: Vec<PathElement> = (0..rng.gen_range(1..4)).map(|_| element(&mut rng)).collect();
            set.insert(&path);
        }
        let mut printed = Vec::new();
        set.write_fields_v1_json(&mut printed);
        let mut expected = Vec::new();
        crate::gojson::write_json(&set.to_fields_v1_value(), &mut expected);
        let (printed, expected) = (String::from_utf8(printed).unwrap(), String::from_utf8(expected).unwrap());
        assert_eq!(printed, expected);
        mixed += usize::from(printed.contains("\"f:") && printed.contains("\"k:"));
        escaped += usize::from(printed.contains("\"f:a\\u003c\"") || printed.contains("\"f:a\\\"b\""));
    }
    assert!(mixed > 100 && escaped > 100, "{mixed} sets mix fields and keys, {escaped} escape a name");
}
