//! The emitter: from the [model](crate::model) to the code of the derive.
//!
//! Everything sits in `const _: () = { ... };` and names paths absolutely (through the
//! runtime path), so that user code can neither see nor shadow it.

use proc_macro2::{Literal, TokenStream};
use quote::{quote, quote_spanned};

use crate::model::{display_type, Container, Field, Form, Role, Shape};

pub fn expand(container: &Container) -> TokenStream {
    if container.form == Form::Enum {
        let describe = describe_atomic(container);
        let typed = crate::typed::expand_enum(container);
        return quote! {
            const _: () = {
                #describe
            };
            #typed
        };
    }
    let schema = schema_block(container);
    let typed = crate::typed::expand(container);
    quote! {
        #schema
        #typed
    }
}

/// `Describe`, the field-name lookup and the merge-key checks.
fn schema_block(container: &Container) -> TokenStream {
    let describe = describe(container);
    let has_field = has_field(container);
    let merge_key_checks = container.fields.iter().map(merge_key_checks);
    quote! {
        const _: () = {
            #describe
            #has_field
            #(#merge_key_checks)*
        };
    }
}

/// `impl Describe`: the struct's fields with their JSON names and patch metadata.
fn describe(container: &Container) -> TokenStream {
    let Container { ident, schema_name, generics, runtime, fields, .. } = container;
    let (impl_params, type_args) = (&generics.impl_params, &generics.type_args);
    let predicates = &generics.predicates;
    let type_params = &generics.type_params;
    let calls: Vec<TokenStream> = fields.iter().filter_map(|field| describe_field(field, runtime)).collect();
    let fields_var = if calls.is_empty() { quote!(_) } else { quote!(fields) };
    quote! {
        #[automatically_derived]
        impl #impl_params #runtime::Describe for #ident #type_args
        where
            #(#predicates,)*
            #(#type_params: #runtime::Describe,)*
        {
            fn describe(builder: &mut #runtime::SchemaBuilder) -> #runtime::NodeId {
                builder.structure::<Self>(#schema_name, |#fields_var| {
                    #(#calls)*
                })
            }
        }
    }
}

