//! The verifiers of the pdl ops (run after the ODS checks), with mlir-opt's messages.
//!
//! In the matcher (the body of a `pdl.pattern`), a value-defining op must have a "binding"
//! use: a user that is neither `pdl.result` nor `pdl.results`, or such an op that is itself
//! used. In a rewrite, created operations need a name and result types that can be known.

use ropt_ir::verifier::op_error;
use ropt_ir::{Body, Context, Diagnostic, OpId, OperationName};
use ropt_ods_runtime::RuntimeOp;

use crate::generated::*;
use crate::types;

/// The name of the op around `op`: its parent in this body, or the body's owner.
fn parent_name(body: &Body, op: OpId) -> Option<OperationName> {
    match body.parent_op(op) {
        Some(parent) => Some(body.op_name(parent)),
        None => body.owner_name(),
    }
}

fn parent_is(body: &Body, op: OpId, name: &str) -> bool {
    parent_name(body, op).is_some_and(|n| n.as_str() == name)
}

/// Whether some use of `op`'s results binds it (see the module docs).
fn has_binding_use(body: &Body, op: OpId) -> bool {
    body.results(op).any(|r| {
        body.users(r).any(|user| {
            let is_result =
                ResultOp::cast(body, user).is_some() || ResultsOp::cast(body, user).is_some();
            // The result of a `pdl.result(s)` is a value, which no `pdl.result(s)` takes.
            !is_result || body.results(user).any(|v| !body.use_empty(v))
        })
    })
}

/// `pdl.operand(s)`, and the other ops defining matcher values.
pub(crate) fn verify_has_binding_use(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if !parent_is(body, op, "pdl.pattern") || has_binding_use(body, op) {
        return Ok(());
    }
    Err(op_error(
        body,
        op,
        "expected a bindable user when defined in the matcher body of a `pdl.pattern`",
    ))
}

/// `pdl.apply_native_constraint`.
pub(crate) fn verify_apply_native_constraint(
    _: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    if body.num_operands(op) == 0 {
        return Err(op_error(body, op, "expected at least one argument"));
    }
    let negated = ApplyNativeConstraintOp(op)
        .is_negated_attr(body)
        .is_some_and(|a| a.as_bool() == Some(true));
    if negated && body.num_results(op) != 0 {
        return Err(op_error(
            body,
            op,
            "cannot have a negated constraint with results",
        ));
    }
    Ok(())
}

/// `pdl.apply_native_rewrite`.
pub(crate) fn verify_apply_native_rewrite(
    _: &Context,
    body: &Body,
    op: OpId,
) -> Result<(), Diagnostic> {
    if body.num_operands(op) == 0 && body.num_results(op) == 0 {
        return Err(op_error(
            body,
            op,
            "expected at least one argument or result",
        ));
    }
    Ok(())
}

/// `pdl.attribute`.
pub(crate) fn verify_attribute(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let attr = AttributeOp(op);
    if attr.value_attr(body).is_none() {
        if parent_is(body, op, "pdl.rewrite") {
            return Err(op_error(
                body,
                op,
                "expected constant value when specified within a `pdl.rewrite`",
            ));
        }
        return verify_has_binding_use(ctx, body, op);
    }
    if attr.value_type(body).is_some() {
        return Err(op_error(
            body,
            op,
            "expected only one of [`type`, `value`] to be set",
        ));
    }
    Ok(())
}

/// `pdl.type` and `pdl.types`: a constant needs no use.
pub(crate) fn verify_type(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let constant = match TypeOp::cast(body, op) {
        Some(t) => t.constant_type_attr(body).is_some(),
        None => TypesOp(op).constant_types_attr(body).is_some(),
    };
    if constant {
        return Ok(());
    }
    verify_has_binding_use(ctx, body, op)
}

