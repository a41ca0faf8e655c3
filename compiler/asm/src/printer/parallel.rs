//! Printing the isolated ops at the top of a module (its functions) on worker threads.
//!
//! Each op with the `IsolatedFromAbove` trait has its own body, and its regions are named
//! independently of its siblings: SSA numbering restarts in each of them from the counters
//! the module's region left (or, when numbers only grow, as in the generic form, from a base
//! known once every sibling has been counted). Such an op of the module's region is a *unit*.
//! A module is *split* when every op with regions in its region is a unit without operands,
//! results or successors (functions); then:
//!
//! 1. [`plan`] names the module's region, leaving the units out, and records where the
//!    naming of the units starts ([`Start`]);
//! 2. [`prepare`] names the units on worker threads, and records the aliases each of them
//!    needs when aliases are collected (in print order: each unit in its own
//!    [`AliasState`], merged into the module's in order by [`print_run`] during the
//!    collecting pass, which gives the same first-use order as one walk);
//! 3. during printing, [`print_run`] prints a run of consecutive units into one string each
//!    on worker threads (named there if [`prepare`] did not), and appends them in order.
//!
//! The text is the same as the sequential printer's for any number of threads. Units are
//! printed in order on the calling thread when printing numbers `distinct` attributes (their
//! numbers follow the print order).

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use ropt_ir::{Body, Context, OpId, RegionId, Traits};

use super::aliases::AliasState;
use super::ops::{Aliases, Namer, OpPrintOptions, OpPrinter, Start, new_aliases, unique_ids};

/// Units printed together hold about this many ops (bounds the text held in memory).
const RUN_OPS: usize = 1 << 15;

/// The text reserved per op of a unit before printing it (most ops print on one line of
/// about this length; a longer text grows its buffer as usual).
const UNIT_BYTES_PER_OP: usize = 40;

/// A split module's units and where their naming starts.
pub(crate) struct Split {
    /// The address of the body holding the split region, and the region.
    body: usize,
    region: RegionId,
    /// The index in `units` of each unit op.
    index: FxHashMap<OpId, u32>,
    units: Vec<Unit>,
    start: Start,
}

/// One isolated op of the split region.
struct Unit {
    op: OpId,
    /// Ops in its body (an estimate of the text's size).
    size: usize,
    /// Its names, when made in advance by [`prepare`].
    namer: Option<Namer>,
    /// The aliases it uses, until merged into the module's.
    aliases: Option<Box<AliasState>>,
    /// Value and argument numbers given in it (unique-id mode).
    counts: (u32, u32),
}

impl Split {
    /// Whether `region` of `body` is the split region.
    pub(crate) fn holds(&self, body: &Body, region: RegionId) -> bool {
        self.body == body as *const Body as usize && self.region == region
    }

    /// Whether `op` (of the split region) is a unit.
    pub(crate) fn is_unit(&self, op: OpId) -> bool {
        self.index.contains_key(&op)
    }
}

/// The worker threads. Printing recurses as deep as the IR nests, so they get large stacks
/// (address space only; pages are touched on use), like ropt's main thread.
fn pool() -> &'static rayon::ThreadPool {
    static POOL: std::sync::OnceLock<rayon::ThreadPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        rayon::ThreadPoolBuilder::new()
            .stack_size(1 << 30)
            .thread_name(|i| format!("ropt-print-{i}"))
            .build()
            .unwrap_or_else(|_| {
                rayon::ThreadPoolBuilder::new()
                    .num_threads(1)
                    .build()
                    .expect("a thread pool")
            })
    })
}

/// Decides whether printing `op` (of `body`) splits, and if so names its region without the
/// units. `None`: print sequentially.
pub(crate) fn plan(
    _ctx: &Context,
    body: &Body,
    op: OpId,
    opts: &OpPrintOptions,
) -> Option<(Namer, Split)> {
    let min = opts.parallel?;
    // Names suggested by the ops' hooks are made unique with a counter that, with unique
    // ids, runs across functions; name locations likewise.
    if opts.skip_regions
        || (opts.unique_ssa_ids && !opts.generic)
        || (unique_ids(opts) && opts.nameloc_as_prefix)
        || body.num_regions(op) != 1
    {
        return None;
    }
    if min > 0 && pool().current_num_threads() < 2 {
        return None;
    }
    let rb = body.regions_body(op);
    let region = body.regions(op)[0];
    let mut units = Vec::new();
    let mut index = FxHashMap::default();
    let mut total = 0usize;
    for block in rb.blocks(region) {
        for o in rb.ops(block) {
            if rb.num_regions(o) == 0 {
                continue;
            }
            let nested = rb.nested_body(o)?;
            if rb.num_results(o) > 0
                || rb.num_operands(o) > 0
                || rb.num_successors(o) > 0
                || rb.op_name(o).has_trait(Traits::TERMINATOR)
            {
                return None;
            }
            index.insert(o, units.len() as u32);
            let size = nested.op_capacity();
            total += size;
            units.push(Unit {
                op: o,
                size,
                namer: None,
                aliases: None,
                counts: (0, 0),
            });
        }
    }
    if units.is_empty() || total < min as usize {
        return None;
    }
    let (namer, start) = Namer::build(body, op, opts, Some(&index));
    let split = Split {
        body: rb as *const Body as usize,
        region,
        index,
        units,
        start,
    };
    Some((namer, split))
}

