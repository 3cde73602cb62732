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

/// What a precondition checks: a member the patch must not have (which a typed patch
/// answers without becoming JSON), or a function of the patch's JSON.
#[derive(Clone)]
enum Check {
    /// No top-level member of this name.
    Key(String),
    /// No member of this name in `metadata`.
    MetadataKey(String),
    /// The patch's JSON passes this function.
    Custom(CustomCheck),
}

type CustomCheck = Arc<dyn Fn(&Map<String, Value>) -> bool + Send + Sync>;

impl Precondition {
    /// The patch has no top-level `key` (`RequireKeyUnchanged`).
    pub fn key_unchanged(key: &str) -> Precondition {
        Precondition { name: format!("{key} unchanged"), check: Check::Key(key.to_owned()) }
    }

    /// The patch has no `metadata.key` (`RequireMetadataKeyUnchanged`).
    pub fn metadata_key_unchanged(key: &str) -> Precondition {
        Precondition { name: format!("metadata.{key} unchanged"), check: Check::MetadataKey(key.to_owned()) }
    }

    /// A check of your own: `check(patch)` returns whether the patch is acceptable.
    pub fn custom(name: &str, check: impl Fn(&Map<String, Value>) -> bool + Send + Sync + 'static) -> Precondition {
        Precondition { name: name.to_owned(), check: Check::Custom(Arc::new(check)) }
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
        match &self.check {
            Check::Key(key) => !patch.contains_key(key),
            Check::MetadataKey(key) => match patch.get("metadata") {
                Some(Value::Object(metadata)) => !metadata.contains_key(key),
                _ => true,
            },
            Check::Custom(check) => check(patch),
        }
    }

    /// Whether a patch passes, asked of `mentions` (whether the patch has the member at a
    /// path of member names) where the check is of a member, and of the patch's JSON
    /// (`json`) for a custom check.
    pub(crate) fn holds_with(
        &self,
        mentions: &dyn Fn(&[&str]) -> bool,
        json: &mut dyn FnMut() -> Result<Map<String, Value>, Error>,
    ) -> Result<bool, Error> {
        Ok(match &self.check {
            Check::Key(key) => !mentions(&[key]),
            Check::MetadataKey(key) => !mentions(&["metadata", key]),
            Check::Custom(check) => check(&json()?),
        })
    }
}

impl fmt::Debug for Precondition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Precondition").field("name", &self.name).finish_non_exhaustive()
    }
}

/// The first precondition a patch does not meet, asked as [`Precondition::holds_with`]
/// asks; the error names it, with the patch (`json`).
pub(crate) fn check_with(
    preconditions: &[Precondition],
    mentions: &dyn Fn(&[&str]) -> bool,
    json: &mut dyn FnMut() -> Result<Map<String, Value>, Error>,
) -> Result<(), Error> {
    for precondition in preconditions {
        if !precondition.holds_with(mentions, json)? {
            return Err(Error::new(
                ErrorKind::PreconditionFailed {
                    precondition: precondition.name().to_owned(),
                    patch: Value::Object(json()?),
                },
                JsonPath::root(),
            ));
        }
    }
    Ok(())
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
