//! `-test-legalize-patterns` (MLIR's `TestLegalizePatternDriver`): the test dialect's
//! legalization patterns run through the conversion driver in the mode of
//! `test-legalize-mode` (partial by default, full, analysis), with the driver's options
//! (`allow-pattern-rollback`, `build-materializations`, `test-legalize-folding-mode`), and
//! the rewriter's notifications printed as MLIR's `DumpNotifications` listener prints them.
//!
//! * Partial: a failure is a remark `applyPartialConversion failed` at the pass's op, and
//!   each op left unlegalized gets a remark `op '<name>' is not legalizable`.
//! * Full: unknown ops with a `test.dynamically_legal` unit attribute are legal; a failure is
//!   a remark `applyFullConversion failed`.
//! * Analysis: each op that could be legalized gets a remark `op '<name>' is legalizable`;
//!   a failure fails the pass.
//!
//! The type converter (MLIR's `TestTypeConverter`) drops `i16` and `i24`, makes `i64` an
//! `f64`, `i42` an `i43`, splits `f32` into two `f16`s and keeps every other type; both its
//! materializations build a `test.cast`.
//!
//! `attach-debug-materialization-kind` is accepted and has no effect (ropt's casts carry no
//! debug attribute).

use std::sync::Arc;

use ropt_conversion::{
    ConversionConfig, ConversionMode, ConversionTarget, FnConversionPattern, FoldingMode,
    Notification, PreviousPosition, TypeConverter, add_conversion_pattern,
    convert_isolated_entry_signature, convert_region_types, replace_op_with_multiple, run_in_pass,
};
use ropt_dialect_func::{CallOp, FuncOp, ReturnOp as FuncReturnOp};
use ropt_ir::diagnostics::Severity;
use ropt_ir::types::{FloatKind, Signedness};
use ropt_ir::{Body, Context, OpId, OperationName, Type, ValueId};
use ropt_pass::{OptionKind, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions};
use ropt_rewrite::{
    FnPattern, LogicalResult, MatchFailure, PatternInfo, PatternRewriter, RewritePatternSet,
};

use super::ConvertFn;
use crate::{
    BlackHoleOp, CastOp, ConvertBlockArgsOp, CreateBlockOp, CreateIllegalBlockOp, DropRegionOp,
    EraseOp, FinishOp, HoistMeOp, IllegalOpAOp, IllegalOpBOp, IllegalOpCOp, IllegalOpDOp,
    IllegalOpEOp, IllegalOpFOp, IllegalOpGOp, IllegalOpWithRegionAnchorOp, IllegalOpWithRegionOp,
    InvalidOp, LegalOpAOp, LegalOpBOp, LegalOpCOp, OneRegionOp, RecursiveRewriteOp,
    RegionBuilderOp, ReplaceNonRootOp, ReturnOp, TypeConsumerOp, TypeProducerOp, ValidOp,
};

const MODES: &[(&str, &str)] = &[
    ("analysis", "Perform an analysis conversion"),
    ("full", "Perform a full conversion"),
    ("partial", "Perform a partial conversion"),
];

const FOLDING_MODES: &[(&str, &str)] = &[
    ("never", "Never attempt to fold"),
    (
        "before-patterns",
        "Only attempt to fold not legal operations before applying patterns",
    ),
    (
        "after-patterns",
        "Only attempt to fold not legal operations after applying patterns",
    ),
];

/// `test-legalize-patterns`.
pub static TEST_LEGALIZE_PATTERNS: PassInfo = PassInfo {
    argument: "test-legalize-patterns",
    name: "(anonymous namespace)::TestLegalizePatternDriver",
    description: "Run test dialect legalization patterns",
    anchor: None,
    options: &[
        OptionSpec::new(
            "allow-pattern-rollback",
            OptionKind::Bool,
            "Allow pattern rollback",
        )
        .default_bool(true),
        OptionSpec::new(
            "attach-debug-materialization-kind",
            OptionKind::Bool,
            "Attach materialization kind to unrealized_conversion_cast ops",
        )
        .default_bool(false),
        OptionSpec::new(
            "build-materializations",
            OptionKind::Bool,
            "If set to 'false', leave unrealized_conversion_cast ops in place",
        )
        .default_bool(true),
        OptionSpec::new(
            "test-legalize-folding-mode",
            OptionKind::Enum(FOLDING_MODES),
            "The folding mode to use with the test driver",
        )
        .default_enum(1),
        OptionSpec::new(
            "test-legalize-mode",
            OptionKind::Enum(MODES),
            "The legalization mode to use with the test driver",
        )
        .default_enum(2),
    ],
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(LegalizePatterns {
            mode: match o.enum_value("test-legalize-mode") {
                "analysis" => ConversionMode::Analysis,
                "full" => ConversionMode::Full,
                _ => ConversionMode::Partial,
            },
            folding: match o.enum_value("test-legalize-folding-mode") {
                "never" => FoldingMode::Never,
                "after-patterns" => FoldingMode::AfterPatterns,
                _ => FoldingMode::BeforePatterns,
            },
            rollback: o.bool("allow-pattern-rollback"),
            materializations: o.bool("build-materializations"),
        })
    },
};

