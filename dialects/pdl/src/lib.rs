//! The `pdl` dialect: rewrite patterns described as IR. Its ops come from `pdl.td` through
//! the ODS code generator (see `build.rs`); this crate adds the Rust hooks ODS cannot
//! express:
//!
//! * [`types`]: the handle types and the dialect's type parser;
//! * [`syntax`]: the custom directives of its formats;
//!
//! The hooks each op's `.td` asks for are the generated `<Op>Hooks` traits, implemented here.
//! * [`verify`]: the verifiers.

pub mod syntax;
pub mod types;
mod verify;

pub use verify::{type_inference, verify_range};

use ropt_ir::asm_interface::{AsmResult, DialectTypeHooks, OpAsmParser, OpAsmPrinter};
use ropt_ir::{Body, Context, Diagnostic, DialectInfo, OpId};
use ropt_ods_runtime::custom::{CustomArg, PrintArg};
use verify::*;

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
    generated::register(ctx);
}

impl ApplyNativeConstraintOpHooks for ApplyNativeConstraintOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_apply_native_constraint(ctx, body, self.0)
    }
}

impl ApplyNativeRewriteOpHooks for ApplyNativeRewriteOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_apply_native_rewrite(ctx, body, self.0)
    }
}

impl AttributeOpHooks for AttributeOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_attribute(ctx, body, self.0)
    }
}

impl OperandOpHooks for OperandOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_has_binding_use(ctx, body, self.0)
    }
}

impl OperandsOpHooks for OperandsOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_has_binding_use(ctx, body, self.0)
    }
}

impl ReplaceOpHooks for ReplaceOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_replace(ctx, body, self.0)
    }
}

impl TypeOpHooks for TypeOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_type(ctx, body, self.0)
    }
}

impl TypesOpHooks for TypesOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_type(ctx, body, self.0)
    }
}

impl PatternOpHooks for PatternOp {
    fn verify_regions(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_pattern_regions(ctx, body, self.0)
    }

    fn default_dialect() -> &'static str {
        "pdl"
    }
}

impl RewriteOpHooks for RewriteOp {
    fn verify_regions(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_rewrite_regions(ctx, body, self.0)
    }

    fn default_dialect() -> &'static str {
        "pdl"
    }
}

impl OperationOpHooks for OperationOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_operation(ctx, body, self.0)
    }

    fn parse_operation_op_attributes(
        parser: &mut dyn OpAsmParser,
        args: &mut [CustomArg],
    ) -> AsmResult<()> {
        syntax::parse_operation_attributes(parser, args)
    }

    fn print_operation_op_attributes(printer: &mut dyn OpAsmPrinter, op: OpId, args: &[PrintArg]) {
        syntax::print_operation_attributes(printer, op, args)
    }
}

impl RangeOpHooks for RangeOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_range(ctx, body, self.0)
    }

    fn parse_range_type(parser: &mut dyn OpAsmParser, args: &mut [CustomArg]) -> AsmResult<()> {
        syntax::parse_range_type(parser, args)
    }

    fn print_range_type(printer: &mut dyn OpAsmPrinter, op: OpId, args: &[PrintArg]) {
        syntax::print_range_type(printer, op, args)
    }
}

impl ResultsOpHooks for ResultsOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_results(ctx, body, self.0)
    }

    fn parse_results_value_type(
        parser: &mut dyn OpAsmParser,
        args: &mut [CustomArg],
    ) -> AsmResult<()> {
        syntax::parse_results_value_type(parser, args)
    }

    fn print_results_value_type(printer: &mut dyn OpAsmPrinter, op: OpId, args: &[PrintArg]) {
        syntax::print_results_value_type(printer, op, args)
    }
}
