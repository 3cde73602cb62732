//! YAML manifests in and out (feature `yaml`), read as kubectl reads them.
//!
//! kubectl turns YAML into JSON with `sigs.k8s.io/yaml` (YAML 1.1, `go-yaml` v2) and then
//! reads the JSON; the documents here are what that gives, so that a patch planned from a
//! YAML file is the patch kubectl plans from it:
//! - YAML 1.1 scalars: `yes`, `no`, `on`, `off`, `y` and `n` are booleans, `0644` is octal
//!   (420), `0x1F` and `1_000` are integers; quote them to keep them strings;
//! - numbers as JSON holds them after Go prints and re-reads them: `1.0` is the integer
//!   `1`, an integer beyond the 64-bit signed range is a float;
//! - mapping keys are resolved the same way and then printed as text (`on:` is the key
//!   `"true"`, `0x10:` is `"16"`); of two keys that are the same, as written or as read
//!   (`on:` and `yes:`), the last one wins, as in kubectl;
//! - a stream's empty documents (`---` alone, or only comments) are skipped;
//! - `.inf` and `.nan`, which JSON cannot hold, `null` keys and integer keys beyond the
//!   64-bit signed range are errors, as in kubectl.
//!
//! One difference is known: go-yaml reads a plain scalar with consecutive underscores
//! (`1__0`) as a number (10), smp as the string `"1__0"`.
//!
//! Errors are [`ErrorKind::InvalidYaml`] with the line and column of the bad input.
//! Reading is bounded: nesting to [`MAX_YAML_DEPTH`] levels, aliases and their expansion limited (a "billion laughs" document is refused),
//! and the work proportional to the text; the parser gets the stack it needs whatever
//! the caller's thread has.
//!
//! ```
//! use serde_json::json;
//! let manifest = smp::yaml::from_str("
//! apiVersion: v1
//! kind: Secret
//! metadata: {name: tls}
//! immutable: yes
//! data: {mode: 0644}
//! ")?;
//! assert_eq!(manifest["immutable"], json!(true));
//! assert_eq!(manifest["data"]["mode"], json!(420));
//! assert_eq!(smp::yaml::from_str(&smp::yaml::to_string(&manifest)?)?, manifest);
//!
//! let error = smp::yaml::from_str("a: 1\nb: [2\n").unwrap_err();
//! assert!(matches!(error.kind(), smp::ErrorKind::InvalidYaml { line: Some(_), .. }));
//! # Ok::<(), smp::Error>(())
//! ```

use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};
use serde_saphyr::options::Options;

use crate::bounds::{check_depth, check_depth_within, with_stack, with_stack_of};
use crate::error::{Error, ErrorKind, JsonPath};

mod emit;
mod resolve;

/// How deep a YAML document may nest: 128 levels.
pub const MAX_YAML_DEPTH: usize = 128;

/// The parser's stack at [`MAX_YAML_DEPTH`], with room to spare: its frames are larger
/// than the walkers' (about 27 KiB a level unoptimised). Allocated, not touched until used.
const YAML_STACK: usize = if cfg!(debug_assertions) { 16 << 20 } else { 4 << 20 };

/// Reads one YAML document. Empty text, or a stream with no document, is an error, and
/// so is a stream of several (see [`from_str_multiple`]).
pub fn from_str(text: &str) -> Result<Value, Error> {
    let mut documents = from_str_multiple(text)?;
    match documents.len() {
        1 => Ok(documents.pop().unwrap_or_default()),
        count => Err(invalid(None, format!("expected one document, found {count}"))),
    }
}

/// Reads a stream of YAML documents (separated by `---`), skipping empty ones.
///
/// ```
/// let documents = smp::yaml::from_str_multiple("kind: A\n---\n# nothing\n---\nkind: B\n")?;
/// assert_eq!(documents.len(), 2);
/// # Ok::<(), smp::Error>(())
/// ```
pub fn from_str_multiple(text: &str) -> Result<Vec<Value>, Error> {
    with_stack_of(YAML_STACK, || {
        let documents: Vec<GoYaml> =
            serde_saphyr::from_multiple_with_options(text, options(text.len())).map_err(|error| {
                let location = error.location().filter(|l| l.line() > 0).map(|l| (l.line(), l.column()));
                invalid(location, reason(&error))
            })?;
        let mut documents: Vec<Value> =
            documents.into_iter().map(|document| document.0).filter(|d| !d.is_null()).collect();
        for document in &mut documents {
            check_depth(document)?;
            crate::bytes::as_go_reads_printed(document);
        }
        Ok(documents)
    })
}

/// Prints a document as YAML, byte for byte as kubectl's `-o yaml` prints it (go-yaml v2:
/// its key order, its quoting, which keeps every string a string when read back, and its
/// line breaking at 80 columns), but for two kinds of strings that kubectl's own output
/// does not read back as they were: `<<` (a merge key to a reader) and text holding the
/// line separators NEL, LS or PS, which smp writes double-quoted with escapes. A document nested deeper than reading accepts
/// ([`MAX_YAML_DEPTH`]) is refused with `TooDeep`.
///
/// ```
/// use serde_json::json;
/// let text = smp::yaml::to_string(&json!({"b": ["x"], "a": {"on": "true", "v": "1.15.1", "e": {}}}))?;
/// assert_eq!(text, "a:\n  e: {}\n  \"on\": \"true\"\n  v: 1.15.1\nb:\n- x\n");
/// # Ok::<(), smp::Error>(())
/// ```
pub fn to_string(document: &Value) -> Result<String, Error> {
    check_depth_within(document, MAX_YAML_DEPTH)?;
    Ok(with_stack(|| emit::to_go_yaml(document)))
}

