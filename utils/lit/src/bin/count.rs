//! `count N`: succeeds when standard input has exactly N lines (newline characters).
//!
//! Exit codes: 0 on a match, 1 on a mismatch (with `Expected N lines, got M.`), 2 on bad
//! usage, 3 when standard input cannot be read.

use std::ffi::OsString;
use std::io::Read;
use std::process::ExitCode;

/// Parses a count as C's `strtol(text, &end, 10)` would, converted to an unsigned 64-bit
/// value. Returns the value and whether digits were followed by garbage (an error); text
/// with no digits at all reads as 0, like `strtol` does.
fn parse_count(text: &str) -> (u64, bool) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() && matches!(bytes[i], b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r') {
        i += 1;
    }
    let negative = match bytes.get(i) {
        Some(b'-') => {
            i += 1;
            true
        }
        Some(b'+') => {
            i += 1;
            false
        }
        _ => false,
    };
    let digits_start = i;
    let mut value: i128 = 0;
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        value = (value * 10 + i128::from(bytes[i] - b'0')).min(i128::from(i64::MAX) + 1);
        i += 1;
    }
    if i == digits_start {
        return (0, false);
    }
    let signed = if negative {
        (-value).max(i128::from(i64::MIN)) as i64
    } else {
        value.min(i128::from(i64::MAX)) as i64
    };
    (signed as u64, i != bytes.len())
}

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let argv0 = args
        .first()
        .map(|a| a.to_string_lossy().into_owned())
        .unwrap_or_else(|| "count".into());
    if args.len() != 2 {
        eprintln!("usage: {argv0} <expected line count>");
        return ExitCode::from(2);
    }
    let text = args[1].to_string_lossy();
    let (expected, garbage) = parse_count(&text);
    if garbage {
        eprintln!("{argv0}: invalid count argument '{text}'");
        return ExitCode::from(2);
    }
    let mut input = Vec::new();
    if std::io::stdin().lock().read_to_end(&mut input).is_err() {
        eprintln!("{argv0}: error reading stdin");
        return ExitCode::from(3);
    }
    let lines = input.iter().filter(|&&b| b == b'\n').count() as u64;
    if lines != expected {
        eprintln!("Expected {expected} lines, got {lines}.");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::parse_count;

    #[test]
    fn strtol_like() {
        assert_eq!(parse_count("2"), (2, false));
        assert_eq!(parse_count(" 1"), (1, false));
        assert_eq!(parse_count("+7"), (7, false));
        assert_eq!(parse_count("-1"), (u64::MAX, false));
        assert_eq!(parse_count("abc"), (0, false));
        assert_eq!(parse_count(""), (0, false));
        assert_eq!(parse_count("3x"), (3, true));
        assert_eq!(parse_count("4294967296"), (4_294_967_296, false));
        assert_eq!(
            parse_count("99999999999999999999999"),
            (i64::MAX as u64, false)
        );
    }
}
