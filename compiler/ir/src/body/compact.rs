//! Compaction: rebuilding a body's arenas without the slots of erased (or unreachable)
//! ops, values, blocks and regions.
//!
//! The arenas of a [`Body`] only grow: erasing an op leaves its slot (and those of its
//! operands and results) behind, and creating one appends. A pass that rewrites much of a
//! body (canonicalization replaces about half the ops of arithmetic-heavy functions) leaves it
//! twice as large as needed. [`Body::compact`] renumbers what is reachable from the top
//! regions into exactly sized arenas. Relative id order, op order, use-list order and
//! predecessor order are kept, so nothing observable changes but the ids themselves: callers
//! must not hold ids of the body across a compaction (nested bodies are untouched, they are
//! moved as they are).

use std::sync::atomic::{AtomicU8, Ordering};

use super::{
    ARG_BIT, Block, BlockOrder, Body, ERASED, NONE, OpData, Operand, Operation, Region, ValueData,
};

/// Old-to-new index maps (`NONE`: dropped).
struct Maps {
    ops: Vec<u32>,
    blocks: Vec<u32>,
    regions: Vec<u32>,
    values: Vec<u32>,
}

#[inline]
fn map(m: &[u32], old: u32) -> u32 {
    if old == NONE || old == ERASED {
        old
    } else {
        m[old as usize]
    }
}

impl Body {
    /// The number of arena slots that [`Body::compact`] would free (erased ops, and the
    /// operand and value slots left behind), as a rough measure of waste.
    pub fn dead_slots(&self) -> usize {
        self.ops.len() - self.live_ops
    }

