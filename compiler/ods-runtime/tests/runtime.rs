//! Dialects loaded at run time: ops of `test/ODS/Inputs/mini.td` are parsed,
//! verified and printed through the format interpreter. The expected texts
//! are mlir-opt's output for the real ops the mini ops imitate (same formats).

use std::path::PathBuf;

use ropt_asm::parser::ops::{ParseOptions, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::Context;
use ropt_ir::verifier::VerifierOptions;

fn mini() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test/ODS/Inputs/mini.td")
}

fn context() -> Context {
    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    let ops = ropt_ods_runtime::load_dialect_file(&mut ctx, &mini(), &[])
        .unwrap_or_else(|e| panic!("{}", e.join("\n")));
    assert!(ops.contains(&"mini.addi".to_string()));
    ctx
}

/// `line:col: message` of an offset in `src`.
fn at(src: &str, offset: usize, msg: &str) -> String {
    let before = &src[..offset.min(src.len())];
    let line = before.matches('\n').count() + 1;
    let col = offset - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    format!("{line}:{col}: {msg}")
}

/// Parses, verifies and prints `src` (custom form, or generic).
fn run(ctx: &Context, src: &str, generic: bool) -> Result<String, String> {
    let m = parse_module(
        ctx,
        src.as_bytes(),
        0,
        "t.mlir",
        ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        },
        ctx.unknown_loc(),
    )
    .map_err(|d| at(src, d[0].offset, &d[0].message))?;
    let opts = VerifierOptions {
        allow_unregistered_dialect: true,
        print_op_on_diagnostic: false,
        print_op: None,
    };
    let mut diags: Vec<ropt_ir::Diagnostic> = Vec::new();
    let _ = ropt_ir::verifier::verify(ctx, &m.body, m.module, &opts, &mut diags);
    if let Some(d) = diags.first() {
        return Err(d.message.clone());
    }
    let popts = OpPrintOptions {
        generic,
        ..OpPrintOptions::default()
    };
    Ok(print_top_level(ctx, &m.body, m.module, popts))
}

const INPUT: &str = r#""test.func"() ({
^bb0(%a: i32, %b: i32, %m: memref<4xf32>, %i: index, %c: i1):
  %0 = mini.cmpi "slt", %a, %b {foo = 1 : i64}: i32
  %1 = mini.addi %a, %b : i32
  %2 = mini.load %m[%i] {nontemporal = false} : memref<4xf32>
  %3 = mini.load %m[%i] {nontemporal = true} : memref<4xf32>
  %4 = mini.constant 4 : i32
  %5 = mini.select %c, %a, %4 : i32
  %6 = mini.index_cast %i : index to i64
  %7:2 = mini.call @g(%a, %b) : (i32, i32) -> (i32, i64)
  %8 = mini.call @h() : () -> i32
  mini.call @k() : () -> ()
  %9 = mini.step 7 fast
  %10 = mini.step 8 {stride = 1 : i32}
  %11 = mini.step 9 {stride = 2 : i32}
  mini.execute {
    "test.x"() : () -> ()
  } {attr}
  mini.br ^bb1(%a, %c : i32, i1)
^bb1(%x: i32, %y: i1):
  mini.br ^bb2
^bb2:
  mini.return %0 : i1
}) : () -> ()
"#;

const CUSTOM: &str = r#"module {
  "test.func"() ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: memref<4xf32>, %arg3: index, %arg4: i1):
    %0 = mini.cmpi slt, %arg0, %arg1 {foo = 1 : i64} : i32
    %1 = mini.addi %arg0, %arg1 : i32
    %2 = mini.load %arg2[%arg3] : memref<4xf32>
    %3 = mini.load %arg2[%arg3] {nontemporal = true} : memref<4xf32>
    %4 = mini.constant 4 : i32
    %5 = mini.select %arg4, %arg0, %4 : i32
    %6 = mini.index_cast %arg3 : index to i64
    %7:2 = mini.call @g(%arg0, %arg1) : (i32, i32) -> (i32, i64)
    %8 = mini.call @h() : () -> i32
    mini.call @k() : () -> ()
    %9 = mini.step 7 fast
    %10 = mini.step 8
    %11 = mini.step 9 {stride = 2 : i32}
    mini.execute {
      "test.x"() : () -> ()
    } {attr}
    mini.br ^bb1(%arg0, %arg4 : i32, i1)
  ^bb1(%5: i32, %6: i1):  // pred: ^bb0
    mini.br ^bb2
  ^bb2:  // pred: ^bb1
    mini.return %0 : i1
  }) : () -> ()
}
"#;

