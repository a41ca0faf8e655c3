//! Cycles to `scf.while` (MLIR's `transformCyclesToSCFLoops`): each cycle reachable from a
//! block gets a single header and a single latch that is its only exit, is put in reduce
//! form (every value used after the loop is an iteration value), and its blocks become the
//! `before` region of an `scf.while` whose condition is the latch's "repeat" argument.

use std::collections::{HashMap, HashSet};

use ropt_dialect_arith::TruncIOp;
use ropt_dialect_cf::CondBranchOp;
use ropt_dialect_func::ReturnOp;
use ropt_dialect_scf::{ConditionOp, WhileOp, YieldOp};
use ropt_ir::{BlockId, Body, Diagnostic, Location, RegionId, Type, ValueDef, ValueId};

use super::{
    DomCache, Edge, Lift, edge_operands, edge_successor, predecessor_edges, successors, terminator,
};

/// The strongly connected components of the CFG reachable from a block, in the order of
/// LLVM's `scc_iterator` (Tarjan's algorithm; a component is found after every component it
/// reaches). Like it, the next component is computed on the CFG as it is when asked for, the
/// successors of blocks still on the DFS stack read anew.
struct Sccs {
    numbers: HashMap<BlockId, u32>,
    visit_num: u32,
    node_stack: Vec<BlockId>,
    /// A block, the index of its next successor to visit, and the lowest visit number seen.
    visit_stack: Vec<(BlockId, usize, u32)>,
    current: Vec<BlockId>,
}

impl Sccs {
    fn new(body: &Body, entry: BlockId) -> Sccs {
        let mut s = Sccs {
            numbers: HashMap::new(),
            visit_num: 0,
            node_stack: Vec::new(),
            visit_stack: Vec::new(),
            current: Vec::new(),
        };
        s.visit_one(entry);
        s.advance(body);
        s
    }

    fn visit_one(&mut self, block: BlockId) {
        self.visit_num += 1;
        self.numbers.insert(block, self.visit_num);
        self.node_stack.push(block);
        self.visit_stack.push((block, 0, self.visit_num));
    }

    fn visit_children(&mut self, body: &Body) {
        while let Some(&(block, next, _)) = self.visit_stack.last() {
            let Some(t) = terminator(body, block) else {
                break;
            };
            if next >= body.num_successors(t) {
                break;
            }
            let child = body.successor(t, next);
            if let Some(top) = self.visit_stack.last_mut() {
                top.1 += 1;
            }
            match self.numbers.get(&child) {
                None => self.visit_one(child),
                Some(&n) => {
                    if let Some(top) = self.visit_stack.last_mut()
                        && top.2 > n
                    {
                        top.2 = n;
                    }
                }
            }
        }
    }

    /// Computes the next component into `current` (empty at the end).
    fn advance(&mut self, body: &Body) {
        self.current.clear();
        while !self.visit_stack.is_empty() {
            self.visit_children(body);
            let Some((block, _, min)) = self.visit_stack.pop() else {
                break;
            };
            if let Some(parent) = self.visit_stack.last_mut()
                && parent.2 > min
            {
                parent.2 = min;
            }
            if self.numbers.get(&block) != Some(&min) {
                continue;
            }
            while let Some(b) = self.node_stack.pop() {
                self.numbers.insert(b, u32::MAX);
                self.current.push(b);
                if b == block {
                    break;
                }
            }
            return;
        }
    }

    /// True if the current component is a cycle: several blocks, or one branching to itself.
    fn has_cycle(&self, body: &Body) -> bool {
        match self.current.as_slice() {
            [] => false,
            [b] => successors(body, *b).contains(b),
            _ => true,
        }
    }
}

/// The edges entering a cycle, leaving it, and going back to one of its entry blocks.
struct CycleEdges {
    entries: Vec<Edge>,
    exits: Vec<Edge>,
    back: Vec<Edge>,
}

