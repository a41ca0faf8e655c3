//! `-test-legalize-type-conversion` (MLIR's `TestTypeConversionDriver`): a partial
//! conversion exercising the type converter, its source materializations and the
//! diagnostics of the materializations that cannot be built.
//!
//! The type converter keeps `f64`, `i1`-wide integers and `index`, makes `bf16`, `f16` and
//! `f32` an `f64` and drops every other type (mlir-opt 22's behaviour). A source
//! materialization builds a `test.cast` from one `f64` to anything but `f16`, a
//! `test.type_producer` of an `i32` or `i64` from nothing, and a `test.cast` from one integer
//! to an integer; anything else cannot be materialized, and a cast left live at the end is
//! the error `failed to legalize unresolved materialization ...`.
//!
//! Target: `test.legal_op_d` is legal; `test.type_producer` only of `f64` or `i64`;
//! `func.func` when its signature and block arguments are legal; `test.cast` only from `f64`
//! to `f32`; `test.signature_conversion_no_converter` when its entry block's arguments are
//! legal. Patterns: a producer of a float becomes one of `f64`, of an `i16` one of `i64`;
//! `test.another_type_producer` becomes a `test.type_producer` of its type; a
//! `test.type_consumer` takes its converted operand in place (never legal, so undone);
//! `test.signature_conversion_undo` converts its region's signature and fails (undone);
//! `test.signature_conversion_no_converter` converts its entry block's signature with no
//! type converter for the materializations; `test.replace_with_legal_op` becomes a
//! `test.legal_op_d` of its converted operand; `func.func`'s signature is converted; `cf.br`
//! and `cf.cond_br` take their converted operands, converting their successors' signatures
//! (legal when their operand types are).

use std::sync::Arc;

use ropt_conversion::{
    ConversionConfig, ConversionMode, ConversionPattern, ConversionTarget, TypeConverter,
    add_conversion_pattern, apply_signature_conversion, convert_region_types, replace_op,
    run_in_pass,
};
use ropt_dialect_func::FuncOp;
use ropt_ir::types::{FloatKind, Signedness};
use ropt_ir::{Body, Context, Location, OpId, Type, ValueId};
use ropt_pass::{OptionKind, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions};
use ropt_rewrite::{FnPattern, LogicalResult, MatchFailure, PatternRewriter, RewritePatternSet};

use super::add;
use crate::{
    AnotherTypeProducerOp, CastOp, LegalOpDOp, SignatureConversionNoConverterOp,
    SignatureConversionUndoOp, TypeConsumerOp, TypeProducerOp,
};

/// `test-legalize-type-conversion`.
pub static TEST_LEGALIZE_TYPE_CONVERSION: PassInfo = PassInfo {
    argument: "test-legalize-type-conversion",
    name: "(anonymous namespace)::TestTypeConversionDriver",
    description: "Test various type conversion functionalities in DialectConversion",
    anchor: None,
    options: &[OptionSpec::new(
        "allow-pattern-rollback",
        OptionKind::Bool,
        "Allow pattern rollback",
    )
    .default_bool(true)],
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(TypeConversion {
            rollback: o.bool("allow-pattern-rollback"),
        })
    },
};

struct TypeConversion {
    rollback: bool,
}

/// `test.replace_with_legal_op`, an op MLIR's test dialect leaves unregistered.
const REPLACE_WITH_LEGAL_OP: &str = "test.replace_with_legal_op";

/// The pass's type conversion of `t` (see the module docs).
fn convert(t: Type, f64_type: Type) -> Vec<Type> {
    match t.float_kind() {
        Some(FloatKind::F64) => return vec![t],
        Some(FloatKind::BF16 | FloatKind::F16 | FloatKind::F32) => return vec![f64_type],
        _ => {}
    }
    if t.is_index() || t.int_info().is_some_and(|(w, _)| w == 1) {
        return vec![t];
    }
    vec![]
}

