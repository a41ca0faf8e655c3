//! Arbitrary-width two's complement arithmetic on [`ApInt`] (what LLVM's `APInt` offers and the
//! folders need). Every operation keeps the operand width unless it says otherwise.

use crate::apint::ApInt;
use std::cmp::Ordering;

fn nlimbs(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

/// The limbs of `v`, padded to the limb count of its width.
fn limbs(v: &ApInt) -> Vec<u64> {
    let mut l = v.limbs().to_vec();
    l.resize(nlimbs(v.width()), 0);
    l
}

/// The limbs of `v` sign-extended to whole limbs (bits above the width copy the sign).
fn sext_limbs(v: &ApInt, n: usize) -> Vec<u64> {
    let mut l = limbs(v);
    let neg = v.is_negative();
    let top = v.width() % 64;
    if neg && top != 0 {
        let last = l.len() - 1;
        l[last] |= !((1u64 << top) - 1);
    }
    l.resize(n, if neg { u64::MAX } else { 0 });
    l
}

fn mk(width: u32, l: Vec<u64>) -> ApInt {
    ApInt::from_limbs(width, l)
}

/// The value of an integer of at most 64 bits (the fast paths: no limb vectors).
#[inline]
fn small(v: &ApInt) -> Option<u64> {
    (v.width() <= 64).then(|| v.limbs()[0])
}

/// The value of a signed integer of 1 to 64 bits, sign-extended.
#[inline]
fn small_signed(v: &ApInt) -> Option<i64> {
    let w = v.width();
    if w == 0 || w > 64 {
        return None;
    }
    let shift = 64 - w;
    Some(((v.limbs()[0] << shift) as i64) >> shift)
}

/// Zero of `width` bits.
pub fn zero(width: u32) -> ApInt {
    ApInt::from_u64(width, 0)
}

/// One of `width` bits.
pub fn one(width: u32) -> ApInt {
    ApInt::from_u64(width, 1)
}

/// All ones (-1) of `width` bits.
pub fn all_ones(width: u32) -> ApInt {
    ApInt::from_i64(width, -1)
}

/// The smallest signed value (only the sign bit set).
pub fn signed_min(width: u32) -> ApInt {
    shl(&one(width), width.saturating_sub(1))
}

/// The largest signed value.
pub fn signed_max(width: u32) -> ApInt {
    not(&signed_min(width))
}

/// Whether `v` is one.
pub fn is_one(v: &ApInt) -> bool {
    v.to_u64() == Some(1)
}

/// Whether all bits are set.
pub fn is_all_ones(v: &ApInt) -> bool {
    v.width() > 0 && *v == all_ones(v.width())
}

/// Bitwise not.
pub fn not(a: &ApInt) -> ApInt {
    if let Some(x) = small(a) {
        return ApInt::from_u64(a.width(), !x);
    }
    mk(a.width(), limbs(a).iter().map(|x| !x).collect())
}

fn zip(a: &ApInt, b: &ApInt, f: impl Fn(u64, u64) -> u64) -> ApInt {
    if let (Some(x), Some(y)) = (small(a), small(b)) {
        return ApInt::from_u64(a.width(), f(x, y));
    }
    let (x, y) = (limbs(a), limbs(b));
    mk(
        a.width(),
        x.iter().zip(&y).map(|(p, q)| f(*p, *q)).collect(),
    )
}

/// Bitwise and.
pub fn and(a: &ApInt, b: &ApInt) -> ApInt {
    zip(a, b, |p, q| p & q)
}

/// Bitwise or.
pub fn or(a: &ApInt, b: &ApInt) -> ApInt {
    zip(a, b, |p, q| p | q)
}

/// Bitwise xor.
pub fn xor(a: &ApInt, b: &ApInt) -> ApInt {
    zip(a, b, |p, q| p ^ q)
}

fn add_limbs(x: &mut [u64], y: &[u64]) -> bool {
    let mut carry = false;
    for (p, q) in x.iter_mut().zip(y) {
        let (s1, c1) = p.overflowing_add(*q);
        let (s2, c2) = s1.overflowing_add(carry as u64);
        *p = s2;
        carry = c1 || c2;
    }
    carry
}

/// Wrapping addition.
pub fn add(a: &ApInt, b: &ApInt) -> ApInt {
    if let (Some(x), Some(y)) = (small(a), small(b)) {
        return ApInt::from_u64(a.width(), x.wrapping_add(y));
    }
    let mut x = limbs(a);
    add_limbs(&mut x, &limbs(b));
    mk(a.width(), x)
}

/// Wrapping negation.
pub fn neg(a: &ApInt) -> ApInt {
    if let Some(x) = small(a) {
        return ApInt::from_u64(a.width(), x.wrapping_neg());
    }
    add(&not(a), &one(a.width()))
}

/// Wrapping subtraction.
pub fn sub(a: &ApInt, b: &ApInt) -> ApInt {
    if let (Some(x), Some(y)) = (small(a), small(b)) {
        return ApInt::from_u64(a.width(), x.wrapping_sub(y));
    }
    add(a, &neg(b))
}

/// Addition with the unsigned carry-out.
pub fn add_carry(a: &ApInt, b: &ApInt) -> (ApInt, bool) {
    let sum = add(a, b);
    let carry = ucmp(&sum, a) == Ordering::Less;
    (sum, carry)
}

/// Wrapping multiplication.
pub fn mul(a: &ApInt, b: &ApInt) -> ApInt {
    if let (Some(x), Some(y)) = (small(a), small(b)) {
        return ApInt::from_u64(a.width(), x.wrapping_mul(y));
    }
    let (x, y) = (limbs(a), limbs(b));
    let n = x.len();
    let mut r = vec![0u64; n];
    for i in 0..n {
        let mut carry: u128 = 0;
        for j in 0..n - i {
            let cur = r[i + j] as u128 + (x[i] as u128) * (y[j] as u128) + carry;
            r[i + j] = cur as u64;
            carry = cur >> 64;
        }
    }
    mk(a.width(), r)
}

/// Unsigned comparison.
pub fn ucmp(a: &ApInt, b: &ApInt) -> Ordering {
    if let (Some(x), Some(y)) = (small(a), small(b)) {
        return x.cmp(&y);
    }
    let (x, y) = (limbs(a), limbs(b));
    x.iter().rev().cmp(y.iter().rev())
}

/// Signed comparison.
pub fn scmp(a: &ApInt, b: &ApInt) -> Ordering {
    match (a.is_negative(), b.is_negative()) {
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        _ => ucmp(a, b),
    }
}

/// Shift left by `n` bits (zero when `n >= width`).
pub fn shl(a: &ApInt, n: u32) -> ApInt {
    let w = a.width();
    if n >= w {
        return zero(w);
    }
    if let Some(x) = small(a) {
        return ApInt::from_u64(w, x << n);
    }
    let x = limbs(a);
    let (ls, bs) = ((n / 64) as usize, n % 64);
    let mut r = vec![0u64; x.len()];
    for (i, out) in r.iter_mut().enumerate().skip(ls) {
        let src = i - ls;
        *out = x[src] << bs;
        if bs != 0 && src > 0 {
            *out |= x[src - 1] >> (64 - bs);
        }
    }
    mk(w, r)
}

fn shr_fill(a: &ApInt, n: u32, fill: u64) -> ApInt {
    let w = a.width();
    let x = if fill != 0 {
        sext_limbs(a, nlimbs(w) + 1)
    } else {
        let mut l = limbs(a);
        l.push(0);
        l
    };
    let n = n.min(w);
    let (ls, bs) = ((n / 64) as usize, n % 64);
    let mut r = vec![fill; x.len()];
    for (i, out) in r.iter_mut().enumerate() {
        let src = i + ls;
        if src >= x.len() {
            break;
        }
        let hi = if src + 1 < x.len() { x[src + 1] } else { fill };
        *out = if bs == 0 {
            x[src]
        } else {
            (x[src] >> bs) | (hi << (64 - bs))
        };
    }
    mk(w, r)
}

/// Logical shift right (zero when `n >= width`).
pub fn lshr(a: &ApInt, n: u32) -> ApInt {
    shr_fill(a, n, 0)
}

/// Arithmetic shift right (sign fill when `n >= width`).
pub fn ashr(a: &ApInt, n: u32) -> ApInt {
    let fill = if a.is_negative() { u64::MAX } else { 0 };
    shr_fill(a, n, fill)
}

/// Zero-extends (or truncates) to `width`.
pub fn zext(a: &ApInt, width: u32) -> ApInt {
    if let Some(x) = small(a) {
        return ApInt::from_u64(width, x);
    }
    mk(width, limbs(a))
}

/// Sign-extends (or truncates) to `width`.
pub fn sext(a: &ApInt, width: u32) -> ApInt {
    if let Some(x) = small_signed(a) {
        return ApInt::from_i64(width, x);
    }
    mk(width, sext_limbs(a, nlimbs(width).max(nlimbs(a.width()))))
}

/// Truncates to `width`.
pub fn trunc(a: &ApInt, width: u32) -> ApInt {
    zext(a, width)
}

/// Unsigned division and remainder; `None` when dividing by zero.
pub fn udivrem(a: &ApInt, b: &ApInt) -> Option<(ApInt, ApInt)> {
    if b.is_zero() {
        return None;
    }
    let w = a.width();
    if let (Some(x), Some(y)) = (to_u128(a), to_u128(b)) {
        return Some((from_u128(w, x / y), from_u128(w, x % y)));
    }
    Some(udivrem_long(a, b))
}

/// Restoring long division, one bit at a time (`b` nonzero).
pub(crate) fn udivrem_long(a: &ApInt, b: &ApInt) -> (ApInt, ApInt) {
    let w = a.width();
    let mut q = zero(w);
    let mut r = zero(w);
    for i in (0..w).rev() {
        let overflow = r.is_negative();
        r = shl(&r, 1);
        if bit(a, i) {
            r = or(&r, &one(w));
        }
        if overflow || ucmp(&r, b) != Ordering::Less {
            r = sub(&r, b);
            q = or(&q, &shl(&one(w), i));
        }
    }
    (q, r)
}

/// Bit `i`.
pub fn bit(a: &ApInt, i: u32) -> bool {
    if let Some(x) = small(a) {
        return i < 64 && x >> i & 1 == 1;
    }
    limbs(a)[(i / 64) as usize] >> (i % 64) & 1 == 1
}

/// The absolute value (wrapping at the signed minimum).
pub fn abs(a: &ApInt) -> ApInt {
    if a.is_negative() { neg(a) } else { a.clone() }
}

/// Signed division rounding toward zero and the matching remainder (wrapping on
/// `MIN / -1`); `None` when dividing by zero.
pub fn sdivrem(a: &ApInt, b: &ApInt) -> Option<(ApInt, ApInt)> {
    let (q, r) = udivrem(&abs(a), &abs(b))?;
    let q = if a.is_negative() != b.is_negative() {
        neg(&q)
    } else {
        q
    };
    let r = if a.is_negative() { neg(&r) } else { r };
    Some((q, r))
}

/// Whether `a / b` overflows as signed division (`MIN / -1`).
pub fn sdiv_overflows(a: &ApInt, b: &ApInt) -> bool {
    a.width() > 0 && *a == signed_min(a.width()) && is_all_ones(b)
}

/// Count of leading zero bits.
pub fn leading_zeros(a: &ApInt) -> u32 {
    let w = a.width();
    (0..w).rev().take_while(|&i| !bit(a, i)).count() as u32
}

/// Count of trailing zero bits.
pub fn trailing_zeros(a: &ApInt) -> u32 {
    (0..a.width()).take_while(|&i| !bit(a, i)).count() as u32
}

/// Count of set bits.
pub fn count_ones(a: &ApInt) -> u32 {
    a.limbs().iter().map(|l| l.count_ones()).sum()
}

/// The value zero-extended to 128 bits, if it fits.
pub fn to_u128(a: &ApInt) -> Option<u128> {
    let l = limbs(a);
    if l.len() > 2 && l[2..].iter().any(|&x| x != 0) {
        return None;
    }
    Some(l[0] as u128 | (l.get(1).copied().unwrap_or(0) as u128) << 64)
}

/// The value read as signed, if it fits an `i128`.
pub fn to_i128(a: &ApInt) -> Option<i128> {
    let n = nlimbs(a.width()).max(2);
    let l = sext_limbs(a, n);
    let v = (l[0] as u128 | (l[1] as u128) << 64) as i128;
    let ext = if v < 0 { u64::MAX } else { 0 };
    l[2..].iter().all(|&x| x == ext).then_some(v)
}

/// A `width`-bit value from the low bits of `v` (sign-extended).
pub fn from_i128(width: u32, v: i128) -> ApInt {
    let ext = if v < 0 { u64::MAX } else { 0 };
    let mut l = vec![v as u64, (v >> 64) as u64];
    l.resize(nlimbs(width).max(2), ext);
    mk(width, l)
}

/// A `width`-bit value from the low bits of `v` (zero-extended).
pub fn from_u128(width: u32, v: u128) -> ApInt {
    mk(width, vec![v as u64, (v >> 64) as u64])
}

/// The shift amount of `b` when it is below the width of `a`.
pub fn shift_amount(a: &ApInt, b: &ApInt) -> Option<u32> {
    let n = b.to_u64()?;
    (n < a.width() as u64).then_some(n as u32)
}
