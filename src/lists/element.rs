//! The one item type of a merged list (the reference's `sliceElementType`), checked for
//! both paths here: Go refuses a list whose items have different dynamic types, a list
//! of lists, and a list whose first item is `null`.

use super::merge::Item;
use crate::error::ErrorKind;

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
