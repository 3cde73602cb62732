//! What `kubectl apply` sends, for a controller: from the desired object and the live
//! one, the object to create or the patch to send, with the last-applied configuration
//! kept in an annotation ([`LastApplied`]).
//!
//! The steps are kubectl's (`apply.go`, `patcher.go`):
//! 1. the *modified* document is the desired object with the annotation set to the
//!    desired object itself (minus the annotation);
//! 2. with no live object, that document is created;
//! 3. otherwise the *original* is read from the live object's annotation, and the patch
//!    is the three-way patch from original, modified and live: a strategic merge patch
//!    for the API server's built-in kinds, a JSON merge patch for custom resources (the
//!    API server refuses strategic merge patches for them; kubectl sends one only for
//!    the kinds whose Go types it has). A JSON merge patch must not change
//!    `apiVersion`, `kind` or `metadata.name` (kubectl checks this only for those);
//! 4. an empty patch means there is nothing to send (kubectl prints "unchanged"); so
//!    does a patch that changes nothing when applied to the live object. kubectl sends
//!    that one (and prints "configured"): a patch made only of `$setElementOrder` lists
//!    naming the items you declared, where the server added others (a service account
//!    token volume and its mounts), keeps every item where it is. A controller that sent
//!    it would update on every reconcile; the plan is [`Plan::Unchanged`] instead, the
//!    same exact test as the [`Matcher`](crate::matcher::Matcher)'s.
//!
//! The plan works on `serde_json::Value` ([`Applier::plan`]), and on typed objects:
//! built-in kinds ([`Applier::plan_typed`], whose patch never leaves its type) and
//! custom resources ([`Applier::plan_custom_resource`]).

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::bounds::{check_depth, with_stack};
use crate::error::{Error, ErrorKind, JsonPath, Trail};
use crate::gojson::view::not_an_object;
use crate::last_applied::{Annotated, LastApplied, Written};
use crate::schema::SchemaRef;
use crate::StrategicMerge;
use crate::{merge_patch, through_text, Precondition, ThreeWayOptions};

/// The kind of patch a plan sends, as the API server's `Content-Type` names it. More may
/// come (server-side apply's), so a `match` on it has a wildcard arm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PatchType {
    /// `application/strategic-merge-patch+json` (kube's `Patch::Strategic`).
    Strategic,
    /// `application/merge-patch+json`, RFC 7386 (kube's `Patch::Merge`).
    Merge,
}

impl PatchType {
    /// The request's `Content-Type`.
    ///
    /// ```
    /// assert_eq!(smp::applier::PatchType::Merge.content_type(), "application/merge-patch+json");
    /// ```
    pub fn content_type(self) -> &'static str {
        match self {
            PatchType::Strategic => "application/strategic-merge-patch+json",
            PatchType::Merge => "application/merge-patch+json",
        }
    }
}

/// What the API server makes of `live` under a planned patch: [`crate::apply`] for a
/// strategic merge patch (which needs the schema), [`merge_patch::apply`] for a JSON merge
/// patch.
///
/// ```
/// use serde_json::json;
/// use smp::applier::{apply_patch, PatchType};
/// let live = json!({"spec": {"a": 1, "b": 2}});
/// assert_eq!(apply_patch(&live, &json!({"spec": {"b": null}}), PatchType::Merge, None)?, json!({"spec": {"a": 1}}));
/// # Ok::<(), smp::Error>(())
/// ```
pub fn apply_patch(
    live: &Value,
    patch: &Value,
    patch_type: PatchType,
    schema: Option<SchemaRef<'_>>,
) -> Result<Value, Error> {
    match (patch_type, schema) {
        (PatchType::Strategic, Some(schema)) => crate::apply(live, patch, schema),
        (PatchType::Strategic, None) => Err(Error::new(
            ErrorKind::InvalidSchema("a strategic merge patch needs the kind's schema".into()),
            JsonPath::root(),
        )),
        (PatchType::Merge, _) => merge_patch::apply(live, patch),
    }
}

