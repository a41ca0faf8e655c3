//! The verifiers of the scf ops, with mlir-opt's messages: the op-level ones
//! (MLIR's `verify()`, run before nested ops) and the region-level ones (traits and
//! interfaces verified with regions, then `verifyRegions()`, run after nested ops).

use ropt_ir::verifier::op_error;
use ropt_ir::{Body, Context, Diagnostic, OpId, Type, ValueId};

use crate::region_branch;
use crate::util::cases;
use crate::{ConditionOp, ForOp, ForallOp, ParallelOp, ReduceOp, ReduceReturnOp, YieldOp};

/// Quotes a type as mlir-opt's diagnostics do (`'i32'`).
pub fn quoted(ty: Type) -> String {
    format!("'{}'", ropt_asm::printer::shim::type_to_string(ty))
}

fn terminator(body: &Body, op: OpId, region: usize) -> Option<OpId> {
    let rb = body.regions_body(op);
    rb.entry_block(body.regions(op)[region])
        .and_then(|b| rb.last_op(b))
}

fn entry_args(body: &Body, op: OpId, region: usize) -> Vec<ValueId> {
    let rb = body.regions_body(op);
    rb.entry_block(body.regions(op)[region])
        .map(|b| rb.block_arguments(b).to_vec())
        .unwrap_or_default()
}

// --- Op-level verifiers (MLIR's `verify()`) ----------------------------------------------

