//! Analyses are computed once, cached across passes on the same op, and dropped after a pass
//! unless it preserves them.

use std::sync::atomic::{AtomicUsize, Ordering};

use ropt_ir::{Body, Context, OpId, OperationState};
use ropt_pass::{
    Analysis, Pass, PassContext, PassFailure, PassInfo, PassManager, PassOptions, PassRegistry,
    RunConfig, parse_pass_pipeline,
};

static COMPUTED: AtomicUsize = AtomicUsize::new(0);

struct Counting;
impl Analysis for Counting {
    const NAME: &'static str = "Counting";
    fn compute(_: &Context, _: &Body, _: OpId) -> Self {
        COMPUTED.fetch_add(1, Ordering::SeqCst);
        Counting
    }
}

struct Use {
    preserve: bool,
}
impl Pass for Use {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        cx.analysis::<Counting>(ctx, body, op);
        if self.preserve {
            cx.preserve::<Counting>();
        }
        Ok(())
    }
}

static KEEP: PassInfo = PassInfo {
    argument: "keep",
    name: "Keep",
    description: "uses and preserves the analysis",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(Use { preserve: true }),
};
static DROP: PassInfo = PassInfo {
    argument: "drop",
    name: "Drop",
    description: "uses the analysis, preserves nothing",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(Use { preserve: false }),
};

#[test]
fn cached_and_invalidated() {
    let ctx = Context::new();
    let mut reg = PassRegistry::new();
    reg.register(&KEEP);
    reg.register(&DROP);
    let (mut root, block) = Body::new_root();
    let op = root.create_op(OperationState::new(
        ctx.registry().op_name("test.top"),
        ctx.unknown_loc(),
    ));
    root.append_op(block, op);
    // keep computes, keep reuses, drop reuses then invalidates, keep recomputes.
    let pm = parse_pass_pipeline("any(keep,keep,drop,keep)", &reg, "t").unwrap();
    let out = PassManager::new(pm, RunConfig::default()).run(&ctx, &mut root, op);
    assert!(out.success);
    assert_eq!(COMPUTED.load(Ordering::SeqCst), 2);
    // The computation is timed under the pass that asked for it.
    let keep = &out.timing.children[0];
    assert_eq!(keep.name, "Keep");
    assert_eq!(keep.children[0].name, "(A) Counting");
}
