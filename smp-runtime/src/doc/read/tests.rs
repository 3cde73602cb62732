//! The one-pass reader against serde_json (`bytes::parse_with_serde`, the reading it stands
//! in for): whatever it accepts, serde_json reads to the same value, number forms and
//! signs included; what serde_json refuses, it refuses.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

use super::read;
use crate::bytes::parse_with_serde;
use crate::doc::{Arena, Doc};

/// Checks one text; returns whether the reader took it.
fn agrees(text: &[u8]) -> bool {
    let arena = Arena::new();
    let Some(fast) = read(text, &arena).map(|doc| doc.to_value()) else { return false };
    match parse_with_serde(text) {
        Ok(reference) => {
            assert_eq!(fast, reference, "{:?}", String::from_utf8_lossy(text));
            // `==` takes -0.0 for 0.0, and 1 for 1.0 only across forms it tells apart.
            assert_eq!(fast.to_string(), reference.to_string(), "{:?}", String::from_utf8_lossy(text));
            true
        }
        Err(error) => panic!("read {:?}, which serde_json refuses: {error}", String::from_utf8_lossy(text)),
    }
}

#[test]
fn reads_what_serde_json_reads() {
    let taken = [
        r#"{"a": 1, "b": [true, false, null], "c": {"d": "e"}}"#,
        " \t\r\n[ ] ",
        "{}",
        r#"{"a":{}}"#,
        r#"[[], [[]], {}]"#,
        "0",
        "-0",
        "-0.0",
        "1.0",
        "1e3",
        "1E+3",
        "2.5e-3",
        "1e-400",
        "-1e-400",
        "9223372036854775807",
        "9223372036854775808",
        "18446744073709551615",
        "18446744073709551616",
        "-9223372036854775808",
        "-9223372036854775809",
        "123456789012345678901234567890",
        "0.1",
        "3.4028234663852886e38",
        r#""plain""#,
        r#""esc\"aped\\ \/ \b\f\n\r\t""#,
        r#""\u00e9\u20ac\ud83d\ude00 \u0000""#,
        r#""é€😀""#,
        r#"{"dup": 1, "dup": 2, "a": 3}"#,
        r#"{"k":"v","k2":[1,-2,3.5]}"#,
    ];
    for text in taken {
        assert!(agrees(text.as_bytes()), "the reader left {text:?} to serde_json");
    }
    let left = [
        "",
        " ",
        "{",
        "[1,]",
        "[1 2]",
        r#"{"a" 1}"#,
        r#"{"a":1,}"#,
        r#"{a:1}"#,
        "01",
        "1.",
        ".5",
        "-",
        "+1",
        "1e",
        "1e+",
        "1e400",
        "-1e400",
        "tru",
        "nul",
        "[1]x",
        "\"unterminated",
        "\"tab\there\"",
        r#""\x""#,
        r#""\u12""#,
        r#""\ud800""#,
        r#""\ud800\u0041""#,
        r#""\udc00""#,
        "\u{feff}{}",
        "NaN",
        "[-]",
    ];
    for text in left {
        assert!(!agrees(text.as_bytes()), "the reader took {text:?}");
    }
    assert!(!agrees(b"\"\xff\""), "invalid UTF-8");
}

#[test]
fn leaves_deep_documents_to_serde_json() {
    let deep = |depth: usize| format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    assert!(agrees(deep(100).as_bytes()));
    assert!(read(deep(200).as_bytes(), &Arena::new()).is_none());
    assert_eq!(parse_with_serde(deep(200).as_bytes()).map(|v| v.is_array()).ok(), Some(true));
}

fn random_string(rng: &mut SmallRng) -> String {
    const PIECES: [&str; 12] = ["a", "key", "é", "€", "😀", "\"", "\\", "/", "\n", "\u{1}", "\u{2028}", "<&>"];
    (0..rng.gen_range(0..6)).map(|_| PIECES[rng.gen_range(0..PIECES.len())]).collect()
}

fn random_value(rng: &mut SmallRng, depth: usize) -> Value {
    match rng.gen_range(0..if depth > 4 { 6 } else { 8 }) {
        0 => Value::Null,
        1 => Value::Bool(rng.gen()),
        2 => json!(rng.gen::<i64>() >> rng.gen_range(0..64)),
        3 => json!(rng.gen::<u64>()),
        4 => json!(rng.gen::<f64>() * 10f64.powi(rng.gen_range(-30..30))),
        5 => Value::String(random_string(rng)),
        6 => Value::Array((0..rng.gen_range(0..4)).map(|_| random_value(rng, depth + 1)).collect()),
        _ => Value::Object(
            (0..rng.gen_range(0..4)).map(|_| (random_string(rng), random_value(rng, depth + 1))).collect(),
        ),
    }
}

