//! `-verify-diagnostics`: `expected-error`/`-warning`/`-remark`/`-note` directives in the
//! input, matched against the diagnostics a run produces, with mlir-opt's wording for the
//! mismatches.
//!
//! A directive is `expected-<kind>[-re][@+N|@-N|@above|@below|@unknown] {{message}}` at the
//! end of a line. Without `-re` the message must be a substring of the diagnostic; with it,
//! `{{...}}` parts of the message are regular expressions and the rest is literal.

use regex::Regex;

use crate::render::plain::{MsgLoc, render_message};
use crate::source::SourceFile;

/// The kind of a diagnostic, as far as directives are concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiagKind {
    /// `error`.
    Error,
    /// `warning`.
    Warning,
    /// `remark`.
    Remark,
    /// `note`.
    Note,
}

impl DiagKind {
    /// The kind's name, as printed in messages.
    pub fn name(self) -> &'static str {
        match self {
            DiagKind::Error => "error",
            DiagKind::Warning => "warning",
            DiagKind::Remark => "remark",
            DiagKind::Note => "note",
        }
    }

    fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "error" => DiagKind::Error,
            "warning" => DiagKind::Warning,
            "remark" => DiagKind::Remark,
            "note" => DiagKind::Note,
            _ => return None,
        })
    }
}

/// One `expected-*` directive.
#[derive(Debug)]
struct Expectation {
    kind: DiagKind,
    /// The line the diagnostic must be on; `None` for `@unknown`, `i64::MIN` for a `@below`
    /// with no line below it.
    line: Option<i64>,
    /// The message text between the outer braces.
    text: String,
    /// The compiled pattern of an `-re` directive.
    regex: Option<Regex>,
    /// Offset of the `expected-` of the directive.
    offset: usize,
    matched: bool,
}

impl Expectation {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(re) => re.is_match(message),
            None => message.contains(self.text.as_str()),
        }
    }
}

/// Checks the diagnostics of a run against the directives of its input.
pub struct DiagVerifier {
    expected: Vec<Expectation>,
    /// Everything reported so far, in the plain format.
    output: Vec<u8>,
    failed: bool,
    /// `-verify-diagnostics=only-expected`: diagnostics no directive expects are ignored.
    only_expected: bool,
}

/// Where a diagnostic points, resolved to a position of the input when it has one.
#[derive(Debug, Clone, Copy)]
pub enum DiagPos<'a> {
    /// No file location.
    Unknown,
    /// A position in some file.
    File {
        /// File name.
        file: &'a str,
        /// Line.
        line: u32,
        /// Column.
        col: u32,
    },
}

impl DiagVerifier {
    /// Collects the directives in `src` between byte offsets `start` and `end`. Malformed
    /// regular expressions are reported right away.
    pub fn new(src: &SourceFile, start: usize, end: usize) -> Self {
        let mut v = DiagVerifier {
            expected: Vec::new(),
            output: Vec::new(),
            failed: false,
            only_expected: false,
        };
        v.add_directives(src, start, end);
        v
    }

    /// A verifier with no directives yet (add them per chunk with
    /// [`DiagVerifier::add_directives`]).
    pub fn empty() -> Self {
        DiagVerifier {
            expected: Vec::new(),
            output: Vec::new(),
            failed: false,
            only_expected: false,
        }
    }

    /// Ignores the diagnostics no directive expects (`-verify-diagnostics=only-expected`):
    /// only the directives that were not matched are reported.
    pub fn set_only_expected(&mut self, on: bool) {
        self.only_expected = on;
    }

