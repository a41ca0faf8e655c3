//! Differential fuzzing of the parallel parser: every input is parsed once by the sequential
//! parser and once by the parallel one with chunking forced down to the smallest region
//! (`min_chunk: 0`, what `ROPT_PARSE_MIN_CHUNK=0` does). Both must agree: the same
//! diagnostics (severity, offset, message, notes) when parsing fails, else the same module,
//! compared through its custom printed form and its generic form with value users (so the
//! order of every use list is compared too), and the same hints for the printer and the
//! verifier (`may_have_aliases`, and `outer_uses` true wherever a use crosses an isolated
//! op's boundary).
//!
//! Every dialect ropt ships is registered (its isolated ops are what the parser splits). The
//! first byte of the input picks `--allow-unregistered-dialect` (odd) or not.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ropt_asm::parser::ops::{ParallelParse, ParsedModule, parse_module_parallel};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_fuzz::{FILE, check_outer_uses, full_context, on_big_stack, parse, split_flag};
use ropt_ir::Context;

fn printed(ctx: &Context, m: &ParsedModule) -> [String; 2] {
    [false, true].map(|generic| {
        let o = OpPrintOptions {
            generic,
            value_users: generic,
            ..Default::default()
        };
        print_top_level(ctx, &m.body, m.module, o)
    })
}

fn run(data: &[u8]) {
    let ctx = full_context();
    let Some((opts, text)) = split_flag(data) else {
        return;
    };
    let seq = parse(ctx, text, opts);
    let par = ParallelParse {
        enabled: true,
        min_chunk: 0,
    };
    let par = parse_module_parallel(ctx, text, 0, FILE, opts, ctx.unknown_loc(), par);
    match (seq, par) {
        (Ok(a), Ok(b)) => {
            assert_eq!(
                printed(ctx, &a),
                printed(ctx, &b),
                "the parallel parser built another module"
            );
            assert_eq!(a.may_have_aliases, b.may_have_aliases);
            check_outer_uses(&a);
            check_outer_uses(&b);
        }
        (Err(a), Err(b)) => assert_eq!(a, b, "the parallel parser reported other diagnostics"),
        (a, b) => panic!(
            "sequential parse ok: {}, parallel parse ok: {}",
            a.is_ok(),
            b.is_ok()
        ),
    }
}

fuzz_target!(|data: &[u8]| {
    let data = data.to_vec();
    on_big_stack(move || run(&data));
});
