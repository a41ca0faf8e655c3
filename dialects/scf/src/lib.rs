//! The `scf` dialect. Its ops come from `scf.td` through the ODS code
//! generator (see `build.rs`); this crate adds the Rust hooks ODS cannot express:
//! the hand-written syntax ([`syntax`]), the verifiers ([`verify`]) and the
//! canonicalization patterns.

use ropt_ir::asm_interface::{CustomParseFn, CustomPrintFn, OpAsmHooks};
use ropt_ir::{Context, OpInfo, Traits};
use ropt_ods::runtime::ExtraVerifier;
use ropt_rewrite::CanonicalizationPatterns;

#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/scf.rs"));
}

mod canonicalize;
pub mod region_branch;
pub mod syntax;
pub mod util;
pub mod verify;

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut Context) {
    generated::register_with(ctx, &customize);
}

fn hooks(parse: CustomParseFn, print: CustomPrintFn) -> OpAsmHooks {
    OpAsmHooks {
        parse: Some(parse),
        print: Some(print),
        default_dialect: None,
    }
}

/// Adds the Rust hooks of one op.
fn customize(info: OpInfo) -> OpInfo {
    use syntax::*;
    use verify::*;
    match info.name.as_str() {
        "scf.for" => info
            .with_interface(region_branch::for_interface())
            .with_interface(hooks(parse_for, print_for))
            .with_interface(ExtraVerifier(verify_for))
            .with_verify_regions(verify_for_regions)
            .with_interface(CanonicalizationPatterns(canonicalize::for_patterns)),
        "scf.if" => info
            .with_interface(region_branch::if_interface())
            .with_interface(hooks(parse_if, print_if))
            .with_interface(ExtraVerifier(verify_if))
            .with_verify_regions(verify_if_regions)
            .with_fold(canonicalize::fold_if)
            .with_interface(CanonicalizationPatterns(canonicalize::if_patterns)),
        "scf.while" => info
            .with_interface(region_branch::while_interface())
            .with_interface(hooks(parse_while, print_while))
            .with_interface(ExtraVerifier(verify_while))
            .with_verify_regions(verify_while_regions)
            .with_interface(CanonicalizationPatterns(canonicalize::while_patterns)),
        "scf.execute_region" => info
            .with_interface(region_branch::execute_region_interface())
            .with_interface(hooks(parse_execute_region, print_execute_region))
            .with_interface(ExtraVerifier(verify_execute_region))
            .with_verify_regions(verify_execute_region_regions)
            .with_interface(CanonicalizationPatterns(
                canonicalize::execute_region_patterns,
            )),
        "scf.index_switch" => info
            .with_interface(region_branch::index_switch_interface())
            .with_interface(hooks(parse_index_switch, print_index_switch))
            .with_interface(ExtraVerifier(verify_index_switch))
            .with_verify_regions(verify_index_switch_regions)
            .with_interface(CanonicalizationPatterns(
                canonicalize::index_switch_patterns,
            )),
        "scf.parallel" => info
            .with_interface(hooks(parse_parallel, print_parallel))
            .with_interface(ExtraVerifier(verify_parallel))
            .with_interface(CanonicalizationPatterns(canonicalize::parallel_patterns)),
        "scf.forall" => info
            .with_interface(hooks(parse_forall, print_forall))
            .with_interface(ExtraVerifier(verify_forall))
            .with_interface(CanonicalizationPatterns(canonicalize::forall_patterns)),
        "scf.forall.in_parallel" => info
            .with_interface(hooks(parse_in_parallel, print_in_parallel))
            .with_interface(ExtraVerifier(verify_in_parallel)),
        "scf.reduce" => info
            .with_interface(ExtraVerifier(verify_reduce))
            .with_verify_regions(verify_reduce_regions),
        // Declared `Pure` in scf.td, but the ODS run time does not derive the bit for them
        // (they are terminators with variadic operands); dead-code queries need it.
        "scf.yield" => info.with_traits(Traits::PURE | Traits::ALWAYS_SPECULATABLE),
        "scf.condition" => info
            .with_traits(Traits::PURE | Traits::ALWAYS_SPECULATABLE)
            .with_interface(region_branch::condition_interface()),
        "scf.reduce.return" => info
            .with_traits(Traits::PURE | Traits::ALWAYS_SPECULATABLE)
            .with_interface(ExtraVerifier(verify_reduce_return)),
        _ => info,
    }
}
