//! Bytes in, bytes out: the operations on JSON text, as the reference's byte APIs take
//! and return it (output printed as Go's `json.Marshal` prints it).

use serde_json::Value;

use crate::bounds::{first_too_deep_in_text, read_unbounded, with_stack};
use crate::doc::read::{arena_for, arena_of};
use crate::doc::{print, Arena, Doc, Map, Obj};
use crate::error::{Error, ErrorKind, JsonPath, MAX_DEPTH};
use crate::gojson::write_go_json;
use crate::value;
use crate::{SchemaRef, ThreeWayOptions, TwoWayOptions};

/// Parses a document. Integers beyond the range of a signed 64-bit integer become
/// floats, as the reference's decoder makes them; empty input is `{}`.
///
/// ```
/// let doc = smp::bytes::parse(br#"{"a": 18446744073709551615}"#)?;
/// assert!(doc["a"].is_f64());
/// # Ok::<(), smp::Error>(())
/// ```
pub fn parse(bytes: &[u8]) -> Result<Value, Error> {
    // Converted on the stack that read it (the document may nest deep).
    with_stack(|| {
        let arena = arena_for(&[bytes]);
        Ok(parse_doc(bytes, &arena)?.to_value())
    })
}

/// [`parse`] into smp's own document in `arena`, its strings borrowed from `bytes` where
/// they can be.
pub(crate) fn parse_doc<'a>(bytes: &'a [u8], arena: &'a Arena) -> Result<Doc<'a>, Error> {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(Doc::Object(Obj::default()));
    }
    match crate::doc::read::read(bytes, arena) {
        Some(doc) => Ok(doc),
        None => parse_with_serde(bytes).map(|value| with_stack(|| Doc::copied(&value, arena))),
    }
}

/// Whether the bytes functions accept `text` as a document: it is read as they read it
/// (JSON as Go's decoder reads it, nested at most [`MAX_DEPTH`] levels,
/// empty input as `{}`), and nothing is built from it; the error is the one they would
/// return, naming where.
///
/// ```
/// assert!(smp::bytes::validate(br#"{"spec": {"replicas": 3}}"#).is_ok());
/// let error = smp::bytes::validate(br#"{"spec": {"replicas": 3}"#).unwrap_err();
/// assert!(matches!(error.kind(), smp::ErrorKind::InvalidJsonDocument { .. }));
/// ```
pub fn validate(text: &[u8]) -> Result<(), Error> {
    with_stack(|| {
        let arena = arena_for(&[text]);
        parse_doc(text, &arena).map(drop)
    })
}

/// [`parse`] by serde_json, which names what is wrong with the text, and reads what the
/// one-pass reader leaves to it.
pub(crate) fn parse_with_serde(bytes: &[u8]) -> Result<Value, Error> {
    // The parser's recursion wants the stack the walkers get.
    with_stack(|| {
        let mut value = match serde_json::from_slice(bytes) {
            Ok(value) => value,
            // serde_json stops at 128 levels; documents may nest to `MAX_DEPTH`, and are
            // read again without its limit once the text is known to stay within it.
            Err(e) if e.to_string().starts_with("recursion limit exceeded") => {
                if let Some(path) = first_too_deep_in_text(bytes, MAX_DEPTH) {
                    return Err(Error::new(ErrorKind::TooDeep { limit: MAX_DEPTH }, path));
                }
                read_unbounded(serde_json::Deserializer::from_slice(bytes)).map_err(invalid)?
            }
            Err(e) => return Err(invalid(e)),
        };
        normalize_numbers(&mut value);
        Ok(value)
    })
}

fn invalid(error: serde_json::Error) -> Error {
    Error::new(ErrorKind::InvalidJsonDocument { reason: error.to_string() }, JsonPath::root())
}

/// Integers beyond `i64` become floats, as Go's decoder makes them.
fn normalize_numbers(value: &mut Value) {
    for_each_number(value, |number| {
        if number.as_i64().is_none() && number.as_u64().is_some() {
            if let Some(float) = number.as_f64().and_then(serde_json::Number::from_f64) {
                *number = float;
            }
        }
    });
}

