//! A custom printer that asks for a region its op does not have must not abort the printer:
//! the missing region is printed as a marker and the rest of the module prints normally.

use ropt_asm::parser::ops::{ParseOptions, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::asm_interface::{OpAsmHooks, OpAsmPrinter};
use ropt_ir::{Context, DialectInfo, OpId, OpInfo};

/// Prints region 3 of an op that has one region.
fn print_wrong_region(p: &mut dyn OpAsmPrinter, op: OpId) {
    p.write_str(" ");
    p.print_region(op, 3, false, true);
}

#[test]
fn out_of_range_region_prints_a_marker() {
    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    let reg = ctx.registry_mut();
    reg.register_dialect(DialectInfo::new("t"));
    reg.register_op(OpInfo::new("t.bad").with_interface(OpAsmHooks {
        parse: None,
        print: Some(print_wrong_region),
        default_dialect: None,
    }));
    let input = "\"t.bad\"() ({\n  \"t.x\"() : () -> ()\n}) : () -> ()\n\"t.y\"() : () -> ()\n";
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let loc = ctx.file_line_col_loc("f.mlir", 0, 0);
    let m = parse_module(&ctx, input.as_bytes(), 0, "f.mlir", opts, loc)
        .unwrap_or_else(|_| panic!("parse failed"));
    let out = print_top_level(&ctx, &m.body, m.module, OpPrintOptions::default());
    assert_eq!(
        out,
        "module {\n  t.bad <<MISSING REGION>>\n  \"t.y\"() : () -> ()\n}\n"
    );
}
