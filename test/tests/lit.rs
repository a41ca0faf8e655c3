//! Runs every lit test under `test/` as its own cargo test.
//!
//! Test files are `*.mlir`, `*.td`, `*.pdll` and `*.txt` files anywhere under `test/`,
//! except inside folders named `Inputs` (data that tests read) and the crate's own `src/`
//! and `tests/` folders. Each test is named by its path, so `cargo test -- FileCheck/`
//! runs the FileCheck tests only.
//!
//! The tools on `PATH` are always fresh: before the first test runs, the harness asks cargo
//! to build the tool packages with this test binary's profile and target directory (a
//! no-op when they are up to date), and uses the binaries it just built.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

/// The packages whose binaries tests call, and the binaries each must provide.
const TOOL_PACKAGES: &[(&str, &[&str])] = &[
    ("ropt", &["ropt"]),
    ("rtblgen", &["rtblgen"]),
    ("rpdll", &["rpdll"]),
    ("filecheck", &["FileCheck"]),
    ("lit", &["not", "count", "split-file"]),
];

/// Where the oracle's `mlir-opt` lives when the reference packages are installed.
const ORACLE_MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// Which directory the test binary lives in tells how it was built.
struct BuildLayout {
    /// `--target-dir` for cargo.
    target_dir: PathBuf,
    /// `--target` triple, when the build was cross-compiled.
    triple: Option<String>,
    /// The profile directory name (`debug`, `release`, or a custom profile's name).
    profile_dir: String,
    /// Where cargo puts the built binaries.
    bin_dir: PathBuf,
}

/// Reads the build layout from this executable's path: `<target>[/<triple>]/<profile>/deps/`.
fn build_layout() -> Result<BuildLayout, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot locate the test binary: {e}"))?;
    let bin_dir = exe
        .parent()
        .and_then(Path::parent)
        .ok_or_else(|| format!("unexpected test binary location {}", exe.display()))?
        .to_path_buf();
    let profile_dir = bin_dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or_else(|| format!("unexpected test binary location {}", exe.display()))?;
    let above = bin_dir
        .parent()
        .ok_or_else(|| format!("unexpected test binary location {}", exe.display()))?;
    // Cargo marks the root of a target directory with CACHEDIR.TAG.
    let (target_dir, triple) = if above.join("CACHEDIR.TAG").exists() {
        (above.to_path_buf(), None)
    } else {
        match above.parent() {
            Some(root) if root.join("CACHEDIR.TAG").exists() => (
                root.to_path_buf(),
                above.file_name().map(|n| n.to_string_lossy().into_owned()),
            ),
            _ => (above.to_path_buf(), None),
        }
    };
    Ok(BuildLayout {
        target_dir,
        triple,
        profile_dir,
        bin_dir,
    })
}

/// Builds the tool packages (once per process) and returns the directory of their binaries.
fn fresh_tools() -> Result<&'static Path, String> {
    static TOOLS: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    TOOLS
        .get_or_init(build_tools)
        .as_deref()
        .map_err(Clone::clone)
}