struct LegalizePatterns {
    mode: ConversionMode,
    folding: FoldingMode,
    rollback: bool,
    materializations: bool,
}

/// MLIR's `TestTypeConverter`.
fn test_type_converter(ctx: &Context) -> TypeConverter {
    let mut c = TypeConverter::new();
    let (f16, f64, i43) = (
        ctx.f16_type(),
        ctx.f64_type(),
        ctx.integer_type(43, Signedness::Signless),
    );
    c.add_conversion(move |t: Type| {
        let converted = match t.int_info() {
            Some((16, Signedness::Signless)) | Some((24, _)) => vec![],
            Some((64, Signedness::Signless)) => vec![f64],
            Some((42, _)) => vec![i43],
            _ if t.float_kind() == Some(FloatKind::F32) => vec![f16, f16],
            _ => vec![t],
        };
        Some(Some(converted))
    });
    c.add_source_materialization(materialize_cast);
    c.add_target_materialization(materialize_cast);
    c
}

/// A `test.cast` of `inputs` to the one type of `types`.
fn materialize_cast(
    rw: &mut PatternRewriter<'_>,
    types: &[Type],
    inputs: &[ValueId],
    loc: ropt_ir::Location,
) -> Option<Vec<ValueId>> {
    let [ty] = types else { return None };
    let cast = rw.create(CastOp::build(rw.context(), loc, *ty, inputs));
    Some(vec![rw.body().result(cast, 0)])
}

/// `test.region`, an op MLIR's test dialect leaves unregistered (its region is inlined into
/// the parent region by `TestRegionRewriteBlockMovement`).
const REGION_OP: &str = "test.region";

type RewriteFn = fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult;

/// Builds the pattern set.
struct Patterns<'c> {
    ctx: &'c Context,
    set: RewritePatternSet,
    converter: Arc<TypeConverter>,
}

impl Patterns<'_> {
    fn info(&self, root: &str, benefit: u16, name: &str, generated: &[&str]) -> PatternInfo {
        let r = self.ctx.registry();
        let generated: Vec<OperationName> = generated.iter().map(|g| r.op_name(g)).collect();
        PatternInfo::new(r.op_name(root), benefit, name).with_generated_ops(&generated)
    }

    /// A rewrite pattern.
    fn rewrite(&mut self, root: &str, benefit: u16, name: &str, generated: &[&str], f: RewriteFn) {
        let info = self.info(root, benefit, name, generated);
        self.set.add(FnPattern::new(info, f));
    }

    /// A conversion pattern, with the type converter when `converted`.
    fn convert(&mut self, root: &str, name: &str, converted: bool, f: ConvertFn) {
        let info = self.info(root, 1, name, &[]);
        let converter = converted.then(|| self.converter.clone());
        add_conversion_pattern(&mut self.set, FnConversionPattern::new(info, converter, f));
    }
}

