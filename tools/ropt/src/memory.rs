//! Process-wide memory: the allocator, and a fast exit.
//!
//! ropt allocates with mimalloc, built without transparent huge pages. Each thread allocates
//! from its own heap; glibc's malloc made threads share arenas behind locks, and which
//! threads shared one decided whether `-canonicalize -cse` on 1,000 functions (2 threads)
//! took 0.26 or 0.42 s. Against glibc limited to one arena (inputs of 64 MB and more, for the
//! smallest peak) or two, `-canonicalize` went from 2.30 to 1.35 s on flat-100M and from 4.00
//! to 1.74 s on cfg-100M, and from 0.17-0.20 to 0.13-0.18 s on the 10 MB inputs, for peaks
//! 5-12% higher at 100 MB (298 -> 313 and 334 MB) and 8-10 MB higher at 10 MB. With huge
//! pages, fewer page faults made some runs faster, but the kernel's search for free huge
//! pages made others 40% slower, and the peaks grew by another 15%.

/// ropt's global allocator (see the module docs).
pub type Allocator = mimalloc::MiMalloc;
/// The allocator instance.
pub const ALLOCATOR: Allocator = mimalloc::MiMalloc;

/// Ends the process (exit code 0 if `success`, else 1) once standard output and error are
/// flushed, without the
/// work that exiting normally does after that: the allocator would give every thread's free
/// pages back to the system (hundreds of `madvise` calls, a few milliseconds on one thread)
/// just before the system takes all of them anyway.
pub fn end_process(success: bool) -> ! {
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    let status = if success { 0 } else { 1 };
    #[cfg(unix)]
    {
        unsafe extern "C" {
            fn _exit(status: std::ffi::c_int) -> !;
        }
        // SAFETY: `_exit` ends the process at once; everything ropt writes is flushed above
        // (output files are closed and renamed before the driver returns).
        unsafe { _exit(status) }
    }
    #[cfg(not(unix))]
    std::process::exit(status)
}
