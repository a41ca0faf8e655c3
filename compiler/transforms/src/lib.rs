//! ropt's core passes (issue 9): `canonicalize` (over the greedy rewrite driver of
//! `ropt-rewrite`), `cse`, `sccp` (over the dataflow framework of `ropt-dataflow`),
//! `symbol-dce`, `symbol-privatize`, `strip-debuginfo`, `composite-fixed-point-pass`,
//! `print-op-stats` and `view-op-graph`, plus the memory-effect queries they share.
//!
//! [`register_passes`] adds them to a [`ropt_pass::PassRegistry`].

pub mod canonicalize;
pub mod composite;
pub mod cse;
pub mod sccp;
pub mod simple;
pub mod symbol_dce;
pub mod test_passes;
pub mod view_op_graph;

use ropt_pass::PassRegistry;

/// Registers every core pass.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&canonicalize::CANONICALIZE);
    registry.register(&composite::COMPOSITE_FIXED_POINT_PASS);
    registry.register(&cse::CSE);
    registry.register(&sccp::SCCP);
    registry.register(&simple::PRINT_OP_STATS);
    registry.register(&simple::STRIP_DEBUGINFO);
    registry.register(&simple::SYMBOL_PRIVATIZE);
    registry.register(&symbol_dce::SYMBOL_DCE);
    registry.register(&view_op_graph::VIEW_OP_GRAPH);
}

/// Registers the passes that test the pass manager (`test-pass-failure`, `test-pass-crash`,
/// `test-pass-duplicate-symbols`).
pub fn register_test_passes(registry: &mut PassRegistry) {
    registry.register(&test_passes::TEST_PASS_FAILURE);
    registry.register(&test_passes::TEST_PASS_CRASH);
    registry.register(&test_passes::TEST_PASS_DUPLICATE_SYMBOLS);
}
