//! `scf.while` rewrites beyond the basic set: comparisons in the after block that repeat the
//! loop condition, duplicated condition operands, condition operands that permute the
//! before-block arguments, and an `scf.if` on the loop condition moved into the after block.

use ropt_ir::{Location, OpId, Type, ValueId};
use ropt_rewrite::{LogicalResult, MatchFailure, PatternRewriter};

use crate::{ConditionOp, IfOp, WhileOp};
use ropt_dialect_arith::CmpIOp;

use super::{
    Carry, Slot, TermFirst, bool_constant, identity_slots, new_while, rebuild_while, region,
    while_parts,
};

/// MLIR's `WhileCmpCond`: when the loop condition is `arith.cmpi` on a value the condition
/// forwards, an `arith.cmpi` on the matching after-block argument with the same other operand
/// is `true` (same predicate) or `false` (inverse predicate).
pub(super) fn while_cmp_cond(op: WhileOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let w = while_parts(body, op).ok_or(MatchFailure)?;
    let cond = ConditionOp(w.cond);
    let flag = cond.condition(body);
    let cmp = body
        .defining_op(flag)
        .and_then(|d| CmpIOp::cast(body, d))
        .ok_or(MatchFailure)?;
    let pred = cmp.predicate(body).ok_or(MatchFailure)?;
    let cmp_operands = [cmp.lhs(body), cmp.rhs(body)];
    let args = cond.args(body);
    let after_args = body.block_arguments(w.after).to_vec();
    let mut changed = false;
    for (&arg, &after_arg) in args.iter().zip(&after_args) {
        for side in 0..2 {
            if arg != cmp_operands[side] {
                continue;
            }
            let uses: Vec<ropt_ir::Use> = rw.body().uses(after_arg).collect();
            for u in uses {
                let body = rw.body();
                let user = u.owner;
                if body.is_erased(user) {
                    continue;
                }
                let Some(user_cmp) = CmpIOp::cast(body, user) else {
                    continue;
                };
                let other = if side == 0 {
                    user_cmp.rhs(body)
                } else {
                    user_cmp.lhs(body)
                };
                if other != cmp_operands[1 - side] {
                    continue;
                }
                let Some(p2) = user_cmp.predicate(body) else {
                    continue;
                };
                let same = if p2 == pred {
                    true
                } else if p2 == pred.inverted() {
                    false
                } else {
                    continue;
                };
                rw.set_insertion_point(user);
                let c = bool_constant(rw, user, same);
                rw.replace_op(user, &[c]);
                changed = true;
            }
        }
    }
    if changed { Ok(()) } else { Err(MatchFailure) }
}

/// Rebuilds `op` as a loop with `types` results whose new blocks get arguments of the init
/// and result types (located at the op, as MLIR's builder without body builders makes
/// them): the condition forwards `args`, the old after-block arguments and the results
/// become `after` (indices into the new ones); the before block is merged as it is.
fn rebuild_with_blocks(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    cond: OpId,
    args: &[ValueId],
    term_first: TermFirst,
    types: &[Type],
    after: Vec<Slot>,
) {
    let body = rw.body();
    let loc = body.op_location(op);
    let inits: Vec<ValueId> = body.operands(op).collect();
    let mut cond_operands = vec![ConditionOp(cond).condition(body)];
    cond_operands.extend_from_slice(args);
    let init_args: Vec<(Type, Location)> =
        inits.iter().map(|&v| (body.value_type(v), loc)).collect();
    let before = Carry::Merge {
        slots: identity_slots(init_args.len()),
        args: init_args,
    };
    let after_block = Carry::Merge {
        args: types.iter().map(|&t| (t, loc)).collect(),
        slots: after.clone(),
    };
    rebuild_while(
        rw,
        op,
        (cond, &cond_operands),
        term_first,
        (types, &inits),
        before,
        after_block,
        &after,
    );
}

/// MLIR's `WhileRemoveDuplicatedResults`: a value the condition forwards twice is forwarded
/// once; the duplicate after-block arguments and results are merged.
pub(super) fn while_duplicated_results(op: WhileOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let w = while_parts(body, op).ok_or(MatchFailure)?;
    let args: Vec<ValueId> = body.operands(w.cond).skip(1).collect();
    let mut unique: Vec<ValueId> = Vec::with_capacity(args.len());
    let mut position = Vec::with_capacity(args.len());
    for &a in &args {
        match unique.iter().position(|&u| u == a) {
            Some(p) => position.push(p),
            None => {
                position.push(unique.len());
                unique.push(a);
            }
        }
    }
    if unique.len() == args.len() {
        return Err(MatchFailure);
    }
    let types: Vec<Type> = unique.iter().map(|&v| body.value_type(v)).collect();
    let after = position.into_iter().map(Slot::New).collect();
    rebuild_with_blocks(rw, op, w.cond, &unique, TermFirst::No, &types, after);
    Ok(())
}

