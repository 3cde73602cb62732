//! The values inside path elements (a key's fields, a set item's value), as
//! structured-merge-diff's `value` package orders, compares, prints and writes them.

use std::cmp::Ordering;
use std::fmt;

/// A value inside a [`PathElement`](super::PathElement): the value of one of a list item's
/// key fields (`k:{"name":"c"}`), or the value of a set item (`v:"a"`).
///
/// Numbers read from FieldsV1 are floats, as Go reads them; ints come from objects.
#[derive(Debug, Clone)]
pub enum ElementValue {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A number that is not an integer, or any number read from FieldsV1.
    Float(f64),
    /// A string. (Not `String`: a public item of that name makes rustc write
    /// `std::string::String` in full in every user's errors.)
    Text(String),
    /// A list.
    List(Vec<ElementValue>),
    /// A map, its keys sorted and distinct.
    Map(Vec<(String, ElementValue)>),
}

impl From<&serde_json::Value> for ElementValue {
    /// The value as structured-merge-diff holds a JSON value: integers as integers, other
    /// numbers as floats, a map's keys sorted.
    fn from(value: &serde_json::Value) -> ElementValue {
        ElementValue::of_json(value)
    }
}

impl ElementValue {
    /// [`ElementValue::from`] of any document the read-only rules accept.
    pub(crate) fn of_json<J: crate::gojson::view::Json>(value: &J) -> ElementValue {
        use crate::gojson::view::{Kind, Num};
        crate::bounds::deeper(|| match value.kind() {
            Kind::Null => ElementValue::Null,
            Kind::Bool(b) => ElementValue::Bool(b),
            Kind::Number(Num::Int(i)) => ElementValue::Int(i),
            Kind::Number(n) => ElementValue::Float(n.as_f64()),
            Kind::String(s) => ElementValue::Text(s.to_owned()),
            Kind::List(items) => ElementValue::List(items.iter().map(ElementValue::of_json).collect()),
            Kind::Map => {
                let mut entries: Vec<(String, ElementValue)> =
                    value.map_entries().map(|(k, v)| (k.to_owned(), ElementValue::of_json(v))).collect();
                entries.sort_by(|a, b| a.0.cmp(&b.0));
                ElementValue::Map(entries)
            }
        })
    }
}

/// Go's `value.Equals` of two JSON values, as [`ElementValue::equals`] of their
/// [`ElementValue`]s, without making them: numbers by value whatever their kind, maps by
/// their entries whatever their order.
pub(crate) fn json_equals<J: crate::gojson::view::Json>(a: &J, b: &J) -> bool {
    use crate::gojson::view::{Kind, Num};
    if a.is_same(b) {
        return true;
    }
    match (a.kind(), b.kind()) {
        (Kind::Number(Num::Int(x)), Kind::Number(Num::Int(y))) => x == y,
        (Kind::Number(x), Kind::Number(y)) => x.as_f64() == y.as_f64(),
        (Kind::String(x), Kind::String(y)) => x == y,
        (Kind::Bool(x), Kind::Bool(y)) => x == y,
        (Kind::Null, Kind::Null) => true,
        (Kind::List(x), Kind::List(y)) => x.len() == y.len() && x.iter().zip(y).all(|(x, y)| json_equals(x, y)),
        (Kind::Map, Kind::Map) => {
            a.map_len() == b.map_len() && a.map_entries().all(|(key, x)| b.get(key).is_some_and(|y| json_equals(x, y)))
        }
        _ => false,
    }
}

/// A scalar as Go's `value` package orders and compares it, borrowed (from an
/// [`ElementValue`], or from a document by `server_side::item_key`).
#[derive(Debug, Clone, Copy)]
pub(crate) enum Scalar<'v> {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Text(&'v str),
}

