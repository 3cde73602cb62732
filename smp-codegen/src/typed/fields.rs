//! `Fields` and `Blank`: the struct's fields, one visitor call each, with the strategy and
//! where the field lives. The runtime's struct operations (apply, diff, merge two patches,
//! keys, the schema) are visitors of these calls, so `StrategicMerge` names the patch type
//! and its `Operations` are two one-line calls into the runtime.

use proc_macro2::{Ident, Literal, TokenStream};
use quote::quote;

use super::{patch_only_member, Kind, TypedField};
use crate::model::{Container, ListStrategy, Role};

/// `StrategicMerge` (the patch type) and its `Operations`: every operation is the
/// runtime's, for any `Fields` struct, behind the method the trait requires (the others
/// call it), and `to_patch`.
pub(super) fn strategic_merge(container: &Container, ident: &TokenStream, patch_ident: &Ident) -> TokenStream {
    let runtime = &container.runtime;
    let (trail, error) = (quote!(#runtime::__private::Trail<'_>), quote!(#runtime::Error));
    // Only a generator that knows the type graph can say no (the default is yes).
    let holds_json = (!container.may_hold_json).then(|| {
        quote!(
            const MAY_HOLD_JSON: bool = false;
        )
    });
    quote! {
        #[automatically_derived]
        impl #runtime::StrategicMerge for #ident {
            type Patch = #patch_ident;
            type Held = ::std::boxed::Box<#patch_ident>;
        }
        #[automatically_derived]
        impl #runtime::__private::Operations for #ident {
            #holds_json
            #[inline(always)]
            fn in_place(operation: #runtime::__private::InPlace<'_, Self>, trail: &#trail) -> ::core::result::Result<(), #error> {
                #runtime::__private::structure::in_place(operation, trail)
            }
            fn to_patch(&self) -> #runtime::__private::PatchOf<Self> {
                #runtime::__private::structure::to_patch(self)
            }
            fn is_object(&self) -> bool {
                true
            }
        }
    }
}

/// `Blank` and `Fields`: the table of fields, one visitor call each.
pub(super) fn fields_impl(
    runtime: &TokenStream,
    container: &Container,
    patch_ident: &Ident,
    fields: &[TypedField<'_>],
) -> TokenStream {
    let Container { path: ident, schema_name, has_default, .. } = container;
    let fields_path = quote!(#runtime::__private::fields);
    let blank = blank(runtime, container, fields);
    // The patch type's members that are no fields come first, as in its table of names.
    let ignored = container.patch_only.iter().map(|json| {
        let member = patch_only_member(json);
        quote!(visitor.ignored(#json, member!(#member, ignored));)
    });
    // Each field's strategy is data, in one static table: a call passes only its address,
    // and the table is one constant to evaluate per struct, not one per field.
    let count = Literal::usize_unsuffixed(fields.len());
    let table = fields.iter().map(strategy);
    let visits = fields.iter().enumerate().map(|(index, f)| {
        let member = &f.field.member;
        let place = if f.optional {
            TokenStream::new()
        } else if f.field.type_has_default {
            quote!(, required)
        } else {
            quote!(, no_default)
        };
        let (method, index) = (method(f), Literal::usize_unsuffixed(index));
        quote!(visitor.#method(&FIELDS[#index], member!(#member #place));)
    });
    let table = (!fields.is_empty()).then(|| quote!(static FIELDS: [Field; #count] = [#(#table),*];));
    // A struct without fields uses none of the names.
    let (unused, uses) = match (fields.is_empty(), container.patch_only.is_empty()) {
        (true, true) => (quote!(#[allow(unused_variables)]), TokenStream::new()),
        (true, false) => (TokenStream::new(), quote!(use #runtime::__private::member;)),
        (false, _) => (TokenStream::new(), quote!(use #runtime::__private::{fields::Field, member};)),
    };
    // Written only where it is true: most structs have no member but their fields.
    let skips = container.fields.iter().any(|field| field.role == crate::model::Role::Skipped).then(|| {
        quote!(
            const SKIPS: bool = true;
        )
    });
    quote! {
        #blank

        #[automatically_derived]
        impl #fields_path::Fields for #ident {
            const NAME: &'static str = #schema_name;
            const HAS_DEFAULT: bool = #has_default;
            #skips
            fn directives(patch: &mut #patch_ident) -> (&mut ::core::option::Option<::std::string::String>, &mut ::core::option::Option<::std::vec::Vec<::std::string::String>>) {
                (&mut patch.directive, &mut patch.retain_keys)
            }
            fn directives_ref(patch: &#patch_ident) -> (&::core::option::Option<::std::string::String>, &::core::option::Option<::std::vec::Vec<::std::string::String>>) {
                (&patch.directive, &patch.retain_keys)
            }
            #unused
            fn visit<V: #fields_path::Visit<Self>>(visitor: &mut V) {
                #uses
                #table
                #(#ignored)*
                #(#visits)*
            }
        }
    }
}

/// A field's entry in the table: `Field::new("env").merge().merge_key("name")`, the
/// whole strategy, once (the operations read what they need, and `Describe` reads it back
/// for the schema).
fn strategy(f: &TypedField<'_>) -> TokenStream {
    let json = &f.field.json_name;
    let mut field = quote!(Field::new(#json));
    let strategy = f.field.patch.strategy.as_ref().map(|s| s.value);
    let list = strategy.map(|s| s.list);
    match &f.kind {
        Kind::Plain => {
            if list == Some(ListStrategy::Merge) {
                field = quote!(#field.merge());
            }
            // A merge key on a field that is no list (Go's pointer to a struct, which a
            // document may hold as a list): only the schema reads it.
            if let Some(key) = &f.field.patch.merge_key {
                let key = key.value.fields.join(",");
                field = quote!(#field.merge_key(#key));
            }
        }
        Kind::Keyed { merge_key, .. } => field = quote!(#field.merge().merge_key(#merge_key)),
        Kind::Primitives { by_value, .. } => {
            if *by_value {
                field = quote!(#field.by_value());
            }
        }
    }
    if list == Some(ListStrategy::Replace) {
        field = quote!(#field.replace());
    }
    if strategy.is_some_and(|s| s.retain_keys) {
        field = quote!(#field.retain_keys());
    }
    field
}

/// The visitor method for a field's kind.
fn method(f: &TypedField<'_>) -> TokenStream {
    match &f.kind {
        Kind::Plain => quote!(plain),
        Kind::Keyed { .. } => quote!(keyed),
        Kind::Primitives { .. } => quote!(primitives),
    }
}

/// `Blank`: the default, or for a type without one, placeholders in the required fields
/// whose types have none (every operation sets them or fails).
fn blank(runtime: &TokenStream, container: &Container, fields: &[TypedField<'_>]) -> TokenStream {
    let ident = &container.path;
    let body = if container.has_default {
        quote!(::core::default::Default::default())
    } else {
        let inits = container.fields.iter().filter(|f| f.role == Role::Described).map(|field| {
            let member = &field.member;
            let typed = fields.iter().find(|f| f.field.member == *member);
            match typed {
                Some(f) if !f.optional && !field.type_has_default => {
                    let inner = &f.inner;
                    quote!(#member: <#inner as #runtime::__private::fields::Blank>::blank(),)
                }
                _ => quote!(#member: ::core::default::Default::default(),),
            }
        });
        quote!(Self { #(#inits)* })
    };
    quote! {
        #[automatically_derived]
        impl #runtime::__private::fields::Blank for #ident {
            fn blank() -> Self {
                #body
            }
        }
    }
}
