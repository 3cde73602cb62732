//! JSON as Go's `json.Marshal` writes it, from an indented print of it (kubectl's `-o json`,
//! smp's): the whitespace between tokens removed. Shared by the library's integration tests
//! and `smp-cli`'s, which include this file.
#![allow(dead_code)]

/// `pretty` without the whitespace between its tokens.
pub fn compact(pretty: &[u8]) -> String {
    let (mut out, mut in_string, mut escaped) = (Vec::with_capacity(pretty.len()), false, false);
    for &byte in pretty {
        if in_string {
            in_string = escaped || byte != b'"';
            escaped = !escaped && byte == b'\\';
        } else if byte.is_ascii_whitespace() {
            continue;
        } else {
            in_string = byte == b'"';
        }
        out.push(byte);
    }
    String::from_utf8(out).expect("JSON is UTF-8")
}
