//! The canonicalization patterns of `index`, as mlir-opt 22 has them:
//!
//! * associative and commutative ops (`add`, `mul`, `and`, `or`, `xor`, `maxs`/`maxu`,
//!   `mins`/`minu`): `(x op c1) op c2` becomes `x op (c1 op c2)` when `c1 op c2` folds;
//! * `cmp`: comparing a difference with zero compares the operands of the subtraction:
//!   `cmp p(sub(a, b), 0)` becomes `cmp p(a, b)` and `cmp p(0, sub(a, b))` becomes
//!   `cmp p(b, a)`.

use ropt_dialect_arith::fold::{Elems, Fold};
use ropt_ir::{OpId, ValueId};
use ropt_ods_runtime::BinaryOp;
use ropt_rewrite::{LogicalResult, PatternRewriter};

use crate::BinOp;
use crate::hooks::{constant_of, int_value};

/// `(x op c1) op c2` -> `x op (c1 op c2)`, if `c2 op c1` folds.
pub(crate) fn reassociate<O: BinaryOp>(
    kind: BinOp,
    op: O,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let body = rw.body();
    let (lhs, rhs) = (op.lhs(body), op.rhs(body));
    let Some(c2) = constant_of(body, rhs).and_then(int_value) else {
        return rw.notify_match_failure(op.op(), "the right operand is not a constant");
    };
    let inner = (!lhs.is_null())
        .then(|| body.defining_op(lhs))
        .flatten()
        .and_then(|d| O::cast(body, d));
    let Some(inner) = inner else {
        return rw.notify_match_failure(op.op(), "the left operand is not made by the same op");
    };
    let (x, inner_rhs) = (inner.lhs(body), inner.rhs(body));
    let Some(c1) = constant_of(body, inner_rhs).and_then(int_value) else {
        return rw.notify_match_failure(op.op(), "the inner op's right operand is not a constant");
    };
    // MLIR builds `c2 op c1` and keeps it only if it folds away.
    let ctx = rw.context();
    let loc = body.op_location(op.op());
    let index = ctx.index_type();
    let combined: ValueId =
        match crate::fold_binary(kind, Some(&Elems::Splat(c2)), Some(&Elems::Splat(c1))) {
            Fold::Constant(Elems::Splat(v)) => {
                let state =
                    crate::ConstantOp::build(ctx, loc, index, Some(ctx.integer_attr(index, v)));
                rw.set_insertion_point(op.op());
                let c = rw.create(state);
                rw.body().result(c, 0)
            }
            Fold::Operand(0) => rhs,
            Fold::Operand(1) => inner_rhs,
            _ => return rw.notify_match_failure(op.op(), "the combined constant does not fold"),
        };
    rw.replace_op_with_new_op(op.op(), O::build(ctx, loc, index, x, combined));
    Ok(())
}

/// `cmp p(sub(a, b), 0)` -> `cmp p(a, b)`; `cmp p(0, sub(a, b))` -> `cmp p(b, a)`.
pub(crate) fn cmp_of_sub(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let cmp = crate::CmpOp(op);
    let (lhs, rhs) = (cmp.lhs(body), cmp.rhs(body));
    let is_zero = |v| {
        constant_of(body, v)
            .and_then(int_value)
            .is_some_and(|c| c.is_zero())
    };
    let rhs_zero = is_zero(rhs);
    if !rhs_zero && !is_zero(lhs) {
        return rw.notify_match_failure(op, "neither operand is a zero constant");
    }
    let other = if rhs_zero { lhs } else { rhs };
    let sub = (!other.is_null())
        .then(|| body.defining_op(other))
        .flatten()
        .and_then(|d| crate::SubOp::cast(body, d));
    let Some(sub) = sub else {
        return rw.notify_match_failure(op, "the other operand is not an index.sub");
    };
    let (a, b) = (sub.lhs(body), sub.rhs(body));
    let operands = if rhs_zero { [a, b] } else { [b, a] };
    let mut state = ropt_ir::OperationState::new(body.op_name(op), body.op_location(op))
        .with_operands(&operands)
        .with_result_types(&[body.value_type(cmp.result(body))]);
    state.properties = body.op(op).properties();
    rw.replace_op_with_new_op(op, state);
    Ok(())
}
