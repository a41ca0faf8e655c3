//! Command-line integration for ropt: the pass-related flags as a clap [`PassArgs`] group,
//! extraction of the ordered `-pass[=options]` flags from argv, and [`PassDriver`], which builds
//! the pipeline and runs it.
//!
//! Wiring (in tools/ropt): normalise argv, call [`extract_pass_flags`] on it, parse the rest
//! with clap (`#[command(flatten)] passes: PassArgs`), build a [`PassDriver`], then after
//! parsing the input call [`PassDriver::run`] and print the returned events in order.

use std::ffi::OsString;
use std::sync::Arc;

use ropt_ir::{Body, Context, OpId};

use crate::instrument::{PrintConfig, StatisticsDisplay, statistics_report};
use crate::manager::{OpPassManager, OpPrinter, OpVerifier, PassManager, RunConfig, RunOutput};
use crate::pipeline::{PipelineError, add_pipeline_elements, parse_options, parse_pass_pipeline};
use crate::registry::PassRegistry;
use crate::timing::{Timing, TimingDisplay};

/// The pass manager's command-line flags (mlir-opt's spelling).
#[derive(clap::Args, Debug, Clone)]
pub struct PassArgs {
    /// Textual description of the pass pipeline to run
    #[arg(long = "pass-pipeline", value_name = "string")]
    pub pass_pipeline: Option<String>,
    /// The pipeline of a reproducer being run (`--run-reproducer`): the pass flags are
    /// added after it, and `--pass-pipeline` replaces it.
    #[arg(skip)]
    pub reproducer_pipeline: Option<String>,
    /// Run the verifier after each transformation pass
    #[arg(long = "verify-each", num_args = 0..=1, require_equals = true, default_value = "true",
          default_missing_value = "true", value_parser = clap::builder::BoolishValueParser::new())]
    pub verify_each: bool,
    /// Disable multi-threading within MLIR
    #[arg(long = "mlir-disable-threading")]
    pub disable_threading: bool,
    /// Display execution times
    #[arg(long = "mlir-timing")]
    pub timing: bool,
    /// Display method for timing data
    #[arg(long = "mlir-timing-display", value_enum, default_value = "tree")]
    pub timing_display: TimingDisplay,
    /// Display the statistics of each pass
    #[arg(long = "mlir-pass-statistics")]
    pub statistics: bool,
    /// Display method for pass statistics
    #[arg(
        long = "mlir-pass-statistics-display",
        value_enum,
        default_value = "pipeline"
    )]
    pub statistics_display: StatisticsDisplay,
    /// Print IR before specified passes
    #[arg(
        long = "mlir-print-ir-before",
        value_delimiter = ',',
        value_name = "pass-arg"
    )]
    pub print_before: Vec<String>,
    /// Print IR after specified passes
    #[arg(
        long = "mlir-print-ir-after",
        value_delimiter = ',',
        value_name = "pass-arg"
    )]
    pub print_after: Vec<String>,
    /// Print IR before each pass
    #[arg(long = "mlir-print-ir-before-all")]
    pub print_before_all: bool,
    /// Print IR after each pass
    #[arg(long = "mlir-print-ir-after-all")]
    pub print_after_all: bool,
    /// When printing the IR after a pass, only print if the IR changed
    #[arg(long = "mlir-print-ir-after-change")]
    pub print_after_change: bool,
    /// When printing the IR after a pass, only print if the pass failed
    #[arg(long = "mlir-print-ir-after-failure")]
    pub print_after_failure: bool,
    /// When printing IR for print-ir-[before|after]{-all} always print the top-level operation
    #[arg(long = "mlir-print-ir-module-scope")]
    pub print_module_scope: bool,
    /// Print a unified diff of the IR after each pass that changed it
    #[arg(long = "mlir-print-ir-diff")]
    pub print_diff: bool,
    /// When printing the IR before/after a pass, print file tree rooted at this directory.
    /// Use in conjunction with mlir-print-ir-* flags
    #[arg(long = "mlir-print-ir-tree-dir", value_name = "string")]
    pub print_tree_dir: Option<String>,
    /// Generate a .mlir reproducer file at the given output path if the pass manager crashes or fails
    #[arg(long = "mlir-pass-pipeline-crash-reproducer", value_name = "string")]
    pub crash_reproducer: Option<String>,
    /// Print the pipeline that will be run
    #[arg(long = "dump-pass-pipeline")]
    pub dump_pass_pipeline: bool,
    /// Print the list of registered passes and exit
    #[arg(long = "list-passes")]
    pub list_passes: bool,
}

/// One `-pass[=options]` flag from the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassFlag {
    /// The pass or pipeline argument.
    pub argument: String,
    /// The option text (after `=`), empty if none.
    pub options: String,
}