/// `scf.for`.
pub fn verify_for(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_non_empty_blocks(body, op)?;
    if body.num_operands(op).saturating_sub(3) != body.num_results(op) {
        return Err(op_error(
            body,
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    Ok(())
}

/// `scf.if`.
pub fn verify_if(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_non_empty_blocks(body, op)?;
    let rb = body.regions_body(op);
    if body.num_results(op) != 0 && rb.entry_block(body.regions(op)[1]).is_none() {
        return Err(op_error(
            body,
            op,
            "must have an else block if defining values",
        ));
    }
    Ok(())
}

/// `scf.execute_region`.
pub fn verify_execute_region(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    match rb.entry_block(body.regions(op)[0]) {
        None => Err(op_error(
            body,
            op,
            "region needs to have at least one block",
        )),
        Some(b) if rb.num_block_arguments(b) > 0 => {
            Err(op_error(body, op, "region cannot have any arguments"))
        }
        Some(_) => Ok(()),
    }
}

/// `scf.while`: the regions end with `scf.condition` and `scf.yield`.
pub fn verify_while(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    let is_condition = |t| ConditionOp::cast(rb, t).is_some();
    let is_yield = |t| YieldOp::cast(rb, t).is_some();
    for (index, is_expected, message) in [
        (
            0,
            &is_condition as &dyn Fn(OpId) -> bool,
            "expects the 'before' region to terminate with 'scf.condition'",
        ),
        (
            1,
            &is_yield,
            "expects the 'after' region to terminate with 'scf.yield'",
        ),
    ] {
        let term = terminator(body, op, index);
        if term.is_some_and(is_expected) {
            continue;
        }
        let mut diag = op_error(body, op, message);
        if let Some(t) = term {
            diag = diag.with_note(rb.op_location(t), "terminator here");
        }
        return Err(diag);
    }
    Ok(())
}

/// `scf.index_switch`: case values, and what each region yields.
pub fn verify_index_switch(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_non_empty_blocks(body, op)?;
    let values = cases(body, op);
    let num_regions = body.num_regions(op).saturating_sub(1);
    if values.len() != num_regions {
        return Err(op_error(
            body,
            op,
            format!(
                "has {num_regions} case regions but {} case values",
                values.len()
            ),
        ));
    }
    let mut seen = rustc_hash::FxHashSet::default();
    for &v in &values {
        if !seen.insert(v) {
            return Err(op_error(body, op, format!("has duplicate case value: {v}")));
        }
    }
    let rb = body.regions_body(op);
    let result_types: Vec<Type> = body.result_types(op);
    for index in 0..body.num_regions(op) {
        let name = if index == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", index - 1)
        };
        let Some(term) = terminator(body, op, index) else {
            continue;
        };
        if YieldOp::cast(rb, term).is_none() {
            return Err(op_error(
                body,
                op,
                format!(
                    "expected region to end with scf.yield, but got {}",
                    rb.op_name(term).as_str()
                ),
            ));
        }
        let n = rb.num_operands(term);
        if n != result_types.len() {
            return Err(op_error(
                body,
                op,
                format!(
                    "expected each region to return {} values, but {name} returns {n}",
                    result_types.len()
                ),
            )
            .with_note(rb.op_location(term), "see yield operation here"));
        }
        for (i, (&t, v)) in result_types.iter().zip(rb.operands(term)).enumerate() {
            let vt = rb.value_type(v);
            if vt != t {
                return Err(op_error(
                    body,
                    op,
                    format!("expected result #{i} of each region to be {}", quoted(t)),
                )
                .with_note(
                    rb.op_location(term),
                    format!("{name} returns {} here", quoted(vt)),
                ));
            }
        }
    }
    Ok(())
}

// --- Region-level verifiers --------------------------------------------------------------

/// `SingleBlockImplicitTerminator<"scf.yield">`: non-empty regions end with `scf.yield`.
fn verify_implicit_terminator(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    for index in 0..body.num_regions(op) {
        let Some(term) = terminator(body, op, index) else {
            continue;
        };
        let rb = body.regions_body(op);
        let name = rb.op_name(term);
        if YieldOp::cast(rb, term).is_none() {
            return Err(op_error(
                body,
                op,
                format!(
                    "expects regions to end with 'scf.yield', found '{}'",
                    name.as_str()
                ),
            )
            .with_note(
                body.op_location(op),
                "in custom textual format, the absence of terminator implies 'scf.yield'",
            ));
        }
    }
    Ok(())
}

/// `LoopLikeOpInterface`: inits, region iteration arguments, yielded values and loop
/// results agree in number and type.
#[allow(clippy::too_many_arguments)]
fn verify_loop_like(
    body: &Body,
    op: OpId,
    missing_iv: bool,
    inits: &[ValueId],
    iter_args: &[ValueId],
    yielded: &[ValueId],
    results: Option<&[ValueId]>,
) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    let err = |msg: String| Err(op_error(body, op, msg));
    if inits.len() != iter_args.len() || missing_iv {
        // Without an induction variable, mlir-opt counts -1 region iter_args (as unsigned).
        let count = if missing_iv {
            u64::MAX
        } else {
            iter_args.len() as u64
        };
        return err(format!(
            "different number of inits and region iter_args: {} != {count}",
            inits.len(),
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return err(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        ));
    }
    if let Some(results) = results
        && results.len() != iter_args.len()
    {
        return err(format!(
            "different number of loop results and region iter_args: {} != {}",
            results.len(),
            iter_args.len()
        ));
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        let (ti, ta) = (body.value_type(init), rb.value_type(arg));
        if ti != ta {
            return err(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {} != {}",
                quoted(ti),
                quoted(ta)
            ));
        }
        if let Some(&y) = yielded.get(i) {
            let ty = rb.value_type(y);
            if ta != ty {
                return err(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {} != {}",
                    quoted(ta),
                    quoted(ty)
                ));
            }
        }
    }
    if let Some(results) = results {
        for (i, (&arg, &res)) in iter_args.iter().zip(results).enumerate() {
            let (ta, tr) = (rb.value_type(arg), body.value_type(res));
            if ta != tr {
                return err(format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: {} != {}",
                    quoted(ta),
                    quoted(tr)
                ));
            }
        }
    }
    Ok(())
}

fn yielded_values(body: &Body, op: OpId, region: usize) -> Vec<ValueId> {
    let rb = body.regions_body(op);
    match terminator(body, op, region) {
        Some(t) => YieldOp::cast(rb, t)
            .map(|y| y.results(rb))
            .unwrap_or_default(),
        None => Vec::new(),
    }
}

