//! The `func` dialect. Its ops come from `func.td` through the ODS code
//! generator (see `build.rs`); this crate adds the Rust hooks ODS cannot express:
//! the function-op syntax of `func.func` ([`function_syntax`], reusable by other
//! function-like ops), the verifiers ([`verify`]), result names, folding, the
//! constant materializer, the call interfaces and the canonicalization of
//! `func.call_indirect` on a constant callee.

mod canonicalize;
pub mod function_syntax;
pub mod verify;

use ropt_ir::asm_interface::{AsmResult, OpAsmHooks, OpAsmParser, OpAsmPrinter};
use ropt_ir::call_interfaces::{CallOpInterface, CallableOpInterface, Callee};
use ropt_ir::rewrite_hooks::ConstantMaterializer;
use ropt_ir::symbol_table::SymbolUserInterface;
use ropt_ir::{
    Attribute, AttributeKind, Context, DialectInfo, Location, OpId, OpInfo, OperationState, Type,
};
use ropt_ods::runtime::ExtraVerifier;
use ropt_rewrite::CanonicalizationPatterns;

use function_syntax::FUNC_ATTR_NAMES;

#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/func.rs"));
}

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut Context) {
    if ctx.registry().dialect("func").is_none() {
        // With the ODS run time's dialect-attribute hook, as `register_with` would add it.
        let info = DialectInfo::new("func")
            .with_interface(ConstantMaterializer(materialize_constant))
            .with_interface(ropt_ods::runtime::dialect_attrs::hooks());
        ctx.registry_mut().register_dialect(info);
    }
    generated::register_with(ctx, &customize);
}

/// Adds the Rust hooks of one op.
fn customize(info: OpInfo) -> OpInfo {
    match info.name.as_str() {
        "func.func" => info
            .with_interface(OpAsmHooks {
                parse: Some(parse_func),
                print: Some(print_func),
                default_dialect: Some("func"),
            })
            .with_interface(ExtraVerifier(verify::verify_func))
            .with_verify_regions(verify::verify_func_returns)
            .with_interface(CallableOpInterface {
                body_region: |body, op| {
                    let r = *body.regions(op).first()?;
                    body.regions_body(op).entry_block(r).map(|_| r)
                },
                function_type: |body, op| {
                    body.attr(op, "function_type")
                        .and_then(|a| a.as_type())
                        .filter(|t| t.is_function())
                },
            }),
        "func.call" => info
            .with_interface(SymbolUserInterface {
                verify_symbol_uses: verify::verify_call_uses,
            })
            .with_interface(CallOpInterface {
                callee: |body, op| body.attr(op, "callee").map(Callee::Symbol),
                arg_operands: |body, op| 0..body.num_operands(op),
            }),
        "func.call_indirect" => info
            .with_interface(CallOpInterface {
                callee: |body, op| body.operands(op).next().map(Callee::Value),
                arg_operands: |body, op| 1..body.num_operands(op).max(1),
            })
            .with_interface(CanonicalizationPatterns(
                canonicalize::call_indirect_patterns,
            )),
        "func.constant" => info
            .with_interface(SymbolUserInterface {
                verify_symbol_uses: verify::verify_constant_uses,
            })
            .with_result_names(|body, op, set| {
                if let Some(r) = body.results(op).next() {
                    set(r, "f");
                }
            })
            .with_fold(ropt_ir::registry::fold_value_attr),
        _ => info,
    }
}

fn parse_func(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    function_syntax::parse_function_op(p, state, &FUNC_ATTR_NAMES, &["no_inline"])
}

fn print_func(p: &mut dyn OpAsmPrinter, op: OpId) {
    function_syntax::print_function_op(p, op, &FUNC_ATTR_NAMES, &[]);
}

/// A `func.constant` for a flat symbol reference of function type.
fn materialize_constant(
    ctx: &Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    let flat = matches!(value.kind(), AttributeKind::SymbolRef { nested, .. } if nested.is_empty());
    if !flat || !ty.is_function() {
        return None;
    }
    Some(ConstantOp::build(ctx, loc, ty, Some(value)))
}
