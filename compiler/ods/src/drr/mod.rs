//! DRR (declarative rewrite rules): `Pattern`/`Pat` records of
//! `include/ropt/PatternBase.td` lowered into a checked [`model::Pattern`].
//!
//! [`check_patterns`] validates every rule against the ODS [`Model`]
//! (ops, arities, bound symbols, directives, replacement counts) and reports
//! misuse at the rule's TableGen position with mlir-tblgen's wording.
//! Code generation and the rewrite interpreter both consume the model.

pub mod check;
pub mod model;
pub mod records;

pub use check::check_patterns;
pub use model::Pattern;
