//! `-arith-expand`: arith ops without a direct lowering rewritten into simpler arith ops
//! (MLIR's `ArithExpandOps`), as a partial conversion with the arith dialect legal and the
//! expanded ops illegal. Each expansion works on scalars, vectors and tensors alike
//! (constants are splats of the operand type) and builds, at the op, in order:
//!
//! * `ceildivsi a, b`: `0`, `1`, `q = divsi a, b`, `muli q, b`, `cmpi ne a, that`,
//!   `cmpi slt a, 0`, `cmpi slt b, 0`, `cmpi eq` of the two signs, `andi`, `addi q, 1`, and
//!   `select` of the rounded-up quotient when inexact with equal signs, else `q`;
//! * `ceildivui a, b`: `0`, `cmpi eq a, 0`, `1`, `subi a, 1`, `divui`, `addi 1`, and `select`
//!   of `0` when `a` is zero;
//! * `floordivsi a, b`: `q = divsi a, b`, `muli q, b`, `cmpi ne a, that`, `0`,
//!   `cmpi slt a, 0`, `cmpi slt b, 0`, `cmpi ne` of the signs, `andi`, `-1`, `addi q, -1`
//!   and `select`;
//! * `maxsi`/`maxui`/`minsi`/`minui`: `cmpi sgt`/`ugt`/`slt`/`ult` and `select`;
//! * `maximumf`/`minimumf`: `cmpf ugt`/`ult`, `select`, then `cmpf uno rhs, rhs` selecting
//!   `rhs` when it is NaN; `maxnumf`/`minnumf`: the same with `cmpf uno lhs, lhs` selecting
//!   `rhs` when `lhs` is NaN.
//!
//! The `bf16`, `f4E2M1` and `f8E8M0` extension/truncation expansions are not implemented
//! (their options are not accepted).

use ropt_conversion::{ConversionConfig, ConversionTarget};
use ropt_dialect_arith::attr::int_attr;
use ropt_dialect_arith::fold::Elems;
use ropt_dialect_arith::hooks::int_width;
use ropt_dialect_arith::{
    AddIOp, AndIOp, CeilDivSIOp, CeilDivUIOp, CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate,
    ConstantOp, DivSIOp, DivUIOp, FloorDivSIOp, MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp, MinNumFOp,
    MinSIOp, MinUIOp, MinimumFOp, MulIOp, SelectOp, SubIOp,
};
use ropt_ir::apint::ApInt;
use ropt_ir::{Body, Context, Location, OpId, OperationState, Type, ValueId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions};
use ropt_rewrite::{
    FnPattern, LogicalResult, MatchFailure, PatternInfo, PatternRewriter, RewritePatternSet,
};

/// `arith-expand`.
pub static ARITH_EXPAND: PassInfo = PassInfo {
    argument: "arith-expand",
    name: "ArithExpandOpsPass",
    description: "Legalize Arith ops to be convertible to LLVM.",
    anchor: None,
    options: &[crate::TRACE_OPTION],
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(ArithExpand {
            trace: o.bool("trace-conversion"),
        })
    },
};

struct ArithExpand {
    trace: bool,
}

/// The ops the pass expands.
const EXPANDED: &[&str] = &[
    CeilDivSIOp::NAME,
    CeilDivUIOp::NAME,
    FloorDivSIOp::NAME,
    MaximumFOp::NAME,
    MinimumFOp::NAME,
    MaxNumFOp::NAME,
    MinNumFOp::NAME,
    MaxSIOp::NAME,
    MaxUIOp::NAME,
    MinSIOp::NAME,
    MinUIOp::NAME,
];

impl Pass for ArithExpand {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let mut set = RewritePatternSet::new();
        populate_arith_expand_patterns(ctx, &mut set);
        let patterns = set.freeze(&[], &[]);
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["arith", "vector"]);
        target.add_illegal_ops(EXPANDED);
        let config = ConversionConfig {
            trace: self.trace,
            ..ConversionConfig::default()
        };
        crate::run_partial_conversion(ctx, body, op, cx, &target, &patterns, config)
    }
}

