#!/usr/bin/env python3
"""Wires ropt-pass/ropt-transforms into tools/ropt (for the coordinator; run from the repo root).

Adds the pass flags (`-cse`, `--pass-pipeline=...`, `--mlir-timing`, ...), runs the pipeline
after parsing+verification of each chunk, prints the pass events in order, and the
statistics/timing reports at the end. Idempotent: refuses to run twice.
"""
import re, sys

main_rs = "tools/ropt/src/main.rs"
cargo = "tools/ropt/Cargo.toml"
s = open(main_rs).read()
if "ropt_pass" in s:
    sys.exit("already wired")

c = open(cargo).read()
c = c.replace("ropt-ir.workspace = true\n",
              "ropt-ir.workspace = true\nropt-pass = { path = \"../../compiler/pass\" }\n"
              "ropt-transforms = { path = \"../../compiler/transforms\" }\n", 1)
open(cargo, "w").write(c)

def sub(old, new, count=1):
    global s
    if old not in s:
        sys.exit("pattern not found:\n" + old)
    s = s.replace(old, new, count)

sub("use ropt_ir::{Context, Location, Severity};",
    "use ropt_ir::{Context, Location, Severity};\n"
    "use ropt_pass::manager::{OpPrinter, OpVerifier, PrintMode};\n"
    "use ropt_pass::timing::Timing;\n"
    "use ropt_pass::{Event, PassArgs, PassDriver, PassFlag, PassRegistry};\n"
    "use ropt_asm::printer::ops::print_top_level;\n"
    "use std::sync::Arc;")

# Cli: the pass flags.
sub("struct Cli {\n",
    "struct Cli {\n"
    "    /// Pass manager flags.\n"
    "    #[command(flatten)]\n"
    "    passes: PassArgs,\n"
    "    /// The `-pass[=options]` flags, in command-line order.\n"
    "    #[arg(skip)]\n"
    "    pass_flags: Vec<PassFlag>,\n")

sub("""    let args = ropt_cli::normalize_args(std::env::args_os(), &['o'], &|_| false);
    let cli = Cli::parse_from(args);""",
"""    let registry = pass_registry();
    let args = ropt_cli::normalize_args(std::env::args_os(), &['o'], &|n| registry.contains(n));
    let (args, flags) = ropt_pass::extract_pass_flags(args, &registry);
    let matches = <Cli as clap::CommandFactory>::command()
        .after_long_help(registry.help_section())
        .get_matches_from(args);
    let mut cli = match <Cli as clap::FromArgMatches>::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    cli.pass_flags = flags;""")

sub("""/// Where diagnostics go and how they look.""",
"""/// Every pass ropt knows.
fn pass_registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    ropt_transforms::register_passes(&mut registry);
    ropt_transforms::register_test_passes(&mut registry);
    registry
}

/// Builds the pass driver with the asm printer and the verifier as its hooks.
fn pass_driver(cli: &Cli, registry: &PassRegistry) -> Result<PassDriver, String> {
    let popts = print_options(cli);
    let printer: Arc<OpPrinter> = Arc::new(move |ctx: &Context, body: &ropt_ir::Body, op, mode: PrintMode| {
        let o = OpPrintOptions {
            generic: popts.generic || mode.generic,
            local_scope: popts.local_scope || !mode.top_level,
            ..popts
        };
        let mut s = print_top_level(ctx, body, op, o);
        if !mode.top_level {
            s.truncate(s.trim_end_matches('\\n').len());
        }
        s
    });
    let print_op = cli.mlir_print_op_on_diagnostic && !cli.verify_diagnostics;
    let allow = cli.allow_unregistered_dialect;
    let verifier: Arc<OpVerifier> = Arc::new(move |ctx: &Context, body: &ropt_ir::Body, op| {
        check::verify(ctx, body, op, print_op, allow)
    });
    PassDriver::new(
        &cli.passes,
        &cli.pass_flags,
        registry,
        "builtin.module",
        "ropt",
        Some(printer),
        Some(verifier),
    )
    .map_err(|e| e.render())
}

/// Where diagnostics go and how they look.""")

