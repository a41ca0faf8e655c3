//! The func dialect's canonicalization pattern (mlir-opt's): a `func.call_indirect` whose
//! callee is a constant symbol reference (a `func.constant`) becomes a direct `func.call`.

use ropt_ir::{AttributeKind, OpId, Traits, ValueId};
use ropt_rewrite::{LogicalResult, MatchFailure, PatternRewriter};

use crate::CallOp;

/// `call_indirect (constant @f)(args)` -> `call @f(args)`.
pub(crate) fn indirect_to_direct(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let body = rw.body();
    let callee = body.operands(op).next().ok_or(MatchFailure)?;
    let def = body.defining_op(callee).ok_or(MatchFailure)?;
    if !body.op_name(def).has_trait(Traits::CONSTANT_LIKE) {
        return Err(MatchFailure);
    }
    // Folding a constant reads it without changing anything: the modification is cancelled.
    let ctx = rw.context();
    rw.start_op_modification(def);
    let folded = ropt_rewrite::fold::constant_value(ctx, rw.body_for_modification(), def);
    rw.cancel_op_modification(def);
    let symbol = folded.ok_or(MatchFailure)?;
    if !matches!(symbol.kind(), AttributeKind::SymbolRef { .. }) {
        return Err(MatchFailure);
    }
    let body = rw.body();
    let args: Vec<ValueId> = body.operands(op).skip(1).collect();
    let results: Vec<_> = body.result_types(op);
    let loc = body.op_location(op);
    let state = CallOp::build(ctx, loc, &results, &args, Some(symbol), None, None, None);
    rw.replace_op_with_new_op(op, state);
    Ok(())
}
