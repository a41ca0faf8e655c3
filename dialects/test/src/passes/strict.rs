//! `test-strict-pattern-driver` (MLIR's `TestStrictPatternDriver`, on `func.func`): the
//! greedy driver on a list of ops (those named `test.insert_same_op`,
//! `test.change_block_op`, `test.replace_with_new_op`, `test.erase_op`,
//! `test.move_before_parent_op`, `test.inline_blocks_into_parent`, `test.split_block_here`,
//! `test.clone_me`, `test.clone_region_before`, in post order) with the `strictness` option
//! (`AnyOp`, `ExistingAndNewOps`, `ExistingOps`), each listener notification printed on
//! stdout, and the function then marked with `pattern_driver_changed` and
//! `pattern_driver_all_erased`.

use ropt_ir::builder::InsertPoint;
use ropt_ir::{BlockId, Body, Context, OpId, OperationState, ValueId, WalkOrder, WalkResult};
use ropt_pass::options::{DefaultValue, OptionKind};
use ropt_pass::{OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};
use ropt_rewrite::{
    FnPattern, GreedyRewriteConfig, Listener, LogicalResult, MatchFailure, PatternInfo,
    PatternRewriter, RewritePatternSet, Strictness,
};

/// Registers the pass of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_STRICT_PATTERN_DRIVER);
}

const OPTIONS: &[OptionSpec] = &[OptionSpec {
    default: DefaultValue::Str("AnyOp"),
    ..OptionSpec::new(
        "strictness",
        OptionKind::String,
        "Can be {AnyOp, ExistingAndNewOps, ExistingOps}",
    )
}];

/// `test-strict-pattern-driver`.
pub static TEST_STRICT_PATTERN_DRIVER: PassInfo = PassInfo {
    argument: "test-strict-pattern-driver",
    name: "(anonymous namespace)::TestStrictPatternDriver",
    description: "Test strict mode of pattern driver",
    anchor: Some("func.func"),
    options: OPTIONS,
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| Box::new(StrictDriver(o.string("strictness").to_owned())),
};

struct StrictDriver(String);

const ROOTS: &[&str] = &[
    "test.insert_same_op",
    "test.change_block_op",
    "test.replace_with_new_op",
    "test.erase_op",
    "test.move_before_parent_op",
    "test.inline_blocks_into_parent",
    "test.split_block_here",
    "test.clone_me",
    "test.clone_region_before",
];

/// Prints the notifications as MLIR's `DumpNotifications` listener does.
struct Dump<'a>(&'a mut String);

impl Listener for Dump<'_> {
    fn notify_operation_inserted(&mut self, body: &Body, op: OpId, previous: Option<InsertPoint>) {
        let name = body.op_name(op);
        let how = match previous {
            None => "was unlinked".to_string(),
            Some(InsertPoint { before: None, .. }) => "was last in block".to_string(),
            Some(InsertPoint {
                before: Some(next), ..
            }) => format!("previous = {}", body.op_name(next)),
        };
        self.0
            .push_str(&format!("notifyOperationInserted: {name}, {how}\n"));
    }

    fn notify_block_inserted(
        &mut self,
        body: &Body,
        block: BlockId,
        previous: Option<ropt_ir::RegionId>,
    ) {
        let into = match body.block_parent_name(block) {
            Some(name) => format!(" into {name}: "),
            None => " into unknown op: ".to_string(),
        };
        let how = if previous.is_none() {
            "was unlinked"
        } else {
            "was linked"
        };
        self.0
            .push_str(&format!("notifyBlockInserted{into}{how}\n"));
    }

    fn notify_block_erased(&mut self, _: &Body, _: BlockId) {
        self.0.push_str("notifyBlockErased\n");
    }

    fn notify_operation_erased(&mut self, body: &Body, op: OpId) {
        self.0
            .push_str(&format!("notifyOperationErased: {}\n", body.op_name(op)));
    }

    fn notify_operation_modified(&mut self, body: &Body, op: OpId) {
        self.0
            .push_str(&format!("notifyOperationModified: {}\n", body.op_name(op)));
    }

    fn notify_operation_replaced(&mut self, body: &Body, op: OpId, _: &[ValueId]) {
        self.0
            .push_str(&format!("notifyOperationReplaced: {}\n", body.op_name(op)));
    }
}

