//! The test passes of pattern rewriting and region utilities (MLIR's `TestPatterns.cpp`,
//! `TestMakeIsolatedFromAbove.cpp`, `TestCommutativityUtils.cpp`):
//!
//! * `test-pattern-selective-replacement`: a `test.cast` with two operands has its uses in
//!   terminators replaced by the first operand and its other uses by the second (greedy).
//! * `test-rewrite-dynamic-op`: a partial conversion where
//!   `test.dynamic_one_operand_two_results` is illegal and becomes `test.dynamic_generic`
//!   (same operands, result types and attributes).
//! * `test-make-isolated-from-above` (on `func.func`): each `test.one_region_with_operands_op`
//!   becomes a `test.isolated_one_region_op` whose operands are the old operands followed by
//!   the values its region captured from above; with `clone-ops-with-no-operands` the
//!   operand-less defining ops of captured values are cloned into the region instead, with
//!   `clone-ops-with-operands` every defining op (transitively) is. MLIR leaves uses in
//!   regions nested in the region unchanged, which breaks the IR; here they are remapped too
//!   (a body can never use a value of another).
//! * `test-greedy-patterns` (MLIR's `TestPatternDriver`, on any op): the greedy driver with
//!   its `max-iterations`, `top-down`, `fold` and `cse-constants` options and three of the
//!   test patterns: an integer `attr` of `test.any_attr_of_i32_str` below 3 is incremented in
//!   place; `foo.maybe_eligible_op` gets a unit `eligible` attribute; the op defining the first
//!   operand of the terminator of a `test.one_region_op`'s first block is moved before it when
//!   it is `eligible` and directly inside. (MLIR's other test patterns, DRR rules of its
//!   `TestPatterns.td` over ops ropt does not define, are not there.)
//! * `test-commutativity-utils` (on `func.func`): the operands of commutative ops are sorted
//!   by the breadth-first "ancestor keys" of MLIR's `SortCommutativeOperands`, with its lazy
//!   comparison run in libstdc++'s `stable_sort` order, so that ties resolve as in mlir-opt.

use ropt_conversion::{ConversionConfig, ConversionMode, ConversionTarget, run_in_pass};
use ropt_ir::{
    Body, Context, IrMapping, Location, OpId, OperationState, RegionId, Traits, Type, ValueDef,
    ValueId, WalkOrder, WalkResult,
};
use ropt_pass::options::{DefaultValue, OptionKind};
use ropt_pass::{OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};
use ropt_rewrite::{
    FnPattern, FrozenRewritePatternSet, GreedyRewriteConfig, LogicalResult, MatchFailure,
    PatternInfo, PatternRewriter, RegionSimplification, RewritePatternSet,
};
use rustc_hash::FxHashSet;

use crate::{
    AnyAttrOfI32StrOp, CastOp, DynamicGenericOp, DynamicOneOperandTwoResultsOp,
    IsolatedOneRegionOp, OneRegionOp, OneRegionWithOperandsOp,
};

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_PATTERN_SELECTIVE_REPLACEMENT);
    registry.register(&TEST_REWRITE_DYNAMIC_OP);
    registry.register(&TEST_MAKE_ISOLATED_FROM_ABOVE);
    registry.register(&TEST_COMMUTATIVITY_UTILS);
    registry.register(&TEST_GREEDY_PATTERNS);
}

/// A pass that applies `f` to its op.
struct Run(
    fn(&Context, &mut Body, OpId, &PassOptions, &mut PassContext<'_>) -> bool,
    PassOptions,
);

impl Pass for Run {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        if (self.0)(ctx, body, op, &self.1, cx) {
            Ok(())
        } else {
            Err(PassFailure)
        }
    }
}

/// Applies `patterns` greedily to the regions of `op` as MLIR's `applyPatternsGreedily`
/// does (bottom-up, folding, aggressive region simplification); false if the driver did not
/// converge.
fn apply_on(ctx: &Context, body: &mut Body, op: OpId, patterns: &FrozenRewritePatternSet) -> bool {
    apply_with(ctx, body, op, patterns, &mlir_default_config())
}

/// MLIR's default `GreedyRewriteConfig`, the one `applyPatternsGreedily` takes unless told
/// otherwise: bottom-up, aggressive region simplification.
fn mlir_default_config() -> GreedyRewriteConfig {
    GreedyRewriteConfig {
        top_down: false,
        region_simplification: RegionSimplification::Aggressive,
        ..GreedyRewriteConfig::default()
    }
}

