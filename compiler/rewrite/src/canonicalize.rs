//! The `canonicalize` pass: greedily applies every registered op's canonicalization patterns
//! (the [`CanonicalizationPatterns`] interface on dialects and ops) and folders.
//!
//! Register it with [`register`]. `--trace-rewrites` (beyond mlir-opt) is a process-wide
//! switch set with [`set_trace_rewrites`]; the trace goes to the pass's report stream.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};

use ropt_ir::{Body, Context, Diagnostic, OpId};
use ropt_pass::{Pass, PassContext, PassFailure, PassOptions, PassRegistry};

use crate::greedy::{
    GreedyResult, GreedyRewriteConfig, RegionSimplification, apply_patterns_and_fold_greedily,
    worth_compacting,
};
use crate::pattern_set::{CanonicalizationPatterns, FrozenRewritePatternSet, RewritePatternSet};
use crate::trace::{TraceFormat, format_cycle, format_trace};

/// The options of `canonicalize` (as mlir-opt declares them).
#[derive(Debug, Clone, Default)]
pub struct CanonicalizeOptions {
    /// Driver configuration (top-down, region-simplify, max-iterations, max-num-rewrites).
    pub config: GreedyRewriteConfig,
    /// Fail on non-convergence.
    pub test_convergence: bool,
    /// Pattern names/labels to drop.
    pub disable_patterns: Vec<String>,
    /// Pattern names/labels to keep (all when empty).
    pub enable_patterns: Vec<String>,
}

impl CanonicalizeOptions {
    /// Reads parsed pass options.
    pub fn from_pass_options(o: &PassOptions) -> Self {
        let mut config = GreedyRewriteConfig {
            top_down: o.bool("top-down"),
            max_iterations: o.int("max-iterations"),
            max_num_rewrites: o.int("max-num-rewrites"),
            region_simplification: match o.enum_value("region-simplify") {
                "disabled" => RegionSimplification::Disabled,
                "aggressive" => RegionSimplification::Aggressive,
                _ => RegionSimplification::Normal,
            },
            ..GreedyRewriteConfig::default()
        };
        config.trace = trace_rewrites().is_some();
        config.check_contracts |= CHECK_CONTRACTS.load(Ordering::Relaxed);
        CanonicalizeOptions {
            config,
            test_convergence: o.bool("test-convergence"),
            disable_patterns: o.list("disable-patterns").to_vec(),
            enable_patterns: o.list("enable-patterns").to_vec(),
        }
    }
}

static TRACE: AtomicU8 = AtomicU8::new(0);
static CHECK_CONTRACTS: AtomicBool = AtomicBool::new(false);

/// Turns the pattern-contract checker on for `canonicalize` in every build (it is always on in
/// debug builds).
pub fn set_check_pattern_contracts(on: bool) {
    CHECK_CONTRACTS.store(on, Ordering::Relaxed);
}

/// Turns rewrite tracing of `canonicalize` on (text or JSON lines) or off.
pub fn set_trace_rewrites(format: Option<TraceFormat>) {
    let v = match format {
        None => 0,
        Some(TraceFormat::Text) => 1,
        Some(TraceFormat::Json) => 2,
    };
    TRACE.store(v, Ordering::Relaxed);
}

/// The current trace setting.
pub fn trace_rewrites() -> Option<TraceFormat> {
    match TRACE.load(Ordering::Relaxed) {
        1 => Some(TraceFormat::Text),
        2 => Some(TraceFormat::Json),
        _ => None,
    }
}

/// Every canonicalization pattern of the registered dialects (in registration order), the
/// context's pattern providers ([`crate::provider`]) and the ops (sorted by name, as MLIR lists
/// registered ops).
pub fn collect_canonicalization_patterns(ctx: &Context) -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    for d in ctx.registry().dialects() {
        if let Some(p) = d.interfaces.get::<CanonicalizationPatterns>() {
            (p.0)(ctx, &mut set);
        }
    }
    crate::provider::populate_provided_patterns(ctx, &mut set);
    let mut ops: Vec<_> = ctx.registry().registered_ops().collect();
    ops.sort_by_key(|n| n.as_str());
    for op in ops {
        if let Some(p) = op.interface::<CanonicalizationPatterns>() {
            (p.0)(ctx, &mut set);
        }
    }
    set
}

/// Runs canonicalization on the regions of `op` (held by `body`).
pub fn canonicalize(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    patterns: &FrozenRewritePatternSet,
    options: &CanonicalizeOptions,
) -> GreedyResult {
    let regions = body.regions(op).to_vec();
    let isolated = body.op(op).has_nested_body();
    let inner = body.regions_body_mut(op);
    let result = apply_patterns_and_fold_greedily(ctx, inner, &regions, patterns, &options.config);
    // Once the rewrites are done, give back the slots of the ops they erased (bodies nested
    // deeper already were). Only in an isolated op's body without isolated ops of its own: no
    // one outside the pass holds ids of it then (a pass manager may hold those of the ops
    // owning nested bodies), and only if it changed (unchanged IR keeps its analyses).
    if isolated
        && result.changed
        && inner.nested_bodies().next().is_none()
        && worth_compacting(inner)
    {
        inner.compact();
    }
    result
}

struct CanonicalizePass {
    options: CanonicalizeOptions,
    patterns: OnceLock<FrozenRewritePatternSet>,
}

impl Pass for CanonicalizePass {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let patterns = self.patterns.get_or_init(|| {
            collect_canonicalization_patterns(ctx).freeze(
                &self.options.disable_patterns,
                &self.options.enable_patterns,
            )
        });
        let result = canonicalize(ctx, body, op, patterns, &self.options);
        if !result.changed {
            // Nothing to re-verify or recompute (mlir-opt marks analyses preserved too).
            cx.preserve_all();
        }
        if let Some(format) = trace_rewrites() {
            cx.print(&format_trace(&result.trace, format));
        }
        let mut failed = false;
        for v in &result.violations {
            cx.emit(Diagnostic::error(v.location, v.to_string()));
            failed = true;
        }
        if self.options.test_convergence && !result.converged {
            // mlir-opt fails silently; with a trace, say which patterns kept firing.
            if trace_rewrites().is_some() {
                cx.print(&format!("{}\n", format_cycle(&result.cycle)));
            }
            failed = true;
        }
        if failed { Err(PassFailure) } else { Ok(()) }
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(CanonicalizePass {
        options: CanonicalizeOptions::from_pass_options(options),
        patterns: OnceLock::new(),
    })
}

/// Registers `canonicalize` in a pass registry.
pub fn register(registry: &mut PassRegistry) {
    registry.register(ropt_transforms::canonicalize_info(create));
}
