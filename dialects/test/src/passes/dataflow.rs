//! The test passes of the dataflow framework: each loads dead-code analysis, constant
//! propagation and one analysis on the op it runs on, then reports, for every op with a
//! string `tag` attribute (in post-order, as MLIR walks), what the analysis found.
//!
//! * `test-dead-code-analysis`: for each region of the op, whether each block and each
//!   incoming edge is live, and the predecessors of the region's entry; the predecessors of
//!   the point after the op.
//! * `test-liveness-analysis`: whether each operand, result and region argument is live.
//!
//! Like mlir-opt's, `test-liveness-analysis` and `test-written-to` print to standard output,
//! the others to standard error.
//! * `test-last-modified`: for each operand, the ops that may have written its underlying
//!   value last (by `tag_name` or op name); `test-next-access`: the ops that may access it
//!   next (as `next_access` attributes on the ops with a `name`, then the IR is printed);
//!   `test-written-to`: what each operand and result may be written to. The underlying
//!   value of a value is found by forwarding along control flow and calls; only memory
//!   effects on values (an effect interface listing them) say anything.

use ropt_dataflow::constant::SparseConstantPropagation;
use ropt_dataflow::dense::{
    CallAction, DenseBackward, DenseBackwardDriver, DenseForward, DenseForwardDriver,
};
use ropt_dataflow::liveness::{Liveness, LivenessAnalysis};
use ropt_dataflow::program::{Op, Point, Val};
use ropt_dataflow::sparse::{
    BackwardDriver, ForwardDriver, Lattice, SparseBackward, SparseForward,
};
use ropt_dataflow::{
    Anchor, Change, Cx, DeadCodeAnalysis, Executable, PredecessorState, Program, Solver, TopInfo,
};
use ropt_ir::call_interfaces::CallOpInterface;
use ropt_ir::effects::{EffectKind, own_effects};
use ropt_ir::region_branch::RegionBranchOpInterface;
use ropt_ir::{Attribute, AttributeKind, Body, Context, Diagnostic, OpId};
use ropt_pass::{
    OptionKind, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry,
};
use rustc_hash::FxHashMap;

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_DEAD_CODE_ANALYSIS);
    registry.register(&TEST_LIVENESS_ANALYSIS);
    registry.register(&TEST_LAST_MODIFIED);
    registry.register(&TEST_NEXT_ACCESS);
    registry.register(&TEST_WRITTEN_TO);
}

/// A test pass of this file: its argument, name, options and what it does.
macro_rules! test_pass {
    ($static:ident, $arg:literal, $name:literal, $options:expr, $ty:ident) => {
        #[doc = concat!("`", $arg, "`.")]
        pub static $static: PassInfo = PassInfo {
            argument: $arg,
            name: $name,
            description: "",
            anchor: None,
            options: $options,
            statistics: &[],
            splits: None,
            create: |o: &PassOptions| Box::new($ty::new(o)),
        };
    };
}

/// The options of the memory-access passes.
const INTERPROCEDURAL: OptionSpec = OptionSpec::new(
    "interprocedural",
    OptionKind::Bool,
    "perform interprocedural analysis",
)
.default_bool(true);
static LAST_MODIFIED_OPTIONS: &[OptionSpec] = &[
    OptionSpec::new(
        "assume-func-writes",
        OptionKind::Bool,
        "assume external functions have write effect on all arguments",
    ),
    INTERPROCEDURAL,
];
static NEXT_ACCESS_OPTIONS: &[OptionSpec] = &[
    OptionSpec::new(
        "assume-func-reads",
        OptionKind::Bool,
        "assume external functions have read effect on all arguments",
    ),
    INTERPROCEDURAL,
];

