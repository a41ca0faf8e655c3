//! `-convert-scf-to-cf`: structured control flow to a CFG (MLIR's `SCFToControlFlow`).
//!
//! A partial conversion with `scf.for`, `scf.if`, `scf.while`, `scf.execute_region`,
//! `scf.index_switch`, `scf.parallel` and `scf.forall` illegal and every other op legal:
//!
//! * `scf.for`: the block is split at the loop; the body's entry block becomes the condition
//!   block (`arith.cmpi slt`, or `ult` with `unsignedCmp`, of the induction variable and the
//!   upper bound, `cf.cond_br` to the rest of the body or the block after the loop), the last
//!   body block steps the induction variable (`arith.addi`) and branches back with the
//!   yielded values; the results are the condition block's arguments after the induction
//!   variable.
//! * `scf.if`: `cf.cond_br` to the inlined then and else regions, which branch to a block
//!   taking the results as arguments (or straight to the rest of the block without results).
//! * `scf.execute_region`: a branch to the inlined region, whose yields branch to the rest of
//!   the block, which takes the results as arguments.
//! * `scf.while`: both regions inlined, the condition becomes a `cf.cond_br` to the after
//!   region or out, the after region's yield a branch back; a while whose after region only
//!   forwards its arguments (benefit 2) loops on its before region alone.
//! * `scf.index_switch`: `arith.index_cast` of the argument to `i32` and a `cf.switch` over
//!   the inlined case regions.
//! * `scf.parallel`: a nest of `scf.for` (lowered in turn), the reductions inlined at the
//!   innermost body's end.
//! * `scf.forall` without outputs: an `scf.parallel` over the same bounds (`arith.constant`s
//!   for the static ones, lower bounds first, then upper bounds, then steps) and body.

use ropt_conversion::{ConversionConfig, ConversionTarget};
use ropt_dialect_arith::{AddIOp, CmpIOp, CmpIPredicate, ConstantOp, IndexCastOp};
use ropt_dialect_cf::{BranchOp, CondBranchOp, SwitchOp};
use ropt_dialect_scf::util::i64s_of;
use ropt_dialect_scf::{
    ConditionOp, ExecuteRegionOp, ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, ReduceOp,
    ReduceReturnOp, WhileOp, YieldOp,
};
use ropt_ir::{
    Attribute, BlockId, Body, Context, Location, NamedAttribute, OpId, OperationState, RegionId,
    Type, ValueDef, ValueId,
};
use ropt_pass::{OptionKind, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions};
use ropt_rewrite::{
    FnPattern, LogicalResult, MatchFailure, PatternInfo, PatternRewriter, RewritePatternSet,
};

/// `convert-scf-to-cf`.
pub static CONVERT_SCF_TO_CF: PassInfo = PassInfo {
    argument: "convert-scf-to-cf",
    name: "SCFToControlFlowPass",
    description: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
    anchor: None,
    options: &[
        OptionSpec::new(
            "allow-pattern-rollback",
            OptionKind::Bool,
            "Experimental performance flag to disallow pattern rollback",
        )
        .default_bool(true),
        crate::TRACE_OPTION,
    ],
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(ScfToCf {
            allow_pattern_rollback: o.bool("allow-pattern-rollback"),
            trace: o.bool("trace-conversion"),
        })
    },
};

struct ScfToCf {
    allow_pattern_rollback: bool,
    trace: bool,
}

impl Pass for ScfToCf {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let mut set = RewritePatternSet::new();
        populate_scf_to_cf_patterns(ctx, &mut set);
        let patterns = set.freeze(&[], &[]);
        let mut target = ConversionTarget::new();
        target.add_illegal_ops(&[
            ForallOp::NAME,
            ForOp::NAME,
            IfOp::NAME,
            IndexSwitchOp::NAME,
            ParallelOp::NAME,
            WhileOp::NAME,
            ExecuteRegionOp::NAME,
        ]);
        target.mark_unknown_op_dynamically_legal(|_, _| Some(true));
        let config = ConversionConfig {
            allow_pattern_rollback: self.allow_pattern_rollback,
            trace: self.trace,
            ..ConversionConfig::default()
        };
        crate::run_partial_conversion(ctx, body, op, cx, &target, &patterns, config)
    }
}

type PatternFn = fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult;

