//! Reading the directives of a lit test file.
//!
//! A directive is a keyword (`RUN:`, `REQUIRES:`, `UNSUPPORTED:`, `XFAIL:`, `DEFINE:`,
//! `REDEFINE:`, or `END.`) found anywhere on a line; whatever precedes it (a comment marker
//! such as `//`, `;` or `#`) is ignored, and the rest of the line is the directive's text.
//! Only the leftmost keyword of a line counts. `END.` with nothing after it stops the scan.

use std::fmt;

/// A step of the test script, in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// A shell command (one or more `RUN:` lines joined by trailing `\`).
    Run {
        /// The line of the first `RUN:` of the command.
        line: usize,
        /// The command text, before substitution.
        command: String,
    },
    /// A `DEFINE:` or `REDEFINE:` of a `%{name}` substitution.
    Define {
        /// The line of the (first) directive.
        line: usize,
        /// The pattern, including `%{` and `}`.
        name: String,
        /// The value (may be empty).
        value: String,
        /// `true` for `REDEFINE:`.
        redefine: bool,
    },
}

/// Everything a test file asks of the runner.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Script {
    /// RUN and (RE)DEFINE steps, in file order.
    pub steps: Vec<Step>,
    /// `REQUIRES:` expressions; all must hold.
    pub requires: Vec<String>,
    /// `UNSUPPORTED:` expressions; any one disables the test.
    pub unsupported: Vec<String>,
    /// `XFAIL:` expressions (`*` means always); any one marks the test as expected to fail.
    pub xfail: Vec<String>,
}

/// A malformed directive.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line number of the offending directive (0 when it concerns the whole file).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for ParseError {}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Keyword {
    Run,
    Requires,
    Unsupported,
    Xfail,
    Define,
    Redefine,
    End,
}

const KEYWORDS: [(&str, Keyword); 7] = [
    ("RUN:", Keyword::Run),
    ("REQUIRES:", Keyword::Requires),
    ("UNSUPPORTED:", Keyword::Unsupported),
    ("XFAIL:", Keyword::Xfail),
    ("DEFINE:", Keyword::Define),
    ("REDEFINE:", Keyword::Redefine),
    ("END.", Keyword::End),
];

/// Finds the leftmost keyword on `line`; returns it and the text after it.
fn find_keyword(line: &str) -> Option<(Keyword, &str)> {
    // Every keyword starts with an ASCII capital: only those positions can match.
    for (pos, byte) in line.bytes().enumerate() {
        if !byte.is_ascii_uppercase() {
            continue;
        }
        let rest = &line[pos..];
        for (spelling, keyword) in KEYWORDS {
            if let Some(after) = rest.strip_prefix(spelling) {
                return Some((keyword, after));
            }
        }
    }
    None
}

