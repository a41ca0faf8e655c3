//! Folders of the integer `arith` ops (`addi` ... `index_castui`), with MLIR 22's rules:
//! constants fold element-wise (scalars, splats, dense), division by zero and signed overflow
//! in divisions do not fold, shifts by at least the width do not fold, and the algebraic
//! identities of the ops' folders (not their canonicalization patterns) apply.
//!
//! Binary folders take the constant value of each operand (`None`: not a constant) and whether
//! both operands are the same SSA value. Constants are expected on the right-hand side for the
//! commutative ops, as canonicalization puts them there (MLIR checks only the rhs).

use crate::fold::{Elems, Fold, binary, splat_is, unary};
use ropt_ir::apint::ApInt;
use ropt_numbers::int;
use std::cmp::Ordering;

/// An integer constant operand.
pub type IntConst = Elems<ApInt>;
/// The outcome of an integer folder.
pub type IntFold = Fold<IntConst>;
/// An optional constant operand.
pub type Arg<'a> = Option<&'a IntConst>;

fn is_zero(a: Arg) -> bool {
    splat_is(a, ApInt::is_zero)
}
fn is_one(a: Arg) -> bool {
    splat_is(a, int::is_one)
}
fn is_all_ones(a: Arg) -> bool {
    splat_is(a, int::is_all_ones)
}

/// A splat zero of `width` bits (the caller gives it the result's shape).
fn zero_like(width: u32) -> IntFold {
    Fold::Constant(Elems::Splat(int::zero(width)))
}

/// `arith.addi`: `x + 0 -> x`.
pub fn addi(l: Arg, r: Arg) -> IntFold {
    if is_zero(r) {
        return Fold::Operand(0);
    }
    binary(l, r, |a, b| Some(int::add(a, b)))
}

/// `arith.subi`: `x - x -> 0` (`width` is the element width), `x - 0 -> x`.
pub fn subi(l: Arg, r: Arg, same: bool, width: u32) -> IntFold {
    if same {
        return zero_like(width);
    }
    if is_zero(r) {
        return Fold::Operand(0);
    }
    binary(l, r, |a, b| Some(int::sub(a, b)))
}

/// `arith.muli`: `x * 0 -> 0` (the rhs), `x * 1 -> x`.
pub fn muli(l: Arg, r: Arg) -> IntFold {
    if is_zero(r) {
        return Fold::Operand(1);
    }
    if is_one(r) {
        return Fold::Operand(0);
    }
    binary(l, r, |a, b| Some(int::mul(a, b)))
}

/// `arith.divui`: `x / 1 -> x`; no fold on division by zero.
pub fn divui(l: Arg, r: Arg) -> IntFold {
    if is_one(r) {
        return Fold::Operand(0);
    }
    binary(l, r, |a, b| int::udivrem(a, b).map(|q| q.0))
}

/// `arith.divsi`: `x / 1 -> x`; no fold on division by zero or `MIN / -1`.
pub fn divsi(l: Arg, r: Arg) -> IntFold {
    if is_one(r) {
        return Fold::Operand(0);
    }
    binary(l, r, |a, b| {
        if int::sdiv_overflows(a, b) {
            return None;
        }
        int::sdivrem(a, b).map(|q| q.0)
    })
}

/// `arith.remui`: `x % 1 -> 0`; no fold on division by zero.
pub fn remui(l: Arg, r: Arg, width: u32) -> IntFold {
    if is_one(r) {
        return zero_like(width);
    }
    binary(l, r, |a, b| int::udivrem(a, b).map(|q| q.1))
}

/// `arith.remsi`: `x % 1 -> 0`; no fold on division by zero (`MIN % -1` is 0).
pub fn remsi(l: Arg, r: Arg, width: u32) -> IntFold {
    if is_one(r) {
        return zero_like(width);
    }
    binary(l, r, |a, b| int::sdivrem(a, b).map(|q| q.1))
}

