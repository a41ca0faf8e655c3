//! Liveness of values (MLIR's `LivenessAnalysis`, a sparse backward analysis): a value is
//! live if it has an effect, is returned by a public function, or is used to compute a live
//! value.
//!
//! * An op that would not be trivially dead (it has effects, or is a terminator) makes all
//!   its operands live; an op with a live result makes all its operands live.
//! * An operand forwarded to a successor is live if what it flows into is.
//! * A branch operand forwarded nowhere (a condition): live as for its op (for a
//!   region-branch terminator, as for the region-branch op around it), so conditions of
//!   branches with effects or live results are live, and those of plain branches always
//!   (a branch is a terminator).
//! * A call operand forwarded to no callee argument is live.
//! * Values returned by a callable whose call sites are not all known are live, as are the
//!   results of the top op (their users are outside the analysis).
//! * Entry arguments of a region no predecessor forwards to (a loop's induction variable)
//!   are live if a result of the region-branch op is, else as for the op.

use ropt_ir::Diagnostic;
use ropt_ir::effects::would_op_be_trivially_dead;
use ropt_ir::region_branch::is_region_terminator;

use crate::program::{Op, Val};
use crate::solver::{Change, Cx};
use crate::sparse::{Lattice, SparseBackward};

/// Whether a value is live.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Liveness {
    /// It is live.
    pub live: bool,
}

impl Liveness {
    /// Marks it live.
    pub fn mark_live(&mut self) -> Change {
        Change::from(!std::mem::replace(&mut self.live, true))
    }
}

impl Lattice for Liveness {
    fn join(&mut self, other: &Self) -> Change {
        self.meet(other)
    }

    fn meet(&mut self, other: &Self) -> Change {
        if other.live {
            self.mark_live()
        } else {
            Change::NoChange
        }
    }
}

/// MLIR's `LivenessAnalysis` (see the module documentation); run it with
/// [`crate::sparse::BackwardDriver`].
#[derive(Debug, Default)]
pub struct LivenessAnalysis;

impl LivenessAnalysis {
    /// The transfer function on explicit lattices: `operands` become live if `op` is not
    /// trivially dead or one of `results` is live.
    fn transfer(&self, cx: &Cx<'_, '_>, op: Op, operands: &mut [Liveness], results: &[Liveness]) {
        if !would_op_be_trivially_dead(cx.ir().body(op.body), op.id)
            || results.iter().any(|r| r.live)
        {
            for o in operands {
                o.mark_live();
            }
        }
    }

    /// [`Self::transfer`] on the lattices of `values`, stored back.
    fn transfer_values(&self, cx: &mut Cx<'_, '_>, op: Op, values: &[Val]) {
        let mut lattices: Vec<Liveness> = values.iter().map(|&v| cx.lattice(v)).collect();
        // Visited again when a result changes, as any op is.
        let after = cx.ir().after(op);
        let results: Vec<Liveness> = cx
            .ir()
            .results(op)
            .into_iter()
            .map(|r| cx.lattice_for(after, r))
            .collect();
        self.transfer(cx, op, &mut lattices, &results);
        for (&v, l) in values.iter().zip(lattices) {
            cx.meet_lattice(v, &l);
        }
    }
}

impl SparseBackward for LivenessAnalysis {
    type L = Liveness;

    fn set_to_exit_state(&self, lattice: &mut Liveness) -> Change {
        lattice.mark_live()
    }

    fn visit_operation(
        &mut self,
        cx: &mut Cx<'_, '_>,
        op: Op,
        operands: &mut [Liveness],
        results: &[Liveness],
    ) -> Result<(), Diagnostic> {
        self.transfer(cx, op, operands, results);
        Ok(())
    }

    fn visit_branch_operand(&mut self, cx: &mut Cx<'_, '_>, op: Op, operand: usize) {
        let visit = match is_region_terminator(cx.ir().body(op.body), op.id) {
            true => cx.ir().parent_op(op).unwrap_or(op),
            false => op,
        };
        let v = cx.ir().operands(op)[operand];
        self.transfer_values(cx, visit, &[v]);
    }

    fn visit_call_operand(&mut self, cx: &mut Cx<'_, '_>, op: Op, operand: usize) {
        let v = cx.ir().operands(op)[operand];
        cx.meet_lattice(v, &Liveness { live: true });
    }

    fn visit_non_control_flow_arguments(&mut self, cx: &mut Cx<'_, '_>, op: Op, arguments: &[Val]) {
        let any_live = cx
            .ir()
            .results(op)
            .into_iter()
            .any(|r| cx.lattice::<Liveness>(r).live);
        if any_live {
            for &a in arguments {
                cx.meet_lattice(a, &Liveness { live: true });
            }
            return;
        }
        self.transfer_values(cx, op, arguments);
    }
}
