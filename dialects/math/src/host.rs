//! The `math` ops that MLIR folds through the host C library (`f32` and `f64` only).

use ropt_ir::types::FloatKind;
use ropt_numbers::apfloat::{self as float, FloatBits};

/// A host-library function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostFn {
    /// `acos`.
    Acos,
    /// `acosh`.
    Acosh,
    /// `asin`.
    Asin,
    /// `asinh`.
    Asinh,
    /// `atan`.
    Atan,
    /// `atanh`.
    Atanh,
    /// `cos`.
    Cos,
    /// `cosh`.
    Cosh,
    /// `sin`.
    Sin,
    /// `sinh`.
    Sinh,
    /// `tan`.
    Tan,
    /// `tanh`.
    Tanh,
    /// `erf`.
    Erf,
    /// `erfc`.
    Erfc,
    /// `exp`.
    Exp,
    /// `exp2`.
    Exp2,
    /// `expm1`.
    ExpM1,
    /// `log`.
    Log,
    /// `log10`.
    Log10,
    /// `log1p`.
    Log1p,
    /// `log2`.
    Log2,
    /// `sqrt`.
    Sqrt,
    /// `round` (ties away from zero).
    Round,
    /// `trunc`.
    Trunc,
}

// The C library's functions, exactly what MLIR's folders call (Rust's own `acosh` & co. round
// differently).
unsafe extern "C" {
    safe fn acos(x: f64) -> f64;
    safe fn acosf(x: f32) -> f32;
    safe fn acosh(x: f64) -> f64;
    safe fn acoshf(x: f32) -> f32;
    safe fn asin(x: f64) -> f64;
    safe fn asinf(x: f32) -> f32;
    safe fn asinh(x: f64) -> f64;
    safe fn asinhf(x: f32) -> f32;
    safe fn atan(x: f64) -> f64;
    safe fn atanf(x: f32) -> f32;
    safe fn atanh(x: f64) -> f64;
    safe fn atanhf(x: f32) -> f32;
    safe fn cos(x: f64) -> f64;
    safe fn cosf(x: f32) -> f32;
    safe fn cosh(x: f64) -> f64;
    safe fn coshf(x: f32) -> f32;
    safe fn sin(x: f64) -> f64;
    safe fn sinf(x: f32) -> f32;
    safe fn sinh(x: f64) -> f64;
    safe fn sinhf(x: f32) -> f32;
    safe fn tan(x: f64) -> f64;
    safe fn tanf(x: f32) -> f32;
    safe fn tanh(x: f64) -> f64;
    safe fn tanhf(x: f32) -> f32;
    safe fn erf(x: f64) -> f64;
    safe fn erff(x: f32) -> f32;
    safe fn erfc(x: f64) -> f64;
    safe fn erfcf(x: f32) -> f32;
    safe fn exp(x: f64) -> f64;
    safe fn expf(x: f32) -> f32;
    safe fn exp2(x: f64) -> f64;
    safe fn exp2f(x: f32) -> f32;
    safe fn expm1(x: f64) -> f64;
    safe fn expm1f(x: f32) -> f32;
    safe fn log(x: f64) -> f64;
    safe fn logf(x: f32) -> f32;
    safe fn log10(x: f64) -> f64;
    safe fn log10f(x: f32) -> f32;
    safe fn log1p(x: f64) -> f64;
    safe fn log1pf(x: f32) -> f32;
    safe fn log2(x: f64) -> f64;
    safe fn log2f(x: f32) -> f32;
    safe fn sqrt(x: f64) -> f64;
    safe fn sqrtf(x: f32) -> f32;
    safe fn round(x: f64) -> f64;
    safe fn roundf(x: f32) -> f32;
    safe fn trunc(x: f64) -> f64;
    safe fn truncf(x: f32) -> f32;
    safe fn atan2(y: f64, x: f64) -> f64;
    safe fn atan2f(y: f32, x: f32) -> f32;
    safe fn pow(x: f64, y: f64) -> f64;
    safe fn powf(x: f32, y: f32) -> f32;
}

