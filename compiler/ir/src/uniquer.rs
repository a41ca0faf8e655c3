//! Thread-safe uniquing of immutable values into `Copy` handles.
//!
//! A [`Uniquer<T>`] stores each distinct value once for the life of the program and hands out
//! an [`Interned<T>`]: a pointer-sized handle whose equality and hash are the pointer's. Storage
//! is leaked on purpose (like MLIR, a context never frees uniqued storage), which makes reading
//! through a handle free of locks and lifetimes. Insertion takes a lock on one of several shards,
//! so threads that unique different values rarely contend.

use std::cell::Cell;
use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::hash::{BuildHasher, BuildHasherDefault, Hash, Hasher};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use rustc_hash::{FxBuildHasher, FxHashMap, FxHashSet};

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

/// A shard's table, alone on its cache lines (threads locking neighbouring shards do not
/// invalidate each other's line).
#[repr(align(128))]
struct Shard<T: 'static>(Mutex<PreHashedMap<Bucket<T>>>);

/// A concurrent set of leaked values; see the module docs. Each value is hashed once: the
/// tables are keyed by the hash itself. Each thread keeps the values it found lately in a
/// small direct-mapped cache ([`RECENT`]) in front of the shards, so that the values a
/// parser asks for over and over (`0 : i32`, `slt`) take no lock.
pub struct Uniquer<T: 'static> {
    shards: [Shard<T>; SHARDS],
    /// Names this uniquer in the per-thread caches; never reused (unlike an address).
    id: usize,
}

/// The source of [`Uniquer::id`]s (0 marks an empty cache slot).
static NEXT_UNIQUER_ID: AtomicUsize = AtomicUsize::new(1);

/// Slots of the per-thread cache (a power of two).
const RECENT_SLOTS: usize = 1024;

/// One slot of the per-thread cache: a uniquer id, a value's hash and its storage (and its
/// length, for strings).
#[derive(Clone, Copy)]
struct RecentSlot {
    id: usize,
    hash: u64,
    ptr: *const u8,
    len: usize,
}

const EMPTY_SLOT: RecentSlot = RecentSlot {
    id: 0,
    hash: 0,
    ptr: std::ptr::null(),
    len: 0,
};

thread_local! {
    /// Values this thread interned lately, of every uniquer (told apart by id).
    static RECENT: [Cell<RecentSlot>; RECENT_SLOTS] =
        const { [const { Cell::new(EMPTY_SLOT) }; RECENT_SLOTS] };
}

/// The cache slot of a value of uniquer `id` with `hash`.
#[inline]
fn recent_slot(id: usize, hash: u64) -> usize {
    ((hash ^ (hash >> 29) ^ (id as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)) as usize)
        & (RECENT_SLOTS - 1)
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
            shards: std::array::from_fn(|_| Shard(Mutex::new(PreHashedMap::default()))),
            id: NEXT_UNIQUER_ID.fetch_add(1, Ordering::Relaxed),
        }
    }

    /// Returns the handle of `value`, storing it first if it is new.
    #[inline]
    pub fn intern(&self, value: T) -> Interned<T> {
        let hash = FxBuildHasher.hash_one(&value);
        let slot = recent_slot(self.id, hash);
        let cached = RECENT.with(|r| r[slot].get());
        if cached.id == self.id && cached.hash == hash {
            // SAFETY: a slot of this uniquer's id holds a pointer to a `T` this uniquer
            // leaked (ids are never reused), valid for the rest of the program.
            let stored: &'static T = unsafe { &*(cached.ptr as *const T) };
            if *stored == value {
                return Interned(stored);
            }
        }
        let found = self.intern_hashed(value, hash);
        RECENT.with(|r| {
            r[slot].set(RecentSlot {
                id: self.id,
                hash,
                ptr: found.0 as *const T as *const u8,
                len: 0,
            })
        });
        found
    }

    /// [`Self::intern`] in the shards, for a value whose hash is `hash`.
    fn intern_hashed(&self, value: T, hash: u64) -> Interned<T> {
        let shard = &self.shards[shard_of(hash)].0;
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
        let shard = &self.shards[shard_of(hash)].0;
        let map = shard.lock().unwrap_or_else(|e| e.into_inner());
        map.get(&hash)?.find(value).map(Interned)
    }
}

/// A concurrent set of leaked strings: interning a string that exists already never allocates.
/// Like [`Uniquer`], each thread keeps the strings it found lately in [`RECENT`].
pub struct StrInterner {
    shards: [StrShard; SHARDS],
    /// Names this interner in the per-thread caches.
    id: usize,
}

