//! Pass managers: a list of passes and nested pass managers anchored on an op name, and the
//! executor that runs them (sequentially, or in parallel with rayon over the isolated ops a
//! nested pass manager runs on).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rayon::prelude::*;
use ropt_ir::{
    Attribute, Body, Context, Diagnostic, Location, OpId, OperationName, OperationState,
};

use crate::instrument::{ActionFilter, PrintConfig, ProfileEvent, Progress};
use crate::options::PassOptions;
use crate::pass::{AnalysisManager, Pass, PassContext, PassInfo, Preserved};
use crate::timing::TimerNode;

static NEXT_ID: AtomicUsize = AtomicUsize::new(1);

fn next_id() -> usize {
    NEXT_ID.fetch_add(1, Ordering::Relaxed)
}

/// A pass with its options and statistics counters.
pub struct PassInstance {
    /// What the pass is.
    pub info: &'static PassInfo,
    /// Its options.
    pub options: PassOptions,
    pass: Box<dyn Pass>,
    stats: Vec<AtomicU64>,
    id: usize,
}

impl PassInstance {
    /// Instantiates `info` with `options`.
    pub fn new(info: &'static PassInfo, options: PassOptions) -> Self {
        PassInstance {
            pass: (info.create)(&options),
            stats: info.statistics.iter().map(|_| AtomicU64::new(0)).collect(),
            info,
            options,
            id: next_id(),
        }
    }

    /// The name reports show: the pass's own ([`Pass::display_name`]) or its info's.
    pub fn name(&self) -> &str {
        self.pass.display_name().unwrap_or(self.info.name)
    }

    /// The current value of each statistic, in declaration order.
    pub fn statistics(&self) -> Vec<u64> {
        self.stats
            .iter()
            .map(|s| s.load(Ordering::Relaxed))
            .collect()
    }
}

/// One element of a pass manager.
pub enum PassEntry {
    /// A pass run on the pass manager's op.
    Pass(PassInstance),
    /// A pass manager run on the isolated ops directly nested in the op.
    Nested(OpPassManager),
}

/// A pipeline anchored on an op name (`any` for op-agnostic pipelines).
pub struct OpPassManager {
    anchor: String,
    /// The passes and nested pass managers, in order.
    pub entries: Vec<PassEntry>,
    id: usize,
}

impl OpPassManager {
    /// An empty pass manager for ops named `anchor` (or `any`).
    pub fn new(anchor: &str) -> Self {
        OpPassManager {
            anchor: anchor.to_owned(),
            entries: Vec::new(),
            id: next_id(),
        }
    }

    /// The anchor op name (`any` when op-agnostic).
    pub fn anchor(&self) -> &str {
        &self.anchor
    }

    /// True if the pass manager is op-agnostic.
    pub fn is_any(&self) -> bool {
        self.anchor == "any"
    }

    /// Adds a nested pass manager on `anchor` and returns it.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.entries
            .push(PassEntry::Nested(OpPassManager::new(anchor)));
        match self.entries.last_mut() {
            Some(PassEntry::Nested(pm)) => pm,
            _ => unreachable!("just pushed a nested pass manager"),
        }
    }

    /// Adds a pass. A pass restricted to another op is nested in a new pass manager on that
    /// op when `implicit_nesting` is set (as for `-pass` flags), and rejected otherwise with
    /// mlir-opt's message.
    pub fn add_pass(
        &mut self,
        info: &'static PassInfo,
        options: PassOptions,
        implicit_nesting: bool,
    ) -> Result<(), String> {
        if let Some(a) = info.anchor
            && !self.is_any()
            && a != self.anchor
        {
            if implicit_nesting {
                self.nest(a)
                    .entries
                    .push(PassEntry::Pass(PassInstance::new(info, options)));
                return Ok(());
            }
            return Err(format!(
                "Can't add pass '{}' restricted to '{a}' on a PassManager intended to run on '{}', did you intend to nest?",
                info.name, self.anchor
            ));
        }
        self.entries
            .push(PassEntry::Pass(PassInstance::new(info, options)));
        Ok(())
    }

    /// The pipeline as text, e.g. `builtin.module(func.func(cse), symbol-dce)`.
    pub fn pipeline_string(&self) -> String {
        let mut s = String::new();
        self.write_compact(&mut s);
        s
    }

    fn write_compact(&self, s: &mut String) {
        s.push_str(&self.anchor);
        s.push('(');
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            match e {
                PassEntry::Pass(p) => {
                    s.push_str(p.info.argument);
                    s.push_str(&p.options.to_string());
                }
                PassEntry::Nested(pm) => pm.write_compact(s),
            }
        }
        s.push(')');
    }

    /// The pipeline as it runs, in the text of mlir-opt's crash reproducers: adjacent nested
    /// pass managers are merged by anchor (their passes concatenated) and sorted by anchor
    /// name; the root's elements are separated by `, `, nested ones by `,`. E.g.
    /// `builtin.module(func.func(cse),func.func(canonicalize))` runs as
    /// `builtin.module(func.func(cse,canonicalize))`.
    pub fn run_pipeline_string(&self) -> String {
        let mut s = String::new();
        s.push_str(&self.anchor);
        s.push('(');
        write_merged(&mut s, self.entries.iter().collect(), ", ");
        s.push(')');
        s
    }

    /// The `--dump-pass-pipeline` text (`Pass Manager with N passes:` and the indented
    /// pipeline, followed by a blank line).
    pub fn dump(&self) -> String {
        let mut s = format!("Pass Manager with {} passes:\n", self.entries.len());
        self.write_pretty(&mut s, 0);
        s.push_str("\n\n");
        s
    }

    fn write_pretty(&self, s: &mut String, indent: usize) {
        s.push_str(&self.anchor);
        s.push_str("(\n");
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                s.push_str(",\n");
            }
            s.push_str(&" ".repeat(indent + 2));
            match e {
                PassEntry::Pass(p) => {
                    s.push_str(p.info.argument);
                    s.push_str(&p.options.to_string());
                }
                PassEntry::Nested(pm) => pm.write_pretty(s, indent + 2),
            }
        }
        s.push('\n');
        s.push_str(&" ".repeat(indent));
        s.push(')');
    }

    /// Visits every pass instance, depth first.
    pub fn for_each_pass(&self, f: &mut dyn FnMut(&PassInstance)) {
        for e in &self.entries {
            match e {
                PassEntry::Pass(p) => f(p),
                PassEntry::Nested(pm) => pm.for_each_pass(f),
            }
        }
    }

    /// True if any nested pass manager exists.
    pub fn has_nested(&self) -> bool {
        self.entries
            .iter()
            .any(|e| matches!(e, PassEntry::Nested(_)))
    }
}

