//! Identity folds on non-constant operands, recorded from mlir-opt 22 `-canonicalize` (the
//! functions `@int`, `@flt` and `@casts` of a probe file: `x` is an argument).

use crate::RoundingMode;
use crate::floats::{self, FBin};
use crate::fold::{Elems, Fold};
use crate::ints::{self, CmpIFold, CmpIPredicate, MinMax, Producer, Shift};
use ropt_ir::apint::ApInt;
use ropt_ir::types::FloatKind;
use ropt_numbers::apfloat::FloatBits;
use ropt_numbers::int;

fn c(v: i64) -> Elems<ApInt> {
    Elems::Splat(ApInt::from_i64(8, v))
}

fn is_const(f: Fold<Elems<ApInt>>, v: i64) -> bool {
    f == Fold::Constant(c(v))
}

#[test]
fn integer_identities() {
    let x = None;
    let (z, o, m, smin, smax) = (c(0), c(1), c(-1), c(-128), c(127));
    // x + 0, x - 0, x * 1, x / 1 (all four divisions), x >> 0: x.
    assert_eq!(ints::addi(x, Some(&z)), Fold::Operand(0));
    assert_eq!(ints::subi(x, Some(&z), false, 8), Fold::Operand(0));
    assert_eq!(ints::muli(x, Some(&o)), Fold::Operand(0));
    assert_eq!(ints::divui(x, Some(&o)), Fold::Operand(0));
    assert_eq!(ints::divsi(x, Some(&o)), Fold::Operand(0));
    assert_eq!(ints::ceildivui(x, Some(&o)), Fold::Operand(0));
    assert_eq!(ints::ceildivsi(x, Some(&o)), Fold::Operand(0));
    assert_eq!(ints::floordivsi(x, Some(&o)), Fold::Operand(0));
    assert_eq!(
        ints::shift(Shift::RightSigned, x, Some(&z)),
        Fold::Operand(0)
    );
    assert_eq!(
        ints::shift(Shift::RightUnsigned, x, Some(&z)),
        Fold::Operand(0)
    );
    assert_eq!(ints::shift(Shift::Left, x, Some(&z)), Fold::Operand(0));
    // x % 1: 0.
    assert!(is_const(ints::remui(x, Some(&o), 8), 0));
    assert!(is_const(ints::remsi(x, Some(&o), 8), 0));
    // x * 0: the zero operand.
    assert_eq!(ints::muli(x, Some(&z)), Fold::Operand(1));
    // x & -1, x & x: x; x & 0: 0; x | -1: -1; x ^ x: 0; x ^ 0: x; x - x: 0.
    assert_eq!(ints::andi(x, Some(&m), false), Fold::Operand(0));
    assert_eq!(ints::andi(x, x, true), Fold::Operand(0));
    assert_eq!(ints::andi(x, Some(&z), false), Fold::Operand(1));
    assert_eq!(ints::ori(x, Some(&m), false), Fold::Operand(1));
    assert_eq!(ints::ori(x, x, true), Fold::Operand(0));
    assert!(is_const(ints::xori(x, x, true, 8), 0));
    assert_eq!(ints::xori(x, Some(&z), false, 8), Fold::Operand(0));
    assert!(is_const(ints::subi(x, x, true, 8), 0));
    // min/max with themselves and with their bounds.
    assert_eq!(ints::min_max(MinMax::MaxS, x, x, true), Fold::Operand(0));
    assert_eq!(
        ints::min_max(MinMax::MaxS, x, Some(&smax), false),
        Fold::Operand(1)
    );
    assert_eq!(
        ints::min_max(MinMax::MaxS, x, Some(&smin), false),
        Fold::Operand(0)
    );
    assert_eq!(
        ints::min_max(MinMax::MinS, x, Some(&smin), false),
        Fold::Operand(1)
    );
    assert_eq!(
        ints::min_max(MinMax::MinS, x, Some(&smax), false),
        Fold::Operand(0)
    );
    assert_eq!(
        ints::min_max(MinMax::MaxU, x, Some(&m), false),
        Fold::Operand(1)
    );
    assert_eq!(
        ints::min_max(MinMax::MaxU, x, Some(&z), false),
        Fold::Operand(0)
    );
    assert_eq!(
        ints::min_max(MinMax::MinU, x, Some(&z), false),
        Fold::Operand(1)
    );
    assert_eq!(
        ints::min_max(MinMax::MinU, x, Some(&m), false),
        Fold::Operand(0)
    );
    // 0 / x does not fold; x / x neither (the oracle keeps `divsi %x, %x`).
    assert_eq!(ints::divui(Some(&z), x), Fold::None);
    assert_eq!(ints::divsi(x, x), Fold::None);
    assert_eq!(ints::remui(x, x, 8), Fold::None);
    // Division by a zero constant does not fold.
    assert_eq!(ints::divui(x, Some(&z)), Fold::None);
    // Shifting by the width does not fold.
    assert_eq!(ints::shift(Shift::Left, x, Some(&c(8))), Fold::None);
}

