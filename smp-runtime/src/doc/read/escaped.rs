//! Strings holding an escape: checked in one walk, unescaped in one walk. A run of plain
//! text is copied eight bytes a step (the part before a quote, a backslash or a control
//! counting), each escape written as the character it stands for.

use crate::gojson::{string_end, string_end_in};

/// Where the closing quote is of the string whose first escape is at `at`, each escape
/// checked as [`unescape`] reads it; `None` where `unescape` would fail.
pub(crate) fn check(bytes: &[u8], mut at: usize) -> Option<usize> {
    loop {
        match *bytes.get(at)? {
            b'"' => return Some(at),
            b'\\' => match *bytes.get(at + 1)? {
                b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't' => at += 2,
                b'u' => at += 2 + unicode(bytes.get(at + 2..)?)?.1,
                _ => return None,
            },
            _ => return None,
        }
        at += string_end(bytes.get(at..)?)?;
    }
}

/// Unescapes the string whose text starts at `start` into the front of `out` (its length
/// is the room to write in, grown as needed); where the string's closing quote is and how
/// long its text is. `None` where the text ends first, a control character or an escape
/// JSON does not know shows up, or a surrogate is alone: serde_json then names what is
/// wrong.
pub(crate) fn unescape(bytes: &[u8], start: usize, out: &mut Vec<u8>) -> Option<(usize, usize)> {
    let (mut at, mut written) = (start, 0);
    loop {
        // A plain run, to the byte that ends it.
        loop {
            if out.len() < written + 8 {
                out.resize(out.len() * 2 + 64, 0);
            }
            let Some(eight) = bytes.get(at..at + 8) else {
                // The text's last bytes, one at a time.
                let byte = *bytes.get(at)?;
                if byte == b'"' || byte == b'\\' || byte < 0x20 {
                    break;
                }
                out[written] = byte;
                (at, written) = (at + 1, written + 1);
                continue;
            };
            let eight: [u8; 8] = eight.try_into().ok()?;
            out[written..written + 8].copy_from_slice(&eight);
            let run = string_end_in(eight);
            (at, written) = (at + run, written + run);
            if run < 8 {
                break;
            }
        }
        if bytes[at] != b'\\' {
            // The closing quote, or a control character.
            return (bytes[at] == b'"').then_some((at, written));
        }
        let escape = *bytes.get(at + 1)?;
        at += 2;
        // Room for the character, up to four bytes.
        if out.len() < written + 4 {
            out.resize(out.len() * 2 + 64, 0);
        }
        let byte = match escape {
            b'"' | b'\\' | b'/' => escape,
            b'b' => 0x08,
            b'f' => 0x0c,
            b'n' => b'\n',
            b'r' => b'\r',
            b't' => b'\t',
            b'u' => {
                let (character, used) = unicode(bytes.get(at..)?)?;
                let mut utf8 = [0; 4];
                let utf8 = character.encode_utf8(&mut utf8).as_bytes();
                out[written..written + utf8.len()].copy_from_slice(utf8);
                (at, written) = (at + used, written + utf8.len());
                continue;
            }
            _ => return None,
        };
        out[written] = byte;
        written += 1;
    }
}

/// The four hex digits at the start of `digits`.
fn hex4(digits: &[u8]) -> Option<u32> {
    let mut value = 0;
    for &digit in digits.get(..4)? {
        value = value * 16 + char::from(digit).to_digit(16)?;
    }
    Some(value)
}

/// The character of a `\u` escape whose digits start `text`, a surrogate pair's two
/// escapes together, and the bytes it used; a lone surrogate is left to serde_json, which
/// refuses it.
fn unicode(text: &[u8]) -> Option<(char, usize)> {
    let first = hex4(text)?;
    if !(0xD800..0xDC00).contains(&first) {
        return Some((char::from_u32(first)?, 4));
    }
    if !text[4..].starts_with(b"\\u") {
        return None;
    }
    let second = hex4(&text[6..])?;
    if !(0xDC00..0xE000).contains(&second) {
        return None;
    }
    Some((char::from_u32(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))?, 10))
}
