//! Diffing structs: `diff` (two-way, and each half of a three-way diff), `to_patch`, and
//! `merge_patches`, which joins the two halves of a three-way diff.

use std::mem::take;

use super::{struct_directive, unknown_struct_directive, FirstError, PatchOf, StructPatch};
use crate::bounds::deeper;
use crate::engine::map_merge::{self, MapMerge};
use crate::engine::patch::MapDirective;
use crate::engine::retain_keys::RetainKeysOf;
use crate::error::{Error, Trail};
use crate::schema::Describe;
use crate::typed::atomic::replace_if_changed;
use crate::typed::fields::{patch_ref, with_patch};
use crate::typed::fields::{
    visit_patches, visit_ref, Field, Fields, KeyedMember, Place, PlainMember, PrimitiveItem, PrimitivesMember, Visit,
    VisitPatches, VisitRef,
};
use crate::typed::list::{self, Primitive};
use crate::typed::patch_serde::{self, empty_patch};
use crate::typed::patches::{self, merge_patched, merge_retain_keys};
use crate::typed::strategic_merge;
use crate::typed::{DiffOptions, Keyed, KeyedListPatch, Patched, PrimitiveListPatch, StrategicMerge};

/// [`Operations::diff`](crate::typed::Operations::diff) into the patch a field holds (absent before, and after when there is
/// nothing to send): a patch is filled where it lies, not moved up through each level.
///
/// `within` ([`InPlace::Diff`](crate::typed::InPlace::Diff)) limits the diff to the
/// members that patch has, and below a member that is a struct to the members its patch
/// has: what the conflict check reads of the diff from the last applied configuration to
/// the live object, which is mostly what the server added, so the check need not diff all
/// of it. `within` is a patch made by diffs, whose structs carry no `$patch` word (the
/// check compares a word with the diff's whole); `$retainKeys` is not read, and not built.
#[inline(never)]
pub(super) fn diff_in_place<T: Fields>(
    original: &T,
    modified: &T,
    options: DiffOptions,
    within: Option<&T::Patch>,
    trail: &Trail<'_>,
    out: &mut Patched<T::Patch>,
) -> Result<(), Error> {
    let patch = out.set_empty();
    let changed = deeper(|| {
        let retain_keys = (options.build_retain_keys && within.is_none()).then(RetainKeysOf::default);
        let mut visitor = Diff { options, trail, retain_keys, result: FirstError::new() };
        match within {
            None => visit_ref(original, modified, patch, &mut visitor),
            Some(within) => T::visit(&mut Within { original, modified, within, patch, diff: &mut visitor }),
        }
        visitor.result.0?;
        if let Some(keys) = visitor.retain_keys {
            let listed = keys.list(patch_serde::is_empty::<T>(patch));
            *T::directives(patch).1 = listed.map(|keys| keys.into_iter().map(str::to_owned).collect());
        }
        Ok::<_, Error>(!patch_serde::is_empty::<T>(patch))
    })?;
    if !changed {
        *out = Patched::Absent;
    }
    Ok(())
}

/// [`Operations::to_patch`](crate::typed::Operations::to_patch) of a struct.
#[inline]
pub fn to_patch<T: Fields>(value: &T) -> T::Patch {
    let mut patch = empty_patch::<T::Patch>();
    fill_patch(value, &mut patch);
    patch
}

/// [`Operations::to_patch`](crate::typed::Operations::to_patch) into the patch a field holds.
#[inline]
pub(super) fn to_patch_in_place<T: Fields>(value: &T, out: &mut Patched<T::Patch>) {
    fill_patch(value, out.set_empty());
}

/// Every field of an empty patch set to the value's.
#[inline(never)]
fn fill_patch<T: Fields>(value: &T, patch: &mut T::Patch) {
    deeper(|| visit_ref(value, value, patch, &mut ToPatch));
}