/// [`apply_on`] with `config`.
fn apply_with(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    patterns: &FrozenRewritePatternSet,
    config: &GreedyRewriteConfig,
) -> bool {
    let Some(inner) = body.nested_body_mut(op) else {
        return true;
    };
    let regions = inner.top_regions().to_vec();
    ropt_rewrite::apply_patterns_and_fold_greedily(ctx, inner, &regions, patterns, config).converged
}

// ---------------------------------------------------------------------------------------------
// test-pattern-selective-replacement

anonymous_pass!(
    TEST_PATTERN_SELECTIVE_REPLACEMENT,
    "test-pattern-selective-replacement",
    "TestSelectiveReplacementPatternDriver",
    "Test selective replacement in the PatternRewriter",
    |o: &PassOptions| Box::new(Run(selective_replacement, o.clone()))
);

fn selective_replacement(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &PassOptions,
    _: &mut PassContext<'_>,
) -> bool {
    let mut set = RewritePatternSet::new();
    let info = PatternInfo::new(
        ctx.registry().op_name(CastOp::NAME),
        1,
        "TestSelectiveOpReplacementPattern",
    );
    set.add(FnPattern::new(info, |op, rw: &mut PatternRewriter<'_>| {
        let b = rw.body();
        if b.num_operands(op) != 2 {
            return Err(MatchFailure);
        }
        let (first, second) = (b.operand(op, 0), b.operand(op, 1));
        let results: Vec<ValueId> = b.results(op).collect();
        for &r in &results {
            rw.replace_uses_with_if(r, first, |b, u| {
                b.op_name(u.owner).has_trait(Traits::TERMINATOR)
            });
        }
        let replacements = vec![second; results.len()];
        rw.replace_op(op, &replacements);
        Ok(())
    }));
    // MLIR ignores whether the driver converged.
    apply_on(ctx, body, op, &set.freeze(&[], &[]));
    true
}

// ---------------------------------------------------------------------------------------------
// test-greedy-patterns

const GREEDY_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        default: DefaultValue::Bool(true),
        ..OptionSpec::new(
            "cse-constants",
            OptionKind::Bool,
            "Whether to CSE constants",
        )
    },
    OptionSpec {
        default: DefaultValue::Bool(true),
        ..OptionSpec::new("fold", OptionKind::Bool, "Whether to fold")
    },
    OptionSpec {
        default: DefaultValue::Int(10),
        ..OptionSpec::new(
            "max-iterations",
            OptionKind::Int,
            "Max. iterations in the GreedyRewriteConfig",
        )
    },
    OptionSpec::new(
        "top-down",
        OptionKind::Bool,
        "Seed the worklist in general top-down order",
    ),
];

/// `test-greedy-patterns`.
pub static TEST_GREEDY_PATTERNS: PassInfo = PassInfo {
    argument: "test-greedy-patterns",
    name: "(anonymous namespace)::TestPatternDriver",
    description: "Run test dialect patterns",
    anchor: None,
    options: GREEDY_OPTIONS,
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| Box::new(Run(greedy_patterns, o.clone())),
};

