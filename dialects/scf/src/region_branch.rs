//! MLIR's `RegionBranchOpInterface` for the scf ops: where control goes from the op itself
//! (its entry) and from each region terminator, with the values passed along, and the
//! verification that the values passed match the inputs of their successor.

use ropt_ir::verifier::op_error;
use ropt_ir::{Body, Diagnostic, OpId, Type, ValueId};

use crate::verify::quoted;

/// Where control goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Successor {
    /// Region number `n` of the op; its inputs are the entry block's arguments (for
    /// `scf.for`, all but the induction variable).
    Region(usize),
    /// Back to the op: its results.
    Parent,
}

/// A control-flow edge: the successor and the values forwarded to it.
#[derive(Debug, Clone)]
pub struct Edge {
    /// Where control goes.
    pub to: Successor,
    /// The values passed (operands of the op or of the terminator).
    pub operands: Vec<ValueId>,
}

fn region_is_empty(body: &Body, op: OpId, index: usize) -> bool {
    body.regions_body(op)
        .entry_block(body.regions(op)[index])
        .is_none()
}

/// The edges from the op to its regions (or straight to its results).
pub fn entry_edges(body: &Body, op: OpId) -> Vec<Edge> {
    let operands: Vec<ValueId> = body.operands(op).collect();
    let edge = |to, operands: &[ValueId]| Edge {
        to,
        operands: operands.to_vec(),
    };
    match body.op_name(op).as_str() {
        "scf.for" => {
            let inits = operands.get(3..).unwrap_or(&[]);
            vec![
                edge(Successor::Region(0), inits),
                edge(Successor::Parent, inits),
            ]
        }
        "scf.while" => vec![edge(Successor::Region(0), &operands)],
        "scf.if" => {
            let els = if region_is_empty(body, op, 1) {
                Successor::Parent
            } else {
                Successor::Region(1)
            };
            vec![edge(Successor::Region(0), &[]), edge(els, &[])]
        }
        "scf.execute_region" => vec![edge(Successor::Region(0), &[])],
        "scf.index_switch" => (0..body.num_regions(op))
            .map(|i| edge(Successor::Region(i), &[]))
            .collect(),
        _ => Vec::new(),
    }
}

/// The edges from terminator `term` of region `region`; empty when `term` does not
/// implement `RegionBranchTerminatorOpInterface`.
pub fn terminator_edges(body: &Body, op: OpId, region: usize, term: OpId) -> Vec<Edge> {
    let rb = body.regions_body(op);
    let term_name = rb.op_name(term);
    let operands: Vec<ValueId> = rb.operands(term).collect();
    let edge = |to, operands: &[ValueId]| Edge {
        to,
        operands: operands.to_vec(),
    };
    match (body.op_name(op).as_str(), term_name.as_str()) {
        ("scf.for", "scf.yield") => vec![
            edge(Successor::Region(0), &operands),
            edge(Successor::Parent, &operands),
        ],
        ("scf.while", "scf.condition") => {
            let args = operands.get(1..).unwrap_or(&[]);
            vec![
                edge(Successor::Parent, args),
                edge(Successor::Region(1), args),
            ]
        }
        ("scf.while", "scf.yield") if region == 1 => vec![edge(Successor::Region(0), &operands)],
        ("scf.if" | "scf.execute_region" | "scf.index_switch", "scf.yield") => {
            vec![edge(Successor::Parent, &operands)]
        }
        _ => Vec::new(),
    }
}

/// The types a successor expects.
pub fn successor_inputs(body: &Body, op: OpId, to: Successor) -> Vec<Type> {
    match to {
        Successor::Parent => body.results(op).map(|v| body.value_type(v)).collect(),
        Successor::Region(i) => {
            let rb = body.regions_body(op);
            let Some(b) = rb.entry_block(body.regions(op)[i]) else {
                return Vec::new();
            };
            let skip = usize::from(body.op_name(op).as_str() == "scf.for");
            rb.block_arguments(b)
                .iter()
                .skip(skip)
                .map(|&v| rb.value_type(v))
                .collect()
        }
    }
}

fn describe(to: Successor) -> String {
    match to {
        Successor::Parent => "parent".to_string(),
        Successor::Region(i) => format!("Region #{i}"),
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
