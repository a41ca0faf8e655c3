//! Command-line parsing with LLVM `cl` conventions: one or two dashes, `-opt=value` or
//! `-opt value`, `-DVAR=value`, `--` ending options, and LLVM's error messages.

use crate::dump::{DumpInput, Filter};

/// Parsed options.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The positional check file.
    pub check_file: Option<String>,
    /// `--input-file` (default `-`).
    pub input_file: String,
    /// `--check-prefix`/`--check-prefixes`.
    pub check_prefixes: Vec<String>,
    /// `--comment-prefixes`.
    pub comment_prefixes: Vec<String>,
    /// `--implicit-check-not`.
    pub implicit_check_not: Vec<String>,
    /// `-D`.
    pub defines: Vec<String>,
    /// `--allow-empty`.
    pub allow_empty: bool,
    /// `--allow-unused-prefixes`.
    pub allow_unused_prefixes: bool,
    /// `--match-full-lines`.
    pub match_full_lines: bool,
    /// `--ignore-case`.
    pub ignore_case: bool,
    /// `--enable-var-scope`.
    pub enable_var_scope: bool,
    /// `--allow-deprecated-dag-overlap`.
    pub allow_deprecated_dag_overlap: bool,
    /// `--strict-whitespace`.
    pub strict_whitespace: bool,
    /// `-v`.
    pub verbose: bool,
    /// `-vv`.
    pub verbose_verbose: bool,
    /// `--dump-input` occurrences.
    pub dump_input: Vec<DumpInput>,
    /// `--dump-input-filter` occurrences.
    pub dump_input_filter: Vec<Filter>,
    /// `--dump-input-context` occurrences.
    pub dump_input_context: Vec<usize>,
    /// `--color` (None: autodetect, which is off for our non-terminal use).
    pub color: Option<bool>,
}

/// Parsing stopped: exit with `code` after printing.
#[derive(Debug)]
pub struct CliExit {
    /// Exit code.
    pub code: i32,
    /// Text for stdout.
    pub stdout: String,
    /// Text for stderr.
    pub stderr: String,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Ty {
    Bool,
    Str,
    List,
    CommaList,
    DumpInput,
    Filter,
    Uint,
    Help,
    Version,
}

const OPTS: &[(&str, Ty)] = &[
    ("check-prefix", Ty::List),
    ("check-prefixes", Ty::CommaList),
    ("comment-prefixes", Ty::CommaList),
    ("allow-unused-prefixes", Ty::Bool),
    ("input-file", Ty::Str),
    ("implicit-check-not", Ty::List),
    ("D", Ty::List),
    ("allow-empty", Ty::Bool),
    ("match-full-lines", Ty::Bool),
    ("ignore-case", Ty::Bool),
    ("enable-var-scope", Ty::Bool),
    ("allow-deprecated-dag-overlap", Ty::Bool),
    ("strict-whitespace", Ty::Bool),
    ("v", Ty::Bool),
    ("vv", Ty::Bool),
    ("dump-input", Ty::DumpInput),
    ("dump-input-filter", Ty::Filter),
    ("dump-input-context", Ty::Uint),
    ("color", Ty::Bool),
    ("help", Ty::Help),
    ("h", Ty::Help),
    ("help-hidden", Ty::Help),
    ("help-list", Ty::Help),
    ("version", Ty::Version),
];

/// Option names considered for "Did you mean": ours plus the generic ones LLVM tools
/// register (ties go to the earliest name here; LLVM's order depends on its hash table).
const SUGGESTIONS: &[&str] = &[
    "h",
    "v",
    "D",
    "vv",
    "stats",
    "color",
    "help",
    "version",
    "check-prefix",
    "check-prefixes",
    "comment-prefixes",
    "allow-unused-prefixes",
    "input-file",
    "implicit-check-not",
    "allow-empty",
    "match-full-lines",
    "ignore-case",
    "enable-var-scope",
    "allow-deprecated-dag-overlap",
    "strict-whitespace",
    "dump-input",
    "dump-input-filter",
    "dump-input-context",
    "help-hidden",
    "help-list",
    "help-list-hidden",
    "print-options",
    "print-all-options",
    "stats-json",
    "sort-timers",
    "track-memory",
    "rng-seed",
    "info-output-file",
    "debug-counter",
    "print-debug-counter",
    "disable-symbolication",
    "crash-diagnostics-dir",
];

fn lookup(name: &str) -> Option<Ty> {
    OPTS.iter().find(|(n, _)| *n == name).map(|&(_, t)| t)
}

fn dashes(name: &str) -> &'static str {
    if name.len() == 1 { "-" } else { "--" }
}

fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "" | "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let old = row[j + 1];
            row[j + 1] = if ca == cb {
                prev
            } else {
                1 + prev.min(row[j]).min(row[j + 1])
            };
            prev = old;
        }
    }
    row[b.len()]
}

/// A short usage text (our own wording).
pub fn help_text() -> String {
    let mut s = String::from("USAGE: FileCheck [options] <check-file>\n\nOPTIONS:\n\n");
    let lines = [
        (
            "--check-prefix=<string>",
            "Directive prefix to look for (default: CHECK)",
        ),
        (
            "--check-prefixes=<a,b,...>",
            "Several directive prefixes, comma separated",
        ),
        (
            "--comment-prefixes=<a,b,...>",
            "Comment prefixes (default: COM,RUN)",
        ),
        (
            "--allow-unused-prefixes",
            "Do not fail when a prefix has no directive",
        ),
        ("--input-file=<filename>", "Input to check (default: stdin)"),
        (
            "--implicit-check-not=<pattern>",
            "Forbid <pattern> between all positive matches",
        ),
        (
            "-D<VAR=VALUE>",
            "Define a string (or, with #, numeric) variable",
        ),
        ("--allow-empty", "Accept an empty input"),
        (
            "--match-full-lines",
            "Positive patterns must match whole lines",
        ),
        ("--ignore-case", "Match case-insensitively"),
        (
            "--enable-var-scope",
            "Reset non-$ variables at each CHECK-LABEL",
        ),
        (
            "--strict-whitespace",
            "Keep horizontal whitespace as written",
        ),
        (
            "--dump-input=<help|always|fail|never>",
            "When to dump the annotated input (default: fail)",
        ),
        (
            "--dump-input-filter=<all|annotation-full|annotation|error>",
            "Which input lines to dump",
        ),
        (
            "--dump-input-context=<N>",
            "Context lines around dumped lines (default: 5)",
        ),
        ("-v, -vv", "Report successful matches (and more)"),
        ("--color", "Use colors"),
    ];
    for (o, d) in lines {
        s.push_str(&format!("  {o:<40} - {d}\n"));
    }
    s
}

/// Splits `FILECHECK_OPTS` like LLVM's GNU-style tokenizer (whitespace, quotes, backslashes).
fn tokenize(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_tok = false;
    let mut quote: Option<char> = None;
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), '\\') if it.peek().is_some() => cur.push(it.next().unwrap_or('\\')),
            (Some(_), c) => cur.push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                in_tok = true;
            }
            (None, '\\') => {
                if let Some(n) = it.next() {
                    cur.push(n);
                }
                in_tok = true;
            }
            (None, c) if c.is_whitespace() => {
                if in_tok {
                    out.push(std::mem::take(&mut cur));
                    in_tok = false;
                }
            }
            (None, c) => {
                cur.push(c);
                in_tok = true;
            }
        }
    }
    if in_tok {
        out.push(cur);
    }
    out
}

