//! The dialect conversion test passes (MLIR's `mlir/test/lib/Dialect/Test/TestPatterns.cpp`),
//! each a conversion of the op it runs on:
//!
//! * `test-legalize-unknown-root-patterns`: the `test` dialect is illegal; one pattern that
//!   may match any op erases the `test` ops (partial conversion). A used result of an erased
//!   op is an error at the end unless its users go too.
//! * `test-remapped-value`: a full conversion where `test.type_producer` and
//!   `test.type_consumer` are legal on `f64` only and `test.one_variadic_out_one_variadic_in1`
//!   with more than one operand: a producer of `f32` becomes one of `f64`, a consumer takes
//!   its remapped operand once that is an `f64`, a one-operand variadic op is rebuilt with
//!   its remapped operand twice, and `test.remapped_value_region` is inlined into its block,
//!   its results replaced by the remapped operands of its terminator (`f32` seen as `f64`).
//! * `test-target-materialization-with-no-uses`: `test.type_changer` is illegal and replaced
//!   by its remapped operand, with `i16` converted to `i64` and `test.cast` as the target
//!   materialization (partial conversion).
//! * `test-merge-blocks`: `test.merge_blocks` is legal with one block, `test.br` only inside
//!   one, `test.SingleBlockImplicitTerminator` only outside another: the two blocks of a
//!   `test.merge_blocks` are merged (the branch's operands replacing the second block's
//!   arguments), `test.undo_blocks_merge` is merged after a `test.illegal_op_f` is put in
//!   its second block (so the merge is undone), and a nested
//!   `test.SingleBlockImplicitTerminator` is inlined into its parent. A remark reports each
//!   op left unlegalized (in the order the driver met them; mlir-opt's order is that of a
//!   pointer set), and the pass never fails.
//!
//! * `test-legalize-patterns` (`legalize.rs`): MLIR's legalization test driver.
//! * `test-legalize-type-conversion` (`type_conversion.rs`): MLIR's type conversion test
//!   driver (conversions, source materializations and their diagnostics).
//! * `test-convert-scf-to-cf-greedy` (ropt's own): `-convert-scf-to-cf`'s patterns through
//!   the greedy driver, for the driver comparison of `bench/pass/conversion-drivers.sh`.
//!
//! The other passes fail when the conversion fails.

mod fold;
mod legalize;
mod type_conversion;

use std::sync::Arc;

use ropt_conversion::{
    ConversionConfig, ConversionMode, ConversionTarget, FnConversionPattern, TypeConverter,
    add_conversion_pattern, remapped_operands, replace_op_with_multiple, run_in_pass,
};
use ropt_ir::types::FloatKind;
use ropt_ir::{BlockId, Body, Context, OpId, Type, ValueId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};
use ropt_rewrite::{FnPattern, LogicalResult, PatternInfo, PatternRewriter, RewritePatternSet};

use crate::{
    BranchOp, CastOp, FinishOp, MergeBlocksOp, OneVResOneVOperandOp1Op, RemappedValueRegionOp,
    ReturnOp, SingleBlockImplicitTerminatorOp, TypeChangerOp, TypeConsumerOp, TypeProducerOp,
};

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_LEGALIZE_UNKNOWN_ROOT_PATTERNS);
    registry.register(&TEST_REMAPPED_VALUE);
    registry.register(&TEST_TARGET_MATERIALIZATION_WITH_NO_USES);
    registry.register(&TEST_MERGE_BLOCKS);
    registry.register(&legalize::TEST_LEGALIZE_PATTERNS);
    registry.register(&type_conversion::TEST_LEGALIZE_TYPE_CONVERSION);
    registry.register(&TEST_CONVERT_SCF_TO_CF_GREEDY);
}

