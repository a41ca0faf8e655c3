//! Sparse analyses: a lattice value per SSA value, propagated along def-use chains and
//! control flow (MLIR's `SparseForwardDataFlowAnalysis` and
//! `SparseBackwardDataFlowAnalysis`).
//!
//! A concrete analysis implements [`SparseForward`] or [`SparseBackward`] (the transfer
//! function of ordinary ops and a few hooks) and is run by wrapping it in
//! [`ForwardDriver`] or [`BackwardDriver`], which handle control flow:
//!
//! * forward: the results of a region-branch op and the arguments of region entry blocks
//!   join the values forwarded by their predecessors (as the dead-code analysis found them);
//!   the arguments of other blocks join the operands their live incoming edges forward; the
//!   arguments of a callable's entry block join the operands of its known call sites, and
//!   the results of a call the operands of its callee's returns; what no predecessor
//!   forwards (an induction variable, say) goes through
//!   [`SparseForward::visit_non_control_flow_arguments`]. Ops in dead blocks are not
//!   visited, so their values stay uninitialized.
//! * backward: each operand forwarded to a successor (a block argument, a region input, a
//!   call's callee argument, a call result for a callee's return) meets the successor's
//!   value; operands forwarded nowhere (branch conditions, say) go through
//!   [`SparseBackward::visit_branch_operand`] and
//!   [`SparseBackward::visit_call_operand`]; the returns of a callable whose call sites are
//!   not all known get the exit state.
//!
//! Both need [`crate::DeadCodeAnalysis`] loaded before them.

use std::ops::Range;

use ropt_ir::Diagnostic;
use ropt_ir::ValueDef;
use ropt_ir::call_interfaces::{CallOpInterface, CallableOpInterface};
use ropt_ir::region_branch::{
    RegionBranchOpInterface, RegionSuccessor, is_region_terminator, terminator_operands,
    terminator_successors,
};
use ropt_ir::registry::Traits;
use ropt_ir::rewrite_hooks::BranchOpInterface;

use crate::dead_code::{Executable, PredecessorState, block_is_live};
use crate::program::{Blk, Op, Point, Val, Visit};
use crate::solver::{Analysis, Anchor, CfgEdge, Change, Cx, Resolved, StateId};

/// A lattice of a sparse analysis; its `Default` is the uninitialized state.
pub trait Lattice: Clone + Default + PartialEq + 'static {
    /// Joins `other` into `self` (forward analyses).
    fn join(&mut self, other: &Self) -> Change;
    /// Meets `other` into `self` (backward analyses).
    fn meet(&mut self, other: &Self) -> Change {
        let _ = other;
        Change::NoChange
    }
}

impl Cx<'_, '_> {
    /// The lattice of `v`, created if needed.
    pub fn lattice_id<L: Lattice>(&mut self, v: Val) -> StateId<L> {
        self.get_or_create(Anchor::Value(v))
    }

    /// A copy of the lattice of `v`.
    pub fn lattice<L: Lattice>(&mut self, v: Val) -> L {
        let id = self.lattice_id::<L>(v);
        self.state(id).clone()
    }

    /// A copy of the lattice of `v`, with a dependency of `point` on it.
    pub fn lattice_for<L: Lattice>(&mut self, point: Point, v: Val) -> L {
        let id = self.get_for::<L>(point, Anchor::Value(v));
        self.state(id).clone()
    }

    /// Joins `other` into the lattice of `v`.
    pub fn join_lattice<L: Lattice>(&mut self, v: Val, other: &L) -> Change {
        let id = self.lattice_id::<L>(v);
        self.update(id, |l| l.join(other))
    }

    /// Meets `other` into the lattice of `v`.
    pub fn meet_lattice<L: Lattice>(&mut self, v: Val, other: &L) -> Change {
        let id = self.lattice_id::<L>(v);
        self.update(id, |l| l.meet(other))
    }

