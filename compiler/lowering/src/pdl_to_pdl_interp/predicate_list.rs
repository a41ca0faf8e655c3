//! The predicates of one pattern (MLIR's `buildPredicateList`): its root (given by
//! `pdl.rewrite`, else the candidate root with the cheapest optimal branching, see
//! [`super::root_ordering`]), then, in order,
//!
//! 1. the tree predicates of the DAG below the root (operation names, operand and result
//!    counts, attributes, operands and the ops defining them, types), each value getting the
//!    position it was first reached at, and an equality predicate when it is reached again;
//! 2. for each other root, in the branching's breadth-first order, an upward walk from its
//!    connector through the users of values (`ForEach` positions) to that root;
//! 3. the predicates the tree does not reach: literal attributes and types, native
//!    constraints (at the deepest position of their arguments), and `pdl.result(s)` not met
//!    on the way.

use std::collections::{HashMap, HashSet, VecDeque};

use ropt_dialect_pdl::types::is_range;
use ropt_dialect_pdl::{
    ApplyNativeConstraintOp, AttributeOp, OperandOp, OperandsOp, OperationOp, ResultOp, ResultsOp,
    RewriteOp, TypeOp, TypesOp,
};
use ropt_ir::{BlockId, Body, Diagnostic, OpId, ValueId};

use super::predicate::{PosId, Position, Predicate, Predicates, QualId, Qualifier};
use super::root_ordering::{Graph, OptimalBranching};

/// A question and its expected answer at a position.
#[derive(Clone, Copy, Debug)]
pub(super) struct PositionalPredicate {
    pub position: PosId,
    pub question: QualId,
    pub answer: QualId,
}

/// What the lowering knows about one pattern.
pub(super) struct PatternPredicates {
    /// The chosen root (a `pdl.operation` result).
    pub root: ValueId,
    /// The predicates, in the order they were collected.
    pub predicates: Vec<PositionalPredicate>,
    /// The position of each value of the match, as the rewriter reads them.
    pub positions: HashMap<ValueId, PosId>,
}

/// How deep the walk of a pattern's DAG may nest before it is reported instead.
const MAX_DEPTH: usize = 10_000;

/// Collects the predicates of the pattern whose body is `body` (the `pdl.pattern`'s own
/// body, `block` its block).
pub(super) fn build(
    preds: &mut Predicates,
    body: &Body,
    block: BlockId,
) -> Result<PatternPredicates, Diagnostic> {
    let rewrite = body
        .last_op(block)
        .and_then(|op| RewriteOp::cast(body, op))
        .ok_or_else(|| pattern_error(body, block, "expected a 'pdl.rewrite' terminator"))?;
    let mut b = ListBuilder {
        preds,
        body,
        list: Vec::new(),
        inputs: HashMap::new(),
        depth: 0,
    };
    let roots = detect_roots(body, block, rewrite);
    let (graph, parent_maps) = build_cost_graph(body, &roots);
    if roots.len() > 1 && graph.len() != roots.len() {
        return Err(pattern_error(
            body,
            block,
            "the pattern contains a candidate root disconnected from the others",
        ));
    }
    let disconnected = || pattern_error(body, block, "the roots of the pattern are not connected");
    let (best_root, edges) = match rewrite.root(body) {
        Some(root) => {
            let mut solver = OptimalBranching::new(graph.clone(), root);
            solver.solve().map_err(|_| disconnected())?;
            (root, solver.pre_order(&roots).map_err(|_| disconnected())?)
        }
        None => {
            let mut best = None;
            for &root in &roots {
                let mut solver = OptimalBranching::new(graph.clone(), root);
                let cost = solver.solve().map_err(|_| disconnected())?;
                if best.as_ref().is_none_or(|&(_, c, _)| c > cost) {
                    best = Some((
                        root,
                        cost,
                        solver.pre_order(&roots).map_err(|_| disconnected())?,
                    ));
                }
            }
            let (root, _, edges) = best
                .ok_or_else(|| pattern_error(body, block, "the pattern has no root operation"))?;
            (root, edges)
        }
    };
    let root_pos = b.preds.root();
    b.tree(best_root, root_pos)?;
    for (i, &(target, source)) in edges.iter().enumerate() {
        if b.inputs.contains_key(&target) {
            continue;
        }
        let connector = source
            .and_then(|s| graph.edge(target, s))
            .and_then(|e| e.connector)
            .ok_or_else(disconnected)?;
        let parent_map = parent_maps.get(&target).ok_or_else(disconnected)?;
        let mut pos = *b.inputs.get(&connector).ok_or_else(disconnected)?;
        let mut value = connector;
        let mut steps = 0usize;
        while value != target {
            let link = *parent_map.get(&value).ok_or_else(disconnected)?;
            let parent = link.parent.ok_or_else(disconnected)?;
            b.visit_upward(parent, link.index, &mut pos, i as u32)?;
            value = parent;
            steps += 1;
            if steps > body.op_capacity() + 1 {
                return Err(disconnected());
            }
        }
    }
    b.non_tree(block)?;
    Ok(PatternPredicates {
        root: best_root,
        predicates: b.list,
        positions: b.inputs,
    })
}

