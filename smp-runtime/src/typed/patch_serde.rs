//! Serde (and `Debug`) for the generated patch types, written once and driven by each
//! type's table of JSON names. (Public for the code `#[derive(StrategicMerge)]` and the `k8s-openapi`
//! impls generate; not part of the stable API.)
//!
//! It does what `#[derive(Serialize, Deserialize)]` with `deny_unknown_fields`, and with
//! `default` and a `skip_serializing_if` on every field, would do: absent fields are not
//! written and default when read, unknown and duplicate fields are errors, and a
//! sequence is read in field order. The errors are serde's own. Deriving serde per patch
//! type was half the compile time of the `k8s-openapi` impls. Here a patch type costs
//! one call per field for writing (a visit of its members) and one `match` arm per field
//! for reading. The entry points are `#[inline(never)]`, so that the compiler does not copy
//! them into the one-line method of each generated type (a measured 5 s of the build of
//! the `k8s-openapi` impls).

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Unexpected, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Serialize, Serializer};

use super::Patched;
use crate::bounds::{deeper, PatchLevel};
use crate::error::MAX_DEPTH;

/// A field that serialization skips when it is absent (`Patched::Absent`, `None`).
pub trait Present {
    /// Whether the field is written.
    fn present(&self) -> bool;
}

impl<P> Present for Patched<P> {
    #[inline]
    fn present(&self) -> bool {
        !self.is_absent()
    }
}

impl<T> Present for Option<T> {
    #[inline]
    fn present(&self) -> bool {
        self.is_some()
    }
}

/// A visitor of a patch's members, in order ([`PatchFields::members`]).
pub trait Members {
    /// The next member.
    fn member<T: Serialize + Present + fmt::Debug>(&mut self, value: &T);
}

/// `Serialize::serialize` of a generated patch struct: its present members, by name.
#[inline(never)]
pub fn serialize<T: PatchFields, S: Serializer>(patch: &T, serializer: S) -> Result<S::Ok, S::Error> {
    deeper(|| {
        let mut count = Count(0);
        patch.members(&mut count);
        let state = serializer.serialize_struct(T::NAME, count.0)?;
        let mut writer = Writer { state, names: T::FIELDS.iter(), result: Ok(()) };
        patch.members(&mut writer);
        writer.result?;
        writer.state.end()
    })
}

/// `Debug::fmt` of a generated patch struct: its present members, by JSON name. Written
/// here once rather than derived per type: the derived impls were a fifth of the build of
/// the `k8s-openapi` impls, as each is compiled where it is defined, used or not.
#[inline(never)]
pub fn debug<T: PatchFields>(patch: &T, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut writer = DebugWriter { out: f.debug_struct(T::NAME), names: T::FIELDS.iter() };
    patch.members(&mut writer);
    writer.out.finish()
}

struct DebugWriter<'a, 'b> {
    out: fmt::DebugStruct<'a, 'b>,
    names: std::slice::Iter<'static, &'static str>,
}

impl Members for DebugWriter<'_, '_> {
    fn member<T: Serialize + Present + fmt::Debug>(&mut self, value: &T) {
        let Some(&name) = self.names.next() else { return };
        if value.present() {
            self.out.field(name, value);
        }
    }
}

/// Whether a generated patch struct has no member present: it changes nothing.
#[inline(never)]
pub fn is_empty<T: PatchFields>(patch: &T) -> bool {
    let mut count = Count(0);
    patch.members(&mut count);
    count.0 == 0
}

/// Counts the members present.
struct Count(usize);

impl Members for Count {
    #[inline]
    fn member<T: Serialize + Present + fmt::Debug>(&mut self, value: &T) {
        self.0 += usize::from(value.present());
    }
}

/// Writes each member present (skips the others); keeps the first error.
struct Writer<S: SerializeStruct> {
    state: S,
    names: std::slice::Iter<'static, &'static str>,
    result: Result<(), S::Error>,
}

impl<S: SerializeStruct> Members for Writer<S> {
    #[inline]
    fn member<T: Serialize + Present + fmt::Debug>(&mut self, value: &T) {
        let Some(&name) = self.names.next() else { return };
        if self.result.is_ok() {
            self.result = if value.present() { self.state.serialize_field(name, value) } else { self.state.skip_field(name) };
        }
    }
}

/// Where a generated patch reads its fields from: a map (by name) or a sequence (in
/// order), as serde's derive accepts both.
pub trait Source<'de> {
    /// The deserializer's error.
    type Error: de::Error;
    /// Reads the next value into `slot`; `false` when a sequence has ended.
    fn read<T: Deserialize<'de>>(&mut self, slot: &mut T) -> Result<bool, Self::Error>;
}

