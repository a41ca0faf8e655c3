//! CSE benchmark: a module of N isolated functions with duplicate pure ops, run with
//! threading off and on (rayon threads from RAYON_NUM_THREADS); checks identical output and
//! prints the times. Usage: `cse_bench [N] [ops-per-function]`.

#[path = "../tests/common/mod.rs"]
mod common;

use std::time::Instant;

use ropt_asm::parser::ops::{ParseOptions, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_pass::{PassManager, RunConfig, parse_pass_pipeline};

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let n = args.first().copied().unwrap_or(1000);
    let per = args.get(1).copied().unwrap_or(200);
    let mut input = String::new();
    for f in 0..n {
        input.push_str("\"test.isolated\"() ({\n^bb0(%a: i32):\n");
        for i in 0..per {
            // Every second op duplicates the previous one.
            let src = if i < 2 {
                "%a".to_string()
            } else {
                format!("%v{}", i - 2)
            };
            input.push_str(&format!(
                "  %v{i} = \"test.pure\"({src}) {{k = {} : i64}} : (i32) -> i32\n",
                i / 2
            ));
        }
        input.push_str(&format!(
            "  \"test.ret\"(%v{}) : (i32) -> ()\n}}) {{sym_name = \"f{f}\"}} : () -> ()\n",
            per - 1
        ));
    }
    let ctx = common::context();
    let reg = common::registry();
    let mut outputs = Vec::new();
    for threading in [false, true] {
        let loc = ctx.file_line_col_loc("bench.mlir", 0, 0);
        let opts = ParseOptions {
            allow_unregistered: true,
        };
        let mut m = parse_module(&ctx, input.as_bytes(), 0, "bench.mlir", opts, loc)
            .unwrap_or_else(|_| panic!("parse error"));
        let pm = parse_pass_pipeline("builtin.module(test.isolated(cse))", &reg, "bench").unwrap();
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
            "functions={n} ops/function={per} input={} bytes threading={threading} threads={} cse: {:.1} ms",
            input.len(),
            if threading {
                rayon::current_num_threads()
            } else {
                1
            },
            dt.as_secs_f64() * 1e3
        );
        outputs.push(print_top_level(
            &ctx,
            &m.body,
            m.module,
            OpPrintOptions::default(),
        ));
    }
    assert_eq!(outputs[0], outputs[1], "threaded output differs");
    println!("outputs identical ({} bytes)", outputs[0].len());
}