/// Adds the lowering patterns of the scf ops to `set` (MLIR's
/// `populateSCFToControlFlowConversionPatterns`).
pub fn populate_scf_to_cf_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    let r = ctx.registry();
    let mut add = |root: &str, benefit, name: &str, generated: &[&str], f: PatternFn| {
        let generated: Vec<_> = generated.iter().map(|g| r.op_name(g)).collect();
        let info = PatternInfo::new(r.op_name(root), benefit, name).with_generated_ops(&generated);
        set.add(FnPattern::new(info, f));
    };
    let (br, cond_br) = (BranchOp::NAME, CondBranchOp::NAME);
    add(
        ForOp::NAME,
        1,
        "ForLowering",
        &[AddIOp::NAME, br, CmpIOp::NAME, cond_br],
        lower_for,
    );
    add(IfOp::NAME, 1, "IfLowering", &[br, cond_br], lower_if);
    add(
        ExecuteRegionOp::NAME,
        1,
        "ExecuteRegionLowering",
        &[br],
        lower_execute_region,
    );
    add(
        ParallelOp::NAME,
        1,
        "ParallelLowering",
        &[ForOp::NAME, YieldOp::NAME],
        lower_parallel,
    );
    add(
        WhileOp::NAME,
        1,
        "WhileLowering",
        &[br, cond_br],
        lower_while,
    );
    add(
        WhileOp::NAME,
        2,
        "DoWhileLowering",
        &[br, cond_br],
        lower_do_while,
    );
    add(
        IndexSwitchOp::NAME,
        1,
        "IndexSwitchLowering",
        &[IndexCastOp::NAME, SwitchOp::NAME],
        lower_index_switch,
    );
    add(
        ForallOp::NAME,
        1,
        "ForallLowering",
        &[ParallelOp::NAME],
        lower_forall,
    );
}

/// The block and op the insertion point is before (patterns start right before their op).
fn insertion_block(rw: &PatternRewriter<'_>) -> (BlockId, Option<OpId>) {
    let ip = rw
        .insertion_point()
        .expect("insertion point before the root");
    (ip.block, ip.before)
}

/// Splits the insertion block before the insertion point; returns (the block, the new one).
fn split_at_insertion_point(rw: &mut PatternRewriter<'_>) -> (BlockId, BlockId) {
    let (block, before) = insertion_block(rw);
    let op = before.expect("insertion point before the root");
    (block, rw.split_block(block, op))
}

fn parent_region(rw: &PatternRewriter<'_>, block: BlockId) -> RegionId {
    rw.body()
        .block_parent_region(block)
        .expect("block in a region")
}

/// Moves the blocks of `region` right before `before`.
fn inline_region_before(rw: &mut PatternRewriter<'_>, region: RegionId, before: BlockId) {
    let dest = parent_region(rw, before);
    rw.inline_region_before(region, dest, Some(before));
}

fn br(rw: &mut PatternRewriter<'_>, loc: Location, dest: BlockId, operands: &[ValueId]) -> OpId {
    let state = BranchOp::build(rw.context(), loc, operands, &[dest]);
    rw.create(state)
}

fn cond_br(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    cond: ValueId,
    t: (BlockId, &[ValueId]),
    f: (BlockId, &[ValueId]),
) -> OpId {
    let state = CondBranchOp::build(rw.context(), loc, cond, t.1, f.1, None, &[t.0, f.0]);
    rw.create(state)
}

fn terminator(rw: &PatternRewriter<'_>, block: BlockId) -> OpId {
    rw.body().last_op(block).expect("terminated block")
}

fn last_block(rw: &PatternRewriter<'_>, region: RegionId) -> BlockId {
    rw.body()
        .region(region)
        .last_block()
        .expect("non-empty region")
}

fn first_block(rw: &PatternRewriter<'_>, region: RegionId) -> BlockId {
    rw.body().entry_block(region).expect("non-empty region")
}

