//! Encodings of the builtin float types: decoding bit patterns into exact values and rounding
//! values (from `f64`, as MLIR's parser does) into bit patterns of any float type.

/// The builtin floating point types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum FloatKind {
    F16,
    BF16,
    F32,
    F64,
    F80,
    F128,
    TF32,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    F6E2M3FN,
    F6E3M2FN,
    F4E2M1FN,
}

impl FloatKind {
    /// Every float kind.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F4E2M1FN,
    ];

    /// The keyword spelling the type (`f32`, `f8E4M3FN`, ...).
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// The float kind spelled by `keyword`, if any.
    pub fn from_name(keyword: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.name() == keyword)
    }

    /// The storage width in bits.
    pub fn width(self) -> u32 {
        semantics(self).bits
    }
}

/// How a format represents infinities and NaNs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NonFinite {
    /// IEEE 754: all-ones exponent is Inf (zero mantissa) or NaN.
    Ieee,
    /// No Inf; NaN is all-ones exponent and mantissa.
    NanOnly,
    /// No Inf, no negative zero; NaN is the negative-zero pattern (the `FNUZ` types).
    NanNegZero,
    /// Every pattern is finite.
    FiniteOnly,
    /// `f8E8M0FNU`: exponent only, unsigned, no zero, NaN is all ones.
    E8M0,
}

/// The parameters of a float format.
#[derive(Debug, Clone, Copy)]
pub struct Semantics {
    /// Storage width.
    pub bits: u32,
    /// Exponent field width.
    pub exp_bits: u32,
    /// Significand precision, including the integer bit.
    pub precision: u32,
    /// Exponent bias.
    pub bias: i32,
    /// Inf/NaN representation.
    pub nonfinite: NonFinite,
    /// Whether the integer bit is stored explicitly (x87 `f80`).
    pub explicit_int_bit: bool,
}

impl Semantics {
    /// The smallest normal exponent.
    pub fn emin(&self) -> i32 {
        match self.nonfinite {
            // No subnormals: the zero exponent field is the normal value 2^-bias.
            NonFinite::E8M0 => -self.bias,
            _ => 1 - self.bias,
        }
    }

    /// Whether the format has a sign bit.
    pub fn signed(&self) -> bool {
        self.nonfinite != NonFinite::E8M0
    }

    fn mant_bits(&self) -> u32 {
        if self.explicit_int_bit {
            self.precision
        } else {
            self.precision - 1
        }
    }

    /// The largest biased exponent of a finite value, and the largest mantissa field with it.
    fn max_finite_field(&self) -> (u32, u128) {
        let all_exp = (1u32 << self.exp_bits) - 1;
        let all_mant = (1u128 << self.mant_bits()) - 1;
        match self.nonfinite {
            NonFinite::Ieee => (all_exp - 1, all_mant),
            NonFinite::NanOnly => (all_exp, all_mant - 1),
            NonFinite::NanNegZero | NonFinite::FiniteOnly => (all_exp, all_mant),
            NonFinite::E8M0 => (all_exp - 1, 0),
        }
    }
}

const fn sem(bits: u32, exp_bits: u32, bias: i32, nonfinite: NonFinite) -> Semantics {
    Semantics {
        bits,
        exp_bits,
        precision: bits - exp_bits,
        bias,
        nonfinite,
        explicit_int_bit: false,
    }
}

