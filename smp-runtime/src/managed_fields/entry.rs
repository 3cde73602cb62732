//! `metadata.managedFields` entries, read and written as apimachinery's `ManagedFieldsEntry`
//! is from an unstructured object: unknown keys dropped, `null` for an absent value, times
//! rewritten in UTC to the second, FieldsV1 kept as the JSON text Go holds (`FieldsV1.Raw`),
//! so that what Go compares byte for byte is compared so here.

use serde_json::{Map, Value};

use super::set::FieldSet;
use super::time::Time;
use crate::bounds::{check_depth, dispose, with_stack};
use crate::error::{Error, ErrorKind, JsonPath, PathSegment};
use crate::gojson::view::{not_an_object, type_name, Json, Kind};
use crate::gojson::{json_string, write_json};

/// What made an entry: a server-side apply, or any other write.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Operation {
    /// `Apply`: a server-side apply.
    Apply,
    /// `Update`: a create, update or patch other than an apply.
    Update,
    /// Anything else the entry says (the API server refuses it; the empty text when the
    /// entry has none).
    Other(String),
}

impl Operation {
    /// The text the entry holds.
    pub fn as_str(&self) -> &str {
        match self {
            Operation::Apply => "Apply",
            Operation::Update => "Update",
            Operation::Other(text) => text,
        }
    }

    fn from_text(text: String) -> Operation {
        match text.as_str() {
            "Apply" => Operation::Apply,
            "Update" => Operation::Update,
            _ => Operation::Other(text),
        }
    }
}

/// FieldsV1 as an entry holds it: the JSON text Go keeps (`metav1.FieldsV1.Raw`), which is
/// what Go compares to tell whether an entry changed. Read from an object it is Go's
/// `json.Marshal` of the value (keys sorted, HTML characters escaped); made from a set it is
/// the set's FieldsV1 as the API server writes it.
///
/// ```
/// use smp::managed_fields::{FieldSet, FieldsV1};
///
/// let fields = FieldsV1::from_value(&serde_json::json!({"f:spec": {"f:replicas": {}}}))?;
/// assert_eq!(fields.as_bytes(), br#"{"f:spec":{"f:replicas":{}}}"#);
/// assert_eq!(fields.to_set()?.paths()[0].to_string(), ".spec.replicas");
/// # Ok::<(), smp::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FieldsV1(Vec<u8>);

impl FieldsV1 {
    /// The FieldsV1 of `set`.
    pub fn from_set(set: &FieldSet) -> FieldsV1 {
        FieldsV1(set.to_fields_v1())
    }

    /// The FieldsV1 an object holds at `value` (any JSON value: Go takes any, and fails
    /// only when the set is read); a value nested deeper than [`crate::MAX_DEPTH`] is refused.
    pub fn from_value(value: &Value) -> Result<FieldsV1, Error> {
        FieldsV1::from_json(value)
    }

    /// [`FieldsV1::from_value`] of any form of the value.
    pub(crate) fn from_json<J: Json>(value: &J) -> Result<FieldsV1, Error> {
        with_stack(|| {
            check_depth(value)?;
            let mut raw = Vec::new();
            write_json(value, &mut raw);
            Ok(FieldsV1(raw))
        })
    }

    /// The JSON text.
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    /// The set, read as the API server of Kubernetes 1.37 reads it.
    pub fn to_set(&self) -> Result<FieldSet, Error> {
        FieldSet::from_fields_v1(&self.0)
    }

    /// The JSON value, as it goes into an object.
    pub fn to_value(&self) -> Result<Value, Error> {
        crate::bytes::parse(&self.0)
    }
}

/// One entry of `metadata.managedFields`: which fields one manager owns, through which
/// operation, at which version of the resource, since when.
///
/// An empty text is an absent field, as in Go.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ManagedFieldsEntry {
    /// The manager's name (`kubectl`, `kube-controller-manager`, ...).
    pub manager: String,
    /// The operation that made the entry.
    pub operation: Operation,
    /// The version of the resource the fields belong to (`apps/v1`).
    pub api_version: String,
    /// When the entry last changed.
    pub time: Option<Time>,
    /// `FieldsV1`, the only type there is.
    pub fields_type: String,
    /// The fields owned.
    pub fields_v1: Option<FieldsV1>,
    /// The subresource written through (`status`), or empty for the resource itself.
    pub subresource: String,
}

