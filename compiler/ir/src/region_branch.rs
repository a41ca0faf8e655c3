//! Control flow between an op and its regions (MLIR's `RegionBranchOpInterface` and
//! `RegionBranchTerminatorOpInterface`), registered as interfaces of an op's
//! [`crate::OpInfo`] with `OpInfo::with_interface`.
//!
//! Control enters a region-branch op, flows into some of its regions, from the terminators of
//! their blocks to other regions or back to the op (whose results then receive the values
//! passed), and finally leaves it. Each step forwards values: operands of the op or of the
//! terminator go to the *inputs* of the successor, a range of the successor region's entry
//! block arguments or of the op's results. Dataflow analyses and verifiers use these without
//! knowing the dialects.
//!
//! The functions of [`RegionBranchOpInterface`] take the body holding the op (its regions are
//! in `body.regions_body(op)`); those of [`RegionBranchTerminatorOpInterface`] the body
//! holding the terminator. Constant operand values are given as `Option<Attribute>` (`None`:
//! not known), as MLIR's `ArrayRef<Attribute>` with null entries.

use std::ops::Range;

use crate::registry::Traits;
use crate::{Attribute, AttributeKind, Body, OpId};

/// Where control goes from a region-branch point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RegionSuccessor {
    /// The entry block of region number `n` of the op.
    Region(u32),
    /// Back to the op itself: control leaves it, and its results receive the values.
    Parent,
}

/// Lists successors into `out`, given the constant values of the operands.
pub type SuccessorsFn = fn(&Body, OpId, &[Option<Attribute>], &mut Vec<RegionSuccessor>);

/// MLIR's `RegionBranchOpInterface`.
#[derive(Clone, Copy)]
pub struct RegionBranchOpInterface {
    /// Where control goes when it enters the op (MLIR's `getEntrySuccessorRegions`), given
    /// the constant values of the op's operands; with no constant known, every possible
    /// successor.
    pub entry_successors: SuccessorsFn,
    /// Where control may go from the end of region number `index` (MLIR's
    /// `getSuccessorRegions` of a region), when the terminator does not say.
    pub region_successors: fn(&Body, OpId, u32, &mut Vec<RegionSuccessor>),
    /// The operands of the op forwarded to `to` on entry (MLIR's
    /// `getEntrySuccessorOperands`).
    pub entry_operands: fn(&Body, OpId, RegionSuccessor) -> Range<usize>,
    /// The inputs of `to`: argument numbers of the region's entry block, or result numbers
    /// of the op (MLIR's `RegionSuccessor::getSuccessorInputs`).
    pub successor_inputs: fn(&Body, OpId, RegionSuccessor) -> Range<usize>,
}

/// MLIR's `RegionBranchTerminatorOpInterface`. Ops with the [`Traits::RETURN_LIKE`] trait
/// and no such interface forward all their operands to every successor (see
/// [`terminator_operands`]).
#[derive(Clone, Copy)]
pub struct RegionBranchTerminatorOpInterface {
    /// The operands of the terminator forwarded to `to`.
    pub successor_operands: fn(&Body, OpId, RegionSuccessor) -> Range<usize>,
    /// Where control goes from the terminator given its constant operands; `None`: the
    /// successors of its region as the parent op lists them.
    pub successors: Option<SuccessorsFn>,
}

/// The operands of terminator `term` (of `body`) forwarded to `to`, if the terminator is a
/// region-branch terminator: through its interface, or all of them for a return-like op.
pub fn terminator_operands(body: &Body, term: OpId, to: RegionSuccessor) -> Option<Range<usize>> {
    let name = body.op_name(term);
    if let Some(i) = name.interface::<RegionBranchTerminatorOpInterface>() {
        return Some((i.successor_operands)(body, term, to));
    }
    name.has_trait(Traits::RETURN_LIKE)
        .then(|| 0..body.num_operands(term))
}

/// True if `term` implements the terminator interface (or is return-like).
pub fn is_region_terminator(body: &Body, term: OpId) -> bool {
    let name = body.op_name(term);
    name.interface::<RegionBranchTerminatorOpInterface>()
        .is_some()
        || name.has_trait(Traits::RETURN_LIKE)
}

/// Where control goes from terminator `term` (of `term_body`) at the end of region number
/// `region` of the region-branch op `op` (of `body`), given the terminator's constant
/// operands (MLIR: the terminator's `getSuccessorRegions` if it has the interface, else the
/// parent's `getSuccessorRegions` of the region). Nothing if `op` is no region-branch op.
pub fn terminator_successors(
    body: &Body,
    op: OpId,
    region: u32,
    term_body: &Body,
    term: OpId,
    constants: &[Option<Attribute>],
    out: &mut Vec<RegionSuccessor>,
) {
    let own = term_body
        .op_name(term)
        .interface::<RegionBranchTerminatorOpInterface>()
        .and_then(|i| i.successors);
    match own {
        Some(f) => f(term_body, term, constants, out),
        None => {
            if let Some(iface) = body.op_name(op).interface::<RegionBranchOpInterface>() {
                (iface.region_successors)(body, op, region, out)
            }
        }
    }
}

/// The boolean value of a constant (a `BoolAttr`, i.e. an `i1` integer attribute), as MLIR's
/// `dyn_cast<BoolAttr>` reads it.
pub fn constant_bool(value: Option<Attribute>) -> Option<bool> {
    match value?.kind() {
        AttributeKind::Bool(b) => Some(*b),
        AttributeKind::Integer { ty, value } if ty.is_signless_int(1) => Some(!value.is_zero()),
        _ => None,
    }
}
