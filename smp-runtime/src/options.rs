//! The options of the diffs, one type per kind of diff, taken the same way on every path:
//! [`TwoWayOptions`] by every `two_way`, [`ThreeWayOptions`] by every `three_way`
//! (`Value`, bytes, typed values, JSON merge patch). Both start from `default()`, which is
//! what `kubectl` does unless told otherwise, and grow by their builder methods.

use crate::precondition::Precondition;

/// Options of a two-way patch ([`two_way`], [`bytes::two_way`], [`typed::two_way`],
/// [`merge_patch::two_way`]): the preconditions the patch must pass. `Default` has none.
///
/// ```
/// use serde_json::json;
/// use smp::{merge_patch, Precondition, TwoWayOptions};
///
/// let options = TwoWayOptions::default().precondition(Precondition::metadata_key_unchanged("name"));
/// let renamed = merge_patch::two_way(&json!({"metadata": {"name": "a"}}), &json!({"metadata": {"name": "b"}}), &options);
/// assert!(renamed.unwrap_err().is_precondition_failed());
/// # Ok::<(), smp::Error>(())
/// ```
///
/// [`two_way`]: crate::two_way()
/// [`bytes::two_way`]: crate::bytes::two_way
/// [`typed::two_way`]: crate::typed::two_way
/// [`merge_patch::two_way`]: crate::merge_patch::two_way
#[derive(Debug, Clone, Default)]
#[non_exhaustive]
pub struct TwoWayOptions {
    /// Checks the patch must pass, in order; the first that fails makes the diff fail with
    /// [`ErrorKind::PreconditionFailed`](crate::ErrorKind::PreconditionFailed).
    pub preconditions: Vec<Precondition>,
}

impl TwoWayOptions {
    /// These options with one more precondition.
    pub fn precondition(mut self, precondition: Precondition) -> TwoWayOptions {
        self.preconditions.push(precondition);
        self
    }

    /// These options with more preconditions ([`Precondition::kubectl_apply`] is kubectl's).
    pub fn preconditions(mut self, preconditions: impl IntoIterator<Item = Precondition>) -> TwoWayOptions {
        self.preconditions.extend(preconditions);
        self
    }
}

/// Options of a three-way patch ([`three_way`], [`bytes::three_way`], [`typed::three_way`],
/// [`merge_patch::three_way`]). `Default` is `kubectl apply`'s default: overwrite on, and
/// no preconditions; [`ThreeWayOptions::kubectl_apply`] adds kubectl's preconditions.
///
/// [`three_way`]: crate::three_way()
/// [`bytes::three_way`]: crate::bytes::three_way
/// [`typed::three_way`]: crate::typed::three_way()
/// [`merge_patch::three_way`]: crate::merge_patch::three_way
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct ThreeWayOptions {
    /// When false, a strategic merge patch that changes something differently from how
    /// current changed it since original is refused with
    /// [`ErrorKind::Conflict`](crate::ErrorKind::Conflict), at the path where they first
    /// differ. A JSON merge patch does not read it: kubectl sends custom resources their
    /// patch whatever `--overwrite` says.
    pub overwrite: bool,
    /// Checks the patch must pass, in order, before conflicts are checked.
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
    /// let no_overwrite = ThreeWayOptions::default().overwrite(false);
    /// let error = smp::three_way(&last_applied, &desired, &live, any.arbitrary(), &no_overwrite).unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "patch conflicts with changes made from original to current: the patch has 3, the changes have 5 (at /spec/replicas)"
    /// );
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn kubectl_apply() -> ThreeWayOptions {
        ThreeWayOptions::default().preconditions(Precondition::kubectl_apply())
    }

    /// These options with overwrite on or off (kubectl's `--overwrite`).
    pub fn overwrite(mut self, overwrite: bool) -> ThreeWayOptions {
        self.overwrite = overwrite;
        self
    }

    /// These options with one more precondition.
    pub fn precondition(mut self, precondition: Precondition) -> ThreeWayOptions {
        self.preconditions.push(precondition);
        self
    }

    /// These options with more preconditions.
    pub fn preconditions(mut self, preconditions: impl IntoIterator<Item = Precondition>) -> ThreeWayOptions {
        self.preconditions.extend(preconditions);
        self
    }
}
