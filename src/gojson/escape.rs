//! Go's escapes of a string in JSON text (`json.Marshal`, HTML-safe), and the byte
//! tables that find the runs of text needing none, which the reader shares.

const HEX: &[u8; 16] = b"0123456789abcdef";

/// The bytes [`json_string`] cannot copy as they are: `"`, `\`, the controls, the
/// HTML-sensitive `<`, `>`, `&`, and 0xE2, which may start U+2028 or U+2029.
const NOT_PLAIN: [bool; 256] = byte_table(&[b'"', b'\\', b'<', b'>', b'&', 0xe2]);

/// A table marking the control characters and `others`.
pub(crate) const fn byte_table(others: &[u8]) -> [bool; 256] {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 0x20 {
        table[byte] = true;
        byte += 1;
    }
    let mut i = 0;
    while i < others.len() {
        table[others[i] as usize] = true;
        i += 1;
    }
    table
}

/// Go's `encodeState.string` with `escapeHTML` on, as `json.Marshal` uses it.
pub(crate) fn json_string(s: &str, out: &mut Vec<u8>) {
    out.push(b'"');
    let bytes = s.as_bytes();
    // Copy runs of bytes that need no escape in one go; `start` is the first
    // byte not yet written.
    let mut start = 0;
    while let Some(offset) = bytes[start..].iter().position(|&b| NOT_PLAIN[usize::from(b)]) {
        let i = start + offset;
        let b = bytes[i];
        out.extend_from_slice(&bytes[start..i]);
        start = i + 1;
        match b {
            b'"' => out.extend_from_slice(b"\\\""),
            b'\\' => out.extend_from_slice(b"\\\\"),
            0x08 => out.extend_from_slice(b"\\b"),
            0x0c => out.extend_from_slice(b"\\f"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            b'\t' => out.extend_from_slice(b"\\t"),
            // U+2028 / U+2029 are E2 80 A8 / E2 80 A9 in UTF-8. A 0xE2
            // byte in a &str always starts a 3-byte sequence.
            0xe2 if bytes.get(i + 1) == Some(&0x80) && matches!(bytes.get(i + 2), Some(0xa8) | Some(0xa9)) => {
                out.extend_from_slice(b"\\u202");
                out.push(HEX[usize::from(bytes[i + 2] & 0x0f)]);
                start = i + 3;
            }
            // Any other sequence starting with 0xE2 is written as it is.
            0xe2 => out.push(b),
            // Other controls and the HTML-sensitive characters: \u00XX.
            _ => {
                out.extend_from_slice(b"\\u00");
                out.push(HEX[usize::from(b >> 4)]);
                out.push(HEX[usize::from(b & 0x0f)]);
            }
        }
    }
    out.extend_from_slice(&bytes[start..]);
    out.push(b'"');
}