/// MLIR's `calculateCycleEdges`: blocks in the cycle's order, predecessors in use-list order.
fn cycle_edges(body: &Body, cycle: &[BlockId]) -> CycleEdges {
    let mut edges = CycleEdges {
        entries: Vec::new(),
        exits: Vec::new(),
        back: Vec::new(),
    };
    let mut entry_blocks: HashSet<BlockId> = HashSet::new();
    for &block in cycle {
        for pred in predecessor_edges(body, block) {
            if cycle.contains(&pred.0) {
                continue;
            }
            edges.entries.push(pred);
            entry_blocks.insert(block);
        }
        for (i, s) in successors(body, block).into_iter().enumerate() {
            if !cycle.contains(&s) {
                edges.exits.push((block, i));
            }
        }
    }
    for &block in cycle {
        for (i, s) in successors(body, block).into_iter().enumerate() {
            if entry_blocks.contains(&s) {
                edges.back.push((block, i));
            }
        }
    }
    edges
}

/// Appends `values` to the operands `edge` forwards.
fn append_edge_operands(ctx: &ropt_ir::Context, body: &mut Body, edge: Edge, values: &[ValueId]) {
    let Some(t) = terminator(body, edge.0) else {
        return;
    };
    let interface = super::iface(body, t);
    (interface.append_successor_operands)(ctx, body, t, edge.1, values);
}

/// Where a value is defined: its op's location, or its block argument's.
fn value_location(body: &Body, v: ValueId) -> Location {
    match body.value_def(v) {
        ValueDef::OpResult { op, .. } => body.op_location(op),
        ValueDef::BlockArgument { block, index } => body.argument_location(block, index as usize),
    }
}

fn push_unique(blocks: &mut Vec<BlockId>, block: BlockId) {
    if !blocks.contains(&block) {
        blocks.push(block);
    }
}

