//! Serde, `Debug`, `Clone` and `PartialEq` for the generated patch types: one-line calls
//! into the runtime's `typed::patch_serde`, the table of the members' JSON names serde
//! writes by, and a `match` from a name to its member, which serde reads by. The runtime reaches the members through the
//! struct's visit of its fields (`Fields::visit`), so nothing here repeats a field. Serde's
//! derive generated many times as much per type, and was half the compile time of the
//! `k8s-openapi` impls.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

/// The serde, `Debug`, `Clone` and `PartialEq` impls of `patch_ident`, the patch type of the struct `value`,
/// whose members have the JSON names `names`, in the order the struct's visit reaches them.
pub fn impls(runtime: &TokenStream, value: &TokenStream, patch_ident: &Ident, names: &[String]) -> TokenStream {
    let serde = quote!(#runtime::__private::serde);
    let table = quote!(#runtime::__private::patch_serde);
    let name = patch_ident.to_string();
    let expecting = format!("struct {name}");
    // Each member's name to its index, as serde's derive matches field names.
    let arms = names.iter().enumerate().map(|(index, name)| {
        let bytes = proc_macro2::Literal::byte_string(name.as_bytes());
        let index = proc_macro2::Literal::usize_unsuffixed(index);
        quote!(#bytes => ::core::option::Option::Some(#index))
    });
    quote! {
        #[automatically_derived]
        impl #serde::Serialize for #patch_ident {
            fn serialize<S: #serde::Serializer>(&self, serializer: S) -> ::core::result::Result<S::Ok, S::Error> {
                #table::serialize::<#value, S>(self, serializer)
            }
        }
        #[automatically_derived]
        impl ::core::fmt::Debug for #patch_ident {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                #table::debug::<#value>(self, f)
            }
        }
        #[automatically_derived]
        impl ::core::clone::Clone for #patch_ident {
            fn clone(&self) -> Self {
                #table::clone::<#value>(self)
            }
        }
        #[automatically_derived]
        impl ::core::cmp::PartialEq for #patch_ident {
            fn eq(&self, other: &Self) -> bool {
                #table::eq::<#value>(self, other)
            }
        }
        #[automatically_derived]
        impl<'de> #serde::Deserialize<'de> for #patch_ident {
            fn deserialize<D: #serde::Deserializer<'de>>(deserializer: D) -> ::core::result::Result<Self, D::Error> {
                #table::deserialize::<#value, D>(deserializer)
            }
        }
        #[automatically_derived]
        impl #table::PatchFields for #patch_ident {
            const NAME: &'static str = #name;
            const EXPECTING: &'static str = #expecting;
            const FIELDS: &'static [&'static str] = &[#(#names),*];
            // Two members of one name (serde renames) read into the first, as serde's derive does.
            #[allow(unreachable_patterns)]
            fn index_of(name: &[u8]) -> ::core::option::Option<usize> {
                match name {
                    #(#arms,)*
                    _ => ::core::option::Option::None,
                }
            }
        }
    }
}
