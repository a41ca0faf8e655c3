//! Dense analyses: a lattice value per program point (MLIR's `DenseForwardDataFlowAnalysis`
//! and `DenseBackwardDataFlowAnalysis`).
//!
//! The lattice of a point is the state there: forward, the point after an op holds the
//! state once it ran and the start of a block the state when the block is entered;
//! backward, the point before an op holds the state before it runs and the end of a block
//! the state when it is left. (The point after an op is the point before the next one.)
//!
//! A concrete analysis implements [`DenseForward`] or [`DenseBackward`] and runs wrapped in
//! [`DenseForwardDriver`] or [`DenseBackwardDriver`], which handle control flow:
//!
//! * forward: a block's start joins the states at the end of its live predecessors; the
//!   entry of a callable's region the states before its known call sites
//!   ([`CallAction::EnterCallee`]), or the entry state when they are not all known; a
//!   region entry and the point after a region-branch op the states of their predecessors
//!   (the op itself, or the terminators returning there); the point after a call the
//!   states at its callee's returns ([`CallAction::ExitCallee`]), a call to an external
//!   callee goes through [`CallAction::ExternalCallee`].
//! * backward, mirrored: a block's end meets the states at the start of its live
//!   successors; an exit block of a callable the states after its call sites; a region's
//!   exit and the point before a region-branch op the states at their successors; the point
//!   before a call the state at its callee's entry.
//!
//! Both need [`crate::DeadCodeAnalysis`] loaded before them; ops in dead blocks are not
//! visited.

use ropt_ir::Diagnostic;
use ropt_ir::call_interfaces::{CallOpInterface, CallableOpInterface};
use ropt_ir::region_branch::{RegionBranchOpInterface, RegionSuccessor};
use ropt_ir::registry::Traits;

use crate::dead_code::{Executable, PredecessorState};
use crate::program::{Blk, Op, Point, Reg, Visit};
use crate::solver::{Analysis, Anchor, CfgEdge, Change, Cx, Resolved};
use crate::sparse::Lattice;

/// Which call-level control flow a transfer function handles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallAction {
    /// From the call into the callee's entry.
    EnterCallee,
    /// From the callee's return back after the call.
    ExitCallee,
    /// Over a call to a callee whose body is not known.
    ExternalCallee,
}

impl Cx<'_, '_> {
    /// A copy of the dense lattice at `point`, with a dependency of `dependent` on it.
    pub fn dense_for<L: Lattice>(&mut self, dependent: Point, point: Point) -> L {
        let id = self.get_for::<L>(dependent, Anchor::Point(point));
        self.state(id).clone()
    }

    /// Replaces the dense lattice at `point` by `new` if it differs.
    fn store_dense<L: Lattice>(&mut self, point: Point, new: L) {
        let id = self.get_or_create::<L>(Anchor::Point(point));
        self.update(id, |l| {
            if *l == new {
                Change::NoChange
            } else {
                *l = new;
                Change::Change
            }
        });
    }

    /// True if `block` is live, with a dependency of `point` on it.
    fn live_for(&mut self, point: Point, block: Blk) -> bool {
        let start = self.ir().block_start(block);
        let id = self.get_for::<Executable>(point, Anchor::Point(start));
        self.state(id).is_live()
    }
}

/// The transfer functions of a dense forward analysis.
pub trait DenseForward: 'static {
    /// The lattice.
    type L: Lattice;

    /// Sets `lattice` (at `point`) to the state where nothing is known (MLIR's
    /// `setToEntryState`).
    fn set_to_entry_state(&self, point: Point, lattice: &mut Self::L);

    /// The transfer function of an op that is neither a region-branch op nor a call:
    /// `after` holds the current state after it.
    fn visit_operation(
        &mut self,
        cx: &mut Cx<'_, '_>,
        op: Op,
        before: &Self::L,
        after: &mut Self::L,
    ) -> Result<(), Diagnostic>;

    /// Call-level control flow. Default: the state flows unchanged.
    fn visit_call_transfer(
        &mut self,
        cx: &mut Cx<'_, '_>,
        call: Op,
        action: CallAction,
        before: &Self::L,
        after: &mut Self::L,
    ) {
        let _ = (cx, call, action);
        after.join(before);
    }

    /// Control flow of the region-branch op `branch` from region `from` (`None`: the op)
    /// to region `to` (`None`: after the op). Default: the state flows unchanged.
    fn visit_region_branch_transfer(
        &mut self,
        cx: &mut Cx<'_, '_>,
        branch: Op,
        from: Option<u32>,
        to: Option<u32>,
        before: &Self::L,
        after: &mut Self::L,
    ) {
        let _ = (cx, branch, from, to);
        after.join(before);
    }
}

