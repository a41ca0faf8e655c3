//! Printing the ops at the top of a module (its functions) on worker threads.
//!
//! Each op with the `IsolatedFromAbove` trait has its own body, and its regions are named
//! independently of its siblings: SSA numbering restarts in each of them from the counters
//! the module's region left (or, when numbers only grow, as in the generic form, from a base
//! known once every sibling has been counted). Such an op of the module's region is a *unit*.
//! In the generic form an op that is not isolated (an unregistered `"tst.func"`) is a unit
//! too, a *shared* one: its regions live in the module's body, and it is named from a base
//! like the others, as long as nothing in it uses a value of the module's region (checked
//! by [`prepare`], which otherwise names and prints everything in order).
//! A module is *split* when every op with regions in its region is a unit without operands,
//! results or successors (functions); then:
//!
//! 1. [`plan`] names the module's region, leaving the units out, and records where the
//!    naming of the units starts ([`Start`]);
//! 2. [`prepare`] names the units on worker threads, and records the aliases each of them
//!    needs when aliases are collected (in print order: each unit in its own
//!    [`AliasState`], merged into the module's in order by [`print_run`] during the
//!    collecting pass, which gives the same first-use order as one walk);
//! 3. during printing, [`print_run`] prints the consecutive units into one string each on
//!    worker threads (named there if [`prepare`] did not), a run of them at a time, and
//!    writes them in order while the workers print the next run.
//!
//! The text is the same as the sequential printer's for any number of threads
//! (`ROPT_PRINT_PARALLEL_OPS=0` forces splitting, to test that). Units are printed in order
//! on the calling thread when printing numbers `distinct` attributes (their numbers follow
//! the print order).

use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use ropt_ir::threads::pool;
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
    /// Printed on the calling thread (the run is not parallel): the units are still named
    /// one at a time as they are printed, so the names of the whole module are never held
    /// at once.
    sequential: bool,
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
    /// Whether its regions are in the module's body (it is not isolated from above).
    shared: bool,
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