/// [`Operations::merge_patches`](crate::typed::Operations::merge_patches) on the patches two patches hold for a field, both set: the result
/// is left in `left`. In place: a level returns no more than an error (see `deeper`),
/// and which patch is the result.
#[inline(always)]
pub(super) fn merge_patches_in_place<T: Fields>(
    left: &mut Patched<T::Patch>,
    right: &mut Patched<T::Patch>,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    match (left, right) {
        (Patched::Set(left), Patched::Set(right)) => merge_patches_into::<T>(left, right, trail),
        _ => Ok(()),
    }
}

/// [`Operations::merge_patches`](crate::typed::Operations::merge_patches) of two patches that stay where they are, into `left`.
#[inline(never)]
pub(crate) fn merge_patches_into<T: Fields>(
    left: &mut T::Patch,
    right: &mut T::Patch,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let merging = &mut MergingPatches::<T> { left: &mut *left, right: PatchOf(&mut *right) };
    match merge_struct_patches(merging, trail)? {
        Merged::Left => {}
        Merged::Right => std::mem::swap(left, right),
        Merged::Empty => *left = empty_patch::<T::Patch>(),
    }
    Ok(())
}

/// Which patch two struct patches merge into ([`merge_struct_patches`]).
enum Merged {
    /// The left one, changed.
    Left,
    /// The right one (`$patch: replace`, the directive removed).
    Right,
    /// An empty one (`$patch: delete`).
    Empty,
}

/// The steps of merging two struct patches that depend on the type, for
/// [`merge_struct_patches`].
trait MergePatchesSteps {
    /// The right patch, for its `$patch` and `$retainKeys`.
    fn right(&mut self) -> &mut dyn StructPatch;
    /// The left patch's `$retainKeys`.
    fn left_retain_keys(&mut self) -> &mut Option<Vec<String>>;
    /// Each field's patches merged into the left one.
    fn fields(&mut self, trail: &Trail<'_>) -> Result<(), Error>;
}

/// The merge of two struct patches around their fields, compiled once rather than per
/// struct: one level of the walk ([`deeper`], here rather than in each struct's caller).
#[inline(never)]
fn merge_struct_patches(steps: &mut dyn MergePatchesSteps, trail: &Trail<'_>) -> Result<Merged, Error> {
    deeper(|| merge_struct_steps(steps, trail))
}

/// [`merge_struct_patches`] on a stack with room: the engine's steps ([`map_merge`]).
fn merge_struct_steps(steps: &mut dyn MergePatchesSteps, trail: &Trail<'_>) -> Result<Merged, Error> {
    let mut merging = StructPatchesMerge { steps, listed: None, merged: Merged::Left };
    map_merge::merge_map(&mut merging, trail)?;
    Ok(merging.merged)
}

/// Two struct patches' merge as the engine's steps of a map's merge.
struct StructPatchesMerge<'a> {
    steps: &'a mut dyn MergePatchesSteps,
    /// The right patch's `$retainKeys`, taken out of it.
    listed: Option<Vec<String>>,
    merged: Merged,
}

impl MapMerge for StructPatchesMerge<'_> {
    fn directive(&mut self) -> Option<MapDirective> {
        struct_directive(self.steps.right(), &mut self.listed)
    }

    fn unknown_directive(&mut self, trail: &Trail<'_>) -> Error {
        unknown_struct_directive(self.steps.right(), trail)
    }

    fn replace(&mut self, _trail: &Trail<'_>) -> Result<(), Error> {
        self.merged = Merged::Right;
        Ok(())
    }

    fn delete(&mut self, _trail: &Trail<'_>) -> Result<(), Error> {
        self.merged = Merged::Empty;
        Ok(())
    }

    fn retain_keys(&mut self, trail: &Trail<'_>) -> Result<(), Error> {
        let left = self.steps.left_retain_keys();
        *left = merge_retain_keys(left.take(), self.listed.take(), trail)?;
        Ok(())
    }

    fn fields(&mut self, trail: &Trail<'_>) -> Result<(), Error> {
        self.steps.fields(trail)
    }
}

