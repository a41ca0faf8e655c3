//! The test passes of the pass manager (`mlir/test/lib/Pass` upstream):
//!
//! * `test-module-pass` (on `builtin.module`) and `test-function-pass` (on `func.func`) do
//!   nothing; they show where the pass manager schedules passes.
//! * `test-stats-pass` counts the ops nested in its op (itself included) twice, in the
//!   statistics `num-ops` and `num-ops2`.
//! * `test-interface-pass` (on functions, i.e. ops with a function type: MLIR's
//!   `InterfacePass<FunctionOpInterface>`, which any other op skips) remarks `Executing interface
//!   pass on operation` at its op.
//! * `test-pass-invalid-parent` (on functions, as `test-interface-pass`) puts a
//!   `test.call @some_unknown_func` at the start of the function body, which makes the
//!   enclosing symbol table invalid: the verifier after the pass reports it.
//! * `test-pass-create-invalid-ir` (on functions, as `test-interface-pass`): with
//!   `emit-invalid-ir` (the default) puts a `test.any_attr_of_i32_str` without its required
//!   attribute, at an unknown location, at the start of the function body; with
//!   `signal-pass-failure` the pass fails.
//! * `test-dynamic-pipeline`: runs its `dynamic-pipeline` option (parsed with implicit
//!   nesting on the op's name) from within the pass, on its op or, with
//!   `run-on-nested-operations`, on each isolated op of the same name nested in it (post
//!   order); `op-name` restricts it to symbols of those names; `run-on-parent` tries the
//!   op's parent, which always fails (and makes the pass succeed). It reports on stderr as
//!   MLIR's does.
//! * `test-composite-fixed-point-pass`: the pipeline
//!   `composite-fixed-point-pass{name=TestCompositePass pipeline=canonicalize,cse}` (the two
//!   passes run on the op itself).
//! * `test-pm-nested-pipeline`: the pipeline
//!   `builtin.module(test-module-pass,func.func(test-function-pass)),func.func(test-function-pass)`.

use ropt_ir::{Body, Context, OpId, Traits, WalkOrder, WalkResult};
use ropt_pass::manager::OpPassManager;
use ropt_pass::options::{DefaultValue, OptionKind};
use ropt_pass::registry::PipelineInfo;
use ropt_pass::{
    OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry, StatisticSpec,
};

/// Registers the passes and pipelines of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_MODULE_PASS);
    registry.register(&TEST_FUNCTION_PASS);
    registry.register(&TEST_STATS_PASS);
    registry.register(&TEST_INTERFACE_PASS);
    registry.register(&TEST_PASS_INVALID_PARENT);
    registry.register(&TEST_PASS_CREATE_INVALID_IR);
    registry.register(&TEST_DYNAMIC_PIPELINE);
    registry.register_pipeline(PipelineInfo {
        argument: "test-composite-fixed-point-pass",
        description: "Test composite pass",
        pipeline: "composite-fixed-point-pass{name=TestCompositePass pipeline=canonicalize,cse}",
    });
    registry.register_pipeline(PipelineInfo {
        argument: "test-pm-nested-pipeline",
        description: "Test a nested pipeline in the pass manager",
        pipeline: "builtin.module(test-module-pass,func.func(test-function-pass)),\
                   func.func(test-function-pass)",
    });
}

/// A pass that changes nothing.
struct Nothing;

impl Pass for Nothing {
    fn run(
        &self,
        _: &Context,
        _: &mut Body,
        _: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        cx.preserve_all();
        Ok(())
    }
}

anonymous_pass!(
    TEST_MODULE_PASS,
    "test-module-pass",
    "TestModulePass",
    "Test a module pass in the pass manager",
    anchor = Some("builtin.module"),
    |_: &PassOptions| Box::new(Nothing)
);

anonymous_pass!(
    TEST_FUNCTION_PASS,
    "test-function-pass",
    "TestFunctionPass",
    "Test a function pass in the pass manager",
    anchor = Some("func.func"),
    |_: &PassOptions| Box::new(Nothing)
);

/// `test-stats-pass`.
pub static TEST_STATS_PASS: PassInfo = PassInfo {
    argument: "test-stats-pass",
    name: "(anonymous namespace)::TestStatisticPass",
    description: "Test pass statistics",
    anchor: None,
    options: &[],
    statistics: &[
        StatisticSpec {
            name: "num-ops",
            description: "Number of operations counted",
        },
        StatisticSpec {
            name: "num-ops2",
            description: "Number of operations counted one more time",
        },
    ],
    splits: None,
    create: |_: &PassOptions| Box::new(CountOps),
};

struct CountOps;

impl Pass for CountOps {
    fn run(
        &self,
        _: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let mut n = 0;
        body.walk_ops(op, WalkOrder::PreOrder, |_, _| {
            n += 1;
            WalkResult::Advance
        });
        cx.add_statistic(0, n);
        cx.add_statistic(1, n);
        cx.preserve_all();
        Ok(())
    }
}

