//! `test-print-liveness` (on symbols, `mlir/test/lib/Analysis/TestLiveness.cpp` upstream):
//! prints, to standard error, the block-level liveness of the function
//! ([`ropt_ir::block_liveness`]) as MLIR's `Liveness::print` does: for every block (in
//! pre-order) its live-in and live-out values, the ops during which each result of its ops is
//! live, and the values live during each of its ops.
//!
//! Values are named by their position: `argN@B` for argument N of block B, `val_N` for the
//! N-th value of the function, counting each block's arguments and then its ops' results,
//! block by block in pre-order; the ops live during a value are listed in the same order.
//! Ops are printed on their own, named as in the function.

use std::fmt::Write;

use ropt_asm::printer::ops::{OpPrintOptions, print_op_in_scope};
use ropt_ir::block_liveness::Liveness;
use ropt_ir::{Body, Context, OpId, ValueDef, ValueId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};
use rustc_hash::FxHashMap;

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_PRINT_LIVENESS);
}

anonymous_pass!(
    TEST_PRINT_LIVENESS,
    "test-print-liveness",
    "TestLivenessPass",
    "Print the contents of a constructed liveness information.",
    |_: &PassOptions| Box::new(PrintLiveness)
);

struct PrintLiveness;

fn print(ctx: &Context, outer: &Body, func: OpId) -> String {
    let body = outer.regions_body(func);
    let liveness = Liveness::new(body, outer.regions(func));
    let mut block_ids = FxHashMap::default();
    let mut value_ids: FxHashMap<ValueId, usize> = FxHashMap::default();
    for &b in &liveness.blocks {
        block_ids.insert(b, block_ids.len());
        for &a in body.block_arguments(b) {
            value_ids.insert(a, value_ids.len());
        }
        for op in body.ops(b) {
            for r in body.results(op) {
                value_ids.insert(r, value_ids.len());
            }
        }
    }
    // Ops are numbered block by block too (a block's ops before those nested in them).
    let mut op_ids: FxHashMap<OpId, usize> = FxHashMap::default();
    for &b in &liveness.blocks {
        for op in body.ops(b) {
            op_ids.insert(op, op_ids.len());
        }
    }
    let value_ref = |v: ValueId| match body.value_def(v) {
        ValueDef::BlockArgument { block, index } => {
            format!(
                "arg{index}@{} ",
                block_ids.get(&block).copied().unwrap_or(0)
            )
        }
        ValueDef::OpResult { .. } => {
            format!("val_{} ", value_ids.get(&v).copied().unwrap_or(0))
        }
    };
    let refs = |values: &mut Vec<ValueId>| {
        values.sort_by_key(|v| value_ids.get(v).copied().unwrap_or(usize::MAX));
        values.iter().map(|&v| value_ref(v)).collect::<String>()
    };
    let print_op =
        |op: OpId| print_op_in_scope(ctx, outer, func, body, op, OpPrintOptions::default());
    let mut out = String::from("// ---- Liveness -----\n");
    for &b in &liveness.blocks {
        let info = liveness.block(b);
        let _ = writeln!(out, "// - Block: {}", block_ids[&b]);
        let mut live_in: Vec<ValueId> = info.live_in.iter().copied().collect();
        let _ = writeln!(out, "// --- LiveIn: {}", refs(&mut live_in));
        let mut live_out: Vec<ValueId> = info.live_out.iter().copied().collect();
        let _ = writeln!(out, "// --- LiveOut: {}", refs(&mut live_out));
        out.push_str("// --- BeginLivenessIntervals");
        for op in body.ops(b) {
            if body.num_results(op) == 0 {
                continue;
            }
            out.push('\n');
            for r in body.results(op) {
                let _ = write!(out, "// {}:", value_ref(r));
                let mut ops = liveness.live_ops(body, r);
                ops.sort_by_key(|o| op_ids.get(o).copied().unwrap_or(usize::MAX));
                for o in ops {
                    let _ = write!(out, "\n//     {}", print_op(o));
                }
            }
        }
        out.push_str("\n// --- EndLivenessIntervals\n");
        out.push_str("// --- BeginCurrentlyLive\n");
        for op in body.ops(b) {
            let mut live = liveness.currently_live(body, op);
            if live.is_empty() {
                continue;
            }
            let _ = writeln!(out, "//     {} [{}\u{8}]", print_op(op), refs(&mut live));
        }
        out.push_str("// --- EndCurrentlyLive\n");
    }
    out.push_str("// -------------------\n");
    out
}

impl Pass for PrintLiveness {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let name = ropt_ir::symbol_table::symbol_name(body, op).unwrap_or_default();
        let text = format!("Testing : {name}\n{}", print(ctx, body, op));
        cx.print(&text);
        cx.preserve_all();
        Ok(())
    }

    fn symbol_ops_only(&self) -> bool {
        true
    }
}
