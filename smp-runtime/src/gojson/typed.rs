//! `json.Marshal` of a typed value's JSON, written through its own `Serialize` without
//! making a `serde_json::Value`: what [`super::write_go_json`] writes for the value's JSON
//! (objects' keys sorted by bytes, a repeated key's last value kept, Go's escaping and
//! numbers). The typed applier stores the desired object so in the last-applied
//! annotation. Everything is written into the one output; an object whose entries do not
//! come in Go's order (a struct's fields not in the order of their names) is reordered
//! once it ends, as Go sorts a map's keys.

use std::borrow::Cow;
use std::fmt;
use std::ops::Range;

use serde::ser::{self, Serialize, Serializer};

use super::escape::json_string;
use super::json_number;
use super::view::Num;

mod map_key;
use map_key::MapKey;

/// What writing a value found, besides its text.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Written {
    /// A `null` was written somewhere.
    pub(crate) null: bool,
    /// The root object has `metadata.resourceVersion`.
    pub(crate) resource_version: bool,
}

/// Why a value could not be written: its `Serialize` failed (or wrote a map key that is
/// no string or number), or it nests deeper than the limit.
#[derive(Debug)]
pub(crate) enum Unwritten {
    Failed(String),
    TooDeep,
}

impl fmt::Display for Unwritten {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unwritten::Failed(reason) => f.write_str(reason),
            Unwritten::TooDeep => f.write_str("nested too deep"),
        }
    }
}

impl std::error::Error for Unwritten {}

impl ser::Error for Unwritten {
    fn custom<M: fmt::Display>(message: M) -> Self {
        Unwritten::Failed(message.to_string())
    }
}

/// Writes `json.Marshal` of `value`'s JSON to `out`; refuses a value nested more than
/// `max_depth` containers below its root.
pub(crate) fn write<T: Serialize + ?Sized>(
    value: &T,
    max_depth: usize,
    out: &mut Vec<u8>,
) -> Result<Written, Unwritten> {
    let mut written = Written::default();
    value.serialize(Writer { out, depth: 0, max_depth, written: &mut written, at: At::Root })?;
    Ok(written)
}

/// Where a value is, as far as [`Written::resource_version`] needs to know.
#[derive(Clone, Copy, PartialEq, Eq)]
enum At {
    Root,
    Metadata,
    Elsewhere,
}

impl At {
    /// Where the member `key` of an object here is.
    fn member(self, key: &str) -> At {
        match (self, key) {
            (At::Root, "metadata") => At::Metadata,
            _ => At::Elsewhere,
        }
    }
}

struct Writer<'a> {
    out: &'a mut Vec<u8>,
    depth: usize,
    max_depth: usize,
    written: &'a mut Written,
    at: At,
}

impl<'a> Writer<'a> {
    fn number(self, number: Num) -> Result<(), Unwritten> {
        json_number(number, self.out);
        Ok(())
    }

    fn null(self) -> Result<(), Unwritten> {
        self.written.null = true;
        self.out.extend_from_slice(b"null");
        Ok(())
    }

    /// A container's writer; its items are one level down.
    fn container(self, object: bool) -> Result<Container<'a>, Unwritten> {
        let Writer { out, depth, max_depth, written, at } = self;
        let start = out.len();
        out.push(if object { b'{' } else { b'[' });
        Ok(Container {
            out,
            depth: depth + 1,
            max_depth,
            written,
            at,
            object,
            items: 0,
            start,
            entries: Vec::new(),
            key: None,
        })
    }
}

/// A list or an object being written, its items straight into the output (an object's
/// are reordered at its end where they are not in Go's order).
struct Container<'a> {
    out: &'a mut Vec<u8>,
    /// Its items' depth, refused past the limit.
    depth: usize,
    max_depth: usize,
    written: &'a mut Written,
    at: At,
    object: bool,
    items: usize,
    /// Where its opening bracket is in the output.
    start: usize,
    /// An object's entries as written: each key, and where its `"key":value` is.
    entries: Vec<(Cow<'static, str>, Range<usize>)>,
    key: Option<String>,
}

