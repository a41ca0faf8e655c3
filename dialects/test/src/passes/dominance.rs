//! `test-print-dominance` (on functions, `mlir/test/lib/IR/TestDominance.cpp` upstream):
//! numbers the blocks holding the ops of the function (the function's own block included) in
//! the order a post-order walk of the ops first meets them, then prints, to standard output,
//! for every pair of numbered blocks their nearest common dominator and post-dominator
//! (`<no dom>` when there is none: blocks in unrelated regions, or several exits), and
//! whether one dominates and post-dominates the other (properly or not). Last, each op
//! holding numbered blocks gets their numbers in `test.block_ids`, the function's parent too
//! (through the pass manager, [`PassContext::set_parent_attr`], as mlir-opt's pass writes to
//! it).
//!
//! Dominance across regions is MLIR's: a block dominates the blocks nested in ops of it, and
//! in a region without SSA dominance (a graph region) a block properly dominates itself.
//! The trees are [`DomTree`] and [`DomTree::post`] of each multi-block region.

use std::fmt::Write;

use ropt_ir::dominance::{DomTree, has_ssa_dominance};
use ropt_ir::walk::{WalkEvent, WalkItem, Walker};
use ropt_ir::{BlockId, Body, Context, OpId, RegionId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};
use rustc_hash::FxHashMap;

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_PRINT_DOMINANCE);
}

anonymous_pass!(
    TEST_PRINT_DOMINANCE,
    "test-print-dominance",
    "TestDominancePass",
    "Print the dominance information for multiple regions.",
    |_: &PassOptions| Box::new(PrintDominance)
);

/// A region, named by its body and id.
type RegionKey = (*const Body, RegionId);

/// One block the walk met.
struct BlockInfo<'a> {
    body: &'a Body,
    block: BlockId,
    /// Its region, named by its body and id.
    region: (*const Body, RegionId),
    /// The block holding the op that holds the region (`None` outside the function).
    parent: Option<usize>,
    /// The ops from the function down to the one holding the block (empty for the
    /// function's own block).
    owner_path: Vec<OpId>,
}

struct Blocks<'a> {
    infos: Vec<BlockInfo<'a>>,
    index: FxHashMap<(*const Body, BlockId), usize>,
    /// Block ids in numbering order.
    numbered: Vec<usize>,
    /// The dominator (`false`) and post-dominator (`true`) trees of each region.
    trees: std::cell::RefCell<FxHashMap<(RegionKey, bool), std::rc::Rc<DomTree>>>,
}

