//! `test-ir-visitors` (`mlir/test/lib/IR/TestVisitors.cpp` upstream): prints what each kind
//! of IR walk visits, to standard output, as mlir-opt 22 prints it.
//!
//! * Ops, blocks and regions in pre-order, post-order and reversed post-order (regions,
//!   blocks and ops each iterated last to first).
//! * For every function (an op with a function type, post-order): the forward-dominance
//!   post-order walk (blocks of a region in depth-first pre-order of its CFG from the entry,
//!   unreachable blocks left out) and the reverse-dominance one (regions last to first, blocks
//!   in CFG post-order, ops last to first).
//! * Block walks started at the blocks of ops with a `walk_blocks` attribute, region walks
//!   started at the regions of ops with `walk_regions` (each walk includes its start).
//! * Erasures, each on a copy of the IR: ops erased in pre- and post-order walks that skip
//!   the erased op's contents, blocks erased when nothing branches to them (a block still
//!   branched to is reported); in these the module and the ops directly in it, and their
//!   blocks, are kept. Then every op, and every block nothing branches to, erased in
//!   post-order.
//!
//! The walks run on a model of the op tree ([`Tree`]): the erasures change only the model,
//! the IR itself is left as it is. A block is named by its current position in its region,
//! so positions shift as blocks before it are erased, as in MLIR.

use std::fmt::Write;

use ropt_ir::walk::{WalkEvent, WalkItem, Walker};
use ropt_ir::{BlockId, Body, Context, OpId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};
use rustc_hash::FxHashMap;

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_IR_VISITORS);
}

anonymous_pass!(
    TEST_IR_VISITORS,
    "test-ir-visitors",
    "TestIRVisitorsPass",
    "Test various visitors.",
    |_: &PassOptions| Box::new(IrVisitors)
);

#[derive(Clone)]
struct TOp {
    name: String,
    is_module: bool,
    is_function: bool,
    walk_blocks: bool,
    walk_regions: bool,
    parent_block: Option<usize>,
    regions: Vec<usize>,
    successors: Vec<usize>,
}

#[derive(Clone)]
struct TRegion {
    owner: usize,
    index: usize,
    blocks: Vec<usize>,
}

#[derive(Clone)]
struct TBlock {
    region: usize,
    ops: Vec<usize>,
    /// How many successor slots of ops still in the tree name this block.
    uses: usize,
}

/// The op tree the walks run on: op 0 is the root.
#[derive(Clone)]
struct Tree {
    ops: Vec<TOp>,
    regions: Vec<TRegion>,
    blocks: Vec<TBlock>,
}

/// What a walk callback asks for.
#[derive(PartialEq, Eq, Clone, Copy)]
enum Next {
    Advance,
    Skip,
}

/// The order in which a walk iterates the regions, blocks and ops of one level.
#[derive(PartialEq, Eq, Clone, Copy)]
enum Iter {
    Forward,
    Reverse,
    ForwardDominance,
    ReverseDominance,
}

impl Tree {
    fn new(body: &Body, root: OpId) -> Tree {
        let mut t = Tree {
            ops: Vec::new(),
            regions: Vec::new(),
            blocks: Vec::new(),
        };
        let mut block_ids: FxHashMap<(*const Body, BlockId), usize> = FxHashMap::default();
        let mut pending: Vec<(usize, *const Body, Vec<BlockId>)> = Vec::new();
        let mut op_stack: Vec<usize> = Vec::new();
        let mut block_stack: Vec<usize> = Vec::new();
        for ev in Walker::new(body, WalkItem::Op(root)) {
            match ev {
                WalkEvent::Enter(b, WalkItem::Op(op)) => {
                    let id = t.ops.len();
                    t.ops.push(TOp {
                        name: b.op_name(op).as_str().to_string(),
                        is_module: b.op_name(op).as_str() == "builtin.module",
                        is_function: ropt_ir::function_interface::function_type(b, op).is_some(),
                        walk_blocks: b.attr(op, "walk_blocks").is_some(),
                        walk_regions: b.attr(op, "walk_regions").is_some(),
                        parent_block: block_stack.last().copied(),
                        regions: Vec::new(),
                        successors: Vec::new(),
                    });
                    if let Some(&blk) = block_stack.last() {
                        t.blocks[blk].ops.push(id);
                    }
                    let succs: Vec<BlockId> = b.successors(op).collect();
                    if !succs.is_empty() {
                        pending.push((id, b as *const Body, succs));
                    }
                    op_stack.push(id);
                }
                WalkEvent::Enter(_, WalkItem::Region(_)) => {
                    let owner = *op_stack.last().expect("a region has an owner");
                    let index = t.ops[owner].regions.len();
                    t.ops[owner].regions.push(t.regions.len());
                    t.regions.push(TRegion {
                        owner,
                        index,
                        blocks: Vec::new(),
                    });
                }
                WalkEvent::Enter(b, WalkItem::Block(block)) => {
                    // The open region is the last one of the op on top of the stack.
                    let owner = *op_stack.last().expect("a block has an owner op");
                    let region = *t.ops[owner].regions.last().expect("a block has a region");
                    let id = t.blocks.len();
                    t.blocks.push(TBlock {
                        region,
                        ops: Vec::new(),
                        uses: 0,
                    });
                    t.regions[region].blocks.push(id);
                    block_ids.insert((b as *const Body, block), id);
                    block_stack.push(id);
                }
                WalkEvent::Exit(_, WalkItem::Op(_)) => {
                    op_stack.pop();
                }
                WalkEvent::Exit(_, WalkItem::Block(_)) => {
                    block_stack.pop();
                }
                WalkEvent::Exit(_, WalkItem::Region(_)) => {}
            }
        }
        for (op, b, succs) in pending {
            for s in succs {
                if let Some(&blk) = block_ids.get(&(b, s)) {
                    t.ops[op].successors.push(blk);
                    t.blocks[blk].uses += 1;
                }
            }
        }
        t
    }

