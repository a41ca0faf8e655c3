//! Native constraints and rewrites: Rust functions that PDL calls by name
//! (`pdl_interp.apply_constraint`, `pdl_interp.apply_rewrite`). A [`NativeFunctions`]
//! registry is filled by whoever builds the patterns (a dialect, a user crate, a test pass)
//! and handed to [`crate::PdlPatternModule::new`], which fails naming any function the
//! patterns call that is not in it, before anything is rewritten.
//!
//! A constraint reads its arguments and may produce results (for `apply_constraint` ops
//! with results); it returns whether it holds, before negation. A rewrite may change the IR
//! through the rewriter and produces one result per result of its `apply_rewrite`; it fails
//! (and the match is dropped) by returning an error.

use std::sync::Arc;

use ropt_rewrite::{LogicalResult, PatternRewriter};
use rustc_hash::FxHashMap;

use crate::value::{Args, Results};

/// A native constraint.
pub type ConstraintFn =
    Arc<dyn Fn(&PatternRewriter<'_>, &Args<'_>, &mut Results) -> bool + Send + Sync>;

/// A native rewrite.
pub type RewriteFn =
    Arc<dyn Fn(&mut PatternRewriter<'_>, &Args<'_>, &mut Results) -> LogicalResult + Send + Sync>;

/// Native functions by name. Registering a name twice keeps the first function (as MLIR's
/// `registerConstraintFunction` ignores a duplicate).
#[derive(Clone, Default)]
pub struct NativeFunctions {
    constraints: FxHashMap<String, ConstraintFn>,
    rewrites: FxHashMap<String, RewriteFn>,
}

impl NativeFunctions {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers constraint `name`.
    pub fn register_constraint(
        &mut self,
        name: &str,
        f: impl Fn(&PatternRewriter<'_>, &Args<'_>, &mut Results) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.constraints
            .entry(name.to_owned())
            .or_insert_with(|| Arc::new(f));
        self
    }

    /// Registers rewrite `name`.
    pub fn register_rewrite(
        &mut self,
        name: &str,
        f: impl Fn(&mut PatternRewriter<'_>, &Args<'_>, &mut Results) -> LogicalResult
        + Send
        + Sync
        + 'static,
    ) -> &mut Self {
        self.rewrites
            .entry(name.to_owned())
            .or_insert_with(|| Arc::new(f));
        self
    }

    /// Adds the functions of `other` whose names are not registered yet.
    pub fn merge(&mut self, other: &NativeFunctions) {
        for (k, v) in &other.constraints {
            self.constraints
                .entry(k.clone())
                .or_insert_with(|| v.clone());
        }
        for (k, v) in &other.rewrites {
            self.rewrites.entry(k.clone()).or_insert_with(|| v.clone());
        }
    }

    /// Constraint `name`, if registered.
    pub fn constraint(&self, name: &str) -> Option<&ConstraintFn> {
        self.constraints.get(name)
    }

    /// Rewrite `name`, if registered.
    pub fn rewrite(&self, name: &str) -> Option<&RewriteFn> {
        self.rewrites.get(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::{NativeResult, PdlValue, Ranges};

    #[test]
    fn first_registration_wins_and_merge_keeps_existing() {
        let mut a = NativeFunctions::new();
        a.register_constraint("c", |_, _, _| true);
        a.register_constraint("c", |_, _, _| false);
        let mut b = NativeFunctions::new();
        b.register_constraint("c", |_, _, _| false);
        b.register_rewrite("r", |_, _, r| {
            r.push(NativeResult::Null);
            Ok(())
        });
        a.merge(&b);
        assert!(a.rewrite("r").is_some());
        assert!(a.rewrite("c").is_none());
        assert!(a.constraint("missing").is_none());
        // Which `c` is kept is visible through a call: the first one holds.
        let ctx = ropt_ir::Context::new();
        let mut body = ropt_ir::Body::new();
        let mut l = ropt_rewrite::rewriter::NoListener;
        let rw = PatternRewriter::new(&ctx, &mut body, &mut l);
        let ranges = Ranges::default();
        let values = [PdlValue::Null];
        let args = Args::new(&values, &ranges);
        assert!((a.constraint("c").unwrap())(
            &rw,
            &args,
            &mut Results::default()
        ));
    }
}
