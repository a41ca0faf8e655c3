//! `cse`: eliminate common sub-expressions, with MLIR's semantics.
//!
//! * Ops are visited in block order; a region op's regions are simplified before the op
//!   itself. Values known in a block stay known in the regions of non-isolated ops nested in
//!   it; every isolated-from-above op (and every unregistered op, which might be isolated)
//!   starts a fresh scope.
//! * Multi-block regions are walked along the dominator tree, one scope per block, so an op
//!   is only replaced by an equivalent op that dominates it.
//! * An op is replaced by an earlier equivalent op (same name, attributes, properties, result
//!   types, operands (in any order for `Commutative` ops) and structurally equal regions;
//!   locations ignored) if it is free of
//!   memory effects, or if it only reads and no op in between (same block) may write.
//!   Unused ops that would be trivially dead are erased instead. The kept op is the first
//!   one; if its location is unknown it takes the location of the replaced op.
//! * In regions without SSA dominance (graph regions) only uses not yet visited are
//!   replaced, and the op is erased only once it has no uses left.

use std::hash::{Hash, Hasher};

use ropt_ir::dominance::{DomTree, has_ssa_dominance};
use ropt_ir::{BlockId, Body, Context, OpId, RegionId, Traits, ValueId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, StatisticSpec};
use rustc_hash::{FxHashMap, FxHasher};

use ropt_ir::effects::{
    EffectKind, has_recursive_effects, is_memory_effect_free, is_trivially_dead, only_reads,
    own_effects,
};

/// The pass description.
pub static CSE: PassInfo = PassInfo {
    argument: "cse",
    name: "CSE",
    description: "Eliminate common sub-expressions",
    anchor: None,
    options: &[],
    statistics: &[
        StatisticSpec {
            name: "num-cse'd",
            description: "Number of operations CSE'd",
        },
        StatisticSpec {
            name: "num-dce'd",
            description: "Number of operations DCE'd",
        },
    ],
    // Every isolated-from-above op starts a fresh scope.
    splits: Some(|_| true),
    create: |_: &PassOptions| Box::new(CsePass),
};

/// Marker analysis so that timing reports show `(A) DominanceInfo` under CSE, as mlir-opt's
/// do; dominator trees themselves are computed per region by [`DomTree`].
pub struct DominanceInfo;

impl ropt_pass::Analysis for DominanceInfo {
    const NAME: &'static str = "DominanceInfo";
    fn compute(_: &Context, _: &Body, _: OpId) -> Self {
        DominanceInfo
    }
}

struct CsePass;

impl Pass for CsePass {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        cx.analysis::<DominanceInfo>(ctx, body, op);
        let mut stats = Stats::default();
        let regions = body.regions(op).to_vec();
        if body.op(op).has_nested_body() {
            let inner = body.nested_body_mut(op).expect("checked above");
            simplify_body(inner, &regions, &mut stats);
        } else {
            let mut known = KnownOps::default();
            let mut erase = Vec::new();
            for r in regions {
                simplify_region(body, &mut known, r, &mut erase, &mut stats);
            }
            erase_all(body, erase);
        }
        cx.add_statistic(0, stats.cse);
        cx.add_statistic(1, stats.dce);
        if stats.cse == 0 && stats.dce == 0 {
            cx.preserve_all();
        } else {
            cx.preserve::<DominanceInfo>();
        }
        Ok(())
    }
}

/// Simplifies ops in a body on its own (fresh scope, erasures at the end).
pub fn simplify_body(body: &mut Body, regions: &[RegionId], stats: &mut Stats) {
    let mut known = KnownOps::with_capacity(body.op_capacity());
    let mut erase = Vec::new();
    for &r in regions {
        simplify_region(body, &mut known, r, &mut erase, stats);
    }
    erase_all(body, erase);
}

/// Counts of what CSE did.
#[derive(Debug, Default, Clone, Copy)]
pub struct Stats {
    /// Ops replaced by an equivalent one.
    pub cse: u64,
    /// Dead ops erased.
    pub dce: u64,
}

fn erase_all(body: &mut Body, erase: Vec<OpId>) {
    // Drop every reference first so that the order of erasure does not matter; nested ops
    // were recorded before their parents, so erasing in order never meets an erased op.
    for &op in &erase {
        body.drop_all_references(op);
    }
    for op in erase {
        body.erase_op(op);
    }
}

/// A scoped table of known ops, keyed by an equivalence hash.
///
/// Entries live in one vector in insertion order; each remembers the previous entry with the
/// same hash, and the map points at the newest one per hash. Opening a scope records the
/// vector's length; closing it pops the entries back to that length, relinking the map. So a
/// lookup walks a short chain from newest to oldest, and nothing is allocated per op.
#[derive(Default)]
struct KnownOps {
    heads: FxHashMap<u64, u32>,
    entries: Vec<Entry>,
    /// `entries.len()` when each open scope started.
    scopes: Vec<u32>,
}

