//! Serde (and `Debug`, `Clone`, `PartialEq`) for the generated patch types, written once
//! and driven by each type's table of JSON names and its struct's table of fields
//! ([`Fields::visit`]). (Public
//! for the code `#[derive(StrategicMerge)]` and the `k8s-openapi` impls generate; not part
//! of the stable API.)
//!
//! It does what `#[derive(Serialize, Deserialize)]` with `deny_unknown_fields`, and with
//! `default` and a `skip_serializing_if` on every field, would do: absent fields are not
//! written and default when read, unknown and duplicate fields are errors. Unlike the
//! derive it reads no sequence (see `read`). The errors are serde's own. Deriving serde
//! per patch type made it most of the compile time of the `k8s-openapi` impls
//! (`benches/build_cost.sh`). Here a patch
//! type costs its table of names; its members are reached through the visit of its struct's
//! fields, which also says where each is. The entry points are `#[inline(never)]`, so that the
//! compiler does not copy them into the one-line method of each generated type.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, Unexpected, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};

use super::fields::{
    Field, Fields, Ignored, KeyedMember, PatchFields, Place, PlainMember, PrimitiveItem, PrimitivesMember, Visit,
};
use super::order::{read_entry, OrderEntry};
use super::{Keyed, Patched, StrategicMerge};
use crate::bounds::{deeper, PatchLevel};
use crate::error::MAX_DEPTH;
use crate::schema::Describe;

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

/// A visitor of a patch's members, in the order of [`PatchFields::FIELDS`].
pub trait Members {
    /// The next member.
    fn member<T: Serialize + Present + fmt::Debug>(&mut self, value: &T);
}

/// `Serialize::serialize` of a generated patch struct: its present members, by name.
#[inline(never)]
pub fn serialize<T: Fields, S: Serializer>(patch: &T::Patch, serializer: S) -> Result<S::Ok, S::Error> {
    deeper(|| {
        let mut count = Count(0);
        members::<T>(patch, &mut count);
        // A map, which a patch is read from (its members are by name): written alike, and
        // each member's name is written by one function, not one per member type.
        let state = serializer.serialize_map(Some(count.0))?;
        let mut writer = Writer { state, names: T::Patch::FIELDS.iter(), result: Ok(()) };
        members::<T>(patch, &mut writer);
        writer.result?;
        writer.state.end()
    })
}

pub(crate) use super::generated::empty_patch;

/// `Debug::fmt` of a generated patch struct: its present members, by JSON name. Written
/// here once rather than derived per type, as a derived impl is compiled where its type is
/// defined, used or not: hundreds of them in the `k8s-openapi` impls.
#[inline(never)]
pub fn debug<T: Fields>(patch: &T::Patch, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut writer = DebugWriter { out: f.debug_struct(T::Patch::NAME), names: T::Patch::FIELDS.iter() };
    members::<T>(patch, &mut writer);
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

/// `Clone::clone` of a generated patch struct, member by member. (Derived, `Clone` and
/// `PartialEq` cost about 0.7 s of metadata and borrow-checking on the `k8s-openapi` impls.)
#[inline(never)]
pub fn clone<T: Fields>(patch: &T::Patch) -> T::Patch {
    let mut copy = T::Patch::default();
    let (directive, retain_keys) = T::directives(&mut copy);
    let (from_directive, from_retain_keys) = T::directives_ref(patch);
    directive.clone_from(from_directive);
    retain_keys.clone_from(from_retain_keys);
    T::visit(&mut CloneInto { from: patch, to: &mut copy });
    copy
}

/// `PartialEq::eq` of two generated patch structs, member by member.
#[inline(never)]
pub fn eq<T: Fields>(left: &T::Patch, right: &T::Patch) -> bool {
    if T::directives_ref(left) != T::directives_ref(right) {
        return false;
    }
    let mut equal = Equal { left, right, equal: true };
    T::visit(&mut equal);
    equal.equal
}

/// Copies each member of `from` into `to`.
struct CloneInto<'a, P> {
    from: &'a P,
    to: &'a mut P,
}

impl<S: Fields> Visit<S> for CloneInto<'_, S::Patch> {
    #[inline(always)]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, _: &'static Field, member: PlainMember<S, K>) {
        clone_member((member.patch_mut)(self.to), (member.patch)(self.from));
    }

    #[inline(always)]
    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, _: &'static Field, member: KeyedMember<S, K, T>) {
        clone_member((member.patch_mut)(self.to), (member.patch)(self.from));
    }

    #[inline(always)]
    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        _: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        clone_member((member.patch_mut)(self.to), (member.patch)(self.from));
    }

    #[inline(always)]
    fn ignored(&mut self, _: &'static str, member: Ignored<S>) {
        clone_member((member.patch_mut)(self.to), (member.patch)(self.from));
    }
}