fn lower_for(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let for_op = ForOp::cast(rw.body(), op).ok_or(MatchFailure)?;
    let loc = rw.body().op_location(op);
    let (init_block, end_block) = split_at_insertion_point(rw);
    let region = for_op.region(rw.body());
    let condition_block = first_block(rw, region);
    let first_op = rw
        .body()
        .first_op(condition_block)
        .expect("loop body terminator");
    let first_body_block = rw.split_block(condition_block, first_op);
    let last_body_block = last_block(rw, region);
    inline_region_before(rw, region, end_block);
    let iv = rw.body().block_argument(condition_block, 0);

    let term = terminator(rw, last_body_block);
    rw.set_insertion_point_to_end(last_body_block);
    let step = for_op.step(rw.body());
    let ty = rw.body().value_type(iv);
    let add = AddIOp::build(rw.context(), loc, ty, iv, step, None);
    let stepped = rw.create(add);
    let mut carried = vec![rw.body().result(stepped, 0)];
    carried.extend(rw.body().operands(term));
    br(rw, loc, condition_block, &carried);
    rw.erase_op(term);

    rw.set_insertion_point_to_end(init_block);
    let mut dest = vec![for_op.lower_bound(rw.body())];
    dest.extend(for_op.init_args(rw.body()));
    br(rw, loc, condition_block, &dest);

    rw.set_insertion_point_to_end(condition_block);
    let pred = if for_op.unsigned_cmp(rw.body()) {
        CmpIPredicate::Ult
    } else {
        CmpIPredicate::Slt
    };
    let ctx = rw.context();
    let pred = ctx.int_attr(ctx.int_type(64), pred.value());
    let ub = for_op.upper_bound(rw.body());
    let cmp = CmpIOp::build(ctx, loc, ctx.int_type(1), iv, ub, Some(pred));
    let cmp = rw.create(cmp);
    let cmp = rw.body().result(cmp, 0);
    cond_br(rw, loc, cmp, (first_body_block, &[]), (end_block, &[]));

    let results: Vec<ValueId> = rw.body().block_arguments(condition_block)[1..].to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

fn lower_if(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let if_op = IfOp::cast(rw.body(), op).ok_or(MatchFailure)?;
    let loc = rw.body().op_location(op);
    let (cond_block, remaining) = split_at_insertion_point(rw);
    let result_types: Vec<Type> = rw.body().result_types(if_op.0);
    let continue_block = if result_types.is_empty() {
        remaining
    } else {
        let region = parent_region(rw, remaining);
        let args: Vec<(Type, Location)> = result_types.iter().map(|&t| (t, loc)).collect();
        let b = rw.create_block(region, Some(remaining), &args);
        br(rw, loc, remaining, &[]);
        b
    };

    let then_region = if_op.then_region(rw.body());
    let then_block = first_block(rw, then_region);
    let then_last = last_block(rw, then_region);
    let then_term = terminator(rw, then_last);
    let operands: Vec<ValueId> = rw.body().operands(then_term).collect();
    rw.set_insertion_point_to_end(then_last);
    br(rw, loc, continue_block, &operands);
    rw.erase_op(then_term);
    inline_region_before(rw, then_region, continue_block);

    let mut else_block = continue_block;
    let else_region = if_op.else_region(rw.body());
    if !rw.body().region(else_region).is_empty() {
        else_block = first_block(rw, else_region);
        let else_last = last_block(rw, else_region);
        let else_term = terminator(rw, else_last);
        let operands: Vec<ValueId> = rw.body().operands(else_term).collect();
        rw.set_insertion_point_to_end(else_last);
        br(rw, loc, continue_block, &operands);
        rw.erase_op(else_term);
        inline_region_before(rw, else_region, continue_block);
    }

    rw.set_insertion_point_to_end(cond_block);
    let cond = if_op.condition(rw.body());
    cond_br(rw, loc, cond, (then_block, &[]), (else_block, &[]));
    let results = rw.body().block_arguments(continue_block).to_vec();
    rw.replace_op(op, &results);
    Ok(())
}

fn lower_execute_region(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let exec = ExecuteRegionOp::cast(rw.body(), op).ok_or(MatchFailure)?;
    let loc = rw.body().op_location(op);
    let (cond_block, remaining) = split_at_insertion_point(rw);
    let region = exec.region(rw.body());
    rw.set_insertion_point_to_end(cond_block);
    let entry = first_block(rw, region);
    br(rw, loc, entry, &[]);
    let blocks: Vec<BlockId> = rw.body().blocks(region).collect();
    for b in blocks {
        let term = terminator(rw, b);
        if YieldOp::cast(rw.body(), term).is_some() {
            let operands: Vec<ValueId> = rw.body().operands(term).collect();
            rw.set_insertion_point_to_end(b);
            br(rw, loc, remaining, &operands);
            rw.erase_op(term);
        }
    }
    inline_region_before(rw, region, remaining);
    let results: Vec<ValueId> = exec.result_0(rw.body());
    let mut values = Vec::with_capacity(results.len());
    for r in results {
        let ty = rw.body().value_type(r);
        values.push(rw.add_block_argument(remaining, ty, loc));
    }
    rw.replace_op(op, &values);
    Ok(())
}

fn lower_while(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let while_op = WhileOp::cast(rw.body(), op).ok_or(MatchFailure)?;
    let loc = rw.body().op_location(op);
    let (current, continuation) = split_at_insertion_point(rw);
    let (before_region, after_region) = (while_op.before(rw.body()), while_op.after(rw.body()));
    let after = first_block(rw, after_region);
    let before = first_block(rw, before_region);
    let before_last = last_block(rw, before_region);
    let after_last = last_block(rw, after_region);
    inline_region_before(rw, after_region, continuation);
    inline_region_before(rw, before_region, after);

    rw.set_insertion_point_to_end(current);
    let inits = while_op.inits(rw.body());
    br(rw, loc, before, &inits);

    let cond_op = terminator(rw, before_last);
    let cond = ConditionOp::cast(rw.body(), cond_op).ok_or(MatchFailure)?;
    let args = cond.args(rw.body());
    let c = cond.condition(rw.body());
    let cond_loc = rw.body().op_location(cond_op);
    rw.set_insertion_point(cond_op);
    cond_br(rw, cond_loc, c, (after, &args), (continuation, &[]));
    rw.erase_op(cond_op);

    let yield_op = terminator(rw, after_last);
    let yielded: Vec<ValueId> = rw.body().operands(yield_op).collect();
    let yield_loc = rw.body().op_location(yield_op);
    rw.set_insertion_point(yield_op);
    br(rw, yield_loc, before, &yielded);
    rw.erase_op(yield_op);

    rw.replace_op(op, &args);
    Ok(())
}

fn lower_do_while(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let while_op = WhileOp::cast(rw.body(), op).ok_or(MatchFailure)?;
    let after_region = while_op.after(rw.body());
    let after = first_block(rw, after_region);
    let body = rw.body();
    let single = body.first_op(after).is_some() && body.first_op(after) == body.last_op(after);
    if !single {
        return rw.notify_match_failure(
            op,
            "do-while simplification applicable only if 'after' region has no payload",
        );
    }
    let y = body.first_op(after).expect("op");
    let forwards = YieldOp::cast(body, y).is_some()
        && body
            .operands(y)
            .eq(body.block_arguments(after).iter().copied());
    if !forwards {
        return rw.notify_match_failure(
            op,
            "do-while simplification applicable only to forwarding 'after' regions",
        );
    }
    let loc = rw.body().op_location(op);
    let (current, continuation) = split_at_insertion_point(rw);
    let before_region = while_op.before(rw.body());
    let before = first_block(rw, before_region);
    let before_last = last_block(rw, before_region);
    inline_region_before(rw, before_region, continuation);

    rw.set_insertion_point_to_end(current);
    let inits = while_op.inits(rw.body());
    br(rw, loc, before, &inits);

    rw.set_insertion_point_to_end(before_last);
    let cond_op = terminator(rw, before_last);
    let cond = ConditionOp::cast(rw.body(), cond_op).ok_or(MatchFailure)?;
    let args = cond.args(rw.body());
    let c = cond.condition(rw.body());
    let cond_loc = rw.body().op_location(cond_op);
    cond_br(rw, cond_loc, c, (before, &args), (continuation, &[]));
    rw.erase_op(cond_op);
    rw.replace_op(op, &args);
    Ok(())
}

fn lower_index_switch(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let switch = IndexSwitchOp::cast(rw.body(), op).ok_or(MatchFailure)?;
    let loc = rw.body().op_location(op);
    let cond_block = rw.body().parent_block(op).expect("op in a block");
    let continue_block = rw.split_block(cond_block, op);
    let mut results = Vec::new();
    for r in switch.results(rw.body()) {
        let ty = rw.body().value_type(r);
        results.push(rw.add_block_argument(continue_block, ty, loc));
    }
    let convert_region = |rw: &mut PatternRewriter<'_>, region: RegionId| {
        let block = first_block(rw, region);
        let y = terminator(rw, block);
        let operands: Vec<ValueId> = rw.body().operands(y).collect();
        let yloc = rw.body().op_location(y);
        rw.set_insertion_point(y);
        br(rw, yloc, continue_block, &operands);
        rw.erase_op(y);
        inline_region_before(rw, region, continue_block);
        block
    };
    let cases = ropt_dialect_scf::util::cases(rw.body(), op);
    let mut successors = Vec::new();
    for region in switch.case_regions(rw.body()) {
        successors.push(convert_region(rw, region));
    }
    let default_region = switch.default_region(rw.body())[0];
    let default = convert_region(rw, default_region);

    rw.set_insertion_point_to_end(cond_block);
    let ctx = rw.context();
    let i32t = ctx.int_type(32);
    let arg = switch.arg(rw.body());
    let cast = rw.create(IndexCastOp::build(ctx, loc, i32t, arg));
    let flag = rw.body().result(cast, 0);
    let values: Vec<i32> = cases.iter().map(|&c| c as i32).collect();
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    let case_values = (!values.is_empty()).then(|| {
        let ty = ctx.vector_type(&[values.len() as i64], i32t, &[false]);
        ctx.dense_raw_attr(ty, 4, &bytes)
    });
    let segments: Vec<u8> = std::iter::repeat_n(0i32, values.len())
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let segments = ctx.dense_array_attr(i32t, values.len(), &segments);
    let mut succ = vec![default];
    succ.extend(successors);
    let state = SwitchOp::build(ctx, loc, flag, &[], &[], case_values, Some(segments), &succ);
    rw.create(state);
    rw.replace_op(op, &results);
    Ok(())
}

