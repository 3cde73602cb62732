//! `Describe` for structs that list their fields: the schema node is read from the same
//! field list the typed operations visit, so a field's strategy is written once (in its
//! [`Field`]) and the `Value` path and the typed path cannot read it differently.

use crate::schema::{Describe, FieldsBuilder, NodeId, SchemaBuilder};
use crate::typed::fields::{Field, Fields, KeyedMembers, PrimitiveMembers, VisitPatches};
use crate::typed::list::Primitive;
use crate::typed::{Keyed, Patched, StrategicMerge};

/// The schema node of `T` (its `Describe::describe`).
#[inline(never)]
pub fn describe<T: Fields + 'static>(builder: &mut SchemaBuilder) -> NodeId {
    builder.structure::<T>(T::NAME, |fields| {
        // The visit needs two patches; empty ones, as only the fields' types are read.
        let (mut left, mut right) = (T::Patch::default(), T::Patch::default());
        T::visit_patches(&mut left, &mut right, &mut Describer(fields));
    })
}

struct Describer<'f, 'b>(&'f mut FieldsBuilder<'b>);

impl VisitPatches for Describer<'_, '_> {
    fn plain<T: StrategicMerge + Describe>(&mut self, field: Field, _: &mut Patched<T::Patch>, _: &mut Patched<T::Patch>) {
        self.0.field::<T>(field.json, field.patch_meta());
    }

    fn keyed<T: Keyed + Describe>(&mut self, field: Field, _: KeyedMembers<'_, T::Patch>, _: KeyedMembers<'_, T::Patch>) {
        self.0.field::<Vec<T>>(field.json, field.patch_meta());
    }

    fn primitives<T: Primitive + Describe>(&mut self, field: Field, _: PrimitiveMembers<'_, T>, _: PrimitiveMembers<'_, T>) {
        self.0.field::<Vec<T>>(field.json, field.patch_meta());
    }
}
