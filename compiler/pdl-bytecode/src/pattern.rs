//! The compiled patterns as ordinary rewrite patterns.
//!
//! [`PdlPatternModule`] compiles a pattern module once; [`PdlPatternModule::add_to`] adds one
//! [`RewritePattern`] per `pdl_interp.record_match` of the matcher, with that op's benefit,
//! root (any op when it names none) and generated ops, named after its rewriter. So the
//! applicator orders PDL patterns by benefit among all others, and traces and
//! non-convergence reports name them.
//!
//! The matcher finds the matches of every pattern at once. The first of the module's
//! patterns tried on an op runs it and keeps the matches (per thread, for the rewriter's
//! current match attempt, [`PatternRewriter::match_attempt`]); each pattern then runs the
//! rewriter of the matches of its benefit, in the order the matcher recorded them (MLIR's
//! order: by benefit, ties in recording order), until one succeeds; each match runs once
//! per attempt. Patterns are filed under the root the matcher proves
//! ([`crate::roots`]), as MLIR applies a match whatever root its `record_match` declares.

use std::cell::RefCell;
use std::sync::Arc;

use ropt_ir::{Body, Context, Diagnostic, OpId, RegionId, WalkOrder, WalkResult};
use ropt_rewrite::{
    LogicalResult, MatchFailure, PatternInfo, PatternRewriter, RewritePattern, RewritePatternSet,
    RootKind,
};

use crate::compile::{ByteCode, compile_module};
use crate::exec::State;
use crate::native::NativeFunctions;

/// A compiled PDL pattern module (MLIR's `PDLPatternModule` after lowering).
#[derive(Clone)]
pub struct PdlPatternModule {
    bc: Arc<ByteCode>,
}

impl PdlPatternModule {
    /// Compiles the `pdl_interp` pattern module whose ops are in region `region` of `body`
    /// (a `pdl_interp.func @matcher` and a module of rewriters), calling the native
    /// functions of `natives`. Fails, before anything runs, on an op the bytecode cannot
    /// run or a native function `natives` lacks.
    pub fn new(
        ctx: &Context,
        body: &Body,
        region: RegionId,
        natives: &NativeFunctions,
    ) -> Result<Self, Diagnostic> {
        Ok(PdlPatternModule {
            bc: Arc::new(compile_module(ctx, body, region, natives)?),
        })
    }

    /// Compiles the patterns of the `builtin.module` `module` (an op of `body`): its
    /// `pdl.pattern`s, lowered to `pdl_interp` in place first (with
    /// `-convert-pdl-to-pdl-interp`'s lowering), or the `pdl_interp` matcher and rewriters
    /// it holds already.
    pub fn from_pdl_module(
        ctx: &Context,
        body: &mut Body,
        module: OpId,
        natives: &NativeFunctions,
    ) -> Result<Self, Vec<Diagnostic>> {
        let has_patterns = {
            let rb = body.regions_body(module);
            body.regions(module).iter().any(|&r| {
                rb.blocks(r)
                    .flat_map(|b| rb.ops(b))
                    .any(|op| ropt_dialect_pdl::PatternOp::cast(rb, op).is_some())
            })
        };
        if has_patterns {
            check_natives(body, module, natives)?;
            ropt_lowering::pdl_to_pdl_interp::lower_pdl_to_pdl_interp(ctx, body, module)
                .map_err(|e| e.diagnostics)?;
        }
        let Some(&region) = body.regions(module).first() else {
            return Err(vec![Diagnostic::error(
                body.op_location(module),
                "expected a module with a region",
            )]);
        };
        Self::new(ctx, body.regions_body(module), region, natives).map_err(|d| vec![d])
    }

    /// The compiled code.
    pub fn bytecode(&self) -> &ByteCode {
        &self.bc
    }

    /// Number of patterns (`record_match` ops).
    pub fn num_patterns(&self) -> usize {
        self.bc.patterns.len()
    }

    /// Adds the module's patterns to `set`.
    pub fn add_to(&self, set: &mut RewritePatternSet) {
        for (i, p) in self.bc.patterns.iter().enumerate() {
            let root = p.root.map_or(RootKind::Any, RootKind::Op);
            let mut info = match root {
                RootKind::Op(n) => PatternInfo::new(n, p.benefit, &p.name),
                RootKind::Any => PatternInfo::any_op(p.benefit, &p.name),
            };
            info = info.with_generated_ops(&p.generated);
            set.add(PdlPattern {
                bc: self.bc.clone(),
                index: i as u32,
                info,
            });
        }
    }
}

