//! The conversion driver (MLIR's `applyPartialConversion`, `applyFullConversion` and
//! `applyAnalysisConversion`).
//!
//! Semantics:
//! * The ops to convert are collected up front in pre-order: the root op, then the ops of
//!   its regions, blocks in depth-first order from each entry block (unreachable blocks are
//!   not visited), without the ops nested in a recursively legal op. The bodies of ops that
//!   are isolated from above are collected when the driver reaches their op, so the order is
//!   the same pre-order over the whole tree.
//! * Each op, unless erased meanwhile, is legalized: nothing to do if legal; otherwise (per
//!   [`FoldingMode`]) folded, and the patterns tried in the cost model's order (`cost.rs`),
//!   each starting with the insertion point before the op. A pattern that succeeded is accepted when every op
//!   it created (still alive) legalizes in turn, recursively; a pattern is not applied again
//!   to ops created by its own application unless it declared bounded recursion.
//! * A partial conversion fails on an op that is explicitly illegal and could not be
//!   legalized; a full conversion on any op that could not be legalized; an analysis
//!   conversion never fails and reports the ops that could be legalized, leaving the IR
//!   unchanged.
//! * With rollback allowed (the default), a failed conversion leaves the IR as it was, and a
//!   pattern whose result cannot be legalized is undone before the next one is tried. The
//!   driver first runs optimistically on the IR directly, keeping a copy of the IR taken when
//!   it reaches the first op that is not legal (a driver on a worker thread copies only the
//!   body it converts); only when something must be undone does it restore the IR and run
//!   again undoing at each pattern, so that the common case costs one copy of the bodies
//!   that have something to convert, made on the worker threads. Without rollback, the IR is changed in place and a pattern
//!   that would need undoing is an error.
//! * The casts the driver makes (see [`crate::pattern`]) are resolved when the ops of their
//!   body are all converted.
//! * With [`ConversionConfig::parallel`], the bodies of the isolated ops in the root's body
//!   (functions in a module) are converted on the worker threads once the ops outside them
//!   are; an error makes the driver redo the conversion in order (with rollback), so that
//!   the error reported is the first one, as it is without threads.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use ropt_ir::builder::InsertPoint;
use ropt_ir::registry::OpFoldResult;
use ropt_ir::rewrite_hooks::ConstantMaterializer;
use ropt_ir::{Body, Context, Diagnostic, OpId, RegionId, ValueId};
use ropt_rewrite::fold::fold_op;
use ropt_rewrite::{FrozenRewritePatternSet, Listener, PatternRewriter};

use crate::cost::PatternOrder;

use crate::target::{ConversionTarget, ResolvedLegality};
use crate::type_converter::TypeConverter;

/// Which ops must be legal for the conversion to succeed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConversionMode {
    /// Ops explicitly illegal must be legalized; others may stay.
    Partial,
    /// Every op must be legal afterwards.
    Full,
    /// Nothing changes; reports the ops that could be legalized.
    Analysis,
}

/// When the driver folds an illegal op (MLIR's `DialectConversionFoldingMode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FoldingMode {
    /// Never.
    Never,
    /// Before trying the patterns (the default).
    BeforePatterns,
    /// When no pattern applied.
    AfterPatterns,
}

/// Makes the error reported at an op (a pass adds mlir-opt's `see current operation` note).
pub type OpDiagnosticFn<'a> = &'a (dyn Fn(&Body, OpId, &str) -> Diagnostic + Sync);

/// Makes the report of an op (see [`ConversionConfig::unlegalized`]).
pub type OpReportFn<'a> = &'a (dyn Fn(&Body, OpId) -> Diagnostic + Sync);

/// Options of a conversion (MLIR's `ConversionConfig`).
#[derive(Clone, Copy)]
pub struct ConversionConfig<'a> {
    /// Undo patterns whose result cannot be legalized (and a failed conversion).
    pub allow_pattern_rollback: bool,
    /// When to fold.
    pub folding_mode: FoldingMode,
    /// Replace the unrealized casts left at the end through the type converter.
    pub build_materializations: bool,
    /// Makes errors at ops (a plain error at the op's location when `None`).
    pub op_diagnostic: Option<OpDiagnosticFn<'a>>,
    /// Explain the legalization in [`ConversionReport::trace`] (ropt's `--trace-conversion`).
    pub trace: bool,
    /// Convert the bodies of the isolated ops nested in the root op's body on the worker
    /// threads (the result is the same as converting them one after the other).
    pub parallel: bool,
    /// In partial mode, makes the report of an op that could not be legalized and may stay
    /// (MLIR's `unlegalizedOps`; nothing is reported when `None`), called when the driver
    /// gives up on the op.
    pub unlegalized: Option<OpReportFn<'a>>,
    /// Record the rewriter's notifications in [`ConversionReport::notifications`] (MLIR's
    /// `ConversionConfig::listener`; the test passes print them).
    pub notifications: bool,
}

impl Default for ConversionConfig<'_> {
    fn default() -> Self {
        ConversionConfig {
            allow_pattern_rollback: true,
            folding_mode: FoldingMode::BeforePatterns,
            build_materializations: true,
            op_diagnostic: None,
            trace: false,
            parallel: false,
            unlegalized: None,
            notifications: false,
        }
    }
}

/// What a conversion reports.
#[derive(Debug, Default)]
pub struct ConversionReport {
    /// The errors (empty on success).
    pub diagnostics: Vec<Diagnostic>,
    /// In analysis mode: the ops (of the root body) that could be legalized.
    pub legalizable: Vec<OpId>,
    /// In partial mode with [`ConversionConfig::unlegalized`]: its reports of the ops that
    /// could not be legalized and were left as they are, in the order the driver met them.
    pub unlegalized: Vec<Diagnostic>,
    /// With [`ConversionConfig::trace`]: for each op the driver had to legalize, the
    /// patterns it tried in order and how each ended (the match-failure reason, the ops a
    /// success created, legalized in turn below it), and why an op stayed illegal.
    pub trace: String,
    /// With [`ConversionConfig::notifications`]: the changes the conversion made, in order
    /// (those of undone patterns left out).
    pub notifications: Vec<Notification>,
}

/// Where an inserted op was before (MLIR's `OpBuilder::InsertPoint` of
/// `notifyOperationInserted`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PreviousPosition {
    /// Nowhere: the op was just created.
    Unlinked,
    /// At the end of a block.
    LastInBlock,
    /// Before an op of this name.
    Before(ropt_ir::OperationName),
    /// Linked, at a position the rewriter does not know (ops moved with their block).
    Unknown,
}

/// One change the driver's rewriter made (MLIR's rewriter listener notifications).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notification {
    /// An op was inserted (created, or moved from its previous position).
    OperationInserted(ropt_ir::OperationName, PreviousPosition),
    /// A block was inserted into a region of an op of this name (`None`: a detached region);
    /// `true` if it was moved from another region.
    BlockInserted(Option<ropt_ir::OperationName>, bool),
    /// An op was modified in place.
    OperationModified(ropt_ir::OperationName),
    /// An op's results were replaced.
    OperationReplaced(ropt_ir::OperationName),
    /// An op was erased.
    OperationErased(ropt_ir::OperationName),
    /// A block was erased.
    BlockErased,
}

impl ConversionReport {
    /// True if the conversion failed.
    pub fn failed(&self) -> bool {
        !self.diagnostics.is_empty()
    }
}

