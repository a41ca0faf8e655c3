//! ropt's dataflow analysis framework (MLIR's `mlir/Analysis/DataFlow`).
//!
//! * [`program`]: the IR an analysis runs over (a top op's regions and every body nested in
//!   them), with ids that name their body, and program points.
//! * [`solver`]: states attached to anchors (values, points, control-flow edges), the
//!   analyses that compute them and the worklist solver that runs them to a fixpoint.
//! * [`dead_code`]: which blocks and edges are executable, and the predecessors of region
//!   entries, region-branch results, callables and calls.
//! * [`sparse`]: lattices per value, forward and backward; [`dense`]: lattices per program
//!   point, forward and backward.
//! * [`constant`]: sparse constant propagation; [`liveness`]: which values are live.
//! * [`split`]: which callables of a module an analysis may run on their own (in
//!   parallel); the `sccp` pass of `ropt-transforms` uses it.
//! * [`callgraph`]: the call graph of callables and calls (not a dataflow analysis; the
//!   analyses that need one live here too).
//!
//! Analyses read each other's states: dead-code analysis needs constants to prune branches
//! and every other analysis needs dead-code analysis to know what runs, so a solver loads
//! [`DeadCodeAnalysis`] and [`constant::SparseConstantPropagation`] first.

pub mod callgraph;
pub mod constant;
pub mod dead_code;
pub mod dense;
pub mod liveness;
pub mod program;
pub mod solver;
pub mod sparse;
pub mod split;

pub use dead_code::{DeadCodeAnalysis, Executable, PredecessorState};
pub use program::{Blk, BodyIx, Op, Point, Program, Reg, TopInfo, Val};
pub use solver::{Analysis, Anchor, CfgEdge, Change, Cx, Solver};

#[cfg(test)]
mod tests;
