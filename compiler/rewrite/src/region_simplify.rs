//! Region simplification run by the greedy driver after each iteration (MLIR's
//! `simplifyRegions`): erase unreachable blocks, erase dead ops and dead block arguments
//! (liveness over the region tree), and, when aggressive, merge identical blocks.

use ropt_ir::effects::would_op_be_trivially_dead;
use ropt_ir::rewrite_hooks::{BranchOpInterface, successor_block_argument};
use ropt_ir::{BlockId, Body, Context, OpId, RegionId, Traits, ValueDef, ValueId};

use crate::rewriter::PatternRewriter;

/// Simplifies `regions` (and the regions nested in them, within the body). Returns true if
/// anything changed.
pub fn simplify_regions(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    regions: &[RegionId],
    aggressive: bool,
) -> bool {
    let mut changed = erase_unreachable_blocks(rw, regions);
    changed |= run_region_dce(ctx, rw, regions);
    if aggressive {
        changed |= merge_identical_blocks(ctx, rw, regions);
        changed |= drop_redundant_arguments(ctx, rw, regions);
    }
    changed
}

/// The successors of a block (those of its last op).
fn block_successors(body: &Body, block: BlockId) -> Vec<BlockId> {
    match body.last_op(block) {
        Some(t) => body.successors(t).collect(),
        None => Vec::new(),
    }
}

/// Blocks reachable from `entry`, in post-order (successors before predecessors).
fn post_order(body: &Body, entry: BlockId) -> Vec<BlockId> {
    if body.next_block(entry).is_none() {
        // A single block (maybe branching to itself).
        return vec![entry];
    }
    let mut seen = rustc_hash::FxHashSet::default();
    let mut out = Vec::new();
    // (block, its terminator, the next successor to visit)
    let mut stack: Vec<(BlockId, Option<OpId>, usize)> = Vec::new();
    seen.insert(entry);
    stack.push((entry, body.last_op(entry), 0));
    while let Some((b, term, i)) = stack.last_mut() {
        if let Some(t) = *term
            && *i < body.num_successors(t)
        {
            let s = body.successor(t, *i);
            *i += 1;
            if seen.insert(s) {
                stack.push((s, body.last_op(s), 0));
            }
        } else {
            out.push(*b);
            stack.pop();
        }
    }
    out
}

/// The regions of the ops in `block` (within this body).
fn nested_regions(body: &Body, block: BlockId, out: &mut Vec<RegionId>) {
    for op in body.ops(block) {
        if !body.op(op).has_nested_body() {
            out.extend_from_slice(body.regions(op));
        }
    }
}

/// Drops the uses of every value defined in `block`: its arguments and the results of the
/// ops in it (nested ones included).
fn drop_defined_value_uses(rw: &mut PatternRewriter<'_>, block: BlockId) {
    let mut values: Vec<ValueId> = rw.body().block_arguments(block).to_vec();
    let ops: Vec<OpId> = rw.body().ops(block).collect();
    for op in ops {
        for o in crate::walk::ops_preorder(rw.body(), op) {
            values.extend(rw.body().results(o));
            if !rw.body().op(o).has_nested_body() {
                for &r in rw.body().regions(o) {
                    for b in rw.body().blocks(r) {
                        values.extend_from_slice(rw.body().block_arguments(b));
                    }
                }
            }
        }
    }
    for v in values {
        rw.drop_uses_raw(v);
    }
}