/// The object kubectl posts to create `annotated`: without its `null` map entries (the
/// last-applied configuration keeps them) and without `metadata.resourceVersion`, which
/// the API server refuses on a create (a manifest taken from `kubectl get` has one).
fn as_created(annotated: Value) -> Result<Value, Error> {
    let mut annotated = crate::bounds::with_stack(|| {
        let arena = crate::doc::Arena::new();
        let doc = crate::doc::Doc::borrowed(&annotated, &arena);
        let doc =
            crate::value::common::discard_nulls(doc, &arena, 0).map_err(|kind| Error::new(kind, JsonPath::root()))?;
        Ok::<_, Error>(doc.to_value())
    })?;
    if let Some(metadata) = annotated.get_mut("metadata").and_then(Value::as_object_mut) {
        metadata.remove("resourceVersion");
    }
    Ok(annotated)
}

/// [`as_created`] for a typed object: through JSON only where it changes something (a
/// `resourceVersion`, a `null`), which most creates do not: `written` says what its JSON
/// holds.
fn as_created_typed<T: Serialize + DeserializeOwned>(object: T, written: Written) -> Result<T, Error> {
    if !written.null && !written.resource_version {
        return Ok(object);
    }
    let json = object_json(&object, "desired")?;
    let created = as_created(json.clone())?;
    if created == json {
        return Ok(object);
    }
    crate::through_text::from_value(&created)
        .map_err(|e| Error::new(ErrorKind::InvalidJsonDocument { reason: e.to_string() }, JsonPath::root()))
}

/// What to send to the API server. Other requests may come, so a `match` on it has a
/// wildcard arm.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Plan<O, P> {
    /// There is no live object: create this one (the desired object, annotated, as
    /// kubectl posts it: without `null` fields and `metadata.resourceVersion`).
    Create(O),
    /// Send this patch.
    Patch {
        /// The patch, the new annotation included.
        patch: P,
        /// How to send it.
        patch_type: PatchType,
    },
    /// Nothing to send: the patch is empty, or applying it to the live object leaves the
    /// object as it is.
    Unchanged,
}

impl<O, P> Plan<O, P> {
    /// Whether there is nothing to send.
    pub fn is_unchanged(&self) -> bool {
        matches!(self, Plan::Unchanged)
    }
}

/// `kubectl apply`'s client side, configured: which annotation holds the last-applied
/// configuration, whether changes others made to fields you also changed are
/// overwritten, and the checks a patch must pass.
#[cfg_attr(
    feature = "k8s-v1_33",
    doc = r##"

```
use serde_json::json;
use smp::applier::{Applier, PatchType, Plan};
use smp::{KubeVersion, Schema};

let schemas = Schema::kubernetes(KubeVersion::V1_33)?;
let desired = json!({"apiVersion": "v1", "kind": "Service", "metadata": {"name": "web"},
                     "spec": {"selector": {"app": "web"}, "ports": [{"port": 80}]}});
let applier = Applier::new();

// First apply: nothing is live yet, so the annotated object is created.
let Plan::Create(created) = applier.plan(&desired, None, schemas.for_document(&desired))? else { panic!() };

// The server adds a cluster IP; applying the same manifest again sends nothing.
let mut live = created.clone();
live["spec"]["clusterIP"] = json!("10.0.0.7");
assert!(applier.plan(&desired, Some(&live), schemas.for_document(&desired))?.is_unchanged());

// A new port is a strategic merge patch that leaves the cluster IP alone.
let mut desired = desired;
desired["spec"]["ports"] = json!([{"port": 80}, {"port": 443}]);
let Plan::Patch { patch, patch_type } = applier.plan(&desired, Some(&live), schemas.for_document(&desired))? else { panic!() };
assert_eq!(patch_type, PatchType::Strategic);
assert_eq!(patch["spec"]["ports"], json!([{"port": 443}]));
assert!(patch["spec"].get("clusterIP").is_none());
# Ok::<(), smp::Error>(())
```
"##
)]
#[derive(Debug, Clone)]
pub struct Applier {
    last_applied: LastApplied,
    overwrite: bool,
    preconditions: Vec<Precondition>,
    #[cfg(feature = "k8s-definitions")]
    kube_version: crate::KubeVersion,
}

impl Default for Applier {
    fn default() -> Self {
        Applier::new()
    }
}

impl Applier {
    /// kubectl's defaults: its annotation, overwrite on, no preconditions on strategic
    /// merge patches.
    pub fn new() -> Applier {
        Applier {
            last_applied: LastApplied::kubectl(),
            overwrite: true,
            preconditions: Vec::new(),
            #[cfg(feature = "k8s-definitions")]
            kube_version: crate::KubeVersion::V1_37,
        }
    }