/// Decides whether printing `op` (of `body`) splits, and if so names its region without the
/// units. `None`: print with one namer for everything. With `opts.parallel` unset, only a
/// `sequential` split is made (units printed in order on this thread, named as they come).
pub(crate) fn plan(
    _ctx: &Context,
    body: &Body,
    op: OpId,
    opts: &OpPrintOptions,
    sequential: bool,
) -> Option<(Namer, Split)> {
    let min = match (opts.parallel, sequential) {
        (Some(min), _) => min,
        (None, true) => 0,
        (None, false) => return None,
    };
    let sequential = opts.parallel.is_none();
    // Names suggested by the ops' hooks are made unique with a counter that, with unique
    // ids, runs across functions; name locations likewise.
    if opts.skip_regions
        || (opts.unique_ssa_ids && !opts.generic)
        || (unique_ids(opts) && opts.nameloc_as_prefix)
        || body.num_regions(op) != 1
    {
        return None;
    }
    let rb = body.regions_body(op);
    let region = body.regions(op)[0];
    let unique = unique_ids(opts);
    let mut shared = false;
    let mut units = Vec::new();
    let mut index = FxHashMap::default();
    let mut total = 0usize;
    for block in rb.blocks(region) {
        for o in rb.ops(block) {
            if rb.num_regions(o) == 0 {
                continue;
            }
            // An op that is not isolated from above shares the module's body, and its
            // regions could use the module region's values: only in the generic form
            // (numbers only grow) and only if no operand is named outside it (checked by
            // `prepare`, which then falls back to one namer).
            let nested = match rb.nested_body(o) {
                Some(n) => n.op_capacity(),
                None if unique && opts.generic => {
                    shared = true;
                    0
                }
                None => return None,
            };
            if rb.num_results(o) > 0
                || rb.num_operands(o) > 0
                || rb.num_successors(o) > 0
                || rb.op_name(o).has_trait(Traits::TERMINATOR)
            {
                return None;
            }
            index.insert(o, units.len() as u32);
            // (A shared unit's size is counted when `prepare` names it.)
            let size = nested;
            total += size;
            units.push(Unit {
                op: o,
                size,
                shared: rb.nested_body(o).is_none(),
                namer: None,
                aliases: None,
                counts: (0, 0),
            });
        }
    }
    if shared {
        // The module's body holds the shared units' ops.
        total += rb.op_capacity();
    }
    if units.is_empty() || total < min as usize {
        return None;
    }
    // (Asked only now: a small module makes no worker threads.)
    if min > 0 && !sequential && pool().current_num_threads() < 2 {
        return None;
    }
    let (namer, start) = Namer::build(body, op, opts, Some(&index));
    // Units number from 0 and are shifted once counted: names in scope (arguments of the
    // module's region) could clash with the unshifted names.
    if unique && Namer::start_has_names(&start) {
        return None;
    }
    let split = Split {
        body: rb as *const Body as usize,
        region,
        index,
        units,
        start,
        sequential,
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
    if split.sequential {
        // Names made in advance would all be held at once: one namer, as without a split.
        p.split = None;
        p.set_namer(Namer::new(ctx, body, op, &opts));
        return;
    }
    let rb = body.regions_body(op);
    let start = &split.start;
    let escaped = AtomicBool::new(false);
    pool().install(|| {
        split
            .units
            .par_iter_mut()
            .with_max_len(ropt_ir::threads::FUNCTIONS_PER_TASK)
            .for_each(|u| {
                if escaped.load(Ordering::Relaxed) {
                    return;
                }
                let (namer, values, args) = Namer::for_unit(rb, u.op, &opts, start, u.shared);
                if u.shared {
                    if !namer.names_all_operands(rb, u.op) {
                        escaped.store(true, Ordering::Relaxed);
                        return;
                    }
                    u.size = namer.ops_named();
                }
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
    if escaped.into_inner() {
        // A unit uses a value of the module's region: name and print everything in order.
        p.split = None;
        p.set_namer(Namer::new(ctx, body, op, &opts));
        return;
    }
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

/// Prints (or, in the collecting pass, merges the aliases of) the consecutive units of `body`
/// starting at `first`; returns the op after them.
///
/// The units are printed in runs of about [`RUN_OPS`] ops, each run on the worker threads,
/// while this thread writes the text of the run before (two runs at most wait in memory).
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
    let mut runs: Vec<Vec<UnitJob>> = vec![Vec::new()];
    let mut size = 0;
    let mut next = Some(first);
    while let Some(o) = next {
        let Some(&i) = split.index.get(&o) else {
            break;
        };
        if size >= RUN_OPS {
            runs.push(Vec::new());
            size = 0;
        }
        let u = &mut split.units[i as usize];
        size += u.size;
        if let Some(run) = runs.last_mut() {
            run.push((u.op, u.namer.take(), u.size, u.shared));
        }
        next = body.next_op(o);
    }
    let ctx = p.context();
    let opts = p.options();
    let indent = p.indent();
    let dialect = p.current_dialect();
    let threads =
        !split.sequential && (runs.len() > 1 || runs[0].len() > 1) && !p.aliases.has_distinct();
    // The printer's own aliases are shared with the workers while it writes.
    let aliases = std::mem::replace(&mut p.aliases, new_aliases(&opts));
    let start = &split.start;
    let print_one = |(op, namer, size, shared): UnitJob| -> UnitText {
        let namer = namer.unwrap_or_else(|| Namer::for_unit(body, op, &opts, start, shared).0);
        let mut q = OpPrinter::for_unit(
            ctx,
            body,
            opts,
            namer,
            Aliases::Shared(&aliases),
            indent,
            dialect,
        );
        q.reserve(size * UNIT_BYTES_PER_OP);
        q.gaps = Some(Vec::new());
        q.print_op(body, op);
        let gaps = q.gaps.take().unwrap_or_default();
        (q.into_parts().2, gaps)
    };
    let print_run = |run: Vec<UnitJob>| -> Vec<UnitText> {
        run.into_par_iter()
            .with_max_len(ropt_ir::threads::FUNCTIONS_PER_TASK)
            .map(&print_one)
            .collect()
    };
    if !threads {
        for job in runs.into_iter().flatten() {
            let (text, gaps) = print_one(job);
            p.push_unit(&text, &gaps);
        }
    } else {
        // The runs, for the printing thread to take. Without one (a single run; on a worker
        // of the pool, where blocking on the channel could leave no worker to print; or no
        // thread could be made), this thread prints them in turn.
        let pipelined = runs.len() > 1 && rayon::current_thread_index().is_none();
        let pending = std::sync::Mutex::new(Some(runs));
        if pipelined {
            std::thread::scope(|scope| {
                let (tx, rx) = std::sync::mpsc::sync_channel::<Vec<UnitText>>(1);
                let (pending, print_run) = (&pending, &print_run);
                let _ = std::thread::Builder::new().spawn_scoped(scope, move || {
                    let runs = pending.lock().ok().and_then(|mut r| r.take());
                    pool().install(|| {
                        for run in runs.into_iter().flatten() {
                            if tx.send(print_run(run)).is_err() {
                                return;
                            }
                        }
                    })
                });
                for texts in rx {
                    for (t, gaps) in &texts {
                        p.push_unit(t, gaps);
                    }
                }
            });
        }
        if let Some(runs) = pending.into_inner().ok().flatten() {
            for run in runs {
                let texts = pool().install(|| print_run(run));
                for (t, gaps) in &texts {
                    p.push_unit(t, gaps);
                }
            }
        }
    }
    p.aliases = aliases;
    p.split = Some(split);
    next
}

/// A unit to print: its op, its names if made in advance, its size, and whether it shares
/// the module's body.
type UnitJob = (OpId, Option<Namer>, usize, bool);

/// A printed unit: its text, and the indentation left out of it ([`OpPrinter::gaps`]).
type UnitText = (String, Vec<(usize, usize)>);

#[cfg(test)]
mod tests {
    use ropt_ir::Context;

    use super::super::ops::{OpPrintOptions, OpPrinter, print_top_level};
    use crate::parser::ops::{ParseOptions, ParsedModule, parse_module};

    fn context() -> Context {
        let mut ctx = Context::new();
        crate::builtin::register_builtin(&mut ctx);
        ctx
    }

    fn parse(ctx: &Context, text: &str) -> ParsedModule {
        let opts = ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        };
        match parse_module(ctx, text.as_bytes(), 0, "t.mlir", opts, ctx.unknown_loc()) {
            Ok(m) => m,
            Err(d) => panic!("parse error: {}", d[0].message),
        }
    }

    /// Prints `text` sequentially and split (forced); asserts the texts are equal and
    /// returns whether the split was kept.
    fn split_prints_alike(text: &str, opts: OpPrintOptions) -> bool {
        let ctx = context();
        let m = parse(&ctx, text);
        let seq = print_top_level(&ctx, &m.body, m.module, opts);
        let par_opts = OpPrintOptions {
            parallel: Some(0),
            ..opts
        };
        let par = print_top_level(&ctx, &m.body, m.module, par_opts);
        assert_eq!(par, seq, "split printing differs for {opts:?}");
        let mut p = OpPrinter::new(&ctx, &m.body, m.module, par_opts);
        super::prepare(&mut p, &m.body, m.module, true);
        p.split.is_some()
    }

    const GENERIC: OpPrintOptions = OpPrintOptions {
        generic: true,
        debuginfo: false,
        pretty_debuginfo: false,
        local_scope: false,
        elide_elements_if_larger: None,
        elide_resource_strings_if_larger: None,
        hex_if_larger: None,
        value_users: false,
        skip_regions: false,
        unique_ssa_ids: false,
        nameloc_as_prefix: false,
        parallel: None,
        no_aliases: false,
        no_indent: false,
    };

    const FUNCS: &str = r#"
"tst.func"() <{sym_name = "a"}> ({
^bb0(%a: i32, %b: i32):
  %0:2 = "tst.c"(%a) : (i32) -> (i32, i32)
  "tst.br"(%0#1)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "tst.r"(%x, %b) : (i32, i32) -> ()
}) : () -> ()
"tst.func"() <{sym_name = "b"}> ({
^bb0(%a: i32):
  %0 = "tst.c"(%a) {attr = affine_map<(d0) -> (d0)>} : (i32) -> i32
  "tst.inner"() ({
  ^bb0(%c: i32):
    "tst.r"(%c, %0) : (i32, i32) -> ()
  }) : () -> ()
  "tst.r"(%0) : (i32) -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "c"}> ({
  %0 = "tst.c"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
"tst.func"() <{sym_name = "d"}> ({
^bb0(%a: i32):
  "tst.r"(%a) : (i32) -> ()
}) : () -> ()
"#;

    #[test]
    fn generic_units_share_the_module_body() {
        assert!(split_prints_alike(FUNCS, GENERIC));
        for opts in [
            OpPrintOptions {
                debuginfo: true,
                ..GENERIC
            },
            OpPrintOptions {
                value_users: true,
                ..GENERIC
            },
            OpPrintOptions {
                local_scope: true,
                ..GENERIC
            },
            OpPrintOptions {
                unique_ssa_ids: true,
                ..GENERIC
            },
        ] {
            assert!(split_prints_alike(FUNCS, opts));
        }
    }

    #[test]
    fn units_of_several_runs_are_written_in_order() {
        // More ops than one run holds: the runs are printed while the ones before are
        // written (to a string, and to a sink as ropt does).
        let units = 2 * super::RUN_OPS / 1000 + 3;
        let mut text = String::new();
        for u in 0..units {
            text.push_str(&format!("module @m{u} {{\n"));
            for i in 0..1000 {
                text.push_str(&format!("  %{i} = \"tst.c\"() {{u = {u}}} : () -> i32\n"));
            }
            text.push_str("}\n");
        }
        let custom = OpPrintOptions {
            generic: false,
            ..GENERIC
        };
        assert!(split_prints_alike(&text, custom));
        let ctx = context();
        let m = parse(&ctx, &text);
        let par = OpPrintOptions {
            parallel: Some(0),
            ..custom
        };
        let mut sink = Vec::new();
        super::super::ops::print_top_level_to(&ctx, &m.body, m.module, par, None, &mut sink)
            .expect("printed");
        let seq = print_top_level(&ctx, &m.body, m.module, custom);
        assert!(seq.contains(&format!("module @m{}", units - 1)));
        assert_eq!(String::from_utf8(sink).ok().as_deref(), Some(seq.as_str()));
    }

    #[test]
    fn custom_form_keeps_non_isolated_units_in_order() {
        let custom = OpPrintOptions {
            generic: false,
            ..GENERIC
        };
        assert!(!split_prints_alike(FUNCS, custom));
    }

    #[test]
    fn a_unit_using_a_module_value_is_printed_in_order() {
        let text = r#"
%0 = "tst.c"() : () -> i32
"tst.func"() ({
  "tst.r"(%0) : (i32) -> ()
}) : () -> ()
"tst.func"() ({
  %1 = "tst.c"() : () -> i32
}) : () -> ()
"#;
        assert!(!split_prints_alike(text, GENERIC));
        let users = OpPrintOptions {
            value_users: true,
            ..GENERIC
        };
        assert!(!split_prints_alike(text, users));
    }

    #[test]
    fn module_arguments_keep_the_units_in_order() {
        let text = r#"
"builtin.module"() ({
^bb0(%m: i32):
  "tst.func"() ({
  ^bb0(%a: i32):
    "tst.r"(%a) : (i32) -> ()
  }) : () -> ()
  "tst.func"() ({
  ^bb0(%a: i32):
    "tst.r"(%a) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
        assert!(!split_prints_alike(text, GENERIC));
    }
}
