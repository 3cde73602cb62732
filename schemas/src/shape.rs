//! What a schema describes, read once for every reader of OpenAPI in smp: the runtime's
//! loaders (`Schema::from_openapi_v2`/`_v3`, `from_json_schema`, `from_crd`) and the code
//! generators (the `k8s-openapi` impls, `smp-build`). With [`crate::extensions`] (how a
//! property patches), this is the whole of what they read, so a schema has one meaning on
//! the `Value` path and on the typed path. Each reader then builds what it builds (schema
//! nodes, Rust types) from the answer.
//!
//! ```
//! use serde_json::json;
//! use smp_schemas::shape::{shape, Scalar, Shape};
//! let nullable = json!({"type": ["integer", "null"], "format": "int32"});
//! assert_eq!(shape(&nullable), Shape::Scalar(Scalar::Int32));
//! let wrapped = json!({"allOf": [{"$ref": "#/components/schemas/Item"}], "x-kubernetes-patch-strategy": "merge"});
//! assert_eq!(shape(&wrapped), Shape::Ref("#/components/schemas/Item"));
//! // Properties make an object, with or without `type: object`.
//! assert!(matches!(shape(&json!({"properties": {"a": {}}})), Shape::Struct(_)));
//! assert_eq!(shape(&json!({"type": "object"})), Shape::Map(None));
//! ```

use serde_json::Value;

use crate::extensions::is_set;
use crate::json::Json;

/// What one schema (a definition, a property, a list's items, a map's values) describes;
/// the schemas it holds as `J` holds them (a `serde_json::Value`, or a [`crate::tape::Tape`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Shape<'a, J: Json<'a> = &'a Value> {
    /// Another definition: a `$ref`, also when wrapped as `allOf: [{$ref}]` (OpenAPI v3
    /// puts extensions beside a reference that way). The reference as written.
    Ref(&'a str),
    /// `x-kubernetes-int-or-string`: an integer or a string, replaced whole.
    IntOrString,
    /// A scalar.
    Scalar(Scalar),
    /// A `type` OpenAPI does not name, as written (the runtime keeps such a value as a
    /// scalar; the generators refuse it).
    Unknown(&'a str),
    /// An array, with its items' schema (`None`: no `items`, any JSON).
    List(Option<J>),
    /// An object with properties (`type: object`, or no type).
    Struct(Object<'a, J>),
    /// An object without properties: a map from strings, with its values' schema (`None`:
    /// no `additionalProperties` schema, any JSON).
    Map(Option<J>),
    /// Any JSON: no type and no properties, or an object that keeps unknown fields
    /// (`x-kubernetes-preserve-unknown-fields`) without properties.
    Any,
}

/// A scalar type, with its format where it changes the Rust type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scalar {
    /// `string`.
    String,
    /// `string` with `format: byte` (base64 text).
    Bytes,
    /// `integer` with `format: int32`.
    Int32,
    /// `integer`, any other format.
    Int64,
    /// `number`.
    Number,
    /// `boolean`.
    Bool,
}

impl Scalar {
    /// The OpenAPI type name.
    pub fn type_name(&self) -> &'static str {
        match self {
            Scalar::String | Scalar::Bytes => "string",
            Scalar::Int32 | Scalar::Int64 => "integer",
            Scalar::Number => "number",
            Scalar::Bool => "boolean",
        }
    }
}

/// An object schema with properties.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Object<'a, J: Json<'a> = &'a Value> {
    /// The properties, by JSON name.
    pub properties: J::Object,
    /// `required`: the properties every object has.
    pub required: Option<J::Array>,
    /// `x-kubernetes-preserve-unknown-fields`: other fields are kept too. A Rust struct
    /// would drop them on reading, so the generators make such an object any JSON.
    pub preserves_unknown_fields: bool,
}

impl<'a, J: Json<'a>> Object<'a, J> {
    /// The properties: each one's JSON name and schema, in the order the schema has them.
    pub fn properties(&self) -> impl Iterator<Item = (&'a str, J)> {
        J::members(self.properties)
    }

    /// Whether the property is `required`.
    pub fn is_required(&self, property: &str) -> bool {
        self.required.is_some_and(|required| J::elements(required).any(|name| name.as_str() == Some(property)))
    }
}

