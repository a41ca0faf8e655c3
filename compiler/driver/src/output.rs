//! Writing the output (`-o`) so that nothing is lost.
//!
//! * `-` is the run's output stream (standard output for a tool).
//! * A path naming something other than a regular file (`/dev/null`, a pipe, a directory),
//!   and any path under `/dev/` or `/proc/` (`/dev/stderr` is a link to whatever standard
//!   error is), is opened and written in place: a rename would replace a device node.
//! * Any other path (a regular file, a symbolic link to one, or a new name) gets a temporary
//!   file in the same directory (`.NAME.ropt-PID.tmp`), which takes the old file's
//!   permissions and replaces the file only once it is complete: until then, and whenever the
//!   write fails, the old file stays whole, and the temporary is removed. A symbolic link is
//!   kept and its target replaced. The replacement exchanges the two names atomically
//!   (`renameat2` with `RENAME_EXCHANGE`, falling back to a plain rename where the file
//!   system has no exchange) and then removes the old text: renaming over a file would make
//!   ext4 write the new file out first (milliseconds for a few MB). A hard link to the old
//!   file keeps the old text.
//! * [`remove_temporary_on_signals`] (for a tool's `main`) makes SIGINT, SIGTERM and SIGHUP
//!   remove the temporary before the process dies of the signal as it would have, so an
//!   interrupted run leaves the old file whole and nothing beside it.

use std::ffi::{CString, c_char, c_int};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicPtr, Ordering};

/// Writes the output with `emit`: to `stdout` for `-`, else to the file at `path` as the
/// module docs say. The error is the text to report.
pub fn write_output(
    path: &str,
    stdout: &mut dyn Write,
    emit: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), String> {
    if path == "-" {
        let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout);
        return emit(&mut out)
            .and_then(|_| out.flush())
            .map_err(|e| format!("error writing output: {e}"));
    }
    let open_error = |e: std::io::Error| {
        format!(
            "cannot open output file '{path}': {}",
            ropt_cli::io_error_text(&e)
        )
    };
    let target = match replaced_file(Path::new(path)) {
        Some(target) => target,
        None => {
            let file = std::fs::OpenOptions::new()
                .write(true)
                .create(true)
                .truncate(true)
                .open(path)
                .map_err(open_error)?;
            let mut w = std::io::BufWriter::with_capacity(1 << 16, file);
            return emit(&mut w)
                .and_then(|_| w.flush())
                .map_err(|e| format!("error writing output: {e}"));
        }
    };
    let tmp = temporary_path(&target);
    let guard = Temporary::new(&tmp);
    let file = std::fs::File::create(&tmp).map_err(open_error)?;
    let old = std::fs::metadata(&target).ok().filter(|m| m.is_file());
    if let Some(m) = &old {
        // (Best effort: a file we may not chmod keeps the default permissions.)
        let _ = file.set_permissions(m.permissions());
    }
    let mut w = std::io::BufWriter::with_capacity(1 << 16, file);
    emit(&mut w)
        .and_then(|_| w.flush())
        .map_err(|e| format!("error writing output: {e}"))?;
    drop(w);
    let replaced = match old {
        Some(_) if exchange(&tmp, &target) => Ok(()),
        _ => std::fs::rename(&tmp, &target),
    };
    replaced.map_err(open_error)?;
    // The temporary's name now holds the old text (or nothing): the guard removes it.
    drop(guard);
    Ok(())
}

/// The regular file that an output to `path` replaces through a temporary file (`path`
/// itself, or the target of a symbolic link), or `None` when the output is written in place:
/// `path` names something other than a regular file, a link whose target is missing, or
/// something under `/dev` or `/proc`.
fn replaced_file(path: &Path) -> Option<PathBuf> {
    if path.starts_with("/dev") || path.starts_with("/proc") {
        return None;
    }
    let link = std::fs::symlink_metadata(path).ok();
    match link {
        None => Some(path.to_path_buf()),
        Some(m) if m.is_file() => Some(path.to_path_buf()),
        Some(m) if m.file_type().is_symlink() => {
            let target = std::fs::canonicalize(path).ok()?;
            std::fs::metadata(&target)
                .is_ok_and(|t| t.is_file())
                .then_some(target)
        }
        Some(_) => None,
    }
}

/// `.NAME.ropt-PID.tmp` next to `target`.
fn temporary_path(target: &Path) -> PathBuf {
    let dir = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    dir.join(format!(".{name}.ropt-{}.tmp", std::process::id()))
}

/// The temporary file being written, as a C string for the signal handler (null: none).
/// Strings stored here are never freed: a handler on another thread may still read one.
static TEMPORARY: AtomicPtr<c_char> = AtomicPtr::new(std::ptr::null_mut());

/// Removes the temporary file (if it was made) when dropped, and publishes its path to the
/// signal handler meanwhile.
struct Temporary<'a> {
    path: &'a Path,
}