/// Runs a [`DenseForward`] analysis (see the module documentation).
pub struct DenseForwardDriver<A: DenseForward> {
    /// The analysis.
    pub analysis: A,
}

impl<A: DenseForward> DenseForwardDriver<A> {
    /// Wraps `analysis`.
    pub fn new(analysis: A) -> Self {
        DenseForwardDriver { analysis }
    }

    fn process_operation(&mut self, cx: &mut Cx<'_, '_>, op: Op) -> Result<(), Diagnostic> {
        let point = cx.ir().after(op);
        if let Some(block) = cx.ir().parent_block(op)
            && !cx.live_for(point, block)
        {
            return Ok(());
        }
        let mut after: A::L = cx.dense_for(point, point);
        let before: A::L = cx.dense_for(point, cx.ir().before(op));
        let name = cx.ir().op_name(op);
        if name.interface::<RegionBranchOpInterface>().is_some() {
            self.visit_region_branch(cx, point, op, &mut after);
        } else if name.interface::<CallOpInterface>().is_some() {
            self.visit_call(cx, op, &before, &mut after, point);
        } else {
            self.analysis.visit_operation(cx, op, &before, &mut after)?;
        }
        cx.store_dense(point, after);
        Ok(())
    }

    fn visit_call(
        &mut self,
        cx: &mut Cx<'_, '_>,
        call: Op,
        before: &A::L,
        after: &mut A::L,
        point: Point,
    ) {
        let external = cx.calls_declaration(call);
        if !cx.interprocedural() || external {
            self.analysis
                .visit_call_transfer(cx, call, CallAction::ExternalCallee, before, after);
            return;
        }
        let preds = cx.get_for::<PredecessorState>(point, Anchor::Point(point));
        if !cx.state(preds).all_known() {
            self.analysis.set_to_entry_state(point, after);
            return;
        }
        for ret in cx.state(preds).known().to_vec() {
            let at_return: A::L = cx.dense_for(point, cx.ir().after(ret));
            self.analysis
                .visit_call_transfer(cx, call, CallAction::ExitCallee, &at_return, after);
        }
    }

    fn visit_block(&mut self, cx: &mut Cx<'_, '_>, block: Blk) {
        let point = cx.ir().block_start(block);
        if !cx.live_for(point, block) {
            return;
        }
        let mut after: A::L = cx.dense_for(point, point);
        if cx.ir().is_entry_block(block) {
            let region = cx.ir().block_region(block);
            match cx.ir().block_parent_op(block) {
                Some(parent) => {
                    let pbody = cx.ir().body(parent.body);
                    let pname = pbody.op_name(parent.id);
                    let callable = pname
                        .interface::<CallableOpInterface>()
                        .and_then(|c| (c.body_region)(pbody, parent.id));
                    if callable.is_some() && callable == region.map(|r| r.id) {
                        let at = cx.ir().after(parent);
                        let callsites = cx.get_for::<PredecessorState>(point, Anchor::Point(at));
                        if !cx.state(callsites).all_known() || !cx.interprocedural() {
                            self.analysis.set_to_entry_state(point, &mut after);
                        } else {
                            for call in cx.state(callsites).known().to_vec() {
                                let before: A::L = cx.dense_for(point, cx.ir().before(call));
                                self.analysis.visit_call_transfer(
                                    cx,
                                    call,
                                    CallAction::EnterCallee,
                                    &before,
                                    &mut after,
                                );
                            }
                        }
                    } else if pname.interface::<RegionBranchOpInterface>().is_some() {
                        self.visit_region_branch(cx, point, parent, &mut after);
                    } else {
                        self.analysis.set_to_entry_state(point, &mut after);
                    }
                }
                // The top op's regions: only a callable top has known (no) call sites.
                None => {
                    if cx.ir().top().callable_region.is_none() {
                        self.analysis.set_to_entry_state(point, &mut after);
                    }
                }
            }
        } else {
            let preds: Vec<ropt_ir::OpId> = cx
                .ir()
                .body(block.body)
                .predecessors(block.id)
                .map(|(t, _)| t)
                .collect();
            for term in preds {
                let term = Op {
                    body: block.body,
                    id: term,
                };
                let Some(from) = cx.ir().parent_block(term) else {
                    continue;
                };
                let edge =
                    cx.get_for::<Executable>(point, Anchor::Edge(CfgEdge { from, to: block }));
                if !cx.state(edge).is_live() {
                    continue;
                }
                let at_end: A::L = cx.dense_for(point, cx.ir().after(term));
                after.join(&at_end);
            }
        }
        cx.store_dense(point, after);
    }

