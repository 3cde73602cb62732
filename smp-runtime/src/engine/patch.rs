//! `$patch`, for both paths: what the directive's word asks of a map and of an item of a
//! list merged by key. The reference knows `replace` and `delete` in a map, and `replace`
//! and `delete` in a list (where `merge` has its own error); any other word is an
//! "unknown patch type". Each path prints the refused patch its own way. [`keyed_patch`]
//! reads a keyed list's patch with these rules for both paths, and [`UncomparableKinds`]
//! says what becomes of merge keys Go cannot compare (maps, lists).

use crate::directive;
use crate::error::{Error, ErrorKind, Trail};
use crate::gojson::view::{Json, Kind};
use crate::lists::element::GoType;
use crate::lists::keyed::Split;
use crate::lists::Key;

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

/// Whether a JSON list item is a map carrying `$patch: delete`.
pub(crate) fn is_delete_item<J: Json>(item: &J) -> bool {
    item.get(directive::PATCH).is_some_and(|word| matches!(word.kind(), Kind::String(directive::DELETE)))
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

/// How a keyed list's patch item is keyed: as a deletion's target or as an upsert.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum KeyRole {
    /// A `$patch: delete` item's key.
    Delete,
    /// A plain item's key, merged into the live item with it or appended.
    Upsert,
}

/// What an item holds under a merge key, as Go's `==` sees it.
pub(crate) enum KeyLookup {
    /// Not a map, or without the (first) key field.
    Missing,
    /// A key field holding a map or a list (its Go type), which Go cannot compare.
    Uncomparable(GoType),
    /// The key.
    Key(Key),
}

impl KeyLookup {
    /// The key as ordering a list reads it (`None`: the item has none): ordering compares
    /// the list's keys, and one Go cannot compare crashes it.
    pub(crate) fn ordering_key(self) -> Result<Option<Key>, ErrorKind> {
        match self {
            KeyLookup::Missing => Ok(None),
            KeyLookup::Uncomparable(_) => Err(uncomparable_list_keys()),
            KeyLookup::Key(key) => Ok(Some(key)),
        }
    }
}

/// The error for a list whose keys Go cannot compare (a map or a list among them), where
/// it compares them: ordering a list, or diffing one.
pub(crate) fn uncomparable_list_keys() -> ErrorKind {
    ErrorKind::UncomparableValues { what: "list keys" }
}

/// The kinds of uncomparable merge keys (maps, lists) among the live items. Go compares
/// keys with `==`, which crashes on two maps (or two lists): a patch key of a kind seen
/// here is an error, and a lone one gets a key that matches nothing. Two flags, not the
/// kind of every such live item: each patch item asks, so asking must not cost a scan.
#[derive(Default)]
pub(crate) struct UncomparableKinds {
    map: bool,
    list: bool,
}

impl UncomparableKinds {
    /// The live items' keys (`None`: no key, or one that matches nothing), noting the
    /// kinds of those Go cannot compare.
    pub(crate) fn live_keys(lookups: impl Iterator<Item = KeyLookup>) -> (Vec<Option<Key>>, UncomparableKinds) {
        let mut kinds = UncomparableKinds::default();
        let keys = lookups
            .map(|lookup| match lookup {
                KeyLookup::Missing => None,
                KeyLookup::Uncomparable(kind) => {
                    kinds.map |= kind == GoType::Map;
                    kinds.list |= kind == GoType::List;
                    None
                }
                KeyLookup::Key(key) => Some(key),
            })
            .collect();
        (keys, kinds)
    }

    /// Ordering the live list compares every live key: one Go cannot compare crashes it.
    pub(crate) fn check_orderable(&self) -> Result<(), ErrorKind> {
        if self.map || self.list {
            Err(uncomparable_list_keys())
        } else {
            Ok(())
        }
    }

    fn contains(&self, kind: GoType) -> bool {
        match kind {
            GoType::Map => self.map,
            GoType::List => self.list,
            _ => false,
        }
    }

    /// A patch item's key in its role ([`keyed_patch`]'s `key`): a deletion's key of a
    /// kind no live key has matches nothing (a key equal to no other, from the item's
    /// position); any other uncomparable key makes Go compare it, with the live keys or
    /// with itself when ordering, and crash.
    pub(crate) fn patch_key(
        &self,
        lookup: KeyLookup,
        index: usize,
        role: KeyRole,
        missing: impl FnOnce() -> ErrorKind,
    ) -> Result<Key, ErrorKind> {
        match (lookup, role) {
            (KeyLookup::Key(key), _) => Ok(key),
            (KeyLookup::Missing, _) => Err(missing()),
            (KeyLookup::Uncomparable(kind), KeyRole::Delete) if !self.contains(kind) => Ok(Key::Unique(index)),
            (KeyLookup::Uncomparable(_), _) => Err(ErrorKind::UncomparableValues { what: "merge key values" }),
        }
    }
}