/// What a driver-made cast stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CastKind {
    /// Converted values seen as an original value.
    Source,
    /// An original value seen as converted values.
    Target,
}

/// The driver's record of a conversion, which the patterns reach through the rewriter's
/// listener: the ops created so far and the casts the driver made.
#[derive(Default)]
pub struct ConversionState {
    created: Vec<OpId>,
    casts: FxHashMap<OpId, (Option<Arc<TypeConverter>>, CastKind)>,
    cast_order: Vec<OpId>,
    /// The type converter of the conversion pattern being applied.
    pub(crate) current_converter: Option<Arc<TypeConverter>>,
    /// `builtin.unrealized_conversion_cast`, standing in for the used results of erased ops
    /// (`None`: their uses are dropped, outside a conversion's patterns).
    placeholder: Option<ropt_ir::OperationName>,
    /// The recorded notifications (`None`: not recorded), with the op each is about.
    notes: Option<Vec<(Notification, Option<OpId>)>>,
    /// The op whose results are being replaced.
    pub(crate) replacing: Option<OpId>,
    pub(crate) rollback: bool,
    /// Signature conversions of the entry blocks of isolated ops' bodies, applied when the
    /// driver enters each body (a pattern on the isolated op cannot reach into it).
    pub(crate) pending: Vec<(OpId, crate::SignatureConversion, Option<Arc<TypeConverter>>)>,
    /// The notifications of each materialization at the end (MLIR reports them after all
    /// the others, the last materialized first).
    final_notes: Vec<Vec<(Notification, Option<OpId>)>>,
    /// While an op is erased (not replaced): where its `Replaced` notification goes, and
    /// whether it is there (MLIR's conversion rewriter erases an op by replacing it).
    erase_mark: Option<(usize, bool)>,
    /// While an erased op's used results get their placeholder casts (from the start of the
    /// erasure to its first erase notification).
    making_placeholders: bool,
    /// Every cast the driver made (their notifications are not reported).
    all_casts: rustc_hash::FxHashSet<OpId>,
    /// Notes (by index) that the only user (`.2`, in the body of the isolated op `.1`) of
    /// an entry-block argument whose type changes was modified, left out if that user is a registered op
    /// neither legal nor explicitly illegal when the driver enters the body (mlir-opt 22
    /// notifies no such user).
    pub(crate) user_notes: Vec<(usize, OpId, OpId)>,
    /// The indices of the notes left out.
    dropped_notes: rustc_hash::FxHashSet<usize>,
    /// The rewriter changes the driver made remapping the operands of the conversion
    /// pattern being applied.
    pub(crate) remap_changes: u64,
    /// With rollback, notes (by index) that a user (in the body being converted) of a result
    /// replaced by a value of another type was modified, left out if the user is erased by
    /// the end of its body (mlir-opt 22 moves those uses when the conversion ends).
    pub(crate) replaced_users: Vec<(usize, OpId)>,
}

impl ConversionState {
    /// The state of a conversion in `ctx` (erased results get placeholder casts).
    fn new(ctx: &Context, config: &ConversionConfig<'_>) -> Self {
        ConversionState {
            placeholder: Some(ctx.registry().op_name(crate::reconcile::CAST)),
            notes: config.notifications.then(Vec::new),
            rollback: config.allow_pattern_rollback,
            ..ConversionState::default()
        }
    }

    /// The number of notes, if notifications are recorded.
    pub(crate) fn notes_len_if_recorded(&self) -> Option<usize> {
        self.notes.as_ref().map(Vec::len)
    }

    /// Records `n` (about `op`), if notifications are recorded.
    pub(crate) fn note(&mut self, n: Notification, op: Option<OpId>) {
        if !self.making_placeholders
            && !matches!(
                n,
                Notification::OperationErased(_) | Notification::BlockErased
            )
        {
            self.erase_mark = None;
        }
        if let Some(o) = op
            && self.all_casts.contains(&o)
        {
            // The casts the driver makes are not reported; once erased, the id may be
            // reused by another op.
            if matches!(n, Notification::OperationErased(_)) {
                self.all_casts.remove(&o);
            }
            return;
        }
        if let Some(notes) = self.notes.as_mut() {
            notes.push((n, op));
        }
    }

    /// Records that `user`, in the body of `owner`, was modified; `sole` if it is the only
    /// user of an argument converted 1:N (see [`ConversionState::user_notes`]).
    pub(crate) fn note_user(
        &mut self,
        name: ropt_ir::OperationName,
        owner: OpId,
        user: OpId,
        sole: bool,
    ) {
        let at = self.notes_len();
        if self.notes.is_some() {
            self.note(Notification::OperationModified(name), None);
            if sole {
                self.user_notes.push((at, owner, user));
            }
        }
    }

    /// Leaves out the notes of [`ConversionState::note_user`] about the sole users in `body`
    /// (the body of `owner`) for which `skip` holds.
    fn settle_user_notes(&mut self, body: &Body, owner: OpId, skip: impl Fn(&Body, OpId) -> bool) {
        let len = self.notes_len();
        let mut kept = Vec::with_capacity(self.user_notes.len());
        for (at, o, user) in std::mem::take(&mut self.user_notes) {
            if at >= len {
                continue;
            }
            if o != owner {
                kept.push((at, o, user));
            } else if skip(body, user) {
                self.dropped_notes.insert(at);
            }
        }
        self.user_notes = kept;
    }

    /// Notes that `user` was modified by a replacement with a value of another type (see
    /// [`ConversionState::replaced_users`]).
    pub(crate) fn note_replaced_user(&mut self, name: ropt_ir::OperationName, user: OpId) {
        // As `notify_operation_modified`: replacing an op the conversion created (with
        // rollback) modifies no user.
        if self.rollback && self.replacing.is_some_and(|r| self.created.contains(&r)) {
            return;
        }
        let at = self.notes_len();
        if self.notes.is_some() {
            self.note(Notification::OperationModified(name), None);
            if self.rollback {
                self.replaced_users.push((at, user));
            }
        }
    }

    /// Leaves out the notes of [`ConversionState::replaced_users`] whose users `body` no
    /// longer has.
    fn settle_replaced_users(&mut self, body: &Body) {
        let len = self.notes_len();
        for (at, user) in std::mem::take(&mut self.replaced_users) {
            if at < len && body.is_erased(user) {
                self.dropped_notes.insert(at);
            }
        }
    }

    /// The number of notifications recorded so far.
    fn notes_len(&self) -> usize {
        self.notes.as_ref().map_or(0, Vec::len)
    }

    /// Notes that `op`'s results are about to be replaced (a conversion pattern's
    /// replacement, which does not go through the rewriter's `replace_op`).
    pub(crate) fn begin_replacement(&mut self, body: &Body, op: OpId) {
        self.note(Notification::OperationReplaced(body.op_name(op)), Some(op));
        self.replacing = Some(op);
    }

    /// The notifications, without those about the casts the driver made.
    fn take_notes(&mut self) -> Vec<Notification> {
        let mut notes = self.notes.take().unwrap_or_default();
        notes.extend(
            std::mem::take(&mut self.final_notes)
                .into_iter()
                .rev()
                .flatten(),
        );
        let dropped = &self.dropped_notes;
        notes
            .into_iter()
            .enumerate()
            .filter(|(i, _)| !dropped.contains(i))
            .map(|(_, (n, _))| n)
            .collect()
    }