impl Scalar<'_> {
    /// Its order class (see [`ElementValue::class`]).
    pub(crate) fn class(self) -> u8 {
        match self {
            Scalar::Int(_) | Scalar::Float(_) => 0,
            Scalar::Text(_) => 1,
            Scalar::Bool(_) => 2,
            Scalar::Null => 5,
        }
    }

    /// Go's `value.Compare` of two scalars.
    #[inline]
    pub(crate) fn compare(self, other: Scalar<'_>) -> Ordering {
        use Scalar::*;
        match (self, other) {
            (Int(a), Int(b)) => a.cmp(&b),
            (Float(a), Float(b)) => float_compare(a, b),
            (Float(a), Int(b)) => float_compare(a, b as f64),
            (Int(a), Float(b)) => float_compare(a as f64, b),
            (Text(a), Text(b)) => a.as_bytes().cmp(b.as_bytes()),
            (Bool(a), Bool(b)) => a.cmp(&b),
            (Null, Null) => Ordering::Equal,
            (a, b) => a.class().cmp(&b.class()),
        }
    }

    /// The scalar as an [`ElementValue`] holds it.
    pub(crate) fn to_element_value(self) -> ElementValue {
        match self {
            Scalar::Null => ElementValue::Null,
            Scalar::Bool(b) => ElementValue::Bool(b),
            Scalar::Int(i) => ElementValue::Int(i),
            Scalar::Float(f) => ElementValue::Float(f),
            Scalar::Text(s) => ElementValue::Text(s.to_owned()),
        }
    }

    /// Go's `value.Equals` of two scalars: numbers by value, whatever their kind.
    #[inline]
    pub(crate) fn equals(self, other: Scalar<'_>) -> bool {
        use Scalar::*;
        match (self, other) {
            (Int(a), Int(b)) => a == b,
            (Float(a), Float(b)) => a == b,
            (Float(a), Int(b)) | (Int(b), Float(a)) => a == b as f64,
            (Text(a), Text(b)) => a == b,
            (Bool(a), Bool(b)) => a == b,
            (Null, Null) => true,
            _ => false,
        }
    }
}

impl ElementValue {
    /// The order classes of Go's `value.Compare`: numbers, strings, booleans, lists, maps,
    /// then null.
    pub(crate) fn class(&self) -> u8 {
        match self {
            ElementValue::List(_) => 3,
            ElementValue::Map(_) => 4,
            scalar => scalar.scalar().map_or(5, Scalar::class),
        }
    }

    /// The value, where it is a scalar.
    #[inline]
    pub(crate) fn scalar(&self) -> Option<Scalar<'_>> {
        Some(match self {
            ElementValue::Null => Scalar::Null,
            ElementValue::Bool(b) => Scalar::Bool(*b),
            ElementValue::Int(i) => Scalar::Int(*i),
            ElementValue::Float(f) => Scalar::Float(*f),
            ElementValue::Text(s) => Scalar::Text(s),
            ElementValue::List(_) | ElementValue::Map(_) => return None,
        })
    }

    /// Go's `value.Compare`.
    #[inline]
    pub fn compare(&self, other: &ElementValue) -> Ordering {
        use ElementValue::*;
        if let (Some(a), Some(b)) = (self.scalar(), other.scalar()) {
            return a.compare(b);
        }
        match (self, other) {
            (List(a), List(b)) => {
                for (x, y) in a.iter().zip(b) {
                    match x.compare(y) {
                        Ordering::Equal => {}
                        other => return other,
                    }
                }
                a.len().cmp(&b.len())
            }
            (Map(a), Map(b)) => map_compare(a, b),
            (a, b) => a.class().cmp(&b.class()),
        }
    }

    /// Go's `value.Equals`: numbers by value, whatever their kind.
    #[inline]
    pub fn equals(&self, other: &ElementValue) -> bool {
        use ElementValue::*;
        if let (Some(a), Some(b)) = (self.scalar(), other.scalar()) {
            return a.equals(b);
        }
        match (self, other) {
            (List(a), List(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.equals(y)),
            (Map(a), Map(b)) => a.len() == b.len() && a.iter().zip(b).all(|((k, x), (l, y))| k == l && x.equals(y)),
            _ => false,
        }
    }

    /// Writes the value as structured-merge-diff writes it in FieldsV1 (json-iterator, as
    /// compatible with the standard library: map keys sorted, `<`, `>` and `&` escaped).
    pub(crate) fn write_json(&self, out: &mut Vec<u8>) {
        match self {
            ElementValue::Null => out.extend_from_slice(b"null"),
            ElementValue::Bool(b) => out.extend_from_slice(if *b { b"true" } else { b"false" }),
            ElementValue::Int(i) => out.extend_from_slice(i.to_string().as_bytes()),
            ElementValue::Float(f) => write_float(*f, out),
            ElementValue::Text(s) => write_json_string(s, true, out),
            ElementValue::List(items) => {
                out.push(b'[');
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        out.push(b',');
                    }
                    item.write_json(out);
                }
                out.push(b']');
            }
            // A map's keys go through the string encoder, HTML escaping included.
            ElementValue::Map(entries) => write_json_object(entries, true, out),
        }
    }
}

