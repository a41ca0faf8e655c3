//! What a pass is: its static description ([`PassInfo`]), the [`Pass`] trait it implements, and
//! the [`PassContext`] it runs with (diagnostics, statistics, analyses, textual output).

use std::any::{Any, TypeId};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use ropt_ir::{Body, Context, Diagnostic, OpId};
use rustc_hash::FxHashMap;

use crate::manager::{Event, OpPassManager};
use crate::options::{OptionSpec, PassOptions};
use crate::registry::PassRegistry;

/// A statistic a pass counts (shown by `--mlir-pass-statistics`).
#[derive(Debug, Clone, Copy)]
pub struct StatisticSpec {
    /// Short name, e.g. `num-cse'd`.
    pub name: &'static str,
    /// One-line description.
    pub description: &'static str,
}

/// Creates a pass instance from its parsed options.
pub type PassFactory = fn(&PassOptions) -> Box<dyn Pass>;

/// Static description of a pass, registered in a [`crate::PassRegistry`].
#[derive(Debug)]
pub struct PassInfo {
    /// The pipeline argument, e.g. `cse`.
    pub argument: &'static str,
    /// The display name used in reports, e.g. `CSE`.
    pub name: &'static str,
    /// One-line description for `--help`.
    pub description: &'static str,
    /// The op the pass runs on (`None`: any op).
    pub anchor: Option<&'static str>,
    /// Declared options.
    pub options: &'static [OptionSpec],
    /// Declared statistics.
    pub statistics: &'static [StatisticSpec],
    /// Builds the pass.
    pub create: PassFactory,
    /// Set for passes whose run on an op is the same as running them on each
    /// isolated-from-above op directly nested in it, and then on the op with those ops' regions
    /// hidden (shown empty); given the pass's options, says whether that holds. With threading
    /// on, the pass manager then runs the nested ops in parallel (so `-cse` on a module of
    /// functions uses every thread, as `func.func(cse)` does). Such a pass must not look into
    /// the regions of nested isolated ops other than by running on them.
    pub splits: Option<fn(&PassOptions) -> bool>,
}

/// The pass failed; its diagnostics were already emitted through the [`PassContext`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassFailure;

/// A transformation or analysis run on one op (and what it contains).
///
/// `run` gets the body holding `op`; the op's own regions are in `body.regions_body(op)`. A
/// pass may change the op's attributes and location and anything nested in it, never its
/// siblings or parent. Passes are shared between threads, so they take `&self`; per-run state
/// lives in locals, statistics in the [`PassContext`].
pub trait Pass: Send + Sync {
    /// Runs the pass on `op`.
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure>;

    /// The name shown in reports, when it is not [`PassInfo::name`] (a pass whose name is an
    /// option, like `composite-fixed-point-pass`).
    fn display_name(&self) -> Option<&str> {
        None
    }

    /// Called at the start of every run of a pass manager holding the pass, with the
    /// registry its pipelines come from (where MLIR asks passes for their dependent
    /// dialects): text to write on stderr before anything runs.
    fn before_run(&self, _registry: &PassRegistry, _stderr: &mut String) {}

    /// The pass runs on function ops only (MLIR's `InterfacePass<FunctionOpInterface>`): the
    /// pass manager refuses it in a pipeline anchored on another op, and fails on such an op
    /// met by an op-agnostic pipeline.
    fn function_ops_only(&self) -> bool {
        false
    }

    /// The pass runs on symbols only (MLIR's `InterfacePass<SymbolOpInterface>`): scheduled
    /// on any op, it fails on one that is not a symbol ("trying to schedule pass ... on an
    /// unsupported operation"; an unnamed `builtin.module` is none), and an op-agnostic
    /// pipeline skips such ops.
    fn symbol_ops_only(&self) -> bool {
        false
    }

    /// With [`Pass::function_ops_only`]: the pass may be scheduled on any op and fails only
    /// when it runs on one that is not a function ("trying to schedule pass ... on an
    /// unsupported operation"), as mlir-opt 22's passes that check their op when they run
    /// (`-test-print-dominance`).
    fn checks_op_when_run(&self) -> bool {
        false
    }
}

