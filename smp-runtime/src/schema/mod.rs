//! The schema model: what strategic merge patch needs to know about a type.
//!
//! Per field: its patch strategy (`merge`, `replace`, `retainKeys` or `merge,retainKeys`),
//! its merge key, and the type of its value, items or map values. References are
//! resolved once, when the schema is built, so a merge never parses a `$ref` or scans a
//! list of definitions: a lookup is one hash-map probe.
//!
//! Lookups follow the Go reference's struct-based lookup (`PatchMetaFromStruct`), which
//! is what the API server and `kubectl patch` use for built-in kinds: a map's values are
//! looked up without metadata, and an object-valued field can be patched as a list of
//! such objects (the reference's `mergeItemPtr` case). An untyped ("arbitrary") value,
//! such as `RawExtension` contents, accepts every lookup with empty metadata.

mod describe;
#[cfg(feature = "k8s-definitions")]
mod kubernetes;
mod openapi;

pub use describe::{Describe, FieldsBuilder, SchemaBuilder};

use std::collections::HashMap;
use std::sync::atomic::{AtomicU8, Ordering};

/// A struct's fields by name: looked up for every key a walk meets, so hashed with the
/// list algorithms' hasher rather than SipHash.
pub(crate) type Fields = crate::lists::HashMap<String, Field>;

use crate::error::ErrorKind;

/// A type inside a [`Schema`] under construction, as [`SchemaBuilder`] hands it out: what
/// a [`Describe`] impl returns. Opaque: only the builder that made it can read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NodeId {
    /// 0 for the schema's own nodes; one more than its position for a definition that
    /// Kubernetes' definitions convert on first use (`kubernetes.rs`).
    pub(crate) unit: u32,
    pub(crate) local: u32,
}

impl NodeId {
    /// The root node of Kubernetes' definition at `position`, in the unit it converts into.
    #[cfg(feature = "k8s-definitions")]
    pub(crate) fn definition(position: usize) -> NodeId {
        NodeId { unit: position as u32 + 1, local: 1 }
    }
}

/// The node every schema has at index 0: a value of any shape.
const ARBITRARY: NodeId = NodeId { unit: 0, local: 0 };

/// A schema: a set of named types with their fields' patch metadata.
///
/// Build one from an OpenAPI document ([`Schema::from_openapi_v2`],
/// [`Schema::from_openapi_v3`]), a JSON Schema with `$defs` ([`Schema::from_json_schema`]),
/// a CustomResourceDefinition ([`Schema::from_crd`]), or, with the `k8s-schemas` feature (or `k8s-v1_3x`, one version),
/// take Kubernetes' own definitions (`Schema::kubernetes`, feature `k8s-schemas`). Then pick the type of the
/// document with [`Schema::definition`] or [`Schema::for_kind`].
///
/// ```
/// use serde_json::json;
/// use smp::Schema;
///
/// let schema = Schema::from_openapi_v2(&json!({"definitions": {
///     "Pod": {"type": "object", "properties": {
///         "finalizers": {"type": "array", "items": {"type": "string"},
///                        "x-kubernetes-patch-strategy": "merge"}}}}}))?;
/// assert!(schema.definition("Pod").is_some());
/// # Ok::<(), smp::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Schema {
    nodes: Vec<Node>,
    names: HashMap<String, NodeId>,
    kinds: HashMap<(String, String), NodeId>,
    /// The type the schema was built for, when built from a Rust type.
    root: Option<NodeId>,
    /// Go's struct lookup also accepts a field name that differs in ASCII case.
    case_insensitive_fields: bool,
    /// Kubernetes' definitions, each converted on first use, beside `nodes`.
    #[cfg(feature = "k8s-definitions")]
    lazy: Option<kubernetes::Lazy>,
}

#[derive(Debug, Clone)]
pub(crate) enum Node {
    /// Any JSON: every lookup below it succeeds with empty metadata.
    Arbitrary,
    /// An object with named fields.
    Struct { name: String, fields: Fields, plain: Plain },
    /// An object with arbitrary keys whose values share a type. Strategic merge patch never
    /// merges two of its values (Go fails where it would), so their type is not kept.
    Map,
    /// A list.
    List { items: NodeId },
    /// A string, number or boolean.
    Primitive { name: String },
    /// A value replaced whole whatever its JSON type, objects included (a Rust enum).
    Atomic { name: String },
}

