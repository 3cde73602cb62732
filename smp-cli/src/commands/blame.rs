//! `smp owners -o blame`: the object's YAML (as `-o yaml` prints it, without its
//! managedFields) with the owners of each line's field beside it, as `git blame` puts
//! authors beside lines.

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};
use smp::managed_fields::{ElementValue, FieldPath, FieldSet, ManagedFieldsEntry, PathElement};

use super::ownership::{asked_for, Ownership};
use crate::error::CliError;
use crate::output::Output;

/// One line of the YAML and the field it writes (`None`: a line of a value written over
/// several lines, or a list item's own line).
struct Line {
    path: Option<FieldPath>,
    text: String,
}

/// Prints `object`'s blame: each line of its YAML, after the owners of the field the line
/// writes (`manager (Operation)`, co-owners joined by commas), the owners of paths that do
/// not start with one of `prefixes` (where given) left out.
pub fn print(out: &mut Output, object: &Value, ownership: &Ownership, prefixes: &[String]) -> Result<(), CliError> {
    let mut shown = object.clone();
    crate::output::hide_managed_fields(&mut shown);
    let lines = lines(&shown, &ownership.all)?;
    let owners: Vec<String> = lines
        .iter()
        .map(|line| match &line.path {
            Some(path) if asked_for(&path.to_string(), prefixes) => {
                ownership.owners(path).map(owner).collect::<Vec<_>>().join(", ")
            }
            _ => String::new(),
        })
        .collect();
    let width = owners.iter().map(|owner| owner.chars().count()).max().unwrap_or(0);
    for (owner, line) in owners.iter().zip(&lines) {
        match width {
            0 => out.line(&line.text)?,
            _ => out.line(format!("{owner:<width$}  {}", line.text).trim_end())?,
        }
    }
    Ok(())
}

/// An owner as the blame names it: `hpa (Update)`, `kubelet (Update, status)`.
fn owner(entry: &ManagedFieldsEntry) -> String {
    match entry.subresource.as_str() {
        "" => format!("{} ({})", entry.manager, entry.operation.as_str()),
        subresource => format!("{} ({}, {subresource})", entry.manager, entry.operation.as_str()),
    }
}

/// The lines of `object`'s YAML (`smp::yaml::to_string`'s, which folds long strings by
/// their column), each with the field it writes: the walk says in order which entries
/// begin a line and how that line begins; every other line continues the value before.
fn lines(object: &Value, all: &FieldSet) -> Result<Vec<Line>, CliError> {
    // Each path's children in the sets (how a list's items are named there), sorted: the
    // paths come sorted, so a parent's children come in order, each run of one together.
    let mut children: BTreeMap<FieldPath, Vec<PathElement>> = BTreeMap::new();
    for path in all.paths() {
        for at in 0..path.0.len() {
            let known = children.entry(FieldPath(path.0[..at].to_vec())).or_default();
            if known.last() != Some(&path.0[at]) {
                known.push(path.0[at].clone());
            }
        }
    }
    let mut entries = Vec::new();
    if let Value::Object(map) = object {
        Walk { children: &children, entries: &mut entries }.map(map, &mut Vec::new(), 0, false)?;
    }
    let mut entries = entries.into_iter().peekable();
    let text = smp::yaml::to_string(object)?;
    let lines = text.lines().map(|line| {
        let starts = entries.peek().is_some_and(|(_, begins)| line.starts_with(begins.as_str()));
        let path = if starts { entries.next().map(|(path, _)| path) } else { None };
        Line { path, text: line.to_owned() }
    });
    Ok(lines.collect())
}

/// The walk that lists, in the order `smp::yaml::to_string` writes them, the entries that
/// begin a line: each with its field and how its line begins (two spaces a level, a list's
/// items at its key's indentation). A later line of a value begins with more spaces than
/// its entry's, so it cannot be taken for the next entry.
struct Walk<'a> {
    children: &'a BTreeMap<FieldPath, Vec<PathElement>>,
    entries: &'a mut Vec<(FieldPath, String)>,
}

