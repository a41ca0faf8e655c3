//! A fixed-width two's complement integer of any width (the value of integer attributes).
//!
//! Widths up to 64 bits are stored inline; wider values use little-endian 64-bit limbs.

use std::fmt;

/// A `width`-bit integer. Bits above `width` are always zero.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct ApInt {
    width: u32,
    repr: Repr,
}

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    Small(u64),
    Large(Box<[u64]>),
}

fn limbs_for(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

/// Clears the bits of `limbs` at and above `width`.
fn truncate(limbs: &mut [u64], width: u32) {
    let full = width as usize / 64;
    let rem = width % 64;
    for (i, l) in limbs.iter_mut().enumerate() {
        if i > full || (i == full && rem == 0) {
            *l = 0;
        } else if i == full {
            *l &= (1u64 << rem) - 1;
        }
    }
}

/// Multiplies `limbs` by `m` and adds `a`, returning the carry out.
fn mul_add(limbs: &mut [u64], m: u64, a: u64) -> u64 {
    let mut carry = a as u128;
    for l in limbs.iter_mut() {
        let v = (*l as u128) * (m as u128) + carry;
        *l = v as u64;
        carry = v >> 64;
    }
    carry as u64
}

/// Divides `limbs` by `d` in place, returning the remainder.
fn div_rem(limbs: &mut [u64], d: u64) -> u64 {
    let mut rem: u128 = 0;
    for l in limbs.iter_mut().rev() {
        let cur = (rem << 64) | (*l as u128);
        *l = (cur / d as u128) as u64;
        rem = cur % d as u128;
    }
    rem as u64
}

fn negate(limbs: &mut [u64]) {
    let mut carry = 1u64;
    for l in limbs.iter_mut() {
        let (v, c) = (!*l).overflowing_add(carry);
        *l = v;
        carry = c as u64;
    }
}

impl ApInt {
    /// A `width`-bit integer from the low bits of `value` (sign-extended when wider than 64).
    pub fn from_i64(width: u32, value: i64) -> ApInt {
        if width <= 64 {
            return ApInt::from_u64(width, value as u64);
        }
        let ext = if value < 0 { u64::MAX } else { 0 };
        let mut limbs = vec![ext; limbs_for(width)];
        limbs[0] = value as u64;
        ApInt::from_limbs(width, limbs)
    }

    /// A `width`-bit integer from the low bits of `value` (zero-extended).
    pub fn from_u64(width: u32, value: u64) -> ApInt {
        if width <= 64 {
            let mut l = [value];
            truncate(&mut l, width);
            return ApInt {
                width,
                repr: Repr::Small(l[0]),
            };
        }
        let mut limbs = vec![0; limbs_for(width)];
        limbs[0] = value;
        ApInt::from_limbs(width, limbs)
    }

    /// A `width`-bit integer from little-endian limbs (truncated or zero-extended).
    pub fn from_limbs(width: u32, mut limbs: Vec<u64>) -> ApInt {
        limbs.resize(limbs_for(width), 0);
        truncate(&mut limbs, width);
        if width <= 64 {
            ApInt {
                width,
                repr: Repr::Small(limbs[0]),
            }
        } else {
            ApInt {
                width,
                repr: Repr::Large(limbs.into_boxed_slice()),
            }
        }
    }

    /// Parses the magnitude `digits` (decimal, or hexadecimal when `hex`) and negates it when
    /// `negative`. Returns `None` when the value does not fit `width` bits as a signed or as an
    /// unsigned number (MLIR's rule for signless integers); `signedness` narrows that check:
    /// `Some(true)` requires a signed fit, `Some(false)` an unsigned one.
    pub fn parse(
        digits: &str,
        hex: bool,
        negative: bool,
        width: u32,
        signed: Option<bool>,
    ) -> Option<ApInt> {
        let radix = if hex { 16 } else { 10 };
        // Fast path without allocation: the magnitude fits a u64 and the width is at most 64.
        if width <= 64
            && let Ok(mag) = u64::from_str_radix(digits, radix)
            && !digits.starts_with('+')
        {
            let fits = if negative {
                signed != Some(false) && (width > 0 && mag <= 1u64 << (width - 1) || mag == 0)
            } else {
                let bits = match signed {
                    Some(true) => width.saturating_sub(1),
                    _ => width,
                };
                bits >= 64 || mag >> bits == 0
            };
            if !fits {
                return None;
            }
            let v = if negative { mag.wrapping_neg() } else { mag };
            return Some(ApInt::from_u64(width, v));
        }
        // Parse into enough limbs for the magnitude plus a sign bit.
        let mut mag: Vec<u64> = vec![0; 1];
        for b in digits.bytes() {
            let d = (b as char).to_digit(radix)? as u64;
            let carry = mul_add(&mut mag, radix as u64, d);
            if carry != 0 {
                mag.push(carry);
            }
        }
        let active = active_bits(&mag);
        if negative {
            if signed == Some(false) && active != 0 {
                return None;
            }
            // -mag must fit `width` signed: mag <= 2^(width-1).
            if active > width as usize {
                return None;
            }
            if active == width as usize && !is_power_of_two(&mag) {
                return None;
            }
            if width == 0 && active != 0 {
                return None;
            }
            let mut limbs = mag;
            limbs.resize(limbs_for(width).max(limbs.len()), 0);
            negate(&mut limbs);
            Some(ApInt::from_limbs(width, limbs))
        } else {
            let limit = match signed {
                Some(true) => (width as usize).saturating_sub(1),
                _ => width as usize,
            };
            if active > limit {
                return None;
            }
            Some(ApInt::from_limbs(width, mag))
        }
    }

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The little-endian limbs.
    pub fn limbs(&self) -> &[u64] {
        match &self.repr {
            Repr::Small(v) => std::slice::from_ref(v),
            Repr::Large(b) => b,
        }
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        self.limbs().iter().all(|&l| l == 0)
    }

    /// Whether the top bit (sign bit when read as signed) is set.
    pub fn is_negative(&self) -> bool {
        if self.width == 0 {
            return false;
        }
        let bit = self.width - 1;
        self.limbs()[(bit / 64) as usize] >> (bit % 64) & 1 == 1
    }

    /// The value zero-extended to 64 bits, if it fits.
    pub fn to_u64(&self) -> Option<u64> {
        let l = self.limbs();
        l[1..].iter().all(|&x| x == 0).then_some(l[0])
    }

    /// The value read as signed, if it fits an `i64`.
    pub fn to_i64(&self) -> Option<i64> {
        if self.width == 0 {
            return Some(0);
        }
        if self.width <= 64 {
            let v = self.limbs()[0];
            let shift = 64 - self.width;
            return Some(((v << shift) as i64) >> shift);
        }
        let neg = self.is_negative();
        let l = self.limbs();
        let ext = if neg { u64::MAX } else { 0 };
        // All bits above 63 must equal the sign.
        let mut full: Vec<u64> = l.to_vec();
        let top = self.width % 64;
        if top != 0 && neg {
            let last = full.len() - 1;
            full[last] |= !((1u64 << top) - 1);
        }
        if full[1..].iter().all(|&x| x == ext) && ((full[0] as i64) < 0) == neg {
            Some(full[0] as i64)
        } else {
            None
        }
    }

    /// Writes the value in decimal, as signed (two's complement) or unsigned.
    pub fn write_decimal(&self, out: &mut impl fmt::Write, signed: bool) -> fmt::Result {
        if self.width <= 64 {
            let v = self.limbs()[0];
            if signed && self.width > 0 {
                let shift = 64 - self.width;
                return write!(out, "{}", ((v << shift) as i64) >> shift);
            }
            return write!(out, "{v}");
        }
        let mut limbs = self.limbs().to_vec();
        if signed && self.is_negative() {
            let top = self.width % 64;
            if top != 0 {
                let last = limbs.len() - 1;
                limbs[last] |= !((1u64 << top) - 1);
            }
            negate(&mut limbs);
            out.write_char('-')?;
        }
        let mut digits = Vec::new();
        loop {
            digits.push(b'0' + div_rem(&mut limbs, 10) as u8);
            if limbs.iter().all(|&l| l == 0) {
                break;
            }
        }
        for d in digits.iter().rev() {
            out.write_char(*d as char)?;
        }
        Ok(())
    }

    /// The value in decimal.
    pub fn to_decimal(&self, signed: bool) -> String {
        let mut s = String::new();
        let _ = self.write_decimal(&mut s, signed);
        s
    }

    /// The little-endian bytes of the value, `width.div_ceil(8)` of them (at least 1).
    pub fn to_le_bytes(&self) -> Vec<u8> {
        let n = (self.width as usize).div_ceil(8).max(1);
        self.limbs()
            .iter()
            .flat_map(|l| l.to_le_bytes())
            .take(n)
            .collect()
    }

    /// A `width`-bit integer from little-endian bytes.
    pub fn from_le_bytes(width: u32, bytes: &[u8]) -> ApInt {
        let mut limbs = vec![0u64; bytes.len().div_ceil(8).max(1)];
        for (i, b) in bytes.iter().enumerate() {
            limbs[i / 8] |= (*b as u64) << (8 * (i % 8));
        }
        ApInt::from_limbs(width, limbs)
    }
}

fn active_bits(limbs: &[u64]) -> usize {
    for (i, l) in limbs.iter().enumerate().rev() {
        if *l != 0 {
            return i * 64 + 64 - l.leading_zeros() as usize;
        }
    }
    0
}

fn is_power_of_two(limbs: &[u64]) -> bool {
    limbs.iter().map(|l| l.count_ones()).sum::<u32>() == 1
}

impl fmt::Debug for ApInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:i{}", self.to_decimal(true), self.width)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_print() {
        let v = ApInt::parse("255", false, false, 8, None).unwrap();
        assert_eq!(v.to_decimal(true), "-1");
        assert_eq!(v.to_decimal(false), "255");
        assert!(ApInt::parse("256", false, false, 8, None).is_none());
        assert!(ApInt::parse("128", false, true, 8, None).is_some());
        assert!(ApInt::parse("129", false, true, 8, None).is_none());
        let big = ApInt::parse(
            "340282366920938463463374607431768211455",
            false,
            false,
            128,
            None,
        )
        .unwrap();
        assert_eq!(
            big.to_decimal(false),
            "340282366920938463463374607431768211455"
        );
        assert_eq!(big.to_decimal(true), "-1");
        let neg = ApInt::parse("5", false, true, 100, None).unwrap();
        assert_eq!(neg.to_decimal(true), "-5");
        assert_eq!(neg.to_i64(), Some(-5));
        assert_eq!(ApInt::from_i64(1, -1).to_decimal(true), "-1");
    }
}