#[test]
fn cmpi_and_select_identities() {
    let z = c(0);
    // cmpi ne, (extui %c : i1), 0 -> %c; the eq form does not fold.
    assert_eq!(
        ints::cmpi(CmpIPredicate::Ne, None, Some(&z), false, Producer::ExtUI(1)),
        CmpIFold::ProducerOperand
    );
    assert_eq!(
        ints::cmpi(CmpIPredicate::Eq, None, Some(&z), false, Producer::ExtUI(1)),
        CmpIFold::None
    );
    // cmpi slt, 0, x becomes cmpi sgt, x, 0 in place.
    assert_eq!(
        ints::cmpi(CmpIPredicate::Slt, Some(&z), None, false, Producer::Other),
        CmpIFold::SwapOperands(CmpIPredicate::Sgt)
    );
    // cmpi of one value with itself.
    for (p, v) in [(CmpIPredicate::Sle, true), (CmpIPredicate::Ult, false)] {
        assert_eq!(
            ints::cmpi(p, None, None, true, Producer::Other),
            CmpIFold::Constant(Elems::Splat(v))
        );
    }
    // select %c, %x, %x -> %x; select true, %x, %m -> %x; select %c, true, false -> %c.
    let t = Elems::Splat(true);
    assert_eq!(
        ints::select::<ApInt>(None, None, None, true, false),
        Fold::Operand(1)
    );
    assert_eq!(
        ints::select::<ApInt>(Some(&t), None, Some(&c(-128)), false, false),
        Fold::Operand(1)
    );
    assert_eq!(
        ints::select::<ApInt>(None, Some(&c(1)), Some(&c(0)), false, true),
        Fold::Operand(0)
    );
    // Element-wise select of constants.
    let cond = Elems::Dense(vec![true, false, true]);
    let a = Elems::Dense(vec![
        ApInt::from_i64(8, 1),
        ApInt::from_i64(8, 2),
        ApInt::from_i64(8, 3),
    ]);
    let b = c(9);
    assert_eq!(
        ints::select(Some(&cond), Some(&a), Some(&b), false, false),
        Fold::Constant(Elems::Dense(vec![
            ApInt::from_i64(8, 1),
            ApInt::from_i64(8, 9),
            ApInt::from_i64(8, 3)
        ]))
    );
}

#[test]
fn cast_chains() {
    // trunci(extsi %x : i8 to i32) : i32 to i8 -> %x.
    assert_eq!(
        ints::trunci(None, Producer::ExtSI(8), 8),
        Fold::ProducerOperand
    );
    // trunci(trunci %w : i32 to i16) to i8 -> trunci %w : i32 to i8.
    assert_eq!(
        ints::trunci(None, Producer::TruncI, 8),
        Fold::InPlaceBypassProducer
    );
    // trunci(extui %x : i8 to i32) to i16 is a canonicalization pattern, not a fold.
    assert_eq!(ints::trunci(None, Producer::ExtUI(8), 16), Fold::None);
    // trunci(extui %w : i32 to i64) to i16 -> trunci %w to i16.
    assert_eq!(
        ints::trunci(None, Producer::ExtUI(32), 16),
        Fold::InPlaceBypassProducer
    );
    // extui(extui %x : i8 to i16) to i32 -> extui %x : i8 to i32.
    assert_eq!(
        ints::extui(None, Producer::ExtUI(8), 32),
        Fold::InPlaceBypassProducer
    );
    assert_eq!(
        ints::extsi(None, Producer::ExtSI(8), 32),
        Fold::InPlaceBypassProducer
    );
    // extsi(extui) is not folded.
    assert_eq!(ints::extsi(None, Producer::ExtUI(8), 32), Fold::None);
    // negf(negf %f) -> %f; truncf(extf %f : f32 to f64) to f32 -> %f.
    assert_eq!(floats::negf(None, true), Fold::ProducerOperand);
    let rm = RoundingMode::ToNearestEven;
    assert_eq!(
        floats::truncf(None, FloatKind::F32, rm, Some(FloatKind::F32)),
        Fold::ProducerOperand
    );
    // bitcast(bitcast %f : f32 to i32) : i32 to f32 -> %f.
    assert_eq!(
        floats::bitcast_of_bitcast::<()>(true),
        Fold::ProducerOperand
    );
}