    /// The Kubernetes version whose definitions tell the API server's built-in kinds from
    /// custom resources, and steer their strategic merge patches, where the applier picks
    /// the schema itself (`plan_resource`, feature `kube`). The default is 1.37, the newest
    /// this release has, whichever versions other crates compile in; its definitions must
    /// be compiled in (smp's default `k8s-schemas`, or `k8s-v1_37`), or the plan is an
    /// error.
    ///
    /// ```
    /// use smp::{applier::Applier, KubeVersion};
    /// let applier = Applier::new().kube_version(KubeVersion::V1_35);
    /// assert_eq!(applier.kube_version_used(), KubeVersion::V1_35);
    /// assert_eq!(Applier::new().kube_version_used(), KubeVersion::V1_37);
    /// ```
    #[cfg(feature = "k8s-definitions")]
    pub fn kube_version(mut self, version: crate::KubeVersion) -> Applier {
        self.kube_version = version;
        self
    }

    /// The version [`Applier::kube_version`] set.
    #[cfg(feature = "k8s-definitions")]
    pub fn kube_version_used(&self) -> crate::KubeVersion {
        self.kube_version
    }

    /// Keeps the last-applied configuration in this annotation.
    pub fn last_applied(mut self, last_applied: LastApplied) -> Applier {
        self.last_applied = last_applied;
        self
    }

    /// With overwrite off, a change to a field that the live object changed differently
    /// since the last apply is refused with [`ErrorKind::Conflict`] (kubectl's
    /// `--overwrite=false`).
    pub fn overwrite(mut self, overwrite: bool) -> Applier {
        self.overwrite = overwrite;
        self
    }

    /// One more check every patch must pass.
    pub fn precondition(mut self, precondition: Precondition) -> Applier {
        self.preconditions.push(precondition);
        self
    }

    /// More checks every patch must pass, such as [`Precondition::kubectl_apply`].
    pub fn preconditions(mut self, preconditions: impl IntoIterator<Item = Precondition>) -> Applier {
        self.preconditions.extend(preconditions);
        self
    }

    /// The options of the strategic three-way diffs this applier computes.
    fn three_way_options(&self) -> ThreeWayOptions {
        ThreeWayOptions::default().overwrite(self.overwrite).preconditions(self.preconditions.iter().cloned())
    }

    /// The annotation this applier uses.
    pub fn annotation(&self) -> &LastApplied {
        &self.last_applied
    }

    /// The plan for `desired` given the `live` object (`None`: it does not exist). With
    /// a schema the patch is a strategic merge patch; without one, a JSON merge patch.
    /// Pass `None` for custom resources even when you have their schema: the API server
    /// accepts strategic merge patches only for its built-in kinds.
    pub fn plan(
        &self,
        desired: &Value,
        live: Option<&Value>,
        schema: Option<SchemaRef<'_>>,
    ) -> Result<Plan<Value, Value>, Error> {
        with_stack(|| self.plan_documents(desired, live, schema))
    }

    fn plan_documents(
        &self,
        desired: &Value,
        live: Option<&Value>,
        schema: Option<SchemaRef<'_>>,
    ) -> Result<Plan<Value, Value>, Error> {
        check_depth(desired)?;
        let modified = self.last_applied.annotate(desired)?;
        let Some(live) = live else { return as_created(modified).map(Plan::Create) };
        // The diffs read `null` as an empty document, as Go does; no live object is one.
        if !live.is_object() {
            return Err(not_an_object("live object", live));
        }
        check_depth(live)?;
        let original = self.last_applied.read(live)?.unwrap_or(Value::Null);
        let (patch, patch_type) = match schema {
            Some(schema) => {
                (crate::three_way(&original, &modified, live, schema, &self.three_way_options())?, PatchType::Strategic)
            }
            None => {
                let options = ThreeWayOptions::kubectl_apply().preconditions(self.preconditions.iter().cloned());
                let patch = merge_patch::three_way(&original, &modified, live, &options)?;
                (patch, PatchType::Merge)
            }
        };
        if patch.as_object().is_some_and(|map| map.is_empty()) || changes_nothing(live, &patch, patch_type, schema) {
            return Ok(Plan::Unchanged);
        }
        Ok(Plan::Patch { patch, patch_type })
    }

