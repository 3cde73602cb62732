//! Items taken out of an object, or kept alone, by a field set (structured-merge-diff's
//! `RemoveItems` and `ExtractItems`): what the field manager prunes, and what
//! `Extract...` functions of client-go give back for a manager.
//!
//! What is left is a document of the value's arena, sharing what it keeps whole.

use super::schema::{List, Map, Part, TypeRef, Types};
use super::to_field_set::item_element;
use crate::doc::{Arena, Doc, Obj};
use crate::managed_fields::FieldSet;

pub(crate) struct Remove<'t, 'a> {
    pub(crate) types: &'t Types,
    pub(crate) arena: &'a Arena,
    pub(crate) partial_keys: bool,
    /// Keep only what the set names, instead of removing it.
    pub(crate) extract: bool,
    /// Kubernetes 1.34 and later (structured-merge-diff v6): an empty or atomic value is
    /// extracted whole, and a list item extracted by its path is the item.
    pub(crate) v6: bool,
}

impl<'a> Remove<'_, 'a> {
    /// What is left of `value` (`None`: nothing, which an object holds as `null`).
    pub(crate) fn value(&self, value: &Doc<'a>, set: &FieldSet, ty: &TypeRef) -> Option<Doc<'a>> {
        // As deep as the documents, whose depth is checked, inside `with_stack`'s stack: no
        // level needs to check what is left of it.
        match self.types.part(ty, Some(value)) {
            Part::Map(map, atomic) => self.map(value, set, map, atomic),
            Part::Scalar(_) => Some(*value),
            Part::List(list, associative) => self.list(value, set, list, associative),
            Part::None => None,
        }
    }

    /// An empty or atomic value: kept whole when extracting (from 1.34), else nothing.
    fn whole(&self, value: &Doc<'a>) -> Option<Doc<'a>> {
        (self.extract && self.v6).then_some(*value)
    }

    fn list(&self, value: &Doc<'a>, set: &FieldSet, list: &List, associative: bool) -> Option<Doc<'a>> {
        let Doc::Array(items) = *value else { return None };
        if items.is_empty() {
            return self.whole(value);
        }
        if !associative {
            return self.extract.then_some(*value);
        }
        let mut out = bumpalo::collections::Vec::new_in(self.arena);
        for item in items {
            let Ok(element) = item_element(self.types, self.partial_keys, item, list) else { continue };
            let exact = set.has(std::slice::from_ref(&element));
            let below = set.child(&element).filter(|s| !s.is_empty());
            match (self.extract, self.v6) {
                (true, true) => {
                    let item = match below {
                        Some(below) => self.value(item, below, &list.element).unwrap_or(Doc::Null),
                        None => *item,
                    };
                    if exact || below.is_some() {
                        out.push(item);
                    }
                }
                (true, false) => {
                    // 1.33 reads an item named by its path against the whole set, and an item
                    // named and looked into goes in twice.
                    if exact {
                        out.push(self.value(item, set, &list.element).unwrap_or(Doc::Null));
                    }
                    if let Some(below) = below {
                        out.push(self.value(item, below, &list.element).unwrap_or(Doc::Null));
                    }
                }
                (false, _) => {
                    if exact {
                        continue;
                    }
                    out.push(match below {
                        Some(below) => self.value(item, below, &list.element).unwrap_or(Doc::Null),
                        None => *item,
                    });
                }
            }
        }
        (!out.is_empty()).then(|| Doc::Array(out.into_bump_slice()))
    }

    fn map(&self, value: &Doc<'a>, set: &FieldSet, map: &Map, atomic: bool) -> Option<Doc<'a>> {
        let Doc::Object(fields) = *value else { return None };
        if fields.len() == 0 {
            return self.whole(value);
        }
        if atomic {
            return self.extract.then_some(*value);
        }
        // Kept in the map's order: sorted still.
        let mut out = bumpalo::collections::Vec::new_in(self.arena);
        for (key, child) in fields {
            let (element, ty) = map.child(key);
            let element = element();
            if set.has(std::slice::from_ref(&element)) {
                if self.extract {
                    // Go reads what is below against the whole set.
                    out.push((key, self.value(child, set, ty).unwrap_or(Doc::Null)));
                }
                continue;
            }
            match set.child(&element).filter(|s| !s.is_empty()) {
                Some(below) => {
                    out.push((key, self.value(child, below, ty).unwrap_or(Doc::Null)));
                }
                None if self.extract => {}
                None => {
                    out.push((key, *child));
                }
            }
        }
        (!out.is_empty()).then(|| Doc::Object(Obj::from_sorted(out.into_bump_slice())))
    }
}
