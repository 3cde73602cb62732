//! `smp plan`: what `kubectl apply` would send, object by object, and an offline
//! `kubectl diff`.

use std::collections::HashMap;

use clap::Args;
use serde_json::{json, Value};
use smp::applier::{apply_patch, Applier, Plan};
use smp::last_applied::LastApplied;
use smp::managed_fields::Time;

use super::external_diff::ExternalDiff;
use super::identity::{describe, identity, key, Identity};
use super::live::LiveIndex;
use super::prune::{self, Allowlist, Visited};
use super::server_side::{self, Request};
use crate::error::CliError;
use crate::input::{self, Document};
use crate::output::{name_of, Format, Output, Printer};
use crate::schemas::Schemas;
use crate::selector::Selector;
use crate::SchemaArgs;

#[derive(Args)]
pub struct PlanArgs {
    /// The desired objects: a manifest file (several documents allowed), a folder (its
    /// .json, .yaml and .yml files) or `-` for stdin; repeatable
    #[arg(short = 'f', long = "filename", value_name = "FILE", required_unless_present = "kustomize")]
    files: Vec<String>,
    /// The objects a kustomization builds (`kubectl kustomize DIR`, as `kubectl apply -k`
    /// reads them; `kustomize build DIR` where kubectl is not installed)
    #[arg(short = 'k', long = "kustomize", value_name = "DIR", conflicts_with = "files")]
    kustomize: Option<String>,
    /// Read the folders given with -f and every folder below them
    #[arg(short = 'R', long = "recursive")]
    recursive: bool,
    /// Plan only the objects whose labels match, as `kubectl apply -l` (`key=value`,
    /// `key!=value`, `key in (a,b)`, `key notin (a,b)`, `key`, `!key`, joined by commas)
    #[arg(short = 'l', long = "selector", value_name = "SELECTOR")]
    selector: Option<String>,
    /// Also plan the deletions of `kubectl apply --prune`: the live objects of the
    /// allowlist's kinds, in the namespaces the manifests go to and cluster-scoped, that
    /// match -l, carry the last-applied annotation and that no manifest names. Needs -l or
    /// --all (not with --diff, as kubectl diff)
    #[arg(long = "prune", requires = "live", conflicts_with = "server_side")]
    prune: bool,
    /// With --prune, a kind to prune instead of kubectl's default list, as
    /// GROUP/VERSION/KIND (`core/v1/ConfigMap`, `apps/v1/Deployment`); repeatable
    #[arg(long = "prune-allowlist", value_name = "GROUP/VERSION/KIND", requires = "prune")]
    prune_allowlist: Vec<String>,
    /// With --prune, prune without a selector: every object of the allowlist's kinds
    #[arg(long = "all", conflicts_with = "selector", requires = "prune")]
    all: bool,
    /// The live objects (for example `kubectl get -o yaml` of them); without it, every
    /// object is to be created
    #[arg(long = "live", value_name = "FILE")]
    live: Option<String>,
    /// The namespace of namespaced objects that name none (default `default`, as kubectl's
    /// context); a manifest naming another is an error
    #[arg(short = 'n', long = "namespace", value_name = "NAMESPACE")]
    namespace: Option<String>,
    /// The annotation that holds the last-applied configuration
    #[arg(long = "last-applied-key", value_name = "KEY", default_value = smp::last_applied::KUBECTL)]
    last_applied_key: String,
    /// Refuse changes that conflict with what others changed since the last apply
    #[arg(long = "no-overwrite", conflicts_with = "server_side")]
    no_overwrite: bool,
    /// Plan `kubectl apply --server-side`: the API server merges, `metadata.managedFields`
    /// say who owns what, and fields other managers own are conflicts (read the live
    /// objects with `kubectl get -o yaml --show-managed-fields`)
    #[arg(long = "server-side")]
    server_side: bool,
    /// With --server-side, the field manager to apply as (kubectl's default: `kubectl`)
    #[arg(long = "field-manager", value_name = "NAME", requires = "server_side", value_parser = server_side::parse_field_manager)]
    field_manager: Option<String>,
    /// With --server-side, take the fields other managers own instead of conflicting
    #[arg(long = "force-conflicts", requires = "server_side")]
    force_conflicts: bool,
    /// With --server-side, the time of the managedFields entries the apply changes
    /// (RFC 3339, `2026-12-06T10:00:00Z`), for output that does not change from run to run
    #[arg(long = "now", value_name = "TIME", requires = "server_side", value_parser = parse_time)]
    now: Option<Time>,
    /// Print the objects as the API server would make them, instead of the plans (with
    /// --server-side, managedFields included)
    #[arg(long = "show-result", conflicts_with = "diff")]
    show_result: bool,
    /// Print a unified diff of each live object against the result, as `kubectl diff` does;
    /// with `KUBECTL_EXTERNAL_DIFF` set, run its program on two folders of the objects, as
    /// kubectl does, and exit with its status; with `-o name`, print the names of the
    /// objects that change
    #[arg(long = "diff")]
    diff: bool,
    /// Output format: of the plans (JSON: one object per line) or of `--show-result`
    #[arg(short = 'o', long = "output", value_enum)]
    output: Option<Format>,
    /// With `--show-result`, print `metadata.managedFields` too (kubectl leaves them out)
    #[arg(long = "show-managed-fields")]
    show_managed_fields: bool,
    /// With `--diff` or `--show-result`, print a Secret's values (`data`, `stringData` and
    /// their copy in the last-applied annotation), which are otherwise `***`
    #[arg(long = "show-secrets")]
    show_secrets: bool,
    #[command(flatten)]
    schemas: SchemaArgs,
}

