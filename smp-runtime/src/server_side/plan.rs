//! A server-side apply planned offline, for a controller's reconcile: whether to send it,
//! what the API server would store, or which fields it would refuse and why.

use serde_json::Value;

use super::{FieldManager, TypeConverter};
use crate::error::{ApplyConflict, Error, ErrorKind, JsonPath};
use crate::managed_fields::{FieldSet, Time};
use crate::KubeVersion;

/// What a server-side apply would do. Other answers may come, so a `match` on it has a
/// wildcard arm.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum ServerSidePlan {
    /// The apply would change neither the object nor who owns its fields: skip the
    /// request (the API server would not write, and `resourceVersion` would stay).
    Unchanged,
    /// Send the apply: `body` is what kube's `Patch::Apply` sends (the desired object), and
    /// `predicted` the object the API server would store and answer with, managedFields
    /// included.
    Apply {
        /// The request's body.
        body: Value,
        /// The object after the apply.
        predicted: Value,
    },
    /// The API server would refuse the apply with `409 Conflict`: fields other managers
    /// own whose values it changes. Apply with force to take them, or leave them out.
    Conflicts {
        /// Each field, with its owner.
        conflicts: Vec<ApplyConflict>,
        /// The API server's message (`Apply failed with 1 conflict: conflict with "hpa"
        /// using apps/v1: .spec.replicas`).
        message: String,
    },
}

impl ServerSidePlan {
    /// Whether there is nothing to send.
    pub fn is_unchanged(&self) -> bool {
        matches!(self, ServerSidePlan::Unchanged)
    }
}

/// `kubectl apply --server-side` and kube's `Patch::Apply`, planned as the API server's
/// field manager computes them ([`FieldManager::apply`]): whether an apply would change the
/// object or only who owns its fields (both write), nothing (skip it), or conflict.
///
/// What an offline plan cannot know: the API server's defaulting of built-in kinds and
/// admission webhooks change objects after the field manager. Compare the desired object
/// with a live one the API server wrote (as a controller does), not with your own
/// manifest: a field the server defaulted is already in `live`, and an apply that does not
/// set it leaves it so. A webhook that rewrites fields you apply makes every plan an
/// `Apply`; read what it stored and apply that, or leave the field out.
///
/// ```
/// use serde_json::json;
/// use smp::server_side::{ServerSideApplier, ServerSidePlan, TypeConverter};
/// use smp::KubeVersion;
///
/// let converter = TypeConverter::kubernetes(KubeVersion::V1_37)?;
/// let applier = ServerSideApplier::new(converter, "my-controller");
/// let desired = json!({"apiVersion": "apps/v1", "kind": "Deployment",
///     "metadata": {"name": "web", "namespace": "default"}, "spec": {"replicas": 2}});
///
/// // Nothing live yet: the apply creates the object.
/// let ServerSidePlan::Apply { predicted: live, .. } = applier.plan(&desired, None)? else { panic!() };
/// // The next reconcile with the same object sends nothing.
/// assert!(applier.plan(&desired, Some(&live))?.is_unchanged());
///
/// // An autoscaler took `replicas` (an update); the controller's apply now conflicts.
/// let hpa = smp::server_side::FieldManager::new(converter, "apps/v1", "Deployment");
/// let mut scaled = live.clone();
/// scaled["spec"]["replicas"] = json!(5);
/// let scaled = hpa.update(Some(&live), &scaled, "hpa")?;
/// let ServerSidePlan::Conflicts { message, .. } = applier.plan(&desired, Some(&scaled))? else { panic!() };
/// assert_eq!(message, r#"Apply failed with 1 conflict: conflict with "hpa" using apps/v1: .spec.replicas"#);
/// # Ok::<(), smp::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct ServerSideApplier<'c> {
    converter: &'c TypeConverter,
    field_manager: String,
    force: bool,
    reset_fields: Vec<(String, FieldSet)>,
    kube_version: KubeVersion,
    now: Option<Time>,
}

impl<'c> ServerSideApplier<'c> {
    /// Applies as `field_manager` (kube's `PatchParams::apply(field_manager)`, kubectl's
    /// `--field-manager`), reading objects with `converter`; without force.
    pub fn new(converter: &'c TypeConverter, field_manager: &str) -> ServerSideApplier<'c> {
        ServerSideApplier {
            converter,
            field_manager: field_manager.to_owned(),
            force: false,
            reset_fields: Vec::new(),
            kube_version: KubeVersion::V1_37,
            now: None,
        }
    }

    /// Takes the fields other managers own instead of conflicting (kube's
    /// `PatchParams::force`, kubectl's `--force-conflicts`).
    pub fn force(mut self, force: bool) -> ServerSideApplier<'c> {
        self.force = force;
        self
    }

    /// The Kubernetes release whose API server is planned for: the reset fields of its
    /// built-in kinds ([`FieldManager::kubernetes_reset_fields`]: `status` of a Deployment,
    /// which an apply does not own). The default is 1.37.
    pub fn kube_version(mut self, version: KubeVersion) -> ServerSideApplier<'c> {
        self.kube_version = version;
        self
    }

    /// More fields no manager owns at `api_version` ([`FieldManager::reset_fields`]): `status`
    /// of a custom resource with a status subresource.
    pub fn reset_fields(mut self, api_version: &str, fields: FieldSet) -> ServerSideApplier<'c> {
        self.reset_fields.push((api_version.to_owned(), fields));
        self
    }

    /// The time the predicted object's changed managedFields entries get, instead of the
    /// system clock's.
    pub fn now(mut self, now: Time) -> ServerSideApplier<'c> {
        self.now = Some(now);
        self
    }

    /// The field manager's name.
    pub fn field_manager(&self) -> &str {
        &self.field_manager
    }

    /// Whether the applier forces.
    pub fn forces(&self) -> bool {
        self.force
    }

    /// The plan for applying `desired` (with its `apiVersion` and `kind`) to `live` (as the
    /// API server returned it, managedFields included; `None`: it does not exist).
    pub fn plan(&self, desired: &Value, live: Option<&Value>) -> Result<ServerSidePlan, Error> {
        let text = |key: &str| desired.get(key).and_then(Value::as_str).filter(|text| !text.is_empty());
        let (Some(api_version), Some(kind)) = (text("apiVersion"), text("kind")) else {
            let reason = "a server-side apply needs the object's apiVersion and kind".to_owned();
            return Err(Error::new(ErrorKind::InvalidJsonDocument { reason }, JsonPath::root()));
        };
        let mut manager =
            FieldManager::new(self.converter, api_version, kind).kubernetes_reset_fields(self.kube_version);
        for (version, fields) in &self.reset_fields {
            manager = manager.reset_fields(version, fields.clone());
        }
        if let Some(now) = self.now {
            manager = manager.now(now);
        }
        match manager.apply(live, desired, &self.field_manager, self.force) {
            Ok(predicted) if live == Some(&predicted) => Ok(ServerSidePlan::Unchanged),
            Ok(predicted) => Ok(ServerSidePlan::Apply { body: desired.clone(), predicted }),
            Err(error) => match error.kind() {
                ErrorKind::ApplyConflicts { conflicts } => {
                    Ok(ServerSidePlan::Conflicts { conflicts: conflicts.clone(), message: error.kind().to_string() })
                }
                _ => Err(error),
            },
        }
    }
}
