//! Fuzzes the MLIR parser and printer with only builtin registered and unregistered ops
//! accepted: any text must parse (or fail with diagnostics) without panicking; whatever
//! parses must print, and verified IR must print in both forms in a way that parses back.
//! A use across an isolated-from-above boundary must be flagged by the parser.
//! It runs on the fuzzer's own stack: deep nesting must not need `ropt`'s large one.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ropt_asm::parser::ops::ParseOptions;
use ropt_fuzz::{builtin_context, check_outer_uses, parse, print_and_reparse, verifies};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let ctx = builtin_context();
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let Ok(m) = parse(ctx, text.as_bytes(), opts) else {
        return;
    };
    check_outer_uses(&m);
    let verified = verifies(ctx, &m.body, m.module, true);
    print_and_reparse(ctx, &m.body, m.module, opts, verified);
});
