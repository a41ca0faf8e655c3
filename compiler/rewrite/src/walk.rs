//! Walks over the ops of one [`Body`] (never descending into nested bodies), without
//! recursion: adapters over `ropt_ir`'s [`Walker::within_body`], plus the child push the
//! greedy driver's worklist fill uses (it erases ops while it walks).

use ropt_ir::walk::{WalkEvent, WalkItem, Walker};
use ropt_ir::{Body, OpId, RegionId};

/// `op` and the ops nested in it within `body`, pre-order.
pub fn ops_preorder(body: &Body, op: OpId) -> Vec<OpId> {
    Walker::within_body(body, WalkItem::Op(op))
        .filter_map(|ev| match ev {
            WalkEvent::Enter(_, WalkItem::Op(o)) => Some(o),
            _ => None,
        })
        .collect()
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
    Walker::within_body(body, WalkItem::Region(region))
        .filter_map(|ev| match ev {
            WalkEvent::Exit(_, WalkItem::Op(o)) => Some(o),
            _ => None,
        })
        .collect()
}
