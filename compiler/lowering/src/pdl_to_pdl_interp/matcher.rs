//! The matcher function (MLIR's `PatternLowering::generateMatcher`): each tree node becomes
//! a block of `pdl_interp` ops in `@matcher`, its failure path generated first (so that its
//! blocks follow), then the values its question needs (fetched once per path through the
//! scoped value table: a position reached on a path is not fetched again below it), then
//! the question as a check (boolean node), a switch, a chain of `at_least` checks in
//! decreasing order (count switches of that kind), or a `pdl_interp.record_match` of the
//! pattern's rewriter (success node). Iterating over the users of a value opens a
//! `pdl_interp.foreach` whose `continue` block becomes the failure destination inside.

use std::collections::HashMap;

use ropt_dialect_pdl::types::{element_or_self, is_range};
use ropt_dialect_pdl::{OperationOp, PatternOp, RewriteOp};
use ropt_dialect_pdl_interp as interp;
use ropt_ir::{Attribute, BlockId, Body, Context, Diagnostic, Location, OpId, RegionId, ValueId};

use super::predicate::{PosId, Position, Predicates, QualId, Qualifier};
use super::rewriter::Rewriters;
use super::tree::{NodeId, NodeKind, Tree};
use super::{Pattern, append, pdl_type, value_loc};

/// The scoped table from positions to the matcher values holding them.
#[derive(Default)]
struct ValueMap {
    current: HashMap<PosId, ValueId>,
    /// Undo log: (position, the value it had before), with scope marks.
    log: Vec<(PosId, Option<ValueId>)>,
    scopes: Vec<usize>,
}

impl ValueMap {
    fn push_scope(&mut self) {
        self.scopes.push(self.log.len());
    }

    fn pop_scope(&mut self) {
        let mark = self.scopes.pop().unwrap_or(0);
        while self.log.len() > mark {
            let (pos, old) = self.log.pop().expect("above the mark");
            match old {
                Some(v) => self.current.insert(pos, v),
                None => self.current.remove(&pos),
            };
        }
    }

    fn insert(&mut self, pos: PosId, v: ValueId) {
        let old = self.current.insert(pos, v);
        self.log.push((pos, old));
    }
}

/// Generates `@matcher`'s body.
pub(super) struct Matcher<'a> {
    pub ctx: &'a Context,
    pub preds: &'a Predicates,
    pub tree: &'a Tree,
    pub patterns: &'a [Pattern<'a>],
    /// The body of the module holding the patterns.
    pub module_body: &'a Body,
    /// The location of the module (and of everything without a better one).
    pub loc: Location,
    pub body: Body,
    pub region: RegionId,
    pub rewriters: Rewriters,
    /// The root position, held by the entry block's argument.
    pub root_pos: PosId,
    values: ValueMap,
    failure_stack: Vec<BlockId>,
    /// The matched operations whose locations the record of a match fuses, in order.
    loc_ops: Vec<ValueId>,
    constraint_ops: HashMap<QualId, OpId>,
}

type R<T> = Result<T, Diagnostic>;

