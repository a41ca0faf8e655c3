//! Moving the whole content of one body into another (what the parallel parser does with a
//! region parsed on another thread): the arenas are appended and every id is shifted.

use super::{ARG_BIT, BlockId, BlockOrder, Body, ERASED, NONE, OpId, RegionId, ValueId};

/// How the ids of an absorbed body map to the absorbing body's: each id moves up by the
/// size its arena had before (see [`Body::absorb`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BodyOffsets {
    ops: u32,
    blocks: u32,
    regions: u32,
    values: u32,
}

impl BodyOffsets {
    /// The id an op of the absorbed body has now.
    pub fn op(&self, op: OpId) -> OpId {
        OpId(op.0 + self.ops)
    }
    /// The id a block of the absorbed body has now.
    pub fn block(&self, block: BlockId) -> BlockId {
        BlockId(block.0 + self.blocks)
    }
    /// The id a region of the absorbed body has now.
    pub fn region(&self, region: RegionId) -> RegionId {
        RegionId(region.0 + self.regions)
    }
    /// The id a value of the absorbed body has now.
    pub fn value(&self, value: ValueId) -> ValueId {
        ValueId(value.0 + self.values)
    }
}

/// `id + by`, for ids that may be a sentinel (kept as they are).
#[inline]
fn shift(id: u32, by: u32) -> u32 {
    if id >= ERASED { id } else { id + by }
}

