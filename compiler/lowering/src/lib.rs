//! Conversion passes between dialects (MLIR's `lib/Conversion`), on the dialect conversion
//! driver of `ropt-conversion`.
//!
//! * [`scf_to_cf`]: the `-convert-scf-to-cf` pass.
//! * [`arith_expand`]: the `-arith-expand` pass.

pub mod arith_expand;
pub mod scf_to_cf;

/// Registers the passes of this crate.
pub fn register_passes(registry: &mut ropt_pass::PassRegistry) {
    registry.register(&arith_expand::ARITH_EXPAND);
    registry.register(&scf_to_cf::CONVERT_SCF_TO_CF);
}
