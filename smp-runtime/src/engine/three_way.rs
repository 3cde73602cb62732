//! The three-way diff (`CreateThreeWayMergePatch`), once for both paths: the changes
//! from current to modified and the deletions from original to modified, merged into one
//! patch, then the preconditions and, unless overwriting, the conflict check against
//! what changed from original to current.

use super::Backend;
use super::DiffOptions;
use crate::error::Error;
use crate::options::ThreeWayOptions;

/// The changes half: what modified changes or adds relative to current.
const CHANGES: DiffOptions = DiffOptions { ignore_deletions: true, ..DiffOptions::TWO_WAY };
/// The deletions half: what the last applied configuration had and modified dropped.
const DELETIONS: DiffOptions = DiffOptions { ignore_changes_and_additions: true, ..DiffOptions::TWO_WAY };
/// What changed from original to current, for the conflict check: no order lists.
const CHANGED: DiffOptions = DiffOptions { set_element_order: false, ..DiffOptions::TWO_WAY };

/// The three-way patch of `original` (the last applied configuration), `modified` (the
/// desired one) and `current` (the live object).
pub(crate) fn three_way<B: Backend>(
    backend: &B,
    original: &B::Doc,
    modified: &B::Doc,
    current: &B::Doc,
    options: &ThreeWayOptions,
) -> Result<B::Patch, Error> {
    let changes = backend.diff(current, modified, CHANGES)?;
    let deletions = backend.diff(original, modified, DELETIONS)?;
    let patch = backend.merge_patches(deletions, changes)?;
    let patch = backend.check_preconditions(patch, &options.preconditions)?;
    if options.overwrite {
        return Ok(patch);
    }
    backend.check_conflicts(patch, original, current, CHANGED)
}