/// Whether ops named `name` infer their result types (MLIR's `InferTypeOpInterface`, which
/// ODS gives every op whose result types all follow from its operands and attributes, at
/// least one of them through a trait rather than a fixed type), and
/// whether that is only possibly so (`name` is not registered). This asks the registry, not
/// the loaded dialects: mlir-opt's verifier skips an op whose dialect is not loaded (an
/// unregistered name there), so `operation "func.constant"` in a `pdl.rewrite` is an error
/// here even in a file with no `func` op, where mlir-opt accepts it.
pub fn type_inference(ctx: &Context, name: &str) -> (bool, bool) {
    let Some(info) = ctx.registry().lookup_op(name) else {
        return (false, true);
    };
    let infers = info.interface::<RuntimeOp>().is_some_and(|rt| {
        let def = rt.def;
        if def.has_trait("InferTypeOpInterface") || def.has_trait("InferTypeOpAdaptor") {
            return true;
        }
        if def.results.is_empty() {
            return false;
        }
        let is_result = |n: &str| def.results.iter().any(|r| r.name == n);
        let from_traits = |result: &str| {
            def.traits.iter().any(|t| match t {
                ropt_ods_model::model::OpTrait::Pred {
                    types_match,
                    types_match_with,
                    ..
                } => {
                    (types_match.iter().any(|n| n == result)
                        && types_match.iter().any(|n| !is_result(n)))
                        || types_match_with
                            .as_ref()
                            .is_some_and(|(lhs, rhs, _)| rhs == result && !is_result(lhs))
                }
                _ => false,
            })
        };
        let same_as_operands =
            def.has_trait("SameOperandsAndResultType") && !def.operands.is_empty();
        // Results of fixed (buildable) types alone do not make an op infer: mlir-opt gives
        // `pdl.operand` no `InferTypeOpInterface`.
        let derived =
            |r: &ropt_ods_model::model::ValueDef| same_as_operands || from_traits(&r.name);
        def.has_trait("FirstAttrDerivedResultType")
            || (def.results.iter().any(derived)
                && def.results.iter().all(|r| {
                    !r.is_variable_length() && (r.constraint.builder_call.is_some() || derived(r))
                }))
    });
    (infers, infers)
}

/// `pdl.operation`.
pub(crate) fn verify_operation(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let operation = OperationOp(op);
    let in_rewrite = parent_is(body, op, "pdl.rewrite");
    let name = operation
        .op_name_attr(body)
        .and_then(|a| a.as_str().map(str::to_owned));
    if in_rewrite && name.is_none() {
        return Err(op_error(
            body,
            op,
            "must have an operation name when nested within a `pdl.rewrite`",
        ));
    }
    let names = operation
        .attribute_value_names_attr(body)
        .and_then(|a| a.as_array().map(<[_]>::len))
        .unwrap_or(0);
    let values = operation.attribute_values(body).len();
    if names != values {
        return Err(op_error(
            body,
            op,
            format!(
                "expected the same number of attribute values and attribute names, got {names} \
                 names and {values} values"
            ),
        ));
    }
    let might_infer = name.as_deref().is_some_and(|n| type_inference(ctx, n).1);
    if in_rewrite && !might_infer {
        verify_result_types_inferable(ctx, body, operation, name.as_deref())?;
    }
    verify_has_binding_use(ctx, body, op)
}