fn greedy_patterns(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    o: &PassOptions,
    _: &mut PassContext<'_>,
) -> bool {
    let mut set = RewritePatternSet::new();
    let info = PatternInfo::new(
        ctx.registry().op_name(AnyAttrOfI32StrOp::NAME),
        1,
        "IncrementIntAttribute",
    );
    set.add(FnPattern::new(info, |op, rw: &mut PatternRewriter<'_>| {
        let typed = AnyAttrOfI32StrOp::cast(rw.body(), op).ok_or(MatchFailure)?;
        let attr = typed.attr_attr(rw.body()).ok_or(MatchFailure)?;
        let (Some(value), Some(ty)) = (attr.as_int(), attr.ty()) else {
            return Err(MatchFailure);
        };
        let next = match value.to_i64() {
            Some(v) if v < 3 => v + 1,
            _ => return Err(MatchFailure),
        };
        let ctx = rw.context();
        let new = ctx.int_attr(ty, next);
        rw.modify_op_in_place(op, |b| typed.set_attr_attr(ctx, b, Some(new)));
        Ok(())
    }));
    let info = PatternInfo::new(
        ctx.registry().op_name("foo.maybe_eligible_op"),
        1,
        "MakeOpEligible",
    );
    set.add(FnPattern::new(info, |op, rw: &mut PatternRewriter<'_>| {
        if rw.body().attr(op, "eligible").is_some() {
            return Err(MatchFailure);
        }
        let ctx = rw.context();
        let unit = ctx.unit_attr();
        rw.modify_op_in_place(op, |b| b.set_attr(ctx, op, "eligible", Some(unit)));
        Ok(())
    }));
    let info = PatternInfo::new(
        ctx.registry().op_name(OneRegionOp::NAME),
        1,
        "HoistEligibleOps",
    );
    set.add(FnPattern::new(info, |op, rw: &mut PatternRewriter<'_>| {
        let b = rw.body();
        let region = OneRegionOp::cast(b, op).ok_or(MatchFailure)?.body(b);
        let block = b.blocks(region).next().ok_or(MatchFailure)?;
        let terminator = b.last_op(block).ok_or(MatchFailure)?;
        let first = b.operands(terminator).next().ok_or(MatchFailure)?;
        let def = b.defining_op(first).ok_or(MatchFailure)?;
        if b.parent_op(def) != Some(op) || b.attr(def, "eligible").is_none() {
            return Err(MatchFailure);
        }
        rw.move_op_before(def, op);
        Ok(())
    }));
    let config = GreedyRewriteConfig {
        top_down: o.bool("top-down"),
        max_iterations: o.int("max-iterations"),
        fold: o.bool("fold"),
        cse_constants: o.bool("cse-constants"),
        ..mlir_default_config()
    };
    // MLIR ignores whether the driver converged.
    apply_with(ctx, body, op, &set.freeze(&[], &[]), &config);
    true
}

// ---------------------------------------------------------------------------------------------
// test-rewrite-dynamic-op

anonymous_pass!(
    TEST_REWRITE_DYNAMIC_OP,
    "test-rewrite-dynamic-op",
    "TestRewriteDynamicOpDriver",
    "Test rewritting on dynamic operations",
    |o: &PassOptions| Box::new(Run(rewrite_dynamic_op, o.clone()))
);

fn rewrite_dynamic_op(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &PassOptions,
    cx: &mut PassContext<'_>,
) -> bool {
    let mut set = RewritePatternSet::new();
    let info = PatternInfo::new(
        ctx.registry().op_name(DynamicOneOperandTwoResultsOp::NAME),
        1,
        "RewriteDynamicOp",
    );
    set.add(FnPattern::new(info, |op, rw: &mut PatternRewriter<'_>| {
        let b = rw.body();
        let mut state = OperationState::new(rw.op_name(DynamicGenericOp::NAME), b.op_location(op));
        state.operands = b.operands(op).collect();
        state.result_types = b.result_types(op);
        state.attributes = b.op(op).attributes();
        let new = rw.create(state);
        let values: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &values);
        Ok(())
    }));
    let mut target = ConversionTarget::new();
    target.add_illegal_ops(&[DynamicOneOperandTwoResultsOp::NAME]);
    target.add_legal_ops(&[DynamicGenericOp::NAME]);
    let patterns = set.freeze(&[], &[]);
    let config = ConversionConfig::default();
    !run_in_pass(
        ctx,
        body,
        op,
        cx,
        &target,
        &patterns,
        config,
        ConversionMode::Partial,
    )
    .0
}

// ---------------------------------------------------------------------------------------------
// test-make-isolated-from-above

const ISOLATE_OPTIONS: &[OptionSpec] = &[
    OptionSpec::new(
        "simple",
        OptionKind::Bool,
        "Test simple case with no cloning of operations",
    ),
    OptionSpec::new(
        "clone-ops-with-no-operands",
        OptionKind::Bool,
        "Test case with cloning of operations with no operands",
    ),
    OptionSpec::new(
        "clone-ops-with-operands",
        OptionKind::Bool,
        "Test case with cloning of operations with no operands",
    ),
];

/// `test-make-isolated-from-above`.
pub static TEST_MAKE_ISOLATED_FROM_ABOVE: PassInfo = PassInfo {
    argument: "test-make-isolated-from-above",
    name: "(anonymous namespace)::TestMakeIsolatedFromAbovePass",
    description: "Test making a region isolated from above",
    anchor: Some("func.func"),
    options: ISOLATE_OPTIONS,
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| Box::new(Run(make_isolated, o.clone())),
};

