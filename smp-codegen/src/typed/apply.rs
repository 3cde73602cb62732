//! Applying a patch: `merge`, and the values a patch makes where there was none
//! (`from_patch`, `replaced_by`).

use proc_macro2::TokenStream;
use quote::quote;

use super::{as_option, delete_member, emptied, from_option, order_member, Kind, TypedField};
use crate::model::Container;

pub(super) fn merge(runtime: &TokenStream, container: &Container, fields: &[TypedField<'_>]) -> TokenStream {
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

pub(super) fn from_patch(runtime: &TokenStream, container: &Container, fields: &[TypedField<'_>]) -> TokenStream {
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
pub(super) fn replaced_by(runtime: &TokenStream, container: &Container, fields: &[TypedField<'_>]) -> TokenStream {
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