/// What `schema` describes.
pub fn shape<'a, J: Json<'a>>(schema: J) -> Shape<'a, J> {
    if schema.as_object().is_none() {
        return Shape::Any;
    }
    let [target, all_of, int_or_string, ty, format, properties, required, preserves, items, values] = schema.get_all([
        "$ref",
        "allOf",
        "x-kubernetes-int-or-string",
        "type",
        "format",
        "properties",
        "required",
        "x-kubernetes-preserve-unknown-fields",
        "items",
        "additionalProperties",
    ]);
    if let Some(reference) = reference_of(target, all_of) {
        return Shape::Ref(reference);
    }
    if is_set(int_or_string) {
        return Shape::IntOrString;
    }
    // A nullable type of JSON Schema (`["string", "null"]`) is its other type.
    let ty = ty.and_then(|ty| {
        ty.as_str().or_else(|| J::elements(ty.as_array()?).filter_map(J::as_str).find(|t| *t != "null"))
    });
    let format = format.and_then(J::as_str);
    let preserves_unknown_fields = is_set(preserves);
    match (ty, properties.and_then(J::as_object)) {
        (Some("object") | None, Some(properties)) => {
            Shape::Struct(Object { properties, required: required.and_then(J::as_array), preserves_unknown_fields })
        }
        (Some("object"), None) if preserves_unknown_fields => Shape::Any,
        (Some("object"), None) => Shape::Map(values.filter(|values| values.as_object().is_some())),
        (Some("array"), _) => Shape::List(items),
        (Some("string"), _) if format == Some("byte") => Shape::Scalar(Scalar::Bytes),
        (Some("string"), _) => Shape::Scalar(Scalar::String),
        (Some("integer"), _) if format == Some("int32") => Shape::Scalar(Scalar::Int32),
        (Some("integer"), _) => Shape::Scalar(Scalar::Int64),
        (Some("number"), _) => Shape::Scalar(Scalar::Number),
        (Some("boolean"), _) => Shape::Scalar(Scalar::Bool),
        (Some(other), _) => Shape::Unknown(other),
        (None, None) => Shape::Any,
    }
}

/// The `$ref` of a schema, also when wrapped as `allOf: [{$ref}]` ([`Shape::Ref`]).
pub fn reference<'a, J: Json<'a>>(schema: J) -> Option<&'a str> {
    let [target, all_of] = schema.get_all(["$ref", "allOf"]);
    reference_of(target, all_of)
}

/// [`reference`], from a schema's `$ref` and `allOf`.
fn reference_of<'a, J: Json<'a>>(target: Option<J>, all_of: Option<J>) -> Option<&'a str> {
    if let Some(target) = target.and_then(J::as_str) {
        return Some(target);
    }
    let mut all_of = J::elements(all_of?.as_array()?);
    match (all_of.next(), all_of.next()) {
        (Some(only), None) => only.get("$ref").and_then(J::as_str),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn scalars_lists_and_maps() {
        assert_eq!(shape(&json!({"type": "string", "format": "byte"})), Shape::Scalar(Scalar::Bytes));
        assert_eq!(shape(&json!({"type": "integer", "format": "int64"})), Shape::Scalar(Scalar::Int64));
        assert_eq!(shape(&json!({"type": ["null", "boolean"]})), Shape::Scalar(Scalar::Bool));
        assert_eq!(shape(&json!({"type": "date"})), Shape::Unknown("date"));
        let items = json!({"type": "string"});
        assert_eq!(shape(&json!({"type": "array", "items": items})), Shape::List(Some(&items)));
        assert_eq!(shape(&json!({"type": "array"})), Shape::List(None));
        assert_eq!(shape(&json!({"type": "object", "additionalProperties": items})), Shape::Map(Some(&items)));
        // `additionalProperties: true` names no schema.
        assert_eq!(shape(&json!({"type": "object", "additionalProperties": true})), Shape::Map(None));
    }

    #[test]
    fn references_int_or_string_and_any_json() {
        assert_eq!(shape(&json!({"$ref": "#/definitions/A", "type": "object"})), Shape::Ref("#/definitions/A"));
        assert_eq!(shape(&json!({"allOf": [{"$ref": "#/a"}, {"$ref": "#/b"}]})), Shape::Any);
        assert_eq!(shape(&json!({"x-kubernetes-int-or-string": true, "type": "string"})), Shape::IntOrString);
        assert_eq!(shape(&json!({"type": "object", "x-kubernetes-preserve-unknown-fields": true})), Shape::Any);
        assert_eq!(shape(&json!({})), Shape::Any);
        assert_eq!(shape(&json!(true)), Shape::Any);
    }

    #[test]
    fn objects_with_properties() {
        let schema = json!({"properties": {"a": {}, "b": {}}, "required": ["b"],
            "x-kubernetes-preserve-unknown-fields": true});
        let Shape::Struct(object) = shape(&schema) else { panic!("an object") };
        assert_eq!(object.properties.len(), 2);
        assert!(object.is_required("b") && !object.is_required("a"));
        assert!(object.preserves_unknown_fields);
        // A type other than object wins over properties.
        assert_eq!(shape(&json!({"type": "string", "properties": {"a": {}}})), Shape::Scalar(Scalar::String));
    }
}