struct MergingPatches<'a, T: Fields> {
    left: &'a mut T::Patch,
    right: PatchOf<'a, T>,
}

impl<T: Fields> MergePatchesSteps for MergingPatches<'_, T> {
    fn right(&mut self) -> &mut dyn StructPatch {
        &mut self.right
    }

    fn left_retain_keys(&mut self) -> &mut Option<Vec<String>> {
        T::directives(self.left).1
    }

    fn fields(&mut self, trail: &Trail<'_>) -> Result<(), Error> {
        let mut visitor = MergePatches { trail, result: FirstError::new() };
        visit_patches::<T, _>(self.left, self.right.0, &mut visitor);
        visitor.result.0
    }
}

/// The patch that sets a field whole (`Absent` when the field is).
pub fn patched_value<T: StrategicMerge>(value: Option<&T>) -> Patched<T::Patch> {
    match value {
        Some(value) => Patched::Set(value.to_patch()),
        None => Patched::Absent,
    }
}

struct Diff<'t, 'a> {
    options: DiffOptions,
    trail: &'t Trail<'a>,
    retain_keys: Option<RetainKeysOf<'static>>,
    result: FirstError,
}

impl Diff<'_, '_> {
    /// For `$retainKeys`: whether each side sets the field, and to null (only a JSON
    /// value can hold one).
    fn present<T>(
        &mut self,
        field: &'static Field,
        original: Option<&T>,
        modified: Option<&T>,
        is_null: fn(&T) -> bool,
    ) {
        if let Some(keys) = &mut self.retain_keys {
            keys.see(field.json, original.map(is_null), modified.map(is_null));
        }
    }
}

impl VisitRef for Diff<'_, '_> {
    /// Compiled once per field type, as [`Diff::plain_within`], which the limited diff's
    /// view ([`Within`]) calls too.
    #[inline(always)]
    fn plain<T: StrategicMerge>(
        &mut self,
        field: &'static Field,
        original: Option<&T>,
        modified: Option<&T>,
        patch: &mut Patched<T::Patch>,
    ) {
        self.plain_within(field, original, modified, None, patch);
    }

    #[inline(always)]
    fn keyed<T: Keyed>(
        &mut self,
        field: &'static Field,
        original: Option<&Vec<T>>,
        modified: Option<&Vec<T>>,
        patch: &mut KeyedListPatch<T::Patch>,
    ) {
        self.keyed_within(field, original, modified, None, patch);
    }

    #[inline(never)]
    fn primitives<T: Primitive>(
        &mut self,
        field: &'static Field,
        original: Option<&Vec<T>>,
        modified: Option<&Vec<T>>,
        patch: &mut PrimitiveListPatch<T>,
    ) {
        self.present(field, original, modified, |_| false);
        let (options, trail) = (self.options, self.trail);
        self.result.step(|| {
            if field.by_value {
                (patch.items, patch.delete, patch.order) =
                    list::diff_primitive_list(original, modified, options, trail, field.json)?;
            } else {
                // Replaced whole when it changes, as any list without a strategy.
                patch.items = diff_present(original, modified, options, Vec::clone, |original, modified| {
                    Ok(replace_if_changed(original, modified, options))
                })?;
            }
            Ok(())
        });
    }
}

impl Diff<'_, '_> {
    /// [`VisitRef::keyed`], limited to the items `within` has (see [`diff_in_place`]).
    #[inline(never)]
    fn keyed_within<T: Keyed>(
        &mut self,
        field: &'static Field,
        original: Option<&Vec<T>>,
        modified: Option<&Vec<T>>,
        within: Option<&[T::Patch]>,
        patch: &mut KeyedListPatch<T::Patch>,
    ) {
        self.present(field, original, modified, |_| false);
        let (options, trail) = (self.options, self.trail);
        let (merge_key, retain_keys) = (field.merge_key, field.retain_keys);
        self.result.step(|| {
            list::diff_keyed(original, modified, merge_key, retain_keys, options, within, trail, field.json, patch)
        });
    }

