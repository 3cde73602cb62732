//! From `syn`'s parse of the input to the [model](crate::model): the shape of the input,
//! JSON names, the shapes of field types.

use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use quote::{quote, ToTokens};
use syn::ext::IdentExt as _;
use syn::spanned::Spanned as _;
use syn::{Data, DeriveInput, Fields, GenericArgument, GenericParam, PathArguments, Type};

use super::attr;
use smp_codegen::ctxt::Ctxt;
use smp_codegen::model::{
    replace_self, Container, Field, FieldDefault, Form, Generics, Role, Scalar, Shape, SpanRange,
};

/// The model of `input`, or `None` (after reporting why) when the input is not a struct
/// with named fields.
pub fn container(cx: &Ctxt, input: &DeriveInput) -> Option<Container> {
    let name = input.ident.unraw().to_string();
    let fields = match &input.data {
        Data::Struct(data) => match &data.fields {
            Fields::Named(fields) => fields,
            Fields::Unnamed(fields) => {
                cx.error(
                    range(fields),
                    format!(
                        "StrategicMerge needs a struct with named fields, and `{name}` is a tuple struct \
                         (serde writes it as its field or as an array): implement `smp::Describe` \
                         for it by hand"
                    ),
                );
                return None;
            }
            Fields::Unit => {
                cx.error(
                    range(&input.ident),
                    format!(
                        "StrategicMerge needs a struct with named fields, and `{name}` is a unit struct \
                         (serde writes it as null): implement `smp::Describe` for it by hand"
                    ),
                );
                return None;
            }
        },
        // An enum is atomic: a patch replaces its value whole.
        Data::Enum(_) => return Some(enum_container(cx, input, name)),
        Data::Union(data) => {
            cx.error(
                SpanRange::new(data.union_token.span, input.ident.span()),
                "StrategicMerge can be derived for structs with named fields and for enums, not \
                 unions: serde cannot serialize a union; wrap its JSON form in a struct, or \
                 implement `smp::Describe` by hand",
            );
            return None;
        }
    };

    let attrs = attr::Container::from_ast(cx, &input.attrs);
    if let Some(span) = attrs.transparent {
        cx.error(
            SpanRange::single(span),
            "StrategicMerge does not support #[serde(transparent)]: implement `smp::Describe` by \
             hand and return the inner type's node (`Inner::describe(builder)`)",
        );
    }
    let generics = generics(cx, &input.generics);
    let scope = Scope {
        type_params: generics.type_params.iter().map(Ident::to_string).collect(),
        self_ty: input.generics.params.is_empty().then(|| input.ident.clone()),
    };
    let fields = fields.named.iter().map(|field| lower_field(cx, field, &attrs, &scope)).collect();
    let runtime = match &attrs.runtime {
        Some(path) => path.to_token_stream(),
        None => quote!(::smp),
    };
    let vis = quote::ToTokens::to_token_stream(&input.vis);
    Some(Container {
        ident: input.ident.clone(),
        path: input.ident.to_token_stream(),
        foreign: false,
        vis,
        schema_name: name,
        generics,
        runtime,
        describe_only: attrs.describe_only,
        form: Form::Struct,
        has_default: true,
        patch_only: Vec::new(),
        may_hold_json: true,
        fields,
    })
}

/// The model of an enum: no fields, replaced whole.
fn enum_container(cx: &Ctxt, input: &DeriveInput, name: String) -> Container {
    let attrs = attr::Container::from_ast(cx, &input.attrs);
    let generics = generics(cx, &input.generics);
    let runtime = match &attrs.runtime {
        Some(path) => path.to_token_stream(),
        None => quote!(::smp),
    };
    Container {
        ident: input.ident.clone(),
        path: input.ident.to_token_stream(),
        foreign: false,
        vis: input.vis.to_token_stream(),
        schema_name: name,
        generics,
        runtime,
        describe_only: attrs.describe_only,
        form: Form::Enum,
        has_default: true,
        patch_only: Vec::new(),
        may_hold_json: true,
        fields: Vec::new(),
    }
}

fn generics(cx: &Ctxt, generics: &syn::Generics) -> Generics {
    for param in &generics.params {
        if let GenericParam::Lifetime(lifetime) = param {
            cx.error(
                range(lifetime),
                "StrategicMerge needs a type without lifetime parameters (a schema describes \
                 'static types): own the data (`String`, `Vec<T>`) instead of borrowing it",
            );
        }
    }
    let (impl_params, type_args, where_clause) = generics.split_for_impl();
    Generics {
        impl_params: impl_params.to_token_stream(),
        type_args: type_args.to_token_stream(),
        predicates: where_clause
            .map(|clause| clause.predicates.iter().map(ToTokens::to_token_stream).collect())
            .unwrap_or_default(),
        type_params: generics.type_params().map(|param| param.ident.clone()).collect(),
    }
}

/// What a field type can refer to.
struct Scope {
    /// The struct's type parameters.
    type_params: Vec<String>,
    /// What `Self` stands for outside the struct's impls: its name, unless it is generic.
    self_ty: Option<Ident>,
}

