//! The worker threads that every parallel part of ropt (parser, verifier, passes, printer)
//! runs on.
//!
//! One pool for the whole process, not one per phase: a thread created when a phase starts
//! is placed on its creator's CPU, and Linux moves a busy, cache-hot thread to an idle CPU
//! only after a few balancing periods. Two workers of a new pool shared one CPU for 10-15 ms
//! at the start of each phase while the other CPU idled. Workers that slept between phases
//! are woken on idle CPUs.

use std::sync::OnceLock;

/// The most functions (or other isolated ops) one task of a parallel loop over them takes.
/// rayon splits a loop into few pieces unless work is stolen, and the last piece left could
/// hold dozens of functions: one worker ran alone for 3-4 ms at the end of a loop over 1,000
/// functions while the other waited. A task per function costs ~1 µs next to 30-300 µs of
/// work (use it with `with_max_len`).
pub const FUNCTIONS_PER_TASK: usize = 1;

/// The stack of each worker: parsing, verifying, rewriting and printing recurse as deep as
/// the IR nests (address space only; pages are touched on use).
const STACK_BYTES: usize = 4 << 30;

/// The pool: as many threads as rayon's default (`RAYON_NUM_THREADS`, else one per CPU),
/// made on first use. If the system refuses large stacks, the threads get the default ones;
/// if it refuses threads altogether, the pool has one thread.
pub fn pool() -> &'static rayon::ThreadPool {
    static POOL: OnceLock<rayon::ThreadPool> = OnceLock::new();
    POOL.get_or_init(|| {
        let named = || rayon::ThreadPoolBuilder::new().thread_name(|i| format!("ropt-worker-{i}"));
        named()
            .stack_size(STACK_BYTES)
            .build()
            .or_else(|_| named().build())
            .or_else(|_| named().num_threads(1).build())
            .expect("a thread pool of one thread")
    })
}

/// Starts the pool's threads now (on a helper thread), so that they exist before the first
/// parallel phase needs them.
pub fn warm_up() {
    // (If no thread can be made now, the pool is made when first used.)
    let _ = std::thread::Builder::new().spawn(|| {
        pool();
    });
}

#[cfg(test)]
mod tests {
    #[test]
    fn work_runs_on_the_pool() {
        let names: Vec<String> = super::pool().install(|| {
            use rayon::prelude::*;
            (0..4)
                .into_par_iter()
                .map(|_| std::thread::current().name().unwrap_or("").to_string())
                .collect()
        });
        assert!(
            names.iter().all(|n| n.starts_with("ropt-worker-")),
            "{names:?}"
        );
    }
}