    /// True if `op` is a source cast the driver made.
    pub fn is_source_cast(&self, op: OpId) -> bool {
        self.casts.get(&op).is_some_and(|c| c.1 == CastKind::Source)
    }

    pub(crate) fn add_cast(
        &mut self,
        op: OpId,
        converter: Option<Arc<TypeConverter>>,
        kind: CastKind,
    ) {
        let converter = converter.or_else(|| self.current_converter.clone());
        if let Some(notes) = self.notes.as_mut() {
            self.all_casts.insert(op);
            // Its insertion, just noted.
            if notes.last().is_some_and(|l| l.1 == Some(op)) {
                notes.pop();
            }
        }
        self.casts.insert(op, (converter, kind));
        self.cast_order.push(op);
    }

    fn clear(&mut self) {
        if let Some(n) = self.notes.as_mut() {
            n.clear();
        }
        self.replacing = None;
        self.pending.clear();
        self.final_notes.clear();
        self.user_notes.clear();
        self.dropped_notes.clear();
        self.replaced_users.clear();
        self.created.clear();
        self.casts.clear();
        self.cast_order.clear();
    }

    /// Forgets what was recorded after `created` ops and `casts` casts.
    fn truncate(&mut self, created: usize, casts: usize, notes: usize, pending: usize) {
        self.pending.truncate(pending);
        if let Some(n) = self.notes.as_mut() {
            n.truncate(notes);
        }
        self.user_notes.retain(|u| u.0 < notes);
        self.replaced_users.retain(|u| u.0 < notes);
        self.replacing = None;
        self.erase_mark = None;
        self.created.truncate(created);
        for c in self.cast_order.drain(casts..) {
            self.casts.remove(&c);
            self.all_casts.remove(&c);
        }
    }
}

impl Listener for ConversionState {
    fn notify_operation_inserted(&mut self, body: &Body, op: OpId, previous: Option<InsertPoint>) {
        if previous.is_none() {
            self.created.push(op);
        }
        if self.making_placeholders && Some(body.op_name(op)) == self.placeholder {
            // A placeholder is no insertion: with rollback mlir-opt 22 reports the cast
            // standing for the erased value as modified, without rollback nothing.
            self.all_casts.insert(op);
            if self.rollback && self.notes.is_some() {
                self.note(Notification::OperationModified(body.op_name(op)), None);
            }
            return;
        }
        if self.notes.is_some() {
            let prev = match previous {
                None => PreviousPosition::Unlinked,
                Some(InsertPoint { before: None, .. }) => PreviousPosition::LastInBlock,
                Some(InsertPoint {
                    before: Some(b), ..
                }) => PreviousPosition::Before(body.op_name(b)),
            };
            self.note(
                Notification::OperationInserted(body.op_name(op), prev),
                Some(op),
            );
        }
    }

    fn notify_block_inserted(
        &mut self,
        body: &Body,
        block: ropt_ir::BlockId,
        previous: Option<RegionId>,
    ) {
        if self.notes.is_some() {
            let parent = body.block_parent_name(block);
            self.note(
                Notification::BlockInserted(parent, previous.is_some()),
                None,
            );
        }
    }

    fn notify_operation_modified(&mut self, body: &Body, op: OpId) {
        if self.notes.is_none() {
            return;
        }
        // With rollback, MLIR changes the uses only at the end: replacing an op the
        // conversion created modifies no user (its users are the original values' users).
        if self.rollback && self.replacing.is_some_and(|r| self.created.contains(&r)) {
            return;
        }
        self.note(Notification::OperationModified(body.op_name(op)), Some(op));
    }

    fn notify_operation_replaced(&mut self, body: &Body, op: OpId, _: &[ValueId]) {
        if self.notes.is_some() {
            self.begin_replacement(body, op);
        }
    }

    fn notify_operation_erased(&mut self, body: &Body, op: OpId) {
        self.making_placeholders = false;
        if self.replacing == Some(op) {
            self.replacing = None;
        }
        let is_cast = self.all_casts.contains(&op);
        if let (Some((at, placed)), Some(notes), false) =
            (self.erase_mark, self.notes.as_mut(), is_cast)
        {
            // The op erased last is the one erase_op was called on.
            let n = (Notification::OperationReplaced(body.op_name(op)), Some(op));
            if placed {
                notes[at] = n;
            } else if at <= notes.len() {
                notes.insert(at, n);
                self.erase_mark = Some((at, true));
            }
        }
        if self.notes.is_some() {
            self.note(Notification::OperationErased(body.op_name(op)), Some(op));
        }
    }

    fn notify_block_erased(&mut self, _: &Body, _: ropt_ir::BlockId) {
        self.making_placeholders = false;
        self.note(Notification::BlockErased, None);
    }

    fn erase_order(&self) -> ropt_rewrite::rewriter::EraseOrder {
        if self.rollback {
            ropt_rewrite::rewriter::EraseOrder::DepthFirst
        } else {
            ropt_rewrite::rewriter::EraseOrder::DepthFirstReversed
        }
    }

    fn as_any(&mut self) -> Option<&mut dyn std::any::Any> {
        Some(self)
    }

    fn erased_result_placeholder(&mut self) -> Option<ropt_ir::OperationName> {
        // Called as an erasure starts.
        self.erase_mark = match (&self.notes, self.replacing) {
            (Some(n), None) => Some((n.len(), false)),
            _ => None,
        };
        self.making_placeholders = self.placeholder.is_some();
        self.placeholder
    }

    fn notify_placeholder_created(&mut self, _: &Body, op: OpId) {
        self.add_cast(op, None, CastKind::Source);
    }
}

/// Limit on the depth of recursive legalization (patterns with bounded recursion).
const MAX_DEPTH: usize = 10_000;

/// The conversion of one tree, with the state shared by every body.
struct Driver<'a, 'c> {
    ctx: &'a Context,
    target: &'a ConversionTarget,
    patterns: FrozenRewritePatternSet,
    order: &'a PatternOrder,
    config: ConversionConfig<'c>,
    mode: ConversionMode,
    /// Undo each pattern that must be undone (the second, careful run).
    careful: bool,
    /// Set when something had to be undone in the optimistic run.
    needs_undo: bool,
    /// A driver converting one body on a worker thread (see [`Driver::fork`]).
    worker: bool,
    /// The target's rules per op name met so far (keyed by the interned name's address).
    legality: std::cell::RefCell<FxHashMap<usize, ResolvedLegality>>,
    /// The IR as it was, for the optimistic run with rollback (see [`Snapshot`]).
    snapshot: Snapshot,
    /// Patterns being applied (by index), innermost last.
    active: Vec<u32>,
    state: ConversionState,
    diagnostics: Vec<Diagnostic>,
    legalizable: Vec<OpId>,
    unlegalized: Vec<Diagnostic>,
    /// The ops given up on in the bodies being converted, not reported yet.
    unlegalized_ops: Vec<OpId>,
    trace: String,
    /// A worker's live cast in its body (without rollback), for the forking driver to report.
    live_in_worker: Option<LiveCast>,
    /// How many of the errors are casts left live.
    live_failures: usize,
}