    /// Replaces the lattice of `v` by `new` if it differs (`new` must be above it).
    fn store_lattice<L: Lattice>(&mut self, v: Val, new: L) {
        let id = self.lattice_id::<L>(v);
        self.update(id, |l| {
            if *l == new {
                Change::NoChange
            } else {
                *l = new;
                Change::Change
            }
        });
    }
}

/// The transfer functions of a sparse forward analysis.
pub trait SparseForward: 'static {
    /// The lattice.
    type L: Lattice;

    /// The state of `value` when nothing is known about it (MLIR's `setToEntryState`).
    fn entry_state(&self, cx: &Cx<'_, '_>, value: Val) -> Self::L;

    /// The transfer function of an op that is neither a region-branch op nor a call:
    /// `results` hold the current states of the results; join into them.
    fn visit_operation(
        &mut self,
        cx: &mut Cx<'_, '_>,
        op: Op,
        operands: &[Self::L],
        results: &mut [Self::L],
    ) -> Result<(), Diagnostic>;

    /// A call to a callee whose body is not known (its results are `values`). Default:
    /// the entry state.
    fn visit_external_call(
        &mut self,
        cx: &mut Cx<'_, '_>,
        call: Op,
        operands: &[Self::L],
        values: &[Val],
        results: &mut [Self::L],
    ) {
        let _ = (call, operands);
        for (v, r) in values.iter().zip(results) {
            r.join(&self.entry_state(cx, *v));
        }
    }

    /// The values of successor `to` of `op` (entry block arguments or results, `values`)
    /// that no predecessor forwards: all but those in `forwarded`. Default: the entry state.
    fn visit_non_control_flow_arguments(
        &mut self,
        cx: &mut Cx<'_, '_>,
        op: Op,
        to: RegionSuccessor,
        values: &[Val],
        lattices: &mut [Self::L],
        forwarded: Range<usize>,
    ) {
        let _ = (op, to);
        for (i, (v, l)) in values.iter().zip(lattices).enumerate() {
            if !forwarded.contains(&i) {
                l.join(&self.entry_state(cx, *v));
            }
        }
    }
}

/// Runs a [`SparseForward`] analysis (see the module documentation).
pub struct ForwardDriver<A: SparseForward> {
    /// The analysis.
    pub analysis: A,
    scratch: Scratch<A::L>,
}

/// Buffers an op's visit reuses.
struct Scratch<L> {
    results: Vec<Val>,
    operands: Vec<Val>,
    result_lattices: Vec<L>,
    operand_lattices: Vec<L>,
}

impl<L> Default for Scratch<L> {
    fn default() -> Self {
        Scratch {
            results: Vec::new(),
            operands: Vec::new(),
            result_lattices: Vec::new(),
            operand_lattices: Vec::new(),
        }
    }
}

impl<A: SparseForward> ForwardDriver<A> {
    /// Wraps `analysis`.
    pub fn new(analysis: A) -> Self {
        ForwardDriver {
            analysis,
            scratch: Scratch::default(),
        }
    }

    fn set_all_to_entry(&self, cx: &Cx<'_, '_>, values: &[Val], lattices: &mut [A::L]) {
        for (v, l) in values.iter().zip(lattices) {
            l.join(&self.analysis.entry_state(cx, *v));
        }
    }

    fn visit_operation(&mut self, cx: &mut Cx<'_, '_>, op: Op) -> Result<(), Diagnostic> {
        if cx.ir().body(op.body).num_results(op.id) == 0 {
            return Ok(());
        }
        if let Some(block) = cx.ir().parent_block(op)
            && !block_is_live(cx, block)
        {
            return Ok(());
        }
        // Reused buffers (a visit does not nest in another).
        let mut s = std::mem::take(&mut self.scratch);
        cx.ir().results_into(op, &mut s.results);
        s.result_lattices.clear();
        cx.states_of(&s.results, None, &mut s.result_lattices);
        let name = cx.ir().op_name(op);
        let r = if let Some(branch) = name.interface::<RegionBranchOpInterface>() {
            let after = cx.ir().after(op);
            self.visit_region_successors(
                cx,
                after,
                op,
                branch,
                RegionSuccessor::Parent,
                &s.results,
                &mut s.result_lattices,
            );
            Ok(())
        } else {
            cx.ir().operands_into(op, &mut s.operands);
            s.operand_lattices.clear();
            cx.states_of(&s.operands, None, &mut s.operand_lattices);
            if name.interface::<CallOpInterface>().is_some() {
                self.visit_call(
                    cx,
                    op,
                    &s.operand_lattices,
                    &s.results,
                    &mut s.result_lattices,
                )
            } else {
                self.analysis
                    .visit_operation(cx, op, &s.operand_lattices, &mut s.result_lattices)
            }
        };
        cx.store_states(&s.results, &mut s.result_lattices);
        self.scratch = s;
        r
    }

