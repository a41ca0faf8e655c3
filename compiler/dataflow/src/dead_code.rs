//! Dead-code analysis: which blocks and control-flow edges can execute, and where control
//! comes from (MLIR's `DeadCodeAnalysis`).
//!
//! * [`Executable`] at the start of a block: the block may run; at a [`CfgEdge`]: the edge
//!   may be taken. Everything starts dead; the entry blocks of the top op's regions are live.
//! * [`PredecessorState`] lists the ops control may come from: at the start of a region's
//!   entry block, the region-branch op and the terminators branching there; after a
//!   region-branch op, the terminators returning to it; after a callable, its call sites;
//!   after a call, the returns of its callee. Its *unknown* flag says that other, unseen
//!   predecessors may exist (a public function may be called from outside).
//!
//! The analysis visits every op with control flow (regions, successors, calls, and the
//! terminators of region-branch ops and callables) whenever its block becomes live or the
//! constant operands it reads change: branches with constant operands take one successor
//! ([`BranchOpInterface`]'s `successor_for_operands`, [`RegionBranchOpInterface`]'s entry
//! successors), calls add themselves to their callee's call sites, returns to their
//! callers. Constants come from [`ConstantValue`] lattices, so a constant-propagation
//! analysis must be loaded too; an operand whose lattice is uninitialized stops the visit.
//!
//! Callables are symbols: the call sites of a public callable (or one whose symbol has a
//! use other than a call, or a nested one when not all uses are visible) are unknown.

use ropt_ir::call_interfaces::{CallOpInterface, CallableOpInterface};
use ropt_ir::region_branch::{RegionBranchOpInterface, RegionSuccessor, terminator_successors};
use ropt_ir::registry::Traits;
use ropt_ir::rewrite_hooks::BranchOpInterface;
use ropt_ir::symbol_table::{Visibility, visibility};
use ropt_ir::walk::WalkResult;
use ropt_ir::{Attribute, Diagnostic};

use crate::constant::ConstantValue;
use crate::program::{Blk, Op, Point, Program, Reg, Val, Visit};
use crate::solver::{Analysis, Anchor, CfgEdge, Change, Cx, Resolved};

/// Whether a block (at its start) or an edge may execute.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Executable {
    live: bool,
}

impl Executable {
    /// True if it may execute.
    pub fn is_live(&self) -> bool {
        self.live
    }

    /// Marks it live.
    pub fn set_live(&mut self) -> Change {
        Change::from(!std::mem::replace(&mut self.live, true))
    }
}

/// The ops control may come from (see the module documentation).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PredecessorState {
    unknown: bool,
    known: Vec<Op>,
    /// The successor inputs each predecessor forwards to (only when there are some).
    inputs: Vec<(Op, Vec<Val>)>,
}

impl PredecessorState {
    /// True if every predecessor is known.
    pub fn all_known(&self) -> bool {
        !self.unknown
    }

    /// The known predecessors, in the order they were found.
    pub fn known(&self) -> &[Op] {
        &self.known
    }

    /// The successor inputs `pred` forwards to.
    pub fn inputs(&self, pred: Op) -> &[Val] {
        self.inputs
            .iter()
            .find(|(p, _)| *p == pred)
            .map_or(&[], |(_, v)| v)
    }

    /// Records that unknown predecessors may exist.
    pub fn set_unknown(&mut self) -> Change {
        Change::from(!std::mem::replace(&mut self.unknown, true))
    }

    /// Adds a predecessor.
    pub fn join(&mut self, pred: Op) -> Change {
        if self.known.contains(&pred) {
            return Change::NoChange;
        }
        self.known.push(pred);
        Change::Change
    }

    /// Adds a predecessor with the successor inputs it forwards to.
    pub fn join_with_inputs(&mut self, pred: Op, inputs: Vec<Val>) -> Change {
        let mut change = self.join(pred);
        if !inputs.is_empty() {
            match self.inputs.iter_mut().find(|(p, _)| *p == pred) {
                Some((_, cur)) if *cur == inputs => {}
                Some((_, cur)) => {
                    *cur = inputs;
                    change = Change::Change;
                }
                None => {
                    self.inputs.push((pred, inputs));
                    change = Change::Change;
                }
            }
        }
        change
    }
}

/// MLIR's `DeadCodeAnalysis` (see the module documentation).
#[derive(Debug, Default)]
pub struct DeadCodeAnalysis;

/// Marks the state of type [`Executable`] at `anchor` live.
fn mark_live(cx: &mut Cx<'_, '_>, anchor: Anchor) {
    let id = cx.get_or_create::<Executable>(anchor);
    cx.update(id, Executable::set_live);
}

