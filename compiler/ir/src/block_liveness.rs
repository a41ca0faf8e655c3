//! Block-level liveness of SSA values (MLIR's `Liveness` analysis, not the dataflow
//! framework's liveness of `ropt-dataflow`): for every block of the regions analysed, the
//! values live on entry (live-in) and on exit (live-out), and from those the ops during
//! which a value is live.
//!
//! * A block *defines* its arguments, the arguments of the blocks nested in its ops and the
//!   results of every op nested in it, and *uses*
//!   the operands of every op nested in it: a value used in a nested region counts as used
//!   by the block holding that region's op, so it does not escape that block.
//! * A result of an op of the block whose use lies (up to the ancestor in the block's region)
//!   in another block is live-out; so is every value live-in at a successor.
//! * live-in = (uses - defines) ∪ (live-out - defines), iterated to a fixpoint over the
//!   predecessors of the blocks whose live-in grew.
//!
//! Within a block a value is live from the block's first op (when it is live-in or a block
//! argument) or from its defining op (its ancestor in the block), to the block's last op
//! (when it is live-out) or to the last op of the block using it (or holding a use).
//!
//! The analysis covers one [`Body`]: ops nested in isolated ops with bodies of their own are
//! not entered (no value crosses into them).

use rustc_hash::{FxHashMap, FxHashSet};

use crate::body::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use crate::walk::{WalkEvent, WalkItem, Walker};

/// The live-in and live-out values of one block.
#[derive(Debug, Default, Clone)]
pub struct BlockLiveness {
    /// Values live on entry.
    pub live_in: FxHashSet<ValueId>,
    /// Values live on exit.
    pub live_out: FxHashSet<ValueId>,
}

/// Liveness of the blocks of some regions of one body.
#[derive(Debug)]
pub struct Liveness {
    /// Every block analysed, in pre-order (a block before the blocks nested in its ops).
    pub blocks: Vec<BlockId>,
    info: FxHashMap<BlockId, BlockLiveness>,
}

/// Def/use sets of one block while the fixpoint runs.
struct Builder {
    defs: FxHashSet<ValueId>,
    uses: FxHashSet<ValueId>,
    info: BlockLiveness,
}

/// The blocks nested in `regions` of `body` (within the body), in pre-order.
fn blocks_pre_order(body: &Body, regions: &[RegionId]) -> Vec<BlockId> {
    let mut out = Vec::new();
    for &r in regions {
        for ev in Walker::within_body(body, WalkItem::Region(r)) {
            if let WalkEvent::Enter(_, WalkItem::Block(b)) = ev {
                out.push(b);
            }
        }
    }
    out
}

/// The ops nested in `block` (within the body), in pre-order, and the blocks nested in them.
fn nested_ops(body: &Body, block: BlockId) -> (Vec<OpId>, Vec<BlockId>) {
    let mut ops = Vec::new();
    let mut blocks = Vec::new();
    for ev in Walker::within_body(body, WalkItem::Block(block)) {
        match ev {
            WalkEvent::Enter(_, WalkItem::Op(op)) => ops.push(op),
            WalkEvent::Enter(_, WalkItem::Block(b)) if b != block => blocks.push(b),
            _ => {}
        }
    }
    (ops, blocks)
}

/// `block` or its ancestor block in `region`.
fn ancestor_block_in(body: &Body, region: RegionId, mut block: BlockId) -> Option<BlockId> {
    loop {
        let r = body.block_parent_region(block)?;
        if r == region {
            return Some(block);
        }
        let op = body.region_parent_op(r)?;
        block = body.parent_block(op)?;
    }
}

/// `op` or its ancestor op in `block`.
pub fn ancestor_op_in(body: &Body, block: BlockId, mut op: OpId) -> Option<OpId> {
    loop {
        let b = body.parent_block(op)?;
        if b == block {
            return Some(op);
        }
        let r = body.block_parent_region(b)?;
        op = body.region_parent_op(r)?;
    }
}

