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
