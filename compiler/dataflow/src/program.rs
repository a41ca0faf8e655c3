//! The IR an analysis runs over: the regions of one *top* op, with every body nested in them
//! (the bodies of isolated-from-above ops inside, such as the functions of a module).
//!
//! Ids of ops, blocks and values are relative to their [`Body`], so the program names them
//! with the body they live in: [`BodyIx`] numbers the bodies (0 is the body holding the top
//! op's regions), and [`Op`], [`Blk`] and [`Val`] pair an id with its body. A body is reached
//! from the root by its chain of owner ops, so the tree stays attached and every IR utility
//! keeps working; [`Program::body_mut`] gives mutable access (folding needs it) one body at
//! a time.
//!
//! Program points are the positions between ops: [`Point::before`] an op (which is also the
//! point after the op before it, and the start of its block when it is the first) and the
//! end of a block ([`Point::end`], also its start when the block is empty). The top op
//! itself is outside the program: [`TopInfo`] says what the analyses need to know about it.

use ropt_ir::call_interfaces::CallableOpInterface;
use ropt_ir::registry::Traits;
use ropt_ir::{BlockId, Body, Context, OpId, OperationName, RegionId, ValueId};
use rustc_hash::FxHashMap;

/// A body of the program (0: the body holding the top op's regions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BodyIx(pub u32);

impl BodyIx {
    /// The body holding the top op's regions.
    pub const ROOT: BodyIx = BodyIx(0);

    fn index(self) -> usize {
        self.0 as usize
    }
}

/// An op of the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Op {
    /// The body holding it.
    pub body: BodyIx,
    /// Its id in that body.
    pub id: OpId,
}

/// A block of the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Blk {
    /// The body holding it.
    pub body: BodyIx,
    /// Its id in that body.
    pub id: BlockId,
}

/// A region of the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Reg {
    /// The body holding it.
    pub body: BodyIx,
    /// Its id in that body.
    pub id: RegionId,
}

/// A value of the program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Val {
    /// The body holding it.
    pub body: BodyIx,
    /// Its id in that body.
    pub id: ValueId,
}

/// A program point: before an op, or at the end of a block.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Point {
    /// The body holding the op or block.
    pub body: BodyIx,
    /// The op index, or [`Point::END`] plus the block index.
    raw: u32,
}

impl Point {
    const END: u32 = 1 << 31;

    /// The point just before `op`.
    pub fn before(op: Op) -> Point {
        Point {
            body: op.body,
            raw: op.id.index() as u32,
        }
    }

    /// The point at the end of `block` (after its last op).
    pub fn end(block: Blk) -> Point {
        Point {
            body: block.body,
            raw: Self::END | block.id.index() as u32,
        }
    }

    /// The op this point is before, if it is not a block's end.
    pub fn op_after(self) -> Option<Op> {
        (self.raw & Self::END == 0).then(|| Op {
            body: self.body,
            id: OpId::from_index(self.raw as usize),
        })
    }

    /// The block this point ends, if it is a block's end.
    pub fn ended_block(self) -> Option<Blk> {
        (self.raw & Self::END != 0).then(|| Blk {
            body: self.body,
            id: BlockId::from_index((self.raw & !Self::END) as usize),
        })
    }
}

/// What the analyses know of the top op (it is outside the program).
#[derive(Debug, Clone)]
pub struct TopInfo {
    /// Its name.
    pub name: OperationName,
    /// Its regions (in the root body).
    pub regions: Vec<RegionId>,
    /// It sits in a block (MLIR: `top->getBlock()`); false for the root op of a file.
    pub has_block: bool,
    /// Every use of the symbols in it is visible (MLIR's `walkSymbolTables` flag for the top
    /// op: it has no block, is no symbol, or is a private one).
    pub uses_visible: bool,
    /// The callable region when the top op is a callable.
    pub callable_region: Option<RegionId>,
    /// The symbols of the symbol tables around the top op, for calls from inside it to
    /// symbols outside.
    /// (by name's bytes).
    pub outer_symbols: FxHashMap<&'static [u8], OuterSymbol>,
}

/// A symbol outside the program, as calls from inside see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OuterSymbol {
    /// It is a callable.
    pub callable: bool,
    /// It is a callable with a body (not an external declaration).
    pub has_body: bool,
}

