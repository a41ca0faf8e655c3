//! Op-level parsing and printing through the library API: round trips, SSA naming, errors,
//! and inputs deep or wide enough to overflow a naive recursive implementation.

use ropt_asm::parser::ops::{ParseOptions, ParsedModule, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::Context;

fn context() -> Context {
    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    ctx
}

fn parse(ctx: &Context, text: &str) -> Result<ParsedModule, Vec<String>> {
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let loc = ctx.unknown_loc();
    parse_module(ctx, text.as_bytes(), 0, "t.mlir", opts, loc)
        .map_err(|d| d.into_iter().map(|d| d.message).collect())
}

fn print(ctx: &Context, m: &ParsedModule, generic: bool) -> String {
    let opts = OpPrintOptions {
        generic,
        ..Default::default()
    };
    print_top_level(ctx, &m.body, m.module, opts)
}

#[test]
fn generic_ops_round_trip() {
    let ctx = context();
    let text = "%0:2 = \"t.a\"() {x = 1 : i32} : () -> (i32, i64)\n\"t.b\"(%0#1, %0#0) : (i64, i32) -> ()\n";
    let m = parse(&ctx, text).unwrap();
    let out = print(&ctx, &m, false);
    assert_eq!(
        out,
        "module {\n  %0:2 = \"t.a\"() {x = 1 : i32} : () -> (i32, i64)\n  \
         \"t.b\"(%0#1, %0#0) : (i64, i32) -> ()\n}\n"
    );
    let again = parse(&ctx, &out).unwrap();
    assert_eq!(print(&ctx, &again, false), out);
}

#[test]
fn forward_references_are_resolved() {
    let ctx = context();
    let text = "\"t.r\"() ({\n^bb0:\n  \"t.br\"(%v)[^bb1] : (i32) -> ()\n^bb1:\n  %v = \"t.v\"() : () -> i32\n  \"t.ret\"() : () -> ()\n}) : () -> ()\n";
    let m = parse(&ctx, text).unwrap();
    let out = print(&ctx, &m, true);
    assert!(out.contains("\"t.br\"(%0)[^bb1] : (i32) -> ()"), "{out}");
    assert!(out.contains("%0 = \"t.v\"() : () -> i32"), "{out}");
}

#[test]
fn errors_are_reported_not_panicked() {
    let ctx = context();
    for text in [
        "\"t.a\"(%x) : (i32) -> ()",
        "%0 = \"t.a\"() : () -> i32\n%0 = \"t.a\"() : () -> i32",
        "\"t.a\"() ({ ^bb0: \"t.b\"()[^nowhere] : () -> () }) : () -> ()",
        "\"t.a\"(",
        "%0:3 = \"t.a\"() : () -> i32",
        "module @m attributes {",
        "}}}}",
        "\"",
    ] {
        let errors = parse(&ctx, text).err().unwrap_or_default();
        assert!(!errors.is_empty(), "no error for {text:?}");
    }
}

/// Runs `f` on a thread with a large stack, as `ropt` does.
fn with_big_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(2 << 30)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn hundred_thousand_nested_regions_parse() {
    with_big_stack(|| {
        let ctx = context();
        let n = 100_000;
        let mut text = String::with_capacity(n * 40);
        for _ in 0..n {
            text.push_str("\"t.op\"() ({\n");
        }
        for _ in 0..n {
            text.push_str("}) : () -> ()\n");
        }
        let m = parse(&ctx, &text).unwrap();
        drop(m);
    });
}

#[test]
fn deep_nesting_prints() {
    with_big_stack(|| {
        let ctx = context();
        let n = 2_000;
        let text = format!(
            "{}{}",
            "\"t.op\"() ({\n".repeat(n),
            "}) : () -> ()\n".repeat(n)
        );
        let m = parse(&ctx, &text).unwrap();
        let out = print(&ctx, &m, true);
        assert_eq!(out.matches("\"t.op\"() ({").count(), n);
    });
}

#[test]
fn million_op_block() {
    with_big_stack(|| {
        let ctx = context();
        let text = "\"t.x\"() : () -> ()\n".repeat(1_000_000);
        let m = parse(&ctx, &text).unwrap();
        let out = print(&ctx, &m, false);
        assert_eq!(out.lines().count(), 1_000_002);
    });
}

/// A generic op name that is not UTF-8 keeps its bytes and prints them escaped, as mlir-opt
/// does (it once panicked: found by the ir_pipeline fuzzer).
#[test]
fn non_utf8_generic_op_name_keeps_its_bytes() {
    let ctx = context();
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let loc = ctx.unknown_loc();
    let text = b"\"test\xdc\x90\x8f\xdd.op\"() : () -> ()\n";
    let m = parse_module(&ctx, text, 0, "t.mlir", opts, loc).expect("parses");
    let out = print(&ctx, &m, true);
    assert!(
        out.contains(r#""test\DC\90\8F\DD.op"() : () -> ()"#),
        "{out}"
    );
}

/// Sigil-prefixed names (`@"..."`, `%x`, `#a`, `!t`, `^bb`) in text that is not UTF-8 are
/// parsed or rejected, never a panic (found by the ir_pipeline fuzzer).
#[test]
fn non_utf8_names_do_not_panic() {
    let ctx = context();
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    let loc = ctx.unknown_loc();
    let inputs: [&[u8]; 4] = [
        b"module @\"q\xff\xfeuoted\" {\n}\n",
        b"\"u.op\"() {a = @\"s\xff\"} : () -> ()\n",
        b"#a\xff = 1 : i32\n\"u.op\"() {a = #a} : () -> ()\n",
        b"\"u.op\"() ({\n^bb\xff0:\n  \"u.t\"() : () -> ()\n}) : () -> ()\n",
    ];
    for text in inputs {
        let _ = parse_module(&ctx, text, 0, "t.mlir", opts, loc);
    }
}
