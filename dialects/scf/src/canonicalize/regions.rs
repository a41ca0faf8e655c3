//! `scf.execute_region` with several blocks, directly in a function or in another
//! `scf.execute_region`, is inlined into the enclosing CFG (MLIR's `MultiBlockExecuteInliner`).

use ropt_ir::{OpId, OperationState, ValueId};
use ropt_rewrite::{LogicalResult, MatchFailure, PatternRewriter};

use super::region;

/// True if the op owning `op`'s block is a function (`func.func` and the like: the top region
/// of a body owned by a `*.func` op) or an `scf.execute_region`.
fn parent_allows_blocks(rw: &PatternRewriter<'_>, op: OpId) -> bool {
    let body = rw.body();
    match body.parent_op(op) {
        Some(p) => body.op_name(p).as_str() == "scf.execute_region",
        None => body
            .owner_name()
            .is_some_and(|n| n.as_str().ends_with(".func")),
    }
}

pub(super) fn execute_region_inline_blocks(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let body = rw.body();
    if body.inherent_attr(op, "no_inline").is_some() || !parent_allows_blocks(rw, op) {
        return Err(MatchFailure);
    }
    let body = rw.body();
    let r = region(body, op, 0);
    let entry = body.entry_block(r).ok_or(MatchFailure)?;
    let prev_block = body.parent_block(op).ok_or(MatchFailure)?;
    let loc = body.op_location(op);
    let br = rw.op_name("cf.br");
    let post = rw.split_block(prev_block, op);
    rw.set_insertion_point_to_end(prev_block);
    rw.create(OperationState::new(br, loc).with_successors(&[entry]));
    let blocks: Vec<_> = rw.body().blocks(r).collect();
    for b in blocks {
        let Some(term) = rw.body().last_op(b) else {
            continue;
        };
        if rw.body().op_name(term).as_str() != "scf.yield" {
            continue;
        }
        let operands: Vec<ValueId> = rw.body().operands(term).collect();
        let term_loc = rw.body().op_location(term);
        rw.set_insertion_point(term);
        rw.create(
            OperationState::new(br, term_loc)
                .with_operands(&operands)
                .with_successors(&[post]),
        );
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
