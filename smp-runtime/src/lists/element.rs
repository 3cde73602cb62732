//! The items of a merged list: what the list algorithms need to know of one ([`Item`]),
//! and their one type (the reference's `sliceElementType`), checked for both paths here:
//! Go refuses a list whose items have different dynamic types, a list of lists, and a list
//! whose first item is `null`.

use super::Key;
use crate::error::{Error, ErrorKind, Trail};

/// What a list merge needs to know of an item.
pub trait Item {
    /// Whether the item is JSON, whose maps compare member by member (the conflict check);
    /// a typed item is compared whole.
    const JSON: bool = false;

    /// The item's key: the value of its merge key (`None` when it has none), or, with an
    /// empty `merge_key` (lists of primitives), the item itself. An error where Go could
    /// not compare the key.
    fn key(&self, merge_key: &str) -> Result<Option<Key>, ErrorKind>;

    /// Whether the item carries `$patch: delete` (only merged patches have such items).
    fn is_delete_marked(&self) -> bool {
        false
    }

    /// The error for an item without the merge key.
    fn missing_key(&self, merge_key: &str) -> ErrorKind {
        ErrorKind::MissingMergeKey { merge_key: merge_key.to_owned(), item: String::new() }
    }

    /// The item's Go type where it is known only at run time (a JSON value), for the
    /// check that a merged list has one item type (`element::element_type`).
    /// `None`, the default, for statically typed items.
    fn go_type(&self) -> Option<GoType> {
        None
    }

    /// The item as a patch that creates its list leaves it: a JSON value loses the
    /// directives inside it (`None`: it is itself a directive, and goes) and its null map
    /// entries, as Go cleans a value it takes where the original has none (but where the
    /// walk keeps nulls, `Trail::keeping_nulls`). Other items stay as they are.
    fn created(self, _trail: &Trail<'_>) -> Result<Option<Self>, Error>
    where
        Self: Sized,
    {
        Ok(Some(self))
    }
}

/// The Go dynamic type of a decoded JSON value (`map[string]interface{}`, `[]interface{}`,
/// `string`, `int64`, `float64`, `bool`, `nil`). Integers and floats are different types,
/// as in the reference's decoder, which keeps integers as `int64`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoType {
    /// `null`.
    Nil,
    /// `true` or `false`.
    Bool,
    /// A number that is an integer (`int64`).
    Int,
    /// Any other number (`float64`).
    Float,
    /// A string.
    String,
    /// A list.
    List,
    /// A map (an object).
    Map,
}

/// The one item type of the given lists. Every item must have the same Go type; lists of
/// lists and a `null` first item are refused. `None` when there are no items, or when
/// the items are statically typed ([`Item::go_type`] is `None`: the compiler made them
/// one type).
pub fn element_type<T: Item>(lists: &[&[T]]) -> Result<Option<GoType>, ErrorKind> {
    let mut seen: Option<GoType> = None;
    for item in lists.iter().flat_map(|list| list.iter()) {
        let Some(ty) = item.go_type() else { return Ok(None) };
        match seen {
            None => {
                // Go reads the kind of the first item's type; a null has none and crashes.
                if ty == GoType::Nil {
                    return Err(ErrorKind::NullListElement);
                }
                if ty == GoType::List {
                    return Err(ErrorKind::ListOfLists);
                }
                seen = Some(ty);
            }
            Some(first) if first != ty => return Err(ErrorKind::MixedListElements),
            Some(_) => {}
        }
    }
    Ok(seen)
}

/// The item type of lists merged by value ([`element_type`]): not maps, which merge only
/// by a merge key, and a list merged by value has none (Go: "no merge key").
pub fn primitive_element_type<T: Item>(lists: &[&[T]]) -> Result<Option<GoType>, ErrorKind> {
    match element_type(lists)? {
        Some(GoType::Map) => Err(ErrorKind::NoMergeKeyInSchema),
        other => Ok(other),
    }
}

/// Like [`element_type`], but "no items at all" is an error, as where the reference
/// orders a list by `$setElementOrder` or checks two patches for conflicts.
pub fn require_element_type<T: Item>(lists: &[&[T]]) -> Result<Option<GoType>, ErrorKind> {
    if lists.iter().all(|list| list.is_empty()) {
        return Err(ErrorKind::EmptyLists);
    }
    element_type(lists)
}
