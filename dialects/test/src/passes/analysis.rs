//! The test passes of the IR analyses that are not dataflow analyses:
//!
//! * `test-print-callgraph`: prints the op's `test.name` attribute and its call graph (each
//!   node with its edges, then the strongly connected components from the external caller).
//! * `test-topological-sort-analysis` (on modules): for every op with a `root` attribute,
//!   sorts the ops nested in it that have a `selected` attribute (in walk order, or, when
//!   the root has an `ordered` attribute, at the index each `selected` holds) so that no op
//!   comes before one defining a value it (or an op in it) uses, starting every round from
//!   the first op not placed yet (MLIR's `computeTopologicalSorting`), and gives each its
//!   position as a `pos` attribute; an error (which does not fail the pass, as in MLIR) if
//!   some could not be placed.

use ropt_asm::printer::shim::attr_to_string;
use ropt_dataflow::callgraph::{CallGraph, EXTERNAL, EdgeKind, NodeId, UNKNOWN};
use ropt_ir::walk::{WalkOrder, WalkResult};
use ropt_ir::{AttributeKind, Body, Context, Diagnostic, OpId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};
use rustc_hash::FxHashSet;

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_PRINT_CALLGRAPH);
    registry.register(&TEST_TOPOLOGICAL_SORT_ANALYSIS);
}

anonymous_pass!(
    TEST_PRINT_CALLGRAPH,
    "test-print-callgraph",
    "TestCallGraphPass",
    "Print the contents of a constructed callgraph.",
    anchor = Some("builtin.module"),
    |_: &PassOptions| Box::new(PrintCallGraph)
);

anonymous_pass!(
    TEST_TOPOLOGICAL_SORT_ANALYSIS,
    "test-topological-sort-analysis",
    "TestTopologicalSortAnalysisPass",
    "Test topological sorting of ops",
    anchor = Some("builtin.module"),
    |_: &PassOptions| Box::new(TopologicalSort)
);

struct PrintCallGraph;

impl Pass for PrintCallGraph {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let name = body
            .discardable_attr(op, "test.name")
            .map_or("<<NULL ATTRIBUTE>>".to_string(), attr_to_string);
        let g = CallGraph::new(ctx, body, op);
        let node_name = |n: NodeId| match n {
            EXTERNAL => "<External-Caller-Node>".to_string(),
            UNKNOWN => "<Unknown-Callee-Node>".to_string(),
            _ => {
                let node = &g.nodes[n];
                let mut s = format!("'{}' - Region #{}", node.op_name, node.region_number);
                if let Some(a) = node
                    .attributes
                    .filter(|a| a.as_dictionary().is_some_and(|d| !d.is_empty()))
                {
                    s.push_str(" : ");
                    s.push_str(&attr_to_string(a));
                }
                s
            }
        };
        let mut out = format!("Testing : {name}\n// ---- CallGraph ----\n");
        for n in 2..g.nodes.len() {
            out.push_str(&format!("// - Node : {}\n", node_name(n)));
            for &(kind, to) in &g.nodes[n].edges {
                let kind = match kind {
                    EdgeKind::Call => "Call",
                    EdgeKind::Child => "Child",
                    EdgeKind::Abstract => "",
                };
                out.push_str(&format!("// -- {kind}-Edge : {}\n", node_name(to)));
            }
            out.push_str("//\n");
        }
        out.push_str("// -- SCCs --\n");
        for scc in g.sccs() {
            out.push_str("// - SCC : \n");
            for n in scc {
                out.push_str(&format!("// -- Node :{}\n", node_name(n)));
            }
            out.push('\n');
        }
        out.push_str("// -------------------\n");
        cx.print(&out);
        cx.preserve_all();
        Ok(())
    }
}

struct TopologicalSort;