test_pass!(
    TEST_DEAD_CODE_ANALYSIS,
    "test-dead-code-analysis",
    "(anonymous namespace)::TestDeadCodeAnalysisPass",
    &[],
    DeadCode
);
test_pass!(
    TEST_LIVENESS_ANALYSIS,
    "test-liveness-analysis",
    "(anonymous namespace)::TestLivenessAnalysisPass",
    &[],
    LivenessPass
);
test_pass!(
    TEST_LAST_MODIFIED,
    "test-last-modified",
    "(anonymous namespace)::TestLastModifiedPass",
    LAST_MODIFIED_OPTIONS,
    LastModifiedPass
);
test_pass!(
    TEST_NEXT_ACCESS,
    "test-next-access",
    "(anonymous namespace)::TestNextAccessPass",
    NEXT_ACCESS_OPTIONS,
    NextAccessPass
);
test_pass!(
    TEST_WRITTEN_TO,
    "test-written-to",
    "(anonymous namespace)::TestWrittenToPass",
    LAST_MODIFIED_OPTIONS,
    WrittenToPass
);

/// The string `tag` (or other) attribute of an op.
fn string_attr(body: &Body, op: OpId, name: &str) -> Option<&'static str> {
    body.attr(op, name)
        .filter(|a| matches!(a.kind(), AttributeKind::String { .. }))
        .and_then(|a| a.as_bytes())
        .and_then(|b| std::str::from_utf8(b).ok())
}

/// A solver over the regions of `op` (of `body`) with dead-code analysis and constant
/// propagation loaded.
fn baseline<'a>(
    ctx: &'a Context,
    body: &'a mut Body,
    op: OpId,
    interprocedural: bool,
) -> Solver<'a> {
    let top = TopInfo::of(body, op);
    let mut solver = Solver::new(Program::new(ctx, body.regions_body_mut(op), top));
    solver.set_interprocedural(interprocedural);
    solver.load(DeadCodeAnalysis);
    solver.load(ForwardDriver::new(SparseConstantPropagation::default()));
    solver
}

/// Runs the solver; a failure is reported as the pass failing.
fn run(solver: &mut Solver<'_>, cx: &mut PassContext<'_>) -> Result<(), PassFailure> {
    solver.run().map_err(|d| {
        cx.emit(d);
        PassFailure
    })
}

/// The ops with a string attribute `attr` in the program, in post-order, with it.
fn tagged(ir: &Program<'_>, attr: &str) -> Vec<(Op, &'static str)> {
    ir.postorder(&ir.top_regions())
        .into_iter()
        .filter_map(|op| string_attr(ir.body(op.body), op.id, attr).map(|t| (op, t)))
        .collect()
}

/// `op` printed as MLIR's `Operation::print` does with the given flags: custom form, values
/// named as in the whole function.
fn print_op(ir: &Program<'_>, op: Op, skip_regions: bool) -> String {
    let opts = ropt_asm::printer::ops::OpPrintOptions {
        skip_regions,
        ..Default::default()
    };
    let body = ir.body(op.body);
    let (root, root_op) = match ir.owner(op.body) {
        Some(o) => (ir.body(o.body), o.id),
        None => (body, op.id),
    };
    ropt_asm::printer::ops::print_op_in_scope(ir.context(), root, root_op, body, op.id, opts)
}

// ---- test-dead-code-analysis ----

struct DeadCode;

impl DeadCode {
    fn new(_: &PassOptions) -> Self {
        DeadCode
    }
}

fn live_text(e: Option<&Executable>) -> &'static str {
    match e.is_some_and(|e| e.is_live()) {
        true => "live",
        false => "dead",
    }
}

fn print_preds(ir: &Program<'_>, p: &PredecessorState, out: &mut String) {
    if p.all_known() {
        out.push_str("(all) ");
    }
    out.push_str("predecessors:");
    if p.known().is_empty() {
        out.push_str(" (none)");
    } else {
        out.push('\n');
    }
    let lines: Vec<String> = p
        .known()
        .iter()
        .map(|&op| format!("  {}", print_op(ir, op, true)))
        .collect();
    out.push_str(&lines.join("\n"));
}

