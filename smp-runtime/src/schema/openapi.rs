//! Building a [`Schema`] from OpenAPI v2, OpenAPI v3, JSON Schema `$defs` and CRDs.
//!
//! One converter serves all four: they differ only in where the definitions live and how
//! a `$ref` names one. References are resolved here, once.

use std::collections::HashMap;

use serde_json::{Map, Value};

use super::{Field, Node, NodeId, PatchMeta, Schema, ARBITRARY};
use crate::error::{Error, ErrorKind, JsonPath};

fn invalid(message: impl Into<String>) -> Error {
    Error::new(ErrorKind::InvalidSchema(message.into()), JsonPath::root())
}

impl Schema {
    /// Reads the `definitions` of an OpenAPI v2 (Swagger) document; `$ref`s have the form
    /// `#/definitions/NAME`.
    pub fn from_openapi_v2(document: &Value) -> Result<Schema, Error> {
        let definitions = document
            .get("definitions")
            .and_then(Value::as_object)
            .ok_or_else(|| invalid("an OpenAPI v2 document needs a `definitions` object"))?;
        Converter::new(definitions, "#/definitions/").convert_all()
    }

    /// Reads the `components.schemas` of an OpenAPI v3 document; `$ref`s have the form
    /// `#/components/schemas/NAME`, also wrapped as `allOf: [{$ref}]` beside extensions.
    ///
    /// ```
    /// use serde_json::json;
    /// let schema = smp_runtime::Schema::from_openapi_v3(&json!({"components": {"schemas": {
    ///     "Item": {"type": "object", "properties": {"children": {"type": "array",
    ///         "items": {"allOf": [{"$ref": "#/components/schemas/Item"}]},
    ///         "x-kubernetes-patch-strategy": "merge", "x-kubernetes-patch-merge-key": "name"}}}}}}))?;
    /// let (_, meta) = schema.definition("Item").unwrap().list_field("children")?;
    /// assert_eq!(meta.merge_key(), Some("name"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_openapi_v3(document: &Value) -> Result<Schema, Error> {
        let definitions = document
            .pointer("/components/schemas")
            .and_then(Value::as_object)
            .ok_or_else(|| invalid("an OpenAPI v3 document needs a `components.schemas` object"))?;
        Converter::new(definitions, "#/components/schemas/").convert_all()
    }

    /// Reads the `$defs` of a JSON Schema document; `$ref`s have the form `#/$defs/NAME`.
    ///
    /// ```
    /// use serde_json::json;
    /// let schema = smp_runtime::Schema::from_json_schema(&json!({"$defs": {
    ///     "Pod": {"type": "object", "properties": {"finalizers": {"type": "array",
    ///         "items": {"type": "string"}, "x-kubernetes-patch-strategy": "merge"}}}}}))?;
    /// assert!(schema.definition("Pod").is_some());
    /// # Ok::<(), smp_runtime::Error>(())
    /// ```
    pub fn from_json_schema(document: &Value) -> Result<Schema, Error> {
        let definitions = document
            .get("$defs")
            .and_then(Value::as_object)
            .ok_or_else(|| invalid("a JSON Schema document needs a `$defs` object"))?;
        Converter::new(definitions, "#/$defs/").convert_all()
    }

    /// Reads every served version of a CustomResourceDefinition (`apiextensions.k8s.io/v1`,
    /// `spec.versions[].schema.openAPIV3Schema`). Each version's root type is registered
    /// for [`Schema::for_kind`] and as the definition `<version>`.
    ///
    /// ```
    /// use serde_json::json;
    /// use smp_runtime::Schema;
    /// let crd = json!({"spec": {"group": "example.com", "names": {"kind": "Widget"},
    ///     "versions": [{"name": "v1", "schema": {"openAPIV3Schema": {"type": "object",
    ///         "properties": {"spec": {"type": "object"}}}}}]}});
    /// let schema = Schema::from_crd(&crd)?;
    /// assert!(schema.for_kind("example.com/v1", "Widget").is_some());
    /// # Ok::<(), smp_runtime::Error>(())
    /// ```
    pub fn from_crd(crd: &Value) -> Result<Schema, Error> {
        let spec = crd.get("spec").ok_or_else(|| invalid("a CRD needs a `spec`"))?;
        let group = spec.get("group").and_then(Value::as_str).unwrap_or_default();
        let kind = spec
            .pointer("/names/kind")
            .and_then(Value::as_str)
            .ok_or_else(|| invalid("a CRD needs `spec.names.kind`"))?;
        let versions = spec
            .get("versions")
            .and_then(Value::as_array)
            .ok_or_else(|| invalid("a CRD needs `spec.versions`"))?;
        let mut definitions = Map::new();
        for version in versions {
            let name = version.get("name").and_then(Value::as_str).ok_or_else(|| invalid("a CRD version needs a name"))?;
            let root = version
                .pointer("/schema/openAPIV3Schema")
                .or_else(|| spec.pointer("/validation/openAPIV3Schema"))
                .cloned()
                .unwrap_or(Value::Object(Map::new()));
            definitions.insert(name.to_owned(), root);
        }
        let mut converter = Converter::new(&definitions, "#/definitions/");
        for name in definitions.keys() {
            let node = converter.definition(name)?;
            let api_version = if group.is_empty() { name.clone() } else { format!("{group}/{name}") };
            converter.schema.kinds.insert((api_version, kind.to_owned()), node);
        }
        Ok(converter.schema)
    }
}

struct Converter<'d> {
    definitions: &'d Map<String, Value>,
    ref_prefix: &'static str,
    schema: Schema,
    /// Definitions already converted (or being converted: recursive types).
    done: HashMap<&'d str, NodeId>,
}

