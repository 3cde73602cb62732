//! Reading FieldsV1: from its text, as the API server reads it (errors with where they are),
//! and from the JSON an object holds, for the field manager. Both build a level by one
//! rule ([`put`], [`finish`]).

use std::borrow::Cow;
use std::sync::Arc;

use super::Trailing;
use crate::bounds::with_stack;
use crate::error::{Error, ErrorKind, JsonPath, PathSegment};
use crate::gojson::view::{Json, Kind};
use crate::managed_fields::value::ElementValue;
use crate::managed_fields::{FieldSet, PathElement};
use crate::MAX_DEPTH;

/// Sorts a level read out of order as the reference's inserts leave it: of equal members
/// the first, of equal children the last (a child given again replaces the one before).
fn sort_level(set: &mut FieldSet) {
    set.members.sort();
    set.members.dedup();
    set.children.sort_by(|a, b| a.0.cmp(&b.0));
    let mut children: Vec<(PathElement, FieldSet)> = Vec::with_capacity(set.children.len());
    for (element, child) in std::mem::take(&mut set.children) {
        match children.last_mut() {
            Some(last) if last.0 == element => *last = (element, child),
            _ => children.push((element, child)),
        }
    }
    set.children = children;
}

/// What the keys of one read share: the names (of fields, and of the fields of `k:` keys),
/// each allocated once, as FieldsV1 repeats a few names many times (`f:name` under every
/// item of a list); and where a `k:` key's fields are gathered before its one allocation.
#[derive(Default)]
pub(crate) struct Shared {
    names: std::collections::HashSet<Arc<str>, foldhash::fast::RandomState>,
    fields: Vec<(Arc<str>, ElementValue)>,
}

impl Shared {
    fn name(&mut self, name: &str) -> Arc<str> {
        if let Some(shared) = self.names.get(name) {
            return shared.clone();
        }
        let shared: Arc<str> = name.into();
        self.names.insert(shared.clone());
        shared
    }
}

/// Puts a key's element into the level being read: a member where `member`, a child where
/// it has `below`. Out of order or repeated, they are sorted once at the end of the level
/// (inserting each in place would be quadratic).
fn put(level: &mut Option<FieldSet>, unsorted: &mut bool, element: PathElement, below: Option<FieldSet>, member: bool) {
    let set = level.get_or_insert_with(FieldSet::new);
    if member {
        *unsorted |= set.members.last().is_some_and(|last| *last >= element);
    }
    match below {
        Some(below) => {
            *unsorted |= set.children.last().is_some_and(|(last, _)| *last >= element);
            if member {
                set.members.push(element.clone());
            }
            set.children.push((element, below));
        }
        None => set.members.push(element),
    }
}

/// A level read: its set sorted where it came out of order, and whether it is itself a
/// member (`"."`, or no child at all).
fn finish(mut level: Option<FieldSet>, unsorted: bool, is_member: bool) -> (Option<FieldSet>, bool) {
    if let (Some(set), true) = (&mut level, unsorted) {
        sort_level(set);
    }
    let is_member = is_member || level.is_none();
    (level, is_member)
}

/// What [`FieldSet::from_fields_v1`] reads from the text Go prints of `value`, read from
/// `value` itself: `None` where that is anything but plain FieldsV1 (an error, an object
/// whose keys are not in Go's order, one nested near [`MAX_DEPTH`]), for the caller to read
/// from the text, which names what is wrong.
pub(crate) fn set_of_value<J: Json>(value: &J) -> Option<FieldSet> {
    let trailing = Trailing::Refused;
    // Values skipped (under `"."` and unknown keys) are read by the text reader, which
    // refuses them past the limit; here none comes near it.
    if crate::bounds::check_depth_within(value, MAX_DEPTH / 2).is_err() {
        return None;
    }
    match value.kind() {
        Kind::Null => Some(FieldSet::new()),
        Kind::Map => {
            Some(with_stack(|| level_of_value(value, trailing, &mut Shared::default()))?.0.unwrap_or_default())
        }
        _ => None,
    }
}