/// A new op named `name` at the insertion point, with `op`'s operands and result types
/// (none when `empty`).
fn same_shape(rw: &mut PatternRewriter<'_>, op: OpId, name: &str, empty: bool) -> OpId {
    let b = rw.body();
    let mut state = OperationState::new(rw.op_name(name), b.op_location(op));
    if !empty {
        state.operands = b.operands(op).collect();
        state.result_types = b.result_types(op);
    }
    rw.create(state)
}

/// Sets an attribute of an op the pattern just made, unnotified (as MLIR's `setAttr`).
fn set_attr_unnotified(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    value: ropt_ir::Attribute,
) {
    let ctx = rw.context();
    rw.start_op_modification(op);
    rw.body_for_modification()
        .set_attr(ctx, op, name, Some(value));
    rw.cancel_op_modification(op);
}

fn patterns(ctx: &Context) -> RewritePatternSet {
    type F = fn(OpId, &mut PatternRewriter<'_>) -> LogicalResult;
    let list: &[(&str, &str, F)] = &[
        ("test.change_block_op", "ChangeBlockOp", |op, rw| {
            let b = rw.body();
            if b.num_successors(op) < 2 {
                return Err(MatchFailure);
            }
            let (first, second) = (b.successor(op, 0), b.successor(op, 1));
            if first == second {
                return Err(MatchFailure);
            }
            // Every use of the first successor, each user notified as modified.
            let mut uses: Vec<(OpId, usize)> = Vec::new();
            b.walk_all_ops(WalkOrder::PreOrder, |w, o| {
                if std::ptr::eq(w, b) {
                    for (i, s) in w.successors(o).enumerate() {
                        if s == first {
                            uses.push((o, i));
                        }
                    }
                }
                WalkResult::Advance
            });
            for (o, i) in uses {
                rw.set_successor(o, i, second);
            }
            Ok(())
        }),
        ("test.clone_me", "CloneOp", |op, rw| {
            if rw.body().discardable_attr(op, "was_cloned").is_some() {
                return Err(MatchFailure);
            }
            let mut mapping = ropt_ir::IrMapping::new();
            let new = rw.clone_op(op, &mut mapping);
            let unit = rw.context().unit_attr();
            set_attr_unnotified(rw, new, "was_cloned", unit);
            Ok(())
        }),
        ("test.erase_op", "EraseOp", |op, rw| {
            rw.erase_op(op);
            Ok(())
        }),
        ("test.implicit_change_op", "ImplicitChangeOp", |op, rw| {
            let b = rw.body();
            let parent = b.parent_block(op);
            if b.num_successors(op) < 1 || Some(b.successor(op, 0)) == parent {
                return Err(MatchFailure);
            }
            let Some(parent) = parent else {
                return Err(MatchFailure);
            };
            rw.set_successor(op, 0, parent);
            Ok(())
        }),
        (
            "test.inline_blocks_into_parent",
            "InlineBlocksIntoParent",
            |op, rw| {
                let mut changed = false;
                let Some(dest) = rw.body().parent_block(op) else {
                    return Err(MatchFailure);
                };
                for r in rw.body().regions(op).to_vec() {
                    while let Some(block) = rw.body().entry_block(r) {
                        if rw.body().num_block_arguments(block) != 0 {
                            return Err(MatchFailure);
                        }
                        rw.inline_block_before(block, dest, Some(op), &[]);
                        changed = true;
                    }
                }
                if changed { Ok(()) } else { Err(MatchFailure) }
            },
        ),
        ("test.insert_same_op", "InsertSameOp", |op, rw| {
            if rw.body().discardable_attr(op, "skip").is_some() {
                return Err(MatchFailure);
            }
            let name = rw.body().op_name(op).as_str();
            let new = same_shape(rw, op, name, false);
            let ctx = rw.context();
            let t = ctx.bool_attr(true);
            rw.modify_op_in_place(op, |b| b.set_attr(ctx, op, "skip", Some(t)));
            set_attr_unnotified(rw, new, "skip", t);
            Ok(())
        }),
        (
            "test.move_before_parent_op",
            "MoveBeforeParentOp",
            |op, rw| {
                let b = rw.body();
                let Some(parent) = b.parent_op(op) else {
                    return Err(MatchFailure);
                };
                if ropt_ir::function_interface::function_type(b, parent).is_some() {
                    return Err(MatchFailure);
                }
                rw.move_op_before(op, parent);
                Ok(())
            },
        ),
        ("test.replace_with_new_op", "ReplaceWithNewOp", |op, rw| {
            let erase = rw.body().discardable_attr(op, "create_erase_op").is_some();
            let new = match erase {
                true => same_shape(rw, op, "test.erase_op", true),
                false => same_shape(rw, op, "test.new_op", false),
            };
            let values: Vec<ValueId> = rw.body().results(new).collect();
            if values.len() != rw.body().num_results(op) {
                return Err(MatchFailure);
            }
            rw.replace_op(op, &values);
            Ok(())
        }),
        ("test.split_block_here", "SplitBlockHere", |op, rw| {
            let Some(block) = rw.body().parent_block(op) else {
                return Err(MatchFailure);
            };
            rw.split_block(block, op);
            let new = same_shape(rw, op, "test.new_op", false);
            let values: Vec<ValueId> = rw.body().results(new).collect();
            rw.replace_op(op, &values);
            Ok(())
        }),
    ];
    let mut set = RewritePatternSet::new();
    for &(root, name, f) in list {
        let info = PatternInfo::new(ctx.registry().op_name(root), 1, name);
        set.add(FnPattern::new(info, f));
    }
    set
}

impl Pass for StrictDriver {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let strictness = match self.0.as_str() {
            "AnyOp" => Strictness::AnyOp,
            "ExistingAndNewOps" => Strictness::ExistingAndNewOps,
            "ExistingOps" => Strictness::ExistingOps,
            other => {
                // MLIR stops here (an unreachable); ropt reports it.
                let d = cx.op_error(
                    ctx,
                    body,
                    op,
                    &format!("invalid strictness option '{other}'"),
                );
                cx.emit(d);
                return Err(PassFailure);
            }
        };
        let inner = body.regions_body_mut(op);
        let mut ops = Vec::new();
        inner.walk_all_ops(WalkOrder::PostOrder, |b, o| {
            if std::ptr::eq(b, &*inner) && ROOTS.contains(&b.op_name(o).as_str()) {
                ops.push(o);
            }
            WalkResult::Advance
        });
        let patterns = patterns(ctx).freeze(&[], &[]);
        let config = GreedyRewriteConfig {
            top_down: false,
            strictness,
            region_simplification: ropt_rewrite::RegionSimplification::Aggressive,
            ..GreedyRewriteConfig::default()
        };
        let mut out = String::new();
        let result = {
            let mut dump = Dump(&mut out);
            ropt_rewrite::apply_op_patterns_with_listener(
                ctx,
                inner,
                &ops,
                &patterns,
                &config,
                Some(&mut dump),
            )
        };
        let all_erased = ops.iter().all(|&o| inner.is_erased(o));
        cx.print_stdout(&out);
        let (t, f) = (ctx.bool_attr(result.changed), ctx.bool_attr(all_erased));
        body.set_attr(ctx, op, "pattern_driver_changed", Some(t));
        body.set_attr(ctx, op, "pattern_driver_all_erased", Some(f));
        Ok(())
    }
}
