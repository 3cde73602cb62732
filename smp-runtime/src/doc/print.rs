//! Go's `json.Marshal` bytes of a document: maps are already in Go's order, so this is one
//! walk writing as it goes (the escapes and number forms are `crate::gojson`'s).

use super::Doc;
use crate::error::MAX_DEPTH;
use crate::gojson::{json_number, json_string};

/// Appends `doc`'s bytes to `out`. Values nested deeper than [`MAX_DEPTH`] are written as
/// `null`, as `crate::gojson::write_go_json` writes them; the caller gives the stack.
pub(crate) fn write(doc: &Doc<'_>, out: &mut Vec<u8>) {
    value(doc, out, 0);
}

/// The bytes of `doc` (see [`write`]), in a buffer made for about `size` of them.
pub(crate) fn to_vec(doc: &Doc<'_>, size: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(size);
    write(doc, &mut out);
    out
}

fn value(doc: &Doc<'_>, out: &mut Vec<u8>, depth: usize) {
    if depth > MAX_DEPTH {
        out.extend_from_slice(b"null");
        return;
    }
    match doc {
        Doc::Null => out.extend_from_slice(b"null"),
        Doc::Bool(true) => out.extend_from_slice(b"true"),
        Doc::Bool(false) => out.extend_from_slice(b"false"),
        Doc::Number(n) => json_number(*n, out),
        Doc::String(s) => json_string(s, out),
        Doc::Escaped(s) => s.write_json(out),
        Doc::Array(items) => {
            out.push(b'[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                value(item, out, depth + 1);
            }
            out.push(b']');
        }
        Doc::Object(map) => {
            out.push(b'{');
            for (i, (key, item)) in map.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                json_string(key, out);
                out.push(b':');
                value(item, out, depth + 1);
            }
            out.push(b'}');
        }
    }
}