anonymous_pass!(
    TEST_INTERFACE_PASS,
    "test-interface-pass",
    "TestInterfacePass",
    "Test an interface pass (running on FunctionOpInterface) in the pass manager",
    |_: &PassOptions| Box::new(InterfacePass)
);

struct InterfacePass;

impl Pass for InterfacePass {
    fn function_ops_only(&self) -> bool {
        true
    }

    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        cx.preserve_all();
        if ropt_ir::function_interface::function_type(body, op).is_some() {
            let remark = cx.diagnostic_at_op_fn(ropt_ir::diagnostics::Severity::Remark);
            let d = remark(ctx, body, op, "Executing interface pass on operation");
            cx.emit(d);
        }
        Ok(())
    }
}

anonymous_pass!(
    TEST_PASS_INVALID_PARENT,
    "test-pass-invalid-parent",
    "TestInvalidParentPass",
    "Test a pass in the pass manager that makes the parent operation invalid",
    |_: &PassOptions| Box::new(InvalidParent)
);

struct InvalidParent;

impl Pass for InvalidParent {
    fn function_ops_only(&self) -> bool {
        true
    }

    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        if ropt_ir::function_interface::function_type(body, op).is_none() {
            return Ok(());
        }
        let callee = ctx.symbol_ref_attr("some_unknown_func", &[]);
        let state = crate::CallOp::build(ctx, body.op_location(op), &[], &[], Some(callee));
        prepend_to_body(body, op, state);
        Ok(())
    }
}

const INVALID_IR_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        default: DefaultValue::Bool(true),
        ..OptionSpec::new("emit-invalid-ir", OptionKind::Bool, "Emit invalid IR")
    },
    OptionSpec::new(
        "signal-pass-failure",
        OptionKind::Bool,
        "Trigger a pass failure",
    ),
];

/// `test-pass-create-invalid-ir`.
pub static TEST_PASS_CREATE_INVALID_IR: PassInfo = PassInfo {
    argument: "test-pass-create-invalid-ir",
    name: "(anonymous namespace)::TestInvalidIRPass",
    description: "Test pass that adds an invalid operation in a function body",
    anchor: None,
    options: INVALID_IR_OPTIONS,
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(InvalidIr {
            emit: o.bool("emit-invalid-ir"),
            fail: o.bool("signal-pass-failure"),
        })
    },
};

struct InvalidIr {
    emit: bool,
    fail: bool,
}

impl Pass for InvalidIr {
    fn function_ops_only(&self) -> bool {
        true
    }

    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        if self.emit {
            let state = crate::AnyAttrOfI32StrOp::build(ctx, ctx.unknown_loc(), None);
            prepend_to_body(body, op, state);
        }
        if self.fail { Err(PassFailure) } else { Ok(()) }
    }
}

/// Creates `state` as the first op of the entry block of `op`'s first region (if it has one).
fn prepend_to_body(body: &mut Body, op: OpId, state: ropt_ir::OperationState) {
    let Some(&region) = body.regions(op).first() else {
        return;
    };
    let rb = body.regions_body_mut(op);
    if let Some(entry) = rb.entry_block(region) {
        let new = rb.create_op(state);
        rb.prepend_op(entry, new);
    }
}

const DYNAMIC_OPTIONS: &[OptionSpec] = &[
    OptionSpec::new(
        "run-on-nested-operations",
        OptionKind::Bool,
        "This will apply the pipeline on nested operations under the visited operation.",
    ),
    OptionSpec::new(
        "run-on-parent",
        OptionKind::Bool,
        "This will apply the pipeline on the parent operation if it exist, this is expected to fail.",
    ),
    OptionSpec::new(
        "dynamic-pipeline",
        OptionKind::String,
        "The pipeline description that will run on the filtered function.",
    ),
    OptionSpec::new(
        "op-name",
        OptionKind::StringList,
        "List of function name to apply the pipeline to",
    ),
];

/// `test-dynamic-pipeline`.
pub static TEST_DYNAMIC_PIPELINE: PassInfo = PassInfo {
    argument: "test-dynamic-pipeline",
    name: "(anonymous namespace)::TestDynamicPipelinePass",
    description: "Tests the dynamic pipeline feature by applying a pipeline on a selected set of functions",
    anchor: None,
    options: DYNAMIC_OPTIONS,
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| Box::new(DynamicPipeline(o.clone())),
};

struct DynamicPipeline(PassOptions);

