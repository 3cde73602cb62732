//! Path elements, as structured-merge-diff's `fieldpath.PathElement`: what one step of a
//! field path names, its order, its string in conflicts and its key in FieldsV1.

use std::cmp::Ordering;
use std::fmt;
use std::sync::Arc;

use super::value::{write_json_object, ElementValue};

/// One step of a [`FieldPath`](super::FieldPath).
///
/// Elements order as the reference orders them: fields, then keys, then values, then
/// indexes, each by its content; FieldsV1 lists them in that order.
///
/// ```
/// use smp::managed_fields::{ElementValue, PathElement};
///
/// let key = PathElement::Key([("name".into(), ElementValue::Text("c".into()))].into());
/// assert_eq!(key.to_string(), r#"[name="c"]"#);
/// assert_eq!(String::from_utf8(key.to_fields_v1_key()).unwrap(), r#"k:{"name":"c"}"#);
/// assert!(PathElement::Field("z".into()) < key);
/// ```
#[derive(Debug, Clone)]
pub enum PathElement {
    /// A field of a struct or map: `.spec`, `f:spec`. Shared: a set made against a schema
    /// holds the schema's names, not copies of them (`"spec".into()` makes one).
    Field(Arc<str>),
    /// The item of a list of maps with these key fields (sorted by name):
    /// `[name="c"]`, `k:{"name":"c"}`. The names are shared, as [`PathElement::Field`]'s,
    /// and so is the key: a set holds an item's key as a member and again for the fields
    /// below it.
    Key(Arc<[(Arc<str>, ElementValue)]>),
    /// The item of a set with this value: `[="a"]`, `v:"a"`. (Not `Value`: a public item
    /// of that name makes rustc write `serde_json::Value` in full in every user's errors.)
    SetItem(ElementValue),
    /// The item of an atomic list at this index: `[3]`, `i:3`.
    Index(i64),
}

impl PathElement {
    fn rank(&self) -> u8 {
        match self {
            PathElement::Field(_) => 0,
            PathElement::Key(_) => 1,
            PathElement::SetItem(_) => 2,
            PathElement::Index(_) => 3,
        }
    }

    /// The key of this element in FieldsV1 (`f:name`, `k:{...}`, `v:...`, `i:3`), before it
    /// is written as a JSON string.
    pub fn to_fields_v1_key(&self) -> Vec<u8> {
        let mut out = Vec::new();
        self.write_fields_v1_key(&mut out);
        out
    }

    /// Go's `PathElement.Equals`: values by value (`1` and `1.0` are equal), which
    /// [`FieldSet`](super::FieldSet)'s equality uses.
    pub fn equals(&self, other: &PathElement) -> bool {
        match (self, other) {
            (PathElement::Field(a), PathElement::Field(b)) => same_name(a, b),
            (PathElement::Key(a), PathElement::Key(b)) => {
                Arc::ptr_eq(a, b)
                    || a.len() == b.len()
                        && a.iter().zip(b.iter()).all(|((k, x), (l, y))| same_name(k, l) && x.equals(y))
            }
            (PathElement::SetItem(a), PathElement::SetItem(b)) => a.equals(b),
            (PathElement::Index(a), PathElement::Index(b)) => a == b,
            _ => false,
        }
    }

    pub(crate) fn write_fields_v1_key(&self, out: &mut Vec<u8>) {
        match self {
            PathElement::Field(name) => {
                out.extend_from_slice(b"f:");
                out.extend_from_slice(name.as_bytes());
            }
            PathElement::Key(fields) => {
                out.extend_from_slice(b"k:");
                write_json_object(fields, false, out);
            }
            PathElement::SetItem(value) => {
                out.extend_from_slice(b"v:");
                value.write_json(out);
            }
            PathElement::Index(index) => {
                out.extend_from_slice(b"i:");
                out.extend_from_slice(index.to_string().as_bytes());
            }
        }
    }
}

/// Whether two names are the same: at once where both are the schema's.
fn same_name(a: &Arc<str>, b: &Arc<str>) -> bool {
    Arc::ptr_eq(a, b) || a == b
}

/// Two names' order, by their bytes: at once where both are the schema's one.
pub(crate) fn compare_names(a: &Arc<str>, b: &Arc<str>) -> Ordering {
    if Arc::ptr_eq(a, b) {
        Ordering::Equal
    } else {
        a.as_bytes().cmp(b.as_bytes())
    }
}

impl Ord for PathElement {
    /// Go's `PathElement.Compare`.
    fn cmp(&self, other: &Self) -> Ordering {
        match (self, other) {
            (PathElement::Field(a), PathElement::Field(b)) => compare_names(a, b),
            // A member and the child of the same item share their key.
            (PathElement::Key(a), PathElement::Key(b)) if Arc::ptr_eq(a, b) => Ordering::Equal,
            (PathElement::Key(a), PathElement::Key(b)) => {
                for ((k, x), (l, y)) in a.iter().zip(b.iter()) {
                    match compare_names(k, l).then_with(|| x.compare(y)) {
                        Ordering::Equal => {}
                        other => return other,
                    }
                }
                a.len().cmp(&b.len())
            }
            (PathElement::SetItem(a), PathElement::SetItem(b)) => a.compare(b),
            (PathElement::Index(a), PathElement::Index(b)) => a.cmp(b),
            (a, b) => a.rank().cmp(&b.rank()),
        }
    }
}

impl PartialOrd for PathElement {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for PathElement {
    /// Go's `PathElement.Compare(...) == 0`, the sets' test for the same element.
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for PathElement {}

impl fmt::Display for PathElement {
    /// Go's `PathElement.String`: `.name`, `[name="c",port=80]`, `[="a"]`, `[3]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PathElement::Field(name) => write!(f, ".{name}"),
            PathElement::Key(fields) => {
                f.write_str("[")?;
                for (index, (name, value)) in fields.iter().enumerate() {
                    if index > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{name}={value}")?;
                }
                f.write_str("]")
            }
            PathElement::SetItem(value) => write!(f, "[={value}]"),
            PathElement::Index(index) => write!(f, "[{index}]"),
        }
    }
}
