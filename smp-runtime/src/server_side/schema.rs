//! Types as server-side apply reads them: structured-merge-diff's schema (atoms of scalars,
//! lists and maps, with their element relationships), converted from OpenAPI definitions as
//! kube-openapi's `schemaconv` converts them for the API server: `x-kubernetes-list-type`
//! first (`atomic`, `set`, `map` with `x-kubernetes-list-map-keys`), else the patch strategy
//! (`merge` with a key: a map keyed by it; without: a set), else atomic;
//! `x-kubernetes-map-type`; a property's `default` for the keys of list items.

use std::collections::HashMap;
use std::sync::Arc;

use serde_json::Value;
use smp_schemas::extensions::Extensions;
use smp_schemas::shape::reference;

use crate::gojson::view::Json;
use crate::lists::element::GoType;
use crate::managed_fields::PathElement;

/// A scalar's kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scalar {
    String,
    Numeric,
    Boolean,
    /// Any scalar (`int-or-string`, a `date-time`, a quantity).
    Untyped,
}

/// What a value may be at a place; of several, the one the value's JSON type picks.
#[derive(Debug, Clone, Default)]
pub(crate) struct Atom {
    pub(crate) scalar: Option<Scalar>,
    pub(crate) list: Option<List>,
    pub(crate) map: Option<Map>,
}

#[derive(Debug, Clone)]
pub(crate) struct List {
    pub(crate) element: TypeRef,
    /// Items are told apart (by `keys`, or by value without keys), else the list is one value.
    pub(crate) associative: bool,
    /// Shared with the path elements of the items, as the fields' names are.
    pub(crate) keys: Vec<Arc<str>>,
}

#[derive(Debug, Clone)]
pub(crate) struct Map {
    /// Sorted by name.
    pub(crate) fields: Vec<Field>,
    /// Each field's place in `fields` by name, where there are more than a few: a hash finds
    /// one sooner than a binary search comparing names ([`Map::field`]).
    index: Option<crate::lists::HashMap<Arc<str>, usize>>,
    /// The type of other keys' values; `None`: other keys are not declared.
    pub(crate) element: Option<TypeRef>,
    /// The map is one value (`x-kubernetes-map-type: atomic`).
    pub(crate) atomic: bool,
}

#[derive(Debug, Clone)]
pub(crate) struct Field {
    /// Shared with the field sets made against the schema.
    pub(crate) name: Arc<str>,
    pub(crate) ty: TypeRef,
    pub(crate) default: Option<Value>,
}

#[derive(Debug, Clone)]
pub(crate) enum TypeRef {
    /// A named type, with whether its place makes it atomic or not (`Some(atomic)`): its
    /// map, or its list where it has no map.
    Named(usize, Option<bool>),
    Inline(Box<Atom>),
    /// A key a map without an element type does not declare (Go's empty `TypeRef`): no
    /// atom.
    Undeclared,
}

static UNDECLARED: TypeRef = TypeRef::Undeclared;

/// The part of a type's atom a value is walked under.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Part<'a> {
    /// A map, and whether it is atomic here.
    Map(&'a Map, bool),
    Scalar(Scalar),
    /// A list, and whether its items are told apart here.
    List(&'a List, bool),
    /// The type has no atom (Go's "invalid atom").
    None,
}

impl Part<'_> {
    /// Whether two values take the same part (Go's `Atom.Equals` on the deduced atoms).
    pub(crate) fn same(&self, other: &Part<'_>) -> bool {
        match (self, other) {
            (Part::Map(a, x), Part::Map(b, y)) => std::ptr::eq(*a, *b) && x == y,
            (Part::Scalar(a), Part::Scalar(b)) => a == b,
            (Part::List(a, x), Part::List(b, y)) => std::ptr::eq(*a, *b) && x == y,
            (Part::None, Part::None) => true,
            _ => false,
        }
    }
}

impl Map {
    pub(crate) fn new(mut fields: Vec<Field>, element: Option<TypeRef>, atomic: bool) -> Map {
        /// Fields a search compares one by one.
        const SCANNED: usize = 6;
        fields.sort_by(|a, b| a.name.cmp(&b.name));
        let index = (fields.len() > SCANNED)
            .then(|| fields.iter().enumerate().map(|(at, field)| (field.name.clone(), at)).collect());
        Map { fields, index, element, atomic }
    }

    pub(crate) fn field(&self, name: &str) -> Option<&Field> {
        match &self.index {
            Some(index) => index.get(name).map(|&at| &self.fields[at]),
            None => self.fields.iter().find(|field| *field.name == *name),
        }
    }

    /// The type of a key's value: its field's, else the map's element type, else
    /// [`TypeRef::Undeclared`].
    pub(crate) fn child_type(&self, key: &str) -> &TypeRef {
        self.type_of(self.field(key))
    }