impl<'a> Temporary<'a> {
    /// Publishes `path` before the file is made, so a signal never leaves it behind.
    fn new(path: &'a Path) -> Self {
        use std::os::unix::ffi::OsStrExt;
        if let Ok(c) = CString::new(path.as_os_str().as_bytes()) {
            TEMPORARY.store(c.into_raw(), Ordering::SeqCst);
        }
        Temporary { path }
    }
}

impl Drop for Temporary<'_> {
    fn drop(&mut self) {
        TEMPORARY.store(std::ptr::null_mut(), Ordering::SeqCst);
        let _ = std::fs::remove_file(self.path);
    }
}

mod sys {
    use std::ffi::{c_char, c_int, c_uint};
    pub const AT_FDCWD: c_int = -100;
    pub const RENAME_EXCHANGE: c_uint = 2;
    pub const SIGHUP: c_int = 1;
    pub const SIGINT: c_int = 2;
    pub const SIGTERM: c_int = 15;
    /// `SIG_DFL`.
    pub const DEFAULT: usize = 0;
    unsafe extern "C" {
        pub fn renameat2(
            olddirfd: c_int,
            oldpath: *const c_char,
            newdirfd: c_int,
            newpath: *const c_char,
            flags: c_uint,
        ) -> c_int;
        pub fn unlink(path: *const c_char) -> c_int;
        pub fn signal(signum: c_int, handler: usize) -> usize;
        pub fn raise(sig: c_int) -> c_int;
    }
}

/// Swaps the names `a` and `b` atomically; false if the system cannot (nothing changed).
fn exchange(a: &Path, b: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let (Ok(a), Ok(b)) = (
        CString::new(a.as_os_str().as_bytes()),
        CString::new(b.as_os_str().as_bytes()),
    ) else {
        return false;
    };
    // SAFETY: both paths are valid NUL-terminated strings for the duration of the call.
    let r = unsafe {
        sys::renameat2(
            sys::AT_FDCWD,
            a.as_ptr(),
            sys::AT_FDCWD,
            b.as_ptr(),
            sys::RENAME_EXCHANGE,
        )
    };
    r == 0
}

extern "C" fn on_signal(sig: c_int) {
    let path = TEMPORARY.swap(std::ptr::null_mut(), Ordering::SeqCst);
    // SAFETY: `unlink`, `signal` and `raise` are async-signal-safe; `path` is null or a
    // leaked, never freed C string.
    unsafe {
        if !path.is_null() {
            sys::unlink(path);
        }
        sys::signal(sig, sys::DEFAULT);
        sys::raise(sig);
    }
}

/// Makes SIGINT, SIGTERM and SIGHUP remove the output's temporary file (if one is being
/// written) and then end the process as the signal would have. For a tool's `main`.
pub fn remove_temporary_on_signals() {
    let handler: extern "C" fn(c_int) = on_signal;
    for sig in [sys::SIGINT, sys::SIGTERM, sys::SIGHUP] {
        // SAFETY: installs a handler that only calls async-signal-safe functions.
        unsafe {
            sys::signal(sig, handler as usize);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("ropt-driver-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn write(path: &Path, text: &str) -> Result<(), String> {
        write_output(path.to_str().unwrap(), &mut std::io::sink(), &mut |w| {
            w.write_all(text.as_bytes())
        })
    }

    fn entries(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn files_are_replaced_whole() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("replace");
        let out = dir.join("out.mlir");
        write(&out, "first\n").unwrap();
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "first\n");
        std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o640)).unwrap();
        write(&out, "second\n").unwrap();
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "second\n");
        let mode = std::fs::metadata(&out).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o640);
        assert_eq!(entries(&dir), ["out.mlir"]);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let dir = scratch("fail");
        let out = dir.join("out.mlir");
        std::fs::write(&out, "old\n").unwrap();
        let r = write_output(out.to_str().unwrap(), &mut std::io::sink(), &mut |w| {
            w.write_all(b"partial")?;
            Err(std::io::Error::other("disk full"))
        });
        assert_eq!(r.unwrap_err(), "error writing output: disk full");
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "old\n");
        assert_eq!(entries(&dir), ["out.mlir"]);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn links_and_devices_stay() {
        let dir = scratch("links");
        let real = dir.join("real.mlir");
        std::fs::write(&real, "old\n").unwrap();
        let link = dir.join("link.mlir");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write(&link, "new\n").unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "new\n");
        assert_eq!(entries(&dir), ["link.mlir", "real.mlir"]);
        write(Path::new("/dev/null"), "gone\n").unwrap();
        assert!(!std::fs::metadata("/dev/null").unwrap().is_file());
        let err = write(&dir, "x").unwrap_err();
        assert!(err.starts_with("cannot open output file"), "{err}");
        let missing = dir.join("no/such/dir/out.mlir");
        let err = write(&missing, "x").unwrap_err();
        assert!(err.ends_with("No such file or directory"), "{err}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn standard_output() {
        let mut out = Vec::new();
        write_output("-", &mut out, &mut |w| w.write_all(b"text")).unwrap();
        assert_eq!(out, b"text");
    }
}
