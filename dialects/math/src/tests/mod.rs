//! Checks the folders against `oracle.rs`, recorded from mlir-opt 22 by `gen_oracle.py`.

mod oracle;

use crate::*;
use ropt_ir::types::FloatKind;
use ropt_oracle_table::{Row, parse_int, replay};

/// The bits of a float literal as the oracle input spells it (hex bits, or a decimal that the
/// kind rounds to nearest even).
fn float_lit(kind: FloatKind, s: &str) -> FloatBits {
    if s.starts_with("0x") {
        let v = parse_int(s, kind.width());
        return FloatBits::new(kind, int::to_u128(&v).unwrap());
    }
    let d: f64 = s.parse().unwrap();
    let f64c = FloatBits::new(FloatKind::F64, d.to_bits() as u128);
    float::convert(f64c, kind, float::Round::NearestTiesToEven)
        .unwrap()
        .0
}

fn host(name: &str) -> Option<HostFn> {
    use HostFn::*;
    Some(match name {
        "acos" => Acos,
        "acosh" => Acosh,
        "asin" => Asin,
        "asinh" => Asinh,
        "atan" => Atan,
        "atanh" => Atanh,
        "cos" => Cos,
        "cosh" => Cosh,
        "sin" => Sin,
        "sinh" => Sinh,
        "tan" => Tan,
        "tanh" => Tanh,
        "erf" => Erf,
        "erfc" => Erfc,
        "exp" => Exp,
        "exp2" => Exp2,
        "expm1" => ExpM1,
        "log" => Log,
        "log10" => Log10,
        "log1p" => Log1p,
        "log2" => Log2,
        "sqrt" => Sqrt,
        "round" => Round,
        "trunc" => Trunc,
        _ => return None,
    })
}

fn show_f(f: Fold<Elems<FloatBits>>) -> String {
    match f {
        Fold::None => "-".into(),
        Fold::Constant(Elems::Splat(v)) => int::from_u128(v.kind.width(), v.bits).to_decimal(true),
        other => panic!("{other:?}"),
    }
}

fn show_i(f: Fold<Elems<ApInt>>) -> String {
    match f {
        Fold::None => "-".into(),
        Fold::Constant(Elems::Splat(v)) if v.width() == 1 => v.to_decimal(false),
        Fold::Constant(Elems::Splat(v)) => v.to_decimal(true),
        other => panic!("{other:?}"),
    }
}

fn fold(ty: &str, a: &str, b: &str, op: &str) -> String {
    if let Some(kind) = FloatKind::from_name(ty) {
        let fa = Elems::Splat(float_lit(kind, a));
        let fb = (!b.is_empty()).then(|| Elems::Splat(float_lit(kind, b)));
        let class = |c| match classify(c, Some(&fa)) {
            Fold::Constant(Elems::Splat(v)) => (v as u8).to_string(),
            Fold::None => "-".into(),
            other => panic!("{other:?}"),
        };
        return match op {
            "absf" => show_f(unary_f(Unary::AbsF, Some(&fa))),
            "ceil" => show_f(unary_f(Unary::Ceil, Some(&fa))),
            "floor" => show_f(unary_f(Unary::Floor, Some(&fa))),
            "roundeven" => show_f(unary_f(Unary::RoundEven, Some(&fa))),
            "cbrt" | "rsqrt" => show_f(unary_f(Unary::NoFold, Some(&fa))),
            "copysign" => show_f(binary_f(Binary::CopySign, Some(&fa), fb.as_ref())),
            "atan2" => show_f(binary_f(Binary::Atan2, Some(&fa), fb.as_ref())),
            "powf" => show_f(binary_f(Binary::PowF, Some(&fa), fb.as_ref())),
            "isnan" => class(Class::IsNan),
            "isinf" => class(Class::IsInf),
            "isfinite" => class(Class::IsFinite),
            "isnormal" => class(Class::IsNormal),
            _ => show_f(unary_f(Unary::Host(host(op).expect(op)), Some(&fa))),
        };
    }
    let w: u32 = ty[1..].parse().unwrap();
    let ia = Elems::Splat(parse_int(a, w));
    let r = match op {
        "absi" => unary_i(IntUnary::AbsI, Some(&ia)),
        "ctlz" => unary_i(IntUnary::Ctlz, Some(&ia)),
        "cttz" => unary_i(IntUnary::Cttz, Some(&ia)),
        "ctpop" => unary_i(IntUnary::Ctpop, Some(&ia)),
        "ipowi" => ipowi(Some(&ia), Some(&Elems::Splat(parse_int(b, w)))),
        _ => panic!("{op}"),
    };
    show_i(r)
}

#[test]
fn oracle_math_ops() {
    let check = |(ty, a, b, _): &Row, op: &str| fold(ty, a, b, op);
    // MLIR prints `i1` true as 1 where we print -1.
    let expect = |(ty, ..): &Row, want: &str| {
        if *ty == "i1" {
            want.replace("-1", "1")
        } else {
            want.to_string()
        }
    };
    replay(oracle::CASES, 1000, usize::MAX, check, expect);
}

#[test]
fn no_identity_folds() {
    // Recorded: mlir-opt 22 folds none of absf(absf x), ipowi(x, 0), ipowi(x, 1), absi(absi x),
    // floor(floor x), powf(x, 0.5), powf(x, 2.0), copysign(x, x), ipowi(0, x): the math
    // folders only fold constants.
    let one = Elems::Splat(ApInt::from_i64(32, 1));
    assert_eq!(ipowi(None, Some(&one)), Fold::None);
    assert_eq!(ipowi(Some(&one), None), Fold::None);
    assert_eq!(unary_i(IntUnary::AbsI, None), Fold::None);
    assert_eq!(unary_f(Unary::Floor, None), Fold::None);
    let two = Elems::Splat(FloatBits::new(FloatKind::F32, 2f32.to_bits() as u128));
    assert_eq!(binary_f(Binary::PowF, None, Some(&two)), Fold::None);
    assert_eq!(binary_f(Binary::CopySign, None, None), Fold::None);
}

#[test]
fn elementwise_on_dense() {
    let v = Elems::Dense(vec![ApInt::from_i64(8, -3), ApInt::from_i64(8, 0)]);
    assert_eq!(
        unary_i(IntUnary::Ctlz, Some(&v)),
        Fold::Constant(Elems::Dense(vec![
            ApInt::from_i64(8, 0),
            ApInt::from_i64(8, 8)
        ]))
    );
}

/// Every math op is `Pure` in math.td; the ODS run time derives the traits.
#[test]
fn purity_comes_from_the_td() {
    use ropt_ir::Traits;
    let mut ctx = ropt_ir::Context::new();
    crate::register(&mut ctx);
    for name in [
        "math.sin",
        "math.absi",
        "math.fma",
        "math.sincos",
        "math.isnan",
        "math.fpowi",
    ] {
        let op = ctx.registry().lookup_op(name).expect(name);
        assert!(op.has_trait(Traits::PURE), "{name}");
        assert!(op.has_trait(Traits::ALWAYS_SPECULATABLE), "{name}");
    }
}