/// The pass's source materialization (see the module docs).
fn materialize_source(
    rw: &mut PatternRewriter<'_>,
    types: &[Type],
    inputs: &[ValueId],
    loc: Location,
) -> Option<Vec<ValueId>> {
    let [ty] = types else { return None };
    let ty = *ty;
    let input_types: Vec<Type> = inputs.iter().map(|&v| rw.body().value_type(v)).collect();
    let signless = |t: Type, w: u32| t.int_info() == Some((w, Signedness::Signless));
    let value = match input_types.as_slice() {
        [i] if i.float_kind() == Some(FloatKind::F64)
            && ty.float_kind() != Some(FloatKind::F16) =>
        {
            cast(rw, ty, inputs, loc)
        }
        [] if signless(ty, 32) || signless(ty, 64) => {
            let producer = rw.create(TypeProducerOp::build(rw.context(), loc, ty));
            rw.body().result(producer, 0)
        }
        [i] if i.is_integer() && ty.is_integer() => cast(rw, ty, inputs, loc),
        _ => return None,
    };
    Some(vec![value])
}

fn cast(rw: &mut PatternRewriter<'_>, ty: Type, inputs: &[ValueId], loc: Location) -> ValueId {
    let op = rw.create(CastOp::build(rw.context(), loc, ty, inputs));
    rw.body().result(op, 0)
}

fn type_converter(ctx: &Context) -> TypeConverter {
    let mut c = TypeConverter::new();
    let f64_type = ctx.f64_type();
    c.add_conversion(move |t| Some(Some(convert(t, f64_type))));
    c.add_source_materialization(materialize_source);
    c
}

/// A conversion pattern without a type converter that computes a signature with one
/// (MLIR's `TestTestSignatureConversionNoConverter`).
struct NoConverterSignature {
    info: ropt_rewrite::PatternInfo,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for NoConverterSignature {
    fn info(&self) -> &ropt_rewrite::PatternInfo {
        &self.info
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _: &[Vec<ValueId>],
        rw: &mut PatternRewriter<'_>,
    ) -> LogicalResult {
        let region = SignatureConversionNoConverterOp(op).body(rw.body());
        let Some(entry) = rw.body().entry_block(region) else {
            return Err(MatchFailure);
        };
        let types: Vec<Type> = rw
            .body()
            .block_arguments(entry)
            .iter()
            .map(|&a| rw.body().value_type(a))
            .collect();
        let Some(sig) = self.converter.convert_signature(&types) else {
            return Err(MatchFailure);
        };
        apply_signature_conversion(rw, entry, &sig, None);
        rw.modify_op_in_place(op, |_| {});
        Ok(())
    }
}

fn patterns(ctx: &Context, converter: &Arc<TypeConverter>) -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    let conv = Some(converter);
    add(
        ctx,
        &mut set,
        TypeConsumerOp::NAME,
        "TestTypeConsumerForward",
        conv,
        |op, operands, rw| {
            // The converted operand, set in place.
            let v = super::single_operand(operands)?;
            rw.modify_op_in_place(op, |b| b.set_operands(op, &[v]));
            Ok(())
        },
    );
    add(
        ctx,
        &mut set,
        TypeProducerOp::NAME,
        "TestTypeConversionProducer",
        conv,
        |op, _, rw| {
            let ty = rw.body().value_type(TypeProducerOp(op).result_0(rw.body()));
            let ctx = rw.context();
            let new_type = if ty.float_kind().is_some() {
                ctx.f64_type()
            } else if ty.int_info() == Some((16, Signedness::Signless)) {
                ctx.i64_type()
            } else {
                return Err(MatchFailure);
            };
            let loc = rw.body().op_location(op);
            let new = rw.create(TypeProducerOp::build(ctx, loc, new_type));
            let value = rw.body().result(new, 0);
            replace_op(rw, op, &[value]);
            Ok(())
        },
    );
    add(
        ctx,
        &mut set,
        SignatureConversionUndoOp::NAME,
        "TestSignatureConversionUndo",
        conv,
        |op, _, rw| {
            // Converts the region's signature, then fails: undone.
            let Some(converter) = ropt_conversion::pattern::current_type_converter(rw) else {
                return Err(MatchFailure);
            };
            let region = SignatureConversionUndoOp(op).body(rw.body());
            let _ = convert_region_types(rw, region, &converter);
            Err(MatchFailure)
        },
    );
    let info = ropt_rewrite::PatternInfo::new(
        ctx.registry()
            .op_name(SignatureConversionNoConverterOp::NAME),
        1,
        "TestTestSignatureConversionNoConverter",
    );
    add_conversion_pattern(
        &mut set,
        NoConverterSignature {
            info,
            converter: converter.clone(),
        },
    );
    add(
        ctx,
        &mut set,
        REPLACE_WITH_LEGAL_OP,
        "TestReplaceWithLegalOp",
        conv,
        |op, operands, rw| {
            let Some(&v) = operands.first().and_then(|v| v.first()) else {
                return Err(MatchFailure);
            };
            let loc = rw.body().op_location(op);
            rw.replace_op_with_new_op(op, LegalOpDOp::build(rw.context(), loc, v));
            Ok(())
        },
    );
    let info = ropt_rewrite::PatternInfo::new(
        ctx.registry().op_name(AnotherTypeProducerOp::NAME),
        1,
        "TestTypeConversionAnotherProducer",
    );
    set.add(FnPattern::new(info, |op, rw: &mut PatternRewriter<'_>| {
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let loc = rw.body().op_location(op);
        rw.replace_op_with_new_op(op, TypeProducerOp::build(rw.context(), loc, ty));
        Ok(())
    }));
    add(
        ctx,
        &mut set,
        FuncOp::NAME,
        "FunctionOpInterfaceSignatureConversion",
        conv,
        super::legalize::convert_func,
    );
    set
}

