//! `test-match-reduction` (MLIR's `TestMatchReduction.cpp`, on function ops): for each op
//! (pre order) with one single-block region whose block has at least two arguments, the
//! arguments after the first are taken as loop-carried values and each is checked for a
//! reduction ([`match_reduction`]); remarks at the op report what was found.

use ropt_ir::diagnostics::Severity;
use ropt_ir::{Body, Context, OpId, Traits, ValueDef, ValueId, WalkOrder, WalkResult};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};

/// Registers the pass of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_MATCH_REDUCTION);
}

anonymous_pass!(
    TEST_MATCH_REDUCTION,
    "test-match-reduction",
    "TestMatchReductionPass",
    "Test the match reduction utility.",
    |_: &PassOptions| Box::new(MatchReduction)
);

struct MatchReduction;

/// MLIR's `matchReduction`: the value reduced into `args[pos]` (a loop-carried block
/// argument) and the combiner op, when the argument has one use, by a two-operand op free of
/// memory effects whose one result has one use, by the terminator, at position `pos`; the
/// other operand of the combiner (not itself loop-carried) is the reduced value.
pub fn match_reduction(body: &Body, args: &[ValueId], pos: usize) -> Option<(ValueId, Vec<OpId>)> {
    let carried = *args.get(pos)?;
    if !body.has_one_use(carried) {
        return None;
    }
    let mut combiner = body.users(carried).next()?;
    if body.num_operands(combiner) != 2 {
        return None;
    }
    let reduced = match body.operand(combiner, 0) == carried {
        true => body.operand(combiner, 1),
        false => body.operand(combiner, 0),
    };
    if args.contains(&reduced) {
        return None;
    }
    let mut combiners = Vec::new();
    while !body.op_name(combiner).might_have_trait(Traits::TERMINATOR) {
        if !ropt_ir::effects::is_memory_effect_free(body, combiner)
            || body.num_results(combiner) != 1
            || !body.has_one_use(body.result(combiner, 0))
        {
            return None;
        }
        combiners.push(combiner);
        combiner = body.users(body.result(combiner, 0)).next()?;
    }
    // Only a single combiner op is supported.
    let [last] = combiners[..] else {
        return None;
    };
    let yielded = (pos < body.num_operands(combiner)).then(|| body.operand(combiner, pos));
    if yielded != Some(body.result(last, 0)) {
        return None;
    }
    Some((reduced, combiners))
}

impl Pass for MatchReduction {
    fn function_ops_only(&self) -> bool {
        true
    }

    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        cx.preserve_all();
        let remark = cx.diagnostic_at_op_fn(Severity::Remark);
        let mut diags = vec![remark(ctx, body, op, "Testing function")];
        let inner = body.regions_body(op);
        let mut messages: Vec<(OpId, String)> = Vec::new();
        for &r in body.regions(op) {
            inner.walk_region_ops(r, WalkOrder::PreOrder, |b, o| {
                // Ops of nested isolated bodies (other functions) are left out.
                if !std::ptr::eq(b, inner)
                    || ropt_ir::function_interface::function_type(b, o).is_some()
                {
                    return WalkResult::Advance;
                }
                let [region] = b.regions(o) else {
                    return WalkResult::Advance;
                };
                let Some(entry) = b.entry_block(*region) else {
                    return WalkResult::Advance;
                };
                if b.next_block(entry).is_some() {
                    return WalkResult::Advance;
                }
                let args = b.block_arguments(entry);
                if args.len() < 2 {
                    return WalkResult::Advance;
                }
                let outputs = &args[1..];
                for i in 0..outputs.len() {
                    match match_reduction(b, outputs, i) {
                        Some((value, combiners)) => {
                            messages.push((o, format!("Reduction found in output #{i}!")));
                            messages.push((
                                o,
                                format!("Reduced Value: {}", value_text(ctx, cx, b, value)),
                            ));
                            for c in combiners {
                                let text = cx.print_op(ctx, b, c).unwrap_or_default();
                                messages.push((o, format!("Combiner Op: {text}")));
                            }
                        }
                        None => messages.push((o, format!("Reduction NOT found in output #{i}!"))),
                    }
                }
                WalkResult::Advance
            });
        }
        for (o, m) in messages {
            diags.push(remark(ctx, inner, o, &m));
        }
        for d in diags {
            cx.emit(d);
        }
        Ok(())
    }
}

/// A value as MLIR's `operator<<` prints it: its defining op, or
/// `<block argument> of type 'T' at index: N`.
fn value_text(ctx: &Context, cx: &PassContext<'_>, body: &Body, v: ValueId) -> String {
    match body.value_def(v) {
        ValueDef::OpResult { op, .. } => cx.print_op(ctx, body, op).unwrap_or_default(),
        ValueDef::BlockArgument { index, .. } => format!(
            "<block argument> of type '{}' at index: {index}",
            ropt_asm::printer::shim::type_to_string(body.value_type(v))
        ),
    }
}