/// The format of a float kind.
pub fn semantics(kind: FloatKind) -> Semantics {
    use NonFinite::*;
    match kind {
        FloatKind::F16 => sem(16, 5, 15, Ieee),
        FloatKind::BF16 => sem(16, 8, 127, Ieee),
        FloatKind::F32 => sem(32, 8, 127, Ieee),
        FloatKind::F64 => sem(64, 11, 1023, Ieee),
        FloatKind::F80 => Semantics {
            bits: 80,
            exp_bits: 15,
            precision: 64,
            bias: 16383,
            nonfinite: Ieee,
            explicit_int_bit: true,
        },
        FloatKind::F128 => sem(128, 15, 16383, Ieee),
        FloatKind::TF32 => sem(19, 8, 127, Ieee),
        FloatKind::F8E5M2 => sem(8, 5, 15, Ieee),
        FloatKind::F8E4M3 => sem(8, 4, 7, Ieee),
        FloatKind::F8E4M3FN => sem(8, 4, 7, NanOnly),
        FloatKind::F8E5M2FNUZ => sem(8, 5, 16, NanNegZero),
        FloatKind::F8E4M3FNUZ => sem(8, 4, 8, NanNegZero),
        FloatKind::F8E4M3B11FNUZ => sem(8, 4, 11, NanNegZero),
        FloatKind::F8E3M4 => sem(8, 3, 3, Ieee),
        FloatKind::F8E8M0FNU => Semantics {
            bits: 8,
            exp_bits: 8,
            precision: 1,
            bias: 127,
            nonfinite: E8M0,
            explicit_int_bit: false,
        },
        FloatKind::F6E2M3FN => sem(6, 2, 1, FiniteOnly),
        FloatKind::F6E3M2FN => sem(6, 3, 3, FiniteOnly),
        FloatKind::F4E2M1FN => sem(4, 2, 1, FiniteOnly),
    }
}

/// A finite-only kind (`f4E2M1FN`, `f6E2M3FN`, `f6E3M2FN`) has no encoding for an infinity or
/// a NaN, yet like APFloat a folded value may be one (`6.0 / 0.0`): it is kept as this marker
/// bit beyond the storage width (with the sign in the sign bit), so it is distinct from every
/// finite value, and prints as its storage bits (`0x0`, `0x8`).
pub const FINITE_ONLY_INF: u128 = 1 << 16;
/// The marker of a NaN of a finite-only kind (see [`FINITE_ONLY_INF`]).
pub const FINITE_ONLY_NAN: u128 = 1 << 17;

/// A decoded float value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatValue {
    /// Zero, with its sign.
    Zero {
        /// Sign.
        negative: bool,
    },
    /// A finite nonzero value `sig * 2^exp`.
    Finite {
        /// Sign.
        negative: bool,
        /// Integer significand (nonzero).
        sig: u128,
        /// Binary exponent of the significand's lowest bit.
        exp: i32,
    },
    /// An infinity.
    Inf {
        /// Sign.
        negative: bool,
    },
    /// A NaN (payload not kept here; the bit pattern keeps it).
    NaN,
}

/// Decodes the bit pattern `bits` of a float of kind `kind`.
pub fn decode(kind: FloatKind, bits: u128) -> FloatValue {
    let s = semantics(kind);
    let mant_bits = s.mant_bits();
    let mant = bits & ((1u128 << mant_bits) - 1);
    let exp_field = ((bits >> mant_bits) & ((1u128 << s.exp_bits) - 1)) as u32;
    let negative = s.signed() && (bits >> (s.bits - 1)) & 1 == 1;
    let all_exp = (1u32 << s.exp_bits) - 1;
    match s.nonfinite {
        NonFinite::Ieee if exp_field == all_exp => {
            let frac = if s.explicit_int_bit {
                mant & ((1u128 << (mant_bits - 1)) - 1)
            } else {
                mant
            };
            return if frac == 0 {
                FloatValue::Inf { negative }
            } else {
                FloatValue::NaN
            };
        }
        NonFinite::NanOnly if exp_field == all_exp && mant == (1u128 << mant_bits) - 1 => {
            return FloatValue::NaN;
        }
        NonFinite::NanNegZero if negative && exp_field == 0 && mant == 0 => {
            return FloatValue::NaN;
        }
        NonFinite::FiniteOnly if bits & FINITE_ONLY_NAN != 0 => return FloatValue::NaN,
        NonFinite::FiniteOnly if bits & FINITE_ONLY_INF != 0 => {
            return FloatValue::Inf { negative };
        }
        NonFinite::E8M0 => {
            if exp_field == all_exp {
                return FloatValue::NaN;
            }
            // The format has no sign bit, but like APFloat a value keeps the sign it was
            // built with: it is kept in bit 8, beyond the storage width.
            return FloatValue::Finite {
                negative: (bits >> 8) & 1 == 1,
                sig: 1,
                exp: exp_field as i32 - s.bias,
            };
        }
        _ => {}
    }
    let (sig, e) = if s.explicit_int_bit {
        (mant, exp_field.max(1) as i32)
    } else if exp_field == 0 {
        (mant, 1)
    } else {
        (mant | (1u128 << mant_bits), exp_field as i32)
    };
    if sig == 0 {
        return FloatValue::Zero { negative };
    }
    FloatValue::Finite {
        negative,
        sig,
        exp: e - s.bias - (s.precision as i32 - 1),
    }
}

