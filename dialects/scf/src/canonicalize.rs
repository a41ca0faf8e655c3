//! The canonicalization patterns of the scf ops (mlir-opt's, one Rust function each, added
//! in mlir-opt's order so that the first one that applies is the same):
//!
//! * `scf.if`: uses of the condition inside the then (else) region become constants
//!   true (false); yielded values defined outside the regions become results of `arith.select`
//!   (or the value itself when both branches yield it); an empty `else` of a result-less
//!   `scf.if` is dropped; a constant condition inlines the region taken (or erases the op);
//!   unused results are removed;
//! * `scf.for`: iteration arguments that are yielded unchanged, whose initial value is
//!   yielded, that are unused along with their result, or that duplicate another one are
//!   removed; loops with constant bounds that run zero times are replaced by their initial
//!   values, once by their inlined body; an empty body yielding values defined outside
//!   is replaced by those values;
//! * `scf.while`: loop-invariant before-block arguments are replaced by their initial
//!   values and removed; values the condition forwards from outside the before block
//!   replace the matching after-block arguments and results; after-block arguments
//!   carrying the condition's own flag become `true`; unused before-block arguments are
//!   removed; results unused after the loop and in the after block are removed;
//! * `scf.execute_region` with one block (and no `no_inline`) is inlined;
//! * `scf.index_switch` on a constant inlines the matching case (or the default);
//! * `scf.execute_region` and `scf.index_switch` (whose regions all return to the op): a
//!   result that every region yields as the same value from outside is replaced by it, a
//!   result always yielded together with an earlier one (the same value at both places in
//!   every yield) is replaced by the earlier one, and unused results are removed.

use ropt_ir::apint::ApInt;
use ropt_ir::{
    BlockId, Body, Context, Location, NamedAttribute, OpId, OperationState, RegionId, Traits, Type,
    ValueId,
};
use ropt_rewrite::fold::constant_int;
use ropt_rewrite::{LogicalResult, MatchFailure, OpView, PatternRewriter, RewritePatternSet};
use rustc_hash::FxHashMap;

mod forall;
mod ifs;
mod parallel;
mod regions;
mod whiles;

pub(crate) use ifs::fold_if;

use crate::{ConditionOp, ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp, YieldOp};
pub(crate) use parallel::parallel_patterns;
use ropt_dialect_arith::{ConstantOp, SelectOp, XOrIOp};

/// `scf.if`'s patterns.
pub(crate) fn if_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "CombineIfs", if_combine)
        .add_fn(ctx, "CombineNestedIfs", ifs::if_combine_nested)
        .add_fn(ctx, "ConditionPropagation", if_condition_propagation)
        .add_fn(ctx, "ConvertTrivialIfToSelect", if_to_select)
        .add_fn(ctx, "RemoveEmptyElseBranch", if_remove_empty_else)
        .add_fn(ctx, "RemoveStaticCondition", if_static_condition)
        .add_fn(ctx, "RemoveUnusedResults", if_unused_results)
        .add_fn(
            ctx,
            "ReplaceIfYieldWithConditionOrValue",
            ifs::if_yield_condition,
        );
}

/// `scf.for`'s patterns.
pub(crate) fn for_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "ForOpIterArgsFolder", for_iter_args)
        .add_fn(ctx, "SimplifyTrivialLoops", for_trivial);
}

/// `scf.while`'s patterns.
pub(crate) fn while_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "RemoveLoopInvariantArgsFromBeforeBlock",
        while_invariant_before_args,
    )
    .add_fn(
        ctx,
        "RemoveLoopInvariantValueYielded",
        while_invariant_yielded,
    )
    .add_fn(ctx, "WhileConditionTruth", while_condition_truth)
    .add_fn(ctx, "WhileCmpCond", whiles::while_cmp_cond)
    .add_fn(ctx, "WhileUnusedResult", while_unused_results)
    .add_fn(
        ctx,
        "WhileRemoveDuplicatedResults",
        whiles::while_duplicated_results,
    )
    .add_fn(ctx, "WhileRemoveUnusedArgs", while_unused_args)
    .add_fn(
        ctx,
        "WhileOpAlignBeforeArgs",
        whiles::while_align_before_args,
    )
    .add_fn(ctx, "WhileMoveIfDown", whiles::while_move_if_down);
}

/// `scf.execute_region`'s patterns.
pub(crate) fn execute_region_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "SingleBlockExecuteInliner", execute_region_inline)
        .add_fn(
            ctx,
            "MultiBlockExecuteInliner",
            regions::execute_region_inline_blocks,
        )
        .add_fn(
            ctx,
            "RegionBranchResultsForwarding",
            forward_results::<ExecuteRegionOp>,
        );
}

/// `scf.forall`'s patterns.
pub(crate) fn forall_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(
        ctx,
        "ForallOpControlOperandsFolder",
        forall::forall_control_operands,
    )
    .add_fn(ctx, "ForallOpIterArgsFolder", forall::forall_iter_args)
    .add_fn(
        ctx,
        "ForallOpSingleOrZeroIterationDimsFolder",
        forall::forall_single_or_zero_trip,
    );
}

/// `scf.index_switch`'s patterns.
pub(crate) fn index_switch_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    set.add_fn(ctx, "FoldConstantCase", index_switch_constant)
        .add_fn(
            ctx,
            "RegionBranchResultsForwarding",
            forward_results::<IndexSwitchOp>,
        );
}

// --- Helpers ---------------------------------------------------------------------------------

fn region(body: &Body, op: OpId, index: usize) -> RegionId {
    body.regions(op)[index]
}

fn entry(body: &Body, op: OpId, index: usize) -> Option<BlockId> {
    body.entry_block(region(body, op, index))
}

fn terminator_of(body: &Body, block: BlockId) -> Option<OpId> {
    body.last_op(block)
}

