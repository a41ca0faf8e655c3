//! Parsing the bodies of isolated-from-above ops on several threads.
//!
//! When the parser meets the region of an isolated-from-above op (a `func.func`), nothing
//! outside can see into it: its values and blocks are its own. If no enclosing scope defines
//! a value name (a use of one inside must still be diagnosed as mlir-opt does), the parser
//! skips the region's text (balanced braces outside strings and comments), gives the op a
//! placeholder body holding only the region ids, and records a [`Job`]: the region's text
//! range, its entry arguments, and the parser state that matters inside it. The top-level
//! parser hands each job to a rayon pool as soon as it is complete (its op's scope ended),
//! so the workers start while the rest of the file is read; each job is parsed into its own
//! [`Body`] (a job defers its own isolated ops in turn), and the bodies replace the
//! placeholders, in text order, as they arrive.
//!
//! The result is the sequential parse's, for every input:
//! * Diagnostics: the enclosing parser records an [`Anchor`] (how many diagnostics it had)
//!   at each deferred region and at the op's scope end; the job's diagnostics are inserted
//!   there. A failed job ends the list there (the sequential parse stops at its first error),
//!   dropping what the enclosing parse reported after it.
//! * Aliases: a job sees only the aliases defined before its region; forward-referenced
//!   location aliases are resolved at the end, after the bodies are attached.
//! * Where the skipped text ends is a guess (dialect syntax could hide a brace): a job that
//!   parses its region without error must stop exactly there. Anything a job cannot
//!   reproduce (that, a custom parser touching the body after a deferred region, ...) sets
//!   `fallback`, and the whole buffer is parsed again sequentially.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

use rayon::prelude::*;

use ropt_ir::asm_interface::Argument;
use ropt_ir::{
    BlockId, Body, Context, Identifier, Location, OpId, OperationName, RegionId, Use, ValueId,
};

use rustc_hash::FxHashMap;

use super::{MAX_OP_NESTING, OpParser, ParseOptions, ParsedModule, Scope, finish_parse};
use crate::lexer::{Lexer, TokenKind};
use crate::parser::core::{Aliases, PResult, ParseDiagnostic, ParseFailed, Parser};

/// When to parse the bodies of isolated-from-above ops on several threads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParallelParse {
    /// Parse in parallel at all (off: the sequential parser).
    pub enabled: bool,
    /// The smallest region text (in bytes) worth a job of its own. 0 forces every region
    /// that can be deferred to be (tests use it to exercise the parallel path).
    pub min_chunk: usize,
}

impl ParallelParse {
    /// The default [`ParallelParse::min_chunk`].
    pub const DEFAULT_MIN_CHUNK: usize = 2048;

    /// The sequential parser.
    pub const fn disabled() -> Self {
        ParallelParse {
            enabled: false,
            min_chunk: Self::DEFAULT_MIN_CHUNK,
        }
    }

    /// `enabled` with the default threshold, or the one the environment variable
    /// `ROPT_PARSE_MIN_CHUNK` gives (tests set it to 0).
    pub fn from_env(enabled: bool) -> Self {
        let min_chunk = std::env::var("ROPT_PARSE_MIN_CHUNK")
            .ok()
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(Self::DEFAULT_MIN_CHUNK);
        ParallelParse { enabled, min_chunk }
    }
}

/// Which regions the parser defers.
#[derive(Debug, Clone, Copy)]
pub(super) struct DeferConfig {
    /// Smallest region text deferred.
    min: usize,
    /// Largest region text deferred (a module holding the whole file is better parsed in
    /// place, deferring its functions).
    max: usize,
}

/// The names an enclosing scope had where a region that is not isolated was deferred: the
/// values its uses inside may refer to.
pub(super) type OuterNames<'a> = Arc<super::names::NameMap<'a>>;

/// The smallest non-isolated region a job defers again inside its own region (a job costs
/// its memo tables and a copy of the visible names).
const MIN_NESTED_OPEN_CHUNK: usize = 16 << 10;

/// Deferral stops below this region nesting depth (bounds the recursion of jobs).
const MAX_DEFER_DEPTH: u32 = 64;

/// The deferral state of one open body.
#[derive(Default)]
pub(super) struct Level {
    /// The job parsing this body's regions, if they are deferred.
    pub(super) job: Option<usize>,
    /// Jobs of this body's isolated ops (and deeper ones), whose path is known up to here.
    pub(super) pending: Vec<usize>,
}

/// One thing a job does, in the order the sequential parse would.
#[derive(Clone)]
pub(super) enum Step {
    /// Parse the region whose `{` is at `open` (its text ends at `end`).
    Region {
        /// The id the region has in the placeholder body.
        placeholder: RegionId,
        open: usize,
        end: usize,
        /// The entry block's arguments, locations filled in.
        args: Vec<Argument>,
        /// Whether the region will have no block (`{}` without arguments).
        empty: bool,
    },
    /// [`ropt_ir::asm_interface::OpAsmParser::ensure_entry_block`] on a deferred region.
    EnsureEntryBlock(RegionId),
    /// [`ropt_ir::asm_interface::OpAsmParser::ensure_terminator`] on a deferred region.
    EnsureTerminator {
        region: RegionId,
        name: OperationName,
        num_regions: u32,
        loc: Location,
    },
    /// Close the op's scope (setting its undefined names aside when `ok`).
    Finish { ok: bool },
}

/// The deferred regions of one isolated-from-above op and the parser state they need.
pub(super) struct Job<'a> {
    steps: Vec<Step>,
    /// Region and finish steps so far (each has a segment of diagnostics).
    segments: usize,
    /// The op owning the body, then the isolated ops around it, up to the body of the
    /// parser that deferred it.
    path: Vec<OpId>,
    /// The placeholder body's arena sizes after the last step (nothing may change them).
    shape: [usize; 4],
    depth: u32,
    type_depth: u32,
    custom_op_name: &'static str,
    custom_op_pos: usize,
    default_dialects: Vec<&'static str>,
    result_names: Vec<(&'a str, u32, usize)>,
    /// `(offset, line, line start)` of the first region's `{`.
    line: (usize, u32, usize),
    /// End of the last deferred region.
    end: usize,
    /// For a region that is not isolated from above (one [`Step::Region`], speculative):
    /// the names visible at it, if any.
    open: Option<Option<OuterNames<'a>>>,
    /// For such a region: the newest use each value visible at it had then (values
    /// without uses are absent). The region's uses of the value go just after it.
    heads: FxHashMap<ValueId, Use>,
    /// Handed to a worker already (top-level jobs are, as soon as they are complete).
    spawned: bool,
}

/// The callback the top-level parser hands each complete job to, with the aliases it has.
pub(super) type SpawnJob<'a, 'p> = &'p dyn Fn(usize, &Job<'a>, &Aliases<'a>);

/// Where the uses of outer values made in the regions attached so far went, so that a
/// later region (in the text) whose values had the same newest use when it was deferred
/// places its uses after theirs: (path of the body, value, newest use when deferred) to
/// the newest use attached.
type Splices = FxHashMap<(Vec<OpId>, ValueId, Option<Use>), Option<Use>>;

/// A point in a parser's diagnostics: where a job's segment goes (`target`), or (`None`)
/// where a job's own step ends.
pub(super) struct Anchor {
    diag: usize,
    target: Option<(usize, usize)>,
}