/// The bit pattern of the canonical quiet NaN of a kind.
pub fn nan_bits(kind: FloatKind) -> u128 {
    let s = semantics(kind);
    let mant_bits = s.mant_bits();
    let all_exp = ((1u128 << s.exp_bits) - 1) << mant_bits;
    match s.nonfinite {
        NonFinite::Ieee => {
            let q = 1u128 << (s.precision - 2);
            let int = if s.explicit_int_bit {
                1u128 << (mant_bits - 1)
            } else {
                0
            };
            all_exp | q | int
        }
        NonFinite::NanOnly => all_exp | ((1u128 << mant_bits) - 1),
        NonFinite::NanNegZero => 1u128 << (s.bits - 1),
        NonFinite::E8M0 => all_exp,
        NonFinite::FiniteOnly => 0,
    }
}

/// Encodes `(-1)^negative * sig * 2^exp` (any `sig`, rounded to nearest-even) into `kind`,
/// following MLIR's conversion rules for overflow (Inf, NaN, or saturation for finite-only types).
pub fn encode(kind: FloatKind, negative: bool, sig: u128, exp: i32) -> u128 {
    let s = semantics(kind);
    let sign_bit = |neg: bool| {
        if neg && s.signed() {
            1u128 << (s.bits - 1)
        } else {
            0
        }
    };
    let p = s.precision as i32;
    let emin = s.emin();
    if sig == 0 {
        return match s.nonfinite {
            NonFinite::NanNegZero => 0,
            NonFinite::E8M0 => 0, // Smallest value: 2^-127.
            _ => sign_bit(negative),
        };
    }
    // Round sig * 2^exp to a multiple of 2^q.
    let msb = exp + (127 - sig.leading_zeros() as i32);
    let e = msb.max(emin);
    let q = e - p + 1;
    let mut m: u128;
    let mut q2 = q;
    if exp >= q {
        let sh = (exp - q) as u32;
        m = if sh >= 128 { u128::MAX } else { sig << sh };
    } else {
        let sh = (q - exp) as u32;
        if sh >= 128 {
            m = 0;
        } else {
            m = sig >> sh;
            let rem = sig & ((1u128 << sh) - 1);
            let half = 1u128 << (sh - 1);
            if rem > half || (rem == half && m & 1 == 1) {
                m += 1;
            }
        }
    }
    if m >= (1u128 << p) {
        m >>= 1;
        q2 += 1;
    }
    let overflow = |negative: bool| -> u128 {
        match s.nonfinite {
            NonFinite::Ieee => {
                let all_exp = ((1u128 << s.exp_bits) - 1) << s.mant_bits();
                let int = if s.explicit_int_bit {
                    1u128 << (s.mant_bits() - 1)
                } else {
                    0
                };
                sign_bit(negative) | all_exp | int
            }
            NonFinite::NanOnly => sign_bit(negative) | nan_bits(kind),
            NonFinite::NanNegZero | NonFinite::E8M0 => nan_bits(kind),
            NonFinite::FiniteOnly => {
                let (me, mm) = s.max_finite_field();
                sign_bit(negative) | ((me as u128) << s.mant_bits()) | mm
            }
        }
    };
    if m == 0 {
        return match s.nonfinite {
            NonFinite::NanNegZero => 0,
            _ => sign_bit(negative),
        };
    }
    // Normalized exponent of the result.
    let top = 127 - m.leading_zeros() as i32;
    let res_exp = q2 + top;
    let (max_e, max_m) = s.max_finite_field();
    let biased = if m >= (1u128 << (p - 1)) {
        res_exp + s.bias
    } else {
        0
    };
    if biased > max_e as i32 {
        return overflow(negative);
    }
    let mant = if s.explicit_int_bit {
        m
    } else {
        m & ((1u128 << (p - 1)) - 1)
    };
    if biased == max_e as i32 && mant > max_m {
        return overflow(negative);
    }
    if s.nonfinite == NonFinite::E8M0 && negative {
        return (1 << 8) | ((biased.max(0) as u128) << s.mant_bits());
    }
    sign_bit(negative) | ((biased.max(0) as u128) << s.mant_bits()) | mant
}

