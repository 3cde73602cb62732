//! The model of a struct as strategic merge patch sees it: its fields, their JSON names,
//! the shape of their types and their patch strategy and merge key.
//!
//! The model is built once per type (from `syn` in `smp-derive`, or from OpenAPI) and read by
//! the check pass ([`crate::check`]) and the emitter ([`crate::expand`]). It holds no
//! `syn` types: only strings, enums, and the `proc_macro2` tokens and spans a code
//! generator has too, so a build-time generator reading OpenAPI can fill the same model
//! and reuse the checks and the emitter.

use proc_macro2::{Group, Ident, Span, TokenStream, TokenTree};

/// A struct with named fields, or an enum.
pub struct Container {
    /// The Rust name of the struct (its generated patch type is `{ident}Patch`).
    pub ident: Ident,
    /// How generated code names the type: `ident` for a derive; a path such as
    /// `::k8s_openapi::api::core::v1::Container` for a type defined elsewhere.
    pub path: TokenStream,
    /// The type is defined in another crate (a generator's output for `k8s-openapi`):
    /// no inherent impls, and no compile-time merge key checks (the generator checks
    /// the keys against its model).
    pub foreign: bool,
    /// The struct's visibility, which its generated patch type shares.
    pub vis: TokenStream,
    /// The name of the struct in the schema (the Rust name).
    pub schema_name: String,
    /// The type's generic parameters and bounds.
    pub generics: Generics,
    /// The path to the runtime crate (`::smp` unless `#[smp(crate = "...")]`).
    pub runtime: TokenStream,
    /// `#[smp(describe_only)]`: emit `Describe` but not the typed patch impls.
    pub describe_only: bool,
    /// A struct, an enum (atomic), or a JSON newtype.
    pub form: Form,
    /// Whether the type implements `Default` (a derive requires it; some `k8s-openapi`
    /// types lack it). Without it, a patch that empties the struct is an error.
    pub has_default: bool,
    /// JSON names a patch may carry that are no fields of the type (a `k8s-openapi`
    /// resource's `apiVersion` and `kind`, which its serde impls write as constants):
    /// accepted and ignored.
    pub patch_only: Vec<String>,
    /// Whether a value may hold a `serde_json::Value` somewhere inside (the runtime's
    /// `MAY_HOLD_JSON`). A derive cannot see through named types, so it says yes; a
    /// generator that knows the whole type graph says no where it can.
    pub may_hold_json: bool,
    /// The named fields of a struct (none for an enum).
    pub fields: Vec<Field>,
}

/// What kind of type the model describes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Form {
    /// A struct with named fields: merged field by field.
    Struct,
    /// An enum: atomic, replaced whole by a patch (as serde writes it: a string for a
    /// unit variant, an object or other value otherwise).
    Enum,
    /// A newtype of `serde_json::Value` (`k8s-openapi`'s `RawExtension`): any JSON,
    /// merged as untyped JSON.
    Json,
}

/// The generics of a struct, as the emitter splices them into impls.
#[derive(Default)]
pub struct Generics {
    /// `<T: Bound, const N: usize>`, empty without generics.
    pub impl_params: TokenStream,
    /// `<T, N>`, empty without generics.
    pub type_args: TokenStream,
    /// The predicates of the struct's `where` clause.
    pub predicates: Vec<TokenStream>,
    /// The type parameters (`T`), which must implement `Describe` themselves.
    pub type_params: Vec<Ident>,
}

/// A named field of a struct.
pub struct Field {
    /// The Rust field name.
    pub member: Ident,
    /// The JSON name, after serde's `rename` and `rename_all`.
    pub json_name: String,
    /// How serde treats the field.
    pub role: Role,
    /// Whether a missing field deserializes to a default (`#[serde(default)]`).
    // Parsed for completeness; the emitters take defaults from the field's type.
    #[allow(dead_code)]
    pub default: FieldDefault,
    /// The Rust type as written.
    pub ty: TokenStream,
    /// The shape of the type, as far as its syntax tells.
    pub shape: Shape,
    /// The field in the source, for errors about the field as a whole.
    pub span: SpanRange,
    /// The field's `#[smp(...)]` attributes.
    pub patch: Patch,
    /// Whether the field's type implements `Default`, so that a patch may remove a
    /// required field (a derive requires it; a few `k8s-openapi` types lack it).
    pub type_has_default: bool,
    /// What the field means, for its member of the patch type: the `///` comments of a
    /// derived struct's field, a CRD property's `description`, or a link to the
    /// `k8s-openapi` field.
    pub doc: Option<String>,
}

