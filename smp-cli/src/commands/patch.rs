//! `smp patch`: `kubectl patch --local`.

use clap::Args;
use serde_json::Value;

use crate::error::CliError;
use crate::output::{Format, Output};
use crate::schemas::Schemas;
use crate::{format_for, input, PatchKind, SchemaArgs};

#[derive(Args)]
pub struct PatchArgs {
    /// The objects to patch (YAML or JSON, several documents allowed; `-` for stdin)
    #[arg(short = 'f', long = "filename", value_name = "FILE")]
    file: String,
    /// The patch, as JSON or YAML text
    #[arg(
        short = 'p',
        long = "patch",
        value_name = "PATCH",
        conflicts_with = "patch_file",
        required_unless_present = "patch_file"
    )]
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
    #[command(flatten)]
    schemas: SchemaArgs,
}

pub fn run(args: &PatchArgs, out: &mut Output) -> Result<u8, CliError> {
    let patch = read_patch(args)?;
    let documents = input::documents(&args.file)?;
    let schemas = match args.kind {
        PatchKind::Strategic => {
            Some(Schemas::load(args.schemas.kube_version, &args.schemas.crds, &args.schemas.openapi)?)
        }
        PatchKind::Merge => None,
    };
    let mut results = Vec::with_capacity(documents.len());
    for document in &documents {
        let result = match &schemas {
            Some(schemas) => {
                let schema = schemas.require(&document.value).map_err(|e| e.in_file(&document.file))?;
                smp::apply(&document.value, &patch, schema)
            }
            None => smp::json_merge::apply(&document.value, &patch),
        };
        let mut result = result.map_err(|e| CliError::from(e).in_file(&document.file))?;
        if !args.show_managed_fields {
            crate::output::hide_managed_fields(&mut result);
        }
        results.push(result);
    }
    let yaml = documents.first().is_some_and(|d| d.yaml);
    out.objects(&results, format_for(args.output, yaml))?;
    Ok(0)
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
