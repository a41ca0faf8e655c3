//! A quick dominance check for the verifier's common case: valid IR.
//!
//! [`dominance_holds`] visits the same (op, operand) pairs as the verifier's exact dominance
//! walk, but depth first: while a block's ops are visited, each op is stamped once passed, and
//! the blocks being visited (the current one and those enclosing it through region ops) are
//! marked active. An operand defined by a stamped op or an argument of an active block
//! dominates its user without any query (the definition comes earlier in the user's block or
//! in a block enclosing it). Anything else (a value from another block of a multi-block
//! region, or an invalid use) goes to [`DominanceInfo::value_properly_dominates`].
//!
//! It only answers whether every operand dominates its user: when one does not, the caller
//! runs its exact walk, in mlir-opt's order, to report the first failure.

use crate::body::{BlockId, Body, OpId, ValueDef};
use crate::dominance::DominanceInfo;

/// Reusable buffers of [`dominance_holds`].
#[derive(Default)]
pub(super) struct Scratch {
    /// Per op: the visit of its block once the op was passed (0: not yet).
    op_visit: Vec<u32>,
    /// Per block: its visit (0: not visited yet).
    block_visit: Vec<u32>,
    /// Per visit: whether that block is being visited (it encloses the current op).
    active: Vec<bool>,
    frames: Vec<Frame>,
}

/// A block being visited.
struct Frame {
    next: Option<OpId>,
    visit: u32,
    block: BlockId,
    reachable: bool,
    /// The op whose regions are being visited (stamped when they are done).
    pending: Option<OpId>,
}

/// True if every operand of every op in the reachable blocks of `root`'s regions (and of the
/// regions nested in them, up to isolated-from-above ops) properly dominates its user.
pub(super) fn dominance_holds(
    body: &Body,
    root: OpId,
    dom: &DominanceInfo<'_>,
    s: &mut Scratch,
) -> bool {
    let rb = body.regions_body(root);
    s.op_visit.clear();
    s.op_visit.resize(rb.op_capacity(), 0);
    s.block_visit.clear();
    s.block_visit.resize(rb.block_capacity(), 0);
    s.active.clear();
    s.active.push(false);
    s.frames.clear();
    push_blocks(rb, body.regions(root), &mut s.frames);
    while let Some(f) = s.frames.last_mut() {
        if f.visit == 0 {
            // First time on this block.
            f.visit = s.active.len() as u32;
            s.active.push(true);
            s.block_visit[f.block.index()] = f.visit;
            f.reachable = dom.is_reachable(f.block);
            f.next = rb.first_op(f.block);
        }
        if let Some(p) = f.pending.take() {
            s.op_visit[p.index()] = f.visit;
        }
        let visit = f.visit;
        let reachable = f.reachable;
        let mut descend = None;
        let mut next = f.next;
        while let Some(op) = next {
            next = rb.next_op(op);
            if reachable {
                for v in rb.operands(op) {
                    if v.is_null() {
                        continue;
                    }
                    let known = match rb.value_def(v) {
                        ValueDef::OpResult { op: d, .. } => {
                            s.active[s.op_visit[d.index()] as usize]
                        }
                        ValueDef::BlockArgument { block, .. } => {
                            s.active[s.block_visit[block.index()] as usize]
                        }
                    };
                    if !known && !dom.value_properly_dominates(v, op) {
                        return false;
                    }
                }
            }
            let data = rb.op(op);
            if data.num_regions() != 0 && !data.has_nested_body() {
                descend = Some(op);
                break;
            }
            s.op_visit[op.index()] = visit;
        }
        let f = s.frames.last_mut().expect("the frame being visited");
        match descend {
            Some(op) => {
                f.next = next;
                f.pending = Some(op);
                push_blocks(rb, rb.regions(op), &mut s.frames);
            }
            None => {
                s.active[visit as usize] = false;
                s.frames.pop();
            }
        }
    }
    true
}

/// Pushes the blocks of `regions` so that they are visited in order.
fn push_blocks(rb: &Body, regions: &[crate::body::RegionId], frames: &mut Vec<Frame>) {
    for &r in regions.iter().rev() {
        let mut b = rb.region(r).last_block();
        while let Some(block) = b {
            frames.push(Frame {
                next: None,
                visit: 0,
                block,
                reachable: false,
                pending: None,
            });
            b = rb.prev_block(block);
        }
    }
}