/// Whether a struct type is plain ([`SchemaRef::is_plain`]), found on first use: unknown,
/// being found, or known.
#[derive(Debug, Default)]
pub(crate) struct Plain(AtomicU8);

const UNKNOWN: u8 = 0;
const FINDING: u8 = 1;
const PLAIN: u8 = 2;
const NOT_PLAIN: u8 = 3;

impl Clone for Plain {
    fn clone(&self) -> Self {
        Plain(AtomicU8::new(self.0.load(Ordering::Relaxed)))
    }
}

#[derive(Debug, Clone)]
pub(crate) struct Field {
    node: NodeId,
    meta: PatchMeta,
}

/// What the list algorithms do with a field: the `patchStrategy` and `patchMergeKey`
/// of the Go tags, the `x-kubernetes-patch-strategy` and `x-kubernetes-patch-merge-key`
/// of OpenAPI.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PatchMeta {
    strategy: ListStrategy,
    retain_keys: bool,
    merge_key: Option<String>,
    /// A strategy string the reference rejects when it uses the field.
    invalid: Option<String>,
}

/// The patch strategy of a field, without `retainKeys`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum ListStrategy {
    /// No strategy: lists are replaced, maps merged.
    #[default]
    Default,
    /// `merge`: lists merge, by merge key for lists of objects.
    Merge,
    /// `replace`: lists and maps are replaced whole.
    Replace,
    /// Another word: behaves as the default.
    Other(String),
}

pub(crate) static EMPTY_META: PatchMeta =
    PatchMeta { strategy: ListStrategy::Default, retain_keys: false, merge_key: None, invalid: None };

impl PatchMeta {
    /// Parses a strategy string (`"merge"`, `"merge,retainKeys"`, ...) and a merge key as
    /// they appear in Go tags and OpenAPI extensions.
    ///
    /// ```
    /// use smp::{ListStrategy, PatchMeta};
    /// let meta = PatchMeta::new(Some("merge,retainKeys"), Some("name"));
    /// assert_eq!(meta.strategy(), &ListStrategy::Merge);
    /// assert!(meta.retain_keys());
    /// assert_eq!(meta.merge_key(), Some("name"));
    /// ```
    pub fn new(strategy: Option<&str>, merge_key: Option<&str>) -> PatchMeta {
        let mut meta = PatchMeta { merge_key: merge_key.map(str::to_owned), ..PatchMeta::default() };
        let Some(strategy) = strategy else { return meta };
        let parts: Vec<&str> = strategy.split(',').collect();
        let (retain, other) = match parts.as_slice() {
            [one] if *one == "retainKeys" => (true, ""),
            [one] => (false, *one),
            [a, b] if *a == "retainKeys" => (true, *b),
            [a, b] if *b == "retainKeys" => (true, *a),
            _ => {
                meta.invalid = Some(strategy.to_owned());
                return meta;
            }
        };
        meta.retain_keys = retain;
        meta.strategy = match other {
            "" => ListStrategy::Default,
            "merge" => ListStrategy::Merge,
            "replace" => ListStrategy::Replace,
            word => ListStrategy::Other(word.to_owned()),
        };
        meta
    }

    /// The metadata from parts already known (the typed path's field list), not parsed
    /// from a strategy string.
    pub(crate) fn from_parts(strategy: ListStrategy, retain_keys: bool, merge_key: Option<&str>) -> PatchMeta {
        PatchMeta { strategy, retain_keys, merge_key: merge_key.map(str::to_owned), invalid: None }
    }

    /// The strategy without `retainKeys`.
    pub fn strategy(&self) -> &ListStrategy {
        &self.strategy
    }

    /// Whether the strategy includes `retainKeys`.
    pub fn retain_keys(&self) -> bool {
        self.retain_keys
    }

    /// The merge key, if any: one field's JSON name, as in the reference, or several,
    /// comma-separated (`"containerPort,protocol"`), which identify an item together
    /// (a composite key: the first field required, the others `null` when absent).
    pub fn merge_key(&self) -> Option<&str> {
        self.merge_key.as_deref()
    }

    /// The merge key, or "" as the reference treats a missing one.
    pub(crate) fn merge_key_str(&self) -> &str {
        self.merge_key.as_deref().unwrap_or("")
    }

