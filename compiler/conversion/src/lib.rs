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
    ConversionConfig, ConversionMode, ConversionReport, FoldingMode, Notification, OpDiagnosticFn,
    OpReportFn, PreviousPosition, apply_analysis_conversion, apply_conversion,
    apply_full_conversion, apply_partial_conversion,
};
pub use pattern::{
    ConversionPattern, FnConversionPattern, add_conversion_pattern, apply_signature_conversion,
    convert_isolated_entry_signature, convert_region_types, one_to_one, remapped_operands,
    replace_op, replace_op_with_multiple,
};
pub use target::{ConversionTarget, LegalOpDetails, LegalityFn, LegalizationAction};
pub use type_converter::{SignatureConversion, TypeConverter};

/// Runs a conversion of `op` in `mode` as a pass does: the errors are reported at their ops
/// (with the pass manager's current-operation note), the bodies of isolated ops are
/// converted on the worker threads when the pass manager runs in parallel, and the
/// `trace-conversion` text goes to the pass's text stream. Returns whether the conversion
/// failed (its errors already emitted; the caller decides whether that fails the pass) and
/// the rest of the report.
#[allow(clippy::too_many_arguments)]
pub fn run_in_pass(
    ctx: &ropt_ir::Context,
    body: &mut ropt_ir::Body,
    op: ropt_ir::OpId,
    cx: &mut ropt_pass::PassContext<'_>,
    target: &ConversionTarget,
    patterns: &ropt_rewrite::FrozenRewritePatternSet,
    config: ConversionConfig<'_>,
    mode: ConversionMode,
) -> (bool, ConversionReport) {
    let error_at_op = cx.error_at_op_fn();
    let diagnose = move |b: &ropt_ir::Body, o: ropt_ir::OpId, m: &str| error_at_op(ctx, b, o, m);
    let config = ConversionConfig {
        op_diagnostic: Some(&diagnose),
        parallel: cx.parallel(),
        ..config
    };
    let mut report = apply_conversion(ctx, body, op, target, patterns, config, mode);
    cx.print(&report.trace);
    let failed = report.failed();
    for d in std::mem::take(&mut report.diagnostics) {
        cx.emit(d);
    }
    (failed, report)
}

/// Registers the passes of this crate.
pub fn register_passes(registry: &mut ropt_pass::PassRegistry) {
    registry.register(&reconcile::RECONCILE_UNREALIZED_CASTS);
}
