//! The attributes the derive reads: `#[smp(...)]` strictly (an unknown or repeated key is
//! an error naming it), `#[serde(...)]` leniently (only the keys that change the JSON
//! shape are read; serde reports its own mistakes).

use proc_macro2::{Span, TokenTree};
use syn::meta::ParseNestedMeta;
use syn::spanned::Spanned as _;
use syn::{Attribute, Expr, ExprLit, Lit, LitStr, Token};

use super::case::RenameRule;
use smp_codegen::ctxt::Ctxt;
use smp_codegen::model::{FieldDefault, MergeKey, Patch, SpanRange, Spanned, Strategy, STRATEGIES};

/// The `smp` keys of a struct.
const CONTAINER_KEYS: &[&str] = &["crate", "describe_only"];
/// The `smp` keys of a field.
const FIELD_KEYS: &[&str] = &["patch_strategy", "patch_merge_key", "composite_key"];

/// The attributes of the struct.
#[derive(Default)]
pub struct Container {
    /// `#[serde(rename_all = "...")]` (the serialize rule).
    pub rename_all: Option<RenameRule>,
    /// `#[smp(crate = "path")]`.
    pub runtime: Option<syn::Path>,
    /// `#[smp(describe_only)]`: only `Describe`, no typed patch impls.
    pub describe_only: bool,
    /// `#[serde(transparent)]`, which the derive does not support.
    pub transparent: Option<Span>,
}

/// The attributes of a field.
#[derive(Default)]
pub struct Field {
    /// `#[serde(rename = "...")]` (the serialize name).
    pub rename: Option<String>,
    pub skip: bool,
    pub skip_serializing: bool,
    pub skip_deserializing: bool,
    pub flatten: bool,
    pub default: Option<FieldDefault>,
    pub patch: Patch,
}

impl Container {
    pub fn from_ast(cx: &Ctxt, attrs: &[Attribute]) -> Container {
        let mut container = Container::default();
        let mut seen = Seen::default();
        for attr in attrs {
            if attr.path().is_ident("serde") {
                // Lenient: serde reports malformed serde attributes itself.
                let _ = attr.parse_nested_meta(|meta| {
                    if meta.path.is_ident("rename_all") {
                        if let Some(rule) = serialize_value(&meta)? {
                            match RenameRule::from_str(&rule.value()) {
                                Some(parsed) => container.rename_all = Some(parsed),
                                None => cx.error(
                                    SpanRange::single(rule.span()),
                                    format!(
                                        "unknown serde rename_all rule {:?}: write one of {}",
                                        rule.value(),
                                        RenameRule::NAMES.join(", ")
                                    ),
                                ),
                            }
                        }
                    } else if meta.path.is_ident("transparent") {
                        container.transparent = Some(meta.path.span());
                    } else {
                        skip_value(&meta)?;
                    }
                    Ok(())
                });
            } else if attr.path().is_ident("smp") {
                let parsed = attr.parse_nested_meta(|meta| {
                    let Some(key) = seen.key(cx, &meta, CONTAINER_KEYS, "a struct")? else {
                        return Ok(());
                    };
                    if key.value == "describe_only" {
                        container.describe_only = true;
                        return Ok(());
                    }
                    if let Some(lit) = string_value(cx, &meta, "crate = \"::smp\"")? {
                        match lit.parse::<syn::Path>() {
                            Ok(path) => container.runtime = Some(path),
                            Err(_) => cx.error(
                                SpanRange::single(lit.span()),
                                "`crate` takes the path of the smp crate: #[smp(crate = \"::smp\")]",
                            ),
                        }
                    }
                    Ok(())
                });
                if let Err(error) = parsed {
                    cx.syn_error(error);
                }
            }
        }
        container
    }
}

