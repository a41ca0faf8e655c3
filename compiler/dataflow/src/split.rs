//! Splitting a module for analyses that run on its callables in parallel.
//!
//! The analyses of this crate only reach from one callable into another through call edges
//! (a call to a callable with a body, a return back to its call sites) and through the
//! symbol uses that make a callable's call sites unknown. So a top-level callable that no
//! call names and that makes no call by symbol is independent of everything else: if its
//! call sites are unknown (it is public, or its symbol has a use other than a call) the
//! analysis of the module finds for it exactly what an analysis of the callable on its own
//! finds; if they are known (none), it never runs and the analysis finds nothing in it.
//! [`independent_callables`] finds those callables; a pass runs them on their own (each
//! with its [`TopInfo`]) and the rest of the module with them left out
//! ([`crate::Program::exclude`]). An unregistered op that may be a symbol table makes
//! symbol uses unknowable, and then nothing is split.

use ropt_ir::call_interfaces::{CallOpInterface, CallableOpInterface, Callee};
use ropt_ir::registry::Traits;
use ropt_ir::symbol_table::{Visibility, symbol_name_attr, visibility, walk_symbol_refs};
use ropt_ir::walk::{WalkOrder, WalkResult};
use ropt_ir::{AttributeKind, Body, Context, OpId};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::program::TopInfo;

/// The top-level callables of a module that can be analysed on their own.
#[derive(Default)]
pub struct Split {
    /// The callables to run on their own, with what their run needs to know of them.
    pub independent: FxHashMap<OpId, TopInfo>,
    /// Those and the callables that are never executed: left out of the run over the rest.
    pub excluded: Vec<OpId>,
}

/// Splits off the callables directly in the symbol table `op` (of `body`) whose analysis
/// does not depend on anything else: no call with a symbol callee is in them and no call
/// anywhere names them. Such a callable runs if its call sites are unknown (it is public,
/// or its symbol has a use other than a call) and is then the same as the callable run on
/// its own; otherwise it never runs and nothing in it changes.
pub fn independent_callables(ctx: &Context, body: &Body, op: OpId, top: &TopInfo) -> Split {
    let mut split = Split::default();
    if !body.op_name(op).has_trait(Traits::SYMBOL_TABLE) {
        return split;
    }
    let rb = body.regions_body(op);
    let Some(&region) = body.regions(op).first() else {
        return split;
    };
    // What each top-level op holds: the roots of its symbol references, those of its calls'
    // callees, and whether it holds an op that may be an unknown symbol table. (On the worker
    // threads: this looks at every op.)
    let tops: Vec<OpId> = rb.blocks(region).flat_map(|b| rb.ops(b)).collect();
    let summaries: Vec<Summary> = ropt_ir::threads::pool().install(|| {
        use rayon::prelude::*;
        tops.par_iter()
            .with_max_len(ropt_ir::threads::FUNCTIONS_PER_TASK)
            .map(|&f| summarize(ctx, rb, f))
            .collect()
    });
    let mut used: FxHashSet<&'static [u8]> = FxHashSet::default();
    let mut called: FxHashSet<&'static [u8]> = FxHashSet::default();
    let mut with_calls: FxHashSet<OpId> = FxHashSet::default();
    let mut unknown_tables = false;
    for (&f, s) in tops.iter().zip(summaries) {
        used.extend(s.used);
        if !s.called.is_empty() {
            with_calls.insert(f);
        }
        called.extend(s.called);
        unknown_tables |= s.unknown_table;
    }
    if unknown_tables {
        return split;
    }
    for b in rb.blocks(region) {
        for f in rb.ops(b) {
            let name = rb.op_name(f);
            let Some(callable) = name.interface::<CallableOpInterface>() else {
                continue;
            };
            if !name.has_trait(Traits::SYMBOL)
                || rb.nested_body(f).is_none()
                || (callable.body_region)(rb, f).is_none()
                || with_calls.contains(&f)
            {
                continue;
            }
            let Some(sym) = symbol_name_attr(rb, f).and_then(|a| a.as_bytes()) else {
                continue;
            };
            if called.contains(sym) {
                continue;
            }
            let vis = visibility(rb, f);
            let unknown_callers = vis == Visibility::Public
                || (!top.uses_visible && vis == Visibility::Nested)
                || used.contains(sym);
            if unknown_callers {
                split.independent.insert(f, TopInfo::of(rb, f));
            }
            split.excluded.push(f);
        }
    }
    split
}

/// The symbol uses under one op (see [`independent_callables`]).
struct Summary {
    used: Vec<&'static [u8]>,
    called: Vec<&'static [u8]>,
    unknown_table: bool,
}

fn summarize(ctx: &Context, body: &Body, op: OpId) -> Summary {
    let mut s = Summary {
        used: Vec::new(),
        called: Vec::new(),
        unknown_table: false,
    };
    body.walk_ops(op, WalkOrder::PreOrder, |ob, o| {
        let name = ob.op_name(o);
        for dict in [ob.op(o).properties(), ob.op(o).attributes()]
            .into_iter()
            .flatten()
        {
            walk_symbol_refs(dict, &mut |a| {
                if let AttributeKind::SymbolRef { root, .. } = a.kind() {
                    s.used.push(root.as_bytes());
                }
            });
        }
        if ob.num_regions(o) == 1
            && !name.is_registered()
            && ctx.registry().dialect(name.dialect()).is_none()
        {
            s.unknown_table = true;
        }
        if let Some(call) = name.interface::<CallOpInterface>()
            && let Some(Callee::Symbol(sym)) = (call.callee)(ob, o)
            && let AttributeKind::SymbolRef { root, .. } = sym.kind()
        {
            s.called.push(root.as_bytes());
        }
        WalkResult::Advance
    });
    s
}