struct Entry {
    op: OpId,
    hash: u64,
    /// The previous entry with the same hash (`NONE` if none).
    prev: u32,
}

const NONE: u32 = u32::MAX;

impl KnownOps {
    /// An empty table with room for `ops` entries (a body's ops at most), so that bodies of
    /// usual size never grow it by rehashing (huge ones start at 64K entries).
    fn with_capacity(ops: usize) -> Self {
        let ops = ops.min(1 << 16);
        let mut heads = FxHashMap::default();
        heads.reserve(ops);
        KnownOps {
            heads,
            entries: Vec::with_capacity(ops),
            scopes: Vec::new(),
        }
    }
    fn push_scope(&mut self) {
        self.scopes.push(self.entries.len() as u32);
    }
    fn pop_scope(&mut self) {
        let start = self.scopes.pop().unwrap_or(0) as usize;
        if start == 0 {
            // The outermost scope: everything goes at once.
            self.heads.clear();
            self.entries.clear();
            return;
        }
        while self.entries.len() > start {
            let e = self.entries.pop().expect("len > start");
            if e.prev == NONE {
                self.heads.remove(&e.hash);
            } else {
                self.heads.insert(e.hash, e.prev);
            }
        }
    }
    /// The newest known op equivalent to `op`, which hashes to `hash`.
    fn lookup(&self, body: &Body, op: OpId, hash: u64) -> Option<OpId> {
        let mut i = *self.heads.get(&hash)?;
        while i != NONE {
            let e = &self.entries[i as usize];
            if is_equivalent(body, e.op, op) {
                return Some(e.op);
            }
            i = e.prev;
        }
        None
    }
    fn insert(&mut self, op: OpId, hash: u64) {
        let idx = self.entries.len() as u32;
        let prev = self.heads.insert(hash, idx).unwrap_or(NONE);
        self.entries.push(Entry { op, hash, prev });
    }
}

fn op_hash(body: &Body, op: OpId) -> u64 {
    let mut h = FxHasher::default();
    let o = body.op(op);
    o.name().hash(&mut h);
    o.attributes().hash(&mut h);
    o.properties().hash(&mut h);
    for r in body.results(op) {
        body.value_type(r).hash(&mut h);
    }
    if o.name().has_trait(Traits::COMMUTATIVE) {
        // Operand order does not matter: combine the operand hashes commutatively.
        let mut sum = 0u64;
        for v in body.operands(op) {
            let mut vh = FxHasher::default();
            v.hash(&mut vh);
            sum = sum.wrapping_add(vh.finish());
        }
        sum.hash(&mut h);
    } else {
        for v in body.operands(op) {
            v.hash(&mut h);
        }
    }
    h.finish()
}

/// Structural equivalence of two ops of the same body, ignoring locations (MLIR's
/// `OperationEquivalence::isEquivalentTo` with `IgnoreLocations`).
fn is_equivalent(body: &Body, a: OpId, b: OpId) -> bool {
    if a == b {
        return true;
    }
    let mut map: FxHashMap<ValueId, ValueId> = FxHashMap::default();
    let mut bmap: FxHashMap<BlockId, BlockId> = FxHashMap::default();
    ops_equivalent(body, a, b, &mut map, &mut bmap, true)
}

fn ops_equivalent(
    body: &Body,
    a: OpId,
    b: OpId,
    map: &mut FxHashMap<ValueId, ValueId>,
    bmap: &mut FxHashMap<BlockId, BlockId>,
    top: bool,
) -> bool {
    let (oa, ob) = (body.op(a), body.op(b));
    if oa.name() != ob.name()
        || oa.attributes() != ob.attributes()
        || oa.properties() != ob.properties()
        || oa.num_regions() != ob.num_regions()
        || oa.num_results() != ob.num_results()
        || oa.num_operands() != ob.num_operands()
        || oa.num_successors() != ob.num_successors()
        || oa.has_nested_body()
        || ob.has_nested_body()
    {
        return false;
    }
    if !body
        .results(a)
        .zip(body.results(b))
        .all(|(x, y)| body.value_type(x) == body.value_type(y))
    {
        return false;
    }
    if oa.name().has_trait(Traits::COMMUTATIVE) {
        // Compare the operands as multisets (after mapping values defined in the regions).
        let mut xs: Vec<ValueId> = body
            .operands(a)
            .map(|x| {
                if top {
                    x
                } else {
                    map.get(&x).copied().unwrap_or(x)
                }
            })
            .collect();
        let mut ys: Vec<ValueId> = body.operands(b).collect();
        xs.sort_unstable();
        ys.sort_unstable();
        if xs != ys {
            return false;
        }
    } else {
        for (x, y) in body.operands(a).zip(body.operands(b)) {
            if x != y && (top || map.get(&x) != Some(&y)) {
                return false;
            }
        }
    }
    for (x, y) in body.successors(a).zip(body.successors(b)) {
        if x != y && bmap.get(&x) != Some(&y) {
            return false;
        }
    }
    if !top {
        for (x, y) in body.results(a).zip(body.results(b)) {
            map.insert(x, y);
        }
    }
    let (ra, rb) = (body.regions(a).to_vec(), body.regions(b).to_vec());
    for (x, y) in ra.into_iter().zip(rb) {
        if !regions_equivalent(body, x, y, map, bmap) {
            return false;
        }
    }
    true
}

