//! The `test` dialect, generated from `test.td` by the ODS code generator
//! (see `build.rs`): typed op wrappers, enums, default builders and
//! [`register`], which registers the ops through the ODS run time.

#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/test.rs"));
}

pub use generated::*;

pub mod passes;

#[cfg(test)]
mod tests;
