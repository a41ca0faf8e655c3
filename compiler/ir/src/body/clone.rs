//! Deep copies: cloning ops and regions within a body or across bodies, and cloning whole
//! bodies (iteratively, so deeply nested bodies cannot overflow the stack).

use std::sync::atomic::{AtomicU8, AtomicU32, Ordering};

use rustc_hash::FxHashMap;

use super::{Block, BlockId, Body, OpId, Operation, OperationState, RegionId, ValueId};
use crate::{Location, Type};

/// A mapping from original values, blocks and ops to their clones (MLIR's `IRMapping`).
///
/// Seed it before cloning to remap values defined outside the cloned IR (e.g. map a
/// function's arguments to a call's operands when inlining).
#[derive(Default, Debug, Clone)]
pub struct IrMapping {
    values: FxHashMap<ValueId, ValueId>,
    blocks: FxHashMap<BlockId, BlockId>,
    ops: FxHashMap<OpId, OpId>,
}

impl IrMapping {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }
    /// Maps a value.
    pub fn map_value(&mut self, from: ValueId, to: ValueId) {
        self.values.insert(from, to);
    }
    /// Maps a block.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }
    /// Maps an op.
    pub fn map_op(&mut self, from: OpId, to: OpId) {
        self.ops.insert(from, to);
    }
    /// The value `from` maps to.
    pub fn value(&self, from: ValueId) -> Option<ValueId> {
        self.values.get(&from).copied()
    }
    /// The block `from` maps to.
    pub fn block(&self, from: BlockId) -> Option<BlockId> {
        self.blocks.get(&from).copied()
    }
    /// The op `from` maps to.
    pub fn op(&self, from: OpId) -> Option<OpId> {
        self.ops.get(&from).copied()
    }
    /// The value `from` maps to, or `from` itself.
    pub fn value_or_same(&self, from: ValueId) -> ValueId {
        self.value(from).unwrap_or(from)
    }
    /// The block `from` maps to, or `from` itself.
    pub fn block_or_same(&self, from: BlockId) -> BlockId {
        self.block(from).unwrap_or(from)
    }
}

impl Operation {
    fn shallow_clone(&self) -> Operation {
        Operation {
            name: self.name,
            loc: self.loc,
            data: self.data.clone_without_body(),
            parent: self.parent,
            prev: self.prev,
            next: self.next,
            operand_start: self.operand_start,
            num_operands: self.num_operands,
            result_start: self.result_start,
            num_results: self.num_results,
        }
    }
}

impl Clone for Block {
    fn clone(&self) -> Block {
        Block {
            parent: self.parent,
            prev: self.prev,
            next: self.next,
            first_op: self.first_op,
            last_op: self.last_op,
            first_pred: self.first_pred,
            args_start: self.args_start,
            args_len: self.args_len,
            args_cap: self.args_cap,
            order: AtomicU8::new(self.order.load(Ordering::Relaxed)),
        }
    }
}

/// A snapshot of the IR to clone, read from the source before anything is written (so the
/// source and the destination may be the same body).
#[derive(Default)]
struct Plan {
    ops: Vec<PlanOp>,
    /// Per cloned region: its blocks.
    regions: Vec<Vec<PlanBlock>>,
    operands: Vec<ValueId>,
    successors: Vec<BlockId>,
}

struct PlanOp {
    src: OpId,
    src_first_result: u32,
    /// `(plan region, block index)` of the block containing it (`None` for a root op).
    parent: Option<(usize, usize)>,
    state: OperationState,
    operands: (usize, usize),
    succs: (usize, usize),
    /// Plan regions of a non-isolated op.
    regions: Vec<usize>,
}

struct PlanBlock {
    src: BlockId,
    args: Vec<(ValueId, Type, Location)>,
}

impl Plan {
    /// Adds a root op and everything nested in it.
    fn add_root_op(&mut self, src: &Body, root: OpId) {
        let i = self.add_op(src, root, None);
        self.expand(src, vec![i]);
    }

    /// Adds a region (not owned by any plan op) and everything in it; returns its plan index.
    fn add_root_region(&mut self, src: &Body, region: RegionId) -> usize {
        let mut work = Vec::new();
        let ri = self.add_region(src, region, &mut work);
        self.expand(src, work);
        ri
    }

