//! Reading manifests as kubectl's `-f` does: files, folders (their `.json`, `.yaml` and
//! `.yml` files; with `-R`, those of every folder below too) or `-` for stdin; JSON or
//! YAML (detected), one document or a stream of them, `kind: List` flattened. Files are
//! read a document at a time ([`Pieces`]), so that memory holds one document, not a file.

use std::io::Read;
use std::path::Path;

use serde::Deserialize;
use serde_json::Value;

use crate::error::CliError;

mod pieces;
mod stream;

pub use pieces::{Origin, Piece, Pieces};
pub use stream::Chunk;

/// The most a document, or a file read whole, may hold: far above any manifest, a bound
/// on memory.
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

/// How messages name the file `path`: `<stdin>` for `-`.
fn shown(path: &str) -> &str {
    if path == "-" {
        "<stdin>"
    } else {
        path
    }
}

/// The text of `path` (`-`: standard input).
pub fn read_text(path: &str) -> Result<(String, String), CliError> {
    let name = shown(path).to_owned();
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

/// The extensions of the files kubectl reads in a folder.
const EXTENSIONS: [&str; 3] = ["json", "yaml", "yml"];

/// The files that `-f` arguments name, in the order kubectl reads them: a file as given,
/// a folder's files by name (`recursive`: and its folders' files, depth first). A URL is
/// refused: smp reads nothing from the network.
pub fn files(args: &[String], recursive: bool) -> Result<Vec<String>, CliError> {
    let mut files = Vec::new();
    for arg in args {
        if arg.starts_with("http://") || arg.starts_with("https://") {
            return Err(
                CliError::new("URLs are not read: smp works offline; download the file and give its path").in_file(arg)
            );
        }
        if arg != "-" && Path::new(arg).is_dir() {
            walk(Path::new(arg), recursive, &mut files)
                .map_err(|e| CliError::new(format!("cannot read: {e}")).in_file(arg))?;
        } else {
            files.push(arg.clone());
        }
    }
    if files.iter().filter(|file| file.as_str() == "-").count() > 1 {
        return Err(CliError::new("standard input (-) can be read once"));
    }
    Ok(files)
}

/// The files of a folder that kubectl reads, by name, and with `recursive` those below.
fn walk(dir: &Path, recursive: bool, files: &mut Vec<String>) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    // Go's `filepath.Walk` visits names in byte order.
    entries.sort_by_key(|entry| entry.file_name());
    for entry in entries {
        let path = entry.path();
        if path.is_dir() {
            if recursive {
                walk(&path, recursive, files)?;
            }
        } else if path.extension().and_then(|e| e.to_str()).is_some_and(|e| EXTENSIONS.contains(&e)) {
            files.push(path.to_string_lossy().into_owned());
        }
    }
    Ok(())
}

/// Every document of `path`, objects only (none for an empty file).
pub fn documents(path: &str) -> Result<Vec<Document>, CliError> {
    let mut documents = Vec::new();
    for piece in Pieces::new(&[path.to_owned()]) {
        let piece = piece?;
        documents.extend(piece.chunk.documents(&piece.file)?);
    }
    Ok(documents)
}

impl Chunk {
    /// The documents of the chunk, objects only (`kind: List` flattened), read from
    /// `file`: an error names the file's line and column.
    pub fn documents(&self, file: &str) -> Result<Vec<Document>, CliError> {
        let values = parse(&self.text).map_err(|e| self.place(e).in_file(file))?;
        let mut documents = Vec::new();
        for value in values {
            flatten(value, &mut documents, &Document { value: Value::Null, file: file.to_owned(), yaml: self.yaml })?;
        }
        Ok(documents)
    }
}

/// Calls `each` on every object of `files`, one at a time: a file that does not read stops
/// there, its error put into `errors`, and the other files go on; an error of `each` is the
/// object's, put into `errors` too. Where there is no object at all, that is the error.
pub fn each_document(
    files: &[String],
    errors: &mut Vec<CliError>,
    mut each: impl FnMut(Document) -> Result<(), CliError>,
) {
    let mut objects = 0;
    let mut pieces = Pieces::new(files);
    while let Some(piece) = pieces.next() {
        let piece = match piece {
            Ok(piece) => piece,
            Err(error) => {
                errors.push(error);
                continue;
            }
        };
        match piece.chunk.documents(&piece.file) {
            Ok(documents) => {
                for document in documents {
                    objects += 1;
                    if let Err(error) = each(document) {
                        errors.push(error);
                    }
                }
            }
            Err(error) => {
                errors.push(error);
                pieces.stop_file();
            }
        }
    }
    if objects == 0 && errors.is_empty() {
        errors.push(no_objects(files));
    }
}

/// The error where the files hold no object at all.
pub fn no_objects(files: &[String]) -> CliError {
    match files {
        [one] => CliError::new("no objects in it").in_file(shown(one)),
        _ => CliError::new("no objects in the files given"),
    }
}

/// An object kubectl can decode: one with a kind. kubectl's error otherwise, with the
/// object as JSON, as kubectl prints it.
pub fn require_kind(object: &Value) -> Result<(), CliError> {
    match object.get("kind").and_then(Value::as_str) {
        Some(kind) if !kind.is_empty() => Ok(()),
        _ => Err(CliError::new(format!(
            "Object 'Kind' is missing in '{}'",
            String::from_utf8_lossy(&smp::bytes::to_vec(object))
        ))),
    }
}

