//! The greedy pattern rewrite driver, with MLIR 22's semantics.
//!
//! Each iteration over a region: a fresh [`OperationFolder`] and an empty worklist; the ops of
//! the region are walked (pre-order and then reversed when top-down, post-order otherwise),
//! existing constants are recorded, deduplicated and hoisted by the folder, every other op is
//! queued; then the worklist is drained from the back: trivially dead ops are erased,
//! non-constant ops are folded (constants materialized in front of the op through the
//! dialect's [`ConstantMaterializer`]), then patterns are tried. Changes re-queue the changed
//! ops (and their ancestors inside the scope), the defining ops of operands of erased ops (if
//! left with at most one other user) and new ops. The region is then simplified (unreachable
//! blocks, dead code and block arguments, identical blocks when aggressive), and iterations
//! repeat until nothing changes or the iteration limit is hit.
//!
//! Ops isolated from above own their regions in a nested [`Body`]; the driver processes a
//! body's regions first and then each nested body, the same way.

use std::cell::RefCell;

use ropt_ir::registry::OpFoldResult;
use ropt_ir::rewrite_hooks::ConstantMaterializer;
use ropt_ir::{BlockId, Body, Context, Location, OpId, RegionId, Traits, ValueId};

use crate::fold::{FoldScratch, OperationFolder, constant_value, fold_op_with};
use crate::pattern_set::{FrozenRewritePatternSet, PatternApplicator};
use crate::region_simplify::{erase_unreachable_blocks, simplify_regions};
use crate::rewriter::{Listener, PatternRewriter};
use crate::trace::{Contract, ContractViolation, TraceEvent, TraceKind};

/// Which ops the driver may process (MLIR's `GreedyRewriteStrictness`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Strictness {
    /// Any op in the scope.
    #[default]
    AnyOp,
    /// Only the initial ops and ops created by rewrites.
    ExistingAndNewOps,
    /// Only the initial ops.
    ExistingOps,
}

/// How much the driver simplifies the region tree between iterations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RegionSimplification {
    /// Not at all.
    Disabled,
    /// Erase unreachable blocks, dead ops and dead block arguments.
    #[default]
    Normal,
    /// Also merge identical blocks and drop redundant block arguments.
    Aggressive,
}

/// Configuration of the greedy driver.
#[derive(Debug, Clone)]
pub struct GreedyRewriteConfig {
    /// Seed the worklist top-down (pre-order) instead of bottom-up.
    pub top_down: bool,
    /// Maximum number of iterations (-1: no limit; any other negative value: none).
    pub max_iterations: i64,
    /// Maximum number of pattern rewrites per iteration (-1: no limit; any other negative
    /// value: none).
    pub max_num_rewrites: i64,
    /// Which ops may be processed.
    pub strictness: Strictness,
    /// Region simplification level.
    pub region_simplification: RegionSimplification,
    /// Fold ops.
    pub fold: bool,
    /// Deduplicate and hoist existing constants.
    pub cse_constants: bool,
    /// Record every pattern application and match failure.
    pub trace: bool,
    /// Check pattern contracts (success means a change, failure means no change, the IR
    /// verifies afterwards). On by default in debug builds.
    pub check_contracts: bool,
    /// Contracts are checked only while the body holds at most this many live ops. Each check
    /// verifies the whole body, so checking every rewrite of a huge body is quadratic: the
    /// default ([`DEFAULT_CONTRACT_OPS`]) keeps debug builds linear on large inputs; an
    /// explicit `check-pattern-contracts` request sets `usize::MAX`.
    pub contracts_max_ops: usize,
}

/// The largest body whose pattern contracts the debug-build default checks.
pub const DEFAULT_CONTRACT_OPS: usize = 1_000;

impl Default for GreedyRewriteConfig {
    fn default() -> Self {
        GreedyRewriteConfig {
            top_down: true,
            max_iterations: 10,
            max_num_rewrites: -1,
            strictness: Strictness::AnyOp,
            region_simplification: RegionSimplification::Normal,
            fold: true,
            cse_constants: true,
            trace: false,
            check_contracts: cfg!(debug_assertions),
            contracts_max_ops: DEFAULT_CONTRACT_OPS,
        }
    }
}

