//! ropt's pass manager (issue 9): passes and their registry, typed options, textual pipelines,
//! nested pass managers run in parallel over isolated-from-above ops, analyses, and
//! mlir-opt's instrumentation (timing, statistics, IR printing, crash reproducers).
//!
//! Libraries never print: a run returns [`manager::RunOutput`] with the diagnostics and
//! stderr text in order; the tool renders them.

pub mod cli;
mod crash;
pub mod instrument;
pub mod manager;
pub mod options;
pub mod pass;
pub mod pipeline;
pub mod registry;
pub mod timing;

pub use cli::{PassArgs, PassDriver, PassFlag, extract_pass_flags};
pub use manager::{Event, OpPassManager, PassManager, RunConfig, RunOutput};
pub use options::{OptionKind, OptionSpec, PassOptions};
pub use pass::{Analysis, Pass, PassContext, PassFactory, PassFailure, PassInfo, StatisticSpec};
pub use pipeline::{PipelineError, parse_pass_pipeline};
pub use registry::PassRegistry;
