//! Helpers the `Value` operations share: list element types and the
//! clean-ups the reference applies to patch values it copies into a result.

use crate::doc::{Doc, Map};

use crate::directive;
use crate::error::{ErrorKind, Trail, MAX_DEPTH};

pub(crate) use crate::engine::patch::is_delete_item;
pub(crate) use crate::lists::element::element_type;

/// `removeDirectives`: drops every map that carries `$patch` (and the key or item that
/// held it). Returns `None` when the value itself is such a map.
pub(crate) fn remove_directives<'a>(value: Doc<'a>, trail: &Trail<'_>) -> Result<Option<Doc<'a>>, crate::Error> {
    Ok(match value {
        Doc::Object(map) => {
            if map.contains_key(directive::PATCH) {
                return Ok(None);
            }
            let mut kept = Map::new();
            for (key, item) in map {
                let child = trail.key(&key)?;
                if let Some(item) = remove_directives(item, &child)? {
                    kept.insert(key, item);
                }
            }
            Some(Doc::Object(kept))
        }
        Doc::Array(items) => Some(Doc::Array(remove_directives_list(items.into_vec(), trail)?.into())),
        other => Some(other),
    })
}

pub(crate) fn remove_directives_list<'a>(items: Vec<Doc<'a>>, trail: &Trail<'_>) -> Result<Vec<Doc<'a>>, crate::Error> {
    let mut kept = Vec::with_capacity(items.len());
    for (index, item) in items.into_iter().enumerate() {
        let child = trail.index(index)?;
        if let Some(item) = remove_directives(item, &child)? {
            kept.push(item);
        }
    }
    Ok(kept)
}

/// `discardNullValuesFromPatch`: drops null map entries, at every depth (list items that
/// are null stay).
pub(crate) fn discard_nulls(value: &mut Doc<'_>, depth: usize) -> Result<(), ErrorKind> {
    if depth > MAX_DEPTH {
        return Err(ErrorKind::TooDeep { limit: MAX_DEPTH });
    }
    match value {
        Doc::Object(map) => {
            map.retain(|_, v| !v.is_null());
            for item in map.values_mut() {
                discard_nulls(item, depth + 1)?;
            }
        }
        Doc::Array(items) => {
            for item in items {
                discard_nulls(item, depth + 1)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// Takes a value out of a slot, leaving `null`.
pub(crate) fn take<'a>(slot: &mut Doc<'a>) -> Doc<'a> {
    std::mem::take(slot)
}
