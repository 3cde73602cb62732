//! `smp plan --server-side`: the requests `kubectl apply --server-side` makes for one
//! object (kubectl 1.32, `pkg/cmd/apply/apply.go`), each run through the API server's
//! field manager ([`smp::server_side::FieldManager`]):
//!
//! 1. the apply of the manifest by the field manager (`kubectl` unless
//!    `--field-manager`), forced with `--force-conflicts`; conflicts end here, as the API
//!    server's 409 ends kubectl's;
//! 2. where the field manager is `kubectl` and the object has the last-applied annotation
//!    that no `Apply` entry owns, an apply of the annotation alone by
//!    `kubectl-last-applied`, so that server-side apply does not drop it;
//! 3. where `Update` managers (client-side apply's) own the annotation, client-go's
//!    csaupgrade hands their fields to the field manager's `Apply` entry: the JSON patch
//!    kubectl sends, which the API server records as an update;
//! 4. after 3, the apply of 1 again, so that what the manifest no longer holds is pruned.
//!
//! A failure of 2 to 4 is kubectl's warning; the object stays as the step before left it.

use serde_json::{json, Value};
use smp::managed_fields::{self, FieldSet, Operation, PathElement, Time, UpgradeOptions};
use smp::server_side::{FieldManager, TypeConverter};
use smp::{ErrorKind, KubeVersion};

use crate::error::CliError;
use crate::output::Output;
use crate::schemas::ResetFields;

/// The content type of a server-side apply.
pub const APPLY_PATCH: &str = "application/apply-patch+yaml";
/// The content type of csaupgrade's patch.
const JSON_PATCH: &str = "application/json-patch+json";
/// kubectl's own field manager for server-side apply, the one the API server keeps the
/// last-applied annotation up to date for.
pub const KUBECTL: &str = "kubectl";
/// The field manager kubectl saves the last-applied annotation as.
const LAST_APPLIED_MANAGER: &str = "kubectl-last-applied";
const LAST_APPLIED: &str = smp::last_applied::KUBECTL;

/// How `kubectl apply --server-side` is asked to apply.
pub struct Options<'a> {
    pub field_manager: &'a str,
    pub force: bool,
    pub kube_version: KubeVersion,
    pub now: Option<Time>,
    /// Fields no manager owns beside Kubernetes' own kinds' (a custom resource's status).
    pub reset_fields: &'a ResetFields,
}

/// One request kubectl sends.
pub struct Request {
    pub field_manager: String,
    pub patch_type: &'static str,
    pub force: bool,
    pub body: Value,
}

/// What the requests do to one object.
pub struct Applied {
    /// The requests, in order.
    pub requests: Vec<Request>,
    /// The object after the first (what `kubectl diff --server-side` shows).
    pub first: Value,
    /// The object after the last.
    pub result: Value,
    /// kubectl's warnings, where a later step failed.
    pub warnings: Vec<String>,
}

impl Applied {
    /// The requests (none where nothing would change) and the object to show: after them
    /// all, or with `diff` after the first, as `kubectl diff --server-side` asks the API
    /// server for that alone. A diff leaves managedFields out of both sides and changes
    /// nothing where the rest is the same.
    pub fn planned(self, live: Option<&Value>, diff: bool) -> (Vec<Request>, Value) {
        let without_managed_fields = |object: &Value| {
            let mut object = object.clone();
            crate::output::hide_managed_fields(&mut object);
            object
        };
        let (unchanged, result) = match diff {
            true => {
                (live.is_some_and(|l| without_managed_fields(l) == without_managed_fields(&self.first)), self.first)
            }
            false => (live == Some(&self.result), self.result),
        };
        (if unchanged { Vec::new() } else { self.requests }, result)
    }
}

