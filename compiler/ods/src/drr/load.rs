//! Loading rules at run time (`ropt --load-patterns rules.td`): the file is
//! read, its ops lowered and registered when they are new (as
//! `--load-dialect` does), its rules checked and resolved against a
//! [`NativeTable`], and the resulting patterns join `-canonicalize`.
//!
//! How they join it: [`install`] attaches a pattern provider
//! (`ropt_rewrite::provider`) to the context, which `canonicalize` consults
//! along with the `CanonicalizationPatterns` of the dialects and ops.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use ropt_ir::Context;
use ropt_rewrite::RewritePatternSet;
use ropt_rewrite::provider::{PatternProvider, add_pattern_provider};

use super::interp::DrrPattern;
use super::native::NativeTable;
use super::rules::{CompiledNatives, RuleSet};

/// A rendered diagnostic (`file:line:col: error: ...`, source line, caret).
pub type LoadError = String;

/// Reads, checks and resolves the rules of `text` (named `name` in
/// diagnostics). Returns the rule set and the ODS model's records lowered
/// for op registration.
pub fn rules_from_text(
    name: &str,
    text: String,
    include_dirs: &[PathBuf],
    natives: &NativeTable,
    compiled: &CompiledNatives,
) -> Result<Arc<RuleSet>, Vec<LoadError>> {
    let mut dirs = include_dirs.to_vec();
    if let Some(parent) = Path::new(name).parent() {
        dirs.push(parent.to_path_buf());
        if let Some(root) = parent.parent() {
            dirs.push(root.to_path_buf());
        }
    }
    dirs.push(crate::runtime::base_library_dir());
    let opts = ropt_tablegen::Options {
        include_dirs: dirs,
        macros: Vec::new(),
    };
    let outcome = ropt_tablegen::read(name, text, &opts);
    if outcome.failed || outcome.errors > 0 {
        return Err(vec![outcome.diagnostics]);
    }
    let kp = &outcome.records;
    let render =
        |e: &crate::OdsError| e.render(&|pos, kind, msg| kp.sources.render(Some(pos), kind, msg));
    let set = super::records::from_keeper(kp);
    let model = crate::lower(&set).map_err(|e| e.iter().map(render).collect::<Vec<_>>())?;
    let patterns = super::check_patterns(&set, &model)
        .map_err(|e| e.iter().map(render).collect::<Vec<_>>())?;
    RuleSet::new(&set, model, patterns, natives, compiled)
        .map_err(|e| e.iter().map(render).collect())
}

/// Loads the rules of file `path` into `ctx`: registers the ops it defines
/// that are not registered yet, then [`install`]s the rules.
pub fn load_patterns_file(
    ctx: &mut Context,
    path: &Path,
    include_dirs: &[PathBuf],
    natives: &NativeTable,
) -> Result<usize, Vec<LoadError>> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        let text = ropt_cli::io_error_text(&e);
        vec![format!("could not open '{}': {text}\n", path.display())]
    })?;
    let name = path.display().to_string();
    let set = rules_from_text(
        &name,
        text.clone(),
        include_dirs,
        natives,
        &Default::default(),
    )?;
    // The file's ops (a test dialect next to its rules) are registered as
    // `--load-dialect` would; ops already known keep their registration.
    let model = crate::runtime::lower_text(&name, text, include_dirs)?;
    crate::runtime::register_model(ctx, model);
    let n = set.patterns.len();
    install(ctx, &name, set);
    Ok(n)
}

/// Adds `set` to the rules `canonicalize` applies in `ctx` (a pattern provider named
/// `name`).
pub fn install(ctx: &mut Context, name: &str, set: Arc<RuleSet>) {
    add_pattern_provider(
        ctx,
        PatternProvider::new(name, move |ctx, patterns| {
            for p in DrrPattern::all(ctx, &set) {
                patterns.add(p);
            }
        }),
    );
}

/// Adds the patterns of `rules` to `set` (what generated code calls from a
/// dialect's `CanonicalizationPatterns`).
pub fn add_patterns(
    ctx: &Context,
    rules: &Arc<RuleSet>,
    root: Option<&str>,
    set: &mut RewritePatternSet,
) {
    for (i, p) in rules.patterns.iter().enumerate() {
        if let Some(r) = root {
            let is_root = match &p.source {
                super::model::MatchNode::Op { op, .. } => rules.model.ops[*op].name == r,
                _ => false,
            };
            if !is_root {
                continue;
            }
        }
        set.add(DrrPattern::new(ctx, rules.clone(), i));
    }
}
