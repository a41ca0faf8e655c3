//! The MLIR parser. `core` is the shared cursor; the other modules parse one kind of construct.

pub mod affine;
pub mod attributes;
pub mod core;
pub mod locations;
pub mod ops;
pub mod shim;
pub mod types;