/// Erases the blocks not reachable from their region's entry block.
pub fn erase_unreachable_blocks(rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let body = rw.body();
        let blocks: Vec<BlockId> = body.blocks(region).collect();
        if blocks.is_empty() {
            continue;
        }
        if blocks.len() == 1 {
            if !crate::walk::without_nested_regions(body) {
                nested_regions(body, blocks[0], &mut worklist);
            }
            continue;
        }
        let reachable: rustc_hash::FxHashSet<BlockId> =
            post_order(body, blocks[0]).into_iter().collect();
        // Values defined in dead blocks lose their uses first (dead blocks may use each
        // other's values); then the ops are erased (users before definitions, each notified),
        // and the emptied blocks last, once no dead terminator branches to them.
        let dead: Vec<BlockId> = blocks
            .iter()
            .copied()
            .filter(|b| !reachable.contains(b))
            .collect();
        for &b in &dead {
            drop_defined_value_uses(rw, b);
        }
        for &b in &dead {
            let ops: Vec<OpId> = rw.body().ops_rev(b).collect();
            for op in ops {
                rw.erase_op(op);
            }
        }
        for &b in &dead {
            rw.erase_block(b);
            erased = true;
        }
        for &b in &blocks {
            if reachable.contains(&b) {
                nested_regions(rw.body(), b, &mut worklist);
            }
        }
    }
    erased
}

/// Liveness of ops and values (by index). A live op's results are marked live with it, so
/// reading a value's liveness needs no lookup of its definition.
#[derive(Default)]
struct LiveMap {
    ops: Vec<bool>,
    values: Vec<bool>,
    changed: bool,
}

impl LiveMap {
    fn op_live(&self, op: OpId) -> bool {
        self.ops.get(op.index()).copied().unwrap_or(false)
    }
    fn value_live(&self, v: ValueId) -> bool {
        self.values.get(v.index()).copied().unwrap_or(false)
    }
    fn set_op(&mut self, body: &Body, op: OpId) {
        if op.index() >= self.ops.len() {
            self.ops.resize(op.index() + 1, false);
        }
        if !self.ops[op.index()] {
            self.ops[op.index()] = true;
            self.changed = true;
            for r in body.results(op) {
                self.mark_value(r);
            }
        }
    }
    /// Marks a block argument (or a result whose op is marked) live.
    fn mark_value(&mut self, v: ValueId) {
        if v.index() >= self.values.len() {
            self.values.resize(v.index() + 1, false);
        }
        if !self.values[v.index()] {
            self.values[v.index()] = true;
            self.changed = true;
        }
    }
    fn set_value(&mut self, body: &Body, v: ValueId) {
        match body.defining_op(v) {
            Some(op) => self.set_op(body, op),
            None => self.mark_value(v),
        }
    }
}

fn branch_iface(body: &Body, op: OpId) -> Option<&'static BranchOpInterface> {
    body.op_name(op).interface::<BranchOpInterface>()
}

fn process_value(body: &Body, v: ValueId, live: &mut LiveMap) {
    let proved = body.uses(v).any(|u| {
        let owner = u.owner;
        if body.op_name(owner).has_trait(Traits::TERMINATOR)
            && let Some(iface) = branch_iface(body, owner)
            && let Some(arg) =
                successor_block_argument(iface, body, owner, u.operand_index as usize)
            && !live.value_live(arg)
        {
            return false;
        }
        live.op_live(owner)
    });
    if proved {
        live.set_value(body, v);
    }
}

fn propagate_terminator(body: &Body, op: OpId, live: &mut LiveMap) {
    live.set_op(body, op);
    match branch_iface(body, op) {
        None => {
            for s in body.successors(op) {
                for &a in body.block_arguments(s) {
                    live.mark_value(a);
                }
            }
        }
        Some(iface) => {
            for i in 0..body.num_successors(op) {
                let so = (iface.successor_operands)(body, op, i);
                let s = body.successor(op, i);
                for &a in body.block_arguments(s).iter().take(so.produced as usize) {
                    live.mark_value(a);
                }
            }
        }
    }
}