/// Which defining ops of captured values are cloned into the region.
#[derive(Clone, Copy)]
enum CloneRule {
    None,
    NoOperands,
    All,
}

fn make_isolated(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    options: &PassOptions,
    _: &mut PassContext<'_>,
) -> bool {
    let rule = if options.bool("simple") {
        CloneRule::None
    } else if options.bool("clone-ops-with-no-operands") {
        CloneRule::NoOperands
    } else if options.bool("clone-ops-with-operands") {
        CloneRule::All
    } else {
        return true;
    };
    let mut set = RewritePatternSet::new();
    let root = ctx.registry().op_name(OneRegionWithOperandsOp::NAME);
    let name = match rule {
        CloneRule::None => "SimpleMakeIsolatedFromAbove",
        CloneRule::NoOperands => "MakeIsolatedFromAboveAndCloneOpsWithNoOperands",
        CloneRule::All => "MakeIsolatedFromAboveAndCloneOpsWithOperands",
    };
    set.add(FnPattern::new(
        PatternInfo::new(root, 1, name),
        move |op, rw: &mut PatternRewriter<'_>| isolate(op, rw, rule),
    ));
    if apply_on(ctx, body, op, &set.freeze(&[], &[])) {
        true
    } else {
        // MLIR's `applyPatternsAndFoldGreedily` failing fails the pass, without a message.
        false
    }
}

/// The location of a value (its op's, or its block argument's).
fn value_location(body: &Body, v: ValueId) -> Location {
    match body.value_def(v) {
        ValueDef::OpResult { op, .. } => body.op_location(op),
        ValueDef::BlockArgument { block, index } => body.argument_location(block, index as usize),
    }
}

/// The values used in `region` (of `body`, at any depth) that are defined outside it, in the
/// order of a post-order walk (MLIR's `getUsedValuesDefinedAbove`).
fn used_values_defined_above(body: &Body, region: RegionId) -> Vec<ValueId> {
    let mut seen = FxHashSet::default();
    let mut out = Vec::new();
    body.walk_region_ops(region, WalkOrder::PostOrder, |b, o| {
        // Ops of nested isolated bodies use nothing of this one.
        if !std::ptr::eq(b, body) {
            return WalkResult::Advance;
        }
        for v in b.operands(o) {
            let inside = b
                .value_parent_region(v)
                .is_some_and(|r| b.region_is_ancestor(region, r));
            if !inside && seen.insert(v) {
                out.push(v);
            }
        }
        WalkResult::Advance
    });
    out
}