fn mark_block_live(cx: &mut Cx<'_, '_>, block: Blk) {
    let p = cx.ir().block_start(block);
    mark_live(cx, Anchor::Point(p));
}

fn mark_entry_blocks_live(cx: &mut Cx<'_, '_>, regions: &[Reg]) {
    for &r in regions {
        if let Some(b) = cx.ir().entry_block(r) {
            mark_block_live(cx, b);
        }
    }
}

fn mark_edge_live(cx: &mut Cx<'_, '_>, from: Blk, to: Blk) {
    mark_block_live(cx, to);
    mark_live(cx, Anchor::Edge(CfgEdge { from, to }));
}

/// True if `block`'s start is live.
pub fn block_is_live(cx: &Cx<'_, '_>, block: Blk) -> bool {
    let p = cx.ir().block_start(block);
    cx.lookup::<Executable>(Anchor::Point(p))
        .is_some_and(Executable::is_live)
}

/// True if `op` is the last op of a block of a region-branch op or a callable and has no
/// successors (MLIR's `isRegionOrCallableReturn`).
pub fn is_region_or_callable_return(ir: &Program<'_>, op: Op) -> bool {
    let body = ir.body(op.body);
    if body.num_successors(op.id) != 0 || body.next_op(op.id).is_some() {
        return false;
    }
    match ir.parent_op(op) {
        Some(p) => {
            let name = ir.op_name(p);
            name.interface::<RegionBranchOpInterface>().is_some()
                || name.interface::<CallableOpInterface>().is_some()
        }
        None => ir.top().callable_region.is_some(),
    }
}

/// True if the analysis needs to visit `op`.
fn has_control_flow(ir: &Program<'_>, op: Op) -> bool {
    let body = ir.body(op.body);
    body.num_regions(op.id) != 0
        || body.num_successors(op.id) != 0
        || body.op_name(op.id).interface::<CallOpInterface>().is_some()
        || is_region_or_callable_return(ir, op)
}

/// The constant values of `op`'s operands, each read with a dependency of the point after
/// `op`; `None` if one is still uninitialized (MLIR's `getOperandValues`).
pub fn operand_constants(cx: &mut Cx<'_, '_>, op: Op) -> Option<Vec<Option<Attribute>>> {
    let after = cx.ir().after(op);
    let operands = cx.ir().operands(op);
    let mut lattices: Vec<ConstantValue> = Vec::with_capacity(operands.len());
    cx.states_of(&operands, Some(after), &mut lattices);
    lattices
        .into_iter()
        .map(|c| (!c.is_uninitialized()).then(|| c.constant()))
        .collect()
}

impl DeadCodeAnalysis {
    /// Marks the call sites of callables that may be called from outside as unknown.
    fn initialize_symbol_callables(&self, cx: &mut Cx<'_, '_>) {
        // Every symbol table, with whether all uses of its symbols are visible (MLIR's
        // `walkSymbolTables`; the order does not matter, nothing depends on these states
        // yet).
        let top_regions = cx.ir().top_regions();
        let top_is_table = cx.ir().top().name.has_trait(Traits::SYMBOL_TABLE);
        // Below an op that is no symbol table, nested symbols are hidden.
        let top_visible = !top_is_table || cx.ir().top().uses_visible;
        let mut visible: rustc_hash::FxHashMap<Op, bool> = rustc_hash::FxHashMap::default();
        let mut tables: Vec<(Option<Op>, bool)> = Vec::new();
        for v in cx.ir().preorder(&top_regions) {
            let Visit::Op(op) = v else { continue };
            let parent_visible = match cx.ir().parent_op(op) {
                Some(p) => visible[&p],
                None => top_visible,
            };
            let body = cx.ir().body(op.body);
            let name = body.op_name(op.id);
            let vis = if name.has_trait(Traits::SYMBOL_TABLE) {
                let vis = parent_visible
                    || !name.has_trait(Traits::SYMBOL)
                    || visibility(body, op.id) == Visibility::Private;
                tables.push((Some(op), vis));
                vis
            } else {
                true
            };
            visible.insert(op, vis);
        }
        if top_is_table {
            tables.push((None, top_visible));
        }
        for (table, all_visible) in tables {
            self.visit_symbol_table(cx, table, all_visible);
        }
    }