/// `impl Describe` for an enum: atomic, replaced whole.
fn describe_atomic(container: &Container) -> TokenStream {
    let Container { ident, schema_name, generics, runtime, .. } = container;
    let (impl_params, type_args, predicates) = (&generics.impl_params, &generics.type_args, &generics.predicates);
    quote! {
        #[automatically_derived]
        impl #impl_params #runtime::Describe for #ident #type_args
        where
            #(#predicates,)*
            Self: 'static,
        {
            fn describe(builder: &mut #runtime::SchemaBuilder) -> #runtime::NodeId {
                builder.atomic(#schema_name)
            }
        }
    }
}

fn describe_field(field: &Field, runtime: &TokenStream) -> Option<TokenStream> {
    let ty = &field.ty;
    match field.role {
        Role::Skipped => None,
        Role::Flattened => Some(quote!(fields.flatten::<#ty>();)),
        Role::Described => {
            let json_name = &field.json_name;
            let strategy = option(field.patch.strategy.as_ref().map(|s| s.value.tag()));
            // The Value path follows the reference, which keys a list on one field: a
            // composite key gives it its first field; the typed path uses them all.
            let merge_key =
                option(field.patch.merge_key.as_ref().and_then(|k| k.value.fields.first()).map(String::as_str));
            Some(quote! {
                fields.field::<#ty>(#json_name, #runtime::PatchMeta::new(#strategy, #merge_key));
            })
        }
    }
}

fn option(value: Option<&str>) -> TokenStream {
    match value {
        Some(value) => quote!(::core::option::Option::Some(#value)),
        None => quote!(::core::option::Option::None),
    }
}

/// `__smp_has_field(name)`: whether `name` is the JSON name of one of the struct's fields.
/// A list of this struct with a merge key calls it in a constant, so that a key naming no
/// field fails to compile. A struct with flattened fields accepts every name: the names
/// of a flattened type are not known here, and it need not derive `StrategicMerge`.
fn has_field(container: &Container) -> TokenStream {
    let Container { ident, generics, fields, .. } = container;
    let (impl_params, type_args) = (&generics.impl_params, &generics.type_args);
    let predicates = &generics.predicates;
    let body = if fields.iter().any(|field| field.role == Role::Flattened) {
        quote! { let _ = name; true }
    } else {
        let names: Vec<Literal> = fields
            .iter()
            .filter(|field| field.role == Role::Described)
            .map(|field| Literal::byte_string(field.json_name.as_bytes()))
            .collect();
        if names.is_empty() {
            quote! { let _ = name; false }
        } else {
            quote! { ::core::matches!(name.as_bytes(), #(#names)|*) }
        }
    };
    quote! {
        #[doc(hidden)]
        #[allow(dead_code)]
        impl #impl_params #ident #type_args
        where
            #(#predicates,)*
        {
            #[doc(hidden)]
            pub const fn __smp_has_field(name: &str) -> bool {
                #body
            }
        }
    }
}

/// For `patch_merge_key = "k"` on a list of a (non-generic) struct `Elem`:
/// `const _: () = assert!(<Elem>::__smp_has_field("k"), "...");`, spanned on the key's
/// string literal so that the error points at it.
fn merge_key_checks(field: &Field) -> TokenStream {
    let Some(key) = &field.patch.merge_key else { return TokenStream::new() };
    let items = field.shape.list_items().or_else(|| field.shape.boxed_struct());
    // A type parameter, or a type built from one, is not known until instantiation.
    let Some(Shape::Named { ty, generic: false }) = items else { return TokenStream::new() };
    let span = key.span.end;
    let elem = display_type(ty);
    key.value
        .fields
        .iter()
        .map(|name| {
            let mut literal = Literal::string(name);
            literal.set_span(span);
            // A format string: braces must be doubled.
            let message = format!(
                "merge key \"{name}\" is not a field of `{elem}`: write the JSON name (after serde \
                 renames) of a field of `{elem}` that identifies an item"
            )
            .replace('{', "{{")
            .replace('}', "}}");
            quote_spanned! {span=>
                const _: () = ::core::assert!(<#ty>::__smp_has_field(#literal), #message);
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use proc_macro2::TokenStream;
    use quote::quote;

    use crate::{check, ctxt::Ctxt, internals};

    fn expand(input: TokenStream) -> String {
        let input: syn::DeriveInput = syn::parse2(input).expect("a struct");
        let cx = Ctxt::new();
        let container = internals::container(&cx, &input).expect("a model");
        check::check(&cx, &container);
        assert!(cx.check().is_ok(), "no errors");
        super::schema_block(&container).to_string()
    }

    #[test]
    fn a_keyed_list_a_renamed_field_and_a_skipped_one() {
        let actual = expand(quote! {
            #[serde(rename_all = "camelCase")]
            struct PodSpec {
                #[smp(patch_strategy = "merge", patch_merge_key = "name")]
                containers: Vec<Container>,
                node_name: Option<String>,
                #[serde(skip)]
                cache: u64,
            }
        });
        let expected = quote! {
            const _: () = {
                #[automatically_derived]
                impl ::smp::Describe for PodSpec where {
                    fn describe(builder: &mut ::smp::SchemaBuilder) -> ::smp::NodeId {
                        builder.structure::<Self>("PodSpec", |fields| {
                            fields.field::<Vec<Container> >("containers", ::smp::PatchMeta::new(
                                ::core::option::Option::Some("merge"), ::core::option::Option::Some("name")));
                            fields.field::<Option<String> >("nodeName", ::smp::PatchMeta::new(
                                ::core::option::Option::None, ::core::option::Option::None));
                        })
                    }
                }
                #[doc(hidden)]
                #[allow(dead_code)]
                impl PodSpec where {
                    #[doc(hidden)]
                    pub const fn __smp_has_field(name: &str) -> bool {
                        ::core::matches!(name.as_bytes(), b"containers" | b"nodeName")
                    }
                }
                const _: () = ::core::assert!(<Container>::__smp_has_field("name"),
                    "merge key \"name\" is not a field of `Container`: write the JSON name (after serde renames) of a field of `Container` that identifies an item");
            };
        };
        assert_eq!(actual, expected.to_string());
    }

    #[test]
    fn a_generic_struct_with_a_flattened_field_and_another_crate_path() {
        let actual = expand(quote! {
            #[smp(crate = "::kube_smp", describe_only)]
            struct Named<T: Clone> where T: Default {
                #[smp(patch_strategy = "merge", patch_merge_key = "name")]
                items: Vec<T>,
                #[serde(flatten)]
                extra: Extra,
            }
        });
        let expected = quote! {
            const _: () = {
                #[automatically_derived]
                impl<T: Clone> ::kube_smp::Describe for Named<T> where T: Default, T: ::kube_smp::Describe, {
                    fn describe(builder: &mut ::kube_smp::SchemaBuilder) -> ::kube_smp::NodeId {
                        builder.structure::<Self>("Named", |fields| {
                            fields.field::<Vec<T> >("items", ::kube_smp::PatchMeta::new(
                                ::core::option::Option::Some("merge"), ::core::option::Option::Some("name")));
                            fields.flatten::<Extra>();
                        })
                    }
                }
                #[doc(hidden)]
                #[allow(dead_code)]
                impl<T: Clone> Named<T> where T: Default, {
                    #[doc(hidden)]
                    pub const fn __smp_has_field(name: &str) -> bool {
                        let _ = name;
                        true
                    }
                }
            };
        };
        assert_eq!(actual, expected.to_string());
    }
}
