//! Walking the op tree: pre/post-order over ops, blocks and regions, descending into nested
//! bodies, with skip and interrupt. Every walk is iterative (an explicit stack), so 100,000
//! nested regions cannot overflow the stack.
//!
//! * [`Walker`]: a read-only iterator of [`WalkEvent`]s (enter/exit of every op, region and
//!   block), the building block for every read-only walk (here and in other crates, e.g. the
//!   rewriter's one-body walks use [`Walker::within_body`]).
//! * [`Body::walk_ops`], [`Body::walk_blocks`], [`Body::walk_regions`] and [`Body::walk`]:
//!   callback walks returning [`WalkResult`].
//! * [`Body::walk_op_stages`]: MLIR's generic walk, calling back before, between and after
//!   an op's regions ([`WalkStage`]).
//! * [`walk_ops_mut`]: a walk whose callback gets `&mut Body` and may erase or insert ops.
//!
//! ```
//! use ropt_ir::walk::{WalkOrder, WalkResult};
//! use ropt_ir::{Body, Context, OperationState};
//! let ctx = Context::new();
//! let (mut body, block) = Body::new_root();
//! let outer = body.create_op(
//!     OperationState::new(ctx.registry().op_name("t.outer"), ctx.unknown_loc()).with_new_regions(1),
//! );
//! body.append_op(block, outer);
//! let inner_block = body.create_block();
//! body.append_block(body.op_region(outer, 0), inner_block);
//! let inner =
//!     body.create_op(OperationState::new(ctx.registry().op_name("t.inner"), ctx.unknown_loc()));
//! body.append_op(inner_block, inner);
//! let mut names = Vec::new();
//! body.walk_all_ops(WalkOrder::PostOrder, |b, op| {
//!     names.push(b.op_name(op).as_str());
//!     WalkResult::Advance
//! });
//! assert_eq!(names, ["t.inner", "t.outer"]);
//! ```

use crate::body::{BlockId, Body, OpId, RegionId};

/// What a walk callback asks for next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WalkResult {
    /// Continue normally.
    Advance,
    /// Do not visit what is nested in the current item (pre-order only; like `Advance` in
    /// post-order).
    Skip,
    /// Stop the walk.
    Interrupt,
}

impl WalkResult {
    /// True for [`WalkResult::Interrupt`].
    pub fn was_interrupted(self) -> bool {
        self == WalkResult::Interrupt
    }
}

/// When a callback runs relative to the items nested in its item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WalkOrder {
    /// Before nested items.
    PreOrder,
    /// After nested items.
    PostOrder,
}

/// An item of the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WalkItem {
    /// An operation.
    Op(OpId),
    /// A region.
    Region(RegionId),
    /// A block.
    Block(BlockId),
}

/// One step of a [`Walker`]: entering or leaving an item, with the body the item lives in.
#[derive(Clone, Copy)]
pub enum WalkEvent<'a> {
    /// Before the item's nested items.
    Enter(&'a Body, WalkItem),
    /// After the item's nested items.
    Exit(&'a Body, WalkItem),
}

enum Frame<'a> {
    Op {
        body: &'a Body,
        op: OpId,
        regions_body: &'a Body,
        /// The regions walked (none for an op with a nested body in a one-body walk).
        regions: &'a [RegionId],
        next_region: usize,
    },
    Region {
        body: &'a Body,
        region: RegionId,
        next: Option<BlockId>,
    },
    Block {
        body: &'a Body,
        block: BlockId,
        next: Option<OpId>,
    },
}

/// A read-only pre/post-order iterator over an op tree (see the module docs).
///
/// Every item yields `Enter` then, after everything nested in it, `Exit`. Calling
/// [`Walker::skip_children`] right after an `Enter` skips the item's nested items and its `Exit`.
pub struct Walker<'a> {
    stack: Vec<Frame<'a>>,
    start: Option<(&'a Body, WalkItem)>,
    /// Whether the walk enters the nested bodies of ops (isolated ops' regions).
    nested_bodies: bool,
}

