//! The canonicalization patterns of the cf ops (mlir-opt's, one Rust function each):
//!
//! * `cf.assert` on a constant true condition is erased;
//! * `cf.br` to a block with only this predecessor merges the block in; a `cf.br` to a block
//!   that only forwards to another block (a pass-through `cf.br`) jumps there directly;
//! * `cf.cond_br`: a constant condition becomes a `cf.br`; pass-through successors are
//!   skipped; identical successors become a `cf.br` (with `arith.select` for operands that
//!   differ, when this is the successor's only predecessor); a `cf.cond_br` reached only from a
//!   `cf.cond_br` on the same condition becomes a `cf.br`; uses of the condition in a successor
//!   reached only through one edge become `arith.constant true/false`;
//! * `cf.switch`: only a default becomes a `cf.br`; cases that match the default are dropped;
//!   a constant flag selects its case; pass-through successors are skipped; a `cf.switch`
//!   reached only from a `cf.switch` on the same flag is folded (from a case) or loses the
//!   cases that cannot be taken (from the default).

use ropt_ir::apint::ApInt;
use ropt_ir::{
    Attribute, BlockId, Body, Context, NamedAttribute, OpId, OperationState, ValueDef, ValueId,
};
use ropt_rewrite::{LogicalResult, MatchFailure, PatternRewriter, RewritePatternSet};

use ropt_rewrite::fold::constant_int;

use crate::layout::successor_operands;
use crate::switch_asm::{Case, case_values, fill_switch};
use crate::{AssertOp, BranchOp, CondBranchOp, SwitchOp};
use ropt_dialect_arith::{ConstantOp, SelectOp};

/// `cf.cond_br`'s patterns, in mlir-opt's order.
pub(crate) fn cond_br_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "SimplifyConstCondBranchPred", const_cond_br)
        .add_fn(ctx, "SimplifyPassThroughCondBranch", pass_through_cond_br)
        .add_fn(
            ctx,
            "SimplifyCondBranchIdenticalSuccessors",
            cond_br_identical_successors,
        )
        .add_fn(
            ctx,
            "SimplifyCondBranchFromCondBranchOnSameCondition",
            cond_br_from_cond_br_on_same_condition,
        )
        .add_fn(ctx, "CondBranchTruthPropagation", cond_br_truth_propagation);
}

/// `cf.switch`'s patterns, in mlir-opt's order.
pub(crate) fn switch_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "simplifySwitchWithOnlyDefault", switch_only_default)
        .add_fn(
            ctx,
            "dropSwitchCasesThatMatchDefault",
            drop_cases_matching_default,
        )
        .add_fn(ctx, "simplifyConstSwitchValue", const_switch)
        .add_fn(ctx, "simplifyPassThroughSwitch", pass_through_switch)
        .add_fn(
            ctx,
            "simplifySwitchFromSwitchOnSameCondition",
            switch_from_switch_on_same_flag,
        )
        .add_fn(
            ctx,
            "simplifySwitchFromDefaultSwitchOnSameCondition",
            switch_from_default_switch_on_same_flag,
        );
}

// --- Helpers ---------------------------------------------------------------------------------

/// The only predecessor edge of `block` (MLIR's `getSinglePredecessor`: two edges from the same
/// block do not count as one).
fn single_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let mut preds = body.predecessors(block);
    let (first, _) = preds.next()?;
    if preds.next().is_some() {
        return None;
    }
    body.parent_block(first)
}

/// The one block all edges into `block` come from (MLIR's `getUniquePredecessor`).
fn unique_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let mut found = None;
    for (op, _) in body.predecessors(block) {
        let from = body.parent_block(op)?;
        match found {
            None => found = Some(from),
            Some(b) if b == from => {}
            Some(_) => return None,
        }
    }
    found
}

/// If `successor` holds nothing but a `cf.br` that only uses the block's arguments as operands
/// (and does not loop to itself), the block it jumps to and the operands it would get when
/// `successor` is entered with `operands` (MLIR's `collapseBranch`).
fn collapse_branch(
    body: &Body,
    successor: BlockId,
    operands: &[ValueId],
) -> Option<(BlockId, Vec<ValueId>)> {
    let br = body.first_op(successor)?;
    if body.next_op(br).is_some() || BranchOp::cast(body, br).is_none() {
        return None;
    }
    let args = body.block_arguments(successor);
    if args.iter().any(|&a| body.users(a).any(|u| u != br)) {
        return None;
    }
    let dest = body.successors(br).next()?;
    if dest == successor || in_pass_through_cycle(body, successor, dest) {
        return None;
    }
    let mut forwarded = Vec::with_capacity(body.num_operands(br));
    for v in body.operands(br) {
        let mapped = match body.value_def(v) {
            ValueDef::BlockArgument { block, index } if block == successor => {
                *operands.get(index as usize)?
            }
            _ => v,
        };
        forwarded.push(mapped);
    }
    Some((dest, forwarded))
}