fn pattern_error(body: &Body, block: BlockId, message: &str) -> Diagnostic {
    let loc = body
        .first_op(block)
        .map(|op| body.op_location(op))
        .unwrap_or_else(|| body.op_location(body.last_op(block).expect("non-empty")));
    Diagnostic::error(loc, message)
}

fn value_error(body: &Body, v: ValueId, message: &str) -> Diagnostic {
    let loc = match body.defining_op(v) {
        Some(op) => body.op_location(op),
        None => {
            let block = body.value_parent_block(v).expect("an argument has a block");
            let index = body
                .block_arguments(block)
                .iter()
                .position(|&a| a == v)
                .unwrap_or(0);
            body.argument_location(block, index)
        }
    };
    Diagnostic::error(loc, message)
}

/// The number of operands of `values` that are not ranges.
fn non_range_count(body: &Body, values: &[ValueId]) -> u32 {
    values
        .iter()
        .filter(|&&v| !is_range(body.value_type(v)))
        .count() as u32
}

/// The roots of a pattern: its `pdl.operation`s whose results no other `pdl.operation`
/// uses as operands (the root of `pdl.rewrite` always), in order.
fn detect_roots(body: &Body, block: BlockId, rewrite: RewriteOp) -> Vec<ValueId> {
    let ops: Vec<OperationOp> = body
        .ops(block)
        .filter_map(|op| OperationOp::cast(body, op))
        .collect();
    let mut used = HashSet::new();
    for op in &ops {
        for v in op.operand_values(body) {
            if let Some(def) = body.defining_op(v) {
                if let Some(r) = ResultOp::cast(body, def) {
                    used.insert(r.parent(body));
                } else if let Some(r) = ResultsOp::cast(body, def) {
                    used.insert(r.parent(body));
                }
            }
        }
    }
    if let Some(root) = rewrite.root(body) {
        used.remove(&root);
    }
    ops.iter()
        .map(|op| op.op(body))
        .filter(|v| !used.contains(v))
        .collect()
}

/// A value's parent in the breadth-first walk from a root: the op using it (with the
/// operand index, `None` for a single range of all operands), or for an operation the
/// `pdl.result(s)` it was reached through (with the result index).
#[derive(Clone, Copy, Debug)]
struct Link {
    parent: Option<ValueId>,
    index: Option<u32>,
}

type ParentMaps = HashMap<ValueId, HashMap<ValueId, Link>>;

fn result_index(body: &Body, op: OpId) -> Option<u32> {
    if let Some(r) = ResultOp::cast(body, op) {
        return r.index(body).map(|i| i as u32);
    }
    ResultsOp::cast(body, op)
        .and_then(|r| r.index_attr(body))
        .and_then(|a| a.as_int())
        .and_then(|i| i.to_u64())
        .map(|i| i as u32)
}