/// Unsigned ceiling division; `None` on division by zero.
pub fn ceil_div_u(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    let (q, r) = int::udivrem(a, b)?;
    Some(if r.is_zero() {
        q
    } else {
        int::add(&q, &int::one(a.width()))
    })
}

/// Signed ceiling division as MLIR computes it: `None` on division by zero, and whenever its
/// computation negates the signed minimum (an operand of a mixed-sign or both-negative
/// division is the signed minimum).
pub fn ceil_div_s(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    let w = a.width();
    if b.is_zero() {
        return None;
    }
    if a.is_zero() {
        return Some(int::zero(w));
    }
    let min = int::signed_min(w);
    // Every negative operand gets negated, which overflows for the signed minimum.
    if *a == min || *b == min {
        return None;
    }
    let (a_pos, b_pos) = (!a.is_negative(), !b.is_negative());
    let (ua, ub) = (int::abs(a), int::abs(b));
    if a_pos == b_pos {
        ceil_div_u(&ua, &ub)
    } else {
        Some(int::neg(&int::udivrem(&ua, &ub)?.0))
    }
}

/// Signed floor division; `None` on division by zero or `MIN / -1`.
pub fn floor_div_s(a: &ApInt, b: &ApInt) -> Option<ApInt> {
    if int::sdiv_overflows(a, b) {
        return None;
    }
    let (q, r) = int::sdivrem(a, b)?;
    if !r.is_zero() && a.is_negative() != b.is_negative() {
        Some(int::sub(&q, &int::one(a.width())))
    } else {
        Some(q)
    }
}

/// `arith.ceildivui`: `x / 1 -> x`; no fold on division by zero.
pub fn ceildivui(l: Arg, r: Arg) -> IntFold {
    if is_one(r) {
        return Fold::Operand(0);
    }
    binary(l, r, ceil_div_u)
}

/// `arith.ceildivsi`: `x / 1 -> x`; see [`ceil_div_s`].
pub fn ceildivsi(l: Arg, r: Arg) -> IntFold {
    if is_one(r) {
        return Fold::Operand(0);
    }
    binary(l, r, ceil_div_s)
}

/// `arith.floordivsi`: `x / 1 -> x`; see [`floor_div_s`].
pub fn floordivsi(l: Arg, r: Arg) -> IntFold {
    if is_one(r) {
        return Fold::Operand(0);
    }
    binary(l, r, floor_div_s)
}

/// `arith.andi`: `x & 0 -> 0`, `x & -1 -> x`, `x & x -> x`.
pub fn andi(l: Arg, r: Arg, same: bool) -> IntFold {
    if is_zero(r) {
        return Fold::Operand(1);
    }
    if is_all_ones(r) || same {
        return Fold::Operand(0);
    }
    binary(l, r, |a, b| Some(int::and(a, b)))
}

/// `arith.ori`: `x | 0 -> x`, `x | -1 -> -1`, `x | x -> x`.
pub fn ori(l: Arg, r: Arg, same: bool) -> IntFold {
    if is_zero(r) || same {
        return Fold::Operand(0);
    }
    if is_all_ones(r) {
        return Fold::Operand(1);
    }
    binary(l, r, |a, b| Some(int::or(a, b)))
}

/// `arith.xori`: `x ^ 0 -> x`, `x ^ x -> 0`.
pub fn xori(l: Arg, r: Arg, same: bool, width: u32) -> IntFold {
    if is_zero(r) {
        return Fold::Operand(0);
    }
    if same {
        return zero_like(width);
    }
    binary(l, r, |a, b| Some(int::xor(a, b)))
}

/// The shift ops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shift {
    /// `shli`.
    Left,
    /// `shrui`.
    RightUnsigned,
    /// `shrsi`.
    RightSigned,
}

