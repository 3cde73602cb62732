//! A document's string: borrowed from the text (or `Value`) it was read from where it
//! needs no unescaping, owned otherwise, in 16 bytes either way. Owned strings (escapes,
//! keys the engine makes) are rare, so they pay one more box for the smaller common case:
//! a map entry is 40 bytes where a `Cow<str>` key (and a 32-byte value) made it 56.

use std::fmt;
use std::ops::Deref;

/// A string of a document.
#[derive(Clone)]
pub(crate) enum Str<'a> {
    Borrowed(&'a str),
    Owned(Box<String>),
}

impl Str<'_> {
    #[inline]
    pub(crate) fn as_str(&self) -> &str {
        match self {
            Str::Borrowed(s) => s,
            Str::Owned(s) => s,
        }
    }

    pub(crate) fn into_owned(self) -> String {
        match self {
            Str::Borrowed(s) => s.to_owned(),
            Str::Owned(s) => *s,
        }
    }
}

impl Deref for Str<'_> {
    type Target = str;

    #[inline]
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl Default for Str<'_> {
    fn default() -> Self {
        Str::Borrowed("")
    }
}

impl<'a> From<&'a str> for Str<'a> {
    fn from(s: &'a str) -> Self {
        Str::Borrowed(s)
    }
}

impl From<String> for Str<'_> {
    fn from(s: String) -> Self {
        Str::Owned(Box::new(s))
    }
}

impl PartialEq for Str<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Str<'_> {}

impl fmt::Debug for Str<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

#[cfg(test)]
mod tests {
    use super::Str;

    #[test]
    fn strings_and_nodes_are_small() {
        assert_eq!(std::mem::size_of::<Str<'_>>(), 16);
        assert_eq!(std::mem::size_of::<super::super::Doc<'_>>(), 24);
        assert_eq!(std::mem::size_of::<(Str<'_>, super::super::Doc<'_>)>(), 40);
        let owned = Str::from("a\"b".to_owned());
        assert_eq!(owned, Str::Borrowed("a\"b"));
        assert_eq!(owned.into_owned(), "a\"b");
    }
}
