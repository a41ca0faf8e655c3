//! Memory effects of ops, as MLIR's `MemoryEffectOpInterface` and `HasRecursiveMemoryEffects`
//! describe them, reduced to what the core passes need.
//!
//! An op's own effects come from, in order: the `Pure` trait (no effects), a registered
//! [`MemoryEffects`] interface, or nothing (unknown: assume anything). Ops with the
//! [`RecursiveMemoryEffects`] interface have the effects of the ops nested in them.
//!
//! TODO(ircore): these two interfaces belong next to the trait list in `ropt_ir::registry`;
//! they live here until they move.

use ropt_ir::{Body, OpId, Traits};

/// The kinds of effect an op can have on memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Effects {
    /// Reads some memory.
    pub read: bool,
    /// Writes some memory.
    pub write: bool,
    /// Frees some memory.
    pub free: bool,
    /// Allocates memory returned as one of its results.
    pub allocate_result: bool,
    /// Allocates memory not returned as a result.
    pub allocate_other: bool,
}

impl Effects {
    /// No effects.
    pub const NONE: Effects = Effects {
        read: false,
        write: false,
        free: false,
        allocate_result: false,
        allocate_other: false,
    };

    /// True if there is no effect at all.
    pub fn is_empty(self) -> bool {
        self == Effects::NONE
    }
}

/// The `MemoryEffectOpInterface`: computes an op's own effects.
#[derive(Debug, Clone, Copy)]
pub struct MemoryEffects(pub fn(&Body, OpId) -> Effects);

/// The `HasRecursiveMemoryEffects` trait: the op's effects are those of its nested ops.
#[derive(Debug, Clone, Copy)]
pub struct RecursiveMemoryEffects;

/// The op's own effects if they are known (`Pure` or the interface).
pub fn own_effects(body: &Body, op: OpId) -> Option<Effects> {
    let name = body.op_name(op);
    if name.has_trait(Traits::PURE) {
        return Some(Effects::NONE);
    }
    name.interface::<MemoryEffects>().map(|i| (i.0)(body, op))
}

/// True if the op has recursive memory effects.
pub fn has_recursive_effects(body: &Body, op: OpId) -> bool {
    body.op_name(op)
        .interface::<RecursiveMemoryEffects>()
        .is_some()
}

fn nested_ops(body: &Body, op: OpId) -> Vec<(&Body, OpId)> {
    let rb = body.regions_body(op);
    let mut out = Vec::new();
    for &r in body.regions(op) {
        for b in rb.blocks(r) {
            out.extend(rb.ops(b).map(|o| (rb, o)));
        }
    }
    out
}

/// MLIR's `isMemoryEffectFree`: the op and (for recursive ops) everything in it has no
/// memory effect.
pub fn is_memory_effect_free(body: &Body, op: OpId) -> bool {
    let mut stack = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        let recursive = has_recursive_effects(b, o);
        match own_effects(b, o) {
            Some(e) if !e.is_empty() => return false,
            Some(_) => {}
            None if !recursive => return false,
            None => {}
        }
        if recursive {
            stack.extend(nested_ops(b, o));
        }
    }
    true
}

/// True if the op's only effects are reads (MLIR's `onlyHasEffect<Read>`, which needs the
/// interface).
pub fn only_reads(body: &Body, op: OpId) -> bool {
    match body.op_name(op).interface::<MemoryEffects>() {
        Some(i) => {
            let e = (i.0)(body, op);
            e.read && !e.write && !e.free && !e.allocate_result && !e.allocate_other
        }
        None => false,
    }
}

/// MLIR's `wouldOpBeTriviallyDead`: erasing the op (if unused) changes nothing observable.
pub fn would_be_trivially_dead(body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    if name.might_have_trait(Traits::TERMINATOR) || name.has_trait(Traits::SYMBOL) {
        return false;
    }
    let mut stack = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        let recursive = has_recursive_effects(b, o);
        if recursive {
            stack.extend(nested_ops(b, o));
        }
        match own_effects(b, o) {
            Some(e) => {
                if e.write || e.free || e.allocate_other {
                    return false;
                }
            }
            None if recursive => {}
            None => return false,
        }
    }
    true
}

/// MLIR's `isOpTriviallyDead`: unused and would be trivially dead.
pub fn is_trivially_dead(body: &Body, op: OpId) -> bool {
    body.op_results_unused(op) && would_be_trivially_dead(body, op)
}
