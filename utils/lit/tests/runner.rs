//! End-to-end tests of `lit::run_test`: outcomes, failure reports, time limits.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use lit::{Config, FailureKind, Outcome};

/// A fresh directory for one test case, under cargo's scratch directory.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("lit-runner")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("src")).unwrap();
    dir
}

/// Writes `text` as `src/<file>` under a fresh scratch dir and runs it.
fn run(name: &str, file: &str, text: &str) -> (Result<Outcome, lit::Failure>, PathBuf) {
    run_with(name, file, text, |_| {})
}

fn run_with(
    name: &str,
    file: &str,
    text: &str,
    tweak: impl FnOnce(&mut Config),
) -> (Result<Outcome, lit::Failure>, PathBuf) {
    let dir = scratch(name);
    let source = dir.join("src").join(file);
    std::fs::write(&source, text).unwrap();
    let mut config = Config::new("suite", &dir.join("src"), &dir.join("exec"));
    config.features.insert("present".into());
    tweak(&mut config);
    (lit::run_test(&config, &source), dir)
}

#[test]
fn passing_test() {
    let (result, dir) = run(
        "pass",
        "ok.txt",
        "# RUN: echo hi > %t\n# RUN: test \"$(cat %t)\" = hi\n",
    );
    assert_eq!(result.unwrap(), Outcome::Pass);
    assert!(dir.join("exec/Output/ok.txt.tmp").is_file());
}

#[test]
fn failure_report_names_the_failing_command() {
    let (result, dir) = run(
        "fail",
        "bad.txt",
        "# RUN: echo first\n# RUN: echo to-out; echo to-err >&2; exit 3\n# RUN: touch %t.never\n",
    );
    let failure = result.unwrap_err();
    assert_eq!(failure.kind, FailureKind::Fail);
    let report = &failure.report;
    for expected in [
        "******************** TEST 'suite :: bad.txt' FAILED ********************",
        "Script:\n--\n: 'RUN: at line 1';   echo first\n",
        "Exit Code: 3\n",
        "Failing command (RUN: at line 2):\n  echo to-out; echo to-err >&2; exit 3\n",
        "Command Output (stdout):\n--\nfirst\nto-out\n--\n",
        "Command Output (stderr):\n--\nRUN: at line 1: echo first\nRUN: at line 2: echo to-out; echo to-err >&2; exit 3\nto-err\n--\n",
    ] {
        assert!(
            report.contains(expected),
            "missing {expected:?} in:\n{report}"
        );
    }
    // The failing line stopped the script.
    assert!(!dir.join("exec/Output/bad.txt.tmp.never").exists());
    // Debug shows the same report (datatest-stable prints errors with {:?}).
    assert_eq!(format!("{failure:?}"), format!("{failure}"));
}

#[test]
fn missing_command_is_a_clear_failure() {
    let (result, _) = run("missing", "m.txt", "# RUN: no-such-tool-xyz --flag\n");
    let failure = result.unwrap_err();
    assert_eq!(failure.kind, FailureKind::Fail);
    assert!(failure.report.contains("Exit Code: 127"), "{failure}");
    assert!(
        failure
            .report
            .contains("no-such-tool-xyz: command not found"),
        "{failure}"
    );
}

#[test]
fn shell_syntax_error_is_explained() {
    let (result, _) = run(
        "syntax",
        "q.txt",
        "# RUN: echo fine\n# RUN: echo 'unbalanced\n",
    );
    let failure = result.unwrap_err();
    assert_eq!(failure.kind, FailureKind::Fail);
    assert!(
        failure
            .report
            .contains("the shell could not parse the script"),
        "{failure}"
    );
}

#[test]
fn pipefail_and_exit_codes() {
    let (result, _) = run("pipefail", "p.txt", "# RUN: false | true\n");
    assert_eq!(result.unwrap_err().kind, FailureKind::Fail);
    let (result, _) = run("pipeok", "p.txt", "# RUN: true | true\n");
    assert_eq!(result.unwrap(), Outcome::Pass);
}

