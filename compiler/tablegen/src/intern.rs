//! String interning: identifiers and string literals become `Copy` symbols.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// An interned string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// A hasher for keys that are hashes already.
#[derive(Default)]
struct Prehashed(u64);

impl Hasher for Prehashed {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        // Only `write_u64` is used; anything else is folded in byte by byte.
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = v;
    }
}

const NONE: u32 = u32::MAX;

/// The string interner. Each string is stored once; the table maps a string's hash to the
/// last symbol with that hash, and symbols with equal hashes are chained through `next`, so
/// looking a string up hashes it once and inserting it needs no second hash.
#[derive(Debug)]
pub struct Interner {
    heads: HashMap<u64, u32, BuildHasherDefault<Prehashed>>,
    strs: Vec<Box<str>>,
    next: Vec<u32>,
}

impl Default for Interner {
    /// An empty interner with room for the few thousand names a typical file has.
    fn default() -> Self {
        let n = 4096;
        let mut heads = HashMap::default();
        heads.reserve(n);
        Interner {
            heads,
            strs: Vec::with_capacity(n),
            next: Vec::with_capacity(n),
        }
    }
}

fn hash_str(s: &str) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    h.write(s.as_bytes());
    // Mix the length in, and spread the high bits of Fx into the low ones the table uses.
    h.write_usize(s.len());
    let x = h.finish();
    x ^ (x >> 29)
}

impl Interner {
    fn find(&self, h: u64, s: &str) -> Option<Sym> {
        let mut k = *self.heads.get(&h)?;
        while k != NONE {
            if &*self.strs[k as usize] == s {
                return Some(Sym(k));
            }
            k = self.next[k as usize];
        }
        None
    }

    /// Interns `s`.
    pub fn intern(&mut self, s: &str) -> Sym {
        let h = hash_str(s);
        if let Some(sym) = self.find(h, s) {
            return sym;
        }
        let k = self.strs.len() as u32;
        self.strs.push(s.into());
        let prev = self.heads.insert(h, k).unwrap_or(NONE);
        self.next.push(prev);
        Sym(k)
    }

    /// Looks `s` up without interning it.
    pub fn lookup(&self, s: &str) -> Option<Sym> {
        self.find(hash_str(s), s)
    }

    /// The text of `sym`.
    pub fn get(&self, sym: Sym) -> &str {
        &self.strs[sym.0 as usize]
    }

    /// Number of interned strings.
    pub fn len(&self) -> usize {
        self.strs.len()
    }

    /// Is the interner empty?
    pub fn is_empty(&self) -> bool {
        self.strs.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_strings_share_a_symbol() {
        let mut i = Interner::default();
        let a = i.intern("abc");
        let b = i.intern("abd");
        assert_ne!(a, b);
        assert_eq!(i.intern("abc"), a);
        assert_eq!(i.lookup("abd"), Some(b));
        assert_eq!(i.lookup("abe"), None);
        assert_eq!(i.get(b), "abd");
        assert_eq!(i.len(), 2);
    }

    #[test]
    fn colliding_hashes_are_chained() {
        let mut i = Interner::default();
        // Force a collision: two symbols under one hash.
        let a = i.intern("x");
        let h = hash_str("x");
        let k = i.strs.len() as u32;
        i.strs.push("y".into());
        let prev = i.heads.insert(h, k).unwrap_or(NONE);
        i.next.push(prev);
        assert_eq!(i.find(h, "x"), Some(a));
        assert_eq!(i.find(h, "y"), Some(Sym(k)));
    }
}