/// A field manager the API server takes for an apply (apimachinery's
/// `ValidatePatchOptions` and `ValidateFieldManager`), refused in its words.
pub fn parse_field_manager(name: &str) -> Result<String, String> {
    if name.is_empty() {
        return Err("fieldManager: Required value: is required for apply patch".into());
    }
    if name.len() > 128 {
        return Err("fieldManager: Too long: may not be more than 128 bytes".into());
    }
    // Go's `unicode.IsPrint`, near enough: no control characters, no space but ' '.
    match name.char_indices().find(|(_, c)| c.is_control() || (c.is_whitespace() && *c != ' ')) {
        Some((at, c)) => Err(format!(
            "fieldManager: Invalid value: {name:?}: invalid character U+{:04X} (at position {at})",
            c as u32
        )),
        None => Ok(name.to_owned()),
    }
}

/// The requests for `desired` against `live` (`None`: the apply creates it) and what they
/// make; the API server's conflicts are an error in kubectl's words.
pub fn apply(
    desired: &Value,
    live: Option<&Value>,
    converter: &TypeConverter,
    options: &Options,
) -> Result<Applied, CliError> {
    let field = |name: &str| desired.get(name).and_then(Value::as_str).unwrap_or_default();
    let (api_version, kind) = (field("apiVersion"), field("kind"));
    let mut manager = FieldManager::new(converter, api_version, kind).kubernetes_reset_fields(options.kube_version);
    for (version, fields) in options.reset_fields {
        manager = manager.reset_fields(version, fields.clone());
    }
    let manager = match options.now {
        Some(now) => manager.now(now),
        None => manager,
    };
    let request = |field_manager: &str, patch_type, force, body: &Value| Request {
        field_manager: field_manager.to_owned(),
        patch_type,
        force,
        body: body.clone(),
    };
    let (field_manager, force) = (options.field_manager, options.force);
    let first = manager.apply(live, desired, field_manager, force).map_err(conflicts_in_kubectl_words)?;
    let mut applied = Applied {
        requests: vec![request(field_manager, APPLY_PATCH, force, desired)],
        first: first.clone(),
        result: first,
        warnings: Vec::new(),
    };
    let annotation = last_applied_path();

    if field_manager == KUBECTL {
        let entries = managed_fields::read(&applied.result)?.unwrap_or_default();
        let value = applied.result.pointer("/metadata/annotations").and_then(|a| a.get(LAST_APPLIED)).cloned();
        if let (Some(value), true) =
            (value, managed_fields::find_fields_owners(&entries, &Operation::Apply, &annotation).is_empty())
        {
            let metadata = &applied.result["metadata"];
            let mut just = json!({"apiVersion": api_version, "kind": kind, "metadata": {"name": metadata["name"]}});
            if let Some(namespace) = metadata.get("namespace").filter(|n| n.as_str().is_some_and(|n| !n.is_empty())) {
                just["metadata"]["namespace"] = namespace.clone();
            }
            just["metadata"]["annotations"] = json!({ LAST_APPLIED: value });
            applied.requests.push(request(LAST_APPLIED_MANAGER, APPLY_PATCH, false, &just));
            match manager.apply(Some(&applied.result), &just, LAST_APPLIED_MANAGER, false) {
                Ok(saved) => applied.result = saved,
                Err(error) => {
                    applied.warnings.push(format!(
                        "failed to migrate {LAST_APPLIED} for Server-Side Apply. This is non-fatal and will be \
                         retried next time you apply. Error: {}",
                        error.kind()
                    ));
                    return Ok(applied);
                }
            }
        }
    }

    let entries = managed_fields::read(&applied.result)?.unwrap_or_default();
    let mut owners: Vec<&str> = Vec::new();
    for entry in managed_fields::find_fields_owners(&entries, &Operation::Update, &annotation) {
        if !owners.contains(&entry.manager.as_str()) {
            owners.push(&entry.manager);
        }
    }
    let upgrade_options = UpgradeOptions::default();
    let patch =
        managed_fields::upgrade_patch(&applied.result, &owners, field_manager, &upgrade_options).and_then(|patch| {
            let mut upgraded = applied.result.clone();
            managed_fields::upgrade(&mut upgraded, &owners, field_manager, &upgrade_options)?;
            Ok(patch.map(|patch| (patch, upgraded)))
        });
    let (patch, upgraded) = match patch {
        Ok(Some(done)) => done,
        Ok(None) => return Ok(applied),
        Err(error) => {
            applied.warnings.push(format!(
                "server rejected managed fields migration to Server-Side Apply. This is non-fatal and will be \
                 retried next time you apply. Error: {}",
                error.kind()
            ));
            return Ok(applied);
        }
    };
    let patch = smp::bytes::parse(&patch)?;
    applied.requests.push(request(field_manager, JSON_PATCH, false, &patch));
    applied.result = manager.update_no_errors(Some(&applied.result), upgraded, field_manager);

    applied.requests.push(request(field_manager, APPLY_PATCH, force, desired));
    match manager.apply(Some(&applied.result), desired, field_manager, force) {
        Ok(again) => applied.result = again,
        Err(error) => applied.warnings.push(format!(
            "failed to re-apply configuration after performing Server-Side Apply migration. This is non-fatal and \
             will be retried next time you apply. Error: {}",
            error.kind()
        )),
    }
    Ok(applied)
}

