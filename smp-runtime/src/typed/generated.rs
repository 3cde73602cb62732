//! What generated code needs of the typed path beside `StrategicMerge` and its operations (the derive, the
//! `k8s-openapi` impls, `smp-build`), reached through `smp::__private`: not a public API.

use super::{Patched, StrategicMerge};
use crate::error::{Error, Trail};
use crate::lists::{AsKey, Key, PlainKey};
use crate::schema::Describe;

/// Structs whose lists merge by key: their patch types and values can say their key.
pub trait Keyed: StrategicMerge<Patch: Default> + Describe {
    /// The value of the field `merge_key` (its JSON name), if set.
    fn merge_key(&self, merge_key: &str) -> Option<Key>;
    /// The same for a patch.
    fn patch_merge_key(patch: &Self::Patch, merge_key: &str) -> Option<Key>;
    /// The `$patch` directive of a patch, if any.
    fn patch_directive(patch: &Self::Patch) -> Option<&str>;
    /// Sets a patch's `$patch` directive to `delete`.
    fn mark_deleted(patch: &mut Self::Patch);
    /// A patch holding only this value's merge key (a `$setElementOrder` entry; with
    /// `delete`, a `$patch: delete` list item).
    fn key_patch(&self, merge_key: &str, delete: bool) -> Self::Patch;
    /// Sets this value's merge key in a patch (a changed list item names its key).
    fn set_merge_key(&self, patch: &mut Self::Patch, merge_key: &str);
    /// [`Operations::merge`](crate::typed::Operations::merge) from a patch item that stays in its list, emptied.
    fn merge_item(&mut self, patch: &mut Self::Patch, trail: &Trail<'_>) -> Result<(), Error>;
    /// Pushes onto `made` this value with a patch item that stays in its list applied
    /// ([`InPlace::ApplyFrom`](crate::typed::InPlace::ApplyFrom)), made where it lies.
    fn apply_item(&self, made: &mut Vec<Self>, patch: &mut Self::Patch, trail: &Trail<'_>) -> Result<(), Error>;
    /// [`Operations::from_patch`](crate::typed::Operations::from_patch) (with `as_is`, [`Operations::replaced_by`](crate::typed::Operations::replaced_by)) from a
    /// patch item that stays in its list, emptied.
    fn item_from(patch: &mut Self::Patch, as_is: bool, trail: &Trail<'_>) -> Result<Option<Self>, Error>;
    /// [`Operations::merge_patches`](crate::typed::Operations::merge_patches) of two patch items that stay where they are,
    /// into `left`.
    fn merge_item_patches(left: &mut Self::Patch, right: &mut Self::Patch, trail: &Trail<'_>) -> Result<(), Error>;
    /// How many members of a patch are present (its directives included).
    fn patch_members(patch: &Self::Patch) -> usize;
    /// Whether a field of the merge key is JSON (`serde_json::Value`), whose value a key may
    /// hold that the type cannot read as one (an object): only then is an item without a
    /// key the type reads looked at as JSON.
    fn key_holds_json(merge_key: &str) -> bool;
    /// Runs `body` with the readers of the field `merge_key` (one field, not a composite
    /// key), found once for a list rather than by name for each item; `false` where no
    /// field has that name.
    fn with_key_field(merge_key: &str, body: &mut dyn FnMut(&KeyField<'_, Self>)) -> bool;
}

/// The merge key of a list's items, values and patches, read through the one field that
/// holds it ([`Keyed::with_key_field`]) without allocating: what [`Keyed::merge_key`] and
/// [`Keyed::patch_merge_key`] give for a single key where that is a scalar, `None` where
/// it is anything else (missing, `null`, not a scalar).
pub struct KeyField<'a, S: StrategicMerge> {
    /// The key of a value.
    pub value: &'a dyn Fn(&S) -> Option<PlainKey<'_>>,
    /// The key of a patch.
    pub patch: &'a dyn Fn(&S::Patch) -> Option<PlainKey<'_>>,
    /// What [`Keyed::merge_key`] gives for a value, whatever the key holds.
    pub key: &'a dyn Fn(&S) -> Option<Key>,
    /// What [`Keyed::set_merge_key`] does.
    pub set: &'a dyn Fn(&S, &mut S::Patch),
}

/// An empty patch. Out of line: a patch type's `Default` stores each member, and inlined
/// into every operation that makes one it was a large part of each struct's code.
#[inline(never)]
pub(crate) fn empty_patch<P: Default>() -> P {
    P::default()
}

/// The patch of an item holding only its merge key, which `set` copies from the item (a
/// `$setElementOrder` entry; with `delete`, a `$patch: delete` list item).
pub(crate) fn key_patch_by<S: Keyed>(item: &S, delete: bool, set: impl FnOnce(&S, &mut S::Patch)) -> S::Patch {
    let mut patch = empty_patch::<S::Patch>();
    set(item, &mut patch);
    if delete {
        S::mark_deleted(&mut patch);
    }
    patch
}

/// A list's readers of its items' merge key, found once for the list: through the one
/// field of a single key ([`Keyed::with_key_field`]), else by name for each item (a
/// composite key).
pub(crate) struct KeyReaders<'a, S: StrategicMerge> {
    /// [`Keyed::merge_key`].
    pub key: &'a dyn Fn(&S) -> Option<Key>,
    /// [`Keyed::key_patch`].
    pub key_patch: &'a dyn Fn(&S, bool) -> S::Patch,
    /// [`Keyed::set_merge_key`].
    pub set: &'a dyn Fn(&S, &mut S::Patch),
}

/// Runs `body` once, with the readers of `merge_key` for the items of one list.
pub(crate) fn with_key_readers<S: Keyed, R>(merge_key: &str, mut body: impl FnMut(&KeyReaders<'_, S>) -> R) -> R {
    let mut out = None;
    if !merge_key.contains(',') {
        S::with_key_field(merge_key, &mut |field| {
            // Made here, once per item type, not in each field's reader.
            let key_patch = |item: &S, delete: bool| key_patch_by(item, delete, field.set);
            out = Some(body(&KeyReaders { key: field.key, key_patch: &key_patch, set: field.set }));
        });
    }
    if let Some(out) = out {
        return out;
    }
    body(&KeyReaders {
        key: &|item: &S| item.merge_key(merge_key),
        key_patch: &|item: &S, delete| item.key_patch(merge_key, delete),
        set: &|item: &S, patch: &mut S::Patch| item.set_merge_key(patch, merge_key),
    })
}

/// A composite merge key (`"containerPort,protocol"`, on the typed path): the key of each
/// field, in order, from `part`. The first field is required, as a single merge key is;
/// the others read as `null` when absent. `None` for a single field name (no comma) or
/// when the first field is missing.
pub fn composite_key(merge_key: &str, part: &dyn Fn(&str) -> Option<Key>) -> Option<Key> {
    let (first, rest) = merge_key.split_once(',')?;
    let mut parts = vec![part(first)?];
    parts.extend(rest.split(',').map(|name| Key::or_nil(part(name))));
    Some(Key::Composite(parts.into_boxed_slice()))
}

/// How many fields a merge key names: 1, or the parts of a composite key.
pub(crate) fn key_field_count(merge_key: &str) -> usize {
    merge_key.split(',').count()
}

/// The fields of a composite merge key (`"containerPort,protocol"`); empty for a single
/// field name.
pub fn composite_parts(merge_key: &str) -> impl Iterator<Item = &str> {
    merge_key.contains(',').then(|| merge_key.split(',')).into_iter().flatten()
}

/// `Default`, which the typed path needs of a struct: a patch can delete it
/// (`$patch: delete`) or clear its required fields (`null`, `$retainKeys`).
#[diagnostic::on_unimplemented(
    message = "`#[derive(StrategicMerge)]` needs `{Self}: Default`",
    label = "derive or implement `Default` for `{Self}`",
    note = "a patch can delete the struct (`$patch: delete`) or clear its required fields, which then take their defaults"
)]
pub trait PatchDefault: Default {}

impl<T: Default> PatchDefault for T {}

/// Does nothing: generated code names it (`const _: fn() = needs_default::<Foo>;`) so that
/// the compiler checks `Foo: PatchDefault` once per type, with no body to compile.
pub fn needs_default<T: PatchDefault>() {}

/// A field of a generated patch type, as the `$retainKeys` check sees it.
pub trait PatchedField {
    /// `None` when the patch does not mention the field; else whether it sets it to null.
    fn mentioned(&self) -> Option<bool>;
}

impl<P> PatchedField for Patched<P> {
    fn mentioned(&self) -> Option<bool> {
        match self {
            Patched::Absent => None,
            Patched::Null => Some(true),
            Patched::Set(_) => Some(false),
        }
    }
}

impl AsKey for serde_json::Value {
    fn as_key(&self) -> Option<Key> {
        crate::gojson::scalar::key_of(self)
    }
}

/// The JSON names of a derived struct's fields, for the compile-time check that a merge key
/// names one; `None` for a struct with flattened fields, which accepts every name.
pub trait JsonFields {
    /// The names.
    const NAMES: Option<&'static [&'static str]>;
}

/// Whether `T` has a field of JSON name `name`: a constant, so that a merge key naming no
/// field fails to compile.
pub const fn has_field<T: JsonFields>(name: &str) -> bool {
    let Some(names) = T::NAMES else { return true };
    let mut i = 0;
    while i < names.len() {
        if bytes_equal(names[i].as_bytes(), name.as_bytes()) {
            return true;
        }
        i += 1;
    }
    false
}

const fn bytes_equal(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}
