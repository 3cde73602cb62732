//! smp's own form of a JSON document, the one the schema-driven engine works on: strings
//! borrowed from the text they were read from (or from the `serde_json::Value` they were
//! seen in), maps as slices sorted by key bytes (Go's print order, so printing sorts
//! nothing), numbers as Go's decoder reads them.
//!
//! An operation's documents live in one [`Arena`]: every container is a slice of it and
//! every string the engine makes (an unescaped string, a directive's key) a `&str` in it,
//! so a document is `Copy`, has nothing to drop, and is freed with its arena at once. A
//! value is never changed where it is: the engine builds a map in a [`Map`] and freezes
//! it into the arena; a changed list is a new slice.
//!
//! The bytes API reads text into it ([`read`]), runs the engine and prints Go's
//! `json.Marshal` bytes from it ([`print`]); the `Value` API borrows its documents into it
//! and turns the result back into a `Value`.

pub(crate) mod map;
pub(crate) mod print;
pub(crate) mod read;

use serde_json::Value;

use crate::gojson::scalar::GoType;
use crate::gojson::view::{Json, Kind, Num};
pub(crate) use map::{Map, Obj};

/// Where an operation's documents are allocated.
pub(crate) type Arena = bumpalo::Bump;

/// A JSON value, in 24 bytes.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) enum Doc<'a> {
    #[default]
    Null,
    Bool(bool),
    Number(Num),
    String(&'a str),
    /// A string read from text, unescaped where it is first read ([`Doc::as_str`]).
    Escaped(&'a Escaped<'a>),
    Array(&'a [Doc<'a>]),
    Object(Obj<'a>),
}

// The arena runs no destructor: nothing a document holds may need one.
const _: () = assert!(!std::mem::needs_drop::<Doc<'static>>() && !std::mem::needs_drop::<Escaped<'static>>());

/// A string whose text holds escapes, checked when read, unescaped (into its arena) each
/// time it is read: most such strings are last-applied configurations, which an operation
/// mostly only compares (as they are written, [`Doc::eq`]) or never reads.
#[derive(Clone, Copy)]
pub(crate) struct Escaped<'a> {
    /// The string's text and its closing quote.
    quoted: &'a [u8],
    arena: &'a Arena,
}

impl<'a> Escaped<'a> {
    /// `quoted`, checked by [`read::escaped::check`].
    pub(crate) fn new(quoted: &'a [u8], arena: &'a Arena) -> Self {
        Escaped { quoted, arena }
    }

    /// Appends the string's JSON as Go writes it, from its text.
    pub(crate) fn write_json(&self, out: &mut Vec<u8>) {
        read::escaped::write_as_go(self.quoted, out);
    }

    /// The string.
    pub(crate) fn text(&self) -> &'a str {
        let mut out = Vec::new();
        // The text was checked as it was read: this cannot fail.
        let text = read::escaped::unescape(self.quoted, 0, &mut out)
            .and_then(|(_, len)| std::str::from_utf8(&out[..len]).ok());
        debug_assert!(text.is_some(), "a string checked as it was read");
        self.arena.alloc_str(text.unwrap_or_default())
    }
}

impl std::fmt::Debug for Escaped<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.text().fmt(f)
    }
}