    /// Rebuilds the arenas of this body with only the ops, blocks, regions and values reachable
    /// from its top regions, each arena exactly sized (see the module docs). Every id of this
    /// body changes (ids of nested bodies do not). Returns false, changing nothing, if a
    /// reachable op refers to something unreachable (a value of a detached op, a detached
    /// successor block), which valid IR never does.
    pub fn compact(&mut self) -> bool {
        let Some(m) = self.reachable() else {
            return false;
        };
        // The new arenas, filled in old id order (which keeps relative order).
        let live_ops = m.ops.iter().filter(|&&x| x != NONE).count();
        let mut ops: Vec<Operation> = Vec::with_capacity(live_ops);
        let num_operands: usize = (0..self.ops.len())
            .filter(|&i| m.ops[i] != NONE)
            .map(|i| self.ops[i].operand_count() as usize)
            .sum();
        let num_succs: usize = (0..self.ops.len())
            .filter(|&i| m.ops[i] != NONE)
            .map(|i| self.ops[i].succ_range().1 as usize)
            .sum();
        let mut operands: Vec<Operand> = Vec::with_capacity(num_operands);
        let mut block_operands: Vec<Operand> = Vec::with_capacity(num_succs);
        let mut region_lists = Vec::new();
        // New first operand slot of each kept op (indexed by old op), to map use slots.
        let mut operand_base = vec![NONE; self.ops.len()];
        let mut succ_base = vec![NONE; self.ops.len()];
        let mut result_base = vec![NONE; self.ops.len()];
        // Old first successor slot of each kept op (its extra moves to the new arena).
        let mut old_succ = vec![NONE; self.ops.len()];
        let values_len = m.values.iter().filter(|&&x| x != NONE).count();
        let mut values: Vec<ValueData> = Vec::with_capacity(values_len);
        let mut new_value_src: Vec<u32> = Vec::with_capacity(values_len);
        for (old, &nv) in m.values.iter().enumerate() {
            if nv == NONE {
                continue;
            }
            let d = self.values[old];
            let owner = if d.owner & ARG_BIT != 0 {
                ARG_BIT | m.blocks[(d.owner & !ARG_BIT) as usize]
            } else {
                m.ops[d.owner as usize]
            };
            values.push(ValueData {
                ty: d.ty,
                first_use: NONE,
                owner,
            });
            new_value_src.push(old as u32);
        }
        for old in 0..self.ops.len() {
            let id = m.ops[old];
            if id == NONE {
                continue;
            }
            let o = &mut self.ops[old];
            let new_operands = operands.len() as u32;
            operand_base[old] = new_operands;
            for k in 0..o.operand_count() {
                let s = self.operands[(o.operand_start + k) as usize];
                operands.push(Operand {
                    value: map(&m.values, s.value),
                    owner: id,
                    prev: NONE,
                    next: NONE,
                });
            }
            result_base[old] = if o.result_count() == 0 {
                values.len() as u32
            } else {
                m.values[o.result_start as usize]
            };
            let mut data = std::mem::replace(&mut o.data, OpData::EMPTY);
            if let Some(e) = data.extra_mut() {
                succ_base[old] = block_operands.len() as u32;
                old_succ[old] = e.succ_start;
                for k in 0..e.num_succs {
                    let s = self.block_operands[(e.succ_start + k) as usize];
                    block_operands.push(Operand {
                        value: map(&m.blocks, s.value),
                        owner: id,
                        prev: NONE,
                        next: NONE,
                    });
                }
                e.succ_start = succ_base[old];
                let old_start = e.regions.start();
                if old_start != NONE {
                    let start = region_lists.len() as u32;
                    for k in 0..e.num_regions {
                        let r = self.region_lists[(old_start + k) as usize];
                        region_lists.push(super::RegionId(m.regions[r.index()]));
                    }
                    e.regions.set_start(start);
                }
            }
            ops.push(Operation {
                name: o.name,
                loc: o.loc,
                data,
                parent: map(&m.blocks, o.parent),
                prev: map(&m.ops, o.prev),
                next: map(&m.ops, o.next),
                operand_start: new_operands,
                num_operands: o.num_operands,
                result_start: result_base[old],
                num_results: o.num_results,
            });
        }
        // Use lists, in their old order.
        for (nv, &old) in new_value_src.iter().enumerate() {
            let mut cur = self.values[old as usize].first_use;
            let mut last = NONE;
            while cur != NONE {
                let s = self.operands[cur as usize];
                let owner = s.owner as usize;
                if m.ops[owner] != NONE {
                    let slot = operand_base[owner] + (cur - self.ops[owner].operand_start);
                    operands[slot as usize].prev = last;
                    if last == NONE {
                        values[nv].first_use = slot;
                    } else {
                        operands[last as usize].next = slot;
                    }
                    last = slot;
                }
                cur = s.next;
            }
        }
        // Blocks, their arguments and predecessor lists.
        let num_blocks = m.blocks.iter().filter(|&&x| x != NONE).count();
        let mut blocks: Vec<Block> = Vec::with_capacity(num_blocks);
        let mut block_args = Vec::new();
        let mut block_arg_locs = Vec::new();
        for old in 0..self.blocks.len() {
            if m.blocks[old] == NONE {
                continue;
            }
            let b = &self.blocks[old];
            let start = block_args.len() as u32;
            for i in b.args_range() {
                block_args.push(super::ValueId(m.values[self.block_args[i].index()]));
                block_arg_locs.push(self.block_arg_locs[i]);
            }
            let mut first_pred = NONE;
            let mut last = NONE;
            let mut cur = b.first_pred;
            while cur != NONE {
                let s = self.block_operands[cur as usize];
                let owner = s.owner as usize;
                if m.ops[owner] != NONE {
                    let slot = succ_base[owner] + (cur - old_succ[owner]);
                    block_operands[slot as usize].prev = last;
                    if last == NONE {
                        first_pred = slot;
                    } else {
                        block_operands[last as usize].next = slot;
                    }
                    last = slot;
                }
                cur = s.next;
            }
            blocks.push(Block {
                parent: map(&m.regions, b.parent),
                prev: map(&m.blocks, b.prev),
                next: map(&m.blocks, b.next),
                first_op: map(&m.ops, b.first_op),
                last_op: map(&m.ops, b.last_op),
                first_pred,
                args_start: start,
                args_len: b.args_len,
                args_cap: b.args_len,
                // Kept ops keep their relative id order; the order table is not kept.
                order: AtomicU8::new(match b.order.load(Ordering::Relaxed) {
                    BlockOrder::BY_ID => BlockOrder::BY_ID,
                    _ => BlockOrder::UNKNOWN,
                }),
            });
        }
        let mut regions: Vec<Region> = Vec::new();
        for old in 0..self.regions.len() {
            if m.regions[old] == NONE {
                continue;
            }
            let r = self.regions[old];
            regions.push(Region {
                parent_op: map(&m.ops, r.parent_op),
                index: r.index,
                first_block: map(&m.blocks, r.first_block),
                last_block: map(&m.blocks, r.last_block),
            });
        }
        let top_regions = self
            .top_regions
            .iter()
            .map(|r| super::RegionId(m.regions[r.index()]))
            .collect();
        // Nested bodies were moved with their ops' extras; what is left is dropped.
        let old = std::mem::replace(
            self,
            Body {
                ops,
                blocks,
                regions,
                values,
                operands,
                block_operands,
                block_args,
                block_arg_locs,
                region_lists,
                top_regions,
                owner: self.owner,
                live_ops,
                order_table: std::sync::OnceLock::new(),
            },
        );
        old.recycle();
        true
    }

