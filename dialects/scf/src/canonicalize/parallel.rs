//! The `scf.parallel` canonicalizations (mlir-opt's, in its order):
//!
//! * `ParallelOpSingleOrZeroIterationDimsFolder`: a loop with a dimension that runs zero
//!   times is replaced by its initial values; dimensions that run once are dropped (their
//!   induction variables become the lower bounds); when none is left the body is inlined and
//!   each reduction is applied once to its initial value;
//! * `MergeNestedParallelLoops`: a loop whose body is only another loop (without reductions,
//!   and whose bounds do not use the outer induction variables) becomes one loop over the
//!   dimensions of both.

use ropt_ir::{BlockId, IrMapping, Location, OpId, Type, ValueId};
use ropt_rewrite::fold::constant_int;
use ropt_rewrite::{LogicalResult, MatchFailure, PatternRewriter};

use crate::{ParallelOp, ReduceOp, ReduceReturnOp};
use ropt_dialect_arith::AddIOp;

/// Adds the patterns.
pub(crate) fn parallel_patterns(ctx: &ropt_ir::Context, set: &mut ropt_rewrite::RewritePatternSet) {
    set.add_fn(
        ctx,
        "ParallelOpSingleOrZeroIterationDimsFolder",
        single_or_zero_trip,
    )
    .add_fn(ctx, "MergeNestedParallelLoops", merge_nested);
}

/// The operand groups of an `scf.parallel`: lower bounds, upper bounds, steps, inits.
struct Parallel {
    lbs: Vec<ValueId>,
    ubs: Vec<ValueId>,
    steps: Vec<ValueId>,
    inits: Vec<ValueId>,
    block: BlockId,
}

fn parts(body: &ropt_ir::Body, op: OpId) -> Option<Parallel> {
    let p = ParallelOp(op);
    let (lbs, ubs, steps, inits) = (
        p.lower_bound(body),
        p.upper_bound(body),
        p.step(body),
        p.init_vals(body),
    );
    let block = body.entry_block(p.region(body))?;
    (lbs.len() == ubs.len() && lbs.len() == steps.len()).then_some(Parallel {
        lbs,
        ubs,
        steps,
        inits,
        block,
    })
}

/// The signed integer a constant defines.
fn constant_i64(rw: &mut PatternRewriter<'_>, v: ValueId) -> Option<i64> {
    constant_int(rw, v)?.to_i64()
}

/// `ub - lb` when `ub` is `arith.addi %lb, %c` with `nsw` and a constant `c` (MLIR's
/// `computeUbMinusLb` for signed loops).
fn ub_minus_lb(rw: &mut PatternRewriter<'_>, lb: ValueId, ub: ValueId) -> Option<i64> {
    let body = rw.body();
    let add = AddIOp::cast(body, body.defining_op(ub)?)?;
    if add.lhs(body) != lb {
        return None;
    }
    let flags = add.overflow_flags_attr(body)?;
    let nsw = match flags.kind() {
        ropt_ir::AttributeKind::Opaque { data, .. } => data.contains("nsw"),
        ropt_ir::AttributeKind::Integer { value, .. } => value.to_u64().is_some_and(|v| v & 1 != 0),
        _ => false,
    };
    if !nsw {
        return None;
    }
    let rhs = add.rhs(body);
    constant_i64(rw, rhs)
}