/// Parses the command line (`args[0]` is the program name).
pub fn parse(args: &[String], env_opts: Option<&str>) -> Result<Options, CliExit> {
    let argv0 = args.first().cloned().unwrap_or_else(|| "FileCheck".into());
    let prog = std::path::Path::new(&argv0)
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| argv0.clone());
    let mut all: Vec<String> = env_opts.map(tokenize).unwrap_or_default();
    all.extend(args.iter().skip(1).cloned());
    let mut o = Options {
        input_file: "-".into(),
        ..Default::default()
    };
    let mut errors = String::new();
    let mut positionals: Vec<String> = Vec::new();
    let mut i = 0;
    let mut only_positional = false;
    while i < all.len() {
        let arg = all[i].clone();
        i += 1;
        if only_positional || arg == "-" || !arg.starts_with('-') {
            positionals.push(arg);
            continue;
        }
        if arg == "--" {
            only_positional = true;
            continue;
        }
        let body = arg.strip_prefix("--").unwrap_or(&arg[1..]);
        let (name, value) = match body.find('=') {
            Some(e) => (&body[..e], Some(&body[e + 1..])),
            None => (body, None),
        };
        let (name, value, ty) = match lookup(name) {
            Some(_) if name == "D" && body.len() > 1 => {
                ("D".to_string(), Some(body[1..].to_string()), Ty::List)
            }
            Some(t) => (name.to_string(), value.map(str::to_string), t),
            None if body.starts_with('D') => {
                ("D".to_string(), Some(body[1..].to_string()), Ty::List)
            }
            // Single-letter options group like LLVM's (`-vvv` is `-v -v -v`).
            None if body.starts_with('v') && grouped_verbose(body).is_some() => {
                o.verbose = grouped_verbose(body).unwrap_or(true);
                continue;
            }
            None => {
                // Like LLVM, options that take no value are compared with the whole argument.
                let no_value = [
                    "h",
                    "help",
                    "help-hidden",
                    "help-list",
                    "help-list-hidden",
                    "version",
                ];
                let best = SUGGESTIONS
                    .iter()
                    .copied()
                    .min_by_key(|n| {
                        edit_distance(n, if no_value.contains(n) { body } else { name })
                    })
                    .unwrap_or("help");
                errors.push_str(&format!(
                    "{prog}: Unknown command line argument '{arg}'.  Try: '{argv0} --help'\n{prog}: Did you mean '{}{}{}'?\n",
                    dashes(best),
                    best,
                    value.map(|v| format!("={v}")).unwrap_or_default()
                ));
                continue;
            }
        };
        let d = dashes(&name);
        let take_value = |value: Option<String>, i: &mut usize| -> Option<String> {
            if let Some(v) = value {
                return Some(v);
            }
            if name == "D" {
                return None;
            }
            if *i < all.len() {
                *i += 1;
                return Some(all[*i - 1].clone());
            }
            None
        };
        match ty {
            Ty::Bool => {
                let v = value.clone().unwrap_or_default();
                let Some(b) = parse_bool(&v) else {
                    errors.push_str(&format!(
                        "{prog}: for the {d}{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1\n"
                    ));
                    continue;
                };
                match name.as_str() {
                    "allow-unused-prefixes" => o.allow_unused_prefixes = b,
                    "allow-empty" => o.allow_empty = b,
                    "match-full-lines" => o.match_full_lines = b,
                    "ignore-case" => o.ignore_case = b,
                    "enable-var-scope" => o.enable_var_scope = b,
                    "allow-deprecated-dag-overlap" => o.allow_deprecated_dag_overlap = b,
                    "strict-whitespace" => o.strict_whitespace = b,
                    "v" => o.verbose = b,
                    "vv" => o.verbose_verbose = b,
                    "color" => o.color = Some(b),
                    _ => {}
                }
            }
            Ty::Help => {
                return Err(CliExit {
                    code: 0,
                    stdout: help_text(),
                    stderr: String::new(),
                });
            }
            Ty::Version => {
                return Err(CliExit {
                    code: 0,
                    stdout: format!("ropt FileCheck {}\n", env!("CARGO_PKG_VERSION")),
                    stderr: String::new(),
                });
            }
            _ => {
                let Some(v) = take_value(value, &mut i) else {
                    errors.push_str(&format!(
                        "{prog}: for the {d}{name} option: requires a value!\n"
                    ));
                    continue;
                };
                match ty {
                    Ty::Str => o.input_file = v,
                    Ty::List => match name.as_str() {
                        "check-prefix" => o.check_prefixes.push(v),
                        "implicit-check-not" => o.implicit_check_not.push(v),
                        _ => o.defines.push(v),
                    },
                    Ty::CommaList => {
                        let parts = v.split(',').map(str::to_string);
                        if name == "comment-prefixes" {
                            o.comment_prefixes.extend(parts);
                        } else {
                            o.check_prefixes.extend(parts);
                        }
                    }
                    Ty::DumpInput => match v.as_str() {
                        "help" => o.dump_input.push(DumpInput::Help),
                        "always" => o.dump_input.push(DumpInput::Always),
                        "fail" => o.dump_input.push(DumpInput::Fail),
                        "never" => o.dump_input.push(DumpInput::Never),
                        _ => errors.push_str(&format!("{prog}: for the {d}{name} option: Cannot find option named '{v}'!\n")),
                    },
                    Ty::Filter => match v.as_str() {
                        "all" => o.dump_input_filter.push(Filter::All),
                        "annotation-full" => o.dump_input_filter.push(Filter::AnnotationFull),
                        "annotation" => o.dump_input_filter.push(Filter::Annotation),
                        "error" => o.dump_input_filter.push(Filter::Error),
                        _ => errors.push_str(&format!("{prog}: for the {d}{name} option: Cannot find option named '{v}'!\n")),
                    },
                    Ty::Uint => match parse_uint(&v) {
                        Some(n) => o.dump_input_context.push(n),
                        None => errors
                            .push_str(&format!("{prog}: for the {d}{name} option: '{v}' value invalid for uint argument!\n")),
                    },
                    _ => {}
                }
            }
        }
    }
    if positionals.len() > 1 {
        errors.push_str(&format!(
            "{prog}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {argv0} --help\n"
        ));
    }
    if !errors.is_empty() {
        return Err(CliExit {
            code: 1,
            stdout: String::new(),
            stderr: errors,
        });
    }
    o.check_file = positionals.into_iter().next().filter(|s| !s.is_empty());
    Ok(o)
}

