//! Fuzzes `ropt --load-dialect`: an ODS `.td` file (with the ODS base library on the include
//! path) is evaluated, lowered and registered, then MLIR using its ops (custom assembly formats
//! included) is parsed, verified and printed in both forms. The input is the `.td` text, a
//! line `// -----`, then the MLIR text. Nothing may panic, hang or overflow the stack.
//!
//! The IR's uniqued storage and loaded models are leaked by design, so run with leak detection
//! off: `ASAN_OPTIONS=detect_leaks=0 cargo +nightly fuzz run ods_dialect`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ropt_asm::parser::ops::{ParseOptions, isolation_violation, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::Context;
use ropt_ir::diagnostics::Diagnostic;
use ropt_ir::verifier::{VerifierOptions, verify};

const SEPARATOR: &str = "\n// -----\n";

fn run(text: &str) {
    let (td, mlir) = text.split_once(SEPARATOR).unwrap_or((text, ""));
    let Ok(model) = ropt_ods::runtime::lower_text("fuzz.td", td.to_owned(), &[]) else {
        return;
    };
    // As in ropt: every dialect it ships is registered before the loaded one.
    let mut ctx = Context::new();
    ropt_dialects::register_all(&mut ctx);
    ropt_ods::runtime::register_model(&mut ctx, model);
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let loc = ctx.unknown_loc();
    let Ok(module) = parse_module(&ctx, mlir.as_bytes(), 0, "fuzz.mlir", opts, loc) else {
        return;
    };
    let vopts = VerifierOptions {
        allow_unregistered_dialect: true,
        print_op_on_diagnostic: false,
        print_op: None,
    };
    let mut diags: Vec<Diagnostic> = Vec::new();
    let verified = isolation_violation(&module.body, module.module).is_none()
        && verify(&ctx, &module.body, module.module, &vopts, &mut diags).is_ok();
    for generic in [false, true] {
        let popts = OpPrintOptions {
            generic,
            ..Default::default()
        };
        let printed = print_top_level(&ctx, &module.body, module.module, popts);
        if !verified || ropt_asm::printer::ops::prints_unparsable_as_mlir_opt(&printed) {
            continue;
        }
        let again = parse_module(&ctx, printed.as_bytes(), 0, "fuzz.mlir", opts, loc);
        assert!(again.is_ok(), "printed IR does not parse back:\n{printed}");
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // ropt runs on a thread with a large stack; so does the fuzzed work.
    let text = text.to_owned();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || run(&text))
        .expect("spawn")
        .join()
        .expect("no panic");
});
