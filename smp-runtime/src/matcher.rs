//! Whether a live object already is what a controller wants, in the manner of the
//! object matcher (`cisco-open/k8s-objectmatcher`): a three-way patch from the
//! last-applied configuration, the desired object and the live one, and whether sending
//! it would change anything.
//!
//! What the matcher leaves out of all three documents before comparing:
//! - the fields the server fills in ([`SERVER_FIELDS`]), and `status` if asked;
//! - fields you name ([`Matcher::ignore`]);
//! - the last-applied annotation itself;
//! - `null` values in the desired object (a Rust struct serializing `None` as `null`
//!   means "not set", not "delete"). Unlike the Go matcher, `false`, `0` and `""` are
//!   kept: they are values a manifest may set on purpose.
//!
//! The answer is exact: [`Match::unchanged`] is true if and only if applying
//! [`Match::patch`] to the (filtered) live object leaves it as it is. A patch can be
//! non-empty and still change nothing: `$setElementOrder` lists that name only the
//! items you declared, when the server added others (the `kube-api-access` volume and
//! its mounts), keep every item where it is.
//!
//! For server-side apply, [`Matcher::calculate_server_side`] asks the API server's field
//! manager instead ([`ServerSideApplier`]): there is no last-applied configuration, the
//! managedFields say who owns what, and an apply is needed where it would change the object
//! or only who owns its fields.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::applier::{changes_nothing, object_json, strip_nulls, PatchType};
use crate::bounds::{check_depth, with_stack};
use crate::error::{ApplyConflict, Error, ErrorKind, JsonPath, Trail};
use crate::gojson::view::not_an_object;
use crate::last_applied::{Annotated, LastApplied};
use crate::schema::{Describe, Schema, SchemaRef};
use crate::server_side::{ServerSideApplier, ServerSidePlan};
use crate::typed::strategic_merge::{self, StrategicMerge};
use crate::{merge_patch, ThreeWayOptions};

/// The `metadata` fields the API server sets, left out of every comparison.
pub const SERVER_FIELDS: [&str; 6] =
    ["resourceVersion", "uid", "creationTimestamp", "generation", "managedFields", "selfLink"];

/// [`SERVER_FIELDS`] as paths.
fn server_fields() -> &'static [Vec<String>] {
    static PATHS: std::sync::OnceLock<Vec<Vec<String>>> = std::sync::OnceLock::new();
    PATHS.get_or_init(|| SERVER_FIELDS.iter().map(|field| vec!["metadata".to_owned(), (*field).to_owned()]).collect())
}

/// A field to leave out of the comparison: a JSON pointer (`/spec/clusterIP`) whose
/// steps may be `*`, any key of an object or any item of a list
/// (`/spec/template/spec/containers/*/terminationMessagePath`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldPattern {
    steps: Vec<String>,
}

impl FieldPattern {
    /// Parses a pointer; `~1` stands for `/` and `~0` for `~` in a step, as in RFC 6901.
    ///
    /// ```
    /// use smp::matcher::FieldPattern;
    /// assert!(FieldPattern::parse("/metadata/annotations/example.com~1owner").is_ok());
    /// assert!(FieldPattern::parse("spec.clusterIP").is_err());
    /// ```
    pub fn parse(pointer: &str) -> Result<FieldPattern, Error> {
        let Some(rest) = pointer.strip_prefix('/') else {
            let reason = format!("a field pattern is a JSON pointer starting with '/', not {pointer:?}");
            return Err(Error::new(ErrorKind::InvalidJsonDocument { reason }, JsonPath::root()));
        };
        let steps = rest.split('/').map(|step| step.replace("~1", "/").replace("~0", "~")).collect();
        Ok(FieldPattern { steps })
    }

    fn remove_from(&self, value: &mut Value) {
        crate::json_field::forget(value, &self.steps);
    }
}

/// The result of [`Matcher::calculate`]: the patch, whether it changes anything, and
/// the three documents as compared (for logging). It may get more fields.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Match {
    /// The three-way patch from the last-applied configuration, the desired object and
    /// the live one.
    pub patch: Value,
    /// How the patch would be sent.
    pub patch_type: PatchType,
    /// Whether applying the patch to the live object leaves it unchanged: no update
    /// needed. Never true when there is no live object.
    pub unchanged: bool,
    /// The last-applied configuration, filtered (`null` when there was none).
    pub last_applied: Value,
    /// The desired object, filtered.
    pub desired: Value,
    /// The live object, filtered (`null` when there was none).
    pub live: Value,
}

