//! The `arith.select` canonicalizations that mlir-opt 22 writes by hand rather than in DRR
//! (they run after the DRR rules of `ArithCanonicalization.td`, in mlir-opt's order):
//!
//! * `select %c, 0, 1 : i1` becomes `xori %c, <the true constant>`;
//! * on a scalar integer wider than `i1`, `select %c, 1, 0` becomes `extui %c`, and
//!   `select %c, 0, 1` becomes `extui (xori %c, true)`.
//!
//! Vectors, `index` and floats are left alone, as mlir-opt does.

use ropt_ir::{Body, Context, OpId, ValueId};
use ropt_rewrite::fold::constant_int;
use ropt_rewrite::{FnPattern, LogicalResult, PatternInfo, PatternRewriter, RewritePatternSet};

/// Adds the DRR rules rooted at `arith.select`, then the hand-written ones.
pub fn select_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    <crate::SelectOp as crate::canonicalization::RootedRules>::add_rules(ctx, set);
    let root = ctx.registry().op_name(crate::SelectOp::NAME);
    set.add(FnPattern::new(
        PatternInfo::new(root, 1, "SelectI1ToNot"),
        select_i1_to_not,
    ));
    set.add(FnPattern::new(
        PatternInfo::new(root, 1, "SelectToExtUI"),
        select_to_extui,
    ));
}

/// Whether the constant defining `v` is 0 and whether it is 1 (`None`: not an integer constant).
fn zero_or_one(rw: &mut PatternRewriter<'_>, v: ValueId) -> Option<(bool, bool)> {
    let c = constant_int(rw, v)?;
    Some((c.is_zero(), c.to_u64() == Some(1)))
}

/// The width of the select's result when it is a scalar integer.
fn scalar_int_width(body: &Body, op: OpId) -> Option<u32> {
    body.value_type(body.result(op, 0))
        .int_info()
        .map(|(w, _)| w)
}

/// `select %c, false, true : i1` -> `xori %c, true`.
fn select_i1_to_not(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    if scalar_int_width(body, op) != Some(1) {
        return rw.notify_match_failure(op, "the result is not i1");
    }
    let select = crate::SelectOp(op);
    let (cond, t, f) = (
        select.condition(body),
        select.true_value(body),
        select.false_value(body),
    );
    let zero_then_one = matches!(zero_or_one(rw, t), Some((true, _)))
        && matches!(zero_or_one(rw, f), Some((_, true)));
    if !zero_then_one {
        return rw.notify_match_failure(op, "not a select of false and true");
    }
    let body = rw.body();
    let ty = body.value_type(select.result(body));
    let state = crate::XOrIOp::build(rw.context(), body.op_location(op), ty, cond, f);
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// `select %c, 1, 0` -> `extui %c`; `select %c, 0, 1` -> `extui (xori %c, true)`.
fn select_to_extui(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    if scalar_int_width(body, op).is_none_or(|w| w == 1) {
        return rw.notify_match_failure(op, "the result is not an integer wider than i1");
    }
    let select = crate::SelectOp(op);
    let (cond, t, f) = (
        select.condition(body),
        select.true_value(body),
        select.false_value(body),
    );
    let (Some(t), Some(f)) = (zero_or_one(rw, t), zero_or_one(rw, f)) else {
        return rw.notify_match_failure(op, "the operands are not integer constants");
    };
    let negate = match (t, f) {
        ((_, true), (true, _)) => false,
        ((true, _), (_, true)) => true,
        _ => return rw.notify_match_failure(op, "not a select of 0 and 1"),
    };
    let body = rw.body();
    let ty = body.value_type(select.result(body));
    let loc = body.op_location(op);
    let ctx = rw.context();
    let mut operand = cond;
    if negate {
        let i1 = ctx.i1_type();
        rw.set_insertion_point(op);
        let one = rw.create(crate::ConstantOp::build(
            ctx,
            loc,
            i1,
            Some(ctx.int_attr(i1, 1)),
        ));
        let one = rw.body().result(one, 0);
        let xori = rw.create(crate::XOrIOp::build(ctx, loc, i1, cond, one));
        operand = rw.body().result(xori, 0);
    }
    rw.replace_op_with_new_op(op, crate::ExtUIOp::build(ctx, loc, ty, operand));
    Ok(())
}
