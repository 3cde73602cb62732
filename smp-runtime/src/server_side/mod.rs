//! Server-side apply as the API server computes it (structured-merge-diff's `typed`
//! package, apimachinery's type converter): objects read under the schema server-side
//! apply reads, and the field sets they make. The start of part 2 (the field manager).
//!
//! ```
//! use serde_json::json;
//! use smp::server_side::TypeConverter;
//! use smp::KubeVersion;
//!
//! let converter = TypeConverter::kubernetes(KubeVersion::V1_37)?;
//! let service = json!({"apiVersion": "v1", "kind": "Service", "metadata": {"name": "web"},
//!     "spec": {"ports": [{"port": 80}]}});
//! // The port's key takes the default protocol, as the API server's does.
//! let fields = converter.to_field_set(&service)?;
//! assert_eq!(
//!     String::from_utf8(fields.to_fields_v1()).unwrap(),
//!     r#"{"f:apiVersion":{},"f:kind":{},"f:metadata":{"f:name":{}},"f:spec":{"f:ports":{"k:{\"port\":80,\"protocol\":\"TCP\"}":{".":{},"f:port":{}}}}}"#
//! );
//! # Ok::<(), smp::Error>(())
//! ```

mod annotation;
mod compare;
#[cfg(feature = "k8s-definitions")]
mod crd;
mod field_manager;
mod item_key;
mod managed;
mod merge;
mod plan;
mod remove;
mod reset_fields;
pub(crate) mod scenario;
mod schema;
mod to_field_set;
mod updater;

use std::collections::HashMap;

use serde_json::Value;

pub use compare::Comparison;
pub use field_manager::FieldManager;
pub use plan::{ServerSideApplier, ServerSidePlan};

use crate::doc::{self, Arena, Doc};
use crate::error::{Error, ErrorKind, JsonPath};
use crate::gojson::view::{Json, Kind};
use crate::managed_fields::value::json_equals;
use crate::managed_fields::{FieldSet, PathElement};
use crate::KubeVersion;
use schema::{TypeRef, Types, UNTYPED_DEDUCED};

/// How deep the comparison and the merge first test two containers for equality (the
/// object, its fields, and theirs: `spec.template`), which spares walking what a write
/// leaves as it was. Deeper, the equality walks would add up to more than they save where
/// something below differs.
const SHORTCUT_DEPTH: u32 = 3;

/// Reads objects as server-side apply does: by their `apiVersion` and `kind`, under the
/// type a schema gives them (apimachinery's `TypeConverter`), or, for a kind it does not
/// know, as any JSON whose maps are merged key by key and whose lists are replaced whole.
#[derive(Debug, Clone)]
pub struct TypeConverter {
    types: Types,
    /// (apiVersion, kind) → type, of kinds added to the schema.
    kinds: HashMap<(String, String), usize>,
    /// Whether a kind it does not know is an error (a converter of an OpenAPI document),
    /// rather than any JSON.
    known_kinds_only: bool,
    /// Kubernetes' kinds: their definitions, whose positions are types from this one on.
    #[cfg(feature = "k8s-definitions")]
    builtin: Option<(smp_schemas::Definitions, usize)>,
    partial_keys: bool,
}

impl TypeConverter {
    /// The converter that knows no kind (apimachinery's `NewDeducedTypeConverter`), with
    /// Kubernetes 1.37's reading of keys.
    pub fn deduced() -> TypeConverter {
        TypeConverter {
            types: Types::new(),
            kinds: HashMap::new(),
            known_kinds_only: false,
            #[cfg(feature = "k8s-definitions")]
            builtin: None,
            partial_keys: true,
        }
    }

