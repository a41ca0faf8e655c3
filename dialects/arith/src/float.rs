//! Float arithmetic with LLVM `APFloat` semantics (through `rustc_apfloat`) on raw bit patterns
//! of every builtin float kind that `rustc_apfloat` can model.
//!
//! Values are `(FloatKind, u128 bits)`. Kinds without IEEE-or-NaN-only encodings (the `FNUZ`
//! types, `f6`/`f4` finite-only types and `f8E8M0FNU`) are not modelled: every operation on
//! them returns `None`, so the folders do not fold them.

use ropt_ir::types::FloatKind;
use rustc_apfloat::ieee::{
    BFloat, Double, Float8E4M3FN, Float8E5M2, Half, IeeeFloat, Quad, Semantics, Single,
    X87DoubleExtended,
};
use rustc_apfloat::{Float, FloatConvert, Round, Status, StatusAnd};
use std::cmp::Ordering;

/// NVIDIA's 19-bit `tf32` (f32 range, f16 precision).
pub struct Tf32S;
impl Semantics for Tf32S {
    const BITS: usize = 19;
    const EXP_BITS: usize = 8;
}
/// `f8E4M3`: IEEE conventions with 4 exponent bits.
pub struct F8E4M3S;
impl Semantics for F8E4M3S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 4;
}
/// `f8E3M4`: IEEE conventions with 3 exponent bits.
pub struct F8E3M4S;
impl Semantics for F8E3M4S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 3;
}
type Tf32 = IeeeFloat<Tf32S>;
type F8E4M3 = IeeeFloat<F8E4M3S>;
type F8E3M4 = IeeeFloat<F8E3M4S>;

/// A float constant: its kind and bit pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FloatBits {
    /// The float type.
    pub kind: FloatKind,
    /// The bit pattern (low `kind.width()` bits).
    pub bits: u128,
}

impl FloatBits {
    /// A float from its kind and bits.
    pub fn new(kind: FloatKind, bits: u128) -> FloatBits {
        FloatBits { kind, bits }
    }
}

/// Calls `$body` with `$F` bound to the `rustc_apfloat` type of `$kind`, or yields `None`.
macro_rules! dispatch {
    ($kind:expr, $F:ident => $body:expr) => {
        match $kind {
            FloatKind::F16 => {
                type $F = Half;
                $body
            }
            FloatKind::BF16 => {
                type $F = BFloat;
                $body
            }
            FloatKind::F32 => {
                type $F = Single;
                $body
            }
            FloatKind::F64 => {
                type $F = Double;
                $body
            }
            FloatKind::F80 => {
                type $F = X87DoubleExtended;
                $body
            }
            FloatKind::F128 => {
                type $F = Quad;
                $body
            }
            FloatKind::TF32 => {
                type $F = Tf32;
                $body
            }
            FloatKind::F8E5M2 => {
                type $F = Float8E5M2;
                $body
            }
            FloatKind::F8E4M3 => {
                type $F = F8E4M3;
                $body
            }
            FloatKind::F8E4M3FN => {
                type $F = Float8E4M3FN;
                $body
            }
            FloatKind::F8E3M4 => {
                type $F = F8E3M4;
                $body
            }
            _ => None,
        }
    };
}

/// Whether `kind` is modelled (see the module doc).
pub fn supported(kind: FloatKind) -> bool {
    dispatch!(kind, F => Some(F::ZERO.is_zero())).is_some()
}

/// The float operations the folders use, as one generic function per op.
pub trait Ops {
    /// The result bits of applying the operation.
    fn apply<F: Float>(&self, xs: &[F]) -> Option<F>;
}

/// Applies `op` to operands of one kind (all of `xs` must have the kind of the first).
pub fn apply(xs: &[FloatBits], op: &impl Ops) -> Option<FloatBits> {
    let kind = xs.first()?.kind;
    if xs.iter().any(|x| x.kind != kind) {
        return None;
    }
    dispatch!(kind, F => {
        let vals: Vec<F> = xs.iter().map(|x| F::from_bits(x.bits)).collect();
        op.apply(&vals).map(|r| FloatBits::new(kind, r.to_bits()))
    })
}

/// A rounding mode (MLIR's `arith.roundingmode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RoundingMode {
    /// Round to nearest, ties to even (the default).
    #[default]
    ToNearestEven,
    /// Toward negative infinity.
    Downward,
    /// Toward positive infinity.
    Upward,
    /// Toward zero.
    TowardZero,
    /// Round to nearest, ties away from zero.
    ToNearestAway,
}

