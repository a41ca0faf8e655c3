//! Pattern rewriting (issue 7): patterns, the pattern rewriter, pattern sets and the
//! applicator, the greedy rewrite driver with folding, region simplification, and
//! canonicalization as a function (the `canonicalize` pass is `ropt_transforms::canonicalize`).
//!
//! * [`pattern`]: [`RewritePattern`] (root op or any op, benefit, generated ops, bounded
//!   recursion, debug name and labels), the typed [`OpRewritePattern`] form.
//! * [`rewriter`]: [`PatternRewriter`], through which patterns make every change, and the
//!   [`Listener`] that observes them.
//! * [`pattern_set`]: [`RewritePatternSet`], [`FrozenRewritePatternSet`] and
//!   [`PatternApplicator`] (default cost model).
//! * [`greedy`]: [`apply_patterns_and_fold_greedily`] and [`apply_op_patterns_and_fold`].
//! * [`canonicalize`]: every registered canonicalization pattern, applied with folding.
//! * [`trace`]: rewrite traces and the pattern-contract checker's reports.

pub mod canonicalize;
pub mod fold;
pub mod greedy;
pub mod pattern;
pub mod pattern_set;
pub mod provider;
pub mod region_simplify;
pub mod rewriter;
pub mod trace;
pub mod walk;

pub use greedy::{
    GreedyResult, GreedyRewriteConfig, RegionSimplification, Strictness,
    apply_op_patterns_and_fold, apply_op_patterns_with_listener, apply_patterns_and_fold_greedily,
    apply_patterns_and_fold_greedily_shallow,
};
pub use pattern::{
    FnPattern, LogicalResult, MatchFailure, OpRewritePattern, OpView, PatternBenefit, PatternInfo,
    RewritePattern, RootKind,
};
pub use pattern_set::{
    CanonicalizationPatterns, FrozenRewritePatternSet, PatternApplicator, RewritePatternSet,
};
pub use provider::{PatternProvider, add_pattern_provider};
pub use rewriter::{Listener, PatternRewriter};