/// A shard of a [`StrInterner`], alone on its cache lines.
#[repr(align(128))]
#[derive(Default)]
struct StrShard(Mutex<FxHashSet<&'static str>>);

impl Default for StrInterner {
    fn default() -> Self {
        Self {
            shards: std::array::from_fn(|_| StrShard::default()),
            id: NEXT_UNIQUER_ID.fetch_add(1, Ordering::Relaxed),
        }
    }
}

impl StrInterner {
    /// Returns the unique `&'static str` equal to `s`, leaking a copy the first time.
    #[inline]
    pub fn intern(&self, s: &str) -> &'static str {
        let hash = FxBuildHasher.hash_one(s);
        let slot = recent_slot(self.id, hash);
        let cached = RECENT.with(|r| r[slot].get());
        if cached.id == self.id && cached.hash == hash {
            // SAFETY: a slot of this interner's id holds the address and length of a string
            // it leaked (ids are never reused), valid UTF-8 for the rest of the program.
            let stored: &'static str = unsafe {
                std::str::from_utf8_unchecked(std::slice::from_raw_parts(cached.ptr, cached.len))
            };
            if stored == s {
                return stored;
            }
        }
        let found = self.intern_hashed(s, hash);
        RECENT.with(|r| {
            r[slot].set(RecentSlot {
                id: self.id,
                hash,
                ptr: found.as_ptr(),
                len: found.len(),
            })
        });
        found
    }

    /// [`Self::intern`] in the shards, for a string whose hash is `hash`.
    fn intern_hashed(&self, s: &str, hash: u64) -> &'static str {
        let shard = &self.shards[shard_of(hash)].0;
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
        let shard = &self.shards[shard_of(hash)].0;
        let set = shard.lock().unwrap_or_else(|e| e.into_inner());
        set.get(s).copied()
    }
}

/// Names that are not UTF-8 (a symbol reference `@"s\FF"`), program-wide: each gets its own
/// leaked lossy text (U+FFFD for each invalid sequence, never the storage of a valid string
/// with the same text, so handles stay distinct), and the text's address maps back to the
/// bytes.
#[derive(Default)]
struct RawNames {
    by_bytes: FxHashMap<&'static [u8], &'static str>,
    by_text: FxHashMap<usize, (&'static str, &'static [u8])>,
}

static RAW_NAMES: Mutex<Option<RawNames>> = Mutex::new(None);

/// The unique lossy text standing for `bytes`, which are not UTF-8 (see [`raw_name_bytes`]).
pub(crate) fn intern_raw_name(bytes: &[u8]) -> &'static str {
    let mut guard = RAW_NAMES.lock().unwrap_or_else(|e| e.into_inner());
    let names = guard.get_or_insert_with(RawNames::default);
    if let Some(&text) = names.by_bytes.get(bytes) {
        return text;
    }
    let stored: &'static [u8] = Box::leak(bytes.to_vec().into_boxed_slice());
    let text: &'static str =
        Box::leak(String::from_utf8_lossy(bytes).into_owned().into_boxed_str());
    names.by_bytes.insert(stored, text);
    names.by_text.insert(text.as_ptr() as usize, (text, stored));
    text
}

/// The bytes that [`intern_raw_name`] gave `text` for, if it did.
pub(crate) fn raw_name_bytes(text: &'static str) -> Option<&'static [u8]> {
    let guard = RAW_NAMES.lock().unwrap_or_else(|e| e.into_inner());
    let (stored, bytes) = *guard.as_ref()?.by_text.get(&(text.as_ptr() as usize))?;
    std::ptr::eq(stored, text).then_some(bytes)
}

/// Uniques `"file":line:col` locations (without a range), which a printer with debug info
/// turns into attributes once per op. They come in increasing `(line, col)` order, so per file
/// the values created in order are stored in that order in large leaked chunks, and found
/// again by binary search over those chunks: no per-value allocation, no hash table, no index
/// beside the values themselves. The few created out of order go to a small hash map.
pub(crate) struct FileLocTable<T: 'static> {
    inner: Mutex<Vec<FileLocs<T>>>,
    /// The `(line, col)` of a stored value.
    key_of: fn(&T) -> (u32, u32),
}

/// The locations of one file (keyed by the address of its interned name).
struct FileLocs<T: 'static> {
    file: usize,
    /// Full chunks of in-order values, each sorted, in order.
    full: Vec<&'static [T]>,
    /// The chunk being filled (see [`FileLocs::store`]).
    current: Vec<T>,
    /// The values created out of order, and their storage.
    others: FxHashMap<(u32, u32), &'static T>,
    other_storage: Vec<T>,
}

const CHUNK_BYTES: usize = 64 * 1024;

impl<T: 'static> FileLocTable<T> {
    /// An empty table for values whose `(line, col)` `key_of` gives.
    pub(crate) const fn new(key_of: fn(&T) -> (u32, u32)) -> Self {
        FileLocTable {
            inner: Mutex::new(Vec::new()),
            key_of,
        }
    }
}