fn parse_time(text: &str) -> Result<Time, String> {
    Time::parse(text).ok_or_else(|| format!("{text:?} is not an RFC 3339 time (2026-12-06T10:00:00Z)"))
}

/// Gives a namespaced object without a namespace the one kubectl would (`-n`, else
/// `default`) before anything is computed, so that the last-applied configuration is
/// kubectl's; a manifest's own namespace must be `-n`'s where both are given, as kubectl
/// requires. Cluster-scoped objects are left as they are.
fn resolve_namespace(object: &mut Value, namespaced: bool, asked: Option<&str>) -> Result<(), CliError> {
    let Some(metadata) = object.get_mut("metadata").and_then(Value::as_object_mut).filter(|_| namespaced) else {
        return Ok(());
    };
    match metadata.get("namespace").and_then(Value::as_str).filter(|namespace| !namespace.is_empty()) {
        Some(own) => match asked {
            Some(asked) if asked != own => Err(CliError::new(format!(
                "the namespace from the provided object \"{own}\" does not match the namespace \"{asked}\": \
                 pass --namespace={own} to plan it"
            ))),
            _ => Ok(()),
        },
        None => {
            metadata.insert("namespace".into(), json!(asked.unwrap_or("default")));
            Ok(())
        }
    }
}

/// Plans every desired object, a document at a time; one that cannot be planned is
/// reported on a line of its own after the others, as kubectl does, and the exit code is
/// then 2.
pub fn run(args: &PlanArgs, out: &mut Output) -> Result<u8, CliError> {
    let files = input::files(&args.files, args.recursive)?;
    let selector = args.selector.as_deref().map(Selector::parse).transpose()?;
    if args.live.as_deref() == Some("-") && files.iter().any(|file| file == "-") {
        return Err(CliError::new("at most one input can be standard input (-)"));
    }
    let schemas = Schemas::load(args.schemas.kube_version, &args.schemas.crds, &args.schemas.openapi)?;
    let allowlist =
        match args.prune {
            // kubectl apply's rule; kubectl diff prunes without.
            true if !args.all && selector.is_none() && !args.diff => return Err(CliError::new(
                "all resources selected for prune without explicitly passing --all. To prune all resources, pass the \
                 --all flag. If you did not mean to prune all resources, specify a label selector",
            )),
            true => Some(Allowlist::new(&args.prune_allowlist, &schemas)?),
            false => None,
        };
    let live = match &args.live {
        Some(path) => {
            LiveIndex::read(path, &schemas, |object| resolve_namespace(object, true, args.namespace.as_deref()))?
        }
        None => LiveIndex::default(),
    };
    let (mut pieces, name) = match &args.kustomize {
        Some(dir) => input::kustomized(dir)?,
        None => (input::Pieces::new(&files).keeping_stdin()?, None),
    };
    let names_only = args.output == Some(Format::Name);
    let mut run = Run {
        args,
        schemas: &schemas,
        applier: Applier::new().last_applied(LastApplied::new(&args.last_applied_key)).overwrite(!args.no_overwrite),
        live: &live,
        external: if args.diff && !names_only { ExternalDiff::from_env()? } else { None },
        printer: Printer::new(args.output),
        errors: Vec::new(),
        changes: 0,
        visited: Visited::default(),
        first: HashMap::new(),
        made: HashMap::new(),
    };
    // kubectl apply prunes in `-n`'s namespace, whatever the manifests name.
    if let (Some(namespace), false) = (&args.namespace, args.diff) {
        run.visited.namespaces.insert(namespace.clone());
    }
    let (mut read, mut matched) = (0, 0);
    while let Some(piece) = pieces.next() {
        let documents = match piece.and_then(|piece| Ok((piece.chunk.documents(&piece.file)?, piece.origin()))) {
            Ok(documents) => documents,
            Err(error) => {
                run.errors.push(error);
                pieces.stop_file();
                continue;
            }
        };
        let (documents, origin) = documents;
        for (index, document) in documents.into_iter().enumerate() {
            read += 1;
            if selector.as_ref().is_some_and(|selector| !selector.matches_object(&document.value)) {
                continue;
            }
            matched += 1;
            run.printer.format(document.yaml);
            run.plan(&pieces, document, (origin.clone(), index), out);
        }
    }
    if read == 0 && run.errors.is_empty() {
        let sources = name.map_or(files, |name| vec![name]);
        run.errors.push(input::no_objects(&sources));
    }
    // kubectl apply refuses to apply nothing; kubectl diff shows nothing (and what it prunes).
    if read > 0 && matched == 0 && run.errors.is_empty() && !args.diff {
        return Err(CliError::new("no objects passed to apply (none matches the selector)"));
    }
    // As kubectl, nothing is pruned where an object could not be applied.
    if let (Some(allowlist), true) = (&allowlist, run.errors.is_empty()) {
        for object in allowlist.pruned(&live, &run.visited, selector.as_ref(), &args.last_applied_key)? {
            run.prune(&object, out);
        }
    }
    match (crate::report_all(out, &run.errors), run.external) {
        // As kubectl: the program runs only where every object was read and planned, and
        // its exit status is the command's.
        (0, Some(external)) => external.run(out),
        (0, None) => Ok(if run.changes > 0 { 1 } else { 0 }),
        (failed, _) => Ok(failed),
    }
}

