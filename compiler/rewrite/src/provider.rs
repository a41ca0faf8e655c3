//! Pattern providers: sources of canonicalization patterns that belong to no dialect or op
//! (rules loaded at run time with `ropt --load-patterns`, patterns a tool adds for one run).
//!
//! Providers are attached to a [`Context`] with [`add_pattern_provider`];
//! [`crate::canonicalize::collect_canonicalization_patterns`] adds their patterns after those
//! of the dialects and before those of the ops, in the order the providers were added.
//!
//! The list is kept outside the context (the IR crate has no slot for it), keyed by an
//! identity that the context's registry hands out once and never reuses: the interned name
//! [`KEY`], which no op can have (it contains a space), leaked like every op name.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use ropt_ir::{Context, OperationName};

use crate::pattern_set::RewritePatternSet;

/// Adds a provider's patterns to a set.
pub type PopulateFn = Arc<dyn Fn(&Context, &mut RewritePatternSet) + Send + Sync>;

/// A named source of patterns.
#[derive(Clone)]
pub struct PatternProvider {
    /// What it provides (for diagnostics and debugging), e.g. the file rules came from.
    pub name: String,
    /// Adds its patterns.
    pub populate: PopulateFn,
}

impl PatternProvider {
    /// A provider named `name` calling `populate`.
    pub fn new(
        name: &str,
        populate: impl Fn(&Context, &mut RewritePatternSet) + Send + Sync + 'static,
    ) -> Self {
        PatternProvider {
            name: name.to_string(),
            populate: Arc::new(populate),
        }
    }
}

impl std::fmt::Debug for PatternProvider {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PatternProvider({:?})", self.name)
    }
}

/// The interned name identifying a context's provider list.
pub const KEY: &str = "pattern providers";

type Table = Mutex<HashMap<OperationName, Vec<PatternProvider>>>;

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(Default::default)
}

fn key(ctx: &Context) -> OperationName {
    ctx.registry().op_name(KEY)
}

/// Attaches `provider` to `ctx` (after the providers already attached).
pub fn add_pattern_provider(ctx: &mut Context, provider: PatternProvider) {
    let k = key(ctx);
    let mut t = table().lock().unwrap_or_else(|e| e.into_inner());
    t.entry(k).or_default().push(provider);
}

/// The providers attached to `ctx`, in order.
pub fn pattern_providers(ctx: &Context) -> Vec<PatternProvider> {
    let k = key(ctx);
    let t = table().lock().unwrap_or_else(|e| e.into_inner());
    t.get(&k).cloned().unwrap_or_default()
}

/// Adds the patterns of every provider attached to `ctx` to `set`.
pub fn populate_provided_patterns(ctx: &Context, set: &mut RewritePatternSet) {
    // Cloned out of the lock: a provider may itself look at the providers.
    for p in pattern_providers(ctx) {
        (p.populate)(ctx, set);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FnPattern, PatternInfo};

    fn provider(name: &str) -> PatternProvider {
        PatternProvider::new(name, |ctx, set| {
            let root = ctx.registry().op_name("t.a");
            set.add(FnPattern::new(
                PatternInfo::new(root, 1, "test"),
                |_, _: &mut crate::PatternRewriter<'_>| Err(crate::MatchFailure),
            ));
        })
    }

    #[test]
    fn providers_belong_to_their_context() {
        let mut a = Context::new();
        let b = Context::new();
        add_pattern_provider(&mut a, provider("one"));
        add_pattern_provider(&mut a, provider("two"));
        let names: Vec<String> = pattern_providers(&a).into_iter().map(|p| p.name).collect();
        assert_eq!(names, ["one", "two"]);
        assert!(pattern_providers(&b).is_empty());
        // Moving the context keeps its providers.
        let moved = a;
        let mut set = RewritePatternSet::new();
        populate_provided_patterns(&moved, &mut set);
        assert_eq!(set.len(), 2);
        let mut none = RewritePatternSet::new();
        populate_provided_patterns(&b, &mut none);
        assert_eq!(none.len(), 0);
    }
}