impl Field {
    pub fn from_ast(cx: &Ctxt, attrs: &[Attribute]) -> Field {
        let mut field = Field::default();
        let mut seen = Seen::default();
        let mut composite: Option<Span> = None;
        for attr in attrs {
            if attr.path().is_ident("serde") {
                // Lenient: serde reports malformed serde attributes itself.
                let _ = attr.parse_nested_meta(|meta| {
                    let path = &meta.path;
                    if path.is_ident("rename") {
                        if let Some(name) = serialize_value(&meta)? {
                            field.rename = Some(name.value());
                        }
                    } else if path.is_ident("skip") {
                        field.skip = true;
                    } else if path.is_ident("skip_serializing") {
                        field.skip_serializing = true;
                    } else if path.is_ident("skip_deserializing") {
                        field.skip_deserializing = true;
                    } else if path.is_ident("flatten") {
                        field.flatten = true;
                    } else if path.is_ident("default") {
                        field.default = Some(if meta.input.peek(Token![=]) {
                            FieldDefault::Path(meta.value()?.parse::<LitStr>()?.value())
                        } else {
                            FieldDefault::Trait
                        });
                    } else {
                        skip_value(&meta)?;
                    }
                    Ok(())
                });
            } else if attr.path().is_ident("smp") {
                let parsed = attr.parse_nested_meta(|meta| {
                    let Some(key) = seen.key(cx, &meta, FIELD_KEYS, "a field")? else { return Ok(()) };
                    match key.value.as_str() {
                        "composite_key" => {
                            if meta.input.peek(Token![=]) || meta.input.peek(syn::token::Paren) {
                                cx.error(key.span, "`composite_key` is a flag: write `composite_key` without a value");
                                skip_value(&meta)?;
                            }
                            composite = Some(key.span.start);
                        }
                        "patch_strategy" => {
                            let example = "patch_strategy = \"merge\"";
                            let Some(lit) = string_value(cx, &meta, example)? else { return Ok(()) };
                            let span = SpanRange::new(key.span.start, lit.span());
                            match Strategy::parse(&lit.value()) {
                                Some(value) => field.patch.strategy = Some(Spanned { value, span }),
                                None => cx.error(span, unknown_strategy(&lit.value())),
                            }
                        }
                        "patch_merge_key" => {
                            let example = "patch_merge_key = \"name\"";
                            let Some(lit) = string_value(cx, &meta, example)? else { return Ok(()) };
                            let span = SpanRange::new(key.span.start, lit.span());
                            let fields = lit.value().split(',').map(str::to_owned).collect();
                            field.patch.merge_key =
                                Some(Spanned { value: MergeKey { fields, composite: false }, span });
                        }
                        // `Seen::key` returns known keys only.
                        _ => {}
                    }
                    Ok(())
                });
                if let Err(error) = parsed {
                    cx.syn_error(error);
                }
            }
        }
        if let Some(span) = composite {
            match &mut field.patch.merge_key {
                Some(key) => key.value.composite = true,
                None => cx.error(
                    SpanRange::single(span),
                    "`composite_key` needs the key's fields: \
                     #[smp(patch_merge_key = \"containerPort,protocol\", composite_key)]",
                ),
            }
        }
        field
    }
}

fn unknown_strategy(text: &str) -> String {
    let known: Vec<String> = STRATEGIES.iter().map(|s| format!("`{s}`")).collect();
    let known = known.join(", ");
    let words: Vec<&str> = text.split(',').collect();
    if words.len() > 1 && words.iter().all(|word| Strategy::parse(word).is_some()) {
        return format!(
            "`{text}` is not a patch strategy: only `retainKeys` combines, and only with `merge`; write one of {known}"
        );
    }
    match did_you_mean(text, STRATEGIES) {
        Some(meant) => format!("unknown patch strategy `{text}`: did you mean `{meant}`? The strategies are {known}"),
        None => format!("unknown patch strategy `{text}`: write one of {known}"),
    }
}

/// The `smp` keys already seen on one item, across all its `#[smp]` attributes.
#[derive(Default)]
struct Seen(Vec<String>);

impl Seen {
    /// The key of `meta` if it is known and new; otherwise reports it, skips its value and
    /// returns `None`.
    fn key(
        &mut self,
        cx: &Ctxt,
        meta: &ParseNestedMeta<'_>,
        known: &[&str],
        item: &str,
    ) -> syn::Result<Option<Spanned<String>>> {
        let path = &meta.path;
        let name = path.segments.iter().map(|segment| segment.ident.to_string()).collect::<Vec<_>>().join("::");
        let span = SpanRange::new(
            path.segments.first().map_or_else(Span::call_site, |s| s.ident.span()),
            path.segments.last().map_or_else(Span::call_site, |s| s.ident.span()),
        );
        if !known.contains(&name.as_str()) {
            let list: Vec<String> = known.iter().map(|k| format!("`{k}`")).collect();
            let list = match list.as_slice() {
                [one] => format!("the only smp attribute of {item} is {one}"),
                _ => format!("the smp attributes of {item} are {}", list.join(", ")),
            };
            let message = match did_you_mean(&name, known) {
                Some(meant) => format!("unknown smp attribute `{name}`: did you mean `{meant}`? ({list})"),
                None => format!("unknown smp attribute `{name}`: {list}"),
            };
            cx.error(span, message);
            skip_value(meta)?;
            return Ok(None);
        }
        if self.0.contains(&name) {
            cx.error(span, format!("duplicate smp attribute `{name}`: write it once"));
            skip_value(meta)?;
            return Ok(None);
        }
        self.0.push(name.clone());
        Ok(Some(Spanned { value: name, span }))
    }
}

