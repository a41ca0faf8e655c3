//! Conversion passes between dialects (MLIR's `lib/Conversion`), on the dialect conversion
//! driver of `ropt-conversion`.
//!
//! * [`scf_to_cf`]: the `-convert-scf-to-cf` pass.
//! * [`arith_expand`]: the `-arith-expand` pass.
//! * [`cf_to_scf`]: the `-lift-cf-to-scf` pass (acyclic CFGs so far).
//! * [`complex_to_standard`]: the `-convert-complex-to-standard` pass (most ops so far).
//! * [`math_expand`]: the `-math-expand-ops` pass (greedy, not a conversion).
//! * [`math_to_funcs`]: the `-convert-math-to-funcs` pass.
//! * [`pdl_to_pdl_interp`]: the `-convert-pdl-to-pdl-interp` pass.

pub mod arith_expand;
pub mod cf_structural;
pub mod cf_to_scf;
pub mod complex_to_standard;
pub mod math_expand;
pub mod math_to_funcs;
pub mod pdl_to_pdl_interp;
pub mod scf_to_cf;

use ropt_conversion::{ConversionConfig, ConversionTarget};
use ropt_ir::{Body, Context, OpId};
use ropt_pass::{OptionKind, OptionSpec, PassContext, PassFailure};
use ropt_rewrite::FrozenRewritePatternSet;

/// The hidden `trace-conversion` option of every pass here: explain the conversion on the
/// pass's text stream (stderr), see `ropt_conversion::ConversionReport::trace`.
pub const TRACE_OPTION: OptionSpec = OptionSpec::new(
    "trace-conversion",
    OptionKind::Bool,
    "Explain the dialect conversion on stderr",
)
.hide();

/// The passes that take `trace-conversion` (set for all of them by `--trace-conversion`).
pub const CONVERSION_PASSES: &[&str] = &[
    "arith-expand",
    "convert-complex-to-standard",
    "convert-math-to-funcs",
    "convert-scf-to-cf",
];

/// Registers the passes of this crate.
pub fn register_passes(registry: &mut ropt_pass::PassRegistry) {
    registry.register(&arith_expand::ARITH_EXPAND);
    registry.register(&cf_to_scf::LIFT_CF_TO_SCF);
    registry.register(&complex_to_standard::CONVERT_COMPLEX_TO_STANDARD);
    registry.register(&math_expand::MATH_EXPAND_OPS);
    registry.register(&math_to_funcs::CONVERT_MATH_TO_FUNCS);
    registry.register(&scf_to_cf::CONVERT_SCF_TO_CF);
    registry.register(&pdl_to_pdl_interp::CONVERT_PDL_TO_PDL_INTERP);
}

/// Runs a partial conversion of `op` with `config` as the passes here do: a failure is
/// reported at the op that stayed illegal (with the pass manager's current-operation note)
/// and fails the pass, and the `trace-conversion` text goes to the pass's text stream.
pub(crate) fn run_partial_conversion(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    cx: &mut PassContext<'_>,
    target: &ConversionTarget,
    patterns: &FrozenRewritePatternSet,
    config: ConversionConfig<'_>,
) -> Result<(), PassFailure> {
    let mode = ropt_conversion::ConversionMode::Partial;
    match ropt_conversion::run_in_pass(ctx, body, op, cx, target, patterns, config, mode) {
        (true, _) => Err(PassFailure),
        (false, _) => Ok(()),
    }
}
