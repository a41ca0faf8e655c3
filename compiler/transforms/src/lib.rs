//! ropt's core passes (issue 9): `cse`, `symbol-dce`, `symbol-privatize`, `strip-debuginfo`,
//! `print-op-stats` and `view-op-graph`, plus the memory-effect queries they share.
//!
//! [`register_passes`] adds them to a [`ropt_pass::PassRegistry`]. `canonicalize` belongs to
//! the greedy rewrite driver: its crate registers it with [`CANONICALIZE_OPTIONS`] and its own
//! factory through [`canonicalize_info`].

pub mod cse;
pub mod simple;
pub mod symbol_dce;
pub mod test_passes;
pub mod view_op_graph;

use ropt_pass::{OptionKind, OptionSpec, PassFactory, PassInfo, PassRegistry};

/// Registers every core pass.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&cse::CSE);
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

static REGION_SIMPLIFY: &[(&str, &str)] = &[
    ("disabled", "Don't run any control-flow simplification."),
    (
        "normal",
        "Perform simple control-flow simplifications (e.g. dead args elimination).",
    ),
    (
        "aggressive",
        "Perform aggressive control-flow simplification (e.g. block merging).",
    ),
];

/// `canonicalize`'s options, as mlir-opt declares them.
pub static CANONICALIZE_OPTIONS: &[OptionSpec] = &[
    OptionSpec::new(
        "top-down",
        OptionKind::Bool,
        "Seed the worklist in general top-down order",
    )
    .default_bool(true),
    OptionSpec::new(
        "region-simplify",
        OptionKind::Enum(REGION_SIMPLIFY),
        "Perform control flow optimizations to the region tree",
    )
    .default_enum(1),
    OptionSpec::new(
        "max-iterations",
        OptionKind::Long,
        "Max. iterations between applying patterns / simplifying regions",
    )
    .default_int(10),
    OptionSpec::new(
        "max-num-rewrites",
        OptionKind::Long,
        "Max. number of pattern rewrites within an iteration",
    )
    .default_int(-1),
    OptionSpec::new(
        "test-convergence",
        OptionKind::Bool,
        "Test only: Fail pass on non-convergence to detect cyclic pattern",
    ),
    OptionSpec::new(
        "disable-patterns",
        OptionKind::StringList,
        "Labels of patterns that should be filtered out during application",
    ),
    OptionSpec::new(
        "enable-patterns",
        OptionKind::StringList,
        "Labels of patterns that should be used during application, all other patterns are filtered out",
    ),
];

/// The registration hook for `canonicalize`: the rewrite-driver crate provides the factory
/// and registers the returned (leaked, static) info.
pub fn canonicalize_info(create: PassFactory) -> &'static PassInfo {
    Box::leak(Box::new(PassInfo {
        argument: "canonicalize",
        name: "Canonicalizer",
        description: "Canonicalize operations",
        anchor: None,
        options: CANONICALIZE_OPTIONS,
        statistics: &[],
        // Folded constants go to the entry block of the closest isolated-from-above op, and
        // patterns stay inside it: each nested isolated op converges on its own, unless a
        // rewrite budget (`max-num-rewrites`) is shared across the whole op.
        splits: Some(|o| o.int("max-num-rewrites") < 0),
        create,
    }))
}
