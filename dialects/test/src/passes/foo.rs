//! `test-foo-analysis` (on functions, `mlir/test/lib/Analysis/TestDataFlowFramework.cpp`
//! upstream): MLIR's example of a hand-written data-flow analysis, run the way MLIR's solver
//! runs it, and printed to stderr (`function: @name`, then `tag -> state` after each op with
//! a string `tag`).
//!
//! The state after an op is the state before it XOR the op's integer attribute `foo` (its
//! low 64 bits); the state at the start of a block is the XOR of the states after its
//! predecessors' terminators, accumulated over every visit of the block (the example's
//! join is not idempotent, so the visiting order shows in the results). The function's
//! body must have a block and no op with regions.
//!
//! The order is MLIR's solver's exactly: initialization visits every block, then every op
//! of it, in order; a state that changes queues each point that read it (in first-read
//! order, each once per state) at the back of a first-in first-out work list, which may
//! hold a point more than once. (On loops where the join never settles mlir-opt runs
//! forever; ropt reports an error after [`MAX_VISITS`] visits.)

use std::collections::VecDeque;

use ropt_ir::{Body, Context, OpId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};
use rustc_hash::FxHashMap;

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_FOO_ANALYSIS);
}

anonymous_pass!(
    TEST_FOO_ANALYSIS,
    "test-foo-analysis",
    "TestFooAnalysisPass",
    "Print the results of the foo analysis.",
    anchor = Some("func.func"),
    |_: &PassOptions| Box::new(FooAnalysisPass)
);

struct FooAnalysisPass;

/// How many work items a run visits at most.
const MAX_VISITS: usize = 100_000;

/// A program point: the start of a block, or the point after an op.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Point {
    Start(ropt_ir::BlockId),
    After(OpId),
}

#[derive(Default)]
struct Solver {
    states: FxHashMap<Point, Option<u64>>,
    dependents: FxHashMap<Point, Vec<Point>>,
    queue: VecDeque<Point>,
}

impl Solver {
    fn state(&self, p: Point) -> Option<u64> {
        self.states.get(&p).copied().flatten()
    }

    /// Reads the state at `dependee` for the visit of `dependent`.
    fn read_for(&mut self, dependent: Point, dependee: Point) -> Option<u64> {
        let deps = self.dependents.entry(dependee).or_default();
        if !deps.contains(&dependent) {
            deps.push(dependent);
        }
        self.state(dependee)
    }

    fn changed(&mut self, p: Point) {
        if let Some(deps) = self.dependents.get(&p) {
            self.queue.extend(deps.iter().copied());
        }
    }

    fn join(state: &mut Option<u64>, value: u64) -> bool {
        match state {
            None => {
                *state = Some(value);
                true
            }
            Some(s) => {
                let before = *s;
                *s ^= value;
                before != *s
            }
        }
    }

    fn visit_block(&mut self, body: &Body, block: ropt_ir::BlockId, entry: bool) {
        if entry {
            return;
        }
        let point = Point::Start(block);
        let mut state = self.state(point);
        let mut change = false;
        let preds: Vec<OpId> = body.predecessors(block).map(|(t, _)| t).collect();
        for pred in preds {
            if let Some(v) = self.read_for(point, Point::After(pred)) {
                change |= Self::join(&mut state, v);
            }
        }
        self.states.insert(point, state);
        if change {
            self.changed(point);
        }
    }

    fn visit_op(&mut self, body: &Body, op: OpId) {
        let point = Point::After(op);
        let before = match body.prev_op(op) {
            Some(p) => Point::After(p),
            None => Point::Start(body.parent_block(op).expect("an op of a block")),
        };
        let mut state = self.state(point);
        let prev = self.read_for(point, before);
        let mut change = state != prev;
        state = prev;
        if let Some(v) = body.attr(op, "foo").and_then(|a| a.as_int()) {
            change |= Self::join(&mut state, v.limbs().first().copied().unwrap_or(0));
        }
        self.states.insert(point, state);
        if change {
            self.changed(point);
        }
    }
}

impl Pass for FooAnalysisPass {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        cx.preserve_all();
        let fail = |cx: &mut PassContext<'_>, b: &Body, at: OpId, msg: &str| {
            let d = cx.error_at_op(ctx, b, at, msg);
            cx.emit(d);
            Err(PassFailure)
        };
        let regions = body.regions(op).to_vec();
        let [region] = regions.as_slice() else {
            return fail(cx, body, op, "expected a single region top-level op");
        };
        let rb = body.regions_body(op);
        let blocks: Vec<_> = rb.blocks(*region).collect();
        let Some(&entry) = blocks.first() else {
            return fail(cx, body, op, "expected at least one block in the region");
        };
        let mut s = Solver::default();
        s.states.insert(Point::Start(entry), Some(0));
        for &b in &blocks {
            s.visit_block(rb, b, b == entry);
            for o in rb.ops(b) {
                if !rb.regions(o).is_empty() {
                    return fail(cx, rb, o, "unexpected op with regions");
                }
                s.visit_op(rb, o);
            }
        }
        // The example's join is not monotone: on some loops it never settles (mlir-opt runs
        // forever); ropt stops after a bounded number of visits.
        let mut budget = MAX_VISITS;
        while let Some(p) = s.queue.pop_front() {
            if budget == 0 {
                return fail(cx, body, op, "the foo analysis did not reach a fixpoint");
            }
            budget -= 1;
            match p {
                Point::Start(b) => s.visit_block(rb, b, b == entry),
                Point::After(o) => s.visit_op(rb, o),
            }
        }
        let name = ropt_ir::symbol_table::symbol_name(body, op).unwrap_or_default();
        let mut out = format!("function: @{name}\n");
        for &b in &blocks {
            for o in rb.ops(b) {
                let Some(tag) = rb.attr(o, "tag").and_then(|a| a.as_str()) else {
                    continue;
                };
                let value = s.state(Point::After(o)).unwrap_or(0);
                out.push_str(&format!("{tag} -> {value}\n"));
            }
        }
        cx.print(&out);
        Ok(())
    }
}
