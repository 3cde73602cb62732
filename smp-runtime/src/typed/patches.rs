//! Merging two patches into one, as the three-way diff joins its deletions (`left`) and
//! its changes (`right`): the reference's `mergeMap` with parallel lists and nulls kept.
//!
//! Where only one side mentions a field, it is taken; a `null` on the right wins; where
//! both set a field, structs and maps merge field by field, lists merged by key or by
//! value merge as they would under a patch, and anything else takes the right side.
//! `$retainKeys` and `$setElementOrder/<list>` are carried over and must agree when
//! both sides have them; a `$setElementOrder` on the right orders the merged list. A
//! right `$deleteFromPrimitiveList/<list>` replaces the left one.
//!
//! Unlike the reference, a value taken from one side is not searched for `$patch`
//! maps to drop: diffs never put them where this step would take them whole.

use super::keyed_list::{merge_in_order, merge_items, same_order, Patches};
use super::list::{merge_primitives_in_order, merge_primitives_of, Primitive};
use super::strategic_merge;
use super::{Keyed, KeyedListPatch, Patched, PrimitiveListPatch, StrategicMerge};
use crate::directive;
use crate::engine::{carry_directive, carry_directive_into};
use crate::error::{Error, ErrorKind, Trail};
use std::mem::take;

/// One field of two patches merged into `left`; `right` is left absent or as it was.
/// In place, as the typed patches can be large: moving them whole through arguments and
/// results was most of this function's code, compiled per field type.
pub fn merge_patched<T: StrategicMerge>(
    left: &mut Patched<T::Patch>,
    right: &mut Patched<T::Patch>,
    replace: bool,
    trail: &Trail<'_>,
    json_name: &str,
) -> Result<(), Error> {
    match (&*left, &*right) {
        (Patched::Set(_), Patched::Set(_)) if !replace => {
            strategic_merge::merge_patches::<T>(left, right, &trail.key(json_name)?)?;
        }
        // The side that mentions the field (the right one if both do).
        (_, Patched::Absent) => {}
        _ => std::mem::swap(left, right),
    }
    Ok(())
}

/// The side that mentions a field (the right one if both do).
fn either<P>(left: Patched<P>, right: Patched<P>) -> Patched<P> {
    match (left, right) {
        (left, Patched::Absent) => left,
        (_, right) => right,
    }
}

/// `$retainKeys` of two merged patches.
pub fn merge_retain_keys(
    left: Option<Vec<String>>,
    right: Option<Vec<String>>,
    trail: &Trail<'_>,
) -> Result<Option<Vec<String>>, Error> {
    carry_directive(left, right, ErrorKind::InvalidRetainKeysDirective, &trail.key(directive::RETAIN_KEYS)?)
}

/// A list field's `$setElementOrder` lists of two merged patches, carried into `left`
/// ([`carry_directive_into`]; `same` says whether two lists agree).
fn merge_order<P>(
    left: &mut Option<P>,
    right: &mut Option<P>,
    same: impl FnOnce(&P, &P) -> bool,
    trail: &Trail<'_>,
    field: &str,
) -> Result<(), Error> {
    let key = directive::set_element_order_key(field);
    carry_directive_into(left, right, same, ErrorKind::InvalidSetElementOrderDirective, &trail.key(&key)?)
}

/// A keyed list field of two merged patches, with its `$setElementOrder` lists, merged
/// into `left` in place; `right` is left emptied. `trail` is the struct's; `field` the
/// list's JSON name.
pub fn merge_keyed_patches<T: Keyed>(
    left: &mut KeyedListPatch<T::Patch>,
    right: &mut KeyedListPatch<T::Patch>,
    merge_key: &str,
    trail: &Trail<'_>,
    field: &str,
) -> Result<(), Error> {
    let child = trail.key(field)?;
    if right.order.is_none() {
        match (&mut left.items, &mut right.items) {
            (Patched::Set(left), Patched::Set(right)) => {
                merge_items::<T, Patches>(left, right, merge_key, false, &child)?.order(left);
            }
            (_, Patched::Absent) => {}
            (left, right) => std::mem::swap(left, right),
        }
        return Ok(());
    }
    merge_order(&mut left.order, &mut right.order, |l, r| same_order::<T>(l, r, merge_key), trail, field)?;
    let mut live = take(&mut left.items).ordered_list(&child)?;
    let mut patch = take(&mut right.items).ordered_list(&child)?;
    let merged = merge_in_order::<T, Patches>(
        &mut live,
        &mut patch,
        left.order.as_deref().unwrap_or_default(),
        merge_key,
        &child,
    );
    left.items = live.map_or(Patched::Absent, Patched::Set);
    merged
}

/// A primitive list field of two merged patches, with its directives. `trail` is the
/// struct's; `field` the list's JSON name.
pub fn merge_primitive_patches<T: Primitive>(
    left: PrimitiveListPatch<T>,
    right: PrimitiveListPatch<T>,
    trail: &Trail<'_>,
    field: &str,
) -> Result<PrimitiveListPatch<T>, Error> {
    merge_primitive_field_patches(left, right, true, trail, field)
}

/// A list of primitives *without* the `merge` strategy in two merged patches: the right
/// list replaces the left one; the directives as for [`merge_primitive_patches`].
pub fn merge_atomic_primitive_patches<T: Primitive>(
    left: PrimitiveListPatch<T>,
    right: PrimitiveListPatch<T>,
    trail: &Trail<'_>,
    field: &str,
) -> Result<PrimitiveListPatch<T>, Error> {
    merge_primitive_field_patches(left, right, false, trail, field)
}

fn merge_primitive_field_patches<T: Primitive>(
    PrimitiveListPatch { items: left, order: left_order, delete: left_delete }: PrimitiveListPatch<T>,
    PrimitiveListPatch { items: right, order: right_order, delete: right_delete }: PrimitiveListPatch<T>,
    by_value: bool,
    trail: &Trail<'_>,
    field: &str,
) -> Result<PrimitiveListPatch<T>, Error> {
    let child = trail.key(field)?;
    let at = |kind| child.error(kind);
    let delete = if right_delete.is_absent() { left_delete } else { right_delete };
    let Some(order) = right_order else {
        let list = match (left, right) {
            (Patched::Set(left), Patched::Set(right)) if by_value => {
                Patched::Set(merge_primitives_of(left, right).map_err(at)?.0)
            }
            (left, right) => either(left, right),
        };
        return Ok(PrimitiveListPatch { items: list, order: left_order, delete });
    };
    let (mut order, mut right_order) = (left_order, Some(order));
    merge_order(&mut order, &mut right_order, |l, r| l == r, trail, field)?;
    let order = order.unwrap_or_default();
    let (live, patch) = (left.ordered_list(&child)?, right.ordered_list(&child)?);
    let merged = merge_primitives_in_order(live, patch, &order, by_value, &child)?;
    Ok(PrimitiveListPatch { items: merged.map_or(Patched::Absent, Patched::Set), order: Some(order), delete })
}
