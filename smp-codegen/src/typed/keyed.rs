//! `Keyed`: how a struct in a list merged by key gives its key, from a value and from
//! a patch.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::{as_option_ref, Kind, TypedField};
use crate::model::Shape;

/// `Keyed`: merge keys of values and patches (the fields of primitive types can be keys).
pub(super) fn keyed(runtime: &TokenStream, ident: &TokenStream, patch_ident: &Ident, fields: &[TypedField<'_>]) -> TokenStream {
    let key_fields: Vec<&TypedField<'_>> = fields
        .iter()
        .filter(|f| matches!(f.kind, Kind::Plain) && matches!(f.field.shape.peel(), Shape::Scalar(_) | Shape::Value))
        .collect();
    let value_arms = key_fields.iter().map(|f| {
        let (member, json) = (&f.field.member, &f.field.json_name);
        let value = as_option_ref(f, quote!(self.#member));
        quote!(#json => #value.and_then(#runtime::__private::AsKey::as_key),)
    });
    let patch_arms = key_fields.iter().map(|f| {
        let (member, json) = (&f.field.member, &f.field.json_name);
        quote!(#json => match &patch.#member { #runtime::typed::Patched::Set(value) => #runtime::__private::AsKey::as_key(value), _ => ::core::option::Option::None },)
    });
    let set_arms = key_fields.iter().map(|f| {
        let (member, json) = (&f.field.member, &f.field.json_name);
        let value = as_option_ref(f, quote!(self.#member));
        quote!(#json => patch.#member = #runtime::__private::structure::patched_value(#value),)
    });
    quote! {
        #[automatically_derived]
        impl #runtime::__private::Keyed for #ident {
            fn merge_key(&self, merge_key: &str) -> ::core::option::Option<#runtime::__private::Key> {
                match merge_key {
                    #(#value_arms)*
                    _ => #runtime::__private::composite_key(merge_key, &|part| #runtime::__private::Keyed::merge_key(self, part)),
                }
            }
            fn patch_merge_key(patch: &#patch_ident, merge_key: &str) -> ::core::option::Option<#runtime::__private::Key> {
                match merge_key {
                    #(#patch_arms)*
                    _ => #runtime::__private::composite_key(merge_key, &|part| <Self as #runtime::__private::Keyed>::patch_merge_key(patch, part)),
                }
            }
            fn patch_directive(patch: &#patch_ident) -> ::core::option::Option<&str> {
                patch.directive.as_deref()
            }
            fn key_patch(&self, merge_key: &str, delete: bool) -> #patch_ident {
                let mut patch = #patch_ident::default();
                #runtime::__private::Keyed::set_merge_key(self, &mut patch, merge_key);
                if delete {
                    patch.directive = ::core::option::Option::Some(::std::string::String::from("delete"));
                }
                patch
            }
            fn set_merge_key(&self, patch: &mut #patch_ident, merge_key: &str) {
                match merge_key {
                    #(#set_arms)*
                    _ => {
                        for part in #runtime::__private::composite_parts(merge_key) {
                            #runtime::__private::Keyed::set_merge_key(self, patch, part);
                        }
                    }
                }
            }
        }
    }
}
