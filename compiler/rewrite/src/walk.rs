//! Walks over the ops of one [`Body`] (never descending into nested bodies), without
//! recursion.

use ropt_ir::{Body, OpId, RegionId};

/// `op` and the ops nested in it within `body`, pre-order.
pub fn ops_preorder(body: &Body, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        out.push(o);
        push_children_rev(body, o, &mut stack);
    }
    out
}

/// True if no op of `body` has regions of its own in `body` (every region slot is a top
/// region): then every op sits directly in a top region. Conservative (erased slots count).
pub(crate) fn without_nested_regions(body: &Body) -> bool {
    body.region_capacity() <= body.top_regions().len()
}

/// Pushes the children of `op` (in this body) so that popping yields them in order.
pub(crate) fn push_children_rev(body: &Body, op: OpId, stack: &mut Vec<OpId>) {
    if body.op(op).has_nested_body() {
        return;
    }
    for &r in body.regions(op).iter().rev() {
        let blocks: Vec<_> = body.blocks(r).collect();
        for &b in blocks.iter().rev() {
            stack.extend(body.ops_rev(b));
        }
    }
}

/// The ops nested in `region` (within `body`), post-order.
pub fn region_postorder(body: &Body, region: RegionId) -> Vec<OpId> {
    // (op, children pushed?)
    let mut out = Vec::new();
    let mut stack: Vec<(OpId, bool)> = Vec::new();
    let blocks: Vec<_> = body.blocks(region).collect();
    for &b in blocks.iter().rev() {
        stack.extend(body.ops_rev(b).map(|o| (o, false)));
    }
    while let Some((o, expanded)) = stack.pop() {
        if expanded {
            out.push(o);
            continue;
        }
        stack.push((o, true));
        let mut kids = Vec::new();
        push_children_rev(body, o, &mut kids);
        stack.extend(kids.into_iter().map(|k| (k, false)));
    }
    out
}
