//! The structural verifier, with mlir-opt's messages and order.
//!
//! [`verify`] checks an op and everything nested in it:
//!
//! 1. Structure, in a depth-first walk that stops at the first error of each
//!    isolated-from-above scope. Entering an op: no null operands; the dialects' checks of
//!    dialect-prefixed discardable attributes; the registered `verify` hook; graph regions of registered ops have at most one block; entry blocks have no
//!    predecessors. Entering a block: a non-empty block (unless a terminator is optional);
//!    only the last op has successors. Leaving a block: successors are in the same region; the
//!    last op may be a terminator (unregistered ops may). Leaving an op: the isolated ops
//!    directly nested in it are verified as separate scopes (all of them, in order, like
//!    mlir-opt's parallel verifier, which reports every failing one), then the symbol table
//!    check ([`Traits::SYMBOL_TABLE`]: unique names, then every
//!    [`crate::symbol_table::SymbolUserInterface`] user in it) and the registered
//!    `verify_regions` hook, or for
//!    unregistered ops the unregistered-dialect rules.
//! 2. Then dominance in the scope: every operand of an op in a reachable block of an SSACFG
//!    region must properly dominate it.
//!
//! Everything is iterative (explicit stacks): deep nesting cannot overflow the stack.
//!
//! Errors reported on an op get mlir-opt's `see current operation: ...` note when
//! [`VerifierOptions::print_op_on_diagnostic`] is set; the op text comes from the caller's
//! [`VerifierOptions::print_op`] callback (compiler/asm prints ops, the IR crate cannot). For
//! errors returned by registered hooks, the note is added when the error is located at the
//! op's location.
//!
//! Values can never be used across an isolated-from-above boundary in this IR (each such op
//! owns its own [`Body`] and ids are body-relative), so MLIR's "using value defined outside
//! the region" check cannot fail here: the parser reports such uses as undefined values.
//!
//! Trait checks that MLIR runs from an op's trait list (e.g. "requires one region") are not
//! run automatically, because their order relative to the op's own checks is op-specific:
//! registered verify hooks call the helpers of this module ([`verify_single_block`],
//! [`verify_one_region`], ...) in their op's trait order.

use crate::body::{BlockId, Body, OpId, RegionId, ValueDef};
use crate::diagnostics::{Diagnostic, DiagnosticSink};
use crate::dominance::DominanceInfo;
use crate::registry::{RegionKind, Traits};
use crate::symbol_table::{
    SYMBOL_ATTR_NAME, SymbolScope, SymbolUserInterface, VISIBILITY_ATTR_NAME,
    find_duplicate_symbol, walk_symbol_table,
};
use crate::{Attribute, Context, Location};

/// Prints an op for diagnostics (installed by the caller, usually compiler/asm): the text
/// that follows `see current operation: ` in mlir-opt's note.
pub type OpPrinter<'p> = &'p (dyn Fn(&Body, OpId) -> String + Sync);

/// How to verify.
#[derive(Clone, Copy, Default)]
pub struct VerifierOptions<'p> {
    /// Accept unregistered ops of unregistered dialects (`-allow-unregistered-dialect`).
    pub allow_unregistered_dialect: bool,
    /// Attach `see current operation: <op>` notes to errors reported on ops (mlir-opt does,
    /// except under `-verify-diagnostics`).
    pub print_op_on_diagnostic: bool,
    /// Prints ops for those notes and for "block with no terminator, has <op>".
    pub print_op: Option<OpPrinter<'p>>,
}

/// How many levels of nested isolated scopes may fan out on threads (bounds recursion).
const PARALLEL_LEVELS: u32 = 2;

/// Marker error: verification failed and the diagnostics were emitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VerificationFailed;

impl std::fmt::Display for VerificationFailed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("verification failed")
    }
}

impl std::error::Error for VerificationFailed {}

/// An error reported on an op (`'name' op message`), as MLIR's `emitOpError`.
pub fn op_error(body: &Body, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(
        body.op_location(op),
        format!("'{}' op {message}", body.op_name(op)),
    )
}

