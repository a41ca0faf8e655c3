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

pub use ropt_ods_model::library::LoadError;

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
    let kp = ropt_ods_model::library::read_records(name, text, include_dirs)?;
    let render = |e: &ropt_ods_model::OdsError| ropt_ods_model::library::render(&kp, e);
    let set = ropt_ods_model::drr::records::from_keeper(&kp);
    let model =
        ropt_ods_model::lower(&set).map_err(|e| e.iter().map(render).collect::<Vec<_>>())?;
    let patterns = ropt_ods_model::drr::check_patterns(&set, &model)
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
    let records = ropt_ods_model::library::read_records(&name, text, include_dirs)?;
    let model = ropt_ods_model::library::lower_keeper(&records)?;
    let problems = crate::load_check::check(ctx, &model);
    if !problems.is_empty() {
        return Err(problems
            .iter()
            .map(|e| ropt_ods_model::library::render(&records, e))
            .collect());
    }
    crate::register_model(ctx, model);
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
                ropt_ods_model::drr::model::MatchNode::Op { op, .. } => {
                    rules.model.ops[*op].name == r
                }
                _ => false,
            };
            if !is_root {
                continue;
            }
        }
        set.add(DrrPattern::new(ctx, rules.clone(), i));
    }
}
