//! The `math` dialect: ops generated from `math.td`, with their Rust hooks (`hooks`: folders
//! and the constant materializer, which builds `arith.constant`).
//!
//! Folders follow mlir-opt 22: `absf`, `ceil`, `floor`, `roundeven`, `copysign` and the
//! classification ops (`isnan`, ...) fold for every float kind with APFloat semantics; the
//! transcendental ops, `sqrt`, `round`, `trunc`, `atan2` and `powf` fold only `f32` and `f64`
//! constants, through the host C math library as MLIR does; `cbrt`, `rsqrt`, `fma`, `fpowi`,
//! `clampf` and `sincos` never fold. Integer ops (`absi`, `ctlz`, `cttz`, `ctpop`, `ipowi`)
//! fold at any width. The outcome types are `ropt_dialect_arith::fold`'s.

mod hooks;
mod host;

use ropt_dialect_arith::fold::{Elems, Fold, binary, unary};
use ropt_ir::apint::ApInt;
use ropt_numbers::apfloat::{self as float, FloatBits, UnOp};
use ropt_numbers::int;

pub use host::HostFn;

/// A float constant operand.
pub type FArg<'a> = Option<&'a Elems<FloatBits>>;
/// An integer constant operand.
pub type IArg<'a> = Option<&'a Elems<ApInt>>;

/// The unary float ops of `math`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unary {
    /// `math.absf` (any kind).
    AbsF,
    /// `math.ceil` (any kind).
    Ceil,
    /// `math.floor` (any kind).
    Floor,
    /// `math.roundeven` (any kind).
    RoundEven,
    /// A host-library op (`f32`/`f64` only).
    Host(HostFn),
    /// `math.cbrt`, `math.rsqrt`: never folded.
    NoFold,
}

/// Folds a unary float op.
pub fn unary_f(op: Unary, a: FArg) -> Fold<Elems<FloatBits>> {
    unary(a, |v| match op {
        Unary::AbsF => float::unop(UnOp::Abs, *v),
        Unary::Ceil => float::unop(UnOp::Ceil, *v),
        Unary::Floor => float::unop(UnOp::Floor, *v),
        Unary::RoundEven => float::unop(UnOp::RoundEven, *v),
        Unary::Host(f) => host::unary(f, *v),
        Unary::NoFold => None,
    })
}

/// The binary float ops of `math`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Binary {
    /// `math.copysign` (any kind).
    CopySign,
    /// `math.atan2` (`f32`/`f64`).
    Atan2,
    /// `math.powf` (`f32`/`f64`).
    PowF,
}

/// Folds a binary float op.
pub fn binary_f(op: Binary, a: FArg, b: FArg) -> Fold<Elems<FloatBits>> {
    binary(a, b, |x, y| match op {
        Binary::CopySign => float::binop(
            float::BinOp::CopySign,
            *x,
            *y,
            float::Round::NearestTiesToEven,
        ),
        Binary::Atan2 => host::binary(op, *x, *y),
        Binary::PowF => host::binary(op, *x, *y),
    })
}

/// The classification ops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// `math.isnan`.
    IsNan,
    /// `math.isinf`.
    IsInf,
    /// `math.isfinite`.
    IsFinite,
    /// `math.isnormal`.
    IsNormal,
}

/// Folds a classification op to `i1` constants.
pub fn classify(op: Class, a: FArg) -> Fold<Elems<bool>> {
    unary(a, |v| {
        let c = float::classify(*v)?;
        Some(match op {
            Class::IsNan => c.nan,
            Class::IsInf => c.infinite,
            Class::IsFinite => !c.nan && !c.infinite,
            Class::IsNormal => c.normal,
        })
    })
}

/// The unary integer ops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IntUnary {
    /// `math.absi` (wraps at the signed minimum).
    AbsI,
    /// `math.ctlz` (the width for zero).
    Ctlz,
    /// `math.cttz` (the width for zero).
    Cttz,
    /// `math.ctpop`.
    Ctpop,
}

/// Folds a unary integer op.
pub fn unary_i(op: IntUnary, a: IArg) -> Fold<Elems<ApInt>> {
    unary(a, |v| {
        let w = v.width();
        Some(match op {
            IntUnary::AbsI => int::abs(v),
            IntUnary::Ctlz => ApInt::from_u64(w, int::leading_zeros(v) as u64),
            IntUnary::Cttz => ApInt::from_u64(w, int::trailing_zeros(v) as u64),
            IntUnary::Ctpop => ApInt::from_u64(w, int::count_ones(v) as u64),
        })
    })
}

/// `base ** exp` for integers, wrapping; a negative exponent gives 0 except for bases 1 and
/// -1 (whose powers are exact), and does not fold for base 0.
pub fn ipow(base: &ApInt, exp: &ApInt) -> Option<ApInt> {
    let w = base.width();
    let one = int::one(w);
    if exp.is_negative() {
        if base.is_zero() {
            return None;
        }
        if *base == one {
            return Some(one);
        }
        if int::is_all_ones(base) {
            // (-1)^e: -1 for odd e, 1 for even e.
            return Some(if int::bit(exp, 0) { base.clone() } else { one });
        }
        return Some(int::zero(w));
    }
    let mut result = one;
    let mut b = base.clone();
    let mut e = exp.clone();
    while !e.is_zero() {
        if int::bit(&e, 0) {
            result = int::mul(&result, &b);
        }
        b = int::mul(&b, &b);
        e = int::lshr(&e, 1);
    }
    Some(result)
}

