//! Types replaced whole by a patch: scalars, `String`, lists without a merge strategy;
//! and `serde_json::Value`, which follows the reference's untyped ("arbitrary") rules.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use super::conflict;
use super::fields::Field;
use super::list::Primitive;
use super::strategic_merge::PatchOf;
use super::strategic_merge::{self, InPlace, Shape};
use super::{ByValue, DiffOptions, GoText, Operations, Patched, StrategicMerge};
use crate::engine::conflict::ConflictCheck;
use crate::error::{Error, Trail};
use crate::lists::{AsKey, Key, PlainKey};
use crate::{gojson, json_field};

/// The diff of atomic values (`replacePatchFieldIfNotEqual`): `modified` when it differs.
pub fn replace_if_changed<T: Clone + PartialEq>(original: &T, modified: &T, options: DiffOptions) -> Option<T> {
    (!options.ignore_changes_and_additions && original != modified).then(|| modified.clone())
}

/// [`Operations::in_place`] of a type replaced whole, whose patch is a value of it
/// (scalars, `String`, derived enums): the patch's value is taken, the diff is the
/// modified value where it differs.
#[inline(always)]
pub fn in_place<T>(operation: InPlace<'_, T>, trail: &Trail<'_>) -> Result<(), Error>
where
    T: StrategicMerge<Patch = T> + Primitive + Serialize + DeserializeOwned,
{
    match operation {
        InPlace::Merge { value, patch } => {
            if let Patched::Set(patch) = std::mem::take(patch) {
                *value = patch;
            }
        }
        InPlace::ApplyFrom { original, patch, made } => {
            *made = Some(match std::mem::take(patch) {
                Patched::Set(patch) => patch,
                Patched::Absent | Patched::Null => original.clone(),
            });
        }
        InPlace::FromPatch { patch, made, .. } => {
            *made = match std::mem::take(patch) {
                Patched::Set(patch) => Some(patch),
                Patched::Absent | Patched::Null => None,
            };
        }
        InPlace::MergePatches { left, right } => take_later(left, right),
        InPlace::Diff { original, modified, options, patch, .. } => {
            if let Some(changed) = replace_if_changed(original, modified, options) {
                *patch = Patched::Set(changed);
            }
        }
        InPlace::ToPatch { value, patch } => *patch = Patched::Set(value.to_patch()),
        InPlace::IsEmpty { .. } | InPlace::Mentions { .. } | InPlace::Forget { .. } => {}
        // Replaced whole: two patches conflict unless equal.
        InPlace::Conflicts { left, right, check, .. } => {
            if left != right {
                crate::typed::json::conflict_here(check, trail, left, right);
            }
        }
        InPlace::ValuesConflict { left, right, check } => conflict::primitives(left, right, trail, check)?,
    }
    Ok(())
}

/// Of two patches of a type replaced whole, the later one: swapped in where both are set,
/// so nothing moves through arguments (the earlier one is dropped with its patch).
fn take_later<P>(left: &mut Patched<P>, right: &mut Patched<P>) {
    if let (Patched::Set(_), Patched::Set(_)) = (&*left, &*right) {
        std::mem::swap(left, right);
    }
}

// What generated code calls for enums and atomic types, beside `in_place`.
pub use super::scalar::{scalar_key, scalar_plain_key, serialized_go_type, serialized_key, serialized_text};

macro_rules! atomic {
    ($($ty:ty $({ $($own:item)* })?),* $(,)?) => {$(
        impl StrategicMerge for $ty {
            type Patch = $ty;
            type Held = $ty;
        }

        impl Operations for $ty {
            const MAY_HOLD_JSON: bool = false;
            const SHAPE: Shape = Shape::Scalar;

            #[inline(always)]
            fn in_place(operation: InPlace<'_, Self>, trail: &Trail<'_>) -> Result<(), Error> {
                in_place(operation, trail)
            }

            fn to_patch(&self) -> $ty {
                self.clone()
            }

            #[inline]
            fn key(&self) -> Option<Key> {
                AsKey::as_key(self)
            }

            #[inline]
            fn patch_key(patch: &$ty) -> Option<Key> {
                AsKey::as_key(patch)
            }

            $($($own)*)?
        }
    )*};
}

// Numbers and booleans are plain keys through their `key` (the trait's default); a string
// lends its text.
atomic!(
    String {
        #[inline]
        fn plain_key(&self) -> Option<PlainKey<'_>> {
            Some(PlainKey::str(self))
        }

        #[inline]
        fn patch_plain_key(patch: &String) -> Option<PlainKey<'_>> {
            Some(PlainKey::str(patch))
        }
    },
    bool, i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f32, f64,
);

