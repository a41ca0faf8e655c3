//! `scf.forall` with a dimension that runs zero times, or whose dimensions all run once
//! (MLIR's `ForallOpSingleOrZeroIterationDimsFolder`, for the cases without a device mapping:
//! a zero-trip loop is replaced by its outputs; a loop without outputs running once is
//! inlined, its induction variables replaced by the lower bounds; dimensions that run once
//! are dropped from a loop that keeps others).

use ropt_ir::{NamedAttribute, OpId, OperationState, ValueId};
use ropt_rewrite::{LogicalResult, MatchFailure, PatternRewriter};

use crate::ForallOp;
use crate::util::{constant_int_value, i64s_of};
use ropt_dialect_arith::ConstantOp;

/// One bound: a static value or an operand.
#[derive(Clone, Copy)]
enum Bound {
    Static(i64),
    Dynamic(ValueId),
}

impl Bound {
    fn constant(self, rw: &PatternRewriter<'_>) -> Option<i64> {
        match self {
            Bound::Static(v) => Some(v),
            Bound::Dynamic(v) => constant_int_value(rw.body(), v),
        }
    }
}

/// The lower bounds, upper bounds and steps of `op` (per dimension), and its outputs.
fn bounds(rw: &PatternRewriter<'_>, op: OpId) -> Option<([Vec<Bound>; 3], Vec<ValueId>)> {
    let body = rw.body();
    let f = ForallOp(op);
    let dynamic = [
        f.dynamic_lower_bound(body),
        f.dynamic_upper_bound(body),
        f.dynamic_step(body),
    ];
    let statics = [
        f.static_lower_bound_attr(body)?,
        f.static_upper_bound_attr(body)?,
        f.static_step_attr(body)?,
    ];
    let mut lists: [Vec<Bound>; 3] = Default::default();
    for (i, statics) in statics.into_iter().enumerate() {
        let mut dynamic = dynamic[i].iter();
        for s in i64s_of(statics) {
            lists[i].push(if s == i64::MIN {
                Bound::Dynamic(*dynamic.next()?)
            } else {
                Bound::Static(s)
            });
        }
    }
    Some((lists, f.outputs(body)))
}

/// The number of iterations of one dimension, when its bounds are constants.
fn trip_count(lb: i64, ub: i64, step: i64) -> Option<i64> {
    if step <= 0 {
        return None;
    }
    let diff = ub.checked_sub(lb)?;
    diff.checked_add(step)?;
    if diff <= 0 {
        return Some(0);
    }
    Some((diff + step - 1) / step)
}

pub(super) fn forall_single_or_zero_trip(
    op: ForallOp,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    if let Some(m) = ForallOp(op).mapping_attr(body)
        && !matches!(m.kind(), ropt_ir::AttributeKind::Array(a) if a.is_empty())
    {
        return Err(MatchFailure);
    }
    let ([lbs, ubs, steps], outputs) = bounds(rw, op).ok_or(MatchFailure)?;
    let mut single = Vec::with_capacity(lbs.len());
    for ((&lb, &ub), &step) in lbs.iter().zip(&ubs).zip(&steps) {
        let trips = match (lb.constant(rw), ub.constant(rw), step.constant(rw)) {
            (Some(l), Some(u), Some(s)) => trip_count(l, u, s),
            _ => None,
        };
        match trips {
            Some(0) => {
                rw.replace_op(op, &outputs);
                return Ok(());
            }
            t => single.push(t == Some(1)),
        }
    }
    if !single.iter().any(|&s| s) {
        return Err(MatchFailure);
    }
    if !single.iter().all(|&s| s) {
        return drop_single_trip_dims(rw, op, [lbs, ubs, steps], &outputs, &single);
    }
    if !outputs.is_empty() {
        return Err(MatchFailure);
    }
    let body = rw.body();
    let region = body.regions(op)[0];
    let block = body.entry_block(region).ok_or(MatchFailure)?;
    let terminator = body.last_op(block).ok_or(MatchFailure)?;
    let holds_ops = body
        .regions(terminator)
        .iter()
        .any(|&r| body.blocks(r).any(|b| body.first_op(b).is_some()));
    if holds_ops {
        return Err(MatchFailure);
    }
    let parent = body.parent_block(op).ok_or(MatchFailure)?;
    let loc = body.op_location(op);
    rw.set_insertion_point(op);
    let args: Vec<ValueId> = lbs.into_iter().map(|lb| lb_value(rw, lb, loc)).collect();
    rw.inline_block_before(block, parent, Some(op), &args);
    rw.replace_op(op, &[]);
    rw.erase_op(terminator);
    Ok(())
}

