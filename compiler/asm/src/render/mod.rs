//! Rendering diagnostics for people: LLVM's plain format, and a rich one with colours.

pub mod plain;
pub mod rich;
pub mod diag;
