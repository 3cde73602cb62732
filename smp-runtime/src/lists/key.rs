//! Keys of list items: what the reference compares with Go's `==` (a merge key's value,
//! or a primitive item itself), as a hashable value.

/// A comparable key. Equal keys are exactly the values Go's `==` finds equal: an integer
/// never equals a float or a string, `+0.0` equals `-0.0`.
///
/// ```
/// use smp_runtime::lists::Key;
/// assert_eq!(Key::from(-0.0), Key::from(0.0));
/// assert_ne!(Key::from(1i64), Key::from(1.0));
/// assert_ne!(Key::from(1i64), Key::from("1"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Key {
    /// `null` (a missing merge key reads as `nil` in Go).
    Nil,
    /// A boolean.
    Bool(bool),
    /// An integer (Go's `int64`).
    Int(i64),
    /// A float (Go's `float64`), by its bits with `-0.0` folded into `0.0`.
    Float(u64),
    /// A string.
    Str(String),
    /// A value that equals nothing else: a list or map that Go never gets to compare
    /// with another of its kind.
    Unique(usize),
    /// The key of several fields (a composite merge key, on the typed path): equal when
    /// every part is.
    Composite(Box<[Key]>),
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
    fn from(value: &str) -> Self {
        Key::Str(value.to_owned())
    }
}

impl From<String> for Key {
    fn from(value: String) -> Self {
        Key::Str(value)
    }
}

/// Values that can be merge keys (strings, numbers, booleans, JSON scalars).
pub trait AsKey {
    /// The value as a key; `None` for values Go cannot compare (lists, maps).
    fn as_key(&self) -> Option<Key>;
}

macro_rules! as_key {
    ($($ty:ty => |$v:ident| $key:expr),* $(,)?) => {$(
        impl AsKey for $ty {
            fn as_key(&self) -> Option<Key> {
                let $v = self;
                Some($key)
            }
        }
    )*};
}

as_key! {
    String => |v| Key::Str(v.clone()),
    bool => |v| Key::Bool(*v),
    i8 => |v| Key::Int(i64::from(*v)), i16 => |v| Key::Int(i64::from(*v)),
    i32 => |v| Key::Int(i64::from(*v)), i64 => |v| Key::Int(*v),
    u8 => |v| Key::Int(i64::from(*v)), u16 => |v| Key::Int(i64::from(*v)), u32 => |v| Key::Int(i64::from(*v)),
    u64 => |v| i64::try_from(*v).map(Key::Int).unwrap_or_else(|_| Key::from(*v as f64)),
    f32 => |v| Key::from(f64::from(*v)), f64 => |v| Key::from(*v),
}