fn lower_field(cx: &Ctxt, field: &syn::Field, container: &attr::Container, scope: &Scope) -> Field {
    let attrs = attr::Field::from_ast(cx, &field.attrs);
    // Named fields always have an ident.
    let member = field.ident.clone().unwrap_or_else(|| Ident::new("_", Span::call_site()));
    let member_span = member.span();
    let rust_name = member.unraw().to_string();
    let json_name = match (&attrs.rename, container.rename_all) {
        (Some(rename), _) => rename.clone(),
        (None, Some(rule)) => rule.apply_to_field(&rust_name),
        (None, None) => rust_name,
    };
    let role = if attrs.skip || (attrs.skip_serializing && attrs.skip_deserializing) {
        Role::Skipped
    } else if attrs.flatten {
        Role::Flattened
    } else {
        Role::Described
    };
    Field {
        member,
        json_name,
        role,
        default: attrs.default.unwrap_or(FieldDefault::None),
        ty: field.ty.to_token_stream(),
        shape: shape(&field.ty, scope),
        span: SpanRange::new(member_span, range(&field.ty).end),
        patch: attrs.patch,
        // The derive requires `Default` of field types (through the struct's).
        type_has_default: true,
        doc: doc_comment(&field.attrs),
    }
}

/// The text of a field's `///` comments (`#[doc = "..."]`), one line each.
fn doc_comment(attrs: &[syn::Attribute]) -> Option<String> {
    let lines: Vec<String> = attrs
        .iter()
        .filter(|attr| attr.path().is_ident("doc"))
        .filter_map(|attr| match &attr.meta {
            syn::Meta::NameValue(syn::MetaNameValue {
                value: syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(text), .. }),
                ..
            }) => Some(text.value()),
            _ => None,
        })
        .map(|line| line.strip_prefix(' ').unwrap_or(&line).to_owned())
        .collect();
    (!lines.is_empty()).then(|| lines.join("\n"))
}

/// The shape of a type from its syntax. Paths are recognized by their last segment
/// (`Vec`, `std::vec::Vec`); `Value` must be written `Value` or `serde_json::Value`.
fn shape(ty: &Type, scope: &Scope) -> Shape {
    let ty = match ty {
        Type::Group(group) => return shape(&group.elem, scope),
        Type::Paren(paren) => return shape(&paren.elem, scope),
        Type::Path(path) if path.qself.is_none() => path,
        _ => return Shape::Other,
    };
    let segments = &ty.path.segments;
    let Some(last) = segments.last() else { return Shape::Other };
    let args: Vec<&Type> = match &last.arguments {
        PathArguments::AngleBracketed(args) => args
            .args
            .iter()
            .filter_map(|arg| match arg {
                GenericArgument::Type(ty) => Some(ty),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    let name = last.ident.to_string();
    let single = segments.len() == 1 && ty.path.leading_colon.is_none();
    let inner = |index: usize| Box::new(shape(args[index], scope));
    match (name.as_str(), args.len()) {
        ("Option", 1) => Shape::Option(inner(0)),
        ("Box", 1) => Shape::Box(inner(0)),
        ("Vec", 1) => Shape::Vec(inner(0)),
        ("BTreeMap", 2) | ("HashMap", 2 | 3) if is_string(args[0]) => Shape::Map(inner(1)),
        ("Value", 0)
            if single || (segments.len() == 2 && segments.first().is_some_and(|s| s.ident == "serde_json")) =>
        {
            Shape::Value
        }
        ("String", 0) => Shape::Scalar(Scalar::String),
        (name, 0) if single && scope.type_params.iter().any(|param| param == name) => Shape::TypeParam(name.to_owned()),
        (name, 0) if single => match scalar(name) {
            Some(scalar) => Shape::Scalar(scalar),
            None => named(ty, scope),
        },
        _ => named(ty, scope),
    }
}

/// A path type; `Self` in it is replaced by the struct's name, since the merge key check
/// names the type outside the struct's impls.
fn named(ty: &syn::TypePath, scope: &Scope) -> Shape {
    let mut tokens = ty.to_token_stream();
    let mut generic = mentions(tokens.clone(), &scope.type_params);
    match &scope.self_ty {
        Some(self_ty) => tokens = replace_self(tokens, self_ty),
        None => generic |= mentions(tokens.clone(), &["Self".to_owned()]),
    }
    Shape::Named { generic, ty: tokens }
}

fn scalar(name: &str) -> Option<Scalar> {
    Some(match name {
        "bool" => Scalar::Bool,
        "str" | "char" => Scalar::String,
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" | "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => {
            Scalar::Integer
        }
        "f32" | "f64" => Scalar::Number,
        _ => return None,
    })
}

fn is_string(ty: &Type) -> bool {
    matches!(ty, Type::Path(path) if path.qself.is_none()
        && path.path.segments.last().is_some_and(|s| s.ident == "String" && s.arguments.is_empty()))
}

/// Whether `tokens` name one of the type parameters anywhere.
fn mentions(tokens: TokenStream, type_params: &[String]) -> bool {
    tokens.into_iter().any(|token| match token {
        TokenTree::Ident(ident) => type_params.iter().any(|param| ident == param),
        TokenTree::Group(group) => mentions(group.stream(), type_params),
        _ => false,
    })
}

/// The range of a node's tokens.
fn range(node: &impl ToTokens) -> SpanRange {
    let mut tokens = node.to_token_stream().into_iter();
    let start = tokens.next().map_or_else(|| node.span(), |token| token.span());
    let end = tokens.last().map_or(start, |token| token.span());
    SpanRange::new(start, end)
}
