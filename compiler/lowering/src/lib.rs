//! Conversion passes between dialects (MLIR's `lib/Conversion`), on the dialect conversion
//! driver of `ropt-conversion`.
//!
//! * [`scf_to_cf`]: the `-convert-scf-to-cf` pass.

pub mod scf_to_cf;

/// Registers the passes of this crate.
pub fn register_passes(registry: &mut ropt_pass::PassRegistry) {
    registry.register(&scf_to_cf::CONVERT_SCF_TO_CF);
}
