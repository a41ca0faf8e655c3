//! rtblgen's global allocator: size-class free lists over big regions, the first backed by
//! transparent huge pages, the others populated 2 MiB at a time.
//!
//! Why not the system allocator: rtblgen makes ~100,000 small allocations that live until the
//! process exits, and on Linux about a third of its time went to the kernel, mostly to fault in
//! the 4 KiB pages of a ~12 MB heap one by one (and, on the worker thread with the big stack,
//! to grow glibc's per-thread arena with one `mprotect` per few pages). Taking memory in
//! 32 MiB regions, the first marked `MADV_HUGEPAGE`, turns thousands of page faults into a
//! handful of 2 MiB ones; the free lists reuse freed blocks, so the peak memory stays that of
//! the heap. Beyond the first region (inputs that need more than 32 MiB), huge pages made the
//! time vary a lot on a loaded machine (the kernel sometimes takes long to find and clear
//! them), so later regions use normal pages, populated with one `MADV_POPULATE_WRITE` per
//! 2 MiB the bump pointer enters instead of one page fault per 4 KiB.
//!
//! Blocks up to 1 MiB with an alignment of at most 16 come from the regions, rounded up to one
//! of four size classes per power of two (at most 25% waste); a freed block goes to the front
//! of its class's list. Bigger or more aligned blocks go to the system allocator. One spin lock
//! guards the state: rtblgen allocates from one thread at a time, so it is never contended.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, Ordering};

/// Size of a region taken from the system.
const REGION: usize = 32 << 20;
/// Size (and alignment) of a huge page.
const HUGE_PAGE: usize = 2 << 20;
/// Largest block served from the regions.
const MAX_SMALL: usize = 1 << 20;
/// Alignment of every block served from the regions.
const ALIGN: usize = 16;
/// Number of size classes: 16, 32, 48, 64, then four per power of two up to `MAX_SMALL`.
const CLASSES: usize = 4 + 4 * (MAX_SMALL.trailing_zeros() as usize - 6);

/// The size class of a block of `size` bytes (`size <= MAX_SMALL`), and the class's size.
fn class_of(size: usize) -> (usize, usize) {
    let s = size.max(1);
    if s <= 64 {
        let k = s.div_ceil(16);
        return (k - 1, k * 16);
    }
    let p = (usize::BITS - 1 - (s - 1).leading_zeros()) as usize;
    let step = 1usize << (p - 2);
    let k = (s - 1 - (1 << p)) / step;
    (4 + (p - 6) * 4 + k, (1 << p) + (k + 1) * step)
}

struct State {
    /// Next free byte of the current region, and its end.
    bump: usize,
    end: usize,
    /// End of the populated part of the current region (none for a huge-page region).
    populated: usize,
    /// Regions taken so far.
    regions: usize,
    /// Heads of the free lists (each free block holds the address of the next).
    free: [usize; CLASSES],
}

/// The allocator (see the module documentation).
pub struct HugeArena {
    lock: AtomicBool,
    state: UnsafeCell<State>,
}

// SAFETY: `state` is only accessed with `lock` held.
unsafe impl Sync for HugeArena {}

impl HugeArena {
    /// An allocator with no region yet.
    pub const fn new() -> Self {
        HugeArena {
            lock: AtomicBool::new(false),
            state: UnsafeCell::new(State {
                bump: 0,
                end: 0,
                populated: usize::MAX,
                regions: 0,
                free: [0; CLASSES],
            }),
        }
    }

    /// Runs `f` on the state with the lock held.
    fn with<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        while self
            .lock
            .compare_exchange_weak(false, true, Ordering::Acquire, Ordering::Relaxed)
            .is_err()
        {
            std::hint::spin_loop();
        }
        // SAFETY: the lock gives exclusive access.
        let r = f(unsafe { &mut *self.state.get() });
        self.lock.store(false, Ordering::Release);
        r
    }
}

impl Default for HugeArena {
    fn default() -> Self {
        Self::new()
    }
}

fn is_small(size: usize, align: usize) -> bool {
    size <= MAX_SMALL && align <= ALIGN
}

