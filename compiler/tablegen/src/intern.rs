//! String interning: identifiers and string literals become `Copy` symbols.

use std::rc::Rc;

use rustc_hash::FxHashMap;

/// An interned string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sym(pub u32);

/// The string interner. Each string is allocated once and shared by the map and the table.
#[derive(Debug, Default)]
pub struct Interner {
    map: FxHashMap<Rc<str>, Sym>,
    strs: Vec<Rc<str>>,
}

impl Interner {
    /// Interns `s`.
    pub fn intern(&mut self, s: &str) -> Sym {
        if let Some(&sym) = self.map.get(s) {
            return sym;
        }
        let sym = Sym(self.strs.len() as u32);
        let rc: Rc<str> = Rc::from(s);
        self.strs.push(rc.clone());
        self.map.insert(rc, sym);
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

    /// Number of interned strings.
    pub fn len(&self) -> usize {
        self.strs.len()
    }

    /// Is the interner empty?
    pub fn is_empty(&self) -> bool {
        self.strs.is_empty()
    }
}