/// Removes the pass flags (`--cse`, `--symbol-privatize=exclude=a`) from already-normalised
/// argv (see `ropt_cli::normalize_args`) and returns them in command-line order.
pub fn extract_pass_flags(
    args: Vec<OsString>,
    registry: &PassRegistry,
) -> (Vec<OsString>, Vec<PassFlag>) {
    let mut rest = Vec::with_capacity(args.len());
    let mut flags = Vec::new();
    let mut positional = false;
    for (i, a) in args.into_iter().enumerate() {
        if i == 0 || positional {
            rest.push(a);
            continue;
        }
        let Some(text) = a.to_str() else {
            rest.push(a);
            continue;
        };
        if text == "--" {
            positional = true;
            rest.push(a);
            continue;
        }
        let body = text.strip_prefix("--").or_else(|| text.strip_prefix('-'));
        if let Some(body) = body {
            let (name, opts) = body.split_once('=').unwrap_or((body, ""));
            if registry.contains(name) {
                flags.push(PassFlag {
                    argument: name.to_owned(),
                    options: opts.to_owned(),
                });
                continue;
            }
        }
        rest.push(a);
    }
    (rest, flags)
}

/// Builds the pipeline from `--pass-pipeline` or the ordered pass flags (implicitly nesting
/// op-specific passes under `root_anchor`, as mlir-opt does).
pub fn build_pipeline(
    args: &PassArgs,
    flags: &[PassFlag],
    registry: &PassRegistry,
    root_anchor: &str,
    tool: &str,
) -> Result<OpPassManager, PipelineError> {
    if let Some(text) = &args.pass_pipeline {
        if !flags.is_empty() {
            return Err(PipelineError {
                raw: String::new(),
                message: Some(
                    "'-pass-pipeline' option can't be used with individual pass options".into(),
                ),
            });
        }
        return parse_pass_pipeline(text, registry, tool);
    }
    let mut pm = match &args.reproducer_pipeline {
        Some(text) => parse_pass_pipeline(text, registry, tool)?,
        None => OpPassManager::new(root_anchor),
    };
    for f in flags {
        if let Some(info) = registry.pass(&f.argument) {
            let options = parse_options(registry, info, &f.options, tool, false)?;
            pm.add_pass(info, options, true)
                .map_err(|m| PipelineError {
                    raw: String::new(),
                    message: Some(format!(
                        "{m}\nfailed to add `{}` with options `{}`\n",
                        f.argument, f.options
                    )),
                })?;
        } else if let Some(p) = registry.pipeline(&f.argument) {
            add_pipeline_elements(p.pipeline, &mut pm, registry, tool)?;
        }
    }
    Ok(pm)
}

/// A ready-to-run pass pipeline with its instrumentation settings.
pub struct PassDriver {
    /// The executor.
    pub manager: PassManager,
    args: PassArgs,
}

impl PassDriver {
    /// Builds the driver; `printer` and `verifier` come from compiler/asm and compiler/ir.
    pub fn new(
        args: &PassArgs,
        flags: &[PassFlag],
        registry: &PassRegistry,
        root_anchor: &str,
        tool: &str,
        printer: Option<Arc<OpPrinter>>,
        verifier: Option<Arc<OpVerifier>>,
    ) -> Result<Self, PipelineError> {
        // `--mlir-print-ir-before/after` take registered pass arguments.
        for (flag, names) in [
            ("mlir-print-ir-before", &args.print_before),
            ("mlir-print-ir-after", &args.print_after),
        ] {
            if let Some(bad) = names.iter().find(|n| registry.pass(n).is_none()) {
                return Err(PipelineError::command_line(format!(
                    "{tool}: for the --{flag} option: Cannot find option named '{bad}'!\n"
                )));
            }
        }
        let root = build_pipeline(args, flags, registry, root_anchor, tool)?;
        let config = RunConfig {
            verify_each: args.verify_each,
            threading: !args.disable_threading,
            workers: crate::manager::worker_threads(),
            print: PrintConfig {
                before: args.print_before.clone(),
                after: args.print_after.clone(),
                before_all: args.print_before_all,
                after_all: args.print_after_all,
                after_change: args.print_after_change,
                after_failure: args.print_after_failure,
                module_scope: args.print_module_scope,
                diff: args.print_diff,
                tree: args.print_tree_dir.is_some(),
            },
            reproducer: args.crash_reproducer.clone(),
            printer,
            print_op_on_diagnostic: true,
            verifier,
            progress: std::io::IsTerminal::is_terminal(&std::io::stderr()),
            registry: Some(Arc::new(registry.clone())),
            log_actions: None,
            profile_actions: false,
        };
        Ok(PassDriver {
            manager: PassManager::new(root, config),
            args: args.clone(),
        })
    }

    /// The `--dump-pass-pipeline` text, if requested.
    pub fn dump(&self) -> Option<String> {
        self.args
            .dump_pass_pipeline
            .then(|| self.manager.root.dump())
    }

    /// Runs the pipeline on `top` (an op of the root body) and adds the pass timers to
    /// `timing` when given.
    pub fn run(
        &self,
        ctx: &Context,
        root: &mut Body,
        top: OpId,
        timing: Option<&mut Timing>,
    ) -> RunOutput {
        let mut out = self.manager.run(ctx, root, top);
        if let Some(t) = timing {
            t.add_passes(std::mem::take(&mut out.timing));
        }
        out
    }

    /// The `--mlir-pass-statistics` report, if requested (print it after the run).
    pub fn statistics(&self) -> Option<String> {
        self.args
            .statistics
            .then(|| statistics_report(&self.manager.root, self.args.statistics_display))
    }

    /// The `--mlir-timing` display mode, if timing was requested.
    pub fn timing(&self) -> Option<TimingDisplay> {
        self.args.timing.then_some(self.args.timing_display)
    }
}
