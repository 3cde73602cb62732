//! `smp diff` and `smp three-way`: the patches, as the reference computes them.

use clap::Args;

use crate::error::CliError;
use crate::input::{self, Document};
use crate::output::{Format, Output};
use crate::schemas::Schemas;
use crate::{format_for, PatchKind, SchemaArgs};

#[derive(Args)]
pub struct DiffArgs {
    /// The object before (YAML or JSON; `-` for stdin)
    original: String,
    /// The object after
    modified: String,
    #[command(flatten)]
    common: Common,
}

#[derive(Args)]
pub struct ThreeWayArgs {
    /// The last-applied configuration
    original: String,
    /// The desired object
    modified: String,
    /// The live object
    current: String,
    /// Refuse changes that conflict with what others changed since ORIGINAL
    #[arg(long = "no-overwrite")]
    no_overwrite: bool,
    #[command(flatten)]
    common: Common,
}

#[derive(Args)]
struct Common {
    /// The kind of patch
    #[arg(long = "type", value_enum, default_value = "strategic")]
    kind: PatchKind,
    /// Output format (default: the input's; JSON on one line)
    #[arg(short = 'o', long = "output", value_enum)]
    output: Option<Format>,
    #[command(flatten)]
    schemas: SchemaArgs,
}

pub fn run_two_way(args: &DiffArgs, out: &mut Output) -> Result<u8, CliError> {
    let [original, modified] = read_all([&args.original, &args.modified])?;
    let patch = match args.common.kind {
        PatchKind::Strategic => {
            let schemas = load(&args.common)?;
            let schema = schemas.require(&modified.value).map_err(|e| e.in_file(&modified.file))?;
            smp::two_way(&original.value, &modified.value, schema, &smp::TwoWayOptions::default())
        }
        PatchKind::Merge => smp::merge_patch::two_way(&original.value, &modified.value, &smp::TwoWayOptions::default()),
        PatchKind::Json => return Err(no_json_patches()),
    };
    let patch = patch.map_err(|e| CliError::from(e).in_file(&modified.file))?;
    out.patch(&patch, format_for(args.common.output, modified.yaml))?;
    Ok(0)
}

pub fn run_three_way(args: &ThreeWayArgs, out: &mut Output) -> Result<u8, CliError> {
    let [original, modified, current] = read_all([&args.original, &args.modified, &args.current])?;
    let options = smp::ThreeWayOptions::kubectl_apply().overwrite(!args.no_overwrite);
    let patch = match args.common.kind {
        PatchKind::Strategic => {
            let schemas = load(&args.common)?;
            let schema = schemas.require(&modified.value).map_err(|e| e.in_file(&modified.file))?;
            smp::three_way(&original.value, &modified.value, &current.value, schema, &options)
        }
        // kubectl's JSON merge three-way patch has no overwrite option: it ignores the flag.
        PatchKind::Merge if args.no_overwrite => {
            return Err(CliError::new(
                "--no-overwrite is for strategic merge patches: kubectl ignores it for JSON merge patches",
            ))
        }
        PatchKind::Merge => smp::merge_patch::three_way(&original.value, &modified.value, &current.value, &options),
        PatchKind::Json => return Err(no_json_patches()),
    };
    let patch = patch.map_err(|e| CliError::from(e).in_file(&modified.file))?;
    out.patch(&patch, format_for(args.common.output, modified.yaml))?;
    Ok(0)
}

/// kubectl computes no JSON patch (RFC 6902) either: it only applies them.
fn no_json_patches() -> CliError {
    CliError::new("--type json applies JSON patches (smp patch); a diff is a strategic or a JSON merge patch")
}

fn load(common: &Common) -> Result<Schemas, CliError> {
    Schemas::load(common.schemas.kube_version, &common.schemas.crds, &common.schemas.openapi)
}

/// One object from each file (at most one may be stdin).
fn read_all<const N: usize>(paths: [&String; N]) -> Result<[Document; N], CliError> {
    if paths.iter().filter(|p| p.as_str() == "-").count() > 1 {
        return Err(CliError::new("at most one input can be standard input (-)"));
    }
    let mut documents = Vec::with_capacity(N);
    for path in paths {
        documents.push(input::one_document(path)?);
    }
    documents.try_into().map_err(|_| CliError::new("internal: the inputs do not add up"))
}