    /// The state at `point` (a region entry of `branch` or the point after it) from its
    /// predecessors.
    fn visit_region_branch(
        &mut self,
        cx: &mut Cx<'_, '_>,
        point: Point,
        branch: Op,
        after: &mut A::L,
    ) {
        let preds = cx.get_for::<PredecessorState>(point, Anchor::Point(point));
        let at_start = cx.ir().is_block_start(point);
        for pred in cx.state(preds).known().to_vec() {
            let before: A::L = if pred == branch {
                cx.dense_for(point, cx.ir().before(pred))
            } else {
                cx.dense_for(point, cx.ir().after(pred))
            };
            let from = (pred != branch).then(|| region_of(cx, pred)).flatten();
            if at_start {
                let to = cx
                    .ir()
                    .block_region(cx.ir().point_block(point))
                    .map(|r| cx.ir().region_number(r));
                self.analysis
                    .visit_region_branch_transfer(cx, branch, from, to, &before, after);
            } else if pred == branch || cx.ir().parent_op(pred) == Some(branch) {
                self.analysis
                    .visit_region_branch_transfer(cx, branch, from, None, &before, after);
            } else {
                after.join(&before);
            }
        }
    }
}

/// The number of the region holding `op`.
fn region_of(cx: &Cx<'_, '_>, op: Op) -> Option<u32> {
    let block = cx.ir().parent_block(op)?;
    cx.ir()
        .block_region(block)
        .map(|r| cx.ir().region_number(r))
}

impl<A: DenseForward> Analysis for DenseForwardDriver<A> {
    fn initialize(&mut self, cx: &mut Cx<'_, '_>) -> Result<(), Diagnostic> {
        let regions = cx.ir().top_regions();
        for v in cx.ir().preorder(&regions) {
            match v {
                Visit::Block(b) => self.visit_block(cx, b),
                Visit::Op(op) => self.process_operation(cx, op)?,
            }
        }
        Ok(())
    }

    fn visit(&mut self, cx: &mut Cx<'_, '_>, point: Point) -> Result<(), Diagnostic> {
        match cx.ir().prev_op(point) {
            Some(op) => self.process_operation(cx, op),
            None => {
                let b = cx.ir().point_block(point);
                self.visit_block(cx, b);
                Ok(())
            }
        }
    }
}

/// The transfer functions of a dense backward analysis.
pub trait DenseBackward: 'static {
    /// The lattice.
    type L: Lattice;

    /// Sets `lattice` (at `point`) to the state where nothing is known of what follows
    /// (MLIR's `setToExitState`).
    fn set_to_exit_state(&self, point: Point, lattice: &mut Self::L);

    /// The transfer function of an op that is neither a region-branch op nor a call:
    /// `before` holds the current state before it.
    fn visit_operation(
        &mut self,
        cx: &mut Cx<'_, '_>,
        op: Op,
        after: &Self::L,
        before: &mut Self::L,
    ) -> Result<(), Diagnostic>;

    /// Call-level control flow. Default: the state flows unchanged.
    fn visit_call_transfer(
        &mut self,
        cx: &mut Cx<'_, '_>,
        call: Op,
        action: CallAction,
        after: &Self::L,
        before: &mut Self::L,
    ) {
        let _ = (cx, call, action);
        before.meet(after);
    }

    /// Control flow of the region-branch op `branch` from region `from` (`None`: the op)
    /// to `to`. Default: the state flows unchanged.
    fn visit_region_branch_transfer(
        &mut self,
        cx: &mut Cx<'_, '_>,
        branch: Op,
        from: Option<u32>,
        to: RegionSuccessor,
        after: &Self::L,
        before: &mut Self::L,
    ) {
        let _ = (cx, branch, from, to);
        before.meet(after);
    }
}