/// The value of a lower bound: its operand, or a new `arith.constant` (MLIR's
/// `getValueOrCreateConstantIndexOp`) at the insertion point, located at `loc`.
fn lb_value(rw: &mut PatternRewriter<'_>, lb: Bound, loc: ropt_ir::Location) -> ValueId {
    match lb {
        Bound::Dynamic(v) => v,
        Bound::Static(v) => {
            let ctx = rw.context();
            let index = ctx.index_type();
            let attr = ctx.int_attr(index, v);
            let c = rw.create(ConstantOp::build(ctx, loc, index, Some(attr)));
            ConstantOp(c).result(rw.body())
        }
    }
}

/// Some dimensions (`single`) run once: a loop over the others, with a copy of the body
/// whose induction variables of the dropped dimensions are the lower bounds.
fn drop_single_trip_dims(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    [lbs, ubs, steps]: [Vec<Bound>; 3],
    outputs: &[ValueId],
    single: &[bool],
) -> LogicalResult {
    let body = rw.body();
    let loc = body.op_location(op);
    let block = body.entry_block(body.regions(op)[0]).ok_or(MatchFailure)?;
    let args = body.block_arguments(block).to_vec();
    if args.len() != lbs.len() + outputs.len() {
        return Err(MatchFailure);
    }
    let mut mapping = ropt_ir::IrMapping::new();
    let mut kept: [Vec<Bound>; 3] = Default::default();
    let mut specs = Vec::with_capacity(args.len());
    rw.set_insertion_point(op);
    for (i, &s) in single.iter().enumerate() {
        if s {
            let v = lb_value(rw, lbs[i], loc);
            mapping.map_value(args[i], v);
        } else {
            kept[0].push(lbs[i]);
            kept[1].push(ubs[i]);
            kept[2].push(steps[i]);
        }
    }
    let body = rw.body();
    for (i, &a) in args.iter().enumerate() {
        if i >= single.len() || !single[i] {
            specs.push((body.value_type(a), body.argument_location(block, i)));
        }
    }
    // Operands and properties of the new loop.
    let ctx = rw.context();
    let mut operands = Vec::new();
    let mut sizes = Vec::with_capacity(4);
    let mut props = Vec::with_capacity(4);
    for (list, name) in kept
        .iter()
        .zip(["staticLowerBound", "staticUpperBound", "staticStep"])
    {
        let before = operands.len();
        let statics: Vec<i64> = list
            .iter()
            .map(|&b| match b {
                Bound::Static(v) => v,
                Bound::Dynamic(v) => {
                    operands.push(v);
                    i64::MIN
                }
            })
            .collect();
        sizes.push(operands.len() - before);
        props.push(NamedAttribute::new(
            ctx.identifier(name),
            crate::util::dense_i64s(ctx, &statics),
        ));
    }
    sizes.push(outputs.len());
    operands.extend_from_slice(outputs);
    props.push(crate::syntax::segment_sizes(ctx, &sizes));
    props.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
    let body = rw.body();
    let types: Vec<ropt_ir::Type> = body.result_types(op);
    let state = replacement_state(rw, op, &operands, &types, &props, loc);
    let new = rw.create(state);
    let region = rw.body().regions(new)[0];
    let new_block = rw.create_block(region, None, &specs);
    let new_args = rw.body().block_arguments(new_block).to_vec();
    let mut next = new_args.iter();
    for (i, &a) in args.iter().enumerate() {
        if i >= single.len() || !single[i] {
            mapping.map_value(a, *next.next().ok_or(MatchFailure)?);
        }
    }
    rw.set_insertion_point_to_end(new_block);
    let ops: Vec<OpId> = rw.body().ops(block).collect();
    for o in ops {
        rw.clone_op(o, &mut mapping);
    }
    let results: Vec<ValueId> = rw.body().results(new).collect();
    rw.replace_op(op, &results);
    Ok(())
}

