//! MLIR's test passes of the analyses (`mlir/test/lib/Analysis` upstream): each prints what
//! an analysis computed for the ops it is asked about, as mlir-opt 22 prints it. Register
//! them with [`register_test_passes`]; ropt registers them always, as mlir-opt does.
//!
//! * [`affine_walk`]: walks of affine expressions (`test-affine-walk`).
//! * [`dataflow`]: the dataflow framework's analyses (`test-dead-code-analysis`,
//!   `test-liveness-analysis`, `test-last-modified`, `test-next-access`,
//!   `test-written-to`).
//! * [`dominance`]: dominance and post-dominance (`test-print-dominance`).
//! * [`liveness`]: block-level liveness (`test-print-liveness`).
//! * [`elements`]: the elements-attribute interface (`test-elements-attr-interface`).
//! * [`opaque_loc`]: opaque locations (`test-opaque-loc`).
//! * [`analysis`]: the other IR analyses (`test-print-callgraph`,
//!   `test-topological-sort-analysis`).
//! * [`conversion`]: the dialect conversion test passes (`test-legalize-unknown-root-patterns`,
//!   `test-remapped-value`, `test-target-materialization-with-no-uses`,
//!   `test-legalize-patterns`, `test-legalize-type-conversion`, ...).
//! * [`func`]: function signatures (`test-func-{insert,erase}-{arg,result}`,
//!   `test-func-set-type`).
//! * [`diagnostics`]: diagnostic handlers (`test-diagnostic-filter`,
//!   `test-diagnostic-metadata`).
//! * [`ir`]: the IR structure and its walks (`test-print-nesting`, `test-print-defuse`, the
//!   generic visitor passes).
//! * [`pdl`]: the PDL bytecode (`test-pdl-bytecode-pass`).
//! * [`pdll`]: PDLL patterns compiled at run time (`test-pdll-pass`).
//! * [`patterns`]: pattern drivers and region utilities (`test-pattern-selective-replacement`,
//!   `test-rewrite-dynamic-op`, `test-make-isolated-from-above`, `test-commutativity-utils`,
//!   `test-greedy-patterns`).
//! * [`pm`]: the pass manager's (`test-module-pass`, `test-function-pass`,
//!   `test-stats-pass`, the `test-pm-nested-pipeline` pipeline).
//! * [`reduction`]: the reduction matcher (`test-match-reduction`).
//! * [`strict`]: the greedy driver on a list of ops (`test-strict-pattern-driver`).
//! * [`structure`]: IR utilities (`test-operations-equality`, `test-clone`).
//! * [`symbols`]: symbol uses (`test-symbol-uses`).
//! * [`visitors`]: the kinds of IR walk (`test-ir-visitors`).

use ropt_pass::PassRegistry;

/// A test pass with no options or statistics, named as MLIR names the passes of its
/// anonymous namespaces; `$create` makes the pass, `anchor = Some("func.func")` restricts
/// it to ops of that name.
macro_rules! anonymous_pass {
    ($static:ident, $arg:literal, $name:literal, $desc:literal, anchor = $anchor:expr, $create:expr) => {
        #[doc = concat!("`", $arg, "`.")]
        pub static $static: PassInfo = PassInfo {
            argument: $arg,
            name: concat!("(anonymous namespace)::", $name),
            description: $desc,
            anchor: $anchor,
            options: &[],
            statistics: &[],
            splits: None,
            create: $create,
        };
    };
    ($static:ident, $arg:literal, $name:literal, $desc:literal, $create:expr) => {
        anonymous_pass!($static, $arg, $name, $desc, anchor = None, $create);
    };
}

pub mod affine_walk;
pub mod analysis;
pub mod conversion;
pub mod dataflow;
pub mod diagnostics;
pub mod dominance;
pub mod elements;
pub mod foo;
pub mod func;
pub mod ir;
pub mod liveness;
pub mod opaque_loc;
pub mod patterns;
pub mod pdl;
pub mod pdll;
pub mod pm;
pub mod reduction;
pub mod strict;
pub mod structure;
pub mod symbols;
pub mod types;
pub mod visitors;

/// Registers every test pass of this module.
pub fn register_test_passes(registry: &mut PassRegistry) {
    affine_walk::register(registry);
    analysis::register(registry);
    conversion::register(registry);
    dataflow::register(registry);
    diagnostics::register(registry);
    dominance::register(registry);
    elements::register(registry);
    foo::register(registry);
    func::register(registry);
    ir::register(registry);
    liveness::register(registry);
    opaque_loc::register(registry);
    pdl::register(registry);
    pdll::register(registry);
    patterns::register(registry);
    pm::register(registry);
    reduction::register(registry);
    strict::register(registry);
    structure::register(registry);
    symbols::register(registry);
    types::register(registry);
    visitors::register(registry);
}
