//! Differential fuzzing of the parallel parser: every input is parsed once by the sequential
//! parser and once by the parallel one with chunking forced down to the smallest region
//! (`min_chunk: 0`, what `ROPT_PARSE_MIN_CHUNK=0` does). Both must agree: the same
//! diagnostics (severity, offset, message, notes) when parsing fails, else the same module,
//! compared through its custom printed form and its generic form with value users (so the
//! order of every use list is compared too).
//!
//! Every dialect ropt ships is registered (its isolated ops are what the parser splits). The
//! first byte of the input picks `--allow-unregistered-dialect` (odd) or not. The IR's uniqued
//! storage is leaked by design: run with `ASAN_OPTIONS=detect_leaks=0`.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use ropt_asm::parser::ops::{
    ParallelParse, ParseOptions, ParsedModule, parse_module, parse_module_parallel,
};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
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
    static CTX: OnceLock<Context> = OnceLock::new();
    let ctx = CTX.get_or_init(|| {
        let mut ctx = Context::new();
        ropt_dialects::register_all(&mut ctx);
        ctx
    });
    let (allow_unregistered, text) = match data.split_first() {
        Some((b, rest)) => (b & 1 == 1, rest),
        None => return,
    };
    let opts = ParseOptions { allow_unregistered };
    let loc = ctx.unknown_loc();
    let seq = parse_module(ctx, text, 0, "fuzz.mlir", opts, loc);
    let par = ParallelParse {
        enabled: true,
        min_chunk: 0,
    };
    let par = parse_module_parallel(ctx, text, 0, "fuzz.mlir", opts, loc, par);
    match (seq, par) {
        (Ok(a), Ok(b)) => assert_eq!(
            printed(ctx, &a),
            printed(ctx, &b),
            "the parallel parser built another module"
        ),
        (Err(a), Err(b)) => assert_eq!(a, b, "the parallel parser reported other diagnostics"),
        (a, b) => panic!(
            "sequential parse ok: {}, parallel parse ok: {}",
            a.is_ok(),
            b.is_ok()
        ),
    }
}

fuzz_target!(|data: &[u8]| {
    // ropt parses on a thread with a large stack; so does the fuzzed parse.
    let data = data.to_vec();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || run(&data))
        .expect("spawn")
        .join()
        .expect("no panic");
});
