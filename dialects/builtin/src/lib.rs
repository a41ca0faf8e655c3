//! The `builtin` dialect. Its ops come from `builtin.td` through the ODS code
//! generator (see `build.rs`); this crate adds the Rust hooks ODS cannot express.

use ropt_ir::{Context, OpInfo};

#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/builtin.rs"));
}

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut Context) {
    generated::register_with(ctx, &customize);
}

/// Adds the Rust hooks of one op.
fn customize(info: OpInfo) -> OpInfo {
    info
}