impl TopInfo {
    /// The description of `op` (of `body`), with the symbols of the symbol table `body`
    /// belongs to, if its owner is one.
    pub fn of(body: &Body, op: OpId) -> TopInfo {
        let name = body.op_name(op);
        let callable_region = name
            .interface::<CallableOpInterface>()
            .and_then(|c| (c.body_region)(body, op));
        let mut outer_symbols = FxHashMap::default();
        if body
            .owner_name()
            .is_some_and(|n| n.has_trait(Traits::SYMBOL_TABLE))
            && has_symbol_calls(body, op)
        {
            for &r in body.top_regions().iter().take(1) {
                for b in body.blocks(r) {
                    for o in body.ops(b) {
                        let Some(sym) = ropt_ir::symbol_table::symbol_name_bytes(body, o) else {
                            continue;
                        };
                        let callable = body.op_name(o).interface::<CallableOpInterface>();
                        let info = OuterSymbol {
                            callable: callable.is_some(),
                            has_body: callable.is_some_and(|c| (c.body_region)(body, o).is_some()),
                        };
                        outer_symbols.entry(sym).or_insert(info);
                    }
                }
            }
        }
        // A root body (no owner op) holds the file's top op, which MLIR sees without a block.
        let has_block = body.owner_name().is_some() && body.parent_block(op).is_some();
        let uses_visible = !has_block
            || !name.has_trait(Traits::SYMBOL)
            || ropt_ir::symbol_table::visibility(body, op)
                == ropt_ir::symbol_table::Visibility::Private;
        TopInfo {
            name,
            regions: body.regions(op).to_vec(),
            has_block,
            uses_visible,
            callable_region,
            outer_symbols,
        }
    }
}

/// True if a call naming its callee by a symbol is nested in `op` (of `body`).
pub fn has_symbol_calls(body: &Body, op: OpId) -> bool {
    use ropt_ir::call_interfaces::{CallOpInterface, Callee};
    use ropt_ir::walk::{WalkOrder, WalkResult};
    body.walk_ops(op, WalkOrder::PreOrder, |b, o| {
        match b.op_name(o).interface::<CallOpInterface>() {
            Some(c) if matches!((c.callee)(b, o), Some(Callee::Symbol(_))) => WalkResult::Interrupt,
            _ => WalkResult::Advance,
        }
    }) == WalkResult::Interrupt
}

/// Where a body is and how its ids map to dense indices.
#[derive(Debug, Clone)]
struct BodyInfo {
    /// The body holding the owner op and the owner op (none for the root).
    parent: Option<(BodyIx, OpId)>,
    value_base: u32,
    point_base: u32,
    op_cap: u32,
}

/// The IR of an analysis (see the module documentation).
pub struct Program<'a> {
    ctx: &'a Context,
    root: &'a mut Body,
    top: TopInfo,
    bodies: Vec<BodyInfo>,
    /// The body of each isolated op with one: (holding body, op) -> body.
    nested: FxHashMap<(BodyIx, OpId), BodyIx>,
    /// Ops of the top op's regions left out of the analysis (see [`Program::exclude`]).
    excluded: rustc_hash::FxHashSet<OpId>,
    num_values: u32,
    num_points: u32,
}

impl<'a> Program<'a> {
    /// The program of the top op described by `top`, whose regions live in `root`.
    pub fn new(ctx: &'a Context, root: &'a mut Body, top: TopInfo) -> Self {
        let mut p = Program {
            ctx,
            root,
            top,
            bodies: Vec::new(),
            nested: FxHashMap::default(),
            excluded: Default::default(),
            num_values: 0,
            num_points: 0,
        };
        p.number();
        p
    }

    /// Numbers the bodies (a depth-first walk with an explicit stack) and their ids.
    fn number(&mut self) {
        let mut stack: Vec<(Option<(BodyIx, OpId)>, &Body)> = vec![(None, &*self.root)];
        let (mut values, mut points) = (0u32, 0u32);
        while let Some((parent, body)) = stack.pop() {
            let ix = BodyIx(self.bodies.len() as u32);
            if let Some(key) = parent {
                self.nested.insert(key, ix);
            }
            let op_cap = body.op_capacity() as u32;
            self.bodies.push(BodyInfo {
                parent,
                value_base: values,
                point_base: points,
                op_cap,
            });
            values += body.value_capacity() as u32;
            points += op_cap + body.block_capacity() as u32;
            for (op, nested) in body.nested_bodies() {
                stack.push((Some((ix, op)), nested));
            }
        }
        self.num_values = values;
        self.num_points = points;
    }