/// The objects the kustomization in `dir` builds: what `kubectl kustomize DIR` prints
/// (kubectl embeds kustomize), or `kustomize build DIR` where there is no kubectl; and the
/// name messages give it.
pub fn kustomized(dir: &str) -> Result<(Pieces, Option<String>), CliError> {
    let run = |program: &str, args: &[&str]| std::process::Command::new(program).args(args).arg(dir).output();
    let (program, output) = match run("kubectl", &["kustomize"]) {
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => ("kustomize build", run("kustomize", &["build"])),
        output => ("kubectl kustomize", output),
    };
    let output = output.map_err(|e| CliError::new(format!("cannot run {program} (for -k): {e}")))?;
    let name = format!("{dir} ({program})");
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let line = stderr.lines().rev().find(|line| !line.trim().is_empty()).unwrap_or("it failed");
        // kubectl logs the error as `E1206 … run.go:72] "command failed" err="<reason>"`.
        let reason = line.split_once(" err=\"").map_or(line, |(_, reason)| reason.strip_suffix('"').unwrap_or(reason));
        return Err(CliError::new(format!("{program} failed: {}", reason.trim())).in_file(&name));
    }
    let text = String::from_utf8(output.stdout).map_err(|_| CliError::new("not UTF-8").in_file(&name))?;
    Ok((Pieces::of_text(&name, text), Some(name)))
}

/// Exactly one document of `path`.
pub fn one_document(path: &str) -> Result<Document, CliError> {
    let mut documents = documents(path)?;
    match documents.len() {
        1 => Ok(documents.remove(0)),
        0 => Err(CliError::new("no objects in it").in_file(shown(path))),
        count => Err(CliError::new(format!("expected one object, found {count}")).in_file(&documents[0].file)),
    }
}

/// JSON (one value or several in a row) when the text starts with `{` or `[`, else YAML.
pub fn parse(text: &str) -> Result<Vec<Value>, CliError> {
    let body = without_bom(text);
    if !is_json(text) {
        return Ok(smp::yaml::from_str_multiple(text)?);
    }
    // One document, the common case, as deep as smp reads documents.
    match smp::bytes::parse(body.as_bytes()) {
        Ok(value) => return Ok(vec![value]),
        Err(error) if matches!(error.kind(), smp::ErrorKind::TooDeep { .. }) => return Err(error.into()),
        // Several in a row, or an error the stream below places (line and column).
        Err(_) => {}
    }
    let mut values = Vec::new();
    let mut stream = serde_json::Deserializer::from_str(body).into_iter::<serde::de::IgnoredAny>();
    let mut start = 0;
    while let Some(next) = stream.next() {
        next.map_err(|e| {
            // The position goes before the message, once; serde_json's column 0 (nothing read
            // on the line yet: the end of the input after a line break) is the line's start.
            let message = e.to_string();
            let message =
                message.strip_suffix(&format!(" at line {} column {}", e.line(), e.column())).unwrap_or(&message);
            CliError {
                position: Some((e.line() as u64, e.column().max(1) as u64)),
                ..CliError::new(format!("invalid JSON: {message}"))
            }
        })?;
        let end = stream.byte_offset();
        // smp reads each value as Go does (numbers, depth bounds).
        values.push(smp::bytes::parse(&body.as_bytes()[start..end])?);
        start = end;
    }
    Ok(values)
}

/// What a JSON text says of the object it holds, read without building the rest.
pub struct Head {
    pub api_version: Option<String>,
    pub kind: Option<String>,
    /// Whether `metadata.managedFields` is there.
    pub managed_fields: bool,
}

/// The [`Head`] of `text` when it is one JSON object (nothing after it), else `None` (a
/// stream, a list, YAML, `apiVersion` or `kind` not strings, text serde_json rejects):
/// the caller then reads the text as [`documents_in`] and [`parse`] do.
pub fn head(text: &str) -> Option<Head> {
    #[derive(serde::Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Object {
        api_version: Option<String>,
        kind: Option<String>,
        metadata: Option<Metadata>,
    }
    #[derive(serde::Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Metadata {
        // There, null included.
        #[serde(default, deserialize_with = "present")]
        managed_fields: bool,
    }
    fn present<'de, D: serde::Deserializer<'de>>(field: D) -> Result<bool, D::Error> {
        serde::de::IgnoredAny::deserialize(field).map(|_| true)
    }
    let body = without_bom(text);
    // A struct also reads from a JSON array: only an object is an object here.
    if !body.trim_start().starts_with('{') {
        return None;
    }
    let object: Object = serde_json::from_str(body).ok()?;
    let managed_fields = object.metadata.is_some_and(|metadata| metadata.managed_fields);
    Some(Head { api_version: object.api_version, kind: object.kind, managed_fields })
}

/// The text after a byte order mark, which kubectl reads past.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Whether the text is JSON: it starts with `{` or `[` (YAML's flow style does too, but a
/// manifest in flow style is JSON in practice, and JSON is YAML).
fn is_json(text: &str) -> bool {
    without_bom(text).trim_start().starts_with(['{', '['])
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