fn regions_equivalent(
    body: &Body,
    a: RegionId,
    b: RegionId,
    map: &mut FxHashMap<ValueId, ValueId>,
    bmap: &mut FxHashMap<BlockId, BlockId>,
) -> bool {
    let ba: Vec<BlockId> = body.blocks(a).collect();
    let bb: Vec<BlockId> = body.blocks(b).collect();
    if ba.len() != bb.len() {
        return false;
    }
    for (&x, &y) in ba.iter().zip(&bb) {
        let (ax, ay) = (body.block_arguments(x), body.block_arguments(y));
        if ax.len() != ay.len()
            || !ax
                .iter()
                .zip(ay)
                .all(|(p, q)| body.value_type(*p) == body.value_type(*q))
        {
            return false;
        }
        bmap.insert(x, y);
        for (&p, &q) in ax.iter().zip(ay) {
            map.insert(p, q);
        }
    }
    for (&x, &y) in ba.iter().zip(&bb) {
        let (mut ox, mut oy) = (body.first_op(x), body.first_op(y));
        loop {
            match (ox, oy) {
                (None, None) => break,
                (Some(p), Some(q)) => {
                    if !ops_equivalent(body, p, q, map, bmap, false) {
                        return false;
                    }
                    ox = body.next_op(p);
                    oy = body.next_op(q);
                }
                _ => return false,
            }
        }
    }
    true
}

fn simplify_region(
    body: &mut Body,
    known: &mut KnownOps,
    region: RegionId,
    erase: &mut Vec<OpId>,
    stats: &mut Stats,
) {
    let Some(entry) = body.entry_block(region) else {
        return;
    };
    let ssa = has_ssa_dominance(body, region);
    if body.next_block(entry).is_none() {
        known.push_scope();
        simplify_block(body, known, entry, ssa, erase, stats);
        known.pop_scope();
        return;
    }
    if !ssa {
        return;
    }
    // Walk the dominator tree depth first, one scope per block.
    let blocks: Vec<BlockId> = body.blocks(region).collect();
    let tree = DomTree::new(body, region);
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); blocks.len()];
    for (i, &b) in blocks.iter().enumerate() {
        if let Some(p) = tree.idom(b)
            && tree.is_reachable(b)
        {
            children[p].push(i);
        }
    }
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    known.push_scope();
    simplify_block(body, known, blocks[0], true, erase, stats);
    while let Some(top) = stack.last_mut() {
        let (node, next) = *top;
        if next < children[node].len() {
            top.1 += 1;
            let child = children[node][next];
            known.push_scope();
            simplify_block(body, known, blocks[child], true, erase, stats);
            stack.push((child, 0));
        } else {
            known.pop_scope();
            stack.pop();
        }
    }
}

fn simplify_block(
    body: &mut Body,
    known: &mut KnownOps,
    block: BlockId,
    ssa: bool,
    erase: &mut Vec<OpId>,
    stats: &mut Stats,
) {
    // Ops are only erased at the end of the pass, so the next op is known before this one
    // is simplified.
    let mut next = body.first_op(block);
    while let Some(op) = next {
        next = body.next_op(op);
        if body.num_regions(op) != 0 {
            if body.op(op).has_nested_body() {
                let inner = body.nested_body_mut(op).expect("checked above");
                let regions = inner.top_regions().to_vec();
                simplify_body(inner, &regions, stats);
            } else if body
                .op_name(op)
                .might_have_trait(Traits::ISOLATED_FROM_ABOVE)
            {
                let mut nested = KnownOps::default();
                for r in body.regions(op).to_vec() {
                    simplify_region(body, &mut nested, r, erase, stats);
                }
            } else {
                for r in body.regions(op).to_vec() {
                    simplify_region(body, known, r, erase, stats);
                }
            }
        }
        simplify_operation(body, known, op, ssa, erase, stats);
    }
}

