//! The typed emitter: from the [model](crate::model), a patch type (`FooPatch`) and the
//! impls of `StrategicMerge` and `Keyed` that apply and diff `Foo` without going through
//! `serde_json::Value`. Each field calls one named runtime function chosen here from its
//! shape and strategy, so the generated code stays short and the semantics live in the
//! runtime.
//!
//! Generic structs and structs with flattened fields are not supported yet: the check
//! pass asks for `#[smp(describe_only)]` on them, which emits only `Describe`.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use crate::model::{Container, Field, ListStrategy, Role, Shape};
use crate::patch_serde::{self, PatchMember};

/// What a field is to the typed path.
enum Kind {
    /// Merged through `StrategicMerge` of its type (atomic, struct, map, any JSON).
    Plain { replace: bool, retain_keys: bool },
    /// A list of structs merged by key.
    Keyed { elem: TokenStream, merge_key: String, retain_keys: bool },
    /// A list of primitives: merged by value (`by_value`, the `merge` strategy), or
    /// replaced whole but open to `$setElementOrder` and `$deleteFromPrimitiveList`, which
    /// the reference applies to any list of primitives.
    Primitives { elem: TokenStream, by_value: bool },
}

struct TypedField<'f> {
    field: &'f Field,
    optional: bool,
    /// The type without `Option`.
    inner: TokenStream,
    kind: Kind,
}

pub fn expand(container: &Container) -> TokenStream {
    if container.describe_only {
        return TokenStream::new();
    }
    let fields: Vec<TypedField<'_>> = container
        .fields
        .iter()
        .filter(|f| f.role == Role::Described)
        .map(|f| typed_field(f, &container.ident))
        .collect();
    let Container { ident: name, path: ident, vis, runtime, .. } = container;
    let patch_ident = format_ident!("{}Patch", name);
    let patch_struct = patch_struct(container, &patch_ident, &fields);
    let merge = merge(runtime, container, &fields);
    let from_patch = from_patch(runtime, container, &fields);
    let replaced_by = replaced_by(runtime, container, &fields);
    let to_patch = to_patch(runtime, &patch_ident, &fields);
    let diff = diff(runtime, &patch_ident, &fields);
    let merge_patches = merge_patches(runtime, &fields);
    let keyed = if container.keyed { keyed(runtime, ident, &patch_ident, &fields) } else { TokenStream::new() };
    let default_span = name.span();
    let is_empty = fields.iter().flat_map(patch_members).map(|(member, patched)| {
        if patched {
            quote!(self.#member.is_absent())
        } else {
            quote!(self.#member.is_none())
        }
    });
    let default_check = if container.has_default {
        quote::quote_spanned! {default_span=>
            const _: fn() = || {
                fn needs_default<T: #runtime::typed::PatchDefault>() {}
                needs_default::<#ident>();
            };
        }
    } else {
        TokenStream::new()
    };
    let primitive_checks = fields.iter().filter_map(|f| primitive_check(runtime, f));
    quote! {
        #default_check
        #(#primitive_checks)*

        #patch_struct

        impl #patch_ident {
            /// Whether the patch changes nothing.
            #vis fn is_empty(&self) -> bool {
                self.directive.is_none() && self.retain_keys.is_none() #(&& #is_empty)*
            }
        }

        #[automatically_derived]
        impl #runtime::typed::StrategicMerge for #ident {
            type Patch = #patch_ident;
            #merge
            #from_patch
            #replaced_by
            #to_patch
            #merge_patches
            fn is_object(&self) -> bool {
                true
            }
            #diff
        }

        #keyed
    }
}

