//! Unit tests of the solver, the lattices and the drivers, on IR parsed with every dialect
//! ropt ships.

use ropt_asm::parser::ops::{ParseOptions, ParsedModule, parse_module};
use ropt_ir::{Context, Diagnostic, OperationState};

use crate::constant::{ConstantValue, SparseConstantPropagation};
use crate::dense::{DenseForward, DenseForwardDriver};
use crate::liveness::{Liveness, LivenessAnalysis};
use crate::program::{Blk, Op, Point, Visit};
use crate::solver::{Analysis, Anchor, Change, Cx, Solver};
use crate::sparse::{BackwardDriver, ForwardDriver, Lattice};
use crate::{DeadCodeAnalysis, Executable, Program, TopInfo};

fn context() -> Context {
    let mut ctx = Context::new();
    ropt_dialects::register_all(&mut ctx);
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

/// A solver over the module of `m` with dead-code analysis and constant propagation.
fn solver<'a>(ctx: &'a Context, m: &'a mut ParsedModule) -> Solver<'a> {
    let top = TopInfo::of(&m.body, m.module);
    let rb = m.body.regions_body_mut(m.module);
    let mut s = Solver::new(Program::new(ctx, rb, top));
    s.load(DeadCodeAnalysis);
    s.load(ForwardDriver::new(SparseConstantPropagation::default()));
    s
}

/// The blocks of the first function of the program.
fn first_function_blocks(ir: &Program<'_>) -> Vec<Blk> {
    let module = ir.top_regions()[0];
    let f = ir.ops(ir.entry_block(module).unwrap())[0];
    ir.blocks(ir.regions(f)[0])
}

#[test]
fn constant_lattice_joins() {
    let ctx = context();
    let one = ctx.integer_attr(ctx.int_type(1), ropt_ir::apint::ApInt::from_u64(1, 1));
    let t = ctx.bool_attr(true);
    let two = ctx.integer_attr(ctx.int_type(32), ropt_ir::apint::ApInt::from_u64(32, 2));
    let c = |value| ConstantValue::Constant {
        value,
        dialect: "arith",
    };
    let mut l = ConstantValue::Uninitialized;
    assert_eq!(l.join(&ConstantValue::Uninitialized), Change::NoChange);
    assert_eq!(l.join(&c(one)), Change::Change);
    // `true` is the i1 integer 1.
    assert_eq!(l.join(&c(t)), Change::NoChange);
    assert_eq!(l.constant(), Some(one));
    assert_eq!(l.join(&c(two)), Change::Change);
    assert_eq!(l, ConstantValue::Unknown);
    assert_eq!(l.join(&c(one)), Change::NoChange);
    assert_eq!(l.constant(), None);
}

#[test]
fn dead_code_follows_constant_branches() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"func.func @f(%c: i1) {
  %t = arith.constant true
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  return
^bb3:
  return
}"#,
    );
    let mut s = solver(&ctx, &mut m);
    s.run().unwrap();
    let ir = s.ir();
    let blocks = first_function_blocks(ir);
    let live: Vec<bool> = blocks
        .iter()
        .map(|&b| {
            s.lookup::<Executable>(Anchor::Point(ir.block_start(b)))
                .is_some_and(|e| e.is_live())
        })
        .collect();
    assert_eq!(live, [true, true, true, true]);
    let edge = |from: usize, to: usize| {
        s.lookup::<Executable>(Anchor::Edge(crate::CfgEdge {
            from: blocks[from],
            to: blocks[to],
        }))
        .is_some_and(|e| e.is_live())
    };
    // The constant condition takes only the true edge out of the entry block.
    assert!(edge(0, 1) && !edge(0, 2));
    assert!(edge(1, 3) && edge(1, 2));
}

/// Counts its visits of each point, and depends on the constant of each operand.
#[derive(Default)]
struct CountVisits {
    visits: std::rc::Rc<std::cell::RefCell<rustc_hash::FxHashMap<Point, u32>>>,
}

impl Analysis for CountVisits {
    fn initialize(&mut self, cx: &mut Cx<'_, '_>) -> Result<(), Diagnostic> {
        let regions = cx.ir().top_regions();
        for v in cx.ir().preorder(&regions) {
            if let Visit::Op(op) = v {
                let after = cx.ir().after(op);
                for operand in cx.ir().operands(op) {
                    cx.get_for::<ConstantValue>(after, Anchor::Value(operand));
                }
            }
        }
        Ok(())
    }

    fn visit(&mut self, _: &mut Cx<'_, '_>, point: Point) -> Result<(), Diagnostic> {
        *self.visits.borrow_mut().entry(point).or_default() += 1;
        Ok(())
    }
}

