//! Float arithmetic with LLVM `APFloat` semantics (through `rustc_apfloat`) on raw bit patterns
//! of every builtin float kind that `rustc_apfloat` can model.
//!
//! Values are `(FloatKind, u128 bits)`. Kinds that `rustc_apfloat` cannot model (the `FNUZ`
//! types, the finite-only `f6`/`f4` types and `f8E8M0FNU`) are computed exactly in `f64`
//! (their values and the exact results of `+ - * fmod` fit it; for `/` the double rounding is
//! harmless as `f64` has more than twice their precision plus two bits) and rounded back to
//! nearest-even with [`crate::float`]'s encoder.

use crate::apint::ApInt;
use crate::float::{self, FloatKind};
use crate::int;
use rustc_apfloat::ieee::{
    BFloat, Double, Float8E4M3FN, Float8E5M2, Half, IeeeFloat, Quad, Semantics, Single,
    X87DoubleExtended,
};
use rustc_apfloat::{Float, FloatConvert, Status, StatusAnd};
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

/// Whether `kind` is modelled by `rustc_apfloat` directly (see the module doc).
pub fn supported(kind: FloatKind) -> bool {
    dispatch!(kind, F => Some(F::ZERO.is_zero())).is_some()
}

/// Whether constants of `kind` fold at all: every kind. (`f8E8M0FNU` follows APFloat's
/// quirks: a value keeps its sign beyond the storage width, zero converts to the smallest
/// value, and its NaN converts to infinity; see [`narrow`] and [`convert`].)
pub fn foldable(kind: FloatKind) -> bool {
    let _ = kind;
    true
}

fn ieee(kind: FloatKind) -> bool {
    float::semantics(kind).nonfinite == float::NonFinite::Ieee
}

fn finite_only(kind: FloatKind) -> bool {
    float::semantics(kind).nonfinite == float::NonFinite::FiniteOnly
}

/// The float operations the folders use, as one generic function per op.
pub trait Ops {
    /// The result bits of applying the operation.
    fn apply<F: Float>(&self, xs: &[F]) -> Option<F>;
}

/// Applies `op` to operands of one kind (all of `xs` must have the kind of the first).
pub fn apply(xs: &[FloatBits], op: &impl Ops) -> Option<FloatBits> {
    let kind = xs.first()?.kind;
    if xs.iter().any(|x| x.kind != kind) || !foldable(kind) {
        return None;
    }
    if !supported(kind) {
        let vals: Vec<Double> = xs.iter().map(|x| wide(*x)).collect();
        let r = op.apply(&vals)?;
        return Some(FloatBits::new(kind, narrow(kind, r)));
    }
    dispatch!(kind, F => {
        let vals: Vec<F> = xs.iter().map(|x| F::from_bits(x.bits)).collect();
        op.apply(&vals).map(|r| FloatBits::new(kind, r.to_bits()))
    })
}

/// The exact `f64` value of a constant of a kind that `rustc_apfloat` does not model.
fn wide(x: FloatBits) -> Double {
    Double::from_bits(float::to_f64(x.kind, x.bits).to_bits() as u128)
}

/// Rounds an `f64` to nearest-even in a kind that `rustc_apfloat` does not model. Like
/// APFloat, a NaN or an infinity stays one in a finite-only kind, which cannot encode it: it
/// gets the marker bits of `float::FINITE_ONLY_INF` / `FINITE_ONLY_NAN`.
fn narrow(kind: FloatKind, v: Double) -> u128 {
    let d = f64::from_bits(v.to_bits() as u64);
    if finite_only(kind) && !d.is_finite() {
        let width = float::semantics(kind).bits;
        let sign = if d.is_sign_negative() {
            1u128 << (width - 1)
        } else {
            0
        };
        let mark = if d.is_nan() {
            float::FINITE_ONLY_NAN
        } else {
            float::FINITE_ONLY_INF
        };
        return sign | mark;
    }
    if kind == FloatKind::F8E8M0FNU && d.is_sign_negative() && !d.is_nan() {
        // APFloat keeps the sign of an unsigned-format value (bit 8, beyond the storage).
        let magnitude = float::from_f64(kind, -d);
        return match float::decode(kind, magnitude) {
            float::FloatValue::NaN => magnitude,
            _ => magnitude | 1 << 8,
        };
    }
    float::from_f64(kind, d)
}

