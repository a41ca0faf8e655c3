//! A lit-style test runner.
//!
//! A test is a file with `RUN:` lines (see [`parse`]). The runner expands substitutions in
//! each command (see [`subst`]), decides from `REQUIRES:`/`UNSUPPORTED:` whether the test
//! applies, runs the commands in order with `bash -o pipefail` (stopping at the first that
//! fails, as lit does), and checks the outcome against `XFAIL:`.
//!
//! Commands run in a directory that mirrors the test's directory under
//! [`Config::exec_root`], with [`Config::path_prefix`] first on `PATH`, no standard input,
//! and a time limit. When a test fails, [`Failure`] carries a lit-style report: the script,
//! the exit code, the failing command, and the captured stdout and stderr.
//!
//! The crate also ships the helper binaries tests call: `not`, `count` and `split-file`.

pub mod boolexpr;
pub mod parse;
mod shell;
pub mod subst;

use std::collections::BTreeSet;
use std::fmt::{self, Write as _};
use std::path::{Path, PathBuf};
use std::time::Duration;

pub use parse::{ParseError, Script, Step};
use subst::{Substitutions, TestPaths};

/// How tests are run.
#[derive(Debug, Clone)]
pub struct Config {
    /// The suite's name, used in reports (`<suite> :: <path>`).
    pub suite_name: String,
    /// The root of the test sources; test names are paths relative to it.
    pub source_root: PathBuf,
    /// Where each test's working directory and temporaries (`%t`, `%T`) are created.
    pub exec_root: PathBuf,
    /// Directories searched first for commands, in order.
    pub path_prefix: Vec<PathBuf>,
    /// Available features, for `REQUIRES:`, `UNSUPPORTED:`, `XFAIL:` and `%if`.
    pub features: BTreeSet<String>,
    /// Extra substitutions, applied before the default ones.
    pub substitutions: Vec<(String, String)>,
    /// Extra environment variables for the commands.
    pub env: Vec<(String, String)>,
    /// How long a whole test may run before it is killed.
    pub timeout: Duration,
    /// The shell that runs the commands (`bash`).
    pub shell: PathBuf,
}

impl Config {
    /// A configuration with no features, no extra path, and a two-minute time limit.
    pub fn new(suite_name: &str, source_root: &Path, exec_root: &Path) -> Self {
        Config {
            suite_name: suite_name.to_string(),
            source_root: source_root.to_path_buf(),
            exec_root: exec_root.to_path_buf(),
            path_prefix: Vec::new(),
            features: BTreeSet::new(),
            substitutions: Vec::new(),
            env: Vec::new(),
            timeout: Duration::from_secs(120),
            shell: PathBuf::from("bash"),
        }
    }
}

/// A successful outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// All commands succeeded.
    Pass,
    /// The test failed, as its `XFAIL:` said it would.
    XFail,
    /// `REQUIRES:` or `UNSUPPORTED:` excluded the test; the string says why.
    Unsupported(String),
}

/// Why a test did not succeed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FailureKind {
    /// A command failed.
    Fail,
    /// The test passed although `XFAIL:` said it would fail.
    XPass,
    /// The test could not be run (malformed directives, unreadable file, ...).
    Unresolved,
    /// The test ran out of time.
    Timeout,
}

impl fmt::Display for FailureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FailureKind::Fail => "FAIL",
            FailureKind::XPass => "XPASS",
            FailureKind::Unresolved => "UNRESOLVED",
            FailureKind::Timeout => "TIMEOUT",
        })
    }
}

/// A test that did not succeed, with a lit-style report.
///
/// Both `Display` and `Debug` print the report itself, so a test harness that shows an
/// error with `{:?}` still shows it readably.
#[derive(Clone)]
pub struct Failure {
    /// What went wrong.
    pub kind: FailureKind,
    /// The full report, ready to print.
    pub report: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.report)
    }
}

impl fmt::Debug for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.report)
    }
}

impl std::error::Error for Failure {}

/// Output shown in a report is cut after this many bytes per stream.
const MAX_SHOWN_OUTPUT: usize = 256 * 1024;

/// The name a report gives the test: its path relative to the source root.
fn test_name(config: &Config, path: &Path) -> String {
    let relative = path.strip_prefix(&config.source_root).unwrap_or(path);
    format!(
        "{} :: {}",
        config.suite_name,
        relative.to_string_lossy().replace('\\', "/")
    )
}

fn banner(kind: FailureKind, name: &str, body: &str) -> String {
    format!(
        "******************** TEST '{name}' {} ********************\n{body}\n********************\n",
        match kind {
            FailureKind::Fail => "FAILED".to_string(),
            other => other.to_string(),
        }
    )
}

fn unresolved(name: &str, message: impl fmt::Display) -> Failure {
    Failure {
        kind: FailureKind::Unresolved,
        report: banner(FailureKind::Unresolved, name, &format!("{message}\n")),
    }
}

/// Evaluates a list of feature expressions; `Ok(Some(expr))` names the first that holds.
fn first_true<'a>(
    exprs: &'a [String],
    features: &BTreeSet<String>,
) -> Result<Option<&'a str>, String> {
    for expr in exprs {
        if expr == "*" || boolexpr::evaluate(expr, features)? {
            return Ok(Some(expr));
        }
    }
    Ok(None)
}