    pub(crate) fn is_merge(&self) -> bool {
        self.strategy == ListStrategy::Merge
    }

    pub(crate) fn is_replace(&self) -> bool {
        self.strategy == ListStrategy::Replace
    }

    /// Whether the field is diffed as a field without metadata: no strategy (an unknown
    /// word is none) and nothing the reference refuses.
    fn is_plain(&self) -> bool {
        matches!(self.strategy, ListStrategy::Default | ListStrategy::Other(_)) && self.invalid.is_none()
    }

    /// The reference validates the strategy string when it uses the field.
    pub(crate) fn check(&self) -> Result<&PatchMeta, ErrorKind> {
        match &self.invalid {
            None => Ok(self),
            Some(strategy) => Err(ErrorKind::UnexpectedPatchStrategy(strategy.clone())),
        }
    }
}

/// One type of a [`Schema`]: where a document, or a part of one, stands.
#[derive(Debug, Clone, Copy)]
pub struct SchemaRef<'a> {
    schema: &'a Schema,
    node: NodeId,
}

impl Schema {
    pub(crate) fn empty(case_insensitive_fields: bool) -> Schema {
        Schema {
            nodes: vec![Node::Arbitrary],
            names: HashMap::new(),
            kinds: HashMap::new(),
            root: None,
            case_insensitive_fields,
            #[cfg(feature = "k8s-definitions")]
            lazy: None,
        }
    }

    /// The type with this definition name (`io.k8s.api.core.v1.Pod`, or the key under
    /// `definitions`, `components.schemas` or `$defs`).
    pub fn definition(&self, name: &str) -> Option<SchemaRef<'_>> {
        #[cfg(feature = "k8s-definitions")]
        if let Some(lazy) = &self.lazy {
            return lazy.definition(name).map(|node| SchemaRef { schema: self, node });
        }
        self.names.get(name).map(|&node| SchemaRef { schema: self, node })
    }

    /// The type of a kind, from the `x-kubernetes-group-version-kind` extension (or the
    /// CRD's group, version and kind): `for_kind("apps/v1", "Deployment")`.
    pub fn for_kind(&self, api_version: &str, kind: &str) -> Option<SchemaRef<'_>> {
        #[cfg(feature = "k8s-definitions")]
        if let Some(lazy) = &self.lazy {
            return lazy.kind(api_version, kind).map(|node| SchemaRef { schema: self, node });
        }
        self.kinds.get(&(api_version.to_owned(), kind.to_owned())).map(|&node| SchemaRef { schema: self, node })
    }

    /// The type of a document, from its `apiVersion` and `kind` fields.
    ///
    /// ```
    /// # #[cfg(feature = "k8s-v1_33")] {
    /// use serde_json::json;
    /// use smp::{KubeVersion, Schema};
    /// let schema = Schema::kubernetes(KubeVersion::V1_33).unwrap();
    /// let pod = json!({"apiVersion": "v1", "kind": "Pod"});
    /// assert!(schema.for_document(&pod).is_some());
    /// # }
    /// ```
    pub fn for_document(&self, document: &serde_json::Value) -> Option<SchemaRef<'_>> {
        let api_version = document.get("apiVersion")?.as_str()?;
        let kind = document.get("kind")?.as_str()?;
        self.for_kind(api_version, kind)
    }

    /// A type that accepts any document and has no patch metadata: strategic merge
    /// patch then behaves as JSON merge patch with list replacement.
    pub fn arbitrary(&self) -> SchemaRef<'_> {
        SchemaRef { schema: self, node: ARBITRARY }
    }

    /// Makes field lookups also accept a name that differs in ASCII case, as Go's struct
    /// lookup does (the API server and kubectl use it for built-in kinds; the built-in
    /// schemas have it on). Use it for schemas that mirror Go structs.
    pub fn with_case_insensitive_fields(mut self, on: bool) -> Schema {
        self.case_insensitive_fields = on;
        self
    }

    /// The definition names this schema holds.
    pub fn definition_names(&self) -> impl Iterator<Item = &str> {
        #[cfg(feature = "k8s-definitions")]
        let lazy = self.lazy.iter().flat_map(kubernetes::Lazy::names).map(|name| -> &str { name });
        #[cfg(not(feature = "k8s-definitions"))]
        let lazy = std::iter::empty();
        self.names.keys().map(String::as_str).chain(lazy)
    }

    pub(crate) fn push(&mut self, node: Node) -> NodeId {
        self.nodes.push(node);
        NodeId { unit: 0, local: (self.nodes.len() - 1) as u32 }
    }

    /// One of this schema's own nodes, to fill in.
    pub(crate) fn node_mut(&mut self, id: NodeId) -> &mut Node {
        &mut self.nodes[id.local as usize]
    }

    fn node(&self, id: NodeId) -> &Node {
        #[cfg(feature = "k8s-definitions")]
        if id.unit != 0 {
            if let Some(lazy) = &self.lazy {
                return lazy.node(id);
            }
        }
        &self.nodes[id.local as usize]
    }
}

