//! `Describe` for structs that list their fields: the schema node is read from the same
//! field list the typed operations visit, so a field's strategy is written once (in its
//! [`Field`]) and the `Value` path and the typed path cannot read it differently.

use crate::schema::{Describe, FieldsBuilder, NodeId, SchemaBuilder};
use crate::typed::fields::{Field, Fields, KeyedMember, Place, PlainMember, PrimitiveItem, PrimitivesMember, Visit};
use crate::typed::{Keyed, StrategicMerge};

/// The schema node of `T` (its `Describe::describe`).
#[inline(never)]
pub fn describe<T: Fields + 'static>(builder: &mut SchemaBuilder) -> NodeId {
    builder.structure::<T>(T::NAME, |fields| T::visit(&mut Describer(fields)))
}

struct Describer<'f, 'b>(&'f mut FieldsBuilder<'b>);

impl<S: Fields> Visit<S> for Describer<'_, '_> {
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, _: PlainMember<S, K>) {
        self.0.described_field(field.json, field.patch_meta(), <K::Item>::describe);
    }

    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, field: &'static Field, _: KeyedMember<S, K, T>) {
        self.0.described_field(field.json, field.patch_meta(), <Vec<T>>::describe);
    }

    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        field: &'static Field,
        _: PrimitivesMember<S, K, T>,
    ) {
        self.0.described_field(field.json, field.patch_meta(), <Vec<T>>::describe);
    }
}