/// The copy of the IR the optimistic run keeps to restore it. It is taken only when the run
/// reaches the first op that is not legal (before which nothing can have changed), so that a
/// conversion with nothing to do copies nothing; the driver on a worker thread copies just
/// the body it converts.
enum Snapshot {
    /// No copy is needed: no rollback, or the careful run (which copies per pattern).
    Off,
    /// Not taken yet: the IR is still as it was.
    Pending,
    /// The IR (the tree the driver was given) as it was.
    Taken(Box<Body>),
}

/// A driver-made cast still live after its body was converted, and the error it is.
struct LiveCast {
    cast: OpId,
    message: String,
}

/// One body being converted: the ops collected in it and the next one to do.
struct Frame {
    /// The body, taken out of its owner (`None`: the root body).
    body: Option<Box<Body>>,
    /// The isolated op owning `body`, in the parent frame's body.
    owner: OpId,
    list: Vec<OpId>,
    next: usize,
    /// The parent body's casts, while this body is converted.
    parent_casts: CastSet,
    /// Where this body's ops start in [`Driver::unlegalized_ops`].
    unlegalized_start: usize,
    /// The parent body's [`ConversionState::replaced_users`], while this body is converted.
    parent_replaced_users: Vec<(usize, OpId)>,
}

/// The casts the driver made in one body.
type CastSet = (
    FxHashMap<OpId, (Option<Arc<TypeConverter>>, CastKind)>,
    Vec<OpId>,
);

/// Converts `op` (in `body`) and everything nested in it. Partial mode.
pub fn apply_partial_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenRewritePatternSet,
    config: ConversionConfig<'_>,
) -> ConversionReport {
    apply_conversion(
        ctx,
        body,
        op,
        target,
        patterns,
        config,
        ConversionMode::Partial,
    )
}

/// [`apply_partial_conversion`] in full mode.
pub fn apply_full_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenRewritePatternSet,
    config: ConversionConfig<'_>,
) -> ConversionReport {
    apply_conversion(
        ctx,
        body,
        op,
        target,
        patterns,
        config,
        ConversionMode::Full,
    )
}

/// [`apply_partial_conversion`] in analysis mode: the IR is left unchanged.
pub fn apply_analysis_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenRewritePatternSet,
    config: ConversionConfig<'_>,
) -> ConversionReport {
    apply_conversion(
        ctx,
        body,
        op,
        target,
        patterns,
        config,
        ConversionMode::Analysis,
    )
}

/// A conversion in `mode`.
pub fn apply_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenRewritePatternSet,
    mut config: ConversionConfig<'_>,
    mode: ConversionMode,
) -> ConversionReport {
    if mode == ConversionMode::Analysis {
        config.allow_pattern_rollback = true;
    }
    // The notifications come in the order of a conversion in one thread.
    config.parallel &= !config.notifications;
    let rollback = config.allow_pattern_rollback;
    let order = PatternOrder::new(patterns, target);
    let mut d = Driver {
        ctx,
        target,
        patterns: patterns.clone(),
        order: &order,
        config,
        mode,
        careful: false,
        needs_undo: false,
        worker: false,
        legality: Default::default(),
        snapshot: if rollback {
            Snapshot::Pending
        } else {
            Snapshot::Off
        },
        active: Vec::new(),
        state: ConversionState::new(ctx, &config),
        diagnostics: Vec::new(),
        legalizable: Vec::new(),
        unlegalized: Vec::new(),
        unlegalized_ops: Vec::new(),
        trace: String::new(),
        live_in_worker: None,
        live_failures: 0,
    };
    let mut ok = d.run(body, op);
    // A conversion that failed only on casts left live is not undone: mlir-opt 22 finds
    // them after committing the rewrites (its listener has been told of them too).
    let restore =
        rollback && (d.needs_undo || (!ok && !d.live_only()) || mode == ConversionMode::Analysis);
    match std::mem::replace(&mut d.snapshot, Snapshot::Off) {
        // Without a copy, nothing changed (or the parallel run put the bodies back).
        Snapshot::Taken(s) if restore => *body = *s,
        _ => {}
    }
    let snapshot = (rollback && d.needs_undo).then(|| body.deep_clone());
    if snapshot.is_some() {
        // Something had to be undone: start again, undoing as the patterns go.
        d.careful = true;
        d.needs_undo = false;
        d.diagnostics.clear();
        d.live_failures = 0;
        d.legalizable.clear();
        d.unlegalized.clear();
        d.unlegalized_ops.clear();
        d.trace.clear();
        d.state.clear();
        ok = d.run(body, op);
    }
    if let Some(snapshot) = snapshot
        && ((!ok && !d.live_only()) || mode == ConversionMode::Analysis)
    {
        *body = snapshot;
    }
    // A failed conversion with rollback changed nothing: the listener hears of nothing.
    let mut notifications = d.state.take_notes();
    if rollback && !d.diagnostics.is_empty() && !d.live_only() {
        notifications.clear();
    }
    ConversionReport {
        diagnostics: d.diagnostics,
        legalizable: d.legalizable,
        unlegalized: d.unlegalized,
        notifications,
        trace: d.trace,
    }
}

/// Pushes the blocks of `region` in depth-first order from its entry block.
fn dfs_blocks(body: &Body, region: RegionId, out: &mut Vec<ropt_ir::BlockId>) {
    let Some(entry) = body.entry_block(region) else {
        return;
    };
    if body.region(region).last_block() == Some(entry) {
        // One block: nothing to order.
        out.push(entry);
        return;
    }
    let start = out.len();
    let mut seen = rustc_hash::FxHashSet::default();
    seen.insert(entry);
    out.push(entry);
    let mut stack = vec![(entry, 0usize)];
    while let Some(top) = stack.last_mut() {
        let (b, i) = *top;
        let succ = body
            .last_op(b)
            .and_then(|t| (i < body.num_successors(t)).then(|| body.successor(t, i)));
        match succ {
            Some(s) => {
                top.1 += 1;
                if seen.insert(s) {
                    out.push(s);
                    stack.push((s, 0));
                }
            }
            None => {
                stack.pop();
            }
        }
    }
    let _ = start;
}

impl<'a, 'c> Driver<'a, 'c> {
    /// Collects, in pre-order, `roots` and the ops nested in them within `body`.
    fn collect(&self, body: &Body, roots: &[OpId], out: &mut Vec<OpId>) {
        let mut stack: Vec<OpId> = roots.iter().rev().copied().collect();
        let mut blocks = Vec::new();
        let mut children = Vec::new();
        while let Some(op) = stack.pop() {
            out.push(op);
            if body.op(op).has_nested_body() || body.num_regions(op) == 0 {
                continue;
            }
            if self
                .is_legal(body, op)
                .is_some_and(|l| l.is_recursively_legal)
            {
                continue;
            }
            children.clear();
            for &r in body.regions(op) {
                blocks.clear();
                dfs_blocks(body, r, &mut blocks);
                for &b in &blocks {
                    children.extend(body.ops(b));
                }
            }
            stack.extend(children.iter().rev());
        }
    }

    fn run(&mut self, root: &mut Body, op: OpId) -> bool {
        if self.config.parallel && !self.careful {
            return self.run_parallel(root, op);
        }
        let mut list = Vec::new();
        self.collect(root, &[op], &mut list);
        self.run_list(root, op, list)
    }