impl Pass for DeadCode {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let mut solver = baseline(ctx, body, op, true);
        run(&mut solver, cx)?;
        let ir = solver.ir();
        let mut out = String::new();
        for (op, tag) in tagged(ir, "tag") {
            out.push_str(&format!("{tag}:\n"));
            for (i, r) in ir.regions(op).into_iter().enumerate() {
                out.push_str(&format!(" region #{i}\n"));
                let blocks = ir.blocks(r);
                for (bi, &b) in blocks.iter().enumerate() {
                    let start = ir.block_start(b);
                    let live = solver.lookup::<Executable>(Anchor::Point(start));
                    out.push_str(&format!("  ^bb{bi} = {}\n", live_text(live)));
                    for (term, _) in ir.body(b.body).predecessors(b.id) {
                        let term = Op {
                            body: b.body,
                            id: term,
                        };
                        let Some(from) = ir.parent_block(term) else {
                            continue;
                        };
                        let index = blocks.iter().position(|&x| x == from).unwrap_or(0);
                        let edge =
                            solver.lookup::<Executable>(Anchor::Edge(ropt_dataflow::CfgEdge {
                                from,
                                to: b,
                            }));
                        out.push_str(&format!("   from ^bb{index} = {}\n", live_text(edge)));
                    }
                }
                if let Some(&entry) = blocks.first()
                    && let Some(p) =
                        solver.lookup::<PredecessorState>(Anchor::Point(ir.block_start(entry)))
                {
                    out.push_str("region_preds: ");
                    print_preds(ir, p, &mut out);
                    out.push('\n');
                }
            }
            if let Some(p) = solver.lookup::<PredecessorState>(Anchor::Point(ir.after(op))) {
                out.push_str("op_preds: ");
                print_preds(ir, p, &mut out);
                out.push('\n');
            }
        }
        cx.print(&out);
        cx.preserve_all();
        Ok(())
    }
}

// ---- test-liveness-analysis ----

struct LivenessPass;

impl LivenessPass {
    fn new(_: &PassOptions) -> Self {
        LivenessPass
    }
}

impl Pass for LivenessPass {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let mut solver = baseline(ctx, body, op, true);
        solver.load(BackwardDriver::new(LivenessAnalysis));
        run(&mut solver, cx)?;
        let ir = solver.ir();
        let live = |v: Val| match solver
            .lookup::<Liveness>(Anchor::Value(v))
            .is_some_and(|l| l.live)
        {
            true => "live",
            false => "not live",
        };
        let mut out = String::new();
        for (op, tag) in tagged(ir, "tag") {
            out.push_str(&format!("test_tag: {tag}:\n"));
            for (i, v) in ir.operands(op).into_iter().enumerate() {
                out.push_str(&format!(" operand #{i}: {}\n", live(v)));
            }
            for (i, v) in ir.results(op).into_iter().enumerate() {
                out.push_str(&format!(" result #{i}: {}\n", live(v)));
            }
            for (i, r) in ir.regions(op).into_iter().enumerate() {
                out.push_str(&format!(" region: #{i}:\n"));
                for b in ir.blocks(r) {
                    for (j, a) in ir.arguments(b).into_iter().enumerate() {
                        out.push_str(&format!("   argument: #{j}: {}\n", live(a)));
                    }
                }
            }
        }
        cx.print_stdout(&out);
        cx.preserve_all();
        Ok(())
    }
}

// ---- underlying values ----

/// The single value a value stands for, found by forwarding along control flow and calls
/// (`Some(None)`: more than one).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct UnderlyingValue(Option<Option<Val>>);

impl Lattice for UnderlyingValue {
    fn join(&mut self, other: &Self) -> Change {
        let joined = match (self.0, other.0) {
            (None, o) => o,
            (s, None) => s,
            (Some(a), Some(b)) if a == b => Some(a),
            _ => Some(None),
        };
        Change::from(std::mem::replace(&mut self.0, joined) != joined)
    }
}

/// Every op result is its own underlying value; block arguments take what is forwarded.
struct UnderlyingValueAnalysis;