fn f32c(v: f32) -> Elems<FloatBits> {
    Elems::Splat(FloatBits::new(FloatKind::F32, v.to_bits() as u128))
}

#[test]
fn float_identities() {
    let rm = RoundingMode::ToNearestEven;
    let x = None;
    let fold = |op, r: &Elems<FloatBits>| floats::fbin(op, x, Some(r), false, rm);
    // Recorded: x + -0.0, x - 0.0, x * 1.0, x / 1.0 fold to x; x + 0.0, x - -0.0, x * 0.0 do not.
    assert_eq!(fold(FBin::Add, &f32c(-0.0)), Fold::Operand(0));
    assert_eq!(fold(FBin::Add, &f32c(0.0)), Fold::None);
    assert_eq!(fold(FBin::Sub, &f32c(0.0)), Fold::Operand(0));
    assert_eq!(fold(FBin::Sub, &f32c(-0.0)), Fold::None);
    assert_eq!(fold(FBin::Mul, &f32c(1.0)), Fold::Operand(0));
    assert_eq!(fold(FBin::Mul, &f32c(0.0)), Fold::None);
    assert_eq!(fold(FBin::Div, &f32c(1.0)), Fold::Operand(0));
    // maximumf(x, -inf), minimumf(x, +inf): x; maximumf(x, NaN) does not fold.
    assert_eq!(
        fold(FBin::Maximum, &f32c(f32::NEG_INFINITY)),
        Fold::Operand(0)
    );
    assert_eq!(fold(FBin::Minimum, &f32c(f32::INFINITY)), Fold::Operand(0));
    assert_eq!(fold(FBin::Maximum, &f32c(f32::NAN)), Fold::None);
    // maxnumf(x, NaN), minnumf(x, NaN): x; maxnumf(x, x): x; subf(x, x) does not fold.
    assert_eq!(fold(FBin::MaxNum, &f32c(f32::NAN)), Fold::Operand(0));
    assert_eq!(fold(FBin::MinNum, &f32c(f32::NAN)), Fold::Operand(0));
    assert_eq!(floats::fbin(FBin::MaxNum, x, x, true, rm), Fold::Operand(0));
    assert_eq!(floats::fbin(FBin::Sub, x, x, true, rm), Fold::None);
    // cmpf olt, NaN, %g -> false; cmpf uno, %g, %g and cmpf ord, %g, 1.0 do not fold.
    use crate::CmpFPredicate as P;
    let nan = f32c(f32::NAN);
    assert_eq!(
        floats::cmpf(P::OLT, Some(&nan), None),
        Fold::Constant(Elems::Splat(false))
    );
    assert_eq!(
        floats::cmpf(P::ULT, None, Some(&nan)),
        Fold::Constant(Elems::Splat(true))
    );
    assert_eq!(floats::cmpf(P::UNO, None, None), Fold::None);
    assert_eq!(floats::cmpf(P::ORD, None, Some(&f32c(1.0))), Fold::None);
    // bitcast %i : i32 to i32 -> %i.
    assert_eq!(floats::bitcast_same_type::<()>(), Fold::Operand(0));
    assert_eq!(
        crate::RoundingMode::from_i64(3),
        Some(RoundingMode::TowardZero)
    );
}

#[test]
fn dense_elementwise() {
    let v = |xs: &[i64]| Elems::Dense(xs.iter().map(|&x| ApInt::from_i64(8, x)).collect());
    assert_eq!(
        ints::addi(Some(&v(&[1, 127, -1])), Some(&c(1))),
        Fold::Constant(v(&[2, -128, 0]))
    );
    // One element divides by zero: the whole op does not fold.
    assert_eq!(
        ints::divui(Some(&v(&[4, 4])), Some(&v(&[2, 0]))),
        Fold::None
    );
    // Different lengths never fold.
    assert_eq!(ints::addi(Some(&v(&[4, 4])), Some(&v(&[2]))), Fold::None);
}