    fn op_text(&self, op: usize) -> String {
        format!("op '{}'", self.ops[op].name)
    }

    fn block_text(&self, block: usize) -> String {
        let r = &self.regions[self.blocks[block].region];
        let pos = r.blocks.iter().position(|&b| b == block).unwrap_or(0);
        format!(
            "block ^bb{pos} from region {} from operation '{}'",
            r.index, self.ops[r.owner].name
        )
    }

    fn region_text(&self, region: usize) -> String {
        let r = &self.regions[region];
        format!(
            "region {} from operation '{}'",
            r.index, self.ops[r.owner].name
        )
    }

    /// The parent op of the block holding `op`.
    fn parent_op(&self, op: usize) -> Option<usize> {
        let b = self.ops[op].parent_block?;
        Some(self.regions[self.blocks[b].region].owner)
    }

    /// The op holding `block`.
    fn block_owner(&self, block: usize) -> usize {
        self.regions[self.blocks[block].region].owner
    }

    fn region_order(&self, op: usize, iter: Iter) -> Vec<usize> {
        let mut v = self.ops[op].regions.clone();
        if matches!(iter, Iter::Reverse | Iter::ReverseDominance) {
            v.reverse();
        }
        v
    }

    fn block_order(&self, region: usize, iter: Iter) -> Vec<usize> {
        let blocks = &self.regions[region].blocks;
        match iter {
            Iter::Forward => blocks.clone(),
            Iter::Reverse => blocks.iter().rev().copied().collect(),
            Iter::ForwardDominance => self.cfg_order(region, false),
            Iter::ReverseDominance => self.cfg_order(region, true),
        }
    }

    /// The blocks of `region` reachable from its entry, depth first: in pre-order, or in
    /// post-order if `post`.
    fn cfg_order(&self, region: usize, post: bool) -> Vec<usize> {
        let Some(&entry) = self.regions[region].blocks.first() else {
            return Vec::new();
        };
        let mut seen = rustc_hash::FxHashSet::default();
        let mut out = Vec::new();
        let mut stack: Vec<(usize, usize)> = vec![(entry, 0)];
        seen.insert(entry);
        if !post {
            out.push(entry);
        }
        while let Some(&mut (b, ref mut next)) = stack.last_mut() {
            let succs: &[usize] = match self.blocks[b].ops.last() {
                Some(&t) => &self.ops[t].successors,
                None => &[],
            };
            if *next < succs.len() {
                let s = succs[*next];
                *next += 1;
                if seen.insert(s) {
                    if !post {
                        out.push(s);
                    }
                    stack.push((s, 0));
                }
            } else {
                if post {
                    out.push(b);
                }
                stack.pop();
            }
        }
        out
    }

    fn op_order(&self, block: usize, iter: Iter) -> Vec<usize> {
        let mut v = self.blocks[block].ops.clone();
        if matches!(iter, Iter::Reverse | Iter::ReverseDominance) {
            v.reverse();
        }
        v
    }

    /// Whether `op` is still in the tree (each iteration takes a copy of its level, so an
    /// item erased meanwhile must be passed over, as MLIR's early-increment iteration does
    /// for the item it has already stepped past).
    fn op_alive(&self, op: usize) -> bool {
        self.ops[op]
            .parent_block
            .is_none_or(|b| self.blocks[b].ops.contains(&op))
    }

    fn block_alive(&self, block: usize) -> bool {
        self.regions[self.blocks[block].region]
            .blocks
            .contains(&block)
    }

