//! The statically typed path: strategic merge patch on Rust values whose types know their
//! patch semantics at compile time, with patches parsed straight into typed patch values.
//!
//! # Typed paths, for users
//!
//! A type gets its typed strategic merge patch one of three ways:
//! - **`k8s-openapi` types** (feature `k8s-openapi`): impls generated at build time for
//!   every type of the Kubernetes version your binary enables on `k8s-openapi`, with
//!   patch types such as `DeploymentPatch` (`smp::k8s`);
//! - **your structs**: `#[derive(smp::StrategicMerge)]`, with `#[smp(...)]` attributes
//!   where Go has `patchStrategy` and `patchMergeKey` tags (the table is on the derive);
//! - **a custom resource's schema**: `smp-build` generates types and impls from a CRD
//!   manifest in your `build.rs` (`examples/crd-build`).
//!
//! Then [`apply`], [`two_way`] and [`three_way()`] work on values and typed patches, as
//! [`crate::apply`], [`crate::two_way`] and [`crate::three_way`] do on JSON, with the same
//! results (the test suites check both against the Go reference). For a controller,
//! [`Applier::plan_typed`](crate::applier::Applier::plan_typed) and
//! [`Matcher::calculate_typed`](crate::matcher::Matcher::calculate_typed) take typed
//! objects; with the `kube` feature, `Applier::plan_resource` takes any kube resource.
//!
//! A strategic merge patch is for the API server's built-in kinds only: it refuses them
//! for custom resources, whatever their schema. Send a custom resource a JSON merge patch
//! ([`Applier::plan_custom_resource`](crate::applier::Applier::plan_custom_resource));
//! the typed path on a custom resource's type serves computing and predicting changes
//! offline (GitOps, policy, tests), not requests.
//!
//! ```
//! use std::collections::BTreeMap;
//! use smp::typed;
//! let live = BTreeMap::from([("replicas".to_string(), 3i64), ("revision".to_string(), 7)]);
//! let desired = BTreeMap::from([("replicas".to_string(), 5i64), ("revision".to_string(), 7)]);
//! let patch = typed::two_way(&live, &desired)?;
//! assert_eq!(serde_json::to_string(&patch).unwrap(), r#"{"replicas":5}"#);
//! assert_eq!(typed::apply(&live, patch)?, desired);
//! # Ok::<(), smp::Error>(())
//! ```
//!
//! # How it works
//!
//! [`StrategicMerge`] is what a type does under a patch. Scalars, `String`,
//! `serde_json::Value`, maps and atomic lists implement it here; `#[derive(StrategicMerge)]`
//! implements it for structs, with a generated patch type (`FooPatch`) whose fields hold
//! [`Patched`] values, lists with their directives ([`KeyedListPatch`]: the items and
//! `$setElementOrder/<list>`; [`PrimitiveListPatch`]: also `$deleteFromPrimitiveList/<list>`)
//! and the struct's own directives (`$patch`, `$retainKeys`). Lists merged by key or
//! by value run the same list algorithms as the `Value` path, and [`three_way()`] the same
//! recipe, so both paths give the same results. What is generated for a struct is little
//! more than the list of its fields; the operations on structs are written once, in the
//! runtime (the generated code calls them through `smp::__private`, which is not
//! a public API).

// What generated code calls (through `crate::__private`), not a public API.
#[doc(hidden)]
pub mod atomic;
#[doc(hidden)]
pub mod fields;
pub(crate) mod in_place;
mod keyed_list;
#[doc(hidden)]
pub mod list;
mod map;
#[doc(hidden)]
pub mod patch_serde;
#[doc(hidden)]
pub mod patches;
#[doc(hidden)]
pub mod structure;
mod three_way;

pub(crate) use in_place::InPlace;
pub use three_way::three_way;

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use crate::bounds::with_stack;
use crate::error::{Error, Trail};
#[doc(hidden)]
pub use crate::lists::AsKey;
use crate::lists::Key;
use crate::schema::Describe;

pub use map::MapPatch;

/// A field of a patch: absent, `null` (delete), or a value.
///
/// ```
/// use smp::typed::Patched;
/// #[derive(serde::Deserialize)]
/// struct P {
///     #[serde(default)]
///     a: Patched<i64>,
///     #[serde(default)]
///     b: Patched<i64>,
///     #[serde(default)]
///     c: Patched<i64>,
/// }
/// let p: P = serde_json::from_str(r#"{"a": null, "b": 2}"#).unwrap();
/// assert_eq!((p.a, p.b, p.c), (Patched::Null, Patched::Set(2), Patched::Absent));
/// ```
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Patched<P> {
    /// The patch does not mention the field.
    #[default]
    Absent,
    /// The patch sets the field to `null`: it is deleted.
    Null,
    /// The patch's value for the field.
    Set(P),
}