    fn visit_call(
        &mut self,
        cx: &mut Cx<'_, '_>,
        call: Op,
        operands: &[A::L],
        values: &[Val],
        results: &mut [A::L],
    ) -> Result<(), Diagnostic> {
        let external = cx.calls_declaration(call);
        if !cx.interprocedural() || external {
            self.analysis
                .visit_external_call(cx, call, operands, values, results);
            return Ok(());
        }
        let after = cx.ir().after(call);
        let preds = cx.get_for::<PredecessorState>(after, Anchor::Point(after));
        if !cx.state(preds).all_known() {
            self.set_all_to_entry(cx, values, results);
            return Ok(());
        }
        let returns = cx.state(preds).known().to_vec();
        for ret in returns {
            for (v, r) in cx.ir().operands(ret).into_iter().zip(results.iter_mut()) {
                let l = cx.lattice_for::<A::L>(after, v);
                r.join(&l);
            }
        }
        Ok(())
    }

    fn visit_block(&mut self, cx: &mut Cx<'_, '_>, block: Blk) -> Result<(), Diagnostic> {
        let args = cx.ir().arguments(block);
        if args.is_empty() || !block_is_live(cx, block) {
            return Ok(());
        }
        let mut lattices: Vec<A::L> = args.iter().map(|&a| cx.lattice(a)).collect();
        let start = cx.ir().block_start(block);
        if cx.ir().is_entry_block(block) {
            let Some(parent) = cx.ir().block_parent_op(block) else {
                // The top op's regions: their arguments got the entry state.
                return Ok(());
            };
            let pbody = cx.ir().body(parent.body);
            let pname = pbody.op_name(parent.id);
            let region = cx.ir().block_region(block).map(|r| r.id);
            let callable_region = pname
                .interface::<CallableOpInterface>()
                .and_then(|c| (c.body_region)(pbody, parent.id));
            if callable_region.is_some() && callable_region == region {
                let after = cx.ir().after(parent);
                let callsites = cx.get_for::<PredecessorState>(start, Anchor::Point(after));
                if !cx.state(callsites).all_known() || !cx.interprocedural() {
                    self.set_all_to_entry(cx, &args, &mut lattices);
                } else {
                    for call in cx.state(callsites).known().to_vec() {
                        let body = cx.ir().body(call.body);
                        let Some(iface) = body.op_name(call.id).interface::<CallOpInterface>()
                        else {
                            continue;
                        };
                        let range = (iface.arg_operands)(body, call.id);
                        let operands: Vec<Val> = cx
                            .ir()
                            .operands(call)
                            .get(range)
                            .map(|s| s.to_vec())
                            .unwrap_or_default();
                        for (v, l) in operands.into_iter().zip(lattices.iter_mut()) {
                            let other = cx.lattice_for::<A::L>(start, v);
                            l.join(&other);
                        }
                    }
                }
            } else if let Some(branch) = pname.interface::<RegionBranchOpInterface>() {
                let index = cx
                    .ir()
                    .block_region(block)
                    .map_or(0, |r| cx.ir().region_number(r));
                self.visit_region_successors(
                    cx,
                    start,
                    parent,
                    branch,
                    RegionSuccessor::Region(index),
                    &args,
                    &mut lattices,
                );
            } else {
                let index = cx
                    .ir()
                    .block_region(block)
                    .map_or(0, |r| cx.ir().region_number(r));
                self.analysis.visit_non_control_flow_arguments(
                    cx,
                    parent,
                    RegionSuccessor::Region(index),
                    &args,
                    &mut lattices,
                    0..0,
                );
            }
        } else {
            let preds: Vec<(ropt_ir::OpId, u32)> =
                cx.ir().body(block.body).predecessors(block.id).collect();
            'preds: for (term, index) in preds {
                let term = Op {
                    body: block.body,
                    id: term,
                };
                let Some(from) = cx.ir().parent_block(term) else {
                    continue;
                };
                let edge =
                    cx.get_or_create::<Executable>(Anchor::Edge(CfgEdge { from, to: block }));
                cx.subscribe_block_content(edge);
                if !cx.state(edge).is_live() {
                    continue;
                }
                let body = cx.ir().body(term.body);
                let Some(branch) = body.op_name(term.id).interface::<BranchOpInterface>() else {
                    self.set_all_to_entry(cx, &args, &mut lattices);
                    break 'preds;
                };
                let s = (branch.successor_operands)(body, term.id, index as usize);
                let operands = cx.ir().operands(term);
                for (i, (a, l)) in args.iter().zip(lattices.iter_mut()).enumerate() {
                    let forwarded = i
                        .checked_sub(s.produced as usize)
                        .filter(|&k| k < s.count as usize)
                        .and_then(|k| operands.get(s.start as usize + k).copied());
                    match forwarded {
                        Some(v) => {
                            let other = cx.lattice_for::<A::L>(start, v);
                            l.join(&other);
                        }
                        None => {
                            l.join(&self.analysis.entry_state(cx, *a));
                        }
                    }
                }
            }
        }
        for (a, l) in args.into_iter().zip(lattices) {
            cx.store_lattice(a, l);
        }
        Ok(())
    }

    /// Joins what the predecessors at `point` (the start of a region of `op`, or the point
    /// after `op`) forward into `lattices` (the successor's values).
    #[allow(clippy::too_many_arguments)]
    fn visit_region_successors(
        &mut self,
        cx: &mut Cx<'_, '_>,
        point: Point,
        op: Op,
        branch: &RegionBranchOpInterface,
        to: RegionSuccessor,
        values: &[Val],
        lattices: &mut [A::L],
    ) {
        let preds = cx.get_for::<PredecessorState>(point, Anchor::Point(point));
        let known = cx.state(preds).known().to_vec();
        for pred in known {
            let range = if pred == op {
                Some((branch.entry_operands)(cx.ir().body(op.body), op.id, to))
            } else {
                terminator_operands(cx.ir().body(pred.body), pred.id, to)
            };
            let Some(range) = range else {
                self.set_all_to_entry(cx, values, lattices);
                return;
            };
            let operands: Vec<Val> = cx
                .ir()
                .operands(pred)
                .get(range)
                .map(|s| s.to_vec())
                .unwrap_or_default();
            let inputs = cx.state(preds).inputs(pred).to_vec();
            let mut first = 0;
            if inputs.len() != lattices.len() {
                if let Some(v) = inputs.first() {
                    first = value_number(cx, *v);
                }
                self.analysis.visit_non_control_flow_arguments(
                    cx,
                    op,
                    to,
                    values,
                    lattices,
                    first..first + inputs.len(),
                );
            }
            for (v, l) in operands.into_iter().zip(lattices.iter_mut().skip(first)) {
                let other = cx.lattice_for::<A::L>(point, v);
                l.join(&other);
            }
        }
    }
}

