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
            ..Default::default()
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

/// Two functions: `@a` converts, `@b` holds an illegal op no pattern handles (when `fails`).
fn two_functions(fails: bool) -> String {
    let b = if fails { "test.stuck" } else { "test.a" };
    format!(
        "module {{\n  func.func @a() {{\n    \"test.a\"() : () -> ()\n    return\n  }}\n  \
         func.func @b() {{\n    \"{b}\"() : () -> ()\n    return\n  }}\n}}\n"
    )
}

/// Converts `src` with `test.a` replaced by `test.legal`, in `mode`, on threads or not.
fn run_functions(
    src: &str,
    mode: ropt_conversion::ConversionMode,
    parallel: bool,
) -> (String, Vec<String>) {
    let ctx = context();
    let mut set = RewritePatternSet::new();
    set.add(pattern(
        &ctx,
        "test.a",
        1,
        "Good",
        &["test.legal"],
        |o, rw| replace_with(o, rw, "test.legal"),
    ));
    let mut m = parse(&ctx, src);
    let mut target = ConversionTarget::new();
    target.add_legal_dialects(&["builtin", "func"]);
    target.add_legal_ops(&["test.legal"]);
    target.add_illegal_ops(&["test.a", "test.stuck"]);
    let patterns = set.freeze(&[], &[]);
    let config = ConversionConfig {
        parallel,
        ..ConversionConfig::default()
    };
    let module = m.module;
    let report = ropt_conversion::apply_conversion(
        &ctx,
        &mut m.body,
        module,
        &target,
        &patterns,
        config,
        mode,
    );
    let out = print_module(&ctx, &m.body, m.module, None, OpPrintOptions::default());
    let diags = report
        .diagnostics
        .iter()
        .map(|d| d.message.clone())
        .collect();
    (out, diags)
}

#[test]
fn failed_conversion_with_rollback_restores_every_body() {
    use ropt_conversion::ConversionMode::Partial;
    let src = two_functions(true);
    for parallel in [false, true] {
        let (out, diags) = run_functions(&src, Partial, parallel);
        assert_eq!(out, src, "parallel: {parallel}");
        assert_eq!(
            diags,
            vec![
                "failed to legalize operation 'test.stuck' that was explicitly marked illegal"
                    .to_owned()
            ]
        );
    }
}

#[test]
fn successful_conversion_keeps_the_changes_of_every_body() {
    use ropt_conversion::ConversionMode::Partial;
    let src = two_functions(false);
    let expected = src.replace("test.a", "test.legal");
    for parallel in [false, true] {
        let (out, diags) = run_functions(&src, Partial, parallel);
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(out, expected, "parallel: {parallel}");
    }
}

#[test]
fn analysis_conversion_leaves_every_body_unchanged() {
    use ropt_conversion::ConversionMode::Analysis;
    let src = two_functions(false);
    for parallel in [false, true] {
        let (out, diags) = run_functions(&src, Analysis, parallel);
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(out, src, "parallel: {parallel}");
    }
}

/// A conversion pattern backed by a closure that captures its state (here the name of the op
/// it builds) applies as a pattern written as a type does.
#[test]
fn fn_conversion_pattern_with_a_capturing_closure() {
    let ctx = context();
    let to = String::from("test.legal");
    let info = PatternInfo::new(ctx.registry().op_name("test.a"), 1, "Capturing");
    let pattern = ropt_conversion::FnConversionPattern::new(info, None, move |op, operands, rw| {
        assert!(operands.is_empty());
        replace_with(op, rw, &to)
    });
    let mut set = RewritePatternSet::new();
    ropt_conversion::add_conversion_pattern(&mut set, pattern);
    let (out, diags) = run(&ctx, set, true);
    assert!(out.contains("\"test.legal\"()"), "{out}");
    assert!(!out.contains("test.a"), "{out}");
    assert!(diags.is_empty(), "{diags:?}");
}
