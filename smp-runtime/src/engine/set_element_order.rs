//! `$setElementOrder/<list>`, for both paths: how a patch's order list is applied
//! ([`apply_order`], the reference's `mergePatchIntoOriginal`, also when two patches
//! merge) and when a diff sends one ([`keyed_order_needed`], [`primitive_order_needed`]).
//! Two patches carry the directive as any other ([`super::carry_directive`]); the
//! ordering itself is the list kernels' (`lists::merge`, `lists::order`).
//!
//! The order list must name the patch list's items in the same relative order, else
//! the patch is refused ("doesn't match"); names it lists that are absent are ignored.
//! After the merge, the items it names come in its order, and server-only items keep
//! their place relative to the live list, interleaved as [`crate::lists::order`]
//! describes. The live order used for that is the one Go's in-place slice edits left
//! behind, which differs from the live list when items were deleted (see
//! [`crate::lists::order::aliased_live_order`]); kubectl agrees (live `[1, 2b, 4c]`,
//! patch `[3, {1: delete}]`, order `[2, 3]` gives `[2b, 4c, 3]`).
//!
//! Each backend says how it sees such a list ([`OrderedList`]): the `Value` path's lists
//! (`value/order.rs`), the typed path's keyed lists (`typed/keyed_list/`) and lists of
//! primitives (`typed/list.rs`).

use crate::error::{Error, ErrorKind, Trail};
use crate::lists::element::GoType;
use crate::lists::Key;
use crate::typed::DiffOptions;

/// A list field beside its `$setElementOrder` list that holds no list (`null` too): Go
/// asserts the type of both the live and the patch list there, and refuses.
pub(crate) fn not_a_list(found: &'static str) -> ErrorKind {
    ErrorKind::WrongType { expected: "list", found }
}

/// A list field with a `$setElementOrder` list, as one backend sees it. The lists are
/// merged where they lie: a backend compiled per item type then owns nothing it must drop
/// on the way out of an error.
pub(crate) trait OrderedList {
    /// An item of the live list, and of the result.
    type Item;
    /// An item of the patch list, and an entry of the order list.
    type PatchItem;
    /// What the merge learnt that the ordering reads.
    type Merged;
    /// What checking the patch learnt of the order list (its keys, where the typed path
    /// keeps them rather than look them up twice).
    type Checked;

    /// `validatePatchWithSetOrderList`: the patch's items (but `$patch: delete` ones) come
    /// in the order list's order; items with another directive are skipped.
    fn check_patch(&self, patch: &[Self::PatchItem], order: &[Self::PatchItem]) -> Result<Self::Checked, ErrorKind>;
    /// The one item type of the two lists (`sliceElementType`; [`apply_order`] has
    /// refused two empty ones); `None` where the compiler made the items one type.
    fn element_type(&self, live: &[Self::Item], patch: &[Self::PatchItem]) -> Result<Option<GoType>, ErrorKind>;
    /// A live list the patch does not mention.
    fn live_only(&self, live: &[Self::Item]) -> Result<Self::Merged, Error>;
    /// A patch list with no live list: the items the result has (directive items dropped).
    fn patch_only(&self, patch: &mut Vec<Self::PatchItem>) -> Result<(Vec<Self::Item>, Self::Merged), Error>;
    /// Both lists merged into `live`, with the live order the reference reads afterwards.
    fn merge(&self, live: &mut Vec<Self::Item>, patch: &mut Vec<Self::PatchItem>) -> Result<Self::Merged, Error>;
    /// The order list's keys; each entry must have one where the items are maps.
    fn order_keys(
        &self,
        checked: Self::Checked,
        order: &[Self::PatchItem],
        merged: &[Self::Item],
        kind: Option<GoType>,
    ) -> Result<Vec<Key>, ErrorKind>;
    /// The merged items put in their final order (`normalizeElementOrder`).
    fn order(
        &self,
        items: &mut Vec<Self::Item>,
        merged: Self::Merged,
        order_keys: &[Key],
        kind: Option<GoType>,
    ) -> Result<(), ErrorKind>;
}

/// Applies a list's patch with its `$setElementOrder` list (`mergePatchIntoOriginal`):
/// the patch checked against the order list, merged into the live list, then ordered;
/// the result is left in `live`, the patch list emptied. Go reads the item type before
/// the merge and reports a bad one after it; ordering a list when neither side has items
/// is an error. `trail` is the list's.
pub(crate) fn apply_order<L: OrderedList>(
    list: &L,
    live: &mut Option<Vec<L::Item>>,
    patch: &mut Option<Vec<L::PatchItem>>,
    order: &[L::PatchItem],
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let at = |kind| trail.error(kind);
    let (live_items, patch_items) = (live.as_deref().unwrap_or_default(), patch.as_deref().unwrap_or_default());
    let checked = list.check_patch(patch_items, order).map_err(at)?;
    let kind = if live_items.is_empty() && patch_items.is_empty() {
        Err(ErrorKind::EmptyLists)
    } else {
        list.element_type(live_items, patch_items)
    };
    let merged = match (&mut *live, patch) {
        (None, None) => return Ok(()),
        (Some(live), None) => list.live_only(live)?,
        (live @ None, Some(patch)) => {
            let (items, merged) = list.patch_only(patch)?;
            *live = Some(items);
            merged
        }
        (Some(live), Some(patch)) => list.merge(live, patch)?,
    };
    // Present now, whichever list was.
    let items = live.get_or_insert_with(Vec::new);
    let kind = kind.map_err(at)?;
    let order_keys = list.order_keys(checked, order, items, kind).map_err(at)?;
    list.order(items, merged, &order_keys, kind).map_err(at)
}

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
