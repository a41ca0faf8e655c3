//! Fuzzes the TableGen lexer, parser and evaluator (and the record printer) on arbitrary
//! input: none of them may panic, hang or overflow the stack.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    let opts = ropt_tablegen::Options::default();
    let outcome = ropt_tablegen::read("fuzz.td", text, &opts);
    if !outcome.failed && outcome.errors == 0 {
        let _ = ropt_tablegen::print::print_records(&outcome.records);
        let _ = ropt_tablegen::json::dump_json(&outcome.records);
    }
});
