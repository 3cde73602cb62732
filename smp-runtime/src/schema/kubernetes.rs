//! Kubernetes' own definitions for built-in kinds (`smp-schemas`), each converted the
//! first time a lookup reaches it, from `smp-schemas`' compile-time index of the text.

use smp_schemas::Definitions;

use super::openapi::convert_one;
use super::{KubeVersion, Node, NodeId, Schema};
use crate::error::ErrorKind;

impl Schema {
    /// Kubernetes' own definitions for built-in kinds, from the compact extract in
    /// `smp-schemas`. Each definition is converted the first time a lookup reaches it, so
    /// a process that patches a Deployment reads the few definitions its patch touches,
    /// not the version's hundreds. Kept for the life of the process.
    ///
    /// ```
    /// use smp::{KubeVersion, Schema};
    /// let schema = Schema::kubernetes(KubeVersion::latest_enabled().unwrap())?;
    /// let deployment = schema.for_kind("apps/v1", "Deployment").unwrap();
    /// let (_, meta) = deployment.field("spec")?.0.field("template")?.0.field("spec")?.0.list_field("containers")?;
    /// assert_eq!(meta.merge_key(), Some("name"));
    /// # Ok::<(), smp::Error>(())
    /// ```
    pub fn kubernetes(version: KubeVersion) -> Result<&'static Schema, crate::Error> {
        use std::sync::OnceLock;
        static CACHE: [OnceLock<Option<Schema>>; KubeVersion::ALL.len()] =
            [const { OnceLock::new() }; KubeVersion::ALL.len()];
        let index = KubeVersion::ALL.iter().position(|v| *v == version).unwrap_or(0);
        CACHE[index]
            .get_or_init(|| {
                let definitions = smp_schemas::definitions(version)?;
                let units = (0..definitions.len()).map(|_| OnceLock::new()).collect();
                Some(Schema { lazy: Some(Lazy { definitions, units }), ..Schema::empty(true) })
            })
            .as_ref()
            .ok_or_else(|| not_compiled_in(version))
    }
}

/// Kubernetes' definitions, each converted on first use into a unit of nodes of its own
/// (`NodeId::unit` is one more than its position; see [`convert_one`]).
#[derive(Debug, Clone)]
pub(crate) struct Lazy {
    definitions: Definitions,
    units: Box<[std::sync::OnceLock<Box<[Node]>>]>,
}

impl Lazy {
    pub(super) fn definition(&self, name: &str) -> Option<NodeId> {
        self.definitions.position(name).map(NodeId::definition)
    }

    pub(super) fn kind(&self, api_version: &str, kind: &str) -> Option<NodeId> {
        self.definitions.kind(api_version, kind).map(NodeId::definition)
    }

    pub(super) fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        (0..self.definitions.len()).map(|position| self.definitions.name(position))
    }

    /// A node of a definition's unit, the definition converted if it is not yet.
    pub(super) fn node(&self, id: NodeId) -> &Node {
        static ANY: Node = Node::Arbitrary;
        let position = id.unit as usize - 1;
        let Some(unit) = self.units.get(position) else { return &ANY };
        let nodes = unit.get_or_init(|| self.convert(position, id.unit));
        nodes.get(id.local as usize).unwrap_or(&ANY)
    }

    /// The nodes of the definition at `position`, read from its tape: no parse. The
    /// definitions are smp's own, each converted in the tests: one that failed to convert
    /// would read as any JSON.
    fn convert(&self, position: usize, unit: u32) -> Box<[Node]> {
        let (name, definition) = (self.definitions.name(position), self.definitions.tape(position));
        match convert_one(name, definition, self.definitions, unit) {
            Ok(nodes) => nodes.into_boxed_slice(),
            Err(_) => Box::new([Node::Arbitrary, Node::Arbitrary]),
        }
    }
}

fn not_compiled_in(version: KubeVersion) -> crate::Error {
    crate::Error::new(
        ErrorKind::InvalidSchema(format!("Kubernetes {version} definitions are not compiled in")),
        crate::JsonPath::root(),
    )
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::SchemaRef;

    /// Every kind of every version compiled in reads, node for node, as the whole document
    /// converted at once does; and every definition converts.
    #[test]
    fn each_definition_on_first_use_reads_as_the_whole_document() {
        let versions: Vec<KubeVersion> = KubeVersion::ALL.into_iter().filter(KubeVersion::is_enabled).collect();
        assert!(!versions.is_empty(), "the tests build with every version's definitions");
        for version in versions {
            let text = smp_schemas::definitions_json(version).unwrap();
            let whole = Schema::from_openapi_v2(&serde_json::from_str(text).unwrap()).unwrap();
            let lazy = Schema::kubernetes(version).unwrap();
            assert!(whole.kinds.len() > 100, "{version}: {} kinds", whole.kinds.len());
            for ((api_version, kind), &node) in &whole.kinds {
                let read = lazy.for_kind(api_version, kind).unwrap_or_else(|| panic!("{version} {api_version} {kind}"));
                let path = format!("{version} {api_version} {kind}");
                same(SchemaRef { schema: &whole, node }, read, &path, &mut HashSet::new());
            }
            let names: HashSet<&str> = lazy.definition_names().collect();
            assert_eq!(names, whole.definition_names().collect::<HashSet<_>>(), "{version}");
            for name in names {
                let (whole, read) = (whole.definition(name).unwrap(), lazy.definition(name).unwrap());
                same(whole, read, name, &mut HashSet::new());
            }
            assert!(lazy.for_kind("apps/v1", "NoSuchKind").is_none());
        }
    }

    fn same(whole: SchemaRef<'_>, lazy: SchemaRef<'_>, path: &str, seen: &mut HashSet<(NodeId, NodeId)>) {
        if !seen.insert((whole.node, lazy.node)) {
            return;
        }
        match (whole.node(), lazy.node()) {
            (Node::Struct { name, fields, .. }, Node::Struct { name: other_name, fields: other_fields, .. }) => {
                assert_eq!(name, other_name, "{path}");
                let mut names: Vec<&String> = fields.keys().collect();
                let mut other_names: Vec<&String> = other_fields.keys().collect();
                names.sort();
                other_names.sort();
                assert_eq!(names, other_names, "{path}");
                for (key, field) in fields {
                    let other = &other_fields[key];
                    assert_eq!(field.meta, other.meta, "{path}.{key}");
                    same(whole.at(field.node), lazy.at(other.node), &format!("{path}.{key}"), seen);
                }
            }
            (Node::List { items }, Node::List { items: other }) => {
                same(whole.at(*items), lazy.at(*other), &format!("{path}[]"), seen);
            }
            (node, other) => assert_eq!(format!("{node:?}"), format!("{other:?}"), "{path}"),
        }
    }
}
