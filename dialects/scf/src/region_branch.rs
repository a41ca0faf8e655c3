//! MLIR's `RegionBranchOpInterface` for the scf ops: where control goes from the op itself
//! (its entry) and from the end of each region, with the values passed along
//! ([`interface`], registered on each op; `scf.condition` adds its own successors through
//! [`condition_interface`], `scf.yield` is return-like), and the verification that the
//! values passed match the inputs of their successor.

use std::ops::Range;

use ropt_ir::region_branch::{
    RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionSuccessor, SuccessorsFn,
    constant_bool, terminator_operands,
};
use ropt_ir::verifier::op_error;
use ropt_ir::{Attribute, AttributeKind, Body, Diagnostic, OpId, Type, ValueId};

use crate::ConditionOp;
use crate::verify::quoted;

/// Where control goes (the successor of an edge).
pub type Successor = RegionSuccessor;
use RegionSuccessor::{Parent, Region};

/// A control-flow edge: the successor and the values forwarded to it.
#[derive(Debug, Clone)]
pub struct Edge {
    /// Where control goes.
    pub to: Successor,
    /// The values passed (operands of the op or of the terminator).
    pub operands: Vec<ValueId>,
}

/// The operands of `scf.for` before its loop-carried values: lower bound, upper bound, step.
const FOR_BOUNDS: usize = 3;

fn region_is_empty(body: &Body, op: OpId, index: usize) -> bool {
    body.regions(op)
        .get(index)
        .is_none_or(|&r| body.regions_body(op).entry_block(r).is_none())
}

fn entry_if(body: &Body, op: OpId, consts: &[Option<Attribute>], out: &mut Vec<Successor>) {
    let cond = constant_bool(consts.first().copied().flatten());
    if cond != Some(false) {
        out.push(Region(0));
    }
    if cond != Some(true) {
        // With an empty else region, control goes straight on past the op.
        out.push(if region_is_empty(body, op, 1) {
            Parent
        } else {
            Region(1)
        });
    }
}

fn entry_index_switch(
    body: &Body,
    op: OpId,
    consts: &[Option<Attribute>],
    out: &mut Vec<Successor>,
) {
    let arg = match consts.first().copied().flatten().map(|a| a.kind()) {
        Some(AttributeKind::Integer { value, .. }) => value.to_i64(),
        _ => None,
    };
    let Some(arg) = arg else {
        out.extend((0..body.num_regions(op) as u32).map(Region));
        return;
    };
    // Region 0 is the default; the cases follow in order.
    let cases = crate::util::cases(body, op);
    let region = cases.iter().position(|&c| c == arg).map_or(0, |i| i + 1);
    out.push(Region(region as u32));
}

/// Every region entry argument or result receives a value.
fn all_inputs(body: &Body, op: OpId, to: Successor) -> Range<usize> {
    match to {
        Parent => 0..body.num_results(op),
        Region(i) => {
            let rb = body.regions_body(op);
            let n = body
                .regions(op)
                .get(i as usize)
                .and_then(|&r| rb.entry_block(r))
                .map_or(0, |b| rb.num_block_arguments(b));
            0..n
        }
    }
}

/// The interface registered on `op`, if it branches into its regions.
pub fn interface(body: &Body, op: OpId) -> Option<RegionBranchOpInterface> {
    body.op_name(op)
        .interface::<RegionBranchOpInterface>()
        .copied()
}

/// The interface of `scf.for`: into the body or past the loop, from the op and from the body.
pub fn for_interface() -> RegionBranchOpInterface {
    RegionBranchOpInterface {
        // The loop may run zero times.
        entry_successors: |_, _, _, out| out.extend([Region(0), Parent]),
        region_successors: |_, _, _, out| out.extend([Region(0), Parent]),
        entry_operands: |body, op, _| FOR_BOUNDS.min(body.num_operands(op))..body.num_operands(op),
        successor_inputs: |body, op, to| {
            let r = all_inputs(body, op, to);
            // The induction variable is not forwarded.
            match to {
                Region(_) => (r.start + 1).min(r.end)..r.end,
                Parent => r,
            }
        },
    }
}

/// The interface of `scf.while`: into `before`, then to the results or into `after`, and
/// from `after` back into `before`.
pub fn while_interface() -> RegionBranchOpInterface {
    RegionBranchOpInterface {
        entry_successors: |_, _, _, out| out.push(Region(0)),
        region_successors: |_, _, region, out| match region {
            0 => out.extend([Parent, Region(1)]),
            _ => out.push(Region(0)),
        },
        entry_operands: |body, op, _| 0..body.num_operands(op),
        successor_inputs: all_inputs,
    }
}

/// The interface of an op that enters some of its regions, forwarding nothing, each
/// yielding its results (`scf.if`, `scf.index_switch`, `scf.execute_region`).
fn yielding_regions(entry_successors: SuccessorsFn) -> RegionBranchOpInterface {
    RegionBranchOpInterface {
        entry_successors,
        region_successors: |_, _, _, out| out.push(Parent),
        entry_operands: |_, _, _| 0..0,
        successor_inputs: all_inputs,
    }
}

/// The interface of `scf.if`.
pub fn if_interface() -> RegionBranchOpInterface {
    yielding_regions(entry_if)
}