/// MLIR's `replaceOpWithRegion`: moves the single block of region `index` before `op` (its
/// arguments replaced by `args`), replaces `op` by the terminator's operands and erases the
/// terminator.
fn replace_op_with_region(rw: &mut PatternRewriter<'_>, op: OpId, index: usize, args: &[ValueId]) {
    let body = rw.body();
    let Some(block) = entry(body, op, index) else {
        return;
    };
    let Some(term) = terminator_of(body, block) else {
        return;
    };
    let Some(parent) = body.parent_block(op) else {
        return;
    };
    rw.inline_block_before(block, parent, Some(op), args);
    // Read the yielded values after inlining: yielded block arguments became `args`.
    let results: Vec<ValueId> = rw.body().operands(term).collect();
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

/// Replaces the terminator `term` (an `scf.yield` or `scf.condition`) by the same op with
/// `operands`, at its place, with its location and attributes.
fn replace_yield(rw: &mut PatternRewriter<'_>, term: OpId, operands: &[ValueId]) {
    let body = rw.body();
    let loc = body.op_location(term);
    let name = body.op_name(term);
    let mut state = OperationState::new(name, loc).with_operands(operands);
    if let Some(a) = body.op(term).attributes() {
        state = state.with_attributes(a);
    }
    rw.replace_op_with_new_op(term, state);
}

/// A value to stand for results that have no uses when replacing an op.
fn filler(values: &[ValueId], fallback: ValueId) -> ValueId {
    values.first().copied().unwrap_or(fallback)
}

// --- scf.if ----------------------------------------------------------------------------------

/// Builds an `scf.if` on `cond` with `types` whose two regions are moved from `op`.
fn new_if_taking_regions(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    cond: ValueId,
    types: &[Type],
) -> OpId {
    let loc = rw.body().op_location(op);
    let name = rw.body().op_name(op);
    rw.set_insertion_point(op);
    let new = rw.create(
        OperationState::new(name, loc)
            .with_operands(&[cond])
            .with_result_types(types)
            .with_new_regions(2),
    );
    for i in 0..2 {
        let from = region(rw.body(), op, i);
        let to = region(rw.body(), new, i);
        rw.inline_region_before(from, to, None);
    }
    new
}

/// True if `v` is `arith.xori %lhs, %one` with `%one` the constant 1 (a negation of `lhs`).
fn is_not_of(rw: &mut PatternRewriter<'_>, v: ValueId, lhs: ValueId) -> bool {
    let Some(def) = rw.body().defining_op(v) else {
        return false;
    };
    let Some(xor) = XOrIOp::cast(rw.body(), def) else {
        return false;
    };
    if xor.lhs(rw.body()) != lhs {
        return false;
    }
    let rhs = xor.rhs(rw.body());
    constant_int(rw, rhs).is_some_and(|c| c.to_u64() == Some(1))
}

/// The operands of the terminator of region `index` of `op` (empty when it has no block).
fn yielded(body: &Body, op: OpId, index: usize) -> Vec<ValueId> {
    entry(body, op, index)
        .and_then(|b| terminator_of(body, b))
        .map(|t| body.operands(t).collect())
        .unwrap_or_default()
}

/// Appends the ops of `src` (ending with a yield) to `dest` (ending with a yield) and
/// replaces both yields by one yielding `dest`'s values then `src`'s (at `src` yield's
/// location).
fn merge_yielding_blocks(rw: &mut PatternRewriter<'_>, src: BlockId, dest: BlockId) {
    let (Some(first), Some(second)) = (
        terminator_of(rw.body(), dest),
        terminator_of(rw.body(), src),
    ) else {
        return;
    };
    rw.merge_blocks(src, dest, &[]);
    let body = rw.body();
    let mut merged: Vec<ValueId> = body.operands(first).collect();
    merged.extend(body.operands(second));
    let loc = body.op_location(second);
    let name = body.op_name(second);
    rw.set_insertion_point_to_end(dest);
    rw.create(OperationState::new(name, loc).with_operands(&merged));
    rw.erase_op(first);
    rw.erase_op(second);
}

/// MLIR's `CombineIfs`: an `scf.if` right after another on the same condition (or its
/// negation) is merged into it; the combined op yields the first op's results then the
/// second's.
fn if_combine(op: IfOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let Some(prev) = body.prev_op(op) else {
        return Err(MatchFailure);
    };
    if body.op_name(prev) != body.op_name(op) {
        return Err(MatchFailure);
    }
    let (cond, prev_cond) = (IfOp(op).condition(body), IfOp(prev).condition(body));
    let has_else = entry(body, op, 1).is_some();
    let (mut next_then, mut next_else) = (None, None);
    if cond == prev_cond {
        next_then = entry(body, op, 0);
        next_else = entry(body, op, 1);
    }
    if is_not_of(rw, cond, prev_cond) || is_not_of(rw, prev_cond, cond) {
        let body = rw.body();
        next_else = entry(body, op, 0);
        if has_else {
            next_then = entry(body, op, 1);
        }
    }
    if next_then.is_none() && next_else.is_none() {
        return Err(MatchFailure);
    }
    let body = rw.body();
    let prev_results: Vec<ValueId> = body.results(prev).collect();
    let prev_then_yield = yielded(body, prev, 0);
    let prev_else_yield = yielded(body, prev, 1);
    for ((&r, &t), &e) in prev_results
        .iter()
        .zip(&prev_then_yield)
        .zip(&prev_else_yield)
    {
        let uses: Vec<ropt_ir::Use> = rw.body().uses(r).collect();
        for u in uses {
            let body = rw.body();
            let Some(owner_region) = body.parent_region(u.owner) else {
                continue;
            };
            let within = |b: Option<BlockId>| {
                b.and_then(|b| body.block_parent_region(b))
                    .is_some_and(|reg| body.region_is_ancestor(reg, owner_region))
            };
            let to = if within(next_then) {
                t
            } else if within(next_else) {
                e
            } else {
                continue;
            };
            rw.modify_op_in_place(u.owner, |b| {
                b.set_operand(u.owner, u.operand_index as usize, to)
            });
        }
    }
    let body = rw.body();
    let mut types: Vec<Type> = body.result_types(prev);
    types.extend(body.result_types(op));
    let loc = body.op_location(op);
    let name = body.op_name(op);
    rw.set_insertion_point(op);
    let combined = rw.create(
        OperationState::new(name, loc)
            .with_operands(&[prev_cond])
            .with_result_types(&types)
            .with_new_regions(2),
    );
    let (then_r, else_r) = (
        region(rw.body(), combined, 0),
        region(rw.body(), combined, 1),
    );
    rw.inline_region_before(region(rw.body(), prev, 0), then_r, None);
    if let (Some(src), Some(dest)) = (next_then, rw.body().entry_block(then_r)) {
        merge_yielding_blocks(rw, src, dest);
    }
    rw.inline_region_before(region(rw.body(), prev, 1), else_r, None);
    if let Some(src) = next_else {
        match rw.body().entry_block(else_r) {
            None => {
                let from = rw.body().block_parent_region(src);
                if let Some(from) = from {
                    rw.inline_region_before(from, else_r, None);
                }
            }
            Some(dest) => merge_yielding_blocks(rw, src, dest),
        }
    }
    let all: Vec<ValueId> = rw.body().results(combined).collect();
    let (prev_values, next_values) = all.split_at(prev_results.len());
    rw.replace_op(prev, prev_values);
    rw.replace_op(op, next_values);
    Ok(())
}

fn if_to_select(op: IfOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let n = body.num_results(op);
    if n == 0 {
        return Err(MatchFailure);
    }
    let cond = IfOp(op).condition(body);
    let (Some(then_block), Some(else_block)) = (entry(body, op, 0), entry(body, op, 1)) else {
        return Err(MatchFailure);
    };
    let (Some(then_yield), Some(else_yield)) = (
        terminator_of(body, then_block),
        terminator_of(body, else_block),
    ) else {
        return Err(MatchFailure);
    };
    let then_vals: Vec<ValueId> = body.operands(then_yield).collect();
    let else_vals: Vec<ValueId> = body.operands(else_yield).collect();
    let (then_region, else_region) = (region(body, op, 0), region(body, op, 1));
    let inside = |v: ValueId, r: RegionId| body.value_parent_region(v) == Some(r);
    let mut kept_types = Vec::new();
    for (&t, &e) in then_vals.iter().zip(&else_vals) {
        if inside(t, then_region) || inside(e, else_region) {
            kept_types.push(body.value_type(t));
        }
    }
    if kept_types.len() == n {
        return Err(MatchFailure);
    }
    let loc = body.op_location(op);
    let new = new_if_taking_regions(rw, op, cond, &kept_types);
    let body = rw.body();
    let (new_then, new_else) = (region(body, new, 0), region(body, new, 1));
    let mut results = Vec::with_capacity(n);
    let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
    rw.set_insertion_point(new);
    for (&t, &e) in then_vals.iter().zip(&else_vals) {
        let body = rw.body();
        if body.value_parent_region(t) == Some(new_then)
            || body.value_parent_region(e) == Some(new_else)
        {
            results.push(body.result(new, true_yields.len()));
            true_yields.push(t);
            false_yields.push(e);
        } else if t == e {
            results.push(t);
        } else {
            let ty = body.value_type(t);
            let sel = rw.create(SelectOp::build(rw.context(), loc, ty, cond, t, e));
            results.push(SelectOp(sel).result(rw.body()));
        }
    }
    replace_yield(rw, then_yield, &true_yields);
    replace_yield(rw, else_yield, &false_yields);
    rw.replace_op(op, &results);
    Ok(())
}

fn if_remove_empty_else(op: IfOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    if body.num_results(op) != 0 {
        return Err(MatchFailure);
    }
    let Some(else_block) = entry(body, op, 1) else {
        return Err(MatchFailure);
    };
    if body.first_op(else_block) != body.last_op(else_block) || body.first_op(else_block).is_none()
    {
        return Err(MatchFailure);
    }
    rw.start_op_modification(op);
    rw.finalize_op_modification(op);
    rw.erase_block(else_block);
    Ok(())
}

fn if_static_condition(op: IfOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let cond = IfOp(op).condition(rw.body());
    let Some(c) = constant_int(rw, cond) else {
        return Err(MatchFailure);
    };
    if c.width() != 1 {
        return Err(MatchFailure);
    }
    if !c.is_zero() {
        replace_op_with_region(rw, op, 0, &[]);
    } else if entry(rw.body(), op, 1).is_some() {
        replace_op_with_region(rw, op, 1, &[]);
    } else {
        rw.erase_op(op);
    }
    Ok(())
}

fn if_unused_results(op: IfOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let results: Vec<ValueId> = body.results(op).collect();
    let used: Vec<usize> = (0..results.len())
        .filter(|&i| !body.use_empty(results[i]))
        .collect();
    if used.len() == results.len() {
        return Err(MatchFailure);
    }
    let (Some(then_block), Some(else_block)) = (entry(body, op, 0), entry(body, op, 1)) else {
        return Err(MatchFailure);
    };
    let types: Vec<Type> = used.iter().map(|&i| body.value_type(results[i])).collect();
    let cond = IfOp(op).condition(body);
    let loc = body.op_location(op);
    let name = body.op_name(op);
    rw.set_insertion_point(op);
    let new = rw.create(
        OperationState::new(name, loc)
            .with_operands(&[cond])
            .with_result_types(&types)
            .with_new_regions(2),
    );
    for (i, old_block) in [(0, then_block), (1, else_block)] {
        let r = region(rw.body(), new, i);
        let dest = rw.create_block(r, None, &[]);
        rw.merge_blocks(old_block, dest, &[]);
        let Some(term) = rw.body().last_op(dest) else {
            continue;
        };
        let ops: Vec<ValueId> = rw.body().operands(term).collect();
        let kept: Vec<ValueId> = used.iter().filter_map(|&u| ops.get(u).copied()).collect();
        rw.modify_op_in_place(term, |b| b.set_operands(term, &kept));
    }
    let new_results: Vec<ValueId> = rw.body().results(new).collect();
    let mut rep = vec![filler(&new_results, cond); results.len()];
    for (k, &u) in used.iter().enumerate() {
        rep[u] = new_results[k];
    }
    rw.replace_op(op, &rep);
    Ok(())
}

// --- scf.for ---------------------------------------------------------------------------------

/// Builds an `scf.for` like `op` with `inits`; its body block has the induction variable and
/// one argument per init (located at the op), and an empty `scf.yield` when there are no
/// inits (as MLIR's builder makes it). Discardable attributes are kept.
fn new_for(rw: &mut PatternRewriter<'_>, op: OpId, inits: &[ValueId]) -> OpId {
    let ctx = rw.context();
    let body = rw.body();
    let loc = body.op_location(op);
    let name = body.op_name(op);
    let mut operands: Vec<ValueId> = body.operands(op).take(3).collect();
    operands.extend_from_slice(inits);
    let types: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
    let iv_ty = body.value_type(operands[0]);
    let mut state = OperationState::new(name, loc)
        .with_operands(&operands)
        .with_result_types(&types)
        .with_new_regions(1);
    if ForOp(op).unsigned_cmp(body) {
        state = state.with_properties(ctx.dictionary_attr(&[NamedAttribute::new(
            ctx.identifier("unsignedCmp"),
            ctx.unit_attr(),
        )]));
    }
    if let Some(a) = body.op(op).attributes() {
        state = state.with_attributes(a);
    }
    rw.set_insertion_point(op);
    let new = rw.create(state);
    let r = region(rw.body(), new, 0);
    let mut args: Vec<(Type, Location)> = vec![(iv_ty, loc)];
    args.extend(types.iter().map(|&t| (t, loc)));
    rw.create_block(r, None, &args);
    if inits.is_empty() {
        rw.create(YieldOp::build(rw.context(), loc, &[]));
    }
    rw.set_insertion_point(op);
    new
}

fn for_iter_args(op: ForOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let Some(block) = entry(body, op, 0) else {
        return Err(MatchFailure);
    };
    let Some(term) = terminator_of(body, block) else {
        return Err(MatchFailure);
    };
    if YieldOp::cast(body, term).is_none() {
        return Err(MatchFailure);
    }
    let inits = ForOp(op).init_args(body);
    let args: Vec<ValueId> = body
        .block_arguments(block)
        .iter()
        .skip(1)
        .copied()
        .collect();
    let results: Vec<ValueId> = body.results(op).collect();
    let yielded: Vec<ValueId> = body.operands(term).collect();
    if inits.len() != args.len() || args.len() != results.len() || yielded.len() != args.len() {
        return Err(MatchFailure);
    }
    let mut changed = false;
    let mut keep = Vec::with_capacity(args.len());
    // For each arg: `Some(v)` when it is replaced by `v` (block transfer and result).
    let mut transfer: Vec<Option<ValueId>> = Vec::with_capacity(args.len());
    let mut seen: FxHashMap<(ValueId, ValueId), (ValueId, ValueId)> = FxHashMap::default();
    let mut duplicates = Vec::new();
    let (mut new_inits, mut new_yields) = (Vec::new(), Vec::new());
    for i in 0..args.len() {
        let (init, arg, result, y) = (inits[i], args[i], results[i], yielded[i]);
        let forwarded = arg == y || init == y || (body.use_empty(arg) && body.use_empty(result));
        if forwarded {
            changed = true;
            keep.push(false);
            transfer.push(Some(init));
            continue;
        }
        if let Some(&(same_arg, same_result)) = seen.get(&(init, y)) {
            changed = true;
            keep.push(false);
            duplicates.push((arg, same_arg, result, same_result));
            transfer.push(Some(init));
            continue;
        }
        seen.insert((init, y), (arg, result));
        keep.push(true);
        new_inits.push(init);
        new_yields.push(y);
        transfer.push(None);
    }
    if !changed {
        return Err(MatchFailure);
    }
    for (arg, same_arg, result, same_result) in duplicates {
        rw.replace_all_uses_with(arg, same_arg);
        rw.replace_all_uses_with(result, same_result);
    }
    let new = new_for(rw, op, &new_inits);
    let body = rw.body();
    let new_block = entry(body, new, 0).expect("new loop body");
    let new_args = body.block_arguments(new_block).to_vec();
    let new_results: Vec<ValueId> = body.results(new).collect();
    let mut block_args = vec![new_args[0]];
    let mut result_values = Vec::with_capacity(results.len());
    let mut k = 0;
    for t in &transfer {
        match t {
            Some(v) => {
                block_args.push(*v);
                result_values.push(*v);
            }
            None => {
                block_args.push(new_args[1 + k]);
                result_values.push(new_results[k]);
                k += 1;
            }
        }
    }
    if new_inits.is_empty() {
        let new_yield = rw.body().last_op(new_block).expect("implicit yield");
        rw.inline_block_before(block, new_block, Some(new_yield), &block_args);
        let merged = rw.body().prev_op(new_yield).expect("merged yield");
        rw.erase_op(merged);
        rw.replace_op(op, &result_values);
        return Ok(());
    }
    rw.merge_blocks(block, new_block, &block_args);
    let merged = rw.body().last_op(new_block).expect("merged yield");
    let ops: Vec<ValueId> = rw.body().operands(merged).collect();
    let filtered: Vec<ValueId> = ops
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(v, _)| *v)
        .collect();
    replace_yield(rw, merged, &filtered);
    rw.replace_op(op, &result_values);
    Ok(())
}

