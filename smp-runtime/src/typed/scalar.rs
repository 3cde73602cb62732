//! What a typed value is in JSON when it is a scalar, read through its own `Serialize`
//! without making JSON: the key and the `%v` text of derived enums and the `k8s-openapi`
//! atomic types (`Quantity`, `IntOrString`, `Time`) as merge keys and as items of lists
//! merged by value. Their serde impls decide their JSON (a variant's name after
//! `rename_all`, an untagged variant's content, a time's RFC 3339 text), so they are asked,
//! through a serializer that keeps a scalar and stops at the first level of a list or map:
//! the same answer as the value's JSON, with nothing printed or parsed.

use std::fmt;

use serde::ser::{self, Serialize, Serializer};

use crate::error::ErrorKind;
use crate::gojson;
use crate::lists::element::GoType;
use crate::lists::{Key, PlainKey};

/// A value's JSON at its top level: a scalar as Go decodes it (integers within `int64`,
/// larger ones as `uint64`, floats as `float64`), or the kind of container.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Scalar {
    Nil,
    Bool(bool),
    Int(i64),
    Uint(u64),
    Float(f64),
    Str(String),
    /// A list or a map, which Go cannot compare.
    Container(GoType),
}

impl Scalar {
    /// The JSON scalar `value` serializes to; `None` where its `Serialize` fails.
    pub(crate) fn of<T: Serialize + ?Sized>(value: &T) -> Option<Scalar> {
        value.serialize(Top).ok()
    }

    /// The key Go's `==` compares (as [`crate::gojson::scalar::key_of`] reads decoded JSON);
    /// `None` for containers.
    pub(crate) fn key(&self) -> Option<Key> {
        Some(match self {
            Scalar::Nil => Key::Nil,
            Scalar::Bool(b) => Key::Bool(*b),
            Scalar::Int(i) => Key::Int(*i),
            // Go decodes an integer past `int64` as a `float64`.
            Scalar::Uint(u) => Key::from(*u as f64),
            Scalar::Float(f) => Key::from(*f),
            Scalar::Str(s) => Key::from(s.as_str()),
            Scalar::Container(_) => return None,
        })
    }

    /// The key as a [`PlainKey`] that borrows nothing: numbers, booleans and strings of up
    /// to 16 bytes (held inline); `None` for others, which take the general path.
    pub(crate) fn plain_key(&self) -> Option<PlainKey<'static>> {
        match self {
            Scalar::Str(s) => PlainKey::inline(s),
            other => PlainKey::of_number(other.key()),
        }
    }

    /// The Go type the value decodes to (an integer past `int64` is a float).
    pub(crate) fn go_type(&self) -> GoType {
        match self {
            Scalar::Nil => GoType::Nil,
            Scalar::Bool(_) => GoType::Bool,
            Scalar::Int(_) => GoType::Int,
            Scalar::Uint(_) | Scalar::Float(_) => GoType::Float,
            Scalar::Str(_) => GoType::String,
            Scalar::Container(kind) => *kind,
        }
    }

    /// Go's `%v`; `None` for containers, whose text needs their JSON.
    pub(crate) fn go_text(&self) -> Option<String> {
        let mut out = String::new();
        match self {
            Scalar::Nil => out.push_str("<nil>"),
            Scalar::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Scalar::Int(i) => out.push_str(itoa::Buffer::new().format(*i)),
            Scalar::Uint(u) => out.push_str(itoa::Buffer::new().format(*u)),
            Scalar::Float(f) => gojson::go_float_v(*f, &mut out),
            Scalar::Str(s) => return Some(s.clone()),
            Scalar::Container(_) => return None,
        }
        Some(out)
    }
}

/// Go's `%v` of a value's JSON form: how a derived enum or a `k8s-openapi` atomic type
/// sorts in a list merged by value. Read through its `Serialize`, as a JSON scalar; only a
/// value whose JSON is a list or a map (an enum's variant with content) is printed as JSON.
pub fn serialized_text<T: Serialize>(value: &T) -> String {
    match Scalar::of(value).and_then(|scalar| scalar.go_text()) {
        Some(text) => text,
        None => gojson::to_go_sprint_v(&super::json::shown(value)),
    }
}

/// The key of a value's JSON form, as an item of a list merged by value (a derived enum:
/// unit variants are strings; other variants are objects, which Go cannot compare).
pub fn serialized_key<T: Serialize>(value: &T) -> Result<Option<Key>, ErrorKind> {
    match Scalar::of(value) {
        Some(scalar) => scalar.key().map(Some).ok_or_else(crate::engine::patch::uncomparable_list_keys),
        None => Err(ErrorKind::UncomparableValues { what: "list items" }),
    }
}