/// Where `v` is defined: its op's location, or its block argument's.
fn value_location(body: &Body, v: ValueId) -> Location {
    match body.value_def(v) {
        ValueDef::OpResult { op, .. } => body.op_location(op),
        ValueDef::BlockArgument { block, index } => body.argument_location(block, index as usize),
    }
}

/// Creates an `scf.for` from `lb` to `ub` by `step` carrying `iter_args` at the insertion
/// point, with an `scf.yield` in its body when it carries nothing (as MLIR's builder does).
fn create_for(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    (lb, ub, step): (ValueId, ValueId, ValueId),
    iter_args: &[ValueId],
) -> OpId {
    let ctx = rw.context();
    let mut operands = vec![lb, ub, step];
    operands.extend_from_slice(iter_args);
    let types: Vec<Type> = iter_args.iter().map(|&v| rw.body().value_type(v)).collect();
    let state = OperationState::new(rw.op_name(ForOp::NAME), loc)
        .with_operands(&operands)
        .with_result_types(&types)
        .with_new_regions(1);
    let for_op = rw.create(state);
    let saved = rw.insertion_point();
    let region = rw.body().op_region(for_op, 0);
    let mut args = vec![(rw.body().value_type(lb), loc)];
    args.extend(
        iter_args
            .iter()
            .map(|&v| (rw.body().value_type(v), value_location(rw.body(), v))),
    );
    let block = rw.create_block(region, None, &args);
    if iter_args.is_empty() {
        rw.set_insertion_point_to_end(block);
        rw.create(YieldOp::build(ctx, loc, &[]));
    }
    rw.restore_insertion_point(saved);
    for_op
}

