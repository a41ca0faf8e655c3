//! Folders of the float `arith` ops (`addf` ... `bitcast`), with MLIR 22's rules: constants fold
//! with APFloat's exact semantics and the op's rounding mode, `truncf` folds only exact
//! conversions, `fptosi`/`fptoui` do not fold out-of-range values, and the identities of the
//! ops' folders apply (`x + -0.0`, `x - 0.0`, `x * 1.0`, `x / 1.0`, `max(x, x)`,
//! `maximumf(x, -inf)`, `maxnumf(x, NaN)`, ...).

use crate::fold::{Elems, Fold, binary, splat_is, unary};
use crate::{CmpFPredicate, RoundingMode};
use ropt_ir::apint::ApInt;
use ropt_ir::types::FloatKind;
use ropt_numbers::apfloat::{self as float, BinOp, FloatBits};

impl RoundingMode {
    /// The mode with MLIR's integer value `v` (0..=4), as stored in `roundingmode`.
    pub fn from_i64(v: i64) -> Option<RoundingMode> {
        Self::from_value(v)
    }

    /// The `rustc_apfloat` rounding mode.
    pub fn round(self) -> float::Round {
        match self {
            RoundingMode::ToNearestEven => float::Round::NearestTiesToEven,
            RoundingMode::Downward => float::Round::TowardNegative,
            RoundingMode::Upward => float::Round::TowardPositive,
            RoundingMode::TowardZero => float::Round::TowardZero,
            RoundingMode::ToNearestAway => float::Round::NearestTiesToAway,
        }
    }
}

impl CmpFPredicate {
    /// The predicate with MLIR's integer value `v` (0..=15).
    pub fn from_i64(v: i64) -> Option<CmpFPredicate> {
        Self::from_value(v)
    }

    /// Evaluates the predicate for an ordering (`None`: unordered).
    pub fn eval(self, ord: Option<std::cmp::Ordering>) -> bool {
        use CmpFPredicate::*;
        use std::cmp::Ordering::*;
        match (self, ord) {
            (AlwaysFalse, _) => false,
            (AlwaysTrue, _) => true,
            (ORD, o) => o.is_some(),
            (UNO, o) => o.is_none(),
            (UEQ | UGT | UGE | ULT | ULE | UNE, None) => true,
            (_, None) => false,
            (OEQ | UEQ, Some(o)) => o == Equal,
            (OGT | UGT, Some(o)) => o == Greater,
            (OGE | UGE, Some(o)) => o != Less,
            (OLT | ULT, Some(o)) => o == Less,
            (OLE | ULE, Some(o)) => o != Greater,
            (ONE | UNE, Some(o)) => o != Equal,
        }
    }
}

/// A float constant operand.
pub type FloatConst = Elems<FloatBits>;
/// The outcome of a float folder.
pub type FloatFold = Fold<FloatConst>;
/// An optional constant operand.
pub type Arg<'a> = Option<&'a FloatConst>;

/// The float binary ops with folders.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FBin {
    /// `arith.addf`.
    Add,
    /// `arith.subf`.
    Sub,
    /// `arith.mulf`.
    Mul,
    /// `arith.divf`.
    Div,
    /// `arith.remf`.
    Rem,
    /// `arith.maximumf`.
    Maximum,
    /// `arith.minimumf`.
    Minimum,
    /// `arith.maxnumf`.
    MaxNum,
    /// `arith.minnumf`.
    MinNum,
}

/// Folds a float binary op (`same`: both operands are one SSA value).
pub fn fbin(op: FBin, l: Arg, r: Arg, same: bool, mode: RoundingMode) -> FloatFold {
    let identity = match op {
        FBin::Add => splat_is(r, |c| float::is_neg_zero(*c)),
        FBin::Sub => splat_is(r, |c| float::is_pos_zero(*c)),
        FBin::Mul | FBin::Div => splat_is(r, |c| float::is_one(*c)),
        FBin::Rem => false,
        FBin::Maximum => same || splat_is(r, |c| float::is_inf(*c, false)),
        FBin::Minimum => same || splat_is(r, |c| float::is_inf(*c, true)),
        FBin::MaxNum | FBin::MinNum => same || splat_is(r, |c| float::is_nan(*c) == Some(true)),
    };
    if identity {
        return Fold::Operand(0);
    }
    let bop = match op {
        FBin::Add => BinOp::Add,
        FBin::Sub => BinOp::Sub,
        FBin::Mul => BinOp::Mul,
        FBin::Div => BinOp::Div,
        FBin::Rem => BinOp::Rem,
        FBin::Maximum => BinOp::Maximum,
        FBin::Minimum => BinOp::Minimum,
        FBin::MaxNum => BinOp::MaxNum,
        FBin::MinNum => BinOp::MinNum,
    };
    binary(l, r, |a, b| float::binop(bop, *a, *b, mode.round()))
}

