//! Indexes each enabled version's definitions document, so that a process that needs one
//! kind reads that kind's definitions and nothing else: where each definition's text lies
//! in the embedded document, where its tape starts (`src/tape.rs`: the definition laid out
//! to be read without a parse, written to `$OUT_DIR/<version>.tape`), and which definition
//! declares each kind (`x-kubernetes-group-version-kind`). Written to `$OUT_DIR/index.rs`
//! as static tables.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

use serde_json::value::RawValue;
use serde_json::Value;

// The crate's own reading of a schema, so that "only names another definition" means here
// what it means to smp's converter.
#[allow(dead_code)]
#[path = "src/extensions.rs"]
mod extensions;
#[allow(dead_code)]
#[path = "src/json.rs"]
mod json;
#[allow(dead_code)]
#[path = "src/shape.rs"]
mod shape;
// The tape's layout, written here as `src/tape.rs` reads it.
#[allow(dead_code)]
#[path = "src/tape.rs"]
mod tape;

use tape::{ARRAY, FALSE, NULL, NUMBER, OBJECT, STRING, TRUE};

const VERSIONS: [(&str, &str, &str); 6] = [
    ("V1_32", "CARGO_FEATURE_V1_32", "data/k8s-v1.32.json"),
    ("V1_33", "CARGO_FEATURE_V1_33", "data/k8s-v1.33.json"),
    ("V1_34", "CARGO_FEATURE_V1_34", "data/k8s-v1.34.json"),
    ("V1_35", "CARGO_FEATURE_V1_35", "data/k8s-v1.35.json"),
    ("V1_36", "CARGO_FEATURE_V1_36", "data/k8s-v1.36.json"),
    ("V1_37", "CARGO_FEATURE_V1_37", "data/k8s-v1.37.json"),
];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/shape.rs");
    println!("cargo:rerun-if-changed=src/extensions.rs");
    println!("cargo:rerun-if-changed=src/json.rs");
    println!("cargo:rerun-if-changed=src/tape.rs");
    let mut out = String::new();
    for (name, feature, path) in VERSIONS {
        println!("cargo:rerun-if-changed={path}");
        if std::env::var_os(feature).is_none() {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {path}: {e}"));
        index(&mut out, name, &text).unwrap_or_else(|e| panic!("indexing {path}: {e}"));
    }
    std::fs::write(out_dir().join("index.rs"), out).expect("writing the index");
}

fn out_dir() -> std::path::PathBuf {
    std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR").into()
}

/// `static <NAME>_INDEX: Index`: each definition's byte range in `text`, by name (the
/// document's order, which is sorted), and each kind's definition, the last that declares
/// it winning, as `smp::Schema::from_openapi_v2` registers kinds.
fn index(out: &mut String, name: &str, text: &str) -> Result<(), String> {
    let document: HashMap<&str, &RawValue> = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let definitions = document.get("definitions").ok_or("no `definitions`")?;
    let definitions: BTreeMap<&str, &RawValue> = serde_json::from_str(definitions.get()).map_err(|e| e.to_string())?;
    let mut kinds = BTreeMap::new();
    let tape_file = format!("{}.tape", name.to_lowercase());
    writeln!(out, "static {name}_INDEX: Index = Index {{").unwrap();
    writeln!(out, "    tape: include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{tape_file}\")),\n    definitions: &[")
        .unwrap();
    let mut tape = TapeWriter { text, words: Vec::new() };
    for (position, (definition, raw)) in definitions.iter().enumerate() {
        let start = raw.get().as_ptr() as usize - text.as_ptr() as usize;
        let end = start + raw.get().len();
        let at = tape.words.len();
        let after = tape.value(start).map_err(|e| format!("{definition}: {e}"))?;
        if after != end {
            return Err(format!("{definition}: the tape ends at {after}, the text at {end}"));
        }
        writeln!(out, "        ({definition:?}, {start}, {end}, {at}),").unwrap();
        let value: Value = serde_json::from_str(raw.get()).map_err(|e| e.to_string())?;
        // smp reads each definition for itself (`Definitions`): one that only names another
        // would need the chain followed first.
        if shape::reference(&value).is_some() {
            return Err(format!(
                "{definition} only names another definition, which smp_schemas::Definitions does not follow"
            ));
        }
        for gvk in value.get("x-kubernetes-group-version-kind").and_then(Value::as_array).into_iter().flatten() {
            let field = |key: &str| gvk.get(key).and_then(Value::as_str).unwrap_or_default();
            let Some(kind) = gvk.get("kind").and_then(Value::as_str) else { continue };
            let api_version = match field("group") {
                "" => field("version").to_owned(),
                group => format!("{group}/{}", field("version")),
            };
            kinds.insert((api_version, kind.to_owned()), position);
        }
    }
    writeln!(out, "    ],\n    kinds: &[").unwrap();
    for ((api_version, kind), position) in kinds {
        writeln!(out, "        ({api_version:?}, {kind:?}, {position}),").unwrap();
    }
    writeln!(out, "    ],\n}};").unwrap();
    let bytes: Vec<u8> = tape.words.iter().flat_map(|word| word.to_le_bytes()).collect();
    std::fs::write(out_dir().join(tape_file), bytes).map_err(|e| e.to_string())?;
    Ok(())
}