    fn visit_symbol_table(&self, cx: &mut Cx<'_, '_>, table: Option<Op>, all_visible: bool) {
        let regions = match table {
            Some(op) => cx.ir().regions(op),
            None => cx.ir().top_regions(),
        };
        let Some(&region) = regions.first() else {
            return;
        };
        let Some(block) = cx.ir().entry_block(region) else {
            return;
        };
        let mut found = false;
        for op in cx.ir().ops(block) {
            let ir = cx.ir();
            let body = ir.body(op.body);
            let name = body.op_name(op.id);
            let Some(callable) = name.interface::<CallableOpInterface>() else {
                continue;
            };
            if (callable.body_region)(body, op.id).is_none() || !name.has_trait(Traits::SYMBOL) {
                continue;
            }
            let vis = visibility(body, op.id);
            if vis == Visibility::Public || (!all_visible && vis == Visibility::Nested) {
                let after = cx.ir().after(op);
                let id = cx.get_or_create::<PredecessorState>(Anchor::Point(after));
                cx.update(id, PredecessorState::set_unknown);
            }
            found = true;
        }
        if !found {
            return;
        }
        // Symbols with a use other than a call have unknown call sites.
        let ir = cx.ir();
        let ctx = ir.context();
        let known = |d: &str| ctx.registry().dialect(d).is_some();
        let (holder, table_op) = match table {
            Some(op) => (ir.body(op.body), op.id),
            None => {
                // The top op's own symbol uses: walk its regions through a region-holding
                // op of the root body is not possible, so walk each top-level op.
                return self.visit_top_symbol_uses(cx, region);
            }
        };
        let mut uses: Vec<Attribute> = Vec::new();
        let complete = ropt_ir::symbol_table::walk_symbol_uses(
            holder,
            table_op,
            &known,
            &mut |b, user, sym| {
                if b.op_name(user).interface::<CallOpInterface>().is_none() {
                    uses.push(sym);
                }
                WalkResult::Advance
            },
        );
        if complete.is_none() {
            return self.all_callables_unknown(cx);
        }
        self.mark_non_call_uses(cx, uses);
    }

    /// [`Self::visit_symbol_table`]'s use walk for the top op's region (in the root body).
    fn visit_top_symbol_uses(&self, cx: &mut Cx<'_, '_>, region: Reg) {
        let ir = cx.ir();
        let ctx = ir.context();
        let body = ir.body(region.body);
        let mut uses: Vec<Attribute> = Vec::new();
        let mut complete = true;
        for b in body.blocks(region.id) {
            for op in body.ops(b) {
                for dict in [body.op(op).properties(), body.op(op).attributes()]
                    .into_iter()
                    .flatten()
                {
                    if body.op_name(op).interface::<CallOpInterface>().is_none() {
                        ropt_ir::symbol_table::walk_symbol_refs(dict, &mut |a| uses.push(a));
                    }
                }
                let name = body.op_name(op);
                if name.has_trait(Traits::SYMBOL_TABLE) {
                    continue;
                }
                if body.num_regions(op) == 1
                    && !name.is_registered()
                    && ctx.registry().dialect(name.dialect()).is_none()
                {
                    complete = false;
                    break;
                }
                let known = |d: &str| ctx.registry().dialect(d).is_some();
                let r = ropt_ir::symbol_table::walk_symbol_uses(
                    body,
                    op,
                    &known,
                    &mut |b, user, sym| {
                        if b.op_name(user).interface::<CallOpInterface>().is_none() {
                            uses.push(sym);
                        }
                        WalkResult::Advance
                    },
                );
                if r.is_none() {
                    complete = false;
                    break;
                }
            }
        }
        if !complete {
            return self.all_callables_unknown(cx);
        }
        self.mark_non_call_uses(cx, uses);
    }

    /// Every callable nested in the top op gets unknown call sites.
    fn all_callables_unknown(&self, cx: &mut Cx<'_, '_>) {
        let top_regions = cx.ir().top_regions();
        for v in cx.ir().preorder(&top_regions) {
            let Visit::Op(op) = v else { continue };
            if cx
                .ir()
                .op_name(op)
                .interface::<CallableOpInterface>()
                .is_some()
            {
                let after = cx.ir().after(op);
                let id = cx.get_or_create::<PredecessorState>(Anchor::Point(after));
                cx.update(id, PredecessorState::set_unknown);
            }
        }
    }

