//! `scf.if` rewrites beyond the basic set: nested ifs combined into one on the conjunction
//! of their conditions, boolean results replaced by the condition (or its negation), and the
//! folder swapping the regions of an `scf.if` on a negated condition.

use ropt_ir::registry::OpFoldResult;
use ropt_ir::{Attribute, Body, Context, OpId, OperationState, Type, ValueDef, ValueId};
use ropt_rewrite::{LogicalResult, MatchFailure, PatternRewriter};

use super::{bool_constant, constant_int, entry, region, terminator_of, yielded};
use crate::IfOp;
use ropt_dialect_arith::{AndIOp, XOrIOp};

/// True if `block` holds nothing but its terminator.
fn only_terminator(body: &Body, block: ropt_ir::BlockId) -> bool {
    body.first_op(block).is_some() && body.first_op(block) == body.last_op(block)
}

/// MLIR's `CombineNestedIfs`: an `scf.if` whose then block holds only another `scf.if` (and
/// whose else blocks only yield) becomes one `scf.if` on `arith.andi` of both conditions.
/// Results the outer op yields from outside in its then block become `arith.select`s on the
/// outer condition; results taken from the inner op need both else branches to agree.
pub(super) fn if_combine_nested(op: IfOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let then_block = entry(body, op, 0).ok_or(MatchFailure)?;
    let then_yield = terminator_of(body, then_block).ok_or(MatchFailure)?;
    let nested = body.first_op(then_block).ok_or(MatchFailure)?;
    if nested == then_yield || body.next_op(nested) != Some(then_yield) {
        return Err(MatchFailure);
    }
    if let Some(e) = entry(body, op, 1)
        && !only_terminator(body, e)
    {
        return Err(MatchFailure);
    }
    if body.op_name(nested) != body.op_name(op) {
        return Err(MatchFailure);
    }
    if let Some(e) = entry(body, nested, 1)
        && !only_terminator(body, e)
    {
        return Err(MatchFailure);
    }
    let mut then_values: Vec<ValueId> = body.operands(then_yield).collect();
    let else_values = yielded(body, op, 1);
    let nested_then = yielded(body, nested, 0);
    let nested_else = yielded(body, nested, 1);
    let then_region = region(body, op, 0);
    let mut to_select = Vec::new();
    for (i, slot) in then_values.iter_mut().enumerate() {
        let v = *slot;
        if let ValueDef::OpResult { op: def, index } = body.value_def(v)
            && def == nested
        {
            let index = index as usize;
            if nested_else.get(index) != else_values.get(i) {
                return Err(MatchFailure);
            }
            *slot = *nested_then.get(index).ok_or(MatchFailure)?;
            continue;
        }
        if body.value_parent_region(v) == Some(then_region) {
            return Err(MatchFailure);
        }
        to_select.push(i);
    }
    let loc = body.op_location(op);
    let name = body.op_name(op);
    let (cond, nested_cond) = (IfOp(op).condition(body), IfOp(nested).condition(body));
    let types: Vec<Type> = body.result_types(op);
    let nested_then_block = entry(body, nested, 0).ok_or(MatchFailure)?;
    let i1 = rw.context().int_type(1);
    rw.set_insertion_point(op);
    let and = rw.create(AndIOp::build(rw.context(), loc, i1, cond, nested_cond));
    let new_cond = AndIOp(and).result(rw.body());
    let new = rw.create(
        OperationState::new(name, loc)
            .with_operands(&[new_cond])
            .with_result_types(&types)
            .with_new_regions(2),
    );
    let new_then = rw.create_block(region(rw.body(), new, 0), None, &[]);
    let mut results: Vec<ValueId> = rw.body().results(new).collect();
    rw.set_insertion_point(new);
    for &i in &to_select {
        let ty = rw.body().value_type(then_values[i]);
        let sel = rw.create_op(
            "arith.select",
            loc,
            &[cond, then_values[i], else_values[i]],
            &[ty],
        );
        results[i] = rw.body().result(sel, 0);
    }
    rw.merge_blocks(nested_then_block, new_then, &[]);
    rw.set_insertion_point_to_end(new_then);
    if let Some(old_yield) = rw.body().last_op(new_then) {
        let yield_name = rw.body().op_name(old_yield);
        let yield_loc = rw.body().op_location(old_yield);
        rw.replace_op_with_new_op(
            old_yield,
            OperationState::new(yield_name, yield_loc).with_operands(&then_values),
        );
    }
    if !else_values.is_empty() {
        let yield_name = rw.body().op_name(then_yield);
        let new_else = rw.create_block(region(rw.body(), new, 1), None, &[]);
        rw.set_insertion_point_to_end(new_else);
        rw.create(OperationState::new(yield_name, loc).with_operands(&else_values));
    }
    rw.replace_op(op, &results);
    Ok(())
}