/// Writes JSON text as a tape (the layout is `src/tape.rs`'s). The text is this crate's
/// own, extracted without escapes or duplicate keys, and it is checked here: the tape
/// points into the text for its strings, so a string must read there as it is.
struct TapeWriter<'t> {
    text: &'t str,
    words: Vec<u32>,
}

impl TapeWriter<'_> {
    /// Writes the value at byte `at` and returns where it ends.
    fn value(&mut self, at: usize) -> Result<usize, String> {
        let bytes = self.text.as_bytes();
        let at = self.skip_space(at);
        match bytes.get(at) {
            Some(b'{') => self.container(at, OBJECT, b'}'),
            Some(b'[') => self.container(at, ARRAY, b']'),
            Some(b'"') => self.string(at),
            Some(b'-' | b'0'..=b'9') => {
                let len = bytes[at..]
                    .iter()
                    .take_while(|b| matches!(b, b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9'))
                    .count();
                self.text_at(NUMBER, at, len)?;
                Ok(at + len)
            }
            _ => {
                for (word, tag) in [("null", NULL), ("false", FALSE), ("true", TRUE)] {
                    if self.text[at..].starts_with(word) {
                        self.words.push(tag);
                        return Ok(at + word.len());
                    }
                }
                Err(format!("no JSON value at byte {at}"))
            }
        }
    }

    /// An object or array: its members or elements, then how many words they took.
    fn container(&mut self, at: usize, tag: u32, close: u8) -> Result<usize, String> {
        let header = self.words.len();
        self.words.push(tag);
        let text = self.text;
        let mut keys = std::collections::HashSet::new();
        let mut at = self.skip_space(at + 1);
        if self.text.as_bytes().get(at) == Some(&close) {
            return Ok(at + 1);
        }
        loop {
            if tag == OBJECT {
                let key_start = self.skip_space(at);
                let key_end = self.string(key_start)?;
                at = self.skip_space(key_end);
                if !keys.insert(&text[key_start..key_end]) {
                    return Err(format!("a key twice in one object, at byte {key_start}"));
                }
                if self.text.as_bytes().get(at) != Some(&b':') {
                    return Err(format!("no `:` at byte {at}"));
                }
                at += 1;
            }
            let value_end = self.value(at)?;
            at = self.skip_space(value_end);
            let size = u32::try_from(self.words.len() - header - 1).map_err(|e| e.to_string())?;
            self.words[header] = tag | size.checked_mul(8).ok_or("a value too long for its tape")?;
            match self.text.as_bytes().get(at) {
                Some(b',') => at += 1,
                Some(&byte) if byte == close => return Ok(at + 1),
                _ => return Err(format!("no `,` or end at byte {at}")),
            }
        }
    }

    /// A string without escapes: its length and offset.
    fn string(&mut self, at: usize) -> Result<usize, String> {
        if self.text.as_bytes().get(at) != Some(&b'"') {
            return Err(format!("no string at byte {at}"));
        }
        let start = at + 1;
        let len = self.text[start..].find('"').ok_or("a string without its end")?;
        if self.text[start..start + len].contains(['\\', '\n']) {
            return Err(format!(
                "a string with an escape or a line break at byte {start}: the tape points into the text"
            ));
        }
        self.text_at(STRING, start, len)?;
        Ok(start + len + 1)
    }

    fn text_at(&mut self, tag: u32, start: usize, len: usize) -> Result<(), String> {
        let len = u32::try_from(len).ok().and_then(|len| len.checked_mul(8)).ok_or("a string too long")?;
        self.words.extend([tag | len, u32::try_from(start).map_err(|e| e.to_string())?]);
        Ok(())
    }

    fn skip_space(&self, at: usize) -> usize {
        at + self.text.as_bytes()[at..].iter().take_while(|b| b.is_ascii_whitespace()).count()
    }
}
