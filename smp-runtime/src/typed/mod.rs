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
//! [`Applier::plan_typed`](crate::applier::Applier::plan_typed) plans a typed patch and
//! [`Matcher::calculate_typed`](crate::matcher::Matcher::calculate_typed) tells whether one
//! is needed, fields left out; with the `kube` feature, `Applier::plan_resource` takes any
//! kube resource. None of them turns the objects into JSON on the way.
//!
//! A strategic merge patch is for the API server's built-in kinds only: it refuses them
//! for custom resources, whatever their schema. Send a custom resource a JSON merge patch
//! ([`Applier::plan_custom_resource`](crate::applier::Applier::plan_custom_resource));
//! the typed path on a custom resource's type serves computing and predicting changes
//! offline (GitOps, policy, tests), not requests.
//!
//! ```
//! use std::collections::BTreeMap;
//! use smp::{typed, TwoWayOptions};
//! let live = BTreeMap::from([("replicas".to_string(), 3i64), ("revision".to_string(), 7)]);
//! let desired = BTreeMap::from([("replicas".to_string(), 5i64), ("revision".to_string(), 7)]);
//! let patch = typed::two_way(&live, &desired, &TwoWayOptions::default())?;
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
//! [`Patched`] values (a nested struct's patch boxed: [`Holds`]), lists with their
//! directives ([`KeyedListPatch`]: the items and `$setElementOrder/<list>`;
//! [`PrimitiveListPatch`]: also `$deleteFromPrimitiveList/<list>`) and the struct's own
//! directives (`$patch`, `$retainKeys`). Lists merged by key or
//! by value run the same list algorithms as the `Value` path, and [`three_way()`] the same
//! recipe, so both paths give the same results. What is generated for a struct is little
//! more than the list of its fields; the operations on structs are written once, in the
//! runtime, which the generated code calls through a hidden module that is not a public
//! API.

// What generated code calls (through `crate::__private`), not a public API.
pub(crate) mod atomic;
pub(crate) mod conflict;
pub(crate) mod field;
pub(crate) mod fields;
pub(crate) mod generated;
pub(crate) mod held;
pub(crate) mod json;
mod keyed_list;
pub(crate) mod list;
mod map;
pub(crate) mod order;
pub(crate) mod patch_serde;
pub(crate) mod patches;
pub(crate) mod scalar;
pub(crate) mod strategic_merge;
pub(crate) mod structure;
mod three_way;

pub(crate) use crate::engine::DiffOptions;
pub(crate) use crate::lists::GoText;
pub(crate) use generated::{composite_key, composite_parts, Keyed, PatchedField};
pub(crate) use strategic_merge::{ByValue, InPlace, Operations, StrategicMerge};
pub use three_way::three_way;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::bounds::with_stack;
use crate::error::{Error, Trail};

pub use held::Holds;
pub use map::MapPatch;
pub use order::{MergeKey, OrderEntry};

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
    /// `$setElementOrder/<list>`: the order of the items after the patch, each entry
    /// naming one item by its merge key.
    pub order: Option<Vec<OrderEntry<P>>>,
}

impl<P> KeyedListPatch<P> {
    /// Whether the patch does not mention the list.
    #[inline(always)]
    pub(crate) fn is_unmentioned(&self) -> bool {
        self.items.is_absent() && self.order.is_none()
    }
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

impl<T> PrimitiveListPatch<T> {
    /// Whether the patch does not mention the list.
    #[inline(always)]
    pub(crate) fn is_unmentioned(&self) -> bool {
        self.items.is_absent() && self.order.is_none() && self.delete.is_absent()
    }
}

impl<T> Default for PrimitiveListPatch<T> {
    fn default() -> Self {
        PrimitiveListPatch { items: Patched::Absent, order: None, delete: Patched::Absent }
    }
}

impl<P> Patched<P> {
    /// Whether the patch does not mention the field (for `skip_serializing_if`).
    #[inline(always)]
    pub fn is_absent(&self) -> bool {
        matches!(self, Patched::Absent)
    }

    /// The same state with `f` of the value where it is set.
    #[inline(always)]
    pub(crate) fn map<Q>(self, f: impl FnOnce(P) -> Q) -> Patched<Q> {
        match self {
            Patched::Set(value) => Patched::Set(f(value)),
            Patched::Null => Patched::Null,
            Patched::Absent => Patched::Absent,
        }
    }

    /// The same state, borrowing the value.
    #[inline(always)]
    pub(crate) fn as_ref(&self) -> Patched<&P> {
        match self {
            Patched::Set(value) => Patched::Set(value),
            Patched::Null => Patched::Null,
            Patched::Absent => Patched::Absent,
        }
    }

