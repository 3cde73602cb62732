//! What a diff reads: smp's own documents (the bytes path) or the `serde_json::Value`s
//! users hold, walked where they are rather than copied into a document first. A patch
//! borrows from them what it takes (keys, values sent whole).

use std::cmp::Ordering;

use serde_json::Value;

use crate::doc::map::{serde_maps_are_sorted, Entry};
use crate::doc::{Arena, Doc, Obj};
use crate::gojson::view::{sorted_map_entries, Json, Kind};
use crate::lists::element::Item;
use crate::lists::GoText;

/// A JSON value a diff reads.
pub(crate) trait Source: Json + Item + GoText + PartialEq {
    /// Its maps.
    type Map: PartialEq;
    /// A map's entries in key order.
    type Entries<'m>: Iterator<Item = (&'m str, &'m Self)>
    where
        Self: 'm;

    fn as_map(&self) -> Option<&Self::Map>;

    fn as_list(&self) -> Option<&[Self]>;

    /// The entries of `map`, sorted by key bytes.
    fn entries(map: &Self::Map) -> Self::Entries<'_>;

    /// `key` as `map` holds it, for a patch to borrow.
    fn key_in<'m>(map: &'m Self::Map, key: &str) -> Option<&'m str>;

    /// This value as a document in `arena`, its strings borrowed (its depth was checked:
    /// this recurses).
    fn to_doc<'s>(&'s self, arena: &'s Arena) -> Doc<'s>;

    /// A map as a document's, in `arena`, its strings borrowed.
    fn map_to_doc<'s>(map: &'s Self::Map, arena: &'s Arena) -> Obj<'s>;

    fn is_null(&self) -> bool {
        matches!(self.kind(), Kind::Null)
    }

    fn as_str(&self) -> Option<&str> {
        match self.kind() {
            Kind::String(text) => Some(text),
            _ => None,
        }
    }
}

/// A document is one already: it is handed on as it is.
impl<'t> Source for Doc<'t> {
    type Map = Obj<'t>;
    type Entries<'m>
        = std::iter::Map<std::slice::Iter<'m, Entry<'t>>, fn(&'m Entry<'t>) -> (&'m str, &'m Doc<'t>)>
    where
        Self: 'm;

    #[inline]
    fn as_map(&self) -> Option<&Obj<'t>> {
        match self {
            Doc::Object(map) => Some(map),
            _ => None,
        }
    }

    #[inline]
    fn as_list(&self) -> Option<&[Doc<'t>]> {
        match self {
            Doc::Array(items) => Some(items),
            _ => None,
        }
    }

    #[inline]
    fn entries<'m>(map: &'m Obj<'t>) -> Self::Entries<'m> {
        map.entries().iter().map(|(key, value)| (*key, value))
    }

    fn key_in<'m>(map: &'m Obj<'t>, key: &str) -> Option<&'m str> {
        map.get_key_value(key).map(|(key, _)| key)
    }

    #[inline]
    fn to_doc<'s>(&'s self, _: &'s Arena) -> Doc<'s> {
        *self
    }

    #[inline]
    fn is_null(&self) -> bool {
        Doc::is_null(self)
    }

    #[inline]
    fn as_str(&self) -> Option<&str> {
        Doc::as_str(self)
    }

    #[inline]
    fn map_to_doc<'s>(map: &'s Obj<'t>, _: &'s Arena) -> Obj<'s> {
        *map
    }
}

impl Source for Value {
    type Map = serde_json::Map<String, Value>;
    type Entries<'m> = ValueEntries<'m>;

    #[inline]
    fn as_map(&self) -> Option<&Self::Map> {
        self.as_object()
    }

    #[inline]
    fn as_list(&self) -> Option<&[Value]> {
        self.as_array().map(Vec::as_slice)
    }

