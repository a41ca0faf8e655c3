//! The Rust of DRR rules: [`codegen`] writes one `RewritePattern` per checked
//! rule (`rtblgen -gen-rewriters`, dialect build scripts), [`emit`] the code of
//! one rule.
//!
//! A dialect crate uses its rules with two lines: `build.rs` calls
//! [`codegen::build_script`]`("Rules.td")`, and the crate includes
//! `$OUT_DIR/Rules.rs`, whose `canonicalization(op_name)` gives the function
//! to register as the op's `CanonicalizationPatterns`.

pub mod codegen;
mod emit;
