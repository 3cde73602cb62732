//! Applying a patch to a struct (`merge`), and the values a patch makes where there was
//! none (`from_patch`, `replaced_by`).

use std::mem::take;

use super::{
    invalid_retain_keys, no_default, struct_directive, unknown_struct_directive, FirstError, PatchOf, StructPatch,
};
use crate::bounds::deeper;
use crate::engine::map_merge::{self, MapMerge};
use crate::engine::patch::MapDirective;
use crate::engine::retain_keys::RetainKeys;
use crate::error::{Error, Trail};
use crate::typed::fields::{visit_mut, Field, Fields, Slot, Unset, VisitMut};
use crate::typed::list::{self, Primitive};
use crate::typed::{keyed_list, strategic_merge};
use crate::typed::{Keyed, KeyedListPatch, Patched, PatchedField, PrimitiveListPatch, StrategicMerge};

/// [`Operations::merge`] on the patch a field holds, which stays where it is (emptied as its fields
/// merge): a large patch is not moved on the way down.
#[inline(always)]
pub(super) fn merge_in_place<T: Fields>(
    value: &mut T,
    patch: &mut Patched<T::Patch>,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    match patch {
        Patched::Set(patch) => merge_from(value, patch, trail),
        Patched::Absent | Patched::Null => Ok(()),
    }
}

/// [`Operations::merge`] from a patch that stays where it is (a field's, a list item's).
#[inline(never)]
pub(crate) fn merge_from<T: Fields>(value: &mut T, patch: &mut T::Patch, trail: &Trail<'_>) -> Result<(), Error> {
    merge_struct(&mut Merging::<T> { value, patch: PatchOf(patch) }, trail)
}

/// The steps of a struct's merge that depend on its type, for [`merge_struct`].
trait MergeSteps {
    /// The patch, for its `$patch` and `$retainKeys`.
    fn patch(&mut self) -> &mut dyn StructPatch;
    /// The value set to its blank: its default, or for a type without one a placeholder
    /// that [`MergeSteps::fill`] overwrites.
    fn blank(&mut self);
    /// The type's name when it has no default, which `$patch: delete` would leave.
    fn without_default(&self) -> Option<&'static str>;
    /// Each field of the blank value made from the patch as it is (`$patch: replace`).
    fn fill(&mut self, trail: &Trail<'_>) -> Result<(), Error>;
    /// Whether `$retainKeys` lists every field the patch sets.
    fn retained(&mut self, retain: &RetainKeys<'_>) -> bool;
    /// Each field merged, where `$retainKeys` (if any) keeps it.
    fn fields(&mut self, retain: Option<&RetainKeys<'_>>, trail: &Trail<'_>) -> Result<(), Error>;
}

/// The merge of a struct around its fields, compiled once rather than per struct: one
/// level of the walk ([`deeper`], here rather than in each struct's caller).
#[inline(never)]
fn merge_struct(steps: &mut dyn MergeSteps, trail: &Trail<'_>) -> Result<(), Error> {
    deeper(|| merge_steps(steps, trail))
}

/// [`merge_struct`] on a stack with room: the engine's steps ([`map_merge`]).
fn merge_steps(steps: &mut dyn MergeSteps, trail: &Trail<'_>) -> Result<(), Error> {
    map_merge::merge_map(&mut StructMerge { steps, listed: None }, trail)
}

/// A struct's merge as the engine's steps of a map's merge.
struct StructMerge<'a> {
    steps: &'a mut dyn MergeSteps,
    /// The patch's `$retainKeys`, taken out of it.
    listed: Option<Vec<String>>,
}

impl MapMerge for StructMerge<'_> {
    fn directive(&mut self) -> Option<MapDirective> {
        struct_directive(self.steps.patch(), &mut self.listed)
    }

    fn unknown_directive(&mut self, trail: &Trail<'_>) -> Error {
        unknown_struct_directive(self.steps.patch(), trail)
    }

    /// Made anew where it is: a struct can be large, and each move of it through a result
    /// is a copy. Go returns the rest of the patch as it is, directives inside unapplied.
    fn replace(&mut self, trail: &Trail<'_>) -> Result<(), Error> {
        self.steps.blank();
        self.steps.fill(trail)
    }

    /// Emptied: the struct takes its default, if it has one.
    fn delete(&mut self, trail: &Trail<'_>) -> Result<(), Error> {
        match self.steps.without_default() {
            Some(name) => Err(no_default(trail, name)),
            None => {
                self.steps.blank();
                Ok(())
            }
        }
    }

    fn retain_keys(&mut self, trail: &Trail<'_>) -> Result<(), Error> {
        match &self.listed {
            Some(listed) if !self.steps.retained(&RetainKeys::listed(listed)) => Err(invalid_retain_keys(trail)),
            _ => Ok(()),
        }
    }

    fn fields(&mut self, trail: &Trail<'_>) -> Result<(), Error> {
        let retain = self.listed.as_deref().map(RetainKeys::listed);
        self.steps.fields(retain.as_ref(), trail)
    }
}

struct Merging<'a, T: Fields> {
    value: &'a mut T,
    patch: PatchOf<'a, T>,
}

