//! The impls for the types of `k8s-openapi` (0.29), from the Kubernetes definitions of
//! one version: the model of each type, named as `k8s-openapi` names it.
//!
//! `k8s-openapi`'s conventions, which the generated code must match exactly:
//! - a definition `io.k8s.<ns...>.<Name>` is `k8s_openapi::<ns...>::<Name>`, with `-`
//!   in namespaces as `_`; `ByteString` is `k8s_openapi::ByteString`;
//! - field names follow [`rust_ident`];
//! - a required property is a bare `T`, an optional one `Option<T>`; a resource's
//!   `metadata` is required; a property holding its own type is boxed;
//! - resources (one group-version-kind, `apiVersion` and `kind` properties) have no
//!   `apiVersion`/`kind` fields: their serde impls write the constants;
//! - `*List` resources are the generic `k8s_openapi::List<T>`, and `WatchEvent` and the
//!   meta `Patch` are not plain data: none of them gets impls here;
//! - `Quantity`, `IntOrString`, `Time`, `MicroTime`, `ByteString` and the apiextensions
//!   `JSONSchemaPropsOr*` enums are atomic (replaced whole); other definitions without
//!   properties (`RawExtension`, `JSON`, `FieldsV1`, ...) are newtypes of
//!   `serde_json::Value`, which merge as untyped JSON.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

use smp_schemas::shape::Scalar as OpenApiScalar;

use super::fix_ups::{check_fix_ups, fix_up};
use super::{read_definitions, Definition, Property, Ty};
use crate::model::{
    Container, Field, FieldDefault, Form, Generics, MergeKey, Patch, Role, Scalar, Shape, SpanRange, Spanned, Strategy,
};

/// Definitions whose values are replaced whole.
const ATOMIC: &[&str] = &[
    "io.k8s.apimachinery.pkg.api.resource.Quantity",
    "io.k8s.apimachinery.pkg.util.intstr.IntOrString",
    "io.k8s.apimachinery.pkg.apis.meta.v1.Time",
    "io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime",
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrArray",
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrBool",
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrStringArray",
];

/// Atomic types without `Default` in `k8s-openapi`.
const NO_DEFAULT: &[&str] = &[
    "io.k8s.apimachinery.pkg.apis.meta.v1.Time",
    "io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime",
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrArray",
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrBool",
    "io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.JSONSchemaPropsOrStringArray",
];

/// Definitions `k8s-openapi` does not have as plain types.
const NOT_PLAIN: &[&str] =
    &["io.k8s.apimachinery.pkg.apis.meta.v1.WatchEvent", "io.k8s.apimachinery.pkg.apis.meta.v1.Patch"];

/// `*List` definitions `k8s-openapi` keeps.
const KEPT_LISTS: &[&str] = &["APIGroupList", "APIResourceList"];

/// The model of every `k8s-openapi` type the definitions describe, with the module path
/// (under the generated root) each belongs in.
pub fn containers(definitions_json: &str, runtime: &TokenStream) -> Result<Vec<(Vec<String>, Container)>, String> {
    let document: serde_json::Value = serde_json::from_str(definitions_json).map_err(|e| e.to_string())?;
    let definitions = document.get("definitions").and_then(|d| d.as_object()).ok_or("no `definitions` map")?;
    let definitions = read_definitions(definitions)?;
    // "1.33.0" in the origin note of `smp-schemas`.
    let minor = document
        .pointer("/x-smp-origin/kubernetesVersion")
        .and_then(|v| v.as_str())
        .and_then(|v| v.split('.').nth(1))
        .and_then(|m| m.parse().ok())
        .ok_or("no x-smp-origin.kubernetesVersion")?;
    check_fix_ups(&definitions, minor)?;
    let kept: BTreeMap<&String, &Definition> =
        definitions.iter().filter(|(name, definition)| !skipped(name, definition)).collect();
    let without_default = without_default(&kept, minor);
    let holds_json = holds_json(&kept);
    let mut out = Vec::new();
    for (name, definition) in &kept {
        let (modules, type_name) = rust_path(name);
        let ident = Ident::new(&type_name, Span::call_site());
        let path = type_path(name);
        let (form, fields) = match definition {
            _ if ATOMIC.contains(&name.as_str()) => (Form::Enum, Vec::new()),
            Definition::Opaque => (Form::Json, Vec::new()),
            Definition::Struct { properties, group_version_kinds } => {
                let resource = *group_version_kinds == 1 && has(properties, "apiVersion") && has(properties, "kind");
                let fields = properties
                    .iter()
                    .filter(|p| !(resource && (p.json_name == "apiVersion" || p.json_name == "kind")))
                    .map(|p| field(name, p, properties, minor, &kept, &without_default))
                    .collect::<Result<Vec<_>, String>>()?;
                (Form::Struct, fields)
            }
        };
        let patch_only = match definition {
            Definition::Struct { properties, group_version_kinds: 1 }
                if has(properties, "apiVersion") && has(properties, "kind") =>
            {
                vec!["apiVersion".to_owned(), "kind".to_owned()]
            }
            _ => Vec::new(),
        };
        out.push((
            modules,
            Container {
                ident,
                path,
                foreign: true,
                vis: quote!(pub),
                schema_name: (*name).clone(),
                generics: Generics::default(),
                runtime: runtime.clone(),
                describe_only: false,
                form,
                has_default: !without_default.contains(name.as_str()),
                patch_only,
                may_hold_json: holds_json.contains(name.as_str()),
                fields,
            },
        ));
    }
    Ok(out)
}