/// The cost graph of the candidate roots (MLIR's `buildCostGraph`): a breadth-first walk
/// from each root marks the depth of every value below it, and two roots reaching the same
/// value get edges both ways, costing that value's depth below the target.
fn build_cost_graph(body: &Body, roots: &[ValueId]) -> (Graph, ParentMaps) {
    let mut parent_maps: ParentMaps = HashMap::new();
    let mut connectors: Vec<(ValueId, Vec<(ValueId, u32)>)> = Vec::new();
    let mut connector_index: HashMap<ValueId, usize> = HashMap::new();
    for &root in roots {
        let parent_map = parent_maps.entry(root).or_default();
        let mut queue = VecDeque::new();
        queue.push_back((root, None, Some(0u32), 0u32));
        while let Some((value, parent, index, depth)) = queue.pop_front() {
            if parent_map.contains_key(&value) {
                continue;
            }
            parent_map.insert(value, Link { parent, index });
            let slot = *connector_index.entry(value).or_insert_with(|| {
                connectors.push((value, Vec::new()));
                connectors.len() - 1
            });
            connectors[slot].1.push((root, depth));
            let Some(def) = body.defining_op(value) else {
                continue;
            };
            if let Some(op) = OperationOp::cast(body, def) {
                let operands = op.operand_values(body);
                if operands.len() == 1 && is_range(body.value_type(operands[0])) {
                    queue.push_back((operands[0], Some(value), None, depth + 1));
                    continue;
                }
                for (i, v) in operands.into_iter().enumerate() {
                    queue.push_back((v, Some(value), Some(i as u32), depth + 1));
                }
            } else if let Some(r) = ResultOp::cast(body, def) {
                queue.push_back((r.parent(body), Some(value), result_index(body, def), depth));
            } else if let Some(r) = ResultsOp::cast(body, def) {
                queue.push_back((r.parent(body), Some(value), result_index(body, def), depth));
            }
        }
    }
    let mut graph = Graph::default();
    let mut next_id = 0u32;
    for (value, roots_depths) in &connectors {
        if roots_depths.len() == 1 {
            continue;
        }
        for (pi, &(p_root, _)) in roots_depths.iter().enumerate() {
            for (qi, &(q_root, q_depth)) in roots_depths.iter().enumerate() {
                if pi == qi {
                    continue;
                }
                let edge = graph.edge_mut(q_root, p_root);
                if edge.connector.is_none() || edge.cost.0 > q_depth {
                    if edge.connector.is_none() {
                        edge.cost.1 = next_id;
                        next_id += 1;
                    }
                    edge.cost.0 = q_depth;
                    edge.connector = Some(*value);
                }
            }
        }
    }
    (graph, parent_maps)
}

/// Whether the operand at `index` is read through an operand group: it, or an operand
/// before it, is a range.
fn use_operand_group(body: &Body, op: OperationOp, index: u32) -> bool {
    op.operand_values(body)
        .iter()
        .take(index as usize + 1)
        .any(|&v| is_range(body.value_type(v)))
}

struct ListBuilder<'a> {
    preds: &'a mut Predicates,
    body: &'a Body,
    list: Vec<PositionalPredicate>,
    /// The position of each value reached so far.
    inputs: HashMap<ValueId, PosId>,
    depth: usize,
}