    /// Collects the directives of another range of `src` (the next `-split-input-file` chunk).
    pub fn add_directives(&mut self, src: &SourceFile, start: usize, end: usize) {
        let pattern = directive_regex();
        // Directives waiting for the next non-directive line (`@below`).
        let mut pending_below: Vec<usize> = Vec::new();
        let mut last_plain_line: Option<i64> = None;
        for (line_no, line_start, line) in src.lines() {
            if line_start + line.len() < start || line_start >= end {
                continue;
            }
            let line = crate::bytes::text_keeping_offsets(line);
            let line = line.as_ref();
            let Some(caps) = pattern.captures(line).filter(|c| {
                (start..end).contains(&(line_start + c.get(0).map_or(0, |m| m.start())))
            }) else {
                for idx in pending_below.drain(..) {
                    self.expected[idx].line = Some(line_no as i64);
                }
                last_plain_line = Some(line_no as i64);
                continue;
            };
            let whole = caps.get(0).unwrap();
            let offset = line_start + whole.start();
            let kind = DiagKind::from_name(&caps[1]).unwrap();
            let is_re = caps.get(2).is_some();
            let text = caps[5].to_string();
            let target = caps.get(4).map(|m| m.as_str());
            let line = match target {
                None => Some(line_no as i64),
                Some("above") => Some(last_plain_line.unwrap_or(0)),
                Some("below") => Some(i64::MIN),
                Some("unknown") => None,
                Some(delta) => Some(line_no as i64 + delta.parse::<i64>().unwrap_or(0)),
            };
            let regex = if is_re {
                match build_regex(&text) {
                    Ok(re) => Some(re),
                    Err(msg) => {
                        let loc = MsgLoc::File {
                            file: src.name(),
                            line: line_no,
                            col: whole.start() as u32 + 1,
                        };
                        render_message(
                            &mut self.output,
                            Some(src),
                            loc,
                            "error",
                            &msg,
                            true,
                            text.len(),
                        );
                        self.failed = true;
                        continue;
                    }
                }
            } else {
                None
            };
            if target == Some("below") {
                pending_below.push(self.expected.len());
            }
            self.expected.push(Expectation {
                kind,
                line,
                text,
                regex,
                offset,
                matched: false,
            });
        }
    }

    /// Takes the text reported so far (to print it in order with the run's other output).
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.output)
    }

    /// Checks one diagnostic (or note) of the run against the directives.
    pub fn handle(&mut self, src: &SourceFile, kind: DiagKind, pos: DiagPos<'_>, message: &str) {
        let line = match pos {
            DiagPos::File { file, line, .. } if file == src.name() => Some(Some(line as i64)),
            DiagPos::File { .. } => None,
            DiagPos::Unknown => Some(None),
        };
        let mut near_miss = None;
        if let Some(line) = line {
            for (i, e) in self.expected.iter_mut().enumerate() {
                let at_line = match line {
                    Some(l) => e.line == Some(l),
                    None => e.line.is_none(),
                };
                if !at_line || !e.matches(message) {
                    continue;
                }
                if e.kind == kind {
                    e.matched = true;
                    return;
                }
                if near_miss.is_none() {
                    near_miss = Some(i);
                }
            }
        }
        if self.only_expected {
            return;
        }
        self.failed = true;
        if let Some(i) = near_miss {
            let e = &self.expected[i];
            let (l, c) = src.line_col(e.offset);
            let loc = MsgLoc::File {
                file: src.name(),
                line: l,
                col: c,
            };
            let msg = format!(
                "'{}' diagnostic emitted when expecting a '{}'",
                kind.name(),
                e.kind.name()
            );
            render_message(&mut self.output, Some(src), loc, "error", &msg, true, 1);
            return;
        }
        let loc = match pos {
            DiagPos::Unknown => MsgLoc::Unknown,
            DiagPos::File { file, line, col } => MsgLoc::File { file, line, col },
        };
        let msg = format!("unexpected {}: {}", kind.name(), message);
        render_message(&mut self.output, Some(src), loc, "error", &msg, true, 1);
    }

    /// Reports the directives no diagnostic matched; returns whether everything matched.
    pub fn finish(&mut self, src: &SourceFile) -> bool {
        // mlir-opt reports the unmatched `@unknown` directives last, and twice.
        self.report_unmatched(src, 2)
    }

    /// Reports every directive as not produced, as mlir-opt 22 does for a file with
    /// directives run without `-verify-diagnostics` (`@unknown` ones once).
    pub fn report_unverified(&mut self, src: &SourceFile) {
        self.report_unmatched(src, 1);
    }

    fn report_unmatched(&mut self, src: &SourceFile, unknown_times: usize) -> bool {
        let mut unknown = Vec::new();
        for e in &self.expected {
            if e.matched {
                continue;
            }
            self.failed = true;
            let msg = format!("expected {} \"{}\" was not produced", e.kind.name(), e.text);
            if e.line.is_none() {
                render_message(&mut unknown, None, MsgLoc::Unknown, "error", &msg, false, 0);
                continue;
            }
            let (l, c) = src.line_col(e.offset);
            let loc = MsgLoc::File {
                file: src.name(),
                line: l,
                col: c,
            };
            let len = e.text.len();
            render_message(&mut self.output, Some(src), loc, "error", &msg, true, len);
        }
        for _ in 0..unknown_times {
            self.output.extend_from_slice(&unknown);
        }
        self.expected.clear();
        !self.failed
    }
}

