//! Types read from OpenAPI definitions (`definitions` of a v2 document, or the compact
//! definitions of `smp-schemas`): what a generator needs to fill the [model](crate::model)
//! of each type. Generators ([`k8s`], [`crd`]) name the types and fields their own way.

pub mod crd;
pub mod k8s;

use std::collections::BTreeMap;

use serde_json::{Map, Value};
use smp_schemas::extensions::Extensions;

/// The type of a property.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    String,
    /// `format: byte`: base64 text.
    Bytes,
    Int32,
    Int64,
    Number,
    Bool,
    /// Another definition, by its full name.
    Ref(String),
    Array(Box<Ty>),
    /// An object with `additionalProperties`: a map from strings.
    Map(Box<Ty>),
    /// Any JSON (an object without properties, or no type).
    Any,
}

/// A property of a definition, with its patch extensions.
#[derive(Clone, Debug)]
pub struct Property {
    pub json_name: String,
    pub required: bool,
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
        properties: Vec<Property>,
        /// How many `x-kubernetes-group-version-kind` entries it has.
        group_version_kinds: usize,
    },
    /// No properties: any JSON, or a type the generator knows by name (`Quantity`).
    Opaque,
}

/// Reads a `definitions` map. Properties come sorted by JSON name.
pub fn read_definitions(definitions: &Map<String, Value>) -> Result<BTreeMap<String, Definition>, String> {
    definitions
        .iter()
        .map(|(name, schema)| Ok((name.clone(), read_definition(name, schema)?)))
        .collect()
}

fn read_definition(name: &str, schema: &Value) -> Result<Definition, String> {
    let Some(properties) = schema.get("properties").and_then(Value::as_object) else {
        return Ok(Definition::Opaque);
    };
    let required: Vec<&str> =
        schema.get("required").and_then(Value::as_array).into_iter().flatten().filter_map(Value::as_str).collect();
    let properties = properties
        .iter()
        .map(|(json_name, property)| {
            let (strategy, merge_key) = Extensions::of(property).patch(false);
            Ok(Property {
                json_name: json_name.clone(),
                required: required.contains(&json_name.as_str()),
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

/// The type of a property schema.
pub fn ty_of(schema: &Value) -> Result<Ty, String> {
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        let name = reference.rsplit('/').next().unwrap_or(reference);
        return Ok(Ty::Ref(name.to_owned()));
    }
    let format = schema.get("format").and_then(Value::as_str);
    Ok(match schema.get("type").and_then(Value::as_str) {
        Some("string") if format == Some("byte") => Ty::Bytes,
        Some("string") => Ty::String,
        Some("integer") if format == Some("int32") => Ty::Int32,
        Some("integer") => Ty::Int64,
        Some("number") => Ty::Number,
        Some("boolean") => Ty::Bool,
        Some("array") => {
            let items = schema.get("items").ok_or("an array without items")?;
            Ty::Array(Box::new(ty_of(items)?))
        }
        Some("object") => match schema.get("additionalProperties") {
            Some(values) if values.is_object() => Ty::Map(Box::new(ty_of(values)?)),
            _ => Ty::Any,
        },
        None => Ty::Any,
        Some(other) => return Err(format!("unknown type {other:?}")),
    })
}