/// The result types of an operation created in a rewrite must be known: it replaces an
/// earlier operation, or each type is constant, comes from a native rewrite, or constrains
/// a matched value.
fn verify_result_types_inferable(
    ctx: &Context,
    body: &Body,
    op: OperationOp,
    name: Option<&str>,
) -> Result<(), Diagnostic> {
    let block = body.parent_block(op.0);
    let replaces_earlier = body.uses(op.op(body)).any(|u| {
        let Some(replace) = ReplaceOp::cast(body, u.owner) else {
            return false;
        };
        if u.operand_index == 0 {
            return false;
        }
        let replaced = body.defining_op(replace.op_value(body));
        replaced.is_some_and(|r| body.parent_block(r) != block || body.is_before_in_block(r, op.0))
    });
    if replaces_earlier {
        return Ok(());
    }
    let error = || {
        op_error(
            body,
            op.0,
            "must have inferable or constrained result types when nested within `pdl.rewrite`",
        )
    };
    let types = op.type_values(body);
    if types.is_empty() {
        let Some(name) = name else { return Ok(()) };
        let Some(info) = ctx.registry().lookup_op(name) else {
            return Ok(());
        };
        let Some(rt) = info.interface::<RuntimeOp>() else {
            return Ok(());
        };
        let expects_results =
            !rt.def.results.is_empty() && !rt.def.results.iter().any(|r| r.is_variable_length());
        if expects_results {
            return Err(error().with_note(
                body.op_location(op.0),
                format!(
                    "operation is created in a non-inferrable context, but '{name}' does not \
                     implement InferTypeOpInterface"
                ),
            ));
        }
        return Ok(());
    }
    let constrains_input = |user: OpId| {
        body.parent_block(user) != block
            && (OperandOp::cast(body, user).is_some()
                || OperandsOp::cast(body, user).is_some()
                || OperationOp::cast(body, user).is_some())
    };
    for (i, &ty) in types.iter().enumerate() {
        let Some(def) = body.defining_op(ty) else {
            continue;
        };
        if ApplyNativeRewriteOp::cast(body, def).is_some() {
            continue;
        }
        let constant = match (TypeOp::cast(body, def), TypesOp::cast(body, def)) {
            (Some(t), _) => t.constant_type_attr(body).is_some(),
            (_, Some(t)) => t.constant_types_attr(body).is_some(),
            _ => false,
        };
        let is_type = TypeOp::cast(body, def).is_some() || TypesOp::cast(body, def).is_some();
        if is_type && (constant || body.users(ty).any(constrains_input)) {
            continue;
        }
        return Err(error().with_note(
            body.op_location(op.0),
            format!("result type #{i} was not constrained"),
        ));
    }
    Ok(())
}

/// `pdl.range` (and `pdl_interp.create_range`): every operand has the range's element type.
pub fn verify_range(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(result) = body.results(op).next() else {
        return Ok(());
    };
    let elem = types::element_or_self(ctx, body.value_type(result));
    for operand in body.operands(op) {
        let operand_elem = types::element_or_self(ctx, body.value_type(operand));
        if operand_elem != elem {
            return Err(op_error(
                body,
                op,
                format!(
                    "expected operand to have element type '{}', but got '{}'",
                    type_text(elem),
                    type_text(operand_elem)
                ),
            ));
        }
    }
    Ok(())
}

fn type_text(ty: ropt_ir::Type) -> String {
    ropt_asm::printer::shim::type_to_string(ty)
}

/// `pdl.replace`.
pub(crate) fn verify_replace(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let replace = ReplaceOp(op);
    if replace.repl_operation(body).is_some() && !replace.repl_values(body).is_empty() {
        return Err(op_error(
            body,
            op,
            "expected no replacement values to be provided when the replacement operation is \
             present",
        ));
    }
    Ok(())
}

/// `pdl.results`.
pub(crate) fn verify_results(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let results = ResultsOp(op);
    let ty = body.value_type(results.val(body));
    if results.index_attr(body).is_none() && types::data(ty) == Some("value") {
        return Err(op_error(
            body,
            op,
            format!(
                "expected `pdl.range<value>` result type when no index is specified, but got: '{}'",
                type_text(ty)
            ),
        ));
    }
    Ok(())
}

/// `pdl.pattern`'s region checks: it ends in a `pdl.rewrite`, holds only pdl ops and at
/// least one `pdl.operation`, and the matcher values the rewrite uses are connected.
pub(crate) fn verify_pattern_regions(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let region = PatternOp(op).body_region(body);
    let rb = body.regions_body(op);
    let Some(block) = rb.blocks(region).next() else {
        return Ok(());
    };
    let Some(term) = rb.last_op(block) else {
        return Ok(());
    };
    if RewriteOp::cast(rb, term).is_none() {
        return Err(
            op_error(body, op, "expected body to terminate with `pdl.rewrite`")
                .with_note(rb.op_location(term), "see terminator defined here"),
        );
    }
    let mut foreign = None;
    rb.walk_region_ops(region, ropt_ir::walk::WalkOrder::PreOrder, |b, o| {
        if b.op_name(o).dialect() != "pdl" {
            foreign = Some(b.op_location(o));
            return ropt_ir::walk::WalkResult::Interrupt;
        }
        ropt_ir::walk::WalkResult::Advance
    });
    if let Some(loc) = foreign {
        return Err(op_error(
            body,
            op,
            "expected only `pdl` operations within the pattern body",
        )
        .with_note(loc, "see non-`pdl` operation defined here"));
    }
    if !rb.ops(block).any(|o| OperationOp::cast(rb, o).is_some()) {
        return Err(op_error(
            body,
            op,
            "the pattern must contain at least one `pdl.operation`",
        ));
    }
    // The ops that form the pattern's DAG and are used by the rewrite must all be reachable
    // from the first of them through operands, parents and users.
    let mut visited = rustc_hash::FxHashSet::default();
    let mut first = true;
    for o in rb.ops(block) {
        let in_dag = OperandOp::cast(rb, o).is_some()
            || OperandsOp::cast(rb, o).is_some()
            || ResultOp::cast(rb, o).is_some()
            || ResultsOp::cast(rb, o).is_some()
            || OperationOp::cast(rb, o).is_some();
        if !in_dag || !used_by_rewrite(rb, o) {
            continue;
        }
        if first {
            visit_connected(rb, o, &mut visited);
            first = false;
        } else if !visited.contains(&o) {
            return Err(
                op_error(body, op, "the operations must form a connected component").with_note(
                    rb.op_location(o),
                    "see a disconnected value / operation here",
                ),
            );
        }
    }
    Ok(())
}

