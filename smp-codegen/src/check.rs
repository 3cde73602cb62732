//! The check pass: combinations the model can hold but strategic merge patch cannot use,
//! each reported on the user's attribute with what to write instead.
//!
//! Single words are checked where they are read (an unknown strategy or attribute key in
//! `internals::attr`); a merge key naming no field of the element type is checked by the
//! compiler, from the code [`crate::expand`] emits.

use std::collections::HashMap;

use crate::ctxt::Ctxt;
use crate::model::{Container, Field, MergeKey, Role, Shape, SpanRange, Spanned, Strategy};

/// Checks the model against what strategic merge patch allows (a merge key on a list of
/// structs, a strategy on a type that can take it, ...), reporting each problem to `cx`.
pub fn check(cx: &Ctxt, container: &Container) {
    for field in &container.fields {
        check_field(cx, field);
    }
    check_json_names(cx, container);
    check_typed(cx, container);
}

/// The typed patch impls do not support type parameters or flattened fields yet.
fn check_typed(cx: &Ctxt, container: &Container) {
    if container.describe_only || container.form != crate::model::Form::Struct {
        return;
    }
    let name = &container.ident;
    if !container.generics.type_params.is_empty() {
        cx.error(
            crate::model::SpanRange::single(name.span()),
            format!(
                "the typed patch of a generic struct is not supported yet: add `#[smp(describe_only)]` to \
                 `{name}` to derive only its schema (`smp::Describe`), for the `serde_json::Value` path"
            ),
        );
    }
    for field in container.fields.iter().filter(|f| f.role == crate::model::Role::Flattened) {
        cx.error(
            field.span,
            format!(
                "the typed patch of a struct with `#[serde(flatten)]` fields is not supported yet: add \
                 `#[smp(describe_only)]` to `{name}` to derive only its schema (`smp::Describe`)"
            ),
        );
    }
}

fn check_field(cx: &Ctxt, field: &Field) {
    let patch = &field.patch;
    let Some(first) = patch.strategy.as_ref().map(|s| s.span).or(patch.merge_key.as_ref().map(|k| k.span)) else {
        return;
    };
    let member = &field.member;
    match field.role {
        Role::Described => {}
        Role::Skipped => {
            cx.error(
                first,
                format!("`{member}` is skipped by serde, so its patch attributes have no effect: remove them"),
            );
            return;
        }
        Role::Flattened => {
            cx.error(
                first,
                format!(
                    "`{member}` is flattened, so it has no patch strategy of its own: put the \
                     attributes on the fields of the flattened struct"
                ),
            );
            return;
        }
    }

    let merges = patch.strategy.as_ref().is_some_and(|s| s.value.is_merge());
    if let Some(Shape::Vec(_)) = field.shape.list_items() {
        // The reference rejects merging nested lists when it meets one.
        let span = match (&patch.strategy, &patch.merge_key) {
            (Some(strategy), _) if merges => Some(strategy.span),
            (_, Some(key)) => Some(key.span),
            _ => None,
        };
        if let Some(span) = span {
            let remove = match (merges, &patch.merge_key) {
                (true, Some(_)) => "`patch_strategy = \"merge\"` and `patch_merge_key`",
                (true, None) => "`patch_strategy = \"merge\"`",
                (false, _) => "`patch_merge_key`",
            };
            cx.error(
                span,
                format!(
                    "`{member}` is a list of lists, and lists of lists cannot be merged: remove \
                     {remove} to replace the list whole, or make the items structs"
                ),
            );
            return;
        }
    }
    if let Some(key) = &patch.merge_key {
        check_merge_key(cx, field, key);
    }
    if let Some(strategy) = &patch.strategy {
        check_strategy(cx, field, strategy);
    }
}

fn check_merge_key(cx: &Ctxt, field: &Field, key: &Spanned<MergeKey>) {
    let member = &field.member;
    let text = key.value.fields.join(",");
    if key.value.fields.iter().any(String::is_empty) {
        cx.error(
            key.span,
            format!(
                "merge key \"{text}\" names no field: write the JSON name of the field that \
                 identifies an item, patch_merge_key = \"name\""
            ),
        );
    } else if key.value.fields.len() > 1 && !key.value.composite {
        cx.error(
            key.span,
            format!(
                "a merge key is one field; for a key made of several fields, add `composite_key`: \
                 #[smp(patch_strategy = \"merge\", patch_merge_key = \"{text}\", composite_key)]"
            ),
        );
    }
    match field.shape.list_items() {
        Some(Shape::Named { .. } | Shape::TypeParam(_) | Shape::Map(_) | Shape::Value) => {}
        Some(Shape::Scalar(_)) => cx.error(
            key.span,
            format!(
                "a merge key identifies objects, but `{member}` is a list of primitives, which \
                 merges by value: remove `patch_merge_key` and keep `patch_strategy = \"merge\"`"
            ),
        ),
        Some(_) => cx.error(
            key.span,
            format!(
                "a merge key identifies objects, but the items of `{member}` are not structs: remove `patch_merge_key`"
            ),
        ),
        // A pointer to a struct: the reference's `mergeItemPtr`.
        None if field.shape.boxed_struct().is_some() => {}
        None => cx.error(
            key.span,
            format!(
                "`patch_merge_key` applies to lists, and `{member}` is {}: put it on a `Vec<T>` \
                 (or `Option<Vec<T>>`) field whose items have that field, or remove it",
                field.shape.describe()
            ),
        ),
    }
}

fn check_strategy(cx: &Ctxt, field: &Field, strategy: &Spanned<Strategy>) {
    if !strategy.value.retain_keys {
        return;
    }
    let member = &field.member;
    let span: SpanRange = strategy.span;
    if let Shape::Scalar(scalar) = field.shape.peel() {
        cx.error(
            span,
            format!(
                "`retainKeys` clears the fields a patch leaves out, so it applies to objects and \
                 lists of objects, and `{member}` is a primitive ({}): remove the strategy",
                scalar.json_type()
            ),
        );
    } else if let Some(Shape::Scalar(_)) = field.shape.list_items() {
        cx.error(
            span,
            format!(
                "`retainKeys` clears the fields a patch leaves out, so it applies to objects and \
                 lists of objects, and `{member}` is a list of primitives: write \
                 `patch_strategy = \"merge\"` to merge it by value, or remove the strategy"
            ),
        );
    }
}

fn check_json_names(cx: &Ctxt, container: &Container) {
    let mut seen: HashMap<&str, &Field> = HashMap::new();
    for field in container.fields.iter().filter(|field| field.role == Role::Described) {
        if let Some(first) = seen.get(field.json_name.as_str()) {
            cx.error(
                field.span,
                format!(
                    "`{}` and `{}` both serialize as \"{}\": give one another name with \
                     #[serde(rename = \"...\")]",
                    first.member, field.member, field.json_name
                ),
            );
        } else {
            seen.insert(&field.json_name, field);
        }
    }
}
