//! Fuzzes what a user of `ropt` hits, through `ropt`'s driver session: parse with every
//! dialect ropt ships registered (their custom syntax included), verify (the diagnostics
//! print the failing op, as `ropt`'s do), print in the generic and the custom form, then run
//! `canonicalize,cse` with verification after each pass and print again. Nothing may panic,
//! hang or overflow the stack; verified IR must print in a form that parses back. The first
//! byte of the input picks `--allow-unregistered-dialect` (odd) or not.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ropt_fuzz::{FILE, on_big_stack, print_and_reparse, session, split_flag};

fn run(data: &[u8]) {
    let Some((opts, text)) = split_flag(data) else {
        return;
    };
    let s = session(opts.allow_unregistered);
    let ctx = s.context();
    let Ok(mut m) = s.parse(text, 0, FILE, ctx.unknown_loc()) else {
        return;
    };
    let verified = s.verify(&m.body, m.module, true).is_empty();
    print_and_reparse(ctx, &m.body, m.module, opts, verified);
    if !verified {
        return;
    }
    let out = s.run_passes(&mut m.body, m.module);
    print_and_reparse(ctx, &m.body, m.module, opts, out.success);
}

fuzz_target!(|data: &[u8]| {
    let data = data.to_vec();
    on_big_stack(move || run(&data));
});
