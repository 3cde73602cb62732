//! The keys of an associative list's items as the items hold them: what the merge and the
//! comparison group and match items by, and what a field set's walk sorts items and finds
//! repeated keys by. They order and compare as the items' path elements
//! (`to_field_set::item_element`) do, without copying a key's strings into one: a walk
//! makes path elements only for the items its sets name.

use std::cmp::Ordering;
use std::sync::Arc;

use super::schema::{List, Part, Types};
use crate::gojson::view::{Json, Kind, Num};
use crate::managed_fields::value::Scalar;
use crate::managed_fields::{compare_names, ElementValue, PathElement};

/// A key field's value, or a set item's, as Go's `value` package orders it.
#[derive(Debug)]
pub(crate) enum KeyValue<'v> {
    Scalar(Scalar<'v>),
    /// A list or a map, made whole (rare as a key).
    Made(ElementValue),
}

impl<'v> KeyValue<'v> {
    /// The value as [`ElementValue::from`] would make it.
    fn of<J: Json>(value: &'v J) -> KeyValue<'v> {
        KeyValue::Scalar(match value.kind() {
            Kind::Null => Scalar::Null,
            Kind::Bool(b) => Scalar::Bool(b),
            Kind::Number(Num::Int(i)) => Scalar::Int(i),
            Kind::Number(n) => Scalar::Float(n.as_f64()),
            Kind::String(s) => Scalar::Text(s),
            Kind::List(_) | Kind::Map => return KeyValue::Made(ElementValue::of_json(value)),
        })
    }

    /// The value made an [`ElementValue`].
    fn to_element_value(&self) -> ElementValue {
        match self {
            KeyValue::Scalar(scalar) => scalar.to_element_value(),
            KeyValue::Made(value) => value.clone(),
        }
    }

    /// [`ElementValue::compare`].
    fn compare(&self, other: &KeyValue<'_>) -> Ordering {
        match (self, other) {
            (KeyValue::Scalar(a), KeyValue::Scalar(b)) => a.compare(*b),
            (KeyValue::Made(a), KeyValue::Made(b)) => a.compare(b),
            // A scalar against a list or a map: their classes differ.
            (KeyValue::Scalar(a), KeyValue::Made(b)) => a.class().cmp(&b.class()),
            (KeyValue::Made(a), KeyValue::Scalar(b)) => a.class().cmp(&b.class()),
        }
    }

    /// [`ElementValue::equals`].
    fn equals(&self, other: &KeyValue<'_>) -> bool {
        match (self, other) {
            (KeyValue::Scalar(a), KeyValue::Scalar(b)) => a.equals(*b),
            (KeyValue::Made(a), KeyValue::Made(b)) => a.equals(b),
            _ => false,
        }
    }
}

/// The keys of one list's items: each item's key fields in name order, those it leaves out
/// (where partial keys are read) as `None`.
pub(crate) struct ListKeys<'v> {
    /// The key fields' names, sorted; none for a set.
    names: Vec<&'v Arc<str>>,
    /// Item by item, a value per name (a set's items: the item's value).
    values: Vec<Option<KeyValue<'v>>>,
    /// Item by item, whether it has a key (`item_element` refuses those that do not).
    keyed: Vec<bool>,
    /// Whether every item with a key has all its fields (so keys compare value by value).
    complete: bool,
}

/// One item's key, as [`PathElement`] orders and
/// compares them.
#[derive(Clone, Copy)]
pub(crate) enum ItemKey<'k, 'v> {
    /// `complete`: every field has a value.
    Fields {
        names: &'k [&'v Arc<str>],
        values: &'k [Option<KeyValue<'v>>],
        complete: bool,
    },
    Value(&'k KeyValue<'v>),
}

