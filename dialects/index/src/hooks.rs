//! The Rust hooks of the `index` ops: folders (adapting [`crate::fold_binary`] & co. to
//! [`FoldFn`](ropt_ir::registry::FoldFn)), the constant materializer, result names
//! (`%idx42`, `%true`) and the cast verifier.

use ropt_dialect_arith::attr::int_elems;
use ropt_dialect_arith::fold::{Elems, Fold};
use ropt_dialect_arith::ints::CmpIPredicate;
use ropt_ir::apint::ApInt;
use ropt_ir::registry::OpFoldResult;
use ropt_ir::{
    Attribute, AttributeKind, Body, Context, Location, OpId, OperationState, Traits, Type,
    TypeKind, ValueId,
};

use crate::range::{Bound, cmp_bounded_index};
use crate::{BinOp, IndexCmpPredicate};

/// The value of a constant operand (a `ConstantLike` op's `value`), read-only.
pub(crate) fn constant_of(body: &Body, v: ValueId) -> Option<Attribute> {
    if v.is_null() {
        return None;
    }
    let def = body.defining_op(v)?;
    if !body.op_name(def).has_trait(Traits::CONSTANT_LIKE) {
        return None;
    }
    body.attr(def, "value")
}

/// The integer held by a scalar integer or index constant.
pub(crate) fn int_value(attr: Attribute) -> Option<ApInt> {
    match attr.kind() {
        AttributeKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// The predicate stored in `index.cmp`'s `pred` attribute: `#index<cmp_predicate slt>`, or
/// its integer value.
pub(crate) fn predicate(attr: Attribute) -> Option<IndexCmpPredicate> {
    match attr.kind() {
        AttributeKind::Integer { value, .. } => IndexCmpPredicate::from_value(value.to_i64()?),
        AttributeKind::Opaque { data, .. } => {
            let case = data.trim().strip_prefix("cmp_predicate")?.trim();
            IndexCmpPredicate::from_str_form(case.trim_start_matches('<').trim_end_matches('>'))
        }
        _ => None,
    }
}

fn operand_const(consts: &[Option<Attribute>], i: usize) -> Option<Elems<ApInt>> {
    consts.get(i).copied().flatten().and_then(int_elems)
}

/// Pushes the result of an integer fold of result type `ty`; `false` if it did not fold.
fn push_int(
    ctx: &Context,
    body: &Body,
    op: OpId,
    ty: Type,
    fold: Fold<Elems<ApInt>>,
    out: &mut Vec<OpFoldResult>,
) -> bool {
    match fold {
        Fold::Constant(Elems::Splat(v)) => {
            out.push(OpFoldResult::Attribute(ctx.integer_attr(ty, v)));
            true
        }
        Fold::Operand(i) => {
            out.push(OpFoldResult::Value(body.operand(op, i)));
            true
        }
        _ => false,
    }
}

/// `index.add` & co. (`kind`).
pub(crate) fn fold_binary(
    kind: BinOp,
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    consts: &[Option<Attribute>],
    out: &mut Vec<OpFoldResult>,
) -> bool {
    let (l, r) = (operand_const(consts, 0), operand_const(consts, 1));
    let fold = crate::fold_binary(kind, l.as_ref(), r.as_ref());
    push_int(ctx, body, op, ctx.index_type(), fold, out)
}

/// `index.casts` (`signed`) / `index.castu`.
pub(crate) fn fold_cast(
    signed: bool,
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    consts: &[Option<Attribute>],
    out: &mut Vec<OpFoldResult>,
) -> bool {
    let a = operand_const(consts, 0);
    let ty = body.value_type(body.result(op, 0));
    let fold = match ty.kind() {
        TypeKind::Index => crate::fold_cast_to_index(a.as_ref(), signed),
        TypeKind::Integer { width, .. } => crate::fold_cast_from_index(a.as_ref(), signed, *width),
        _ => return false,
    };
    push_int(ctx, body, op, ty, fold, out)
}

/// `index.cmp`: constants, `cmp(max/min(x, a), b)` decided by ranges, then `cmp(x, x)`.
pub(crate) fn fold_cmp(
    ctx: &Context,
    body: &mut Body,
    cmp: crate::CmpOp,
    consts: &[Option<Attribute>],
    out: &mut Vec<OpFoldResult>,
) -> bool {
    let Some(pred) = cmp.pred_attr(body).and_then(predicate) else {
        return false;
    };
    let Some(pred) = CmpIPredicate::from_i64(pred.value()) else {
        return false;
    };
    let (lhs, rhs) = (cmp.lhs(body), cmp.rhs(body));
    let (l, r) = (operand_const(consts, 0), operand_const(consts, 1));
    let mut result = None;
    if let Fold::Constant(Elems::Splat(b)) = crate::fold_cmp(pred, l.as_ref(), r.as_ref(), false) {
        result = Some(b);
    }
    if result.is_none()
        && let Some(b) = r.as_ref().and_then(Elems::splat)
        && let Some(def) = (!lhs.is_null()).then(|| body.defining_op(lhs)).flatten()
        && let Some((bound, bound_rhs)) = bound_of(body, def)
        && let Some(a) = constant_of(body, bound_rhs).and_then(int_value)
    {
        result = cmp_bounded_index(bound, &a, b, pred);
    }
    if result.is_none() && lhs == rhs {
        result = Some(pred.reflexive());
    }
    match result {
        Some(b) => {
            out.push(OpFoldResult::Attribute(ctx.bool_attr(b)));
            true
        }
        None => false,
    }
}

/// The bound an `index.maxs`/`maxu`/`mins`/`minu` op puts on its result, and its right
/// operand (the bound's value when it is a constant).
fn bound_of(body: &Body, op: OpId) -> Option<(Bound, ValueId)> {
    if let Some(m) = crate::MaxSOp::cast(body, op) {
        Some((Bound::MaxS, m.rhs(body)))
    } else if let Some(m) = crate::MaxUOp::cast(body, op) {
        Some((Bound::MaxU, m.rhs(body)))
    } else if let Some(m) = crate::MinSOp::cast(body, op) {
        Some((Bound::MinS, m.rhs(body)))
    } else {
        crate::MinUOp::cast(body, op).map(|m| (Bound::MinU, m.rhs(body)))
    }
}

/// The boolean held by an `i1` constant.
fn bool_value(attr: Attribute) -> Option<bool> {
    match attr.kind() {
        AttributeKind::Bool(b) => Some(*b),
        AttributeKind::Integer { ty, value } if ty.is_signless_int(1) => Some(!value.is_zero()),
        _ => None,
    }
}

/// Builds `index.bool.constant` for `i1` values and `index.constant` for `index` values;
/// nothing else (in particular no `iN` constant for a folded cast).
pub(crate) fn materialize(
    ctx: &Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OperationState> {
    if let Some(b) = bool_value(value) {
        if !ty.is_signless_int(1) {
            return None;
        }
        return Some(crate::BoolConstantOp::build(
            ctx,
            loc,
            ty,
            Some(ctx.bool_attr(b)),
        ));
    }
    match value.kind() {
        AttributeKind::Integer { ty: vty, .. }
            if matches!(vty.kind(), TypeKind::Index) && matches!(ty.kind(), TypeKind::Index) =>
        {
            Some(crate::ConstantOp::build(ctx, loc, ty, Some(value)))
        }
        _ => None,
    }
}

/// `%idx42` / `%idx-1` for `index.constant`.
pub(crate) fn constant_names(body: &Body, op: OpId, set: &mut dyn FnMut(ValueId, &str)) {
    let constant = crate::ConstantOp(op);
    if let Some(v) = constant.value_attr(body).and_then(int_value) {
        set(constant.result(body), &format!("idx{}", v.to_decimal(true)));
    }
}

/// `index.bool.constant`'s format (`attr-dict $value`): the value is parsed as an `i1`
/// attribute, as MLIR's `BoolAttr` is one, so `1` and `-1` read as `true` and `0` as `false`
/// (out of range: "integer constant out of range for attribute"); any other kind of attribute
/// is "invalid kind of attribute specified".
pub(crate) fn parse_bool_constant(
    p: &mut dyn ropt_ir::asm_interface::OpAsmParser,
    state: &mut OperationState,
) -> ropt_ir::asm_interface::AsmResult<()> {
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let pos = p.current_pos();
    let ctx = p.context();
    let i1 = ctx.integer_type(1, ropt_ir::Signedness::Signless);
    let parsed = p.parse_attribute(Some(i1))?;
    let Some(b) = bool_value(parsed) else {
        return Err(p.emit_error(pos, "invalid kind of attribute specified"));
    };
    let ctx = p.context();
    let mut value = ctx.bool_attr(b);
    attrs.retain(|e| {
        if e.name.as_str() == "value" {
            value = e.value;
            false
        } else {
            true
        }
    });
    let name = ctx.identifier("value");
    state.properties = Some(ctx.dictionary_attr(&[ropt_ir::NamedAttribute::new(name, value)]));
    if !attrs.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&attrs));
    }
    state.result_types.push(i1);
    Ok(())
}

/// Prints `index.bool.constant` as its format `attr-dict $value` does.
pub(crate) fn print_bool_constant(p: &mut dyn ropt_ir::asm_interface::OpAsmPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &["value"]);
    if let Some(value) = crate::BoolConstantOp(op).value_attr(p.body()) {
        p.write_str(" ");
        p.print_attribute(value);
    }
}

/// `%true` / `%false` for `index.bool.constant`.
pub(crate) fn bool_constant_names(body: &Body, op: OpId, set: &mut dyn FnMut(ValueId, &str)) {
    let constant = crate::BoolConstantOp(op);
    if let Some(b) = constant.value_attr(body).and_then(bool_value) {
        set(constant.result(body), if b { "true" } else { "false" });
    }
}

/// `index.casts` / `index.castu` convert between `index` and an integer: exactly one side is
/// `index` (MLIR's `CastOpInterface::areCastCompatible`).
pub(crate) fn cast_compatible(inputs: &[Type], outputs: &[Type]) -> bool {
    let is_index = |t: &Type| matches!(t.kind(), TypeKind::Index);
    match (inputs, outputs) {
        ([input], [output]) => is_index(input) != is_index(output),
        _ => false,
    }
}
