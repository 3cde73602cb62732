//! smp's own form of a JSON document, the one the schema-driven engine works on: strings
//! borrowed from the text they were read from (or from the `serde_json::Value` they were
//! seen in) unless they hold an escape, maps as vectors sorted by key bytes (Go's print
//! order, so printing sorts nothing), numbers as Go's decoder reads them.
//!
//! The bytes API reads text into it ([`read`]), runs the engine and prints Go's
//! `json.Marshal` bytes from it ([`print`]); the `Value` API borrows its documents into it
//! and turns the result back into a `Value`.

pub(crate) mod map;
pub(crate) mod print;
pub(crate) mod read;
mod str;

use serde_json::{Number, Value};

use crate::gojson::view::{Json, Kind};
pub(crate) use map::Map;
pub(crate) use str::Str;

/// A JSON value, in 24 bytes: a list is a boxed slice (lists are built whole, not grown
/// in place), which leaves the tag room in the map's vector.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) enum Doc<'a> {
    #[default]
    Null,
    Bool(bool),
    Number(Number),
    String(Str<'a>),
    Array(List<'a>),
    Object(Map<'a>),
}

/// A document's list.
pub(crate) type List<'a> = Box<[Doc<'a>]>;

impl<'a> Doc<'a> {
    /// A borrowed view of `value`'s strings (its depth within bounds: this recurses).
    pub(crate) fn borrowed(value: &'a Value) -> Doc<'a> {
        match value {
            Value::Null => Doc::Null,
            Value::Bool(b) => Doc::Bool(*b),
            Value::Number(n) => Doc::Number(n.clone()),
            Value::String(s) => Doc::String(Str::Borrowed(s)),
            Value::Array(items) => Doc::Array(items.iter().map(Doc::borrowed).collect()),
            Value::Object(map) => Doc::Object(Doc::borrowed_map(map)),
        }
    }

    /// A borrowed view of a `serde_json` map's strings (see [`Doc::borrowed`]).
    pub(crate) fn borrowed_map(map: &'a serde_json::Map<String, Value>) -> Map<'a> {
        Map::from_json_order(map.iter().map(|(k, v)| (Str::Borrowed(k.as_str()), Doc::borrowed(v))))
    }

    /// `value` taken over (its depth within bounds: this recurses).
    pub(crate) fn owned(value: Value) -> Doc<'static> {
        match value {
            Value::Null => Doc::Null,
            Value::Bool(b) => Doc::Bool(b),
            Value::Number(n) => Doc::Number(n),
            Value::String(s) => Doc::String(s.into()),
            Value::Array(items) => Doc::Array(items.into_iter().map(Doc::owned).collect()),
            Value::Object(map) => Doc::Object(Doc::owned_map(map)),
        }
    }

    /// A `serde_json` map taken over.
    pub(crate) fn owned_map(map: serde_json::Map<String, Value>) -> Map<'static> {
        Map::from_json_order(map.into_iter().map(|(k, v)| (k.into(), Doc::owned(v))))
    }

    /// The `serde_json::Value` this is (its depth within bounds: this recurses).
    pub(crate) fn into_value(self) -> Value {
        match self {
            Doc::Null => Value::Null,
            Doc::Bool(b) => Value::Bool(b),
            Doc::Number(n) => Value::Number(n),
            Doc::String(s) => Value::String(s.into_owned()),
            Doc::Array(items) => Value::Array(items.into_vec().into_iter().map(Doc::into_value).collect()),
            Doc::Object(map) => map.into_value(),
        }
    }

    /// Whether this is `value`, as `self.into_value() == *value` tells (its depth within
    /// bounds: this recurses).
    pub(crate) fn equals_value(&self, value: &Value) -> bool {
        match (self, value) {
            (Doc::Null, Value::Null) => true,
            (Doc::Bool(a), Value::Bool(b)) => a == b,
            (Doc::Number(a), Value::Number(b)) => a == b,
            (Doc::String(a), Value::String(b)) => a.as_str() == b,
            (Doc::Array(a), Value::Array(b)) => a.len() == b.len() && a.iter().zip(b).all(|(a, b)| a.equals_value(b)),
            (Doc::Object(a), Value::Object(b)) => a.equals_json(b),
            _ => false,
        }
    }

    /// A string value.
    pub(crate) fn str(s: impl Into<Str<'a>>) -> Doc<'a> {
        Doc::String(s.into())
    }

    pub(crate) fn is_null(&self) -> bool {
        matches!(self, Doc::Null)
    }

    pub(crate) fn is_object(&self) -> bool {
        matches!(self, Doc::Object(_))
    }

    pub(crate) fn is_array(&self) -> bool {
        matches!(self, Doc::Array(_))
    }

    pub(crate) fn as_str(&self) -> Option<&str> {
        match self {
            Doc::String(s) => Some(s),
            _ => None,
        }
    }

    #[inline]
    pub(crate) fn as_object(&self) -> Option<&Map<'a>> {
        match self {
            Doc::Object(map) => Some(map),
            _ => None,
        }
    }

    /// The value under `key` of a map.
    #[inline]
    pub(crate) fn get(&self, key: &str) -> Option<&Doc<'a>> {
        self.as_object()?.get(key)
    }
}

impl Map<'_> {
    /// Whether this map is `map`, as `self.into_value() == Value::Object(map)` tells,
    /// without making the `Value` (its depth within bounds: this recurses).
    pub(crate) fn equals_json(&self, map: &serde_json::Map<String, Value>) -> bool {
        self.len() == map.len()
            && self.iter().all(|(key, value)| map.get(key).is_some_and(|other| value.equals_value(other)))
    }

    /// The `serde_json::Value` this is (its depth within bounds: this recurses).
    pub(crate) fn into_value(self) -> Value {
        Value::Object(self.into_json_map())
    }

    /// The `serde_json` map this is (its depth within bounds: this recurses).
    pub(crate) fn into_json_map(self) -> serde_json::Map<String, Value> {
        self.into_iter().map(|(k, v)| (k.into_owned(), v.into_value())).collect()
    }
}

/// Go's `%v`, the sort text of a list merged by value.
impl crate::lists::GoText for Doc<'_> {
    fn go_text(&self) -> String {
        crate::gojson::sprint(self)
    }
}

impl Json for Doc<'_> {
    #[inline]
    fn kind(&self) -> Kind<'_, Self> {
        match self {
            Doc::Null => Kind::Null,
            Doc::Bool(b) => Kind::Bool(*b),
            Doc::Number(n) => Kind::Number(n),
            Doc::String(s) => Kind::String(s),
            Doc::Array(items) => Kind::List(items),
            Doc::Object(_) => Kind::Map,
        }
    }

    #[inline]
    fn get(&self, key: &str) -> Option<&Self> {
        Doc::get(self, key)
    }

    fn sorted_entries(&self) -> Vec<(&str, &Self)> {
        self.as_object().map_or_else(Vec::new, |map| map.iter().collect())
    }
}

#[cfg(test)]
mod tests;
