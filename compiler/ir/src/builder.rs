//! [`OpBuilder`]: creates ops at an insertion point.
//!
//! ```
//! use ropt_ir::builder::OpBuilder;
//! use ropt_ir::{Body, Context};
//! let ctx = Context::new();
//! let (mut body, block) = Body::new_root();
//! let loc = ctx.unknown_loc();
//! let idx = ctx.ty(ropt_ir::TypeKind::Index);
//! let mut b = OpBuilder::at_block_end(&ctx, &mut body, block);
//! let c = b.create("t.const", loc, &[], &[idx]);
//! let v = b.body().result(c, 0);
//! let ret = b.create("t.ret", loc, &[v], &[]);
//! b.set_insertion_point_before(ret);
//! let mid = b.create("t.mid", loc, &[], &[]);
//! assert_eq!(body.ops(block).collect::<Vec<_>>(), vec![c, mid, ret]);
//! ```

use crate::body::{BlockId, Body, OpId, OperationState, RegionId};
use crate::{Context, IrMapping, Location, Type, ValueId};

/// Where new ops go: before `before` in `block`, or at the end of `block` when `before` is
/// `None` (MLIR's insertion point: a block and an iterator).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InsertPoint {
    /// The block receiving the ops.
    pub block: BlockId,
    /// The op new ops go before (`None`: the block's end).
    pub before: Option<OpId>,
}

/// Creates ops in a [`Body`] at an insertion point. Successive creations keep their order
/// (each new op goes before the same anchor).
pub struct OpBuilder<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    ip: Option<InsertPoint>,
}

impl<'a> OpBuilder<'a> {
    /// A builder with no insertion point (created ops stay detached).
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Self {
        OpBuilder {
            ctx,
            body,
            ip: None,
        }
    }

    /// A builder inserting at the end of `block`.
    pub fn at_block_end(ctx: &'a Context, body: &'a mut Body, block: BlockId) -> Self {
        let mut b = Self::new(ctx, body);
        b.set_insertion_point_to_end(block);
        b
    }

    /// A builder inserting at the start of `block`.
    pub fn at_block_start(ctx: &'a Context, body: &'a mut Body, block: BlockId) -> Self {
        let mut b = Self::new(ctx, body);
        b.set_insertion_point_to_start(block);
        b
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.ctx
    }

    /// The body being built.
    #[inline]
    pub fn body(&mut self) -> &mut Body {
        self.body
    }

    /// The body being built, read-only.
    #[inline]
    pub fn body_ref(&self) -> &Body {
        self.body
    }

    /// The current insertion point.
    #[inline]
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }

    /// Sets (or clears) the insertion point.
    #[inline]
    pub fn restore_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.ip = ip;
    }

    /// Clears the insertion point: created ops stay detached.
    pub fn clear_insertion_point(&mut self) {
        self.ip = None;
    }

    /// Insert at the start of `block`.
    #[inline]
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.ip = Some(InsertPoint {
            block,
            before: self.body.first_op(block),
        });
    }

    /// Insert at the end of `block`.
    #[inline]
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.ip = Some(InsertPoint {
            block,
            before: None,
        });
    }

    /// Insert right before `op`.
    #[track_caller]
    pub fn set_insertion_point_before(&mut self, op: OpId) {
        let block = self.body.parent_block(op).expect("op is not in a block");
        self.ip = Some(InsertPoint {
            block,
            before: Some(op),
        });
    }

    /// Insert right after `op`.
    #[track_caller]
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        let block = self.body.parent_block(op).expect("op is not in a block");
        self.ip = Some(InsertPoint {
            block,
            before: self.body.next_op(op),
        });
    }

    /// The block of the insertion point.
    #[inline]
    pub fn insertion_block(&self) -> Option<BlockId> {
        self.ip.map(|ip| ip.block)
    }

    /// Inserts a detached op at the insertion point (no-op without one).
    #[inline]
    pub fn insert(&mut self, op: OpId) -> OpId {
        match self.ip {
            Some(InsertPoint {
                before: Some(anchor),
                ..
            }) => self.body.insert_op_before(anchor, op),
            Some(InsertPoint {
                block,
                before: None,
            }) => self.body.append_op(block, op),
            None => {}
        }
        op
    }

    /// Creates an op from a state and inserts it.
    #[inline]
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let op = self.body.create_op(state);
        self.insert(op)
    }

    /// Creates and inserts an op with operands and results only.
    pub fn create(
        &mut self,
        name: &str,
        loc: Location,
        operands: &[ValueId],
        result_types: &[Type],
    ) -> OpId {
        let name = self.ctx.registry().op_name(name);
        self.create_op(
            OperationState::new(name, loc)
                .with_operands(operands)
                .with_result_types(result_types),
        )
    }

    /// Clones `op` (and what it contains) at the insertion point, remapping operands through
    /// `mapping` (see [`Body::clone_op`]).
    pub fn clone_op(&mut self, op: OpId, mapping: &mut IrMapping) -> OpId {
        let new = self.body.clone_op(op, mapping);
        self.insert(new)
    }

    /// Creates a block with arguments at the end of `region` (a region of this body) and moves
    /// the insertion point to its end.
    pub fn create_block(&mut self, region: RegionId, args: &[(Type, Location)]) -> BlockId {
        let b = self.body.create_block();
        for &(ty, loc) in args {
            self.body.add_block_argument(b, ty, loc);
        }
        self.body.append_block(region, b);
        self.set_insertion_point_to_end(b);
        b
    }

    /// Creates a block with arguments right before `anchor` and moves the insertion point to
    /// its end.
    pub fn create_block_before(&mut self, anchor: BlockId, args: &[(Type, Location)]) -> BlockId {
        let b = self.body.create_block();
        for &(ty, loc) in args {
            self.body.add_block_argument(b, ty, loc);
        }
        self.body.insert_block_before(anchor, b);
        self.set_insertion_point_to_end(b);
        b
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insertion_points() {
        let ctx = Context::new();
        let loc = ctx.unknown_loc();
        let (mut body, block) = Body::new_root();
        let mut b = OpBuilder::new(&ctx, &mut body);
        let detached = b.create("t.d", loc, &[], &[]);
        b.set_insertion_point_to_end(block);
        let x = b.create("t.x", loc, &[], &[]);
        let y = b.create("t.y", loc, &[], &[]);
        b.set_insertion_point_to_start(block);
        let s1 = b.create("t.s1", loc, &[], &[]);
        let s2 = b.create("t.s2", loc, &[], &[]);
        b.set_insertion_point_after(x);
        let a1 = b.create("t.a1", loc, &[], &[]);
        let a2 = b.create("t.a2", loc, &[], &[]);
        let outer = b.create_op(
            OperationState::new(ctx.registry().op_name("t.outer"), loc).with_new_regions(1),
        );
        let r = b.body().op_region(outer, 0);
        let ib = b.create_block(r, &[(ctx.ty(crate::TypeKind::Index), loc)]);
        let inner = b.create("t.inner", loc, &[], &[]);
        assert_eq!(b.insertion_block(), Some(ib));
        assert!(b.body().parent_block(detached).is_none());
        assert_eq!(
            body.ops(block).collect::<Vec<_>>(),
            vec![s1, s2, x, a1, a2, outer, y]
        );
        assert_eq!(body.ops(ib).collect::<Vec<_>>(), vec![inner]);
        assert_eq!(body.num_block_arguments(ib), 1);
    }
}