/// [`Reader::level`] of a JSON object.
fn level_of_value<J: Json>(map: &J, trailing: Trailing, shared: &mut Shared) -> Option<(Option<FieldSet>, bool)> {
    if map.map_len() == 0 {
        return Some((None, true));
    }
    let (mut children, mut is_member, mut unsorted) = (level_with_room(map), false, false);
    let mut previous: Option<&str> = None;
    for (key, child) in map.map_entries() {
        // Go prints keys sorted; they come so unless serde_json keeps their order.
        if previous.is_some_and(|previous| previous.as_bytes() >= key.as_bytes()) {
            return None;
        }
        previous = Some(key);
        if key == "." {
            is_member = true;
            continue;
        }
        let Some(element) = element_of_key(key, trailing, shared).ok()? else { continue };
        let (grandchildren, child_is_member) = match child.kind() {
            Kind::Null => (None, true),
            // Within half of MAX_DEPTH, checked, on `with_stack`'s stack.
            Kind::Map => level_of_value(child, trailing, shared)?,
            _ => return None,
        };
        put(&mut children, &mut unsorted, element, grandchildren, child_is_member);
    }
    // A level whose keys were all skipped holds nothing, as one never made.
    let children = children.filter(|set| !set.members.is_empty() || !set.children.is_empty());
    Some(finish(children, unsorted, is_member))
}

/// The level `map` is read into, with room for the members and children its entries make
/// (one allocation each rather than one a doubling): a key whose value is empty or holds
/// `"."` (sorted first) a member, one whose value holds another key a child.
fn level_with_room<J: Json>(map: &J) -> Option<FieldSet> {
    let (mut members, mut children) = (0, 0);
    for (key, child) in map.map_entries() {
        let len = child.map_len();
        let dot = len > 0 && child.map_entries().next().is_some_and(|(first, _)| first == ".");
        members += usize::from(key != "." && (len == 0 || dot));
        children += usize::from(len > usize::from(dot));
    }
    (members + children > 0).then(|| FieldSet::with_room(members, children))
}

/// Reads a FieldsV1 object (or `null`, an empty set).
pub(crate) fn parse(json: &[u8], trailing: Trailing) -> Result<FieldSet, Error> {
    let mut reader = Reader { bytes: json, at: 0, keys: Vec::new(), trailing };
    reader.white_space();
    let set = match reader.peek() {
        Some(b'n') => {
            reader.literal("null")?;
            FieldSet::new()
        }
        Some(b'{') => with_stack(|| reader.level(1, &mut Shared::default()))?.0.unwrap_or_default(),
        _ => return Err(reader.error("expected a FieldsV1 object")),
    };
    reader.white_space();
    if trailing == Trailing::Refused && reader.at < json.len() {
        return Err(reader.error("unexpected trailing data after JSON object"));
    }
    Ok(set)
}

/// Reads the key of a FieldsV1 object as a path element; `None` for a kind the reference
/// skips (neither `f`, `k`, `v` nor `i`). What follows a `k:` or `v:` value is refused or
/// ignored as after the whole object.
pub(crate) fn element_of_key(
    key: &str,
    trailing: Trailing,
    shared: &mut Shared,
) -> Result<Option<PathElement>, String> {
    let bytes = key.as_bytes();
    if bytes.len() < 2 {
        return Err("key must be 2 characters long".into());
    }
    if bytes[1] != b':' {
        return Err(format!("missing colon: {key}"));
    }
    let rest = &key[2..];
    match bytes[0] {
        b'f' => Ok(Some(PathElement::Field(shared.name(rest)))),
        b'v' => {
            let mut reader = Reader { bytes: rest.as_bytes(), at: 0, keys: Vec::new(), trailing };
            let value = with_stack(|| reader.value(1)).map_err(|e| e.to_string())?;
            reader.end().map_err(|e| e.to_string())?;
            Ok(Some(PathElement::SetItem(value)))
        }
        b'k' => {
            let mut reader = Reader { bytes: rest.as_bytes(), at: 0, keys: Vec::new(), trailing };
            with_stack(|| reader.key_fields(shared)).map_err(|e| e.to_string())?;
            reader.end().map_err(|e| e.to_string())?;
            // Sorted by name, stably: a name given twice keeps both, in order.
            shared.fields.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
            Ok(Some(PathElement::Key(shared.fields.drain(..).collect())))
        }
        b'i' => go_atoi(rest).map(|index| Some(PathElement::Index(index))),
        _ => Ok(None),
    }
}

/// Go's `strconv.Atoi`: an optional sign and decimal digits that fit in 64 bits.
fn go_atoi(text: &str) -> Result<i64, String> {
    let digits = text.strip_prefix(['+', '-']).unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("strconv.Atoi: parsing {text:?}: invalid syntax"));
    }
    text.strip_prefix('+')
        .unwrap_or(text)
        .parse()
        .map_err(|_| format!("strconv.Atoi: parsing {text:?}: value out of range"))
}

/// A JSON reader over FieldsV1 text, which knows where it is.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    /// Where the FieldsV1 keys from the top to where it is start, read again for errors.
    keys: Vec<usize>,
    trailing: Trailing,
}

