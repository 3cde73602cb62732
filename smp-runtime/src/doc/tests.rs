//! The document against `serde_json::Value`: the same value both ways, and the same bytes
//! printed.

use serde_json::{json, Value};

use super::{print, Arena, Doc};

fn samples() -> Vec<Value> {
    vec![
        json!({}),
        json!({"b": 1, "a": [true, null, 1.5, -0.0, "x<y"], "c": {"z": {}, "y": []}}),
        json!([{"name": "a"}, {"name": "b", "value": "\u{2028}"}]),
        json!({"é": 1, "e": 2, "E": 3, "": 4}),
        json!(18446744073709551615u64),
        json!("\"quoted\"\n"),
    ]
}

#[test]
fn borrowed_and_copied_give_the_value_back() {
    let arena = Arena::new();
    for value in samples() {
        assert_eq!(Doc::borrowed(&value, &arena).to_value(), value);
        assert_eq!(Doc::copied(&value.clone(), &arena).to_value(), value);
    }
}

#[test]
fn prints_what_gojson_prints() {
    let arena = Arena::new();
    for value in samples() {
        assert_eq!(print::to_vec(&Doc::borrowed(&value, &arena), 0), crate::bytes::to_vec(&value), "{value}");
    }
}

#[test]
fn maps_keep_keys_sorted_and_the_last_of_a_duplicate() {
    let arena = Arena::new();
    let text = br#"{"b": 1, "a": 2, "b": 3, "c": 4, "a": 5}"#;
    let Some(Doc::Object(map)) = super::read::read(text, &arena) else { panic!("a map") };
    let entries: Vec<(&str, Value)> = map.iter().map(|(k, v)| (k, v.to_value())).collect();
    assert_eq!(entries, [("a", json!(5)), ("b", json!(3)), ("c", json!(4))]);
}

#[test]
fn map_operations_keep_the_order() {
    let arena = Arena::new();
    let mut map = super::Map::new_in(&arena);
    for key in ["m", "a", "z", "c"] {
        assert!(map.insert(key, Doc::String(key)).is_none());
    }
    assert_eq!(map.insert("a", Doc::Null), Some(Doc::String("a")));
    assert_eq!(map.remove("z"), Some(Doc::String("z")));
    map.retain(|key, _| key != "m");
    let frozen = map.freeze();
    assert_eq!(frozen.iter().map(|(key, _)| key).collect::<Vec<_>>(), ["a", "c"]);
    assert!(frozen.contains_key("c") && !frozen.contains_key("z"));
    let thawed = super::Map::thaw(frozen, &arena);
    assert_eq!(thawed.get("c"), Some(&Doc::String("c")));
}