/// MLIR's `ForallOpControlOperandsFolder`: dynamic bounds and steps defined by integer
/// constants become static.
pub(super) fn forall_control_operands(op: ForallOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let ([lbs, ubs, steps], outputs) = bounds(rw, op).ok_or(MatchFailure)?;
    let mut folded = false;
    let mut lists: Vec<Vec<Bound>> = Vec::with_capacity(3);
    for list in [lbs, ubs, steps] {
        let mut new = Vec::with_capacity(list.len());
        for b in list {
            match b {
                Bound::Dynamic(_) => match b.constant(rw) {
                    Some(c) => {
                        folded = true;
                        new.push(Bound::Static(c));
                    }
                    None => new.push(b),
                },
                Bound::Static(_) => new.push(b),
            }
        }
        lists.push(new);
    }
    if !folded {
        return Err(MatchFailure);
    }
    let ctx = rw.context();
    let mut operands = Vec::new();
    let mut sizes = Vec::with_capacity(4);
    let mut statics = Vec::with_capacity(3);
    for list in &lists {
        let before = operands.len();
        let mut values = Vec::with_capacity(list.len());
        for &b in list {
            match b {
                Bound::Static(v) => values.push(v),
                Bound::Dynamic(v) => {
                    values.push(i64::MIN);
                    operands.push(v);
                }
            }
        }
        sizes.push((operands.len() - before) as i32);
        statics.push(crate::util::dense_i64s(ctx, &values));
    }
    let num_results = rw.body().num_results(op) as i32;
    sizes.push(num_results);
    operands.extend_from_slice(&outputs);
    let bytes: Vec<u8> = sizes.iter().flat_map(|v| v.to_le_bytes()).collect();
    let segments = ctx.dense_array_attr(ctx.int_type(32), sizes.len(), &bytes);
    rw.modify_op_in_place(op, |b| {
        b.set_operands(op, &operands);
        for (name, value) in ["staticLowerBound", "staticUpperBound", "staticStep"]
            .into_iter()
            .zip(statics)
        {
            b.set_inherent_attr(ctx, op, name, Some(value));
        }
        b.set_inherent_attr(ctx, op, "operandSegmentSizes", Some(segments));
    });
    Ok(())
}