type PatternFn = fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult;

/// Adds the expansion patterns (MLIR's `populateArithExpandOpsPatterns`, without the float
/// extension/truncation ones).
pub fn populate_arith_expand_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    let r = ctx.registry();
    let patterns: [(&str, &str, PatternFn); 11] = [
        (CeilDivSIOp::NAME, "CeilDivSIOpConverter", ceildivsi),
        (CeilDivUIOp::NAME, "CeilDivUIOpConverter", ceildivui),
        (FloorDivSIOp::NAME, "FloorDivSIOpConverter", floordivsi),
        (MaxSIOp::NAME, "MaxMinIOpConverter", |o, rw| {
            max_min_i(o, rw, CmpIPredicate::Sgt)
        }),
        (MaxUIOp::NAME, "MaxMinIOpConverter", |o, rw| {
            max_min_i(o, rw, CmpIPredicate::Ugt)
        }),
        (MinSIOp::NAME, "MaxMinIOpConverter", |o, rw| {
            max_min_i(o, rw, CmpIPredicate::Slt)
        }),
        (MinUIOp::NAME, "MaxMinIOpConverter", |o, rw| {
            max_min_i(o, rw, CmpIPredicate::Ult)
        }),
        (MaximumFOp::NAME, "MaximumMinimumFOpConverter", |o, rw| {
            max_min_f(o, rw, CmpFPredicate::UGT, false)
        }),
        (MinimumFOp::NAME, "MaximumMinimumFOpConverter", |o, rw| {
            max_min_f(o, rw, CmpFPredicate::ULT, false)
        }),
        (MaxNumFOp::NAME, "MaxNumMinNumFOpConverter", |o, rw| {
            max_min_f(o, rw, CmpFPredicate::UGT, true)
        }),
        (MinNumFOp::NAME, "MaxNumMinNumFOpConverter", |o, rw| {
            max_min_f(o, rw, CmpFPredicate::ULT, true)
        }),
    ];
    for (root, name, f) in patterns {
        set.add(FnPattern::new(
            PatternInfo::new(r.op_name(root), 1, name),
            f,
        ));
    }
}

/// The two operands and the result type of a binary op.
fn binary(rw: &PatternRewriter<'_>, op: OpId) -> Result<(ValueId, ValueId, Type), MatchFailure> {
    let b = rw.body();
    if b.num_operands(op) != 2 || b.num_results(op) != 1 {
        return Err(MatchFailure);
    }
    Ok((
        b.operand(op, 0),
        b.operand(op, 1),
        b.value_type(b.result(op, 0)),
    ))
}

fn value(rw: &mut PatternRewriter<'_>, state: OperationState) -> ValueId {
    let op = rw.create(state);
    rw.body().result(op, 0)
}

/// A splat integer constant `v` of type `ty`.
fn constant(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, v: i64) -> ValueId {
    let ctx = rw.context();
    let attr = int_attr(ctx, ty, &Elems::Splat(ApInt::from_i64(int_width(ty), v)));
    value(rw, ConstantOp::build(ctx, loc, ty, attr))
}

fn cmpi(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    p: CmpIPredicate,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let ctx = rw.context();
    let ty = ctx.i1_same_shape(rw.body().value_type(a));
    let pred = ctx.int_attr(ctx.int_type(64), p.value());
    value(rw, CmpIOp::build(ctx, loc, ty, a, b, Some(pred)))
}

fn cmpf(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    p: CmpFPredicate,
    a: ValueId,
    b: ValueId,
) -> ValueId {
    let ctx = rw.context();
    let ty = ctx.i1_same_shape(rw.body().value_type(a));
    let pred = ctx.int_attr(ctx.int_type(64), p.value());
    value(rw, CmpFOp::build(ctx, loc, ty, a, b, Some(pred), None))
}

fn select(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    c: ValueId,
    t: ValueId,
    f: ValueId,
) -> ValueId {
    let ty = rw.body().value_type(t);
    value(rw, SelectOp::build(rw.context(), loc, ty, c, t, f))
}