    /// Drops the successor uses of `op` and everything nested in it.
    fn drop_uses(&mut self, op: usize) {
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            for s in std::mem::take(&mut self.ops[o].successors) {
                self.blocks[s].uses -= 1;
            }
            for &r in &self.ops[o].regions {
                for &b in &self.regions[r].blocks {
                    stack.extend(self.blocks[b].ops.iter().copied());
                }
            }
        }
    }

    fn erase_op(&mut self, op: usize) {
        self.drop_uses(op);
        if let Some(b) = self.ops[op].parent_block {
            self.blocks[b].ops.retain(|&o| o != op);
        }
    }

    fn erase_block(&mut self, block: usize) {
        for op in self.blocks[block].ops.clone() {
            self.drop_uses(op);
        }
        let r = self.blocks[block].region;
        self.regions[r].blocks.retain(|&b| b != block);
    }
}

/// One frame of the explicit-stack walks.
enum Frame {
    /// Visit an op: its contents are walked unless the pre-order callback skips.
    Op(usize),
    /// The post-order visit of an op, after its contents.
    OpDone(usize),
    Block(usize),
    BlockDone(usize),
    Region(usize),
    RegionDone(usize),
}

/// A walk of `start` (an op, block or region frame) calling `on_op`, `on_block` and
/// `on_region` in pre-order (`pre`) or post-order.
#[allow(clippy::too_many_arguments)]
fn walk(
    t: &mut Tree,
    start: Frame,
    pre: bool,
    iter: Iter,
    on_op: &mut dyn FnMut(&mut Tree, usize) -> Next,
    on_block: &mut dyn FnMut(&mut Tree, usize) -> Next,
    on_region: &mut dyn FnMut(&mut Tree, usize) -> Next,
) {
    let mut stack = vec![start];
    while let Some(f) = stack.pop() {
        match f {
            Frame::Op(op) => {
                if !t.op_alive(op) {
                    continue;
                }
                if pre && on_op(t, op) == Next::Skip {
                    continue;
                }
                if !pre {
                    stack.push(Frame::OpDone(op));
                }
                for r in t.region_order(op, iter).into_iter().rev() {
                    stack.push(Frame::Region(r));
                }
            }
            Frame::OpDone(op) => {
                on_op(t, op);
            }
            Frame::Region(r) => {
                if pre && on_region(t, r) == Next::Skip {
                    continue;
                }
                if !pre {
                    stack.push(Frame::RegionDone(r));
                }
                for b in t.block_order(r, iter).into_iter().rev() {
                    stack.push(Frame::Block(b));
                }
            }
            Frame::RegionDone(r) => {
                on_region(t, r);
            }
            Frame::Block(b) => {
                if !t.block_alive(b) {
                    continue;
                }
                if pre && on_block(t, b) == Next::Skip {
                    continue;
                }
                if !pre {
                    stack.push(Frame::BlockDone(b));
                }
                for o in t.op_order(b, iter).into_iter().rev() {
                    stack.push(Frame::Op(o));
                }
            }
            Frame::BlockDone(b) => {
                on_block(t, b);
            }
        }
    }
}

/// Which kind of item a walk reports.
#[derive(Clone, Copy)]
enum Kind {
    Op,
    Block,
    Region,
}

/// A walk printing `Visiting <item>` for every item of kind `kind`.
fn visit(t: &Tree, out: &mut String, start: Frame, pre: bool, iter: Iter, kind: Kind) {
    let mut t = t.clone();
    let lines = std::cell::RefCell::new(String::new());
    let mut on_op = |t: &mut Tree, o: usize| {
        if let Kind::Op = kind {
            let _ = writeln!(lines.borrow_mut(), "Visiting {}", t.op_text(o));
        }
        Next::Advance
    };
    let mut on_block = |t: &mut Tree, b: usize| {
        if let Kind::Block = kind {
            let _ = writeln!(lines.borrow_mut(), "Visiting {}", t.block_text(b));
        }
        Next::Advance
    };
    let mut on_region = |t: &mut Tree, r: usize| {
        if let Kind::Region = kind {
            let _ = writeln!(lines.borrow_mut(), "Visiting {}", t.region_text(r));
        }
        Next::Advance
    };
    walk(
        &mut t,
        start,
        pre,
        iter,
        &mut on_op,
        &mut on_block,
        &mut on_region,
    );
    out.push_str(&lines.into_inner());
}

fn noop(_: &mut Tree, _: usize) -> Next {
    Next::Advance
}

/// The ops of `t` in a plain post-order walk.
fn post_order_ops(t: &Tree) -> Vec<usize> {
    let mut t = t.clone();
    let mut ops = Vec::new();
    walk(
        &mut t,
        Frame::Op(0),
        false,
        Iter::Forward,
        &mut |_, o| {
            ops.push(o);
            Next::Advance
        },
        &mut noop,
        &mut noop,
    );
    ops
}