/// `ub - lb` when both are constants and the difference does not overflow the type.
fn constant_trip_delta(rw: &mut PatternRewriter<'_>, op: OpId, unsigned: bool) -> Option<i128> {
    let lb = ForOp(op).lower_bound(rw.body());
    let ub = ForOp(op).upper_bound(rw.body());
    let (l, u) = (constant_int(rw, lb)?, constant_int(rw, ub)?);
    let width = l.width();
    let as_i128 = |v: &ApInt| -> Option<i128> {
        if unsigned {
            v.to_u64().map(i128::from)
        } else {
            v.to_i64().map(i128::from)
        }
    };
    let (l, u) = (as_i128(&l)?, as_i128(&u)?);
    let diff = u - l;
    let bits = width.min(64);
    if bits == 0 {
        return None;
    }
    let (min, max) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
    if unsigned {
        // Only differences representable in the bounds' type (signed) are used.
        if diff < min || diff > max {
            return None;
        }
        return Some(diff);
    }
    if diff <= 0 {
        return Some(diff);
    }
    // Signed bounds: `ub - lb` wraps in the bounds' type as mlir-opt computes it (from
    // -100 to 100 in i8 is a negative difference: no iteration).
    let span = 1i128 << bits;
    Some((diff - min).rem_euclid(span) + min)
}

