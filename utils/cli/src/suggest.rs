//! The option an unknown command-line argument was probably meant to be, as LLVM's option
//! parser suggests it (`Did you mean '--canonicalize'?`).
//!
//! The argument loses its leading dashes and is cut at its first `=` into a name and a value.
//! Each candidate option is compared with the name (with the whole argument, value included,
//! when the option takes no value) by edit distance (insertions, deletions and replacements
//! of one character each); the first candidate with the smallest distance wins, so there is
//! always a suggestion when there is a candidate. The suggestion keeps the value (`=...`) when
//! the option takes one, and is spelled `-x` for a one-letter name, else `--name`.
//!
//! ```
//! use ropt_cli::suggest::{Candidate, nearest_option};
//! let options = [Candidate::new("canonicalize", true), Candidate::new("version", false)];
//! assert_eq!(nearest_option("-canonicalise", &options).as_deref(), Some("--canonicalize"));
//! assert_eq!(nearest_option("--versio=1", &options).as_deref(), Some("--version"));
//! ```
//!
//! LLVM walks its options in the order of a hash table, so between candidates at the same
//! distance it may pick another one than the first.

/// An option that may be suggested.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Candidate<'a> {
    /// The name, without dashes.
    pub name: &'a str,
    /// Whether the option takes a value (`--name=value`).
    pub takes_value: bool,
}

impl<'a> Candidate<'a> {
    /// A candidate named `name`.
    pub const fn new(name: &'a str, takes_value: bool) -> Self {
        Candidate { name, takes_value }
    }
}

/// The suggestion for `arg` (as typed, with its dashes) among `candidates`, spelled with its
/// dashes; `None` when there is no candidate or `arg` is only dashes.
pub fn nearest_option(arg: &str, candidates: &[Candidate<'_>]) -> Option<String> {
    let arg = arg.trim_start_matches('-');
    if arg.is_empty() {
        return None;
    }
    let (name, value) = arg.split_once('=').unwrap_or((arg, ""));
    let mut best: Option<(usize, &Candidate<'_>)> = None;
    for c in candidates {
        let typed = if c.takes_value { name } else { arg };
        let d = edit_distance(c.name, typed);
        if best.is_none_or(|(b, _)| d < b) {
            best = Some((d, c));
        }
    }
    let (_, c) = best?;
    let dashes = if c.name.chars().count() == 1 {
        "-"
    } else {
        "--"
    };
    Some(match (c.takes_value, value.is_empty()) {
        (true, false) => format!("{dashes}{}={value}", c.name),
        _ => format!("{dashes}{}", c.name),
    })
}

/// The number of one-character insertions, deletions and replacements that turn `a` into
/// `b` (Levenshtein distance, over characters).
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    // One row of the distance table, updated in place.
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            let replace = diagonal + usize::from(ca != cb);
            row[j + 1] = replace.min(above + 1).min(row[j] + 1);
            diagonal = above;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPTIONS: &[Candidate<'static>] = &[
        Candidate::new("o", true),
        Candidate::new("split-input-file", true),
        Candidate::new("mlir-print-op-generic", true),
        Candidate::new("verify-diagnostics", true),
        Candidate::new("canonicalize", true),
        Candidate::new("cse", true),
        Candidate::new("version", false),
    ];

    #[test]
    fn distances() {
        assert_eq!(edit_distance("", ""), 0);
        assert_eq!(edit_distance("abc", ""), 3);
        assert_eq!(edit_distance("", "ab"), 2);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("canonicalize", "canonicalise"), 1);
        assert_eq!(edit_distance("flaw", "lawn"), 2);
    }

    #[test]
    fn suggestions_match_mlir_opt() {
        let s = |a: &str| nearest_option(a, OPTIONS);
        assert_eq!(s("-canonicalise").as_deref(), Some("--canonicalize"));
        assert_eq!(s("---Canonicalize").as_deref(), Some("--canonicalize"));
        assert_eq!(
            s("--mlir-print-op-generc=1").as_deref(),
            Some("--mlir-print-op-generic=1")
        );
        assert_eq!(
            s("-canonicalise=top-down=false").as_deref(),
            Some("--canonicalize=top-down=false")
        );
        assert_eq!(
            s("--split-input-fil=foo").as_deref(),
            Some("--split-input-file=foo")
        );
        assert_eq!(
            s("-verify-diagnostic=all").as_deref(),
            Some("--verify-diagnostics=all")
        );
        // An option without a value is compared with the whole argument, and suggested bare.
        assert_eq!(s("--versio=1").as_deref(), Some("--version"));
        // One-letter options keep one dash.
        assert_eq!(s("-q").as_deref(), Some("-o"));
        assert_eq!(s("--"), None);
        assert_eq!(nearest_option("-x", &[]), None);
    }

    #[test]
    fn the_first_of_equals_wins() {
        let tied = [Candidate::new("ab", true), Candidate::new("ac", true)];
        assert_eq!(nearest_option("-ax", &tied).as_deref(), Some("--ab"));
    }
}
