//! Keys of list items: what the reference compares with Go's `==` (a merge key's value,
//! or a primitive item itself), as a hashable value.

/// A comparable key. Equal keys are exactly the values Go's `==` finds equal: an integer
/// never equals a float or a string, `+0.0` equals `-0.0`.
#[derive(Debug, Clone, Eq)]
pub enum Key {
    /// `null` (a missing merge key reads as `nil` in Go).
    Nil,
    /// A boolean.
    Bool(bool),
    /// An integer (Go's `int64`).
    Int(i64),
    /// A float (Go's `float64`), by its bits with `-0.0` folded into `0.0`.
    Float(u64),
    /// A string (short ones are held inline: list keys are cloned often).
    Str(KeyStr),
    /// A value that equals nothing else: a list or map that Go never gets to compare
    /// with another of its kind.
    Unique(usize),
    /// The key of several fields (a composite merge key, on the typed path): equal when
    /// every part is.
    Composite(Box<[Key]>),
}

/// Inlined where keys are compared: a list step compares every item's key, mostly two
/// short strings.
impl PartialEq for Key {
    #[inline]
    fn eq(&self, other: &Key) -> bool {
        match (self, other) {
            (Key::Str(left), Key::Str(right)) => left == right,
            _ => self.eq_other(other),
        }
    }
}

impl Key {
    /// [`PartialEq::eq`] in full, out of line (`eq` compares two strings itself, so the
    /// code inlined where keys are compared stays small).
    #[inline(never)]
    fn eq_other(&self, other: &Key) -> bool {
        match (self, other) {
            (Key::Str(left), Key::Str(right)) => left == right,
            (Key::Int(left), Key::Int(right)) => left == right,
            (Key::Float(left), Key::Float(right)) => left == right,
            (Key::Bool(left), Key::Bool(right)) => left == right,
            (Key::Nil, Key::Nil) => true,
            (Key::Unique(left), Key::Unique(right)) => left == right,
            (Key::Composite(left), Key::Composite(right)) => left == right,
            _ => false,
        }
    }
}

/// One write per key (the hash maps of the list steps hash every key of a list, often
/// twice): equal keys hash alike, and keys of different kinds need not differ, only compare
/// unequal.
impl std::hash::Hash for Key {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match self {
            Key::Nil => state.write_u8(0),
            Key::Bool(value) => state.write_u8(1 + u8::from(*value)),
            Key::Int(value) => state.write_i64(*value),
            Key::Float(bits) => state.write_u64(*bits),
            Key::Str(text) => state.write(text.bytes()),
            Key::Unique(id) => state.write_usize(*id),
            Key::Composite(parts) => parts.iter().for_each(|part| part.hash(state)),
        }
    }
}

impl Key {
    /// A key as the list steps compare it: a missing one is `nil`, as Go's `item[mergeKey]` is.
    #[inline]
    pub(crate) fn or_nil(key: Option<Key>) -> Key {
        match key {
            Some(key) => key,
            None => Key::Nil,
        }
    }
}

impl From<bool> for Key {
    fn from(value: bool) -> Self {
        Key::Bool(value)
    }
}

impl From<i64> for Key {
    fn from(value: i64) -> Self {
        Key::Int(value)
    }
}

impl From<f64> for Key {
    fn from(value: f64) -> Self {
        Key::Float(if value == 0.0 { 0 } else { value.to_bits() })
    }
}

impl From<&str> for Key {
    #[inline]
    fn from(value: &str) -> Self {
        Key::Str(KeyStr::from(value))
    }
}

impl From<String> for Key {
    fn from(value: String) -> Self {
        Key::Str(KeyStr::from(value.as_str()))
    }
}

/// The string of a [`Key`]: held inline up to 22 bytes (merge keys such as container
/// and variable names), so that copying a key does not allocate.
#[derive(Clone)]
pub struct KeyStr(Repr);

const INLINE: usize = 22;

#[derive(Clone)]
enum Repr {
    Inline { len: u8, bytes: [u8; INLINE] },
    Heap(Box<str>),
}

impl From<&str> for KeyStr {
    #[inline]
    fn from(value: &str) -> Self {
        if value.len() <= INLINE {
            KeyStr(Repr::Inline { len: value.len() as u8, bytes: inline_bytes(value.as_bytes()) })
        } else {
            KeyStr(Repr::Heap(value.into()))
        }
    }
}

/// Up to [`INLINE`] bytes, zero-padded, copied in two fixed-size pieces that may overlap
/// (a copy of a length known only at run time is a call to `memcpy`, and keys are made
/// for every item a list step reads).
#[inline]
fn inline_bytes(text: &[u8]) -> [u8; INLINE] {
    fn piece<const N: usize>(bytes: &mut [u8; INLINE], text: &[u8]) {
        let len = text.len();
        bytes[..N].copy_from_slice(&text[..N]);
        bytes[len - N..len].copy_from_slice(&text[len - N..]);
    }
    let mut bytes = [0; INLINE];
    match text.len() {
        16.. => piece::<16>(&mut bytes, text),
        8..16 => piece::<8>(&mut bytes, text),
        4..8 => piece::<4>(&mut bytes, text),
        len => bytes[..len].iter_mut().zip(text).for_each(|(to, from)| *to = *from),
    }
    bytes
}

