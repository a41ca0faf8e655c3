//! `--load-patterns rules.mlir`: a module of `pdl.pattern`s (or of the `pdl_interp`
//! functions they lower to), parsed, verified, lowered and compiled to PDL bytecode, whose
//! patterns `canonicalize` then applies next to every registered one (a pattern provider of
//! the context, as for DRR rules). Errors in the file are rendered in mlir-opt's format,
//! with locations in it. PDL calls no native function here: one it names is an error.

use ropt_asm::parser::ops::{ParseOptions, parse_module};
use ropt_asm::render::diag::{RenderDiag, render_plain};
use ropt_asm::source::SourceFile;
use ropt_ir::{Context, Diagnostic};
use ropt_pdl_bytecode::{NativeFunctions, PdlPatternModule};
use ropt_rewrite::{PatternProvider, add_pattern_provider};

/// Whether `--load-patterns` gives `path` to this loader (rather than to DRR's).
pub fn is_pdl_file(path: &str) -> bool {
    path.ends_with(".mlir")
}

/// Loads the PDL patterns of `path` into `ctx`; returns how many there are, or the text to
/// print on stderr.
pub fn load_pdl_patterns_file(ctx: &mut Context, path: &str) -> Result<usize, String> {
    let bytes = std::fs::read(path).map_err(|e| {
        let text = ropt_cli::io_error_text(&e);
        format!("could not open '{path}': {text}\n")
    })?;
    let src = SourceFile::new(path, bytes);
    let render = |diags: &[RenderDiag]| {
        let mut out = Vec::new();
        for d in diags {
            render_plain(&mut out, &src, d, &|l| {
                ropt_asm::printer::shim::location_to_string(l)
            });
        }
        String::from_utf8_lossy(&out).into_owned()
    };
    let from_ir =
        |diags: &[Diagnostic]| render(&diags.iter().map(RenderDiag::from_ir).collect::<Vec<_>>());
    let loc = ctx.unknown_loc();
    let mut m = parse_module(
        ctx,
        src.bytes(),
        0,
        path,
        ParseOptions {
            allow_unregistered: false,
        },
        loc,
    )
    .map_err(|diags| render(&diags.iter().map(RenderDiag::from_parse).collect::<Vec<_>>()))?;
    let errors = crate::check::verify(ctx, &m.body, m.module, None, false, true, false);
    if !errors.is_empty() {
        return Err(from_ir(&errors));
    }
    let module =
        PdlPatternModule::from_pdl_module(ctx, &mut m.body, m.module, &NativeFunctions::new())
            .map_err(|diags| from_ir(&diags))?;
    let n = module.num_patterns();
    add_pattern_provider(
        ctx,
        PatternProvider::new(path, move |_, set| module.add_to(set)),
    );
    Ok(n)
}
