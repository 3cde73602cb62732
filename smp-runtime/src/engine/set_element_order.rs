//! `$setElementOrder/<list>`, for both paths: when a diff sends a list's order. (Applying
//! it is the list kernels' ordering, `lists::merge`; two patches carry it as any directive,
//! [`super::carry_directive`].)

use crate::typed::DiffOptions;

/// Whether the diff of a list merged by key sends the modified list's keys as its order:
/// when it sends changes or additions and the patch has items or the order changed, or
/// when it sends deletions and the patch has items (`diffListsOfMaps`' caller).
pub(crate) fn keyed_order_needed(
    options: DiffOptions,
    modified_len: usize,
    patch_is_empty: bool,
    order_same: bool,
) -> bool {
    options.set_element_order
        && modified_len > 0
        && ((!options.ignore_changes_and_additions && (!patch_is_empty || !order_same))
            || (!options.ignore_deletions && !patch_is_empty))
}

/// Whether the diff of a list of primitives merged by value sends the modified list as
/// its order: when it deletes items, or when the list changed (compared with the original
/// as Go leaves it, sorted in place: an unsorted, unchanged list gets an order too).
pub(crate) fn primitive_order_needed(
    options: DiffOptions,
    modified_len: usize,
    has_deletions: bool,
    unchanged: bool,
) -> bool {
    options.set_element_order
        && modified_len > 0
        && ((!options.ignore_deletions && has_deletions) || (!options.ignore_changes_and_additions && !unchanged))
}