impl Container<'_> {
    fn item<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unwritten> {
        if self.depth > self.max_depth {
            return Err(Unwritten::TooDeep);
        }
        if self.items > 0 {
            self.out.push(b',');
        }
        self.items += 1;
        let (depth, max_depth) = (self.depth, self.max_depth);
        value.serialize(Writer { out: self.out, depth, max_depth, written: self.written, at: At::Elsewhere })
    }

    fn entry<T: Serialize + ?Sized>(&mut self, key: Cow<'static, str>, value: &T) -> Result<(), Unwritten> {
        let begin = self.key(&key)?;
        let (depth, max_depth, at) = (self.depth, self.max_depth, self.at.member(&key));
        value.serialize(Writer { out: self.out, depth, max_depth, written: self.written, at })?;
        self.entries.push((key, begin..self.out.len()));
        Ok(())
    }

    /// Writes an entry's key and colon (after a comma, but for the first); returns where
    /// the entry begins. Out of line: the same for every value type.
    #[inline(never)]
    fn key(&mut self, key: &str) -> Result<usize, Unwritten> {
        if self.depth > self.max_depth {
            return Err(Unwritten::TooDeep);
        }
        if self.at == At::Metadata && key == "resourceVersion" {
            self.written.resource_version = true;
        }
        if self.items > 0 {
            self.out.push(b',');
        }
        self.items += 1;
        let begin = self.out.len();
        json_string(key, self.out);
        self.out.push(b':');
        Ok(begin)
    }

    fn end(self) -> Result<(), Unwritten> {
        self.finish(b"")
    }

    /// Writes the container's end, an object's entries put in Go's order first, then
    /// `after`.
    fn finish(self, after: &[u8]) -> Result<(), Unwritten> {
        if !self.object {
            self.out.push(b']');
            self.out.extend_from_slice(after);
            return Ok(());
        }
        let mut entries = self.entries;
        // Mostly in order already: k8s-openapi's fields are in the order of their names, a
        // map's keys sorted.
        if !entries.windows(2).all(|pair| pair[0].0.as_bytes() < pair[1].0.as_bytes()) {
            let body = self.start + 1;
            let written = self.out.split_off(body);
            // Stable: of a repeated key, the last written stays last, and is kept.
            entries.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
            let mut first = true;
            for index in 0..entries.len() {
                if entries.get(index + 1).is_some_and(|next| next.0 == entries[index].0) {
                    continue;
                }
                if !first {
                    self.out.push(b',');
                }
                first = false;
                let span = &entries[index].1;
                self.out.extend_from_slice(&written[span.start - body..span.end - body]);
            }
        }
        self.out.push(b'}');
        self.out.extend_from_slice(after);
        Ok(())
    }
}

/// Serializer methods of integers that fit an `int64`.
macro_rules! small_integers {
    ($($method:ident: $ty:ty),* $(,)?) => {$(
        fn $method(self, v: $ty) -> Result<(), Unwritten> {
            self.number(Num::Int(v.into()))
        }
    )*};
}

impl<'a> Serializer for Writer<'a> {
    type Ok = ();
    type Error = Unwritten;
    type SerializeSeq = Container<'a>;
    type SerializeTuple = Container<'a>;
    type SerializeTupleStruct = Container<'a>;
    type SerializeTupleVariant = Variant<'a>;
    type SerializeMap = Container<'a>;
    type SerializeStruct = Container<'a>;
    type SerializeStructVariant = Variant<'a>;

    fn serialize_bool(self, v: bool) -> Result<(), Unwritten> {
        self.out.extend_from_slice(if v { b"true" } else { b"false" });
        Ok(())
    }

    // Integers that fit an `int64`, as serde_json reads them back.
    small_integers!(
        serialize_i8: i8, serialize_i16: i16, serialize_i32: i32,
        serialize_u8: u8, serialize_u16: u16, serialize_u32: u32,
    );

    fn serialize_i64(self, v: i64) -> Result<(), Unwritten> {
        self.number(Num::Int(v))
    }

    fn serialize_i128(self, v: i128) -> Result<(), Unwritten> {
        match (i64::try_from(v), u64::try_from(v)) {
            (Ok(int), _) => self.number(Num::Int(int)),
            (_, Ok(uint)) => self.number(Num::Uint(uint)),
            _ => self.number(Num::Float(v as f64)),
        }
    }

    fn serialize_u64(self, v: u64) -> Result<(), Unwritten> {
        match i64::try_from(v) {
            Ok(int) => self.number(Num::Int(int)),
            Err(_) => self.number(Num::Uint(v)),
        }
    }

    fn serialize_u128(self, v: u128) -> Result<(), Unwritten> {
        match i128::try_from(v) {
            Ok(v) => self.serialize_i128(v),
            Err(_) => self.number(Num::Float(v as f64)),
        }
    }

    /// Written as serde_json writes it (its shortest decimal), read back as a `float64`.
    fn serialize_f32(self, v: f32) -> Result<(), Unwritten> {
        if !v.is_finite() {
            return self.null();
        }
        match v.to_string().parse::<f64>() {
            Ok(float) => self.number(Num::Float(float)),
            Err(_) => self.null(),
        }
    }