/// `arith.shli` / `shrui` / `shrsi`: `x << 0 -> x`; no fold when the amount is at least the
/// width.
pub fn shift(kind: Shift, l: Arg, r: Arg) -> IntFold {
    if is_zero(r) {
        return Fold::Operand(0);
    }
    binary(l, r, |a, b| {
        let n = int::shift_amount(a, b)?;
        Some(match kind {
            Shift::Left => int::shl(a, n),
            Shift::RightUnsigned => int::lshr(a, n),
            Shift::RightSigned => int::ashr(a, n),
        })
    })
}

/// The min/max ops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MinMax {
    /// `maxsi`.
    MaxS,
    /// `maxui`.
    MaxU,
    /// `minsi`.
    MinS,
    /// `minui`.
    MinU,
}

/// `arith.maxsi` / `maxui` / `minsi` / `minui`: `op(x, x) -> x`; an absorbing bound on the rhs
/// (`maxsi(x, MAX)`) gives the rhs, a neutral one (`maxsi(x, MIN)`) gives `x`.
pub fn min_max(kind: MinMax, l: Arg, r: Arg, same: bool) -> IntFold {
    if same {
        return Fold::Operand(0);
    }
    if let Some(c) = r.and_then(Elems::splat) {
        let w = c.width();
        let (smin, smax, umax) = (int::signed_min(w), int::signed_max(w), int::all_ones(w));
        let (absorbing, neutral) = match kind {
            MinMax::MaxS => (smax, smin),
            MinMax::MinS => (smin, smax),
            MinMax::MaxU => (umax, int::zero(w)),
            MinMax::MinU => (int::zero(w), umax),
        };
        if *c == absorbing {
            return Fold::Operand(1);
        }
        if *c == neutral {
            return Fold::Operand(0);
        }
    }
    binary(l, r, |a, b| {
        let ord = match kind {
            MinMax::MaxS | MinMax::MinS => int::scmp(a, b),
            MinMax::MaxU | MinMax::MinU => int::ucmp(a, b),
        };
        let take_a = match kind {
            MinMax::MaxS | MinMax::MaxU => ord != Ordering::Less,
            MinMax::MinS | MinMax::MinU => ord != Ordering::Greater,
        };
        Some(if take_a { a.clone() } else { b.clone() })
    })
}

/// What defines the operand of a cast, as far as the cast folders care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Producer {
    /// `arith.extui` from `width` bits.
    ExtUI(u32),
    /// `arith.extsi` from `width` bits.
    ExtSI(u32),
    /// `arith.trunci`.
    TruncI,
    /// Anything else (or a block argument).
    Other,
}

/// `arith.extui` to `width` bits: `extui(extui x) -> extui x` in place; constants zero-extend.
pub fn extui(a: Arg, producer: Producer, width: u32) -> IntFold {
    if let Producer::ExtUI(_) = producer {
        return Fold::InPlaceBypassProducer;
    }
    unary(a, |v| Some(int::zext(v, width)))
}

/// `arith.extsi` to `width` bits: `extsi(extsi x) -> extsi x` in place; constants
/// sign-extend.
pub fn extsi(a: Arg, producer: Producer, width: u32) -> IntFold {
    if let Producer::ExtSI(_) = producer {
        return Fold::InPlaceBypassProducer;
    }
    unary(a, |v| Some(int::sext(v, width)))
}

/// `arith.trunci` to `width` bits: `trunci(ext x)` is `x` when `x` has the result width and
/// becomes `trunci x` when `x` is wider; `trunci(trunci x) -> trunci x`; constants truncate.
pub fn trunci(a: Arg, producer: Producer, width: u32) -> IntFold {
    match producer {
        Producer::ExtUI(w) | Producer::ExtSI(w) if w > width => {
            return Fold::InPlaceBypassProducer;
        }
        Producer::ExtUI(w) | Producer::ExtSI(w) if w == width => return Fold::ProducerOperand,
        Producer::TruncI => return Fold::InPlaceBypassProducer,
        _ => {}
    }
    unary(a, |v| Some(int::trunc(v, width)))
}

