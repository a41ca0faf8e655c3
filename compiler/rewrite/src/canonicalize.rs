//! Canonicalization as a library call: every registered op's canonicalization patterns (the
//! [`CanonicalizationPatterns`] interface on dialects and ops), the context's pattern
//! providers, and the folders, applied greedily to an op's regions. The `canonicalize` pass
//! that wraps it lives with the other passes (`ropt_transforms::canonicalize`).

use ropt_ir::{Body, Context, OpId};

use crate::greedy::{
    GreedyResult, GreedyRewriteConfig, apply_patterns_and_fold_greedily, worth_compacting,
};
use crate::pattern_set::{CanonicalizationPatterns, FrozenRewritePatternSet, RewritePatternSet};

/// Every canonicalization pattern of the registered dialects (in registration order), the
/// context's pattern providers ([`crate::provider`]) and the ops (sorted by name, as MLIR lists
/// registered ops).
pub fn collect_canonicalization_patterns(ctx: &Context) -> RewritePatternSet {
    let mut set = RewritePatternSet::new();
    for d in ctx.registry().dialects() {
        if let Some(p) = d.interfaces.get::<CanonicalizationPatterns>() {
            (p.0)(ctx, &mut set);
        }
    }
    crate::provider::populate_provided_patterns(ctx, &mut set);
    let mut ops: Vec<_> = ctx.registry().registered_ops().collect();
    ops.sort_by_key(|n| n.as_str());
    for op in ops {
        if let Some(p) = op.interface::<CanonicalizationPatterns>() {
            (p.0)(ctx, &mut set);
        }
    }
    set
}

/// Runs canonicalization on the regions of `op` (held by `body`) with `patterns`.
pub fn canonicalize(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyResult {
    let regions = body.regions(op).to_vec();
    let isolated = body.op(op).has_nested_body();
    let inner = body.regions_body_mut(op);
    let result = apply_patterns_and_fold_greedily(ctx, inner, &regions, patterns, config);
    // Once the rewrites are done, give back the slots of the ops they erased (bodies nested
    // deeper already were). Only in an isolated op's body without isolated ops of its own: no
    // one outside the pass holds ids of it then (a pass manager may hold those of the ops
    // owning nested bodies), and only if it changed (unchanged IR keeps its analyses).
    if isolated
        && result.changed
        && inner.nested_bodies().next().is_none()
        && worth_compacting(inner)
    {
        inner.compact();
    }
    result
}
