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
//! * `sign`: `z / abs(z)` (through a `complex.abs` legalized in turn), `z` itself when zero.
//!
//! The other ops (`atan2`, `div`, `expm1`, `log`, `log1p`, `pow`, `powi`, `rsqrt`, `sqrt`,
//! `tan`, `tanh`) are not lowered yet: the pass reports each one it finds as an error and
//! fails before changing anything, instead of leaving them behind as mlir-opt never would.

use ropt_conversion::{ConversionConfig, ConversionTarget};
use ropt_dialect_arith::attr::float_attr;
use ropt_dialect_arith::fold::Elems;
use ropt_dialect_arith::{
    AddFOp, AndIOp, CmpFOp, CmpFPredicate, ConstantOp, DivFOp, MaximumFOp, MinimumFOp, MulFOp,
    NegFOp, OrIOp, SelectOp, SubFOp,
};
use ropt_dialect_complex as complex;
use ropt_dialect_math::{AbsFOp, Atan2Op, CosOp, ExpOp, SinOp, SqrtOp};
use ropt_ir::walk::{WalkOrder, WalkResult};
use ropt_ir::{
    Attribute, AttributeKind, Body, Context, Diagnostic, Location, OpId, OperationState, Type,
    TypeKind, ValueId,
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
        })
    },
};

struct ComplexToStandard {
    trace: bool,
}

/// The complex ops whose lowering ropt does not have yet.
const NOT_LOWERED: &[&str] = &[
    complex::Atan2Op::NAME,
    complex::DivOp::NAME,
    complex::Expm1Op::NAME,
    complex::LogOp::NAME,
    complex::Log1pOp::NAME,
    complex::PowOp::NAME,
    complex::PowiOp::NAME,
    complex::RsqrtOp::NAME,
    complex::SqrtOp::NAME,
    complex::TanOp::NAME,
    complex::TanhOp::NAME,
];

impl Pass for ComplexToStandard {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let mut missing = Vec::new();
        body.walk_ops(op, WalkOrder::PreOrder, |b, o| {
            let name = b.op_name(o);
            if NOT_LOWERED.contains(&name.as_str()) {
                missing.push(Diagnostic::error(
                    b.op_location(o),
                    format!("ropt cannot lower '{}' to standard yet", name.as_str()),
                ));
            }
            WalkResult::Advance
        });
        if !missing.is_empty() {
            for d in missing {
                cx.emit(d);
            }
            return Err(PassFailure);
        }
        let mut set = RewritePatternSet::new();
        populate_complex_to_standard_patterns(ctx, &mut set);
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

/// Adds the lowerings (MLIR's `populateComplexToStandardConversionPatterns`, for the ops
/// ropt lowers so far).
pub fn populate_complex_to_standard_patterns(ctx: &Context, set: &mut RewritePatternSet) {
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
        let ty = self.ty(re);
        let one = self.float(ty, 1.0);
        let abs_re = self.unary(AbsFOp::build, re, fmf);
        let abs_im = self.unary(AbsFOp::build, im, fmf);
        let max = self.binary(MaximumFOp::build, abs_re, abs_im, fmf);
        let min = self.binary(MinimumFOp::build, abs_re, abs_im, fmf);
        let f = fmf.without_nan_inf();
        let ratio = self.binary(DivFOp::build, min, max, f);
        let sq = self.binary(MulFOp::build, ratio, ratio, f);
        let sq1 = self.binary(AddFOp::build, sq, one, f);
        let root = self.unary(SqrtOp::build, sq1, f);
        let r = self.binary(MulFOp::build, max, root, f);
        let nan = self.cmpf(CmpFPredicate::UNO, r, r, f);
        self.select(nan, min, r)
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