impl<'a> Doc<'a> {
    /// A view of `value` in `arena`, its strings borrowed (its depth within bounds: this
    /// recurses).
    pub(crate) fn borrowed(value: &'a Value, arena: &'a Arena) -> Doc<'a> {
        Doc::of_value(value, arena, &|text| text)
    }

    /// A copy of `value` in `arena`, its strings too, for a value that does not outlive
    /// the call (its depth within bounds: this recurses).
    pub(crate) fn copied(value: &Value, arena: &'a Arena) -> Doc<'a> {
        Doc::of_value(value, arena, &|text| arena.alloc_str(text))
    }

    fn of_value<'v>(value: &'v Value, arena: &'a Arena, text: &impl Fn(&'v str) -> &'a str) -> Doc<'a> {
        match value {
            Value::Null => Doc::Null,
            Value::Bool(b) => Doc::Bool(*b),
            Value::Number(n) => Doc::Number(Num::of(n)),
            Value::String(s) => Doc::String(text(s)),
            Value::Array(items) => {
                Doc::Array(arena.alloc_slice_fill_iter(items.iter().map(|item| Doc::of_value(item, arena, text))))
            }
            Value::Object(map) => Doc::Object(Doc::map_of_value(map, arena, text)),
        }
    }

    /// A view of a `serde_json` map in `arena` (see [`Doc::borrowed`]).
    pub(crate) fn borrowed_map(map: &'a serde_json::Map<String, Value>, arena: &'a Arena) -> Obj<'a> {
        Doc::map_of_value(map, arena, &|text| text)
    }

    /// A copy of a `serde_json` map in `arena` (see [`Doc::copied`]).
    pub(crate) fn copied_map(map: &serde_json::Map<String, Value>, arena: &'a Arena) -> Obj<'a> {
        Doc::map_of_value(map, arena, &|text| arena.alloc_str(text))
    }

    fn map_of_value<'v>(
        map: &'v serde_json::Map<String, Value>,
        arena: &'a Arena,
        text: &impl Fn(&'v str) -> &'a str,
    ) -> Obj<'a> {
        Obj::from_json_order(map.iter().map(|(k, v)| (text(k), Doc::of_value(v, arena, text))), arena)
    }

    /// The `serde_json::Value` this is (its depth within bounds: this recurses).
    pub(crate) fn to_value(self) -> Value {
        match self {
            Doc::Null => Value::Null,
            Doc::Bool(b) => Value::Bool(b),
            Doc::Number(n) => Value::Number(n.to_number()),
            Doc::String(s) => Value::String(s.to_owned()),
            Doc::Escaped(s) => Value::String(s.text().to_owned()),
            Doc::Array(items) => Value::Array(items.iter().map(|item| item.to_value()).collect()),
            Doc::Object(map) => map.to_value(),
        }
    }

    /// Whether this is `value`, as `self.to_value() == *value` tells (its depth within
    /// bounds: this recurses).
    pub(crate) fn equals_value(&self, value: &Value) -> bool {
        match (self, value) {
            (Doc::Null, Value::Null) => true,
            (Doc::Bool(a), Value::Bool(b)) => a == b,
            (Doc::Number(a), Value::Number(b)) => *a == Num::of(b),
            (Doc::String(a), Value::String(b)) => a == b,
            (Doc::Escaped(a), Value::String(b)) => a.text() == b,
            (Doc::Array(a), Value::Array(b)) => a.len() == b.len() && a.iter().zip(b).all(|(a, b)| a.equals_value(b)),
            (Doc::Object(a), Value::Object(b)) => a.equals_json(b),
            _ => false,
        }
    }

    /// Whether the two are equal and print alike: `==`, with floats by their bits (`-0`
    /// prints as `-0`, `0.0` as `0`).
    pub(crate) fn prints_alike(&self, other: &Doc<'_>) -> bool {
        self.equal(other, true)
    }

    /// `==`, or with `exact` [`Doc::prints_alike`]: the one walk of both.
    fn equal(&self, other: &Doc<'_>, exact: bool) -> bool {
        match (self, other) {
            (Doc::Null, Doc::Null) => true,
            (Doc::Bool(a), Doc::Bool(b)) => a == b,
            (Doc::Number(Num::Float(a)), Doc::Number(Num::Float(b))) if exact => a.to_bits() == b.to_bits(),
            (Doc::Number(a), Doc::Number(b)) => a == b,
            // The same container, or strings written alike.
            _ if self.is_same(other) => true,
            (Doc::String(_) | Doc::Escaped(_), Doc::String(_) | Doc::Escaped(_)) => {
                map::same_text(self.as_str().unwrap_or_default(), other.as_str().unwrap_or_default())
            }
            (Doc::Array(a), Doc::Array(b)) => a.len() == b.len() && a.iter().zip(*b).all(|(a, b)| a.equal(b, exact)),
            (Doc::Object(a), Doc::Object(b)) => {
                a.len() == b.len()
                    && a.iter().zip(b.iter()).all(|((k, v), (l, w))| map::same_text(k, l) && v.equal(w, exact))
            }
            _ => false,
        }
    }

    /// Whether the two are one value: the same slice of an arena for a container or a
    /// string, the same scalar (a float by its bits: `-0` is not `0`). A cheap test that
    /// may say no for equal values (equal strings or maps in two places).
    #[inline]
    pub(crate) fn is(&self, other: &Doc<'_>) -> bool {
        match (self, other) {
            (Doc::Null, Doc::Null) => true,
            (Doc::Bool(a), Doc::Bool(b)) => a == b,
            (Doc::Number(Num::Float(a)), Doc::Number(Num::Float(b))) => a.to_bits() == b.to_bits(),
            (Doc::Number(a), Doc::Number(b)) => a == b,
            (Doc::String(a), Doc::String(b)) => std::ptr::eq(*a, *b),
            (Doc::Escaped(a), Doc::Escaped(b)) => std::ptr::eq(*a, *b),
            (Doc::Array(a), Doc::Array(b)) => std::ptr::eq(*a, *b),
            (Doc::Object(a), Doc::Object(b)) => std::ptr::eq(a.entries(), b.entries()),
            _ => false,
        }
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

    #[inline]
    pub(crate) fn as_str(&self) -> Option<&'a str> {
        match *self {
            Doc::String(s) => Some(s),
            Doc::Escaped(s) => Some(s.text()),
            _ => None,
        }
    }

    #[inline]
    pub(crate) fn as_object(&self) -> Option<Obj<'a>> {
        match *self {
            Doc::Object(map) => Some(map),
            _ => None,
        }
    }

    /// The value under `key` of a map.
    #[inline]
    pub(crate) fn get(&self, key: &str) -> Option<&'a Doc<'a>> {
        self.as_object()?.get(key)
    }
}

