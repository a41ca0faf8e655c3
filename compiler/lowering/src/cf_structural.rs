//! Type conversion of the `cf` dialect's branches (MLIR's
//! `populateCFStructuralTypeConversionsAndLegality`): `cf.br`, `cf.cond_br` and `cf.switch`
//! take their converted operands, the signatures of their successors converted to match (a
//! switch only when each operand is replaced by one value); each is legal when the types of
//! its operands are.

use std::sync::Arc;

use ropt_conversion::{
    ConversionTarget, FnConversionPattern, TypeConverter, add_conversion_pattern,
    apply_signature_conversion,
};
use ropt_dialect_cf::{BranchOp, CondBranchOp, SwitchOp};
use ropt_ir::{BlockId, Context, OpId, Type, ValueId};
use ropt_rewrite::{LogicalResult, PatternInfo, PatternRewriter, RewritePatternSet};

type BranchFn =
    fn(OpId, &[Vec<ValueId>], &TypeConverter, &mut PatternRewriter<'_>) -> LogicalResult;

/// Adds the patterns converting `cf.br` and `cf.cond_br` with `converter` to `set`, and
/// their legality to `target`.
pub fn populate_cf_structural_type_conversions_and_legality(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    set: &mut RewritePatternSet,
    target: &mut ConversionTarget,
) {
    let r = ctx.registry();
    let patterns: [(&str, &str, BranchFn); 3] = [
        (BranchOp::NAME, "BranchOpConversion", convert_br),
        (
            CondBranchOp::NAME,
            "CondBranchOpConversion",
            convert_cond_br,
        ),
        (SwitchOp::NAME, "SwitchOpConversion", convert_switch),
    ];
    for (root, name, f) in patterns {
        let info = PatternInfo::new(r.op_name(root), 1, name);
        let c = converter.clone();
        let pattern =
            FnConversionPattern::new(info, Some(converter.clone()), move |op, ops, rw| {
                f(op, ops, &c, rw)
            });
        add_conversion_pattern(set, pattern);
    }
    for name in [BranchOp::NAME, CondBranchOp::NAME, SwitchOp::NAME] {
        let c = converter.clone();
        target.add_dynamically_legal_op(name, move |b, o| {
            Some(b.operands(o).all(|v| c.is_legal(b.value_type(v))))
        });
    }
}

/// `block` with its arguments converted to `expected` (the converted operands a branch
/// passes it), or a match failure when its signature does not convert to those types.
fn converted_block(
    rw: &mut PatternRewriter<'_>,
    converter: &TypeConverter,
    block: BlockId,
    expected: &[Type],
) -> Result<BlockId, ropt_rewrite::MatchFailure> {
    let types: Vec<Type> = rw
        .body()
        .block_arguments(block)
        .iter()
        .map(|&a| rw.body().value_type(a))
        .collect();
    if types == expected {
        return Ok(block);
    }
    let Some(sig) = converter.convert_signature(&types) else {
        return Err(ropt_rewrite::MatchFailure);
    };
    if sig.types != expected {
        return Err(ropt_rewrite::MatchFailure);
    }
    let converter = ropt_conversion::pattern::current_type_converter(rw);
    apply_signature_conversion(rw, block, &sig, converter.as_ref());
    Ok(block)
}

fn types(rw: &PatternRewriter<'_>, values: &[ValueId]) -> Vec<Type> {
    values.iter().map(|&v| rw.body().value_type(v)).collect()
}

fn convert_br(
    op: OpId,
    operands: &[Vec<ValueId>],
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let flat: Vec<ValueId> = operands.iter().flatten().copied().collect();
    let dest = BranchOp(op).dest(rw.body());
    let expected = types(rw, &flat);
    let dest = converted_block(rw, converter, dest, &expected)?;
    let loc = rw.body().op_location(op);
    let state = BranchOp::build(rw.context(), loc, &flat, &[dest]);
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

fn convert_cond_br(
    op: OpId,
    operands: &[Vec<ValueId>],
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let br = CondBranchOp(op);
    let body = rw.body();
    let n_true = br.true_dest_operands(body).len();
    let (true_dest, false_dest) = (br.true_dest(body), br.false_dest(body));
    let weights = br.branch_weights_attr(body);
    let Some((condition, rest)) = operands.split_first() else {
        return Err(ropt_rewrite::MatchFailure);
    };
    let [condition] = condition.as_slice() else {
        return rw.notify_match_failure(op, "expected single condition value");
    };
    let (true_ops, false_ops) = rest.split_at(n_true.min(rest.len()));
    let true_flat: Vec<ValueId> = true_ops.iter().flatten().copied().collect();
    let false_flat: Vec<ValueId> = false_ops.iter().flatten().copied().collect();
    let expected = types(rw, &true_flat);
    let true_dest = converted_block(rw, converter, true_dest, &expected)?;
    let expected = types(rw, &false_flat);
    let false_dest = converted_block(rw, converter, false_dest, &expected)?;
    let loc = rw.body().op_location(op);
    let state = CondBranchOp::build(
        rw.context(),
        loc,
        *condition,
        &true_flat,
        &false_flat,
        weights,
        &[true_dest, false_dest],
    );
    rw.replace_op_with_new_op(op, state);
    Ok(())
}

fn convert_switch(
    op: OpId,
    operands: &[Vec<ValueId>],
    converter: &TypeConverter,
    rw: &mut PatternRewriter<'_>,
) -> LogicalResult {
    let sw = SwitchOp(op);
    let body = rw.body();
    let n_default = sw.default_operands(body).len();
    let default_dest = sw.default_destination(body);
    let case_dests = sw.case_destinations(body);
    let case_values = sw.case_values_attr(body);
    let segments: Vec<usize> = match sw.case_operand_segments_attr(body).map(|a| a.kind()) {
        Some(ropt_ir::AttributeKind::DenseArray { data, .. }) => data
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]).max(0) as usize)
            .collect(),
        _ => Vec::new(),
    };
    let Some((flag, rest)) = operands.split_first() else {
        return Err(ropt_rewrite::MatchFailure);
    };
    let [flag] = flag.as_slice() else {
        return rw.notify_match_failure(op, "expected single flag value");
    };
    // MLIR's switch conversion takes one value per operand (a 1:1 adaptor).
    if rest.iter().any(|v| v.len() != 1) {
        return rw.notify_match_failure(op, "expected 1:1 operand replacements");
    }
    if segments.len() != case_dests.len() || rest.len() < n_default {
        return Err(ropt_rewrite::MatchFailure);
    }
    let (default_ops, mut case_ops) = rest.split_at(n_default);
    let default_flat: Vec<ValueId> = default_ops.iter().flatten().copied().collect();
    let expected = types(rw, &default_flat);
    let default_dest = converted_block(rw, converter, default_dest, &expected)?;
    let mut case_flat = Vec::new();
    let mut case_sizes = Vec::with_capacity(segments.len());
    let mut dests = vec![default_dest];
    for (&n, &dest) in segments.iter().zip(&case_dests) {
        if case_ops.len() < n {
            return Err(ropt_rewrite::MatchFailure);
        }
        let (ops, tail) = case_ops.split_at(n);
        case_ops = tail;
        let flat: Vec<ValueId> = ops.iter().flatten().copied().collect();
        let expected = types(rw, &flat);
        dests.push(converted_block(rw, converter, dest, &expected)?);
        case_sizes.push(flat.len() as i32);
        case_flat.extend(flat);
    }
    let ctx = rw.context();
    let bytes: Vec<u8> = case_sizes.iter().flat_map(|v| v.to_le_bytes()).collect();
    let i32_type = ctx.integer_type(32, ropt_ir::types::Signedness::Signless);
    let sizes = ctx.dense_array_attr(i32_type, case_sizes.len(), &bytes);
    let loc = rw.body().op_location(op);
    let state = SwitchOp::build(
        ctx,
        loc,
        *flag,
        &default_flat,
        &case_flat,
        case_values,
        Some(sizes),
        &dests,
    );
    rw.replace_op_with_new_op(op, state);
    Ok(())
}