/// `arith.negf`: `negf(negf x) -> x` (`producer_is_negf`); negates constants (also NaN
/// signs).
pub fn negf(a: Arg, producer_is_negf: bool) -> FloatFold {
    if producer_is_negf {
        return Fold::ProducerOperand;
    }
    unary(a, |v| float::unop(float::UnOp::Neg, *v))
}

/// `arith.cmpf`: constants compare element-wise; a NaN constant operand (either side)
/// decides every ordered predicate (false) and unordered one (true). `cmpf uno, x, x` does not
/// fold.
pub fn cmpf(pred: CmpFPredicate, l: Arg, r: Arg) -> Fold<Elems<bool>> {
    let nan = |a: Arg| {
        a.and_then(Elems::splat)
            .is_some_and(|c| float::is_nan(*c) == Some(true))
    };
    if nan(l) || nan(r) {
        return Fold::Constant(Elems::Splat(pred.eval(None)));
    }
    binary(l, r, |a, b| Some(pred.eval(float::compare(*a, *b)?)))
}

/// `arith.extf` to `kind`: exact conversions of constants.
pub fn extf(a: Arg, kind: FloatKind) -> FloatFold {
    unary(a, |v| {
        let (r, exact) = float::convert(*v, kind, float::Round::NearestTiesToEven)?;
        exact.then_some(r)
    })
}

/// `arith.truncf` to `kind`: `truncf(extf x) -> x` when `x` has the result type
/// (`producer_extf_from` is the source kind of an `extf` producer); only exact conversions of
/// constants fold (whatever the rounding mode).
pub fn truncf(
    a: Arg,
    kind: FloatKind,
    mode: RoundingMode,
    producer_extf_from: Option<FloatKind>,
) -> FloatFold {
    if producer_extf_from == Some(kind) {
        return Fold::ProducerOperand;
    }
    unary(a, |v| {
        let (r, exact) = float::convert(*v, kind, mode.round())?;
        exact.then_some(r)
    })
}

/// `arith.sitofp` / `uitofp` to `kind`: rounds to nearest even.
pub fn int_to_fp(a: Option<&Elems<ApInt>>, signed: bool, kind: FloatKind) -> FloatFold {
    unary(a, |v| float::from_int(v, signed, kind))
}

/// `arith.fptosi` / `fptoui` to `width` bits: rounds toward zero; NaN and out-of-range values
/// do not fold.
pub fn fp_to_int(a: Arg, signed: bool, width: u32) -> Fold<Elems<ApInt>> {
    unary(a, |v| float::to_int(*v, signed, width))
}

/// `arith.bitcast` to the operand's own type: the operand.
pub fn bitcast_same_type<V>() -> Fold<V> {
    Fold::Operand(0)
}

/// `arith.bitcast` of a value defined by another `arith.bitcast`: the inner source when it has
/// the result type (`inner_source_is_result_type`), else the outer cast bypasses the inner one
/// in place.
pub fn bitcast_of_bitcast<V>(inner_source_is_result_type: bool) -> Fold<V> {
    if inner_source_is_result_type {
        Fold::ProducerOperand
    } else {
        Fold::InPlaceBypassProducer
    }
}

/// `arith.bitcast` of an integer constant to a float kind of the same width.
pub fn bitcast_int_to_float(a: Option<&Elems<ApInt>>, kind: FloatKind) -> FloatFold {
    unary(a, |v| {
        (v.width() == kind.width() && float::supported(kind))
            .then(|| FloatBits::new(kind, ropt_numbers::int::to_u128(v).unwrap_or(0)))
    })
}

/// `arith.bitcast` of a float constant to an integer of the same width.
pub fn bitcast_float_to_int(a: Arg, width: u32) -> Fold<Elems<ApInt>> {
    unary(a, |v| {
        (v.kind.width() == width).then(|| ropt_numbers::int::from_u128(width, v.bits))
    })
}
