//! Rendering diagnostics for people: LLVM's plain format, and a rich one with colours.

pub mod diag;
pub mod plain;
pub mod rich;
