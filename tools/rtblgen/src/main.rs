//! `rtblgen`: the TableGen front end and its backends (the counterpart of `llvm-tblgen`).

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use ropt_tablegen::RecordKeeper;

mod alloc;
mod timing;

#[global_allocator]
static ALLOC: alloc::HugeArena = alloc::HugeArena::new();

/// What a backend sees: the records and the options meant for backends.
pub struct Input<'a> {
    /// The records.
    pub records: &'a RecordKeeper,
    /// `--class`, for `--print-enums`.
    pub class: &'a str,
    /// The input file's name as given (`<stdin>` for standard input).
    pub input_name: &'a str,
    /// `--dialect`, for `--gen-dialect-doc`.
    pub dialect: &'a str,
}

/// A backend: renders the records into the output text, or fails with a rendered message.
pub type Backend = fn(&Input) -> Result<String, String>;

/// The registry of backends: flag name (without dashes), the description `--help` shows, and
/// the backend. Generators from other crates (ODS, DRR) plug in here.
fn backends() -> Vec<(&'static str, &'static str, Backend)> {
    vec![
        (
            "print-records",
            "Print all records to stdout (default)",
            |i| Ok(ropt_tablegen::print::print_records(i.records)),
        ),
        (
            "print-detailed-records",
            "Print full details of all records to stdout",
            |i| Ok(ropt_tablegen::print::print_detailed_records(i.records)),
        ),
        (
            "null-backend",
            "Do nothing after parsing (useful for timing)",
            |_| Ok(String::new()),
        ),
        (
            "dump-json",
            "Dump all records as machine-readable JSON",
            |i| Ok(ropt_tablegen::json::dump_json(i.records)),
        ),
        ("print-enums", "Print enum values for a class", print_enums),
        (
            "print-sets",
            "Print expanded sets for testing DAG exprs",
            |i| ropt_tablegen::sets::print_sets(i.records),
        ),
        ("gen-ctags", "Generate ctags-compatible index", |i| {
            Ok(ropt_tablegen::ctags::gen_ctags(i.records))
        }),
        (
            "gen-searchable-tables",
            "Generate generic binary-searchable table",
            |i| ropt_tablegen::searchable::gen_searchable_tables(i.records),
        ),
        (
            "gen-directive-decl",
            "Generate directive related declaration code (header file)",
            |i| ropt_tablegen::directive::gen_directive_decl(i.records),
        ),
        ("gen-op-decls", "Generate op declarations", |i| {
            ropt_ods::codegen::gen_op_decls(i.records)
        }),
        ("gen-op-defs", "Generate op definitions", |i| {
            ropt_ods::codegen::gen_op_defs(i.records)
        }),
        ("gen-op-doc", "Generate dialect documentation", |i| {
            ropt_ods::codegen::gen_op_doc(i.records, i.input_name)
        }),
        ("gen-dialect-doc", "Generate dialect documentation", |i| {
            ropt_ods::codegen::gen_dialect_doc(i.records, i.input_name, i.dialect)
        }),
        ("gen-rewriters", "Generate pattern rewriters", |i| {
            ropt_ods::drr::codegen::gen_rewriters(i.records)
        }),
    ]
}

/// `--print-enums`: the names of the defs derived from `--class` (in llvm-tblgen's record
/// order), each followed by `, `.
fn print_enums(i: &Input) -> Result<String, String> {
    if !i.records.classes.contains_key(i.class) {
        // llvm-tblgen's message ends in a newline of its own.
        return Err(format!("error: The class '{}' is not defined\n\n", i.class));
    }
    let mut names: Vec<String> = (i.records.all_derived_definitions(i.class).into_iter())
        .map(|d| i.records.rec_name(d))
        .collect();
    names.sort_by(|a, b| ropt_tablegen::record::compare_numeric(a, b));
    let mut out = String::new();
    for n in names {
        out.push_str(&n);
        out.push_str(", ");
    }
    out.push('\n');
    Ok(out)
}

/// The "Action to perform" section of `--help`: every backend flag with its description.
fn actions_help() -> String {
    let mut s = String::from("Action to perform:\n");
    for (name, desc, _) in backends() {
        s.push_str(&format!("  --{name:<38} - {desc}\n"));
    }
    s
}

