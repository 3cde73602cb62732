//! The API server's field manager (apimachinery's `NewDefaultFieldManager`): around the
//! updater, the steps every write goes through — managedFields read and written back
//! (`managed.rs`), `before-first-apply`, the `kubectl` manager's last-applied annotation,
//! manager identifiers, times, the 409's text.

use std::borrow::Cow;
use std::collections::HashMap;

use serde_json::Value;

use super::annotation::{has_last_applied, with_last_applied, LAST_APPLIED};
use super::managed::{
    cap_updaters, copy_without_managed_fields, decode, decode_object, identified, is_zero, print_with_entries, read,
    strip_metadata, with_managed_fields, write as write_managed, Managed,
};
use super::updater::{Conflicts, Failure, Updater};
use super::{group_version, gvk_of, gvk_text, join_group_version, text_of, TypeConverter};
use crate::bytes::parse_doc;
use crate::doc::read::arena_for;
use crate::doc::{Arena, Doc, Obj};
use crate::error::{ApplyConflict, Error, ErrorKind, JsonPath};
use crate::managed_fields::{self, go_quote, FieldSet, ManagedFieldsEntry, Operation, Time};
use crate::KubeVersion;

/// The manager of what an object held before its first apply.
const BEFORE_FIRST_APPLY: &str = "before-first-apply";
/// The updater's name inside one update, before its fields join its entry.
const CURRENT_OPERATION: &str = "current-operation";

/// The API server's field manager for one kind: what server-side applies and other writes
/// do to an object and to its `metadata.managedFields`, as `kube-apiserver` computes it
/// (apimachinery's `FieldManager`, structured-merge-diff's `Updater`).
///
/// The API server also converts between versions, defaults values, runs admission and
/// resets `status` in its registry; none of that is here (see `docs/differences.md`).
///
/// ```
/// use serde_json::json;
/// use smp::managed_fields::Time;
/// use smp::server_side::{FieldManager, TypeConverter};
/// use smp::{ErrorKind, KubeVersion};
///
/// let converter = TypeConverter::kubernetes(KubeVersion::V1_37)?;
/// let manager = FieldManager::new(converter, "apps/v1", "Deployment")
///     .now(Time::parse("2026-12-06T12:00:00Z").unwrap());
/// let deployment = json!({"apiVersion": "apps/v1", "kind": "Deployment",
///     "metadata": {"name": "web"}, "spec": {"replicas": 3}});
/// let live = manager.apply(None, &deployment, "kubectl", false)?;
/// // An autoscaler takes the replicas over...
/// let mut scaled = live.clone();
/// scaled["spec"]["replicas"] = json!(5);
/// let live = manager.update(Some(&live), &scaled, "hpa")?;
/// // ... and applying 3 again is refused, as the API server refuses it.
/// let error = manager.apply(Some(&live), &deployment, "kubectl", false).unwrap_err();
/// assert!(matches!(error.kind(), ErrorKind::ApplyConflicts { .. }));
/// assert_eq!(error.kind().to_string(), r#"Apply failed with 1 conflict: conflict with "hpa" using apps/v1: .spec.replicas"#);
/// # Ok::<(), smp::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct FieldManager<'c> {
    converter: &'c TypeConverter,
    group: String,
    version: String,
    kind: String,
    subresource: String,
    reset_fields: HashMap<String, FieldSet>,
    /// The Kubernetes release whose built-in reset fields are added, if any.
    kubernetes_reset_fields: Option<KubeVersion>,
    now: Option<Time>,
}

impl<'c> FieldManager<'c> {
    /// The field manager of the kind `kind` at `api_version` (`apps/v1`), for writes to the
    /// resource itself, on the system clock.
    pub fn new(converter: &'c TypeConverter, api_version: &str, kind: &str) -> FieldManager<'c> {
        let (group, version) = group_version(api_version).unwrap_or_default();
        FieldManager {
            converter,
            group,
            version,
            kind: kind.to_owned(),
            subresource: String::new(),
            reset_fields: HashMap::new(),
            kubernetes_reset_fields: None,
            now: None,
        }
    }

    /// For writes through a subresource (`status`, `scale`): its managers' entries say so.
    pub fn subresource(mut self, subresource: &str) -> FieldManager<'c> {
        self.subresource = subresource.to_owned();
        self
    }