/// The bits a dense or sparse element stores for the value `bits` of `kind`. A negative
/// `f8E8M0FNU` value keeps its sign in a ninth bit; stored in one byte, that sign lands on the
/// top exponent bit, as mlir-opt 22 stores it (`-1.0` becomes `0xFF`, `-2.0` becomes `2.0`).
pub fn element_storage_bits(kind: FloatKind, bits: u128) -> u128 {
    if kind == FloatKind::F8E8M0FNU {
        (bits & 0xFF) | ((bits >> 8) & 1) << 7
    } else {
        bits
    }
}

/// Converts an `f64` to the bit pattern of `kind` (round to nearest-even).
pub fn from_f64(kind: FloatKind, v: f64) -> u128 {
    if kind == FloatKind::F64 {
        return v.to_bits() as u128;
    }
    let negative = v.is_sign_negative();
    if v.is_nan() {
        return nan_bits(kind);
    }
    if v.is_infinite() {
        let s = semantics(kind);
        return match s.nonfinite {
            NonFinite::Ieee => encode(kind, negative, 1, 100_000),
            NonFinite::FiniteOnly => encode(kind, negative, 1, 100_000),
            _ => nan_bits(kind),
        };
    }
    match decode(FloatKind::F64, v.to_bits() as u128) {
        FloatValue::Finite { negative, sig, exp } => encode(kind, negative, sig, exp),
        _ => encode(kind, negative, 0, 0),
    }
}

/// Converts a value of `kind` to the nearest `f64` (exact for every kind narrower than `f64`).
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    match decode(kind, bits) {
        FloatValue::Zero { negative } => {
            if negative {
                -0.0
            } else {
                0.0
            }
        }
        FloatValue::Inf { negative } => {
            if negative {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            }
        }
        FloatValue::NaN => f64::NAN,
        FloatValue::Finite { negative, sig, exp } => {
            let b = encode(FloatKind::F64, negative, sig, exp);
            f64::from_bits(b as u64)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_common_values() {
        assert_eq!(from_f64(FloatKind::F32, 1.0), 0x3F80_0000);
        assert_eq!(from_f64(FloatKind::F16, 1.0), 0x3C00);
        assert_eq!(from_f64(FloatKind::F16, 100000.0), 0x7C00);
        assert_eq!(from_f64(FloatKind::BF16, 1.5), 0x3FC0);
        assert_eq!(from_f64(FloatKind::F8E4M3FN, 1000.0), 0x7F);
        assert_eq!(
            to_f64(FloatKind::F4E2M1FN, from_f64(FloatKind::F4E2M1FN, 1000.0)),
            6.0
        );
        assert_eq!(
            to_f64(
                FloatKind::F8E5M2FNUZ,
                from_f64(FloatKind::F8E5M2FNUZ, 1000.0)
            ),
            1024.0
        );
        assert_eq!(
            to_f64(FloatKind::F8E8M0FNU, from_f64(FloatKind::F8E8M0FNU, 3.0)),
            4.0
        );
        // The smallest E8M0 value is normal (exponent field 0) and keeps its sign.
        let tiny = 2f64.powi(-127);
        assert_eq!(from_f64(FloatKind::F8E8M0FNU, tiny), 0);
        assert_eq!(
            to_f64(FloatKind::F8E8M0FNU, from_f64(FloatKind::F8E8M0FNU, -tiny)),
            -tiny
        );
        assert_eq!(
            to_f64(FloatKind::F6E2M3FN, from_f64(FloatKind::F6E2M3FN, 0.3)),
            0.25
        );
        assert_eq!(
            to_f64(FloatKind::F16, from_f64(FloatKind::F16, 1.0e-3)),
            0.0010004043579101562
        );
        assert_eq!(
            from_f64(FloatKind::F32, f64::from(f32::MIN_POSITIVE) / 2.0),
            0x0040_0000
        );
        let v = from_f64(FloatKind::F80, 1.0);
        assert_eq!(to_f64(FloatKind::F80, v), 1.0);
        let v = from_f64(FloatKind::F128, -2.5);
        assert_eq!(to_f64(FloatKind::F128, v), -2.5);
    }
}