/// Whether following `cf.br` terminators from `dest` (the block `successor` jumps to) ever
/// comes back to a block already seen (`successor` and `dest` included). Collapsing a branch
/// that feeds such a cycle could only rotate it (the greedy driver would never stop), so, like
/// mlir-opt, any chain of unconditional branches that loops blocks the collapse, whatever the
/// blocks in the loop hold.
fn in_pass_through_cycle(body: &Body, successor: BlockId, dest: BlockId) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    seen.insert(successor);
    seen.insert(dest);
    let mut current = dest;
    loop {
        let Some(br) = body.last_op(current) else {
            return false;
        };
        let Some(br) = BranchOp::cast(body, br) else {
            return false;
        };
        let next = br.dest(body);
        if !seen.insert(next) {
            return true;
        }
        current = next;
    }
}

/// Replaces `op` by `cf.br ^dest(operands)`.
fn replace_with_br(rw: &mut PatternRewriter<'_>, op: OpId, dest: BlockId, operands: &[ValueId]) {
    let loc = rw.body().op_location(op);
    let state = BranchOp::build(rw.context(), loc, operands, &[dest]);
    rw.replace_op_with_new_op(op, state);
}

/// The operands of `cf.cond_br`: condition, true operands, false operands.
fn cond_br_parts(body: &Body, op: CondBranchOp) -> (ValueId, Vec<ValueId>, Vec<ValueId>) {
    (
        op.condition(body),
        op.true_dest_operands(body),
        op.false_dest_operands(body),
    )
}

// --- cf.assert -------------------------------------------------------------------------------

pub(crate) fn erase_true_assert(op: AssertOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let cond = op.arg(rw.body());
    match constant_int(rw, cond) {
        Some(v) if !v.is_zero() && v.width() == 1 => {
            rw.erase_op(op.0);
            Ok(())
        }
        _ => Err(MatchFailure),
    }
}

// --- cf.br -----------------------------------------------------------------------------------

pub(crate) fn simplify_br(op: BranchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    merge_single_predecessor(op, rw).or_else(|_| pass_through_br(op, rw))
}

/// `cf.br` to a block whose only predecessor is this branch: the block is merged in.
fn merge_single_predecessor(op: BranchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let dest = op.dest(body);
    let parent = body.parent_block(op.0).ok_or(MatchFailure)?;
    if dest == parent || single_predecessor(body, dest).is_none() {
        return Err(MatchFailure);
    }
    let operands = op.dest_operands(body);
    rw.erase_op(op.0);
    rw.merge_blocks(dest, parent, &operands);
    Ok(())
}

/// `cf.br` to a block that only branches on: jump to the final block directly.
fn pass_through_br(op: BranchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let dest = op.dest(body);
    if Some(dest) == body.parent_block(op.0) {
        return Err(MatchFailure);
    }
    let operands = op.dest_operands(body);
    let (dest, operands) = collapse_branch(body, dest, &operands).ok_or(MatchFailure)?;
    replace_with_br(rw, op.0, dest, &operands);
    Ok(())
}

// --- cf.cond_br ------------------------------------------------------------------------------

fn const_cond_br(op: CondBranchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (cond, t_ops, f_ops) = cond_br_parts(rw.body(), op);
    let value = constant_int(rw, cond).ok_or(MatchFailure)?;
    let (dest, operands) = if value.is_zero() {
        (op.false_dest(rw.body()), f_ops)
    } else {
        (op.true_dest(rw.body()), t_ops)
    };
    replace_with_br(rw, op.0, dest, &operands);
    Ok(())
}

fn pass_through_cond_br(op: CondBranchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let (cond, t_ops, f_ops) = cond_br_parts(body, op);
    let (t_dest, f_dest) = (op.true_dest(body), op.false_dest(body));
    let t = collapse_branch(body, t_dest, &t_ops);
    let f = collapse_branch(body, f_dest, &f_ops);
    if t.is_none() && f.is_none() {
        return Err(MatchFailure);
    }
    let (t_dest, t_ops) = t.unwrap_or((t_dest, t_ops));
    let (f_dest, f_ops) = f.unwrap_or((f_dest, f_ops));
    let loc = body.op_location(op.0);
    let weights = op.branch_weights_attr(body);
    let state = CondBranchOp::build(
        rw.context(),
        loc,
        cond,
        &t_ops,
        &f_ops,
        weights,
        &[t_dest, f_dest],
    );
    rw.replace_op_with_new_op(op.0, state);
    Ok(())
}

