//! Strings holding an escape: checked in one walk, unescaped in one walk. A run of plain
//! text is copied eight bytes a step (the part before a quote, a backslash or a control
//! counting), each escape written as the character it stands for. A checked string is
//! also written as Go writes it straight from its text ([`write_as_go`]).

use crate::gojson::{escape_into, plain_end, short_escape, string_end, string_end_in};

/// Where the closing quote is of the string whose first escape is at `at`, each escape
/// checked as [`unescape`] reads it; `None` where `unescape` would fail.
pub(crate) fn check(bytes: &[u8], mut at: usize) -> Option<usize> {
    loop {
        match *bytes.get(at)? {
            b'"' => return Some(at),
            b'\\' => match *bytes.get(at + 1)? {
                b'u' => at += 2 + unicode(bytes.get(at + 2..)?)?.1,
                letter => at += short(letter).map(|_| 2)?,
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
        if escape == b'u' {
            let (character, used) = unicode(bytes.get(at..)?)?;
            let mut utf8 = [0; 4];
            let utf8 = character.encode_utf8(&mut utf8).as_bytes();
            out[written..written + utf8.len()].copy_from_slice(utf8);
            (at, written) = (at + used, written + utf8.len());
            continue;
        }
        out[written] = short(escape)?;
        written += 1;
    }
}

/// The byte a two-character escape stands for, by its letter (`n`: a newline); `None`
/// for `u` and for a letter JSON does not know.
#[inline]
fn short(letter: u8) -> Option<u8> {
    match letter {
        b'"' | b'\\' | b'/' => Some(letter),
        b'b' => Some(0x08),
        b'f' => Some(0x0c),
        b'n' => Some(b'\n'),
        b'r' => Some(b'\r'),
        b't' => Some(b'\t'),
        _ => None,
    }
}

/// Appends Go's JSON of the string whose text, checked by [`check`], is `quoted` (its
/// closing quote included): what `json_string` writes of the unescaped string, without
/// unescaping it. The text is copied as it is wherever it is written as Go writes it (all
/// of a last-applied configuration that Go printed); an escape or a character that Go
/// writes otherwise (`\/`, any `\u` escape, `<`, U+2028) is written anew.
pub(crate) fn write_as_go(quoted: &[u8], out: &mut Vec<u8>) {
    let text = quoted.strip_suffix(b"\"").unwrap_or(quoted);
    out.reserve(quoted.len() + 1);
    out.push(b'"');
    // `copied`: the first byte of the text not yet written.
    let (mut copied, mut at) = (0, 0);
    let mut utf8 = [0; 4];
    while let Some(run) = plain_end(&text[at..]) {
        at += run;
        // The character at `at` as Go would have it written, and where its text ends.
        let (character, end): (&[u8], usize) = match text[at] {
            b'\\' => {
                let letter = text.get(at + 1).copied().unwrap_or_default();
                match short(letter) {
                    Some(byte) if short_escape(byte) == Some(letter) => {
                        at += 2;
                        continue;
                    }
                    Some(byte) => {
                        utf8[0] = byte;
                        (&utf8[..1], at + 2)
                    }
                    None => {
                        // Checked as it was read: a `\u` escape.
                        let Some((character, used)) = text.get(at + 2..).and_then(unicode) else {
                            debug_assert!(false, "a string checked as it was read");
                            break;
                        };
                        (character.encode_utf8(&mut utf8).as_bytes(), at + 2 + used)
                    }
                }
            }
            b'<' | b'>' | b'&' => (&text[at..=at], at + 1),
            0xe2 if text.get(at + 1) == Some(&0x80) && matches!(text.get(at + 2), Some(0xa8 | 0xa9)) => {
                (&text[at..at + 3], at + 3)
            }
            // Any other byte past ASCII is written as it is.
            _ => {
                at += 1;
                continue;
            }
        };
        out.extend_from_slice(&text[copied..at]);
        escape_into(character, out);
        (at, copied) = (end, end);
    }
    out.extend_from_slice(&text[copied..]);
    out.push(b'"');
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