/// Gives each number of `document` the form it has once Go printed it and it was read
/// back as text: a float Go prints as an integer (`2.0` as `2`) becomes that integer. The
/// last-applied configuration holds numbers so (kubectl prints it, and reads it again).
pub(crate) fn reprint_integral_floats(document: &mut Value) {
    let mut text = String::new();
    for_each_number(document, |number| {
        if let Some(float) = number.as_f64().filter(|f| number.is_f64() && f.fract() == 0.0) {
            text.clear();
            crate::gojson::go_float_json(float, &mut text);
            if let Ok(printed) = text.parse::<serde_json::Number>() {
                *number = printed;
            }
        }
    });
}

/// What kubectl's YAML reading makes of numbers: printed as JSON by Go
/// ([`reprint_integral_floats`]), then read by Go's decoder (integers beyond `i64` are floats).
#[cfg(feature = "yaml")]
pub(crate) fn as_go_reads_printed(document: &mut Value) {
    reprint_integral_floats(document);
    normalize_numbers(document);
}

/// Calls `f` on every number, without recursion (the depth was checked or not: either way).
fn for_each_number(document: &mut Value, mut f: impl FnMut(&mut serde_json::Number)) {
    let mut pending = vec![document];
    while let Some(value) = pending.pop() {
        match value {
            Value::Number(number) => f(number),
            Value::Array(items) => pending.extend(items.iter_mut()),
            Value::Object(map) => pending.extend(map.values_mut()),
            _ => {}
        }
    }
}

/// Prints a value as Go's `json.Marshal` does (sorted keys, compact, HTML-safe).
///
/// ```
/// let text = smp::bytes::to_vec(&serde_json::json!({"z": 1e21, "a": [true]}));
/// assert_eq!(text, br#"{"a":[true],"z":1e+21}"#);
/// ```
pub fn to_vec(value: &Value) -> Vec<u8> {
    let mut out = Vec::new();
    with_stack(|| write_go_json(value, &mut out));
    out
}

/// Prints a value as kubectl's `-o json` does (Go's `json.MarshalIndent` with four spaces:
/// sorted keys, HTML-safe, empty objects and lists kept as `{}` and `[]`), without the
/// final newline kubectl adds.
///
/// ```
/// let text = smp::bytes::to_vec_pretty(&serde_json::json!({"b": [], "a": {"c": "<"}}));
/// assert_eq!(String::from_utf8(text).unwrap(), "{\n    \"a\": {\n        \"c\": \"\\u003c\"\n    },\n    \"b\": []\n}");
/// ```
pub fn to_vec_pretty(value: &Value) -> Vec<u8> {
    indent(&to_vec(value))
}

