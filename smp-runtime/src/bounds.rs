//! What keeps every operation bounded: documents nested deeper than [`MAX_DEPTH`] are
//! refused before anything copies, compares or drops them (serde_json does all three
//! recursively), and the recursive walkers run on a stack large enough for the deepest
//! document accepted, whatever stack the caller's thread has.

use serde_json::Value;

use crate::error::{Error, ErrorKind, JsonPath, PathSegment, MAX_DEPTH};
use crate::gojson::view::Json;

/// The stack the deepest accepted document needs in the hungriest operation, with room
/// to spare (see `tests/integration/stack.rs`, which runs every entry point at [`MAX_DEPTH`] on a
/// 64 KiB thread). Where less remains, the operation runs on a new stack of this size
/// (allocated, not touched until used), so a call on a 2 MiB tokio worker costs a
/// comparison and a call on a 256 KiB thread one mapping. Unoptimised builds have frames
/// several times larger, and get more.
pub(crate) const STACK_NEEDED: usize = if cfg!(debug_assertions) { 4 << 20 } else { 1 << 20 };

/// Runs `operation` with at least [`STACK_NEEDED`] bytes of stack left.
#[inline]
pub(crate) fn with_stack<R>(operation: impl FnOnce() -> R) -> R {
    maybe_grow(STACK_NEEDED, STACK_NEEDED, operation)
}

/// Runs `operation` with at least `bytes` of stack left, for parsers whose frames are
/// larger than the walkers' (the YAML reader's).
#[cfg(feature = "yaml")]
pub(crate) fn with_stack_of<R>(bytes: usize, operation: impl FnOnce() -> R) -> R {
    maybe_grow(bytes, bytes, operation)
}

/// `stacker::maybe_grow`, type-erased: `operation` runs here where `red_zone` bytes are
/// left, else on a new segment of `segment` bytes. Only [`Pending::run`], which carries
/// the operation and its result, is compiled per caller, with the operation inlined into
/// it; the test and the hand-over are compiled once. Stacker's own `maybe_grow` compiles its
/// `grow` (and a closure and its `dyn` shim) once per caller, hundreds in a typed binary,
/// and a generic test and hand-over per caller cost more (`benches/README.md`, "Builds and
/// binaries").
#[inline]
fn maybe_grow<R>(red_zone: usize, segment: usize, operation: impl FnOnce() -> R) -> R {
    let (mut operation, mut result) = (Some(operation), None);
    grow_if_needed(red_zone, segment, &mut Pending { operation: &mut operation, result: &mut result });
    // `grow_if_needed` ran the operation, or its panic unwound through here.
    result.expect("the operation ran")
}

/// An operation waiting for its stack, type-erased for [`grow_if_needed`]: a trait of
/// its own rather than `dyn FnMut`, whose vtable would add a `call_once` shim per caller.
trait Level {
    fn run(&mut self);
}

struct Pending<'a, F, R> {
    operation: &'a mut Option<F>,
    result: &'a mut Option<R>,
}

impl<F: FnOnce() -> R, R> Level for Pending<'_, F, R> {
    fn run(&mut self) {
        if let Some(operation) = self.operation.take() {
            *self.result = Some(operation());
        }
    }
}

#[inline(never)]
fn grow_if_needed(red_zone: usize, segment: usize, level: &mut dyn Level) {
    if stacker::remaining_stack().is_some_and(|left| left >= red_zone) {
        level.run();
    } else {
        stacker::grow(segment, || level.run());
    }
}

/// Refuses a document with a value deeper than [`MAX_DEPTH`] levels below its root, with
/// [`ErrorKind::TooDeep`] at the first such value.
pub(crate) fn check_depth<J: Json>(document: &J) -> Result<(), Error> {
    check_depth_within(document, MAX_DEPTH)
}

/// [`check_depth`] against another limit (the stored last-applied configuration's).
pub(crate) fn check_depth_within<J: Json>(document: &J, limit: usize) -> Result<(), Error> {
    match first_too_deep(document, limit) {
        Some(path) => Err(Error::new(ErrorKind::TooDeep { limit }, path)),
        None => Ok(()),
    }
}

/// The path of the first value of `document` more than `limit` levels below its root (the
/// root's fields are one level below it), if any. The walk goes no deeper than `limit`
/// levels whatever the document's depth, and allocates nothing unless it finds one: it
/// runs before every operation.
fn first_too_deep<J: Json>(document: &J, limit: usize) -> Option<JsonPath> {
    /// Whether a value below `value` lies more than `levels_left` levels below it; the
    /// path to the first such value, from there, is pushed in reverse.
    fn deeper_than<J: Json>(value: &J, levels_left: usize, path: &mut Vec<PathSegment>) -> bool {
        let too_deep =
            |child: &J, path: &mut Vec<PathSegment>| levels_left == 0 || deeper_than(child, levels_left - 1, path);
        if let Some(items) = value.list_items() {
            for (index, item) in items.iter().enumerate() {
                if too_deep(item, path) {
                    path.push(PathSegment::Index(index));
                    return true;
                }
            }
        } else if value.is_map() {
            for (key, item) in value.map_entries() {
                if too_deep(item, path) {
                    path.push(PathSegment::Key(key.to_owned()));
                    return true;
                }
            }
        }
        false
    }
    with_stack(|| {
        let mut path = Vec::new();
        deeper_than(document, limit, &mut path).then(|| {
            path.reverse();
            JsonPath::from_segments(path)
        })
    })
}