    /// The plan on typed objects of built-in kinds: the patch is the typed three-way
    /// patch ([`crate::typed::three_way`]), always a strategic merge patch (for custom
    /// resources, see [`Applier::plan_custom_resource`]). The last-applied
    /// configuration is read into `T`, and written from `T`'s JSON.
    #[cfg_attr(
        feature = "k8s-openapi",
        doc = r#"
```
use k8s_openapi::api::apps::v1::Deployment;
use smp::applier::{Applier, Plan};

let manifest = |image: &str| -> Deployment {
    serde_json::from_value(serde_json::json!({
        "metadata": {"name": "web"},
        "spec": {"selector": {"matchLabels": {"app": "web"}},
                 "template": {"spec": {"containers": [{"name": "web", "image": image}]}}}
    })).unwrap()
};
let applier = Applier::new();
let Plan::Create(live) = applier.plan_typed(&manifest("web:1"), None)? else { unreachable!() };
let Plan::Patch { patch, .. } = applier.plan_typed(&manifest("web:2"), Some(&live))? else { unreachable!() };
// The patch is a `DeploymentPatch`; kube sends it as `Patch::Strategic(patch)`.
let containers = serde_json::to_value(&patch)?["spec"]["template"]["spec"]["containers"].clone();
assert_eq!(containers, serde_json::json!([{"image": "web:2", "name": "web"}]));
# Ok::<(), Box<dyn std::error::Error>>(())
```
"#
    )]
    pub fn plan_typed<T>(&self, desired: &T, live: Option<&T>) -> Result<Plan<T, T::Patch>, Error>
    where
        T: StrategicMerge + Annotated + Serialize + DeserializeOwned + Clone + Default + PartialEq,
        T::Patch: Default,
    {
        with_stack(|| self.plan_typed_objects(desired, live))
    }

    fn plan_typed_objects<T>(&self, desired: &T, live: Option<&T>) -> Result<Plan<T, T::Patch>, Error>
    where
        T: StrategicMerge + Annotated + Serialize + DeserializeOwned + Clone + Default + PartialEq,
        T::Patch: Default,
    {
        let key = self.last_applied.key();
        let mut modified = desired.clone();
        let annotations = modified.annotations_mut();
        annotations.remove(key);
        let others_size = annotations.iter().map(|(k, v)| k.len() + v.len()).sum();
        let (stored, written) = self.last_applied.stored_text_of(&modified, others_size)?;
        if let Some(stored) = stored {
            modified.annotations_mut().insert(key.to_owned(), stored);
        }
        let Some(live) = live else { return as_created_typed(modified, written).map(Plan::Create) };
        let original = self.last_applied.read_typed(live)?;
        let patch = crate::typed::three_way(&original, &modified, live, &self.three_way_options())?;
        if crate::typed::strategic_merge::is_empty::<T>(&patch)
            || crate::typed::apply(live, patch.clone()).is_ok_and(|patched| patched == *live)
        {
            return Ok(Plan::Unchanged);
        }
        Ok(Plan::Patch { patch, patch_type: PatchType::Strategic })
    }

    /// The plan for a typed custom resource (a kind a CustomResourceDefinition serves,
    /// such as kube's `#[derive(CustomResource)]` types): a JSON merge patch, as
    /// [`Applier::plan`] makes without a schema. The API server refuses strategic merge
    /// patches for custom resources, whatever their schema, so this is the plan to send
    /// for them; kubectl does the same.
    ///
    /// The objects are compared as their JSON, with `null` values left out of `desired`:
    /// a `None` printed as `null` means "not set" (a field dropped from the manifest is
    /// still deleted, through the last-applied configuration).
    ///
    /// ```
    /// use std::collections::BTreeMap;
    /// use serde::{Deserialize, Serialize};
    /// use smp::applier::{Applier, PatchType, Plan};
    ///
    /// #[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
    /// #[serde(rename_all = "camelCase")]
    /// struct BackupSchedule { api_version: String, kind: String, metadata: Meta, spec: Spec }
    /// #[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
    /// struct Meta { name: String, annotations: Option<BTreeMap<String, String>> }
    /// #[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
    /// struct Spec { schedule: String, suspend: Option<bool> }
    ///
    /// let schedule = |cron: &str| BackupSchedule {
    ///     api_version: "example.com/v1".into(), kind: "BackupSchedule".into(),
    ///     metadata: Meta { name: "nightly".into(), annotations: None },
    ///     spec: Spec { schedule: cron.into(), suspend: None },
    /// };
    /// let applier = Applier::new();
    /// let Plan::Create(live) = applier.plan_custom_resource(&schedule("0 3 * * *"), None)? else { unreachable!() };
    /// assert!(applier.plan_custom_resource(&schedule("0 3 * * *"), Some(&live))?.is_unchanged());
    /// let Plan::Patch { patch, patch_type } = applier.plan_custom_resource(&schedule("0 4 * * *"), Some(&live))? else { unreachable!() };
    /// assert_eq!(patch_type, PatchType::Merge); // kube: `Patch::Merge(patch)`
    /// assert_eq!(patch["spec"], serde_json::json!({"schedule": "0 4 * * *"}));
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn plan_custom_resource<T>(&self, desired: &T, live: Option<&T>) -> Result<Plan<T, Value>, Error>
    where
        T: Serialize + DeserializeOwned,
    {
        self.plan_serialized(desired, live, |_| None)
    }

    /// [`Applier::plan`] on typed objects' JSON (`null`s left out of `desired`), with the
    /// schema `schema_for` gives the desired JSON (`None`: a JSON merge patch); the object
    /// to create read back into its type.
    pub(crate) fn plan_serialized<T: Serialize + DeserializeOwned>(
        &self,
        desired: &T,
        live: Option<&T>,
        schema_for: impl FnOnce(&Value) -> Option<SchemaRef<'static>>,
    ) -> Result<Plan<T, Value>, Error> {
        with_stack(|| {
            let mut desired = object_json(desired, "desired")?;
            strip_nulls(&mut desired, &Trail::ROOT)?;
            let live = live.map(|live| object_json(live, "live")).transpose()?;
            Ok(match self.plan_documents(&desired, live.as_ref(), schema_for(&desired))? {
                Plan::Create(object) => Plan::Create(through_text::from_value(&object).map_err(|e| {
                    let reason = format!("the annotated object does not read back into its type: {e}");
                    Error::new(ErrorKind::InvalidJsonDocument { reason }, JsonPath::root())
                })?),
                Plan::Patch { patch, patch_type } => Plan::Patch { patch, patch_type },
                Plan::Unchanged => Plan::Unchanged,
            })
        })
    }
}

