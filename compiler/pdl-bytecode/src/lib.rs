//! The PDL bytecode (MLIR's `PDLByteCode`): `pdl_interp` matcher and rewriter functions
//! compiled into register code ([`compile`]), an interpreter for it ([`exec`]), and the
//! compiled module as ordinary `ropt_rewrite` patterns ([`pattern`]), so that the greedy
//! driver, the applicator's benefit order, rewrite traces and the non-convergence report
//! treat PDL patterns like any others.
//!
//! * [`value`]: what registers hold ([`PdlValue`]) and the range arenas.
//! * [`native`]: the registry of native constraints and rewrites ([`NativeFunctions`]).
//! * [`compile`]: `pdl_interp.func` to [`compile::Function`].
//! * [`exec`]: the interpreter.
//! * [`pattern`]: the compiled module as patterns, [`PdlPatternModule`].
//! * `roots`: the root each pattern is filed under, as the matcher proves it.

pub mod compile;
pub mod exec;
pub mod native;
pub mod pattern;
mod roots;
pub mod value;

pub use native::{ConstraintFn, NativeFunctions, RewriteFn};
pub use pattern::PdlPatternModule;
pub use value::{Args, NativeResult, PdlValue, Ranges, Results, Span};
