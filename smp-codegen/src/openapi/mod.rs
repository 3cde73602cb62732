//! Types read from OpenAPI definitions (`definitions` of a v2 document, or the compact
//! definitions of `smp-schemas`): what a generator needs to fill the [model](crate::model)
//! of each type. Generators ([`k8s`], [`crd`]) name the types and fields their own way.

pub mod crd;
mod fix_ups;
pub mod k8s;

use std::collections::BTreeMap;

use serde_json::{Map, Value};
use smp_schemas::extensions::Extensions;
use smp_schemas::shape::{shape, Scalar, Shape};

/// The type of a property.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// A scalar (`format: byte` is base64 text).
    Scalar(Scalar),
    /// Another definition, by its full name.
    Ref(String),
    /// A list of these.
    Array(Box<Ty>),
    /// An object with `additionalProperties`: a map from strings.
    Map(Box<Ty>),
    /// Any JSON (an object without properties, or no type).
    Any,
}

/// A property of a definition, with its patch extensions.
#[derive(Clone, Debug)]
pub struct Property {
    /// Its name in JSON.
    pub json_name: String,
    /// Whether the definition lists it as `required`.
    pub required: bool,
    /// Its type.
    pub ty: Ty,
    /// `x-kubernetes-patch-strategy`.
    pub strategy: Option<String>,
    /// `x-kubernetes-patch-merge-key`.
    pub merge_key: Option<String>,
}

/// A definition.
#[derive(Clone, Debug)]
pub enum Definition {
    /// An object with properties.
    Struct {
        /// Its properties, in the definition's order.
        properties: Vec<Property>,
        /// How many `x-kubernetes-group-version-kind` entries it has.
        group_version_kinds: usize,
    },
    /// No properties: any JSON, or a type the generator knows by name (`Quantity`).
    Opaque,
}

/// Reads a `definitions` map. Properties come sorted by JSON name.
pub fn read_definitions(definitions: &Map<String, Value>) -> Result<BTreeMap<String, Definition>, String> {
    definitions.iter().map(|(name, schema)| Ok((name.clone(), read_definition(name, schema)?))).collect()
}

fn read_definition(name: &str, schema: &Value) -> Result<Definition, String> {
    let Shape::Struct(object) = shape(schema) else {
        return Ok(Definition::Opaque);
    };
    let properties = object
        .properties
        .iter()
        .map(|(json_name, property)| {
            let (strategy, merge_key) = Extensions::of(property).patch(false);
            Ok(Property {
                json_name: json_name.clone(),
                required: object.is_required(json_name),
                ty: ty_of(property).map_err(|e| format!("{name}.{json_name}: {e}"))?,
                // Built-in kinds patch by their patch extensions alone, as the reference
                // reads them (the rule the runtime's loaders share).
                strategy: strategy.map(str::to_owned),
                merge_key: merge_key.first().map(|key| (*key).to_owned()),
            })
        })
        .collect::<Result<Vec<_>, String>>()?;
    let group_version_kinds =
        schema.get("x-kubernetes-group-version-kind").and_then(Value::as_array).map_or(0, Vec::len);
    Ok(Definition::Struct { properties, group_version_kinds })
}

/// The type of a property schema, as the runtime's loaders read it ([`shape`]).
pub fn ty_of(schema: &Value) -> Result<Ty, String> {
    Ok(match shape(schema) {
        Shape::Ref(reference) => Ty::Ref(reference.rsplit('/').next().unwrap_or(reference).to_owned()),
        Shape::Scalar(scalar) => Ty::Scalar(scalar),
        Shape::Unknown(other) => return Err(format!("unknown type {other:?}")),
        Shape::List(Some(items)) => Ty::Array(Box::new(ty_of(items)?)),
        Shape::List(None) => return Err("an array without items".to_owned()),
        Shape::Map(Some(values)) => Ty::Map(Box::new(ty_of(values)?)),
        // Inline objects, which `k8s-openapi` types as any JSON as well.
        Shape::Map(None) | Shape::Struct(_) | Shape::IntOrString | Shape::Any => Ty::Any,
    })
}