/// [`op_error`] with a message of bytes (one naming a symbol that need not be UTF-8).
pub fn op_error_bytes(body: &Body, op: OpId, message: &[u8]) -> Diagnostic {
    let prefix = format!("'{}' op ", body.op_name(op));
    Diagnostic::error_bytes(body.op_location(op), &[prefix.as_bytes(), message].concat())
}

/// An error located at the op without the `'name' op` prefix, as MLIR's `emitError`.
pub fn error_at_op(body: &Body, op: OpId, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(body.op_location(op), message)
}

/// An error, with the op it is reported on (if any) for the "see current operation" note.
struct Failure<'a> {
    diag: Diagnostic,
    on_op: Option<(&'a Body, OpId)>,
}

fn on_op<'a>(body: &'a Body, op: OpId, diag: Diagnostic) -> Failure<'a> {
    Failure {
        diag,
        on_op: Some((body, op)),
    }
}

enum Frame<'a> {
    EnterOp(&'a Body, OpId, Location),
    ExitOp(&'a Body, OpId, Location),
    EnterBlock(&'a Body, BlockId, Location),
    /// The ops of a block from this one on (ops without regions are checked inline).
    BlockOps(&'a Body, Option<OpId>, Location),
    ExitBlock(&'a Body, BlockId),
    /// The checks after nested isolated ops: symbol table, region hook, unregistered rules.
    OpRest(&'a Body, OpId),
    /// Isolated ops of `body` to verify as separate scopes.
    Group {
        body: &'a Body,
        owner_loc: Location,
        ops: Vec<OpId>,
        next: usize,
        failed: bool,
    },
    /// Structure of the scope rooted at the op verified: check dominance.
    Scope(&'a Body, OpId, Location),
}

struct Verifier<'a, 'p, 's> {
    ctx: &'a Context,
    opts: &'a VerifierOptions<'p>,
    sink: &'s mut dyn DiagnosticSink,
    /// Remaining levels of parallel fan-out.
    par_levels: u32,
    /// Buffers of the quick dominance check, reused across scopes.
    dom_scratch: fast_dominance::Scratch,
}

/// Verifies `op` (of `body`) and everything nested in it; diagnostics go to `sink`.
pub fn verify(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: &VerifierOptions<'_>,
    sink: &mut dyn DiagnosticSink,
) -> Result<(), VerificationFailed> {
    run_verifier(ctx, body, op, opts, sink, 0)
}

/// Like [`verify`], but verifies sibling isolated-from-above ops (e.g. functions) on the
/// worker threads ([`crate::threads`]). Diagnostics are reported in the same order as by
/// [`verify`].
pub fn verify_parallel(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: &VerifierOptions<'_>,
    sink: &mut dyn DiagnosticSink,
) -> Result<(), VerificationFailed> {
    let (result, diags) = crate::threads::pool().install(|| {
        let mut diags: Vec<Diagnostic> = Vec::new();
        let r = run_verifier(ctx, body, op, opts, &mut diags, PARALLEL_LEVELS);
        (r, diags)
    });
    for d in diags {
        sink.emit(d);
    }
    result
}

fn run_verifier(
    ctx: &Context,
    body: &Body,
    op: OpId,
    opts: &VerifierOptions<'_>,
    sink: &mut dyn DiagnosticSink,
    par_levels: u32,
) -> Result<(), VerificationFailed> {
    let mut v = Verifier {
        ctx,
        opts,
        sink,
        par_levels,
        dom_scratch: fast_dominance::Scratch::default(),
    };
    v.run(body, op, ctx.unknown_loc())
}

impl<'a> Verifier<'a, '_, '_> {
    fn print(&self, body: &Body, op: OpId) -> String {
        match self.opts.print_op {
            Some(p) => p(body, op),
            None => format!("\"{}\"", body.op_name(op)),
        }
    }

    fn emit(&mut self, f: Failure<'_>) {
        let mut diag = f.diag;
        if let Some((body, op)) = f.on_op
            && self.opts.print_op_on_diagnostic
        {
            let text = self.print(body, op);
            diag.notes.insert(
                0,
                Diagnostic::new(
                    crate::Severity::Note,
                    body.op_location(op),
                    format!("see current operation: {text}"),
                ),
            );
        }
        self.sink.emit(diag);
    }

    fn run(
        &mut self,
        body: &'a Body,
        root: OpId,
        owner_loc: Location,
    ) -> Result<(), VerificationFailed> {
        let mut stack: Vec<Frame<'a>> = vec![
            Frame::Scope(body, root, owner_loc),
            Frame::EnterOp(body, root, owner_loc),
        ];
        while let Some(frame) = stack.pop() {
            let was_scope = matches!(frame, Frame::Scope(..));
            let res = self.step(frame, &mut stack);
            let Err(failure) = res else { continue };
            if let Some(f) = failure {
                self.emit(f);
            }
            if !was_scope {
                // Abandon the rest of the current scope.
                loop {
                    match stack.pop() {
                        Some(Frame::Scope(..)) => break,
                        Some(_) => {}
                        None => return Err(VerificationFailed),
                    }
                }
            }
            match stack.last_mut() {
                Some(Frame::Group { failed, .. }) => *failed = true,
                None => return Err(VerificationFailed),
                Some(_) => unreachable!("a scope always sits on its group"),
            }
        }
        Ok(())
    }

    /// Runs one frame. `Err(None)`: failed, diagnostics already emitted.
    fn step(
        &mut self,
        frame: Frame<'a>,
        stack: &mut Vec<Frame<'a>>,
    ) -> Result<(), Option<Failure<'a>>> {
        match frame {
            Frame::EnterOp(body, op, owner_loc) => {
                self.enter_op(body, op)?;
                stack.push(Frame::ExitOp(body, op, owner_loc));
                let rb = body.regions_body(op);
                let inner_loc = if body.op(op).has_nested_body() {
                    body.op_location(op)
                } else {
                    owner_loc
                };
                for &r in body.regions(op).iter().rev() {
                    let mut b = rb.region(r).last_block();
                    while let Some(block) = b {
                        stack.push(Frame::EnterBlock(rb, block, inner_loc));
                        b = rb.prev_block(block);
                    }
                }
                Ok(())
            }
            Frame::EnterBlock(body, block, owner_loc) => {
                self.enter_block(body, block, owner_loc)?;
                stack.push(Frame::ExitBlock(body, block));
                stack.push(Frame::BlockOps(body, body.first_op(block), owner_loc));
                Ok(())
            }
            Frame::BlockOps(body, mut next, owner_loc) => {
                while let Some(op) = next {
                    next = body.next_op(op);
                    let data = body.op(op);
                    if data.has_nested_body() {
                        continue;
                    }
                    if data.num_regions() == 0 {
                        // Entering and leaving an op without regions, in one go.
                        self.enter_op(body, op)?;
                        self.op_rest(body, op)?;
                        continue;
                    }
                    stack.push(Frame::BlockOps(body, next, owner_loc));
                    stack.push(Frame::EnterOp(body, op, owner_loc));
                    break;
                }
                Ok(())
            }
            Frame::ExitBlock(body, block) => self.exit_block(body, block),
            Frame::ExitOp(body, op, owner_loc) => {
                stack.push(Frame::OpRest(body, op));
                let rb = body.regions_body(op);
                let mut isolated = Vec::new();
                for &r in body.regions(op) {
                    for b in rb.blocks(r) {
                        isolated.extend(rb.ops(b).filter(|&o| rb.op(o).has_nested_body()));
                    }
                }
                if !isolated.is_empty() {
                    let inner_loc = if body.op(op).has_nested_body() {
                        body.op_location(op)
                    } else {
                        owner_loc
                    };
                    stack.push(Frame::Group {
                        body: rb,
                        owner_loc: inner_loc,
                        ops: isolated,
                        next: 0,
                        failed: false,
                    });
                }
                Ok(())
            }
            Frame::Group {
                body,
                owner_loc,
                ops,
                next,
                failed,
            } => {
                if next == 0 && ops.len() > 1 && self.par_levels > 0 {
                    return self.parallel_group(body, &ops, owner_loc);
                }
                if next < ops.len() {
                    let op = ops[next];
                    stack.push(Frame::Group {
                        body,
                        owner_loc,
                        ops,
                        next: next + 1,
                        failed,
                    });
                    stack.push(Frame::Scope(body, op, owner_loc));
                    stack.push(Frame::EnterOp(body, op, owner_loc));
                    Ok(())
                } else if failed {
                    Err(None)
                } else {
                    Ok(())
                }
            }
            Frame::OpRest(body, op) => self.op_rest(body, op),
            Frame::Scope(body, op, owner_loc) => self.dominance(body, op, owner_loc),
        }
    }

    /// Verifies the scopes of `ops` on threads, then reports their diagnostics in order.
    fn parallel_group(
        &mut self,
        body: &'a Body,
        ops: &[OpId],
        owner_loc: Location,
    ) -> Result<(), Option<Failure<'a>>> {
        use rayon::prelude::*;
        let (ctx, opts, levels) = (self.ctx, self.opts, self.par_levels - 1);
        let results: Vec<(Vec<Diagnostic>, bool)> = ops
            .par_iter()
            .with_max_len(crate::threads::FUNCTIONS_PER_TASK)
            .map(|&op| {
                let mut diags: Vec<Diagnostic> = Vec::new();
                let mut v = Verifier {
                    ctx,
                    opts,
                    sink: &mut diags,
                    par_levels: levels,
                    dom_scratch: fast_dominance::Scratch::default(),
                };
                let failed = v.run(body, op, owner_loc).is_err();
                (diags, failed)
            })
            .collect();
        let mut any_failed = false;
        for (diags, failed) in results {
            any_failed |= failed;
            for d in diags {
                self.sink.emit(d);
            }
        }
        if any_failed { Err(None) } else { Ok(()) }
    }

    fn enter_op(&mut self, body: &'a Body, op: OpId) -> Result<(), Option<Failure<'a>>> {
        if body.operands(op).any(|v| v.is_null()) {
            return Err(Some(on_op(
                body,
                op,
                error_at_op(body, op, "null operand found"),
            )));
        }
        if let Some(dict) = body.op(op).attributes().and_then(|d| d.as_dictionary()) {
            for &entry in dict {
                let Some((ns, _)) = entry.name.as_str().split_once('.') else {
                    continue;
                };
                if let Some(hook) = self
                    .ctx
                    .registry()
                    .dialect(ns)
                    .and_then(|d| d.verify_op_attribute)
                {
                    hook(self.ctx, body, op, entry)
                        .map_err(|d| Some(self.hook_failure(body, op, d)))?;
                }
            }
        }
        let name = body.op_name(op);
        if let Some(info) = name.info()
            && let Some(hook) = info.verify
        {
            hook(self.ctx, body, op).map_err(|d| Some(self.hook_failure(body, op, d)))?;
        }
        let rb = body.regions_body(op);
        for (i, &r) in body.regions(op).iter().enumerate() {
            if name.is_registered() && name.region_kind(i as u32) == RegionKind::Graph {
                let mut blocks = rb.blocks(r);
                if blocks.next().is_some() && blocks.next().is_some() {
                    let msg = format!("expects graph region #{i} to have 0 or 1 blocks");
                    return Err(Some(on_op(body, op, op_error(body, op, msg))));
                }
            }
            if let Some(entry) = rb.entry_block(r)
                && !rb.has_no_predecessors(entry)
            {
                let msg = "entry block of region may not have predecessors";
                return Err(Some(Failure {
                    diag: error_at_op(body, op, msg),
                    on_op: None,
                }));
            }
        }
        Ok(())
    }

    /// The failure of a registered hook of `op`: the note shows `op` when the error is at
    /// its location, else an op directly nested in it at that location (region hooks report
    /// errors on their nested ops, e.g. a `func.return` against its function's type).
    fn hook_failure(&self, body: &'a Body, op: OpId, diag: Diagnostic) -> Failure<'a> {
        if diag.location == body.op_location(op) {
            return on_op(body, op, diag);
        }
        let rb = body.regions_body(op);
        let nested = body
            .regions(op)
            .iter()
            .flat_map(|&r| rb.blocks(r))
            .flat_map(|b| rb.ops(b))
            .find(|&o| rb.op_location(o) == diag.location);
        Failure {
            diag,
            on_op: nested.map(|o| (rb, o)),
        }
    }

    fn enter_block(
        &mut self,
        body: &'a Body,
        block: BlockId,
        owner_loc: Location,
    ) -> Result<(), Option<Failure<'a>>> {
        if body.block(block).is_empty() {
            if may_be_valid_without_terminator(body, block) {
                return Ok(());
            }
            let loc = region_location(body, block, owner_loc);
            return Err(Some(Failure {
                diag: Diagnostic::error(loc, "empty block: expect at least a terminator"),
                on_op: None,
            }));
        }
        let last = body.last_op(block);
        for op in body.ops(block) {
            if body.num_successors(op) != 0 && Some(op) != last {
                let msg = "operation with block successors must terminate its parent block";
                return Err(Some(on_op(body, op, error_at_op(body, op, msg))));
            }
        }
        Ok(())
    }

    fn exit_block(&mut self, body: &'a Body, block: BlockId) -> Result<(), Option<Failure<'a>>> {
        let Some(last) = body.last_op(block) else {
            return Ok(());
        };
        let region = body.block_parent_region(block);
        if body
            .successors(last)
            .any(|s| body.block_parent_region(s) != region)
        {
            let msg = "branching to block of a different region";
            return Err(Some(on_op(body, last, op_error(body, last, msg))));
        }
        if may_be_valid_without_terminator(body, block) {
            return Ok(());
        }
        if !body.op_name(last).might_have_trait(Traits::TERMINATOR) {
            let msg = format!("block with no terminator, has {}", self.print(body, last));
            return Err(Some(on_op(body, last, error_at_op(body, last, msg))));
        }
        Ok(())
    }

    fn op_rest(&mut self, body: &'a Body, op: OpId) -> Result<(), Option<Failure<'a>>> {
        let name = body.op_name(op);
        if let Some(info) = name.info() {
            if info.traits.contains(Traits::SYMBOL_TABLE) {
                verify_symbol_table(self.ctx, body, op, self.par_levels > 0).map_err(Some)?;
            }
            if let Some(hook) = info.verify_regions {
                hook(self.ctx, body, op).map_err(|d| Some(self.hook_failure(body, op, d)))?;
            }
            return Ok(());
        }
        let dialect = name.dialect();
        match self.ctx.registry().dialect(dialect) {
            None if !self.opts.allow_unregistered_dialect => {
                let msg = "created with unregistered dialect. If this is intended, please call \
                           allowUnregisteredDialects() on the MLIRContext, or use \
                           -allow-unregistered-dialect with the MLIR opt tool used";
                Err(Some(on_op(body, op, op_error(body, op, msg))))
            }
            Some(d) if !d.allow_unknown_ops => {
                let msg = format!(
                    "unregistered operation '{name}' found in dialect ('{dialect}') that does \
                     not allow unknown operations"
                );
                Err(Some(on_op(body, op, error_at_op(body, op, msg))))
            }
            _ => Ok(()),
        }
    }

    /// Checks that operands dominate their uses in the regions of `root` (a scope).
    fn dominance(
        &mut self,
        body: &'a Body,
        root: OpId,
        owner_loc: Location,
    ) -> Result<(), Option<Failure<'a>>> {
        let rb = body.regions_body(root);
        if body.num_regions(root) == 0 {
            return Ok(());
        }
        let scope_loc = if body.op(root).has_nested_body() {
            body.op_location(root)
        } else {
            owner_loc
        };
        let dom = DominanceInfo::new(rb);
        // Valid IR passes the quick check; the walk below finds the first failure in
        // mlir-opt's order.
        if fast_dominance::dominance_holds(body, root, &dom, &mut self.dom_scratch) {
            return Ok(());
        }
        let mut worklist: Vec<Option<OpId>> = vec![None];
        while let Some(item) = worklist.pop() {
            let regions = match item {
                None => body.regions(root),
                Some(op) => rb.regions(op),
            };
            for &r in regions {
                let ssa = dom.has_ssa_dominance(r);
                for b in rb.blocks(r) {
                    let reachable = dom.is_reachable(b);
                    for op in rb.ops(b) {
                        if reachable {
                            for (i, v) in rb.operands(op).enumerate() {
                                if v.is_null() {
                                    continue;
                                }
                                // Fast paths for definitions in the same block.
                                let ok = match rb.value_def(v) {
                                    ValueDef::BlockArgument { block, .. } if block == b => true,
                                    ValueDef::OpResult { op: def, .. }
                                        if rb.parent_block(def) == Some(b) =>
                                    {
                                        !ssa || (def != op && rb.is_before_in_block(def, op))
                                    }
                                    _ => dom.value_properly_dominates(v, op),
                                };
                                if !ok {
                                    let diag = self.dominance_error(rb, op, i, scope_loc);
                                    return Err(Some(on_op(rb, op, diag)));
                                }
                            }
                        }
                        if rb.num_regions(op) != 0 && !rb.op(op).has_nested_body() {
                            worklist.push(Some(op));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn dominance_error(
        &self,
        body: &Body,
        op: OpId,
        index: usize,
        scope_loc: Location,
    ) -> Diagnostic {
        let mut diag = error_at_op(
            body,
            op,
            format!("operand #{index} does not dominate this use"),
        );
        let v = body.operand(op, index);
        let use_region = body.parent_region(op);
        let relation = |def_region: Option<RegionId>| -> &'static str {
            match (use_region, def_region) {
                (Some(u), Some(d)) if u == d => "same",
                (Some(u), Some(d)) if body.region_is_ancestor(d, u) => "parent",
                (Some(u), Some(d)) if body.region_is_ancestor(u, d) => "child",
                _ => "neither",
            }
        };
        match body.value_def(v) {
            ValueDef::OpResult { op: def, .. } => {
                let text = if body.parent_block(def) == body.parent_block(op) {
                    "operand defined here (op in the same block)"
                } else {
                    match relation(body.parent_region(def)) {
                        "same" => "operand defined here (op in the same region)",
                        "parent" => "operand defined here (op in a parent region)",
                        "child" => "operand defined here (op in a child region)",
                        _ => {
                            "operand defined here (op is neither in a parent nor in a child region)"
                        }
                    }
                };
                diag.add_note(body.op_location(def), text);
            }
            ValueDef::BlockArgument { block, .. } => {
                let def_region = body.block_parent_region(block);
                let loc = match def_region {
                    Some(r) => match body.region_parent_op(r) {
                        Some(p) => body.op_location(p),
                        None if body.top_regions().contains(&r) => scope_loc,
                        None => self.ctx.unknown_loc(),
                    },
                    None => self.ctx.unknown_loc(),
                };
                let Some(r) = def_region else {
                    diag.add_note(loc, " (block without parent)");
                    return diag;
                };
                let index = body.blocks(r).position(|b| b == block).unwrap_or(0);
                let where_ = match relation(def_region) {
                    "same" => "in the same region",
                    "parent" => "in a parent region",
                    "child" => "in a child region",
                    _ => "neither in a parent nor in a child region",
                };
                diag.add_note(
                    loc,
                    format!("operand defined as a block argument (block #{index} {where_})"),
                );
            }
        }
        diag
    }
}

/// The location of the region containing `block`: its owner op's location.
fn region_location(body: &Body, block: BlockId, owner_loc: Location) -> Location {
    match body.block_parent_op(block) {
        Some(op) => body.op_location(op),
        None => owner_loc,
    }
}

/// True if `block` may lack a terminator: it is detached, or the only block of a region whose
/// owner is missing, unregistered or has [`Traits::NO_TERMINATOR`].
pub fn may_be_valid_without_terminator(body: &Body, block: BlockId) -> bool {
    let Some(region) = body.block_parent_region(block) else {
        return true;
    };
    let mut blocks = body.blocks(region);
    if blocks.next().is_none() || blocks.next().is_some() {
        return false;
    }
    let owner = match body.region_parent_op(region) {
        Some(op) => Some(body.op_name(op)),
        None => body.owner_name(),
    };
    owner.is_none_or(|n| n.might_have_trait(Traits::NO_TERMINATOR))
}

/// `SymbolTable` region check: one region with one block, and unique symbol names in it.
/// With `parallel`, the symbol users under different ops of the table are checked on
/// threads (the first failure in the sequential walk's order is reported).
fn verify_symbol_table<'a>(
    ctx: &Context,
    body: &'a Body,
    op: OpId,
    parallel: bool,
) -> Result<(), Failure<'a>> {
    let regions = body.regions(op);
    if regions.len() != 1 {
        let msg = "Operations with a 'SymbolTable' must have exactly one region";
        return Err(on_op(body, op, op_error(body, op, msg)));
    }
    let rb = body.regions_body(op);
    let r = regions[0];
    let mut blocks = rb.blocks(r);
    if blocks.next().is_none() || blocks.next().is_some() {
        let msg = "Operations with a 'SymbolTable' must have exactly one block";
        return Err(on_op(body, op, op_error(body, op, msg)));
    }
    if let Some((dup, first_loc, name)) = find_duplicate_symbol(rb, r) {
        let message = [&b"redefinition of symbol named '"[..], name, b"'"].concat();
        let diag = Diagnostic::error_bytes(rb.op_location(dup), &message)
            .with_note(first_loc, "see existing symbol definition here");
        return Err(on_op(rb, dup, diag));
    }
    // Symbol users.
    let scope = SymbolScope::new(body, op);
    let check = |b: &'a Body, user: OpId| -> Result<(), Failure<'a>> {
        match b.op_name(user).interface::<SymbolUserInterface>() {
            Some(i) => (i.verify_symbol_uses)(ctx, b, user, &scope).map_err(|d| {
                let at_op = d.location == b.op_location(user);
                Failure {
                    diag: d,
                    on_op: at_op.then_some((b, user)),
                }
            }),
            None => Ok(()),
        }
    };
    if !parallel {
        return walk_symbol_table(body, op, check);
    }
    // `walk_symbol_table`'s order: the table's own ops first, then the ops under each of
    // them, from the last to the first.
    use rayon::prelude::*;
    let ops: Vec<OpId> = rb.blocks(r).flat_map(|b| rb.ops(b)).collect();
    for &o in &ops {
        check(rb, o)?;
    }
    let nested: Vec<Result<(), Failure<'a>>> = ops
        .par_iter()
        .with_max_len(crate::threads::FUNCTIONS_PER_TASK)
        .rev()
        .map(|&o| {
            if rb.num_regions(o) == 0 || rb.op_name(o).has_trait(Traits::SYMBOL_TABLE) {
                return Ok(());
            }
            walk_symbol_table(rb, o, check)
        })
        .collect();
    nested.into_iter().find(Result::is_err).unwrap_or(Ok(()))
}

// ---------------------------------------------------------------------------------------------
// Trait verifiers, for registered verify hooks to call in their op's trait order.

/// `OneRegion`: "requires one region".
pub fn verify_one_region(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_regions(op) != 1 {
        return Err(op_error(body, op, "requires one region"));
    }
    Ok(())
}

/// `ZeroRegions`: "requires zero regions".
pub fn verify_zero_regions(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_regions(op) != 0 {
        return Err(op_error(body, op, "requires zero regions"));
    }
    Ok(())
}

/// `ZeroResults`: "requires zero results".
pub fn verify_zero_results(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_results(op) != 0 {
        return Err(op_error(body, op, "requires zero results"));
    }
    Ok(())
}

/// `OneResult`: "requires one result".
pub fn verify_one_result(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_results(op) != 1 {
        return Err(op_error(body, op, "requires one result"));
    }
    Ok(())
}

/// `ZeroOperands`: "requires zero operands".
pub fn verify_zero_operands(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_operands(op) != 0 {
        return Err(op_error(body, op, "requires zero operands"));
    }
    Ok(())
}

/// `ZeroSuccessors`: "requires zero successors".
pub fn verify_zero_successors(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    if body.num_successors(op) != 0 {
        return Err(op_error(body, op, "requires zero successors"));
    }
    Ok(())
}

/// `NoRegionArguments`: "region should have no arguments" (with the region number when the
/// op has several regions).
pub fn verify_no_region_arguments(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    let regions = body.regions(op);
    for (i, &r) in regions.iter().enumerate() {
        if let Some(entry) = rb.entry_block(r)
            && rb.num_block_arguments(entry) != 0
        {
            let msg = if regions.len() > 1 {
                format!("region #{i} should have no arguments")
            } else {
                "region should have no arguments".to_owned()
            };
            return Err(op_error(body, op, msg));
        }
    }
    Ok(())
}

/// `SingleBlock`: every region has at most one block, which is non-empty unless the op has
/// [`Traits::NO_TERMINATOR`].
pub fn verify_single_block(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let rb = body.regions_body(op);
    let no_terminator = body.op_name(op).has_trait(Traits::NO_TERMINATOR);
    for (i, &r) in body.regions(op).iter().enumerate() {
        let mut blocks = rb.blocks(r);
        let Some(first) = blocks.next() else {
            continue;
        };
        if blocks.next().is_some() {
            return Err(op_error(
                body,
                op,
                format!("expects region #{i} to have 0 or 1 blocks"),
            ));
        }
        if !no_terminator && rb.block(first).is_empty() {
            return Err(op_error(body, op, "expects a non-empty block"));
        }
    }
    Ok(())
}

/// `IsTerminator`: the op is the last of its block.
pub fn verify_is_terminator(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    match body.parent_block(op) {
        Some(b) if body.last_op(b) == Some(op) => Ok(()),
        _ => Err(op_error(
            body,
            op,
            "must be the last operation in the parent block",
        )),
    }
}

/// `Symbol`: a string `sym_name`, and a valid `sym_visibility` if present. Non-string
/// visibility attributes are shown with `print_attr`.
pub fn verify_symbol(
    body: &Body,
    op: OpId,
    print_attr: &dyn Fn(Attribute) -> String,
) -> Result<(), Diagnostic> {
    let is_string = |a: Attribute| matches!(a.kind(), crate::AttributeKind::String { .. });
    if !body.attr(op, SYMBOL_ATTR_NAME).is_some_and(is_string) {
        return Err(op_error(
            body,
            op,
            format!("requires string attribute '{SYMBOL_ATTR_NAME}'"),
        ));
    }
    if let Some(vis) = body.attr(op, VISIBILITY_ATTR_NAME) {
        if !is_string(vis) {
            return Err(op_error(
                body,
                op,
                format!(
                    "requires visibility attribute '{VISIBILITY_ATTR_NAME}' to be a string \
                     attribute, but got {}",
                    print_attr(vis)
                ),
            ));
        }
        let v = vis.as_bytes().unwrap_or_default();
        if !matches!(v, b"public" | b"private" | b"nested") {
            return Err(op_error(
                body,
                op,
                format!(
                    "visibility expected to be one of [\"public\", \"private\", \"nested\"], \
                     but got {}",
                    print_attr(vis)
                ),
            ));
        }
    }
    Ok(())
}

mod fast_dominance;
#[cfg(test)]
mod tests;
