//! Numbers with LLVM's exact semantics, in one place: [`apint::ApInt`] (a two's complement
//! integer of any width, the value of integer attributes) and its arithmetic ([`int`]); the
//! builtin float kinds ([`float::FloatKind`]), their encodings (decoding bit patterns into
//! exact values, rounding values into bit patterns, [`float`]) and APFloat-exact arithmetic on
//! bit patterns of every kind ([`apfloat`]).
//!
//! The IR stores these values (`ropt-ir` re-exports [`apint`], [`float`] and
//! [`FloatKind`]), the parser and printer read and write them, and the folders of `arith`,
//! `index` and `math` compute with them. Depends on no other ropt crate.

pub mod apfloat;
pub mod apint;
pub mod float;
pub mod int;

pub use apint::ApInt;
pub use float::FloatKind;

#[cfg(test)]
mod int_model_tests;
