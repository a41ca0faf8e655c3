//! The input: read into memory, or (large regular files processed as a whole) mapped, with
//! the mapping started on a helper thread while the dialects register.

use std::io::Read;
use std::sync::OnceLock;

use ropt_asm::source::SourceFile;

/// The input text: read into memory, or (large regular files) mapped read-only, so that the
/// pages already parsed can be dropped from memory (see [`Source::while_parsing`]). The
/// [`SourceFile`] that diagnostics render from is made on first use (a mapped input is copied
/// then: only failing runs pay for it).
pub struct Source {
    name: String,
    mapped: Option<Mapped>,
    file: OnceLock<SourceFile>,
}

/// Inputs smaller than this are read, not mapped.
const MAP_MIN_BYTES: u64 = 1 << 20;

impl Source {
    /// An input read into memory.
    pub fn owned(name: String, bytes: Vec<u8>) -> Self {
        let file = OnceLock::new();
        let _ = file.set(SourceFile::new(name.clone(), bytes));
        Source {
            name,
            mapped: None,
            file,
        }
    }

    /// Maps the file at `path` if it is a large regular file; `None` otherwise (read it
    /// instead). The bytes need not be UTF-8: the parser checks the text, once (a check here
    /// would read the whole input a second time). With `prefault` (on the helper thread of
    /// [`Mapping::start`]), the pages are brought into memory while the dialects register:
    /// the parser reads them next.
    pub fn map(path: &str, prefault: bool) -> Option<Self> {
        let f = std::fs::File::open(path).ok()?;
        let meta = f.metadata().ok()?;
        if !meta.is_file() || meta.len() < MAP_MIN_BYTES {
            return None;
        }
        let mapped = Mapped::new(&f, usize::try_from(meta.len()).ok()?)?;
        if prefault {
            mapped.prefault();
        }
        Some(Source {
            name: path.to_string(),
            mapped: Some(mapped),
            file: OnceLock::new(),
        })
    }

    /// The input's name (as diagnostics show it).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The input's bytes (UTF-8 or not: they are parsed as mlir-opt parses them).
    pub fn bytes(&self) -> &[u8] {
        match &self.mapped {
            Some(m) => m.bytes(),
            None => self.file().bytes(),
        }
    }

    /// The input as a [`SourceFile`] (for diagnostics).
    pub fn file(&self) -> &SourceFile {
        self.file.get_or_init(|| {
            let bytes = self.mapped.as_ref().map_or(&[][..], |m| m.bytes());
            SourceFile::new(self.name.clone(), bytes)
        })
    }

    /// Runs `parse` while a helper thread keeps dropping the mapped input's pages from
    /// memory (a mapped input only): the parser reads each part of the text about once, and
    /// pages it reads again are brought back from the page cache, so the input never has to
    /// be resident as a whole beside the IR built from it.
    pub fn while_parsing<R>(&self, parse: impl FnOnce() -> R) -> R {
        let Some(m) = &self.mapped else {
            return parse();
        };
        let done = std::sync::atomic::AtomicBool::new(false);
        let r = std::thread::scope(|s| {
            // (Without the helper, the pages are dropped once, after the parse.)
            let _ = std::thread::Builder::new().spawn_scoped(s, || {
                while !done.load(std::sync::atomic::Ordering::Relaxed) {
                    m.release();
                    std::thread::sleep(std::time::Duration::from_millis(2));
                }
            });
            let r = parse();
            done.store(true, std::sync::atomic::Ordering::Relaxed);
            r
        });
        m.release();
        r
    }
}

/// A read-only private mapping of a whole file.
struct Mapped {
    ptr: *mut std::ffi::c_void,
    len: usize,
}

// SAFETY: the mapping is read-only and lives until drop; sharing `&[u8]` views is fine.
unsafe impl Send for Mapped {}
// SAFETY: as above.
unsafe impl Sync for Mapped {}

