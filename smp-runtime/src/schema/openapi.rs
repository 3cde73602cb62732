//! Building a [`Schema`] from OpenAPI v2, OpenAPI v3, JSON Schema `$defs` and CRDs.
//!
//! One converter serves all four: they differ only in where the definitions live and how
//! a `$ref` names one. References are resolved here, once.

use std::collections::HashMap;

use serde_json::{Map, Value};
use smp_schemas::extensions::Extensions;
use smp_schemas::json::Json;
use smp_schemas::shape::{reference, shape, Shape};

use super::{Field, Node, NodeId, PatchMeta, Plain, Schema, ARBITRARY};
use crate::bounds::with_stack;
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
        Converter::new(entries(definitions), "#/definitions/")?.convert_all()
    }

    /// Reads the `components.schemas` of an OpenAPI v3 document; `$ref`s have the form
    /// `#/components/schemas/NAME`, also wrapped as `allOf: [{$ref}]` beside extensions.
    ///
    /// ```
    /// use serde_json::json;
    /// let schema = smp::Schema::from_openapi_v3(&json!({"components": {"schemas": {
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
        Converter::new(entries(definitions), "#/components/schemas/")?.convert_all()
    }

    /// Reads the `$defs` of a JSON Schema document; `$ref`s have the form `#/$defs/NAME`.
    ///
    /// ```
    /// use serde_json::json;
    /// let schema = smp::Schema::from_json_schema(&json!({"$defs": {
    ///     "Pod": {"type": "object", "properties": {"finalizers": {"type": "array",
    ///         "items": {"type": "string"}, "x-kubernetes-patch-strategy": "merge"}}}}}))?;
    /// assert!(schema.definition("Pod").is_some());
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn from_json_schema(document: &Value) -> Result<Schema, Error> {
        let definitions = document
            .get("$defs")
            .and_then(Value::as_object)
            .ok_or_else(|| invalid("a JSON Schema document needs a `$defs` object"))?;
        Converter::new(entries(definitions), "#/$defs/")?.convert_all()
    }

    /// Reads every served version of a CustomResourceDefinition (`apiextensions.k8s.io/v1`,
    /// `spec.versions[].schema.openAPIV3Schema`). Each version's root type is registered
    /// for [`Schema::for_kind`] and as the definition `<version>`.
    ///
    /// A field's patch extensions (`x-kubernetes-patch-strategy`, `-merge-key`) decide, as
    /// for built-in kinds. Custom resources rarely have them, so a field without them
    /// follows its list type, as `smp-build`'s types do: `x-kubernetes-list-type: map`
    /// merges by its `x-kubernetes-list-map-keys` (all of them, as one composite key, when
    /// there are several, as on the typed path), `set` merges by value, `atomic` (or none)
    /// replaces. (The other readers, for built-in kinds' documents, read only the patch
    /// extensions, as the reference does.) The root's `metadata` is Kubernetes' `ObjectMeta`,
    /// whose finalizers merge and whose owner references merge by `uid`.
    ///
    /// Types are read as `smp-build` reads them (both use `smp_schemas`): an object below
    /// the root that keeps unknown fields (`x-kubernetes-preserve-unknown-fields`) is any
    /// JSON even when it lists properties, and so is an int-or-string value; an object
    /// without properties is a map of any JSON values.
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::Schema;
    /// let crd = json!({"spec": {"group": "example.com", "names": {"kind": "Widget"},
    ///     "versions": [{"name": "v1", "schema": {"openAPIV3Schema": {"type": "object",
    ///         "properties": {"spec": {"type": "object"}}}}}]}});
    /// let schema = Schema::from_crd(&crd)?;
    /// assert!(schema.for_kind("example.com/v1", "Widget").is_some());
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn from_crd(crd: &Value) -> Result<Schema, Error> {
        let spec = crd.get("spec").ok_or_else(|| invalid("a CRD needs a `spec`"))?;
        let group = spec.get("group").and_then(Value::as_str).unwrap_or_default();
        let kind = spec
            .pointer("/names/kind")
            .and_then(Value::as_str)
            .ok_or_else(|| invalid("a CRD needs `spec.names.kind`"))?;
        let versions =
            spec.get("versions").and_then(Value::as_array).ok_or_else(|| invalid("a CRD needs `spec.versions`"))?;
        // The version roots are borrowed, not copied: a copy would recurse as deep as
        // the schema is nested, before any bound is checked.
        let empty = Value::Object(Map::new());
        let mut definitions = Vec::new();
        for version in versions {
            let name =
                version.get("name").and_then(Value::as_str).ok_or_else(|| invalid("a CRD version needs a name"))?;
            let root = version
                .pointer("/schema/openAPIV3Schema")
                .or_else(|| spec.pointer("/validation/openAPIV3Schema"))
                .unwrap_or(&empty);
            definitions.push((name, root));
        }
        let mut converter = Converter::new(definitions, "#/definitions/")?;
        converter.list_types = true;
        let roots = converter.convert()?;
        // A custom resource's metadata is an ObjectMeta, whatever the CRD says of it.
        let object_meta = object_meta(&mut converter.schema);
        for &(_, _, node) in &roots {
            if let Node::Struct { fields, .. } = converter.schema.node_mut(node) {
                fields.insert("metadata".to_owned(), Field { node: object_meta, meta: PatchMeta::default() });
            }
        }
        for (name, _, node) in roots {
            let api_version = if group.is_empty() { name.to_owned() } else { format!("{group}/{name}") };
            converter.schema.kinds.insert((api_version, kind.to_owned()), node);
        }
        Ok(converter.schema)
    }
}

