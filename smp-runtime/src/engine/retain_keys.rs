//! `$retainKeys`, for both paths: the keys of a map that survive a patch with the
//! `retainKeys` strategy (applying), the list a diff sends, and how two patches carry it.

use crate::lists::HashSet;

use crate::directive;

/// The keys a `$retainKeys` directive lists.
///
/// ```
/// use smp_runtime::__private::RetainKeys;
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

/// The `$retainKeys` list a diff sends for a map with the `retainKeys` strategy
/// (`diffMaps`): the keys `modified` sets (not to null), sorted, when the patch changes
/// something or `original` has a key `modified` lacks; `None` otherwise.
///
/// ```
/// use smp_runtime::__private::retain_keys_list;
/// assert_eq!(retain_keys_list(vec!["b", "a"], false, false), Some(vec!["a", "b"]));
/// assert_eq!(retain_keys_list(vec!["b", "a"], true, false), None);
/// assert_eq!(retain_keys_list(vec!["b", "a"], true, true), Some(vec!["a", "b"]));
/// ```
pub fn retain_keys_list(
    mut modified_keys: Vec<&str>,
    patch_is_empty: bool,
    original_has_more: bool,
) -> Option<Vec<&str>> {
    if modified_keys.is_empty() || (patch_is_empty && !original_has_more) {
        return None;
    }
    // Go sorts them by their `%v`, which for strings is the bytes.
    modified_keys.sort_unstable();
    Some(modified_keys)
}
