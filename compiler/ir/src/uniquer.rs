//! Thread-safe uniquing of immutable values into `Copy` handles.
//!
//! A [`Uniquer<T>`] stores each distinct value once for the life of the program and hands out
//! an [`Interned<T>`]: a pointer-sized handle whose equality and hash are the pointer's. Storage
//! is leaked on purpose (like MLIR, a context never frees uniqued storage), which makes reading
//! through a handle free of locks and lifetimes. Insertion takes a lock on one of several shards,
//! so threads that unique different values rarely contend.

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::hash::{BuildHasher, BuildHasherDefault, Hash, Hasher};
use std::sync::Mutex;

use rustc_hash::{FxBuildHasher, FxHashSet};

/// A handle to a uniqued value. Two handles are equal iff they point at the same storage.
pub struct Interned<T: 'static>(&'static T);

impl<T> Interned<T> {
    /// The handle of storage that was uniqued before (by a [`Uniquer`]).
    #[inline]
    pub(crate) fn from_static(value: &'static T) -> Self {
        Interned(value)
    }

    /// The uniqued value.
    #[inline]
    pub fn get(self) -> &'static T {
        self.0
    }

    /// The storage address, usable as a stable identity (for example to order handles).
    #[inline]
    pub fn addr(self) -> usize {
        self.0 as *const T as usize
    }
}

impl<T> Clone for Interned<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Interned<T> {}
impl<T> PartialEq for Interned<T> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}
impl<T> Eq for Interned<T> {}
impl<T> Hash for Interned<T> {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.addr().hash(state)
    }
}
impl<T: std::fmt::Debug> std::fmt::Debug for Interned<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}
impl<T> std::ops::Deref for Interned<T> {
    type Target = T;
    #[inline]
    fn deref(&self) -> &T {
        self.0
    }
}

const SHARDS: usize = 16;

/// The shard of a value (from the top bits, which the per-shard tables do not use).
#[inline]
fn shard_of(hash: u64) -> usize {
    (hash >> 60) as usize % SHARDS
}

/// A hasher for keys that are already hashes.
#[derive(Default, Clone, Copy)]
struct PreHashed(u64);

impl Hasher for PreHashed {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 << 8) | *b as u64;
        }
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = i;
    }
}

type PreHashedMap<V> = HashMap<u64, V, BuildHasherDefault<PreHashed>>;

/// The values stored under one hash: almost always exactly one.
enum Bucket<T: 'static> {
    One(&'static T),
    Many(Vec<&'static T>),
}

impl<T: Eq> Bucket<T> {
    fn find(&self, value: &T) -> Option<&'static T> {
        match self {
            Bucket::One(v) => (*v == value).then_some(*v),
            Bucket::Many(vs) => vs.iter().copied().find(|v| *v == value),
        }
    }
}

/// A concurrent set of leaked values; see the module docs. Each value is hashed once: the
/// tables are keyed by the hash itself.
pub struct Uniquer<T: 'static> {
    shards: [Mutex<PreHashedMap<Bucket<T>>>; SHARDS],
}

impl<T: Eq + Hash + Send + Sync + 'static> Default for Uniquer<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Eq + Hash + Send + Sync + 'static> Uniquer<T> {
    /// An empty uniquer.
    pub fn new() -> Self {
        Self {
            shards: std::array::from_fn(|_| Mutex::new(PreHashedMap::default())),
        }
    }

    /// Returns the handle of `value`, storing it first if it is new.
    pub fn intern(&self, value: T) -> Interned<T> {
        let hash = FxBuildHasher.hash_one(&value);
        let shard = &self.shards[shard_of(hash)];
        let mut map = shard.lock().unwrap_or_else(|e| e.into_inner());
        match map.entry(hash) {
            Entry::Occupied(mut e) => {
                if let Some(existing) = e.get().find(&value) {
                    return Interned(existing);
                }
                let stored: &'static T = Box::leak(Box::new(value));
                let bucket = e.get_mut();
                match bucket {
                    Bucket::One(first) => *bucket = Bucket::Many(vec![*first, stored]),
                    Bucket::Many(vs) => vs.push(stored),
                }
                Interned(stored)
            }
            Entry::Vacant(e) => {
                let stored: &'static T = Box::leak(Box::new(value));
                e.insert(Bucket::One(stored));
                Interned(stored)
            }
        }
    }

    /// Returns the handle of `value` only if it was uniqued before.
    pub fn lookup(&self, value: &T) -> Option<Interned<T>> {
        let hash = FxBuildHasher.hash_one(value);
        let shard = &self.shards[shard_of(hash)];
        let map = shard.lock().unwrap_or_else(|e| e.into_inner());
        map.get(&hash)?.find(value).map(Interned)
    }
}

/// A concurrent set of leaked strings: interning a string that exists already never allocates.
pub struct StrInterner {
    shards: [Mutex<FxHashSet<&'static str>>; SHARDS],
}

impl Default for StrInterner {
    fn default() -> Self {
        Self {
            shards: std::array::from_fn(|_| Mutex::new(FxHashSet::default())),
        }
    }
}

impl StrInterner {
    /// Returns the unique `&'static str` equal to `s`, leaking a copy the first time.
    pub fn intern(&self, s: &str) -> &'static str {
        let hash = FxBuildHasher.hash_one(s);
        let shard = &self.shards[shard_of(hash)];
        let mut set = shard.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(existing) = set.get(s) {
            return existing;
        }
        let stored: &'static str = Box::leak(s.to_owned().into_boxed_str());
        set.insert(stored);
        stored
    }

    /// Returns the interned string equal to `s` if there is one.
    pub fn lookup(&self, s: &str) -> Option<&'static str> {
        let hash = FxBuildHasher.hash_one(s);
        let shard = &self.shards[shard_of(hash)];
        let set = shard.lock().unwrap_or_else(|e| e.into_inner());
        set.get(s).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_values_share_a_handle() {
        let u = Uniquer::new();
        let a = u.intern(String::from("x"));
        let b = u.intern(String::from("x"));
        let c = u.intern(String::from("y"));
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(&*a, "x");
        assert_eq!(u.lookup(&String::from("y")), Some(c));
        assert_eq!(u.lookup(&String::from("z")), None);
    }

    #[test]
    fn threads_agree_on_handles() {
        let u = Uniquer::new();
        let handles: Vec<_> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..4)
                .map(|_| s.spawn(|| (0..100).map(|i| u.intern(i)).collect::<Vec<_>>()))
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        for h in &handles[1..] {
            assert_eq!(h, &handles[0]);
        }
    }
}