/// An analysis: computed on demand for an op, cached, and dropped after a pass unless the pass
/// preserves it.
pub trait Analysis: Any + Send + Sync + Sized {
    /// Name shown in timing reports as `(A) Name`.
    const NAME: &'static str;
    /// Computes the analysis for `op` (held by `body`).
    fn compute(ctx: &Context, body: &Body, op: OpId) -> Self;
}

/// Cached analyses of one op, keyed by type.
#[derive(Default)]
pub struct AnalysisManager {
    cache: FxHashMap<TypeId, Box<dyn Any + Send + Sync>>,
    /// Time spent computing each analysis (name, time), drained by the timing instrumentation.
    pub(crate) timings: Vec<(&'static str, Duration)>,
}

impl AnalysisManager {
    /// Keeps only the analyses in `preserved` (all of them if `preserved` is `None`).
    pub(crate) fn invalidate(&mut self, preserved: &Preserved) {
        match preserved {
            Preserved::All => {}
            Preserved::Some(keep) => self.cache.retain(|k, _| keep.contains(k)),
        }
    }

    /// Drops everything.
    pub(crate) fn clear(&mut self) {
        self.cache.clear();
    }

    /// True if an analysis of type `T` is cached.
    pub fn is_cached<T: Analysis>(&self) -> bool {
        self.cache.contains_key(&TypeId::of::<T>())
    }
}

/// Which analyses a pass keeps valid.
#[derive(Debug, Clone)]
pub(crate) enum Preserved {
    All,
    Some(Vec<TypeId>),
}

impl Preserved {
    /// True if every analysis is preserved (the pass did not change the IR).
    pub(crate) fn is_all(&self) -> bool {
        matches!(self, Preserved::All)
    }

    /// What both `self` and `other` preserve.
    pub(crate) fn intersect(self, other: &Preserved) -> Preserved {
        match (self, other) {
            (p, Preserved::All) => p,
            (Preserved::All, p) => p.clone(),
            (Preserved::Some(mut a), Preserved::Some(b)) => {
                a.retain(|t| b.contains(t));
                Preserved::Some(a)
            }
        }
    }
}

/// What a running pass can use besides the IR.
pub struct PassContext<'a> {
    pub(crate) diagnostics: &'a mut Vec<Diagnostic>,
    pub(crate) output: &'a mut String,
    pub(crate) stdout: &'a mut String,
    pub(crate) stats: &'a [AtomicU64],
    pub(crate) analyses: &'a mut AnalysisManager,
    pub(crate) preserved: Preserved,
    pub(crate) printer: Option<std::sync::Arc<crate::manager::OpPrinter>>,
    /// Whether errors at ops get the `see current operation` note.
    pub(crate) op_notes: bool,
    pub(crate) has_parent: bool,
    pub(crate) parallel: bool,
    /// What dynamic pipelines need (absent for a pass running split over threads).
    pub(crate) runner: Option<crate::manager::Runner<'a>>,
    /// Output and diagnostics in order, once a dynamic pipeline ran (what came before it is
    /// moved here first, so that the pipeline's own output follows it).
    pub(crate) ordered: Vec<Event>,
    /// Where in `ordered` the error of [`PassContext::run_pipeline_on_parent`] is, to get
    /// its `see current operation` note once the pass is done (the parent is printed then).
    pub(crate) parent_error: Option<usize>,
    /// What [`PassContext::update_parent_attr`] asked for.
    pub(crate) parent_attrs: Vec<(String, ParentAttrUpdate)>,
}

/// The new value of a parent's attribute from its current one ([`PassContext::update_parent_attr`]).
pub type ParentAttrUpdate =
    Box<dyn FnOnce(&Context, Option<ropt_ir::Attribute>) -> Option<ropt_ir::Attribute> + Send>;

impl<'a> PassContext<'a> {
    /// Updates discardable attribute `name` of the op holding the one the pass runs on
    /// (`update` gets its current value, `None` removes it), once the pipeline nested in
    /// that op has run on all its ops, in op order (MLIR's test passes write to the parent
    /// from a nested pass). On the top-level op, which has no parent, nothing happens.
    pub fn update_parent_attr(&mut self, name: &str, update: ParentAttrUpdate) {
        self.parent_attrs.push((name.to_string(), update));
    }

