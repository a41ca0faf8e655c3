//! The `cf` dialect: unstructured control flow between the blocks of a region (`cf.br`,
//! `cf.cond_br`, `cf.switch`) and `cf.assert`. Its ops come from `cf.td` through the ODS code
//! generator (see `build.rs`); this crate adds the Rust hooks ODS cannot express:
//!
//! * [`layout`]: which operands go to which successor, and the `BranchOpInterface` that region
//!   simplification uses to drop or add them;
//! * [`verify`]: successor operand, branch weight and switch case checks;
//! * [`switch_asm`]: the custom syntax of `cf.switch`;
//! * [`canonicalize`]: the canonicalization patterns.

mod canonicalize;
mod layout;
mod switch_asm;
mod verify;

use ropt_ir::asm_interface::OpAsmHooks;
use ropt_ir::effects::{EffectInstance, EffectKind, MemoryEffectsInterface};
use ropt_ir::{Context, OpInfo, Traits};
use ropt_ods::runtime::ExtraVerifier;
use ropt_rewrite::CanonicalizationPatterns;

#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/cf.rs"));
}

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut Context) {
    generated::register_with(ctx, &customize);
}

/// `Pure` (MLIR's `AlwaysSpeculatable` + `NoMemoryEffect`), which the ODS run time does not
/// derive from the trait list yet.
const PURE: Traits = Traits(Traits::PURE.0 | Traits::ALWAYS_SPECULATABLE.0);

/// Adds the Rust hooks of one op.
fn customize(info: OpInfo) -> OpInfo {
    let info = match info.name.as_str() {
        "cf.br" | "cf.cond_br" | "cf.switch" => info.with_traits(PURE),
        _ => info,
    };
    match info.name.as_str() {
        "cf.assert" => info
            .with_interface(MemoryEffectsInterface(|_, _, effects| {
                effects.push(EffectInstance::new(EffectKind::Write))
            }))
            .with_interface(CanonicalizationPatterns(canonicalize::assert_patterns)),
        "cf.br" => info
            .with_interface(layout::br_interface())
            .with_interface(ExtraVerifier(verify::verify_br))
            .with_interface(CanonicalizationPatterns(canonicalize::br_patterns)),
        "cf.cond_br" => info
            .with_interface(layout::segmented_branch_interface())
            .with_interface(ExtraVerifier(verify::verify_cond_br))
            .with_interface(CanonicalizationPatterns(canonicalize::cond_br_patterns)),
        "cf.switch" => info
            .with_interface(layout::segmented_branch_interface())
            .with_interface(ExtraVerifier(verify::verify_switch))
            .with_interface(OpAsmHooks {
                parse: Some(switch_asm::parse),
                print: Some(switch_asm::print),
                default_dialect: None,
            })
            .with_interface(CanonicalizationPatterns(canonicalize::switch_patterns)),
        _ => info,
    }
}
