//! `-lift-cf-to-scf`: lifts the CFG of every `func.func` to structured control flow (MLIR's
//! `LiftControlFlowToSCFPass` on its CFG-to-SCF transformation).
//!
//! The transformation on each multi-block region of a function (nested regions first), as
//! mlir-opt 22 does it:
//!
//! * every return-like terminator (no successors) becomes a one-destination `cf.switch` (on an
//!   `arith.constant 0 : i32`) to one exit block per kind of return appended to the region,
//!   which takes the returned values as arguments and holds the one remaining return;
//! * from the entry block, a worklist of single-entry single-exit regions: a block with one
//!   successor absorbs it; a `cf.cond_br`/`cf.switch` becomes an `scf.if`/`scf.index_switch`
//!   (on an `arith.index_castui` of the flag) whose regions are the blocks each edge
//!   dominates (an empty region when the edge goes straight to the continuation), each ending
//!   in an `scf.yield` of what it passed to the continuation, whose arguments become the op's
//!   results; the continuation's ops are spliced after the op. When several blocks are entered
//!   from the branch regions, or a branch region holds an exit, a multiplexer block (a
//!   `cf.switch` on a discriminator argument, `ub.poison` for the arguments an edge does not
//!   pass) becomes the single continuation. With several kinds of return, the branch whose
//!   regions reach no continuation stays, and its successors are lifted.
//! * Before the branches of a block are lifted, every cycle reachable from it (a strongly
//!   connected component, in the order of LLVM's `scc_iterator`) becomes an `scf.while`
//!   (`loops.rs`): several entries get a multiplexer as the single loop header, the back and
//!   exit edges go through a new latch multiplexer whose last argument says whether to
//!   repeat (`arith.trunci` of it is the `scf.condition`), values defined in the loop and
//!   used after it become iteration values (`ub.poison` where they do not dominate the
//!   latch's predecessor), and the exit block's `cf.switch` to the original exits follows
//!   the loop. The loop body is lifted in turn. A loop without exits ends the function in a
//!   `func.return` of `ub.poison` values (an error in any other region, as in mlir-opt).
//! * An unreachable block, or a terminator with successors but no `BranchOpInterface`, is
//!   reported as mlir-opt reports it and fails the pass.
//! * The switch-value constants and poison values are created at the start of the entry block,
//!   each once, the later ones first; the constants left unused stay (as in mlir-opt).
//! * One dominator tree per region is kept for the whole function and recomputed only where
//!   mlir-opt invalidates its `DominanceInfo` (after the exits are combined, after cycles are
//!   lifted), so that a tree that went stale is used as mlir-opt uses it.
//!
//! Not yet handled, and then the whole function is left unchanged with a warning at it:
//! branches other than `cf.br`/`cf.cond_br`/`cf.switch`, and multi-block regions inside ops
//! with isolated bodies nested in the function (mlir-opt lifts them too).

mod loops;

use std::collections::{HashMap, HashSet};

use ropt_dialect_arith::{ConstantOp, IndexCastUIOp};
use ropt_dialect_cf::{BranchOp, CondBranchOp, SwitchOp};
use ropt_dialect_func::FuncOp;
use ropt_dialect_scf::{IfOp, IndexSwitchOp, YieldOp};
use ropt_ir::dominance::DomTree;
use ropt_ir::rewrite_hooks::BranchOpInterface;
use ropt_ir::{
    Attribute, AttributeKind, BlockId, Body, Context, DenseData, Diagnostic, Location, OpId,
    OperationState, RegionId, Type, ValueId,
};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions};

/// `lift-cf-to-scf`.
pub static LIFT_CF_TO_SCF: PassInfo = PassInfo {
    argument: "lift-cf-to-scf",
    name: "LiftControlFlowToSCFPass",
    description: "Lift ControlFlow dialect to SCF dialect",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(LiftCfToScf),
};

struct LiftCfToScf;

impl Pass for LiftCfToScf {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        visit(ctx, body, op, cx)
    }
}

/// Lifts every function at or under `op` (MLIR walks `func.func` ops in pre-order).
fn visit(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    cx: &mut PassContext<'_>,
) -> Result<(), PassFailure> {
    if FuncOp::cast(body, op).is_some() {
        let loc = body.op_location(op);
        let results: Vec<Type> = FuncOp(op)
            .function_type_attr(body)
            .and_then(|a| a.as_type())
            .map_or_else(Vec::new, |t| t.results().to_vec());
        if let Some(fb) = body.nested_body_mut(op) {
            return lift_function(ctx, fb, loc, &results, cx);
        }
        return Ok(());
    }
    if body.nested_body(op).is_some() {
        let Some(inner) = body.nested_body_mut(op) else {
            return Ok(());
        };
        let regions = inner.top_regions().to_vec();
        visit_regions(ctx, inner, &regions, cx)
    } else {
        let regions = body.regions(op).to_vec();
        visit_regions(ctx, body, &regions, cx)
    }
}

