//! Fuzzes the PDL pipeline through `ropt`'s driver session: a module holding
//! `module @patterns` (`pdl.pattern`s, or `pdl_interp` functions) and `module @ir` is parsed,
//! verified and printed with every dialect registered, then `-test-pdl-bytecode-pass` lowers the
//! patterns to `pdl_interp`, compiles them to bytecode and runs them greedily on `@ir`, with
//! verification after the pass; the result is printed. Nothing may panic, hang or overflow the
//! stack (a matcher or rewriter whose jumps loop is cut off by the interpreter's step limit).
//! The first byte of the input picks `--allow-unregistered-dialect` (odd) or not.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ropt_fuzz::{on_big_stack, pdl_bytecode_session, run_pipeline};

fuzz_target!(|data: &[u8]| {
    let data = data.to_vec();
    on_big_stack(move || run_pipeline(&data, pdl_bytecode_session));
});
