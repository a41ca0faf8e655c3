//! The Rust halves of the `complex` ops: verifiers (`constant`, `bitcast`), the helpers of the
//! folders, the canonicalization patterns (merging chains of bitcasts, the part of a negated
//! `create`) and the constant materializer.

use ropt_asm::printer::shim::type_to_string;
use ropt_dialect_arith::BitcastOp as ArithBitcastOp;
use ropt_dialect_arith::NegFOp;
use ropt_ir::registry::OpFoldResult;
use ropt_ir::verifier::op_error;
use ropt_ir::{
    Attribute, AttributeKind, Body, Context, Diagnostic, Location, OpId, OperationState, Type,
    TypeKind, ValueId,
};
use ropt_numbers::apfloat::{self as float, FloatBits};
use ropt_rewrite::{LogicalResult, OpView, PatternRewriter};

use crate::{BitcastOp, ConstantOp, CreateOp, NegOp};

/// The op of kind `T` defining `v`, if any.
pub(crate) fn def<T: OpView>(body: &Body, v: ValueId) -> Option<T> {
    if v.is_null() {
        return None;
    }
    body.defining_op(v).and_then(|d| T::from_op(body, d))
}

/// Pushes `v` as the fold result when `cond` holds; returns `cond`.
pub(crate) fn to_value(cond: bool, v: ValueId, out: &mut Vec<OpFoldResult>) -> bool {
    if cond {
        out.push(OpFoldResult::Value(v));
    }
    cond
}

/// The two parts of a complex constant (`[re, im]`), if `attr` is one.
pub fn constant_parts(attr: Attribute) -> Option<(Attribute, Attribute)> {
    match attr.kind() {
        AttributeKind::Array(a) if a.len() == 2 => Some((a[0], a[1])),
        _ => None,
    }
}

/// The float value of a float attribute.
fn float_of(attr: Attribute) -> Option<FloatBits> {
    match attr.kind() {
        AttributeKind::Float { ty, bits } => Some(FloatBits::new(ty.float_kind()?, *bits)),
        _ => None,
    }
}

/// Constant values the folders look for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Parts {
    /// `[0.0, 0.0]` (either sign).
    Zero,
    /// `[1.0, 0.0]` (a zero of either sign).
    One,
}

/// Whether the float constant `[re, im]` is `which`.
pub(crate) fn parts_are(attr: Attribute, which: Parts) -> bool {
    let Some((re, im)) = constant_parts(attr) else {
        return false;
    };
    let (Some(re), Some(im)) = (float_of(re), float_of(im)) else {
        return false;
    };
    let zero = |f: FloatBits| float::is_pos_zero(f) || float::is_neg_zero(f);
    zero(im)
        && match which {
            Parts::Zero => zero(re),
            Parts::One => float::is_one(re),
        }
}

/// Whether `v` is made by a `complex.constant` whose value is `which`.
pub(crate) fn is_constant(body: &Body, v: ValueId, which: Parts) -> bool {
    def::<ConstantOp>(body, v)
        .and_then(|c| c.value_attr(body))
        .is_some_and(|a| parts_are(a, which))
}

/// The fold of `re` (`index` 0) and `im` (1): the part of a constant or of a `create`.
pub(crate) fn fold_part(
    body: &Body,
    complex: ValueId,
    constant: Option<Attribute>,
    index: usize,
    out: &mut Vec<OpFoldResult>,
) -> bool {
    if let Some((re, im)) = constant.and_then(constant_parts) {
        out.push(OpFoldResult::Attribute(if index == 0 { re } else { im }));
        return true;
    }
    match def::<CreateOp>(body, complex) {
        Some(c) => {
            let part = if index == 0 {
                c.real(body)
            } else {
                c.imaginary(body)
            };
            to_value(true, part, out)
        }
        None => false,
    }
}

