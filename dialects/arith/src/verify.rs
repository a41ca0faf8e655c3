//! The Rust halves of the ops' verifiers (run after the ODS checks, as MLIR runs `verify()`
//! after `verifyInvariants`): the cast compatibility of `CastOpInterface`, `arith.constant`'s
//! value rules, and `arith.select`'s condition type.

use ropt_asm::printer::shim::type_to_string;
use ropt_ir::verifier::op_error;
use ropt_ir::{AttributeKind, Body, Context, Diagnostic, OpId, Signedness, Type, TypeKind};

fn quoted(ty: Type) -> String {
    format!("'{}'", type_to_string(ty))
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

/// The kinds of casts, by what `areCastCompatible` accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CastKind {
    /// `extui`, `extsi`: to a wider integer.
    ExtI,
    /// `trunci`: to a narrower integer.
    TruncI,
    /// `extf`: to a wider float.
    ExtF,
    /// `scaling_extf`: to a wider float, with a scale operand.
    ScalingExtF,
    /// `truncf`: to a narrower float.
    TruncF,
    /// `scaling_truncf`: to a narrower float, with a scale operand.
    ScalingTruncF,
    /// `uitofp`, `sitofp`.
    IntToFp,
    /// `fptoui`, `fptosi`.
    FpToInt,
    /// `index_cast`, `index_castui`: between `index` and a signless integer.
    IndexCast,
    /// `bitcast`: between types of one width.
    Bitcast,
}

/// MLIR's `areCastCompatible` of the casts of `kind`.
pub fn cast_compatible(kind: CastKind, ins: &[Type], outs: &[Type]) -> bool {
    use CastKind::*;
    let scaling = matches!(kind, ScalingExtF | ScalingTruncF);
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
    match kind {
        ExtI => wider(Elem::Int),
        TruncI => narrower(Elem::Int),
        ExtF | ScalingExtF => wider(Elem::Float),
        TruncF | ScalingTruncF => narrower(Elem::Float),
        IntToFp => {
            type_if_like(a, Elem::Int, false).is_some()
                && type_if_like(b, Elem::Float, false).is_some()
        }
        FpToInt => {
            type_if_like(a, Elem::Float, false).is_some()
                && type_if_like(b, Elem::Int, false).is_some()
        }
        IndexCast => pair(Elem::IntOrIndex, true).is_some_and(|(s, d)| {
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
        Bitcast => pair(Elem::IntOrFloat, true).is_some_and(|(s, d)| width(s) == width(d)),
    }
}

/// `arith.constant`: a signless integer type, an integer/float/elements value, and no
/// non-splat elements for scalable vectors.
pub fn verify_constant(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(result) = (body.num_results(op) > 0).then(|| body.result(op, 0)) else {
        return Ok(());
    };
    let ty = body.value_type(result);
    if let TypeKind::Integer { signedness, .. } = ty.kind()
        && *signedness != Signedness::Signless
    {
        return Err(op_error(body, op, "integer return type must be signless"));
    }
    let value = crate::ConstantOp(op).value_attr(body);
    let kind = value.map(|a| a.kind());
    let elements = value.is_some_and(|a| ropt_ir::elements_attr::elements_type(ctx, a).is_some());
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

/// `arith.select`: the condition is `i1`, or an `i1` vector/tensor shaped like the result.
pub fn verify_select(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_operands(op) != 3 || body.num_results(op) != 1 {
        return Ok(());
    }
    let cond = body.value_type(crate::SelectOp(op).condition(body));
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
    let expected = ctx.i1_same_shape(result);
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
        assert!(cast_compatible(CastKind::ExtI, &[i(8)], &[i(32)]));
        assert!(!cast_compatible(CastKind::ExtI, &[i(32)], &[i(32)]));
        assert!(cast_compatible(CastKind::TruncI, &[v(i(32))], &[v(i(8))]));
        assert!(!cast_compatible(CastKind::TruncI, &[v(i(32))], &[i(8)]));
        assert!(cast_compatible(CastKind::Bitcast, &[i(32)], &[f32t]));
        assert!(!cast_compatible(CastKind::Bitcast, &[i(16)], &[f32t]));
        assert!(cast_compatible(CastKind::IndexCast, &[i(32)], &[idx]));
        assert!(!cast_compatible(CastKind::IndexCast, &[idx], &[idx]));
        assert!(cast_compatible(CastKind::IntToFp, &[i(32)], &[f32t]));
        assert!(!cast_compatible(CastKind::FpToInt, &[i(32)], &[f32t]));
    }
}
