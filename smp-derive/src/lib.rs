//! `#[derive(StrategicMerge)]` for smp: describes a struct to strategic merge patch from
//! its `#[smp(...)]` and `#[serde(...)]` attributes, as the Go structs of Kubernetes do
//! with their `patchStrategy` and `patchMergeKey` tags.
//!
//! The derive implements:
//!
//! - `smp::Describe`, so `Schema::of::<T>()` gives the schema of the struct for the
//!   `serde_json::Value` path (`smp::apply`, `smp::two_way`, `smp::three_way`);
//! - `smp::StrategicMerge` (with its hidden half, the operations, and the table of the
//!   struct's fields, from which the runtime also keys lists of the struct), with a
//!   generated patch type `TPatch` (serde), for the typed path (`smp::typed::apply`,
//!   `smp::typed::two_way`, `smp::typed::three_way`):
//!   patches parse straight into `TPatch`, and each field's merge calls one runtime
//!   function chosen at compile time from its type and strategy. The struct must
//!   implement `Clone` (`typed::apply` copies what a patch leaves alone) and `Default`
//!   (a patch can delete the struct). Generic structs and structs with `#[serde(flatten)]` fields
//!   need `#[smp(describe_only)]` (only `Describe`) for now.
//!
//! Use it through the `smp` crate, which re-exports it as `smp::StrategicMerge` (with a
//! runnable example).
//!
//! The attributes, enums and compile-time checks are documented on the derive itself
//! ([`macro@StrategicMerge`], shown as `smp::StrategicMerge`).
//!
//! # Example
//!
//! ```ignore
//! use serde::{Deserialize, Serialize};
//! use smp::StrategicMerge;
//!
//! #[derive(StrategicMerge, Serialize, Deserialize, Clone, Default)]
//! #[serde(rename_all = "camelCase")]
//! struct PodSpec {
//!     #[smp(patch_strategy = "merge", patch_merge_key = "name")]
//!     containers: Vec<Container>,
//!     node_name: Option<String>,
//! }
//!
//! #[derive(StrategicMerge, Serialize, Deserialize, Clone, Default)]
//! struct Container {
//!     name: String,
//!     image: Option<String>,
//! }
//! ```
//!
//! # Expansion
//!
//! The example above expands to (roughly; every path is absolute, through the `crate`
//! path):
//!
//! ```text
//! const _: () = {
//!     // The schema is read from the field list of the typed path (below), where each
//!     // field's strategy is written once.
//!     impl ::smp::Describe for PodSpec {
//!         fn describe(builder: &mut ::smp::SchemaBuilder) -> ::smp::NodeId {
//!             ::smp::__private::structure::describe::<Self>(builder)
//!         }
//!     }
//!     // The JSON names of the fields, which a list of `PodSpec` with a merge key checks.
//!     impl ::smp::__private::JsonFields for PodSpec {
//!         const NAMES: Option<&'static [&'static str]> = Some(&["containers", "nodeName"]);
//!     }
//!     // The merge key must be a field of the item type: an error on "name" otherwise.
//!     const _: () = assert!(::smp::__private::has_field::<Container>("name"), "merge key \"name\" is not a field of `Container`: ...");
//! };
//! ```
//!
//! A struct with `#[smp(describe_only)]` (generic, or with a flattened field) has no
//! typed path, so its `Describe` lists its fields itself
//! (`fields.field::<Vec<Container>>("containers", PatchMeta::new(Some("merge"), Some("name")))`):
//! type parameters get a `T: Describe` bound, a flattened field becomes
//! `fields.flatten::<T>()`, a skipped field is left out.
//!
//! And the typed path (abridged; `#rt` is `::smp`; `smp-derive/tests/golden/` holds a
//! whole expansion):
//!
//! ```text
//! // The patch type derives only `Default`: its serde, `Debug`, `Clone` and `PartialEq`
//! // are one-line impls calling the runtime (`#rt::__private::patch_serde`) over a table
//! // of the members' JSON names (`$patch`, `$setElementOrder/containers`, ...).
//! #[derive(Default)]
//! pub struct PodSpecPatch {
//!     pub directive: Option<String>,                  // `$patch`
//!     pub retain_keys: Option<Vec<String>>,           // `$retainKeys`
//!     pub containers: KeyedListPatch<<Container as #rt::StrategicMerge>::Patch>, // the items and `$setElementOrder/containers`
//!     pub node_name: Patched<<String as #rt::StrategicMerge>::Held>,      // a `String`
//!     pub security_context: Patched<<PodSecurityContext as #rt::StrategicMerge>::Held>, // a `Box<PodSecurityContextPatch>`
//! }
//! impl #rt::StrategicMerge for PodSpec {
//!     type Patch = PodSpecPatch;
//!     type Held = Box<PodSpecPatch>; // a struct's patch is boxed where another holds it
//! }
//! // Each operation is the runtime's, written once for every struct
//! // (`#rt::__private::structure`): `in_place` runs them all, and the other methods
//! // (merge, from_patch, merge_patches, diff) call that one.
//! impl #rt::__private::Operations for PodSpec {
//!     fn in_place(operation: InPlace<'_, Self>, trail: &Trail) -> Result<(), Error> { // both #rt::__private
//!         #rt::__private::structure::in_place(operation, trail)
//!     }
//!     fn to_patch(&self) -> PatchOf<Self> { #rt::__private::structure::to_patch(self) }
//!     fn is_object(&self) -> bool { true }
//! }
//! // What the operations visit (apply, diff, merging patches, merge keys, the schema):
//! // each field once, with what its strategy says and where it lives in the struct and
//! // in the patch type (`member!` writes the accessors; `required` for a field that is
//! // no `Option`). The strategies are one static table, so a call passes only an address.
//! // A list of `PodSpec` merged by key reads its keys through this table too (the
//! // runtime's `Keyed` is implemented for every struct that has one).
//! impl #rt::__private::fields::Fields for PodSpec {
//!     const NAME: &'static str = "PodSpec";
//!     const HAS_DEFAULT: bool = true;
//!     fn visit<V: Visit<Self>>(visitor: &mut V) {
//!         static FIELDS: [Field; 2] = [Field::new("containers").merge().merge_key("name"), Field::new("nodeName")];
//!         visitor.keyed(&FIELDS[0], member!(containers, required));
//!         visitor.plain(&FIELDS[1], member!(node_name));
//!     }
//!     // directives, directives_ref: the `$patch` and `$retainKeys` members.
//! }
//! impl #rt::__private::fields::Blank for PodSpec { fn blank() -> Self { Default::default() } }
//! // `#[derive(StrategicMerge)]` needs `PodSpec: Default` (a patch can delete the struct).
//! const _: fn() = #rt::__private::needs_default::<PodSpec>;
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

