//! The `pdl_interp` dialect: the matcher and rewriter functions that PDL patterns lower to
//! and the PDL bytecode runs. Its ops come from `pdl_interp.td` through the ODS code
//! generator (see `build.rs`); this crate adds the Rust hooks ODS cannot express: the
//! syntax of `pdl_interp.func` and `pdl_interp.foreach`, the custom directives of
//! `pdl_interp.create_operation` ([`syntax`]) and the verifiers ([`verify`]).

pub mod syntax;
mod verify;

use ropt_dialect_func::function_syntax::{self, FUNC_ATTR_NAMES};
use ropt_ir::asm_interface::{AsmResult, OpAsmHooks, OpAsmParser, OpAsmPrinter};
use ropt_ir::{Context, OpId, OpInfo, OperationState};
use ropt_ods::runtime::ExtraVerifier;
use ropt_ods::runtime::custom::CustomDirectives;

#[allow(missing_docs, dead_code, non_snake_case, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/pdl_interp.rs"));
}

pub use generated::*;

/// The name of the matcher function `-convert-pdl-to-pdl-interp` makes.
pub const MATCHER_FUNCTION_NAME: &str = "matcher";
/// The name of the module holding the rewriter functions.
pub const REWRITER_MODULE_NAME: &str = "rewriters";

/// Registers the dialect and its ops in `ctx` (and the `pdl` dialect, whose types it uses).
pub fn register(ctx: &mut Context) {
    ropt_dialect_pdl::register(ctx);
    generated::register_with(ctx, &customize);
}

fn hooks(
    parse: fn(&mut dyn OpAsmParser, &mut OperationState) -> AsmResult<()>,
    print: fn(&mut dyn OpAsmPrinter, OpId),
) -> OpAsmHooks {
    OpAsmHooks {
        parse: Some(parse),
        print: Some(print),
        default_dialect: None,
    }
}

/// Adds the Rust hooks of one op.
fn customize(info: OpInfo) -> OpInfo {
    use verify::*;
    match info.name.as_str() {
        "pdl_interp.func" => info
            .with_interface(hooks(parse_func, print_func))
            .with_interface(ExtraVerifier(ropt_dialect_func::verify::verify_func)),
        "pdl_interp.foreach" => info
            .with_interface(hooks(syntax::parse_foreach, syntax::print_foreach))
            .with_interface(ExtraVerifier(verify_foreach)),
        "pdl_interp.create_operation" => info
            .with_interface(CustomDirectives(&[
                syntax::CREATE_OPERATION_ATTRIBUTES,
                syntax::CREATE_OPERATION_RESULTS,
            ]))
            .with_interface(ExtraVerifier(verify_create_operation)),
        "pdl_interp.create_range" => info
            .with_interface(CustomDirectives(&[ropt_dialect_pdl::syntax::RANGE_TYPE]))
            .with_interface(ExtraVerifier(ropt_dialect_pdl::verify_range)),
        "pdl_interp.switch_attribute"
        | "pdl_interp.switch_operand_count"
        | "pdl_interp.switch_operation_name"
        | "pdl_interp.switch_result_count"
        | "pdl_interp.switch_type"
        | "pdl_interp.switch_types" => info.with_interface(ExtraVerifier(verify_switch)),
        _ => info,
    }
}

fn parse_func(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    function_syntax::parse_function_op(p, state, &FUNC_ATTR_NAMES, &[])
}

fn print_func(p: &mut dyn OpAsmPrinter, op: OpId) {
    function_syntax::print_function_op(p, op, &FUNC_ATTR_NAMES, &[]);
}
