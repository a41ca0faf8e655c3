//! The SSA value names of one scope.
//!
//! Almost every name in printed IR is a number (`%12`) or an entry-block argument (`%arg3`),
//! and the numbers of a function are dense from 0. Those names index two vectors directly;
//! other names go to a hash map. Defining, looking up and forgetting a name then costs no
//! hashing and no rehashing as the scope grows.

use rustc_hash::FxHashMap;

use super::Def;

/// Numbers at least this large are hashed like other names (bounds the vectors).
const MAX_DIRECT: usize = 1 << 16;

/// A map from value names (without `%`) to their definitions.
#[derive(Clone, Default)]
pub(crate) struct NameMap<'a> {
    /// `%N`, indexed by `N` (absent: [`ABSENT`] offset).
    nums: Vec<Def>,
    /// `%argN`, indexed by `N`.
    args: Vec<Def>,
    /// Every other name.
    other: FxHashMap<&'a str, Def>,
    /// Names defined in `nums` and `args`.
    direct: usize,
}

/// The offset marking an empty slot (no name is defined at the end of the address space).
const ABSENT: usize = usize::MAX;

const EMPTY: Def = Def {
    first: ropt_ir::ValueId::NULL,
    count: 0,
    offset: ABSENT,
};

/// `N` of a name that is the canonical decimal number `N` (below [`MAX_DIRECT`]).
#[inline]
fn number(s: &[u8]) -> Option<usize> {
    match s {
        [] => None,
        [b'0'] => Some(0),
        [b'0', ..] => None,
        _ if s.len() > 5 => None,
        _ => {
            let mut n = 0usize;
            for &c in s {
                if !c.is_ascii_digit() {
                    return None;
                }
                n = n * 10 + (c - b'0') as usize;
            }
            (n < MAX_DIRECT).then_some(n)
        }
    }
}

/// Which vector and index a name uses, if it is direct.
#[inline]
fn slot(name: &str) -> Option<(bool, usize)> {
    let b = name.as_bytes();
    match b.first()? {
        b'0'..=b'9' => number(b).map(|n| (false, n)),
        b'a' if b.starts_with(b"arg") => number(&b[3..]).map(|n| (true, n)),
        _ => None,
    }
}

/// A name looked up in several maps, classified once (see [`NameMap::get_key`]).
#[derive(Clone, Copy)]
pub(crate) struct NameKey<'s> {
    name: &'s str,
    slot: Option<(bool, usize)>,
}

impl<'s> NameKey<'s> {
    /// The key of `name`.
    #[inline]
    pub(crate) fn new(name: &'s str) -> Self {
        NameKey {
            name,
            slot: slot(name),
        }
    }
}

impl<'a> NameMap<'a> {
    #[inline]
    fn vec(&self, args: bool) -> &Vec<Def> {
        if args { &self.args } else { &self.nums }
    }

    /// The definition of `name`.
    #[inline]
    pub(crate) fn get(&self, name: &str) -> Option<&Def> {
        self.get_key(NameKey::new(name))
    }

    /// The definition of the name of `key`.
    #[inline]
    pub(crate) fn get_key(&self, key: NameKey<'_>) -> Option<&Def> {
        match key.slot {
            Some((args, i)) => self.vec(args).get(i).filter(|d| d.offset != ABSENT),
            None if self.other.is_empty() => None,
            None => self.other.get(key.name),
        }
    }

    /// Whether `name` is defined.
    #[inline]
    pub(crate) fn contains_key(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// Defines (or redefines) the name of `key`.
    pub(crate) fn insert_key(&mut self, key: NameKey<'a>, def: Def) {
        debug_assert!(def.offset != ABSENT);
        let name = key.name;
        match key.slot {
            Some((args, i)) => {
                let v = if args { &mut self.args } else { &mut self.nums };
                if v.len() == i {
                    // Numbers are mostly defined in order.
                    v.push(def);
                    self.direct += 1;
                    return;
                }
                if v.len() < i {
                    v.resize(i + 1, EMPTY);
                }
                if v[i].offset == ABSENT {
                    self.direct += 1;
                }
                v[i] = def;
            }
            None => {
                self.other.insert(name, def);
            }
        }
    }

    /// Forgets `name`.
    pub(crate) fn remove(&mut self, name: &str) {
        match slot(name) {
            Some((args, i)) => {
                let v = if args { &mut self.args } else { &mut self.nums };
                if let Some(d) = v.get_mut(i)
                    && d.offset != ABSENT
                {
                    d.offset = ABSENT;
                    self.direct -= 1;
                }
            }
            None => {
                self.other.remove(name);
            }
        }
    }

    /// Forgets every name (keeping the memory).
    pub(crate) fn clear(&mut self) {
        self.nums.clear();
        self.args.clear();
        self.other.clear();
        self.direct = 0;
    }

    /// How many names are defined.
    pub(crate) fn len(&self) -> usize {
        self.direct + self.other.len()
    }

    /// Whether no name is defined.
    pub(crate) fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The definitions, in no particular order.
    pub(crate) fn values(&self) -> impl Iterator<Item = &Def> {
        let direct = self.nums.iter().chain(&self.args);
        direct
            .filter(|d| d.offset != ABSENT)
            .chain(self.other.values())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ropt_ir::ValueId;

    fn def(i: usize) -> Def {
        Def {
            first: ValueId::from_index(i),
            count: 1,
            offset: i,
        }
    }

    #[test]
    fn names_map_to_slots() {
        assert_eq!(slot("0"), Some((false, 0)));
        assert_eq!(slot("12"), Some((false, 12)));
        assert_eq!(slot("012"), None);
        assert_eq!(slot("1x"), None);
        assert_eq!(slot("arg3"), Some((true, 3)));
        assert_eq!(slot("arg"), None);
        assert_eq!(slot("arg03"), None);
        assert_eq!(slot("argx"), None);
        assert_eq!(slot("65535"), Some((false, 65535)));
        assert_eq!(slot("65536"), None);
        assert_eq!(slot("99999999999999999999999"), None);
        assert_eq!(slot("x"), None);
        assert_eq!(slot(""), None);
    }

    #[test]
    fn defines_looks_up_and_forgets() {
        let mut m = NameMap::default();
        assert!(m.is_empty());
        for (i, n) in ["3", "arg0", "foo", "012", "70000", "0"].iter().enumerate() {
            m.insert_key(NameKey::new(n), def(i));
        }
        assert_eq!(m.len(), 6);
        assert_eq!(m.get("012").map(|d| d.offset), Some(3));
        assert_eq!(m.get("3").map(|d| d.offset), Some(0));
        assert_eq!(m.get("0").map(|d| d.offset), Some(5));
        assert!(m.get("1").is_none() && m.get("arg1").is_none() && m.get("12").is_none());
        assert_eq!(m.values().count(), 6);
        // Redefining keeps the count.
        m.insert_key(NameKey::new("3"), def(9));
        assert_eq!(m.len(), 6);
        assert_eq!(m.get("3").map(|d| d.offset), Some(9));
        m.remove("3");
        m.remove("3");
        m.remove("foo");
        m.remove("7");
        assert_eq!(m.len(), 4);
        assert!(!m.contains_key("3") && !m.contains_key("foo"));
        assert!(m.contains_key("arg0") && m.contains_key("70000"));
        let copy = m.clone();
        m.clear();
        assert!(m.is_empty() && m.get("arg0").is_none());
        assert_eq!(copy.len(), 4);
    }
}
