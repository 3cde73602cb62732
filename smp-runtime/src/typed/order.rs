//! The entries of a `$setElementOrder/<list>` list of a list merged by key. Go reads only
//! an entry's merge key, and a diff writes the key alone (`{"name": "a"}`), so an entry
//! that holds its key and nothing else is kept as the key ([`OrderEntry::Key`]): a few
//! words, its text inline when short, where a patch of a whole item would be hundreds of
//! bytes and a string of its own. Any other entry stays a patch of one item, so that
//! whatever the reference does with it (compare it whole, print it in an error) is done
//! with what it holds.

use serde::ser::{Serialize, SerializeMap, Serializer};

use super::generated::key_field_count;
use super::Keyed;
use crate::lists::Key;

/// An entry of a `$setElementOrder/<list>` list ([`KeyedListPatch::order`](super::KeyedListPatch::order)).
///
/// ```
/// use k8s_openapi::api::core::v1::Container;
/// use smp::typed::OrderEntry;
/// use smp::StrategicMerge;
///
/// let patch: <Container as StrategicMerge>::Patch = serde_json::from_str(
///     r#"{"$setElementOrder/env": [{"name": "A"}, {"name": "B", "value": "b"}]}"#,
/// )
/// .unwrap();
/// let order = patch.env.order.as_deref().unwrap();
/// assert!(matches!(&order[0], OrderEntry::Key(key) if key.merge_key() == "name"));
/// assert!(matches!(&order[1], OrderEntry::Item(item) if !item.value.is_absent()));
/// assert_eq!(
///     serde_json::to_string(&patch).unwrap(),
///     r#"{"$setElementOrder/env":[{"name":"A"},{"name":"B","value":"b"}]}"#
/// );
/// ```
#[derive(Debug, Clone, PartialEq)]
pub enum OrderEntry<P> {
    /// An entry that holds its item's merge key and nothing else, as a diff writes it: how
    /// such an entry is read, and what a diff makes.
    Key(MergeKey),
    /// Any other entry (with other members, or without its key, or a key of `null`), as
    /// a patch of one item.
    Item(Box<P>),
}

/// The merge key of one item in a `$setElementOrder` list: the value of its key field, or
/// of each field of a composite key.
#[derive(Debug, Clone, PartialEq)]
pub struct MergeKey {
    merge_key: &'static str,
    key: Key,
}

impl MergeKey {
    /// The key's field (the fields of a composite key, joined by commas), as the list's
    /// `patch_merge_key` names it.
    pub fn merge_key(&self) -> &'static str {
        self.merge_key
    }

    /// The key, which Go compares.
    pub(crate) fn key(&self) -> &Key {
        &self.key
    }

    /// The entry holding `key` alone for the list's `merge_key`, where writing it gives
    /// back the same JSON: a string, an integer or a boolean (of each field, for a
    /// composite key). A `null` or missing part is kept as the item's patch (Go compares
    /// such an entry whole), and so is a float (the key folds `-0` into `0`).
    fn of(key: Key, merge_key: &'static str) -> Option<MergeKey> {
        let writes_back = |key: &Key| matches!(key, Key::Str(_) | Key::Int(_) | Key::Bool(_));
        let fits = match &key {
            Key::Composite(parts) => parts.len() == key_field_count(merge_key) && parts.iter().all(writes_back),
            key => key_field_count(merge_key) == 1 && writes_back(key),
        };
        fits.then_some(MergeKey { merge_key, key })
    }
}

/// The entry read as the patch `entry` of one item of a list merged by `merge_key`:
/// its key where it holds that alone.
pub(crate) fn read_entry<T: Keyed>(entry: T::Patch, merge_key: &'static str) -> OrderEntry<T::Patch> {
    if T::patch_members(&entry) == key_field_count(merge_key) {
        if let Some(key) = T::patch_merge_key(&entry, merge_key).and_then(|key| MergeKey::of(key, merge_key)) {
            return OrderEntry::Key(key);
        }
    }
    OrderEntry::Item(Box::new(entry))
}

/// The entry a diff writes for an item whose key is `key`; `key_patch` makes the item's
/// key patch where the key cannot stand alone.
pub(crate) fn entry_of<P>(key: Option<Key>, merge_key: &'static str, key_patch: impl FnOnce() -> P) -> OrderEntry<P> {
    match key.and_then(|key| MergeKey::of(key, merge_key)) {
        Some(key) => OrderEntry::Key(key),
        None => OrderEntry::Item(Box::new(key_patch())),
    }
}

