//! The typed emitter: from the [model](crate::model), a patch type (`FooPatch`) and the
//! impls of `StrategicMerge` and `Fields` that apply and diff `Foo` without going through
//! `serde_json::Value`. Each field calls one named runtime function chosen here from its
//! shape and strategy, so the generated code stays short and the semantics live in the
//! runtime.
//!
//! Generic structs and structs with flattened fields are not supported yet: the check
//! pass asks for `#[smp(describe_only)]` on them, which emits only `Describe`.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use crate::model::{replace_self, Container, Field, ListStrategy, Role, Shape};

mod fields;
mod patch_type;

pub(crate) use patch_type::doc_attrs;

use fields::{fields_impl, strategic_merge};
use patch_type::patch_struct;

/// What a field is to the typed path.
pub(super) enum Kind {
    /// Merged through `StrategicMerge` of its type (atomic, struct, map, any JSON).
    Plain,
    /// A list of structs merged by key.
    Keyed { elem: TokenStream, merge_key: String },
    /// A list of primitives: merged by value (`by_value`, the `merge` strategy), or
    /// replaced whole but open to `$setElementOrder` and `$deleteFromPrimitiveList`, which
    /// the reference applies to any list of primitives.
    Primitives { elem: TokenStream, by_value: bool },
}

pub(super) struct TypedField<'f> {
    pub(super) field: &'f Field,
    pub(super) optional: bool,
    /// The type without `Option`.
    pub(super) inner: TokenStream,
    pub(super) kind: Kind,
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
    let strategic_merge = strategic_merge(container, ident, &patch_ident);
    let fields_impl = fields_impl(runtime, container, &patch_ident, &fields);
    let default_span = name.span();
    let default_check = if container.has_default {
        // Naming the function checks its bound: no body to compile per type.
        quote::quote_spanned! {default_span=>
            const _: fn() = #runtime::__private::needs_default::<#ident>;
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
                #runtime::__private::patch_serde::is_empty::<#ident>(self)
            }
        }

        #strategic_merge
        #fields_impl
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
        impl #impl_params #runtime::StrategicMerge for #ident #type_args
        where
            #(#predicates,)*
            Self: ::core::clone::Clone + ::core::cmp::PartialEq + ::core::fmt::Debug + #serde::Serialize + #serde::de::DeserializeOwned,
        {
            type Patch = Self;
            type Held = Self;
        }

        #[automatically_derived]
        impl #impl_params #runtime::__private::Operations for #ident #type_args
        where
            #(#predicates,)*
            Self: ::core::clone::Clone + ::core::cmp::PartialEq + ::core::fmt::Debug + #serde::Serialize + #serde::de::DeserializeOwned,
        {
            const MAY_HOLD_JSON: bool = false;
            const SHAPE: #runtime::__private::Shape = #runtime::__private::Shape::Scalar;
            #[inline(always)]
            fn in_place(operation: #runtime::__private::InPlace<'_, Self>, trail: &#runtime::__private::Trail<'_>) -> ::core::result::Result<(), #runtime::Error> {
                #runtime::__private::atomic::in_place(operation, trail)
            }
            fn to_patch(&self) -> #runtime::__private::PatchOf<Self> {
                ::core::clone::Clone::clone(self)
            }
            // A merge key: the JSON scalar of the value (and of a patch, which is one).
            fn key(&self) -> ::core::option::Option<#runtime::__private::Key> {
                #runtime::__private::atomic::scalar_key(self)
            }
            fn patch_key(patch: &#runtime::__private::PatchOf<Self>) -> ::core::option::Option<#runtime::__private::Key> {
                #runtime::__private::atomic::scalar_key(patch)
            }
            fn plain_key(&self) -> ::core::option::Option<#runtime::__private::PlainKey<'_>> {
                #runtime::__private::atomic::scalar_plain_key(self)
            }
            fn patch_plain_key(patch: &#runtime::__private::PatchOf<Self>) -> ::core::option::Option<#runtime::__private::PlainKey<'_>> {
                #runtime::__private::atomic::scalar_plain_key(patch)
            }
        }

        #[automatically_derived]
        impl #impl_params #runtime::__private::GoText for #ident #type_args
        where
            #(#predicates,)*
            Self: #serde::Serialize,
        {
            fn go_text(&self) -> ::std::string::String {
                #runtime::__private::atomic::serialized_text(self)
            }
        }

        #[automatically_derived]
        impl #impl_params #runtime::__private::Item for #ident #type_args
        where
            #(#predicates,)*
            Self: #serde::Serialize,
        {
            fn key(&self, _merge_key: &str) -> ::core::result::Result<::core::option::Option<#runtime::__private::Key>, #runtime::ErrorKind> {
                #runtime::__private::atomic::serialized_key(self)
            }
            fn go_type(&self) -> ::core::option::Option<#runtime::__private::GoType> {
                #runtime::__private::atomic::serialized_go_type(self)
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
    let ops = quote!(#runtime::__private::Operations);
    let (trail, error) = (quote!(#runtime::__private::Trail<'_>), quote!(#runtime::Error));
    quote! {
        #[automatically_derived]
        impl #runtime::StrategicMerge for #path {
            type Patch = #json;
            type Held = #json;
        }
        #[automatically_derived]
        impl #ops for #path {
            const SHAPE: #runtime::__private::Shape = #runtime::__private::Shape::Any;
            fn shape(&self) -> #runtime::__private::Shape {
                <#json as #ops>::shape(&self.0)
            }
            fn patch_shape(patch: &#json) -> #runtime::__private::Shape {
                <#json as #ops>::patch_shape(patch)
            }
            #[inline(always)]
            fn in_place(operation: #runtime::__private::InPlace<'_, Self>, trail: &#trail) -> ::core::result::Result<(), #error> {
                #runtime::__private::by_value(operation, trail)
            }
            fn to_patch(&self) -> #runtime::__private::PatchOf<Self> {
                ::core::clone::Clone::clone(&self.0)
            }
            fn is_object(&self) -> bool {
                self.0.is_object()
            }
        }

        #[automatically_derived]
        impl #runtime::__private::ByValue for #path {
            fn merge(&mut self, patch: #json, trail: &#trail) -> ::core::result::Result<(), #error> {
                <#json as #ops>::merge(&mut self.0, patch, trail)
            }
            fn from_patch(patch: #json, trail: &#trail) -> ::core::result::Result<::core::option::Option<Self>, #error> {
                ::core::result::Result::Ok(<#json as #ops>::from_patch(patch, trail)?.map(#path))
            }
            fn replaced_by(patch: #json, trail: &#trail) -> ::core::result::Result<::core::option::Option<Self>, #error> {
                ::core::result::Result::Ok(<#json as #ops>::replaced_by(patch, trail)?.map(#path))
            }
            fn merge_patches(left: #json, right: #json, trail: &#trail) -> ::core::result::Result<#json, #error> {
                <#json as #ops>::merge_patches(left, right, trail)
            }
            fn conflicts(left: &mut #json, right: &mut #json, field: ::core::option::Option<&'static #runtime::__private::fields::Field>, trail: &#trail, check: &mut #runtime::__private::ConflictCheck) -> ::core::result::Result<(), #error> {
                <#json as #runtime::__private::ByValue>::conflicts(left, right, field, trail, check)
            }
            fn mentions(patch: &#json, path: &[&str]) -> bool {
                <#json as #runtime::__private::ByValue>::mentions(patch, path)
            }
            fn is_empty(patch: &#json) -> bool {
                <#json as #runtime::__private::ByValue>::is_empty(patch)
            }
            fn forget(&mut self, path: &[::std::string::String]) {
                <#json as #runtime::__private::ByValue>::forget(&mut self.0, path)
            }
            fn diff(original: &Self, modified: &Self, options: #runtime::__private::DiffOptions, trail: &#trail) -> ::core::result::Result<::core::option::Option<#json>, #error> {
                <#json as #ops>::diff(&original.0, &modified.0, options, trail)
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
    let merge = field.patch.strategy.as_ref().is_some_and(|s| s.value.list == ListStrategy::Merge);
    let kind = match (merge, generic_arg(&inner, "Vec"), field.shape.list_items()) {
        (true, Some(elem), Some(Shape::Scalar(_) | Shape::Value)) => {
            Kind::Primitives { elem: quote!(#elem), by_value: true }
        }
        (false, Some(elem), Some(Shape::Scalar(_) | Shape::Value)) => {
            Kind::Primitives { elem: quote!(#elem), by_value: false }
        }
        // Without a merge key the items must be primitives (enums are): the runtime's
        // bounds say so at compile time otherwise.
        (true, Some(elem), Some(Shape::Named { .. })) if field.patch.merge_key.is_none() => {
            Kind::Primitives { elem: quote!(#elem), by_value: true }
        }
        (true, Some(elem), Some(Shape::Named { .. })) if field.patch.merge_key.is_some() => {
            // A composite key is all its fields, comma-separated, as the runtime reads it.
            let merge_key = field.patch.merge_key.as_ref().map(|k| k.value.fields.join(",")).unwrap_or_default();
            Kind::Keyed { elem: quote!(#elem), merge_key }
        }
        _ => Kind::Plain,
    };
    TypedField { field, optional, inner: quote!(#inner), kind }
}

/// For a list of named items merged by value: a check that they are primitives (an
/// enum), spanned on the strategy so that the error points at the attribute.
pub(super) fn primitive_check(runtime: &TokenStream, f: &TypedField<'_>) -> Option<TokenStream> {
    let Kind::Primitives { elem, .. } = &f.kind else { return None };
    let Some(Shape::Named { .. }) = f.field.shape.list_items() else { return None };
    let span = f.field.patch.strategy.as_ref()?.span.end;
    Some(quote::quote_spanned! {span=>
        const _: fn() = || {
            fn merges_by_value<T: #runtime::__private::list::Primitive>() {}
            merges_by_value::<#elem>();
        };
    })
}

/// The type argument of `Name<T>` when `ty` is that (by its last path segment). A type
/// that came through a `macro_rules!` fragment (`$t:ty`) sits in an invisible group, and
/// one in parentheses in a visible one: both are seen through, as the model's `shape`
/// does, so the two readings of a field's type agree.
fn generic_arg(ty: &syn::Type, name: &str) -> Option<syn::Type> {
    let mut ty = ty;
    while let syn::Type::Group(syn::TypeGroup { elem, .. }) | syn::Type::Paren(syn::TypeParen { elem, .. }) = ty {
        ty = elem;
    }
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

/// The patch type's member for a name a patch may carry that is no field
/// (`Container::patch_only`): `apiVersion` is `api_version`.
pub(super) fn patch_only_member(json: &str) -> Ident {
    format_ident!("{}", snake(json))
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