    /// Fields no manager owns through writes at `api_version` (the API server's reset
    /// fields: `status` for the resource of a kind with a status subresource, everything
    /// but `status` for that subresource). Their values still change.
    pub fn reset_fields(mut self, api_version: &str, fields: FieldSet) -> FieldManager<'c> {
        self.reset_fields.insert(api_version.to_owned(), fields);
        self
    }

    /// Adds the reset fields the API server of Kubernetes `version` has for this kind and
    /// subresource (its registry strategy's `GetResetFields`: `status` of a Deployment,
    /// `spec` and `metadata.labels` through its `status` subresource, ...); none for a kind
    /// it does not serve, such as a custom resource (give those with
    /// [`FieldManager::reset_fields`]).
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::server_side::{FieldManager, TypeConverter};
    /// use smp::KubeVersion;
    ///
    /// let converter = TypeConverter::kubernetes(KubeVersion::V1_37)?;
    /// let manager = FieldManager::new(converter, "apps/v1", "Deployment").kubernetes_reset_fields(KubeVersion::V1_37);
    /// let deployment = json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "web"},
    ///     "spec": {"replicas": 1}, "status": {"replicas": 1}});
    /// let stored = manager.apply(None, &deployment, "my-controller", false)?;
    /// // The applier owns `spec.replicas`, not `status` (its value is kept).
    /// assert_eq!(stored["metadata"]["managedFields"][0]["fieldsV1"], json!({"f:spec": {"f:replicas": {}}}));
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn kubernetes_reset_fields(mut self, version: KubeVersion) -> FieldManager<'c> {
        self.kubernetes_reset_fields = Some(version);
        self
    }

    /// The fields no manager owns through this resource, by apiVersion.
    fn ignored(&self) -> Cow<'_, HashMap<String, FieldSet>> {
        let Some(version) = self.kubernetes_reset_fields else { return Cow::Borrowed(&self.reset_fields) };
        let api_version = join_group_version(&self.group, &self.version);
        let mut ignored = self.reset_fields.clone();
        for (at, fields) in super::reset_fields::of_kind(version, &api_version, &self.kind, &self.subresource) {
            let union = ignored.get(&at).map_or_else(|| fields.clone(), |given| given.union(&fields));
            ignored.insert(at, union);
        }
        Cow::Owned(ignored)
    }

    /// The time written into the entries a write changes, instead of the system clock's.
    pub fn now(mut self, now: Time) -> FieldManager<'c> {
        self.now = Some(now);
        self
    }

    /// The object after a server-side apply of `config` by `field_manager` to `live`
    /// (`None`: an apply that creates the object), managedFields included, as the API
    /// server would store it; an apply that changes nothing returns `live` as it is, but
    /// for the managers' fields. Fields other managers own whose values it changes are an
    /// [`ErrorKind::ApplyConflicts`], unless `force`.
    pub fn apply(
        &self,
        live: Option<&Value>,
        config: &Value,
        field_manager: &str,
        force: bool,
    ) -> Result<Value, Error> {
        self.on_values(live, config, false, |live, config, arena| {
            self.apply_docs(live, config, field_manager, force, arena)
        })
    }

    /// [`FieldManager::apply`] on JSON text: the object the API server stores, as Go's
    /// `json.Marshal` prints it as an unstructured object (keys sorted; the API server's
    /// own responses print a built-in kind's fields in its Go struct's order). The objects
    /// are read into one arena and only the result is printed, without a
    /// `serde_json::Value` of either: about half the memory and allocations of
    /// [`FieldManager::apply`], for planning applies to manifests and cluster dumps read
    /// from files. Text that is not JSON is an [`ErrorKind::InvalidJsonDocument`]; empty
    /// text is `{}`.
    ///
    /// ```
    /// use smp::managed_fields::Time;
    /// use smp::server_side::{FieldManager, TypeConverter};
    /// use smp::KubeVersion;
    ///
    /// let converter = TypeConverter::kubernetes(KubeVersion::V1_37)?;
    /// let manager = FieldManager::new(converter, "v1", "ConfigMap").now(Time::parse("2026-12-06T12:00:00Z").unwrap());
    /// let config = br#"{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "c"}, "data": {"a": "1"}}"#;
    /// let live = manager.apply_bytes(None, config, "deployer", false)?;
    /// assert_eq!(
    ///     String::from_utf8(live).unwrap(),
    ///     r#"{"apiVersion":"v1","data":{"a":"1"},"kind":"ConfigMap","metadata":{"managedFields":[{"apiVersion":"v1","#.to_owned()
    ///         + r#""fieldsType":"FieldsV1","fieldsV1":{"f:data":{"f:a":{}}},"manager":"deployer","operation":"Apply","#
    ///         + r#""time":"2026-12-06T12:00:00Z"}],"name":"c"}}"#
    /// );
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn apply_bytes(
        &self,
        live: Option<&[u8]>,
        config: &[u8],
        field_manager: &str,
        force: bool,
    ) -> Result<Vec<u8>, Error> {
        self.on_bytes(live, config, |live, config, arena| self.apply_docs(live, config, field_manager, force, arena))
    }

    /// The object after an update (a create, update or patch other than an apply) by
    /// `field_manager` from `live` (`None`: a create) to `new`, with managedFields as the
    /// API server records the write. `new` may carry managedFields: `[]` resets them,
    /// entries that can be read replace the live ones.
    pub fn update(&self, live: Option<&Value>, new: &Value, field_manager: &str) -> Result<Value, Error> {
        self.on_values(live, new, true, |live, new, arena| self.update_docs(live, new, field_manager, arena))
    }

    /// [`FieldManager::update`] on JSON text, as [`FieldManager::apply_bytes`] takes and
    /// prints it.
    pub fn update_bytes(&self, live: Option<&[u8]>, new: &[u8], field_manager: &str) -> Result<Vec<u8>, Error> {
        self.on_bytes(live, new, |live, new, arena| self.update_docs(live, new, field_manager, arena))
    }

    /// What the API server stores for an update, which it lets through whatever
    /// [`FieldManager::update`] says: that, or on an error `new` with the live object's
    /// managedFields (Kubernetes 1.34 on; before, with none).
    pub fn update_no_errors(&self, live: Option<&Value>, mut new: Value, field_manager: &str) -> Value {
        match self.update(live, &new, field_manager) {
            Ok(object) => {
                crate::bounds::dispose(new);
                object
            }
            Err(_) => {
                let kept = match (self.converter.partial_keys, live) {
                    (true, Some(live)) => managed_fields::read(live).ok().flatten(),
                    _ => None,
                };
                let _ = managed_fields::write(&mut new, kept.as_deref());
                new
            }
        }
    }

    /// A write of values: borrowed into an arena, which is freed before the result's
    /// managedFields are made (they would raise the peak). Where the write stores the
    /// request (an update), its copy is made first, before the walks allocate.
    fn on_values(
        &self,
        live: Option<&Value>,
        request: &Value,
        stores_request: bool,
        write: impl for<'a> FnOnce(Option<Doc<'a>>, Doc<'a>, &'a Arena) -> Result<Written<'a>, Error>,
    ) -> Result<Value, Error> {
        crate::bounds::with_stack(|| {
            checked_depth(live, request)?;
            let mut copy = stores_request.then(|| copy_without_managed_fields(request));
            let (mut object, managed) = {
                let arena = Arena::new();
                let live_doc = live.map(|live| Doc::borrowed(live, &arena));
                let (object, source, managed) = write(live_doc, Doc::borrowed(request, &arena), &arena)?;
                // A copy of a value is cheaper than a conversion of its document.
                let object = match (source, live) {
                    (Source::Request, _) => copy.take().unwrap_or_else(|| copy_without_managed_fields(request)),
                    (Source::Live, Some(live)) => copy_without_managed_fields(live),
                    _ => object.to_value(),
                };
                (object, managed)
            };
            write_managed(&mut object, &managed);
            Ok(object)
        })
    }

    /// A write of text: read into one arena, the result printed from it.
    fn on_bytes(
        &self,
        live: Option<&[u8]>,
        request: &[u8],
        write: impl for<'a> FnOnce(Option<Doc<'a>>, Doc<'a>, &'a Arena) -> Result<Written<'a>, Error>,
    ) -> Result<Vec<u8>, Error> {
        crate::bounds::with_stack(|| {
            let live_text = live.unwrap_or_default();
            let arena = arena_for(&[live_text, request]);
            let live = live.map(|live| parse_doc(live, &arena)).transpose()?;
            let (object, _, managed) = write(live, parse_doc(request, &arena)?, &arena)?;
            // The larger object, and room for the request's fields as FieldsV1 (a manager's
            // entry is at most about three quarters of the object it was made of).
            let mut out = Vec::with_capacity(live_text.len().max(request.len()) + request.len() / 4 * 3);
            print_with_entries(&object, &managed, &mut out);
            Ok(out)
        })
    }

    /// An apply of documents: the object stored, without managedFields, and its managers.
    fn apply_docs<'a>(
        &self,
        live: Option<Doc<'a>>,
        config: Doc<'a>,
        field_manager: &str,
        force: bool,
        arena: &'a Arena,
    ) -> Result<Written<'a>, Error> {
        let live = live.unwrap_or_else(|| empty_object(&self.api_version(), &self.kind, arena));
        let managed = decode_object(&live).map_err(|e| e.prefixed("failed to decode managed fields: "))?;
        let (group, version, kind) = gvk_of(&config);
        if (group.as_str(), version.as_str(), kind.as_str()) != (&*self.group, &*self.version, &*self.kind) {
            return Err(bad_request(format!("invalid object type: {}", gvk_text(&config))));
        }
        // Only `kubectl` may try again (forced where its last-applied configuration allows).
        let again = (field_manager == "kubectl").then(|| managed.clone());
        let applied = self.apply_steps(live, config, managed, field_manager, force, arena);
        let (object, source, managed) = match (applied, again) {
            (Err(Failure::Conflicts(conflicts)), Some(managed)) => {
                self.apply_over_last_applied(live, config, managed, conflicts, arena)?
            }
            (Err(Failure::Conflicts(conflicts)), None) => return Err(conflict_error(conflicts)),
            (Err(Failure::Error(error)), _) => return Err(error),
            (Ok(done), _) => done,
        };
        if field_manager == "kubectl" && has_last_applied(&object) {
            return Ok((with_last_applied(object, &config, arena), Source::Made, managed));
        }
        Ok((object, source, managed))
    }

    /// An update of documents: the object stored, without managedFields, and its managers.
    fn update_docs<'a>(
        &self,
        live: Option<Doc<'a>>,
        new: Doc<'a>,
        field_manager: &str,
        arena: &'a Arena,
    ) -> Result<Written<'a>, Error> {
        let live = live.unwrap_or_else(|| empty_object(&self.api_version(), &self.kind, arena));
        let managed = self.live_or_new_managed(&live, &new);
        let object = with_managed_fields(new, None, arena);
        // An object stored without managedFields is not tracked by updates.
        let untracked = managed.fields.is_empty() && has_uid(&live);
        let managed = if untracked { managed } else { self.update_steps(live, object, managed, field_manager, arena)? };
        Ok((object, Source::Request, managed))
    }

    fn api_version(&self) -> String {
        join_group_version(&self.group, &self.version)
    }

    /// The managers an update starts from (`decodeLiveOrNew`).
    fn live_or_new_managed(&self, live: &Doc<'_>, new: &Doc<'_>) -> Managed {
        let live_managed = || decode_object(live).unwrap_or_default();
        if !self.subresource.is_empty() {
            return live_managed();
        }
        let entries = read(new);
        let reset = match &entries {
            Some(entries) => entries.is_empty() || (entries.len() == 1 && is_zero(&entries[0])),
            None => false,
        };
        if reset {
            return Managed::default();
        }
        match decode(entries) {
            Ok(managed) if !managed.fields.is_empty() => managed,
            _ => live_managed(),
        }
    }

    /// A `kubectl` apply that conflicts only on fields whose value is still the one of the
    /// last-applied annotation takes them (`lastAppliedManager`).
    fn apply_over_last_applied<'a>(
        &self,
        live: Doc<'a>,
        config: Doc<'a>,
        managed: Managed,
        conflicts: Conflicts,
        arena: &'a Arena,
    ) -> Result<Written<'a>, Error> {
        let Some(allowed) = self.unchanged_since_last_applied(&live, arena) else {
            return Err(conflict_error(conflicts));
        };
        let left: Conflicts = conflicts
            .into_iter()
            .map(|(manager, set)| {
                let paths = set.paths().into_iter().filter(|p| !allowed.has(&p.0));
                (manager, FieldSet::from_paths(paths))
            })
            .filter(|(_, set)| !set.is_empty())
            .collect();
        if !left.is_empty() {
            return Err(conflict_error(left));
        }
        self.apply_steps(live, config, managed, "kubectl", true, arena).map_err(|failure| match failure {
            Failure::Conflicts(conflicts) => conflict_error(conflicts),
            Failure::Error(error) => error,
        })
    }

    /// The fields of the last-applied annotation whose values the live object still has;
    /// `None` where there is no annotation Go can read.
    fn unchanged_since_last_applied<'a>(&self, live: &Doc<'a>, arena: &'a Arena) -> Option<FieldSet> {
        let text = live.get("metadata")?.get("annotations")?.get(LAST_APPLIED)?.as_str()?;
        let live_type = self.converter.validated(live, false).ok()?;
        let last = crate::bytes::parse_doc(text.as_bytes(), arena).ok()?;
        if text_of(&last, "kind").is_empty() || text_of(&last, "apiVersion") != self.api_version() {
            return None;
        }
        let last_type = self.converter.validated(&last, false).ok()?;
        if !super::same_type(&live_type, &last_type) {
            return None;
        }
        let set = self.converter.field_set_unchecked(&last, &last_type).ok()?;
        let changes = self.converter.compare_unchecked(&last, live, &last_type);
        Some(set.difference(&changes.modified).difference(&changes.added).difference(&changes.removed))
    }

    /// An apply, below the version check and the last-applied steps.
    fn apply_steps<'a>(
        &self,
        live: Doc<'a>,
        config: Doc<'a>,
        mut managed: Managed,
        field_manager: &str,
        force: bool,
        arena: &'a Arena,
    ) -> Result<Written<'a>, Failure> {
        if managed.fields.is_empty() {
            // What the object holds becomes `before-first-apply`'s, as an update from nothing.
            let (group, version, kind) = gvk_of(&config);
            let empty = empty_object(&join_group_version(&group, &version), &kind, arena);
            managed = self
                .update_steps(empty, live, managed, BEFORE_FIRST_APPLY, arena)
                .map_err(|e| e.prefixed("failed to create manager for existing fields: "))?;
        }
        let id = self.identifier(field_manager, Operation::Apply);
        if read(&config).is_some() {
            return Err(bad_request("metadata.managedFields must be nil".into()).into());
        }
        let (ty, config_set) = self
            .converter
            .validated_set(&config)
            .map_err(|e| e.prefixed(&format!("failed to create typed patch object ({}): ", gvknn(&config))))?;
        let live_type = self
            .converter
            .validated_beside(&live, &config, true, arena)
            .map_err(|e| e.prefixed(&format!("failed to create typed live object ({}): ", gvknn(&live))))?;
        if !super::same_type(&ty, &live_type) {
            return Err(super::type_mismatch(&live, &config).prefixed("failed to merge config: ").into());
        }
        let ignored = self.ignored();
        let updater = Updater { converter: self.converter, ty: &ty, ignored: &ignored };
        let version = self.api_version();
        let (new, fields) = updater.apply(&live, &config, config_set, &version, managed.fields, &id, force, arena)?;
        managed.fields = fields;
        strip_metadata(&mut managed.fields, &id);
        let (object, source) = match new {
            Some(new) => {
                managed.times.insert(id, Some(self.clock()));
                (new, Source::Made)
            }
            None => (with_managed_fields(live, None, arena), Source::Live),
        };
        Ok((object, source, managed))
    }

    /// An update, below the steps that decide whether it is tracked: the managers after it.
    fn update_steps<'a>(
        &self,
        live: Doc<'a>,
        new: Doc<'a>,
        mut managed: Managed,
        field_manager: &str,
        arena: &'a Arena,
    ) -> Result<Managed, Error> {
        let id = self.identifier(field_manager, Operation::Update);
        let ty = self
            .converter
            .validated(&new, true)
            .map_err(|e| e.prefixed(&format!("failed to convert new object ({}) to smd typed: ", gvknn(&new))))?;
        let live_type = self
            .converter
            .validated_beside(&live, &new, true, arena)
            .map_err(|e| e.prefixed(&format!("failed to convert live object ({}) to smd typed: ", gvknn(&live))))?;
        if !super::same_type(&ty, &live_type) {
            return Err(super::type_mismatch(&live, &new)
                .prefixed(&format!("failed to update ManagedFields ({}): ", gvknn(&new))));
        }
        let ignored = self.ignored();
        let updater = Updater { converter: self.converter, ty: &ty, ignored: &ignored };
        let mut fields = updater
            .update(&live, &new, &self.api_version(), managed.fields, CURRENT_OPERATION)
            .map_err(|e| e.prefixed(&format!("failed to update ManagedFields ({}): ", gvknn(&new))))?;
        strip_metadata(&mut fields, CURRENT_OPERATION);
        if let Some(mut changed) = fields.remove(CURRENT_OPERATION) {
            if let Some(previous) = fields.get(&id) {
                changed.set = changed.set.union(&previous.set);
            }
            fields.insert(id.clone(), changed);
            managed.times.insert(id, Some(self.clock()));
        }
        managed.fields = fields;
        cap_updaters(&mut managed);
        Ok(managed)
    }

    /// The manager identifier of a write by `name` (`unknown` where empty).
    fn identifier(&self, name: &str, operation: Operation) -> String {
        let name = if name.is_empty() { "unknown" } else { name };
        let mut entry = ManagedFieldsEntry::new(name, operation, &self.api_version(), &FieldSet::new());
        entry.subresource = self.subresource.clone();
        entry.manager_identifier()
    }

    fn clock(&self) -> Time {
        self.now.unwrap_or_else(|| {
            let seconds = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |elapsed| elapsed.as_secs() as i64);
            Time::from_unix_seconds(seconds)
        })
    }
}

