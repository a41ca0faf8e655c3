//! `scf.execute_region` with several blocks, directly in a function or in another
//! `scf.execute_region`, is inlined into the enclosing CFG (MLIR's `MultiBlockExecuteInliner`).

use ropt_ir::{OpId, ValueId};
use ropt_rewrite::{LogicalResult, MatchFailure, PatternRewriter};

use super::region;
use crate::{ExecuteRegionOp, YieldOp};
use ropt_dialect_cf::BranchOp;

/// True if the op owning `op`'s block is a function (`func.func` and the like: the top region
/// of a body owned by a `*.func` op) or an `scf.execute_region`.
fn parent_allows_blocks(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    let body = rw.body();
    match body.parent_op(op) {
        Some(p) => ExecuteRegionOp::cast(body, p).is_some(),
        None => body
            .owner_name()
            .is_some_and(|n| n.as_str().ends_with(".func")),
    }
}

pub(super) fn execute_region_inline_blocks(
    op: ExecuteRegionOp,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    if ExecuteRegionOp(op).no_inline(body) || !parent_allows_blocks(rw, op) {
        return Err(MatchFailure);
    }
    let body = rw.body();
    let r = region(body, op, 0);
    let entry = body.entry_block(r).ok_or(MatchFailure)?;
    let prev_block = body.parent_block(op).ok_or(MatchFailure)?;
    let loc = body.op_location(op);
    let post = rw.split_block(prev_block, op);
    rw.set_insertion_point_to_end(prev_block);
    rw.create(BranchOp::build(rw.context(), loc, &[], &[entry]));
    let blocks: Vec<_> = rw.body().blocks(r).collect();
    for b in blocks {
        let Some(term) = rw.body().last_op(b) else {
            continue;
        };
        let Some(term_yield) = YieldOp::cast(rw.body(), term) else {
            continue;
        };
        let operands = term_yield.results(rw.body());
        let term_loc = rw.body().op_location(term);
        rw.set_insertion_point(term);
        rw.create(BranchOp::build(rw.context(), term_loc, &operands, &[post]));
        rw.erase_op(term);
    }
    let dest = rw.body().block_parent_region(post).ok_or(MatchFailure)?;
    rw.inline_region_before(r, dest, Some(post));
    let results: Vec<ValueId> = rw.body().results(op).collect();
    let mut args = Vec::with_capacity(results.len());
    for v in results {
        let ty = rw.body().value_type(v);
        args.push(rw.add_block_argument(post, ty, loc));
    }
    rw.replace_op(op, &args);
    Ok(())
}
