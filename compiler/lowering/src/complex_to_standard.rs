//! `-convert-complex-to-standard`: complex arithmetic lowered to `arith` and `math` on the
//! real and imaginary parts (MLIR's `ComplexToStandard`), as a partial conversion with
//! `arith`, `math`, `complex.create`, `complex.re` and `complex.im` legal. Every lowering
//! takes the parts of its operands with `complex.re`/`complex.im` and rebuilds a complex
//! result with `complex.create`; the op's fastmath flags go to the float ops as mlir-opt 22
//! passes them (the modulus computation clears `nnan` and `ninf` for its inner steps):
//!
//! * `add`/`sub`: `addf`/`subf` of the real parts, then of the imaginary parts;
//! * `eq`/`neq`: `cmpf oeq`/`une` of both parts, combined by `andi`/`ori`;
//! * `mul`: `(a*c - b*d) + (b*c + a*d)i`;
//! * `abs`: `max * sqrt(1 + (min/max)^2)` of the absolute parts, `min` when that is NaN;
//! * `angle`: `atan2(im, re)`; `conj`, `neg`: `negf` of the parts;
//! * `exp`: `exp(re) * (cos(im) + i sin(im))`, with `exp(re/2)^2` where `exp(re)` overflows
//!   and a zero imaginary part kept exact;
//! * `cos`/`sin`: from `0.5 * exp(im)`, `0.5 / exp(im)`, `sin(re)` and `cos(re)`;
//! * `sign`: `z / abs(z)` (through a `complex.abs` legalized in turn), `z` itself when zero;
//! * `log`: `log |z| + i atan2(im, re)`; `log1p`: the same for `1 + z`, computed without
//!   forming `1 + z`'s modulus directly;
//! * `sqrt`/`rsqrt`: the square root (reciprocal square root) of the modulus times the
//!   half angle's cosine and sine, with guards for infinite, NaN and zero parts (the first two
//!   left out when the flags hold both `nnan` and `ninf`);
//! * `tanh` (and `tan` as `-i tanh(iz)`): from `expm1(2x)`, `expm1(-2x)`, `cos y`, `sin y`;
//! * `pow`: `|a|^c exp(-d arg a) (cos q + i sin q)` and its special cases; `powi`: a `pow`
//!   with the exponent converted by `sitofp`, lowered in turn.
//!
//! * `expm1`: `expm1(x) cos y + cosm1(y)` (cephes' polynomial near zero) and `exp(x) sin y`;
//! * `div`: Smith's algorithm with range reduction and the infinite/zero cases
//!   (`complex-range=improved`, the default), or the algebraic quotient (`basic`, `none`);
//! * `atan2(y, x)`: `-i log((x + iy) / sqrt(x^2 + y^2))`, complex ops lowered in turn.

use ropt_conversion::{ConversionConfig, ConversionTarget};
use ropt_dialect_arith::attr::float_attr;
use ropt_dialect_arith::fold::Elems;
use ropt_dialect_arith::{
    AddFOp, AndIOp, CmpFOp, CmpFPredicate, ConstantOp, DivFOp, MaximumFOp, MinimumFOp, MulFOp,
    NegFOp, OrIOp, SIToFPOp, SelectOp, SubFOp, XOrIOp,
};
use ropt_dialect_complex as complex;
use ropt_dialect_math::{
    AbsFOp, Atan2Op, CopySignOp, CosOp, ExpM1Op, ExpOp, FmaOp, Log1pOp, LogOp, PowFOp, RsqrtOp,
    SinOp, SqrtOp,
};
use ropt_ir::apint::ApInt;
use ropt_ir::{
    Attribute, AttributeKind, Body, Context, Location, OpId, OperationState, Type, TypeKind,
    ValueId,
};
use ropt_numbers::apfloat::FloatBits;
use ropt_numbers::float::from_f64;
use ropt_pass::{OptionKind, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions};
use ropt_rewrite::{LogicalResult, PatternRewriter, RewritePatternSet};

static COMPLEX_RANGE: &[(&str, &str)] = &[
    ("improved", "improved (default)"),
    ("basic", "basic"),
    ("none", "none"),
];

/// `convert-complex-to-standard`.
pub static CONVERT_COMPLEX_TO_STANDARD: PassInfo = PassInfo {
    argument: "convert-complex-to-standard",
    name: "ConvertComplexToStandardPass",
    description: "Convert Complex dialect to standard dialect",
    anchor: None,
    options: &[
        OptionSpec::new(
            "complex-range",
            OptionKind::Enum(COMPLEX_RANGE),
            "Control the intermediate calculation of complex number division",
        )
        .default_enum(0),
        crate::TRACE_OPTION,
    ],
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(ComplexToStandard {
            trace: o.bool("trace-conversion"),
            improved: o.enum_value("complex-range") == "improved",
        })
    },
};

struct ComplexToStandard {
    trace: bool,
    /// `complex-range=improved`: division with range reduction.
    improved: bool,
}

impl Pass for ComplexToStandard {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let mut set = RewritePatternSet::new();
        populate_complex_to_standard_patterns(ctx, &mut set, self.improved);
        let patterns = set.freeze(&[], &[]);
        let mut target = ConversionTarget::new();
        target.add_legal_dialects(&["arith", "math"]);
        target.add_legal_ops(&[
            complex::CreateOp::NAME,
            complex::ImOp::NAME,
            complex::ReOp::NAME,
        ]);
        let config = ConversionConfig {
            trace: self.trace,
            ..ConversionConfig::default()
        };
        crate::run_partial_conversion(ctx, body, op, cx, &target, &patterns, config)
    }
}

