//! Maps from strings to values (`BTreeMap<String, V>`, `HashMap<String, V>`): merged
//! entry by entry, as the reference merges a JSON object whose schema is a map.

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::hash::BuildHasher;

use serde::de::{DeserializeOwned, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use super::fields::Field;
use super::patches::{merge_patched, merge_retain_keys};
use super::strategic_merge::PatchOf;
use super::strategic_merge::{self, InPlace, Shape};
use super::structure::{invalid_retain_keys, map_directive, MapDirective};
use super::{ByValue, DiffOptions, Operations, Patched, StrategicMerge};
use crate::directive;
use crate::engine::conflict::ConflictCheck;
use crate::engine::retain_keys::{RetainKeys, RetainKeysOf};
use crate::error::{Error, Trail};
use crate::schema::map_values_error;

/// Refuses a key both sides hold where both values are objects or both lists, as Go does
/// (reaching such a key, it looks it up as a struct's field and fails).
fn refuse_containers(left: Shape, right: Shape, trail: &Trail<'_>) -> Result<(), Error> {
    if left.same_container(right) {
        return Err(trail.error(map_values_error()));
    }
    Ok(())
}

/// The patch of a map: per-key [`Patched`] values, and the map's own directives
/// (`$patch`, `$retainKeys`).
///
/// ```
/// use smp::typed::{MapPatch, Patched};
/// let patch: MapPatch<String> = serde_json::from_str(r#"{"a": "x", "b": null}"#).unwrap();
/// assert_eq!(patch.entries["a"], Patched::Set("x".to_string()));
/// assert_eq!(patch.entries["b"], Patched::Null);
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct MapPatch<P> {
    /// `$patch`: `replace` or `delete` (any other value, `merge` included, is an error).
    pub directive: Option<String>,
    /// `$retainKeys`: the keys the map keeps.
    pub retain_keys: Option<Vec<String>>,
    /// The entries the patch sets or deletes.
    pub entries: BTreeMap<String, Patched<P>>,
}

impl<P> Default for MapPatch<P> {
    fn default() -> Self {
        MapPatch { directive: None, retain_keys: None, entries: BTreeMap::new() }
    }
}

impl<P> MapPatch<P> {
    /// Whether the patch changes nothing.
    pub fn is_empty(&self) -> bool {
        self.directive.is_none() && self.retain_keys.is_none() && self.entries.is_empty()
    }
}

impl<P: Serialize> Serialize for MapPatch<P> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        if let Some(directive) = &self.directive {
            map.serialize_entry(directive::PATCH, directive)?;
        }
        if let Some(keys) = &self.retain_keys {
            map.serialize_entry(directive::RETAIN_KEYS, keys)?;
        }
        for (key, value) in &self.entries {
            if !value.is_absent() {
                map.serialize_entry(key, value)?;
            }
        }
        map.end()
    }
}

impl<'de, P: DeserializeOwned> Deserialize<'de> for MapPatch<P> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct MapPatchVisitor<P>(std::marker::PhantomData<P>);

        impl<'de, P: DeserializeOwned> Visitor<'de> for MapPatchVisitor<P> {
            type Value = MapPatch<P>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map patch (a JSON object)")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<MapPatch<P>, A::Error> {
                let mut patch = MapPatch::default();
                while let Some(key) = access.next_key::<String>()? {
                    match key.as_str() {
                        directive::PATCH => patch.directive = Some(access.next_value()?),
                        directive::RETAIN_KEYS => patch.retain_keys = Some(access.next_value()?),
                        _ if key.starts_with(directive::SET_ELEMENT_ORDER)
                            || key.starts_with(directive::DELETE_FROM_PRIMITIVE_LIST) =>
                        {
                            return Err(serde::de::Error::custom(format!(
                                "{key}: list directives in a map patch are not supported on the typed path"
                            )));
                        }
                        _ => {
                            let value: Patched<P> = access.next_value()?;
                            patch.entries.insert(key, value);
                        }
                    }
                }
                Ok(patch)
            }
        }

        deserializer.deserialize_map(MapPatchVisitor(std::marker::PhantomData))
    }
}

