//! Fuzzes what a user of `ropt` hits, through `ropt`'s driver session: parse with every
//! dialect ropt ships registered (their custom syntax included), verify (the diagnostics
//! print the failing op, as `ropt`'s do), print in the generic and the custom form, then run
//! `canonicalize,cse` with verification after each pass and print again. Nothing may panic,
//! hang or overflow the stack; verified IR must print in a form that parses back. The first
//! byte of the input picks `--allow-unregistered-dialect` (odd) or not.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ropt_fuzz::{on_big_stack, run_pipeline, session};

fuzz_target!(|data: &[u8]| {
    let data = data.to_vec();
    on_big_stack(move || run_pipeline(&data, session));
});