/// True if `op` and every op nested in it only use values that no op in `unscheduled`
/// (other than `op` and what is nested in it) defines or holds (MLIR's `isOpReady`).
fn is_ready(body: &Body, op: OpId, unscheduled: &FxHashSet<OpId>) -> bool {
    body.walk_ops(op, WalkOrder::PreOrder, |b, nested| {
        let ready = b.operands(nested).all(|v| {
            let mut parent = b.defining_op(v);
            while let Some(p) = parent {
                if p == op {
                    return true;
                }
                if unscheduled.contains(&p) {
                    return false;
                }
                parent = b.parent_op(p);
            }
            true
        });
        match ready {
            true => WalkResult::Advance,
            false => WalkResult::Interrupt,
        }
    }) != WalkResult::Interrupt
}

/// Sorts `ops` (of one body) topologically in place; false if some had to be placed with
/// an operand not ready.
pub(crate) fn topological_sort(body: &Body, ops: &mut [OpId]) -> bool {
    let mut unscheduled: FxHashSet<OpId> = ops.iter().copied().collect();
    let mut next = 0;
    let mut all = true;
    while !unscheduled.is_empty() {
        let mut progress = false;
        let start = next;
        for i in start..ops.len() {
            if !is_ready(body, ops[i], &unscheduled) {
                continue;
            }
            unscheduled.remove(&ops[i]);
            ops.swap(i, next);
            progress = true;
            next += 1;
        }
        if !progress {
            all = false;
            unscheduled.remove(&ops[next]);
            next += 1;
        }
    }
    all
}

impl Pass for TopologicalSort {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let mut errors: Vec<Diagnostic> = Vec::new();
        let shared: &PassContext<'_> = cx;
        ropt_ir::walk::walk_ops_mut(
            body.regions_body_mut(op),
            WalkOrder::PostOrder,
            |b, root| {
                if b.discardable_attr(root, "root").is_some()
                    && let Err(message) = sort_root(ctx, b, root)
                {
                    let mut d = shared.op_error(ctx, b, root, message);
                    // MLIR's `emitError` on an op: no op-name prefix.
                    d.message = message.to_string();
                    errors.push(d);
                }
                WalkResult::Advance
            },
        );
        // The errors do not fail the pass: MLIR's test skips the root in a post-order walk,
        // which the walk's result does not report.
        for d in errors {
            cx.emit(d);
        }
        Ok(())
    }
}

/// Sorts the ops selected under `root` (of `body`) and numbers them.
fn sort_root(ctx: &Context, body: &mut Body, root: OpId) -> Result<(), &'static str> {
    let ordered = body.discardable_attr(root, "ordered").is_some();
    let mut selected: Vec<Option<OpId>> = Vec::new();
    body.walk_ops(root, WalkOrder::PostOrder, |b, o| {
        // Ops of nested isolated bodies are not selected (their ids are of another body).
        if !std::ptr::eq(b, &*body) {
            return WalkResult::Advance;
        }
        let Some(sel) = b.discardable_attr(o, "selected") else {
            return WalkResult::Advance;
        };
        if ordered {
            let pos = match sel.kind() {
                AttributeKind::Integer { value, .. } => value.to_i64().unwrap_or(0).max(0) as usize,
                _ => 0,
            };
            if pos >= selected.len() {
                selected.resize(pos + 1, None);
            }
            selected[pos] = Some(o);
        } else {
            selected.push(Some(o));
        }
        WalkResult::Advance
    });
    let Some(mut ops) = selected.into_iter().collect::<Option<Vec<OpId>>>() else {
        return Err("invalid test case: some indices are missing among the selected ops");
    };
    if !topological_sort(body, &mut ops) {
        return Err("could not schedule all ops");
    }
    for (i, o) in ops.into_iter().enumerate() {
        let pos = ctx.integer_attr(
            ctx.index_type(),
            ropt_ir::apint::ApInt::from_u64(64, i as u64),
        );
        body.set_discardable_attr(ctx, o, "pos", Some(pos));
    }
    Ok(())
}
