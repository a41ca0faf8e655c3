//! `--load-patterns rules.mlir`: a module of `pdl.pattern`s (or of the `pdl_interp`
//! functions they lower to), parsed, verified, lowered and compiled to PDL bytecode, whose
//! patterns `canonicalize` then applies next to every registered one (a pattern provider of
//! the context, as for DRR rules). Errors in the file are rendered in mlir-opt's format,
//! with locations in it. PDL calls no native function here: one it names is an error.
//!
//! `--load-patterns rules.pdll` compiles the PDLL file with `ropt-pdll` (as `rpdll -x mlir`
//! does, includes searched next to the file) and loads the PDL module it prints like a
//! `.mlir` rules file; its ops carry locations in the `.pdll` file, so later errors (a
//! native constraint or rewrite, whose `[{ ... }]` body cannot run, named at its call) point
//! there.

use ropt_asm::parser::ops::{ParseOptions, parse_module};
use ropt_asm::render::diag::{RenderDiag, render_plain};
use ropt_asm::source::SourceFile;
use ropt_ir::{Context, Diagnostic};
use ropt_pdl_bytecode::{NativeFunctions, PdlPatternModule};
use ropt_rewrite::{PatternProvider, add_pattern_provider};

/// Whether `--load-patterns` gives `path` to this loader (rather than to DRR's).
pub fn is_pdl_file(path: &str) -> bool {
    path.ends_with(".mlir") || path.ends_with(".pdll")
}

/// Loads the PDL patterns of `path` into `ctx`; returns how many there are, or the text to
/// print on stderr.
pub fn load_pdl_patterns_file(ctx: &mut Context, path: &str) -> Result<usize, String> {
    let bytes = std::fs::read(path).map_err(|e| {
        let text = ropt_cli::io_error_text(&e);
        format!("could not open '{path}': {text}\n")
    })?;
    if path.ends_with(".pdll") {
        return load_pdll(ctx, path, bytes);
    }
    load_pdl_module(ctx, path, SourceFile::new(path, bytes), None)
}

/// Compiles the PDLL file `path` (text `bytes`) to a PDL module and loads that.
fn load_pdll(ctx: &mut Context, path: &str, bytes: Vec<u8>) -> Result<usize, String> {
    let dir = std::path::Path::new(path)
        .parent()
        .map(std::path::Path::to_path_buf)
        .unwrap_or_default();
    let pdll_ctx = ropt_pdll::mlir::context();
    let out = ropt_pdll::process_buffer(
        path,
        bytes.clone(),
        &[dir],
        PDLL_NESTING_LIMIT,
        usize::MAX,
        ropt_pdll::Output::Mlir(&pdll_ctx),
    );
    let Some(module) = out.output else {
        return Err(String::from_utf8_lossy(&out.diagnostics).into_owned());
    };
    // Diagnostics about the module point into the .pdll file: quote its lines.
    load_pdl_module(ctx, path, SourceFile::new(path, bytes), Some(module))
}

/// The PDLL parser's nesting limit here: its recursion fits in 2 MiB of the caller's stack.
const PDLL_NESTING_LIMIT: usize = (2 << 20) / ropt_pdll::parser::STACK_PER_LEVEL;

/// Parses `text` (else the file's own bytes), verifies it, compiles its patterns and adds
/// them to `ctx`; diagnostics are rendered against `src`.
fn load_pdl_module(
    ctx: &mut Context,
    path: &str,
    src: SourceFile,
    text: Option<Vec<u8>>,
) -> Result<usize, String> {
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
    let input = text.as_deref().unwrap_or(src.bytes());
    let mut m = parse_module(
        ctx,
        input,
        0,
        path,
        ParseOptions {
            allow_unregistered: false,
            ..Default::default()
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