    /// Leaves `op`, an op directly in the top op's regions, out: walks over the program
    /// ([`Program::preorder`]) skip it and what it holds, so no analysis visits it. For ops
    /// whose analysis is known to be independent of the rest (run on their own).
    pub fn exclude(&mut self, op: OpId) {
        self.excluded.insert(op);
    }

    /// True if `op` was left out with [`Program::exclude`].
    pub fn is_excluded(&self, op: Op) -> bool {
        op.body == BodyIx::ROOT && self.excluded.contains(&op.id)
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.ctx
    }

    /// What the analyses know of the top op.
    pub fn top(&self) -> &TopInfo {
        &self.top
    }

    /// The number of bodies.
    pub fn num_bodies(&self) -> usize {
        self.bodies.len()
    }

    /// The isolated op whose body is `ix` (`None` for the root: the top op).
    pub fn owner(&self, ix: BodyIx) -> Option<Op> {
        self.bodies[ix.index()]
            .parent
            .map(|(body, id)| Op { body, id })
    }

    /// The owner ops from the root down to body `ix` (innermost last).
    fn chain(&self, ix: BodyIx) -> Vec<OpId> {
        let mut chain = Vec::new();
        let mut cur = ix;
        while let Some((p, op)) = self.bodies[cur.index()].parent {
            chain.push(op);
            cur = p;
        }
        chain.reverse();
        chain
    }

    /// Body `ix`.
    pub fn body(&self, ix: BodyIx) -> &Body {
        match self.bodies[ix.index()].parent {
            None => self.root,
            // The common case: a function of the root module.
            Some((BodyIx::ROOT, op)) => self.root.nested_body(op).expect("numbered body"),
            Some(_) => {
                let mut b: &Body = self.root;
                for op in self.chain(ix) {
                    b = b.nested_body(op).expect("numbered body");
                }
                b
            }
        }
    }

    /// Body `ix`, mutably.
    pub fn body_mut(&mut self, ix: BodyIx) -> &mut Body {
        match self.bodies[ix.index()].parent {
            None => self.root,
            Some((BodyIx::ROOT, op)) => self.root.nested_body_mut(op).expect("numbered body"),
            Some(_) => {
                let chain = self.chain(ix);
                let mut b: &mut Body = self.root;
                for op in chain {
                    b = b.nested_body_mut(op).expect("numbered body");
                }
                b
            }
        }
    }

    /// The body holding `op`'s regions, and its index.
    pub fn regions_body(&self, op: Op) -> (BodyIx, &Body) {
        match self.nested.get(&(op.body, op.id)) {
            Some(&ix) => (ix, self.body(ix)),
            None => (op.body, self.body(op.body)),
        }
    }

    /// The regions of `op`.
    pub fn regions(&self, op: Op) -> Vec<Reg> {
        let (ix, _) = self.regions_body(op);
        self.body(op.body)
            .regions(op.id)
            .iter()
            .map(|&id| Reg { body: ix, id })
            .collect()
    }

    /// The regions of the top op.
    pub fn top_regions(&self) -> Vec<Reg> {
        self.top
            .regions
            .iter()
            .map(|&id| Reg {
                body: BodyIx::ROOT,
                id,
            })
            .collect()
    }

    /// The op owning `region` (`None`: the top op).
    pub fn region_parent_op(&self, region: Reg) -> Option<Op> {
        match self.body(region.body).region_parent_op(region.id) {
            Some(id) => Some(Op {
                body: region.body,
                id,
            }),
            None => self.bodies[region.body.index()]
                .parent
                .map(|(body, id)| Op { body, id }),
        }
    }

    /// The region holding `block`.
    pub fn block_region(&self, block: Blk) -> Option<Reg> {
        self.body(block.body)
            .block_parent_region(block.id)
            .map(|id| Reg {
                body: block.body,
                id,
            })
    }

    /// The op owning the region of `block` (`None`: the top op).
    pub fn block_parent_op(&self, block: Blk) -> Option<Op> {
        self.region_parent_op(self.block_region(block)?)
    }

    /// The index of `region` among its owner's regions.
    pub fn region_number(&self, region: Reg) -> u32 {
        self.body(region.body).region(region.id).index()
    }

    /// The entry block of `region`.
    pub fn entry_block(&self, region: Reg) -> Option<Blk> {
        self.body(region.body).entry_block(region.id).map(|id| Blk {
            body: region.body,
            id,
        })
    }