/// Whether a result of `op` is used by the `pdl.rewrite` or inside it.
fn used_by_rewrite(body: &Body, op: OpId) -> bool {
    body.results(op).any(|r| {
        body.users(r).any(|user| {
            RewriteOp::cast(body, user).is_some()
                || body
                    .parent_op(user)
                    .is_some_and(|p| RewriteOp::cast(body, p).is_some())
        })
    })
}

/// Marks every matcher op connected to `start` (explicit stack: patterns may be large).
fn visit_connected(body: &Body, start: OpId, visited: &mut rustc_hash::FxHashSet<OpId>) {
    let mut stack = vec![start];
    while let Some(op) = stack.pop() {
        if body.parent_op(op).is_some() || RewriteOp::cast(body, op).is_some() {
            continue;
        }
        if !visited.insert(op) {
            continue;
        }
        let mut next = Vec::new();
        if let Some(operation) = OperationOp::cast(body, op) {
            next.extend(
                operation
                    .operand_values(body)
                    .into_iter()
                    .filter_map(|v| body.defining_op(v)),
            );
        } else if let Some(result) = ResultOp::cast(body, op) {
            next.extend(body.defining_op(result.parent(body)));
        } else if let Some(results) = ResultsOp::cast(body, op) {
            next.extend(body.defining_op(results.parent(body)));
        }
        for r in body.results(op) {
            next.extend(body.users(r));
        }
        // Visit in MLIR's recursive order: operands first, then users.
        stack.extend(next.into_iter().rev());
    }
}

/// `pdl.rewrite`'s region checks.
pub(crate) fn verify_rewrite_regions(_: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rewrite = RewriteOp(op);
    let region = rewrite.body_region(body);
    let empty = body.regions_body(op).blocks(region).next().is_none();
    if rewrite.name_attr(body).is_some() {
        if !empty {
            return Err(op_error(
                body,
                op,
                "expected rewrite region to be empty when rewrite is external",
            ));
        }
        return Ok(());
    }
    if empty {
        return Err(op_error(
            body,
            op,
            "expected rewrite region to be non-empty if external name is not specified",
        ));
    }
    if !rewrite.external_args(body).is_empty() {
        return Err(op_error(
            body,
            op,
            "expected no external arguments when the rewrite is specified inline",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::type_inference;

    fn context() -> ropt_ir::Context {
        let mut ctx = ropt_ir::Context::new();
        crate::register(&mut ctx);
        ctx
    }

    #[test]
    fn unregistered_ops_might_infer() {
        assert_eq!(type_inference(&context(), "foo.op"), (false, true));
    }

    #[test]
    fn pdl_ops_do_not_infer() {
        let ctx = context();
        // `pdl.operand`'s result is always `!pdl.value` (a fixed type, which mlir-opt does
        // not count), `pdl.range`'s comes from a custom directive, `pdl.erase` has none.
        assert_eq!(type_inference(&ctx, "pdl.operand"), (false, false));
        assert_eq!(type_inference(&ctx, "pdl.range"), (false, false));
        assert_eq!(type_inference(&ctx, "pdl.erase"), (false, false));
    }
}