impl ManagedFieldsEntry {
    /// An entry of `manager` owning `fields` through `operation` at `api_version`.
    pub fn new(manager: &str, operation: Operation, api_version: &str, fields: &FieldSet) -> ManagedFieldsEntry {
        ManagedFieldsEntry {
            manager: manager.to_owned(),
            operation,
            api_version: api_version.to_owned(),
            time: None,
            fields_type: "FieldsV1".to_owned(),
            fields_v1: Some(FieldsV1::from_set(fields)),
            subresource: String::new(),
        }
    }

    /// Reads an entry as Go converts it from an unstructured object; errors have paths from
    /// the entry.
    pub fn from_value(entry: &Value) -> Result<ManagedFieldsEntry, Error> {
        ManagedFieldsEntry::from_json(entry)
    }

    /// [`ManagedFieldsEntry::from_value`] of any form of the entry.
    pub(crate) fn from_json<J: Json>(entry: &J) -> Result<ManagedFieldsEntry, Error> {
        let (mut read, fields) = ManagedFieldsEntry::from_value_with(entry, |fields| {
            FieldsV1::from_json(fields).map_err(|e| e.within(&[key("fieldsV1")]))
        })?;
        read.fields_v1 = fields;
        Ok(read)
    }

    /// [`ManagedFieldsEntry::from_value`] but for its FieldsV1 (where not `null`), which
    /// `fields` reads: a reader of the set may take the JSON as it is rather than print it.
    pub(crate) fn from_value_with<'v, J: Json, F>(
        entry: &'v J,
        fields: impl FnOnce(&'v J) -> Result<F, Error>,
    ) -> Result<(ManagedFieldsEntry, Option<F>), Error> {
        if !entry.is_map() {
            return Err(invalid(&[], format!("an entry is {}, not a map", type_name(entry))));
        }
        // A string's text; `None` for an absent key or `null`.
        let string = |key: &str| -> Result<Option<&'v str>, Error> {
            let Some(value) = entry.get(key) else { return Ok(None) };
            match value.kind() {
                Kind::Null => Ok(None),
                Kind::String(text) => Ok(Some(text)),
                _ => Err(invalid(&[key], format!("{key} is {}, not a string", type_name(value)))),
            }
        };
        let text = |key: &str| string(key).map(|text| text.unwrap_or_default().to_owned());
        let time = match string("time")? {
            None => None,
            Some(text) => Some(
                Time::parse(text)
                    .ok_or_else(|| invalid(&["time"], format!("time {text:?} is not RFC 3339 as Go reads it")))?,
            ),
        };
        let (manager, operation, api_version) = (text("manager")?, text("operation")?, text("apiVersion")?);
        let fields_type = text("fieldsType")?;
        // In Go's order: the fields' error before the subresource's.
        let fields =
            entry.get("fieldsV1").filter(|fields| !matches!(fields.kind(), Kind::Null)).map(fields).transpose()?;
        let entry = ManagedFieldsEntry {
            manager,
            operation: Operation::from_text(operation),
            api_version,
            time,
            fields_type,
            fields_v1: None,
            subresource: text("subresource")?,
        };
        Ok((entry, fields))
    }

    /// The entry as an object holds it, as Go writes it into an unstructured object.
    pub fn to_value(&self) -> Result<Value, Error> {
        let mut map = Map::new();
        let mut text = |key: &str, value: &str| {
            if !value.is_empty() {
                map.insert(key.to_owned(), Value::String(value.to_owned()));
            }
        };
        text("manager", &self.manager);
        text("operation", self.operation.as_str());
        text("apiVersion", &self.api_version);
        text("fieldsType", &self.fields_type);
        text("subresource", &self.subresource);
        if let Some(time) = self.time {
            // Go's zero time is `null` (read back, it is no time).
            let value = if time.is_go_zero() { Value::Null } else { Value::String(time.to_string()) };
            map.insert("time".to_owned(), value);
        }
        if let Some(fields) = &self.fields_v1 {
            map.insert("fieldsV1".to_owned(), fields.to_value().map_err(|e| e.within(&[key("fieldsV1")]))?);
        }
        Ok(Value::Object(map))
    }

    /// The fields the entry owns, read as the API server of Kubernetes 1.37 reads them; an
    /// entry without FieldsV1 owns nothing.
    pub fn field_set(&self) -> Result<FieldSet, Error> {
        match &self.fields_v1 {
            None => Ok(FieldSet::new()),
            Some(fields) => fields.to_set().map_err(|e| e.within(&[key("fieldsV1")])),
        }
    }

    /// The key the API server files the entry under (apimachinery's
    /// `BuildManagerIdentifier`): Go's JSON of the entry without its fields, time and, for an
    /// apply, version. Two entries with one identifier are one manager: the API server keeps
    /// the last.
    ///
    /// ```
    /// use smp::managed_fields::{FieldSet, ManagedFieldsEntry, Operation};
    ///
    /// let entry = ManagedFieldsEntry::new("kubectl", Operation::Apply, "apps/v1", &FieldSet::new());
    /// assert_eq!(entry.manager_identifier(), r#"{"manager":"kubectl","operation":"Apply"}"#);
    /// ```
    pub fn manager_identifier(&self) -> String {
        let key = ManagedFieldsEntry {
            time: None,
            fields_type: String::new(),
            fields_v1: None,
            api_version: if self.operation == Operation::Apply { String::new() } else { self.api_version.clone() },
            ..self.clone()
        };
        let mut out = Vec::new();
        key.write_go_json(&mut out);
        String::from_utf8(out).unwrap_or_default()
    }

    /// Go's `json.Marshal` of the entry: its fields in the struct's order, the empty ones
    /// left out, FieldsV1's text with HTML characters escaped.
    pub(crate) fn write_go_json(&self, out: &mut Vec<u8>) {
        out.push(b'{');
        let mut first = true;
        let mut key = |name: &str, out: &mut Vec<u8>| {
            if !std::mem::take(&mut first) {
                out.push(b',');
            }
            json_string(name, out);
            out.push(b':');
        };
        for (name, value) in [
            ("manager", self.manager.as_str()),
            ("operation", self.operation.as_str()),
            ("apiVersion", &self.api_version),
        ] {
            if !value.is_empty() {
                key(name, out);
                json_string(value, out);
            }
        }
        if let Some(time) = self.time {
            key("time", out);
            match time.is_go_zero() {
                true => out.extend_from_slice(b"null"),
                false => json_string(&time.to_string(), out),
            }
        }
        if !self.fields_type.is_empty() {
            key("fieldsType", out);
            json_string(&self.fields_type, out);
        }
        if let Some(fields) = &self.fields_v1 {
            key("fieldsV1", out);
            escape_html(fields.as_bytes(), out);
        }
        if !self.subresource.is_empty() {
            key("subresource", out);
            json_string(&self.subresource, out);
        }
        out.push(b'}');
    }
}