/// An object of `entries`, in their order, its keys escaped as [`write_json_string`] does
/// with `html`: a map value's keys are, a key element's field names (`k:{...}`) are not.
pub(crate) fn write_json_object<K: AsRef<str>>(entries: &[(K, ElementValue)], html: bool, out: &mut Vec<u8>) {
    out.push(b'{');
    for (index, (key, value)) in entries.iter().enumerate() {
        if index > 0 {
            out.push(b',');
        }
        write_json_string(key.as_ref(), html, out);
        out.push(b':');
        value.write_json(out);
    }
    out.push(b'}');
}

/// Go's `value.FloatCompare` (NaN, which JSON cannot hold, is equal to everything).
fn float_compare(a: f64, b: f64) -> Ordering {
    a.partial_cmp(&b).unwrap_or(Ordering::Equal)
}

/// Go's `value.MapCompare`: the keys of both in order, and at the first that differs, the
/// map that ran out first, or the one missing the key, is the greater (as Go has it).
fn map_compare(a: &[(String, ElementValue)], b: &[(String, ElementValue)]) -> Ordering {
    if a.is_empty() && b.is_empty() {
        return Ordering::Equal;
    }
    let (mut i, mut j, mut visited) = (0, 0, 0);
    while i < a.len() || j < b.len() {
        let (left, right) = match (a.get(i), b.get(j)) {
            (Some((k, x)), Some((l, y))) => match k.as_bytes().cmp(l.as_bytes()) {
                Ordering::Equal => (Some(x), Some(y)),
                Ordering::Less => (Some(x), None),
                Ordering::Greater => (None, Some(y)),
            },
            (Some((_, x)), None) => (Some(x), None),
            (None, Some((_, y))) => (None, Some(y)),
            (None, None) => break,
        };
        let order = match (left, right) {
            _ if visited == a.len() => Ordering::Less,
            _ if visited == b.len() => Ordering::Greater,
            (None, _) => Ordering::Greater,
            (_, None) => Ordering::Less,
            (Some(x), Some(y)) => x.compare(y),
        };
        i += usize::from(left.is_some());
        j += usize::from(right.is_some());
        visited += 1;
        if order != Ordering::Equal {
            return order;
        }
    }
    Ordering::Equal
}

/// A float as json-iterator writes one: without an exponent from 1e-6 to 1e21, else Go's
/// `'e'` form with at least two exponent digits (`1e-07`, `1e+21`: json-iterator does not
/// shorten them as `encoding/json` does).
fn write_float(f: f64, out: &mut Vec<u8>) {
    let magnitude = f.abs();
    if magnitude != 0.0 && !(1e-6..1e21).contains(&magnitude) {
        let text = format!("{f:e}");
        let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
        let (sign, digits) = match exponent.strip_prefix('-') {
            Some(digits) => ('-', digits),
            None => ('+', exponent),
        };
        out.extend_from_slice(format!("{mantissa}e{sign}{digits:0>2}").as_bytes());
        return;
    }
    let mut text = String::new();
    crate::gojson::go_float_json(f, &mut text);
    out.extend_from_slice(text.as_bytes());
}

