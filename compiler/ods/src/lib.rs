//! ODS (Operation Definition Specification): the typed model of dialects,
//! operations, constraints, enums and interfaces defined in TableGen.
//!
//! The TableGen base library (`include/ropt/*.td`) defines the classes op
//! definitions use; this crate lowers the records of such definitions into a
//! checked [`model`], which code generators and the run-time interpreter share.