fn target(converter: &Arc<TypeConverter>) -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_legal_ops(&[LegalOpDOp::NAME]);
    t.add_dynamically_legal_op(TypeProducerOp::NAME, |b, o| {
        let ty = b.value_type(TypeProducerOp(o).result_0(b));
        Some(
            ty.float_kind() == Some(FloatKind::F64)
                || ty.int_info() == Some((64, Signedness::Signless)),
        )
    });
    let c = converter.clone();
    t.add_dynamically_legal_op(FuncOp::NAME, move |b, o| {
        let sig = FuncOp(o)
            .function_type_attr(b)
            .and_then(|a| a.as_type())
            .is_some_and(|ty| c.is_signature_legal(ty));
        Some(sig && super::legalize::regions_legal(&c, b, o))
    });
    t.add_dynamically_legal_op(CastOp::NAME, |b, o| {
        let from = b.operands(o).next().map(|v| b.value_type(v));
        let to = b.value_type(b.result(o, 0));
        Some(
            from.and_then(|t| t.float_kind()) == Some(FloatKind::F64)
                && to.float_kind() == Some(FloatKind::F32),
        )
    });
    let c = converter.clone();
    t.add_dynamically_legal_op(SignatureConversionNoConverterOp::NAME, move |b, o| {
        let region = SignatureConversionNoConverterOp(o).body(b);
        Some(b.entry_block(region).is_none_or(|e| {
            b.block_arguments(e)
                .iter()
                .all(|&a| c.is_legal(b.value_type(a)))
        }))
    });
    t
}

impl Pass for TypeConversion {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let converter = Arc::new(type_converter(ctx));
        let mut set = patterns(ctx, &converter);
        let mut target = target(&converter);
        ropt_lowering::cf_structural::populate_cf_structural_type_conversions_and_legality(
            ctx,
            &converter,
            &mut set,
            &mut target,
        );
        let patterns = set.freeze(&[], &[]);
        let config = ConversionConfig {
            allow_pattern_rollback: self.rollback,
            ..ConversionConfig::default()
        };
        let (failed, _) = run_in_pass(
            ctx,
            body,
            op,
            cx,
            &target,
            &patterns,
            config,
            ConversionMode::Partial,
        );
        if failed { Err(PassFailure) } else { Ok(()) }
    }
}