impl Lift<'_> {
    /// Turns every cycle reachable from `entry` into an `scf.while`; returns the entry blocks
    /// of the loop bodies, to be lifted next.
    pub(super) fn transform_cycles(
        &mut self,
        body: &mut Body,
        entry: BlockId,
        doms: &mut DomCache,
    ) -> Result<Vec<BlockId>, Diagnostic> {
        let ctx = self.ctx;
        let mut bodies = Vec::new();
        let mut sccs = Sccs::new(body, entry);
        while !sccs.current.is_empty() {
            if !sccs.has_cycle(body) {
                sccs.advance(body);
                continue;
            }
            let mut cycle = sccs.current.clone();
            sccs.advance(body);
            let edges = cycle_edges(body, &cycle);
            let (Some(&first_entry), Some(&(back_from, _))) =
                (edges.entries.first(), edges.back.first())
            else {
                continue;
            };
            let mut header = edge_successor(body, first_entry);
            if edges.entries.len() > 1 {
                let loc = terminator(body, header).map_or(self.loc, |t| body.op_location(t));
                let mut all = edges.entries.clone();
                all.extend(&edges.back);
                header = self.single_entry_block(body, loc, &all);
            }
            push_unique(&mut cycle, header);
            let loc = terminator(body, back_from).map_or(self.loc, |t| body.op_location(t));
            let (latch, exit, repeat) =
                self.single_exiting_latch(body, loc, &edges.back, &edges.exits)?;
            push_unique(&mut cycle, latch);
            push_unique(&mut cycle, header);
            let iteration = self.reduce_loop(body, header, exit, latch, &cycle, doms);

            // The block taking the header's place, holding the loop then the exit's ops.
            let parent = body.create_block();
            body.insert_block_before(header, parent);
            for k in 0..body.num_block_arguments(header) {
                let ty = body.value_type(body.block_argument(header, k));
                let aloc = body.argument_location(header, k);
                body.add_block_argument(parent, ty, aloc);
            }
            let before = body.create_region();
            body.remove_block(header);
            body.append_block(before, header);
            for &b in &cycle {
                if b != latch && b != header {
                    body.remove_block(b);
                    body.append_block(before, b);
                }
            }
            body.remove_block(latch);
            body.append_block(before, latch);

            let Some(old) = terminator(body, latch) else {
                continue;
            };
            body.remove_op(old);
            let wloc = body.op_location(old);
            let inits = body.block_arguments(parent).to_vec();
            let types: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
            let after = body.create_region();
            let mut state = WhileOp::build(ctx, wloc, &types, &inits);
            state.num_new_regions = 0;
            let state = state.with_regions(&[before, after]);
            let w = body.create_op(state);
            body.append_op(parent, w);
            // MLIR's builder sets the default overflow flags as a property.
            let none = ctx.opaque_attr("arith", "overflow<none>", None);
            let trunc = body.create_op(TruncIOp::build(
                ctx,
                wloc,
                ctx.int_type(1),
                repeat,
                Some(none),
            ));
            body.append_op(latch, trunc);
            let flag = body.result(trunc, 0);
            let cond = body.create_op(ConditionOp::build(ctx, wloc, flag, &iteration));
            body.append_op(latch, cond);
            let after_block = body.create_block();
            body.append_block(after, after_block);
            let args: Vec<ValueId> = types
                .iter()
                .map(|&ty| body.add_block_argument(after_block, ty, wloc))
                .collect();
            let y = body.create_op(YieldOp::build(ctx, wloc, &args));
            body.append_op(after_block, y);
            body.erase_op(old);
            bodies.push(header);

            let results: Vec<ValueId> = body.results(w).collect();
            let exit_args = body.block_arguments(exit).to_vec();
            for (a, r) in exit_args.into_iter().zip(results) {
                body.replace_all_uses_with(a, r);
            }
            let preds: Vec<(ropt_ir::OpId, u32)> = body.predecessors(header).collect();
            for (op, i) in preds {
                body.set_successor(op, i as usize, parent);
            }
            let ops: Vec<ropt_ir::OpId> = body.ops(exit).collect();
            for op in ops {
                body.remove_op(op);
                body.append_op(parent, op);
            }
            body.erase_block(exit);
        }
        Ok(bodies)
    }

    /// Routes the back edges and exit edges of a cycle through a new latch block (MLIR's
    /// `createSingleExitingLatch`) whose last argument is 1 on a back edge and 0 on an exit;
    /// the latch branches on it to the header or to a new exit block, which switches to the
    /// original exits (or, with none, ends the function). Returns the latch, the exit block
    /// and the latch's "repeat" argument.
    fn single_exiting_latch(
        &mut self,
        body: &mut Body,
        loc: Location,
        back: &[Edge],
        exits: &[Edge],
    ) -> Result<(BlockId, BlockId, ValueId), Diagnostic> {
        let ctx = self.ctx;
        let entries: Vec<BlockId> = back
            .iter()
            .chain(exits)
            .map(|&e| edge_successor(body, e))
            .collect();
        let i32t = {
            let v = self.switch_value(body, 0);
            body.value_type(v)
        };
        let mux = self.multiplexer(body, loc, &entries, &[i32t]);
        let latch = mux.block;
        let exit = body.create_block();
        body.insert_block_after(latch, exit);
        let header = edge_successor(body, back[0]);
        for &e in back {
            let v = self.switch_value(body, 1);
            self.redirect(body, &mux, e, &[v]);
        }
        for &e in exits {
            let v = self.switch_value(body, 0);
            self.redirect(body, &mux, e, &[v]);
        }
        let latch_args = body.block_arguments(latch).to_vec();
        let repeat = *latch_args
            .last()
            .expect("the latch has its repeat argument");
        let n = body.num_block_arguments(header);
        let br = body.create_op(CondBranchOp::build(
            ctx,
            loc,
            repeat,
            &latch_args[..n],
            &[],
            None,
            &[header, exit],
        ));
        body.append_op(latch, br);
        if !exits.is_empty() {
            self.create_switch(body, &mux, loc, Some(header), exit);
            return Ok((latch, exit, repeat));
        }
        // No exit: the code after the loop is unreachable, and only a function can end there.
        let parent = body
            .block_parent_region(latch)
            .and_then(|r| body.region_parent_op(r));
        if let Some(op) = parent {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "Cannot create unreachable terminator for '{}'",
                    body.op_name(op)
                ),
            ));
        }
        let mut values = Vec::with_capacity(self.func_results.len());
        for &ty in self.func_results {
            let p = body.create_op(ropt_dialect_ub::poison(ctx, loc, ty));
            body.append_op(exit, p);
            values.push(body.result(p, 0));
        }
        let ret = body.create_op(ReturnOp::build(ctx, loc, &values));
        body.append_op(exit, ret);
        self.combine_exit(body, ret);
        Ok((latch, exit, repeat))
    }

    /// Puts the loop of `blocks` in reduce form (MLIR's `transformToReduceLoop`): the exit
    /// block takes the values passed back to the header, and every value defined in the loop
    /// and used outside it becomes one more argument of the header and the exit block, passed
    /// on by the latch (through a latch argument, `ub.poison` from the predecessors the
    /// value does not dominate). Returns the values the latch passes to the next iteration.
    fn reduce_loop(
        &mut self,
        body: &mut Body,
        header: BlockId,
        exit: BlockId,
        latch: BlockId,
        blocks: &[BlockId],
        doms: &mut DomCache,
    ) -> Vec<ValueId> {
        let ctx = self.ctx;
        let Some(term) = terminator(body, latch) else {
            return Vec::new();
        };
        let (hi, ei) = if body.successor(term, 0) == header {
            (0, 1)
        } else {
            (1, 0)
        };
        let mut next_iteration = edge_operands(body, (latch, hi));
        for &arg in &next_iteration {
            let ty = body.value_type(arg);
            let exit_arg = body.add_block_argument(exit, ty, value_location(body, arg));
            append_edge_operands(ctx, body, (latch, ei), &[arg]);
            body.replace_uses_with_if(arg, exit_arg, |b, u| {
                b.parent_block(u.owner).is_none_or(|p| !blocks.contains(&p))
            });
        }
        let latch_prior = body.block_arguments(latch).to_vec();
        let header_prior = body.block_arguments(header).to_vec();
        let Some(region) = body.block_parent_region(header) else {
            return next_iteration;
        };
        for &block in blocks {
            let mut values = if block == latch {
                latch_prior.clone()
            } else if block == header {
                header_prior.clone()
            } else {
                body.block_arguments(block).to_vec()
            };
            for op in body.ops(block) {
                values.extend(body.results(op));
            }
            for value in values {
                self.keep_in_loop(
                    body,
                    value,
                    (block, region),
                    (header, exit, latch, hi, ei),
                    blocks,
                    &mut next_iteration,
                    doms,
                );
            }
        }
        // The entry edges pass poison for the header's new arguments.
        for (pred, i) in predecessor_edges(body, header) {
            if pred == latch {
                continue;
            }
            let have = edge_operands(body, (pred, i)).len();
            let args = body.block_arguments(header).to_vec();
            let undefs: Vec<ValueId> = args
                .iter()
                .skip(have)
                .map(|&a| {
                    let ty = body.value_type(a);
                    self.undef(body, ty)
                })
                .collect();
            append_edge_operands(ctx, body, (pred, i), &undefs);
        }
        next_iteration
    }

    /// Makes the uses of `value` (defined in `block` of the loop) outside the loop uses of a
    /// new exit block argument, the value being passed through the latch.
    #[allow(clippy::too_many_arguments)]
    fn keep_in_loop(
        &mut self,
        body: &mut Body,
        value: ValueId,
        (block, region): (BlockId, RegionId),
        (header, exit, latch, hi, ei): (BlockId, BlockId, BlockId, usize, usize),
        blocks: &[BlockId],
        next_iteration: &mut Vec<ValueId>,
        doms: &mut DomCache,
    ) {
        let ctx = self.ctx;
        let uses: Vec<ropt_ir::Use> = body.uses(value).collect();
        let mut exit_arg: Option<ValueId> = None;
        for u in uses {
            // The block of the loop's region holding the user.
            let mut cur = body.parent_block(u.owner);
            while let Some(b) = cur {
                if body.block_parent_region(b) == Some(region) {
                    break;
                }
                cur = body.block_parent_op(b).and_then(|op| body.parent_block(op));
            }
            if cur.is_some_and(|b| blocks.contains(&b)) {
                continue;
            }
            let arg = match exit_arg {
                Some(a) => a,
                None => {
                    let ty = body.value_type(value);
                    let loc = value_location(body, value);
                    let a = body.add_block_argument(exit, ty, loc);
                    body.add_block_argument(header, ty, loc);
                    let mut passed = value;
                    if body.value_parent_block(value) != Some(latch) {
                        let preds = predecessor_edges(body, latch);
                        let tree = doms.get(body, region);
                        let dominated: Vec<bool> = preds
                            .iter()
                            .map(|&(p, _)| tree.dominates(block, p))
                            .collect();
                        if dominated.iter().any(|d| !d) {
                            passed = body.add_block_argument(latch, ty, loc);
                            for (&edge, &dom) in preds.iter().zip(&dominated) {
                                let v = if dom { value } else { self.undef(body, ty) };
                                append_edge_operands(ctx, body, edge, &[v]);
                            }
                        }
                    }
                    next_iteration.push(passed);
                    append_edge_operands(ctx, body, (latch, hi), &[passed]);
                    append_edge_operands(ctx, body, (latch, ei), &[passed]);
                    exit_arg = Some(a);
                    a
                }
            };
            body.set_operand(u.owner, u.operand_index as usize, arg);
        }
    }
}

