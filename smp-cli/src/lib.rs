//! `smp`, the command line: strategic merge patch on manifest files, offline.
//!
//! - `smp patch`: what `kubectl patch --local` does, for built-in kinds of Kubernetes
//!   1.32 to 1.37 and custom resources whose CRD or OpenAPI document you give;
//! - `smp diff` and `smp three-way`: the two-way and three-way patches;
//! - `smp plan`: what `kubectl apply` would send for each manifest, given the live
//!   objects, and with `--diff`, an offline `kubectl diff`.
//!
//! Exit codes: 0 success (for `plan`: nothing to do), 1 (`plan` only) a change to make,
//! 2 an error, reported on one line naming the file, the object, the place in it and what
//! was wrong. As kubectl, `patch` and `plan` go on past an object they cannot handle and
//! report it after the others, each on its line; the exit code is then 2.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod commands;
mod error;
mod input;
mod output;
mod rfc6902;
mod schemas;
mod scope;
mod secrets;
mod selector;

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

pub use error::CliError;
use output::{Format, Output};

#[derive(Parser)]
#[command(name = "smp", version, about = "Kubernetes strategic merge patch on manifest files, offline", long_about = None)]
#[command(after_help = "Exit codes: 0 success (plan: nothing to do), 1 plan: a change to make, 2 an error.")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Apply a patch to the objects of a file, as `kubectl patch --local` does
    #[command(after_help = "Examples:
  smp patch -f deployment.yaml -p '{\"spec\":{\"replicas\":3}}'
  smp patch -f pod.json --patch-file add-sidecar.yaml -o json
  smp patch -f widget.yaml --crd widgets-crd.yaml -p '{\"spec\":{\"items\":[{\"name\":\"a\",\"size\":2}]}}'
  cat app.yaml | smp patch -f - --type merge -p '{\"metadata\":{\"labels\":{\"team\":\"a\"}}}'")]
    Patch(commands::patch::PatchArgs),
    /// The two-way patch from ORIGINAL to MODIFIED (kubectl's CreateTwoWayMergePatch)
    #[command(after_help = "Example:
  smp diff deployment-v1.yaml deployment-v2.yaml

With --server-side, `kubectl diff --server-side` against live objects: `smp diff --server-side
-f app.yaml --live live.yaml` is `smp plan --server-side --diff -f app.yaml --live live.yaml`
and takes plan's flags.")]
    Diff(commands::diff::DiffArgs),
    /// The three-way patch from ORIGINAL (last applied), MODIFIED (desired) and CURRENT (live)
    #[command(
        name = "three-way",
        after_help = "Example:
  smp three-way last-applied.yaml desired.yaml live.yaml --no-overwrite"
    )]
    ThreeWay(commands::diff::ThreeWayArgs),
    /// What `kubectl apply` (or `kubectl apply --server-side`) would send for each object:
    /// create, patch, apply or nothing
    #[command(after_help = "Exit codes, as kubectl diff's: 0 nothing to do, 1 a change, 2 an error.

Examples:
  smp plan -f app.yaml --live live.yaml
  smp plan -f k8s/ -R --live cluster.yaml -n shop --diff
  smp plan -k overlays/prod -l app=web --live cluster.yaml --diff -o name
  smp plan -f k8s/ -R -l app=web --prune --live cluster.yaml
  kubectl get deploy web -o yaml | smp plan -f web.yaml --live - --diff
  smp plan -f app.yaml --live live.yaml --show-result -o json
  smp plan --server-side -f k8s/ -R --live dump.yaml --diff
  smp plan --server-side --field-manager argocd -f app.yaml --live dump.yaml --show-result --now 2026-12-06T10:00:00Z")]
    Plan(commands::plan::PlanArgs),
    /// Who owns each field of the objects, from their `metadata.managedFields`
    #[command(after_help = "Examples:
  kubectl get deploy web -o yaml --show-managed-fields | smp owners -f -
  smp owners -f dump.yaml .spec.replicas '.spec.template.spec.containers[name=\"web\"]'
  smp owners -f dump.yaml -o json
  smp owners -f dump.yaml -o blame .spec")]
    Owners(commands::owners::OwnersArgs),
    /// Work on `metadata.managedFields`
    #[command(name = "managed-fields", subcommand)]
    ManagedFields(ManagedFieldsCommand),
}

#[derive(Subcommand)]
enum ManagedFieldsCommand {
    /// Hand the fields of client-side managers to a server-side apply manager, as
    /// `kubectl apply --server-side` does (client-go's csaupgrade)
    #[command(after_help = "Exit codes: 0 done, 2 an error (the other objects are still printed).

Examples:
  kubectl get deploy web -o yaml --show-managed-fields | smp managed-fields upgrade -f - --from kubectl-client-side-apply --to kubectl
  smp managed-fields upgrade -f dump.yaml --from kubectl-client-side-apply --from kubectl --to kubectl -o patch")]
    Upgrade(commands::managed_fields::UpgradeArgs),
}

