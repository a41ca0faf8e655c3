//! The `sccp` pass (MLIR's `SCCP`): sparse conditional constant propagation over the op it
//! runs on, then every value found constant is replaced by a constant op.
//!
//! The analysis is [`DeadCodeAnalysis`] with [`SparseConstantPropagation`], across calls.
//! The rewrite walks the blocks from a work stack (a region's blocks in order, the regions
//! an op opens after its block, the last region first): each result found constant is
//! replaced by a constant materialized by the dialect that folded it, at the start of the
//! entry block of the closest region owned by an isolated-from-above op (one constant per
//! value, dialect and type there, unknown location, each new one placed first); an op whose
//! results were all replaced and that has no effect is erased; then the block's arguments
//! found constant are replaced. Values of dead code were never visited and stay.
//!
//! With threads, the top-level functions of a module that no call connects to another
//! callable are solved and rewritten in parallel, each on its own: nothing flows into or
//! out of them, so the result is the same.

use ropt_ir::call_interfaces::{CallOpInterface, CallableOpInterface, Callee};
use ropt_ir::effects::would_op_be_trivially_dead;
use ropt_ir::registry::Traits;
use ropt_ir::rewrite_hooks::ConstantMaterializer;
use ropt_ir::symbol_table::{Visibility, symbol_name_attr, visibility, walk_symbol_refs};
use ropt_ir::walk::{WalkOrder, WalkResult};
use ropt_ir::{Attribute, AttributeKind, Body, Context, OpId, RegionId, Type, ValueId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::constant::{ConstantValue, SparseConstantPropagation};
use crate::dead_code::DeadCodeAnalysis;
use crate::program::{Blk, BodyIx, Program, Reg, TopInfo, Val};
use crate::solver::{Anchor, Solver};
use crate::sparse::ForwardDriver;

/// `sccp`.
pub static SCCP: PassInfo = PassInfo {
    argument: "sccp",
    name: "SCCP",
    description: "Sparse Conditional Constant Propagation",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(Sccp),
};

struct Sccp;

impl Pass for Sccp {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let top = TopInfo::of(body, op);
        let split = match cx.parallel() {
            true => independent_callables(ctx, body, op, &top),
            false => Split::default(),
        };
        let rb = body.regions_body_mut(op);
        let result = run_sccp(ctx, rb, top, &split.excluded).and_then(|()| {
            let mut tasks: Vec<(OpId, &mut Body)> = rb
                .nested_bodies_mut()
                .filter(|(o, _)| split.independent.contains_key(o))
                .collect();
            let infos = &split.independent;
            ropt_ir::threads::pool().install(|| {
                use rayon::prelude::*;
                tasks
                    .par_iter_mut()
                    .with_max_len(ropt_ir::threads::FUNCTIONS_PER_TASK)
                    .map(|(o, fbody)| run_sccp(ctx, fbody, infos[o].clone(), &[]))
                    .collect::<Result<Vec<()>, _>>()
            })?;
            Ok(())
        });
        result.map_err(|d| {
            cx.emit(d);
            PassFailure
        })
    }
}

/// The top-level callables of a module that are analysed and rewritten on their own.
#[derive(Default)]
struct Split {
    /// The callables to run on their own, with what their run needs to know of them.
    independent: FxHashMap<OpId, TopInfo>,
    /// Those and the callables that are never executed: left out of the run over the rest.
    excluded: Vec<OpId>,
}

