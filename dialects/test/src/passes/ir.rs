//! The test passes of the IR structure (`mlir/test/lib/IR` upstream), each printing to
//! standard output what it visits, as mlir-opt 22 prints it:
//!
//! * `test-print-nesting`: every op (name, operand and result counts, attributes), its
//!   regions and their blocks (argument, successor and op counts), indented by nesting.
//! * `test-print-defuse`: for every op in post-order, what defines each operand and which
//!   ops use each result (in use-list order).
//! * `test-generic-ir-visitors`: every stage of the generic walk (before, between and after
//!   an op's regions).
//! * `test-generic-ir-visitors-interrupt`: the same walk, printing only the stages that are
//!   not interrupted or skipped where an op asks for it with the bool attributes `interrupt_before_all`, `interrupt_after_all`,
//!   `skip_before_all`, `skip_after_all` or the integer attributes `interrupt_after_region`,
//!   `skip_after_region`.
//! * `test-print-invalid`: builds `func.func @test` with an empty entry block and prints it
//!   (generic, as it does not verify), then adds its `func.return` and prints it again.
//! * `test-distinct-attrs` (on functions): gives every op whose `distinct.input` is a
//!   distinct attribute a `distinct.output` with a new distinct attribute of the same
//!   referenced attribute (functions run in parallel; the printed numbering stays the same).
//! * `test-generic-ir-{block,region}-visitors-interrupt`: a post-order walk of the blocks
//!   (regions) that counts them and stops at the first holding an op with a bool
//!   `interrupt` attribute.

use std::fmt::Write;

use ropt_asm::printer::shim::attr_to_string;
use ropt_ir::walk::{WalkItem, WalkStage};
use ropt_ir::{Body, Context, OpId, ValueDef, WalkOrder, WalkResult};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_PRINT_NESTING);
    registry.register(&TEST_PRINT_DEFUSE);
    registry.register(&TEST_GENERIC_IR_VISITORS);
    registry.register(&TEST_GENERIC_IR_VISITORS_INTERRUPT);
    registry.register(&TEST_GENERIC_IR_BLOCK_VISITORS_INTERRUPT);
    registry.register(&TEST_GENERIC_IR_REGION_VISITORS_INTERRUPT);
    registry.register(&TEST_PRINT_INVALID);
    registry.register(&TEST_DISTINCT_ATTRS);
}

anonymous_pass!(
    TEST_DISTINCT_ATTRS,
    "test-distinct-attrs",
    "DistinctAttributesPass",
    "Test parallel creation of distinct attributes",
    anchor = Some("func.func"),
    |_: &PassOptions| Box::new(CopyDistinct)
);

struct CopyDistinct;

/// Sets `distinct.output` of `op` to a copy of its distinct `distinct.input`.
fn copy_distinct(ctx: &Context, body: &mut Body, op: OpId) {
    let referenced = body
        .discardable_attr(op, "distinct.input")
        .and_then(|a| match a.kind() {
            ropt_ir::AttributeKind::Distinct { referenced, .. } => Some(*referenced),
            _ => None,
        });
    if let Some(referenced) = referenced {
        let copy = ctx.distinct_attr(referenced);
        body.set_discardable_attr(ctx, op, "distinct.output", Some(copy));
    }
}

impl Pass for CopyDistinct {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        copy_distinct(ctx, body, op);
        ropt_ir::walk::walk_ops_mut(body.regions_body_mut(op), WalkOrder::PreOrder, |b, o| {
            copy_distinct(ctx, b, o);
            WalkResult::Advance
        });
        Ok(())
    }
}

/// A pass on any op that writes `print(ctx, body, op)` to standard output and changes nothing.
struct Printer(fn(&Context, &Body, OpId) -> String);

impl Pass for Printer {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let text = (self.0)(ctx, body, op);
        cx.print_stdout(&text);
        cx.preserve_all();
        Ok(())
    }
}

macro_rules! printer_pass {
    ($static:ident, $arg:literal, $name:literal, $desc:literal, $f:path) => {
        anonymous_pass!($static, $arg, $name, $desc, |_: &PassOptions| Box::new(
            Printer($f)
        ));
    };
}

printer_pass!(
    TEST_PRINT_NESTING,
    "test-print-nesting",
    "TestPrintNestingPass",
    "Test various printing.",
    print_nesting
);
printer_pass!(
    TEST_PRINT_DEFUSE,
    "test-print-defuse",
    "TestPrintDefUsePass",
    "Test various printing.",
    print_defuse
);
printer_pass!(
    TEST_GENERIC_IR_VISITORS,
    "test-generic-ir-visitors",
    "TestGenericIRVisitorPass",
    "Test generic IR visitors.",
    generic_visits
);
printer_pass!(
    TEST_GENERIC_IR_VISITORS_INTERRUPT,
    "test-generic-ir-visitors-interrupt",
    "TestGenericIRVisitorInterruptPass",
    "Test generic IR visitors with interrupts.",
    generic_visits_interrupt
);
printer_pass!(
    TEST_GENERIC_IR_BLOCK_VISITORS_INTERRUPT,
    "test-generic-ir-block-visitors-interrupt",
    "TestGenericIRBlockVisitorInterruptPass",
    "Test generic IR visitors with interrupts, starting with Blocks.",
    block_visits_interrupt
);
printer_pass!(
    TEST_GENERIC_IR_REGION_VISITORS_INTERRUPT,
    "test-generic-ir-region-visitors-interrupt",
    "TestGenericIRRegionVisitorInterruptPass",
    "Test generic IR visitors with interrupts, starting with Regions.",
    region_visits_interrupt
);

