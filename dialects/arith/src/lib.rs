//! The `arith` dialect: folding semantics now; ODS-generated ops arrive with the code generator.
//!
//! * [`attr`]: builtin attributes to and from folder values;
//! * [`fold`]: the [`Fold`](fold::Fold) outcome and element-wise constants;
//! * [`int`]: arbitrary-width integer arithmetic on `ApInt`;
//! * [`float`]: APFloat-exact float arithmetic on bit patterns;
//! * [`ints`], [`floats`]: the folders of the integer and float ops;
//! * [`producers`]: the folds that look through the operands' defining ops.

pub mod attr;
pub mod float;
pub mod floats;
pub mod fold;
pub mod int;
pub mod ints;
pub mod producers;

#[cfg(test)]
mod tests;

/// The ODS-generated ops of `arith.td` (see `build.rs`).
#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/arith.rs"));
}

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut ropt_ir::Context) {
    generated::register_with(ctx, &customize);
}

/// Adds the Rust hooks of one op.
fn customize(info: ropt_ir::OpInfo) -> ropt_ir::OpInfo {
    info
}