fn visits(t: &Tree) -> String {
    let mut out = String::new();
    let orders = [
        ("pre-order", true, Iter::Forward),
        ("post-order", false, Iter::Forward),
        ("reverse post-order", false, Iter::Reverse),
    ];
    for (label, pre, iter) in orders {
        for (kind, what) in [
            (Kind::Op, "Op"),
            (Kind::Block, "Block"),
            (Kind::Region, "Region"),
        ] {
            let _ = writeln!(out, "{what} {label} visits");
            visit(t, &mut out, Frame::Op(0), pre, iter, kind);
        }
    }
    for f in post_order_ops(t) {
        if !t.ops[f].is_function {
            continue;
        }
        for (label, iter) in [
            ("forward", Iter::ForwardDominance),
            ("reverse", Iter::ReverseDominance),
        ] {
            for (kind, what) in [
                (Kind::Op, "Op"),
                (Kind::Block, "Block"),
                (Kind::Region, "Region"),
            ] {
                let _ = writeln!(out, "{what} {label} dominance post-order visits");
                visit(t, &mut out, Frame::Op(f), false, iter, kind);
            }
        }
    }
    for (label, pre) in [("pre-order", true), ("post-order", false)] {
        let _ = writeln!(out, "Invoke block {label} visits on blocks");
        for o in post_order_ops(t) {
            if !t.ops[o].walk_blocks {
                continue;
            }
            for &r in &t.ops[o].regions {
                for &b in &t.regions[r].blocks {
                    visit(
                        t,
                        &mut out,
                        Frame::Block(b),
                        pre,
                        Iter::Forward,
                        Kind::Block,
                    );
                }
            }
        }
    }
    for (label, pre) in [("pre-order", true), ("post-order", false)] {
        let _ = writeln!(out, "Invoke region {label} visits on region");
        for o in post_order_ops(t) {
            if !t.ops[o].walk_regions {
                continue;
            }
            for &r in &t.ops[o].regions {
                visit(
                    t,
                    &mut out,
                    Frame::Region(r),
                    pre,
                    Iter::Forward,
                    Kind::Region,
                );
            }
        }
    }
    out
}

/// An erasure walk over a copy of `t`: ops (`ops`) or blocks, skipping or not.
fn erasures(t: &Tree, out: &mut String, pre: bool, ops: bool, skip: bool) {
    let mut t = t.clone();
    let lines = std::cell::RefCell::new(String::new());
    let mut on_op = |t: &mut Tree, o: usize| {
        if !ops {
            return Next::Advance;
        }
        if skip && (t.ops[o].is_module || t.parent_op(o).is_some_and(|p| t.ops[p].is_module)) {
            return Next::Advance;
        }
        let _ = writeln!(lines.borrow_mut(), "Erasing {}", t.op_text(o));
        t.erase_op(o);
        Next::Skip
    };
    let mut on_block = |t: &mut Tree, b: usize| {
        if ops {
            return Next::Advance;
        }
        let owner = t.block_owner(b);
        let kept = |o: usize| t.ops[o].is_module;
        if skip && (kept(owner) || t.parent_op(owner).is_some_and(kept)) {
            return Next::Advance;
        }
        if t.blocks[b].uses != 0 {
            let _ = writeln!(
                lines.borrow_mut(),
                "Cannot erase {}, still has uses",
                t.block_text(b)
            );
            return Next::Advance;
        }
        let _ = writeln!(lines.borrow_mut(), "Erasing {}", t.block_text(b));
        t.erase_block(b);
        Next::Skip
    };
    walk(
        &mut t,
        Frame::Op(0),
        pre,
        Iter::Forward,
        &mut on_op,
        &mut on_block,
        &mut noop,
    );
    out.push_str(&lines.into_inner());
}

fn all_erasures(t: &Tree) -> String {
    let mut out = String::new();
    for (label, pre, ops) in [
        ("Op pre-order", true, true),
        ("Block pre-order", true, false),
        ("Op post-order", false, true),
        ("Block post-order", false, false),
    ] {
        let _ = writeln!(out, "{label} erasures (skip)");
        erasures(t, &mut out, pre, ops, true);
    }
    for (label, ops) in [("Op", true), ("Block", false)] {
        let _ = writeln!(out, "{label} post-order erasures (no skip)");
        erasures(t, &mut out, false, ops, false);
    }
    out
}

struct IrVisitors;

impl Pass for IrVisitors {
    fn run(
        &self,
        _: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let t = Tree::new(body, op);
        let mut out = visits(&t);
        out.push_str(&all_erasures(&t));
        cx.print_stdout(&out);
        cx.preserve_all();
        Ok(())
    }
}