/// The result or argument number of a value.
fn value_number(cx: &Cx<'_, '_>, v: Val) -> usize {
    match cx.ir().body(v.body).value_def(v.id) {
        ValueDef::OpResult { index, .. } | ValueDef::BlockArgument { index, .. } => index as usize,
    }
}

impl<A: SparseForward> Analysis for ForwardDriver<A> {
    fn initialize(&mut self, cx: &mut Cx<'_, '_>) -> Result<(), Diagnostic> {
        cx.subscribe_users::<A::L>();
        let regions = cx.ir().top_regions();
        for &r in &regions {
            if let Some(b) = cx.ir().entry_block(r) {
                for a in cx.ir().arguments(b) {
                    let entry = self.analysis.entry_state(cx, a);
                    cx.join_lattice(a, &entry);
                }
            }
        }
        cx.initializing_everything();
        for v in cx.ir().preorder(&regions) {
            match v {
                Visit::Op(op) => {
                    let after = cx.ir().after(op);
                    cx.initialized(after);
                    self.visit_operation(cx, op)?
                }
                Visit::Block(b) => {
                    let p = cx.ir().block_start(b);
                    cx.initialized(p);
                    let id = cx.get_or_create::<Executable>(Anchor::Point(p));
                    cx.subscribe_block_content(id);
                    self.visit_block(cx, b)?;
                }
            }
        }
        Ok(())
    }

