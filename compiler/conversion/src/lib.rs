//! Dialect conversion (issue 23; MLIR's `DialectConversion`): rewrite a tree until every op
//! is legal for a [`ConversionTarget`].
//!
//! * [`target`]: [`ConversionTarget`], legal, illegal and dynamically legal ops and dialects.
//! * [`driver`]: the partial, full and analysis conversions over ordinary rewrite patterns,
//!   with folding and rollback.
//! * [`reconcile`]: the `-reconcile-unrealized-casts` pass.

pub mod driver;
pub mod reconcile;
pub mod target;

pub use driver::{
    ConversionConfig, ConversionMode, ConversionReport, FoldingMode, apply_analysis_conversion,
    apply_conversion, apply_full_conversion, apply_partial_conversion,
};
pub use target::{ConversionTarget, LegalOpDetails, LegalityFn, LegalizationAction};

/// Registers the passes of this crate.
pub fn register_passes(registry: &mut ropt_pass::PassRegistry) {
    registry.register(&reconcile::RECONCILE_UNREALIZED_CASTS);
}