fn for_trivial(op: ForOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let for_op = ForOp(op);
    let inits = for_op.init_args(body);
    if body.num_results(op) != inits.len() {
        return Err(MatchFailure);
    }
    let (lb, ub, step) = (
        for_op.lower_bound(body),
        for_op.upper_bound(body),
        for_op.step(body),
    );
    if lb == ub {
        rw.replace_op(op, &inits);
        return Ok(());
    }
    let unsigned = for_op.unsigned_cmp(body);
    // A constant step that is not positive: no iteration (as mlir-opt 22 folds it).
    if !unsigned
        && constant_int(rw, step)
            .and_then(|s| s.to_i64())
            .is_some_and(|s| s <= 0)
    {
        rw.replace_op(op, &inits);
        return Ok(());
    }
    let Some(diff) = constant_trip_delta(rw, op, unsigned) else {
        return Err(MatchFailure);
    };
    if diff == 0 || (!unsigned && diff < 0) {
        rw.replace_op(op, &inits);
        return Ok(());
    }
    let Some(step) = constant_int(rw, step).and_then(|s| s.to_i64()) else {
        return Err(MatchFailure);
    };
    if i128::from(step) >= diff {
        let mut args = vec![lb];
        args.extend_from_slice(&inits);
        replace_op_with_region(rw, op, 0, &args);
        return Ok(());
    }
    let body = rw.body();
    let Some(block) = entry(body, op, 0) else {
        return Err(MatchFailure);
    };
    let Some(term) = terminator_of(body, block) else {
        return Err(MatchFailure);
    };
    if body.first_op(block) != Some(term) {
        return Err(MatchFailure);
    }
    let yielded: Vec<ValueId> = body.operands(term).collect();
    let loop_region = region(body, op, 0);
    if yielded.len() != inits.len()
        || yielded.iter().any(|&v| {
            body.value_parent_region(v)
                .is_some_and(|r| body.region_is_ancestor(loop_region, r))
        })
    {
        return Err(MatchFailure);
    }
    rw.replace_op(op, &yielded);
    Ok(())
}

