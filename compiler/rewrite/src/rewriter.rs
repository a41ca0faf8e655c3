//! [`PatternRewriter`]: every IR mutation a pattern makes goes through it, so that a
//! [`Listener`] (the greedy driver, later dialect conversion with rollback) sees each change.

use ropt_ir::builder::{InsertPoint, OpBuilder};
use ropt_ir::walk::{WalkEvent, WalkItem, Walker};
use ropt_ir::{
    BlockId, Body, Context, IrMapping, Location, OpId, OperationName, OperationState, RegionId,
    Type, ValueId,
};

use crate::pattern::{LogicalResult, MatchFailure};

/// How [`PatternRewriter::erase_op`] reports the erasure of the ops and blocks nested in an
/// erased op (the op itself comes last in every order).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EraseOrder {
    /// Every nested op (the reverse of the pre-order), then their blocks.
    OpsThenBlocks,
    /// Depth first, each block right after its ops and each op after its regions: regions,
    /// blocks and ops first to last (the dialect conversion with rollback, in mlir-opt 22).
    DepthFirst,
    /// The same, last to first (the dialect conversion without rollback).
    DepthFirstReversed,
}

/// Observes the changes a rewriter makes. Every hook has an empty default. Hooks about
/// removal run *before* the IR changes (the item is still intact); hooks about insertion and
/// modification run after.
pub trait Listener {
    /// `op` was inserted (created, or moved from `previous`, its old position if it had one).
    fn notify_operation_inserted(
        &mut self,
        _body: &Body,
        _op: OpId,
        _previous: Option<InsertPoint>,
    ) {
    }
    /// `block` was inserted in a region (created, or moved from `previous_region`).
    fn notify_block_inserted(
        &mut self,
        _body: &Body,
        _block: BlockId,
        _previous_region: Option<RegionId>,
    ) {
    }
    /// `op` was changed in place (operands, attributes, ...).
    fn notify_operation_modified(&mut self, _body: &Body, _op: OpId) {}
    /// The results of `op` are about to be replaced by `values` (before it is erased).
    fn notify_operation_replaced(&mut self, _body: &Body, _op: OpId, _values: &[ValueId]) {}
    /// `op` is about to be erased.
    fn notify_operation_erased(&mut self, _body: &Body, _op: OpId) {}
    /// `block` is about to be erased.
    fn notify_block_erased(&mut self, _body: &Body, _block: BlockId) {}
    /// A pattern did not apply, for `reason`.
    fn notify_match_failure(&mut self, _location: Location, _reason: &str) {}
    /// The op that stands in for a result of an erased op that still has uses (`None`, the
    /// default: the uses are dropped). With `Some(name)`, [`PatternRewriter::erase_op`]
    /// replaces each such result by the result of a new operand-less op `name` at the erased
    /// op's place, reported by [`Listener::notify_placeholder_created`] (dialect conversion:
    /// MLIR's erased values, which must be unused by the end of the conversion).
    fn erased_result_placeholder(&mut self) -> Option<ropt_ir::OperationName> {
        None
    }
    /// `op` was created to stand in for a used result of an erased op.
    fn notify_placeholder_created(&mut self, _body: &Body, _op: OpId) {}
    /// The order in which an erased op's nested ops and blocks are reported.
    fn erase_order(&self) -> EraseOrder {
        EraseOrder::OpsThenBlocks
    }
    /// The listener as `Any`, for drivers whose patterns reach the driver's state through
    /// the rewriter (dialect conversion).
    fn as_any(&mut self) -> Option<&mut dyn std::any::Any> {
        None
    }
}

/// A listener that ignores everything.
pub struct NoListener;
impl Listener for NoListener {}

/// Creates, changes and erases IR on behalf of patterns, notifying a [`Listener`]. It builds
/// on an [`OpBuilder`] (the insertion point, op creation, cloning and block creation are the
/// builder's) and adds the notifications.
pub struct PatternRewriter<'a> {
    b: OpBuilder<'a>,
    listener: &'a mut dyn Listener,
    /// Number of notified changes so far (for the contract checker).
    changes: u64,
    /// Ops currently between `start_op_modification` and finalize/cancel.
    in_modification: Vec<OpId>,
    /// The last reason given to [`PatternRewriter::notify_match_failure`].
    last_failure: Option<String>,
    /// Whether to keep that reason (for [`PatternRewriter::take_failure_reason`]).
    keep_failure_reasons: bool,
    /// The context's unknown location, once asked for (patterns ask on every attempt).
    unknown_loc: std::cell::Cell<Option<Location>>,
    /// The current match attempt (see [`PatternRewriter::match_attempt`]).
    attempt: u64,
}

