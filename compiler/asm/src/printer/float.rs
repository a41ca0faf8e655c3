//! Printing float values exactly as MLIR does.
//!
//! A finite value is printed in scientific notation with 6 fractional digits when that text
//! parses back to the same value; otherwise in APFloat's shortest round-trip decimal form when
//! that form contains a `.`; otherwise (and for Inf/NaN) as the hexadecimal bit pattern.

use std::fmt::Write;

use ropt_ir::FloatKind;
use ropt_numbers::float::{FloatValue, decode, from_f64, semantics};
use rustc_apfloat::Float;
use rustc_apfloat::ieee::{IeeeFloat, Quad, Semantics, X87DoubleExtended};

macro_rules! wide_semantics {
    ($($name:ident = $p:literal),* $(,)?) => {
        $(
            /// A semantics with the given precision and a 15-bit exponent (for digit generation).
            struct $name;
            impl Semantics for $name {
                const BITS: usize = $p + 15;
                const EXP_BITS: usize = 15;
            }
        )*
    };
}

wide_semantics!(
    P2 = 2,
    P3 = 3,
    P4 = 4,
    P5 = 5,
    P8 = 8,
    P11 = 11,
    P24 = 24,
    P53 = 53,
    P64 = 64,
    P113 = 113
);

/// Formats `sig * 2^exp` with APFloat's `toString(precision, max_padding, truncate_zero)`.
fn to_string_p<S: Semantics>(
    negative: bool,
    sig: u128,
    exp: i32,
    precision: Option<usize>,
    padding: usize,
    alternate: bool,
) -> String {
    let mut v = IeeeFloat::<S>::from_u128(sig)
        .value
        .scalbn(exp as rustc_apfloat::ExpInt);
    if negative {
        v = -v;
    }
    match (precision, alternate) {
        (Some(p), true) => format!("{v:#w$.p$}", w = padding),
        (Some(p), false) => format!("{v:w$.p$}", w = padding),
        (None, true) => format!("{v:#w$}", w = padding),
        (None, false) => format!("{v:w$}", w = padding),
    }
}

fn to_string(
    kind: FloatKind,
    negative: bool,
    sig: u128,
    exp: i32,
    precision: Option<usize>,
    padding: usize,
    alternate: bool,
) -> String {
    let p = semantics(kind).precision;
    let f = match p {
        // Precision 1 (f8E8M0FNU) prints like precision 2: both give the same default digits.
        1 | 2 => to_string_p::<P2>,
        3 => to_string_p::<P3>,
        4 => to_string_p::<P4>,
        5 => to_string_p::<P5>,
        8 => to_string_p::<P8>,
        11 => to_string_p::<P11>,
        24 => to_string_p::<P24>,
        53 => to_string_p::<P53>,
        64 => to_string_p::<P64>,
        _ => to_string_p::<P113>,
    };
    f(negative, sig, exp, precision, padding, alternate)
}

/// APFloat's `toString(6, 0, false)` form (`1.234560e+00`) without big-number arithmetic, for
/// kinds whose values are exact `f64`s. APFloat forms the exact integer `N = sig * 5^k` (or
/// `sig << e`), truncates its low digits down to about 20 bits of precision, then rounds the
/// rest half up to 6 digits; only the top 7 digits of `N` matter, and Rust's exact decimal
/// formatting provides them. `None` when those digits cannot be read off safely.
fn scientific_fast(kind: FloatKind, negative: bool, sig: u128, exp: i32) -> Option<String> {
    if semantics(kind).precision > 53 || sig == 0 {
        return None;
    }
    // Strip trailing binary zeros, as APFloat does.
    let tz = sig.trailing_zeros();
    let (sig, exp) = (sig >> tz, exp + tz as i32);
    let v = (sig as f64) * 2f64.powi(exp);
    if !v.is_finite() || v == 0.0 {
        return None;
    }
    // Bit length of N.
    let sig_bits = 128 - sig.leading_zeros() as i32;
    let (omsb, k) = if exp >= 0 {
        (sig_bits + exp, 0)
    } else {
        let l = (sig as f64).log2() + (-exp) as f64 * 5f64.log2();
        (l.floor() as i32 + 1, -exp)
    };
    let long = format!("{v:.16e}");
    let (mant, e10) = long.split_once('e')?;
    let e10: i32 = e10.parse().ok()?;
    let digits: Vec<u8> = mant.bytes().filter(|c| c.is_ascii_digit()).collect();
    // A carry from the rounded tail could have changed the leading digits.
    if digits[7..].iter().all(|&d| d == b'9') {
        return None;
    }
    let len_n = e10 + k + 1;
    let discard = (omsb - 20).max(0) * 59 / 196;
    let kept = (len_n - discard).max(1) as usize;
    let mut d: Vec<u8> = digits[..kept.min(7)].to_vec();
    let mut exp10 = e10;
    if d.len() > 6 {
        let up = d[6] >= b'5';
        d.truncate(6);
        if up {
            let mut i = 6;
            loop {
                if i == 0 {
                    d.insert(0, b'1');
                    d.truncate(6);
                    exp10 += 1;
                    break;
                }
                i -= 1;
                if d[i] == b'9' {
                    d[i] = b'0';
                } else {
                    d[i] += 1;
                    break;
                }
            }
        }
    }
    while d.len() > 1 && d.last() == Some(&b'0') {
        d.pop();
    }
    let mut out = String::with_capacity(16);
    if negative {
        out.push('-');
    }
    out.push(d[0] as char);
    out.push('.');
    for i in 1..7 {
        out.push(d.get(i).copied().unwrap_or(b'0') as char);
    }
    let _ = write!(
        out,
        "e{}{:02}",
        if exp10 < 0 { '-' } else { '+' },
        exp10.unsigned_abs()
    );
    Some(out)
}