/// Runs a [`DenseBackward`] analysis (see the module documentation).
pub struct DenseBackwardDriver<A: DenseBackward> {
    /// The analysis.
    pub analysis: A,
}

impl<A: DenseBackward> DenseBackwardDriver<A> {
    /// Wraps `analysis`.
    pub fn new(analysis: A) -> Self {
        DenseBackwardDriver { analysis }
    }

    fn process_operation(&mut self, cx: &mut Cx<'_, '_>, op: Op) -> Result<(), Diagnostic> {
        let point = cx.ir().before(op);
        if let Some(block) = cx.ir().parent_block(op)
            && !cx.live_for(point, block)
        {
            return Ok(());
        }
        let mut before: A::L = cx.dense_for(point, point);
        let after: A::L = cx.dense_for(point, cx.ir().after(op));
        let name = cx.ir().op_name(op);
        if let Some(branch) = name.interface::<RegionBranchOpInterface>() {
            let mut succs = Vec::new();
            let consts = vec![None; cx.ir().body(op.body).num_operands(op.id)];
            (branch.entry_successors)(cx.ir().body(op.body), op.id, &consts, &mut succs);
            self.visit_region_successors(cx, point, op, None, succs, &mut before);
        } else if name.interface::<CallOpInterface>().is_some() {
            self.visit_call(cx, op, &after, &mut before, point);
        } else {
            self.analysis.visit_operation(cx, op, &after, &mut before)?;
        }
        cx.store_dense(point, before);
        Ok(())
    }

    fn visit_call(
        &mut self,
        cx: &mut Cx<'_, '_>,
        call: Op,
        after: &A::L,
        before: &mut A::L,
        point: Point,
    ) {
        let callee = match cx.resolve_call(call) {
            Resolved::Op(c) => Some(c),
            _ => None,
        };
        let callable = callee.filter(|&c| {
            cx.ir()
                .op_name(c)
                .interface::<CallableOpInterface>()
                .is_some()
        });
        let entry = callable.and_then(|c| {
            let body = cx.ir().body(c.body);
            let iface = body.op_name(c.id).interface::<CallableOpInterface>()?;
            let region = (iface.body_region)(body, c.id)?;
            let (ix, _) = cx.ir().regions_body(c);
            cx.ir().entry_block(Reg {
                body: ix,
                id: region,
            })
        });
        let outside_external =
            matches!(cx.resolve_call(call), Resolved::Outside(s) if s.callable && !s.has_body);
        if !cx.interprocedural() || (callable.is_some() && entry.is_none()) || outside_external {
            self.analysis
                .visit_call_transfer(cx, call, CallAction::ExternalCallee, after, before);
            return;
        }
        let Some(entry) = entry else {
            self.analysis.set_to_exit_state(point, before);
            return;
        };
        let at_entry: A::L = cx.dense_for(point, cx.ir().block_start(entry));
        self.analysis
            .visit_call_transfer(cx, call, CallAction::EnterCallee, &at_entry, before);
    }

