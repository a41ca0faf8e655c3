//! `ropt`: the MLIR optimizer driver (the counterpart of `mlir-opt`).
//!
//! This file reads the command line as mlir-opt's option parser does (single-dash long
//! options, `-pass[=options]` flags in order, boolean values, its error wording and
//! suggestions) into [`ropt_driver::Options`], and hands them to [`ropt_driver::run`], which
//! does the rest.

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::Parser;
use codespan_reporting::term::termcolor::{ColorChoice, StandardStream};
use ropt_cli::suggest::{Candidate, nearest_option};
use ropt_pass::PassRegistry;

mod flags;
mod memory;

#[global_allocator]
static ALLOCATOR: memory::Allocator = memory::ALLOCATOR;

/// ropt: parse, verify, transform and print MLIR, as mlir-opt does.
#[derive(Parser, Debug)]
#[command(name = "ropt", version, about = "MLIR modular optimizer driver (Rust)", long_about = None)]
struct Cli {
    /// Everything the driver is told.
    #[command(flatten)]
    options: ropt_driver::Options,
}

fn main() -> ExitCode {
    let registry = ropt_driver::pass_registry();
    // As with mlir-opt, `-o` takes its value as the next argument: `-ofile` (like
    // `-one-shot-bufferize` or `-output-split-marker`) is a long option's spelling.
    let args = ropt_cli::normalize_args(std::env::args_os(), &['o'], &|_| true);
    let (args, pass_flags) = ropt_pass::extract_pass_flags(args, &registry);
    // As with LLVM's options, a later occurrence of an option overrides an earlier one.
    let mut command = <Cli as clap::CommandFactory>::command().args_override_self(true);
    // The passes' help (a few hundred lines) is only written out for `--help`.
    if args.iter().any(|a| a.to_str() == Some("--help")) {
        command = command.after_long_help(registry.help_section());
    }
    let args = flags::check_args(args, &command).unwrap_or_else(|msg| {
        eprint!("{msg}");
        std::process::exit(1)
    });
    let matches = command
        .try_get_matches_from_mut(args)
        .unwrap_or_else(|e| exit_on_cli_error(e, &command, &registry));
    let mut options = match <Cli as clap::FromArgMatches>::from_arg_matches(&matches) {
        Ok(cli) => cli.options,
        Err(e) => e.exit(),
    };
    options.pass_flags = pass_flags;
    options.process_exits_after_run = true;
    ropt_driver::output::remove_temporary_on_signals();
    // Deeply nested inputs recurse deeply; give the work a large stack (reserved lazily).
    let worker = std::thread::Builder::new()
        .stack_size(4 << 30)
        .spawn(move || {
            let is_terminal = std::io::stderr().is_terminal();
            let mut err = StandardStream::stderr(ColorChoice::Auto);
            let mut streams = ropt_driver::Streams {
                out: &mut std::io::stdout().lock(),
                err: &mut err,
                err_is_terminal: is_terminal,
            };
            memory::end_process(ropt_driver::run(&options, &mut streams))
        });
    match worker.map(|h| h.join()) {
        Ok(Ok(never)) => never,
        _ => ExitCode::FAILURE,
    }
}

/// Reports a command-line error as LLVM's option parser words it (exit code 1) when mlir-opt
/// has one for the case (an unknown option, with the nearest known one; a bad value of an
/// enumerated option); otherwise (and for `--help`/`--version`) as clap does.
fn exit_on_cli_error(e: clap::Error, command: &clap::Command, registry: &PassRegistry) -> ! {
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
            // LLVM's parser first reads an unknown `-oX` as `-o` grouped with other letters,
            // and then suggests `-o`.
            let grouped = typed.starts_with("-o") && !typed.starts_with("--");
            let mut text = match grouped {
                true => "ropt: for the -o option: may not occur within a group!\n".to_string(),
                false => String::new(),
            };
            text.push_str(&format!(
                "ropt: Unknown command line argument '{typed}'.  Try: '{argv0} --help'\n"
            ));
            // (A built command lists clap's own `--help` and `--version` too.)
            let mut command = command.clone();
            command.build();
            let nearest = match grouped {
                true => Some("-o".to_string()),
                false => nearest_option(&typed, &candidates(&command, registry)),
            };
            if let Some(s) = nearest {
                text.push_str(&format!("ropt: Did you mean '{s}'?\n"));
            }
            text
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

/// The options an unknown one may be meant to be, in the order they are tried: the command
/// line's options (`--help` and `--version` take no value; LLVM's boolean options take
/// `=true`/`=false`), then the passes and pipelines (which take options).
fn candidates<'a>(command: &'a clap::Command, registry: &'a PassRegistry) -> Vec<Candidate<'a>> {
    let mut out = Vec::new();
    for a in command.get_arguments() {
        let takes_value = !matches!(
            a.get_action(),
            clap::ArgAction::Help | clap::ArgAction::HelpLong | clap::ArgAction::Version
        );
        if let Some(long) = a.get_long() {
            out.push(Candidate::new(long, takes_value));
        }
        // mlir-opt's only one-letter option that ropt has.
        if a.get_short() == Some('o') {
            out.push(Candidate::new("o", true));
        }
    }
    out.extend(registry.passes().map(|p| Candidate::new(p.argument, true)));
    out.extend(
        registry
            .pipelines()
            .map(|p| Candidate::new(p.argument, true)),
    );
    out
}