/// MLIR's `ReplaceIfYieldWithConditionOrValue`: a result yielded as the same value by both
/// branches is that value; a result yielding constants `true`/`false` is the condition, and
/// `false`/`true` its negation (`arith.xori` with `true`). Like MLIR, the uses are redirected
/// behind the rewriter's back (their users are not revisited).
pub(super) fn if_yield_condition(op: IfOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    if body.num_results(op) == 0 {
        return Err(MatchFailure);
    }
    let (Some(_), Some(_)) = (entry(body, op, 0), entry(body, op, 1)) else {
        return Err(MatchFailure);
    };
    let then_values = yielded(body, op, 0);
    let else_values = yielded(body, op, 1);
    let results: Vec<ValueId> = body.results(op).collect();
    let cond = IfOp(op).condition(body);
    let i1 = rw.context().int_type(1);
    rw.set_insertion_point(op);
    let mut changed = false;
    for ((&t, &e), &r) in then_values.iter().zip(&else_values).zip(&results) {
        if t == e {
            if !rw.body().use_empty(r) {
                rw.replace_all_uses_unnotified(r, t);
                changed = true;
            }
            continue;
        }
        if rw.body().value_type(t) != i1 {
            continue;
        }
        let (Some(tv), Some(ev)) = (bool_value(rw, t), bool_value(rw, e)) else {
            continue;
        };
        if rw.body().use_empty(r) {
            continue;
        }
        if !tv && ev {
            let one = bool_constant(rw, op, true);
            let loc = rw.body().op_location(op);
            let not = rw.create(XOrIOp::build(rw.context(), loc, i1, cond, one));
            let not = XOrIOp(not).result(rw.body());
            rw.replace_all_uses_unnotified(r, not);
            changed = true;
        } else if tv && !ev {
            rw.replace_all_uses_unnotified(r, cond);
            changed = true;
        }
    }
    if changed { Ok(()) } else { Err(MatchFailure) }
}

/// The boolean a constant `i1` value holds.
fn bool_value(rw: &mut PatternRewriter<'_>, v: ValueId) -> Option<bool> {
    let c = constant_int(rw, v)?;
    (c.width() == 1).then(|| !c.is_zero())
}

/// MLIR's `IfOp::fold`: `scf.if` on `arith.xori %c, 1` with an else region swaps its regions
/// and branches on `%c` (an in-place fold).
pub(crate) fn fold_if(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _operands: &[Option<Attribute>],
    _results: &mut Vec<OpFoldResult>,
) -> bool {
    let regions = body.regions(op).to_vec();
    let [then_region, else_region] = regions[..] else {
        return false;
    };
    let (Some(then_block), Some(else_block)) =
        (body.entry_block(then_region), body.entry_block(else_region))
    else {
        return false;
    };
    let cond = IfOp(op).condition(body);
    let Some(xor) = body.defining_op(cond).and_then(|d| XOrIOp::cast(body, d)) else {
        return false;
    };
    let (lhs, rhs) = (xor.lhs(body), xor.rhs(body));
    let Some(rhs_def) = body.defining_op(rhs) else {
        return false;
    };
    if !body
        .op_name(rhs_def)
        .has_trait(ropt_ir::Traits::CONSTANT_LIKE)
    {
        return false;
    }
    let one =
        ropt_rewrite::fold::constant_value(ctx, body, rhs_def).is_some_and(|a| match a.kind() {
            ropt_ir::AttributeKind::Integer { value, .. } => value.to_u64() == Some(1),
            ropt_ir::AttributeKind::Bool(b) => *b,
            _ => false,
        });
    if !one {
        return false;
    }
    IfOp(op).set_condition(body, lhs);
    body.remove_block(then_block);
    body.remove_block(else_block);
    body.append_block(then_region, else_block);
    body.append_block(else_region, then_block);
    true
}
