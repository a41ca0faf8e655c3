//! Dialect conversion (issue 23; MLIR's `DialectConversion`): rewrite a tree until every op
//! is legal for a [`ConversionTarget`].
//!
//! * [`target`]: [`ConversionTarget`], legal, illegal and dynamically legal ops and dialects.
//! * [`type_converter`]: [`TypeConverter`], type conversions and materializations.
//! * [`pattern`]: [`ConversionPattern`] (remapped operands) and the rewriter operations that
//!   change types (replacement with unrealized casts, block signature conversion).
//! * the cost model (`cost.rs`): which patterns the driver tries on an op, in which order.
//! * [`driver`]: the partial, full and analysis conversions over ordinary rewrite patterns,
//!   with folding and rollback.
//! * [`reconcile`]: the `-reconcile-unrealized-casts` pass.

mod cost;
pub mod driver;
pub mod pattern;
pub mod reconcile;
pub mod target;
pub mod type_converter;

pub use driver::{
    ConversionConfig, ConversionMode, ConversionReport, FoldingMode, apply_analysis_conversion,
    apply_conversion, apply_full_conversion, apply_partial_conversion,
};
pub use pattern::{
    ConversionPattern, add_conversion_pattern, apply_signature_conversion, convert_region_types,
    one_to_one, remapped_operands, replace_op, replace_op_with_multiple,
};
pub use target::{ConversionTarget, LegalOpDetails, LegalityFn, LegalizationAction};
pub use type_converter::{SignatureConversion, TypeConverter};

/// Registers the passes of this crate.
pub fn register_passes(registry: &mut ropt_pass::PassRegistry) {
    registry.register(&reconcile::RECONCILE_UNREALIZED_CASTS);
}
