//! The `scf` dialect. Its ops come from `scf.td` through the ODS code
//! generator (see `build.rs`); this crate adds the Rust hooks ODS cannot express:
//! the hand-written syntax ([`syntax`]), the verifiers ([`verify`]) and the
//! canonicalization patterns.

use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter};
use ropt_ir::region_branch::{RegionBranchOpInterface, RegionBranchTerminatorOpInterface};
use ropt_ir::registry::OpFoldResult;
use ropt_ir::{Body, Context, Diagnostic, OperationState};
use ropt_rewrite::RewritePatternSet;
use syntax::*;
use verify::*;

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
    generated::register(ctx);
}

impl ForOpHooks for ForOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_for(ctx, body, self.0)
    }

    fn verify_regions(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_for_regions(ctx, body, self.0)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        canonicalize::for_patterns(ctx, set)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_for(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_for(printer, self.0)
    }

    fn region_branch_interface() -> RegionBranchOpInterface {
        region_branch::for_interface()
    }
}

impl IfOpHooks for IfOp {
    fn fold(
        self,
        ctx: &Context,
        body: &mut Body,
        adaptor: IfOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        canonicalize::fold_if(ctx, body, self.0, adaptor.operands, out)
    }

    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_if(ctx, body, self.0)
    }

    fn verify_regions(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_if_regions(ctx, body, self.0)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        canonicalize::if_patterns(ctx, set)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_if(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_if(printer, self.0)
    }

    fn region_branch_interface() -> RegionBranchOpInterface {
        region_branch::if_interface()
    }
}

impl WhileOpHooks for WhileOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_while(ctx, body, self.0)
    }

    fn verify_regions(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_while_regions(ctx, body, self.0)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        canonicalize::while_patterns(ctx, set)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_while(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_while(printer, self.0)
    }

    fn region_branch_interface() -> RegionBranchOpInterface {
        region_branch::while_interface()
    }
}

impl ExecuteRegionOpHooks for ExecuteRegionOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_execute_region(ctx, body, self.0)
    }

    fn verify_regions(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_execute_region_regions(ctx, body, self.0)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        canonicalize::execute_region_patterns(ctx, set)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_execute_region(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_execute_region(printer, self.0)
    }

    fn region_branch_interface() -> RegionBranchOpInterface {
        region_branch::execute_region_interface()
    }
}

impl IndexSwitchOpHooks for IndexSwitchOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_index_switch(ctx, body, self.0)
    }

    fn verify_regions(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_index_switch_regions(ctx, body, self.0)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        canonicalize::index_switch_patterns(ctx, set)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_index_switch(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_index_switch(printer, self.0)
    }

    fn region_branch_interface() -> RegionBranchOpInterface {
        region_branch::index_switch_interface()
    }
}

impl ParallelOpHooks for ParallelOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_parallel(ctx, body, self.0)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        canonicalize::parallel_patterns(ctx, set)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_parallel(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_parallel(printer, self.0)
    }
}

impl ForallOpHooks for ForallOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_forall(ctx, body, self.0)
    }

    fn canonicalization_patterns(ctx: &Context, set: &mut RewritePatternSet) {
        canonicalize::forall_patterns(ctx, set)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_forall(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_forall(printer, self.0)
    }
}

impl InParallelOpHooks for InParallelOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_in_parallel(ctx, body, self.0)
    }

    fn parse(parser: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
        parse_in_parallel(parser, state)
    }

    fn print(self, printer: &mut dyn OpAsmPrinter) {
        print_in_parallel(printer, self.0)
    }
}

impl ReduceOpHooks for ReduceOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_reduce(ctx, body, self.0)
    }

    fn verify_regions(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_reduce_regions(ctx, body, self.0)
    }
}

impl ReduceReturnOpHooks for ReduceReturnOp {
    fn verify(self, ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
        verify_reduce_return(ctx, body, self.0)
    }
}

impl ConditionOpHooks for ConditionOp {
    fn region_branch_terminator_interface() -> RegionBranchTerminatorOpInterface {
        region_branch::condition_interface()
    }
}