// --- scf.execute_region ----------------------------------------------------------------------

fn execute_region_inline(op: ExecuteRegionOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let r = region(body, op, 0);
    let mut blocks = body.blocks(r);
    if blocks.next().is_none() || blocks.next().is_some() {
        return Err(MatchFailure);
    }
    if ExecuteRegionOp(op).no_inline(body) {
        return Err(MatchFailure);
    }
    replace_op_with_region(rw, op, 0, &[]);
    Ok(())
}

// --- scf.index_switch ------------------------------------------------------------------------

fn index_switch_constant(op: IndexSwitchOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let arg = IndexSwitchOp(op).arg(rw.body());
    let Some(value) = constant_int(rw, arg).and_then(|v| v.to_i64()) else {
        return Err(MatchFailure);
    };
    let body = rw.body();
    let cases = crate::util::cases(body, op);
    let index = cases.iter().position(|&c| c == value).map_or(0, |i| i + 1);
    let Some(source) = entry(body, op, index) else {
        return Err(MatchFailure);
    };
    let Some(term) = terminator_of(body, source) else {
        return Err(MatchFailure);
    };
    let results: Vec<ValueId> = body.operands(term).collect();
    let Some(parent) = body.parent_block(op) else {
        return Err(MatchFailure);
    };
    rw.inline_block_before(source, parent, Some(op), &[]);
    rw.erase_op(term);
    rw.replace_op(op, &results);
    Ok(())
}

// --- Results of ops whose regions return to the op ------------------------------------------

/// The `scf.yield`s ending the blocks of `op`'s regions (for ops whose regions all return
/// to the op); `None` if a block ends with something else.
fn parent_yields(body: &Body, op: OpId) -> Option<Vec<OpId>> {
    let mut out = Vec::new();
    for &r in body.regions(op) {
        for b in body.blocks(r) {
            let t = body.last_op(b)?;
            if YieldOp::cast(body, t).is_none() {
                continue;
            }
            if body.num_operands(t) != body.num_results(op) {
                return None;
            }
            out.push(t);
        }
    }
    (!out.is_empty()).then_some(out)
}