fn visit_regions(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    cx: &mut PassContext<'_>,
) -> Result<(), PassFailure> {
    for &r in regions {
        let blocks: Vec<BlockId> = body.blocks(r).collect();
        for b in blocks {
            let ops: Vec<OpId> = body.ops(b).collect();
            for o in ops {
                if body.num_regions(o) > 0 || body.nested_body(o).is_some() {
                    visit(ctx, body, o, cx)?;
                }
            }
        }
    }
    Ok(())
}

/// Lifts the multi-block regions of one function, nested ones first (MLIR's post-order walk),
/// `fb` being the function's own body, `loc` its location and `results` its result types.
/// If any of them has a shape not handled yet, the function is left unchanged.
fn lift_function(
    ctx: &Context,
    fb: &mut Body,
    loc: Location,
    results: &[Type],
    cx: &mut PassContext<'_>,
) -> Result<(), PassFailure> {
    let Some(&top) = fb.top_regions().first() else {
        return Ok(());
    };
    let mut regions: Vec<(RegionId, Location)> = Vec::new();
    for op in ropt_rewrite::walk::region_postorder(fb, top) {
        // The regions of an isolated op are another body's (left alone, see `supported`).
        if fb.nested_body(op).is_some() {
            continue;
        }
        for &r in fb.regions(op) {
            if fb.blocks(r).nth(1).is_some() {
                regions.push((r, fb.op_location(op)));
            }
        }
    }
    if fb.blocks(top).nth(1).is_some() {
        regions.push((top, loc));
    }
    for &(r, _) in &regions {
        if let Some((op, message)) = precondition_error(fb, r) {
            let d = cx.op_error(ctx, fb, op, message);
            cx.emit(d);
            return Err(PassFailure);
        }
    }
    if !regions.iter().all(|&(r, _)| supported(fb, r)) {
        // Not silent: the user learns that this function was not lifted, and why.
        cx.emit(Diagnostic::warning(
            loc,
            "ropt's -lift-cf-to-scf does not lift this function yet (it lifts control flow of \
             cf.br, cf.cond_br and cf.switch; multi-block regions in nested isolated ops are \
             not handled): the function is left unchanged",
        ));
        return Ok(());
    }
    // mlir-opt keeps one `DominanceInfo` for all regions of the function.
    let mut doms = DomCache::default();
    for (region, loc) in regions {
        let mut lift = Lift {
            ctx,
            loc,
            region,
            func_results: results,
            exits: Vec::new(),
            switch_values: Vec::new(),
            undefs: Vec::new(),
        };
        lift.combine_exits(fb);
        doms.invalidate(region);
        let Some(entry) = fb.entry_block(region) else {
            continue;
        };
        // Each block to lift, and whether a cycle may be reachable from it. mlir-opt looks
        // for cycles from every block it takes; none can be found from a block the branch
        // lifting gave back (what is reachable from it was acyclic and stays so), so the
        // search, linear in the blocks reachable, is only made from the region's entry and
        // the loop bodies.
        let mut work = vec![(entry, true)];
        while let Some((current, may_cycle)) = work.pop() {
            if may_cycle {
                let loops = match lift.transform_cycles(fb, current, &mut doms) {
                    Ok(loops) => loops,
                    Err(diag) => {
                        cx.emit(diag);
                        return Err(PassFailure);
                    }
                };
                if !loops.is_empty()
                    && let Some(r) = fb.block_parent_region(current)
                {
                    doms.invalidate(r);
                }
                work.extend(loops.into_iter().map(|b| (b, true)));
            }
            let new = lift.structure_branches(fb, current, &mut doms);
            work.extend(new.into_iter().map(|b| (b, false)));
        }
    }
    Ok(())
}