    /// The kinds an OpenAPI document declares (its definitions, v2, or
    /// `components.schemas`, v3, each kind named by `x-kubernetes-group-version-kind`), as
    /// the API server of Kubernetes `version` reads them (apimachinery's `NewTypeConverter`;
    /// 1.34 on read keys that items leave out). With `preserve_unknown_fields`, every object
    /// keeps fields its schema does not declare. A kind the document does not declare is an
    /// error.
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::server_side::TypeConverter;
    /// use smp::KubeVersion;
    ///
    /// let document = json!({"definitions": {"com.example.v1.Widget": {
    ///     "type": "object",
    ///     "x-kubernetes-group-version-kind": [{"group": "example.com", "version": "v1", "kind": "Widget"}],
    ///     "properties": {"apiVersion": {"type": "string"}, "kind": {"type": "string"},
    ///         "spec": {"type": "object", "properties": {"parts": {"type": "array",
    ///             "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
    ///             "items": {"type": "object", "properties": {"name": {"type": "string"}, "size": {"type": "integer"}}}}}}}}}});
    /// let converter = TypeConverter::from_openapi(KubeVersion::V1_37, &document, false)?;
    /// let widget = json!({"apiVersion": "example.com/v1", "kind": "Widget", "spec": {"parts": [{"name": "a", "size": 1}]}});
    /// let fields = converter.to_field_set(&widget)?;
    /// assert_eq!(fields.paths()[2].to_string(), r#".spec.parts[name="a"]"#);
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn from_openapi(
        version: KubeVersion,
        document: &Value,
        preserve_unknown_fields: bool,
    ) -> Result<TypeConverter, Error> {
        crate::bounds::with_stack(|| {
            crate::bounds::check_depth(document)?;
            let definitions = document
                .get("definitions")
                .or_else(|| document.pointer("/components/schemas"))
                .and_then(Value::as_object)
                .ok_or_else(|| {
                    Error::new(
                        ErrorKind::InvalidSchema(
                            "an OpenAPI document has `definitions` or `components.schemas`".into(),
                        ),
                        JsonPath::root(),
                    )
                })?;
            let mut converter = TypeConverter::deduced();
            converter.known_kinds_only = true;
            converter.partial_keys = reads_partial_keys(version);
            let first = converter.types.atoms.len();
            let parsed = definitions.iter().map(|(name, definition)| (name.as_str(), definition.clone()));
            converter.types.add_definitions(parsed, None, preserve_unknown_fields);
            for (at, definition) in definitions.values().enumerate() {
                let kinds = definition.get("x-kubernetes-group-version-kind").and_then(Value::as_array);
                for gvk in kinds.into_iter().flatten() {
                    let text = |key: &str| gvk.get(key).and_then(Value::as_str);
                    let (Some(group), Some(version), Some(kind)) = (text("group"), text("version"), text("kind"))
                    else {
                        continue;
                    };
                    if kind.is_empty() {
                        continue;
                    }
                    converter.kinds.insert((join_group_version(group, version), kind.to_owned()), first + at);
                }
            }
            Ok(converter)
        })
    }

