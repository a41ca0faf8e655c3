//! Memory effects of ops (MLIR's `MemoryEffectOpInterface`, `Pure`/`NoMemoryEffect` and
//! `HasRecursiveMemoryEffects`) and the dead-code queries built on them.
//!
//! Where an op's own effects come from, in order:
//! * the [`Traits::PURE`] trait: no effect at all;
//! * a registered [`MemoryEffectsInterface`]: the effects it lists (an empty list is MLIR's
//!   `NoMemoryEffect`);
//! * otherwise they are unknown, and the op is assumed to do anything — unless it has
//!   [`Traits::RECURSIVE_MEMORY_EFFECTS`], in which case its effects are exactly those of the
//!   ops nested in it.
//!
//! ```
//! use ropt_ir::effects::{EffectKind, MemoryEffectsInterface, is_trivially_dead};
//! use ropt_ir::registry::{OpInfo, Traits};
//! use ropt_ir::{Body, Context, OperationState};
//! let mut ctx = Context::new();
//! ctx.registry_mut().register_op(OpInfo::new("t.pure").with_traits(Traits::PURE));
//! ctx.registry_mut().register_op(
//!     OpInfo::new("t.load").with_interface(MemoryEffectsInterface::only(EffectKind::Read)),
//! );
//! let (mut body, block) = Body::new_root();
//! let i32 = ctx.int_type(32);
//! let loc = ctx.unknown_loc();
//! for name in ["t.pure", "t.load", "t.unknown"] {
//!     let op = body.create_op(
//!         OperationState::new(ctx.registry().op_name(name), loc).with_result_types(&[i32]),
//!     );
//!     body.append_op(block, op);
//! }
//! let dead: Vec<bool> = body.ops(block).map(|op| is_trivially_dead(&body, op)).collect();
//! assert_eq!(dead, vec![true, true, false]);
//! ```

use crate::body::{Body, OpId, ValueId};
use crate::registry::Traits;

/// What an effect does to memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EffectKind {
    /// Reads memory.
    Read,
    /// Writes memory.
    Write,
    /// Allocates memory.
    Allocate,
    /// Frees memory.
    Free,
}

/// One memory effect of an op, optionally on a specific value (e.g. the result it allocates).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EffectInstance {
    /// The kind of effect.
    pub kind: EffectKind,
    /// The value the effect is on (`None`: some unknown memory).
    pub value: Option<ValueId>,
}

impl EffectInstance {
    /// An effect on unknown memory.
    pub fn new(kind: EffectKind) -> Self {
        EffectInstance { kind, value: None }
    }

    /// An effect on `value`.
    pub fn on(kind: EffectKind, value: ValueId) -> Self {
        EffectInstance {
            kind,
            value: Some(value),
        }
    }
}

/// Lists an op's own memory effects (MLIR's `MemoryEffectOpInterface::getEffects`).
pub type EffectsFn = fn(&Body, OpId, &mut Vec<EffectInstance>);

/// The memory-effect interface: register it on an op with
/// [`crate::OpInfo::with_interface`]. An empty list means "no effect" (`NoMemoryEffect`).
#[derive(Debug, Clone, Copy)]
pub struct MemoryEffectsInterface(pub EffectsFn);

impl MemoryEffectsInterface {
    /// The op has no memory effect (MLIR's `NoMemoryEffect`).
    pub fn none() -> Self {
        MemoryEffectsInterface(|_, _, _| {})
    }

    /// The op has exactly one effect of `kind` on unknown memory.
    pub fn only(kind: EffectKind) -> Self {
        // A fn pointer per kind, so the interface stays a plain `Copy` value.
        fn read(_: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
            out.push(EffectInstance::new(EffectKind::Read));
        }
        fn write(_: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
            out.push(EffectInstance::new(EffectKind::Write));
        }
        fn alloc(_: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
            out.push(EffectInstance::new(EffectKind::Allocate));
        }
        fn free(_: &Body, _: OpId, out: &mut Vec<EffectInstance>) {
            out.push(EffectInstance::new(EffectKind::Free));
        }
        MemoryEffectsInterface(match kind {
            EffectKind::Read => read,
            EffectKind::Write => write,
            EffectKind::Allocate => alloc,
            EffectKind::Free => free,
        })
    }
}

/// The op's own effects, if known (`Pure` or the interface); `None` when unknown.
pub fn own_effects(body: &Body, op: OpId) -> Option<Vec<EffectInstance>> {
    let name = body.op_name(op);
    if name.has_trait(Traits::PURE) {
        return Some(Vec::new());
    }
    let iface = name.interface::<MemoryEffectsInterface>()?;
    let mut out = Vec::new();
    (iface.0)(body, op, &mut out);
    Some(out)
}

/// True if the op's effects are those of its nested ops (`HasRecursiveMemoryEffects`).
pub fn has_recursive_effects(body: &Body, op: OpId) -> bool {
    body.op_name(op).has_trait(Traits::RECURSIVE_MEMORY_EFFECTS)
}

/// Pushes the ops directly nested in `op`'s regions (with the body holding them).
fn push_nested<'a>(body: &'a Body, op: OpId, out: &mut Vec<(&'a Body, OpId)>) {
    let rb = body.regions_body(op);
    for &r in body.regions(op) {
        for b in rb.blocks(r) {
            out.extend(rb.ops(b).map(|o| (rb, o)));
        }
    }
}

/// MLIR's `isMemoryEffectFree`: the op has no effect, and, if it has recursive effects,
/// neither has anything nested in it.
pub fn is_memory_effect_free(body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    if name.has_trait(Traits::PURE) && !name.has_trait(Traits::RECURSIVE_MEMORY_EFFECTS) {
        return true;
    }
    let mut stack = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        let recursive = has_recursive_effects(b, o);
        match own_effects(b, o) {
            Some(e) if !e.is_empty() => return false,
            None if !recursive => return false,
            _ => {}
        }
        if recursive {
            push_nested(b, o, &mut stack);
        }
    }
    true
}

