//! Serde for the generated patch types: `Serialize`, `Deserialize` and the field table
//! they read from, over the runtime's `typed::patch_serde`. One call per member in a
//! visit of the members (for writing, and for emptiness) and one `match` arm per member
//! for reading; the rest is the runtime's generic code. Serde's derive generated several
//! times as much per type, and was half the compile time of the `k8s-openapi` impls.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

/// A member of a patch type (a field, or a part of one: `env.order`) and its JSON name.
pub struct PatchMember {
    pub member: TokenStream,
    pub json: String,
}

/// The serde impls of `patch_ident`, whose members are `members` in declaration order.
pub fn impls(runtime: &TokenStream, patch_ident: &Ident, members: &[PatchMember]) -> TokenStream {
    let serde = quote!(#runtime::__private::serde);
    let table = quote!(#runtime::__private::patch_serde);
    let name = patch_ident.to_string();
    let expecting = format!("struct {name}");
    let jsons = members.iter().map(|m| &m.json);
    let visits = members.iter().map(|PatchMember { member, .. }| quote!(visitor.member(&self.#member);));
    let reads = members
        .iter()
        .enumerate()
        .map(|(index, PatchMember { member, .. })| quote!(#index => Source::read(source, &mut self.#member),));
    quote! {
        #[automatically_derived]
        impl #serde::Serialize for #patch_ident {
            fn serialize<S: #serde::Serializer>(&self, serializer: S) -> ::core::result::Result<S::Ok, S::Error> {
                #table::serialize(self, serializer)
            }
        }
        #[automatically_derived]
        impl ::core::fmt::Debug for #patch_ident {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                #table::debug(self, f)
            }
        }
        #[automatically_derived]
        impl<'de> #serde::Deserialize<'de> for #patch_ident {
            fn deserialize<D: #serde::Deserializer<'de>>(deserializer: D) -> ::core::result::Result<Self, D::Error> {
                #table::deserialize(deserializer)
            }
        }
        #[automatically_derived]
        impl #table::PatchFields for #patch_ident {
            const NAME: &'static str = #name;
            const EXPECTING: &'static str = #expecting;
            const FIELDS: &'static [&'static str] = &[#(#jsons),*];
            fn read_field<'de, S: #table::Source<'de>>(
                &mut self,
                index: usize,
                source: &mut S,
            ) -> ::core::result::Result<bool, S::Error> {
                use #table::Source;
                match index {
                    #(#reads)*
                    _ => ::core::result::Result::Ok(false),
                }
            }
            fn members<V: #table::Members>(&self, visitor: &mut V) {
                #(#visits)*
            }
        }
    }
}
