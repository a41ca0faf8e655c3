//! String interning: identifiers and string literals become `Copy` symbols; [`HashIndex`], the
//! index behind it, also interns the record keeper's values.

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

/// A hash index over items numbered 0, 1, ... that the caller stores itself: the table maps a
/// hash to the last item with that hash, and items with equal hashes are chained through
/// `next`. An entry is 12 bytes whatever the item, and a lookup hashes the key once.
#[derive(Debug, Default)]
pub struct HashIndex {
    heads: HashMap<u64, u32, BuildHasherDefault<Prehashed>>,
    next: Vec<u32>,
}

impl HashIndex {
    /// An empty index with room for `n` items.
    pub fn with_capacity(n: usize) -> Self {
        let mut heads = HashMap::default();
        heads.reserve(n);
        HashIndex {
            heads,
            next: Vec::with_capacity(n),
        }
    }

    /// The item with hash `h` for which `is` holds.
    pub fn find(&self, h: u64, mut is: impl FnMut(u32) -> bool) -> Option<u32> {
        let mut k = *self.heads.get(&h)?;
        while k != NONE {
            if is(k) {
                return Some(k);
            }
            k = self.next[k as usize];
        }
        None
    }

    /// Adds the next item (number `len()`), of hash `h`, and returns its number.
    pub fn push(&mut self, h: u64) -> u32 {
        let k = self.next.len() as u32;
        let prev = self.heads.insert(h, k).unwrap_or(NONE);
        self.next.push(prev);
        k
    }

    /// Number of items.
    pub fn len(&self) -> usize {
        self.next.len()
    }

    /// Is the index empty?
    pub fn is_empty(&self) -> bool {
        self.next.is_empty()
    }
}

/// The string interner: each string is stored once, found through a [`HashIndex`].
#[derive(Debug)]
pub struct Interner {
    index: HashIndex,
    strs: Vec<Box<str>>,
    /// Scratch space for [`Interner::intern_concat`].
    scratch: String,
}

impl Default for Interner {
    /// An empty interner with room for the few thousand names a typical file has.
    fn default() -> Self {
        let n = 4096;
        Interner {
            index: HashIndex::with_capacity(n),
            strs: Vec::with_capacity(n),
            scratch: String::new(),
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
        self.index
            .find(h, |k| &*self.strs[k as usize] == s)
            .map(Sym)
    }

    /// Interns `s`.
    pub fn intern(&mut self, s: &str) -> Sym {
        let h = hash_str(s);
        if let Some(sym) = self.find(h, s) {
            return sym;
        }
        self.strs.push(s.into());
        Sym(self.index.push(h))
    }

    /// Interns the concatenation of `a` and `b`.
    pub fn intern_concat(&mut self, a: Sym, b: Sym) -> Sym {
        let mut buf = std::mem::take(&mut self.scratch);
        buf.clear();
        buf.push_str(self.get(a));
        buf.push_str(self.get(b));
        let sym = self.intern(&buf);
        self.scratch = buf;
        sym
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
        assert_eq!(i.intern_concat(a, b), i.intern("abcabd"));
        assert_eq!(i.intern_concat(a, a), i.intern("abcabc"));
    }

    #[test]
    fn colliding_hashes_are_chained() {
        let mut ix = HashIndex::default();
        let items = ["x", "y", "z"];
        // All three under one hash, and one under another.
        assert_eq!(ix.push(7), 0);
        assert_eq!(ix.push(7), 1);
        assert_eq!(ix.push(9), 2);
        assert_eq!(ix.find(7, |k| items[k as usize] == "x"), Some(0));
        assert_eq!(ix.find(7, |k| items[k as usize] == "y"), Some(1));
        assert_eq!(ix.find(7, |k| items[k as usize] == "z"), None);
        assert_eq!(ix.find(9, |k| items[k as usize] == "z"), Some(2));
        assert_eq!(ix.find(8, |_| true), None);
        assert_eq!(ix.len(), 3);
    }
}