/// Prints documents as one YAML stream, `---` between them, as kubectl prints several.
///
/// ```
/// use serde_json::json;
/// let text = smp::yaml::to_string_multiple(&[json!({"kind": "A"}), json!({"kind": "B"})])?;
/// assert_eq!(smp::yaml::from_str_multiple(&text)?, [json!({"kind": "A"}), json!({"kind": "B"})]);
/// # Ok::<(), smp::Error>(())
/// ```
pub fn to_string_multiple(documents: &[Value]) -> Result<String, Error> {
    let mut text = String::new();
    for (index, document) in documents.iter().enumerate() {
        if index > 0 {
            text.push_str("---\n");
        }
        text.push_str(&to_string(document)?);
    }
    Ok(text)
}

/// kubectl's YAML 1.1 reading, with limits that grow with the text, not beyond it.
fn options(len: usize) -> Options {
    let mut options = Options::default();
    options.legacy_octal_numbers = true;
    options.duplicate_keys = serde_saphyr::options::DuplicateKeyPolicy::LastWins;
    let mut budget = options.budget.take().unwrap_or_default();
    budget.max_depth = MAX_YAML_DEPTH;
    budget.max_nodes = budget.max_nodes.max(len);
    budget.max_events = budget.max_events.max(len.saturating_mul(2));
    budget.max_documents = budget.max_documents.max(len / 4);
    budget.max_total_scalar_bytes = budget.max_total_scalar_bytes.max(len);
    options.budget = Some(budget);
    options.with_snippet = false;
    options
}

/// The parser's message without the positions it adds (the error carries the position).
fn reason(error: &serde_saphyr::Error) -> String {
    let text = error.without_snippet().to_string();
    let mut text = text.strip_prefix("error: ").unwrap_or(&text);
    if let Some((position, rest)) = text.split_once(": ") {
        if position.starts_with("line ") && position.contains(" column ") {
            text = rest;
        }
    }
    text.split(" at line ").next().unwrap_or(text).trim().to_owned()
}

fn invalid(location: Option<(u64, u64)>, reason: String) -> Error {
    let (line, column) = location.unzip();
    Error::new(ErrorKind::InvalidYaml { line, column, reason }, JsonPath::root())
}

/// A YAML node as kubectl's conversion makes it into JSON.
struct GoYaml(Value);

impl<'de> Deserialize<'de> for GoYaml {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(NodeVisitor).map(GoYaml)
    }
}

struct NodeVisitor;

impl<'de> Visitor<'de> for NodeVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a YAML node")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Value, E> {
        serde_json::Number::from_f64(v).map(Value::Number).ok_or_else(|| E::custom(format!("{v} is not a JSON number")))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(NodeVisitor)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(GoYaml(item)) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Value, A::Error> {
        let mut map = Map::new();
        while let Some(GoKey(key)) = access.next_key()? {
            let GoYaml(value) = access.next_value()?;
            // The last of a repeated key wins, as in kubectl.
            map.insert(key, value);
        }
        Ok(Value::Object(map))
    }
}

/// A mapping key, resolved as a YAML 1.1 scalar and printed as `sigs.k8s.io/yaml` does.
struct GoKey(String);

impl<'de> Deserialize<'de> for GoKey {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(KeyVisitor).map(GoKey)
    }
}

struct KeyVisitor;

impl Visitor<'_> for KeyVisitor {
    type Value = String;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string, number or boolean as a mapping key")
    }
    fn visit_bool<E>(self, v: bool) -> Result<String, E> {
        Ok(v.to_string())
    }
    fn visit_i64<E>(self, v: i64) -> Result<String, E> {
        Ok(v.to_string())
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<String, E> {
        match i64::try_from(v) {
            Ok(v) => Ok(v.to_string()),
            // kubectl refuses it ("unsupported map key of type: uint64").
            Err(_) => Err(E::custom(format!("the mapping key {v} is beyond the 64-bit signed integers kubectl takes"))),
        }
    }
    fn visit_f64<E>(self, v: f64) -> Result<String, E> {
        Ok(go_float32_g(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<String, E> {
        Ok(v.to_owned())
    }
    fn visit_string<E>(self, v: String) -> Result<String, E> {
        Ok(v)
    }
    fn visit_unit<E: de::Error>(self) -> Result<String, E> {
        Err(E::custom("a null mapping key, which JSON cannot hold"))
    }
    fn visit_none<E: de::Error>(self) -> Result<String, E> {
        self.visit_unit()
    }
}

/// `strconv.FormatFloat(v, 'g', -1, 32)`, how `sigs.k8s.io/yaml` prints a float key:
/// the shortest digits of the 32-bit float, with an exponent below 1e-4 and from 1e6.
fn go_float32_g(v: f64) -> String {
    let v = v as f32;
    if !v.is_finite() {
        return if v.is_nan() {
            "NaN".into()
        } else if v > 0.0 {
            "+Inf".into()
        } else {
            "-Inf".into()
        };
    }
    // `{:e}` gives the shortest round-trip digits: `d.ddde±x`.
    let scientific = format!("{v:e}");
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    if !(-4..6).contains(&exponent) {
        let sign = if exponent < 0 { '-' } else { '+' };
        return format!("{mantissa}e{sign}{:02}", exponent.abs());
    }
    format!("{v}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_keys_print_as_go_prints_them() {
        for (v, go) in [
            (1.5, "1.5"),
            (1.0, "1"),
            (0.0001, "0.0001"),
            (0.00001, "1e-05"),
            (2500.0, "2500"),
            (123456.5, "123456.5"),
            (1e6, "1e+06"),
        ] {
            assert_eq!(go_float32_g(v), go, "{v}");
        }
    }
}