/// Whether the fraction of the NaN `a` keeps all its set bits when shifted right to the
/// fraction width of `to` (APFloat's loss check for NaN conversions).
fn nan_payload_fits(a: FloatBits, to: FloatKind) -> bool {
    if !ieee(a.kind) {
        // One NaN encoding: APFloat keeps no payload for it.
        return true;
    }
    let frac = |k| float::semantics(k).precision - 1;
    let (src, dst) = (frac(a.kind), frac(to));
    let fraction = a.bits & ((1u128 << src) - 1);
    src <= dst || fraction & ((1u128 << (src - dst)) - 1) == 0
}

/// A constant as an `f64` (through `rustc_apfloat`'s conversion for modelled kinds), and
/// whether that was exact.
fn as_double(a: FloatBits) -> Option<(Double, bool)> {
    if !supported(a.kind) {
        return Some((wide(a), true));
    }
    dispatch!(a.kind, S => {
        let mut loses = false;
        let r: StatusAnd<Double> = FloatConvert::<Double>::convert_r(
            S::from_bits(a.bits),
            Round::NearestTiesToEven,
            &mut loses,
        );
        Some((r.value, !loses && r.status == Status::OK))
    })
}

/// A rounding mode (LLVM `APFloat`'s `roundingMode`).
pub use rustc_apfloat::Round;

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

/// The larger (`max`) or smaller of two non-NaN values, with -0 < +0; on a tie, `a`.
fn ordered_pick<F: Float>(a: F, b: F, max: bool) -> F {
    if a.is_zero() && b.is_zero() && a.is_negative() != b.is_negative() {
        return if a.is_negative() == max { b } else { a };
    }
    let (lo, hi) = if max { (a, b) } else { (b, a) };
    if lo.partial_cmp(&hi) == Some(Ordering::Less) {
        b
    } else {
        a
    }
}

/// `maximum`/`minimum`: a NaN operand wins, quieted.
fn nan_propagating<F: Float>(a: F, b: F, max: bool) -> F {
    if a.is_nan() {
        quiet(a)
    } else if b.is_nan() {
        quiet(b)
    } else {
        ordered_pick(a, b, max)
    }
}

/// `maxNum`/`minNum`: a signaling NaN wins, quieted; a quiet NaN yields the other operand.
fn nan_ignoring<F: Float>(a: F, b: F, max: bool) -> F {
    if a.is_signaling() {
        quiet(a)
    } else if b.is_signaling() {
        quiet(b)
    } else if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else {
        ordered_pick(a, b, max)
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
            BinOp::Maximum => nan_propagating(a, b, true),
            BinOp::Minimum => nan_propagating(a, b, false),
            BinOp::MaxNum => nan_ignoring(a, b, true),
            BinOp::MinNum => nan_ignoring(a, b, false),
            BinOp::CopySign => a.copy_sign(b),
        })
    }
}

/// `a op b` with rounding `mode`.
pub fn binop(op: BinOp, a: FloatBits, b: FloatBits, round: Round) -> Option<FloatBits> {
    if !supported(a.kind) && round != Round::NearestTiesToEven {
        return None;
    }
    apply(&[a, b], &Bin(op, round))
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
    // APFloat rounds to an integer by adding and subtracting 2^(precision-1); with the single
    // significand bit of f8E8M0FNU a tie always rounds away from zero (0.5 gives 1).
    let op = match op {
        UnOp::RoundEven if a.kind == FloatKind::F8E8M0FNU => UnOp::Round,
        op => op,
    };
    let rounds = matches!(
        op,
        UnOp::Ceil | UnOp::Floor | UnOp::Round | UnOp::RoundEven | UnOp::Trunc
    );
    if rounds && magic_saturates(a.kind) {
        // The sum saturates to the largest value, from which 2^(precision-1) (itself the
        // largest value) is subtracted back: a zero, with the input's sign.
        let sign = 1u128 << (float::semantics(a.kind).bits - 1);
        return Some(FloatBits::new(a.kind, a.bits & sign));
    }
    apply(&[a], &Un(op))
}