impl<'a> Blocks<'a> {
    fn new(body: &'a Body, func: OpId) -> Blocks<'a> {
        let mut s = Blocks {
            infos: Vec::new(),
            index: FxHashMap::default(),
            numbered: Vec::new(),
            trees: Default::default(),
        };
        // The function's own block.
        if let Some(fb) = body.parent_block(func) {
            let region = body
                .block_parent_region(fb)
                .expect("a block is in a region");
            s.add(body, fb, (body as *const Body, region), None, Vec::new());
        }
        let mut path: Vec<OpId> = Vec::new();
        let mut blocks: Vec<usize> = s.infos.len().checked_sub(1).into_iter().collect();
        let mut post_order: Vec<(&'a Body, OpId)> = Vec::new();
        for ev in Walker::new(body, WalkItem::Op(func)) {
            match ev {
                WalkEvent::Enter(_, WalkItem::Op(op)) => path.push(op),
                WalkEvent::Exit(b, WalkItem::Op(op)) => {
                    path.pop();
                    post_order.push((b, op));
                }
                WalkEvent::Enter(b, WalkItem::Block(block)) => {
                    let region = b
                        .block_parent_region(block)
                        .expect("a block is in a region");
                    let parent = blocks.last().copied();
                    let i = s.add(b, block, (b as *const Body, region), parent, path.clone());
                    blocks.push(i);
                }
                WalkEvent::Exit(_, WalkItem::Block(_)) => {
                    blocks.pop();
                }
                _ => {}
            }
        }
        let mut seen = rustc_hash::FxHashSet::default();
        for (b, op) in post_order {
            if let Some(pb) = b.parent_block(op)
                && let Some(&i) = s.index.get(&(b as *const Body, pb))
                && seen.insert(i)
            {
                s.numbered.push(i);
            }
        }
        s
    }

    fn add(
        &mut self,
        body: &'a Body,
        block: BlockId,
        region: (*const Body, RegionId),
        parent: Option<usize>,
        owner_path: Vec<OpId>,
    ) -> usize {
        let i = self.infos.len();
        self.infos.push(BlockInfo {
            body,
            block,
            region,
            parent,
            owner_path,
        });
        self.index.insert((body as *const Body, block), i);
        i
    }

    fn ssa(&self, a: usize) -> bool {
        let info = &self.infos[a];
        // The function's own block, when the pass manager hands the function over without
        // its parent (whose kind is then unknown here): the parent a function pass nests
        // under is a module, a graph region.
        if info.parent.is_none() && info.body.owner_name().is_none() {
            return false;
        }
        has_ssa_dominance(info.body, info.region.1)
    }

    fn tree(&self, a: usize, post: bool) -> std::rc::Rc<DomTree> {
        let info = &self.infos[a];
        let key = (info.region, post);
        if let Some(t) = self.trees.borrow().get(&key) {
            return t.clone();
        }
        let t = std::rc::Rc::new(match post {
            false => DomTree::new(info.body, info.region.1),
            true => DomTree::post(info.body, info.region.1),
        });
        self.trees.borrow_mut().insert(key, t.clone());
        t
    }

    /// `b` or the ancestor of it in `a`'s region.
    fn ancestor_in(&self, region: (*const Body, RegionId), mut b: usize) -> Option<usize> {
        loop {
            if self.infos[b].region == region {
                return Some(b);
            }
            b = self.infos[b].parent?;
        }
    }

    fn properly_dominates(&self, a: usize, b: usize, post: bool) -> bool {
        if a == b {
            return !self.ssa(a);
        }
        let region = self.infos[a].region;
        let Some(b) = self.ancestor_in(region, b) else {
            return false;
        };
        if a == b {
            return true;
        }
        self.tree(a, post)
            .properly_dominates(self.infos[a].block, self.infos[b].block)
    }

    fn dominates(&self, a: usize, b: usize, post: bool) -> bool {
        a == b || self.properly_dominates(a, b, post)
    }

    fn nearest(&self, a: usize, b: usize, post: bool) -> Option<usize> {
        if a == b {
            return Some(a);
        }
        // The ancestors of `a` and `b` in their deepest common region.
        let mut chain = Vec::new();
        let mut x = Some(b);
        while let Some(i) = x {
            chain.push(i);
            x = self.infos[i].parent;
        }
        let mut x = Some(a);
        let (a, b) = loop {
            let i = x?;
            if let Some(&j) = chain
                .iter()
                .find(|&&j| self.infos[j].region == self.infos[i].region)
            {
                break (i, j);
            }
            x = self.infos[i].parent;
        };
        if a == b {
            return Some(a);
        }
        let found = self
            .tree(a, post)
            .nearest_common_dominator(self.infos[a].block, self.infos[b].block)?;
        self.index
            .get(&(self.infos[a].body as *const Body, found))
            .copied()
    }
}

struct PrintDominance;

impl Pass for PrintDominance {
    // A pass on function ops (not anchored on `func.func`): on any other op it fails when
    // it runs.
    fn function_ops_only(&self) -> bool {
        true
    }

    fn checks_op_when_run(&self) -> bool {
        true
    }

    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let mut out = String::new();
        let mut ids_of: Vec<(Vec<OpId>, Vec<i64>)> = Vec::new();
        // The blocks of the parent (outside the op): its `test.block_ids`, set by the pass
        // manager once the pipeline ran on every sibling (the last one's stay).
        let mut parent_ids: Vec<i64> = Vec::new();
        {
            let blocks = Blocks::new(body, op);
            let name = ropt_ir::symbol_table::symbol_name(body, op).unwrap_or_default();
            let _ = writeln!(out, "Testing : {name}");
            let id: FxHashMap<usize, usize> = blocks
                .numbered
                .iter()
                .enumerate()
                .map(|(n, &i)| (i, n))
                .collect();
            for (title, post) in [("DominanceInfo", false), ("PostDominanceInfo", true)] {
                let _ = writeln!(out, "--- {title} ---");
                for &a in &blocks.numbered {
                    for &b in &blocks.numbered {
                        let n = match blocks.nearest(a, b, post).and_then(|x| id.get(&x)) {
                            Some(n) => n.to_string(),
                            None => "<no dom>".to_string(),
                        };
                        let _ = writeln!(out, "Nearest({}, {}) = {n}", id[&a], id[&b]);
                    }
                }
            }
            for (title, word, post) in [
                ("Dominance", "dominates", false),
                ("PostDominance", "postdominates", true),
            ] {
                let _ = writeln!(out, "--- Block {title} relationship ---");
                for &a in &blocks.numbered {
                    for &b in &blocks.numbered {
                        let _ = writeln!(
                            out,
                            "{word}({}, {}) = {} (properly = {})",
                            id[&a],
                            id[&b],
                            blocks.dominates(a, b, post) as u8,
                            blocks.properly_dominates(a, b, post) as u8
                        );
                    }
                }
            }
            for (n, &i) in blocks.numbered.iter().enumerate() {
                let path = &blocks.infos[i].owner_path;
                if path.is_empty() {
                    parent_ids.push(n as i64);
                    continue;
                }
                match ids_of.iter_mut().find(|(p, _)| p == path) {
                    Some((_, ids)) => ids.push(n as i64),
                    None => ids_of.push((path.clone(), vec![n as i64])),
                }
            }
        }
        if !parent_ids.is_empty() {
            let update = move |ctx: &Context, old| Some(appended_ids(ctx, old, &parent_ids));
            cx.update_parent_attr("test.block_ids", Box::new(update));
        }
        for (path, ids) in ids_of {
            let (&target, ancestors) = path.split_last().expect("a path ends at its op");
            let mut b: &mut Body = body;
            for &a in ancestors {
                b = b.regions_body_mut(a);
            }
            let old = b.discardable_attr(target, "test.block_ids");
            let ids = appended_ids(ctx, old, &ids);
            b.set_discardable_attr(ctx, target, "test.block_ids", Some(ids));
        }
        cx.print_stdout(&out);
        Ok(())
    }
}

/// `test.block_ids` with `ids` appended to the numbers `old` holds (a second run of the pass
/// appends, as mlir-opt's does).
fn appended_ids(ctx: &Context, old: Option<ropt_ir::Attribute>, ids: &[i64]) -> ropt_ir::Attribute {
    let mut all: Vec<i64> = ropt_ods_runtime::props::ints_value(old);
    all.extend_from_slice(ids);
    let data: Vec<u8> = all.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.dense_array_attr(ctx.int_type(64), all.len(), &data)
}
