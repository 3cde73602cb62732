//! The typed path's one door to JSON: every typed value that becomes a
//! `serde_json::Value`, or is read back from one, goes through here, each for a reason that
//! is JSON's own:
//! - what an error shows (a conflict's values and patches, Go's `%v` of an item or a patch);
//! - a custom precondition, which is a function of the patch's JSON;
//! - the JSON-valued parts of a type: a key held by a `serde_json::Value` field that the
//!   type cannot read as a key, a list of JSON objects in the conflict check, a directive a
//!   map of JSON keeps as an entry;
//! - a new keyed item a patch names twice, which Go merges as it was written (with the
//!   nulls and directives a typed item drops).
//!
//! Nothing else in `typed/` converts (the `tidy` tests hold it so, and the unit test
//! `no_detours` counts the conversions of the typed operations: none).

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use crate::engine::conflict::{ConflictCheck, KeyText};
use crate::engine::merge_key;
use crate::engine::patch::KeyLookup;
use crate::error::{Error, Trail};
use crate::through_text;

/// A typed value as JSON; an error where serde refuses it or it nests too deep.
pub(crate) fn to_value<T: Serialize + ?Sized>(value: &T, what: &str) -> Result<Value, Error> {
    through_text::to_value(value, what)
}

/// A typed value as JSON, `null` where it does not serialize: for what errors show.
pub(crate) fn shown<T: Serialize + ?Sized>(value: &T) -> Value {
    through_text::to_value_lossy(value)
}

/// A typed value read from JSON.
pub(crate) fn from_value<T: DeserializeOwned>(value: &Value) -> Result<T, serde_json::Error> {
    through_text::from_value(value)
}

/// The merge key of an item whose key field is JSON, where the type could not read one
/// (`None` from the field): read from the item's JSON. Only such items pay.
pub(crate) fn key_lookup<P: Serialize>(item: &P, merge_key: &str) -> KeyLookup {
    match to_value(item, "a list item") {
        Ok(json) => merge_key::lookup::<Value>(&json, merge_key).into(),
        Err(_) => KeyLookup::Missing,
    }
}

/// The key the conflict check pairs an item by, read from its JSON (an item whose key
/// field is JSON the type cannot read as a key); `None` where it lacks the key.
pub(crate) fn key_text<P: Serialize>(item: &P, merge_key: &str) -> Option<KeyText> {
    KeyText::of_item(&to_value(item, "a list item").ok()?, merge_key)
}

/// A conflict here between what each patch has (only a conflict pays for the JSON).
#[cold]
pub(crate) fn conflict_here<L: Serialize + ?Sized, R: Serialize + ?Sized>(
    check: &mut ConflictCheck,
    trail: &Trail<'_>,
    left: &L,
    right: &R,
) {
    check.here(trail, shown(left), shown(right));
}