impl<'a> Matcher<'a> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn new(
        ctx: &'a Context,
        preds: &'a Predicates,
        tree: &'a Tree,
        patterns: &'a [Pattern<'a>],
        module_body: &'a Body,
        loc: Location,
        body: Body,
        region: RegionId,
        root_pos: PosId,
    ) -> Self {
        Matcher {
            ctx,
            preds,
            tree,
            patterns,
            module_body,
            loc,
            body,
            region,
            rewriters: Rewriters::default(),
            root_pos,
            values: ValueMap::default(),
            failure_stack: Vec::new(),
            loc_ops: Vec::new(),
            constraint_ops: HashMap::new(),
        }
    }

    /// Generates the whole matcher into the entry block, whose argument is the root.
    pub(super) fn generate(&mut self, entry: BlockId) -> R<()> {
        self.values.push_scope();
        let root_pos = self.root_pos;
        let arg = self.body.block_argument(entry, 0);
        self.values.insert(root_pos, arg);
        let first = self.node(self.tree.root, self.region, None)?;
        // The first block's ops go into the entry block.
        let ops: Vec<OpId> = self.body.ops(first).collect();
        for op in ops {
            self.body.move_op_to_end(op, entry);
        }
        self.body.erase_block(first);
        self.values.pop_scope();
        Ok(())
    }

    fn new_block(&mut self, region: RegionId) -> BlockId {
        let b = self.body.create_block();
        self.body.append_block(region, b);
        b
    }

    fn failure(&self) -> BlockId {
        *self.failure_stack.last().expect("a failure destination")
    }

    /// Generates `node` into `block` (a new block at the end of `region` when `None`).
    fn node(&mut self, node: NodeId, region: RegionId, block: Option<BlockId>) -> R<BlockId> {
        let block = match block {
            Some(b) => b,
            None => self.new_block(region),
        };
        self.values.push_scope();
        let result = self.node_in_scope(node, region, block);
        self.values.pop_scope();
        result.map(|()| block)
    }

    fn node_in_scope(&mut self, node: NodeId, region: RegionId, block: BlockId) -> R<()> {
        let n = &self.tree.nodes[node];
        if matches!(n.kind, NodeKind::Exit) {
            let st = interp::FinalizeOp::build(self.ctx, self.loc);
            append(&mut self.body, block, st);
            return Ok(());
        }
        let failure_block = match n.failure {
            Some(f) => {
                let b = self.node(f, region, None)?;
                self.failure_stack.push(b);
                b
            }
            None => self.failure(),
        };
        let mut current = block;
        let val = match n.position {
            Some(p) => Some(self.value_at(&mut current, p)?),
            None => None,
        };
        let op_type = pdl_type(self.ctx, "operation");
        let operation_value = val.filter(|&v| self.body.value_type(v) == op_type);
        if let Some(v) = operation_value
            && !self.loc_ops.contains(&v)
        {
            self.loc_ops.push(v);
        }
        match &n.kind {
            NodeKind::Bool { answer, success } => {
                let v = val.expect("a boolean node has a position");
                self.bool_node(
                    n.question.expect("a question"),
                    *answer,
                    *success,
                    &mut current,
                    v,
                )?;
            }
            NodeKind::Switch { children } => {
                let v = val.expect("a switch node has a position");
                self.switch_node(n.question.expect("a question"), children, current, v)?;
            }
            NodeKind::Success { pattern, root } => self.success(*pattern, *root, &mut current)?,
            NodeKind::Exit => {}
        }
        while self.failure_stack.last() != Some(&failure_block) {
            self.failure_stack.pop();
            if self.failure_stack.is_empty() {
                break;
            }
        }
        if n.failure.is_some() {
            self.failure_stack.pop();
        }
        if let Some(v) = operation_value {
            self.loc_ops.retain(|&o| o != v);
        }
        Ok(())
    }

    /// The matcher value at `pos`, fetched at the end of `current` if not known on this path.
    fn value_at(&mut self, current: &mut BlockId, pos: PosId) -> R<ValueId> {
        if let Some(&v) = self.values.current.get(&pos) {
            return Ok(v);
        }
        let position = self.preds.position(pos).clone();
        let parent = match position.parent() {
            Some(p) => Some(self.value_at(current, p)?),
            None => None,
        };
        let ctx = self.ctx;
        let loc = parent.map_or_else(|| ctx.unknown_loc(), |p| value_loc(&self.body, p));
        let value_ty = pdl_type(ctx, "value");
        let range_of = |t| ropt_dialect_pdl::types::range_of(ctx, t);
        let i32_attr = |i: u32| ctx.int_attr(ctx.int_type(32), i as i64);
        let missing = || Diagnostic::error(loc, "no value for a matcher position");
        let block = *current;
        let body = &mut self.body;
        let result_of = |body: &mut Body, st| {
            let op = append(body, block, st);
            body.result(op, 0)
        };
        let value = match position {
            Position::Operation { .. } => {
                let parent = parent.ok_or_else(missing)?;
                if self.preds.is_operand_defining_op(pos) {
                    let st = interp::GetDefiningOpOp::build(
                        ctx,
                        loc,
                        pdl_type(ctx, "operation"),
                        parent,
                    );
                    result_of(body, st)
                } else {
                    parent
                }
            }
            Position::Users { representative, .. } => {
                let mut v = parent.ok_or_else(missing)?;
                if is_range(body.value_type(v)) && representative {
                    let elem = element_or_self(ctx, body.value_type(v));
                    let st = interp::ExtractOp::build(ctx, loc, elem, v, Some(i32_attr(0)));
                    v = result_of(body, st);
                }
                let st =
                    interp::GetUsersOp::build(ctx, loc, range_of(pdl_type(ctx, "operation")), v);
                result_of(body, st)
            }
            Position::ForEach { .. } => {
                let parent = parent.ok_or_else(missing)?;
                let failure = *self.failure_stack.last().ok_or_else(missing)?;
                let st = interp::ForEachOp::build(ctx, loc, parent, &[failure]);
                let op = append(body, block, st);
                let region = body.op_region(op, 0);
                let entry = body.create_block();
                body.append_block(region, entry);
                let elem = element_or_self(ctx, body.value_type(parent));
                let arg = body.add_block_argument(entry, elem, loc);
                let cont = body.create_block();
                body.append_block(region, cont);
                append(body, cont, interp::ContinueOp::build(ctx, loc));
                self.failure_stack.push(cont);
                *current = entry;
                arg
            }
            Position::Operand { index, .. } => {
                let parent = parent.ok_or_else(missing)?;
                let st =
                    interp::GetOperandOp::build(ctx, loc, value_ty, parent, Some(i32_attr(index)));
                result_of(body, st)
            }
            Position::OperandGroup {
                group, variadic, ..
            } => {
                let parent = parent.ok_or_else(missing)?;
                let ty = if variadic {
                    range_of(value_ty)
                } else {
                    value_ty
                };
                let st = interp::GetOperandsOp::build(ctx, loc, ty, parent, group.map(i32_attr));
                result_of(body, st)
            }
            Position::Attribute { name, .. } => {
                let parent = parent.ok_or_else(missing)?;
                let st = interp::GetAttributeOp::build(
                    ctx,
                    loc,
                    pdl_type(ctx, "attribute"),
                    parent,
                    Some(ctx.string_attr(name)),
                );
                result_of(body, st)
            }
            Position::Type { .. } => {
                let parent = parent.ok_or_else(missing)?;
                let parent_ty = body.value_type(parent);
                let st = if parent_ty == pdl_type(ctx, "attribute") {
                    interp::GetAttributeTypeOp::build(ctx, loc, pdl_type(ctx, "type"), parent)
                } else {
                    let ty = if is_range(parent_ty) {
                        range_of(pdl_type(ctx, "type"))
                    } else {
                        pdl_type(ctx, "type")
                    };
                    interp::GetValueTypeOp::build(ctx, loc, ty, parent)
                };
                result_of(body, st)
            }
            Position::Result { index, .. } => {
                let parent = parent.ok_or_else(missing)?;
                let st =
                    interp::GetResultOp::build(ctx, loc, value_ty, parent, Some(i32_attr(index)));
                result_of(body, st)
            }
            Position::ResultGroup {
                group, variadic, ..
            } => {
                let parent = parent.ok_or_else(missing)?;
                let ty = if variadic {
                    range_of(value_ty)
                } else {
                    value_ty
                };
                let st = interp::GetResultsOp::build(ctx, loc, ty, parent, group.map(i32_attr));
                result_of(body, st)
            }
            Position::AttributeLiteral(attr) => {
                let st = interp::CreateAttributeOp::build(
                    ctx,
                    loc,
                    pdl_type(ctx, "attribute"),
                    Some(attr),
                );
                result_of(body, st)
            }
            Position::TypeLiteral(attr) => {
                let st = if attr.as_type().is_some() {
                    interp::CreateTypeOp::build(ctx, loc, pdl_type(ctx, "type"), Some(attr))
                } else {
                    interp::CreateTypesOp::build(
                        ctx,
                        loc,
                        range_of(pdl_type(ctx, "type")),
                        Some(attr),
                    )
                };
                result_of(body, st)
            }
            Position::ConstraintResult { question, index } => {
                let op = *self.constraint_ops.get(&question).ok_or_else(missing)?;
                body.result(op, index as usize)
            }
        };
        self.values.insert(pos, value);
        Ok(value)
    }

    fn bool_node(
        &mut self,
        question: QualId,
        answer: QualId,
        success: Option<NodeId>,
        current: &mut BlockId,
        val: ValueId,
    ) -> R<()> {
        let ctx = self.ctx;
        let loc = value_loc(&self.body, val);
        let region = self
            .body
            .block_parent_region(*current)
            .expect("blocks of the matcher are in a region");
        let question_q = self.preds.qualifier(question).clone();
        let mut args = Vec::new();
        match &question_q {
            Qualifier::EqualTo(p) => args.push(self.value_at(current, *p)?),
            Qualifier::Constraint {
                args: positions, ..
            } => {
                for &p in positions {
                    args.push(self.value_at(current, p)?);
                }
            }
            _ => {}
        }
        let success_block = self.new_block(region);
        let failure = self.failure();
        let answer_q = self.preds.qualifier(answer).clone();
        let both = [success_block, failure];
        let i32_attr = |i: u32| ctx.int_attr(ctx.int_type(32), i as i64);
        let st = match (&question_q, &answer_q) {
            (Qualifier::IsNotNull, _) => interp::IsNotNullOp::build(ctx, loc, val, &both),
            (Qualifier::OperationName, Qualifier::OperationNameAnswer(name)) => {
                interp::CheckOperationNameOp::build(
                    ctx,
                    loc,
                    val,
                    Some(ctx.string_attr(name)),
                    &both,
                )
            }
            (Qualifier::Type, Qualifier::TypeAnswer(ty)) => {
                if is_range(self.body.value_type(val)) {
                    interp::CheckTypesOp::build(ctx, loc, val, Some(*ty), &both)
                } else {
                    interp::CheckTypeOp::build(ctx, loc, val, Some(*ty), &both)
                }
            }
            (Qualifier::Attribute, Qualifier::AttributeAnswer(value)) => {
                interp::CheckAttributeOp::build(ctx, loc, val, Some(*value), &both)
            }
            (
                q @ (Qualifier::OperandCount | Qualifier::OperandCountAtLeast),
                Qualifier::Unsigned(n),
            ) => interp::CheckOperandCountOp::build(
                ctx,
                loc,
                val,
                Some(i32_attr(*n)),
                matches!(q, Qualifier::OperandCountAtLeast).then(|| ctx.unit_attr()),
                &both,
            ),
            (
                q @ (Qualifier::ResultCount | Qualifier::ResultCountAtLeast),
                Qualifier::Unsigned(n),
            ) => interp::CheckResultCountOp::build(
                ctx,
                loc,
                val,
                Some(i32_attr(*n)),
                matches!(q, Qualifier::ResultCountAtLeast).then(|| ctx.unit_attr()),
                &both,
            ),
            (Qualifier::EqualTo(_), a) => {
                let dests = if matches!(a, Qualifier::True) {
                    [success_block, failure]
                } else {
                    [failure, success_block]
                };
                interp::AreEqualOp::build(ctx, loc, val, args[0], &dests)
            }
            (
                Qualifier::Constraint {
                    name,
                    result_types,
                    negated,
                    ..
                },
                _,
            ) => interp::ApplyConstraintOp::build(
                ctx,
                loc,
                result_types,
                &args,
                Some(ctx.string_attr(name)),
                Some(ctx.bool_attr(*negated)),
                &both,
            ),
            _ => {
                return Err(Diagnostic::error(
                    loc,
                    "unexpected predicate in the matcher",
                ));
            }
        };
        let op = append(&mut self.body, *current, st);
        if matches!(question_q, Qualifier::Constraint { .. }) {
            self.constraint_ops.entry(question).or_insert(op);
        }
        let success =
            success.ok_or_else(|| Diagnostic::error(loc, "a predicate without a successor"))?;
        self.node(success, region, Some(success_block))?;
        Ok(())
    }

    fn switch_node(
        &mut self,
        question: QualId,
        children: &[(QualId, Option<NodeId>)],
        current: BlockId,
        val: ValueId,
    ) -> R<()> {
        let ctx = self.ctx;
        let region = self
            .body
            .block_parent_region(current)
            .expect("blocks of the matcher are in a region");
        let default = self.failure();
        let loc = value_loc(&self.body, val);
        let question_q = self.preds.qualifier(question).clone();
        let unsigned = |a: QualId| match self.preds.qualifier(a) {
            Qualifier::Unsigned(n) => *n,
            _ => 0,
        };
        let i32_attr = |i: u32| ctx.int_attr(ctx.int_type(32), i as i64);
        let missing = || Diagnostic::error(loc, "a switch case without a successor");
        if matches!(
            question_q,
            Qualifier::OperandCountAtLeast | Qualifier::ResultCountAtLeast
        ) {
            let mut sorted: Vec<usize> = (0..children.len()).collect();
            sorted.sort_by_key(|&i| std::cmp::Reverse(unsigned(children[i].0)));
            self.failure_stack.push(default);
            for i in sorted {
                let (answer, child) = children[i];
                let child_block = self.node(child.ok_or_else(missing)?, region, None)?;
                let predicate_block = self.body.create_block();
                self.body.insert_block_before(child_block, predicate_block);
                let n = Some(i32_attr(unsigned(answer)));
                let at_least = Some(ctx.unit_attr());
                let dests = [child_block, default];
                let st = if matches!(question_q, Qualifier::OperandCountAtLeast) {
                    interp::CheckOperandCountOp::build(ctx, loc, val, n, at_least, &dests)
                } else {
                    interp::CheckResultCountOp::build(ctx, loc, val, n, at_least, &dests)
                };
                append(&mut self.body, predicate_block, st);
                *self.failure_stack.last_mut().expect("pushed") = predicate_block;
            }
            let first = self.failure_stack.pop().expect("pushed");
            let ops: Vec<OpId> = self.body.ops(first).collect();
            for op in ops {
                self.body.move_op_to_end(op, current);
            }
            self.body.erase_block(first);
            return Ok(());
        }
        let mut answers = Vec::new();
        let mut dests = vec![default];
        for &(answer, child) in children {
            let b = self.node(child.ok_or_else(missing)?, region, None)?;
            answers.push(self.preds.qualifier(answer).clone());
            dests.push(b);
        }
        let st = match question_q {
            Qualifier::OperandCount | Qualifier::ResultCount => {
                let values: Vec<u8> = answers
                    .iter()
                    .flat_map(|a| match a {
                        Qualifier::Unsigned(n) => (*n as i32).to_le_bytes(),
                        _ => [0; 4],
                    })
                    .collect();
                let i32t = ctx.int_type(32);
                let ty = ctx.vector_type(&[answers.len() as i64], i32t, &[false]);
                let cases = Some(ctx.dense_raw_attr(ty, 4, &values));
                if matches!(question_q, Qualifier::OperandCount) {
                    interp::SwitchOperandCountOp::build(ctx, loc, val, cases, &dests)
                } else {
                    interp::SwitchResultCountOp::build(ctx, loc, val, cases, &dests)
                }
            }
            Qualifier::OperationName => {
                let names: Vec<Attribute> = answers
                    .iter()
                    .map(|a| match a {
                        Qualifier::OperationNameAnswer(n) => ctx.string_attr(n),
                        _ => ctx.string_attr(""),
                    })
                    .collect();
                let cases = Some(ctx.array_attr(&names));
                interp::SwitchOperationNameOp::build(ctx, loc, val, cases, &dests)
            }
            Qualifier::Type | Qualifier::Attribute => {
                let values: Vec<Attribute> = answers
                    .iter()
                    .filter_map(|a| match a {
                        Qualifier::TypeAnswer(t) | Qualifier::AttributeAnswer(t) => Some(*t),
                        _ => None,
                    })
                    .collect();
                let cases = Some(ctx.array_attr(&values));
                if matches!(question_q, Qualifier::Attribute) {
                    interp::SwitchAttributeOp::build(ctx, loc, val, cases, &dests)
                } else if is_range(self.body.value_type(val)) {
                    interp::SwitchTypesOp::build(ctx, loc, val, cases, &dests)
                } else {
                    interp::SwitchTypeOp::build(ctx, loc, val, cases, &dests)
                }
            }
            _ => return Err(Diagnostic::error(loc, "unexpected switch in the matcher")),
        };
        append(&mut self.body, current, st);
        Ok(())
    }

    fn success(&mut self, pattern: usize, root: ValueId, current: &mut BlockId) -> R<()> {
        let ctx = self.ctx;
        let p = &self.patterns[pattern];
        let pattern_body = p.body;
        let (rewriter_ref, used) = self.rewriters.generate(ctx, p)?;
        let mut mapped = Vec::with_capacity(used.len());
        for pos in used {
            mapped.push(self.value_at(current, pos)?);
        }
        let rewrite = pattern_body
            .last_op(p.block)
            .and_then(|op| RewriteOp::cast(pattern_body, op))
            .expect("checked when the predicates were collected");
        let mut generated = Vec::new();
        if let Some(block) = pattern_body.entry_block(rewrite.body_region(pattern_body)) {
            for op in pattern_body.ops(block) {
                if let Some(o) = OperationOp::cast(pattern_body, op) {
                    let name = o.op_name_attr(pattern_body).ok_or_else(|| {
                        Diagnostic::error(
                            pattern_body.op_location(op),
                            "expected an operation name in the rewrite",
                        )
                    })?;
                    generated.push(name);
                }
            }
        }
        let generated = (!generated.is_empty()).then(|| ctx.array_attr(&generated));
        let root_kind = pattern_body
            .defining_op(root)
            .and_then(|d| OperationOp::cast(pattern_body, d))
            .and_then(|o| o.op_name_attr(pattern_body));
        let pattern_op = PatternOp(p.op);
        let st = interp::RecordMatchOp::build(
            ctx,
            self.module_body.op_location(p.op),
            &mapped,
            &self.loc_ops,
            Some(rewriter_ref),
            root_kind,
            generated,
            pattern_op.benefit_attr(self.module_body),
            &[self.failure()],
        );
        append(&mut self.body, *current, st);
        Ok(())
    }
}