/// A list without a merge strategy is one value, replaced whole.
impl<T> StrategicMerge for Vec<T>
where
    T: StrategicMerge + Clone + PartialEq + std::fmt::Debug + Serialize + DeserializeOwned,
{
    type Patch = Vec<T>;
    type Held = Vec<T>;
}

impl<T> Operations for Vec<T>
where
    T: StrategicMerge + Clone + PartialEq + std::fmt::Debug + Serialize + DeserializeOwned,
{
    const MAY_HOLD_JSON: bool = T::MAY_HOLD_JSON;
    const SHAPE: Shape = Shape::List;

    /// Of two patches, the right list is taken where it lies ([`take_later`]).
    #[inline(always)]
    fn in_place(operation: InPlace<'_, Self>, trail: &Trail<'_>) -> Result<(), Error> {
        match operation {
            InPlace::MergePatches { left, right } => {
                take_later(left, right);
                Ok(())
            }
            // The list in two patches: its items compared as their type compares them.
            InPlace::Conflicts { left, right, check, .. } => {
                strategic_merge::values_conflict(left, right, trail, check)
            }
            operation => strategic_merge::by_value(operation, trail),
        }
    }

    fn to_patch(&self) -> PatchOf<Self> {
        self.clone()
    }
}

impl<T> ByValue for Vec<T>
where
    T: StrategicMerge + Clone + PartialEq + std::fmt::Debug + Serialize + DeserializeOwned,
{
    fn merge(&mut self, patch: Vec<T>, _trail: &Trail<'_>) -> Result<(), Error> {
        *self = patch;
        Ok(())
    }

    /// The list a patch creates: each item as a patch holding it would create it, which
    /// drops the nulls and directives inside its JSON values, as Go cleans a value it
    /// takes where the original has none (an item that is a directive is dropped).
    fn from_patch(patch: Vec<T>, trail: &Trail<'_>) -> Result<Option<Self>, Error> {
        if !T::MAY_HOLD_JSON {
            return Ok(Some(patch));
        }
        let mut items = Vec::with_capacity(patch.len());
        for (index, item) in patch.iter().enumerate() {
            items.extend(T::from_patch(item.to_patch(), &trail.index(index)?)?);
        }
        Ok(Some(items))
    }

    /// A `replace` strategy takes the list as it is, nulls included, as Go does.
    fn replaced_by(patch: Vec<T>, _trail: &Trail<'_>) -> Result<Option<Self>, Error> {
        Ok(Some(patch))
    }

    fn merge_patches(_left: Vec<T>, right: Vec<T>, _trail: &Trail<'_>) -> Result<Vec<T>, Error> {
        Ok(right)
    }

    fn conflicts(
        left: &mut Vec<T>,
        right: &mut Vec<T>,
        _field: Option<&'static Field>,
        trail: &Trail<'_>,
        check: &mut ConflictCheck,
    ) -> Result<(), Error> {
        strategic_merge::values_conflict(left, right, trail, check)
    }

    fn forget(&mut self, path: &[String]) {
        forget_items(self, path);
    }

    fn diff(
        original: &Self,
        modified: &Self,
        options: DiffOptions,
        _trail: &Trail<'_>,
    ) -> Result<Option<Vec<T>>, Error> {
        Ok(replace_if_changed(original, modified, options))
    }
}

/// [`InPlace::Forget`] on a list: `*` names every item (with nothing after it, the list is
/// emptied).
pub(crate) fn forget_items<T: StrategicMerge>(items: &mut Vec<T>, path: &[String]) {
    match path.split_first() {
        Some((step, rest)) if step == "*" && rest.is_empty() => items.clear(),
        Some((step, rest)) if step == "*" => items.iter_mut().for_each(|item| strategic_merge::forget(item, rest)),
        _ => {}
    }
}

/// A box is its content; the patch is boxed too, so recursive types have a size.
impl<T: StrategicMerge> StrategicMerge for Box<T> {
    type Patch = Box<T::Patch>;
    type Held = Box<T::Patch>;
}

impl<T: StrategicMerge> Operations for Box<T> {
    const MAY_HOLD_JSON: bool = T::MAY_HOLD_JSON;
    const SHAPE: Shape = T::SHAPE;

    fn shape(&self) -> Shape {
        (**self).shape()
    }

    fn patch_shape(patch: &PatchOf<Self>) -> Shape {
        T::patch_shape(patch)
    }

