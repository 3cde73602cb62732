//! What Go's view of a decoded JSON value needs to read from one, whichever form holds
//! it: a `serde_json::Value` or smp's own document (`crate::doc::Doc`). The rules that
//! only read a value (its Go type, `==`, merge keys, `%v`) are written once against it.

use serde_json::{Number, Value};

/// One JSON value, seen from outside.
pub(crate) enum Kind<'v, J> {
    Null,
    Bool(bool),
    Number(&'v Number),
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

    /// Whether this is a map.
    fn is_map(&self) -> bool {
        matches!(self.kind(), Kind::Map)
    }

    /// A map's entries sorted by key bytes, as Go sorts map keys; empty for anything else.
    fn sorted_entries(&self) -> Vec<(&str, &Self)>;
}

impl Json for Value {
    #[inline]
    fn kind(&self) -> Kind<'_, Value> {
        match self {
            Value::Null => Kind::Null,
            Value::Bool(b) => Kind::Bool(*b),
            Value::Number(n) => Kind::Number(n),
            Value::String(s) => Kind::String(s),
            Value::Array(items) => Kind::List(items),
            Value::Object(_) => Kind::Map,
        }
    }

    #[inline]
    fn get(&self, key: &str) -> Option<&Value> {
        self.as_object()?.get(key)
    }

    fn sorted_entries(&self) -> Vec<(&str, &Value)> {
        self.as_object().map_or_else(Vec::new, sorted_map_entries)
    }
}

/// A `serde_json` map's entries sorted by key bytes: its own order is not Go's when
/// serde_json's `preserve_order` is on.
pub(crate) fn sorted_map_entries(map: &serde_json::Map<String, Value>) -> Vec<(&str, &Value)> {
    let mut entries: Vec<(&str, &Value)> = map.iter().map(|(k, v)| (k.as_str(), v)).collect();
    entries.sort_unstable_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    entries
}
