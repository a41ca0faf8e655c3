//! `-math-expand-ops`: math ops rewritten into simpler math and arith ops (MLIR's
//! `MathExpandOpsPass`), applied greedily with folding (so the constants the expansions build
//! are deduplicated and hoisted, and expansions that build other expandable ops, such as
//! `asinh` building `fma`, expand those too). The `ops` option keeps only the expansions of
//! the named ops (mnemonics without `math.`); empty means all of them.
//!
//! The expansions, as mlir-opt 22 builds them (every constant a splat of the operand type;
//! one that cannot be built, on a dynamically shaped type, leaves the op as it is):
//!
//! * `sinh`/`cosh`: `(exp(x) -/+ exp(-x)) * 0.5`; `tan`: `sin / cos`;
//! * `tanh`: `sign = uitofp(x < 0) * -2 + 1`, `e = exp(-2 * (sign * x))`,
//!   `sign * ((1 - e) / (1 + e))`;
//! * `asinh`/`acosh`: `log(x + sqrt(fma(x, x, +-1)))`; `atanh`: `log((x + 1) / (-x + 1)) * 0.5`;
//! * `fma`: `mulf` and `addf`; `clampf`: `minimumf` of the value and `min`, then `maximumf`
//!   with `max` (as 22 orders them);
//! * `ceil`: the truncation through `i64` (`fptosi`, `sitofp`, `copysign`), plus one when `x`
//!   is above it;
//! * `exp2`: `exp(x * ln 2)`; `rsqrt`: `1 / sqrt(x)`;
//! * `powf`: special cases for a constant exponent `0`, `+-1`, `+-0.5`, `+-2`, `3`, else
//!   `exp(b * log(a))`; `fpowi`: square-and-multiply for a constant exponent (a negative one
//!   divides `1` by it, mapping a zero result to the infinity of its sign), else `powf` of
//!   the `sitofp` exponent;
//! * `round` (`f32` only): add `copysign(0.5, x)` and truncate, unless the biased exponent is
//!   at least 23; `roundeven`: `round`, corrected by one towards even when `x` is halfway;
//! * `ctlz` (up to 64 bits): a binary search on the bits with `shli`/`select`.

use ropt_dialect_arith::attr::{float_attr, float_elems, int_attr, int_elems};
use ropt_dialect_arith::fold::Elems;
use ropt_dialect_arith::{
    AddFOp, AddIOp, AndIOp, BitcastOp, CmpFOp, CmpFPredicate, CmpIOp, CmpIPredicate, ConstantOp,
    DivFOp, FPToSIOp, MaxSIOp, MaximumFOp, MinSIOp, MinimumFOp, MulFOp, NegFOp, OrIOp, SIToFPOp,
    SelectOp, ShLIOp, ShRUIOp, SubFOp, SubIOp, UIToFPOp,
};
use ropt_dialect_math::{
    AcoshOp, AsinhOp, AtanhOp, CeilOp, ClampFOp, CopySignOp, CosOp, CoshOp, CountLeadingZerosOp,
    Exp2Op, ExpOp, FPowIOp, FmaOp, LogOp, PowFOp, RoundEvenOp, RoundOp, RsqrtOp, SinOp, SinhOp,
    SqrtOp, TanOp, TanhOp,
};
use ropt_ir::apint::ApInt;
use ropt_ir::{Body, Context, Diagnostic, Location, OpId, OperationState, Type, ValueId};
use ropt_numbers::apfloat::FloatBits;
use ropt_numbers::float::{FloatKind, from_f64};
use ropt_pass::{OptionKind, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions};
use ropt_rewrite::fold::constant_attr;
use ropt_rewrite::{
    FnPattern, GreedyRewriteConfig, LogicalResult, MatchFailure, PatternInfo, PatternRewriter,
    RewritePatternSet,
};

/// `math-expand-ops`.
pub static MATH_EXPAND_OPS: PassInfo = PassInfo {
    argument: "math-expand-ops",
    name: "MathExpandOpsPass",
    description: "Expand math operations.",
    anchor: None,
    options: &[OptionSpec::new(
        "ops",
        OptionKind::StringList,
        "Operations to expand.",
    )],
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(MathExpandOps {
            ops: o.list("ops").to_vec(),
        })
    },
};

struct MathExpandOps {
    ops: Vec<String>,
}