/// `re(neg(create(a, b)))` is `negf a`, `im(...)` is `negf b`.
pub(crate) fn part_of_neg(
    op: OpId,
    complex: ValueId,
    index: usize,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let body = rw.body();
    let Some(neg) = def::<NegOp>(body, complex) else {
        return rw.notify_match_failure(op, "the operand is not a complex.neg");
    };
    let Some(create) = def::<CreateOp>(body, neg.complex(body)) else {
        return rw.notify_match_failure(op, "the negated value is not a complex.create");
    };
    let part = if index == 0 {
        create.real(body)
    } else {
        create.imaginary(body)
    };
    let ty = body.value_type(part);
    let loc = body.op_location(op);
    let ctx = rw.context();
    let state = NegFOp::build(ctx, loc, ty, part, Some(no_fastmath(ctx)));
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// `bitcast(bitcast(x))`: one `complex.bitcast` when `x` or the result is complex, else an
/// `arith.bitcast`; `complex.bitcast(arith.bitcast(x))` is `complex.bitcast(x)`.
pub(crate) fn merge_complex_bitcast(op: BitcastOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let from = op.operand(body);
    let ty = body.value_type(op.result(body));
    let loc = body.op_location(op.0);
    let ctx = rw.context();
    if let Some(inner) = def::<BitcastOp>(body, from) {
        let src = inner.operand(body);
        let state = if is_complex(ty) || is_complex(body.value_type(src)) {
            BitcastOp::build(ctx, loc, ty, src)
        } else {
            ArithBitcastOp::build(ctx, loc, ty, src)
        };
        rw.replace_op_with_new_op(op.0, state);
        return Ok(());
    }
    if let Some(inner) = def::<ArithBitcastOp>(body, from) {
        let state = BitcastOp::build(ctx, loc, ty, inner.in_(body));
        rw.replace_op_with_new_op(op.0, state);
        return Ok(());
    }
    rw.notify_match_failure(op.0, "the operand is not made by a bitcast")
}

/// `arith.bitcast(complex.bitcast(x))` is `complex.bitcast(x)` (a pattern of
/// `complex.bitcast` rooted at `arith.bitcast`, as in MLIR).
pub(crate) fn merge_arith_bitcast(
    op: ArithBitcastOp,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let body = rw.body();
    let Some(inner) = def::<BitcastOp>(body, op.in_(body)) else {
        return rw.notify_match_failure(op.0, "the operand is not a complex.bitcast");
    };
    let ty = body.value_type(body.result(op.0, 0));
    let state = BitcastOp::build(
        rw.context(),
        body.op_location(op.0),
        ty,
        inner.operand(body),
    );
    rw.replace_op_with_new_op(op.0, state);
    Ok(())
}

/// `#arith.fastmath<none>`, the default flags MLIR's builders store.
pub fn no_fastmath(ctx: &Context) -> Attribute {
    ctx.opaque_attr("arith", "fastmath<none>", None)
}

fn is_complex(ty: Type) -> bool {
    matches!(ty.kind(), TypeKind::Complex(_))
}

fn quoted(ty: Type) -> String {
    format!("'{}'", type_to_string(ty))
}

/// The type of a typed attribute (`true`/`false` are `i1`).
fn attr_type(ctx: Option<&Context>, attr: Attribute) -> Option<Type> {
    match attr.kind() {
        AttributeKind::Float { ty, .. } | AttributeKind::Integer { ty, .. } => Some(*ty),
        AttributeKind::Bool(_) => ctx.map(|c| c.i1_type()),
        _ => None,
    }
}

/// `complex.constant`: two float or integer attributes of the element type.
pub(crate) fn verify_constant(
    ctx: &Context,
    body: &Body,
    op: ConstantOp,
) -> Result<(), Diagnostic> {
    let Some(value) = op.value_attr(body) else {
        return Ok(());
    };
    let AttributeKind::Array(parts) = value.kind() else {
        return Ok(());
    };
    if parts.len() != 2 {
        return Err(op_error(
            body,
            op.0,
            "requires 'value' to be a complex constant, represented as array of two values",
        ));
    }
    let (Some(re), Some(im)) = (
        attr_type(Some(ctx), parts[0]),
        attr_type(Some(ctx), parts[1]),
    ) else {
        return Err(op_error(
            body,
            op.0,
            "requires attribute's elements to be float or integer attributes",
        ));
    };
    let ty = body.value_type(op.complex(body));
    let elem = match ty.kind() {
        TypeKind::Complex(e) => *e,
        _ => return Ok(()),
    };
    if re != elem || im != elem {
        return Err(op_error(
            body,
            op.0,
            format!(
                "requires attribute's element types ({}, {}) to match the element type of the \
                 op's return type ({})",
                quoted(re),
                quoted(im),
                quoted(elem)
            ),
        ));
    }
    Ok(())
}

/// Whether `ty` is an integer or float scalar.
fn is_int_or_float(ty: Type) -> bool {
    ty.int_or_float_width().is_some() && !ty.is_index()
}

/// `complex.bitcast`: a complex number to a scalar of twice the element width or back (or a
/// no-op cast of one type to itself).
pub(crate) fn verify_bitcast(body: &Body, op: BitcastOp) -> Result<(), Diagnostic> {
    let from = body.value_type(op.operand(body));
    let to = body.value_type(op.result(body));
    if from == to {
        return Ok(());
    }
    if !is_int_or_float(from) && !is_complex(from) {
        return Err(op_error(body, op.0, "operand must be int/float/complex"));
    }
    if !is_int_or_float(to) && !is_complex(to) {
        return Err(op_error(body, op.0, "result must be int/float/complex"));
    }
    if is_complex(from) == is_complex(to) {
        return Err(op_error(
            body,
            op.0,
            "requires that either input or output has a complex type",
        ));
    }
    let (c, scalar) = if is_complex(from) {
        (from, to)
    } else {
        (to, from)
    };
    let elem_width = match c.kind() {
        TypeKind::Complex(e) => e.int_or_float_width(),
        _ => None,
    };
    if elem_width.map(|w| w * 2) != scalar.int_or_float_width() {
        return Err(op_error(body, op.0, "casting bitwidths do not match"));
    }
    Ok(())
}

/// The constant materializer: an array `[re, im]` of the element type becomes
/// `complex.constant`, other constants `arith.constant` (as mlir-opt's does).
pub(crate) fn materialize(
    ctx: &Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    if let Some((re, im)) = constant_parts(value) {
        let TypeKind::Complex(elem) = ty.kind() else {
            return None;
        };
        let both_float = matches!(re.kind(), AttributeKind::Float { .. })
            && matches!(im.kind(), AttributeKind::Float { .. });
        let both_int = matches!(re.kind(), AttributeKind::Integer { .. })
            && matches!(im.kind(), AttributeKind::Integer { .. });
        let typed = attr_type(None, re) == Some(*elem) && attr_type(None, im) == Some(*elem);
        return ((both_float || both_int) && typed)
            .then(|| ConstantOp::build(ctx, loc, ty, Some(value)));
    }
    ropt_dialect_arith::hooks::materialize(ctx, value, ty, loc)
}
