//! Command-line helpers shared by ropt's tools (and by FileCheck and the lit helpers: this
//! crate depends on nothing).
//!
//! * LLVM tools spell long options with one dash (`-canonicalize`, `-split-input-file`),
//!   while clap expects two. [`normalize_args`] rewrites an argument vector so that clap
//!   sees `--name` for every single-dash long option, and leaves real short options
//!   (`-o out.mlir`, `-I dir`, `-Ddir`) alone.
//! * [`suggest`]: the option an unknown one was probably meant to be, as LLVM suggests it.
//! * [`io_error_text`]: an I/O error worded as LLVM tools word it.

use std::ffi::OsString;

pub mod suggest;

/// An I/O error as LLVM tools word it: the system's message (`No such file or directory`),
/// without the ` (os error N)` Rust appends.
pub fn io_error_text(e: &std::io::Error) -> String {
    match e.kind() {
        // The words of the error codes, also for errors made without one.
        std::io::ErrorKind::NotFound => "No such file or directory".to_string(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".to_string(),
        std::io::ErrorKind::IsADirectory => "Is a directory".to_string(),
        _ => {
            let s = e.to_string();
            match s.find(" (os error ") {
                Some(cut) => s[..cut].to_string(),
                None => s,
            }
        }
    }
}

/// Rewrites single-dash long options into double-dash ones.
///
/// `short` lists the options that are genuinely one letter (for example `['o', 'I', 'D']`).
/// An argument `-x...` whose letter is in `short` is left untouched (so `-ofile` and `-Ifoo`
/// keep working) unless `is_long` recognises the whole word as a long option (as LLVM's
/// option parser prefers a long name, `-one-shot-bufferize` is not `-o ne-shot-bufferize`).
/// Any other `-word` becomes `--word`. Arguments after a bare `--`, a lone `-` (stdin),
/// negative numbers and non-option arguments are never changed.
pub fn normalize_args<I>(args: I, short: &[char], is_long: &dyn Fn(&str) -> bool) -> Vec<OsString>
where
    I: IntoIterator<Item = OsString>,
{
    let mut out = Vec::new();
    let mut rest_are_positional = false;
    for (i, arg) in args.into_iter().enumerate() {
        if i == 0 || rest_are_positional {
            out.push(arg);
            continue;
        }
        let Some(text) = arg.to_str() else {
            out.push(arg);
            continue;
        };
        if text == "--" {
            rest_are_positional = true;
            out.push(arg);
            continue;
        }
        out.push(normalize_one(text, short, is_long).map_or(arg, OsString::from));
    }
    out
}

/// Returns the rewritten spelling of one argument, or `None` when it stays as it is.
fn normalize_one(text: &str, short: &[char], is_long: &dyn Fn(&str) -> bool) -> Option<String> {
    let body = text.strip_prefix('-')?;
    if body.is_empty() || body.starts_with('-') {
        return None;
    }
    let first = body.chars().next()?;
    if first.is_ascii_digit() || first == '.' {
        return None; // a negative number
    }
    let name_len = body.find('=').unwrap_or(body.len());
    if short.contains(&first) && (name_len == 1 || !is_long(&body[..name_len])) {
        return None;
    }
    Some(format!("-{text}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(args: &[&str]) -> Vec<String> {
        let is_long = |name: &str| name == "one-shot";
        normalize_args(args.iter().map(OsString::from), &['o', 'I', 'D'], &is_long)
            .into_iter()
            .map(|s| s.into_string().unwrap())
            .collect()
    }

    #[test]
    fn long_options_gain_a_dash() {
        assert_eq!(
            norm(&["ropt", "-canonicalize", "-split-input-file", "x.mlir"]),
            ["ropt", "--canonicalize", "--split-input-file", "x.mlir"]
        );
    }

    #[test]
    fn values_after_equals_are_kept() {
        assert_eq!(
            norm(&["ropt", "-pass-pipeline=builtin.module(cse)"]),
            ["ropt", "--pass-pipeline=builtin.module(cse)"]
        );
    }

    #[test]
    fn short_options_and_positionals_stay() {
        assert_eq!(
            norm(&[
                "ropt", "-o", "out", "-ofile", "-Iinc", "-", "--", "-x", "-5"
            ]),
            [
                "ropt", "-o", "out", "-ofile", "-Iinc", "-", "--", "-x", "-5"
            ]
        );
        assert_eq!(norm(&["t", "-5", "--already"]), ["t", "-5", "--already"]);
    }

    #[test]
    fn io_errors_lose_the_os_error_suffix() {
        let missing = std::fs::read("/nonexistent/ropt-cli-test").unwrap_err();
        assert_eq!(io_error_text(&missing), "No such file or directory");
        let dir = std::fs::read("/").unwrap_err();
        assert_eq!(io_error_text(&dir), "Is a directory");
        let raw = std::io::Error::from_raw_os_error(22);
        assert_eq!(io_error_text(&raw), "Invalid argument");
        let custom = std::io::Error::other("no room (os error 28) here");
        assert_eq!(io_error_text(&custom), "no room");
    }

    #[test]
    fn long_names_beat_short_letters() {
        assert_eq!(
            norm(&["t", "-one-shot", "-one"]),
            ["t", "--one-shot", "-one"]
        );
    }
}
