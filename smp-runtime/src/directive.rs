//! The directives of strategic merge patch: the special keys a patch may carry.
//!
//! | key | meaning |
//! |---|---|
//! | `$patch: replace` | in a map: replace it with the rest of this map; in a list: the list becomes the other items |
//! | `$patch: delete` | in a map: delete it; in a list item: delete the items with its merge key |
//! | `$patch: merge` | an error, in a map and in a list alike (merging is what happens when a map says nothing) |
//! | `$retainKeys: [k, ...]` | drop the keys of the live map not listed |
//! | `$setElementOrder/<field>: [...]` | the order of the merged list `<field>` |
//! | `$deleteFromPrimitiveList/<field>: [...]` | delete these values from the primitive list `<field>` |
//!
//! `$patch: merge` names the default, yet the reference refuses it in a map ("unknown patch
//! type", as `kubectl patch --local` says) as well as in a list, and so does smp:
//!
//! ```
//! use serde_json::json;
//! use smp::Schema;
//!
//! let any = Schema::from_openapi_v2(&json!({"definitions": {}}))?;
//! let live = json!({"labels": {"x": "1"}});
//! let said = json!({"labels": {"$patch": "merge", "y": "2"}});
//! assert!(smp::apply(&live, &said, any.arbitrary()).is_err());
//! let unsaid = json!({"labels": {"y": "2"}});
//! assert_eq!(smp::apply(&live, &unsaid, any.arbitrary())?, json!({"labels": {"x": "1", "y": "2"}}));
//! # Ok::<(), smp::Error>(())
//! ```

use crate::error::ErrorKind;

/// The key of the `$patch` directive.
pub const PATCH: &str = "$patch";
/// `$patch: replace`.
pub const REPLACE: &str = "replace";
/// `$patch: delete`.
pub const DELETE: &str = "delete";
/// `$patch: merge`: refused wherever it stands, as the reference refuses it.
pub const MERGE: &str = "merge";
/// The key of the `$retainKeys` directive.
pub const RETAIN_KEYS: &str = "$retainKeys";
/// The prefix of `$setElementOrder/<field>`.
pub const SET_ELEMENT_ORDER: &str = "$setElementOrder";
/// The prefix of `$deleteFromPrimitiveList/<field>`.
pub const DELETE_FROM_PRIMITIVE_LIST: &str = "$deleteFromPrimitiveList";

/// `$setElementOrder/<field>`.
///
/// ```
/// assert_eq!(smp::directive::set_element_order_key("env"), "$setElementOrder/env");
/// ```
pub fn set_element_order_key(field: &str) -> String {
    format!("{SET_ELEMENT_ORDER}/{field}")
}

/// `$deleteFromPrimitiveList/<field>`.
///
/// ```
/// assert_eq!(
///     smp::directive::delete_from_primitive_list_key("finalizers"),
///     "$deleteFromPrimitiveList/finalizers"
/// );
/// ```
pub fn delete_from_primitive_list_key(field: &str) -> String {
    format!("{DELETE_FROM_PRIMITIVE_LIST}/{field}")
}

/// Whether `key` is the parallel-list directive `<prefix>/<field>` (read without making it).
pub(crate) fn is_list_key(key: &str, prefix: &str, field: &str) -> bool {
    key.split_once('/') == Some((prefix, field))
}

/// A parallel-list directive's key, `<prefix>/<field>`, made in `arena` (where the
/// engine's patches are made) rather than in a `String` of its own.
#[inline]
pub(crate) fn list_key_in<'a>(arena: &'a crate::doc::Arena, prefix: &str, field: &str) -> &'a str {
    bumpalo::format!(in arena, "{}/{}", prefix, field).into_bump_str()
}

/// The field a parallel-list directive key names, as the reference's `extractKey`:
/// the part after the first `/`, which must follow exactly `prefix`.
pub(crate) fn field_of<'k>(key: &'k str, prefix: &str) -> Result<&'k str, ErrorKind> {
    match key.split_once('/') {
        Some((head, field)) if head == prefix => Ok(field),
        _ if prefix == SET_ELEMENT_ORDER => Err(ErrorKind::InvalidSetElementOrderDirective),
        _ => Err(ErrorKind::InvalidPrimitiveListDirective),
    }
}