    /// [`VisitRef::plain`], the member's diff limited to what `within` has (see
    /// [`diff_in_place`]).
    #[inline(never)]
    fn plain_within<T: StrategicMerge>(
        &mut self,
        field: &'static Field,
        original: Option<&T>,
        modified: Option<&T>,
        within: Option<&T::Patch>,
        patch: &mut Patched<T::Patch>,
    ) {
        self.present(field, original, modified, T::is_null);
        let (options, trail) = (self.options, self.trail);
        // `patch` is absent: a diff starts from an empty patch.
        self.result.step(|| match field_diff(original, modified, options) {
            FieldDiff::Absent => Ok(()),
            FieldDiff::Null => {
                *patch = Patched::Null;
                Ok(())
            }
            FieldDiff::Whole(modified) => {
                strategic_merge::to_patch(modified, patch);
                Ok(())
            }
            // A `replace`-strategy object is always sent whole, as the reference does.
            FieldDiff::Both(original, modified) if field.replace && original.is_object() && modified.is_object() => {
                if !options.ignore_changes_and_additions {
                    strategic_merge::to_patch(modified, patch);
                }
                Ok(())
            }
            FieldDiff::Both(original, modified) => {
                let options = DiffOptions { build_retain_keys: field.retain_keys, ..options };
                strategic_merge::diff_within(original, modified, options, within, &trail.key(field.json)?, patch)
            }
        });
    }
}

/// The fields of two values whose diff goes into `patch`, where `within` has them: a
/// list's items, or its `$deleteFromPrimitiveList` (a diff sends no `$setElementOrder`
/// to the check), a member set or deleted.
struct Within<'a, 'd, 't, S: Fields> {
    original: &'a S,
    modified: &'a S,
    within: &'a S::Patch,
    patch: &'a mut S::Patch,
    diff: &'d mut Diff<'t, 't>,
}

impl<S: Fields> Visit<S> for Within<'_, '_, '_, S> {
    #[inline(always)]
    fn plain<K: Place<Item: StrategicMerge + Describe>>(&mut self, field: &'static Field, member: PlainMember<S, K>) {
        let within = match patch_ref::<K::Item>((member.patch)(self.within)) {
            Patched::Absent => return,
            Patched::Null => None,
            Patched::Set(within) => Some(within),
        };
        let (original, modified) = (K::get((member.value)(self.original)), K::get((member.value)(self.modified)));
        let diff = &mut *self.diff;
        with_patch::<K::Item, _>((member.patch_mut)(self.patch), |patch| {
            diff.plain_within::<K::Item>(field, original, modified, within, patch)
        });
    }

    #[inline(always)]
    fn keyed<K: Place<Item = Vec<T>>, T: Keyed>(&mut self, field: &'static Field, member: KeyedMember<S, K, T>) {
        let within = match &(member.patch)(self.within).items {
            Patched::Absent => return,
            Patched::Null => None,
            Patched::Set(items) => Some(&items[..]),
        };
        let (original, modified) = (K::get((member.value)(self.original)), K::get((member.value)(self.modified)));
        self.diff.keyed_within::<T>(field, original, modified, within, (member.patch_mut)(self.patch));
    }

    #[inline(always)]
    fn primitives<K: Place<Item = Vec<T>>, T: PrimitiveItem>(
        &mut self,
        field: &'static Field,
        member: PrimitivesMember<S, K, T>,
    ) {
        let within = (member.patch)(self.within);
        if within.items.is_absent() && within.delete.is_absent() {
            return;
        }
        let (original, modified) = (K::get((member.value)(self.original)), K::get((member.value)(self.modified)));
        self.diff.primitives::<T>(field, original, modified, (member.patch_mut)(self.patch));
    }
}

/// What the diff of one field sends, from its original and modified values (`None`:
/// absent): nothing, a deletion, the modified value whole, or the diff of both.
enum FieldDiff<'v, V> {
    Absent,
    Null,
    Whole(&'v V),
    Both(&'v V, &'v V),
}

