//! Dominance within one [`Body`].
//!
//! * Multi-block regions always follow SSA dominance; their dominator tree is computed lazily
//!   per region with the iterative Cooper-Harvey-Kennedy algorithm over the region's CFG (the
//!   successors of each block's last op), and queried in O(1) through DFS intervals.
//! * Single-block regions follow SSA dominance unless their owner op is unregistered, or is
//!   registered with a [`RegionKind::Graph`] region kind (MLIR's rules). A region with no
//!   owner (a root body's region) follows SSA dominance.
//! * An op nested in a region of op `X` is dominated like `X` itself.
//! * Post-dominator trees ([`DomTree::post`]) are rooted at a virtual exit, as LLVM's, and
//!   both kinds answer nearest-common-dominator queries.
//!
//! ```
//! use ropt_ir::dominance::DominanceInfo;
//! use ropt_ir::{Body, Context, OperationState};
//! let ctx = Context::new();
//! let loc = ctx.unknown_loc();
//! let idx = ctx.ty(ropt_ir::TypeKind::Index);
//! let (mut body, block) = Body::new_root();
//! let def = body.create_op(
//!     OperationState::new(ctx.registry().op_name("t.def"), loc).with_result_types(&[idx]),
//! );
//! let v = body.result(def, 0);
//! let user =
//!     body.create_op(OperationState::new(ctx.registry().op_name("t.use"), loc).with_operands(&[v]));
//! body.append_op(block, user);
//! body.insert_op_before(user, def);
//! let dom = DominanceInfo::new(&body);
//! assert!(dom.value_properly_dominates(v, user));
//! assert!(!dom.op_properly_dominates(user, def));
//! ```

use std::cell::RefCell;

use rustc_hash::FxHashMap;

use crate::body::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use crate::registry::RegionKind;

/// The dominator tree of one multi-block region, or its post-dominator tree
/// ([`DomTree::post`]).
#[derive(Debug)]
pub struct DomTree {
    /// Per node (the region's blocks by dense index, then for a post-dominator tree the
    /// virtual exit): immediate dominator index (`u32::MAX` for the root and unreachable
    /// blocks).
    idom: Vec<u32>,
    /// DFS interval of each node in the dominator tree (`(0, 0)` for unreachable blocks).
    interval: Vec<(u32, u32)>,
    reachable: Vec<bool>,
    index: FxHashMap<BlockId, u32>,
    blocks: Vec<BlockId>,
}

const NO: u32 = u32::MAX;

impl DomTree {
    /// Computes the dominator tree of `region`.
    pub fn new(body: &Body, region: RegionId) -> DomTree {
        let (blocks, index, succ_lists) = region_graph(body, region);
        let n = blocks.len();
        let (idom, interval, reachable) = build_tree(n, 0, &succ_lists);
        DomTree {
            idom,
            interval,
            reachable,
            index,
            blocks,
        }
    }