#[test]
fn xfail_and_xpass() {
    let (result, _) = run("xfail", "x.txt", "# XFAIL: *\n# RUN: false\n");
    assert_eq!(result.unwrap(), Outcome::XFail);
    let (result, _) = run("xpass", "x.txt", "# XFAIL: present\n# RUN: true\n");
    let failure = result.unwrap_err();
    assert_eq!(failure.kind, FailureKind::XPass);
    assert!(failure.report.contains("TEST 'suite :: x.txt' XPASS"));
    let (result, _) = run("xfail-absent", "x.txt", "# XFAIL: absent\n# RUN: false\n");
    assert_eq!(result.unwrap_err().kind, FailureKind::Fail);
}

#[test]
fn requires_and_unsupported() {
    let (result, dir) = run(
        "requires",
        "r.txt",
        "# REQUIRES: present, absent\n# RUN: touch %t\n",
    );
    assert!(matches!(result.unwrap(), Outcome::Unsupported(why) if why.contains("absent")));
    assert!(!dir.join("exec/Output/r.txt.tmp").exists(), "must not run");
    let (result, _) = run(
        "unsupported",
        "u.txt",
        "# UNSUPPORTED: pre{{s+}}ent\n# RUN: false\n",
    );
    assert!(matches!(result.unwrap(), Outcome::Unsupported(_)));
    let (result, _) = run("supported", "u.txt", "# UNSUPPORTED: absent\n# RUN: true\n");
    assert_eq!(result.unwrap(), Outcome::Pass);
}

#[test]
fn unresolved_tests() {
    for (name, text) in [
        ("no-run", "# nothing to do\n"),
        ("bad-expr", "# REQUIRES: a &&\n# RUN: true\n"),
        ("redefine-undefined", "# REDEFINE: %{x} = 1\n# RUN: true\n"),
        (
            "define-twice",
            "# DEFINE: %{x} = 1\n# DEFINE: %{x} = 2\n# RUN: true\n",
        ),
        ("unterminated", "# RUN: true \\\n"),
        ("bad-if", "# RUN: echo %if present %{x\n"),
    ] {
        let (result, _) = run(name, "t.txt", text);
        let failure = result.unwrap_err();
        assert_eq!(failure.kind, FailureKind::Unresolved, "{name}: {failure}");
        assert!(failure.report.contains("UNRESOLVED"), "{name}");
    }
    let (result, dir) = run_with("outside-root", "t.txt", "# RUN: touch %t\n", |config| {
        config.source_root = PathBuf::from("/nonexistent");
    });
    assert_eq!(
        result.unwrap(),
        Outcome::Pass,
        "source_root only names tests"
    );
    assert!(dir.join("exec/Output/t.txt.tmp").exists());
    assert!(
        !dir.join("src/Output").exists(),
        "nothing is written beside the source"
    );
}

#[test]
fn time_limit_kills_everything() {
    let start = Instant::now();
    let (result, _) = run_with(
        "timeout",
        "slow.txt",
        "# RUN: (sleep 60 &) ; sleep 60\n",
        |config| config.timeout = Duration::from_secs(1),
    );
    let failure = result.unwrap_err();
    assert_eq!(failure.kind, FailureKind::Timeout);
    assert!(failure.report.contains("time limit"), "{failure}");
    assert!(start.elapsed() < Duration::from_secs(30));
}

#[test]
fn path_prefix_comes_first() {
    let dir = scratch("path-prefix-tools");
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let tool = bin.join("ls");
    std::fs::write(&tool, "#!/bin/sh\nexit 7\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
    let (result, _) = run_with("path-prefix", "t.txt", "# RUN: ls\n", |config| {
        config.path_prefix.push(bin.clone());
    });
    let failure = result.unwrap_err();
    assert!(failure.report.contains("Exit Code: 7"), "{failure}");
}
