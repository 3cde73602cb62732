//! Strings holding an escape: where one ends, and its text unescaped. Reading one walks it
//! twice, once from escape to escape to find its closing quote and once to unescape it into
//! a buffer made at its length (no escape is shorter than what it stands for), so that
//! nothing grows.

use crate::gojson::{backslash_in, string_end};

/// Where the string whose first escape is at `at` ends (its closing quote), or `None`
/// where it does not end, or holds a control character, before the text does. An
/// escape's second byte is skipped whatever it is: [`unescape`] checks it.
pub(super) fn end(bytes: &[u8], mut at: usize) -> Option<usize> {
    loop {
        match *bytes.get(at)? {
            b'"' => return Some(at),
            b'\\' => at += 2,
            _ => return None,
        }
        at += string_end(bytes.get(at..)?)?;
    }
}

/// Writes the text `raw` stands for (a string's bytes between its quotes) to the front of
/// `out`, which is at least as long, and returns its length; `None` for an escape JSON
/// does not know or a lone surrogate, which serde_json then names.
pub(super) fn unescape(raw: &[u8], out: &mut [u8]) -> Option<usize> {
    // Text is never written ahead of where it is read (`written <= at`): a run of eight
    // bytes is copied whole, and only its part before a backslash counts.
    let (mut at, mut written) = (0, 0);
    loop {
        match (raw.get(at..at + 8), out.get_mut(written..written + 8)) {
            (Some(eight), Some(to)) => {
                let eight: [u8; 8] = eight.try_into().ok()?;
                to.copy_from_slice(&eight);
                let run = backslash_in(eight);
                (at, written) = (at + run, written + run);
                if run == 8 {
                    continue;
                }
            }
            _ => {
                let run = raw[at..].iter().position(|&b| b == b'\\').unwrap_or(raw.len() - at);
                out.get_mut(written..written + run)?.copy_from_slice(&raw[at..at + run]);
                (at, written) = (at + run, written + run);
                if at == raw.len() {
                    return Some(written);
                }
            }
        }
        // `at` is on a backslash.
        let escape = *raw.get(at + 1)?;
        at += 2;
        let byte = match escape {
            b'"' | b'\\' | b'/' => escape,
            b'b' => 0x08,
            b'f' => 0x0c,
            b'n' => b'\n',
            b'r' => b'\r',
            b't' => b'\t',
            b'u' => {
                let (character, used) = unicode(&raw[at..])?;
                let mut utf8 = [0; 4];
                let utf8 = character.encode_utf8(&mut utf8).as_bytes();
                out.get_mut(written..written + utf8.len())?.copy_from_slice(utf8);
                (at, written) = (at + used, written + utf8.len());
                continue;
            }
            _ => return None,
        };
        *out.get_mut(written)? = byte;
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