#[test]
fn custom_form_round_trips() {
    let ctx = context();
    let out = run(&ctx, INPUT, false).unwrap();
    // Block argument names are whatever the printer picks; compare the rest.
    let expected = CUSTOM.replace("%5: i32, %6: i1", "%12: i32, %13: i1");
    assert_eq!(out, expected);
    // Printing again gives the same text.
    assert_eq!(run(&ctx, &out, false).unwrap(), out);
}

#[test]
fn generic_form() {
    let ctx = context();
    let out = run(&ctx, INPUT, true).unwrap();
    for line in [
        r#"%0 = "mini.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> {foo = 1 : i64} : (i32, i32) -> i1"#,
        r#"%2 = "mini.load"(%arg2, %arg3) <{nontemporal = false}> : (memref<4xf32>, index) -> f32"#,
        r#"%4 = "mini.constant"() <{value = 4 : i32}> : () -> i32"#,
        r#"%7:2 = "mini.call"(%arg0, %arg1) <{callee = @g}> : (i32, i32) -> (i32, i64)"#,
        r#"%9 = "mini.step"() <{count = 7 : i64, fast, stride = 1 : i32}> : () -> index"#,
    ] {
        assert!(out.contains(line), "missing {line}\nin\n{out}");
    }
    // The generic form parses back to the same custom form.
    let again = run(&ctx, &out, false).unwrap();
    assert_eq!(again, run(&ctx, INPUT, false).unwrap());
}

fn error_of(src: &str) -> String {
    let ctx = context();
    run(&ctx, src, false).unwrap_err()
}