printer_pass!(
    TEST_PRINT_INVALID,
    "test-print-invalid",
    "TestPrintInvalidPass",
    "Test printing invalid ops.",
    print_invalid
);

/// `op` (held by `body`, a root) as `Operation::print` prints it: custom form if it verifies,
/// generic otherwise.
fn print_checked(ctx: &Context, body: &Body, op: OpId) -> String {
    let opts = ropt_ir::verifier::VerifierOptions {
        allow_unregistered_dialect: true,
        print_op_on_diagnostic: false,
        print_op: None,
    };
    let mut diagnostics: Vec<ropt_ir::Diagnostic> = Vec::new();
    let valid = ropt_ir::verifier::verify(ctx, body, op, &opts, &mut diagnostics).is_ok();
    let print_opts = ropt_asm::printer::ops::OpPrintOptions {
        generic: !valid,
        ..Default::default()
    };
    ropt_asm::printer::ops::print_op_in_scope(ctx, body, op, body, op, print_opts)
}

fn print_invalid(ctx: &Context, _: &Body, _: OpId) -> String {
    use ropt_dialect_func::{FuncOp, ReturnOp};
    let loc = ctx.unknown_loc();
    let (mut root, block) = Body::new_root();
    let mut inner = Body::new();
    let region = inner.add_top_region();
    let entry = inner.create_block();
    inner.append_block(region, entry);
    let props = ctx.dictionary_attr(&[
        ropt_ir::NamedAttribute {
            name: ctx.identifier("function_type"),
            value: ctx.type_attr(ctx.function_type(&[], &[])),
        },
        ropt_ir::NamedAttribute {
            name: ctx.identifier("sym_name"),
            value: ctx.string_attr("test"),
        },
    ]);
    let func = root.create_op(
        ropt_ir::OperationState::new(ctx.registry().op_name(FuncOp::NAME), loc)
            .with_properties(props)
            .with_regions(&[region])
            .with_body(inner),
    );
    root.append_op(block, func);
    let mut out = format!("Invalid operation:\n{}\n", print_checked(ctx, &root, func));
    let fb = root.regions_body_mut(func);
    let ret = fb.create_op(ReturnOp::build(ctx, loc, &[]));
    fb.append_op(entry, ret);
    out.push_str(&format!(
        "Valid operation:\n{}\n",
        print_checked(ctx, &root, func)
    ));
    out
}

fn print_nesting(_: &Context, body: &Body, root: OpId) -> String {
    let mut out = String::new();
    // Two spaces per open op, region and block.
    let mut level = 0usize;
    for ev in ropt_ir::walk::Walker::new(body, WalkItem::Op(root)) {
        let indent = "  ".repeat(level);
        match ev {
            ropt_ir::walk::WalkEvent::Enter(b, WalkItem::Op(op)) => {
                let _ = writeln!(
                    out,
                    "{indent}visiting op: '{}' with {} operands and {} results",
                    b.op_name(op).as_str(),
                    b.num_operands(op),
                    b.num_results(op)
                );
                let attrs = b.all_attributes(op);
                if !attrs.is_empty() {
                    let _ = writeln!(out, "{indent}{} attributes:", attrs.len());
                    for a in attrs {
                        let _ = writeln!(
                            out,
                            "{indent} - '{}' : '{}'",
                            a.name.as_str(),
                            attr_to_string(a.value)
                        );
                    }
                }
                let _ = writeln!(out, "{indent} {} nested regions:", b.num_regions(op));
            }
            ropt_ir::walk::WalkEvent::Enter(b, WalkItem::Region(r)) => {
                let _ = writeln!(out, "{indent}Region with {} blocks:", b.blocks(r).count());
            }
            ropt_ir::walk::WalkEvent::Enter(b, WalkItem::Block(block)) => {
                let successors = b.last_op(block).map_or(0, |t| b.num_successors(t));
                let _ = writeln!(
                    out,
                    "{indent}Block with {} arguments, {successors} successors, and {} operations",
                    b.num_block_arguments(block),
                    b.ops(block).count()
                );
            }
            ropt_ir::walk::WalkEvent::Exit(..) => {
                level -= 1;
                continue;
            }
        }
        level += 1;
    }
    out
}

