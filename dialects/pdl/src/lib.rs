//! The `pdl` dialect: rewrite patterns described as IR. Its ops come from `pdl.td` through
//! the ODS code generator (see `build.rs`); this crate adds the Rust hooks ODS cannot
//! express:
//!
//! * [`types`]: the handle types and the dialect's type parser;
//! * [`syntax`]: the custom directives of its formats;
//! * [`verify`]: the verifiers.

pub mod syntax;
pub mod types;
mod verify;

pub use verify::{type_inference, verify_range};

use ropt_ir::asm_interface::{DialectTypeHooks, OpAsmHooks};
use ropt_ir::{Context, DialectInfo, OpInfo};
use ropt_ods::runtime::ExtraVerifier;
use ropt_ods::runtime::custom::CustomDirectives;

#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/pdl.rs"));
}

pub use generated::*;

/// Registers the dialect (with its type parser) and its ops in `ctx`.
pub fn register(ctx: &mut Context) {
    if ctx.registry().dialect("pdl").is_none() {
        let info = DialectInfo::new("pdl").with_interface(DialectTypeHooks {
            parse: types::parse,
        });
        ctx.registry_mut().register_dialect(info);
    }
    generated::register_with(ctx, &customize);
}

/// Adds the Rust hooks of one op.
fn customize(info: OpInfo) -> OpInfo {
    use verify::*;
    let verifier = match info.name.as_str() {
        "pdl.apply_native_constraint" => Some(verify_apply_native_constraint as VerifyFn),
        "pdl.apply_native_rewrite" => Some(verify_apply_native_rewrite as VerifyFn),
        "pdl.attribute" => Some(verify_attribute as VerifyFn),
        "pdl.operand" | "pdl.operands" => Some(verify_has_binding_use as VerifyFn),
        "pdl.operation" => Some(verify_operation as VerifyFn),
        "pdl.range" => Some(verify_range as VerifyFn),
        "pdl.replace" => Some(verify_replace as VerifyFn),
        "pdl.results" => Some(verify_results as VerifyFn),
        "pdl.type" | "pdl.types" => Some(verify_type as VerifyFn),
        _ => None,
    };
    let info = match verifier {
        Some(f) => info.with_interface(ExtraVerifier(f)),
        None => info,
    };
    match info.name.as_str() {
        "pdl.operation" => info.with_interface(CustomDirectives(&[syntax::OPERATION_ATTRIBUTES])),
        "pdl.range" => info.with_interface(CustomDirectives(&[syntax::RANGE_TYPE])),
        "pdl.results" => info.with_interface(CustomDirectives(&[syntax::RESULTS_VALUE_TYPE])),
        "pdl.pattern" => with_default_dialect(info).with_verify_regions(verify_pattern_regions),
        "pdl.rewrite" => with_default_dialect(info).with_verify_regions(verify_rewrite_regions),
        _ => info,
    }
}

/// Ops in the regions of `pdl.pattern` and `pdl.rewrite` are printed without `pdl.`.
fn with_default_dialect(info: OpInfo) -> OpInfo {
    let hooks = info
        .interfaces
        .get::<OpAsmHooks>()
        .copied()
        .unwrap_or_default();
    info.with_interface(OpAsmHooks {
        default_dialect: Some("pdl"),
        ..hooks
    })
}
