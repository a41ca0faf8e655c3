//! The custom directives of the test dialect's property ops, with mlir-opt 22's syntax and
//! errors: `UsingPropertyInCustom` (a `[1, 2]` list of an `IntArrayProp<I64Prop>`),
//! `IntProperty` (an integer) and `SumProperty` (`second = first + second`, checked).

use ropt_ir::asm_interface::{AsmResult, OpAsmParser, OpAsmPrinter, Punct};
use ropt_ir::{Attribute, OpId};
use ropt_ods_runtime::custom::{CustomArg, PrintArg};

use crate::generated::{
    UsingPropertyInCustomAndOtherOp, UsingPropertyInCustomOp, UsingPropertyRefInCustomOp,
};
use crate::generated::{
    UsingPropertyInCustomAndOtherOpHooks, UsingPropertyInCustomOpHooks,
    UsingPropertyRefInCustomOpHooks,
};

/// The `i64` attribute of `v`.
fn i64_attr(p: &dyn OpAsmParser, v: i64) -> Attribute {
    let ctx = p.context();
    ctx.int_attr(ctx.int_type(64), v)
}

/// `[1, 4, 20]` into `args[0]`.
fn parse_int_list(p: &mut dyn OpAsmParser, args: &mut [CustomArg]) -> AsmResult<()> {
    p.parse_punct(Punct::LSquare)?;
    let mut values = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            values.push(p.parse_integer()?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    let ctx = p.context();
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    if let Some(slot) = args.first_mut() {
        *slot = CustomArg::Attr(Some(ctx.dense_array_attr(
            ctx.int_type(64),
            values.len(),
            &bytes,
        )));
    }
    Ok(())
}

fn print_int_list(p: &mut dyn OpAsmPrinter, args: &[PrintArg]) {
    let values = match args.first() {
        Some(PrintArg::Attr(Some(a))) => ropt_ods_runtime::props::ints_value(Some(*a)),
        _ => Vec::new(),
    };
    let text: Vec<String> = values.iter().map(i64::to_string).collect();
    p.write_str(&format!("[{}]", text.join(", ")));
}

/// The integer a property argument holds.
fn int_arg(a: Option<&PrintArg>) -> i128 {
    match a {
        Some(PrintArg::Attr(a)) => ropt_ods_runtime::props::int_value(*a),
        _ => 0,
    }
}

/// The `UsingPropertyInCustom` hooks of an op (two ops use the directive).
macro_rules! using_property_in_custom {
    ($op:ty, $hooks:path) => {
        impl $hooks for $op {
            fn parse_using_property_in_custom(
                parser: &mut dyn OpAsmParser,
                args: &mut [CustomArg],
            ) -> AsmResult<()> {
                parse_int_list(parser, args)
            }

            fn print_using_property_in_custom(
                printer: &mut dyn OpAsmPrinter,
                _: OpId,
                args: &[PrintArg],
            ) {
                print_int_list(printer, args);
            }
        }
    };
}

using_property_in_custom!(UsingPropertyInCustomOp, UsingPropertyInCustomOpHooks);
using_property_in_custom!(
    UsingPropertyInCustomAndOtherOp,
    UsingPropertyInCustomAndOtherOpHooks
);

impl UsingPropertyRefInCustomOpHooks for UsingPropertyRefInCustomOp {
    fn parse_int_property(parser: &mut dyn OpAsmParser, args: &mut [CustomArg]) -> AsmResult<()> {
        let v = parser.parse_integer()?;
        if let Some(slot) = args.first_mut() {
            *slot = CustomArg::Attr(Some(i64_attr(parser, v)));
        }
        Ok(())
    }

    fn print_int_property(printer: &mut dyn OpAsmPrinter, _: OpId, args: &[PrintArg]) {
        printer.write_str(&int_arg(args.first()).to_string());
    }

    /// `second = sum`, where the sum must be `first + second` (`first` is the `ref`).
    fn parse_sum_property(parser: &mut dyn OpAsmParser, args: &mut [CustomArg]) -> AsmResult<()> {
        let pos = parser.current_pos();
        let second = parser.parse_integer()?;
        parser.parse_punct(Punct::Equal)?;
        let sum = parser.parse_integer()?;
        let first = match args.get(1) {
            Some(CustomArg::Attr(a)) => ropt_ods_runtime::props::int_value(*a),
            _ => 0,
        };
        if i128::from(sum) != first + i128::from(second) {
            return Err(parser.emit_error(pos, "Expected sum to equal first + second"));
        }
        if let Some(slot) = args.first_mut() {
            *slot = CustomArg::Attr(Some(i64_attr(parser, second)));
        }
        Ok(())
    }

    fn print_sum_property(printer: &mut dyn OpAsmPrinter, _: OpId, args: &[PrintArg]) {
        let second = int_arg(args.first());
        let first = int_arg(args.get(1));
        printer.write_str(&format!("{second} = {}", first + second));
    }
}