/// What a driver run did.
#[derive(Debug, Default)]
pub struct GreedyResult {
    /// The last iteration changed nothing (or the worklist was drained, for op lists).
    pub converged: bool,
    /// The IR changed.
    pub changed: bool,
    /// Number of pattern applications.
    pub num_rewrites: u64,
    /// Trace events, when tracing.
    pub trace: Vec<TraceEvent>,
    /// Pattern contract violations found by the checker.
    pub violations: Vec<ContractViolation>,
    /// When not converged: the patterns (with their root op names) that kept firing in the
    /// last iteration, as a repeating cycle.
    pub cycle: Vec<(String, &'static str)>,
}

impl GreedyResult {
    fn merge(&mut self, other: GreedyResult) {
        self.converged &= other.converged;
        self.changed |= other.changed;
        self.num_rewrites += other.num_rewrites;
        self.trace.extend(other.trace);
        self.violations.extend(other.violations);
        if self.cycle.is_empty() {
            self.cycle = other.cycle;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Worklist.

const NONE: u32 = u32::MAX;

/// A worklist of ops without duplicates: a vector plus a position per op id (no hashing).
#[derive(Default)]
struct Worklist {
    list: Vec<Option<OpId>>,
    pos: Vec<u32>,
}

impl Worklist {
    fn slot(&mut self, op: OpId) -> &mut u32 {
        if op.index() >= self.pos.len() {
            self.pos.resize(op.index() + 1, NONE);
        }
        &mut self.pos[op.index()]
    }

    fn push(&mut self, op: OpId) {
        let n = self.list.len() as u32;
        let s = self.slot(op);
        if *s != NONE {
            return;
        }
        *s = n;
        self.list.push(Some(op));
    }

    fn pop(&mut self) -> Option<OpId> {
        while let Some(x) = self.list.pop() {
            if let Some(op) = x {
                self.pos[op.index()] = NONE;
                return Some(op);
            }
        }
        None
    }

    fn remove(&mut self, op: OpId) {
        let s = self.slot(op);
        if *s != NONE {
            let i = *s as usize;
            *s = NONE;
            self.list[i] = None;
        }
    }

    fn reverse(&mut self) {
        self.list.reverse();
        for (i, x) in self.list.iter().enumerate() {
            if let Some(op) = x {
                self.pos[op.index()] = i as u32;
            }
        }
    }

    fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.pos[op.index()] = NONE;
        }
    }

    fn is_empty(&self) -> bool {
        self.list.iter().all(|x| x.is_none())
    }
}

// ---------------------------------------------------------------------------------------------
// The driver's listener state.

struct State<'l> {
    worklist: Worklist,
    /// The region ops must be in (transitively) to be queued; `None`: any.
    scope: Option<RegionId>,
    strictness: Strictness,
    /// Ops the strict modes allow, by op index.
    allowed: Vec<bool>,
    user: Option<&'l mut dyn Listener>,
    /// Folding buffers and the constant values of ops seen so far (forgotten when an op
    /// changes).
    fold: FoldScratch,
    /// While the worklist is being built nothing is popped, so an op in the worklist has
    /// all its ancestors (up to the scope) in it too: queuing can stop there. This keeps the
    /// seeding linear in deep nests.
    populating: bool,
}

impl State<'_> {
    fn allowed(&self, op: OpId) -> bool {
        self.strictness == Strictness::AnyOp
            || self.allowed.get(op.index()).copied().unwrap_or(false)
    }

    fn set_allowed(&mut self, op: OpId, v: bool) {
        if op.index() >= self.allowed.len() {
            self.allowed.resize(op.index() + 1, false);
        }
        self.allowed[op.index()] = v;
    }

    fn in_worklist(&self, op: OpId) -> bool {
        self.worklist
            .pos
            .get(op.index())
            .is_some_and(|&p| p != NONE)
    }

    fn add_single(&mut self, op: OpId) {
        if self.allowed(op) {
            self.worklist.push(op);
        }
    }

    /// Queues `op` and its ancestors up to the scope (nothing if it is outside the scope).
    fn add(&mut self, body: &Body, op: OpId) {
        // The common case: `op` sits directly in the scope.
        if body.parent_region(op) == self.scope {
            self.add_single(op);
            return;
        }
        // Find where the chain of ancestors ends (without allocating), then queue it.
        let mut cur = op;
        let mut len = 1usize;
        loop {
            if self.populating && cur != op && self.in_worklist(cur) {
                len -= 1;
                break;
            }
            let region = body.parent_region(cur);
            if region == self.scope {
                break;
            }
            let Some(region) = region else {
                return;
            };
            match body.region_parent_op(region) {
                Some(p) => {
                    cur = p;
                    len += 1;
                }
                None => return,
            }
        }
        let mut cur = op;
        for _ in 0..len {
            self.add_single(cur);
            match body.parent_op(cur) {
                Some(p) => cur = p,
                None => break,
            }
        }
    }