    /// Emits a diagnostic (returned to the tool in order, after the pass).
    pub fn emit(&mut self, diag: Diagnostic) {
        self.diagnostics.push(diag);
    }

    /// An error at `op` worded as MLIR's `emitOpError` (`'name' op MESSAGE`), with the
    /// `see current operation` note when an op printer is installed.
    pub fn op_error(&self, ctx: &Context, body: &Body, op: OpId, message: &str) -> Diagnostic {
        let message = format!("'{}' op {message}", body.op_name(op));
        self.error_at_op(ctx, body, op, &message)
    }

    /// An error at `op` worded as MLIR's `emitError` (the message as given), with the `see
    /// current operation` note when an op printer is installed.
    pub fn error_at_op(&self, ctx: &Context, body: &Body, op: OpId, message: &str) -> Diagnostic {
        self.error_at_op_fn()(ctx, body, op, message)
    }

    /// [`PassContext::error_at_op`] as a function that worker threads may call.
    pub fn error_at_op_fn(
        &self,
    ) -> impl Fn(&Context, &Body, OpId, &str) -> Diagnostic + Send + Sync + 'static {
        self.diagnostic_at_op_fn(ropt_ir::diagnostics::Severity::Error)
    }

    /// [`PassContext::error_at_op_fn`] for a diagnostic of any severity (MLIR's
    /// `emitRemark`, `emitWarning` on an op also attach the note).
    pub fn diagnostic_at_op_fn(
        &self,
        severity: ropt_ir::diagnostics::Severity,
    ) -> impl Fn(&Context, &Body, OpId, &str) -> Diagnostic + Send + Sync + 'static {
        let printer = self.printer.clone().filter(|_| self.op_notes);
        move |ctx: &Context, body: &Body, op: OpId, message: &str| {
            let loc = body.op_location(op);
            let mut d = Diagnostic::new(severity, loc, message);
            if let Some(p) = &printer {
                // Errors show the op in generic form, other severities in custom form
                // (MLIR's `Operation::emitDiagnostic`).
                let mode = crate::manager::PrintMode {
                    generic: severity == ropt_ir::diagnostics::Severity::Error,
                    top_level: false,
                    skip_regions: false,
                };
                let text = p(ctx, body, op, mode);
                // An op printed on several lines starts on a line of its own, as in
                // mlir-opt (a declaration's empty region prints on one line).
                let sep = if text.contains('\n') { "\n" } else { "" };
                d.add_note(loc, format!("see current operation: {sep}{text}"));
            }
            d
        }
    }

    /// `op` (of `body`) as mlir-opt's `operator<<` prints it, in custom form and numbered
    /// locally (`None` without an op printer).
    pub fn print_op(&self, ctx: &Context, body: &Body, op: OpId) -> Option<String> {
        let mode = crate::manager::PrintMode {
            generic: false,
            top_level: false,
            skip_regions: false,
        };
        self.printer.as_ref().map(|p| p(ctx, body, op, mode))
    }

    /// True if the op has a parent op (it is not the top-level op of the run).
    pub fn op_has_parent(&self) -> bool {
        self.has_parent
    }

    /// True if the pass may spread its work over the worker threads (threading is on, there
    /// is more than one worker, and the pass is not already running on one of them).
    pub fn parallel(&self) -> bool {
        self.parallel
    }

    /// Appends text to the pass's report stream (stderr in ropt; e.g. `print-op-stats`).
    pub fn print(&mut self, text: &str) {
        self.output.push_str(text);
    }

    /// Appends text for standard output (what MLIR's passes print to `llvm::outs()`), which
    /// the tool writes before the IR.
    pub fn print_stdout(&mut self, text: &str) {
        self.stdout.push_str(text);
    }

    /// Adds `n` to statistic number `index` (in [`PassInfo::statistics`] order).
    pub fn add_statistic(&self, index: usize, n: u64) {
        if let Some(s) = self.stats.get(index) {
            s.fetch_add(n, Ordering::Relaxed);
        }
    }

    /// The analysis `T` of the op the pass runs on, computed if not cached.
    pub fn analysis<T: Analysis>(&mut self, ctx: &Context, body: &Body, op: OpId) -> &mut T {
        let key = TypeId::of::<T>();
        if !self.analyses.cache.contains_key(&key) {
            let start = Instant::now();
            let value = T::compute(ctx, body, op);
            self.analyses.timings.push((T::NAME, start.elapsed()));
            self.analyses.cache.insert(key, Box::new(value));
        }
        self.analyses
            .cache
            .get_mut(&key)
            .and_then(|b| b.downcast_mut::<T>())
            .expect("analysis cache holds the right type")
    }

    /// The analysis `T` if it is cached (e.g. preserved by an earlier pass).
    pub fn cached_analysis<T: Analysis>(&self) -> Option<&T> {
        self.analyses
            .cache
            .get(&TypeId::of::<T>())
            .and_then(|b| b.downcast_ref::<T>())
    }

    /// The registry of the run (to parse dynamic pipelines), if the tool gave one.
    pub fn registry(&self) -> Option<&PassRegistry> {
        self.runner
            .as_ref()
            .and_then(|r| r.pm.config.registry.as_deref())
    }

    /// Moves the pass's output and diagnostics so far to the ordered list.
    fn flush_ordered(&mut self) {
        if !self.stdout.is_empty() {
            self.ordered
                .push(Event::Stdout(std::mem::take(self.stdout)));
        }
        if !self.output.is_empty() {
            self.ordered.push(Event::Text(std::mem::take(self.output)));
        }
        self.ordered
            .extend(self.diagnostics.drain(..).map(Event::Diagnostic));
    }

    /// Runs `pipeline` on an op from within the pass (MLIR's `runPipeline`), with the run's
    /// instrumentation and verification: `path` starts at the op the pass runs on (of
    /// `body`), each next op nested in the previous one's regions. The pipeline's anchor
    /// must match the last op's name (or be `any`). False if it failed, or if `path` does
    /// not start at the pass's op.
    pub fn run_pipeline(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        path: &[OpId],
        pipeline: &OpPassManager,
    ) -> bool {
        let Some(runner) = self.runner else {
            return false;
        };
        self.flush_ordered();
        let Some(&last) = path.last() else {
            return false;
        };
        {
            let mut b: &Body = body;
            for &o in &path[..path.len() - 1] {
                b = b.regions_body(o);
            }
            let name = b.op_name(last);
            if !pipeline.is_any() && pipeline.anchor() != name.as_str() {
                self.ordered.push(Event::Diagnostic(Diagnostic::error(
                    b.op_location(last),
                    format!(
                        "can't run '{}' pass manager on '{}' op",
                        pipeline.anchor(),
                        name
                    ),
                )));
                return false;
            }
        }
        let (ok, events) = runner.run_nested(pipeline, ctx, body, path);
        self.ordered.extend(events);
        // The pipeline may have changed anything.
        self.analyses.clear();
        ok
    }

    /// MLIR's `runPipeline` on the parent of the pass's op: always an error, at the parent
    /// (as mlir-opt reports it); false. Nothing is reported for an op without a parent.
    pub fn run_pipeline_on_parent(&mut self) -> bool {
        if let Some((loc, name)) = self.runner.and_then(|r| r.parent) {
            self.flush_ordered();
            self.parent_error = Some(self.ordered.len());
            self.ordered.push(Event::Diagnostic(Diagnostic::error(
                loc,
                format!(
                    "'{name}' op Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing"
                ),
            )));
        }
        false
    }

    /// Marks every analysis as preserved (the pass did not change the IR).
    pub fn preserve_all(&mut self) {
        self.preserved = Preserved::All;
    }

    /// Marks analysis `T` as preserved.
    pub fn preserve<T: Analysis>(&mut self) {
        if let Preserved::Some(v) = &mut self.preserved {
            v.push(TypeId::of::<T>());
        }
    }
}
