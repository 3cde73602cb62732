//! FieldsV1, the JSON form of a [`FieldSet`] in `metadata.managedFields`, read and written
//! byte for byte as structured-merge-diff does (`fieldpath/serialize.go`,
//! `serialize-pe.go`): each level an object whose keys are path elements (`f:`, `k:`, `v:`,
//! `i:`) and `"."` where the level is itself a member, in the elements' order.
//!
//! Reading follows the reference's quirks: a child `{}` or `null` is a member; a key of an
//! unknown kind (`x:...`) is skipped with its value; of a key given twice, a member stays
//! and a child is the last one's. Text after the object is an error from Kubernetes 1.37
//! (structured-merge-diff v6.4), ignored before.

mod read;

use serde_json::Value;

use super::element::PathElement;
use super::set::FieldSet;
use super::value::write_json_string;
use crate::bounds::with_stack;
use crate::error::{Error, ErrorKind, JsonPath};
use crate::gojson::{json_string, json_string_after};
pub(crate) use read::set_of_value;
use read::{element_of_key, parse, Shared};

/// How FieldsV1 is read: as Kubernetes 1.37 reads it (text after the object refused), or as
/// 1.32 to 1.36 do (ignored).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Trailing {
    Refused,
    Ignored,
}

impl FieldSet {
    /// Reads FieldsV1 as the API server of Kubernetes 1.37 does.
    ///
    /// ```
    /// use smp::managed_fields::FieldSet;
    ///
    /// let set = FieldSet::from_fields_v1(br#"{"f:spec":{"f:containers":{"k:{\"name\":\"c\"}":{".":{},"f:image":{}}}}}"#)
    ///     .unwrap();
    /// let paths: Vec<String> = set.paths().iter().map(|p| p.to_string()).collect();
    /// assert_eq!(paths, [r#".spec.containers[name="c"]"#, r#".spec.containers[name="c"].image"#]);
    /// assert!(FieldSet::from_fields_v1(b"{} {}").is_err());
    /// ```
    pub fn from_fields_v1(json: &[u8]) -> Result<FieldSet, Error> {
        parse(json, Trailing::Refused)
    }

    /// Reads FieldsV1 as the API servers of Kubernetes 1.32 to 1.36 do: what follows the
    /// object is not read.
    pub fn from_fields_v1_lenient(json: &[u8]) -> Result<FieldSet, Error> {
        parse(json, Trailing::Ignored)
    }

    /// The FieldsV1 bytes of the set, as the API server writes them.
    pub fn to_fields_v1(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(64);
        out.push(b'{');
        self.write_contents(false, &mut out, &mut Vec::new());
        out.push(b'}');
        out
    }

    /// [`FieldSet::to_fields_v1`] as JSON: what reading those bytes gives. For a manager's
    /// set, as deep as the object it was read from or made of, whose depth is checked: its
    /// levels run on `with_stack`'s stack without checking it.
    pub(crate) fn to_fields_v1_value(&self) -> Value {
        with_stack(|| Value::Object(self.contents_value(false)))
    }

    /// [`FieldSet::write_contents`] as JSON.
    fn contents_value(&self, include_self: bool) -> serde_json::Map<String, Value> {
        let mut map = serde_json::Map::new();
        if include_self && !(self.members.is_empty() && self.children.is_empty()) {
            map.insert(".".to_owned(), Value::Object(serde_json::Map::new()));
        }
        let mut key = Vec::new();
        for (element, child, is_member) in self.level() {
            let value = match child {
                Some(child) => child.contents_value(is_member),
                None => serde_json::Map::new(),
            };
            let text = match element {
                PathElement::Field(name) => ["f:", name].concat(),
                _ => {
                    key.clear();
                    element.write_fields_v1_key(&mut key);
                    // The key's text is UTF-8: it is made of strings and JSON.
                    std::str::from_utf8(&key).unwrap_or_default().to_owned()
                }
            };
            map.insert(text, Value::Object(value));
        }
        map
    }

    /// Appends [`FieldSet::to_fields_v1_value`] as Go's `json.Marshal` prints that value (in
    /// an object it prints): each level's keys sorted by their bytes (`f:` before `k:`),
    /// HTML characters escaped. For a manager's set, as deep as the checked object it was
    /// made of (see [`FieldSet::to_fields_v1_value`]).
    pub(crate) fn write_fields_v1_json(&self, out: &mut Vec<u8>) {
        with_stack(|| self.write_sorted(false, out, &mut Vec::new(), &mut Vec::new()))
    }

