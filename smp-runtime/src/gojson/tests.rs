//! Go's output forms, case by case.
use super::*;
use serde_json::{json, Number};

fn fj(f: f64) -> String {
    let mut s = String::new();
    go_float_json(f, &mut s);
    s
}

fn fv(f: f64) -> String {
    let mut s = String::new();
    go_float_v(f, &mut s);
    s
}

/// A float as serde_json holds it after parsing a document.
fn num(f: f64) -> Value {
    Value::Number(Number::from_f64(f).expect("finite"))
}

#[test]
fn float_json_table() {
    let cases: &[(f64, &str)] = &[
        (0.0, "0"),
        (-0.0, "-0"),
        (1.0, "1"),
        (-1.0, "-1"),
        (1.5, "1.5"),
        (-1.5, "-1.5"),
        (100.0, "100"),
        (0.1, "0.1"),
        (0.3, "0.3"),
        (0.1 + 0.2, "0.30000000000000004"),
        (123456789.0, "123456789"),
        (1234567.0, "1234567"),
        (1e20, "100000000000000000000"),
        (123456789012345680000.0, "123456789012345680000"),
        (1e21, "1e+21"),
        (-1e21, "-1e+21"),
        (1.5e300, "1.5e+300"),
        (3.4028234663852886e38, "3.4028234663852886e+38"),
        (f64::MAX, "1.7976931348623157e+308"),
        ((1u64 << 60) as f64, "1152921504606847000"),
        (9007199254740993.0, "9007199254740992"),
        (0.000001, "0.000001"),
        (0.0000012345, "0.0000012345"),
        (0.0000001, "1e-7"),
        (-0.0000001, "-1e-7"),
        (0.00000012345, "1.2345e-7"),
        (1e-10, "1e-10"),
        (1.25e-100, "1.25e-100"),
        (f64::MIN_POSITIVE, "2.2250738585072014e-308"),
        (5e-324, "5e-324"),
        (0.0001, "0.0001"),
        (0.00001, "0.00001"),
        (f64::EPSILON, "2.220446049250313e-16"),
    ];
    for &(f, want) in cases {
        assert_eq!(fj(f), want, "json of {f:e}");
    }
}

#[test]
fn float_v_table() {
    let cases: &[(f64, &str)] = &[
        (0.0, "0"),
        (-0.0, "-0"),
        (1.0, "1"),
        (1.5, "1.5"),
        (-2.5, "-2.5"),
        (100.0, "100"),
        (100000.0, "100000"),
        (123456.7, "123456.7"),
        (999999.0, "999999"),
        (1000000.0, "1e+06"),
        (1234567.0, "1.234567e+06"),
        (123456789.0, "1.23456789e+08"),
        (1e20, "1e+20"),
        (1e21, "1e+21"),
        (3.4028234663852886e38, "3.4028234663852886e+38"),
        (1e100, "1e+100"),
        (f64::MAX, "1.7976931348623157e+308"),
        (0.1, "0.1"),
        (0.0001, "0.0001"),
        (0.00012, "0.00012"),
        (0.00001, "1e-05"),
        (-0.00001, "-1e-05"),
        (0.000001, "1e-06"),
        (0.0000001, "1e-07"),
        (1.5e-10, "1.5e-10"),
        (5e-324, "5e-324"),
        (f64::NAN, "NaN"),
        (f64::INFINITY, "+Inf"),
        (f64::NEG_INFINITY, "-Inf"),
    ];
    for &(f, want) in cases {
        assert_eq!(fv(f), want, "%v of {f:e}");
    }
}

#[test]
fn float_non_finite_json_is_null() {
    assert_eq!(fj(f64::NAN), "null");
    assert_eq!(fj(f64::INFINITY), "null");
    assert_eq!(fj(f64::NEG_INFINITY), "null");
}

