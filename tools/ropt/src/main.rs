//! `ropt`: the MLIR optimizer driver (the counterpart of `mlir-opt`).
//!
//! Reads MLIR, verifies it and prints it back, with mlir-opt's core flags: split input files,
//! diagnostic verification, and the printing flags. All the work happens in the libraries;
//! this file only wires flags to them and decides what goes to stdout, stderr and `-o`.

use std::io::{IsTerminal, Read, Write};
use std::process::ExitCode;

use clap::{Parser, ValueEnum};

use ropt_asm::parser::ops::{ParallelParse, ParseOptions, ParsedModule, parse_module_parallel};
use ropt_asm::printer::ops::print_top_level;
use ropt_asm::printer::ops::{OpPrintOptions, print_module, print_top_level_to};
use ropt_asm::render::diag::{DiagLoc, RenderDiag, render_plain, verify_pos};
use ropt_asm::source::SourceFile;
use ropt_asm::split::{SPLIT_MARKER, split_chunks_at};
use ropt_asm::verify::{DiagKind, DiagPos, DiagVerifier};
use ropt_ir::{Context, Location, Severity};
use ropt_pass::manager::{OpPrinter, OpVerifier, PrintMode};
use ropt_pass::timing::Timing;
use ropt_pass::{Event, PassArgs, PassDriver, PassFlag, PassRegistry};
use std::sync::Arc;

mod check;
mod flags;
mod memory;
mod phases;

#[global_allocator]
static ALLOCATOR: memory::Allocator = memory::ALLOCATOR;

/// How diagnostics are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum DiagStyle {
    /// Colours and labels when stderr is a terminal, else plain.
    Auto,
    /// `file:line:col: error: message`, the source line and a caret (mlir-opt's format).
    Plain,
    /// Colours, labels and notes (codespan-reporting).
    Rich,
}

/// ropt: parse, verify and print MLIR, as mlir-opt does.
#[derive(Parser, Debug)]
#[command(name = "ropt", version, about = "MLIR modular optimizer driver (Rust)", long_about = None)]
struct Cli {
    /// Pass manager flags.
    #[command(flatten)]
    passes: PassArgs,
    /// The `-pass[=options]` flags, in command-line order.
    #[arg(skip)]
    pass_flags: Vec<PassFlag>,
    /// Report every pattern application and match failure of the rewrite drivers on stderr,
    /// as readable text (`--trace-rewrites`) or JSON lines (`--trace-rewrites=json`).
    #[arg(long, value_name = "FORMAT", num_args = 0..=1, default_missing_value = "text", require_equals = true,
          value_parser = ["text", "json"])]
    trace_rewrites: Option<String>,
    /// Check pattern contracts during rewrites (always on in debug builds): name the pattern
    /// that reports success without changing the IR, fails after changing it, or leaves
    /// invalid IR.
    #[arg(long)]
    check_pattern_contracts: bool,
    /// Register the ODS dialect defined in this `.td` file before parsing (repeatable): its ops
    /// are verified, parsed and printed from their ODS definitions without recompiling ropt.
    #[arg(long, value_name = "FILE.td")]
    load_dialect: Vec<String>,
    /// Load declarative rewrite rules (DRR `Pat`/`Pattern` records of ropt/PatternBase.td) from
    /// this `.td` file (repeatable). Ops the file defines are registered when new (as with
    /// --load-dialect). The rules join the patterns `-canonicalize` applies greedily (with
    /// folding), next to the registered dialects' canonicalization patterns; without
    /// -canonicalize they are not applied. A NativeCodeCall must call a known helper
    /// (`name($_builder, $0, ...)`); other Rust code is reported as an error (generate Rust
    /// with `rtblgen -gen-rewriters` for those).
    #[arg(long, value_name = "FILE.td")]
    load_patterns: Vec<String>,
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-")]
    input: String,
    /// Output file (`-` for standard output). Nothing is written when ropt fails.
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Split the input at `// -----` lines (or at the given marker) and process each chunk on
    /// its own.
    #[arg(long = "split-input-file", value_name = "marker", num_args = 0..=1, require_equals = true,
          default_missing_value = SPLIT_MARKER)]
    split_marker: Option<String>,
    /// Whether the input is split (`--split-input-file` with a non-empty marker).
    #[arg(skip)]
    split_input_file: bool,
    /// The marker printed between the outputs of split chunks.
    #[arg(long, value_name = "marker", default_value = SPLIT_MARKER)]
    output_split_marker: String,
    /// Check `expected-error`/`-warning`/`-remark`/`-note` comments against the diagnostics:
    /// every diagnostic must be expected (`all`, the default), or only the expected ones must
    /// be emitted (`only-expected`: other diagnostics are ignored).
    #[arg(long = "verify-diagnostics", value_name = "mode", num_args = 0..=1, require_equals = true,
          default_missing_value = "all", value_parser = ["all", "only-expected", ""])]
    verify_mode: Option<String>,
    /// Whether diagnostics are verified (`--verify-diagnostics` in any mode).
    #[arg(skip)]
    verify_diagnostics: bool,
    /// Parse the input's single top-level operation as the root, without wrapping it in a
    /// `builtin.module`.
    #[arg(long)]
    no_implicit_module: bool,
    /// Accept operations of dialects that are not registered.
    #[arg(long)]
    allow_unregistered_dialect: bool,
    /// Print operations in the generic form.
    #[arg(long)]
    mlir_print_op_generic: bool,
    /// Print location information (`loc(...)`).
    #[arg(long)]
    mlir_print_debuginfo: bool,
    /// Print locations in a more readable form.
    #[arg(long)]
    mlir_pretty_debuginfo: bool,
    /// Print without aliases, everything inline.
    #[arg(long)]
    mlir_print_local_scope: bool,
    /// Elide elements attributes with more elements than this (an unsigned 32-bit number, as
    /// mlir-opt's `uint` options).
    #[arg(long, value_name = "N")]
    mlir_elide_elementsattrs_if_larger: Option<u32>,
    /// Leave out of the file metadata the resources whose printed value is longer than this.
    #[arg(long, value_name = "N")]
    mlir_elide_resource_strings_if_larger: Option<u32>,
    /// Print dense elements attributes with more elements than this as a hex string (default
    /// 100; -1: never).
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    mlir_print_elementsattrs_with_hex_if_larger: Option<i64>,
    /// Print possibly invalid IR with the custom printers instead of verifying it first (and
    /// printing it generic if it does not verify).
    #[arg(long)]
    mlir_print_assume_verified: bool,
    /// Accepted for compatibility: mlir-opt 22 keeps the notes of the diagnostics it prints.
    #[arg(long)]
    mlir_disable_diagnostic_notes: bool,
    /// Accepted for compatibility (`errors`, `warnings` or `remarks`): mlir-opt 22 prints
    /// every diagnostic all the same.
    #[arg(long, value_name = "level", value_parser = ["errors", "warnings", "remarks"])]
    mlir_diagnostic_verbosity_level: Option<String>,
    /// Print the users of each value as a comment.
    #[arg(long)]
    mlir_print_value_users: bool,
    /// Do not print the regions of operations.
    #[arg(long)]
    mlir_print_skip_regions: bool,
    /// Number values uniquely across regions.
    #[arg(long)]
    mlir_print_unique_ssa_ids: bool,
    /// Name values after their name locations.
    #[arg(long)]
    mlir_use_nameloc_as_prefix: bool,
    /// Attach the failing operation to diagnostics (default on).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", default_value = "true")]
    mlir_print_op_on_diagnostic: bool,
    /// Check that the output parses back to the same IR (generic and custom forms).
    #[arg(long)]
    verify_roundtrip: bool,
    /// Do not verify the IR after parsing it (very unsafe: passes may see invalid IR).
    #[arg(long)]
    mlir_very_unsafe_disable_verifier_on_parsing: bool,
    /// Print the registered dialects and exit.
    #[arg(long)]
    show_dialects: bool,
    /// How diagnostics are shown.
    #[arg(long, value_enum, default_value = "auto")]
    diagnostics: DiagStyle,
}