/// Parses decimal `text` into the bit pattern of `kind` (as APFloat's string constructor would).
fn parse_bits(kind: FloatKind, text: &str) -> Option<u128> {
    match kind {
        FloatKind::F128 => text.parse::<Quad>().ok().map(|v| v.to_bits()),
        FloatKind::F80 => text.parse::<X87DoubleExtended>().ok().map(|v| v.to_bits()),
        FloatKind::F64 => text.parse::<f64>().ok().map(|v| v.to_bits() as u128),
        // A short decimal never lies close enough to a rounding boundary of these narrower
        // formats for the intermediate f64 rounding to matter.
        _ => text.parse::<f64>().ok().map(|v| from_f64(kind, v)),
    }
}

/// Writes the value with bit pattern `bits` of type `kind`; returns whether it was printed as
/// hexadecimal bits.
pub fn write_float(out: &mut impl Write, kind: FloatKind, bits: u128) -> bool {
    let value = decode(kind, bits);
    let (negative, sig, exp) = match value {
        FloatValue::Inf { .. } | FloatValue::NaN => {
            let _ = write!(out, "0x{:X}", storage_bits(kind, bits));
            return true;
        }
        FloatValue::Zero { negative } => (negative, 0, 0),
        FloatValue::Finite { negative, sig, exp } => (negative, sig, exp),
    };
    let text = if sig == 0 {
        if negative {
            "-0.000000e+00".to_string()
        } else {
            "0.000000e+00".to_string()
        }
    } else {
        scientific_fast(kind, negative, sig, exp)
            .unwrap_or_else(|| to_string(kind, negative, sig, exp, Some(6), 0, true))
    };
    if parse_bits(kind, &text) == Some(bits) {
        let _ = out.write_str(&text);
        return false;
    }
    let text = to_string(kind, negative, sig, exp, None, 3, false);
    if text.contains('.') {
        let _ = out.write_str(&text);
        return false;
    }
    let _ = write!(out, "0x{:X}", storage_bits(kind, bits));
    true
}

/// The bits of the storage format (drops the sign kept beyond the width of `f8E8M0FNU`, and
/// what a dense element's bytes hold above a narrower type's width).
pub fn storage_bits(kind: FloatKind, bits: u128) -> u128 {
    let w = semantics(kind).bits;
    if w >= 128 {
        bits
    } else {
        bits & ((1u128 << w) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(kind: FloatKind, v: f64) -> String {
        let mut s = String::new();
        write_float(&mut s, kind, from_f64(kind, v));
        s
    }

    #[test]
    fn fast_path_agrees_with_apfloat_digits() {
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        for i in 0..20000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (kind, bits) = match i % 4 {
                0 => (FloatKind::F64, (x >> 1) as u128),
                1 => (FloatKind::F32, (x & 0x7FFF_FFFF) as u128),
                2 => (FloatKind::F16, (x & 0x7FFF) as u128),
                _ => (FloatKind::BF16, (x & 0x7FFF) as u128),
            };
            if let FloatValue::Finite { negative, sig, exp } = decode(kind, bits) {
                let slow = to_string(kind, negative, sig, exp, Some(6), 0, true);
                if let Some(fast) = scientific_fast(kind, negative, sig, exp) {
                    assert_eq!(fast, slow, "{kind:?} {bits:#x}");
                }
            }
        }
    }

    #[test]
    fn matches_mlir() {
        assert_eq!(p(FloatKind::F32, 1.0), "1.000000e+00");
        assert_eq!(p(FloatKind::F64, 0.1), "1.000000e-01");
        assert_eq!(p(FloatKind::F32, 1.0e10), "1.000000e+10");
        assert_eq!(p(FloatKind::F32, -0.0), "-0.000000e+00");
        assert_eq!(p(FloatKind::F16, 1.0e-3), "1.000400e-03");
        assert_eq!(p(FloatKind::F64, 123456789.0), "0x419D6F3454000000");
        assert_eq!(p(FloatKind::F64, 1.0e-320), "9.999880e-321");
        assert_eq!(
            p(FloatKind::F128, 1.1),
            "1.10000000000000008881784197001252323"
        );
        assert_eq!(p(FloatKind::F80, 1.0e300), "1.0000000000000000525E+300");
        assert_eq!(p(FloatKind::F8E4M3FN, 1000.0), "0x7F");
        assert_eq!(p(FloatKind::F16, 100000.0), "0x7C00");
        assert_eq!(p(FloatKind::F8E5M2FNUZ, 1000.0), "1.024000e+03");
        assert_eq!(p(FloatKind::F8E8M0FNU, 3.0), "4.000000e+00");
        assert_eq!(p(FloatKind::TF32, 1.0), "1.000000e+00");
    }
}