    #[inline(always)]
    fn in_place(operation: InPlace<'_, Self>, trail: &Trail<'_>) -> Result<(), Error> {
        strategic_merge::by_value(operation, trail)
    }

    fn to_patch(&self) -> PatchOf<Self> {
        Box::new((**self).to_patch())
    }

    fn is_object(&self) -> bool {
        (**self).is_object()
    }

    fn is_null(&self) -> bool {
        (**self).is_null()
    }
}

impl<T: StrategicMerge> ByValue for Box<T> {
    fn merge(&mut self, patch: Box<T::Patch>, trail: &Trail<'_>) -> Result<(), Error> {
        (**self).merge(*patch, trail)
    }

    fn from_patch(patch: Box<T::Patch>, trail: &Trail<'_>) -> Result<Option<Self>, Error> {
        Ok(T::from_patch(*patch, trail)?.map(Box::new))
    }

    fn replaced_by(patch: Box<T::Patch>, trail: &Trail<'_>) -> Result<Option<Self>, Error> {
        Ok(T::replaced_by(*patch, trail)?.map(Box::new))
    }

    fn merge_patches(left: Box<T::Patch>, right: Box<T::Patch>, trail: &Trail<'_>) -> Result<Box<T::Patch>, Error> {
        T::merge_patches(*left, *right, trail).map(Box::new)
    }

    fn conflicts(
        left: &mut Box<T::Patch>,
        right: &mut Box<T::Patch>,
        field: Option<&'static Field>,
        trail: &Trail<'_>,
        check: &mut ConflictCheck,
    ) -> Result<(), Error> {
        strategic_merge::conflicts::<T>(left, right, field, trail, check)
    }

    fn forget(&mut self, path: &[String]) {
        strategic_merge::forget::<T>(self, path);
    }

    fn mentions(patch: &Box<T::Patch>, path: &[&str]) -> bool {
        strategic_merge::mentions::<T>(patch, path)
    }

    fn is_empty(patch: &Box<T::Patch>) -> bool {
        strategic_merge::is_empty::<T>(patch)
    }

    fn diff(
        original: &Self,
        modified: &Self,
        options: DiffOptions,
        trail: &Trail<'_>,
    ) -> Result<Option<Box<T::Patch>>, Error> {
        Ok(T::diff(original, modified, options, trail)?.map(Box::new))
    }
}

/// Untyped JSON: objects merge with no schema (lists inside are replaced), as the
/// reference treats a `RawExtension`-like field.
impl StrategicMerge for Value {
    type Patch = Value;
    type Held = Value;
}

impl Operations for Value {
    const SHAPE: Shape = Shape::Any;

    fn shape(&self) -> Shape {
        match self {
            Value::Object(_) => Shape::Object,
            Value::Array(_) => Shape::List,
            Value::Null => Shape::Null,
            _ => Shape::Scalar,
        }
    }

    fn patch_shape(patch: &Value) -> Shape {
        patch.shape()
    }

    #[inline(always)]
    fn in_place(operation: InPlace<'_, Self>, trail: &Trail<'_>) -> Result<(), Error> {
        strategic_merge::by_value(operation, trail)
    }

    fn to_patch(&self) -> Value {
        self.clone()
    }

    fn is_object(&self) -> bool {
        Value::is_object(self)
    }

    fn is_null(&self) -> bool {
        Value::is_null(self)
    }

    fn key(&self) -> Option<Key> {
        AsKey::as_key(self)
    }

    fn patch_key(patch: &Value) -> Option<Key> {
        AsKey::as_key(patch)
    }

    fn plain_key(&self) -> Option<PlainKey<'_>> {
        match self {
            Value::String(text) => Some(PlainKey::str(text)),
            other => PlainKey::of_number(AsKey::as_key(other)),
        }
    }

    fn patch_plain_key(patch: &Value) -> Option<PlainKey<'_>> {
        patch.plain_key()
    }
}

impl ByValue for Value {
    fn merge(&mut self, patch: Value, trail: &Trail<'_>) -> Result<(), Error> {
        *self = json_field::apply(std::mem::take(self), patch, trail)?;
        Ok(())
    }

    fn from_patch(patch: Value, trail: &Trail<'_>) -> Result<Option<Self>, Error> {
        json_field::created(patch, trail)
    }

    fn replaced_by(patch: Value, _trail: &Trail<'_>) -> Result<Option<Self>, Error> {
        Ok(Some(patch))
    }