/// Replaces `op` by a `test.legal_op_a` with `status`.
fn to_legal_a(op: OpId, rw: &mut PatternRewriter<'_>, status: &str) -> LogicalResult {
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let loc = rw.body().op_location(op);
    let status = rw.context().string_attr(status);
    let state = LegalOpAOp::build(rw.context(), loc, ty, Some(status));
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// Replaces `op` by an op of the same result type built by `build`.
fn to_same_type(
    op: OpId,
    rw: &mut PatternRewriter<'_>,
    build: fn(&Context, ropt_ir::Location, Type) -> ropt_ir::OperationState,
) -> LogicalResult {
    let ty = rw.body().value_type(rw.body().result(op, 0));
    let loc = rw.body().op_location(op);
    let state = build(rw.context(), loc, ty);
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// The ops MLIR's `populateWithGenerated` adds (its DRR rules for the `illegal_op_*`).
fn add_generated(p: &mut Patterns<'_>) {
    let a = LegalOpAOp::NAME;
    p.rewrite(IllegalOpAOp::NAME, 1, "GeneratedA", &[a], |op, rw| {
        to_legal_a(op, rw, "Success")
    });
    // A more direct mapping wins over a larger benefit.
    p.rewrite(
        IllegalOpAOp::NAME,
        11,
        "GeneratedAToB",
        &[IllegalOpBOp::NAME],
        |op, rw| to_same_type(op, rw, IllegalOpBOp::build),
    );
    p.rewrite(IllegalOpBOp::NAME, 1, "GeneratedB", &[a], |op, rw| {
        to_legal_a(op, rw, "Failure")
    });
    // Of two mappings of the same depth, the larger benefit wins.
    p.rewrite(
        IllegalOpCOp::NAME,
        1,
        "GeneratedCToD",
        &[IllegalOpDOp::NAME],
        |op, rw| to_same_type(op, rw, IllegalOpDOp::build),
    );
    p.rewrite(
        IllegalOpCOp::NAME,
        11,
        "GeneratedCToE",
        &[IllegalOpEOp::NAME],
        |op, rw| to_same_type(op, rw, IllegalOpEOp::build),
    );
    p.rewrite(IllegalOpDOp::NAME, 1, "GeneratedD", &[a], |op, rw| {
        to_legal_a(op, rw, "Failure")
    });
    p.rewrite(IllegalOpEOp::NAME, 1, "GeneratedE", &[a], |op, rw| {
        to_legal_a(op, rw, "Success")
    });
    // The in-place folding op, when not folded first, becomes a constant 97.
    p.rewrite(
        crate::OpInPlaceSelfFoldOp::NAME,
        1,
        "GeneratedInPlaceSelfFoldToConstant",
        &[crate::ConstantOp::NAME],
        |op, rw| {
            let loc = rw.body().op_location(op);
            let ctx = rw.context();
            let i32_type = ctx.integer_type(32, Signedness::Signless);
            let value = ctx.integer_attr(i32_type, ropt_ir::apint::ApInt::from_i64(32, 97));
            let state = crate::ConstantOp::build(ctx, loc, i32_type, Some(value));
            rw.replace_op_with_new_op(op, state);
            Ok(())
        },
    );
}

fn add_patterns(p: &mut Patterns<'_>) {
    add_generated(p);
    p.rewrite(
        crate::RewriteOp::NAME,
        1,
        "GeneratedRewrite",
        &[],
        |op, rw| {
            // Replaced by its operand.
            let input = crate::RewriteOp(op).input(rw.body());
            rw.replace_op(op, &[input]);
            Ok(())
        },
    );
    p.convert(
        REGION_OP,
        "TestRegionRewriteBlockMovement",
        false,
        |op, _, rw| {
            // Inline the region at the end of the parent region, then drop the op.
            let Some(parent) = rw.body().parent_region(op) else {
                return Err(MatchFailure);
            };
            let Some(&region) = rw.body().regions(op).first() else {
                return Err(MatchFailure);
            };
            rw.inline_region_before(region, parent, None);
            if rw
                .body()
                .discardable_attr(op, "legalizer.erase_old_blocks")
                .is_some()
            {
                while let Some(b) = rw.body().region(region).first_block() {
                    rw.erase_block(b);
                }
            }
            rw.erase_op(op);
            Ok(())
        },
    );
    p.rewrite(
        RegionBuilderOp::NAME,
        1,
        "TestRegionRewriteUndo",
        &[],
        |op, rw| {
            // A test.region whose entry block holds an explicitly illegal op.
            let loc = rw.body().op_location(op);
            let ctx = rw.context();
            let name = ctx.registry().op_name(REGION_OP);
            let state = ropt_ir::OperationState::new(name, loc).with_new_regions(1);
            let region_op = rw.create(state);
            let region = rw.body().regions(region_op)[0];
            let (i64_type, i32_type) = (ctx.i64_type(), ctx.integer_type(32, Signedness::Signless));
            let unknown = rw.unknown_loc();
            rw.create_block(region, None, &[(i64_type, unknown)]);
            rw.create(IllegalOpFOp::build(ctx, loc, i32_type));
            rw.create(ValidOp::build(ctx, loc, &[]));
            rw.erase_op(op);
            Ok(())
        },
    );
    p.rewrite(CreateBlockOp::NAME, 1, "TestCreateBlock", &[], |op, rw| {
        create_block(op, rw, false)
    });
    p.rewrite(
        CreateIllegalBlockOp::NAME,
        1,
        "TestCreateIllegalBlock",
        &[],
        |op, rw| create_block(op, rw, true),
    );
    p.convert(
        ReturnOp::NAME,
        "TestSplitReturnType",
        false,
        |op, operands, rw| {
            // A return of one f32: return the values it became.
            let [values] = operands else {
                return Err(MatchFailure);
            };
            let operand = ReturnOp(op).operands(rw.body());
            if !is_float(rw.body().value_type(operand[0]), FloatKind::F32) {
                return Err(MatchFailure);
            }
            let loc = rw.body().op_location(op);
            let state = ReturnOp::build(rw.context(), loc, values);
            rw.replace_op_with_new_op(op, state);
            Ok(())
        },
    );
    p.convert(
        TypeProducerOp::NAME,
        "TestChangeProducerTypeI32ToF32",
        false,
        |op, _, rw| {
            let ty = rw.body().value_type(TypeProducerOp(op).result_0(rw.body()));
            if ty.int_info() != Some((32, Signedness::Signless)) {
                return Err(MatchFailure);
            }
            let f32_type = rw.context().f32_type();
            producer_of(op, rw, f32_type)
        },
    );
    p.convert(
        TypeProducerOp::NAME,
        "TestChangeProducerTypeF32ToF64",
        false,
        |op, _, rw| {
            let ty = rw.body().value_type(TypeProducerOp(op).result_0(rw.body()));
            if !is_float(ty, FloatKind::F32) {
                return rw.notify_match_failure(op, "expected single f32 operand");
            }
            let f64_type = rw.context().f64_type();
            producer_of(op, rw, f64_type)
        },
    );
    {
        // Always to bf16, an illegal type: the benefit makes it the first tried.
        let info = p.info(
            TypeProducerOp::NAME,
            10,
            "TestChangeProducerTypeF32ToInvalid",
            &[],
        );
        add_conversion_pattern(
            &mut p.set,
            FnConversionPattern::new(info, None, |op, _, rw| {
                let bf16 = rw.context().float_type(FloatKind::BF16);
                producer_of(op, rw, bf16)
            }),
        );
    }
    p.convert(
        TypeConsumerOp::NAME,
        "TestTypeConsumerOpPattern",
        true,
        |op, operands, rw| {
            // Erased, when its operand is replaced by one value. Registered before
            // TestUpdateConsumerType so that the cost model, which reverses patterns of
            // equal rank as MLIR's worklist does, tries it after (mlir-opt 22's order).
            super::single_operand(operands)?;
            rw.erase_op(op);
            Ok(())
        },
    );
    p.convert(
        TypeConsumerOp::NAME,
        "TestUpdateConsumerType",
        false,
        |op, operands, rw| {
            // Only once the operand is remapped to an f64.
            let v = &super::single_operand(operands)?;
            if !is_float(rw.body().value_type(*v), FloatKind::F64) {
                return Err(MatchFailure);
            }
            let loc = rw.body().op_location(op);
            let state = TypeConsumerOp::build(rw.context(), loc, *v);
            rw.replace_op_with_new_op(op, state);
            Ok(())
        },
    );
    p.rewrite(
        ReplaceNonRootOp::NAME,
        1,
        "TestNonRootReplacement",
        &[],
        |op, rw| {
            // An illegal op replaced in the same pattern needs no legalization.
            let ty = rw.body().value_type(rw.body().result(op, 0));
            let loc = rw.body().op_location(op);
            let ctx = rw.context();
            let illegal = rw.create(IllegalOpFOp::build(ctx, loc, ty));
            let legal = rw.create(LegalOpBOp::build(ctx, loc, ty));
            // MLIR replaces `illegal` first and then the root by `illegal`'s (mapped)
            // result; here the IR changes directly, so the root goes first.
            let illegal_value = rw.body().result(illegal, 0);
            rw.replace_op(op, &[illegal_value]);
            let legal_value = rw.body().result(legal, 0);
            rw.replace_op(illegal, &[legal_value]);
            Ok(())
        },
    );
    {
        let info = p
            .info(
                RecursiveRewriteOp::NAME,
                1,
                "TestBoundedRecursiveRewrite",
                &[],
            )
            .with_bounded_recursion();
        p.set.add(FnPattern::new(info, |op, rw| {
            // Counts the depth down in place.
            let depth = RecursiveRewriteOp(op).depth(rw.body()).unwrap_or(0);
            let ctx = rw.context();
            let attr = ctx.i64_attr(depth - 1);
            rw.modify_op_in_place(op, |b| b.set_attr(ctx, op, "depth", Some(attr)));
            Ok(())
        }));
    }
    p.rewrite(
        IllegalOpWithRegionAnchorOp::NAME,
        1,
        "TestNestedOpCreationUndoRewrite",
        &[],
        |op, rw| {
            let loc = rw.body().op_location(op);
            let state = IllegalOpWithRegionOp::build(rw.context(), loc);
            rw.replace_op_with_new_op(op, state);
            Ok(())
        },
    );
    p.rewrite(BlackHoleOp::NAME, 1, "TestReplaceEraseOp", &[], |op, rw| {
        // The user first, then its producer.
        let input = BlackHoleOp(op).input(rw.body());
        let Some(producer) = rw.body().defining_op(input) else {
            return Err(MatchFailure);
        };
        rw.erase_op(op);
        rw.erase_op(producer);
        Ok(())
    });
    p.rewrite(
        IllegalOpGOp::NAME,
        1,
        "TestCreateUnregisteredOp",
        &[],
        |op, rw| {
            // The arith.constant it creates is not in the target.
            let loc = rw.body().op_location(op);
            let ctx = rw.context();
            let i32_type = ctx.integer_type(32, Signedness::Signless);
            let zero = ctx.integer_attr(i32_type, ropt_ir::apint::ApInt::from_i64(32, 0));
            let c = rw.create(ropt_dialect_arith::ConstantOp::build(
                ctx,
                loc,
                i32_type,
                Some(zero),
            ));
            let value = rw.body().result(c, 0);
            let ty = rw.body().value_type(rw.body().result(op, 0));
            let state = LegalOpCOp::build(ctx, loc, ty, value);
            rw.replace_op_with_new_op(op, state);
            Ok(())
        },
    );
    p.convert(
        HoistMeOp::NAME,
        "TestUndoMoveOpBefore",
        false,
        |op, _, rw| {
            // Hoisted, then replaced by an illegal op: undone.
            let Some(parent) = rw.body().parent_op(op) else {
                return Err(MatchFailure);
            };
            rw.move_op_before(op, parent);
            let loc = rw.body().op_location(op);
            let f32_type = rw.context().f32_type();
            let state = IllegalOpFOp::build(rw.context(), loc, f32_type);
            rw.replace_op_with_new_op(op, state);
            Ok(())
        },
    );
    p.convert(EraseOp::NAME, "TestEraseOp", false, |op, _, rw| {
        rw.erase_op(op);
        Ok(())
    });
    p.convert(
        DROP_OPERANDS_AND_REPLACE_WITH_VALID,
        "TestDropAndReplaceInvalidOp",
        true,
        |op, _, rw| {
            // A test.valid without the operands.
            let loc = rw.body().op_location(op);
            let state = ValidOp::build(rw.context(), loc, &[]);
            rw.replace_op_with_new_op(op, state);
            Ok(())
        },
    );
    p.convert(
        REPLACE_WITH_VALID_PRODUCER,
        "TestReplaceWithValidProducer",
        false,
        |op, _, rw| {
            // A test.valid_producer of the type in `type`.
            let Some(ty) = rw.body().attr(op, "type").and_then(|a| a.as_type()) else {
                return Err(MatchFailure);
            };
            let loc = rw.body().op_location(op);
            let name = rw.op_name(VALID_PRODUCER);
            let state = ropt_ir::OperationState::new(name, loc).with_result_types(&[ty]);
            let new = rw.create(state);
            let value = rw.body().result(new, 0);
            replace_op_with_multiple(rw, op, &[vec![value]]);
            Ok(())
        },
    );
    // The same pattern with and without the type converter; each applies only to the ops
    // that say which one they want (`with_converter`).
    p.convert(
        REPLACE_WITH_VALID_CONSUMER,
        "TestReplaceWithValidConsumer",
        false,
        |op, operands, rw| valid_consumer(op, operands, rw, false),
    );
    p.convert(
        REPLACE_WITH_VALID_CONSUMER,
        "TestReplaceWithValidConsumer",
        true,
        |op, operands, rw| valid_consumer(op, operands, rw, true),
    );
    p.convert(
        DropRegionOp::NAME,
        "TestDropOpSignatureConversion",
        true,
        |op, _, rw| {
            // Converts the region's signature, then drops the op.
            let Some(converter) = ropt_conversion::pattern::current_type_converter(rw) else {
                return Err(MatchFailure);
            };
            let region = DropRegionOp(op).body(rw.body());
            convert_region_types(rw, region, &converter)?;
            rw.erase_op(op);
            Ok(())
        },
    );
    p.convert(
        InvalidOp::NAME,
        "TestPassthroughInvalidOp",
        true,
        |op, operands, rw| {
            // The converted operands; a 1:N one seen through a test.cast of its old type.
            let loc = rw.body().op_location(op);
            let old: Vec<ValueId> = rw.body().operands(op).collect();
            let mut flat = Vec::with_capacity(operands.len());
            for (values, &o) in operands.iter().zip(&old) {
                if let [v] = values.as_slice() {
                    flat.push(*v);
                    continue;
                }
                let ty = rw.body().value_type(o);
                let cast = rw.create(CastOp::build(rw.context(), loc, ty, values));
                flat.push(rw.body().result(cast, 0));
            }
            let state = ValidOp::build(rw.context(), loc, &flat);
            rw.replace_op_with_new_op(op, state);
            Ok(())
        },
    );
    p.convert(
        DETACHED_SIGNATURE_CONVERSION,
        "TestDetachedSignatureConversion",
        false,
        |op, operands, rw| {
            // A test.legal_op taking the op's region, each argument of its entry block made
            // an f64. MLIR converts the signature before it creates the new op; the IR it
            // ends with is the same.
            let [region] = rw.body().regions(op)[..] else {
                return Err(MatchFailure);
            };
            let Some(operands) = ropt_conversion::one_to_one(operands) else {
                return Err(MatchFailure);
            };
            let types: Vec<Type> = rw.body().result_types(op);
            let loc = rw.body().op_location(op);
            let name = rw.op_name("test.legal_op");
            let state = ropt_ir::OperationState::new(name, loc)
                .with_operands(&operands)
                .with_result_types(&types)
                .with_new_regions(1);
            let new = rw.create(state);
            let new_region = rw.body().regions(new)[0];
            rw.inline_region_before(region, new_region, None);
            if let Some(entry) = rw.body().region(new_region).first_block() {
                let f64_type = rw.context().f64_type();
                let mut sig = ropt_conversion::SignatureConversion::default();
                for _ in 0..rw.body().block_arguments(entry).len() {
                    sig.add_inputs(&[f64_type]);
                }
                ropt_conversion::apply_signature_conversion(rw, entry, &sig, None);
            }
            let results: Vec<ValueId> = rw.body().results(new).collect();
            rw.replace_op(op, &results);
            Ok(())
        },
    );
    p.convert(
        ConvertBlockArgsOp::NAME,
        "TestConvertBlockArgs",
        true,
        |op, operands, rw| {
            // With `replace_with_operand`, each argument of the block is remapped to the
            // (remapped) operand twice; with `duplicate`, each argument is doubled. Either
            // is done once: the op is then marked legal. With neither (mlir-opt 22 leaves
            // such an op illegal), no match.
            let o = ConvertBlockArgsOp(op);
            let remap = o.replace_with_operand(rw.body());
            if o.is_legal(rw.body()) || !(remap || o.duplicate(rw.body())) {
                return Err(MatchFailure);
            }
            let region = o.body(rw.body());
            let Some(block) = rw.body().entry_block(region) else {
                return Err(MatchFailure);
            };
            let operand = match operands {
                [vals] if vals.len() == 1 => Some(vals[0]),
                _ => None,
            };
            let mut sig = ropt_conversion::SignatureConversion::default();
            for &a in rw.body().block_arguments(block) {
                let t = rw.body().value_type(a);
                match (remap, operand) {
                    (true, Some(v)) => sig.remap_input(&[v, v]),
                    (true, None) => return Err(MatchFailure),
                    (false, _) => sig.add_inputs(&[t, t]),
                }
            }
            let converter = ropt_conversion::pattern::current_type_converter(rw);
            let ctx = rw.context();
            let unit = ctx.unit_attr();
            // mlir-opt 22 notes the modification before the signature conversion with
            // rollback, after it without.
            let rollback = ropt_conversion::pattern::rollback_allowed(rw);
            if rollback {
                rw.modify_op_in_place(op, |b| b.set_attr(ctx, op, "is_legal", Some(unit)));
            }
            ropt_conversion::apply_signature_conversion(rw, block, &sig, converter.as_ref());
            if !rollback {
                rw.modify_op_in_place(op, |b| b.set_attr(ctx, op, "is_legal", Some(unit)));
            }
            Ok(())
        },
    );
    p.convert(
        REPETITIVE_1_TO_N_CONSUMER,
        "TestRepetitive1ToNConsumer",
        false,
        |op, operands, rw| {
            // A test.valid of the values its one operand became.
            let [values] = operands else {
                return Err(MatchFailure);
            };
            let loc = rw.body().op_location(op);
            let state = ValidOp::build(rw.context(), loc, values);
            rw.replace_op_with_new_op(op, state);
            Ok(())
        },
    );
    p.convert(
        MULTIPLE_1_TO_N_REPLACEMENT,
        "TestMultiple1ToNReplacement",
        true,
        |op, _, rw| {
            // Two 1:2 replacements in one pattern: the op by a test.step_1 with each result
            // doubled, then that by a test.legal_op with each result doubled again.
            let step = replace_with_doubled_results(op, rw, STEP_1);
            replace_with_doubled_results(step, rw, "test.legal_op");
            Ok(())
        },
    );
    p.convert(
        FuncOp::NAME,
        "FunctionOpInterfaceSignatureConversion",
        true,
        convert_func,
    );
    p.convert(
        CallOp::NAME,
        "CallOpSignatureConversion",
        true,
        convert_call,
    );
}

/// Ops MLIR's test dialect leaves unregistered, named by `-test-legalize-patterns`' patterns.
const DROP_OPERANDS_AND_REPLACE_WITH_VALID: &str = "test.drop_operands_and_replace_with_valid";
const REPLACE_WITH_VALID_PRODUCER: &str = "test.replace_with_valid_producer";
const REPLACE_WITH_VALID_CONSUMER: &str = "test.replace_with_valid_consumer";
const VALID_PRODUCER: &str = "test.valid_producer";
const VALID_CONSUMER: &str = "test.valid_consumer";
const MULTIPLE_1_TO_N_REPLACEMENT: &str = "test.multiple_1_to_n_replacement";
const STEP_1: &str = "test.step_1";
const REPETITIVE_1_TO_N_CONSUMER: &str = "test.repetitive_1_to_n_consumer";
const DETACHED_SIGNATURE_CONVERSION: &str = "test.detached_signature_conversion";

/// Replaces each result of `op` by the two results of a new op named `name` that has each
/// result type of `op` twice; returns the new op.
fn replace_with_doubled_results(op: OpId, rw: &mut PatternRewriter<'_>, name: &str) -> OpId {
    let types: Vec<Type> = rw
        .body()
        .results(op)
        .flat_map(|r| {
            let t = rw.body().value_type(r);
            [t, t]
        })
        .collect();
    let loc = rw.body().op_location(op);
    let name = rw.op_name(name);
    rw.set_insertion_point(op);
    let new = rw.create(ropt_ir::OperationState::new(name, loc).with_result_types(&types));
    let results: Vec<ValueId> = rw.body().results(new).collect();
    let values: Vec<Vec<ValueId>> = results.chunks(2).map(<[ValueId]>::to_vec).collect();
    replace_op_with_multiple(rw, op, &values);
    new
}

/// Replaces `op` by a `test.valid_consumer` of its first remapped operand, if its
/// `with_converter` attribute says whether the pattern has a type converter.
fn valid_consumer(
    op: OpId,
    operands: &[Vec<ValueId>],
    rw: &mut PatternRewriter<'_>,
    converted: bool,
) -> LogicalResult {
    if rw.body().attr(op, "with_converter").is_some() != converted {
        return Err(MatchFailure);
    }
    let Some(&v) = operands.first().and_then(|v| v.first()) else {
        return Err(MatchFailure);
    };
    let loc = rw.body().op_location(op);
    let name = rw.op_name(VALID_CONSUMER);
    let state = ropt_ir::OperationState::new(name, loc).with_operands(&[v]);
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

/// A new block at the end of `op`'s region with two `i32` arguments, ending in
/// `test.finish` (after a `test.illegal_op_f` when `illegal`); `op` is erased.
fn create_block(op: OpId, rw: &mut PatternRewriter<'_>, illegal: bool) -> LogicalResult {
    let Some(region) = rw.body().parent_region(op) else {
        return Err(MatchFailure);
    };
    let loc = rw.body().op_location(op);
    let ctx = rw.context();
    let i32_type = ctx.integer_type(32, Signedness::Signless);
    rw.create_block(region, None, &[(i32_type, loc), (i32_type, loc)]);
    if illegal {
        rw.create(IllegalOpFOp::build(ctx, loc, i32_type));
    }
    rw.create(FinishOp::build(ctx, loc));
    rw.erase_op(op);
    Ok(())
}

/// Replaces the producer `op` by one of type `ty`.
fn producer_of(op: OpId, rw: &mut PatternRewriter<'_>, ty: Type) -> LogicalResult {
    let loc = rw.body().op_location(op);
    let state = TypeProducerOp::build(rw.context(), loc, ty);
    let new = rw.create(state);
    let value = rw.body().result(new, 0);
    replace_op_with_multiple(rw, op, &[vec![value]]);
    Ok(())
}

fn is_float(t: Type, kind: FloatKind) -> bool {
    t.float_kind() == Some(kind)
}

/// MLIR's `populateAnyFunctionOpInterfaceTypeConversionPattern` for `func.func`: the
/// signature and the entry block's arguments converted, the type set in place.
pub(super) fn convert_func(
    op: OpId,
    _: &[Vec<ValueId>],
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let Some(converter) = ropt_conversion::pattern::current_type_converter(rw) else {
        return Err(MatchFailure);
    };
    let Some(ty) = FuncOp(op)
        .function_type_attr(rw.body())
        .and_then(|a| a.as_type())
    else {
        return Err(MatchFailure);
    };
    let Some(sig) = converter.convert_signature(ty.inputs()) else {
        return Err(MatchFailure);
    };
    let Some(results) = converter.convert_types(ty.results()) else {
        return Err(MatchFailure);
    };
    convert_isolated_entry_signature(rw, op, sig.clone(), Some(&converter))?;
    let ctx = rw.context();
    let new_type = ctx.type_attr(ctx.function_type(&sig.types, &results));
    rw.modify_op_in_place(op, |b| b.set_attr(ctx, op, "function_type", Some(new_type)));
    Ok(())
}

/// MLIR's `populateCallOpTypeConversionPattern`: a call with the converted operands and
/// result types.
fn convert_call(
    op: OpId,
    operands: &[Vec<ValueId>],
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let Some(converter) = ropt_conversion::pattern::current_type_converter(rw) else {
        return Err(MatchFailure);
    };
    let old: Vec<Type> = rw.body().result_types(op);
    let mut types = Vec::new();
    let mut counts = Vec::new();
    for t in old {
        let Some(c) = converter.convert_type(t) else {
            return Err(MatchFailure);
        };
        counts.push(c.len());
        types.extend(c);
    }
    let flat: Vec<ValueId> = operands.iter().flatten().copied().collect();
    let call = CallOp(op);
    let body = rw.body();
    let (callee, arg_attrs, res_attrs, no_inline) = (
        call.callee_attr(body),
        call.arg_attrs_attr(body),
        call.res_attrs_attr(body),
        call.no_inline_attr(body),
    );
    let loc = body.op_location(op);
    let state = CallOp::build(
        rw.context(),
        loc,
        &types,
        &flat,
        callee,
        arg_attrs,
        res_attrs,
        no_inline,
    );
    let new = rw.create(state);
    let results: Vec<ValueId> = rw.body().results(new).collect();
    let mut groups = Vec::with_capacity(counts.len());
    let mut at = 0;
    for n in counts {
        groups.push(results[at..at + n].to_vec());
        at += n;
    }
    replace_op_with_multiple(rw, op, &groups);
    Ok(())
}

/// True if every block argument in `body`'s regions of `op` has a legal type.
pub(super) fn regions_legal(converter: &TypeConverter, body: &Body, op: OpId) -> bool {
    let (body, regions) = if body.op(op).has_nested_body() {
        let nested = body.regions_body(op);
        (nested, nested.top_regions())
    } else {
        (body, body.regions(op))
    };
    regions.iter().all(|&r| {
        body.blocks(r).all(|b| {
            body.block_arguments(b)
                .iter()
                .all(|&a| converter.is_legal(body.value_type(a)))
        })
    })
}

fn target(converter: &Arc<TypeConverter>, mode: ConversionMode) -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_legal_ops(&[
        "builtin.module",
        LegalOpAOp::NAME,
        LegalOpBOp::NAME,
        LegalOpCOp::NAME,
        CastOp::NAME,
        ValidOp::NAME,
        FinishOp::NAME,
        crate::ConstantOp::NAME,
        OneRegionOp::NAME,
        VALID_PRODUCER,
        VALID_CONSUMER,
        "test.legal_op",
    ]);
    t.add_illegal_ops(&[
        IllegalOpFOp::NAME,
        RegionBuilderOp::NAME,
        crate::OpWithRegionFoldOp::NAME,
    ]);
    // Legal only once folded.
    t.add_dynamically_legal_op(crate::OpInPlaceSelfFoldOp::NAME, |b, o| {
        Some(crate::OpInPlaceSelfFoldOp(o).folded(b))
    });
    t.add_dynamically_legal_op(ReturnOp::NAME, |b, o| {
        Some(
            !b.operands(o)
                .any(|v| is_float(b.value_type(v), FloatKind::F32)),
        )
    });
    let c = converter.clone();
    t.add_dynamically_legal_op(FuncOp::NAME, move |b, o| {
        let sig = FuncOp(o)
            .function_type_attr(b)
            .and_then(|a| a.as_type())
            .is_some_and(|ty| c.is_signature_legal(ty));
        Some(sig && regions_legal(&c, b, o))
    });
    let c = converter.clone();
    t.add_dynamically_legal_op(CallOp::NAME, move |b, o| Some(c.is_legal_op(b, o)));
    t.add_dynamically_legal_op("test.block_arg_replace", |b, o| {
        Some(b.attr(o, "is_legal").is_some())
    });
    t.add_dynamically_legal_op(IllegalOpGOp::NAME, |_, _| Some(false));
    t.add_dynamically_legal_op(ConvertBlockArgsOp::NAME, |b, o| {
        Some(ConvertBlockArgsOp(o).is_legal(b))
    });
    t.add_dynamically_legal_op(TypeProducerOp::NAME, |b, o| {
        Some(is_float(
            b.value_type(TypeProducerOp(o).result_0(b)),
            FloatKind::F64,
        ))
    });
    t.add_dynamically_legal_op(TypeConsumerOp::NAME, |b, o| {
        Some(is_float(
            b.value_type(TypeConsumerOp(o).value(b)),
            FloatKind::F64,
        ))
    });
    let recursively: ropt_conversion::LegalityFn =
        Arc::new(|b: &Body, o: OpId| Some(b.attr(o, "test.recursively_legal").is_some()));
    t.mark_op_recursively_legal(FuncOp::NAME, Some(recursively.clone()));
    t.mark_op_recursively_legal("builtin.module", Some(recursively));
    t.add_dynamically_legal_op(RecursiveRewriteOp::NAME, |b, o| {
        Some(RecursiveRewriteOp(o).depth(b) == Some(0))
    });
    if mode == ConversionMode::Full {
        t.mark_unknown_op_dynamically_legal(|b, o| {
            Some(b.attr(o, "test.dynamically_legal").is_some())
        });
    }
    let _ = FuncReturnOp::NAME;
    t
}

/// MLIR's `DumpNotifications` text of `n`.
fn dump(n: &Notification) -> String {
    match n {
        Notification::OperationInserted(name, prev) => {
            let how = match prev {
                PreviousPosition::Unlinked => ", was unlinked".to_owned(),
                PreviousPosition::LastInBlock => ", was last in block".to_owned(),
                PreviousPosition::Before(p) => format!(", previous = {p}"),
                PreviousPosition::Unknown => ", was linked, exact position unknown".to_owned(),
            };
            format!("notifyOperationInserted: {name}{how}\n")
        }
        Notification::BlockInserted(parent, linked) => {
            let into = match parent {
                Some(p) => format!(" into {p}: "),
                None => " into unknown op: ".to_owned(),
            };
            let how = if *linked {
                "was linked"
            } else {
                "was unlinked"
            };
            format!("notifyBlockInserted{into}{how}\n")
        }
        Notification::OperationModified(name) => format!("notifyOperationModified: {name}\n"),
        Notification::OperationReplaced(name) => format!("notifyOperationReplaced: {name}\n"),
        Notification::OperationErased(name) => format!("notifyOperationErased: {name}\n"),
        Notification::BlockErased => "notifyBlockErased\n".to_owned(),
    }
}

impl Pass for LegalizePatterns {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let converter = Arc::new(test_type_converter(ctx));
        let mut p = Patterns {
            ctx,
            set: RewritePatternSet::new(),
            converter: converter.clone(),
        };
        add_patterns(&mut p);
        let patterns = p.set.freeze(&[], &[]);
        let target = target(&converter, self.mode);
        let remark = cx.diagnostic_at_op_fn(Severity::Remark);
        let not_legalizable = |b: &Body, o: OpId| {
            let message = format!("op '{}' is not legalizable", b.op_name(o));
            remark(ctx, b, o, &message)
        };
        let analysis = self.mode == ConversionMode::Analysis;
        let config = ConversionConfig {
            allow_pattern_rollback: self.rollback,
            folding_mode: self.folding,
            build_materializations: self.materializations,
            notifications: !analysis,
            unlegalized: (self.mode == ConversionMode::Partial).then_some(
                &not_legalizable as &(dyn Fn(&Body, OpId) -> ropt_ir::Diagnostic + Sync),
            ),
            ..ConversionConfig::default()
        };
        let (failed, report) =
            run_in_pass(ctx, body, op, cx, &target, &patterns, config, self.mode);
        let text: String = report.notifications.iter().map(dump).collect();
        cx.print_stdout(&text);
        match self.mode {
            ConversionMode::Analysis => {
                if failed {
                    return Err(PassFailure);
                }
                for o in report.legalizable {
                    let message = format!("op '{}' is legalizable", body.op_name(o));
                    let d = remark(ctx, body, o, &message);
                    cx.emit(d);
                }
            }
            mode => {
                if failed {
                    let which = if mode == ConversionMode::Full {
                        "applyFullConversion failed"
                    } else {
                        "applyPartialConversion failed"
                    };
                    let d = remark(ctx, body, op, which);
                    cx.emit(d);
                }
                for d in report.unlegalized {
                    cx.emit(d);
                }
            }
        }
        Ok(())
    }
}