    /// Computes the post-dominator tree of `region`, as LLVM builds it: a virtual exit node
    /// is the root, its children the blocks without successors and, for each part of the
    /// region from which no such block is reached (an endless loop), the block a depth-first
    /// walk from its first block (in region order) reaches last.
    pub fn post(body: &Body, region: RegionId) -> DomTree {
        let (blocks, index, succ_lists) = region_graph(body, region);
        let n = blocks.len();
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n + 1];
        for (b, succs) in succ_lists.iter().enumerate() {
            for &s in succs {
                preds[s as usize].push(b as u32);
            }
        }
        // Reverse reachability from the roots chosen so far.
        let mut reached = vec![false; n];
        let mark = |root: u32, reached: &mut Vec<bool>| {
            let mut stack = vec![root];
            reached[root as usize] = true;
            while let Some(x) = stack.pop() {
                for &p in &preds[x as usize] {
                    if !reached[p as usize] {
                        reached[p as usize] = true;
                        stack.push(p);
                    }
                }
            }
        };
        let mut roots: Vec<u32> = (0..n as u32)
            .filter(|&b| succ_lists[b as usize].is_empty())
            .collect();
        for &r in &roots {
            mark(r, &mut reached);
        }
        for b in 0..n {
            if reached[b] {
                continue;
            }
            // The last block a forward depth-first walk from `b` reaches.
            let mut seen = vec![false; n];
            let mut last = b as u32;
            let mut stack: Vec<(u32, usize)> = vec![(b as u32, 0)];
            seen[b] = true;
            while let Some(&mut (x, ref mut next)) = stack.last_mut() {
                let list = &succ_lists[x as usize];
                if *next < list.len() {
                    let s = list[*next];
                    *next += 1;
                    if !seen[s as usize] {
                        seen[s as usize] = true;
                        last = s;
                        stack.push((s, 0));
                    }
                } else {
                    stack.pop();
                }
            }
            roots.push(last);
            mark(last, &mut reached);
        }
        preds[n] = Vec::new();
        let mut reversed: Vec<Vec<u32>> = preds;
        reversed[n] = roots;
        let (idom, interval, reachable) = build_tree(n + 1, n as u32, &reversed);
        DomTree {
            idom,
            interval,
            reachable,
            index,
            blocks,
        }
    }

    /// The nearest block dominating both `a` and `b` (both in this region); `None` when only
    /// the virtual exit of a post-dominator tree does, or either is unreachable.
    pub fn nearest_common_dominator(&self, a: BlockId, b: BlockId) -> Option<BlockId> {
        let (ia, ib) = (self.idx(a), self.idx(b));
        if !self.reachable[ia] || !self.reachable[ib] {
            return None;
        }
        let mut x = ia as u32;
        loop {
            let (sx, ex) = self.interval[x as usize];
            let (sb, eb) = self.interval[ib];
            if sx <= sb && eb <= ex {
                return self.blocks.get(x as usize).copied();
            }
            x = self.idom[x as usize];
            if x == NO {
                return None;
            }
        }
    }

    fn idx(&self, b: BlockId) -> usize {
        *self.index.get(&b).expect("block is not in this region") as usize
    }

    /// True if `b` is reachable from the region's entry.
    pub fn is_reachable(&self, b: BlockId) -> bool {
        self.reachable[self.idx(b)]
    }

    /// The immediate dominator of `b` (`None` for the entry and unreachable blocks).
    pub fn idom(&self, b: BlockId) -> Option<usize> {
        let i = self.idom[self.idx(b)];
        (i != NO).then_some(i as usize)
    }

    /// True if `a` dominates `b` (both in this region). Like LLVM, an unreachable block is
    /// dominated by every block and dominates none but itself.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let (ia, ib) = (self.idx(a), self.idx(b));
        if !self.reachable[ib] {
            return true;
        }
        if !self.reachable[ia] {
            return false;
        }
        let (sa, ea) = self.interval[ia];
        let (sb, eb) = self.interval[ib];
        sa <= sb && eb <= ea
    }

    /// True if `a` dominates `b` and `a != b`.
    pub fn properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        a != b && self.dominates(a, b)
    }
}

/// The blocks of `region`, their dense indices and successor lists.
#[allow(clippy::type_complexity)]
fn region_graph(
    body: &Body,
    region: RegionId,
) -> (Vec<BlockId>, FxHashMap<BlockId, u32>, Vec<Vec<u32>>) {
    let blocks: Vec<BlockId> = body.blocks(region).collect();
    let index: FxHashMap<BlockId, u32> = blocks
        .iter()
        .enumerate()
        .map(|(i, &b)| (b, i as u32))
        .collect();
    let succ_lists = blocks
        .iter()
        .map(|&b| match body.last_op(b) {
            Some(t) => body
                .successors(t)
                .filter_map(|s| index.get(&s).copied())
                .collect(),
            None => Vec::new(),
        })
        .collect();
    (blocks, index, succ_lists)
}

/// The dominator tree of the graph of `n` nodes with edges `succ_lists` from `entry`:
/// immediate dominators, DFS intervals and reachability.
#[allow(clippy::type_complexity)]
fn build_tree(
    n: usize,
    entry: u32,
    succ_lists: &[Vec<u32>],
) -> (Vec<u32>, Vec<(u32, u32)>, Vec<bool>) {
    // Reverse post-order from the entry, iteratively.
    let mut rpo_num = vec![NO; n];
    let mut order: Vec<u32> = Vec::with_capacity(n);
    let mut visited = vec![false; n];
    if n > 0 {
        let mut stack: Vec<(u32, usize)> = vec![(entry, 0)];
        visited[entry as usize] = true;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let list = &succ_lists[b as usize];
            if *next < list.len() {
                let s = list[*next];
                *next += 1;
                if !visited[s as usize] {
                    visited[s as usize] = true;
                    stack.push((s, 0));
                }
            } else {
                order.push(b);
                stack.pop();
            }
        }
    }
    order.reverse();
    for (i, &b) in order.iter().enumerate() {
        rpo_num[b as usize] = i as u32;
    }
    // Predecessors restricted to reachable nodes.
    let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &b in &order {
        for &s in &succ_lists[b as usize] {
            preds[s as usize].push(b);
        }
    }
    // Cooper-Harvey-Kennedy.
    let mut idom = vec![NO; n];
    if n > 0 {
        idom[entry as usize] = entry;
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().skip(1) {
            let mut new = NO;
            for &p in &preds[b as usize] {
                if idom[p as usize] == NO {
                    continue;
                }
                new = if new == NO {
                    p
                } else {
                    intersect(&idom, &rpo_num, p, new)
                };
            }
            if new != NO && idom[b as usize] != new {
                idom[b as usize] = new;
                changed = true;
            }
        }
    }
    if n > 0 {
        idom[entry as usize] = NO;
    }
    // DFS intervals over the dominator tree.
    let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
    for &b in order.iter().skip(1) {
        if idom[b as usize] != NO {
            children[idom[b as usize] as usize].push(b);
        }
    }
    let mut interval = vec![(0u32, 0u32); n];
    if n > 0 {
        let mut clock = 1u32;
        let mut stack: Vec<(u32, usize)> = vec![(entry, 0)];
        interval[entry as usize].0 = clock;
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            if *next < children[b as usize].len() {
                let c = children[b as usize][*next];
                *next += 1;
                clock += 1;
                interval[c as usize].0 = clock;
                stack.push((c, 0));
            } else {
                clock += 1;
                interval[b as usize].1 = clock;
                stack.pop();
            }
        }
    }
    (idom, interval, visited)
}