/// rtblgen: read TableGen and run a backend over its records.
#[derive(Parser, Debug)]
#[command(name = "rtblgen", version, about, long_about = None)]
struct Cli {
    /// Input file, or `-` for standard input.
    #[arg(default_value = "-")]
    input: String,
    /// Output file.
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Include search directories.
    #[arg(short = 'I')]
    include_dirs: Vec<String>,
    /// Macros to define.
    #[arg(short = 'D')]
    macros: Vec<String>,
    /// Dependency file to write.
    #[arg(short = 'd')]
    depfile: Option<String>,
    /// Only write the output if it changed.
    #[arg(long = "write-if-changed")]
    write_if_changed: bool,
    /// Disable unused template argument warnings.
    #[arg(long = "no-warn-on-unused-template-args")]
    no_warn_on_unused_template_args: bool,
    /// Time phases of parser and backend.
    #[arg(long = "time-phases")]
    time_phases: bool,
    /// The class whose defs `--print-enums` lists.
    #[arg(long = "class", default_value = "")]
    class: String,
    /// The dialect to generate (`--gen-dialect-doc`).
    #[arg(long = "dialect", default_value = "")]
    dialect: String,
}

/// The stack of the thread that does the work: deeply nested input recurses deeply, and the
/// reader's depth limits grow with the stack (see `ropt_tablegen::Limits::for_stack`). Only the
/// pages actually used are ever touched.
const STACK_SIZE: usize = 1 << 30;

fn run(argv0: &str, limits: ropt_tablegen::Limits) -> Result<ExitCode, String> {
    let names: Vec<&'static str> = backends().iter().map(|b| b.0).collect();
    let is_long = |w: &str| {
        names.contains(&w)
            || matches!(
                w,
                "write-if-changed"
                    | "no-warn-on-unused-template-args"
                    | "time-phases"
                    | "class"
                    | "dialect"
            )
    };
    let args = ropt_cli::normalize_args(std::env::args_os(), &['o', 'I', 'D', 'd'], &is_long);
    // Backend flags (`--gen-op-decls`, ...) are picked out before clap; the last one wins.
    let mut chosen: Option<&'static str> = None;
    let args: Vec<std::ffi::OsString> = args
        .into_iter()
        .filter(|a| {
            let name = a.to_str().and_then(|s| s.strip_prefix("--"));
            match name.and_then(|n| names.iter().find(|b| **b == n)) {
                Some(b) => {
                    chosen = Some(b);
                    false
                }
                None => true,
            }
        })
        .collect();
    let cmd = <Cli as clap::CommandFactory>::command()
        .after_help(actions_help())
        .term_width(0);
    let cli = match cmd
        .try_get_matches_from(args)
        .and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m))
    {
        Ok(c) => c,
        Err(e) => e.exit(),
    };
    let action = chosen.unwrap_or("print-records");
    let (name, text) = if cli.input == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s).map_err(|e| {
            format!(
                "Could not open input file '-': {}",
                ropt_cli::io_error_text(&e)
            )
        })?;
        ("<stdin>".to_string(), s)
    } else {
        let bytes = std::fs::read(&cli.input).map_err(|e| {
            format!(
                "Could not open input file '{}': {}",
                cli.input,
                ropt_cli::io_error_text(&e)
            )
        })?;
        let text = String::from_utf8(bytes)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
        (cli.input.clone(), text)
    };
    let opts = ropt_tablegen::Options {
        include_dirs: cli.include_dirs.iter().map(PathBuf::from).collect(),
        macros: cli.macros.clone(),
    };
    let streaming = action == "print-records"
        && !cli.write_if_changed
        && !(cli.depfile.is_some() && cli.output == "-");
    let mut phases = timing::Phases::default();
    let start = timing::Stamp::now();
    let backend_done: timing::Stamp;
    let outcome = {
        let warnings = ropt_tablegen::Warnings {
            unused_template_args: !cli.no_warn_on_unused_template_args,
        };
        let o = ropt_tablegen::read_with(&name, text, &opts, limits, warnings);
        let read_done = phases.end("Parse, build records", start);
        // Diagnostics come before any output, as llvm-tblgen's do.
        eprint!("{}", o.diagnostics);
        let out = if o.failed || o.errors > 0 {
            None
        } else if streaming {
            // The common case streams to the output instead of building the text first.
            let r = stream_records(&o.records, &cli.output);
            if let Err(e) = r {
                std::mem::forget(o.records);
                return Err(e);
            }
            Some(Ok(String::new()))
        } else {
            let backend = backends().into_iter().find(|b| b.0 == action).map(|b| b.2);
            let input = Input {
                records: &o.records,
                class: &cli.class,
                input_name: &name,
                dialect: &cli.dialect,
            };
            backend.map(|b| b(&input))
        };
        backend_done = phases.end("Backend overall", read_done);
        let r = (o.errors, o.failed, o.dependencies, out);
        // The records are dropped by the process exit; freeing them one by one is wasted time.
        std::mem::forget(o.records);
        r
    };
    let (errors, failed, deps, out) = outcome;
    if failed {
        return Ok(ExitCode::FAILURE);
    }
    if errors > 0 {
        eprintln!("{argv0}: {errors} errors.");
        return Ok(ExitCode::FAILURE);
    }
    let text = match out {
        Some(Ok(t)) => t,
        Some(Err(rendered)) => {
            // Backend errors arrive rendered (location, source line, caret).
            eprint!("{rendered}");
            return Ok(ExitCode::FAILURE);
        }
        None => return Err("no backend".into()),
    };
    if let Some(d) = &cli.depfile {
        if cli.output == "-" {
            return Err("the option -d must be used together with -o".into());
        }
        let mut s = format!("{}:", cli.output);
        let deps: std::collections::BTreeSet<&String> = deps.iter().collect();
        for dep in deps {
            s.push(' ');
            s.push_str(dep);
        }
        s.push('\n');
        std::fs::write(d, s).map_err(|e| {
            format!(
                "Could not open dependency file '{d}': {}",
                ropt_cli::io_error_text(&e)
            )
        })?;
    }
    let report = |phases: &mut timing::Phases| {
        if cli.time_phases {
            phases.end("Write output", backend_done);
            eprint!("{}", phases.report());
        }
    };
    if streaming {
        // Already written by `stream_records`.
    } else if cli.output == "-" {
        let mut so = std::io::stdout().lock();
        let _ = so.write_all(text.as_bytes());
        let _ = so.flush();
    } else {
        if cli.write_if_changed
            && let Ok(old) = std::fs::read(&cli.output)
            && old == text.as_bytes()
        {
            report(&mut phases);
            return Ok(ExitCode::SUCCESS);
        }
        std::fs::write(&cli.output, text).map_err(|e| {
            format!(
                "Could not open output file '{}': {}",
                cli.output,
                ropt_cli::io_error_text(&e)
            )
        })?;
    }
    report(&mut phases);
    Ok(ExitCode::SUCCESS)
}