/// The result of [`Matcher::calculate_typed`]: the typed three-way patch and whether it
/// changes anything. It may get more fields.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct TypedMatch<P> {
    /// The three-way patch from the last-applied configuration, the desired object and
    /// the live one: a strategic merge patch ([`PatchType::Strategic`]).
    pub patch: P,
    /// Whether applying the patch to the live object leaves it unchanged: no update
    /// needed. Never true when there is no live object.
    pub unchanged: bool,
}

/// The result of [`Matcher::calculate_server_side`]: whether a server-side apply is needed,
/// and why. It may get more fields.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct ServerSideMatch {
    /// Neither the object nor its managedFields would change: no apply needed. Never true
    /// when there is no live object.
    pub unchanged: bool,
    /// The object would stay as it is and only its managedFields would change: the apply
    /// would take or share fields, or give up fields it no longer sends, without changing a
    /// value. The API server still writes (a new `resourceVersion`).
    pub ownership_only: bool,
    /// The fields other managers own that the apply would change: the API server would
    /// refuse it (409) unless forced. Empty where it would go through.
    pub conflicts: Vec<ApplyConflict>,
    /// The object the API server would store, managedFields included (`None` where it
    /// would refuse the apply).
    pub predicted: Option<Value>,
}

/// Whether two objects are the same but for `metadata.managedFields`, compared in place.
fn same_but_managed_fields(a: &Value, b: &Value) -> bool {
    let (Some(a), Some(b)) = (a.as_object(), b.as_object()) else { return a == b };
    let others_same = |a: &serde_json::Map<String, Value>, b: &serde_json::Map<String, Value>, skipped: &str| {
        let count = |map: &serde_json::Map<String, Value>| map.keys().filter(|key| *key != skipped).count();
        count(a) == count(b)
            && a.iter().filter(|(key, _)| *key != skipped).all(|(key, value)| b.get(key) == Some(value))
    };
    match (a.get("metadata"), b.get("metadata")) {
        (Some(Value::Object(x)), Some(Value::Object(y))) => {
            others_same(a, b, "metadata") && others_same(x, y, "managedFields")
        }
        (x, y) => x == y && others_same(a, b, "metadata"),
    }
}

/// Decides whether a live object needs an update.
#[cfg_attr(
    feature = "k8s-v1_33",
    doc = r##"

```
use serde_json::json;
use smp::matcher::Matcher;
use smp::{KubeVersion, Schema};

let schemas = Schema::kubernetes(KubeVersion::V1_33)?;
let desired = json!({"apiVersion": "v1", "kind": "Service", "metadata": {"name": "my-service"},
    "spec": {"selector": {"app": "MyApp"}, "ports": [{"protocol": "TCP", "port": 80}]}});
// The same Service after the API server created it: defaults and computed fields.
let live = json!({"apiVersion": "v1", "kind": "Service",
    "metadata": {"name": "my-service", "namespace": "default", "resourceVersion": "564",
                 "uid": "f4903399-9b46-11e9-856a-e61351a73615", "creationTimestamp": "2019-06-30T14:54:26Z"},
    "spec": {"clusterIP": "10.103.65.49", "ports": [{"port": 80, "protocol": "TCP", "targetPort": 80}],
             "selector": {"app": "MyApp"}, "sessionAffinity": "None", "type": "ClusterIP"},
    "status": {"loadBalancer": {}}});
let matched = Matcher::new().calculate(&desired, Some(&live), schemas.for_document(&desired))?;
assert!(matched.unchanged);
# Ok::<(), smp::Error>(())
```
"##
)]
#[derive(Debug, Clone)]
pub struct Matcher {
    last_applied: LastApplied,
    ignore_status: bool,
    ignored: Vec<FieldPattern>,
    #[cfg(feature = "k8s-definitions")]
    kube_version: crate::KubeVersion,
}

impl Default for Matcher {
    fn default() -> Self {
        Matcher::new()
    }
}

impl Matcher {
    /// A matcher reading kubectl's annotation, comparing `status` too.
    pub fn new() -> Matcher {
        Matcher {
            last_applied: LastApplied::default(),
            ignore_status: false,
            ignored: Vec::new(),
            #[cfg(feature = "k8s-definitions")]
            kube_version: crate::KubeVersion::V1_37,
        }
    }

