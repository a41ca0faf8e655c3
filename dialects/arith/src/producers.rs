//! The folds of integer `arith` ops that look through the ops defining their operands
//! (`addi(subi(a, b), b) -> a`, `andi(x, not x) -> 0`, ...), as mlir-opt 22's folders do.
//!
//! Values are opaque ids of any `Copy + Eq` type `V` (an SSA value id in the caller); the
//! caller describes each operand's defining op as a [`Def`].

use crate::ints::CmpIPredicate;

/// What defines a value, as far as these folds care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Def<V> {
    /// `arith.addi lhs, rhs`.
    AddI(V, V),
    /// `arith.subi lhs, rhs`.
    SubI(V, V),
    /// `arith.xori lhs, rhs` whose rhs is not the all-ones constant.
    XorI(V, V),
    /// `arith.xori x, -1` (bitwise not of `x`).
    Not(V),
    /// `arith.muli lhs, rhs` with its `nuw` / `nsw` overflow flags.
    MulI {
        /// The multiplicand.
        lhs: V,
        /// The multiplier.
        rhs: V,
        /// `overflow<nuw>`.
        nuw: bool,
        /// `overflow<nsw>`.
        nsw: bool,
    },
    /// `arith.cmpi pred, lhs, rhs`.
    CmpI(CmpIPredicate, V, V),
    /// Anything else, a block argument or a constant.
    Other,
}

/// What a producer-based fold gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forward<V> {
    /// An existing value.
    Value(V),
    /// The zero constant of the result type.
    Zero,
    /// The all-ones constant of the result type.
    AllOnes,
}

/// `addi(subi(a, b), b) -> a` and `addi(b, subi(a, b)) -> a`.
pub fn addi<V: Copy + Eq>(l: V, r: V, ld: Def<V>, rd: Def<V>) -> Option<Forward<V>> {
    if let Def::SubI(a, b) = ld
        && b == r
    {
        return Some(Forward::Value(a));
    }
    if let Def::SubI(a, b) = rd
        && b == l
    {
        return Some(Forward::Value(a));
    }
    None
}

/// `subi(addi(a, b), b) -> a` and `subi(addi(a, b), a) -> b`.
pub fn subi<V: Copy + Eq>(_l: V, r: V, ld: Def<V>) -> Option<Forward<V>> {
    if let Def::AddI(a, b) = ld {
        if b == r {
            return Some(Forward::Value(a));
        }
        if a == r {
            return Some(Forward::Value(b));
        }
    }
    None
}

/// `xori(xori(a, b), b) -> a` and `xori(xori(a, b), a) -> b` (the inner xor on the lhs, as
/// canonicalization orders the operands).
pub fn xori<V: Copy + Eq>(_l: V, r: V, ld: Def<V>) -> Option<Forward<V>> {
    let (a, b) = match ld {
        Def::XorI(a, b) => (a, b),
        _ => return None,
    };
    if b == r {
        Some(Forward::Value(a))
    } else if a == r {
        Some(Forward::Value(b))
    } else {
        None
    }
}

fn is_not_of<V: Eq>(d: Def<V>, x: V) -> bool {
    matches!(d, Def::Not(y) if y == x)
}

/// `andi(x, not x)` and `andi(not x, x)`: zero.
pub fn andi<V: Copy + Eq>(l: V, r: V, ld: Def<V>, rd: Def<V>) -> Option<Forward<V>> {
    (is_not_of(rd, l) || is_not_of(ld, r)).then_some(Forward::Zero)
}

/// `ori(x, not x)` and `ori(not x, x)`: all ones.
pub fn ori<V: Copy + Eq>(l: V, r: V, ld: Def<V>, rd: Def<V>) -> Option<Forward<V>> {
    (is_not_of(rd, l) || is_not_of(ld, r)).then_some(Forward::AllOnes)
}

/// `divui(muli(a, b) nuw, b) -> a` (also with `a` as the divisor); `divsi` needs `nsw`.
pub fn div<V: Copy + Eq>(signed: bool, r: V, ld: Def<V>) -> Option<Forward<V>> {
    if let Def::MulI { lhs, rhs, nuw, nsw } = ld
        && (if signed { nsw } else { nuw })
    {
        if rhs == r {
            return Some(Forward::Value(lhs));
        }
        if lhs == r {
            return Some(Forward::Value(rhs));
        }
    }
    None
}

/// `select(cmpi eq(a, b), a, b) -> b` and `select(cmpi ne(a, b), a, b) -> a`.
pub fn select<V: Copy + Eq>(cond: Def<V>, t: V, f: V) -> Option<Forward<V>> {
    match cond {
        Def::CmpI(CmpIPredicate::Eq, a, b) if a == t && b == f => Some(Forward::Value(f)),
        Def::CmpI(CmpIPredicate::Ne, a, b) if a == t && b == f => Some(Forward::Value(t)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    //! Each case was checked with mlir-opt 22 `-canonicalize` (function `@p` of a probe file,
    //! `a` and `b` arguments).
    use super::*;

    const A: u32 = 0;
    const B: u32 = 1;
    const S: u32 = 2; // subi a, b
    const AD: u32 = 3; // addi a, b
    const NA: u32 = 4; // xori a, -1

    #[test]
    fn recorded_producer_folds() {
        let sub = Def::SubI(A, B);
        let add = Def::AddI(A, B);
        let o = Def::Other;
        assert_eq!(addi(S, B, sub, o), Some(Forward::Value(A)));
        assert_eq!(addi(B, S, o, sub), Some(Forward::Value(A)));
        assert_eq!(subi(AD, B, add), Some(Forward::Value(A)));
        assert_eq!(subi(AD, A, add), Some(Forward::Value(B)));
        // subi(a, addi(a, b)) and subi(b, addi(a, b)) are not folded.
        assert_eq!(subi(A, AD, o), None);
        assert_eq!(xori(5, B, Def::XorI(A, B)), Some(Forward::Value(A)));
        assert_eq!(xori(5, B, Def::XorI(B, A)), Some(Forward::Value(A)));
        assert_eq!(andi(A, NA, o, Def::Not(A)), Some(Forward::Zero));
        assert_eq!(andi(NA, A, Def::Not(A), o), Some(Forward::Zero));
        assert_eq!(ori(A, NA, o, Def::Not(A)), Some(Forward::AllOnes));
        let mul = |nuw, nsw| Def::MulI {
            lhs: A,
            rhs: B,
            nuw,
            nsw,
        };
        assert_eq!(div(false, B, mul(true, false)), Some(Forward::Value(A)));
        assert_eq!(div(true, B, mul(false, true)), Some(Forward::Value(A)));
        assert_eq!(div(true, B, mul(true, false)), None);
        assert_eq!(
            select(Def::CmpI(CmpIPredicate::Eq, A, B), A, B),
            Some(Forward::Value(B))
        );
        assert_eq!(
            select(Def::CmpI(CmpIPredicate::Ne, A, B), A, B),
            Some(Forward::Value(A))
        );
    }
}