fn cond_br_identical_successors(op: CondBranchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let dest = op.true_dest(body);
    if dest != op.false_dest(body) {
        return Err(MatchFailure);
    }
    let (cond, t_ops, f_ops) = cond_br_parts(body, op);
    if t_ops == f_ops {
        replace_with_br(rw, op.0, dest, &t_ops);
        return Ok(());
    }
    if unique_predecessor(body, dest) != body.parent_block(op.0) {
        return Err(MatchFailure);
    }
    let loc = body.op_location(op.0);
    let mut merged = Vec::with_capacity(t_ops.len());
    for (&t, &f) in t_ops.iter().zip(&f_ops) {
        if t == f {
            merged.push(t);
            continue;
        }
        let ty = rw.body().value_type(t);
        let s = rw.create(SelectOp::build(rw.context(), loc, ty, cond, t, f));
        merged.push(SelectOp(s).result(rw.body()));
    }
    replace_with_br(rw, op.0, dest, &merged);
    Ok(())
}

fn cond_br_from_cond_br_on_same_condition(
    op: CondBranchOp,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let body = rw.body();
    let block = body.parent_block(op.0).ok_or(MatchFailure)?;
    let pred = single_predecessor(body, block).ok_or(MatchFailure)?;
    let pred_br = body
        .last_op(pred)
        .and_then(|t| CondBranchOp::cast(body, t))
        .ok_or(MatchFailure)?;
    if pred_br.condition(body) != op.condition(body) {
        return Err(MatchFailure);
    }
    let (dest, operands) = if pred_br.true_dest(body) == block {
        (op.true_dest(body), op.true_dest_operands(body))
    } else {
        (op.false_dest(body), op.false_dest_operands(body))
    };
    replace_with_br(rw, op.0, dest, &operands);
    Ok(())
}

fn cond_br_truth_propagation(op: CondBranchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let mut replaced = false;
    let cond = op.condition(rw.body());
    for value in [true, false] {
        let dest = if value {
            op.true_dest(rw.body())
        } else {
            op.false_dest(rw.body())
        };
        if single_predecessor(rw.body(), dest).is_none() {
            continue;
        }
        let uses: Vec<ropt_ir::Use> = rw
            .body()
            .uses(cond)
            .filter(|u| rw.body().parent_block(u.owner) == Some(dest))
            .collect();
        if uses.is_empty() {
            continue;
        }
        replaced = true;
        let constant = make_bool_constant(rw, op.0, value);
        for u in uses {
            rw.modify_op_in_place(u.owner, |b| {
                b.set_operand(u.owner, u.operand_index as usize, constant)
            });
        }
    }
    if replaced { Ok(()) } else { Err(MatchFailure) }
}

/// `arith.constant true/false` before `op`.
fn make_bool_constant(rw: &mut PatternRewriter<'_>, op: OpId, value: bool) -> ValueId {
    let ctx = rw.context();
    let loc = rw.body().op_location(op);
    let attr = ctx.integer_attr(ctx.i1_type(), ApInt::from_u64(1, value as u64));
    let c = rw.create(ConstantOp::build(ctx, loc, ctx.i1_type(), Some(attr)));
    ConstantOp(c).result(rw.body())
}

// --- cf.switch -------------------------------------------------------------------------------

/// The parts of a `cf.switch`: flag, default destination and operands, and the cases.
struct Switch {
    flag: ValueId,
    default: (BlockId, Vec<ValueId>),
    values: Option<Attribute>,
    cases: Vec<Case>,
}

impl Switch {
    fn read(body: &Body, op: SwitchOp) -> Switch {
        let values = case_values(body, op).unwrap_or_default();
        let dests = op.case_destinations(body);
        let cases = values
            .into_iter()
            .enumerate()
            .filter_map(|(i, v)| {
                let dest = dests.get(i).copied()?;
                Some((v, dest, successor_operands(body, op.0, i + 1)))
            })
            .collect();
        Switch {
            flag: op.flag(body),
            default: (op.default_destination(body), op.default_operands(body)),
            values: op.case_values_attr(body),
            cases,
        }
    }

    /// Replaces `op` by a `cf.switch` on the same flag with `default` and `cases`; the case
    /// values attribute is `values` (rebuilt from the cases when `None`).
    fn replace(
        rw: &mut PatternRewriter<'_>,
        op: SwitchOp,
        flag: ValueId,
        default: (BlockId, &[ValueId]),
        values: Option<Attribute>,
        cases: &[Case],
    ) {
        let ctx = rw.context();
        let body = rw.body();
        let flag_ty = body.value_type(flag);
        let mut state = OperationState::new(rw.op_name(SwitchOp::NAME), body.op_location(op.0));
        fill_switch(ctx, &mut state, (flag, flag_ty), default, cases);
        if let Some(values) = values {
            let props = state
                .properties
                .and_then(|p| p.as_dictionary())
                .unwrap_or_default()
                .iter()
                .map(|n| {
                    if n.name.as_str() == "case_values" {
                        NamedAttribute::new(n.name, values)
                    } else {
                        *n
                    }
                })
                .collect::<Vec<_>>();
            state.properties = Some(ctx.dictionary_attr(&props));
        }
        rw.replace_op_with_new_op(op.0, state);
    }
}

