//! The folders of the ops `-test-legalize-patterns` legalizes by folding
//! (`TestLegalizerFoldOps.td`).

use ropt_ir::registry::OpFoldResult;
use ropt_ir::{Body, Context};

use crate::{
    OpInPlaceSelfFoldOp, OpInPlaceSelfFoldOpFoldAdaptor, OpInPlaceSelfFoldOpHooks,
    OpWithRegionFoldOp, OpWithRegionFoldOpFoldAdaptor, OpWithRegionFoldOpHooks,
};

impl OpWithRegionFoldOpHooks for OpWithRegionFoldOp {
    /// Folds to its operand.
    fn fold(
        self,
        _: &Context,
        body: &mut Body,
        _: OpWithRegionFoldOpFoldAdaptor<'_>,
        out: &mut Vec<OpFoldResult>,
    ) -> bool {
        out.push(OpFoldResult::Value(self.operand(body)));
        true
    }
}

impl OpInPlaceSelfFoldOpHooks for OpInPlaceSelfFoldOp {
    /// Folds in place the first time: sets `folded`.
    fn fold(
        self,
        ctx: &Context,
        body: &mut Body,
        _: OpInPlaceSelfFoldOpFoldAdaptor<'_>,
        _: &mut Vec<OpFoldResult>,
    ) -> bool {
        if self.folded(body) {
            return false;
        }
        body.set_attr(ctx, self.0, "folded", Some(ctx.unit_attr()));
        true
    }
}