/// Turns definitions into schema nodes without recursing through `$ref`s: every
/// definition gets its node first, so a reference is a lookup, and a chain of ten
/// thousand definitions each holding the next costs no stack. Only inline nesting
/// recurses, to [`MAX_INLINE_DEPTH`] levels.
///
/// The definitions are JSON as `J` holds it: a `serde_json::Value` (users' documents), or
/// one of Kubernetes' definitions read from `smp_schemas`' tape without a parse.
struct Converter<'d, J: Json<'d> = &'d Value> {
    /// The definitions, in document order.
    definitions: Vec<(&'d str, J)>,
    ref_prefix: &'static str,
    schema: Schema,
    /// Each definition's node; an alias (a definition that only names another) shares
    /// the node of the definition its chain ends at.
    nodes: HashMap<&'d str, NodeId>,
    /// Whether list types decide fields without patch extensions (CRDs).
    list_types: bool,
    /// The unit the nodes made here belong to (`NodeId::unit`): 0 but for one of
    /// Kubernetes' definitions converted on first use, whose references name the others'.
    unit: u32,
    #[cfg(feature = "k8s-definitions")]
    others: Option<smp_schemas::Definitions>,
}

/// How deep schemas nest inline (properties of properties, items of items) before the
/// converter gives up; references do not count.
const MAX_INLINE_DEPTH: usize = 64;

