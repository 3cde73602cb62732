//! Go's escapes of a string in JSON text (`json.Marshal`, HTML-safe), and the word-wide
//! scans that find where a run of plain string text ends, for it and for the reader.

const HEX: &[u8; 16] = b"0123456789abcdef";

const ONES: u64 = u64::from_ne_bytes([1; 8]);

/// The high bit of each byte of `word` that is below `n` (`n` at most 0x80); of the
/// flags, the lowest is always a true one: a borrow only carries upwards from a byte
/// that is flagged. Word-wide tests like this one scan eight bytes a step.
#[inline]
fn below(word: u64, n: u8) -> u64 {
    word.wrapping_sub(ONES * u64::from(n)) & !word & (ONES << 7)
}

/// The high bit of each byte of `word` that is `byte` (see [`below`]).
#[inline]
fn equal(word: u64, byte: u8) -> u64 {
    below(word ^ (ONES * u64::from(byte)), 1)
}

/// Where the first byte `flags` marks is: eight bytes a step, `is_end` for the tail.
#[inline(always)]
fn scan(bytes: &[u8], flags: impl Fn(u64) -> u64, is_end: impl Fn(u8) -> bool) -> Option<usize> {
    let mut at = 0;
    while let Some(chunk) = bytes.get(at..at + 8) {
        let word: [u8; 8] = chunk.try_into().ok()?;
        let found = flags(u64::from_le_bytes(word));
        if found != 0 {
            return Some(at + found.trailing_zeros() as usize / 8);
        }
        at += 8;
    }
    bytes[at..].iter().position(|&b| is_end(b)).map(|i| at + i)
}

/// Where the first quote, backslash or control character of `bytes` is: the end of a run
/// of string text the reader takes as it is.
#[inline]
pub(crate) fn string_end(bytes: &[u8]) -> Option<usize> {
    scan(bytes, string_flags, |b| b == b'"' || b == b'\\' || b < 0x20)
}

/// Where the first of eight bytes [`string_end`] stops at is (8 where none is).
#[inline]
pub(crate) fn string_end_in(bytes: [u8; 8]) -> usize {
    string_flags(u64::from_le_bytes(bytes)).trailing_zeros() as usize / 8
}

/// The high bit of each byte of `word` that ends a run of string text: a quote, a
/// backslash or a control.
#[inline]
fn string_flags(word: u64) -> u64 {
    equal(word, b'"') | equal(word, b'\\') | below(word, 0x20)
}

/// Where the first byte of `bytes` that [`json_string`] may not copy as it is is: the
/// quote, the backslash, a control, `<`, `>`, `&`, or any byte past ASCII (of which only
/// U+2028 and U+2029 are escaped).
#[inline]
pub(crate) fn plain_end(bytes: &[u8]) -> Option<usize> {
    scan(
        bytes,
        plain_flags,
        // The tail of a string, most of a short one: a table, one load a byte.
        |b| NOT_PLAIN[usize::from(b)],
    )
}

/// The high bit of each byte of `word` that [`plain_end`] stops at.
#[inline]
fn plain_flags(word: u64) -> u64 {
    equal(word, b'"')
        | equal(word, b'\\')
        | equal(word, b'<')
        | equal(word, b'>')
        | equal(word, b'&')
        | below(word, 0x20)
        | (word & (ONES << 7))
}

/// The bytes [`plain_end`] stops at.
static NOT_PLAIN: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = matches!(byte as u8, b'"' | b'\\' | b'<' | b'>' | b'&' | ..0x20 | 0x80..);
        byte += 1;
    }
    table
};

