//! A plain merge key (a scalar: not null, not composite) read where it lies: a short
//! string is copied into two words and a longer one borrowed from the item holding it, so
//! that reading a key allocates nothing, dropping one frees nothing, and comparing two
//! short ones (most merge keys) is comparing three words. The typed lean keyed merge
//! reads every key of three lists this way. (`gojson::scalar::ScalarKey` is Go's `==` on
//! decoded JSON, `null` included; this one is made for hashing many keys.)

use super::Key;

/// A plain merge key. Equal exactly where the [`Key`]s of the same values are (Go's
/// `==`: an integer never equals a float or a string, `+0.0` equals `-0.0`).
#[derive(Debug, Clone, Copy, Eq)]
pub enum PlainKey<'a> {
    /// A string of up to 16 bytes, as [`PlainKey::str`] reads it into two words.
    Short {
        /// Its length.
        len: u8,
        /// Its bytes, read at fixed sizes from both ends.
        words: [u64; 2],
    },
    /// A longer string.
    Long(&'a [u8]),
    /// An integer (Go's `int64`).
    Int(i64),
    /// A float, by its bits with `-0.0` folded into `0.0` (as [`Key::Float`]).
    Float(u64),
    /// A boolean.
    Bool(bool),
}

impl<'a> PlainKey<'a> {
    /// The key of a string. Up to 16 bytes are read as two words from both ends (they
    /// overlap where the text is shorter), so that texts of one length are equal exactly
    /// where their words are.
    #[inline]
    pub fn str(text: &'a str) -> Self {
        PlainKey::bytes(text.as_bytes())
    }

    /// [`PlainKey::str`] of a string's UTF-8 bytes.
    #[inline]
    pub(crate) fn bytes(bytes: &'a [u8]) -> Self {
        PlainKey::short(bytes).unwrap_or(PlainKey::Long(bytes))
    }

    /// [`PlainKey::str`] of a string's bytes, up to 16 of them; `None` for a longer one.
    #[inline]
    pub(crate) fn short(bytes: &[u8]) -> Option<PlainKey<'static>> {
        let len = bytes.len();
        let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or_default());
        let half = |at: usize| u64::from(u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap_or_default()));
        let words = match len {
            17.. => return None,
            8.. => [word(0), word(len - 8)],
            4.. => [half(0), half(len - 4)],
            _ => [bytes.iter().fold(0, |word, &byte| word << 8 | u64::from(byte)), 0],
        };
        Some(PlainKey::Short { len: len as u8, words })
    }

    /// The key of a string held inline ([`PlainKey::Short`]), which borrows nothing;
    /// `None` for one longer than 16 bytes.
    #[inline]
    pub fn inline(text: &str) -> Option<PlainKey<'static>> {
        match PlainKey::str(text) {
            PlainKey::Short { len, words } => Some(PlainKey::Short { len, words }),
            _ => None,
        }
    }

    /// The key as [`PlainKey`] reads a scalar, borrowing its text: `None` for `null`,
    /// composite and uncomparable keys.
    #[inline]
    pub(crate) fn of_key(key: &'a Key) -> Option<PlainKey<'a>> {
        match key {
            Key::Str(text) => Some(PlainKey::bytes(text.bytes())),
            Key::Int(value) => Some(PlainKey::Int(*value)),
            Key::Float(bits) => Some(PlainKey::Float(*bits)),
            Key::Bool(value) => Some(PlainKey::Bool(*value)),
            Key::Nil | Key::Unique(_) | Key::Composite(_) => None,
        }
    }

    /// The scalar of a key that borrows nothing: `None` for strings (which a key holds
    /// and cannot lend), `null`, composite and uncomparable keys.
    #[inline]
    pub fn of_number(key: Option<Key>) -> Option<PlainKey<'static>> {
        match key? {
            Key::Int(value) => Some(PlainKey::Int(value)),
            Key::Float(bits) => Some(PlainKey::Float(bits)),
            Key::Bool(value) => Some(PlainKey::Bool(value)),
            Key::Nil | Key::Str(_) | Key::Unique(_) | Key::Composite(_) => None,
        }
    }

    /// A short hash, unseeded: for tables too small to suffer from keys chosen to collide
    /// (a few dozen keys probe at most a few dozen times each). Its top bits depend on
    /// every bit of the key (it ends with a multiplication, which carries each bit up), so
    /// a table indexes by them: keys alike but for their last bytes (`APP_SETTING_00`,
    /// `APP_SETTING_01`) differ there.
    #[inline]
    pub(crate) fn short_hash(self) -> u64 {
        const MULTIPLIER: u64 = 0x9E37_79B9_7F4A_7C15;
        let mix = |hash: u64, word: u64| (hash ^ word).wrapping_mul(MULTIPLIER).rotate_left(29);
        let hash = match self {
            PlainKey::Short { len, words: [first, last] } => mix(mix(u64::from(len), first), last),
            PlainKey::Long(bytes) => {
                let mut hash = mix(bytes.len() as u64, word_at(bytes, bytes.len() - 8));
                for chunk in bytes.chunks_exact(8) {
                    hash = mix(hash, u64::from_le_bytes(chunk.try_into().unwrap_or_default()));
                }
                hash
            }
            PlainKey::Int(value) => mix(1, value as u64),
            PlainKey::Float(bits) => mix(2, bits),
            PlainKey::Bool(value) => mix(3, u64::from(value)),
        };
        hash.wrapping_mul(MULTIPLIER)
    }
}