fn main() -> ExitCode {
    let registry = pass_registry();
    // `-output-split-marker` is a long option, not `-o utput-split-marker`.
    let args = ropt_cli::normalize_args(std::env::args_os(), &['o'], &|n| {
        registry.contains(n) || n == "output-split-marker"
    });
    let (args, flags) = ropt_pass::extract_pass_flags(args, &registry);
    // As with LLVM's options, a later occurrence of an option overrides an earlier one.
    let command = <Cli as clap::CommandFactory>::command()
        .after_long_help(registry.help_section())
        .args_override_self(true);
    let args = flags::check_args(args, &command).unwrap_or_else(|msg| {
        eprint!("{msg}");
        std::process::exit(1)
    });
    let matches = command
        .try_get_matches_from(args)
        .unwrap_or_else(|e| exit_on_cli_error(e));
    let mut cli = match <Cli as clap::FromArgMatches>::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    cli.pass_flags = flags;
    if let Some(marker) = cli.split_marker.as_deref()
        && !marker.is_empty()
        && marker.len() <= 2
    {
        // mlir-opt cuts at the marker without its last two characters, and never ends with
        // an empty cut.
        eprintln!(
            "ropt: for the --split-input-file option: the marker '{marker}' must be longer than 2 characters"
        );
        return ExitCode::FAILURE;
    }
    cli.split_input_file = cli.split_marker.as_deref().is_some_and(|m| !m.is_empty());
    cli.verify_diagnostics = cli.verify_mode.is_some();
    ropt_rewrite::canonicalize::set_trace_rewrites(match cli.trace_rewrites.as_deref() {
        Some("json") => Some(ropt_rewrite::trace::TraceFormat::Json),
        Some(_) => Some(ropt_rewrite::trace::TraceFormat::Text),
        None => None,
    });
    ropt_rewrite::canonicalize::set_check_pattern_contracts(cli.check_pattern_contracts);
    // Deeply nested inputs recurse deeply; give the work a large stack (reserved lazily).
    let worker = std::thread::Builder::new()
        .stack_size(4 << 30)
        .spawn(move || memory::end_process(run(&cli)));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => ExitCode::FAILURE,
    }
}