#[test]
fn documents_are_small() {
    assert_eq!(std::mem::size_of::<Doc<'_>>(), 24);
    assert_eq!(std::mem::size_of::<super::map::Entry<'_>>(), 40);
}

#[test]
fn equals_value_is_value_equality() {
    let mut others = samples();
    others.extend([json!({"b": 1}), json!({"b": 1.0}), json!([null]), json!([]), json!(null), json!("x<y")]);
    for left in samples().iter().chain(&others) {
        for right in samples().iter().chain(&others) {
            let arena = Arena::new();
            assert_eq!(Doc::borrowed(left, &arena).equals_value(right), left == right, "{left} against {right}");
        }
    }
}

#[test]
fn same_text_is_string_equality() {
    for len in 0..24 {
        let text: String = (0..len).map(|i| char::from(b'a' + (i % 26) as u8)).collect();
        assert!(super::map::same_text(&text, &text.clone()));
        for at in 0..len {
            let mut other = text.clone().into_bytes();
            other[at] = b'Z';
            let other = String::from_utf8(other).unwrap();
            assert!(!super::map::same_text(&text, &other), "{text:?} {other:?}");
        }
        assert!(!super::map::same_text(&text, &format!("{text}a")));
    }
}

/// Strings read with escapes, unescaped only where read, are strings like the others.
#[test]
fn long_escaped_strings_are_strings() {
    let arena = Arena::new();
    let long = "b".repeat(300);
    let text = format!(r#"["\u0041{long}", "A{long}", "\u0041{long}", "\n{long}"]"#);
    let Some(Doc::Array(items)) = super::read::read(text.as_bytes(), &arena) else { panic!("a list") };
    assert!(matches!(items[0], Doc::Escaped(_)) && matches!(items[1], Doc::String(_)));
    assert_eq!(items[0], items[1]);
    assert_eq!(items[0], items[2]);
    assert_ne!(items[0], items[3]);
    assert_eq!(items[3].as_str(), Some(format!("\n{long}").as_str()));
    assert!(items[0].equals_value(&Value::String(format!("A{long}"))));
    let printed = print::to_vec(&Doc::Array(items), 0);
    assert_eq!(printed, crate::bytes::to_vec(&serde_json::from_slice::<Value>(text.as_bytes()).unwrap()));
}

/// A long string with escapes is printed from its text as Go prints the string it stands
/// for (serde_json's reading, printed by `crate::bytes`), whichever way its text spells
/// each character: Go's own escapes, copied as they are, and others, written anew.
#[test]
fn escaped_strings_print_as_go_prints_their_text() {
    use rand::{Rng, SeedableRng};
    // Ways to spell a character in JSON text: Go's own, then others.
    const SPELLINGS: &[&str] = &[
        r#"\""#,
        r"\\",
        r"\n",
        r"\t",
        r"\r",
        r"\b",
        r"\f",
        r"\u003c",
        r"\u003e",
        r"\u0026",
        r"\u2028",
        r"\u0001",
        "a",
        "é",
        "😀",
        "{", // Go's spellings end here.
        r"\/",
        r"\u0041",
        r"\u003C",
        r"\u00e9",
        r"\ud83d\ude00",
        r"\u0022",
        r"\u005c",
        r"\u000a",
        "<",
        ">",
        "&",
        "\u{2028}",
        "\u{2029}",
        r"\u2029",
        r"\u007f",
        "\u{7f}",
    ];
    let mut rng = rand::rngs::SmallRng::seed_from_u64(60);
    for _ in 0..500 {
        let mut text = String::from("[\"");
        // Past the length from which a string with escapes is left unescaped.
        while text.len() < 300 {
            let run = rng.gen_range(0..12);
            text.extend(std::iter::repeat_n('x', run));
            text.push_str(SPELLINGS[rng.gen_range(0..SPELLINGS.len())]);
        }
        text.push_str("\"]");
        let arena = Arena::new();
        let doc = super::read::read(text.as_bytes(), &arena).expect("valid JSON");
        let Doc::Array([Doc::Escaped(_)]) = doc else { panic!("a long escaped string: {text}") };
        let expected = crate::bytes::to_vec(&serde_json::from_str::<Value>(&text).unwrap());
        assert_eq!(String::from_utf8(print::to_vec(&doc, 0)).unwrap(), String::from_utf8(expected).unwrap(), "{text}");
    }
}

/// Values that print alike are equal and print the same bytes; equal values that print
/// differently (`-0` and `0.0`, an integer and a float) are not alike.
#[test]
fn prints_alike_is_equality_of_the_printed_bytes() {
    let texts = [
        r#"{"a": [1, -0, "x"], "b": {"c": 0.0}}"#,
        r#"{"a": [1, 0.0, "x"], "b": {"c": 0.0}}"#,
        r#"{"a": [1, -0, "\u0078"], "b": {"c": 0.0}}"#,
        r#"{"a": [1.0, -0, "x"], "b": {"c": 0.0}}"#,
        r#"{"a": [1, -0, "x"], "b": {"c": -0}}"#,
        r#"{"b": {"c": 0.0}, "a": [1, -0, "x"]}"#,
        r#"{"a": [1, -0, "x"], "b": {"c": 0.0, "d": null}}"#,
        r#"[9007199254740993, "a"]"#,
        r#"[9007199254740992.0, "a"]"#,
    ];
    let arena = Arena::new();
    let docs: Vec<Doc<'_>> = texts.iter().map(|text| super::read::read(text.as_bytes(), &arena).unwrap()).collect();
    let mut alike = 0;
    for a in &docs {
        for b in &docs {
            let printed = |doc: &Doc<'_>| print::to_vec(doc, 0);
            assert_eq!(a.prints_alike(b), a == b && printed(a) == printed(b), "{a:?} against {b:?}");
            alike += usize::from(a.prints_alike(b));
        }
    }
    // Each with itself; the first, the third (its `x` an escape) and the sixth (its keys
    // in another order) with each other.
    assert_eq!(alike, texts.len() + 6, "pairs alike");
}
