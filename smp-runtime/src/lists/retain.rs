//! `$retainKeys`: the keys of a map that survive a patch with the `retainKeys` strategy.

use std::collections::HashSet;

use crate::directive;

/// The keys a `$retainKeys` directive lists.
///
/// ```
/// use smp_runtime::lists::retain::RetainKeys;
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

    /// Whether a patch may carry this key beside the directive: every key with a
    /// non-null value must be listed, but the parallel-list directives.
    pub fn allows_patch_key(&self, key: &str, is_null: bool) -> bool {
        is_null
            || key.starts_with(directive::DELETE_FROM_PRIMITIVE_LIST)
            || key.starts_with(directive::SET_ELEMENT_ORDER)
            || self.listed.contains(key)
    }

    /// Whether the live map keeps this key.
    pub fn keeps(&self, key: &str) -> bool {
        self.listed.contains(key)
    }
}