/// Two patches of a map conflict where their `$patch` words differ, or (but under the
/// `replace` strategy) where an entry both hold does; an entry that is an object or a list
/// is refused, as Go refuses to look its key up as a struct's field.
fn map_conflicts<V: StrategicMerge>(
    left: &mut MapPatch<V::Patch>,
    right: &mut MapPatch<V::Patch>,
    replace: bool,
    trail: &Trail<'_>,
    check: &mut ConflictCheck,
) -> Result<(), Error> {
    if left.directive != right.directive {
        crate::typed::json::conflict_here(check, trail, left, right);
        return Ok(());
    }
    if replace {
        return Ok(());
    }
    for (key, left) in &mut left.entries {
        let Some(right) = right.entries.get_mut(key).filter(|right| !right.is_absent()) else { continue };
        let child = trail.key(key)?;
        match (left, right) {
            (Patched::Absent, _) | (Patched::Null, Patched::Null) => {}
            (Patched::Set(left), _) if V::patch_shape(left).is_container() => {
                return Err(child.error(map_values_error()));
            }
            (Patched::Set(left), Patched::Set(right)) => {
                strategic_merge::conflicts::<V>(left, right, None, &child, check)?
            }
            // A JSON `null` set is the same JSON as a deletion.
            (Patched::Set(set), Patched::Null) | (Patched::Null, Patched::Set(set))
                if V::patch_shape(set) == Shape::Null => {}
            (left, right) => crate::typed::json::conflict_here(check, &child, left, right),
        }
        if check.found() {
            break;
        }
    }
    Ok(())
}

/// Whether a map's patch has the member at `path`: a directive, or an entry it sets or
/// deletes (and what its value has below).
fn map_mentions<V: StrategicMerge>(patch: &MapPatch<V::Patch>, path: &[&str]) -> bool {
    let Some((first, rest)) = path.split_first() else { return false };
    match *first {
        directive::PATCH => rest.is_empty() && patch.directive.is_some(),
        directive::RETAIN_KEYS => rest.is_empty() && patch.retain_keys.is_some(),
        _ => match patch.entries.get(*first) {
            None | Some(Patched::Absent) => false,
            Some(Patched::Null) => rest.is_empty(),
            Some(Patched::Set(entry)) => rest.is_empty() || strategic_merge::mentions::<V>(entry, rest),
        },
    }
}

/// A map directive's value kept as an entry, where the map's values can hold it (JSON
/// values can; strings cannot hold a list).
fn keep_as_entry<P: DeserializeOwned>(entries: &mut BTreeMap<String, Patched<P>>, key: &str, value: Option<Value>) {
    if let Some(entry) = value.and_then(|value| super::json::from_value::<P>(&value).ok()) {
        entries.insert(key.to_owned(), Patched::Set(entry));
    }
}

