//! String interning: identifiers and string literals become `Copy` symbols; [`HashIndex`], the
//! index behind it, also interns the record keeper's values.

use std::hash::Hasher;

/// An interned string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// A hash index over items numbered 0, 1, ... that the caller stores itself: an open-addressing
/// table (linear probing) of 8-byte slots, each holding a 32-bit fingerprint of the item's hash
/// and the item's number. A lookup usually reads one cache line of the table and compares the
/// item itself only when the fingerprints agree; on big inputs the tables are far bigger than the
/// caches, so the number of memory lines touched per lookup is what counts.
#[derive(Debug, Default)]
pub struct HashIndex {
    /// `0`: empty; otherwise `fingerprint << 32 | (item + 1)`.
    slots: Vec<u64>,
    /// Number of items.
    len: usize,
}

/// The 32-bit fingerprint of a hash; it also picks the first slot.
fn fingerprint(h: u64) -> u32 {
    (h.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as u32
}

impl HashIndex {
    /// An empty index with room for `n` items.
    pub fn with_capacity(n: usize) -> Self {
        let cap = (n.max(8) * 4 / 3).next_power_of_two();
        HashIndex {
            slots: vec![0; cap],
            len: 0,
        }
    }

    /// The item with hash `h` for which `is` holds.
    pub fn find(&self, h: u64, mut is: impl FnMut(u32) -> bool) -> Option<u32> {
        if self.slots.is_empty() {
            return None;
        }
        let f = fingerprint(h);
        let mask = self.slots.len() - 1;
        let mut i = f as usize & mask;
        loop {
            let s = self.slots[i];
            if s == 0 {
                return None;
            }
            if (s >> 32) as u32 == f {
                let k = (s as u32).wrapping_sub(1);
                if is(k) {
                    return Some(k);
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// Adds the next item (number `len()`), of hash `h`, and returns its number.
    pub fn push(&mut self, h: u64) -> u32 {
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            self.grow();
        }
        let k = self.len as u32;
        self.len += 1;
        let f = fingerprint(h);
        Self::place(&mut self.slots, u64::from(f) << 32 | u64::from(k + 1));
        k
    }

    /// Puts slot value `s` into the first free slot of its probe sequence.
    fn place(slots: &mut [u64], s: u64) {
        let mask = slots.len() - 1;
        let mut i = (s >> 32) as usize & mask;
        while slots[i] != 0 {
            i = (i + 1) & mask;
        }
        slots[i] = s;
    }

    /// Doubles the table (the fingerprints are enough to place the items again).
    fn grow(&mut self) {
        let cap = (self.slots.len() * 2).max(16);
        let old = std::mem::replace(&mut self.slots, vec![0; cap]);
        for s in old.into_iter().filter(|&s| s != 0) {
            Self::place(&mut self.slots, s);
        }
    }

    /// Number of items.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Is the index empty?
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// The string interner: each string is stored once, in one text arena, found through a
/// [`HashIndex`].
#[derive(Debug)]
pub struct Interner {
    index: HashIndex,
    /// All strings, one after another.
    text: String,
    /// Where each string starts in `text` (the next one's start is its end).
    starts: Vec<usize>,
    /// Scratch space for [`Interner::intern_concat`].
    scratch: String,
}

impl Default for Interner {
    /// An empty interner with room for the few thousand names a typical file has.
    fn default() -> Self {
        Interner::with_capacity(4096)
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
    /// An empty interner with room for `n` strings.
    pub fn with_capacity(n: usize) -> Self {
        let mut starts = Vec::with_capacity(n + 1);
        starts.push(0);
        Interner {
            index: HashIndex::with_capacity(n),
            text: String::with_capacity(n * 16),
            starts,
            scratch: String::new(),
        }
    }

    fn find(&self, h: u64, s: &str) -> Option<Sym> {
        self.index.find(h, |k| self.get(Sym(k)) == s).map(Sym)
    }

    /// Interns `s`.
    pub fn intern(&mut self, s: &str) -> Sym {
        let h = hash_str(s);
        if let Some(sym) = self.find(h, s) {
            return sym;
        }
        self.text.push_str(s);
        self.starts.push(self.text.len());
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
        let k = sym.0 as usize;
        &self.text[self.starts[k]..self.starts[k + 1]]
    }

    /// Number of interned strings.
    pub fn len(&self) -> usize {
        self.starts.len() - 1
    }

    /// Is the interner empty?
    pub fn is_empty(&self) -> bool {
        self.len() == 0
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