impl<'d, J: Json<'d>> Converter<'d, J> {
    /// Reserves a node for every definition and resolves the aliases.
    fn new(definitions: Vec<(&'d str, J)>, ref_prefix: &'static str) -> Result<Self, Error> {
        Converter::of_unit(definitions, ref_prefix, 0)
    }

    fn of_unit(definitions: Vec<(&'d str, J)>, ref_prefix: &'static str, unit: u32) -> Result<Self, Error> {
        let mut converter = Converter {
            definitions,
            ref_prefix,
            schema: Schema::empty(false),
            nodes: HashMap::new(),
            list_types: false,
            unit,
            #[cfg(feature = "k8s-definitions")]
            others: None,
        };
        for index in 0..converter.definitions.len() {
            let (name, definition) = converter.definitions[index];
            if reference(definition).is_none() {
                let node = converter.push(Node::Arbitrary);
                converter.nodes.insert(name, node);
            }
        }
        let by_name: HashMap<&str, J> = converter.definitions.iter().copied().collect();
        for index in 0..converter.definitions.len() {
            let (name, definition) = converter.definitions[index];
            if reference(definition).is_some() {
                converter.resolve_alias(name, &by_name)?;
            }
        }
        Ok(converter)
    }

    /// Gives an alias, and every alias its chain passes through, the node the chain ends
    /// at, followed in a loop; each alias is walked once, however many chains share it. A
    /// chain that comes back to itself names no type: it is arbitrary.
    fn resolve_alias(&mut self, name: &'d str, by_name: &HashMap<&str, J>) -> Result<NodeId, Error> {
        let mut chain: Vec<&'d str> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut current = name;
        let node = loop {
            if let Some(&node) = self.nodes.get(current) {
                break node;
            }
            if !seen.insert(current) {
                break ARBITRARY;
            }
            chain.push(current);
            let definition =
                by_name.get(current).ok_or_else(|| invalid(format!("unresolved reference to {current:?}")))?;
            let target = reference(*definition).unwrap_or_default();
            current = self.target(target, current)?;
        };
        for alias in chain {
            self.nodes.insert(alias, node);
        }
        Ok(node)
    }

    /// The definition name a `$ref` points at.
    fn target<'t>(&self, reference: &'t str, context: &str) -> Result<&'t str, Error> {
        reference
            .strip_prefix(self.ref_prefix)
            .ok_or_else(|| invalid(format!("unsupported $ref {reference:?} in {context}")))
    }

    /// Converts every definition and names it; returns each definition with its node.
    fn convert(&mut self) -> Result<Vec<(&'d str, J, NodeId)>, Error> {
        // Inline nesting recurses: on a stack of its own, as every entry point's walk.
        with_stack(|| self.convert_each())
    }

    fn convert_each(&mut self) -> Result<Vec<(&'d str, J, NodeId)>, Error> {
        let mut converted = Vec::with_capacity(self.definitions.len());
        for index in 0..self.definitions.len() {
            let (name, definition) = self.definitions[index];
            let node = self.nodes[name];
            if reference(definition).is_none() {
                *self.schema.node_mut(node) = self.node(definition, name, 0)?;
            }
            self.schema.names.insert(name.to_owned(), node);
            converted.push((name, definition, node));
        }
        Ok(converted)
    }

    /// Converts every definition, registering the kinds they declare.
    fn convert_all(mut self) -> Result<Schema, Error> {
        for (_, definition, node) in self.convert()? {
            let declared = definition.get("x-kubernetes-group-version-kind").and_then(J::as_array);
            for gvk in declared.into_iter().flat_map(J::elements) {
                let group = gvk.get("group").and_then(J::as_str).unwrap_or_default();
                let version = gvk.get("version").and_then(J::as_str).unwrap_or_default();
                let Some(kind) = gvk.get("kind").and_then(J::as_str) else { continue };
                let api_version = if group.is_empty() { version.to_owned() } else { format!("{group}/{version}") };
                self.schema.kinds.insert((api_version, kind.to_owned()), node);
            }
        }
        Ok(self.schema)
    }

    /// Converts an inline schema to a node id (a reference is its definition's node).
    fn node_id(&mut self, schema: J, context: &str, depth: usize) -> Result<NodeId, Error> {
        if let Some(target) = reference(schema) {
            let name = self.target(target, context)?;
            return self.reference(name).ok_or_else(|| invalid(format!("unresolved reference to {name:?}")));
        }
        let node = self.node(schema, context, depth)?;
        if matches!(node, Node::Arbitrary) {
            return Ok(ARBITRARY);
        }
        Ok(self.push(node))
    }

    /// The node of the definition `name`: converted here, or another of Kubernetes'.
    fn reference(&self, name: &str) -> Option<NodeId> {
        if let Some(&node) = self.nodes.get(name) {
            return Some(node);
        }
        #[cfg(feature = "k8s-definitions")]
        if let Some(others) = &self.others {
            return others.position(name).map(NodeId::definition);
        }
        None
    }

    /// A node of this converter's unit.
    fn push(&mut self, node: Node) -> NodeId {
        NodeId { unit: self.unit, ..self.schema.push(node) }
    }

    fn node(&mut self, schema: J, context: &str, depth: usize) -> Result<Node, Error> {
        if depth > MAX_INLINE_DEPTH {
            return Err(invalid(format!("schema nested too deeply at {context}")));
        }
        Ok(match shape(schema) {
            // `node_id` resolves references; a definition's own is an alias (`new`).
            // int-or-string is any JSON, as the generated types (`smp-build`) hold it.
            Shape::Ref(_) | Shape::Any | Shape::IntOrString => Node::Arbitrary,
            Shape::Scalar(scalar) => Node::Primitive { name: scalar.type_name().to_owned() },
            Shape::Unknown(name) => Node::Primitive { name: name.to_owned() },
            Shape::List(items) => {
                let items = match items {
                    Some(items) => self.node_id(items, context, depth + 1)?,
                    None => ARBITRARY,
                };
                Node::List { items }
            }
            // Below a definition, an object that keeps unknown fields is any JSON, as the
            // generated types (`smp-build`) hold it: a struct would drop those fields.
            Shape::Struct(object) if object.preserves_unknown_fields && depth > 0 => Node::Arbitrary,
            Shape::Struct(object) => {
                let mut fields = super::Fields::default();
                for (field_name, field_schema) in object.properties() {
                    let node = self.node_id(field_schema, context, depth + 1)?;
                    let meta = field_meta(field_schema, self.list_types);
                    fields.insert(field_name.to_owned(), Field { node, meta });
                }
                Node::Struct { name: context.to_owned(), fields, plain: Plain::default() }
            }
            Shape::Map(values) => {
                // Read, so that a broken values schema is still an error.
                if let Some(values) = values {
                    self.node_id(values, context, depth + 1)?;
                }
                Node::Map
            }
        })
    }
}