thread_local! {
    /// Match attempts started on this thread so far.
    static ATTEMPTS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter over `body` notifying `listener`, with no insertion point.
    pub fn new(ctx: &'a Context, body: &'a mut Body, listener: &'a mut dyn Listener) -> Self {
        PatternRewriter {
            b: OpBuilder::new(ctx, body),
            listener,
            changes: 0,
            in_modification: Vec::new(),
            last_failure: None,
            keep_failure_reasons: true,
            unknown_loc: std::cell::Cell::new(None),
            attempt: 0,
        }
    }

    /// Starts a new match attempt: the applicator calls this before it tries the patterns of
    /// an op, so that patterns sharing one matcher (the PDL bytecode's) can run it once per
    /// attempt and keep its results while the IR has not changed.
    pub fn begin_match_attempt(&mut self) {
        self.attempt = ATTEMPTS.with(|c| {
            let n = c.get() + 1;
            c.set(n);
            n
        });
    }

    /// The current match attempt: unique among the attempts of this thread, `0` outside any
    /// (a pattern called directly, not through a [`crate::PatternApplicator`]).
    pub fn match_attempt(&self) -> u64 {
        self.attempt
    }

    /// The context's unknown location (looked up once per rewriter).
    pub fn unknown_loc(&self) -> Location {
        if let Some(l) = self.unknown_loc.get() {
            return l;
        }
        let l = self.b.context().unknown_loc();
        self.unknown_loc.set(Some(l));
        l
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.b.context()
    }

    /// The IR, read-only (mutate through the rewriter's methods).
    pub fn body(&self) -> &Body {
        self.b.body_ref()
    }

    /// The IR without notification: only for changes MLIR makes behind the listener's back
    /// (the folder's constant hoisting).
    pub(crate) fn body_mut_raw(&mut self) -> &mut Body {
        self.b.body()
    }

    /// Number of changes notified so far.
    pub fn num_changes(&self) -> u64 {
        self.changes
    }

    /// Whether match failure reasons are kept for [`PatternRewriter::take_failure_reason`]
    /// (they are by default; a driver that never reads them turns this off).
    pub fn set_keep_failure_reasons(&mut self, keep: bool) {
        self.keep_failure_reasons = keep;
    }

    /// Takes the reason of the last match failure.
    pub fn take_failure_reason(&mut self) -> Option<String> {
        self.last_failure.take()
    }

    // --- Insertion point ---------------------------------------------------------------------

    /// The insertion point.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.b.insertion_point()
    }

    /// Restores a saved insertion point.
    pub fn restore_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.b.restore_insertion_point(ip);
    }

    /// New ops go before `op`.
    pub fn set_insertion_point(&mut self, op: OpId) {
        self.b.set_insertion_point_before(op);
    }

    /// New ops go right after `op`.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.b.set_insertion_point_after(op);
    }

    /// New ops go at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.b.set_insertion_point_to_start(block);
    }

    /// New ops go at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.b.set_insertion_point_to_end(block);
    }

    // --- Creation ----------------------------------------------------------------------------

    /// Inserts a detached op at the insertion point (if any) and notifies the listener.
    pub fn insert(&mut self, op: OpId) -> OpId {
        self.b.insert(op);
        self.notify_inserted(op, None);
        op
    }

    fn notify_inserted(&mut self, op: OpId, previous: Option<InsertPoint>) {
        self.changes += 1;
        self.listener
            .notify_operation_inserted(self.b.body_ref(), op, previous);
    }

    /// Creates an op from `state` at the insertion point.
    pub fn create(&mut self, state: OperationState) -> OpId {
        let op = self.b.create_op(state);
        self.notify_inserted(op, None);
        op
    }

    /// Creates an op named `name` with operands and result types at the insertion point.
    pub fn create_op(
        &mut self,
        name: &str,
        loc: Location,
        operands: &[ValueId],
        result_types: &[Type],
    ) -> OpId {
        let op = self.b.create(name, loc, operands, result_types);
        self.notify_inserted(op, None);
        op
    }

    /// Clones `op` (and what it contains) at the insertion point, remapping operands through
    /// `mapping`. The clone and every op nested in it are notified as inserted.
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        let new = self.b.clone_op(op, mapping);
        for o in crate::walk::ops_preorder(self.b.body_ref(), new) {
            self.notify_inserted(o, None);
        }
        new
    }

    /// Clones `op` (and what it contains) at the insertion point like
    /// [`PatternRewriter::clone_op`], without notifying the listener: for filling the body of
    /// an op under construction (MLIR builds such bodies before the op is in the IR, so the
    /// driver never sees their ops). Counts as a change.
    pub fn clone_op_unnotified(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        let new = self.b.clone_op(op, mapping);
        self.changes += 1;
        new
    }

    /// Creates a block with arguments at the end of `region` (or before `before`), and makes
    /// it the insertion point.
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        args: &[(Type, Location)],
    ) -> BlockId {
        let b = match before {
            Some(anchor) => self.b.create_block_before(anchor, args),
            None => self.b.create_block(region, args),
        };
        self.changes += 1;
        self.listener
            .notify_block_inserted(self.b.body_ref(), b, None);
        b
    }

    // --- Erasure and replacement -------------------------------------------------------------

    /// Erases `op` (whose results must be unused) and everything nested in it. Nested ops
    /// are notified first, users before definitions.
    pub fn erase_op(&mut self, op: OpId) {
        if let Some(name) = self.listener.erased_result_placeholder() {
            self.replace_used_results_with_placeholders(op, name);
        }
        self.changes += 1;
        if self.b.body_ref().op(op).has_nested_body() || self.b.body_ref().num_regions(op) == 0 {
            // Nothing nested in this body: the common case, without bookkeeping.
            self.listener.notify_operation_erased(self.b.body_ref(), op);
            // A leaf op's operands are dropped by `Body::erase_op` itself (without the
            // subtree walk `drop_all_references` makes).
            if self.b.body_ref().num_regions(op) != 0 {
                self.b.body().drop_all_references(op);
            }
            for r in self.b.body_ref().results(op) {
                self.b.body().drop_all_uses(r);
            }
            self.b.body().erase_op(op);
            return;
        }
        let erase_order = self.listener.erase_order();
        if erase_order != EraseOrder::OpsThenBlocks {
            let order = self.notify_erased_tree(op, erase_order == EraseOrder::DepthFirstReversed);
            self.b.body().drop_all_references(op);
            for o in order {
                for r in self.b.body_ref().results(o) {
                    self.b.body().drop_all_uses(r);
                }
            }
            self.b.body().erase_op(op);
            return;
        }
        // Notify nested ops in post-order with everything reversed (the reverse of the
        // pre-order), then their blocks (those of each op in reverse, ops in post-order),
        // then the op.
        let mut order = Vec::new();
        let mut blocks = Vec::new();
        {
            let body = self.b.body_ref();
            for ev in Walker::within_body(body, WalkItem::Op(op)) {
                match ev {
                    WalkEvent::Enter(_, WalkItem::Op(o)) => order.push(o),
                    WalkEvent::Exit(_, WalkItem::Op(o)) if !body.op(o).has_nested_body() => {
                        let start = blocks.len();
                        for &r in body.regions(o) {
                            blocks.extend(body.blocks(r));
                        }
                        blocks[start..].reverse();
                    }
                    _ => {}
                }
            }
        }
        order.reverse();
        blocks.reverse();
        for &o in &order {
            if o != op {
                self.listener.notify_operation_erased(self.b.body_ref(), o);
            }
        }
        for &b in blocks.iter().rev() {
            self.listener.notify_block_erased(self.b.body_ref(), b);
        }
        self.listener.notify_operation_erased(self.b.body_ref(), op);
        self.b.body().drop_all_references(op);
        for &o in &order {
            for r in self.b.body_ref().results(o) {
                self.b.body().drop_all_uses(r);
            }
        }
        self.b.body().erase_op(op);
    }

    /// Notifies the erasure of `op` and everything nested in it, depth first: each block after
    /// its ops, each op after its regions; regions, blocks and ops last to first if
    /// `reversed`, else first to last (with an explicit stack; nested bodies are left to the
    /// body that holds them). Returns the ops notified.
    fn notify_erased_tree(&mut self, op: OpId, reversed: bool) -> Vec<OpId> {
        enum Step {
            Op(OpId),
            OpDone(OpId),
            BlockDone(BlockId),
        }
        let mut done = Vec::new();
        let mut stack = vec![Step::Op(op)];
        while let Some(step) = stack.pop() {
            match step {
                Step::Op(o) => {
                    stack.push(Step::OpDone(o));
                    let body = self.b.body_ref();
                    if body.op(o).has_nested_body() {
                        continue;
                    }
                    // Pushed so that what is reported first pops first.
                    let mut steps = Vec::new();
                    for &r in body.regions(o) {
                        for blk in body.blocks(r) {
                            let ops: Vec<OpId> = body.ops(blk).collect();
                            steps.push((blk, ops));
                        }
                    }
                    if !reversed {
                        steps.reverse();
                    }
                    for (blk, mut ops) in steps {
                        stack.push(Step::BlockDone(blk));
                        if !reversed {
                            ops.reverse();
                        }
                        stack.extend(ops.into_iter().map(Step::Op));
                    }
                }
                Step::OpDone(o) => {
                    self.listener.notify_operation_erased(self.b.body_ref(), o);
                    done.push(o);
                }
                Step::BlockDone(blk) => self.listener.notify_block_erased(self.b.body_ref(), blk),
            }
        }
        done
    }

    /// Replaces each result of `op` that has uses by the result of a new op `name` before
    /// `op` (see [`Listener::erased_result_placeholder`]).
    fn replace_used_results_with_placeholders(&mut self, op: OpId, name: ropt_ir::OperationName) {
        let used: Vec<ValueId> = self
            .b
            .body_ref()
            .results(op)
            .filter(|&r| !self.b.body_ref().use_empty(r))
            .collect();
        if used.is_empty() {
            return;
        }
        let saved = self.insertion_point();
        self.set_insertion_point(op);
        let loc = self.b.body_ref().op_location(op);
        for r in used {
            let ty = self.b.body_ref().value_type(r);
            let state = ropt_ir::OperationState::new(name, loc).with_result_types(&[ty]);
            let placeholder = self.create(state);
            let v = self.b.body_ref().result(placeholder, 0);
            self.replace_all_uses_with(r, v);
            self.listener
                .notify_placeholder_created(self.b.body_ref(), placeholder);
        }
        self.restore_insertion_point(saved);
    }

    /// Erases `block` and its ops (its uses are dropped first).
    pub fn erase_block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.b.body_ref().ops_rev(block).collect();
        for &o in &ops {
            self.b.body().drop_all_references(o);
        }
        for o in ops {
            for r in self.b.body_ref().results(o) {
                self.b.body().drop_all_uses(r);
            }
            self.erase_op(o);
        }
        let args = self.b.body_ref().block_arguments(block).to_vec();
        for a in args {
            self.b.body().drop_all_uses(a);
        }
        self.changes += 1;
        self.listener.notify_block_erased(self.b.body_ref(), block);
        self.b.body().erase_block(block);
    }

    /// Drops the operands and successors of `op` and of the ops nested in it, without
    /// notification (MLIR's `dropAllReferences`; used before erasing cyclic dead code).
    pub fn drop_all_references(&mut self, op: OpId) {
        self.b.body().drop_all_references(op);
    }

    /// Drops every use of `v` (operands become null) without notification (MLIR's
    /// `dropAllUses`, used when erasing dead cyclic code).
    pub fn drop_uses_raw(&mut self, v: ValueId) {
        self.b.body().drop_all_uses(v);
    }

    /// Replaces every use of `op`'s results by `values`, then erases `op`.
    pub fn replace_op(&mut self, op: OpId, values: &[ValueId]) {
        assert_eq!(
            self.b.body_ref().num_results(op),
            values.len(),
            "replacement count mismatch"
        );
        self.listener
            .notify_operation_replaced(self.b.body_ref(), op, values);
        for (r, &v) in self.b.body_ref().results(op).zip(values) {
            self.replace_all_uses_with(r, v);
        }
        self.erase_op(op);
    }

    /// Replaces `op` by the op built from `state` at `op`'s position; returns the new op.
    pub fn replace_op_with_new_op(&mut self, op: OpId, state: OperationState) -> OpId {
        let saved = self.b.insertion_point();
        self.set_insertion_point(op);
        let new = self.create(state);
        self.b.restore_insertion_point(saved);
        let values: Vec<ValueId> = self.b.body_ref().results(new).collect();
        self.replace_op(op, &values);
        new
    }

    /// Redirects every use of `from` to `to`; each user is notified as modified.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        // Redirecting a use unlinks it from `from`'s list: take the first one until none is
        // left (the order of a collected list).
        while let Some(u) = self.b.body_ref().uses(from).next() {
            self.b
                .body()
                .set_operand(u.owner, u.operand_index as usize, to);
            self.changes += 1;
            self.listener
                .notify_operation_modified(self.b.body_ref(), u.owner);
        }
    }

    /// Redirects every use of `from` to `to` without notifying the users, as MLIR patterns do
    /// when they call `Value::replaceAllUsesWith` behind the rewriter's back (the driver does
    /// not revisit the users). Counts as a change.
    pub fn replace_all_uses_unnotified(&mut self, from: ValueId, to: ValueId) {
        if from == to || self.b.body_ref().use_empty(from) {
            return;
        }
        self.b.body().replace_all_uses_with(from, to);
        self.changes += 1;
    }

    /// Redirects every use of `from` to `to` except those in `except`.
    pub fn replace_all_uses_except(&mut self, from: ValueId, to: ValueId, except: OpId) {
        self.replace_uses_with_if(from, to, |_, u| u.owner != except);
    }

    /// Redirects the uses of `from` accepted by `pred` to `to`.
    pub fn replace_uses_with_if(
        &mut self,
        from: ValueId,
        to: ValueId,
        mut pred: impl FnMut(&Body, ropt_ir::Use) -> bool,
    ) {
        if from == to {
            return;
        }
        let uses: Vec<ropt_ir::Use> = self.b.body_ref().uses(from).collect();
        for u in uses {
            if !pred(self.b.body_ref(), u) {
                continue;
            }
            self.b
                .body()
                .set_operand(u.owner, u.operand_index as usize, to);
            self.changes += 1;
            self.listener
                .notify_operation_modified(self.b.body_ref(), u.owner);
        }
    }

    // --- In-place modification ---------------------------------------------------------------

    /// Starts an in-place change of `op`; end it with
    /// [`PatternRewriter::finalize_op_modification`] or
    /// [`PatternRewriter::cancel_op_modification`].
    pub fn start_op_modification(&mut self, op: OpId) {
        self.in_modification.push(op);
    }

    /// The IR for an in-place change of an op between start and finalize/cancel.
    pub fn body_for_modification(&mut self) -> &mut Body {
        assert!(
            !self.in_modification.is_empty(),
            "body_for_modification outside start/finalize_op_modification"
        );
        self.b.body()
    }

    /// Ends an in-place change of `op`: the listener is notified.
    pub fn finalize_op_modification(&mut self, op: OpId) {
        self.end_modification(op);
        self.changes += 1;
        self.listener
            .notify_operation_modified(self.b.body_ref(), op);
    }

    /// Ends an in-place change of `op` that the caller has undone (nothing is notified).
    pub fn cancel_op_modification(&mut self, op: OpId) {
        self.end_modification(op);
    }

    fn end_modification(&mut self, op: OpId) {
        let pos = self
            .in_modification
            .iter()
            .rposition(|&o| o == op)
            .expect("op modification was not started");
        self.in_modification.remove(pos);
    }

    /// Changes `op` in place with `f` and notifies the listener.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        self.start_op_modification(op);
        let r = f(self.b.body());
        self.finalize_op_modification(op);
        r
    }

    // --- Moving ops and blocks ---------------------------------------------------------------

    fn position(&self, op: OpId) -> Option<InsertPoint> {
        let body = self.b.body_ref();
        body.parent_block(op).map(|block| InsertPoint {
            block,
            before: body.next_op(op),
        })
    }

    /// Moves `op` right before `anchor`.
    pub fn move_op_before(&mut self, op: OpId, anchor: OpId) {
        let prev = self.position(op);
        self.b.body().move_op_before(op, anchor);
        self.notify_inserted(op, prev);
    }

    /// Moves `op` right after `anchor`.
    pub fn move_op_after(&mut self, op: OpId, anchor: OpId) {
        let prev = self.position(op);
        self.b.body().move_op_after(op, anchor);
        self.notify_inserted(op, prev);
    }

    /// Moves the ops of `source` before `before` in `dest` (at the end when `None`),
    /// replacing uses of `source`'s arguments by `args`, then erases `source` (which must
    /// have no predecessors).
    pub fn inline_block_before(
        &mut self,
        source: BlockId,
        dest: BlockId,
        before: Option<OpId>,
        args: &[ValueId],
    ) {
        let old_args = self.b.body_ref().block_arguments(source).to_vec();
        assert_eq!(old_args.len(), args.len(), "block argument count mismatch");
        for (&from, &to) in old_args.iter().zip(args) {
            self.replace_all_uses_with(from, to);
        }
        while let Some(op) = self.b.body_ref().first_op(source) {
            let prev = self.position(op);
            self.b.body().remove_op(op);
            match before {
                Some(anchor) => self.b.body().insert_op_before(anchor, op),
                None => self.b.body().append_op(dest, op),
            }
            self.notify_inserted(op, prev);
        }
        self.erase_block(source);
    }

    /// Appends the ops of `source` to `dest` and erases `source` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) {
        self.inline_block_before(source, dest, None, args);
    }

    /// Splits `block` before `op`; `op` and what follows move to a new block right after
    /// `block`, which is returned.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        let mut moved = Vec::new();
        let mut cur = Some(op);
        while let Some(o) = cur {
            moved.push((o, self.position(o)));
            cur = self.b.body_ref().next_op(o);
        }
        let new = self.b.body().split_block(block, op);
        self.changes += 1;
        self.listener
            .notify_block_inserted(self.b.body_ref(), new, None);
        for (o, prev) in moved {
            self.notify_inserted(o, prev);
        }
        new
    }

    /// Moves the blocks of `region` before `before` in `dest` (at its end when `None`).
    pub fn inline_region_before(
        &mut self,
        region: RegionId,
        dest: RegionId,
        before: Option<BlockId>,
    ) {
        while let Some(b) = self.b.body_ref().region(region).first_block() {
            self.b.body().remove_block(b);
            match before {
                Some(anchor) => self.b.body().insert_block_before(anchor, b),
                None => self.b.body().append_block(dest, b),
            }
            self.changes += 1;
            self.listener
                .notify_block_inserted(self.b.body_ref(), b, Some(region));
        }
    }

    /// Erases block argument `index` of `block` (it must be unused).
    pub fn erase_block_argument(&mut self, block: BlockId, index: usize) {
        self.changes += 1;
        self.b.body().erase_block_argument(block, index);
    }

    /// Adds a block argument.
    pub fn add_block_argument(&mut self, block: BlockId, ty: Type, loc: Location) -> ValueId {
        self.changes += 1;
        self.b.body().add_block_argument(block, ty, loc)
    }

    /// Sets successor `index` of `op` (notified as a modification).
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId) {
        self.modify_op_in_place(op, |b| b.set_successor(op, index, block));
    }

    // --- Match failures ----------------------------------------------------------------------

    /// Records why a pattern did not match `op` and returns the failure.
    pub fn notify_match_failure(&mut self, op: OpId, reason: impl AsRef<str>) -> LogicalResult {
        let reason = reason.as_ref();
        let loc = self.b.body_ref().op_location(op);
        self.listener.notify_match_failure(loc, reason);
        if self.keep_failure_reasons {
            self.last_failure = Some(reason.to_owned());
        }
        Err(MatchFailure)
    }

    /// The listener as `Any` (see [`Listener::as_any`]).
    pub fn listener_any(&mut self) -> Option<&mut dyn std::any::Any> {
        self.listener.as_any()
    }

    /// Shorthand for `self.context().registry().op_name(name)`.
    pub fn op_name(&self, name: &str) -> OperationName {
        self.b.context().registry().op_name(name)
    }
}