#[cfg(unix)]
mod sys {
    use std::ffi::{c_int, c_long, c_void};
    pub const PROT_READ: c_int = 1;
    pub const MAP_PRIVATE: c_int = 2;
    pub const MADV_DONTNEED: c_int = 4;
    unsafe extern "C" {
        pub fn mmap(
            addr: *mut c_void,
            len: usize,
            prot: c_int,
            flags: c_int,
            fd: c_int,
            offset: c_long,
        ) -> *mut c_void;
        pub fn munmap(addr: *mut c_void, len: usize) -> c_int;
        pub fn madvise(addr: *mut c_void, len: usize, advice: c_int) -> c_int;
    }
}

impl Mapped {
    #[cfg(unix)]
    fn new(f: &std::fs::File, len: usize) -> Option<Self> {
        use std::os::fd::AsRawFd;
        // SAFETY: a fresh read-only private mapping of `len` bytes of an open file; checked
        // for failure below.
        let ptr = unsafe {
            sys::mmap(
                std::ptr::null_mut(),
                len,
                sys::PROT_READ,
                sys::MAP_PRIVATE,
                f.as_raw_fd(),
                0,
            )
        };
        // MAP_FAILED is (void *)-1.
        if ptr as isize == -1 || ptr.is_null() {
            return None;
        }
        Some(Mapped { ptr, len })
    }

    #[cfg(not(unix))]
    fn new(_: &std::fs::File, _: usize) -> Option<Self> {
        None
    }

    fn bytes(&self) -> &[u8] {
        // SAFETY: the mapping covers `len` readable bytes until `self` is dropped. (Like every
        // tool that maps its input, this assumes the file is not truncated while it runs.)
        unsafe { std::slice::from_raw_parts(self.ptr as *const u8, self.len) }
    }

    /// Reads one byte of every page, so that the pages are mapped in.
    fn prefault(&self) {
        const PAGE: usize = 4096;
        let bytes = self.bytes();
        let sum = (0..bytes.len())
            .step_by(PAGE)
            .fold(0u8, |acc, i| acc.wrapping_add(bytes[i]));
        std::hint::black_box(sum);
    }

    /// Drops the mapped pages from this process's memory; reading them again maps them back
    /// from the page cache (the mapping is private and never written, so nothing is lost).
    fn release(&self) {
        #[cfg(unix)]
        // SAFETY: the range is exactly the mapping; DONTNEED on an unwritten private file
        // mapping only drops pages that are re-read from the file on the next access.
        unsafe {
            sys::madvise(self.ptr, self.len, sys::MADV_DONTNEED);
        }
    }
}

impl Drop for Mapped {
    fn drop(&mut self) {
        #[cfg(unix)]
        // SAFETY: unmaps the mapping made in `new`; no view outlives `self`.
        unsafe {
            sys::munmap(self.ptr, self.len);
        }
    }
}

/// Inputs below this size are too small for parallel parsing to pay for starting the
/// worker threads early.
pub(crate) const SMALL_INPUT_BYTES: u64 = 64 << 10;

/// Whether `path` is a regular file smaller than [`SMALL_INPUT_BYTES`] (`false` if it cannot
/// be read: the error is reported when it is opened).
pub(crate) fn is_small_file(path: &str) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() < SMALL_INPUT_BYTES)
}

/// The input file mapped with [`Source::map`], on a helper thread or when asked for.
pub(crate) enum Mapping<'a> {
    /// Nothing to map.
    None,
    /// Map this path in [`Mapping::finish`].
    Later(&'a str),
    /// Being mapped on a helper thread.
    Running(std::thread::JoinHandle<Option<Source>>),
}

impl<'a> Mapping<'a> {
    /// Starts mapping `path` (if any), on a helper thread when `background` is set.
    pub(crate) fn start(path: Option<&'a str>, background: bool) -> Self {
        match path {
            None => Mapping::None,
            Some(p) if background => {
                let owned = p.to_owned();
                std::thread::Builder::new()
                    .spawn(move || Source::map(&owned, true))
                    .map_or(Mapping::Later(p), Mapping::Running)
            }
            Some(p) => Mapping::Later(p),
        }
    }

