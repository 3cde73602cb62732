//! A controller with kube-rs (feature `kube`): smp plans, kube sends.
//!
//! - [`Applier::plan_resource`] plans for any `kube::Resource` that serializes: a
//!   `k8s-openapi` type, a `#[derive(CustomResource)]` type, or, with its `ApiResource`
//!   ([`Applier::plan_resource_with`]), a `DynamicObject`. Like kubectl, it sends a
//!   strategic merge patch for the API server's built-in kinds (known by the resource's
//!   `apiVersion` and `kind` from Kubernetes' definitions, of
//!   [`Applier::kube_version`]: 1.37 unless set) and a JSON merge patch for every other kind, which the API server takes for
//!   custom resources. The plan is `Unchanged` when the patch would change nothing.
//! - [`PatchType::kube_patch`] and [`Plan::kube_patch`] give kube's `Patch`
//!   (`Patch::Strategic` or `Patch::Merge`) for `Api::patch`.
//! - For built-in kinds with the `k8s-openapi` feature, [`Applier::plan_typed`] plans the
//!   typed patch (`DeploymentPatch`), keeping the last-applied configuration in the
//!   object's `ObjectMeta` ([`Annotated`](crate::last_applied::Annotated)).
//! - [`Matcher::calculate_resource`] answers only whether an update is needed.
//! - Server-side apply: [`ServerSideApplier::plan_resource`] plans kube's `Patch::Apply`
//!   (`Unchanged`: skip it), [`ServerSideApplier::patch_params`] gives its `PatchParams`
//!   and [`ServerSidePlan::kube_patch`] the patch.
//!
//! One reconcile step (with a kube `Api<K>` and the object's name):
//!
//! ```no_run
//! # async fn reconcile(api: kube::Api<k8s_openapi::api::apps::v1::Deployment>,
//! #                    desired: k8s_openapi::api::apps::v1::Deployment) -> Result<(), Box<dyn std::error::Error>> {
//! use kube::api::{PatchParams, PostParams};
//! use smp::applier::{Applier, Plan};
//!
//! let live = api.get_opt("web").await?;
//! match Applier::new().plan_resource(&desired, live.as_ref())? {
//!     Plan::Create(object) => drop(api.create(&PostParams::default(), &object).await?),
//!     Plan::Patch { patch, patch_type } => drop(api.patch("web", &PatchParams::default(), &patch_type.kube_patch(&patch)).await?),
//!     Plan::Unchanged => {}
//!     _ => return Err("a plan this controller does not know".into()), // `Plan` can grow
//! }
//! # Ok(()) }
//! ```
//!
//! The request kube makes of a plan, offline:
//!
//! ```
//! use k8s_openapi::api::core::v1::ConfigMap;
//! use kube::core::{params::PatchParams, Request};
//! use smp::applier::{Applier, Plan};
//!
//! let manifest = |value: &str| -> ConfigMap {
//!     serde_json::from_value(serde_json::json!({"apiVersion": "v1", "kind": "ConfigMap",
//!         "metadata": {"name": "settings", "namespace": "default"}, "data": {"mode": value}})).unwrap()
//! };
//! let applier = Applier::new();
//! let Plan::Create(live) = applier.plan_resource(&manifest("a"), None)? else { unreachable!() };
//! let plan = applier.plan_resource(&manifest("b"), Some(&live))?;
//! let request = Request::new("/api/v1/namespaces/default/configmaps")
//!     .patch("settings", &PatchParams::default(), &plan.kube_patch().unwrap())?;
//! assert_eq!(request.headers()["content-type"], "application/strategic-merge-patch+json");
//! let body: serde_json::Value = serde_json::from_slice(request.body())?;
//! assert_eq!(body["data"], serde_json::json!({"mode": "b"}));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use kube_core::params::{Patch, PatchParams};
use kube_core::Resource;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::applier::{object_json, Applier, PatchType, Plan};
use crate::error::Error;
use crate::matcher::{Match, Matcher};
use crate::schema::{Schema, SchemaRef};
use crate::server_side::{ServerSideApplier, ServerSidePlan};