/// An enum: atomic (its patch is a value of itself), and an item of lists merged by
/// value through its JSON form.
pub fn expand_enum(container: &Container) -> TokenStream {
    if container.describe_only {
        return TokenStream::new();
    }
    let Container { path: ident, generics, runtime, .. } = container;
    let (impl_params, type_args, predicates) = (&generics.impl_params, &generics.type_args, &generics.predicates);
    let serde = quote!(#runtime::__private::serde);
    quote! {
        #[automatically_derived]
        impl #impl_params #runtime::typed::StrategicMerge for #ident #type_args
        where
            #(#predicates,)*
            Self: ::core::clone::Clone + ::core::cmp::PartialEq + ::core::fmt::Debug + #serde::Serialize + #serde::de::DeserializeOwned,
        {
            type Patch = Self;
            fn merge(self, patch: Self, _trail: &#runtime::Trail<'_>) -> ::core::result::Result<Self, #runtime::Error> {
                ::core::result::Result::Ok(patch)
            }
            fn from_patch(patch: Self, _trail: &#runtime::Trail<'_>) -> ::core::result::Result<::core::option::Option<Self>, #runtime::Error> {
                ::core::result::Result::Ok(::core::option::Option::Some(patch))
            }
            fn to_patch(&self) -> Self {
                ::core::clone::Clone::clone(self)
            }
            fn merge_patches(_left: Self, right: Self, _trail: &#runtime::Trail<'_>) -> ::core::result::Result<Self, #runtime::Error> {
                ::core::result::Result::Ok(right)
            }
            fn diff(original: &Self, modified: &Self, options: #runtime::typed::DiffOptions, _trail: &#runtime::Trail<'_>) -> ::core::result::Result<::core::option::Option<Self>, #runtime::Error> {
                ::core::result::Result::Ok(#runtime::typed::atomic::replace_if_changed(original, modified, options))
            }
        }

        #[automatically_derived]
        impl #impl_params #runtime::typed::GoText for #ident #type_args
        where
            #(#predicates,)*
            Self: #serde::Serialize,
        {
            fn go_text(&self) -> ::std::string::String {
                #runtime::typed::atomic::serialized_text(self)
            }
        }

        #[automatically_derived]
        impl #impl_params #runtime::lists::merge::Item for #ident #type_args
        where
            #(#predicates,)*
            Self: #serde::Serialize,
        {
            fn key(&self, _merge_key: &str) -> ::core::result::Result<::core::option::Option<#runtime::lists::Key>, #runtime::ErrorKind> {
                #runtime::typed::atomic::serialized_key(self)
            }
        }
    }
}

/// A newtype of `serde_json::Value`: the patch is JSON, merged as untyped JSON.
pub fn expand_json(container: &Container) -> TokenStream {
    if container.describe_only {
        return TokenStream::new();
    }
    let Container { path, runtime, .. } = container;
    let json = quote!(#runtime::__private::serde_json::Value);
    let sm = quote!(#runtime::typed::StrategicMerge);
    quote! {
        #[automatically_derived]
        impl #sm for #path {
            type Patch = #json;
            fn merge(self, patch: #json, trail: &#runtime::Trail<'_>) -> ::core::result::Result<Self, #runtime::Error> {
                <#json as #sm>::merge(self.0, patch, trail).map(#path)
            }
            fn from_patch(patch: #json, trail: &#runtime::Trail<'_>) -> ::core::result::Result<::core::option::Option<Self>, #runtime::Error> {
                ::core::result::Result::Ok(<#json as #sm>::from_patch(patch, trail)?.map(#path))
            }
            fn replaced_by(patch: #json, trail: &#runtime::Trail<'_>) -> ::core::result::Result<::core::option::Option<Self>, #runtime::Error> {
                ::core::result::Result::Ok(<#json as #sm>::replaced_by(patch, trail)?.map(#path))
            }
            fn to_patch(&self) -> #json {
                ::core::clone::Clone::clone(&self.0)
            }
            fn merge_patches(left: #json, right: #json, trail: &#runtime::Trail<'_>) -> ::core::result::Result<#json, #runtime::Error> {
                <#json as #sm>::merge_patches(left, right, trail)
            }
            fn is_object(&self) -> bool {
                self.0.is_object()
            }
            fn diff(original: &Self, modified: &Self, options: #runtime::typed::DiffOptions, trail: &#runtime::Trail<'_>) -> ::core::result::Result<::core::option::Option<#json>, #runtime::Error> {
                <#json as #sm>::diff(&original.0, &modified.0, options, trail)
            }
        }
    }
}

fn typed_field<'f>(field: &'f Field, ident: &Ident) -> TypedField<'f> {
    // The patch type is another struct: `Self` must name the original one.
    let ty: syn::Type = syn::parse2(replace_self(field.ty.clone(), ident)).expect("a field type parses");
    let (optional, inner) = match generic_arg(&ty, "Option") {
        Some(inner) => (true, inner),
        None => (false, ty),
    };
    let strategy = field.patch.strategy.as_ref().map(|s| s.value);
    let retain_keys = strategy.is_some_and(|s| s.retain_keys);
    let merge = strategy.is_some_and(|s| s.list == ListStrategy::Merge);
    let replace = strategy.is_some_and(|s| s.list == ListStrategy::Replace);
    let kind = match (merge, generic_arg(&inner, "Vec"), field.shape.list_items()) {
        (true, Some(elem), Some(Shape::Scalar(_) | Shape::Value)) => Kind::Primitives { elem: quote!(#elem), by_value: true },
        (false, Some(elem), Some(Shape::Scalar(_) | Shape::Value)) => Kind::Primitives { elem: quote!(#elem), by_value: false },
        // Without a merge key the items must be primitives (enums are): the runtime's
        // bounds say so at compile time otherwise.
        (true, Some(elem), Some(Shape::Named { .. })) if field.patch.merge_key.is_none() => {
            Kind::Primitives { elem: quote!(#elem), by_value: true }
        }
        (true, Some(elem), Some(Shape::Named { .. })) if field.patch.merge_key.is_some() => {
            // A composite key is all its fields, comma-separated, as the runtime reads it.
            let merge_key = field.patch.merge_key.as_ref().map(|k| k.value.fields.join(",")).unwrap_or_default();
            Kind::Keyed { elem: quote!(#elem), merge_key, retain_keys }
        }
        _ => Kind::Plain { replace, retain_keys },
    };
    TypedField { field, optional, inner: quote!(#inner), kind }
}

/// For a list of named items merged by value: a check that they are primitives (an
/// enum), spanned on the strategy so that the error points at the attribute.
fn primitive_check(runtime: &TokenStream, f: &TypedField<'_>) -> Option<TokenStream> {
    let Kind::Primitives { elem, .. } = &f.kind else { return None };
    let Some(Shape::Named { .. }) = f.field.shape.list_items() else { return None };
    let span = f.field.patch.strategy.as_ref()?.span.end;
    Some(quote::quote_spanned! {span=>
        const _: fn() = || {
            fn merges_by_value<T: #runtime::typed::list::Primitive>() {}
            merges_by_value::<#elem>();
        };
    })
}

/// `tokens` with every `Self` replaced by `ident`.
fn replace_self(tokens: TokenStream, ident: &Ident) -> TokenStream {
    use proc_macro2::{Group, TokenTree};
    tokens
        .into_iter()
        .map(|token| match token {
            TokenTree::Ident(word) if word == "Self" => TokenTree::Ident(ident.clone()),
            TokenTree::Group(group) => {
                let mut replaced = Group::new(group.delimiter(), replace_self(group.stream(), ident));
                replaced.set_span(group.span());
                TokenTree::Group(replaced)
            }
            other => other,
        })
        .collect()
}

/// The type argument of `Name<T>` when `ty` is that (by its last path segment).
fn generic_arg(ty: &syn::Type, name: &str) -> Option<syn::Type> {
    let syn::Type::Path(path) = ty else { return None };
    let segment = path.path.segments.last()?;
    if segment.ident != name {
        return None;
    }
    let syn::PathArguments::AngleBracketed(args) = &segment.arguments else { return None };
    match args.args.first()? {
        syn::GenericArgument::Type(inner) => Some(inner.clone()),
        _ => None,
    }
}

fn order_member(f: &TypedField<'_>) -> Ident {
    format_ident!("{}_set_element_order", f.field.member)
}

fn delete_member(f: &TypedField<'_>) -> Ident {
    format_ident!("{}_delete_from_primitive_list", f.field.member)
}

/// The patch type's members of a field, each with whether it is a `Patched` (else an
/// `Option`).
fn patch_members(f: &TypedField<'_>) -> Vec<(Ident, bool)> {
    let member = f.field.member.clone();
    match f.kind {
        Kind::Plain { .. } => vec![(member, true)],
        Kind::Keyed { .. } => vec![(member, true), (order_member(f), false)],
        Kind::Primitives { .. } => vec![(member, true), (order_member(f), false), (delete_member(f), true)],
    }
}

fn patch_struct(container: &Container, patch_ident: &Ident, fields: &[TypedField<'_>]) -> TokenStream {
    let Container { ident, path, vis, runtime, foreign, .. } = container;
    let doc = if *foreign {
        let path = path.to_string().replace(' ', "");
        format!("A strategic merge patch of `{}` (generated from its OpenAPI definition).", path.trim_start_matches("::"))
    } else {
        format!("A strategic merge patch of [`{ident}`] (generated by `#[derive(StrategicMerge)]`).")
    };
    // Every member once: its declaration, and its JSON name for serde.
    let mut members: Vec<(PatchMember, TokenStream)> = Vec::new();
    let mut member = |member: Ident, json: String, declaration: TokenStream| {
        members.push((PatchMember { member, json }, declaration));
    };
    let option = |ty: TokenStream| quote!(::core::option::Option<#ty>);
    let patched = |ty: TokenStream| quote!(#runtime::typed::Patched<#ty>);
    member(
        format_ident!("directive"),
        "$patch".into(),
        quote! {
            /// `$patch`: `replace` or `delete` this object (or `merge`, the default).
            pub directive: ::core::option::Option<::std::string::String>,
        },
    );
    member(
        format_ident!("retain_keys"),
        "$retainKeys".into(),
        quote! {
            /// `$retainKeys`: the fields this object keeps.
            pub retain_keys: ::core::option::Option<::std::vec::Vec<::std::string::String>>,
        },
    );
    for json in &container.patch_only {
        let name = format_ident!("{}", snake(json));
        let doc = format!("`{json}`: accepted in a patch and ignored (the type writes it itself).");
        let ty = option(quote!(#runtime::__private::serde_json::Value));
        member(name.clone(), json.clone(), quote!(#[doc = #doc] pub #name: #ty,));
    }
    for f in fields {
        let (name, json) = (&f.field.member, &f.field.json_name);
        let inner = &f.inner;
        let order_json = format!("$setElementOrder/{json}");
        match &f.kind {
            Kind::Plain { .. } => {
                let ty = patched(quote!(<#inner as #runtime::typed::StrategicMerge>::Patch));
                member(name.clone(), json.clone(), quote!(pub #name: #ty,));
            }
            Kind::Keyed { elem, .. } => {
                let items = quote!(::std::vec::Vec<<#elem as #runtime::typed::StrategicMerge>::Patch>);
                let (ty, order_ty) = (patched(items.clone()), option(items));
                member(name.clone(), json.clone(), quote!(pub #name: #ty,));
                let order = order_member(f);
                member(order.clone(), order_json, quote!(pub #order: #order_ty,));
            }
            Kind::Primitives { elem, .. } => {
                let items = quote!(::std::vec::Vec<#elem>);
                let (ty, order_ty) = (patched(items.clone()), option(items));
                member(name.clone(), json.clone(), quote!(pub #name: #ty,));
                let (order, delete) = (order_member(f), delete_member(f));
                member(order.clone(), order_json, quote!(pub #order: #order_ty,));
                member(delete.clone(), format!("$deleteFromPrimitiveList/{json}"), quote!(pub #delete: #ty,));
            }
        }
    }
    let (table, declarations): (Vec<PatchMember>, Vec<TokenStream>) = members.into_iter().unzip();
    let serde = patch_serde::impls(runtime, patch_ident, &table);
    quote! {
        #[doc = #doc]
        // serde: written out below, over a table of the members' JSON names. Unknown keys
        // are refused: a key the typed model has no place for would be lost.
        #[derive(Clone, Debug, PartialEq, Default)]
        #vis struct #patch_ident {
            #(#declarations)*
        }
        #serde
    }
}

/// A JSON name as a Rust member name (`apiVersion` is `api_version`).
fn snake(json: &str) -> String {
    let mut out = String::new();
    for c in json.chars() {
        if c.is_uppercase() {
            out.push('_');
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Wraps a field's value as `Option` (`present`) and back.
fn as_option(f: &TypedField<'_>, value: TokenStream) -> TokenStream {
    if f.optional {
        value
    } else {
        quote!(::core::option::Option::Some(#value))
    }
}

/// A field's value as `Option<&T>`.
fn as_option_ref(f: &TypedField<'_>, value: TokenStream) -> TokenStream {
    if f.optional {
        quote!(#value.as_ref())
    } else {
        quote!(::core::option::Option::Some(&#value))
    }
}

/// A field's `Option` value as the field's type: a required field that the patch
/// removes takes its default, or is an error where its type has none.
fn from_option(runtime: &TokenStream, f: &TypedField<'_>, value: TokenStream) -> TokenStream {
    let json = &f.field.json_name;
    if f.optional {
        value
    } else if f.field.type_has_default {
        quote!((#value).unwrap_or_default())
    } else {
        quote!(#runtime::typed::structure::required(#value, trail, #json)?)
    }
}

/// The value of the whole struct when a patch empties it (`$patch: delete`).
fn emptied(runtime: &TokenStream, container: &Container) -> TokenStream {
    if container.has_default {
        quote!(::core::result::Result::Ok(::core::default::Default::default()))
    } else {
        let name = &container.schema_name;
        quote!(::core::result::Result::Err(#runtime::typed::structure::no_default(trail, #name)))
    }
}

fn merge(runtime: &TokenStream, container: &Container, fields: &[TypedField<'_>]) -> TokenStream {
    let retain_pairs = fields.iter().map(|f| {
        let (member, json) = (&f.field.member, &f.field.json_name);
        quote!((#json, #runtime::typed::PatchedField::mentioned(&patch.#member)))
    });
    let members: Vec<&proc_macro2::Ident> = fields.iter().map(|f| &f.field.member).collect();
    let steps = fields.iter().map(|f| {
        let (member, json) = (&f.field.member, &f.field.json_name);
        let current = as_option(f, quote!(#member));
        // `$retainKeys` clears the fields it does not list before the merge.
        let current = quote! {
            if retained.is_some_and(|listed| !#runtime::typed::structure::retains(listed, #json)) {
                ::core::option::Option::None
            } else {
                #current
            }
        };
        let call = match &f.kind {
            Kind::Plain { replace, .. } => quote! {
                #runtime::typed::structure::merge_field(#current, patch.#member, #replace, trail, #json)?
            },
            Kind::Keyed { merge_key, .. } => {
                let order = order_member(f);
                quote! {
                    #runtime::typed::list::merge_keyed(#current, patch.#member, patch.#order, #merge_key, trail, #json)?
                }
            }
            Kind::Primitives { by_value, .. } => {
                let (order, delete) = (order_member(f), delete_member(f));
                let merge = if *by_value { quote!(merge_primitive_list) } else { quote!(merge_atomic_primitive_list) };
                quote! {
                    #runtime::typed::list::#merge(#current, patch.#member, patch.#order, patch.#delete, trail, #json)?
                }
            }
        };
        let value = from_option(runtime, f, call);
        quote! { let #member = #value; }
    });
    let emptied = emptied(runtime, container);
    let replaced = if container.has_default {
        quote!(::core::result::Result::Ok(value.unwrap_or_default()))
    } else {
        let name = &container.schema_name;
        quote!(value.ok_or_else(|| #runtime::typed::structure::no_default(trail, #name)))
    };
    quote! {
        fn merge(self, patch: Self::Patch, trail: &#runtime::Trail<'_>) -> ::core::result::Result<Self, #runtime::Error> {
            match #runtime::typed::structure::map_directive(patch.directive.as_deref(), trail, &patch)? {
                #runtime::typed::structure::MapDirective::Replace => {
                    let mut rest = patch;
                    rest.directive = ::core::option::Option::None;
                    // Go returns the rest of the patch as it is, directives inside unapplied.
                    let value = <Self as #runtime::typed::StrategicMerge>::replaced_by(rest, trail)?;
                    return #replaced;
                }
                #runtime::typed::structure::MapDirective::Delete => return #emptied,
                #runtime::typed::structure::MapDirective::Merge => {}
            }
            let retained: ::core::option::Option<&[::std::string::String]> = match &patch.retain_keys {
                ::core::option::Option::Some(listed) => {
                    #runtime::typed::structure::check_retain_keys(listed, &[#(#retain_pairs),*], trail)?;
                    ::core::option::Option::Some(listed)
                }
                ::core::option::Option::None => ::core::option::Option::None,
            };
            // Each field moves out, merges, and moves back: no field needs a default.
            #[allow(unused_variables)]
            let Self { #(#members,)* .. } = self;
            #(#steps)*
            #[allow(clippy::needless_update)]
            ::core::result::Result::Ok(Self { #(#members,)* ..self })
        }
    }
}

fn from_patch(runtime: &TokenStream, container: &Container, fields: &[TypedField<'_>]) -> TokenStream {
    let inits = fields.iter().map(|f| {
        let (member, json) = (&f.field.member, &f.field.json_name);
        let value = match &f.kind {
            Kind::Plain { .. } => quote!(#runtime::typed::structure::field_from_patch(patch.#member, trail, #json)?),
            Kind::Keyed { .. } => {
                quote!(#runtime::typed::list::merge_keyed(::core::option::Option::None, patch.#member, ::core::option::Option::None, "", trail, #json)?)
            }
            Kind::Primitives { .. } => quote!(#runtime::typed::list::merge_primitive_list(::core::option::Option::None, patch.#member, ::core::option::Option::None, #runtime::typed::Patched::Absent, trail, #json)?),
        };
        let value = from_option(runtime, f, value);
        quote!(#member: #value,)
    });
    // Fields serde skips keep their defaults; a type without `Default` has none.
    let rest = if container.has_default { quote!(..::core::default::Default::default()) } else { TokenStream::new() };
    quote! {
        fn from_patch(patch: Self::Patch, trail: &#runtime::Trail<'_>) -> ::core::result::Result<::core::option::Option<Self>, #runtime::Error> {
            if patch.directive.is_some() {
                return ::core::result::Result::Ok(::core::option::Option::None);
            }
            #[allow(clippy::needless_update)]
            ::core::result::Result::Ok(::core::option::Option::Some(Self {
                #(#inits)*
                #rest
            }))
        }
    }
}

/// `replaced_by`: the patch taken as a value, directives ignored (a list item Go appends
/// whole, a `replace`-strategy field).
fn replaced_by(runtime: &TokenStream, container: &Container, fields: &[TypedField<'_>]) -> TokenStream {
    let inits = fields.iter().map(|f| {
        let (member, json) = (&f.field.member, &f.field.json_name);
        let value = match &f.kind {
            Kind::Plain { .. } => quote!(#runtime::typed::structure::field_replaced_by(patch.#member, trail, #json)?),
            Kind::Keyed { .. } => quote!(#runtime::typed::list::items_replaced_by(patch.#member, trail, #json)?),
            Kind::Primitives { .. } => quote! {
                match patch.#member {
                    #runtime::typed::Patched::Set(list) => ::core::option::Option::Some(list),
                    _ => ::core::option::Option::None,
                }
            },
        };
        let value = from_option(runtime, f, value);
        quote!(#member: #value,)
    });
    let rest = if container.has_default { quote!(..::core::default::Default::default()) } else { TokenStream::new() };
    quote! {
        fn replaced_by(patch: Self::Patch, trail: &#runtime::Trail<'_>) -> ::core::result::Result<::core::option::Option<Self>, #runtime::Error> {
            #[allow(clippy::needless_update)]
            ::core::result::Result::Ok(::core::option::Option::Some(Self {
                #(#inits)*
                #rest
            }))
        }
    }
}

/// `merge_patches`: the two halves of a three-way diff joined, field by field.
fn merge_patches(runtime: &TokenStream, fields: &[TypedField<'_>]) -> TokenStream {
    let steps = fields.iter().map(|f| {
        let (member, json, inner) = (&f.field.member, &f.field.json_name, &f.inner);
        match &f.kind {
            Kind::Plain { replace, .. } => quote! {
                left.#member = #runtime::typed::patches::merge_patched::<#inner>(left.#member, right.#member, #replace, trail, #json)?;
            },
            Kind::Keyed { elem, merge_key, .. } => {
                let order = order_member(f);
                quote! {
                    (left.#member, left.#order) = #runtime::typed::patches::merge_keyed_patches::<#elem>((left.#member, left.#order), (right.#member, right.#order), #merge_key, trail, #json)?;
                }
            }
            Kind::Primitives { by_value, .. } => {
                let (order, delete) = (order_member(f), delete_member(f));
                let merge = if *by_value { quote!(merge_primitive_patches) } else { quote!(merge_atomic_primitive_patches) };
                quote! {
                    (left.#member, left.#order, left.#delete) = #runtime::typed::patches::#merge((left.#member, left.#order, left.#delete), (right.#member, right.#order, right.#delete), trail, #json)?;
                }
            }
        }
    });
    quote! {
        fn merge_patches(mut left: Self::Patch, mut right: Self::Patch, trail: &#runtime::Trail<'_>) -> ::core::result::Result<Self::Patch, #runtime::Error> {
            match #runtime::typed::structure::map_directive(right.directive.as_deref(), trail, &right)? {
                #runtime::typed::structure::MapDirective::Replace => {
                    right.directive = ::core::option::Option::None;
                    return ::core::result::Result::Ok(right);
                }
                #runtime::typed::structure::MapDirective::Delete => return ::core::result::Result::Ok(::core::default::Default::default()),
                #runtime::typed::structure::MapDirective::Merge => {}
            }
            left.retain_keys = #runtime::typed::patches::merge_retain_keys(left.retain_keys, right.retain_keys, trail)?;
            #(#steps)*
            ::core::result::Result::Ok(left)
        }
    }
}

fn to_patch(runtime: &TokenStream, patch_ident: &Ident, fields: &[TypedField<'_>]) -> TokenStream {
    let inits = fields.iter().map(|f| {
        let member = &f.field.member;
        let value = as_option_ref(f, quote!(self.#member));
        let value = match &f.kind {
            Kind::Plain { .. } => quote!(#runtime::typed::structure::patched_value(#value)),
            Kind::Keyed { .. } => quote!(#runtime::typed::list::patched_items(#value)),
            Kind::Primitives { .. } => quote!(#runtime::typed::list::patched_list(#value)),
        };
        quote!(#member: #value,)
    });
    quote! {
        fn to_patch(&self) -> #patch_ident {
            #[allow(clippy::needless_update)]
            #patch_ident { #(#inits)* ..::core::default::Default::default() }
        }
    }
}

fn diff(runtime: &TokenStream, patch_ident: &Ident, fields: &[TypedField<'_>]) -> TokenStream {
    let steps = fields.iter().map(|f| {
        let (member, json) = (&f.field.member, &f.field.json_name);
        let original = as_option_ref(f, quote!(original.#member));
        let modified = as_option_ref(f, quote!(modified.#member));
        match &f.kind {
            Kind::Plain { replace, retain_keys } => quote! {
                patch.#member = #runtime::typed::structure::diff_field(#original, #modified, #replace, #retain_keys, options, trail, #json)?;
            },
            Kind::Keyed { merge_key, retain_keys, .. } => {
                let order = order_member(f);
                quote! {
                    (patch.#member, patch.#order) = #runtime::typed::list::diff_keyed(#original, #modified, #merge_key, #retain_keys, options, trail, #json)?;
                }
            }
            Kind::Primitives { by_value: true, .. } => {
                let (order, delete) = (order_member(f), delete_member(f));
                quote! {
                    (patch.#member, patch.#delete, patch.#order) = #runtime::typed::list::diff_primitive_list(#original, #modified, options);
                }
            }
            // Replaced whole when it changes, as any list without a strategy.
            Kind::Primitives { by_value: false, .. } => quote! {
                patch.#member = #runtime::typed::structure::diff_field(#original, #modified, false, false, options, trail, #json)?;
            },
        }
    });
    let present = |side: Ident| -> Vec<TokenStream> {
        fields
            .iter()
            .map(|f| {
                let (member, json) = (&f.field.member, &f.field.json_name);
                let value = as_option_ref(f, quote!(#side.#member));
                quote!((#json, #value.is_some()))
            })
            .collect()
    };
    let (in_original, in_modified) = (present(format_ident!("original")), present(format_ident!("modified")));
    quote! {
        fn diff(original: &Self, modified: &Self, options: #runtime::typed::DiffOptions, trail: &#runtime::Trail<'_>) -> ::core::result::Result<::core::option::Option<#patch_ident>, #runtime::Error> {
            let mut patch = #patch_ident::default();
            #(#steps)*
            if options.build_retain_keys {
                let original_keys: &[(&str, bool)] = &[#(#in_original),*];
                let modified_keys: &[(&str, bool)] = &[#(#in_modified),*];
                patch.retain_keys = #runtime::typed::structure::retain_keys_of(original_keys, modified_keys, patch.is_empty());
            }
            ::core::result::Result::Ok((!patch.is_empty()).then_some(patch))
        }
    }
}

/// `Keyed`: merge keys of values and patches (the fields of primitive types can be keys).
fn keyed(runtime: &TokenStream, ident: &TokenStream, patch_ident: &Ident, fields: &[TypedField<'_>]) -> TokenStream {
    let key_fields: Vec<&TypedField<'_>> = fields
        .iter()
        .filter(|f| matches!(f.kind, Kind::Plain { .. }) && matches!(f.field.shape.peel(), Shape::Scalar(_) | Shape::Value))
        .collect();
    let value_arms = key_fields.iter().map(|f| {
        let (member, json) = (&f.field.member, &f.field.json_name);
        let value = as_option_ref(f, quote!(self.#member));
        quote!(#json => #value.and_then(#runtime::typed::AsKey::as_key),)
    });
    let patch_arms = key_fields.iter().map(|f| {
        let (member, json) = (&f.field.member, &f.field.json_name);
        quote!(#json => match &patch.#member { #runtime::typed::Patched::Set(value) => #runtime::typed::AsKey::as_key(value), _ => ::core::option::Option::None },)
    });
    let set_arms = key_fields.iter().map(|f| {
        let (member, json) = (&f.field.member, &f.field.json_name);
        let value = as_option_ref(f, quote!(self.#member));
        quote!(#json => patch.#member = #runtime::typed::structure::patched_value(#value),)
    });
    quote! {
        #[automatically_derived]
        impl #runtime::typed::Keyed for #ident {
            fn merge_key(&self, merge_key: &str) -> ::core::option::Option<#runtime::lists::Key> {
                match merge_key {
                    #(#value_arms)*
                    _ => #runtime::typed::composite_key(merge_key, &|part| #runtime::typed::Keyed::merge_key(self, part)),
                }
            }
            fn patch_merge_key(patch: &#patch_ident, merge_key: &str) -> ::core::option::Option<#runtime::lists::Key> {
                match merge_key {
                    #(#patch_arms)*
                    _ => #runtime::typed::composite_key(merge_key, &|part| <Self as #runtime::typed::Keyed>::patch_merge_key(patch, part)),
                }
            }
            fn patch_directive(patch: &#patch_ident) -> ::core::option::Option<&str> {
                patch.directive.as_deref()
            }
            fn key_patch(&self, merge_key: &str, delete: bool) -> #patch_ident {
                let mut patch = #patch_ident::default();
                #runtime::typed::Keyed::set_merge_key(self, &mut patch, merge_key);
                if delete {
                    patch.directive = ::core::option::Option::Some(::std::string::String::from("delete"));
                }
                patch
            }
            fn set_merge_key(&self, patch: &mut #patch_ident, merge_key: &str) {
                match merge_key {
                    #(#set_arms)*
                    _ => {
                        for part in #runtime::typed::composite_parts(merge_key) {
                            #runtime::typed::Keyed::set_merge_key(self, patch, part);
                        }
                    }
                }
            }
        }
    }
}
