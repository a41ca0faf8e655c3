//! Editing the signature of a function-like op (MLIR's `FunctionOpInterface` defaults): the
//! type in the inherent attribute `function_type`, per-argument and per-result attribute
//! dictionaries in `arg_attrs` and `res_attrs` (arrays, dropped when every dictionary is
//! empty), and the entry block's arguments (none for a declaration).
//!
//! Indices given to the insertions refer to the signature before the call, in
//! non-decreasing order; values inserted at the same index keep their given order.

use crate::{Attribute, Body, Context, Location, OpId, Type};

/// The function type of `op`, if it has one.
pub fn function_type(body: &Body, op: OpId) -> Option<Type> {
    body.attr(op, "function_type")
        .and_then(|a| a.as_type())
        .filter(|t| t.is_function())
}

/// The attribute dictionaries of `op`'s arguments (`results`: of its results), one per entry
/// of `n`, empty where none is set.
fn attr_dicts(ctx: &Context, body: &Body, op: OpId, name: &str, n: usize) -> Vec<Attribute> {
    let empty = ctx.dictionary_attr(&[]);
    let mut dicts: Vec<Attribute> = body
        .attr(op, name)
        .and_then(|a| a.as_array())
        .unwrap_or(&[])
        .to_vec();
    dicts.resize(n, empty);
    dicts
}

/// Stores `dicts` as `op`'s attribute `name`, or removes it if every dictionary is empty.
fn set_attr_dicts(ctx: &Context, body: &mut Body, op: OpId, name: &str, dicts: &[Attribute]) {
    let all_empty = dicts
        .iter()
        .all(|d| d.as_dictionary().is_none_or(|e| e.is_empty()));
    let value = (!all_empty).then(|| ctx.array_attr(dicts));
    body.set_attr(ctx, op, name, value);
}

/// The attribute dictionary of argument `index` of `op`.
pub fn arg_attrs(body: &Body, op: OpId, index: usize) -> Option<Attribute> {
    body.attr(op, "arg_attrs")
        .and_then(|a| a.as_array())
        .and_then(|a| a.get(index).copied())
}

/// The attribute dictionary of result `index` of `op`.
pub fn result_attrs(body: &Body, op: OpId, index: usize) -> Option<Attribute> {
    body.attr(op, "res_attrs")
        .and_then(|a| a.as_array())
        .and_then(|a| a.get(index).copied())
}

/// Sets the function type, resizing the argument and result attributes to its arity
/// (MLIR's `setType`; the entry block is left as it is).
pub fn set_function_type(ctx: &Context, body: &mut Body, op: OpId, ty: Type) {
    let args = attr_dicts(ctx, body, op, "arg_attrs", ty.inputs().len());
    let results = attr_dicts(ctx, body, op, "res_attrs", ty.results().len());
    body.set_attr(ctx, op, "function_type", Some(ctx.type_attr(ty)));
    set_attr_dicts(ctx, body, op, "arg_attrs", &args);
    set_attr_dicts(ctx, body, op, "res_attrs", &results);
}

/// Inserts `(index, type, attributes, location)` arguments (see the module docs); the
/// entry block gets an argument for each.
pub fn insert_arguments(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    args: &[(usize, Type, Attribute, Location)],
) {
    let Some(ty) = function_type(body, op) else {
        return;
    };
    let mut inputs = ty.inputs().to_vec();
    let mut dicts = attr_dicts(ctx, body, op, "arg_attrs", inputs.len());
    let entry = body
        .regions(op)
        .first()
        .and_then(|&r| body.regions_body(op).entry_block(r));
    for (offset, &(index, t, attrs, loc)) in args.iter().enumerate() {
        let at = (index + offset).min(inputs.len());
        inputs.insert(at, t);
        dicts.insert(at, attrs);
        if let Some(block) = entry {
            body.regions_body_mut(op)
                .insert_block_argument(block, at, t, loc);
        }
    }
    let new_ty = ctx.function_type(&inputs, ty.results());
    body.set_attr(ctx, op, "function_type", Some(ctx.type_attr(new_ty)));
    set_attr_dicts(ctx, body, op, "arg_attrs", &dicts);
}

/// Inserts `(index, type, attributes)` results (see the module docs).
pub fn insert_results(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    results: &[(usize, Type, Attribute)],
) {
    let Some(ty) = function_type(body, op) else {
        return;
    };
    let mut types = ty.results().to_vec();
    let mut dicts = attr_dicts(ctx, body, op, "res_attrs", types.len());
    for (offset, &(index, t, attrs)) in results.iter().enumerate() {
        let at = (index + offset).min(types.len());
        types.insert(at, t);
        dicts.insert(at, attrs);
    }
    let new_ty = ctx.function_type(ty.inputs(), &types);
    body.set_attr(ctx, op, "function_type", Some(ctx.type_attr(new_ty)));
    set_attr_dicts(ctx, body, op, "res_attrs", &dicts);
}

/// Erases the arguments `erase` marks, and the entry block's arguments with them (they must
/// have no uses).
pub fn erase_arguments(ctx: &Context, body: &mut Body, op: OpId, erase: &[bool]) {
    let Some(ty) = function_type(body, op) else {
        return;
    };
    let keep = |i: usize| !erase.get(i).copied().unwrap_or(false);
    let inputs: Vec<Type> = (0..ty.inputs().len())
        .filter(|&i| keep(i))
        .map(|i| ty.inputs()[i])
        .collect();
    let dicts = attr_dicts(ctx, body, op, "arg_attrs", ty.inputs().len());
    let dicts: Vec<Attribute> = (0..dicts.len())
        .filter(|&i| keep(i))
        .map(|i| dicts[i])
        .collect();
    if let Some(block) = body
        .regions(op)
        .first()
        .and_then(|&r| body.regions_body(op).entry_block(r))
    {
        let rb = body.regions_body_mut(op);
        for i in (0..rb.num_block_arguments(block)).rev() {
            if !keep(i) {
                rb.erase_block_argument(block, i);
            }
        }
    }
    let new_ty = ctx.function_type(&inputs, ty.results());
    body.set_attr(ctx, op, "function_type", Some(ctx.type_attr(new_ty)));
    set_attr_dicts(ctx, body, op, "arg_attrs", &dicts);
}

/// Erases the results `erase` marks.
pub fn erase_results(ctx: &Context, body: &mut Body, op: OpId, erase: &[bool]) {
    let Some(ty) = function_type(body, op) else {
        return;
    };
    let keep = |i: usize| !erase.get(i).copied().unwrap_or(false);
    let types: Vec<Type> = (0..ty.results().len())
        .filter(|&i| keep(i))
        .map(|i| ty.results()[i])
        .collect();
    let dicts = attr_dicts(ctx, body, op, "res_attrs", ty.results().len());
    let dicts: Vec<Attribute> = (0..dicts.len())
        .filter(|&i| keep(i))
        .map(|i| dicts[i])
        .collect();
    let new_ty = ctx.function_type(ty.inputs(), &types);
    body.set_attr(ctx, op, "function_type", Some(ctx.type_attr(new_ty)));
    set_attr_dicts(ctx, body, op, "res_attrs", &dicts);
}
