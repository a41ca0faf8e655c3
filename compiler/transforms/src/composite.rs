//! `composite-fixed-point-pass` (MLIR's `CompositeFixedPointPass`): runs its inner pipeline
//! on the op again and again, as a dynamic pipeline, until an iteration leaves the op
//! unchanged (its fingerprint, a hash of the op tree, is the same) or `max-iterations` extra
//! runs were made (then a warning). Reports show it under its `name` option.

use std::hash::{Hash, Hasher};

use ropt_ir::{Body, Context, Diagnostic, OpId, WalkOrder, WalkResult};
use ropt_pass::options::{DefaultValue, OptionKind};
use ropt_pass::pipeline::add_pipeline_elements;
use ropt_pass::{OpPassManager, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions};

const OPTIONS: &[OptionSpec] = &[
    OptionSpec::new("name", OptionKind::String, "Composite pass display name"),
    OptionSpec::new(
        "pipeline",
        OptionKind::String,
        "Composite pass inner pipeline",
    ),
    OptionSpec {
        default: DefaultValue::Int(10),
        ..OptionSpec::new(
            "max-iterations",
            OptionKind::Int,
            "Maximum number of iterations if inner pipeline",
        )
    },
];

/// `composite-fixed-point-pass`.
pub static COMPOSITE_FIXED_POINT_PASS: PassInfo = PassInfo {
    argument: "composite-fixed-point-pass",
    name: "CompositeFixedPointPass",
    description: "Composite fixed point pass",
    anchor: None,
    options: OPTIONS,
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(CompositeFixedPoint {
            name: o.string("name").to_owned(),
            pipeline: o.string("pipeline").to_owned(),
            max_iterations: o.int("max-iterations"),
        })
    },
};

struct CompositeFixedPoint {
    name: String,
    pipeline: String,
    max_iterations: i64,
}

/// A hash of `op` and everything nested in it: names, locations, attributes, properties,
/// operands, result and argument types, successors and the block structure. Equal before
/// and after a pipeline run means the run changed nothing (MLIR's `OperationFingerPrint`).
pub fn fingerprint(body: &Body, op: OpId) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    body.walk_ops(op, WalkOrder::PreOrder, |b, o| {
        // The address of the body tells nested bodies apart (ids restart in each).
        (b as *const Body as usize).hash(&mut h);
        o.index().hash(&mut h);
        let data = b.op(o);
        data.name().hash(&mut h);
        data.location().hash(&mut h);
        data.attributes().hash(&mut h);
        data.properties().hash(&mut h);
        for v in b.operands(o) {
            v.index().hash(&mut h);
        }
        for r in b.results(o) {
            b.value_type(r).hash(&mut h);
        }
        for s in b.successors(o) {
            s.index().hash(&mut h);
        }
        let inner = b.regions_body(o);
        for &r in b.regions(o) {
            for blk in inner.blocks(r) {
                blk.index().hash(&mut h);
                for &a in inner.block_arguments(blk) {
                    inner.value_type(a).hash(&mut h);
                }
                inner.ops(blk).count().hash(&mut h);
            }
        }
        WalkResult::Advance
    });
    h.finish()
}

impl Pass for CompositeFixedPoint {
    fn display_name(&self) -> Option<&str> {
        Some(&self.name)
    }

    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let Some(registry) = cx.registry() else {
            return Err(PassFailure);
        };
        // The option holds pipeline elements for a pass manager on any op: `any(cse)` runs
        // `cse` on the isolated ops nested in the op, `cse` on the op itself. MLIR checks
        // the options when it builds the pass; here they are checked when it runs.
        let mut pm = OpPassManager::new("any");
        if let Err(e) = add_pipeline_elements(&self.pipeline, &mut pm, registry, "ropt") {
            let mut text = e.raw;
            text.extend(e.message);
            cx.print(&text);
            cx.emit(Diagnostic::error(
                ctx.unknown_loc(),
                "Failed to parse composite pass pipeline",
            ));
            return Err(PassFailure);
        }
        if self.max_iterations <= 0 {
            // MLIR writes the count as a character.
            let c = char::from(self.max_iterations as u8);
            cx.emit(Diagnostic::error(
                ctx.unknown_loc(),
                format!("Invalid maxIterations value: {c}"),
            ));
            return Err(PassFailure);
        }
        let mut print = fingerprint(body, op);
        let mut iteration = 0;
        loop {
            if !cx.run_pipeline(ctx, body, &[op], &pm) {
                return Err(PassFailure);
            }
            if iteration >= self.max_iterations {
                let warn = cx.diagnostic_at_op_fn(ropt_ir::diagnostics::Severity::Warning);
                let message = format!(
                    "Composite pass \"{}\"+ didn't converge in {} iterations",
                    self.name, self.max_iterations
                );
                let d = warn(ctx, body, op, &message);
                cx.emit(d);
                break;
            }
            iteration += 1;
            let next = fingerprint(body, op);
            if next == print {
                break;
            }
            print = next;
        }
        Ok(())
    }
}