impl<T: Send + Sync + 'static> FileLocTable<T> {
    /// The handle of the location `file:line:col` (`file` is the address of the interned
    /// file name), storing `make()` first if it is new.
    pub(crate) fn intern(
        &self,
        file: usize,
        line: u32,
        col: u32,
        make: impl FnOnce() -> T,
    ) -> Interned<T> {
        let key_of = self.key_of;
        let mut files = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        let index = match files.iter().position(|f| f.file == file) {
            Some(i) => i,
            None => {
                files.push(FileLocs {
                    file,
                    full: Vec::new(),
                    current: Vec::new(),
                    others: FxHashMap::default(),
                    other_storage: Vec::new(),
                });
                files.len() - 1
            }
        };
        let locs = &mut files[index];
        let key = (line, col);
        let last = locs
            .current
            .last()
            .or_else(|| locs.full.last().and_then(|c| c.last()));
        let after_last = last.is_none_or(|v| key_of(v) < key);
        if !after_last && let Some(v) = locs.find_in_order(key, key_of) {
            return Interned(v);
        }
        if let Some(v) = locs.others.get(&key) {
            return Interned(v);
        }
        if after_last {
            Interned(FileLocs::store(&mut locs.current, &mut locs.full, make()))
        } else {
            let mut unused = Vec::new();
            let v = FileLocs::store(&mut locs.other_storage, &mut unused, make());
            locs.others.insert(key, v);
            Interned(v)
        }
    }
}

impl<T: 'static> FileLocs<T> {
    /// Binary search of the in-order values.
    fn find_in_order(&self, key: (u32, u32), key_of: fn(&T) -> (u32, u32)) -> Option<&'static T> {
        // The first chunk whose last value is not before `key`.
        let c = self
            .full
            .partition_point(|chunk| chunk.last().is_some_and(|v| key_of(v) < key));
        let chunk: &[T] = match self.full.get(c) {
            Some(chunk) => chunk,
            None => &self.current,
        };
        let i = chunk.binary_search_by(|v| key_of(v).cmp(&key)).ok()?;
        // SAFETY: the element lives in a chunk that is never moved, shrunk or dropped (see
        // `store`), so it is valid for the rest of the program.
        Some(unsafe { &*(&chunk[i] as *const T) })
    }

    /// Appends `value` to `current` (which never grows past its capacity, so the addresses of
    /// its values are stable), moving a full `current` to `full` first.
    fn store(current: &mut Vec<T>, full: &mut Vec<&'static [T]>, value: T) -> &'static T {
        if current.len() == current.capacity() {
            let per_chunk = (CHUNK_BYTES / std::mem::size_of::<T>().max(1)).max(1);
            let done = std::mem::replace(current, Vec::with_capacity(per_chunk));
            if !done.is_empty() {
                // The values of a full chunk stay alive for the rest of the program.
                full.push(done.leak());
            }
        }
        let index = current.len();
        current.push(value);
        // SAFETY: `index < len`, and the element is never moved or dropped: `current` never
        // reallocates (it is replaced, not grown, when full; `push` below capacity keeps the
        // buffer and does not create a reference to its other elements) and is leaked
        // instead of dropped (see `Drop`), so the reference is valid for the program's life.
        unsafe { &*current.as_ptr().add(index) }
    }
}

impl<T: 'static> Drop for FileLocs<T> {
    fn drop(&mut self) {
        // Handles may outlive the context (uniqued storage is never freed).
        std::mem::take(&mut self.current).leak();
        std::mem::take(&mut self.other_storage).leak();
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
    fn per_thread_cache_keeps_uniquers_apart() {
        // The same values through two uniquers (and two string interners), many times so
        // that they are found in the per-thread cache: each keeps its own storage.
        let (u, v) = (Uniquer::new(), Uniquer::new());
        let (s, t) = (StrInterner::default(), StrInterner::default());
        for _ in 0..3 {
            for i in 0..3000u64 {
                let (a, b) = (u.intern(i), v.intern(i));
                assert_eq!((*a, *b), (i, i));
                assert_ne!(a, b);
                assert_eq!(a, u.intern(i));
                let text = i.to_string();
                let (x, y) = (s.intern(&text), t.intern(&text));
                assert_eq!((x, y), (text.as_str(), text.as_str()));
                assert!(!std::ptr::eq(x, y));
                assert!(std::ptr::eq(x, s.intern(&text)));
            }
        }
        assert_eq!(s.lookup("17"), Some("17"));
        assert_eq!(s.lookup("x"), None);
    }

    #[test]
    fn file_locations_in_any_order() {
        let t: FileLocTable<(usize, u32, u32)> = FileLocTable::new(|v| (v.1, v.2));
        let n = 20_000u32;
        let mut keys: Vec<(usize, u32, u32)> = Vec::new();
        for i in 0..n {
            // Mostly increasing, with some going back and a second file.
            keys.push((1, i / 3 + 1, i % 3 + 1));
            if i % 7 == 0 {
                keys.push((1, i / 5 + 1, 9));
                keys.push((2, i, 1));
            }
        }
        let first: Vec<_> = keys
            .iter()
            .map(|&(f, l, c)| t.intern(f, l, c, || (f, l, c)))
            .collect();
        for (k, h) in keys.iter().zip(&first) {
            assert_eq!(**h, *k);
            assert_eq!(t.intern(k.0, k.1, k.2, || unreachable!()), *h);
        }
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
