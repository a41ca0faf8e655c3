//! The hand-written syntax of pdl_interp ops:
//!
//! * `pdl_interp.foreach %x : !pdl.value in %range { ... } {attrs} -> ^next`, the loop
//!   variable being the region's one argument and the range of its type;
//! * `CreateOperationOpAttributes` (pdl's `OperationOpAttributes`) and
//!   `CreateOperationOpResults`: ` -> (%t, %ts : !pdl.type, !pdl.range<type>)`, or
//!   ` -> <inferred>` (setting `inferredResultTypes`), or nothing.

use ropt_dialect_pdl::types;
use ropt_ir::asm_interface::{AsmResult, ListDelimiter, OpAsmParser, OpAsmPrinter, Punct};
use ropt_ir::{OpId, OperationState};
use ropt_ods_runtime::custom::{CustomArg, PrintArg};

/// Fills `args` = [result type operands, their types, `inferredResultTypes`].
pub(crate) fn parse_create_operation_results(
    p: &mut dyn OpAsmParser,
    args: &mut [CustomArg],
) -> AsmResult<()> {
    if !p.parse_optional_punct(Punct::Arrow) {
        return Ok(());
    }
    if p.parse_optional_punct(Punct::Less) {
        p.parse_keyword("inferred")?;
        p.parse_punct(Punct::Greater)?;
        if let Some(CustomArg::Attr(slot)) = args.get_mut(2) {
            *slot = Some(p.context().unit_attr());
        }
        return Ok(());
    }
    p.parse_punct(Punct::LParen)?;
    let operands = p.parse_operand_list(ListDelimiter::None)?;
    let types = p.parse_colon_type_list()?;
    p.parse_punct(Punct::RParen)?;
    if let [CustomArg::Operands(o), CustomArg::Types(t), ..] = args {
        *o = operands;
        *t = types;
    }
    Ok(())
}

pub(crate) fn print_create_operation_results(p: &mut dyn OpAsmPrinter, _: OpId, args: &[PrintArg]) {
    let [
        PrintArg::Operands(values),
        PrintArg::Types(types),
        PrintArg::Attr(inferred),
        ..,
    ] = args
    else {
        return;
    };
    if inferred.is_some() {
        p.write_str(" -> <inferred>");
        return;
    }
    if !types.is_empty() {
        p.write_str(" -> (");
        p.print_operands(values);
        p.write_str(" : ");
        p.print_types(types);
        p.write_str(")");
    }
}

/// Parses `pdl_interp.foreach`.
pub fn parse_foreach(p: &mut dyn OpAsmParser, state: &mut OperationState) -> AsmResult<()> {
    let var = p.parse_argument(true, false)?;
    let Some(var_ty) = var.ty else {
        let at = p.current_pos();
        return Err(p.emit_error(at, "expected ':'"));
    };
    if !p.parse_optional_keyword("in") {
        let at = p.current_pos();
        return Err(p.emit_error(at, "expected 'in' after loop variable"));
    }
    let range = p.parse_operand()?;
    let range_ty = types::range_of(p.context(), var_ty);
    let value = p.resolve_operand(&range, range_ty)?;
    state.operands.push(value);
    let region = p.parse_region(std::slice::from_ref(&var))?;
    state.regions.push(region);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict(&mut attrs)?;
    if !attrs.is_empty() {
        attrs.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
        state.attributes = Some(p.context().dictionary_attr(&attrs));
    }
    p.parse_punct(Punct::Arrow)?;
    let successor = p.parse_successor()?;
    state.successors.push(successor);
    Ok(())
}

/// Prints `pdl_interp.foreach`.
pub fn print_foreach(p: &mut dyn OpAsmPrinter, op: OpId) {
    // Invalid IR (printed with its diagnostics) may lack the region or its argument.
    let body = p.body();
    let region = body.regions(op).first().copied();
    let rb = body.regions_body(op);
    let arg = region
        .and_then(|r| rb.blocks(r).next())
        .and_then(|b| rb.block_arguments(b).first().copied());
    let range = body.operands(op).next();
    let successor = body.successors(op).next();
    let arg_ty = arg.map(|a| rb.value_type(a));
    p.write_str(" ");
    if arg.is_some() {
        p.print_region_argument_name(op, 0, 0);
    }
    p.write_str(" : ");
    if let Some(t) = arg_ty {
        p.print_type(t);
    }
    p.write_str(" in ");
    if let Some(r) = range {
        p.print_operand(r);
    }
    p.write_str(" ");
    if region.is_some() {
        p.print_region(op, 0, false, true);
    }
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" -> ");
    if let Some(s) = successor {
        p.print_successor(s);
    }
}