/// Names the units of `p`'s split (printing `op` of `body`) on worker threads when names are
/// needed before printing: with unique ids (each unit's numbers start after those of the
/// units named before it) or when aliases are collected (`collect`, which also records each
/// unit's aliases).
pub(crate) fn prepare(p: &mut OpPrinter<'_>, body: &Body, op: OpId, collect: bool) {
    let ctx = p.context();
    let opts = p.options();
    let unique = unique_ids(&opts);
    let Some(split) = p.split.as_mut() else {
        return;
    };
    if !collect && !unique {
        return;
    }
    let rb = body.regions_body(op);
    let start = &split.start;
    pool().install(|| {
        split.units.par_iter_mut().for_each(|u| {
            let (namer, values, args) = Namer::for_unit(rb, u.op, &opts, start);
            u.counts = (values, args);
            if collect {
                let mut q = OpPrinter::with_parts(ctx, rb, opts, namer, new_aliases(&opts));
                q.set_collecting(true);
                q.print_op(rb, u.op);
                let (namer, aliases, _) = q.into_parts();
                if let Aliases::Own(a) = aliases {
                    u.aliases = Some(a);
                }
                u.namer = Some(namer);
            } else {
                u.namer = Some(namer);
            }
        })
    });
    if unique {
        // The work list of the namer takes the last region first.
        let (mut value, mut arg) = Namer::start_numbers(&split.start);
        for u in split.units.iter_mut().rev() {
            if let Some(n) = u.namer.as_mut() {
                n.set_bases(value, arg);
            }
            value += u.counts.0;
            arg += u.counts.1;
        }
    }
}

/// Prints (or, in the collecting pass, merges the aliases of) the run of units of `body`
/// starting at `first`; returns the op after the run.
pub(crate) fn print_run(p: &mut OpPrinter<'_>, body: &Body, first: OpId) -> Option<OpId> {
    let Some(mut split) = p.split.take() else {
        return body.next_op(first);
    };
    if p.is_collecting() {
        let i = split.index[&first] as usize;
        if let (Some(a), Some(own)) = (split.units[i].aliases.take(), p.aliases.own()) {
            own.merge(*a);
        }
        p.split = Some(split);
        return body.next_op(first);
    }
    let mut run = Vec::new();
    let mut size = 0;
    let mut next = Some(first);
    while let Some(o) = next {
        let Some(&i) = split.index.get(&o) else {
            break;
        };
        run.push(i as usize);
        size += split.units[i as usize].size;
        next = body.next_op(o);
        if size >= RUN_OPS {
            break;
        }
    }
    let ctx = p.context();
    let opts = p.options();
    let indent = p.indent();
    let dialect = p.current_dialect();
    let threads = run.len() > 1 && !p.aliases.has_distinct();
    let jobs: Vec<(OpId, Option<Namer>, usize)> = run
        .iter()
        .map(|&i| {
            let u = &mut split.units[i];
            (u.op, u.namer.take(), u.size)
        })
        .collect();
    let aliases: &AliasState = &p.aliases;
    let start = &split.start;
    let print_one = |(op, namer, size): (OpId, Option<Namer>, usize)| -> String {
        let namer = namer.unwrap_or_else(|| Namer::for_unit(body, op, &opts, start).0);
        let mut q = OpPrinter::for_unit(
            ctx,
            body,
            opts,
            namer,
            Aliases::Shared(aliases),
            indent,
            dialect,
        );
        q.reserve(size * UNIT_BYTES_PER_OP);
        q.print_op(body, op);
        q.into_parts().2
    };
    let texts: Vec<String> = if threads {
        pool().install(|| jobs.into_par_iter().map(print_one).collect())
    } else {
        jobs.into_iter().map(print_one).collect()
    };
    for t in &texts {
        p.push_line(t);
    }
    p.split = Some(split);
    next
}
