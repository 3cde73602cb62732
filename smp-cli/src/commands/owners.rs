//! `smp owners`: who owns each field of an object, from its `metadata.managedFields`: every
//! co-owner of each path, with its operation, apiVersion, subresource and time.

use clap::{Args, ValueEnum};
use serde_json::{json, Value};
use smp::managed_fields::ManagedFieldsEntry;

use super::ownership::{asked_for, Ownership};

use crate::error::CliError;
use crate::input;
use crate::output::{name_of, Output};

#[derive(Args)]
pub struct OwnersArgs {
    /// The objects, with their `metadata.managedFields` (`kubectl get -o yaml
    /// --show-managed-fields`): a file (several documents allowed), a folder or `-` for
    /// stdin; repeatable
    #[arg(short = 'f', long = "filename", value_name = "FILE", required = true)]
    files: Vec<String>,
    /// Read the folders given with -f and every folder below them
    #[arg(short = 'R', long = "recursive")]
    recursive: bool,
    /// Only the paths that start with one of these, as paths print
    /// (`.spec.replicas`, `.spec.template.spec.containers[name="web"]`)
    #[arg(value_name = "PATH")]
    paths: Vec<String>,
    /// Output: a table (one path a line, a co-owner a line below it), JSON (one object a
    /// line), or blame: the object's YAML with the owners of each line's field beside it
    #[arg(short = 'o', long = "output", value_enum, default_value = "table")]
    output: OwnersOutput,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OwnersOutput {
    Table,
    Json,
    Blame,
}

pub fn run(args: &OwnersArgs, out: &mut Output) -> Result<u8, CliError> {
    let files = input::files(&args.files, args.recursive)?;
    let mut errors = Vec::new();
    input::each_document(&files, &mut errors, |input::Document { value, file, .. }| {
        let name = name_of(&value);
        let ownership = match Ownership::read(&value) {
            Ok(read) => read,
            Err(error) => return Err(CliError::from(error).of_named(&file, name)),
        };
        if args.output == OwnersOutput::Blame {
            out.line(&format!("{name} ({file})"))?;
            return super::blame::print(out, &value, &ownership, &args.paths);
        }
        let fields = owned_paths(&ownership, &args.paths);
        print(out, args.output, &file, &name, &fields)
    });
    Ok(crate::report_all(out, &errors))
}

/// Each path some entry owns (that starts with one of `prefixes`, if any), in the order
/// paths print, with the entries that own it.
fn owned_paths(ownership: &Ownership, prefixes: &[String]) -> Vec<(String, Vec<ManagedFieldsEntry>)> {
    let mut fields = Vec::new();
    for path in ownership.all.paths() {
        let text = path.to_string();
        if asked_for(&text, prefixes) {
            fields.push((text, ownership.owners(&path).cloned().collect()));
        }
    }
    fields
}

fn print(
    out: &mut Output,
    format: OwnersOutput,
    file: &str,
    name: &str,
    fields: &[(String, Vec<ManagedFieldsEntry>)],
) -> Result<(), CliError> {
    let time = |entry: &ManagedFieldsEntry| entry.time.map(|t| t.to_string()).unwrap_or_default();
    if format == OwnersOutput::Json {
        let fields: Vec<Value> = fields
            .iter()
            .map(|(path, owners)| {
                let owners: Vec<Value> = owners
                    .iter()
                    .map(|e| {
                        json!({"manager": e.manager, "operation": e.operation.as_str(), "apiVersion": e.api_version,
                               "subresource": e.subresource, "time": time(e)})
                    })
                    .collect();
                json!({"path": path, "owners": owners})
            })
            .collect();
        return out.line(&json!({"file": file, "object": name, "fields": fields}).to_string());
    }
    out.line(&format!("{name} ({file})"))?;
    let width = fields.iter().map(|(path, _)| path.chars().count()).max().unwrap_or(0);
    let manager_width =
        fields.iter().flat_map(|(_, owners)| owners).map(|e| e.manager.chars().count()).max().unwrap_or(0);
    for (path, owners) in fields {
        for (n, entry) in owners.iter().enumerate() {
            let shown = if n == 0 { path.as_str() } else { "" };
            let subresource =
                if entry.subresource.is_empty() { String::new() } else { format!(" ({})", entry.subresource) };
            let line = format!(
                "  {shown:<width$}  {:<manager_width$}  {:<6}  {}  {}{subresource}",
                entry.manager,
                entry.operation.as_str(),
                entry.api_version,
                time(entry)
            );
            out.line(line.trim_end())?;
        }
    }
    Ok(())
}
