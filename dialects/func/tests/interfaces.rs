//! The func ops through the library API: the call and callable interfaces, and a parse/print
//! round trip of the function syntax with the ODS builtin dialect registered first.

use ropt_asm::parser::ops::{ParseOptions, ParsedModule, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_top_level};
use ropt_ir::call_interfaces::{CallOpInterface, CallableOpInterface, Callee};
use ropt_ir::{Body, Context, OpId};

fn context() -> Context {
    let mut ctx = Context::new();
    ropt_dialect_builtin::register(&mut ctx);
    ropt_dialect_func::register(&mut ctx);
    ctx
}

fn parse(ctx: &Context, text: &str) -> ParsedModule {
    let opts = ParseOptions {
        allow_unregistered: true,
        ..Default::default()
    };
    parse_module(ctx, text.as_bytes(), 0, "t.mlir", opts, ctx.unknown_loc())
        .unwrap_or_else(|d| panic!("{:?}", d.iter().map(|d| &d.message).collect::<Vec<_>>()))
}

/// The ops of the first block of `op`'s first region, with the body holding them.
fn children(body: &Body, op: OpId) -> (&Body, Vec<OpId>) {
    let rb = body.regions_body(op);
    let block = rb.entry_block(body.regions(op)[0]).expect("a block");
    (rb, rb.ops(block).collect())
}

const TEXT: &str = r#"func.func private @ext(i32 {a.b}) -> i64
func.func @caller(%x: i32, %fn: (i32) -> i64) -> i64 {
  %0 = func.call @ext(%x) : (i32) -> i64
  %1 = func.call_indirect %fn(%x) : (i32) -> i64
  func.return %1 : i64
}
"#;

#[test]
fn call_and_callable_interfaces() {
    let ctx = context();
    let m = parse(&ctx, TEXT);
    let (mb, funcs) = children(&m.body, m.module);
    assert_eq!(funcs.len(), 2);

    let callable = |op| mb.op_name(op).interface::<CallableOpInterface>().unwrap();
    let ext = funcs[0];
    assert_eq!((callable(ext).body_region)(mb, ext), None);
    let fty = (callable(ext).function_type)(mb, ext).unwrap();
    assert_eq!((fty.inputs().len(), fty.results().len()), (1, 1));
    let caller = funcs[1];
    assert!((callable(caller).body_region)(mb, caller).is_some());

    let (fb, ops) = children(mb, caller);
    let call = |op: OpId| fb.op_name(op).interface::<CallOpInterface>().unwrap();
    match (call(ops[0]).callee)(fb, ops[0]) {
        Some(Callee::Symbol(a)) => assert_eq!(a, ctx.symbol_ref_attr("ext", &[])),
        other => panic!("{other:?}"),
    }
    assert_eq!((call(ops[0]).arg_operands)(fb, ops[0]), 0..1);
    let fn_arg = fb.block_arguments(fb.parent_block(ops[1]).unwrap())[1];
    assert_eq!(
        (call(ops[1]).callee)(fb, ops[1]),
        Some(Callee::Value(fn_arg))
    );
    assert_eq!((call(ops[1]).arg_operands)(fb, ops[1]), 1..2);
    assert!(fb.op_name(ops[2]).interface::<CallOpInterface>().is_none());
}

#[test]
fn function_syntax_round_trip() {
    let ctx = context();
    let m = parse(&ctx, TEXT);
    let out = print_top_level(&ctx, &m.body, m.module, OpPrintOptions::default());
    assert_eq!(
        out,
        "module {\n  func.func private @ext(i32 {a.b}) -> i64\n  \
         func.func @caller(%arg0: i32, %arg1: (i32) -> i64) -> i64 {\n    \
         %0 = call @ext(%arg0) : (i32) -> i64\n    \
         %1 = call_indirect %arg1(%arg0) : (i32) -> i64\n    \
         return %1 : i64\n  }\n}\n"
    );
}

/// `Pure` in func.td makes `return` and `constant` effect-free and speculatable through the
/// ODS run time (no Rust hook sets it); `call` has effects.
#[test]
fn purity_comes_from_the_td() {
    use ropt_ir::Traits;
    let ctx = context();
    let op = |n: &str| ctx.registry().lookup_op(n).expect(n);
    for name in ["func.return", "func.constant"] {
        assert!(op(name).has_trait(Traits::PURE), "{name}");
        assert!(op(name).has_trait(Traits::ALWAYS_SPECULATABLE), "{name}");
    }
    assert!(!op("func.call").has_trait(Traits::PURE));
    assert!(!op("func.func").has_trait(Traits::PURE));
}