    /// The `Value` path's check, with the field's strategy: the patches are JSON.
    fn conflicts(
        left: &mut Value,
        right: &mut Value,
        field: Option<&'static Field>,
        trail: &Trail<'_>,
        check: &mut ConflictCheck,
    ) -> Result<(), Error> {
        let meta = field.map(Field::patch_meta).unwrap_or_default();
        let (found, moved) = json_field::conflicts(left, right, meta.strategy(), meta.merge_key_str(), trail)?;
        check.take(found, moved);
        Ok(())
    }

    fn values_conflict(
        left: &mut Vec<Value>,
        right: &mut Vec<Value>,
        trail: &Trail<'_>,
        check: &mut ConflictCheck,
    ) -> Result<(), Error> {
        let (found, moved) = json_field::lists_conflict(left, right, false, trail)?;
        check.take(found, moved);
        Ok(())
    }

    fn mentions(patch: &Value, path: &[&str]) -> bool {
        json_field::mentions(patch, path)
    }

    fn forget(&mut self, path: &[String]) {
        json_field::forget(self, path);
    }

    fn is_empty(patch: &Value) -> bool {
        patch.as_object().is_some_and(serde_json::Map::is_empty)
    }

    fn merge_patches(left: Value, right: Value, trail: &Trail<'_>) -> Result<Value, Error> {
        json_field::merge_patches(left, right, trail)
    }

    fn diff(original: &Self, modified: &Self, options: DiffOptions, trail: &Trail<'_>) -> Result<Option<Value>, Error> {
        json_field::diff(original, modified, options, trail)
    }
}

macro_rules! go_text {
    ($($ty:ty),* $(,)?) => {$(
        impl GoText for $ty {
            fn go_text(&self) -> String {
                self.to_string()
            }
        }
    )*};
}

go_text!(String, bool, i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);

/// `<nil>` where it is not finite, as its JSON is `null`.
impl GoText for f64 {
    fn go_text(&self) -> String {
        if !self.is_finite() {
            return "<nil>".to_owned();
        }
        let mut out = String::new();
        gojson::go_float_v(*self, &mut out);
        out
    }
}

/// As the `float64` its JSON reads back as (`<nil>` where it is not finite).
impl GoText for f32 {
    fn go_text(&self) -> String {
        crate::lists::f32_in_json(*self).map_or_else(|| "<nil>".to_owned(), |float| float.go_text())
    }
}

impl GoText for Value {
    fn go_text(&self) -> String {
        gojson::to_go_sprint_v(self)
    }
}

#[cfg(test)]
mod floats {
    use crate::gojson;
    use crate::lists::AsKey;
    use crate::typed::GoText;

    /// A float's key and `%v` are its JSON's: an `f32` is the decimal serde_json writes.
    #[test]
    fn floats_key_and_print_as_their_json() {
        fn agrees<F: AsKey + GoText + serde::Serialize>(value: F) {
            let json: serde_json::Value = serde_json::from_str(&serde_json::to_string(&value).unwrap()).unwrap();
            assert_eq!(value.as_key(), gojson::scalar::key_of(&json), "{json}");
            assert_eq!(value.go_text(), gojson::to_go_sprint_v(&json), "{json}");
        }
        for value in [0.1f32, -0.0, 1e-7, 3.0, 16777217.0, f32::NAN, f32::INFINITY, f32::MAX] {
            agrees(value);
        }
        for value in [0.1f64, -0.0, 1e21, 1.5e-7, f64::NAN, f64::NEG_INFINITY] {
            agrees(value);
        }
    }
}

#[cfg(test)]
mod doc_examples {
    #[test]
    fn replace_if_changed() {
        use crate::typed::{atomic::replace_if_changed, DiffOptions};
        assert_eq!(replace_if_changed(&1, &2, DiffOptions::TWO_WAY), Some(2));
        assert_eq!(replace_if_changed(&1, &1, DiffOptions::TWO_WAY), None);
    }

    #[test]
    fn serialized_text() {
        // Named as Kubernetes names it.
        #[allow(clippy::upper_case_acronyms)]
        #[derive(serde::Serialize)]
        enum Protocol {
            TCP,
        }
        assert_eq!(crate::typed::atomic::serialized_text(&Protocol::TCP), "TCP");
    }

    #[test]
    fn serialized_key() {
        use crate::lists::Key;
        // Named as Kubernetes names it.
        #[allow(clippy::upper_case_acronyms)]
        #[derive(serde::Serialize)]
        enum Protocol {
            TCP,
        }
        assert_eq!(crate::typed::atomic::serialized_key(&Protocol::TCP), Ok(Some(Key::from("TCP"))));
    }
}