#[test]
fn integers() {
    let cases: &[(Value, &str)] = &[
        (json!(0), "0"),
        (json!(-1), "-1"),
        (json!(9223372036854775807i64), "9223372036854775807"),
        (json!(-9223372036854775808i64), "-9223372036854775808"),
        (json!(18446744073709551615u64), "18446744073709551615"),
        (json!(9223372036854775808u64), "9223372036854775808"),
    ];
    for (v, want) in cases {
        assert_eq!(to_go_json(v), *want);
        assert_eq!(to_go_sprint_v(v), *want);
    }
}

#[test]
fn parsed_numbers() {
    // What the lead's code will actually see: numbers as serde_json
    // parses them. `1.0` and `1e2` are floats in serde_json and float64
    // in Go; both print without a decimal point.
    let v: Value = serde_json::from_str("[1, 1.0, 1e2, -0.0, 0.5, 1e21, 1e-7, 123456789.0]").unwrap();
    assert_eq!(to_go_json(&v), "[1,1,100,-0,0.5,1e+21,1e-7,123456789]");
    assert_eq!(to_go_sprint_v(&v), "[1 1 100 -0 0.5 1e+21 1e-07 1.23456789e+08]");
}

#[test]
fn strings_json() {
    let cases: &[(&str, &str)] = &[
        ("", r#""""#),
        ("plain", r#""plain""#),
        ("a\"b\\c", r#""a\"b\\c""#),
        ("<a href=\"x\">&</a>", r#""\u003ca href=\"x\"\u003e\u0026\u003c/a\u003e""#),
        ("line\nbreak\r\ttab", r#""line\nbreak\r\ttab""#),
        ("\u{0}\u{1}\u{1f}", r#""\u0000\u0001\u001f""#),
        ("\u{8}\u{c}\u{b}", r#""\b\f\u000b""#),
        ("del\u{7f}", "\"del\u{7f}\""),
        ("/slash", r#""/slash""#),
        ("x\u{2028}y\u{2029}z", r#""x\u2028y\u2029z""#),
        ("\u{2027}\u{202a}", "\"\u{2027}\u{202a}\""),
        ("héllo wörld ✓ 日本 🎉", "\"héllo wörld ✓ 日本 🎉\""),
        ("\u{e2}\u{80}", "\"\u{e2}\u{80}\""),
        ("end<", r#""end\u003c""#),
    ];
    for &(s, want) in cases {
        assert_eq!(to_go_json(&json!(s)), want, "json of {s:?}");
    }
}

#[test]
fn objects_sorted_and_compact() {
    let mut m = serde_json::Map::new();
    m.insert("zeta".into(), json!(1));
    m.insert("alpha".into(), json!({"y": [1, 2.5, null], "b": true, "B": false}));
    m.insert("Zed".into(), json!("x"));
    m.insert("a<b".into(), json!({}));
    m.insert("".into(), json!([]));
    m.insert("é".into(), json!(null));
    m.insert("e".into(), json!(-0.5));
    let v = Value::Object(m);
    assert_eq!(
        to_go_json(&v),
        r#"{"":[],"Zed":"x","a\u003cb":{},"alpha":{"B":false,"b":true,"y":[1,2.5,null]},"e":-0.5,"zeta":1,"é":null}"#
    );
    assert_eq!(
        to_go_sprint_v(&v),
        "map[:[] Zed:x a<b:map[] alpha:map[B:false b:true y:[1 2.5 <nil>]] e:-0.5 zeta:1 é:<nil>]"
    );
}

#[test]
fn scalars_and_empties() {
    let cases: &[(Value, &str, &str)] = &[
        (json!(null), "null", "<nil>"),
        (json!(true), "true", "true"),
        (json!(false), "false", "false"),
        (json!({}), "{}", "map[]"),
        (json!([]), "[]", "[]"),
        (json!([[]]), "[[]]", "[[]]"),
        (json!([1, 2, 3]), "[1,2,3]", "[1 2 3]"),
        (json!({"b": "x", "a": 1}), r#"{"a":1,"b":"x"}"#, "map[a:1 b:x]"),
        (json!(["a b", "<c>"]), r#"["a b","\u003cc\u003e"]"#, "[a b <c>]"),
        (json!("say \"hi\"\n"), r#""say \"hi\"\n""#, "say \"hi\"\n"),
        (num(1e20), "100000000000000000000", "1e+20"),
        (num(1.5), "1.5", "1.5"),
        (
            json!({"k": [{"name": "b", "port": 80}, {"port": 1e6, "name": "a"}]}),
            r#"{"k":[{"name":"b","port":80},{"name":"a","port":1000000}]}"#,
            "map[k:[map[name:b port:80] map[name:a port:1e+06]]]",
        ),
    ];
    for (v, want_json, want_v) in cases {
        assert_eq!(to_go_json(v), *want_json, "json of {v}");
        assert_eq!(to_go_sprint_v(v), *want_v, "%v of {v}");
    }
}

#[test]
fn write_appends() {
    let mut out = b"prefix:".to_vec();
    write_go_json(&json!({"a": [1]}), &mut out);
    assert_eq!(out, b"prefix:{\"a\":[1]}");
    let mut s = String::from("p ");
    go_sprint_v(&json!([true]), &mut s);
    assert_eq!(s, "p [true]");
    let mut s = String::from("x=");
    go_float_json(2.0, &mut s);
    go_float_v(2e6, &mut s);
    assert_eq!(s, "x=22e+06");
}

#[test]
fn depth_guard() {
    // Built iteratively; serde_json's parser would refuse this depth.
    let depth = MAX_DEPTH + 5;
    let mut v = json!(7);
    for _ in 0..depth {
        v = Value::Array(vec![v]);
    }
    // The lists at depths 0..=MAX_DEPTH are printed; the value inside
    // the last of them is nested MAX_DEPTH + 1 deep and becomes null.
    let open = "[".repeat(MAX_DEPTH + 1);
    let close = "]".repeat(MAX_DEPTH + 1);
    assert_eq!(to_go_json(&v), format!("{open}null{close}"));
    assert_eq!(to_go_sprint_v(&v), format!("{open}<nil>{close}"));
    // Exactly at the limit everything is still printed.
    let mut w = json!(7);
    for _ in 0..MAX_DEPTH {
        w = Value::Array(vec![w]);
    }
    let open = "[".repeat(MAX_DEPTH);
    let close = "]".repeat(MAX_DEPTH);
    assert_eq!(to_go_json(&w), format!("{open}7{close}"));
    assert_eq!(to_go_sprint_v(&w), format!("{open}7{close}"));
    // Dropping a Value is recursive too; keep that out of the test.
    std::mem::forget(v);
    std::mem::forget(w);
}

/// A small xorshift generator, so the sweeps below need no extra crate.
fn xorshift(state: &mut u64) -> u64 {
    let mut x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *state = x;
    x
}

#[test]
fn float_sweep_round_trips_and_matches_layout() {
    let mut st = 0x9e37_79b9_7f4a_7c15u64;
    for n in 0..200_000 {
        // Mix raw bit patterns (all magnitudes) with "ordinary" numbers.
        let bits = xorshift(&mut st);
        let f = if n % 2 == 0 {
            f64::from_bits(bits)
        } else {
            (bits % 10_000_000) as f64 / 10f64.powi((bits >> 40) as i32 % 12)
        };
        if !f.is_finite() {
            continue;
        }
        let j = fj(f);
        let v = fv(f);
        // Both texts parse back to the same float (sign of zero included).
        assert_eq!(j.parse::<f64>().unwrap().to_bits(), f.to_bits(), "{j}");
        assert_eq!(v.parse::<f64>().unwrap().to_bits(), f.to_bits(), "{v}");
        // In the 'f' range, Go's shortest 'f' layout is Rust's `{}`.
        let abs = f.abs();
        if abs == 0.0 || (1e-6..1e21).contains(&abs) {
            assert_eq!(j, format!("{f}"));
        } else {
            assert!(j.contains('e'), "{j}");
            assert!(!j.contains("e-0") && !j.contains("e+0"), "{j}");
        }
        // %v exponent form iff the decimal exponent is < -4 or >= 6.
        if f != 0.0 {
            let exp = abs.log10().floor();
            // log10 can be off by one right at powers of ten; skip those.
            let near_pow10 = (abs.log10() - abs.log10().round()).abs() < 1e-9;
            if !near_pow10 {
                assert_eq!(v.contains('e'), !(-4.0..6.0).contains(&exp), "{v}");
            }
        }
        // The digits are identical in both forms.
        let digits = |s: &str| -> String {
            let mant = s.split('e').next().unwrap_or("");
            let d: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
            d.trim_start_matches('0').trim_end_matches('0').to_string()
        };
        assert_eq!(digits(&j), digits(&v), "{j} vs {v}");
    }
}

/// The word-wide scans find what a byte-by-byte one finds, wherever the byte falls among
/// the eight of a word, for every byte value on either side of it.
#[test]
fn word_wide_scans_find_the_first_byte_that_ends_a_run() {
    use rand::{Rng, SeedableRng};
    let string_end = |b: u8| b == b'"' || b == b'\\' || b < 0x20;
    let plain_end = |b: u8| string_end(b) || matches!(b, b'<' | b'>' | b'&') || b >= 0x80;
    let check = |bytes: &[u8]| {
        assert_eq!(escape::string_end(bytes), bytes.iter().position(|&b| string_end(b)), "{bytes:?}");
        assert_eq!(escape::plain_end(bytes), bytes.iter().position(|&b| plain_end(b)), "{bytes:?}");
        if let Some(word) = bytes.first_chunk::<8>() {
            let first = word.iter().position(|&b| string_end(b)).unwrap_or(8);
            assert_eq!(escape::string_end_in(*word), first, "{bytes:?}");
        }
    };
    let mut rng = rand::rngs::SmallRng::seed_from_u64(45);
    for _ in 0..20_000 {
        let len = rng.gen_range(0..40);
        // Mostly plain bytes, now and then one that ends a run of either kind.
        let bytes: Vec<u8> = (0..len)
            .map(|_| match rng.gen_range(0..16) {
                0 => [b'"', b'\\', 0x00, 0x1f, b'\n', b'<', b'>', b'&'][rng.gen_range(0..8)],
                1 => rng.gen_range(0x80..=0xff),
                _ => rng.gen_range(0x20..0x80),
            })
            .collect();
        check(&bytes);
    }
    for byte in 0..=255u8 {
        for at in 0..16 {
            let mut bytes = vec![b'a'; 16];
            bytes[at] = byte;
            check(&bytes);
        }
    }
}

/// `json_string` against Go's escaping written out character by character, for strings
/// with an escaped character at every position around a word, and plain ones.
#[test]
fn json_string_escapes_as_go_does_wherever_the_character_is() {
    fn go(s: &str) -> String {
        let mut out = String::from("\"");
        for c in s.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                '\u{8}' => out.push_str("\\b"),
                '\u{c}' => out.push_str("\\f"),
                '<' | '>' | '&' | '\u{0}'..='\u{1f}' | '\u{2028}' | '\u{2029}' => {
                    out.push_str(&format!("\\u{:04x}", u32::from(c)))
                }
                c => out.push(c),
            }
        }
        out.push('"');
        out
    }
    for special in ["", "\"", "\\", "\n", "\u{1}", "<", "&", "é", "\u{2028}", "😀"] {
        for len in 0..20 {
            for at in 0..=len {
                let s = format!("{}{special}{}", "a".repeat(at), "b".repeat(len - at));
                let mut out = b"[".to_vec();
                escape::json_string(&s, &mut out);
                assert_eq!(String::from_utf8(out).unwrap(), format!("[{}", go(&s)), "{s:?}");
            }
        }
    }
}
