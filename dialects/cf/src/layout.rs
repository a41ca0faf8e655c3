//! Where the operands of the cf terminators are: the condition/flag, and the operands each
//! successor receives (MLIR's `getSuccessorOperands`), read from the `operandSegmentSizes` and
//! `case_operand_segments` properties. Also the [`BranchOpInterface`] built on them, which
//! keeps those properties in step when region simplification drops or adds operands.
//!
//! Every reader clamps to the op's real operand count: the verifier calls them on ops whose
//! segment attributes may be wrong, and they must not panic.

use std::ops::Range;

use ropt_ir::region_branch::constant_bool;
use ropt_ir::rewrite_hooks::{BranchOpInterface, SuccessorOperands};
use ropt_ir::{Attribute, AttributeKind, Body, Context, OpId, ValueId};

use crate::{BranchOp, CondBranchOp, SwitchOp};

/// The name of the operand segment property.
pub(crate) const OPERAND_SEGMENTS: &str = "operandSegmentSizes";
/// The name of `cf.switch`'s per-case operand counts.
pub(crate) const CASE_SEGMENTS: &str = "case_operand_segments";

/// The `i32` elements of a `array<i32: ...>` attribute.
pub(crate) fn dense_i32s(attr: Attribute) -> Option<Vec<i32>> {
    match attr.kind() {
        AttributeKind::DenseArray { elem, len, data } if elem.is_signless_int(32) => Some(
            data.chunks_exact(4)
                .take(*len)
                .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect(),
        ),
        _ => None,
    }
}

/// `array<i32: values>`.
pub(crate) fn i32_array_attr(ctx: &Context, values: &[i32]) -> Attribute {
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.dense_array_attr(ctx.int_type(32), values.len(), &bytes)
}

/// The `i32` array property `name` of `op` (empty when absent or malformed).
pub(crate) fn segments(body: &Body, op: OpId, name: &str) -> Vec<i32> {
    segment_iter(body, op, name).collect()
}

/// The elements of the `i32` array property `name` of `op`, without allocating.
fn segment_iter(body: &Body, op: OpId, name: &str) -> impl Iterator<Item = i32> + use<> {
    let data: &'static [u8] = match body.attr(op, name).map(|a| a.kind()) {
        Some(AttributeKind::DenseArray { elem, len, data }) if elem.is_signless_int(32) => {
            &data[..(len * 4).min(data.len())]
        }
        _ => &[],
    };
    data.chunks_exact(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
}

/// A segment size as a count (negative sizes count as empty).
fn size(v: i32) -> usize {
    v.max(0) as usize
}

/// The kinds of cf terminators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `cf.br`.
    Br,
    /// `cf.cond_br`.
    CondBr,
    /// `cf.switch`.
    Switch,
}

impl Kind {
    /// The kind of `op`, if it is a cf terminator.
    pub(crate) fn of(body: &Body, op: OpId) -> Option<Kind> {
        if BranchOp::cast(body, op).is_some() {
            Some(Kind::Br)
        } else if CondBranchOp::cast(body, op).is_some() {
            Some(Kind::CondBr)
        } else if SwitchOp::cast(body, op).is_some() {
            Some(Kind::Switch)
        } else {
            None
        }
    }
}

/// The operand range that successor `index` of the cf terminator `op` receives.
pub(crate) fn successor_range(body: &Body, op: OpId, index: usize) -> Range<usize> {
    let n = body.num_operands(op);
    let clamp = |start: usize, len: usize| {
        let s = start.min(n);
        s..(s + len).min(n)
    };
    let seg = |i: usize| {
        segment_iter(body, op, OPERAND_SEGMENTS)
            .nth(i)
            .map_or(0, size)
    };
    match Kind::of(body, op) {
        Some(Kind::Br) => 0..n,
        Some(Kind::CondBr) => match index {
            0 => clamp(seg(0), seg(1)),
            _ => clamp(seg(0) + seg(1), seg(2)),
        },
        Some(Kind::Switch) if index == 0 => clamp(seg(0), seg(1)),
        Some(Kind::Switch) => {
            let mut before = 0;
            let mut len = 0;
            for (i, v) in segment_iter(body, op, CASE_SEGMENTS).enumerate() {
                if i + 1 == index {
                    len = size(v);
                    break;
                }
                before += size(v);
            }
            clamp(seg(0) + seg(1) + before, len)
        }
        None => 0..0,
    }
}