    /// A key's path element, with the schema's name where the key is a field (shared, not
    /// copied), and the type of its value ([`Map::child_type`]).
    pub(crate) fn child<'a>(&'a self, key: &'a str) -> (impl Fn() -> PathElement + 'a, &'a TypeRef) {
        let field = self.field(key);
        (field_element(field, key), self.type_of(field))
    }

    fn type_of<'a>(&'a self, field: Option<&'a Field>) -> &'a TypeRef {
        match field {
            Some(field) => &field.ty,
            None => self.element.as_ref().unwrap_or(&UNDECLARED),
        }
    }
}

/// The path element of a map's key: the schema's shared name where the key is a field.
pub(crate) fn field_element<'a>(field: Option<&'a Field>, key: &'a str) -> impl Fn() -> PathElement + 'a {
    move || PathElement::Field(field.map_or_else(|| key.into(), |field| field.name.clone()))
}

/// The named types of one schema.
#[derive(Debug, Clone, Default)]
pub(crate) struct Types {
    pub(crate) atoms: Vec<Atom>,
    pub(crate) names: HashMap<String, usize>,
}

/// `__untyped_atomic_`: any value, replaced whole.
pub(crate) const UNTYPED_ATOMIC: usize = 0;
/// `__untyped_deduced_`: any value; maps are granular, lists atomic.
pub(crate) const UNTYPED_DEDUCED: usize = 1;

const QUANTITY: &str = "io.k8s.apimachinery.pkg.api.resource.Quantity";
const RAW_EXTENSION: &str = "io.k8s.apimachinery.pkg.runtime.RawExtension";
const INT_OR_STRING: &str = "io.k8s.apimachinery.pkg.util.intstr.IntOrString";

impl Types {
    /// The two untyped types every schema has.
    pub(crate) fn new() -> Types {
        let untyped = |element: usize, map_atomic: bool| Atom {
            scalar: Some(Scalar::Untyped),
            list: Some(List { element: TypeRef::Named(UNTYPED_ATOMIC, None), associative: false, keys: vec![] }),
            map: Some(Map::new(vec![], Some(TypeRef::Named(element, None)), map_atomic)),
        };
        let mut types = Types::default();
        types.atoms.push(untyped(UNTYPED_ATOMIC, true));
        types.atoms.push(untyped(UNTYPED_DEDUCED, false));
        types.names.insert("__untyped_atomic_".into(), UNTYPED_ATOMIC);
        types.names.insert("__untyped_deduced_".into(), UNTYPED_DEDUCED);
        types
    }

    /// The part of `ty`'s atom a value takes (Go's `deduceAtom` then `handleAtom`): the part
    /// of the value's JSON type where the atom has one, else (`null`, or a type the atom has
    /// no part for) its map, scalar or list, in that order. A place's map type overrides its
    /// type's.
    /// The atom `ty` names, or none for an undeclared field's type.
    pub(crate) fn atom_of<'a>(&'a self, ty: &'a TypeRef) -> Option<&'a Atom> {
        match ty {
            TypeRef::Inline(atom) => Some(atom),
            TypeRef::Named(id, _) => self.atoms.get(*id),
            TypeRef::Undeclared => None,
        }
    }