/// Replaces `%(line)`, `%(line+N)` and `%(line-N)` by the line number `line` (plus offset).
fn substitute_line_numbers(text: &str, line: usize) -> Result<String, String> {
    if !text.contains("%(line") {
        return Ok(text.to_string());
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("%(line") {
        out.push_str(&rest[..start]);
        let after = &rest[start + "%(line".len()..];
        let Some(close) = after.find(')') else {
            out.push_str(&rest[start..]);
            return Ok(out);
        };
        let inner = after[..close].trim();
        let value = if inner.is_empty() {
            Some(line as i64)
        } else if let Some(n) = inner.strip_prefix('+') {
            n.trim().parse::<i64>().ok().map(|n| line as i64 + n)
        } else if let Some(n) = inner.strip_prefix('-') {
            n.trim().parse::<i64>().ok().map(|n| line as i64 - n)
        } else {
            None
        };
        match value {
            Some(v) => out.push_str(&v.to_string()),
            None => return Err(format!("invalid line-number substitution '%(line{inner})'")),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// A `DEFINE:`/`REDEFINE:` being assembled from continuation lines.
struct PendingDefine {
    line: usize,
    redefine: bool,
    text: String,
}

/// Checks a substitution name of the form `%{[_a-zA-Z][-_:0-9a-zA-Z]*}`.
fn valid_define_name(name: &str) -> bool {
    let Some(inner) = name.strip_prefix("%{").and_then(|n| n.strip_suffix('}')) else {
        return false;
    };
    let mut chars = inner.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':'))
}

fn finish_define(pending: PendingDefine) -> Result<Step, ParseError> {
    let keyword = if pending.redefine {
        "REDEFINE"
    } else {
        "DEFINE"
    };
    let err = |message: String| ParseError {
        line: pending.line,
        message,
    };
    let Some((name, value)) = pending.text.split_once('=') else {
        return Err(err(format!(
            "substitution's definition does not contain '=' in {keyword}: directive"
        )));
    };
    let name = name.trim();
    if !valid_define_name(name) {
        return Err(err(format!(
            "substitution's name '{name}' is not of the form '%{{[_a-zA-Z][-_:0-9a-zA-Z]*}}' in {keyword}: directive"
        )));
    }
    Ok(Step::Define {
        line: pending.line,
        name: name.to_string(),
        value: value.trim().to_string(),
        redefine: pending.redefine,
    })
}

/// Whether a directive text ends with a continuation backslash (ignoring trailing spaces).
fn continues(text: &str) -> bool {
    text.trim_end().ends_with('\\')
}

/// Parses the directives of a test file.
pub fn parse(text: &str) -> Result<Script, ParseError> {
    let mut script = Script::default();
    // A RUN command whose last line ended with `\`, waiting for its next line.
    let mut open_run: Option<(usize, String)> = None;
    let mut open_define: Option<PendingDefine> = None;
    let mut last_line = 0;

    for (index, raw_line) in text.lines().enumerate() {
        let line_no = index + 1;
        last_line = line_no;
        let raw_line = raw_line.strip_suffix('\r').unwrap_or(raw_line);
        let Some((keyword, rest)) = find_keyword(raw_line) else {
            continue;
        };
        let err = |message: String| ParseError {
            line: line_no,
            message,
        };
        if keyword == Keyword::End {
            // `END.` ends the scan only when nothing follows it on the line.
            if rest.trim().is_empty() {
                break;
            }
            continue;
        }
        let rest = substitute_line_numbers(rest, line_no).map_err(err)?;

        if open_run.is_some() && keyword != Keyword::Run {
            return Err(err(
                "a 'RUN:' line ending in '\\' must be followed by another 'RUN:' line".into(),
            ));
        }
        if let Some(pending) = &open_define {
            let same = matches!(
                (keyword, pending.redefine),
                (Keyword::Define, false) | (Keyword::Redefine, true)
            );
            if !same {
                return Err(err(format!(
                    "continuation of a {}: directive must use the same keyword",
                    if pending.redefine {
                        "REDEFINE"
                    } else {
                        "DEFINE"
                    }
                )));
            }
        }

        match keyword {
            Keyword::Run => {
                let rest = rest.trim_end();
                match open_run.take() {
                    Some((first, mut command)) => {
                        // Drop the trailing backslash; keep the rest as written.
                        command.pop();
                        command.push_str(rest);
                        open_run = Some((first, command));
                    }
                    None => open_run = Some((line_no, rest.to_string())),
                }
                if !open_run.as_ref().is_some_and(|(_, c)| c.ends_with('\\')) {
                    let (line, command) = open_run.take().expect("set above");
                    script.steps.push(Step::Run { line, command });
                }
            }
            Keyword::Define | Keyword::Redefine => {
                let redefine = keyword == Keyword::Redefine;
                let piece = rest.trim();
                let pending = match open_define.take() {
                    Some(mut pending) => {
                        if piece.is_empty() {
                            return Err(err("continuation line is empty".into()));
                        }
                        // The pending text ends with `\`: replace it and the whitespace
                        // around it by a single space.
                        let kept = pending.text.trim_end();
                        let kept = kept.strip_suffix('\\').unwrap_or(kept).trim_end();
                        pending.text = format!("{kept} {piece}");
                        pending
                    }
                    None => PendingDefine {
                        line: line_no,
                        redefine,
                        text: piece.to_string(),
                    },
                };
                if continues(&pending.text) {
                    open_define = Some(pending);
                } else {
                    script.steps.push(finish_define(pending)?);
                }
            }
            Keyword::Requires | Keyword::Unsupported | Keyword::Xfail => {
                let list = match keyword {
                    Keyword::Requires => &mut script.requires,
                    Keyword::Unsupported => &mut script.unsupported,
                    _ => &mut script.xfail,
                };
                for item in rest.split(',') {
                    let item = item.trim();
                    if item.is_empty() {
                        return Err(err("empty expression in feature list".into()));
                    }
                    list.push(item.to_string());
                }
            }
            Keyword::End => unreachable!("handled above"),
        }
    }

    if let Some((line, _)) = open_run {
        return Err(ParseError {
            line,
            message: "Test has unterminated 'RUN:' lines (with '\\')".into(),
        });
    }
    if let Some(pending) = open_define {
        return Err(ParseError {
            line: pending.line.max(last_line),
            message: "unterminated DEFINE:/REDEFINE: continuation (line ends with '\\')".into(),
        });
    }
    if !script
        .steps
        .iter()
        .any(|step| matches!(step, Step::Run { .. }))
    {
        return Err(ParseError {
            line: 0,
            message: "Test has no 'RUN:' line".into(),
        });
    }
    Ok(script)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn runs(script: &Script) -> Vec<(usize, &str)> {
        script
            .steps
            .iter()
            .filter_map(|s| match s {
                Step::Run { line, command } => Some((*line, command.as_str())),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn comment_styles_and_prefixes() {
        let s = parse("// RUN: a\n; RUN: b\n# RUN: c\n  // foo RUN: d\nRUN:e\n").unwrap();
        assert_eq!(
            runs(&s),
            [(1, " a"), (2, " b"), (3, " c"), (4, " d"), (5, "e")]
        );
    }

    #[test]
    fn continuation() {
        let s = parse("// RUN: a \\\n// RUN:   | b\\\n// RUN: c\n// RUN: d\n").unwrap();
        assert_eq!(runs(&s), [(1, " a    | b c"), (4, " d")]);
    }

    #[test]
    fn unterminated_continuation() {
        let e = parse("// RUN: a \\\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.message.contains("unterminated"));
        assert!(parse("// RUN: a \\\n// XFAIL: *\n// RUN: b\n").is_err());
    }

    #[test]
    fn no_run_line() {
        assert_eq!(parse("// nothing\n").unwrap_err().line, 0);
        assert!(
            parse("// END.\n// RUN: a\n").is_err(),
            "END. stops the scan"
        );
        assert!(parse("// APPEND. more\n// RUN: a\n").is_ok());
    }

    #[test]
    fn features() {
        let s =
            parse("// RUN: x\n// REQUIRES: a, b && c\n// UNSUPPORTED: d\n// XFAIL: *\n").unwrap();
        assert_eq!(s.requires, ["a", "b && c"]);
        assert_eq!(s.unsupported, ["d"]);
        assert_eq!(s.xfail, ["*"]);
        assert!(parse("// RUN: x\n// REQUIRES: a,,b\n").is_err());
    }

    #[test]
    fn defines() {
        let s = parse(
            "// DEFINE: %{a} = x  y \n// DEFINE: %{b} =\n// DEFINE: %{c} = p \\\n// DEFINE:   q\n// RUN: %{a}\n// REDEFINE: %{a}=z\n",
        )
        .unwrap();
        let defs: Vec<_> = s
            .steps
            .iter()
            .filter_map(|s| match s {
                Step::Define {
                    name,
                    value,
                    redefine,
                    ..
                } => Some((name.as_str(), value.as_str(), *redefine)),
                _ => None,
            })
            .collect();
        assert_eq!(
            defs,
            [
                ("%{a}", "x  y", false),
                ("%{b}", "", false),
                ("%{c}", "p q", false),
                ("%{a}", "z", true)
            ]
        );
    }

    #[test]
    fn bad_defines() {
        assert!(parse("// DEFINE: %{1a} = x\n// RUN: x\n").is_err());
        assert!(parse("// DEFINE: a = x\n// RUN: x\n").is_err());
        assert!(parse("// DEFINE: %{a} x\n// RUN: x\n").is_err());
        assert!(parse("// DEFINE: %{a} = x \\\n// REDEFINE: %{a} = y\n// RUN: x\n").is_err());
        assert!(parse("// DEFINE: %{a} = x \\\n// DEFINE:\n// RUN: x\n").is_err());
        assert!(parse("// RUN: x\n// DEFINE: %{a} = x \\\n").is_err());
    }

    #[test]
    fn line_numbers() {
        let s = parse("\n// RUN: echo %(line) %(line+2) %(line - 1)\n").unwrap();
        assert_eq!(runs(&s), [(2, " echo 2 4 1")]);
        assert!(parse("// RUN: %(line*2)\n").is_err());
    }

    #[test]
    fn crlf() {
        let s = parse("// RUN: a \\\r\n// RUN: b\r\n").unwrap();
        assert_eq!(runs(&s), [(1, " a  b")]);
    }
}
