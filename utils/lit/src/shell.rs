//! Running expanded RUN commands with bash.
//!
//! All commands of a test run in one `bash` process, each wrapped in `{ ...; }` and chained
//! with `&&`: the first failing command ends the test, and `cd` or `export` carry over to
//! later lines, as in lit. `pipefail` makes a pipeline fail when any of its commands does.
//! Before each command the script writes `RUN: at line N: <command>` to stderr, so the
//! report shows which output belongs to which command.

use std::ffi::OsString;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;

use crate::Config;

/// What running a test's commands produced.
#[derive(Debug, Clone, Default)]
pub(crate) struct Output {
    /// The shell's exit code, when it exited normally.
    pub status: Option<i32>,
    /// The signal that killed the shell, if any.
    pub signal: Option<i32>,
    /// Captured standard output.
    pub stdout: Vec<u8>,
    /// Captured standard error, with a `RUN: at line N:` marker before each command's output.
    pub stderr: Vec<u8>,
    /// The time limit ran out and the commands were killed.
    pub timed_out: bool,
}

/// Quotes `text` as one bash word.
fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// The bash script for `commands` (line number, expanded command).
pub(crate) fn script(commands: &[(usize, String)]) -> String {
    let mut script = String::from("set -o pipefail\n");
    for (i, (line, command)) in commands.iter().enumerate() {
        if i > 0 {
            script.push_str(" &&\n");
        }
        let marker = format!("RUN: at line {line}: {command}");
        // The newline before `}` keeps a trailing `# comment` from eating the brace.
        script.push_str(&format!(
            "{{ printf '%s\\n' {} >&2\n{command}\n}}",
            quote(&marker)
        ));
    }
    script.push('\n');
    script
}

/// The line number of the last `RUN: at line N:` marker in `stderr`: the command that was
/// running when the script stopped.
pub(crate) fn last_started_line(stderr: &[u8]) -> Option<usize> {
    let text = String::from_utf8_lossy(stderr);
    text.lines()
        .rev()
        .filter_map(|l| l.strip_prefix("RUN: at line "))
        .find_map(|rest| rest.split(':').next()?.parse().ok())
}

/// Creates an empty capture file and returns two handles to it.
fn capture_file(path: &Path) -> Result<(File, File), String> {
    let file = File::options()
        .create(true)
        .truncate(true)
        .read(true)
        .write(true)
        .open(path)
        .map_err(|e| format!("cannot create {}: {e}", path.display()))?;
    let clone = file
        .try_clone()
        .map_err(|e| format!("cannot reopen {}: {e}", path.display()))?;
    Ok((file, clone))
}

fn read_back(mut file: File) -> Vec<u8> {
    let mut bytes = Vec::new();
    if file.seek(SeekFrom::Start(0)).is_ok() {
        let _ = file.read_to_end(&mut bytes);
    }
    bytes
}

/// The `PATH` commands see: the configured prefix, then the inherited `PATH`.
fn search_path(config: &Config) -> Result<OsString, String> {
    let inherited = std::env::var_os("PATH").unwrap_or_default();
    let dirs = config
        .path_prefix
        .iter()
        .cloned()
        .chain(std::env::split_paths(&inherited));
    std::env::join_paths(dirs).map_err(|e| format!("cannot build PATH: {e}"))
}

/// Runs `commands` in `cwd`; capture files are `<capture_base>.stdout` / `.stderr`.
pub(crate) fn run(
    config: &Config,
    commands: &[(usize, String)],
    cwd: &Path,
    capture_base: &Path,
) -> Result<Output, String> {
    let script = script(commands);
    let (stdout, stdout_writer) = capture_file(&capture_base.with_extension("lit.stdout"))?;
    let (stderr, stderr_writer) = capture_file(&capture_base.with_extension("lit.stderr"))?;
    let mut command = Command::new(&config.shell);
    command
        .arg("--noprofile")
        .arg("--norc")
        .arg("-c")
        .arg(&script)
        .current_dir(cwd)
        .env("PATH", search_path(config)?)
        .env_remove("BASH_ENV")
        .env_remove("ENV")
        .env_remove("CDPATH")
        // An empty pipe rather than /dev/null: readers see end-of-file at once, whatever
        // state the machine's /dev/null is in.
        .stdin(Stdio::piped())
        .stdout(stdout_writer)
        .stderr(stderr_writer)
        // Its own process group, so a timeout can kill every process the test started.
        .process_group(0);
    for (key, value) in &config.env {
        command.env(key, value);
    }
    let mut child = command
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", config.shell.display()))?;
    let pid = child.id();
    drop(child.stdin.take());

    let (done, wait_done) = mpsc::channel::<()>();
    let timeout = config.timeout;
    let shell = config.shell.clone();
    let watchdog = std::thread::spawn(move || {
        if let Err(mpsc::RecvTimeoutError::Timeout) = wait_done.recv_timeout(timeout) {
            kill_group(&shell, pid);
            true
        } else {
            false
        }
    });
    let status = child.wait();
    let _ = done.send(());
    let timed_out = watchdog.join().unwrap_or(false);
    let status = status.map_err(|e| format!("waiting for the shell failed: {e}"))?;

    Ok(Output {
        status: status.code(),
        signal: status.signal(),
        stdout: read_back(stdout),
        stderr: read_back(stderr),
        timed_out,
    })
}

/// Kills the process group `pgid` (the shell and everything it started), with the shell's
/// `kill` builtin so that no separate `kill` program is needed.
fn kill_group(shell: &Path, pgid: u32) {
    let _ = Command::new(shell)
        .arg("--noprofile")
        .arg("--norc")
        .arg("-c")
        .arg(format!("kill -KILL -- -{pgid}"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting() {
        assert_eq!(quote("a'b"), r"'a'\''b'");
    }

    #[test]
    fn markers() {
        let stderr = b"RUN: at line 3: a\nnoise\nRUN: at line 12: b: c\nmore\n";
        assert_eq!(last_started_line(stderr), Some(12));
        assert_eq!(last_started_line(b"nothing"), None);
    }

    #[test]
    fn script_shape() {
        let s = script(&[(1, "echo a # c".into()), (2, "true".into())]);
        assert_eq!(
            s,
            "set -o pipefail\n{ printf '%s\\n' 'RUN: at line 1: echo a # c' >&2\necho a # c\n} &&\n{ printf '%s\\n' 'RUN: at line 2: true' >&2\ntrue\n}\n"
        );
    }
}