/// The nodes of one of Kubernetes' definitions, converted on its own from its tape: `[any,
/// the definition, what it holds inline]`, its references to the others by their positions.
#[cfg(feature = "k8s-definitions")]
pub(crate) fn convert_one(
    name: &'static str,
    definition: smp_schemas::tape::Tape,
    others: smp_schemas::Definitions,
    unit: u32,
) -> Result<Vec<Node>, Error> {
    let mut converter = Converter::of_unit(vec![(name, definition)], "#/definitions/", unit)?;
    converter.others = Some(others);
    converter.convert()?;
    Ok(converter.schema.nodes)
}

fn entries(definitions: &Map<String, Value>) -> Vec<(&str, &Value)> {
    definitions.iter().map(|(name, definition)| (name.as_str(), definition)).collect()
}

/// `ObjectMeta` (`k8s.io/apimachinery` `meta/v1`), for custom resources' `metadata`: its
/// fields, with the patch strategies of its Go tags (finalizers merge, owner references
/// merge by `uid`).
fn object_meta(schema: &mut Schema) -> NodeId {
    let string = schema.push(Node::Primitive { name: "string".to_owned() });
    let strings = schema.push(Node::Map);
    let string_list = schema.push(Node::List { items: string });
    let any_list = schema.push(Node::List { items: ARBITRARY });
    let plain = |node| Field { node, meta: PatchMeta::default() };
    let mut fields: super::Fields = [
        "creationTimestamp",
        "deletionTimestamp",
        "generateName",
        "name",
        "namespace",
        "resourceVersion",
        "selfLink",
        "uid",
    ]
    .into_iter()
    .map(|name| (name.to_owned(), plain(string)))
    .collect();
    for name in ["deletionGracePeriodSeconds", "generation"] {
        fields.insert(name.to_owned(), plain(ARBITRARY));
    }
    fields.insert("labels".to_owned(), plain(strings));
    fields.insert("annotations".to_owned(), plain(strings));
    fields.insert("managedFields".to_owned(), plain(any_list));
    fields.insert("finalizers".to_owned(), Field { node: string_list, meta: PatchMeta::new(Some("merge"), None) });
    fields.insert(
        "ownerReferences".to_owned(),
        Field { node: any_list, meta: PatchMeta::new(Some("merge"), Some("uid")) },
    );
    schema.push(Node::Struct { name: "ObjectMeta".to_owned(), fields, plain: Plain::default() })
}

/// A field's patch semantics, by the rule the code generators share
/// ([`Extensions::patch`]): its patch extensions; without them, and where list types count
/// (CRDs), its list type (see [`Schema::from_crd`]).
fn field_meta<'d, J: Json<'d>>(schema: J, list_types: bool) -> PatchMeta {
    let (strategy, keys) = Extensions::of(schema).patch(list_types);
    // Every key, comma-separated: a composite key when there are several.
    let merge_key = (!keys.is_empty()).then(|| keys.join(","));
    PatchMeta::new(strategy, merge_key.as_deref())
}