impl SparseForward for UnderlyingValueAnalysis {
    type L = UnderlyingValue;

    fn entry_state(&self, _: &Cx<'_, '_>, value: Val) -> UnderlyingValue {
        UnderlyingValue(Some(Some(value)))
    }

    fn visit_operation(
        &mut self,
        cx: &mut Cx<'_, '_>,
        op: Op,
        _: &[UnderlyingValue],
        results: &mut [UnderlyingValue],
    ) -> Result<(), Diagnostic> {
        if cx.ir().body(op.body).attr(op.id, "always_fail").is_some() {
            // As MLIR's `emitError` on an op reports it: with the op as a note.
            let ir = cx.ir();
            let loc = ir.body(op.body).op_location(op.id);
            let body = ir.body(op.body);
            let (root, root_op) = match ir.owner(op.body) {
                Some(o) => (ir.body(o.body), o.id),
                None => (body, op.id),
            };
            let text = ropt_asm::printer::ops::print_op_for_diagnostic(
                ir.context(),
                root,
                root_op,
                body,
                op.id,
                Default::default(),
            );
            return Err(Diagnostic::error(loc, "this op is always fails")
                .with_note(loc, format!("see current operation: {text}")));
        }
        for (r, v) in results.iter_mut().zip(cx.ir().results(op)) {
            r.join(&UnderlyingValue(Some(Some(v))));
        }
        Ok(())
    }
}

/// Follows underlying values from `v` to the one that is its own (`None`: not known yet,
/// or more than one).
fn most_underlying(v: Val, lookup: &mut dyn FnMut(Val) -> Option<UnderlyingValue>) -> Option<Val> {
    let mut v = v;
    // Each step moves to a value defined earlier on a forwarding path, so this ends; the
    // bound guards against malformed IR.
    for _ in 0..1_000_000 {
        let next = lookup(v)?.0??;
        if next == v {
            return Some(v);
        }
        v = next;
    }
    None
}

// ---- adjacent accesses (last modifications, next accesses) ----

/// The ops that may access a value last or next, or unknown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct AdjacentAccess {
    unknown: bool,
    ops: Vec<Op>,
}

impl AdjacentAccess {
    fn merge(&mut self, other: &AdjacentAccess) -> Change {
        if self.unknown {
            return Change::NoChange;
        }
        if other.unknown {
            self.unknown = true;
            self.ops.clear();
            return Change::Change;
        }
        let before = self.ops.len();
        for &op in &other.ops {
            if !self.ops.contains(&op) {
                self.ops.push(op);
            }
        }
        Change::from(self.ops.len() != before)
    }
}

/// Per underlying value, its adjacent accesses (in the order values were first seen).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Accesses(Vec<(Val, AdjacentAccess)>);

impl Accesses {
    fn get(&self, v: Val) -> Option<&AdjacentAccess> {
        self.0.iter().find(|(x, _)| *x == v).map(|(_, a)| a)
    }

    fn entry(&mut self, v: Val) -> &mut AdjacentAccess {
        if let Some(i) = self.0.iter().position(|(x, _)| *x == v) {
            return &mut self.0[i].1;
        }
        self.0.push((v, AdjacentAccess::default()));
        &mut self.0.last_mut().expect("just pushed").1
    }

    fn set(&mut self, v: Val, op: Op) {
        let a = self.entry(v);
        a.unknown = false;
        a.ops.clear();
        a.ops.push(op);
    }

    fn merge(&mut self, other: &Accesses) -> Change {
        let mut change = Change::NoChange;
        for (v, a) in &other.0 {
            change |= self.entry(*v).merge(a);
        }
        change
    }
}

impl Lattice for Accesses {
    fn join(&mut self, other: &Self) -> Change {
        self.merge(other)
    }

    fn meet(&mut self, other: &Self) -> Change {
        self.merge(other)
    }
}