impl RoundingMode {
    /// The `rustc_apfloat` rounding mode.
    pub fn round(self) -> Round {
        match self {
            RoundingMode::ToNearestEven => Round::NearestTiesToEven,
            RoundingMode::Downward => Round::TowardNegative,
            RoundingMode::Upward => Round::TowardPositive,
            RoundingMode::TowardZero => Round::TowardZero,
            RoundingMode::ToNearestAway => Round::NearestTiesToAway,
        }
    }
}

/// The binary arithmetic operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    /// Addition.
    Add,
    /// Subtraction.
    Sub,
    /// Multiplication.
    Mul,
    /// Division.
    Div,
    /// C `fmod` remainder.
    Rem,
    /// IEEE 754-2019 `maximum` (NaN-propagating, -0 < +0).
    Maximum,
    /// IEEE 754-2019 `minimum`.
    Minimum,
    /// `maxNum` (a signaling NaN operand yields it quieted, a quiet NaN yields the other
    /// operand, -0 < +0).
    MaxNum,
    /// `minNum`.
    MinNum,
    /// Copies the sign of the second operand onto the first.
    CopySign,
}

struct Bin(BinOp, Round);

fn quiet<F: Float>(x: F) -> F {
    if x.is_signaling() { x.make_quiet() } else { x }
}

trait MakeQuiet {
    fn make_quiet(self) -> Self;
}
impl<F: Float> MakeQuiet for F {
    fn make_quiet(self) -> Self {
        // Adding zero quiets a signaling NaN and keeps its payload.
        (self + F::ZERO).value
    }
}

impl Ops for Bin {
    fn apply<F: Float>(&self, xs: &[F]) -> Option<F> {
        let (a, b) = (xs[0], xs[1]);
        let r = self.1;
        Some(match self.0 {
            BinOp::Add => a.add_r(b, r).value,
            BinOp::Sub => a.sub_r(b, r).value,
            BinOp::Mul => a.mul_r(b, r).value,
            BinOp::Div => a.div_r(b, r).value,
            BinOp::Rem => a.c_fmod(b).value,
            BinOp::Maximum => {
                if a.is_nan() {
                    quiet(a)
                } else if b.is_nan() {
                    quiet(b)
                } else if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
                    if a.is_negative() { b } else { a }
                } else if a.partial_cmp(&b) == Some(Ordering::Less) {
                    b
                } else {
                    a
                }
            }
            BinOp::Minimum => {
                if a.is_nan() {
                    quiet(a)
                } else if b.is_nan() {
                    quiet(b)
                } else if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
                    if a.is_negative() { a } else { b }
                } else if b.partial_cmp(&a) == Some(Ordering::Less) {
                    b
                } else {
                    a
                }
            }
            BinOp::MaxNum => {
                if a.is_signaling() {
                    quiet(a)
                } else if b.is_signaling() {
                    quiet(b)
                } else if a.is_nan() {
                    b
                } else if b.is_nan() {
                    a
                } else if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
                    if a.is_negative() { b } else { a }
                } else if a.partial_cmp(&b) == Some(Ordering::Less) {
                    b
                } else {
                    a
                }
            }
            BinOp::MinNum => {
                if a.is_signaling() {
                    quiet(a)
                } else if b.is_signaling() {
                    quiet(b)
                } else if a.is_nan() {
                    b
                } else if b.is_nan() {
                    a
                } else if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
                    if a.is_negative() { a } else { b }
                } else if b.partial_cmp(&a) == Some(Ordering::Less) {
                    b
                } else {
                    a
                }
            }
            BinOp::CopySign => a.copy_sign(b),
        })
    }
}

/// `a op b` with rounding `mode`.
pub fn binop(op: BinOp, a: FloatBits, b: FloatBits, mode: RoundingMode) -> Option<FloatBits> {
    apply(&[a, b], &Bin(op, mode.round()))
}

/// The unary operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    /// Negation (flips the sign, also of NaN).
    Neg,
    /// Absolute value (clears the sign).
    Abs,
    /// Rounds toward +inf to an integer.
    Ceil,
    /// Rounds toward -inf to an integer.
    Floor,
    /// Rounds to nearest, ties away from zero.
    Round,
    /// Rounds to nearest, ties to even.
    RoundEven,
    /// Rounds toward zero.
    Trunc,
    /// Square root (only computed exactly for f32 and f64 via the host; other kinds: `None`).
    Sqrt,
}