#[test]
fn dependents_rerun_once_per_change() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"func.func @f() -> i32 {
  %c1 = arith.constant 1 : i32
  %x = arith.addi %c1, %c1 : i32
  %y = arith.muli %x, %c1 : i32
  return %y : i32
}"#,
    );
    let counter = CountVisits::default();
    let visits = counter.visits.clone();
    let top = TopInfo::of(&m.body, m.module);
    let rb = m.body.regions_body_mut(m.module);
    let mut s = Solver::new(Program::new(&ctx, rb, top));
    // Loaded first: its dependencies exist before constant propagation changes anything.
    s.load(counter);
    s.load(DeadCodeAnalysis);
    s.load(ForwardDriver::new(SparseConstantPropagation::default()));
    s.run().unwrap();
    let visits = visits.borrow();
    // `addi` reads %c1 twice but is queued once; `muli` and `return` too; the constant has
    // no operand.
    let mut counts: Vec<u32> = visits.values().copied().collect();
    counts.sort();
    assert_eq!(counts, [1, 1, 1]);
}

/// The most ops executed before a point on any path (a dense forward analysis).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct MaxOps(Option<u32>);

impl Lattice for MaxOps {
    fn join(&mut self, other: &Self) -> Change {
        let new = match (self.0, other.0) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
        Change::from(std::mem::replace(&mut self.0, new) != new)
    }
}

struct CountOps;

impl DenseForward for CountOps {
    type L = MaxOps;

    fn set_to_entry_state(&self, _: Point, lattice: &mut MaxOps) {
        lattice.join(&MaxOps(Some(0)));
    }

    fn visit_operation(
        &mut self,
        _: &mut Cx<'_, '_>,
        _: Op,
        before: &MaxOps,
        after: &mut MaxOps,
    ) -> Result<(), Diagnostic> {
        after.join(&MaxOps(before.0.map(|n| n + 1)));
        Ok(())
    }
}

#[test]
fn dense_forward_joins_live_predecessors() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  cf.br ^bb2
^bb2:
  return
}"#,
    );
    let mut s = solver(&ctx, &mut m);
    s.load(DenseForwardDriver::new(CountOps));
    s.run().unwrap();
    let ir = s.ir();
    let blocks = first_function_blocks(ir);
    let at = |p: Point| {
        s.lookup::<MaxOps>(Anchor::Point(p))
            .copied()
            .unwrap_or_default()
    };
    // Entry: 0; after cond_br: 1; ^bb1 starts at 1 and ends at 4; ^bb2 joins 1 and 4.
    assert_eq!(at(ir.block_start(blocks[0])), MaxOps(Some(0)));
    assert_eq!(at(ir.block_start(blocks[1])), MaxOps(Some(1)));
    assert_eq!(at(Point::end(blocks[1])), MaxOps(Some(4)));
    assert_eq!(at(ir.block_start(blocks[2])), MaxOps(Some(4)));
}

#[test]
fn liveness_goes_backward_through_branches() {
    let ctx = context();
    let mut m = parse(
        &ctx,
        r#"func.func @f(%a: i32, %b: i32) -> i32 {
  %unused = arith.addi %b, %b : i32
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}"#,
    );
    let mut s = solver(&ctx, &mut m);
    s.load(BackwardDriver::new(LivenessAnalysis));
    s.run().unwrap();
    let ir = s.ir();
    let blocks = first_function_blocks(ir);
    let live = |v| {
        s.lookup::<Liveness>(Anchor::Value(v))
            .is_some_and(|l| l.live)
    };
    let args = ir.arguments(blocks[0]);
    let unused = ir.results(ir.ops(blocks[0])[0])[0];
    assert!(live(args[0]), "returned through the branch");
    assert!(!live(args[1]) && !live(unused), "only feeds a dead value");
}

#[test]
fn deep_nesting_does_not_recurse() {
    // 20,000 nested regions of unregistered ops, built directly.
    let ctx = context();
    let mut m = parse(&ctx, "func.func @f() {\n  return\n}\n");
    let n = ctx.registry().op_name("x.nest");
    {
        let rb = m.body.regions_body_mut(m.module);
        let module_region = rb.top_regions()[0];
        let block = rb.entry_block(module_region).unwrap();
        let f = rb.first_op(block).unwrap();
        let fb = rb.nested_body_mut(f).unwrap();
        let r = fb.top_regions()[0];
        let mut block = fb.entry_block(r).unwrap();
        let before = fb.first_op(block).unwrap();
        let mut anchor = Some(before);
        for _ in 0..20_000 {
            let op = fb.create_op(OperationState::new(n, ctx.unknown_loc()).with_new_regions(1));
            match anchor.take() {
                Some(a) => fb.insert_op_before(a, op),
                None => fb.append_op(block, op),
            }
            let region = fb.regions(op)[0];
            block = fb.create_block();
            fb.append_block(region, block);
        }
    }
    let mut s = solver(&ctx, &mut m);
    s.load(BackwardDriver::new(LivenessAnalysis));
    s.load(DenseForwardDriver::new(CountOps));
    s.run().unwrap();
}