/// Whether applying `patch` to `live` leaves it as it is: the exact no-op test the applier
/// and the matcher share. A patch that does not apply (the three-way diff of lists with
/// duplicate keys can make one) would fail at the API server: that is not a no-op.
pub(crate) fn changes_nothing(
    live: &Value,
    patch: &Value,
    patch_type: PatchType,
    schema: Option<SchemaRef<'_>>,
) -> bool {
    match (patch_type, schema) {
        (PatchType::Strategic, Some(schema)) => crate::value::changes_nothing(live, patch, schema).unwrap_or(false),
        _ => apply_patch(live, patch, patch_type, schema).is_ok_and(|patched| patched == *live),
    }
}

/// A typed object as JSON, for the plans and the matcher that work on JSON (made through
/// its text: [`through_text`]), refused when it is nested deeper than the walkers go.
pub(crate) fn object_json<T: Serialize>(object: &T, role: &str) -> Result<Value, Error> {
    through_text::to_value(object, &format!("the {role} object"))
}

/// Removes `null` values from objects, at any depth (to [`crate::MAX_DEPTH`]): in a Rust
/// value, `None` printed as `null` means "not set", where a manifest's `null` means
/// "delete".
pub(crate) fn strip_nulls(value: &mut Value, trail: &Trail<'_>) -> Result<(), Error> {
    match value {
        Value::Object(map) => {
            map.retain(|_, child| !child.is_null());
            for (key, child) in map.iter_mut() {
                strip_nulls(child, &trail.key(key)?)?;
            }
        }
        Value::Array(items) => {
            for (index, child) in items.iter_mut().enumerate() {
                strip_nulls(child, &trail.index(index)?)?;
            }
        }
        _ => {}
    }
    Ok(())
}
