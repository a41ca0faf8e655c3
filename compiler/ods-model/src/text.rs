//! [`Str`], the string type of the model: text borrowed from the bytes a compiled
//! dialect embeds (`blob::decode_static`, so registering a dialect copies no string),
//! or owned text a model lowered at run time built.

use std::borrow::{Borrow, Cow};
use std::fmt;
use std::ops::Deref;

/// A string of the model: either a `&'static str` (a slice of an embedded model's
/// bytes, or a literal) or an owned `String`. Reads as a `str` (`Deref`), compares
/// with `str`, `&str` and `String`, and prints as the text it holds.
#[derive(Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Str(Cow<'static, str>);

impl Str {
    /// A string borrowing `s` (no copy).
    pub const fn borrowed(s: &'static str) -> Str {
        Str(Cow::Borrowed(s))
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The text as an owned `String` (copies only if borrowed).
    pub fn into_string(self) -> String {
        self.0.into_owned()
    }

    /// Empties the string.
    pub fn clear(&mut self) {
        *self = Str::default();
    }
}

impl Deref for Str {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for Str {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl Borrow<str> for Str {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl From<String> for Str {
    fn from(s: String) -> Str {
        Str(Cow::Owned(s))
    }
}

impl From<&str> for Str {
    fn from(s: &str) -> Str {
        Str(Cow::Owned(s.to_owned()))
    }
}

impl From<&String> for Str {
    fn from(s: &String) -> Str {
        Str(Cow::Owned(s.clone()))
    }
}

impl From<Str> for String {
    fn from(s: Str) -> String {
        s.into_string()
    }
}

impl fmt::Debug for Str {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}

impl fmt::Display for Str {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<str> for Str {
    fn eq(&self, other: &str) -> bool {
        *self.0 == *other
    }
}

impl PartialEq<&str> for Str {
    fn eq(&self, other: &&str) -> bool {
        *self.0 == **other
    }
}

impl PartialEq<String> for Str {
    fn eq(&self, other: &String) -> bool {
        *self.0 == **other
    }
}

impl PartialEq<Str> for str {
    fn eq(&self, other: &Str) -> bool {
        *self == *other.0
    }
}

impl PartialEq<Str> for &str {
    fn eq(&self, other: &Str) -> bool {
        **self == *other.0
    }
}

impl PartialEq<Str> for String {
    fn eq(&self, other: &Str) -> bool {
        **self == *other.0
    }
}

#[cfg(test)]
mod tests {
    use super::Str;

    #[test]
    fn borrowed_and_owned_read_alike() {
        let a = Str::borrowed("arith.addi");
        let b = Str::from(String::from("arith.addi"));
        assert_eq!(a, b);
        assert_eq!(a, "arith.addi");
        assert_eq!(format!("{a}|{b:?}"), "arith.addi|\"arith.addi\"");
        assert!(a.starts_with("arith."));
        let mut c = a.clone();
        c.clear();
        assert!(c.is_empty());
        assert_eq!(String::from(b), "arith.addi");
    }
}