impl<'a> Walker<'a> {
    /// A walk of `item` (of `body`) and everything nested in it.
    pub fn new(body: &'a Body, item: WalkItem) -> Self {
        Walker {
            stack: Vec::new(),
            start: Some((body, item)),
            nested_bodies: true,
        }
    }

    /// A walk of `item` and everything nested in it within `body` only: an op whose regions
    /// live in a nested body is entered and left, its regions are not walked.
    pub fn within_body(body: &'a Body, item: WalkItem) -> Self {
        Walker {
            nested_bodies: false,
            ..Walker::new(body, item)
        }
    }

    /// Skips the nested items (and the `Exit`) of the item just entered.
    pub fn skip_children(&mut self) {
        self.stack.pop();
    }

    /// Current nesting depth (number of open items).
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// The innermost open op, if the innermost open item is an op: its body, the op, and how
    /// many of its regions the walk has entered.
    fn open_op(&self) -> Option<(&'a Body, OpId, usize)> {
        match self.stack.last()? {
            Frame::Op {
                body,
                op,
                next_region,
                ..
            } => Some((body, *op, *next_region)),
            _ => None,
        }
    }

    fn push(&mut self, body: &'a Body, item: WalkItem) -> WalkEvent<'a> {
        self.stack.push(match item {
            WalkItem::Op(op) => Frame::Op {
                body,
                op,
                regions_body: body.regions_body(op),
                regions: if self.nested_bodies || !body.op(op).has_nested_body() {
                    body.regions(op)
                } else {
                    &[]
                },
                next_region: 0,
            },
            WalkItem::Region(region) => Frame::Region {
                body,
                region,
                next: body.entry_block(region),
            },
            WalkItem::Block(block) => Frame::Block {
                body,
                block,
                next: body.first_op(block),
            },
        });
        WalkEvent::Enter(body, item)
    }
}

impl<'a> Iterator for Walker<'a> {
    type Item = WalkEvent<'a>;

    fn next(&mut self) -> Option<WalkEvent<'a>> {
        if let Some((body, item)) = self.start.take() {
            return Some(self.push(body, item));
        }
        let top = self.stack.last_mut()?;
        let (body, item) = match top {
            Frame::Op {
                body,
                op,
                regions_body,
                regions,
                next_region,
            } => {
                if *next_region < regions.len() {
                    let r = regions[*next_region];
                    *next_region += 1;
                    let rb = *regions_body;
                    return Some(self.push(rb, WalkItem::Region(r)));
                }
                (*body, WalkItem::Op(*op))
            }
            Frame::Region { body, region, next } => {
                if let Some(b) = *next {
                    *next = body.next_block(b);
                    let bd = *body;
                    return Some(self.push(bd, WalkItem::Block(b)));
                }
                (*body, WalkItem::Region(*region))
            }
            Frame::Block { body, block, next } => {
                if let Some(o) = *next {
                    *next = body.next_op(o);
                    let bd = *body;
                    return Some(self.push(bd, WalkItem::Op(o)));
                }
                (*body, WalkItem::Block(*block))
            }
        };
        self.stack.pop();
        Some(WalkEvent::Exit(body, item))
    }
}

/// Where a [`Body::walk_op_stages`] callback is in the walk of an op's regions (MLIR's
/// `WalkStage`): `next_region` of the op's `num_regions` regions is next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WalkStage {
    /// The region visited next (all regions visited when it equals `num_regions`).
    pub next_region: usize,
    /// The op's number of regions.
    pub num_regions: usize,
}

impl WalkStage {
    /// Before the first region (an op without regions is only visited at this stage).
    pub fn is_before_all_regions(self) -> bool {
        self.next_region == 0
    }

    /// After the last region.
    pub fn is_after_all_regions(self) -> bool {
        self.next_region == self.num_regions
    }

    /// Right after region `index`.
    pub fn is_after_region(self, index: usize) -> bool {
        self.next_region == index + 1
    }
}

