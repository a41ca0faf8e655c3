//! Fuzzes what a user of `ropt` hits: parse with every dialect ropt ships registered (their
//! custom syntax included), verify, print in the generic and the custom form, then run
//! `canonicalize` and `cse` with verification after each pass and print again. Nothing may
//! panic, hang or overflow the stack; verified IR must print in a form that parses back.
//!
//! The IR's uniqued storage is leaked by design, so run with leak detection off:
//! `ASAN_OPTIONS=detect_leaks=0 cargo +nightly fuzz run ir_pipeline`.
#![no_main]

use std::sync::{Arc, OnceLock};

use libfuzzer_sys::fuzz_target;
use ropt_asm::parser::ops::{ParseOptions, isolation_violation, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::diagnostics::Diagnostic;
use ropt_ir::verifier::{VerifierOptions, verify};
use ropt_ir::{Body, Context, OpId};
use ropt_pass::PassRegistry;
use ropt_pass::manager::{OpPrinter, OpVerifier, PassManager, PrintMode, RunConfig};
use ropt_pass::pipeline::parse_pass_pipeline;

fn verifier_options(allow_unregistered: bool) -> VerifierOptions<'static> {
    VerifierOptions {
        allow_unregistered_dialect: allow_unregistered,
        print_op_on_diagnostic: false,
        print_op: None,
    }
}

/// `canonicalize` then `cse` on the module, verifying after each pass as ropt does.
fn pass_manager(allow_unregistered: bool) -> PassManager {
    let mut registry = PassRegistry::new();
    ropt_transforms::register_passes(&mut registry);
    ropt_rewrite::canonicalize::register(&mut registry);
    let root = parse_pass_pipeline("builtin.module(canonicalize,cse)", &registry, "ropt")
        .expect("the fuzzed pipeline parses");
    let printer: Arc<OpPrinter> = Arc::new(|ctx: &Context, body: &Body, op, mode: PrintMode| {
        let o = OpPrintOptions {
            generic: mode.generic,
            local_scope: !mode.top_level,
            ..Default::default()
        };
        print_top_level(ctx, body, op, o)
    });
    let verifier: Arc<OpVerifier> = Arc::new(move |ctx: &Context, body: &Body, op: OpId| {
        let mut out: Vec<Diagnostic> = Vec::new();
        let _ = verify(
            ctx,
            body,
            op,
            &verifier_options(allow_unregistered),
            &mut out,
        );
        out
    });
    let config = RunConfig {
        threading: false,
        printer: Some(printer),
        verifier: Some(verifier),
        ..Default::default()
    };
    PassManager::new(root, config)
}

/// Prints `op` in both forms; when `check` holds, each must parse back. Unverified IR is
/// printed in both forms too: ropt prints it in the generic form only, but no printer may
/// panic on it (what a custom printer writes for invalid IR is not checked).
fn print_both(ctx: &Context, body: &Body, op: OpId, opts: ParseOptions, check: bool) {
    for generic in [false, true] {
        let popts = OpPrintOptions {
            generic,
            ..Default::default()
        };
        let printed = print_top_level(ctx, body, op, popts);
        if !check || ropt_asm::printer::ops::prints_unparsable_as_mlir_opt(&printed) {
            continue;
        }
        let loc = ctx.unknown_loc();
        let again = parse_module(ctx, printed.as_bytes(), 0, "fuzz.mlir", opts, loc);
        // mlir-opt prints `cf.switch` case values of 2^63 and above unsigned but reads them as
        // signed 64-bit numbers; ropt does the same (test/Dialect/cf/switch-values.mlir).
        let known = |e: &dyn std::fmt::Debug| format!("{e:?}").contains("integer value too large");
        assert!(
            again.as_ref().err().is_none_or(|e| !generic && known(e)),
            "printed IR does not parse back:\n{printed}"
        );
    }
}

fn run(text: &[u8]) {
    // Registering every dialect is costly; the context's uniqued storage is shared by every
    // input, as it is by every chunk of a `-split-input-file` run.
    static CTX: OnceLock<Context> = OnceLock::new();
    let ctx = CTX.get_or_init(|| {
        let mut ctx = Context::new();
        // Every dialect ropt registers at startup, in ropt's order.
        ropt_dialects::register_all(&mut ctx);
        ctx
    });
    // The first byte chooses whether unregistered ops are accepted (ropt's flag).
    let (allow_unregistered, text) = match text.split_first() {
        Some((b, rest)) => (b & 1 == 1, rest),
        None => return,
    };
    let opts = ParseOptions { allow_unregistered };
    let loc = ctx.unknown_loc();
    let Ok(mut module) = parse_module(ctx, text, 0, "fuzz.mlir", opts, loc) else {
        return;
    };
    let mut diags: Vec<Diagnostic> = Vec::new();
    let vopts = verifier_options(allow_unregistered);
    let verified = isolation_violation(&module.body, module.module).is_none()
        && verify(ctx, &module.body, module.module, &vopts, &mut diags).is_ok();
    print_both(ctx, &module.body, module.module, opts, verified);
    if !verified {
        return;
    }
    static PM: OnceLock<[PassManager; 2]> = OnceLock::new();
    let pm =
        &PM.get_or_init(|| [pass_manager(false), pass_manager(true)])[allow_unregistered as usize];
    let out = pm.run(ctx, &mut module.body, module.module);
    print_both(ctx, &module.body, module.module, opts, out.success);
}

fuzz_target!(|data: &[u8]| {
    // ropt runs on a thread with a large stack; so does the fuzzed pipeline.
    let data = data.to_vec();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || run(&data))
        .expect("spawn")
        .join()
        .expect("no panic");
});
