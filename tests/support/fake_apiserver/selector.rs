//! Label selectors as the API server reads `labelSelector` in a list's query: `k=v`, `k==v`,
//! `k!=v`, `k in (a,b)`, `k notin (a,b)`, `k` and `!k`, joined by commas. Enough for the
//! tests' selectors; a text it cannot read fails the request, never matches silently.

use serde_json::Value;

enum Requirement {
    Equals(String, String),
    NotEquals(String, String),
    In(String, Vec<String>),
    NotIn(String, Vec<String>),
    Exists(String),
    NotExists(String),
}

pub(super) struct Selector(Vec<Requirement>);

impl Selector {
    pub(super) fn parse(text: &str) -> Result<Selector, String> {
        let mut requirements = Vec::new();
        let mut rest = text.trim();
        while !rest.is_empty() {
            // A requirement ends at a comma outside parentheses.
            let end = match rest.find('(') {
                Some(open) if rest.find(',').is_some_and(|comma| comma > open) => {
                    rest.find(')').map(|close| close + 1).ok_or_else(|| format!("bad selector {text:?}"))?
                }
                _ => rest.find(',').unwrap_or(rest.len()),
            };
            requirements.push(requirement(rest[..end].trim()).ok_or_else(|| format!("bad selector {text:?}"))?);
            rest = rest[end..].trim_start().strip_prefix(',').unwrap_or(&rest[end..]).trim();
        }
        Ok(Selector(requirements))
    }

    pub(super) fn matches(&self, object: &Value) -> bool {
        let label = |key: &str| object.pointer("/metadata/labels").and_then(|l| l.get(key)).and_then(Value::as_str);
        self.0.iter().all(|requirement| match requirement {
            Requirement::Equals(k, v) => label(k) == Some(v),
            Requirement::NotEquals(k, v) => label(k) != Some(v),
            Requirement::In(k, vs) => label(k).is_some_and(|l| vs.iter().any(|v| v == l)),
            Requirement::NotIn(k, vs) => !label(k).is_some_and(|l| vs.iter().any(|v| v == l)),
            Requirement::Exists(k) => label(k).is_some(),
            Requirement::NotExists(k) => label(k).is_none(),
        })
    }
}

fn requirement(text: &str) -> Option<Requirement> {
    let set = |values: &str| -> Option<Vec<String>> {
        let inner = values.trim().strip_prefix('(')?.strip_suffix(')')?;
        Some(inner.split(',').map(|v| v.trim().to_owned()).collect())
    };
    if let Some(key) = text.strip_prefix('!') {
        return Some(Requirement::NotExists(key.trim().to_owned()));
    }
    if let Some((k, v)) = text.split_once("!=") {
        return Some(Requirement::NotEquals(k.trim().to_owned(), v.trim().to_owned()));
    }
    if let Some((k, v)) = text.split_once("==").or_else(|| text.split_once('=')) {
        return Some(Requirement::Equals(k.trim().to_owned(), v.trim().to_owned()));
    }
    if let Some((k, vs)) = text.split_once(" notin ") {
        return Some(Requirement::NotIn(k.trim().to_owned(), set(vs)?));
    }
    if let Some((k, vs)) = text.split_once(" in ") {
        return Some(Requirement::In(k.trim().to_owned(), set(vs)?));
    }
    (!text.contains([' ', '(', ')'])).then(|| Requirement::Exists(text.to_owned()))
}

/// The value of `name` in a URL query, percent-decoded (`+` is a space, as Go encodes).
pub(super) fn query_value(query: &str, name: &str) -> Option<String> {
    let raw = query.split('&').find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))?;
    let bytes = raw.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => decoded.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok()?;
                decoded.push(u8::from_str_radix(hex, 16).ok()?);
                i += 2;
            }
            byte => decoded.push(byte),
        }
        i += 1;
    }
    String::from_utf8(decoded).ok()
}