/// Adds the lowerings (MLIR's `populateComplexToStandardConversionPatterns`); `improved`
/// selects the range-reducing division (`complex-range=improved`) over the algebraic one.
pub fn populate_complex_to_standard_patterns(
    ctx: &Context,
    set: &mut RewritePatternSet,
    improved: bool,
) {
    set.add_fn(ctx, "AbsOpConversion", |op: complex::AbsOp, rw| {
        let z = op.complex(rw.body());
        let fmf = Flags::of(op.fastmath_attr(rw.body()));
        let mut b = B::new(rw, op.0);
        let (re, im) = b.parts(z);
        let r = b.abs(re, im, fmf);
        rw.replace_op(op.0, &[r]);
        Ok(())
    });
    set.add_fn(ctx, "AngleOpConversion", |op: complex::AngleOp, rw| {
        let z = op.complex(rw.body());
        let fmf = Flags::of(op.fastmath_attr(rw.body()));
        let mut b = B::new(rw, op.0);
        let (re, im) = b.parts(z);
        let ty = b.ty(re);
        let attr = Some(fmf.attr(b.ctx()));
        let r = b.v(Atan2Op::build(b.ctx(), b.loc, ty, im, re, attr));
        rw.replace_op(op.0, &[r]);
        Ok(())
    });
    set.add_fn(ctx, "Atan2OpConversion", |op: complex::Atan2Op, rw| {
        let body = rw.body();
        let (l, r, f) = (op.lhs(body), op.rhs(body), op.fastmath_attr(body));
        atan2(op.0, rw, l, r, f)
    });
    set.add_fn(
        ctx,
        "BinaryComplexOpConversion",
        |op: complex::AddOp, rw| {
            let body = rw.body();
            let (l, r, f) = (op.lhs(body), op.rhs(body), op.fastmath_attr(body));
            part_wise(op.0, rw, l, r, Flags::of(f), AddFOp::build)
        },
    );
    set.add_fn(
        ctx,
        "BinaryComplexOpConversion",
        |op: complex::SubOp, rw| {
            let body = rw.body();
            let (l, r, f) = (op.lhs(body), op.rhs(body), op.fastmath_attr(body));
            part_wise(op.0, rw, l, r, Flags::of(f), SubFOp::build)
        },
    );
    set.add_fn(ctx, "ComparisonOpConversion", |op: complex::EqualOp, rw| {
        let (l, r) = (op.lhs(rw.body()), op.rhs(rw.body()));
        compare(op.0, rw, l, r, true)
    });
    set.add_fn(
        ctx,
        "ComparisonOpConversion",
        |op: complex::NotEqualOp, rw| {
            let (l, r) = (op.lhs(rw.body()), op.rhs(rw.body()));
            compare(op.0, rw, l, r, false)
        },
    );
    set.add_fn(ctx, "ConjOpConversion", |op: complex::ConjOp, rw| {
        let z = op.complex(rw.body());
        let mut b = B::new(rw, op.0);
        let (re, im) = b.parts(z);
        let none = Flags::default();
        let neg = b.unary(NegFOp::build, im, none);
        b.replace_with_create(op.0, re, neg);
        Ok(())
    });
    set.add_fn(ctx, "CosOpConversion", |op: complex::CosOp, rw| {
        let (z, f) = (op.complex(rw.body()), op.fastmath_attr(rw.body()));
        trigonometric(op.0, rw, z, Flags::of(f), false)
    });
    set.add_fn(ctx, "ExpOpConversion", |op: complex::ExpOp, rw| {
        let (z, f) = (op.complex(rw.body()), op.fastmath_attr(rw.body()));
        exp(op.0, rw, z, Flags::of(f))
    });
    set.add_fn(ctx, "MulOpConversion", |op: complex::MulOp, rw| {
        let body = rw.body();
        let (l, r, f) = (op.lhs(body), op.rhs(body), op.fastmath_attr(body));
        mul(op.0, rw, l, r, Flags::of(f))
    });
    set.add_fn(ctx, "NegOpConversion", |op: complex::NegOp, rw| {
        let z = op.complex(rw.body());
        let mut b = B::new(rw, op.0);
        let (re, im) = b.parts(z);
        let none = Flags::default();
        let nre = b.unary(NegFOp::build, re, none);
        let nim = b.unary(NegFOp::build, im, none);
        b.replace_with_create(op.0, nre, nim);
        Ok(())
    });
    set.add_fn(ctx, "SignOpConversion", |op: complex::SignOp, rw| {
        let (z, f) = (op.complex(rw.body()), op.fastmath_attr(rw.body()));
        sign(op.0, rw, z, Flags::of(f))
    });
    if improved {
        set.add_fn(ctx, "DivOpConversion", |op: complex::DivOp, rw| {
            let body = rw.body();
            let (l, r, f) = (op.lhs(body), op.rhs(body), op.fastmath_attr(body));
            div(op.0, rw, l, r, Flags::of(f), true)
        });
    } else {
        set.add_fn(ctx, "DivOpConversion", |op: complex::DivOp, rw| {
            let body = rw.body();
            let (l, r, f) = (op.lhs(body), op.rhs(body), op.fastmath_attr(body));
            div(op.0, rw, l, r, Flags::of(f), false)
        });
    }
    set.add_fn(ctx, "Expm1OpConversion", |op: complex::Expm1Op, rw| {
        let (z, f) = (op.complex(rw.body()), op.fastmath_attr(rw.body()));
        expm1(op.0, rw, z, Flags::of(f))
    });
    set.add_fn(ctx, "LogOpConversion", |op: complex::LogOp, rw| {
        let (z, f) = (op.complex(rw.body()), op.fastmath_attr(rw.body()));
        log(op.0, rw, z, Flags::of(f))
    });
    set.add_fn(ctx, "Log1pOpConversion", |op: complex::Log1pOp, rw| {
        let (z, f) = (op.complex(rw.body()), op.fastmath_attr(rw.body()));
        log1p(op.0, rw, z, Flags::of(f))
    });
    set.add_fn(ctx, "SqrtOpConversion", |op: complex::SqrtOp, rw| {
        let (z, f) = (op.complex(rw.body()), op.fastmath_attr(rw.body()));
        sqrt(op.0, rw, z, Flags::of(f))
    });
    set.add_fn(ctx, "TanTanhOpConversion", |op: complex::TanOp, rw| {
        let (z, f) = (op.complex(rw.body()), op.fastmath_attr(rw.body()));
        tan_tanh(op.0, rw, z, Flags::of(f), true)
    });
    set.add_fn(ctx, "TanTanhOpConversion", |op: complex::TanhOp, rw| {
        let (z, f) = (op.complex(rw.body()), op.fastmath_attr(rw.body()));
        tan_tanh(op.0, rw, z, Flags::of(f), false)
    });
    set.add_fn(ctx, "PowiOpConversion", |op: complex::PowiOp, rw| {
        let body = rw.body();
        let (l, r, f) = (op.lhs(body), op.rhs(body), op.fastmath_attr(body));
        powi(op.0, rw, l, r, f)
    });
    set.add_fn(ctx, "PowOpConversion", |op: complex::PowOp, rw| {
        let body = rw.body();
        let (l, r, f) = (op.lhs(body), op.rhs(body), op.fastmath_attr(body));
        pow(op.0, rw, l, r, Flags::of(f))
    });
    set.add_fn(ctx, "RsqrtOpConversion", |op: complex::RsqrtOp, rw| {
        let (z, f) = (op.complex(rw.body()), op.fastmath_attr(rw.body()));
        rsqrt(op.0, rw, z, Flags::of(f))
    });
    set.add_fn(ctx, "SinOpConversion", |op: complex::SinOp, rw| {
        let (z, f) = (op.complex(rw.body()), op.fastmath_attr(rw.body()));
        trigonometric(op.0, rw, z, Flags::of(f), true)
    });
}

/// The fastmath flags of an op, as the bits of `FastMathFlags` in their printing order.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Flags(u8);

const FLAG_NAMES: [&str; 7] = ["reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"];
const NNAN: u8 = 1 << 1;
const NINF: u8 = 1 << 2;

impl Flags {
    /// The flags an op's `fastmath` attribute holds (none when it has none).
    fn of(attr: Option<Attribute>) -> Flags {
        let Some(AttributeKind::Opaque { data, .. }) = attr.map(|a| a.kind()) else {
            return Flags::default();
        };
        let data: &str = data;
        let inner = data
            .strip_prefix("fastmath<")
            .and_then(|d| d.strip_suffix('>'))
            .unwrap_or("");
        let mut bits = 0;
        for word in inner.split(',').map(str::trim) {
            if word == "fast" {
                bits = 0x7f;
            } else if let Some(i) = FLAG_NAMES.iter().position(|n| *n == word) {
                bits |= 1 << i;
            }
        }
        Flags(bits)
    }

    /// The flags without `nnan` and `ninf`.
    fn without_nan_inf(self) -> Flags {
        Flags(self.0 & !(NNAN | NINF))
    }

