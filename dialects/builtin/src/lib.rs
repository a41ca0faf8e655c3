//! The `builtin` dialect. Its ops come from `builtin.td` through the ODS code
//! generator (see `build.rs`); this crate adds the Rust hooks ODS cannot express:
//! the custom syntax of both ops (written once, in `ropt_asm::builtin`, which the
//! parser also uses for its minimal fallback registration), the module's verifier (`ropt_asm::builtin::verify_module`), the cast's
//! result check, the module's default dialect, and the folder of
//! `unrealized_conversion_cast`.
//!
//! Register this dialect before any other: the ODS definitions only take effect
//! for ops not registered yet (`ropt_asm::builtin::register_builtin` does nothing
//! once they are).

use ropt_asm::builtin::{
    parse_cast, parse_module, print_cast, print_module, verify_cast, verify_module,
};
use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter};
use ropt_ir::registry::OpFoldResult;
use ropt_ir::{Attribute, Body, Context, Diagnostic, OpId, OperationState, ValueDef};

#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/builtin.rs"));
}

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut Context) {
    generated::register(ctx);
}

impl ModuleOpHooks for ModuleOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        // The whole check in mlir-opt's order (the ODS run time does not check the
        // `SingleBlock` and `NoRegionArguments` traits).
        verify_module(ctx, body, self.0)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_module(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_module(printer, self.0)
    }

    fn default_dialect() -> &'static str {
        "builtin"
    }
}

impl UnrealizedConversionCastOpHooks for UnrealizedConversionCastOp {
    fn fold(
        self,
        ctx: &Context,
        body: &mut Body,
        adaptor: UnrealizedConversionCastOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        fold_cast(ctx, body, self.0, adaptor.operands, out)
    }

    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_cast(ctx, body, self.0)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_cast(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_cast(printer, self.0)
    }
}

/// Folds a cast whose input types are its result types to its inputs, and a cast of all the
/// results of another cast back to that cast's inputs when the types round-trip.
fn fold_cast(
    _ctx: &Context,
    body: &mut Body,
    op: OpId,
    _operands: &[Option<Attribute>],
    out: &mut Vec<OpFoldResult>,
) -> bool {
    let inputs: Vec<_> = body.operands(op).collect();
    let in_types: Vec<_> = inputs.iter().map(|&v| body.value_type(v)).collect();
    let out_types: Vec<_> = body.result_types(op);
    if in_types == out_types {
        out.extend(inputs.iter().map(|&v| OpFoldResult::Value(v)));
        return true;
    }
    let Some(&first) = inputs.first() else {
        return false;
    };
    let ValueDef::OpResult { op: producer, .. } = body.value_def(first) else {
        return false;
    };
    if body.op_name(producer) != body.op_name(op) {
        return false;
    }
    let produced: Vec<_> = body.results(producer).collect();
    let producer_inputs: Vec<_> = body.operands(producer).collect();
    let producer_in_types: Vec<_> = producer_inputs
        .iter()
        .map(|&v| body.value_type(v))
        .collect();
    if produced != inputs || producer_in_types != out_types {
        return false;
    }
    out.extend(producer_inputs.into_iter().map(OpFoldResult::Value));
    true
}