/// Replaces `op` by a `cf.br` to the case whose value is `value`, or to the default.
fn fold_switch(rw: &mut PatternRewriter<'_>, op: SwitchOp, value: &ApInt) {
    let s = Switch::read(rw.body(), op);
    let (dest, operands) = match s.cases.iter().find(|c| &c.0 == value) {
        Some((_, dest, operands)) => (*dest, operands.clone()),
        None => s.default,
    };
    replace_with_br(rw, op.0, dest, &operands);
}

fn switch_only_default(op: SwitchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    if body.num_successors(op.0) != 1 {
        return Err(MatchFailure);
    }
    let dest = op.default_destination(body);
    let operands = op.default_operands(body);
    replace_with_br(rw, op.0, dest, &operands);
    Ok(())
}

fn drop_cases_matching_default(op: SwitchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let s = Switch::read(rw.body(), op);
    let before = s.cases.len();
    let kept: Vec<Case> = s
        .cases
        .into_iter()
        .filter(|(_, dest, operands)| !(*dest == s.default.0 && *operands == s.default.1))
        .collect();
    if kept.len() == before {
        return Err(MatchFailure);
    }
    Switch::replace(rw, op, s.flag, (s.default.0, &s.default.1), None, &kept);
    Ok(())
}

fn const_switch(op: SwitchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let flag = op.flag(rw.body());
    let value = constant_int(rw, flag).ok_or(MatchFailure)?;
    fold_switch(rw, op, &value);
    Ok(())
}

fn pass_through_switch(op: SwitchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let s = Switch::read(body, op);
    let mut changed = false;
    let mut cases = Vec::with_capacity(s.cases.len());
    for (value, dest, operands) in s.cases {
        match collapse_branch(body, dest, &operands) {
            Some((dest, operands)) => {
                changed = true;
                cases.push((value, dest, operands));
            }
            None => cases.push((value, dest, operands)),
        }
    }
    let default = match collapse_branch(body, s.default.0, &s.default.1) {
        Some(d) => {
            changed = true;
            d
        }
        None => s.default,
    };
    if !changed {
        return Err(MatchFailure);
    }
    Switch::replace(rw, op, s.flag, (default.0, &default.1), s.values, &cases);
    Ok(())
}

/// The `cf.switch` ending the single predecessor of `op`'s block, if it switches on the same
/// flag.
fn predecessor_switch(body: &Body, op: SwitchOp) -> Option<(BlockId, SwitchOp)> {
    let block = body.parent_block(op.0)?;
    let pred = single_predecessor(body, block)?;
    let pred_switch = SwitchOp::cast(body, body.last_op(pred)?)?;
    (pred_switch.flag(body) == op.flag(body)).then_some((block, pred_switch))
}

fn switch_from_switch_on_same_flag(op: SwitchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let (block, pred) = predecessor_switch(body, op).ok_or(MatchFailure)?;
    if pred.default_destination(body) == block {
        return Err(MatchFailure);
    }
    let pred_cases = Switch::read(body, pred).cases;
    match pred_cases.iter().find(|c| c.1 == block) {
        Some((value, _, _)) => {
            let value = value.clone();
            fold_switch(rw, op, &value);
        }
        None => {
            let dest = op.default_destination(body);
            let operands = op.default_operands(body);
            replace_with_br(rw, op.0, dest, &operands);
        }
    }
    Ok(())
}

fn switch_from_default_switch_on_same_flag(
    op: SwitchOp,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let body = rw.body();
    let (block, pred) = predecessor_switch(body, op).ok_or(MatchFailure)?;
    if pred.default_destination(body) != block {
        return Err(MatchFailure);
    }
    let impossible: Vec<ApInt> = Switch::read(body, pred)
        .cases
        .into_iter()
        .filter(|c| c.1 != block)
        .map(|c| c.0)
        .collect();
    let s = Switch::read(body, op);
    let before = s.cases.len();
    let kept: Vec<Case> = s
        .cases
        .into_iter()
        .filter(|c| !impossible.contains(&c.0))
        .collect();
    if kept.len() == before {
        return Err(MatchFailure);
    }
    Switch::replace(rw, op, s.flag, (s.default.0, &s.default.1), None, &kept);
    Ok(())
}