/// Reports a command-line error as LLVM's option parser words it (exit code 1) when mlir-opt
/// has one for the case (an unknown option, a bad value of an enumerated option); otherwise
/// (and for `--help`/`--version`) as clap does.
fn exit_on_cli_error(e: clap::Error) -> ! {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let context = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    };
    let argv0 = std::env::args().next().unwrap_or_else(|| "ropt".into());
    let text = match e.kind() {
        ErrorKind::UnknownArgument => context(ContextKind::InvalidArg).map(|arg| {
            if !arg.starts_with('-') {
                return format!(
                    "ropt: Too many positional arguments specified!\n\
                     Can specify at most 1 positional arguments: See: {argv0} --help\n"
                );
            }
            // Quote the argument as it was typed (`-x` or `--x`, with its value).
            let name = arg.trim_start_matches('-').to_owned();
            let typed = std::env::args()
                .skip(1)
                .find(|a| a.trim_start_matches('-').split('=').next() == Some(&name))
                .unwrap_or(arg);
            format!("ropt: Unknown command line argument '{typed}'.  Try: '{argv0} --help'\n")
        }),
        ErrorKind::InvalidValue => {
            let arg = context(ContextKind::InvalidArg);
            let value = context(ContextKind::InvalidValue);
            let has_choices = matches!(
                e.get(ContextKind::ValidValue),
                Some(ContextValue::Strings(v)) if !v.is_empty()
            );
            match (arg, value) {
                (Some(arg), Some(value)) if has_choices => {
                    let flag = arg
                        .split([' ', '=', '[', '<'])
                        .next()
                        .unwrap_or(&arg)
                        .to_owned();
                    Some(format!(
                        "ropt: for the {flag} option: Cannot find option named '{value}'!\n"
                    ))
                }
                (Some(arg), Some(value)) if value.is_empty() => {
                    let flag = arg.split([' ', '=']).next().unwrap_or(&arg).to_owned();
                    Some(format!("ropt: for the {flag} option: requires a value!\n"))
                }
                _ => None,
            }
        }
        // The typed (non-boolean, non-enumerated) option values are integers: unsigned but
        // for the hex threshold.
        ErrorKind::ValueValidation => {
            match (
                context(ContextKind::InvalidArg),
                context(ContextKind::InvalidValue),
            ) {
                (Some(arg), Some(value)) => {
                    let flag = arg.split([' ', '=']).next().unwrap_or(&arg).to_owned();
                    let kind = match flag.as_str() {
                        "--mlir-print-elementsattrs-with-hex-if-larger" => "long",
                        _ => "uint",
                    };
                    Some(format!(
                        "ropt: for the {flag} option: '{value}' value invalid for {kind} argument!\n"
                    ))
                }
                _ => None,
            }
        }
        _ => None,
    };
    match text {
        Some(t) => {
            eprint!("{t}");
            std::process::exit(1)
        }
        // Every other command-line error exits with 1 too, as LLVM tools do.
        None if e.use_stderr() => {
            let _ = e.print();
            std::process::exit(1)
        }
        None => e.exit(),
    }
}

/// Every pass ropt knows.
fn pass_registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    ropt_transforms::register_passes(&mut registry);
    ropt_transforms::register_test_passes(&mut registry);
    ropt_rewrite::canonicalize::register(&mut registry);
    ropt_dataflow::sccp::register_passes(&mut registry);
    ropt_dialect_test::passes::register_test_passes(&mut registry);
    registry
}

/// Builds the pass driver for a root op named `anchor`, with the asm printer and the verifier
/// as its hooks.
fn pass_driver(cli: &Cli, registry: &PassRegistry, anchor: &str) -> Result<PassDriver, String> {
    let popts = print_options(cli);
    let (allow, threading) = (cli.allow_unregistered_dialect, parallel(cli));
    let parsed = cli.mlir_very_unsafe_disable_verifier_on_parsing;
    let assume_verified = cli.mlir_print_assume_verified;
    let printer: Arc<OpPrinter> = Arc::new(
        move |ctx: &Context, body: &ropt_ir::Body, op, mode: PrintMode| {
            // The IR may be invalid (after a failed pass, or without -verify-each): as
            // mlir-opt does, it is verified first and printed generic if it is not valid.
            let generic = popts.generic
                || mode.generic
                || (!assume_verified
                    && !check::verify(ctx, body, op, None, allow, parsed, threading).is_empty());
            let o = OpPrintOptions {
                generic,
                local_scope: popts.local_scope || !mode.top_level,
                ..popts
            };
            let mut s = print_top_level(ctx, body, op, o);
            if !mode.top_level {
                s.truncate(s.trim_end_matches('\n').len());
            }
            s
        },
    );
    let print_op = (cli.mlir_print_op_on_diagnostic && !cli.verify_diagnostics).then_some(popts);
    let verifier: Arc<OpVerifier> = Arc::new(move |ctx: &Context, body: &ropt_ir::Body, op| {
        check::verify(ctx, body, op, print_op, allow, false, threading)
    });
    PassDriver::new(
        &cli.passes,
        &cli.pass_flags,
        registry,
        anchor,
        "ropt",
        Some(printer),
        Some(verifier),
    )
    .map_err(|e| e.render())
}

/// Where diagnostics go and how they look.
struct DiagOut {
    rich: bool,
    text: String,
}

impl DiagOut {
    fn emit(&mut self, src: &SourceFile, ctx: &Context, d: &RenderDiag) {
        if self.rich {
            self.flush();
            check::emit_rich(src, d);
        } else {
            render_plain(&mut self.text, src, d, &|l| loc_text(ctx, l));
        }
    }

    fn raw(&mut self, s: &str) {
        self.text.push_str(s);
    }

    fn flush(&mut self) {
        if !self.text.is_empty() {
            let mut e = std::io::stderr().lock();
            let _ = e.write_all(self.text.as_bytes());
            let _ = e.flush();
            self.text.clear();
        }
    }
}

