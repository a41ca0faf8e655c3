//! Passes for testing the pass manager (as mlir-opt has them): a pass that always fails, one
//! that always crashes (panics), and one that makes the IR invalid so `--verify-each` catches
//! it. Register them with [`crate::register_test_passes`].

use ropt_ir::{Body, Context, Diagnostic, NamedAttribute, OpId};
use ropt_pass::{OptionKind, OptionSpec, Pass, PassContext, PassFailure, PassInfo, PassOptions};

/// `test-pass-failure`: always fails, optionally with an `illegal operation` error.
pub static TEST_PASS_FAILURE: PassInfo = PassInfo {
    argument: "test-pass-failure",
    name: "(anonymous namespace)::TestFailurePass",
    description: "Test a pass in the pass manager that always fails",
    anchor: None,
    options: &[OptionSpec::new(
        "gen-diagnostics",
        OptionKind::Bool,
        "Generate a diagnostic message",
    )],
    statistics: &[],
    splits: None,
    create: |o: &PassOptions| {
        Box::new(FailurePass {
            diagnostics: o.bool("gen-diagnostics"),
        })
    },
};

struct FailurePass {
    diagnostics: bool,
}

impl Pass for FailurePass {
    fn run(
        &self,
        _: &Context,
        body: &mut Body,
        op: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        if self.diagnostics {
            cx.emit(Diagnostic::error(body.op_location(op), "illegal operation"));
        }
        Err(PassFailure)
    }
}

/// `test-pass-crash`: always panics (the pass manager reports it as an error).
pub static TEST_PASS_CRASH: PassInfo = PassInfo {
    argument: "test-pass-crash",
    name: "(anonymous namespace)::TestCrashRecoveryPass",
    description: "Test a pass in the pass manager that always crashes",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(CrashPass),
};

struct CrashPass;

impl Pass for CrashPass {
    fn run(
        &self,
        _: &Context,
        _: &mut Body,
        _: OpId,
        _: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        panic!("test-pass-crash always crashes");
    }
}

/// `test-pass-duplicate-symbols`: names every op directly in the op's regions `dup`, which
/// the symbol table verifier rejects after the pass.
pub static TEST_PASS_DUPLICATE_SYMBOLS: PassInfo = PassInfo {
    argument: "test-pass-duplicate-symbols",
    name: "TestDuplicateSymbols",
    description: "Test pass that gives every op the same symbol name (makes the IR invalid)",
    anchor: None,
    options: &[],
    statistics: &[],
    splits: None,
    create: |_: &PassOptions| Box::new(DuplicateSymbols),
};

struct DuplicateSymbols;

impl Pass for DuplicateSymbols {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: OpId,
        _: &mut PassContext<'_>,
    ) -> Result<(), PassFailure> {
        let regions = body.regions(op).to_vec();
        let rb = body.regions_body_mut(op);
        let name = NamedAttribute {
            name: ctx.identifier("sym_name"),
            value: ctx.string_attr("dup"),
        };
        for r in regions {
            for b in rb.blocks(r).collect::<Vec<_>>() {
                for o in rb.ops(b).collect::<Vec<_>>() {
                    let mut entries: Vec<NamedAttribute> = rb
                        .op(o)
                        .attributes()
                        .and_then(|d| d.as_dictionary())
                        .map(|e| e.to_vec())
                        .unwrap_or_default();
                    entries.retain(|e| e.name.as_str() != "sym_name");
                    entries.push(name);
                    entries.sort_by(|a, b| a.name.as_str().cmp(b.name.as_str()));
                    rb.set_attributes(o, Some(ctx.dictionary_attr(&entries)));
                }
            }
        }
        Ok(())
    }
}