impl Body {
    /// Walks `root` and every op nested in it, calling `f` on each op before its regions,
    /// between them and after them (MLIR's generic walk; an op without regions is visited
    /// once). [`WalkResult::Skip`] at any stage skips the op's remaining regions and stages.
    pub fn walk_op_stages(
        &self,
        root: OpId,
        mut f: impl FnMut(&Body, OpId, WalkStage) -> WalkResult,
    ) -> WalkResult {
        let mut w = Walker::new(self, WalkItem::Op(root));
        while let Some(ev) = w.next() {
            let (body, op, stage) = match ev {
                WalkEvent::Enter(b, WalkItem::Op(op)) => {
                    let num_regions = b.num_regions(op);
                    if num_regions == 0 {
                        // Visited once: no exit event.
                        w.skip_children();
                    }
                    let stage = WalkStage {
                        next_region: 0,
                        num_regions,
                    };
                    (b, op, stage)
                }
                WalkEvent::Exit(_, WalkItem::Region(_)) => {
                    let (b, op, next_region) = w.open_op().expect("a region exits into its op");
                    let stage = WalkStage {
                        next_region,
                        num_regions: b.num_regions(op),
                    };
                    (b, op, stage)
                }
                _ => continue,
            };
            match f(body, op, stage) {
                WalkResult::Advance => {}
                WalkResult::Skip => {
                    if stage.num_regions != 0 {
                        w.skip_children();
                    }
                }
                WalkResult::Interrupt => return WalkResult::Interrupt,
            }
        }
        WalkResult::Advance
    }
}

fn walk_filtered(
    body: &Body,
    root: WalkItem,
    order: WalkOrder,
    want: fn(WalkItem) -> bool,
    f: &mut dyn FnMut(&Body, WalkItem) -> WalkResult,
) -> WalkResult {
    let mut w = Walker::new(body, root);
    while let Some(ev) = w.next() {
        match (ev, order) {
            (WalkEvent::Enter(b, item), WalkOrder::PreOrder) if want(item) => match f(b, item) {
                WalkResult::Advance => {}
                WalkResult::Skip => w.skip_children(),
                WalkResult::Interrupt => return WalkResult::Interrupt,
            },
            (WalkEvent::Exit(b, item), WalkOrder::PostOrder)
                if want(item) && f(b, item) == WalkResult::Interrupt =>
            {
                return WalkResult::Interrupt;
            }
            _ => {}
        }
    }
    WalkResult::Advance
}

impl Body {
    /// Walks every op, region and block of `root` (itself included), descending into nested
    /// bodies; the callback gets the body each item lives in.
    pub fn walk(
        &self,
        root: WalkItem,
        order: WalkOrder,
        mut f: impl FnMut(&Body, WalkItem) -> WalkResult,
    ) -> WalkResult {
        walk_filtered(self, root, order, |_| true, &mut f)
    }

    /// Walks `root` and every op nested in it.
    pub fn walk_ops(
        &self,
        root: OpId,
        order: WalkOrder,
        mut f: impl FnMut(&Body, OpId) -> WalkResult,
    ) -> WalkResult {
        walk_filtered(
            self,
            WalkItem::Op(root),
            order,
            |i| matches!(i, WalkItem::Op(_)),
            &mut |b, i| match i {
                WalkItem::Op(o) => f(b, o),
                _ => WalkResult::Advance,
            },
        )
    }

    /// Walks every op nested in `region`.
    pub fn walk_region_ops(
        &self,
        region: RegionId,
        order: WalkOrder,
        mut f: impl FnMut(&Body, OpId) -> WalkResult,
    ) -> WalkResult {
        walk_filtered(
            self,
            WalkItem::Region(region),
            order,
            |i| matches!(i, WalkItem::Op(_)),
            &mut |b, i| match i {
                WalkItem::Op(o) => f(b, o),
                _ => WalkResult::Advance,
            },
        )
    }

    /// Walks every op of the body's top regions (and everything nested).
    pub fn walk_all_ops(
        &self,
        order: WalkOrder,
        mut f: impl FnMut(&Body, OpId) -> WalkResult,
    ) -> WalkResult {
        for &r in self.top_regions() {
            if self.walk_region_ops(r, order, &mut f) == WalkResult::Interrupt {
                return WalkResult::Interrupt;
            }
        }
        WalkResult::Advance
    }

