//! Preconditions on a computed patch, as `kubectl apply` uses them: the patch must not
//! change `apiVersion`, `kind` or `metadata.name`.

use std::fmt;
use std::sync::Arc;

use serde_json::{Map, Value};

use crate::error::{Error, ErrorKind, JsonPath};

/// A check on a computed patch (the reference's `PreconditionFunc`). A failed one makes
/// the diff return [`ErrorKind::PreconditionFailed`].
///
/// ```
/// use serde_json::json;
/// use smp::{two_way, Precondition, Schema, TwoWayOptions};
///
/// let schema = Schema::from_openapi_v2(&json!({"definitions": {}}))?;
/// let options = TwoWayOptions::default().precondition(Precondition::key_unchanged("kind"));
/// let err = two_way(&json!({"kind": "Pod"}), &json!({"kind": "Service"}), schema.arbitrary(), &options).unwrap_err();
/// assert!(err.is_precondition_failed());
/// # Ok::<(), smp::Error>(())
/// ```
#[derive(Clone)]
pub struct Precondition {
    name: String,
    check: Check,
}

type Check = Arc<dyn Fn(&Map<String, Value>) -> bool + Send + Sync>;

impl Precondition {
    /// The patch has no top-level `key` (`RequireKeyUnchanged`).
    pub fn key_unchanged(key: &str) -> Precondition {
        let owned = key.to_owned();
        Precondition { name: format!("{key} unchanged"), check: Arc::new(move |patch| !patch.contains_key(&owned)) }
    }

    /// The patch has no `metadata.key` (`RequireMetadataKeyUnchanged`).
    pub fn metadata_key_unchanged(key: &str) -> Precondition {
        let owned = key.to_owned();
        Precondition {
            name: format!("metadata.{key} unchanged"),
            check: Arc::new(move |patch| match patch.get("metadata") {
                Some(Value::Object(metadata)) => !metadata.contains_key(&owned),
                _ => true,
            }),
        }
    }

    /// A check of your own: `check(patch)` returns whether the patch is acceptable.
    pub fn custom(name: &str, check: impl Fn(&Map<String, Value>) -> bool + Send + Sync + 'static) -> Precondition {
        Precondition { name: name.to_owned(), check: Arc::new(check) }
    }

    /// The set `kubectl apply` uses: `apiVersion`, `kind` and `metadata.name` unchanged.
    pub fn kubectl_apply() -> Vec<Precondition> {
        vec![
            Precondition::key_unchanged("apiVersion"),
            Precondition::key_unchanged("kind"),
            Precondition::metadata_key_unchanged("name"),
        ]
    }

    /// The name given to this precondition, as errors report it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the patch passes.
    pub fn holds(&self, patch: &Map<String, Value>) -> bool {
        (self.check)(patch)
    }
}

impl fmt::Debug for Precondition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Precondition").field("name", &self.name).finish_non_exhaustive()
    }
}

/// Passes the patch through, or fails with the first precondition it does not meet.
pub(crate) fn check(preconditions: &[Precondition], patch: Map<String, Value>) -> Result<Map<String, Value>, Error> {
    match preconditions.iter().find(|p| !p.holds(&patch)) {
        None => Ok(patch),
        Some(failed) => Err(Error::new(
            ErrorKind::PreconditionFailed { precondition: failed.name().to_owned(), patch: Value::Object(patch) },
            JsonPath::root(),
        )),
    }
}