/// How serde treats a field.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Role {
    /// Serialized under its JSON name.
    Described,
    /// `#[serde(flatten)]`: its fields are the struct's fields.
    Flattened,
    /// `#[serde(skip)]`, or both `skip_serializing` and `skip_deserializing`: not part
    /// of the JSON document.
    Skipped,
}

/// `#[serde(default)]` on a field.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FieldDefault {
    /// No `default`: a missing field is an error, unless it is an `Option`.
    None,
    /// `#[serde(default)]`: `Default::default()`.
    Trait,
    /// `#[serde(default = "path")]`: a function.
    Path(String),
}

/// The shape of a field's type, from its syntax: what the checks need to know and the
/// typed path dispatches on.
#[derive(Clone, Debug)]
pub enum Shape {
    /// `Option<T>`.
    Option(Box<Shape>),
    /// `Box<T>`.
    Box(Box<Shape>),
    /// `Vec<T>`.
    Vec(Box<Shape>),
    /// `BTreeMap<String, T>` or `HashMap<String, T>`.
    // The values' shape: generators fill it; the emitters do not need it yet.
    Map(#[allow(dead_code)] Box<Shape>),
    /// `serde_json::Value`: any JSON.
    Value,
    /// A JSON primitive (`String`, `bool`, the integer and float types).
    Scalar(Scalar),
    /// A type parameter of the struct.
    TypeParam(String),
    /// Another path type, presumably a struct (deriving `StrategicMerge` or implementing
    /// `Describe` by hand).
    Named {
        /// The type as written.
        ty: TokenStream,
        /// Whether the type mentions a type parameter of the struct (`Wrapper<T>`).
        generic: bool,
    },
    /// A type of another kind (tuple, array, reference, ...).
    Other,
}

/// A JSON primitive.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scalar {
    /// A string.
    String,
    /// `true` or `false`.
    Bool,
    /// An integer.
    Integer,
    /// A float.
    Number,
}

impl Shape {
    /// The shape without `Option` and `Box`, which JSON does not see.
    pub fn peel(&self) -> &Shape {
        match self {
            Shape::Option(inner) | Shape::Box(inner) => inner.peel(),
            other => other,
        }
    }

    /// The items of a list (`Vec<T>`, `Option<Vec<T>>`), without `Option` and `Box`.
    pub fn list_items(&self) -> Option<&Shape> {
        match self.peel() {
            Shape::Vec(items) => Some(items.peel()),
            _ => None,
        }
    }

    /// A struct behind a pointer (`Box<T>`, `Option<Box<T>>`): the reference's Go
    /// pointer-to-struct field, whose lookups also see a list of `T` (its `mergeItemPtr`).
    pub fn boxed_struct(&self) -> Option<&Shape> {
        match self {
            Shape::Option(inner) => inner.boxed_struct(),
            Shape::Box(inner) => match inner.peel() {
                named @ (Shape::Named { .. } | Shape::TypeParam(_)) => Some(named),
                _ => None,
            },
            _ => None,
        }
    }

    /// How error messages name the shape: "a list of lists", "a `String`".
    pub fn describe(&self) -> String {
        match self.peel() {
            Shape::Vec(items) => match items.peel() {
                Shape::Vec(_) => "a list of lists".to_owned(),
                Shape::Scalar(_) => "a list of primitives".to_owned(),
                _ => "a list".to_owned(),
            },
            Shape::Map(_) => "a map".to_owned(),
            Shape::Value => "`serde_json::Value`".to_owned(),
            Shape::Scalar(scalar) => format!("a primitive ({})", scalar.json_type()),
            Shape::TypeParam(name) => format!("the type parameter `{name}`"),
            Shape::Named { ty, .. } => format!("`{}`", display_type(ty)),
            Shape::Option(_) | Shape::Box(_) | Shape::Other => "not a list".to_owned(),
        }
    }
}

impl Scalar {
    /// The JSON Schema type name.
    pub fn json_type(self) -> &'static str {
        match self {
            Scalar::String => "string",
            Scalar::Bool => "boolean",
            Scalar::Integer => "integer",
            Scalar::Number => "number",
        }
    }
}

