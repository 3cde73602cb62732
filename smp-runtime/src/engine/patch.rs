//! `$patch`, for both paths: what the directive's word asks of a map and of an item of a
//! list merged by key. The reference knows `replace` and `delete` in a map, and `replace`
//! and `delete` in a list (where `merge` has its own error); any other word is an
//! "unknown patch type". Each path prints the refused patch its own way.

use crate::directive;

/// What a map-level `$patch` asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum MapDirective {
    /// No directive: merge field by field.
    Merge,
    /// `replace`: the value becomes the rest of the patch.
    Replace,
    /// `delete`: the value becomes empty.
    Delete,
}

/// A map's `$patch` (`None`: the map has none); `None` back for an unknown word, `merge`
/// included, as Go refuses it in a map.
pub(crate) fn map_directive(word: Option<&str>) -> Option<MapDirective> {
    match word {
        None => Some(MapDirective::Merge),
        Some(directive::REPLACE) => Some(MapDirective::Replace),
        Some(directive::DELETE) => Some(MapDirective::Delete),
        Some(_) => None,
    }
}

/// What a `$patch` on an item of a list merged by key asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ItemDirective {
    /// `delete`: every live item with the item's key goes.
    Delete,
    /// `replace`: the list becomes the patch's other items.
    Replace,
    /// `merge`: refused with its own error (`ErrorKind::MergeDirectiveInList`).
    Merge,
    /// Any other word: an unknown patch type.
    Unknown,
}

/// The `$patch` word of a list item.
pub(crate) fn item_directive(word: &str) -> ItemDirective {
    match word {
        directive::DELETE => ItemDirective::Delete,
        directive::REPLACE => ItemDirective::Replace,
        directive::MERGE => ItemDirective::Merge,
        _ => ItemDirective::Unknown,
    }
}