/// MLIR's `makeRegionIsolatedFromAbove` for `region` of the matched op, then the op replaced
/// by a `test.isolated_one_region_op` holding the region.
fn isolate(op: OpId, rw: &mut PatternRewriter<'_>, rule: CloneRule) -> LogicalResult {
    let region = rw.body().op_region(op, 0);
    let Some(entry) = rw.body().entry_block(region) else {
        return Err(MatchFailure);
    };
    let b = rw.body();
    let clone_it = |o: OpId| match rule {
        CloneRule::None => false,
        CloneRule::NoOperands => b.num_operands(o) == 0,
        CloneRule::All => true,
    };
    // Breadth first from the captured values: a value whose defining op is cloned is
    // replaced by the clone's result, and the op's operands are captured in turn.
    let mut worklist: std::collections::VecDeque<ValueId> =
        used_values_defined_above(b, region).into();
    let mut visited = FxHashSet::default();
    let mut visited_ops = FxHashSet::default();
    let mut captured: Vec<ValueId> = Vec::new();
    let mut captured_set = FxHashSet::default();
    let mut cloned: Vec<OpId> = Vec::new();
    while let Some(v) = worklist.pop_front() {
        if !visited.insert(v) {
            continue;
        }
        let def = b.defining_op(v);
        let Some(def) = def.filter(|d| !visited_ops.contains(d)) else {
            if captured_set.insert(v) {
                captured.push(v);
            }
            continue;
        };
        visited_ops.insert(def);
        if !clone_it(def) {
            if captured_set.insert(v) {
                captured.push(v);
            }
            continue;
        }
        for operand in b.operands(def) {
            if !visited.contains(&operand) {
                worklist.push_back(operand);
            }
        }
        cloned.push(def);
    }
    super::analysis::topological_sort(b, &mut cloned);
    // A new entry block: the old arguments, then one per captured value.
    let mut args: Vec<(Type, Location)> = b
        .block_arguments(entry)
        .iter()
        .map(|&a| (b.value_type(a), value_location(b, a)))
        .collect();
    let old_count = args.len();
    for &v in &captured {
        args.push((b.value_type(v), value_location(b, v)));
    }
    let inside = |b: &Body, u: ropt_ir::Use| {
        b.parent_region(u.owner)
            .is_some_and(|r| b.region_is_ancestor(region, r))
    };
    let new_entry = rw.create_block(region, Some(entry), &args);
    let new_args = rw.body().block_arguments(new_entry).to_vec();
    let mut mapping = IrMapping::new();
    for (&v, &arg) in captured.iter().zip(&new_args[old_count..]) {
        mapping.map_value(v, arg);
        rw.replace_uses_with_if(v, arg, inside);
    }
    rw.set_insertion_point_to_start(new_entry);
    for &c in &cloned {
        let new = rw.clone_op(c, &mut mapping);
        let pairs: Vec<(ValueId, ValueId)> =
            rw.body().results(c).zip(rw.body().results(new)).collect();
        for (from, to) in pairs {
            rw.replace_uses_with_if(from, to, inside);
        }
    }
    rw.merge_blocks(entry, new_entry, &new_args[..old_count]);
    // The region now uses nothing from above: copy it into the new op's own body.
    let b = rw.body();
    let mut operands: Vec<ValueId> = b.operands(op).collect();
    operands.extend(&captured);
    let loc = b.op_location(op);
    let mut nested = Body::new();
    let dest = nested.add_top_region();
    let mut mapping = IrMapping::new();
    Body::clone_region_into_body(b, region, &mut nested, dest, &mut mapping);
    let mut state = IsolatedOneRegionOp::build(rw.context(), loc, &[], &operands);
    state.num_new_regions = 0;
    state.regions = vec![dest];
    state.body = Some(Box::new(nested));
    rw.set_insertion_point(op);
    rw.create(state);
    rw.erase_op(op);
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// test-commutativity-utils

anonymous_pass!(
    TEST_COMMUTATIVITY_UTILS,
    "test-commutativity-utils",
    "CommutativityUtils",
    "Test the functionality of the commutativity utility",
    anchor = Some("func.func"),
    |o: &PassOptions| Box::new(Run(commutativity_utils, o.clone()))
);

fn commutativity_utils(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _: &PassOptions,
    _: &mut PassContext<'_>,
) -> bool {
    let mut set = RewritePatternSet::new();
    set.add(FnPattern::new(
        PatternInfo::any_op(5, "SortCommutativeOperands"),
        sort_commutative_operands,
    ));
    apply_on(ctx, body, op, &set.freeze(&[], &[]));
    true
}

/// What an ancestor of an operand is, in the order the keys compare.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum AncestorKind {
    BlockArgument,
    NonConstantOp,
    ConstantOp,
}

/// One element of an operand's key: the kind of an ancestor and its op name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct AncestorKey {
    kind: AncestorKind,
    name: &'static str,
}

/// The breadth-first walk over an operand's ancestors, advanced only as far as comparisons
/// need (`None` stands for a block argument).
struct CommutativeOperand {
    value: ValueId,
    queue: std::collections::VecDeque<Option<OpId>>,
    visited: FxHashSet<OpId>,
    key: Vec<AncestorKey>,
}

impl CommutativeOperand {
    fn push(&mut self, op: Option<OpId>) {
        self.queue.push_back(op);
        if let Some(o) = op {
            self.visited.insert(o);
        }
    }

    fn refresh_key(&mut self, body: &Body) {
        let Some(&front) = self.queue.front() else {
            return;
        };
        let key = match front {
            None => AncestorKey {
                kind: AncestorKind::BlockArgument,
                name: "",
            },
            Some(o) => {
                let name = body.op_name(o);
                let kind = if name.has_trait(Traits::CONSTANT_LIKE) {
                    AncestorKind::ConstantOp
                } else {
                    AncestorKind::NonConstantOp
                };
                AncestorKey {
                    kind,
                    name: name.as_str(),
                }
            }
        };
        self.key.push(key);
    }

