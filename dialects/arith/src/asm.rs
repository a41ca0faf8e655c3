//! Hand-written textual pieces: the custom syntax of `arith.select` (MLIR's
//! `hasCustomAssemblyFormat`) and the result names of `arith.constant` / `arith.muli`.

use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter, Punct};
use ropt_ir::{AttributeKind, Body, OpId, OperationState, Signedness, TypeKind, ValueId};

/// `%r = arith.select %cond, %a, %b attr-dict : [type(%cond) ,] type(%r)`; the condition type
/// is written only when it is not the scalar `i1`.
pub fn parse_select(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let start = p.current_pos();
    // A comma-separated list of at least one operand; a list opening with a delimiter is
    // reported as such.
    if p.parse_optional_punct(Punct::LParen) || p.parse_optional_punct(Punct::LSquare) {
        return Err(p.emit_error(start, "unexpected delimiter"));
    }
    let mut operands = vec![p.parse_operand()?];
    while p.parse_optional_punct(Punct::Comma) {
        operands.push(p.parse_operand()?);
    }
    if operands.len() != 3 {
        return Err(p.emit_error(start, "expected 3 operands"));
    }
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let mut result = p.parse_colon_type()?;
    let cond = if p.parse_optional_punct(Punct::Comma) {
        let cond = result;
        result = p.parse_type()?;
        cond
    } else {
        p.context().integer_type(1, Signedness::Signless)
    };
    let types = [cond, result, result];
    for (o, ty) in operands.iter().zip(types) {
        let v = p.resolve_operand(o, ty)?;
        state.operands.push(v);
    }
    state.result_types.push(result);
    if !attrs.is_empty() {
        state.attributes = Some(p.context().dictionary_attr(&attrs));
    }
    Ok(())
}

/// Prints `arith.select` as [`parse_select`] reads it.
pub fn print_select(p: &mut dyn OpAsmPrinter, op: OpId) {
    let (operands, cond_ty, result_ty) = {
        let body = p.body();
        let operands: Vec<ValueId> = body.operands(op).collect();
        let cond_ty = operands.first().map(|&v| body.value_type(v));
        let result_ty = (body.num_results(op) > 0).then(|| body.value_type(body.result(op, 0)));
        (operands, cond_ty, result_ty)
    };
    p.write_str(" ");
    p.print_operands(&operands);
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    if let Some(c) = cond_ty
        && c.is_shaped()
    {
        p.print_type(c);
        p.write_str(", ");
    }
    if let Some(r) = result_ty {
        p.print_type(r);
    }
}

/// The spelling of an integer type (`i32`, `si8`, `ui16`).
/// Appends the name of an integer type (`i32`, `si8`, `ui16`).
fn push_int_type_name(out: &mut String, width: u32, signedness: Signedness) {
    use std::fmt::Write;
    out.push_str(match signedness {
        Signedness::Signless => "i",
        Signedness::Signed => "si",
        Signedness::Unsigned => "ui",
    });
    match width {
        // The common widths without the formatting machinery.
        8 => out.push('8'),
        16 => out.push_str("16"),
        32 => out.push_str("32"),
        64 => out.push_str("64"),
        _ => {
            let _ = write!(out, "{width}");
        }
    }
}

/// The name of an `arith.constant` result: `%true` / `%false` for `i1`, `%c<value>_<type>`
/// for other integers (`%c<value>` for `index`), `%cst` for everything else.
pub fn constant_name(body: &Body, op: OpId) -> Option<String> {
    let mut name = String::new();
    write_constant_name(body, op, &mut name).then_some(name)
}

/// Writes [`constant_name`] into `out` (cleared first); false when the op has no result.
fn write_constant_name(body: &Body, op: OpId, out: &mut String) -> bool {
    out.clear();
    if body.num_results(op) == 0 {
        return false;
    }
    let ty = body.value_type(body.result(op, 0));
    let int_ty = match ty.kind() {
        TypeKind::Integer { width, signedness } => Some((*width, *signedness)),
        _ => None,
    };
    match crate::ConstantOp(op).value_attr(body).map(|a| a.kind()) {
        Some(AttributeKind::Bool(b)) => out.push_str(if *b { "true" } else { "false" }),
        Some(AttributeKind::Integer { value, .. }) => match int_ty {
            Some((1, _)) => out.push_str(if value.is_zero() { "false" } else { "true" }),
            Some((w, s)) => {
                out.push('c');
                let _ = value.write_decimal(out, true);
                out.push('_');
                push_int_type_name(out, w, s);
            }
            None => {
                out.push('c');
                let _ = value.write_decimal(out, true);
            }
        },
        _ => out.push_str("cst"),
    }
    true
}

/// The result names of `arith.constant` (see [`constant_name`]).
pub fn constant_result_names(body: &Body, op: OpId, set: &mut dyn FnMut(ValueId, &str)) {
    thread_local! {
        /// The name buffer, kept between calls (one name per constant printed).
        static NAME: std::cell::Cell<String> = const { std::cell::Cell::new(String::new()) };
    }
    let mut name = NAME.take();
    if write_constant_name(body, op, &mut name) {
        set(body.result(op, 0), &name);
    }
    NAME.set(name);
}

