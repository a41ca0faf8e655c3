//! `-test-pdll-pass` (MLIR's `TestPDLLPass`): the patterns of `test_pdll.pdll`, compiled
//! with ropt-pdll to PDL and run on the PDL bytecode, applied greedily to the op the pass
//! runs on. The one native constraint, `IsCastOp`, is MLIR's generated check of
//! `CastOpInterface`.

use ropt_asm::parser::ops::{ParseOptions, parse_module};
use ropt_ir::{Body, Context, Diagnostic, OpId, OperationName};
use ropt_pass::{Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};
use ropt_pdl_bytecode::{NativeFunctions, PdlPatternModule};
use ropt_rewrite::RewritePatternSet;

/// The PDLL source of the patterns.
const SOURCE: &str = include_str!("test_pdll.pdll");

/// `-test-pdll-pass`.
pub static TEST_PDLL_PASS: PassInfo = PassInfo {
    argument: "test-pdll-pass",
    name: "(anonymous namespace)::TestPDLLPass",
    description: "Test PDLL functionality",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(TestPdll),
};

/// Registers the pass.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_PDLL_PASS);
}

struct TestPdll;

/// Whether ops named `name` implement MLIR's `CastOpInterface`.
fn is_cast_op(name: OperationName) -> bool {
    name.as_str() == "builtin.unrealized_conversion_cast"
        || name
            .interface::<ropt_ods_runtime::traits::CastOpInterface>()
            .is_some()
}

fn natives() -> NativeFunctions {
    let mut n = NativeFunctions::new();
    n.register_constraint("IsCastOp", |rw, a, _| {
        a.op(0).is_some_and(|o| is_cast_op(rw.body().op_name(o)))
    });
    n
}

/// The patterns, compiled in `ctx`.
fn compile(ctx: &Context) -> Result<PdlPatternModule, String> {
    let pdll_ctx = ropt_pdll::mlir::context();
    let out = ropt_pdll::process_buffer(
        "test_pdll.pdll",
        SOURCE.as_bytes().to_vec(),
        &[],
        64,
        usize::MAX,
        ropt_pdll::Output::Mlir(&pdll_ctx),
    );
    let text = out
        .output
        .ok_or_else(|| String::from_utf8_lossy(&out.diagnostics).into_owned())?;
    let opts = ParseOptions {
        allow_unregistered: false,
        ..Default::default()
    };
    let mut m = parse_module(ctx, &text, 0, "test_pdll.pdll", opts, ctx.unknown_loc())
        .map_err(|d| format!("{} diagnostics parsing the PDL of test_pdll.pdll", d.len()))?;
    PdlPatternModule::from_pdl_module(ctx, &mut m.body, m.module, &natives()).map_err(|d| {
        d.first()
            .map_or_else(String::new, |d| d.message.to_string())
    })
}

impl Pass for TestPdll {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let module = match compile(ctx) {
            Ok(m) => m,
            Err(msg) => {
                cx.emit(Diagnostic::error(body.op_location(op), msg));
                return Err(PassFailure);
            }
        };
        let mut set = RewritePatternSet::new();
        module.add_to(&mut set);
        let frozen = set.freeze(&[], &[]);
        let Some(op_body) = body.nested_body_mut(op) else {
            return Ok(());
        };
        super::pdl::apply_greedily(ctx, op_body, &frozen, cx.parallel());
        Ok(())
    }
}