    /// A driver for another body, on another thread: the same rules, its own record.
    fn fork(&self) -> Driver<'a, 'c> {
        Driver {
            ctx: self.ctx,
            target: self.target,
            patterns: self.patterns.clone(),
            order: self.order,
            config: ConversionConfig {
                op_diagnostic: self.config.op_diagnostic,
                parallel: false,
                ..self.config
            },
            mode: self.mode,
            careful: false,
            needs_undo: false,
            worker: true,
            legality: Default::default(),
            snapshot: match self.snapshot {
                Snapshot::Pending => Snapshot::Pending,
                _ => Snapshot::Off,
            },
            active: Vec::new(),
            state: ConversionState::new(self.ctx, &self.config),
            diagnostics: Vec::new(),
            legalizable: Vec::new(),
            unlegalized: Vec::new(),
            unlegalized_ops: Vec::new(),
            trace: String::new(),
            live_in_worker: None,
            live_failures: 0,
        }
    }

    /// [`Driver::run`] converting the bodies of the isolated ops of `op`'s body on the worker
    /// threads: `op` and the ops of its body outside those bodies first, in order, then the
    /// bodies; the first failure in pre-order is the one reported.
    fn run_parallel(&mut self, root: &mut Body, op: OpId) -> bool {
        self.snapshot_before(root, root, op);
        let start = self.unlegalized_ops.len();
        if !self.convert(root, op) {
            return false;
        }
        self.flush_unlegalized(root, start);
        if root.is_erased(op)
            || !root.op(op).has_nested_body()
            || self
                .is_legal(root, op)
                .is_some_and(|l| l.is_recursively_legal)
        {
            return match self.finalize_casts(root) {
                Ok(()) => true,
                Err(live) => {
                    self.report_live_cast(Some((root, op)), root, live);
                    false
                }
            };
        }
        let body = root.regions_body_mut(op);
        let mut roots = Vec::new();
        for &r in body.top_regions().to_vec().iter() {
            let mut blocks = Vec::new();
            dfs_blocks(body, r, &mut blocks);
            for b in blocks {
                roots.extend(body.ops(b));
            }
        }
        let mut list = Vec::new();
        self.collect(body, &roots, &mut list);
        // The ops of this body, in order; the isolated ones to descend into afterwards.
        let mut children: FxHashMap<OpId, usize> = FxHashMap::default();
        for o in list {
            self.snapshot_before(root, root.regions_body(op), o);
            let body = root.regions_body_mut(op);
            if body.is_erased(o) {
                continue;
            }
            if !self.convert(body, o) {
                // Redone one body after the other, so that the error is the first in order.
                self.needs_undo |= self.config.allow_pattern_rollback;
                return false;
            }
            if !body.is_erased(o)
                && body.op(o).has_nested_body()
                && !self
                    .is_legal(body, o)
                    .is_some_and(|l| l.is_recursively_legal)
            {
                let n = children.len();
                children.insert(o, n);
            }
        }
        self.flush_unlegalized(root.regions_body(op), start);
        if let Err(live) = self.finalize_casts(root.regions_body_mut(op)) {
            self.report_live_cast(Some((root, op)), root.regions_body(op), live);
            return false;
        }
        let body = root.regions_body_mut(op);
        let mut tasks: Vec<(usize, OpId, &mut Body)> = body
            .nested_bodies_mut()
            .filter_map(|(o, b)| children.get(&o).map(|&i| (i, o, b)))
            .collect();
        tasks.sort_by_key(|t| t.0);
        // One driver per body, made here (a driver is not shared between threads).
        let forks: Vec<Driver<'a, 'c>> = tasks
            .iter()
            .map(|t| {
                let mut d = self.fork();
                if let Some(i) = self.state.pending.iter().position(|p| p.0 == t.1) {
                    d.state.pending.push(self.state.pending.remove(i));
                }
                d
            })
            .collect();
        let results: Vec<Driver<'a, 'c>> = ropt_ir::threads::pool().install(|| {
            use rayon::prelude::*;
            tasks
                .par_iter_mut()
                .zip(forks)
                .with_max_len(ropt_ir::threads::FUNCTIONS_PER_TASK)
                .map(|((_, owner, b), mut d)| {
                    if !d.state.pending.is_empty() {
                        if matches!(d.snapshot, Snapshot::Pending) {
                            d.snapshot = Snapshot::Taken(Box::new(b.deep_clone()));
                        }
                        d.apply_pending(b, *owner);
                    }
                    let mut roots = Vec::new();
                    for &r in b.top_regions().to_vec().iter() {
                        let mut blocks = Vec::new();
                        dfs_blocks(b, r, &mut blocks);
                        for blk in blocks {
                            roots.extend(b.ops(blk));
                        }
                    }
                    let mut list = Vec::new();
                    d.collect(b, &roots, &mut list);
                    let ok = d.run_list(b, OpId::from_index(0), list);
                    if !ok && d.diagnostics.is_empty() && d.live_in_worker.is_none() {
                        d.needs_undo = true;
                    }
                    d
                })
                .collect()
        });
        let owners: Vec<OpId> = tasks.iter().map(|t| t.1).collect();
        drop(tasks);
        let mut ok = true;
        let mut snapshots = Vec::new();
        for (mut d, owner) in results.into_iter().zip(owners) {
            if let Snapshot::Taken(s) = std::mem::replace(&mut d.snapshot, Snapshot::Off) {
                snapshots.push((owner, s));
            }
            if !ok {
                continue;
            }
            self.trace.push_str(&d.trace);
            self.unlegalized.extend(std::mem::take(&mut d.unlegalized));
            let notes = d.state.notes.take().unwrap_or_default();
            self.state.all_casts.extend(d.state.all_casts.drain());
            if let Some(n) = self.state.notes.as_mut() {
                n.extend(notes);
            }
            self.needs_undo |= d.needs_undo;
            if let Some(live) = d.live_in_worker.take() {
                let nested = body.regions_body(owner);
                self.report_live_cast(Some((&*body, owner)), nested, live);
                ok = false;
            }
            if !d.diagnostics.is_empty() {
                self.diagnostics.extend(std::mem::take(&mut d.diagnostics));
                self.live_failures += d.live_failures;
                self.needs_undo |= self.config.allow_pattern_rollback;
                ok = false;
            }
        }
        let ok = ok && !self.needs_undo;
        if !ok || self.mode == ConversionMode::Analysis {
            // The bodies the workers copied go back (only their own ops changed).
            for (owner, s) in snapshots {
                if let Some(b) = body.nested_body_mut(owner) {
                    *b = *s;
                }
            }
        } else {
            ropt_ir::threads::pool().install(|| {
                use rayon::prelude::*;
                snapshots.into_par_iter().for_each(drop);
            });
        }
        ok
    }

    /// Takes the snapshot, if still pending, before `op` of `body` (in `root`, the whole
    /// tree) is legalized, unless it is legal already.
    fn snapshot_before(&mut self, root: &Body, body: &Body, op: OpId) {
        if matches!(self.snapshot, Snapshot::Pending)
            && !body.is_erased(op)
            && self.is_legal(body, op).is_none()
        {
            self.snapshot = Snapshot::Taken(Box::new(root.deep_clone()));
        }
    }

