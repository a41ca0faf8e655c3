//! The rewriter functions (MLIR's `PatternLowering::generateRewriter`): one
//! `pdl_interp.func` per pattern in `module @rewriters`, named `pdl_generated_rewriter`
//! (uniqued as a symbol table does: `_0`, `_1`, ... appended). Its arguments are the
//! matched values the rewrite uses, in first-use order (their positions are what
//! `pdl_interp.record_match` passes); constant attributes and types of the match are made
//! again where first used instead. A rewrite naming a native rewriter becomes one
//! `pdl_interp.apply_rewrite` of the root and the external arguments; otherwise each op of
//! the rewrite region becomes its `pdl_interp` counterpart.

use std::collections::{HashMap, HashSet};

use ropt_dialect_pdl::types::{is_range, range_of};
use ropt_dialect_pdl::{
    ApplyNativeRewriteOp, AttributeOp, EraseOp, OperationOp, RangeOp, ReplaceOp, ResultOp,
    ResultsOp, RewriteOp, TypeOp, TypesOp,
};
use ropt_dialect_pdl_interp as interp;
use ropt_ir::{Attribute, BlockId, Body, Context, Diagnostic, Location, OpId, ValueId};

use super::predicate::PosId;
use super::{Pattern, append, pdl_type, value_loc};

/// A generated rewriter function, not yet placed in the module.
pub(super) struct RewriterFunc {
    pub name: String,
    pub loc: Location,
    pub body: Body,
    pub entry: BlockId,
}

/// The rewriter functions made so far, in order.
#[derive(Default)]
pub(super) struct Rewriters {
    pub funcs: Vec<RewriterFunc>,
    /// The op of the pattern body an error was reported at (for the pass's op note).
    pub failed_op: Option<OpId>,
    names: HashSet<String>,
    counter: u32,
}

type R<T> = Result<T, Diagnostic>;

impl Rewriters {
    /// A name not used yet (MLIR's symbol table uniquing).
    fn unique_name(&mut self, base: &str) -> String {
        if self.names.insert(base.to_string()) {
            return base.to_string();
        }
        loop {
            let candidate = format!("{base}_{}", self.counter);
            self.counter += 1;
            if self.names.insert(candidate.clone()) {
                return candidate;
            }
        }
    }

    /// Generates the rewriter of `pattern`; returns the reference to it and the positions
    /// of the matched values it takes, in argument order.
    pub(super) fn generate(
        &mut self,
        ctx: &Context,
        pattern: &Pattern<'_>,
    ) -> R<(Attribute, Vec<PosId>)> {
        let name = self.unique_name("pdl_generated_rewriter");
        let mut body = Body::new();
        let region = body.add_top_region();
        let entry = body.create_block();
        body.append_block(region, entry);
        let pb = pattern.body;
        let rewrite = pb
            .last_op(pattern.block)
            .and_then(|op| RewriteOp::cast(pb, op))
            .expect("checked when the predicates were collected");
        let mut g = Gen {
            ctx,
            pattern,
            body,
            entry,
            values: HashMap::new(),
            used: Vec::new(),
            failed_op: &mut self.failed_op,
        };
        let rewrite_loc = pb.op_location(rewrite.0);
        if let Some(name) = rewrite.name_attr(pb) {
            let mut args = Vec::new();
            if let Some(root) = rewrite.root(pb) {
                args.push(g.map(root)?);
            }
            for a in rewrite.external_args(pb) {
                args.push(g.map(a)?);
            }
            let st = interp::ApplyRewriteOp::build(ctx, rewrite_loc, &[], &args, Some(name));
            g.append(st);
        } else if let Some(block) = pb.entry_block(rewrite.body_region(pb)) {
            for op in pb.ops(block) {
                g.op(op)?;
            }
        }
        let st = interp::FinalizeOp::build(ctx, rewrite_loc);
        g.append(st);
        let used = g.used;
        self.funcs.push(RewriterFunc {
            name: name.clone(),
            loc: pattern.loc,
            body: g.body,
            entry,
        });
        Ok((ctx.symbol_ref_attr("rewriters", &[&name]), used))
    }
}