/// Writes `entries` as [`OpPassManager::run_pipeline_string`] does, separated by `sep`.
fn write_merged(s: &mut String, entries: Vec<&PassEntry>, sep: &str) {
    let mut i = 0;
    let mut first = true;
    while i < entries.len() {
        if !std::mem::take(&mut first) {
            s.push_str(sep);
        }
        match entries[i] {
            PassEntry::Pass(p) => {
                s.push_str(p.info.argument);
                s.push_str(&p.options.to_string());
                i += 1;
            }
            PassEntry::Nested(_) => {
                // A run of nested pass managers: one per anchor, sorted by anchor.
                let mut merged: Vec<(&str, Vec<&PassEntry>)> = Vec::new();
                while let Some(PassEntry::Nested(pm)) = entries.get(i) {
                    match merged.iter_mut().find(|(a, _)| *a == pm.anchor) {
                        Some((_, v)) => v.extend(pm.entries.iter()),
                        None => merged.push((&pm.anchor, pm.entries.iter().collect())),
                    }
                    i += 1;
                }
                merged.sort_by_key(|(a, _)| *a);
                for (k, (anchor, inner)) in merged.into_iter().enumerate() {
                    if k > 0 {
                        s.push(',');
                    }
                    s.push_str(anchor);
                    s.push('(');
                    write_merged(s, inner, ",");
                    s.push(')');
                }
            }
        }
    }
}

/// How the executor wants an op printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PrintMode {
    /// The generic form (for `see current operation` notes).
    pub generic: bool,
    /// The op is the real top-level op (mlir-opt then prints alias definitions and a trailing
    /// newline); otherwise it is printed in local scope without a trailing newline.
    pub top_level: bool,
    /// Regions elided (`{...}`), as the action log shows ops.
    pub skip_regions: bool,
}

/// Prints an op as mlir-opt's `Operation::print` would; the body is the one holding the op.
/// Installed by the tool (compiler/asm provides the printer).
pub type OpPrinter = dyn Fn(&Context, &Body, OpId, PrintMode) -> String + Send + Sync;

/// Verifies an op and everything nested in it; returns the errors found.
pub type OpVerifier = dyn Fn(&Context, &Body, OpId) -> Vec<Diagnostic> + Send + Sync;

/// Something the run reports, in order: text for stderr, or a diagnostic to render.
#[derive(Debug, Clone)]
pub enum Event {
    /// Raw text for stderr (IR dumps, pass reports).
    Text(String),
    /// Text for standard output, written before the IR (see [`PassContext::print_stdout`]).
    Stdout(String),
    /// A diagnostic.
    Diagnostic(Diagnostic),
    /// A line of the action log (`--log-actions-to`), newline included.
    Action(String),
    /// An entry of the action profile (`--profile-actions-to`).
    Profile(ProfileEvent),
    /// An IR dump for the file tree of `--mlir-print-ir-tree-dir`: the dump of the run of
    /// the pass `argument` on the op whose directory names (one per op from the root to it,
    /// `<op name with _ for .>_<symbol name or no-symbol-name>`, path separators as `_`)
    /// are `scope`.
    IrFile {
        /// The op's directory names, outermost first.
        scope: Vec<String>,
        /// The pass argument.
        argument: &'static str,
        /// The dump.
        text: String,
    },
}

/// How to run a pipeline.
#[derive(Clone)]
pub struct RunConfig {
    /// Verify the op after each pass (`--verify-each`).
    pub verify_each: bool,
    /// Multi-threading is enabled (off with `--mlir-disable-threading`): nested pass managers
    /// run in parallel when [`RunConfig::workers`] allows, and the run behaves as mlir-opt's
    /// does with threading (timing report shape, reproducer text, flag checks).
    pub threading: bool,
    /// How many worker threads parallel sections may use. With one (`RAYON_NUM_THREADS=1`,
    /// or a single CPU), everything runs on the calling thread as without threading: a pool
    /// of one worker only adds hand-offs and scratch bodies.
    pub workers: usize,
    /// IR printing (`--mlir-print-ir-*`).
    pub print: PrintConfig,
    /// Where to write a reproducer when the pipeline fails.
    pub reproducer: Option<String>,
    /// Op printer (needed for IR dumps, reproducers and `see current operation` notes).
    pub printer: Option<Arc<OpPrinter>>,
    /// Errors that passes report at ops get the `see current operation` note (mlir-opt's
    /// `-mlir-print-op-on-diagnostic`, off under `-verify-diagnostics`).
    pub print_op_on_diagnostic: bool,
    /// Op verifier (needed for `--verify-each`).
    pub verifier: Option<Arc<OpVerifier>>,
    /// Show a progress bar on stderr for long runs.
    pub progress: bool,
    /// The registry the pipeline came from: passes parse their dynamic pipelines with it
    /// ([`PassContext::registry`]).
    pub registry: Option<Arc<crate::registry::PassRegistry>>,
    /// Log the execution of each pass as an MLIR action (`--log-actions-to`), on the ops
    /// the filter matches (`--log-mlir-actions-filter`).
    pub log_actions: Option<ActionFilter>,
    /// Record the start and end of each pass run (`--profile-actions-to`).
    pub profile_actions: bool,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            verify_each: true,
            threading: true,
            workers: worker_threads(),
            print: PrintConfig::default(),
            reproducer: None,
            printer: None,
            print_op_on_diagnostic: true,
            verifier: None,
            progress: false,
            registry: None,
            log_actions: None,
            profile_actions: false,
        }
    }
}

/// What a run produced.
#[derive(Debug, Default)]
pub struct RunOutput {
    /// Diagnostics and stderr text, in order.
    pub events: Vec<Event>,
    /// True if the pipeline succeeded.
    pub success: bool,
    /// Timing of the passes, to hang under the tool's root timer.
    pub timing: TimerNode,
}

/// Per-task execution state (one per thread of a parallel section, merged in op order).
struct ExecState {
    events: Vec<Event>,
    timer: TimerNode,
    /// Descriptions of the failing pass executions (for the reproducer note).
    failures: Vec<String>,
    /// Location of the first failing op.
    failure_loc: Option<Location>,
    /// The root body is a scratch copy made for a parallel task (its top op is not the real
    /// top-level op).
    scratch: bool,
    /// With `scratch`: the location and name of the real parent of the root body's top op.
    scratch_parent: Option<(Location, OperationName)>,
    /// Updates of discardable attributes of the parent of the op passes ran on
    /// ([`PassContext::update_parent_attr`]), in op order: the adaptor running the pipeline
    /// on the parent's children applies them once they are done.
    parent_attrs: Vec<(String, crate::pass::ParentAttrUpdate)>,
}