fn loc_text(ctx: &Context, l: Location) -> String {
    let _ = ctx;
    ropt_asm::printer::shim::location_to_string(l)
}

fn run(cli: &Cli) -> ExitCode {
    // A large input file processed as a whole is mapped rather than read (see
    // [`memory::Source`]). With several threads, the mapping (and its UTF-8 check) runs while
    // the dialects register.
    phases::mark("start");
    if parallel(cli) {
        // The worker threads start while the dialects register.
        ropt_ir::threads::warm_up();
    }
    let mappable = cli.input != "-" && !cli.split_input_file && !cli.verify_diagnostics;
    let mut mapping = Mapping::start(mappable.then_some(cli.input.as_str()), parallel(cli));
    let mut ctx = Context::new();
    ropt_dialects::register_all(&mut ctx);
    phases::mark("register");
    for td in &cli.load_dialect {
        if let Err(errors) = ropt_ods::runtime::load_dialect_file(&mut ctx, td.as_ref(), &[]) {
            errors.iter().for_each(|e| eprint!("{e}"));
            return ExitCode::FAILURE;
        }
    }
    if !cli.load_patterns.is_empty() {
        let mut natives = ropt_ods::drr::native::NativeTable::with_builtins();
        natives.extend(&ropt_dialect_arith::canonicalization::natives());
        for td in &cli.load_patterns {
            let loaded =
                ropt_ods::drr::load::load_patterns_file(&mut ctx, td.as_ref(), &[], &natives);
            if let Err(errors) = loaded {
                errors.iter().for_each(|e| eprint!("{e}"));
                return ExitCode::FAILURE;
            }
        }
    }
    let registry = pass_registry();
    if cli.passes.list_passes {
        print!("{}", registry.help_text(0, None));
        return ExitCode::SUCCESS;
    }
    let driver = match pass_driver(cli, &registry, "builtin.module") {
        Ok(d) => d,
        Err(text) => {
            eprint!("{text}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(text) = driver.dump() {
        eprint!("{text}");
    }
    // With split input, each chunk gets its own report (below).
    let mut timing = driver
        .timing()
        .filter(|_| !cli.split_input_file)
        .map(|_| Timing::new());
    if cli.show_dialects {
        let mut names: Vec<&str> = ctx.registry().dialects().map(|d| d.name.as_str()).collect();
        names.sort_unstable();
        println!("Available Dialects: {}", names.join(","));
        return ExitCode::SUCCESS;
    }
    let src = match mapping.finish() {
        Some(s) => s,
        None => match read_input(&cli.input) {
            Ok((name, text)) => memory::Source::owned(name, text),
            Err(msg) => {
                eprintln!("{msg}");
                return ExitCode::FAILURE;
            }
        },
    };
    phases::mark("input");
    let rich = match cli.diagnostics {
        DiagStyle::Rich => true,
        DiagStyle::Plain => false,
        DiagStyle::Auto => std::io::stderr().is_terminal(),
    };
    let mut diags = DiagOut {
        rich: rich && !cli.verify_diagnostics,
        text: String::new(),
    };
    let mut output = String::new();
    // What the passes print for standard output (before the IR they print).
    let mut pass_stdout = String::new();
    let mut ok = true;
    let mut whole: Option<Parsed> = None;
    let mut verifier = cli.verify_diagnostics.then(|| {
        let mut v = DiagVerifier::new(src.file(), 0, src.bytes().len());
        v.set_only_expected(cli.verify_mode.as_deref() == Some("only-expected"));
        v
    });
    // mlir-opt reads every directive of the file first (reporting bad regexes right away).
    if let Some(v) = verifier.as_mut() {
        diags.raw(&v.take_output());
    }
    if cli.split_input_file {
        let marker = cli.split_marker.as_deref().unwrap_or(SPLIT_MARKER);
        let (chunks, near_misses) = split_chunks_at(src.file().text(), marker);
        for off in near_misses {
            let d = RenderDiag {
                severity: Severity::Warning,
                loc: DiagLoc::Offset(off),
                message: "near miss with file split marker".to_string(),
                notes: Vec::new(),
            };
            diags.emit(src.file(), &ctx, &d);
        }
        for (i, chunk) in chunks.iter().enumerate() {
            if i > 0 {
                output.push_str(&cli.output_split_marker);
                output.push('\n');
            }
            let module_loc = if i == 0 {
                ctx.file_line_col_loc(src.name(), 0, 0)
            } else {
                let (l, c) = src.file().line_col(chunk.start);
                ctx.file_line_col_loc(src.name(), l, c)
            };
            // mlir-opt times (and reports) each chunk on its own.
            let mut chunk_timing = driver.timing().map(|_| Timing::new());
            let parsed = process_chunk(
                cli,
                &ctx,
                &src,
                chunk.start,
                chunk.end,
                module_loc,
                &mut diags,
                verifier.as_mut(),
                &driver,
                &registry,
                chunk_timing.as_mut(),
                &mut pass_stdout,
            );
            // The passes' standard output comes before the chunk's IR.
            output.push_str(&std::mem::take(&mut pass_stdout));
            let output_time = match parsed {
                Some(p) => {
                    let t_out = std::time::Instant::now();
                    let (body, root) = p.root();
                    let popts = checked_print_options(cli, &ctx, body, root);
                    output.push_str(&print_module(&ctx, body, root, Some(&p.m.resources), popts));
                    output.push('\n');
                    Some(t_out.elapsed())
                }
                None => {
                    ok = false;
                    None
                }
            };
            if let Some(text) = timing_report(&driver, chunk_timing, output_time) {
                diags.raw(&text);
            }
        }
    } else {
        let module_loc = ctx.file_line_col_loc(src.name(), 0, 0);
        whole = process_chunk(
            cli,
            &ctx,
            &src,
            0,
            src.bytes().len(),
            module_loc,
            &mut diags,
            verifier.as_mut(),
            &driver,
            &registry,
            timing.as_mut(),
            &mut pass_stdout,
        );
        ok = whole.is_some();
    }
    if let Some(v) = verifier.as_mut() {
        ok = v.finish(src.file());
        diags.raw(&v.take_output());
    }
    diags.flush();
    // Like mlir-opt, standard output gets what was printed even on failure; a file is only
    // written when everything succeeded.
    if !ok {
        if cli.output == "-" {
            match &whole {
                // The module parsed and its passes ran; only the expected diagnostics did
                // not match (mlir-opt prints the module all the same).
                Some(p) => {
                    let (body, root) = p.root();
                    let popts = OpPrintOptions {
                        no_aliases: !p.m.may_have_aliases,
                        ..checked_print_options(cli, &ctx, body, root)
                    };
                    let _ = write_output_with("-", &mut |w| {
                        w.write_all(pass_stdout.as_bytes())?;
                        print_top_level_to(&ctx, body, root, popts, Some(&p.m.resources), w)?;
                        w.write_all(b"\n")
                    });
                }
                None => {
                    let _ = write_output("-", &(std::mem::take(&mut pass_stdout) + &output));
                }
            }
        }
        // mlir-opt reports timing after a failed run too (without an output phase).
        pass_reports(&driver, timing, None);
        return ExitCode::FAILURE;
    }
    if let Some(m) = whole {
        // The input is not needed any more: free it before printing.
        drop(src);
        let (body, root) = m.root();
        let popts = OpPrintOptions {
            no_aliases: !m.m.may_have_aliases,
            ..checked_print_options(cli, &ctx, body, root)
        };
        let t_out = std::time::Instant::now();
        let to_stdout = cli.output == "-";
        if !to_stdout && !pass_stdout.is_empty() {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            let _ = out
                .write_all(pass_stdout.as_bytes())
                .and_then(|()| out.flush());
        }
        let result = write_output_with(&cli.output, &mut |w| {
            if to_stdout {
                w.write_all(pass_stdout.as_bytes())?;
            }
            print_top_level_to(&ctx, body, root, popts, Some(&m.m.resources), w)?;
            w.write_all(b"\n")
        });
        pass_reports(&driver, timing, Some(t_out.elapsed()));
        phases::mark("output");
        phases::report();
        // The process ends right after this: freeing the IR (one allocation per arena, per
        // function body, per uniqued object) would only delay the exit, on one thread.
        std::mem::forget(m);
        std::mem::forget(ctx);
        return match result {
            Ok(()) => ExitCode::SUCCESS,
            Err(msg) => {
                eprintln!("{msg}");
                ExitCode::FAILURE
            }
        };
    }
    let t_out = std::time::Instant::now();
    let written = write_output(&cli.output, &output);
    pass_reports(&driver, timing, Some(t_out.elapsed()));
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::FAILURE
        }
    }
}