#[test]
fn wide_integers() {
    // i256 and i300: carries across limbs, division, shifts.
    let w = 300;
    let one = int::one(w);
    let big = int::shl(&one, 200);
    let m1 = int::all_ones(w);
    assert_eq!(int::add(&m1, &one), int::zero(w));
    assert_eq!(
        int::sub(&big, &one).to_decimal(false),
        "1606938044258990275541962092341162602522202993782792835301375"
    );
    let (q, r) = int::udivrem(&big, &ApInt::from_u64(w, 3)).unwrap();
    assert_eq!(int::add(&int::mul(&q, &ApInt::from_u64(w, 3)), &r), big);
    assert_eq!(r.to_u64(), Some(1));
    assert_eq!(int::ashr(&m1, 299), m1);
    assert_eq!(int::lshr(&big, 200), one);
    assert_eq!(int::leading_zeros(&big), 99);
    assert_eq!(int::trailing_zeros(&big), 200);
    assert_eq!(int::count_ones(&m1), 300);
    let (lo, hi) = ints::mul_extended(&m1, &m1, false);
    assert_eq!((lo, hi), (one.clone(), int::sub(&m1, &one)));
    let (lo, hi) = ints::mul_extended(&m1, &m1, true);
    assert_eq!((lo, hi), (one, int::zero(w)));
}

#[test]
fn wide_int_float_conversions() {
    // Recorded from mlir-opt 22 (-canonicalize, generic form for exact values).
    let all_ones = Elems::Splat(int::all_ones(256));
    let bits = |f: Fold<Elems<FloatBits>>| match f {
        Fold::Constant(Elems::Splat(v)) => v.bits,
        other => panic!("{other:?}"),
    };
    // uitofp (2^256 - 1) : f32 -> inf; : f64 -> 1.157920892373162E+77 (= 2^256).
    assert_eq!(
        bits(floats::int_to_fp(Some(&all_ones), false, FloatKind::F32)),
        0x7F80_0000
    );
    assert_eq!(
        bits(floats::int_to_fp(Some(&all_ones), false, FloatKind::F64)),
        2f64.powi(256).to_bits() as u128
    );
    // sitofp -1 : i256 to f128 -> -1.0.
    assert_eq!(
        bits(floats::int_to_fp(Some(&all_ones), true, FloatKind::F128)),
        0xBFFF_0000_0000_0000_0000_0000_0000_0000
    );
    // sitofp (2^128 + 1) : i256 to f64 -> 3.4028236692093846E+38 (= 2^128).
    let v = int::add(&int::shl(&int::one(256), 128), &int::one(256));
    assert_eq!(
        bits(floats::int_to_fp(
            Some(&Elems::Splat(v)),
            true,
            FloatKind::F64
        )),
        2f64.powi(128).to_bits() as u128
    );
    let f64c = |x: f64| Elems::Splat(FloatBits::new(FloatKind::F64, x.to_bits() as u128));
    // fptosi 1.0e70 : f64 to i256 -> the exact integer value of the double.
    match floats::fp_to_int(Some(&f64c(1.0e70)), true, 256) {
        Fold::Constant(Elems::Splat(v)) => assert_eq!(
            v.to_decimal(true),
            "10000000000000000725314363815292351261583744096465219555182101554790400"
        ),
        other => panic!("{other:?}"),
    }
    // fptoui -1.0e70 : i256, fptosi -1.0e70 : i200 and fptosi 2^130 : i130 do not fold.
    assert_eq!(
        floats::fp_to_int(Some(&f64c(-1.0e70)), false, 256),
        Fold::None
    );
    assert_eq!(
        floats::fp_to_int(Some(&f64c(-1.0e70)), true, 200),
        Fold::None
    );
    assert_eq!(
        floats::fp_to_int(Some(&f64c(2f64.powi(130))), true, 130),
        Fold::None
    );
    // fptosi -2.5 : f64 to i256 -> -2.
    assert_eq!(
        floats::fp_to_int(Some(&f64c(-2.5)), true, 256),
        Fold::Constant(Elems::Splat(ApInt::from_i64(256, -2)))
    );
}
