//! Each version's definitions, readable one at a time: the build script (`build.rs`)
//! indexes every enabled version's document, so that nothing is parsed to find one.

use std::fmt;

use crate::tape::Tape;
use crate::{definitions_json, KubeVersion};

/// Where each definition of one version's document lies, and which declares each kind;
/// written by the build script (`build.rs`) for each enabled version.
struct Index {
    /// The definitions laid out as a tape ([`crate::tape`]).
    tape: &'static [u8],
    /// (name, start, end, at): the definition's text is `document[start..end]`, its tape
    /// starts at word `at`; sorted by name.
    definitions: &'static [(&'static str, usize, usize, usize)],
    /// (apiVersion, kind, position in `definitions`); sorted.
    kinds: &'static [(&'static str, &'static str, usize)],
}

include!(concat!(env!("OUT_DIR"), "/index.rs"));

/// One version's definitions, each readable without parsing the others: a position for
/// each (in name order), its name and its JSON text, and the definition of each kind. From
/// an index the build script makes; no definition is a bare `$ref` to another (the build
/// checks it), so each stands for itself.
///
/// ```
/// use smp_schemas::{definitions, KubeVersion};
///
/// if let Some(definitions) = definitions(KubeVersion::V1_33) {
///     let container = definitions.position("io.k8s.api.core.v1.Container").unwrap();
///     assert_eq!(definitions.name(container), "io.k8s.api.core.v1.Container");
///     assert!(definitions.json(container).contains("\"x-kubernetes-patch-merge-key\":\"containerPort\""));
///     let deployment = definitions.kind("apps/v1", "Deployment").unwrap();
///     assert_eq!(definitions.name(deployment), "io.k8s.api.apps.v1.Deployment");
///     assert_eq!(definitions.kind("apps/v1", "Nothing"), None);
/// }
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Definitions {
    index: &'static Index,
    document: &'static str,
}

impl fmt::Debug for Index {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Index").field("definitions", &self.definitions.len()).finish_non_exhaustive()
    }
}

/// The definitions of `version`, or `None` when its cargo feature is not enabled.
pub fn definitions(version: KubeVersion) -> Option<Definitions> {
    Some(Definitions { index: index(version)?, document: definitions_json(version)? })
}

fn index(version: KubeVersion) -> Option<&'static Index> {
    match version {
        #[cfg(feature = "v1_32")]
        KubeVersion::V1_32 => Some(&V1_32_INDEX),
        #[cfg(feature = "v1_33")]
        KubeVersion::V1_33 => Some(&V1_33_INDEX),
        #[cfg(feature = "v1_34")]
        KubeVersion::V1_34 => Some(&V1_34_INDEX),
        #[cfg(feature = "v1_35")]
        KubeVersion::V1_35 => Some(&V1_35_INDEX),
        #[cfg(feature = "v1_36")]
        KubeVersion::V1_36 => Some(&V1_36_INDEX),
        #[cfg(feature = "v1_37")]
        KubeVersion::V1_37 => Some(&V1_37_INDEX),
        #[allow(unreachable_patterns)]
        _ => None,
    }
}

impl Definitions {
    /// How many definitions there are; positions run from 0 to this.
    pub fn len(&self) -> usize {
        self.index.definitions.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.index.definitions.is_empty()
    }

    /// The position of the definition with this name.
    pub fn position(&self, name: &str) -> Option<usize> {
        self.index.definitions.binary_search_by(|(candidate, ..)| (*candidate).cmp(name)).ok()
    }

    /// The name of the definition at `position` (empty past the end).
    pub fn name(&self, position: usize) -> &'static str {
        self.index.definitions.get(position).map_or("", |(name, ..)| name)
    }

    /// The JSON text of the definition at `position` (empty past the end).
    pub fn json(&self, position: usize) -> &'static str {
        let Some(&(_, start, end, _)) = self.index.definitions.get(position) else { return "" };
        self.document.get(start..end).unwrap_or("")
    }

    /// The definition at `position`, to read as JSON without a parse (`null` past the end).
    pub fn tape(&self, position: usize) -> Tape {
        let at = self.index.definitions.get(position).map_or(self.index.tape.len() / 4, |&(.., at)| at);
        Tape::new(self.index.tape, self.document, at)
    }

    /// The position of the definition that declares a kind in its
    /// `x-kubernetes-group-version-kind` (the last in name order, where several do).
    pub fn kind(&self, api_version: &str, kind: &str) -> Option<usize> {
        let kinds = self.index.kinds;
        let found = kinds.binary_search_by(|(v, k, _)| (*v, *k).cmp(&(api_version, kind))).ok()?;
        Some(kinds[found].2)
    }
}