/// A list merged by key, as a patch holds it: its items and its `$setElementOrder/<list>`.
#[derive(Debug, Clone, PartialEq)]
pub struct KeyedListPatch<P> {
    /// The items (each a patch of one, found by its merge key).
    pub items: Patched<Vec<P>>,
    /// `$setElementOrder/<list>`: the order of the items after the patch, each item
    /// holding only its merge key.
    pub order: Option<Vec<P>>,
}

impl<P> Default for KeyedListPatch<P> {
    fn default() -> Self {
        KeyedListPatch { items: Patched::Absent, order: None }
    }
}

/// A list of primitives, as a patch holds it: its items and the two list directives.
#[derive(Debug, Clone, PartialEq)]
pub struct PrimitiveListPatch<T> {
    /// The items: added to the list when it merges by value, or the whole list.
    pub items: Patched<Vec<T>>,
    /// `$setElementOrder/<list>`: the order of the items after the patch.
    pub order: Option<Vec<T>>,
    /// `$deleteFromPrimitiveList/<list>`: the items to remove.
    pub delete: Patched<Vec<T>>,
}

impl<T> Default for PrimitiveListPatch<T> {
    fn default() -> Self {
        PrimitiveListPatch { items: Patched::Absent, order: None, delete: Patched::Absent }
    }
}

impl<P> Patched<P> {
    /// Whether the patch does not mention the field (for `skip_serializing_if`).
    pub fn is_absent(&self) -> bool {
        matches!(self, Patched::Absent)
    }

    /// A list beside its `$setElementOrder` list: `null` is no list there
    /// ([`not_a_list`](crate::engine::set_element_order::not_a_list)).
    pub(crate) fn ordered_list(self, trail: &Trail<'_>) -> Result<Option<P>, Error> {
        match self {
            Patched::Set(list) => Ok(Some(list)),
            Patched::Absent => Ok(None),
            Patched::Null => Err(trail.error(crate::engine::set_element_order::not_a_list("null"))),
        }
    }
}

impl<P: Serialize> Serialize for Patched<P> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Patched::Set(value) => value.serialize(serializer),
            Patched::Absent | Patched::Null => serializer.serialize_none(),
        }
    }
}

impl<'de, P: Deserialize<'de>> Deserialize<'de> for Patched<P> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match Option::<P>::deserialize(deserializer)? {
            Some(value) => Patched::Set(value),
            None => Patched::Null,
        })
    }
}

/// What a diff keeps (the reference's `DiffOptions`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DiffOptions {
    /// Emit `$setElementOrder` lists.
    pub set_element_order: bool,
    /// Leave out changes and additions (the deletions half of a three-way diff).
    pub ignore_changes_and_additions: bool,
    /// Leave out deletions (the changes half of a three-way diff).
    pub ignore_deletions: bool,
    /// Emit `$retainKeys` for this map (set for fields with the `retainKeys` strategy).
    pub build_retain_keys: bool,
}

impl DiffOptions {
    /// The options of a two-way diff.
    pub const TWO_WAY: DiffOptions = DiffOptions {
        set_element_order: true,
        ignore_changes_and_additions: false,
        ignore_deletions: false,
        build_retain_keys: false,
    };
}

/// What a type does under a strategic merge patch.
///
/// Atomic types (scalars, `String`, enums, lists without a merge strategy) are replaced
/// whole: their patch is a value of the type itself. Structs merge field by field: their
/// patch is the generated `…Patch` type. Implemented here for the standard types; derive
/// it for structs.
///
/// A type implements a hidden method that runs every operation where a field's value and
/// patch lie, and [`StrategicMerge::to_patch`]; the other methods are the first one's
/// operations on values, for callers. A struct's impl is then two lines into the runtime,
/// which the compiler checks once per struct (hundreds for `k8s-openapi`) rather than
/// once per operation.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no typed strategic merge patch",
    label = "not `smp::typed::StrategicMerge`",
    note = "derive it: `#[derive(smp::StrategicMerge)]` (on a kube `CustomResource`: `#[kube(derive = \"smp::StrategicMerge\")]`)",
    note = "`k8s-openapi` types have it with smp's `k8s-openapi` feature"
)]
pub trait StrategicMerge: Sized {
    /// The patch of a value of this type, as it deserializes from JSON.
    type Patch: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned;

