//! What the `Value` operations share: how a merge treats parallel lists and nulls, list
//! element types and the clean-ups the reference applies to patch values it copies into a
//! result.

use crate::doc::{Arena, Doc, Map};

use crate::directive;
use crate::error::{ErrorKind, Trail, MAX_DEPTH};

pub(crate) use crate::engine::patch::is_delete_item;
pub(crate) use crate::lists::element::element_type;

/// How `merge_map` treats parallel lists and nulls: the server-side apply merges
/// `$deleteFromPrimitiveList` and `$setElementOrder` and drops unmatched nulls; the
/// three-way diff keeps both, since its result is itself a patch.
#[derive(Debug, Clone, Copy)]
pub(crate) struct MergeOptions {
    pub merge_parallel_list: bool,
    pub ignore_unmatched_nulls: bool,
}

impl MergeOptions {
    pub(crate) const APPLY: MergeOptions = MergeOptions { merge_parallel_list: true, ignore_unmatched_nulls: true };
    pub(crate) const PATCH_OF_PATCHES: MergeOptions =
        MergeOptions { merge_parallel_list: false, ignore_unmatched_nulls: false };
}

/// `removeDirectives`: drops every map that carries `$patch` (and the key or item that
/// held it). Returns `None` when the value itself is such a map.
pub(crate) fn remove_directives<'a>(
    value: Doc<'a>,
    trail: &Trail<'_>,
    arena: &'a Arena,
) -> Result<Option<Doc<'a>>, crate::Error> {
    Ok(match value {
        Doc::Object(map) => {
            if map.contains_key(directive::PATCH) {
                return Ok(None);
            }
            let mut kept = Map::new_in(arena);
            for &(key, item) in map.entries() {
                let child = trail.key(key)?;
                if let Some(item) = remove_directives(item, &child, arena)? {
                    kept.insert(key, item);
                }
            }
            Some(Doc::Object(kept.freeze()))
        }
        Doc::Array(items) => Some(Doc::Array(arena.alloc_slice_copy(&remove_directives_list(items, trail, arena)?))),
        other => Some(other),
    })
}

pub(crate) fn remove_directives_list<'a>(
    items: &[Doc<'a>],
    trail: &Trail<'_>,
    arena: &'a Arena,
) -> Result<Vec<Doc<'a>>, crate::Error> {
    let mut kept = Vec::with_capacity(items.len());
    for (index, &item) in items.iter().enumerate() {
        let child = trail.index(index)?;
        if let Some(item) = remove_directives(item, &child, arena)? {
            kept.push(item);
        }
    }
    Ok(kept)
}

/// `discardNullValuesFromPatch`: drops null map entries, at every depth (list items that
/// are null stay).
pub(crate) fn discard_nulls<'a>(value: Doc<'a>, arena: &'a Arena, depth: usize) -> Result<Doc<'a>, ErrorKind> {
    if depth > MAX_DEPTH {
        return Err(ErrorKind::TooDeep { limit: MAX_DEPTH });
    }
    Ok(match value {
        Doc::Object(map) => {
            let mut kept = Map::new_in(arena);
            for &(key, item) in map.entries() {
                if !item.is_null() {
                    kept.insert(key, discard_nulls(item, arena, depth + 1)?);
                }
            }
            Doc::Object(kept.freeze())
        }
        Doc::Array(items) => {
            let mut kept = bumpalo::collections::Vec::with_capacity_in(items.len(), arena);
            for &item in items {
                kept.push(discard_nulls(item, arena, depth + 1)?);
            }
            Doc::Array(kept.into_bump_slice())
        }
        other => other,
    })
}

/// Takes a value out of a slot, leaving `null`.
pub(crate) fn take<'a>(slot: &mut Doc<'a>) -> Doc<'a> {
    std::mem::take(slot)
}