    /// The symbols used other than by calls (resolved from the top op, as MLIR does) get
    /// unknown call sites.
    fn mark_non_call_uses(&self, cx: &mut Cx<'_, '_>, uses: Vec<Attribute>) {
        for sym in uses {
            let ropt_ir::AttributeKind::SymbolRef { root, nested } = sym.kind() else {
                continue;
            };
            if !cx.ir().top().name.has_trait(Traits::SYMBOL_TABLE) {
                continue;
            }
            let mut found = cx.symbol_in(None, root.as_bytes());
            for n in nested.iter() {
                let Some(op) = found else { break };
                if !cx.ir().op_name(op).has_trait(Traits::SYMBOL_TABLE) {
                    found = None;
                    break;
                }
                found = cx.symbol_in(Some(op), n.as_bytes());
            }
            if let Some(symbol) = found {
                let after = cx.ir().after(symbol);
                let id = cx.get_or_create::<PredecessorState>(Anchor::Point(after));
                cx.update(id, PredecessorState::set_unknown);
            }
        }
    }

    fn visit_op(&self, cx: &mut Cx<'_, '_>, op: Op) {
        let Some(block) = cx.ir().parent_block(op) else {
            return;
        };
        if !block_is_live(cx, block) {
            return;
        }
        let ir = cx.ir();
        let body = ir.body(op.body);
        let name = body.op_name(op.id);
        let (num_regions, num_successors) = (body.num_regions(op.id), body.num_successors(op.id));
        if name.interface::<CallOpInterface>().is_some() {
            self.visit_call(cx, op);
        }
        if num_regions != 0 {
            if let Some(branch) = name.interface::<RegionBranchOpInterface>() {
                self.visit_region_branch(cx, op, branch);
            } else if name.interface::<CallableOpInterface>().is_some() {
                let after = cx.ir().after(op);
                let id = cx.get_for::<PredecessorState>(after, Anchor::Point(after));
                let callsites = cx.state(id);
                if !callsites.all_known() || !callsites.known().is_empty() {
                    let regions = cx.ir().regions(op);
                    mark_entry_blocks_live(cx, &regions);
                }
            } else {
                let regions = cx.ir().regions(op);
                mark_entry_blocks_live(cx, &regions);
            }
        }
        if is_region_or_callable_return(cx.ir(), op)
            && let Some(parent) = cx.ir().parent_op(op)
        {
            let pname = cx.ir().op_name(parent);
            if let Some(branch) = pname.interface::<RegionBranchOpInterface>() {
                self.visit_region_terminator(cx, op, parent, branch);
            } else if pname.interface::<CallableOpInterface>().is_some() {
                self.visit_callable_terminator(cx, op, parent);
            }
        }
        if num_successors != 0 {
            match name.interface::<BranchOpInterface>() {
                Some(branch) => {
                    let Some(consts) = operand_constants(cx, op) else {
                        return;
                    };
                    let succs = cx.ir().successors(op);
                    let body = cx.ir().body(op.body);
                    match (branch.successor_for_operands)(body, op.id, &consts) {
                        Some(i) if i < succs.len() => mark_edge_live(cx, block, succs[i]),
                        _ => {
                            for s in succs {
                                mark_edge_live(cx, block, s);
                            }
                        }
                    }
                }
                None => {
                    for s in cx.ir().successors(op) {
                        mark_edge_live(cx, block, s);
                    }
                }
            }
        }
    }

    fn visit_call(&self, cx: &mut Cx<'_, '_>, call: Op) {
        let callable = match cx.resolve_call(call) {
            Resolved::Op(op) => Some(op),
            _ => None,
        };
        // A callable outside the program, or a declaration, is external.
        let internal = callable.filter(|&c| {
            let ir = cx.ir();
            let body = ir.body(c.body);
            let name = body.op_name(c.id);
            name.has_trait(Traits::SYMBOL)
                && name
                    .interface::<CallableOpInterface>()
                    .is_none_or(|i| (i.body_region)(body, c.id).is_some())
        });
        match internal {
            Some(c) => {
                let after = cx.ir().after(c);
                let id = cx.get_or_create::<PredecessorState>(Anchor::Point(after));
                cx.update(id, |s| s.join(call));
            }
            None => {
                let after = cx.ir().after(call);
                let id = cx.get_or_create::<PredecessorState>(Anchor::Point(after));
                cx.update(id, PredecessorState::set_unknown);
            }
        }
    }

