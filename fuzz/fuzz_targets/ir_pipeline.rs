//! Fuzzes what a user of `ropt` hits: parse with every dialect ropt ships registered (their
//! custom syntax included), verify, print in the generic and the custom form, then run
//! `canonicalize` and `cse` with verification after each pass and print again. Nothing may
//! panic, hang or overflow the stack; verified IR must print in a form that parses back.
//! The first byte of the input picks `--allow-unregistered-dialect` (odd) or not.
#![no_main]

use std::sync::{Arc, OnceLock};

use libfuzzer_sys::fuzz_target;
use ropt_fuzz::{full_context, on_big_stack, parse, print_and_reparse, split_flag, verifies};
use ropt_ir::diagnostics::Diagnostic;
use ropt_ir::verifier::verify;
use ropt_ir::{Body, Context, OpId};
use ropt_pass::PassRegistry;
use ropt_pass::manager::{OpPrinter, OpVerifier, PassManager, PrintMode, RunConfig};
use ropt_pass::pipeline::parse_pass_pipeline;

/// `canonicalize` then `cse` on the module, verifying after each pass as ropt does.
fn pass_manager(allow_unregistered: bool) -> PassManager {
    let mut registry = PassRegistry::new();
    ropt_transforms::register_passes(&mut registry);
    let root = parse_pass_pipeline("builtin.module(canonicalize,cse)", &registry, "ropt")
        .expect("the fuzzed pipeline parses");
    let printer: Arc<OpPrinter> = Arc::new(|ctx: &Context, body: &Body, op, mode: PrintMode| {
        let o = ropt_asm::printer::ops::OpPrintOptions {
            generic: mode.generic,
            local_scope: !mode.top_level,
            ..Default::default()
        };
        ropt_asm::printer::ops::print_top_level(ctx, body, op, o)
    });
    let verifier: Arc<OpVerifier> = Arc::new(move |ctx: &Context, body: &Body, op: OpId| {
        let mut out: Vec<Diagnostic> = Vec::new();
        let opts = ropt_fuzz::verifier_options(allow_unregistered);
        let _ = verify(ctx, body, op, &opts, &mut out);
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

fn run(data: &[u8]) {
    let ctx = full_context();
    let Some((opts, text)) = split_flag(data) else {
        return;
    };
    let Ok(mut m) = parse(ctx, text, opts) else {
        return;
    };
    let verified = verifies(ctx, &m.body, m.module, opts.allow_unregistered);
    print_and_reparse(ctx, &m.body, m.module, opts, verified);
    if !verified {
        return;
    }
    static PM: OnceLock<[PassManager; 2]> = OnceLock::new();
    let pms = PM.get_or_init(|| [pass_manager(false), pass_manager(true)]);
    let out = pms[opts.allow_unregistered as usize].run(ctx, &mut m.body, m.module);
    print_and_reparse(ctx, &m.body, m.module, opts, out.success);
}

fuzz_target!(|data: &[u8]| {
    let data = data.to_vec();
    on_big_stack(move || run(&data));
});