    /// Converts the ops of `list` (collected in `root`, the body the frames start from).
    fn run_list(&mut self, root: &mut Body, op: OpId, list: Vec<OpId>) -> bool {
        let mut frames = vec![Frame {
            body: None,
            owner: op,
            list,
            next: 0,
            parent_casts: CastSet::default(),
            unlegalized_start: self.unlegalized_ops.len(),
            parent_replaced_users: Vec::new(),
        }];
        let mut ok = true;
        while let Some(top) = frames.last_mut() {
            if top.next == top.list.len() || !ok {
                let mut f = frames.pop().expect("frame");
                {
                    let body: &Body = f.body.as_deref().unwrap_or(root);
                    self.flush_unlegalized(body, f.unlegalized_start);
                    self.state.settle_replaced_users(body);
                    self.state.replaced_users = std::mem::take(&mut f.parent_replaced_users);
                }
                let mut live = None;
                if ok && !self.needs_undo {
                    let body: &mut Body = match f.body.as_mut() {
                        Some(b) => b,
                        None => &mut *root,
                    };
                    live = self.finalize_casts(body).err();
                    ok = live.is_none();
                }
                self.state.casts = std::mem::take(&mut f.parent_casts.0);
                self.state.cast_order = std::mem::take(&mut f.parent_casts.1);
                let nested = f.body.is_some();
                let parent: &mut Body = match frames.last_mut() {
                    Some(Frame { body: Some(pb), .. }) => pb,
                    _ => &mut *root,
                };
                if let Some(b) = f.body {
                    parent.put_nested_body(f.owner, b);
                }
                if let Some(live) = live {
                    // Reported once the body is back in its owner, whose numbering it uses.
                    let parent: &Body = parent;
                    let body = if nested {
                        parent.regions_body(f.owner)
                    } else {
                        parent
                    };
                    if nested || !self.worker {
                        self.report_live_cast(Some((parent, f.owner)), body, live);
                    } else if self.config.allow_pattern_rollback {
                        // Reported by the run in order, which sees the owner.
                        self.needs_undo = true;
                    } else {
                        // Reported by the driver that forked this one, which sees the owner.
                        self.live_in_worker = Some(live);
                    }
                }
                continue;
            }
            let op = top.list[top.next];
            top.next += 1;
            let n = frames.len();
            if matches!(self.snapshot, Snapshot::Pending) {
                let body: &Body = frames[n - 1].body.as_deref().unwrap_or(root);
                if !body.is_erased(op) && self.is_legal(body, op).is_none() {
                    self.snapshot = Snapshot::Taken(Box::new(snapshot_of(root, &frames)));
                }
            }
            let body: &mut Body = match frames[n - 1].body.as_mut() {
                Some(b) => b,
                None => &mut *root,
            };
            if body.is_erased(op) || self.state.casts.contains_key(&op) {
                // A cast the driver made (converting a signature on entering this body).
                continue;
            }
            if !self.convert(body, op) {
                ok = false;
                continue;
            }
            if body.is_erased(op) || !body.op(op).has_nested_body() {
                continue;
            }
            if self
                .is_legal(body, op)
                .is_some_and(|l| l.is_recursively_legal)
            {
                continue;
            }
            let Some(mut nested) = body.take_nested_body(op) else {
                continue;
            };
            let parent_casts = (
                std::mem::take(&mut self.state.casts),
                std::mem::take(&mut self.state.cast_order),
            );
            self.apply_pending(&mut nested, op);
            let mut list = Vec::new();
            let roots: Vec<OpId> = nested
                .top_regions()
                .iter()
                .flat_map(|&r| {
                    let mut blocks = Vec::new();
                    dfs_blocks(&nested, r, &mut blocks);
                    blocks
                })
                .flat_map(|b| nested.ops(b).collect::<Vec<_>>())
                .collect();
            self.collect(&nested, &roots, &mut list);
            frames.push(Frame {
                body: Some(nested),
                owner: op,
                list,
                next: 0,
                parent_casts,
                unlegalized_start: self.unlegalized_ops.len(),
                parent_replaced_users: std::mem::take(&mut self.state.replaced_users),
            });
        }
        ok
    }

    /// Reports the ops of `body` given up on since `from` that are still there.
    fn flush_unlegalized(&mut self, body: &Body, from: usize) {
        let Some(f) = self.config.unlegalized else {
            self.unlegalized_ops
                .truncate(from.min(self.unlegalized_ops.len()));
            return;
        };
        for o in self
            .unlegalized_ops
            .split_off(from.min(self.unlegalized_ops.len()))
        {
            if !body.is_erased(o) {
                self.unlegalized.push(f(body, o));
            }
        }
    }

    /// Applies the signature conversion a pattern asked for on the entry block of `body`,
    /// the body of `owner`, as the driver enters it (its notifications were given when the
    /// pattern asked).
    fn apply_pending(&mut self, body: &mut Body, owner: OpId) {
        let Some(i) = self.state.pending.iter().position(|p| p.0 == owner) else {
            return;
        };
        let (_, sig, converter) = self.state.pending.remove(i);
        let Some(entry) = body
            .top_regions()
            .first()
            .and_then(|&r| body.entry_block(r))
        else {
            return;
        };
        let target = self.target;
        self.state.settle_user_notes(body, owner, |b, user| {
            let name = b.op_name(user);
            name.is_registered()
                && target.is_legal(b, user).is_none()
                && target.op_action(name) != Some(crate::target::LegalizationAction::Illegal)
        });
        let notes = self.state.notes.take();
        {
            let mut rw = PatternRewriter::new(self.ctx, body, &mut self.state);
            crate::pattern::apply_signature_conversion_noted(
                &mut rw,
                entry,
                &sig,
                converter.as_ref(),
                false,
            );
        }
        self.state.notes = notes;
    }

    /// Resolves the casts the driver made in `body` once its ops are converted: unused ones
    /// are erased, those that cancel out fold away (as `-reconcile-unrealized-casts` does),
    /// and with `build_materializations` the others are replaced through their type
    /// converter's materializations; a live cast none can replace is an error, returned
    /// (see [`Driver::report_live_cast`]).
    fn finalize_casts(&mut self, body: &mut Body) -> Result<(), LiveCast> {
        let order = std::mem::take(&mut self.state.cast_order);
        let casts = std::mem::take(&mut self.state.casts);
        let live: Vec<OpId> = order
            .iter()
            .copied()
            .filter(|&c| !body.is_erased(c))
            .collect();
        if live.is_empty() {
            return Ok(());
        }
        let cast_name = self.ctx.registry().op_name(crate::reconcile::CAST);
        crate::reconcile::reconcile_casts(body, cast_name, &live);
        if !self.config.build_materializations {
            return Ok(());
        }
        for c in live {
            if body.is_erased(c) {
                continue;
            }
            let (converter, kind) = casts.get(&c).cloned().expect("tracked cast");
            let inputs: Vec<ValueId> = body.operands(c).collect();
            let types: Vec<ropt_ir::Type> = body.result_types(c);
            let loc = body.op_location(c);
            let mut scratch = ConversionState {
                notes: self.state.notes.as_ref().map(|_| Vec::new()),
                ..ConversionState::default()
            };
            let mut rw = PatternRewriter::new(self.ctx, body, &mut scratch);
            rw.set_insertion_point(c);
            let built = converter.as_ref().and_then(|conv| match kind {
                CastKind::Source => conv.materialize_source(&mut rw, &types, &inputs, loc),
                CastKind::Target => conv.materialize_target(&mut rw, &types, &inputs, loc),
            });
            match built {
                Some(values) if values.len() == types.len() => {
                    rw.replace_op(c, &values);
                    drop(rw);
                    if let Some(notes) = scratch.notes {
                        let group = notes.into_iter().map(|(n, _)| (n, None)).collect();
                        self.state.final_notes.push(group);
                    }
                }
                _ => {
                    let show = |ts: &mut dyn Iterator<Item = ropt_ir::Type>| {
                        ts.map(|t| format!("'{}'", ropt_asm::printer::shim::type_to_string(t)))
                            .collect::<Vec<_>>()
                            .join(", ")
                    };
                    let from = show(&mut inputs.iter().map(|&v| body.value_type(v)));
                    let to = show(&mut types.iter().copied());
                    let message = format!(
                        "failed to legalize unresolved materialization from ({from}) to ({to}) that remained live after conversion"
                    );
                    return Err(LiveCast { cast: c, message });
                }
            }
        }
        Ok(())
    }