/// The width of `index` when folding.
pub const INDEX_WIDTH: u32 = 64;

/// `arith.index_cast` to `width` bits (64 for `index`): sign-extends or truncates constants.
pub fn index_cast(a: Arg, width: u32) -> IntFold {
    unary(a, |v| Some(int::sext(v, width)))
}

/// `arith.index_castui` to `width` bits: zero-extends or truncates constants.
pub fn index_castui(a: Arg, width: u32) -> IntFold {
    unary(a, |v| Some(int::zext(v, width)))
}

/// The `arith.cmpi` predicates (generated from `arith.td`).
pub use crate::CmpIPredicate;

impl CmpIPredicate {
    /// The predicate with MLIR's integer value `v` (0..=9).
    pub fn from_i64(v: i64) -> Option<CmpIPredicate> {
        Self::from_value(v)
    }

    /// The predicate holding exactly when `self` does not (MLIR's `invertPredicate`).
    pub fn inverted(self) -> CmpIPredicate {
        use CmpIPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }

    /// The predicate with the operands swapped (`slt` <-> `sgt`).
    pub fn swapped(self) -> CmpIPredicate {
        use CmpIPredicate::*;
        match self {
            Eq | Ne => self,
            Slt => Sgt,
            Sle => Sge,
            Sgt => Slt,
            Sge => Sle,
            Ult => Ugt,
            Ule => Uge,
            Ugt => Ult,
            Uge => Ule,
        }
    }

    /// Evaluates the predicate.
    pub fn eval(self, a: &ApInt, b: &ApInt) -> bool {
        use CmpIPredicate::*;
        let s = int::scmp(a, b);
        let u = int::ucmp(a, b);
        match self {
            Eq => u == Ordering::Equal,
            Ne => u != Ordering::Equal,
            Slt => s == Ordering::Less,
            Sle => s != Ordering::Greater,
            Sgt => s == Ordering::Greater,
            Sge => s != Ordering::Less,
            Ult => u == Ordering::Less,
            Ule => u != Ordering::Greater,
            Ugt => u == Ordering::Greater,
            Uge => u != Ordering::Less,
        }
    }

    /// Whether `x pred x` holds.
    pub fn reflexive(self) -> bool {
        use CmpIPredicate::*;
        matches!(self, Eq | Sle | Sge | Ule | Uge)
    }
}

/// The outcome of the `arith.cmpi` folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CmpIFold {
    /// Folded to this `i1` constant (element-wise).
    Constant(Elems<bool>),
    /// Folded to the i1 operand of the `extsi`/`extui` defining the lhs.
    ProducerOperand,
    /// Folded in place: the constant lhs moves to the rhs under this predicate.
    SwapOperands(CmpIPredicate),
    /// No fold.
    None,
}

/// `arith.cmpi`: `x pred x` folds to the predicate's reflexive value; `cmpi ne, (ext x:i1), 0`
/// folds to `x` (`lhs_producer` is the lhs's defining op); a constant lhs with a
/// non-constant rhs swaps in place; constants compare element-wise.
pub fn cmpi(pred: CmpIPredicate, l: Arg, r: Arg, same: bool, lhs_producer: Producer) -> CmpIFold {
    if same {
        return CmpIFold::Constant(Elems::Splat(pred.reflexive()));
    }
    if is_zero(r)
        && pred == CmpIPredicate::Ne
        && matches!(lhs_producer, Producer::ExtSI(1) | Producer::ExtUI(1))
    {
        return CmpIFold::ProducerOperand;
    }
    if l.is_some() && r.is_none() {
        return CmpIFold::SwapOperands(pred.swapped());
    }
    match binary(l, r, |a, b| Some(pred.eval(a, b))) {
        Fold::Constant(c) => CmpIFold::Constant(c),
        _ => CmpIFold::None,
    }
}