/// Where a document was read: its chunk, and its place among the chunk's documents.
type Origin = (input::Origin, usize);

/// A plan's state as the documents come.
struct Run<'a> {
    args: &'a PlanArgs,
    schemas: &'a Schemas,
    applier: Applier,
    live: &'a LiveIndex,
    external: Option<ExternalDiff>,
    printer: Printer,
    errors: Vec<CliError>,
    /// How many objects change.
    changes: usize,
    visited: Visited,
    /// Where each object planned was first read, to plan it again where the manifests
    /// name it again (a few words an object, not the object).
    first: HashMap<Identity, Origin>,
    /// What the last of the objects named more than once made.
    made: HashMap<Identity, Value>,
}

impl Run<'_> {
    /// Plans one desired object and prints its plan; an error is the object's, kept for
    /// the end, and the run goes on.
    fn plan(&mut self, pieces: &input::Pieces, mut document: Document, origin: Origin, out: &mut Output) {
        let namespaced = self.schemas.is_namespaced(&document.value);
        let checked = input::require_kind(&document.value)
            .and_then(|()| resolve_namespace(&mut document.value, namespaced, self.args.namespace.as_deref()));
        let who = identity(&document.value, namespaced);
        if namespaced {
            self.visited.namespaces.insert(who.2.clone());
        }
        let key = key(&who);
        self.visited.keys.insert(key.clone());
        // kubectl applies an object named twice twice, the second time to what the first
        // made: each is planned so, against the result of the one before.
        let earlier = match (self.made.remove(&key), self.first.get(&key)) {
            (Some(made), _) => Some(Ok(made)),
            (None, Some(first)) => Some(self.replay(pieces, first)),
            (None, None) => None,
        };
        let repeats = earlier.is_some();
        let planned = checked.and_then(|()| {
            let live = match earlier {
                Some(earlier) => Some(earlier?),
                None => match self.live.get(&key).transpose()? {
                    Some((live_who, _)) if live_who.0 != who.0 => return Err(other_version(&who, live_who)),
                    found => found.map(|(_, live)| live),
                },
            };
            if !self.args.server_side {
                warn_unannotated(self.args, &document, live.as_ref());
            }
            Ok((plan_one(&self.applier, self.schemas, &document, live.as_ref(), self.args, repeats)?, live))
        });
        let ((plan, result), live) = match planned {
            Ok(planned) => planned,
            Err(error) => {
                self.errors.push(error.of_named(&document.file, name_of(&document.value)));
                return;
            }
        };
        self.first.entry(key.clone()).or_insert(origin);
        if !plan.is_unchanged() {
            self.changes += 1;
        }
        if let (true, Some(result)) = (repeats, &result) {
            self.made.insert(key, result.clone());
        }
        let args = self.args;
        let shown = match result {
            Some(result) if args.diff => diff(out, &who, live.as_ref(), Some(result), args, self.external.as_ref()),
            _ if args.output == Some(Format::Name) => out.line(&name_of(&document.value)),
            Some(mut result) if args.show_result => {
                hide_secrets(args, None, &mut result).and_then(|()| self.printer.object(out, &result, document.yaml))
            }
            _ => match &plan {
                Planned::Client(plan) => self.print(out, &who, parts(plan)),
                Planned::Server { requests, .. } => self.print_requests(out, &who, live.is_none(), requests),
            },
        };
        // An object that cannot be shown is reported with the others; the rest go on.
        if let Err(error) = shown {
            self.errors.push(error.of_named(&document.file, name_of(&document.value)));
        }
    }

    /// The object the first of the documents that name an object made, planned again
    /// from where it was read.
    fn replay(&self, pieces: &input::Pieces, (origin, index): &Origin) -> Result<Value, CliError> {
        let piece = pieces.reread(origin)?;
        let mut document = piece
            .chunk
            .documents(&piece.file)?
            .into_iter()
            .nth(*index)
            .ok_or_else(|| CliError::new("changed while it was read").in_file(&piece.file))?;
        let namespaced = self.schemas.is_namespaced(&document.value);
        resolve_namespace(&mut document.value, namespaced, self.args.namespace.as_deref())?;
        let live = self.live.get(&key(&identity(&document.value, namespaced))).transpose()?.map(|(_, live)| live);
        let (_, result) = plan_one(&self.applier, self.schemas, &document, live.as_ref(), self.args, true)?;
        Ok(result.unwrap_or(Value::Null))
    }

    /// A live object `--prune` deletes, shown as a plan is.
    fn prune(&mut self, object: &Value, out: &mut Output) {
        self.changes += 1;
        let who = identity(object, self.schemas.is_namespaced(object));
        let delete_options = prune::delete_options();
        let args = self.args;
        let shown = match () {
            () if args.diff => diff(out, &who, Some(object), None, args, self.external.as_ref()),
            () if args.output == Some(Format::Name) => out.line(&name_of(object)),
            // The API server makes nothing of it.
            () if args.show_result => Ok(()),
            () => self.print(out, &who, ("delete", None, Some(&delete_options))),
        };
        if let Err(error) = shown {
            self.errors.push(error.of_named(args.live.as_deref().unwrap_or_default(), name_of(object)));
        }
    }

    /// A server-side plan as `-o` asks, as [`Run::print`] prints a client-side one, with the
    /// field manager, force and kubectl's further requests.
    fn print_requests(
        &mut self,
        out: &mut Output,
        who: &Identity,
        creates: bool,
        requests: &[Request],
    ) -> Result<(), CliError> {
        let action = match (requests.is_empty(), creates) {
            (true, _) => "unchanged",
            (false, true) => "create",
            (false, false) => "apply",
        };
        let mut record = record(who, (action, None, None));
        if let (Some(fields), Some(record)) = (server_side::record(requests).as_object(), record.as_object_mut()) {
            record.extend(fields.iter().map(|(key, value)| (key.clone(), value.clone())));
        }
        match self.args.output {
            Some(Format::Json) => out.line(&String::from_utf8_lossy(&smp::bytes::to_vec(&record))),
            Some(_) => self.printer.object(out, &record, true),
            None => server_side::print_text(out, &describe(who), action, requests),
        }
    }

    /// A plan as `-o` asks: records (JSON, a line each; YAML, a stream), or the text form.
    fn print(&mut self, out: &mut Output, who: &Identity, parts: Parts) -> Result<(), CliError> {
        match self.args.output {
            Some(Format::Json) => out.line(&String::from_utf8_lossy(&smp::bytes::to_vec(&record(who, parts)))),
            Some(_) => self.printer.object(out, &record(who, parts), true),
            None => print_plan(out, who, parts),
        }
    }
}