/// Folds `math.ipowi`.
pub fn ipowi(a: IArg, b: IArg) -> Fold<Elems<ApInt>> {
    binary(a, b, ipow)
}

#[cfg(test)]
mod tests;

/// The ODS-generated ops of `math.td` (see `build.rs`).
#[allow(missing_docs, dead_code, clippy::all)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/math.rs"));
}

pub use generated::*;

/// Registers the dialect and its ops in `ctx`.
pub fn register(ctx: &mut ropt_ir::Context) {
    generated::register(ctx);
}

/// The folders of the ops with `hasFolder`, each folding as its [`hooks::Folder`] says.
macro_rules! fold_hooks {
    ($($op:ident: $hooks:ident, $adaptor:ident => $folder:expr;)*) => {$(
        impl $hooks for $op {
            fn fold(
                self,
                ctx: &Context,
                body: &mut Body,
                adaptor: $adaptor<'_>,
                out: &mut Vec<OpFoldResult>,
            ) -> bool {
                hooks::fold($folder, ctx, body, self.0, adaptor.operands, out)
            }
        }
    )*};
}

fold_hooks! {
    AbsFOp: AbsFOpHooks, AbsFOpFoldAdaptor => Folder::Float(Unary::AbsF);
    CeilOp: CeilOpHooks, CeilOpFoldAdaptor => Folder::Float(Unary::Ceil);
    FloorOp: FloorOpHooks, FloorOpFoldAdaptor => Folder::Float(Unary::Floor);
    RoundEvenOp: RoundEvenOpHooks, RoundEvenOpFoldAdaptor => Folder::Float(Unary::RoundEven);
    AcosOp: AcosOpHooks, AcosOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Acos));
    AcoshOp: AcoshOpHooks, AcoshOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Acosh));
    AsinOp: AsinOpHooks, AsinOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Asin));
    AsinhOp: AsinhOpHooks, AsinhOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Asinh));
    AtanOp: AtanOpHooks, AtanOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Atan));
    AtanhOp: AtanhOpHooks, AtanhOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Atanh));
    CosOp: CosOpHooks, CosOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Cos));
    CoshOp: CoshOpHooks, CoshOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Cosh));
    SinOp: SinOpHooks, SinOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Sin));
    SinhOp: SinhOpHooks, SinhOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Sinh));
    TanOp: TanOpHooks, TanOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Tan));
    TanhOp: TanhOpHooks, TanhOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Tanh));
    ErfOp: ErfOpHooks, ErfOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Erf));
    ErfcOp: ErfcOpHooks, ErfcOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Erfc));
    ExpOp: ExpOpHooks, ExpOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Exp));
    Exp2Op: Exp2OpHooks, Exp2OpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Exp2));
    ExpM1Op: ExpM1OpHooks, ExpM1OpFoldAdaptor => Folder::Float(Unary::Host(HostFn::ExpM1));
    LogOp: LogOpHooks, LogOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Log));
    Log10Op: Log10OpHooks, Log10OpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Log10));
    Log1pOp: Log1pOpHooks, Log1pOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Log1p));
    Log2Op: Log2OpHooks, Log2OpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Log2));
    SqrtOp: SqrtOpHooks, SqrtOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Sqrt));
    RoundOp: RoundOpHooks, RoundOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Round));
    TruncOp: TruncOpHooks, TruncOpFoldAdaptor => Folder::Float(Unary::Host(HostFn::Trunc));
    CopySignOp: CopySignOpHooks, CopySignOpFoldAdaptor => Folder::FloatBinary(Binary::CopySign);
    Atan2Op: Atan2OpHooks, Atan2OpFoldAdaptor => Folder::FloatBinary(Binary::Atan2);
    PowFOp: PowFOpHooks, PowFOpFoldAdaptor => Folder::FloatBinary(Binary::PowF);
    IsNaNOp: IsNaNOpHooks, IsNaNOpFoldAdaptor => Folder::Classify(Class::IsNan);
    IsInfOp: IsInfOpHooks, IsInfOpFoldAdaptor => Folder::Classify(Class::IsInf);
    IsFiniteOp: IsFiniteOpHooks, IsFiniteOpFoldAdaptor => Folder::Classify(Class::IsFinite);
    IsNormalOp: IsNormalOpHooks, IsNormalOpFoldAdaptor => Folder::Classify(Class::IsNormal);
    AbsIOp: AbsIOpHooks, AbsIOpFoldAdaptor => Folder::Int(IntUnary::AbsI);
    CountLeadingZerosOp: CountLeadingZerosOpHooks, CountLeadingZerosOpFoldAdaptor => Folder::Int(IntUnary::Ctlz);
    CountTrailingZerosOp: CountTrailingZerosOpHooks, CountTrailingZerosOpFoldAdaptor => Folder::Int(IntUnary::Cttz);
    CtPopOp: CtPopOpHooks, CtPopOpFoldAdaptor => Folder::Int(IntUnary::Ctpop);
    IPowIOp: IPowIOpHooks, IPowIOpFoldAdaptor => Folder::IPowI;
}

impl SincosOpHooks for SincosOp {
    fn asm_result_names(self, body: &Body, set: &mut dyn FnMut(ValueId, &str)) {
        hooks::sincos_names(body, self.0, set)
    }
}

impl MathDialectHooks for MathDialect {
    fn materialize_constant(
        ctx: &Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OperationState> {
        hooks::materialize(ctx, value, ty, loc)
    }
}

use hooks::Folder;
use ropt_ir::registry::OpFoldResult;
use ropt_ir::{Attribute, Body, Context, Location, OperationState, Type, ValueId};
