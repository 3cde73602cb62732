//! A map key as serde_json writes it, for the typed writer.

use serde::ser::{self, Serialize, Serializer};

use super::Unwritten;

/// A map key as serde_json writes it: a string, or a number or boolean as its text.
pub(super) struct MapKey;

macro_rules! key_as_text {
    ($($method:ident: $ty:ty),* $(,)?) => {$(
        fn $method(self, v: $ty) -> Result<String, Unwritten> {
            Ok(v.to_string())
        }
    )*};
}

impl Serializer for MapKey {
    type Ok = String;
    type Error = Unwritten;
    type SerializeSeq = ser::Impossible<String, Unwritten>;
    type SerializeTuple = ser::Impossible<String, Unwritten>;
    type SerializeTupleStruct = ser::Impossible<String, Unwritten>;
    type SerializeTupleVariant = ser::Impossible<String, Unwritten>;
    type SerializeMap = ser::Impossible<String, Unwritten>;
    type SerializeStruct = ser::Impossible<String, Unwritten>;
    type SerializeStructVariant = ser::Impossible<String, Unwritten>;

    key_as_text!(
        serialize_bool: bool, serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64,
        serialize_i128: i128, serialize_u8: u8, serialize_u16: u16, serialize_u32: u32, serialize_u64: u64,
        serialize_u128: u128, serialize_char: char,
    );

    fn serialize_str(self, v: &str) -> Result<String, Unwritten> {
        Ok(v.to_owned())
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<String, Unwritten> {
        Ok(variant.to_owned())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<String, Unwritten> {
        value.serialize(self)
    }

    fn serialize_f32(self, _v: f32) -> Result<String, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_f64(self, _v: f64) -> Result<String, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_bytes(self, _v: &[u8]) -> Result<String, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_none(self) -> Result<String, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_some<T: Serialize + ?Sized>(self, _value: &T) -> Result<String, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_unit(self) -> Result<String, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<String, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<String, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Self::SerializeSeq, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Self::SerializeTupleStruct, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleVariant, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Self::SerializeStruct, Unwritten> {
        Err(not_a_key())
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStructVariant, Unwritten> {
        Err(not_a_key())
    }
}

fn not_a_key() -> Unwritten {
    Unwritten::Failed("key must be a string".to_owned())
}
