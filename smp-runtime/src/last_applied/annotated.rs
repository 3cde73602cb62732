//! Annotations of typed objects, for the typed apply.

use std::collections::BTreeMap;

/// A typed object with annotations (`metadata.annotations`), so that the typed
/// [`Applier`](crate::applier::Applier) can read and write the last-applied configuration.
///
/// With the `k8s-openapi` feature every type that implements `k8s_openapi::Metadata`
/// with an `ObjectMeta` (every `k8s-openapi` resource) has it; with the `kube` feature,
/// every `kube::Resource` (custom resources and `DynamicObject` too). Custom resources
/// need none: [`Applier::plan_custom_resource`](crate::applier::Applier::plan_custom_resource)
/// works on their JSON. For a type of your own:
///
/// ```
/// use std::collections::BTreeMap;
/// use smp_runtime::last_applied::Annotated;
///
/// #[derive(Default)]
/// struct Widget { annotations: Option<BTreeMap<String, String>> }
///
/// impl Annotated for Widget {
///     fn annotations(&self) -> Option<&BTreeMap<String, String>> {
///         self.annotations.as_ref()
///     }
///     fn annotations_mut(&mut self) -> &mut BTreeMap<String, String> {
///         self.annotations.get_or_insert_with(BTreeMap::new)
///     }
/// }
/// ```
#[diagnostic::on_unimplemented(
    message = "smp cannot read or write the annotations of `{Self}`",
    label = "not `smp::last_applied::Annotated`",
    note = "`k8s-openapi` resources have it with smp's `k8s-openapi` feature, every `kube::Resource` with its `kube` feature; implement it for your own types",
    note = "a kube `CustomResource` takes a JSON merge patch: `Applier::plan_resource` (feature `kube`) or `Applier::plan_custom_resource`"
)]
pub trait Annotated {
    /// The annotations, if the object has any (even an empty map).
    fn annotations(&self) -> Option<&BTreeMap<String, String>>;
    /// The annotations, created empty when missing.
    fn annotations_mut(&mut self) -> &mut BTreeMap<String, String>;
}

// With the `kube` feature, `kube::Resource`'s impl covers these and more.
#[cfg(all(feature = "k8s-openapi", not(feature = "kube")))]
impl<T> Annotated for T
where
    T: k8s_openapi::Metadata<Ty = k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta>,
{
    fn annotations(&self) -> Option<&BTreeMap<String, String>> {
        self.metadata().annotations.as_ref()
    }

    fn annotations_mut(&mut self) -> &mut BTreeMap<String, String> {
        self.metadata_mut().annotations.get_or_insert_with(BTreeMap::new)
    }
}
