//! The Rust hooks of the `math` ops: folders (adapting [`crate::unary_f`] & co. to
//! [`FoldFn`](ropt_ir::registry::FoldFn)) and the constant materializer (folded constants
//! become `arith.constant`, as in MLIR).

use ropt_dialect_arith::attr::{bool_attr, float_attr, float_elems, int_attr, int_elems};
use ropt_dialect_arith::fold::{Elems, Fold};
use ropt_ir::registry::{FoldFn, OpFoldResult};
use ropt_ir::{Attribute, Body, Context, OpId};

use crate::{Binary, Class, HostFn, IntUnary, Unary};

/// What folds an op of `math`, by the name after `math.`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Folder {
    Float(Unary),
    FloatBinary(Binary),
    Classify(Class),
    Int(IntUnary),
    IPowI,
}

fn folder(name: &str) -> Option<Folder> {
    use HostFn::*;
    let host = |f| Some(Folder::Float(Unary::Host(f)));
    match name {
        "absf" => Some(Folder::Float(Unary::AbsF)),
        "ceil" => Some(Folder::Float(Unary::Ceil)),
        "floor" => Some(Folder::Float(Unary::Floor)),
        "roundeven" => Some(Folder::Float(Unary::RoundEven)),
        "acos" => host(Acos),
        "acosh" => host(Acosh),
        "asin" => host(Asin),
        "asinh" => host(Asinh),
        "atan" => host(Atan),
        "atanh" => host(Atanh),
        "cos" => host(Cos),
        "cosh" => host(Cosh),
        "sin" => host(Sin),
        "sinh" => host(Sinh),
        "tan" => host(Tan),
        "tanh" => host(Tanh),
        "erf" => host(Erf),
        "erfc" => host(Erfc),
        "exp" => host(Exp),
        "exp2" => host(Exp2),
        "expm1" => host(ExpM1),
        "log" => host(Log),
        "log10" => host(Log10),
        "log1p" => host(Log1p),
        "log2" => host(Log2),
        "sqrt" => host(Sqrt),
        "round" => host(Round),
        "trunc" => host(Trunc),
        "copysign" => Some(Folder::FloatBinary(Binary::CopySign)),
        "atan2" => Some(Folder::FloatBinary(Binary::Atan2)),
        "powf" => Some(Folder::FloatBinary(Binary::PowF)),
        "isnan" => Some(Folder::Classify(Class::IsNan)),
        "isinf" => Some(Folder::Classify(Class::IsInf)),
        "isfinite" => Some(Folder::Classify(Class::IsFinite)),
        "isnormal" => Some(Folder::Classify(Class::IsNormal)),
        "absi" => Some(Folder::Int(IntUnary::AbsI)),
        "ctlz" => Some(Folder::Int(IntUnary::Ctlz)),
        "cttz" => Some(Folder::Int(IntUnary::Cttz)),
        "ctpop" => Some(Folder::Int(IntUnary::Ctpop)),
        "ipowi" => Some(Folder::IPowI),
        // cbrt, rsqrt, fma, clampf, fpowi, sincos: no folder in MLIR.
        _ => None,
    }
}

/// The fold hook of every folding `math` op.
fn fold(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    consts: &[Option<Attribute>],
    out: &mut Vec<OpFoldResult>,
) -> bool {
    let Some(kind) = folder(body.op_name(op).op_name()) else {
        return false;
    };
    let arg = |i: usize| consts.get(i).copied().flatten();
    let (fa, fb) = (arg(0).and_then(float_elems), arg(1).and_then(float_elems));
    let (ia, ib) = (arg(0).and_then(int_elems), arg(1).and_then(int_elems));
    let ty = body.value_type(body.result(op, 0));
    let attr = match kind {
        Folder::Float(u) => {
            constant(crate::unary_f(u, fa.as_ref())).and_then(|v| float_attr(ctx, ty, &v))
        }
        Folder::FloatBinary(b) => constant(crate::binary_f(b, fa.as_ref(), fb.as_ref()))
            .and_then(|v| float_attr(ctx, ty, &v)),
        // MLIR folds classifications of scalars and splats only.
        Folder::Classify(c) => match fa {
            Some(Elems::Dense(_)) => None,
            _ => constant(crate::classify(c, fa.as_ref())).and_then(|v| bool_attr(ctx, ty, &v)),
        },
        Folder::Int(u) => {
            constant(crate::unary_i(u, ia.as_ref())).and_then(|v| int_attr(ctx, ty, &v))
        }
        Folder::IPowI => {
            constant(crate::ipowi(ia.as_ref(), ib.as_ref())).and_then(|v| int_attr(ctx, ty, &v))
        }
    };
    match attr {
        Some(a) => {
            out.push(OpFoldResult::Attribute(a));
            true
        }
        None => false,
    }
}

fn constant<V>(f: Fold<V>) -> Option<V> {
    match f {
        Fold::Constant(v) => Some(v),
        _ => None,
    }
}

/// Builds the `arith.constant` for a folded value of type `ty` (MLIR delegates to arith's
/// materializer too).
pub(crate) use ropt_dialect_arith::hooks::materialize;

/// `%sin, %cos` for `math.sincos` (mlir-tblgen names the results of multi-result ops after
/// their ODS names).
/// An op with fewer results (invalid IR) names the ones it has.
fn sincos_names(body: &Body, op: OpId, set: &mut dyn FnMut(ropt_ir::ValueId, &str)) {
    for (r, name) in body.results(op).zip(["sin", "cos"]) {
        set(r, name);
    }
}

/// Adds the Rust hooks of one `math` op.
pub(crate) fn customize(info: ropt_ir::OpInfo) -> ropt_ir::OpInfo {
    let name = info
        .name
        .strip_prefix("math.")
        .unwrap_or_default()
        .to_owned();
    let name = name.as_str();
    let folds = folder(name).is_some();
    let sincos = name == "sincos";
    if sincos {
        info.with_result_names(sincos_names)
    } else if folds {
        info.with_fold(fold as FoldFn)
    } else {
        info
    }
}