impl<T: Fields> MergeSteps for Merging<'_, T> {
    fn patch(&mut self) -> &mut dyn StructPatch {
        &mut self.patch
    }

    fn blank(&mut self) {
        *self.value = T::blank();
    }

    fn without_default(&self) -> Option<&'static str> {
        (!T::HAS_DEFAULT).then_some(T::NAME)
    }

    fn fill(&mut self, trail: &Trail<'_>) -> Result<(), Error> {
        fill(self.value, self.patch.0, trail, true)
    }

    fn retained(&mut self, retain: &RetainKeys<'_>) -> bool {
        let mut check = RetainCheck { retain, allowed: true };
        visit_mut(self.value, self.patch.0, &mut check);
        check.allowed
    }

    fn fields(&mut self, retain: Option<&RetainKeys<'_>>, trail: &Trail<'_>) -> Result<(), Error> {
        let mut merge = Merge { trail, retain, result: FirstError::new() };
        visit_mut(self.value, self.patch.0, &mut merge);
        merge.result.0
    }
}

/// [`Operations::from_patch`] (with `as_is`, [`Operations::replaced_by`]) on the patch a field holds, emptied
/// where it lies; `None` where it is not set.
#[inline(always)]
pub(super) fn from_patch_in_place<T: Fields>(
    patch: &mut Patched<T::Patch>,
    as_is: bool,
    trail: &Trail<'_>,
) -> Result<Option<T>, Error> {
    match patch {
        Patched::Set(patch) => made_from(patch, as_is, trail),
        Patched::Absent | Patched::Null => Ok(None),
    }
}

/// [`Operations::from_patch`] (with `as_is`, [`Operations::replaced_by`]) from a patch that stays where it is.
#[inline(never)]
pub(crate) fn made_from<T: Fields>(patch: &mut T::Patch, as_is: bool, trail: &Trail<'_>) -> Result<Option<T>, Error> {
    if !as_is && T::directives(patch).0.is_some() {
        return Ok(None);
    }
    // Made here and filled below: a level returns no more than an error (see `deeper`).
    let mut value = T::blank();
    fill(&mut value, patch, trail, as_is)?;
    Ok(Some(value))
}

/// Fills a blank value from a patch, field by field ([`Build`]).
fn fill<T: Fields>(value: &mut T, patch: &mut T::Patch, trail: &Trail<'_>, as_is: bool) -> Result<(), Error> {
    deeper(|| {
        let mut build = Build { trail, as_is, result: FirstError::new() };
        visit_mut(value, patch, &mut build);
        build.result.0
    })
}

/// Puts a field's new value in place; a required field without a default must have one.
pub(super) fn put<T>(
    slot: impl Slot<T>,
    value: Option<T>,
    trail: &Trail<'_>,
    field: &'static Field,
) -> Result<(), Error> {
    slot.put(value).map_err(|Unset| match trail.key(field.json) {
        Ok(trail) => no_default(&trail, field.json),
        Err(too_deep) => too_deep,
    })
}

/// `$retainKeys`: every field the patch sets (not to null) must be listed.
struct RetainCheck<'r, 'k> {
    retain: &'r RetainKeys<'k>,
    allowed: bool,
}

impl RetainCheck<'_, '_> {
    fn check(&mut self, field: &'static Field, patch: &impl PatchedField) {
        if let Some(is_null) = patch.mentioned() {
            self.allowed &= self.retain.allows_patch_key(field.json, is_null);
        }
    }
}

impl VisitMut for RetainCheck<'_, '_> {
    #[inline(always)]
    fn skips_unmentioned(&self) -> bool {
        true
    }

    #[inline(never)]
    fn plain<T: StrategicMerge>(&mut self, field: &'static Field, _: impl Slot<T>, patch: &mut Patched<T::Patch>) {
        self.check(field, patch);
    }

    #[inline(never)]
    fn keyed<T: Keyed>(&mut self, field: &'static Field, _: impl Slot<Vec<T>>, patch: &mut KeyedListPatch<T::Patch>) {
        self.check(field, &patch.items);
    }

    #[inline(never)]
    fn primitives<T: Primitive>(
        &mut self,
        field: &'static Field,
        _: impl Slot<Vec<T>>,
        patch: &mut PrimitiveListPatch<T>,
    ) {
        self.check(field, &patch.items);
    }
}

/// Each field merged with its patch, where `$retainKeys` has not cleared it.
struct Merge<'t, 'a, 'r, 'k> {
    trail: &'t Trail<'a>,
    retain: Option<&'r RetainKeys<'k>>,
    result: FirstError,
}

impl Merge<'_, '_, '_, '_> {
    /// Whether `$retainKeys`, if given, keeps the field.
    fn kept(&self, field: &'static Field) -> bool {
        self.retain.is_none_or(|retain| retain.keeps(field.json))
    }

    /// Whether there is nothing to do: an earlier field failed, or the patch does not
    /// mention the field and `$retainKeys` keeps it (the value is not even moved).
    fn skips(&self, field: &'static Field, mentioned: bool) -> bool {
        self.result.failed() || (!mentioned && self.kept(field))
    }

