//! Registers the compiled dialect, then parses, verifies, prints, and uses
//! the typed wrappers and builders.

use ropt_asm::parser::ops::{ParseOptions, ParsedModule, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::verifier::VerifierOptions;
use ropt_ir::{Context, OpId};

use super::*;

fn context() -> Context {
    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    register(&mut ctx);
    ctx
}

fn parse(ctx: &Context, src: &str) -> ParsedModule {
    parse_module(
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
    .unwrap_or_else(|d| panic!("{}", d[0].message))
}

fn verify(ctx: &Context, m: &ParsedModule) -> Option<String> {
    let opts = VerifierOptions {
        allow_unregistered_dialect: true,
        print_op_on_diagnostic: false,
        print_op: None,
    };
    let mut diags: Vec<ropt_ir::Diagnostic> = Vec::new();
    let _ = ropt_ir::verifier::verify(ctx, &m.body, m.module, &opts, &mut diags);
    diags.first().map(|d| d.message.clone())
}

const INPUT: &str = r#""other.func"() ({
^bb0(%a: i32, %b: i32, %i: index):
  %0 = test.ods_add %a, %b : i32
  %1 = test.ods_cmp ne, %0, %b : i32
  %2 = test.ods_step 3 fast {stride = 1 : i32}
  test.ods_segments(%a, %b)(%a) extra %i
  test.ods_segments()()
  test.ods_wrap {
    "other.x"() : () -> ()
  }
  test.ods_jump ^bb1(%a : i32)
^bb1(%x: i32):
  test.ods_jump ^bb1(%x : i32)
}) : () -> ()
"#;

const OUTPUT: &str = r#"module {
  "other.func"() ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: index):
    %0 = test.ods_add %arg0, %arg1 : i32
    %1 = test.ods_cmp ne, %0, %arg1 : i32
    %2 = test.ods_step 3 fast
    test.ods_segments(%arg0, %arg1) (%arg0) extra %arg2
    test.ods_segments() ()
    test.ods_wrap {
      "other.x"() : () -> ()
    }
    test.ods_jump ^bb1(%arg0 : i32)
  ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb1
    test.ods_jump ^bb1(%3 : i32)
  }) : () -> ()
}
"#;

#[test]
fn registered_ops_parse_verify_and_print() {
    let ctx = context();
    let m = parse(&ctx, INPUT);
    assert_eq!(verify(&ctx, &m), None);
    let out = print_top_level(&ctx, &m.body, m.module, OpPrintOptions::default());
    assert_eq!(out, OUTPUT);
    let generic = print_top_level(
        &ctx,
        &m.body,
        m.module,
        OpPrintOptions {
            generic: true,
            ..OpPrintOptions::default()
        },
    );
    assert!(generic.contains(
        r#""test.ods_segments"(%arg0, %arg1, %arg0, %arg2) <{operandSegmentSizes = array<i32: 2, 1, 1>}> : (i32, i32, i32, index) -> ()"#
    ), "{generic}");
}

#[test]
fn verifier_reports_ods_constraints() {
    let ctx = context();
    let src = "\"other.func\"() ({\n^bb0(%a: i32, %b: i64):\n  %0 = \"test.ods_cmp\"(%a, %b) <{predicate = 1 : i64}> : (i32, i64) -> i1\n}) : () -> ()\n";
    let m = parse(&ctx, src);
    assert_eq!(
        verify(&ctx, &m).as_deref(),
        Some("'test.ods_cmp' op requires all operands to have the same type")
    );
}

#[test]
fn enums_convert() {
    assert_eq!(CmpPredicate::Slt.as_str(), "slt");
    assert_eq!(CmpPredicate::from_str_form("ne"), Some(CmpPredicate::Ne));
    assert_eq!(CmpPredicate::from_value(2), Some(CmpPredicate::Slt));
    assert_eq!(CmpPredicate::Eq.value(), 0);
    assert_eq!(CmpPredicate::from_value(7), None);
}

#[test]
fn builders_and_accessors() {
    let ctx = context();
    let m = parse(&ctx, INPUT);
    let mut module_body = m.body;
    // The ops live in the body of the module (isolated from above).
    let module_region = module_body.regions(m.module)[0];
    let mb = module_body.regions_body_mut(m.module);
    // Find the other.func op and its entry block arguments.
    let top_block = mb.blocks(module_region).next().expect("module block");
    let func = mb.ops(top_block).next().expect("other.func");
    let entry = mb.blocks(mb.regions(func)[0]).next().expect("entry block");
    let args: Vec<_> = mb.block_arguments(entry).to_vec();
    let ops: Vec<OpId> = mb.ops(entry).collect();

    let add = AddOp::cast(mb, ops[0]).expect("test.ods_add");
    assert_eq!(add.lhs(mb), args[0]);
    assert_eq!(add.rhs(mb), args[1]);
    assert!(CmpOp::cast(mb, ops[0]).is_none());
    let cmp = CmpOp::cast(mb, ops[1]).expect("test.ods_cmp");
    assert_eq!(cmp.predicate(mb), Some(CmpPredicate::Ne));
    let step = StepOp::cast(mb, ops[2]).expect("test.ods_step");
    assert_eq!(step.count(mb), Some(3));
    assert!(step.fast(mb));
    let seg = SegmentsOp::cast(mb, ops[3]).expect("test.ods_segments");
    assert_eq!(seg.first(mb), vec![args[0], args[1]]);
    assert_eq!(seg.second(mb), vec![args[0]]);
    assert_eq!(seg.extra(mb), Some(args[2]));
    let seg2 = SegmentsOp::cast(mb, ops[4]).expect("test.ods_segments");
    assert!(seg2.first(mb).is_empty());
    assert_eq!(seg2.extra(mb), None);

    // A default builder: the op verifies and prints in its custom form.
    let state = AddOp::build(&ctx, ctx.unknown_loc(), ctx.int_type(32), args[0], args[1]);
    let new = mb.create_op(state);
    mb.insert_op_before(ops[0], new);
    let state = StepOp::build(
        &ctx,
        ctx.unknown_loc(),
        ctx.index_type(),
        Some(ctx.i64_attr(9)),
        None,
        None,
    );
    let new2 = mb.create_op(state);
    mb.insert_op_before(ops[0], new2);
    let m2 = ParsedModule {
        body: module_body,
        ..m
    };
    assert_eq!(verify(&ctx, &m2), None);
    let out = print_top_level(&ctx, &m2.body, m2.module, OpPrintOptions::default());
    assert!(
        out.contains("%0 = test.ods_add %arg0, %arg1 : i32\n    %1 = test.ods_step 9\n"),
        "{out}"
    );
}