/// The error mlir-opt reports for a region the transformation cannot take (MLIR's
/// `checkTransformationPreconditions`): an unreachable block (at its first op), or a
/// terminator with successors that is not a branch it can rewrite.
fn precondition_error(body: &Body, region: RegionId) -> Option<(OpId, &'static str)> {
    let entry = body.entry_block(region)?;
    for block in body.blocks(region) {
        if block != entry && body.has_no_predecessors(block) {
            let first = body.first_op(block)?;
            return Some((first, "transformation does not support unreachable blocks"));
        }
    }
    for op in ropt_rewrite::walk::region_postorder(body, region) {
        if body.num_successors(op) > 0
            && body.op_name(op).interface::<BranchOpInterface>().is_none()
        {
            return Some((
                op,
                "transformation does not support terminators with successors not implementing BranchOpInterface",
            ));
        }
    }
    None
}

/// The terminator of `block`, if it has one.
fn terminator(body: &Body, block: BlockId) -> Option<OpId> {
    body.last_op(block)
}

/// The successors of `block`'s terminator.
fn successors(body: &Body, block: BlockId) -> Vec<BlockId> {
    terminator(body, block).map_or_else(Vec::new, |t| body.successors(t).collect())
}

/// True if a region of `body` (at any depth, nested isolated bodies included) has several
/// blocks.
fn has_multi_block_region(body: &Body) -> bool {
    body.top_regions().iter().any(|&top| {
        body.blocks(top).nth(1).is_some()
            || ropt_rewrite::walk::region_postorder(body, top)
                .into_iter()
                .any(|op| {
                    body.regions(op)
                        .iter()
                        .any(|&r| body.blocks(r).nth(1).is_some())
                        || body.nested_body(op).is_some_and(has_multi_block_region)
                })
    })
}

/// True if the shapes of `region` (the function body) are ones this implementation lifts.
fn supported(body: &Body, region: RegionId) -> bool {
    let Some(entry) = body.entry_block(region) else {
        return false;
    };
    // mlir-opt also lifts the regions inside isolated ops nested in the function; ropt
    // does not yet, so an isolated op holding a multi-block region is not handled.
    for op in ropt_rewrite::walk::region_postorder(body, region) {
        if let Some(nested) = body.nested_body(op)
            && has_multi_block_region(nested)
        {
            return false;
        }
    }
    for block in body.blocks(region) {
        if block != entry && body.has_no_predecessors(block) {
            return false;
        }
        let Some(t) = terminator(body, block) else {
            return false;
        };
        if body.num_successors(t) == 0 {
            continue;
        }
        if BranchOp::cast(body, t).is_none()
            && CondBranchOp::cast(body, t).is_none()
            && SwitchOp::cast(body, t).is_none()
        {
            return false;
        }
        if body.op_name(t).interface::<BranchOpInterface>().is_none() {
            return false;
        }
        if SwitchOp::cast(body, t).is_some() && switch_cases(body, t).is_none() {
            return false;
        }
    }
    true
}

/// The case values of a `cf.switch`, zero-extended (MLIR's `getZExtValue`); `None` if they
/// are wider than 64 bits or malformed.
fn switch_cases(body: &Body, op: OpId) -> Option<Vec<i64>> {
    let Some(attr) = SwitchOp(op).case_values_attr(body) else {
        return Some(Vec::new());
    };
    let AttributeKind::DenseElements {
        ty,
        data: DenseData::Raw { splat, bytes },
    } = attr.kind()
    else {
        return None;
    };
    let (width, _) = ty.element_type()?.int_info()?;
    if width > 64 {
        return None;
    }
    let count = ty.num_elements()? as usize;
    let size = (width as usize).div_ceil(8).max(1);
    (0..count)
        .map(|i| {
            let at = if *splat { 0 } else { i * size };
            let chunk = bytes.get(at..at + size)?;
            let mut raw = [0u8; 8];
            raw[..size].copy_from_slice(chunk);
            let mut v = u64::from_le_bytes(raw);
            if width < 64 {
                v &= (1u64 << width) - 1;
            }
            Some(v as i64)
        })
        .collect()
}

/// True if two return-like ops are of one kind (MLIR's `OperationEquivalence` ignoring
/// operand values and locations): name, attributes, properties, operand and result types.
fn same_return_kind(body: &Body, a: OpId, b: OpId) -> bool {
    let types = |op: OpId| -> Vec<Type> { body.operands(op).map(|v| body.value_type(v)).collect() };
    let result_types = |op: OpId| -> Vec<Type> { body.result_types(op) };
    body.op_name(a) == body.op_name(b)
        && body.op(a).attributes() == body.op(b).attributes()
        && body.op(a).properties() == body.op(b).properties()
        && body.num_regions(a) == body.num_regions(b)
        && types(a) == types(b)
        && result_types(a) == result_types(b)
}