#[cfg(target_os = "linux")]
mod advice {
    unsafe extern "C" {
        fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: i32) -> i32;
    }
    /// Back `p..p+len` with huge pages.
    pub const HUGE_PAGES: i32 = 14;
    /// Fault `p..p+len` in now (Linux 5.14; older kernels refuse it, and pages then fault in
    /// one by one as usual).
    pub const POPULATE: i32 = 23;

    /// Gives `advice` for `p..p+len`, a part of a region we own: it only changes how and when
    /// the memory is backed.
    pub fn give(p: usize, len: usize, advice: i32) {
        // SAFETY: see above; the result is ignored (the advice is only an optimization).
        unsafe {
            madvise(p as *mut std::ffi::c_void, len, advice);
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod advice {
    pub const HUGE_PAGES: i32 = 0;
    pub const POPULATE: i32 = 0;
    pub fn give(_p: usize, _len: usize, _advice: i32) {}
}

impl State {
    /// A block of class `c` (of `csize` bytes), or null when the system has no memory left.
    fn take(&mut self, c: usize, csize: usize) -> *mut u8 {
        let head = self.free[c];
        if head != 0 {
            // SAFETY: a free block holds the address of the next free block of its class.
            self.free[c] = unsafe { *(head as *const usize) };
            return head as *mut u8;
        }
        if self.end - self.bump < csize {
            // The rest of the old region is given up (at most `MAX_SMALL` of 32 MiB).
            // SAFETY: the layout has a non-zero size and a power-of-two alignment.
            let p = unsafe { System.alloc(Layout::from_size_align_unchecked(REGION, HUGE_PAGE)) };
            if p.is_null() {
                return p;
            }
            self.bump = p as usize;
            self.end = p as usize + REGION;
            if self.regions == 0 {
                advice::give(self.bump, REGION, advice::HUGE_PAGES);
                self.populated = usize::MAX;
            } else {
                self.populated = self.bump;
            }
            self.regions += 1;
        }
        let p = self.bump;
        self.bump += csize;
        if self.bump > self.populated {
            let n = (self.bump - self.populated).div_ceil(HUGE_PAGE) * HUGE_PAGE;
            let n = n.min(self.end - self.populated);
            advice::give(self.populated, n, advice::POPULATE);
            self.populated += n;
        }
        p as *mut u8
    }

    fn give(&mut self, p: *mut u8, c: usize) {
        // SAFETY: the block is at least 16 bytes and no longer used by its owner.
        unsafe { *(p as *mut usize) = self.free[c] };
        self.free[c] = p as usize;
    }
}

// SAFETY: blocks are disjoint (each comes from the bump pointer once and returns to a free
// list only when deallocated), 16-aligned (regions are, and class sizes are multiples of 16)
// and at least as large as requested; the path (regions or system) of a block is a function
// of its layout, so `dealloc` and `realloc` return it where it came from.
unsafe impl GlobalAlloc for HugeArena {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if !is_small(layout.size(), layout.align()) {
            // SAFETY: forwarded as given.
            return unsafe { System.alloc(layout) };
        }
        let (c, csize) = class_of(layout.size());
        self.with(|s| s.take(c, csize))
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if !is_small(layout.size(), layout.align()) {
            // SAFETY: forwarded as given.
            return unsafe { System.alloc_zeroed(layout) };
        }
        // SAFETY: as `alloc`; the block has at least `layout.size()` bytes.
        unsafe {
            let p = self.alloc(layout);
            if !p.is_null() {
                std::ptr::write_bytes(p, 0, layout.size());
            }
            p
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if !is_small(layout.size(), layout.align()) {
            // SAFETY: the block came from the system allocator with this layout.
            return unsafe { System.dealloc(ptr, layout) };
        }
        let (c, _) = class_of(layout.size());
        self.with(|s| s.give(ptr, c));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let align = layout.align();
        let old_small = is_small(layout.size(), align);
        let new_small = is_small(new_size, align);
        if !old_small && !new_small {
            // SAFETY: the block came from the system allocator with this layout.
            return unsafe { System.realloc(ptr, layout, new_size) };
        }
        if old_small && new_small && class_of(layout.size()).0 == class_of(new_size).0 {
            return ptr;
        }
        // SAFETY: `new_size` with the old alignment is a valid layout (the caller's contract).
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, align) };
        // SAFETY: a fresh block, filled from the old one, which is then freed.
        unsafe {
            let p = self.alloc(new_layout);
            if !p.is_null() {
                std::ptr::copy_nonoverlapping(ptr, p, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
            p
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_cover_sizes_with_little_waste() {
        // Each class has one size, and classes grow with the size.
        let mut sizes = [0usize; CLASSES];
        let mut last = 0;
        for s in 1..=MAX_SMALL {
            let (c, size) = class_of(s);
            assert!(size >= s && size % ALIGN == 0, "size {s}");
            if s > 64 {
                assert!(size - s < s / 4 + 1, "size {s} -> {size}");
            }
            assert!(c == last || c == last + 1, "size {s}");
            assert!(sizes[c] == 0 || sizes[c] == size, "size {s}");
            sizes[c] = size;
            last = c;
        }
        assert_eq!(class_of(MAX_SMALL).0, CLASSES - 1);
    }

    #[test]
    fn later_regions_are_populated_as_used() {
        let a = HugeArena::new();
        unsafe {
            let l = Layout::from_size_align(MAX_SMALL, 8).unwrap();
            // More than two regions' worth: each block is written to the end.
            let blocks: Vec<*mut u8> = (0..80).map(|_| a.alloc(l)).collect();
            for &p in &blocks {
                assert!(!p.is_null());
                p.add(MAX_SMALL - 1).write(1);
            }
            let s = &*a.state.get();
            assert!(s.regions >= 3);
            assert!(s.populated >= s.bump && s.populated <= s.end);
            for p in blocks {
                a.dealloc(p, l);
            }
        }
    }

    #[test]
    fn blocks_are_reused_and_moved() {
        let a = HugeArena::new();
        unsafe {
            let l = Layout::from_size_align(40, 8).unwrap();
            let p = a.alloc(l);
            assert_eq!(p as usize % ALIGN, 0);
            p.write_bytes(7, 40);
            a.dealloc(p, l);
            let q = a.alloc(l);
            assert_eq!(p, q);
            // Same class: in place; bigger class: moved with the contents.
            assert_eq!(a.realloc(q, l, 48), q);
            let r = a.realloc(q, Layout::from_size_align(48, 8).unwrap(), 5000);
            assert_ne!(r, q);
            assert_eq!(*r.add(39), 7);
            let big = a.realloc(r, Layout::from_size_align(5000, 8).unwrap(), 3 << 20);
            assert_eq!(*big.add(39), 7);
            a.dealloc(big, Layout::from_size_align(3 << 20, 8).unwrap());
            let z = a.alloc_zeroed(l);
            assert!(std::slice::from_raw_parts(z, 40).iter().all(|&b| b == 0));
        }
    }
}