/// A member copied, out of line: compiled once per member type, not into each struct's clone.
#[inline(never)]
fn clone_member<M: Clone>(to: &mut M, from: &M) {
    to.clone_from(from);
}

/// Whether two members are equal, out of line as [`clone_member`].
#[inline(never)]
fn same<M: PartialEq>(left: &M, right: &M) -> bool {
    left == right
}

/// Compares each member of two patches, until one differs.
struct Equal<'a, P> {
    left: &'a P,
    right: &'a P,
    equal: bool,
}

impl<S: Fields> Visit<S> for Equal<'_, S::Patch> {
    #[inline(always)]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, _: &'static Field, member: PlainMember<S, K>) {
        self.equal = self.equal && same((member.patch)(self.left), (member.patch)(self.right));
    }

    #[inline(always)]
    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, _: &'static Field, member: KeyedMember<S, K, T>) {
        self.equal = self.equal && same((member.patch)(self.left), (member.patch)(self.right));
    }

    #[inline(always)]
    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        _: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        self.equal = self.equal && same((member.patch)(self.left), (member.patch)(self.right));
    }

    #[inline(always)]
    fn ignored(&mut self, _: &'static str, member: Ignored<S>) {
        self.equal = self.equal && same((member.patch)(self.left), (member.patch)(self.right));
    }
}

/// Whether a generated patch struct has no member present: it changes nothing.
#[inline]
pub fn is_empty<T: Fields>(patch: &T::Patch) -> bool {
    present_members::<T>(patch) == 0
}

/// How many members of a generated patch struct are present (directives included).
#[inline(never)]
pub(crate) fn present_members<T: Fields>(patch: &T::Patch) -> usize {
    let mut count = Count(0);
    members::<T>(patch, &mut count);
    count.0
}

/// Each member of a patch in turn, in the order of its table of names: `$patch`,
/// `$retainKeys`, then what the struct's visit hands over (a list's directives after it).
#[inline(always)]
fn members<T: Fields>(patch: &T::Patch, visitor: &mut impl Members) {
    let (directive, retain_keys) = T::directives_ref(patch);
    visitor.member(directive);
    visitor.member(retain_keys);
    T::visit(&mut MembersOf { patch, visitor });
}

struct MembersOf<'a, P, V> {
    patch: &'a P,
    visitor: &'a mut V,
}

impl<S: Fields, V: Members> Visit<S> for MembersOf<'_, S::Patch, V> {
    #[inline(always)]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, _: &'static Field, member: PlainMember<S, K>) {
        self.visitor.member((member.patch)(self.patch));
    }

    #[inline(always)]
    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, _: &'static Field, member: KeyedMember<S, K, T>) {
        let list = (member.patch)(self.patch);
        self.visitor.member(&list.items);
        self.visitor.member(&list.order);
    }

    #[inline(always)]
    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        _: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        let list = (member.patch)(self.patch);
        self.visitor.member(&list.items);
        self.visitor.member(&list.order);
        self.visitor.member(&list.delete);
    }

    #[inline(always)]
    fn ignored(&mut self, _: &'static str, member: Ignored<S>) {
        self.visitor.member((member.patch)(self.patch));
    }
}

/// Reads the member at `index` (in the table of names) of a patch, the value `map` is at.
#[inline(always)]
fn read_member<'de, T: Fields, A: MapAccess<'de>>(
    patch: &mut T::Patch,
    index: usize,
    map: &mut A,
) -> Result<(), A::Error> {
    match index {
        0 => read(map, T::directives(patch).0),
        1 => read(map, T::directives(patch).1),
        _ => {
            let mut read = ReadMember { patch, target: index, at: 2, map, result: Ok(()) };
            T::visit(&mut read);
            read.result
        }
    }
}

struct ReadMember<'a, 'de, P, A: MapAccess<'de>> {
    patch: &'a mut P,
    target: usize,
    at: usize,
    map: &'a mut A,
    result: Result<(), A::Error>,
}

impl<'de, P, A: MapAccess<'de>> ReadMember<'_, 'de, P, A> {
    /// Reads the next member if it is the one asked for.
    #[inline(always)]
    fn next<T: Deserialize<'de>>(&mut self, member: impl FnOnce(&mut P) -> &mut T) {
        if self.at == self.target {
            self.result = read(self.map, member(self.patch));
        }
        self.at += 1;
    }
}