/// The branch interface of `op` (checked present for every branch before lifting).
fn iface(body: &Body, op: OpId) -> &'static BranchOpInterface {
    body.op_name(op)
        .interface::<BranchOpInterface>()
        .expect("lifted branches implement BranchOpInterface")
}

/// An edge: a block and the index of one of its terminator's successors.
type Edge = (BlockId, usize);

/// The operands `edge` forwards to its successor.
fn edge_operands(body: &Body, (block, i): Edge) -> Vec<ValueId> {
    let Some(t) = terminator(body, block) else {
        return Vec::new();
    };
    let s = (iface(body, t).successor_operands)(body, t, i);
    (s.start..s.start + s.count)
        .map(|k| body.operand(t, k as usize))
        .collect()
}

/// Replaces the operands `edge` forwards.
fn set_edge_operands(ctx: &Context, body: &mut Body, (block, i): Edge, values: &[ValueId]) {
    let Some(t) = terminator(body, block) else {
        return;
    };
    let interface = iface(body, t);
    let count = (interface.successor_operands)(body, t, i).count as usize;
    for k in (0..count).rev() {
        (interface.erase_successor_operand)(ctx, body, t, i, k);
    }
    (interface.append_successor_operands)(ctx, body, t, i, values);
}

fn edge_successor(body: &Body, (block, i): Edge) -> BlockId {
    body.successor(
        terminator(body, block).expect("edge source has a terminator"),
        i,
    )
}

fn set_edge_successor(body: &mut Body, (block, i): Edge, dest: BlockId) {
    let t = terminator(body, block).expect("edge source has a terminator");
    body.set_successor(t, i, dest);
}

/// The edges into `block`, most recently added first (MLIR's use-list order).
fn predecessor_edges(body: &Body, block: BlockId) -> Vec<Edge> {
    body.predecessors(block)
        .filter_map(|(op, i)| Some((body.parent_block(op)?, i as usize)))
        .collect()
}

/// MLIR's `getSinglePredecessor`: the predecessor when exactly one edge enters `block`.
fn single_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let mut preds = body.predecessors(block);
    let (op, _) = preds.next()?;
    if preds.next().is_some() {
        return None;
    }
    body.parent_block(op)
}

/// The dominator tree of a region with its children in the order LLVM's builder gives
/// them (the order of its iterative DFS over the CFG), as it was when it was computed.
struct DomChildren {
    children: HashMap<BlockId, Vec<BlockId>>,
    idom: HashMap<BlockId, BlockId>,
    /// The blocks in the tree (reachable from the entry when it was computed).
    known: HashSet<BlockId>,
}

impl DomChildren {
    fn new(body: &Body, region: RegionId) -> DomChildren {
        let tree = DomTree::new(body, region);
        let blocks: Vec<BlockId> = body.blocks(region).collect();
        let mut children: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
        let mut idoms: HashMap<BlockId, BlockId> = HashMap::new();
        let Some(&entry) = blocks.first() else {
            return DomChildren {
                children,
                idom: idoms,
                known: HashSet::new(),
            };
        };
        let mut seen = HashSet::new();
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            if !seen.insert(b) {
                continue;
            }
            if let Some(idom) = tree.idom(b) {
                children.entry(blocks[idom]).or_default().push(b);
                idoms.insert(b, blocks[idom]);
            }
            for s in successors(body, b).into_iter().rev() {
                if !seen.contains(&s) {
                    stack.push(s);
                }
            }
        }
        DomChildren {
            children,
            idom: idoms,
            known: seen,
        }
    }

    /// True if `a` dominates `b` as LLVM's tree answers it: a block not in the tree (created
    /// after it was computed, or unreachable) is dominated by every block and dominates none
    /// but itself.
    fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b || !self.known.contains(&b) {
            return true;
        }
        if !self.known.contains(&a) {
            return false;
        }
        let mut cur = b;
        while let Some(&p) = self.idom.get(&cur) {
            if p == a {
                return true;
            }
            cur = p;
        }
        false
    }

    /// `root` and the blocks it dominates, in pre-order.
    fn subtree(&self, root: BlockId) -> Vec<BlockId> {
        let mut out = Vec::new();
        let mut stack = vec![root];
        while let Some(b) = stack.pop() {
            out.push(b);
            if let Some(c) = self.children.get(&b) {
                stack.extend(c.iter().rev());
            }
        }
        out
    }
}

/// The dominator trees of a function's regions, each computed when first asked for and
/// kept until invalidated (MLIR's `DominanceInfo`).
#[derive(Default)]
struct DomCache {
    trees: HashMap<RegionId, DomChildren>,
}

