//! The conflict check's in-place sort, carried into a typed patch.
//!
//! The three-way diff with overwrite off runs the `Value` path's conflict check on the
//! patch's JSON, and the reference's check de-duplicates and sorts some lists of
//! primitives inside the patch it then returns (see `engine::conflict`). The
//! check changes nothing else: the JSON keeps its shape. So the typed patch follows it
//! where its JSON changed, and only there: structs, maps and keyed lists walk down to the
//! lists that moved, which read their new items from the JSON. Reading the whole patch
//! back instead would compile every patch type's deserializer into a controller
//! (`benches/README.md`, "Builds and binaries").

use serde_json::{Map, Value};

use crate::bounds::deeper;
use crate::directive;
use crate::error::{Error, ErrorKind, Trail};
use crate::schema::Describe;
use crate::typed::fields::{Field, Fields, KeyedMember, Place, PlainMember, PrimitiveItem, PrimitivesMember, Visit};
use crate::typed::strategic_merge::read_sorted;
use crate::typed::{Keyed, KeyedListPatch, Patched, PrimitiveListPatch, StrategicMerge};

/// Takes into `patch` the lists whose order `after` (its JSON as the check left it)
/// changed from `before` (as it was).
#[inline(never)]
pub fn sort_like<T: Fields>(
    patch: &mut T::Patch,
    before: &Value,
    after: &Value,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let json = Json::of(before, after, trail)?;
    deeper(|| {
        let mut visitor = SortLike::<T> { patch, json, result: Ok(()) };
        T::visit(&mut visitor);
        visitor.result
    })
}

/// The JSON changed where the typed patch has nothing to change: they disagree, which the
/// check's in-place sort cannot cause.
#[cold]
fn unfollowed(trail: &Trail<'_>) -> Error {
    let reason = "the conflict check changed the patch's JSON where no list was sorted".to_owned();
    trail.error(ErrorKind::InvalidJsonDocument { reason })
}

/// A member of two JSON maps that differs between them.
#[inline(never)]
fn changed<'v>(
    before: &'v Map<String, Value>,
    after: &'v Map<String, Value>,
    key: &str,
) -> Option<(&'v Value, &'v Value)> {
    match (before.get(key), after.get(key)) {
        (Some(before), Some(after)) if before != after => Some((before, after)),
        _ => None,
    }
}

/// An object's JSON (a struct's or a map's) before and after the check, and where it is.
pub(crate) struct Json<'v, 't, 'a> {
    before: &'v Map<String, Value>,
    after: &'v Map<String, Value>,
    trail: &'t Trail<'a>,
}

impl<'v, 't, 'a> Json<'v, 't, 'a> {
    /// The two JSON forms of an object, which must both be objects.
    pub(crate) fn of(before: &'v Value, after: &'v Value, trail: &'t Trail<'a>) -> Result<Self, Error> {
        match (before.as_object(), after.as_object()) {
            (Some(before), Some(after)) => Ok(Json { before, after, trail }),
            _ => Err(unfollowed(trail)),
        }
    }
}

/// The visit of a struct's fields: each hands its patch member to a function compiled once
/// per field type, so a struct adds a call per field and no more.
struct SortLike<'p, 'v, 't, 'a, T: Fields> {
    patch: &'p mut T::Patch,
    json: Json<'v, 't, 'a>,
    result: Result<(), Error>,
}

impl<T: Fields> Visit<T> for SortLike<'_, '_, '_, '_, T> {
    #[inline(always)]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<T, K>) {
        if self.result.is_ok() {
            self.result = member_like::<K::Item>(&self.json, field.json, (member.patch_mut)(self.patch));
        }
    }

    #[inline(always)]
    fn keyed<K: Place<Item = Vec<I>>, I: Keyed>(&mut self, field: &'static Field, member: KeyedMember<T, K, I>) {
        if self.result.is_ok() {
            self.result = keyed::<I>(&self.json, field.json, (member.patch_mut)(self.patch));
        }
    }

    #[inline(always)]
    fn primitives<K: Place<Item = Vec<I>>, I: PrimitiveItem>(
        &mut self,
        field: &'static Field,
        member: PrimitivesMember<T, K, I>,
    ) {
        if self.result.is_ok() {
            self.result = primitives::<I>(&self.json, field.json, (member.patch_mut)(self.patch));
        }
    }
}

/// A struct's field or a map's entry, of a type of its own: that type follows the JSON.
#[inline(never)]
pub(crate) fn member_like<T: StrategicMerge>(
    json: &Json<'_, '_, '_>,
    name: &str,
    patch: &mut Patched<T::Patch>,
) -> Result<(), Error> {
    let Some((before, after)) = changed(json.before, json.after, name) else { return Ok(()) };
    let trail = &json.trail.key(name)?;
    match patch {
        Patched::Set(patch) => T::sort_like(patch, before, after, trail),
        Patched::Absent | Patched::Null => Err(unfollowed(trail)),
    }
}

/// A keyed list: each item whose JSON changed follows it. The order list's entries are
/// maps, which the check does not sort.
#[inline(never)]
fn keyed<T: Keyed>(json: &Json<'_, '_, '_>, name: &str, patch: &mut KeyedListPatch<T::Patch>) -> Result<(), Error> {
    let order_moved = changed(json.before, json.after, &directive::set_element_order_key(name)).is_some();
    let items = changed(json.before, json.after, name);
    if !order_moved && items.is_none() {
        return Ok(());
    }
    let trail = &json.trail.key(name)?;
    let (Some((Value::Array(before), Value::Array(after))), false, Patched::Set(items)) =
        (items, order_moved, &mut patch.items)
    else {
        return Err(unfollowed(trail));
    };
    if items.len() != after.len() || before.len() != after.len() {
        return Err(unfollowed(trail));
    }
    for (index, item) in items.iter_mut().enumerate() {
        if before[index] != after[index] {
            T::sort_like(item, &before[index], &after[index], &trail.index(index)?)?;
        }
    }
    Ok(())
}

/// A list of primitives: the items and the two directive lists, each read from the JSON
/// where it changed.
#[inline(never)]
fn primitives<T: PrimitiveItem>(
    json: &Json<'_, '_, '_>,
    name: &str,
    patch: &mut PrimitiveListPatch<T>,
) -> Result<(), Error> {
    if let Some((_, after)) = changed(json.before, json.after, name) {
        patch.items = Patched::Set(read_sorted(after, &json.trail.key(name)?)?);
    }
    let order_key = directive::set_element_order_key(name);
    if let Some((_, after)) = changed(json.before, json.after, &order_key) {
        patch.order = Some(read_sorted(after, &json.trail.key(&order_key)?)?);
    }
    let delete_key = directive::delete_from_primitive_list_key(name);
    if let Some((_, after)) = changed(json.before, json.after, &delete_key) {
        patch.delete = Patched::Set(read_sorted(after, &json.trail.key(&delete_key)?)?);
    }
    Ok(())
}