/// For a group of `v` flags (`vvv`, optionally ending in `=<bool>`), the value of `-v`.
fn grouped_verbose(body: &str) -> Option<bool> {
    let flags = body.find('=').map_or(body, |e| &body[..e]);
    if flags.is_empty() || !flags.bytes().all(|c| c == b'v') {
        return None;
    }
    match body.find('=') {
        Some(e) => parse_bool(&body[e + 1..]),
        None => Some(true),
    }
}

/// Parses an unsigned like LLVM (decimal, `0x` hex, leading-0 octal), at most 32 bits.
fn parse_uint(v: &str) -> Option<usize> {
    let (digits, radix) = if let Some(h) = v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
        (h, 16)
    } else if v.len() > 1 && v.starts_with('0') {
        (&v[1..], 8)
    } else {
        (v, 10)
    };
    let n = u64::from_str_radix(digits, radix).ok()?;
    (n <= u64::from(u32::MAX)).then_some(n as usize)
}

/// Checks check and comment prefixes like LLVM (`Err` holds the message).
pub fn validate_prefixes(check: &[String], comment: &[String]) -> Result<(), String> {
    let mut seen: std::collections::HashSet<String> = std::collections::HashSet::new();
    if check.is_empty() {
        seen.insert("CHECK".into());
    }
    if comment.is_empty() {
        seen.insert("COM".into());
        seen.insert("RUN".into());
    }
    for (kind, list) in [("check", check), ("comment", comment)] {
        for p in list {
            if p.is_empty() {
                return Err(format!(
                    "error: supplied {kind} prefix must not be the empty string\n"
                ));
            }
            if !p
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-')
            {
                return Err(format!(
                    "error: supplied {kind} prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '{p}'\n"
                ));
            }
            if !seen.insert(p.clone()) {
                return Err(format!(
                    "error: supplied {kind} prefix must be unique among check and comment prefixes: '{p}'\n"
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(args: &[&str]) -> Result<Options, CliExit> {
        let v: Vec<String> = std::iter::once("FileCheck")
            .chain(args.iter().copied())
            .map(String::from)
            .collect();
        parse(&v, None)
    }

    #[test]
    fn llvm_style_options() {
        let o = p(&[
            "-check-prefix=A",
            "--check-prefixes",
            "B,C",
            "-DX=1",
            "-v",
            "f.txt",
        ])
        .unwrap();
        assert_eq!(o.check_prefixes, ["A", "B", "C"]);
        assert_eq!(o.defines, ["X=1"]);
        assert!(o.verbose);
        assert_eq!(o.check_file.as_deref(), Some("f.txt"));
        let e = p(&["--check-prefix"]).unwrap_err();
        assert_eq!(
            e.stderr,
            "FileCheck: for the --check-prefix option: requires a value!\n"
        );
        let e = p(&["-v=maybe"]).unwrap_err();
        assert!(
            e.stderr
                .contains("'maybe' is invalid value for boolean argument")
        );
        assert_eq!(p(&["a", "b"]).unwrap_err().code, 1);
    }

    #[test]
    fn tokenizes_env() {
        assert_eq!(tokenize("-v  'a b' c\\ d"), ["-v", "a b", "c d"]);
    }
}