struct Un(UnOp);

impl Ops for Un {
    fn apply<F: Float>(&self, xs: &[F]) -> Option<F> {
        let a = xs[0];
        Some(match self.0 {
            UnOp::Neg => -a,
            UnOp::Abs => a.abs(),
            UnOp::Ceil => a.round_to_integral(Round::TowardPositive).value,
            UnOp::Floor => a.round_to_integral(Round::TowardNegative).value,
            UnOp::Round => a.round_to_integral(Round::NearestTiesToAway).value,
            UnOp::RoundEven => a.round_to_integral(Round::NearestTiesToEven).value,
            UnOp::Trunc => a.round_to_integral(Round::TowardZero).value,
            UnOp::Sqrt => return None,
        })
    }
}

/// `op a`.
pub fn unop(op: UnOp, a: FloatBits) -> Option<FloatBits> {
    apply(&[a], &Un(op))
}

/// Fused multiply-add `a * b + c` (one rounding, to nearest even).
pub fn fma(a: FloatBits, b: FloatBits, c: FloatBits) -> Option<FloatBits> {
    struct Fma;
    impl Ops for Fma {
        fn apply<F: Float>(&self, xs: &[F]) -> Option<F> {
            Some(xs[0].mul_add(xs[1], xs[2]).value)
        }
    }
    apply(&[a, b, c], &Fma)
}

/// The 16 `arith.cmpf` predicates, in MLIR's numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpFPredicate {
    /// Always false.
    AlwaysFalse,
    /// Ordered and equal.
    Oeq,
    /// Ordered and greater than.
    Ogt,
    /// Ordered and greater than or equal.
    Oge,
    /// Ordered and less than.
    Olt,
    /// Ordered and less than or equal.
    Ole,
    /// Ordered and not equal.
    One,
    /// Ordered (no NaN).
    Ord,
    /// Unordered or equal.
    Ueq,
    /// Unordered or greater than.
    Ugt,
    /// Unordered or greater than or equal.
    Uge,
    /// Unordered or less than.
    Ult,
    /// Unordered or less than or equal.
    Ule,
    /// Unordered or not equal.
    Une,
    /// Unordered (some NaN).
    Uno,
    /// Always true.
    AlwaysTrue,
}

impl CmpFPredicate {
    /// The predicate with MLIR's integer value `v` (0..=15).
    pub fn from_i64(v: i64) -> Option<CmpFPredicate> {
        use CmpFPredicate::*;
        [
            AlwaysFalse,
            Oeq,
            Ogt,
            Oge,
            Olt,
            Ole,
            One,
            Ord,
            Ueq,
            Ugt,
            Uge,
            Ult,
            Ule,
            Une,
            Uno,
            AlwaysTrue,
        ]
        .get(usize::try_from(v).ok()?)
        .copied()
    }

    /// Evaluates the predicate for an ordering (`None`: unordered).
    pub fn eval(self, ord: Option<Ordering>) -> bool {
        use CmpFPredicate::*;
        use Ordering::*;
        match (self, ord) {
            (AlwaysFalse, _) => false,
            (AlwaysTrue, _) => true,
            (Ord, o) => o.is_some(),
            (Uno, o) => o.is_none(),
            (Ueq | Ugt | Uge | Ult | Ule | Une, None) => true,
            (_, None) => false,
            (Oeq | Ueq, Some(o)) => o == Equal,
            (Ogt | Ugt, Some(o)) => o == Greater,
            (Oge | Uge, Some(o)) => o != Less,
            (Olt | Ult, Some(o)) => o == Less,
            (Ole | Ule, Some(o)) => o != Greater,
            (One | Une, Some(o)) => o != Equal,
        }
    }
}

/// The IEEE ordering of two floats of one kind (`Some(None)`: unordered).
pub fn compare(a: FloatBits, b: FloatBits) -> Option<Option<Ordering>> {
    if a.kind != b.kind {
        return None;
    }
    dispatch!(a.kind, F => Some(F::from_bits(a.bits).partial_cmp(&F::from_bits(b.bits))))
}

/// Whether the value is NaN.
pub fn is_nan(a: FloatBits) -> Option<bool> {
    dispatch!(a.kind, F => Some(F::from_bits(a.bits).is_nan()))
}

