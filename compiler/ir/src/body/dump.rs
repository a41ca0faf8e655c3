//! A plain outline of a body for debugging (`{:?}`): raw ids, no types or attributes syntax.
//! The textual MLIR format is printed by compiler/asm.

use std::fmt::{self, Write};

use super::{Body, ValueId};
use crate::walk::{WalkEvent, WalkItem, Walker};

fn values(out: &mut String, vals: impl Iterator<Item = ValueId>) {
    for (i, v) in vals.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        if v.is_null() {
            out.push_str("<null>");
        } else {
            let _ = write!(out, "%{}", v.index());
        }
    }
}

impl fmt::Debug for Body {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        let mut depth = 0usize;
        for &r in self.top_regions() {
            for ev in Walker::new(self, WalkItem::Region(r)) {
                let (WalkEvent::Enter(b, item) | WalkEvent::Exit(b, item)) = ev;
                let enter = matches!(ev, WalkEvent::Enter(..));
                if !enter {
                    depth = depth.saturating_sub(1);
                    continue;
                }
                out.push_str(&"  ".repeat(depth));
                depth += 1;
                match item {
                    WalkItem::Region(r) => {
                        let _ = writeln!(out, "region {}", r.index());
                    }
                    WalkItem::Block(blk) => {
                        let _ = write!(out, "^{}(", blk.index());
                        values(&mut out, b.block_arguments(blk).iter().copied());
                        out.push_str("):\n");
                    }
                    WalkItem::Op(op) => {
                        if b.num_results(op) > 0 {
                            values(&mut out, b.results(op));
                            out.push_str(" = ");
                        }
                        let _ = write!(out, "\"{}\"(", b.op_name(op));
                        values(&mut out, b.operands(op));
                        out.push(')');
                        if b.num_successors(op) > 0 {
                            let succ: Vec<String> = b
                                .successors(op)
                                .map(|s| format!("^{}", s.index()))
                                .collect();
                            let _ = write!(out, " [{}]", succ.join(", "));
                        }
                        if b.op(op).has_nested_body() {
                            out.push_str(" (own body)");
                        }
                        out.push('\n');
                    }
                }
            }
        }
        f.write_str(&out)
    }
}

#[cfg(test)]
mod tests {
    use crate::{Body, Context, OperationState};

    #[test]
    fn outline() {
        let ctx = Context::new();
        let loc = ctx.unknown_loc();
        let idx = ctx.ty(crate::TypeKind::Index);
        let (mut body, block) = Body::new_root();
        let a = body.create_op(
            OperationState::new(ctx.registry().op_name("t.a"), loc)
                .with_result_types(&[idx])
                .with_new_regions(1),
        );
        body.append_op(block, a);
        let inner = body.create_block();
        body.append_block(body.op_region(a, 0), inner);
        let v = body.result(a, 0);
        let u = body
            .create_op(OperationState::new(ctx.registry().op_name("t.u"), loc).with_operands(&[v]));
        body.append_op(inner, u);
        assert_eq!(
            format!("{body:?}"),
            "region 0\n  ^0():\n    %0 = \"t.a\"()\n      region 1\n        ^1():\n          \"t.u\"(%0)\n"
        );
    }
}