fn forward_results<T: OpView>(op: T, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.op();
    let body = rw.body();
    let n = body.num_results(op);
    if n == 0 {
        return Err(MatchFailure);
    }
    let Some(yields) = parent_yields(body, op) else {
        return Err(MatchFailure);
    };
    let operand = |t: OpId, i: usize| body.operand(t, i);
    let results: Vec<ValueId> = body.results(op).collect();
    // A result every yield gives as the same value defined outside the op.
    for (i, &res) in results.iter().enumerate() {
        if body.use_empty(res) {
            continue;
        }
        let v = operand(yields[0], i);
        let outside = body.value_parent_region(v).is_some_and(|r| {
            !body
                .regions(op)
                .iter()
                .any(|&own| body.region_is_ancestor(own, r))
        });
        if outside && yields.iter().all(|&t| operand(t, i) == v) {
            rw.replace_all_uses_with(res, v);
            return Ok(());
        }
    }
    // A result always yielded together with an earlier one.
    for j in 0..n {
        if body.use_empty(results[j]) {
            continue;
        }
        for i in 0..j {
            if yields.iter().all(|&t| operand(t, i) == operand(t, j)) {
                let (from, to) = (results[j], results[i]);
                rw.replace_all_uses_with(from, to);
                return Ok(());
            }
        }
    }
    // Unused results.
    let keep: Vec<bool> = results.iter().map(|&r| !body.use_empty(r)).collect();
    if keep.iter().all(|&k| k) {
        return Err(MatchFailure);
    }
    let types: Vec<Type> = results
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(&r, _)| body.value_type(r))
        .collect();
    let loc = body.op_location(op);
    let name = body.op_name(op);
    let operands: Vec<ValueId> = body.operands(op).collect();
    let num_regions = body.num_regions(op) as u32;
    let mut state = OperationState::new(name, loc)
        .with_operands(&operands)
        .with_result_types(&types)
        .with_new_regions(num_regions);
    if let Some(p) = body.op(op).properties() {
        state = state.with_properties(p);
    }
    if let Some(a) = body.op(op).attributes() {
        state = state.with_attributes(a);
    }
    rw.set_insertion_point(op);
    let new = rw.create(state);
    for i in 0..num_regions as usize {
        let from = region(rw.body(), op, i);
        let to = region(rw.body(), new, i);
        rw.inline_region_before(from, to, None);
    }
    for t in yields {
        let ops: Vec<ValueId> = rw.body().operands(t).collect();
        let kept: Vec<ValueId> = ops
            .iter()
            .zip(&keep)
            .filter(|(_, k)| **k)
            .map(|(v, _)| *v)
            .collect();
        rw.modify_op_in_place(t, |b| b.set_operands(t, &kept));
    }
    let new_results: Vec<ValueId> = rw.body().results(new).collect();
    let mut rep = Vec::with_capacity(n);
    let mut k = 0;
    for &kp in &keep {
        if kp {
            rep.push(new_results[k]);
            k += 1;
        } else {
            rep.push(filler(
                &new_results,
                operands.first().copied().unwrap_or(results[0]),
            ));
        }
    }
    rw.replace_op(op, &rep);
    Ok(())
}

// --- scf.while -------------------------------------------------------------------------------

/// The parts of an `scf.while`: its before/after blocks and their terminators, when they
/// are an `scf.condition` and an `scf.yield`.
struct While {
    before: BlockId,
    after: BlockId,
    cond: OpId,
    yield_op: OpId,
}

fn while_parts(body: &Body, op: OpId) -> Option<While> {
    let before = entry(body, op, 0)?;
    let after = entry(body, op, 1)?;
    let cond = body.last_op(before)?;
    let yield_op = body.last_op(after)?;
    (ConditionOp::cast(body, cond).is_some() && YieldOp::cast(body, yield_op).is_some()).then_some(
        While {
            before,
            after,
            cond,
            yield_op,
        },
    )
}

/// Creates an `scf.while` like `op` with `types` results and `inits` operands, with two
/// empty regions, before `op`.
fn new_while(rw: &mut PatternRewriter<'_>, op: OpId, types: &[Type], inits: &[ValueId]) -> OpId {
    let body = rw.body();
    let loc = body.op_location(op);
    let name = body.op_name(op);
    rw.set_insertion_point(op);
    rw.create(
        OperationState::new(name, loc)
            .with_operands(inits)
            .with_result_types(types)
            .with_new_regions(2),
    )
}

/// What stands for an old block argument (or result) of a rebuilt `scf.while`: an argument
/// of the new block (result of the new loop), by index, or a given value.
#[derive(Clone, Copy)]
enum Slot {
    New(usize),
    Value(ValueId),
}

/// The slots for `values`: each given value stands for itself, the others take the new
/// arguments (results) in order.
fn slots_of(values: impl IntoIterator<Item = Option<ValueId>>) -> Vec<Slot> {
    let mut next = 0;
    values
        .into_iter()
        .map(|v| match v {
            Some(v) => Slot::Value(v),
            None => {
                next += 1;
                Slot::New(next - 1)
            }
        })
        .collect()
}

/// Slots taking all `n` new arguments (results) in order.
fn identity_slots(n: usize) -> Vec<Slot> {
    (0..n).map(Slot::New).collect()
}

/// How a region of a rebuilt `scf.while` is carried over to the new loop.
enum Carry {
    /// The region moves as it is.
    Inline,
    /// Its block is merged into a new block with arguments `args`; its old arguments become
    /// `slots` (one per old argument).
    Merge {
        args: Vec<(Type, Location)>,
        slots: Vec<Slot>,
    },
}

/// When the terminator of a rebuilt `scf.while` is replaced: before the new loop is created,
/// or after (mlir-opt's patterns differ, and the order decides the worklist's).
#[derive(PartialEq)]
enum TermFirst {
    Yes,
    No,
}

/// The one way the `scf.while` patterns rebuild a loop (with fewer arguments or results):
/// the terminator `term` is replaced by one with `term_operands`, a new loop with `types`
/// and `inits` is created before `op`, its regions are carried over (`before`, `after`), and
/// `op`'s results are replaced as `results` says (one slot per old result).
#[allow(clippy::too_many_arguments)]
fn rebuild_while(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    (term, term_operands): (OpId, &[ValueId]),
    term_first: TermFirst,
    (types, inits): (&[Type], &[ValueId]),
    before: Carry,
    after: Carry,
    results: &[Slot],
) {
    if term_first == TermFirst::Yes {
        replace_yield(rw, term, term_operands);
    }
    let new = new_while(rw, op, types, inits);
    let mut carried = Vec::with_capacity(2);
    for (i, carry) in [before, after].into_iter().enumerate() {
        let new_block = match &carry {
            Carry::Inline => None,
            Carry::Merge { args, .. } => {
                let r = region(rw.body(), new, i);
                Some(rw.create_block(r, None, args))
            }
        };
        carried.push((carry, new_block));
    }
    if term_first == TermFirst::No {
        replace_yield(rw, term, term_operands);
    }
    for (i, (carry, new_block)) in carried.into_iter().enumerate() {
        match (carry, new_block) {
            (Carry::Merge { slots, .. }, Some(new_block)) => {
                let old = entry(rw.body(), op, i).expect("scf.while region has a block");
                let new_args = rw.body().block_arguments(new_block).to_vec();
                let values = fill_slots(&slots, &new_args);
                rw.merge_blocks(old, new_block, &values);
            }
            _ => {
                let (from, to) = (region(rw.body(), op, i), region(rw.body(), new, i));
                rw.inline_region_before(from, to, None);
            }
        }
    }
    let new_results: Vec<ValueId> = rw.body().results(new).collect();
    let values = fill_slots(results, &new_results);
    rw.replace_op(op, &values);
}

