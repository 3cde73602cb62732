//! `smp patch`: `kubectl patch --local`.

use clap::Args;
use serde_json::Value;

use crate::error::CliError;
use crate::output::{Format, Output};
use crate::schemas::Schemas;
use crate::{format_for, input, PatchKind, SchemaArgs};

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
    let patch = read_patch(args)?;
    let files = input::files(&args.files, args.recursive)?;
    let schemas = match args.kind {
        PatchKind::Strategic => {
            Some(Schemas::load(args.schemas.kube_version, &args.schemas.crds, &args.schemas.openapi)?)
        }
        PatchKind::Merge | PatchKind::Json => None,
    };
    let operations = match args.kind {
        PatchKind::Json => Some(crate::rfc6902::operations(&patch)?),
        _ => None,
    };
    let (documents, mut errors) = input::documents_of(&files);
    let yaml = documents.first().is_some_and(|d| d.yaml);
    let mut results = Vec::with_capacity(documents.len());
    for input::Document { value, file, .. } in documents {
        let patched = match &operations {
            Some(operations) => crate::rfc6902::apply(&value, operations),
            None => patch_one(&value, &patch, schemas.as_ref()),
        };
        let patched = patched.map(|mut result| {
            if !args.show_managed_fields {
                crate::output::hide_managed_fields(&mut result);
            }
            result
        });
        match patched {
            Ok(result) => results.push(result),
            Err(error) => errors.push(error.of_named(&file, crate::output::name_of(&value))),
        }
    }
    out.objects(&results, format_for(args.output, yaml))?;
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
/// The patch: one document, from `-p` or `--patch-file`.
fn read_patch(args: &PatchArgs) -> Result<Value, CliError> {
    let (name, text) = match (&args.patch, &args.patch_file) {
        (Some(text), _) => ("the patch (-p)".to_owned(), text.clone()),
        (None, Some(path)) => input::read_text(path)?,
        (None, None) => return Err(CliError::new("give the patch with -p or --patch-file")),
    };
    let mut values = input::parse(&text).map_err(|e| e.in_file(&name))?;
    match values.len() {
        1 => Ok(values.remove(0)),
        count => Err(CliError::new(format!("a patch is one document, found {count}")).in_file(&name)),
    }
}