    /// True if `block` is the first block of its region.
    pub fn is_entry_block(&self, block: Blk) -> bool {
        self.body(block.body).prev_block(block.id).is_none()
    }

    /// The block holding `op` (every op of the program has one).
    pub fn parent_block(&self, op: Op) -> Option<Blk> {
        self.body(op.body)
            .parent_block(op.id)
            .map(|id| Blk { body: op.body, id })
    }

    /// The op whose regions hold `op` (`None`: the top op).
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        self.block_parent_op(self.parent_block(op)?)
    }

    /// The ops of `block`, in order.
    pub fn ops(&self, block: Blk) -> Vec<Op> {
        self.body(block.body)
            .ops(block.id)
            .map(|id| Op {
                body: block.body,
                id,
            })
            .collect()
    }

    /// The blocks of `region`, in order.
    pub fn blocks(&self, region: Reg) -> Vec<Blk> {
        self.body(region.body)
            .blocks(region.id)
            .map(|id| Blk {
                body: region.body,
                id,
            })
            .collect()
    }

    /// The last op of `block` (its terminator, if it has one).
    pub fn last_op(&self, block: Blk) -> Option<Op> {
        self.body(block.body).last_op(block.id).map(|id| Op {
            body: block.body,
            id,
        })
    }

    /// The name of `op`.
    pub fn op_name(&self, op: Op) -> OperationName {
        self.body(op.body).op_name(op.id)
    }

    /// The operands of `op`.
    pub fn operands(&self, op: Op) -> Vec<Val> {
        self.body(op.body)
            .operands(op.id)
            .map(|id| Val { body: op.body, id })
            .collect()
    }

    /// Replaces `out` by the operands of `op`.
    pub fn operands_into(&self, op: Op, out: &mut Vec<Val>) {
        out.clear();
        out.extend(
            self.body(op.body)
                .operands(op.id)
                .map(|id| Val { body: op.body, id }),
        );
    }

    /// Replaces `out` by the results of `op`.
    pub fn results_into(&self, op: Op, out: &mut Vec<Val>) {
        out.clear();
        out.extend(
            self.body(op.body)
                .results(op.id)
                .map(|id| Val { body: op.body, id }),
        );
    }

    /// The results of `op`.
    pub fn results(&self, op: Op) -> Vec<Val> {
        self.body(op.body)
            .results(op.id)
            .map(|id| Val { body: op.body, id })
            .collect()
    }

    /// The arguments of `block`.
    pub fn arguments(&self, block: Blk) -> Vec<Val> {
        self.body(block.body)
            .block_arguments(block.id)
            .iter()
            .map(|&id| Val {
                body: block.body,
                id,
            })
            .collect()
    }

    /// The successors of `op`.
    pub fn successors(&self, op: Op) -> Vec<Blk> {
        self.body(op.body)
            .successors(op.id)
            .map(|id| Blk { body: op.body, id })
            .collect()
    }

    // ---- program points ----

    /// The point just before `op`.
    pub fn before(&self, op: Op) -> Point {
        Point::before(op)
    }

    /// The point just after `op`.
    pub fn after(&self, op: Op) -> Point {
        let body = self.body(op.body);
        match body.next_op(op.id) {
            Some(next) => Point::before(Op {
                body: op.body,
                id: next,
            }),
            None => Point::end(Blk {
                body: op.body,
                id: body
                    .parent_block(op.id)
                    .expect("op of the program has a block"),
            }),
        }
    }

    /// The start of `block` (before its first op).
    pub fn block_start(&self, block: Blk) -> Point {
        match self.body(block.body).first_op(block.id) {
            Some(id) => Point::before(Op {
                body: block.body,
                id,
            }),
            None => Point::end(block),
        }
    }

    /// The block a point is in.
    pub fn point_block(&self, p: Point) -> Blk {
        match p.op_after() {
            Some(op) => self
                .parent_block(op)
                .expect("op of the program has a block"),
            None => p
                .ended_block()
                .expect("a point is before an op or ends a block"),
        }
    }

    /// The op just before a point (`None` at a block's start).
    pub fn prev_op(&self, p: Point) -> Option<Op> {
        match p.op_after() {
            Some(op) => self
                .body(op.body)
                .prev_op(op.id)
                .map(|id| Op { body: op.body, id }),
            None => self.last_op(p.ended_block()?),
        }
    }

    /// The op just after a point (`None` at a block's end).
    pub fn next_op(&self, p: Point) -> Option<Op> {
        p.op_after()
    }

    /// True if the point is the start of its block.
    pub fn is_block_start(&self, p: Point) -> bool {
        self.prev_op(p).is_none()
    }

    // ---- dense numbering ----

    /// The number of values (the dense value indices are below it).
    pub fn num_values(&self) -> usize {
        self.num_values as usize
    }

    /// The number of program points (the dense point indices are below it).
    pub fn num_points(&self) -> usize {
        self.num_points as usize
    }

    /// The dense index of a value (below [`Program::num_values`]); `None` for a value made
    /// after the program was numbered.
    pub fn value_index(&self, v: Val) -> Option<usize> {
        let info = self.bodies.get(v.body.index())?;
        let next = self
            .bodies
            .get(v.body.index() + 1)
            .map_or(self.num_values, |b| b.value_base);
        let i = info.value_base + v.id.index() as u32;
        (i < next).then_some(i as usize)
    }

    /// The dense index of a point (below [`Program::num_points`]).
    pub fn point_index(&self, p: Point) -> usize {
        let info = &self.bodies[p.body.index()];
        let local = if p.raw & Point::END != 0 {
            info.op_cap + (p.raw & !Point::END)
        } else {
            p.raw
        };
        (info.point_base + local) as usize
    }
}