/// JSON text with `<`, `>`, `&`, U+2028 and U+2029 escaped, as `json.Marshal` escapes the
/// text a `Marshaler` returns. They can only be inside strings.
fn escape_html(json: &[u8], out: &mut Vec<u8>) {
    let mut rest = json;
    while let Some(at) = rest.iter().position(|&b| matches!(b, b'<' | b'>' | b'&' | 0xE2)) {
        out.extend_from_slice(&rest[..at]);
        rest = &rest[at..];
        let (escape, len): (&[u8], usize) = match rest {
            [b'<', ..] => (b"\\u003c", 1),
            [b'>', ..] => (b"\\u003e", 1),
            [b'&', ..] => (b"\\u0026", 1),
            [0xE2, 0x80, 0xA8, ..] => (b"\\u2028", 3),
            [0xE2, 0x80, 0xA9, ..] => (b"\\u2029", 3),
            _ => (&rest[..1], 1),
        };
        out.extend_from_slice(escape);
        rest = &rest[len..];
    }
    out.extend_from_slice(rest);
}

/// The entries of `object`'s `metadata.managedFields`, `None` where it has none; an entry
/// Go cannot convert is an error naming it (Go's unstructured objects drop all entries
/// then, without a word).
///
/// ```
/// use serde_json::json;
/// use smp::managed_fields::{self, Operation};
///
/// let object = json!({"metadata": {"managedFields": [
///     {"manager": "kubectl", "operation": "Apply", "apiVersion": "v1", "time": "2026-12-06T13:00:00+01:00",
///      "fieldsType": "FieldsV1", "fieldsV1": {"f:data": {"f:key": {}}}},
/// ]}});
/// let entries = managed_fields::read(&object)?.unwrap();
/// assert_eq!(entries[0].operation, Operation::Apply);
/// assert_eq!(entries[0].time.unwrap().to_string(), "2026-12-06T12:00:00Z");
///
/// let bad = json!({"metadata": {"managedFields": [{"manager": "a", "time": "yesterday"}]}});
/// assert_eq!(managed_fields::read(&bad).unwrap_err().path().to_string(), "/metadata/managedFields/0/time");
/// # Ok::<(), smp::Error>(())
/// ```
pub fn read(object: &Value) -> Result<Option<Vec<ManagedFieldsEntry>>, Error> {
    read_json(object)
}

