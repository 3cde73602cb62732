//! A field's patch strategy, as generated code writes it for each field of a struct
//! ([`Field`], a constant): read by the struct operations (`fields`, `structure`) and by the
//! operations of the field's type that depend on it (the conflict check).

use crate::schema::{ListStrategy, PatchMeta};

/// What the strategy of a field says, as its visitor call passes it.
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
