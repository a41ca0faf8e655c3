//! Rewrite patterns: what they match ([`PatternInfo`]) and how they rewrite
//! ([`RewritePattern`]), plus a typed form for patterns rooted at a single op
//! ([`OpRewritePattern`]).

use ropt_ir::{Body, OpId, OperationName};

use crate::rewriter::PatternRewriter;

/// The pattern did not apply. Why is reported through
/// [`PatternRewriter::notify_match_failure`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchFailure;

/// MLIR's `LogicalResult` for patterns: `Ok(())` if the pattern matched and rewrote the IR.
pub type LogicalResult = Result<(), MatchFailure>;

/// The expected benefit of a pattern (higher is tried first).
pub type PatternBenefit = u16;

/// Which ops a pattern may be tried on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RootKind {
    /// Only ops with this name.
    Op(OperationName),
    /// Any op (MLIR's `MatchAnyOpTypeTag`).
    Any,
}

/// The static description of a pattern.
#[derive(Debug, Clone)]
pub struct PatternInfo {
    /// The root op the pattern matches.
    pub root: RootKind,
    /// Expected benefit; patterns with a higher benefit are tried first.
    pub benefit: PatternBenefit,
    /// Names of ops the pattern may create (informational, for analyses).
    pub generated_ops: Vec<OperationName>,
    /// The pattern may apply to IR it produced itself, and will terminate (MLIR's
    /// `setHasBoundedRewriteRecursion`).
    pub bounded_recursion: bool,
    /// Name used in traces and diagnostics.
    pub debug_name: String,
    /// Labels for `enable-patterns` / `disable-patterns` filtering.
    pub debug_labels: Vec<String>,
}

impl PatternInfo {
    /// A pattern rooted at `root` with benefit `benefit`.
    pub fn new(root: OperationName, benefit: PatternBenefit, debug_name: &str) -> Self {
        Self::with_root(RootKind::Op(root), benefit, debug_name)
    }

    /// A pattern that may be tried on any op.
    pub fn any_op(benefit: PatternBenefit, debug_name: &str) -> Self {
        Self::with_root(RootKind::Any, benefit, debug_name)
    }

    fn with_root(root: RootKind, benefit: PatternBenefit, debug_name: &str) -> Self {
        PatternInfo {
            root,
            benefit,
            generated_ops: Vec::new(),
            bounded_recursion: false,
            debug_name: debug_name.to_owned(),
            debug_labels: Vec::new(),
        }
    }

    /// Declares the ops the pattern may generate.
    pub fn with_generated_ops(mut self, ops: &[OperationName]) -> Self {
        self.generated_ops = ops.to_vec();
        self
    }

    /// Declares that the pattern handles recursive application of itself.
    pub fn with_bounded_recursion(mut self) -> Self {
        self.bounded_recursion = true;
        self
    }

    /// Adds debug labels.
    pub fn with_labels(mut self, labels: &[&str]) -> Self {
        self.debug_labels
            .extend(labels.iter().map(|s| (*s).to_owned()));
        self
    }
}

/// A pattern: matches a root op and rewrites the IR around it through a
/// [`PatternRewriter`].
///
/// Implement either [`RewritePattern::match_and_rewrite`] or the pair
/// [`RewritePattern::match_op`] + [`RewritePattern::rewrite`]. No IR may change before the
/// match is known to succeed, and every change must go through the rewriter.
pub trait RewritePattern: Send + Sync {
    /// The pattern's description.
    fn info(&self) -> &PatternInfo;

    /// True if the pattern applies to `op` (no mutation allowed).
    fn match_op(&self, _body: &Body, _op: OpId) -> bool {
        false
    }

    /// Rewrites `op`, after [`RewritePattern::match_op`] succeeded.
    fn rewrite(&self, _op: OpId, _rewriter: &mut PatternRewriter<'_>) {
        unreachable!("a pattern must implement rewrite or match_and_rewrite")
    }

    /// Matches and rewrites `op` in one step.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> LogicalResult {
        if !self.match_op(rewriter.body(), op) {
            return Err(MatchFailure);
        }
        self.rewrite(op, rewriter);
        Ok(())
    }
}

/// A typed view of an op of one kind (what ODS-generated op wrappers implement).
pub trait OpView: Copy {
    /// The full op name, `dialect.op`.
    const NAME: &'static str;
    /// The view of `op` if it has the right name.
    fn from_op(body: &Body, op: OpId) -> Option<Self>;
    /// The op.
    fn op(self) -> OpId;
}

/// A pattern rooted at one op kind, written against its typed view (MLIR's
/// `OpRewritePattern<Op>`). Add it to a set with
/// [`crate::RewritePatternSet::add_op_pattern`].
pub trait OpRewritePattern: Send + Sync + 'static {
    /// The op kind.
    type Op: OpView;
    /// Matches and rewrites `op`.
    fn match_and_rewrite(&self, op: Self::Op, rewriter: &mut PatternRewriter<'_>) -> LogicalResult;
}

/// Adapts an [`OpRewritePattern`] to a [`RewritePattern`].
pub(crate) struct TypedPattern<P> {
    pub(crate) info: PatternInfo,
    pub(crate) pattern: P,
}

impl<P: OpRewritePattern> RewritePattern for TypedPattern<P> {
    fn info(&self) -> &PatternInfo {
        &self.info
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> LogicalResult {
        match P::Op::from_op(rewriter.body(), op) {
            Some(view) => self.pattern.match_and_rewrite(view, rewriter),
            None => Err(MatchFailure),
        }
    }
}

/// A pattern from a function of the typed root op (MLIR's `OpRewritePattern<Op>` written as
/// one function). Add it with [`crate::RewritePatternSet::add_fn`].
pub(crate) struct OpFnPattern<T> {
    pub(crate) info: PatternInfo,
    pub(crate) f: fn(T, &mut PatternRewriter<'_>) -> LogicalResult,
}

impl<T: OpView + Send + Sync> RewritePattern for OpFnPattern<T> {
    fn info(&self) -> &PatternInfo {
        &self.info
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> LogicalResult {
        match T::from_op(rewriter.body(), op) {
            Some(view) => (self.f)(view, rewriter),
            None => Err(MatchFailure),
        }
    }
}

/// A pattern from a closure (handy for tests and one-off rewrites).
pub struct FnPattern<F> {
    info: PatternInfo,
    f: F,
}

impl<F> FnPattern<F>
where
    F: Fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult + Send + Sync,
{
    /// A pattern running `f`.
    pub fn new(info: PatternInfo, f: F) -> Self {
        FnPattern { info, f }
    }
}

impl<F> RewritePattern for FnPattern<F>
where
    F: Fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult + Send + Sync,
{
    fn info(&self) -> &PatternInfo {
        &self.info
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> LogicalResult {
        (self.f)(op, rewriter)
    }
}
