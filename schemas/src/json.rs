//! What the readers of a schema ask of its JSON, so that one reading ([`crate::shape`],
//! [`crate::extensions`]) serves a `serde_json::Value` (a user's OpenAPI document or CRD)
//! and a definition of this crate's tables ([`crate::tape`]), read where it lies.
//!
//! ```
//! use serde_json::json;
//! use smp_schemas::json::Json;
//! let schema = json!({"type": "array", "items": {"type": "string"}});
//! let items = (&schema).get("items").unwrap();
//! assert_eq!(items.get("type").and_then(Json::as_str), Some("string"));
//! ```

use std::fmt::Debug;

use serde_json::{Map, Value};

/// A JSON value, borrowed for `'a`, as schema readers read it: a few lookups, no
/// numbers (no reader needs one).
pub trait Json<'a>: Copy + Debug + PartialEq + 'a {
    /// An object's members (for `Value`, its `Map`).
    type Object: Copy + Debug + PartialEq + 'a;
    /// An array's elements (for `Value`, its `Vec`).
    type Array: Copy + Debug + PartialEq + 'a;

    /// The members, when the value is an object.
    fn as_object(self) -> Option<Self::Object>;
    /// The elements, when the value is an array.
    fn as_array(self) -> Option<Self::Array>;
    /// The text, when the value is a string.
    fn as_str(self) -> Option<&'a str>;
    /// The value, when it is `true` or `false`.
    fn as_bool(self) -> Option<bool>;
    /// An object's member of that name.
    fn member(object: Self::Object, key: &str) -> Option<Self>;
    /// An object's members, in the order the object holds them.
    fn members(object: Self::Object) -> impl Iterator<Item = (&'a str, Self)>;
    /// An array's elements, in order.
    fn elements(array: Self::Array) -> impl Iterator<Item = Self>;

    /// The member `key`, when the value is an object that has it.
    fn get(self, key: &str) -> Option<Self> {
        Self::member(self.as_object()?, key)
    }

    /// The members `keys` names, each as [`Json::get`] finds it: a reading of a schema looks
    /// for a dozen, which a JSON that is searched by walking its members (a tape) finds
    /// in one walk.
    fn get_all<const N: usize>(self, keys: [&str; N]) -> [Option<Self>; N] {
        keys.map(|key| self.get(key))
    }
}

impl<'a> Json<'a> for &'a Value {
    type Object = &'a Map<String, Value>;
    type Array = &'a Vec<Value>;

    fn as_object(self) -> Option<Self::Object> {
        Value::as_object(self)
    }

    fn as_array(self) -> Option<Self::Array> {
        Value::as_array(self)
    }

    fn as_str(self) -> Option<&'a str> {
        Value::as_str(self)
    }

    fn as_bool(self) -> Option<bool> {
        Value::as_bool(self)
    }

    fn member(object: Self::Object, key: &str) -> Option<Self> {
        object.get(key)
    }

    fn members(object: Self::Object) -> impl Iterator<Item = (&'a str, Self)> {
        object.iter().map(|(key, value)| (key.as_str(), value))
    }

    fn elements(array: Self::Array) -> impl Iterator<Item = Self> {
        array.iter()
    }
}
