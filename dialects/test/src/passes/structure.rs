//! Test passes of IR structure utilities (`mlir/test/lib/IR` upstream):
//!
//! * `test-operations-equality` (on `builtin.module`): compares the module's two top-level
//!   ops with [`ropt_ir::equivalence`] (locations compared if the first has
//!   `strict_loc_check`) and prints
//!   `NAME with attr {DICT} compares equals.` or `... compares NOT equals!`.
//! * `test-clone` (on functions): a function of one block whose terminator returns values of
//!   its argument types gets its body cloned after itself, the clone reading the returned
//!   values for the arguments; the first terminator is erased. Every cloned op is reported
//!   (pre-order) as `notifyOperationInserted: NAME`.

use std::fmt::Write;

use ropt_asm::printer::shim::attr_to_string;
use ropt_ir::equivalence::{EquivalenceFlags, is_equivalent};
use ropt_ir::function_interface as fi;
use ropt_ir::{Body, Context, IrMapping, OpId, WalkOrder, WalkResult};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_OPERATIONS_EQUALITY);
    registry.register(&TEST_CLONE);
}

anonymous_pass!(
    TEST_OPERATIONS_EQUALITY,
    "test-operations-equality",
    "TestOperationEqualPass",
    "Test operations equality.",
    anchor = Some("builtin.module"),
    |_: &PassOptions| Box::new(OperationsEquality)
);

struct OperationsEquality;

impl Pass for OperationsEquality {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        cx.preserve_all();
        let rb = body.regions_body(op);
        let ops: Vec<OpId> = body
            .regions(op)
            .first()
            .and_then(|&r| rb.entry_block(r))
            .map(|b| rb.ops(b).collect())
            .unwrap_or_default();
        if ops.len() != 2 {
            let message = format!("expected 2 top-level ops in the module, got {}", ops.len());
            let d = cx.error_at_op(ctx, body, op, &message);
            cx.emit(d);
            return Err(PassFailure);
        }
        let (first, second) = (ops[0], ops[1]);
        let attrs = rb
            .op(first)
            .attributes()
            .map_or_else(|| "{}".to_string(), attr_to_string);
        let flags = EquivalenceFlags {
            ignore_locations: rb.attr(first, "strict_loc_check").is_none(),
        };
        let verdict = if is_equivalent(rb, first, rb, second, flags) {
            " compares equals.\n"
        } else {
            " compares NOT equals!\n"
        };
        let mut out = String::new();
        let _ = write!(
            out,
            "{} with attr {attrs}{verdict}",
            rb.op_name(first).as_str()
        );
        cx.print_stdout(&out);
        Ok(())
    }
}

anonymous_pass!(
    TEST_CLONE,
    "test-clone",
    "ClonePass",
    "Test clone of op",
    |_: &PassOptions| Box::new(Clone)
);

struct Clone;

impl Pass for Clone {
    fn run(
        &self,
        _: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        if fi::function_type(body, op).is_none() || body.num_regions(op) != 1 {
            return Ok(());
        }
        let region = body.regions(op)[0];
        let fb = body.regions_body_mut(op);
        let Some(entry) = fb.entry_block(region) else {
            return Ok(());
        };
        if fb.next_block(entry).is_some() {
            return Ok(());
        }
        let Some(terminator) = fb.last_op(entry) else {
            return Ok(());
        };
        let args = fb.block_arguments(entry).to_vec();
        let returned: Vec<_> = fb.operands(terminator).collect();
        if returned.len() != args.len() {
            return Ok(());
        }
        let mut mapping = IrMapping::new();
        for (&arg, &value) in args.iter().zip(&returned) {
            if fb.value_type(arg) != fb.value_type(value) {
                return Ok(());
            }
            mapping.map_value(arg, value);
        }
        let originals: Vec<OpId> = fb.ops(entry).collect();
        let mut out = String::new();
        for original in originals {
            let copy = fb.clone_op(original, &mut mapping);
            fb.append_op(entry, copy);
            fb.walk_ops(copy, WalkOrder::PreOrder, |b, o| {
                let _ = writeln!(out, "notifyOperationInserted: {}", b.op_name(o).as_str());
                WalkResult::Advance
            });
        }
        fb.erase_op(terminator);
        cx.print_stdout(&out);
        Ok(())
    }
}
