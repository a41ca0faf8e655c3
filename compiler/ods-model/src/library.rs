//! Reading ODS files: where the base library is, the include path of a file,
//! and the one way a `.td` file becomes records and then a checked [`Model`]
//! (shared by build scripts, `rtblgen`, `--load-dialect` and `--load-patterns`).

use std::path::{Path, PathBuf};

use ropt_tablegen::RecordKeeper;

use crate::model::Model;

/// A rendered diagnostic (`file:line:col: error: message` and the source excerpt).
pub type LoadError = String;

/// The directory holding the ODS base library (`ropt/OpBase.td`, ...):
/// `compiler/ods/include`, next to the code generator that documents it.
pub fn base_library_dir() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.parent().unwrap_or(here).join("ods").join("include")
}

/// The include path for the ODS file `name`: `extra`, the file's directory and
/// the one above (dialect files include `<dialect>/X.td` relative to the
/// dialects' root), then the base library.
pub fn include_dirs_for(name: &str, extra: &[PathBuf]) -> Vec<PathBuf> {
    let mut dirs = extra.to_vec();
    if let Some(parent) = Path::new(name).parent() {
        dirs.push(parent.to_path_buf());
        if let Some(root) = parent.parent() {
            dirs.push(root.to_path_buf());
        }
    }
    dirs.push(base_library_dir());
    dirs
}

/// Evaluates TableGen source `text` (named `name` in diagnostics) on the
/// include path [`include_dirs_for`]; the error is the rendered diagnostics.
pub fn read_records(
    name: &str,
    text: String,
    include_dirs: &[PathBuf],
) -> Result<RecordKeeper, Vec<LoadError>> {
    let opts = ropt_tablegen::Options {
        include_dirs: include_dirs_for(name, include_dirs),
        macros: Vec::new(),
    };
    let outcome = ropt_tablegen::read(name, text, &opts);
    if outcome.failed || outcome.errors > 0 {
        return Err(vec![outcome.diagnostics]);
    }
    Ok(outcome.records)
}

/// Lowers the records of `kp` into a checked model; errors rendered at their
/// record's position.
pub fn lower_keeper(kp: &RecordKeeper) -> Result<Model, Vec<LoadError>> {
    let records = crate::from_tablegen::from_keeper(kp);
    crate::lower(&records).map_err(|errs| errs.iter().map(|e| render(kp, e)).collect())
}

/// An ODS error rendered against the sources of `kp`.
pub fn render(kp: &RecordKeeper, e: &crate::OdsError) -> LoadError {
    e.render(&|pos, kind, msg| kp.sources.render(Some(pos), kind, msg))
}

/// Evaluates and lowers ODS source `text` (named `name` in diagnostics).
pub fn lower_text(
    name: &str,
    text: String,
    include_dirs: &[PathBuf],
) -> Result<Model, Vec<LoadError>> {
    lower_keeper(&read_records(name, text, include_dirs)?)
}