/// Random documents, printed compact and pretty, then each with one byte changed, added or
/// removed: the reader agrees with serde_json on every one it takes, and takes the valid ones.
#[test]
fn agrees_on_random_and_mangled_documents() {
    let seed = 0x05ee_d0f0_ea5e;
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut mangled_taken = 0;
    for _ in 0..2000 {
        let value = random_value(&mut rng, 0);
        for text in [serde_json::to_vec(&value).unwrap(), serde_json::to_vec_pretty(&value).unwrap()] {
            assert!(agrees(&text), "seed {seed:#x}: left {:?}", String::from_utf8_lossy(&text));
            let mut mangled = text.clone();
            let at = rng.gen_range(0..=mangled.len());
            const BYTES: &[u8] = b"{}[]\",:\\ 0-1.eE+tfnu\xff\x01";
            match rng.gen_range(0..3) {
                0 if at < mangled.len() => mangled[at] = BYTES[rng.gen_range(0..BYTES.len())],
                1 => mangled.insert(at, BYTES[rng.gen_range(0..BYTES.len())]),
                _ if at < mangled.len() => {
                    mangled.remove(at);
                }
                _ => {}
            }
            mangled_taken += usize::from(agrees(&mangled));
        }
    }
    assert!(mangled_taken > 100, "the mangled texts hardly ever stayed valid: {mangled_taken}");
}

#[test]
fn borrows_strings_without_escapes() {
    let text = br#"{"plain": "text", "esc\\aped": "a\nb"}"#;
    let arena = Arena::new();
    let Some(Doc::Object(map)) = read(text, &arena) else { panic!("a map") };
    let in_text = |s: &str| text.as_ptr_range().contains(&s.as_ptr());
    let borrowed: Vec<(bool, bool)> = map.iter().map(|(k, v)| (in_text(k), v.as_str().is_some_and(in_text))).collect();
    // Sorted by key: `esc\aped` before `plain`.
    assert_eq!(borrowed, [(false, false), (true, true)]);
}

/// A document holding more per byte of text than the arena was made for grows it by what
/// it needs, not by doubling: a list of 10^5 one-digit numbers is 24 bytes a node for 2
/// bytes of text.
#[test]
fn dense_documents_grow_the_arena_by_what_they_need() {
    let n = 100_000;
    let text = format!("[{}1]", "1,".repeat(n - 1));
    let arena = crate::doc::read::arena_for(&[text.as_bytes()]);
    let Some(Doc::Array(items)) = read(text.as_bytes(), &arena) else { panic!("a list") };
    assert_eq!(items.len(), n);
    let needed = std::mem::size_of_val(items);
    assert!(arena.allocated_bytes() < needed + needed / 4 + text.len() * 3, "{} for {needed}", arena.allocated_bytes());
}

/// Strings with escapes of every density, around every position in a word: a document
/// printed into a string (a last-applied annotation), long runs with an escape now and
/// then, escapes back to back.
#[test]
fn reads_escaped_strings_of_any_length() {
    let document = json!({"metadata": {"name": "web", "labels": {"a": "b\u{e9}"}}, "spec": [1, "x\ty", null]});
    let long = document.to_string().repeat(8);
    let mut strings = vec![document.to_string(), "\\".repeat(40), "\"\n".repeat(17), long, "\"\n".repeat(300)];
    for run in 0..20 {
        strings.push(format!("{}\n{}\u{1F600}\"{}", "a".repeat(run), "b".repeat(run * 3), "c".repeat(run % 9)));
    }
    for string in strings {
        let text = serde_json::to_vec(&json!({ "s": string, "t": [string] })).unwrap();
        assert!(agrees(&text), "{string:?}");
    }
}

/// A long string with escapes is checked as it is read, though unescaped only where read:
/// what the unescaping would refuse, the reader refuses.
#[test]
fn long_strings_with_escapes_are_checked_as_they_are_read() {
    let long = "a".repeat(300);
    for bad in [r"\q", r"\ud800", r"\ud800\u0041", r"\u12G4", "\u{1}"] {
        for text in [format!(r#"["{long}{bad}"]"#), format!(r#"["\n{long}{bad}"]"#), format!(r#"["\n{bad}{long}"]"#)] {
            assert!(read(text.as_bytes(), &Arena::new()).is_none(), "{text}");
            assert!(parse_with_serde(text.as_bytes()).is_err(), "{text}");
        }
    }
    let text = format!(r#"["\n{long}\u00e9\ud83d\ude00"]"#);
    assert!(agrees(text.as_bytes()));
}