/// [`read`] of any form of the object.
pub(crate) fn read_json<J: Json>(object: &J) -> Result<Option<Vec<ManagedFieldsEntry>>, Error> {
    with_stack(|| read_entries(object))
}

fn read_entries<J: Json>(object: &J) -> Result<Option<Vec<ManagedFieldsEntry>>, Error> {
    if !object.is_map() {
        return Err(not_an_object("object", object));
    }
    let metadata = match object.get("metadata") {
        None => return Ok(None),
        Some(metadata) if matches!(metadata.kind(), Kind::Null) => return Ok(None),
        Some(metadata) if metadata.is_map() => metadata,
        Some(other) => return Err(wrong_type("map", other, vec![key("metadata")])),
    };
    let entries = match metadata.get("managedFields").map(|entries| (entries, entries.kind())) {
        None | Some((_, Kind::Null)) => return Ok(None),
        Some((_, Kind::List(entries))) => entries,
        Some((other, _)) => return Err(wrong_type("list", other, vec![key("metadata"), key("managedFields")])),
    };
    let entries = entries.iter().enumerate().map(|(i, entry)| {
        ManagedFieldsEntry::from_json(entry)
            .map_err(|e| e.within(&[key("metadata"), key("managedFields"), PathSegment::Index(i)]))
    });
    entries.collect::<Result<Vec<_>, _>>().map(Some)
}

/// Sets `object`'s `metadata.managedFields` to `entries` (making `metadata` where there is
/// none), or removes it for `None`, as Go's unstructured objects do.
pub fn write(object: &mut Value, entries: Option<&[ManagedFieldsEntry]>) -> Result<(), Error> {
    with_stack(|| write_entries(object, entries))
}

fn write_entries(object: &mut Value, entries: Option<&[ManagedFieldsEntry]>) -> Result<(), Error> {
    let values = match entries {
        None => None,
        Some(entries) => Some(entries.iter().map(ManagedFieldsEntry::to_value).collect::<Result<Vec<_>, _>>()?),
    };
    write_values(object, values)
}

/// [`write`] of the entries' values (`None`: no managedFields).
pub(crate) fn write_values(object: &mut Value, values: Option<Vec<Value>>) -> Result<(), Error> {
    let Value::Object(map) = object else { return Err(not_an_object("object", object)) };
    let metadata = match (map.get_mut("metadata"), &values) {
        (Some(Value::Object(metadata)), _) => metadata,
        (None | Some(Value::Null), None) => return Ok(()),
        (None | Some(Value::Null), Some(_)) => {
            map.insert("metadata".to_owned(), Value::Object(Map::new()));
            match map.get_mut("metadata") {
                Some(Value::Object(metadata)) => metadata,
                _ => unreachable!("inserted above"),
            }
        }
        (Some(other), _) => return Err(wrong_type("map", other, vec![key("metadata")])),
    };
    // The entries replaced may nest deep, and serde_json's drop recurses.
    let replaced = match values {
        None => metadata.remove("managedFields"),
        Some(values) => metadata.insert("managedFields".to_owned(), Value::Array(values)),
    };
    if let Some(replaced) = replaced {
        dispose(replaced);
    }
    Ok(())
}

pub(super) fn key(name: &str) -> PathSegment {
    PathSegment::Key(name.to_owned())
}

fn invalid(path: &[&str], reason: String) -> Error {
    Error::new(
        ErrorKind::InvalidManagedFields { reason },
        JsonPath::from_segments(path.iter().map(|k| key(k)).collect()),
    )
}

fn wrong_type<J: Json>(expected: &'static str, found: &J, path: Vec<PathSegment>) -> Error {
    Error::new(ErrorKind::WrongType { expected, found: type_name(found) }, JsonPath::from_segments(path))
}