    /// The Kubernetes version whose definitions tell built-in kinds from custom resources
    /// where the matcher picks the schema itself (`calculate_resource`, feature `kube`):
    /// as [`Applier::kube_version`](crate::applier::Applier::kube_version), 1.37 unless set.
    #[cfg(feature = "k8s-definitions")]
    pub fn kube_version(mut self, version: crate::KubeVersion) -> Matcher {
        self.kube_version = version;
        self
    }

    /// The version [`Matcher::kube_version`] set.
    #[cfg(feature = "k8s-definitions")]
    pub fn kube_version_used(&self) -> crate::KubeVersion {
        self.kube_version
    }

    /// Reads the last-applied configuration from this annotation.
    pub fn last_applied(mut self, last_applied: LastApplied) -> Matcher {
        self.last_applied = last_applied;
        self
    }

    /// Leaves `status` out of the comparison.
    pub fn ignore_status(mut self) -> Matcher {
        self.ignore_status = true;
        self
    }

    /// Leaves this field out of the comparison (see [`FieldPattern`]).
    pub fn ignore(mut self, pattern: FieldPattern) -> Matcher {
        self.ignored.push(pattern);
        self
    }

    /// Compares the `desired` object with the `live` one (`None`: it does not exist, and
    /// an update is needed), in the order and with the names [`Applier::plan`] uses.
    /// With a schema the patch is a strategic merge patch; without, a JSON merge patch.
    /// As with [`Applier::plan`], pass `None` for custom resources: the answer is about
    /// the patch you would send, and for them that is a JSON merge patch.
    ///
    /// Both objects must be JSON objects: the diffs read `null` as an empty document, as
    /// Go does, but a `null` live object would make the no-op answer meaningless.
    ///
    /// [`Applier::plan`]: crate::applier::Applier::plan
    pub fn calculate(
        &self,
        desired: &Value,
        live: Option<&Value>,
        schema: Option<SchemaRef<'_>>,
    ) -> Result<Match, Error> {
        with_stack(|| self.calculate_documents(desired, live, schema))
    }

    fn calculate_documents(
        &self,
        desired: &Value,
        live: Option<&Value>,
        schema: Option<SchemaRef<'_>>,
    ) -> Result<Match, Error> {
        for (role, object) in [("desired object", Some(desired)), ("live object", live)] {
            let Some(object) = object else { continue };
            if !object.is_object() {
                return Err(not_an_object(role, object));
            }
            check_depth(object)?;
        }
        let original = match live {
            Some(live) => self.last_applied.read(live)?.unwrap_or(Value::Null),
            None => Value::Null,
        };
        let mut modified = desired.clone();
        strip_nulls(&mut modified, &Trail::ROOT)?;
        let [original, modified, current] =
            [original, modified, live.cloned().unwrap_or(Value::Null)].map(|mut document| {
                self.filter(&mut document);
                document
            });
        let options = ThreeWayOptions::default();
        let (patch, patch_type) = match schema {
            Some(schema) => (crate::three_way(&original, &modified, &current, schema, &options)?, PatchType::Strategic),
            None => (merge_patch::three_way(&original, &modified, &current, &options)?, PatchType::Merge),
        };
        let unchanged = live.is_some()
            && (patch.as_object().is_some_and(|map| map.is_empty())
                || changes_nothing(&current, &patch, patch_type, schema));
        Ok(Match { patch, patch_type, unchanged, last_applied: original, desired: modified, live: current })
    }