    /// The mapped input, or `None` if it is not mapped (read it instead).
    pub(crate) fn finish(&mut self) -> Option<Source> {
        match std::mem::replace(self, Mapping::None) {
            Mapping::None => None,
            Mapping::Later(p) => Source::map(p, false),
            Mapping::Running(h) => h.join().ok().flatten(),
        }
    }
}

/// Reads the input file (`-`: standard input), with the error mlir-opt prints when it cannot.
/// The bytes are kept as they are: like mlir-opt, ropt keeps bytes that are not UTF-8 in
/// string literals and shows them raw in diagnostics.
pub(crate) fn read_input(input: &str) -> Result<Source, String> {
    if input == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot open input file '-': {e}"))?;
        return Ok(Source::owned("<stdin>".to_string(), bytes));
    }
    let bytes = std::fs::read(input).map_err(|e| {
        format!(
            "cannot open input file '{input}': {}",
            ropt_cli::io_error_text(&e)
        )
    })?;
    Ok(Source::owned(input.to_string(), bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_file(name: &str, bytes: &[u8]) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!("ropt-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).unwrap();
        path
    }

    #[test]
    fn large_files_are_mapped_and_survive_releases() {
        let line = "%0 = \"test.op\"() : () -> i32\n";
        let text = line.repeat((MAP_MIN_BYTES as usize / line.len()) + 10);
        let path = temp_file("big.mlir", text.as_bytes());
        let src = Source::map(path.to_str().unwrap(), true).expect("mapped");
        assert!(src.mapped.is_some());
        assert_eq!(src.bytes(), text.as_bytes());
        // Pages dropped while "parsing" come back on the next read.
        let n = src.while_parsing(|| src.bytes().iter().filter(|&&b| b == b'\n').count());
        assert_eq!(n, text.lines().count());
        assert_eq!(src.bytes(), text.as_bytes());
        assert_eq!(src.file().bytes(), text.as_bytes());
        assert_eq!(src.name(), path.to_str().unwrap());
        drop(src);
        std::fs::remove_file(path).unwrap();
    }

    #[test]
    fn small_inputs_are_regular_files_below_the_threshold() {
        let small = temp_file("tiny.mlir", b"module {}\n");
        let big = temp_file("not-tiny.mlir", &vec![b' '; SMALL_INPUT_BYTES as usize]);
        assert!(is_small_file(small.to_str().unwrap()));
        assert!(!is_small_file(big.to_str().unwrap()));
        // A directory or a missing file is not small: its error comes when it is read.
        assert!(!is_small_file(std::env::temp_dir().to_str().unwrap()));
        assert!(!is_small_file("/nonexistent/ropt-input.mlir"));
        std::fs::remove_file(small).unwrap();
        std::fs::remove_file(big).unwrap();
    }

    #[test]
    fn small_files_are_not_mapped_and_bytes_need_not_be_utf8() {
        let small = temp_file("small.mlir", b"module {}\n");
        assert!(Source::map(small.to_str().unwrap(), false).is_none());
        let mut bad = vec![b'a'; MAP_MIN_BYTES as usize + 1];
        bad[100] = 0xff;
        let bad_path = temp_file("bad.mlir", &bad);
        let mapped = Source::map(bad_path.to_str().unwrap(), true).expect("mapped");
        assert_eq!(mapped.bytes(), &bad[..]);
        assert_eq!(mapped.file().bytes(), &bad[..]);
        assert!(Source::map("/nonexistent/ropt-input.mlir", false).is_none());
        let owned = Source::owned("x".into(), "text".into());
        assert_eq!(owned.bytes(), b"text");
        assert_eq!(owned.while_parsing(|| 7), 7);
        std::fs::remove_file(small).unwrap();
        std::fs::remove_file(bad_path).unwrap();
    }
}
