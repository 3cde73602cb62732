//! Rust types and their impls from a CustomResourceDefinition's `openAPIV3Schema`: the
//! generator behind `smp-build`.
//!
//! Each object schema with properties becomes a struct, named after its place
//! (`BackupSchedule`, `BackupScheduleSpec`, `BackupScheduleSpecTargets` for the items of
//! `spec.targets`). Required properties are bare, optional ones `Option`. Patch
//! semantics come from `x-kubernetes-patch-strategy` and `x-kubernetes-patch-merge-key`
//! where the schema has them; otherwise, since custom resources rarely do, a list with
//! `x-kubernetes-list-type: map` merges by its `x-kubernetes-list-map-keys` (a composite
//! key when there are several) and one with `set` merges by value. Objects without
//! properties, objects below the root with `x-kubernetes-preserve-unknown-fields` (a
//! struct would drop the unknown fields) and `x-kubernetes-int-or-string` values are
//! `serde_json::Value`. The root's `metadata` is the `ObjectMeta` type the caller names
//! (see [`CrdOptions::object_meta`]). Schemas are read as the runtime's `Schema::from_crd`
//! reads them (`smp_schemas::shape` and `extensions`), so both paths patch alike.

use std::collections::BTreeMap;

use proc_macro2::{Ident, Span, TokenStream};
use quote::quote;
use serde_json::Value;
use smp_schemas::extensions::Extensions;
use smp_schemas::shape::{self as schema, Object, Scalar, Shape as SchemaShape};

use crate::model::{
    Container, Field, FieldDefault, Form, Generics, MergeKey, Patch, Role, Scalar as ScalarKind, Shape, SpanRange,
    Spanned, Strategy,
};

/// How to generate.
#[derive(Clone, Debug)]
pub struct CrdOptions {
    /// The path of the smp crate in the generated code (`::smp`).
    pub runtime: String,
    /// The type of the root's `metadata`, a path that implements smp's traits (for
    /// example `::k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta` with smp's
    /// `k8s-openapi` feature). `None`: any JSON.
    pub object_meta: Option<String>,
    /// Map `x-kubernetes-list-type` (`map`, `set`) to merge strategies where the schema
    /// has no patch extensions.
    pub list_types_merge: bool,
}

impl Default for CrdOptions {
    fn default() -> Self {
        CrdOptions { runtime: "::smp".to_owned(), object_meta: None, list_types_merge: true }
    }
}

/// The code for one CRD: per served version, a module (`v1alpha1`) with the types and
/// their impls, formatted.
pub fn generate(crd: &Value, options: &CrdOptions) -> Result<String, String> {
    let spec = crd.get("spec").ok_or("not a CustomResourceDefinition: no spec")?;
    let kind = spec.pointer("/names/kind").and_then(Value::as_str).ok_or("no spec.names.kind")?;
    let versions = spec.get("versions").and_then(Value::as_array).ok_or("no spec.versions")?;
    let runtime: TokenStream = options.runtime.parse().map_err(|e| format!("runtime path: {e}"))?;
    let mut modules = TokenStream::new();
    for version in versions {
        let name = version.get("name").and_then(Value::as_str).ok_or("a version without a name")?;
        let schema = version.pointer("/schema/openAPIV3Schema").ok_or_else(|| format!("{name}: no openAPIV3Schema"))?;
        let mut generator =
            Generator { options, runtime: runtime.clone(), items: TokenStream::new(), types: BTreeMap::new() };
        let root = match schema::shape(schema) {
            SchemaShape::Struct(object) => Some(object),
            _ => None,
        };
        let description = schema.get("description").and_then(Value::as_str);
        generator.object(kind, "", root, description, true, 0)?;
        let module = rust_ident(&rust_field_name(name), "a version name")?;
        let items = generator.items;
        modules.extend(quote! {
            pub mod #module {
                #items
            }
        });
    }
    let file: syn::File = syn::parse2(modules).map_err(|e| format!("generated code does not parse: {e}"))?;
    Ok(prettyplease::unparse(&file))
}

/// How deep a CRD's schema may nest (properties, items, additional properties) before
/// generation stops with an error: the runtime's schema reader stops at the same depth,
/// and real CRDs stay far below it.
const MAX_NESTING: usize = 64;

struct Generator<'o> {
    options: &'o CrdOptions,
    runtime: TokenStream,
    items: TokenStream,
    /// The structs made so far, each with the JSON path it was made for: two paths that
    /// give one name (`spec.a-b` and `spec.aB` both give `…SpecAB`) are an error.
    types: BTreeMap<String, String>,
}

