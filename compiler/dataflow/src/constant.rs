//! Sparse constant propagation (MLIR's `SparseConstantPropagation`): the constant value of
//! each SSA value, found by folding ops with the constant values of their operands.
//!
//! The lattice ([`ConstantValue`]) is uninitialized, one constant (with the dialect that
//! produced it, which materializes it later), or unknown; two different constants join to
//! unknown. An op with regions is not folded (its results are unknown unless control flow
//! says otherwise), and neither is one whose fold changed it in place: the operands given
//! to the folder are what the values *may* be, not what the IR says, so the op is restored
//! and its results are unknown.

use ropt_ir::registry::OpFoldResult;
use ropt_ir::{Attribute, AttributeKind, Diagnostic};
use ropt_rewrite::fold::fold_op_with_constants;

use crate::program::{Op, Val};
use crate::solver::{Change, Cx};
use crate::sparse::{Lattice, SparseForward};

/// The constant-propagation lattice of one value.
#[derive(Debug, Clone, Copy, Default)]
pub enum ConstantValue {
    /// Nothing known yet.
    #[default]
    Uninitialized,
    /// A constant, with the namespace of the dialect that folded it.
    Constant {
        /// The value.
        value: Attribute,
        /// The dialect to materialize it with.
        dialect: &'static str,
    },
    /// Not a constant (or not one value).
    Unknown,
}

/// True if two constants are the same value (a `true` parsed as a bool attribute is the
/// `i1` integer 1, as in MLIR where a bool attribute is an `i1` integer attribute).
pub fn same_constant(a: Attribute, b: Attribute) -> bool {
    if a == b {
        return true;
    }
    let as_i1 = |x: Attribute| match x.kind() {
        AttributeKind::Bool(v) => Some(*v),
        AttributeKind::Integer { ty, value } if ty.is_signless_int(1) => Some(!value.is_zero()),
        _ => None,
    };
    matches!(
        (a.kind(), b.kind()),
        (AttributeKind::Bool(_), _) | (_, AttributeKind::Bool(_))
    ) && as_i1(a).is_some()
        && as_i1(a) == as_i1(b)
}

impl PartialEq for ConstantValue {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (ConstantValue::Uninitialized, ConstantValue::Uninitialized)
            | (ConstantValue::Unknown, ConstantValue::Unknown) => true,
            (
                ConstantValue::Constant { value: a, .. },
                ConstantValue::Constant { value: b, .. },
            ) => same_constant(*a, *b),
            _ => false,
        }
    }
}

impl ConstantValue {
    /// The constant, if known to be one.
    pub fn constant(self) -> Option<Attribute> {
        match self {
            ConstantValue::Constant { value, .. } => Some(value),
            _ => None,
        }
    }

    /// True while nothing is known.
    pub fn is_uninitialized(self) -> bool {
        matches!(self, ConstantValue::Uninitialized)
    }
}

impl Lattice for ConstantValue {
    fn join(&mut self, other: &Self) -> Change {
        let joined = match (*self, *other) {
            (ConstantValue::Uninitialized, o) => o,
            (s, ConstantValue::Uninitialized) => s,
            (s, o) if s == o => s,
            _ => ConstantValue::Unknown,
        };
        if joined == *self {
            return Change::NoChange;
        }
        *self = joined;
        Change::Change
    }
}

/// MLIR's `SparseConstantPropagation` (see the module documentation); run it with
/// [`crate::sparse::ForwardDriver`].
#[derive(Debug, Default)]
pub struct SparseConstantPropagation {
    fold: Vec<OpFoldResult>,
    consts: Vec<Option<Attribute>>,
    saved: Vec<ropt_ir::ValueId>,
}

impl SparseForward for SparseConstantPropagation {
    type L = ConstantValue;

    fn entry_state(&self, _: &Cx<'_, '_>, _: Val) -> ConstantValue {
        ConstantValue::Unknown
    }

    fn visit_operation(
        &mut self,
        cx: &mut Cx<'_, '_>,
        op: Op,
        operands: &[ConstantValue],
        results: &mut [ConstantValue],
    ) -> Result<(), Diagnostic> {
        let unknown = |results: &mut [ConstantValue]| {
            for r in results {
                r.join(&ConstantValue::Unknown);
            }
        };
        if cx.ir().body(op.body).num_regions(op.id) != 0 {
            unknown(results);
            return Ok(());
        }
        self.consts.clear();
        for l in operands {
            if l.is_uninitialized() {
                return Ok(());
            }
            self.consts.push(l.constant());
        }
        let ctx = cx.ir().context();
        let dialect = cx.ir().op_name(op).dialect();
        let body = cx.ir_mut().body_mut(op.body);
        // An in-place fold is undone: keep what it may change.
        self.saved.clear();
        self.saved.extend(body.operands(op.id));
        let (attrs, props) = (body.op(op.id).attributes(), body.op(op.id).properties());
        if !fold_op_with_constants(ctx, body, op.id, &self.consts, &mut self.fold) {
            unknown(results);
            return Ok(());
        }
        if self.fold.is_empty() {
            if !body.operands(op.id).eq(self.saved.iter().copied()) {
                body.set_operands(op.id, &self.saved);
            }
            body.set_attributes(op.id, attrs);
            body.set_properties(op.id, props);
            unknown(results);
            return Ok(());
        }
        for (i, &r) in self.fold.iter().enumerate() {
            let Some(lattice) = results.get_mut(i) else {
                break;
            };
            match r {
                OpFoldResult::Attribute(value) => {
                    lattice.join(&ConstantValue::Constant { value, dialect });
                }
                OpFoldResult::Value(v) => {
                    let other = cx.lattice::<ConstantValue>(Val {
                        body: op.body,
                        id: v,
                    });
                    lattice.join(&other);
                }
            }
        }
        Ok(())
    }
}