/// Writes `--print-records` output straight to `output` (`-` for standard output).
fn stream_records(kp: &RecordKeeper, output: &str) -> Result<(), String> {
    if output == "-" {
        let mut so = std::io::stdout().lock();
        let _ = ropt_tablegen::print::write_records(kp, &mut so);
        let _ = so.flush();
        return Ok(());
    }
    let mut f = std::fs::File::create(output).map_err(|e| {
        format!(
            "Could not open output file '{output}': {}",
            ropt_cli::io_error_text(&e)
        )
    })?;
    ropt_tablegen::print::write_records(kp, &mut f).map_err(|e| {
        format!(
            "Could not write output file '{output}': {}",
            ropt_cli::io_error_text(&e)
        )
    })
}

/// Runs and reports a failure as `argv0: message`.
fn run_and_report(argv0: &str, limits: ropt_tablegen::Limits) -> ExitCode {
    match run(argv0, limits) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{argv0}: {e}");
            ExitCode::FAILURE
        }
    }
}

fn main() -> ExitCode {
    // Messages start with the program name as invoked, as llvm-tblgen's do.
    let argv0 = std::env::args_os()
        .next()
        .map_or_else(|| "rtblgen".into(), |a| a.to_string_lossy().into_owned());
    let name = argv0.clone();
    let big = std::thread::Builder::new()
        .stack_size(STACK_SIZE)
        .spawn(move || run_and_report(&name, ropt_tablegen::Limits::for_stack(STACK_SIZE)));
    match big {
        Ok(h) => h.join().unwrap_or(ExitCode::FAILURE),
        // Without a big stack, the main thread's limits apply.
        Err(_) => run_and_report(&argv0, ropt_tablegen::Limits::default()),
    }
}