/// Indents JSON text as kubectl's `-o json` prints objects: Go's `json.Indent` with four
/// spaces, the whitespace between tokens dropped. With this module's operations, it
/// prints a patched object as kubectl does without holding it as a [`Value`]. The text is
/// taken to be valid JSON: other text comes out re-spaced, not checked.
///
/// ```
/// use smp::{bytes, Schema};
/// let schema = Schema::from_openapi_v2(&serde_json::json!({"definitions": {}}))?;
/// let patched = bytes::apply(br#"{"b":[],"a":1}"#, br#"{"a":{"c":"<"}}"#, schema.arbitrary())?;
/// let printed = bytes::indent(&patched);
/// assert_eq!(printed, bytes::to_vec_pretty(&bytes::parse(&patched)?));
/// assert_eq!(String::from_utf8(printed).unwrap(), "{\n    \"a\": {\n        \"c\": \"\\u003c\"\n    },\n    \"b\": []\n}");
/// # Ok::<(), smp::Error>(())
/// ```
pub fn indent(json: &[u8]) -> Vec<u8> {
    // A line's indent, copied from here a slice at a time.
    const SPACES: &[u8; 128] = &[b' '; 128];
    // Indenting takes kubectl's objects to about three times their compact size.
    let mut out = Vec::with_capacity(json.len().saturating_mul(3));
    let mut depth = 0usize;
    let mut opened = false;
    let newline = |out: &mut Vec<u8>, depth: usize| {
        out.push(b'\n');
        let mut width = depth.saturating_mul(4);
        while width > 0 {
            let step = width.min(SPACES.len());
            out.extend_from_slice(&SPACES[..step]);
            width -= step;
        }
    };
    let mut rest = json;
    while let Some((&byte, tail)) = rest.split_first() {
        rest = tail;
        if matches!(byte, b' ' | b'\t' | b'\n' | b'\r') {
            continue;
        }
        // An opening bracket's newline waits for the next byte: none for `{}` and `[]`.
        if opened && byte != b'}' && byte != b']' {
            newline(&mut out, depth);
        }
        let was_opened = std::mem::replace(&mut opened, false);
        match byte {
            b'"' => {
                // The string to its closing quote, copied run by run.
                out.push(byte);
                rest = copy_string(rest, &mut out);
            }
            b'{' | b'[' => {
                out.push(byte);
                depth += 1;
                opened = true;
            }
            b'}' | b']' => {
                depth = depth.saturating_sub(1);
                if !was_opened {
                    newline(&mut out, depth);
                }
                out.push(byte);
            }
            b',' => {
                out.push(byte);
                newline(&mut out, depth);
            }
            b':' => out.extend_from_slice(b": "),
            _ => out.push(byte),
        }
    }
    out
}

/// Copies the rest of a string of JSON text (after its opening quote) through its closing
/// quote; what follows it.
fn copy_string<'t>(mut text: &'t [u8], out: &mut Vec<u8>) -> &'t [u8] {
    loop {
        // Up to a quote, a backslash or (not in valid JSON) a control byte.
        let run = crate::gojson::string_end(text).unwrap_or(text.len());
        out.extend_from_slice(&text[..run]);
        text = &text[run..];
        match text.first() {
            Some(b'"') => {
                out.push(b'"');
                return &text[1..];
            }
            // An escape and the byte it escapes.
            Some(b'\\') => {
                let escape = text.len().min(2);
                out.extend_from_slice(&text[..escape]);
                text = &text[escape..];
            }
            Some(&byte) => {
                out.push(byte);
                text = &text[1..];
            }
            None => return text,
        }
    }
}

/// [`crate::apply`] on JSON text.
///
/// ```
/// use smp::{bytes, Schema};
/// let schema = Schema::from_openapi_v2(&serde_json::json!({"definitions": {}}))?;
/// let out = bytes::apply(br#"{"b":1,"a":2}"#, br#"{"a":null}"#, schema.arbitrary())?;
/// assert_eq!(out, br#"{"b":1}"#);
/// # Ok::<(), smp::Error>(())
/// ```
pub fn apply(original: &[u8], patch: &[u8], schema: SchemaRef<'_>) -> Result<Vec<u8>, Error> {
    with_stack(|| {
        // The result is about the size of the original with the patch's additions.
        let size = original.len() + patch.len();
        // The documents in one arena, what the merge makes (copies of the maps and lists
        // the patch names) in another, which grows as it needs.
        let (texts, work) = (arena_for(&[original, patch]), arena_of(original.len() / 2 + patch.len()));
        let original = Map::thaw(document(original, "original", &texts)?, &work);
        let patch = Map::thaw(document(patch, "patch", &texts)?, &work);
        let merged = value::apply_maps(original, patch, schema)?;
        Ok(printed(merged, size))
    })
}

/// A document read from text into `arena`, as the operations take it (see [`parse`]).
fn document<'a>(bytes: &'a [u8], role: &str, arena: &'a Arena) -> Result<Obj<'a>, Error> {
    value::into_map(parse_doc(bytes, arena)?, role)
}