/// `bytes` quoted, where none needs an escape (most strings): copied as they are checked,
/// eight at a time, then the rest one by one. Whether it was; where not, `out` is as it was.
#[inline]
fn copy_plain(bytes: &[u8], out: &mut Vec<u8>) -> bool {
    let before = out.len();
    out.reserve(bytes.len() + 2);
    out.push(b'"');
    let mut words = bytes.chunks_exact(8);
    for word in &mut words {
        let word: [u8; 8] = word.try_into().unwrap_or_default();
        out.extend_from_slice(&word);
        if plain_flags(u64::from_le_bytes(word)) != 0 {
            out.truncate(before);
            return false;
        }
    }
    for &byte in words.remainder() {
        if NOT_PLAIN[usize::from(byte)] {
            out.truncate(before);
            return false;
        }
        out.push(byte);
    }
    out.push(b'"');
    true
}

/// Go's `encodeState.string` with `escapeHTML` on, as `json.Marshal` uses it.
#[inline]
pub(crate) fn json_string(s: &str, out: &mut Vec<u8>) {
    if !copy_plain(s.as_bytes(), out) {
        json_string_escaped(s.as_bytes(), out);
    }
}

/// [`json_string`] of `prefix` and then `s`, without making that string; `prefix` is
/// ASCII that needs no escape (a FieldsV1 key's `f:`).
#[inline]
pub(crate) fn json_string_after(prefix: &[u8], s: &str, out: &mut Vec<u8>) {
    debug_assert!(prefix.iter().all(|&b| !NOT_PLAIN[usize::from(b)]));
    let at = out.len() + 1;
    json_string(s, out);
    let end = out.len();
    out.extend_from_slice(prefix);
    out.copy_within(at..end, at + prefix.len());
    out[at..at + prefix.len()].copy_from_slice(prefix);
}

/// [`json_string`] of a string with something to escape.
#[cold]
#[inline(never)]
fn json_string_escaped(bytes: &[u8], out: &mut Vec<u8>) {
    out.push(b'"');
    escape_into(bytes, out);
    out.push(b'"');
}

/// The letter of Go's two-character escape of `byte`: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`.
#[inline]
pub(crate) fn short_escape(byte: u8) -> Option<u8> {
    match SHORT[usize::from(byte)] {
        0 => None,
        letter => Some(letter),
    }
}

/// [`short_escape`]'s letters by byte (0: none), one load a byte.
static SHORT: [u8; 256] = {
    let mut table = [0; 256];
    table[b'"' as usize] = b'"';
    table[b'\\' as usize] = b'\\';
    table[0x08] = b'b';
    table[0x0c] = b'f';
    table[b'\n' as usize] = b'n';
    table[b'\r' as usize] = b'r';
    table[b'\t' as usize] = b't';
    table
};

/// The text of [`json_string`] of `bytes`, without its quotes: each run of plain bytes
/// copied in one go, each other byte written as Go writes it.
pub(crate) fn escape_into(bytes: &[u8], out: &mut Vec<u8>) {
    // `start` is the first byte not yet written.
    let mut start = 0;
    while let Some(offset) = plain_end(&bytes[start..]) {
        let i = start + offset;
        let b = bytes[i];
        out.extend_from_slice(&bytes[start..i]);
        start = i + 1;
        if let Some(letter) = short_escape(b) {
            out.push(b'\\');
            out.push(letter);
            continue;
        }
        match b {
            // U+2028 / U+2029 are E2 80 A8 / E2 80 A9 in UTF-8. A 0xE2
            // byte in a &str always starts a 3-byte sequence.
            0xe2 if bytes.get(i + 1) == Some(&0x80) && matches!(bytes.get(i + 2), Some(0xa8) | Some(0xa9)) => {
                out.extend_from_slice(b"\\u202");
                out.push(HEX[usize::from(bytes[i + 2] & 0x0f)]);
                start = i + 3;
            }
            // Any other byte past ASCII is written as it is.
            0x80.. => out.push(b),
            // Other controls and the HTML-sensitive characters: \u00XX.
            _ => {
                out.extend_from_slice(b"\\u00");
                out.push(HEX[usize::from(b >> 4)]);
                out.push(HEX[usize::from(b & 0x0f)]);
            }
        }
    }
    out.extend_from_slice(&bytes[start..]);
}
