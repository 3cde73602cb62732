//! The typed three-way diff (`CreateThreeWayMergePatch`): the engine's recipe
//! (`engine::three_way`) on typed values, whose diffs are typed diffs joined by
//! [`Operations::merge_patches`].
//!
//! Preconditions and the conflict check (overwrite off) read the patch as JSON: they are
//! defined on JSON maps (a [`Precondition`] is a function of one),
//! and the conflict check is the `Value` path's, on the schema the type describes. The
//! objects themselves never leave their types; only the patches are converted, and only
//! when those options ask for it. The check's in-place sort of some lists comes back into
//! the typed patch list by list ([`Operations::sort_like`]), not by reading the whole
//! patch back from JSON.

use std::marker::PhantomData;

use serde::Serialize;
use serde_json::{Map, Value};

use super::{DiffOptions, StrategicMerge};
use crate::bounds::with_stack;
use crate::engine::conflict::check_patch;
use crate::error::{Error, ErrorKind, JsonPath, Trail};
use crate::schema::{Describe, Schema};
use crate::{engine, precondition, through_text, Precondition, ThreeWayOptions};

/// The patch `kubectl apply` sends (`CreateThreeWayMergePatch`) on the typed path: the
/// changes from `current` to `modified`, and the deletions from `original` (the
/// last-applied configuration) to `modified`. Fields only `current` has are kept. The
/// options and errors are [`crate::three_way`]'s, and so is the result, as JSON.
///
/// ```
/// use smp::{typed, ThreeWayOptions};
/// use std::collections::BTreeMap;
/// let map = |pairs: &[(&str, i64)]| pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect::<BTreeMap<_, _>>();
/// let last_applied = map(&[("replicas", 2), ("minReadySeconds", 5)]);
/// let desired = map(&[("replicas", 3)]);
/// let live = map(&[("replicas", 2), ("minReadySeconds", 5), ("revisionHistoryLimit", 10)]);
/// let options = ThreeWayOptions::default().overwrite(true);
/// let patch = typed::three_way(&last_applied, &desired, &live, &options)?;
/// assert_eq!(serde_json::to_string(&patch).unwrap(), r#"{"minReadySeconds":null,"replicas":3}"#);
/// # Ok::<(), smp::Error>(())
/// ```
pub fn three_way<T>(original: &T, modified: &T, current: &T, options: &ThreeWayOptions) -> Result<T::Patch, Error>
where
    T: StrategicMerge + Describe,
    T::Patch: Default,
{
    with_stack(|| three_way_within_stack(original, modified, current, options))
}

fn three_way_within_stack<T>(
    original: &T,
    modified: &T,
    current: &T,
    options: &ThreeWayOptions,
) -> Result<T::Patch, Error>
where
    T: StrategicMerge + Describe,
    T::Patch: Default,
{
    engine::three_way::three_way(&Values(PhantomData), original, modified, current, options)
}

/// The engine's two-way recipe on typed values (`typed::two_way`).
pub(super) fn two_way<T>(original: &T, modified: &T, preconditions: &[Precondition]) -> Result<T::Patch, Error>
where
    T: StrategicMerge + Describe,
    T::Patch: Default,
{
    engine::two_way(&Values(PhantomData), original, modified, preconditions)
}

/// The typed path as the engine's recipes see it: values of `T` and their typed patches.
struct Values<T>(PhantomData<fn() -> T>);

impl<T> engine::Backend for Values<T>
where
    T: StrategicMerge + Describe,
    T::Patch: Default,
{
    type Doc = T;
    type Patch = T::Patch;

    fn diff(&self, original: &T, modified: &T, options: DiffOptions) -> Result<T::Patch, Error> {
        Ok(T::diff(original, modified, options, &Trail::ROOT)?.unwrap_or_default())
    }

    fn merge_patches(&self, deletions: T::Patch, changes: T::Patch) -> Result<T::Patch, Error> {
        T::merge_patches(deletions, changes, &Trail::ROOT)
    }

    fn check_preconditions(&self, patch: T::Patch, preconditions: &[Precondition]) -> Result<T::Patch, Error> {
        if !preconditions.is_empty() {
            precondition::check(preconditions, json_map(&patch)?)?;
        }
        Ok(patch)
    }

    /// The `Value` path's check, on the schema the type describes: only the patches
    /// become JSON, and only when something changed.
    fn check_conflicts(&self, patch: T::Patch, changed: T::Patch) -> Result<T::Patch, Error> {
        let changed = json_map(&changed)?;
        if changed.is_empty() {
            return Ok(patch);
        }
        let shared = Schema::shared::<T>();
        let Some(schema) = shared.root() else {
            let reason = format!("the schema of {} has no root", std::any::type_name::<T>());
            return Err(Error::new(ErrorKind::InvalidSchema(reason), JsonPath::root()));
        };
        let (after, moved) = check_patch(json_map(&patch)?, changed, schema)?;
        // The check sorts some lists of the patch in place, as the reference does: the
        // typed patch takes their new order (and only theirs: it is not read back whole),
        // found against its JSON, made again for this rare case.
        let mut patch = patch;
        if moved {
            let before = Value::Object(json_map(&patch)?);
            T::sort_like(&mut patch, &before, &Value::Object(after), &Trail::ROOT)?;
        }
        Ok(patch)
    }
}

fn json_map<P: Serialize>(patch: &P) -> Result<Map<String, Value>, Error> {
    match through_text::to_value(patch, "the patch")? {
        Value::Object(map) => Ok(map),
        Value::Null => Ok(Map::new()),
        other => Err(crate::gojson::view::not_an_object("patch", &other)),
    }
}
