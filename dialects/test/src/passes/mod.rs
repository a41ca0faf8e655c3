//! MLIR's test passes of the analyses (`mlir/test/lib/Analysis` upstream): each prints what
//! an analysis computed for the ops it is asked about, as mlir-opt 22 prints it. Register
//! them with [`register_test_passes`]; ropt registers them always, as mlir-opt does.
//!
//! * [`dataflow`]: the dataflow framework's analyses (`test-dead-code-analysis`,
//!   `test-liveness-analysis`, `test-last-modified`, `test-next-access`,
//!   `test-written-to`).
//! * [`analysis`]: the other IR analyses (`test-print-callgraph`,
//!   `test-topological-sort-analysis`).

use ropt_pass::PassRegistry;

pub mod analysis;
pub mod dataflow;

/// Registers every test pass of this module.
pub fn register_test_passes(registry: &mut PassRegistry) {
    analysis::register(registry);
    dataflow::register(registry);
}