impl Pass for MathExpandOps {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let mut set = RewritePatternSet::new();
        let ops: Vec<&str> = self.ops.iter().map(String::as_str).collect();
        populate_expansion_patterns(ctx, &mut set, &ops);
        let patterns = set.freeze(&[], &[]);
        // MLIR's `applyPatternsGreedily` defaults: bottom-up.
        let config = GreedyRewriteConfig {
            top_down: false,
            ..GreedyRewriteConfig::default()
        };
        let result = ropt_rewrite::canonicalize::canonicalize(ctx, body, op, &patterns, &config);
        let mut failed = !result.converged;
        for v in &result.violations {
            cx.emit(Diagnostic::error(v.location, v.to_string()));
            failed = true;
        }
        if failed { Err(PassFailure) } else { Ok(()) }
    }
}

type PatternFn = fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult;

/// Adds the expansion of each op named in `mnemonics` (all of them when empty; MLIR's
/// `math::populateExpansionPatterns`).
pub fn populate_expansion_patterns(ctx: &Context, set: &mut RewritePatternSet, mnemonics: &[&str]) {
    let r = ctx.registry();
    let patterns: [(&str, &str, PatternFn); 17] = [
        (CountLeadingZerosOp::NAME, "convertCtlzOp", ctlz),
        (SinhOp::NAME, "convertSinhOp", |o, rw| {
            sinh_cosh(o, rw, true)
        }),
        (CoshOp::NAME, "convertCoshOp", |o, rw| {
            sinh_cosh(o, rw, false)
        }),
        (TanOp::NAME, "convertTanOp", tan),
        (TanhOp::NAME, "convertTanhOp", tanh),
        (AsinhOp::NAME, "convertAsinhOp", |o, rw| {
            asinh_acosh(o, rw, 1.0)
        }),
        (AcoshOp::NAME, "convertAcoshOp", |o, rw| {
            asinh_acosh(o, rw, -1.0)
        }),
        (AtanhOp::NAME, "convertAtanhOp", atanh),
        (FmaOp::NAME, "convertFmaFOp", fma),
        (CeilOp::NAME, "convertCeilOp", ceil),
        (Exp2Op::NAME, "convertExp2fOp", exp2),
        (PowFOp::NAME, "convertPowfOp", powf),
        (FPowIOp::NAME, "convertFPowIOp", fpowi),
        (RoundOp::NAME, "convertRoundOp", round),
        (RoundEvenOp::NAME, "convertRoundEvenOp", roundeven),
        (RsqrtOp::NAME, "convertRsqrtOp", rsqrt),
        (ClampFOp::NAME, "convertClampfOp", clampf),
    ];
    for (root, name, f) in patterns {
        let mnemonic = root.strip_prefix("math.").unwrap_or(root);
        if !mnemonics.is_empty() && !mnemonics.contains(&mnemonic) {
            continue;
        }
        set.add(FnPattern::new(
            PatternInfo::new(r.op_name(root), 1, name),
            f,
        ));
    }
}

/// Builds ops at the rewriter's insertion point with one location.
struct B<'r, 'a> {
    rw: &'r mut PatternRewriter<'a>,
    loc: Location,
}

impl<'r, 'a> B<'r, 'a> {
    fn new(rw: &'r mut PatternRewriter<'a>, op: OpId) -> Self {
        let loc = rw.body().op_location(op);
        B { rw, loc }
    }

