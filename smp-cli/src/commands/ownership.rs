//! An object's managedFields as `smp owners` reads them, for its table and JSON and for
//! its blame view.

use serde_json::Value;
use smp::managed_fields::{self, FieldPath, FieldSet, ManagedFieldsEntry};

/// An object's managedFields: the entries, the fields of each, and every field one owns.
pub struct Ownership {
    entries: Vec<ManagedFieldsEntry>,
    sets: Vec<FieldSet>,
    pub all: FieldSet,
}

impl Ownership {
    pub fn read(object: &Value) -> Result<Ownership, smp::Error> {
        let entries = managed_fields::read(object)?.unwrap_or_default();
        let sets: Vec<FieldSet> = entries.iter().map(ManagedFieldsEntry::field_set).collect::<Result<_, _>>()?;
        let all = sets.iter().fold(FieldSet::new(), |all, set| all.union(set));
        Ok(Ownership { entries, sets, all })
    }

    /// The entries that own `path`.
    pub fn owners<'a>(&'a self, path: &'a FieldPath) -> impl Iterator<Item = &'a ManagedFieldsEntry> + 'a {
        self.entries.iter().zip(&self.sets).filter(|(_, set)| set.has(&path.0)).map(|(entry, _)| entry)
    }
}

/// Whether a path printed as `text` is one asked for: it starts with one of `prefixes`, or
/// none are given.
pub fn asked_for(text: &str, prefixes: &[String]) -> bool {
    prefixes.is_empty() || prefixes.iter().any(|prefix| text.starts_with(prefix.as_str()))
}