    /// Whether a value may hold a `serde_json::Value`, where nulls and directives can sit
    /// that a patch creating the value drops ([`StrategicMerge::from_patch`]). `false`
    /// lets a list without a strategy take its created items as they are.
    #[doc(hidden)]
    const MAY_HOLD_JSON: bool = true;

    /// Runs one of the operations ([`InPlace`]) where a field's value and patch lie: a
    /// struct's patch is filled, emptied or merged where its parent holds it rather than
    /// moved through arguments and results at each level. Types that are no structs run
    /// their by-value methods ([`ByValue`], through [`in_place::by_value`]), or, replaced
    /// whole, [`atomic::in_place`].
    #[doc(hidden)]
    fn in_place(operation: InPlace<'_, Self>, trail: &Trail<'_>) -> Result<(), Error>;

    /// Applies `patch` to `self`, in place (`mergeMap`, or replacement for atomic types),
    /// as k8s-openapi's `DeepMerge::merge_from` does: nothing is copied or moved that the
    /// patch leaves alone. On error `self` may be partly patched; [`apply`] works on a
    /// copy and leaves the original as it was.
    #[inline]
    fn merge(&mut self, patch: Self::Patch, trail: &Trail<'_>) -> Result<(), Error> {
        in_place::merge(self, &mut Patched::Set(patch), trail)
    }

    /// The value a patch makes where the original has none: nulls dropped, directives
    /// removed. `None` when the patch is itself a directive (`{"$patch": …}`), which
    /// leaves the field out.
    #[inline]
    fn from_patch(patch: Self::Patch, trail: &Trail<'_>) -> Result<Option<Self>, Error> {
        in_place::from_patch(&mut Patched::Set(patch), false, trail)
    }

    /// The value a `replace`-strategy field takes from a patch: the patch as it is
    /// (the reference does not clean it). For types that cannot hold nulls or directives
    /// this is [`StrategicMerge::from_patch`].
    #[inline]
    fn replaced_by(patch: Self::Patch, trail: &Trail<'_>) -> Result<Option<Self>, Error> {
        in_place::from_patch(&mut Patched::Set(patch), true, trail)
    }

    /// The patch that sets this value whole (a field the original lacks). Required
    /// rather than run through the method above: taking the patch back out of it cost
    /// every struct's callers their code size.
    fn to_patch(&self) -> Self::Patch;

    /// Whether the value is a JSON object (structs and maps are; a `serde_json::Value`
    /// may be). The reference's strategies for objects apply only then.
    fn is_object(&self) -> bool {
        false
    }

    /// Whether the value is JSON's `null` (only a `serde_json::Value` can be): a diff's
    /// `$retainKeys` does not list a field set to it.
    #[doc(hidden)]
    #[inline]
    fn is_null(&self) -> bool {
        false
    }

    /// Merges two patches into one, as the three-way diff joins its deletions (`left`)
    /// and its changes (`right`). Atomic types take `right`.
    #[inline]
    fn merge_patches(left: Self::Patch, right: Self::Patch, trail: &Trail<'_>) -> Result<Self::Patch, Error> {
        let (mut left, mut right) = (Patched::Set(left), Patched::Set(right));
        in_place::merge_patches::<Self>(&mut left, &mut right, trail)?;
        match left {
            Patched::Set(merged) => Ok(merged),
            Patched::Absent | Patched::Null => unreachable!("two set patches merge into a set one"),
        }
    }

    /// The patch from `original` to `modified` (`diffMaps` for structs); `None` when
    /// there is nothing to send.
    #[inline]
    fn diff(
        original: &Self,
        modified: &Self,
        options: DiffOptions,
        trail: &Trail<'_>,
    ) -> Result<Option<Self::Patch>, Error> {
        let mut patch = Patched::Absent;
        in_place::diff(original, modified, options, trail, &mut patch)?;
        Ok(match patch {
            Patched::Set(patch) => Some(patch),
            Patched::Absent | Patched::Null => None,
        })
    }

    /// Takes into `patch` the order of the lists the three-way conflict check sorted in
    /// place in its JSON: `before` is the patch's JSON, `after` the same as the check left
    /// it (they differ). Atomic types read themselves from `after`; structs, maps and
    /// keyed lists follow it down to the lists that moved.
    #[doc(hidden)]
    #[inline]
    fn sort_like(patch: &mut Self::Patch, before: &Value, after: &Value, trail: &Trail<'_>) -> Result<(), Error> {
        Self::in_place(InPlace::SortLike { patch, before, after }, trail)
    }