/// Splits off the callables directly in the symbol table `op` (of `body`) whose analysis
/// does not depend on anything else: no call with a symbol callee is in them and no call
/// anywhere names them. Such a callable runs if its call sites are unknown (it is public,
/// or its symbol has a use other than a call) and is then the same as the callable run on
/// its own; otherwise it never runs and nothing in it changes.
fn independent_callables(ctx: &Context, body: &Body, op: OpId, top: &TopInfo) -> Split {
    let mut split = Split::default();
    if !body.op_name(op).has_trait(Traits::SYMBOL_TABLE) {
        return split;
    }
    let rb = body.regions_body(op);
    let Some(&region) = body.regions(op).first() else {
        return split;
    };
    // What each top-level op holds: the roots of its symbol references, those of its calls'
    // callees, and whether it holds an op that may be an unknown symbol table. (On the worker
    // threads: this looks at every op.)
    let tops: Vec<OpId> = rb.blocks(region).flat_map(|b| rb.ops(b)).collect();
    let summaries: Vec<Summary> = ropt_ir::threads::pool().install(|| {
        use rayon::prelude::*;
        tops.par_iter()
            .with_max_len(ropt_ir::threads::FUNCTIONS_PER_TASK)
            .map(|&f| summarize(ctx, rb, f))
            .collect()
    });
    let mut used: FxHashSet<&'static [u8]> = FxHashSet::default();
    let mut called: FxHashSet<&'static [u8]> = FxHashSet::default();
    let mut with_calls: FxHashSet<OpId> = FxHashSet::default();
    let mut unknown_tables = false;
    for (&f, s) in tops.iter().zip(summaries) {
        used.extend(s.used);
        if !s.called.is_empty() {
            with_calls.insert(f);
        }
        called.extend(s.called);
        unknown_tables |= s.unknown_table;
    }
    if unknown_tables {
        return split;
    }
    for b in rb.blocks(region) {
        for f in rb.ops(b) {
            let name = rb.op_name(f);
            let Some(callable) = name.interface::<CallableOpInterface>() else {
                continue;
            };
            if !name.has_trait(Traits::SYMBOL)
                || rb.nested_body(f).is_none()
                || (callable.body_region)(rb, f).is_none()
                || with_calls.contains(&f)
            {
                continue;
            }
            let Some(sym) = symbol_name_attr(rb, f).and_then(|a| a.as_bytes()) else {
                continue;
            };
            if called.contains(sym) {
                continue;
            }
            let vis = visibility(rb, f);
            let unknown_callers = vis == Visibility::Public
                || (!top.uses_visible && vis == Visibility::Nested)
                || used.contains(sym);
            if unknown_callers {
                split.independent.insert(f, TopInfo::of(rb, f));
            }
            split.excluded.push(f);
        }
    }
    split
}

/// The symbol uses under one op (see [`independent_callables`]).
struct Summary {
    used: Vec<&'static [u8]>,
    called: Vec<&'static [u8]>,
    unknown_table: bool,
}

fn summarize(ctx: &Context, body: &Body, op: OpId) -> Summary {
    let mut s = Summary {
        used: Vec::new(),
        called: Vec::new(),
        unknown_table: false,
    };
    body.walk_ops(op, WalkOrder::PreOrder, |ob, o| {
        let name = ob.op_name(o);
        for dict in [ob.op(o).properties(), ob.op(o).attributes()]
            .into_iter()
            .flatten()
        {
            walk_symbol_refs(dict, &mut |a| {
                if let AttributeKind::SymbolRef { root, .. } = a.kind() {
                    s.used.push(root.as_str().as_bytes());
                }
            });
        }
        if ob.num_regions(o) == 1
            && !name.is_registered()
            && ctx.registry().dialect(name.dialect()).is_none()
        {
            s.unknown_table = true;
        }
        if let Some(call) = name.interface::<CallOpInterface>()
            && let Some(Callee::Symbol(sym)) = (call.callee)(ob, o)
            && let AttributeKind::SymbolRef { root, .. } = sym.kind()
        {
            s.called.push(root.as_str().as_bytes());
        }
        WalkResult::Advance
    });
    s
}

/// Runs the analysis over the regions of the op described by `top` (they live in `body`),
/// leaving out the ops `excluded` of those regions, and rewrites them.
pub fn run_sccp(
    ctx: &Context,
    body: &mut Body,
    top: TopInfo,
    excluded: &[OpId],
) -> Result<(), ropt_ir::Diagnostic> {
    let mut program = Program::new(ctx, body, top);
    for &op in excluded {
        program.exclude(op);
    }
    let mut solver = Solver::new(program);
    solver.load(DeadCodeAnalysis);
    solver.load(ForwardDriver::new(SparseConstantPropagation::default()));
    solver.run()?;
    rewrite(ctx, &mut solver);
    Ok(())
}