/// Whether the value is exactly `-0.0`.
pub fn is_neg_zero(a: FloatBits) -> bool {
    dispatch!(a.kind, F => Some(F::from_bits(a.bits).is_neg_zero())).unwrap_or(false)
}

/// Whether the value is exactly `+0.0`.
pub fn is_pos_zero(a: FloatBits) -> bool {
    dispatch!(a.kind, F => Some(F::from_bits(a.bits).is_pos_zero())).unwrap_or(false)
}

/// Whether the value is `+inf` (`positive`) or `-inf`.
pub fn is_inf(a: FloatBits, positive: bool) -> bool {
    dispatch!(a.kind, F => {
        let v = F::from_bits(a.bits);
        Some(v.is_infinite() && v.is_negative() != positive)
    })
    .unwrap_or(false)
}

/// Whether the value is exactly `1.0`.
pub fn is_one(a: FloatBits) -> bool {
    dispatch!(a.kind, F => {
        let v = F::from_bits(a.bits);
        Some(v.bitwise_eq(F::from_u128(1).value))
    })
    .unwrap_or(false)
}

/// Converts between float kinds with rounding `mode`; also reports whether the conversion was
/// exact (no information lost, no exception: converting a signaling NaN is not exact).
pub fn convert(a: FloatBits, to: FloatKind, mode: RoundingMode) -> Option<(FloatBits, bool)> {
    let round = mode.round();
    dispatch!(a.kind, S => {
        let v = S::from_bits(a.bits);
        dispatch!(to, T => {
            let mut loses = false;
            let r: StatusAnd<T> = FloatConvert::<T>::convert_r(v, round, &mut loses);
            let exact = !loses && r.status == Status::OK;
            Some((FloatBits::new(to, r.value.to_bits()), exact))
        })
    })
}

/// Converts a `width`-bit integer (read as signed when `signed`) to a float, rounding to
/// nearest even.
pub fn from_int(v: &ropt_ir::apint::ApInt, signed: bool, to: FloatKind) -> Option<FloatBits> {
    let r = if signed {
        let x = crate::int::to_i128(v)?;
        dispatch!(to, T => Some(T::from_i128(x).value.to_bits()))
    } else {
        let x = crate::int::to_u128(v)?;
        dispatch!(to, T => Some(T::from_u128(x).value.to_bits()))
    }?;
    Some(FloatBits::new(to, r))
}

/// Converts a float to a `width`-bit integer rounding toward zero; `None` when the value is NaN
/// or out of range (an invalid-operation status).
pub fn to_int(a: FloatBits, signed: bool, width: u32) -> Option<ropt_ir::apint::ApInt> {
    if width == 0 || width > 128 {
        return None;
    }
    dispatch!(a.kind, F => {
        let v = F::from_bits(a.bits);
        let mut exact = false;
        if signed {
            // `rustc_apfloat` cannot convert to a 1-bit signed integer: use 2 bits and check
            // the range of i1 (-1 and 0).
            let r = v.to_i128_r(width.max(2) as usize, Round::TowardZero, &mut exact);
            let in_range = width > 1 || matches!(r.value, -1 | 0);
            (!r.status.contains(Status::INVALID_OP) && in_range)
                .then(|| crate::int::from_i128(width, r.value))
        } else {
            let r = v.to_u128_r(width as usize, Round::TowardZero, &mut exact);
            (!r.status.contains(Status::INVALID_OP)).then(|| crate::int::from_u128(width, r.value))
        }
    })
}

/// The classification of a float value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Class {
    /// NaN.
    pub nan: bool,
    /// Infinite.
    pub infinite: bool,
    /// Normal (finite, nonzero, not subnormal).
    pub normal: bool,
    /// Zero of either sign.
    pub zero: bool,
}

/// Classifies a float constant.
pub fn classify(a: FloatBits) -> Option<Class> {
    dispatch!(a.kind, F => {
        let v = F::from_bits(a.bits);
        Some(Class {
            nan: v.is_nan(),
            infinite: v.is_infinite(),
            normal: v.is_normal(),
            zero: v.is_zero(),
        })
    })
}

/// The bits of the default quiet NaN (positive) of a kind.
pub fn nan_bits(kind: FloatKind) -> Option<u128> {
    dispatch!(kind, F => Some(F::NAN.to_bits()))
}