/// The error for a merged item without a usable key, where the merged list is ordered:
/// an uncomparable key crashes Go's comparison of the list's keys.
pub(crate) fn unordered_key(lookup: KeyLookup, missing: impl FnOnce() -> ErrorKind) -> ErrorKind {
    match lookup {
        KeyLookup::Uncomparable(_) => uncomparable_list_keys(),
        _ => missing(),
    }
}

/// A keyed list's patch as the merge takes it ([`merge_split`](crate::lists::keyed::merge_split)):
/// split by role, each item by its position in the patch list, the upserts' keys in patch
/// order (the order the merged list then follows).
pub(crate) struct KeyedPatch {
    split: Split<usize, Key>,
}

impl KeyedPatch {
    /// The plain items whose key is null (Go's nil). Merged into an item, such a patch
    /// item deletes that item's key field, and Go then refuses the list, as every merged
    /// item must have its key: a path that does not read the merged items' keys again
    /// checks these.
    pub(crate) fn null_keyed(&self) -> Vec<usize> {
        let Split { upsert_keys, upserts, .. } = &self.split;
        upsert_keys.iter().zip(upserts).filter(|(key, _)| **key == Key::Nil).map(|(_, &(_, item))| item).collect()
    }

    /// The patch split by role.
    pub(crate) fn into_split(self) -> Split<usize, Key> {
        self.split
    }
}

/// Reads a keyed list's patch, on either path: what each item's `$patch` asks
/// ([`item_directive`]), then the plain items' keys, so a directive's error comes before
/// a missing key's, as in the reference. The backend tells, per item, its `$patch` word
/// (`Some(None)`: a `$patch` that is no string, which no directive is), its key, and the
/// error for a word no directive has; errors are placed at the item.
#[inline]
pub(crate) fn keyed_patch<I>(
    patch: &[I],
    trail: &Trail<'_>,
    word: impl Fn(&I) -> Option<Option<&str>>,
    mut key: impl FnMut(usize, &I, KeyRole) -> Result<Key, ErrorKind>,
    unknown: impl Fn(&I) -> ErrorKind,
) -> Result<KeyedPatch, Error> {
    // The reading is compiled once; each item type adds only these three shims.
    read_keyed_patch(
        patch.len(),
        trail,
        &|index| word(&patch[index]),
        &mut |index, role| key(index, &patch[index], role),
        &|index| unknown(&patch[index]),
    )
}

/// [`keyed_patch`] on items the caller reads by position (the typed keyed lists read
/// them through a type-erased view).
pub(crate) fn read_keyed_patch<'p>(
    len: usize,
    trail: &Trail<'_>,
    word: &dyn Fn(usize) -> Option<Option<&'p str>>,
    key: &mut dyn FnMut(usize, KeyRole) -> Result<Key, ErrorKind>,
    unknown: &dyn Fn(usize) -> ErrorKind,
) -> Result<KeyedPatch, Error> {
    let mut split = Split {
        upsert_keys: Vec::with_capacity(len),
        upserts: Vec::with_capacity(len),
        deletes: Vec::new(),
        replaced: false,
    };
    for index in 0..len {
        let Some(word) = word(index) else {
            split.upserts.push((index, index));
            continue;
        };
        let child = trail.index(index)?;
        match word.map_or(ItemDirective::Unknown, item_directive) {
            ItemDirective::Delete => split.deletes.push(key(index, KeyRole::Delete).map_err(|kind| child.error(kind))?),
            ItemDirective::Replace => split.replaced = true,
            ItemDirective::Merge => return Err(child.error(ErrorKind::MergeDirectiveInList)),
            ItemDirective::Unknown => return Err(child.error(unknown(index))),
        }
    }
    for &(index, _) in &split.upserts {
        match key(index, KeyRole::Upsert) {
            Ok(key) => split.upsert_keys.push(key),
            Err(kind) => return Err(trail.index(index)?.error(kind)),
        }
    }
    Ok(KeyedPatch { split })
}
