//! Structural equivalence of two ops (MLIR's `OperationEquivalence::isEquivalentTo`): same
//! name, attributes, properties, operand and result types, successors and regions, with the
//! values defined inside the two ops paired up as the comparison goes. Operands are compared
//! in order, also those of commutative ops, as mlir-opt 22 compares them. The two ops may live in
//! the same body or in different ones (their isolated regions always live in their own).
//!
//! ```
//! use ropt_ir::equivalence::{is_equivalent, EquivalenceFlags};
//! use ropt_ir::{Body, Context, OperationState};
//! let ctx = Context::new();
//! let (mut body, block) = Body::new_root();
//! let name = ctx.registry().op_name("t.op");
//! let a = body.create_op(OperationState::new(name, ctx.unknown_loc()));
//! let b = body.create_op(OperationState::new(name, ctx.unknown_loc()));
//! body.append_op(block, a);
//! body.append_op(block, b);
//! assert!(is_equivalent(&body, a, &body, b, EquivalenceFlags::default()));
//! ```

use rustc_hash::FxHashMap;

use crate::Attribute;
use crate::body::{BlockId, Body, OpId, RegionId, ValueId};

/// What the comparison ignores.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct EquivalenceFlags {
    /// Locations of ops and block arguments are not compared.
    pub ignore_locations: bool,
}

/// A body and an id in it, compared by the body's address.
type Key<T> = (usize, T);

fn key<T>(body: &Body, id: T) -> Key<T> {
    (body as *const Body as usize, id)
}

/// The pairing of the left op's values and blocks with the right op's.
#[derive(Default)]
struct Pairing {
    values: FxHashMap<Key<ValueId>, Key<ValueId>>,
    blocks: FxHashMap<Key<BlockId>, Key<BlockId>>,
}

impl Pairing {
    /// True if `x` (of `bx`) and `y` (of `by`) are the same value or were paired.
    fn same_value(&self, bx: &Body, x: ValueId, by: &Body, y: ValueId) -> bool {
        key(bx, x) == key(by, y) || self.values.get(&key(bx, x)) == Some(&key(by, y))
    }
}

/// `None` and the empty dictionary are the same attribute dictionary.
fn dict(a: Option<Attribute>) -> Option<Attribute> {
    a.filter(|d| d.as_dictionary().is_none_or(|e| !e.is_empty()))
}

/// True if op `a` of `body_a` is structurally equivalent to op `b` of `body_b`.
pub fn is_equivalent(
    body_a: &Body,
    a: OpId,
    body_b: &Body,
    b: OpId,
    flags: EquivalenceFlags,
) -> bool {
    if key(body_a, a) == key(body_b, b) {
        return true;
    }
    let mut pairing = Pairing::default();
    ops_equivalent(body_a, a, body_b, b, flags, &mut pairing)
}

/// True if the regions of op `a` (of `body_a`) and op `b` (of `body_b`) are equivalent; the
/// ops themselves (name, attributes, operands) are not compared.
pub fn regions_of_equivalent(
    body_a: &Body,
    a: OpId,
    body_b: &Body,
    b: OpId,
    flags: EquivalenceFlags,
) -> bool {
    let (xs, ys) = (body_a.regions(a), body_b.regions(b));
    if xs.len() != ys.len() {
        return false;
    }
    let mut p = Pairing::default();
    let (rba, rbb) = (body_a.regions_body(a), body_b.regions_body(b));
    (xs.iter().zip(ys)).all(|(&x, &y)| regions_equivalent(rba, x, rbb, y, flags, &mut p))
}

fn ops_equivalent(
    ba: &Body,
    a: OpId,
    bb: &Body,
    b: OpId,
    flags: EquivalenceFlags,
    p: &mut Pairing,
) -> bool {
    let (oa, ob) = (ba.op(a), bb.op(b));
    if dict(oa.attributes()) != dict(ob.attributes())
        || oa.name() != ob.name()
        || oa.num_regions() != ob.num_regions()
        || oa.num_successors() != ob.num_successors()
        || oa.num_operands() != ob.num_operands()
        || oa.num_results() != ob.num_results()
        || dict(oa.properties()) != dict(ob.properties())
    {
        return false;
    }
    if !flags.ignore_locations && ba.op_location(a) != bb.op_location(b) {
        return false;
    }
    for (x, y) in ba.operands(a).zip(bb.operands(b)) {
        if key(ba, x) != key(bb, y)
            && (ba.value_type(x) != bb.value_type(y) || !p.same_value(ba, x, bb, y))
        {
            return false;
        }
    }
    for (x, y) in ba.successors(a).zip(bb.successors(b)) {
        if key(ba, x) != key(bb, y) && p.blocks.get(&key(ba, x)) != Some(&key(bb, y)) {
            return false;
        }
    }
    for (x, y) in ba.results(a).zip(bb.results(b)) {
        if ba.value_type(x) != bb.value_type(y) {
            return false;
        }
        p.values.insert(key(ba, x), key(bb, y));
    }
    let (rba, rbb) = (ba.regions_body(a), bb.regions_body(b));
    for (&x, &y) in ba.regions(a).iter().zip(bb.regions(b)) {
        if !regions_equivalent(rba, x, rbb, y, flags, p) {
            return false;
        }
    }
    true
}

fn regions_equivalent(
    ba: &Body,
    a: RegionId,
    bb: &Body,
    b: RegionId,
    flags: EquivalenceFlags,
    p: &mut Pairing,
) -> bool {
    let xs: Vec<BlockId> = ba.blocks(a).collect();
    let ys: Vec<BlockId> = bb.blocks(b).collect();
    if xs.len() != ys.len() {
        return false;
    }
    // Blocks first: a branch may name a later block.
    for (&x, &y) in xs.iter().zip(&ys) {
        p.blocks.insert(key(ba, x), key(bb, y));
    }
    for (&x, &y) in xs.iter().zip(&ys) {
        let (ax, ay) = (ba.block_arguments(x), bb.block_arguments(y));
        if ax.len() != ay.len() {
            return false;
        }
        for (i, (&v, &w)) in ax.iter().zip(ay).enumerate() {
            if ba.value_type(v) != bb.value_type(w)
                || !flags.ignore_locations
                    && ba.argument_location(x, i) != bb.argument_location(y, i)
            {
                return false;
            }
            p.values.insert(key(ba, v), key(bb, w));
        }
        let (mut ox, mut oy) = (ba.first_op(x), bb.first_op(y));
        loop {
            match (ox, oy) {
                (None, None) => break,
                (Some(q), Some(r)) => {
                    if !ops_equivalent(ba, q, bb, r, flags, p) {
                        return false;
                    }
                    ox = ba.next_op(q);
                    oy = bb.next_op(r);
                }
                _ => return false,
            }
        }
    }
    true
}