    /// A level of [`FieldSet::write_fields_v1_json`]. Its fields come first in the level's
    /// order and, among them, in their names' order, which is their keys' (`f:` and the
    /// name) by bytes: they are written as they come. The other keys' texts go at the end
    /// of `texts` and their entries at the end of `keys`, both shared with the levels below
    /// and cut back when the level is written, and are sorted by those texts.
    fn write_sorted<'s>(
        &'s self,
        include_self: bool,
        out: &mut Vec<u8>,
        texts: &mut Vec<u8>,
        keys: &mut Vec<(std::ops::Range<usize>, Option<&'s FieldSet>, bool)>,
    ) {
        let (text_base, key_base) = (texts.len(), keys.len());
        out.push(b'{');
        // `"."` sorts before every other key, and `f:` before `i:`, `k:` and `v:`.
        let mut first = true;
        if include_self && !(self.members.is_empty() && self.children.is_empty()) {
            out.extend_from_slice(br#"".":{}"#);
            first = false;
        }
        for (element, child, is_member) in self.level() {
            let PathElement::Field(name) = element else {
                let start = texts.len();
                element.write_fields_v1_key(texts);
                keys.push((start..texts.len(), child, is_member));
                continue;
            };
            if !std::mem::take(&mut first) {
                out.push(b',');
            }
            json_string_after(b"f:", name, out);
            out.push(b':');
            write_child(child, is_member, out, texts, keys);
        }
        // In the elements' order, which is mostly the keys' already.
        keys[key_base..].sort_by(|a, b| texts[a.0.clone()].cmp(&texts[b.0.clone()]));
        for at in key_base..keys.len() {
            if !std::mem::take(&mut first) {
                out.push(b',');
            }
            let (range, child, is_member) = keys[at].clone();
            // The key's text is UTF-8: it is made of strings and JSON.
            json_string(std::str::from_utf8(&texts[range]).unwrap_or_default(), out);
            out.push(b':');
            write_child(child, is_member, out, texts, keys);
        }
        out.push(b'}');
        texts.truncate(text_base);
        keys.truncate(key_base);
    }

    /// A level's keys: `"."` where `include_self` and the level holds anything, then the
    /// members and children in order, a member that is also a child written once.
    fn write_contents(&self, include_self: bool, out: &mut Vec<u8>, key: &mut Vec<u8>) {
        crate::bounds::deeper(|| {
            let mut first = true;
            let mut separate = |out: &mut Vec<u8>| {
                if !std::mem::take(&mut first) {
                    out.push(b',');
                }
            };
            if include_self && !(self.members.is_empty() && self.children.is_empty()) {
                separate(out);
                out.extend_from_slice(br#"".":{}"#);
            }
            for (element, child, is_member) in self.level() {
                separate(out);
                key.clear();
                element.write_fields_v1_key(key);
                // The key's text is UTF-8: it is made of strings and JSON.
                write_json_string(std::str::from_utf8(key).unwrap_or_default(), false, out);
                out.extend_from_slice(b":{");
                if let Some(child) = child {
                    child.write_contents(is_member, out, &mut Vec::new());
                }
                out.push(b'}');
            }
        })
    }

    /// A level's entries in order: each element, its child set if it has one, and whether
    /// it is a member (an element both member and child comes once).
    fn level(&self) -> impl Iterator<Item = (&PathElement, Option<&FieldSet>, bool)> {
        let (mut m, mut c) = (0, 0);
        std::iter::from_fn(move || {
            let order = match (self.members.get(m), self.children.get(c)) {
                (None, None) => return None,
                (Some(member), Some((child, _))) => member.cmp(child),
                (Some(_), None) => std::cmp::Ordering::Less,
                (None, Some(_)) => std::cmp::Ordering::Greater,
            };
            let entry = match order {
                std::cmp::Ordering::Less => (&self.members[m], None, true),
                std::cmp::Ordering::Greater => (&self.children[c].0, Some(&self.children[c].1), false),
                std::cmp::Ordering::Equal => (&self.children[c].0, Some(&self.children[c].1), true),
            };
            m += usize::from(entry.2);
            c += usize::from(entry.1.is_some());
            Some(entry)
        })
    }
}

/// The value of a key of [`FieldSet::write_sorted`]'s level: `child`'s level, or `{}`.
fn write_child<'s>(
    child: Option<&'s FieldSet>,
    is_member: bool,
    out: &mut Vec<u8>,
    texts: &mut Vec<u8>,
    keys: &mut Vec<(std::ops::Range<usize>, Option<&'s FieldSet>, bool)>,
) {
    match child {
        Some(child) => child.write_sorted(is_member, out, texts, keys),
        None => out.extend_from_slice(b"{}"),
    }
}

impl PathElement {
    /// Reads a FieldsV1 key as Kubernetes 1.37 does (`f:spec`, `k:{"name":"c"}`, `v:"a"`,
    /// `i:3`); `None` for a key of a kind the reference does not know and skips (`x:...`).
    ///
    /// ```
    /// use smp::managed_fields::PathElement;
    ///
    /// let element = PathElement::from_fields_v1_key(r#"k:{"port":80,"name":"c"}"#).unwrap().unwrap();
    /// assert_eq!(element.to_string(), r#"[name="c",port=80]"#);
    /// assert!(PathElement::from_fields_v1_key("x:anything").unwrap().is_none());
    /// assert!(PathElement::from_fields_v1_key("i:one").is_err());
    /// ```
    pub fn from_fields_v1_key(key: &str) -> Result<Option<PathElement>, Error> {
        element_of_key(key, Trailing::Refused, &mut Shared::default())
            .map_err(|reason| Error::new(ErrorKind::InvalidFieldsV1 { offset: 0, reason }, JsonPath::root()))
    }
}