    fn ctx(&self) -> &'a Context {
        self.rw.context()
    }

    fn ty(&self, v: ValueId) -> Type {
        self.rw.body().value_type(v)
    }

    fn v(&mut self, state: OperationState) -> ValueId {
        let op = self.rw.create(state);
        self.rw.body().result(op, 0)
    }

    /// A float constant `x` (rounded to nearest-even) of `ty`, or a splat of it.
    fn float(&mut self, ty: Type, x: f64) -> Result<ValueId, MatchFailure> {
        let kind = elem_kind(ty)?;
        self.float_bits(ty, FloatBits::new(kind, from_f64(kind, x)))
    }

    fn float_bits(&mut self, ty: Type, x: FloatBits) -> Result<ValueId, MatchFailure> {
        let ctx = self.ctx();
        let attr = float_attr(ctx, ty, &Elems::Splat(x)).ok_or(MatchFailure)?;
        Ok(self.v(ConstantOp::build(ctx, self.loc, ty, Some(attr))))
    }

    /// An integer constant `x` of `ty`, or a splat of it: truncated to the width, or
    /// zero-extended beyond 64 bits (as MLIR's `getIntegerAttr(type, int64_t)` builds it).
    fn int(&mut self, ty: Type, x: i64) -> Result<ValueId, MatchFailure> {
        let ctx = self.ctx();
        let width = int_width(ty)?;
        let v = if width > 64 {
            ApInt::from_u64(width, x as u64)
        } else {
            ApInt::from_i64(width, x)
        };
        let attr = int_attr(ctx, ty, &Elems::Splat(v)).ok_or(MatchFailure)?;
        Ok(self.v(ConstantOp::build(ctx, self.loc, ty, Some(attr))))
    }

    fn unary_f(&mut self, build: UnaryBuild, x: ValueId) -> ValueId {
        let ty = self.ty(x);
        let s = build(self.ctx(), self.loc, ty, x, None);
        self.v(s)
    }

    fn binary_f(&mut self, build: BinaryBuild, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        let s = build(self.ctx(), self.loc, ty, a, b, None);
        self.v(s)
    }

    fn binary_i(&mut self, build: IntBuild, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        let s = build(self.ctx(), self.loc, ty, a, b);
        self.v(s)
    }

    fn cast(&mut self, build: CastBuild, ty: Type, x: ValueId) -> ValueId {
        let s = build(self.ctx(), self.loc, ty, x);
        self.v(s)
    }

    fn shrui(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        let s = ShRUIOp::build(self.ctx(), self.loc, ty, a, b, None);
        self.v(s)
    }

    fn shli(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        let s = ShLIOp::build(self.ctx(), self.loc, ty, a, b, None);
        self.v(s)
    }

    fn subi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        let s = SubIOp::build(self.ctx(), self.loc, ty, a, b, None);
        self.v(s)
    }

    fn addi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        let s = AddIOp::build(self.ctx(), self.loc, ty, a, b, None);
        self.v(s)
    }

    fn cmpi(&mut self, p: CmpIPredicate, a: ValueId, b: ValueId) -> ValueId {
        let ctx = self.ctx();
        let ty = ctx.i1_same_shape(self.ty(a));
        let pred = ctx.int_attr(ctx.int_type(64), p.value());
        self.v(CmpIOp::build(ctx, self.loc, ty, a, b, Some(pred)))
    }

    fn cmpf(&mut self, p: CmpFPredicate, a: ValueId, b: ValueId) -> ValueId {
        let ctx = self.ctx();
        let ty = ctx.i1_same_shape(self.ty(a));
        let pred = ctx.int_attr(ctx.int_type(64), p.value());
        self.v(CmpFOp::build(ctx, self.loc, ty, a, b, Some(pred), None))
    }

    fn select(&mut self, c: ValueId, t: ValueId, f: ValueId) -> ValueId {
        let ty = self.ty(t);
        let s = SelectOp::build(self.ctx(), self.loc, ty, c, t, f);
        self.v(s)
    }

    /// `x` truncated towards zero through `i64`, with its sign kept (for `-0.0`).
    fn truncated(&mut self, x: ValueId) -> ValueId {
        let ctx = self.ctx();
        let ty = self.ty(x);
        let i64s = ctx.same_shape(ty, ctx.int_type(64));
        let fixed = self.cast(FPToSIOp::build, i64s, x);
        let back = self.cast(SIToFPOp::build, ty, fixed);
        self.binary_f(CopySignOp::build, back, x)
    }
}

type UnaryBuild =
    fn(&Context, Location, Type, ValueId, Option<ropt_ir::Attribute>) -> OperationState;
type BinaryBuild =
    fn(&Context, Location, Type, ValueId, ValueId, Option<ropt_ir::Attribute>) -> OperationState;
type IntBuild = fn(&Context, Location, Type, ValueId, ValueId) -> OperationState;
type CastBuild = fn(&Context, Location, Type, ValueId) -> OperationState;

/// The float kind of `ty` or of its elements.
fn elem_kind(ty: Type) -> Result<FloatKind, MatchFailure> {
    ty.element_type()
        .unwrap_or(ty)
        .float_kind()
        .ok_or(MatchFailure)
}

/// The width of the integer `ty` or of its elements (not `index`).
fn int_width(ty: Type) -> Result<u32, MatchFailure> {
    let e = ty.element_type().unwrap_or(ty);
    e.int_info().map(|(w, _)| w).ok_or(MatchFailure)
}