/// Whether APFloat's rounding to an integer breaks on `kind`: a finite-only kind whose largest
/// value is below 2^(precision-1), the constant added and subtracted back (`f6E2M3FN`).
fn magic_saturates(kind: FloatKind) -> bool {
    let s = float::semantics(kind);
    if !finite_only(kind) || s.bits < 2 {
        return false;
    }
    let largest = float::to_f64(kind, (1u128 << (s.bits - 1)) - 1);
    largest < 2f64.powi(s.precision as i32 - 1)
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

/// The IEEE ordering of two floats of one kind (`Some(None)`: unordered).
pub fn compare(a: FloatBits, b: FloatBits) -> Option<Option<Ordering>> {
    if a.kind != b.kind {
        return None;
    }
    if !supported(a.kind) {
        return Some(wide(a).partial_cmp(&wide(b)));
    }
    dispatch!(a.kind, F => Some(F::from_bits(a.bits).partial_cmp(&F::from_bits(b.bits))))
}

/// Whether the value is NaN.
pub fn is_nan(a: FloatBits) -> Option<bool> {
    if !supported(a.kind) {
        return Some(wide(a).is_nan());
    }
    dispatch!(a.kind, F => Some(F::from_bits(a.bits).is_nan()))
}

/// Whether the value is exactly `-0.0`.
pub fn is_neg_zero(a: FloatBits) -> bool {
    if !supported(a.kind) {
        return wide(a).is_neg_zero();
    }
    dispatch!(a.kind, F => Some(F::from_bits(a.bits).is_neg_zero())).unwrap_or(false)
}

/// Whether the value is exactly `+0.0`.
pub fn is_pos_zero(a: FloatBits) -> bool {
    if !supported(a.kind) {
        return wide(a).is_pos_zero();
    }
    dispatch!(a.kind, F => Some(F::from_bits(a.bits).is_pos_zero())).unwrap_or(false)
}

/// Whether the value is `+inf` (`positive`) or `-inf`.
pub fn is_inf(a: FloatBits, positive: bool) -> bool {
    if !supported(a.kind) {
        let v = wide(a);
        return v.is_infinite() && v.is_negative() != positive;
    }
    dispatch!(a.kind, F => {
        let v = F::from_bits(a.bits);
        Some(v.is_infinite() && v.is_negative() != positive)
    })
    .unwrap_or(false)
}

/// Whether the value is exactly `1.0`.
pub fn is_one(a: FloatBits) -> bool {
    if !supported(a.kind) {
        return wide(a).bitwise_eq(Double::from_u128(1).value);
    }
    dispatch!(a.kind, F => {
        let v = F::from_bits(a.bits);
        Some(v.bitwise_eq(F::from_u128(1).value))
    })
    .unwrap_or(false)
}

/// Converts between float kinds with rounding `mode`; also reports whether the conversion was
/// exact (no information lost, no exception: converting a signaling NaN is not exact).
pub fn convert(a: FloatBits, to: FloatKind, round: Round) -> Option<(FloatBits, bool)> {
    if !foldable(a.kind) || !foldable(to) {
        return None;
    }
    if !supported(a.kind) || !supported(to) {
        // Through f64: exact when both steps are (then the rounding mode does not matter).
        // APFloat keeps NaN and infinities in finite-only kinds without complaint.
        let (d, exact_in) = as_double(a)?;
        if a.kind == FloatKind::F8E8M0FNU && d.is_nan() && ieee(to) {
            // APFloat turns the NaN of f8E8M0FNU into +infinity, exactly.
            let inf = float::from_f64(to, f64::INFINITY);
            return Some((FloatBits::new(to, inf), true));
        }
        if to == FloatKind::F8E8M0FNU && d.is_zero() {
            // No zero: APFloat gives the smallest value (2^-127), without complaint.
            return Some((FloatBits::new(to, 0), exact_in));
        }
        if finite_only(to) && !d.is_finite() {
            // Exact unless the source was not representable or a NaN loses payload bits.
            let exact = exact_in && (!d.is_nan() || nan_payload_fits(a, to));
            return Some((FloatBits::new(to, narrow(to, d)), exact));
        }
        let bits = if supported(to) {
            dispatch!(to, T => {
                let mut loses = false;
                let r: StatusAnd<T> = FloatConvert::<T>::convert_r(d, round, &mut loses);
                Some(r.value.to_bits())
            })?
        } else {
            narrow(to, d)
        };
        let r = FloatBits::new(to, bits);
        let (back, _) = as_double(r)?;
        // An IEEE NaN converted to a kind whose NaN has no payload or sign is not exact; the
        // single NaN of such a kind converts exactly to the canonical quiet NaN.
        let exact = exact_in
            && if d.is_nan() {
                !ieee(a.kind) && ieee(to)
            } else {
                back.bitwise_eq(d)
            };
        return Some((r, exact));
    }
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
/// nearest even. Integers wider than 128 bits are rounded once: their top 126 bits plus a
/// sticky bit keep enough precision for every kind.
pub fn from_int(v: &ApInt, signed: bool, to: FloatKind) -> Option<FloatBits> {
    if !foldable(to) {
        return None;
    }
    if !supported(to) {
        let d = from_int(v, signed, FloatKind::F64)?;
        return Some(FloatBits::new(to, narrow(to, Double::from_bits(d.bits))));
    }
    let fits = if signed {
        int::to_i128(v).is_some()
    } else {
        int::to_u128(v).is_some()
    };
    if !fits {
        let negative = signed && v.is_negative();
        let mag = if negative { int::neg(v) } else { v.clone() };
        let len = v.width() - int::leading_zeros(&mag);
        let shift = len - 126;
        let top = int::to_u128(&int::lshr(&mag, shift))?;
        let sticky = !int::trunc(&mag, shift).is_zero();
        let t = (top << 1) | sticky as u128;
        let r = dispatch!(to, T => {
            let x = T::from_u128(t).value.scalbn(shift as rustc_apfloat::ExpInt - 1);
            Some((if negative { -x } else { x }).to_bits())
        })?;
        return Some(FloatBits::new(to, r));
    }
    let r = if signed {
        let x = int::to_i128(v)?;
        dispatch!(to, T => Some(T::from_i128(x).value.to_bits()))
    } else {
        let x = int::to_u128(v)?;
        dispatch!(to, T => Some(T::from_u128(x).value.to_bits()))
    }?;
    Some(FloatBits::new(to, r))
}

/// Converts a float to a `width`-bit integer rounding toward zero; `None` when the value is NaN
/// or out of range (an invalid-operation status).
pub fn to_int(a: FloatBits, signed: bool, width: u32) -> Option<ApInt> {
    if width == 0 || !foldable(a.kind) {
        return None;
    }
    if !supported(a.kind) {
        return to_int(
            FloatBits::new(FloatKind::F64, wide(a).to_bits()),
            signed,
            width,
        );
    }
    if width > 128 {
        // Values below 2^127 in magnitude convert as 128-bit integers; larger ones are
        // integers already and convert exactly.
        if let float::FloatValue::Finite { negative, sig, exp } = float::decode(a.kind, a.bits)
            && exp >= 0
            && 128 - sig.leading_zeros() as i32 + exp > 127
        {
            let len = (128 - sig.leading_zeros()) as i64 + exp as i64;
            let pow2 = sig.is_power_of_two();
            let ok = if signed {
                len < width as i64 || negative && pow2 && len == width as i64
            } else {
                !negative && len <= width as i64
            };
            if !ok {
                return None;
            }
            let mag = int::shl(&int::from_u128(width, sig), exp as u32);
            return Some(if negative { int::neg(&mag) } else { mag });
        }
        let r = to_int(a, signed, 128)?;
        return Some(if signed {
            int::sext(&r, width)
        } else {
            int::zext(&r, width)
        });
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
                .then(|| int::from_i128(width, r.value))
        } else {
            let r = v.to_u128_r(width as usize, Round::TowardZero, &mut exact);
            (!r.status.contains(Status::INVALID_OP)).then(|| int::from_u128(width, r.value))
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
    if !supported(a.kind) {
        use float::FloatValue;
        let sem = float::semantics(a.kind);
        let v = float::decode(a.kind, a.bits);
        return Some(Class {
            nan: v == FloatValue::NaN,
            infinite: matches!(v, FloatValue::Inf { .. }),
            // Normal: the leading bit is at or above the smallest normal exponent.
            // (Every finite f8E8M0FNU value is normal, 2^-127 included.)
            normal: match v {
                FloatValue::Finite { .. } if a.kind == FloatKind::F8E8M0FNU => true,
                FloatValue::Finite { sig, exp, .. } => {
                    exp + (128 - sig.leading_zeros() as i32) > sem.emin()
                }
                _ => false,
            },
            zero: matches!(v, FloatValue::Zero { .. }),
        });
    }
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
    if finite_only(kind) {
        return Some(float::FINITE_ONLY_NAN);
    }
    if !supported(kind) {
        return Some(float::nan_bits(kind));
    }
    dispatch!(kind, F => Some(F::NAN.to_bits()))
}