/// `test-convert-scf-to-cf-greedy` (ropt's own, for `bench/pass/conversion-drivers.sh`):
/// `-convert-scf-to-cf`'s patterns applied by the greedy driver instead of the conversion
/// driver, to compare the two drivers on the same patterns.
pub static TEST_CONVERT_SCF_TO_CF_GREEDY: PassInfo = PassInfo {
    argument: "test-convert-scf-to-cf-greedy",
    name: "TestConvertSCFToCFGreedy",
    description: "Apply the SCF to ControlFlow patterns with the greedy driver",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(Converting(scf_to_cf_greedy)),
};

fn scf_to_cf_greedy(ctx: &Context, body: &mut Body, op: OpId, cx: &mut PassContext<'_>) -> bool {
    let Some(body) = body.nested_body_mut(op) else {
        return true;
    };
    let mut set = RewritePatternSet::new();
    ropt_lowering::scf_to_cf::populate_scf_to_cf_patterns(ctx, &mut set);
    let patterns = set.freeze(&[], &[]);
    super::pdl::apply_greedily(ctx, body, &patterns, cx.parallel());
    true
}

/// A pass that runs `f` (a conversion) on its op.
struct Converting(fn(&Context, &mut Body, OpId, &mut PassContext<'_>) -> bool);

impl Pass for Converting {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        if (self.0)(ctx, body, op, cx) {
            Ok(())
        } else {
            Err(PassFailure)
        }
    }
}

macro_rules! conversion_pass {
    ($static:ident, $arg:literal, $name:literal, $desc:literal, $f:path) => {
        anonymous_pass!($static, $arg, $name, $desc, |_: &PassOptions| Box::new(
            Converting($f)
        ));
    };
}

conversion_pass!(
    TEST_LEGALIZE_UNKNOWN_ROOT_PATTERNS,
    "test-legalize-unknown-root-patterns",
    "TestUnknownRootOpDriver",
    "Test public remapped value mechanism in ConversionPatternRewriter",
    unknown_root
);

conversion_pass!(
    TEST_REMAPPED_VALUE,
    "test-remapped-value",
    "TestRemappedValue",
    "Test public remapped value mechanism in ConversionPatternRewriter",
    remapped_value
);

conversion_pass!(
    TEST_TARGET_MATERIALIZATION_WITH_NO_USES,
    "test-target-materialization-with-no-uses",
    "TestTargetMaterializationWithNoUses",
    "Test a special case of target materialization in DialectConversion",
    target_materialization_with_no_uses
);

conversion_pass!(
    TEST_MERGE_BLOCKS,
    "test-merge-blocks",
    "TestMergeBlocksPatternDriver",
    "Test Merging operation in ConversionPatternRewriter",
    merge_blocks
);

/// Runs the conversion; true on success.
fn convert(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    cx: &mut PassContext<'_>,
    target: &ConversionTarget,
    set: RewritePatternSet,
    mode: ConversionMode,
) -> bool {
    let patterns = set.freeze(&[], &[]);
    let config = ConversionConfig::default();
    !run_in_pass(ctx, body, op, cx, target, &patterns, config, mode).0
}

fn unknown_root(ctx: &Context, body: &mut Body, op: OpId, cx: &mut PassContext<'_>) -> bool {
    let mut set = RewritePatternSet::new();
    let info = PatternInfo::any_op(1, "RemoveTestDialectOps");
    let erase_test_ops = |op: OpId, rw: &mut PatternRewriter<'_>| -> LogicalResult {
        if rw.body().op_name(op).dialect() != "test" {
            return Err(ropt_rewrite::MatchFailure);
        }
        rw.erase_op(op);
        Ok(())
    };
    set.add(FnPattern::new(info, erase_test_ops));
    let mut target = ConversionTarget::new();
    target.add_illegal_dialects(&["test"]);
    convert(ctx, body, op, cx, &target, set, ConversionMode::Partial)
}

/// The one remapped value of a pattern whose op has one operand mapped 1:1, else no match.
fn single_operand(operands: &[Vec<ValueId>]) -> Result<ValueId, ropt_rewrite::MatchFailure> {
    match operands {
        [v] => match v.as_slice() {
            [v] => Ok(*v),
            _ => Err(ropt_rewrite::MatchFailure),
        },
        _ => Err(ropt_rewrite::MatchFailure),
    }
}

