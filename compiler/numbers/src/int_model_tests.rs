//! Randomized cross-check of the arbitrary-width integer arithmetic against `u128`/`i128`
//! arithmetic for every width from 0 to 128, including the edge values.

use crate::apint::ApInt;
use crate::int;

struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 11 ^ self.0 << 29
    }
    fn u128(&mut self) -> u128 {
        (self.next() as u128) << 64 | self.next() as u128
    }
}

fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

fn sx(v: u128, w: u32) -> i128 {
    if w == 0 {
        return 0;
    }
    let s = 128 - w;
    ((v << s) as i128) >> s
}

#[test]
#[allow(clippy::manual_checked_ops)] // The model checks our division, not std's.
fn matches_u128_model() {
    let mut rng = Lcg(42);
    for w in 0..=128u32 {
        let m = mask(w);
        let edges = [
            0,
            1 & m,
            m,
            m >> 1,
            ((m >> 1) + 1) & m,
            2 & m,
            m.wrapping_sub(1) & m,
        ];
        for i in 0..200 {
            let x = if i < 7 { edges[i] } else { rng.u128() & m };
            let y = if i < 49 { edges[i % 7] } else { rng.u128() & m };
            let (a, b) = (int::from_u128(w, x), int::from_u128(w, y));
            let v = |r: &ApInt| int::to_u128(r).unwrap();
            assert_eq!(v(&int::add(&a, &b)), x.wrapping_add(y) & m, "add w{w}");
            assert_eq!(v(&int::sub(&a, &b)), x.wrapping_sub(y) & m, "sub w{w}");
            assert_eq!(v(&int::mul(&a, &b)), x.wrapping_mul(y) & m, "mul w{w}");
            assert_eq!(v(&int::and(&a, &b)), x & y);
            assert_eq!(v(&int::xor(&a, &b)), x ^ y);
            assert_eq!(int::ucmp(&a, &b), x.cmp(&y), "ucmp w{w}");
            assert_eq!(int::scmp(&a, &b), sx(x, w).cmp(&sx(y, w)), "scmp w{w}");
            if y != 0 {
                let (q, r) = int::udivrem(&a, &b).unwrap();
                assert_eq!((v(&q), v(&r)), (x / y, x % y), "udivrem w{w} {x} {y}");
                if i % 8 == 0 {
                    let (q, r) = int::udivrem_long(&a, &b);
                    assert_eq!((v(&q), v(&r)), (x / y, x % y), "long w{w} {x} {y}");
                }
                let (q, r) = int::sdivrem(&a, &b).unwrap();
                let (sxv, syv) = (sx(x, w), sx(y, w));
                let eq = sxv.wrapping_div(syv) as u128 & m;
                let er = sxv.wrapping_rem(syv) as u128 & m;
                assert_eq!((v(&q), v(&r)), (eq, er), "sdivrem w{w} {sxv} {syv}");
            } else {
                assert!(int::udivrem(&a, &b).is_none());
            }
            let n = (y % 130) as u32;
            let shl = if n >= w { 0 } else { x << n & m };
            assert_eq!(v(&int::shl(&a, n)), shl, "shl w{w} {n}");
            let lshr = if n >= w { 0 } else { x >> n };
            assert_eq!(v(&int::lshr(&a, n)), lshr, "lshr w{w} {n}");
            let ashr = (sx(x, w) >> n.min(127)) as u128 & m;
            assert_eq!(v(&int::ashr(&a, n)), ashr, "ashr w{w} {n}");
            for to in [1, 7, 64, 65, 128] {
                assert_eq!(v(&int::zext(&a, to)), x & mask(to), "zext w{w}");
                assert_eq!(
                    v(&int::sext(&a, to)),
                    sx(x, w) as u128 & mask(to),
                    "sext w{w}"
                );
            }
            assert_eq!(int::to_i128(&a), Some(sx(x, w)));
            assert_eq!(int::count_ones(&a), x.count_ones());
            if w > 0 {
                assert_eq!(int::leading_zeros(&a), x.leading_zeros() - (128 - w));
                assert_eq!(int::trailing_zeros(&a), x.trailing_zeros().min(w));
            }
        }
    }
}