fn intersect(idom: &[u32], rpo: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while rpo[a as usize] > rpo[b as usize] {
            a = idom[a as usize];
        }
        while rpo[b as usize] > rpo[a as usize] {
            b = idom[b as usize];
        }
    }
    a
}

/// Dominance queries over one body, with dominator trees computed lazily per region.
pub struct DominanceInfo<'a> {
    body: &'a Body,
    trees: RefCell<FxHashMap<RegionId, std::rc::Rc<DomTree>>>,
}

impl<'a> DominanceInfo<'a> {
    /// Dominance over `body` (nothing is computed until queried).
    pub fn new(body: &'a Body) -> Self {
        DominanceInfo {
            body,
            trees: RefCell::new(FxHashMap::default()),
        }
    }

    /// The body queried.
    pub fn body(&self) -> &'a Body {
        self.body
    }

    /// The dominator tree of a multi-block region (computed on first use).
    pub fn tree(&self, region: RegionId) -> std::rc::Rc<DomTree> {
        if let Some(t) = self.trees.borrow().get(&region) {
            return t.clone();
        }
        let t = std::rc::Rc::new(DomTree::new(self.body, region));
        self.trees.borrow_mut().insert(region, t.clone());
        t
    }

    /// Whether ops in `region` must follow SSA dominance.
    pub fn has_ssa_dominance(&self, region: RegionId) -> bool {
        has_ssa_dominance(self.body, region)
    }

    /// True if `block` is reachable from its region's entry.
    pub fn is_reachable(&self, block: BlockId) -> bool {
        let Some(region) = self.body.block_parent_region(block) else {
            return true;
        };
        if self.body.entry_block(region) == Some(block) {
            return true;
        }
        self.tree(region).is_reachable(block)
    }

    /// The block of `region` that contains `block` (itself or through nested ops), with the
    /// ancestor op in it (`None` when `block` itself is in `region`).
    fn ancestor_in(&self, region: RegionId, mut block: BlockId) -> Option<(BlockId, Option<OpId>)> {
        let body = self.body;
        let mut via = None;
        loop {
            let r = body.block_parent_region(block)?;
            if r == region {
                return Some((block, via));
            }
            let op = body.region_parent_op(r)?;
            via = Some(op);
            block = body.parent_block(op)?;
        }
    }

    /// True if block `a` dominates block `b` (also when `b` is nested in an op of `a`).
    pub fn block_dominates(&self, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        let Some(region) = self.body.block_parent_region(a) else {
            return false;
        };
        let Some((b2, _)) = self.ancestor_in(region, b) else {
            return false;
        };
        if b2 == a {
            return true;
        }
        self.tree(region).properly_dominates(a, b2)
    }

    /// True if block `a` dominates block `b` and `a != b`.
    pub fn block_properly_dominates(&self, a: BlockId, b: BlockId) -> bool {
        a != b && self.block_dominates(a, b)
    }

    fn ops_properly_dominate(&self, a: OpId, b: OpId, enclosing_ok: bool) -> bool {
        let body = self.body;
        let (Some(a_block), Some(b_block)) = (body.parent_block(a), body.parent_block(b)) else {
            return false;
        };
        let Some(a_region) = body.block_parent_region(a_block) else {
            return false;
        };
        if a == b {
            return !self.has_ssa_dominance(a_region);
        }
        let (b_block, b_op) = if body.block_parent_region(b_block) != Some(a_region) {
            let Some((blk, via)) = self.ancestor_in(a_region, b_block) else {
                return false;
            };
            let anc = via.expect("different regions imply an ancestor op");
            if anc == a && enclosing_ok {
                return true;
            }
            (blk, anc)
        } else {
            (b_block, b)
        };
        if a_block == b_block {
            if !self.has_ssa_dominance(a_region) {
                return true;
            }
            return a != b_op && body.is_before_in_block(a, b_op);
        }
        self.tree(a_region).properly_dominates(a_block, b_block)
    }

    /// True if op `a` properly dominates op `b`; an op encloses-dominates the ops nested in it.
    pub fn op_properly_dominates(&self, a: OpId, b: OpId) -> bool {
        self.ops_properly_dominate(a, b, true)
    }

    /// True if `a` dominates `b` (`a == b` or properly).
    pub fn op_dominates(&self, a: OpId, b: OpId) -> bool {
        a == b || self.op_properly_dominates(a, b)
    }

    /// True if value `v` is available at op `user` (MLIR's `properlyDominates(Value, Op*)`):
    /// a block argument dominates every op of its block and of blocks it dominates; a result
    /// properly dominates `user` if its op does and does not enclose `user`.
    pub fn value_properly_dominates(&self, v: ValueId, user: OpId) -> bool {
        match self.body.value_def(v) {
            ValueDef::BlockArgument { block, .. } => match self.body.parent_block(user) {
                Some(ub) => self.block_dominates(block, ub),
                None => false,
            },
            ValueDef::OpResult { op, .. } => self.ops_properly_dominate(op, user, false),
        }
    }
}