impl Liveness {
    /// Computes the liveness of the blocks nested in `regions` of `body`.
    pub fn new(body: &Body, regions: &[RegionId]) -> Liveness {
        let blocks = blocks_pre_order(body, regions);
        let mut builders: FxHashMap<BlockId, Builder> = FxHashMap::default();
        let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        // Blocks to process, in insertion order without repeats (popped from the back).
        let mut work: Vec<BlockId> = Vec::new();
        let mut queued: FxHashSet<BlockId> = FxHashSet::default();
        for &b in &blocks {
            if let Some(t) = body.last_op(b) {
                for s in body.successors(t) {
                    preds.entry(s).or_default().push(b);
                }
            }
        }
        for &b in &blocks {
            let region = body.block_parent_region(b).expect("a block is in a region");
            let mut defs: FxHashSet<ValueId> = body.block_arguments(b).iter().copied().collect();
            let mut uses: FxHashSet<ValueId> = FxHashSet::default();
            let mut info = BlockLiveness::default();
            for op in body.ops(b) {
                for v in body.results(op) {
                    let escapes = body.users(v).any(|u| {
                        body.parent_block(u)
                            .and_then(|ub| ancestor_block_in(body, region, ub))
                            .is_some_and(|ub| ub != b)
                    });
                    if escapes {
                        info.live_out.insert(v);
                    }
                }
            }
            let (ops, nested_blocks) = nested_ops(body, b);
            for nb in nested_blocks {
                defs.extend(body.block_arguments(nb).iter().copied());
            }
            for op in ops {
                defs.extend(body.results(op));
                uses.extend(body.operands(op).filter(|v| *v != ValueId::NULL));
            }
            uses.retain(|v| !defs.contains(v));
            let mut builder = Builder { defs, uses, info };
            if update_live_in(&mut builder) {
                for &p in preds.get(&b).map_or(&[][..], |v| v) {
                    if queued.insert(p) {
                        work.push(p);
                    }
                }
            }
            builders.insert(b, builder);
        }
        while let Some(b) = work.pop() {
            queued.remove(&b);
            let succs: Vec<BlockId> = body
                .last_op(b)
                .map(|t| body.successors(t).collect())
                .unwrap_or_default();
            let mut new_out: Vec<ValueId> = Vec::new();
            for s in succs {
                if let Some(sb) = builders.get(&s) {
                    new_out.extend(sb.info.live_in.iter().copied());
                }
            }
            let Some(builder) = builders.get_mut(&b) else {
                continue;
            };
            builder.info.live_out.extend(new_out);
            if update_live_in(builder) {
                for &p in preds.get(&b).map_or(&[][..], |v| v) {
                    if queued.insert(p) {
                        work.push(p);
                    }
                }
            }
        }
        let info = builders.into_iter().map(|(b, x)| (b, x.info)).collect();
        Liveness { blocks, info }
    }

    /// The liveness of `block` (empty for a block not analysed).
    pub fn block(&self, block: BlockId) -> &BlockLiveness {
        static EMPTY: std::sync::OnceLock<BlockLiveness> = std::sync::OnceLock::new();
        self.info
            .get(&block)
            .unwrap_or_else(|| EMPTY.get_or_init(BlockLiveness::default))
    }

    /// True if `v` is live on entry to `block`.
    pub fn is_live_in(&self, block: BlockId, v: ValueId) -> bool {
        self.block(block).live_in.contains(&v)
    }

    /// True if `v` is live on exit from `block`.
    pub fn is_live_out(&self, block: BlockId, v: ValueId) -> bool {
        self.block(block).live_out.contains(&v)
    }

    /// The op of `block` where `v`'s live range in it starts: the first op if `v` is live-in
    /// or a block argument, else its defining op (MLIR's `getStartOperation`).
    pub fn start_op(&self, body: &Body, block: BlockId, v: ValueId) -> Option<OpId> {
        match body.value_def(v) {
            ValueDef::OpResult { op, .. } if !self.is_live_in(block, v) => Some(op),
            _ => body.first_op(block),
        }
    }

    /// The op of `block` where `v`'s live range starting at `start` ends: the last op if `v`
    /// is live-out, else the last op of the block using it (MLIR's `getEndOperation`).
    pub fn end_op(&self, body: &Body, block: BlockId, v: ValueId, start: OpId) -> OpId {
        if self.is_live_out(block, v)
            && let Some(last) = body.last_op(block)
        {
            return last;
        }
        let mut end = start;
        for user in body.users(v) {
            if let Some(u) = ancestor_op_in(body, block, user)
                && body.parent_block(end) == Some(block)
                && body.is_before_in_block(end, u)
            {
                end = u;
            }
        }
        end
    }