/// What a test conversion pattern does: the op, its remapped operands, the rewriter.
type ConvertFn = fn(OpId, &[Vec<ValueId>], &mut PatternRewriter<'_>) -> LogicalResult;

/// Adds a conversion pattern rooted at `root` with benefit 1.
fn add(
    ctx: &Context,
    set: &mut RewritePatternSet,
    root: &str,
    name: &str,
    converter: Option<&Arc<TypeConverter>>,
    f: fn(OpId, &[Vec<ValueId>], &mut PatternRewriter<'_>) -> LogicalResult,
) {
    let info = PatternInfo::new(ctx.registry().op_name(root), 1, name);
    let converter = converter.cloned();
    add_conversion_pattern(set, FnConversionPattern::new(info, converter, f));
}

fn remapped_value(ctx: &Context, body: &mut Body, op: OpId, cx: &mut PassContext<'_>) -> bool {
    // f32 becomes f64; every other type stays.
    let mut converter = TypeConverter::new();
    converter.add_type_conversion(Some);
    let f64_type = ctx.f64_type();
    converter.add_type_conversion(move |t: Type| is_float(t, FloatKind::F32).then_some(f64_type));
    let converter = Arc::new(converter);
    let mut set = RewritePatternSet::new();
    add(
        ctx,
        &mut set,
        OneVResOneVOperandOp1Op::NAME,
        "OneVResOneVOperandOp1Converter",
        None,
        |op, operands, rw| {
            // The one operand, remapped, twice.
            let v = &single_operand(operands)?;
            let types: Vec<Type> = rw.body().result_types(op);
            let loc = rw.body().op_location(op);
            let state = OneVResOneVOperandOp1Op::build(rw.context(), loc, &types, &[*v, *v]);
            let new = rw.create(state);
            let results: Vec<Vec<ValueId>> = rw.body().results(new).map(|r| vec![r]).collect();
            replace_op_with_multiple(rw, op, &results);
            Ok(())
        },
    );
    add(
        ctx,
        &mut set,
        TypeProducerOp::NAME,
        "TestChangeProducerTypeF32ToF64",
        None,
        |op, _, rw| {
            let producer = TypeProducerOp(op);
            if !is_float(
                rw.body().value_type(producer.result_0(rw.body())),
                FloatKind::F32,
            ) {
                return Err(ropt_rewrite::MatchFailure);
            }
            let loc = rw.body().op_location(op);
            let state = TypeProducerOp::build(rw.context(), loc, rw.context().f64_type());
            let new = rw.create(state);
            let value = rw.body().result(new, 0);
            replace_op_with_multiple(rw, op, &[vec![value]]);
            Ok(())
        },
    );
    add(
        ctx,
        &mut set,
        TypeConsumerOp::NAME,
        "TestUpdateConsumerType",
        None,
        |op, operands, rw| {
            // Only once the operand is remapped to an f64.
            let v = &single_operand(operands)?;
            if !is_float(rw.body().value_type(*v), FloatKind::F64) {
                return Err(ropt_rewrite::MatchFailure);
            }
            let loc = rw.body().op_location(op);
            let state = TypeConsumerOp::build(rw.context(), loc, *v);
            rw.create(state);
            replace_op_with_multiple(rw, op, &[]);
            Ok(())
        },
    );
    add(
        ctx,
        &mut set,
        RemappedValueRegionOp::NAME,
        "TestRemapValueInRegion",
        Some(&converter),
        |op, _, rw| {
            let region = RemappedValueRegionOp(op).body(rw.body());
            let Some(block) = rw.body().entry_block(region) else {
                return Err(ropt_rewrite::MatchFailure);
            };
            let Some(terminator) = rw.body().last_op(block) else {
                return Err(ropt_rewrite::MatchFailure);
            };
            let parent = rw.body().parent_block(op).expect("op in a block");
            let rest = rw.split_block(parent, op);
            rw.merge_blocks(block, parent, &[]);
            rw.merge_blocks(rest, parent, &[]);
            let converter = rw_converter(rw);
            let Some(values) = remapped_operands(rw, terminator, converter.as_ref()) else {
                return Err(ropt_rewrite::MatchFailure);
            };
            rw.erase_op(terminator);
            replace_op_with_multiple(rw, op, &values);
            Ok(())
        },
    );
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&["builtin.module", "func.func", ReturnOp::NAME]);
    target.add_dynamically_legal_op(TypeProducerOp::NAME, |b, o| {
        Some(is_float(b.value_type(b.result(o, 0)), FloatKind::F64))
    });
    target.add_dynamically_legal_op(TypeConsumerOp::NAME, |b, o| {
        Some(is_float(
            b.value_type(TypeConsumerOp(o).value(b)),
            FloatKind::F64,
        ))
    });
    target.add_dynamically_legal_op(OneVResOneVOperandOp1Op::NAME, |b, o| {
        Some(b.num_operands(o) > 1)
    });
    convert(ctx, body, op, cx, &target, set, ConversionMode::Full)
}

/// The type converter of the pattern being applied.
fn rw_converter(rw: &mut PatternRewriter<'_>) -> Option<Arc<TypeConverter>> {
    ropt_conversion::pattern::current_type_converter(rw)
}

fn is_float(t: Type, kind: FloatKind) -> bool {
    t.float_kind() == Some(kind)
}

fn target_materialization_with_no_uses(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    cx: &mut PassContext<'_>,
) -> bool {
    let mut converter = TypeConverter::new();
    converter.add_type_conversion(Some);
    let i64_type = ctx.i64_type();
    converter.add_type_conversion(move |t: Type| {
        t.int_info()
            .is_some_and(|(w, _)| w == 16)
            .then_some(i64_type)
    });
    converter.add_target_materialization(|rw, types, inputs, loc| {
        let [ty] = types else { return None };
        let state = CastOp::build(rw.context(), loc, *ty, inputs);
        let cast = rw.create(state);
        Some(vec![rw.body().result(cast, 0)])
    });
    let converter = Arc::new(converter);
    let mut set = RewritePatternSet::new();
    add(
        ctx,
        &mut set,
        TypeChangerOp::NAME,
        "ForwardOperandPattern",
        Some(&converter),
        |op, operands, rw| {
            replace_op_with_multiple(rw, op, operands);
            Ok(())
        },
    );
    let mut target = ConversionTarget::new();
    target.add_illegal_ops(&[TypeChangerOp::NAME]);
    convert(ctx, body, op, cx, &target, set, ConversionMode::Partial)
}

/// The first two blocks of `region` and the first one's terminator.
fn two_blocks(body: &Body, region: ropt_ir::RegionId) -> Option<(BlockId, BlockId, OpId)> {
    let first = body.entry_block(region)?;
    let second = body.next_block(first)?;
    Some((first, second, body.last_op(first)?))
}

/// Erases the terminator of the first block and merges the second into it, the terminator's
/// operands replacing the second block's arguments.
fn merge_first_blocks(rw: &mut PatternRewriter<'_>, first: BlockId, second: BlockId, branch: OpId) {
    let args: Vec<ValueId> = rw.body().operands(branch).collect();
    rw.erase_op(branch);
    rw.merge_blocks(second, first, &args);
}

/// True if an op enclosing `op` (in its body) is named `name`.
fn has_ancestor(body: &Body, op: OpId, name: &str) -> bool {
    let mut cur = body.parent_op(op);
    while let Some(p) = cur {
        if body.op_name(p).as_str() == name {
            return true;
        }
        cur = body.parent_op(p);
    }
    false
}

fn merge_blocks(ctx: &Context, body: &mut Body, op: OpId, cx: &mut PassContext<'_>) -> bool {
    let mut set = RewritePatternSet::new();
    add(
        ctx,
        &mut set,
        MergeBlocksOp::NAME,
        "TestMergeBlock",
        None,
        |op, _, rw| {
            let region = MergeBlocksOp(op).body(rw.body());
            let Some((first, second, branch)) = two_blocks(rw.body(), region) else {
                return Err(ropt_rewrite::MatchFailure);
            };
            merge_first_blocks(rw, first, second, branch);
            rw.modify_op_in_place(op, |_| {});
            Ok(())
        },
    );
    add(
        ctx,
        &mut set,
        "test.undo_blocks_merge",
        "TestUndoBlocksMerge",
        None,
        |op, _, rw| {
            let Some(&region) = rw.body().regions(op).first() else {
                return Err(ropt_rewrite::MatchFailure);
            };
            let Some((first, second, branch)) = two_blocks(rw.body(), region) else {
                return Err(ropt_rewrite::MatchFailure);
            };
            rw.set_insertion_point_to_start(second);
            let loc = rw.body().op_location(op);
            let f32_type = rw.context().f32_type();
            let state = ropt_ir::OperationState::new(rw.op_name(ILLEGAL_OP_F), loc)
                .with_result_types(&[f32_type]);
            rw.create(state);
            merge_first_blocks(rw, first, second, branch);
            rw.modify_op_in_place(op, |_| {});
            Ok(())
        },
    );
    add(
        ctx,
        &mut set,
        SingleBlockImplicitTerminatorOp::NAME,
        "TestMergeSingleBlockOps",
        None,
        |op, _, rw| {
            if !has_ancestor(rw.body(), op, SingleBlockImplicitTerminatorOp::NAME) {
                return Err(ropt_rewrite::MatchFailure);
            }
            let region = SingleBlockImplicitTerminatorOp(op).region(rw.body());
            let Some(inner) = rw.body().entry_block(region) else {
                return Err(ropt_rewrite::MatchFailure);
            };
            let Some(terminator) = rw.body().last_op(inner) else {
                return Err(ropt_rewrite::MatchFailure);
            };
            let parent = rw.body().parent_block(op).expect("op in a block");
            rw.inline_block_before(inner, parent, Some(op), &[]);
            rw.erase_op(terminator);
            rw.erase_op(op);
            Ok(())
        },
    );
    let mut target = ConversionTarget::new();
    target.add_legal_ops(&[
        "func.func",
        "builtin.module",
        FinishOp::NAME,
        TypeConsumerOp::NAME,
        TypeProducerOp::NAME,
        ReturnOp::NAME,
    ]);
    target.add_illegal_ops(&[ILLEGAL_OP_F]);
    target.add_dynamically_legal_op(MergeBlocksOp::NAME, |b, o| {
        let region = MergeBlocksOp(o).body(b);
        Some(
            b.entry_block(region)
                .is_some_and(|e| b.next_block(e).is_none()),
        )
    });
    target.add_dynamically_legal_op(BranchOp::NAME, |b, o| {
        Some(has_ancestor(b, o, MergeBlocksOp::NAME))
    });
    target.add_dynamically_legal_op(SingleBlockImplicitTerminatorOp::NAME, |b, o| {
        Some(!has_ancestor(b, o, SingleBlockImplicitTerminatorOp::NAME))
    });
    let remark = cx.diagnostic_at_op_fn(ropt_ir::diagnostics::Severity::Remark);
    let report = move |b: &Body, o: OpId| {
        let message = format!("op '{}' is not legalizable", b.op_name(o));
        remark(ctx, b, o, &message)
    };
    let patterns = set.freeze(&[], &[]);
    let config = ConversionConfig {
        unlegalized: Some(&report),
        ..ConversionConfig::default()
    };
    let (_, report) = run_in_pass(
        ctx,
        body,
        op,
        cx,
        &target,
        &patterns,
        config,
        ConversionMode::Partial,
    );
    for d in report.unlegalized {
        cx.emit(d);
    }
    true
}

/// MLIR's `ILLegalOpF` (one result).
const ILLEGAL_OP_F: &str = "test.illegal_op_f";