fn lower_parallel(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let par = ParallelOp::cast(rw.body(), op).ok_or(MatchFailure)?;
    let loc = rw.body().op_location(op);
    let region = par.region(rw.body());
    let par_body = first_block(rw, region);
    let reduce = terminator(rw, par_body);
    let reduce = ReduceOp::cast(rw.body(), reduce).ok_or(MatchFailure)?;
    let mut iter_args = par.init_vals(rw.body());
    let mut ivs = Vec::new();
    let mut loop_results = iter_args.clone();
    let (lbs, ubs, steps) = (
        par.lower_bound(rw.body()),
        par.upper_bound(rw.body()),
        par.step(rw.body()),
    );
    for (i, ((lb, ub), step)) in lbs.into_iter().zip(ubs).zip(steps).enumerate() {
        let for_op = create_for(rw, loc, (lb, ub, step), &iter_args);
        let block = first_block(rw, rw.body().op_region(for_op, 0));
        ivs.push(rw.body().block_argument(block, 0));
        iter_args = rw.body().block_arguments(block)[1..].to_vec();
        let results: Vec<ValueId> = rw.body().results(for_op).collect();
        if i == 0 {
            loop_results = results;
        } else if !results.is_empty() {
            let (b, _) = insertion_block(rw);
            rw.set_insertion_point_to_end(b);
            rw.create(YieldOp::build(rw.context(), loc, &results));
        }
        rw.set_insertion_point_to_start(block);
    }

    let mut yield_operands = Vec::new();
    let reductions = reduce.reductions(rw.body());
    let reduce_operands = reduce.operands(rw.body());
    for (i, r) in reductions.into_iter().enumerate() {
        let rbody = first_block(rw, r);
        let arg = iter_args[yield_operands.len()];
        let ret = terminator(rw, rbody);
        let ret_view = ReduceReturnOp::cast(rw.body(), ret).ok_or(MatchFailure)?;
        yield_operands.push(ret_view.result(rw.body()));
        rw.erase_op(ret);
        let dest = rw.body().parent_block(reduce.0).expect("reduce in a block");
        rw.inline_block_before(rbody, dest, Some(reduce.0), &[arg, reduce_operands[i]]);
    }
    rw.erase_op(reduce.0);

    let (new_body, _) = insertion_block(rw);
    match rw.body().last_op(new_body) {
        None => rw.merge_blocks(par_body, new_body, &ivs),
        Some(t) => rw.inline_block_before(par_body, new_body, Some(t), &ivs),
    }
    if !yield_operands.is_empty() {
        let (b, _) = insertion_block(rw);
        rw.set_insertion_point_to_end(b);
        rw.create(YieldOp::build(rw.context(), loc, &yield_operands));
    }
    rw.replace_op(op, &loop_results);
    Ok(())
}

