//! Fuzzes `ropt --load-dialect`: an ODS `.td` file (with the ODS base library on the include
//! path) is evaluated, lowered and registered, then MLIR using its ops (custom assembly formats
//! included) is parsed, verified and printed in both forms. The input is the `.td` text, a
//! line `// -----`, then the MLIR text. Nothing may panic, hang or overflow the stack.
//! Each input gets its own context (its dialect is registered in it), leaked by design.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ropt_asm::parser::ops::ParseOptions;
use ropt_fuzz::{on_big_stack, parse, print_and_reparse, verifies};

const SEPARATOR: &str = "\n// -----\n";

fn run(text: &str) {
    let (td, mlir) = text.split_once(SEPARATOR).unwrap_or((text, ""));
    let Ok(model) = ropt_ods_model::library::lower_text("fuzz.td", td.to_owned(), &[]) else {
        return;
    };
    // As in ropt: every dialect it ships is registered before the loaded one.
    let options = ropt_driver::Options::default();
    let Ok(mut ctx) = ropt_driver::new_context(&options) else {
        return;
    };
    ropt_ods_runtime::register_model(&mut ctx, model);
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let Ok(m) = parse(&ctx, mlir.as_bytes(), opts) else {
        return;
    };
    let verified = verifies(&ctx, &m.body, m.module, true);
    print_and_reparse(&ctx, &m.body, m.module, opts, verified);
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let text = text.to_owned();
    on_big_stack(move || run(&text));
});