/// A string as json-iterator writes it with the standard library's settings: `"` and `\`
/// escaped, `\n`, `\r` and `\t`, other control characters as `\u00XX` (`\b` and `\f` too);
/// a string value (`html`) also has `<`, `>` and `&` as `\u003c`, `\u003e` and `\u0026`, and
/// U+2028 and U+2029 escaped, which an object's key (`WriteObjectField`) does not.
pub(crate) fn write_json_string(s: &str, html: bool, out: &mut Vec<u8>) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push(b'"');
    let bytes = s.as_bytes();
    // Bytes that may need an escape: ASCII ones, and the first byte of U+2028 and U+2029.
    let special = |b: u8| b < 0x20 || b == b'"' || b == b'\\' || (html && matches!(b, b'<' | b'>' | b'&' | 0xe2));
    let mut at = 0;
    while at < bytes.len() {
        // A run copied as it is, up to a byte that starts a character.
        let run = bytes[at..].iter().position(|&b| special(b)).unwrap_or(bytes.len() - at);
        out.extend_from_slice(&bytes[at..at + run]);
        at += run;
        let Some(c) = s[at..].chars().next() else { break };
        at += c.len_utf8();
        match c {
            '"' => out.extend_from_slice(b"\\\""),
            '\\' => out.extend_from_slice(b"\\\\"),
            '\n' => out.extend_from_slice(b"\\n"),
            '\r' => out.extend_from_slice(b"\\r"),
            '\t' => out.extend_from_slice(b"\\t"),
            '\u{2028}' if html => out.extend_from_slice(b"\\u2028"),
            '\u{2029}' if html => out.extend_from_slice(b"\\u2029"),
            c if (c as u32) < 0x20 || (html && matches!(c, '<' | '>' | '&')) => {
                let b = c as u8;
                out.extend_from_slice(b"\\u00");
                out.push(HEX[usize::from(b >> 4)]);
                out.push(HEX[usize::from(b & 0xf)]);
            }
            c => {
                let mut buffer = [0; 4];
                out.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
            }
        }
    }
    out.push(b'"');
}

/// Go's `value.ToString`, as path strings show values: strings quoted as `%q` quotes them.
impl fmt::Display for ElementValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ElementValue::Null => f.write_str("null"),
            ElementValue::Bool(b) => write!(f, "{b}"),
            ElementValue::Int(i) => write!(f, "{i}"),
            ElementValue::Float(x) => {
                let mut text = String::new();
                crate::gojson::go_float_v(*x, &mut text);
                f.write_str(&text)
            }
            ElementValue::Text(s) => f.write_str(&go_quote(s)),
            ElementValue::List(items) => {
                f.write_str("[")?;
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
            // Go iterates a map in no set order; smp in the keys' order.
            ElementValue::Map(entries) => entries.iter().try_for_each(|(key, value)| write!(f, "{key}={value}")),
        }
    }
}

/// Go's `strconv.Quote`. Which characters Go counts as printable is Unicode's letters,
/// marks, numbers, punctuation, symbols and the space; smp escapes the control characters,
/// the other white space and the format characters it knows (`\u00ad`, `\u200b`..`\u200f`,
/// `\u2060`..`\u2064`, `\ufeff`), and keeps the rest.
pub(crate) fn go_quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{b}' => out.push_str("\\v"),
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            c if (c as u32) < 0x20 || c == '\u{7f}' => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if is_printable(c) => out.push(c),
            c if (c as u32) < 0x10000 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push_str(&format!("\\U{:08x}", c as u32)),
        }
    }
    out.push('"');
    out
}

fn is_printable(c: char) -> bool {
    c == ' '
        || !(c.is_control()
            || c.is_whitespace()
            || matches!(c, '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{2060}'..='\u{2064}' | '\u{feff}'))
}
