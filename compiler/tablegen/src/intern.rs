//! String interning: identifiers and string literals become `Copy` symbols.

use rustc_hash::FxHashMap;

/// An interned string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// The string interner.
#[derive(Debug, Default)]
pub struct Interner {
    map: FxHashMap<Box<str>, Sym>,
    strs: Vec<Box<str>>,
}

impl Interner {
    /// Interns `s`.
    pub fn intern(&mut self, s: &str) -> Sym {
        if let Some(&sym) = self.map.get(s) {
            return sym;
        }
        let sym = Sym(self.strs.len() as u32);
        self.strs.push(s.into());
        self.map.insert(s.into(), sym);
        sym
    }

    /// Looks `s` up without interning it.
    pub fn lookup(&self, s: &str) -> Option<Sym> {
        self.map.get(s).copied()
    }

    /// The text of `sym`.
    pub fn get(&self, sym: Sym) -> &str {
        &self.strs[sym.0 as usize]
    }
}