    fn visit_region_branch(&self, cx: &mut Cx<'_, '_>, op: Op, branch: &RegionBranchOpInterface) {
        let Some(consts) = operand_constants(cx, op) else {
            return;
        };
        let mut succs = Vec::new();
        (branch.entry_successors)(cx.ir().body(op.body), op.id, &consts, &mut succs);
        for s in succs {
            let inputs = successor_inputs(cx.ir(), op, branch, s);
            let point = match s {
                RegionSuccessor::Region(i) => {
                    let Some(entry) = region_entry(cx.ir(), op, i) else {
                        continue;
                    };
                    cx.ir().block_start(entry)
                }
                RegionSuccessor::Parent => cx.ir().after(op),
            };
            mark_live(cx, Anchor::Point(point));
            let id = cx.get_or_create::<PredecessorState>(Anchor::Point(point));
            cx.update(id, |p| p.join_with_inputs(op, inputs));
        }
    }

    fn visit_region_terminator(
        &self,
        cx: &mut Cx<'_, '_>,
        term: Op,
        parent: Op,
        branch: &RegionBranchOpInterface,
    ) {
        let Some(consts) = operand_constants(cx, term) else {
            return;
        };
        let ir = cx.ir();
        let region = ir.block_region(ir.parent_block(term).expect("a terminator's block"));
        let Some(region) = region else { return };
        let index = ir.region_number(region);
        let mut succs = Vec::new();
        terminator_successors(
            ir.body(parent.body),
            parent.id,
            index,
            ir.body(term.body),
            term.id,
            &consts,
            &mut succs,
        );
        for s in succs {
            let inputs = successor_inputs(cx.ir(), parent, branch, s);
            let point = match s {
                RegionSuccessor::Region(i) => {
                    let Some(entry) = region_entry(cx.ir(), parent, i) else {
                        continue;
                    };
                    mark_block_live(cx, entry);
                    cx.ir().block_start(entry)
                }
                RegionSuccessor::Parent => cx.ir().after(parent),
            };
            let id = cx.get_or_create::<PredecessorState>(Anchor::Point(point));
            cx.update(id, |p| p.join_with_inputs(term, inputs));
        }
    }

    fn visit_callable_terminator(&self, cx: &mut Cx<'_, '_>, term: Op, callable: Op) {
        let after_term = cx.ir().after(term);
        let after_callable = cx.ir().after(callable);
        let id = cx.get_for::<PredecessorState>(after_term, Anchor::Point(after_callable));
        let callsites: Vec<Op> = cx.state(id).known().to_vec();
        let resolvable = cx.ir().op_name(term).has_trait(Traits::RETURN_LIKE);
        for call in callsites {
            let after = cx.ir().after(call);
            let id = cx.get_or_create::<PredecessorState>(Anchor::Point(after));
            if resolvable {
                cx.update(id, |p| p.join(term));
            } else {
                cx.update(id, PredecessorState::set_unknown);
            }
        }
    }
}

/// The entry block of region `index` of `op`.
pub fn region_entry(ir: &Program<'_>, op: Op, index: u32) -> Option<Blk> {
    let region = *ir.regions(op).get(index as usize)?;
    ir.entry_block(region)
}

/// The inputs of successor `to` of the region-branch op `op`: values of the region's entry
/// block or results of `op`.
pub fn successor_inputs(
    ir: &Program<'_>,
    op: Op,
    branch: &RegionBranchOpInterface,
    to: RegionSuccessor,
) -> Vec<Val> {
    let range = (branch.successor_inputs)(ir.body(op.body), op.id, to);
    let values = match to {
        RegionSuccessor::Parent => ir.results(op),
        RegionSuccessor::Region(i) => match region_entry(ir, op, i) {
            Some(b) => ir.arguments(b),
            None => Vec::new(),
        },
    };
    values.get(range).map(|v| v.to_vec()).unwrap_or_default()
}

impl Analysis for DeadCodeAnalysis {
    fn initialize(&mut self, cx: &mut Cx<'_, '_>) -> Result<(), Diagnostic> {
        let regions = cx.ir().top_regions();
        mark_entry_blocks_live(cx, &regions);
        self.initialize_symbol_callables(cx);
        for v in cx.ir().preorder(&regions) {
            let Visit::Op(op) = v else { continue };
            if !has_control_flow(cx.ir(), op) {
                continue;
            }
            // Visit the op again when its block becomes live.
            if let Some(block) = cx.ir().parent_block(op) {
                let p = cx.ir().block_start(block);
                let id = cx.get_or_create::<Executable>(Anchor::Point(p));
                cx.subscribe_block_content(id);
            }
            self.visit_op(cx, op);
        }
        Ok(())
    }

    fn visit(&mut self, cx: &mut Cx<'_, '_>, point: Point) -> Result<(), Diagnostic> {
        if let Some(op) = cx.ir().prev_op(point) {
            self.visit_op(cx, op);
        }
        Ok(())
    }
}