macro_rules! map_impl {
    ($map:ident) => {
        map_impl!($map<>);
    };
    ($map:ident < $($extra:ident : $($bound:path)|+),* >) => {
        impl<V: StrategicMerge $(, $extra: $($bound +)+)*> StrategicMerge for $map<String, V $(, $extra)*>
        where
            V::Patch: DeserializeOwned,
        {
            type Patch = MapPatch<V::Patch>;
            type Held = MapPatch<V::Patch>;
        }

        impl<V: StrategicMerge $(, $extra: $($bound +)+)*> Operations for $map<String, V $(, $extra)*>
        where
            V::Patch: DeserializeOwned,
        {
            const MAY_HOLD_JSON: bool = V::MAY_HOLD_JSON;

            #[inline(always)]
            fn in_place(operation: InPlace<'_, Self>, trail: &Trail<'_>) -> Result<(), Error> {
                strategic_merge::by_value(operation, trail)
            }

            fn is_object(&self) -> bool {
                true
            }

            fn to_patch(&self) -> PatchOf<Self> {
                // Inserted one by one: collecting would compile a sort per value type.
                let mut patch = MapPatch::default();
                for (key, value) in self {
                    patch.entries.insert(key.clone(), Patched::Set(value.to_patch()));
                }
                patch
            }
        }

        impl<V: StrategicMerge $(, $extra: $($bound +)+)*> ByValue for $map<String, V $(, $extra)*>
        where
            V::Patch: DeserializeOwned,
        {
            fn merge(&mut self, patch: MapPatch<V::Patch>, trail: &Trail<'_>) -> Result<(), Error> {
                match map_directive(patch.directive.as_deref(), trail, &patch)? {
                    MapDirective::Replace => {
                        let rest = MapPatch { directive: None, ..patch };
                        *self = <Self as ByValue>::replaced_by(rest, trail)?.unwrap_or_default();
                        return Ok(());
                    }
                    MapDirective::Delete => {
                        *self = Self::default();
                        return Ok(());
                    }
                    MapDirective::Merge => {}
                }
                if let Some(listed) = &patch.retain_keys {
                    let retain = RetainKeys::new(listed.iter().map(String::as_str));
                    let keys = patch.entries.iter().map(|(key, value)| (key.as_str(), matches!(value, Patched::Null)));
                    if !retain.allows_patch(keys) {
                        return Err(invalid_retain_keys(trail));
                    }
                    self.retain(|key, _| retain.keeps(key));
                }
                for (key, value) in patch.entries {
                    let child = trail.key(&key)?;
                    match value {
                        Patched::Absent => {}
                        Patched::Null => {
                            self.remove(&key);
                        }
                        Patched::Set(value) => match self.get_mut(&key) {
                            Some(original) => {
                                refuse_containers(original.shape(), V::patch_shape(&value), &child)?;
                                original.merge(value, &child)?
                            }
                            None => {
                                if let Some(created) = V::from_patch(value, &child)? {
                                    self.insert(key, created);
                                }
                            }
                        },
                    }
                }
                Ok(())
            }

            /// Go's cleaning keeps a `$retainKeys` key, which a map whose values can hold
            /// its list keeps as an entry.
            fn from_patch(patch: MapPatch<V::Patch>, trail: &Trail<'_>) -> Result<Option<Self>, Error> {
                let MapPatch { directive, retain_keys, mut entries } = patch;
                if directive.is_some() {
                    return Ok(None);
                }
                keep_as_entry(&mut entries, directive::RETAIN_KEYS, retain_keys.map(Value::from));
                Self::from_patch_entries(entries, trail, false).map(Some)
            }

            /// The patch as a value: Go keeps a nested `$patch` or `$retainKeys` as an
            /// entry, which a map whose values can hold it keeps too.
            fn replaced_by(patch: MapPatch<V::Patch>, trail: &Trail<'_>) -> Result<Option<Self>, Error> {
                let MapPatch { directive, retain_keys, mut entries } = patch;
                keep_as_entry(&mut entries, directive::PATCH, directive.map(Value::String));
                keep_as_entry(&mut entries, directive::RETAIN_KEYS, retain_keys.map(Value::from));
                Self::from_patch_entries(entries, trail, true).map(Some)
            }

            fn merge_patches(mut left: MapPatch<V::Patch>, mut right: MapPatch<V::Patch>, trail: &Trail<'_>) -> Result<MapPatch<V::Patch>, Error> {
                match map_directive(right.directive.as_deref(), trail, &right)? {
                    MapDirective::Replace => {
                        right.directive = None;
                        return Ok(right);
                    }
                    MapDirective::Delete => return Ok(MapPatch::default()),
                    MapDirective::Merge => {}
                }
                left.retain_keys = merge_retain_keys(left.retain_keys, right.retain_keys, trail)?;
                for (key, mut value) in right.entries {
                    let mut merged = left.entries.remove(&key).unwrap_or_default();
                    if let (Patched::Set(l), Patched::Set(r)) = (&merged, &value) {
                        refuse_containers(V::patch_shape(l), V::patch_shape(r), &trail.key(&key)?)?;
                    }
                    merge_patched::<V>(&mut merged, &mut value, false, trail, &key)?;
                    if !merged.is_absent() {
                        left.entries.insert(key, merged);
                    }
                }
                Ok(left)
            }

            fn conflicts(
                left: &mut MapPatch<V::Patch>,
                right: &mut MapPatch<V::Patch>,
                field: Option<&'static Field>,
                trail: &Trail<'_>,
                check: &mut ConflictCheck,
            ) -> Result<(), Error> {
                map_conflicts::<V>(left, right, field.is_some_and(|field| field.replace), trail, check)
            }

            fn mentions(patch: &MapPatch<V::Patch>, path: &[&str]) -> bool {
                map_mentions::<V>(patch, path)
            }

            fn is_empty(patch: &MapPatch<V::Patch>) -> bool {
                patch.is_empty()
            }

            fn forget(&mut self, path: &[String]) {
                let Some((step, rest)) = path.split_first() else { return };
                match (step.as_str(), rest.is_empty()) {
                    ("*", true) => self.clear(),
                    ("*", false) => self.values_mut().for_each(|value| strategic_merge::forget(value, rest)),
                    (key, true) => {
                        self.remove(key);
                    }
                    (key, false) => {
                        if let Some(value) = self.get_mut(key) {
                            strategic_merge::forget(value, rest);
                        }
                    }
                }
            }

            fn diff(original: &Self, modified: &Self, options: DiffOptions, trail: &Trail<'_>) -> Result<Option<MapPatch<V::Patch>>, Error> {
                let mut patch = MapPatch::default();
                let mut retain_keys = options.build_retain_keys.then(RetainKeysOf::default);
                for (key, new) in modified {
                    let child = trail.key(key)?;
                    let old = original.get(key);
                    if let Some(keys) = &mut retain_keys {
                        keys.see(key, old.map(V::is_null), Some(new.is_null()));
                    }
                    let change = match old {
                        None if options.ignore_changes_and_additions => None,
                        None => Some(new.to_patch()),
                        // Where the values may be objects or lists, Go's lookup fails: the key is
                        // left out if the values are equal, an error otherwise.
                        Some(old) if V::SHAPE != Shape::Scalar => {
                            if old.to_patch() == new.to_patch() {
                                None
                            } else {
                                refuse_containers(old.shape(), new.shape(), &child)?;
                                V::diff(old, new, DiffOptions { build_retain_keys: false, ..options }, &child)?
                            }
                        }
                        Some(old) => V::diff(old, new, DiffOptions { build_retain_keys: false, ..options }, &child)?,
                    };
                    if let Some(change) = change {
                        patch.entries.insert(key.clone(), Patched::Set(change));
                    }
                }
                let removed = || original.iter().filter(|(key, _)| !modified.contains_key(*key));
                if !options.ignore_deletions {
                    for (key, _) in removed() {
                        patch.entries.insert(key.clone(), Patched::Null);
                    }
                }
                if let Some(mut keys) = retain_keys {
                    for (key, old) in removed() {
                        keys.see(key, Some(old.is_null()), None);
                    }
                    let listed = keys.list(patch.is_empty());
                    patch.retain_keys = listed.map(|keys| keys.into_iter().map(str::to_owned).collect());
                }
                Ok((!patch.is_empty()).then_some(patch))
            }
        }

        impl<V: StrategicMerge $(, $extra: $($bound +)+)*> MapFromPatch<V> for $map<String, V $(, $extra)*> {}
    };
}