/// `arith.select`: equal arms give that arm; a splat constant condition picks an arm; an `i1`
/// select of `true`/`false` arms is the condition (operand 0); all-constant element-wise
/// selects fold per element.
pub fn select<T: Clone>(
    cond: Option<&Elems<bool>>,
    t: Option<&Elems<T>>,
    f: Option<&Elems<T>>,
    same_arms: bool,
    true_false_i1: bool,
) -> Fold<Elems<T>> {
    if same_arms {
        return Fold::Operand(1);
    }
    match cond.and_then(Elems::splat) {
        Some(true) => return Fold::Operand(1),
        Some(false) => return Fold::Operand(2),
        None => {}
    }
    if true_false_i1 {
        return Fold::Operand(0);
    }
    if let (Some(Elems::Dense(cs)), Some(t), Some(f)) = (cond, t, f) {
        let pick = |i: usize, e: &Elems<T>| match e {
            Elems::Splat(v) => v.clone(),
            Elems::Dense(vs) => vs[i].clone(),
        };
        let lens_ok = [t, f].iter().all(|e| {
            matches!(e, Elems::Splat(_)) || matches!(e, Elems::Dense(v) if v.len() == cs.len())
        });
        if lens_ok {
            return Fold::Constant(Elems::Dense(
                cs.iter()
                    .enumerate()
                    .map(|(i, &c)| if c { pick(i, t) } else { pick(i, f) })
                    .collect(),
            ));
        }
    }
    Fold::None
}

/// `arith.addui_extended`: `(x + 0) -> (x, false)`; constants give the sum and the carry.
/// Returns the sum fold and the overflow fold.
pub fn addui_extended(l: Arg, r: Arg) -> (IntFold, Fold<Elems<bool>>) {
    if is_zero(r) {
        return (Fold::Operand(0), Fold::Constant(Elems::Splat(false)));
    }
    let sum = binary(l, r, |a, b| Some(int::add(a, b)));
    let carry = binary(l, r, |a, b| Some(int::add_carry(a, b).1));
    (sum, carry)
}

/// The full product of `a` and `b` split into low and high halves.
pub fn mul_extended(a: &ApInt, b: &ApInt, signed: bool) -> (ApInt, ApInt) {
    let w = a.width();
    let ext = |v: &ApInt| {
        if signed {
            int::sext(v, 2 * w)
        } else {
            int::zext(v, 2 * w)
        }
    };
    let p = int::mul(&ext(a), &ext(b));
    (int::trunc(&p, w), int::trunc(&int::lshr(&p, w), w))
}

/// `arith.mului_extended`: `x * 0 -> (0, 0)`, `x * 1 -> (x, 0)`; constants give the low and
/// high halves of the product.
pub fn mului_extended(l: Arg, r: Arg, width: u32) -> (IntFold, IntFold) {
    if let Some(zero) = r.filter(|_| is_zero(r)) {
        // Both halves are the zero constant itself (an attribute, not the operand).
        return (Fold::Constant(zero.clone()), Fold::Constant(zero.clone()));
    }
    if is_one(r) {
        return (Fold::Operand(0), zero_like(width));
    }
    (
        binary(l, r, |a, b| Some(mul_extended(a, b, false).0)),
        binary(l, r, |a, b| Some(mul_extended(a, b, false).1)),
    )
}

/// `arith.mulsi_extended`: `x * 0 -> (0, 0)`; constants give the low and high halves of the
/// signed product.
pub fn mulsi_extended(l: Arg, r: Arg) -> (IntFold, IntFold) {
    if let Some(zero) = r.filter(|_| is_zero(r)) {
        return (Fold::Constant(zero.clone()), Fold::Constant(zero.clone()));
    }
    (
        binary(l, r, |a, b| Some(mul_extended(a, b, true).0)),
        binary(l, r, |a, b| Some(mul_extended(a, b, true).1)),
    )
}