/// Whether `bytes` may hold a directive (the text `expected-` somewhere): a literal search,
/// at memory speed, so a large input without directives costs nothing more.
/// (`memchr`'s searcher rather than a regex: building one took 6% of a run on an empty module.)
pub fn may_hold_directives(bytes: &[u8]) -> bool {
    memchr::memmem::find(bytes, b"expected-").is_some()
}

fn directive_regex() -> Regex {
    Regex::new(
        r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$",
    )
    .expect("valid directive pattern")
}

/// Translates an `-re` message into a regular expression: `{{...}}` parts are patterns, the
/// rest is literal text.
fn build_regex(text: &str) -> Result<Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while let Some(open) = rest.find("{{") {
        pattern.push_str(&regex::escape(&rest[..open]));
        let after = &rest[open + 2..];
        let Some(close) = after.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        pattern.push('(');
        pattern.push_str(&after[..close]);
        pattern.push(')');
        rest = &after[close + 2..];
    }
    pattern.push_str(&regex::escape(rest));
    Regex::new(&pattern).map_err(|e| regex_error_message(&e.to_string()))
}

/// Words a regex syntax error as LLVM's regex library does, for the common cases.
fn regex_error_message(err: &str) -> String {
    let what = if err.contains("unclosed character class") {
        "brackets ([ ]) not balanced"
    } else if err.contains("unclosed group") || err.contains("unopened group") {
        "parentheses not balanced"
    } else if err.contains("repetition") {
        "repetition-operator operand invalid"
    } else if err.contains("escape") {
        "trailing backslash (\\)"
    } else {
        "invalid regular expression"
    };
    format!("invalid regex: {what}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: u32, col: u32) -> DiagPos<'static> {
        DiagPos::File {
            file: "t.mlir",
            line,
            col,
        }
    }

    #[test]
    fn matches_and_reports() {
        let text = "// expected-error@+1 {{undeclared}}\nx\n// expected-warning {{never}}\n";
        let src = SourceFile::new("t.mlir", text);
        let mut v = DiagVerifier::new(&src, 0, text.len());
        v.handle(
            &src,
            DiagKind::Error,
            at(2, 1),
            "use of undeclared SSA value name",
        );
        v.handle(&src, DiagKind::Error, at(2, 1), "other");
        assert!(!v.finish(&src));
        let out = String::from_utf8(v.take_output()).unwrap();
        assert!(out.starts_with("t.mlir:2:1: error: unexpected error: other\nx\n^\n"));
        assert!(out.contains(
            "t.mlir:3:4: error: expected warning \"never\" was not produced\n\
             // expected-warning {{never}}\n   ^~~~~\n"
        ));
    }

    #[test]
    fn above_and_below_skip_directive_lines() {
        let text = "x\n// expected-note@above {{a}}\n// expected-error@above {{b}}\n\
                    // expected-error@below {{c}}\n// expected-note@below {{d}}\ny\n";
        let src = SourceFile::new("t.mlir", text);
        let mut v = DiagVerifier::new(&src, 0, text.len());
        v.handle(&src, DiagKind::Note, at(1, 1), "a");
        v.handle(&src, DiagKind::Error, at(1, 1), "b");
        v.handle(&src, DiagKind::Error, at(6, 1), "c");
        v.handle(&src, DiagKind::Note, at(6, 1), "d");
        assert!(
            v.finish(&src),
            "{}",
            String::from_utf8_lossy(&v.take_output())
        );
    }

    #[test]
    fn regex_directives() {
        let text = "x // expected-error-re {{value {{[0-9]+}} is}}\n";
        let src = SourceFile::new("t.mlir", text);
        let mut v = DiagVerifier::new(&src, 0, text.len());
        v.handle(&src, DiagKind::Error, at(1, 1), "the value 42 is bad");
        assert!(v.finish(&src));
    }

    #[test]
    fn wrong_kind_is_a_near_miss() {
        let text = "// expected-remark@+1 {{use}}\nx\n";
        let src = SourceFile::new("t.mlir", text);
        let mut v = DiagVerifier::new(&src, 0, text.len());
        v.handle(&src, DiagKind::Error, at(2, 1), "use of x");
        assert!(!v.finish(&src));
        let out = String::from_utf8(v.take_output()).unwrap();
        assert!(out.starts_with(
            "t.mlir:1:4: error: 'error' diagnostic emitted when expecting a 'remark'\n"
        ));
    }
}
