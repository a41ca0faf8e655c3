//! ropt's IR core.
//!
//! * [`Context`]: uniqued, immutable types and attributes, shared by reference across threads.
//! * The operation tree: operations, blocks, regions and values, stored in arenas and named by
//!   small `Copy` ids (see `docs/architecture.md`).

pub mod affine;
/// Integers of any width (see `ropt-numbers`, where they live).
pub use ropt_numbers::apint;
pub mod asm_interface;
pub mod attributes;
pub mod block_liveness;
pub mod body;
pub mod builder;
pub mod call_interfaces;
pub mod context;
pub mod diagnostics;
pub mod dominance;
pub mod effects;
pub mod elements_attr;
pub mod equivalence;
/// Float kinds and their encodings (see `ropt-numbers`, where they live).
pub use ropt_numbers::float;
pub mod function_interface;
pub mod location;
pub mod region_branch;
pub mod registry;
pub mod rewrite_hooks;
pub mod symbol_table;
pub mod threads;
pub mod types;
pub mod uniquer;
pub mod verifier;
pub mod walk;

pub use attributes::{DenseData, FileLocForm, NamedAttribute};
pub use body::{BlockId, Body, OpId, OperationState, RegionId, Use, ValueDef, ValueId};
pub use body::{BodyOffsets, IrMapping};
pub use builder::OpBuilder;
pub use context::Identifier;
pub use context::{Attribute, AttributeKind, Context, Location, Type, TypeKind};
pub use diagnostics::{Diagnostic, DiagnosticSink, Severity};
pub use registry::{DialectInfo, OpInfo, OperationName, RegionKind, Traits};
pub use types::{FloatKind, Signedness};
pub use walk::{WalkOrder, WalkResult};