    /// Walks every block nested in `root`.
    pub fn walk_blocks(
        &self,
        root: OpId,
        order: WalkOrder,
        mut f: impl FnMut(&Body, BlockId) -> WalkResult,
    ) -> WalkResult {
        walk_filtered(
            self,
            WalkItem::Op(root),
            order,
            |i| matches!(i, WalkItem::Block(_)),
            &mut |b, i| match i {
                WalkItem::Block(x) => f(b, x),
                _ => WalkResult::Advance,
            },
        )
    }

    /// Walks every region nested in `root`.
    pub fn walk_regions(
        &self,
        root: OpId,
        order: WalkOrder,
        mut f: impl FnMut(&Body, RegionId) -> WalkResult,
    ) -> WalkResult {
        walk_filtered(
            self,
            WalkItem::Op(root),
            order,
            |i| matches!(i, WalkItem::Region(_)),
            &mut |b, i| match i {
                WalkItem::Region(x) => f(b, x),
                _ => WalkResult::Advance,
            },
        )
    }
}

// ---------------------------------------------------------------------------------------------
// Mutable walks.

enum MutFrame {
    /// An op whose regions are being walked; `level` is the body holding the op.
    Op {
        level: usize,
        op: OpId,
        next_region: usize,
        /// The op's nested body was taken out and is at `level + 1`.
        took_body: bool,
        /// Whether the callback runs on this op (not for the root of a nested walk).
        visit: bool,
    },
    Region {
        level: usize,
        next: Option<BlockId>,
    },
    Block {
        level: usize,
        next: Option<OpId>,
    },
}

/// The bodies of a mutable walk: the root, plus the nested bodies currently taken out of their
/// owner ops (put back when the walk leaves them, even on interrupt).
struct BodyStack<'a> {
    root: &'a mut Body,
    taken: Vec<(OpId, Box<Body>)>,
}

impl BodyStack<'_> {
    fn get(&mut self, level: usize) -> &mut Body {
        if level == 0 {
            self.root
        } else {
            &mut self.taken[level - 1].1
        }
    }

    fn put_back_top(&mut self) {
        let (op, b) = self.taken.pop().expect("no taken body");
        let n = self.taken.len();
        self.get(n).put_nested_body(op, b);
    }
}

/// Walks every op of `body`'s top regions and everything nested (nested bodies included)
/// with mutable access. The callback gets the body the op lives in.
///
/// Like MLIR's walk, the next op of a block is read before the current op is visited, so the
/// callback may erase the current op or insert ops after it (they are not visited); it must
/// not erase other ops that are still to be visited. In pre-order, the
/// current op's regions are walked after the callback, as they are then.
pub fn walk_ops_mut(
    body: &mut Body,
    order: WalkOrder,
    mut f: impl FnMut(&mut Body, OpId) -> WalkResult,
) -> WalkResult {
    let mut bodies = BodyStack {
        root: body,
        taken: Vec::new(),
    };
    let mut stack: Vec<MutFrame> = Vec::new();
    let tops: Vec<RegionId> = bodies.root.top_regions().to_vec();
    for r in tops {
        let entry = bodies.root.entry_block(r);
        stack.push(MutFrame::Region {
            level: 0,
            next: entry,
        });
        let res = run_mut(&mut bodies, &mut stack, order, &mut f);
        if res == WalkResult::Interrupt {
            while !bodies.taken.is_empty() {
                bodies.put_back_top();
            }
            return res;
        }
    }
    WalkResult::Advance
}

/// Like [`walk_ops_mut`] but over the ops nested in `op`'s regions (not `op` itself),
/// descending into nested bodies; works for isolated and non-isolated `op`.
pub fn walk_nested_ops_mut(
    body: &mut Body,
    op: OpId,
    order: WalkOrder,
    mut f: impl FnMut(&mut Body, OpId) -> WalkResult,
) -> WalkResult {
    let mut bodies = BodyStack {
        root: body,
        taken: Vec::new(),
    };
    let mut stack = vec![MutFrame::Op {
        level: 0,
        op,
        next_region: 0,
        took_body: false,
        visit: false,
    }];
    let res = run_mut(&mut bodies, &mut stack, order, &mut f);
    while !bodies.taken.is_empty() {
        bodies.put_back_top();
    }
    res
}