/// The underlying values of the values `op`'s memory effects are on, read with a
/// dependency of `point`: `Err(true)` if an effect is on no value or the op has no effect
/// interface (nothing is known), `Err(false)` if one is not known yet.
fn effect_values(
    cx: &mut Cx<'_, '_>,
    op: Op,
    point: Point,
) -> Result<Vec<(EffectKind, Option<Val>)>, bool> {
    let Some(effects) = own_effects(cx.ir().body(op.body), op.id) else {
        return Err(true);
    };
    let mut out = Vec::with_capacity(effects.len());
    for e in effects {
        let Some(v) = e.value else {
            return Err(true);
        };
        let v = Val {
            body: op.body,
            id: v,
        };
        let u = most_underlying(v, &mut |x| {
            Some(cx.lattice_for::<UnderlyingValue>(point, x))
        });
        match u {
            Some(u) => out.push((e.kind, Some(u))),
            None => {
                // Known to be more than one value, or not known yet.
                let known = cx.lattice::<UnderlyingValue>(v).0.is_some();
                if !known {
                    return Err(false);
                }
                out.push((e.kind, None));
            }
        }
    }
    Ok(out)
}

/// The underlying values of a call's argument operands (`None` if one is not known yet).
fn call_arg_values(cx: &mut Cx<'_, '_>, call: Op, point: Point) -> Option<Vec<Val>> {
    let body = cx.ir().body(call.body);
    let iface = body.op_name(call.id).interface::<CallOpInterface>()?;
    let range = (iface.arg_operands)(body, call.id);
    let args: Vec<Val> = cx
        .ir()
        .operands(call)
        .get(range)
        .map(|s| s.to_vec())
        .unwrap_or_default();
    let mut out = Vec::with_capacity(args.len());
    for a in args {
        out.push(most_underlying(a, &mut |x| {
            Some(cx.lattice_for::<UnderlyingValue>(point, x))
        })?);
    }
    Some(out)
}

/// The transfer of `op` on adjacent accesses, from `from` (the state on the side control
/// comes from) into `to`, with dependencies of `point`: each value the op has an effect on
/// (only writes when `writes_only`) gets the op as its access; `unknown` resets `to` when
/// the effects are not known. Nothing happens while an underlying value is not known yet.
fn access_transfer(
    cx: &mut Cx<'_, '_>,
    op: Op,
    point: Point,
    from: &Accesses,
    to: &mut Accesses,
    writes_only: bool,
    unknown: fn(&mut Accesses),
) {
    match effect_values(cx, op, point) {
        Err(true) => unknown(to),
        Err(false) => {}
        Ok(effects) => {
            to.merge(from);
            for (kind, v) in effects {
                let Some(v) = v else {
                    unknown(to);
                    return;
                };
                if !writes_only || kind != EffectKind::Read {
                    to.set(v, op);
                }
            }
        }
    }
}

/// The transfer over a call: with `assume` and an external callee, the call accesses the
/// underlying values of its arguments; otherwise the state flows unchanged.
fn access_call_transfer(
    cx: &mut Cx<'_, '_>,
    call: Op,
    point: Point,
    assume: bool,
    action: CallAction,
    from: &Accesses,
    to: &mut Accesses,
) {
    if action == CallAction::ExternalCallee && assume {
        let Some(values) = call_arg_values(cx, call, point) else {
            return;
        };
        to.merge(from);
        for v in values {
            to.set(v, call);
        }
        return;
    }
    to.merge(from);
}

/// The last modifications (forward: what wrote a value last).
struct LastModified {
    assume_func_writes: bool,
}

impl DenseForward for LastModified {
    type L = Accesses;

    fn set_to_entry_state(&self, _: Point, lattice: &mut Accesses) {
        lattice.0.clear();
    }

    fn visit_operation(
        &mut self,
        cx: &mut Cx<'_, '_>,
        op: Op,
        before: &Accesses,
        after: &mut Accesses,
    ) -> Result<(), Diagnostic> {
        let point = cx.ir().after(op);
        access_transfer(cx, op, point, before, after, true, |a| a.0.clear());
        Ok(())
    }

