//! Writing to standard output: kubectl's JSON and YAML forms, and a reader that went away
//! (`smp ... | head`) is no error.

use std::io::{self, IsTerminal, Write};

use serde_json::Value;

use crate::error::CliError;

/// `-o`: how objects and patches are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Json,
    Yaml,
    /// `kind.group/name` of each object, as kubectl's `-o name`
    Name,
}

pub struct Output {
    out: io::BufWriter<io::Stdout>,
    /// The reader closed the pipe: the rest is dropped, and the exit code stays what the
    /// work decides.
    closed: bool,
    pub color: bool,
}

impl Output {
    pub fn stdout() -> Output {
        let color = io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        Output { out: io::BufWriter::new(io::stdout()), closed: false, color }
    }

    pub fn write(&mut self, bytes: &[u8]) -> Result<(), CliError> {
        if self.closed {
            return Ok(());
        }
        match self.out.write_all(bytes) {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
                self.closed = true;
                Ok(())
            }
            other => other.map_err(|e| CliError::new(format!("cannot write the output: {e}"))),
        }
    }

    pub fn line(&mut self, text: &str) -> Result<(), CliError> {
        self.write(text.as_bytes())?;
        self.write(b"\n")
    }

    /// An object as kubectl prints it: `-o json` indented, `-o yaml` a document (the
    /// [`Printer`] puts `---` between two), `-o name` its name on a line.
    pub fn object(&mut self, object: &Value, format: Format) -> Result<(), CliError> {
        match format {
            Format::Name => self.line(&name_of(object)),
            Format::Json => {
                self.write(&smp::bytes::to_vec_pretty(object))?;
                self.write(b"\n")
            }
            Format::Yaml => self.write(smp::yaml::to_string(object)?.as_bytes()),
        }
    }

    /// A patch: compact JSON on one line (what `kubectl patch -p` takes), or YAML.
    pub fn patch(&mut self, patch: &Value, format: Format) -> Result<(), CliError> {
        match format {
            Format::Name => Err(CliError::new("-o name is for objects: print a patch as json or yaml")),
            Format::Json => {
                self.write(&smp::bytes::to_vec(patch))?;
                self.write(b"\n")
            }
            Format::Yaml => self.write(smp::yaml::to_string(patch)?.as_bytes()),
        }
    }

    pub fn finish(&mut self) -> Result<(), CliError> {
        if self.closed {
            return Ok(());
        }
        match self.out.flush() {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
            other => other.map_err(|e| CliError::new(format!("cannot write the output: {e}"))),
        }
    }
}

/// Objects printed one at a time, as `-o` asks, by default in the format of the first
/// object's input (YAML in, YAML out): a YAML stream with `---` between objects, JSON
/// objects one after the other, as kubectl prints them.
pub struct Printer {
    format: Option<Format>,
    /// How many were printed.
    pub count: usize,
}

impl Printer {
    pub fn new(format: Option<Format>) -> Printer {
        Printer { format, count: 0 }
    }

    /// The format: `-o`'s, else that of the first input told of.
    pub fn format(&mut self, yaml_input: bool) -> Format {
        *self.format.get_or_insert(if yaml_input { Format::Yaml } else { Format::Json })
    }

    pub fn object(&mut self, out: &mut Output, object: &Value, yaml_input: bool) -> Result<(), CliError> {
        let format = self.format(yaml_input);
        if format == Format::Yaml && self.count > 0 {
            out.write(b"---\n")?;
        }
        self.count += 1;
        out.object(object, format)
    }

    /// An object printed already as `-o json` prints it.
    pub fn json(&mut self, out: &mut Output, json: &[u8], yaml_input: bool) -> Result<(), CliError> {
        match self.format(yaml_input) {
            Format::Json => {
                self.count += 1;
                out.write(json)?;
                out.write(b"\n")
            }
            _ => self.object(out, &smp::bytes::parse(json)?, yaml_input),
        }
    }
}

/// Leaves `metadata.managedFields` out, as kubectl prints objects unless asked
/// (`--show-managed-fields`).
pub fn hide_managed_fields(object: &mut Value) {
    if let Some(metadata) = object.get_mut("metadata").and_then(Value::as_object_mut) {
        metadata.remove("managedFields");
    }
}

/// An object as kubectl's `-o name` names it: its kind in lower case, a dot and its API
/// group where it has one, a slash and its name (`deployment.apps/web`, `pod/p`).
pub fn name_of(object: &Value) -> String {
    let field = |name: &str| object.get(name).and_then(Value::as_str).unwrap_or("");
    let kind = field("kind").to_lowercase();
    let name = object.pointer("/metadata/name").and_then(Value::as_str).unwrap_or("");
    match crate::scope::api_group(field("apiVersion")) {
        "" => format!("{kind}/{name}"),
        group => format!("{kind}.{group}/{name}"),
    }
}