fn simplify_operation(
    body: &mut Body,
    known: &mut KnownOps,
    op: OpId,
    ssa: bool,
    erase: &mut Vec<OpId>,
    stats: &mut Stats,
) {
    if body.op_name(op).has_trait(Traits::TERMINATOR) {
        return;
    }
    if is_trivially_dead(body, op) {
        erase.push(op);
        stats.dce += 1;
        return;
    }
    let n = body.num_regions(op);
    if n > 1 || (n == 1 && !single_block(body, op)) {
        return;
    }
    if !effect_free(body, op) {
        if !only_reads(body, op) {
            return;
        }
        let hash = op_hash(body, op);
        if let Some(existing) = known.lookup(body, op, hash)
            && body.parent_block(existing) == body.parent_block(op)
            && !writes_in_between(body, existing, op)
        {
            replace(body, known, op, existing, ssa, erase, stats);
            return;
        }
        known.insert(op, hash);
        return;
    }
    let hash = op_hash(body, op);
    if let Some(existing) = known.lookup(body, op, hash) {
        replace(body, known, op, existing, ssa, erase, stats);
        return;
    }
    known.insert(op, hash);
}

/// [`is_memory_effect_free`] with a fast path for the common case: a `Pure` op without
/// recursive effects (two trait bits of the op name, no interface lookup).
fn effect_free(body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    if name.has_trait(Traits::PURE) && !name.has_trait(Traits::RECURSIVE_MEMORY_EFFECTS) {
        return true;
    }
    is_memory_effect_free(body, op)
}

fn single_block(body: &Body, op: OpId) -> bool {
    let rb = body.regions_body(op);
    let r = body.regions(op)[0];
    let mut it = rb.blocks(r);
    it.next().is_some() && it.next().is_none()
}

/// True if an op strictly between `from` and `to` (same block) may write memory.
fn writes_in_between(body: &Body, from: OpId, to: OpId) -> bool {
    let mut cur = body.next_op(from);
    while let Some(o) = cur {
        if o == to {
            return false;
        }
        let mut stack = vec![(body, o)];
        while let Some((b, x)) = stack.pop() {
            let recursive = has_recursive_effects(b, x);
            match own_effects(b, x) {
                Some(e) if e.iter().any(|i| i.kind == EffectKind::Write) => return true,
                Some(_) => {}
                None if !recursive => return true,
                None => {}
            }
            if recursive {
                let rb = b.regions_body(x);
                for &r in b.regions(x) {
                    for blk in rb.blocks(r) {
                        stack.extend(rb.ops(blk).map(|y| (rb, y)));
                    }
                }
            }
        }
        cur = body.next_op(o);
    }
    false
}

fn replace(
    body: &mut Body,
    known: &KnownOps,
    op: OpId,
    existing: OpId,
    ssa: bool,
    erase: &mut Vec<OpId>,
    stats: &mut Stats,
) {
    let results: Vec<(ValueId, ValueId)> = body.results(op).zip(body.results(existing)).collect();
    if ssa {
        for (from, to) in results {
            body.replace_all_uses_with(from, to);
        }
        erase.push(op);
    } else {
        // Only replace uses in ops not visited yet (not known by equivalence).
        for (from, to) in results {
            let users: Vec<(OpId, u32)> = body
                .uses(from)
                .map(|u| (u.owner, u.operand_index))
                .collect();
            for (owner, idx) in users {
                if known.lookup(body, owner, op_hash(body, owner)).is_none() {
                    body.set_operand(owner, idx as usize, to);
                }
            }
        }
        if body.op_results_unused(op) {
            erase.push(op);
        }
    }
    if body.op_location(existing).is_unknown() && !body.op_location(op).is_unknown() {
        let loc = body.op_location(op);
        body.set_op_location(existing, loc);
    }
    stats.cse += 1;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_pop_their_entries_and_relink_older_ones() {
        let mut k = KnownOps::with_capacity(8);
        let (a, b, c) = (
            OpId::from_index(1),
            OpId::from_index(2),
            OpId::from_index(3),
        );
        k.push_scope();
        k.insert(a, 7);
        k.push_scope();
        k.insert(b, 7);
        k.insert(c, 9);
        assert_eq!(k.heads.get(&7), Some(&1));
        k.pop_scope();
        // The inner scope's entries are gone; the outer entry is the head of its hash again.
        assert_eq!(k.heads.get(&7), Some(&0));
        assert_eq!(k.heads.get(&9), None);
        assert_eq!(k.entries.len(), 1);
        k.pop_scope();
        assert!(k.heads.is_empty() && k.entries.is_empty());
        // A scope opened on an empty table empties it when it closes, nested or not.
        k.push_scope();
        k.insert(a, 1);
        k.push_scope();
        k.insert(b, 1);
        k.pop_scope();
        assert_eq!(k.heads.get(&1), Some(&0));
        k.pop_scope();
        assert!(k.heads.is_empty() && k.entries.is_empty());
    }
}