    fn visit_call_transfer(
        &mut self,
        cx: &mut Cx<'_, '_>,
        call: Op,
        action: CallAction,
        before: &Accesses,
        after: &mut Accesses,
    ) {
        let point = cx.ir().after(call);
        access_call_transfer(
            cx,
            call,
            point,
            self.assume_func_writes,
            action,
            before,
            after,
        );
    }
}

/// The next accesses (backward: what accesses a value next).
struct NextAccess {
    assume_func_reads: bool,
}

/// The exit state of next accesses: every known access becomes unknown.
fn known_to_unknown(lattice: &mut Accesses) {
    for (_, a) in lattice.0.iter_mut() {
        a.unknown = true;
        a.ops.clear();
    }
}

impl DenseBackward for NextAccess {
    type L = Accesses;

    fn set_to_exit_state(&self, _: Point, lattice: &mut Accesses) {
        known_to_unknown(lattice);
    }

    fn visit_operation(
        &mut self,
        cx: &mut Cx<'_, '_>,
        op: Op,
        after: &Accesses,
        before: &mut Accesses,
    ) -> Result<(), Diagnostic> {
        let point = cx.ir().before(op);
        access_transfer(cx, op, point, after, before, false, known_to_unknown);
        Ok(())
    }

    fn visit_call_transfer(
        &mut self,
        cx: &mut Cx<'_, '_>,
        call: Op,
        action: CallAction,
        after: &Accesses,
        before: &mut Accesses,
    ) {
        let point = cx.ir().before(call);
        access_call_transfer(
            cx,
            call,
            point,
            self.assume_func_reads,
            action,
            after,
            before,
        );
    }
}

/// The underlying value of `v` after the run (`None`: not known).
fn underlying_after(solver: &Solver<'_>, v: Val) -> Option<Val> {
    most_underlying(v, &mut |x| {
        solver.lookup::<UnderlyingValue>(Anchor::Value(x)).copied()
    })
}

/// The text naming an accessing op: its attribute `attr` if it has a string one, else
/// `fallback`.
fn access_name(ir: &Program<'_>, op: Op, attr: &str) -> Option<&'static str> {
    string_attr(ir.body(op.body), op.id, attr)
}

// ---- test-last-modified ----

struct LastModifiedPass {
    interprocedural: bool,
    assume_func_writes: bool,
}

impl LastModifiedPass {
    fn new(o: &PassOptions) -> Self {
        LastModifiedPass {
            interprocedural: o.bool("interprocedural"),
            assume_func_writes: o.bool("assume-func-writes"),
        }
    }
}

impl Pass for LastModifiedPass {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let mut solver = baseline(ctx, body, op, self.interprocedural);
        solver.load(DenseForwardDriver::new(LastModified {
            assume_func_writes: self.assume_func_writes,
        }));
        solver.load(ForwardDriver::new(UnderlyingValueAnalysis));
        run(&mut solver, cx)?;
        let ir = solver.ir();
        let mut out = String::new();
        for (op, tag) in tagged(ir, "tag") {
            out.push_str(&format!("test_tag: {tag}:\n"));
            let mods = solver.lookup::<Accesses>(Anchor::Point(ir.after(op)));
            for (i, v) in ir.operands(op).into_iter().enumerate() {
                out.push_str(&format!(" operand #{i}\n"));
                let Some(u) = underlying_after(&solver, v) else {
                    out.push_str(" - <unknown>\n");
                    continue;
                };
                let Some(mods) = mods else {
                    out.push_str("  - <not computed>\n");
                    continue;
                };
                match mods.get(u) {
                    Some(a) if a.unknown => out.push_str(" - <unknown>\n"),
                    Some(a) => {
                        for &m in &a.ops {
                            let name =
                                access_name(ir, m, "tag_name").unwrap_or(ir.op_name(m).as_str());
                            out.push_str(&format!("  - {name}\n"));
                        }
                    }
                    None => out.push_str("  - <unknown>\n"),
                }
            }
        }
        cx.print(&out);
        cx.preserve_all();
        Ok(())
    }
}

