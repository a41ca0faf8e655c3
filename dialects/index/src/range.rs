//! Integer ranges, just enough to decide `cmp(max/min(x, a), b)` statically: a value is known
//! to lie in `[smin, smax]` (signed) and in `[umin, umax]` (unsigned) at once, and a
//! comparison of two ranges is decided when every pair of values gives the same answer.

use ropt_dialect_arith::ints::CmpIPredicate;
use ropt_ir::apint::ApInt;
use ropt_numbers::int;
use std::cmp::Ordering::*;

/// The values an integer may take, as a signed and an unsigned interval.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Range {
    umin: ApInt,
    umax: ApInt,
    smin: ApInt,
    smax: ApInt,
}

impl Range {
    /// The single value `v`.
    pub fn constant(v: &ApInt) -> Range {
        Range {
            umin: v.clone(),
            umax: v.clone(),
            smin: v.clone(),
            smax: v.clone(),
        }
    }

    /// The signed interval `[smin, smax]`; its unsigned view is exact only when both ends have
    /// the same sign, and is everything otherwise.
    pub fn from_signed(smin: ApInt, smax: ApInt) -> Range {
        let w = smin.width();
        let (umin, umax) = if smin.is_negative() == smax.is_negative() {
            let lo = if int::ucmp(&smin, &smax) == Less {
                &smin
            } else {
                &smax
            };
            let hi = if int::ucmp(&smin, &smax) == Greater {
                &smin
            } else {
                &smax
            };
            (lo.clone(), hi.clone())
        } else {
            (int::zero(w), int::all_ones(w))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// The unsigned interval `[umin, umax]`; its signed view is exact only when both ends have
    /// the same top bit, and is everything otherwise.
    pub fn from_unsigned(umin: ApInt, umax: ApInt) -> Range {
        let w = umin.width();
        let (smin, smax) = if umin.is_negative() == umax.is_negative() {
            let lo = if int::scmp(&umin, &umax) == Less {
                &umin
            } else {
                &umax
            };
            let hi = if int::scmp(&umin, &umax) == Greater {
                &umin
            } else {
                &umax
            };
            (lo.clone(), hi.clone())
        } else {
            (int::signed_min(w), int::signed_max(w))
        };
        Range {
            umin,
            umax,
            smin,
            smax,
        }
    }

    /// The value, if the range holds exactly one (in either view).
    fn constant_value(&self) -> Option<&ApInt> {
        if self.umin == self.umax {
            Some(&self.umin)
        } else if self.smin == self.smax {
            Some(&self.smin)
        } else {
            None
        }
    }
}

/// The predicate that holds exactly when `pred` does not.
fn inverted(pred: CmpIPredicate) -> CmpIPredicate {
    use CmpIPredicate::*;
    match pred {
        Eq => Ne,
        Ne => Eq,
        Slt => Sge,
        Sge => Slt,
        Sle => Sgt,
        Sgt => Sle,
        Ult => Uge,
        Uge => Ult,
        Ule => Ugt,
        Ugt => Ule,
    }
}

/// Whether `l pred r` holds for every `l` in `lhs` and `r` in `rhs`.
fn always(pred: CmpIPredicate, lhs: &Range, rhs: &Range) -> bool {
    use CmpIPredicate::*;
    match pred {
        Sle => int::scmp(&lhs.smax, &rhs.smin) != Greater,
        Slt => int::scmp(&lhs.smax, &rhs.smin) == Less,
        Ule => int::ucmp(&lhs.umax, &rhs.umin) != Greater,
        Ult => int::ucmp(&lhs.umax, &rhs.umin) == Less,
        Sge => int::scmp(&lhs.smin, &rhs.smax) != Less,
        Sgt => int::scmp(&lhs.smin, &rhs.smax) == Greater,
        Uge => int::ucmp(&lhs.umin, &rhs.umax) != Less,
        Ugt => int::ucmp(&lhs.umin, &rhs.umax) == Greater,
        Eq => matches!((lhs.constant_value(), rhs.constant_value()), (Some(a), Some(b)) if a == b),
        // Unequal only if the ranges are apart in the signed and in the unsigned view.
        Ne => {
            (always(Slt, lhs, rhs) || always(Sgt, lhs, rhs))
                && (always(Ult, lhs, rhs) || always(Ugt, lhs, rhs))
        }
    }
}

/// `Some(answer)` if `l pred r` has the same answer for every `l` in `lhs` and `r` in `rhs`.
pub fn evaluate(pred: CmpIPredicate, lhs: &Range, rhs: &Range) -> Option<bool> {
    if always(pred, lhs, rhs) {
        Some(true)
    } else if always(inverted(pred), lhs, rhs) {
        Some(false)
    } else {
        None
    }
}

/// The bound kind of a `max`/`min` op whose second operand is a constant `a`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// `maxs(x, a)`: at least `a`, signed.
    MaxS,
    /// `maxu(x, a)`: at least `a`, unsigned.
    MaxU,
    /// `mins(x, a)`: at most `a`, signed.
    MinS,
    /// `minu(x, a)`: at most `a`, unsigned.
    MinU,
}

/// Decides `bound(x, a) pred b` at the width of `a` and `b`, whatever `x` is.
pub fn cmp_bounded(bound: Bound, a: &ApInt, b: &ApInt, pred: CmpIPredicate) -> Option<bool> {
    let w = a.width();
    let lhs = match bound {
        Bound::MinS => Range::from_signed(int::signed_min(w), a.clone()),
        Bound::MinU => Range::from_unsigned(int::zero(w), a.clone()),
        Bound::MaxS => Range::from_signed(a.clone(), int::signed_max(w)),
        Bound::MaxU => Range::from_unsigned(a.clone(), int::all_ones(w)),
    };
    evaluate(pred, &lhs, &Range::constant(b))
}

/// `cmp(bound(x, a), b)` for `index` values: decided only when the 64-bit and the 32-bit
/// answers exist and agree.
pub fn cmp_bounded_index(bound: Bound, a: &ApInt, b: &ApInt, pred: CmpIPredicate) -> Option<bool> {
    let r64 = cmp_bounded(bound, &int::trunc(a, 64), &int::trunc(b, 64), pred)?;
    let r32 = cmp_bounded(bound, &int::trunc(a, 32), &int::trunc(b, 32), pred)?;
    (r64 == r32).then_some(r64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(v: i64) -> ApInt {
        ApInt::from_i64(64, v)
    }

    #[test]
    fn decides_bounded_comparisons() {
        use CmpIPredicate::*;
        // maxs(x, 5) > 3 always; maxs(x, 5) < 3 never; maxs(x, 5) > 7 unknown.
        assert_eq!(
            cmp_bounded_index(Bound::MaxS, &i(5), &i(3), Sgt),
            Some(true)
        );
        assert_eq!(
            cmp_bounded_index(Bound::MaxS, &i(5), &i(3), Slt),
            Some(false)
        );
        assert_eq!(cmp_bounded_index(Bound::MaxS, &i(5), &i(7), Sgt), None);
        // minu(x, 0) == 0 always.
        assert_eq!(cmp_bounded_index(Bound::MinU, &i(0), &i(0), Eq), Some(true));
        // mins(x, 2) != 4: apart signed, but not unsigned (negative x are huge unsigned).
        assert_eq!(cmp_bounded_index(Bound::MinS, &i(2), &i(4), Ne), None);
        assert_eq!(
            cmp_bounded_index(Bound::MinS, &i(2), &i(4), Slt),
            Some(true)
        );
    }

    #[test]
    fn needs_both_widths_to_agree() {
        use CmpIPredicate::*;
        // 2^32 is 0 in 32 bits: maxu(x, 2^32) >= 1 holds in 64 bits but not in 32.
        assert_eq!(
            cmp_bounded_index(Bound::MaxU, &i(1 << 32), &i(1), Uge),
            None
        );
    }
}
