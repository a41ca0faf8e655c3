//! `test-opaque-loc` (on modules, `mlir/test/lib/IR/TestOpaqueLoc.cpp` upstream): gives every
//! op of the module's body (post-order, the module itself excepted) an opaque location
//! holding its number and no fallback; an op that is neither directly in a module nor a
//! terminator is first cloned twice before itself, the first clone holding the same number
//! with the op's old location as fallback, the second an empty opaque value of another kind
//! with that fallback. Then every op (post-order, the module included) reports an error
//! that the pass prints to standard output, led by the number its location holds
//! (`MyLocation: N`), `nullptr` for an opaque location of the other kind, or nothing.

use std::fmt::Write;

use ropt_ir::{AttributeKind, Body, Context, IrMapping, Location, OpId, Traits, WalkOrder};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_OPAQUE_LOC);
}

anonymous_pass!(
    TEST_OPAQUE_LOC,
    "test-opaque-loc",
    "TestOpaqueLoc",
    "Changes all leaf locations to opaque locations",
    anchor = Some("builtin.module"),
    |_: &PassOptions| Box::new(OpaqueLocs)
);

/// The kind of the numbered opaque values.
const NUMBERED: u64 = 1;
/// The kind of the empty opaque values.
const EMPTY: u64 = 2;

struct OpaqueLocs;

/// The ops nested in `root` (held by `body`) in post-order, each as the path of ops leading
/// to it from `root`'s regions (the op last), and whether its parent is a module.
fn post_order_paths(body: &Body, root: OpId) -> Vec<(Vec<OpId>, bool)> {
    use ropt_ir::walk::{WalkEvent, WalkItem, Walker};
    let mut out = Vec::new();
    let mut path: Vec<(OpId, bool)> = Vec::new();
    for ev in Walker::new(body, WalkItem::Op(root)) {
        match ev {
            WalkEvent::Enter(b, WalkItem::Op(op)) => {
                path.push((op, b.op_name(op).as_str() == "builtin.module"))
            }
            WalkEvent::Exit(_, WalkItem::Op(_)) => {
                if path.len() > 1 {
                    let in_module = path[path.len() - 2].1;
                    out.push((path[1..].iter().map(|p| p.0).collect(), in_module));
                }
                path.pop();
            }
            _ => {}
        }
    }
    out
}

impl Pass for OpaqueLocs {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let unknown = ctx.unknown_loc();
        for (n, (path, in_module)) in post_order_paths(body, op).into_iter().enumerate() {
            let (&target, ancestors) = path.split_last().expect("a path ends at its op");
            let mut b: &mut Body = body.regions_body_mut(op);
            for &a in ancestors {
                b = b.regions_body_mut(a);
            }
            let old = b.op_location(target);
            let number = n as u64;
            b.set_op_location(target, ctx.opaque_loc(number, NUMBERED, unknown));
            if in_module || b.op_name(target).has_trait(Traits::TERMINATOR) {
                continue;
            }
            for loc in [
                ctx.opaque_loc(number, NUMBERED, old),
                ctx.opaque_loc(0, EMPTY, old),
            ] {
                let clone = b.clone_op(target, &mut IrMapping::default());
                b.insert_op_before(target, clone);
                b.set_op_location(clone, loc);
            }
        }
        let mut out = String::new();
        body.walk_ops(op, WalkOrder::PostOrder, |b, o| {
            let lead = match Location::kind(b.op_location(o)) {
                AttributeKind::OpaqueLoc {
                    value, type_tag, ..
                } => match *type_tag {
                    NUMBERED => format!("MyLocation: {value}"),
                    _ => "nullptr".to_string(),
                },
                _ => String::new(),
            };
            let _ = writeln!(out, "{lead}: '{}' op ", b.op_name(o).as_str());
            ropt_ir::WalkResult::Advance
        });
        cx.print_stdout(&out);
        Ok(())
    }
}