    /// Drops the body, keeping the buffers of its large arenas as spares for other bodies.
    fn recycle(mut self) {
        let ops = std::mem::take(&mut self.ops);
        let operands = std::mem::take(&mut self.operands);
        let values = std::mem::take(&mut self.values);
        super::spare::OPS.give(ops);
        super::spare::OPERANDS.give(operands);
        super::spare::VALUES.give(values);
    }

    /// Marks what is reachable from the top regions and numbers it in old id order; `None`
    /// if a reachable op refers to an unreachable value or block.
    fn reachable(&self) -> Option<Maps> {
        let mut m = Maps {
            ops: vec![NONE; self.ops.len()],
            blocks: vec![NONE; self.blocks.len()],
            regions: vec![NONE; self.regions.len()],
            values: vec![NONE; self.values.len()],
        };
        let mut work: Vec<u32> = self.top_regions.iter().map(|r| r.0).collect();
        while let Some(r) = work.pop() {
            if m.regions[r as usize] != NONE {
                continue;
            }
            m.regions[r as usize] = 0;
            let mut b = self.regions[r as usize].first_block;
            while b != NONE {
                let blk = &self.blocks[b as usize];
                m.blocks[b as usize] = 0;
                for i in blk.args_range() {
                    m.values[self.block_args[i].index()] = 0;
                }
                let mut o = blk.first_op;
                while o != NONE {
                    let op = &self.ops[o as usize];
                    if op.parent == ERASED {
                        return None;
                    }
                    m.ops[o as usize] = 0;
                    for v in op.result_start..op.result_start + op.result_count() {
                        m.values[v as usize] = 0;
                    }
                    if let Some(e) = op.data.extra()
                        && e.regions.start() != NONE
                    {
                        let s = e.regions.start() as usize;
                        work.extend(
                            self.region_lists[s..s + e.num_regions as usize]
                                .iter()
                                .map(|r| r.0),
                        );
                    }
                    o = op.next;
                }
                b = blk.next;
            }
        }
        // Every reference of a reachable op must stay inside.
        for (i, op) in self.ops.iter().enumerate() {
            if m.ops[i] == NONE {
                continue;
            }
            for s in &self.operands
                [op.operand_start as usize..(op.operand_start + op.operand_count()) as usize]
            {
                if s.value != NONE && m.values[s.value as usize] == NONE {
                    return None;
                }
            }
            let (start, n) = op.succ_range();
            for s in &self.block_operands[start as usize..(start + n) as usize] {
                if s.value != NONE && m.blocks[s.value as usize] == NONE {
                    return None;
                }
            }
        }
        for x in [&mut m.ops, &mut m.blocks, &mut m.regions, &mut m.values] {
            let mut next = 0u32;
            for slot in x.iter_mut() {
                if *slot != NONE {
                    *slot = next;
                    next += 1;
                }
            }
        }
        Some(m)
    }
}

#[cfg(test)]
mod tests {
    use crate::registry::{OpInfo, Traits};
    use crate::{BlockId, Body, Context, OpId, OperationState, RegionId, ValueDef, ValueId};