fn printed(map: Map<'_>, size: usize) -> Vec<u8> {
    print::to_vec(&Doc::Object(map.freeze()), size)
}

/// [`crate::two_way`] on JSON text.
///
/// ```
/// use smp::{bytes, Schema, TwoWayOptions};
/// let schema = Schema::from_openapi_v2(&serde_json::json!({"definitions": {}}))?;
/// let patch = bytes::two_way(br#"{"a":1,"b":2}"#, br#"{"a":1,"c":3}"#, schema.arbitrary(), &TwoWayOptions::default())?;
/// assert_eq!(patch, br#"{"b":null,"c":3}"#);
/// # Ok::<(), smp::Error>(())
/// ```
pub fn two_way(
    original: &[u8],
    modified: &[u8],
    schema: SchemaRef<'_>,
    options: &TwoWayOptions,
) -> Result<Vec<u8>, Error> {
    with_stack(|| {
        let (texts, work) = (arena_for(&[original, modified]), arena_of(modified.len() / 2));
        let original = document(original, "original", &texts)?;
        let modified = document(modified, "modified", &texts)?;
        let patch = value::two_way_maps::<Doc>(&original, &modified, schema, &options.preconditions, &work)?;
        Ok(printed(patch, 0))
    })
}

/// [`crate::three_way`] on JSON text.
///
/// ```
/// use smp::{bytes, Schema, ThreeWayOptions};
/// let schema = Schema::from_openapi_v2(&serde_json::json!({"definitions": {}}))?;
/// let patch = bytes::three_way(br#"{"a":1}"#, br#"{"b":2}"#, br#"{"a":1,"s":0}"#, schema.arbitrary(),
///                             &ThreeWayOptions::default())?;
/// assert_eq!(patch, br#"{"a":null,"b":2}"#);
/// # Ok::<(), smp::Error>(())
/// ```
pub fn three_way(
    original: &[u8],
    modified: &[u8],
    current: &[u8],
    schema: SchemaRef<'_>,
    options: &ThreeWayOptions,
) -> Result<Vec<u8>, Error> {
    with_stack(|| {
        let (texts, work) = (arena_for(&[original, modified, current]), arena_of(modified.len() / 2));
        let original = document(original, "original", &texts)?;
        let modified = document(modified, "modified", &texts)?;
        let current = document(current, "current", &texts)?;
        let patch = value::three_way_maps::<Doc>(&original, &modified, &current, schema, options, &work)?;
        Ok(printed(patch, 0))
    })
}

#[cfg(test)]
mod tests {
    use serde::Serialize;
    use serde_json::json;

    /// serde_json's printer with Go's indent, which agrees with Go's where no string holds
    /// an HTML-sensitive character or a number is a float.
    fn four_spaces(value: &serde_json::Value) -> Vec<u8> {
        indented_by(value, b"    ")
    }

    fn indented_by(value: &serde_json::Value, step: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        let formatter = serde_json::ser::PrettyFormatter::with_indent(step);
        value.serialize(&mut serde_json::Serializer::with_formatter(&mut out, formatter)).unwrap();
        out
    }

    #[test]
    fn pretty_printing_indents_outside_strings_only() {
        let values = [
            json!({"a": "x,\"y\":[1]{}", "b": ["\\", "\\\"", {}], "c": {"d": [], "e": [{"f": null}]}}),
            json!([]),
            json!({"": "", "k": "\u{1}\n"}),
            json!([[[]], [{}], 1, true]),
        ];
        for value in values {
            assert_eq!(
                String::from_utf8(super::to_vec_pretty(&value)).unwrap(),
                String::from_utf8(four_spaces(&value)).unwrap()
            );
            // Text spaced otherwise comes out the same.
            let spaced = [indented_by(&value, b"\t"), indented_by(&value, b" \r\n")];
            for text in spaced {
                assert_eq!(super::indent(&text), four_spaces(&value));
            }
        }
    }
}
