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

use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter};
use ropt_ir::effects::{EffectInstance, EffectKind};
use ropt_ir::rewrite_hooks::BranchOpInterface;
use ropt_ir::{Body, Context, Diagnostic, OperationState};
use ropt_rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};

#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/cf.rs"));
}

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut Context) {
    generated::register(ctx);
}

impl AssertOpHooks for AssertOp {
    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> LogicalResult {
        canonicalize::erase_true_assert(self, rewriter)
    }

    fn memory_effects(self, _: &Body, effects: &mut Vec<EffectInstance>) {
        effects.push(EffectInstance::new(EffectKind::Write));
    }
}

impl BranchOpHooks for BranchOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify::verify_br(ctx, body, self.0)
    }

    fn canonicalize(self, rewriter: &mut PatternRewriter<'_>) -> LogicalResult {
        canonicalize::simplify_br(self, rewriter)
    }

    fn branch_interface() -> BranchOpInterface {
        layout::br_interface()
    }
}

impl CondBranchOpHooks for CondBranchOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify::verify_cond_br(ctx, body, self.0)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        canonicalize::cond_br_patterns(ctx, set)
    }

    fn branch_interface() -> BranchOpInterface {
        layout::segmented_branch_interface()
    }
}

impl SwitchOpHooks for SwitchOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify::verify_switch(ctx, body, self.0)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        canonicalize::switch_patterns(ctx, set)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        switch_asm::parse(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        switch_asm::print(printer, self.0)
    }

    fn branch_interface() -> BranchOpInterface {
        layout::segmented_branch_interface()
    }
}