/// Warns where the live object lacks the last-applied annotation, which kubectl apply needs.
fn warn_unannotated(args: &PlanArgs, document: &Document, live: Option<&Value>) {
    let annotated =
        |live: &Value| live.pointer("/metadata/annotations").and_then(|a| a.get(&args.last_applied_key)).is_some();
    if let Some(live) = live.filter(|live| !annotated(live)) {
        crate::warn(&format!(
            "{}: {} has no {} annotation, which kubectl apply needs; the plan sets it, taking nothing to have been \
             applied before",
            document.file,
            crate::output::name_of(live),
            args.last_applied_key
        ));
    }
}

/// A Secret's values hidden in what is printed of the live object and the result
/// (`crate::secrets`), unless `--show-secrets`.
fn hide_secrets(args: &PlanArgs, live: Option<&mut Value>, result: &mut Value) -> Result<(), CliError> {
    match args.show_secrets {
        true => Ok(()),
        false => crate::secrets::mask(live, result, &args.last_applied_key),
    }
}

/// The live object exists at another version than the manifest's: the API server would
/// convert it, smp cannot.
fn other_version(who: &Identity, live: &Identity) -> CliError {
    CliError::new(format!(
        "the live object is {} {kind}, the manifest {} {kind}: smp does not convert between versions as the \
         API server does; give the live object at {}",
        live.0,
        who.0,
        who.0,
        kind = who.1,
    ))
}