    fn pop_and_push_parents(&mut self, body: &Body) {
        let Some(front) = self.queue.pop_front() else {
            return;
        };
        let Some(op) = front else {
            return;
        };
        for v in body.operands(op) {
            let def = body.defining_op(v);
            if def.is_none_or(|d| !self.visited.contains(&d)) {
                self.push(def);
            }
        }
    }
}

/// MLIR's comparison of two operands' keys, extending their walks lazily (so its answer may
/// depend on what earlier comparisons computed, as in MLIR).
fn key_less(body: &Body, ops: &mut [CommutativeOperand], a: usize, b: usize) -> bool {
    if ops[a].value == ops[b].value {
        return false;
    }
    let mut i = 0;
    loop {
        if ops[a].key.len() <= i {
            if ops[a].queue.is_empty() {
                return true;
            }
            ops[a].pop_and_push_parents(body);
            ops[a].refresh_key(body);
        }
        if ops[b].key.len() <= i {
            if ops[b].queue.is_empty() {
                return false;
            }
            ops[b].pop_and_push_parents(body);
            ops[b].refresh_key(body);
        }
        if ops[a].queue.is_empty() || ops[b].queue.is_empty() {
            return ops[a].key.len() < ops[b].key.len();
        }
        // A walk that is not over has a key entry at `i` (the front of its queue).
        let (ka, kb) = match (ops[a].key.get(i), ops[b].key.get(i)) {
            (Some(&ka), Some(&kb)) => (ka, kb),
            _ => return ops[a].key.len() < ops[b].key.len(),
        };
        if ka < kb {
            return true;
        }
        if kb < ka {
            return false;
        }
        i += 1;
    }
}

fn sort_commutative_operands(op: OpId, rw: &mut PatternRewriter<'_>) -> LogicalResult {
    let b = rw.body();
    if !b.op_name(op).has_trait(Traits::COMMUTATIVE) {
        return Err(MatchFailure);
    }
    let operands: Vec<ValueId> = b.operands(op).collect();
    let mut states: Vec<CommutativeOperand> = operands
        .iter()
        .map(|&v| {
            let mut s = CommutativeOperand {
                value: v,
                queue: Default::default(),
                visited: FxHashSet::default(),
                key: Vec::new(),
            };
            s.push(b.defining_op(v));
            s.refresh_key(b);
            s
        })
        .collect();
    let mut order: Vec<usize> = (0..operands.len()).collect();
    stable_sort(&mut order, &mut |x, y| key_less(b, &mut states, x, y));
    let sorted: Vec<ValueId> = order.iter().map(|&i| operands[i]).collect();
    if sorted == operands {
        return Err(MatchFailure);
    }
    rw.modify_op_in_place(op, |b| b.set_operands(op, &sorted));
    Ok(())
}

/// libstdc++'s `std::stable_sort` with a buffer (as it runs whenever the buffer can be
/// allocated): insertion sort of chunks of 7 in each half, merges with the buffer, then the
/// two halves merged. The comparison sequence is libstdc++'s, which matters for comparators
/// with state.
fn stable_sort(v: &mut [usize], less: &mut dyn FnMut(usize, usize) -> bool) {
    let len = v.len();
    if len == 0 {
        return;
    }
    let middle = len.div_ceil(2);
    let mut buffer = vec![0usize; middle];
    merge_sort_with_buffer(&mut v[..middle], &mut buffer, less);
    merge_sort_with_buffer(&mut v[middle..], &mut buffer, less);
    let (len1, len2) = (middle, len - middle);
    if len1 <= len2 {
        buffer[..len1].copy_from_slice(&v[..len1]);
        // Forward merge of buffer[..len1] and v[middle..] into v.
        let (mut i, mut j, mut out) = (0, middle, 0);
        while i < len1 && j < len {
            if less(v[j], buffer[i]) {
                v[out] = v[j];
                j += 1;
            } else {
                v[out] = buffer[i];
                i += 1;
            }
            out += 1;
        }
        while i < len1 {
            v[out] = buffer[i];
            i += 1;
            out += 1;
        }
    } else {
        buffer[..len2].copy_from_slice(&v[middle..]);
        merge_backward(v, middle, &buffer[..len2], less);
    }
}

