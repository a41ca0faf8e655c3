//! DRR (declarative rewrite rules): `Pattern`/`Pat` records of
//! `include/ropt/PatternBase.td` lowered into a checked [`model::Pattern`].
//!
//! [`check_patterns`] validates every rule against the ODS [`Model`]
//! (ops, arities, bound symbols, directives, replacement counts) and reports
//! misuse at the rule's TableGen position with mlir-tblgen's wording.
//! [`rules`] resolves the records a checked rule uses, [`interp`] runs it
//! as a `RewritePattern`, [`load`] loads rules at run time
//! (`ropt --load-patterns`), and [`codegen`] writes the Rust of
//! `rtblgen -gen-rewriters` / dialect build scripts. [`native`] is the
//! interface of NativeCodeCall helpers.
//!
//! Two front doors: rules loaded at run time run through the interpreter
//! [`interp`] and may only call the helpers of a [`native::NativeTable`]
//! (`ConstantLikeMatcher`, `ZeroAttrOf`, ... and what dialects register);
//! rules compiled into a dialect crate become generated Rust patterns
//! ([`codegen`], helpers in [`rt`]) that match and build with direct code and
//! call any Rust function. Both follow the same semantics (order of matching,
//! fused locations, type inference), so they give the same IR.
//!
//! A dialect crate uses its rules with two lines: `build.rs` calls
//! [`codegen::build_script`]`("Rules.td")`, and the crate includes
//! `$OUT_DIR/Rules.rs`, whose `canonicalization(op_name)` gives the function
//! to register as the op's `CanonicalizationPatterns`.

pub mod check;
pub mod codegen;
mod emit;
pub mod interp;
pub mod load;
pub mod model;
pub mod native;
pub mod records;
pub mod rt;
pub mod rules;
pub mod snippet;

pub use check::check_patterns;
pub use model::Pattern;

use crate::Model;

/// Lowers the ops of `kp` and checks its rules: what `-gen-rewriters`
/// needs. The error is the first diagnostic rendered as mlir-tblgen prints
/// it (`file:line:col: error: ...`, source line, caret).
pub fn check_keeper(kp: &ropt_tablegen::RecordKeeper) -> Result<(Model, Vec<Pattern>), String> {
    let set = records::from_keeper(kp);
    let render =
        |e: &crate::OdsError| e.render(&|pos, kind, msg| kp.sources.render(Some(pos), kind, msg));
    let model = crate::lower(&set).map_err(|e| render(&e[0]))?;
    let patterns = check_patterns(&set, &model).map_err(|e| render(&e[0]))?;
    Ok((model, patterns))
}
