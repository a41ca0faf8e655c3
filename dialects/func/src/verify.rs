//! The func dialect's verifiers beyond ODS: the symbol and function-interface checks of
//! `func.func`, `func.return` against its function, and the symbol uses of `func.call` and
//! `func.constant` (run by the symbol table of the enclosing module). Messages are mlir-opt's.

use ropt_asm::printer::shim::type_to_string;
use ropt_asm::printer::{AliasState, PrintOptions};
use ropt_ir::registry::ValuePosition;
use ropt_ir::symbol_table::SymbolScope;
use ropt_ir::verifier::{op_error, op_error_bytes, verify_symbol};
use ropt_ir::{Attribute, Body, Context, Diagnostic, OpId, Traits, Type};

use crate::function_syntax::{FUNC_ATTR_NAMES, SYM_VISIBILITY};
use crate::{CallOp, ConstantOp, FuncOp, ReturnOp};

fn attr_to_string(a: Attribute) -> String {
    let mut s = String::new();
    AliasState::new(PrintOptions::default()).print_attribute(&mut s, a);
    s
}

fn quoted_types(types: &[Type]) -> String {
    let v: Vec<String> = types
        .iter()
        .map(|&t| format!("'{}'", type_to_string(t)))
        .collect();
    v.join(", ")
}

/// The function type of a `func.func` (ODS has checked the attribute).
fn function_type(body: &Body, op: OpId) -> Option<Type> {
    body.attr(op, FUNC_ATTR_NAMES.function_type)
        .and_then(|a| a.as_type())
        .filter(|t| t.is_function())
}

/// `func.func` after its ODS checks: the Symbol interface (visibility, declarations are not
/// public, the parent is a symbol table), then the function interface (argument and result
/// attributes, entry block against the signature).
pub fn verify_func(ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    verify_symbol(body, op, &attr_to_string)?;
    let region = body.regions(op)[0];
    let rb = body.regions_body(op);
    let entry = rb.entry_block(region);
    let public = body
        .attr(op, SYM_VISIBILITY)
        .and_then(|a| a.as_str())
        .is_none_or(|v| v == "public");
    if entry.is_none() && public {
        return Err(op_error(
            body,
            op,
            "symbol declaration cannot have public visibility",
        ));
    }
    let parent = match body.parent_op(op) {
        Some(p) => Some(body.op_name(p)),
        None => body.owner_name(),
    };
    if let Some(parent) = parent
        && parent.is_registered()
        && !parent.has_trait(Traits::SYMBOL_TABLE)
    {
        return Err(op_error(
            body,
            op,
            "symbol's parent must have the SymbolTable trait",
        ));
    }
    let Some(fty) = function_type(body, op) else {
        return Ok(());
    };
    for (attr, kind, plural, count) in [
        (
            FUNC_ATTR_NAMES.arg_attrs,
            "argument",
            "arguments",
            fty.inputs().len(),
        ),
        (
            FUNC_ATTR_NAMES.res_attrs,
            "result",
            "results",
            fty.results().len(),
        ),
    ] {
        let Some(dicts) = body.attr(op, attr).and_then(|a| a.as_array()) else {
            continue;
        };
        if dicts.len() != count {
            return Err(op_error(
                body,
                op,
                format!(
                    "expects {kind} attribute array to have the same number of elements as the \
                     number of function {plural}, got {}, but expected {count}",
                    dicts.len()
                ),
            ));
        }
        for (index, &d) in dicts.iter().enumerate() {
            let Some(entries) = d.as_dictionary() else {
                return Err(op_error(
                    body,
                    op,
                    format!(
                        "expects {kind} attribute dictionary to be a DictionaryAttr, but got `{}`",
                        attr_to_string(d)
                    ),
                ));
            };
            if entries.iter().any(|e| !e.name.as_str().contains('.')) {
                return Err(op_error(
                    body,
                    op,
                    format!("{plural} may only have dialect attributes"),
                ));
            }
            let position = ValuePosition {
                result: kind == "result",
                index,
            };
            for &e in entries {
                let dialect = e.name.as_str().split_once('.').map(|(d, _)| d);
                let registry = ctx.registry();
                if let Some(hook) = dialect
                    .and_then(|d| registry.dialect(d))
                    .and_then(|d| d.verify_region_attribute)
                {
                    hook(ctx, body, op, position, e)?;
                }
            }
        }
    }
    let Some(entry) = entry else {
        return Ok(());
    };
    let args = rb.block_arguments(entry);
    let inputs = fty.inputs();
    if args.len() != inputs.len() {
        return Err(op_error(
            body,
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        let at = rb.value_type(a);
        if at != t {
            return Err(op_error(
                body,
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the \
                     corresponding argument in function signature('{}')",
                    type_to_string(at),
                    type_to_string(t)
                ),
            ));
        }
    }
    Ok(())
}

/// The `func.return` ops of a `func.func` against its result types (run after the nested
/// ops were verified: a nested body does not know the attributes of the op owning it).
pub fn verify_func_returns(_ctx: &Context, body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let Some(fty) = function_type(body, op) else {
        return Ok(());
    };
    let results = fty.results();
    let name = ropt_ir::symbol_table::symbol_name_bytes(body, op).unwrap_or_default();
    let rb = body.regions_body(op);
    for block in rb.blocks(body.regions(op)[0]) {
        for ret in rb.ops(block) {
            if ReturnOp::cast(rb, ret).is_none() {
                continue;
            }
            let operands: Vec<Type> = rb.operands(ret).map(|v| rb.value_type(v)).collect();
            if operands.len() != results.len() {
                // mlir-opt names the function by its raw name (not quoted, bytes as they are).
                let message = [
                    format!("has {} operands, but enclosing function (@", operands.len())
                        .as_bytes(),
                    name,
                    format!(") returns {}", results.len()).as_bytes(),
                ]
                .concat();
                return Err(op_error_bytes(rb, ret, &message));
            }
            for (i, (&got, &want)) in operands.iter().zip(results).enumerate() {
                if got != want {
                    let message = format!(
                        "type of return operand {i} ('{}') doesn't match function result \
                         type ('{}') in function @",
                        type_to_string(got),
                        type_to_string(want),
                    );
                    let message = [message.as_bytes(), name].concat();
                    return Err(Diagnostic::error_bytes(rb.op_location(ret), &message));
                }
            }
        }
    }
    Ok(())
}

/// The `func.func` a flat symbol reference attribute names in `scope`, with its body.
fn lookup_func<'a>(
    scope: &SymbolScope<'a>,
    attr: Option<Attribute>,
) -> (Option<&'static [u8]>, Option<(&'a Body, OpId)>) {
    let name = attr
        .and_then(ropt_ir::symbol_table::symbol_ref_parts)
        .map(|(root, _)| root);
    let found = name
        .and_then(|n| scope.lookup(n))
        .filter(|(b, f)| FuncOp::cast(b, *f).is_some());
    (name, found)
}