    /// Kubernetes' own kinds at `version`, as its API server reads them (built once per
    /// version, on first use).
    #[cfg(feature = "k8s-definitions")]
    pub fn kubernetes(version: KubeVersion) -> Result<&'static TypeConverter, Error> {
        use std::sync::OnceLock;
        static CONVERTERS: [OnceLock<TypeConverter>; KubeVersion::ALL.len()] =
            [const { OnceLock::new() }; KubeVersion::ALL.len()];
        let at = KubeVersion::ALL.iter().position(|v| *v == version).unwrap_or_default();
        let definitions = smp_schemas::definitions(version).ok_or_else(|| {
            Error::new(
                ErrorKind::InvalidSchema(format!(
                    "Kubernetes {} is not compiled in (feature k8s-v{})",
                    version.as_str(),
                    version.as_str().replace('.', "_")
                )),
                JsonPath::root(),
            )
        })?;
        Ok(CONVERTERS[at].get_or_init(|| {
            let defaults: Value = serde_json::from_str(smp_schemas::ssa_key_defaults_json()).unwrap_or_default();
            let mut types = Types::new();
            let first = types.atoms.len();
            let parsed = (0..definitions.len())
                .map(|i| (definitions.name(i), serde_json::from_str(definitions.json(i)).unwrap_or(Value::Null)));
            types.add_definitions(parsed, defaults.get(version.as_str()), false);
            // Kubernetes 1.34 (structured-merge-diff v6) reads keys that items leave out.
            let partial_keys = reads_partial_keys(version);
            TypeConverter {
                types,
                kinds: HashMap::new(),
                known_kinds_only: false,
                builtin: Some((definitions, first)),
                partial_keys,
            }
        }))
    }

    /// The fields `object` sets, as the API server computes them for its manager
    /// (structured-merge-diff's `ToFieldSet`), after checking it as Go does: an object that
    /// does not fit its type's schema is refused with [`ErrorKind::SchemaMismatch`] at the
    /// first place found, in Go's words.
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::server_side::TypeConverter;
    /// use smp::KubeVersion;
    ///
    /// let converter = TypeConverter::kubernetes(KubeVersion::V1_37)?;
    /// let typo = json!({"apiVersion": "apps/v1", "kind": "Deployment", "spec": {"replica": 3}});
    /// let error = converter.to_field_set(&typo).unwrap_err();
    /// assert_eq!(error.to_string(), "schema mismatch: .spec.replica: field not declared in schema (at /spec/replica)");
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn to_field_set(&self, object: &Value) -> Result<FieldSet, Error> {
        crate::bounds::with_stack(|| {
            crate::bounds::check_depth(object)?;
            let ty = self.kind_type(object)?;
            to_field_set::Walk::new(&self.types, self.partial_keys).field_set(object, &ty)
        })
    }

    /// `config` merged into `live`, as server-side apply merges an applied configuration
    /// into the live object before it works out ownership (structured-merge-diff's
    /// `Merge`): maps key by key; list items by their keys, in the reference's order;
    /// atomic lists and maps, and scalars, whole from `config` where it has them. Both are
    /// checked first, as [`TypeConverter::to_field_set`] checks them; they must be of one
    /// type.
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::server_side::TypeConverter;
    /// use smp::KubeVersion;
    ///
    /// let converter = TypeConverter::kubernetes(KubeVersion::V1_37)?;
    /// let live = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "a", "labels": {"x": "1"}}});
    /// let config = json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "a", "labels": {"y": "2"}}});
    /// let merged = converter.merge(&live, &config)?;
    /// assert_eq!(merged["metadata"]["labels"], json!({"x": "1", "y": "2"}));
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn merge(&self, live: &Value, config: &Value) -> Result<Value, Error> {
        crate::bounds::with_stack(|| {
            let ty = self.checked_pair(live, config)?;
            Ok(self.merge_unchecked(live, config, &ty))
        })
    }

    /// The paths added, modified and removed from `old` to `new` (structured-merge-diff's
    /// `Compare`), both checked first as [`TypeConverter::to_field_set`] checks them; they
    /// must be of one type.
    ///
    /// ```
    /// use serde_json::json;
    /// use smp::server_side::TypeConverter;
    /// use smp::KubeVersion;
    ///
    /// let converter = TypeConverter::kubernetes(KubeVersion::V1_37)?;
    /// let old = json!({"apiVersion": "apps/v1", "kind": "Deployment", "spec": {"replicas": 1, "paused": true}});
    /// let new = json!({"apiVersion": "apps/v1", "kind": "Deployment", "spec": {"replicas": 3}});
    /// let changes = converter.compare(&old, &new)?;
    /// assert_eq!(changes.modified.paths()[0].to_string(), ".spec.replicas");
    /// assert_eq!(changes.removed.paths()[0].to_string(), ".spec.paused");
    /// assert!(changes.added.is_empty());
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn compare(&self, old: &Value, new: &Value) -> Result<Comparison, Error> {
        crate::bounds::with_stack(|| {
            let ty = self.checked_pair(old, new)?;
            Ok(compare::Compare::new(&self.types, self.partial_keys).comparison(old, new, &ty))
        })
    }

    /// `object` without the items and fields `fields` names (structured-merge-diff's
    /// `RemoveItems`: a list item or map key named is dropped with all below it, one named
    /// below it is looked into), after checking it as [`TypeConverter::to_field_set`] does.
    /// What is left of an emptied value is `null`.
    pub fn remove_items(&self, object: &Value, fields: &FieldSet) -> Result<Value, Error> {
        self.removed(object, fields, false)
    }

    /// Only what `fields` names of `object` (structured-merge-diff's `ExtractItems`): the
    /// fields and items it names, whole, and the way down to them. With `key_fields`, each
    /// named list item keeps its key fields too (`WithAppendKeyFields`).
    pub fn extract_items(&self, object: &Value, fields: &FieldSet, key_fields: bool) -> Result<Value, Error> {
        if !key_fields {
            return self.removed(object, fields, true);
        }
        // The set checks the object as `removed` would.
        let own = self.to_field_set(object)?;
        let mut keys = FieldSet::new();
        for path in fields.paths().into_iter().filter(|p| own.has(&p.0)) {
            for (i, element) in path.0.iter().enumerate() {
                if let PathElement::Key(key) = element {
                    for (name, _) in key.iter() {
                        let mut field = path.0[..=i].to_vec();
                        field.push(PathElement::Field(name.clone()));
                        keys.insert(&field);
                    }
                }
            }
        }
        Ok(self.removed_unchecked(object, &fields.union(&keys), true))
    }

    fn removed(&self, object: &Value, fields: &FieldSet, extract: bool) -> Result<Value, Error> {
        self.checked(object)?;
        Ok(self.removed_unchecked(object, fields, extract))
    }

    /// [`TypeConverter::removed`] of an object already checked.
    fn removed_unchecked(&self, object: &Value, fields: &FieldSet, extract: bool) -> Value {
        self.removed_unchecked_typed(object, fields, &self.type_of(object), extract)
    }

    /// Checks two objects of one type; their type.
    fn checked_pair(&self, a: &Value, b: &Value) -> Result<TypeRef, Error> {
        let ty = self.checked(a)?;
        if !same_type(&ty, &self.type_of(b)) {
            return Err(type_mismatch(a, b));
        }
        self.checked(b)?;
        Ok(ty)
    }

    /// Checks `object` as [`TypeConverter::to_field_set`] does, making no set; its type.
    pub(crate) fn checked(&self, object: &Value) -> Result<TypeRef, Error> {
        crate::bounds::with_stack(|| {
            crate::bounds::check_depth(object)?;
            self.validated(object, false)
        })
    }

    /// [`TypeConverter::checked`] of an object whose depth is checked, and its field set
    /// from the same walk.
    pub(crate) fn validated_set<J: Json>(&self, object: &J) -> Result<(TypeRef, FieldSet), Error> {
        crate::bounds::with_stack(|| {
            let ty = self.kind_type(object)?;
            let set = to_field_set::Walk::new(&self.types, self.partial_keys).field_set(object, &ty)?;
            Ok((ty, set))
        })
    }

    /// [`TypeConverter::checked`] of an object whose depth is checked, letting list items
    /// share a key where `allow_duplicates` (as the API server reads live objects and
    /// updates).
    pub(crate) fn validated<J: Json>(&self, object: &J, allow_duplicates: bool) -> Result<TypeRef, Error> {
        crate::bounds::with_stack(|| {
            let ty = self.kind_type(object)?;
            let walk = to_field_set::Walk::new(&self.types, self.partial_keys);
            let walk = if allow_duplicates { walk.allowing_duplicates() } else { walk };
            walk.validate(object, &ty)?;
            Ok(ty)
        })
    }

    /// [`TypeConverter::validated`] of `live` beside `checked`, an object already checked
    /// as strictly or more (duplicate keys refused, or allowed on both): where both are of
    /// one kind, a field of `live` that holds a container equal to `checked`'s is valid as
    /// that one is, and is not walked again (an update or an apply that leaves the spec as
    /// it was checks it once).
    pub(crate) fn validated_beside<'a>(
        &self,
        live: &Doc<'a>,
        checked: &Doc<'a>,
        allow_duplicates: bool,
        arena: &'a Arena,
    ) -> Result<TypeRef, Error> {
        let (Doc::Object(object), Doc::Object(other)) = (live, checked) else {
            return self.validated(live, allow_duplicates);
        };
        let same = |key: &str| object.get(key).is_some_and(|value| Some(value) == other.get(key));
        if !same("apiVersion") || !same("kind") {
            return self.validated(live, allow_duplicates);
        }
        let unchecked = |(key, value): &&(&str, Doc<'a>)| {
            !(value.is_container() && other.get(key).is_some_and(|o| json_equals(value, o)))
        };
        let rest: Vec<_> = object.entries().iter().filter(unchecked).copied().collect();
        if rest.len() == object.len() {
            return self.validated(live, allow_duplicates);
        }
        let rest = Doc::Object(doc::Obj::from_sorted(arena.alloc_slice_copy(&rest)));
        self.validated(&rest, allow_duplicates)
    }

    /// The field set of an object [`TypeConverter::checked`] under `ty`.
    pub(crate) fn field_set_unchecked<J: Json>(&self, object: &J, ty: &TypeRef) -> Result<FieldSet, Error> {
        to_field_set::Walk::new(&self.types, self.partial_keys).allowing_duplicates().field_set(object, ty)
    }

    /// [`TypeConverter::merge`] of objects checked under `ty`.
    pub(crate) fn merge_unchecked(&self, live: &Value, config: &Value, ty: &TypeRef) -> Value {
        crate::bounds::with_stack(|| {
            let arena = Arena::new();
            let (live, config) = (Doc::borrowed(live, &arena), Doc::borrowed(config, &arena));
            self.merge_docs(&live, &config, ty, &arena).to_value()
        })
    }

    /// [`TypeConverter::merge_unchecked`] of documents, into their arena.
    pub(crate) fn merge_docs<'a>(&self, live: &Doc<'a>, config: &Doc<'a>, ty: &TypeRef, arena: &'a Arena) -> Doc<'a> {
        let merge = merge::Merge { types: &self.types, partial_keys: self.partial_keys, arena };
        merge.merge(Some(live), Some(config), ty).unwrap_or_default()
    }

    /// [`TypeConverter::compare`] of objects checked under `ty`.
    pub(crate) fn compare_unchecked<J: Json>(&self, old: &J, new: &J, ty: &TypeRef) -> Comparison {
        crate::bounds::with_stack(|| compare::Compare::new(&self.types, self.partial_keys).comparison(old, new, ty))
    }

    /// [`TypeConverter::remove_items`] (or, where `extract`, `extract_items` without key
    /// fields) of an object checked under `ty`.
    pub(crate) fn removed_unchecked_typed(
        &self,
        object: &Value,
        fields: &FieldSet,
        ty: &TypeRef,
        extract: bool,
    ) -> Value {
        crate::bounds::with_stack(|| {
            let arena = Arena::new();
            self.removed_doc(&Doc::borrowed(object, &arena), fields, ty, extract, &arena).to_value()
        })
    }

    /// [`TypeConverter::removed_unchecked_typed`] of a document, into its arena.
    pub(crate) fn removed_doc<'a>(
        &self,
        object: &Doc<'a>,
        fields: &FieldSet,
        ty: &TypeRef,
        extract: bool,
        arena: &'a Arena,
    ) -> Doc<'a> {
        // Structured-merge-diff v6 (Kubernetes 1.34 on) extracts differently, as it reads
        // keys differently.
        let v6 = self.partial_keys;
        let remove = remove::Remove { types: &self.types, arena, partial_keys: self.partial_keys, extract, v6 };
        remove.value(object, fields, ty).unwrap_or_default()
    }

    /// The type of `object`'s kind; an error where this converter knows only its own kinds
    /// and not this one (Go's words).
    fn kind_type<J: Json>(&self, object: &J) -> Result<TypeRef, Error> {
        let ty = self.type_of(object);
        if self.known_kinds_only && matches!(ty, TypeRef::Named(UNTYPED_DEDUCED, _)) {
            let reason = format!("no corresponding type for {}", gvk_text(object));
            return Err(Error::new(ErrorKind::SchemaMismatch(reason), JsonPath::root()));
        }
        Ok(ty)
    }

    pub(crate) fn type_of<J: Json>(&self, object: &J) -> TypeRef {
        let (api_version, kind) = (text_of(object, "apiVersion"), text_of(object, "kind"));
        #[cfg(feature = "k8s-definitions")]
        if let Some((definitions, first)) = self.builtin {
            if let Some(position) = definitions.kind(api_version, kind) {
                return TypeRef::Named(first + position, None);
            }
        }
        match self.kinds.get(&(api_version.to_owned(), kind.to_owned())) {
            Some(&id) => TypeRef::Named(id, None),
            None => TypeRef::Named(UNTYPED_DEDUCED, None),
        }
    }
}