    pub(crate) fn part<'a, J: Json>(&'a self, ty: &'a TypeRef, value: Option<&J>) -> Part<'a> {
        let (atom, map_atomic) = match ty {
            TypeRef::Inline(atom) => (&**atom, None),
            TypeRef::Named(id, map_atomic) => (&self.atoms[*id], *map_atomic),
            TypeRef::Undeclared => return Part::None,
        };
        // A place's element relationship overrides its type's map, or its list where it has
        // no map (Go's `Schema.Resolve`).
        let map = |map: &'a Map| Part::Map(map, map_atomic.unwrap_or(map.atomic));
        let list = |list: &'a List| match (&atom.map, map_atomic) {
            (None, Some(atomic)) => Part::List(list, !atomic),
            _ => Part::List(list, list.associative),
        };
        // By the value's Go type, which a string need not be read for.
        match (value.map(J::go_type), &atom.map, atom.scalar, &atom.list) {
            (Some(GoType::Map), Some(m), _, _) => map(m),
            (Some(GoType::Bool | GoType::Int | GoType::Float | GoType::String), _, Some(scalar), _) => {
                Part::Scalar(scalar)
            }
            (Some(GoType::List), _, _, Some(l)) => list(l),
            (_, Some(m), _, _) => map(m),
            (_, None, Some(scalar), _) => Part::Scalar(scalar),
            (_, None, None, Some(l)) => list(l),
            _ => Part::None,
        }
    }

    /// Adds OpenAPI definitions (`name` → schema); `key_defaults` gives the defaults of key
    /// fields the definitions leave out (`type name` → `field` → value). References are
    /// resolved against every name added.
    pub(crate) fn add_definitions<'a>(
        &mut self,
        definitions: impl Iterator<Item = (&'a str, Value)>,
        key_defaults: Option<&Value>,
        preserve_all: bool,
    ) {
        let definitions: Vec<(&str, Value)> = definitions.collect();
        let first = self.atoms.len();
        for (at, (name, _)) in definitions.iter().enumerate() {
            self.names.insert((*name).to_owned(), first + at);
        }
        for (name, definition) in &definitions {
            let atom = match *name {
                QUANTITY | INT_OR_STRING => Atom { scalar: Some(Scalar::Untyped), ..Atom::default() },
                RAW_EXTENSION => self.atoms[UNTYPED_ATOMIC].clone(),
                _ => {
                    let preserve = preserve_all || preserves(definition);
                    let mut atom = self.atom(definition, preserve);
                    if let (Some(map), Some(defaults)) = (&mut atom.map, key_defaults.and_then(|d| d.get(*name))) {
                        for field in &mut map.fields {
                            if let Some(default) = defaults.get(&*field.name) {
                                field.default.get_or_insert_with(|| default.clone());
                            }
                        }
                    }
                    atom
                }
            };
            self.atoms.push(atom);
        }
    }

    fn reference(&self, schema: &Value, preserve: bool) -> TypeRef {
        if let Some(target) = reference(schema) {
            let name = target.rsplit('/').next().unwrap_or(target);
            if let Some(&id) = self.names.get(name) {
                let map_type = match Extensions::of(schema).map_type {
                    Some("atomic") => Some(true),
                    Some("granular") => Some(false),
                    _ => None,
                };
                return TypeRef::Named(id, map_type);
            }
            // A reference to nothing known: any value.
            return TypeRef::Named(UNTYPED_DEDUCED, None);
        }
        TypeRef::Inline(Box::new(self.atom(schema, preserve || preserves(schema))))
    }

    fn atom(&self, schema: &Value, preserve: bool) -> Atom {
        let ty = match schema.get("type") {
            Some(Value::String(ty)) => ty.as_str(),
            Some(Value::Array(types)) => types.iter().filter_map(Value::as_str).find(|t| *t != "null").unwrap_or(""),
            _ => "",
        };
        match ty {
            "" => Atom {
                scalar: Some(Scalar::Untyped),
                list: Some(self.list(schema, preserve)),
                map: Some(self.map(schema, preserve)),
            },
            "object" => Atom { map: Some(self.map(schema, preserve)), ..Atom::default() },
            "array" => Atom { list: Some(self.list(schema, preserve)), ..Atom::default() },
            "integer" | "number" => Atom { scalar: Some(Scalar::Numeric), ..Atom::default() },
            "boolean" => Atom { scalar: Some(Scalar::Boolean), ..Atom::default() },
            "string" => {
                let scalar = match schema.get("format").and_then(Value::as_str).unwrap_or("") {
                    "" | "byte" => Scalar::String,
                    _ => Scalar::Untyped,
                };
                Atom { scalar: Some(scalar), ..Atom::default() }
            }
            _ => Atom { scalar: Some(Scalar::Untyped), ..Atom::default() },
        }
    }

    fn map(&self, schema: &Value, preserve: bool) -> Map {
        let properties = schema.get("properties").and_then(Value::as_object);
        let fields: Vec<Field> = properties
            .into_iter()
            .flatten()
            .map(|(name, property)| Field {
                name: name.as_str().into(),
                ty: self.reference(property, preserve),
                default: property.get("default").cloned(),
            })
            .collect();
        let deduced = Some(TypeRef::Named(UNTYPED_DEDUCED, None));
        let element = match schema.get("additionalProperties") {
            None if preserve || fields.is_empty() => deduced,
            None => None,
            Some(Value::Bool(true)) => deduced,
            Some(Value::Bool(false)) => None,
            Some(values) => Some(self.reference(values, preserve)),
        };
        Map::new(fields, element, Extensions::of(schema).map_type == Some("atomic"))
    }

    fn list(&self, schema: &Value, preserve: bool) -> List {
        let extensions = Extensions::of(schema);
        let (associative, keys) = match (extensions.list_type, extensions.patch_strategy) {
            (Some("set"), _) => (true, vec![]),
            (Some("map"), _) => (true, extensions.list_map_keys.iter().map(|k| Arc::from(*k)).collect()),
            (Some(_), _) => (false, vec![]),
            (None, Some("merge" | "merge,retainKeys")) => {
                (true, extensions.patch_merge_key.into_iter().map(Arc::from).collect())
            }
            (None, _) => (false, vec![]),
        };
        let element = match schema.get("items") {
            Some(items) => self.reference(items, preserve),
            None => TypeRef::Named(UNTYPED_ATOMIC, None),
        };
        List { element, associative, keys }
    }
}

fn preserves(schema: &Value) -> bool {
    schema.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true))
}