/// True if the work runs on several threads: threading is on and the pools get more than
/// one thread. With a single worker thread (`RAYON_NUM_THREADS=1`, one CPU) ropt runs as with
/// `--mlir-disable-threading` (a pool of one only adds hand-offs), though it still behaves
/// as mlir-opt with threading enabled (`-mlir-print-ir-module-scope`, timing report shape).
fn parallel(cli: &Cli) -> bool {
    !cli.passes.disable_threading && ropt_pass::manager::worker_threads() > 1
}

/// The input file mapped with [`memory::Source::map`], on a helper thread or when asked for.
enum Mapping<'a> {
    /// Nothing to map.
    None,
    /// Map this path in [`Mapping::finish`].
    Later(&'a str),
    /// Being mapped on a helper thread.
    Running(std::thread::JoinHandle<Option<memory::Source>>),
}

impl<'a> Mapping<'a> {
    /// Starts mapping `path` (if any), on a helper thread when `background` is set.
    fn start(path: Option<&'a str>, background: bool) -> Self {
        match path {
            None => Mapping::None,
            Some(p) if background => {
                let owned = p.to_owned();
                std::thread::Builder::new()
                    .spawn(move || memory::Source::map(&owned, true))
                    .map_or(Mapping::Later(p), Mapping::Running)
            }
            Some(p) => Mapping::Later(p),
        }
    }

    /// The mapped input, or `None` if it is not mapped (read it instead).
    fn finish(&mut self) -> Option<memory::Source> {
        match std::mem::replace(self, Mapping::None) {
            Mapping::None => None,
            Mapping::Later(p) => memory::Source::map(p, false),
            Mapping::Running(h) => h.join().ok().flatten(),
        }
    }
}

/// Prints the `--mlir-timing` report to stderr (see [`timing_report`]).
fn pass_reports(
    driver: &PassDriver,
    timing: Option<Timing>,
    output_time: Option<std::time::Duration>,
) {
    if let Some(text) = timing_report(driver, timing, output_time) {
        eprint!("{text}");
    }
}

