//! The registry of dialects, operations, types and attributes known to a [`crate::Context`].
//!
//! Registration happens before any IR is built (it needs `&mut Context`); afterwards the
//! registry is read-only and shared by every thread without locks.

/// Registered dialects and the ops, types and attributes they define.
#[derive(Default)]
pub struct Registry {}