    /// The value as a merge key, when a type can be one (scalars, JSON values).
    #[doc(hidden)]
    #[inline]
    fn key(&self) -> Option<Key> {
        None
    }

    /// A patch of the type as a merge key, as [`StrategicMerge::key`].
    #[doc(hidden)]
    #[inline]
    fn patch_key(_patch: &Self::Patch) -> Option<Key> {
        None
    }
}

/// The operations of a type that is no struct, by value: what its
/// [`StrategicMerge::in_place`] runs through [`in_place::by_value`] (maps, boxes, JSON
/// values, lists without a strategy). Each method is the one of [`StrategicMerge`] with
/// the same name.
#[doc(hidden)]
pub trait ByValue: StrategicMerge {
    /// [`StrategicMerge::merge`].
    fn merge(&mut self, patch: Self::Patch, trail: &Trail<'_>) -> Result<(), Error>;

    /// [`StrategicMerge::from_patch`].
    fn from_patch(patch: Self::Patch, trail: &Trail<'_>) -> Result<Option<Self>, Error>;

    /// [`StrategicMerge::replaced_by`]; by default [`ByValue::from_patch`], for types
    /// that cannot hold nulls or directives.
    fn replaced_by(patch: Self::Patch, trail: &Trail<'_>) -> Result<Option<Self>, Error> {
        <Self as ByValue>::from_patch(patch, trail)
    }

    /// [`StrategicMerge::merge_patches`].
    fn merge_patches(left: Self::Patch, right: Self::Patch, trail: &Trail<'_>) -> Result<Self::Patch, Error>;

    /// [`StrategicMerge::diff`].
    fn diff(
        original: &Self,
        modified: &Self,
        options: DiffOptions,
        trail: &Trail<'_>,
    ) -> Result<Option<Self::Patch>, Error>;

    /// [`StrategicMerge::sort_like`]; by default the patch read from `after`.
    fn sort_like(patch: &mut Self::Patch, _before: &Value, after: &Value, trail: &Trail<'_>) -> Result<(), Error> {
        *patch = structure::read_sorted(after, trail)?;
        Ok(())
    }
}

/// Structs whose lists merge by key: their patch types and values can say their key.
#[doc(hidden)]
pub trait Keyed: StrategicMerge<Patch: Default> + Describe {
    /// The value of the field `merge_key` (its JSON name), if set.
    fn merge_key(&self, merge_key: &str) -> Option<Key>;
    /// The same for a patch.
    fn patch_merge_key(patch: &Self::Patch, merge_key: &str) -> Option<Key>;
    /// The `$patch` directive of a patch, if any.
    fn patch_directive(patch: &Self::Patch) -> Option<&str>;
    /// A patch holding only this value's merge key (a `$setElementOrder` entry; with
    /// `delete`, a `$patch: delete` list item).
    fn key_patch(&self, merge_key: &str, delete: bool) -> Self::Patch;
    /// Sets this value's merge key in a patch (a changed list item names its key).
    fn set_merge_key(&self, patch: &mut Self::Patch, merge_key: &str);
    /// [`StrategicMerge::merge`] from a patch item that stays in its list, emptied.
    fn merge_item(&mut self, patch: &mut Self::Patch, trail: &Trail<'_>) -> Result<(), Error>;
    /// [`StrategicMerge::from_patch`] (with `as_is`, [`StrategicMerge::replaced_by`]) from a
    /// patch item that stays in its list, emptied.
    fn item_from(patch: &mut Self::Patch, as_is: bool, trail: &Trail<'_>) -> Result<Option<Self>, Error>;
    /// [`StrategicMerge::merge_patches`] of two patch items that stay where they are,
    /// into `left`.
    fn merge_item_patches(left: &mut Self::Patch, right: &mut Self::Patch, trail: &Trail<'_>) -> Result<(), Error>;
    /// How many members of a patch are present (its directives included).
    fn patch_members(patch: &Self::Patch) -> usize;
}

/// A composite merge key (`"containerPort,protocol"`, on the typed path): the key of each
/// field, in order, from `part`. The first field is required, as a single merge key is;
/// the others read as `null` when absent. `None` for a single field name (no comma) or
/// when the first field is missing.
///
/// ```
/// use smp::lists::Key;
/// use smp::typed::composite_key;
/// let port = |field: &str| match field {
///     "containerPort" => Some(Key::Int(80)),
///     _ => None,
/// };
/// assert_eq!(composite_key("containerPort,protocol", &port), Some(Key::Composite(Box::new([Key::Int(80), Key::Nil]))));
/// assert_eq!(composite_key("protocol,containerPort", &port), None);
/// assert_eq!(composite_key("containerPort", &port), None);
/// ```
#[doc(hidden)]
pub fn composite_key(merge_key: &str, part: &dyn Fn(&str) -> Option<Key>) -> Option<Key> {
    let (first, rest) = merge_key.split_once(',')?;
    let mut parts = vec![part(first)?];
    parts.extend(rest.split(',').map(|name| Key::or_nil(part(name))));
    Some(Key::Composite(parts.into_boxed_slice()))
}

/// The fields of a composite merge key (`"containerPort,protocol"`); empty for a single
/// field name.
#[doc(hidden)]
pub fn composite_parts(merge_key: &str) -> impl Iterator<Item = &str> {
    merge_key.contains(',').then(|| merge_key.split(',')).into_iter().flatten()
}

/// `Default`, which the typed path needs of a struct: a patch can delete it
/// (`$patch: delete`) or clear its required fields (`null`, `$retainKeys`).
#[diagnostic::on_unimplemented(
    message = "`#[derive(StrategicMerge)]` needs `{Self}: Default`",
    label = "derive or implement `Default` for `{Self}`",
    note = "a patch can delete the struct (`$patch: delete`) or clear its required fields, which then take their defaults"
)]
#[doc(hidden)]
pub trait PatchDefault: Default {}

impl<T: Default> PatchDefault for T {}

/// Does nothing: generated code names it (`const _: fn() = needs_default::<Foo>;`) so that
/// the compiler checks `Foo: PatchDefault` once per type, with no body to compile.
#[doc(hidden)]
pub fn needs_default<T: PatchDefault>() {}

/// A field of a generated patch type, as the `$retainKeys` check sees it.
#[doc(hidden)]
pub trait PatchedField {
    /// `None` when the patch does not mention the field; else whether it sets it to null.
    fn mentioned(&self) -> Option<bool>;
}

impl<P> PatchedField for Patched<P> {
    fn mentioned(&self) -> Option<bool> {
        match self {
            Patched::Absent => None,
            Patched::Null => Some(true),
            Patched::Set(_) => Some(false),
        }
    }
}

impl AsKey for serde_json::Value {
    fn as_key(&self) -> Option<Key> {
        crate::value::key_of(self)
    }
}

/// Go's `%v` text of a primitive, the reference's sort key for lists of primitives.
#[doc(hidden)]
pub trait GoText {
    /// The text.
    fn go_text(&self) -> String;
}

/// Applies a typed patch to a value (`StrategicMergePatch` on the typed path). The value
/// is left as it was on error.
///
/// ```
/// use smp::typed;
/// assert_eq!(typed::apply(&"a".to_string(), "b".to_string())?, "b");
/// # Ok::<(), smp::Error>(())
/// ```
pub fn apply<T: StrategicMerge + Clone>(value: &T, patch: T::Patch) -> Result<T, Error> {
    // The patch stays here and the stack guard's operation borrows it: a resource's patch
    // type is kilobytes, which each hand-over into the operation would copy.
    let mut patch = Patched::Set(patch);
    with_stack(|| {
        let mut value = value.clone();
        let merged = in_place::merge(&mut value, &mut patch, &Trail::ROOT);
        // What is left of the patch (all of it, on an error) is dropped on this stack too.
        patch = Patched::Absent;
        merged.map(|()| value)
    })
}

/// The typed two-way patch (`CreateTwoWayMergePatch`), the same as [`crate::two_way`]
/// gives for the values' JSON.
///
/// Equal values do not always give the empty patch: as in the reference, an object with
/// the `replace` strategy is always sent whole, and a primitive merge list that is not
/// sorted gets a `$setElementOrder` list. To learn whether anything changed, compare the
/// values.
///
/// ```
/// use std::collections::BTreeMap;
/// use smp::typed::{self, MapPatch, Patched};
/// let before = BTreeMap::from([("a".to_string(), 1i64)]);
/// let after = BTreeMap::from([("b".to_string(), 2i64)]);
/// let patch = typed::two_way(&before, &after)?;
/// assert_eq!(serde_json::to_string(&patch).unwrap(), r#"{"a":null,"b":2}"#);
/// assert_eq!(typed::apply(&before, patch)?, after);
/// # Ok::<(), smp::Error>(())
/// ```
pub fn two_way<T: StrategicMerge>(original: &T, modified: &T) -> Result<T::Patch, Error>
where
    T::Patch: Default,
{
    with_stack(|| Ok(T::diff(original, modified, DiffOptions::TWO_WAY, &Trail::ROOT)?.unwrap_or_default()))
}