impl DomCache {
    fn get(&mut self, body: &Body, region: RegionId) -> &DomChildren {
        self.trees
            .entry(region)
            .or_insert_with(|| DomChildren::new(body, region))
    }

    fn invalidate(&mut self, region: RegionId) {
        self.trees.remove(&region);
    }
}

/// A block standing for several entries (MLIR's `EdgeMultiplexer`): where each distinct
/// entry's arguments start among its arguments, and the discriminator argument.
struct Multiplexer {
    block: BlockId,
    mapping: Vec<(BlockId, usize)>,
    discriminator: Option<ValueId>,
}

/// The state of lifting one region: the cached switch values and poison values.
struct Lift<'a> {
    ctx: &'a Context,
    loc: Location,
    region: RegionId,
    /// The result types of the function (for the `func.return` after a loop without exits).
    func_results: &'a [Type],
    /// The return-like op kept for each kind, and its exit block.
    exits: Vec<(OpId, BlockId)>,
    switch_values: Vec<Option<ValueId>>,
    undefs: Vec<(Type, ValueId)>,
}

impl Lift<'_> {
    /// Creates `op` at the start of the region's entry block.
    fn at_entry_start(&self, body: &mut Body, state: OperationState) -> ValueId {
        let op = body.create_op(state);
        let entry = body.entry_block(self.region).expect("region has an entry");
        body.prepend_op(entry, op);
        body.result(op, 0)
    }

    /// `arith.constant value : i32`, once per value (MLIR's `getCFGSwitchValue`).
    fn switch_value(&mut self, body: &mut Body, value: usize) -> ValueId {
        if let Some(Some(v)) = self.switch_values.get(value) {
            return *v;
        }
        let i32t = self.ctx.int_type(32);
        let attr = self.ctx.int_attr(i32t, value as i64);
        let v = self.at_entry_start(
            body,
            ConstantOp::build(self.ctx, self.loc, i32t, Some(attr)),
        );
        if self.switch_values.len() <= value {
            self.switch_values.resize(value + 1, None);
        }
        self.switch_values[value] = Some(v);
        v
    }

    /// `ub.poison : ty`, once per type.
    fn undef(&mut self, body: &mut Body, ty: Type) -> ValueId {
        if let Some(&(_, v)) = self.undefs.iter().find(|(t, _)| *t == ty) {
            return v;
        }
        let v = self.at_entry_start(body, ropt_dialect_ub::poison(self.ctx, self.loc, ty));
        self.undefs.push((ty, v));
        v
    }

    /// A `cf.switch` on `flag` (MLIR's `createCFGSwitchOp`).
    fn switch_state(
        &self,
        loc: Location,
        flag: ValueId,
        default: (BlockId, &[ValueId]),
        cases: &[(usize, BlockId, Vec<ValueId>)],
    ) -> OperationState {
        let ctx = self.ctx;
        let i32t = ctx.int_type(32);
        let values: Vec<u8> = cases
            .iter()
            .flat_map(|c| (c.0 as i32).to_le_bytes())
            .collect();
        let case_values = (!cases.is_empty()).then(|| {
            let ty = ctx.vector_type(&[cases.len() as i64], i32t, &[false]);
            ctx.dense_raw_attr(ty, 4, &values)
        });
        let segments: Vec<u8> = cases
            .iter()
            .flat_map(|c| (c.2.len() as i32).to_le_bytes())
            .collect();
        let segments = ctx.dense_array_attr(i32t, cases.len(), &segments);
        let flat: Vec<ValueId> = cases.iter().flat_map(|c| c.2.iter().copied()).collect();
        let mut succ = vec![default.0];
        succ.extend(cases.iter().map(|c| c.1));
        SwitchOp::build(
            ctx,
            loc,
            flag,
            default.1,
            &flat,
            case_values,
            Some(segments),
            &succ,
        )
    }

    /// Makes every return-like terminator (no successors) branch to one exit block per kind
    /// holding the only remaining one of that kind (MLIR's
    /// `createSingleExitBlocksForReturnLike`).
    fn combine_exits(&mut self, body: &mut Body) {
        let blocks: Vec<BlockId> = body.blocks(self.region).collect();
        for block in blocks {
            let Some(ret) = terminator(body, block) else {
                continue;
            };
            if body.num_successors(ret) == 0 {
                self.combine_exit(body, ret);
            }
        }
    }

    /// Replaces the return-like `ret` by a branch to the exit block of its kind, created at
    /// the end of the region (with `ret` moved into it) for the first of a kind (MLIR's
    /// `ReturnLikeExitCombiner::combineExit`): ops of one name with the same attributes and
    /// operand types are of one kind.
    fn combine_exit(&mut self, body: &mut Body, ret: OpId) {
        if self.exits.iter().any(|&(kept, _)| kept == ret) {
            return;
        }
        let loc = body.op_location(ret);
        let operands: Vec<ValueId> = body.operands(ret).collect();
        let found = self
            .exits
            .iter()
            .find(|&&(kept, _)| same_return_kind(body, kept, ret))
            .map(|&(_, e)| e);
        let dest = match found {
            Some(e) => e,
            None => {
                let e = body.create_block();
                body.append_block(self.region, e);
                for &v in &operands {
                    let ty = body.value_type(v);
                    body.add_block_argument(e, ty, loc);
                }
                self.exits.push((ret, e));
                e
            }
        };
        let flag = self.switch_value(body, 0);
        let state = self.switch_state(loc, flag, (dest, &operands), &[]);
        let branch = body.create_op(state);
        body.insert_op_before(ret, branch);
        if found.is_none() {
            body.remove_op(ret);
            body.append_op(dest, ret);
            let args = body.block_arguments(dest).to_vec();
            body.set_operands(ret, &args);
        } else {
            body.erase_op(ret);
        }
    }

    /// Routes `edges` through a new multiplexer block dispatching to their successors with a
    /// `cf.switch`, and returns it (MLIR's `createSingleEntryBlock`).
    fn single_entry_block(&mut self, body: &mut Body, loc: Location, edges: &[Edge]) -> BlockId {
        let entries: Vec<BlockId> = edges.iter().map(|&e| edge_successor(body, e)).collect();
        let mux = self.multiplexer(body, loc, &entries, &[]);
        for &edge in edges {
            self.redirect(body, &mux, edge, &[]);
        }
        self.create_switch(body, &mux, loc, None, mux.block);
        mux.block
    }

    /// A new block after `entries[0]` that can stand for each of `entries` (MLIR's
    /// `EdgeMultiplexer::create`): the arguments of every distinct entry in turn, a
    /// discriminator when there are several, then arguments of the `extra` types.
    fn multiplexer(
        &mut self,
        body: &mut Body,
        loc: Location,
        entries: &[BlockId],
        extra: &[Type],
    ) -> Multiplexer {
        let mux = body.create_block();
        body.insert_block_after(entries[0], mux);
        let mut mapping: Vec<(BlockId, usize)> = Vec::new();
        for &e in entries {
            if mapping.iter().any(|&(b, _)| b == e) {
                continue;
            }
            mapping.push((e, body.num_block_arguments(mux)));
            for k in 0..body.num_block_arguments(e) {
                let a = body.block_argument(e, k);
                let (ty, aloc) = (body.value_type(a), body.argument_location(e, k));
                body.add_block_argument(mux, ty, aloc);
            }
        }
        let discriminator = (mapping.len() > 1).then(|| {
            let ty = {
                let v = self.switch_value(body, 0);
                body.value_type(v)
            };
            body.add_block_argument(mux, ty, loc)
        });
        for &ty in extra {
            body.add_block_argument(mux, ty, loc);
        }
        Multiplexer {
            block: mux,
            mapping,
            discriminator,
        }
    }

    /// Makes `edge` branch to the multiplexer, passing its operands in its successor's slot,
    /// the successor's switch value as the discriminator, `extra` last and `ub.poison` for
    /// the other entries' arguments (MLIR's `EdgeMultiplexer::redirectEdge`).
    fn redirect(&mut self, body: &mut Body, mux: &Multiplexer, edge: Edge, extra: &[ValueId]) {
        let succ = edge_successor(body, edge);
        let Some(pos) = mux.mapping.iter().position(|&(b, _)| b == succ) else {
            return;
        };
        let offset = mux.mapping[pos].1;
        let old = edge_operands(body, edge);
        let n = body.num_block_arguments(succ);
        let num_args = body.num_block_arguments(mux.block);
        let extra_begin = num_args - extra.len();
        let disc_index = mux.discriminator.map(|_| extra_begin - 1);
        let mut new = Vec::with_capacity(num_args);
        for index in 0..num_args {
            if index >= offset && index < offset + n {
                new.push(old[index - offset]);
            } else if Some(index) == disc_index {
                new.push(self.switch_value(body, pos));
            } else if index >= extra_begin {
                new.push(extra[index - extra_begin]);
            } else {
                let ty = body.value_type(body.block_argument(mux.block, index));
                new.push(self.undef(body, ty));
            }
        }
        set_edge_successor(body, edge, mux.block);
        set_edge_operands(self.ctx, body, edge, &new);
    }

    /// Appends to `into` the `cf.switch` from the multiplexer's arguments to its entries but
    /// `excluded`, the last one the default (MLIR's `EdgeMultiplexer::createSwitch`); with a
    /// single destination, the switch is on `arith.constant 0` with a default only.
    fn create_switch(
        &mut self,
        body: &mut Body,
        mux: &Multiplexer,
        loc: Location,
        excluded: Option<BlockId>,
        into: BlockId,
    ) {
        let mut cases: Vec<(usize, BlockId, Vec<ValueId>)> = mux
            .mapping
            .iter()
            .enumerate()
            .filter(|&(_, &(succ, _))| Some(succ) != excluded)
            .map(|(i, &(succ, offset))| {
                let n = body.num_block_arguments(succ);
                (
                    i,
                    succ,
                    body.block_arguments(mux.block)[offset..offset + n].to_vec(),
                )
            })
            .collect();
        let flag = match mux.discriminator {
            Some(d) if cases.len() > 1 => d,
            _ => self.switch_value(body, 0),
        };
        let Some((_, default, default_args)) = cases.pop() else {
            return;
        };
        let state = self.switch_state(loc, flag, (default, &default_args), &cases);
        let switch = body.create_op(state);
        body.append_op(into, switch);
    }

    /// Moves the blocks of a branch region into `region`, routing its edges to `continuation`
    /// through one new empty block when there are several (MLIR's
    /// `createSingleExitBranchRegion`).
    fn single_exit_branch_region(
        &self,
        body: &mut Body,
        blocks: &[BlockId],
        continuation: BlockId,
        created_empty: &mut Vec<(BlockId, Vec<ValueId>)>,
        region: RegionId,
    ) {
        let mut single_exit: Option<BlockId> = None;
        let mut previous: Option<Edge> = None;
        for &block in blocks {
            for i in 0..successors(body, block).len() {
                let edge = (block, i);
                if edge_successor(body, edge) != continuation {
                    continue;
                }
                let Some(prev) = previous else {
                    previous = Some(edge);
                    continue;
                };
                let exit = match single_exit {
                    Some(e) => e,
                    None => {
                        let e = body.create_block();
                        for k in 0..body.num_block_arguments(continuation) {
                            let a = body.block_argument(continuation, k);
                            let ty = body.value_type(a);
                            let loc = body.argument_location(continuation, k);
                            body.add_block_argument(e, ty, loc);
                        }
                        set_edge_successor(body, prev, e);
                        created_empty.push((e, body.block_arguments(e).to_vec()));
                        single_exit = Some(e);
                        e
                    }
                };
                set_edge_successor(body, edge, exit);
            }
            body.remove_block(block);
            body.append_block(region, block);
        }
        if let Some(e) = single_exit {
            body.append_block(region, e);
        }
    }

    /// Lifts the first conditional branch from `entry` (MLIR's
    /// `transformToStructuredCFBranches`); returns the blocks to process next.
    fn structure_branches(
        &mut self,
        body: &mut Body,
        entry: BlockId,
        doms: &mut DomCache,
    ) -> Vec<BlockId> {
        let ctx = self.ctx;
        let Some(term) = terminator(body, entry) else {
            return Vec::new();
        };
        let succs: Vec<BlockId> = body.successors(term).collect();
        match succs.len() {
            0 => return Vec::new(),
            1 => {
                let operands = edge_operands(body, (entry, 0));
                body.erase_op(term);
                body.merge_blocks(succs[0], entry, &operands);
                return vec![entry];
            }
            _ => {}
        }
        let Some(region) = body.block_parent_region(entry) else {
            return Vec::new();
        };
        // A stale tree without one of the successors would make mlir-opt crash; compute
        // it again instead.
        if succs.iter().any(|&s| {
            single_predecessor(body, s) == Some(entry) && !doms.get(body, region).known.contains(&s)
        }) {
            doms.invalidate(region);
        }
        let dom = doms.get(body, region);
        let mut not_continuation: HashSet<BlockId> = HashSet::from([entry]);
        let mut branch_regions: Vec<Vec<BlockId>> = vec![Vec::new(); succs.len()];
        for (i, &s) in succs.iter().enumerate() {
            if single_predecessor(body, s) != Some(entry) {
                continue;
            }
            branch_regions[i] = dom.subtree(s);
            not_continuation.extend(branch_regions[i].iter().copied());
        }

        let mut continuation_edges: Vec<Edge> = Vec::new();
        let mut post_dominates_all = true;
        let mut no_continuation_edge = true;
        for (i, blocks) in branch_regions.iter().enumerate() {
            if blocks.is_empty() {
                continuation_edges.push((entry, i));
                no_continuation_edge = false;
                continue;
            }
            for &block in blocks {
                let block_succs = successors(body, block);
                if block_succs.is_empty() {
                    post_dominates_all = false;
                    continuation_edges.extend(predecessor_edges(body, block));
                    continue;
                }
                for (j, s) in block_succs.into_iter().enumerate() {
                    if not_continuation.contains(&s) {
                        continue;
                    }
                    continuation_edges.push((block, j));
                    no_continuation_edge = false;
                }
            }
        }
        if no_continuation_edge || continuation_edges.is_empty() {
            return succs;
        }
        let first = edge_successor(body, continuation_edges[0]);
        let mut continuation = continuation_edges
            .iter()
            .all(|&e| edge_successor(body, e) == first)
            .then_some(first);
        if continuation.is_none() || !post_dominates_all {
            let from = continuation_edges[0].0;
            let loc = terminator(body, from).map_or(self.loc, |t| body.op_location(t));
            continuation = Some(self.single_entry_block(body, loc, &continuation_edges));
        }
        if !post_dominates_all {
            // mlir-opt recomputes the tree here: the same entry is lifted again.
            doms.invalidate(region);
            return vec![entry];
        }
        let Some(continuation) = continuation else {
            return Vec::new();
        };

        let mut new_sub_regions = Vec::new();
        let mut created_empty: Vec<(BlockId, Vec<ValueId>)> = Vec::new();
        let mut regions = Vec::with_capacity(succs.len());
        for (i, blocks) in branch_regions.iter().enumerate() {
            let r = body.create_region();
            regions.push(r);
            if blocks.is_empty() {
                let b = body.create_block();
                created_empty.push((b, edge_operands(body, (entry, i))));
                body.append_block(r, b);
                continue;
            }
            self.single_exit_branch_region(body, blocks, continuation, &mut created_empty, r);
            let Some(sub_entry) = body.entry_block(r) else {
                continue;
            };
            let operands = edge_operands(body, (entry, i));
            let args = body.block_arguments(sub_entry).to_vec();
            for (&a, &v) in args.iter().zip(&operands) {
                body.replace_all_uses_with(a, v);
            }
            for k in (0..args.len()).rev() {
                body.erase_block_argument(sub_entry, k);
            }
            new_sub_regions.push(sub_entry);
        }

        let term = terminator(body, entry).expect("entry keeps its terminator");
        let loc = body.op_location(term);
        let result_types: Vec<Type> = body
            .block_arguments(continuation)
            .iter()
            .map(|&a| body.value_type(a))
            .collect();
        let mut state = if CondBranchOp::cast(body, term).is_some() {
            let cond = CondBranchOp(term).condition(body);
            OperationState::new(ctx.registry().op_name(IfOp::NAME), loc)
                .with_operands(&[cond])
                .with_result_types(&result_types)
        } else {
            let flag = SwitchOp(term).flag(body);
            let cases = switch_cases(body, term).unwrap_or_default();
            let cast = body.create_op(IndexCastUIOp::build(ctx, loc, ctx.index_type(), flag));
            body.insert_op_before(term, cast);
            let cast = body.result(cast, 0);
            let bytes: Vec<u8> = cases.iter().flat_map(|c| c.to_le_bytes()).collect();
            let cases_attr: Attribute = ctx.dense_array_attr(ctx.i64_type(), cases.len(), &bytes);
            IndexSwitchOp::build(ctx, loc, &result_types, cast, Some(cases_attr))
        };
        state.num_new_regions = 0;
        let state = state.with_regions(&regions);
        let structured = body.create_op(state);
        body.insert_op_before(term, structured);
        body.erase_op(term);

        let structured_loc = body.op_location(structured);
        for (block, values) in created_empty {
            let y = body.create_op(YieldOp::build(ctx, structured_loc, &values));
            body.append_op(block, y);
        }
        for edge in predecessor_edges(body, continuation) {
            let Some(user) = terminator(body, edge.0) else {
                continue;
            };
            let values = edge_operands(body, edge);
            let y = body.create_op(YieldOp::build(ctx, body.op_location(user), &values));
            body.insert_op_before(user, y);
            body.erase_op(user);
        }
        let results: Vec<ValueId> = body.results(structured).collect();
        body.merge_blocks(continuation, entry, &results);
        new_sub_regions.push(entry);
        new_sub_regions
    }
}