/// What is planned for one object.
enum Planned {
    /// `kubectl apply`'s request.
    Client(Plan<Value, Value>),
    /// `kubectl apply --server-side`'s requests (none where nothing would change).
    Server { requests: Vec<Request> },
}

impl Planned {
    fn is_unchanged(&self) -> bool {
        match self {
            Planned::Client(plan) => plan.is_unchanged(),
            Planned::Server { requests } => requests.is_empty(),
        }
    }
}

/// The plan of one desired object, and with `--show-result` or `--diff`, or where the
/// object `repeats` in the manifests, the object the API server would make (with
/// `--server-side --diff`, after the apply alone, as `kubectl diff --server-side` shows it).
fn plan_one(
    applier: &Applier,
    schemas: &Schemas,
    document: &Document,
    live: Option<&Value>,
    args: &PlanArgs,
    repeats: bool,
) -> Result<(Planned, Option<Value>), CliError> {
    if args.server_side {
        // The live object's managedFields, read first: an error in them is the live file's.
        if let Some(live) = live {
            let live_file = args.live.as_deref().unwrap_or("-");
            let read = smp::managed_fields::read(live)
                .and_then(|entries| entries.iter().flatten().try_for_each(|entry| entry.field_set().map(drop)));
            read.map_err(|error| CliError::from(error).of_named(live_file, name_of(live)).in_live_object())?;
        }
        let (converter, reset_fields) = schemas.server_side(&document.value)?;
        let options = server_side::Options {
            field_manager: args.field_manager.as_deref().unwrap_or(server_side::KUBECTL),
            force: args.force_conflicts,
            kube_version: args.schemas.kube_version,
            now: args.now,
            reset_fields,
        };
        let applied = server_side::apply(&document.value, live, converter, &options)?;
        for warning in &applied.warnings {
            crate::warn(&format!("{}: {}: {warning}", document.file, name_of(&document.value)));
        }
        let (requests, result) = applied.planned(live, args.diff);
        return Ok((Planned::Server { requests }, Some(result)));
    }
    // As kubectl: a strategic merge patch for built-in kinds, a JSON merge patch for
    // every other kind, whose schema the API server does not patch by.
    let schema = schemas.built_in(&document.value);
    let plan = applier.plan(&document.value, live, schema)?;
    // `Plan` may grow in a later smp: a request this tool cannot print is refused here.
    if !matches!(plan, Plan::Create(_) | Plan::Patch { .. } | Plan::Unchanged) {
        return Err(CliError::new("smp planned a request this version of smp-cli does not know"));
    }
    if !args.show_result && !args.diff && !repeats {
        return Ok((Planned::Client(plan), None));
    }
    let mut result = match (&plan, live) {
        (Plan::Create(object), _) => object.clone(),
        (Plan::Patch { patch, patch_type }, Some(live)) => apply_patch(live, patch, *patch_type, schema)?,
        (_, live) => live.cloned().unwrap_or(Value::Null),
    };
    // kubectl leaves them out of what it prints, and `kubectl diff` out of both sides.
    if args.diff || !args.show_managed_fields {
        crate::output::hide_managed_fields(&mut result);
    }
    Ok((Planned::Client(plan), Some(result)))
}