fn print_defuse(_: &Context, body: &Body, root: OpId) -> String {
    let mut out = String::new();
    body.walk_ops(root, WalkOrder::PostOrder, |b, op| {
        let _ = writeln!(
            out,
            "Visiting op '{}' with {} operands:",
            b.op_name(op).as_str(),
            b.num_operands(op)
        );
        for v in b.operands(op) {
            match b.value_def(v) {
                ValueDef::OpResult { op: producer, .. } => {
                    let _ = writeln!(
                        out,
                        "  - Operand produced by operation '{}'",
                        b.op_name(producer).as_str()
                    );
                }
                ValueDef::BlockArgument { index, .. } => {
                    let _ = writeln!(
                        out,
                        "  - Operand produced by Block argument, number {index}"
                    );
                }
            }
        }
        let _ = writeln!(out, "Has {} results:", b.num_results(op));
        for (i, v) in b.results(op).enumerate() {
            let _ = write!(out, "  - Result {i}");
            match b.num_uses(v) {
                0 => {
                    out.push_str(" has no uses\n");
                    continue;
                }
                1 => out.push_str(" has a single use: "),
                n => {
                    let _ = writeln!(out, " has {n} uses:");
                }
            }
            for user in b.users(v) {
                let _ = writeln!(out, "    - {}", b.op_name(user).as_str());
            }
        }
        WalkResult::Advance
    });
    out
}

/// MLIR's words for a walk stage.
fn stage_text(stage: WalkStage) -> String {
    if stage.is_before_all_regions() {
        "before all regions".to_string()
    } else if stage.is_after_all_regions() {
        "after all regions".to_string()
    } else {
        format!("before region #{}", stage.next_region)
    }
}

fn generic_visits(_: &Context, body: &Body, root: OpId) -> String {
    let mut out = String::new();
    let mut step = 0;
    body.walk_op_stages(root, |b, op, stage| {
        let _ = writeln!(
            out,
            "step {step} op '{}' {}",
            b.op_name(op).as_str(),
            stage_text(stage)
        );
        step += 1;
        WalkResult::Advance
    });
    out
}

/// The value of `op`'s attribute `name` if it is a bool attribute.
fn bool_attr(body: &Body, op: OpId, name: &str) -> Option<bool> {
    body.attr(op, name).and_then(|a| a.as_bool())
}

/// The value of `op`'s attribute `name` if it is an integer attribute.
fn int_attr(body: &Body, op: OpId, name: &str) -> Option<i64> {
    body.attr(op, name)
        .and_then(|a| a.as_int())
        .and_then(|v| v.to_i64())
}

fn generic_visits_interrupt(_: &Context, body: &Body, root: OpId) -> String {
    let mut out = String::new();
    let mut step = 0;
    let result = body.walk_op_stages(root, |b, op, stage| {
        let at_region = |name: &str| {
            int_attr(b, op, name).is_some_and(|i| i >= 0 && stage.is_after_region(i as usize))
        };
        if bool_attr(b, op, "interrupt_before_all") == Some(true) && stage.is_before_all_regions()
            || bool_attr(b, op, "interrupt_after_all") == Some(true) && stage.is_after_all_regions()
            || at_region("interrupt_after_region")
        {
            return WalkResult::Interrupt;
        }
        if bool_attr(b, op, "skip_before_all") == Some(true) && stage.is_before_all_regions()
            || bool_attr(b, op, "skip_after_all") == Some(true) && stage.is_after_all_regions()
            || at_region("skip_after_region")
        {
            return WalkResult::Skip;
        }
        let _ = writeln!(
            out,
            "step {step} op '{}' {}",
            b.op_name(op).as_str(),
            stage_text(stage)
        );
        step += 1;
        WalkResult::Advance
    });
    if result.was_interrupted() {
        let _ = writeln!(out, "step {step} walk was interrupted");
    }
    out
}

/// True if an op of `block` has a bool `interrupt` attribute.
fn block_interrupts(body: &Body, block: ropt_ir::BlockId) -> bool {
    body.ops(block)
        .any(|op| bool_attr(body, op, "interrupt").is_some())
}

/// Counts the items of a post-order walk, stopping at one `interrupts` says to stop at.
fn count_until_interrupt(
    walk: impl FnOnce(&mut dyn FnMut(bool) -> WalkResult) -> WalkResult,
) -> String {
    let mut out = String::new();
    let mut step = 0;
    let result = walk(&mut |interrupts| {
        if interrupts {
            return WalkResult::Interrupt;
        }
        let _ = writeln!(out, "step {step}");
        step += 1;
        WalkResult::Advance
    });
    if result.was_interrupted() {
        let _ = writeln!(out, "step {step} walk was interrupted");
    }
    out
}

fn block_visits_interrupt(_: &Context, body: &Body, root: OpId) -> String {
    count_until_interrupt(|f| {
        body.walk_blocks(root, WalkOrder::PostOrder, |b, block| {
            f(block_interrupts(b, block))
        })
    })
}

fn region_visits_interrupt(_: &Context, body: &Body, root: OpId) -> String {
    count_until_interrupt(|f| {
        body.walk_regions(root, WalkOrder::PostOrder, |b, region| {
            f(b.blocks(region).any(|block| block_interrupts(b, block)))
        })
    })
}