impl<'v> ListKeys<'v> {
    /// The keys of `items` of `list`.
    pub(crate) fn of<J: Json>(types: &'v Types, partial_keys: bool, items: &'v [J], list: &'v List) -> ListKeys<'v> {
        let mut names: Vec<&Arc<str>> = list.keys.iter().collect();
        names.sort();
        let width = names.len().max(1);
        let mut keys = ListKeys {
            names,
            values: Vec::with_capacity(items.len() * width),
            keyed: Vec::with_capacity(items.len()),
            complete: true,
        };
        let element_map = match types.part::<J>(&list.element, None) {
            Part::Map(map, _) => Some(map),
            _ => None,
        };
        for item in items {
            let keyed = if keys.names.is_empty() {
                let keyed = !matches!(item.kind(), Kind::Map | Kind::List(_) | Kind::Null);
                keys.values.push(keyed.then(|| KeyValue::of(item)));
                keyed
            } else if item.is_map() {
                let start = keys.values.len();
                for name in &keys.names {
                    let value = match item.get(name) {
                        Some(value) => Some(KeyValue::of(value)),
                        None => {
                            let default = element_map.and_then(|map| map.field(name)).and_then(|f| f.default.as_ref());
                            default.map(KeyValue::of)
                        }
                    };
                    keys.values.push(value);
                }
                let given = keys.values[start..].iter().filter(|v| v.is_some()).count();
                let keyed = given > 0 && (partial_keys || given == keys.names.len());
                keys.complete &= !keyed || given == keys.names.len();
                keyed
            } else {
                keys.values.extend((0..width).map(|_| None));
                false
            };
            keys.keyed.push(keyed);
        }
        keys
    }

    /// The items that have a key: their keys and places, in the list's order.
    pub(crate) fn keyed(&self) -> Vec<(ItemKey<'_, 'v>, usize)> {
        (0..self.keyed.len()).filter_map(|i| Some((self.get(i)?, i))).collect()
    }

    /// The key of the item at `index`; `None` where it has none.
    pub(crate) fn get(&self, index: usize) -> Option<ItemKey<'_, 'v>> {
        if !self.keyed[index] {
            return None;
        }
        let width = self.names.len().max(1);
        let values = &self.values[index * width..(index + 1) * width];
        Some(match self.names.is_empty() {
            true => ItemKey::Value(values[0].as_ref()?),
            false => ItemKey::Fields { names: &self.names, values, complete: self.complete },
        })
    }
}

/// Where two lists' items have the same keys in the same order (a list applied or written
/// again unchanged, the common case), those keys' places (indexes into either), stably
/// sorted by key: one side sorted, where sorting both together costs twice and more. `None`
/// where the keys differ anywhere.
pub(crate) fn same_keys_sorted(
    left: &[(ItemKey<'_, '_>, usize)],
    right: &[(ItemKey<'_, '_>, usize)],
) -> Option<Vec<usize>> {
    if left.len() != right.len() || left.iter().zip(right).any(|(l, r)| l.0 != r.0) {
        return None;
    }
    let mut order: Vec<usize> = (0..left.len()).collect();
    order.sort_by(|&a, &b| left[a].0.cmp(&left[b].0));
    Some(order)
}

impl ItemKey<'_, '_> {
    /// The key's fields that the item has, in name order.
    fn fields(&self) -> impl Iterator<Item = (&Arc<str>, &KeyValue<'_>)> {
        let (names, values): (&[&Arc<str>], &[Option<KeyValue<'_>>]) = match self {
            ItemKey::Fields { names, values, .. } => (names, values),
            ItemKey::Value(_) => (&[], &[]),
        };
        names.iter().zip(values).filter_map(|(name, value)| Some((*name, value.as_ref()?)))
    }

    /// The item's path element (`item_element`'s).
    pub(crate) fn to_element(self) -> PathElement {
        match self {
            ItemKey::Value(value) => PathElement::SetItem(value.to_element_value()),
            ItemKey::Fields { names, values, complete } => {
                // In one allocation, exactly as long as the key (a set holds many): a
                // complete key's fields are all its names', of a known number (each has a
                // value: the `Null` is never made).
                let field = |name: &&Arc<str>, value: &KeyValue<'_>| ((*name).clone(), value.to_element_value());
                PathElement::Key(match complete {
                    true => names
                        .iter()
                        .zip(values)
                        .map(|(name, value)| {
                            value.as_ref().map_or((Arc::clone(name), ElementValue::Null), |v| field(name, v))
                        })
                        .collect(),
                    false => self.fields().map(|(name, value)| field(&name, value)).collect::<Vec<_>>().into(),
                })
            }
        }
    }

    /// The values of two keys that both have every one of the same fields, in order: what
    /// decides how they compare (the common case, without reading the names per pair).
    fn complete_values<'a, 'b>(
        &'a self,
        other: &'b ItemKey<'_, '_>,
    ) -> Option<impl Iterator<Item = (&'a KeyValue<'a>, &'b KeyValue<'b>)>> {
        let (
            ItemKey::Fields { names: a_names, values: a, complete: true },
            ItemKey::Fields { names: b_names, values: b, complete: true },
        ) = (self, other)
        else {
            return None;
        };
        // The same list's, or another of the same schema's: its names, the same `Arc`s.
        let same_names = std::ptr::eq(*a_names, *b_names)
            || (a_names.len() == b_names.len() && a_names.iter().zip(*b_names).all(|(x, y)| std::ptr::eq(*x, *y)));
        same_names.then(|| a.iter().zip(*b).filter_map(|(x, y)| Some((x.as_ref()?, y.as_ref()?))))
    }

    /// Go's `PathElement.Equals`: values by value.
    pub(crate) fn equals(&self, other: &ItemKey<'_, '_>) -> bool {
        if let Some(mut values) = self.complete_values(other) {
            return values.all(|(x, y)| x.equals(y));
        }
        match (self, other) {
            (ItemKey::Value(a), ItemKey::Value(b)) => a.equals(b),
            _ => {
                let (mut a, mut b) = (self.fields(), other.fields());
                loop {
                    match (a.next(), b.next()) {
                        (None, None) => return true,
                        (Some((k, x)), Some((l, y))) if compare_names(k, l).is_eq() && x.equals(y) => {}
                        _ => return false,
                    }
                }
            }
        }
    }
}

impl Ord for ItemKey<'_, '_> {
    /// Go's `PathElement.Compare`.
    fn cmp(&self, other: &Self) -> Ordering {
        if let (ItemKey::Value(a), ItemKey::Value(b)) = (self, other) {
            return a.compare(b);
        }
        if let Some(values) = self.complete_values(other) {
            for (x, y) in values {
                match x.compare(y) {
                    Ordering::Equal => {}
                    order => return order,
                }
            }
            return Ordering::Equal;
        }
        let (mut a, mut b) = (self.fields(), other.fields());
        loop {
            match (a.next(), b.next()) {
                (Some((k, x)), Some((l, y))) => match compare_names(k, l).then_with(|| x.compare(y)) {
                    Ordering::Equal => {}
                    order => return order,
                },
                (Some(_), None) => return Ordering::Greater,
                (None, Some(_)) => return Ordering::Less,
                (None, None) => return Ordering::Equal,
            }
        }
    }
}

impl PartialOrd for ItemKey<'_, '_> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for ItemKey<'_, '_> {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for ItemKey<'_, '_> {}

#[cfg(test)]
mod tests;