impl Body {
    /// Moves every op, block, region and value of `other` into this body, unchanged except
    /// for their ids (see [`BodyOffsets`]). `other`'s top regions become detached regions
    /// here; nested bodies move with their ops. Costs one pass over `other`'s arenas.
    ///
    /// Panics if the combined arenas exceed the id space.
    pub fn absorb(&mut self, mut other: Body) -> BodyOffsets {
        let len = |n: usize| u32::try_from(n).expect("body too large to absorb");
        let off = BodyOffsets {
            ops: len(self.ops.len()),
            blocks: len(self.blocks.len()),
            regions: len(self.regions.len()),
            values: len(self.values.len()),
        };
        let operands = len(self.operands.len());
        let block_operands = len(self.block_operands.len());
        let block_args = len(self.block_args.len());
        let region_lists = len(self.region_lists.len());
        let total = |a: u32, b: usize| a as usize + b;
        assert!(
            total(off.ops, other.ops.len()) < ERASED as usize
                && total(off.blocks, other.blocks.len()) < ARG_BIT as usize
                && total(off.values, other.values.len()) < ERASED as usize
                && total(operands, other.operands.len()) < ERASED as usize
                && total(block_operands, other.block_operands.len()) < ERASED as usize,
            "body too large to absorb"
        );

        self.ops.reserve(other.ops.len());
        for mut o in std::mem::take(&mut other.ops) {
            o.parent = shift(o.parent, off.blocks);
            o.prev = shift(o.prev, off.ops);
            o.next = shift(o.next, off.ops);
            o.operand_start += operands;
            o.result_start += off.values;
            if let Some(e) = o.data.extra_mut() {
                e.succ_start += block_operands;
                let start = e.regions.start();
                if start != NONE {
                    e.regions.set_start(start + region_lists);
                }
            }
            self.ops.push(o);
        }
        if let Some(t) = self.order_table.get_mut() {
            t.resize_with(self.ops.len(), || std::sync::atomic::AtomicU32::new(0));
        }
        self.blocks.reserve(other.blocks.len());
        for mut b in std::mem::take(&mut other.blocks) {
            b.parent = shift(b.parent, off.regions);
            b.prev = shift(b.prev, off.blocks);
            b.next = shift(b.next, off.blocks);
            b.first_op = shift(b.first_op, off.ops);
            b.last_op = shift(b.last_op, off.ops);
            b.first_pred = shift(b.first_pred, block_operands);
            b.args_start += block_args;
            // This body's order table does not number the absorbed ops.
            *b.order.get_mut() = match *b.order.get_mut() {
                BlockOrder::BY_ID => BlockOrder::BY_ID,
                _ => BlockOrder::UNKNOWN,
            };
            self.blocks.push(b);
        }
        self.regions
            .extend(std::mem::take(&mut other.regions).into_iter().map(|mut r| {
                r.parent_op = shift(r.parent_op, off.ops);
                r.first_block = shift(r.first_block, off.blocks);
                r.last_block = shift(r.last_block, off.blocks);
                r
            }));
        self.values
            .extend(other.values.iter().map(|&v| super::ValueData {
                first_use: shift(v.first_use, operands),
                owner: match v.owner {
                    o if o >= ERASED => o,
                    o if o & ARG_BIT != 0 => ARG_BIT | ((o & !ARG_BIT) + off.blocks),
                    o => o + off.ops,
                },
                ty: v.ty,
            }));
        let shift_uses = |s: &super::Operand, value_by: u32, slot_by: u32| super::Operand {
            value: shift(s.value, value_by),
            owner: shift(s.owner, off.ops),
            prev: shift(s.prev, slot_by),
            next: shift(s.next, slot_by),
        };
        self.operands.extend(
            other
                .operands
                .iter()
                .map(|s| shift_uses(s, off.values, operands)),
        );
        self.block_operands.extend(
            other
                .block_operands
                .iter()
                .map(|s| shift_uses(s, off.blocks, block_operands)),
        );
        self.block_args.extend(
            other
                .block_args
                .iter()
                .map(|&v| ValueId(shift(v.0, off.values))),
        );
        self.block_arg_locs.extend_from_slice(&other.block_arg_locs);
        self.region_lists.extend(
            other
                .region_lists
                .iter()
                .map(|&r| RegionId(shift(r.0, off.regions))),
        );
        self.live_ops += other.live_ops;
        off
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;
    use std::fmt::Write;

    use super::*;
    use crate::{Context, OperationState, Type};

    /// Builds, into `b`, a region with two blocks: block arguments, results used across
    /// blocks, successors, a nested region, and a use of `outer` (a value of `b`).
    fn build(ctx: &Context, b: &mut Body, outer: Option<ValueId>) -> RegionId {
        let loc = ctx.unknown_loc();
        let idx = ctx.ty(crate::TypeKind::Index);
        let st = |n: &str| OperationState::new(ctx.registry().op_name(n), loc);
        let region = b.create_region();
        let (entry, next) = (b.create_block(), b.create_block());
        b.append_block(region, entry);
        b.append_block(region, next);
        let a = b.add_block_argument(entry, idx, loc);
        let c = b.create_op(st("t.c").with_result_types(&[idx, idx]));
        b.append_op(entry, c);
        let inner = b.create_region();
        let ib = b.create_block();
        b.append_block(inner, ib);
        let mut uses = vec![a, b.result(c, 1)];
        uses.extend(outer);
        let u = b.create_op(st("t.u").with_operands(&uses));
        b.append_op(ib, u);
        let r = b.create_op(st("t.r").with_regions(&[inner]).with_operands(&[a]));
        b.append_op(entry, r);
        let arg = b.add_block_argument(next, idx, loc);
        let br = b.create_op(
            st("t.br")
                .with_operands(&[b.result(c, 0)])
                .with_successors(&[next]),
        );
        b.append_op(entry, br);
        let ret = b.create_op(
            st("t.ret")
                .with_operands(&[arg, a])
                .with_successors(&[next]),
        );
        b.append_op(next, ret);
        region
    }

    /// The region's structure with ids numbered in walk order, plus use-list facts.
    fn canon(b: &Body, region: RegionId) -> String {
        let mut names: HashMap<ValueId, usize> = HashMap::new();
        let mut blocks: HashMap<BlockId, usize> = HashMap::new();
        let mut out = String::new();
        let mut stack = vec![(region, 0usize)];
        let name = |v: ValueId, names: &mut HashMap<ValueId, usize>| {
            let n = names.len();
            *names.entry(v).or_insert(n)
        };
        while let Some((r, depth)) = stack.pop() {
            for blk in b.blocks(r) {
                let bn = blocks.len();
                let bn = *blocks.entry(blk).or_insert(bn);
                assert_eq!(b.block_parent_region(blk), Some(r));
                let args: Vec<usize> = b
                    .block_arguments(blk)
                    .iter()
                    .map(|&v| name(v, &mut names))
                    .collect();
                let preds = b.predecessors(blk).count();
                let _ = writeln!(out, "{depth} ^{bn}{args:?} preds={preds}");
                for op in b.ops(blk) {
                    assert_eq!(b.parent_block(op), Some(blk));
                    let ops: Vec<usize> = b.operands(op).map(|v| name(v, &mut names)).collect();
                    let res: Vec<(usize, usize)> = b
                        .results(op)
                        .map(|v| (name(v, &mut names), b.num_uses(v)))
                        .collect();
                    for v in b.operands(op) {
                        assert!(b.users(v).any(|u| u == op));
                    }
                    let _ = writeln!(
                        out,
                        "{depth}   {res:?} = {}{ops:?} succ={}",
                        b.op_name(op),
                        b.num_successors(op)
                    );
                    for &inner in b.regions(op) {
                        assert_eq!(b.region(inner).parent_op(), Some(op));
                        stack.push((inner, depth + 1));
                    }
                }
            }
        }
        out
    }

    #[test]
    fn absorbed_regions_are_the_ones_built_in_place() {
        let ctx = Context::new();
        let loc = ctx.unknown_loc();
        let idx: Type = ctx.ty(crate::TypeKind::Index);
        let st = |n: &str| OperationState::new(ctx.registry().op_name(n), loc);
        // The host: a value, and an op whose region is to be filled.
        let host = || {
            let (mut b, block) = Body::new_root();
            let v = b.create_op(st("t.v").with_result_types(&[idx]));
            b.append_op(block, v);
            let region = b.create_region();
            let f = b.create_op(st("t.f").with_regions(&[region]));
            b.append_op(block, f);
            let v = b.result(v, 0);
            (b, region, v)
        };
        // In place.
        let (mut expected, region, v) = host();
        let built = build(&ctx, &mut expected, Some(v));
        expected.move_region_blocks(built, region);
        // Built apart with a placeholder for `v`, then absorbed.
        let (mut got, region, v) = host();
        let mut apart = Body::new();
        let ph_block = apart.create_block();
        let ph = apart.add_block_argument(ph_block, idx, loc);
        let built = build(&ctx, &mut apart, Some(ph));
        let ops_before = got.num_live_ops();
        let off = got.absorb(apart);
        assert_eq!(got.num_live_ops(), ops_before + 5);
        got.move_region_blocks(off.region(built), region);
        got.replace_all_uses_with(off.value(ph), v);
        assert_eq!(got.num_uses(off.value(ph)), 0);
        got.erase_block(off.block(ph_block));
        assert_eq!(canon(&got, region), canon(&expected, region));
        assert_eq!(got.num_uses(v), 1);
        // The moved ops stay editable: erase the region's ops, last first.
        for blk in got.blocks(region).collect::<Vec<_>>().into_iter().rev() {
            for op in got.ops(blk).collect::<Vec<_>>().into_iter().rev() {
                got.drop_all_references(op);
                got.erase_op(op);
            }
        }
        assert_eq!(got.num_uses(v), 0);
        assert_eq!(got.num_live_ops(), ops_before);
    }
}
