//! One map merged with its patch, or two patches of a map merged into one: the order of
//! the steps, written once for both backends. As the reference's `mergeMap` does it: the
//! map's `$patch` first (`replace` takes the rest of the patch, `delete` empties the map,
//! any other word is refused), then `$retainKeys`, then the fields, among which each
//! backend merges a map's `$setElementOrder` lists with the lists they order.

use super::patch::MapDirective;
use crate::error::{Error, Trail};

/// How one backend does each step of [`merge_map`] on one map.
pub(crate) trait MapMerge {
    /// The patch's `$patch`, as [`map_directive`](super::patch::map_directive) reads it:
    /// `None` for a word Go does not know in a map.
    fn directive(&mut self) -> Option<MapDirective>;
    /// The error for such a word, naming the patch as this backend prints it.
    fn unknown_directive(&mut self, trail: &Trail<'_>) -> Error;
    /// `$patch: replace`: the map becomes the rest of the patch.
    fn replace(&mut self, trail: &Trail<'_>) -> Result<(), Error>;
    /// `$patch: delete`: the map is emptied.
    fn delete(&mut self, trail: &Trail<'_>) -> Result<(), Error>;
    /// `$retainKeys`: checked against the patch's keys and applied to the map, or, when
    /// two patches merge, carried into the result.
    fn retain_keys(&mut self, trail: &Trail<'_>) -> Result<(), Error>;
    /// Each field merged with its patch.
    fn fields(&mut self, trail: &Trail<'_>) -> Result<(), Error>;
}

/// The steps of [`MapMerge`] in the reference's order.
pub(crate) fn merge_map<M: MapMerge + ?Sized>(map: &mut M, trail: &Trail<'_>) -> Result<(), Error> {
    match map.directive() {
        Some(MapDirective::Replace) => map.replace(trail),
        Some(MapDirective::Delete) => map.delete(trail),
        Some(MapDirective::Merge) => {
            map.retain_keys(trail)?;
            map.fields(trail)
        }
        None => Err(map.unknown_directive(trail)),
    }
}