/// Runs the test file at `path` (which should lie under [`Config::source_root`]).
pub fn run_test(config: &Config, path: &Path) -> Result<Outcome, Failure> {
    let name = test_name(config, path);
    let text = match std::fs::read(path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            return Err(unresolved(
                &name,
                format!("cannot read {}: {e}", path.display()),
            ));
        }
    };
    let script = parse::parse(&text).map_err(|e| unresolved(&name, e))?;

    // Applicability.
    let mut missing = Vec::new();
    for expr in &script.requires {
        match boolexpr::evaluate(expr, &config.features) {
            Ok(true) => {}
            Ok(false) => missing.push(expr.as_str()),
            Err(e) => return Err(unresolved(&name, format!("in REQUIRES: {e}"))),
        }
    }
    if !missing.is_empty() {
        return Ok(Outcome::Unsupported(format!(
            "Test requires the following unavailable features: {}",
            missing.join(", ")
        )));
    }
    match first_true(&script.unsupported, &config.features) {
        Ok(Some(expr)) => {
            return Ok(Outcome::Unsupported(format!(
                "Test does not support the following features and/or targets: {expr}"
            )));
        }
        Ok(None) => {}
        Err(e) => return Err(unresolved(&name, format!("in UNSUPPORTED: {e}"))),
    }
    let xfail = first_true(&script.xfail, &config.features)
        .map_err(|e| unresolved(&name, format!("in XFAIL: {e}")))?
        .is_some();

    // Paths, mirroring lit: <exec_root>/<dir>/Output/<file>.tmp. A test outside the source
    // root gets its temporaries directly under the exec root, never beside its source.
    let relative = path
        .strip_prefix(&config.source_root)
        .ok()
        .or_else(|| path.file_name().map(Path::new))
        .unwrap_or(Path::new("test"));
    let exec_dir = config
        .exec_root
        .join(relative.parent().unwrap_or(Path::new("")));
    let file_name = relative
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "test".into());
    let tmp_dir = exec_dir.join("Output");
    let tmp = tmp_dir.join(format!("{file_name}.tmp"));
    if let Err(e) = std::fs::create_dir_all(&tmp_dir) {
        return Err(unresolved(
            &name,
            format!("cannot create {}: {e}", tmp_dir.display()),
        ));
    }
    // Leftovers of an earlier run must not make this one pass.
    let _ = std::fs::remove_dir_all(&tmp).or_else(|_| std::fs::remove_file(&tmp));

    // Expand the commands.
    let mut substitutions = Substitutions::for_test(
        &TestPaths {
            source: path,
            tmp: &tmp,
        },
        &config.substitutions,
    );
    let mut commands = Vec::new();
    for step in &script.steps {
        match step {
            Step::Define {
                line,
                name: pattern,
                value,
                redefine,
            } => {
                let result = if *redefine {
                    substitutions.redefine(pattern, value)
                } else {
                    substitutions.define(pattern, value)
                };
                result.map_err(|e| unresolved(&name, format!("line {line}: {e}")))?;
            }
            Step::Run { line, command } => {
                let expanded = substitutions
                    .apply(command, &config.features)
                    .map_err(|e| unresolved(&name, format!("line {line}: {e}")))?;
                commands.push((*line, expanded));
            }
        }
    }

    let output = shell::run(
        config,
        &commands,
        &exec_dir,
        &tmp_dir.join(format!("{file_name}.lit")),
    )
    .map_err(|e| unresolved(&name, e))?;

    let failed = output.timed_out || output.status != Some(0);
    if !failed && !xfail {
        return Ok(Outcome::Pass);
    }
    if failed && xfail && !output.timed_out {
        return Ok(Outcome::XFail);
    }
    let kind = if output.timed_out {
        FailureKind::Timeout
    } else if failed {
        FailureKind::Fail
    } else {
        FailureKind::XPass
    };
    Err(Failure {
        kind,
        report: banner(
            kind,
            &name,
            &failure_body(config, &commands, &output, xfail),
        ),
    })
}

/// The body of a failure report: script, exit code, failing command, output.
fn failure_body(
    config: &Config,
    commands: &[(usize, String)],
    output: &shell::Output,
    xfail: bool,
) -> String {
    let mut body = String::new();
    body.push_str("Script:\n--\n");
    for (line, command) in commands {
        let _ = writeln!(body, ": 'RUN: at line {line}';   {command}");
    }
    body.push_str("--\n");
    if output.timed_out {
        let _ = writeln!(
            body,
            "Reached the time limit of {} s; the commands were killed.",
            config.timeout.as_secs()
        );
    }
    match (output.status, &output.signal) {
        (Some(code), _) => {
            let _ = writeln!(body, "Exit Code: {code}");
        }
        (None, Some(signal)) => {
            let _ = writeln!(body, "Exit Code: killed by signal {signal}");
        }
        (None, None) => body.push_str("Exit Code: unknown\n"),
    }
    if xfail && !output.timed_out && output.status == Some(0) {
        body.push_str("This test is marked XFAIL, but all of its commands succeeded.\n");
    } else if let Some(line) = shell::last_started_line(&output.stderr)
        && let Some((_, command)) = commands.iter().find(|(l, _)| *l == line)
    {
        let _ = writeln!(body, "Failing command (RUN: at line {line}):\n  {command}");
    } else if !output.timed_out {
        body.push_str(
            "No command started: the shell could not parse the script \
             (check the quoting of the RUN lines).\n",
        );
    }
    for (label, bytes) in [("stdout", &output.stdout), ("stderr", &output.stderr)] {
        if bytes.is_empty() {
            continue;
        }
        let _ = write!(body, "\nCommand Output ({label}):\n--\n");
        let shown = &bytes[..bytes.len().min(MAX_SHOWN_OUTPUT)];
        body.push_str(&String::from_utf8_lossy(shown));
        if !body.ends_with('\n') {
            body.push('\n');
        }
        if bytes.len() > MAX_SHOWN_OUTPUT {
            let _ = writeln!(
                body,
                "[... {} more bytes not shown]",
                bytes.len() - MAX_SHOWN_OUTPUT
            );
        }
        body.push_str("--\n");
    }
    body
}