/// Parses `text` (pipeline elements) into a pass manager on `anchor`, with implicit nesting;
/// a parse error is returned as the text MLIR writes on stderr.
fn parse_nesting(
    text: &str,
    anchor: &str,
    registry: &PassRegistry,
) -> (OpPassManager, Option<String>) {
    let mut pm = OpPassManager::new(anchor);
    let err = ropt_pass::pipeline::add_pipeline_elements_nesting(text, &mut pm, registry, "ropt")
        .err()
        .map(|e| {
            let mut t = e.raw;
            if let Some(m) = e.message {
                t.push_str(&m);
            }
            t
        });
    (pm, err)
}

impl Pass for DynamicPipeline {
    fn before_run(&self, registry: &PassRegistry, stderr: &mut String) {
        // MLIR parses the pipeline for its dependent dialects before the run.
        let (_, err) = parse_nesting(
            self.0.string("dynamic-pipeline"),
            "builtin.module",
            registry,
        );
        stderr.extend(err);
    }

    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let pipeline = self.0.string("dynamic-pipeline");
        let name = body.op_name(op);
        cx.print(&format!("Dynamic execute '{pipeline}' on {name}\n"));
        if pipeline.is_empty() {
            cx.print("Empty pipeline\n");
            return Ok(());
        }
        // An op whose symbol name is optional (a module) is a symbol only when named.
        let symbol = ropt_pass::manager::symbol_name(body, op);
        if !name.has_trait(Traits::SYMBOL) || symbol.is_none() {
            let warn = cx.diagnostic_at_op_fn(ropt_ir::diagnostics::Severity::Warning);
            let d = warn(
                ctx,
                body,
                op,
                "Ignoring because not implementing SymbolOpInterface\n",
            );
            cx.emit(d);
            return Ok(());
        }
        let symbol = symbol.unwrap_or("");
        let names = self.0.list("op-name");
        if !names.is_empty() && !names.iter().any(|n| n == symbol) {
            cx.print(&format!("dynamic-pipeline skip op name: {symbol}\n"));
            return Ok(());
        }
        let Some(registry) = cx.registry() else {
            return Err(PassFailure);
        };
        let (pm, err) = parse_nesting(pipeline, name.as_str(), registry);
        if let Some(e) = err {
            cx.print(&e);
        }
        if self.0.bool("run-on-parent") {
            if cx.op_has_parent() && cx.run_pipeline_on_parent() {
                return Err(PassFailure);
            }
            return Ok(());
        }
        if !self.0.bool("run-on-nested-operations") {
            return match cx.run_pipeline(ctx, body, &[op], &pm) {
                true => Ok(()),
                false => Err(PassFailure),
            };
        }
        cx.print("Run on nested op\n");
        // The isolated ops of the same name nested in the op (they hold their own bodies), in
        // post order, each as a path from the op.
        let mut paths: Vec<Vec<OpId>> = Vec::new();
        collect_nested(body, op, name, &mut vec![op], &mut paths);
        let mut ok = true;
        for path in paths {
            let text = {
                let mut b: &Body = body;
                for &o in &path[..path.len() - 1] {
                    b = b.regions_body(o);
                }
                cx.print_op(ctx, b, path[path.len() - 1])
            };
            cx.print(&format!("Run on {}\n", text.unwrap_or_default()));
            ok &= cx.run_pipeline(ctx, body, &path, &pm);
        }
        if ok { Ok(()) } else { Err(PassFailure) }
    }
}

/// Appends to `out` the path (from the pass's op) of every isolated op named `name` nested
/// in `op` (of `body`), children before parents (iterative: nesting may be deep).
fn collect_nested(
    body: &Body,
    op: OpId,
    name: ropt_ir::OperationName,
    path: &mut Vec<OpId>,
    out: &mut Vec<Vec<OpId>>,
) {
    /// The isolated ops directly nested in `b`'s top regions, in post order.
    fn kids(b: &Body) -> Vec<OpId> {
        let mut v = Vec::new();
        b.walk_all_ops(WalkOrder::PostOrder, |w, o| {
            if std::ptr::eq(w, b) && w.op(o).has_nested_body() {
                v.push(o);
            }
            WalkResult::Advance
        });
        v
    }
    let Some(inner) = body.nested_body(op) else {
        return;
    };
    // Frames: a body, its isolated ops, the next one to visit.
    let mut stack: Vec<(&Body, Vec<OpId>, usize)> = vec![(inner, kids(inner), 0)];
    while let Some((b, ks, i)) = stack.last_mut() {
        let b: &Body = b;
        if *i > 0 {
            // Back from the op before `i`: it comes after what is nested in it.
            let k = ks[*i - 1];
            if b.op_name(k) == name {
                out.push(path.clone());
            }
            path.pop();
        }
        if *i == ks.len() {
            stack.pop();
            continue;
        }
        let k = ks[*i];
        *i += 1;
        path.push(k);
        let nested = b.nested_body(k).expect("an isolated op with a body");
        let next = kids(nested);
        stack.push((nested, next, 0));
    }
}
