//! How smp reads a property's patch extensions: the one rule behind the runtime's schema
//! loaders (`Schema::from_openapi_v3`, `Schema::from_crd`) and the code generators (the
//! `k8s-openapi` impls, `smp-build`), so a property means the same on the `Value` path
//! and on the typed path.
//!
//! ```
//! use smp_schemas::extensions::Extensions;
//! let ports = serde_json::json!({
//!     "type": "array",
//!     "x-kubernetes-list-type": "map",
//!     "x-kubernetes-list-map-keys": ["containerPort", "protocol"],
//! });
//! let extensions = Extensions::of(&ports);
//! // The reference reads only the patch extensions: the list is replaced whole.
//! assert_eq!(extensions.patch(false), (None, vec![]));
//! // Where list types are read (custom resources), it merges by both keys.
//! assert_eq!(extensions.patch(true), (Some("merge"), vec!["containerPort", "protocol"]));
//! ```

use crate::json::Json;

/// The patch extensions of one property's schema, as written.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Extensions<'a> {
    /// `x-kubernetes-patch-strategy` (`merge`, `replace`, `retainKeys`, or several joined
    /// by commas).
    pub patch_strategy: Option<&'a str>,
    /// `x-kubernetes-patch-merge-key`.
    pub patch_merge_key: Option<&'a str>,
    /// `x-kubernetes-list-type`: `atomic`, `set` or `map`.
    pub list_type: Option<&'a str>,
    /// `x-kubernetes-list-map-keys`, for `x-kubernetes-list-type: map`.
    pub list_map_keys: Vec<&'a str>,
    /// `x-kubernetes-map-type`: `atomic` or `granular` (server-side apply's reading of an
    /// object: one value, or field by field).
    pub map_type: Option<&'a str>,
}

impl<'a> Extensions<'a> {
    /// The extensions of `schema` (a property's schema, or a list's).
    pub fn of<J: Json<'a>>(schema: J) -> Self {
        let [patch_strategy, patch_merge_key, list_type, keys, map_type] = schema.get_all([
            "x-kubernetes-patch-strategy",
            "x-kubernetes-patch-merge-key",
            "x-kubernetes-list-type",
            "x-kubernetes-list-map-keys",
            "x-kubernetes-map-type",
        ]);
        Extensions {
            patch_strategy: patch_strategy.and_then(J::as_str),
            patch_merge_key: patch_merge_key.and_then(J::as_str),
            list_type: list_type.and_then(J::as_str),
            list_map_keys: keys.and_then(J::as_array).into_iter().flat_map(J::elements).filter_map(J::as_str).collect(),
            map_type: map_type.and_then(J::as_str),
        }
    }

    /// The patch strategy and merge key fields smp gives the property.
    ///
    /// The patch extensions win whenever the property has either: they are all the
    /// reference reads, so a built-in kind patches exactly as the API server does. Without
    /// them, and only where `list_types` is asked for (custom resources, whose patches
    /// smp computes offline), the list type speaks: `map` merges by its map keys (a
    /// composite key when there are several), `set` merges by value, `atomic` (or no list
    /// type) replaces the list whole.
    pub fn patch(&self, list_types: bool) -> (Option<&'a str>, Vec<&'a str>) {
        if self.patch_strategy.is_some() || self.patch_merge_key.is_some() || !list_types {
            return (self.patch_strategy, self.patch_merge_key.into_iter().collect());
        }
        match self.list_type {
            Some("map") => (Some("merge"), self.list_map_keys.clone()),
            Some("set") => (Some("merge"), Vec::new()),
            _ => (None, Vec::new()),
        }
    }
}

/// `x-kubernetes-int-or-string: true`: an integer or a string, replaced whole.
pub fn is_int_or_string<'a, J: Json<'a>>(schema: J) -> bool {
    flag(schema, "x-kubernetes-int-or-string")
}

/// `x-kubernetes-preserve-unknown-fields: true`: any JSON below, merged without a schema.
pub fn preserves_unknown_fields<'a, J: Json<'a>>(schema: J) -> bool {
    flag(schema, "x-kubernetes-preserve-unknown-fields")
}

fn flag<'a, J: Json<'a>>(schema: J, key: &str) -> bool {
    is_set(schema.get(key))
}

/// An extension flag's value (`x-kubernetes-int-or-string`, ...) set: `true`, not merely
/// present.
pub(crate) fn is_set<'a, J: Json<'a>>(flag: Option<J>) -> bool {
    flag.and_then(J::as_bool) == Some(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn patch_extensions_win_over_the_list_type() {
        let both = json!({"x-kubernetes-patch-strategy": "merge", "x-kubernetes-patch-merge-key": "name",
            "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name", "other"]});
        assert_eq!(Extensions::of(&both).patch(true), (Some("merge"), vec!["name"]));
        let set = json!({"x-kubernetes-list-type": "set"});
        assert_eq!(Extensions::of(&set).patch(true), (Some("merge"), vec![]));
        assert_eq!(Extensions::of(&set).patch(false), (None, vec![]));
        let atomic = json!({"x-kubernetes-list-type": "atomic"});
        assert_eq!(Extensions::of(&atomic).patch(true), (None, vec![]));
        assert!(is_int_or_string(&json!({"x-kubernetes-int-or-string": true})));
        assert!(!preserves_unknown_fields(&json!({"x-kubernetes-preserve-unknown-fields": "true"})));
    }
}
