//! Spare arena buffers, shared by every body of the process.
//!
//! A body built op by op grows its arenas by doubling, and every step frees the previous
//! buffer. When thousands of functions are built (a parser's workers) and then trimmed to
//! their exact size ([`Body::shrink_to_fit`]), the freed buffers and trimmed tails end up as
//! holes between the kept arenas that the allocator can only partly reuse: on a 100 MB input
//! they were ~15% of the IR's memory. Instead, a trimmed body copies its large arenas into
//! exactly sized ones and leaves the large buffers here, and the next body that needs room
//! takes one whole: the large buffers circulate, and what stays allocated is exact.
//!
//! [`Body::shrink_to_fit`]: super::Body::shrink_to_fit

use std::sync::Mutex;

use super::{Operand, Operation, ValueData};

/// At most this many bytes of spare buffers are kept per arena kind.
const MAX_BYTES: usize = 4 << 20;
/// Smaller buffers are not kept, and a body taking a spare buffer gets at least this much.
const MIN_BYTES: usize = 4 << 10;

/// The spare buffers of one arena kind, and their total size in bytes.
pub(super) struct Spares<T> {
    bufs: Mutex<(Vec<Vec<T>>, usize)>,
}

/// Spare op arenas.
pub(super) static OPS: Spares<Operation> = Spares::new();
/// Spare operand arenas.
pub(super) static OPERANDS: Spares<Operand> = Spares::new();
/// Spare value arenas.
pub(super) static VALUES: Spares<ValueData> = Spares::new();

impl<T> Spares<T> {
    const fn new() -> Self {
        Spares {
            bufs: Mutex::new((Vec::new(), 0)),
        }
    }

    /// Keeps the allocation of `buf` (its elements are dropped) if it is large enough to be
    /// worth it and there is room; frees it otherwise.
    pub(super) fn give(&self, mut buf: Vec<T>) {
        let bytes = buf.capacity() * size_of::<T>();
        if !(MIN_BYTES..=MAX_BYTES / 4).contains(&bytes) {
            return;
        }
        buf.clear();
        // Never wait: a contended pool just lets the buffer go.
        let Ok(mut g) = self.bufs.try_lock() else {
            return;
        };
        if g.1 + bytes > MAX_BYTES {
            return;
        }
        g.1 += bytes;
        g.0.push(buf);
    }

    /// Makes room for `more` elements in `v`, which is about to grow, by moving its elements
    /// into the smallest spare buffer with room for twice as many (and at least
    /// [`MIN_BYTES`]), if one is kept; otherwise leaves `v` to grow by itself.
    #[cold]
    pub(super) fn grow(&self, v: &mut Vec<T>, more: usize) {
        let need = (v.len() * 2)
            .max(v.len() + more)
            .max(MIN_BYTES / size_of::<T>().max(1));
        let Ok(mut g) = self.bufs.try_lock() else {
            return;
        };
        let best =
            g.0.iter()
                .enumerate()
                .filter(|(_, b)| b.capacity() >= need)
                .min_by_key(|(_, b)| b.capacity())
                .map(|(i, _)| i);
        let Some(i) = best else {
            return;
        };
        let mut b = g.0.swap_remove(i);
        g.1 -= b.capacity() * size_of::<T>();
        drop(g);
        b.append(v);
        *v = b;
    }

    /// Trims `v` to its length when more than an eighth of it is unused: large arenas are
    /// copied into an exact allocation and their buffer kept as a spare, small ones shrink
    /// in place.
    pub(super) fn trim(&self, v: &mut Vec<T>) {
        if v.capacity() - v.len() <= v.len() / 8 {
            return;
        }
        if v.capacity() * size_of::<T>() < MIN_BYTES {
            v.shrink_to_fit();
            return;
        }
        let mut exact = Vec::with_capacity(v.len());
        exact.append(v);
        let old = std::mem::replace(v, exact);
        self.give(old);
    }
}

/// Grows `v` through `spares` when it has no room for `more` elements.
#[inline]
pub(super) fn reserve<T>(spares: &Spares<T>, v: &mut Vec<T>, more: usize) {
    if v.capacity() - v.len() < more {
        spares.grow(v, more);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trimmed_buffers_serve_growing_arenas() {
        let spares: Spares<u64> = Spares::new();
        // A large arena with much unused room is copied out; its buffer is kept.
        let mut v: Vec<u64> = Vec::with_capacity(4096);
        v.extend(0..1000);
        spares.trim(&mut v);
        assert_eq!(v.capacity(), 1000);
        assert_eq!(v, (0..1000).collect::<Vec<_>>());
        assert_eq!(spares.bufs.lock().unwrap().1, 4096 * 8);
        // A growing arena takes it whole, keeping its elements.
        let mut w: Vec<u64> = vec![7, 8];
        reserve(&spares, &mut w, 1);
        assert_eq!(w, [7, 8]);
        assert_eq!(w.capacity(), 4096);
        assert_eq!(spares.bufs.lock().unwrap().1, 0);
        // Nothing left: the arena grows by itself.
        let mut x: Vec<u64> = vec![1];
        reserve(&spares, &mut x, 1);
        assert_eq!(x.capacity(), 1);
        // Nearly full arenas and small ones are not pooled.
        let mut y: Vec<u64> = Vec::with_capacity(1100);
        y.extend(0..1000);
        spares.trim(&mut y);
        assert_eq!(y.capacity(), 1100);
        let mut z: Vec<u64> = Vec::with_capacity(100);
        z.push(1);
        spares.trim(&mut z);
        assert_eq!(z.capacity(), 1);
        assert_eq!(spares.bufs.lock().unwrap().1, 0);
        // The pool is bounded.
        for _ in 0..8 {
            spares.give(Vec::with_capacity(MAX_BYTES / 4 / 8));
        }
        assert!(spares.bufs.lock().unwrap().1 <= MAX_BYTES);
    }
}