/// Liveness of one region; nested regions are handled through an explicit stack.
fn propagate_region(body: &Body, region: RegionId, live: &mut LiveMap) {
    enum Item {
        Region(RegionId),
        Op(OpId),
        OpSelf(OpId),
        BlockArgs(BlockId),
    }
    let mut stack = vec![Item::Region(region)];
    while let Some(item) = stack.pop() {
        match item {
            Item::Region(r) => {
                let Some(entry) = body.entry_block(r) else {
                    continue;
                };
                // Blocks in post-order; ops of a block in reverse, then its arguments.
                let order = post_order(body, entry);
                for &b in order.iter().rev() {
                    if b != entry {
                        stack.push(Item::BlockArgs(b));
                    }
                    for op in body.ops(b) {
                        stack.push(Item::Op(op));
                    }
                }
            }
            Item::Op(op) => {
                // Nested regions first, then the op: push the op's own step below them.
                stack.push(Item::OpSelf(op));
                if !body.op(op).has_nested_body() {
                    for &r in body.regions(op).iter().rev() {
                        stack.push(Item::Region(r));
                    }
                }
            }
            Item::OpSelf(op) => {
                if body.op_name(op).has_trait(Traits::TERMINATOR) {
                    propagate_terminator(body, op, live);
                    continue;
                }
                if live.op_live(op) {
                    continue;
                }
                if !would_op_be_trivially_dead(body, op) {
                    live.set_op(body, op);
                    continue;
                }
                for v in body.results(op) {
                    process_value(body, v, live);
                }
            }
            Item::BlockArgs(b) => {
                for &a in body.block_arguments(b) {
                    if !live.value_live(a) {
                        process_value(body, a, live);
                    }
                }
            }
        }
    }
}

/// Erases what liveness did not prove live; returns true if anything was erased.
fn delete_dead(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    region: RegionId,
    live: &LiveMap,
) -> bool {
    let mut erased = false;
    let mut regions = vec![region];
    while let Some(r) = regions.pop() {
        let Some(entry) = rw.body().entry_block(r) else {
            continue;
        };
        let single = rw.body().next_block(entry).is_none();
        for b in post_order(rw.body(), entry) {
            // Like MLIR, dropping successor operands and block arguments alone does not
            // count as a change.
            if !single && let Some(t) = rw.body().last_op(b) {
                erase_successor_operands(ctx, rw, t, live);
            }
            // Backwards; the previous op is read before an op is erased.
            let mut next = rw.body().last_op(b);
            while let Some(op) = next {
                next = rw.body().prev_op(op);
                if !live.op_live(op) {
                    erased = true;
                    for v in rw.body().results(op) {
                        rw.drop_uses_raw(v);
                    }
                    rw.erase_op(op);
                } else if !rw.body().op(op).has_nested_body() {
                    regions.extend_from_slice(rw.body().regions(op));
                }
            }
        }
        let blocks: Vec<BlockId> = rw.body().blocks(r).skip(1).collect();
        for b in blocks {
            let n = rw.body().num_block_arguments(b);
            for i in (0..n).rev() {
                let a = rw.body().block_argument(b, i);
                if !live.value_live(a) {
                    rw.drop_uses_raw(a);
                    rw.body_mut_raw().erase_block_argument(b, i);
                }
            }
        }
    }
    erased
}

fn erase_successor_operands(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    term: OpId,
    live: &LiveMap,
) -> bool {
    let Some(iface) = branch_iface(rw.body(), term) else {
        return false;
    };
    let mut changed = false;
    let n = rw.body().num_successors(term);
    for succ in (0..n).rev() {
        let so = (iface.successor_operands)(rw.body(), term, succ);
        let block = rw.body().successor(term, succ);
        for arg in (0..so.count as usize).rev() {
            let a = rw.body().block_argument(block, so.produced as usize + arg);
            if !live.value_live(a) {
                (iface.erase_successor_operand)(ctx, rw.body_mut_raw(), term, succ, arg);
                changed = true;
            }
        }
    }
    changed
}

