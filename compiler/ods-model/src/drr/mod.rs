//! DRR (declarative rewrite rules): `Pattern`/`Pat` records of
//! `include/ropt/PatternBase.td` lowered into a checked [`model::Pattern`].
//!
//! [`check_patterns`] validates every rule against the ODS [`Model`]
//! (ops, arities, bound symbols, directives, replacement counts) and reports
//! misuse at the rule's TableGen position with mlir-tblgen's wording.
//! [`resolve`] resolves the records a checked rule uses, and [`snippet`]
//! splits a NativeCodeCall's Rust at its placeholders.
//!
//! The checked rules have two front doors, which follow the same semantics
//! (order of matching, fused locations, type inference) and so give the same
//! IR: rules loaded at run time (`ropt --load-patterns`) run through the
//! interpreter of `ropt-ods-runtime` (`drr::interp`) and may only call the
//! helpers of its `NativeTable`; rules compiled into a dialect crate become
//! Rust patterns written by `ropt-ods` (`drr::codegen`), which match and build
//! with direct code over the helpers of `ropt-ods-runtime`'s `drr::rt`.

pub mod check;
pub mod model;
pub mod records;
pub mod resolve;
pub mod snippet;

pub use check::check_patterns;
pub use model::Pattern;

use crate::Model;

/// Lowers the ops of `kp` and checks its rules: what `-gen-rewriters`
/// needs. The error is the first diagnostic rendered as mlir-tblgen prints
/// it (`file:line:col: error: ...`, source line, caret).
pub fn check_keeper(kp: &ropt_tablegen::RecordKeeper) -> Result<(Model, Vec<Pattern>), String> {
    check_keeper_all(kp).map_err(|mut e| e.swap_remove(0))
}

/// [`check_keeper`] with every diagnostic of the failing step.
pub fn check_keeper_all(
    kp: &ropt_tablegen::RecordKeeper,
) -> Result<(Model, Vec<Pattern>), Vec<crate::library::LoadError>> {
    let set = records::from_keeper(kp);
    let render = |e: Vec<crate::OdsError>| {
        e.iter()
            .map(|e| crate::library::render(kp, e))
            .collect::<Vec<_>>()
    };
    let model = crate::lower(&set).map_err(render)?;
    let patterns = check_patterns(&set, &model).map_err(render)?;
    Ok((model, patterns))
}