fn ceildivsi(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (a, b, ty) = binary(rw, op)?;
    let loc = rw.body().op_location(op);
    let ctx = rw.context();
    let zero = constant(rw, loc, ty, 0);
    let one = constant(rw, loc, ty, 1);
    let q = value(rw, DivSIOp::build(ctx, loc, ty, a, b, None));
    let product = value(rw, MulIOp::build(ctx, loc, ty, q, b, None));
    let inexact = cmpi(rw, loc, CmpIPredicate::Ne, a, product);
    let a_neg = cmpi(rw, loc, CmpIPredicate::Slt, a, zero);
    let b_neg = cmpi(rw, loc, CmpIPredicate::Slt, b, zero);
    let same_sign = cmpi(rw, loc, CmpIPredicate::Eq, a_neg, b_neg);
    let cty = rw.body().value_type(inexact);
    let cond = value(rw, AndIOp::build(ctx, loc, cty, inexact, same_sign));
    let up = value(rw, AddIOp::build(ctx, loc, ty, q, one, None));
    let r = select(rw, loc, cond, up, q);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn ceildivui(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (a, b, ty) = binary(rw, op)?;
    let loc = rw.body().op_location(op);
    let ctx = rw.context();
    let zero = constant(rw, loc, ty, 0);
    let is_zero = cmpi(rw, loc, CmpIPredicate::Eq, a, zero);
    let one = constant(rw, loc, ty, 1);
    let minus_one = value(rw, SubIOp::build(ctx, loc, ty, a, one, None));
    let q = value(rw, DivUIOp::build(ctx, loc, ty, minus_one, b, None));
    let plus_one = value(rw, AddIOp::build(ctx, loc, ty, q, one, None));
    let r = select(rw, loc, is_zero, zero, plus_one);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn floordivsi(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (a, b, ty) = binary(rw, op)?;
    let loc = rw.body().op_location(op);
    let ctx = rw.context();
    let q = value(rw, DivSIOp::build(ctx, loc, ty, a, b, None));
    let product = value(rw, MulIOp::build(ctx, loc, ty, q, b, None));
    let inexact = cmpi(rw, loc, CmpIPredicate::Ne, a, product);
    let zero = constant(rw, loc, ty, 0);
    let a_neg = cmpi(rw, loc, CmpIPredicate::Slt, a, zero);
    let b_neg = cmpi(rw, loc, CmpIPredicate::Slt, b, zero);
    let signs_differ = cmpi(rw, loc, CmpIPredicate::Ne, a_neg, b_neg);
    let cty = rw.body().value_type(inexact);
    let cond = value(rw, AndIOp::build(ctx, loc, cty, inexact, signs_differ));
    let minus_one = constant(rw, loc, ty, -1);
    let down = value(rw, AddIOp::build(ctx, loc, ty, q, minus_one, None));
    let r = select(rw, loc, cond, down, q);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn max_min_i(op: OpId, rw: &mut PatternRewriter<'_>, p: CmpIPredicate) -> LogicalResult {
    let (a, b, _) = binary(rw, op)?;
    let loc = rw.body().op_location(op);
    let c = cmpi(rw, loc, p, a, b);
    let r = select(rw, loc, c, a, b);
    rw.replace_op(op, &[r]);
    Ok(())
}

/// `maximumf`/`minimumf` (NaN in `rhs` wins, `num` false) or `maxnumf`/`minnumf` (NaN in
/// `lhs` gives `rhs`, `num` true).
fn max_min_f(op: OpId, rw: &mut PatternRewriter<'_>, p: CmpFPredicate, num: bool) -> LogicalResult {
    let (a, b, _) = binary(rw, op)?;
    let loc = rw.body().op_location(op);
    let c = cmpf(rw, loc, p, a, b);
    let sel = select(rw, loc, c, a, b);
    let nan_of = if num { a } else { b };
    let is_nan = cmpf(rw, loc, CmpFPredicate::UNO, nan_of, nan_of);
    let r = select(rw, loc, is_nan, b, sel);
    rw.replace_op(op, &[r]);
    Ok(())
}