    fn serialize_f64(self, v: f64) -> Result<(), Unwritten> {
        if !v.is_finite() {
            return self.null();
        }
        self.number(Num::Float(v))
    }

    fn serialize_char(self, v: char) -> Result<(), Unwritten> {
        json_string(v.encode_utf8(&mut [0; 4]), self.out);
        Ok(())
    }

    fn serialize_str(self, v: &str) -> Result<(), Unwritten> {
        json_string(v, self.out);
        Ok(())
    }

    /// serde_json writes bytes as a list of numbers.
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Unwritten> {
        let mut list = self.container(false)?;
        for byte in v {
            ser::SerializeSeq::serialize_element(&mut list, byte)?;
        }
        list.end()
    }

    fn serialize_none(self) -> Result<(), Unwritten> {
        self.null()
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Unwritten> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), Unwritten> {
        self.null()
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Unwritten> {
        self.null()
    }

    fn serialize_unit_variant(self, _name: &'static str, _index: u32, variant: &'static str) -> Result<(), Unwritten> {
        self.serialize_str(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, value: &T) -> Result<(), Unwritten> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Unwritten> {
        let mut object = self.container(true)?;
        object.entry(Cow::Borrowed(variant), value)?;
        object.end()
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Container<'a>, Unwritten> {
        self.container(false)
    }

    fn serialize_tuple(self, _len: usize) -> Result<Container<'a>, Unwritten> {
        self.container(false)
    }

    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Container<'a>, Unwritten> {
        self.container(false)
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Variant<'a>, Unwritten> {
        Variant::new(self, variant, false)
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Container<'a>, Unwritten> {
        self.container(true)
    }

    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Container<'a>, Unwritten> {
        self.container(true)
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Variant<'a>, Unwritten> {
        Variant::new(self, variant, true)
    }
}

/// The list traits of [`Container`] (a sequence, a tuple, a tuple struct): items in turn.
macro_rules! list_of_items {
    ($($trait:ident :: $method:ident),* $(,)?) => {$(
        impl ser::$trait for Container<'_> {
            type Ok = ();
            type Error = Unwritten;

            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unwritten> {
                self.item(value)
            }

            fn end(self) -> Result<(), Unwritten> {
                Container::end(self)
            }
        }
    )*};
}

list_of_items!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field
);

impl ser::SerializeMap for Container<'_> {
    type Ok = ();
    type Error = Unwritten;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Unwritten> {
        self.key = Some(key.serialize(MapKey)?);
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unwritten> {
        let key = self.key.take().ok_or_else(|| Unwritten::Failed("a map value without its key".to_owned()))?;
        self.entry(Cow::Owned(key), value)
    }

    fn end(self) -> Result<(), Unwritten> {
        Container::end(self)
    }
}

impl ser::SerializeStruct for Container<'_> {
    type Ok = ();
    type Error = Unwritten;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Unwritten> {
        self.entry(Cow::Borrowed(key), value)
    }

    fn end(self) -> Result<(), Unwritten> {
        Container::end(self)
    }
}

/// A variant with content, written as serde_json writes it: `{"<variant>": <content>}`,
/// its one key written before the content.
struct Variant<'a>(Container<'a>);

impl<'a> Variant<'a> {
    fn new(writer: Writer<'a>, variant: &'static str, object: bool) -> Result<Variant<'a>, Unwritten> {
        if writer.depth + 1 > writer.max_depth {
            return Err(Unwritten::TooDeep);
        }
        writer.out.push(b'{');
        json_string(variant, writer.out);
        writer.out.push(b':');
        let Writer { out, depth, max_depth, written, .. } = writer;
        let inner = Writer { out, depth: depth + 1, max_depth, written, at: At::Elsewhere };
        Ok(Variant(inner.container(object)?))
    }

    /// The content written, and the object around it closed.
    fn end(self) -> Result<(), Unwritten> {
        self.0.finish(b"}")
    }
}

impl ser::SerializeTupleVariant for Variant<'_> {
    type Ok = ();
    type Error = Unwritten;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Unwritten> {
        self.0.item(value)
    }

    fn end(self) -> Result<(), Unwritten> {
        Variant::end(self)
    }
}

impl ser::SerializeStructVariant for Variant<'_> {
    type Ok = ();
    type Error = Unwritten;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Unwritten> {
        self.0.entry(Cow::Borrowed(key), value)
    }

    fn end(self) -> Result<(), Unwritten> {
        Variant::end(self)
    }
}

#[cfg(test)]
mod tests;