fn f64_fn(f: HostFn, x: f64) -> f64 {
    use HostFn::*;
    match f {
        Acos => acos(x),
        Acosh => acosh(x),
        Asin => asin(x),
        Asinh => asinh(x),
        Atan => atan(x),
        Atanh => atanh(x),
        Cos => cos(x),
        Cosh => cosh(x),
        Sin => sin(x),
        Sinh => sinh(x),
        Tan => tan(x),
        Tanh => tanh(x),
        Erf => erf(x),
        Erfc => erfc(x),
        Exp => exp(x),
        Exp2 => exp2(x),
        ExpM1 => expm1(x),
        Log => log(x),
        Log10 => log10(x),
        Log1p => log1p(x),
        Log2 => log2(x),
        Sqrt => sqrt(x),
        Round => round(x),
        Trunc => trunc(x),
    }
}

fn f32_fn(f: HostFn, x: f32) -> f32 {
    use HostFn::*;
    match f {
        Acos => acosf(x),
        Acosh => acoshf(x),
        Asin => asinf(x),
        Asinh => asinhf(x),
        Atan => atanf(x),
        Atanh => atanhf(x),
        Cos => cosf(x),
        Cosh => coshf(x),
        Sin => sinf(x),
        Sinh => sinhf(x),
        Tan => tanf(x),
        Tanh => tanhf(x),
        Erf => erff(x),
        Erfc => erfcf(x),
        Exp => expf(x),
        Exp2 => exp2f(x),
        ExpM1 => expm1f(x),
        Log => logf(x),
        Log10 => log10f(x),
        Log1p => log1pf(x),
        Log2 => log2f(x),
        Sqrt => sqrtf(x),
        Round => roundf(x),
        Trunc => truncf(x),
    }
}

/// Whether MLIR refuses to fold `f` at `x`: the logarithms and `sqrt` of negative values
/// (including -0.0), and `log1p` below -1.
fn refused(f: HostFn, negative: bool, below_minus_one: bool) -> bool {
    use HostFn::*;
    match f {
        Log | Log10 | Log2 | Sqrt => negative,
        Log1p => below_minus_one,
        _ => false,
    }
}

/// Applies `f` to an `f32`/`f64` constant; other kinds do not fold.
pub fn unary(f: HostFn, a: FloatBits) -> Option<FloatBits> {
    match a.kind {
        FloatKind::F32 => {
            let x = f32::from_bits(a.bits as u32);
            if refused(f, x.is_sign_negative(), (x + 1.0).is_sign_negative()) {
                return None;
            }
            let r = f32_fn(f, x);
            Some(FloatBits::new(a.kind, r.to_bits() as u128))
        }
        FloatKind::F64 => {
            let x = f64::from_bits(a.bits as u64);
            if refused(f, x.is_sign_negative(), (x + 1.0).is_sign_negative()) {
                return None;
            }
            let r = f64_fn(f, x);
            Some(FloatBits::new(a.kind, r.to_bits() as u128))
        }
        _ => None,
    }
}

/// `atan2` or `powf` on `f32`/`f64` constants of one kind (`atan2(±0, ±0)` is NaN for every
/// kind, as MLIR folds it).
pub fn binary(op: crate::Binary, a: FloatBits, b: FloatBits) -> Option<FloatBits> {
    let is_pow = op == crate::Binary::PowF;
    if !is_pow && float::classify(a)?.zero && float::classify(b)?.zero && a.kind == b.kind {
        return Some(FloatBits::new(a.kind, float::nan_bits(a.kind)?));
    }
    match (a.kind, b.kind) {
        (FloatKind::F32, FloatKind::F32) => {
            let (x, y) = (f32::from_bits(a.bits as u32), f32::from_bits(b.bits as u32));
            let r = if is_pow { powf(x, y) } else { atan2f(x, y) };
            Some(FloatBits::new(a.kind, r.to_bits() as u128))
        }
        (FloatKind::F64, FloatKind::F64) => {
            let (x, y) = (f64::from_bits(a.bits as u64), f64::from_bits(b.bits as u64));
            let r = if is_pow { pow(x, y) } else { atan2(x, y) };
            Some(FloatBits::new(a.kind, r.to_bits() as u128))
        }
        _ => None,
    }
}
