//! Shared harness: parse with compiler/asm, run a pipeline, print.
#![allow(dead_code)]

use std::sync::Arc;

use ropt_asm::parser::ops::{ParseOptions, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::effects::{EffectKind, MemoryEffectsInterface};
use ropt_ir::registry::{DialectInfo, OpInfo};
use ropt_ir::{Context, Traits};
use ropt_pass::manager::{PrintMode, RunConfig};
use ropt_pass::{Event, PassManager, PassRegistry, parse_pass_pipeline};

/// A context with builtin and a `test` dialect: `test.pure` (Pure), `test.read` (reads),
/// `test.write` (writes), `test.isolated` (isolated-from-above, recursive effects),
/// `test.region` (recursive effects), `test.graph` (graph region).
pub fn context() -> Context {
    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    let r = ctx.registry_mut();
    let mut d = DialectInfo::new("test");
    d.allow_unknown_ops = true;
    r.register_dialect(d);
    r.register_op(
        OpInfo::new("test.comm")
            .with_traits(Traits::PURE | Traits::ALWAYS_SPECULATABLE | Traits::COMMUTATIVE),
    );
    r.register_op(OpInfo::new("test.pure").with_traits(Traits::PURE | Traits::ALWAYS_SPECULATABLE));
    r.register_op(
        OpInfo::new("test.read").with_interface(MemoryEffectsInterface::only(EffectKind::Read)),
    );
    r.register_op(
        OpInfo::new("test.write").with_interface(MemoryEffectsInterface::only(EffectKind::Write)),
    );
    r.register_op(OpInfo::new("test.ret").with_traits(Traits::TERMINATOR));
    r.register_op(OpInfo::new("test.isolated").with_traits(
        Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL | Traits::RECURSIVE_MEMORY_EFFECTS,
    ));
    r.register_op(OpInfo::new("test.region").with_traits(Traits::RECURSIVE_MEMORY_EFFECTS));
    r.register_op(OpInfo::new("test.module").with_traits(
        Traits::ISOLATED_FROM_ABOVE
            | Traits::SYMBOL
            | Traits::SYMBOL_TABLE
            | Traits::NO_TERMINATOR
            | Traits::SINGLE_BLOCK,
    ));
    ctx
}

pub fn registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    ropt_transforms::register_passes(&mut r);
    ropt_transforms::register_test_passes(&mut r);
    r
}

pub fn printer() -> Arc<ropt_pass::manager::OpPrinter> {
    Arc::new(|ctx: &Context, body: &ropt_ir::Body, op, mode: PrintMode| {
        let opts = OpPrintOptions {
            generic: mode.generic,
            local_scope: !mode.top_level,
            ..OpPrintOptions::default()
        };
        let mut s = print_top_level(ctx, body, op, opts);
        if !mode.top_level {
            s.truncate(s.trim_end_matches('\n').len());
        }
        s
    })
}

/// Runs `pipeline` on `input`; returns (printed output, stderr-ish events text, success).
pub fn run_with(input: &str, pipeline: &str, config: RunConfig) -> (String, String, bool) {
    let ctx = context();
    let loc = ctx.file_line_col_loc("in.mlir", 0, 0);
    let mut m = parse_module(
        &ctx,
        input.as_bytes(),
        0,
        "in.mlir",
        ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        },
        loc,
    )
    .unwrap_or_else(|_| panic!("parse error"));
    let reg = registry();
    let pm = parse_pass_pipeline(pipeline, &reg, "ropt").expect("pipeline");
    let mut config = config;
    config.printer = Some(printer());
    let mgr = PassManager::new(pm, config);
    let out = mgr.run(&ctx, &mut m.body, m.module);
    let mut err = String::new();
    for e in &out.events {
        match e {
            Event::Text(t) | Event::Stdout(t) | Event::Action(t) => err.push_str(t),
            Event::Profile(_) | Event::IrFile { .. } => {}
            Event::Diagnostic(d) => {
                err.push_str(&format!("error: {}\n", d.message));
                for n in &d.notes {
                    err.push_str(&format!("note: {}\n", n.message));
                }
            }
        }
    }
    let text = print_top_level(&ctx, &m.body, m.module, OpPrintOptions::default());
    (text, err, out.success)
}

pub fn run(input: &str, pipeline: &str) -> String {
    let (text, err, ok) = run_with(input, pipeline, RunConfig::default());
    assert!(ok, "pipeline failed: {err}");
    text
}