    /// Whether a server-side apply of `desired` by `applier` (its field manager, force and
    /// Kubernetes version) to `live` is needed, exactly as the API server's field manager
    /// decides it: [`ServerSideMatch::unchanged`] where neither the object nor who owns
    /// its fields would change, [`ServerSideMatch::ownership_only`] where only who owns them
    /// would. The client-side settings of the matcher (last-applied annotation, ignored
    /// fields) play no part: the field manager merges, and what it leaves is what the API
    /// server stores.
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::matcher::Matcher;
    /// use smp::server_side::{FieldManager, ServerSideApplier, TypeConverter};
    /// use smp::KubeVersion;
    ///
    /// let converter = TypeConverter::kubernetes(KubeVersion::V1_37)?;
    /// let applier = ServerSideApplier::new(converter, "my-controller");
    /// let desired = json!({"apiVersion": "v1", "kind": "ConfigMap",
    ///     "metadata": {"name": "a", "namespace": "default"}, "data": {"k": "v"}});
    /// let live = FieldManager::new(converter, "v1", "ConfigMap").apply(None, &desired, "my-controller", false)?;
    /// assert!(Matcher::new().calculate_server_side(&applier, &desired, Some(&live))?.unchanged);
    ///
    /// // Another manager applied the same value: the object stays, the ownership would not.
    /// let other = ServerSideApplier::new(converter, "another-controller");
    /// let matched = Matcher::new().calculate_server_side(&other, &desired, Some(&live))?;
    /// assert!(!matched.unchanged && matched.ownership_only);
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn calculate_server_side(
        &self,
        applier: &ServerSideApplier<'_>,
        desired: &Value,
        live: Option<&Value>,
    ) -> Result<ServerSideMatch, Error> {
        match applier.plan(desired, live)? {
            ServerSidePlan::Unchanged => Ok(ServerSideMatch {
                unchanged: true,
                ownership_only: false,
                conflicts: Vec::new(),
                predicted: live.cloned(),
            }),
            ServerSidePlan::Apply { predicted, .. } => Ok(ServerSideMatch {
                unchanged: false,
                ownership_only: live.is_some_and(|live| same_but_managed_fields(live, &predicted)),
                conflicts: Vec::new(),
                predicted: Some(predicted),
            }),
            ServerSidePlan::Conflicts { conflicts, .. } => {
                Ok(ServerSideMatch { unchanged: false, ownership_only: false, conflicts, predicted: None })
            }
        }
    }

    /// [`Matcher::calculate`] for values of a type that describes its schema ([`Describe`]:
    /// derived, generated or `k8s-openapi`'s): compared as their JSON, on that schema,
    /// with the ignored fields and server fields left out as there, and [`Match`] holds the
    /// JSON documents compared (for logging). [`Matcher::calculate_typed`] stays typed.
    #[cfg_attr(
        feature = "k8s-openapi",
        doc = r##"
```
use k8s_openapi::api::core::v1::ConfigMap;
use smp::matcher::Matcher;

let desired: ConfigMap = serde_json::from_str(r#"{"metadata": {"name": "a"}, "data": {"k": "v"}}"#)?;
let mut live = desired.clone();
live.metadata.resource_version = Some("42".into()); // the server's
assert!(Matcher::new().calculate_described(&desired, Some(&live))?.unchanged);
live.data.as_mut().unwrap().insert("k".into(), "changed by hand".into());
assert!(!Matcher::new().calculate_described(&desired, Some(&live))?.unchanged);
assert!(!Matcher::new().calculate_described(&desired, None)?.unchanged); // to be created
# Ok::<(), Box<dyn std::error::Error>>(())
```
"##
    )]
    pub fn calculate_described<T: Serialize + Describe>(&self, desired: &T, live: Option<&T>) -> Result<Match, Error> {
        self.calculate_serialized(desired, live, |_| Schema::shared::<T>().root())
    }

    /// [`Matcher::calculate`] on the typed path, for values of a type with a typed strategic
    /// merge patch (derived, generated or `k8s-openapi`'s): the same fields are left out
    /// (the server's, the annotation, `status` if asked, the ignored patterns, each removed
    /// from the typed values as it is from their JSON), and the patch is typed; nothing
    /// becomes JSON. A typed value holds no `null` for "not set" (`None` is absent), so none
    /// is stripped from `desired`.
    #[cfg_attr(
        feature = "k8s-openapi",
        doc = r##"
