//! Ownership through a write, as structured-merge-diff's `merge.Updater` computes it: an
//! apply merges the configuration in, gives its manager exactly the fields it sent, prunes
//! what the manager sent last time and no longer sends (unless someone else owns it), and
//! fails on fields other managers own whose values it changes, unless forced; an update
//! takes the fields it changes from everyone else.
//!
//! Objects are never converted between versions here: a manager's set recorded at another
//! apiVersion is read as if it were at the object's (the API server converts; an offline
//! tool has no conversions). Each version keeps its own reset fields.

use std::collections::{BTreeMap, HashMap};

use serde_json::Value;

use super::compare::Comparison;
use super::schema::{Part, TypeRef, UNTYPED_DEDUCED};
use super::TypeConverter;
use crate::doc::{Arena, Doc};
use crate::error::Error;
use crate::gojson::view::Json;
use crate::managed_fields::value::json_equals;
use crate::managed_fields::{FieldSet, PathElement};

/// What one manager owns (structured-merge-diff's `VersionedSet`).
#[derive(Debug, Clone)]
pub struct VersionedSet {
    /// The fields.
    pub set: FieldSet,
    /// The apiVersion the set was recorded at.
    pub api_version: String,
    /// Whether by an apply (not an update).
    pub applied: bool,
}

/// Managers by identifier (structured-merge-diff's `ManagedFields`). Go holds a map and
/// walks it in random order where the order does not change the answer; this walks it in
/// identifier order.
pub(crate) type Managers = BTreeMap<String, VersionedSet>;

/// The fields other managers own that a write changes, by manager.
pub(crate) type Conflicts = Vec<(String, FieldSet)>;

pub(crate) enum Failure {
    Conflicts(Conflicts),
    Error(Error),
}

impl From<Error> for Failure {
    fn from(error: Error) -> Failure {
        Failure::Error(error)
    }
}

pub(crate) struct Updater<'a> {
    pub(crate) converter: &'a TypeConverter,
    /// The objects' type.
    pub(crate) ty: &'a TypeRef,
    /// The fields no manager owns through this resource, by apiVersion (the API server's
    /// reset fields: `status` of a resource with a status subresource).
    pub(crate) ignored: &'a HashMap<String, FieldSet>,
}

