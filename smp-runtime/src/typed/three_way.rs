//! The typed three-way diff (`CreateThreeWayMergePatch`): the changes from current to
//! modified and the deletions from original to modified, each a typed diff, joined by
//! [`StrategicMerge::merge_patches`].
//!
//! Preconditions and the conflict check (overwrite off) read the patch as JSON: they are
//! defined on JSON maps (a [`Precondition`](crate::Precondition) is a function of one),
//! and the conflict check is the `Value` path's, on the schema the type describes. The
//! objects themselves never leave their types; only the patches are converted, and only
//! when those options ask for it.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{Map, Value};

use super::{DiffOptions, StrategicMerge};
use crate::bounds::with_stack;
use crate::error::{Error, ErrorKind, JsonPath, Trail};
use crate::schema::{Describe, Schema};
use crate::value::conflict::{error as conflict_error, patches_conflict};
use crate::{precondition, ThreeWayOptions};

/// The patch `kubectl apply` sends (`CreateThreeWayMergePatch`) on the typed path: the
/// changes from `current` to `modified`, and the deletions from `original` (the
/// last-applied configuration) to `modified`. Fields only `current` has are kept. The
/// options and errors are [`crate::three_way`]'s, and so is the result, as JSON.
///
/// ```
/// use smp_runtime::{typed, ThreeWayOptions};
/// use std::collections::BTreeMap;
/// let map = |pairs: &[(&str, i64)]| pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect::<BTreeMap<_, _>>();
/// let last_applied = map(&[("replicas", 2), ("minReadySeconds", 5)]);
/// let desired = map(&[("replicas", 3)]);
/// let live = map(&[("replicas", 2), ("minReadySeconds", 5), ("revisionHistoryLimit", 10)]);
/// let options = ThreeWayOptions { overwrite: true, ..Default::default() };
/// let patch = typed::three_way(&last_applied, &desired, &live, &options)?;
/// assert_eq!(serde_json::to_string(&patch).unwrap(), r#"{"minReadySeconds":null,"replicas":3}"#);
/// # Ok::<(), smp_runtime::Error>(())
/// ```
pub fn three_way<T>(original: &T, modified: &T, current: &T, options: &ThreeWayOptions) -> Result<T::Patch, Error>
where
    T: StrategicMerge + Describe,
    T::Patch: Default,
{
    with_stack(|| three_way_within_stack(original, modified, current, options))
}

fn three_way_within_stack<T>(original: &T, modified: &T, current: &T, options: &ThreeWayOptions) -> Result<T::Patch, Error>
where
    T: StrategicMerge + Describe,
    T::Patch: Default,
{
    let root = &Trail::ROOT;
    let changes = DiffOptions { ignore_deletions: true, set_element_order: true, ..DiffOptions::default() };
    let delta = T::diff(current, modified, changes, root)?;
    let deletions_only =
        DiffOptions { ignore_changes_and_additions: true, set_element_order: true, ..DiffOptions::default() };
    let deletions = T::diff(original, modified, deletions_only, root)?;
    let patch = T::merge_patches(deletions.unwrap_or_default(), delta.unwrap_or_default(), root)?;
    if !options.preconditions.is_empty() {
        precondition::check(&options.preconditions, json_map(&patch)?)?;
    }
    if options.overwrite {
        return Ok(patch);
    }
    let Some(changed) = T::diff(original, current, DiffOptions::default(), root)? else { return Ok(patch) };
    let shared = Schema::shared::<T>();
    let Some(schema) = shared.root() else {
        let reason = format!("the schema of {} has no root", std::any::type_name::<T>());
        return Err(Error::new(ErrorKind::InvalidSchema(reason), JsonPath::root()));
    };
    let mut patch_json = Value::Object(json_map(&patch)?);
    let mut changed_json = Value::Object(json_map(&changed)?);
    if let Some(at) = patches_conflict(&mut patch_json, &mut changed_json, schema)? {
        return Err(conflict_error(at, patch_json, changed_json));
    }
    // The check sorts some lists of the patch in place, as the reference does.
    from_json(patch_json)
}

fn json_map<P: Serialize>(patch: &P) -> Result<Map<String, Value>, Error> {
    match serde_json::to_value(patch) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(Value::Null) => Ok(Map::new()),
        Ok(other) => Err(crate::error::not_an_object("patch", &other)),
        Err(error) => Err(invalid(error)),
    }
}

fn from_json<P: DeserializeOwned>(value: Value) -> Result<P, Error> {
    serde_json::from_value(value).map_err(invalid)
}

fn invalid(error: serde_json::Error) -> Error {
    Error::new(ErrorKind::InvalidJsonDocument { reason: error.to_string() }, JsonPath::root())
}
