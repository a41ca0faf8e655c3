//! Pattern collections: [`RewritePatternSet`] (being filled), [`FrozenRewritePatternSet`]
//! (filtered, sorted by benefit and indexed by root op) and the [`PatternApplicator`] that
//! tries them on an op with the default cost model: highest benefit first, ties in insertion
//! order, op-specific patterns before any-op patterns of the same benefit.

use std::sync::Arc;

use ropt_ir::{Context, OpId, OperationName};
use rustc_hash::FxHashMap;

use crate::pattern::{
    LogicalResult, MatchFailure, OpFnPattern, OpRewritePattern, OpView, PatternBenefit,
    PatternInfo, RewritePattern, RootKind, TypedPattern,
};
use crate::rewriter::PatternRewriter;

/// Fills a pattern set with an op's canonicalization patterns (MLIR's
/// `getCanonicalizationPatterns`). Register it on an op with
/// `OpInfo::with_interface(CanonicalizationPatterns(f))`.
#[derive(Debug, Clone, Copy)]
pub struct CanonicalizationPatterns(pub fn(&Context, &mut RewritePatternSet));

/// A growable list of patterns, in insertion order.
#[derive(Default)]
pub struct RewritePatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Box::new(pattern));
        self
    }

    /// Adds a boxed pattern.
    pub fn add_boxed(&mut self, pattern: Box<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// Adds a typed single-op pattern; its root is `P::Op::NAME`.
    pub fn add_op_pattern<P: OpRewritePattern>(
        &mut self,
        ctx: &Context,
        pattern: P,
        benefit: PatternBenefit,
        debug_name: &str,
    ) -> &mut Self {
        let root = ctx.registry().op_name(<P::Op as OpView>::NAME);
        self.add(TypedPattern {
            info: PatternInfo::new(root, benefit, debug_name),
            pattern,
        })
    }

    /// Adds the pattern `f` rooted at `T::NAME` (benefit 1), named `debug_name`.
    pub fn add_fn<T: OpView + Send + Sync + 'static>(
        &mut self,
        ctx: &Context,
        debug_name: &str,
        f: fn(T, &mut PatternRewriter<'_>) -> LogicalResult,
    ) -> &mut Self {
        let root = ctx.registry().op_name(T::NAME);
        self.add(OpFnPattern {
            info: PatternInfo::new(root, 1, debug_name),
            f,
        })
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// True if there is no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Freezes the set, dropping patterns whose debug name or a label is in `disabled`, or
    /// (when `enabled` is not empty) that have neither their name nor a label in it.
    pub fn freeze(self, disabled: &[String], enabled: &[String]) -> FrozenRewritePatternSet {
        FrozenRewritePatternSet::new(self, disabled, enabled)
    }
}

/// A read-only, shareable pattern set indexed by root op name.
#[derive(Clone)]
pub struct FrozenRewritePatternSet {
    inner: Arc<FrozenInner>,
}

struct FrozenInner {
    patterns: Vec<Box<dyn RewritePattern>>,
    /// Indices into `patterns` per root op, sorted by decreasing benefit (stable).
    by_op: FxHashMap<OperationName, Vec<u32>>,
    /// Indices of any-op patterns, sorted by decreasing benefit (stable).
    any_op: Vec<u32>,
    /// The benefit of each pattern (read without a virtual call).
    benefits: Vec<PatternBenefit>,
}

impl FrozenRewritePatternSet {
    fn new(set: RewritePatternSet, disabled: &[String], enabled: &[String]) -> Self {
        let keep = |info: &PatternInfo| {
            let named = |list: &[String]| {
                list.iter()
                    .any(|l| *l == info.debug_name || info.debug_labels.iter().any(|x| x == l))
            };
            !named(disabled) && (enabled.is_empty() || named(enabled))
        };
        let patterns: Vec<Box<dyn RewritePattern>> = set
            .patterns
            .into_iter()
            .filter(|p| keep(p.info()))
            .collect();
        let mut by_op: FxHashMap<OperationName, Vec<u32>> = FxHashMap::default();
        let mut any_op = Vec::new();
        for (i, p) in patterns.iter().enumerate() {
            match p.info().root {
                RootKind::Op(name) => by_op.entry(name).or_default().push(i as u32),
                RootKind::Any => any_op.push(i as u32),
            }
        }
        let sort = |list: &mut Vec<u32>| {
            list.sort_by_key(|&i| std::cmp::Reverse(patterns[i as usize].info().benefit));
        };
        for list in by_op.values_mut() {
            sort(list);
        }
        sort(&mut any_op);
        let benefits = patterns.iter().map(|p| p.info().benefit).collect();
        FrozenRewritePatternSet {
            inner: Arc::new(FrozenInner {
                patterns,
                by_op,
                any_op,
                benefits,
            }),
        }
    }

    /// An empty set.
    pub fn empty() -> Self {
        RewritePatternSet::new().freeze(&[], &[])
    }

    /// Number of patterns.
    pub fn len(&self) -> usize {
        self.inner.patterns.len()
    }

    /// True if there is no pattern.
    pub fn is_empty(&self) -> bool {
        self.inner.patterns.is_empty()
    }

    /// Pattern number `index` (as given to the applicator's callbacks).
    pub fn pattern(&self, index: u32) -> &dyn RewritePattern {
        &*self.inner.patterns[index as usize]
    }
}

/// Applies the patterns of a frozen set to ops, best benefit first.
pub struct PatternApplicator {
    set: FrozenRewritePatternSet,
}

impl PatternApplicator {
    /// An applicator over `set`.
    pub fn new(set: FrozenRewritePatternSet) -> Self {
        PatternApplicator { set }
    }

    /// The patterns.
    pub fn patterns(&self) -> &FrozenRewritePatternSet {
        &self.set
    }

    /// Tries the patterns that may apply to `op` until one succeeds. `can_apply` may veto a
    /// pattern; `on_failure` runs after each failed pattern and `on_success` after the one
    /// that succeeded (returning `false` turns the success into a failure). Returns the index
    /// of the pattern that applied.
    pub fn match_and_rewrite(
        &self,
        op: OpId,
        rewriter: &mut PatternRewriter<'_>,
        can_apply: &mut dyn FnMut(u32) -> bool,
        on_failure: &mut dyn FnMut(u32, &mut PatternRewriter<'_>),
        on_success: &mut dyn FnMut(u32, &mut PatternRewriter<'_>) -> bool,
    ) -> Result<u32, MatchFailure> {
        let inner = &*self.set.inner;
        let name = rewriter.body().op_name(op);
        let op_list: &[u32] = inner.by_op.get(&name).map_or(&[], |v| v.as_slice());
        let any_list = &inner.any_op[..];
        if op_list.is_empty() && any_list.is_empty() {
            return Err(MatchFailure);
        }
        rewriter.begin_match_attempt();
        // Every pattern starts with the insertion point right before `op`.
        rewriter.set_insertion_point(op);
        let ip = rewriter.insertion_point();
        let (mut i, mut j) = (0, 0);
        loop {
            let benefit = |k: u32| inner.benefits[k as usize];
            let pick = match (op_list.get(i), any_list.get(j)) {
                (Some(&a), Some(&b)) if benefit(b) > benefit(a) => {
                    j += 1;
                    b
                }
                (Some(&a), _) => {
                    i += 1;
                    a
                }
                (None, Some(&b)) => {
                    j += 1;
                    b
                }
                (None, None) => return Err(MatchFailure),
            };
            if !can_apply(pick) {
                continue;
            }
            rewriter.restore_insertion_point(ip);
            let result: LogicalResult =
                inner.patterns[pick as usize].match_and_rewrite(op, rewriter);
            if result.is_ok() && on_success(pick, rewriter) {
                return Ok(pick);
            }
            on_failure(pick, rewriter);
        }
    }
}
