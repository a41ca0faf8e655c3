//! The test passes of diagnostic handlers (`mlir/test/lib/IR/TestDiagnostics.cpp` upstream),
//! both on `func.func`, both printing `Test '<name>'` on stderr first:
//!
//! * `test-diagnostic-filter`: reports "test diagnostic" at the function's `test.loc`
//!   attribute (when it has one) as a handler whose `filters` hide the call-stack frames of
//!   those file names would show it: at the first frame left, the others as "called from"
//!   notes; with every frame hidden, at the first frame alone.
//! * `test-diagnostic-metadata`: reports "test diagnostic metadata" at each op of the
//!   function whose string attribute `attr` is `emit_error`; the other values of `attr` are
//!   metadata its handler drops, so nothing is shown for them.

use ropt_ir::{AttributeKind, Body, Context, Diagnostic, Location, OpId, WalkOrder, WalkResult};
use ropt_pass::options::OptionKind;
use ropt_pass::{OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions, PassRegistry};

/// Registers the passes of this file.
pub fn register(registry: &mut PassRegistry) {
    registry.register(&TEST_DIAGNOSTIC_FILTER);
    registry.register(&TEST_DIAGNOSTIC_METADATA);
}

const FILTER_OPTIONS: &[OptionSpec] = &[OptionSpec::new(
    "filters",
    OptionKind::StringList,
    "Specifies the diagnostic file name filters.",
)];

/// `test-diagnostic-filter`.
pub static TEST_DIAGNOSTIC_FILTER: PassInfo = PassInfo {
    argument: "test-diagnostic-filter",
    name: "(anonymous namespace)::TestDiagnosticFilterPass",
    description: "Test diagnostic filtering support.",
    anchor: Some("func.func"),
    options: FILTER_OPTIONS,
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| Box::new(Filter(o.list("filters").to_vec())),
};

anonymous_pass!(
    TEST_DIAGNOSTIC_METADATA,
    "test-diagnostic-metadata",
    "TestDiagnosticMetadataPass",
    "Test diagnostic metadata.",
    anchor = Some("func.func"),
    |_: &PassOptions| Box::new(Metadata)
);

fn announce(body: &Body, op: OpId, cx: &mut PassContext<'_>) {
    let name = ropt_ir::symbol_table::symbol_name(body, op).unwrap_or_default();
    cx.print(&format!("Test '{name}'\n"));
}

/// The frames of a call stack, callee first (a location that is no call site is one frame).
fn frames(loc: Location, out: &mut Vec<Location>) {
    match loc.kind() {
        AttributeKind::CallSiteLoc { callee, caller } => {
            for part in [callee, caller] {
                match Location::from_attr(*part) {
                    Some(l) => frames(l, out),
                    None => out.push(loc),
                }
            }
        }
        _ => out.push(loc),
    }
}

struct Filter(Vec<String>);

impl Pass for Filter {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        announce(body, op, cx);
        let Some(loc) = body.attr(op, "test.loc").and_then(Location::from_attr) else {
            cx.preserve_all();
            return Ok(());
        };
        // Each frame shows as its first file position.
        let mut all = Vec::new();
        frames(loc, &mut all);
        let shown: Vec<Location> = (all.iter())
            .filter_map(|f| f.file_line_col())
            .map(|(file, line, col)| (file, ctx.file_line_col_loc(file.as_str(), line, col)))
            .filter(|(file, _)| !self.0.iter().any(|f| f == file.as_str()))
            .map(|(_, l)| l)
            .collect();
        let mut d = match shown.first() {
            Some(&first) => Diagnostic::error(first, "test diagnostic"),
            None => {
                let first = all[0]
                    .file_line_col()
                    .map(|(f, l, c)| ctx.file_line_col_loc(f.as_str(), l, c));
                Diagnostic::error(first.unwrap_or(all[0]), "test diagnostic")
            }
        };
        for &caller in shown.iter().skip(1) {
            d.add_note(caller, "called from");
        }
        cx.emit(d);
        cx.preserve_all();
        Ok(())
    }
}

struct Metadata;

impl Pass for Metadata {
    fn run(
        &self,
        _: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        announce(body, op, cx);
        let mut at = Vec::new();
        body.walk_ops(op, WalkOrder::PreOrder, |b, o| {
            if b.attr(o, "attr").and_then(|a| a.as_str()) == Some("emit_error") {
                at.push(b.op_location(o));
            }
            WalkResult::Advance
        });
        for loc in at {
            cx.emit(Diagnostic::error(loc, "test diagnostic metadata"));
        }
        cx.preserve_all();
        Ok(())
    }
}