/// Whether constants of `ty` can be built: a scalar or a statically shaped vector/tensor
/// (checked before a pattern builds anything, so a failure leaves the IR as it was).
fn splattable(ty: Type) -> Result<(), MatchFailure> {
    if ty.is_shaped() && ty.num_elements().is_none() {
        return Err(MatchFailure);
    }
    Ok(())
}

/// Operand `i` of the single-result `op`.
fn operand(rw: &PatternRewriter<'_>, op: OpId, i: usize) -> Result<ValueId, MatchFailure> {
    let b = rw.body();
    if i >= b.num_operands(op) || b.num_results(op) != 1 {
        return Err(MatchFailure);
    }
    Ok(b.operand(op, i))
}

/// The splat (or scalar) constant float `v` holds.
fn constant_float(rw: &mut PatternRewriter<'_>, v: ValueId) -> Option<FloatBits> {
    let attr = constant_attr(rw, v)?;
    float_elems(attr)?.splat().copied()
}

/// The splat (or scalar) constant integer `v` holds.
fn constant_int(rw: &mut PatternRewriter<'_>, v: ValueId) -> Option<ApInt> {
    let attr = constant_attr(rw, v)?;
    int_elems(attr)?.splat().cloned()
}

fn sinh_cosh(op: OpId, rw: &mut PatternRewriter<'_>, sinh: bool) -> LogicalResult {
    let x = operand(rw, op, 0)?;
    let mut b = B::new(rw, op);
    let ty = b.ty(x);
    elem_kind(ty)?;
    splattable(ty)?;
    let exp = b.unary_f(ExpOp::build, x);
    let neg = b.unary_f(NegFOp::build, x);
    let nexp = b.unary_f(ExpOp::build, neg);
    let combined = if sinh {
        b.binary_f(SubFOp::build, exp, nexp)
    } else {
        b.binary_f(AddFOp::build, exp, nexp)
    };
    let half = b.float(ty, 0.5)?;
    let r = b.binary_f(MulFOp::build, combined, half);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn tan(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let x = operand(rw, op, 0)?;
    let mut b = B::new(rw, op);
    let sin = b.unary_f(SinOp::build, x);
    let cos = b.unary_f(CosOp::build, x);
    let r = b.binary_f(DivFOp::build, sin, cos);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn tanh(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let x = operand(rw, op, 0)?;
    let mut b = B::new(rw, op);
    let ty = b.ty(x);
    splattable(ty)?;
    let zero = b.float(ty, 0.0)?;
    let one = b.float(ty, 1.0)?;
    let neg_two = b.float(ty, -2.0)?;
    let is_neg = b.cmpf(CmpFPredicate::OLT, x, zero);
    let is_neg_f = b.cast(UIToFPOp::build, ty, is_neg);
    let scaled = b.binary_f(MulFOp::build, is_neg_f, neg_two);
    let sign = b.binary_f(AddFOp::build, scaled, one);
    let positive = b.binary_f(MulFOp::build, sign, x);
    let neg_doubled = b.binary_f(MulFOp::build, neg_two, positive);
    let e = b.unary_f(ExpOp::build, neg_doubled);
    let dividend = b.binary_f(SubFOp::build, one, e);
    let divisor = b.binary_f(AddFOp::build, one, e);
    let res = b.binary_f(DivFOp::build, dividend, divisor);
    let r = b.binary_f(MulFOp::build, sign, res);
    rw.replace_op(op, &[r]);
    Ok(())
}

/// `asinh` (`c` = 1) and `acosh` (`c` = -1): `log(x + sqrt(fma(x, x, c)))`.
fn asinh_acosh(op: OpId, rw: &mut PatternRewriter<'_>, c: f64) -> LogicalResult {
    let x = operand(rw, op, 0)?;
    let mut b = B::new(rw, op);
    let ty = b.ty(x);
    splattable(ty)?;
    let c = b.float(ty, c)?;
    let fma = b.v(FmaOp::build(b.ctx(), b.loc, ty, x, x, c, None));
    let sqrt = b.unary_f(SqrtOp::build, fma);
    let add = b.binary_f(AddFOp::build, x, sqrt);
    let r = b.unary_f(LogOp::build, add);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn atanh(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let x = operand(rw, op, 0)?;
    let mut b = B::new(rw, op);
    let ty = b.ty(x);
    splattable(ty)?;
    let one = b.float(ty, 1.0)?;
    let add = b.binary_f(AddFOp::build, x, one);
    let neg = b.unary_f(NegFOp::build, x);
    let sub = b.binary_f(AddFOp::build, neg, one);
    let div = b.binary_f(DivFOp::build, add, sub);
    let log = b.unary_f(LogOp::build, div);
    let half = b.float(ty, 0.5)?;
    let r = b.binary_f(MulFOp::build, log, half);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn fma(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (x, y, z) = (
        operand(rw, op, 0)?,
        operand(rw, op, 1)?,
        operand(rw, op, 2)?,
    );
    let mut b = B::new(rw, op);
    let mul = b.binary_f(MulFOp::build, x, y);
    let r = b.binary_f(AddFOp::build, mul, z);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn ceil(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let x = operand(rw, op, 0)?;
    let mut b = B::new(rw, op);
    let ty = b.ty(x);
    splattable(ty)?;
    elem_kind(ty)?;
    let truncated = b.truncated(x);
    let zero = b.float(ty, 0.0)?;
    let one = b.float(ty, 1.0)?;
    let above = b.cmpf(CmpFPredicate::OGT, x, truncated);
    let incr = b.select(above, one, zero);
    let r = b.binary_f(AddFOp::build, truncated, incr);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn exp2(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let x = operand(rw, op, 0)?;
    let mut b = B::new(rw, op);
    let ty = b.ty(x);
    let ln2 = b.float(ty, std::f64::consts::LN_2)?;
    let mul = b.binary_f(MulFOp::build, x, ln2);
    let r = b.unary_f(ExpOp::build, mul);
    rw.replace_op(op, &[r]);
    Ok(())
}

/// Whether `v` is exactly `x` (MLIR's `APFloat::isExactlyValue`).
fn is_exactly(v: FloatBits, x: f64) -> bool {
    let bits = from_f64(v.kind, x);
    bits == v.bits && ropt_numbers::float::to_f64(v.kind, bits) == x
}

fn powf(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (a, p) = (operand(rw, op, 0)?, operand(rw, op, 1)?);
    let exponent = constant_float(rw, p);
    let mut b = B::new(rw, op);
    let ty = b.ty(a);
    splattable(ty)?;
    if let Some(e) = exponent {
        let r = if ropt_numbers::apfloat::is_pos_zero(e) || ropt_numbers::apfloat::is_neg_zero(e) {
            Some(b.float(ty, 1.0)?)
        } else if is_exactly(e, 1.0) {
            Some(a)
        } else if is_exactly(e, -1.0) {
            let one = b.float(ty, 1.0)?;
            Some(b.binary_f(DivFOp::build, one, a))
        } else if is_exactly(e, 0.5) {
            Some(b.unary_f(SqrtOp::build, a))
        } else if is_exactly(e, -0.5) {
            Some(b.unary_f(RsqrtOp::build, a))
        } else if is_exactly(e, 2.0) {
            Some(b.binary_f(MulFOp::build, a, a))
        } else if is_exactly(e, -2.0) {
            let one = b.float(ty, 1.0)?;
            let sq = b.binary_f(MulFOp::build, a, a);
            Some(b.binary_f(DivFOp::build, one, sq))
        } else if is_exactly(e, 3.0) {
            let sq = b.binary_f(MulFOp::build, a, a);
            Some(b.binary_f(MulFOp::build, sq, a))
        } else {
            None
        };
        if let Some(r) = r {
            rw.replace_op(op, &[r]);
            return Ok(());
        }
    }
    let log = b.unary_f(LogOp::build, a);
    let mul = b.binary_f(MulFOp::build, p, log);
    let r = b.unary_f(ExpOp::build, mul);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn fpowi(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let (mut base, power) = (operand(rw, op, 0)?, operand(rw, op, 1)?);
    let exponent = constant_int(rw, power).and_then(|v| v.to_i64());
    let mut b = B::new(rw, op);
    let ty = b.ty(base);
    let kind = elem_kind(ty)?;
    splattable(ty)?;
    let Some(value) = exponent else {
        let fp = b.cast(SIToFPOp::build, ty, power);
        let r = b.binary_f(PowFOp::build, base, fp);
        rw.replace_op(op, &[r]);
        return Ok(());
    };
    let mut abs = value.unsigned_abs();
    let one = b.float(ty, 1.0)?;
    let mut res = b.float(ty, 1.0)?;
    while abs > 0 {
        if abs & 1 == 1 {
            res = b.binary_f(MulFOp::build, base, res);
        }
        abs >>= 1;
        base = b.binary_f(MulFOp::build, base, base);
    }
    if value < 0 {
        let zero = b.float_bits(ty, FloatBits::new(kind, from_f64(kind, 0.0)))?;
        let neg_zero = b.float_bits(ty, FloatBits::new(kind, from_f64(kind, -0.0)))?;
        let inf = b.float(ty, f64::INFINITY)?;
        let neg_inf = b.float(ty, f64::NEG_INFINITY)?;
        let is_zero = b.cmpf(CmpFPredicate::OEQ, res, zero);
        let is_neg_zero = b.cmpf(CmpFPredicate::OEQ, res, neg_zero);
        res = b.binary_f(DivFOp::build, one, res);
        res = b.select(is_zero, inf, res);
        res = b.select(is_neg_zero, neg_inf, res);
    }
    rw.replace_op(op, &[res]);
    Ok(())
}

fn round(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let x = operand(rw, op, 0)?;
    let mut b = B::new(rw, op);
    let ty = b.ty(x);
    if elem_kind(ty)? != FloatKind::F32 {
        return rw.notify_match_failure(op, "not a round of f32.");
    }
    splattable(ty)?;
    let ctx = b.ctx();
    let i32s = ctx.same_shape(ty, ctx.int_type(32));
    let half = b.float(ty, 0.5)?;
    let c23 = b.int(i32s, 23)?;
    let c127 = b.int(i32s, 127)?;
    let exp_mask = b.int(i32s, (1 << 8) - 1)?;
    let incr = b.binary_f(CopySignOp::build, half, x);
    let add = b.binary_f(AddFOp::build, x, incr);
    let truncated = b.truncated(add);
    let bits = b.cast(BitcastOp::build, i32s, x);
    let shifted = b.shrui(bits, c23);
    let exp = b.binary_i(AndIOp::build, shifted, exp_mask);
    let biased = b.subi(exp, c127);
    let large = b.cmpi(CmpIPredicate::Sge, biased, c23);
    let r = b.select(large, x, truncated);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn roundeven(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let x = operand(rw, op, 0)?;
    let mut b = B::new(rw, op);
    let ty = b.ty(x);
    let kind = elem_kind(ty)?;
    splattable(ty)?;
    let bit_width = kind.width();
    let mantissa = ropt_numbers::float::semantics(kind).precision - 1;
    let Some(exponent) = bit_width.checked_sub(mantissa + 1).filter(|&e| e > 0) else {
        return Err(MatchFailure);
    };
    // The masks are 64-bit values whose shifts wrap at 64 like the x86 shifts MLIR's
    // (formally undefined, beyond 64 bits) `1ull << n` compiles to.
    let pow2 = |n: u32| 1u64.wrapping_shl(n);
    let ctx = b.ctx();
    let ity = ctx.same_shape(ty, ctx.int_type(bit_width));
    let c1_float = b.float(ty, 1.0)?;
    let c0 = b.int(ity, 0)?;
    let c1 = b.int(ity, 1)?;
    let c_neg1 = b.int(ity, -1)?;
    let c23 = b.int(ity, mantissa as i64)?;
    let c31 = b.int(ity, (bit_width - 1) as i64)?;
    let c127 = b.int(ity, pow2(exponent - 1).wrapping_sub(1) as i64)?;
    let c2_to_22 = b.int(ity, pow2(mantissa.wrapping_sub(1)) as i64)?;
    let c23_mask = b.int(ity, pow2(mantissa).wrapping_sub(1) as i64)?;
    let exp_mask = b.int(ity, pow2(exponent).wrapping_sub(1) as i64)?;

    let x_bits = b.cast(BitcastOp::build, ity, x);
    let round = b.unary_f(RoundOp::build, x);
    let round_bits = b.cast(BitcastOp::build, ity, round);

    let biased_exp = |b: &mut B<'_, '_>, v: ValueId| {
        let s = b.shrui(v, c23);
        let e = b.binary_i(AndIOp::build, s, exp_mask);
        b.subi(e, c127)
    };
    let x_exp = biased_exp(&mut b, x_bits);
    let round_exp = biased_exp(&mut b, round_bits);

    let safe_shift_right = |b: &mut B<'_, '_>, v: ValueId, shift: ValueId| {
        let clamped = b.binary_i(MaxSIOp::build, shift, c0);
        let clamped = b.binary_i(MinSIOp::build, clamped, c31);
        b.shrui(v, clamped)
    };
    let mask_mantissa = |b: &mut B<'_, '_>, v: ValueId, shift: ValueId| {
        let mask = safe_shift_right(b, c23_mask, shift);
        b.binary_i(AndIOp::build, v, mask)
    };

    let round_exp_eq0 = b.cmpi(CmpIPredicate::Eq, round_exp, c0);
    let round_exp_minus1 = b.subi(round_exp, c1);
    let round_masked = mask_mantissa(&mut b, round_bits, round_exp_minus1);
    let not_even = b.cmpi(CmpIPredicate::Ne, round_masked, c0);
    let not_even = b.binary_i(OrIOp::build, not_even, round_exp_eq0);

    let x_exp_eq_neg1 = b.cmpi(CmpIPredicate::Eq, x_exp, c_neg1);
    let half_bit = safe_shift_right(&mut b, c2_to_22, x_exp);
    let expected = b.select(x_exp_eq_neg1, c0, half_bit);
    let x_masked = mask_mantissa(&mut b, x_bits, x_exp);
    let halfway = b.cmpi(CmpIPredicate::Eq, x_masked, expected);
    let ge_neg1 = b.cmpi(CmpIPredicate::Sge, x_exp, c_neg1);
    let lt23 = b.cmpi(CmpIPredicate::Slt, x_exp, c23);
    let halfway = b.binary_i(AndIOp::build, halfway, lt23);
    let halfway = b.binary_i(AndIOp::build, halfway, ge_neg1);

    let sign = b.binary_f(CopySignOp::build, c1_float, x);
    let shifted = b.binary_f(SubFOp::build, round, sign);
    let needs_shift = b.binary_i(AndIOp::build, not_even, halfway);
    let r = b.select(needs_shift, shifted, round);
    let r = b.binary_f(CopySignOp::build, r, x);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn rsqrt(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let x = operand(rw, op, 0)?;
    let mut b = B::new(rw, op);
    let ty = b.ty(x);
    splattable(ty)?;
    elem_kind(ty)?;
    let one = b.float(ty, 1.0)?;
    let sqrt = b.unary_f(SqrtOp::build, x);
    let r = b.binary_f(DivFOp::build, one, sqrt);
    rw.replace_op(op, &[r]);
    Ok(())
}

fn clampf(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let Some(clamp) = ClampFOp::cast(rw.body(), op) else {
        return Err(MatchFailure);
    };
    let body = rw.body();
    let (value, min, max) = (clamp.value(body), clamp.min(body), clamp.max(body));
    let fastmath = clamp.fastmath_attr(body);
    let ty = body.value_type(value);
    let mut b = B::new(rw, op);
    let ctx = b.ctx();
    let lo = b.v(MinimumFOp::build(ctx, b.loc, ty, value, min, fastmath));
    let r = b.v(MaximumFOp::build(ctx, b.loc, ty, lo, max, fastmath));
    rw.replace_op(op, &[r]);
    Ok(())
}

fn ctlz(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let x0 = operand(rw, op, 0)?;
    let mut b = B::new(rw, op);
    let ty = b.ty(x0);
    let width = int_width(ty)?;
    splattable(ty)?;
    if width > 64 {
        return Err(MatchFailure);
    }
    let all = if width == 0 {
        0
    } else {
        u64::MAX >> (64 - width)
    };
    let mut x = x0;
    let mut count = b.int(ty, 0)?;
    let mut bw = width;
    while bw > 1 {
        let half = bw / 2;
        let bits = b.int(ty, half as i64)?;
        let mask = b.int(ty, (all >> half) as i64)?;
        let pred = b.cmpi(CmpIPredicate::Ule, x, mask);
        let add = b.addi(count, bits);
        let shift = b.shli(x, bits);
        x = b.select(pred, shift, x);
        count = b.select(pred, add, count);
        bw /= 2;
    }
    let zero = b.int(ty, 0)?;
    let is_zero = b.cmpi(CmpIPredicate::Eq, x0, zero);
    let bw_val = b.int(ty, width as i64)?;
    let r = b.select(is_zero, bw_val, count);
    rw.replace_op(op, &[r]);
    Ok(())
}