impl<'a> Reader<'a> {
    fn error(&self, reason: impl Into<String>) -> Error {
        let key = |&at: &usize| {
            let mut reader = Reader { bytes: self.bytes, at, keys: Vec::new(), trailing: self.trailing };
            reader.string().map(|key| PathSegment::Key(key.into_owned())).ok()
        };
        let path = JsonPath::from_segments(self.keys.iter().filter_map(key).collect());
        Error::new(ErrorKind::InvalidFieldsV1 { offset: self.at, reason: reason.into() }, path)
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn white_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn expect(&mut self, byte: u8) -> Result<(), Error> {
        self.white_space();
        match self.peek() {
            Some(found) if found == byte => {
                self.at += 1;
                Ok(())
            }
            _ => Err(self.error(format!("expected {:?}", byte as char))),
        }
    }

    fn literal(&mut self, word: &str) -> Result<(), Error> {
        match self.bytes[self.at..].starts_with(word.as_bytes()) {
            true => {
                self.at += word.len();
                Ok(())
            }
            false => Err(self.error("invalid JSON")),
        }
    }

    /// Only white space is left, where what follows is refused.
    fn end(&mut self) -> Result<(), Error> {
        self.white_space();
        match self.at == self.bytes.len() || self.trailing == Trailing::Ignored {
            true => Ok(()),
            false => Err(self.error("unexpected trailing data after JSON object")),
        }
    }

    /// One level of FieldsV1 (the reader at its `{`): the child set, if any key made one,
    /// and whether the level is itself a member (`"."`, or no child at all).
    fn level(&mut self, depth: usize, shared: &mut Shared) -> Result<(Option<FieldSet>, bool), Error> {
        if depth > MAX_DEPTH {
            return Err(Error::new(ErrorKind::TooDeep { limit: MAX_DEPTH }, JsonPath::root()));
        }
        self.expect(b'{')?;
        let mut children: Option<FieldSet> = None;
        let (mut is_member, mut unsorted) = (false, false);
        self.white_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok((None, true));
        }
        loop {
            self.white_space();
            let key_at = self.at;
            let key = self.string()?;
            self.expect(b':')?;
            self.white_space();
            if key == "." {
                is_member = true;
                self.skip(depth)?;
            } else {
                match element_of_key(&key, self.trailing, shared) {
                    Err(reason) => {
                        self.keys.push(key_at);
                        return Err(self.error(format!("parsing key as path element: {reason}")));
                    }
                    Ok(None) => self.skip(depth)?,
                    Ok(Some(element)) => {
                        self.keys.push(key_at);
                        let (grandchildren, child_is_member) = match self.peek() {
                            Some(b'n') => {
                                self.literal("null")?;
                                (None, true)
                            }
                            Some(b'{') => self.level(depth + 1, shared)?,
                            _ => return Err(self.error("expected an object or null")),
                        };
                        self.keys.pop();
                        put(&mut children, &mut unsorted, element, grandchildren, child_is_member);
                    }
                }
            }
            self.white_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    break;
                }
                _ => return Err(self.error("expected ',' or '}'")),
            }
        }
        Ok(finish(children, unsorted, is_member))
    }

    /// A JSON string (the reader at its `"`), borrowed where it has no escape.
    fn string(&mut self) -> Result<Cow<'a, str>, Error> {
        if self.peek() != Some(b'"') {
            return Err(self.error("expected a string"));
        }
        self.at += 1;
        let bytes: &'a [u8] = self.bytes;
        let start = self.at;
        let end = bytes[start..].iter().position(|&b| b == b'"' || b == b'\\').map(|at| start + at);
        if let Some(end) = end.filter(|&end| bytes[end] == b'"') {
            let text = std::str::from_utf8(&bytes[start..end]).map_err(|_| self.error("a string is not UTF-8"))?;
            self.at = end + 1;
            return Ok(Cow::Borrowed(text));
        }
        let mut out = Vec::new();
        loop {
            let Some(byte) = self.peek() else { return Err(self.error("unterminated string")) };
            self.at += 1;
            match byte {
                b'"' => break,
                b'\\' => {
                    let Some(escape) = self.peek() else { return Err(self.error("unterminated string")) };
                    self.at += 1;
                    match escape {
                        b'"' | b'\\' | b'/' => out.push(escape),
                        b'b' => out.push(8),
                        b'f' => out.push(12),
                        b'n' => out.push(b'\n'),
                        b'r' => out.push(b'\r'),
                        b't' => out.push(b'\t'),
                        b'u' => {
                            let mut code = self.hex4()?;
                            if (0xd800..0xdc00).contains(&code) && self.bytes[self.at..].starts_with(b"\\u") {
                                let at = self.at;
                                self.at += 2;
                                let low = self.hex4()?;
                                if (0xdc00..0xe000).contains(&low) {
                                    code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
                                } else {
                                    self.at = at;
                                }
                            }
                            let c = char::from_u32(code).unwrap_or('\u{fffd}');
                            out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                        }
                        _ => return Err(self.error("invalid escape in a string")),
                    }
                }
                byte => out.push(byte),
            }
        }
        String::from_utf8(out).map(Cow::Owned).map_err(|_| self.error("a string is not UTF-8"))
    }

    fn hex4(&mut self) -> Result<u32, Error> {
        let digits = self.bytes.get(self.at..self.at + 4).ok_or_else(|| self.error("invalid \\u escape"))?;
        let text = std::str::from_utf8(digits).map_err(|_| self.error("invalid \\u escape"))?;
        let code = u32::from_str_radix(text, 16).map_err(|_| self.error("invalid \\u escape"))?;
        self.at += 4;
        Ok(code)
    }

    /// A JSON number's text, read as Go reads it into a `float64`.
    fn number(&mut self) -> Result<f64, Error> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        let digits = |reader: &mut Self| {
            let from = reader.at;
            while reader.peek().is_some_and(|b| b.is_ascii_digit()) {
                reader.at += 1;
            }
            reader.at > from
        };
        if !digits(self) {
            return Err(self.error("invalid number"));
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if !digits(self) {
                return Err(self.error("invalid number"));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if !digits(self) {
                return Err(self.error("invalid number"));
            }
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).unwrap_or_default();
        match text.parse::<f64>() {
            Ok(number) if number.is_finite() => Ok(number),
            _ => Err(self.error("number out of range")),
        }
    }

    /// Any JSON value, as Go reads one into an `interface{}`: numbers as floats, of a key
    /// given twice in an object the last.
    fn value(&mut self, depth: usize) -> Result<ElementValue, Error> {
        if depth > MAX_DEPTH {
            return Err(Error::new(ErrorKind::TooDeep { limit: MAX_DEPTH }, JsonPath::root()));
        }
        self.white_space();
        Ok(match self.peek() {
            Some(b'n') => self.literal("null").map(|()| ElementValue::Null)?,
            Some(b't') => self.literal("true").map(|()| ElementValue::Bool(true))?,
            Some(b'f') => self.literal("false").map(|()| ElementValue::Bool(false))?,
            Some(b'"') => ElementValue::Text(self.string()?.into_owned()),
            Some(b'-' | b'0'..=b'9') => ElementValue::Float(self.number()?),
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                self.white_space();
                if self.peek() == Some(b']') {
                    self.at += 1;
                    return Ok(ElementValue::List(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.white_space();
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b']') => {
                            self.at += 1;
                            break ElementValue::List(items);
                        }
                        _ => return Err(self.error("expected ',' or ']'")),
                    }
                }
            }
            Some(b'{') => {
                let mut entries: Vec<(String, ElementValue)> = Vec::new();
                self.object(|reader, key| {
                    let key = key.into_owned();
                    let value = reader.value(depth + 1)?;
                    match entries.binary_search_by(|(k, _)| k.as_bytes().cmp(key.as_bytes())) {
                        Ok(at) => entries[at].1 = value,
                        Err(at) => entries.insert(at, (key, value)),
                    }
                    Ok(())
                })?;
                ElementValue::Map(entries)
            }
            _ => return Err(self.error("expected a JSON value")),
        })
    }

    /// The members of an object (the reader at its `{`), each handed to `member` with the
    /// reader at its value.
    fn object(&mut self, mut member: impl FnMut(&mut Self, Cow<'a, str>) -> Result<(), Error>) -> Result<(), Error> {
        self.expect(b'{')?;
        self.white_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(());
        }
        loop {
            self.white_space();
            let key = self.string()?;
            self.expect(b':')?;
            member(self, key)?;
            self.white_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(());
                }
                _ => return Err(self.error("expected ',' or '}'")),
            }
        }
    }

    /// The fields of a `k:` element, into `shared.fields`: an object (or `null`, no
    /// fields), in order.
    fn key_fields(&mut self, shared: &mut Shared) -> Result<(), Error> {
        shared.fields.clear();
        self.white_space();
        if self.peek() == Some(b'n') {
            return self.literal("null");
        }
        self.object(|reader, key| {
            let name = shared.name(&key);
            let value = reader.value(2)?;
            shared.fields.push((name, value));
            Ok(())
        })
    }

    /// Reads past any JSON value.
    fn skip(&mut self, depth: usize) -> Result<(), Error> {
        self.value(depth).map(drop)
    }
}