fn run_mut(
    bodies: &mut BodyStack<'_>,
    stack: &mut Vec<MutFrame>,
    order: WalkOrder,
    f: &mut dyn FnMut(&mut Body, OpId) -> WalkResult,
) -> WalkResult {
    while let Some(top) = stack.last_mut() {
        match top {
            MutFrame::Region { level, next } => {
                let level = *level;
                match *next {
                    Some(b) => {
                        let body = bodies.get(level);
                        *next = body.next_block(b);
                        let first = body.first_op(b);
                        stack.push(MutFrame::Block { level, next: first });
                    }
                    None => {
                        stack.pop();
                    }
                }
            }
            MutFrame::Block { level, next } => {
                let level = *level;
                let Some(op) = *next else {
                    stack.pop();
                    continue;
                };
                let body = bodies.get(level);
                *next = body.next_op(op);
                if order == WalkOrder::PreOrder {
                    match f(body, op) {
                        // An op erased by the callback has nothing left to walk.
                        WalkResult::Advance if bodies.get(level).is_erased(op) => continue,
                        WalkResult::Advance => {}
                        WalkResult::Skip => continue,
                        WalkResult::Interrupt => return WalkResult::Interrupt,
                    }
                }
                stack.push(MutFrame::Op {
                    level,
                    op,
                    next_region: 0,
                    took_body: false,
                    visit: true,
                });
            }
            MutFrame::Op {
                level,
                op,
                next_region,
                took_body,
                visit,
            } => {
                let (level, op, visit) = (*level, *op, *visit);
                if *next_region == 0
                    && !*took_body
                    && let Some(nested) = bodies.get(level).take_nested_body(op)
                {
                    *took_body = true;
                    bodies.taken.push((op, nested));
                }
                let rlevel = if *took_body { level + 1 } else { level };
                let idx = *next_region;
                let region = if *took_body {
                    bodies.get(rlevel).top_regions().get(idx).copied()
                } else {
                    bodies.get(level).regions(op).get(idx).copied()
                };
                match region {
                    Some(r) => {
                        *next_region += 1;
                        let entry = bodies.get(rlevel).entry_block(r);
                        stack.push(MutFrame::Region {
                            level: rlevel,
                            next: entry,
                        });
                    }
                    None => {
                        if *took_body {
                            bodies.put_back_top();
                        }
                        stack.pop();
                        if visit
                            && order == WalkOrder::PostOrder
                            && f(bodies.get(level), op) == WalkResult::Interrupt
                        {
                            return WalkResult::Interrupt;
                        }
                    }
                }
            }
        }
    }
    WalkResult::Advance
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::{OpInfo, Traits};
    use crate::{Context, OperationState};

    fn ctx() -> Context {
        let mut ctx = Context::new();
        ctx.registry_mut()
            .register_op(OpInfo::new("t.iso").with_traits(Traits::ISOLATED_FROM_ABOVE));
        ctx
    }

    fn chain(ctx: &Context, depth: usize) -> (Body, OpId) {
        // depth nested `t.op` ops in one body, each with one region and one block.
        let loc = ctx.unknown_loc();
        let (mut body, block) = Body::new_root();
        let mut cur_block = block;
        let mut first = None;
        for _ in 0..depth {
            let op = body.create_op(
                OperationState::new(ctx.registry().op_name("t.op"), loc).with_new_regions(1),
            );
            body.append_op(cur_block, op);
            first.get_or_insert(op);
            let b = body.create_block();
            body.append_block(body.op_region(op, 0), b);
            cur_block = b;
        }
        (body, first.unwrap())
    }

    #[test]
    fn deep_walk_is_iterative() {
        let ctx = ctx();
        let (body, root) = chain(&ctx, 100_000);
        let mut n = 0;
        body.walk_ops(root, WalkOrder::PostOrder, |_, _| {
            n += 1;
            WalkResult::Advance
        });
        assert_eq!(n, 100_000);
        let mut blocks = 0;
        body.walk_blocks(root, WalkOrder::PreOrder, |_, _| {
            blocks += 1;
            WalkResult::Advance
        });
        assert_eq!(blocks, 100_000);
        let mut n = 0;
        let mut body = body;
        walk_ops_mut(&mut body, WalkOrder::PreOrder, |_, _| {
            n += 1;
            WalkResult::Advance
        });
        assert_eq!(n, 100_000);
    }

    fn tree(ctx: &Context) -> (Body, Vec<OpId>) {
        // a { b { c } d } e, with `i` isolated containing `x` inside d's region.
        let loc = ctx.unknown_loc();
        let n = |s: &str| ctx.registry().op_name(s);
        let (mut body, top) = Body::new_root();
        let mk = |body: &mut Body, name: &str, regions: u32, block: BlockId| {
            let op = body.create_op(OperationState::new(n(name), loc).with_new_regions(regions));
            body.append_op(block, op);
            let mut inner = None;
            if regions > 0 && !body.op(op).has_nested_body() {
                let b = body.create_block();
                body.append_block(body.op_region(op, 0), b);
                inner = Some(b);
            }
            (op, inner)
        };
        let (a, ab) = mk(&mut body, "t.a", 1, top);
        let (b, bb) = mk(&mut body, "t.b", 1, ab.unwrap());
        let (c, _) = mk(&mut body, "t.c", 0, bb.unwrap());
        let (d, db) = mk(&mut body, "t.d", 1, ab.unwrap());
        let (i, _) = mk(&mut body, "t.iso", 1, db.unwrap());
        let nb = body.nested_body_mut(i).unwrap();
        let r = nb.top_regions()[0];
        let ib = nb.create_block();
        nb.append_block(r, ib);
        let x = nb.create_op(OperationState::new(n("t.x"), loc));
        nb.append_op(ib, x);
        let (e, _) = mk(&mut body, "t.e", 0, top);
        (body, vec![a, b, c, d, i, e, x])
    }

    fn names_of(body: &Body, order: WalkOrder, skip: &str, stop: &str) -> Vec<&'static str> {
        let mut out = Vec::new();
        body.walk_all_ops(order, |b, op| {
            let name = b.op_name(op).as_str();
            out.push(name);
            if name == stop {
                WalkResult::Interrupt
            } else if name == skip {
                WalkResult::Skip
            } else {
                WalkResult::Advance
            }
        });
        out
    }

    #[test]
    fn orders_skip_and_interrupt() {
        let ctx = ctx();
        let (body, _) = tree(&ctx);
        assert_eq!(
            names_of(&body, WalkOrder::PreOrder, "", ""),
            ["t.a", "t.b", "t.c", "t.d", "t.iso", "t.x", "t.e"]
        );
        assert_eq!(
            names_of(&body, WalkOrder::PostOrder, "", ""),
            ["t.c", "t.b", "t.x", "t.iso", "t.d", "t.a", "t.e"]
        );
        assert_eq!(
            names_of(&body, WalkOrder::PreOrder, "t.b", ""),
            ["t.a", "t.b", "t.d", "t.iso", "t.x", "t.e"]
        );
        assert_eq!(
            names_of(&body, WalkOrder::PreOrder, "", "t.d"),
            ["t.a", "t.b", "t.c", "t.d"]
        );
        assert_eq!(
            names_of(&body, WalkOrder::PostOrder, "", "t.x"),
            ["t.c", "t.b", "t.x"]
        );
        // Events include regions and blocks.
        let mut kinds = String::new();
        let root = body
            .first_op(body.entry_block(body.top_regions()[0]).unwrap())
            .unwrap();
        for ev in Walker::new(&body, WalkItem::Op(root)) {
            if let WalkEvent::Enter(_, item) = ev {
                kinds.push(match item {
                    WalkItem::Op(_) => 'o',
                    WalkItem::Region(_) => 'r',
                    WalkItem::Block(_) => 'b',
                });
            }
        }
        assert_eq!(kinds, "orborboorborbo");
    }

    #[test]
    fn walk_within_one_body() {
        let ctx = ctx();
        let (body, ops) = tree(&ctx);
        let ops_of = |w: Walker<'_>, exit: bool| -> Vec<&'static str> {
            w.filter_map(|ev| match (ev, exit) {
                (WalkEvent::Enter(b, WalkItem::Op(o)), false)
                | (WalkEvent::Exit(b, WalkItem::Op(o)), true) => Some(b.op_name(o).as_str()),
                _ => None,
            })
            .collect()
        };
        // `t.iso`'s regions live in its nested body: `t.x` is not reached.
        assert_eq!(
            ops_of(Walker::within_body(&body, WalkItem::Op(ops[0])), false),
            ["t.a", "t.b", "t.c", "t.d", "t.iso"]
        );
        assert_eq!(
            ops_of(Walker::within_body(&body, WalkItem::Op(ops[0])), true),
            ["t.c", "t.b", "t.iso", "t.d", "t.a"]
        );
        assert_eq!(
            ops_of(Walker::new(&body, WalkItem::Op(ops[0])), true),
            ["t.c", "t.b", "t.x", "t.iso", "t.d", "t.a"]
        );
        // Skipping children works the same way.
        let mut w = Walker::within_body(&body, WalkItem::Op(ops[0]));
        let mut seen = Vec::new();
        while let Some(ev) = w.next() {
            if let WalkEvent::Enter(b, WalkItem::Op(o)) = ev {
                seen.push(b.op_name(o).as_str());
                if o == ops[1] {
                    w.skip_children();
                }
            }
        }
        assert_eq!(seen, ["t.a", "t.b", "t.d", "t.iso"]);
    }

    #[test]
    fn mutable_walk_matches_and_can_erase() {
        let ctx = ctx();
        let (mut body, _) = tree(&ctx);
        for order in [WalkOrder::PreOrder, WalkOrder::PostOrder] {
            let mut seen = Vec::new();
            walk_ops_mut(&mut body, order, |b, op| {
                seen.push(b.op_name(op).as_str());
                WalkResult::Advance
            });
            assert_eq!(seen, names_of(&body, order, "", ""));
        }
        // Interrupt inside a nested body puts the body back.
        let r = walk_ops_mut(&mut body, WalkOrder::PreOrder, |b, op| {
            if b.op_name(op).as_str() == "t.x" {
                WalkResult::Interrupt
            } else {
                WalkResult::Advance
            }
        });
        assert_eq!(r, WalkResult::Interrupt);
        assert_eq!(names_of(&body, WalkOrder::PreOrder, "", "").len(), 7);
        // Erase every leaf op in post-order.
        walk_ops_mut(&mut body, WalkOrder::PostOrder, |b, op| {
            let name = b.op_name(op).as_str();
            if name == "t.c" || name == "t.x" || name == "t.e" {
                b.erase_op(op);
            }
            WalkResult::Advance
        });
        assert_eq!(
            names_of(&body, WalkOrder::PreOrder, "", ""),
            ["t.a", "t.b", "t.d", "t.iso"]
        );
        // Nested walk of one op, isolated or not.
        let (mut body2, ops) = tree(&ctx);
        let mut seen = Vec::new();
        walk_nested_ops_mut(&mut body2, ops[0], WalkOrder::PostOrder, |b, op| {
            seen.push(b.op_name(op).as_str());
            WalkResult::Advance
        });
        assert_eq!(seen, ["t.c", "t.b", "t.x", "t.iso", "t.d"]);
        let mut seen = Vec::new();
        walk_nested_ops_mut(&mut body2, ops[4], WalkOrder::PreOrder, |b, op| {
            seen.push(b.op_name(op).as_str());
            WalkResult::Advance
        });
        assert_eq!(seen, ["t.x"]);
        assert!(body2.op(ops[4]).has_nested_body());
        // Erase in pre-order (with or without skip).
        walk_ops_mut(&mut body, WalkOrder::PreOrder, |b, op| {
            if b.op_name(op).as_str() == "t.b" {
                b.erase_op(op);
                return WalkResult::Advance;
            }
            WalkResult::Advance
        });
        assert_eq!(
            names_of(&body, WalkOrder::PreOrder, "", ""),
            ["t.a", "t.d", "t.iso"]
        );
    }
}