/// `func.call`: the callee exists and the operand and result types match its signature.
pub fn verify_call_uses(
    _ctx: &Context,
    body: &Body,
    op: OpId,
    scope: &SymbolScope<'_>,
) -> Result<(), Diagnostic> {
    let (name, found) = lookup_func(scope, CallOp(op).callee_attr(body));
    let Some(name) = name else {
        return Err(op_error(
            body,
            op,
            "requires a 'callee' symbol reference attribute",
        ));
    };
    let Some(fty) = found.and_then(|(b, f)| function_type(b, f)) else {
        return Err(op_error_bytes(
            body,
            op,
            &[&b"'"[..], name, b"' does not reference a valid function"].concat(),
        ));
    };
    let inputs = fty.inputs();
    if body.num_operands(op) != inputs.len() {
        return Err(op_error(
            body,
            op,
            "incorrect number of operands for callee",
        ));
    }
    for (i, (v, &want)) in body.operands(op).zip(inputs).enumerate() {
        let got = body.value_type(v);
        if got != want {
            return Err(op_error(
                body,
                op,
                format!(
                    "operand type mismatch: expected operand type '{}', but provided '{}' for \
                     operand number {i}",
                    type_to_string(want),
                    type_to_string(got)
                ),
            ));
        }
    }
    let results = fty.results();
    if body.num_results(op) != results.len() {
        return Err(op_error(body, op, "incorrect number of results for callee"));
    }
    let got: Vec<Type> = body.result_types(op);
    if let Some(i) = got.iter().zip(results).position(|(a, b)| a != b) {
        let loc = body.op_location(op);
        return Err(
            op_error(body, op, format!("result type mismatch at index {i}"))
                .with_note(
                    loc,
                    format!("      op result types: {}", quoted_types(&got)),
                )
                .with_note(
                    loc,
                    format!("function result types: {}", quoted_types(results)),
                ),
        );
    }
    Ok(())
}

/// `func.constant`: the referenced function exists and has the result's type.
pub fn verify_constant_uses(
    _ctx: &Context,
    body: &Body,
    op: OpId,
    scope: &SymbolScope<'_>,
) -> Result<(), Diagnostic> {
    let (name, found) = lookup_func(scope, ConstantOp(op).value_attr(body));
    let Some((fb, f)) = found else {
        let name = name.unwrap_or_default();
        return Err(op_error_bytes(
            body,
            op,
            &[&b"reference to undefined function '"[..], name, b"'"].concat(),
        ));
    };
    let result = body.results(op).next().map(|v| body.value_type(v));
    if function_type(fb, f) != result {
        return Err(op_error(
            body,
            op,
            "reference to function with mismatched type",
        ));
    }
    Ok(())
}