impl<'a> SchemaRef<'a> {
    fn node(&self) -> &'a Node {
        self.schema.node(self.node)
    }

    fn at(&self, node: NodeId) -> SchemaRef<'a> {
        SchemaRef { schema: self.schema, node }
    }

    /// The name of this type, as errors print it.
    pub fn name(&self) -> &'a str {
        match self.node() {
            Node::Arbitrary => "arbitrary",
            Node::Struct { name, .. } => name,
            Node::Map => "map",
            Node::List { .. } => "slice",
            Node::Primitive { name } | Node::Atomic { name } => name,
        }
    }

    /// Whether values of this type are replaced whole, objects included (an enum on the
    /// typed path: merging two of its JSON objects could give no valid value).
    pub fn is_atomic(&self) -> bool {
        matches!(self.node(), Node::Atomic { .. })
    }

    /// Whether the diff of two equal values of this type is empty and cannot fail: no
    /// field below it has a strategy (a `replace` map is sent whole; a merged list has
    /// keys to check and, of primitives, an order Go may send though nothing changed) or
    /// one the reference refuses. Found once per struct type; a type that reaches itself
    /// is taken not to be plain.
    pub(crate) fn is_plain(&self) -> bool {
        self.plain(0)
    }

    fn plain(&self, depth: usize) -> bool {
        // Deeper than any manifest's types: not worth finding out.
        const DEPTH: usize = 32;
        match self.node() {
            Node::Arbitrary | Node::Map | Node::Primitive { .. } | Node::Atomic { .. } => true,
            Node::List { items } => depth < DEPTH && self.at(*items).plain(depth + 1),
            Node::Struct { fields, plain, .. } => match plain.0.load(Ordering::Relaxed) {
                PLAIN => true,
                NOT_PLAIN => false,
                UNKNOWN if depth < DEPTH => {
                    plain.0.store(FINDING, Ordering::Relaxed);
                    let found =
                        fields.values().all(|field| field.meta.is_plain() && self.at(field.node).plain(depth + 1));
                    plain.0.store(if found { PLAIN } else { NOT_PLAIN }, Ordering::Relaxed);
                    found
                }
                // Being found further up (a type that reaches itself), or too deep.
                _ => false,
            },
        }
    }

    /// The untyped node of the same schema.
    pub(crate) fn schema_arbitrary(&self) -> SchemaRef<'a> {
        self.at(ARBITRARY)
    }

    /// True for an untyped value (no lookups fail below it).
    pub fn is_arbitrary(&self) -> bool {
        matches!(self.node(), Node::Arbitrary)
    }

    /// The JSON names of a struct's fields, sorted (none for other nodes): for tools that
    /// walk a schema.
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::Schema;
    /// let schema = Schema::from_openapi_v2(&json!({"definitions": {"Pod": {"type": "object",
    ///     "properties": {"spec": {"type": "object"}, "kind": {"type": "string"}}}}}))?;
    /// assert_eq!(schema.definition("Pod").unwrap().field_names(), ["kind", "spec"]);
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn field_names(&self) -> Vec<&'a str> {
        let Node::Struct { fields, .. } = self.node() else { return Vec::new() };
        let mut names: Vec<&str> = fields.keys().map(String::as_str).collect();
        names.sort_unstable();
        names
    }

    /// The field `key` of an object of this type, as `LookupPatchMetadataForStruct`:
    /// its type and patch metadata.
    ///
    /// ```
    /// # #[cfg(feature = "k8s-v1_33")] {
    /// use smp::{KubeVersion, ListStrategy, Schema};
    /// let schema = Schema::kubernetes(KubeVersion::V1_33).unwrap();
    /// let pod_spec = schema.definition("io.k8s.api.core.v1.PodSpec").unwrap();
    /// let (_, meta) = pod_spec.field("volumes").unwrap();
    /// assert_eq!(meta.strategy(), &ListStrategy::Merge);
    /// assert!(meta.retain_keys());
    /// assert!(pod_spec.field("no-such-field").is_err());
    /// # }
    /// ```
    pub fn field(&self, key: &str) -> Result<(SchemaRef<'a>, &'a PatchMeta), crate::Error> {
        self.lookup_field(key).map_err(|kind| at_field(kind, key))
    }

    /// [`SchemaRef::field`] for the walkers, which place the error themselves.
    pub(crate) fn lookup_field(&self, key: &str) -> Result<(SchemaRef<'a>, &'a PatchMeta), ErrorKind> {
        match self.node() {
            Node::Arbitrary => Ok((*self, &EMPTY_META)),
            Node::Map => Err(map_values_error()),
            Node::Struct { name, fields, .. } => {
                let field = fields.get(key).or_else(|| {
                    if self.schema.case_insensitive_fields {
                        fields.iter().find(|(k, _)| k.eq_ignore_ascii_case(key)).map(|(_, f)| f)
                    } else {
                        None
                    }
                });
                match field {
                    Some(field) => Ok((self.at(field.node), &field.meta)),
                    None => Err(ErrorKind::UnknownField { type_name: name.clone(), field: key.to_owned() }),
                }
            }
            Node::List { .. } | Node::Primitive { .. } | Node::Atomic { .. } => Err(ErrorKind::SchemaMismatch(
                format!("merging an object in json but data type is not map or struct, instead is: {}", self.name()),
            )),
        }
    }

    /// The items of the list field `key`, as `LookupPatchMetadataForSlice`: the item type
    /// and the field's patch metadata.
    ///
    /// ```
    /// # #[cfg(feature = "k8s-v1_33")] {
    /// use smp::{KubeVersion, Schema};
    /// let schema = Schema::kubernetes(KubeVersion::V1_33).unwrap();
    /// let pod_spec = schema.definition("io.k8s.api.core.v1.PodSpec").unwrap();
    /// let (container, meta) = pod_spec.list_field("containers").unwrap();
    /// assert_eq!(meta.merge_key(), Some("name"));
    /// assert_eq!(container.name(), "io.k8s.api.core.v1.Container");
    /// # }
    /// ```
    pub fn list_field(&self, key: &str) -> Result<(SchemaRef<'a>, &'a PatchMeta), crate::Error> {
        self.lookup_list_field(key).map_err(|kind| at_field(kind, key))
    }

    /// [`SchemaRef::list_field`] for the walkers, which place the error themselves.
    pub(crate) fn lookup_list_field(&self, key: &str) -> Result<(SchemaRef<'a>, &'a PatchMeta), ErrorKind> {
        let (field, meta) = self.lookup_field(key)?;
        Ok((field.items()?, meta))
    }

    /// The item type of a list type. An object type stands for itself (a pointer field
    /// in Go can be patched as a list of its objects).
    pub(crate) fn items(&self) -> Result<SchemaRef<'a>, ErrorKind> {
        match self.node() {
            Node::Arbitrary | Node::Struct { .. } => Ok(*self),
            Node::List { items } => Ok(self.at(*items)),
            Node::Map | Node::Primitive { .. } | Node::Atomic { .. } => {
                Err(ErrorKind::SchemaMismatch(format!("expected slice or array type, but got: {}", self.name())))
            }
        }
    }
}

/// Go's error where it looks a key of a map up as a struct's field: wherever both sides
/// hold an object or a list under the key (a map's values are never merged).
pub(crate) fn map_values_error() -> ErrorKind {
    ErrorKind::SchemaMismatch("merging an object in json but data type is not struct, instead is: map".to_owned())
}

/// A lookup's error, at the field looked up.
fn at_field(kind: ErrorKind, key: &str) -> crate::Error {
    crate::Error::new(kind, crate::JsonPath::from_segments(vec![crate::PathSegment::Key(key.to_owned())]))
}

pub use smp_schemas::KubeVersion;