/// The definitions whose values may hold any JSON (`serde_json::Value`) somewhere inside:
/// the opaque ones and every struct that reaches one or a property of any type, found by
/// a fixed point over the type graph (recursive types included). Atomic types hold none.
fn holds_json<'d>(kept: &BTreeMap<&'d String, &Definition>) -> BTreeSet<&'d str> {
    fn reaches(ty: &Ty, set: &BTreeSet<&str>) -> bool {
        match ty {
            Ty::Any => true,
            Ty::Ref(name) => set.contains(name.as_str()),
            Ty::Array(items) | Ty::Map(items) => reaches(items, set),
            Ty::Scalar(_) => false,
        }
    }
    let mut set: BTreeSet<&str> = kept
        .iter()
        .filter(|(name, definition)| matches!(definition, Definition::Opaque) && !ATOMIC.contains(&name.as_str()))
        .map(|(name, _)| name.as_str())
        .collect();
    loop {
        let grown: Vec<&str> = kept
            .iter()
            .filter(|(name, _)| !set.contains(name.as_str()) && !ATOMIC.contains(&name.as_str()))
            .filter(|(_, definition)| match definition {
                Definition::Struct { properties, .. } => properties.iter().any(|p| reaches(&p.ty, &set)),
                Definition::Opaque => false,
            })
            .map(|(name, _)| name.as_str())
            .collect();
        if grown.is_empty() {
            return set;
        }
        set.extend(grown);
    }
}

fn has(properties: &[Property], json_name: &str) -> bool {
    properties.iter().any(|p| p.json_name == json_name)
}

/// Definitions `k8s-openapi` has no plain type for: `*List` resources and a few others.
fn skipped(name: &str, definition: &Definition) -> bool {
    if NOT_PLAIN.contains(&name) {
        return true;
    }
    let type_name = name.rsplit('.').next().unwrap_or(name);
    let Definition::Struct { properties, .. } = definition else { return false };
    type_name.ends_with("List")
        && !KEPT_LISTS.contains(&type_name)
        && properties.iter().any(|p| p.json_name == "items" && p.required)
        && properties.iter().any(|p| p.json_name == "metadata" && p.ty == Ty::Ref(LIST_META.to_owned()))
}

const LIST_META: &str = "io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta";

/// The definitions whose `k8s-openapi` type has no `Default`: the atomic ones listed, and
/// structs with a required field of such a type.
fn without_default(kept: &BTreeMap<&String, &Definition>, minor: u32) -> BTreeSet<String> {
    let mut out: BTreeSet<String> = NO_DEFAULT.iter().map(|name| (*name).to_owned()).collect();
    loop {
        let before = out.len();
        for (name, definition) in kept {
            if let Definition::Struct { properties, .. } = definition {
                let blocked = properties.iter().any(|p| {
                    required(name, p, properties, minor) && matches!(&p.ty, Ty::Ref(target) if out.contains(target))
                });
                if blocked {
                    out.insert((*name).clone());
                }
            }
        }
        if out.len() == before {
            return out;
        }
    }
}

