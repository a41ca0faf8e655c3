//! Parsing the bodies of isolated-from-above ops on several threads.
//!
//! When the parser meets the region of an isolated-from-above op (a `func.func`), nothing
//! outside can see into it: its values and blocks are its own. If no enclosing scope defines
//! a value name (a use of one inside must still be diagnosed as mlir-opt does), the parser
//! skips the region's text (balanced braces outside strings and comments), gives the op a
//! placeholder body holding only the region ids, and records a [`Job`]: the region's text
//! range, its entry arguments, and the parser state that matters inside it. After the
//! enclosing parse, the jobs are parsed on a rayon pool, each into its own [`Body`] (a job
//! defers its own isolated ops in turn), and the bodies replace the placeholders.
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

use std::sync::{Arc, OnceLock};

use rayon::prelude::*;

use ropt_ir::asm_interface::Argument;
use ropt_ir::{Body, Context, Identifier, Location, OpId, OperationName, RegionId};

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
}

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
        }
    }
}

/// What every job of a parse shares.
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
fn scan_region_end(src: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    loop {
        i = next_special(src, i);
        if i >= src.len() {
            break;
        }
        match src[i] {
            b'{' => depth += 1,
            b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => {
                i += 1;
                while i < src.len() && src[i] != b'"' {
                    if src[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'/' if src.get(i + 1) == Some(&b'/') => {
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

/// The first index at or after `i` whose byte is `{`, `}`, `"` or `/` (`src.len()` if none).
/// Reads eight bytes at a time: a region's text is mostly other bytes.
fn next_special(src: &[u8], mut i: usize) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // The high bit of each byte of `w` equal to `b`; bits above the lowest may be spurious
    // (borrows), the lowest is exact.
    let equal = |w: u64, b: u8| {
        let x = w ^ (ONES * u64::from(b));
        x.wrapping_sub(ONES) & !x & HIGH
    };
    while let Some(chunk) = src.get(i..i + 8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let w = u64::from_le_bytes(word);
        let hits = equal(w, b'{') | equal(w, b'}') | equal(w, b'"') | equal(w, b'/');
        if hits != 0 {
            return i + (hits.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while i < src.len() && !matches!(src[i], b'{' | b'}' | b'"' | b'/') {
        i += 1;
    }
    i.min(src.len())
}

/// Whether `text` has `distinct` attributes (their ids are shared by the whole file, so such
/// files are parsed sequentially).
fn mentions_distinct(text: &[u8]) -> bool {
    static WORD: OnceLock<Option<regex::bytes::Regex>> = OnceLock::new();
    match WORD.get_or_init(|| regex::bytes::Regex::new("distinct").ok()) {
        Some(re) => re.is_match(text),
        None => true,
    }
}

/// The thread pool of deferred parses: as many threads as rayon's global pool, with stacks
/// as large as the parser needs for deeply nested input (see `MAX_OP_NESTING`).
fn pool() -> Option<&'static rayon::ThreadPool> {
    static POOL: OnceLock<Option<rayon::ThreadPool>> = OnceLock::new();
    POOL.get_or_init(|| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(rayon::current_num_threads())
            .stack_size(4 << 30)
            .thread_name(|i| format!("ropt-parse-{i}"))
            .build()
            .ok()
    })
    .as_ref()
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
    let sequential = || super::parse_module(ctx, src, start, filename, opts, module_loc);
    let len = src.len().saturating_sub(start);
    let forced = par.min_chunk == 0;
    if !par.enabled
        || (!forced && (len < 2 * par.min_chunk || rayon::current_num_threads() < 2))
        || mentions_distinct(src.get(start..).unwrap_or_default())
    {
        return sequential();
    }
    let Some(pool) = pool() else {
        return sequential();
    };
    let cfg = DeferConfig {
        min: par.min_chunk,
        max: if forced { usize::MAX } else { len / 4 * 3 },
    };
    let mut p = Parser::new(ctx, src, filename);
    p.allow_unregistered = opts.allow_unregistered;
    if start > 0 {
        p.skip_to(start);
    }
    let mut op = OpParser::new(&mut p, opts);
    op.buffer_start = start;
    op.defer = Some(cfg);
    let top = op.parse_top_body();
    if op.fallback {
        return sequential();
    }
    if op.jobs.is_empty() {
        let result = top.and_then(|t| op.finish_top(t, module_loc));
        return finish_parse(p, result, src, start);
    }
    let jobs = std::mem::take(&mut op.jobs);
    let anchors = std::mem::take(&mut op.anchors);
    let aliases = Arc::new(std::mem::take(&mut op.p.symbols.aliases));
    op.p.symbols.inherited = Some((aliases.clone(), usize::MAX));
    let shared = Shared {
        ctx,
        src,
        src_str: op.p.source_str(),
        filename: op.p.filename,
        aliases,
        opts,
        cfg,
        buffer_start: start,
    };
    let mut outputs = pool.install(|| run_jobs(&shared, &jobs));
    if outputs.iter().any(|o| o.fallback) {
        return sequential();
    }
    let own = std::mem::take(&mut op.p.diagnostics);
    let (diags, _, failed) = merge(own, &anchors, &outputs);
    op.p.diagnostics = diags;
    let mut top = match top {
        Ok(t) if failed.is_none() => t,
        _ => return finish_parse(p, Err(ParseFailed), src, start),
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
        if !attach(&mut top.top, job, out) {
            return sequential();
        }
    }
    let result = op.finish_top(top, module_loc);
    finish_parse(p, result, src, start)
}

/// Parses jobs, in parallel, in the current pool.
fn run_jobs<'a>(sh: &Shared<'a>, jobs: &[Job<'a>]) -> Vec<JobOutput<'a>> {
    jobs.par_iter().map(|j| run_job(sh, j)).collect()
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
    if op.fallback {
        return JobOutput::fallback();
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
    let (diags, seg_ends, sub_failed) = merge(own, &anchors, &outputs);
    let failed_at = sub_failed.or(own_failed);
    if failed_at.is_some() {
        body = None;
    } else if let Some(b) = body.as_mut() {
        for o in &mut outputs {
            loc_aliases.append(&mut o.loc_aliases);
            undeclared.append(&mut o.undeclared);
        }
        for (j, o) in sub_jobs.iter().zip(outputs) {
            if !attach(b, j, o) {
                return JobOutput::fallback();
            }
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

/// Replaces the placeholder body of a job's op (under `root`) with the parsed one.
fn attach(root: &mut Body, job: &Job<'_>, out: JobOutput<'_>) -> bool {
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

impl<'a> OpParser<'a, '_> {
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
            || self.depth >= MAX_DEFER_DEPTH
            || self.depth + 1 > MAX_OP_NESTING
        {
            return refuse(self);
        }
        let open = self.p.offset();
        let src = self.p.source();
        let Some(end) = scan_region_end(&src[..self.limit_end.min(src.len())], open) else {
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
                self.jobs.push(Job {
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
                });
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
    }

    #[test]
    fn special_bytes_are_found_at_every_offset() {
        for special in [b'{', b'}', b'"', b'/'] {
            for len in 0..40 {
                for at in 0..=len {
                    let mut text = vec![b'a'; len];
                    // Bytes one off the special ones, which a word-wise test could confuse.
                    for (k, c) in text.iter_mut().enumerate() {
                        *c = [b'z', b'|', b'~', b'!', b'.', b'0', b'#'][k % 7];
                    }
                    if at < len {
                        text[at] = special;
                    }
                    for start in 0..=len {
                        let want = if at < len && at >= start { at } else { len };
                        assert_eq!(next_special(&text, start), want, "{text:?} from {start}");
                    }
                }
            }
        }
        let long = format!("{{ {} }} tail", "%0 = arith.addi %1, %2 : i32\n".repeat(50));
        assert_eq!(scan_region_end(long.as_bytes(), 0), Some(long.len() - 5));
    }

    fn context() -> Context {
        let mut ctx = Context::new();
        crate::builtin::register_builtin(&mut ctx);
        ctx
    }

    const OPTS: ParseOptions = ParseOptions {
        allow_unregistered: true,
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
        let out = check_same(&[module(0, undefined), module(1, undefined)].concat());
        assert_eq!(out.matches("use of undeclared SSA value name").count(), 2);
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
    fn aliases_are_visible_after_their_definition() {
        check_same("module { \"t.a\"() : () -> !t }\n!t = i32\n");
        check_same("!t = i32\nmodule { \"t.a\"() : () -> !t }\n");
        check_same("module { \"t.a\"() : () -> () loc(#l) }\n#l = loc(\"x\":1:2)\n");
        check_same("module { \"t.a\"() : () -> () loc(#l) }\n");
    }
}
