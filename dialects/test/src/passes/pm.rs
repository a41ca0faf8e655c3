//! The test passes of the pass manager (`mlir/test/lib/Pass` upstream):
//!
//! * `test-module-pass` (on `builtin.module`) and `test-function-pass` (on `func.func`) do
//!   nothing; they show where the pass manager schedules passes.
//! * `test-stats-pass` counts the ops nested in its op (itself included) twice, in the
//!   statistics `num-ops` and `num-ops2`.
//! * `test-interface-pass` (on functions, i.e. ops with a function type: MLIR's
//!   `InterfacePass<FunctionOpInterface>`, which any other op skips) remarks `Executing interface
//!   pass on operation` at its op.
//! * `test-pm-nested-pipeline`: the pipeline
//!   `builtin.module(test-module-pass,func.func(test-function-pass)),func.func(test-function-pass)`.

use ropt_ir::{Body, Context, OpId, WalkOrder, WalkResult};
use ropt_pass::registry::PipelineInfo;
use ropt_pass::{
    Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry, StatisticSpec,
};

/// Registers the passes and pipelines of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_MODULE_PASS);
    registry.register(&TEST_FUNCTION_PASS);
    registry.register(&TEST_STATS_PASS);
    registry.register(&TEST_INTERFACE_PASS);
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

/// `test-module-pass`.
pub static TEST_MODULE_PASS: PassInfo = PassInfo {
    argument: "test-module-pass",
    name: "(anonymous namespace)::TestModulePass",
    description: "Test a module pass in the pass manager",
    anchor: Some("builtin.module"),
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(Nothing),
};

/// `test-function-pass`.
pub static TEST_FUNCTION_PASS: PassInfo = PassInfo {
    argument: "test-function-pass",
    name: "(anonymous namespace)::TestFunctionPass",
    description: "Test a function pass in the pass manager",
    anchor: Some("func.func"),
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(Nothing),
};

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

/// `test-interface-pass`.
pub static TEST_INTERFACE_PASS: PassInfo = PassInfo {
    argument: "test-interface-pass",
    name: "(anonymous namespace)::TestInterfacePass",
    description: "Test an interface pass (running on FunctionOpInterface) in the pass manager",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(InterfacePass),
};

struct InterfacePass;

impl Pass for InterfacePass {
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
