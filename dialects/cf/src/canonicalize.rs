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
use ropt_rewrite::{
    FnPattern, LogicalResult, MatchFailure, PatternInfo, PatternRewriter, RewritePatternSet,
};

use ropt_rewrite::fold::constant_int;

use crate::layout::successor_operands;
use crate::switch_asm::{Case, case_values, fill_switch};
use crate::{BranchOp, CondBranchOp};

type PatternFn = fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult;

fn add(ctx: &Context, set: &mut RewritePatternSet, root: &str, name: &str, f: PatternFn) {
    let info = PatternInfo::new(ctx.registry().op_name(root), 1, name);
    set.add(FnPattern::new(info, f));
}

/// `cf.cond_br`'s patterns, in mlir-opt's order.
pub(crate) fn cond_br_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    let r = "cf.cond_br";
    add(ctx, set, r, "SimplifyConstCondBranchPred", const_cond_br);
    add(
        ctx,
        set,
        r,
        "SimplifyPassThroughCondBranch",
        pass_through_cond_br,
    );
    add(
        ctx,
        set,
        r,
        "SimplifyCondBranchIdenticalSuccessors",
        cond_br_identical_successors,
    );
    add(
        ctx,
        set,
        r,
        "SimplifyCondBranchFromCondBranchOnSameCondition",
        cond_br_from_cond_br_on_same_condition,
    );
    add(
        ctx,
        set,
        r,
        "CondBranchTruthPropagation",
        cond_br_truth_propagation,
    );
}

