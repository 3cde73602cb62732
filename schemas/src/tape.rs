//! The definitions as the build script lays them out for reading without a parse: each
//! JSON value a run of 32-bit words (a *tape*), its strings left where they are in the
//! embedded JSON text. A process that patches a Deployment reads the dozen definitions it
//! needs straight from the tape, and parses nothing.
//!
//! Each value starts with a word whose low three bits say what it is and whose other bits
//! say how long it is:
//!
//! | value | words |
//! |---|---|
//! | `null`, `false`, `true` | the word alone |
//! | string, number | the text's length, then its offset in the JSON text |
//! | array | how many words follow, then each element |
//! | object | how many words follow, then each member: its key (as a string), its value |
//!
//! so any value is skipped in one step. The build script (`build.rs`) writes the tapes and
//! the tests read every definition back as serde_json reads its text.

use std::fmt;

use crate::json::Json;

pub(crate) const NULL: u32 = 0;
pub(crate) const FALSE: u32 = 1;
pub(crate) const TRUE: u32 = 2;
pub(crate) const STRING: u32 = 3;
pub(crate) const NUMBER: u32 = 4;
pub(crate) const ARRAY: u32 = 5;
pub(crate) const OBJECT: u32 = 6;

/// How many words the value that starts with `head` takes.
fn span(head: u32) -> usize {
    match head & 7 {
        STRING | NUMBER => 2,
        ARRAY | OBJECT => 1 + (head >> 3) as usize,
        _ => 1,
    }
}

/// A JSON value of a definitions tape: read with [`Json`], as a `serde_json::Value` is.
///
/// ```
/// use smp_schemas::json::Json;
/// use smp_schemas::{definitions, KubeVersion};
///
/// if let Some(definitions) = definitions(KubeVersion::V1_33) {
///     let container = definitions.position("io.k8s.api.core.v1.Container").unwrap();
///     let ports = definitions.tape(container).get("properties").and_then(|p| p.get("ports")).unwrap();
///     assert_eq!(ports.get("x-kubernetes-patch-merge-key").and_then(Json::as_str), Some("containerPort"));
/// }
/// ```
#[derive(Clone, Copy)]
pub struct Tape {
    /// The words, little-endian.
    words: &'static [u8],
    /// The JSON text the strings lie in.
    text: &'static str,
    /// Where the value starts, in words.
    at: usize,
}

impl Tape {
    pub(crate) fn new(words: &'static [u8], text: &'static str, at: usize) -> Tape {
        Tape { words, text, at }
    }

    /// The word at `at` (`null` past the end: the build wrote every tape whole).
    fn word(&self, at: usize) -> u32 {
        match self.words.get(at * 4..at * 4 + 4) {
            Some(&[a, b, c, d]) => u32::from_le_bytes([a, b, c, d]),
            _ => NULL,
        }
    }

    fn tag(&self) -> u32 {
        self.word(self.at) & 7
    }

    fn payload(&self) -> usize {
        (self.word(self.at) >> 3) as usize
    }

    /// Where the next value starts.
    fn end(&self) -> usize {
        self.at + span(self.word(self.at))
    }

    fn at(&self, at: usize) -> Tape {
        Tape { at, ..*self }
    }

    /// The text of a string or number.
    fn text(&self) -> &'static str {
        let start = self.word(self.at + 1) as usize;
        self.text.get(start..start + self.payload()).unwrap_or("")
    }

    /// The values a container holds, one after another (an object's keys and values
    /// alternate).
    fn contents(self) -> impl Iterator<Item = Tape> {
        let end = self.end();
        let mut next = self.at + 1;
        std::iter::from_fn(move || {
            let value = self.at(next);
            // Each value moves the walk on, whatever its words say: no loop.
            next = value.end().max(next + 1);
            (value.at < end).then_some(value)
        })
    }
}

/// An object of a tape, for [`Json::member`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TapeObject(Tape);

/// An array of a tape, for [`Json::elements`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TapeArray(Tape);

impl Json<'static> for Tape {
    type Object = TapeObject;
    type Array = TapeArray;

    fn as_object(self) -> Option<TapeObject> {
        (self.tag() == OBJECT).then_some(TapeObject(self))
    }

    fn as_array(self) -> Option<TapeArray> {
        (self.tag() == ARRAY).then_some(TapeArray(self))
    }

    fn as_str(self) -> Option<&'static str> {
        (self.tag() == STRING).then(|| self.text())
    }

    fn as_bool(self) -> Option<bool> {
        match self.tag() {
            TRUE => Some(true),
            FALSE => Some(false),
            _ => None,
        }
    }

    fn member(object: TapeObject, key: &str) -> Option<Tape> {
        let [found] = object.0.get_all([key]);
        found
    }

    fn get_all<const N: usize>(self, keys: [&str; N]) -> [Option<Tape>; N] {
        // One walk over the members' words (a key's two, its value's first), whatever is
        // looked for; the build wrote no key twice.
        let mut found = [None; N];
        let Some(TapeObject(object)) = self.as_object() else { return found };
        let (end, text) = (object.end(), object.text.as_bytes());
        let mut at = object.at + 1;
        while at + 2 < end {
            let (name, value) = (object.word(at), object.word(at + 2));
            let (start, len) = (object.word(at + 1) as usize, (name >> 3) as usize);
            // Bytes, not `text()`, whose `str` checks make a kind's conversion 5 % dearer.
            let name = text.get(start..start + len).unwrap_or_default();
            if let Some(slot) = keys.iter().position(|key| key.as_bytes() == name) {
                found[slot] = Some(object.at(at + 2));
            }
            at += 2 + span(value);
        }
        found
    }

    fn members(object: TapeObject) -> impl Iterator<Item = (&'static str, Tape)> {
        let mut contents = object.0.contents();
        std::iter::from_fn(move || Some((contents.next()?.text(), contents.next()?)))
    }

    fn elements(array: TapeArray) -> impl Iterator<Item = Tape> {
        array.0.contents()
    }
}