impl PartialEq for Doc<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.equal(other, false)
    }
}

/// A list of `items` in `arena`.
pub(crate) fn list_in<'a>(arena: &'a Arena, items: &[Doc<'a>]) -> &'a [Doc<'a>] {
    arena.alloc_slice_copy(items)
}

/// Go's `%v`, the sort text of a list merged by value.
impl crate::lists::GoText for Doc<'_> {
    fn go_text(&self) -> String {
        crate::gojson::sprint(self)
    }
}

impl Json for Doc<'_> {
    #[inline]
    fn is_same(&self, other: &Self) -> bool {
        match (self, other) {
            (Doc::Escaped(a), Doc::Escaped(b)) => a.quoted == b.quoted,
            (Doc::Array(_) | Doc::Object(_), _) => self.is(other),
            _ => false,
        }
    }

    #[inline]
    fn kind(&self) -> Kind<'_, Self> {
        match *self {
            Doc::Null => Kind::Null,
            Doc::Bool(b) => Kind::Bool(b),
            Doc::Number(n) => Kind::Number(n),
            Doc::String(s) => Kind::String(s),
            Doc::Escaped(s) => Kind::String(s.text()),
            Doc::Array(items) => Kind::List(items),
            Doc::Object(_) => Kind::Map,
        }
    }

    #[inline]
    fn get(&self, key: &str) -> Option<&Self> {
        Doc::get(self, key)
    }

    #[inline]
    fn is_map(&self) -> bool {
        self.is_object()
    }

    #[inline]
    fn list_items(&self) -> Option<&[Self]> {
        match self {
            Doc::Array(items) => Some(items),
            _ => None,
        }
    }

    #[inline]
    fn go_type(&self) -> GoType {
        match self {
            // Without unescaping it.
            Doc::Escaped(_) => GoType::String,
            _ => crate::gojson::view::go_type_of_kind(self.kind()),
        }
    }

    fn sorted_entries(&self) -> Vec<(&str, &Self)> {
        self.as_object().map_or_else(Vec::new, |map| map.iter().collect())
    }

    #[inline]
    fn map_entries(&self) -> impl Iterator<Item = (&str, &Self)> {
        let entries = match self {
            Doc::Object(map) => map.entries(),
            _ => &[],
        };
        entries.iter().map(|(key, value)| (*key, value))
    }

    #[inline]
    fn map_len(&self) -> usize {
        self.as_object().map_or(0, |map| map.len())
    }
}

#[cfg(test)]
mod tests;
