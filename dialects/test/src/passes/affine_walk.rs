//! `test-affine-walk` (on modules, `mlir/test/lib/IR/TestAffineWalk.cpp` upstream): every op
//! (post-order, the module included) has its attributes looked at in name order, up to the
//! first that is not an affine map; each result expression of such a map that holds a `mod`
//! is walked in post-order and stopped at its first `mod`, which gives one remark
//! `mod expression: ` at the op's location (no op note: the remark is at a location).

use ropt_ir::affine::{AffineExpr, AffineExprKind};
use ropt_ir::diagnostics::Severity;
use ropt_ir::{AttributeKind, Body, Context, Diagnostic, OpId, WalkOrder, WalkResult};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_AFFINE_WALK);
}

anonymous_pass!(
    TEST_AFFINE_WALK,
    "test-affine-walk",
    "TestAffineWalk",
    "Test affine walk method.",
    anchor = Some("builtin.module"),
    |_: &PassOptions| Box::new(AffineWalk)
);

struct AffineWalk;

/// Walks `e` in post-order (operands before the expression) and stops at the first `mod`;
/// whether one was found.
fn first_mod(e: AffineExpr) -> bool {
    // An explicit stack keeps deep expressions from overflowing the native one.
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        if matches!(x.kind(), AffineExprKind::Mod(..)) {
            return true;
        }
        if let Some((lhs, rhs)) = x.binary() {
            stack.push(rhs);
            stack.push(lhs);
        }
    }
    false
}

/// How many remarks `op` gets: one per result with a `mod` of each affine map among its
/// leading attributes.
fn mod_results(body: &Body, op: OpId) -> usize {
    let mut n = 0;
    for attr in body.all_attributes(op) {
        let AttributeKind::AffineMap(map) = attr.value.kind() else {
            break;
        };
        n += map.results.iter().filter(|&&e| first_mod(e)).count();
    }
    n
}

impl Pass for AffineWalk {
    fn run(
        &self,
        _ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        cx.preserve_all();
        let mut diags = Vec::new();
        body.walk_ops(op, WalkOrder::PostOrder, |b, o| {
            let loc = b.op_location(o);
            for _ in 0..mod_results(b, o) {
                diags.push(Diagnostic::new(Severity::Remark, loc, "mod expression: "));
            }
            WalkResult::Advance
        });
        for d in diags {
            cx.emit(d);
        }
        Ok(())
    }
}