struct Gen<'a, 'p> {
    ctx: &'a Context,
    pattern: &'a Pattern<'p>,
    body: Body,
    entry: BlockId,
    /// The rewriter value of each pattern value.
    values: HashMap<ValueId, ValueId>,
    used: Vec<PosId>,
    failed_op: &'a mut Option<OpId>,
}

impl Gen<'_, '_> {
    fn append(&mut self, st: ropt_ir::OperationState) -> OpId {
        append(&mut self.body, self.entry, st)
    }

    fn result(&mut self, st: ropt_ir::OperationState) -> ValueId {
        let op = self.append(st);
        self.body.result(op, 0)
    }

    /// The rewriter value of the pattern value `old` (MLIR's `mapRewriteValue`).
    fn map(&mut self, old: ValueId) -> R<ValueId> {
        if let Some(&v) = self.values.get(&old) {
            return Ok(v);
        }
        let ctx = self.ctx;
        let pb = self.pattern.body;
        if let Some(def) = pb.defining_op(old) {
            let loc = pb.op_location(def);
            let made = if let Some(a) = AttributeOp::cast(pb, def) {
                a.value_attr(pb).map(|value| {
                    interp::CreateAttributeOp::build(
                        ctx,
                        loc,
                        pdl_type(ctx, "attribute"),
                        Some(value),
                    )
                })
            } else if let Some(t) = TypeOp::cast(pb, def) {
                t.constant_type_attr(pb).map(|ty| {
                    interp::CreateTypeOp::build(ctx, loc, pdl_type(ctx, "type"), Some(ty))
                })
            } else if let Some(t) = TypesOp::cast(pb, def) {
                t.constant_types_attr(pb)
                    .map(|ty| interp::CreateTypesOp::build(ctx, loc, pb.value_type(old), Some(ty)))
            } else {
                None
            };
            if let Some(st) = made {
                let v = self.result(st);
                self.values.insert(old, v);
                return Ok(v);
            }
        }
        let pos = *self.pattern.preds.positions.get(&old).ok_or_else(|| {
            Diagnostic::error(value_loc(pb, old), "expected value to be a pattern input")
        })?;
        self.used.push(pos);
        let arg = self
            .body
            .add_block_argument(self.entry, pb.value_type(old), value_loc(pb, old));
        self.values.insert(old, arg);
        Ok(arg)
    }

    fn map_all(&mut self, values: &[ValueId]) -> R<Vec<ValueId>> {
        values.iter().map(|&v| self.map(v)).collect()
    }

