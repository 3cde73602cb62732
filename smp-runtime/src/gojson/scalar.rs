//! Go's view of decoded JSON values: their dynamic types, `==` between them, and the
//! hashable keys that let the list algorithms index items instead of scanning.

use std::hash::{Hash, Hasher};

use super::view::{Json, Kind, Num};
use crate::error::ErrorKind;
pub(crate) use crate::lists::element::GoType;
use crate::lists::Key;

#[inline]
pub(crate) fn go_type<J: Json>(value: &J) -> GoType {
    value.go_type()
}

/// A comparable JSON scalar: equal keys are exactly the values Go's `==` finds equal.
#[derive(Debug, Clone, Copy)]
pub(crate) enum ScalarKey<'a> {
    Nil,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(&'a str),
}

impl PartialEq for ScalarKey<'_> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (ScalarKey::Nil, ScalarKey::Nil) => true,
            (ScalarKey::Bool(a), ScalarKey::Bool(b)) => a == b,
            (ScalarKey::Int(a), ScalarKey::Int(b)) => a == b,
            (ScalarKey::Float(a), ScalarKey::Float(b)) => a == b,
            (ScalarKey::Str(a), ScalarKey::Str(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for ScalarKey<'_> {}

impl Hash for ScalarKey<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        match self {
            ScalarKey::Nil => 0u8.hash(state),
            ScalarKey::Bool(b) => (1u8, b).hash(state),
            ScalarKey::Int(i) => (2u8, i).hash(state),
            // +0 and -0 are equal under ==, so they must hash alike.
            ScalarKey::Float(f) => (3u8, if *f == 0.0 { 0 } else { f.to_bits() }).hash(state),
            ScalarKey::Str(s) => (4u8, s).hash(state),
        }
    }
}

fn number_key(n: Num) -> ScalarKey<'static> {
    match n {
        Num::Int(i) => ScalarKey::Int(i),
        // Go decodes an integer past `int64` as a `float64`.
        Num::Uint(u) => ScalarKey::Float(u as f64),
        Num::Float(f) => ScalarKey::Float(f),
    }
}

/// The key of a scalar; `None` for lists and maps, which Go cannot compare.
#[inline]
pub(crate) fn scalar_key<J: Json>(value: &J) -> Option<ScalarKey<'_>> {
    Some(match value.kind() {
        Kind::Null => ScalarKey::Nil,
        Kind::Bool(b) => ScalarKey::Bool(b),
        Kind::Number(n) => number_key(n),
        Kind::String(s) => ScalarKey::Str(s),
        Kind::List(_) | Kind::Map => return None,
    })
}

/// Go's `==` between two `interface{}` values holding decoded JSON.
pub(crate) fn go_equal<J: Json>(a: &J, b: &J, what: &'static str) -> Result<bool, ErrorKind> {
    match (scalar_key(a), scalar_key(b)) {
        (Some(a), Some(b)) => Ok(a == b),
        // Different dynamic types compare unequal without looking inside.
        _ if go_type(a) != go_type(b) => Ok(false),
        _ => Err(ErrorKind::UncomparableValues { what }),
    }
}

/// The key the list algorithms index a scalar by; `None` for lists and maps.
pub(crate) fn key_of<J: Json>(value: &J) -> Option<Key> {
    Some(match scalar_key(value)? {
        ScalarKey::Nil => Key::Nil,
        ScalarKey::Bool(b) => Key::Bool(b),
        ScalarKey::Int(i) => Key::Int(i),
        ScalarKey::Float(f) => Key::from(f),
        ScalarKey::Str(s) => Key::from(s),
    })
}