/// Where the schemas come from, for the commands that need one.
#[derive(Args, Clone)]
pub struct SchemaArgs {
    /// Kubernetes version of the built-in kinds' definitions
    #[arg(long = "kube-version", value_name = "VERSION", default_value = "1.37")]
    pub kube_version: smp::KubeVersion,
    /// A CustomResourceDefinition manifest (YAML or JSON), for its custom resources; repeatable
    #[arg(long = "crd", value_name = "FILE")]
    pub crds: Vec<String>,
    /// An OpenAPI document (v2 or v3) whose definitions name their kinds; repeatable
    #[arg(long = "openapi", value_name = "FILE")]
    pub openapi: Vec<String>,
}

/// `--type`: the kind of patch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PatchKind {
    /// Strategic merge patch (built-in kinds, or kinds whose schema is given)
    Strategic,
    /// JSON merge patch, RFC 7386
    Merge,
    /// JSON patch, RFC 6902: a list of operations (`patch` only: a diff does not make one)
    Json,
}

/// How the tool was started, for its usage line and messages: `kubectl smp` where it runs
/// as a kubectl plugin (an executable named `kubectl-smp`), else `smp`.
fn program() -> &'static str {
    static PROGRAM: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();
    PROGRAM.get_or_init(|| {
        let started_as = std::env::args_os().next().map(std::path::PathBuf::from);
        let name = started_as.as_deref().and_then(std::path::Path::file_stem).and_then(|n| n.to_str());
        if name.is_some_and(|name| name.starts_with("kubectl-")) {
            "kubectl smp"
        } else {
            "smp"
        }
    })
}

/// Reports an error on a line of its own, as the tool's.
fn report(error: &CliError) {
    eprintln!("{}: {error}", program());
}

/// A warning on a line of its own, as kubectl warns (the work goes on).
pub(crate) fn warn(message: &str) {
    eprintln!("{}: warning: {message}", program());
}

/// After the output of what succeeded, reports each error of the objects that did not
/// (kubectl prints them after the others); the exit code: 2 if any failed.
pub(crate) fn report_all(out: &mut Output, errors: &[CliError]) -> u8 {
    if errors.is_empty() {
        return 0;
    }
    // What succeeded comes first, as kubectl prints it.
    let _ = out.finish();
    errors.iter().for_each(report);
    2
}

/// The process's arguments; `diff --server-side ...` is read as `plan --server-side --diff
/// ...`, as `kubectl diff --server-side` shows what `kubectl apply --server-side` would do.
fn arguments() -> Vec<std::ffi::OsString> {
    let mut arguments: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if arguments.get(1).is_some_and(|a| a == "diff") && arguments.iter().any(|a| a == "--server-side") {
        arguments[1] = "plan".into();
        arguments.push("--diff".into());
    }
    arguments
}

/// Runs the tool on the process's arguments; the exit code.
pub fn run() -> ExitCode {
    let command = <Cli as clap::CommandFactory>::command().bin_name(program());
    let cli = match command
        .try_get_matches_from(arguments())
        .and_then(|matches| <Cli as clap::FromArgMatches>::from_arg_matches(&matches))
    {
        Ok(cli) => cli,
        // Help and version go to stdout as clap prints them; a usage error is one line.
        Err(error) if !error.use_stderr() => {
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            // clap's message up to its usage line, on one line.
            let text = error.render().to_string();
            let message: Vec<&str> =
                text.lines().map(str::trim).take_while(|l| !l.is_empty() && !l.starts_with("Usage:")).collect();
            let message = message.join(" ");
            eprintln!("{}: {} (see --help)", program(), message.strip_prefix("error: ").unwrap_or(&message));
            return ExitCode::from(2);
        }
    };
    let mut out = Output::stdout();
    let result = match cli.command {
        Command::Patch(args) => commands::patch::run(&args, &mut out),
        Command::Diff(args) => commands::diff::run_two_way(&args, &mut out),
        Command::ThreeWay(args) => commands::diff::run_three_way(&args, &mut out),
        Command::Plan(args) => commands::plan::run(&args, &mut out),
        Command::Owners(args) => commands::owners::run(&args, &mut out),
        Command::ManagedFields(ManagedFieldsCommand::Upgrade(args)) => {
            commands::managed_fields::run_upgrade(&args, &mut out)
        }
    };
    match result.and_then(|code| out.finish().map(|()| code)) {
        Ok(code) => ExitCode::from(code),
        Err(error) => {
            let _ = out.finish();
            report(&error);
            ExitCode::from(2)
        }
    }
}

/// The output format: the one asked for, else the input's (YAML in, YAML out).
fn format_for(asked: Option<Format>, yaml_input: bool) -> Format {
    asked.unwrap_or(if yaml_input { Format::Yaml } else { Format::Json })
}