fn build_tools() -> Result<PathBuf, String> {
    let layout = build_layout()?;
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .ok_or("the test crate has no parent directory")?;
    let mut command = Command::new(&cargo);
    command
        .current_dir(workspace)
        .arg("build")
        .arg("--quiet")
        .arg("--bins")
        .arg("--target-dir")
        .arg(&layout.target_dir)
        .stdin(Stdio::null());
    for (package, _) in TOOL_PACKAGES {
        command.arg("--package").arg(package);
    }
    match layout.profile_dir.as_str() {
        "debug" => command.arg("--profile").arg("dev"),
        "release" => command.arg("--profile").arg("release"),
        other => command.arg("--profile").arg(other),
    };
    if let Some(triple) = &layout.triple {
        command.arg("--target").arg(triple);
    }
    let output = command.output().map_err(|e| {
        format!(
            "cannot run `{}` to build the tools: {e}",
            Path::new(&cargo).display()
        )
    })?;
    if !output.status.success() {
        return Err(format!(
            "building the tools failed ({:?}):\n{}",
            command,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let mut missing = Vec::new();
    for (package, binaries) in TOOL_PACKAGES {
        for binary in *binaries {
            if !layout.bin_dir.join(binary).is_file() {
                missing.push(format!("{binary} (package {package})"));
            }
        }
    }
    if !missing.is_empty() {
        return Err(format!(
            "cargo built the tools, but these binaries are missing from {}: {}",
            layout.bin_dir.display(),
            missing.join(", ")
        ));
    }
    Ok(layout.bin_dir)
}

/// The features tests may ask for with `REQUIRES:`.
fn features() -> BTreeSet<String> {
    let mut features: BTreeSet<String> = ["shell", "system-linux"]
        .into_iter()
        .map(String::from)
        .collect();
    features.insert(format!(
        "target={}-unknown-linux-gnu",
        std::env::consts::ARCH
    ));
    features.insert(format!("host-arch={}", std::env::consts::ARCH));
    if Path::new(ORACLE_MLIR_OPT).exists() {
        features.insert("oracle".into());
    }
    features
}

/// Substitutions beyond lit's defaults, as LLVM's test configuration defines them.
fn substitutions() -> Vec<(String, String)> {
    [
        // Keeps FILECHECK_OPTS from changing a FileCheck whose own output is checked.
        ("%ProtectFileCheckOutput", "env -u FILECHECK_OPTS"),
        // The C library's messages for common error codes.
        ("%errc_ENOENT", "No such file or directory"),
        ("%errc_EISDIR", "Is a directory"),
        ("%errc_EINVAL", "Invalid argument"),
        ("%errc_EACCES", "Permission denied"),
        ("%exeext", ""),
        ("%shlibext", ".so"),
    ]
    .into_iter()
    .map(|(pattern, value)| (pattern.to_string(), value.to_string()))
    .collect()
}

/// Where temporaries go: `lit-tmp/` in the profile directory (e.g. `target/debug/lit-tmp/`).
fn exec_root(bin_dir: &Path) -> PathBuf {
    bin_dir.join("lit-tmp")
}

/// A harness error, shown as plain text (not as a quoted string) when a test fails.
struct HarnessError(String);

impl std::fmt::Debug for HarnessError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::fmt::Display for HarnessError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for HarnessError {}

fn run_lit_test(path: &Path) -> datatest_stable::Result<()> {
    let tools = fresh_tools().map_err(HarnessError)?;
    let source_root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = source_root.join(path);
    let mut config = lit::Config::new("ropt", source_root, &exec_root(tools));
    config.path_prefix.push(tools.to_path_buf());
    config.features = features();
    config.substitutions = substitutions();
    if let Some(seconds) = std::env::var("LIT_TIMEOUT")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
    {
        config.timeout = Duration::from_secs(seconds);
    }
    let outcome = lit::run_test(&config, &path);
    check_dev_null().map_err(HarnessError)?;
    match outcome? {
        lit::Outcome::Pass => {}
        lit::Outcome::XFail => println!("XFAIL (failed as expected)"),
        lit::Outcome::Unsupported(why) => println!("UNSUPPORTED: {why}"),
    }
    Ok(())
}

/// Checks that `/dev/null` is still the null device after a test.
///
/// A tool that writes its output to a temporary file and renames it over the target turns
/// `-o /dev/null` into a regular file when run as root; every later reader of `/dev/null`
/// (cargo and rustc among them) then gets garbage. The harness fails the test that did it
/// and puts the device back when it can.
fn check_dev_null() -> Result<(), String> {
    use std::os::unix::fs::FileTypeExt;
    let is_device =
        std::fs::symlink_metadata("/dev/null").is_ok_and(|m| m.file_type().is_char_device());
    if is_device {
        return Ok(());
    }
    // Make the device under another name and rename it over the file: a process that opens
    // /dev/null meanwhile never finds it missing (and so never creates a file there).
    let spare = format!("/dev/.null-lit-{}", std::process::id());
    let restored = Command::new("mknod")
        .args(["-m", "666", &spare, "c", "1", "3"])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
        && std::fs::rename(&spare, "/dev/null").is_ok();
    if !restored {
        let _ = std::fs::remove_file(&spare);
    }
    Err(format!(
        "/dev/null was replaced by a regular file while this test ran (by this test, a test \
         running at the same time, or another process on the machine), probably by a tool \
         writing `-o /dev/null` through a temporary file renamed over the target. {}",
        if restored {
            "The harness has restored it."
        } else {
            "Restore it as root: rm /dev/null && mknod -m 666 /dev/null c 1 3"
        }
    ))
}

datatest_stable::harness! {
    {
        test = run_lit_test,
        root = env!("CARGO_MANIFEST_DIR"),
        pattern = r"^(?!(?:src|tests)/)(?!(?:.*/)?Inputs/).*\.(?:mlir|td|pdll|txt)$",
    },
}
