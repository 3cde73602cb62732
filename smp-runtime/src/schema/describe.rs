//! Schemas from Rust types: [`Describe`] says what a type is to strategic merge patch,
//! and [`Schema::of`] builds the schema of a type from it. `#[derive(StrategicMerge)]`
//! implements `Describe` for structs from their `#[smp(...)]` attributes, so the typed
//! path and the `Value` path share one description of a type.

use std::any::TypeId;
use std::collections::{BTreeMap, HashMap};

use super::{Field, Node, NodeId, PatchMeta, Plain, Schema, SchemaRef, ARBITRARY};

/// What a type is to strategic merge patch: a struct with fields, a list, a map, a
/// primitive, or arbitrary JSON.
///
/// Implemented for the standard scalar types, `String`, `Option`, `Box`, `Vec`,
/// `BTreeMap`/`HashMap` with `String` keys and `serde_json::Value`; derived for structs.
///
/// ```
/// use smp::{Describe, NodeId, PatchMeta, SchemaBuilder, SchemaRef};
///
/// struct Pod;
/// impl Describe for Pod {
///     fn describe(builder: &mut SchemaBuilder) -> NodeId {
///         builder.structure::<Pod>("Pod", |fields| {
///             fields.field::<Vec<String>>("finalizers", PatchMeta::new(Some("merge"), None));
///         })
///     }
/// }
/// let (_, meta) = SchemaRef::of::<Pod>().list_field("finalizers")?;
/// assert!(meta.merge_key().is_none());
/// # Ok::<(), smp::Error>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` does not describe its fields' patch strategies",
    label = "not `smp::Describe`",
    note = "derive it: `#[derive(smp::StrategicMerge)]`; `k8s-openapi` types have it with smp's `k8s-openapi` feature"
)]
pub trait Describe: 'static {
    /// Adds this type to the schema being built and returns its node.
    fn describe(builder: &mut SchemaBuilder) -> NodeId;
}

/// Builds a [`Schema`] from [`Describe`] implementations; recursive types are described
/// once.
#[derive(Debug)]
pub struct SchemaBuilder {
    schema: Schema,
    by_type: HashMap<TypeId, NodeId>,
}

/// The fields of a struct being described.
#[derive(Debug)]
pub struct FieldsBuilder<'b> {
    builder: &'b mut SchemaBuilder,
    fields: super::Fields,
}

/// A struct's fields, added once, type-erased for [`SchemaBuilder::structure`]: a trait
/// of its own rather than `dyn FnMut`, whose vtable would add a `call_once` shim per type.
trait AddFields {
    fn add(&mut self, builder: &mut FieldsBuilder<'_>);
}

struct Once<F>(Option<F>);

impl<F: FnOnce(&mut FieldsBuilder<'_>)> AddFields for Once<F> {
    fn add(&mut self, builder: &mut FieldsBuilder<'_>) {
        if let Some(fields) = self.0.take() {
            fields(builder);
        }
    }
}

impl SchemaBuilder {
    fn new() -> Self {
        SchemaBuilder { schema: Schema::empty(false), by_type: HashMap::new() }
    }

    /// Describes a struct `T` named `name` whose fields `fields` adds; `T` is described
    /// once however often it occurs (also inside itself).
    // Not inlined into the `describe` of each generated type: build time, for nothing.
    #[inline(never)]
    pub fn structure<T: 'static>(&mut self, name: &str, fields: impl FnOnce(&mut FieldsBuilder<'_>)) -> NodeId {
        // One copy of the work for all types (generated code describes hundreds).
        self.structure_of(TypeId::of::<T>(), name, &mut Once(Some(fields)))
    }

    fn structure_of(&mut self, type_id: TypeId, name: &str, fields: &mut dyn AddFields) -> NodeId {
        if let Some(&node) = self.by_type.get(&type_id) {
            return node;
        }
        let node = self.schema.push(Node::Arbitrary);
        self.by_type.insert(type_id, node);
        let mut builder = FieldsBuilder { builder: self, fields: super::Fields::default() };
        fields.add(&mut builder);
        let fields = builder.fields;
        *self.schema.node_mut(node) = Node::Struct { name: name.to_owned(), fields, plain: Plain::default() };
        self.schema.names.insert(name.to_owned(), node);
        node
    }

    /// A primitive (string, number, boolean, or any atomic value).
    pub fn primitive(&mut self, name: &str) -> NodeId {
        self.schema.push(Node::Primitive { name: name.to_owned() })
    }

    /// A type replaced whole by a patch whatever its JSON form, objects included: what
    /// `#[derive(StrategicMerge)]` describes an enum as.
    pub fn atomic(&mut self, name: &str) -> NodeId {
        self.schema.push(Node::Atomic { name: name.to_owned() })
    }

    /// Any JSON.
    pub fn arbitrary(&mut self) -> NodeId {
        ARBITRARY
    }

    /// A list of `T`.
    pub fn list<T: Describe>(&mut self) -> NodeId {
        let items = T::describe(self);
        self.schema.push(Node::List { items })
    }

    /// A map from strings to `T` (described too, so that the schema names its types).
    pub fn map<T: Describe>(&mut self) -> NodeId {
        T::describe(self);
        self.schema.push(Node::Map)
    }
}

