//! The `arith` dialect: its ops generated from `arith.td` (ODS) and the Rust hooks MLIR
//! writes in C++: folders, the constant materializer, verifiers, `arith.select`'s syntax and
//! result names.
//!
//! * [`attr`]: builtin attributes to and from folder values;
//! * [`fold`]: the [`Fold`](fold::Fold) outcome and element-wise constants;
//! * [`int`]: arbitrary-width integer arithmetic on `ApInt`;
//! * [`float`]: APFloat-exact float arithmetic on bit patterns;
//! * [`ints`], [`floats`]: the folders of the integer and float ops;
//! * [`producers`]: the folds that look through the operands' defining ops;
//! * [`hooks`]: the fold hooks and constant materializer registered with the ops;
//! * [`verify`]: the Rust halves of the verifiers;
//! * [`asm`]: `arith.select`'s custom syntax and the result names;
//! * `oracle_table`: the harness of the folder tests recorded from mlir-opt (also used by
//!   `math` and `index`).

pub mod asm;
pub mod attr;
pub mod canonicalization;
pub mod float;
pub mod floats;
pub mod fold;
pub mod hooks;
pub mod int;
pub mod ints;
#[doc(hidden)]
pub mod oracle_table;
pub mod producers;
pub mod select;
pub mod verify;

#[cfg(test)]
mod tests;

/// The ODS-generated ops of `arith.td` (see `build.rs`).
#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/arith.rs"));
}

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut ropt_ir::Context) {
    if ctx.registry().dialect("arith").is_none() {
        let info = ropt_ir::DialectInfo::new("arith")
            .with_interface(ConstantMaterializer(hooks::materialize));
        // The ODS run time's attribute hooks (`#arith.fastmath<...>`), as it gives its own.
        let info = info.with_interface(ropt_ods::runtime::dialect_attrs::hooks());
        ctx.registry_mut().register_dialect(info);
    }
    generated::register_with(ctx, &customize);
}

/// Adds the Rust hooks of one op.
fn customize(info: ropt_ir::OpInfo) -> ropt_ir::OpInfo {
    let name = info.name.strip_prefix("arith.").unwrap_or("").to_owned();
    // Effects (`NoMemoryEffect`, `Pure`) come from arith.td through the ODS run time.
    let mut info = info;
    // The DRR canonicalization rules rooted at this op (`canonicalization`).
    if name == "select" {
        info = info.with_interface(ropt_rewrite::CanonicalizationPatterns(
            select::select_patterns,
        ));
    } else if let Some(f) = canonicalization::canonicalization(&info.name) {
        info = info.with_interface(ropt_rewrite::CanonicalizationPatterns(f));
    }
    if has_folder(&name) {
        info = info.with_fold(hooks::fold);
    }
    // `verify()` of the ops that have one (see `verify::verify_op`).
    if verify::has_verifier(&name) {
        info = info.with_interface(ExtraVerifier(verify::verify_op));
    }
    match name.as_str() {
        "constant" => info
            .with_fold(hooks::fold_value_attr)
            .with_result_names(asm::constant_result_names)
            .with_interface(OpAsmHooks {
                parse: Some(asm::parse_constant),
                print: Some(ropt_ods::runtime::asm::print),
                default_dialect: None,
            }),
        "muli" => info.with_result_names(asm::muli_result_names),
        "addui_extended" => info.with_result_names(asm::sum_overflow_names),
        "mului_extended" | "mulsi_extended" => info.with_result_names(asm::low_high_names),
        "select" => info.with_interface(OpAsmHooks {
            parse: Some(asm::parse_select),
            print: Some(asm::print_select),
            default_dialect: None,
        }),
        _ => info,
    }
}

/// Whether the op has a folder (MLIR's `hasFolder`): every op but the scaling casts.
fn has_folder(name: &str) -> bool {
    !matches!(name, "scaling_extf" | "scaling_truncf" | "")
}

use ropt_ir::asm_interface::OpAsmHooks;
use ropt_ir::rewrite_hooks::ConstantMaterializer;
use ropt_ods::runtime::ExtraVerifier;