    fn visit(&mut self, cx: &mut Cx<'_, '_>, point: Point) -> Result<(), Diagnostic> {
        match cx.ir().prev_op(point) {
            Some(op) => self.visit_operation(cx, op),
            None => {
                let b = cx.ir().point_block(point);
                self.visit_block(cx, b)
            }
        }
    }
}

/// The transfer functions of a sparse backward analysis.
pub trait SparseBackward: 'static {
    /// The lattice.
    type L: Lattice;

    /// Sets a lattice to the state of a value whose uses are unknown (a value returned by a
    /// public function; MLIR's `setToExitState`).
    fn set_to_exit_state(&self, lattice: &mut Self::L) -> Change;

    /// The transfer function of an ordinary op: meet into `operands` from `results`.
    fn visit_operation(
        &mut self,
        cx: &mut Cx<'_, '_>,
        op: Op,
        operands: &mut [Self::L],
        results: &[Self::L],
    ) -> Result<(), Diagnostic>;

    /// Operand number `operand` of the branch or region-branch op (or region terminator)
    /// `op`, which is forwarded to no successor.
    fn visit_branch_operand(&mut self, cx: &mut Cx<'_, '_>, op: Op, operand: usize);

    /// Operand number `operand` of the call `op`, which is forwarded to no callee argument.
    fn visit_call_operand(&mut self, cx: &mut Cx<'_, '_>, op: Op, operand: usize);

    /// The entry block arguments of a region of the region-branch op `op` that no
    /// predecessor forwards to (a loop's induction variable). Default: nothing.
    fn visit_non_control_flow_arguments(&mut self, cx: &mut Cx<'_, '_>, op: Op, arguments: &[Val]) {
        let _ = (cx, op, arguments);
    }

    /// A call to a callee whose body is not known. Default: every operand is a call operand.
    fn visit_external_call(&mut self, cx: &mut Cx<'_, '_>, call: Op) {
        for i in 0..cx.ir().body(call.body).num_operands(call.id) {
            self.visit_call_operand(cx, call, i);
        }
    }
}

/// Runs a [`SparseBackward`] analysis (see the module documentation).
pub struct BackwardDriver<A: SparseBackward> {
    /// The analysis.
    pub analysis: A,
}

impl<A: SparseBackward> BackwardDriver<A> {
    /// Wraps `analysis`.
    pub fn new(analysis: A) -> Self {
        BackwardDriver { analysis }
    }

    /// Hands the entry arguments of region successor `to` of `op` outside `inputs` to the
    /// analysis.
    fn visit_unforwarded_arguments(
        &mut self,
        cx: &mut Cx<'_, '_>,
        op: Op,
        to: RegionSuccessor,
        inputs: &[Val],
    ) {
        let RegionSuccessor::Region(i) = to else {
            return;
        };
        let Some(entry) = crate::dead_code::region_entry(cx.ir(), op, i) else {
            return;
        };
        let args: Vec<Val> = cx
            .ir()
            .arguments(entry)
            .into_iter()
            .filter(|a| !inputs.contains(a))
            .collect();
        self.analysis
            .visit_non_control_flow_arguments(cx, op, &args);
    }