/// `oilist` clauses parse in any order, at most once each, and print in
/// declaration order (the spacing of mlir-tblgen's printers: none before `(`).
#[test]
fn oilist_clauses_any_order() {
    let ctx = context();
    let src = r#""other.func"() ({
^bb0(%a: i32, %b: i64):
  test.ods_oilist step 4 args(%a, %b : i32, i64) nowait if(%a : i32)
  test.ods_oilist n = 7 step 1
  test.ods_oilist
  test.ods_oilist_units b a : {x}
  test.ods_oilist_units :
}) : () -> ()
"#;
    let m = parse(&ctx, src);
    assert_eq!(verify(&ctx, &m), None);
    let out = print_top_level(&ctx, &m.body, m.module, OpPrintOptions::default());
    let expected = r#"module {
  "other.func"() ({
  ^bb0(%arg0: i32, %arg1: i64):
    test.ods_oilist nowait if(%arg0 : i32) args(%arg0, %arg1 : i32, i64) step 4
    test.ods_oilist n = 7
    test.ods_oilist
    test.ods_oilist_units a b : {x}
    test.ods_oilist_units :
  }) : () -> ()
}
"#;
    assert_eq!(out, expected);
    let generic = print_top_level(
        &ctx,
        &m.body,
        m.module,
        OpPrintOptions {
            generic: true,
            ..OpPrintOptions::default()
        },
    );
    assert!(generic.contains(
        r#""test.ods_oilist"(%arg0, %arg0, %arg1) <{nowait, operandSegmentSizes = array<i32: 1, 2>, step = 4 : i32}> : (i32, i32, i64) -> ()"#
    ), "{generic}");
}

/// A clause given twice is an error at the op name.
#[test]
fn oilist_repeated_clause() {
    let ctx = context();
    let src = "\"other.func\"() ({\n  test.ods_oilist nowait step 2 nowait\n}) : () -> ()\n";
    let err = parse_module(
        &ctx,
        src.as_bytes(),
        0,
        "t.mlir",
        ParseOptions {
            allow_unregistered: true,
            ..Default::default()
        },
        ctx.unknown_loc(),
    )
    .err()
    .expect("a repeated clause is rejected");
    assert_eq!(
        err[0].message,
        "custom op 'test.ods_oilist' `nowait` clause can appear at most once in the expansion of the oilist directive"
    );
}

/// Typed accessors of property arguments: getters read the stored attribute as the
/// property's value, setters store a value as the generic form would hold it.
#[test]
fn property_accessors() {
    let ctx = context();
    let src = "test.with_properties a = -7, b = \"x\", c = \"s\", flag = true, array = [1, 2], array32 = [3]\ntest.with_optional_properties simple = 4 simpleui8 = 255 hasUnit\n";
    let m = parse(&ctx, src);
    let mut module_body = m.body;
    let module_region = module_body.regions(m.module)[0];
    let body = module_body.regions_body_mut(m.module);
    let block = body.blocks(module_region).next().expect("module block");
    let ops: Vec<OpId> = body.ops(block).collect();
    let p = WithPropertiesOp::cast(body, ops[0]).expect("test.with_properties");
    assert_eq!(p.a(body), -7);
    assert_eq!(p.c(body), "s");
    assert!(p.flag(body));
    assert_eq!(p.array(body), vec![1, 2]);
    assert_eq!(p.array32(body), vec![3]);
    p.set_a(&ctx, body, 300);
    p.set_c(&ctx, body, "t\"u");
    p.set_flag(&ctx, body, false);
    p.set_array32(&ctx, body, &[-1, 5]);
    assert_eq!(p.a(body), 300);
    let o = WithOptionalOp::cast(body, ops[1]).expect("test.with_optional_properties");
    assert!(o.has_unit(body));
    o.set_has_unit(&ctx, body, false);
    // An optional property has only its attribute accessor.
    assert_eq!(
        o.simple_attr(body).map(|a| a.as_array().map(<[_]>::len)),
        Some(Some(1))
    );
    let generic = print_top_level(
        &ctx,
        &module_body,
        m.module,
        OpPrintOptions {
            generic: true,
            ..OpPrintOptions::default()
        },
    );
    assert!(generic.contains(
        r#""test.with_properties"() <{a = 300 : i64, array = array<i64: 1, 2>, array32 = array<i32: -1, 5>, b = "x", c = "t\22u", flag = false}> : () -> ()"#
    ), "{generic}");
    assert!(generic.contains("hasUnit = false"), "{generic}");
}
