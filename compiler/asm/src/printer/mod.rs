//! The MLIR printer. `attributes` prints types, attributes and locations; `aliases` decides
//! which of them get `#alias` / `!alias` names; `float` prints float values.

pub mod aliases;
pub mod attributes;
pub mod float;
mod parallel;
pub mod resources;
#[cfg(test)]
mod roundtrip_tests;

pub use aliases::{AliasState, PrintOptions};
pub use attributes::Elision;
pub mod ops;
pub mod shim;
