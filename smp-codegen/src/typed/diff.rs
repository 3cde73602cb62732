//! Diffing: `to_patch`, the two-way and three-way `diff`, and `merge_patches`, which
//! joins the two halves of a three-way diff.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::{as_option_ref, delete_member, order_member, Kind, TypedField};

pub(super) fn to_patch(runtime: &TokenStream, patch_ident: &Ident, fields: &[TypedField<'_>]) -> TokenStream {
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

pub(super) fn diff(runtime: &TokenStream, patch_ident: &Ident, fields: &[TypedField<'_>]) -> TokenStream {
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

/// `merge_patches`: the two halves of a three-way diff joined, field by field.
pub(super) fn merge_patches(runtime: &TokenStream, fields: &[TypedField<'_>]) -> TokenStream {
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
