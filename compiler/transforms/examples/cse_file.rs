//! Runs `cse` on a generic-form MLIR file (e.g. `gen.py generic 10M`) with stand-ins for the
//! arith and func ops (Pure arith ops, isolated `func.func`), with threading off and on, and
//! writes the result in generic form. Usage: `cse_file INPUT OUTPUT`.

use std::time::Instant;

use ropt_asm::parser::ops::{ParseOptions, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::registry::{DialectInfo, OpInfo};
use ropt_ir::{Context, Traits};
use ropt_pass::{PassManager, PassRegistry, RunConfig, parse_pass_pipeline};

fn context() -> Context {
    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    let r = ctx.registry_mut();
    for d in ["arith", "func"] {
        let mut info = DialectInfo::new(d);
        info.allow_unknown_ops = true;
        info.allow_unknown_types = true;
        r.register_dialect(info);
    }
    let pure = Traits::PURE | Traits::ALWAYS_SPECULATABLE;
    r.register_op(
        OpInfo::new("arith.constant")
            .with_traits(pure | Traits::CONSTANT_LIKE)
            .with_inherent_attrs(&["value"]),
    );
    for op in ["addi", "muli", "subi", "trunci"] {
        let traits = if op == "addi" || op == "muli" {
            pure | Traits::COMMUTATIVE
        } else {
            pure
        };
        r.register_op(
            OpInfo::new(&format!("arith.{op}"))
                .with_traits(traits)
                .with_inherent_attrs(&["overflowFlags"]),
        );
    }
    for op in ["andi", "ori", "xori"] {
        r.register_op(OpInfo::new(&format!("arith.{op}")).with_traits(pure | Traits::COMMUTATIVE));
    }
    for op in ["select", "extsi", "extui"] {
        r.register_op(OpInfo::new(&format!("arith.{op}")).with_traits(pure));
    }
    r.register_op(
        OpInfo::new("arith.cmpi")
            .with_traits(pure)
            .with_inherent_attrs(&["predicate"]),
    );
    r.register_op(
        OpInfo::new("func.func")
            .with_traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL)
            .with_inherent_attrs(&[
                "arg_attrs",
                "function_type",
                "res_attrs",
                "sym_name",
                "sym_visibility",
            ]),
    );
    r.register_op(
        OpInfo::new("func.return")
            .with_traits(Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE),
    );
    ctx
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (input, output) = (&args[1], &args[2]);
    let text = std::fs::read_to_string(input).expect("readable input");
    let ctx = context();
    let mut reg = PassRegistry::new();
    ropt_transforms::register_passes(&mut reg);
    let mut outputs = Vec::new();
    for threading in [false, true] {
        let loc = ctx.file_line_col_loc(input, 0, 0);
        let opts = ParseOptions {
            allow_unregistered: true,
        };
        let t = Instant::now();
        let mut m = parse_module(&ctx, text.as_bytes(), 0, input, opts, loc)
            .unwrap_or_else(|_| panic!("parse error"));
        let parse = t.elapsed();
        let pm = parse_pass_pipeline("builtin.module(func.func(cse))", &reg, "bench").unwrap();
        let mgr = PassManager::new(
            pm,
            RunConfig {
                threading,
                ..RunConfig::default()
            },
        );
        let t = Instant::now();
        let out = mgr.run(&ctx, &mut m.body, m.module);
        let dt = t.elapsed();
        assert!(out.success);
        println!(
            "{input}: {} bytes, parse {:.1} ms, cse threading={threading} threads={}: {:.1} ms",
            text.len(),
            parse.as_secs_f64() * 1e3,
            if threading {
                rayon::current_num_threads()
            } else {
                1
            },
            dt.as_secs_f64() * 1e3
        );
        let popts = OpPrintOptions {
            generic: true,
            ..OpPrintOptions::default()
        };
        outputs.push(print_top_level(&ctx, &m.body, m.module, popts));
    }
    assert_eq!(outputs[0], outputs[1], "threaded output differs");
    std::fs::write(output, format!("{}\n", outputs[0])).expect("writable output");
}
