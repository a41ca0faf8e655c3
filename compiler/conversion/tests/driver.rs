//! The driver's pattern order and rollback, on unregistered `test.*` ops: a pattern whose
//! result cannot be legalized is undone and the next one tried (or, without rollback,
//! reported); the cost model prefers patterns that reach legal ops in fewer steps over a
//! higher benefit, and drops patterns that generate ops nothing can legalize.

use ropt_asm::parser::ops::{ParseOptions, ParsedModule, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_module};
use ropt_conversion::{ConversionConfig, ConversionTarget, apply_partial_conversion};
use ropt_ir::{Context, OpId, OperationState};
use ropt_rewrite::{FnPattern, LogicalResult, PatternInfo, PatternRewriter, RewritePatternSet};

fn context() -> Context {
    let mut ctx = Context::new();
    ropt_dialects::register_all(&mut ctx);
    ctx
}

fn parse(ctx: &Context, src: &str) -> ParsedModule {
    let loc = ctx.file_line_col_loc("test.mlir", 0, 0);
    parse_module(
        ctx,
        src.as_bytes(),
        0,
        "test.mlir",
        ParseOptions {
            allow_unregistered: true,
        },
        loc,
    )
    .unwrap_or_else(|_| panic!("test input does not parse:\n{src}"))
}

/// Replaces the op by a result-less op named `to`.
fn replace_with(op: OpId, rw: &mut PatternRewriter<'_>, to: &str) -> LogicalResult {
    let loc = rw.body().op_location(op);
    let state = OperationState::new(rw.op_name(to), loc);
    let new = rw.create(state);
    let _ = new;
    rw.erase_op(op);
    Ok(())
}

fn pattern(
    ctx: &Context,
    root: &str,
    benefit: u16,
    name: &str,
    generated: &[&str],
    f: fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult,
) -> FnPattern<fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult> {
    let r = ctx.registry();
    let generated: Vec<_> = generated.iter().map(|g| r.op_name(g)).collect();
    FnPattern::new(
        PatternInfo::new(r.op_name(root), benefit, name).with_generated_ops(&generated),
        f,
    )
}

fn run(ctx: &Context, set: RewritePatternSet, rollback: bool) -> (String, Vec<String>) {
    let mut m = parse(ctx, "\"test.a\"() : () -> ()\n");
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&["builtin.module", "test.legal"]);
    target.add_illegal_ops(&["test.a", "test.illegal", "test.mid"]);
    let patterns = set.freeze(&[], &[]);
    let config = ConversionConfig {
        allow_pattern_rollback: rollback,
        ..ConversionConfig::default()
    };
    let module = m.module;
    let report = apply_partial_conversion(ctx, &mut m.body, module, &target, &patterns, config);
    let out = print_module(ctx, &m.body, m.module, None, OpPrintOptions::default());
    (
        out,
        report
            .diagnostics
            .iter()
            .map(|d| d.message.clone())
            .collect(),
    )
}

#[test]
fn rollback_tries_the_next_pattern() {
    let ctx = context();
    let mut set = RewritePatternSet::new();
    set.add(pattern(&ctx, "test.a", 2, "Bad", &[], |o, rw| {
        replace_with(o, rw, "test.illegal")
    }));
    set.add(pattern(&ctx, "test.a", 1, "Good", &[], |o, rw| {
        replace_with(o, rw, "test.legal")
    }));
    let (out, diags) = run(&ctx, set, true);
    assert!(diags.is_empty(), "{diags:?}");
    assert_eq!(out, "module {\n  \"test.legal\"() : () -> ()\n}\n");
}

#[test]
fn without_rollback_an_unlegalizable_result_is_an_error() {
    let ctx = context();
    let mut set = RewritePatternSet::new();
    set.add(pattern(&ctx, "test.a", 2, "Bad", &[], |o, rw| {
        replace_with(o, rw, "test.illegal")
    }));
    set.add(pattern(&ctx, "test.a", 1, "Good", &[], |o, rw| {
        replace_with(o, rw, "test.legal")
    }));
    let (_, diags) = run(&ctx, set, false);
    assert_eq!(
        diags,
        vec!["pattern 'Bad' produced IR that could not be legalized".to_owned()]
    );
}

#[test]
fn cost_model_prefers_shallower_patterns_and_drops_dead_ends() {
    let ctx = context();
    let mut set = RewritePatternSet::new();
    // Never tried: it generates an op nothing legalizes.
    set.add(pattern(
        &ctx,
        "test.a",
        9,
        "DeadEnd",
        &["test.illegal"],
        |o, rw| replace_with(o, rw, "test.illegal"),
    ));
    // Depth 2 (test.mid needs one more step).
    set.add(pattern(
        &ctx,
        "test.a",
        5,
        "TwoSteps",
        &["test.mid"],
        |o, rw| replace_with(o, rw, "test.mid"),
    ));
    set.add(pattern(
        &ctx,
        "test.mid",
        1,
        "Mid",
        &["test.legal"],
        |o, rw| replace_with(o, rw, "test.legal"),
    ));
    // Depth 1: tried first despite the lower benefit; it leaves a marker.
    set.add(pattern(
        &ctx,
        "test.a",
        1,
        "OneStep",
        &["test.legal"],
        |o, rw| {
            let loc = rw.body().op_location(o);
            let s = OperationState::new(rw.op_name("test.legal"), loc).with_attributes(
                rw.context().dictionary_attr(&[ropt_ir::NamedAttribute::new(
                    rw.context().identifier("direct"),
                    rw.context().unit_attr(),
                )]),
            );
            rw.create(s);
            rw.erase_op(o);
            Ok(())
        },
    ));
    let (out, diags) = run(&ctx, set, true);
    assert!(diags.is_empty(), "{diags:?}");
    assert_eq!(out, "module {\n  \"test.legal\"() {direct} : () -> ()\n}\n");
}
