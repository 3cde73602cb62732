//! The emitter: from the [model](crate::model) to the code of the derive.
//!
//! The schema side (`Describe`, the field lookup, the merge-key checks) sits in
//! `const _: () = { ... };`; the typed side (`crate::typed`) defines the patch type beside
//! the user's, since users name it (`ContainerPatch`), with its impls next to it. All of it
//! names paths absolutely (through the runtime path), so user code cannot shadow them.

use proc_macro2::{Literal, TokenStream};
use quote::{quote, quote_spanned};

use crate::model::{display_type, Container, Field, Form, Role, Shape};

/// The code for one type: its `Describe` impl, and its typed path unless `describe_only`.
pub fn expand(container: &Container) -> TokenStream {
    if container.form != Form::Struct {
        let describe = describe_atomic(container);
        let typed = if container.form == Form::Json {
            crate::typed::expand_json(container)
        } else {
            crate::typed::expand_enum(container)
        };
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
pub fn schema_block(container: &Container) -> TokenStream {
    let describe = describe(container);
    if container.foreign {
        return quote! {
            const _: () = {
                #describe
            };
        };
    }
    let has_field = has_field(container);
    let merge_key_checks = container.fields.iter().map(|field| merge_key_checks(&container.runtime, field));
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
    let Container { path: ident, schema_name, generics, runtime, fields, .. } = container;
    let (impl_params, type_args) = (&generics.impl_params, &generics.type_args);
    let predicates = &generics.predicates;
    let type_params = &generics.type_params;
    if !container.describe_only {
        // The typed side lists the fields with their strategies (`Fields`); the schema
        // reads them from there.
        return quote! {
            #[automatically_derived]
            impl #impl_params #runtime::Describe for #ident #type_args {
                fn describe(builder: &mut #runtime::SchemaBuilder) -> #runtime::NodeId {
                    #runtime::__private::structure::describe::<Self>(builder)
                }
            }
        };
    }
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

/// `impl Describe` for an enum (atomic, replaced whole) or a JSON newtype (any JSON).
fn describe_atomic(container: &Container) -> TokenStream {
    let Container { path: ident, schema_name, generics, runtime, .. } = container;
    let node =
        if container.form == Form::Json { quote!(builder.arbitrary()) } else { quote!(builder.atomic(#schema_name)) };
    let (impl_params, type_args, predicates) = (&generics.impl_params, &generics.type_args, &generics.predicates);
    quote! {
        #[automatically_derived]
        impl #impl_params #runtime::Describe for #ident #type_args
        where
            #(#predicates,)*
            Self: 'static,
        {
            fn describe(builder: &mut #runtime::SchemaBuilder) -> #runtime::NodeId {
                #node
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
            // A composite key is its fields comma-separated, as both paths read it.
            let merge_key = field.patch.merge_key.as_ref().map(|k| k.value.fields.join(","));
            let merge_key = option(merge_key.as_deref());
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

/// `JsonFields` (hidden, in `__private`): the JSON names of the struct's fields. A list of
/// this struct with a merge key checks its key against them in a constant, so that a key
/// naming no field fails to compile. A struct with flattened fields accepts every name
/// (`None`): the names of a flattened type are not known here, and it need not derive
/// `StrategicMerge`.
fn has_field(container: &Container) -> TokenStream {
    let Container { ident, generics, fields, runtime, .. } = container;
    let (impl_params, type_args) = (&generics.impl_params, &generics.type_args);
    let predicates = &generics.predicates;
    let names = if fields.iter().any(|field| field.role == Role::Flattened) {
        quote!(::core::option::Option::None)
    } else {
        let names = fields.iter().filter(|field| field.role == Role::Described).map(|field| &field.json_name);
        quote!(::core::option::Option::Some(&[#(#names),*]))
    };
    quote! {
        #[automatically_derived]
        impl #impl_params #runtime::__private::JsonFields for #ident #type_args
        where
            #(#predicates,)*
        {
            const NAMES: ::core::option::Option<&'static [&'static str]> = #names;
        }
    }
}

/// For `patch_merge_key = "k"` on a list of a (non-generic) struct `Elem`:
/// `const _: () = assert!(has_field::<Elem>("k"), "...");`, spanned on the key's string
/// literal so that the error points at it.
fn merge_key_checks(runtime: &TokenStream, field: &Field) -> TokenStream {
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
                const _: () = ::core::assert!(#runtime::__private::has_field::<#ty>(#literal), #message);
            }
        })
        .collect()
}