impl PatchType {
    /// kube's patch of this type: `Patch::Strategic(patch)` or `Patch::Merge(patch)`.
    ///
    /// ```
    /// use smp::applier::PatchType;
    /// assert!(matches!(PatchType::Merge.kube_patch(()), kube::api::Patch::Merge(())));
    /// ```
    pub fn kube_patch<P: Serialize>(self, patch: P) -> Patch<P> {
        match self {
            PatchType::Strategic => Patch::Strategic(patch),
            PatchType::Merge => Patch::Merge(patch),
        }
    }
}

impl<O, P: Serialize> Plan<O, P> {
    /// The patch to send, as kube's `Patch`; `None` for a create or when nothing is sent.
    pub fn kube_patch(&self) -> Option<Patch<&P>> {
        match self {
            Plan::Patch { patch, patch_type } => Some(patch_type.kube_patch(patch)),
            Plan::Create(_) | Plan::Unchanged => None,
        }
    }
}

impl Applier {
    /// The plan for any kube resource whose type knows its kind (a `k8s-openapi` type, a
    /// `#[derive(CustomResource)]` type), compared as its JSON: a strategic merge patch for
    /// the API server's built-in kinds, a JSON merge patch for custom resources (see the
    /// [module](crate::kube)). `Plan::Create` holds the annotated object as `K`. A
    /// `DynamicObject` takes its `ApiResource`: [`Applier::plan_resource_with`].
    pub fn plan_resource<K>(&self, desired: &K, live: Option<&K>) -> Result<Plan<K, Value>, Error>
    where
        K: Resource + Serialize + DeserializeOwned,
        K::DynamicType: Default,
    {
        self.plan_resource_with(desired, live, &K::DynamicType::default())
    }

    /// [`Applier::plan_resource`] for a resource whose kind its dynamic type says (kube's
    /// `_with` convention): a `DynamicObject` with its `ApiResource`.
    ///
    /// ```
    /// use kube::core::{ApiResource, DynamicObject, GroupVersionKind};
    /// use smp::applier::{Applier, PatchType, Plan};
    ///
    /// let resource = ApiResource::from_gvk(&GroupVersionKind::gvk("apps", "v1", "Deployment"));
    /// let deployment = |image: &str| -> DynamicObject {
    ///     let mut object = DynamicObject::new("web", &resource);
    ///     object.data = serde_json::json!({"spec": {"template": {"spec": {"containers": [{"name": "web", "image": image}]}}}});
    ///     object
    /// };
    /// let applier = Applier::new();
    /// let Plan::Create(live) = applier.plan_resource_with(&deployment("web:1"), None, &resource)? else { unreachable!() };
    /// let plan = applier.plan_resource_with(&deployment("web:2"), Some(&live), &resource)?;
    /// assert!(matches!(plan, Plan::Patch { patch_type: PatchType::Strategic, .. })); // a built-in kind
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn plan_resource_with<K>(
        &self,
        desired: &K,
        live: Option<&K>,
        dynamic_type: &K::DynamicType,
    ) -> Result<Plan<K, Value>, Error>
    where
        K: Resource + Serialize + DeserializeOwned,
    {
        let schema = built_in_kind::<K>(self.kube_version_used(), dynamic_type)?;
        self.plan_serialized(desired, live, |_| schema)
    }
}

impl Matcher {
    /// [`Matcher::calculate`] for any kube resource whose type knows its kind, with the
    /// patch [`Applier::plan_resource`] would send.
    pub fn calculate_resource<K>(&self, desired: &K, live: Option<&K>) -> Result<Match, Error>
    where
        K: Resource + Serialize,
        K::DynamicType: Default,
    {
        self.calculate_resource_with(desired, live, &K::DynamicType::default())
    }

    /// [`Matcher::calculate_resource`] for a resource whose kind its dynamic type says, with
    /// the patch [`Applier::plan_resource_with`] would send.
    pub fn calculate_resource_with<K>(
        &self,
        desired: &K,
        live: Option<&K>,
        dynamic_type: &K::DynamicType,
    ) -> Result<Match, Error>
    where
        K: Resource + Serialize,
    {
        // The matcher leaves `null`s out of the desired object itself.
        let schema = built_in_kind::<K>(self.kube_version_used(), dynamic_type)?;
        self.calculate_serialized(desired, live, |_| schema)
    }
}

