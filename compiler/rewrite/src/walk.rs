//! Walks over the ops of one [`Body`] (never descending into nested bodies), without
//! recursion: adapters over `ropt_ir`'s [`Walker::within_body`] (lists of ops, for the
//! callers that change the IR while they go through them).

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

/// The ops nested in `region` (within `body`), pre-order.
pub fn region_preorder(body: &Body, region: RegionId) -> Vec<OpId> {
    Walker::within_body(body, WalkItem::Region(region))
        .filter_map(|ev| match ev {
            WalkEvent::Enter(_, WalkItem::Op(o)) => Some(o),
            _ => None,
        })
        .collect()
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
