//! The Rust half of the cf ops' verifiers (run after the ODS checks): the successor operand
//! checks of `BranchOpInterface`, the branch weights of `WeightedBranchOpInterface`, and
//! `cf.switch`'s case checks, with mlir-opt's messages.

use ropt_asm::printer::shim::type_to_string;
use ropt_ir::verifier::{error_at_op, op_error};
use ropt_ir::{AttributeKind, Body, Context, Diagnostic, OpId};

use crate::layout::{CASE_SEGMENTS, OPERAND_SEGMENTS, dense_i32s, segments, successor_range};
use crate::{CondBranchOp, SwitchOp};

/// Every successor gets as many operands as it has arguments, of the same types.
fn verify_successor_operands(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    for (succ_no, dest) in body.successors(op).enumerate() {
        let range = successor_range(body, op, succ_no);
        let count = range.end - range.start;
        let args = body.block_arguments(dest);
        if count != args.len() {
            return Err(error_at_op(
                body,
                op,
                format!(
                    "branch has {count} operands for successor #{succ_no}, but target block has {}",
                    args.len()
                ),
            ));
        }
        for (i, (operand, &arg)) in body.operands(op).skip(range.start).zip(args).enumerate() {
            if body.value_type(operand) != body.value_type(arg) {
                return Err(error_at_op(
                    body,
                    op,
                    format!("type mismatch for bb argument #{i} of successor #{succ_no}"),
                ));
            }
        }
    }
    Ok(())
}

/// `cf.br`.
pub(crate) fn verify_br(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_successor_operands(body, op)
}

/// `cf.cond_br`: successor operands, then the optional branch weights.
pub(crate) fn verify_cond_br(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_successor_operands(body, op)?;
    // An empty list means "no weights", as an absent one.
    let weights = CondBranchOp(op)
        .branch_weights_attr(body)
        .and_then(dense_i32s)
        .unwrap_or_default();
    if weights.is_empty() {
        return Ok(());
    }
    let successors = body.num_successors(op);
    if weights.len() != successors {
        return Err(error_at_op(
            body,
            op,
            format!(
                "expects number of branch weights to match number of successors: {} vs {successors}",
                weights.len()
            ),
        ));
    }
    if weights.iter().all(|&w| w == 0) {
        return Err(error_at_op(body, op, "branch weights cannot all be zero"));
    }
    Ok(())
}

/// `cf.switch`: the case operand segments cover the case operands, successor operands, and
/// the case values match the flag and the case destinations.
pub(crate) fn verify_switch(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let cases = segments(body, op, CASE_SEGMENTS);
    if cases.iter().any(|&v| v < 0) {
        return Err(op_error(
            body,
            op,
            format!("'{CASE_SEGMENTS}' attribute cannot have negative elements"),
        ));
    }
    let seg = segments(body, op, OPERAND_SEGMENTS);
    let case_operands = seg.get(2).copied().unwrap_or(0).max(0) as i64;
    let total: i64 = cases.iter().map(|&v| v as i64).sum();
    if case_operands != total {
        return Err(op_error(
            body,
            op,
            format!(
                "caseOperands count ({case_operands}) does not match with the total size ({total}) \
                 specified in attribute '{CASE_SEGMENTS}'"
            ),
        ));
    }
    verify_successor_operands(body, op)?;

    let destinations = body.num_successors(op).saturating_sub(1);
    let values = SwitchOp(op).case_values_attr(body);
    let Some(values) = values else {
        if destinations == 0 {
            return Ok(());
        }
        // mlir-opt 22 crashes here; report the mismatch instead.
        return Err(op_error(
            body,
            op,
            format!(
                "number of case values (0) should match number of case destinations ({destinations})"
            ),
        ));
    };
    let ty = values.ty();
    let elem = ty.and_then(|t| t.element_type());
    // Not `flag()`: the operand count may not be verified yet.
    let flag = body.operands(op).next();
    if let (Some(elem), Some(flag)) = (elem, flag) {
        let flag_ty = body.value_type(flag);
        if elem != flag_ty {
            return Err(op_error(
                body,
                op,
                format!(
                    "'flag' type ('{}') should match case value type ('{}')",
                    type_to_string(flag_ty),
                    type_to_string(elem)
                ),
            ));
        }
    }
    let count = match values.kind() {
        AttributeKind::DenseElements { ty, .. } => ty.num_elements().unwrap_or(0),
        _ => 0,
    };
    if count != destinations as u64 {
        return Err(op_error(
            body,
            op,
            format!(
                "number of case values ({count}) should match number of case destinations \
                 ({destinations})"
            ),
        ));
    }
    Ok(())
}