/// Building a map from patch entries: cleaned, nulls dropped (`from_patch`), or as they are
/// (`replaced_by`, `replace`, or where the walk keeps nulls, `Trail::keeping_nulls`), where
/// a null entry stays if the values can hold one (JSON values), as Go keeps it in a map it
/// takes whole.
trait MapFromPatch<V: StrategicMerge>: Default + Extend<(String, V)> {
    fn from_patch_entries(
        entries: BTreeMap<String, Patched<V::Patch>>,
        trail: &Trail<'_>,
        replace: bool,
    ) -> Result<Self, Error> {
        let mut map = Self::default();
        for (key, value) in entries {
            let child = trail.key(&key)?;
            let value = match value {
                Patched::Set(value) => value,
                Patched::Null if replace || trail.keeps_nulls() => match serde_json::from_str::<V::Patch>("null") {
                    Ok(null) => null,
                    Err(_) => continue,
                },
                Patched::Null | Patched::Absent => continue,
            };
            let value = if replace { V::replaced_by(value, &child)? } else { V::from_patch(value, &child)? };
            map.extend(value.map(|v| (key, v)));
        }
        Ok(map)
    }
}

map_impl!(BTreeMap);
// Any hasher a `HashMap` patch can rebuild the map with.
map_impl!(HashMap<S: BuildHasher | Default | Clone>);