impl Updater<'_> {
    /// An update from `live` to `new` by `manager` (`Updater.Update`): the paths it adds or
    /// changes become its own, everyone loses what it changed or removed.
    pub(crate) fn update<J: Json>(
        &self,
        live: &J,
        new: &J,
        version: &str,
        managers: Managers,
        manager: &str,
    ) -> Result<Managers, Error> {
        let mut managers = self.reconcile(managers);
        let compare = match self.take_changes(live, new, version, &mut managers, manager, true) {
            Ok(compare) => compare,
            Err(Failure::Error(error)) => return Err(error),
            Err(Failure::Conflicts(_)) => unreachable!("forced"),
        };
        let previous = managers.remove(manager).map(|owned| owned.set).unwrap_or_default();
        let set = previous.into_without(&compare.removed, false).into_union(compare.modified).into_union(compare.added);
        let set = self.filter(version, set);
        if !set.is_empty() {
            managers.insert(manager.to_owned(), VersionedSet { set, api_version: version.to_owned(), applied: false });
        }
        Ok(managers)
    }

    /// An apply of `config` (whose field set is `config_set`) to `live` by `manager`
    /// (`Updater.Apply`): the new object, in the documents' arena, or `None` when it equals
    /// `live`, and the managers after.
    #[allow(clippy::too_many_arguments)] // Go's signature, the set computed once, the arena.
    pub(crate) fn apply<'a>(
        &self,
        live: &Doc<'a>,
        config: &Doc<'a>,
        config_set: FieldSet,
        version: &str,
        managers: Managers,
        manager: &str,
        force: bool,
        arena: &'a Arena,
    ) -> Result<(Option<Doc<'a>>, Managers), Failure> {
        let mut managers = self.reconcile(managers);
        let merged = self.converter.merge_docs(live, config, self.ty, arena);
        let last = managers.get(manager).cloned();
        let set = self.filter(version, config_set);
        managers.insert(manager.to_owned(), VersionedSet { set, api_version: version.to_owned(), applied: true });
        let new = self.prune(merged, &managers, last.as_ref(), arena)?;
        self.take_changes(live, &new, version, &mut managers, manager, force)?;
        let changed = !json_equals(live, &new);
        Ok((changed.then_some(new), managers))
    }

    /// Takes from each manager but `workflow` what changes between `old` and `new`: what it
    /// owned and is modified or added is a conflict (an error unless forced), what is removed
    /// is no longer its own (`Updater.update`). The comparison at `version`.
    fn take_changes<J: Json>(
        &self,
        old: &J,
        new: &J,
        version: &str,
        managers: &mut Managers,
        workflow: &str,
        force: bool,
    ) -> Result<Comparison, Failure> {
        let compare = self.converter.compare_unchecked(old, new, self.ty);
        // Per version: its comparison, and what it modified or added.
        let mut at_version: HashMap<&str, (Comparison, FieldSet)> = HashMap::new();
        let mut conflicts: Conflicts = Vec::new();
        let mut removed: Vec<(String, FieldSet)> = Vec::new();
        for (name, owned) in managers.iter() {
            if name == workflow {
                continue;
            }
            let (changes, changed) = at_version.entry(owned.api_version.as_str()).or_insert_with(|| {
                let changes = self.filtered(compare.clone(), &owned.api_version);
                let changed = changes.modified.union(&changes.added);
                (changes, changed)
            });
            let conflict = owned.set.intersection(changed);
            if !conflict.is_empty() {
                conflicts.push((name.clone(), conflict));
            }
            if !changes.removed.is_empty() {
                removed.push((name.clone(), changes.removed.clone()));
            }
        }
        if !force && !conflicts.is_empty() {
            return Err(Failure::Conflicts(conflicts));
        }
        for (name, taken) in conflicts.iter().chain(&removed) {
            if let Some(owned) = managers.get_mut(name) {
                owned.set = std::mem::take(&mut owned.set).into_without(taken, false);
            }
        }
        managers.retain(|_, owned| !owned.set.is_empty());
        Ok(self.filtered(compare, version))
    }

    fn filter(&self, version: &str, set: FieldSet) -> FieldSet {
        match self.ignored.get(version) {
            Some(ignored) => set.into_without(ignored, true),
            None => set,
        }
    }

    fn filtered(&self, compare: Comparison, version: &str) -> Comparison {
        Comparison {
            added: self.filter(version, compare.added),
            modified: self.filter(version, compare.modified),
            removed: self.filter(version, compare.removed),
        }
    }

    /// Removes from `merged` what the applier owned before (`last`) and no longer does,
    /// except what some manager owns, and what was there only under a removed item
    /// (`Updater.prune`).
    fn prune<'a>(
        &self,
        merged: Doc<'a>,
        managers: &Managers,
        last: Option<&VersionedSet>,
        arena: &'a Arena,
    ) -> Result<Doc<'a>, Error> {
        let Some(last) = last.filter(|last| !last.set.is_empty()) else { return Ok(merged) };
        let merged_set = self.named(&self.converter.field_set_unchecked(&merged, self.ty)?);
        let pruned = self.remove(&merged, &self.named(&last.set), arena);
        let pruned = self.add_back_owned(&merged, &merged_set, pruned, &last.api_version, managers, arena)?;
        self.add_back_dangling(&merged, &merged_set, &pruned, &last.set, arena)
    }

    /// Puts back into `pruned` what any manager owns, version by version, the pruned
    /// version first (`addBackOwnedItems`).
    fn add_back_owned<'a>(
        &self,
        merged: &Doc<'a>,
        merged_set: &FieldSet,
        mut pruned: Doc<'a>,
        pruned_version: &str,
        managers: &Managers,
        arena: &'a Arena,
    ) -> Result<Doc<'a>, Error> {
        let mut owned: BTreeMap<&str, FieldSet> = BTreeMap::new();
        for set in managers.values() {
            let union = owned.get(set.api_version.as_str()).map_or_else(|| set.set.clone(), |s| s.union(&set.set));
            owned.insert(&set.api_version, union);
        }
        let first = owned.remove(pruned_version);
        for managed in first.iter().chain(owned.values()) {
            let pruned_set = self.named(&self.converter.field_set_unchecked(&pruned, self.ty)?);
            let keep = pruned_set.union(&self.named(managed));
            pruned = self.remove(merged, &merged_set.difference(&keep), arena);
        }
        Ok(pruned)
    }

    /// Removes from `merged` what pruning removed and the applier owned
    /// (`addBackDanglingItems`).
    fn add_back_dangling<'a>(
        &self,
        merged: &Doc<'a>,
        merged_set: &FieldSet,
        pruned: &Doc<'a>,
        last: &FieldSet,
        arena: &'a Arena,
    ) -> Result<Doc<'a>, Error> {
        let pruned_set = self.named(&self.converter.field_set_unchecked(pruned, self.ty)?);
        let gone = merged_set.difference(&pruned_set).intersection(&self.named(last));
        Ok(self.remove(merged, &gone, arena))
    }

    fn remove<'a>(&self, value: &Doc<'a>, set: &FieldSet, arena: &'a Arena) -> Doc<'a> {
        self.converter.removed_doc(value, set, self.ty, false, arena)
    }

    /// `set` with the struct fields it goes through as members too
    /// (`EnsureNamedFieldsAreMembers`): owning `.spec.replicas` then counts as owning
    /// `.spec` where `spec` is a declared field, not where it is a map's key.
    fn named(&self, set: &FieldSet) -> FieldSet {
        crate::bounds::with_stack(|| self.named_at(set, self.ty))
    }

    fn named_at(&self, set: &FieldSet, ty: &TypeRef) -> FieldSet {
        let atom = self.converter.types.atom_of(ty);
        let map = atom.and_then(|atom| atom.map.as_ref());
        let list = atom.and_then(|atom| atom.list.as_ref());
        let mut members = set.members.clone();
        for (element, _) in &set.children {
            if let (PathElement::Field(name), Some(map)) = (element, map) {
                if map.field(name).is_some() {
                    if let Err(at) = members.binary_search(element) {
                        members.insert(at, element.clone());
                    }
                }
            }
        }
        let children = set
            .children
            .iter()
            .map(|(element, child)| {
                let child_ty = match (element, map, list) {
                    (PathElement::Field(name), Some(map), _) => map.child_type(name),
                    (PathElement::Key(_), _, Some(list)) => &list.element,
                    _ => &TypeRef::Undeclared,
                };
                (element.clone(), crate::bounds::deeper(|| self.named_at(child, child_ty)))
            })
            .collect();
        FieldSet { members, children }
    }

    /// Each manager's set read under today's schema (`reconcileManagedFieldsWithSchemaChanges`):
    /// fields recorded inside what is now an atomic list or map become the whole value.
    fn reconcile(&self, managers: Managers) -> Managers {
        managers
            .into_iter()
            .map(|(name, mut owned)| {
                let mut remove = FieldSet::new();
                crate::bounds::with_stack(|| self.atomic_inside(&owned.set, self.ty, &mut Vec::new(), &mut remove));
                if !remove.is_empty() {
                    owned.set = owned.set.recursive_difference(&remove).union(&remove);
                }
                (name, owned)
            })
            .collect()
    }

    /// Collects into `found` the paths of atomic values that `set` looks inside (a path the
    /// set only names is whole already, and has nothing below it to look at).
    fn atomic_inside<'s>(
        &self,
        set: &'s FieldSet,
        ty: &TypeRef,
        path: &mut Vec<&'s PathElement>,
        found: &mut FieldSet,
    ) {
        let part = self.converter.types.part::<Value>(ty, None);
        match part {
            Part::Map(map, _)
                if map.fields.is_empty() && matches!(map.element, Some(TypeRef::Named(UNTYPED_DEDUCED, _))) =>
            {
                return
            }
            Part::Map(_, true) => {
                if set.size() > 0 && !path.is_empty() {
                    found.insert(&path.iter().map(|&element| element.clone()).collect::<Vec<_>>());
                }
                return;
            }
            Part::List(_, false) => {
                if !path.is_empty() {
                    found.insert(&path.iter().map(|&element| element.clone()).collect::<Vec<_>>());
                }
                return;
            }
            Part::Map(..) | Part::List(..) => {}
            Part::Scalar(_) | Part::None => return,
        }
        for (element, child) in &set.children {
            let child_ty = match (part, element) {
                (Part::Map(map, _), PathElement::Field(name)) => map.child_type(name),
                (Part::Map(map, _), _) => map.element.as_ref().unwrap_or(&TypeRef::Undeclared),
                (Part::List(list, _), _) => &list.element,
                _ => &TypeRef::Undeclared,
            };
            if !matches!(child_ty, TypeRef::Undeclared) {
                path.push(element);
                crate::bounds::deeper(|| self.atomic_inside(child, child_ty, path, found));
                path.pop();
            }
        }
    }
}
