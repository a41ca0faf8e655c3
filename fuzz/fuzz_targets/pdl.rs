//! Fuzzes PDL modules through `ropt`'s driver session: parse with every dialect registered,
//! verify, print in both forms, then lower the `pdl.pattern`s with
//! `-convert-pdl-to-pdl-interp` (verified after the pass) and print again. Nothing may panic,
//! hang or overflow the stack; verified IR must print in a form that parses back. Seeded from
//! the PDL tests (`python3 fuzz/seed.py pdl`); the first byte of the input picks
//! `--allow-unregistered-dialect` (odd) or not.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ropt_fuzz::{FILE, on_big_stack, pdl_session, print_and_reparse, split_flag};

fn run(data: &[u8]) {
    let Some((opts, text)) = split_flag(data) else {
        return;
    };
    let s = pdl_session(opts.allow_unregistered);
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
