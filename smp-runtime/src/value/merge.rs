//! Applying a strategic merge patch to a document (the reference's `mergeMap`), also used
//! by the three-way diff to merge its two partial patches.
//!
//! Order of work inside one map, as in the reference: the engine's
//! (`engine::map_merge`: `$patch`, `$retainKeys`, the fields), where the fields are every
//! `$setElementOrder/<field>` with its list, then the other keys.
//! Where Go iterates a map in random order and the outcome depends on it (a patch with
//! both `<field>` and `$deleteFromPrimitiveList/<field>` but no `$setElementOrder`),
//! smp merges `<field>` first and deletes after, as Go always does when the order
//! directive is present.

use super::common::{discard_nulls, remove_directives, take, MergeOptions};
use super::lists::{merge_list, ListField};
use super::order::merge_set_element_order;
use crate::directive::{self, field_of};
use crate::doc::{list_in, Arena, Doc, Map};
use crate::engine::carry_directive;
use crate::engine::map_merge::{self, MapMerge};
use crate::engine::patch::{map_directive, MapDirective};
use crate::engine::retain_keys::RetainKeys;
use crate::error::{Error, ErrorKind, Trail};
use crate::gojson;
use crate::gojson::scalar::go_type;
use crate::schema::SchemaRef;

pub(crate) fn merge_map<'a>(
    original: Map<'a>,
    patch: Map<'a>,
    schema: SchemaRef<'_>,
    options: MergeOptions,
    trail: &Trail<'_>,
) -> Result<Map<'a>, Error> {
    let arena = original.arena();
    let mut merging = Merging { original, patch, schema, options, arena };
    map_merge::merge_map(&mut merging, trail)?;
    Ok(merging.original)
}

/// One map being merged: the steps of [`map_merge::merge_map`] on a document's maps.
struct Merging<'a, 's> {
    original: Map<'a>,
    patch: Map<'a>,
    schema: SchemaRef<'s>,
    options: MergeOptions,
    arena: &'a Arena,
}

impl MapMerge for Merging<'_, '_> {
    fn directive(&mut self) -> Option<MapDirective> {
        match self.patch.get(directive::PATCH) {
            None => Some(MapDirective::Merge),
            // A word that is not a string is no directive Go knows.
            Some(marker) => marker.as_str().map(Some).and_then(map_directive),
        }
    }

    fn unknown_directive(&mut self, trail: &Trail<'_>) -> Error {
        let marker = self.patch.get(directive::PATCH).map_or_else(String::new, gojson::sprint);
        let map = gojson::sprint(&Doc::Object(self.patch.view()));
        trail.error(ErrorKind::UnknownPatchType { value: marker, map })
    }

    fn replace(&mut self, _trail: &Trail<'_>) -> Result<(), Error> {
        self.patch.remove(directive::PATCH);
        self.original = std::mem::replace(&mut self.patch, Map::new_in(self.arena));
        Ok(())
    }

    fn delete(&mut self, _trail: &Trail<'_>) -> Result<(), Error> {
        self.original = Map::new_in(self.arena);
        Ok(())
    }

    fn retain_keys(&mut self, trail: &Trail<'_>) -> Result<(), Error> {
        apply_retain_keys(&mut self.original, &mut self.patch, self.options, trail)
    }

    fn fields(&mut self, trail: &Trail<'_>) -> Result<(), Error> {
        let (original, schema, options) = (&mut self.original, self.schema, self.options);
        merge_set_element_order(original, &mut self.patch, schema, options, merge_map, trail)?;
        let patch = std::mem::replace(&mut self.patch, Map::new_in(self.arena)).freeze();
        // Plain keys first, `$deleteFromPrimitiveList/*` after (see the module docs).
        let is_deletion = |key: &str| key.starts_with(directive::DELETE_FROM_PRIMITIVE_LIST);
        for &(key, patch_value) in patch.entries().iter().filter(|(key, _)| !is_deletion(key)) {
            merge_key(original, key, patch_value, schema, options, trail)?;
        }
        for &(key, patch_value) in patch.entries().iter().filter(|(key, _)| is_deletion(key)) {
            merge_key(original, key, patch_value, schema, options, trail)?;
        }
        Ok(())
    }
}

fn merge_key<'a>(
    original: &mut Map<'a>,
    key: &'a str,
    patch_value: Doc<'a>,
    schema: SchemaRef<'_>,
    options: MergeOptions,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let (field, is_delete_list) = if key.starts_with(directive::DELETE_FROM_PRIMITIVE_LIST) {
        if !options.merge_parallel_list {
            original.insert(key, patch_value);
            return Ok(());
        }
        let field = field_of(key, directive::DELETE_FROM_PRIMITIVE_LIST).map_err(|kind| trail.error(kind))?;
        (field, true)
    } else {
        (key, false)
    };
    let child = trail.key(field)?;
    let arena = original.arena();

    if patch_value.is_null() {
        original.remove(field);
        if options.ignore_unmatched_nulls {
            return Ok(());
        }
    }
    let slot = original.get_mut(field);
    let same_type = slot.as_deref().map(|o| go_type(o) == go_type(&patch_value));
    if let (Some(slot), Some(true)) = (slot, same_type) {
        *slot = merge_present(take(slot), patch_value, field, schema, options, is_delete_list, &child, arena)?;
        return Ok(());
    }
    // Absent from the original, or of another type: the patch value is taken, cleaned. A
    // deletion list never creates its field.
    if !is_delete_list {
        match clean_patch_value(patch_value, options, &child, arena)? {
            Some(value) => original.insert(field, value),
            None => original.remove(field),
        };
    }
    Ok(())
}

