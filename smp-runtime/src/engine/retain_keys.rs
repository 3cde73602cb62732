//! `$retainKeys`, for both paths: the keys of a map that survive a patch with the
//! `retainKeys` strategy (applying), the list a diff sends, and how two patches carry it.

use crate::lists::HashSet;

use crate::directive;

/// The keys a `$retainKeys` directive lists.
///
/// ```
/// use smp::__private::RetainKeys;
/// let retain = RetainKeys::new(["name", "secret"]);
/// assert!(retain.allows_patch_key("secret", false));
/// assert!(!retain.allows_patch_key("configMap", false));
/// assert!(retain.allows_patch_key("configMap", true)); // a null deletes: always allowed
/// assert!(!retain.keeps("configMap"));
/// ```
#[derive(Debug, Clone)]
pub struct RetainKeys<'k> {
    listed: HashSet<&'k str>,
}

impl<'k> RetainKeys<'k> {
    /// The directive's list.
    pub fn new(listed: impl IntoIterator<Item = &'k str>) -> Self {
        RetainKeys { listed: listed.into_iter().collect() }
    }

    /// The directive's list as a patch holds it. Compiled once, not per struct that reads it.
    #[inline(never)]
    pub fn listed(listed: &'k [String]) -> Self {
        RetainKeys::new(listed.iter().map(String::as_str))
    }

    /// Whether a patch may carry this key beside the directive: every key with a
    /// non-null value must be listed, but the parallel-list directives.
    pub fn allows_patch_key(&self, key: &str, is_null: bool) -> bool {
        is_null
            || key.starts_with(directive::DELETE_FROM_PRIMITIVE_LIST)
            || key.starts_with(directive::SET_ELEMENT_ORDER)
            || self.listed.contains(key)
    }

    /// Whether a patch may carry all these keys beside the directive (each with whether
    /// its value is null): [`RetainKeys::allows_patch_key`] for each.
    pub fn allows_patch<'p>(&self, keys: impl IntoIterator<Item = (&'p str, bool)>) -> bool {
        keys.into_iter().all(|(key, is_null)| self.allows_patch_key(key, is_null))
    }

    /// Whether the live map keeps this key.
    pub fn keeps(&self, key: &str) -> bool {
        self.listed.contains(key)
    }
}

/// What a diff reads of a map with the `retainKeys` strategy, key by key (`diffMaps`),
/// for the `$retainKeys` list it sends: the keys `modified` sets (not to null), and
/// whether `original` sets a key `modified` lacks (`hasAdditionalNewField`).
///
/// ```
/// use smp::__private::RetainKeysOf;
/// let mut keys = RetainKeysOf::default();
/// keys.see("b", Some(false), Some(false)); // both set it
/// keys.see("a", None, Some(false)); // only modified sets it
/// keys.see("c", None, Some(true)); // modified sets it to null: not listed
/// assert_eq!(keys.clone().list(false), Some(vec!["a", "b"]));
/// assert_eq!(keys.clone().list(true), None); // nothing changed, nothing to clear
/// keys.see("d", Some(false), None); // original sets a key modified lacks
/// assert_eq!(keys.list(true), Some(vec!["a", "b"]));
/// ```
#[derive(Debug, Clone, Default)]
pub struct RetainKeysOf<'k> {
    in_modified: Vec<&'k str>,
    original_has_more: bool,
}

impl<'k> RetainKeysOf<'k> {
    /// One key of either side: `original` and `modified` are `None` where that side lacks
    /// it, else whether it holds null.
    pub fn see(&mut self, key: &'k str, original: Option<bool>, modified: Option<bool>) {
        match modified {
            Some(false) => self.in_modified.push(key),
            Some(true) => {}
            None => self.original_has_more |= original == Some(false),
        }
    }

    /// The list the diff sends, sorted, once the map's patch is made: only when the patch
    /// changes something or `original` has a key to clear, and never an empty one.
    pub fn list(mut self, patch_is_empty: bool) -> Option<Vec<&'k str>> {
        if self.in_modified.is_empty() || (patch_is_empty && !self.original_has_more) {
            return None;
        }
        // Go sorts them by their `%v`, which for strings is the bytes.
        self.in_modified.sort_unstable();
        Some(self.in_modified)
    }
}