/// What parsing a job gave.
struct JobOutput<'a> {
    /// Its diagnostics (with those of its own jobs merged in).
    diags: Vec<ParseDiagnostic>,
    /// Where each segment ends in `diags`.
    seg_ends: Vec<usize>,
    /// The segment where the parse failed.
    failed_at: Option<usize>,
    /// The body (when the parse succeeded).
    body: Option<Box<Body>>,
    /// The ids of the deferred regions in `body`, in order.
    regions: Vec<RegionId>,
    /// The sequential parse must be used instead.
    fallback: bool,
    /// Location aliases used before their definition.
    loc_aliases: Vec<(&'a str, usize)>,
    /// Uses of undefined names (reported at the end of the file).
    undeclared: Vec<usize>,
    /// For a region that is not isolated: the placeholders of its uses of outer names.
    free: Vec<(&'a str, u32, ValueId)>,
    /// The detached block holding those placeholders (and resolved forward references').
    placeholders: Option<BlockId>,
    /// The body was attached already (see [`JobOutput::take_body`]).
    attached: bool,
    /// An op uses a value across an isolated-from-above boundary (see
    /// [`ParsedModule::outer_uses`]).
    outer_uses: bool,
    /// The job (or one of its own jobs) parsed something the printer may alias (see
    /// [`ParsedModule::may_have_aliases`]).
    aliasable: bool,
}

impl JobOutput<'_> {
    fn fallback() -> Self {
        JobOutput {
            diags: Vec::new(),
            seg_ends: Vec::new(),
            failed_at: None,
            body: None,
            regions: Vec::new(),
            fallback: true,
            loc_aliases: Vec::new(),
            undeclared: Vec::new(),
            free: Vec::new(),
            placeholders: None,
            attached: false,
            outer_uses: false,
            aliasable: false,
        }
    }

    /// What [`attach`] needs, taken out of `self`.
    fn take_body(&mut self) -> Self {
        JobOutput {
            body: self.body.take(),
            regions: std::mem::take(&mut self.regions),
            free: std::mem::take(&mut self.free),
            placeholders: self.placeholders.take(),
            fallback: false,
            ..JobOutput::fallback()
        }
    }
}

/// What every job of a parse shares.
#[derive(Clone)]
struct Shared<'a> {
    ctx: &'a Context,
    src: &'a [u8],
    src_str: &'a str,
    filename: Identifier,
    aliases: Arc<Aliases<'a>>,
    opts: ParseOptions,
    cfg: DeferConfig,
    buffer_start: usize,
}

fn body_shape(b: &Body) -> [usize; 4] {
    [
        b.op_capacity(),
        b.block_capacity(),
        b.region_capacity(),
        b.value_capacity(),
    ]
}

/// The end (just past the matching `}`) of the region text whose `{` is at `open`: braces
/// balance outside strings and `//` comments. `None` when the text ends first.
#[cfg(test)]
fn scan_region_end(src: &[u8], open: usize) -> Option<usize> {
    scan_region(src, open, usize::MAX, &mut FxHashMap::default())
}