    /// The same state, borrowing the value mutably.
    #[inline(always)]
    pub(crate) fn as_mut(&mut self) -> Patched<&mut P> {
        match self {
            Patched::Set(value) => Patched::Set(value),
            Patched::Null => Patched::Null,
            Patched::Absent => Patched::Absent,
        }
    }

    /// Sets the field's patch (or a patch's list) to an empty one, to fill.
    pub(crate) fn set_empty(&mut self) -> &mut P
    where
        P: Default,
    {
        *self = Patched::Set(patch_serde::empty_patch::<P>());
        match self {
            Patched::Set(patch) => patch,
            Patched::Absent | Patched::Null => unreachable!("the patch was just set"),
        }
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

/// Applies a typed patch to a value (`StrategicMergePatch` on the typed path). The value
/// is left as it was on error.
///
/// The result is made in one pass over the value and the patch: what the patch leaves
/// alone is cloned, what it changes is made once (an item it deletes is never copied, a
/// list it reorders is built in its new order), so it costs little more than a clone.
///
/// ```
/// use smp::typed;
/// assert_eq!(typed::apply(&"a".to_string(), "b".to_string())?, "b");
/// # Ok::<(), smp::Error>(())
/// ```
pub fn apply<T: StrategicMerge>(value: &T, patch: T::Patch) -> Result<T, Error> {
    // The patch stays here and the stack guard's operation borrows it: a resource's patch
    // type is kilobytes, which each hand-over into the operation would copy.
    let mut patch = Patched::Set(patch);
    with_stack(|| {
        let mut made = None;
        let applied = strategic_merge::apply_from(value, &mut patch, &Trail::ROOT, &mut made);
        // What is left of the patch (all of it, on an error) is dropped on this stack too.
        patch = Patched::Absent;
        applied?;
        // Every type makes its value where the operation succeeds.
        Ok(made.unwrap_or_else(|| value.clone()))
    })
}

/// [`apply`] taking the value by value, which saves copying it: nothing is copied or moved
/// that the patch leaves alone, as with `k8s-openapi`'s `DeepMerge::merge_from`. The value
/// is consumed also on error (the merge works on it in place); call [`apply`] to keep it,
/// as with [`crate::apply_owned`].
///
/// ```
/// use std::collections::BTreeMap;
/// use smp::typed::{self, MapPatch, Patched};
/// let live = BTreeMap::from([("a".to_string(), 1i64), ("b".to_string(), 2)]);
/// let mut patch = MapPatch::default();
/// patch.entries.insert("a".to_string(), Patched::Null);
/// assert_eq!(typed::apply_owned(live, patch)?, BTreeMap::from([("b".to_string(), 2)]));
/// # Ok::<(), smp::Error>(())
/// ```
pub fn apply_owned<T: StrategicMerge>(value: T, patch: T::Patch) -> Result<T, Error> {
    let (mut value, mut patch) = (value, Patched::Set(patch));
    with_stack(|| {
        let merged = strategic_merge::merge(&mut value, &mut patch, &Trail::ROOT);
        patch = Patched::Absent;
        merged
    })?;
    Ok(value)
}

/// The typed two-way patch (`CreateTwoWayMergePatch`), the same as [`crate::two_way`]
/// gives for the values' JSON, if every precondition holds on it (they read the patch as
/// JSON; with none, it never becomes JSON).
///
/// Equal values do not always give the empty patch: as in the reference, an object with
/// the `replace` strategy is always sent whole, and a primitive merge list that is not
/// sorted gets a `$setElementOrder` list. To learn whether anything changed, compare the
/// values.
///
/// ```
/// use std::collections::BTreeMap;
/// use smp::{typed, TwoWayOptions};
/// let before = BTreeMap::from([("a".to_string(), 1i64)]);
/// let after = BTreeMap::from([("b".to_string(), 2i64)]);
/// let patch = typed::two_way(&before, &after, &TwoWayOptions::default())?;
/// assert_eq!(serde_json::to_string(&patch).unwrap(), r#"{"a":null,"b":2}"#);
/// assert_eq!(typed::apply(&before, patch)?, after);
/// # Ok::<(), smp::Error>(())
/// ```
pub fn two_way<T: StrategicMerge>(original: &T, modified: &T, options: &crate::TwoWayOptions) -> Result<T::Patch, Error>
where
    T::Patch: Default,
{
    with_stack(|| three_way::two_way(original, modified, &options.preconditions))
}