    /// Generates the rewriter code of one op of the rewrite region.
    fn op(&mut self, op: OpId) -> R<()> {
        let ctx = self.ctx;
        let pb = self.pattern.body;
        let loc = pb.op_location(op);
        let value_ty = pdl_type(ctx, "value");
        let i32_attr = |i: i64| ctx.int_attr(ctx.int_type(32), i);
        if let Some(o) = ApplyNativeRewriteOp::cast(pb, op) {
            let args = self.map_all(&o.args(pb))?;
            let results = o.results(pb);
            let types = pb.result_types(o.0);
            let st = interp::ApplyRewriteOp::build(ctx, loc, &types, &args, o.name_attr(pb));
            let new = self.append(st);
            for (i, r) in results.into_iter().enumerate() {
                let v = self.body.result(new, i);
                self.values.insert(r, v);
            }
        } else if let Some(a) = AttributeOp::cast(pb, op) {
            let st = interp::CreateAttributeOp::build(
                ctx,
                loc,
                pdl_type(ctx, "attribute"),
                a.value_attr(pb),
            );
            let v = self.result(st);
            self.values.insert(a.attr(pb), v);
        } else if let Some(e) = EraseOp::cast(pb, op) {
            let target = self.map(e.op_value(pb))?;
            self.append(interp::EraseOp::build(ctx, loc, target));
        } else if let Some(o) = OperationOp::cast(pb, op) {
            self.operation(o)?;
        } else if let Some(r) = RangeOp::cast(pb, op) {
            let args = self.map_all(&r.arguments(pb))?;
            let result = r.result(pb);
            let st = interp::CreateRangeOp::build(ctx, loc, pb.value_type(result), &args);
            let v = self.result(st);
            self.values.insert(result, v);
        } else if let Some(r) = ReplaceOp::cast(pb, op) {
            self.replace(r)?;
        } else if let Some(r) = ResultOp::cast(pb, op) {
            let parent = self.map(r.parent(pb))?;
            let index = r
                .index_attr(pb)
                .and_then(|a| a.as_int())
                .and_then(|i| i.to_i64());
            let st = interp::GetResultOp::build(ctx, loc, value_ty, parent, index.map(i32_attr));
            let v = self.result(st);
            self.values.insert(r.val(pb), v);
        } else if let Some(r) = ResultsOp::cast(pb, op) {
            let parent = self.map(r.parent(pb))?;
            let index = r
                .index_attr(pb)
                .and_then(|a| a.as_int())
                .and_then(|i| i.to_i64());
            let result = r.val(pb);
            let st = interp::GetResultsOp::build(
                ctx,
                loc,
                pb.value_type(result),
                parent,
                index.map(i32_attr),
            );
            let v = self.result(st);
            self.values.insert(result, v);
        } else if let Some(t) = TypeOp::cast(pb, op) {
            if let Some(ty) = t.constant_type_attr(pb) {
                let st = interp::CreateTypeOp::build(ctx, loc, pdl_type(ctx, "type"), Some(ty));
                let v = self.result(st);
                self.values.insert(t.result(pb), v);
            }
        } else if let Some(t) = TypesOp::cast(pb, op)
            && let Some(ty) = t.constant_types_attr(pb)
        {
            let result = t.result(pb);
            let st = interp::CreateTypesOp::build(ctx, loc, pb.value_type(result), Some(ty));
            let v = self.result(st);
            self.values.insert(result, v);
        }
        Ok(())
    }

    fn operation(&mut self, o: OperationOp) -> R<()> {
        let ctx = self.ctx;
        let pb = self.pattern.body;
        let loc = pb.op_location(o.0);
        let operands = self.map_all(&o.operand_values(pb))?;
        let attributes = self.map_all(&o.attribute_values(pb))?;
        let (types, inferred) = self.result_types(o)?;
        let st = interp::CreateOperationOp::build(
            ctx,
            loc,
            pdl_type(ctx, "operation"),
            &operands,
            &attributes,
            &types,
            o.op_name_attr(pb),
            Some(
                o.attribute_value_names_attr(pb)
                    .unwrap_or_else(|| ctx.array_attr(&[])),
            ),
            inferred.then(|| ctx.unit_attr()),
        );
        let created = self.result(st);
        self.values.insert(o.op(pb), created);
        // Accesses to the result types that are still unknown.
        let value_ty = pdl_type(ctx, "value");
        let type_ty = pdl_type(ctx, "type");
        let result_tys = o.type_values(pb);
        if result_tys.len() == 1 && is_range(pb.value_type(result_tys[0])) {
            if !self.values.contains_key(&result_tys[0]) {
                let st =
                    interp::GetResultsOp::build(ctx, loc, range_of(ctx, value_ty), created, None);
                let results = self.result(st);
                let st = interp::GetValueTypeOp::build(ctx, loc, range_of(ctx, type_ty), results);
                let ty = self.result(st);
                self.values.insert(result_tys[0], ty);
            }
            return Ok(());
        }
        let mut variable_length = false;
        for (i, &t) in result_tys.iter().enumerate() {
            if self.values.contains_key(&t) {
                continue;
            }
            let variadic = is_range(pb.value_type(t));
            variable_length |= variadic;
            let index = Some(ctx.int_attr(ctx.int_type(32), i as i64));
            let result = if variable_length {
                let ty = if variadic {
                    range_of(ctx, value_ty)
                } else {
                    value_ty
                };
                self.result(interp::GetResultsOp::build(ctx, loc, ty, created, index))
            } else {
                self.result(interp::GetResultOp::build(
                    ctx, loc, value_ty, created, index,
                ))
            };
            let ty = if variadic {
                range_of(ctx, type_ty)
            } else {
                type_ty
            };
            let v = self.result(interp::GetValueTypeOp::build(ctx, loc, ty, result));
            self.values.insert(t, v);
        }
        Ok(())
    }

