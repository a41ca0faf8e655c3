//! The `func` dialect. Its ops come from `func.td` through the ODS code
//! generator (see `build.rs`); this crate adds the Rust hooks ODS cannot express:
//! the function-op syntax of `func.func` ([`function_syntax`], reusable by other
//! function-like ops), the verifiers ([`verify`]), result names, folding, the
//! constant materializer, the call interfaces and the canonicalization of
//! `func.call_indirect` on a constant callee.

mod canonicalize;
pub mod function_syntax;
pub mod passes;
pub mod verify;

use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter};
use ropt_ir::call_interfaces::{CallOpInterface, CallableOpInterface, Callee};
use ropt_ir::registry::OpFoldResult;
use ropt_ir::symbol_table::SymbolScope;
use ropt_ir::{
    Attribute, AttributeKind, Body, Context, Diagnostic, Location, OpId, OperationState, Type,
    ValueId,
};
use ropt_rewrite::{LogicalResult, PatternRewriter};

use function_syntax::FUNC_ATTR_NAMES;

#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/func.rs"));
}

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut Context) {
    generated::register(ctx);
}

impl FuncDialectHooks for FuncDialect {
    fn materialize_constant(
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OperationState> {
        materialize_constant(ctx, value, ty, loc)
    }
}

impl FuncOpHooks for FuncOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify::verify_func(ctx, body, self.0)
    }

    fn verify_regions(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify::verify_func_returns(ctx, body, self.0)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_func(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_func(printer, self.0)
    }

    fn default_dialect() -> &'static str {
        "func"
    }

    fn callable_interface() -> CallableOpInterface {
        CallableOpInterface {
            body_region: |body, op| {
                let r = *body.regions(op).first()?;
                body.regions_body(op).entry_block(r).map(|_| r)
            },
            function_type: |body, op| {
                let ty = FuncOp(op).function_type_attr(body)?.as_type();
                ty.filter(|t| t.is_function())
            },
        }
    }
}

impl CallOpHooks for CallOp {
    fn call_interface() -> CallOpInterface {
        CallOpInterface {
            callee: |body, op| CallOp(op).callee_attr(body).map(Callee::Symbol),
            arg_operands: |body, op| 0..body.num_operands(op),
        }
    }

    fn verify_symbol_uses(
        self,
        ctx: &Context,
        body: &Body,
        scope: &SymbolScope<'_>,
    ) -> Result<(), Diagnostic> {
        verify::verify_call_uses(ctx, body, self.0, scope)
    }
}

impl CallIndirectOpHooks for CallIndirectOp {
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> LogicalResult {
        canonicalize::indirect_to_direct(self.0, rewriter)
    }

    fn call_interface() -> CallOpInterface {
        CallOpInterface {
            callee: |body, op| Some(Callee::Value(CallIndirectOp(op).callee(body))),
            arg_operands: |body, op| 1..body.num_operands(op).max(1),
        }
    }
}

impl ConstantOpHooks for ConstantOp {
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        _: ConstantOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        OpFoldResult::constant(self.value_attr(body), out)
    }

    fn verify_symbol_uses(
        self,
        ctx: &Context,
        body: &Body,
        scope: &SymbolScope<'_>,
    ) -> Result<(), Diagnostic> {
        verify::verify_constant_uses(ctx, body, self.0, scope)
    }

    fn asm_result_names(self, body: &Body, set: &mut dyn FnMut(ValueId, &str)) {
        if let Some(r) = body.results(self.0).next() {
            set(r, "f");
        }
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