    /// `#arith.fastmath<...>` holding these flags.
    fn attr(self, ctx: &Context) -> Attribute {
        let text = match self.0 {
            0 => "none".to_string(),
            0x7f => "fast".to_string(),
            bits => FLAG_NAMES
                .iter()
                .enumerate()
                .filter(|(i, _)| bits & (1 << i) != 0)
                .map(|(_, n)| *n)
                .collect::<Vec<_>>()
                .join(","),
        };
        ctx.opaque_attr("arith", &format!("fastmath<{text}>"), None)
    }
}

/// What `B::abs_fn` computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum AbsFn {
    Abs,
    Sqrt,
    Rsqrt,
}

type UnaryBuild = fn(&Context, Location, Type, ValueId, Option<Attribute>) -> OperationState;
type BinaryBuild =
    fn(&Context, Location, Type, ValueId, ValueId, Option<Attribute>) -> OperationState;

/// Builds ops at the op being lowered, with its location.
struct B<'r, 'a> {
    rw: &'r mut PatternRewriter<'a>,
    loc: Location,
}

impl<'r, 'a> B<'r, 'a> {
    fn new(rw: &'r mut PatternRewriter<'a>, op: OpId) -> Self {
        let loc = rw.body().op_location(op);
        B { rw, loc }
    }

    fn ctx(&self) -> &'a Context {
        self.rw.context()
    }

    fn ty(&self, v: ValueId) -> Type {
        self.rw.body().value_type(v)
    }

    fn v(&mut self, state: OperationState) -> ValueId {
        let op = self.rw.create(state);
        self.rw.body().result(op, 0)
    }

    /// The element type of the complex value `z`.
    fn element(&self, z: ValueId) -> Type {
        let ty = self.ty(z);
        match ty.kind() {
            TypeKind::Complex(e) => *e,
            _ => ty,
        }
    }

    fn re(&mut self, z: ValueId) -> ValueId {
        let e = self.element(z);
        let none = Some(Flags::default().attr(self.ctx()));
        self.v(complex::ReOp::build(self.ctx(), self.loc, e, z, none))
    }

    fn im(&mut self, z: ValueId) -> ValueId {
        let e = self.element(z);
        let none = Some(Flags::default().attr(self.ctx()));
        self.v(complex::ImOp::build(self.ctx(), self.loc, e, z, none))
    }

    /// `re z`, then `im z`.
    fn parts(&mut self, z: ValueId) -> (ValueId, ValueId) {
        let re = self.re(z);
        let im = self.im(z);
        (re, im)
    }

    /// A float constant `x` (rounded to nearest-even) of `ty`.
    fn float(&mut self, ty: Type, x: f64) -> ValueId {
        let bits = ty.float_kind().map(|k| FloatBits::new(k, from_f64(k, x)));
        let attr = bits.and_then(|b| float_attr(self.ctx(), ty, &Elems::Splat(b)));
        self.v(ConstantOp::build(self.ctx(), self.loc, ty, attr))
    }

    fn unary(&mut self, build: UnaryBuild, x: ValueId, fmf: Flags) -> ValueId {
        let ty = self.ty(x);
        let attr = Some(fmf.attr(self.ctx()));
        self.v(build(self.ctx(), self.loc, ty, x, attr))
    }

    fn binary(&mut self, build: BinaryBuild, a: ValueId, b: ValueId, fmf: Flags) -> ValueId {
        let ty = self.ty(a);
        let attr = Some(fmf.attr(self.ctx()));
        self.v(build(self.ctx(), self.loc, ty, a, b, attr))
    }

    fn cmpf(&mut self, p: CmpFPredicate, a: ValueId, b: ValueId, fmf: Flags) -> ValueId {
        let ctx = self.ctx();
        let ty = ctx.i1_same_shape(self.ty(a));
        let pred = ctx.int_attr(ctx.int_type(64), p.value());
        let attr = Some(fmf.attr(ctx));
        self.v(CmpFOp::build(ctx, self.loc, ty, a, b, Some(pred), attr))
    }

    fn select(&mut self, c: ValueId, t: ValueId, f: ValueId) -> ValueId {
        let ty = self.ty(t);
        self.v(SelectOp::build(self.ctx(), self.loc, ty, c, t, f))
    }

    fn andi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        self.v(AndIOp::build(self.ctx(), self.loc, ty, a, b))
    }

    /// Replaces `op` by `complex.create re, im` of its result type.
    fn replace_with_create(&mut self, op: OpId, re: ValueId, im: ValueId) {
        let ty = self.rw.body().value_type(self.rw.body().result(op, 0));
        let state = complex::CreateOp::build(self.ctx(), self.loc, ty, re, im);
        self.rw.replace_op_with_new_op(op, state);
    }

    /// `|re + i im|` as `max * sqrt(1 + (min/max)^2)` (`min` when that is NaN).
    fn abs(&mut self, re: ValueId, im: ValueId, fmf: Flags) -> ValueId {
        self.abs_fn(re, im, fmf, AbsFn::Abs)
    }

    /// `|z|`, `sqrt |z|` or `1 / sqrt |z|` (MLIR's `computeAbs`).
    fn abs_fn(&mut self, re: ValueId, im: ValueId, fmf: Flags, which: AbsFn) -> ValueId {
        let ty = self.ty(re);
        let one = self.float(ty, 1.0);
        let abs_re = self.unary(AbsFOp::build, re, fmf);
        let abs_im = self.unary(AbsFOp::build, im, fmf);
        let max = self.binary(MaximumFOp::build, abs_re, abs_im, fmf);
        let min = self.binary(MinimumFOp::build, abs_re, abs_im, fmf);
        let f = fmf.without_nan_inf();
        let ratio = self.binary(DivFOp::build, min, max, f);
        let sq = self.binary(MulFOp::build, ratio, ratio, f);
        let mut sq1 = self.binary(AddFOp::build, sq, one, f);
        let (mut min, mut max) = (min, max);
        if which == AbsFn::Rsqrt {
            sq1 = self.unary(RsqrtOp::build, sq1, f);
            min = self.unary(RsqrtOp::build, min, f);
            max = self.unary(RsqrtOp::build, max, f);
        }
        let r = if which == AbsFn::Sqrt {
            let quarter = self.float(ty, 0.25);
            let root = self.unary(SqrtOp::build, max, f);
            let p = self.binary(PowFOp::build, sq1, quarter, f);
            self.binary(MulFOp::build, root, p, f)
        } else {
            let root = self.unary(SqrtOp::build, sq1, f);
            self.binary(MulFOp::build, max, root, f)
        };
        let nan = self.cmpf(CmpFPredicate::UNO, r, r, f);
        self.select(nan, min, r)
    }

    fn ori(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        self.v(OrIOp::build(self.ctx(), self.loc, ty, a, b))
    }

    /// `complex.create re, im : ty`.
    fn create(&mut self, ty: Type, re: ValueId, im: ValueId) -> ValueId {
        self.v(complex::CreateOp::build(self.ctx(), self.loc, ty, re, im))
    }

    /// `complex.abs z`, lowered by the driver in turn.
    fn complex_abs(&mut self, z: ValueId, fmf: Flags) -> ValueId {
        let e = self.element(z);
        let attr = Some(fmf.attr(self.ctx()));
        self.v(complex::AbsOp::build(self.ctx(), self.loc, e, z, attr))
    }
}