    fn ctx() -> Context {
        let mut ctx = Context::new();
        ctx.registry_mut().register_op(
            OpInfo::new("test.isolated")
                .with_traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL_TABLE),
        );
        ctx
    }

    fn state(ctx: &Context, name: &str) -> OperationState {
        OperationState::new(ctx.registry().op_name(name), ctx.unknown_loc())
    }

    /// Everything observable about a body except its ids: ops in walk order with their
    /// operands (as walk positions), use lists, successors, predecessors and block arguments.
    fn signature(body: &Body) -> String {
        let mut ops: Vec<OpId> = Vec::new();
        let mut blocks: Vec<BlockId> = Vec::new();
        let mut work: Vec<RegionId> = body.top_regions().iter().rev().copied().collect();
        while let Some(r) = work.pop() {
            for b in body.blocks(r) {
                blocks.push(b);
                for o in body.ops(b) {
                    ops.push(o);
                    if !body.op(o).has_nested_body() {
                        work.extend(body.regions(o).iter().rev());
                    }
                }
            }
        }
        let op_pos = |o: OpId| ops.iter().position(|&x| x == o).unwrap();
        let block_pos = |b: BlockId| blocks.iter().position(|&x| x == b).unwrap();
        let value = |v: ValueId| -> String {
            if v.is_null() {
                return "null".into();
            }
            match body.value_def(v) {
                ValueDef::OpResult { op, index } => format!("o{}#{index}", op_pos(op)),
                ValueDef::BlockArgument { block, index } => {
                    format!("b{}#{index}", block_pos(block))
                }
            }
        };
        let uses = |v: ValueId| -> String {
            body.uses(v)
                .map(|u| format!("o{}.{}", op_pos(u.owner), u.operand_index))
                .collect::<Vec<_>>()
                .join(",")
        };
        let mut out = String::new();
        for &b in &blocks {
            out += &format!(
                "b{} in {:?}:",
                block_pos(b),
                body.block(b).parent_region().is_some()
            );
            for &a in body.block_arguments(b) {
                out += &format!(" {}[{}]", value(a), uses(a));
            }
            let preds: Vec<String> = body
                .predecessors(b)
                .map(|(o, i)| format!("o{}.{i}", op_pos(o)))
                .collect();
            out += &format!(" preds {}\n", preds.join(","));
        }
        for &o in &ops {
            out += &format!(
                "o{} {} block b{} ({}) -> ",
                op_pos(o),
                body.op_name(o),
                block_pos(body.parent_block(o).unwrap()),
                body.operands(o).map(value).collect::<Vec<_>>().join(", ")
            );
            for r in body.results(o) {
                out += &format!("{}[{}] ", value(r), uses(r));
            }
            let succs: Vec<String> = body
                .successors(o)
                .map(|b| format!("b{}", block_pos(b)))
                .collect();
            out += &format!("succ {} regions {}", succs.join(","), body.num_regions(o));
            if let Some(n) = body.nested_body(o) {
                out += &format!(" nested {} ops", n.num_live_ops());
            }
            out.push('\n');
        }
        out
    }

    /// A body with nested regions, block arguments, branches, an isolated op and churn
    /// (erased ops, relocated operand lists, erased arguments).
    fn churned_body(ctx: &Context) -> Body {
        let idx = ctx.ty(crate::TypeKind::Index);
        let loc = ctx.unknown_loc();
        let (mut body, entry) = Body::new_root();
        let a = body.add_block_argument(entry, idx, loc);
        let dead_arg = body.add_block_argument(entry, idx, loc);
        let _ = dead_arg;
        let mut last = a;
        let mut erased = Vec::new();
        for i in 0..20 {
            let op = body.create_op(
                state(ctx, "t.op")
                    .with_operands(&[last, a])
                    .with_result_types(&[idx, idx]),
            );
            body.append_op(entry, op);
            if i % 3 == 1 {
                erased.push(op);
            } else {
                last = body.result(op, 1);
            }
        }
        for op in erased {
            body.erase_op(op);
        }
        body.erase_block_argument(entry, 1);
        // An op with a region holding a small CFG.
        let reg_op = body.create_op(state(ctx, "t.region").with_new_regions(1));
        body.append_op(entry, reg_op);
        let r = body.regions(reg_op)[0];
        let b0 = body.create_block();
        let b1 = body.create_block();
        let b2 = body.create_block();
        for b in [b0, b1, b2] {
            body.append_block(r, b);
        }
        let x = body.add_block_argument(b1, idx, loc);
        let br = body.create_op(
            state(ctx, "t.br")
                .with_successors(&[b1, b2])
                .with_operands(&[last]),
        );
        body.append_op(b0, br);
        let user = body.create_op(state(ctx, "t.use").with_operands(&[x, last, a]));
        body.append_op(b1, user);
        let br2 = body.create_op(state(ctx, "t.br").with_successors(&[b2]));
        body.append_op(b1, br2);
        // Grow an operand list that does not end the arena (it moves).
        body.insert_operands(br, 0, &[a, x]);
        body.erase_operand(br, 1);
        // An erased block in the middle.
        let b3 = body.create_block();
        body.append_block(r, b3);
        let gone = body.create_op(state(ctx, "t.gone").with_operands(&[a]));
        body.append_op(b3, gone);
        body.erase_block(b3);
        // An isolated op with its own body.
        let iso = body.create_op(state(ctx, "test.isolated").with_new_regions(1));
        body.append_op(entry, iso);
        let inner = body.nested_body_mut(iso).unwrap();
        let ir = inner.top_regions()[0];
        let ib = inner.create_block();
        inner.append_block(ir, ib);
        let io = inner.create_op(state(ctx, "t.inner"));
        inner.append_op(ib, io);
        let tail = body.create_op(state(ctx, "t.tail").with_operands(&[last, last, a]));
        body.append_op(entry, tail);
        body
    }

    #[test]
    fn compaction_keeps_everything_observable() {
        let ctx = ctx();
        let mut body = churned_body(&ctx);
        let before = signature(&body);
        let live = body.num_live_ops();
        assert!(body.dead_slots() > 0);
        assert!(body.compact());
        assert_eq!(signature(&body), before);
        assert_eq!(body.num_live_ops(), live);
        assert_eq!(body.dead_slots(), 0);
        assert_eq!(body.op_capacity(), live);
        // The compacted body keeps working: new ops, uses and erasures.
        let entry = body.entry_block(body.top_regions()[0]).unwrap();
        let a = body.block_argument(entry, 0);
        let n = body.num_uses(a);
        let op = body.create_op(state(&ctx, "t.new").with_operands(&[a]));
        body.prepend_op(entry, op);
        assert_eq!(body.num_uses(a), n + 1);
        assert_eq!(body.uses(a).next().unwrap().owner, op);
        body.erase_op(op);
        assert_eq!(signature(&body), before);
        // Compacting again changes nothing.
        assert!(body.compact());
        assert_eq!(signature(&body), before);
    }

    #[test]
    fn detached_ops_and_their_uses_are_dropped() {
        let ctx = ctx();
        let idx = ctx.ty(crate::TypeKind::Index);
        let (mut body, entry) = Body::new_root();
        let a = body.add_block_argument(entry, idx, ctx.unknown_loc());
        let user = body.create_op(state(&ctx, "t.use").with_operands(&[a]));
        body.append_op(entry, user);
        // Created but never inserted: not reachable.
        let _leak = body.create_op(state(&ctx, "t.leak").with_operands(&[a]));
        assert_eq!(body.num_uses(a), 2);
        assert!(body.compact());
        let a = body.block_argument(entry, 0);
        assert_eq!(body.num_uses(a), 1);
        assert_eq!(body.op_capacity(), 1);
    }

    #[test]
    fn references_to_unreachable_values_prevent_compaction() {
        let ctx = ctx();
        let idx = ctx.ty(crate::TypeKind::Index);
        let (mut body, entry) = Body::new_root();
        let detached = body.create_op(state(&ctx, "t.def").with_result_types(&[idx]));
        let v = body.result(detached, 0);
        let user = body.create_op(state(&ctx, "t.use").with_operands(&[v]));
        body.append_op(entry, user);
        assert!(!body.compact());
        assert_eq!(body.operand(user, 0), v);
        assert_eq!(body.defining_op(v), Some(detached));
    }
}