/// `metadata.annotations` of the last-applied annotation, as a set.
fn last_applied_path() -> FieldSet {
    let mut set = FieldSet::new();
    set.insert(&["metadata", "annotations", LAST_APPLIED].map(|name| PathElement::Field(name.into())));
    set
}

/// What kubectl prints after the API server's 409.
const CONFLICT_ADVICE: &str = "Please review the fields above--they currently have other managers. Here
are the ways you can resolve this warning:
* If you intend to manage all of these fields, please re-run the apply
  command with the `--force-conflicts` flag.
* If you do not intend to manage all of the fields, please edit your
  manifest to remove references to the fields that should keep their
  current managers.
* You may co-own fields by updating your manifest to match the existing
  value; in this case, you'll become the manager if the other manager(s)
  stop managing the field (remove it from their configuration).
See https://kubernetes.io/docs/reference/using-api/server-side-apply/#conflicts";

/// The API server's 409 as kubectl prints it, its advice after; other errors as they are.
fn conflicts_in_kubectl_words(error: smp::Error) -> CliError {
    let conflicts = matches!(error.kind(), ErrorKind::ApplyConflicts { .. });
    CliError { advice: conflicts.then_some(CONFLICT_ADVICE), ..CliError::from(error) }
}

/// A plan's record for `-o json` and `-o yaml`: the first request's content type, field
/// manager, force and body, and kubectl's further requests under `then`.
pub fn record(requests: &[Request]) -> Value {
    let one = |request: &Request| {
        json!({"patchType": request.patch_type, "fieldManager": request.field_manager,
               "force": request.force, "body": request.body})
    };
    let mut record = requests.first().map(one).unwrap_or_else(|| json!({}));
    if requests.len() > 1 {
        record["then"] = requests[1..].iter().map(one).collect();
    }
    record
}

/// A plan in the text form: a line for each request (what it does, its content type, its
/// field manager) and its body on the next.
pub fn print_text(out: &mut Output, described: &str, action: &str, requests: &[Request]) -> Result<(), CliError> {
    if requests.is_empty() {
        return out.line(&format!("{described}: {action}"));
    }
    for (i, request) in requests.iter().enumerate() {
        let what = match (i, request.patch_type) {
            (0, _) => action,
            (_, APPLY_PATCH) => "then apply",
            _ => "then patch",
        };
        let forced = if request.force { ", forced" } else { "" };
        out.line(&format!("{described}: {what} ({}) as {}{forced}", request.patch_type, request.field_manager))?;
        out.line(&String::from_utf8_lossy(&smp::bytes::to_vec(&request.body)))?;
    }
    Ok(())
}
