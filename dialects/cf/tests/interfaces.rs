//! The cf ops through the library API: traits, memory effects, and the BranchOpInterface that
//! region simplification uses (successor operand ranges, and dropping/adding operands while
//! keeping `operandSegmentSizes` / `case_operand_segments` in step).

use ropt_asm::parser::ops::{ParseOptions, ParsedModule, parse_module};
use ropt_ir::effects::{EffectKind, MemoryEffectsInterface};
use ropt_ir::rewrite_hooks::{BranchOpInterface, SuccessorOperands};
use ropt_ir::{AttributeKind, Body, Context, OpId, RegionId, Traits};

fn context() -> Context {
    let mut ctx = Context::new();
    ropt_dialect_builtin::register(&mut ctx);
    ropt_dialect_cf::register(&mut ctx);
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

/// The body holding the module's ops, and the region of its first op (the "x.func").
fn function(m: &ParsedModule) -> (&Body, RegionId) {
    let body = m.body.regions_body(m.module);
    let block = body
        .entry_block(m.body.regions(m.module)[0])
        .expect("module block");
    let func = body.ops(block).next().expect("an op");
    (body, body.regions(func)[0])
}

/// The terminators of the blocks of the "x.func", and the body holding them.
fn terminators(m: &ParsedModule) -> (&Body, Vec<OpId>) {
    let (body, region) = function(m);
    let ops = body
        .blocks(region)
        .filter_map(|b| body.last_op(b))
        .collect();
    (body, ops)
}

const TEXT: &str = r#""x.func"() ({
^bb0(%a: i32, %b: i32, %c: i1, %f: i32):
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b : i32)
^bb1(%x: i32, %y: i32):
  cf.switch %f : i32, [ default: ^bb2(%a : i32), 1: ^bb3, 2: ^bb1(%a, %b : i32, i32) ]
^bb2(%z: i32):
  cf.assert %c, "m"
  cf.br ^bb3
^bb3:
  "x.return"() : () -> ()
}) : () -> ()
"#;

/// The elements of the `array<i32: ...>` attribute `name` of `op`.
fn i32s(body: &Body, op: OpId, name: &str) -> Vec<i32> {
    match body.attr(op, name).map(|a| a.kind()) {
        Some(AttributeKind::DenseArray { data, .. }) => data
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
        other => panic!("{other:?}"),
    }
}

fn range(start: u32, count: u32) -> SuccessorOperands {
    SuccessorOperands {
        produced: 0,
        start,
        count,
    }
}

#[test]
fn traits_and_effects() {
    let ctx = context();
    for name in ["cf.br", "cf.cond_br", "cf.switch"] {
        let n = ctx.registry().op_name(name);
        assert!(n.has_trait(Traits::TERMINATOR), "{name}");
        assert!(n.has_trait(Traits::PURE), "{name}");
        assert!(n.interface::<BranchOpInterface>().is_some(), "{name}");
    }
    let assert = ctx.registry().op_name("cf.assert");
    assert!(!assert.has_trait(Traits::PURE));
    let effects = assert
        .interface::<MemoryEffectsInterface>()
        .expect("effects");
    let m = parse(&ctx, TEXT);
    let (body, ops) = terminators(&m);
    let op = body.prev_op(ops[2]).expect("cf.assert");
    assert_eq!(body.op_name(op).as_str(), "cf.assert");
    let mut out = Vec::new();
    (effects.0)(body, op, &mut out);
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].kind, EffectKind::Write);
}

#[test]
fn successor_operand_ranges() {
    let ctx = context();
    let m = parse(&ctx, TEXT);
    let (body, ops) = terminators(&m);
    let so = |op: OpId, i| {
        (body
            .op_name(op)
            .interface::<BranchOpInterface>()
            .unwrap()
            .successor_operands)(body, op, i)
    };
    assert_eq!(so(ops[0], 0), range(1, 2));
    assert_eq!(so(ops[0], 1), range(3, 1));
    assert_eq!(so(ops[1], 0), range(1, 1));
    assert_eq!(so(ops[1], 1), range(2, 0));
    assert_eq!(so(ops[1], 2), range(2, 2));
    assert_eq!(so(ops[2], 0), range(0, 0));
}

#[test]
fn erase_and_append_keep_segments_consistent() {
    let ctx = context();
    let mut m = parse(&ctx, TEXT);
    let region = function(&m).1;
    let body = m.body.regions_body_mut(m.module);
    let ops: Vec<OpId> = body
        .blocks(region)
        .filter_map(|b| body.last_op(b))
        .collect();
    let iface = *body
        .op_name(ops[1])
        .interface::<BranchOpInterface>()
        .unwrap();
    // cf.switch: drop %b from case 2 (successor 2), then give case 1 (successor 1) an operand.
    let a = body.operand(ops[1], 1);
    (iface.erase_successor_operand)(&ctx, body, ops[1], 2, 1);
    (iface.append_successor_operands)(&ctx, body, ops[1], 1, &[a]);
    assert_eq!((iface.successor_operands)(body, ops[1], 0), range(1, 1));
    assert_eq!((iface.successor_operands)(body, ops[1], 1), range(2, 1));
    assert_eq!((iface.successor_operands)(body, ops[1], 2), range(3, 1));
    assert_eq!(body.num_operands(ops[1]), 4);
    assert_eq!(i32s(body, ops[1], "operandSegmentSizes"), [1, 1, 2]);
    assert_eq!(i32s(body, ops[1], "case_operand_segments"), [1, 1]);

    // cf.cond_br: drop %a from the true successor.
    (iface.erase_successor_operand)(&ctx, body, ops[0], 0, 0);
    assert_eq!((iface.successor_operands)(body, ops[0], 0), range(1, 1));
    assert_eq!((iface.successor_operands)(body, ops[0], 1), range(2, 1));
    assert_eq!(i32s(body, ops[0], "operandSegmentSizes"), [1, 1, 1]);
}
