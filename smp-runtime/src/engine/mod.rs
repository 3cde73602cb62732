//! What strategic merge patch decides once, for every kind of document.
//!
//! - The recipes, generic over a [`Backend`] (how one kind of document is diffed and how
//!   two of its patches merge): the two-way diff here, the three-way one in
//!   [`three_way`]. The `Value` path (documents steered by a [`Schema`](crate::Schema))
//!   and the typed path (Rust values whose types know their strategies) each implement a
//!   backend once, so both run the same steps in the same order.
//! - What a diff sends for a merged list ([`list_diff`]): the changes, additions and
//!   deletions of a list merged by key or by value, their order, and its directives.
//! - The order of a map's merge ([`map_merge`]: `$patch`, `$retainKeys`, the fields), the
//!   same for applying a patch and for merging two.
//! - The rules of the directives both paths read: [`patch`] (`$patch`), [`retain_keys`]
//!   (`$retainKeys`), [`set_element_order`] (how `$setElementOrder` applies, and when a
//!   diff sends it), and [`carry_directive`] (how two merged patches carry one). The list
//!   kernels (`crate::lists`) hold the rules on list items: keyed merge, ordering, one
//!   item type.
//! - What works on the JSON a patch is, whichever backend made it: the conflict check
//!   ([`conflict`]) and reading an item's merge key ([`merge_key`]).
//!
//! It imports neither backend: `crate::value` and `crate::typed` import it.

pub(crate) mod conflict;
pub(crate) mod list_diff;
pub(crate) mod map_merge;
pub(crate) mod merge_key;
pub(crate) mod patch;
pub(crate) mod retain_keys;
pub(crate) mod set_element_order;
pub(crate) mod three_way;

use crate::error::{Error, ErrorKind, Trail};
use crate::Precondition;

/// What a diff keeps (the reference's `DiffOptions`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DiffOptions {
    /// Emit `$setElementOrder` lists.
    pub set_element_order: bool,
    /// Leave out changes and additions (the deletions half of a three-way diff).
    pub ignore_changes_and_additions: bool,
    /// Leave out deletions (the changes half of a three-way diff).
    pub ignore_deletions: bool,
    /// Emit `$retainKeys` for this map (set for fields with the `retainKeys` strategy).
    pub build_retain_keys: bool,
}

impl DiffOptions {
    /// The options of a two-way diff.
    pub const TWO_WAY: DiffOptions = DiffOptions {
        set_element_order: true,
        ignore_changes_and_additions: false,
        ignore_deletions: false,
        build_retain_keys: false,
    };
}

/// One kind of document, as the recipes see it: how it is diffed, how two of its patches
/// merge, and the checks on a patch.
pub(crate) trait Backend {
    /// A document.
    type Doc: ?Sized;
    /// A patch of one.
    type Patch;

    /// The patch from `original` to `modified`, limited by `options`.
    fn diff(&self, original: &Self::Doc, modified: &Self::Doc, options: DiffOptions) -> Result<Self::Patch, Error>;

    /// The deletions and the changes as one patch (`mergeMap` with parallel lists).
    fn merge_patches(&self, deletions: Self::Patch, changes: Self::Patch) -> Result<Self::Patch, Error>;

    /// The patch if every precondition holds on it.
    fn check_preconditions(&self, patch: Self::Patch, preconditions: &[Precondition]) -> Result<Self::Patch, Error>;

    /// The patch if it does not change differently what changed from `original` to
    /// `current` (their diff with the `changed` options); the check sorts some of the
    /// patch's lists in place, as the reference's does. A backend may diff only where the
    /// patch has members, the only places the check reads.
    fn check_conflicts(
        &self,
        patch: Self::Patch,
        original: &Self::Doc,
        current: &Self::Doc,
        changed: DiffOptions,
    ) -> Result<Self::Patch, Error>;
}

/// The two-way patch (`CreateTwoWayMergePatch`) from `original` to `modified`, if every
/// precondition holds on it.
pub(crate) fn two_way<B: Backend>(
    backend: &B,
    original: &B::Doc,
    modified: &B::Doc,
    preconditions: &[Precondition],
) -> Result<B::Patch, Error> {
    let patch = backend.diff(original, modified, DiffOptions::TWO_WAY)?;
    backend.check_preconditions(patch, preconditions)
}

/// A directive both patches may carry when two merge (`$retainKeys`,
/// `$setElementOrder/<list>`): taken from whichever side has it; `mismatch` when both
/// have it and they differ.
pub(crate) fn carry_directive<V: PartialEq>(
    mut left: Option<V>,
    mut right: Option<V>,
    mismatch: ErrorKind,
    trail: &Trail<'_>,
) -> Result<Option<V>, Error> {
    carry_directive_into(&mut left, &mut right, V::eq, mismatch, trail)?;
    Ok(left)
}

/// [`carry_directive`] into `left`, in place, with `same` saying whether two directives
/// agree; what is left in `right` is not the result.
pub(crate) fn carry_directive_into<V>(
    left: &mut Option<V>,
    right: &mut Option<V>,
    same: impl FnOnce(&V, &V) -> bool,
    mismatch: ErrorKind,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    match (&*left, &*right) {
        (Some(l), Some(r)) if !same(l, r) => return Err(trail.error(mismatch)),
        (_, None) => {}
        _ => std::mem::swap(left, right),
    }
    Ok(())
}