/// The entry's key ([`Keyed::patch_merge_key`] of the entry as a patch).
#[inline]
pub(crate) fn entry_key<T: Keyed>(entry: &OrderEntry<T::Patch>, merge_key: &str) -> Option<Key> {
    match entry {
        OrderEntry::Key(key) => Some(key.key.clone()),
        OrderEntry::Item(item) => T::patch_merge_key(item, merge_key),
    }
}

impl<P: Serialize> Serialize for OrderEntry<P> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            OrderEntry::Key(key) => key.serialize(serializer),
            OrderEntry::Item(item) => item.serialize(serializer),
        }
    }
}

/// Written as the entry it stands for: `{"<field>": <key>}`, each field of a composite key
/// in turn.
impl Serialize for MergeKey {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match &self.key {
            Key::Composite(parts) => {
                let mut map = serializer.serialize_map(Some(parts.len()))?;
                for (name, part) in self.merge_key.split(',').zip(parts.iter()) {
                    map.serialize_entry(name, &Scalar(part))?;
                }
                map.end()
            }
            key => {
                let mut map = serializer.serialize_map(Some(1))?;
                map.serialize_entry(self.merge_key, &Scalar(key))?;
                map.end()
            }
        }
    }
}

/// A key that [`MergeKey::of`] keeps, as JSON.
struct Scalar<'a>(&'a Key);

impl Serialize for Scalar<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Key::Str(text) => serializer.serialize_str(text),
            Key::Int(value) => serializer.serialize_i64(*value),
            Key::Bool(value) => serializer.serialize_bool(*value),
            Key::Float(bits) => serializer.serialize_f64(f64::from_bits(*bits)),
            Key::Nil | Key::Unique(_) | Key::Composite(_) => serializer.serialize_unit(),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};
    use serde_json::{json, Value};

    use super::OrderEntry;

    #[derive(smp_derive::StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
    #[smp(crate = "crate")]
    struct Spec {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[smp(patch_strategy = "merge", patch_merge_key = "name")]
        env: Option<Vec<Var>>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[smp(patch_strategy = "merge", patch_merge_key = "port,protocol", composite_key)]
        ports: Option<Vec<Port>>,
    }

    #[derive(smp_derive::StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
    #[smp(crate = "crate")]
    struct Var {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        value: Option<String>,
    }

    #[derive(smp_derive::StrategicMerge, Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
    #[smp(crate = "crate")]
    struct Port {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        port: Option<i64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        protocol: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        weight: Option<f64>,
    }

    /// An entry is read as its key exactly where it holds its key alone, as a string, an
    /// integer or a boolean; every entry is written back as it was read.
    #[test]
    fn entries_holding_their_key_alone_are_read_as_keys_and_written_back() {
        let env = |entry: Value| json!({"$setElementOrder/env": [entry]});
        let ports = |entry: Value| json!({"$setElementOrder/ports": [entry]});
        let cases = [
            (env(json!({"name": "A"})), true),
            (env(json!({"name": "A_NAME_LONGER_THAN_TWENTY_TWO_BYTES"})), true),
            (env(json!({"name": "A", "value": "a"})), false),
            (env(json!({"name": null})), false),
            (env(json!({})), false),
            (env(json!({"value": "a"})), false),
            (env(json!({"name": "A", "$patch": "delete"})), false),
            (ports(json!({"port": 80, "protocol": "TCP"})), true),
            (ports(json!({"port": 80})), false),
            (ports(json!({"port": 80, "protocol": null})), false),
            (ports(json!({"port": 80, "protocol": "TCP", "weight": 1.5})), false),
        ];
        for (patch, is_key) in cases {
            let read: SpecPatch = serde_json::from_value(patch.clone()).unwrap();
            let entry = match (&read.env.order, &read.ports.order) {
                (Some(order), None) => matches!(order[0], OrderEntry::Key(_)),
                (None, Some(order)) => matches!(order[0], OrderEntry::Key(_)),
                _ => unreachable!("one order list in {patch}"),
            };
            assert_eq!(entry, is_key, "{patch}");
            assert_eq!(serde_json::to_value(&read).unwrap(), patch);
        }
    }
}
