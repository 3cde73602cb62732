//! A struct's fields as the runtime sees them: one generic call per field.
//!
//! `#[derive(StrategicMerge)]` and the `k8s-openapi` impls write, per struct, an impl of
//! [`Fields`]: three functions that hand each field (its value, its members in the patch
//! type, and what its strategy says) to a visitor. Every struct operation (apply a patch,
//! make a value from one, diff, merge two patches) is one visitor, written once in
//! [`super::structure`]. So the generated code is a list of fields, not six copies of the
//! semantics, and it costs little to compile: the operations are type-checked once, here.

use super::list::Primitive;
use super::patch_serde::PatchFields;
use super::{Keyed, Patched, StrategicMerge};
use crate::schema::{Describe, ListStrategy, PatchMeta};

/// A struct whose fields the runtime can visit (generated; see the module docs).
pub trait Fields: StrategicMerge<Patch: PatchFields> + Blank {
    /// The struct's schema name, for errors.
    const NAME: &'static str;
    /// Whether the struct has a `Default`, the value a patch that empties it leaves.
    /// Without one (a required field whose type has none, as `Time`), emptying is an error.
    const HAS_DEFAULT: bool;

    /// The patch's `$patch` and `$retainKeys` members.
    fn directives(patch: &mut Self::Patch) -> (&mut Option<String>, &mut Option<Vec<String>>);

    /// Each field with its members in `patch`, mutable: applying a patch, or making a
    /// value from one.
    fn visit_mut<V: VisitMut>(value: &mut Self, patch: &mut Self::Patch, visitor: &mut V);

    /// Each field of two values with its members in `patch`: diffing.
    fn visit_ref<V: VisitRef>(original: &Self, modified: &Self, patch: &mut Self::Patch, visitor: &mut V);

    /// Each field's members in two patches: merging them.
    fn visit_patches<V: VisitPatches>(left: &mut Self::Patch, right: &mut Self::Patch, visitor: &mut V);
}

/// A value to fill field by field: the default, or, for a type without one, a placeholder
/// that an operation always overwrites or reports as an error ([`NoDefault`]).
pub trait Blank {
    /// The value.
    fn blank() -> Self;
}

/// What the strategy of a field says, as its visitor call passes it.
///
/// ```
/// use smp_runtime::typed::fields::Field;
/// // `containers` in a PodSpec: merged by key, the key being each item's `name`.
/// let containers = Field::new("containers").merge().merge_key("name");
/// assert_eq!((containers.json, containers.merge_key, containers.replace), ("containers", "name", false));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    /// The JSON name.
    pub json: &'static str,
    /// The `merge` strategy (implied by `by_value`).
    pub merge: bool,
    /// The `replace` strategy: an object is taken whole.
    pub replace: bool,
    /// The `retainKeys` strategy: a diff sends `$retainKeys` for the object.
    pub retain_keys: bool,
    /// A list merged by key: the key (fields comma-separated when composite). On a field
    /// that is no list (Go's pointer to a struct, which a document may hold as a list),
    /// only the schema reads it.
    pub merge_key: &'static str,
    /// A list of primitives merged by value (the `merge` strategy); without it the list
    /// is replaced whole, though still open to the list directives.
    pub by_value: bool,
}

impl Field {
    /// A field with no strategy.
    pub const fn new(json: &'static str) -> Field {
        Field { json, merge: false, replace: false, retain_keys: false, merge_key: "", by_value: false }
    }

    /// With the `merge` strategy: a list merged by key (with [`Field::merge_key`]), or
    /// any other field, where it changes nothing, as in the reference, but the schema
    /// says it. A list merged by value says [`Field::by_value`] instead.
    pub const fn merge(self) -> Field {
        Field { merge: true, ..self }
    }

    /// With the `replace` strategy.
    pub const fn replace(self) -> Field {
        Field { replace: true, ..self }
    }

    /// With the `retainKeys` strategy.
    pub const fn retain_keys(self) -> Field {
        Field { retain_keys: true, ..self }
    }

    /// A list merged by this key.
    pub const fn merge_key(self, merge_key: &'static str) -> Field {
        Field { merge_key, ..self }
    }

    /// A list of primitives merged by value.
    pub const fn by_value(self) -> Field {
        Field { by_value: true, ..self }
    }

    /// The field's patch metadata in the schema: the same strategy, read back.
    pub fn patch_meta(&self) -> PatchMeta {
        let strategy = if self.merge || self.by_value {
            ListStrategy::Merge
        } else if self.replace {
            ListStrategy::Replace
        } else {
            ListStrategy::Default
        };
        PatchMeta::from_parts(strategy, self.retain_keys, (!self.merge_key.is_empty()).then_some(self.merge_key))
    }
}

