//! Go's text forms of JSON values.
//!
//! The API server and kubectl serialize patches with Go's `encoding/json`,
//! and the Go reference implementation of strategic merge patch
//! (`k8s.io/apimachinery/pkg/util/strategicpatch`) sorts lists of scalars
//! and merge-key values by their `fmt.Sprintf("%v", x)` string. To produce
//! the same bytes and the same orders we need both text forms exactly as Go
//! prints them, which differ from what `serde_json` writes:
//!
//! * [`write_go_json`]: `json.Marshal` of the decoded value
//!   (`map[string]interface{}`, `[]interface{}`, `string`, `int64`,
//!   `float64`, `bool`, `nil`): sorted keys, HTML-safe string escapes and
//!   Go's float format.
//! * [`go_sprint_v`] / [`to_go_sprint_v`]: `fmt.Sprintf("%v", x)` of the same
//!   value, e.g. `map[a:1 b:[x <nil>]]`.
//! * [`go_float_json`] / [`go_float_v`]: the two float formats on their own.
//!
//! Numbers follow the apimachinery decoding model: a JSON integer is an
//! `int64`, anything else a `float64`. An integer `serde_json` holds as a
//! `u64` above `i64::MAX` is printed as its exact decimal (see
//! [`write_go_json`]).
//!
//! Nothing here depends on the iteration order of `serde_json::Map`: object
//! keys are always sorted here, by bytes, as Go sorts map keys.

mod escape;
pub(crate) mod scalar;
pub(crate) mod typed;
pub(crate) mod view;

pub(crate) use escape::{
    escape_into, json_string, json_string_after, plain_end, short_escape, string_end, string_end_in,
};
use serde_json::Value;
use std::fmt::Write as _;
use view::{Json, Kind, Num};

/// Containers nested deeper than this are not descended into; the value at
/// that depth is written as `null` (JSON) or `<nil>` (`%v`). Documents read
/// from text stop at `crate::MAX_DEPTH` (256), so this only guards hand-built
/// values against unbounded recursion.
const MAX_DEPTH: usize = 1000;

// ---------------------------------------------------------------------------
// Output sinks
// ---------------------------------------------------------------------------

/// Where the shared writers put their bytes: `Vec<u8>` for JSON, `String`
/// for `%v` and the float functions. Only whole UTF-8 sequences are passed
/// to `str`, and only ASCII to `byte`, so both sinks stay valid UTF-8.
pub(crate) trait Sink {
    fn byte(&mut self, b: u8);
    fn str(&mut self, s: &str);
}

impl Sink for Vec<u8> {
    fn byte(&mut self, b: u8) {
        self.push(b);
    }
    fn str(&mut self, s: &str) {
        self.extend_from_slice(s.as_bytes());
    }
}

impl Sink for String {
    fn byte(&mut self, b: u8) {
        // Callers only pass ASCII; anything else would be a bug here, and
        // pushing it as a Latin-1 char keeps the String valid regardless.
        self.push(char::from(b));
    }
    fn str(&mut self, s: &str) {
        self.push_str(s);
    }
}

// ---------------------------------------------------------------------------
// Shortest decimal digits of a float
// ---------------------------------------------------------------------------

/// The shortest decimal that parses back to the same `f64`, in the form Go's
/// strconv works with: `0.d1d2…dn × 10^dp`, digits as ASCII.
///
/// Go's `strconv` with precision -1 (Ryū, shortest, closest on ties) and
/// Rust's `{:e}` (Grisu with Dragon fallback, shortest, closest) choose the
/// same digits, so we take them from Rust's formatter and lay them out the
/// way Go's `fmtE`/`fmtF` do.
struct Digits {
    /// Significant digits; an f64 never needs more than 17.
    d: [u8; 17],
    /// Number of digits in `d`; 0 for zero, as in Go.
    nd: usize,
    /// Decimal point position: the value is `0.d × 10^dp`.
    dp: i32,
}