/// A container [`first_too_deep_in_text`] is inside: in a list, the index of the item being
/// read; in a map, the key being read (its quoted text) and whether a key comes next.
struct Open {
    map: bool,
    index: usize,
    key: std::ops::Range<usize>,
    key_next: bool,
}

/// [`first_too_deep`] on JSON text, without parsing it: the path of the first value more than
/// `limit` levels below the root. On text that is not JSON it answers something, and the
/// parser then says what is wrong.
pub(crate) fn first_too_deep_in_text(json: &[u8], limit: usize) -> Option<JsonPath> {
    let mut open: Vec<Open> = Vec::new();
    let mut at = 0;
    while let Some(&byte) = json.get(at) {
        at += 1;
        match byte {
            b' ' | b'\t' | b'\n' | b'\r' => {}
            b',' => {
                if let Some(container) = open.last_mut() {
                    container.index += 1;
                    container.key_next = container.map;
                }
            }
            b':' => {
                if let Some(container) = open.last_mut() {
                    container.key_next = false;
                }
            }
            b']' | b'}' => {
                open.pop();
            }
            _ => {
                let key = open.last().is_some_and(|container| container.map && container.key_next);
                // A value inside `open.len()` containers is that many levels down.
                if !key && open.len() > limit {
                    return Some(text_path(json, &open));
                }
                match byte {
                    b'"' => {
                        let start = at - 1;
                        at = end_of_string(json, at);
                        if let (true, Some(container)) = (key, open.last_mut()) {
                            container.key = start..at;
                        }
                    }
                    b'[' | b'{' => {
                        let map = byte == b'{';
                        open.push(Open { map, index: 0, key: 0..0, key_next: map });
                    }
                    _ => {}
                }
            }
        }
    }
    None
}

/// The path through the containers [`first_too_deep_in_text`] is inside.
fn text_path(json: &[u8], open: &[Open]) -> JsonPath {
    let segment = |container: &Open| {
        if !container.map {
            return PathSegment::Index(container.index);
        }
        let quoted = &json[container.key.clone()];
        PathSegment::Key(
            serde_json::from_slice(quoted).unwrap_or_else(|_| String::from_utf8_lossy(quoted).into_owned()),
        )
    };
    JsonPath::from_segments(open.iter().map(segment).collect())
}

/// Where the string whose opening quote is just before `at` ends (after its closing quote).
fn end_of_string(json: &[u8], mut at: usize) -> usize {
    while let Some(&byte) = json.get(at) {
        at += 1;
        match byte {
            b'"' => break,
            b'\\' => at += 1,
            _ => {}
        }
    }
    at.min(json.len())
}

/// JSON read without serde_json's own limit of 128 levels, for text known to stay within
/// [`MAX_DEPTH`] (checked with [`first_too_deep_in_text`], or printed by smp from a value
/// that was checked); call it on the stack [`with_stack`] gives.
pub(crate) fn read_unbounded<'de, R, T>(mut deserializer: serde_json::Deserializer<R>) -> Result<T, serde_json::Error>
where
    R: serde_json::de::Read<'de>,
    T: serde::Deserialize<'de>,
{
    deserializer.disable_recursion_limit();
    let value = T::deserialize(&mut deserializer)?;
    deserializer.end()?;
    Ok(value)
}

/// Drops a document of any depth without recursion (serde_json's drop recurses).
pub(crate) fn dispose(document: Value) {
    let mut pending = vec![document];
    while let Some(value) = pending.pop() {
        match value {
            Value::Array(items) => pending.extend(items),
            Value::Object(map) => pending.extend(map.into_iter().map(|(_, value)| value)),
            _ => {}
        }
    }
}

/// Stack kept free below each level of the typed walkers and of typed patch parsing:
/// more than one level of generated code and serde between two checks takes.
const RED_ZONE: usize = 128 << 10;

/// Runs one level of a recursion smp does not enter through [`with_stack`] alone (the
/// typed walkers, serde's parsing of typed patches), on a new stack segment where
/// fewer than [`RED_ZONE`] bytes remain. A level that makes a large value fills one its
/// caller holds and returns only its error: the hand-over to a new segment moves the
/// result, once per call site.
#[inline]
pub(crate) fn deeper<R>(level: impl FnOnce() -> R) -> R {
    maybe_grow(RED_ZONE, STACK_NEEDED, level)
}

thread_local! {
    /// How many typed patch structs are being parsed on this thread, one inside another.
    static PATCH_NESTING: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// One level of typed patch parsing; parsing deeper than [`MAX_DEPTH`] struct levels is
/// refused (text is checked before it is read, but not a `Value` read as a patch).
pub(crate) struct PatchLevel(());

impl PatchLevel {
    /// Enters a level, or `None` past [`MAX_DEPTH`].
    pub(crate) fn enter() -> Option<PatchLevel> {
        PATCH_NESTING.with(|nesting| {
            let depth = nesting.get();
            (depth < MAX_DEPTH).then(|| {
                nesting.set(depth + 1);
                PatchLevel(())
            })
        })
    }
}

impl Drop for PatchLevel {
    fn drop(&mut self) {
        PATCH_NESTING.with(|nesting| nesting.set(nesting.get() - 1));
    }
}