#[inline]
fn field_diff<'v, V>(original: Option<&'v V>, modified: Option<&'v V>, options: DiffOptions) -> FieldDiff<'v, V> {
    match (original, modified) {
        (None, None) => FieldDiff::Absent,
        (None, Some(_)) if options.ignore_changes_and_additions => FieldDiff::Absent,
        (None, Some(modified)) => FieldDiff::Whole(modified),
        (Some(_), None) if options.ignore_deletions => FieldDiff::Absent,
        (Some(_), None) => FieldDiff::Null,
        (Some(original), Some(modified)) => FieldDiff::Both(original, modified),
    }
}

/// The patch of one field ([`field_diff`]), `both` where both sides have it.
#[inline]
fn diff_present<V, P>(
    original: Option<&V>,
    modified: Option<&V>,
    options: DiffOptions,
    whole: impl FnOnce(&V) -> P,
    both: impl FnOnce(&V, &V) -> Result<Option<P>, Error>,
) -> Result<Patched<P>, Error> {
    Ok(match field_diff(original, modified, options) {
        FieldDiff::Absent => Patched::Absent,
        FieldDiff::Null => Patched::Null,
        FieldDiff::Whole(modified) => Patched::Set(whole(modified)),
        FieldDiff::Both(original, modified) => match both(original, modified)? {
            Some(patch) => Patched::Set(patch),
            None => Patched::Absent,
        },
    })
}

/// The patch that sets every field of a value.
struct ToPatch;

impl VisitRef for ToPatch {
    #[inline(never)]
    fn plain<T: StrategicMerge>(
        &mut self,
        _: &'static Field,
        _: Option<&T>,
        value: Option<&T>,
        patch: &mut Patched<T::Patch>,
    ) {
        if let Some(value) = value {
            strategic_merge::to_patch(value, patch);
        }
    }

    #[inline(never)]
    fn keyed<T: Keyed>(
        &mut self,
        _: &'static Field,
        _: Option<&Vec<T>>,
        value: Option<&Vec<T>>,
        patch: &mut KeyedListPatch<T::Patch>,
    ) {
        patch.items = list::patched_items(value);
    }

    #[inline(never)]
    fn primitives<T: Primitive>(
        &mut self,
        _: &'static Field,
        _: Option<&Vec<T>>,
        value: Option<&Vec<T>>,
        patch: &mut PrimitiveListPatch<T>,
    ) {
        patch.items = list::patched_list(value);
    }
}

/// Each field of two patches merged into the left one.
struct MergePatches<'t, 'a> {
    trail: &'t Trail<'a>,
    result: FirstError,
}

impl VisitPatches for MergePatches<'_, '_> {
    #[inline(never)]
    fn plain<T: StrategicMerge>(
        &mut self,
        field: &'static Field,
        left: &mut Patched<T::Patch>,
        right: &mut Patched<T::Patch>,
    ) {
        let trail = self.trail;
        self.result.step(|| merge_patched::<T>(left, right, field.replace, trail, field.json));
    }

    #[inline(never)]
    fn keyed<T: Keyed>(
        &mut self,
        field: &'static Field,
        left: &mut KeyedListPatch<T::Patch>,
        right: &mut KeyedListPatch<T::Patch>,
    ) {
        let trail = self.trail;
        self.result.step(|| patches::merge_keyed_patches::<T>(left, right, field.merge_key, trail, field.json));
    }

    #[inline(never)]
    fn primitives<T: Primitive>(
        &mut self,
        field: &'static Field,
        left: &mut PrimitiveListPatch<T>,
        right: &mut PrimitiveListPatch<T>,
    ) {
        let trail = self.trail;
        let merge =
            if field.by_value { patches::merge_primitive_patches } else { patches::merge_atomic_primitive_patches };
        self.result.step(|| {
            *left = merge(take(left), take(right), trail, field.json)?;
            Ok(())
        });
    }
}