impl Generator<'_> {
    /// A struct for an object schema (`None`: a root without properties) at `path` (`""`
    /// for the root); returns its type.
    fn object(
        &mut self,
        name: &str,
        path: &str,
        object: Option<Object<'_>>,
        description: Option<&str>,
        root: bool,
        depth: usize,
    ) -> Result<TokenStream, String> {
        let no_properties = serde_json::Map::new();
        let properties = object.map_or(&no_properties, |object| object.properties);
        let ident = rust_ident(name, "a type name")?;
        let shown = |path: &str| if path.is_empty() { "the root".to_owned() } else { format!("`{path}`") };
        if let Some(other) = self.types.insert(name.to_owned(), path.to_owned()) {
            return Err(format!(
                "{} and {} both make the type name `{name}`: rename one of the properties",
                shown(&other),
                shown(path)
            ));
        }
        let mut fields = Vec::new();
        let mut definitions = Vec::new();
        for (json_name, property) in properties {
            let is_required = object.is_some_and(|object| object.is_required(json_name));
            let property_path = if path.is_empty() { json_name.clone() } else { format!("{path}.{json_name}") };
            let (mut ty, mut shape) = if root && json_name == "metadata" {
                self.object_meta()
            } else {
                self.property_type(&format!("{name}{}", pascal(json_name)), &property_path, property, depth + 1)?
            };
            if !is_required {
                ty = quote!(::core::option::Option<#ty>);
                shape = Shape::Option(Box::new(shape));
            }
            let member = rust_ident(&rust_field_name(json_name), "a property name")?;
            if fields.iter().any(|field: &Field| field.member == member) {
                return Err(format!("{name}: two properties make the field name `{member}`"));
            }
            let skip =
                if is_required { quote!() } else { quote!(skip_serializing_if = "::core::option::Option::is_none",) };
            let doc = property.get("description").and_then(Value::as_str).map(str::trim).filter(|d| !d.is_empty());
            let field_doc = crate::typed::doc_attrs(&doc.map_or_else(|| format!("`{json_name}`."), str::to_owned));
            definitions.push(quote! {
                #field_doc
                #[serde(rename = #json_name, default, #skip)]
                pub #member: #ty,
            });
            fields.push(Field {
                member,
                json_name: json_name.clone(),
                role: Role::Described,
                default: FieldDefault::Trait,
                ty,
                shape,
                span: SpanRange::single(Span::call_site()),
                patch: self.patch(json_name, property)?,
                type_has_default: true,
                doc: doc.map(str::to_owned),
            });
        }
        let runtime = &self.runtime;
        let serde = quote!(#runtime::__private::serde);
        let serde_path = format!("{}::__private::serde", self.options.runtime);
        let mut struct_doc = if root {
            format!("The `{name}` custom resource, from its CustomResourceDefinition's schema.")
        } else {
            format!("`{path}` of the custom resource.")
        };
        if let Some(text) = description.map(str::trim).filter(|text| !text.is_empty()) {
            struct_doc.push_str("\n\n");
            struct_doc.push_str(text);
        }
        let struct_doc = crate::typed::doc_attrs(&struct_doc);
        self.items.extend(quote! {
            #struct_doc
            #[derive(Clone, Debug, PartialEq, Default, #serde::Serialize, #serde::Deserialize)]
            #[serde(crate = #serde_path)]
            pub struct #ident {
                #(#definitions)*
            }
        });
        let container = Container {
            ident: ident.clone(),
            path: quote!(#ident),
            foreign: false,
            vis: quote!(pub),
            schema_name: name.to_owned(),
            generics: Generics::default(),
            runtime: self.runtime.clone(),
            describe_only: false,
            form: Form::Struct,
            has_default: true,
            patch_only: Vec::new(),
            may_hold_json: true,
            fields,
        };
        let cx = crate::ctxt::Ctxt::new();
        crate::check::check(&cx, &container);
        cx.into_messages().map_err(|errors| format!("{name}: {}", errors.join("; ")))?;
        self.items.extend(crate::expand::expand(&container));
        Ok(quote!(#ident))
    }

    fn object_meta(&self) -> (TokenStream, Shape) {
        match &self.options.object_meta {
            Some(path) => {
                let ty: TokenStream = path.parse().unwrap_or_else(|_| quote!(::serde_json::Value));
                (ty.clone(), Shape::Named { ty, generic: false })
            }
            None => {
                let runtime = &self.runtime;
                (quote!(#runtime::__private::serde_json::Value), Shape::Value)
            }
        }
    }

    /// The Rust type and shape of a property schema; nested objects become structs named
    /// `name`.
    fn property_type(
        &mut self,
        name: &str,
        path: &str,
        schema: &Value,
        depth: usize,
    ) -> Result<(TokenStream, Shape), String> {
        if depth > MAX_NESTING {
            return Err(format!("{name}: schema nested deeper than {MAX_NESTING} levels"));
        }
        let runtime = self.runtime.clone();
        let any = (quote!(#runtime::__private::serde_json::Value), Shape::Value);
        // The runtime's `Schema::from_crd` reads the same shapes: one meaning on both paths.
        Ok(match schema::shape(schema) {
            SchemaShape::Scalar(Scalar::String | Scalar::Bytes) => {
                (quote!(::std::string::String), Shape::Scalar(ScalarKind::String))
            }
            SchemaShape::Scalar(Scalar::Int32) => (quote!(i32), Shape::Scalar(ScalarKind::Integer)),
            SchemaShape::Scalar(Scalar::Int64) => (quote!(i64), Shape::Scalar(ScalarKind::Integer)),
            SchemaShape::Scalar(Scalar::Number) => (quote!(f64), Shape::Scalar(ScalarKind::Number)),
            SchemaShape::Scalar(Scalar::Bool) => (quote!(bool), Shape::Scalar(ScalarKind::Bool)),
            SchemaShape::List(items) => {
                let (ty, shape) = match items {
                    Some(items) => self.property_type(name, &format!("{path}[]"), items, depth + 1)?,
                    None => any,
                };
                (quote!(::std::vec::Vec<#ty>), Shape::Vec(Box::new(shape)))
            }
            // A struct would drop the fields an object that keeps unknown ones holds.
            SchemaShape::Struct(object) if !object.preserves_unknown_fields => {
                let description = schema.get("description").and_then(Value::as_str);
                let ty = self.object(name, path, Some(object), description, false, depth)?;
                (ty.clone(), Shape::Named { ty, generic: false })
            }
            // Without a values schema, a map of any JSON values, as the runtime reads it.
            SchemaShape::Map(values) => {
                let (ty, shape) = match values {
                    Some(values) => self.property_type(name, &format!("{path}.*"), values, depth + 1)?,
                    None => any,
                };
                (quote!(::std::collections::BTreeMap<::std::string::String, #ty>), Shape::Map(Box::new(shape)))
            }
            SchemaShape::Struct(_)
            | SchemaShape::IntOrString
            | SchemaShape::Ref(_)
            | SchemaShape::Unknown(_)
            | SchemaShape::Any => any,
        })
    }

    /// The patch strategy and merge key of a property.
    fn patch(&self, json_name: &str, schema: &Value) -> Result<Patch, String> {
        let span = SpanRange::single(Span::call_site());
        // The runtime's `Schema::from_crd` reads the same rule: one meaning on both paths.
        let (strategy, keys) = Extensions::of(schema).patch(self.options.list_types_merge);
        let keys: Vec<String> = keys.into_iter().map(str::to_owned).collect();
        let strategy = match strategy {
            Some(text) => Some(Spanned {
                value: Strategy::parse(text).ok_or_else(|| format!("{json_name}: unknown patch strategy {text:?}"))?,
                span,
            }),
            None => None,
        };
        let merge_key = if keys.is_empty() {
            None
        } else {
            Some(Spanned { value: MergeKey { composite: keys.len() > 1, fields: keys }, span })
        };
        Ok(Patch { strategy, merge_key })
    }
}

/// `name` as a Rust identifier, or an error saying what it was made from (a CRD may
/// name its properties with any text).
fn rust_ident(name: &str, what: &str) -> Result<Ident, String> {
    syn::parse_str::<Ident>(name).map_err(|_| format!("{what} makes no Rust identifier: {name:?}"))
}

/// `spec.targets` names `Targets`: the JSON name with its first letter capitalized, and
/// words joined (anything but ASCII letters and digits separates them).
fn pascal(json_name: &str) -> String {
    let mut out = String::new();
    let mut upper = true;
    for c in json_name.chars() {
        if !c.is_ascii_alphanumeric() {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// A Rust field name for a JSON name: snake case, anything but ASCII letters and digits
/// written `_`, with a trailing `_` for keywords and `field` before a name of no letters.
pub fn rust_field_name(json_name: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = json_name.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let previous_lower = i > 0 && (chars[i - 1].is_ascii_lowercase() || chars[i - 1].is_ascii_digit());
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            if i > 0 && (previous_lower || (chars[i - 1].is_ascii_uppercase() && next_lower)) {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else if c.is_ascii_alphanumeric() {
            out.push(c);
        } else {
            out.push('_');
        }
    }
    if out.chars().all(|c| c == '_') {
        // Nothing of the name is left (`""`, `"ü"`): `_` alone names nothing.
        out.insert_str(0, "field");
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    const KEYWORDS: &[&str] = &[
        "as", "async", "await", "box", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false",
        "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self",
        "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where", "while", "yield", "gen",
    ];
    if KEYWORDS.contains(&out.as_str()) {
        out.push('_');
    }
    out
}