fn lower_forall(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let forall = ForallOp::cast(rw.body(), op).ok_or(MatchFailure)?;
    if !forall.outputs(rw.body()).is_empty() {
        return rw.notify_match_failure(
            op,
            "only fully bufferized scf.forall ops can be lowered to scf.parallel",
        );
    }
    let loc = rw.body().op_location(op);
    let ctx = rw.context();
    let index = ctx.index_type();
    // The mixed static/dynamic bounds as values, constants made for the static ones.
    let bounds =
        |rw: &mut PatternRewriter<'_>, statics: Option<Attribute>, dynamics: Vec<ValueId>| {
            let mut dynamics = dynamics.into_iter();
            let mut out = Vec::new();
            for s in statics.map(i64s_of).unwrap_or_default() {
                if s == i64::MIN {
                    out.push(dynamics.next().expect("verified forall"));
                } else {
                    let state = ConstantOp::build(ctx, loc, index, Some(ctx.int_attr(index, s)));
                    let c = rw.create(state);
                    out.push(rw.body().result(c, 0));
                }
            }
            out
        };
    let body = rw.body();
    let (slb, sub, sst) = (
        forall.static_lower_bound_attr(body),
        forall.static_upper_bound_attr(body),
        forall.static_step_attr(body),
    );
    let (dlb, dub, dst) = (
        forall.dynamic_lower_bound(body),
        forall.dynamic_upper_bound(body),
        forall.dynamic_step(body),
    );
    let lbs = bounds(rw, slb, dlb);
    let ubs = bounds(rw, sub, dub);
    let steps = bounds(rw, sst, dst);
    let sizes = [lbs.len(), ubs.len(), steps.len(), 0];
    let bytes: Vec<u8> = sizes
        .iter()
        .flat_map(|&n| (n as i32).to_le_bytes())
        .collect();
    let segments = NamedAttribute::new(
        ctx.identifier("operandSegmentSizes"),
        ctx.dense_array_attr(ctx.int_type(32), sizes.len(), &bytes),
    );
    let operands = [lbs, ubs, steps].concat();
    let state = OperationState::new(rw.op_name(ParallelOp::NAME), loc)
        .with_operands(&operands)
        .with_properties(ctx.dictionary_attr(&[segments]))
        .with_new_regions(1);
    let par = rw.create(state);
    let region = rw.body().op_region(par, 0);
    let from = forall.region(rw.body());
    rw.inline_region_before(from, region, None);
    let block = first_block(rw, region);
    let term = terminator(rw, block);
    let term_loc = rw.body().op_location(term);
    rw.set_insertion_point(term);
    rw.create(OperationState::new(rw.op_name(ReduceOp::NAME), term_loc));
    rw.erase_op(term);
    if let Some(mapping) = forall.mapping_attr(rw.body()) {
        rw.modify_op_in_place(par, |b| b.set_attr(ctx, par, "mapping", Some(mapping)));
    }
    rw.replace_op(op, &[]);
    Ok(())
}
