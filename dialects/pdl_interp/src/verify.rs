//! The verifiers of the pdl_interp ops (run after the ODS checks), with mlir-opt's messages.

use ropt_dialect_pdl::types;
use ropt_ir::verifier::op_error;
use ropt_ir::{AttributeKind, Body, Context, Diagnostic, OpId};

use crate::generated::*;

/// `pdl_interp.create_operation`: inferred result types need an op that infers them.
pub(crate) fn verify_create_operation(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    let create = CreateOperationOp(op);
    if create.inferred_result_types_attr(body).is_none() {
        return Ok(());
    }
    if !create.input_result_types(body).is_empty() {
        return Err(op_error(
            body,
            op,
            "with inferred results cannot also have explicit result types",
        ));
    }
    let name = create
        .name_attr(body)
        .and_then(|a| a.as_str())
        .unwrap_or("");
    if !ropt_dialect_pdl::type_inference(ctx, name).0 {
        return Err(op_error(
            body,
            op,
            format!(
                "has inferred results, but the created operation '{name}' does not support \
                 result type inference (or is not registered)"
            ),
        ));
    }
    Ok(())
}

/// `pdl_interp.foreach`: one region argument, whose range type the operand has.
pub(crate) fn verify_foreach(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let region = body.regions(op)[0];
    let rb = body.regions_body(op);
    let args = rb
        .blocks(region)
        .next()
        .map(|b| rb.block_arguments(b).to_vec())
        .unwrap_or_default();
    if args.len() != 1 {
        return Err(op_error(body, op, "requires exactly one argument"));
    }
    let range = types::range_of(ctx, rb.value_type(args[0]));
    let operand = ForEachOp(op).values(body);
    if body.value_type(operand) != range {
        return Err(op_error(
            body,
            op,
            "operand must be a range of loop variable type",
        ));
    }
    Ok(())
}

/// The switch ops: as many case destinations as case values.
pub(crate) fn verify_switch(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let dests = body.num_successors(op).saturating_sub(1);
    let case_values = SwitchAttributeOp::cast(body, op)
        .map(|s| s.case_values_attr(body))
        .or_else(|| SwitchOperandCountOp::cast(body, op).map(|s| s.case_values_attr(body)))
        .or_else(|| SwitchOperationNameOp::cast(body, op).map(|s| s.case_values_attr(body)))
        .or_else(|| SwitchResultCountOp::cast(body, op).map(|s| s.case_values_attr(body)))
        .or_else(|| SwitchTypeOp::cast(body, op).map(|s| s.case_values_attr(body)))
        .or_else(|| SwitchTypesOp::cast(body, op).map(|s| s.case_values_attr(body)))
        .flatten();
    let values = match case_values.map(|a| a.kind()) {
        Some(AttributeKind::Array(items)) => items.len(),
        Some(AttributeKind::DenseElements { ty, .. }) => ty.num_elements().unwrap_or(0) as usize,
        _ => 0,
    };
    if dests != values {
        return Err(op_error(
            body,
            op,
            format!(
                "expected number of cases to match the number of case values, got {dests} but \
                 expected {values}"
            ),
        ));
    }
    Ok(())
}