/// A type as a person writes it: `a::Elem<T>`, not `a :: Elem < T >`.
pub fn display_type(ty: &TokenStream) -> String {
    let mut text = ty.to_string();
    for (from, to) in [(" :: ", "::"), (":: ", "::"), (" <", "<"), ("< ", "<"), (" >", ">"), (" ,", ",")] {
        text = text.replace(from, to);
    }
    text
}

/// The `#[smp(...)]` attributes of a field.
#[derive(Clone, Debug, Default)]
pub struct Patch {
    /// `patch_strategy = "..."`.
    pub strategy: Option<Spanned<Strategy>>,
    /// `patch_merge_key = "..."` (with `composite_key`).
    pub merge_key: Option<Spanned<MergeKey>>,
}

/// A patch strategy: the `patchStrategy` tag of Go, `x-kubernetes-patch-strategy` of
/// OpenAPI.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Strategy {
    /// What it says of a list: merge, replace, or neither.
    pub list: ListStrategy,
    /// `retainKeys`: fields absent from the patch are cleared.
    pub retain_keys: bool,
}

/// The strategy without `retainKeys`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ListStrategy {
    /// Lists are replaced, maps and structs merged.
    Default,
    /// `merge`: lists merge, by merge key for lists of objects.
    Merge,
    /// `replace`: the value is replaced whole.
    Replace,
}

/// The words a strategy is made of, as error messages list them.
pub const STRATEGIES: &[&str] = &["merge", "replace", "retainKeys", "merge,retainKeys"];

impl Strategy {
    /// Parses `merge`, `replace`, `retainKeys`, `merge,retainKeys` or `retainKeys,merge`.
    pub fn parse(text: &str) -> Option<Strategy> {
        let (list, retain_keys) = match text {
            "merge" => (ListStrategy::Merge, false),
            "replace" => (ListStrategy::Replace, false),
            "retainKeys" => (ListStrategy::Default, true),
            "merge,retainKeys" | "retainKeys,merge" => (ListStrategy::Merge, true),
            _ => return None,
        };
        Some(Strategy { list, retain_keys })
    }

    /// The strategy as `PatchMeta::new` reads it.
    pub fn tag(self) -> &'static str {
        match (self.list, self.retain_keys) {
            (ListStrategy::Merge, false) => "merge",
            (ListStrategy::Merge, true) => "merge,retainKeys",
            (ListStrategy::Replace, false) => "replace",
            (ListStrategy::Replace, true) => "replace,retainKeys",
            (ListStrategy::Default, true) => "retainKeys",
            (ListStrategy::Default, false) => "",
        }
    }

    /// Whether a list merges (`merge`).
    pub fn is_merge(self) -> bool {
        self.list == ListStrategy::Merge
    }
}

/// The fields that identify an item of a merged list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MergeKey {
    /// The JSON field names, in order: one, unless `composite`.
    pub fields: Vec<String>,
    /// `composite_key`: the item is identified by all of `fields`.
    pub composite: bool,
}

/// A value with the source range it came from.
#[derive(Clone, Debug)]
pub struct Spanned<T> {
    /// The value.
    pub value: T,
    /// Where it was written.
    pub span: SpanRange,
}

/// A range of the user's tokens, for errors: the whole `patch_merge_key = "name"`. For
/// attribute values, `end` is the span of the string literal.
#[derive(Clone, Copy, Debug)]
pub struct SpanRange {
    /// The first token.
    pub start: Span,
    /// The last token.
    pub end: Span,
}

impl SpanRange {
    /// From `start` to `end`.
    pub fn new(start: Span, end: Span) -> SpanRange {
        SpanRange { start, end }
    }

    /// One token.
    pub fn single(span: Span) -> SpanRange {
        SpanRange { start: span, end: span }
    }
}

/// `tokens` with every `Self` replaced by `self_ty` (spanned where `Self` was): a patch
/// type or a generated function is another item, where `Self` would name something else.
pub fn replace_self(tokens: TokenStream, self_ty: &Ident) -> TokenStream {
    tokens
        .into_iter()
        .map(|token| match token {
            TokenTree::Ident(ident) if ident == "Self" => {
                let mut self_ty = self_ty.clone();
                self_ty.set_span(ident.span());
                TokenTree::Ident(self_ty)
            }
            TokenTree::Group(group) => {
                let mut replaced = Group::new(group.delimiter(), replace_self(group.stream(), self_ty));
                replaced.set_span(group.span());
                TokenTree::Group(replaced)
            }
            other => other,
        })
        .collect()
}