/// `cf.switch`'s patterns, in mlir-opt's order.
pub(crate) fn switch_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    let r = "cf.switch";
    add(
        ctx,
        set,
        r,
        "simplifySwitchWithOnlyDefault",
        switch_only_default,
    );
    add(
        ctx,
        set,
        r,
        "dropSwitchCasesThatMatchDefault",
        drop_cases_matching_default,
    );
    add(ctx, set, r, "simplifyConstSwitchValue", const_switch);
    add(
        ctx,
        set,
        r,
        "simplifyPassThroughSwitch",
        pass_through_switch,
    );
    add(
        ctx,
        set,
        r,
        "simplifySwitchFromSwitchOnSameCondition",
        switch_from_switch_on_same_flag,
    );
    add(
        ctx,
        set,
        r,
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
    if body.next_op(br).is_some() || body.op_name(br).as_str() != "cf.br" {
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
        if body.op_name(br).as_str() != "cf.br" {
            return false;
        }
        let Some(next) = body.successors(br).next() else {
            return false;
        };
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
fn cond_br_parts(body: &Body, op: OpId) -> (ValueId, Vec<ValueId>, Vec<ValueId>) {
    let cond = body.operand(op, 0);
    (
        cond,
        successor_operands(body, op, 0),
        successor_operands(body, op, 1),
    )
}

// --- cf.assert -------------------------------------------------------------------------------

pub(crate) fn erase_true_assert(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let cond = rw.body().operand(op, 0);
    match constant_int(rw, cond) {
        Some(v) if !v.is_zero() && v.width() == 1 => {
            rw.erase_op(op);
            Ok(())
        }
        _ => Err(MatchFailure),
    }
}

// --- cf.br -----------------------------------------------------------------------------------

pub(crate) fn simplify_br(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    merge_single_predecessor(op, rw).or_else(|_| pass_through_br(op, rw))
}

/// `cf.br` to a block whose only predecessor is this branch: the block is merged in.
fn merge_single_predecessor(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let dest = body.successor(op, 0);
    let parent = body.parent_block(op).ok_or(MatchFailure)?;
    if dest == parent || single_predecessor(body, dest).is_none() {
        return Err(MatchFailure);
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    rw.erase_op(op);
    rw.merge_blocks(dest, parent, &operands);
    Ok(())
}

/// `cf.br` to a block that only branches on: jump to the final block directly.
fn pass_through_br(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let dest = body.successor(op, 0);
    if Some(dest) == body.parent_block(op) {
        return Err(MatchFailure);
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let (dest, operands) = collapse_branch(body, dest, &operands).ok_or(MatchFailure)?;
    replace_with_br(rw, op, dest, &operands);
    Ok(())
}

// --- cf.cond_br ------------------------------------------------------------------------------

fn const_cond_br(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (cond, t_ops, f_ops) = cond_br_parts(rw.body(), op);
    let value = constant_int(rw, cond).ok_or(MatchFailure)?;
    let (index, operands) = if value.is_zero() {
        (1, f_ops)
    } else {
        (0, t_ops)
    };
    let dest = rw.body().successor(op, index);
    replace_with_br(rw, op, dest, &operands);
    Ok(())
}

fn pass_through_cond_br(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let (cond, t_ops, f_ops) = cond_br_parts(body, op);
    let (t_dest, f_dest) = (body.successor(op, 0), body.successor(op, 1));
    let t = collapse_branch(body, t_dest, &t_ops);
    let f = collapse_branch(body, f_dest, &f_ops);
    if t.is_none() && f.is_none() {
        return Err(MatchFailure);
    }
    let (t_dest, t_ops) = t.unwrap_or((t_dest, t_ops));
    let (f_dest, f_ops) = f.unwrap_or((f_dest, f_ops));
    let loc = body.op_location(op);
    let weights = body.inherent_attr(op, "branch_weights");
    let state = CondBranchOp::build(
        rw.context(),
        loc,
        cond,
        &t_ops,
        &f_ops,
        weights,
        &[t_dest, f_dest],
    );
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

fn cond_br_identical_successors(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let dest = body.successor(op, 0);
    if dest != body.successor(op, 1) {
        return Err(MatchFailure);
    }
    let (cond, t_ops, f_ops) = cond_br_parts(body, op);
    if t_ops == f_ops {
        replace_with_br(rw, op, dest, &t_ops);
        return Ok(());
    }
    if unique_predecessor(body, dest) != body.parent_block(op) {
        return Err(MatchFailure);
    }
    let loc = body.op_location(op);
    let select = rw.op_name("arith.select");
    let mut merged = Vec::with_capacity(t_ops.len());
    for (&t, &f) in t_ops.iter().zip(&f_ops) {
        if t == f {
            merged.push(t);
            continue;
        }
        let ty = rw.body().value_type(t);
        let s = rw.create(
            OperationState::new(select, loc)
                .with_operands(&[cond, t, f])
                .with_result_types(&[ty]),
        );
        merged.push(rw.body().result(s, 0));
    }
    replace_with_br(rw, op, dest, &merged);
    Ok(())
}

fn cond_br_from_cond_br_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let block = body.parent_block(op).ok_or(MatchFailure)?;
    let pred = single_predecessor(body, block).ok_or(MatchFailure)?;
    let pred_br = body.last_op(pred).ok_or(MatchFailure)?;
    if body.op_name(pred_br).as_str() != "cf.cond_br"
        || body.operand(pred_br, 0) != body.operand(op, 0)
    {
        return Err(MatchFailure);
    }
    let index = if body.successor(pred_br, 0) == block {
        0
    } else {
        1
    };
    let dest = body.successor(op, index);
    let operands = successor_operands(body, op, index);
    replace_with_br(rw, op, dest, &operands);
    Ok(())
}

fn cond_br_truth_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let mut replaced = false;
    let cond = rw.body().operand(op, 0);
    for (index, value) in [(0, true), (1, false)] {
        let dest = rw.body().successor(op, index);
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
        let constant = make_bool_constant(rw, op, value);
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
    let name = rw.op_name("arith.constant");
    let props = ctx.dictionary_attr(&[NamedAttribute::new(
        ctx.identifier("value"),
        ctx.integer_attr(ctx.i1_type(), ApInt::from_u64(1, value as u64)),
    )]);
    let c = rw.create(
        OperationState::new(name, loc)
            .with_properties(props)
            .with_result_types(&[ctx.i1_type()]),
    );
    rw.body().result(c, 0)
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
    fn read(body: &Body, op: OpId) -> Switch {
        let values = case_values(body, op).unwrap_or_default();
        let cases = values
            .into_iter()
            .enumerate()
            .filter_map(|(i, v)| {
                let dest = body.successors(op).nth(i + 1)?;
                Some((v, dest, successor_operands(body, op, i + 1)))
            })
            .collect();
        Switch {
            flag: body.operand(op, 0),
            default: (body.successor(op, 0), successor_operands(body, op, 0)),
            values: body.attr(op, "case_values"),
            cases,
        }
    }

    /// Replaces `op` by a `cf.switch` on the same flag with `default` and `cases`; the case
    /// values attribute is `values` (rebuilt from the cases when `None`).
    fn replace(
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        flag: ValueId,
        default: (BlockId, &[ValueId]),
        values: Option<Attribute>,
        cases: &[Case],
    ) {
        let ctx = rw.context();
        let body = rw.body();
        let flag_ty = body.value_type(flag);
        let mut state = OperationState::new(rw.op_name("cf.switch"), body.op_location(op));
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
        rw.replace_op_with_new_op(op, state);
    }
}

/// Replaces `op` by a `cf.br` to the case whose value is `value`, or to the default.
fn fold_switch(rw: &mut PatternRewriter<'_>, op: OpId, value: &ApInt) {
    let s = Switch::read(rw.body(), op);
    let (dest, operands) = match s.cases.iter().find(|c| &c.0 == value) {
        Some((_, dest, operands)) => (*dest, operands.clone()),
        None => s.default,
    };
    replace_with_br(rw, op, dest, &operands);
}

fn switch_only_default(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    if body.num_successors(op) != 1 {
        return Err(MatchFailure);
    }
    let dest = body.successor(op, 0);
    let operands = successor_operands(body, op, 0);
    replace_with_br(rw, op, dest, &operands);
    Ok(())
}

fn drop_cases_matching_default(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
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

fn const_switch(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let flag = rw.body().operand(op, 0);
    let value = constant_int(rw, flag).ok_or(MatchFailure)?;
    fold_switch(rw, op, &value);
    Ok(())
}

fn pass_through_switch(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
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
fn predecessor_switch(body: &Body, op: OpId) -> Option<(BlockId, OpId)> {
    let block = body.parent_block(op)?;
    let pred = single_predecessor(body, block)?;
    let pred_switch = body.last_op(pred)?;
    (body.op_name(pred_switch).as_str() == "cf.switch"
        && body.operand(pred_switch, 0) == body.operand(op, 0))
    .then_some((block, pred_switch))
}

fn switch_from_switch_on_same_flag(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let (block, pred) = predecessor_switch(body, op).ok_or(MatchFailure)?;
    if body.successor(pred, 0) == block {
        return Err(MatchFailure);
    }
    let pred_cases = Switch::read(body, pred).cases;
    match pred_cases.iter().find(|c| c.1 == block) {
        Some((value, _, _)) => {
            let value = value.clone();
            fold_switch(rw, op, &value);
        }
        None => {
            let dest = body.successor(op, 0);
            let operands = successor_operands(body, op, 0);
            replace_with_br(rw, op, dest, &operands);
        }
    }
    Ok(())
}

fn switch_from_default_switch_on_same_flag(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let body = rw.body();
    let (block, pred) = predecessor_switch(body, op).ok_or(MatchFailure)?;
    if body.successor(pred, 0) != block {
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