/// A fixed buffer for `write!`; 32 bytes hold any `{:e}` of an f64
/// (the longest is like `2.2250738585072014e-308`, 23 bytes).
struct StackBuf {
    buf: [u8; 32],
    len: usize,
}

impl std::fmt::Write for StackBuf {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let end = self.len + s.len();
        if end > self.buf.len() {
            return Err(std::fmt::Error);
        }
        self.buf[self.len..end].copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Shortest digits of `abs`, which must be finite and non-negative.
fn shortest_digits(abs: f64) -> Digits {
    let mut out = Digits { d: [b'0'; 17], nd: 0, dp: 0 };
    if abs == 0.0 {
        return out;
    }
    let mut sb = StackBuf { buf: [0; 32], len: 0 };
    if write!(sb, "{:e}", abs).is_err() {
        return out; // Cannot happen for a finite f64; keeps us panic-free.
    }
    // `{:e}` gives `d[.ddd]e[-]x`, e.g. `1e21`, `3.4028234663852886e38`, `1e-7`.
    let text = &sb.buf[..sb.len];
    let mut exp: i32 = 0;
    let mut exp_neg = false;
    let mut in_exp = false;
    for &c in text {
        match c {
            b'e' => in_exp = true,
            b'-' if in_exp => exp_neg = true,
            b'0'..=b'9' if in_exp => exp = exp * 10 + i32::from(c - b'0'),
            b'0'..=b'9' if out.nd < out.d.len() => {
                out.d[out.nd] = c;
                out.nd += 1;
            }
            _ => {} // the '.'
        }
    }
    if exp_neg {
        exp = -exp;
    }
    // Rust already drops trailing zeros from the mantissa; Go's digit
    // strings have none either. Be safe anyway.
    while out.nd > 1 && out.d[out.nd - 1] == b'0' {
        out.nd -= 1;
    }
    // d.ddd × 10^exp == 0.dddd × 10^(exp+1)
    out.dp = exp + 1;
    out
}

/// Go's `fmtE` with precision `nd-1` (all the shortest digits):
/// `-d.ddde±xx`. strconv always pads the exponent to two digits;
/// encoding/json then cleans `e-07` up to `e-7` (positive exponents keep
/// the padding, but json only uses `e` from `1e+21` up), which is
/// `pad_negative_exp == false`.
fn write_e<S: Sink + ?Sized>(out: &mut S, neg: bool, d: &Digits, pad_negative_exp: bool) {
    if neg {
        out.byte(b'-');
    }
    out.byte(if d.nd == 0 { b'0' } else { d.d[0] });
    if d.nd > 1 {
        out.byte(b'.');
        for &c in &d.d[1..d.nd] {
            out.byte(c);
        }
    }
    out.byte(b'e');
    // Go: "special case: 0 has exponent 0".
    let exp = if d.nd == 0 { 0 } else { d.dp - 1 };
    let (sign, mag) = if exp < 0 { (b'-', -exp) } else { (b'+', exp) };
    out.byte(sign);
    let min_digits = if exp < 0 && !pad_negative_exp { 1 } else { 2 };
    write_exp_digits(out, mag, min_digits);
}

/// The exponent's magnitude in decimal, zero-padded to `min_digits`.
/// f64 exponents have at most three digits.
fn write_exp_digits<S: Sink + ?Sized>(out: &mut S, mag: i32, min_digits: usize) {
    let mut buf = [b'0'; 3];
    let mut n = 0;
    let mut m = mag;
    while (m > 0 || n == 0) && n < buf.len() {
        buf[buf.len() - 1 - n] = b'0' + (m % 10) as u8;
        m /= 10;
        n += 1;
    }
    let n = n.max(min_digits).min(buf.len());
    for &c in &buf[buf.len() - n..] {
        out.byte(c);
    }
}

/// Go's `fmtF` with precision `max(nd-dp, 0)` (all the shortest digits,
/// no exponent): integral values print without a decimal point.
fn write_f<S: Sink + ?Sized>(out: &mut S, neg: bool, d: &Digits) {
    if neg {
        out.byte(b'-');
    }
    // Integer part, padded with zeros up to the decimal point.
    if d.dp > 0 {
        let dp = d.dp as usize;
        for i in 0..dp {
            out.byte(if i < d.nd { d.d[i] } else { b'0' });
        }
    } else {
        out.byte(b'0');
    }
    // Fraction: exactly the remaining digits, with leading zeros if dp < 0.
    let prec = d.nd as i32 - d.dp;
    if prec > 0 {
        out.byte(b'.');
        for i in 0..prec {
            let j = d.dp + i;
            let c = if j >= 0 && (j as usize) < d.nd { d.d[j as usize] } else { b'0' };
            out.byte(c);
        }
    }
}

/// Go refuses NaN and ±Inf (`json.Marshal` returns an error); a
/// `serde_json::Value` cannot hold them either. Should one reach the public
/// float functions anyway, JSON gets `null` (what serde_json writes) and
/// `%v` gets Go's `NaN`, `+Inf`, `-Inf`.
fn json_float<S: Sink + ?Sized>(f: f64, out: &mut S) {
    if !f.is_finite() {
        out.str("null");
        return;
    }
    let abs = f.abs();
    let neg = f.is_sign_negative(); // keeps -0.0 as `-0`, like Go
    let d = shortest_digits(abs);
    // encoding/json: "Convert as if by ES6 number to string conversion":
    // 'e' only below 1e-6 or from 1e21 up (Go: `abs < 1e-6 || abs >= 1e21`),
    // and never for zero.
    if abs != 0.0 && !(1e-6..1e21).contains(&abs) {
        write_e(out, neg, &d, false);
    } else {
        write_f(out, neg, &d);
    }
}

fn v_float<S: Sink + ?Sized>(f: f64, out: &mut S) {
    if f.is_nan() {
        out.str("NaN");
        return;
    }
    if f.is_infinite() {
        out.str(if f > 0.0 { "+Inf" } else { "-Inf" });
        return;
    }
    let neg = f.is_sign_negative();
    let d = shortest_digits(f.abs());
    // strconv 'g' with shortest precision: "%e is used if the exponent from
    // the conversion is less than -4 or greater than or equal to the
    // precision. if precision was the shortest possible, use precision 6 for
    // this decision." Zero has nd = dp = 0, so exponent -1: plain `0`.
    // Go: `exp < -4 || exp >= eprec` with eprec = 6.
    let exp = d.dp - 1;
    if d.nd != 0 && !(-4..6).contains(&exp) {
        write_e(out, neg, &d, true);
    } else {
        write_f(out, neg, &d);
    }
}

/// Appends Go's `encoding/json` text of a `float64` to `out`.
///
/// This is `strconv.AppendFloat(f, 'f', -1, 64)` (shortest digits that
/// round-trip, no exponent) unless `f != 0` and `|f| < 1e-6` or
/// `|f| >= 1e21`; then it is the `'e'` form with shortest digits, where a
/// negative exponent loses its zero padding and a positive one keeps its
/// sign and two digits:
///
/// | value | text |
/// |---|---|
/// | `1.0` | `1` |
/// | `1.5` | `1.5` |
/// | `-0.0` | `-0` |
/// | `1e20` | `100000000000000000000` |
/// | `1e21` | `1e+21` |
/// | `0.000001` | `0.000001` |
/// | `0.0000001` | `1e-7` |
/// | `3.4028234663852886e38` | `3.4028234663852886e+38` |
///
/// NaN and ±Inf, which Go refuses to marshal, are written as `null`.
pub fn go_float_json(f: f64, out: &mut String) {
    json_float(f, out);
}

/// Appends Go's `fmt.Sprintf("%v", f)` of a `float64` to `out`.
///
/// `%v` is `strconv.FormatFloat(f, 'g', -1, 64)`: the shortest digits that
/// round-trip, laid out without an exponent when the decimal exponent `x`
/// of `d.ddd × 10^x` satisfies `-4 <= x < 6`, and as `d.ddde±xx` (at least
/// two exponent digits) otherwise. The cut-off is 6 whatever the number of
/// digits, because strconv uses 6 when the precision is "shortest":
///
/// | value | text |
/// |---|---|
/// | `1.0` | `1` |
/// | `100000.0` | `100000` |
/// | `1234567.0` | `1.234567e+06` |
/// | `123456789.0` | `1.23456789e+08` |
/// | `1e20` | `1e+20` |
/// | `0.0001` | `0.0001` |
/// | `0.00001` | `1e-05` |
/// | `-0.0` | `-0` |
///
/// NaN and ±Inf print as Go prints them: `NaN`, `+Inf`, `-Inf`.
pub fn go_float_v(f: f64, out: &mut String) {
    v_float(f, out);
}

// ---------------------------------------------------------------------------
// json.Marshal
// ---------------------------------------------------------------------------

/// Appends `json.Marshal` of the Go value equivalent to `value` to `out`.
///
/// * objects: keys sorted by bytes, no whitespace: `{"a":1,"b":[true,null]}`;
/// * strings: escaped as Go escapes them (see below);
/// * integers: decimal, including `u64` values above `i64::MAX` (Go's
///   apimachinery decoder would have made those a `float64`, printed as
///   e.g. `18446744073709552000`; we keep the exact digits serde_json read);
/// * floats: [`go_float_json`];
/// * `true`, `false`, `null`.
///
/// Strings use Go's HTML-safe escaping: `"` and `\` are backslash-escaped;
/// control characters below U+0020 are `\b`, `\f`, `\n`, `\r`, `\t` or
/// `\u00XX` (lowercase hex); `<`, `>`, `&` become `\u003c`, `\u003e`,
/// `\u0026`; U+2028 and U+2029 become `\u2028` and `\u2029`; everything else,
/// DEL and non-ASCII included, is written as raw UTF-8. (Go before 1.22
/// wrote backspace and form feed as `\u0008` and `\u000c`; the Go releases
/// that build current Kubernetes write `\b` and `\f`.)
///
/// Values nested more than 1000 containers deep are written as `null`
/// instead of being descended into, so this never overflows the stack.
pub fn write_go_json(value: &Value, out: &mut Vec<u8>) {
    write_json(value, out);
}

/// [`write_go_json`] of any form of a value.
pub(crate) fn write_json<J: Json>(value: &J, out: &mut Vec<u8>) {
    json_value(value, out, 0);
}

/// `json.Marshal` of `value` as a `String`; see [`write_go_json`].
#[cfg(test)]
pub fn to_go_json(value: &Value) -> String {
    let mut out = Vec::new();
    write_go_json(value, &mut out);
    // Everything written is valid UTF-8: raw runs are cut from `&str`s at
    // char boundaries and all escapes are ASCII.
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

fn json_value<J: Json>(value: &J, out: &mut Vec<u8>, depth: usize) {
    if depth > MAX_DEPTH {
        out.extend_from_slice(b"null");
        return;
    }
    match value.kind() {
        Kind::Null => out.extend_from_slice(b"null"),
        Kind::Bool(true) => out.extend_from_slice(b"true"),
        Kind::Bool(false) => out.extend_from_slice(b"false"),
        Kind::Number(n) => json_number(n, out),
        Kind::String(s) => json_string(s, out),
        Kind::List(items) => {
            out.push(b'[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                json_value(item, out, depth + 1);
            }
            out.push(b']');
        }
        Kind::Map => {
            out.push(b'{');
            for (i, (k, v)) in value.sorted_entries().into_iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                json_string(k, out);
                out.push(b':');
                json_value(v, out, depth + 1);
            }
            out.push(b'}');
        }
    }
}

/// An integer or float number, written the way Go writes the `int64` or `float64` it
/// would decode to.
pub(crate) fn json_number<S: Sink + ?Sized>(n: Num, out: &mut S) {
    match n {
        Num::Int(i) => write_display(out, i),
        Num::Uint(u) => write_display(out, u),
        Num::Float(f) => json_float(f, out),
    }
}

fn v_number(n: Num, out: &mut String) {
    match n {
        Num::Int(i) => write_display(out, i),
        Num::Uint(u) => write_display(out, u),
        Num::Float(f) => v_float(f, out),
    }
}

/// Writes an integer in decimal, as Go's `strconv` does (itoa: no formatting machinery).
fn write_display<S: Sink + ?Sized, T: itoa::Integer>(out: &mut S, x: T) {
    out.str(itoa::Buffer::new().format(x));
}

// ---------------------------------------------------------------------------
// fmt.Sprintf("%v", x)
// ---------------------------------------------------------------------------

/// Appends Go's `fmt.Sprintf("%v", x)` to `out`, where `x` is the Go value
/// equivalent to `value` (as decoded into `interface{}`):
///
/// * string: itself, unquoted and unescaped;
/// * integer: decimal (`u64` above `i64::MAX` too, see [`write_go_json`]);
/// * float: [`go_float_v`], e.g. `1.5`, `1e+06`;
/// * bool: `true` / `false`; null: `<nil>`;
/// * list: `[` items separated by single spaces `]`, e.g. `[1 a <nil>]`;
/// * object: `map[` `key:value` pairs sorted by key bytes, separated by
///   single spaces `]`, e.g. `map[a:1 b:[x y]]`; keys are printed raw.
///
/// The Go reference sorts lists of scalars by this string, which is why it
/// is needed at all. Values nested more than 1000 containers deep are
/// written as `<nil>` instead of being descended into.
pub fn go_sprint_v(value: &Value, out: &mut String) {
    v_value(value, out, 0);
}

/// `fmt.Sprintf("%v", x)` as a `String`; see [`go_sprint_v`].
pub fn to_go_sprint_v(value: &Value) -> String {
    let mut out = String::new();
    go_sprint_v(value, &mut out);
    out
}

/// [`to_go_sprint_v`] of any form of JSON value.
pub(crate) fn sprint<J: Json>(value: &J) -> String {
    let mut out = String::new();
    v_value(value, &mut out, 0);
    out
}

fn v_value<J: Json>(value: &J, out: &mut String, depth: usize) {
    if depth > MAX_DEPTH {
        out.push_str("<nil>");
        return;
    }
    match value.kind() {
        Kind::Null => out.push_str("<nil>"),
        Kind::Bool(true) => out.push_str("true"),
        Kind::Bool(false) => out.push_str("false"),
        Kind::Number(n) => v_number(n, out),
        Kind::String(s) => out.push_str(s),
        Kind::List(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                v_value(item, out, depth + 1);
            }
            out.push(']');
        }
        Kind::Map => {
            out.push_str("map[");
            for (i, (k, v)) in value.sorted_entries().into_iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                out.push_str(k);
                out.push(':');
                v_value(v, out, depth + 1);
            }
            out.push(']');
        }
    }
}

/// Go's `%v` of an optional value (`<nil>` when absent).
pub(crate) fn sprint_opt<J: Json>(value: Option<&J>) -> String {
    value.map(sprint).unwrap_or_else(|| "<nil>".to_owned())
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod doc_examples {
    #[test]
    fn go_float_json() {
        let mut out = String::new();
        crate::gojson::go_float_json(3.4028234663852886e38, &mut out);
        assert_eq!(out, "3.4028234663852886e+38");
    }

    #[test]
    fn go_float_v() {
        let mut out = String::new();
        crate::gojson::go_float_v(1234567.0, &mut out);
        assert_eq!(out, "1.234567e+06");
    }

    #[test]
    fn to_go_json() {
        use serde_json::json;
        let text = crate::gojson::to_go_json(&json!({"b": 1.0, "a": "<&>"}));
        assert_eq!(text, r#"{"a":"\u003c\u0026\u003e","b":1}"#);
    }

    #[test]
    fn to_go_sprint_v() {
        use serde_json::json;
        let text = crate::gojson::to_go_sprint_v(&json!({"b": [1, "x"], "a": null}));
        assert_eq!(text, "map[a:<nil> b:[1 x]]");
    }
}