    /// Reports `live` (a cast of `body`), its first user printed as when `scope_op` of
    /// `scope` (the op holding `body`, or one holding it) is printed.
    /// Without a scope (a worker's body, whose owner it cannot see) the user is printed in
    /// its own scope.
    fn report_live_cast(&mut self, scope: Option<(&Body, OpId)>, body: &Body, live: LiveCast) {
        let c = live.cast;
        let mut d = self.op_diagnostic(body, c, &live.message);
        let user = body.results(c).find_map(|r| body.users(r).next());
        if let Some(u) = user {
            let (scope, scope_op) = scope.unwrap_or((body, u));
            let text = ropt_asm::printer::ops::print_op_in_scope(
                self.ctx,
                scope,
                scope_op,
                body,
                u,
                Default::default(),
            );
            d.add_note(
                body.op_location(u),
                format!("see existing live user here: {text}"),
            );
        }
        self.diagnostics.push(d);
        self.live_failures += 1;
    }

    /// True if every error so far is a cast left live.
    fn live_only(&self) -> bool {
        !self.diagnostics.is_empty() && self.live_failures == self.diagnostics.len()
    }

    /// `f` applied to the target's rules for `op`'s name, looked up once per name (the
    /// callbacks see only the IR, so they cannot come back to the cache).
    fn with_rules<R>(&self, body: &Body, op: OpId, f: impl FnOnce(&ResolvedLegality) -> R) -> R {
        let name = body.op_name(op);
        let key = name.as_str().as_ptr() as usize;
        if let Some(r) = self.legality.borrow().get(&key) {
            return f(r);
        }
        let rules = self.target.resolve(name);
        let out = f(&rules);
        self.legality.borrow_mut().insert(key, rules);
        out
    }

    /// [`ConversionTarget::is_legal`] through the cache.
    fn is_legal(&self, body: &Body, op: OpId) -> Option<crate::target::LegalOpDetails> {
        self.with_rules(body, op, |r| r.is_legal(body, op))
    }

    /// [`ConversionTarget::is_illegal`] through the cache.
    fn is_illegal(&self, body: &Body, op: OpId) -> bool {
        self.with_rules(body, op, |r| r.is_illegal_op(body, op))
    }

    fn op_diagnostic(&self, body: &Body, op: OpId, message: &str) -> Diagnostic {
        match self.config.op_diagnostic {
            Some(f) => f(body, op, message),
            None => Diagnostic::error(body.op_location(op), message),
        }
    }

    /// Legalizes `op` and reports a failure as the mode requires.
    fn convert(&mut self, body: &mut Body, op: OpId) -> bool {
        if self.legalize(body, op, 0) {
            if self.mode == ConversionMode::Analysis {
                self.legalizable.push(op);
            }
            return true;
        }
        if body.is_erased(op) {
            return true;
        }
        let name = body.op_name(op);
        let message = match self.mode {
            ConversionMode::Full => format!("failed to legalize operation '{name}'"),
            ConversionMode::Partial if self.is_illegal(body, op) => {
                format!("failed to legalize operation '{name}' that was explicitly marked illegal")
            }
            ConversionMode::Partial => {
                if self.config.unlegalized.is_some() {
                    // Reported when its body is done, unless erased by then.
                    self.unlegalized_ops.push(op);
                }
                return true;
            }
            ConversionMode::Analysis => return true,
        };
        let d = self.op_diagnostic(body, op, &message);
        self.diagnostics.push(d);
        false
    }

    /// Makes `op` legal: folding, then patterns. True on success.
    fn legalize(&mut self, body: &mut Body, op: OpId, depth: usize) -> bool {
        if self.is_legal(body, op).is_some() {
            return true;
        }
        if depth > MAX_DEPTH {
            self.trace_line(depth, "legalization nested too deeply: giving up");
            return false;
        }
        // Ops with no pattern that may stay as they are are not worth a line.
        let traced = self.config.trace
            && (self
                .order
                .for_op(body.op_name(op).as_str())
                .next()
                .is_some()
                || self.mode == ConversionMode::Full
                || self.is_illegal(body, op));
        if traced {
            let loc = ropt_asm::printer::shim::location_to_string(body.op_location(op));
            let line = format!("legalizing '{}' at {loc}", body.op_name(op));
            self.trace_line(depth, &line);
        }
        if self.config.folding_mode == FoldingMode::BeforePatterns
            && self.legalize_with_fold(body, op, depth)
        {
            self.trace_line(depth + 1, "folded");
            return true;
        }
        if body.is_erased(op) || self.needs_undo {
            // A fold to undo: the run is redone carefully.
            return false;
        }
        if self.legalize_with_pattern(body, op, depth) {
            return true;
        }
        if self.config.folding_mode == FoldingMode::AfterPatterns
            && !body.is_erased(op)
            && !self.needs_undo
            && self.legalize_with_fold(body, op, depth)
        {
            self.trace_line(depth + 1, "folded");
            return true;
        }
        if traced && !body.is_erased(op) {
            let why = if self
                .order
                .for_op(body.op_name(op).as_str())
                .next()
                .is_none()
            {
                "left illegal: no pattern may apply to it"
            } else {
                "left illegal: every pattern failed"
            };
            self.trace_line(depth + 1, why);
        }
        false
    }

    /// Appends a line to the trace, indented for `depth`.
    fn trace_line(&mut self, depth: usize, line: &str) {
        if self.config.trace {
            for _ in 0..depth {
                self.trace.push_str("  ");
            }
            self.trace.push_str(line);
            self.trace.push('\n');
        }
    }

    /// Folds `op`, then legalizes what the fold made.
    fn legalize_with_fold(&mut self, body: &mut Body, op: OpId, depth: usize) -> bool {
        // A constant folds to itself (MLIR's `tryFold` leaves constants alone).
        if body.op_name(op).has_trait(ropt_ir::Traits::CONSTANT_LIKE) {
            return false;
        }
        let snapshot = self.careful.then(|| body.deep_clone());
        let mut results = Vec::new();
        if !fold_op(self.ctx, body, op, &mut results) {
            return false;
        }
        if results.is_empty() {
            // Folded in place: try again.
            self.state
                .note(Notification::OperationModified(body.op_name(op)), Some(op));
            return self.legalize(body, op, depth + 1);
        }
        let created_before = self.state.created.len();
        let casts_before = (
            self.state.cast_order.len(),
            self.state.notes_len(),
            self.state.pending.len(),
        );
        if !self.replace_with_fold_results(body, op, &results) {
            if let Some(s) = snapshot {
                *body = s;
            } else {
                self.needs_undo = true;
            }
            return false;
        }
        let created: Vec<OpId> = self.state.created[created_before..].to_vec();
        for c in created {
            if !body.is_erased(c)
                && !self.state.casts.contains_key(&c)
                && !self.legalize(body, c, depth + 1)
            {
                self.undo(body, snapshot, created_before, casts_before);
                return false;
            }
        }
        true
    }