impl ExecState {
    fn new() -> Self {
        ExecState {
            events: Vec::new(),
            timer: TimerNode::default(),
            failures: Vec::new(),
            failure_loc: None,
            scratch: false,
            scratch_parent: None,
            parent_attrs: Vec::new(),
        }
    }

    fn merge(&mut self, other: ExecState) {
        self.events.extend(other.events);
        self.parent_attrs.extend(other.parent_attrs);
        self.failures.extend(other.failures);
        if self.failure_loc.is_none() {
            self.failure_loc = other.failure_loc;
        }
    }
}

/// Navigates from the root body along `path` (each op nested in the previous one's regions)
/// and returns the body holding the last op.
/// Applies the attribute updates nested passes asked for on their parent `op`, in order.
fn apply_parent_attrs(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    updates: Vec<(String, crate::pass::ParentAttrUpdate)>,
) {
    for (name, update) in updates {
        let value = update(ctx, body.discardable_attr(op, &name));
        body.set_discardable_attr(ctx, op, &name, value);
    }
}

fn body_at<'b>(root: &'b mut Body, path: &[OpId]) -> &'b mut Body {
    let mut b = root;
    for &o in &path[..path.len() - 1] {
        b = b.regions_body_mut(o);
    }
    b
}

fn body_at_ref<'b>(root: &'b Body, path: &[OpId]) -> &'b Body {
    let mut b = root;
    for &o in &path[..path.len() - 1] {
        b = b.regions_body(o);
    }
    b
}

/// `'func.func' operation: @f` (or without the symbol) as mlir-opt describes an op.
pub fn describe_op(body: &Body, op: OpId) -> String {
    let name = body.op_name(op);
    match symbol_name(body, op) {
        Some(s) => format!("'{name}' operation: @{s}"),
        None => format!("'{name}' operation"),
    }
}

/// The op's `sym_name` (property or attribute), if any.
pub fn symbol_name(body: &Body, op: OpId) -> Option<&'static str> {
    let o = body.op(op);
    let find = |a: Option<Attribute>| a.and_then(|d| d.get("sym_name")).and_then(|s| s.as_str());
    find(o.properties()).or_else(|| find(o.attributes()))
}

/// What a running pass needs to run a dynamic pipeline: the executor and the parent of its
/// op (for MLIR's error on scheduling there).
#[derive(Clone, Copy)]
pub(crate) struct Runner<'a> {
    pub(crate) pm: &'a PassManager,
    progress: &'a Progress,
    pub(crate) parent: Option<(Location, OperationName)>,
    /// The pass's op is the real top-level op (printed as such by a pipeline run on it).
    top_level: bool,
}

impl Runner<'_> {
    /// Runs `pipeline` on the op at `path` of `body` (as a nested pipeline: the op is never
    /// printed as the top-level op); returns success and what it reported, in order.
    pub(crate) fn run_nested(
        &self,
        pipeline: &OpPassManager,
        ctx: &Context,
        body: &mut Body,
        path: &[OpId],
    ) -> (bool, Vec<Event>) {
        let mut st = ExecState::new();
        st.scratch = !(self.top_level && path.len() == 1);
        let mut path = path.to_vec();
        let ok = self
            .pm
            .run_pipeline(pipeline, ctx, body, &mut path, &mut st, self.progress);
        (ok, st.events)
    }
}

/// The executor: a root pass manager plus the run configuration.
pub struct PassManager {
    /// The root pipeline.
    pub root: OpPassManager,
    /// How to run it.
    pub config: RunConfig,
}

/// A group of adjacent nested pass managers, merged by anchor (as mlir-opt merges adjacent
/// adaptors): `(anchor, pipelines run one after the other)`.
type Group<'a> = Vec<(&'a str, Vec<&'a OpPassManager>)>;

/// What a parallel task returns: success, its state, and its pipelines' timers.
type TaskResult = (bool, ExecState, Vec<(usize, String, TimerNode)>);

/// How many threads rayon pools get: `RAYON_NUM_THREADS` if set (and not 0), else one per
/// CPU (rayon's rule, computed without starting a pool).
pub fn worker_threads() -> usize {
    // Read once: a run asks several times, and `available_parallelism` reads cgroup files.
    static WORKERS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *WORKERS.get_or_init(|| {
        std::env::var("RAYON_NUM_THREADS")
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
            .filter(|&n| n > 0)
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    })
}

impl PassManager {
    /// True if nested pass managers and splitting passes run on several threads.
    fn parallel(&self) -> bool {
        // The files of `--mlir-print-ir-tree-dir` are named after each op's ancestors, which
        // the scratch body of a parallel task does not hold: that run stays on this thread.
        self.config.threading && self.config.workers > 1 && !self.config.print.tree
    }

    /// A pass manager running `root` with `config`.
    pub fn new(root: OpPassManager, config: RunConfig) -> Self {
        PassManager { root, config }
    }

    fn print(&self, ctx: &Context, body: &Body, op: OpId, mode: PrintMode) -> Option<String> {
        self.config.printer.as_ref().map(|p| p(ctx, body, op, mode))
    }

    /// An error at `op` (`'name' op MESSAGE`) with the `see current operation` note.
    fn op_error(&self, ctx: &Context, body: &Body, op: OpId, message: &str) -> Diagnostic {
        let mut d = Diagnostic::error(
            body.op_location(op),
            format!("'{}' op {message}", body.op_name(op)),
        );
        let mode = PrintMode {
            generic: true,
            top_level: false,
            skip_regions: false,
        };
        // (Not under -verify-diagnostics, where mlir-opt prints no op on a diagnostic.)
        if let Some(text) = self
            .print(ctx, body, op, mode)
            .filter(|_| self.config.print_op_on_diagnostic)
        {
            d.add_note(
                body.op_location(op),
                format!("see current operation: \n{text}"),
            );
        }
        d
    }

