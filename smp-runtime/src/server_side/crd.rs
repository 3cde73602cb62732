//! A CustomResourceDefinition as the API server reads it for server-side apply
//! (apiextensions-apiserver's `buildOpenAPIModelsForApply`): each version's
//! `openAPIV3Schema`, with `apiVersion`, `kind` and `metadata` (a reference to Kubernetes'
//! `ObjectMeta`) at the root and in every embedded resource, named by its group, version
//! and kind, beside the built-in definitions it refers to.

use serde_json::{json, Map, Value};

use super::TypeConverter;
use crate::error::{Error, ErrorKind, JsonPath, PathSegment};
use crate::KubeVersion;

/// The definition every `metadata` refers to.
const OBJECT_META: &str = "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta";

impl TypeConverter {
    /// The kinds of a CustomResourceDefinition (`apiextensions.k8s.io/v1`), each served
    /// version's schema read as the API server of Kubernetes `version` reads it for
    /// server-side apply: `metadata` is Kubernetes' `ObjectMeta` (at the root and in
    /// embedded resources), lists and maps are as their `x-kubernetes-*` extensions say,
    /// and with `spec.preserveUnknownFields` every object keeps fields its schema does not
    /// declare.
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::server_side::TypeConverter;
    /// use smp::KubeVersion;
    ///
    /// let crd = json!({"apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition",
    ///     "metadata": {"name": "widgets.example.com"},
    ///     "spec": {"group": "example.com", "scope": "Namespaced",
    ///         "names": {"kind": "Widget", "plural": "widgets"},
    ///         "versions": [{"name": "v1", "served": true, "storage": true, "schema": {"openAPIV3Schema": {
    ///             "type": "object", "properties": {"spec": {"type": "object", "properties": {
    ///                 "parts": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
    ///                     "items": {"type": "object", "properties": {"name": {"type": "string"}, "size": {"type": "integer"}}}}}}}}}}]}});
    /// let converter = TypeConverter::from_crd(KubeVersion::V1_37, &crd)?;
    /// let widget = json!({"apiVersion": "example.com/v1", "kind": "Widget",
    ///     "metadata": {"name": "w", "labels": {"app": "a"}}, "spec": {"parts": [{"name": "a", "size": 1}]}});
    /// let paths: Vec<String> = converter.to_field_set(&widget)?.paths().iter().map(|p| p.to_string()).collect();
    /// assert!(paths.contains(&r#".spec.parts[name="a"].size"#.to_owned()));
    /// assert!(paths.contains(&".metadata.labels.app".to_owned()));
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn from_crd(version: KubeVersion, crd: &Value) -> Result<TypeConverter, Error> {
        crate::bounds::with_stack(|| {
            crate::bounds::check_depth(crd)?;
            let document = openapi_of(version, crd)?;
            let preserve = crd.pointer("/spec/preserveUnknownFields") == Some(&Value::Bool(true));
            TypeConverter::from_openapi(version, &document, preserve)
        })
    }
}

/// The OpenAPI v3 document of `crd`'s versions and the built-in definitions `ObjectMeta`
/// refers to.
fn openapi_of(version: KubeVersion, crd: &Value) -> Result<Value, Error> {
    let invalid = |reason: &str, at: &str| {
        let segments = at.split('/').skip(1).map(|step| match step.parse() {
            Ok(index) => PathSegment::Index(index),
            Err(_) => PathSegment::Key(step.to_owned()),
        });
        let path = JsonPath::from_segments(segments.collect());
        Error::new(ErrorKind::InvalidSchema(format!("a CustomResourceDefinition {reason}")), path)
    };
    let text = |pointer: &str| crd.pointer(pointer).and_then(Value::as_str).filter(|text| !text.is_empty());
    let group = text("/spec/group").ok_or_else(|| invalid("has a spec.group", "/spec/group"))?;
    let kind = text("/spec/names/kind").ok_or_else(|| invalid("has a spec.names.kind", "/spec/names/kind"))?;
    let versions = crd
        .pointer("/spec/versions")
        .and_then(Value::as_array)
        .ok_or_else(|| invalid("has spec.versions", "/spec/versions"))?;
    let mut schemas = built_in_closure(version)?;
    let reversed: Vec<&str> = group.rsplit('.').collect();
    for (at, served) in versions.iter().enumerate() {
        let name = served
            .get("name")
            .and_then(Value::as_str)
            .ok_or_else(|| invalid("names each version", &format!("/spec/versions/{at}/name")))?;
        // A version without a schema is any object (the API server's builder starts from
        // `type: object`).
        let mut schema = served
            .pointer("/schema/openAPIV3Schema")
            .or_else(|| crd.pointer("/spec/validation/openAPIV3Schema"))
            .cloned()
            .unwrap_or_else(|| json!({"type": "object", "x-kubernetes-preserve-unknown-fields": true}));
        with_type_meta(&mut schema);
        embedded_resources(&mut schema);
        schema["x-kubernetes-group-version-kind"] = json!([{"group": group, "version": name, "kind": kind}]);
        schemas.insert(format!("{}.{name}.{kind}", reversed.join(".")), schema);
    }
    Ok(json!({"openapi": "3.0.0", "components": {"schemas": schemas}}))
}