    /// The field's value moved out; `None` where `$retainKeys` does not keep it.
    fn current<T>(&self, field: &'static Field, value: &mut impl Slot<T>) -> Option<T> {
        let current = value.take();
        if self.kept(field) {
            current
        } else {
            None
        }
    }
}

impl VisitMut for Merge<'_, '_, '_, '_> {
    /// Without `$retainKeys`, which clears the fields it does not list.
    #[inline(always)]
    fn skips_unmentioned(&self) -> bool {
        self.retain.is_none()
    }

    #[inline(never)]
    fn plain<T: StrategicMerge>(
        &mut self,
        field: &'static Field,
        mut value: impl Slot<T>,
        patch: &mut Patched<T::Patch>,
    ) {
        if self.skips(field, !patch.is_absent()) {
            return;
        }
        let trail = self.trail;
        let current = if self.kept(field) { value.get_mut() } else { None };
        match current {
            // The common case, a value merged where it lies.
            Some(current) if matches!(patch, Patched::Set(_)) && !(field.replace && current.is_object()) => {
                self.result.step(|| strategic_merge::merge(current, patch, &trail.key(field.json)?));
            }
            // Else the value is not read: the field takes what the patch makes (nothing for
            // a null, or where `$retainKeys` clears it), as it is for a `replace`-strategy
            // object (Go's `mergeMap` with nothing to merge into).
            current => {
                let as_is = current.is_some_and(|current| field.replace && current.is_object());
                self.result.step(|| {
                    let below = &trail.key(field.json)?;
                    let made = match patch {
                        Patched::Set(_) => strategic_merge::from_patch(patch, as_is, below)?,
                        Patched::Absent | Patched::Null => None,
                    };
                    put(value, made, trail, field)
                });
            }
        }
    }

    #[inline(never)]
    fn keyed<T: Keyed>(
        &mut self,
        field: &'static Field,
        mut value: impl Slot<Vec<T>>,
        patch: &mut KeyedListPatch<T::Patch>,
    ) {
        if self.skips(field, !patch.is_unmentioned()) {
            return;
        }
        let (current, trail) = (self.current(field, &mut value), self.trail);
        self.result.step(|| {
            let mut current = current;
            keyed_list::merge_keyed(&mut current, patch, field.merge_key, trail, field.json)?;
            put(value, current, trail, field)
        });
    }

    #[inline(never)]
    fn primitives<T: Primitive>(
        &mut self,
        field: &'static Field,
        mut value: impl Slot<Vec<T>>,
        patch: &mut PrimitiveListPatch<T>,
    ) {
        if self.skips(field, !patch.is_unmentioned()) {
            return;
        }
        let (current, trail) = (self.current(field, &mut value), self.trail);
        let merge = if field.by_value { list::merge_primitive_list } else { list::merge_atomic_primitive_list };
        self.result.step(|| {
            let PrimitiveListPatch { items, order, delete } = take(patch);
            let merged = merge(current, items, order, delete, trail, field.json)?;
            put(value, merged, trail, field)
        });
    }
}

/// Each field made from its patch: cleaned (`from_patch`) or as it is (`replaced_by`,
/// `as_is`). The list directives play no part.
struct Build<'t, 'a> {
    trail: &'t Trail<'a>,
    as_is: bool,
    result: FirstError,
}

impl VisitMut for Build<'_, '_> {
    #[inline(never)]
    fn plain<T: StrategicMerge>(&mut self, field: &'static Field, value: impl Slot<T>, patch: &mut Patched<T::Patch>) {
        let (trail, as_is) = (self.trail, self.as_is);
        self.result.step(|| {
            let built = match patch {
                Patched::Set(_) => strategic_merge::from_patch(patch, as_is, &trail.key(field.json)?)?,
                Patched::Absent | Patched::Null => None,
            };
            put(value, built, trail, field)
        });
    }

    #[inline(never)]
    fn keyed<T: Keyed>(
        &mut self,
        field: &'static Field,
        value: impl Slot<Vec<T>>,
        patch: &mut KeyedListPatch<T::Patch>,
    ) {
        let (trail, as_is) = (self.trail, self.as_is);
        self.result.step(|| {
            let built = match &mut patch.items {
                Patched::Set(items) => Some(keyed_list::items_from(items, as_is, &trail.key(field.json)?)?),
                Patched::Absent | Patched::Null => None,
            };
            put(value, built, trail, field)
        });
    }

    #[inline(never)]
    fn primitives<T: Primitive>(
        &mut self,
        field: &'static Field,
        value: impl Slot<Vec<T>>,
        patch: &mut PrimitiveListPatch<T>,
    ) {
        let (trail, as_is) = (self.trail, self.as_is);
        self.result.step(|| {
            let built = match take(&mut patch.items) {
                Patched::Set(list) if as_is => Some(list),
                _ if as_is => None,
                patch => list::merge_primitive_list(None, patch, None, Patched::Absent, trail, field.json)?,
            };
            put(value, built, trail, field)
        });
    }
}