/// One `record_match` of a compiled module.
struct PdlPattern {
    bc: Arc<ByteCode>,
    index: u32,
    info: PatternInfo,
}

/// The matches of the last attempt on this thread.
#[derive(Default)]
struct Cache {
    /// (module, attempt, root) the matches are for.
    key: Option<(usize, u64, OpId)>,
    state: State,
}

thread_local! {
    static CACHE: RefCell<Cache> = RefCell::new(Cache::default());
}

impl PdlPattern {
    /// Runs the rewriters of the matches in `state` until one succeeds. With `shared` (the
    /// matches of this attempt, which every pattern of the module tried on the op sees),
    /// the first pattern of a benefit tried runs all untried matches of that benefit, of
    /// any of the module's patterns, in the order the matcher recorded them, as MLIR
    /// does; the others of that benefit then find none left. Without, it runs its own.
    fn apply(
        &self,
        state: &mut State,
        rw: &mut PatternRewriter<'_>,
        shared: bool,
    ) -> LogicalResult {
        let benefit = self.bc.patterns[self.index as usize].benefit;
        let mut i = 0;
        while let Some(&m) = state.matches.get(i) {
            i += 1;
            if m.benefit < benefit {
                break;
            }
            if shared {
                if m.benefit != benefit || m.pattern == TRIED {
                    continue;
                }
                state.matches[i - 1].pattern = TRIED;
            } else if m.pattern != self.index {
                continue;
            }
            if state.run_rewriter(&self.bc, rw, m).is_ok() {
                return Ok(());
            }
        }
        Err(MatchFailure)
    }
}

/// Marks a shared match whose rewriter ran in this attempt.
const TRIED: u32 = u32::MAX;

impl RewritePattern for PdlPattern {
    fn info(&self) -> &PatternInfo {
        &self.info
    }

    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
        let attempt = rw.match_attempt();
        let key = (Arc::as_ptr(&self.bc) as usize, attempt, op);
        CACHE.with(|c| match c.try_borrow_mut() {
            Ok(mut cache) => {
                let cache = &mut *cache;
                if attempt == 0 || cache.key != Some(key) {
                    cache.key = None;
                    cache.state.run_matcher(&self.bc, rw, op);
                    if attempt != 0 {
                        cache.key = Some(key);
                    }
                }
                // The rewrite changes the IR: these matches are not reused.
                let r = self.apply(&mut cache.state, rw, attempt != 0);
                if r.is_ok() {
                    cache.key = None;
                }
                r
            }
            // A rewrite of this thread is running patterns itself: no sharing.
            Err(_) => {
                let mut state = State::default();
                state.run_matcher(&self.bc, rw, op);
                self.apply(&mut state, rw, false)
            }
        })
    }
}

/// Fails, naming it at the call, on a `pdl.apply_native_constraint` or
/// `pdl.apply_native_rewrite` of `module` whose function `natives` lacks. Checked before the
/// lowering, which moves constraints into the shared matcher, where their locations no
/// longer tell which pattern called them.
fn check_natives(
    body: &Body,
    module: OpId,
    natives: &NativeFunctions,
) -> Result<(), Vec<Diagnostic>> {
    use ropt_dialect_pdl::{ApplyNativeConstraintOp, ApplyNativeRewriteOp};
    let mut errors = Vec::new();
    body.walk_ops(module, WalkOrder::PreOrder, |b, op| {
        let name_of = |a: Option<ropt_ir::Attribute>| a.and_then(|a| a.as_str()).unwrap_or("");
        let missing = if let Some(c) = ApplyNativeConstraintOp::cast(b, op) {
            let name = name_of(c.name_attr(b));
            natives
                .constraint(name)
                .is_none()
                .then(|| format!("the native constraint '{name}' is not registered"))
        } else if let Some(r) = ApplyNativeRewriteOp::cast(b, op) {
            let name = name_of(r.name_attr(b));
            natives
                .rewrite(name)
                .is_none()
                .then(|| format!("the native rewrite '{name}' is not registered"))
        } else {
            None
        };
        if let Some(msg) = missing {
            errors.push(Diagnostic::error(b.op_location(op), msg));
        }
        WalkResult::Advance
    });
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}