    fn expand(&mut self, src: &Body, mut work: Vec<usize>) {
        while let Some(pi) = work.pop() {
            let op = self.ops[pi].src;
            if src.op(op).has_nested_body() {
                continue;
            }
            for &r in src.regions(op) {
                let ri = self.add_region(src, r, &mut work);
                self.ops[pi].regions.push(ri);
            }
        }
    }

    fn add_region(&mut self, src: &Body, r: RegionId, work: &mut Vec<usize>) -> usize {
        let ri = self.regions.len();
        self.regions.push(Vec::new());
        for (bi, b) in src.blocks(r).enumerate() {
            let args = src
                .block_arguments(b)
                .iter()
                .zip(src.block_argument_locations(b))
                .map(|(&a, &l)| (a, src.value_type(a), l))
                .collect();
            self.regions[ri].push(PlanBlock { src: b, args });
            for o in src.ops(b) {
                let oi = self.add_op(src, o, Some((ri, bi)));
                work.push(oi);
            }
        }
        ri
    }

    fn add_op(&mut self, src: &Body, op: OpId, parent: Option<(usize, usize)>) -> usize {
        let o = src.op(op);
        let mut state = OperationState::new(o.name, o.loc);
        state.attributes = o.attributes();
        state.properties = o.data.props();
        if let Some(nested) = o.nested() {
            state.body = Some(Box::new(nested.deep_clone()));
            state.regions = nested.top_regions.clone();
        }
        state
            .result_types
            .extend(src.results(op).map(|v| src.value_type(v)));
        let ob = self.operands.len();
        self.operands.extend(src.operands(op));
        let sb = self.successors.len();
        self.successors.extend(src.successors(op));
        self.ops.push(PlanOp {
            src: op,
            src_first_result: o.result_start,
            parent,
            state,
            operands: (ob, self.operands.len()),
            succs: (sb, self.successors.len()),
            regions: Vec::new(),
        });
        self.ops.len() - 1
    }

    /// Creates everything in `dst`. Returns the clones of the root ops and the created regions.
    fn build(
        self,
        dst: &mut Body,
        mapping: &mut IrMapping,
        same_body: bool,
    ) -> (Vec<OpId>, Vec<RegionId>) {
        let Plan {
            mut ops,
            regions,
            operands,
            successors,
        } = self;
        // Regions and blocks first, so successors and block arguments can be mapped.
        let mut dst_regions = Vec::with_capacity(regions.len());
        let mut dst_blocks: Vec<Vec<BlockId>> = Vec::with_capacity(regions.len());
        for blocks in &regions {
            let r = dst.create_region();
            dst_regions.push(r);
            let mut ids = Vec::with_capacity(blocks.len());
            for pb in blocks {
                let b = dst.create_block();
                for &(src_arg, ty, loc) in &pb.args {
                    let a = dst.add_block_argument(b, ty, loc);
                    mapping.map_value(src_arg, a);
                }
                dst.append_block(r, b);
                mapping.map_block(pb.src, b);
                ids.push(b);
            }
            dst_blocks.push(ids);
        }
        // Ops, with null operands for now (they may refer to ops cloned later).
        let mut created = Vec::with_capacity(ops.len());
        let mut roots = Vec::new();
        for p in ops.iter_mut() {
            let st = &mut p.state;
            st.operands
                .resize(p.operands.1 - p.operands.0, ValueId::NULL);
            st.successors.extend(
                successors[p.succs.0..p.succs.1]
                    .iter()
                    .map(|&b| map_block(mapping, b, same_body)),
            );
            for &ri in &p.regions {
                st.regions.push(dst_regions[ri]);
            }
            let new = dst.create_op_from(st);
            created.push(new);
            mapping.map_op(p.src, new);
            let first = dst.ops[new.index()].result_start;
            for k in 0..st.result_types.len() as u32 {
                mapping.map_value(ValueId(p.src_first_result + k), ValueId(first + k));
            }
            match p.parent {
                Some((ri, bi)) => dst.append_op(dst_blocks[ri][bi], new),
                None => roots.push(new),
            }
        }
        // Operands.
        for (p, &new) in ops.iter().zip(&created) {
            for (k, &v) in operands[p.operands.0..p.operands.1].iter().enumerate() {
                if v.is_null() {
                    continue;
                }
                let m = match mapping.value(v) {
                    Some(m) => m,
                    None if same_body => v,
                    None => panic!("cloning across bodies: operand {v:?} is not mapped"),
                };
                dst.set_operand(new, k, m);
            }
        }
        (roots, dst_regions)
    }
}

