//! Kubernetes' own definitions for built-in kinds (`smp-schemas`): all of a version's at
//! once, or one kind's, reading only the definitions that kind reaches.

use std::collections::HashMap;

use super::{KubeVersion, Schema, SchemaRef};
use crate::error::ErrorKind;

impl Schema {
    /// Kubernetes' own definitions for built-in kinds, from the compact extract in
    /// `smp-schemas`. Parsed once per version and kept for the life of the process.
    ///
    /// ```
    /// use smp::{KubeVersion, Schema};
    /// let schema = Schema::kubernetes(KubeVersion::latest_enabled().unwrap()).unwrap();
    /// assert!(schema.for_kind("apps/v1", "Deployment").is_some());
    /// ```
    pub fn kubernetes(version: KubeVersion) -> Result<&'static Schema, crate::Error> {
        use std::sync::OnceLock;
        static CACHE: [OnceLock<Result<Schema, crate::Error>>; 5] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let index = KubeVersion::ALL.iter().position(|v| *v == version).unwrap_or(0);
        CACHE[index]
            .get_or_init(|| {
                let text = smp_schemas::definitions_json(version).ok_or_else(|| not_compiled_in(version))?;
                let document: serde_json::Value = serde_json::from_str(text).map_err(invalid_json)?;
                Ok(Schema::from_openapi_v2(&document)?.with_case_insensitive_fields(true))
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The type of one built-in kind of Kubernetes `version`, reading only the
    /// definitions that kind needs (a Deployment's are a tenth of the whole): what a
    /// process that patches a few kinds calls, where [`Schema::kubernetes`] reads every
    /// definition once. Built once per kind and kept for the life of the process. `None`
    /// for a kind the version does not have.
    ///
    /// ```
    /// use smp::{KubeVersion, Schema};
    /// let version = KubeVersion::latest_enabled().unwrap();
    /// let deployment = Schema::kubernetes_kind(version, "apps/v1", "Deployment")?.unwrap();
    /// let (_, meta) = deployment.field("spec")?.0.field("template")?.0.field("spec")?.0.list_field("containers")?;
    /// assert_eq!(meta.merge_key(), Some("name"));
    /// assert!(Schema::kubernetes_kind(version, "apps/v1", "Nothing")?.is_none());
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn kubernetes_kind(
        version: KubeVersion,
        api_version: &str,
        kind: &str,
    ) -> Result<Option<SchemaRef<'static>>, crate::Error> {
        use std::sync::{Mutex, OnceLock};
        type Built = HashMap<(KubeVersion, &'static str), &'static Schema>;
        static CACHE: OnceLock<Mutex<Built>> = OnceLock::new();
        if !version.is_enabled() {
            return Err(not_compiled_in(version));
        }
        let Some(root) = smp_schemas::kind_definition(version, api_version, kind) else { return Ok(None) };
        let cache = CACHE.get_or_init(Default::default);
        let built = cache.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).get(&(version, root)).copied();
        let schema = match built {
            Some(schema) => schema,
            None => {
                // Built outside the lock; a kind built twice at once keeps the first.
                let schema: &'static Schema = Box::leak(Box::new(kind_schema(version, root)?));
                *cache.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).entry((version, root)).or_insert(schema)
            }
        };
        Ok(schema.definition(root))
    }
}

/// The definitions `root` reaches through `$ref`s, and only those, as one schema.
fn kind_schema(version: KubeVersion, root: &'static str) -> Result<Schema, crate::Error> {
    let mut definitions = serde_json::Map::new();
    let mut pending = vec![root.to_owned()];
    while let Some(name) = pending.pop() {
        if definitions.contains_key(&name) {
            continue;
        }
        // A reference to a definition the document lacks is left for the conversion to
        // report.
        let Some(text) = smp_schemas::definition_json(version, &name) else { continue };
        let definition: serde_json::Value = serde_json::from_str(text).map_err(invalid_json)?;
        let mut values = vec![&definition];
        while let Some(value) = values.pop() {
            match value {
                serde_json::Value::Object(map) => {
                    let target = map.get("$ref").and_then(serde_json::Value::as_str);
                    pending.extend(target.and_then(|target| target.strip_prefix("#/definitions/")).map(str::to_owned));
                    values.extend(map.values());
                }
                serde_json::Value::Array(items) => values.extend(items),
                _ => {}
            }
        }
        definitions.insert(name, definition);
    }
    let document = serde_json::Value::Object([("definitions".to_owned(), definitions.into())].into_iter().collect());
    Ok(Schema::from_openapi_v2(&document)?.with_case_insensitive_fields(true))
}

fn not_compiled_in(version: KubeVersion) -> crate::Error {
    crate::Error::new(
        ErrorKind::InvalidSchema(format!("Kubernetes {version} definitions are not compiled in")),
        crate::JsonPath::root(),
    )
}

fn invalid_json(error: serde_json::Error) -> crate::Error {
    crate::Error::new(ErrorKind::InvalidSchema(error.to_string()), crate::JsonPath::root())
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::super::Node;
    use super::*;

    /// Every kind of every version compiled in: the schema of the kind alone is the one of
    /// the whole document, node for node.
    #[test]
    fn each_kind_alone_reads_as_the_whole_document() {
        let versions: Vec<KubeVersion> = KubeVersion::ALL.into_iter().filter(KubeVersion::is_enabled).collect();
        assert!(!versions.is_empty(), "the tests build with every version's definitions");
        for version in versions {
            let whole = Schema::kubernetes(version).unwrap();
            assert!(whole.kinds.len() > 100, "{version}: {} kinds", whole.kinds.len());
            for ((api_version, kind), &node) in &whole.kinds {
                let alone = Schema::kubernetes_kind(version, api_version, kind)
                    .unwrap()
                    .unwrap_or_else(|| panic!("{version} {api_version} {kind}: not found alone"));
                let path = format!("{version} {api_version} {kind}");
                same(SchemaRef { schema: whole, node }, alone, &path, &mut HashSet::new());
            }
            assert!(Schema::kubernetes_kind(version, "apps/v1", "NoSuchKind").unwrap().is_none());
        }
    }

    fn same(whole: SchemaRef<'_>, alone: SchemaRef<'_>, path: &str, seen: &mut HashSet<(usize, usize)>) {
        if !seen.insert((whole.node.0, alone.node.0)) {
            return;
        }
        match (whole.node(), alone.node()) {
            (Node::Struct { name, fields }, Node::Struct { name: other_name, fields: other_fields }) => {
                assert_eq!(name, other_name, "{path}");
                let mut names: Vec<&String> = fields.keys().collect();
                let mut other_names: Vec<&String> = other_fields.keys().collect();
                names.sort();
                other_names.sort();
                assert_eq!(names, other_names, "{path}");
                for (key, field) in fields {
                    let other = &other_fields[key];
                    assert_eq!(field.meta, other.meta, "{path}.{key}");
                    same(whole.at(field.node), alone.at(other.node), &format!("{path}.{key}"), seen);
                }
            }
            (Node::List { items }, Node::List { items: other }) => {
                same(whole.at(*items), alone.at(*other), &format!("{path}[]"), seen);
            }
            (node, other) => assert_eq!(format!("{node:?}"), format!("{other:?}"), "{path}"),
        }
    }
}