    /// The result types of a created op, and whether they are inferred instead (MLIR's
    /// `generateOperationResultTypeRewriter`).
    fn result_types(&mut self, o: OperationOp) -> R<(Vec<ValueId>, bool)> {
        let ctx = self.ctx;
        let pb = self.pattern.body;
        let rewriter_block = pb.parent_block(o.0);
        let type_values = o.type_values(pb);
        if !type_values.is_empty() {
            let mut types = Vec::with_capacity(type_values.len());
            let mut resolved = true;
            for &t in &type_values {
                if let Some(&v) = self.values.get(&t) {
                    types.push(v);
                    continue;
                }
                let from_match = pb
                    .defining_op(t)
                    .is_none_or(|d| pb.parent_block(d) != rewriter_block);
                if from_match {
                    types.push(self.map(t)?);
                    continue;
                }
                resolved = false;
                break;
            }
            if resolved {
                return Ok((types, false));
            }
        }
        if let Some(name) = o.op_name_attr(pb).and_then(|a| a.as_str())
            && self.pattern.loaded.infers_types(ctx, name)
        {
            return Ok((Vec::new(), true));
        }
        // The types of an op this one replaces.
        let created = o.op(pb);
        let uses: Vec<(OpId, usize)> = pb
            .uses(created)
            .map(|u| (u.owner, u.operand_index as usize))
            .collect();
        for (user, index) in uses {
            let Some(replace) = ReplaceOp::cast(pb, user) else {
                continue;
            };
            if index == 0 {
                continue;
            }
            let replaced_value = replace.op_value(pb);
            let Some(replaced) = pb.defining_op(replaced_value) else {
                continue;
            };
            if pb.parent_block(replaced) == rewriter_block && !pb.is_before_in_block(replaced, o.0)
            {
                continue;
            }
            let loc = pb.op_location(replaced);
            let target = self.map(replaced_value)?;
            let value_range = range_of(ctx, pdl_type(ctx, "value"));
            let results = self.result(interp::GetResultsOp::build(
                ctx,
                loc,
                value_range,
                target,
                None,
            ));
            let type_range = range_of(ctx, pdl_type(ctx, "type"));
            let ty = self.result(interp::GetValueTypeOp::build(ctx, loc, type_range, results));
            return Ok((vec![ty], false));
        }
        if type_values.is_empty() {
            return Ok((Vec::new(), false));
        }
        *self.failed_op = Some(o.0);
        Err(Diagnostic::error(
            pb.op_location(o.0),
            "'pdl.operation' op unable to infer result type for operation",
        ))
    }

    fn replace(&mut self, r: ReplaceOp) -> R<()> {
        let ctx = self.ctx;
        let pb = self.pattern.body;
        let loc = pb.op_location(r.0);
        let mut repl = Vec::new();
        if let Some(repl_op) = r.repl_operation(pb) {
            let replaced = pb
                .defining_op(r.op_value(pb))
                .and_then(|d| OperationOp::cast(pb, d));
            if replaced.is_none_or(|o| !o.type_values(pb).is_empty()) {
                let source = self.map(repl_op)?;
                let value_range = range_of(ctx, pdl_type(ctx, "value"));
                let st = interp::GetResultsOp::build(
                    ctx,
                    value_loc(pb, repl_op),
                    value_range,
                    source,
                    None,
                );
                repl.push(self.result(st));
            }
        } else {
            repl = self.map_all(&r.repl_values(pb))?;
        }
        let target = self.map(r.op_value(pb))?;
        if repl.is_empty() {
            self.append(interp::EraseOp::build(ctx, loc, target));
        } else {
            self.append(interp::ReplaceOp::build(ctx, loc, target, &repl));
        }
        Ok(())
    }
}
