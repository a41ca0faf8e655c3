//! The MLIR printer: `ops` prints operations, blocks and regions; `shim` reaches the
//! type/attribute/location printers.

pub mod ops;
pub mod shim;
