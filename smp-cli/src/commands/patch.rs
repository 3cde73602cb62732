//! `smp patch`: `kubectl patch --local`.

use std::borrow::Cow;
use std::cell::OnceCell;

use clap::Args;
use serde_json::Value;

use crate::error::CliError;
use crate::output::{Format, Output, Printer};
use crate::schemas::Schemas;
use crate::{input, PatchKind, SchemaArgs};

#[derive(Args)]
#[command(group(clap::ArgGroup::new("the_patch").required(true).args(["patch", "patch_file"])))]
pub struct PatchArgs {
    /// The objects to patch: a file (YAML or JSON, several documents allowed), a folder
    /// (its .json, .yaml and .yml files) or `-` for stdin; repeatable
    #[arg(short = 'f', long = "filename", value_name = "FILE", required = true)]
    files: Vec<String>,
    /// Read the folders given with -f and every folder below them
    #[arg(short = 'R', long = "recursive")]
    recursive: bool,
    /// The patch, as JSON or YAML text
    #[arg(short = 'p', long = "patch", value_name = "PATCH", conflicts_with = "patch_file")]
    patch: Option<String>,
    /// A file holding the patch
    #[arg(long = "patch-file", value_name = "FILE")]
    patch_file: Option<String>,
    /// The kind of patch
    #[arg(long = "type", value_enum, default_value = "strategic")]
    kind: PatchKind,
    /// Output format (default: the input's, YAML or JSON)
    #[arg(short = 'o', long = "output", value_enum)]
    output: Option<Format>,
    /// Print `metadata.managedFields` too (kubectl leaves them out)
    #[arg(long = "show-managed-fields")]
    show_managed_fields: bool,
    /// Accepted as kubectl takes it: smp patches the files and never reaches a server
    #[arg(long = "local")]
    _local: bool,
    #[command(flatten)]
    schemas: SchemaArgs,
}

/// Patches every object of the files, as kubectl does: an object that cannot be patched
/// is reported on a line of its own, the others are printed, and the exit code says that
/// some failed.
pub fn run(args: &PatchArgs, out: &mut Output) -> Result<u8, CliError> {
    let patch = Patch::read(args)?;
    let files = input::files(&args.files, args.recursive)?;
    let schemas = match args.kind {
        PatchKind::Strategic => {
            Some(Schemas::load(args.schemas.kube_version, &args.schemas.crds, &args.schemas.openapi)?)
        }
        PatchKind::Merge | PatchKind::Json => None,
    };
    let operations = match args.kind {
        PatchKind::Json => Some(crate::rfc6902::operations(patch.value()?)?),
        _ => None,
    };
    let json_path = match (&schemas, args.output) {
        (_, Some(Format::Yaml | Format::Name)) | (None, _) => None,
        (Some(schemas), _) => JsonPath::new(schemas, &patch, !args.show_managed_fields)?,
    };
    // Each object is printed as it is patched, so that memory holds one at a time.
    let mut printer = Printer::new(args.output);
    let mut errors = Vec::new();
    let mut objects = 0;
    let mut pieces = input::Pieces::new(&files);
    while let Some(piece) = pieces.next() {
        let input::Piece { file, chunk, .. } = match piece {
            Ok(piece) => piece,
            Err(error) => {
                errors.push(error);
                continue;
            }
        };
        if let Some(printed) = json_path.as_ref().and_then(|path| path.patch(&chunk.text)) {
            objects += 1;
            printer.json(out, &printed, false)?;
            continue;
        }
        let documents = match chunk.documents(&file) {
            Ok(documents) => documents,
            Err(error) => {
                errors.push(error);
                pieces.stop_file();
                continue;
            }
        };
        for input::Document { value, yaml, .. } in documents {
            objects += 1;
            let patched = match (&operations, input::require_kind(&value)) {
                (_, Err(error)) => Err(error),
                (Some(operations), Ok(())) => crate::rfc6902::apply(&value, operations),
                (None, Ok(())) => patch_one(&value, patch.value()?, schemas.as_ref()),
            };
            match patched {
                Ok(mut result) => {
                    if !args.show_managed_fields {
                        crate::output::hide_managed_fields(&mut result);
                    }
                    printer.object(out, &result, yaml)?;
                }
                Err(error) => errors.push(error.of_named(&file, crate::output::name_of(&value))),
            }
        }
    }
    if objects == 0 && errors.is_empty() {
        errors.push(input::no_objects(&files));
    }
    if printer.count == 0 {
        // Nothing merged the patch: a patch smp cannot read is the error to report.
        patch.value()?;
    }
    Ok(crate::report_all(out, &errors))
}