struct MapSource<A>(A);

impl<'de, A: MapAccess<'de>> Source<'de> for MapSource<A> {
    type Error = A::Error;
    #[inline]
    fn read<T: Deserialize<'de>>(&mut self, slot: &mut T) -> Result<bool, A::Error> {
        *slot = self.0.next_value()?;
        Ok(true)
    }
}

struct SeqSource<A>(A);

impl<'de, A: SeqAccess<'de>> Source<'de> for SeqSource<A> {
    type Error = A::Error;
    #[inline]
    fn read<T: Deserialize<'de>>(&mut self, slot: &mut T) -> Result<bool, A::Error> {
        match self.0.next_element()? {
            Some(value) => {
                *slot = value;
                Ok(true)
            }
            None => Ok(false),
        }
    }
}

/// A generated patch struct: its name, JSON field names (in member order) and a reader
/// of one field by index.
pub trait PatchFields: Default + Sized {
    /// The type's name (`FooPatch`), for serde.
    const NAME: &'static str;
    /// What an error says was expected (`struct FooPatch`).
    const EXPECTING: &'static str;
    /// The JSON names of the members, in order.
    const FIELDS: &'static [&'static str];
    /// Reads the member at `index` from `source`; `false` when a sequence has ended.
    fn read_field<'de, S: Source<'de>>(&mut self, index: usize, source: &mut S) -> Result<bool, S::Error>;
    /// Each member in turn, in the order of [`PatchFields::FIELDS`].
    fn members<V: Members>(&self, visitor: &mut V);
}

/// `Deserialize::deserialize` of a generated patch struct.
#[inline(never)]
pub fn deserialize<'de, T: PatchFields, D: Deserializer<'de>>(deserializer: D) -> Result<T, D::Error> {
    let Some(_level) = PatchLevel::enter() else {
        return Err(de::Error::custom(format_args!("patch nested deeper than {MAX_DEPTH} levels")));
    };
    deeper(|| deserializer.deserialize_struct(T::NAME, T::FIELDS, PatchVisitor::<T>(PhantomData)))
}

struct PatchVisitor<T>(PhantomData<T>);

impl<'de, T: PatchFields> Visitor<'de> for PatchVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(T::EXPECTING)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<T, A::Error> {
        let mut value = T::default();
        let mut source = SeqSource(seq);
        for index in 0..T::FIELDS.len() {
            if !value.read_field(index, &mut source)? {
                break;
            }
        }
        Ok(value)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<T, A::Error> {
        let mut value = T::default();
        // Which fields were read: a bit each, on the stack for up to 256 fields.
        let words = T::FIELDS.len().div_ceil(64);
        let (mut inline, mut spilled) = ([0u64; 4], Vec::new());
        let seen: &mut [u64] = if words <= inline.len() {
            &mut inline[..]
        } else {
            spilled.resize(words, 0);
            &mut spilled[..]
        };
        while let Some(index) = map.next_key_seed(FieldSeed(T::FIELDS))? {
            let (word, bit) = (index / 64, 1u64 << (index % 64));
            if seen[word] & bit != 0 {
                return Err(de::Error::duplicate_field(T::FIELDS[index]));
            }
            seen[word] |= bit;
            value.read_field(index, &mut MapSource(&mut map))?;
        }
        Ok(value)
    }
}

/// A field name to its index (`deny_unknown_fields`: an unknown name is an error).
struct FieldSeed(&'static [&'static str]);

impl<'de> DeserializeSeed<'de> for FieldSeed {
    type Value = usize;
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<usize, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for FieldSeed {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("field identifier")
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<usize, E> {
        if (value as usize) < self.0.len() {
            Ok(value as usize)
        } else {
            Err(E::invalid_value(Unexpected::Unsigned(value), &FieldIndex(self.0.len())))
        }
    }

    fn visit_str<E: de::Error>(self, value: &str) -> Result<usize, E> {
        self.0.iter().position(|name| *name == value).ok_or_else(|| E::unknown_field(value, self.0))
    }

    fn visit_bytes<E: de::Error>(self, value: &[u8]) -> Result<usize, E> {
        match self.0.iter().position(|name| name.as_bytes() == value) {
            Some(index) => Ok(index),
            None => Err(E::unknown_field(&String::from_utf8_lossy(value), self.0)),
        }
    }
}

struct FieldIndex(usize);

impl de::Expected for FieldIndex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "field index 0 <= i < {}", self.0)
    }
}