/// True if the op implements the effects interface and only reads (MLIR's
/// `onlyHasEffect<Read>`; an op with no effect at all qualifies too).
pub fn only_reads(body: &Body, op: OpId) -> bool {
    match own_effects(body, op) {
        Some(e) => e.iter().all(|e| e.kind == EffectKind::Read),
        None => false,
    }
}

/// MLIR's `wouldOpBeTriviallyDead`: if the op had no uses, erasing it would change nothing
/// observable. Terminators, symbols and ops with unknown effects are never dead; reads and
/// effects on values the op itself allocates are allowed.
pub fn would_op_be_trivially_dead(body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    if name.might_have_trait(Traits::TERMINATOR) || name.has_trait(Traits::SYMBOL) {
        return false;
    }
    // The common case, without a worklist: a pure op whose nested ops do not count.
    if name.has_trait(Traits::PURE) && !name.has_trait(Traits::RECURSIVE_MEMORY_EFFECTS) {
        return true;
    }
    let mut stack = vec![(body, op)];
    while let Some((b, o)) = stack.pop() {
        let recursive = has_recursive_effects(b, o);
        if recursive {
            push_nested(b, o, &mut stack);
        }
        match own_effects(b, o) {
            Some(effects) => {
                let allocated = |v: Option<ValueId>| {
                    v.is_some_and(|v| {
                        b.defining_op(v) == Some(o)
                            && effects
                                .iter()
                                .any(|e| e.kind == EffectKind::Allocate && e.value == Some(v))
                    })
                };
                if !effects
                    .iter()
                    .all(|e| allocated(e.value) || e.kind == EffectKind::Read)
                {
                    return false;
                }
            }
            None if recursive => {}
            None => return false,
        }
    }
    true
}

/// MLIR's `isOpTriviallyDead`: no result is used and the op would be trivially dead.
pub fn is_trivially_dead(body: &Body, op: OpId) -> bool {
    body.op_results_unused(op) && would_op_be_trivially_dead(body, op)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::OpInfo;
    use crate::{Context, OperationState};

    fn alloc_result(body: &Body, op: OpId, out: &mut Vec<EffectInstance>) {
        let r = body.result(op, 0);
        out.push(EffectInstance::on(EffectKind::Allocate, r));
        out.push(EffectInstance::on(EffectKind::Write, r));
    }

    #[test]
    fn effects_and_dead_ops() {
        let mut ctx = Context::new();
        let reg = ctx.registry_mut();
        reg.register_op(OpInfo::new("t.pure").with_traits(Traits::PURE));
        reg.register_op(OpInfo::new("t.none").with_interface(MemoryEffectsInterface::none()));
        reg.register_op(
            OpInfo::new("t.store").with_interface(MemoryEffectsInterface::only(EffectKind::Write)),
        );
        reg.register_op(
            OpInfo::new("t.alloc").with_interface(MemoryEffectsInterface(alloc_result)),
        );
        reg.register_op(OpInfo::new("t.rec").with_traits(Traits::RECURSIVE_MEMORY_EFFECTS));
        reg.register_op(OpInfo::new("t.term").with_traits(Traits::TERMINATOR | Traits::PURE));
        reg.register_op(OpInfo::new("t.sym").with_traits(Traits::SYMBOL | Traits::PURE));
        let (mut body, block) = Body::new_root();
        let i32 = ctx.int_type(32);
        let loc = ctx.unknown_loc();
        let mk = |body: &mut Body, name: &str, regions: u32| {
            let op = body.create_op(
                OperationState::new(ctx.registry().op_name(name), loc)
                    .with_result_types(&[i32])
                    .with_new_regions(regions),
            );
            body.append_op(block, op);
            op
        };
        let pure = mk(&mut body, "t.pure", 0);
        let none = mk(&mut body, "t.none", 0);
        let store = mk(&mut body, "t.store", 0);
        let alloc = mk(&mut body, "t.alloc", 0);
        let rec = mk(&mut body, "t.rec", 1);
        let term = mk(&mut body, "t.term", 0);
        let sym = mk(&mut body, "t.sym", 0);
        let unknown = mk(&mut body, "u.op", 0);
        assert!(is_trivially_dead(&body, pure));
        assert!(is_trivially_dead(&body, none));
        assert!(!is_trivially_dead(&body, store));
        assert!(is_trivially_dead(&body, alloc));
        assert!(!is_memory_effect_free(&body, alloc));
        assert!(is_trivially_dead(&body, rec));
        assert!(is_memory_effect_free(&body, rec));
        assert!(!is_trivially_dead(&body, term));
        assert!(!is_trivially_dead(&body, sym));
        assert!(!is_trivially_dead(&body, unknown));
        assert!(only_reads(&body, none));
        assert!(!only_reads(&body, unknown));
        // A recursive op is as dead as what it contains.
        let r = body.regions(rec)[0];
        let inner = body.create_block();
        body.append_block(r, inner);
        let st = body.create_op(OperationState::new(ctx.registry().op_name("t.store"), loc));
        body.append_op(inner, st);
        assert!(!is_trivially_dead(&body, rec));
        assert!(!is_memory_effect_free(&body, rec));
        // Used ops are not dead.
        let user = body.create_op(
            OperationState::new(ctx.registry().op_name("u.user"), loc)
                .with_operands(&[body.result(pure, 0)]),
        );
        body.append_op(block, user);
        assert!(!is_trivially_dead(&body, pure));
        assert!(would_op_be_trivially_dead(&body, pure));
    }
}