/// Two objects of different types where one type is needed (Go prints its pointers; smp
/// their kinds).
pub(crate) fn type_mismatch<J: Json>(a: &J, b: &J) -> Error {
    let reason = format!(
        "expected objects of the same type, but got {}/{} and {}/{}",
        text_of(a, "apiVersion"),
        text_of(a, "kind"),
        text_of(b, "apiVersion"),
        text_of(b, "kind")
    );
    Error::new(ErrorKind::SchemaMismatch(reason), JsonPath::root())
}

/// How many of `values` are maps or lists holding something: what a level of a field
/// set made of them may have as children.
pub(crate) fn containers<'v, J: Json + 'v>(values: impl Iterator<Item = &'v J>) -> usize {
    values.filter(|value| value.map_len() > 0 || value.list_items().is_some_and(|items| !items.is_empty())).count()
}

/// Whether two objects' types are one.
pub(crate) fn same_type(a: &TypeRef, b: &TypeRef) -> bool {
    matches!((a, b), (TypeRef::Named(x, _), TypeRef::Named(y, _)) if x == y)
}

/// Whether Kubernetes `version` (structured-merge-diff v6, 1.34 on) reads keys that list
/// items leave out.
fn reads_partial_keys(version: KubeVersion) -> bool {
    !matches!(version, KubeVersion::V1_32 | KubeVersion::V1_33)
}

