//! Fuzzes the MLIR parser and printer: any text must parse (or fail with diagnostics) without
//! panicking; whatever parses must print, and the printed text must parse again.
//!
//! The IR's uniqued storage lives as long as its context, which is never freed, so all inputs
//! share one context (a context per input would grow without bound) and leak detection is off:
//! `ASAN_OPTIONS=detect_leaks=0 cargo +nightly fuzz run ir_parser`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ropt_asm::parser::ops::{ParseOptions, isolation_violation, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::Context;
use ropt_ir::diagnostics::Diagnostic;
use ropt_ir::verifier::{VerifierOptions, verify};
use std::sync::OnceLock;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    static CTX: OnceLock<Context> = OnceLock::new();
    let ctx = CTX.get_or_init(|| {
        let mut ctx = Context::new();
        ropt_asm::builtin::register_builtin(&mut ctx);
        ctx
    });
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let loc = ctx.unknown_loc();
    let Ok(module) = parse_module(ctx, text.as_bytes(), 0, "fuzz.mlir", opts, loc) else {
        return;
    };
    // Only verified IR must print in a form that parses back (as in ropt, which verifies
    // before printing); unverified IR must still print without panicking.
    let vopts = VerifierOptions {
        allow_unregistered_dialect: true,
        print_op_on_diagnostic: false,
        print_op: None,
    };
    let mut diags: Vec<Diagnostic> = Vec::new();
    let verified = isolation_violation(&module.body, module.module).is_none()
        && verify(ctx, &module.body, module.module, &vopts, &mut diags).is_ok();
    for generic in [false, true] {
        let popts = OpPrintOptions {
            generic,
            ..Default::default()
        };
        let printed = print_top_level(ctx, &module.body, module.module, popts);
        if !verified || ropt_asm::printer::ops::prints_unparsable_as_mlir_opt(&printed) {
            return;
        }
        let again = parse_module(ctx, printed.as_bytes(), 0, "fuzz.mlir", opts, loc);
        assert!(again.is_ok(), "printed IR does not parse back:\n{printed}");
    }
});