sub("""    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
""", """    let mut ctx = Context::new();
    ropt_asm::builtin::register_builtin(&mut ctx);
    let registry = pass_registry();
    if cli.passes.list_passes {
        print!("{}", registry.help_text(0, None));
        return ExitCode::SUCCESS;
    }
    let driver = match pass_driver(cli, &registry) {
        Ok(d) => d,
        Err(text) => {
            eprint!("{text}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(text) = driver.dump() {
        eprint!("{text}");
    }
    let mut timing = driver.timing().map(|_| Timing::new());
""")

# process_chunk gets the driver and timing.
s = s.replace("""                &mut diags,
                verifier.as_mut(),
            );""", """                &mut diags,
                verifier.as_mut(),
                &driver,
                timing.as_mut(),
            );""")
s = s.replace("""            &mut diags,
            verifier.as_mut(),
        );""", """            &mut diags,
            verifier.as_mut(),
            &driver,
            timing.as_mut(),
        );""")
sub("""    diags: &mut DiagOut,
    verifier: Option<&mut DiagVerifier>,
) -> Option<ParsedModule> {""", """    diags: &mut DiagOut,
    verifier: Option<&mut DiagVerifier>,
    driver: &PassDriver,
    mut pass_timing: Option<&mut Timing>,
) -> Option<ParsedModule> {""")
sub("""    let t1 = std::time::Instant::now();""", """    let t1 = std::time::Instant::now();
    if let Some(t) = pass_timing.as_mut() {
        t.record("Parser", t1 - t0);
    }""")
sub("""    if timing {
        let t2 = std::time::Instant::now();
        eprintln!("parse {:?} verify {:?}", t1 - t0, t2 - t1);
    }
    Some(parsed)""", """    if timing {
        let t2 = std::time::Instant::now();
        eprintln!("parse {:?} verify {:?}", t1 - t0, t2 - t1);
    }
    let mut parsed = parsed;
    let out = driver.run(ctx, &mut parsed.body, parsed.module, pass_timing);
    for e in out.events {
        match e {
            Event::Text(t) => diags.raw(&t),
            Event::Diagnostic(d) => report(RenderDiag::from_ir(&d), diags, &mut verifier),
        }
    }
    if let Some(text) = driver.statistics() {
        diags.raw(&text);
    }
    if !out.success {
        return None;
    }
    Some(parsed)""")

# Reports at the end (statistics, then timing), after the output was produced.
sub("""        let result = write_output_with(&cli.output, &mut |w| {""",
    """        let t_out = std::time::Instant::now();
        let result = write_output_with(&cli.output, &mut |w| {""")
sub("""        return match result {""", """        pass_reports(&driver, timing, t_out.elapsed());
        return match result {""")
sub("""    match write_output(&cli.output, &output) {""", """    let t_out = std::time::Instant::now();
    let written = write_output(&cli.output, &output);
    pass_reports(&driver, timing, t_out.elapsed());
    match written {""")
sub("""fn read_input(""", """/// Prints the `--mlir-timing` report to stderr.
fn pass_reports(driver: &PassDriver, timing: Option<Timing>, output_time: std::time::Duration) {
    if let (Some(mut t), Some(display)) = (timing, driver.timing()) {
        t.record("Output", output_time);
        eprint!("{}", t.report(display));
    }
}

fn read_input(""")
open(main_rs, "w").write(s)

# The lit tests of the pass manager were waiting for this wiring.
import glob, os
for f in glob.glob("test/Pass/*.mlir") + glob.glob("test/Transforms/*.mlir"):
    t = open(f).read()
    tag = "\n// REQUIRES: ropt-pass-manager\n"
    if tag in t:
        open(f, "w").write(t.replace(tag, "\n"))
        print("enabled", f)

# Builtin op traits the passes rely on (compiler/asm/src/builtin.rs, owned by asm-ops): MLIR's
# ModuleOp is an (optional) Symbol, and UnrealizedConversionCastOp is Pure.
b = "compiler/asm/src/builtin.rs"
t = open(b).read()
if "| Traits::SYMBOL\n" not in t:
    t = t.replace("| Traits::SYMBOL_TABLE\n", "| Traits::SYMBOL_TABLE\n                    | Traits::SYMBOL\n", 1)
if "Traits::PURE" not in t:
    t = t.replace('OpInfo::new("builtin.unrealized_conversion_cast")\n',
                  'OpInfo::new("builtin.unrealized_conversion_cast")\n            .with_traits(Traits::PURE | Traits::ALWAYS_SPECULATABLE)\n', 1)
open(b, "w").write(t)
print("wired")