/// MLIR's `WhileOpAlignBeforeArgs`: when the condition forwards exactly the before-block
/// arguments in another order, it forwards them in order, and the after-block arguments and
/// results are permuted to match.
pub(super) fn while_align_before_args(op: WhileOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let w = while_parts(body, op).ok_or(MatchFailure)?;
    let before_args = body.block_arguments(w.before).to_vec();
    let args: Vec<ValueId> = body.operands(w.cond).skip(1).collect();
    if before_args == args {
        return Err(MatchFailure);
    }
    for (i, a) in args.iter().enumerate() {
        if args[..i].contains(a) {
            return Err(MatchFailure);
        }
    }
    if before_args.len() != args.len() {
        return Err(MatchFailure);
    }
    // mapping[k] = i: condition operand k is before-block argument i.
    let mut mapping = vec![0usize; args.len()];
    for (i, b) in before_args.iter().enumerate() {
        let k = args.iter().position(|a| a == b).ok_or(MatchFailure)?;
        mapping[k] = i;
    }
    let results: Vec<ValueId> = body.results(op).collect();
    let mut types: Vec<Type> = vec![body.value_type(results[0]); results.len()];
    for (k, &i) in mapping.iter().enumerate() {
        types[i] = body.value_type(results[k]);
    }
    let after = mapping.into_iter().map(Slot::New).collect();
    rebuild_with_blocks(rw, op, w.cond, &before_args, TermFirst::Yes, &types, after);
    Ok(())
}

/// MLIR's `WhileMoveIfDown`: an `scf.if` right before the condition, on the loop condition,
/// with an else block that only yields, moves into the after block: the condition forwards
/// the else values, the after block starts with the then block, and values of the before
/// block the then block uses are forwarded as new after-block arguments.
pub(super) fn while_move_if_down(op: WhileOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let w = while_parts(body, op).ok_or(MatchFailure)?;
    let if_op = body
        .prev_op(w.cond)
        .and_then(|p| IfOp::cast(body, p))
        .ok_or(MatchFailure)?;
    if if_op.condition(body) != ConditionOp(w.cond).condition(body) {
        return Err(MatchFailure);
    }
    let if_op = if_op.0;
    let if_regions = body.regions(if_op).to_vec();
    let then_block = body.entry_block(if_regions[0]).ok_or(MatchFailure)?;
    let else_block = body.entry_block(if_regions[1]);
    if let Some(e) = else_block
        && body.first_op(e) != body.last_op(e)
    {
        return Err(MatchFailure);
    }
    let then_yield = body.last_op(then_block).ok_or(MatchFailure)?;
    let loc = body.op_location(op);
    let args: Vec<ValueId> = body.operands(w.cond).skip(1).collect();
    let after_args = body.block_arguments(w.after).to_vec();
    let if_results: Vec<ValueId> = body.results(if_op).collect();
    let else_yield = else_block.and_then(|e| body.last_op(e));
    if !if_results.is_empty() && else_yield.is_none() {
        return Err(MatchFailure);
    }
    for (idx, &arg) in args.iter().enumerate() {
        let Some(k) = if_results.iter().position(|&r| r == arg) else {
            continue;
        };
        let body = rw.body();
        let then_value = body.operand(then_yield, k);
        let Some(else_yield) = else_yield else {
            continue;
        };
        let else_value = body.operand(else_yield, k);
        rw.replace_all_uses_with(if_results[k], else_value);
        rw.replace_all_uses_with(after_args[idx], then_value);
    }
    // Values of the before region used in the then region (post-order walk, first use first).
    let body = rw.body();
    let before_region = region(body, op, 0);
    let then_region = if_regions[0];
    let mut extra: Vec<ValueId> = Vec::new();
    for o in ropt_rewrite::walk::region_postorder(body, then_region) {
        for v in body.operands(o) {
            if !v.is_null()
                && body.value_parent_region(v) == Some(before_region)
                && !extra.contains(&v)
            {
                extra.push(v);
            }
        }
    }
    let mut types: Vec<Type> = body.result_types(op);
    let n_results = types.len();
    types.extend(extra.iter().map(|&v| body.value_type(v)));
    let inits: Vec<ValueId> = body.operands(op).collect();
    let new = new_while(rw, op, &types, &inits);
    rw.start_op_modification(new);
    let (from0, to0) = (region(rw.body(), op, 0), region(rw.body(), new, 0));
    let (from1, to1) = (region(rw.body(), op, 1), region(rw.body(), new, 1));
    rw.inline_region_before(from0, to0, None);
    rw.inline_region_before(from1, to1, None);
    let mut new_args = Vec::with_capacity(extra.len());
    for &v in &extra {
        let ty = rw.body().value_type(v);
        new_args.push(rw.add_block_argument(w.after, ty, loc));
    }
    rw.finalize_op_modification(new);
    rw.modify_op_in_place(w.cond, |b| {
        let mut operands: Vec<ValueId> = b.operands(w.cond).collect();
        operands.extend_from_slice(&extra);
        b.set_operands(w.cond, &operands);
    });
    for (&v, &a) in extra.iter().zip(&new_args) {
        rw.replace_uses_with_if(v, a, |b, u| {
            b.parent_region(u.owner)
                .is_some_and(|r| b.region_is_ancestor(then_region, r))
        });
    }
    rw.erase_op(then_yield);
    let first = rw.body().first_op(w.after);
    rw.inline_block_before(then_block, w.after, first, &[]);
    rw.erase_op(if_op);
    let results: Vec<ValueId> = rw.body().results(new).take(n_results).collect();
    rw.replace_op(op, &results);
    Ok(())
}