/// The interface of `scf.index_switch`.
pub fn index_switch_interface() -> RegionBranchOpInterface {
    yielding_regions(entry_index_switch)
}

/// The interface of `scf.execute_region`.
pub fn execute_region_interface() -> RegionBranchOpInterface {
    yielding_regions(|_, _, _, out| out.push(Region(0)))
}

/// The terminator interface of `scf.condition`: its arguments (all operands but the
/// condition) go to the `after` region, or to the results when the condition is false.
pub fn condition_interface() -> RegionBranchTerminatorOpInterface {
    RegionBranchTerminatorOpInterface {
        successor_operands: |body, op, _| 1.min(body.num_operands(op))..body.num_operands(op),
        successors: Some(|body, op, consts, out| {
            debug_assert!(ConditionOp::cast(body, op).is_some());
            let cond = constant_bool(consts.first().copied().flatten());
            if cond != Some(false) {
                out.push(Region(1));
            }
            if cond != Some(true) {
                out.push(Parent);
            }
        }),
    }
}

fn values(body: &Body, op: OpId, range: Range<usize>) -> Vec<ValueId> {
    body.operands(op)
        .skip(range.start)
        .take(range.len())
        .collect()
}

/// The edges from the op to its regions (or straight to its results).
pub fn entry_edges(body: &Body, op: OpId) -> Vec<Edge> {
    let Some(iface) = interface(body, op) else {
        return Vec::new();
    };
    let mut to = Vec::new();
    (iface.entry_successors)(body, op, &[], &mut to);
    to.into_iter()
        .map(|to| Edge {
            to,
            operands: values(body, op, (iface.entry_operands)(body, op, to)),
        })
        .collect()
}

/// The edges from terminator `term` of region `region` (as the op lists the successors of
/// the region); empty when `term` is not a region-branch terminator.
pub fn terminator_edges(body: &Body, op: OpId, region: usize, term: OpId) -> Vec<Edge> {
    let rb = body.regions_body(op);
    let Some(iface) = interface(body, op) else {
        return Vec::new();
    };
    let mut to = Vec::new();
    (iface.region_successors)(body, op, region as u32, &mut to);
    to.into_iter()
        .filter_map(|to| {
            let range = terminator_operands(rb, term, to)?;
            Some(Edge {
                to,
                operands: values(rb, term, range),
            })
        })
        .collect()
}

/// The types a successor expects.
pub fn successor_inputs(body: &Body, op: OpId, to: Successor) -> Vec<Type> {
    let Some(iface) = interface(body, op) else {
        return Vec::new();
    };
    let inputs = (iface.successor_inputs)(body, op, to);
    match to {
        Parent => body.result_types(op),
        Region(i) => {
            let rb = body.regions_body(op);
            let Some(b) = rb.entry_block(body.regions(op)[i as usize]) else {
                return Vec::new();
            };
            rb.block_arguments(b)[inputs]
                .iter()
                .map(|&v| rb.value_type(v))
                .collect()
        }
    }
}

fn describe(to: Successor) -> String {
    match to {
        Parent => "parent".to_string(),
        Region(i) => format!("Region #{i}"),
    }
}

/// Checks every edge: as many values as the successor has inputs, of the same types.
pub fn verify(body: &Body, op: OpId) -> Result<(), Diagnostic> {
    let check = |from: &dyn Fn() -> String,
                 point: ropt_ir::Location,
                 edge: &Edge,
                 types: &dyn Fn(ValueId) -> Type|
     -> Result<(), Diagnostic> {
        let inputs = successor_inputs(body, op, edge.to);
        // Built only for an error (this runs for every region of every op).
        let prefix = || {
            format!(
                "along control flow edge from {} to {}: ",
                from(),
                describe(edge.to)
            )
        };
        if edge.operands.len() != inputs.len() {
            return Err(op_error(
                body,
                op,
                format!(
                    "{}region branch point has {} operands, but region successor needs {} inputs",
                    prefix(),
                    edge.operands.len(),
                    inputs.len()
                ),
            )
            .with_note(point, "region branch point"));
        }
        for (i, (&v, &t)) in edge.operands.iter().zip(&inputs).enumerate() {
            let vt = types(v);
            if vt != t {
                return Err(op_error(
                    body,
                    op,
                    format!(
                        "{}successor operand type #{i} {} should match successor input type #{i} {}",
                        prefix(),
                        quoted(vt),
                        quoted(t)
                    ),
                )
                .with_note(point, "region branch point"));
            }
        }
        Ok(())
    };
    let outer = |v: ValueId| body.value_type(v);
    for edge in entry_edges(body, op) {
        check(
            &|| "parent".to_string(),
            body.op_location(op),
            &edge,
            &outer,
        )?;
    }
    let rb = body.regions_body(op);
    let inner = |v: ValueId| rb.value_type(v);
    for (index, &region) in body.regions(op).iter().enumerate() {
        for block in rb.blocks(region) {
            let Some(term) = rb.last_op(block) else {
                continue;
            };
            let from = || format!("Operation {}", rb.op_name(term).as_str());
            for edge in terminator_edges(body, op, index, term) {
                check(&from, rb.op_location(term), &edge, &inner)?;
            }
        }
    }
    Ok(())
}