impl std::ops::Deref for KeyStr {
    type Target = str;

    fn deref(&self) -> &str {
        match &self.0 {
            // The bytes were copied from a `&str`, up to a char boundary (its end).
            Repr::Inline { len, bytes } => std::str::from_utf8(&bytes[..usize::from(*len)]).unwrap_or_default(),
            Repr::Heap(text) => text,
        }
    }
}

impl KeyStr {
    /// The UTF-8 bytes (no validation: comparing and hashing keys is hot).
    pub(crate) fn bytes(&self) -> &[u8] {
        match &self.0 {
            Repr::Inline { len, bytes } => &bytes[..usize::from(*len)],
            Repr::Heap(text) => text.as_bytes(),
        }
    }
}

impl PartialEq for KeyStr {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            // Zero past the length: the fixed-size arrays compare in a few words, no call.
            (Repr::Inline { len, bytes }, Repr::Inline { len: other_len, bytes: other_bytes }) => {
                len == other_len && bytes == other_bytes
            }
            (Repr::Heap(text), Repr::Heap(other)) => text == other,
            // A string that fits inline is always held inline.
            _ => false,
        }
    }
}

impl Eq for KeyStr {}

impl std::hash::Hash for KeyStr {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write(self.bytes());
        state.write_u8(0xff);
    }
}

impl std::fmt::Debug for KeyStr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&**self, f)
    }
}

/// Values that can be merge keys (strings, numbers, booleans, JSON scalars).
pub trait AsKey {
    /// The value as a key; `None` for values Go cannot compare (lists, maps).
    fn as_key(&self) -> Option<Key>;
}

/// The `float64` an `f32` reads back as from its JSON: serde_json writes its shortest
/// decimal (`0.1`, not the `f64` it widens to); `None` where it is not finite (written as
/// `null`).
pub(crate) fn f32_in_json(value: f32) -> Option<f64> {
    value.is_finite().then(|| value.to_string().parse().unwrap_or(f64::from(value)))
}

/// The key of a float as its JSON is: `null` where it is not finite.
fn json_float(value: Option<f64>) -> Key {
    value.map_or(Key::Nil, Key::from)
}

macro_rules! as_key {
    ($($ty:ty => |$v:ident| $key:expr),* $(,)?) => {$(
        impl AsKey for $ty {
            #[inline]
            fn as_key(&self) -> Option<Key> {
                let $v = self;
                Some($key)
            }
        }
    )*};
}

as_key! {
    String => |v| Key::from(v.as_str()),
    bool => |v| Key::Bool(*v),
    i8 => |v| Key::Int(i64::from(*v)), i16 => |v| Key::Int(i64::from(*v)),
    i32 => |v| Key::Int(i64::from(*v)), i64 => |v| Key::Int(*v),
    isize => |v| Key::Int(*v as i64),
    usize => |v| i64::try_from(*v).map(Key::Int).unwrap_or_else(|_| Key::from(*v as f64)),
    u8 => |v| Key::Int(i64::from(*v)), u16 => |v| Key::Int(i64::from(*v)), u32 => |v| Key::Int(i64::from(*v)),
    u64 => |v| i64::try_from(*v).map(Key::Int).unwrap_or_else(|_| Key::from(*v as f64)),
    f32 => |v| json_float(f32_in_json(*v)), f64 => |v| json_float(Some(*v).filter(|v| v.is_finite())),
}

#[cfg(test)]
mod doc_examples {
    #[test]
    fn key() {
        use crate::lists::Key;
        assert_eq!(Key::from(-0.0), Key::from(0.0));
        assert_ne!(Key::from(1i64), Key::from(1.0));
        assert_ne!(Key::from(1i64), Key::from("1"));
    }

    #[test]
    fn key_str() {
        use super::KeyStr;
        let short = KeyStr::from("APP_SETTING_01");
        let long = KeyStr::from("a-very-long-merge-key-value-that-does-not-fit-inline");
        assert_eq!(&*short, "APP_SETTING_01");
        assert_eq!(&*long, "a-very-long-merge-key-value-that-does-not-fit-inline");
        assert_eq!(short.clone(), short);
    }
}

#[cfg(test)]
mod tests {
    /// Every length that fits inline copies exactly the text, zeros after it.
    #[test]
    fn inline_bytes_copy_the_text_and_pad_with_zeros() {
        let text: Vec<u8> = (1..=super::INLINE as u8).collect();
        for len in 0..=super::INLINE {
            let mut expected = [0; super::INLINE];
            expected[..len].copy_from_slice(&text[..len]);
            assert_eq!(super::inline_bytes(&text[..len]), expected, "length {len}");
        }
    }
}