/// The constants the rewrite made, by (body, scope region, dialect, value, type).
#[derive(Default)]
struct Folder {
    table: FxHashMap<(BodyIx, RegionId, &'static str, Attribute, Type), OpId>,
}

impl Folder {
    /// A constant op for `value` of type `ty` from `dialect`, for use in `block`: an existing
    /// one of this folder, or a new one at the start of the scope's entry block.
    fn get_or_create(
        &mut self,
        ctx: &Context,
        body: &mut Body,
        block: Blk,
        dialect: &'static str,
        value: Attribute,
        ty: Type,
    ) -> Option<ValueId> {
        let region = ropt_rewrite::fold::insertion_region(body, block.id)?;
        let value = match value.kind() {
            AttributeKind::Bool(b) => ctx.integer_attr(
                ctx.int_type(1),
                ropt_ir::apint::ApInt::from_u64(1, *b as u64),
            ),
            _ => value,
        };
        let key = (block.body, region, dialect, value, ty);
        if let Some(&c) = self.table.get(&key) {
            return Some(body.result(c, 0));
        }
        let materialize = ctx
            .registry()
            .dialect(dialect)?
            .interfaces
            .get::<ConstantMaterializer>()?;
        let state = (materialize.0)(ctx, value, ty, ctx.unknown_loc())?;
        let entry = body.entry_block(region)?;
        let c = body.create_op(state);
        body.prepend_op(entry, c);
        let made = body.op_name(c).dialect();
        if made != dialect {
            let other = (block.body, region, made, value, ty);
            if let Some(&existing) = self.table.get(&other) {
                body.erase_op(c);
                self.table.insert(key, existing);
                return Some(body.result(existing, 0));
            }
            self.table.insert(other, c);
        }
        self.table.insert(key, c);
        Some(body.result(c, 0))
    }
}

/// Replaces `v` (used in `block`) by a constant if the analysis found it one.
fn replace_with_constant(
    ctx: &Context,
    solver: &mut Solver<'_>,
    folder: &mut Folder,
    block: Blk,
    v: Val,
) -> bool {
    let Some(&ConstantValue::Constant { value, dialect }) =
        solver.lookup::<ConstantValue>(Anchor::Value(v))
    else {
        return false;
    };
    let body = solver.ir_mut().body_mut(v.body);
    let ty = body.value_type(v.id);
    let Some(c) = folder.get_or_create(ctx, body, block, dialect, value, ty) else {
        return false;
    };
    body.replace_all_uses_with(v.id, c);
    true
}

/// The rewrite (see the module documentation).
fn rewrite(ctx: &Context, solver: &mut Solver<'_>) {
    let mut folder = Folder::default();
    let mut worklist: Vec<Blk> = Vec::new();
    let push = |ir: &Program<'_>, worklist: &mut Vec<Blk>, regions: Vec<Reg>| {
        for r in regions {
            worklist.extend(ir.blocks(r).into_iter().rev());
        }
    };
    let top = solver.ir().top_regions();
    push(solver.ir(), &mut worklist, top);
    while let Some(block) = worklist.pop() {
        let mut cur = solver.ir().body(block.body).first_op(block.id);
        while let Some(op) = cur {
            let body = solver.ir().body(block.body);
            cur = body.next_op(op);
            let results = body.results(op);
            let mut replaced_all = results.len() != 0;
            for r in results {
                let v = Val {
                    body: block.body,
                    id: r,
                };
                replaced_all &= replace_with_constant(ctx, solver, &mut folder, block, v);
            }
            let op = crate::program::Op {
                body: block.body,
                id: op,
            };
            if solver.ir().is_excluded(op) {
                continue;
            }
            let body = solver.ir_mut().body_mut(block.body);
            if replaced_all && would_op_be_trivially_dead(body, op.id) {
                body.erase_op(op.id);
                continue;
            }
            if body.num_regions(op.id) != 0 {
                let regions = solver.ir().regions(op);
                push(solver.ir(), &mut worklist, regions);
            }
        }
        let args = solver.ir().arguments(block);
        for a in args {
            replace_with_constant(ctx, solver, &mut folder, block, a);
        }
    }
}

/// Registers `sccp`.
pub fn register_passes(registry: &mut ropt_pass::PassRegistry) {
    registry.register(&SCCP);
}