impl PartialEq for Tape {
    /// The same value of the same tape.
    fn eq(&self, other: &Tape) -> bool {
        std::ptr::eq(self.words, other.words) && self.at == other.at
    }
}

impl fmt::Debug for Tape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.tag() {
            NULL => f.write_str("null"),
            TRUE | FALSE => write!(f, "{}", self.tag() == TRUE),
            STRING => write!(f, "{:?}", self.text()),
            NUMBER => f.write_str(self.text()),
            ARRAY => f.debug_list().entries(self.contents()).finish(),
            _ => f.debug_map().entries(Self::members(TapeObject(*self))).finish(),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::*;
    use crate::extensions::Extensions;
    use crate::shape::{reference, shape, Shape};
    use crate::{enabled_versions, Definitions};

    /// The value a tape holds, as serde_json would hold it.
    fn to_value(tape: Tape) -> Value {
        match tape.tag() {
            NULL => Value::Null,
            TRUE | FALSE => Value::Bool(tape.tag() == TRUE),
            STRING => Value::String(tape.text().to_owned()),
            NUMBER => serde_json::from_str(tape.text()).expect("a number"),
            ARRAY => Value::Array(tape.contents().map(to_value).collect()),
            OBJECT => Value::Object(
                Tape::members(TapeObject(tape)).map(|(key, value)| (key.to_owned(), to_value(value))).collect(),
            ),
            tag => panic!("no value has tag {tag}"),
        }
    }

    fn each_version() -> impl Iterator<Item = Definitions> {
        let versions = enabled_versions();
        assert!(!versions.is_empty(), "the workspace's tests build with the definitions");
        versions.into_iter().filter_map(crate::definitions)
    }

    /// Every definition of every version compiled in reads from its tape as serde_json
    /// reads its text; past the end, a definition is `null`.
    #[test]
    fn each_definition_reads_from_its_tape_as_from_its_text() {
        for definitions in each_version() {
            for position in 0..definitions.len() {
                let text: Value = serde_json::from_str(definitions.json(position)).unwrap();
                assert_eq!(to_value(definitions.tape(position)), text, "{}", definitions.name(position));
            }
            assert_eq!(to_value(definitions.tape(definitions.len())), Value::Null);
        }
    }

    /// What a shape says, whichever JSON holds the schema: the variant, with the names of
    /// its properties and the types of its items and values, one level down.
    fn summary<'a, J: Json<'a>>(schema: J) -> String {
        let below = |inner: Option<J>| inner.map(|inner| summary_of(shape(inner)));
        match shape(schema) {
            Shape::List(items) => format!("list of {:?}", below(items)),
            Shape::Map(values) => format!("map of {:?}", below(values)),
            Shape::Struct(object) => {
                let mut fields: Vec<String> = object
                    .properties()
                    .map(|(name, schema)| {
                        format!(
                            "{name} {} {:?} {:?}",
                            object.is_required(name),
                            summary_of(shape(schema)),
                            Extensions::of(schema)
                        )
                    })
                    .collect();
                fields.sort();
                format!("struct {} {fields:?}", object.preserves_unknown_fields)
            }
            other => summary_of(other),
        }
    }

    fn summary_of<'a, J: Json<'a>>(shape: Shape<'a, J>) -> String {
        match shape {
            Shape::Ref(target) => format!("ref {target}"),
            Shape::IntOrString => "int-or-string".to_owned(),
            Shape::Scalar(scalar) => format!("{scalar:?}"),
            Shape::Unknown(name) => format!("unknown {name}"),
            Shape::List(items) => format!("list {}", items.is_some()),
            Shape::Struct(_) => "struct".to_owned(),
            Shape::Map(values) => format!("map {}", values.is_some()),
            Shape::Any => "any".to_owned(),
        }
    }

    /// `shape`, `reference` and `Extensions` read a tape as they read the `Value` of the
    /// same text.
    #[test]
    fn schemas_read_alike_from_tape_and_value() {
        for definitions in each_version() {
            for position in 0..definitions.len() {
                let text: Value = serde_json::from_str(definitions.json(position)).unwrap();
                let tape = definitions.tape(position);
                let name = definitions.name(position);
                assert_eq!(summary(tape), summary(&text), "{name}");
                assert_eq!(reference(tape), reference(&text), "{name}");
                assert_eq!(Extensions::of(tape), Extensions::of(&text), "{name}");
            }
        }
    }
}