fn map_block(mapping: &IrMapping, b: BlockId, same_body: bool) -> BlockId {
    match mapping.block(b) {
        Some(m) => m,
        None if same_body => b,
        None => panic!("cloning across bodies: successor {b:?} is not mapped"),
    }
}

impl Body {
    /// Clones `op` and everything nested in it into a new detached op of this body. Operands
    /// found in `mapping` are remapped, others are kept; the mapping is extended with every
    /// cloned value, block and op. An isolated-from-above op gets a copy of its body.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        let mut plan = Plan::default();
        plan.add_root_op(self, op);
        plan.build(self, mapping, true).0[0]
    }

    /// Clones `op` of `src` into a new detached op of `dst`. Every operand and successor
    /// defined outside the cloned op must be in `mapping` (panics otherwise).
    pub fn clone_op_into(src: &Body, op: OpId, dst: &mut Body, mapping: &mut IrMapping) -> OpId {
        let mut plan = Plan::default();
        plan.add_root_op(src, op);
        plan.build(dst, mapping, false).0[0]
    }

    /// Clones the blocks of `region` and appends them to `dest` (both in this body), like
    /// MLIR's `Region::cloneInto`.
    pub fn clone_region_into(&mut self, region: RegionId, dest: RegionId, mapping: &mut IrMapping) {
        let mut plan = Plan::default();
        let ri = plan.add_root_region(self, region);
        let regions = plan.build(self, mapping, true).1;
        self.move_region_blocks(regions[ri], dest);
    }

    /// Clones the blocks of `region` of `src` and appends them to `dest` of `dst`. Values and
    /// blocks defined outside the region must be in `mapping`.
    pub fn clone_region_into_body(
        src: &Body,
        region: RegionId,
        dst: &mut Body,
        dest: RegionId,
        mapping: &mut IrMapping,
    ) {
        let mut plan = Plan::default();
        let ri = plan.add_root_region(src, region);
        let regions = plan.build(dst, mapping, false).1;
        dst.move_region_blocks(regions[ri], dest);
    }
}

impl Body {
    /// A deep copy of this body, including nested bodies (iterative).
    pub fn deep_clone(&self) -> Body {
        // Pre-order list of (body, parent index in the list, op owning it in the parent).
        let mut list: Vec<(&Body, usize, OpId)> = vec![(self, usize::MAX, OpId(0))];
        let mut i = 0;
        while i < list.len() {
            let b = list[i].0;
            for (j, o) in b.ops.iter().enumerate() {
                if let Some(n) = o.nested() {
                    list.push((n, i, OpId(j as u32)));
                }
            }
            i += 1;
        }
        let mut clones: Vec<Option<Body>> = list
            .iter()
            .map(|(b, _, _)| Some(b.shallow_clone()))
            .collect();
        for k in (1..list.len()).rev() {
            let (_, parent, op) = list[k];
            let c = clones[k].take().expect("clone taken twice");
            clones[parent].as_mut().expect("parent clone missing").ops[op.index()]
                .extra_mut()
                .regions = super::RegionStore::nested(Box::new(c));
        }
        clones[0].take().expect("root clone missing")
    }

    fn shallow_clone(&self) -> Body {
        Body {
            ops: self.ops.iter().map(Operation::shallow_clone).collect(),
            blocks: self.blocks.clone(),
            regions: self.regions.clone(),
            values: self.values.clone(),
            operands: self.operands.clone(),
            block_operands: self.block_operands.clone(),
            block_args: self.block_args.clone(),
            block_arg_locs: self.block_arg_locs.clone(),
            region_lists: self.region_lists.clone(),
            top_regions: self.top_regions.clone(),
            owner: self.owner,
            live_ops: self.live_ops,
            order_table: match self.order_table.get() {
                Some(t) => std::sync::OnceLock::from(
                    t.iter()
                        .map(|x| AtomicU32::new(x.load(Ordering::Relaxed)))
                        .collect::<Vec<_>>(),
                ),
                None => std::sync::OnceLock::new(),
            },
        }
    }
}
