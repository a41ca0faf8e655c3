//! Fuzzes PDL modules through `ropt`'s driver session: parse with every dialect registered,
//! verify, print in both forms, then lower the `pdl.pattern`s with
//! `-convert-pdl-to-pdl-interp` (verified after the pass) and print again. Nothing may panic,
//! hang or overflow the stack; verified IR must print in a form that parses back. Seeded from
//! the PDL tests (`python3 fuzz/seed.py pdl`); the first byte of the input picks
//! `--allow-unregistered-dialect` (odd) or not.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ropt_fuzz::{on_big_stack, pdl_session, run_pipeline};

fuzz_target!(|data: &[u8]| {
    let data = data.to_vec();
    on_big_stack(move || run_pipeline(&data, pdl_session));
});