    /// Meets the value of `input` (read with a dependency of `point`) into `operand`'s.
    fn meet_from(&mut self, cx: &mut Cx<'_, '_>, operand: Val, point: Point, input: Val) {
        let other = cx.lattice_for::<A::L>(point, input);
        cx.meet_lattice(operand, &other);
    }

    fn visit_operation(&mut self, cx: &mut Cx<'_, '_>, op: Op) -> Result<(), Diagnostic> {
        if let Some(block) = cx.ir().parent_block(op)
            && !block_is_live(cx, block)
        {
            return Ok(());
        }
        let after = cx.ir().after(op);
        let operands = cx.ir().operands(op);
        let results = cx.ir().results(op);
        for &v in &operands {
            cx.lattice_id::<A::L>(v);
        }
        let result_lattices: Vec<A::L> =
            results.iter().map(|&r| cx.lattice_for(after, r)).collect();
        let name = cx.ir().op_name(op);
        if let Some(branch) = name.interface::<RegionBranchOpInterface>() {
            let mut succs = Vec::new();
            let consts = vec![None; operands.len()];
            (branch.entry_successors)(cx.ir().body(op.body), op.id, &consts, &mut succs);
            let mut unaccounted = vec![true; operands.len()];
            for s in succs {
                let range = (branch.entry_operands)(cx.ir().body(op.body), op.id, s);
                let inputs = crate::dead_code::successor_inputs(cx.ir(), op, branch, s);
                for (i, &input) in range.zip(&inputs) {
                    if let Some(&v) = operands.get(i) {
                        self.meet_from(cx, v, after, input);
                        unaccounted[i] = false;
                    }
                }
                self.visit_unforwarded_arguments(cx, op, s, &inputs);
            }
            for (i, _) in unaccounted.iter().enumerate().filter(|(_, u)| **u) {
                self.analysis.visit_branch_operand(cx, op, i);
            }
            return Ok(());
        }
        if let Some(branch) = name.interface::<BranchOpInterface>() {
            let mut unaccounted = vec![true; operands.len()];
            let succs = cx.ir().successors(op);
            for (index, succ) in succs.into_iter().enumerate() {
                let s = (branch.successor_operands)(cx.ir().body(op.body), op.id, index);
                let args = cx.ir().arguments(succ);
                for k in 0..s.count as usize {
                    let i = s.start as usize + k;
                    if i >= operands.len() {
                        break;
                    }
                    unaccounted[i] = false;
                    if let Some(&arg) = args.get(s.produced as usize + k) {
                        self.meet_from(cx, operands[i], after, arg);
                    }
                }
            }
            for (i, _) in unaccounted.iter().enumerate().filter(|(_, u)| **u) {
                self.analysis.visit_branch_operand(cx, op, i);
            }
            return Ok(());
        }
        if let Some(call) = name.interface::<CallOpInterface>()
            && let Resolved::Op(callee) = cx.resolve_call(op)
        {
            let cbody = cx.ir().body(callee.body);
            if let Some(callable) = cbody.op_name(callee.id).interface::<CallableOpInterface>() {
                let region = (callable.body_region)(cbody, callee.id);
                let entry = region.and_then(|r| {
                    let (ix, _) = cx.ir().regions_body(callee);
                    cx.ir().entry_block(crate::program::Reg { body: ix, id: r })
                });
                let Some(entry) = entry.filter(|_| cx.interprocedural()) else {
                    self.analysis.visit_external_call(cx, op);
                    return Ok(());
                };
                let range = (call.arg_operands)(cx.ir().body(op.body), op.id);
                let mut unaccounted = vec![true; operands.len()];
                for (i, arg) in range.zip(cx.ir().arguments(entry)) {
                    if let Some(&v) = operands.get(i) {
                        self.meet_from(cx, v, after, arg);
                        unaccounted[i] = false;
                    }
                }
                for (i, _) in unaccounted.iter().enumerate().filter(|(_, u)| **u) {
                    self.analysis.visit_call_operand(cx, op, i);
                }
                return Ok(());
            }
        }
        let parent = cx.ir().parent_op(op);
        if is_region_terminator(cx.ir().body(op.body), op.id)
            && let Some(parent) = parent
            && let Some(branch) = cx
                .ir()
                .op_name(parent)
                .interface::<RegionBranchOpInterface>()
        {
            let consts = vec![None; operands.len()];
            let region = cx
                .ir()
                .block_region(cx.ir().parent_block(op).expect("a block"));
            let index = region.map_or(0, |r| cx.ir().region_number(r));
            let mut succs = Vec::new();
            terminator_successors(
                cx.ir().body(parent.body),
                parent.id,
                index,
                cx.ir().body(op.body),
                op.id,
                &consts,
                &mut succs,
            );
            let mut unaccounted = vec![true; operands.len()];
            for s in succs {
                let inputs = crate::dead_code::successor_inputs(cx.ir(), parent, branch, s);
                let Some(range) = terminator_operands(cx.ir().body(op.body), op.id, s) else {
                    continue;
                };
                for (i, &input) in range.zip(&inputs) {
                    if let Some(&v) = operands.get(i) {
                        self.meet_from(cx, v, after, input);
                        unaccounted[i] = false;
                    }
                }
                self.visit_unforwarded_arguments(cx, parent, s, &inputs);
            }
            for (i, _) in unaccounted.iter().enumerate().filter(|(_, u)| **u) {
                self.analysis.visit_branch_operand(cx, op, i);
            }
            return Ok(());
        }
        if name.has_trait(Traits::RETURN_LIKE)
            && let Some(parent) = parent
            && cx
                .ir()
                .op_name(parent)
                .interface::<CallableOpInterface>()
                .is_some()
        {
            let after_callable = cx.ir().after(parent);
            let callsites = cx.get_for::<PredecessorState>(after, Anchor::Point(after_callable));
            if cx.state(callsites).all_known() {
                for call in cx.state(callsites).known().to_vec() {
                    let call_results = cx.ir().results(call);
                    for (&v, r) in operands.iter().zip(call_results) {
                        self.meet_from(cx, v, after, r);
                    }
                }
            } else {
                for &v in &operands {
                    let id = cx.lattice_id::<A::L>(v);
                    let analysis = &self.analysis;
                    cx.update(id, |l| analysis.set_to_exit_state(l));
                }
            }
            return Ok(());
        }
        let mut operand_lattices: Vec<A::L> = operands.iter().map(|&v| cx.lattice(v)).collect();
        self.analysis
            .visit_operation(cx, op, &mut operand_lattices, &result_lattices)?;
        for (v, l) in operands.into_iter().zip(operand_lattices) {
            cx.store_lattice(v, l);
        }
        Ok(())
    }
}

impl<A: SparseBackward> Analysis for BackwardDriver<A> {
    fn initialize(&mut self, cx: &mut Cx<'_, '_>) -> Result<(), Diagnostic> {
        // Ops are first visited in reverse order within each block, so that much of the
        // propagation happens without the worklist. (Subscribing to every block first is
        // the same as MLIR's subscribing as it goes: these visits make no block live.)
        let regions = cx.ir().top_regions();
        for v in cx.ir().preorder(&regions) {
            if let Visit::Block(b) = v {
                let p = cx.ir().block_start(b);
                let id = cx.get_or_create::<Executable>(Anchor::Point(p));
                cx.subscribe_block_content(id);
            }
        }
        for v in cx.ir().preorder_backward(&regions) {
            if let Visit::Op(op) = v {
                self.visit_operation(cx, op)?;
            }
        }
        Ok(())
    }

    fn visit(&mut self, cx: &mut Cx<'_, '_>, point: Point) -> Result<(), Diagnostic> {
        match cx.ir().prev_op(point) {
            Some(op) => self.visit_operation(cx, op),
            None => Ok(()),
        }
    }
}
