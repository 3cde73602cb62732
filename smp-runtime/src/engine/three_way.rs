//! The three-way diff (`CreateThreeWayMergePatch`), once for both paths: the changes
//! from current to modified and the deletions from original to modified, merged into one
//! patch, then the preconditions and, unless overwriting, the conflict check against
//! what changed from original to current.

use super::Backend;
use super::DiffOptions;
use crate::error::Error;
use crate::Precondition;

/// The changes half: what modified changes or adds relative to current.
const CHANGES: DiffOptions = DiffOptions { ignore_deletions: true, ..DiffOptions::TWO_WAY };
/// The deletions half: what the last applied configuration had and modified dropped.
const DELETIONS: DiffOptions = DiffOptions { ignore_changes_and_additions: true, ..DiffOptions::TWO_WAY };
/// What changed from original to current, for the conflict check: no order lists.
const CHANGED: DiffOptions = DiffOptions { set_element_order: false, ..DiffOptions::TWO_WAY };

/// The three-way patch of `original` (the last applied configuration), `modified` (the
/// desired one) and `current` (the live object).
pub(crate) fn three_way<B: Backend>(
    backend: &B,
    original: &B::Doc,
    modified: &B::Doc,
    current: &B::Doc,
    options: &ThreeWayOptions,
) -> Result<B::Patch, Error> {
    let changes = backend.diff(current, modified, CHANGES)?;
    let deletions = backend.diff(original, modified, DELETIONS)?;
    let patch = backend.merge_patches(deletions, changes)?;
    let patch = backend.check_preconditions(patch, &options.preconditions)?;
    if options.overwrite {
        return Ok(patch);
    }
    let changed = backend.diff(original, current, CHANGED)?;
    backend.check_conflicts(patch, changed)
}

/// Options of a three-way patch, on every path ([`three_way`], [`bytes::three_way`],
/// [`typed::three_way()`]). `Default` is `kubectl apply`'s default: overwrite on, and no
/// preconditions; [`ThreeWayOptions::kubectl_apply`] adds kubectl's preconditions.
///
/// [`three_way`]: crate::three_way()
/// [`bytes::three_way`]: crate::bytes::three_way
/// [`typed::three_way()`]: smp::typed::three_way()
#[derive(Debug, Clone)]
pub struct ThreeWayOptions {
    /// When false, a patch that changes something differently from how current changed
    /// it since original is refused with [`ErrorKind::Conflict`](crate::ErrorKind::Conflict),
    /// at the path where they first differ.
    pub overwrite: bool,
    /// Checks the patch must pass ([`Precondition::kubectl_apply`] is what kubectl uses).
    pub preconditions: Vec<Precondition>,
}

impl Default for ThreeWayOptions {
    /// Overwrite on (kubectl's `--overwrite=true`), no preconditions.
    fn default() -> Self {
        ThreeWayOptions { overwrite: true, preconditions: Vec::new() }
    }
}

impl ThreeWayOptions {
    /// What `kubectl apply` uses: overwrite on (the manifest wins over changes others
    /// made to the same fields) and kubectl's preconditions (`apiVersion`, `kind` and
    /// `metadata.name` unchanged).
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::{Schema, ThreeWayOptions};
    ///
    /// let any = Schema::from_openapi_v2(&json!({"definitions": {}}))?;
    /// let last_applied = json!({"spec": {"replicas": 2}});
    /// let desired = json!({"spec": {"replicas": 3}});
    /// let live = json!({"spec": {"replicas": 5}}); // scaled by someone else
    /// let patch = smp::three_way(&last_applied, &desired, &live, any.arbitrary(), &ThreeWayOptions::kubectl_apply())?;
    /// assert_eq!(patch, json!({"spec": {"replicas": 3}}));
    ///
    /// // Without overwrite the same change is a conflict, named where it is.
    /// let no_overwrite = ThreeWayOptions { overwrite: false, ..ThreeWayOptions::default() };
    /// let error = smp::three_way(&last_applied, &desired, &live, any.arbitrary(), &no_overwrite).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "patch conflicts with changes made from original to current: the patch has 3, the changes have 5 (at /spec/replicas)"
    /// );
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn kubectl_apply() -> ThreeWayOptions {
        ThreeWayOptions { overwrite: true, preconditions: Precondition::kubectl_apply() }
    }
}
