//! Entry-block arguments of a region printed by a custom printer through
//! `OpAsmPrinter::print_region_argument_name` / `print_region_argument_location` (what a
//! function signature uses): the printer's SSA names (unique across functions with
//! `--mlir-print-unique-ssa-ids`) and, with `--mlir-print-debuginfo`, their locations written
//! in full but numbered as aliases after the op's own location, as mlir-opt 22 does for
//! `func.func` (`%arg0: i32 loc("f.mlir":1:14)` with `#loc2` defined at the top).

use ropt_asm::parser::ops::{ParseOptions, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::asm_interface::{OpAsmHooks, OpAsmPrinter};
use ropt_ir::{Context, DialectInfo, OpId, OpInfo, Traits};

/// `t.fn(%arg0: i32 loc(..), ...) { ... }`: a function-like op printing its entry arguments.
fn print_fn(p: &mut dyn OpAsmPrinter, op: OpId) {
    let body = p.body();
    let rb = body.regions_body(op);
    let r = body.regions(op)[0];
    let entry = rb.entry_block(r).expect("entry block");
    let types: Vec<_> = rb
        .block_arguments(entry)
        .iter()
        .map(|&a| rb.value_type(a))
        .collect();
    p.write_str("(");
    for (i, ty) in types.into_iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_region_argument_name(op, 0, i);
        p.write_str(": ");
        p.print_type(ty);
        p.print_region_argument_location(op, 0, i);
    }
    p.write_str(") ");
    p.print_region(op, 0, false, true);
}

fn context() -> Context {
    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    let reg = ctx.registry_mut();
    reg.register_dialect(DialectInfo::new("t"));
    reg.register_op(
        OpInfo::new("t.fn")
            .with_traits(Traits::ISOLATED_FROM_ABOVE)
            .with_interface(OpAsmHooks {
                parse: None,
                print: Some(print_fn),
                default_dialect: None,
            }),
    );
    ctx
}

const INPUT: &str = r#""t.fn"() ({
^bb0(%a: i32 loc("f.mlir":1:14), %b: i32 loc("f.mlir":1:23)):
  "t.ret"(%a) : (i32) -> () loc("f.mlir":2:3)
}) : () -> () loc("f.mlir":1:1)
"t.fn"() ({
^bb0(%a: i32 loc("x"), %b: i32 loc("f.mlir":5:32)):
  "t.ret"(%b) : (i32) -> () loc("f.mlir":6:3)
}) : () -> () loc("f.mlir":5:1)
"#;

fn print(unique: bool, debuginfo: bool) -> String {
    let ctx = context();
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let loc = ctx.file_line_col_loc("f.mlir", 0, 0);
    let m = parse_module(&ctx, INPUT.as_bytes(), 0, "f.mlir", opts, loc)
        .unwrap_or_else(|_| panic!("parse failed"));
    let popts = OpPrintOptions {
        unique_ssa_ids: unique,
        debuginfo,
        ..Default::default()
    };
    print_top_level(&ctx, &m.body, m.module, popts)
}

#[test]
fn names_restart_per_function() {
    assert_eq!(
        print(false, false),
        "module {\n  t.fn(%arg0: i32, %arg1: i32) {\n    \"t.ret\"(%arg0) : (i32) -> ()\n  }\n  \
         t.fn(%arg0: i32, %arg1: i32) {\n    \"t.ret\"(%arg1) : (i32) -> ()\n  }\n}\n"
    );
}

#[test]
fn unique_names_continue_across_functions() {
    // mlir-opt numbers the last function first.
    assert_eq!(
        print(true, false),
        "module {\n  t.fn(%arg2: i32, %arg3: i32) {\n    \"t.ret\"(%arg2) : (i32) -> ()\n  }\n  \
         t.fn(%arg0: i32, %arg1: i32) {\n    \"t.ret\"(%arg1) : (i32) -> ()\n  }\n}\n"
    );
}

#[test]
fn argument_locations_inline_and_numbered_after_their_op() {
    assert_eq!(
        print(false, true),
        "#loc2 = loc(\"f.mlir\":1:14)\n#loc3 = loc(\"f.mlir\":1:23)\n#loc6 = loc(\"x\")\n\
         #loc7 = loc(\"f.mlir\":5:32)\n\
         module {\n  t.fn(%arg0: i32 loc(\"f.mlir\":1:14), %arg1: i32 loc(\"f.mlir\":1:23)) {\n    \
         \"t.ret\"(%arg0) : (i32) -> () loc(#loc4)\n  } loc(#loc1)\n  \
         t.fn(%arg0: i32 loc(\"x\"), %arg1: i32 loc(\"f.mlir\":5:32)) {\n    \
         \"t.ret\"(%arg1) : (i32) -> () loc(#loc8)\n  } loc(#loc5)\n} loc(#loc)\n\
         #loc = loc(\"f.mlir\":0:0)\n#loc1 = loc(\"f.mlir\":1:1)\n#loc4 = loc(\"f.mlir\":2:3)\n\
         #loc5 = loc(\"f.mlir\":5:1)\n#loc8 = loc(\"f.mlir\":6:3)\n"
    );
}