/// `add`/`sub`: `build` on the real parts, then on the imaginary parts.
fn part_wise(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    lhs: ValueId,
    rhs: ValueId,
    fmf: Flags,
    build: BinaryBuild,
) -> LogicalResult {
    let mut b = B::new(rw, op);
    let (lr, rr) = (b.re(lhs), b.re(rhs));
    let re = b.binary(build, lr, rr, fmf);
    let (li, ri) = (b.im(lhs), b.im(rhs));
    let im = b.binary(build, li, ri, fmf);
    b.replace_with_create(op, re, im);
    Ok(())
}

/// `eq` (`andi` of `cmpf oeq`) or `neq` (`ori` of `cmpf une`).
fn compare(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    lhs: ValueId,
    rhs: ValueId,
    eq: bool,
) -> LogicalResult {
    let mut b = B::new(rw, op);
    let (lr, li) = b.parts(lhs);
    let (rr, ri) = b.parts(rhs);
    let p = if eq {
        CmpFPredicate::OEQ
    } else {
        CmpFPredicate::UNE
    };
    let none = Flags::default();
    let c_re = b.cmpf(p, lr, rr, none);
    let c_im = b.cmpf(p, li, ri, none);
    let ty = b.ty(c_re);
    let ctx = b.ctx();
    let state = if eq {
        AndIOp::build(ctx, b.loc, ty, c_re, c_im)
    } else {
        OrIOp::build(ctx, b.loc, ty, c_re, c_im)
    };
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// `(a + bi)(c + di) = (ac - bd) + (bc + ad)i`.
fn mul(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    lhs: ValueId,
    rhs: ValueId,
    fmf: Flags,
) -> LogicalResult {
    let mut b = B::new(rw, op);
    let (a, bb) = b.parts(lhs);
    let (c, d) = b.parts(rhs);
    let ac = b.binary(MulFOp::build, a, c, fmf);
    let bd = b.binary(MulFOp::build, bb, d, fmf);
    let re = b.binary(SubFOp::build, ac, bd, fmf);
    let bc = b.binary(MulFOp::build, bb, c, fmf);
    let ad = b.binary(MulFOp::build, a, d, fmf);
    let im = b.binary(AddFOp::build, bc, ad, fmf);
    b.replace_with_create(op, re, im);
    Ok(())
}

/// `exp(x + iy) = exp(x) cos(y) + i exp(x) sin(y)`; where `exp(x)` is infinite the parts are
/// computed as `exp(x/2) cos(y) exp(x/2)` (and likewise for `sin`), and a zero `y` gives a
/// zero imaginary part.
fn exp(op: OpId, rw: &mut PatternRewriter<'_>, z: ValueId, fmf: Flags) -> LogicalResult {
    let mut b = B::new(rw, op);
    let (x, y) = b.parts(z);
    let ty = b.ty(x);
    let zero = b.float(ty, 0.0);
    let half = b.float(ty, 0.5);
    let inf = b.float(ty, f64::INFINITY);
    let e = b.unary(ExpOp::build, x, fmf);
    let x_half = b.binary(MulFOp::build, x, half, fmf);
    let e_half = b.unary(ExpOp::build, x_half, fmf);
    let cos = b.unary(CosOp::build, y, fmf);
    let sin = b.unary(SinOp::build, y, fmf);
    let overflow = b.cmpf(CmpFPredicate::OEQ, e, inf, fmf);
    let y_zero = b.cmpf(CmpFPredicate::OEQ, y, zero, Flags::default());
    let scaled = [e, e_half, overflow];
    let re = exp_part(&mut b, scaled, cos, fmf);
    let im = exp_part(&mut b, scaled, sin, fmf);
    let im = b.select(y_zero, zero, im);
    b.replace_with_create(op, re, im);
    Ok(())
}

/// `exp(x) t`, or `exp(x/2) t exp(x/2)` where `exp(x)` overflows.
fn exp_part(
    b: &mut B<'_, '_>,
    [e, e_half, overflow]: [ValueId; 3],
    t: ValueId,
    fmf: Flags,
) -> ValueId {
    let direct = b.binary(MulFOp::build, e, t, fmf);
    let h = b.binary(MulFOp::build, e_half, t, fmf);
    let h2 = b.binary(MulFOp::build, h, e_half, fmf);
    b.select(overflow, h2, direct)
}

/// `cos` and `sin` from `s = 0.5 exp(y)`, `r = 0.5 / exp(y)`, `sin x` and `cos x`:
/// `cos(x + iy) = (r + s) cos x + i (r - s) sin x`, `sin(x + iy) = (s + r) sin x +
/// i (s - r) cos x`.
fn trigonometric(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    z: ValueId,
    fmf: Flags,
    is_sin: bool,
) -> LogicalResult {
    let mut b = B::new(rw, op);
    let (x, y) = b.parts(z);
    let ty = b.ty(x);
    let half = b.float(ty, 0.5);
    let e = b.unary(ExpOp::build, y, fmf);
    let s = b.binary(MulFOp::build, half, e, fmf);
    let r = b.binary(DivFOp::build, half, e, fmf);
    let sin = b.unary(SinOp::build, x, fmf);
    let cos = b.unary(CosOp::build, x, fmf);
    let (first, second, re_factor, im_factor) = if is_sin {
        (s, r, sin, cos)
    } else {
        (r, s, cos, sin)
    };
    let sum = b.binary(AddFOp::build, first, second, fmf);
    let re = b.binary(MulFOp::build, sum, re_factor, fmf);
    let diff = b.binary(SubFOp::build, first, second, fmf);
    let im = b.binary(MulFOp::build, diff, im_factor, fmf);
    b.replace_with_create(op, re, im);
    Ok(())
}

/// `sign z = z / |z|`, `z` itself when both parts are zero; `|z|` is a `complex.abs` that
/// the driver lowers in turn.
fn sign(op: OpId, rw: &mut PatternRewriter<'_>, z: ValueId, fmf: Flags) -> LogicalResult {
    let mut b = B::new(rw, op);
    let (x, y) = b.parts(z);
    let ty = b.ty(x);
    let zero = b.float(ty, 0.0);
    let none = Flags::default();
    let x_zero = b.cmpf(CmpFPredicate::OEQ, x, zero, none);
    let y_zero = b.cmpf(CmpFPredicate::OEQ, y, zero, none);
    let is_zero = b.andi(x_zero, y_zero);
    let attr = Some(fmf.attr(b.ctx()));
    let abs = b.v(complex::AbsOp::build(b.ctx(), b.loc, ty, z, attr));
    let re = b.binary(DivFOp::build, x, abs, fmf);
    let im = b.binary(DivFOp::build, y, abs, fmf);
    let zty = b.ty(z);
    let quotient = b.v(complex::CreateOp::build(b.ctx(), b.loc, zty, re, im));
    let state = SelectOp::build(b.ctx(), b.loc, zty, is_zero, z, quotient);
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// Whether both `nnan` and `ninf` are set (the special-value guards are left out then).
fn no_nan_inf(fmf: Flags) -> bool {
    fmf.0 & (NNAN | NINF) == NNAN | NINF
}

/// `log z = log |z| + i atan2(im, re)`; `|z|` is a `complex.abs` lowered in turn.
fn log(op: OpId, rw: &mut PatternRewriter<'_>, z: ValueId, fmf: Flags) -> LogicalResult {
    let mut b = B::new(rw, op);
    let abs = b.complex_abs(z, fmf);
    let re = b.unary(LogOp::build, abs, fmf);
    let (x, y) = b.parts(z);
    let ty = b.ty(x);
    let attr = Some(fmf.attr(b.ctx()));
    let im = b.v(Atan2Op::build(b.ctx(), b.loc, ty, y, x, attr));
    b.replace_with_create(op, re, im);
    Ok(())
}

/// `log1p z`: the real part `log(max) + 0.5 log1p((min/max)^2)` of `|1 + z|` (with
/// `log1p(x)` for `log(max)` where `1 + x` is the larger part), the imaginary part
/// `atan2(y, 1 + x)`.
fn log1p(op: OpId, rw: &mut PatternRewriter<'_>, z: ValueId, fmf: Flags) -> LogicalResult {
    let mut b = B::new(rw, op);
    let (x, y) = b.parts(z);
    let ty = b.ty(x);
    let half = b.float(ty, 0.5);
    let one = b.float(ty, 1.0);
    let x1 = b.binary(AddFOp::build, x, one, fmf);
    let abs_x1 = b.unary(AbsFOp::build, x1, fmf);
    let abs_y = b.unary(AbsFOp::build, y, fmf);
    let max = b.binary(MaximumFOp::build, abs_x1, abs_y, fmf);
    let min = b.binary(MinimumFOp::build, abs_x1, abs_y, fmf);
    let use_re = b.cmpf(CmpFPredicate::OGT, x1, abs_y, fmf);
    let max_1 = b.binary(SubFOp::build, max, one, fmf);
    let arg = b.select(use_re, x, max_1);
    let f = fmf.without_nan_inf();
    let ratio = b.binary(DivFOp::build, min, max, f);
    let log_max = b.unary(Log1pOp::build, arg, fmf);
    let sq = b.binary(MulFOp::build, ratio, ratio, f);
    let log_sq = b.unary(Log1pOp::build, sq, f);
    let half_log = b.binary(MulFOp::build, half, log_sq, f);
    let r = b.binary(AddFOp::build, half_log, log_max, f);
    let nan = b.cmpf(CmpFPredicate::UNO, r, r, f);
    let re = b.select(nan, min, r);
    let attr = Some(fmf.attr(b.ctx()));
    let im = b.v(Atan2Op::build(b.ctx(), b.loc, ty, y, x1, attr));
    b.replace_with_create(op, re, im);
    Ok(())
}

/// `sqrt z = sqrt|z| (cos(arg/2) + i sin(arg/2))`, with the special values of infinite and
/// NaN parts unless `nnan` and `ninf` are both set, and zero for zero.
fn sqrt(op: OpId, rw: &mut PatternRewriter<'_>, z: ValueId, fmf: Flags) -> LogicalResult {
    let mut b = B::new(rw, op);
    let ty = b.element(z);
    let zero = b.float(ty, 0.0);
    let half = b.float(ty, 0.5);
    let (x, y) = b.parts(z);
    let abs_sqrt = b.abs_fn(x, y, fmf, AbsFn::Sqrt);
    let attr = Some(fmf.attr(b.ctx()));
    let arg = b.v(Atan2Op::build(b.ctx(), b.loc, ty, y, x, attr));
    let half_arg = b.binary(MulFOp::build, arg, half, fmf);
    let cos = b.unary(CosOp::build, half_arg, fmf);
    let sin = b.unary(SinOp::build, half_arg, fmf);
    let sin_zero = b.cmpf(CmpFPredicate::OEQ, sin, zero, fmf);
    let mut re = b.binary(MulFOp::build, abs_sqrt, cos, fmf);
    let im_raw = b.binary(MulFOp::build, abs_sqrt, sin, fmf);
    let mut im = b.select(sin_zero, zero, im_raw);
    if !no_nan_inf(fmf) {
        let inf = b.float(ty, f64::INFINITY);
        let neg_inf = b.float(ty, f64::NEG_INFINITY);
        let nan = b.float(ty, f64::NAN);
        let abs_y = b.unary(AbsFOp::build, y, fmf);
        let y_inf = b.cmpf(CmpFPredicate::OEQ, abs_y, inf, fmf);
        let y_finite = b.cmpf(CmpFPredicate::ONE, abs_y, inf, fmf);
        let x_inf = b.cmpf(CmpFPredicate::OEQ, x, inf, fmf);
        let x_neg_inf = b.cmpf(CmpFPredicate::OEQ, x, neg_inf, fmf);
        let c = b.andi(x_neg_inf, y_finite);
        re = b.select(c, zero, re);
        let c = b.ori(y_inf, x_inf);
        re = b.select(c, inf, re);
        let signed_inf = b.binary(CopySignOp::build, inf, y, fmf);
        let c = b.cmpf(CmpFPredicate::UNO, abs_sqrt, abs_sqrt, Flags::default());
        im = b.select(c, nan, im);
        let c = b.ori(y_inf, x_neg_inf);
        im = b.select(c, signed_inf, im);
    }
    let is_zero = b.cmpf(CmpFPredicate::OEQ, abs_sqrt, zero, fmf);
    let re = b.select(is_zero, zero, re);
    let im = b.select(is_zero, zero, im);
    b.replace_with_create(op, re, im);
    Ok(())
}

/// `rsqrt z = |z|^-1/2 (cos(-arg/2) + i sin(-arg/2))`, with signed zeros for infinite
/// inputs (unless `nnan` and `ninf` are both set) and `inf + i nan` for zero.
fn rsqrt(op: OpId, rw: &mut PatternRewriter<'_>, z: ValueId, fmf: Flags) -> LogicalResult {
    let mut b = B::new(rw, op);
    let ty = b.element(z);
    let zero = b.float(ty, 0.0);
    let inf = b.float(ty, f64::INFINITY);
    let neg_half = b.float(ty, -0.5);
    let nan = b.float(ty, f64::NAN);
    let (x, y) = b.parts(z);
    let abs_rsqrt = b.abs_fn(x, y, fmf, AbsFn::Rsqrt);
    let attr = Some(fmf.attr(b.ctx()));
    let arg = b.v(Atan2Op::build(b.ctx(), b.loc, ty, y, x, attr));
    let half_arg = b.binary(MulFOp::build, arg, neg_half, fmf);
    let cos = b.unary(CosOp::build, half_arg, fmf);
    let sin = b.unary(SinOp::build, half_arg, fmf);
    let mut re = b.binary(MulFOp::build, abs_rsqrt, cos, fmf);
    let mut im = b.binary(MulFOp::build, abs_rsqrt, sin, fmf);
    if !no_nan_inf(fmf) {
        let neg_one = b.float(ty, -1.0);
        let re_zero = b.binary(CopySignOp::build, zero, x, fmf);
        let im_zero = b.binary(CopySignOp::build, zero, y, fmf);
        let neg_im_zero = b.binary(MulFOp::build, neg_one, im_zero, fmf);
        let abs_x = b.unary(AbsFOp::build, x, fmf);
        let abs_y = b.unary(AbsFOp::build, y, fmf);
        let y_inf = b.cmpf(CmpFPredicate::OEQ, abs_y, inf, fmf);
        let x_nan = b.cmpf(CmpFPredicate::UNO, x, x, fmf);
        let x_inf = b.cmpf(CmpFPredicate::OEQ, abs_x, inf, fmf);
        let nan_inf = b.andi(y_inf, x_nan);
        let to_zero = b.ori(nan_inf, x_inf);
        re = b.select(to_zero, re_zero, re);
        im = b.select(to_zero, neg_im_zero, im);
    }
    let x_zero = b.cmpf(CmpFPredicate::OEQ, x, zero, fmf);
    let y_zero = b.cmpf(CmpFPredicate::OEQ, y, zero, fmf);
    let is_zero = b.andi(x_zero, y_zero);
    let re = b.select(is_zero, inf, re);
    let im = b.select(is_zero, nan, im);
    b.replace_with_create(op, re, im);
    Ok(())
}

/// `tanh z` from `expm1(2x)`, `expm1(-2x)`, `cos y` and `sin y`; `tan z` is `-i tanh(iz)`
/// (the parts swapped, one negated, before and after).
fn tan_tanh(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    z: ValueId,
    fmf: Flags,
    is_tan: bool,
) -> LogicalResult {
    let mut b = B::new(rw, op);
    let (mut x, mut y) = b.parts(z);
    let ty = b.ty(x);
    let neg_one = b.float(ty, -1.0);
    if is_tan {
        std::mem::swap(&mut x, &mut y);
        x = b.binary(MulFOp::build, x, neg_one, fmf);
    }
    let inf = b.float(ty, f64::INFINITY);
    let four = b.float(ty, 4.0);
    let two_x = b.binary(AddFOp::build, x, x, fmf);
    let neg_two_x = b.binary(MulFOp::build, neg_one, two_x, fmf);
    let e_pos = b.unary(ExpM1Op::build, two_x, fmf);
    let e_neg = b.unary(ExpM1Op::build, neg_two_x, fmf);
    let re_num = b.binary(SubFOp::build, e_pos, e_neg, fmf);
    let cos = b.unary(CosOp::build, y, fmf);
    let cos_sq = b.binary(MulFOp::build, cos, cos, fmf);
    let cos_term = b.binary(MulFOp::build, cos_sq, four, fmf);
    let sin = b.unary(SinOp::build, y, fmf);
    let cs = b.binary(MulFOp::build, cos, sin, fmf);
    let im_num = b.binary(MulFOp::build, four, cs, fmf);
    let e_sum = b.binary(AddFOp::build, e_pos, e_neg, fmf);
    let denom = b.binary(AddFOp::build, e_sum, cos_term, fmf);
    let is_inf = b.cmpf(CmpFPredicate::OEQ, e_sum, inf, fmf);
    let limit = b.binary(CopySignOp::build, neg_one, x, fmf);
    let q = b.binary(DivFOp::build, re_num, denom, fmf);
    let mut re = b.select(is_inf, limit, q);
    let mut im = b.binary(DivFOp::build, im_num, denom, fmf);
    if !no_nan_inf(fmf) {
        let abs_x = b.unary(AbsFOp::build, x, fmf);
        let zero = b.float(ty, 0.0);
        let nan = b.float(ty, f64::NAN);
        let x_inf = b.cmpf(CmpFPredicate::OEQ, abs_x, inf, fmf);
        let y_zero = b.cmpf(CmpFPredicate::OEQ, y, zero, fmf);
        let i1 = b.ctx().int_type(1);
        let true_attr = b.ctx().integer_attr(i1, ApInt::from_u64(1, 1));
        let t = b.v(ConstantOp::build(b.ctx(), b.loc, i1, Some(true_attr)));
        let x_finite = b.v(XOrIOp::build(b.ctx(), b.loc, i1, x_inf, t));
        let num_nan = b.cmpf(CmpFPredicate::UNO, im_num, im_num, fmf);
        let re_nan = b.andi(num_nan, x_finite);
        let inf_nan = b.andi(x_inf, num_nan);
        let im_zero = b.ori(y_zero, inf_nan);
        re = b.select(re_nan, nan, re);
        im = b.select(im_zero, zero, im);
    }
    if is_tan {
        std::mem::swap(&mut re, &mut im);
        im = b.binary(MulFOp::build, im, neg_one, fmf);
    }
    b.replace_with_create(op, re, im);
    Ok(())
}

/// `lhs^(c + di) = |lhs|^c exp(-d arg) (cos q + i sin q)` with `q = c arg + d log|lhs|`,
/// then the special cases (0^w, z^0, 1^w, inf^c) in mlir-opt's order.
fn pow_parts(b: &mut B<'_, '_>, lhs: ValueId, c: ValueId, d: ValueId, fmf: Flags) -> ValueId {
    let cty = b.ty(lhs);
    let ty = b.element(lhs);
    let (x, y) = b.parts(lhs);
    let abs = b.complex_abs(lhs, fmf);
    let abs_c = b.binary(PowFOp::build, abs, c, fmf);
    let neg_d = b.unary(NegFOp::build, d, fmf);
    let attr = Some(fmf.attr(b.ctx()));
    let arg = b.v(Atan2Op::build(b.ctx(), b.loc, ty, y, x, attr));
    let neg_d_arg = b.binary(MulFOp::build, neg_d, arg, fmf);
    let e = b.unary(ExpOp::build, neg_d_arg, fmf);
    let coeff = b.binary(MulFOp::build, abs_c, e, fmf);
    let ln_abs = b.unary(LogOp::build, abs, fmf);
    let c_arg = b.binary(MulFOp::build, c, arg, fmf);
    let d_ln = b.binary(MulFOp::build, d, ln_abs, fmf);
    let q = b.binary(AddFOp::build, c_arg, d_ln, fmf);
    let cos_q = b.unary(CosOp::build, q, fmf);
    let sin_q = b.unary(SinOp::build, q, fmf);
    let inf = b.float(ty, f64::INFINITY);
    let zero = b.float(ty, 0.0);
    let one = b.float(ty, 1.0);
    let c_one = b.create(cty, one, zero);
    let c_zero = b.create(cty, zero, zero);
    let c_inf = b.create(cty, inf, zero);
    let abs_zero = b.cmpf(CmpFPredicate::OEQ, abs, zero, fmf);
    let d_zero = b.cmpf(CmpFPredicate::OEQ, d, zero, fmf);
    let c_is_zero = b.cmpf(CmpFPredicate::OEQ, c, zero, fmf);
    let y_zero = b.cmpf(CmpFPredicate::OEQ, y, zero, fmf);
    let c_nonneg = b.cmpf(CmpFPredicate::OLE, zero, c, fmf);
    let re = b.binary(MulFOp::build, coeff, cos_q, fmf);
    let im = b.binary(MulFOp::build, coeff, sin_q, fmf);
    let one_or_zero = b.select(c_is_zero, c_one, c_zero);
    let general = b.create(cty, re, im);
    let both_zero = b.andi(abs_zero, d_zero);
    let zero_base = b.andi(both_zero, c_nonneg);
    let r0 = b.select(zero_base, one_or_zero, general);
    let rhs_zero = b.andi(c_is_zero, d_zero);
    let r1 = b.select(rhs_zero, c_one, r0);
    let x_one = b.cmpf(CmpFPredicate::OEQ, x, one, fmf);
    let lhs_one = b.andi(x_one, y_zero);
    let r2 = b.select(lhs_one, c_one, r1);
    let x_inf = b.cmpf(CmpFPredicate::OEQ, x, inf, fmf);
    let lhs_inf = b.andi(x_inf, y_zero);
    let c_pos = b.cmpf(CmpFPredicate::OGT, c, zero, fmf);
    let rhs_pos = b.andi(d_zero, c_pos);
    let inf_pos = b.andi(lhs_inf, rhs_pos);
    let r3 = b.select(inf_pos, c_inf, r2);
    let c_neg = b.cmpf(CmpFPredicate::OLT, c, zero, fmf);
    let rhs_neg = b.andi(d_zero, c_neg);
    let inf_neg = b.andi(lhs_inf, rhs_neg);
    b.select(inf_neg, c_zero, r3)
}

fn pow(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    lhs: ValueId,
    rhs: ValueId,
    fmf: Flags,
) -> LogicalResult {
    let mut b = B::new(rw, op);
    let (c, d) = b.parts(rhs);
    let r = pow_parts(&mut b, lhs, c, d, fmf);
    rw.replace_op(op, &[r]);
    Ok(())
}

/// `powi z, n` is `pow z, (sitofp n + 0i)`, lowered in turn.
fn powi(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    lhs: ValueId,
    rhs: ValueId,
    fastmath: Option<Attribute>,
) -> LogicalResult {
    let mut b = B::new(rw, op);
    let cty = b.ty(lhs);
    let ty = b.element(lhs);
    let n = b.v(SIToFPOp::build(b.ctx(), b.loc, ty, rhs));
    let zero = b.float(ty, 0.0);
    let exponent = b.create(cty, n, zero);
    let r = b.v(complex::PowOp::build(
        b.ctx(),
        b.loc,
        cty,
        lhs,
        exponent,
        fastmath,
    ));
    rw.replace_op(op, &[r]);
    Ok(())
}

/// The coefficients of the polynomial `cosm1` evaluates for small arguments (cephes').
const COSM1_COEFFS: [f64; 7] = [
    4.737750796424621e-14,
    -1.147028484342536e-11,
    2.087675428708152e-09,
    -2.755731921499979e-07,
    2.480158730157055e-05,
    -0.0013888888888888872,
    0.041666666666666664,
];

/// `cos(t) - 1`, accurate near zero: `cos t - 1` when `t^2 >= (pi/4)^2`, else
/// `t^4 p(t^2) - t^2 / 2` (the polynomial by `fma`s in Horner's order).
fn cosm1(b: &mut B<'_, '_>, t: ValueId, fmf: Flags) -> ValueId {
    let ty = b.ty(t);
    let neg_half = b.float(ty, -0.5);
    let neg_one = b.float(ty, -1.0);
    let cos = b.unary(CosOp::build, t, fmf);
    let large = b.binary(AddFOp::build, cos, neg_one, fmf);
    let t2 = b.binary(MulFOp::build, t, t, fmf);
    let t4 = b.binary(MulFOp::build, t2, t2, fmf);
    let mut poly = b.float(ty, COSM1_COEFFS[0]);
    for &c in &COSM1_COEFFS[1..] {
        let k = b.float(ty, c);
        let attr = Some(fmf.attr(b.ctx()));
        poly = b.v(FmaOp::build(b.ctx(), b.loc, ty, poly, t2, k, attr));
    }
    let high = b.binary(MulFOp::build, t4, poly, fmf);
    let low = b.binary(MulFOp::build, neg_half, t2, fmf);
    let small = b.binary(AddFOp::build, high, low, Flags::default());
    let bound = b.float(ty, 0.61685);
    let is_large = b.cmpf(CmpFPredicate::OGE, t2, bound, fmf);
    b.select(is_large, large, small)
}

/// `exp(x + iy) - 1 = (expm1(x) cos y + cosm1(y)) + i exp(x) sin y` (a zero `y` keeps a zero
/// imaginary part).
fn expm1(op: OpId, rw: &mut PatternRewriter<'_>, z: ValueId, fmf: Flags) -> LogicalResult {
    let mut b = B::new(rw, op);
    let (x, y) = b.parts(z);
    let ty = b.ty(x);
    let zero = b.float(ty, 0.0);
    let one = b.float(ty, 1.0);
    let em1 = b.unary(ExpM1Op::build, x, fmf);
    let e = b.binary(AddFOp::build, em1, one, fmf);
    let sin = b.unary(SinOp::build, y, fmf);
    let cm1 = cosm1(&mut b, y, fmf);
    let cos = b.binary(AddFOp::build, cm1, one, fmf);
    let p = b.binary(MulFOp::build, em1, cos, fmf);
    let re = b.binary(AddFOp::build, p, cm1, fmf);
    let y_zero = b.cmpf(CmpFPredicate::OEQ, y, zero, fmf);
    let es = b.binary(MulFOp::build, e, sin, fmf);
    let im = b.select(y_zero, zero, es);
    b.replace_with_create(op, re, im);
    Ok(())
}

/// `(a + bi) / (c + di)` as `((ac + bd) + (bc - ad)i) / (c^2 + d^2)` (`complex-range=basic`
/// or `none`).
fn div_algebraic(b: &mut B<'_, '_>, [a, bb, c, d]: [ValueId; 4], fmf: Flags) -> (ValueId, ValueId) {
    let cc = b.binary(MulFOp::build, c, c, fmf);
    let dd = b.binary(MulFOp::build, d, d, fmf);
    let denom = b.binary(AddFOp::build, cc, dd, fmf);
    let ac = b.binary(MulFOp::build, a, c, fmf);
    let bd = b.binary(MulFOp::build, bb, d, fmf);
    let re_num = b.binary(AddFOp::build, ac, bd, fmf);
    let bc = b.binary(MulFOp::build, bb, c, fmf);
    let ad = b.binary(MulFOp::build, a, d, fmf);
    let im_num = b.binary(SubFOp::build, bc, ad, fmf);
    let re = b.binary(DivFOp::build, re_num, denom, fmf);
    let im = b.binary(DivFOp::build, im_num, denom, fmf);
    (re, im)
}

/// `copysign(select(cond, 1, 0), sign)`: a unit with the sign of `sign` where `cond` holds,
/// else a signed zero.
fn unit_if(
    b: &mut B<'_, '_>,
    cond: ValueId,
    one: ValueId,
    zero: ValueId,
    sign: ValueId,
) -> ValueId {
    let s = b.select(cond, one, zero);
    b.binary(CopySignOp::build, s, sign, Flags::default())
}

/// `inner(x * u, y * v)` scaled by `k`: the special-case parts of the range-reduced division.
fn scaled(
    b: &mut B<'_, '_>,
    k: ValueId,
    [x, u, y, v]: [ValueId; 4],
    build: BinaryBuild,
    fmf: Flags,
) -> ValueId {
    let p = b.binary(MulFOp::build, x, u, fmf);
    let q = b.binary(MulFOp::build, y, v, fmf);
    let s = b.binary(build, p, q, fmf);
    b.binary(MulFOp::build, k, s, fmf)
}

/// Smith's division with range reduction (`complex-range=improved`, the default): the
/// quotient by the ratio of the divisor's smaller part to its larger one, then the cases of
/// a zero divisor, an infinite dividend over a finite divisor and a finite dividend over an
/// infinite divisor, taken where the plain quotient is NaN in both parts.
fn div_range_reduction(
    b: &mut B<'_, '_>,
    [a, bb, c, d]: [ValueId; 4],
    fmf: Flags,
) -> (ValueId, ValueId) {
    let none = Flags::default();
    let ty = b.ty(a);
    // |c| < |d|: divide through by d.
    let r1 = b.binary(DivFOp::build, c, d, fmf);
    let r1c = b.binary(MulFOp::build, r1, c, fmf);
    let den1 = b.binary(AddFOp::build, d, r1c, fmf);
    let ar1 = b.binary(MulFOp::build, a, r1, fmf);
    let re_num1 = b.binary(AddFOp::build, ar1, bb, fmf);
    let re1 = b.binary(DivFOp::build, re_num1, den1, fmf);
    let br1 = b.binary(MulFOp::build, bb, r1, fmf);
    let im_num1 = b.binary(SubFOp::build, br1, a, fmf);
    let im1 = b.binary(DivFOp::build, im_num1, den1, fmf);
    // Otherwise: divide through by c.
    let r2 = b.binary(DivFOp::build, d, c, fmf);
    let r2d = b.binary(MulFOp::build, r2, d, fmf);
    let den2 = b.binary(AddFOp::build, c, r2d, fmf);
    let br2 = b.binary(MulFOp::build, bb, r2, fmf);
    let re_num2 = b.binary(AddFOp::build, a, br2, fmf);
    let re2 = b.binary(DivFOp::build, re_num2, den2, fmf);
    let ar2 = b.binary(MulFOp::build, a, r2, fmf);
    let im_num2 = b.binary(SubFOp::build, bb, ar2, fmf);
    let im2 = b.binary(DivFOp::build, im_num2, den2, fmf);
    // A zero divisor and a dividend not all NaN: infinity.
    let zero = b.float(ty, 0.0);
    let abs_c = b.unary(AbsFOp::build, c, fmf);
    let c_zero = b.cmpf(CmpFPredicate::OEQ, abs_c, zero, none);
    let abs_d = b.unary(AbsFOp::build, d, fmf);
    let d_zero = b.cmpf(CmpFPredicate::OEQ, abs_d, zero, none);
    let a_num = b.cmpf(CmpFPredicate::ORD, a, zero, none);
    let b_num = b.cmpf(CmpFPredicate::ORD, bb, zero, none);
    let some_num = b.ori(a_num, b_num);
    let den_zero = b.andi(c_zero, d_zero);
    let to_inf = b.andi(some_num, den_zero);
    let inf = b.float(ty, f64::INFINITY);
    let signed_inf = b.binary(CopySignOp::build, inf, c, none);
    let inf_re = b.binary(MulFOp::build, signed_inf, a, fmf);
    let inf_im = b.binary(MulFOp::build, signed_inf, bb, fmf);
    // An infinite dividend over a finite divisor.
    let c_fin = b.cmpf(CmpFPredicate::ONE, abs_c, inf, none);
    let d_fin = b.cmpf(CmpFPredicate::ONE, abs_d, inf, none);
    let den_fin = b.andi(c_fin, d_fin);
    let abs_a = b.unary(AbsFOp::build, a, fmf);
    let a_inf = b.cmpf(CmpFPredicate::OEQ, abs_a, inf, none);
    let abs_b = b.unary(AbsFOp::build, bb, fmf);
    let b_inf = b.cmpf(CmpFPredicate::OEQ, abs_b, inf, none);
    let num_inf = b.ori(a_inf, b_inf);
    let inf_fin = b.andi(num_inf, den_fin);
    let one = b.float(ty, 1.0);
    let ua = unit_if(b, a_inf, one, zero, a);
    let ub = unit_if(b, b_inf, one, zero, bb);
    let re3 = scaled(b, inf, [ua, c, ub, d], AddFOp::build, fmf);
    let ua_d = b.binary(MulFOp::build, ua, d, fmf);
    let ub_c = b.binary(MulFOp::build, ub, c, fmf);
    let im3_sum = b.binary(SubFOp::build, ub_c, ua_d, fmf);
    let im3 = b.binary(MulFOp::build, inf, im3_sum, fmf);
    // A finite dividend over an infinite divisor.
    let a_fin = b.cmpf(CmpFPredicate::ONE, abs_a, inf, none);
    let b_fin = b.cmpf(CmpFPredicate::ONE, abs_b, inf, none);
    let num_fin = b.andi(a_fin, b_fin);
    let c_inf = b.cmpf(CmpFPredicate::OEQ, abs_c, inf, none);
    let d_inf = b.cmpf(CmpFPredicate::OEQ, abs_d, inf, none);
    let den_inf = b.ori(c_inf, d_inf);
    let fin_inf = b.andi(num_fin, den_inf);
    let uc = unit_if(b, c_inf, one, zero, c);
    let ud = unit_if(b, d_inf, one, zero, d);
    let re4 = scaled(b, zero, [a, uc, bb, ud], AddFOp::build, fmf);
    let im4 = scaled(b, zero, [bb, uc, a, ud], SubFOp::build, fmf);
    // Pick.
    let c_smaller = b.cmpf(CmpFPredicate::OLT, abs_c, abs_d, none);
    let re5 = b.select(c_smaller, re1, re2);
    let im5 = b.select(c_smaller, im1, im2);
    let re_s3 = b.select(fin_inf, re4, re5);
    let im_s3 = b.select(fin_inf, im4, im5);
    let re_s2 = b.select(inf_fin, re3, re_s3);
    let im_s2 = b.select(inf_fin, im3, im_s3);
    let re_s1 = b.select(to_inf, inf_re, re_s2);
    let im_s1 = b.select(to_inf, inf_im, im_s2);
    let re_nan = b.cmpf(CmpFPredicate::UNO, re5, zero, none);
    let im_nan = b.cmpf(CmpFPredicate::UNO, im5, zero, none);
    let nan = b.andi(re_nan, im_nan);
    let re = b.select(nan, re_s1, re5);
    let im = b.select(nan, im_s1, im5);
    (re, im)
}

fn div(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    lhs: ValueId,
    rhs: ValueId,
    fmf: Flags,
    improved: bool,
) -> LogicalResult {
    let mut b = B::new(rw, op);
    let (a, bb) = b.parts(lhs);
    let (c, d) = b.parts(rhs);
    let (re, im) = if improved {
        div_range_reduction(&mut b, [a, bb, c, d], fmf)
    } else {
        div_algebraic(&mut b, [a, bb, c, d], fmf)
    };
    b.replace_with_create(op, re, im);
    Ok(())
}

/// `atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2))`, built of complex ops lowered in turn.
fn atan2(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    lhs: ValueId,
    rhs: ValueId,
    fastmath: Option<Attribute>,
) -> LogicalResult {
    let mut b = B::new(rw, op);
    let ty = b.ty(lhs);
    let elem = b.element(lhs);
    let (ctx, loc, f) = (b.ctx(), b.loc, fastmath);
    let rr = b.v(complex::MulOp::build(ctx, loc, ty, rhs, rhs, f));
    let ll = b.v(complex::MulOp::build(ctx, loc, ty, lhs, lhs, f));
    let sum = b.v(complex::AddOp::build(ctx, loc, ty, rr, ll, f));
    let root = b.v(complex::SqrtOp::build(ctx, loc, ty, sum, f));
    let zero = b.float(elem, 0.0);
    let one = b.float(elem, 1.0);
    let i = b.create(ty, zero, one);
    let il = b.v(complex::MulOp::build(ctx, loc, ty, i, lhs, f));
    let num = b.v(complex::AddOp::build(ctx, loc, ty, rhs, il, f));
    let q = b.v(complex::DivOp::build(ctx, loc, ty, num, root, f));
    let l = b.v(complex::LogOp::build(ctx, loc, ty, q, f));
    let neg_one = b.float(elem, -1.0);
    let neg_i = b.create(ty, zero, neg_one);
    let state = complex::MulOp::build(ctx, loc, ty, neg_i, l, f);
    rw.replace_op_with_new_op(op, state);
    Ok(())
}
