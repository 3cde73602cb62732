//! The typed three-way diff (`CreateThreeWayMergePatch`): the engine's recipe
//! (`engine::three_way`) on typed values, whose diffs are typed diffs joined by
//! [`Operations::merge_patches`].
//!
//! Preconditions ask the typed patch whether it has a member (kubectl's do; a custom one,
//! a function of the patch's JSON, reads it), and the conflict check (overwrite off) walks
//! both typed patches (`conflict`), sorting lists in place as the reference does.

use std::marker::PhantomData;

use serde::Serialize;
use serde_json::{Map, Value};

use super::{conflict, json, strategic_merge, DiffOptions, StrategicMerge};
use crate::bounds::with_stack;
use crate::error::{Error, Trail};
use crate::{engine, precondition, Precondition, ThreeWayOptions};

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
    T: StrategicMerge,
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
    T: StrategicMerge,
    T::Patch: Default,
{
    engine::three_way::three_way(&Values(PhantomData), original, modified, current, options)
}

/// The engine's two-way recipe on typed values (`typed::two_way`).
pub(super) fn two_way<T>(original: &T, modified: &T, preconditions: &[Precondition]) -> Result<T::Patch, Error>
where
    T: StrategicMerge,
    T::Patch: Default,
{
    engine::two_way(&Values(PhantomData), original, modified, preconditions)
}

/// The typed path as the engine's recipes see it: values of `T` and their typed patches.
struct Values<T>(PhantomData<fn() -> T>);

impl<T> engine::Backend for Values<T>
where
    T: StrategicMerge,
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

    /// Kubectl's preconditions ask whether the patch has a member, which the typed patch
    /// answers; only a custom one reads its JSON.
    fn check_preconditions(&self, patch: T::Patch, preconditions: &[Precondition]) -> Result<T::Patch, Error> {
        let mentions = |path: &[&str]| strategic_merge::mentions::<T>(&patch, path);
        precondition::check_with(preconditions, &mentions, &mut || json_map(&patch))?;
        Ok(patch)
    }

    fn check_conflicts(
        &self,
        patch: T::Patch,
        original: &T,
        current: &T,
        changed: DiffOptions,
    ) -> Result<T::Patch, Error> {
        conflict::check_changes::<T>(patch, original, current, changed)
    }
}

/// A patch's JSON, for a custom precondition (a function of it) and its error.
fn json_map<P: Serialize>(patch: &P) -> Result<Map<String, Value>, Error> {
    match json::to_value(patch, "the patch")? {
        Value::Object(map) => Ok(map),
        Value::Null => Ok(Map::new()),
        other => Err(crate::gojson::view::not_an_object("patch", &other)),
    }
}