/// The `--mlir-timing` report, with the time spent writing the output if any was written.
fn timing_report(
    driver: &PassDriver,
    timing: Option<Timing>,
    output_time: Option<std::time::Duration>,
) -> Option<String> {
    let (mut t, display) = (timing?, driver.timing()?);
    if let Some(d) = output_time {
        t.record("Output", d);
    }
    Some(t.report(display))
}

fn read_input(input: &str) -> Result<(String, String), String> {
    if input == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot open input file '-': {e}"))?;
        return Ok(("<stdin>".to_string(), lossy(bytes)));
    }
    let bytes = std::fs::read(input).map_err(|e| {
        format!(
            "cannot open input file '{input}': {}",
            check::io_error_text(&e)
        )
    })?;
    Ok((input.to_string(), lossy(bytes)))
}

fn lossy(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Writes `text` as the output (see [`write_output_with`]).
fn write_output(path: &str, text: &str) -> Result<(), String> {
    write_output_with(path, &mut |w| w.write_all(text.as_bytes()))
}

/// Writes the output with `emit`: to stdout for `-`, else to a temporary file next to the
/// target, renamed to the target once complete (a failed write leaves no partial file).
///
/// An existing target is removed while the new text is written, on a helper thread, and the
/// rename then replaces nothing: renaming over a file makes ext4 write the new one out and
/// free the old one's pages before the rename returns (several milliseconds for a few MB).
/// As with mlir-opt, which truncates its output file when it starts writing, a write that
/// fails leaves no old output either.
fn write_output_with(
    path: &str,
    emit: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), String> {
    if path == "-" {
        let stdout = std::io::stdout();
        let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
        return emit(&mut out)
            .and_then(|_| out.flush())
            .map_err(|e| format!("error writing output: {e}"));
    }
    let target = std::path::Path::new(path);
    // Devices and pipes (`-o /dev/null`, `-o /dev/stderr`) are written in place: renaming a
    // temporary file over them would replace the device node.
    let is_special = std::fs::metadata(target).is_ok_and(|m| !m.is_file());
    if is_special {
        let file = std::fs::OpenOptions::new()
            .write(true)
            .open(target)
            .map_err(|e| {
                format!(
                    "cannot open output file '{path}': {}",
                    check::io_error_text(&e)
                )
            })?;
        let mut w = std::io::BufWriter::with_capacity(1 << 16, file);
        return emit(&mut w)
            .and_then(|_| w.flush())
            .map_err(|e| format!("error writing output: {e}"));
    }
    let dir = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let file_name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{file_name}.ropt-{}.tmp", std::process::id()));
    let err = |e: std::io::Error| {
        format!(
            "cannot open output file '{path}': {}",
            check::io_error_text(&e)
        )
    };
    let file = std::fs::File::create(&tmp).map_err(err)?;
    let old = std::fs::symlink_metadata(target).is_ok_and(|m| m.is_file());
    let remover = old
        .then(|| {
            let target = target.to_path_buf();
            std::thread::Builder::new().spawn(move || std::fs::remove_file(target))
        })
        .and_then(Result::ok);
    let mut w = std::io::BufWriter::with_capacity(1 << 16, file);
    let written = emit(&mut w).and_then(|_| w.flush());
    drop(w);
    if let Some(r) = remover {
        // (If the removal failed, the rename replaces the file.)
        let _ = r.join();
    }
    if let Err(e) = written.and_then(|_| std::fs::rename(&tmp, target)) {
        let _ = std::fs::remove_file(&tmp);
        return Err(err(e));
    }
    Ok(())
}

/// The printing flags.
fn print_options(cli: &Cli) -> OpPrintOptions {
    OpPrintOptions {
        generic: cli.mlir_print_op_generic,
        debuginfo: cli.mlir_print_debuginfo,
        pretty_debuginfo: cli.mlir_pretty_debuginfo,
        local_scope: cli.mlir_print_local_scope,
        elide_elements_if_larger: cli.mlir_elide_elementsattrs_if_larger.map(u64::from),
        elide_resource_strings_if_larger: cli.mlir_elide_resource_strings_if_larger.map(u64::from),
        hex_if_larger: cli.mlir_print_elementsattrs_with_hex_if_larger,
        value_users: cli.mlir_print_value_users,
        skip_regions: cli.mlir_print_skip_regions,
        unique_ssa_ids: cli.mlir_print_unique_ssa_ids,
        nameloc_as_prefix: cli.mlir_use_nameloc_as_prefix,
        parallel: print_threshold(cli),
        no_aliases: false,
    }
}

/// The printing flags for the output: like mlir-opt, IR that may not be valid (not verified
/// after parsing, or after passes run without `-verify-each`) is verified first, quietly, and
/// printed in the generic form if it is not valid (custom printers assume valid IR).
fn checked_print_options(
    cli: &Cli,
    ctx: &Context,
    body: &ropt_ir::Body,
    op: ropt_ir::OpId,
) -> OpPrintOptions {
    let popts = print_options(cli);
    let unverified = cli.mlir_very_unsafe_disable_verifier_on_parsing || !cli.passes.verify_each;
    if !unverified || popts.generic || cli.mlir_print_assume_verified {
        return popts;
    }
    OpPrintOptions {
        generic: !valid_for_printing(cli, ctx, body, op),
        ..popts
    }
}

/// Whether `op` verifies (the diagnostics are dropped).
fn valid_for_printing(cli: &Cli, ctx: &Context, body: &ropt_ir::Body, op: ropt_ir::OpId) -> bool {
    check::verify(
        ctx,
        body,
        op,
        None,
        cli.allow_unregistered_dialect,
        cli.mlir_very_unsafe_disable_verifier_on_parsing,
        parallel(cli),
    )
    .is_empty()
}

/// Modules whose functions hold fewer ops than this are printed on one thread.
const PRINT_PARALLEL_OPS: u32 = 4096;

/// When the printer prints functions on worker threads (see [`OpPrintOptions::parallel`]):
/// only when the run is parallel (see [`parallel`]); `ROPT_PRINT_PARALLEL_OPS=N` changes the threshold
/// (0 forces the parallel path, to test that it prints the same text).
fn print_threshold(cli: &Cli) -> Option<u32> {
    if !parallel(cli) {
        return None;
    }
    let env = std::env::var("ROPT_PRINT_PARALLEL_OPS").ok();
    Some(
        env.and_then(|v| v.parse().ok())
            .unwrap_or(PRINT_PARALLEL_OPS),
    )
}

/// A parsed chunk and the op ropt treats as its root: the module, or under
/// `--no-implicit-module` the single op the parser had wrapped in an implicit module.
struct Parsed {
    m: ParsedModule,
    /// The unwrapped top-level op (in the module's body).
    inner: Option<ropt_ir::OpId>,
}

impl Parsed {
    /// The root op and the body holding it.
    fn root(&self) -> (&ropt_ir::Body, ropt_ir::OpId) {
        match self
            .inner
            .and_then(|op| Some((self.m.body.nested_body(self.m.module)?, op)))
        {
            Some(found) => found,
            None => (&self.m.body, self.m.module),
        }
    }

    /// [`Parsed::root`], mutable.
    fn root_mut(&mut self) -> (&mut ropt_ir::Body, ropt_ir::OpId) {
        let module = self.m.module;
        match self.inner {
            Some(op) if self.m.body.nested_body(module).is_some() => {
                (self.m.body.regions_body_mut(module), op)
            }
            _ => (&mut self.m.body, module),
        }
    }
}

/// The ops of the module the parser made up to hold the top-level ops (`None` when the
/// input was a single explicit module). The made-up module has no attributes and sits at
/// `module_loc`, where no `module` keyword can be.
fn implicit_module_ops(parsed: &ParsedModule, module_loc: Location) -> Option<Vec<ropt_ir::OpId>> {
    let (body, module) = (&parsed.body, parsed.module);
    let no_attributes = body
        .op(module)
        .attributes()
        .is_none_or(|a| a.as_dictionary().is_some_and(|e| e.is_empty()));
    if body.op_location(module) != module_loc || !no_attributes {
        return None;
    }
    let nested = body.nested_body(module)?;
    let region = *nested.top_regions().first()?;
    let block = nested.entry_block(region)?;
    Some(nested.ops(block).collect())
}

/// Parses and verifies one chunk; returns the module when it succeeded. What the passes
/// print for standard output is appended to `stdout`.
#[allow(clippy::too_many_arguments)]
fn process_chunk(
    cli: &Cli,
    ctx: &Context,
    src: &memory::Source,
    start: usize,
    end: usize,
    module_loc: Location,
    diags: &mut DiagOut,
    verifier: Option<&mut DiagVerifier>,
    driver: &PassDriver,
    registry: &PassRegistry,
    mut pass_timing: Option<&mut Timing>,
    stdout: &mut String,
) -> Option<Parsed> {
    let mut verifier = verifier;
    let opts = ParseOptions {
        allow_unregistered: cli.allow_unregistered_dialect,
    };
    let bytes = &src.bytes()[..end];
    let report = |d: RenderDiag, diags: &mut DiagOut, verifier: &mut Option<&mut DiagVerifier>| {
        match verifier.as_mut() {
            Some(v) => {
                check_with_verifier(v, src.file(), &d);
                diags.raw(&v.take_output());
            }
            None => diags.emit(src.file(), ctx, &d),
        }
    };
    let timing = std::env::var_os("ROPT_TIME").is_some();
    let t0 = std::time::Instant::now();
    // Function bodies are parsed on several threads unless threading is disabled.
    let par = ParallelParse::from_env(parallel(cli));
    let parsed = src.while_parsing(|| {
        parse_module_parallel(ctx, bytes, start, src.name(), opts, module_loc, par)
    });
    let parsed: ParsedModule = match parsed {
        Ok(m) => m,
        Err(errors) => {
            if let Some(t) = pass_timing.as_mut() {
                t.record("Parser", t0.elapsed());
            }
            let mut any_error = false;
            for e in &errors {
                let d = RenderDiag::from_parse(e);
                any_error |= d.severity == Severity::Error;
                report(d, diags, &mut verifier);
            }
            let _ = any_error;
            return None;
        }
    };
    phases::mark("parse");
    let t1 = std::time::Instant::now();
    if timing {
        let rss = std::fs::read_to_string("/proc/self/status")
            .ok()
            .and_then(|s| {
                s.lines()
                    .find(|l| l.starts_with("VmHWM"))
                    .map(str::to_string)
            })
            .unwrap_or_default();
        eprintln!("after parse: {rss}");
    }
    let print_op =
        (cli.mlir_print_op_on_diagnostic && !cli.verify_diagnostics).then(|| print_options(cli));
    let errors = if cli.mlir_very_unsafe_disable_verifier_on_parsing {
        Vec::new()
    } else {
        check::verify(
            ctx,
            &parsed.body,
            parsed.module,
            print_op,
            cli.allow_unregistered_dialect,
            parsed.outer_uses,
            parallel(cli),
        )
    };
    // mlir-opt's parser verifies what it parsed, under the same timer.
    if let Some(t) = pass_timing.as_mut() {
        t.record("Parser", t0.elapsed());
    }
    phases::mark("verify");
    if !errors.is_empty() {
        for d in errors {
            report(RenderDiag::from_ir(&d), diags, &mut verifier);
        }
        return None;
    }
    // `--no-implicit-module`: like mlir-opt, the ops were parsed (and verified) in a module;
    // there must be exactly one, and it becomes the root.
    let inner = match cli.no_implicit_module {
        true => match implicit_module_ops(&parsed, module_loc).as_deref() {
            Some(&[op]) => Some(op),
            Some(ops) => {
                let d = RenderDiag {
                    severity: Severity::Error,
                    loc: DiagLoc::Loc(module_loc),
                    message: format!(
                        "source must contain a single top-level operation, found: {}",
                        ops.len()
                    ),
                    notes: Vec::new(),
                };
                report(d, diags, &mut verifier);
                return None;
            }
            None => None,
        },
        false => None,
    };
    let popts = print_options(cli);
    if cli.verify_roundtrip
        && let Err(msg) =
            check::verify_roundtrip(ctx, &parsed, popts, cli.allow_unregistered_dialect)
    {
        let d = RenderDiag {
            severity: Severity::Error,
            loc: DiagLoc::Loc(ctx.unknown_loc()),
            message: msg,
            notes: Vec::new(),
        };
        report(d, diags, &mut verifier);
        return None;
    }
    if timing {
        let t2 = std::time::Instant::now();
        eprintln!("parse {:?} verify {:?}", t1 - t0, t2 - t1);
    }
    let mut parsed = Parsed { m: parsed, inner };
    let other_driver;
    let driver = match inner {
        Some(op) => {
            let (body, _) = parsed.root();
            match pass_driver(cli, registry, body.op_name(op).as_str()) {
                Ok(d) => {
                    other_driver = d;
                    &other_driver
                }
                Err(text) => {
                    diags.raw(&text);
                    return None;
                }
            }
        }
        None => driver,
    };
    if let Some(op) = inner {
        let (body, _) = parsed.root();
        if !body.op_name(op).is_registered() && !driver.manager.root.entries.is_empty() {
            // mlir-opt checks this when it starts the pipeline on the root op.
            let mut notes = Vec::new();
            if cli.mlir_print_op_on_diagnostic && !cli.verify_diagnostics {
                let text = ropt_asm::printer::ops::print_op_for_diagnostic(
                    ctx,
                    body,
                    op,
                    body,
                    op,
                    print_options(cli),
                );
                let sep = if text.contains('\n') { "\n" } else { "" };
                notes.push(RenderDiag {
                    severity: Severity::Note,
                    loc: DiagLoc::Loc(body.op_location(op)),
                    message: format!("see current operation: {sep}{text}"),
                    notes: Vec::new(),
                });
            }
            let d = RenderDiag {
                severity: Severity::Error,
                loc: DiagLoc::Loc(body.op_location(op)),
                message: format!(
                    "'{}' op trying to schedule a pass on an unregistered operation",
                    body.op_name(op)
                ),
                notes,
            };
            report(d, diags, &mut verifier);
            return None;
        }
    }
    let (body, root) = parsed.root_mut();
    let out = driver.run(ctx, body, root, pass_timing);
    phases::mark("passes");
    if timing {
        let st = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        for l in st
            .lines()
            .filter(|l| l.starts_with("VmHWM") || l.starts_with("VmRSS"))
        {
            eprintln!("after passes: {l}");
        }
    }
    for e in out.events {
        match e {
            Event::Text(t) => diags.raw(&t),
            Event::Stdout(t) => stdout.push_str(&t),
            Event::Diagnostic(d) => report(RenderDiag::from_ir(&d), diags, &mut verifier),
        }
    }
    if let Some(text) = driver.statistics() {
        diags.raw(&text);
    }
    if !out.success {
        return None;
    }
    Some(parsed)
}

fn check_with_verifier(v: &mut DiagVerifier, src: &SourceFile, d: &RenderDiag) {
    let kind = |s: Severity| match s {
        Severity::Error => DiagKind::Error,
        Severity::Warning => DiagKind::Warning,
        Severity::Remark => DiagKind::Remark,
        Severity::Note => DiagKind::Note,
    };
    let one = |v: &mut DiagVerifier, sev: Severity, loc: &DiagLoc, msg: &str| {
        let (pos, file) = verify_pos(src, loc);
        let p = match pos {
            Some((line, col)) => DiagPos::File {
                file: file.unwrap_or(src.name()),
                line,
                col,
            },
            None => DiagPos::Unknown,
        };
        v.handle(src, kind(sev), p, msg);
    };
    one(v, d.severity, &d.loc, &d.message);
    for n in &d.notes {
        one(v, n.severity, &n.loc, &n.message);
    }
}