// ---- test-next-access ----

struct NextAccessPass {
    interprocedural: bool,
    assume_func_reads: bool,
}

impl NextAccessPass {
    fn new(o: &PassOptions) -> Self {
        NextAccessPass {
            interprocedural: o.bool("interprocedural"),
            assume_func_reads: o.bool("assume-func-reads"),
        }
    }
}

/// The `next_access` attribute of `op` for the state `next`: per operand, the names of the
/// next accesses of its underlying value, or `"unknown"`.
fn next_access_attr(solver: &Solver<'_>, op: Op, next: Option<&Accesses>) -> Attribute {
    let ir = solver.ir();
    let ctx = ir.context();
    let Some(next) = next else {
        return ctx.string_attr("not computed");
    };
    let mut items = Vec::new();
    for v in ir.operands(op) {
        let access = underlying_after(solver, v)
            .and_then(|u| next.get(u))
            .filter(|a| !a.unknown);
        let Some(access) = access else {
            items.push(ctx.string_attr("unknown"));
            continue;
        };
        let names: Vec<Attribute> = access
            .ops
            .iter()
            .map(|&a| match access_name(ir, a, "name") {
                Some(n) => ctx.string_attr(n),
                None => ctx.string_attr(&print_op(ir, a, false)),
            })
            .collect();
        items.push(ctx.array_attr(&names));
    }
    ctx.array_attr(&items)
}

impl Pass for NextAccessPass {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let loc = body.op_location(op);
        let mut solver = baseline(ctx, body, op, self.interprocedural);
        solver.load(DenseBackwardDriver::new(NextAccess {
            assume_func_reads: self.assume_func_reads,
        }));
        solver.load(ForwardDriver::new(UnderlyingValueAnalysis));
        if let Err(d) = solver.run() {
            cx.emit(d);
            cx.emit(Diagnostic::error(loc, "dataflow solver failed"));
            return Err(PassFailure);
        }
        let ir = solver.ir();
        let mut updates: Vec<(Op, &str, Attribute)> = Vec::new();
        for (op, _) in tagged(ir, "name") {
            let next = solver.lookup::<Accesses>(Anchor::Point(ir.after(op)));
            updates.push((op, "next_access", next_access_attr(&solver, op, next)));
            let Some(branch) = ir.op_name(op).interface::<RegionBranchOpInterface>() else {
                continue;
            };
            let mut succs = Vec::new();
            let consts = vec![None; ir.body(op.body).num_operands(op.id)];
            (branch.entry_successors)(ir.body(op.body), op.id, &consts, &mut succs);
            let mut entries = Vec::new();
            for s in succs {
                let ropt_ir::region_branch::RegionSuccessor::Region(i) = s else {
                    continue;
                };
                let Some(entry) = ropt_dataflow::dead_code::region_entry(ir, op, i) else {
                    continue;
                };
                let at = solver.lookup::<Accesses>(Anchor::Point(ir.block_start(entry)));
                entries.push(next_access_attr(&solver, op, at));
            }
            updates.push((op, "next_at_entry_point", ctx.array_attr(&entries)));
        }
        for (op, name, value) in updates {
            solver
                .ir_mut()
                .body_mut(op.body)
                .set_discardable_attr(ctx, op.id, name, Some(value));
        }
        Ok(())
    }
}

// ---- test-written-to ----

/// What a value may be written to (a set of names).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct WrittenTo(Vec<&'static str>);

impl WrittenTo {
    fn add(&mut self, names: &[&'static str]) -> Change {
        let before = self.0.len();
        for n in names {
            if !self.0.contains(n) {
                self.0.push(n);
            }
        }
        Change::from(self.0.len() != before)
    }
}

impl Lattice for WrittenTo {
    fn join(&mut self, other: &Self) -> Change {
        self.add(&other.0.clone())
    }

