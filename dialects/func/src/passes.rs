//! The func dialect's passes.
//!
//! `-duplicate-function-elimination` (MLIR's `DuplicateFunctionEliminationPass`, on
//! `builtin.module`): a `func.func` with a body that equals an earlier one (the same
//! properties but for the symbol name, the same discardable attributes, equivalent regions,
//! locations aside) is erased, and every `func.call` of it calls the earlier one instead.
//! The functions of nested modules take part, and callees are looked up by name alone, as in
//! mlir-opt 22 (so a duplicate in a nested module is erased even when a function of the same
//! name remains elsewhere). Declarations are never merged. Other symbol uses (`func.constant`)
//! are left as they are.

use ropt_ir::equivalence::{EquivalenceFlags, regions_of_equivalent};
use std::hash::{Hash, Hasher};

use ropt_ir::{AttributeKind, Body, Context, NamedAttribute, OpId, WalkOrder, WalkResult};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::{CallOp, FuncOp};

/// Registers the passes of the dialect.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register(&DUPLICATE_FUNCTION_ELIMINATION);
}

/// `duplicate-function-elimination`.
pub static DUPLICATE_FUNCTION_ELIMINATION: PassInfo = PassInfo {
    argument: "duplicate-function-elimination",
    name: "DuplicateFunctionEliminationPass",
    description: "Deduplicate functions",
    anchor: Some("builtin.module"),
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(DuplicateFunctionElimination),
};

struct DuplicateFunctionElimination;

/// The functions with a body in `body` and in the isolated ops nested in it (modules), in
/// program order.
fn functions<'a>(body: &'a Body, out: &mut Vec<(&'a Body, OpId)>) {
    for &r in body.top_regions() {
        for b in body.blocks(r) {
            for op in body.ops(b) {
                if FuncOp::cast(body, op).is_some() {
                    if is_defined(body, op) {
                        out.push((body, op));
                    }
                } else if let Some(nested) = body.nested_body(op) {
                    functions(nested, out);
                }
            }
        }
    }
}

/// Whether function `op` has a body (is no declaration).
fn is_defined(body: &Body, op: OpId) -> bool {
    let inner = body.regions_body(op);
    (body.regions(op).iter()).any(|&r| inner.entry_block(r).is_some())
}

/// What duplicates share, computed once per function: the properties but for the symbol
/// name, the discardable attributes, and a hash of the names of the ops inside (in walk
/// order). Only functions of equal keys have their regions compared.
#[derive(PartialEq, Eq, Hash)]
struct Key {
    properties: Vec<NamedAttribute>,
    discardable: Vec<NamedAttribute>,
    ops: u64,
}

fn key(body: &Body, op: OpId) -> Key {
    let entries = |d: Option<ropt_ir::Attribute>| {
        let d = d.and_then(|d| d.as_dictionary());
        d.into_iter().flatten().copied().collect::<Vec<_>>()
    };
    let mut properties = entries(body.op(op).properties());
    properties.retain(|e| e.name.as_str() != ropt_ir::symbol_table::SYMBOL_ATTR_NAME);
    let mut hasher = rustc_hash::FxHasher::default();
    body.walk_ops(op, WalkOrder::PreOrder, |b, o| {
        b.op_name(o).hash(&mut hasher);
        WalkResult::Advance
    });
    Key {
        properties,
        discardable: entries(body.op(op).attributes()),
        ops: hasher.finish(),
    }
}

impl Pass for DuplicateFunctionElimination {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let Some(module) = body.nested_body(op) else {
            return Ok(());
        };
        let mut funcs = Vec::new();
        functions(module, &mut funcs);
        // Each function's representative (by name) and the duplicates (by position); the
        // representatives so far, by key.
        let mut representatives: FxHashMap<Key, Vec<(&Body, OpId)>> = FxHashMap::default();
        let mut callee: FxHashMap<&str, &str> = FxHashMap::default();
        let mut erase: FxHashSet<usize> = FxHashSet::default();
        let flags = EquivalenceFlags {
            ignore_locations: true,
        };
        for (i, &f) in funcs.iter().enumerate() {
            let name = FuncOp::cast(f.0, f.1)
                .and_then(|t| t.sym_name(f.0))
                .unwrap_or("");
            let same_key = representatives.entry(key(f.0, f.1)).or_default();
            let found =
                (same_key.iter()).find(|r| regions_of_equivalent(r.0, r.1, f.0, f.1, flags));
            match found.copied() {
                Some(r) => {
                    let kept = FuncOp::cast(r.0, r.1).and_then(|t| t.sym_name(r.0));
                    callee.insert(name, kept.unwrap_or(""));
                    erase.insert(i);
                }
                None => {
                    same_key.push(f);
                    callee.insert(name, name);
                }
            }
        }
        if erase.is_empty() {
            cx.preserve_all();
            return Ok(());
        }
        let renamed: Vec<(String, String)> = (callee.into_iter())
            .filter(|(from, to)| from != to)
            .map(|(from, to)| (from.to_string(), to.to_string()))
            .collect();
        drop(funcs);
        let module = body.nested_body_mut(op).expect("checked above");
        let mut index = 0;
        erase_functions(module, &erase, &mut index);
        let renamed: FxHashMap<String, String> = renamed.into_iter().collect();
        ropt_ir::walk::walk_ops_mut(module, WalkOrder::PostOrder, |b, o| {
            if let Some(call) = CallOp::cast(b, o)
                && let Some(attr) = call.callee_attr(b)
                && let AttributeKind::SymbolRef { root, .. } = attr.kind()
                && let Some(to) = renamed.get(root.as_str())
            {
                let attr = ctx.symbol_ref_attr(to, &[]);
                call.set_callee_attr(ctx, b, Some(attr));
            }
            WalkResult::Advance
        });
        Ok(())
    }
}

/// Erases the functions whose positions (in [`functions`]' order) are in `erase`.
fn erase_functions(body: &mut Body, erase: &FxHashSet<usize>, index: &mut usize) {
    let regions = body.top_regions().to_vec();
    for r in regions {
        let blocks: Vec<_> = body.blocks(r).collect();
        for b in blocks {
            let ops: Vec<OpId> = body.ops(b).collect();
            for op in ops {
                if FuncOp::cast(body, op).is_some() {
                    if is_defined(body, op) {
                        if erase.contains(index) {
                            body.erase_op(op);
                        }
                        *index += 1;
                    }
                } else if let Some(nested) = body.nested_body_mut(op) {
                    erase_functions(nested, erase, index);
                }
            }
        }
    }
}
