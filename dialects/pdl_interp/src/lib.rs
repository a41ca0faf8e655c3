//! The `pdl_interp` dialect: the matcher and rewriter functions that PDL patterns lower to
//! and the PDL bytecode runs. Its ops come from `pdl_interp.td` through the ODS code
//! generator (see `build.rs`); this crate adds the Rust hooks ODS cannot express: the
//! syntax of `pdl_interp.func` and `pdl_interp.foreach`, the custom directives of
//! `pdl_interp.create_operation` ([`syntax`]) and the verifiers ([`verify`]).

pub mod syntax;
mod verify;

use ropt_dialect_func::function_syntax::{self, FUNC_ATTR_NAMES};
use ropt_dialect_pdl::syntax as pdl_syntax;
use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter};
use ropt_ir::{Body, Context, Diagnostic, OpId, OperationState};
use ropt_ods_runtime::custom::{CustomArg, PrintArg};
use verify::*;

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
    generated::register(ctx);
}

impl FuncOpHooks for FuncOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        ropt_dialect_func::verify::verify_func(ctx, body, self.0)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_func(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_func(printer, self.0)
    }
}

impl ForEachOpHooks for ForEachOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_foreach(ctx, body, self.0)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        syntax::parse_foreach(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        syntax::print_foreach(printer, self.0)
    }
}

impl SwitchAttributeOpHooks for SwitchAttributeOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_switch(ctx, body, self.0)
    }
}

impl SwitchOperandCountOpHooks for SwitchOperandCountOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_switch(ctx, body, self.0)
    }
}

impl SwitchOperationNameOpHooks for SwitchOperationNameOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_switch(ctx, body, self.0)
    }
}

impl SwitchResultCountOpHooks for SwitchResultCountOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_switch(ctx, body, self.0)
    }
}

impl SwitchTypeOpHooks for SwitchTypeOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_switch(ctx, body, self.0)
    }
}

impl SwitchTypesOpHooks for SwitchTypesOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_switch(ctx, body, self.0)
    }
}

impl CreateOperationOpHooks for CreateOperationOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_create_operation(ctx, body, self.0)
    }

    fn parse_create_operation_op_attributes(
        parser: &mut dyn OpAsmParser,
        args: &mut [CustomArg],
    ) -> AsmResult<()> {
        pdl_syntax::parse_operation_attributes(parser, args)
    }

    fn print_create_operation_op_attributes(
        printer: &mut dyn OpAsmPrinter,
        op: OpId,
        args: &[PrintArg],
    ) {
        pdl_syntax::print_operation_attributes(printer, op, args)
    }

    fn parse_create_operation_op_results(
        parser: &mut dyn OpAsmParser,
        args: &mut [CustomArg],
    ) -> AsmResult<()> {
        syntax::parse_create_operation_results(parser, args)
    }

    fn print_create_operation_op_results(
        printer: &mut dyn OpAsmPrinter,
        op: OpId,
        args: &[PrintArg],
    ) {
        syntax::print_create_operation_results(printer, op, args)
    }
}

impl CreateRangeOpHooks for CreateRangeOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        ropt_dialect_pdl::verify_range(ctx, body, self.0)
    }

    fn parse_range_type(parser: &mut dyn OpAsmParser, args: &mut [CustomArg]) -> AsmResult<()> {
        pdl_syntax::parse_range_type(parser, args)
    }

    fn print_range_type(printer: &mut dyn OpAsmPrinter, op: OpId, args: &[PrintArg]) {
        pdl_syntax::print_range_type(printer, op, args)
    }
}

fn parse_func(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    function_syntax::parse_function_op(p, state, &FUNC_ATTR_NAMES, &[])
}

fn print_func(p: &mut dyn OpAsmPrinter, op: OpId) {
    function_syntax::print_function_op(p, op, &FUNC_ATTR_NAMES, &[]);
}