    fn visit_block(&mut self, cx: &mut Cx<'_, '_>, block: Blk) {
        let point = Point::end(block);
        if !cx.live_for(point, block) {
            return;
        }
        let mut before: A::L = cx.dense_for(point, point);
        let last = cx.ir().last_op(block);
        let exits = match last {
            None => true,
            Some(t) => {
                let name = cx.ir().op_name(t);
                !name.might_have_trait(Traits::TERMINATOR)
                    || ropt_ir::region_branch::is_region_terminator(cx.ir().body(t.body), t.id)
            }
        };
        if exits {
            let region = cx.ir().block_region(block);
            match cx.ir().block_parent_op(block) {
                Some(parent) => {
                    let pbody = cx.ir().body(parent.body);
                    let pname = pbody.op_name(parent.id);
                    let callable = pname
                        .interface::<CallableOpInterface>()
                        .and_then(|c| (c.body_region)(pbody, parent.id));
                    if callable.is_some() && callable == region.map(|r| r.id) {
                        let at = cx.ir().after(parent);
                        let callsites = cx.get_for::<PredecessorState>(point, Anchor::Point(at));
                        if !cx.state(callsites).all_known() || !cx.interprocedural() {
                            self.analysis.set_to_exit_state(point, &mut before);
                        } else {
                            for call in cx.state(callsites).known().to_vec() {
                                let after: A::L = cx.dense_for(point, cx.ir().after(call));
                                self.analysis.visit_call_transfer(
                                    cx,
                                    call,
                                    CallAction::ExitCallee,
                                    &after,
                                    &mut before,
                                );
                            }
                        }
                    } else if let Some(branch) = pname.interface::<RegionBranchOpInterface>() {
                        let index = region.map_or(0, |r| cx.ir().region_number(r));
                        let mut succs = Vec::new();
                        (branch.region_successors)(pbody, parent.id, index, &mut succs);
                        self.visit_region_successors(
                            cx,
                            point,
                            parent,
                            Some(index),
                            succs,
                            &mut before,
                        );
                    } else {
                        self.analysis.set_to_exit_state(point, &mut before);
                    }
                }
                None => {
                    if cx.ir().top().callable_region.is_none() {
                        self.analysis.set_to_exit_state(point, &mut before);
                    }
                }
            }
        } else {
            for succ in cx.ir().successors(last.expect("a terminator")) {
                let edge = cx.get_for::<Executable>(
                    point,
                    Anchor::Edge(CfgEdge {
                        from: block,
                        to: succ,
                    }),
                );
                if !cx.state(edge).is_live() {
                    continue;
                }
                let at_start: A::L = cx.dense_for(point, cx.ir().block_start(succ));
                before.meet(&at_start);
            }
        }
        cx.store_dense(point, before);
    }

    /// Meets into `before` (at `point`: before `branch`, or the end of its region `from`)
    /// the states at the successors `succs`.
    fn visit_region_successors(
        &mut self,
        cx: &mut Cx<'_, '_>,
        point: Point,
        branch: Op,
        from: Option<u32>,
        succs: Vec<RegionSuccessor>,
        before: &mut A::L,
    ) {
        for s in succs {
            let entry = match s {
                RegionSuccessor::Region(i) => crate::dead_code::region_entry(cx.ir(), branch, i),
                RegionSuccessor::Parent => None,
            };
            let after: A::L = match entry {
                None => cx.dense_for(point, cx.ir().after(branch)),
                Some(b) => {
                    let start = cx.ir().block_start(b);
                    let live = cx.get_or_create::<Executable>(Anchor::Point(start));
                    if !cx.state(live).is_live() {
                        continue;
                    }
                    cx.dense_for(point, start)
                }
            };
            self.analysis
                .visit_region_branch_transfer(cx, branch, from, s, &after, before);
        }
    }
}

impl<A: DenseBackward> Analysis for DenseBackwardDriver<A> {
    fn initialize(&mut self, cx: &mut Cx<'_, '_>) -> Result<(), Diagnostic> {
        let regions = cx.ir().top_regions();
        for v in cx.ir().preorder_backward(&regions) {
            match v {
                Visit::Block(b) => self.visit_block(cx, b),
                Visit::Op(op) => self.process_operation(cx, op)?,
            }
        }
        Ok(())
    }

    fn visit(&mut self, cx: &mut Cx<'_, '_>, point: Point) -> Result<(), Diagnostic> {
        match cx.ir().next_op(point) {
            Some(op) => self.process_operation(cx, op),
            None => {
                let b = cx.ir().point_block(point);
                self.visit_block(cx, b);
                Ok(())
            }
        }
    }
}