/// The values `slots` stand for, `New` ones taken from `new`.
fn fill_slots(slots: &[Slot], new: &[ValueId]) -> Vec<ValueId> {
    slots
        .iter()
        .map(|s| match *s {
            Slot::Value(v) => v,
            Slot::New(i) => new[i],
        })
        .collect()
}

/// A before-block argument is loop invariant when the yield gives back its initial value,
/// or forwards the after-block argument that the condition fed with it (or its initial
/// value); its uses become the initial value.
fn while_invariant_before_args(op: WhileOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let Some(w) = while_parts(body, op) else {
        return Err(MatchFailure);
    };
    let inits: Vec<ValueId> = body.operands(op).collect();
    let before_args = body.block_arguments(w.before).to_vec();
    let after_args = body.block_arguments(w.after).to_vec();
    let cond_args: Vec<ValueId> = body.operands(w.cond).skip(1).collect();
    let yields: Vec<ValueId> = body.operands(w.yield_op).collect();
    if before_args.len() != inits.len() {
        return Err(MatchFailure);
    }
    let invariant = |i: usize, init: ValueId, y: ValueId| {
        if y == init {
            return true;
        }
        match after_args.iter().position(|&a| a == y) {
            Some(k) => cond_args
                .get(k)
                .is_some_and(|&c| c == before_args[i] || c == init),
            None => false,
        }
    };
    let flags: Vec<bool> = inits
        .iter()
        .zip(&yields)
        .enumerate()
        .map(|(i, (&init, &y))| invariant(i, init, y))
        .collect();
    if !flags.iter().any(|&f| f) {
        return Err(MatchFailure);
    }
    let (mut new_inits, mut new_yields, mut new_locs) = (Vec::new(), Vec::new(), Vec::new());
    for (i, (&init, &y)) in inits.iter().zip(&yields).enumerate() {
        if !flags[i] {
            new_inits.push(init);
            new_yields.push(y);
            new_locs.push(body.argument_location(w.before, i));
        }
    }
    let types: Vec<Type> = body.result_types(op);
    let args: Vec<(Type, Location)> = new_yields
        .iter()
        .map(|&v| body.value_type(v))
        .zip(new_locs)
        .collect();
    let slots = slots_of(
        inits
            .iter()
            .zip(&flags)
            .map(|(&init, &f)| f.then_some(init)),
    );
    let results = identity_slots(types.len());
    rebuild_while(
        rw,
        op,
        (w.yield_op, &new_yields),
        TermFirst::Yes,
        (&types, &new_inits),
        Carry::Merge { args, slots },
        Carry::Inline,
        &results,
    );
    Ok(())
}

/// Results unused both after the loop and in the after block are removed (with their
/// condition operands and after-block arguments).
fn while_unused_results(op: WhileOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let Some(w) = while_parts(body, op) else {
        return Err(MatchFailure);
    };
    let results: Vec<ValueId> = body.results(op).collect();
    let after_args = body.block_arguments(w.after).to_vec();
    let cond_operands: Vec<ValueId> = body.operands(w.cond).collect();
    if after_args.len() != results.len() || cond_operands.len() != results.len() + 1 {
        return Err(MatchFailure);
    }
    let keep: Vec<bool> = results
        .iter()
        .zip(&after_args)
        .map(|(&r, &a)| !(body.use_empty(r) && body.use_empty(a)))
        .collect();
    if keep.iter().all(|&k| k) {
        return Err(MatchFailure);
    }
    let loc = body.op_location(op);
    let mut new_cond_operands = vec![cond_operands[0]];
    let mut types = Vec::new();
    for (i, &k) in keep.iter().enumerate() {
        if k {
            new_cond_operands.push(cond_operands[i + 1]);
            types.push(body.value_type(results[i]));
        }
    }
    let inits: Vec<ValueId> = body.operands(op).collect();
    let args: Vec<(Type, Location)> = types.iter().map(|&t| (t, loc)).collect();
    // An unused argument or result: any value stands for it (the result for itself).
    let slots = slots_of(keep.iter().map(|&k| (!k).then_some(cond_operands[0])));
    let result_slots = slots_of(keep.iter().zip(&results).map(|(&k, &r)| (!k).then_some(r)));
    rebuild_while(
        rw,
        op,
        (w.cond, &new_cond_operands),
        TermFirst::Yes,
        (&types, &inits),
        Carry::Inline,
        Carry::Merge { args, slots },
        &result_slots,
    );
    Ok(())
}

/// Values the condition forwards from outside the before block are loop invariant: the
/// matching after-block arguments and results become those values and are removed.
fn while_invariant_yielded(op: WhileOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let Some(w) = while_parts(body, op) else {
        return Err(MatchFailure);
    };
    let cond_operands: Vec<ValueId> = body.operands(w.cond).collect();
    let args = &cond_operands[1.min(cond_operands.len())..];
    let after_args = body.block_arguments(w.after).to_vec();
    if after_args.len() != args.len() || body.num_results(op) != args.len() {
        return Err(MatchFailure);
    }
    let outside = |v: ValueId| body.value_parent_block(v) != Some(w.before);
    if !args.iter().any(|&v| outside(v)) {
        return Err(MatchFailure);
    }
    let (mut new_args, mut types, mut locs) = (vec![cond_operands[0]], Vec::new(), Vec::new());
    for (i, &v) in args.iter().enumerate() {
        if !outside(v) {
            new_args.push(v);
            types.push(body.value_type(v));
            locs.push(body.argument_location(w.after, i));
        }
    }
    let invariant: Vec<Option<ValueId>> = args.iter().map(|&v| outside(v).then_some(v)).collect();
    let inits: Vec<ValueId> = body.operands(op).collect();
    let args: Vec<(Type, Location)> = types.iter().copied().zip(locs).collect();
    let slots = slots_of(invariant.iter().copied());
    rebuild_while(
        rw,
        op,
        (w.cond, &new_args),
        TermFirst::Yes,
        (&types, &inits),
        Carry::Inline,
        Carry::Merge {
            args,
            slots: slots.clone(),
        },
        &slots,
    );
    Ok(())
}