/// Whether ops in `region` (of `body`) must follow SSA dominance: always for multi-block
/// regions; for others, unless the owner op is unregistered or declares a graph region.
pub fn has_ssa_dominance(body: &Body, region: RegionId) -> bool {
    let mut blocks = body.blocks(region);
    if blocks.next().is_some() && blocks.next().is_some() {
        return true;
    }
    let owner = match body.region_parent_op(region) {
        Some(op) => Some(body.op_name(op)),
        None if body.top_regions().contains(&region) => body.owner_name(),
        None => None,
    };
    match owner {
        None => true,
        Some(name) if !name.is_registered() => false,
        Some(name) => name.region_kind(body.region(region).index()) == RegionKind::SsaCfg,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Context, OperationState, Type};

    struct Cfg {
        body: Body,
        region: RegionId,
        blocks: Vec<BlockId>,
    }

    /// A multi-block region of an unregistered op with edges `edges` (block i -> j).
    fn cfg(ctx: &Context, n: usize, edges: &[(usize, usize)]) -> Cfg {
        let loc = ctx.unknown_loc();
        let (mut body, top) = Body::new_root();
        let holder = body.create_op(
            OperationState::new(ctx.registry().op_name("t.holder"), loc).with_new_regions(1),
        );
        body.append_op(top, holder);
        let region = body.op_region(holder, 0);
        let blocks: Vec<BlockId> = (0..n)
            .map(|_| {
                let b = body.create_block();
                body.append_block(region, b);
                b
            })
            .collect();
        let mut adj: Vec<Vec<BlockId>> = vec![Vec::new(); n];
        for &(from, to) in edges {
            adj[from].push(blocks[to]);
        }
        for (&b, succs) in blocks.iter().zip(&adj) {
            let t = body.create_op(
                OperationState::new(ctx.registry().op_name("t.br"), loc).with_successors(succs),
            );
            body.append_op(b, t);
        }
        Cfg {
            body,
            region,
            blocks,
        }
    }

    #[test]
    fn diamond_and_loop() {
        let ctx = Context::new();
        // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3, 3 -> 1 (loop), 4 unreachable -> 3
        let c = cfg(&ctx, 5, &[(0, 1), (0, 2), (1, 3), (2, 3), (3, 1), (4, 3)]);
        let t = DomTree::new(&c.body, c.region);
        let b = &c.blocks;
        assert!(t.dominates(b[0], b[3]));
        assert!(!t.dominates(b[1], b[3]));
        assert!(!t.dominates(b[2], b[3]));
        assert!(!t.dominates(b[3], b[1]));
        assert!(t.properly_dominates(b[0], b[1]));
        assert!(!t.properly_dominates(b[1], b[1]));
        assert!(!t.is_reachable(b[4]));
        assert!(t.dominates(b[1], b[4]));
        assert!(!t.dominates(b[4], b[3]));
        assert_eq!(t.idom(b[3]), Some(0));
        // Chain: 0 -> 1 -> 2
        let c = cfg(&ctx, 3, &[(0, 1), (1, 2)]);
        let t = DomTree::new(&c.body, c.region);
        assert!(t.dominates(c.blocks[1], c.blocks[2]));
        assert!(has_ssa_dominance(&c.body, c.region));
    }

    #[test]
    fn post_dominance_and_nearest() {
        let ctx = Context::new();
        // 0 -> 1, 0 -> 2, 1 -> 3, 2 -> 3 (a diamond); then 3 -> 4 -> 5, 3 -> 6 (two exits).
        let c = cfg(
            &ctx,
            7,
            &[(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (4, 5), (3, 6)],
        );
        let b = &c.blocks;
        let t = DomTree::new(&c.body, c.region);
        assert_eq!(t.nearest_common_dominator(b[1], b[2]), Some(b[0]));
        assert_eq!(t.nearest_common_dominator(b[5], b[6]), Some(b[3]));
        assert_eq!(t.nearest_common_dominator(b[4], b[5]), Some(b[4]));
        let p = DomTree::post(&c.body, c.region);
        assert!(p.properly_dominates(b[3], b[0]));
        assert!(p.properly_dominates(b[5], b[4]));
        assert!(!p.dominates(b[1], b[0]));
        assert!(!p.dominates(b[5], b[3]));
        assert_eq!(p.nearest_common_dominator(b[1], b[2]), Some(b[3]));
        // Only the virtual exit post-dominates both exits.
        assert_eq!(p.nearest_common_dominator(b[5], b[6]), None);
        // An endless loop 1 <-> 2 beside an exit: its blocks get a root of their own.
        let c = cfg(&ctx, 4, &[(0, 1), (1, 2), (2, 1), (0, 3)]);
        let b = &c.blocks;
        let p = DomTree::post(&c.body, c.region);
        assert!(p.is_reachable(b[1]) && p.is_reachable(b[2]));
        assert!(p.properly_dominates(b[2], b[1]));
        assert_eq!(p.nearest_common_dominator(b[0], b[1]), None);
    }

    #[test]
    fn long_chain_is_iterative() {
        let ctx = Context::new();
        let n = 100_000;
        let edges: Vec<(usize, usize)> = (0..n - 1).map(|i| (i, i + 1)).collect();
        let c = cfg(&ctx, n, &edges);
        let t = DomTree::new(&c.body, c.region);
        assert!(t.dominates(c.blocks[10], c.blocks[n - 1]));
        assert!(!t.dominates(c.blocks[n - 1], c.blocks[10]));
    }

    #[test]
    fn values_and_nesting() {
        let ctx = Context::new();
        let loc = ctx.unknown_loc();
        let idx: Type = ctx.ty(crate::TypeKind::Index);
        let mut c = cfg(&ctx, 2, &[(0, 1)]);
        let (b0, b1) = (c.blocks[0], c.blocks[1]);
        let body = &mut c.body;
        let arg = body.add_block_argument(b1, idx, loc);
        let br0 = body.first_op(b0).unwrap();
        let def = body.create_op(
            OperationState::new(ctx.registry().op_name("t.def"), loc).with_result_types(&[idx]),
        );
        body.insert_op_before(br0, def);
        let v = body.result(def, 0);
        // A nested op in block 1 using v.
        let nest = body.create_op(
            OperationState::new(ctx.registry().op_name("t.nest"), loc)
                .with_new_regions(1)
                .with_result_types(&[idx]),
        );
        let br1 = body.first_op(b1).unwrap();
        body.insert_op_before(br1, nest);
        let nb = body.create_block();
        body.append_block(body.op_region(nest, 0), nb);
        let user = body.create_op(
            OperationState::new(ctx.registry().op_name("t.use"), loc).with_operands(&[v, arg]),
        );
        body.append_op(nb, user);
        let nv = body.result(nest, 0);
        let dom = DominanceInfo::new(body);
        assert!(dom.value_properly_dominates(v, user));
        assert!(dom.value_properly_dominates(arg, user));
        assert!(!dom.value_properly_dominates(arg, def));
        // The nest op's own result does not dominate ops nested in it.
        assert!(!dom.value_properly_dominates(nv, user));
        assert!(dom.op_properly_dominates(nest, user));
        assert!(dom.op_properly_dominates(def, user));
        assert!(!dom.op_properly_dominates(user, def));
        assert!(dom.block_dominates(b0, nb));
        assert!(!dom.block_dominates(nb, b0));
        // Single-block region of an unregistered op: graph-like.
        let r = body.op_region(nest, 0);
        assert!(!dom.has_ssa_dominance(r));
    }
}