/// Whether a property is a bare field in `k8s-openapi`: required, or a resource's
/// `metadata`, or what a fix-up says where `k8s-openapi`'s source and `smp-schemas`
/// differ ([`fix_ups`](super::fix_ups)).
fn required(definition: &str, property: &Property, all: &[Property], minor: u32) -> bool {
    let name = property.json_name.as_str();
    if name == "metadata" && has(all, "apiVersion") && has(all, "kind") {
        return true;
    }
    fix_up(definition, name, minor).map_or(property.required, |fix| fix.required)
}

fn field(
    definition: &str,
    property: &Property,
    all: &[Property],
    minor: u32,
    kept: &BTreeMap<&String, &Definition>,
    without_default: &BTreeSet<String>,
) -> Result<Field, String> {
    let required = required(definition, property, all, minor);
    let boxed = property.ty == Ty::Ref(definition.to_owned());
    let (mut ty, mut shape) = rust_type(&property.ty, kept)?;
    if boxed {
        ty = quote!(::std::boxed::Box<#ty>);
        shape = Shape::Box(Box::new(shape));
    }
    if !required {
        ty = quote!(::core::option::Option<#ty>);
        shape = Shape::Option(Box::new(shape));
    }
    let span = SpanRange::single(Span::call_site());
    let strategy = match &property.strategy {
        Some(text) => Some(Spanned {
            value: Strategy::parse(text)
                .ok_or_else(|| format!("{definition}.{}: strategy {text:?}", property.json_name))?,
            span,
        }),
        None => None,
    };
    let merge_key = property
        .merge_key
        .as_ref()
        .map(|key| Spanned { value: MergeKey { fields: vec![key.clone()], composite: false }, span });
    let type_has_default = !required || !matches!(&property.ty, Ty::Ref(target) if without_default.contains(target));
    let member = rust_ident(&property.json_name);
    let owner = type_path(definition).to_string().replace(' ', "");
    let owner = owner.trim_start_matches("::");
    let type_name = owner.rsplit("::").next().unwrap_or(owner);
    let doc = format!("See [`{type_name}::{member}`]({owner}::{member}).");
    Ok(Field {
        member: Ident::new(&member, Span::call_site()),
        json_name: property.json_name.clone(),
        role: Role::Described,
        default: FieldDefault::None,
        ty,
        shape,
        span,
        patch: Patch { strategy, merge_key },
        type_has_default,
        doc: Some(doc),
    })
}

/// The Rust type of a property as `k8s-openapi` writes it, and its shape.
fn rust_type(ty: &Ty, kept: &BTreeMap<&String, &Definition>) -> Result<(TokenStream, Shape), String> {
    Ok(match ty {
        Ty::Scalar(OpenApiScalar::String) => (quote!(::std::string::String), Shape::Scalar(Scalar::String)),
        Ty::Scalar(OpenApiScalar::Bytes) => {
            let path = quote!(::k8s_openapi::ByteString);
            (path.clone(), Shape::Named { ty: path, generic: false })
        }
        Ty::Scalar(OpenApiScalar::Int32) => (quote!(i32), Shape::Scalar(Scalar::Integer)),
        Ty::Scalar(OpenApiScalar::Int64) => (quote!(i64), Shape::Scalar(Scalar::Integer)),
        Ty::Scalar(OpenApiScalar::Number) => (quote!(f64), Shape::Scalar(Scalar::Number)),
        Ty::Scalar(OpenApiScalar::Bool) => (quote!(bool), Shape::Scalar(Scalar::Bool)),
        Ty::Any => (quote!(::serde_json::Value), Shape::Value),
        Ty::Ref(name) => {
            if !kept.contains_key(name) {
                return Err(format!("a reference to {name}, which has no plain type"));
            }
            let path = type_path(name);
            (path.clone(), Shape::Named { ty: path, generic: false })
        }
        Ty::Array(items) => {
            let (items, shape) = rust_type(items, kept)?;
            (quote!(::std::vec::Vec<#items>), Shape::Vec(Box::new(shape)))
        }
        Ty::Map(values) => {
            let (values, shape) = rust_type(values, kept)?;
            (quote!(::std::collections::BTreeMap<::std::string::String, #values>), Shape::Map(Box::new(shape)))
        }
    })
}

/// `k8s_openapi::<modules>::<Name>` for a definition name.
fn type_path(definition: &str) -> TokenStream {
    let (modules, name) = rust_path(definition);
    let modules = modules.iter().map(|m| format_ident!("{}", m));
    let name = format_ident!("{}", name);
    quote!(::k8s_openapi #(::#modules)* ::#name)
}

/// The modules and type name of a definition: `io.k8s.api.core.v1.Container` is
/// `(["api", "core", "v1"], "Container")`.
pub fn rust_path(definition: &str) -> (Vec<String>, String) {
    let rest = definition.strip_prefix("io.k8s.").unwrap_or(definition);
    let mut parts: Vec<&str> = rest.split('.').collect();
    let name = parts.pop().unwrap_or_default().to_owned();
    (parts.iter().map(|part| part.replace('-', "_")).collect(), name)
}

/// The Rust field name `k8s-openapi` gives a JSON property name (its codegen's
/// `get_rust_ident`): a few fixed names, then snake case where an uppercase letter
/// starts a word (after a non-uppercase letter, or before a lowercase one in a run of
/// capitals).
///
/// ```
/// use smp_codegen::openapi::k8s::rust_ident;
/// assert_eq!(rust_ident("podIP"), "pod_ip");
/// assert_eq!(rust_ident("hostIPC"), "host_ipc");
/// assert_eq!(rust_ident("openAPIV3Schema"), "open_api_v3_schema");
/// assert_eq!(rust_ident("x-kubernetes-list-type"), "x_kubernetes_list_type");
/// assert_eq!(rust_ident("podIPs"), "pod_ips");
/// assert_eq!(rust_ident("$ref"), "ref_path");
/// assert_eq!(rust_ident("type"), "type_");
/// ```
pub fn rust_ident(json_name: &str) -> String {
    let fixed = match json_name {
        "$ref" => "ref_path",
        "$schema" => "schema",
        "as" => "as_",
        "continue" => "continue_",
        "enum" => "enum_",
        "ref" => "ref_",
        "type" => "type_",
        "clusterIPs" => "cluster_ips",
        "externalIPs" => "external_ips",
        "hostIPs" => "host_ips",
        "nonResourceURLs" => "non_resource_urls",
        "podCIDRs" => "pod_cidrs",
        "podIPs" => "pod_ips",
        "serverAddressByClientCIDRs" => "server_address_by_client_cidrs",
        "targetWWNs" => "target_wwns",
        _ => "",
    };
    if !fixed.is_empty() {
        return fixed.to_owned();
    }
    let chars: Vec<char> = json_name.chars().collect();
    let mut out = String::with_capacity(json_name.len() + 4);
    for (i, &c) in chars.iter().enumerate() {
        if c.is_uppercase() {
            let previous = i.checked_sub(1).map(|p| chars[p].is_uppercase());
            let next = chars.get(i + 1).map(|n| n.is_uppercase());
            if matches!((previous, next), (Some(false), _) | (Some(true), Some(false))) {
                out.push('_');
            }
            out.extend(c.to_lowercase());
        } else {
            out.push(if c == '-' { '_' } else { c });
        }
    }
    out
}

/// The atomic type that is not a definition: `k8s_openapi::ByteString`.
pub fn byte_string(runtime: &TokenStream) -> Container {
    Container {
        ident: format_ident!("ByteString"),
        path: quote!(::k8s_openapi::ByteString),
        foreign: true,
        vis: quote!(pub),
        schema_name: "ByteString".to_owned(),
        generics: Generics::default(),
        runtime: runtime.clone(),
        describe_only: false,
        form: Form::Enum,
        has_default: true,
        patch_only: Vec::new(),
        may_hold_json: false,
        fields: Vec::new(),
    }
}

/// The impls for every `k8s-openapi` type of one version, in modules mirroring
/// `k8s-openapi`'s (`api::core::v1::ContainerPatch` beside its impls), formatted.
/// `runtime` is the path of the `smp` crate in the generated code (`crate` inside it).
pub fn generate(definitions_json: &str, runtime: &TokenStream) -> Result<String, String> {
    let mut containers = containers(definitions_json, runtime)?;
    containers.push((Vec::new(), byte_string(runtime)));
    let cx = crate::ctxt::Ctxt::new();
    for (_, container) in &containers {
        crate::check::check(&cx, container);
    }
    cx.into_messages().map_err(|errors| errors.join("\n"))?;
    let mut tree = ModuleTree::default();
    for (modules, container) in &containers {
        let mut items = inline_functions(crate::expand::expand(container));
        items.extend(annotated(container));
        tree.insert(modules, items);
    }
    let file: syn::File = syn::parse2(tree.into_tokens()).map_err(|e| format!("generated code does not parse: {e}"))?;
    Ok(prettyplease::unparse(&file))
}

/// `Annotated` for a resource, whose annotations live in its `metadata: ObjectMeta`: one
/// impl per type, so that a user's own `impl Annotated` never overlaps a blanket impl.
fn annotated(container: &Container) -> TokenStream {
    let metadata = container.fields.iter().find(|f| f.json_name == "metadata");
    let object_meta = metadata.is_some_and(|f| f.ty.to_string().replace(' ', "").ends_with("::ObjectMeta"));
    if container.patch_only.is_empty() || !object_meta {
        return TokenStream::new();
    }
    let (path, runtime) = (&container.path, &container.runtime);
    quote! {
        impl #runtime::last_applied::Annotated for #path {
            fn annotations(&self) -> ::std::option::Option<&::std::collections::BTreeMap<::std::string::String, ::std::string::String>> {
                self.metadata.annotations.as_ref()
            }
            fn annotations_mut(&mut self) -> &mut ::std::collections::BTreeMap<::std::string::String, ::std::string::String> {
                self.metadata.annotations.get_or_insert_with(::std::default::Default::default)
            }
        }
    }
}

/// The generated code of one definition (its patch type and impls), formatted: what the
/// golden files pin.
pub fn generate_one(definitions_json: &str, runtime: &TokenStream, definition: &str) -> Result<String, String> {
    let containers = containers(definitions_json, runtime)?;
    let (_, container) = containers
        .iter()
        .find(|(_, c)| c.schema_name == definition)
        .ok_or_else(|| format!("no type for {definition}"))?;
    let file: syn::File = syn::parse2(inline_functions(crate::expand::expand(container)))
        .map_err(|e| format!("generated code does not parse: {e}"))?;
    Ok(prettyplease::unparse(&file))
}

/// Items grouped into nested modules.
#[derive(Default)]
struct ModuleTree {
    items: TokenStream,
    children: BTreeMap<String, ModuleTree>,
}

impl ModuleTree {
    fn insert(&mut self, path: &[String], items: TokenStream) {
        match path.split_first() {
            None => self.items.extend(items),
            Some((first, rest)) => self.children.entry(first.clone()).or_default().insert(rest, items),
        }
    }

    fn into_tokens(self) -> TokenStream {
        let ModuleTree { mut items, children } = self;
        for (name, child) in children {
            let name = format_ident!("{}", name);
            let body = child.into_tokens();
            items.extend(quote! {
                pub mod #name {
                    #body
                }
            });
        }
        items
    }
}

/// Marks every function `#[inline]`: the impls for hundreds of types are then compiled
/// in the crates that use them, for the types they use, rather than all of them in
/// `smp` (which only checks them).
fn inline_functions(tokens: TokenStream) -> TokenStream {
    use proc_macro2::{Group, TokenTree};
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = TokenStream::new();
    for (i, token) in tokens.iter().enumerate() {
        let is_word = |t: Option<&TokenTree>, word: &str| matches!(t, Some(TokenTree::Ident(w)) if w == word);
        // `fn name`, not the type `fn()`.
        let named_fn =
            |at: usize| is_word(tokens.get(at), "fn") && matches!(tokens.get(at + 1), Some(TokenTree::Ident(_)));
        let starts_fn = match token {
            TokenTree::Ident(word) if word == "pub" => named_fn(i + 1),
            TokenTree::Ident(_) => named_fn(i) && (i == 0 || !is_word(tokens.get(i - 1), "pub")),
            _ => false,
        };
        // A function that says how to inline already (`#[inline(always)]`) keeps it.
        let says_inline = i >= 2
            && matches!(&tokens[i - 1], TokenTree::Group(attribute)
                if attribute.stream().into_iter().next().is_some_and(|t| matches!(&t, TokenTree::Ident(w) if w == "inline")));
        if starts_fn && !says_inline {
            out.extend(quote!(#[inline]));
        }
        match token {
            TokenTree::Group(group) => {
                let mut inner = Group::new(group.delimiter(), inline_functions(group.stream()));
                inner.set_span(group.span());
                out.extend([TokenTree::Group(inner)]);
            }
            other => out.extend([other.clone()]),
        }
    }
    out
}
