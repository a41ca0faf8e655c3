//! The Rust halves of the ops' verifiers (run after the ODS checks, as MLIR runs `verify()`
//! after `verifyInvariants`): the cast compatibility of `CastOpInterface`, `arith.constant`'s
//! value rules, and `arith.select`'s condition type.

use ropt_asm::printer::shim::type_to_string;
use ropt_ir::verifier::op_error;
use ropt_ir::{AttributeKind, Body, Context, Diagnostic, OpId, Signedness, Type, TypeKind};

fn quoted(ty: Type) -> String {
    format!("'{}'", type_to_string(ty))
}

/// The Rust half of the verifier of `arith.constant`, the casts and `arith.select` (MLIR's
/// `verify()` and `CastOpInterface` checks; the native traits, `SameOperandsAndResultShape`
/// and `Elementwise` included, are checked by the ODS run time before this runs).
pub fn verify_op(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    match body.op_name(op).op_name() {
        "constant" => verify_constant(ctx, body, op),
        "select" => verify_select(ctx, body, op),
        name if is_cast(name) => verify_cast(ctx, body, op),
        _ => Ok(()),
    }
}

/// Whether the op named `name` (without the dialect prefix) has a Rust verifier half.
pub(crate) fn has_verifier(name: &str) -> bool {
    name == "constant" || name == "select" || is_cast(name)
}

/// The ops with `CastOpInterface` (the scaling casts have no folder).
pub(crate) fn is_cast(name: &str) -> bool {
    matches!(
        name,
        "extui"
            | "extsi"
            | "extf"
            | "trunci"
            | "truncf"
            | "uitofp"
            | "sitofp"
            | "fptoui"
            | "fptosi"
            | "index_cast"
            | "index_castui"
            | "bitcast"
            | "scaling_extf"
            | "scaling_truncf"
    )
}

fn types_of(body: &Body, op: OpId) -> (Vec<Type>, Vec<Type>) {
    let ins = body.operands(op).map(|v| body.value_type(v)).collect();
    let outs = (0..body.num_results(op))
        .map(|i| body.value_type(body.result(op, i)))
        .collect();
    (ins, outs)
}

/// The verifier of the cast ops (`CastOpInterface`): operand and result types must be
/// compatible for the op.
pub fn verify_cast(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let (ins, outs) = types_of(body, op);
    if outs.is_empty() {
        return Err(op_error(
            body,
            op,
            "expected at least one result for cast operation",
        ));
    }
    if cast_compatible(body.op_name(op).op_name(), &ins, &outs) {
        return Ok(());
    }
    let list = |ts: &[Type]| ts.iter().map(|&t| quoted(t)).collect::<Vec<_>>().join(", ");
    let operands = match ins.len() {
        0 => "s []".to_string(),
        1 => format!(" {}", quoted(ins[0])),
        _ => format!("s {}", list(&ins)),
    };
    let results = if outs.len() == 1 { " " } else { "s " };
    Err(op_error(
        body,
        op,
        format!(
            "operand type{operands} and result type{results}{} are cast incompatible",
            list(&outs)
        ),
    ))
}

/// The element kinds a cast accepts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Elem {
    Int,
    Float,
    IntOrIndex,
    IntOrFloat,
}

/// The element type of `ty` when it is a scalar, vector or tensor (or also a memref when
/// `memref`) of an `elem` kind.
fn type_if_like(ty: Type, elem: Elem, memref: bool) -> Option<Type> {
    let e = match ty.kind() {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => *elem,
        TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. } if memref => *elem,
        _ if ty.is_shaped() => return None,
        _ => ty,
    };
    let ok = matches!(
        (elem, e.kind()),
        (
            Elem::Int | Elem::IntOrIndex | Elem::IntOrFloat,
            TypeKind::Integer { .. }
        ) | (Elem::IntOrIndex, TypeKind::Index)
            | (Elem::Float | Elem::IntOrFloat, TypeKind::Float(_))
    );
    ok.then_some(e)
}

fn width(ty: Type) -> u32 {
    match ty.kind() {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(k) => k.width(),
        _ => 0,
    }
}