/// What a pre-order walk meets (see [`Program::preorder`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visit {
    /// An op, before what its regions hold.
    Op(Op),
    /// A block, before its ops.
    Block(Blk),
}

impl Program<'_> {
    /// Everything in `regions`, in pre-order: each block, then each of its ops followed by
    /// what the op's regions hold (MLIR's recursive initialization order). Iterative.
    pub fn preorder(&self, regions: &[Reg]) -> Vec<Visit> {
        self.walk_order(regions, false)
    }

    /// [`Program::preorder`] with the ops of each block last to first (the order in which
    /// backward analyses start).
    pub fn preorder_backward(&self, regions: &[Reg]) -> Vec<Visit> {
        self.walk_order(regions, true)
    }

    /// The ops in `regions`, each after what its regions hold (MLIR's default walk order),
    /// excluded ops left out. Iterative.
    pub fn postorder(&self, regions: &[Reg]) -> Vec<Op> {
        enum Work {
            Enter(Op),
            Exit(Op),
        }
        let mut out = Vec::new();
        let mut stack: Vec<Work> = Vec::new();
        let push_regions = |stack: &mut Vec<Work>, regions: &[Reg]| {
            for &r in regions.iter().rev() {
                for b in self.blocks(r).into_iter().rev() {
                    let body = self.body(b.body);
                    stack.extend(
                        body.ops_rev(b.id)
                            .map(|id| Work::Enter(Op { body: b.body, id })),
                    );
                }
            }
        };
        push_regions(&mut stack, regions);
        while let Some(w) = stack.pop() {
            match w {
                Work::Enter(op) if self.is_excluded(op) => {}
                Work::Enter(op) => {
                    stack.push(Work::Exit(op));
                    push_regions(&mut stack, &self.regions(op));
                }
                Work::Exit(op) => out.push(op),
            }
        }
        out
    }

    fn walk_order(&self, regions: &[Reg], ops_reversed: bool) -> Vec<Visit> {
        enum Work {
            Region(Reg),
            Block(Blk),
            Op(Op),
        }
        let mut out = Vec::new();
        let mut stack: Vec<Work> = regions.iter().rev().map(|&r| Work::Region(r)).collect();
        while let Some(w) = stack.pop() {
            match w {
                Work::Region(r) => {
                    let body = self.body(r.body);
                    let blocks: Vec<BlockId> = body.blocks(r.id).collect();
                    stack.extend(
                        blocks
                            .into_iter()
                            .rev()
                            .map(|id| Work::Block(Blk { body: r.body, id })),
                    );
                }
                Work::Block(b) => {
                    out.push(Visit::Block(b));
                    let body = self.body(b.body);
                    let op = |id| Work::Op(Op { body: b.body, id });
                    match ops_reversed {
                        false => stack.extend(body.ops_rev(b.id).map(op)),
                        true => stack.extend(body.ops(b.id).map(op)),
                    }
                }
                Work::Op(op) => {
                    if self.is_excluded(op) {
                        continue;
                    }
                    out.push(Visit::Op(op));
                    stack.extend(self.regions(op).into_iter().rev().map(Work::Region));
                }
            }
        }
        out
    }
}