/// libstdc++'s `__move_merge_adaptive_backward`: merges `v[..middle]` with `second` into
/// `v`, from the back.
fn merge_backward(
    v: &mut [usize],
    middle: usize,
    second: &[usize],
    less: &mut dyn FnMut(usize, usize) -> bool,
) {
    if middle == 0 {
        v[..second.len()].copy_from_slice(second);
        return;
    }
    if second.is_empty() {
        return;
    }
    let mut result = v.len();
    let mut last1 = middle - 1;
    let mut last2 = second.len() - 1;
    loop {
        if less(second[last2], v[last1]) {
            result -= 1;
            v[result] = v[last1];
            if last1 == 0 {
                v[result - (last2 + 1)..result].copy_from_slice(&second[..=last2]);
                return;
            }
            last1 -= 1;
        } else {
            result -= 1;
            v[result] = second[last2];
            if last2 == 0 {
                return;
            }
            last2 -= 1;
        }
    }
}

const CHUNK: usize = 7;

fn insertion_sort(v: &mut [usize], less: &mut dyn FnMut(usize, usize) -> bool) {
    for i in 1..v.len() {
        let val = v[i];
        if less(val, v[0]) {
            v.copy_within(0..i, 1);
            v[0] = val;
        } else {
            let mut j = i;
            while less(val, v[j - 1]) {
                v[j] = v[j - 1];
                j -= 1;
            }
            v[j] = val;
        }
    }
}

fn merge_sort_with_buffer(
    v: &mut [usize],
    buffer: &mut [usize],
    less: &mut dyn FnMut(usize, usize) -> bool,
) {
    let len = v.len();
    let mut start = 0;
    while len - start >= CHUNK {
        insertion_sort(&mut v[start..start + CHUNK], less);
        start += CHUNK;
    }
    insertion_sort(&mut v[start..], less);
    let mut step = CHUNK;
    while step < len {
        merge_sort_loop(v, &mut buffer[..len], step, less);
        step *= 2;
        let copy = buffer[..len].to_vec();
        let mut out = v.to_vec();
        merge_sort_loop(&copy, &mut out, step, less);
        v.copy_from_slice(&out);
        step *= 2;
    }
}

/// libstdc++'s `__merge_sort_loop`: merges runs of `step` of `src` pairwise into `dst`.
fn merge_sort_loop(
    src: &[usize],
    dst: &mut [usize],
    step: usize,
    less: &mut dyn FnMut(usize, usize) -> bool,
) {
    let len = src.len();
    let mut first = 0;
    let mut out = 0;
    while len - first >= 2 * step {
        out = move_merge(src, first, first + step, first + 2 * step, dst, out, less);
        first += 2 * step;
    }
    let step = step.min(len - first);
    move_merge(src, first, first + step, len, dst, out, less);
}

fn move_merge(
    src: &[usize],
    first: usize,
    mid: usize,
    last: usize,
    dst: &mut [usize],
    mut out: usize,
    less: &mut dyn FnMut(usize, usize) -> bool,
) -> usize {
    let (mut i, mut j) = (first, mid);
    while i < mid && j < last {
        if less(src[j], src[i]) {
            dst[out] = src[j];
            j += 1;
        } else {
            dst[out] = src[i];
            i += 1;
        }
        out += 1;
    }
    for &x in &src[i..mid] {
        dst[out] = x;
        out += 1;
    }
    for &x in &src[j..last] {
        dst[out] = x;
        out += 1;
    }
    out
}

/// The verifier of `test.dynamic_one_operand_two_results` (MLIR defines it at run time).
pub(crate) fn verify_one_operand_two_results(
    body: &Body,
    op: OpId,
) -> Result<(), ropt_ir::Diagnostic> {
    let (n, m) = (body.num_operands(op), body.num_results(op));
    if n != 1 {
        return Err(ropt_ir::verifier::op_error(
            body,
            op,
            format!("expected 1 operand, but had {n}"),
        ));
    }
    if m != 2 {
        return Err(ropt_ir::verifier::op_error(
            body,
            op,
            format!("expected 2 results, but had {m}"),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stable_sort_sorts_and_keeps_equal_elements_in_order() {
        for len in 0..40usize {
            let keys: Vec<usize> = (0..len).map(|i| (i * 7919) % 5).collect();
            let mut v: Vec<usize> = (0..len).collect();
            stable_sort(&mut v, &mut |a, b| keys[a] < keys[b]);
            let mut expected: Vec<usize> = (0..len).collect();
            expected.sort_by_key(|&i| keys[i]);
            assert_eq!(v, expected, "len {len}");
        }
    }
}