impl ServerSidePlan {
    /// The apply to send, as kube's `Patch::Apply`; `None` when there is nothing to send or
    /// the API server would refuse it.
    pub fn kube_patch(&self) -> Option<Patch<&Value>> {
        match self {
            ServerSidePlan::Apply { body, .. } => Some(Patch::Apply(body)),
            _ => None,
        }
    }
}

impl ServerSideApplier<'_> {
    /// kube's parameters for this applier's requests: `PatchParams::apply(field_manager)`,
    /// with `force()` where the applier forces.
    pub fn patch_params(&self) -> PatchParams {
        let params = PatchParams::apply(self.field_manager());
        if self.forces() {
            params.force()
        } else {
            params
        }
    }

    /// [`ServerSideApplier::plan`] for any kube resource whose type knows its kind (a
    /// `k8s-openapi` type, a `#[derive(CustomResource)]` type), as its JSON with the
    /// `apiVersion` and `kind` of its type. `live` is the object as the API server returned
    /// it, managedFields included.
    ///
    /// ```
    /// use k8s_openapi::api::core::v1::ConfigMap;
    /// use kube::core::Request;
    /// use smp::server_side::{ServerSideApplier, ServerSidePlan, TypeConverter};
    /// use smp::KubeVersion;
    ///
    /// let converter = TypeConverter::kubernetes(KubeVersion::V1_37)?;
    /// let applier = ServerSideApplier::new(converter, "my-controller").force(true);
    /// let desired: ConfigMap = serde_json::from_value(serde_json::json!({
    ///     "metadata": {"name": "settings", "namespace": "default"}, "data": {"mode": "a"}}))?;
    /// let plan = applier.plan_resource(&desired, None)?;
    /// let request = Request::new("/api/v1/namespaces/default/configmaps")
    ///     .patch("settings", &applier.patch_params(), &plan.kube_patch().unwrap())?;
    /// assert_eq!(request.headers()["content-type"], "application/apply-patch+yaml");
    /// assert_eq!(request.uri().query(), Some("&force=true&fieldManager=my-controller"));
    ///
    /// // What the API server stores, read back as kube reads it: the next plan sends nothing.
    /// let ServerSidePlan::Apply { predicted, .. } = plan else { unreachable!() };
    /// let live: ConfigMap = serde_json::from_value(predicted)?;
    /// assert!(applier.plan_resource(&desired, Some(&live))?.is_unchanged());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn plan_resource<K>(&self, desired: &K, live: Option<&K>) -> Result<ServerSidePlan, Error>
    where
        K: Resource + Serialize,
        K::DynamicType: Default,
    {
        self.plan_resource_with(desired, live, &K::DynamicType::default())
    }

    /// [`ServerSideApplier::plan_resource`] for a resource whose kind its dynamic type
    /// says: a `DynamicObject` with its `ApiResource`.
    pub fn plan_resource_with<K>(
        &self,
        desired: &K,
        live: Option<&K>,
        dynamic_type: &K::DynamicType,
    ) -> Result<ServerSidePlan, Error>
    where
        K: Resource + Serialize,
    {
        let json = |object: &K, role: &str| -> Result<Value, Error> {
            let mut json = object_json(object, role)?;
            if let Some(map) = json.as_object_mut() {
                map.entry("apiVersion").or_insert_with(|| Value::String(K::api_version(dynamic_type).into_owned()));
                map.entry("kind").or_insert_with(|| Value::String(K::kind(dynamic_type).into_owned()));
            }
            Ok(json)
        };
        let live = live.map(|live| json(live, "live")).transpose()?;
        self.plan(&json(desired, "desired")?, live.as_ref())
    }
}

/// The schema of `K`'s kind among Kubernetes' definitions of `version`; `None` for a custom
/// resource, which takes a JSON merge patch.
fn built_in_kind<K: Resource>(
    version: crate::KubeVersion,
    dynamic_type: &K::DynamicType,
) -> Result<Option<SchemaRef<'static>>, Error> {
    let definitions = Schema::kubernetes(version)?;
    Ok(definitions.for_kind(&K::api_version(dynamic_type), &K::kind(dynamic_type)))
}