```
use k8s_openapi::api::core::v1::ConfigMap;
use smp::matcher::{FieldPattern, Matcher};

let desired: ConfigMap = serde_json::from_str(r#"{"metadata": {"name": "a"}, "data": {"k": "v"}}"#)?;
let mut live = desired.clone();
live.metadata.resource_version = Some("42".into()); // the server's
assert!(Matcher::new().calculate_typed(&desired, Some(&live))?.unchanged);
live.data.as_mut().unwrap().insert("k".into(), "changed by hand".into());
let matched = Matcher::new().calculate_typed(&desired, Some(&live))?;
assert!(!matched.unchanged);
assert_eq!(serde_json::to_string(&matched.patch)?, r#"{"data":{"k":"v"}}"#);
// Changes someone else owns can be left out.
let ignoring = Matcher::new().ignore(FieldPattern::parse("/data/k")?);
assert!(ignoring.calculate_typed(&desired, Some(&live))?.unchanged);
assert!(!Matcher::new().calculate_typed(&desired, None)?.unchanged); // to be created
# Ok::<(), Box<dyn std::error::Error>>(())
```
"##
    )]
    pub fn calculate_typed<T>(&self, desired: &T, live: Option<&T>) -> Result<TypedMatch<T::Patch>, Error>
    where
        T: StrategicMerge + Annotated + DeserializeOwned + Clone + Default + PartialEq,
        T::Patch: Default,
    {
        with_stack(|| {
            let original = match live {
                Some(live) => self.last_applied.read_typed(live)?,
                None => T::default(),
            };
            let current = live.cloned().unwrap_or_default();
            let [original, modified, current] = [original, desired.clone(), current].map(|mut object| {
                self.filter_typed(&mut object);
                object
            });
            let patch = crate::typed::three_way(&original, &modified, &current, &ThreeWayOptions::default())?;
            let unchanged = live.is_some()
                && (strategic_merge::is_empty::<T>(&patch)
                    || crate::typed::apply(&current, patch.clone()).is_ok_and(|patched| patched == current));
            Ok(TypedMatch { patch, unchanged })
        })
    }

    /// [`Matcher::calculate`] for typed custom resources (such as kube's
    /// `#[derive(CustomResource)]` types), compared as their JSON with a JSON merge patch,
    /// the patch [`Applier::plan_custom_resource`](crate::applier::Applier::plan_custom_resource)
    /// sends.
    ///
    /// ```
    /// use serde::Serialize;
    /// use smp::matcher::Matcher;
    ///
    /// #[derive(Serialize)]
    /// struct Widget { metadata: serde_json::Value, spec: Vec<String> }
    /// let desired = Widget { metadata: serde_json::json!({"name": "w"}), spec: vec!["a".into()] };
    /// let live = Widget { metadata: serde_json::json!({"name": "w", "uid": "1f0c"}), spec: vec!["a".into(), "b".into()] };
    /// let matched = Matcher::new().calculate_custom_resource(&desired, Some(&live))?;
    /// assert!(!matched.unchanged); // a JSON merge patch replaces the list
    /// assert_eq!(matched.patch, serde_json::json!({"spec": ["a"]}));
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn calculate_custom_resource<T: Serialize>(&self, desired: &T, live: Option<&T>) -> Result<Match, Error> {
        self.calculate_serialized(desired, live, |_| None)
    }

    /// [`Matcher::calculate`] on typed objects' JSON, with the schema `schema_for` gives
    /// the desired JSON (`None`: a JSON merge patch).
    pub(crate) fn calculate_serialized<T: Serialize>(
        &self,
        desired: &T,
        live: Option<&T>,
        schema_for: impl FnOnce(&Value) -> Option<SchemaRef<'static>>,
    ) -> Result<Match, Error> {
        with_stack(|| {
            let desired = object_json(desired, "desired")?;
            let live = live.map(|live| object_json(live, "live")).transpose()?;
            self.calculate_documents(&desired, live.as_ref(), schema_for(&desired))
        })
    }

    /// [`Matcher::filter`] on a typed value.
    fn filter_typed<T: StrategicMerge + Annotated>(&self, object: &mut T) {
        if self.ignore_status {
            strategic_merge::forget(object, &["status".to_owned()]);
        }
        for path in server_fields() {
            strategic_merge::forget(object, path);
        }
        if object.annotations().is_some() {
            let annotations = object.annotations_mut();
            annotations.remove(self.last_applied.key());
            // kubectl stores `"annotations":{}` for a manifest without any.
            if annotations.is_empty() {
                strategic_merge::forget(object, &["metadata".to_owned(), "annotations".to_owned()]);
            }
        }
        for pattern in &self.ignored {
            strategic_merge::forget(object, &pattern.steps);
        }
    }

    fn filter(&self, document: &mut Value) {
        let Value::Object(root) = document else { return };
        if self.ignore_status {
            root.remove("status");
        }
        if let Some(Value::Object(metadata)) = root.get_mut("metadata") {
            for field in SERVER_FIELDS {
                metadata.remove(field);
            }
            if let Some(Value::Object(annotations)) = metadata.get_mut("annotations") {
                annotations.remove(self.last_applied.key());
                // kubectl stores `"annotations":{}` for a manifest without any.
                if annotations.is_empty() {
                    metadata.remove("annotations");
                }
            }
        }
        for pattern in &self.ignored {
            pattern.remove_from(document);
        }
    }
}