impl PartialEq for PlainKey<'_> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (PlainKey::Short { len, words }, PlainKey::Short { len: other_len, words: other_words }) => {
                len == other_len && words == other_words
            }
            // Word by word rather than a call to `memcmp`: these are a few words long.
            (PlainKey::Long(left), PlainKey::Long(right)) => {
                left.len() == right.len()
                    && word_at(left, left.len() - 8) == word_at(right, right.len() - 8)
                    && left.chunks_exact(8).zip(right.chunks_exact(8)).all(|(l, r)| l == r)
            }
            (PlainKey::Int(left), PlainKey::Int(right)) => left == right,
            (PlainKey::Float(left), PlainKey::Float(right)) => left == right,
            (PlainKey::Bool(left), PlainKey::Bool(right)) => left == right,
            _ => false,
        }
    }
}

/// One write per key for a seeded hasher (a long list's index): the derived hash wrote
/// the variant, the length, the array's length and each word apart. Equal keys write the
/// same; a short key's length is folded into its first word, so at most 17 short keys
/// (one per length) share what they write.
impl std::hash::Hash for PlainKey<'_> {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match *self {
            PlainKey::Short { len, words: [first, last] } => {
                state.write_u128(u128::from(first ^ u64::from(len)) << 64 | u128::from(last))
            }
            PlainKey::Long(bytes) => state.write(bytes),
            PlainKey::Int(value) => state.write_i64(value),
            PlainKey::Float(bits) => state.write_u64(bits),
            PlainKey::Bool(value) => state.write_u8(u8::from(value)),
        }
    }
}

/// The 8 bytes of `text` from `at` as a word. A text longer than 16 bytes is read in
/// whole words, then its last 8 bytes (which overlap the words before unless the length is
/// a multiple of 8), so that texts of one length are equal exactly where their words are.
#[inline]
fn word_at(text: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(text[at..at + 8].try_into().unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::PlainKey;
    use crate::lists::Key;

    /// Plain keys are equal where the keys of the same values are.
    #[test]
    fn plain_keys_compare_as_keys_do() {
        let numbers = [Key::from(1i64), Key::from(1.0), Key::from(0.0), Key::from(-0.0), Key::Bool(true)];
        for left in &numbers {
            for right in &numbers {
                let (l, r) = (PlainKey::of_number(Some(left.clone())), PlainKey::of_number(Some(right.clone())));
                assert_eq!(l == r, left == right, "{left:?} {right:?}");
            }
        }
        for key in [Key::from("a"), Key::Nil, Key::Unique(0)] {
            assert_eq!(PlainKey::of_number(Some(key)), None);
        }
        assert_ne!(PlainKey::str("1"), PlainKey::Int(1));
        // Strings of every length up to past the short form, equal, one byte longer, and
        // differing in each byte.
        let text: String = (0..40).map(|n| char::from(b'a' + n % 26)).collect();
        let mut hashes = std::collections::HashSet::new();
        for len in 0..40 {
            let same = text[..len].to_owned();
            assert_eq!(PlainKey::str(&text[..len]), PlainKey::str(&same), "length {len}");
            assert_ne!(PlainKey::str(&text[..len]), PlainKey::str(&text[..len + 1]), "length {len}");
            hashes.insert(PlainKey::str(&same).short_hash());
            for at in 0..len {
                let mut other = same.clone().into_bytes();
                other[at] = b'-';
                let other = String::from_utf8(other).unwrap();
                assert_ne!(PlainKey::str(&text[..len]), PlainKey::str(&other), "length {len}, byte {at}");
                assert_ne!(PlainKey::str(&same).short_hash(), PlainKey::str(&other).short_hash());
            }
        }
        assert_eq!(hashes.len(), 40, "each length hashes apart");
    }
}