/// The merge of a patch value into an original value of the same JSON type.
#[allow(clippy::too_many_arguments)]
fn merge_present<'a>(
    original: Doc<'a>,
    patch_value: Doc<'a>,
    field: &str,
    schema: SchemaRef<'_>,
    options: MergeOptions,
    is_delete_list: bool,
    child: &Trail<'_>,
    arena: &'a Arena,
) -> Result<Doc<'a>, Error> {
    // The caller checked that both have the same JSON type: other pairs take the patch.
    Ok(match (original, patch_value) {
        (original, Doc::Object(patch_map)) => {
            let (field_schema, meta) = schema.lookup_field(field).map_err(|kind| child.error(kind))?;
            let meta = meta.check().map_err(|kind| child.error(kind))?;
            match original {
                Doc::Object(original_map) if !meta.is_replace() && !field_schema.is_atomic() => {
                    let (original_map, patch_map) = (Map::thaw(original_map, arena), Map::thaw(patch_map, arena));
                    Doc::Object(merge_map(original_map, patch_map, field_schema, options, child)?.freeze())
                }
                _ => Doc::Object(patch_map),
            }
        }
        (Doc::Array(original_list), Doc::Array(patch_list)) => {
            let (items, meta) = schema.lookup_list_field(field).map_err(|kind| child.error(kind))?;
            let meta = meta.check().map_err(|kind| child.error(kind))?;
            let list = ListField { items, meta, is_delete_list, merge_maps: merge_map };
            let merged = merge_list(original_list.to_vec(), patch_list.to_vec(), &list, options, false, child, arena)?;
            Doc::Array(list_in(arena, &merged.merged))
        }
        (_, patch) => patch,
    })
}

/// The merge of an untyped value (a field of a typed struct holding any JSON): the
/// reference's rules for one key of a map whose schema knows nothing of it.
pub(crate) fn merge_untyped<'a>(
    original: Doc<'a>,
    patch: Doc<'a>,
    options: MergeOptions,
    schema: SchemaRef<'_>,
    trail: &Trail<'_>,
    arena: &'a Arena,
) -> Result<Doc<'a>, Error> {
    if go_type(&original) != go_type(&patch) {
        return Ok(clean_patch_value(patch, options, trail, arena)?.unwrap_or(Doc::Null));
    }
    match (original, patch) {
        (Doc::Object(original), Doc::Object(patch)) => {
            let (original, patch) = (Map::thaw(original, arena), Map::thaw(patch, arena));
            Ok(Doc::Object(merge_map(original, patch, schema, options, trail)?.freeze()))
        }
        // Lists have no strategy here: the patch's list replaces the original's.
        (_, patch) => Ok(patch),
    }
}

/// A patch value taken where the original has none (or one of another type): nulls
/// dropped when applying, directives removed (`None`: the value itself was a directive).
pub(crate) fn clean_patch_value<'a>(
    mut value: Doc<'a>,
    options: MergeOptions,
    trail: &Trail<'_>,
    arena: &'a Arena,
) -> Result<Option<Doc<'a>>, Error> {
    if options.ignore_unmatched_nulls {
        value = discard_nulls(value, arena, 0).map_err(|kind| trail.error(kind))?;
    }
    remove_directives(value, trail, arena)
}

/// A JSON value a patch creates on the typed path: cleaned as [`clean_patch_value`]
/// cleans it when applying, or only rid of its `$patch` maps where the walk keeps nulls
/// ([`Trail::keeping_nulls`]).
pub(crate) fn created<'a>(value: Doc<'a>, trail: &Trail<'_>, arena: &'a Arena) -> Result<Option<Doc<'a>>, Error> {
    if trail.keeps_nulls() {
        remove_directives(value, trail, arena)
    } else {
        clean_patch_value(value, MergeOptions::APPLY, trail, arena)
    }
}

/// `$retainKeys`: when applying, every non-null patch key must be listed, and the
/// original keys not listed are dropped. When merging two patches, the directive is
/// carried over (and must agree if both have it).
fn apply_retain_keys<'a>(
    original: &mut Map<'a>,
    patch: &mut Map<'a>,
    options: MergeOptions,
    trail: &Trail<'_>,
) -> Result<(), Error> {
    let Some(retain) = patch.remove(directive::RETAIN_KEYS) else { return Ok(()) };
    let child = trail.key(directive::RETAIN_KEYS)?;
    if !options.merge_parallel_list {
        let existing = original.remove(directive::RETAIN_KEYS);
        let carried = carry_directive(existing, Some(retain), ErrorKind::InvalidRetainKeysDirective, &child)?;
        original.extend(carried.map(|retain| (directive::RETAIN_KEYS, retain)));
        return Ok(());
    }
    let Doc::Array(listed) = retain else {
        return Err(child.error(ErrorKind::InvalidRetainKeysDirective));
    };
    // Go keeps the list in a map keyed by interface{}: a list or map item crashes it.
    if listed.iter().any(|item| item.is_array() || item.is_object()) {
        return Err(child.error(ErrorKind::UncomparableValues { what: "$retainKeys items" }));
    }
    let retain = RetainKeys::new(listed.iter().filter_map(Doc::as_str));
    if !retain.allows_patch(patch.iter().map(|(key, value)| (key, value.is_null()))) {
        return Err(child.error(ErrorKind::InvalidRetainKeysDirective));
    }
    original.retain(|key, _| retain.keeps(key));
    Ok(())
}