impl ListBuilder<'_> {
    fn push(&mut self, position: PosId, (question, answer): Predicate) {
        self.list.push(PositionalPredicate {
            position,
            question,
            answer,
        });
    }

    fn def(&self, v: ValueId) -> Option<OpId> {
        self.body.defining_op(v)
    }

    /// The tree predicates of `val`, reached at `pos`.
    fn tree(&mut self, val: ValueId, pos: PosId) -> Result<(), Diagnostic> {
        if let Some(&existing) = self.inputs.get(&val) {
            let body = self.body;
            let rebinds = self.def(val).is_some_and(|d| {
                AttributeOp::cast(body, d).is_some()
                    || OperandOp::cast(body, d).is_some()
                    || OperandsOp::cast(body, d).is_some()
                    || OperationOp::cast(body, d).is_some()
                    || TypeOp::cast(body, d).is_some()
            });
            if rebinds {
                let (min, max) = if self.preds.depth(existing) < self.preds.depth(pos) {
                    (existing, pos)
                } else {
                    (pos, existing)
                };
                let p = self.preds.equal_to(min);
                self.push(max, p);
            }
            return Ok(());
        }
        self.inputs.insert(val, pos);
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(value_error(
                self.body,
                val,
                "the pattern nests too deeply to be lowered",
            ));
        }
        let result = match self.preds.position(pos) {
            Position::Attribute { .. } => self.attribute_tree(val, pos),
            Position::Operation { .. } => self.operation_tree(val, pos, None),
            Position::Type { .. } => {
                self.type_tree(val, pos);
                Ok(())
            }
            Position::Operand { .. } | Position::OperandGroup { .. } => self.operand_tree(val, pos),
            _ => Err(value_error(self.body, val, "unexpected position kind")),
        };
        self.depth -= 1;
        result
    }

    fn attribute_tree(&mut self, val: ValueId, pos: PosId) -> Result<(), Diagnostic> {
        let p = self.preds.is_not_null();
        self.push(pos, p);
        if let Some(attr) = self.def(val).and_then(|d| AttributeOp::cast(self.body, d)) {
            if let Some(ty) = attr.value_type(self.body) {
                let type_pos = self.preds.type_of(pos);
                self.tree(ty, type_pos)?;
            } else if let Some(value) = attr.value_attr(self.body) {
                let p = self.preds.attribute_constraint(value);
                self.push(pos, p);
            }
        }
        Ok(())
    }

    fn operand_tree(&mut self, val: ValueId, pos: PosId) -> Result<(), Diagnostic> {
        let body = self.body;
        let variadic = is_range(body.value_type(val));
        let Some(def) = self.def(val) else {
            return Ok(());
        };
        let value_type = if let Some(op) = OperandOp::cast(body, def) {
            let p = self.preds.is_not_null();
            self.push(pos, p);
            Some(op.value_type(body))
        } else if let Some(op) = OperandsOp::cast(body, def) {
            if matches!(
                self.preds.position(pos),
                Position::OperandGroup { group: Some(_), .. }
            ) {
                let p = self.preds.is_not_null();
                self.push(pos, p);
            }
            Some(op.value_type(body))
        } else {
            None
        };
        if let Some(value_type) = value_type {
            if let Some(ty) = value_type {
                let type_pos = self.preds.type_of(pos);
                self.tree(ty, type_pos)?;
            }
            return Ok(());
        }
        let (parent, single) = if let Some(op) = ResultOp::cast(body, def) {
            (op.parent(body), true)
        } else if let Some(op) = ResultsOp::cast(body, def) {
            (op.parent(body), false)
        } else {
            return Ok(());
        };
        let index = result_index(body, def);
        if index.is_some() {
            let p = self.preds.is_not_null();
            self.push(pos, p);
        }
        let parent_pos = self.preds.op_of(pos);
        let p = self.preds.is_not_null();
        self.push(parent_pos, p);
        let result_pos = if single {
            self.preds.result(parent_pos, index.unwrap_or(0))
        } else {
            self.preds.result_group(parent_pos, index, variadic)
        };
        let p = self.preds.equal_to(pos);
        self.push(result_pos, p);
        self.tree(parent, parent_pos)
    }

    fn operation_tree(
        &mut self,
        val: ValueId,
        pos: PosId,
        ignore_operand: Option<u32>,
    ) -> Result<(), Diagnostic> {
        let body = self.body;
        let op = self
            .def(val)
            .and_then(|d| OperationOp::cast(body, d))
            .ok_or_else(|| value_error(body, val, "expected a value defined by 'pdl.operation'"))?;
        if !self.preds.is_root(pos) {
            let p = self.preds.is_not_null();
            self.push(pos, p);
        }
        if let Some(name) = op.op_name_attr(body).and_then(|a| a.as_str()) {
            let p = self.preds.operation_name(name);
            self.push(pos, p);
        }
        let operands = op.operand_values(body);
        let min_operands = non_range_count(body, &operands);
        if min_operands as usize != operands.len() {
            if min_operands > 0 {
                let p = self.preds.operand_count(min_operands, true);
                self.push(pos, p);
            }
        } else {
            let p = self.preds.operand_count(min_operands, false);
            self.push(pos, p);
        }
        let types = op.type_values(body);
        let min_results = non_range_count(body, &types);
        if min_results as usize == types.len() {
            let p = self.preds.result_count(min_results, false);
            self.push(pos, p);
        } else if min_results > 0 {
            let p = self.preds.result_count(min_results, true);
            self.push(pos, p);
        }
        let names = op
            .attribute_value_names_attr(body)
            .and_then(|a| a.as_array())
            .unwrap_or(&[]);
        for (name, attr) in names.iter().zip(op.attribute_values(body)) {
            let name = name.as_str().unwrap_or("");
            let attr_pos = self.preds.pos(Position::Attribute { op: pos, name });
            self.tree(attr, attr_pos)?;
        }
        if operands.len() == 1 && is_range(body.value_type(operands[0])) {
            if self.preds.is_root(pos) || self.preds.is_operand_defining_op(pos) {
                let all = self.preds.all_operands(pos);
                self.tree(operands[0], all)?;
            }
        } else {
            let mut variable_length = false;
            for (i, &v) in operands.iter().enumerate() {
                let variadic = is_range(body.value_type(v));
                variable_length |= variadic;
                if ignore_operand == Some(i as u32) {
                    continue;
                }
                let operand_pos = if variable_length {
                    self.preds.operand_group(pos, Some(i as u32), variadic)
                } else {
                    self.preds.operand(pos, i as u32)
                };
                self.tree(v, operand_pos)?;
            }
        }
        if types.len() == 1 && is_range(body.value_type(types[0])) {
            let all = self.preds.all_results(pos);
            let type_pos = self.preds.type_of(all);
            return self.tree(types[0], type_pos);
        }
        let mut variable_length = false;
        for (i, &t) in types.iter().enumerate() {
            let variadic = is_range(body.value_type(t));
            variable_length |= variadic;
            let result_pos = if variable_length {
                self.preds.result_group(pos, Some(i as u32), variadic)
            } else {
                self.preds.result(pos, i as u32)
            };
            let p = self.preds.is_not_null();
            self.push(result_pos, p);
            let type_pos = self.preds.type_of(result_pos);
            self.tree(t, type_pos)?;
        }
        Ok(())
    }

    fn type_tree(&mut self, val: ValueId, pos: PosId) {
        let body = self.body;
        let Some(def) = self.def(val) else { return };
        let constant = if let Some(op) = TypeOp::cast(body, def) {
            op.constant_type_attr(body)
        } else if let Some(op) = TypesOp::cast(body, def) {
            op.constant_types_attr(body)
        } else {
            None
        };
        if let Some(ty) = constant {
            let p = self.preds.type_constraint(ty);
            self.push(pos, p);
        }
    }

    /// One step of the walk from a connector up to a root: from the value at `pos` to the
    /// op `value` that uses it (as operand `index`) or, for a `pdl.result(s)`, to that
    /// result of the op at `pos`.
    fn visit_upward(
        &mut self,
        value: ValueId,
        index: Option<u32>,
        pos: &mut PosId,
        root_id: u32,
    ) -> Result<(), Diagnostic> {
        let body = self.body;
        let Some(def) = self.def(value) else {
            return Ok(());
        };
        if let Some(op) = OperationOp::cast(body, def) {
            let users = self.preds.pos(Position::Users {
                parent: *pos,
                representative: true,
            });
            let for_each = self.preds.pos(Position::ForEach {
                parent: users,
                id: root_id,
            });
            let op_pos = self.preds.op_of(for_each);
            let operand_pos = match index {
                None => self.preds.all_operands(op_pos),
                Some(i) if use_operand_group(body, op, i) => {
                    let ty = body.value_type(op.operand_values(body)[i as usize]);
                    self.preds.operand_group(op_pos, Some(i), is_range(ty))
                }
                Some(i) => self.preds.operand(op_pos, i),
            };
            let p = self.preds.equal_to(*pos);
            self.push(operand_pos, p);
            if self.inputs.insert(value, op_pos).is_some() {
                return Err(value_error(body, value, "duplicate upward visit"));
            }
            self.operation_tree(value, op_pos, index)?;
            *pos = op_pos;
        } else if ResultOp::cast(body, def).is_some() {
            let result_pos = self.preds.result(*pos, index.unwrap_or(0));
            *pos = result_pos;
            self.inputs.entry(value).or_insert(result_pos);
        } else if ResultsOp::cast(body, def).is_some() {
            let result_pos = match index {
                Some(_) => {
                    let variadic = is_range(body.value_type(value));
                    self.preds.result_group(*pos, index, variadic)
                }
                None => self.preds.all_results(*pos),
            };
            *pos = result_pos;
            self.inputs.entry(value).or_insert(result_pos);
        }
        Ok(())
    }

    /// The predicates the tree walk does not reach (MLIR's `getNonTreePredicates`).
    fn non_tree(&mut self, block: BlockId) -> Result<(), Diagnostic> {
        let body = self.body;
        for op in body.ops(block) {
            if let Some(attr) = AttributeOp::cast(body, op) {
                let v = attr.attr(body);
                if self.inputs.contains_key(&v) {
                    continue;
                }
                let value = attr.value_attr(body).ok_or_else(|| {
                    value_error(
                        body,
                        v,
                        "expected non-tree `pdl.attribute` to contain a value",
                    )
                })?;
                let pos = self.preds.pos(Position::AttributeLiteral(value));
                self.inputs.insert(v, pos);
            } else if let Some(c) = ApplyNativeConstraintOp::cast(body, op) {
                self.constraint(c)?;
            } else if let Some(r) = ResultOp::cast(body, op) {
                let v = r.val(body);
                if self.inputs.contains_key(&v) {
                    continue;
                }
                let parent = self.operation_position(r.parent(body))?;
                let pos = self
                    .preds
                    .result(parent, result_index(body, op).unwrap_or(0));
                self.inputs.insert(v, pos);
                let p = self.preds.is_not_null();
                self.push(pos, p);
            } else if let Some(r) = ResultsOp::cast(body, op) {
                let v = r.val(body);
                if self.inputs.contains_key(&v) {
                    continue;
                }
                let parent = self.operation_position(r.parent(body))?;
                let index = result_index(body, op);
                let pos = self
                    .preds
                    .result_group(parent, index, is_range(body.value_type(v)));
                self.inputs.insert(v, pos);
                if index.is_some() {
                    let p = self.preds.is_not_null();
                    self.push(pos, p);
                }
            } else if let Some(t) = TypeOp::cast(body, op) {
                self.literal_type(t.result(body), t.constant_type_attr(body))?;
            } else if let Some(t) = TypesOp::cast(body, op) {
                self.literal_type(t.result(body), t.constant_types_attr(body))?;
            }
        }
        Ok(())
    }

    fn operation_position(&self, op: ValueId) -> Result<PosId, Diagnostic> {
        self.inputs
            .get(&op)
            .copied()
            .filter(|&p| matches!(self.preds.position(p), Position::Operation { .. }))
            .ok_or_else(|| value_error(self.body, op, "expected the operation to be matched"))
    }

    fn literal_type(
        &mut self,
        v: ValueId,
        constant: Option<ropt_ir::Attribute>,
    ) -> Result<(), Diagnostic> {
        if self.inputs.contains_key(&v) {
            return Ok(());
        }
        let ty = constant.ok_or_else(|| {
            value_error(
                self.body,
                v,
                "expected non-tree `pdl.type`/`pdl.types` to contain a value",
            )
        })?;
        let pos = self.preds.pos(Position::TypeLiteral(ty));
        self.inputs.insert(v, pos);
        Ok(())
    }

    fn constraint(&mut self, op: ApplyNativeConstraintOp) -> Result<(), Diagnostic> {
        let body = self.body;
        let mut args = Vec::new();
        for a in op.args(body) {
            let pos = self.inputs.get(&a).copied().ok_or_else(|| {
                value_error(body, a, "expected the constraint argument to be matched")
            })?;
            args.push(pos);
        }
        let mut deepest: Option<PosId> = None;
        for &a in &args {
            if deepest.is_none_or(|d| self.preds.depth(d) < self.preds.depth(a)) {
                deepest = Some(a);
            }
        }
        let pos = deepest.ok_or_else(|| {
            Diagnostic::error(
                body.op_location(op.0),
                "expected the constraint to have an argument",
            )
        })?;
        let results = op.results(body);
        let question = self.preds.qual(Qualifier::Constraint {
            name: op.name(body).unwrap_or(""),
            args,
            result_types: results.iter().map(|&r| body.value_type(r)).collect(),
            negated: op
                .is_negated_attr(body)
                .and_then(|a| a.as_bool())
                .unwrap_or(false),
        });
        let answer = self.preds.qual(Qualifier::True);
        for (i, &r) in results.iter().enumerate() {
            let cpos = self.preds.pos(Position::ConstraintResult {
                question,
                index: i as u32,
            });
            match self.inputs.get(&r).copied() {
                None => {
                    self.inputs.insert(r, cpos);
                }
                Some(existing) => {
                    let (mut first, mut second) = (cpos, existing);
                    if self.preds.depth(second) < self.preds.depth(first) {
                        std::mem::swap(&mut first, &mut second);
                    }
                    let p = self.preds.equal_to(first);
                    self.push(second, p);
                }
            }
        }
        self.push(pos, (question, answer));
        Ok(())
    }
}