impl Walk<'_> {
    /// The members of a map at `indent`; the first behind `- ` where the map is a list item.
    fn map(
        &mut self,
        map: &Map<String, Value>,
        path: &mut Vec<PathElement>,
        indent: usize,
        item: bool,
    ) -> Result<(), CliError> {
        for (n, (key, value)) in map.iter().enumerate() {
            let lead = match (item, n) {
                (true, 0) => format!("{}- ", " ".repeat(indent - 2)),
                _ => " ".repeat(indent),
            };
            path.push(PathElement::Field(key.as_str().into()));
            self.entries.push((FieldPath(path.clone()), format!("{lead}{}:", key_text(key)?)));
            match value {
                Value::Object(inner) if !inner.is_empty() => self.map(inner, path, indent + 2, false)?,
                Value::Array(items) if !items.is_empty() => self.list(items, path, indent)?,
                _ => {}
            }
            path.pop();
        }
        Ok(())
    }

    /// The items of a list at `indent`, each named as the sets name it.
    fn list(&mut self, items: &[Value], path: &mut Vec<PathElement>, indent: usize) -> Result<(), CliError> {
        for (index, item) in items.iter().enumerate() {
            path.push(self.element(path, item, index));
            match item {
                Value::Object(map) if !map.is_empty() => self.map(map, path, indent + 2, true)?,
                // A list in a list: its item's line begins with both dashes.
                Value::Array(inner) if !inner.is_empty() => {
                    self.entries.push((FieldPath(path.clone()), format!("{}- -", " ".repeat(indent))));
                }
                _ => self.entries.push((FieldPath(path.clone()), format!("{}- ", " ".repeat(indent)))),
            }
            path.pop();
        }
        Ok(())
    }

    /// How the sets name the item at `index` of the list at `path`: by its key fields, its
    /// value or its index, whichever of the names they hold matches it. The name the item
    /// would have under the first name's kind is looked up first (a binary search), then
    /// every name is tried (items keyed by other fields).
    fn element(&self, path: &[PathElement], item: &Value, index: usize) -> PathElement {
        let Some(known) = self.children.get(&FieldPath(path.to_vec())) else {
            return PathElement::Index(index as i64);
        };
        let likely = match known.first() {
            Some(PathElement::Key(fields)) => fields
                .iter()
                .map(|(name, _)| item.get(&**name).map(|value| (name.clone(), ElementValue::from(value))))
                .collect::<Option<_>>()
                .map(PathElement::Key),
            Some(PathElement::SetItem(_)) => Some(PathElement::SetItem(ElementValue::from(item))),
            _ => Some(PathElement::Index(index as i64)),
        };
        if let Some(Ok(at)) = likely.map(|likely| known.binary_search(&likely)) {
            return known[at].clone();
        }
        let matches = |element: &&PathElement| match element {
            PathElement::Key(fields) => fields
                .iter()
                .all(|(name, value)| item.get(&**name).is_some_and(|field| ElementValue::from(field).equals(value))),
            PathElement::SetItem(value) => ElementValue::from(item).equals(value),
            PathElement::Index(at) => usize::try_from(*at).is_ok_and(|at| at == index),
            PathElement::Field(_) => false,
        };
        known.iter().find(matches).cloned().unwrap_or(PathElement::Index(index as i64))
    }
}

/// A map key as YAML writes it (quoted where it must be).
fn key_text(key: &str) -> Result<String, CliError> {
    let text = smp::yaml::to_string(&json!({ key: null }))?;
    Ok(text.trim_end().strip_suffix(": null").unwrap_or(&text).to_owned())
}

#[cfg(test)]
mod tests {
    use std::io::BufRead;

    use serde_json::Value;
    use smp::managed_fields::{self, FieldSet, ManagedFieldsEntry};

    /// On the objects the API server's field manager stored in the reconcile record (real
    /// manifests, with managedFields): the lines are the object's YAML as `-o yaml` prints
    /// it, and every field a manager owns that the object holds has its line, once.
    #[test]
    fn lines_are_the_yaml_and_every_owned_field_has_one() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/data/server_side/reconcile-oracle.jsonl.gz");
        let file = std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let (mut objects, mut blamed) = (0, 0);
        for line in std::io::BufReader::new(flate2::read::GzDecoder::new(file)).lines() {
            let record: Value = serde_json::from_str(&line.unwrap()).unwrap();
            let Some(object) = record["1.37"]["steps"][0].get("object") else { continue };
            let entries = managed_fields::read(object).unwrap().unwrap_or_default();
            let sets: Vec<FieldSet> = entries.iter().map(|e| ManagedFieldsEntry::field_set(e).unwrap()).collect();
            let all = sets.iter().fold(FieldSet::new(), |all, set| all.union(set));
            let mut shown = object.clone();
            crate::output::hide_managed_fields(&mut shown);
            let lines = super::lines(&shown, &all).unwrap();
            let text: String = lines.iter().map(|line| format!("{}\n", line.text)).collect();
            assert_eq!(text, smp::yaml::to_string(&shown).unwrap(), "{object}");
            // Each owned leaf the object holds (under metadata.managedFields none is shown).
            for path in all.leaves().paths() {
                let on = lines.iter().filter(|line| line.path.as_ref() == Some(&path)).count();
                let shown_field = !path.to_string().starts_with(".metadata.managedFields");
                assert!(on <= 1, "{path} on {on} lines of {object}");
                if on == 1 {
                    blamed += 1;
                } else {
                    assert!(!shown_field || !holds(&shown, &path), "{path} has no line: {text}");
                }
            }
            objects += 1;
        }
        assert!(objects >= 900 && blamed >= 10_000, "{objects} objects, {blamed} fields");
    }

    /// Whether `object` holds a scalar (or empty) value at `path`, list items found by
    /// their key fields, value or index.
    fn holds(object: &Value, path: &managed_fields::FieldPath) -> bool {
        use managed_fields::{ElementValue, PathElement};
        let mut at = object;
        for element in &path.0 {
            let next = match (element, at) {
                (PathElement::Field(name), Value::Object(map)) => map.get(&**name),
                (PathElement::Key(fields), Value::Array(items)) => items.iter().find(|item| {
                    fields
                        .iter()
                        .all(|(name, value)| item.get(&**name).is_some_and(|v| ElementValue::from(v).equals(value)))
                }),
                (PathElement::SetItem(value), Value::Array(items)) => {
                    items.iter().find(|item| ElementValue::from(*item).equals(value))
                }
                (PathElement::Index(index), Value::Array(items)) => {
                    usize::try_from(*index).ok().and_then(|i| items.get(i))
                }
                _ => None,
            };
            match next {
                Some(next) => at = next,
                None => return false,
            }
        }
        !matches!(at, Value::Object(map) if !map.is_empty()) && !matches!(at, Value::Array(items) if !items.is_empty())
    }
}