/// A strategic merge patch with the object's schema, or a JSON merge patch.
/// Both borrowed: the merge reads them where they are and copies only what it keeps.
fn patch_one(object: &Value, patch: &Value, schemas: Option<&Schemas>) -> Result<Value, CliError> {
    Ok(match schemas {
        Some(schemas) => smp::apply(object, patch, schemas.require(object)?)?,
        None => smp::merge_patch::apply(object, patch)?,
    })
}

/// The patch, one document from `-p` or `--patch-file`: its text, and the `Value` read
/// from it the first time an object needs one (the JSON path merges the text itself).
struct Patch {
    name: String,
    text: String,
    /// What the text says where it is one JSON object.
    head: Option<input::Head>,
    value: OnceCell<Value>,
}

impl Patch {
    fn read(args: &PatchArgs) -> Result<Patch, CliError> {
        let (name, text) = match (&args.patch, &args.patch_file) {
            (Some(text), _) => ("the patch (-p)".to_owned(), text.clone()),
            (None, Some(path)) => input::read_text(path)?,
            (None, None) => return Err(CliError::new("give the patch with -p or --patch-file")),
        };
        let head = input::head(&text);
        let patch = Patch { name, text, head, value: OnceCell::new() };
        if patch.head.is_none() {
            // Not one JSON object: YAML, or text whose error is best reported first.
            patch.value()?;
        }
        Ok(patch)
    }

    /// The patch as a `Value`, read on first use.
    fn value(&self) -> Result<&Value, CliError> {
        if let Some(value) = self.value.get() {
            return Ok(value);
        }
        let mut values = input::parse(&self.text).map_err(|e| e.in_file(&self.name))?;
        match values.len() {
            1 => Ok(self.value.get_or_init(|| values.remove(0))),
            count => Err(CliError::new(format!("a patch is one document, found {count}")).in_file(&self.name)),
        }
    }
}

/// JSON in and out without building `Value`s: a file that holds one object of a kind
/// known here, printed as JSON, goes through `smp::bytes`, which reads the text into
/// smp's own document, merges there and prints from it. What is not that plain case
/// (YAML, streams, lists, managed fields to hide, an object that fails) takes the general
/// path, which also says what is wrong; both print the same bytes.
struct JsonPath<'s> {
    schemas: &'s Schemas,
    /// The patch as JSON text.
    patch: Cow<'s, [u8]>,
    hides_managed_fields: bool,
}

impl<'s> JsonPath<'s> {
    /// `None` where the patch itself sets `metadata.managedFields`, which the output
    /// leaves out: the general path removes them.
    fn new(schemas: &'s Schemas, patch: &'s Patch, hides_managed_fields: bool) -> Result<Option<Self>, CliError> {
        let (text, adds_managed_fields) = match &patch.head {
            Some(head) => (Cow::Borrowed(input::without_bom(&patch.text).as_bytes()), head.managed_fields),
            None => {
                let value = patch.value()?;
                let metadata = value.get("metadata").and_then(Value::as_object);
                (Cow::Owned(smp::bytes::to_vec(value)), metadata.is_some_and(|m| m.contains_key("managedFields")))
            }
        };
        Ok((!(hides_managed_fields && adds_managed_fields)).then_some(JsonPath {
            schemas,
            patch: text,
            hides_managed_fields,
        }))
    }

    /// The object of `text` patched and printed, or `None` for the general path.
    fn patch(&self, text: &str) -> Option<Vec<u8>> {
        let head = input::head(text)?;
        let (api_version, kind) = (head.api_version?, head.kind?);
        if kind.ends_with("List") || (head.managed_fields && self.hides_managed_fields) {
            return None;
        }
        let schema = self.schemas.for_kind(&api_version, &kind)?;
        let patched = smp::bytes::apply(input::without_bom(text).as_bytes(), &self.patch, schema).ok()?;
        Some(smp::bytes::indent(&patched))
    }
}