/// MLIR's `areCastCompatible` of each cast op.
fn cast_compatible(name: &str, ins: &[Type], outs: &[Type]) -> bool {
    let scaling = name.starts_with("scaling_");
    if outs.len() != 1 || ins.is_empty() || (!scaling && ins.len() != 1) {
        return false;
    }
    let (a, b) = (ins[0], outs[0]);
    if !a.has_compatible_shape(b) {
        return false;
    }
    let pair = |elem: Elem, memref: bool| {
        Some((
            type_if_like(a, elem, memref)?,
            type_if_like(b, elem, memref)?,
        ))
    };
    let wider = |elem| pair(elem, false).is_some_and(|(s, d)| width(d) > width(s));
    let narrower = |elem| pair(elem, false).is_some_and(|(s, d)| width(d) < width(s));
    match name {
        "extui" | "extsi" => wider(Elem::Int),
        "trunci" => narrower(Elem::Int),
        "extf" | "scaling_extf" => wider(Elem::Float),
        "truncf" | "scaling_truncf" => narrower(Elem::Float),
        "uitofp" | "sitofp" => {
            type_if_like(a, Elem::Int, false).is_some()
                && type_if_like(b, Elem::Float, false).is_some()
        }
        "fptoui" | "fptosi" => {
            type_if_like(a, Elem::Float, false).is_some()
                && type_if_like(b, Elem::Int, false).is_some()
        }
        "index_cast" | "index_castui" => pair(Elem::IntOrIndex, true).is_some_and(|(s, d)| {
            let signless = |t: Type| {
                matches!(
                    t.kind(),
                    TypeKind::Integer {
                        signedness: Signedness::Signless,
                        ..
                    }
                )
            };
            (s.is_index() && signless(d)) || (signless(s) && d.is_index())
        }),
        "bitcast" => pair(Elem::IntOrFloat, true).is_some_and(|(s, d)| width(s) == width(d)),
        _ => true,
    }
}

/// `arith.constant`: a signless integer type, an integer/float/elements value, and no
/// non-splat elements for scalable vectors.
pub fn verify_constant(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(result) = (body.num_results(op) > 0).then(|| body.result(op, 0)) else {
        return Ok(());
    };
    let ty = body.value_type(result);
    if let TypeKind::Integer { signedness, .. } = ty.kind()
        && *signedness != Signedness::Signless
    {
        return Err(op_error(body, op, "integer return type must be signless"));
    }
    let value = body.attr(op, "value");
    let kind = value.map(|a| a.kind());
    let elements = matches!(
        kind,
        Some(
            AttributeKind::DenseElements { .. }
                | AttributeKind::DenseResource { .. }
                | AttributeKind::Sparse { .. }
        )
    );
    let scalar = matches!(
        kind,
        Some(AttributeKind::Integer { .. } | AttributeKind::Float { .. } | AttributeKind::Bool(_))
    );
    if !elements && !scalar {
        return Err(op_error(
            body,
            op,
            "value must be an integer, float, or elements attribute",
        ));
    }
    if let TypeKind::Vector { scalable, .. } = ty.kind()
        && scalable.iter().any(|&s| s)
    {
        let splat = matches!(
            kind,
            Some(AttributeKind::DenseElements {
                data: ropt_ir::DenseData::Raw { splat: true, .. },
                ..
            })
        );
        if !splat {
            return Err(op_error(
                body,
                op,
                "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
            ));
        }
    }
    Ok(())
}

/// `i1`, or the vector/tensor of `i1` shaped like `ty` (MLIR's `getI1SameShape`).
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.integer_type(1, Signedness::Signless);
    match ty.kind() {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.vector_type(shape.as_slice(), i1, scalable),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.tensor_type(shape.as_slice(), i1, *encoding),
        TypeKind::UnrankedTensor { .. } => ctx.unranked_tensor_type(i1),
        _ => i1,
    }
}

/// `arith.select`: the condition is `i1`, or an `i1` vector/tensor shaped like the result.
pub fn verify_select(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_operands(op) != 3 || body.num_results(op) != 1 {
        return Ok(());
    }
    let cond = body.value_type(body.operand(op, 0));
    if cond.is_signless_int(1) {
        return Ok(());
    }
    let result = body.value_type(body.result(op, 0));
    if !result.is_vector_or_tensor() {
        return Err(op_error(
            body,
            op,
            format!(
                "expected condition to be a signless i1, but got {}",
                quoted(cond)
            ),
        ));
    }
    let expected = i1_same_shape(ctx, result);
    if cond != expected {
        return Err(op_error(
            body,
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected {}, but got {}",
                quoted(expected),
                quoted(cond)
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cast_compatibility_per_op() {
        let ctx = Context::new();
        let i = |w| ctx.integer_type(w, Signedness::Signless);
        let f32t = ctx.float_type(ropt_ir::FloatKind::F32);
        let idx = ctx.index_type();
        let v = |t| ctx.vector_type(&[4], t, &[]);
        assert!(cast_compatible("extui", &[i(8)], &[i(32)]));
        assert!(!cast_compatible("extui", &[i(32)], &[i(32)]));
        assert!(cast_compatible("trunci", &[v(i(32))], &[v(i(8))]));
        assert!(!cast_compatible("trunci", &[v(i(32))], &[i(8)]));
        assert!(cast_compatible("bitcast", &[i(32)], &[f32t]));
        assert!(!cast_compatible("bitcast", &[i(16)], &[f32t]));
        assert!(cast_compatible("index_cast", &[i(32)], &[idx]));
        assert!(!cast_compatible("index_cast", &[idx], &[idx]));
        assert!(cast_compatible("sitofp", &[i(32)], &[f32t]));
        assert!(!cast_compatible("fptosi", &[i(32)], &[f32t]));
    }
}