    fn meet(&mut self, other: &Self) -> Change {
        self.add(&other.0.clone())
    }
}

struct WrittenToAnalysis {
    assume_func_writes: bool,
    /// Interned "branchargN" / "callargN" names.
    names: FxHashMap<String, &'static str>,
}

impl WrittenToAnalysis {
    fn name(&mut self, cx: &Cx<'_, '_>, text: String) -> &'static str {
        if let Some(&n) = self.names.get(&text) {
            return n;
        }
        let n = cx.ir().context().identifier(&text).as_str();
        self.names.insert(text, n);
        n
    }

    fn mark(&mut self, cx: &mut Cx<'_, '_>, op: Op, operand: usize, name: &'static str) {
        let v = cx.ir().operands(op)[operand];
        let id = cx.lattice_id::<WrittenTo>(v);
        cx.update(id, |l| l.add(&[name]));
    }
}

impl SparseBackward for WrittenToAnalysis {
    type L = WrittenTo;

    fn set_to_exit_state(&self, lattice: &mut WrittenTo) -> Change {
        // Cleared, without telling anyone (as MLIR's test analysis does).
        lattice.0.clear();
        Change::NoChange
    }

    fn visit_operation(
        &mut self,
        _: &mut Cx<'_, '_>,
        _: Op,
        operands: &mut [WrittenTo],
        results: &[WrittenTo],
    ) -> Result<(), Diagnostic> {
        for r in results {
            for o in operands.iter_mut() {
                o.add(&r.0);
            }
        }
        Ok(())
    }

    fn visit_branch_operand(&mut self, cx: &mut Cx<'_, '_>, op: Op, operand: usize) {
        let name = self.name(cx, format!("brancharg{operand}"));
        self.mark(cx, op, operand, name);
    }

    fn visit_call_operand(&mut self, cx: &mut Cx<'_, '_>, op: Op, operand: usize) {
        let name = self.name(cx, format!("callarg{operand}"));
        self.mark(cx, op, operand, name);
    }

    fn visit_external_call(&mut self, cx: &mut Cx<'_, '_>, call: Op) {
        let n = cx.ir().body(call.body).num_operands(call.id);
        if !self.assume_func_writes {
            for i in 0..n {
                self.visit_call_operand(cx, call, i);
            }
            return;
        }
        let name = string_attr(cx.ir().body(call.body), call.id, "tag_name")
            .unwrap_or(cx.ir().op_name(call).as_str());
        for i in 0..n {
            self.mark(cx, call, i, name);
        }
    }
}

struct WrittenToPass {
    interprocedural: bool,
    assume_func_writes: bool,
}

impl WrittenToPass {
    fn new(o: &PassOptions) -> Self {
        WrittenToPass {
            interprocedural: o.bool("interprocedural"),
            assume_func_writes: o.bool("assume-func-writes"),
        }
    }
}

impl Pass for WrittenToPass {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let mut solver = baseline(ctx, body, op, self.interprocedural);
        solver.load(BackwardDriver::new(WrittenToAnalysis {
            assume_func_writes: self.assume_func_writes,
            names: FxHashMap::default(),
        }));
        run(&mut solver, cx)?;
        let ir = solver.ir();
        let text = |v: Val| match solver.lookup::<WrittenTo>(Anchor::Value(v)) {
            Some(w) => format!("[{}]", w.0.join(" ")),
            None => "<not computed>".to_string(),
        };
        let mut out = String::new();
        for (op, tag) in tagged(ir, "tag") {
            out.push_str(&format!("test_tag: {tag}:\n"));
            for (i, v) in ir.operands(op).into_iter().enumerate() {
                out.push_str(&format!(" operand #{i}: {}\n", text(v)));
            }
            for (i, v) in ir.results(op).into_iter().enumerate() {
                out.push_str(&format!(" result #{i}: {}\n", text(v)));
            }
        }
        cx.print_stdout(&out);
        cx.preserve_all();
        Ok(())
    }
}
