//! The MLIR parser. `core` is the shared cursor; the other modules parse one kind of construct.

pub mod core;
pub mod ops;
pub mod shim;