    /// Queues the defining ops of `op`'s operands that will have at most one other user.
    fn add_operands(&mut self, body: &Body, op: OpId) {
        for v in body.operands(op) {
            if v.is_null() {
                continue;
            }
            let Some(def) = body.defining_op(v) else {
                continue;
            };
            let mut other = None;
            let mut more = false;
            for u in body.users(v) {
                if u == op || Some(u) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add(body, def);
            }
        }
    }
}

/// The listener the rewriter sees: forwards to the shared state.
struct Shared<'s, 'l>(&'s RefCell<State<'l>>);

impl Listener for Shared<'_, '_> {
    fn notify_operation_inserted(
        &mut self,
        body: &Body,
        op: OpId,
        previous: Option<ropt_ir::builder::InsertPoint>,
    ) {
        let mut s = self.0.borrow_mut();
        if let Some(u) = s.user.as_deref_mut() {
            u.notify_operation_inserted(body, op, previous);
        }
        if s.strictness == Strictness::ExistingAndNewOps {
            s.set_allowed(op, true);
        }
        s.fold.forget(op);
        s.add(body, op);
    }

    fn notify_block_inserted(&mut self, body: &Body, block: BlockId, prev: Option<RegionId>) {
        if let Some(u) = self.0.borrow_mut().user.as_deref_mut() {
            u.notify_block_inserted(body, block, prev);
        }
    }

    fn notify_operation_modified(&mut self, body: &Body, op: OpId) {
        let mut s = self.0.borrow_mut();
        if let Some(u) = s.user.as_deref_mut() {
            u.notify_operation_modified(body, op);
        }
        s.fold.forget(op);
        s.add(body, op);
    }

    fn notify_operation_replaced(&mut self, body: &Body, op: OpId, values: &[ValueId]) {
        if let Some(u) = self.0.borrow_mut().user.as_deref_mut() {
            u.notify_operation_replaced(body, op, values);
        }
    }

    fn notify_operation_erased(&mut self, body: &Body, op: OpId) {
        let mut s = self.0.borrow_mut();
        if let Some(u) = s.user.as_deref_mut() {
            u.notify_operation_erased(body, op);
        }
        s.add_operands(body, op);
        s.worklist.remove(op);
        s.fold.forget(op);
        if s.strictness != Strictness::AnyOp {
            s.set_allowed(op, false);
        }
    }

    fn notify_block_erased(&mut self, body: &Body, block: BlockId) {
        if let Some(u) = self.0.borrow_mut().user.as_deref_mut() {
            u.notify_block_erased(body, block);
        }
    }