#[cfg(test)]
mod tests {
    use ropt_asm::parser::ops::{ParseOptions, ParsedModule, parse_module};
    use ropt_ir::{BlockId, Body, Context};

    use super::{Sccs, cycle_edges};
    use crate::cf_to_scf::DomChildren;

    fn parse(ctx: &Context, src: &str) -> ParsedModule {
        parse_module(
            ctx,
            src.as_bytes(),
            0,
            "t.mlir",
            ParseOptions {
                allow_unregistered: true,
                ..Default::default()
            },
            ctx.unknown_loc(),
        )
        .unwrap_or_else(|d| panic!("{}", d[0].message))
    }

    /// The body of the first function of `m` and its blocks in order.
    fn function(m: &mut ParsedModule) -> (&mut Body, Vec<BlockId>) {
        let rb = m.body.regions_body_mut(m.module);
        let module = rb.top_regions()[0];
        let f = rb
            .first_op(rb.entry_block(module).unwrap())
            .expect("a function");
        let fb = rb.nested_body_mut(f).expect("func.func is isolated");
        let top = fb.top_regions()[0];
        let blocks = fb.blocks(top).collect();
        (fb, blocks)
    }

    const CFG: &str = "func.func @f(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.cond_br %c, ^bb1, ^bb3
^bb3:
  cf.cond_br %c, ^bb3, ^bb4
^bb4:
  return
}";

    #[test]
    fn components_in_scc_iterator_order() {
        let mut ctx = Context::new();
        ropt_dialects::register_all(&mut ctx);
        let mut m = parse(&ctx, CFG);
        let (fb, b) = function(&mut m);
        let mut sccs = Sccs::new(fb, b[0]);
        let mut found = Vec::new();
        while !sccs.current.is_empty() {
            found.push((sccs.current.clone(), sccs.has_cycle(fb)));
            sccs.advance(fb);
        }
        // Sinks first; within a component, the last visited block first.
        assert_eq!(
            found,
            vec![
                (vec![b[4]], false),
                (vec![b[3]], true),
                (vec![b[2], b[1]], true),
                (vec![b[0]], false),
            ]
        );
        let edges = cycle_edges(fb, &[b[2], b[1]]);
        assert_eq!(edges.entries, vec![(b[0], 0)]);
        assert_eq!(edges.exits, vec![(b[2], 1)]);
        assert_eq!(edges.back, vec![(b[2], 0)]);
    }

    #[test]
    fn stale_tree_answers_as_llvm() {
        let mut ctx = Context::new();
        ropt_dialects::register_all(&mut ctx);
        let mut m = parse(&ctx, CFG);
        let (fb, b) = function(&mut m);
        let region = fb.top_regions()[0];
        let tree = DomChildren::new(fb, region);
        assert!(tree.dominates(b[1], b[2]));
        assert!(!tree.dominates(b[2], b[1]));
        assert!(tree.dominates(b[3], b[4]));
        // A block created after the tree: dominated by all, dominating none but itself.
        let new = fb.create_block();
        fb.append_block(region, new);
        assert!(tree.dominates(b[4], new));
        assert!(!tree.dominates(new, b[0]));
        assert!(tree.dominates(new, new));
    }
}