    /// Runs the pipeline on `top`, an op of `root` (the parsed file's root body).
    pub fn run(&self, ctx: &Context, root: &mut Body, top: OpId) -> RunOutput {
        let mut out = RunOutput::default();
        let name = root.op_name(top);
        if !self.root.is_any() && self.root.anchor != name.as_str() {
            out.events.push(Event::Diagnostic(Diagnostic::error(
                root.op_location(top),
                format!(
                    "can't run '{}' pass manager on '{}' op",
                    self.root.anchor, name
                ),
            )));
            return out;
        }
        if let Some(d) = unschedulable(ctx, &self.root) {
            out.events.push(Event::Diagnostic(d));
            return out;
        }
        if self.config.print.module_scope && self.config.threading {
            out.events.push(Event::Diagnostic(Diagnostic::error(
                ctx.unknown_loc(),
                "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n",
            )));
            return out;
        }
        let before = match &self.config.reproducer {
            Some(_) => self.print(
                ctx,
                root,
                top,
                PrintMode {
                    generic: false,
                    top_level: true,
                    skip_regions: false,
                },
            ),
            None => None,
        };
        if let Some(registry) = &self.config.registry {
            let mut text = String::new();
            self.root
                .for_each_pass(&mut |p| p.pass.before_run(registry, &mut text));
            if !text.is_empty() {
                out.events.push(Event::Text(text));
            }
        }
        let progress = Progress::new(self.config.progress);
        let mut st = ExecState::new();
        let mut path = vec![top];
        let ok = self.run_pipeline(&self.root, ctx, root, &mut path, &mut st, &progress);
        progress.finish();
        out.success = ok;
        out.timing = st.timer;
        out.events.extend(st.events);
        if !ok && let Some(file) = &self.config.reproducer {
            let loc = st.failure_loc.unwrap_or_else(|| root.op_location(top));
            self.write_reproducer(file, before.as_deref().unwrap_or(""));
            out.events.push(Event::Diagnostic(
                Diagnostic::error(
                    loc,
                    "Failures have been detected while processing an MLIR pass pipeline",
                )
                .with_note(
                    loc,
                    format!(
                        "Pipeline failed while executing [{}]: reproducer generated at `{file}`",
                        st.failures.join(", ")
                    ),
                ),
            ));
        }
        out
    }

    fn write_reproducer(&self, file: &str, ir: &str) {
        let text = crate::instrument::reproducer_text(
            ir,
            &self.root.run_pipeline_string(),
            !self.config.threading,
            self.config.verify_each,
        );
        // A reproducer that cannot be written is not worth a second error.
        let _ = std::fs::write(file, text);
    }

