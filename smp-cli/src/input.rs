//! Reading manifests: files or `-` for stdin, JSON or YAML (detected), one document or a
//! stream of them, `kind: List` flattened as kubectl does.

use std::io::Read;

use serde_json::Value;

use crate::error::CliError;

/// The most a file may hold: far above any manifest, a bound on memory.
const MAX_INPUT: u64 = 256 << 20;

/// A document read from a file, and where.
#[derive(Debug, Clone)]
pub struct Document {
    pub value: Value,
    /// The file's name (`<stdin>` for `-`).
    pub file: String,
    /// Whether the file was YAML (else JSON): the output follows it by default.
    pub yaml: bool,
}

/// The text of `path` (`-`: standard input).
pub fn read_text(path: &str) -> Result<(String, String), CliError> {
    let name = if path == "-" { "<stdin>".to_owned() } else { path.to_owned() };
    let mut bytes = Vec::new();
    let result = if path == "-" {
        std::io::stdin().lock().take(MAX_INPUT + 1).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|file| file.take(MAX_INPUT + 1).read_to_end(&mut bytes))
    };
    result.map_err(|e| CliError::new(format!("cannot read: {e}")).in_file(&name))?;
    if bytes.len() as u64 > MAX_INPUT {
        return Err(CliError::new(format!("larger than {} MiB", MAX_INPUT >> 20)).in_file(&name));
    }
    let text = String::from_utf8(bytes).map_err(|e| CliError::new(format!("not UTF-8 text: {e}")).in_file(&name))?;
    Ok((name, text))
}

/// Every document of `path`, objects only.
pub fn documents(path: &str) -> Result<Vec<Document>, CliError> {
    let (file, text) = read_text(path)?;
    let values = parse(&text).map_err(|e| e.in_file(&file))?;
    let yaml = !is_json(&text);
    let mut documents = Vec::new();
    for value in values {
        flatten(value, &mut documents, &Document { value: Value::Null, file: file.clone(), yaml })?;
    }
    if documents.is_empty() {
        return Err(CliError::new("no objects in it").in_file(&file));
    }
    Ok(documents)
}

/// Exactly one document of `path`.
pub fn one_document(path: &str) -> Result<Document, CliError> {
    let mut documents = documents(path)?;
    match documents.len() {
        1 => Ok(documents.remove(0)),
        count => {
            let file = documents.first().map_or(path, |document| document.file.as_str());
            Err(CliError::new(format!("expected one object, found {count}")).in_file(file))
        }
    }
}

/// JSON (one value or several in a row) when the text starts with `{` or `[`, else YAML.
pub fn parse(text: &str) -> Result<Vec<Value>, CliError> {
    let body = text.strip_prefix('\u{feff}').unwrap_or(text);
    if !is_json(text) {
        return Ok(smp::yaml::from_str_multiple(text)?);
    }
    let mut values = Vec::new();
    let mut stream = serde_json::Deserializer::from_str(body).into_iter::<serde::de::IgnoredAny>();
    let mut start = 0;
    while let Some(next) = stream.next() {
        next.map_err(|e| CliError {
            position: Some((e.line() as u64, e.column() as u64)),
            ..CliError::new(format!("invalid JSON: {e}"))
        })?;
        let end = stream.byte_offset();
        // smp reads each value as Go does (numbers, depth bounds).
        values.push(smp::json::parse(&body.as_bytes()[start..end])?);
        start = end;
    }
    Ok(values)
}

/// Whether the text is JSON: it starts with `{` or `[` (YAML's flow style does too, but a
/// manifest in flow style is JSON in practice, and JSON is YAML).
fn is_json(text: &str) -> bool {
    text.strip_prefix('\u{feff}').unwrap_or(text).trim_start().starts_with(['{', '['])
}

/// Adds `value` (its items, for a list) to `out`, as documents like `like`.
fn flatten(value: Value, out: &mut Vec<Document>, like: &Document) -> Result<(), CliError> {
    match value {
        Value::Object(mut map) if is_list(&map) => {
            if let Some(Value::Array(items)) = map.remove("items") {
                for item in items {
                    flatten(item, out, like)?;
                }
            }
            Ok(())
        }
        Value::Object(_) => {
            out.push(Document { value, ..like.clone() });
            Ok(())
        }
        other => {
            let found = match other {
                Value::Array(_) => "a list",
                Value::String(_) => "a string",
                Value::Number(_) => "a number",
                Value::Bool(_) => "a boolean",
                _ => "null",
            };
            Err(CliError::new(format!("expected a Kubernetes object (a mapping), found {found}")).in_file(&like.file))
        }
    }
}

/// `kind: List` (or `PodList`, ...) with `items`: kubectl applies each item.
fn is_list(map: &serde_json::Map<String, Value>) -> bool {
    let kind = map.get("kind").and_then(Value::as_str).unwrap_or("");
    kind.ends_with("List") && map.get("items").is_some_and(Value::is_array)
}