    fn replace_with_fold_results(
        &mut self,
        body: &mut Body,
        op: OpId,
        results: &[OpFoldResult],
    ) -> bool {
        let ctx = self.ctx;
        let name = body.op_name(op);
        let loc = body.op_location(op);
        let materializer = ctx
            .registry()
            .dialect(name.dialect())
            .and_then(|d| d.interfaces.get::<ConstantMaterializer>())
            .copied();
        let mut rw = PatternRewriter::new(ctx, body, &mut self.state);
        rw.set_insertion_point(op);
        let mut values: Vec<ValueId> = Vec::with_capacity(results.len());
        for (i, r) in results.iter().enumerate() {
            match *r {
                OpFoldResult::Value(v) => values.push(v),
                OpFoldResult::Attribute(a) => {
                    let ty = rw.body().value_type(rw.body().result(op, i));
                    match materializer.and_then(|m| (m.0)(ctx, a, ty, loc)) {
                        Some(state) => {
                            let c = rw.create(state);
                            values.push(rw.body().result(c, 0));
                        }
                        None => return false,
                    }
                }
            }
        }
        // MLIR folds within an in-place modification of the op, finished before the
        // replacement.
        rw.listener_any()
            .and_then(|l| l.downcast_mut::<ConversionState>())
            .expect("conversion state")
            .note(Notification::OperationModified(name), Some(op));
        rw.replace_op(op, &values);
        true
    }

    /// Undoes a pattern (careful run), or notes that the run must be redone carefully.
    fn undo(
        &mut self,
        body: &mut Body,
        snapshot: Option<Body>,
        created: usize,
        casts: (usize, usize, usize),
    ) {
        match snapshot {
            Some(s) => {
                *body = s;
                self.state.truncate(created, casts.0, casts.1, casts.2);
            }
            None => self.needs_undo = true,
        }
    }

    /// Tries the patterns on `op`, in the order of the cost model.
    fn legalize_with_pattern(&mut self, body: &mut Body, op: OpId, depth: usize) -> bool {
        let candidates: Vec<u32> = self.order.for_op(body.op_name(op).as_str()).collect();
        if candidates.is_empty() {
            return false;
        }
        let ctx = self.ctx;
        let loc = body.op_location(op);
        let rollback = self.config.allow_pattern_rollback;
        let snapshot = self.careful.then(|| body.deep_clone());
        let created_before = self.state.created.len();
        let casts_before = (
            self.state.cast_order.len(),
            self.state.notes_len(),
            self.state.pending.len(),
        );
        for p in candidates {
            let pattern = self.patterns.pattern(p);
            let bounded = pattern.info().bounded_recursion;
            if !bounded && self.active.contains(&p) {
                continue;
            }
            let trace = self.config.trace;
            self.state.remap_changes = 0;
            let (result, changes, reason) = {
                let mut rw = PatternRewriter::new(ctx, body, &mut self.state);
                rw.set_keep_failure_reasons(trace);
                rw.set_insertion_point(op);
                let r = pattern.match_and_rewrite(op, &mut rw);
                (r, rw.num_changes(), rw.take_failure_reason())
            };
            // The casts made to remap a conversion pattern's operands are not its changes.
            let changed = changes > self.state.remap_changes;
            let name = pattern.info().debug_name.clone();
            if trace {
                let line = match (&result, reason) {
                    (Ok(()), _) => {
                        let created: Vec<&str> = self.state.created[created_before..]
                            .iter()
                            .filter(|&&c| !body.is_erased(c))
                            .map(|&c| body.op_name(c).as_str())
                            .collect();
                        format!(
                            "pattern '{name}': applied, created [{}]",
                            created.join(", ")
                        )
                    }
                    (Err(_), Some(r)) => format!("pattern '{name}': failed: {r}"),
                    (Err(_), None) => format!("pattern '{name}': did not match"),
                };
                self.trace_line(depth + 1, &line);
            }
            if result.is_err() {
                if changed {
                    if !rollback {
                        self.diagnostics.push(Diagnostic::error(
                            loc,
                            format!("pattern '{name}' returned failure but IR did change"),
                        ));
                        return false;
                    }
                    if !self.restore(body, snapshot.as_ref(), created_before, casts_before) {
                        return false;
                    }
                }
                continue;
            }
            // Legalize what the pattern created.
            if !bounded {
                self.active.push(p);
            }
            let created: Vec<OpId> = self.state.created[created_before..].to_vec();
            let mut ok = true;
            for c in created {
                if !body.is_erased(c)
                    && !self.state.casts.contains_key(&c)
                    && !self.legalize(body, c, depth + 1)
                {
                    ok = false;
                    break;
                }
            }
            // A root updated in place must be legal too (MLIR's
            // `legalizePatternRootUpdates`), legalized again if not; one whose body gets
            // a signature conversion is judged once the driver has entered it.
            if ok
                && !body.is_erased(op)
                && !self.state.pending.iter().any(|p| p.0 == op)
                && !self.legalize(body, op, depth + 1)
            {
                ok = false;
            }
            if !bounded {
                self.active.pop();
            }
            if ok {
                return true;
            }
            self.trace_line(
                depth + 1,
                &format!("pattern '{name}': undone, what it created could not be legalized"),
            );
            if !rollback {
                self.diagnostics.push(Diagnostic::error(
                    loc,
                    format!("pattern '{name}' produced IR that could not be legalized"),
                ));
                return false;
            }
            if !self.restore(body, snapshot.as_ref(), created_before, casts_before) {
                return false;
            }
        }
        false
    }

    /// Undoes a pattern from `snapshot` (careful run), or notes that the run must be redone
    /// carefully (returns false).
    fn restore(
        &mut self,
        body: &mut Body,
        snapshot: Option<&Body>,
        created: usize,
        casts: (usize, usize, usize),
    ) -> bool {
        match snapshot {
            Some(s) => {
                *body = s.deep_clone();
                self.state.truncate(created, casts.0, casts.1, casts.2);
                true
            }
            None => {
                self.needs_undo = true;
                false
            }
        }
    }
}

/// A copy of the tree of `root` with the bodies of `frames` (taken out of their owners while
/// they are converted) put back where they belong.
fn snapshot_of(root: &Body, frames: &[Frame]) -> Body {
    let mut copy = root.deep_clone();
    let mut nested: Vec<(OpId, Body)> = frames[1..]
        .iter()
        .map(|f| {
            (
                f.owner,
                f.body.as_deref().expect("nested frame body").deep_clone(),
            )
        })
        .collect();
    // Innermost first: each body goes into the copy of its parent frame's body.
    while let Some((owner, b)) = nested.pop() {
        let parent = match nested.last_mut() {
            Some((_, p)) => p,
            None => &mut copy,
        };
        parent.put_nested_body(owner, Box::new(b));
    }
    copy
}