// --- scf.if: condition propagation -----------------------------------------------------------

/// Which region of `if_op` the region `r` is (transitively) nested in: `Some(0)` for then,
/// `Some(1)` for else, `None` for neither (searching up to `end`). Answers are cached per
/// region, so that classifying every use costs time linear in the regions walked.
fn if_branch_of(
    body: &Body,
    if_op: OpId,
    r: RegionId,
    end: Option<RegionId>,
    cache: &mut FxHashMap<RegionId, Option<usize>>,
) -> Option<usize> {
    let regions = body.regions(if_op);
    let mut path = Vec::new();
    let mut cur = Some(r);
    let answer = loop {
        let Some(c) = cur else {
            break None;
        };
        if let Some(&known) = cache.get(&c) {
            break known;
        }
        if let Some(i) = regions.iter().position(|&x| x == c) {
            break Some(i);
        }
        path.push(c);
        if Some(c) == end {
            break None;
        }
        cur = body
            .region_parent_op(c)
            .and_then(|op| body.parent_region(op));
    };
    for p in path {
        cache.insert(p, answer);
    }
    answer
}

/// Uses of the condition inside the then (else) region become `arith.constant true`
/// (`false`).
fn if_condition_propagation(op: IfOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let cond = IfOp(op).condition(rw.body());
    if let Some(def) = rw.body().defining_op(cond)
        && rw.body().op_name(def).has_trait(Traits::CONSTANT_LIKE)
    {
        return Err(MatchFailure);
    }
    let body = rw.body();
    let end = body.value_parent_region(cond);
    let uses: Vec<(OpId, u32)> = body
        .uses(cond)
        .map(|u| (u.owner, u.operand_index))
        .collect();
    let mut changed = false;
    let mut constants: [Option<ValueId>; 2] = [None, None];
    let mut cache = FxHashMap::default();
    for (owner, index) in uses {
        let Some(r) = rw.body().parent_region(owner) else {
            continue;
        };
        let Some(branch) = if_branch_of(rw.body(), op, r, end, &mut cache) else {
            continue;
        };
        changed = true;
        let c = match constants[branch] {
            Some(c) => c,
            None => {
                rw.set_insertion_point(op);
                let c = bool_constant(rw, op, branch == 0);
                constants[branch] = Some(c);
                c
            }
        };
        rw.modify_op_in_place(owner, |b| b.set_operand(owner, index as usize, c));
    }
    if changed { Ok(()) } else { Err(MatchFailure) }
}

/// `arith.constant true/false` at the insertion point, located at `op`.
fn bool_constant(rw: &mut PatternRewriter<'_>, op: OpId, value: bool) -> ValueId {
    let ctx = rw.context();
    let loc = rw.body().op_location(op);
    let i1 = ctx.int_type(1);
    let attr = ctx.integer_attr(i1, ApInt::from_u64(1, value as u64));
    let c = rw.create(ConstantOp::build(ctx, loc, i1, Some(attr)));
    ConstantOp(c).result(rw.body())
}

/// Uses of after-block arguments that the condition fills with its own flag become `true`
/// (the after block only runs when it is true).
fn while_condition_truth(op: WhileOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let Some(w) = while_parts(body, op) else {
        return Err(MatchFailure);
    };
    let operands: Vec<ValueId> = body.operands(w.cond).collect();
    let after_args = body.block_arguments(w.after).to_vec();
    let Some((&flag, args)) = operands.split_first() else {
        return Err(MatchFailure);
    };
    let mut constant = None;
    let mut replaced = false;
    for (&v, &a) in args.iter().zip(&after_args) {
        if v != flag || rw.body().use_empty(a) {
            continue;
        }
        let c = match constant {
            Some(c) => c,
            None => {
                rw.set_insertion_point(op);
                let c = bool_constant(rw, op, true);
                constant = Some(c);
                c
            }
        };
        rw.replace_all_uses_with(a, c);
        replaced = true;
    }
    if replaced { Ok(()) } else { Err(MatchFailure) }
}

/// Unused before-block arguments are removed with their initial and yielded values.
fn while_unused_args(op: WhileOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let Some(w) = while_parts(body, op) else {
        return Err(MatchFailure);
    };
    let before_args = body.block_arguments(w.before).to_vec();
    if !before_args.iter().any(|&a| body.use_empty(a)) {
        return rw.notify_match_failure(op, "No args to remove");
    }
    let yields: Vec<ValueId> = body.operands(w.yield_op).collect();
    let inits: Vec<ValueId> = body.operands(op).collect();
    if yields.len() != before_args.len() || inits.len() != before_args.len() {
        return Err(MatchFailure);
    }
    let (mut new_yields, mut new_inits) = (Vec::new(), Vec::new());
    let mut erase = Vec::new();
    for (i, &a) in before_args.iter().enumerate() {
        if body.use_empty(a) {
            erase.push(i);
        } else {
            new_yields.push(yields[i]);
            new_inits.push(inits[i]);
        }
    }
    let loc = body.op_location(op);
    let types: Vec<Type> = body.result_types(op);
    let init_types: Vec<Type> = new_inits.iter().map(|&v| body.value_type(v)).collect();
    for &i in erase.iter().rev() {
        rw.erase_block_argument(w.before, i);
    }
    let merge = |types: &[Type]| Carry::Merge {
        args: types.iter().map(|&t| (t, loc)).collect(),
        slots: identity_slots(types.len()),
    };
    let results = identity_slots(types.len());
    rebuild_while(
        rw,
        op,
        (w.yield_op, &new_yields),
        TermFirst::No,
        (&types, &new_inits),
        merge(&init_types),
        merge(&types),
        &results,
    );
    Ok(())
}
