//! structured-merge-diff's `merge.Updater` on its own schema format (what `typed.NewParser`
//! reads, as JSON), for smp's tests of the reference's scenario tables
//! (`sigs.k8s.io/structured-merge-diff/merge/*_test.go`). Reached through `__private`: not
//! a public API.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use serde_json::Value;

use super::schema::{Atom, Field, List, Map, Scalar, TypeRef, Types, UNTYPED_ATOMIC, UNTYPED_DEDUCED};
pub use super::updater::VersionedSet;
use super::updater::{Failure, Updater};
use super::{to_field_set, TypeConverter};
use crate::doc::{Arena, Doc};
use crate::error::Error;
use crate::managed_fields::FieldSet;
use crate::KubeVersion;

/// A schema in structured-merge-diff's format, read as that version's Go reads it.
#[derive(Debug, Clone)]
pub struct Scenario {
    converter: TypeConverter,
    /// The fields no manager owns, by apiVersion (the updater's ignored fields).
    pub ignored: HashMap<String, FieldSet>,
}

/// A type of the scenario's schema.
#[derive(Debug, Clone)]
pub struct Type(TypeRef);

/// Why a write failed: the fields other managers own, by manager, or an error.
#[derive(Debug)]
pub enum Refusal {
    /// `merge.Conflicts`, as sets by manager.
    Conflicts(Vec<(String, FieldSet)>),
    /// Any other error.
    Error(Error),
}

/// `fieldpath.ManagedFields`.
pub type Managers = BTreeMap<String, VersionedSet>;

impl Scenario {
    /// The types of `schema` (`{"types": [...]}`).
    pub fn new(schema: &Value, version: KubeVersion) -> Scenario {
        let mut converter = TypeConverter::deduced();
        converter.partial_keys = super::reads_partial_keys(version);
        converter.types.add_smd(schema);
        Scenario { converter, ignored: HashMap::new() }
    }

    /// A type reference (`{"namedType": ...}` or an inline atom).
    pub fn type_ref(&self, ty: &Value) -> Type {
        Type(self.converter.types.smd_type_ref(ty))
    }

    /// Checks `object` under `ty`, as `AsTyped` does.
    pub fn validate(&self, object: &Value, ty: &Type, allow_duplicates: bool) -> Result<(), Error> {
        crate::bounds::with_stack(|| {
            crate::bounds::check_depth(object)?;
            let walk = to_field_set::Walk::new(&self.converter.types, self.converter.partial_keys);
            let walk = if allow_duplicates { walk.allowing_duplicates() } else { walk };
            walk.validate(object, &ty.0)
        })
    }

    fn updater<'a>(&'a self, ty: &'a Type) -> Updater<'a> {
        Updater { converter: &self.converter, ty: &ty.0, ignored: &self.ignored }
    }

    /// `Updater.Apply`: the new object (`None` where it equals `live`) and the managers.
    #[allow(clippy::too_many_arguments)] // Go's signature.
    pub fn apply(
        &self,
        ty: &Type,
        live: &Value,
        config: &Value,
        version: &str,
        managers: Managers,
        manager: &str,
        force: bool,
    ) -> Result<(Option<Value>, Managers), Refusal> {
        let walk = to_field_set::Walk::new(&self.converter.types, self.converter.partial_keys);
        let set = crate::bounds::with_stack(|| walk.field_set(config, &ty.0)).map_err(Refusal::Error)?;
        crate::bounds::with_stack(|| {
            let arena = Arena::new();
            let (live, config) = (Doc::borrowed(live, &arena), Doc::borrowed(config, &arena));
            match self.updater(ty).apply(&live, &config, set, version, managers, manager, force, &arena) {
                Ok((new, managers)) => Ok((new.map(Doc::to_value), managers)),
                Err(Failure::Conflicts(conflicts)) => Err(Refusal::Conflicts(conflicts)),
                Err(Failure::Error(error)) => Err(Refusal::Error(error)),
            }
        })
    }