/// The Go type of a value's JSON form, as an item of a list (a derived enum's variants
/// can differ, which Go refuses in one list).
pub fn serialized_go_type<T: Serialize>(value: &T) -> Option<GoType> {
    Scalar::of(value).map(|scalar| scalar.go_type())
}

/// [`Operations::key`](super::Operations::key) of a derived enum or a `k8s-openapi` atomic
/// type: its JSON scalar, `None` where that is a list or a map.
pub fn scalar_key<T: Serialize>(value: &T) -> Option<Key> {
    Scalar::of(value)?.key()
}

/// [`Operations::plain_key`](super::Operations::plain_key) of the same types: numbers, booleans and short strings.
pub fn scalar_plain_key<T: Serialize>(value: &T) -> Option<PlainKey<'static>> {
    Scalar::of(value)?.plain_key()
}

/// The serializer's error: only a value's own `Serialize` raises one.
#[derive(Debug)]
pub(crate) struct Unserializable;

impl fmt::Display for Unserializable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the value does not serialize")
    }
}

impl std::error::Error for Unserializable {}

impl ser::Error for Unserializable {
    fn custom<M: fmt::Display>(_message: M) -> Self {
        Unserializable
    }
}

/// The serializer: a value's top level, as serde_json would write it.
struct Top;

/// A container whose items are not looked at.
struct Skip(GoType);

macro_rules! skip_items {
    ($($trait:ident :: $method:ident $(($key:ident))?),* $(,)?) => {$(
        impl ser::$trait for Skip {
            type Ok = Scalar;
            type Error = Unserializable;

            fn $method<T: Serialize + ?Sized>(
                &mut self,
                $($key: &'static str,)?
                _value: &T,
            ) -> Result<(), Unserializable> {
                Ok(())
            }

            fn end(self) -> Result<Scalar, Unserializable> {
                Ok(Scalar::Container(self.0))
            }
        }
    )*};
}

skip_items!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field,
    SerializeStruct::serialize_field(_key),
    SerializeStructVariant::serialize_field(_key),
);

impl ser::SerializeMap for Skip {
    type Ok = Scalar;
    type Error = Unserializable;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, _key: &T) -> Result<(), Unserializable> {
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, _value: &T) -> Result<(), Unserializable> {
        Ok(())
    }

    fn end(self) -> Result<Scalar, Unserializable> {
        Ok(Scalar::Container(GoType::Map))
    }
}

/// A float as serde_json writes it and reads it back: `null` where it is not finite.
fn float(value: f64) -> Scalar {
    if value.is_finite() {
        Scalar::Float(value)
    } else {
        Scalar::Nil
    }
}

/// An integer as serde_json reads it back: `int64` where it fits, else `uint64`, else a float.
fn integer(value: i128) -> Scalar {
    match (i64::try_from(value), u64::try_from(value)) {
        (Ok(int), _) => Scalar::Int(int),
        (_, Ok(uint)) => Scalar::Uint(uint),
        _ => Scalar::Float(value as f64),
    }
}

/// Serializer methods of integers that fit an `int64`.
macro_rules! small_integers {
    ($($method:ident: $ty:ty),* $(,)?) => {$(
        fn $method(self, v: $ty) -> Result<Scalar, Unserializable> {
            Ok(Scalar::Int(v.into()))
        }
    )*};
}

impl Serializer for Top {
    type Ok = Scalar;
    type Error = Unserializable;
    type SerializeSeq = Skip;
    type SerializeTuple = Skip;
    type SerializeTupleStruct = Skip;
    type SerializeTupleVariant = Skip;
    type SerializeMap = Skip;
    type SerializeStruct = Skip;
    type SerializeStructVariant = Skip;

    fn serialize_bool(self, v: bool) -> Result<Scalar, Unserializable> {
        Ok(Scalar::Bool(v))
    }

    small_integers!(
        serialize_i8: i8, serialize_i16: i16, serialize_i32: i32,
        serialize_u8: u8, serialize_u16: u16, serialize_u32: u32,
    );

    fn serialize_i64(self, v: i64) -> Result<Scalar, Unserializable> {
        Ok(Scalar::Int(v))
    }

    fn serialize_i128(self, v: i128) -> Result<Scalar, Unserializable> {
        Ok(integer(v))
    }

    fn serialize_u64(self, v: u64) -> Result<Scalar, Unserializable> {
        Ok(integer(v.into()))
    }

    fn serialize_u128(self, v: u128) -> Result<Scalar, Unserializable> {
        Ok(i128::try_from(v).map_or(Scalar::Float(v as f64), integer))
    }

    /// serde_json writes an `f32` in its shortest form, which reads back as that decimal.
    fn serialize_f32(self, v: f32) -> Result<Scalar, Unserializable> {
        if !v.is_finite() {
            return Ok(Scalar::Nil);
        }
        Ok(v.to_string().parse::<f64>().map_or(Scalar::Nil, float))
    }