/// What a write stores: the object, without managedFields, where it comes from, and its
/// managers.
type Written<'a> = (Doc<'a>, Source, Managed);

/// Where the object a write stores comes from.
#[derive(Clone, Copy)]
enum Source {
    /// The live object (an apply that changes nothing).
    Live,
    /// The request (an update).
    Request,
    /// Made by the write.
    Made,
}

/// An object of the kind at `api_version` with nothing set (what an apply that creates
/// starts from).
fn empty_object<'a>(api_version: &str, kind: &str, arena: &'a Arena) -> Doc<'a> {
    let entries =
        [("apiVersion", Doc::String(arena.alloc_str(api_version))), ("kind", Doc::String(arena.alloc_str(kind)))];
    Doc::Object(Obj::from_sorted(arena.alloc_slice_copy(&entries)))
}

/// Refuses objects deeper than smp walks, before anything is copied.
fn checked_depth(live: Option<&Value>, request: &Value) -> Result<(), Error> {
    if let Some(live) = live {
        crate::bounds::check_depth(live)?;
    }
    crate::bounds::check_depth(request)
}

fn has_uid(object: &Doc<'_>) -> bool {
    object.get("metadata").is_some_and(|metadata| !text_of(metadata, "uid").is_empty())
}

/// `namespace/name; group/version, Kind=kind`, as the API server names an object in errors.
fn gvknn(object: &Doc<'_>) -> String {
    let text = |key: &str| object.get("metadata").map_or("", |metadata| text_of(metadata, key));
    format!("{}/{}; {}", text("namespace"), text("name"), gvk_text(object))
}

fn conflict_error(conflicts: Conflicts) -> Error {
    let conflicts = conflicts
        .into_iter()
        .flat_map(|(manager, set)| {
            let owner = owner(&manager);
            set.paths().into_iter().map(move |path| ApplyConflict {
                manager: manager.clone(),
                owner: owner.clone(),
                field: path.to_string(),
            })
        })
        .collect();
    Error::new(ErrorKind::ApplyConflicts { conflicts }, JsonPath::root())
}

/// A manager as the API server names it in conflicts (`printManager`): its name, its
/// subresource, and for an update the version (an identifier has no time).
fn owner(identifier: &str) -> String {
    let Some(entry) = identified(identifier) else { return go_quote(identifier) };
    let mut text = go_quote(&entry.manager);
    if !entry.subresource.is_empty() {
        text = format!("{text} with subresource {}", go_quote(&entry.subresource));
    }
    if entry.operation == Operation::Update {
        text = format!("{text} using {}", entry.api_version);
    }
    text
}

fn bad_request(reason: String) -> Error {
    Error::new(ErrorKind::BadRequest(reason), JsonPath::root())
}
