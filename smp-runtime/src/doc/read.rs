//! Reading JSON text in one pass, as Go's decoder reads it: integers within `int64` stay
//! integers, every other number is a `float64`. A loop over the text with a stack of the
//! open containers, no recursion and no detour through serde's visitors.
//!
//! It reads what it is sure of and gives up on anything else (`None`): malformed text, a
//! number out of range, a lone surrogate, invalid UTF-8, or nesting past serde_json's own
//! recursion limit. The caller then reads the text with serde_json, which gives the same
//! value or names the error: this reader never accepts what serde_json refuses, and what it
//! accepts it reads as serde_json does (`tests` compares them).

pub(crate) mod escaped;

use super::map::{sort_entries, Entry};
use super::{Arena, Doc, Escaped, Obj};
use crate::gojson::string_end;
use crate::gojson::view::Num;

/// How deep this reader goes before it leaves the text to serde_json, whose limit this is.
const DEPTH: usize = 128;

/// What bumpalo rounds a large chunk's size to.
const PAGE: usize = 4096;

/// How long a string with escapes is, at least, for it to be unescaped only where read.
const LAZY: usize = 256;

/// The document `bytes` holds, in `arena`, or `None` where serde_json must read it.
pub(crate) fn read<'a>(bytes: &'a [u8], arena: &'a Arena) -> Option<Doc<'a>> {
    let text = std::str::from_utf8(bytes).ok()?;
    Reader { text, bytes, at: 0, arena, unescaped: Vec::new() }.document()
}

/// An arena with room for the documents `texts` hold, so that reading a manifest
/// allocates once; a document that needs more grows it by what the rest of its text needs
/// ([`Reader::make_room`]), not by doubling it. Room is made as reading needs it past
/// [`UPFRONT`], and where the allocator refuses it up front (text that turns out to be
/// mostly white space needs none).
pub(crate) fn arena_for(texts: &[&[u8]]) -> Arena {
    let text: usize = texts.iter().map(|text| text.len()).sum();
    // A document holds about 2.5 bytes per byte of its text: a map entry (40 bytes) for
    // each `"key":"value",` of a manifest's usual length, a node (24 bytes) for each short
    // list item.
    arena_of(text.saturating_mul(5) / 2)
}

/// An arena made with `room` bytes, at most [`UPFRONT`], or none where the allocator
/// refuses them: it then grows as it is used.
pub(crate) fn arena_of(room: usize) -> Arena {
    Arena::try_with_capacity(room.min(UPFRONT)).unwrap_or_default()
}

/// The most an arena is made with before reading.
const UPFRONT: usize = 64 << 20;

/// A container being read: where its items start on the reader's stacks, and for a map
/// the key of the value to come.
enum Open<'a> {
    List(usize),
    Map(usize, &'a str),
}

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    arena: &'a Arena,
    /// Where strings with escapes are unescaped (room to write in: its length).
    unescaped: Vec<u8>,
}

