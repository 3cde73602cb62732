//! `smp managed-fields upgrade`: client-go's `csaupgrade`, as `kubectl apply
//! --server-side` runs it to hand the fields of client-side managers to a server-side one.

use clap::{Args, ValueEnum};
use smp::managed_fields::{self, UpgradeOptions};

use crate::error::CliError;
use crate::input;
use crate::output::{Format, Output, Printer};

#[derive(Args)]
pub struct UpgradeArgs {
    /// The objects, with their `metadata.managedFields` (`kubectl get -o yaml
    /// --show-managed-fields`): a file (several documents allowed), a folder or `-` for
    /// stdin; repeatable
    #[arg(short = 'f', long = "filename", value_name = "FILE", required = true)]
    files: Vec<String>,
    /// Read the folders given with -f and every folder below them
    #[arg(short = 'R', long = "recursive")]
    recursive: bool,
    /// A client-side manager whose `Update` entries go to --to (kubectl's are
    /// `kubectl-client-side-apply` and `kubectl`); repeatable, taken in this order
    #[arg(long = "from", value_name = "NAME", required = true)]
    from: Vec<String>,
    /// The server-side apply manager that takes their fields (kubectl's `--field-manager`,
    /// `kubectl` by default)
    #[arg(long = "to", value_name = "NAME", required = true)]
    to: String,
    /// Upgrade the entries of this subresource (`status`) instead of the resource's
    #[arg(long = "subresource", value_name = "NAME", default_value = "")]
    subresource: String,
    /// Output: the upgraded objects (JSON or YAML, default the input's), or `patch`: for each
    /// object that changes, the JSON patch (RFC 6902) kubectl sends, on a line
    #[arg(short = 'o', long = "output", value_enum)]
    output: Option<UpgradeOutput>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum UpgradeOutput {
    Json,
    Yaml,
    /// The JSON patch of each object that changes, one a line
    Patch,
}

/// Upgrades every object of the files: an object that cannot be upgraded is reported on a
/// line of its own, the others are printed, and the exit code says that some failed.
pub fn run_upgrade(args: &UpgradeArgs, out: &mut Output) -> Result<u8, CliError> {
    let files = input::files(&args.files, args.recursive)?;
    let from: Vec<&str> = args.from.iter().map(String::as_str).collect();
    let options = UpgradeOptions::default().subresource(&args.subresource);
    let mut printer = Printer::new(match args.output {
        Some(UpgradeOutput::Json) => Some(Format::Json),
        Some(UpgradeOutput::Yaml) => Some(Format::Yaml),
        Some(UpgradeOutput::Patch) | None => None,
    });
    let mut errors = Vec::new();
    input::each_document(&files, &mut errors, |input::Document { value, file, yaml }| {
        let named = |error: smp::Error| CliError::from(error).of_named(&file, crate::output::name_of(&value));
        if args.output == Some(UpgradeOutput::Patch) {
            if let Some(patch) = managed_fields::upgrade_patch(&value, &from, &args.to, &options).map_err(named)? {
                out.write(&patch)?;
                out.write(b"\n")?;
            }
            return Ok(());
        }
        let mut upgraded = value.clone();
        managed_fields::upgrade(&mut upgraded, &from, &args.to, &options).map_err(named)?;
        printer.object(out, &upgraded, yaml)
    });
    Ok(crate::report_all(out, &errors))
}