#[cfg(test)]
mod golden;
mod internals;

use smp_codegen::{check, ctxt, expand};

use proc_macro::TokenStream;

/// Implements `smp::Describe` and the typed patch traits for a struct with named fields
/// (or an atomic enum); how it expands is in the crate docs.
///
/// # Attributes
///
/// On a field:
///
/// | attribute | meaning | Go tag |
/// |---|---|---|
/// | `#[smp(patch_strategy = "merge", patch_merge_key = "name")]` | a list of structs merged item by item, keyed by their `name` field | `patchStrategy:"merge" patchMergeKey:"name"` |
/// | `#[smp(patch_strategy = "merge")]` | a list of primitives merged as a set | `patchStrategy:"merge"` |
/// | `#[smp(patch_strategy = "merge,retainKeys", patch_merge_key = "name")]` | a keyed list whose items drop the fields a patch leaves out | `patchStrategy:"merge,retainKeys"` |
/// | `#[smp(patch_strategy = "retainKeys")]` | a struct that drops the fields a patch leaves out | `patchStrategy:"retainKeys"` |
/// | `#[smp(patch_strategy = "replace")]` | replaced whole | `patchStrategy:"replace"` |
/// | `#[smp(patch_merge_key = "containerPort,protocol", composite_key)]` | a key of several fields (opt-in): both paths tell items apart by all of them (the first is required, the others read as `null` when absent); the reference has single keys only | none |
///
/// On the struct, `#[smp(crate = "path")]` names the smp crate when it is not `::smp`
/// (for example when it is re-exported by another crate), and `#[smp(describe_only)]`
/// derives only `Describe`.
///
/// From serde, the derive reads what changes the JSON form: `rename_all` on the struct,
/// `rename`, `skip` (or both `skip_serializing` and `skip_deserializing`), `flatten` and
/// `default` on fields, and ignores the rest. `#[serde(transparent)]` is refused.
///
/// Optional fields should be `Option<T>`, as in `k8s-openapi`: the typed path treats a
/// field of another type as always present, so a `Vec<T>` that serde skips when empty
/// is `[]` to the typed path but absent to the JSON, and emptying it gives a patch that
/// deletes its items rather than `null` (with the same result).
///
/// # Enums
///
/// On an enum the derive makes an atomic type: a patch replaces its value whole, whatever
/// its JSON form (a string for a unit variant, an object for others), on the typed path
/// and on the `Value` path (`Describe` says atomic), and two changes to it conflict unless
/// equal. In a list with `patch_strategy = "merge"` and no merge key, enums merge by value
/// like strings. The enum needs `Clone`, `PartialEq`, `Debug`, `Serialize` and
/// `Deserialize`.
///
/// # Checks
///
/// Mistakes are compile errors on the attribute, saying what to write instead: a merge
/// key on a field that is not a list (a `Box<T>` field is allowed: it is the reference's
/// pointer to a struct, which documents may also give as a list), or naming no field of
/// the item type; an unknown strategy; `retainKeys` on a primitive or a list of
/// primitives; merging a list of lists; an unknown or repeated `smp` key; the derive on
/// a union, a tuple or unit struct. A list merged by value whose items are structs (it
/// needs a merge key) fails to compile at the item type.
///
/// The merge key is checked by the compiler against the JSON names of the item type, so
/// the item type must derive `StrategicMerge` too. The check is skipped for items whose
/// type is (or is built from) a type parameter, and passes every key for an item type
/// with `#[serde(flatten)]` fields, whose names are not known to its derive.
///
#[proc_macro_derive(StrategicMerge, attributes(smp, serde))]
pub fn derive_strategic_merge(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as syn::DeriveInput);
    let cx = ctxt::Ctxt::new();
    let container = internals::container(&cx, &input);
    if let Some(container) = &container {
        check::check(&cx, container);
    }
    match (cx.check(), container) {
        (Ok(()), Some(container)) => expand::expand(&container).into(),
        (Err(errors), _) => errors.into(),
        // `container` reports why it gave no model.
        (Ok(()), None) => TokenStream::new(),
    }
}