impl<'a> Reader<'a> {
    fn document(mut self) -> Option<Doc<'a>> {
        // The items of every open list, and the entries of every open map, one after
        // another: each container, once closed, copies its own into the arena. Made at a
        // size a manifest's deepest path needs, rather than grown to it.
        let room = (self.bytes.len() / 32).clamp(4, 64);
        let mut open: Vec<Open<'a>> = Vec::with_capacity(room / 4);
        let mut items: Vec<Doc<'a>> = Vec::with_capacity(room);
        let mut entries: Vec<Entry<'a>> = Vec::with_capacity(room);
        'value: loop {
            self.skip_space();
            let mut value = match *self.bytes.get(self.at)? {
                b'{' => {
                    self.at += 1;
                    if self.next_is(b'}') {
                        Doc::Object(Obj::default())
                    } else {
                        let key = self.key()?;
                        open.push(Open::Map(entries.len(), key));
                        if open.len() > DEPTH {
                            return None;
                        }
                        continue 'value;
                    }
                }
                b'[' => {
                    self.at += 1;
                    if self.next_is(b']') {
                        Doc::Array(&[])
                    } else {
                        open.push(Open::List(items.len()));
                        if open.len() > DEPTH {
                            return None;
                        }
                        continue 'value;
                    }
                }
                b'"' => self.string_value()?,
                b't' => self.word("true", Doc::Bool(true))?,
                b'f' => self.word("false", Doc::Bool(false))?,
                b'n' => self.word("null", Doc::Null)?,
                b'-' | b'0'..=b'9' => Doc::Number(self.number()?),
                _ => return None,
            };
            // The value is whole: into its container, closing each container it ends.
            loop {
                match open.last_mut() {
                    None => {
                        self.skip_space();
                        return (self.at == self.bytes.len()).then_some(value);
                    }
                    Some(Open::List(start)) => {
                        let start = *start;
                        items.push(value);
                        if self.next_is(b',') {
                            continue 'value;
                        }
                        if !self.next_is(b']') {
                            return None;
                        }
                        open.pop();
                        value = Doc::Array(self.copy(&items[start..]));
                        items.truncate(start);
                    }
                    Some(Open::Map(start, key)) => {
                        let start = *start;
                        entries.push((*key, value));
                        if self.next_is(b',') {
                            *key = self.key()?;
                            continue 'value;
                        }
                        if !self.next_is(b'}') {
                            return None;
                        }
                        open.pop();
                        let kept = sort_entries(&mut entries[start..]);
                        value = Doc::Object(Obj::from_sorted(self.copy(&entries[start..start + kept])));
                        entries.truncate(start);
                    }
                }
            }
        }
    }

    /// A closed container's items, into the arena.
    #[inline]
    fn copy<T: Copy>(&self, items: &[T]) -> &'a [T] {
        // Room for the items, aligned.
        let size = std::mem::size_of_val(items) + std::mem::align_of::<T>();
        self.with_room(size, || self.arena.alloc_slice_copy(items))
    }

    /// `allocate`'s allocation of `size` bytes, in the arena's chunk if it has room.
    #[inline]
    fn with_room<T>(&self, size: usize, allocate: impl FnOnce() -> T) -> T {
        if self.arena.chunk_capacity() >= size {
            return allocate();
        }
        self.make_room(size);
        let allocated = allocate();
        self.arena.set_allocation_limit(None);
        allocated
    }

    /// Has the arena's next chunk sized for `size` bytes and what the rest of the text may
    /// hold (three times its length), rather than double the last chunk. bumpalo takes the
    /// largest of its sizes (a power of two times the last one) under the limit set here:
    /// one above half of it, so at least what is asked for.
    #[cold]
    fn make_room(&self, size: usize) {
        let rest = (self.bytes.len() - self.at).saturating_mul(3).max(size);
        let room = rest.saturating_mul(2).saturating_add(2 * PAGE);
        self.arena.set_allocation_limit(Some(self.arena.allocated_bytes().saturating_add(room)));
    }

    #[inline]
    fn skip_space(&mut self) {
        // Compact text, the common case, has none.
        if self.bytes.get(self.at).is_some_and(|&b| b > b' ') {
            return;
        }
        let rest = self.bytes.get(self.at..).unwrap_or_default();
        self.at += rest.iter().position(|b| !matches!(b, b' ' | b'\n' | b'\r' | b'\t')).unwrap_or(rest.len());
    }

    /// Whether the next byte past white space is `byte`, taken if so.
    #[inline(always)]
    fn next_is(&mut self, byte: u8) -> bool {
        self.skip_space();
        let found = self.bytes.get(self.at) == Some(&byte);
        self.at += usize::from(found);
        found
    }

    /// A map's key and the colon after it.
    #[inline(always)]
    fn key(&mut self) -> Option<&'a str> {
        self.skip_space();
        if self.bytes.get(self.at) != Some(&b'"') {
            return None;
        }
        let key = self.string()?;
        self.next_is(b':').then_some(key)
    }

    fn word(&mut self, word: &str, value: Doc<'a>) -> Option<Doc<'a>> {
        let found = self.bytes[self.at..].starts_with(word.as_bytes());
        self.at += word.len();
        found.then_some(value)
    }

    /// A string, the opening quote under `at`.
    #[inline(always)]
    fn string(&mut self) -> Option<&'a str> {
        self.at += 1;
        let start = self.at;
        self.at += string_end(&self.bytes[start..])?;
        match self.bytes[self.at] {
            b'"' => {
                let plain = &self.text[start..self.at];
                self.at += 1;
                Some(plain)
            }
            b'\\' => self.escaped(start),
            _ => None,
        }
    }

    /// A string value, the opening quote under `at`: one with escapes and long (the
    /// last-applied configuration an object carries, which an operation may never read)
    /// is checked and left to be unescaped where it is read.
    #[inline(always)]
    fn string_value(&mut self) -> Option<Doc<'a>> {
        let start = self.at + 1;
        let first = start + string_end(&self.bytes[start..])?;
        match self.bytes[first] {
            b'"' => {
                self.at = first + 1;
                return Some(Doc::String(&self.text[start..first]));
            }
            b'\\' => {}
            _ => return None,
        }
        let end = escaped::check(self.bytes, first)?;
        if end - start < LAZY {
            self.at = first;
            return self.escaped(start).map(Doc::String);
        }
        self.at = end + 1;
        let escaped = Escaped::new(&self.bytes[start..=end], self.arena);
        Some(Doc::Escaped(self.with_room(std::mem::size_of::<Escaped<'_>>(), || self.arena.alloc(escaped))))
    }

    /// A string holding an escape, from its start, unescaped (in the reader's buffer, then
    /// into the arena).
    fn escaped(&mut self, start: usize) -> Option<&'a str> {
        let (end, len) = escaped::unescape(self.bytes, start, &mut self.unescaped)?;
        self.at = end + 1;
        let text = std::str::from_utf8(&self.unescaped[..len]).ok()?;
        Some(self.with_room(len, || self.arena.alloc_str(text)))
    }

    /// A number, as serde_json reads it and smp then keeps it: an integer within `i64`, or
    /// any other within `u64` above it as the float it is closest to; `-0` and every number
    /// with a fraction or an exponent as a float.
    fn number(&mut self) -> Option<Num> {
        let start = self.at;
        self.at += usize::from(self.bytes[self.at] == b'-');
        match self.bytes.get(self.at)? {
            b'0' => self.at += 1,
            b'1'..=b'9' => self.digits(),
            _ => return None,
        }
        let mut integer = true;
        if self.bytes.get(self.at) == Some(&b'.') {
            self.at += 1;
            if !self.bytes.get(self.at)?.is_ascii_digit() {
                return None;
            }
            self.digits();
            integer = false;
        }
        if let Some(b'e' | b'E') = self.bytes.get(self.at) {
            self.at += 1;
            if let Some(b'+' | b'-') = self.bytes.get(self.at) {
                self.at += 1;
            }
            if !self.bytes.get(self.at)?.is_ascii_digit() {
                return None;
            }
            self.digits();
            integer = false;
        }
        let text = &self.text[start..self.at];
        if integer {
            if let Ok(int) = text.parse::<i64>() {
                // serde_json reads `-0` as a float.
                return Some(if int == 0 && text.starts_with('-') { Num::Float(-0.0) } else { Num::Int(int) });
            }
        }
        // Past `i64` (within `u64` or not) or not an integer: the nearest float; one out
        // of range is serde_json's error to name.
        text.parse::<f64>().ok().filter(|float| float.is_finite()).map(Num::Float)
    }

    fn digits(&mut self) {
        while let Some(b'0'..=b'9') = self.bytes.get(self.at) {
            self.at += 1;
        }
    }
}

#[cfg(test)]
mod tests;