/// The string of `key = "value"`, or `None` after reporting another value.
fn string_value(cx: &Ctxt, meta: &ParseNestedMeta<'_>, example: &str) -> syn::Result<Option<LitStr>> {
    if !meta.input.peek(Token![=]) {
        cx.error(SpanRange::single(meta.path.span()), format!("expected a value: {example}"));
        skip_value(meta)?;
        return Ok(None);
    }
    match meta.value()?.parse::<Expr>()? {
        Expr::Lit(ExprLit { lit: Lit::Str(lit), .. }) => Ok(Some(lit)),
        other => {
            cx.error(SpanRange::single(other.span()), format!("expected a string: {example}"));
            Ok(None)
        }
    }
}

/// The value of a serde `key = "value"` or `key(serialize = "value", ...)`.
fn serialize_value(meta: &ParseNestedMeta<'_>) -> syn::Result<Option<LitStr>> {
    if meta.input.peek(Token![=]) {
        return Ok(Some(meta.value()?.parse()?));
    }
    let mut value = None;
    if meta.input.peek(syn::token::Paren) {
        meta.parse_nested_meta(|inner| {
            if inner.path.is_ident("serialize") {
                value = Some(inner.value()?.parse()?);
            } else {
                skip_value(&inner)?;
            }
            Ok(())
        })?;
    }
    Ok(value)
}

/// Skips the value of a key this derive does not read: `= expr`, `(...)` or nothing.
fn skip_value(meta: &ParseNestedMeta<'_>) -> syn::Result<()> {
    if meta.input.peek(Token![=]) {
        meta.value()?.parse::<Expr>()?;
    } else if meta.input.peek(syn::token::Paren) {
        meta.input.parse::<TokenTree>()?;
    }
    Ok(())
}

/// The known word `seen` was probably meant to be: one it is a part of
/// (`strategy` for `patch_strategy`), or one a typo or a case away.
pub fn did_you_mean<'k>(seen: &str, known: &[&'k str]) -> Option<&'k str> {
    if seen.len() >= 4 {
        if let Some(known) = known.iter().find(|known| known.contains(seen)) {
            return Some(known);
        }
    }
    let (distance, best) = known.iter().map(|known| (edit_distance(seen, known), *known)).min()?;
    (distance <= (seen.len() / 3).max(1)).then_some(best)
}

/// The edit distance of two words (insertions, deletions, substitutions and swaps of
/// neighbours), ignoring ASCII case.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().map(|c| c.to_ascii_lowercase()).collect();
    let b: Vec<char> = b.chars().map(|c| c.to_ascii_lowercase()).collect();
    // distance[i][j]: between the first i characters of a and the first j of b.
    let mut distance = vec![vec![0; b.len() + 1]; a.len() + 1];
    for (i, row) in distance.iter_mut().enumerate() {
        row[0] = i;
    }
    distance[0] = (0..=b.len()).collect();
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (distance[i - 1][j - 1] + cost).min(distance[i - 1][j] + 1).min(distance[i][j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(distance[i - 2][j - 2] + 1);
            }
            distance[i][j] = best;
        }
    }
    distance[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::did_you_mean;

    #[test]
    fn suggestions_for_typos_cases_and_parts() {
        let keys = ["patch_strategy", "patch_merge_key", "composite_key"];
        assert_eq!(did_you_mean("patch_merge_keys", &keys), Some("patch_merge_key"));
        assert_eq!(did_you_mean("strategy", &keys), Some("patch_strategy"));
        assert_eq!(did_you_mean("patchMergeKey", &keys), Some("patch_merge_key"));
        assert_eq!(did_you_mean("mrege", &["merge", "replace"]), Some("merge"));
        assert_eq!(did_you_mean("Replace", &["merge", "replace"]), Some("replace"));
        assert_eq!(did_you_mean("bogus", &keys), None);
    }
}