    fn entries(map: &Self::Map) -> ValueEntries<'_> {
        value_entries(map, serde_maps_are_sorted())
    }

    fn key_in<'m>(map: &'m Self::Map, key: &str) -> Option<&'m str> {
        map.get_key_value(key).map(|(key, _)| key.as_str())
    }

    fn to_doc<'s>(&'s self, arena: &'s Arena) -> Doc<'s> {
        Doc::borrowed(self, arena)
    }

    fn map_to_doc<'s>(map: &'s Self::Map, arena: &'s Arena) -> Obj<'s> {
        Doc::borrowed_map(map, arena)
    }
}

/// The entries of `map` in key order, given whether it iterates in that order.
fn value_entries(map: &serde_json::Map<String, Value>, sorted: bool) -> ValueEntries<'_> {
    if sorted {
        return ValueEntries::Sorted(map.iter());
    }
    ValueEntries::Gathered(sorted_map_entries(map).into_iter())
}

/// The entries of a `serde_json` map in key order: its own iterator where that is the
/// order, else the entries gathered and sorted.
pub(crate) enum ValueEntries<'m> {
    Sorted(serde_json::map::Iter<'m>),
    Gathered(std::vec::IntoIter<(&'m str, &'m Value)>),
}

impl<'m> Iterator for ValueEntries<'m> {
    type Item = (&'m str, &'m Value);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        match self {
            ValueEntries::Sorted(entries) => entries.next().map(|(key, value)| (key.as_str(), value)),
            ValueEntries::Gathered(entries) => entries.next(),
        }
    }
}

/// Every key of either map, in order, with its value in each: one walk of both.
pub(crate) fn join<'m, V: Source>(left: &'m V::Map, right: &'m V::Map) -> Join<'m, V> {
    let (mut left, mut right) = (V::entries(left), V::entries(right));
    Join { left_head: left.next(), right_head: right.next(), left, right }
}

/// The walk of [`join`]: each side's next entry, and the rest.
pub(crate) struct Join<'m, V: Source + 'm> {
    left_head: Option<(&'m str, &'m V)>,
    right_head: Option<(&'m str, &'m V)>,
    left: V::Entries<'m>,
    right: V::Entries<'m>,
}

impl<'m, V: Source + 'm> Iterator for Join<'m, V> {
    type Item = (&'m str, Option<&'m V>, Option<&'m V>);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let order = match (self.left_head, self.right_head) {
            (None, None) => return None,
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (Some((l, _)), Some((r, _))) => crate::doc::map::key_order(l, r),
        };
        match order {
            Ordering::Less => {
                let (key, value) = std::mem::replace(&mut self.left_head, self.left.next())?;
                Some((key, Some(value), None))
            }
            Ordering::Greater => {
                let (key, value) = std::mem::replace(&mut self.right_head, self.right.next())?;
                Some((key, None, Some(value)))
            }
            Ordering::Equal => {
                let (key, left) = std::mem::replace(&mut self.left_head, self.left.next())?;
                let (_, right) = std::mem::replace(&mut self.right_head, self.right.next())?;
                Some((key, Some(left), Some(right)))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn entries_come_in_key_order_either_way() {
        let value = json!({"b": 1, "é": 2, "a": 3, "B": 4});
        let map = value.as_object().unwrap();
        for sorted in [serde_maps_are_sorted(), false] {
            let keys: Vec<&str> = value_entries(map, sorted).map(|(key, _)| key).collect();
            assert_eq!(keys, ["B", "a", "b", "é"]);
        }
    }

    #[test]
    fn join_pairs_the_keys_of_both_maps() {
        let (left, right) = (json!({"a": 1, "c": 2}), json!({"b": 3, "c": 4}));
        let joined: Vec<(&str, Option<&Value>, Option<&Value>)> =
            join::<Value>(left.as_object().unwrap(), right.as_object().unwrap()).collect();
        let (one, two, three, four) = (json!(1), json!(2), json!(3), json!(4));
        assert_eq!(joined, [("a", Some(&one), None), ("b", None, Some(&three)), ("c", Some(&two), Some(&four))]);
    }
}