/// The end (just past the matching `}`) of the region text whose `{` is at `open`: braces
/// balance outside strings and `//` comments. `None` when the text ends first. Also records
/// in `children` (start to end) the brace pairs directly inside the region that span at
/// least `min_child` bytes: the regions of the region's ops, which the parser would
/// otherwise scan again.
fn scan_region(
    src: &[u8],
    open: usize,
    min_child: usize,
    children: &mut FxHashMap<usize, usize>,
) -> Option<usize> {
    let mut depth = 0usize;
    let mut child = 0usize;
    let mut i = open;
    while let Some(at) = crate::bytes::next_special(src, i) {
        i = at;
        match src[i] {
            b'{' => {
                depth += 1;
                if depth == 2 {
                    child = i;
                }
            }
            b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
                if depth == 1 && i + 1 - child >= min_child {
                    children.insert(child, i + 1);
                }
            }
            b'"' => i = super::string_literal_end(src, i),
            _ if src.get(i + 1) == Some(&b'/') => {
                while i < src.len() && src[i] != b'\n' {
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Finished jobs on their way to the attaching thread, handed over in batches: waking that
/// thread for every job would preempt a worker each time when the workers use every core.
struct Finished<'a> {
    state: Mutex<FinishedState<'a>>,
    ready: Condvar,
}

struct FinishedState<'a> {
    outputs: Vec<(usize, JobOutput<'a>)>,
    /// Jobs finished so far.
    done: usize,
    /// Jobs there are (`usize::MAX` while the top-level parser still makes them).
    expected: usize,
    /// A job gave up (the attaching thread should know at once).
    urgent: bool,
}

/// Finished jobs handed over at a time (fewer when the last ones are done).
const FINISHED_BATCH: usize = 16;

impl<'a> Finished<'a> {
    fn new() -> Self {
        Finished {
            state: Mutex::new(FinishedState {
                outputs: Vec::new(),
                done: 0,
                expected: usize::MAX,
                urgent: false,
            }),
            ready: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, FinishedState<'a>> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A worker hands over job `j`'s output.
    fn push(&self, j: usize, out: JobOutput<'a>) {
        let wake = {
            let mut s = self.lock();
            s.urgent |= out.fallback;
            s.outputs.push((j, out));
            s.done += 1;
            s.urgent || s.outputs.len() >= FINISHED_BATCH || s.done >= s.expected
        };
        if wake {
            self.ready.notify_one();
        }
    }

    /// Moves the finished outputs into `into` once a batch is ready (or the last jobs are
    /// done, `expected` in all).
    fn take(&self, expected: usize, into: &mut Vec<(usize, JobOutput<'a>)>) {
        let mut s = self.lock();
        s.expected = expected;
        while s.outputs.is_empty()
            || !(s.urgent || s.outputs.len() >= FINISHED_BATCH || s.done >= s.expected)
        {
            s = self.ready.wait(s).unwrap_or_else(|e| e.into_inner());
        }
        into.append(&mut s.outputs);
    }
}

/// [`super::parse_module`], parsing the bodies of isolated-from-above ops on several
/// threads as `par` allows. The result (module or diagnostics) is the same.
pub fn parse_module_parallel(
    ctx: &Context,
    src: &[u8],
    start: usize,
    filename: &str,
    opts: ParseOptions,
    module_loc: Location,
    par: ParallelParse,
) -> Result<ParsedModule, Vec<ParseDiagnostic>> {
    try_parse_parallel(ctx, src, start, filename, opts, module_loc, par)
        .unwrap_or_else(|| super::parse_module(ctx, src, start, filename, opts, module_loc))
}

/// [`parse_module_parallel`], or `None` where the sequential parse must be used instead.
///
/// The jobs of the top-level parse are streamed: each is handed to the pool as soon as its
/// op's scope ends (or, for a region that is not isolated, as soon as it is deferred), so the
/// workers start while this thread still reads the rest of the file. Once the top level is
/// read, this thread attaches the clean bodies in text order as the workers finish them.
fn try_parse_parallel<'a>(
    ctx: &'a Context,
    src: &'a [u8],
    start: usize,
    filename: &str,
    opts: ParseOptions,
    module_loc: Location,
    par: ParallelParse,
) -> Option<Result<ParsedModule, Vec<ParseDiagnostic>>> {
    let len = src.len().saturating_sub(start);
    let forced = par.min_chunk == 0;
    // A worker of the pool waiting for jobs below could leave none to run them. (Checked
    // before the pool is made: a small input starts no threads.)
    if !par.enabled
        || rayon::current_thread_index().is_some()
        || (!forced && len < 2 * par.min_chunk)
    {
        return None;
    }
    // (The workers' stacks are as large as the parser needs for deeply nested input, see
    // `MAX_OP_NESTING`.)
    let pool = ropt_ir::threads::pool();
    if !forced && pool.current_num_threads() < 2 {
        return None;
    }
    let cfg = DeferConfig {
        min: par.min_chunk,
        max: if forced { usize::MAX } else { len / 4 * 3 },
    };
    let mut p = Parser::new(ctx, src, filename);
    p.allow_unregistered = opts.allow_unregistered;
    p.reproducer_resource = opts.reproducer_resource;
    if start > 0 {
        p.skip_to(start);
    }
    let base = Shared {
        ctx,
        src,
        src_str: p.source_str(),
        filename: p.filename,
        aliases: Arc::default(),
        opts,
        cfg,
        buffer_start: start,
    };
    let cancel = AtomicBool::new(false);
    let finished = Finished::new();
    let (base, cancel, finished) = (&base, &cancel, &finished);
    pool.in_place_scope(|s| {
        // The aliases the jobs see: a copy of the top parser's, renewed when it has more.
        let snapshot = RefCell::new((0usize, Arc::new(Aliases::default())));
        let spawn = |j: usize, job: &Job<'a>, aliases: &Aliases<'a>| {
            let mut snap = snapshot.borrow_mut();
            let n = aliases.types.len() + aliases.attrs.len();
            if snap.0 != n {
                *snap = (n, Arc::new(aliases.clone()));
            }
            let sh = Shared {
                aliases: snap.1.clone(),
                ..base.clone()
            };
            let job = job.for_worker();
            s.spawn(move |_| {
                let out = if cancel.load(Ordering::Relaxed) {
                    JobOutput::fallback()
                } else {
                    // A panicking job must still report, or this thread would wait forever:
                    // the sequential parse then runs (and panics the same way).
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_job(&sh, &job)))
                        .unwrap_or_else(|_| JobOutput::fallback())
                };
                finished.push(j, out);
            });
        };
        let mut op = OpParser::new(&mut p, opts);
        op.buffer_start = start;
        op.defer = Some(cfg);
        op.stream = Some(&spawn);
        let top = op.parse_top_body();
        op.stream = None;
        if op.fallback {
            cancel.store(true, Ordering::Relaxed);
            return None;
        }
        // Jobs whose op's scope never ended (its parse failed first).
        for (j, job) in op.jobs.iter().enumerate() {
            if !job.spawned {
                spawn(j, job, &op.p.symbols.aliases);
            }
        }
        let jobs = std::mem::take(&mut op.jobs);
        let anchors = std::mem::take(&mut op.anchors);
        let aliases = Arc::new(std::mem::take(&mut op.p.symbols.aliases));
        op.p.symbols.inherited = Some((aliases, usize::MAX));
        // Attach the clean bodies in text order as they arrive: the memory freed by attaching
        // serves the jobs parsed after.
        let mut top = top;
        let mut splices = Splices::default();
        let mut slots: Vec<Option<JobOutput<'_>>> = Vec::with_capacity(jobs.len());
        slots.resize_with(jobs.len(), || None);
        let mut next = 0;
        let mut received = 0;
        let mut batch = Vec::with_capacity(FINISHED_BATCH);
        while received < jobs.len() {
            finished.take(jobs.len(), &mut batch);
            for (j, out) in batch.drain(..) {
                received += 1;
                if out.fallback {
                    cancel.store(true, Ordering::Relaxed);
                    return None;
                }
                slots[j] = Some(out);
            }
            while let Some(Some(out)) = slots.get_mut(next) {
                if let Ok(t) = top.as_mut()
                    && out.diags.is_empty()
                    && out.failed_at.is_none()
                    && out.body.is_some()
                {
                    if !attach(&mut t.top, &jobs[next], out.take_body(), &mut splices) {
                        cancel.store(true, Ordering::Relaxed);
                        return None;
                    }
                    out.attached = true;
                }
                next += 1;
            }
        }
        let mut outputs: Vec<JobOutput<'_>> = slots
            .into_iter()
            .map(|o| o.unwrap_or_else(JobOutput::fallback))
            .collect();
        // A name used but never defined in a body stays visible to the rest of the file
        // (a later definition or use may resolve or contradict it): the sequential parse
        // follows it across bodies.
        if !op.undeclared.is_empty() || outputs.iter().any(|o| !o.undeclared.is_empty()) {
            return None;
        }
        let own = std::mem::take(&mut op.p.diagnostics);
        let (diags, _, failed) = merge(own, &anchors, &outputs);
        // Speculative jobs guarantee nothing about diagnostics: let the sequential parse give them.
        if jobs.iter().any(|j| j.open.is_some())
            && (failed.is_some()
                || top.is_err()
                || !diags.is_empty()
                || !op.undeclared.is_empty()
                || outputs.iter().any(|o| !o.undeclared.is_empty()))
        {
            return None;
        }
        op.p.diagnostics = diags;
        op.outer_uses |= outputs.iter().any(|o| o.outer_uses);
        // What the jobs parsed, and what this thread parsed around them.
        let aliasable = op.p.aliasable || outputs.iter().any(|o| o.aliasable);
        let mut top = match top {
            Ok(t) if failed.is_none() => t,
            _ => return Some((Err(ParseFailed), false)),
        };
        let mut loc_aliases = std::mem::take(&mut op.p.symbols.deferred_loc_aliases);
        for o in &mut outputs {
            loc_aliases.append(&mut o.loc_aliases);
        }
        loc_aliases.sort_by_key(|&(_, offset)| offset);
        op.p.symbols.deferred_loc_aliases = loc_aliases;
        for o in &mut outputs {
            op.undeclared.append(&mut o.undeclared);
        }
        for (job, out) in jobs.iter().zip(outputs) {
            if !out.attached && !attach(&mut top.top, job, out, &mut splices) {
                return None;
            }
        }
        Some((op.finish_top(top, module_loc), aliasable))
    })
    .map(|(result, aliasable)| {
        p.aliasable = aliasable;
        finish_parse(p, result, start)
    })
}

/// Parses jobs, in parallel, in the current pool.
fn run_jobs<'a>(sh: &Shared<'a>, jobs: &[Job<'a>]) -> Vec<JobOutput<'a>> {
    jobs.par_iter()
        .with_max_len(ropt_ir::threads::FUNCTIONS_PER_TASK)
        .map(|j| run_job(sh, j))
        .collect()
}

/// Parses one job (and the jobs it defers in turn).
fn run_job<'a>(sh: &Shared<'a>, job: &Job<'a>) -> JobOutput<'a> {
    let Some(&Step::Region { open: first, .. }) = job.steps.first() else {
        return JobOutput::fallback();
    };
    let mut p = Parser::new_at(sh.ctx, sh.src, sh.src_str, sh.filename, first, job.line);
    p.symbols.inherited = Some((sh.aliases.clone(), first));
    p.allow_unregistered = sh.opts.allow_unregistered;
    p.depth = job.type_depth;
    let mut op = OpParser::new(&mut p, sh.opts);
    op.defer = Some(sh.cfg);
    op.buffer_start = sh.buffer_start;
    op.depth = job.depth;
    op.custom_op_name = job.custom_op_name;
    op.custom_op_pos = job.custom_op_pos;
    op.default_dialects.clone_from(&job.default_dialects);
    op.result_names.clone_from(&job.result_names);
    op.limit_end = job.end;
    op.speculative = job.open.is_some();
    op.outer = job.open.clone().flatten();
    let mut body = Body::new();
    op.reserve_for_rest(&mut body);
    op.bodies.push(body);
    op.scopes.push(Scope::default());
    op.levels.push(Level::default());
    let mut regions = Vec::new();
    let mut failed = false;
    let mut body = None;
    for step in &job.steps {
        match step {
            Step::Region {
                open, end, args, ..
            } => {
                if op.p.offset() != *open {
                    op.p.reset_to(*open);
                }
                match op.parse_region_body(args) {
                    Ok(r) => {
                        regions.push(r);
                        if op.p.prev_end() != *end {
                            op.fallback = true;
                        }
                        // The token after the region is the deferring parser's to report.
                        let next = op.p.offset();
                        if op.p.at(TokenKind::Error)
                            && op.p.diagnostics.last().is_some_and(|d| d.offset == next)
                        {
                            op.p.diagnostics.pop();
                        }
                    }
                    Err(_) => failed = true,
                }
                op.anchors.push(Anchor {
                    diag: op.p.diagnostics.len(),
                    target: None,
                });
            }
            Step::EnsureEntryBlock(r) => match regions.get(r.index()) {
                Some(&r) => op.ensure_entry_block_here(r),
                None => op.fallback = true,
            },
            &Step::EnsureTerminator {
                region,
                name,
                num_regions,
                loc,
            } => match regions.get(region.index()) {
                Some(&r) => op.ensure_terminator_here(r, name, num_regions, loc),
                None => op.fallback = true,
            },
            Step::Finish { ok } => {
                match op.pop_isolated(*ok) {
                    Ok(b) => body = Some(Box::new(b)),
                    Err(_) => failed = true,
                }
                op.anchors.push(Anchor {
                    diag: op.p.diagnostics.len(),
                    target: None,
                });
            }
        }
        if failed || op.fallback {
            break;
        }
    }
    // The ids of `distinct` attributes are shared by the whole file: a job that met one
    // cannot know what they refer to elsewhere.
    if op.fallback || !op.p.symbols.distinct.is_empty() {
        return JobOutput::fallback();
    }
    let mut free = Vec::new();
    let mut placeholders = None;
    if op.speculative && !failed {
        // The region's own scope: every forward reference must have been defined in it.
        let scope = op.scopes.pop().unwrap_or_default();
        if !scope.forward.is_empty() {
            return JobOutput::fallback();
        }
        placeholders = scope.placeholder_block;
        free = op.free.drain().map(|((n, i), v)| (n, i, v)).collect();
        body = op.bodies.pop().map(Box::new);
    }
    let own_failed = failed.then(|| {
        op.anchors
            .iter()
            .filter(|a| a.target.is_none())
            .count()
            .saturating_sub(1)
    });
    let sub_jobs = std::mem::take(&mut op.jobs);
    let anchors = std::mem::take(&mut op.anchors);
    let mut loc_aliases = std::mem::take(&mut op.p.symbols.deferred_loc_aliases);
    let mut undeclared = std::mem::take(&mut op.undeclared);
    let own = std::mem::take(&mut op.p.diagnostics);
    let mut outputs = if sub_jobs.is_empty() {
        Vec::new()
    } else {
        run_jobs(sh, &sub_jobs)
    };
    if outputs.iter().any(|o| o.fallback) {
        return JobOutput::fallback();
    }
    // Undefined names are followed across bodies by the sequential parse only: pass them up
    // even when this body failed.
    for o in &mut outputs {
        undeclared.append(&mut o.undeclared);
    }
    let outer_uses = op.outer_uses || outputs.iter().any(|o| o.outer_uses);
    let aliasable = op.p.aliasable || outputs.iter().any(|o| o.aliasable);
    let (diags, seg_ends, sub_failed) = merge(own, &anchors, &outputs);
    let failed_at = sub_failed.or(own_failed);
    if (op.speculative || sub_jobs.iter().any(|j| j.open.is_some()))
        && (failed_at.is_some()
            || !diags.is_empty()
            || !undeclared.is_empty()
            || outputs.iter().any(|o| !o.undeclared.is_empty()))
    {
        return JobOutput::fallback();
    }
    if failed_at.is_some() {
        body = None;
    } else if let Some(b) = body.as_mut() {
        for o in &mut outputs {
            loc_aliases.append(&mut o.loc_aliases);
        }
        let mut splices = Splices::default();
        for (j, o) in sub_jobs.iter().zip(outputs) {
            if !attach(b, j, o, &mut splices) {
                return JobOutput::fallback();
            }
        }
        // Trim a function's arenas here, on the worker: attaching it on the main thread then
        // finds nothing to copy (`Body::shrink_to_fit` is cheap on a trimmed body).
        if !op.speculative {
            b.shrink_to_fit();
        }
    } else {
        return JobOutput::fallback();
    }
    JobOutput {
        diags,
        seg_ends,
        failed_at,
        body,
        regions,
        fallback: false,
        loc_aliases,
        undeclared,
        free,
        placeholders,
        attached: false,
        outer_uses,
        aliasable,
    }
}

/// Inserts the jobs' diagnostics into a parser's own at its anchors. Returns the list, where
/// the parser's own steps end in it, and the step in which a job failed (the list stops
/// there).
fn merge(
    own: Vec<ParseDiagnostic>,
    anchors: &[Anchor],
    outputs: &[JobOutput<'_>],
) -> (Vec<ParseDiagnostic>, Vec<usize>, Option<usize>) {
    let mut out = Vec::with_capacity(own.len());
    let mut seg_ends = Vec::new();
    let mut own = own.into_iter();
    let mut taken = 0;
    for a in anchors {
        let n = a.diag.saturating_sub(taken);
        out.extend(own.by_ref().take(n));
        taken += n;
        match a.target {
            None => seg_ends.push(out.len()),
            Some((j, seg)) => {
                let Some(o) = outputs.get(j) else { continue };
                let len = o.diags.len();
                let start = match seg {
                    0 => 0,
                    s => o.seg_ends.get(s - 1).copied().unwrap_or(len),
                };
                let end = o.seg_ends.get(seg).copied().unwrap_or(len);
                out.extend_from_slice(&o.diags[start.min(end)..end]);
                if o.failed_at == Some(seg) {
                    let at = seg_ends.len();
                    return (out, seg_ends, Some(at));
                }
            }
        }
    }
    out.extend(own);
    (out, seg_ends, None)
}

/// Replaces the placeholder body of a job's op (under `root`) with the parsed one, or
/// moves a non-isolated region into its placeholder.
/// Open regions must be attached in the order of the text (`splices` is shared by them).
fn attach(root: &mut Body, job: &Job<'_>, out: JobOutput<'_>, splices: &mut Splices) -> bool {
    if let Some(names) = &job.open {
        return attach_open(root, job, names.as_deref(), out, splices);
    }
    let Some((&op, outer)) = job.path.split_first() else {
        return false;
    };
    let mut b = root;
    for &o in outer.iter().rev() {
        if o.index() >= b.op_capacity() {
            return false;
        }
        match b.nested_body_mut(o) {
            Some(n) => b = n,
            None => return false,
        }
    }
    if op.index() >= b.op_capacity() {
        return false;
    }
    let Some(old) = b.nested_body(op) else {
        return false;
    };
    if body_shape(old) != [0, 0, out.regions.len(), 0] {
        return false;
    }
    let mut regions = Vec::with_capacity(old.top_regions().len());
    for r in old.top_regions() {
        match out.regions.get(r.index()) {
            Some(&n) => regions.push(n),
            None => return false,
        }
    }
    let Some(body) = out.body else {
        return false;
    };
    b.replace_nested_body(op, body, &regions).is_ok()
}

/// Moves the region a speculative job parsed into its placeholder region (in the body the
/// job's path leads to), replacing the placeholders of outer names by the values the names
/// had where the region was deferred. False when that is not what the sequential parse
/// would have given (the caller then parses sequentially).
fn attach_open(
    root: &mut Body,
    job: &Job<'_>,
    names: Option<&super::names::NameMap<'_>>,
    out: JobOutput<'_>,
    splices: &mut Splices,
) -> bool {
    let Some(&Step::Region { placeholder, .. }) = job.steps.first() else {
        return false;
    };
    let mut b = root;
    for &o in job.path.iter().rev() {
        if o.index() >= b.op_capacity() {
            return false;
        }
        match b.nested_body_mut(o) {
            Some(n) => b = n,
            None => return false,
        }
    }
    if placeholder.index() >= b.region_capacity() || !b.region(placeholder).is_empty() {
        return false;
    }
    let (Some(body), &[region]) = (out.body, out.regions.as_slice()) else {
        return false;
    };
    // Resolve the outer names first (nothing is changed if one fails).
    let mut resolved = Vec::with_capacity(out.free.len());
    for &(name, number, ph) in &out.free {
        let Some(def) = names.and_then(|n| n.get(name)) else {
            return false;
        };
        let v = ValueId::from_index(def.first.index() + number as usize);
        if number >= def.count
            || v.index() >= b.value_capacity()
            || b.value_type(v) != body.value_type(ph)
        {
            return false;
        }
        resolved.push((ph, v));
    }
    let off = b.absorb(*body);
    b.move_region_blocks(off.region(region), placeholder);
    // Each value's uses in the region go where the sequential parse put them: after the
    // value's uses before the region (and those of regions attached before this one).
    for (ph, v) in resolved {
        let head = job.heads.get(&v).copied();
        let key = (job.path.clone(), v, head);
        let after = splices.get(&key).copied().unwrap_or(head);
        match b.splice_uses(off.value(ph), v, after) {
            Ok(newest) => {
                splices.insert(key, newest);
            }
            Err(()) => return false,
        }
    }
    if let Some(block) = out.placeholders {
        let block = off.block(block);
        if b.block_arguments(block).iter().all(|&a| b.num_uses(a) == 0) {
            b.erase_block(block);
        }
    }
    true
}

impl<'a> Job<'a> {
    /// What a worker needs of the job (its path and use heads are the attaching thread's).
    fn for_worker(&self) -> Self {
        Job {
            steps: self.steps.clone(),
            segments: self.segments,
            path: Vec::new(),
            shape: self.shape,
            depth: self.depth,
            type_depth: self.type_depth,
            custom_op_name: self.custom_op_name,
            custom_op_pos: self.custom_op_pos,
            default_dialects: self.default_dialects.clone(),
            result_names: self.result_names.clone(),
            line: self.line,
            end: self.end,
            open: self.open.clone(),
            heads: FxHashMap::default(),
            spawned: true,
        }
    }
}

impl<'a> OpParser<'a, '_> {
    /// A job without steps, carrying this parser's state (depths, custom-op context, default
    /// dialects, result names) for the worker that parses it.
    fn new_job(&self, shape: [usize; 4], line: (usize, u32, usize), end: usize) -> Job<'a> {
        Job {
            steps: Vec::new(),
            segments: 0,
            path: Vec::new(),
            shape,
            depth: self.depth,
            type_depth: self.p.depth,
            custom_op_name: self.custom_op_name,
            custom_op_pos: self.custom_op_pos,
            default_dialects: self.default_dialects.clone(),
            result_names: self.result_names.clone(),
            line,
            end,
            open: None,
            heads: FxHashMap::default(),
            spawned: false,
        }
    }

    /// Hands job `j` (complete now) to the workers, when this is the streaming top-level parser.
    fn spawn_job(&mut self, j: usize) {
        if let Some(spawn) = self.stream
            && !self.fallback
            && let Some(job) = self.jobs.get(j)
        {
            spawn(j, job, &self.p.symbols.aliases);
            self.jobs[j].spawned = true;
        }
    }

    /// The end of the region at `open` (see [`scan_region`]), remembering the large regions found
    /// inside it (a region too large to defer is parsed in place, and its ops' regions are
    /// the next candidates).
    fn region_end(&mut self, open: usize) -> Option<usize> {
        let limit = self.limit_end.min(self.p.source().len());
        if let Some(&end) = self.region_ends.get(&open)
            && end <= limit
        {
            return Some(end);
        }
        let min = self.defer.map_or(usize::MAX, |c| c.min.max(1));
        scan_region(&self.p.source()[..limit], open, min, &mut self.region_ends)
    }

    /// Whether the region at `open`, of a top-level op (`top_level`: this parser's bodies
    /// when it is one), is parsed in place without scanning for its end: the text left is
    /// larger than a job may be and its end is not known. Such a region is usually the
    /// module holding the whole file, and not scanning it lets the jobs of its functions
    /// start as soon as each is read. (A smaller region followed by that much text is
    /// parsed in place too: its large regions are still deferred.)
    fn too_large_to_defer(&self, open: usize, cfg: DeferConfig, top_level: usize) -> bool {
        let limit = self.limit_end.min(self.p.source().len());
        self.bodies.len() == top_level
            && limit.saturating_sub(open) > cfg.max
            && !self.region_ends.contains_key(&open)
    }

    /// Whether a speculative job's region would see `name` in the scope around it.
    pub(super) fn shadows_outer(&self, name: &str) -> bool {
        self.outer.as_ref().is_some_and(|o| o.contains_key(name))
    }

    /// Gives up a speculative parse: the buffer is parsed sequentially instead.
    pub(super) fn speculation_failed(&mut self) -> ParseFailed {
        self.fallback = true;
        self.failed = true;
        ParseFailed
    }

    /// Parses (or defers, speculatively) a region of an op that is not isolated from above.
    pub(super) fn parse_open_region(&mut self) -> PResult<RegionId> {
        match self.try_defer_open() {
            Some(r) => Ok(r),
            None => self.parse_region_body(&[]),
        }
    }

    /// Defers the region (not isolated from above) at the current `{` if it is large and
    /// only the innermost scope has names: the job sees a copy of them. `None` means "parse
    /// it here".
    fn try_defer_open(&mut self) -> Option<RegionId> {
        let cfg = self.defer?;
        if self.failed || !self.p.at(TokenKind::LBrace) || self.outer.is_some() {
            return None;
        }
        let n = self.scopes.len();
        let scope = self.scopes.last()?;
        // Pending forward references could be defined inside; names of enclosing scopes
        // (across an isolated op) would need the job to know them too.
        if !scope.forward.is_empty()
            || self.scopes[..n - 1].iter().any(|s| !s.values.is_empty())
            || self.levels.last()?.job.is_some()
            || self.depth >= MAX_DEFER_DEPTH
            || self.depth + 1 > MAX_OP_NESTING
        {
            return None;
        }
        let open = self.p.offset();
        if self.too_large_to_defer(open, cfg, 1) {
            return None;
        }
        let end = self.region_end(open)?;
        let size = end - open;
        let min = match cfg.min {
            0 => 0,
            m if self.speculative => m.max(MIN_NESTED_OPEN_CHUNK),
            m => m,
        };
        let scope = self.scopes.last()?;
        // Copying the visible names must stay cheap next to parsing the region.
        if size < min || size > cfg.max || scope.values.len() > size / 16 + 16 {
            return None;
        }
        let count: usize = scope.values.values().map(|d| d.count as usize).sum();
        if count > size / 16 + 16 {
            return None;
        }
        let names = (!scope.values.is_empty()).then(|| Arc::new(scope.values.clone()));
        let body = self.bodies.last()?;
        let mut heads = FxHashMap::default();
        for d in scope.values.values() {
            for i in 0..d.count as usize {
                let v = ValueId::from_index(d.first.index() + i);
                if let Some(u) = body.uses(v).next() {
                    heads.insert(v, u);
                }
            }
        }
        let line = self.p.line_anchor_at(open);
        let region = self.body().create_region();
        let shape = body_shape(self.bodies.last()?);
        let j = self.jobs.len();
        self.jobs.push(Job {
            steps: vec![Step::Region {
                placeholder: region,
                open,
                end,
                args: Vec::new(),
                empty: false,
            }],
            segments: 1,
            open: Some(names),
            heads,
            ..self.new_job(shape, line, end)
        });
        self.levels.last_mut()?.pending.push(j);
        self.spawn_job(j);
        self.p.skip_to(end);
        Some(region)
    }

    /// Parses (or defers) a region of the isolated-from-above op whose body is innermost.
    pub(super) fn parse_isolated_region(&mut self, args: &[Argument]) -> PResult<RegionId> {
        match self.try_defer(args) {
            Some(r) => r,
            None => self.parse_region_body(args),
        }
    }

    /// Defers the region at the current `{` if that is safe and worth it: `None` means
    /// "parse it here".
    fn try_defer(&mut self, args: &[Argument]) -> Option<PResult<RegionId>> {
        let cfg = self.defer?;
        if self.failed || !self.p.at(TokenKind::LBrace) {
            return None;
        }
        let level = self.levels.len().checked_sub(1)?;
        let job = self.levels[level].job;
        // Once a region of the op is deferred, all of them must be.
        let refuse = |this: &mut Self| -> Option<PResult<RegionId>> {
            job?;
            this.fallback = true;
            this.failed = true;
            Some(Err(ParseFailed))
        };
        let shape = body_shape(self.bodies.last()?);
        let n = self.scopes.len();
        let scope = self.scopes.last()?;
        match job {
            Some(j) if self.jobs[j].shape != shape => return refuse(self),
            None if shape != [0; 4] || !scope.values.is_empty() || !scope.forward.is_empty() => {
                return None;
            }
            _ => {}
        }
        // A name of an enclosing scope could be used inside.
        if self.scopes[..n - 1].iter().any(|s| !s.values.is_empty())
            || self.outer.is_some()
            || self.depth >= MAX_DEFER_DEPTH
            || self.depth + 1 > MAX_OP_NESTING
        {
            return refuse(self);
        }
        let open = self.p.offset();
        let src = self.p.source();
        // The op's own body is open (the second).
        if job.is_none() && self.too_large_to_defer(open, cfg, 2) {
            return None;
        }
        let Some(end) = self.region_end(open) else {
            return refuse(self);
        };
        if job.is_none() && (end - open < cfg.min || end - open > cfg.max) {
            return None;
        }
        let mut args = args.to_vec();
        for a in &mut args {
            if a.loc.is_none() {
                a.loc = Some(self.loc_at(a.operand.pos.0));
            }
        }
        let empty = args.is_empty() && {
            let mut l = Lexer::new(src);
            l.reset_to(open + 1);
            l.next_token().kind == TokenKind::RBrace
        };
        let line = self.p.line_anchor_at(open);
        let region = self.body().create_region();
        let j = match job {
            Some(j) => j,
            None => {
                let j = self.jobs.len();
                self.jobs.push(self.new_job(shape, line, end));
                self.levels[level].job = Some(j);
                self.levels[level].pending.push(j);
                j
            }
        };
        let diag = self.p.diagnostics.len();
        let shape = body_shape(self.bodies.last()?);
        let job = &mut self.jobs[j];
        job.steps.push(Step::Region {
            placeholder: region,
            open,
            end,
            args,
            empty,
        });
        let seg = job.segments;
        job.segments += 1;
        job.shape = shape;
        job.end = end;
        self.anchors.push(Anchor {
            diag,
            target: Some((j, seg)),
        });
        self.p.skip_to(end);
        Some(Ok(region))
    }

    /// Records the end of the scope of an op whose regions are deferred.
    pub(super) fn finish_deferred(&mut self, j: usize, ok: bool) {
        if let Some(b) = self.bodies.last()
            && body_shape(b) != self.jobs[j].shape
        {
            self.fallback = true;
        }
        let diag = self.p.diagnostics.len();
        let job = &mut self.jobs[j];
        job.steps.push(Step::Finish { ok });
        let seg = job.segments;
        job.segments += 1;
        self.anchors.push(Anchor {
            diag,
            target: Some((j, seg)),
        });
        self.spawn_job(j);
    }

    /// Gives the jobs of the isolated op just created (`op`) their next path element.
    pub(super) fn place_jobs(&mut self, op: OpId) {
        let jobs = std::mem::take(&mut self.popped_jobs);
        for &j in &jobs {
            self.jobs[j].path.push(op);
        }
        if let Some(l) = self.levels.last_mut() {
            l.pending.extend(jobs);
        }
    }

    /// The deferred region `region` of the innermost body, as a job step.
    fn deferred_step(&self, region: RegionId) -> Option<(usize, &Step)> {
        let j = self.levels.last()?.job?;
        let step = self.jobs[j]
            .steps
            .iter()
            .find(|s| matches!(s, Step::Region { placeholder, .. } if *placeholder == region))?;
        Some((j, step))
    }

    /// Whether a deferred region will be empty (`None`: `region` is not deferred).
    pub(super) fn deferred_region_is_empty(&self, region: RegionId) -> Option<bool> {
        match self.deferred_step(region)? {
            (_, Step::Region { empty, .. }) => Some(*empty),
            _ => None,
        }
    }

    /// Records `step` for the job parsing `region`, if it is deferred.
    pub(super) fn defer_fixup(&mut self, region: RegionId, step: Step) -> bool {
        let Some((j, _)) = self.deferred_step(region) else {
            return false;
        };
        self.jobs[j].steps.push(step);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn region_ends() {
        let src = br#"x { a { "}" } // }
 b } y"#;
        assert_eq!(scan_region_end(src, 2), Some(src.len() - 2));
        assert_eq!(scan_region_end(b"{ { }", 0), None);
        assert_eq!(scan_region_end(b"{ \"\\\"}\" }", 0), Some(9));
        assert_eq!(scan_region_end(b"{ } }", 0), Some(3));
        // Long runs of plain bytes around the special ones, at every alignment.
        for pad in 0..20 {
            let text = format!(
                "{}{{{}\"}}\"{}// }}\n{}}}{}",
                " ".repeat(pad),
                "a".repeat(pad),
                "b".repeat(17),
                "c".repeat(pad),
                "}".repeat(3)
            );
            let open = pad;
            let end = text.len() - 3;
            assert_eq!(scan_region_end(text.as_bytes(), open), Some(end), "{text}");
            assert_eq!(
                crate::bytes::next_special(text.as_bytes(), open + 1),
                Some(2 * pad + 1)
            );
        }
        assert_eq!(
            crate::bytes::next_special(b"abcdefghijklmnop/", 0),
            Some(16)
        );
        assert_eq!(crate::bytes::next_special(b"abcdefghijklmnop", 0), None);
        // The large regions directly inside are recorded, with the same ends a scan from
        // their own start gives.
        let text = b"{ a { bb } c {{ d }} \"{\" { } }";
        let mut children = FxHashMap::default();
        assert_eq!(scan_region(text, 0, 4, &mut children), Some(text.len()));
        let mut got: Vec<(usize, usize)> = children.into_iter().collect();
        got.sort_unstable();
        assert_eq!(got, vec![(4, 10), (13, 20)]);
        for (open, end) in got {
            assert_eq!(scan_region_end(text, open), Some(end));
        }
    }

    fn context() -> Context {
        let mut ctx = Context::new();
        crate::builtin::register_builtin(&mut ctx);
        ctx
    }

    const OPTS: ParseOptions = ParseOptions {
        allow_unregistered: true,
        reproducer_resource: false,
    };

    /// The printed module, or the diagnostics as `offset: message` lines.
    fn parse(ctx: &Context, text: &str, par: ParallelParse) -> String {
        let loc = ctx.unknown_loc();
        match parse_module_parallel(ctx, text.as_bytes(), 0, "t.mlir", OPTS, loc, par) {
            Ok(m) => {
                crate::printer::ops::print_top_level(ctx, &m.body, m.module, Default::default())
            }
            Err(diags) => diags
                .iter()
                .map(|d| {
                    let notes: Vec<String> = d
                        .notes
                        .iter()
                        .map(|(o, n)| format!(" [{o}: {n}]"))
                        .collect();
                    format!("{}: {}{}\n", d.offset, d.message, notes.concat())
                })
                .collect(),
        }
    }

    /// How many jobs the top level of `text` defers when every region may be.
    fn count_jobs(ctx: &Context, text: &str) -> usize {
        let mut p = Parser::new(ctx, text.as_bytes(), "t.mlir");
        let mut op = OpParser::new(&mut p, OPTS);
        op.defer = Some(DeferConfig {
            min: 0,
            max: usize::MAX,
        });
        let _ = op.parse_top_body();
        assert!(!op.fallback);
        op.jobs.len()
    }

    /// Parses `text` sequentially and with every region deferred; both must agree.
    fn check_same(text: &str) -> String {
        let ctx = context();
        let seq = parse(&ctx, text, ParallelParse::disabled());
        let forced = ParallelParse {
            enabled: true,
            min_chunk: 0,
        };
        assert_eq!(parse(&ctx, text, forced), seq, "input:\n{text}");
        seq
    }

    fn module(i: usize, body: &str) -> String {
        format!(
            "module @m{i} {{\n  %0 = \"t.a\"() : () -> i32\n  \"t.r\"() ({{\n  ^bb0(%x: i32):\n    \
             \"t.use\"(%x, %0) : (i32, i32) -> ()\n  }}) : () -> ()\n{body}}}\n"
        )
    }

    /// `(may_have_aliases, outer_uses)` of `text` parsed sequentially, which the parse with
    /// every region deferred must give too.
    fn hints(text: &str) -> (bool, bool) {
        let ctx = context();
        let loc = ctx.unknown_loc();
        let get = |par| {
            let m = parse_module_parallel(&ctx, text.as_bytes(), 0, "t.mlir", OPTS, loc, par)
                .unwrap_or_else(|d| panic!("{}", d[0].message));
            assert!(m.outer_uses || super::super::isolation_violation(&m.body, m.module).is_none());
            (m.may_have_aliases, m.outer_uses)
        };
        let seq = get(ParallelParse::disabled());
        let forced = ParallelParse {
            enabled: true,
            min_chunk: 0,
        };
        assert_eq!(get(forced), seq, "input:\n{text}");
        seq
    }

    #[test]
    fn printer_and_verifier_hints_match_the_sequential_parse() {
        let plain: String = (0..4).map(|i| module(i, "")).collect();
        assert_eq!(hints(&plain), (false, false));
        // An aliasable attribute in a deferred body, between bodies, after the last one.
        for (i, at) in [1, 2, 4].into_iter().enumerate() {
            let mut text: String = (0..4).map(|i| module(i, "")).collect();
            let attr = "\"t.m\"() {m = affine_map<(d0) -> (d0)>} : () -> ()\n";
            let pos = match at {
                1 => text.find("\"t.use\"").unwrap_or(0),
                2 => text.find("module @m1").unwrap_or(0),
                _ => text.len(),
            };
            text.insert_str(pos, attr);
            assert_eq!(hints(&text), (true, false), "case {i}");
        }
        // A use of a value of the enclosing module inside an isolated op, and a name used in
        // one function and defined in a later one.
        let outer =
            "module {\n  %v = \"t.v\"() : () -> i32\n  module { \"t.use\"(%v) : (i32) -> () }\n}\n";
        assert_eq!(hints(outer), (false, true));
        // The same in a deferred body (the worker flags it).
        assert_eq!(
            hints(&format!("module {{\n{outer}}}\n{plain}")),
            (false, true)
        );
        let leaked =
            "module { \"t.use\"(%x) : (i32) -> () }\nmodule { %x = \"t.v\"() : () -> i32 }\n";
        assert_eq!(hints(leaked), (false, true));
    }

    #[test]
    fn deferred_bodies_print_as_sequential_ones() {
        let ctx = context();
        let text: String = (0..20).map(|i| module(i, "")).collect();
        assert_eq!(count_jobs(&ctx, &text), 20);
        let out = check_same(&text);
        assert!(out.contains("module @m19"));
        // Nested modules defer their own children.
        let nested = format!("module @outer {{\n{}}}\n", module(0, &module(1, "")));
        assert_eq!(count_jobs(&ctx, &nested), 1);
        check_same(&nested);
        // The generic form, empty regions, a value of the top level (not deferred).
        check_same(
            "\"builtin.module\"() ({\n  \"t.a\"() : () -> ()\n}) : () -> ()\nmodule {}\n\
             %v = \"t.v\"() : () -> i32\nmodule { \"t.use\"(%v) : (i32) -> () }\n",
        );
    }

    #[test]
    fn bodies_attach_while_later_jobs_are_parsed() {
        // More jobs than a batch holds, isolated and not, and an error in a late batch.
        let funcs: String = (0..101)
            .map(|i| {
                format!(
                    "module @m{i} {{\n\"t.func\"() ({{\n^bb0(%a: i32):\n  %0 = \"t.op{i}\"(%a) : (i32) -> i32\n}}) : () -> ()\n\
                     module @n{i} {{\n  %0 = \"t.c\"() : () -> i32\n}}\n}}\n"
                )
            })
            .collect();
        let ctx = context();
        let n = count_jobs(&ctx, &funcs);
        assert!(n > 64, "{n} jobs");
        let out = check_same(&funcs);
        assert!(out.contains("\"t.op100\""));
        let bad = format!("{funcs}module {{\n  \"t.use\"(%nope) : (i32) -> ()\n}}\n");
        assert!(check_same(&bad).contains("undeclared"));
    }

    #[test]
    fn the_first_error_wins() {
        let bad_type = "  \"t.use\"(%0) : (i64) -> ()\n";
        let redefined = "  %0 = \"t.b\"() : () -> i32\n";
        let undefined = "  \"t.use\"(%nope) : (i64) -> ()\n";
        let text = [
            module(0, ""),
            module(1, bad_type),
            module(2, redefined),
            module(3, undefined),
        ]
        .concat();
        let out = check_same(&text);
        assert_eq!(out.lines().count(), 1, "{out}");
        assert!(
            out.contains("expects different type than prior uses"),
            "{out}"
        );
        // Undefined names are reported last, after a later error of any kind.
        let out = check_same(&[module(0, undefined), module(1, redefined)].concat());
        assert!(out.contains("redefinition of SSA value"), "{out}");
        // A name left undefined by one body is the same forward reference in the next.
        let out = check_same(&[module(0, undefined), module(1, undefined)].concat());
        assert_eq!(out.matches("use of undeclared SSA value name").count(), 1);
        // An error of the enclosing parse after a deferred region with an error.
        let out = check_same(&[module(0, redefined), "}".to_string()].concat());
        assert!(out.contains("redefinition of SSA value"), "{out}");
        check_same(&[module(0, ""), "} loc(".to_string()].concat());
        // Broken braces and the end of the input inside a region.
        check_same(&[module(0, "  {\n"), module(1, "")].concat());
        check_same("module { module {\n");
        check_same("module { \"t.a\"() : () -> () } } module {}");
        check_same("module { \"t.s\"() {s = \"}\"} : () -> () }\nmodule {} $");
    }

    #[test]
    fn the_module_holding_the_file_is_not_scanned() {
        // A module holding the whole file, its functions large enough for jobs of their own
        // (isolated ones, and regions of unregistered ops, which are not), an alias between.
        let func = |i: usize| {
            format!(
                "  \"builtin.module\"() ({{\n    %0 = \"t.a\"() : () -> !t\n    \"t.use\"(%0) : (!t) -> ()\n  \
                 }}) {{sym_name = \"m{i}\"}} : () -> ()\n  \"t.func\"() ({{\n  ^bb0(%a{i}: i32):\n    \
                 %{i} = \"t.b\"(%a{i}) : (i32) -> i32\n  }}) : () -> ()\n"
            )
        };
        let funcs: String = (0..20).map(func).collect();
        let text = format!("!t = i32\nmodule {{\n{funcs}}}\n");
        let ctx = context();
        let par = ParallelParse {
            enabled: true,
            min_chunk: 32,
        };
        let seq = parse(&ctx, &text, ParallelParse::disabled());
        assert!(seq.contains("\"t.b\"(%arg0)"), "{seq}");
        assert_eq!(parse(&ctx, &text, par), seq);
        let loc = ctx.unknown_loc();
        let bytes = text.as_bytes();
        assert!(try_parse_parallel(&ctx, bytes, 0, "t.mlir", OPTS, loc, par).is_some());
        // The jobs are found without a scan of the module's region.
        let mut p = Parser::new(&ctx, bytes, "t.mlir");
        let mut op = OpParser::new(&mut p, OPTS);
        op.defer = Some(DeferConfig {
            min: 32,
            max: bytes.len() / 4 * 3,
        });
        let _ = op.parse_top_body();
        assert!(!op.fallback);
        assert_eq!(op.jobs.len(), 40);
        // (A scan of the module would have recorded its functions' regions.)
        assert!(op.region_ends.is_empty());
        // Errors inside and after the jobs are the sequential parse's.
        let bad = text.replace("%15 = \"t.b\"(%a15)", "%15 = \"t.b\"(%a14)");
        assert_eq!(
            parse(&ctx, &bad, par),
            parse(&ctx, &bad, ParallelParse::disabled())
        );
        let bad = format!("{text}}}");
        assert_eq!(
            parse(&ctx, &bad, par),
            parse(&ctx, &bad, ParallelParse::disabled())
        );
    }

    #[test]
    fn distinct_ids_are_shared_by_the_file() {
        let d =
            |v: i32| format!("module {{ \"t.a\"() {{d = distinct[0]<{v} : i32>}} : () -> () }}\n");
        // One attribute in both jobs (printed as one id), or a mismatch between them.
        for text in [
            d(1) + &d(1),
            d(1) + &d(2),
            d(1),
            format!(
                "\"t.b\"() {{d = distinct[0]<1 : i32>}} : () -> ()\n{}",
                d(1)
            ),
        ] {
            let out = check_same(&text);
            assert!(
                !speculation_holds(&text) || !text.contains("module {"),
                "{text}"
            );
            assert!(!out.contains("distinct[1]"), "{out}");
        }
    }

    #[test]
    fn aliases_are_visible_after_their_definition() {
        check_same("module { \"t.a\"() : () -> !t }\n!t = i32\n");
        check_same("!t = i32\nmodule { \"t.a\"() : () -> !t }\n");
        check_same("module { \"t.a\"() : () -> () loc(#l) }\n#l = loc(\"x\":1:2)\n");
        check_same("module { \"t.a\"() : () -> () loc(#l) }\n");
    }

    const FORCED: ParallelParse = ParallelParse {
        enabled: true,
        min_chunk: 0,
    };

    /// Whether the parallel parse of `text` keeps its result (no sequential re-parse), after
    /// checking that it prints as the sequential parse does.
    fn speculation_holds(text: &str) -> bool {
        let ctx = context();
        check_same(text);
        let loc = ctx.unknown_loc();
        try_parse_parallel(&ctx, text.as_bytes(), 0, "t.mlir", OPTS, loc, FORCED).is_some()
    }

    fn in_module(body: &str) -> String {
        format!("\"builtin.module\"() ({{\n{body}}}) : () -> ()\n")
    }

    #[test]
    fn open_regions_use_outer_values() {
        let ctx = context();
        let outer = "  %0 = \"t.a\"() : () -> i32\n  %1:2 = \"t.b\"() : () -> (i32, i64)\n";
        let region = "  \"t.f\"() ({\n  ^bb0(%a: i32):\n    %2 = \"t.add\"(%a, %0) : (i32, i32) -> i32\n    \
                      \"t.use\"(%1#1, %1#0, %1#1, %2) : (i64, i32, i64, i32) -> ()\n    \
                      \"t.in\"() ({\n      \"t.use\"(%0, %2, %a) : (i32, i32, i32) -> ()\n    }) : () -> ()\n  \
                      }) : () -> ()\n";
        let text = in_module(&format!("{outer}{region}{region}"));
        // The module is a job; it defers both "t.f" regions, which defer their "t.in" ones.
        assert_eq!(count_jobs(&ctx, &text), 1);
        assert!(speculation_holds(&text));
        let out = check_same(&text);
        assert_eq!(
            out.matches("\"t.use\"(%1#1, %1#0, %1#1, %").count(),
            2,
            "{out}"
        );
        // Forward references inside the region, blocks and successors.
        let cfg = "  \"t.f\"() ({\n    \"t.br\"()[^bb2] : () -> ()\n  ^bb1:\n    \
                   \"t.ret\"(%3) : (i32) -> ()\n  ^bb2:\n    %3 = \"t.add\"(%0, %0) : (i32, i32) -> i32\n    \
                   \"t.br\"()[^bb1] : () -> ()\n  }) : () -> ()\n";
        assert!(speculation_holds(&in_module(&format!("{outer}{cfg}"))));
        // The names of a region do not leak out of it.
        let after = "  %2 = \"t.c\"() : () -> i32\n  \"t.use\"(%2) : (i32) -> ()\n";
        assert!(speculation_holds(&in_module(&format!(
            "{outer}{region}{after}"
        ))));
    }

    #[test]
    fn doubtful_open_regions_parse_sequentially() {
        let def = "  %0 = \"t.a\"() : () -> i32\n";
        let region = |body: &str| format!("  \"t.f\"() ({{\n{body}  }}) : () -> ()\n");
        let cases = [
            // Defined after the region (mlir-opt accepts it in a graph region).
            format!(
                "{}  %late = \"t.a\"() : () -> i32\n",
                region("    \"t.use\"(%late) : (i32) -> ()\n")
            ),
            // Another type, a missing result, a redefinition, a block argument in use.
            format!("{def}{}", region("    \"t.use\"(%0) : (i64) -> ()\n")),
            format!("{def}{}", region("    \"t.use\"(%0#1) : (i32) -> ()\n")),
            format!("{def}{}", region("    %0 = \"t.a\"() : () -> i32\n")),
            format!(
                "{def}{}",
                region("  ^bb0(%0: i32):\n    \"t.r\"() : () -> ()\n")
            ),
            format!(
                "{def}{}",
                region("    \"t.use\"(%0) : (i32) -> ()\n    \"t.use\"(%0) : (f32) -> ()\n")
            ),
            // Undefined, and an error of the enclosing parse.
            region("    \"t.use\"(%nope) : (i32) -> ()\n"),
            format!("{}  \"t.bad\"() : () -> (\n", region("")),
        ];
        for c in &cases {
            assert!(!speculation_holds(&in_module(c)), "{c}");
        }
        // Isolated ops inside a region that sees outer names are parsed in place.
        let iso = format!(
            "{def}{}",
            region(
                "    \"builtin.module\"() ({\n      \"t.use\"(%0) : (i32) -> ()\n    }) : () -> ()\n"
            )
        );
        check_same(&in_module(&iso));
    }
}
