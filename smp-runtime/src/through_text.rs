//! Typed values to and from `serde_json::Value` through JSON text.
//!
//! `serde_json::to_value` and `from_value` compile each type's `Serialize` and
//! `Deserialize` once more, for serde_json's `Value` serializer and deserializer. A
//! controller already has them for text: kube sends bodies with `serde_json::to_vec` and
//! reads them with `serde_json::from_str`. Going through text costs a print and a parse
//! where smp needs a typed value as JSON (the last-applied configuration, the conflict
//! check, an error's `%v`), and shares those instances: a smaller controller
//! (`benches/README.md`, "Builds and binaries").

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::bounds::{first_too_deep_in_text, read_unbounded, with_stack};
use crate::error::{Error, ErrorKind, JsonPath, MAX_DEPTH};

/// `value` as JSON, as `serde_json::to_value` makes it; refused with
/// [`ErrorKind::TooDeep`] where it is nested deeper than [`MAX_DEPTH`], and with
/// [`ErrorKind::InvalidJsonDocument`] (`what` does not serialize) where serde refuses it.
pub(crate) fn to_value<T: Serialize + ?Sized>(value: &T, what: &str) -> Result<Value, Error> {
    value_of(&value, what)
}

/// `value`'s JSON as its text reads back, for the error messages that print a typed
/// value as Go prints its JSON; `Null` where it does not serialize (errors only).
pub(crate) fn to_value_lossy<T: Serialize + ?Sized>(value: &T) -> Value {
    lossy_value_of(&value)
}

/// A value serde prints, type-erased: only printing it is compiled per type, the
/// rest of [`to_value`] once.
trait Print {
    fn print(&self) -> Result<String, serde_json::Error>;
}

impl<T: Serialize> Print for T {
    fn print(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string(self)
    }
}

/// A value's JSON text, printed on the walkers' stack.
fn printed(value: &dyn Print) -> Result<String, serde_json::Error> {
    with_stack(|| value.print())
}

#[inline(never)]
fn value_of(value: &dyn Print, what: &str) -> Result<Value, Error> {
    crate::detours::through_json();
    let text = printed(value).map_err(|e| invalid(format!("{what} does not serialize: {e}")))?;
    if let Some(path) = first_too_deep_in_text(text.as_bytes(), MAX_DEPTH) {
        return Err(Error::new(ErrorKind::TooDeep { limit: MAX_DEPTH }, path));
    }
    // Within `MAX_DEPTH`, on the stack the walkers get: deeper than serde_json's 128.
    with_stack(|| read_unbounded(serde_json::Deserializer::from_str(&text)))
        .map_err(|e| invalid(format!("{what} does not read back: {e}")))
}

#[inline(never)]
fn lossy_value_of(value: &dyn Print) -> Value {
    value_of(value, "the value").unwrap_or_default()
}

/// `T` read from a JSON value, as `serde_json::from_value` reads it (a value of any depth
/// within [`MAX_DEPTH`]).
pub(crate) fn from_value<T: DeserializeOwned>(value: &Value) -> Result<T, serde_json::Error> {
    let text = value_text(value)?;
    with_stack(|| read_unbounded(serde_json::Deserializer::from_str(&text)))
}

/// A JSON value's text (the part of [`from_value`] compiled once).
#[inline(never)]
fn value_text(value: &Value) -> Result<String, serde_json::Error> {
    crate::detours::through_json();
    with_stack(|| serde_json::to_string(value))
}

fn invalid(reason: String) -> Error {
    Error::new(ErrorKind::InvalidJsonDocument { reason }, JsonPath::root())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_back_what_to_value_makes() {
        let cases = [
            json!({"a": [1, -2, 18446744073709551615u64, 0.1, 1e300, null, "é\u{2028}<"], "b": {}}),
            json!([]),
            json!("x"),
            json!(null),
        ];
        for case in cases {
            assert_eq!(to_value(&case, "it").unwrap(), serde_json::to_value(&case).unwrap());
            assert_eq!(from_value::<Value>(&case).unwrap(), case);
        }
        let map = std::collections::BTreeMap::from([(3, f64::NAN)]);
        assert_eq!(to_value(&map, "it").unwrap(), serde_json::to_value(&map).unwrap());
    }

    fn nested(depth: usize) -> Value {
        (0..depth).fold(json!(1), |inner, _| json!({"k": inner}))
    }

    #[test]
    fn reads_deeper_than_serde_json_within_max_depth_and_refuses_beyond() {
        let deep = nested(MAX_DEPTH);
        assert_eq!(to_value(&deep, "it").unwrap(), deep);
        assert_eq!(from_value::<Value>(&deep).unwrap(), deep);
        let error = to_value(&nested(MAX_DEPTH + 1), "it").unwrap_err();
        assert!(matches!(error.kind(), ErrorKind::TooDeep { limit: MAX_DEPTH }), "{error}");
        assert_eq!(error.path().segments().len(), MAX_DEPTH + 1);
    }

    #[test]
    fn names_what_does_not_serialize() {
        let map = std::collections::BTreeMap::from([(vec![1], 2)]);
        let error = to_value(&map, "the desired object").unwrap_err();
        assert!(error.to_string().contains("the desired object does not serialize"), "{error}");
    }
}
