//! `not`: runs a command and inverts its success.
//!
//! * `not CMD ARGS...` exits 0 when CMD fails (exits non-zero), and 1 when it succeeds or
//!   crashes.
//! * `not --crash CMD ARGS...` exits 0 only when CMD crashes.
//!
//! A crash is death by a signal, or exit code 101, which is how a Rust program that panics
//! ends: our tools must never panic, so a panic counts as a crash, not as a clean failure.

use std::ffi::OsString;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::{Command, ExitCode};

/// The exit code of a Rust program that panicked.
const PANIC_EXIT_CODE: i32 = 101;

/// Finds `name` as `execvp` would: as given if it contains a `/`, else on `PATH`.
fn find_program(name: &OsString) -> Option<PathBuf> {
    let path = PathBuf::from(name);
    if name.to_string_lossy().contains('/') {
        return Some(path);
    }
    let search = std::env::var_os("PATH")?;
    std::env::split_paths(&search)
        .map(|dir| dir.join(name))
        .find(|candidate| {
            candidate
                .metadata()
                .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
}

/// The description the C library gives a signal (as `strsignal` does).
fn signal_name(signal: i32) -> String {
    match signal {
        1 => "Hangup".into(),
        2 => "Interrupt".into(),
        3 => "Quit".into(),
        4 => "Illegal instruction".into(),
        5 => "Trace/breakpoint trap".into(),
        6 => "Aborted".into(),
        7 => "Bus error".into(),
        8 => "Floating point exception".into(),
        9 => "Killed".into(),
        10 => "User defined signal 1".into(),
        11 => "Segmentation fault".into(),
        12 => "User defined signal 2".into(),
        13 => "Broken pipe".into(),
        14 => "Alarm clock".into(),
        15 => "Terminated".into(),
        24 => "CPU time limit exceeded".into(),
        25 => "File size limit exceeded".into(),
        other => format!("Unknown signal {other}"),
    }
}

fn main() -> ExitCode {
    let mut args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let expect_crash = args.first().is_some_and(|a| a == "--crash");
    if expect_crash {
        args.remove(0);
    }
    let Some(program_name) = args.first().cloned() else {
        return ExitCode::FAILURE;
    };
    let Some(program) = find_program(&program_name) else {
        eprintln!(
            "error: unable to find `{}' in PATH: No such file or directory",
            program_name.to_string_lossy()
        );
        return ExitCode::FAILURE;
    };
    let mut command = Command::new(&program);
    command.args(&args[1..]);
    if expect_crash {
        // An expected crash need not print a backtrace.
        command.env("RUST_BACKTRACE", "0");
    }
    let status = match command.status() {
        Ok(status) => status,
        Err(e) => {
            eprintln!("error: posix_spawn failed: {}", ropt_cli::io_error_text(&e));
            return ExitCode::FAILURE;
        }
    };
    let crashed = match (status.code(), status.signal()) {
        (_, Some(signal)) => {
            let core = if status.core_dumped() {
                " (core dumped)"
            } else {
                ""
            };
            eprintln!("error: {}{core}", signal_name(signal));
            true
        }
        (Some(PANIC_EXIT_CODE), _) => {
            eprintln!("error: the program panicked (exit code {PANIC_EXIT_CODE})");
            true
        }
        _ => false,
    };
    let inverted_success = if expect_crash {
        crashed
    } else {
        !crashed && !status.success()
    };
    if inverted_success {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