    /// Runs `pm` on the op at `path`.
    fn run_pipeline(
        &self,
        pm: &OpPassManager,
        ctx: &Context,
        root: &mut Body,
        path: &mut Vec<OpId>,
        st: &mut ExecState,
        progress: &Progress,
    ) -> bool {
        let mut am = AnalysisManager::default();
        let mut i = 0;
        while i < pm.entries.len() {
            match &pm.entries[i] {
                PassEntry::Pass(p) => {
                    if !self.run_pass(p, ctx, root, path, &mut am, st, progress) {
                        return false;
                    }
                    i += 1;
                }
                PassEntry::Nested(_) => {
                    let mut group: Group<'_> = Vec::new();
                    while let Some(PassEntry::Nested(n)) = pm.entries.get(i) {
                        match group.iter_mut().find(|(a, _)| *a == n.anchor) {
                            Some((_, v)) => v.push(n),
                            None => group.push((&n.anchor, vec![n])),
                        }
                        i += 1;
                    }
                    am.clear();
                    let logged =
                        self.log_begin(ctx, root, path, st, "mlir::detail::OpToOpPassAdaptor");
                    let ok = self.run_adaptor(&group, pm.id, ctx, root, path, st, progress);
                    self.log_end(st, logged);
                    if !ok {
                        return false;
                    }
                    if !self.verify_symbol_table_after_nested(ctx, root, path, st) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// The start of the action of running pass `name` on the op at `path`: with
    /// `--log-actions-to`, the line mlir-opt's action logger writes, if the filter matches
    /// the op (returns whether it did, so that the action's end is logged too); with
    /// `--profile-actions-to`, the profile's entry.
    fn log_begin(
        &self,
        ctx: &Context,
        root: &Body,
        path: &[OpId],
        st: &mut ExecState,
        name: &str,
    ) -> bool {
        if self.config.log_actions.is_none() && !self.config.profile_actions {
            return false;
        }
        let op = *path.last().expect("path is never empty");
        let body = body_at_ref(root, path);
        let logged = self
            .config
            .log_actions
            .as_ref()
            .is_some_and(|filter| filter.matches(body.op_location(op)));
        if logged {
            let mode = PrintMode {
                generic: false,
                top_level: false,
                skip_regions: true,
            };
            let text = self.print(ctx, body, op, mode).unwrap_or_default();
            st.events.push(Event::Action(format!(
                "[thread {}] begins (no breakpoint) Action `pass-execution` running `{name}` on \
                 Operation `{}` ({text})`\n",
                crate::instrument::thread_name(),
                body.op_name(op)
            )));
        }
        if self.config.profile_actions {
            let desc = format!(
                "`pass-execution` running `{name}` on Operation `{}`",
                body.op_name(op)
            );
            st.events
                .push(Event::Profile(ProfileEvent::now(Some(desc))));
        }
        logged
    }

    /// The end of the innermost action: its log line if its start was `logged`, its
    /// profile entry when profiling.
    fn log_end(&self, st: &mut ExecState, logged: bool) {
        if logged {
            st.events.push(Event::Action(format!(
                "[thread {}] completed `pass-execution`\n",
                crate::instrument::thread_name()
            )));
        }
        if self.config.profile_actions {
            st.events.push(Event::Profile(ProfileEvent::now(None)));
        }
    }

    /// After nested pipelines ran on the ops in a symbol table (with `--verify-each`), checks
    /// the table again as mlir-opt verifies the parent of its pass adaptors: a nested pass may
    /// have made a symbol use in it invalid, which the nested ops' own verification cannot
    /// see.
    fn verify_symbol_table_after_nested(
        &self,
        ctx: &Context,
        root: &mut Body,
        path: &[OpId],
        st: &mut ExecState,
    ) -> bool {
        let Some(v) = self.config.verifier.as_ref() else {
            return true;
        };
        if !self.config.verify_each {
            return true;
        }
        let op = *path.last().expect("path is never empty");
        let body = body_at_ref(root, path);
        if !body.op_name(op).has_trait(ropt_ir::Traits::SYMBOL_TABLE) {
            return true;
        }
        let errs = v(ctx, body, op);
        let ok = errs.is_empty();
        st.events.extend(errs.into_iter().map(Event::Diagnostic));
        ok
    }

    /// Runs a group of nested pass managers on the ops directly nested in the op at `path`.
    #[allow(clippy::too_many_arguments)]
    fn run_adaptor(
        &self,
        group: &Group<'_>,
        parent_id: usize,
        ctx: &Context,
        root: &mut Body,
        path: &mut Vec<OpId>,
        st: &mut ExecState,
        progress: &Progress,
    ) -> bool {
        let start = Instant::now();
        let mut names: Vec<String> = group.iter().map(|(a, _)| format!("'{a}'")).collect();
        names.sort();
        let adaptor_name = format!("Pipeline Collection : [{}]", names.join(", "));
        // Collect the scheduled children: (op, index into group).
        let op = *path.last().expect("path is never empty");
        let mut children: Vec<(OpId, usize)> = Vec::new();
        {
            let body = body_at_ref(root, path);
            let inner = body.regions_body(op);
            for &r in body.regions(op) {
                for b in inner.blocks(r) {
                    for child in inner.ops(b) {
                        let name = inner.op_name(child);
                        let exact = group.iter().position(|(a, _)| *a == name.as_str());
                        let idx = exact.or_else(|| {
                            let isolated = name.is_registered() && name.is_isolated_from_above();
                            // An op-agnostic pipeline skips the ops its function passes
                            // cannot run on.
                            let function =
                                ropt_ir::function_interface::function_type(inner, child).is_some();
                            let symbol = is_symbol(inner, child);
                            group.iter().position(|(a, _)| *a == "any").filter(|&g| {
                                isolated
                                    && group[g].1.iter().all(|pm| {
                                        pm.entries.iter().all(|e| match e {
                                            PassEntry::Pass(p) => {
                                                (function || !p.pass.function_ops_only())
                                                    && (symbol || !p.pass.symbol_ops_only())
                                            }
                                            PassEntry::Nested(_) => true,
                                        })
                                    })
                            })
                        });
                        let Some(idx) = idx else { continue };
                        if exact.is_some() {
                            let msg = if !name.is_registered() {
                                Some("trying to schedule a pass on an unregistered operation")
                            } else if !name.is_isolated_from_above() {
                                Some(
                                    "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'",
                                )
                            } else {
                                None
                            };
                            if let Some(msg) = msg {
                                st.events
                                    .push(Event::Diagnostic(self.op_error(ctx, inner, child, msg)));
                                return false;
                            }
                        }
                        children.push((child, idx));
                    }
                }
            }
        }
        let mut node = TimerNode::default();
        let ok = if self.parallel() && children.len() > 1 {
            self.run_parallel(group, &children, ctx, root, path, st, &mut node, progress)
        } else {
            // mlir-opt's report shows user time whenever threading is on.
            node.parallel = self.config.threading && children.len() > 1;
            // As in mlir-opt, a failure on one op does not stop the others from running, but
            // only the first failure is named in the reproducer note.
            let mut ok = true;
            for &(child, idx) in &children {
                path.push(child);
                let scratch = (st.scratch, st.scratch_parent);
                let (r, mut task, timers) =
                    self.run_child(&group[idx].1, ctx, root, path, scratch, progress);
                path.pop();
                for (id, name, t) in timers {
                    node.child(id, &name, false).merge(t);
                }
                if !ok {
                    task.failures.clear();
                }
                st.merge(task);
                ok &= r;
            }
            ok
        };
        // What the children's passes set on their parent, in op order.
        if !st.parent_attrs.is_empty() {
            let updates = std::mem::take(&mut st.parent_attrs);
            apply_parent_attrs(ctx, body_at(root, path), op, updates);
        }
        let elapsed = start.elapsed();
        // The timing tree shows the collection only when it holds several anchors.
        let transparent = group.len() == 1;
        let a = st
            .timer
            .child(parent_id ^ 0x5a5a_5a5a, &adaptor_name, transparent);
        a.add_time(elapsed, elapsed);
        // mlir-opt shows user time once work ran on several threads.
        a.parallel |= node.parallel;
        for c in node.children {
            a.merge_child(c);
        }
        ok
    }

    /// Runs the pipelines `pms` one after the other on the op at `path` (a child scheduled by
    /// an adaptor), in a fresh state; returns success, the state and one timer per pipeline.
    fn run_child(
        &self,
        pms: &[&OpPassManager],
        ctx: &Context,
        root: &mut Body,
        path: &mut Vec<OpId>,
        scratch: (bool, Option<(Location, OperationName)>),
        progress: &Progress,
    ) -> TaskResult {
        let mut task = ExecState::new();
        let mut timers = Vec::new();
        // Adjacent pipelines on one anchor run as one (mlir-opt merges them): one timer.
        let key = pms.first().map_or(0, |pm| pm.id);
        for pm in pms {
            let t = Instant::now();
            let mut sub = ExecState::new();
            (sub.scratch, sub.scratch_parent) = scratch;
            let ok = self.run_pipeline(pm, ctx, root, path, &mut sub, progress);
            sub.timer.add_time(t.elapsed(), t.elapsed());
            timers.push((
                key,
                format!("'{}' Pipeline", pm.anchor),
                std::mem::take(&mut sub.timer),
            ));
            task.merge(sub);
            if !ok {
                return (false, task, timers);
            }
        }
        (true, task, timers)
    }

    /// Runs the group on `children` in parallel: each child's body is moved into a scratch
    /// root (O(1)), processed on a rayon worker, and moved back; results merge in op order.
    #[allow(clippy::too_many_arguments)]
    fn run_parallel(
        &self,
        group: &Group<'_>,
        children: &[(OpId, usize)],
        ctx: &Context,
        root: &mut Body,
        path: &[OpId],
        st: &mut ExecState,
        node: &mut TimerNode,
        progress: &Progress,
    ) -> bool {
        let start = Instant::now();
        let op = *path.last().expect("non-empty");
        let parent = {
            let b = body_at_ref(root, path);
            (b.op_location(op), b.op_name(op))
        };
        let inner = body_at(root, path).regions_body_mut(op);
        let (detached, results): (Vec<Detached>, Vec<TaskResult>) =
            run_detached(inner, children, false, |scratch, sop, &idx| {
                let p = (true, Some(parent));
                self.run_child(&group[idx].1, ctx, scratch, &mut vec![sop], p, progress)
            })
            .into_iter()
            .unzip();
        for d in detached {
            d.reattach(inner);
        }
        let wall = start.elapsed();
        let mut ok = true;
        let mut task_total = Duration::ZERO;
        let mut merged = TimerNode::default();
        for (r, task, timers) in results {
            ok &= r;
            st.merge(task);
            for (id, name, t) in timers {
                task_total += t.wall;
                merged.child(id, &name, false).merge(t);
            }
        }
        // Wall time of parallel work is the real elapsed time, shared out in proportion.
        let scale = if task_total.is_zero() {
            1.0
        } else {
            wall.as_secs_f64() / task_total.as_secs_f64()
        };
        merged.scale_wall(scale.min(1.0));
        for c in merged.children {
            node.merge_child(c);
        }
        node.parallel = true;
        ok
    }

    /// Runs one pass on the op at `path`, with instrumentation and verification.
    #[allow(clippy::too_many_arguments)]
    fn run_pass(
        &self,
        p: &PassInstance,
        ctx: &Context,
        root: &mut Body,
        path: &[OpId],
        am: &mut AnalysisManager,
        st: &mut ExecState,
        progress: &Progress,
    ) -> bool {
        let op = *path.last().expect("path is never empty");
        let print = &self.config.print;
        let module_scope = print.module_scope;
        let top_level = path.len() == 1 && !st.scratch;
        let dump = |this: &Self, root: &Body, path: &[OpId]| -> Option<String> {
            if module_scope {
                let mode = PrintMode {
                    generic: false,
                    top_level: true,
                    skip_regions: false,
                };
                this.print(ctx, root, path[0], mode)
            } else {
                let mode = PrintMode {
                    generic: false,
                    top_level,
                    skip_regions: false,
                };
                this.print(ctx, body_at_ref(root, path), op, mode)
            }
        };
        let scope_suffix = |root: &Body| -> String {
            if module_scope {
                format!(" ({})", describe_op(body_at_ref(root, path), op))
            } else {
                String::new()
            }
        };
        // Unregistered or non-isolated ops cannot run passes (the root is checked by the
        // caller; nested ops by the adaptor); a function pass needs a function.
        if p.pass.function_ops_only() || p.pass.symbol_ops_only() {
            let b = body_at_ref(root, path);
            let supported = match p.pass.symbol_ops_only() {
                true => is_symbol(b, op),
                false => ropt_ir::function_interface::function_type(b, op).is_some(),
            };
            if !supported {
                let message = format!(
                    "trying to schedule pass '{}' on an unsupported operation",
                    p.name()
                );
                st.events
                    .push(Event::Diagnostic(self.op_error(ctx, b, op, &message)));
                return false;
            }
        }
        // The event of an IR dump `text` of this pass run: `// -----// IR Dump <when> <pass>
        // <failed> (<argument>) ...`.
        let ir_dump = |when: &str, failed: &str, root: &Body, text: &str| {
            let text = format!(
                "// -----// IR Dump {when} {}{failed} ({}){} //----- //\n{text}\n\n",
                p.name(),
                p.info.argument,
                scope_suffix(root)
            );
            dump_event(text, root, path, p.info.argument, print.tree)
        };
        let needs_before_text = print.after_change || print.diff;
        let before_text = if needs_before_text {
            dump(self, root, path)
        } else {
            None
        };
        if print.should_print_before(p.info.argument)
            && let Some(text) = dump(self, root, path)
        {
            st.events.push(ir_dump("Before", "", root, &text));
        }
        progress.step(p.info.argument);
        let logged = self.log_begin(ctx, root, path, st, p.name());
        let start = Instant::now();
        let mut diags = Vec::new();
        let mut output = String::new();
        let mut stdout = String::new();
        let parent = if path.len() > 1 {
            let b = body_at_ref(root, &path[..path.len() - 1]);
            let po = path[path.len() - 2];
            Some((b.op_location(po), b.op_name(po)))
        } else {
            st.scratch_parent
        };
        let runner = Runner {
            pm: self,
            progress,
            parent,
            top_level,
        };
        let (result, mut ordered, parent_error) = {
            let body = body_at(root, path);
            let mut cx = PassContext {
                diagnostics: &mut diags,
                output: &mut output,
                stdout: &mut stdout,
                stats: &p.stats,
                analyses: am,
                preserved: Preserved::Some(Vec::new()),
                printer: self.config.printer.clone(),
                op_notes: self.config.print_op_on_diagnostic,
                has_parent: path.len() > 1 || st.scratch,
                parallel: self.parallel(),
                runner: Some(runner),
                ordered: Vec::new(),
                parent_error: None,
                parent_attrs: Vec::new(),
            };
            // As in mlir-opt, verification counts as part of the pass's time.
            let verify = self.config.verify_each && self.config.verifier.is_some();
            let r = self.execute(p, ctx, body, op, &mut cx, verify);
            let preserved = cx.preserved.clone();
            let ordered = std::mem::take(&mut cx.ordered);
            let parent_error = cx.parent_error;
            // The top-level op has no parent to set attributes on.
            if path.len() > 1 || st.scratch {
                st.parent_attrs.append(&mut cx.parent_attrs);
            }
            am.invalidate(&preserved);
            (r, ordered, parent_error)
        };
        // The note of an error at the parent shows the parent, printable now.
        if let Some(i) = parent_error
            && path.len() > 1
            && self.config.print_op_on_diagnostic
            && let Some(Event::Diagnostic(d)) = ordered.get_mut(i)
        {
            let b = body_at_ref(root, &path[..path.len() - 1]);
            let parent = path[path.len() - 2];
            let mode = PrintMode {
                generic: true,
                top_level: false,
                skip_regions: false,
            };
            if let Some(text) = self.print(ctx, b, parent, mode) {
                d.add_note(d.location, format!("see current operation: \n{text}"));
            }
        }
        st.events.extend(ordered);
        if !stdout.is_empty() {
            st.events.push(Event::Stdout(stdout));
        }
        if !output.is_empty() {
            st.events.push(Event::Text(output));
        }
        st.events.extend(diags.into_iter().map(Event::Diagnostic));
        self.log_end(st, logged);
        let ok = result;
        let elapsed = start.elapsed();
        let t = st.timer.child(p.id, p.name(), false);
        t.add_time(elapsed, elapsed);
        for (name, d) in am.timings.drain(..) {
            t.child(name.as_ptr() as usize, &format!("(A) {name}"), false)
                .add_time(d, d);
        }
        if !ok {
            let body = body_at_ref(root, path);
            st.failures
                .push(format!("`{}` on {}", p.name(), describe_op(body, op)));
            st.failure_loc = st.failure_loc.or(Some(body.op_location(op)));
            if (print.after_failure || print.should_print_after(p.info.argument))
                && let Some(text) = dump(self, root, path)
            {
                st.events.push(ir_dump("After", " Failed", root, &text));
            }
            return false;
        }
        let after_text = if print.after_failure {
            None
        } else if print.should_print_after(p.info.argument) || print.diff {
            dump(self, root, path)
        } else {
            None
        };
        if let Some(after) = after_text {
            let changed = before_text.as_deref() != Some(after.as_str());
            if print.should_print_after(p.info.argument) && (!print.after_change || changed) {
                st.events.push(ir_dump("After", "", root, &after));
            }
            if print.diff
                && changed
                && let Some(before) = &before_text
            {
                st.events.push(Event::Text(crate::instrument::diff_text(
                    p.info,
                    &scope_suffix(root),
                    before,
                    &after,
                )));
            }
        }
        true
    }
}

impl PassManager {
    /// Runs `p` on `op` (held by `body`), split over the op's nested isolated ops when the pass
    /// allows it and threading is on. With `verify`, then verifies what the pass changed (as
    /// mlir-opt, nothing when the pass preserved every analysis); verifier errors join the
    /// pass's diagnostics and fail the run.
    fn execute(
        &self,
        p: &PassInstance,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
        verify: bool,
    ) -> bool {
        if self.parallel() && p.info.splits.is_some_and(|f| f(&p.options)) {
            let kids = isolated_children(body, op);
            if kids.len() > 1 {
                return self.execute_split(p, ctx, body, op, cx, &kids, verify);
            }
        }
        self.run_one(p, ctx, body, op, cx) && (!verify || self.verify_changed(ctx, body, op, cx))
    }

    /// Verifies `op` and everything in it unless the pass that just ran preserved all
    /// analyses (it did not change the IR); errors go to the pass's diagnostics.
    fn verify_changed(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> bool {
        let Some(v) = self.config.verifier.as_ref() else {
            return true;
        };
        if cx.preserved.is_all() {
            return true;
        }
        let errs = v(ctx, body, op);
        let ok = errs.is_empty();
        cx.diagnostics.extend(errs);
        ok
    }

    /// Runs `p` on `op` once; a panic becomes an error naming the pass and the op.
    fn run_one(
        &self,
        p: &PassInstance,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> bool {
        let r = crate::crash::run_guarded(|| p.pass.run(ctx, body, op, cx));
        match r {
            Ok(r) => r.is_ok(),
            // With a reproducer, mlir-opt's crash recovery reports the crash through the
            // reproducer note only.
            Err(_) if self.config.reproducer.is_some() => false,
            Err(msg) => {
                cx.diagnostics.push(Diagnostic::error(
                    body.op_location(op),
                    format!(
                        "pass '{}' ({}) crashed while running on {}: {msg}",
                        p.name(),
                        p.info.argument,
                        describe_op(body, op)
                    ),
                ));
                false
            }
        }
    }

    /// Runs a splitting pass on each of `kids` (isolated ops directly nested in `op`) in
    /// parallel, each moved into a scratch body, then on `op` with the kids' regions hidden
    /// (empty placeholders), and moves the kids back. Diagnostics and output come in op order,
    /// the kids' before the op's; an analysis stays valid only if every part preserved it.
    ///
    /// With `verify`, the whole op is verified if the pass changed its own part; otherwise
    /// only the kids the pass changed are, each in its task right after the pass (as a nested
    /// `func.func(pass)` verifies), while its IR is still in the cache: no second parallel
    /// section, and the errors come in op order after the pass's own diagnostics.
    #[allow(clippy::too_many_arguments)]
    fn execute_split(
        &self,
        p: &PassInstance,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
        kids: &[OpId],
        verify: bool,
    ) -> bool {
        let (stats, printer, op_notes) = (cx.stats, cx.printer.clone(), cx.op_notes);
        let kids: Vec<(OpId, ())> = kids.iter().map(|&k| (k, ())).collect();
        let inner = body.regions_body_mut(op);
        let tasks = run_detached(inner, &kids, true, |scratch, sop, _| {
            let (mut diagnostics, mut output, mut stdout) =
                (Vec::new(), String::new(), String::new());
            let mut analyses = AnalysisManager::default();
            let mut sub = PassContext {
                diagnostics: &mut diagnostics,
                output: &mut output,
                stdout: &mut stdout,
                stats,
                analyses: &mut analyses,
                preserved: Preserved::Some(Vec::new()),
                printer: printer.clone(),
                op_notes,
                has_parent: true,
                parallel: false,
                runner: None,
                ordered: Vec::new(),
                parent_error: None,
                parent_attrs: Vec::new(),
            };
            let ok = self.execute(p, ctx, scratch, sop, &mut sub, false);
            let parent_attrs = std::mem::take(&mut sub.parent_attrs);
            let preserved = sub.preserved;
            let errors = match &self.config.verifier {
                Some(v) if verify && ok && !preserved.is_all() => v(ctx, scratch, sop),
                _ => Vec::new(),
            };
            (
                ok,
                diagnostics,
                output,
                stdout,
                preserved,
                errors,
                parent_attrs,
            )
        });
        let mut ok = true;
        let mut kept = Preserved::All;
        let mut detached = Vec::with_capacity(tasks.len());
        let mut kid_errors = Vec::new();
        let mut parent_attrs = Vec::new();
        for (mut d, (r, diags, output, stdout, preserved, errors, attrs)) in tasks {
            ok &= r;
            parent_attrs.extend(attrs);
            cx.diagnostics.extend(diags);
            cx.output.push_str(&output);
            cx.stdout.push_str(&stdout);
            kid_errors.extend(errors);
            kept = kept.intersect(&preserved);
            d.hide(inner);
            detached.push(d);
        }
        // What the kids set on their parent, the op itself, in op order.
        apply_parent_attrs(ctx, body, op, parent_attrs);
        if ok {
            ok = self.run_one(p, ctx, body, op, cx);
        }
        let inner = body.regions_body_mut(op);
        for d in detached {
            if !inner.is_erased(d.child) {
                inner.take_nested_body(d.child);
                d.reattach(inner);
            }
        }
        if ok && verify {
            ok = if cx.preserved.is_all() {
                let clean = kid_errors.is_empty();
                cx.diagnostics.extend(kid_errors);
                clean
            } else {
                self.verify_changed(ctx, body, op, cx)
            };
        }
        cx.preserved = std::mem::replace(&mut cx.preserved, Preserved::All).intersect(&kept);
        ok
    }
}

/// Whether `op` is a symbol (MLIR's `SymbolOpInterface`): a registered symbol op with a name.
fn is_symbol(body: &Body, op: OpId) -> bool {
    body.op_name(op).has_trait(ropt_ir::Traits::SYMBOL)
        && ropt_ir::symbol_table::symbol_name(body, op).is_some()
}

/// The error for a function pass (see [`Pass::function_ops_only`]) in a pipeline anchored on
/// an op that is not a function (one without the inherent `function_type`).
fn unschedulable(ctx: &Context, pm: &OpPassManager) -> Option<Diagnostic> {
    let function_anchor = pm.is_any()
        || ctx
            .registry()
            .lookup_op(pm.anchor())
            .and_then(|n| n.info())
            .is_some_and(|i| i.inherent_attrs.iter().any(|a| a == "function_type"));
    for e in &pm.entries {
        match e {
            PassEntry::Pass(p)
                if !function_anchor
                    && p.pass.function_ops_only()
                    && !p.pass.checks_op_when_run() =>
            {
                return Some(Diagnostic::error(
                    ctx.unknown_loc(),
                    format!(
                        "unable to schedule pass '{}' on a PassManager intended to run on '{}'!",
                        p.name(),
                        pm.anchor()
                    ),
                ));
            }
            PassEntry::Nested(n) => {
                if let Some(d) = unschedulable(ctx, n) {
                    return Some(d);
                }
            }
            PassEntry::Pass(_) => {}
        }
    }
    None
}

/// The registered isolated-from-above ops with regions directly nested in `op`'s regions.
fn isolated_children(body: &Body, op: OpId) -> Vec<OpId> {
    let inner = body.regions_body(op);
    let mut kids = Vec::new();
    for &r in body.regions(op) {
        for b in inner.blocks(r) {
            for child in inner.ops(b) {
                let name = inner.op_name(child);
                if name.is_registered()
                    && name.is_isolated_from_above()
                    && inner.nested_body(child).is_some()
                {
                    kids.push(child);
                }
            }
        }
    }
    kids
}

/// An isolated op whose regions were processed in a scratch root body (see [`run_detached`]):
/// what goes back into the op.
struct Detached {
    /// The op, in the body it was detached from.
    child: OpId,
    /// The op's header after the task (a pass may change these).
    location: Location,
    attributes: Option<Attribute>,
    properties: Option<Attribute>,
    /// The op's regions, to put back.
    nested: Option<Box<Body>>,
    /// Empty regions (as many as the op has) to show while it is detached, if asked for.
    placeholder: Option<Box<Body>>,
}

impl Detached {
    /// Moves the regions (and header changes) back.
    fn reattach(self, body: &mut Body) {
        body.set_op_location(self.child, self.location);
        body.set_attributes(self.child, self.attributes);
        body.set_properties(self.child, self.properties);
        if let Some(n) = self.nested {
            body.put_nested_body(self.child, n);
        }
    }

    /// Gives the op in `body` its empty placeholder regions while it is detached.
    fn hide(&mut self, body: &mut Body) {
        let placeholder = self.placeholder.take().unwrap_or_default();
        body.put_nested_body(self.child, placeholder);
    }
}

/// Detaches each of `kids` (isolated ops directly nested in `inner`'s regions, with a
/// per-kid argument) and runs `f` on the scratch copies in parallel on the pass thread pool.
/// Returns the detached ops (to reattach) with `f`'s results, in `kids` order; with
/// `placeholders`, each comes with empty regions for [`Detached::hide`].
///
/// The calling thread only moves the kids' bodies out (O(1) each) and back: the scratch
/// bodies are built, and dropped, in the tasks, so that little of the work is serial.
fn run_detached<A: Sync, R: Send>(
    inner: &mut Body,
    kids: &[(OpId, A)],
    placeholders: bool,
    f: impl Fn(&mut Body, OpId, &A) -> R + Sync,
) -> Vec<(Detached, R)> {
    let taken: Vec<Option<Box<Body>>> = kids
        .iter()
        .map(|&(child, _)| inner.take_nested_body(child))
        .collect();
    let inner: &Body = inner;
    ropt_ir::threads::pool().install(|| {
        taken
            .into_par_iter()
            .with_max_len(ropt_ir::threads::FUNCTIONS_PER_TASK)
            .zip(kids)
            .map(|(nested, (child, arg))| {
                let (mut scratch, sop) = detach(inner, *child, nested);
                let r = f(&mut scratch, sop, arg);
                let o = scratch.op(sop);
                let (location, attributes, properties) =
                    (o.location(), o.attributes(), o.properties());
                let nested = scratch.take_nested_body(sop);
                let placeholder = placeholders.then(|| {
                    let mut p = Body::new();
                    for _ in nested.iter().flat_map(|n| n.top_regions()) {
                        p.add_top_region();
                    }
                    Box::new(p)
                });
                let d = Detached {
                    child: *child,
                    location,
                    attributes,
                    properties,
                    nested,
                    placeholder,
                };
                (d, r)
            })
            .collect()
    })
}

/// A fresh root body holding a copy of `child` (name, location, attributes, properties,
/// result types) with `nested` (the regions taken from it) as its regions.
fn detach(body: &Body, child: OpId, nested: Option<Box<Body>>) -> (Body, OpId) {
    let o = body.op(child);
    let mut state = OperationState::new(o.name(), o.location());
    state.attributes = o.attributes();
    state.properties = o.properties();
    state.result_types = body.result_types(child);
    if let Some(n) = nested {
        state.regions = n.top_regions().to_vec();
        state.body = Some(n);
    }
    let (mut scratch, block) = Body::new_root();
    let sop = scratch.create_op(state);
    scratch.append_op(block, sop);
    (scratch, sop)
}

/// The event of an IR dump `text` of the run of pass `argument` on the op at `path`:
/// text for stderr, or with `tree` (`--mlir-print-ir-tree-dir`) a file of the tree.
fn dump_event(
    text: String,
    root: &Body,
    path: &[OpId],
    argument: &'static str,
    tree: bool,
) -> Event {
    if !tree {
        return Event::Text(text);
    }
    let scope = (1..=path.len())
        .map(|n| {
            let body = body_at_ref(root, &path[..n]);
            let op = path[n - 1];
            let symbol =
                ropt_ir::symbol_table::symbol_name_bytes(body, op).map(String::from_utf8_lossy);
            // Path separators become `_`, as in mlir-opt: a name stays one directory.
            format!(
                "{}_{}",
                body.op_name(op).as_str().replace(['.', '/', '\\'], "_"),
                symbol.map_or("no-symbol-name".into(), |s| s.replace(['/', '\\'], "_"))
            )
        })
        .collect();
    Event::IrFile {
        scope,
        argument,
        text,
    }
}
