//! The custom directives of the `pdl` formats (`RangeType` and `ResultsValueType` are also
//! used by `pdl_interp`):
//!
//! * `OperationOpAttributes`: ` {"name" = %attr, ...}`, nothing when there are none; the
//!   names are kept in a string array (empty when absent).
//! * `RangeType`: the result type of a range, inferred from the first operand
//!   (`!pdl.range<T>` of its element type) or, without operands, written as `: type`.
//! * `ResultsValueType`: `-> type` after a result-group index; without an index the type
//!   is `!pdl.range<value>`.

use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter, Punct};
use ropt_ir::{AttributeKind, OpId};
use ropt_ods_runtime::custom::{CustomArg, PrintArg};

use crate::types;

/// Parses `{"name" = %value, ...}` into `args[0]` (operands) and `args[1]` (the names).
pub fn parse_operation_attributes(
    p: &mut dyn OpAsmParser,
    args: &mut [CustomArg],
) -> AsmResult<()> {
    let mut names = Vec::new();
    let mut operands = Vec::new();
    if p.parse_optional_punct(Punct::LBrace) {
        loop {
            let at = p.current_pos();
            let name = p.parse_attribute(None)?;
            if !matches!(name.kind(), AttributeKind::String { .. }) {
                return Err(p.emit_error(at, "invalid kind of attribute specified"));
            }
            names.push(name);
            p.parse_punct(Punct::Equal)?;
            operands.push(p.parse_operand()?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RBrace)?;
    }
    let names = p.context().array_attr(&names);
    if let [CustomArg::Operands(slot), CustomArg::Attr(attr), ..] = args {
        *slot = operands;
        *attr = Some(names);
    }
    Ok(())
}

/// Prints ` {"name" = %value, ...}` (nothing without attributes).
pub fn print_operation_attributes(p: &mut dyn OpAsmPrinter, _: OpId, args: &[PrintArg]) {
    let [PrintArg::Operands(values), PrintArg::Attr(names), ..] = args else {
        return;
    };
    let names = match names.map(|n| n.kind()) {
        Some(AttributeKind::Array(items)) if !items.is_empty() => items,
        _ => return,
    };
    p.write_str(" {");
    for (i, (name, value)) in names.iter().zip(values).enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_attribute(*name);
        p.write_str(" = ");
        p.print_operand(*value);
    }
    p.write_str("}");
}

/// Infers the range type from the operand types in `args[0]`, or parses `: type`, into
/// `args[1]`.
pub fn parse_range_type(p: &mut dyn OpAsmParser, args: &mut [CustomArg]) -> AsmResult<()> {
    let first = match args.first() {
        Some(CustomArg::Types(types)) => types.first().copied(),
        _ => None,
    };
    let ty = match first {
        Some(t) => {
            let ctx = p.context();
            types::range_of(ctx, types::element_or_self(ctx, t))
        }
        None => p.parse_colon_type()?,
    };
    if let Some(CustomArg::Types(slot)) = args.get_mut(1) {
        *slot = vec![ty];
    }
    Ok(())
}

/// Prints `: type` when the range has no operands.
pub fn print_range_type(p: &mut dyn OpAsmPrinter, _: OpId, args: &[PrintArg]) {
    if let [PrintArg::Types(operands), PrintArg::Types(result), ..] = args
        && operands.is_empty()
        && let Some(&t) = result.first()
    {
        p.write_str(": ");
        p.print_type(t);
    }
}

/// Parses `-> type` when there is an index (`args[0]`), into `args[1]`.
pub fn parse_results_value_type(p: &mut dyn OpAsmParser, args: &mut [CustomArg]) -> AsmResult<()> {
    let has_index = matches!(args.first(), Some(CustomArg::Attr(Some(_))));
    let ty = if has_index {
        p.parse_punct(Punct::Arrow)?;
        p.parse_type()?
    } else {
        let ctx = p.context();
        types::range_of(ctx, types::handle(ctx, "value"))
    };
    if let Some(CustomArg::Types(slot)) = args.get_mut(1) {
        *slot = vec![ty];
    }
    Ok(())
}

/// Prints ` -> type` when there is an index.
pub fn print_results_value_type(p: &mut dyn OpAsmPrinter, _: OpId, args: &[PrintArg]) {
    if let [PrintArg::Attr(Some(_)), PrintArg::Types(result), ..] = args
        && let Some(&t) = result.first()
    {
        p.write_str(" -> ");
        p.print_type(t);
    }
}
