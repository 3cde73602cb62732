//! Annotations of typed objects, for the typed apply.

use std::collections::BTreeMap;

/// A typed object with annotations (`metadata.annotations`), so that the typed
/// [`Applier`](crate::applier::Applier) can read and write the last-applied configuration.
///
/// With the `k8s-openapi` feature every `k8s-openapi` resource (a type with an
/// `ObjectMeta`) has it, one impl per type, whichever other features are on. Custom
/// resources need none to be planned: [`Applier::plan_custom_resource`](crate::applier::Applier::plan_custom_resource)
/// and, with the `kube` feature, `Applier::plan_resource` work on their JSON. For the
/// typed apply of a type of your own (a kube `CustomResource` too), implement it:
///
/// ```
/// use std::collections::BTreeMap;
/// use smp::last_applied::Annotated;
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
    note = "`k8s-openapi` resources have it with smp's `k8s-openapi` feature; implement it for your own types",
    note = "a kube `CustomResource` takes a JSON merge patch: `Applier::plan_resource` (feature `kube`) or `Applier::plan_custom_resource`"
)]
pub trait Annotated {
    /// The annotations, if the object has any (even an empty map).
    fn annotations(&self) -> Option<&BTreeMap<String, String>>;
    /// The annotations, created empty when missing.
    fn annotations_mut(&mut self) -> &mut BTreeMap<String, String>;
}