impl<'de, S: Fields, A: MapAccess<'de>> Visit<S> for ReadMember<'_, 'de, S::Patch, A> {
    #[inline(always)]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, _: &'static Field, member: PlainMember<S, K>) {
        self.next(member.patch_mut);
    }

    #[inline(always)]
    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, field: &'static Field, member: KeyedMember<S, K, T>) {
        self.next(|patch| &mut (member.patch_mut)(patch).items);
        if self.at == self.target {
            self.result = read_order::<T, A>(self.map, &mut (member.patch_mut)(self.patch).order, field.merge_key);
        }
        self.at += 1;
    }

    #[inline(always)]
    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        _: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        self.next(|patch| &mut (member.patch_mut)(patch).items);
        self.next(|patch| &mut (member.patch_mut)(patch).order);
        self.next(|patch| &mut (member.patch_mut)(patch).delete);
    }

    #[inline(always)]
    fn ignored(&mut self, _: &'static str, member: Ignored<S>) {
        self.next(member.patch_mut);
    }
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
struct Writer<S: SerializeMap> {
    state: S,
    names: std::slice::Iter<'static, &'static str>,
    result: Result<(), S::Error>,
}

impl<S: SerializeMap> Writer<S> {
    /// The next member's name, written if the member is present and nothing failed;
    /// whether to write its value.
    #[inline(never)]
    fn name(&mut self, present: bool) -> bool {
        let Some(&name) = self.names.next() else { return false };
        if !present || self.result.is_err() {
            return false;
        }
        self.result = self.state.serialize_key(name);
        self.result.is_ok()
    }
}

impl<S: SerializeMap> Members for Writer<S> {
    // Out of line: compiled once per member type, not into each struct's serialize.
    #[inline(never)]
    fn member<T: Serialize + Present + fmt::Debug>(&mut self, value: &T) {
        if self.name(value.present()) {
            self.result = self.state.serialize_value(value);
        }
    }
}

/// Reads the value `map` is at into `slot`. A patch is read from a map only, by name, not
/// from a sequence as serde's derive also reads: a patch writes only the fields it has, so
/// a format that writes a struct as a sequence could not read one back (`k8s-openapi`'s
/// types read no sequence either).
#[inline]
fn read<'de, A: MapAccess<'de>, T: Deserialize<'de>>(map: &mut A, slot: &mut T) -> Result<(), A::Error> {
    *slot = map.next_value()?;
    Ok(())
}

/// Reads a `$setElementOrder` list of a list of `T` merged by `merge_key`: each entry a
/// patch of one item, kept as its key where it holds only that.
#[inline(never)]
fn read_order<'de, T: Keyed, A: MapAccess<'de>>(
    map: &mut A,
    order: &mut Option<Vec<OrderEntry<T::Patch>>>,
    merge_key: &'static str,
) -> Result<(), A::Error> {
    let entries: Option<Vec<T::Patch>> = map.next_value()?;
    *order = entries.map(|entries| entries.into_iter().map(|entry| read_entry::<T>(entry, merge_key)).collect());
    Ok(())
}

/// `Deserialize::deserialize` of a generated patch struct.
#[inline(never)]
pub fn deserialize<'de, T: Fields, D: Deserializer<'de>>(deserializer: D) -> Result<T::Patch, D::Error> {
    let Some(_level) = PatchLevel::enter() else {
        return Err(de::Error::custom(format_args!("patch nested deeper than {MAX_DEPTH} levels")));
    };
    deeper(|| deserializer.deserialize_struct(T::Patch::NAME, T::Patch::FIELDS, PatchVisitor::<T>(PhantomData)))
}

struct PatchVisitor<T>(PhantomData<T>);

impl<'de, T: Fields> Visitor<'de> for PatchVisitor<T> {
    type Value = T::Patch;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(T::Patch::EXPECTING)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<T::Patch, A::Error> {
        let mut value = empty_patch::<T::Patch>();
        let fields = T::Patch::FIELDS;
        // Which fields were read: a bit each, on the stack for up to 256 fields.
        let words = fields.len().div_ceil(64);
        let (mut inline, mut spilled) = ([0u64; 4], Vec::new());
        let seen: &mut [u64] = if words <= inline.len() {
            &mut inline[..]
        } else {
            spilled.resize(words, 0);
            &mut spilled[..]
        };
        while let Some(index) = map.next_key_seed(FieldSeed(fields, T::Patch::index_of))? {
            let (word, bit) = (index / 64, 1u64 << (index % 64));
            if seen[word] & bit != 0 {
                return Err(de::Error::duplicate_field(fields[index]));
            }
            seen[word] |= bit;
            read_member::<T, _>(&mut value, index, &mut map)?;
        }
        Ok(value)
    }
}

/// A field name to its index, through the patch type's `match` (`deny_unknown_fields`: an
/// unknown name is an error).
struct FieldSeed(&'static [&'static str], fn(&[u8]) -> Option<usize>);

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
        (self.1)(value.as_bytes()).ok_or_else(|| E::unknown_field(value, self.0))
    }

    fn visit_bytes<E: de::Error>(self, value: &[u8]) -> Result<usize, E> {
        match (self.1)(value) {
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