impl<'d> Converter<'d> {
    fn new(definitions: &'d Map<String, Value>, ref_prefix: &'static str) -> Self {
        Converter { definitions, ref_prefix, schema: Schema::empty(false), done: HashMap::new() }
    }

    fn convert_all(mut self) -> Result<Schema, Error> {
        for (name, definition) in self.definitions {
            let node = self.definition(name)?;
            self.schema.names.insert(name.clone(), node);
            for gvk in definition.get("x-kubernetes-group-version-kind").and_then(Value::as_array).into_iter().flatten() {
                let group = gvk.get("group").and_then(Value::as_str).unwrap_or_default();
                let version = gvk.get("version").and_then(Value::as_str).unwrap_or_default();
                let Some(kind) = gvk.get("kind").and_then(Value::as_str) else { continue };
                let api_version = if group.is_empty() { version.to_owned() } else { format!("{group}/{version}") };
                self.schema.kinds.insert((api_version, kind.to_owned()), node);
            }
        }
        Ok(self.schema)
    }

    fn definition(&mut self, name: &'d str) -> Result<NodeId, Error> {
        if let Some(&node) = self.done.get(name) {
            return Ok(node);
        }
        let (key, definition) = self
            .definitions
            .get_key_value(name)
            .ok_or_else(|| invalid(format!("unresolved reference to {name:?}")))?;
        if reference(definition).is_some() {
            // A definition that only names another: share its node. A cycle of such
            // aliases has no type; the guard in `node` stops it.
            if self.done.len() > self.definitions.len() * 2 {
                return Err(invalid(format!("reference cycle through {name:?}")));
            }
            self.done.insert(key.as_str(), ARBITRARY);
            let node = self.node_id(definition, name, 0)?;
            self.done.insert(key.as_str(), node);
            return Ok(node);
        }
        // Reserve the slot first: a type may refer to itself (MergeItem.mergingList).
        let node = self.schema.push(Node::Arbitrary);
        self.done.insert(key.as_str(), node);
        let converted = self.node(definition, name, 0)?;
        self.schema.nodes[node] = converted;
        self.schema.names.insert(name.to_owned(), node);
        Ok(node)
    }

    /// Converts an inline schema to a node id (a reference resolves to its definition).
    fn node_id(&mut self, schema: &'d Value, context: &str, depth: usize) -> Result<NodeId, Error> {
        if let Some(target) = reference(schema) {
            let name = target
                .strip_prefix(self.ref_prefix)
                .ok_or_else(|| invalid(format!("unsupported $ref {target:?} in {context}")))?;
            return self.definition(name);
        }
        let node = self.node(schema, context, depth)?;
        if matches!(node, Node::Arbitrary) {
            return Ok(ARBITRARY);
        }
        Ok(self.schema.push(node))
    }

    fn node(&mut self, schema: &'d Value, context: &str, depth: usize) -> Result<Node, Error> {
        if depth > 64 {
            return Err(invalid(format!("schema nested too deeply at {context}")));
        }
        let Some(object) = schema.as_object() else { return Ok(Node::Arbitrary) };
        let ty = match object.get("type") {
            Some(Value::String(ty)) => Some(ty.as_str()),
            Some(Value::Array(types)) => types.iter().filter_map(Value::as_str).find(|t| *t != "null"),
            _ => None,
        };
        let int_or_string = object.get("x-kubernetes-int-or-string") == Some(&Value::Bool(true));
        let preserve = object.get("x-kubernetes-preserve-unknown-fields") == Some(&Value::Bool(true));
        let properties = object.get("properties").and_then(Value::as_object);
        Ok(match ty {
            _ if int_or_string => Node::Primitive { name: "int-or-string".to_owned() },
            Some("array") => {
                let items = match object.get("items") {
                    Some(items) => self.node_id(items, context, depth + 1)?,
                    None => ARBITRARY,
                };
                Node::List { items }
            }
            Some("object") | None if properties.is_some() => {
                let mut fields = HashMap::new();
                for (field_name, field_schema) in properties.into_iter().flatten() {
                    let node = self.node_id(field_schema, context, depth + 1)?;
                    let meta = PatchMeta::new(
                        extension(field_schema, "x-kubernetes-patch-strategy"),
                        extension(field_schema, "x-kubernetes-patch-merge-key"),
                    );
                    fields.insert(field_name.clone(), Field { node, meta });
                }
                Node::Struct { name: context.to_owned(), fields }
            }
            Some("object") if preserve => Node::Arbitrary,
            Some("object") => {
                let values = match object.get("additionalProperties") {
                    Some(values @ Value::Object(_)) => self.node_id(values, context, depth + 1)?,
                    _ => ARBITRARY,
                };
                Node::Map { values }
            }
            Some(primitive) => Node::Primitive { name: primitive.to_owned() },
            None => Node::Arbitrary,
        })
    }
}

/// The `$ref` of a schema, also when wrapped as `allOf: [{$ref}]` (OpenAPI v3 does this
/// to put extensions beside a reference).
fn reference(schema: &Value) -> Option<&str> {
    if let Some(target) = schema.get("$ref").and_then(Value::as_str) {
        return Some(target);
    }
    match schema.get("allOf").and_then(Value::as_array).map(Vec::as_slice) {
        Some([only]) => only.get("$ref").and_then(Value::as_str),
        _ => None,
    }
}

fn extension<'v>(schema: &'v Value, name: &str) -> Option<&'v str> {
    schema.get(name).and_then(Value::as_str)
}