/// MLIR's `ForallOpIterArgsFolder`: an output whose result is unused, or whose block
/// argument no op of the `scf.forall.in_parallel` terminator writes to, is dropped; its
/// result and block argument become the output operand. The new loop (with the old one's
/// attributes) takes the old body.
pub(super) fn forall_iter_args(op: ForallOp, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let op = op.0;
    let body = rw.body();
    let results: Vec<ValueId> = body.results(op).collect();
    if results.is_empty() {
        return Err(MatchFailure);
    }
    let (_, outputs) = bounds(rw, op).ok_or(MatchFailure)?;
    let block = body.entry_block(body.regions(op)[0]).ok_or(MatchFailure)?;
    let args = body.block_arguments(block).to_vec();
    let rank = args.len().checked_sub(outputs.len()).ok_or(MatchFailure)?;
    if outputs.len() != results.len() {
        return Err(MatchFailure);
    }
    let terminator = body.last_op(block).ok_or(MatchFailure)?;
    // Ops of the terminator's region that use the output's block argument.
    let combining = |arg: ValueId| -> Vec<OpId> {
        let mut found = Vec::new();
        for &r in body.regions(terminator) {
            for b in body.blocks(r) {
                for o in body.ops(b) {
                    if body.operands(o).any(|v| v == arg) {
                        found.push(o);
                    }
                }
            }
        }
        found
    };
    let mut delete = Vec::with_capacity(results.len());
    let mut to_erase = Vec::new();
    for (i, &r) in results.iter().enumerate() {
        let ops = combining(args[rank + i]);
        let dead = body.use_empty(r) || ops.is_empty();
        if dead {
            to_erase.extend(ops);
        }
        delete.push(dead);
    }
    if !delete.iter().any(|&d| d) {
        return Err(MatchFailure);
    }
    for o in to_erase {
        rw.erase_op(o);
    }
    let body = rw.body();
    let loc = body.op_location(op);
    let ctx = rw.context();
    let f = ForallOp(op);
    let control = [
        f.dynamic_lower_bound(body),
        f.dynamic_upper_bound(body),
        f.dynamic_step(body),
    ];
    let mut new_sizes: Vec<usize> = control.iter().map(Vec::len).collect();
    let mut operands: Vec<ValueId> = control.concat();
    let kept: Vec<usize> = (0..results.len()).filter(|&i| !delete[i]).collect();
    operands.extend(kept.iter().map(|&i| outputs[i]));
    new_sizes.push(kept.len());
    let mut props: Vec<NamedAttribute> = body
        .op(op)
        .properties()
        .and_then(|p| p.as_dictionary())
        .map(|d| d.to_vec())
        .unwrap_or_default();
    props.retain(|p| p.name.as_str() != "operandSegmentSizes");
    props.push(crate::syntax::segment_sizes(ctx, &new_sizes));
    props.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
    let types: Vec<ropt_ir::Type> = kept.iter().map(|&i| body.value_type(results[i])).collect();
    let mut specs: Vec<(ropt_ir::Type, ropt_ir::Location)> = Vec::with_capacity(rank + kept.len());
    specs.extend((0..rank).map(|_| (ctx.index_type(), loc)));
    specs.extend(kept.iter().map(|&i| (body.value_type(outputs[i]), loc)));
    let state = replacement_state(rw, op, &operands, &types, &props, loc);
    rw.set_insertion_point(op);
    let new = rw.create(state);
    let region = rw.body().regions(new)[0];
    let new_block = rw.create_block(region, None, &specs);
    let new_args = rw.body().block_arguments(new_block).to_vec();
    let mut block_args: Vec<ValueId> = new_args[..rank].to_vec();
    let mut next = new_args[rank..].iter();
    for (i, &d) in delete.iter().enumerate() {
        block_args.push(if d {
            outputs[i]
        } else {
            *next.next().ok_or(MatchFailure)?
        });
    }
    rw.merge_blocks(block, new_block, &block_args);
    // Kept results come from the new loop, dropped ones are their output operand; the old
    // loop (its body moved out) is replaced, so no op is left with an empty region.
    let mut new_results = rw.body().results(new);
    let replacements: Vec<ValueId> = delete
        .iter()
        .enumerate()
        .map(|(i, &d)| {
            if d {
                Some(outputs[i])
            } else {
                new_results.next()
            }
        })
        .collect::<Option<_>>()
        .ok_or(MatchFailure)?;
    rw.replace_op(op, &replacements);
    Ok(())
}

/// The state of a `scf.forall` replacing `op`: the given operands, result types and
/// properties, one region to fill, and `op`'s discardable attributes.
fn replacement_state(
    rw: &PatternRewriter<'_>,
    op: OpId,
    operands: &[ValueId],
    types: &[ropt_ir::Type],
    props: &[NamedAttribute],
    loc: ropt_ir::Location,
) -> OperationState {
    let body = rw.body();
    let mut state = OperationState::new(body.op_name(op), loc)
        .with_operands(operands)
        .with_result_types(types)
        .with_properties(rw.context().dictionary_attr(props))
        .with_new_regions(1);
    if let Some(a) = body.op(op).attributes() {
        state = state.with_attributes(a);
    }
    state
}