/// The operands successor `index` of the cf terminator `op` receives.
pub(crate) fn successor_operands(body: &Body, op: OpId, index: usize) -> Vec<ValueId> {
    let r = successor_range(body, op, index);
    body.operands(op)
        .skip(r.start)
        .take(r.end - r.start)
        .collect()
}

/// Changes the operand count of successor `index` by `delta` in the segment properties.
fn resize_successor(ctx: &Context, body: &mut Body, op: OpId, index: usize, delta: i32) {
    let bump = |values: &mut Vec<i32>, slot: usize| {
        if let Some(s) = values.get_mut(slot) {
            *s += delta;
        }
    };
    let mut seg = segments(body, op, OPERAND_SEGMENTS);
    match Kind::of(body, op) {
        Some(Kind::CondBr) => bump(&mut seg, 1 + index.min(1)),
        Some(Kind::Switch) if index == 0 => bump(&mut seg, 1),
        Some(Kind::Switch) => {
            bump(&mut seg, 2);
            let mut cases = segments(body, op, CASE_SEGMENTS);
            bump(&mut cases, index - 1);
            let attr = i32_array_attr(ctx, &cases);
            body.set_inherent_attr(ctx, op, CASE_SEGMENTS, Some(attr));
        }
        _ => return,
    }
    let attr = i32_array_attr(ctx, &seg);
    body.set_inherent_attr(ctx, op, OPERAND_SEGMENTS, Some(attr));
}

/// Erases operand `index` of `op` the way MLIR's operand storage does: the operands after it
/// move down one slot, and each moved operand is re-inserted at the head of its value's
/// use-list, in increasing slot order (MLIR rotates them with swaps, and moving an operand
/// relinks it). The order matters: the greedy driver queues users in use-list order.
pub(crate) fn erase_operand_shifting(body: &mut Body, op: OpId, index: usize) {
    body.erase_operand(op, index);
    for i in index..body.num_operands(op) {
        let v = body.operand(op, i);
        if !v.is_null() {
            body.set_operand(op, i, ValueId::NULL);
            body.set_operand(op, i, v);
        }
    }
}

/// The [`BranchOpInterface`] of `cf.br`: every operand goes to the single successor.
pub(crate) fn br_interface() -> BranchOpInterface {
    BranchOpInterface {
        erase_successor_operand: |_, body, op, _, i| erase_operand_shifting(body, op, i),
        successor_for_operands: successor_for_constants,
        ..BranchOpInterface::all_operands_to_single_successor()
    }
}

/// The successor a cf terminator takes for the given constant operands (MLIR's
/// `getSuccessorForOperands`): `cf.br` its only one; `cf.cond_br` the one its constant
/// condition selects; `cf.switch` the case matching its constant flag, else the default.
fn successor_for_constants(
    body: &Body,
    op: OpId,
    constants: &[Option<Attribute>],
) -> Option<usize> {
    let first = constants.first().copied().flatten();
    match Kind::of(body, op)? {
        Kind::Br => Some(0),
        Kind::CondBr => constant_bool(first).map(|c| usize::from(!c)),
        Kind::Switch => {
            let Some(values) = crate::switch_asm::case_values(body, SwitchOp(op)) else {
                return Some(0);
            };
            let flag = match first?.kind() {
                AttributeKind::Integer { value, .. } => value,
                _ => return None,
            };
            Some(values.iter().position(|v| v == flag).map_or(0, |i| i + 1))
        }
    }
}

/// The [`BranchOpInterface`] of `cf.cond_br` and `cf.switch`.
pub(crate) fn segmented_branch_interface() -> BranchOpInterface {
    BranchOpInterface {
        successor_operands: |body, op, index| {
            let r = successor_range(body, op, index);
            SuccessorOperands {
                produced: 0,
                start: r.start as u32,
                count: (r.end - r.start) as u32,
            }
        },
        erase_successor_operand: |ctx, body, op, index, operand| {
            let r = successor_range(body, op, index);
            if r.start + operand < r.end {
                erase_operand_shifting(body, op, r.start + operand);
                resize_successor(ctx, body, op, index, -1);
            }
        },
        append_successor_operands: |ctx, body, op, index, values| {
            let r = successor_range(body, op, index);
            body.insert_operands(op, r.end, values);
            resize_successor(ctx, body, op, index, values.len() as i32);
        },
        successor_for_operands: successor_for_constants,
    }
}