    /// `Updater.Update`: the managers after `manager` changed `live` into `new`.
    pub fn update(
        &self,
        ty: &Type,
        live: &Value,
        new: &Value,
        version: &str,
        managers: Managers,
        manager: &str,
    ) -> Result<Managers, Error> {
        self.updater(ty).update(live, new, version, managers, manager)
    }

    /// `ExtractItems` (without key fields) of an object checked under `ty`.
    pub fn extract_items(&self, ty: &Type, object: &Value, fields: &FieldSet) -> Value {
        self.converter.removed_unchecked_typed(object, fields, &ty.0, true)
    }

    /// `TypedValue.Merge` of objects checked under `ty`.
    pub fn merge(&self, ty: &Type, live: &Value, config: &Value) -> Value {
        self.converter.merge_unchecked(live, config, &ty.0)
    }
}

impl Types {
    /// Adds the types of a structured-merge-diff schema. Its own definitions of the two
    /// untyped types are the ones every schema has.
    pub(crate) fn add_smd(&mut self, schema: &Value) {
        let definitions: &[Value] = schema.get("types").and_then(Value::as_array).map_or(&[], Vec::as_slice);
        let mut ids = Vec::new();
        for definition in definitions {
            let name = definition.get("name").and_then(Value::as_str).unwrap_or_default();
            ids.push(match name {
                "__untyped_atomic_" => UNTYPED_ATOMIC,
                "__untyped_deduced_" => UNTYPED_DEDUCED,
                _ => {
                    self.atoms.push(Atom::default());
                    self.names.insert(name.to_owned(), self.atoms.len() - 1);
                    self.atoms.len() - 1
                }
            });
        }
        for (definition, id) in definitions.iter().zip(ids) {
            if id > UNTYPED_DEDUCED {
                self.atoms[id] = self.smd_atom(definition);
            }
        }
    }

    /// A type reference: a named type or an inline atom, with the element relationship of
    /// this place. Go's empty reference (no name, no atom) declares nothing.
    pub(crate) fn smd_type_ref(&self, reference: &Value) -> TypeRef {
        let atomic = reference.get("elementRelationship").and_then(Value::as_str).map(|r| r == "atomic");
        if let Some(name) = reference.get("namedType").and_then(Value::as_str) {
            return self.names.get(name).map_or(TypeRef::Undeclared, |&id| TypeRef::Named(id, atomic));
        }
        let mut atom = self.smd_atom(reference);
        match (&mut atom.map, &mut atom.list, atomic) {
            (None, None, _) if atom.scalar.is_none() => return TypeRef::Undeclared,
            (Some(map), _, Some(atomic)) => map.atomic = atomic,
            (None, Some(list), Some(atomic)) => list.associative = !atomic,
            _ => {}
        }
        TypeRef::Inline(Box::new(atom))
    }

    fn smd_atom(&self, atom: &Value) -> Atom {
        let atomic = |of: &Value| of.get("elementRelationship").and_then(Value::as_str) == Some("atomic");
        let element = |of: &Value| of.get("elementType").map_or(TypeRef::Undeclared, |t| self.smd_type_ref(t));
        let scalar = atom.get("scalar").and_then(Value::as_str).map(|scalar| match scalar {
            "numeric" => Scalar::Numeric,
            "string" => Scalar::String,
            "boolean" => Scalar::Boolean,
            _ => Scalar::Untyped,
        });
        // Lists are associative unless atomic; maps granular unless atomic.
        let list = atom.get("list").map(|list| List {
            element: element(list),
            associative: !atomic(list),
            keys: list
                .get("keys")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .map(Arc::from)
                .collect(),
        });
        let map = atom.get("map").map(|map| {
            let fields: Vec<Field> = map
                .get("fields")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .map(|field| Field {
                    name: field.get("name").and_then(Value::as_str).unwrap_or_default().into(),
                    ty: field.get("type").map_or(TypeRef::Undeclared, |t| self.smd_type_ref(t)),
                    default: field.get("default").cloned(),
                })
                .collect();
            let element = match element(map) {
                TypeRef::Undeclared => None,
                element => Some(element),
            };
            Map::new(fields, element, atomic(map))
        });
        Atom { scalar, list, map }
    }
}
