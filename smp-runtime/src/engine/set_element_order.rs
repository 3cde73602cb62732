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

use super::DiffOptions;
use crate::error::{Error, ErrorKind, Trail};
use crate::lists::element::GoType;
use crate::lists::Key;

/// A list field beside its `$setElementOrder` list that holds no list (`null` too): Go
/// asserts the type of both the live and the patch list there, and refuses.
pub(crate) fn not_a_list(found: &'static str) -> ErrorKind {
    ErrorKind::WrongType { expected: "list", found }
}

/// The three lists of a list field with a `$setElementOrder` list: the live list and the
/// patch list (`None`: absent), merged where they lie, and the order list.
pub(crate) struct Lists<'a, I, P, O = P> {
    pub(crate) live: &'a mut Option<Vec<I>>,
    pub(crate) patch: &'a mut Option<Vec<P>>,
    pub(crate) order: &'a [O],
}

impl<I, P, O> Lists<'_, I, P, O> {
    /// The live items (none where the list is absent).
    pub(crate) fn live_items(&self) -> &[I] {
        self.live.as_deref().unwrap_or_default()
    }

    /// The patch items (none where the list is absent).
    pub(crate) fn patch_items(&self) -> &[P] {
        self.patch.as_deref().unwrap_or_default()
    }

    /// The live list, present from now on.
    pub(crate) fn live_list(&mut self) -> &mut Vec<I> {
        self.live.get_or_insert_with(Vec::new)
    }

    /// [`OrderedList::state`].
    pub(crate) fn state(&self) -> (bool, bool, bool) {
        (self.live.is_some(), self.patch.is_some(), self.live_items().is_empty() && self.patch_items().is_empty())
    }
}

/// A list field with a `$setElementOrder` list, as one backend sees it: it holds the
/// lists ([`Lists`]), so that [`apply_order`] needs no item type and a backend can hand
/// it over as `dyn` (the typed keyed lists do: one copy for every item type). The lists
/// are merged where they lie: a backend compiled per item type then owns nothing it must
/// drop on the way out of an error.
pub(crate) trait OrderedList {
    /// What the merge learnt that the ordering reads.
    type Merged;
    /// What checking the patch learnt of the order list (its keys, where the typed path
    /// keeps them rather than look them up twice).
    type Checked;

    /// Whether the live list and the patch list are present, and whether both are empty.
    fn state(&self) -> (bool, bool, bool);
    /// `validatePatchWithSetOrderList`: the patch's items (but `$patch: delete` ones) come
    /// in the order list's order; items with another directive are skipped.
    fn check_patch(&self) -> Result<Self::Checked, ErrorKind>;
    /// The one item type of the two lists (`sliceElementType`; [`apply_order`] has
    /// refused two empty ones); `None` where the compiler made the items one type.
    fn element_type(&self) -> Result<Option<GoType>, ErrorKind>;
    /// A live list the patch does not mention.
    fn live_only(&self) -> Result<Self::Merged, Error>;
    /// A patch list with no live list: the live list becomes the items the patch makes
    /// (directive items dropped).
    fn patch_only(&mut self) -> Result<Self::Merged, Error>;
    /// Both lists merged into the live one, with the live order the reference reads
    /// afterwards.
    fn merge(&mut self) -> Result<Self::Merged, Error>;
    /// The order list's keys; each entry must have one where the items are maps.
    fn order_keys(&self, checked: Self::Checked, kind: Option<GoType>) -> Result<Vec<Key>, ErrorKind>;
    /// The merged items put in their final order (`normalizeElementOrder`).
    fn order(&mut self, merged: Self::Merged, order_keys: &[Key], kind: Option<GoType>) -> Result<(), ErrorKind>;
}

/// Applies a list's patch with its `$setElementOrder` list (`mergePatchIntoOriginal`):
/// the patch checked against the order list, merged into the live list, then ordered;
/// the result is left in the live list, the patch list emptied. Go reads the item type
/// before the merge and reports a bad one after it; ordering a list when neither side has
/// items is an error. `trail` is the list's.
pub(crate) fn apply_order<L: OrderedList + ?Sized>(list: &mut L, trail: &Trail<'_>) -> Result<(), Error> {
    let at = |kind| trail.error(kind);
    let (live, patch, both_empty) = list.state();
    let checked = list.check_patch().map_err(at)?;
    let kind = if both_empty { Err(ErrorKind::EmptyLists) } else { list.element_type() };
    let merged = match (live, patch) {
        (false, false) => return Ok(()),
        (true, false) => list.live_only()?,
        (false, true) => list.patch_only()?,
        (true, true) => list.merge()?,
    };
    let kind = kind.map_err(at)?;
    let order_keys = list.order_keys(checked, kind).map_err(at)?;
    list.order(merged, &order_keys, kind).map_err(at)
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