impl FieldsBuilder<'_> {
    /// A field of type `T` with its JSON name and patch metadata.
    pub fn field<T: Describe>(&mut self, json_name: &str, meta: PatchMeta) -> &mut Self {
        let node = T::describe(self.builder);
        self.insert(json_name, node, meta)
    }

    /// A field described by a function rather than a type parameter (the typed path's
    /// struct fields): compiled once, so that a struct's `Describe` adds a call per field
    /// and no more.
    #[inline(never)]
    pub(crate) fn described_field(
        &mut self,
        json_name: &str,
        meta: PatchMeta,
        describe: fn(&mut SchemaBuilder) -> NodeId,
    ) {
        let node = describe(self.builder);
        self.insert(json_name, node, meta);
    }

    /// The non-generic rest of [`FieldsBuilder::field`], compiled once rather than per
    /// field type.
    #[inline(never)]
    fn insert(&mut self, json_name: &str, node: NodeId, meta: PatchMeta) -> &mut Self {
        self.fields.insert(json_name.to_owned(), Field { node, meta });
        self
    }

    /// The fields of a flattened `T` (`#[serde(flatten)]`), as if they were this struct's.
    pub fn flatten<T: Describe>(&mut self) -> &mut Self {
        let node = T::describe(self.builder);
        if let Node::Struct { fields, .. } = self.builder.schema.node_mut(node) {
            self.fields.extend(fields.iter().map(|(k, f)| (k.clone(), f.clone())));
        }
        self
    }
}

impl Schema {
    /// The schema of a type; its root is [`Schema::root`].
    pub fn of<T: Describe>() -> Schema {
        Schema::described(T::describe)
    }

    /// [`Schema::of`] the type `describe` describes (compiled once).
    fn described(describe: fn(&mut SchemaBuilder) -> NodeId) -> Schema {
        let mut builder = SchemaBuilder::new();
        let root = describe(&mut builder);
        let mut schema = builder.schema;
        schema.root = Some(root);
        schema
    }

    /// [`Schema::of`], built once per type and kept for the life of the process (the
    /// typed three-way diff's conflict check reads it, and the typed merge of a new list
    /// item that a patch names twice).
    ///
    /// ```
    /// use smp::Schema;
    /// let first: *const Schema = Schema::shared::<Vec<String>>();
    /// assert!(std::ptr::eq(first, Schema::shared::<Vec<String>>()));
    /// ```
    pub fn shared<T: Describe>() -> &'static Schema {
        Schema::shared_by(TypeId::of::<T>(), T::describe)
    }

    /// [`Schema::shared`] of the type `id` that `describe` describes: compiled once,
    /// not once per type.
    pub(crate) fn shared_by(id: TypeId, describe: fn(&mut SchemaBuilder) -> NodeId) -> &'static Schema {
        crate::detours::schema_by_type();
        use std::sync::{OnceLock, RwLock};
        static SCHEMAS: OnceLock<RwLock<HashMap<TypeId, &'static Schema>>> = OnceLock::new();
        let schemas = SCHEMAS.get_or_init(RwLock::default);
        if let Some(schema) = schemas.read().unwrap_or_else(|poisoned| poisoned.into_inner()).get(&id) {
            return schema;
        }
        // Built outside the lock; a racing thread's copy may win, the other is leaked once.
        let built: &'static Schema = Box::leak(Box::new(Schema::described(describe)));
        schemas.write().unwrap_or_else(|poisoned| poisoned.into_inner()).entry(id).or_insert(built)
    }

    /// The type a schema was built for ([`Schema::of`]); `None` for schemas read from
    /// documents, which hold many types. [`SchemaRef::of`] gives a type's directly.
    pub fn root(&self) -> Option<SchemaRef<'_>> {
        self.root.map(|node| SchemaRef { schema: self, node })
    }
}

impl SchemaRef<'static> {
    /// The schema of a Rust type, to steer the `Value` path by it: its [`Describe`]
    /// (derived, or `k8s-openapi`'s), built once per type and kept ([`Schema::shared`]).
    ///
    /// ```
    /// use std::collections::BTreeMap;
    /// use serde_json::json;
    /// use smp::SchemaRef;
    /// // Labels: a map of strings.
    /// let labels = SchemaRef::of::<BTreeMap<String, String>>();
    /// let patched = smp::apply(&json!({"app": "web", "tier": "db"}), &json!({"tier": null}), labels)?;
    /// assert_eq!(patched, json!({"app": "web"}));
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn of<T: Describe>() -> SchemaRef<'static> {
        let schema = Schema::shared::<T>();
        // `Schema::described` sets the root of every schema built from a type.
        let node = schema.root.unwrap_or(ARBITRARY);
        SchemaRef { schema, node }
    }
}

macro_rules! primitives {
    ($($ty:ty => $name:literal),* $(,)?) => {$(
        impl Describe for $ty {
            fn describe(builder: &mut SchemaBuilder) -> NodeId {
                builder.primitive($name)
            }
        }
    )*};
}

primitives! {
    String => "string", bool => "boolean",
    i8 => "integer", i16 => "integer", i32 => "integer", i64 => "integer", isize => "integer",
    u8 => "integer", u16 => "integer", u32 => "integer", u64 => "integer", usize => "integer",
    f32 => "number", f64 => "number",
}

impl Describe for serde_json::Value {
    fn describe(builder: &mut SchemaBuilder) -> NodeId {
        builder.arbitrary()
    }
}

impl<T: Describe> Describe for Option<T> {
    fn describe(builder: &mut SchemaBuilder) -> NodeId {
        T::describe(builder)
    }
}

impl<T: Describe> Describe for Box<T> {
    fn describe(builder: &mut SchemaBuilder) -> NodeId {
        T::describe(builder)
    }
}

impl<T: Describe> Describe for Vec<T> {
    fn describe(builder: &mut SchemaBuilder) -> NodeId {
        builder.list::<T>()
    }
}

impl<T: Describe> Describe for BTreeMap<String, T> {
    fn describe(builder: &mut SchemaBuilder) -> NodeId {
        builder.map::<T>()
    }
}

impl<T: Describe, S: 'static> Describe for HashMap<String, T, S> {
    fn describe(builder: &mut SchemaBuilder) -> NodeId {
        builder.map::<T>()
    }
}
