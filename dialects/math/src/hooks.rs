//! The Rust hooks of the `math` ops: folders (adapting [`crate::unary_f`] & co. to
//! [`FoldFn`](ropt_ir::registry::FoldFn)) and the constant materializer (folded constants
//! become `arith.constant`, as in MLIR).

use ropt_dialect_arith::attr::{bool_attr, float_attr, float_elems, int_attr, int_elems};
use ropt_dialect_arith::fold::{Elems, Fold};
use ropt_ir::registry::OpFoldResult;
use ropt_ir::{Attribute, Body, Context, OpId};

use crate::{Binary, Class, IntUnary, Unary};

/// What folds an op of `math`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Folder {
    Float(Unary),
    FloatBinary(Binary),
    Classify(Class),
    Int(IntUnary),
    IPowI,
}

/// The fold hook of every folding `math` op, folding as `kind` says.
pub(crate) fn fold(
    kind: Folder,
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    consts: &[Option<Attribute>],
    out: &mut Vec<OpFoldResult>,
) -> bool {
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
pub(crate) fn sincos_names(body: &Body, op: OpId, set: &mut dyn FnMut(ropt_ir::ValueId, &str)) {
    for (r, name) in body.results(op).zip(["sin", "cos"]) {
        set(r, name);
    }
}