/// The group, version and kind of an object as Go reads them (an apiVersion with two
/// slashes has neither group nor version).
pub(crate) fn gvk_of<J: Json>(object: &J) -> (String, String, String) {
    let (group, version) = group_version(text_of(object, "apiVersion")).unwrap_or_default();
    (group, version, text_of(object, "kind").to_owned())
}

/// The string under `key` of a map; empty where there is none.
pub(crate) fn text_of<'v, J: Json>(object: &'v J, key: &str) -> &'v str {
    match object.get(key).map(J::kind) {
        Some(Kind::String(text)) => text,
        _ => "",
    }
}

pub(crate) fn group_version(api_version: &str) -> Option<(String, String)> {
    match api_version.split('/').collect::<Vec<_>>()[..] {
        [""] => Some((String::new(), String::new())),
        [version] => Some((String::new(), version.to_owned())),
        [group, version] => Some((group.to_owned(), version.to_owned())),
        _ => None,
    }
}

pub(crate) fn join_group_version(group: &str, version: &str) -> String {
    if group.is_empty() {
        version.to_owned()
    } else {
        format!("{group}/{version}")
    }
}

/// An object's kind as Go prints a `GroupVersionKind`: `apps/v1, Kind=Deployment`.
pub(crate) fn gvk_text<J: Json>(object: &J) -> String {
    let (group, version, kind) = gvk_of(object);
    format!("{group}/{version}, Kind={kind}")
}