/// What a plan does, its content type and its body: "create", "patch", "unchanged" or
/// "delete" (`--prune`).
type Parts<'a> = (&'static str, Option<&'static str>, Option<&'a Value>);

/// A plan as one record of `-o json` or `-o yaml`.
fn record(who: &Identity, (action, patch_type, body): Parts) -> Value {
    let (api_version, kind, namespace, name) = who;
    let namespace = Some(namespace).filter(|namespace| !namespace.is_empty());
    json!({"apiVersion": api_version, "kind": kind, "namespace": namespace, "name": name,
           "action": action, "patchType": patch_type, "body": body})
}

/// What a plan does, its content type and its body.
fn parts(plan: &Plan<Value, Value>) -> Parts<'_> {
    match plan {
        Plan::Create(object) => ("create", None, Some(object)),
        Plan::Patch { patch, patch_type } => ("patch", Some(patch_type.content_type()), Some(patch)),
        Plan::Unchanged => ("unchanged", None, None),
        // Refused where the plan is made.
        _ => ("unknown", None, None),
    }
}

/// A plan in the text form: a line saying what happens, and a patch's body.
fn print_plan(out: &mut Output, who: &Identity, (action, patch_type, body): Parts) -> Result<(), CliError> {
    let suffix = match (action, patch_type) {
        ("delete", _) => " (pruned)".to_owned(),
        (_, patch_type) => patch_type.map(|t| format!(" ({t})")).unwrap_or_default(),
    };
    out.line(&format!("{}: {action}{suffix}", describe(who)))?;
    match (action, body) {
        ("patch", Some(patch)) => out.line(&String::from_utf8_lossy(&smp::bytes::to_vec(patch))),
        _ => Ok(()),
    }
}

/// `kubectl diff`'s form: a unified diff of the live object's YAML against the result's
/// (none for an object pruned). A Secret's values read `***` on both sides, as kubectl's
/// diff hides them (`crate::secrets`), unless `--show-secrets`; a pruned Secret's too,
/// which kubectl prints as it is. With `KUBECTL_EXTERNAL_DIFF`, the two sides go to its
/// program's folders instead.
fn diff(
    out: &mut Output,
    who: &Identity,
    live: Option<&Value>,
    result: Option<Value>,
    args: &PlanArgs,
    external: Option<&ExternalDiff>,
) -> Result<(), CliError> {
    let (mut live, mut result) = (live.cloned(), result);
    for object in [&mut live, &mut result].into_iter().flatten() {
        crate::output::hide_managed_fields(object);
    }
    match (&mut live, &mut result) {
        (live, Some(result)) => hide_secrets(args, live.as_mut(), result)?,
        (Some(live), None) => hide_secrets(args, None, live)?,
        (None, None) => {}
    }
    let text = |object: &Option<Value>| object.as_ref().map(smp::yaml::to_string).transpose();
    let (before, after) = (text(&live)?, text(&result)?);
    // `--diff -o name`: the names of the objects that change, and nothing else.
    if args.output == Some(Format::Name) {
        return match (before == after, result.as_ref().or(live.as_ref())) {
            (false, Some(object)) => out.line(&crate::output::name_of(object)),
            _ => Ok(()),
        };
    }
    let (api_version, kind, namespace, name) = who;
    let label = format!("{}.{kind}.{namespace}.{name}", api_version.replace('/', "."));
    if let Some(external) = external {
        // As kubectl: an object to create has an empty live file, one to prune no merged file.
        return external.add(&label, Some(before.as_deref().unwrap_or_default()), after.as_deref());
    }
    let (before, after) = (before.unwrap_or_default(), after.unwrap_or_default());
    if before == after {
        return Ok(());
    }
    let text = similar::TextDiff::from_lines(&before, &after);
    let unified =
        text.unified_diff().context_radius(3).header(&format!("live/{label}"), &format!("merged/{label}")).to_string();
    for line in unified.lines() {
        let colored = match line.as_bytes().first() {
            _ if !out.color => None,
            Some(b'-') if !line.starts_with("---") => Some("31"),
            Some(b'+') if !line.starts_with("+++") => Some("32"),
            Some(b'@') => Some("36"),
            _ => None,
        };
        match colored {
            Some(code) => out.line(&format!("\x1b[{code}m{line}\x1b[0m"))?,
            None => out.line(line)?,
        }
    }
    Ok(())
}