/// The result name of an `index` `arith.muli` of a constant and `vector.vscale`:
/// `%c<constant>_vscale`.
pub fn muli_result_names(body: &Body, op: OpId, set: &mut dyn FnMut(ValueId, &str)) {
    if body.num_operands(op) != 2 || body.num_results(op) != 1 {
        return;
    }
    let result = body.result(op, 0);
    if !body.value_type(result).is_index() {
        return;
    }
    let def = |v: ValueId| (!v.is_null()).then(|| body.defining_op(v)).flatten();
    let is_vscale =
        |v: ValueId| def(v).is_some_and(|d| body.op_name(d).as_str() == "vector.vscale");
    let constant = |v: ValueId| {
        let d = def(v)?;
        if !body.op_name(d).has_trait(ropt_ir::Traits::CONSTANT_LIKE) {
            return None;
        }
        match body.attr(d, "value")?.kind() {
            AttributeKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        }
    };
    let muli = crate::MulIOp(op);
    let (l, r) = (muli.lhs(body), muli.rhs(body));
    let base = if is_vscale(r) {
        constant(l)
    } else if is_vscale(l) {
        constant(r)
    } else {
        None
    };
    if let Some(c) = base {
        set(result, &format!("c{c}_vscale"));
    }
}

/// The result names of `arith.addui_extended`: `%sum, %overflow` (MLIR names the results of
/// multi-result ops after their ODS names).
pub fn sum_overflow_names(body: &Body, op: OpId, set: &mut dyn FnMut(ValueId, &str)) {
    name_results(body, op, &["sum", "overflow"], set);
}

/// The result names of `arith.mului_extended` / `arith.mulsi_extended`: `%low, %high`.
pub fn low_high_names(body: &Body, op: OpId, set: &mut dyn FnMut(ValueId, &str)) {
    name_results(body, op, &["low", "high"], set);
}

fn name_results(body: &Body, op: OpId, names: &[&str], set: &mut dyn FnMut(ValueId, &str)) {
    for (i, name) in names.iter().enumerate().take(body.num_results(op)) {
        set(body.result(op, i), name);
    }
}

/// The properties `{value = <value>}` of a constant, from a small per-thread cache of the
/// last ones built (a parse builds the same few again and again; building one takes two
/// uniquer locks). Attributes are never freed, so the address of `value` names it (and its
/// context) for the life of the process.
fn value_properties(ctx: &ropt_ir::Context, value: ropt_ir::Attribute) -> ropt_ir::Attribute {
    use std::cell::Cell;
    const SLOTS: usize = 256;
    thread_local! {
        static RECENT: [Cell<Option<(ropt_ir::Attribute, ropt_ir::Attribute)>>; SLOTS] =
            const { [const { Cell::new(None) }; SLOTS] };
    }
    let slot = (value.0.addr() >> 4) % SLOTS;
    if let Some((v, props)) = RECENT.with(|r| r[slot].get())
        && v == value
    {
        return props;
    }
    let name = ctx.identifier("value");
    let props = ctx.dictionary_attr(&[ropt_ir::NamedAttribute::new(name, value)]);
    RECENT.with(|r| r[slot].set(Some((value, props))));
    props
}

/// Prints `arith.constant` as its format `attr-dict $value` does.
pub fn print_constant(p: &mut dyn OpAsmPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &["value"]);
    if let Some(value) = crate::ConstantOp(op).value_attr(p.body()) {
        p.write_str(" ");
        p.print_attribute(value);
    }
}

/// `arith.constant`'s format (`attr-dict $value`), with `true` / `false` taken as `i1` integer
/// attributes (as MLIR's `BoolAttr` is, so they fold and deduplicate with computed `i1`
/// constants). The value must be a typed attribute (else "invalid kind of attribute
/// specified" at the value); the result gets the value's type, `none` for an untyped string
/// or unregistered dialect attribute (rejected later by the verifier, as mlir-opt does). A
/// `value` entry of the attribute dictionary takes the place of the parsed value.
pub fn parse_constant(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    let pos = p.current_pos();
    let parsed = p.parse_attribute(None)?;
    let ctx = p.context();
    let typed = |a: ropt_ir::Attribute| {
        a.as_bool().is_some()
            || match a.kind() {
                AttributeKind::Integer { .. }
                | AttributeKind::Float { .. }
                | AttributeKind::DenseElements { .. }
                | AttributeKind::DenseResource { .. }
                | AttributeKind::Sparse { .. }
                | AttributeKind::String { .. } => true,
                // An unregistered dialect's attribute, or a dialect's elements attribute
                // (elements attributes are typed).
                AttributeKind::Opaque { dialect, .. } => {
                    ctx.registry().dialect(dialect.as_str()).is_none()
                        || ropt_ir::elements_attr::elements_type(ctx, a).is_some()
                }
                _ => false,
            }
    };
    if !typed(parsed) {
        return Err(p.emit_error(pos, "invalid kind of attribute specified"));
    }
    let as_value = |a: ropt_ir::Attribute| match a.as_bool() {
        Some(b) => ctx.integer_attr(
            ctx.integer_type(1, Signedness::Signless),
            ropt_ir::apint::ApInt::from_u64(1, b as u64),
        ),
        None => a,
    };
    let mut value = as_value(parsed);
    // The result type is the parsed value's, even when the dictionary replaces the value.
    let ty = value.ty().unwrap_or_else(|| ctx.none_type());
    attrs.retain(|e| {
        if e.name.as_str() == "value" {
            value = as_value(e.value);
            false
        } else {
            true
        }
    });
    state.properties = Some(value_properties(ctx, value));
    if !attrs.is_empty() {
        state.attributes = Some(ctx.dictionary_attr(&attrs));
    }
    state.result_types.push(ty);
    Ok(())
}