    fn serialize_f64(self, v: f64) -> Result<Scalar, Unserializable> {
        Ok(float(v))
    }

    fn serialize_char(self, v: char) -> Result<Scalar, Unserializable> {
        Ok(Scalar::Str(v.to_string()))
    }

    fn serialize_str(self, v: &str) -> Result<Scalar, Unserializable> {
        Ok(Scalar::Str(v.to_owned()))
    }

    /// serde_json writes bytes as a list of numbers.
    fn serialize_bytes(self, _v: &[u8]) -> Result<Scalar, Unserializable> {
        Ok(Scalar::Container(GoType::List))
    }

    fn serialize_none(self) -> Result<Scalar, Unserializable> {
        Ok(Scalar::Nil)
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Scalar, Unserializable> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<Scalar, Unserializable> {
        Ok(Scalar::Nil)
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<Scalar, Unserializable> {
        Ok(Scalar::Nil)
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<Scalar, Unserializable> {
        Ok(Scalar::Str(variant.to_owned()))
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<Scalar, Unserializable> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<Scalar, Unserializable> {
        Ok(Scalar::Container(GoType::Map))
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Skip, Unserializable> {
        Ok(Skip(GoType::List))
    }

    fn serialize_tuple(self, _len: usize) -> Result<Skip, Unserializable> {
        Ok(Skip(GoType::List))
    }

    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Skip, Unserializable> {
        Ok(Skip(GoType::List))
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Skip, Unserializable> {
        Ok(Skip(GoType::Map))
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Skip, Unserializable> {
        Ok(Skip(GoType::Map))
    }

    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Skip, Unserializable> {
        Ok(Skip(GoType::Map))
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Skip, Unserializable> {
        Ok(Skip(GoType::Map))
    }

    /// A `Display` value (a time, in some serde impls) is written as its text.
    fn collect_str<T: fmt::Display + ?Sized>(self, value: &T) -> Result<Scalar, Unserializable> {
        Ok(Scalar::Str(value.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use serde::Serialize;
    use serde_json::{json, Value};

    use super::Scalar;
    use crate::gojson;

    /// The scalar agrees with the value's JSON: its key and its `%v`.
    fn agrees<T: Serialize>(value: &T) {
        let json: Value = serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap();
        let scalar = Scalar::of(value).expect("serializes");
        assert_eq!(scalar.key(), gojson::scalar::key_of(&json), "{json}");
        assert_eq!(scalar.go_type(), gojson::scalar::go_type(&json), "{json}");
        match scalar.go_text() {
            Some(text) => assert_eq!(text, gojson::to_go_sprint_v(&json), "{json}"),
            None => assert!(json.is_object() || json.is_array(), "{json}"),
        }
    }

    #[derive(Serialize)]
    #[serde(rename_all = "SCREAMING_SNAKE_CASE")]
    enum Tagged {
        UnitVariant,
        #[serde(rename = "renamed")]
        Other,
        Newtype(i32),
        Struct {
            a: i32,
        },
    }

    #[derive(Serialize)]
    #[serde(untagged)]
    enum Untagged {
        Number(u64),
        Text(String),
        Nothing,
        Float(f32),
    }

    #[derive(Serialize)]
    #[serde(tag = "kind")]
    enum Internally {
        A,
    }

    #[test]
    fn agrees_with_json() {
        agrees(&Tagged::UnitVariant);
        agrees(&Tagged::Other);
        agrees(&Tagged::Newtype(3));
        agrees(&Tagged::Struct { a: 1 });
        for number in [0, 5, i64::MAX as u64, u64::MAX] {
            agrees(&Untagged::Number(number));
        }
        agrees(&Untagged::Text("héllo \"x\"".into()));
        agrees(&Untagged::Nothing);
        for float in [0.1f32, -0.0, 1e-7, 3.0, f32::NAN, f32::INFINITY, 16777217.0] {
            agrees(&Untagged::Float(float));
        }
        agrees(&Internally::A);
        for value in [json!(1.5), json!(-2), json!(true), json!(null), json!("s"), json!([1]), json!({"a": 1})] {
            agrees(&value);
        }
        agrees(&f64::NAN);
        agrees(&'c');
        agrees(&i128::MIN);
        agrees(&u128::MAX);
        agrees(&k8s_openapi::apimachinery::pkg::util::intstr::IntOrString::String("80%".into()));
        agrees(&k8s_openapi::apimachinery::pkg::util::intstr::IntOrString::Int(80));
        agrees(&k8s_openapi::apimachinery::pkg::api::resource::Quantity("1Gi".into()));
        let time: k8s_openapi::apimachinery::pkg::apis::meta::v1::Time =
            serde_json::from_value(json!("2026-12-06T03:30:51Z")).unwrap();
        agrees(&time);
    }
}