/// `apiVersion`, `kind` and `metadata` at the root of a resource's schema, as the builder
/// sets them (whatever the CRD says of `metadata`).
fn with_type_meta(schema: &mut Value) {
    if !schema.is_object() {
        *schema = json!({"type": "object"});
    }
    let properties = schema.as_object_mut().and_then(|map| {
        map.entry("properties").or_insert_with(|| json!({}));
        map.get_mut("properties").and_then(Value::as_object_mut)
    });
    if let Some(properties) = properties {
        properties.insert("apiVersion".into(), json!({"type": "string"}));
        properties.insert("kind".into(), json!({"type": "string"}));
        properties.insert("metadata".into(), json!({"$ref": format!("#/components/schemas/{OBJECT_META}")}));
    }
}

/// Every embedded resource below (`x-kubernetes-embedded-resource: true`) gets its type
/// meta and `ObjectMeta`, as the builder's `addEmbeddedProperties` does.
fn embedded_resources(schema: &mut Value) {
    let Some(map) = schema.as_object_mut() else { return };
    for key in ["properties", "patternProperties"] {
        if let Some(Value::Object(properties)) = map.get_mut(key) {
            properties.values_mut().for_each(embedded_resources_at);
        }
    }
    for key in ["items", "additionalProperties"] {
        if let Some(inner) = map.get_mut(key) {
            embedded_resources_at(inner);
        }
    }
    for key in ["allOf", "anyOf", "oneOf"] {
        if let Some(Value::Array(inner)) = map.get_mut(key) {
            inner.iter_mut().for_each(embedded_resources_at);
        }
    }
}

fn embedded_resources_at(schema: &mut Value) {
    if schema.get("x-kubernetes-embedded-resource") == Some(&Value::Bool(true)) {
        with_type_meta(schema);
    }
    embedded_resources(schema);
}

/// Kubernetes' `ObjectMeta` at `version` and every definition it refers to, by name.
fn built_in_closure(version: KubeVersion) -> Result<Map<String, Value>, Error> {
    let definitions = smp_schemas::definitions(version).ok_or_else(|| {
        Error::new(
            ErrorKind::InvalidSchema(format!("Kubernetes {} is not compiled in", version.as_str())),
            JsonPath::root(),
        )
    })?;
    let mut found = Map::new();
    let mut pending = vec![OBJECT_META.to_owned()];
    while let Some(name) = pending.pop() {
        if found.contains_key(&name) {
            continue;
        }
        let Some(at) = definitions.position(&name) else { continue };
        let definition: Value = serde_json::from_str(definitions.json(at)).unwrap_or(Value::Null);
        references(&definition, &mut pending);
        found.insert(name, definition);
    }
    Ok(found)
}

/// The names every `$ref` below `schema` refers to.
fn references(schema: &Value, out: &mut Vec<String>) {
    match schema {
        Value::Object(map) => {
            if let Some(target) = map.get("$ref").and_then(Value::as_str) {
                out.push(target.rsplit('/').next().unwrap_or(target).to_owned());
            }
            map.values().for_each(|inner| references(inner, out));
        }
        Value::Array(items) => items.iter().for_each(|inner| references(inner, out)),
        _ => {}
    }
}
