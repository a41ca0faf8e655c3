//! Hooks that folding and pattern rewriting need from dialects and ops, registered as
//! type-keyed interfaces (see [`crate::registry::Interfaces`]):
//!
//! * [`ConstantMaterializer`] on a [`crate::DialectInfo`]: builds the constant op for a folded
//!   attribute (MLIR's `Dialect::materializeConstant`);
//! * [`BranchOpInterface`] on a terminator's [`crate::OpInfo`]: which operands it forwards to
//!   each successor's block arguments, and how to change them (MLIR's `BranchOpInterface`
//!   with its `SuccessorOperands`), used by region simplification and dataflow analyses.
//!
//! Canonicalization patterns are registered through an interface defined by the rewrite crate
//! (`ropt_rewrite::CanonicalizationPatterns`), since patterns are a type of that crate.

use crate::body::{Body, OpId, OperationState, ValueId};
use crate::{Attribute, Context, Location, Type};

/// Describes the constant op for `value` of type `ty`, or `None` if the dialect cannot
/// materialize it. The op must be `ConstantLike` with one result of type `ty`; the caller
/// creates it (through its rewriter, so listeners see it).
pub type MaterializeConstantFn = fn(&Context, Attribute, Type, Location) -> Option<OperationState>;

/// A dialect's constant materializer.
#[derive(Debug, Clone, Copy)]
pub struct ConstantMaterializer(pub MaterializeConstantFn);

/// The operands a branch forwards to one successor: `count` operands starting at operand
/// number `start`; they feed the successor's block arguments from number `produced` on (the
/// first `produced` arguments are produced by the terminator itself).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SuccessorOperands {
    /// Number of successor arguments produced by the op itself, not forwarded.
    pub produced: u32,
    /// First forwarded operand.
    pub start: u32,
    /// Number of forwarded operands.
    pub count: u32,
}

/// MLIR's `BranchOpInterface`.
#[derive(Debug, Clone, Copy)]
pub struct BranchOpInterface {
    /// The forwarded operands of successor number `index`.
    pub successor_operands: fn(&Body, OpId, usize) -> SuccessorOperands,
    /// Erases forwarded operand number `operand` (relative to the successor's range) of
    /// successor `index`, keeping the op's bookkeeping (e.g. segment sizes) consistent.
    pub erase_successor_operand: fn(&Context, &mut Body, OpId, usize, usize),
    /// Appends forwarded operands to successor `index`.
    pub append_successor_operands: fn(&Context, &mut Body, OpId, usize, &[ValueId]),
    /// The successor taken when the operands have the given constant values (`None`: not
    /// known), if that is determined (MLIR's `getSuccessorForOperands`).
    pub successor_for_operands: fn(&Body, OpId, &[Option<Attribute>]) -> Option<usize>,
}

impl BranchOpInterface {
    /// The interface of a branch whose operands all go to its single successor (like
    /// `cf.br`).
    pub fn all_operands_to_single_successor() -> Self {
        BranchOpInterface {
            successor_operands: |body, op, _| SuccessorOperands {
                produced: 0,
                start: 0,
                count: body.num_operands(op) as u32,
            },
            erase_successor_operand: |_, body, op, _, i| body.erase_operand(op, i),
            append_successor_operands: |_, body, op, _, vals| {
                let n = body.num_operands(op);
                body.insert_operands(op, n, vals);
            },
            successor_for_operands: |_, _, _| Some(0),
        }
    }
}

/// The block argument fed by operand `operand` of the branch `op`, if it is a forwarded
/// successor operand (MLIR's `getSuccessorBlockArgument`).
pub fn successor_block_argument(
    iface: &BranchOpInterface,
    body: &Body,
    op: OpId,
    operand: usize,
) -> Option<ValueId> {
    for i in 0..body.num_successors(op) {
        let s = (iface.successor_operands)(body, op, i);
        let (start, end) = (s.start as usize, (s.start + s.count) as usize);
        if (start..end).contains(&operand) {
            let succ = body.successor(op, i);
            let arg = s.produced as usize + operand - start;
            return body.block_arguments(succ).get(arg).copied();
        }
    }
    None
}
