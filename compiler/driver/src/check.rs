//! Verification and round-trip checking as the driver does them, and the rich rendering of
//! diagnostics.

use codespan_reporting::term::termcolor::WriteColor;
use ropt_asm::parser::ops::{ParseOptions, ParsedModule, parse_module};
use ropt_asm::printer::ops::{OpPrintOptions, print_op_for_diagnostic, print_top_level};
use ropt_asm::render::diag::{DiagLoc, RenderDiag, file_pos};
use ropt_asm::render::rich::{RichMessage, emit};
use ropt_asm::source::SourceFile;
use ropt_ir::verifier::VerifierOptions;
use ropt_ir::{Body, Context, Diagnostic, OpId};

/// Verifies everything under `root` (of `body`) with the IR verifier. With `print_op` (the
/// command line's printing flags), errors on ops get a "see current operation" note (ops
/// named as in the whole file).
///
/// `parsed` asks for the parser's isolation check too (a use of a value defined above an
/// isolated-from-above op, which only a freshly parsed file can contain, and only when the
/// parser says so: `ParsedModule::outer_uses`; passes build IR through the API). The check
/// scans the whole body holding `root`, so the verification run after each pass (on each
/// function of a module) leaves it out. With `threading`, sibling
/// isolated-from-above ops are verified on several threads (same diagnostics, same order).
pub fn verify(
    ctx: &Context,
    body: &Body,
    root: OpId,
    print_op: Option<OpPrintOptions>,
    allow_unregistered: bool,
    parsed: bool,
    threading: bool,
) -> Vec<Diagnostic> {
    // mlir-opt numbers the op's values from its closest isolated-from-above ancestor (or the
    // op itself), and starts a multi-line op on its own line.
    let owners = std::sync::OnceLock::new();
    let flags = print_op.unwrap_or_default();
    let printer = |b: &Body, op: OpId| {
        let (scope_body, scope_op) = if b.op_name(op).is_isolated_from_above() {
            (b, op)
        } else {
            owners
                .get_or_init(|| body_owners(body, root))
                .get(&(b as *const Body as usize))
                .copied()
                .unwrap_or((body, root))
        };
        let text = print_op_for_diagnostic(ctx, scope_body, scope_op, b, op, flags);
        if text.contains('\n') {
            format!("\n{text}")
        } else {
            text
        }
    };
    let opts = VerifierOptions {
        allow_unregistered_dialect: allow_unregistered,
        print_op_on_diagnostic: print_op.is_some(),
        print_op: Some(&printer),
    };
    let mut out: Vec<Diagnostic> = Vec::new();
    if let Some((b, op, owner)) = parsed
        .then(|| ropt_asm::parser::ops::isolation_violation(body, root))
        .flatten()
    {
        let mut d = Diagnostic::error(
            b.op_location(op),
            format!(
                "'{}' op using value defined outside the region",
                b.op_name(op)
            ),
        );
        if print_op.is_some() {
            d.add_note(
                b.op_location(op),
                format!("see current operation: {}", printer(b, op)),
            );
        }
        d.add_note(owner, "required by region isolation constraints");
        out.push(d);
        return out;
    }
    // Verification splits at isolated-from-above ops: without one directly under `root`
    // there is nothing to split (and no reason to wait for the worker threads).
    let _ = if threading && has_isolated_child(body, root) {
        ropt_ir::verifier::verify_parallel(ctx, body, root, &opts, &mut out)
    } else {
        ropt_ir::verifier::verify(ctx, body, root, &opts, &mut out)
    };
    out
}

/// Whether an op directly in the regions of `root` (of `body`) has a body of its own.
fn has_isolated_child(body: &Body, root: OpId) -> bool {
    let rb = body.regions_body(root);
    body.regions(root).iter().any(|&r| {
        rb.blocks(r)
            .any(|b| rb.ops(b).any(|o| rb.op(o).has_nested_body()))
    })
}

/// The isolated-from-above op owning each body nested under `root` (of `body`), with the body
/// holding that op, keyed by the owned body's address.
fn body_owners(body: &Body, root: OpId) -> std::collections::HashMap<usize, (&Body, OpId)> {
    let mut owners = std::collections::HashMap::new();
    let mut stack = vec![(body, root)];
    while let Some((b, op)) = stack.pop() {
        let rb = b.regions_body(op);
        if !std::ptr::eq(rb, b) {
            owners.insert(rb as *const Body as usize, (b, op));
        }
        for &r in b.regions(op) {
            for block in rb.blocks(r) {
                for o in rb.ops(block) {
                    if !rb.regions(o).is_empty() {
                        stack.push((rb, o));
                    }
                }
            }
        }
    }
    owners
}

/// Prints the module in the generic and the custom form, parses each back and checks that
/// printing it again gives the same text.
pub fn verify_roundtrip(
    ctx: &Context,
    m: &ParsedModule,
    opts: OpPrintOptions,
    allow_unregistered: bool,
) -> Result<(), String> {
    for generic in [true, false] {
        let popts = OpPrintOptions {
            generic,
            debuginfo: true,
            no_indent: true,
            ..opts
        };
        let text = print_top_level(ctx, &m.body, m.module, popts);
        let loc = ctx.unknown_loc();
        let reparsed = parse_module(
            ctx,
            text.as_bytes(),
            0,
            "roundtrip",
            ParseOptions {
                allow_unregistered,
                ..Default::default()
            },
            loc,
        )
        .map_err(|_| {
            format!(
                "failed to parse the {} form of the output back",
                if generic { "generic" } else { "custom" }
            )
        })?;
        let again = print_top_level(ctx, &reparsed.body, reparsed.module, popts);
        if again != text {
            return Err(format!(
                "the {} form of the output does not round-trip",
                if generic { "generic" } else { "custom" }
            ));
        }
    }
    Ok(())
}

/// Writes a diagnostic to `out` with colours and labels.
pub fn emit_rich(out: &mut dyn WriteColor, src: &SourceFile, d: &RenderDiag) {
    let to_msg = |d: &RenderDiag| {
        let (offset, location) = match &d.loc {
            DiagLoc::Offset(o) => (Some(*o), String::new()),
            DiagLoc::Loc(l) => match file_pos(*l) {
                Some((f, line, col)) if f == src.name() => {
                    (src.offset_of(line, col), String::new())
                }
                Some((f, line, col)) => (None, format!("{f}:{line}:{col}")),
                None => (None, String::new()),
            },
        };
        RichMessage {
            severity: d.severity.as_str(),
            offset,
            location,
            message: d.message.clone(),
        }
    };
    let main = to_msg(d);
    let notes: Vec<RichMessage> = d.notes.iter().map(to_msg).collect();
    emit(out, src, &main, &notes);
    let _ = out.flush();
}
