//! What Go's view of a decoded JSON value needs to read from one, whichever form holds
//! it: a `serde_json::Value` or smp's own document (`crate::doc::Doc`). The rules that
//! only read a value (its Go type, `==`, merge keys, `%v`) are written once against it.

use serde_json::{Number, Value};

use crate::error::{Error, ErrorKind, JsonPath};
use crate::lists::element::GoType;

/// A JSON number as Go's decoder leaves it in an `interface{}`: an `int64`, or a
/// `float64` (`Uint` holds a `serde_json` integer past `i64` that a user built; read from
/// text, one is a float).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Num {
    Int(i64),
    Uint(u64),
    Float(f64),
}

impl Num {
    /// The number `n` is.
    #[inline]
    pub(crate) fn of(n: &Number) -> Num {
        if let Some(i) = n.as_i64() {
            Num::Int(i)
        } else if let Some(u) = n.as_u64() {
            Num::Uint(u)
        } else {
            // Finite: serde_json holds no other float.
            Num::Float(n.as_f64().unwrap_or(0.0))
        }
    }

    /// The `serde_json` number this is.
    pub(crate) fn to_number(self) -> Number {
        match self {
            Num::Int(i) => i.into(),
            Num::Uint(u) => u.into(),
            Num::Float(f) => Number::from_f64(f).unwrap_or_else(|| 0.into()),
        }
    }

    pub(crate) fn as_i64(self) -> Option<i64> {
        match self {
            Num::Int(i) => Some(i),
            _ => None,
        }
    }

    /// The number as a `float64`, as Go converts it.
    pub(crate) fn as_f64(self) -> f64 {
        match self {
            Num::Int(i) => i as f64,
            Num::Uint(u) => u as f64,
            Num::Float(x) => x,
        }
    }

    pub(crate) fn is_f64(self) -> bool {
        matches!(self, Num::Float(_))
    }
}

/// The Go type of a value of this kind.
#[inline]
pub(crate) fn go_type_of_kind<J>(kind: Kind<'_, J>) -> GoType {
    match kind {
        Kind::Null => GoType::Nil,
        Kind::Bool(_) => GoType::Bool,
        Kind::Number(n) => {
            if n.as_i64().is_some() {
                GoType::Int
            } else {
                GoType::Float
            }
        }
        Kind::String(_) => GoType::String,
        Kind::List(_) => GoType::List,
        Kind::Map => GoType::Map,
    }
}

/// One JSON value, seen from outside.
pub(crate) enum Kind<'v, J> {
    Null,
    Bool(bool),
    Number(Num),
    String(&'v str),
    List(&'v [J]),
    Map,
}

/// A JSON value the read-only rules accept.
pub(crate) trait Json: Sized {
    /// What it is.
    fn kind(&self) -> Kind<'_, Self>;

    /// The value under `key` if this is a map holding it.
    fn get(&self, key: &str) -> Option<&Self>;

    /// Whether the two are plainly one value, equal without a walk: one container in one
    /// place, strings written alike in their text (`false` says nothing).
    #[inline]
    fn is_same(&self, _other: &Self) -> bool {
        false
    }

    /// Whether this is a map.
    fn is_map(&self) -> bool {
        matches!(self.kind(), Kind::Map)
    }

    /// Whether this is a map or a list.
    #[inline]
    fn is_container(&self) -> bool {
        self.is_map() || self.list_items().is_some()
    }

    /// A list's items; `None` for anything else. (What `kind` says, without reading a
    /// scalar: walks that only descend call it on every value.)
    fn list_items(&self) -> Option<&[Self]> {
        match self.kind() {
            Kind::List(items) => Some(items),
            _ => None,
        }
    }

    /// The Go type a decoder gives it.
    #[inline]
    fn go_type(&self) -> GoType {
        go_type_of_kind(self.kind())
    }

    /// A map's entries sorted by key bytes, as Go sorts map keys; empty for anything else.
    fn sorted_entries(&self) -> Vec<(&str, &Self)>;

    /// A map's entries in the map's own order (a `serde_json` map's is sorted, or as
    /// inserted with `preserve_order`); none for anything else.
    fn map_entries(&self) -> impl Iterator<Item = (&str, &Self)>;

    /// How many entries a map has; none for anything else.
    fn map_len(&self) -> usize;
}

impl Json for Value {
    #[inline]
    fn kind(&self) -> Kind<'_, Value> {
        match self {
            Value::Null => Kind::Null,
            Value::Bool(b) => Kind::Bool(*b),
            Value::Number(n) => Kind::Number(Num::of(n)),
            Value::String(s) => Kind::String(s),
            Value::Array(items) => Kind::List(items),
            Value::Object(_) => Kind::Map,
        }
    }

    #[inline]
    fn get(&self, key: &str) -> Option<&Value> {
        self.as_object()?.get(key)
    }

    #[inline]
    fn is_map(&self) -> bool {
        self.is_object()
    }

    #[inline]
    fn list_items(&self) -> Option<&[Value]> {
        self.as_array().map(Vec::as_slice)
    }

    fn sorted_entries(&self) -> Vec<(&str, &Value)> {
        self.as_object().map_or_else(Vec::new, sorted_map_entries)
    }

    #[inline]
    fn map_entries(&self) -> impl Iterator<Item = (&str, &Value)> {
        self.as_object().into_iter().flatten().map(|(key, value)| (key.as_str(), value))
    }

    #[inline]
    fn map_len(&self) -> usize {
        self.as_object().map_or(0, serde_json::Map::len)
    }
}

/// A `serde_json` map's entries sorted by key bytes: its own order is not Go's when
/// serde_json's `preserve_order` is on.
pub(crate) fn sorted_map_entries(map: &serde_json::Map<String, Value>) -> Vec<(&str, &Value)> {
    let mut entries: Vec<(&str, &Value)> = map.iter().map(|(k, v)| (k.as_str(), v)).collect();
    entries.sort_unstable_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    entries
}

/// The JSON type name of a value, in the words of the errors.
pub(crate) fn type_name<J: Json>(value: &J) -> &'static str {
    match value.kind() {
        Kind::Null => "null",
        Kind::Bool(_) => "bool",
        Kind::Number(n) if n.is_f64() => "float",
        Kind::Number(_) => "integer",
        Kind::String(_) => "string",
        Kind::List(_) => "list",
        Kind::Map => "map",
    }
}

/// The error for a document that is not a JSON object.
pub(crate) fn not_an_object<J: Json>(role: &str, value: &J) -> Error {
    let article = match type_name(value) {
        "null" => "null".to_owned(),
        name if name.starts_with(['a', 'e', 'i', 'o', 'u']) => format!("an {name}"),
        name => format!("a {name}"),
    };
    Error::new(
        ErrorKind::InvalidJsonDocument { reason: format!("the {role} is {article}, not an object") },
        JsonPath::root(),
    )
}