/// Erases dead ops and dead arguments of non-entry blocks (MLIR's `runRegionDCE`).
pub fn run_region_dce(ctx: &Context, rw: &mut PatternRewriter<'_>, regions: &[RegionId]) -> bool {
    let mut live = LiveMap::default();
    // In single-block SSA regions without nested regions, every user of a value comes after
    // its definition: one backward pass sees each op's users settled first (see
    // `flat_block_dce`).
    let one_pass = {
        let body = rw.body();
        crate::walk::without_nested_regions(body)
            && regions.iter().all(|&r| {
                body.entry_block(r)
                    .is_none_or(|b| body.next_block(b).is_none())
                    && ropt_ir::dominance::has_ssa_dominance(body, r)
            })
    };
    if one_pass {
        let mut erased = false;
        for &r in regions {
            if let Some(b) = rw.body().entry_block(r) {
                erased |= flat_block_dce(rw, b);
            }
        }
        return erased;
    }
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(rw.body(), r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    let mut erased = false;
    for &r in regions {
        erased |= delete_dead(ctx, rw, r, &live);
    }
    erased
}

/// Region DCE of a single block of an SSA region in which no op has regions: walking
/// backwards, every user of an op's results has been decided (and erased if dead) before the
/// op, so an op is dead exactly when it would be trivially dead and its results have no uses
/// left. Erases in the order the general algorithm does (backwards).
fn flat_block_dce(rw: &mut PatternRewriter<'_>, block: BlockId) -> bool {
    let mut erased = false;
    let mut next = rw.body().last_op(block);
    while let Some(op) = next {
        let body = rw.body();
        next = body.prev_op(op);
        if body.op_name(op).has_trait(Traits::TERMINATOR)
            || body.results(op).any(|v| !body.use_empty(v))
            || !would_op_be_trivially_dead(body, op)
        {
            continue;
        }
        rw.erase_op(op);
        erased = true;
    }
    erased
}

// ---------------------------------------------------------------------------------------------
// Merging identical blocks.

fn used_outside_block(body: &Body, v: ValueId, block: BlockId) -> bool {
    body.users(v).any(|u| !block_contains(body, block, u))
}

/// True if `op` is in `block` or nested in an op of it.
fn block_contains(body: &Body, block: BlockId, mut op: OpId) -> bool {
    loop {
        match body.parent_block(op) {
            Some(b) if b == block => return true,
            Some(b) => match body.block_parent_op(b) {
                Some(p) => op = p,
                None => return false,
            },
            None => return false,
        }
    }
}

/// The order index of a value defined in its block: argument number, or the defining op's
/// position counted in results after the arguments.
fn order_of(body: &Body, block: BlockId, v: ValueId) -> usize {
    match body.value_def(v) {
        ValueDef::BlockArgument { index, .. } => index as usize,
        ValueDef::OpResult { op, index } => {
            let mut order = body.num_block_arguments(block);
            for o in body.ops(block) {
                if o == op {
                    break;
                }
                order += body.num_results(o);
            }
            order + index as usize
        }
    }
}

/// Op equivalence ignoring operands and locations.
fn ops_equivalent(body: &Body, a: OpId, b: OpId) -> bool {
    let (x, y) = (body.op(a), body.op(b));
    x.name() == y.name()
        && x.attributes() == y.attributes()
        && x.properties() == y.properties()
        && x.num_regions() == y.num_regions()
        && x.num_successors() == y.num_successors()
        && x.num_operands() == y.num_operands()
        && body
            .results(a)
            .map(|v| body.value_type(v))
            .eq(body.results(b).map(|v| body.value_type(v)))
        && body.successors(a).eq(body.successors(b))
}

/// True if `value` may be passed to a merged block: not a result of the terminator of one
/// of `block`'s predecessors.
fn valid_successor_arg(body: &Body, block: BlockId, value: ValueId) -> bool {
    let Some(def) = body.defining_op(value) else {
        return true;
    };
    let Some(def_block) = body.parent_block(def) else {
        return true;
    };
    if body.last_op(def_block) != Some(def) {
        return true;
    }
    !body
        .predecessors(block)
        .any(|(p, _)| body.parent_block(p) == Some(def_block))
}

/// If `block` can join the cluster led by `leader`: the operands (op number, operand
/// number) that differ and come from outside the blocks (they become new arguments).
fn blocks_equivalent(body: &Body, leader: BlockId, block: BlockId) -> Option<Vec<(usize, usize)>> {
    let mut mismatched = Vec::new();
    let ta = body
        .block_arguments(leader)
        .iter()
        .map(|&v| body.value_type(v));
    let tb = body
        .block_arguments(block)
        .iter()
        .map(|&v| body.value_type(v));
    if !ta.eq(tb) {
        return None;
    }
    let la: Vec<OpId> = body.ops(leader).collect();
    let lb: Vec<OpId> = body.ops(block).collect();
    if la.len() != lb.len() {
        return None;
    }
    for (op_index, (&x, &y)) in la.iter().zip(&lb).enumerate() {
        if !ops_equivalent(body, x, y) {
            return None;
        }
        for (operand, (va, vb)) in body.operands(x).zip(body.operands(y)).enumerate() {
            if va == vb {
                continue;
            }
            if va.is_null() || vb.is_null() || body.value_type(va) != body.value_type(vb) {
                return None;
            }
            let ina = body.value_parent_block(va) == Some(leader);
            let inb = body.value_parent_block(vb) == Some(block);
            if ina != inb {
                return None;
            }
            if !ina {
                // Different outside values become new block arguments.
                if !valid_successor_arg(body, leader, va) || !valid_successor_arg(body, block, vb) {
                    return None;
                }
                mismatched.push((op_index, operand));
                continue;
            }
            if order_of(body, leader, va) != order_of(body, block, vb) {
                return None;
            }
        }
        if body.results(x).any(|v| used_outside_block(body, v, leader))
            || body.results(y).any(|v| used_outside_block(body, v, block))
        {
            return None;
        }
    }
    Some(mismatched)
}

/// A cluster of equivalent blocks: the leader, the blocks merged into it, and the operands
/// (op number, operand number) that become new arguments of the leader.
struct Cluster {
    leader: BlockId,
    others: Vec<BlockId>,
    operands: Vec<(usize, usize)>,
}

fn preds_are_branches(body: &Body, block: BlockId) -> bool {
    body.predecessors(block)
        .all(|(p, _)| branch_iface(body, p).is_some())
}

fn merge_region(ctx: &Context, rw: &mut PatternRewriter<'_>, region: RegionId) -> bool {
    let body = rw.body();
    let blocks: Vec<BlockId> = body.blocks(region).skip(1).collect();
    // Group blocks by successor list, in first-seen order.
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    for &b in &blocks {
        let succs = block_successors(body, b);
        match groups.iter_mut().find(|g| g.0 == succs) {
            Some(g) => g.1.push(b),
            None => groups.push((succs, vec![b])),
        }
    }
    let mut merges: Vec<Cluster> = Vec::new();
    for (_, group) in groups {
        if group.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in group {
            let has_region = body.ops(b).any(|op| {
                !body.op(op).has_nested_body()
                    && body.regions(op).iter().any(|&r| !body.region(r).is_empty())
                    || body.op(op).has_nested_body()
            });
            if has_region {
                continue;
            }
            if body
                .block_arguments(b)
                .iter()
                .any(|&a| used_outside_block(body, a, b))
            {
                continue;
            }
            let mut added = false;
            for c in clusters.iter_mut() {
                if let Some(m) = blocks_equivalent(body, c.leader, b) {
                    for x in m {
                        if !c.operands.contains(&x) {
                            c.operands.push(x);
                        }
                    }
                    c.others.push(b);
                    added = true;
                    break;
                }
            }
            if !added {
                clusters.push(Cluster {
                    leader: b,
                    others: Vec::new(),
                    operands: Vec::new(),
                });
            }
        }
        merges.extend(clusters.into_iter().filter(|c| {
            !c.others.is_empty()
                && (c.operands.is_empty()
                    || (preds_are_branches(body, c.leader)
                        && c.others.iter().all(|&b| preds_are_branches(body, b))))
        }));
    }
    let merged = !merges.is_empty();
    for Cluster {
        leader,
        others,
        operands,
    } in merges
    {
        if !operands.is_empty() {
            let mut all = vec![leader];
            all.extend_from_slice(&others);
            let mut new_args: Vec<Vec<ValueId>> = vec![Vec::new(); all.len()];
            for &(op_index, operand) in &operands {
                for (i, &b) in all.iter().enumerate() {
                    let op = rw.body().ops(b).nth(op_index).expect("equivalent blocks");
                    let v = rw.body().operand(op, operand);
                    new_args[i].push(v);
                    if i == 0 {
                        let ty = rw.body().value_type(v);
                        let loc = value_location(rw.body(), v);
                        let raw = rw.body_mut_raw();
                        let arg = raw.add_block_argument(leader, ty, loc);
                        raw.set_operand(op, operand, arg);
                    }
                }
            }
            for (i, &b) in all.iter().enumerate() {
                let preds: Vec<(OpId, u32)> = rw.body().predecessors(b).collect();
                for (p, succ) in preds {
                    let iface = branch_iface(rw.body(), p).expect("checked above");
                    (iface.append_successor_operands)(
                        ctx,
                        rw.body_mut_raw(),
                        p,
                        succ as usize,
                        &new_args[i],
                    );
                }
            }
        }
        for b in others {
            let preds: Vec<(OpId, u32)> = rw.body().predecessors(b).collect();
            for (p, i) in preds {
                rw.body_mut_raw().set_successor(p, i as usize, leader);
            }
            rw.erase_block(b);
        }
    }
    merged
}

/// Merges identical blocks of `regions` and nested regions (MLIR's `mergeIdenticalBlocks`):
/// operands that differ between the blocks and come from outside them become new arguments
/// of the kept block, fed by the predecessors (which then need branch interfaces).
pub fn merge_identical_blocks(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    regions: &[RegionId],
) -> bool {
    let mut any = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(r) = worklist.pop() {
        if rw.body().blocks(r).nth(1).is_some() && merge_region(ctx, rw, r) {
            worklist.push(r);
            any = true;
            continue;
        }
        let blocks: Vec<BlockId> = rw.body().blocks(r).collect();
        for b in blocks {
            nested_regions(rw.body(), b, &mut worklist);
        }
    }
    any
}

/// Replaces block arguments that every predecessor feeds with the same value by that value
/// and drops them (MLIR's `dropRedundantArguments`); needs branch interfaces on all
/// predecessors.
pub fn drop_redundant_arguments(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    regions: &[RegionId],
) -> bool {
    let mut any = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(r) = worklist.pop() {
        let blocks: Vec<BlockId> = rw.body().blocks(r).collect();
        for b in blocks {
            any |= drop_block_redundant_arguments(ctx, rw, b);
            nested_regions(rw.body(), b, &mut worklist);
        }
    }
    any
}

fn drop_block_redundant_arguments(
    ctx: &Context,
    rw: &mut PatternRewriter<'_>,
    block: BlockId,
) -> bool {
    let body = rw.body();
    let preds: Vec<(OpId, u32)> = body.predecessors(block).collect();
    let args: Vec<ValueId> = body.block_arguments(block).to_vec();
    let mut to_erase = Vec::new();
    let mut replace = Vec::new();
    for (i, &arg) in args.iter().enumerate() {
        let mut common: Option<ValueId> = None;
        let mut same = true;
        for &(p, succ) in &preds {
            let Some(iface) = branch_iface(body, p) else {
                same = false;
                break;
            };
            let so = (iface.successor_operands)(body, p, succ as usize);
            if i >= so.count as usize {
                same = false;
                break;
            }
            let v = body.operand(p, so.start as usize + i);
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if let (Some(c), true) = (common, same) {
            to_erase.push(i);
            replace.push((arg, c));
        }
    }
    for (arg, c) in replace {
        rw.replace_all_uses_with(arg, c);
    }
    for &i in to_erase.iter().rev() {
        rw.body_mut_raw().erase_block_argument(block, i);
        for &(p, succ) in &preds {
            let iface = branch_iface(rw.body(), p).expect("checked above");
            (iface.erase_successor_operand)(ctx, rw.body_mut_raw(), p, succ as usize, i);
        }
    }
    !to_erase.is_empty()
}

/// The location of a value: its defining op's, or the block argument's.
fn value_location(body: &Body, v: ValueId) -> ropt_ir::Location {
    match body.value_def(v) {
        ValueDef::OpResult { op, .. } => body.op_location(op),
        ValueDef::BlockArgument { block, index } => body.argument_location(block, index as usize),
    }
}