    /// The ops during which `v` is live, block by block from its defining block (MLIR's
    /// `resolveLiveness`; not sorted).
    pub fn live_ops(&self, body: &Body, v: ValueId) -> Vec<OpId> {
        let def_block = match body.value_def(v) {
            ValueDef::OpResult { op, .. } => body.parent_block(op),
            ValueDef::BlockArgument { block, .. } => Some(block),
        };
        let Some(def_block) = def_block else {
            return Vec::new();
        };
        let mut visited: FxHashSet<BlockId> = FxHashSet::default();
        let mut stack = vec![def_block];
        visited.insert(def_block);
        for user in body.users(v) {
            if let Some(b) = body.parent_block(user)
                && visited.insert(b)
            {
                stack.push(b);
            }
        }
        let mut out = Vec::new();
        while let Some(b) = stack.pop() {
            let Some(mut start) = self.start_op(body, b, v) else {
                continue;
            };
            let end = self.end_op(body, b, v, start);
            out.push(start);
            while start != end {
                match body.next_op(start) {
                    Some(n) => {
                        start = n;
                        out.push(n);
                    }
                    None => break,
                }
            }
            if let Some(t) = body.last_op(b) {
                for s in body.successors(t) {
                    if self.is_live_in(s, v) && visited.insert(s) {
                        stack.push(s);
                    }
                }
            }
        }
        out
    }

    /// The values live during `op` (MLIR's `currently­LiveValues`): the arguments and
    /// live-ins of its block and the results of the ops of the block up to `op`, each if
    /// its live range in the block covers `op`. Unsorted.
    pub fn currently_live(&self, body: &Body, op: OpId) -> Vec<ValueId> {
        let Some(block) = body.parent_block(op) else {
            return Vec::new();
        };
        let info = self.block(block);
        let mut candidates: Vec<ValueId> = body.block_arguments(block).to_vec();
        candidates.extend(info.live_in.iter().copied());
        for o in body.ops(block) {
            candidates.extend(body.results(o));
            if o == op {
                break;
            }
        }
        let (Some(first), Some(last)) = (body.first_op(block), body.last_op(block)) else {
            return Vec::new();
        };
        let mut seen = FxHashSet::default();
        let mut out = Vec::new();
        for v in candidates {
            if !seen.insert(v) {
                continue;
            }
            let start = match body.value_def(v) {
                ValueDef::BlockArgument { .. } => first,
                _ if info.live_in.contains(&v) => first,
                ValueDef::OpResult { op: d, .. } => match ancestor_op_in(body, block, d) {
                    Some(a) => a,
                    None => continue,
                },
            };
            let end = if info.live_out.contains(&v) {
                last
            } else {
                self.end_op(body, block, v, start)
            };
            let before_start = op != start && body.is_before_in_block(op, start);
            let after_end = op != end && body.is_before_in_block(end, op);
            if !before_start && !after_end {
                out.push(v);
            }
        }
        out
    }
}

/// live-in = uses ∪ (live-out - defines); true if it grew.
fn update_live_in(b: &mut Builder) -> bool {
    let mut grew = false;
    for &v in b.uses.iter().chain(b.info.live_out.iter()) {
        if !b.defs.contains(&v) && b.info.live_in.insert(v) {
            grew = true;
        }
    }
    grew
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Context, OperationState};

    #[test]
    fn loop_values_are_live_around_the_back_edge() {
        // ^0: %x = def; br ^1   ^1: use %x; br ^1 or ^2   ^2: end
        let ctx = Context::new();
        let loc = ctx.unknown_loc();
        let idx = ctx.index_type();
        let n = |s: &str| ctx.registry().op_name(s);
        let (mut body, _top) = Body::new_root();
        let region = body.add_top_region();
        let b: Vec<BlockId> = (0..3)
            .map(|_| {
                let blk = body.create_block();
                body.append_block(region, blk);
                blk
            })
            .collect();
        let def = body.create_op(OperationState::new(n("t.def"), loc).with_result_types(&[idx]));
        body.append_op(b[0], def);
        let x = body.result(def, 0);
        let br0 = body.create_op(OperationState::new(n("t.br"), loc).with_successors(&[b[1]]));
        body.append_op(b[0], br0);
        let user = body.create_op(OperationState::new(n("t.use"), loc).with_operands(&[x]));
        body.append_op(b[1], user);
        let br1 =
            body.create_op(OperationState::new(n("t.br"), loc).with_successors(&[b[1], b[2]]));
        body.append_op(b[1], br1);
        let end = body.create_op(OperationState::new(n("t.end"), loc));
        body.append_op(b[2], end);
        let l = Liveness::new(&body, &[region]);
        assert!(l.is_live_out(b[0], x));
        assert!(l.is_live_in(b[1], x) && l.is_live_out(b[1], x));
        assert!(!l.is_live_in(b[2], x));
        assert_eq!(l.currently_live(&body, br1), vec![x]);
        assert!(l.currently_live(&body, end).is_empty());
        let mut ops = l.live_ops(&body, x);
        ops.sort();
        assert_eq!(ops, {
            let mut v = vec![def, br0, user, br1];
            v.sort();
            v
        });
    }
}