/// The number of iterations of one dimension, when known (MLIR's `constantTripCount`,
/// signed, on 64-bit indices).
fn trip_count(
    rw: &mut PatternRewriter<'_>,
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
) -> Option<i64> {
    if lb == ub {
        return Some(0);
    }
    let step = constant_i64(rw, step);
    if let Some(s) = step
        && s <= 0
    {
        return Some(0);
    }
    let diff = match (constant_i64(rw, lb), constant_i64(rw, ub)) {
        (Some(l), Some(u)) => {
            if u <= l {
                return Some(0);
            }
            u.wrapping_sub(l)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => ub_minus_lb(rw, lb, ub)?,
    };
    if diff < 0 {
        return Some(0);
    }
    let step = step?;
    Some(diff / step + i64::from(diff % step != 0))
}

fn single_or_zero_trip(op: ParallelOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let p = parts(rw.body(), op).ok_or(MatchFailure)?;
    let ivs = rw.body().block_arguments(p.block).to_vec();
    if ivs.len() != p.lbs.len() {
        return Err(MatchFailure);
    }
    let mut mapping = IrMapping::new();
    let (mut lbs, mut ubs, mut steps, mut kept) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (i, &iv) in ivs.iter().enumerate() {
        match trip_count(rw, p.lbs[i], p.ubs[i], p.steps[i]) {
            Some(0) => {
                rw.replace_op(op, &p.inits);
                return Ok(());
            }
            Some(1) => {
                mapping.map_value(iv, p.lbs[i]);
                continue;
            }
            _ => {}
        }
        lbs.push(p.lbs[i]);
        ubs.push(p.ubs[i]);
        steps.push(p.steps[i]);
        kept.push(i);
    }
    if lbs.len() == p.lbs.len() {
        return Err(MatchFailure);
    }
    let body = rw.body();
    let ops: Vec<OpId> = body.ops(p.block).collect();
    let Some((&terminator, ops)) = ops.split_last() else {
        return Err(MatchFailure);
    };
    if lbs.is_empty() {
        // Every dimension runs once: the body, then each reduction applied to its init.
        rw.set_insertion_point(op);
        for &o in ops {
            rw.clone_op(o, &mut mapping);
        }
        let reduced: Vec<ValueId> = rw.body().operands(terminator).collect();
        let regions = rw.body().regions(terminator).to_vec();
        let mut results = Vec::with_capacity(p.inits.len());
        for (i, &r) in regions.iter().enumerate() {
            let body = rw.body();
            let block = body.entry_block(r).ok_or(MatchFailure)?;
            let args = body.block_arguments(block).to_vec();
            let (Some(&init), Some(&value)) = (p.inits.get(results.len()), reduced.get(i)) else {
                return Err(MatchFailure);
            };
            if args.len() != 2 {
                return Err(MatchFailure);
            }
            mapping.map_value(args[0], init);
            mapping.map_value(args[1], mapping.value_or_same(value));
            let reduce_ops: Vec<OpId> = body.ops(block).collect();
            let Some((&ret, reduce_ops)) = reduce_ops.split_last() else {
                return Err(MatchFailure);
            };
            for &o in reduce_ops {
                rw.clone_op(o, &mut mapping);
            }
            let v = ReduceReturnOp(ret).result(rw.body());
            results.push(mapping.value_or_same(v));
        }
        rw.replace_op(op, &results);
        return Ok(());
    }
    // A loop over the other dimensions, with a copy of the body.
    let loc = body.op_location(op);
    let types: Vec<Type> = body.result_types(op);
    let arg_specs: Vec<(Type, Location)> = kept
        .iter()
        .map(|&i| (body.value_type(ivs[i]), body.argument_location(p.block, i)))
        .collect();
    let new = create_parallel(rw, op, loc, [&lbs, &ubs, &steps, &p.inits], &types);
    let region = rw.body().regions(new)[0];
    let block = rw.create_block(region, None, &arg_specs);
    let new_args = rw.body().block_arguments(block).to_vec();
    for (&i, &a) in kept.iter().zip(&new_args) {
        mapping.map_value(ivs[i], a);
    }
    rw.set_insertion_point_to_end(block);
    let all: Vec<OpId> = rw.body().ops(p.block).collect();
    for o in all {
        rw.clone_op(o, &mut mapping);
    }
    let results: Vec<ValueId> = rw.body().results(new).collect();
    rw.replace_op(op, &results);
    Ok(())
}

/// Creates an `scf.parallel` with the operand groups `groups` and result `types` (one empty
/// region) before `op`.
fn create_parallel(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    loc: Location,
    groups: [&[ValueId]; 4],
    types: &[Type],
) -> OpId {
    let [lbs, ubs, steps, inits] = groups;
    let state = ParallelOp::build(rw.context(), loc, types, lbs, ubs, steps, inits);
    rw.set_insertion_point(op);
    rw.create(state)
}

fn merge_nested(op: ParallelOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let outer = parts(body, op).ok_or(MatchFailure)?;
    let inner_op = body.first_op(outer.block).ok_or(MatchFailure)?;
    // The body is the inner loop and the terminator.
    if body.next_op(inner_op) != body.last_op(outer.block) || body.next_op(inner_op).is_none() {
        return Err(MatchFailure);
    }
    if body.op_name(inner_op) != body.op_name(op) {
        return Err(MatchFailure);
    }
    let inner = parts(body, inner_op).ok_or(MatchFailure)?;
    let outer_ivs = body.block_arguments(outer.block).to_vec();
    let uses_iv = |vs: &[ValueId]| vs.iter().any(|v| outer_ivs.contains(v));
    if uses_iv(&inner.lbs) || uses_iv(&inner.ubs) || uses_iv(&inner.steps) {
        return Err(MatchFailure);
    }
    if !outer.inits.is_empty() || !inner.inits.is_empty() {
        return Err(MatchFailure);
    }
    let inner_ivs = body.block_arguments(inner.block).to_vec();
    let index = rw.context().index_type();
    let loc = body.op_location(op);
    let cat = |a: &[ValueId], b: &[ValueId]| [a, b].concat();
    let (lbs, ubs, steps) = (
        cat(&outer.lbs, &inner.lbs),
        cat(&outer.ubs, &inner.ubs),
        cat(&outer.steps, &inner.steps),
    );
    let inner_ops: Vec<OpId> = body.ops(inner.block).collect();
    let Some((_, inner_ops)) = inner_ops.split_last() else {
        return Err(MatchFailure);
    };
    let inner_ops = inner_ops.to_vec();
    let new = create_parallel(rw, op, loc, [&lbs, &ubs, &steps, &[]], &[]);
    // MLIR builds the body before the loop is in the IR: its ops are not notified.
    let region = rw.body().regions(new)[0];
    let specs = vec![(index, loc); lbs.len()];
    let block = rw.create_block(region, None, &specs);
    let args = rw.body().block_arguments(block).to_vec();
    let mut mapping = IrMapping::new();
    for (&from, &to) in outer_ivs.iter().chain(&inner_ivs).zip(&args) {
        mapping.map_value(from, to);
    }
    rw.set_insertion_point_to_end(block);
    for o in inner_ops {
        rw.clone_op_unnotified(o, &mut mapping);
    }
    // No operands, so no reduction regions.
    let reduce = ReduceOp::build(rw.context(), loc, &[]);
    rw.create(reduce);
    rw.replace_op(op, &[]);
    Ok(())
}