/// `scf.for`: LoopLike, RegionBranch, the implicit terminator, then `verifyRegions()`.
pub fn verify_for_regions(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let args = entry_args(body, op, 0);
    let inits: Vec<ValueId> = body.operands(op).skip(3).collect();
    let results: Vec<ValueId> = body.results(op).collect();
    let yielded = yielded_values(body, op, 0);
    verify_loop_like(
        body,
        op,
        args.is_empty(),
        &inits,
        args.get(1..).unwrap_or(&[]),
        &yielded,
        Some(&results),
    )?;
    region_branch::verify(body, op)?;
    verify_implicit_terminator(body, op)?;
    let lb_ty = body.value_type(ForOp(op).lower_bound(body));
    let rb = body.regions_body(op);
    if args.first().is_none_or(|&iv| rb.value_type(iv) != lb_ty) {
        return Err(op_error(
            body,
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    Ok(())
}

/// `scf.if`: RegionBranch, then the implicit terminator.
pub fn verify_if_regions(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    region_branch::verify(body, op)?;
    verify_implicit_terminator(body, op)
}

/// `scf.index_switch`: the implicit terminator, then RegionBranch.
pub fn verify_index_switch_regions(
    _ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    verify_implicit_terminator(body, op)?;
    region_branch::verify(body, op)
}

/// `scf.execute_region`: RegionBranch.
pub fn verify_execute_region_regions(
    _ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    region_branch::verify(body, op)
}

/// `scf.while`: RegionBranch, then LoopLike (without loop results).
pub fn verify_while_regions(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    region_branch::verify(body, op)?;
    let inits: Vec<ValueId> = body.operands(op).collect();
    let args = entry_args(body, op, 0);
    let yielded = yielded_values(body, op, 1);
    verify_loop_like(body, op, false, &inits, &args, &yielded, None)
}

/// The `SingleBlock` trait's check of ops whose regions need a terminator: no region has an
/// empty block.
fn verify_non_empty_blocks(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    for &r in body.regions(op) {
        if let Some(b) = rb.entry_block(r)
            && rb.first_op(b).is_none()
        {
            return Err(op_error(body, op, "expects a non-empty block"));
        }
    }
    Ok(())
}

/// `scf.parallel`.
pub fn verify_parallel(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_non_empty_blocks(body, op)?;
    let sizes = body
        .inherent_attr(op, "operandSegmentSizes")
        .map(crate::util::i32s_of)
        .unwrap_or_default();
    let n = |i: usize| sizes.get(i).copied().unwrap_or(0).max(0) as usize;
    let num_steps = n(2);
    if num_steps == 0 {
        return Err(op_error(
            body,
            op,
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    let steps: Vec<ValueId> = body
        .operands(op)
        .skip(n(0) + n(1))
        .take(num_steps)
        .collect();
    for s in steps {
        if crate::util::constant_int_value(body, s).is_some_and(|c| c <= 0) {
            return Err(op_error(body, op, "constant step operand must be positive"));
        }
    }
    let rb = body.regions_body(op);
    let args = entry_args(body, op, 0);
    if args.len() != num_steps {
        return Err(op_error(
            body,
            op,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {num_steps}",
                args.len()
            ),
        ));
    }
    if args.iter().any(|&a| !rb.value_type(a).is_index()) {
        return Err(op_error(
            body,
            op,
            "expects arguments for the induction variable to be of index type",
        ));
    }
    let term = terminator(body, op, 0);
    let Some(reduce) = term.filter(|&t| ReduceOp::cast(rb, t).is_some()) else {
        let mut diag = op_error(body, op, "expects body to terminate with 'scf.reduce'");
        if let Some(t) = term {
            diag = diag.with_note(rb.op_location(t), "terminator here");
        }
        return Err(diag);
    };
    let results: Vec<ValueId> = body.results(op).collect();
    let reductions = rb.num_regions(reduce);
    if results.len() != reductions {
        return Err(op_error(
            body,
            op,
            format!(
                "expects number of results: {} to be the same as number of reductions: {reductions}",
                results.len()
            ),
        ));
    }
    if results.len() != n(3) {
        return Err(op_error(
            body,
            op,
            format!(
                "expects number of results: {} to be the same as number of initial values: {}",
                results.len(),
                n(3)
            ),
        ));
    }
    for (i, (&r, v)) in results.iter().zip(rb.operands(reduce)).enumerate() {
        let (rt, vt) = (body.value_type(r), rb.value_type(v));
        if rt != vt {
            return Err(op_error(
                rb,
                reduce,
                format!(
                    "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
                    quoted(vt),
                    quoted(rt)
                ),
            ));
        }
    }
    Ok(())
}

/// `scf.reduce`: one well-formed region per operand.
pub fn verify_reduce_regions(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let operands: Vec<ValueId> = body.operands(op).collect();
    let regions = body.num_regions(op);
    if regions != operands.len() {
        return Err(op_error(
            body,
            op,
            format!(
                "expects number of reduction regions: {regions} to be the same as number of reduction operands: {}",
                operands.len()
            ),
        ));
    }
    let rb = body.regions_body(op);
    for (i, &v) in operands.iter().enumerate() {
        let ty = body.value_type(v);
        let Some(block) = rb.entry_block(body.regions(op)[i]) else {
            continue;
        };
        let Some(last) = rb.last_op(block) else {
            return Err(op_error(
                body,
                op,
                format!("{i}-th reduction has an empty body"),
            ));
        };
        let args = rb.block_arguments(block);
        if args.len() != 2 || args.iter().any(|&a| rb.value_type(a) != ty) {
            return Err(op_error(
                body,
                op,
                format!(
                    "expected two block arguments with type {} in the {i}-th reduction region",
                    quoted(ty)
                ),
            ));
        }
        if ReduceReturnOp::cast(rb, last).is_none() {
            return Err(op_error(
                body,
                op,
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        }
    }
    Ok(())
}

/// `scf.reduce.return`: returns the type of the reduction's arguments.
pub fn verify_reduce_return(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(block) = body.parent_block(op) else {
        return Ok(());
    };
    let Some(&arg) = body.block_arguments(block).first() else {
        return Ok(());
    };
    let expected = body.value_type(arg);
    let ty = body.value_type(ReduceReturnOp(op).result(body));
    if expected != ty {
        return Err(op_error(
            body,
            op,
            format!(
                "must have type {} (the type of the reduction inputs)",
                quoted(expected)
            ),
        ));
    }
    Ok(())
}

/// `scf.forall`: outputs, region arguments, and the bound lists.
pub fn verify_forall(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_non_empty_blocks(body, op)?;
    use crate::util::{i32s_of, i64s_of};
    let sizes = body
        .inherent_attr(op, "operandSegmentSizes")
        .map(i32s_of)
        .unwrap_or_default();
    let n = |i: usize| sizes.get(i).copied().unwrap_or(0).max(0) as usize;
    let list = |name: &str| {
        body.inherent_attr(op, name)
            .map(i64s_of)
            .unwrap_or_default()
    };
    let rank = list("staticLowerBound").len();
    let num_outs = n(3);
    let outs: Vec<ValueId> = body.operands(op).skip(n(0) + n(1) + n(2)).collect();
    if body.num_results(op) != num_outs {
        return Err(op_error(
            body,
            op,
            format!(
                "produces {} results, but has only {num_outs} outputs",
                body.num_results(op)
            ),
        ));
    }
    let rb = body.regions_body(op);
    let args = entry_args(body, op, 0);
    if args.len() != rank + num_outs {
        return Err(op_error(
            body,
            op,
            format!("region expects {rank} arguments"),
        ));
    }
    for (i, &a) in args.iter().take(rank).enumerate() {
        if !rb.value_type(a).is_index() {
            return Err(op_error(
                body,
                op,
                format!("expects {i}-th block argument to be an index"),
            ));
        }
    }
    for (i, (&a, &o)) in args[rank..].iter().zip(&outs).enumerate() {
        if rb.value_type(a) != body.value_type(o) {
            return Err(op_error(
                body,
                op,
                format!("type mismatch between {i}-th output and corresponding block argument"),
            ));
        }
    }
    // A non-empty mapping names one device dimension per loop.
    if let Some(mapping) = ForallOp(op).mapping_attr(body).and_then(|a| a.as_array())
        && !mapping.is_empty()
        && mapping.len() != rank
    {
        return Err(op_error(
            body,
            op,
            "mapping attribute size must match op rank",
        ));
    }
    for (what, name, seg) in [
        ("lower bound", "staticLowerBound", 0),
        ("upper bound", "staticUpperBound", 1),
        ("step", "staticStep", 2),
    ] {
        let statics = list(name);
        if statics.len() != rank {
            return Err(Diagnostic::error(
                body.op_location(op),
                format!("expected {rank} {what} values, got {}", statics.len()),
            ));
        }
        let dynamic = statics.iter().filter(|&&v| v == i64::MIN).count();
        if dynamic != n(seg) {
            return Err(Diagnostic::error(
                body.op_location(op),
                format!("expected {dynamic} dynamic {what} values"),
            ));
        }
    }
    Ok(())
}

/// `scf.forall.in_parallel`: only ops combining into the shared outputs (none are known
/// here: the region must be empty).
pub fn verify_in_parallel(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    if let Some(block) = rb.entry_block(body.regions(op)[0])
        && rb.first_op(block).is_some()
    {
        return Err(op_error(
            body,
            op,
            "expected only ParallelCombiningOpInterface ops",
        ));
    }
    Ok(())
}

/// `scf.reduce`: its parent is an `scf.parallel` (`HasParent`).
pub fn verify_reduce(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body
        .parent_op(op)
        .is_some_and(|p| ParallelOp::cast(body, p).is_some())
    {
        return Ok(());
    }
    Err(op_error(body, op, "expects parent op 'scf.parallel'"))
}