    fn notify_match_failure(&mut self, location: Location, reason: &str) {
        if let Some(u) = self.0.borrow_mut().user.as_deref_mut() {
            u.notify_match_failure(location, reason);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The driver.

struct Driver<'a> {
    ctx: &'a Context,
    applicator: PatternApplicator,
    config: &'a GreedyRewriteConfig,
    result: GreedyResult,
    /// Pattern applications of the current iteration (pattern index, op name).
    applied: Vec<(u32, &'static str)>,
    /// The constant materializer of the dialect folded last (by dialect name).
    materializer: Option<(&'static str, Option<ConstantMaterializer>)>,
    /// Buffers of `replace_with_fold_results`: the replacement values, the new constants.
    fold_values: Vec<ValueId>,
    fold_created: Vec<OpId>,
}

impl<'a> Driver<'a> {
    fn new(
        ctx: &'a Context,
        patterns: &FrozenRewritePatternSet,
        config: &'a GreedyRewriteConfig,
    ) -> Self {
        Driver {
            ctx,
            applicator: PatternApplicator::new(patterns.clone()),
            config,
            result: GreedyResult {
                converged: true,
                ..GreedyResult::default()
            },
            applied: Vec::new(),
            materializer: None,
            fold_values: Vec::new(),
            fold_created: Vec::new(),
        }
    }

    /// Drains the worklist; returns true if anything changed.
    fn process_worklist(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        state: &RefCell<State<'_>>,
    ) -> bool {
        let mut changed = false;
        let mut num_rewrites: i64 = 0;
        let mut fold_results: Vec<OpFoldResult> = Vec::new();
        loop {
            // As for iterations, only -1 means no limit.
            if self.config.max_num_rewrites != -1 && num_rewrites >= self.config.max_num_rewrites {
                break;
            }
            let Some(op) = state.borrow_mut().worklist.pop() else {
                break;
            };
            if ropt_ir::effects::is_trivially_dead(rw.body(), op) {
                rw.erase_op(op);
                changed = true;
                continue;
            }
            let name = rw.body().op_name(op);
            if self.config.fold && !name.has_trait(Traits::CONSTANT_LIKE) {
                let before = rw.num_changes();
                // Fold hooks change the IR directly, never through the listener.
                let folded = fold_op_with(
                    self.ctx,
                    rw.body_mut_raw(),
                    op,
                    &mut fold_results,
                    &mut state.borrow_mut().fold,
                );
                if folded {
                    changed = true;
                    if fold_results.is_empty() {
                        let _ = before;
                        rw.modify_op_in_place(op, |_| {});
                        continue;
                    }
                    if self.replace_with_fold_results(rw, op, &fold_results) {
                        continue;
                    }
                }
            }
            if self.apply_patterns(rw, op) {
                changed = true;
                num_rewrites += 1;
            }
        }
        changed
    }

    /// Replaces `op` by its fold results, materializing constants in front of it. Returns
    /// false (and undoes the new constants) if a constant cannot be materialized.
    fn replace_with_fold_results(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        results: &[OpFoldResult],
    ) -> bool {
        let saved = rw.insertion_point();
        rw.set_insertion_point(op);
        let loc = rw.body().op_location(op);
        let name = rw.body().op_name(op);
        let dialect = name.dialect();
        let materializer = match self.materializer {
            Some((d, m)) if d == dialect => m,
            _ => {
                let m = self
                    .ctx
                    .registry()
                    .dialect(dialect)
                    .and_then(|d| d.interfaces.get::<ConstantMaterializer>())
                    .copied();
                self.materializer = Some((dialect, m));
                m
            }
        };
        // Reused buffers (most folds have one result).
        let mut values = std::mem::take(&mut self.fold_values);
        let mut created = std::mem::take(&mut self.fold_created);
        values.clear();
        created.clear();
        let mut ok = true;
        for (i, r) in results.iter().enumerate() {
            let ty = rw.body().value_type(rw.body().result(op, i));
            match *r {
                OpFoldResult::Value(v) => values.push(v),
                OpFoldResult::Attribute(a) => {
                    let state = materializer.and_then(|m| (m.0)(self.ctx, a, ty, loc));
                    match state {
                        Some(state) => {
                            let c = rw.create(state);
                            created.push(c);
                            values.push(rw.body().result(c, 0));
                        }
                        None => {
                            ok = false;
                            break;
                        }
                    }
                }
            }
        }
        if ok {
            rw.replace_op(op, &values);
        } else {
            for &c in created.iter().rev() {
                rw.erase_op(c);
            }
        }
        rw.restore_insertion_point(saved);
        self.fold_values = values;
        self.fold_created = created;
        ok
    }

    fn apply_patterns(&mut self, rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let op_name = rw.body().op_name(op).as_str();
        let loc = rw.body().op_location(op);
        let check = self.config.check_contracts
            && rw.body().num_live_ops() <= self.config.contracts_max_ops;
        let trace = self.config.trace;
        if !check && !trace {
            // The common case: nothing to record about each attempt.
            let result = self.applicator.match_and_rewrite(
                op,
                rw,
                &mut |_| true,
                &mut |_, _| {},
                &mut |_, _| true,
            );
            return match result {
                Ok(p) => {
                    self.result.num_rewrites += 1;
                    self.applied.push((p, op_name));
                    true
                }
                Err(_) => false,
            };
        }
        let patterns = self.applicator.patterns();
        let collect = RefCell::new((rw.num_changes(), Vec::new(), Vec::new()));
        let ctx = self.ctx;
        let result = self.applicator.match_and_rewrite(
            op,
            rw,
            &mut |_| true,
            &mut |p, rw| {
                let name = &patterns.pattern(p).info().debug_name;
                let reason = rw.take_failure_reason();
                let mut c = collect.borrow_mut();
                if check && rw.num_changes() != c.0 {
                    c.2.push(ContractViolation {
                        pattern: name.clone(),
                        op: op_name,
                        location: loc,
                        contract: Contract::ChangedIrOnFailure,
                    });
                }
                c.0 = rw.num_changes();
                if trace {
                    c.1.push(TraceEvent {
                        kind: TraceKind::Failure,
                        pattern: name.clone(),
                        op: op_name,
                        location: loc,
                        reason,
                    });
                }
            },
            &mut |p, rw| {
                let name = &patterns.pattern(p).info().debug_name;
                let mut c = collect.borrow_mut();
                if check {
                    if rw.num_changes() == c.0 {
                        c.2.push(ContractViolation {
                            pattern: name.clone(),
                            op: op_name,
                            location: loc,
                            contract: Contract::SuccessWithoutChange,
                        });
                    } else if let Some(msg) = verify_after(ctx, rw.body()) {
                        c.2.push(ContractViolation {
                            pattern: name.clone(),
                            op: op_name,
                            location: loc,
                            contract: Contract::InvalidIr(msg),
                        });
                    }
                }
                if trace {
                    c.1.push(TraceEvent {
                        kind: TraceKind::Apply,
                        pattern: name.clone(),
                        op: op_name,
                        location: loc,
                        reason: None,
                    });
                }
                true
            },
        );
        let (_, events, violations) = collect.into_inner();
        self.result.trace.extend(events);
        self.result.violations.extend(violations);
        match result {
            Ok(p) => {
                self.result.num_rewrites += 1;
                self.applied.push((p, op_name));
                true
            }
            Err(_) => false,
        }
    }

    /// Runs the iterations on `region` of `body`.
    fn simplify_region(
        &mut self,
        body: &mut Body,
        region: RegionId,
        listener: Option<&mut dyn Listener>,
    ) {
        let unknown = self.ctx.unknown_loc();
        let state = RefCell::new(State {
            worklist: Worklist::default(),
            scope: Some(region),
            strictness: Strictness::AnyOp,
            allowed: Vec::new(),
            user: listener,
            fold: FoldScratch::default(),
            populating: false,
        });
        let mut shared = Shared(&state);
        let mut rw = PatternRewriter::new(self.ctx, body, &mut shared);
        rw.set_keep_failure_reasons(self.config.trace);
        let mut iteration = 0i64;
        let mut continue_rewrites = false;
        let mut folder = OperationFolder::new();
        loop {
            iteration += 1;
            // Only -1 means no limit (mlir-opt's `kNoLimit`): another negative limit allows
            // no iteration at all.
            if self.config.max_iterations != -1 && iteration > self.config.max_iterations {
                break;
            }
            self.applied.clear();
            state.borrow_mut().worklist.clear();
            folder.clear();
            self.populate(&mut rw, &state, region, &mut folder, unknown);
            // Unreachable code may break invariants patterns rely on (an op using its own
            // result): it goes first, whatever the simplification level.
            continue_rewrites = erase_unreachable_blocks(&mut rw, &[region]);
            continue_rewrites |= self.process_worklist(&mut rw, &state);
            if self.config.region_simplification != RegionSimplification::Disabled {
                let aggressive =
                    self.config.region_simplification == RegionSimplification::Aggressive;
                continue_rewrites |= simplify_regions(self.ctx, &mut rw, &[region], aggressive);
            }
            self.result.changed |= folder.changed_ir();
            if !continue_rewrites {
                break;
            }
        }
        self.result.converged &= !continue_rewrites;
        self.result.changed |= iteration > 1;
        if continue_rewrites {
            self.result.cycle = find_cycle(&self.applied)
                .iter()
                .map(|&(p, op)| {
                    (
                        self.applicator
                            .patterns()
                            .pattern(p)
                            .info()
                            .debug_name
                            .clone(),
                        op,
                    )
                })
                .collect();
        }
    }

    /// Builds the worklist of one iteration (and lets the folder record constants).
    fn populate(
        &mut self,
        rw: &mut PatternRewriter<'_>,
        state: &RefCell<State<'_>>,
        region: RegionId,
        folder: &mut OperationFolder,
        unknown: Location,
    ) {
        let cse = self.config.cse_constants;
        // Returns true if `op` was a duplicate constant (and is gone).
        let mut known_constant = |rw: &mut PatternRewriter<'_>, op: OpId| {
            if !cse {
                return false;
            }
            match constant_value(self.ctx, rw.body_mut_raw(), op) {
                Some(v) => !folder.insert_known_constant(rw, op, v, unknown),
                None => false,
            }
        };
        // The ops as they are now; recording a constant erases it (a duplicate) or moves it
        // (to the front of its region), which changes no other op's place in the list.
        let ops = if self.config.top_down {
            crate::walk::region_preorder(rw.body(), region)
        } else {
            crate::walk::region_postorder(rw.body(), region)
        };
        state.borrow_mut().populating = true;
        for op in ops {
            if rw.body().is_erased(op) || known_constant(rw, op) {
                continue;
            }
            state.borrow_mut().add(rw.body(), op);
        }
        if self.config.top_down {
            state.borrow_mut().worklist.reverse();
        }
        state.borrow_mut().populating = false;
    }
}

/// Verifies the ops of the body's top regions and the dominance of every operand in the
/// body; returns the first error message.
fn verify_after(ctx: &Context, body: &Body) -> Option<String> {
    struct Sink(Option<String>);
    impl ropt_ir::DiagnosticSink for Sink {
        fn emit(&mut self, d: ropt_ir::Diagnostic) {
            if self.0.is_none() {
                self.0 = Some(d.message);
            }
        }
    }
    let opts = ropt_ir::verifier::VerifierOptions {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let mut sink = Sink(None);
    let dom = ropt_ir::dominance::DominanceInfo::new(body);
    for &r in body.top_regions() {
        for op in crate::walk::region_postorder(body, r) {
            let Some(region) = body.parent_region(op) else {
                continue;
            };
            if !dom.has_ssa_dominance(region) {
                continue;
            }
            for (i, v) in body.operands(op).enumerate() {
                if v.is_null() {
                    return Some(format!("operand #{i} of '{}' is null", body.op_name(op)));
                }
                if !dom.value_properly_dominates(v, op) {
                    return Some(format!(
                        "operand #{i} of '{}' does not dominate this use",
                        body.op_name(op)
                    ));
                }
            }
        }
        for b in body.blocks(r) {
            for op in body.ops(b) {
                let _ = ropt_ir::verifier::verify(ctx, body, op, &opts, &mut sink);
                if sink.0.is_some() {
                    return sink.0;
                }
            }
        }
    }
    None
}

/// The shortest sequence of pattern applications that repeats at the end of `applied` (at
/// least twice), or the last applications if none repeats.
fn find_cycle<T: Copy + PartialEq>(applied: &[T]) -> Vec<T> {
    let n = applied.len();
    for period in 1..=n / 2 {
        let tail = &applied[n - period..];
        let prev = &applied[n - 2 * period..n - period];
        if tail == prev {
            return tail.to_vec();
        }
    }
    applied[n.saturating_sub(8)..].to_vec()
}

/// Applies `patterns` greedily to `regions` of `body` (and to every body nested in them),
/// folding and simplifying as it goes (MLIR's `applyPatternsGreedily`).
pub fn apply_patterns_and_fold_greedily(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyResult {
    apply_with_listener(ctx, body, regions, patterns, config, None)
}

/// Like [`apply_patterns_and_fold_greedily`], also notifying `listener` of every change.
pub fn apply_with_listener(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
    mut listener: Option<&mut dyn Listener>,
) -> GreedyResult {
    let mut driver = Driver::new(ctx, patterns, config);
    for &r in regions {
        driver.simplify_region(
            body,
            r,
            listener.as_mut().map(|l| &mut **l as &mut dyn Listener),
        );
    }
    let mut total = driver.result;
    // Then the bodies of isolated-from-above ops, depth first, without recursion.
    struct Frame {
        body: Box<Body>,
        owner: OpId,
        pending: Vec<OpId>,
        /// The rewrites changed this body (an unchanged one is left as it is).
        changed: bool,
    }
    let nested_of = |b: &Body, regions: &[RegionId]| -> Vec<OpId> {
        let mut out = Vec::new();
        // Most bodies (functions) own none: a scan of the op arena says so without a walk.
        if b.nested_bodies().next().is_none() {
            return out;
        }
        for &r in regions {
            for op in crate::walk::region_postorder(b, r) {
                if b.op(op).has_nested_body() {
                    out.push(op);
                }
            }
        }
        out.reverse();
        out
    };
    let mut root_pending = nested_of(body, regions);
    let mut frames: Vec<Frame> = Vec::new();
    loop {
        let next = match frames.last_mut() {
            Some(f) => f.pending.pop(),
            None => root_pending.pop(),
        };
        if let Some(op) = next {
            let parent: &mut Body = match frames.last_mut() {
                Some(f) => &mut f.body,
                None => body,
            };
            if parent.is_erased(op) {
                continue;
            }
            let Some(mut nested) = parent.take_nested_body(op) else {
                continue;
            };
            let tops = nested.top_regions().to_vec();
            let mut d = Driver::new(ctx, patterns, config);
            for &r in &tops {
                d.simplify_region(
                    &mut nested,
                    r,
                    listener.as_mut().map(|l| &mut **l as &mut dyn Listener),
                );
            }
            let changed = d.result.changed;
            total.merge(d.result);
            let pending = nested_of(&nested, &tops);
            frames.push(Frame {
                body: nested,
                owner: op,
                pending,
                changed,
            });
        } else if let Some(mut f) = frames.pop() {
            // Done with this body (and those nested in it): give back the slots of the ops
            // the rewrites erased, unless a listener may still hold ids of this body.
            if listener.is_none() && f.changed && worth_compacting(&f.body) {
                f.body.compact();
            }
            let parent: &mut Body = match frames.last_mut() {
                Some(p) => &mut p.body,
                None => body,
            };
            parent.put_nested_body(f.owner, f.body);
        } else {
            break;
        }
    }
    total
}

/// Like [`apply_patterns_and_fold_greedily`] on `regions` of `body` alone: the bodies of
/// isolated-from-above ops nested in them are left as they are (a caller may rewrite them
/// on its own, e.g. each on a worker thread).
pub fn apply_patterns_and_fold_greedily_shallow(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyResult {
    let mut driver = Driver::new(ctx, patterns, config);
    for &r in regions {
        driver.simplify_region(body, r, None);
    }
    driver.result
}

/// True if enough of `body`'s op slots are erased for [`Body::compact`] to pay off.
pub(crate) fn worth_compacting(body: &Body) -> bool {
    body.dead_slots() * 8 >= body.op_capacity()
}

/// Applies `patterns` to `ops` only (and to ops created or changed on the way, according to
/// `config.strictness`), without iterating or simplifying regions (MLIR's
/// `applyOpPatternsGreedily`). `converged` is true if the worklist was drained.
pub fn apply_op_patterns_and_fold(
    ctx: &Context,
    body: &mut Body,
    ops: &[OpId],
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyResult {
    apply_op_patterns_with_listener(ctx, body, ops, patterns, config, None)
}

/// Like [`apply_op_patterns_and_fold`], also notifying `listener` of every change. Whether
/// every op of `ops` was erased on the way is `body.is_erased` of each afterwards.
pub fn apply_op_patterns_with_listener(
    ctx: &Context,
    body: &mut Body,
    ops: &[OpId],
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
    listener: Option<&mut dyn Listener>,
) -> GreedyResult {
    let mut driver = Driver::new(ctx, patterns, config);
    let mut allowed = Vec::new();
    for &op in ops {
        if op.index() >= allowed.len() {
            allowed.resize(op.index() + 1, false);
        }
        allowed[op.index()] = true;
    }
    let state = RefCell::new(State {
        worklist: Worklist::default(),
        scope: common_region(body, ops),
        strictness: config.strictness,
        allowed,
        user: listener,
        fold: FoldScratch::default(),
        populating: false,
    });
    for &op in ops {
        state.borrow_mut().add_single(op);
    }
    let mut shared = Shared(&state);
    let mut rw = PatternRewriter::new(ctx, body, &mut shared);
    rw.set_keep_failure_reasons(config.trace);
    let changed = driver.process_worklist(&mut rw, &state);
    driver.result.changed = changed;
    driver.result.converged = state.borrow().worklist.is_empty();
    driver.result
}

/// The innermost region containing every op of `ops` (`None` if there is none).
fn common_region(body: &Body, ops: &[OpId]) -> Option<RegionId> {
    let mut region = body.parent_region(*ops.first()?)?;
    loop {
        let all = ops.iter().all(|&o| {
            body.parent_region(o)
                .is_some_and(|r| body.region_is_ancestor(region, r))
        });
        if all {
            return Some(region);
        }
        let parent = body.region_parent_op(region)?;
        region = body.parent_region(parent)?;
    }
}