#[test]
fn verifier_errors_match_mlir_opt() {
    let wrap = |body: &str| {
        format!(
            "\"test.func\"() ({{\n^bb0(%a: i32, %b: i64, %f: f32, %c: i1, %i: index):\n{body}\n  mini.return\n}}) : () -> ()\n"
        )
    };
    assert_eq!(
        error_of(&wrap(r#"  %0 = "mini.addi"(%f, %f) : (f32, f32) -> f32"#)),
        "'mini.addi' op operand #0 must be signless-integer-like, but got 'f32'"
    );
    assert_eq!(
        error_of(&wrap(r#"  %0 = "mini.addi"(%a, %b) : (i32, i64) -> i32"#)),
        "'mini.addi' op requires the same type for all operands and results"
    );
    // Checked while parsing (as mlir-opt does for arith.cmpi).
    assert_eq!(
        error_of(&wrap(
            r#"  %0 = "mini.cmpi"(%a, %a) {predicate = 12 : i64} : (i32, i32) -> i1"#
        )),
        "3:8: 'mini.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit \
         signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9"
    );
    assert_eq!(
        error_of(&wrap(
            r#"  %0 = "mini.cmpi"(%a, %a) <{predicate = 12 : i64}> : (i32, i32) -> i1"#
        )),
        "3:8: invalid properties {predicate = 12 : i64} for op mini.cmpi: Invalid attribute \
         `predicate` in property conversion: 12 : i64"
    );
    assert_eq!(
        error_of(&wrap(r#"  %0 = "mini.cmpi"(%a, %a) : (i32, i32) -> i1"#)),
        "'mini.cmpi' op requires attribute 'predicate'"
    );
    assert_eq!(
        error_of(&wrap(
            r#"  %0 = "mini.select"(%c, %a, %b) : (i1, i32, i64) -> i32"#
        )),
        "'mini.select' op failed to verify that all of {true_value, false_value, result} have \
         same type"
    );
    assert_eq!(
        error_of(&wrap(
            r#"  %0 = "mini.constant"() <{value = 1 : i64}> : () -> i32"#
        )),
        "'mini.constant' op failed to verify that all of {value, result} have same type"
    );
    assert_eq!(
        error_of(&wrap(r#"  %0 = "mini.addi"(%a) : (i32) -> i32"#)),
        "'mini.addi' op expected 2 operands, but found 1"
    );
}

#[test]
fn custom_parse_errors_match_mlir_opt() {
    let src =
        "\"test.func\"() ({\n^bb0(%a: i32):\n  %0 = mini.cmpi foo, %a, %a : i32\n}) : () -> ()\n";
    assert_eq!(
        error_of(src),
        "3:18: custom op 'mini.cmpi' expected string or keyword containing one of the following \
         enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]"
    );
    let src = "\"test.func\"() ({\n^bb0(%a: i32):\n  %0 = mini.addi %a, %a i32\n}) : () -> ()\n";
    assert_eq!(error_of(src), "3:24: expected ':'");
    // mlir-opt reports a missing token at the end of the previous one.
    let src = "\"test.func\"() ({\n^bb0(%a: i32):\n  %0 = mini.addi %a %a : i32\n}) : () -> ()\n";
    assert_eq!(error_of(src), "3:20: expected ','");
}

/// Loads ODS source written to a temporary file.
fn load_source(name: &str, text: &str) -> Result<Context, Vec<String>> {
    let dir = std::env::temp_dir().join(format!("ropt-ods-runtime-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    ropt_ods_runtime::load_dialect_file(&mut ctx, &path, &[])?;
    Ok(ctx)
}

const NEEDS_RUST: &str = r#"
include "ropt/OpBase.td"
def R_Dialect : Dialect { let name = "r"; }
def R_CustomOp : Op<R_Dialect, "custom"> {
  let arguments = (ins I32:$x);
  let assemblyFormat = "custom<Thing>($x) attr-dict `:` type($x)";
}
"#;

const NEEDS_RUST_PRED: &str = r#"
include "ropt/OpBase.td"
def R_Dialect : Dialect { let name = "r"; }
def R_PredOp : Op<R_Dialect, "pred", [PredOpTrait<"x is special", CPred<"my_rust_check($x)">>]> {
  let arguments = (ins I32:$x);
  let assemblyFormat = "$x attr-dict";
}
"#;

#[test]
fn rust_code_needs_a_compiled_dialect() {
    let ctx = load_source("needs_rust.td", NEEDS_RUST).unwrap_or_else(|e| panic!("{e:?}"));
    let src = "\"other.f\"() ({\n^bb0(%a: i32):\n  r.custom %a : i32\n}) : () -> ()\n";
    let err = run(&ctx, src, false).unwrap_err();
    assert_eq!(
        err,
        "3:12: custom op 'r.custom' cannot be parsed at run time: its assembly format uses \
         `custom<Thing>`, which needs a compiled dialect"
    );
    // A predicate outside the interpreted Rust subset is an error when the `.td` loads.
    let err = load_source("needs_rust_pred.td", NEEDS_RUST_PRED)
        .err()
        .unwrap();
    assert!(
        err[0].contains(
            "error: op 'r.pred': trait 'x is special': predicate `(my_rust_check($x))` \
             is not in the Rust subset a run-time dialect evaluates"
        ),
        "{err:?}"
    );
}

#[test]
fn load_errors_are_diagnostics() {
    let mut ctx = Context::new();
    let missing = PathBuf::from("/nonexistent/x.td");
    let err = ropt_ods_runtime::load_dialect_file(&mut ctx, &missing, &[]).unwrap_err();
    assert!(
        err[0].starts_with("could not open '/nonexistent/x.td'"),
        "{err:?}"
    );
    let err = load_source("bad.td", "def X : Undefined;\n").err().unwrap();
    assert!(err[0].contains("error:"), "{err:?}");
    let err = load_source(
        "badformat.td",
        "include \"ropt/OpBase.td\"\ndef D : Dialect { let name = \"d\"; }\n\
         def D_X : Op<D, \"x\"> { let arguments = (ins AnyType:$v); let assemblyFormat = \"$v attr-dict\"; }\n",
    )
    .err()
    .unwrap();
    assert!(
        err[0].contains("type of operand #0, named 'v', is not buildable"),
        "{err:?}"
    );
}