/// Where a field's value lives: `Option<T>`, a required `T` with a default, or a required
/// `T` without one ([`NoDefault`]).
pub trait Slot<T> {
    /// Moves the value out (`None`: absent).
    fn take(&mut self) -> Option<T>;
    /// Puts a value back; `Err` when it is `None` and the field cannot be absent.
    fn put(self, value: Option<T>) -> Result<(), Unset>;
}

/// A required field whose type has no default was left without a value.
#[derive(Debug)]
pub struct Unset;

impl<T> Slot<T> for &mut Option<T> {
    fn take(&mut self) -> Option<T> {
        Option::take(self)
    }

    fn put(self, value: Option<T>) -> Result<(), Unset> {
        *self = value;
        Ok(())
    }
}

/// A required field takes its default when a patch removes it.
impl<T: Default> Slot<T> for &mut T {
    fn take(&mut self) -> Option<T> {
        Some(std::mem::take(*self))
    }

    fn put(self, value: Option<T>) -> Result<(), Unset> {
        *self = value.unwrap_or_default();
        Ok(())
    }
}

/// A required field whose type has no default (`Time`): a patch must not remove it.
pub struct NoDefault<'a, T>(pub &'a mut T);

impl<T: Blank> Slot<T> for NoDefault<'_, T> {
    fn take(&mut self) -> Option<T> {
        Some(std::mem::replace(self.0, T::blank()))
    }

    fn put(self, value: Option<T>) -> Result<(), Unset> {
        *self.0 = value.ok_or(Unset)?;
        Ok(())
    }
}

/// A visitor of the fields of a value and a patch ([`Fields::visit_mut`]).
pub trait VisitMut {
    /// A field merged through its type's [`StrategicMerge`].
    fn plain<T: StrategicMerge>(&mut self, field: Field, value: impl Slot<T>, patch: &mut Patched<T::Patch>);

    /// A list merged by key, with its `$setElementOrder` list.
    fn keyed<T: Keyed>(
        &mut self,
        field: Field,
        value: impl Slot<Vec<T>>,
        patch: &mut Patched<Vec<T::Patch>>,
        order: &mut Option<Vec<T::Patch>>,
    );

    /// A list of primitives, with its `$setElementOrder` and `$deleteFromPrimitiveList` lists.
    fn primitives<T: Primitive>(
        &mut self,
        field: Field,
        value: impl Slot<Vec<T>>,
        patch: &mut Patched<Vec<T>>,
        order: &mut Option<Vec<T>>,
        delete: &mut Patched<Vec<T>>,
    );
}

/// A visitor of the fields of two values and a patch ([`Fields::visit_ref`]).
pub trait VisitRef {
    /// A field merged through its type's [`StrategicMerge`].
    fn plain<T: StrategicMerge>(&mut self, field: Field, original: Option<&T>, modified: Option<&T>, patch: &mut Patched<T::Patch>);

    /// A list merged by key, with its `$setElementOrder` list.
    fn keyed<T: Keyed>(
        &mut self,
        field: Field,
        original: Option<&Vec<T>>,
        modified: Option<&Vec<T>>,
        patch: &mut Patched<Vec<T::Patch>>,
        order: &mut Option<Vec<T::Patch>>,
    );

    /// A list of primitives, with its `$setElementOrder` and `$deleteFromPrimitiveList` lists.
    #[allow(clippy::too_many_arguments)]
    fn primitives<T: Primitive>(
        &mut self,
        field: Field,
        original: Option<&Vec<T>>,
        modified: Option<&Vec<T>>,
        patch: &mut Patched<Vec<T>>,
        order: &mut Option<Vec<T>>,
        delete: &mut Patched<Vec<T>>,
    );
}

/// A field's members in a patch: the value, and for lists their directives.
pub type KeyedMembers<'a, P> = (&'a mut Patched<Vec<P>>, &'a mut Option<Vec<P>>);
/// A primitive list's members in a patch: the value, `$setElementOrder`, `$deleteFromPrimitiveList`.
pub type PrimitiveMembers<'a, T> = (&'a mut Patched<Vec<T>>, &'a mut Option<Vec<T>>, &'a mut Patched<Vec<T>>);

/// A visitor of the fields of two patches ([`Fields::visit_patches`]); also how a struct
/// describes itself ([`super::structure::describe`]), so its field types describe theirs.
pub trait VisitPatches {
    /// A field merged through its type's [`StrategicMerge`].
    fn plain<T: StrategicMerge + Describe>(&mut self, field: Field, left: &mut Patched<T::Patch>, right: &mut Patched<T::Patch>);

    /// A list merged by key.
    fn keyed<T: Keyed + Describe>(&mut self, field: Field, left: KeyedMembers<'_, T::Patch>, right: KeyedMembers<'_, T::Patch>);

    /// A list of primitives.
    fn primitives<T: Primitive + Describe>(&mut self, field: Field, left: PrimitiveMembers<'_, T>, right: PrimitiveMembers<'_, T>);
}
